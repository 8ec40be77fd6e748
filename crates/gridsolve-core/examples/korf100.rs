//! Solves Korf's 100 random 15-puzzle instances optimally, pattern database
//! construction included, replays every path, and prints a Markdown report.
//!
//! ```text
//! cargo run --release -p gridsolve-core --example korf100 -- FILE [--threads N]
//!     [--heuristic pdb|pdb-plain|linear-conflict|manhattan] [--first K] [--partition CELLS/CELLS/...]
//! ```
//!
//! FILE has one instance per line: 16 numbers row-major, 0 the blank; the
//! goal is `0 1 2 ... 15`. `scripts/korf100-bench.sh` runs it and puts the
//! report into BENCHMARKS.md.

mod shared;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use gridsolve_core::limits::SearchLimits;
use gridsolve_core::solvers::slide::{
    PatternSet, SlideHeuristics, SlideOutcome, additive::partition_7_8, default_partition, optimal_path, replay,
};

/// The optimal lengths Korf published for these instances ("Depth-first
/// iterative-deepening: an optimal admissible tree search", Artificial
/// Intelligence 27, 1985, Table 1), checked against every answer here.
const PUBLISHED_LENGTHS: [usize; 100] = [
    57, 55, 59, 56, 56, 52, 52, 50, 46, 59, 57, 45, 46, 59, 62, 42, 66, 55, 46, 52, //
    54, 59, 49, 54, 52, 58, 53, 52, 54, 47, 50, 59, 60, 52, 55, 52, 58, 53, 49, 54, //
    54, 42, 64, 50, 51, 49, 47, 49, 59, 53, 56, 56, 64, 56, 41, 55, 50, 51, 57, 66, //
    45, 57, 56, 51, 47, 61, 50, 51, 53, 52, 44, 56, 49, 56, 48, 57, 54, 53, 42, 57, //
    53, 62, 49, 55, 44, 45, 52, 65, 54, 50, 57, 57, 46, 53, 50, 49, 44, 54, 57, 54, //
];

struct Row {
    index: usize,
    moves: usize,
    nodes: u64,
    start_estimate: u32,
    time: Duration,
}

/// This process's CPU seconds so far (user + system, all threads), from
/// /proc/self/stat on Linux: the figure the machine's other load does not inflate.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the command name (which ends with the last ')'): utime is the 12th, stime the 13th.
    let fields: Vec<&str> = stat[stat.rfind(')')? + 2..].split_whitespace().collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

fn show(cpu: Option<f64>) -> String {
    cpu.map_or("n/a".to_string(), |s| format!("{s:.2} s"))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: korf100 FILE [--threads N] [--heuristic pdb|pdb-plain|linear-conflict|manhattan] [--first K] [--partition 1,2,3/4,5,...|7-8] [--cache DIR]";
    let file = args.first().expect(usage);
    let option = |name: &str| args.iter().position(|a| a == name).map(|i| args[i + 1].clone());
    let cache = option("--cache").map(std::path::PathBuf::from);
    let threads: usize = option("--threads").map_or(1, |t| t.parse().expect(usage));
    let heuristic = option("--heuristic").unwrap_or_else(|| "pdb".to_string());
    let first: usize = option("--first").map_or(usize::MAX, |k| k.parse().expect(usage));

    let text = std::fs::read_to_string(file).expect("cannot read the instance file");
    let instances: Vec<Vec<u8>> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .take(first)
        .map(|l| {
            l.split_whitespace()
                .map(|t| t.parse().expect("a number 0..15"))
                .collect()
        })
        .collect();
    let goal: Vec<u8> = (0..16).collect();

    let started = Instant::now();
    let cpu_at_start = cpu_seconds();
    let heuristics = match heuristic.as_str() {
        "pdb" | "pdb-plain" => {
            // One pattern per thread (the CLI does the same with rayon).
            let partition: Vec<Vec<u8>> = match option("--partition") {
                Some(text) if text == "7-8" => partition_7_8(4, 4, 0).expect("the 4x4 board"),
                // Patterns separated by '/', cells by ',': "1,2,3/4,5,8,9,12,13/6,7,10,11,14,15".
                Some(text) => text
                    .split('/')
                    .map(|p| p.split(',').map(|c| c.trim().parse().expect(usage)).collect())
                    .collect(),
                None => default_partition(4, 4, 0),
            };
            let next = AtomicUsize::new(0);
            let built = Mutex::new(Vec::new());
            std::thread::scope(|scope| {
                for _ in 0..threads.min(partition.len()) {
                    scope.spawn(|| {
                        loop {
                            let i = next.fetch_add(1, Ordering::Relaxed);
                            let Some(cells) = partition.get(i) else { break };
                            let db = shared::cached_or_built(cache.as_deref(), 4, 4, 0, cells);
                            built.lock().unwrap().push((i, Arc::new(db)));
                        }
                    });
                }
            });
            let mut built = built.into_inner().unwrap();
            built.sort_by_key(|(i, _)| *i);
            let set = PatternSet::new(4, 4, built.into_iter().map(|(_, db)| db).collect()).expect("pattern set");
            SlideHeuristics::Patterns(set.with_reflection(heuristic == "pdb"))
        }
        "linear-conflict" => SlideHeuristics::LinearConflict,
        "manhattan" => SlideHeuristics::Manhattan,
        other => panic!("unknown heuristic {other}; {usage}"),
    };
    let build = started.elapsed();
    let cpu_after_build = cpu_seconds();

    let next = AtomicUsize::new(0);
    let rows = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(start) = instances.get(index) else { break };
                    let t = Instant::now();
                    let outcome =
                        optimal_path(4, 4, start, &goal, &heuristics, SearchLimits::states(u64::MAX)).expect("search");
                    let time = t.elapsed();
                    let SlideOutcome::Solved(s) = outcome else {
                        panic!("instance {} is unsolvable", index + 1)
                    };
                    assert!(s.optimal);
                    assert_eq!(replay(4, 4, start, &s.path).unwrap(), goal, "instance {}", index + 1);
                    assert_eq!(
                        s.path.len(),
                        PUBLISHED_LENGTHS[index],
                        "instance {}: not the published length",
                        index + 1
                    );
                    eprintln!(
                        "#{:3}: {} moves, {} nodes, {:.3} s",
                        index + 1,
                        s.path.len(),
                        s.stats.nodes_expanded,
                        time.as_secs_f64()
                    );
                    rows.lock().unwrap().push(Row {
                        index: index + 1,
                        moves: s.path.len(),
                        nodes: s.stats.nodes_expanded,
                        start_estimate: s.stats.start_estimate,
                        time,
                    });
                }
            });
        }
    });
    let total = started.elapsed();
    let cpu_at_end = cpu_seconds();
    let build_cpu = cpu_after_build.zip(cpu_at_start).map(|(b, a)| b - a);
    let solve_cpu = cpu_at_end.zip(cpu_after_build).map(|(b, a)| b - a);
    let total_cpu = cpu_at_end.zip(cpu_at_start).map(|(b, a)| b - a);
    let mut rows = rows.into_inner().unwrap();
    rows.sort_by_key(|r| r.index);

    let count = rows.len() as f64;
    let solve_time: Duration = rows.iter().map(|r| r.time).sum();
    let nodes: u64 = rows.iter().map(|r| r.nodes).sum();
    let moves: usize = rows.iter().map(|r| r.moves).sum();
    let estimates: u32 = rows.iter().map(|r| r.start_estimate).sum();
    let worst = rows.iter().max_by_key(|r| r.time).expect("at least one instance");
    let most = rows.iter().max_by_key(|r| r.nodes).expect("at least one instance");
    println!("heuristic: {heuristic}; threads: {threads}; instances: {}", rows.len());
    println!("| measure | value |");
    println!("|---|---|");
    println!(
        "| CPU time: construction / solving / whole run | {} / {} / {} |",
        show(build_cpu),
        show(solve_cpu),
        show(total_cpu)
    );
    println!(
        "| pattern database construction (wall) | {:.2} s |",
        build.as_secs_f64()
    );
    println!(
        "| whole run (construction + every instance, wall) | {:.2} s |",
        total.as_secs_f64()
    );
    println!(
        "| solving, summed over instances (wall) | {:.2} s |",
        solve_time.as_secs_f64()
    );
    println!(
        "| mean per instance (wall) | {:.3} s |",
        solve_time.as_secs_f64() / count
    );
    println!(
        "| worst instance (wall) | #{}: {:.2} s, {} nodes, {} moves |",
        worst.index,
        worst.time.as_secs_f64(),
        worst.nodes,
        worst.moves
    );
    println!("| most nodes | #{}: {} nodes |", most.index, most.nodes);
    println!(
        "| nodes expanded, total / mean | {nodes} / {:.0} |",
        nodes as f64 / count
    );
    println!(
        "| nodes per second | {:.1} M |",
        nodes as f64 / solve_time.as_secs_f64() / 1e6
    );
    println!(
        "| optimal moves, total / mean | {moves} / {:.2} |",
        moves as f64 / count
    );
    println!("| start heuristic, mean | {:.2} |", estimates as f64 / count);
    println!(
        "| every path replayed; every length equal to Korf's published optimum | yes ({} of {}) |",
        rows.len(),
        rows.len()
    );
    println!("| peak memory (resident) | {} |", peak_memory());
    let lengths: Vec<String> = rows.iter().map(|r| r.moves.to_string()).collect();
    println!("\nlengths: {}", lengths.join(" "));
}

/// The process's peak resident memory, from /proc/self/status (Linux).
fn peak_memory() -> String {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
            let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
            Some(format!("{:.0} MB", kb / 1024.0))
        })
        .unwrap_or_else(|| "unknown".to_string())
}
