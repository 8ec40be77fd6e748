//! `gridsolve census`: how many boards of a toggle puzzle need exactly d
//! presses, for every d. The core plans the count and cuts it into chunks;
//! here the chunks run on all cores (rayon) with a progress bar on a terminal.
//! The core decides what the words mean ([`gridsolve_core::census::job`]);
//! sliding and knight tables are filled by [`tokens`].

use gridsolve_core::tr;
use std::io::{IsTerminal, Write};

use clap::{Args, ValueEnum};
use gridsolve_core::census::job::{CensusJob, CensusReport, ChunkedCensus, plan_census};
use gridsolve_core::puzzle::PuzzleWords;
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;

use crate::exit::{Failure, output_error};
use crate::input::FileInputs;

mod handshake;
mod launch;
mod machine;
mod mesh;
mod timely;
mod tokens;
mod watch;

#[derive(Args)]
pub struct CensusArgs {
    /// Move rule: plus, cross, stencil:ROWS (e.g. stencil:.#./###/.#.), buttons:FILE (one line per button, its cells as ROW,COL), slide or knight; every rule but swap.
    #[arg(long = "moves", value_name = "RULE")]
    pub moves: String,
    /// Cells have K states (2 to 255), a press adds 1 modulo K; K > 2 and buttons are counted board by board (at most 2^24 boards).
    #[arg(long, value_name = "K", default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=255))]
    pub states: u8,
    /// The board is a torus: stencils wrap around the edges.
    #[arg(long)]
    pub wrap: bool,
    /// Board size, ROWSxCOLS, e.g. 5x5 (toggle rules: at most 64 cells; knight: 5x5 by default).
    #[arg(long, value_name = "RxC")]
    pub size: Option<String>,
    /// Goal: all zeros, all ones, or uniform (whichever is nearer).
    #[arg(long, value_enum, default_value_t = GoalArg::Zeros)]
    pub goal: GoalArg,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Sliding and knight boards: the goal board (default: 1, 2, ..., blank last; P2324's for knights).
    #[arg(long, value_name = "FILE")]
    pub target: Option<std::path::PathBuf>,
    /// Sliding and knight boards: the most memory the distance table may take (2 bits a board), e.g. 512M, 12G; default 1G; at most this machine's memory.
    #[arg(long, value_name = "BYTES", value_parser = tokens::parse_memory)]
    pub max_memory: Option<u64>,
    /// Sliding and knight boards: worker threads per process (default: one per core; at most 256).
    #[arg(long, value_name = "N")]
    pub workers: Option<usize>,
    /// Sliding and knight boards: run as P processes on timely dataflow (timely's -n); alone, this process starts the others on this machine.
    #[arg(long, value_name = "P", default_value_t = 1)]
    pub processes: usize,
    /// This process's index among --processes, from 0 (timely's -p), for processes started by hand; needs --secret-file.
    #[arg(long, value_name = "I")]
    pub process: Option<usize>,
    /// The job's shared secret (at least 16 bytes, the same file for every process started by hand): peers prove they know it before any data.
    #[arg(long, value_name = "FILE")]
    pub secret_file: Option<std::path::PathBuf>,
    /// One host:port per line, one line per process (timely's -h); default 127.0.0.1:2101, :2102, ...
    #[arg(long, value_name = "FILE")]
    pub hostfile: Option<std::path::PathBuf>,
    /// Seconds a process waits for the other processes of the job to connect.
    #[arg(long, value_name = "SECS", default_value_t = 60, value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub connect_timeout: u64,
    /// Seconds a process of a running job may send nothing (not even its heartbeat, once a second) before the others end the job.
    #[arg(long, value_name = "SECS", default_value_t = 20, value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub peer_timeout: u64,
    /// Started by process 0 of the job: the job's secret and addresses come on stdin.
    #[arg(long, hide = true)]
    pub spawned: bool,
}

impl CensusArgs {
    /// Whether the census runs as a timely job across processes.
    pub fn distributed(&self) -> bool {
        self.processes > 1 || self.hostfile.is_some()
    }

    /// `--max-memory`, or its default: 1 GiB.
    pub fn max_memory_or_default(&self) -> u64 {
        self.max_memory.unwrap_or(tokens::DEFAULT_MAX_MEMORY)
    }
}

#[derive(Clone, Copy, ValueEnum)]
pub enum GoalArg {
    Zeros,
    Ones,
    Uniform,
}

#[derive(Clone, Copy, ValueEnum)]
pub enum Format {
    Text,
    Json,
}

/// Reads `RxC` (an `x` or `X` between two positive numbers, nothing else).
fn parse_size(text: &str) -> Result<(usize, usize), Failure> {
    let bad = || Failure::usage(crate::lang::say(gridsolve_core::tr!("census-bad-size", given = text)));
    let (rows, cols) = text.split_once(['x', 'X']).ok_or_else(bad)?;
    let rows: usize = rows.trim().parse().map_err(|_| bad())?;
    let cols: usize = cols.trim().parse().map_err(|_| bad())?;
    if rows == 0 || cols == 0 {
        return Err(bad());
    }
    Ok((rows, cols))
}

pub fn run(args: &CensusArgs) -> Result<(), Failure> {
    let size = args.size.as_deref().map(parse_size).transpose()?;
    let goal = match args.goal {
        GoalArg::Zeros => None,
        GoalArg::Ones => Some("ones"),
        GoalArg::Uniform => Some("uniform"),
    };
    let words = PuzzleWords {
        moves: &args.moves,
        states: args.states,
        wrap: args.wrap,
        goal,
        swap_target: None,
        token_target: args.target.as_deref().map(crate::input::path_name).transpose()?,
    };
    let job = plan_census(&words, size, &mut FileInputs, crate::lang::current())?;
    if !matches!(job, CensusJob::Ranked(_)) {
        let runner_only = [
            (args.workers.is_some(), "--workers"),
            (args.distributed(), "--processes and --hostfile"),
        ];
        if let Some((_, flag)) = runner_only.iter().find(|(given, _)| *given) {
            return Err(Failure::usage(crate::lang::say(gridsolve_core::tr!(
                "census-flag-tokens-only",
                flag = *flag
            ))));
        }
    }
    let report = match job {
        CensusJob::Done(report) => report,
        CensusJob::Chunks(census) => run_chunks(&census),
        CensusJob::Ranked(census) => {
            let is_printer = !args.distributed() || args.process.unwrap_or(0) == 0;
            let report = tokens::run(&census, args)?;
            if !is_printer {
                // Every process has the counts; one prints them.
                return Ok(());
            }
            report
        }
    };
    let text = match args.format {
        Format::Json => format!("{}\n", report.json),
        Format::Text => report.text,
    };
    std::io::stdout()
        .lock()
        .write_all(text.as_bytes())
        .map_err(output_error)
}

/// A toggle census's chunks on all cores, with a progress bar on a terminal
/// and an estimate announced first when the work is long.
fn run_chunks(census: &ChunkedCensus) -> CensusReport {
    let plan = &census.plan;
    let chunks = plan.chunks();
    if plan.work() >= ANNOUNCED_WORK {
        let cores = rayon::current_num_threads();
        let seconds = plan.work() as f64 / (STEPS_PER_CORE_SECOND * cores as f64);
        let power = format!("{:.1}", (plan.work() as f64).log2());
        let method = census.method_name();
        let limit = gridsolve_core::census::cosets::CENSUS_MAX_WORK.trailing_zeros();
        let duration = crate::lang::say(duration_words(seconds));
        let rate = format!("{STEPS_PER_CORE_SECOND:.1e}");
        let estimate = if cores == 1 {
            tr!(
                "census-estimate-one-core",
                power = power,
                method = method,
                limit = limit,
                duration = duration,
                rate = rate
            )
        } else {
            tr!(
                "census-estimate",
                power = power,
                method = method,
                limit = limit,
                duration = duration,
                cores = cores,
                rate = rate
            )
        };
        let bar_note = if std::io::stderr().is_terminal() {
            String::new()
        } else {
            crate::lang::say(tr!("census-estimate-bar-note"))
        };
        eprintln!("{}{bar_note}", crate::lang::say(estimate));
    }
    let progress = if std::io::stderr().is_terminal() && chunks > 1 {
        let bar = ProgressBar::new(chunks);
        bar.set_style(
            ProgressStyle::with_template(&crate::lang::say(tr!("census-progress")))
                .unwrap_or_else(|_| ProgressStyle::default_bar()),
        );
        bar
    } else {
        ProgressBar::hidden()
    };
    let counts: Vec<Vec<u128>> = (0..chunks)
        .into_par_iter()
        .map(|chunk| {
            let counts = plan.count_chunk(chunk);
            progress.inc(1);
            counts
        })
        .collect();
    progress.finish_and_clear();
    census.report(&plan.finish(counts), crate::lang::current())
}

/// Censuses of at least this many steps announce their estimate on stderr.
const ANNOUNCED_WORK: u128 = 1 << 32;
/// Census steps a core does in a second, measured on this project's 2-core
/// machines (BENCHMARKS.md, "census"); the estimate is only as good as that.
const STEPS_PER_CORE_SECOND: f64 = 1.5e9;

/// Seconds as "40 s", "12 min", "3.5 h" (40 秒, 12 分钟, 3.5 小时).
fn duration_words(seconds: f64) -> gridsolve_core::locale::Text {
    if seconds < 90.0 {
        tr!("duration-seconds", count = seconds.ceil() as u64)
    } else if seconds < 5400.0 {
        tr!("duration-minutes", count = (seconds / 60.0).round() as u64)
    } else {
        tr!("duration-hours", count = format!("{:.1}", seconds / 3600.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_read_or_refused() {
        assert_eq!(parse_size("5x6").unwrap(), (5, 6));
        assert_eq!(parse_size(" 4 X 4 ").unwrap(), (4, 4));
        assert!(parse_size("5").is_err());
        assert!(parse_size("0x3").is_err());
        assert!(parse_size("5*5").is_err(), "only RxC");
        assert!(parse_size("5,5").is_err(), "only RxC");
        assert!(parse_size("axb").unwrap_err().message.contains("ROWSxCOLS"));
    }
}
