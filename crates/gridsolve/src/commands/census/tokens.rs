//! `gridsolve census --moves slide|knight`: the distance of every board of a
//! sliding or knight puzzle from its goal, by the core's 2-bit breadth-first
//! search over ranks ([`gridsolve_core::census::ranked`]). Here: the goal, the
//! memory announced and refused past `--max-memory`, the chunks of each
//! level spread over threads (rayon) or over processes (`--processes`, on
//! timely dataflow: [`timely`](super::timely)), progress on a
//! terminal, and the printout.

use std::io::IsTerminal;

use gridsolve_core::census::job::{CensusReport, RankedCensus, TokenSpace, refusal};
use gridsolve_core::census::ranked::{Census, CensusCounts, LevelPass, RankedSpace, budget_words, human_bytes};
use gridsolve_core::text::thousands;
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;

use super::CensusArgs;
use crate::exit::Failure;

/// Most worker threads a process runs.
pub const MAX_WORKERS: usize = 256;
/// `--max-memory` when it is not given.
pub const DEFAULT_MAX_MEMORY: u64 = 1 << 30;
/// Censuses of at least this many boards announce how long they will take.
const ANNOUNCED_BOARDS: u64 = 20_000_000;
/// Boards a worker expands in a second, release build, measured on this
/// project's 2-core machine (BENCHMARKS.md "Census": the 3x4 and 2x6
/// sliding puzzles at 0.16-0.17 CPU microseconds a board, P2324's knights at
/// 0.45); an estimate is only as good as that.
const SLIDING_BOARDS_PER_WORKER_SECOND: f64 = 6.0e6;
const KNIGHT_BOARDS_PER_WORKER_SECOND: f64 = 2.2e6;

/// Reads `--max-memory`: bytes, or a number with K, M, G or T (powers of 1024,
/// `GiB` and `GB` alike).
pub fn parse_memory(text: &str) -> Result<u64, String> {
    let say = |t| crate::lang::say(t);
    let bad = || {
        say(gridsolve_core::tr!(
            "census-memory-bad",
            given = gridsolve_core::text::capped(text)
        ))
    };
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
        _ => return Err(bad()),
    };
    let value: f64 = number.parse().map_err(|_| bad())?;
    let bytes = value * scale as f64;
    // u64::MAX as f64 rounds up to 2^64, which does not fit: refuse from there.
    if bytes >= u64::MAX as f64 {
        return Err(say(gridsolve_core::tr!(
            "census-memory-too-large",
            given = gridsolve_core::text::capped(text)
        )));
    }
    if bytes < 1.0 {
        return Err(say(gridsolve_core::tr!(
            "census-memory-zero",
            given = gridsolve_core::text::capped(text)
        )));
    }
    Ok(bytes as u64)
}

/// What this machine can give one process: its physical memory and the
/// address-space limit (`ulimit -v`), each when known and finite.
fn machine_memory() -> (Option<u64>, Option<u64>) {
    let address_space = rlimit::getrlimit(rlimit::Resource::AS)
        .ok()
        .map(|(soft, _)| soft)
        .filter(|&soft| soft != rlimit::INFINITY);
    (physical_memory(), address_space)
}

/// This machine's physical memory, when known.
pub fn physical_memory() -> Option<u64> {
    #[cfg(unix)]
    let physical = {
        // SAFETY: sysconf(3) only reads a system constant; it takes no
        // pointers and has no preconditions (-1 means unknown).
        let (pages, page) = unsafe { (libc::sysconf(libc::_SC_PHYS_PAGES), libc::sysconf(libc::_SC_PAGESIZE)) };
        (pages > 0 && page > 0).then(|| (pages as u64).saturating_mul(page as u64))
    };
    #[cfg(not(unix))]
    let physical = None;
    physical
}

/// Refuses a `--max-memory` larger than this machine can give a process
/// (the table would then fail to allocate and abort), up front.
fn check_budget_fits_machine(args: &CensusArgs) -> Result<(), Failure> {
    let Some(budget) = args.max_memory else {
        return Ok(()); // the default, 1 GiB; an allocation failure is still refused cleanly
    };
    let (physical, address_space) = machine_memory();
    let past = [
        address_space.map(|bytes| {
            (
                bytes,
                gridsolve_core::tr!("census-machine-address-space", bytes = human_bytes(u128::from(bytes))),
            )
        }),
        physical.map(|bytes| {
            (
                bytes,
                gridsolve_core::tr!("census-machine-physical", bytes = human_bytes(u128::from(bytes))),
            )
        }),
    ]
    .into_iter()
    .flatten()
    .filter(|(bytes, _)| budget > *bytes)
    .min_by_key(|(bytes, _)| *bytes);
    match past {
        None => Ok(()),
        Some((_, limit)) => Err(Failure::usage(crate::lang::say(gridsolve_core::tr!(
            "census-memory-past-machine",
            budget = budget_words(budget),
            limit = limit
        )))),
    }
}

/// The one bar of a whole census on a terminal: boards expanded of all the
/// space's boards, with an ETA from the rate so far; `None` elsewhere.
pub fn progress_bar(boards: u64) -> Option<ProgressBar> {
    if !std::io::stderr().is_terminal() {
        return None;
    }
    let bar = ProgressBar::new(boards);
    bar.set_style(
        ProgressStyle::with_template(&crate::lang::say(gridsolve_core::tr!("census-boards-progress")))
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    Some(bar)
}

/// Says how long a census of `space` will take on `workers` workers,
/// before it starts, when that is long.
fn announce_duration(space: &TokenSpace, workers: usize) {
    let boards = space.boards();
    if boards < ANNOUNCED_BOARDS {
        return;
    }
    let rate = match space {
        TokenSpace::Sliding(_) => SLIDING_BOARDS_PER_WORKER_SECOND,
        TokenSpace::Knight(_) => KNIGHT_BOARDS_PER_WORKER_SECOND,
    };
    let seconds = boards as f64 / (rate * workers as f64);
    let bar_note = if std::io::stderr().is_terminal() {
        String::new()
    } else {
        crate::lang::say(gridsolve_core::tr!("census-estimate-bar-note"))
    };
    let (duration, rate) = (super::duration_words(seconds), format!("{rate:.1e}"));
    let estimate = if workers == 1 {
        gridsolve_core::tr!("census-boards-estimate-one-worker", duration = duration, rate = rate)
    } else {
        gridsolve_core::tr!(
            "census-boards-estimate",
            duration = duration,
            workers = workers,
            rate = rate
        )
    };
    eprintln!("{}{bar_note}", crate::lang::say(estimate));
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
    check_budget_fits_machine(args)?;
    let counts = if args.distributed() {
        super::timely::run(space, args, workers)?
    } else {
        let table = Census::new(space, args.max_memory_or_default()).map_err(|e| Failure::from(refusal(e)))?;
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
        announce_duration(space, workers);
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
        pool.install(|| run_levels(table, boards))
    };
    Ok(census.report(&counts, crate::lang::current()))
}

/// Every level, its chunks on the current rayon pool, with one bar for the
/// whole census on a terminal (boards expanded of all boards).
fn run_levels<S: RankedSpace>(mut census: Census<S>, boards: u64) -> CensusCounts {
    let progress = progress_bar(boards).unwrap_or_else(ProgressBar::hidden);
    loop {
        let pass = (0..census.chunks())
            .into_par_iter()
            .map(|chunk| {
                let pass = census.expand_chunk(chunk);
                progress.inc(pass.expanded);
                pass
            })
            .reduce(LevelPass::default, LevelPass::merge);
        if !census.finish_level(pass) {
            progress.finish_and_clear();
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
        // The largest that fits, and the first past it.
        assert_eq!(parse_memory("16777215T"), Ok(16_777_215 << 40));
        let huge = parse_memory("99999999999T").unwrap_err();
        assert!(huge.contains("too large"), "{huge}");
        assert!(parse_memory("0.5").unwrap_err().contains("at least 1 byte"));
    }
}
