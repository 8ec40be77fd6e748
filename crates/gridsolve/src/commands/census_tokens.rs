//! `gridsolve census --moves slide|knight`: the distance of every board of a
//! sliding or knight puzzle from its goal, by the core's 2-bit breadth-first
//! search over ranks ([`gridsolve_core::census_bfs`]). Here: the goal, the
//! memory announced and refused past `--max-memory`, the chunks of each
//! level spread over threads (rayon) or over processes (`--processes`, on
//! timely dataflow: [`crate::commands::census_timely`]), progress on a
//! terminal, and the printout.

use std::io::{IsTerminal, Write};
use std::time::Instant;

use gridsolve_core::census_bfs::{
    human_bytes, table_bytes, Census, CensusCounts, CensusRefusal, KnightSpace, LevelPass, RankedSpace, SlidingSpace,
};
use gridsolve_core::slide::{SlideRule, TokenBoard};
use gridsolve_core::text::thousands;
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use serde_json::json;

use crate::commands::census::{CensusArgs, Format};
use crate::exit::{output_error, Failure};

/// Most worker threads a process runs.
pub const MAX_WORKERS: usize = 256;

/// The goal board: `--target FILE`, or the rule's default for the size
/// (1, 2, ..., blank last; P2324's board for knights on 5x5).
fn goal_of(rule: SlideRule, rows: usize, cols: usize, args: &CensusArgs) -> Result<TokenBoard, Failure> {
    if let Some(path) = &args.target {
        let goal = crate::commands::solve_tokens::read_tokens(rule, path)?;
        if (goal.rows, goal.cols) != (rows, cols) {
            return Err(Failure::usage(format!(
                "--size {rows}x{cols} but the target board {} is {}x{}",
                path.display(),
                goal.rows,
                goal.cols
            )));
        }
        return Ok(goal);
    }
    match rule {
        SlideRule::Slide => Ok(TokenBoard::sliding_goal(rows, cols)),
        SlideRule::Knight if (rows, cols) == (5, 5) => Ok(TokenBoard::knight_goal()),
        SlideRule::Knight => Err(Failure::usage(format!(
            "a {rows}x{cols} knight census needs its goal: --target FILE (rows of '0', '1' and one '*'); only 5x5 has a default, P2324's"
        ))),
    }
}

fn refusal(e: CensusRefusal) -> Failure {
    match e {
        CensusRefusal::Unsupported(why) => Failure::usage(format!("census: {why}")),
        too_large @ CensusRefusal::TooLarge { .. } => Failure::limit(format!("census: {too_large}")),
    }
}

/// Reads `--max-memory`: bytes, or a number with K, M, G or T (powers of 1024,
/// `GiB` and `GB` alike).
pub fn parse_memory(text: &str) -> Result<u64, String> {
    let t = text.trim();
    let split = t.find(|c: char| !c.is_ascii_digit() && c != '.').unwrap_or(t.len());
    let (number, unit) = t.split_at(split);
    let unit = unit.trim().to_ascii_uppercase();
    let scale: u64 = match unit.trim_end_matches("IB").trim_end_matches('B') {
        "" => 1,
        "K" => 1 << 10,
        "M" => 1 << 20,
        "G" => 1 << 30,
        "T" => 1 << 40,
        _ => {
            return Err(format!(
                "--max-memory '{text}': expected bytes or a size such as 512M, 12G"
            ))
        }
    };
    let value: f64 = number
        .parse()
        .map_err(|_| format!("--max-memory '{text}': expected bytes or a size such as 512M, 12G"))?;
    let bytes = value * scale as f64;
    if !(1.0..=1.8e19).contains(&bytes) {
        return Err(format!("--max-memory '{text}': expected at least 1 byte"));
    }
    Ok(bytes as u64)
}

pub fn run(rule: SlideRule, rows: usize, cols: usize, args: &CensusArgs) -> Result<(), Failure> {
    let goal = goal_of(rule, rows, cols, args)?;
    match rule {
        SlideRule::Slide => run_space(&SlidingSpace::new(&goal).map_err(refusal)?, rule, &goal, args),
        SlideRule::Knight => run_space(&KnightSpace::new(&goal).map_err(refusal)?, rule, &goal, args),
    }
}

fn run_space<S: RankedSpace + Clone + Send + 'static>(
    space: &S,
    rule: SlideRule,
    goal: &TokenBoard,
    args: &CensusArgs,
) -> Result<(), Failure> {
    let boards = space.boards();
    let bytes = table_bytes(u128::from(boards));
    let workers = args
        .workers
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    if !(1..=MAX_WORKERS).contains(&workers) {
        return Err(Failure::usage(format!(
            "--workers {workers}: expected 1 to {MAX_WORKERS}"
        )));
    }
    let began = Instant::now();
    let counts = if args.distributed() {
        crate::commands::census_timely::run(space, args, workers)?
    } else {
        let census = Census::new(space, args.max_memory).map_err(refusal)?;
        eprintln!(
            "census: {} boards, 2 bits each: {} of table; {workers} worker{}",
            thousands(boards),
            human_bytes(bytes),
            if workers == 1 { "" } else { "s" }
        );
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(workers)
            .build()
            .map_err(|e| Failure::limit(format!("census: cannot start {workers} threads: {e}")))?;
        pool.install(|| run_levels(census))
    };
    let seconds = began.elapsed().as_secs_f64();
    let text = match args.format {
        Format::Json => format!("{}\n", to_json(rule, goal, &counts, bytes)),
        Format::Text => to_text(rule, goal, &counts, bytes),
    };
    if args.distributed() && args.process != 0 {
        // Every process has the counts; one prints them.
        return Ok(());
    }
    let _ = seconds;
    std::io::stdout()
        .lock()
        .write_all(text.as_bytes())
        .map_err(output_error)
}

/// Every level, its chunks on the current rayon pool, with a bar per level
/// on a terminal.
fn run_levels<S: RankedSpace>(mut census: Census<S>) -> CensusCounts {
    let terminal = std::io::stderr().is_terminal();
    loop {
        let progress = if terminal {
            let bar = ProgressBar::new(census.chunks());
            bar.set_style(
                ProgressStyle::with_template("census: distance {msg} {bar:40} {percent:>3}% (eta {eta})")
                    .unwrap_or_else(|_| ProgressStyle::default_bar()),
            );
            bar.set_message(format!("{:>3}", census.level() + 1));
            bar
        } else {
            ProgressBar::hidden()
        };
        let pass = (0..census.chunks())
            .into_par_iter()
            .map(|chunk| {
                let pass = census.expand_chunk(chunk);
                progress.inc(1);
                pass
            })
            .reduce(LevelPass::default, LevelPass::merge);
        progress.finish_and_clear();
        if !census.finish_level(pass) {
            return census.finish();
        }
    }
}

fn shape(rule: SlideRule, goal: &TokenBoard) -> String {
    format!("{}x{} {}", goal.rows, goal.cols, rule.name())
}

fn goal_words(rule: SlideRule, goal: &TokenBoard) -> String {
    match rule {
        SlideRule::Slide => goal.cells.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(" "),
        SlideRule::Knight => goal.to_knight_text().trim_end().replace('\n', "/"),
    }
}

fn to_json(rule: SlideRule, goal: &TokenBoard, counts: &CensusCounts, bytes: u128) -> serde_json::Value {
    json!({
        "rows": goal.rows,
        "cols": goal.cols,
        "moves": rule.name(),
        "goal": goal_words(rule, goal),
        "states": counts.boards,
        "solvable": counts.reachable(),
        "distribution": counts.distribution,
        "gods_number": counts.greatest_distance(),
        "farthest": counts.farthest,
        "farthest_count": counts.distribution.last().copied().unwrap_or(0),
        "table_bytes": bytes as u64,
    })
}

fn to_text(rule: SlideRule, goal: &TokenBoard, counts: &CensusCounts, bytes: u128) -> String {
    let reachable = counts.reachable();
    let mut out = format!(
        "{}, goal {}\nboards: {} ({} of table at 2 bits each)\nreachable from the goal: {} ({:.4}%)\nGod's number: {}\n\n",
        shape(rule, goal),
        goal_words(rule, goal),
        counts.boards,
        human_bytes(bytes),
        reachable,
        reachable as f64 * 100.0 / counts.boards as f64,
        counts.greatest_distance()
    );
    let widest = counts.distribution.iter().copied().max().unwrap_or(1).max(1);
    let width = counts
        .distribution
        .iter()
        .map(|c| c.to_string().len())
        .max()
        .unwrap_or(1)
        .max(6);
    out += &format!("{:>8}  {:>width$}  share\n", "moves", "boards");
    for (d, &count) in counts.distribution.iter().enumerate() {
        let bar = "#".repeat(((count as f64 / widest as f64) * 40.0).round() as usize);
        out += &format!("{d:>8}  {count:>width$}  {bar}\n").replace("  \n", "\n");
    }
    let farthest = counts.distribution.last().copied().unwrap_or(0);
    out += &format!(
        "\n{} board{} at distance {}{}:\n",
        thousands(farthest),
        if farthest == 1 { "" } else { "s" },
        counts.greatest_distance(),
        if farthest as usize > counts.farthest.len() {
            format!(", the first {} by rank", counts.farthest.len())
        } else {
            String::new()
        }
    );
    for board in &counts.farthest {
        for line in board.lines() {
            out += &format!("  {line}\n");
        }
        out += "\n";
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memory_sizes_are_read_or_refused() {
        assert_eq!(parse_memory("1G"), Ok(1 << 30));
        assert_eq!(parse_memory("12GiB"), Ok(12 << 30));
        assert_eq!(parse_memory("512m"), Ok(512 << 20));
        assert_eq!(parse_memory("1000"), Ok(1000));
        assert_eq!(parse_memory("1.5G"), Ok(3 << 29));
        assert!(parse_memory("lots").is_err());
        assert!(parse_memory("0").is_err());
        assert!(parse_memory("5X").is_err());
    }
}
