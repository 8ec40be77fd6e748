//! `gridsolve census --moves slide|knight`: the distance of every board of a
//! sliding or knight puzzle from its goal, by the core's 2-bit breadth-first
//! search over ranks ([`gridsolve_core::census_bfs`]). Here: the goal, the
//! memory announced and refused past `--max-memory`, the chunks of each
//! level spread over threads (rayon) or over processes (`--processes`, on
//! timely dataflow: [`timely`](super::timely)), progress on a
//! terminal, and the printout.

use std::io::IsTerminal;

use gridsolve_core::census_bfs::{human_bytes, Census, CensusCounts, LevelPass, RankedSpace};
use gridsolve_core::puzzle::census::{refusal, CensusReport, RankedCensus};
use gridsolve_core::text::thousands;
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;

use super::CensusArgs;
use crate::exit::Failure;

/// Most worker threads a process runs.
pub const MAX_WORKERS: usize = 256;

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

/// Fills the table of `census` on `--workers` threads, or across processes
/// (`--processes`), and returns its report.
pub fn run(census: &RankedCensus, args: &CensusArgs) -> Result<CensusReport, Failure> {
    let space = &census.space;
    let boards = space.boards();
    let bytes = census.table_bytes();
    let workers = args
        .workers
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    if !(1..=MAX_WORKERS).contains(&workers) {
        return Err(Failure::usage(crate::lang::say(gridsolve_core::tr!(
            "census-bad-workers",
            workers = workers,
            most = MAX_WORKERS
        ))));
    }
    let counts = if args.distributed() {
        super::timely::run(space, args, workers)?
    } else {
        let table = Census::new(space, args.max_memory).map_err(|e| Failure::from(refusal(e)))?;
        let size = human_bytes(bytes);
        let line = if workers == 1 {
            gridsolve_core::tr!("census-table-one-worker", boards = thousands(boards), table = size)
        } else {
            gridsolve_core::tr!(
                "census-table-workers",
                boards = thousands(boards),
                table = size,
                workers = workers
            )
        };
        eprintln!("{}", crate::lang::say(line));
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(workers)
            .build()
            .map_err(|e| {
                Failure::limit(crate::lang::say(gridsolve_core::tr!(
                    "census-threads-failed",
                    workers = workers,
                    why = e.to_string()
                )))
            })?;
        pool.install(|| run_levels(table))
    };
    Ok(census.report(&counts, crate::lang::current()))
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
