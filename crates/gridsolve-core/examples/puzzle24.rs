//! The ten random 24-puzzle instances of Korf and Taylor ("Finding optimal
//! solutions to the Twenty-Four Puzzle", AAAI 1996), solved by IDA* on the
//! additive 6-6-6-6 pattern databases with their reflection, within a work
//! budget per instance: optimal where the search finishes within it, else
//! the weighted search's path with the lower bound the optimal one proved.
//! Every path is replayed to the goal; an optimal one must equal the length
//! Korf and Felner published (2002).
//!
//! cargo run --release -p gridsolve-core --example puzzle24 -- [--budget NODES] [--first K | --only K] [--cache DIR] [--threads N]
//!
//! With `--threads N` each iteration of the search is split among N threads
//! (the same paths; the nodes of the last iteration differ).

mod shared;

use std::sync::Arc;
use std::time::Instant;

use gridsolve_core::limits::SearchLimits;
use gridsolve_core::solvers::slide::additive::partition_6_6_6_6;
use gridsolve_core::solvers::slide::{PatternSet, SlideHeuristics, SlideOutcome, path_with_fallback, replay};

/// Korf and Taylor's ten instances (the blank's goal is cell 0, tiles in
/// order after it) with the optimal lengths published for them.
const INSTANCES: [(&str, usize); 10] = [
    ("17 1 20 9 16 2 22 19 14 5 15 21 0 3 24 23 18 13 12 7 10 8 6 4 11", 100),
    ("14 5 9 2 18 8 23 19 12 17 15 0 10 20 4 6 11 21 1 7 24 3 16 22 13", 95),
    ("7 13 11 22 12 20 1 18 21 5 0 8 14 24 19 9 4 17 16 10 23 15 3 2 6", 108),
    ("18 14 0 9 8 3 7 19 2 15 5 12 1 13 24 23 4 21 10 20 16 22 11 6 17", 98),
    ("2 0 10 19 1 4 16 3 15 20 22 9 6 18 5 13 12 21 8 17 23 11 24 7 14", 101),
    ("16 5 1 12 6 24 17 9 2 22 4 10 13 18 19 20 0 23 7 21 15 11 8 3 14", 96),
    ("21 22 15 9 24 12 16 23 2 8 5 18 17 7 10 14 13 4 0 6 20 11 3 1 19", 104),
    ("6 0 24 14 8 5 21 19 9 17 16 20 10 13 2 15 11 22 1 3 7 23 4 18 12", 97),
    ("3 2 17 0 14 18 22 19 15 20 9 7 10 21 16 6 24 23 8 5 1 4 11 12 13", 113),
    ("23 14 0 24 17 9 20 21 2 18 10 13 22 1 3 11 4 16 6 5 7 12 8 15 19", 114),
];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: puzzle24 [--budget NODES] [--first K | --only K] [--cache DIR] [--threads N]";
    let option = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .map(|i| args.get(i + 1).expect(usage).clone())
    };
    let budget: u64 = option("--budget").map_or(200_000_000, |b| b.parse().expect(usage));
    let first: usize = option("--first").map_or(INSTANCES.len(), |k| k.parse().expect(usage));
    let only: Option<usize> = option("--only").map(|k| k.parse().expect(usage));
    let cache = option("--cache").map(std::path::PathBuf::from);
    let threads: usize = option("--threads").map_or(1, |n| n.parse().expect(usage));

    let began = Instant::now();
    let partition = partition_6_6_6_6(5, 5, 0).expect("the 5x5 board");
    let databases = partition
        .iter()
        .map(|cells| Arc::new(shared::cached_or_built(cache.as_deref(), 5, 5, 0, cells)))
        .collect();
    let set = PatternSet::new(5, 5, databases).expect("pattern set");
    let heuristics = SlideHeuristics::Patterns(set);
    let tables = began.elapsed();
    println!(
        "6-6-6-6 databases ready in {:.1} s (built or read); budget {budget} nodes per instance; {threads} thread(s)",
        tables.as_secs_f64()
    );
    println!();
    println!("| # | published | gridsolve | proven | lower bound | start estimate | nodes | time |");
    println!("|---:|---:|---:|---|---:|---:|---:|---:|");
    let goal: Vec<u8> = (0..25).collect();
    for (index, (text, published)) in INSTANCES.iter().enumerate().take(first) {
        if only.is_some_and(|k| k != index + 1) {
            continue;
        }
        let start: Vec<u8> = text.split(' ').map(|t| t.parse().expect("a tile")).collect();
        let t = Instant::now();
        let outcome = path_with_fallback(
            5,
            5,
            &start,
            &goal,
            &heuristics,
            SearchLimits::states(budget).with_threads(threads),
        )
        .expect("search");
        let time = t.elapsed().as_secs_f64();
        let SlideOutcome::Solved(s) = outcome else {
            panic!("instance {} is unsolvable", index + 1)
        };
        assert_eq!(
            replay(5, 5, &start, &s.path).expect("a legal path"),
            goal,
            "instance {}",
            index + 1
        );
        if s.optimal {
            assert_eq!(
                s.path.len(),
                *published,
                "instance {}: not the published length",
                index + 1
            );
        } else {
            assert!(s.stats.lower_bound as usize <= *published && *published <= s.path.len());
        }
        println!(
            "| {} | {published} | {} | {} | {} | {} | {} | {time:.1} s |",
            index + 1,
            s.path.len(),
            if s.optimal { "yes" } else { "no (weighted IDA*)" },
            s.stats.lower_bound,
            s.stats.start_estimate,
            s.stats.nodes_expanded,
        );
    }
}
