//! `gridsolve solve`: any puzzle, any size, any algorithm. The flags become
//! the core's [`PuzzleWords`]; the core reads, decides and solves
//! ([`gridsolve_core::puzzle`]); this file prints.

use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use clap::{Args, ValueEnum};
use gridsolve_core::puzzle::answer::{self, WriteError};
use gridsolve_core::puzzle::{PuzzleWords, SolveOptions};
use gridsolve_core::solvers::slide::tables::{Partition, TableEvent, TableOptions, TableStore};
use gridsolve_core::{Algorithm, tr};

use crate::exit::{Failure, output_error};
use crate::input::FileInputs;
use crate::shared::algorithm_parser;

#[derive(Args)]
pub struct SolveArgs {
    /// Move rule: plus, cross, stencil:ROWS (e.g. stencil:.#./###/.#.), buttons:FILE (one line per button, its cells as ROW,COL), swap, slide (tiles, 0 the blank) or knight (P2324's 0/1/*).
    #[arg(long = "moves", value_name = "RULE")]
    pub moves: String,
    /// Toggle rules: cells have K states (2 to 255) and a press adds 1 modulo K; boards as digits for K <= 10, numbers otherwise.
    #[arg(long, value_name = "K", default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=255))]
    pub states: u8,
    /// The board is a torus: stencils wrap around the edges.
    #[arg(long)]
    pub wrap: bool,
    /// Goal for toggle rules: zeros (the default), ones, uniform (all 0 or all 1), or a board FILE.
    #[arg(long, value_name = "GOAL")]
    pub goal: Option<String>,
    /// Which solver to run.
    #[arg(long, value_parser = algorithm_parser(&Algorithm::ALL), default_value = "auto")]
    pub algorithm: Algorithm,
    /// Report the work done: states expanded and stored, peak frontier, time.
    #[arg(long)]
    pub stats: bool,
    /// Pattern databases for --moves slide boards of more than 9 cells (--algorithm auto), kept in the cache directory ($GRIDSOLVE_CACHE_DIR, else the platform's).
    #[arg(long, value_name = "PARTITION", default_value = "auto", value_parser = partition_parser())]
    pub patterns: Partition,
    /// Threads for --moves slide on pattern databases (boards of more than 9 cells, --algorithm auto): each round of IDA* split among them (the same path as on one; 0: one per core; at most 256). Other rules and algorithms use one.
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u16).range(0..=256))]
    pub threads: u16,
    /// For humans: draw every step of the answer, the changed cells marked (text format, small boards).
    #[arg(long)]
    pub explain: bool,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// The start board: rows of 0/1 (or ./#, b/w, +/-); stdin when absent or -.
    #[arg(value_name = "BOARD")]
    pub board: Option<PathBuf>,
    /// The target board (swap puzzles only).
    #[arg(value_name = "TARGET")]
    pub target: Option<PathBuf>,
    /// The goal board for --moves slide|knight (default: 1, 2, ... row-major with the blank last;
    /// for 5x5 knights P2324's goal).
    #[arg(long = "target", id = "target_board", value_name = "FILE")]
    pub target_board: Option<PathBuf>,
}

#[derive(Clone, Copy, ValueEnum)]
pub enum Format {
    Text,
    Json,
    /// Toggle rules: the press grid as rows of 0/1 (1 = press that cell), for huge boards.
    Grid,
}

/// Parses `--patterns`: the core's partition names, each with its help
/// line in the run's language (`6-6-3` is taken for the default too).
fn partition_parser() -> impl clap::builder::TypedValueParser<Value = Partition> {
    use clap::builder::{PossibleValue, TypedValueParser};
    let values = Partition::ALL.into_iter().map(|p| {
        let value = PossibleValue::new(p.name()).help(crate::lang::say(gridsolve_core::locale::Text::new(
            p.help_id(),
            Vec::new(),
        )));
        if p == Partition::Default {
            value.alias("6-6-3")
        } else {
            value
        }
    });
    clap::builder::PossibleValuesParser::new(values)
        .map(|name: String| Partition::from_name(&name).expect("only partition names are offered"))
}

impl Format {
    fn core(self) -> answer::Format {
        match self {
            Format::Text => answer::Format::Text,
            Format::Json => answer::Format::Json,
            Format::Grid => answer::Format::Grid,
        }
    }
}

/// The flags as the core's words; file names stay names.
fn words(args: &SolveArgs) -> Result<PuzzleWords<'_>, Failure> {
    Ok(PuzzleWords {
        moves: &args.moves,
        states: args.states,
        wrap: args.wrap,
        goal: args.goal.as_deref(),
        swap_target: args.target.as_deref().map(crate::input::path_name).transpose()?,
        token_target: args.target_board.as_deref().map(crate::input::path_name).transpose()?,
    })
}

pub fn run(args: &SolveArgs) -> Result<(), Failure> {
    let words = words(args)?;
    let format = args.format.core();
    words.check_output(format, args.explain)?;
    let mut inputs = FileInputs;
    let puzzle = words.load(
        args.board.as_deref().map(crate::input::path_name).transpose()?,
        &mut inputs,
    )?;
    for note in &puzzle.notes {
        let note = gridsolve_core::tr!("report-note", note = note).render(crate::lang::current());
        let _ = writeln!(std::io::stderr().lock(), "gridsolve: {note}");
    }
    if args.explain {
        puzzle.check_explain(format)?;
    }
    let threads = match args.threads {
        0 => std::thread::available_parallelism().map_or(1, usize::from),
        n => usize::from(n),
    };
    let store = crate::pdb_cache::DirStore::default_location();
    let reporter = crate::pdb_cache::TableReporter::default();
    let hear = |event: TableEvent| reporter.hear(event);
    let options = SolveOptions {
        limits: SolveOptions::default().limits.with_threads(threads),
        tables: TableOptions {
            store: store.as_ref().map(|s| s as &dyn TableStore),
            partition: args.patterns,
            // Tables build side by side on every core, whatever --threads says
            // (a build is once per machine; the search is what --threads splits).
            build_threads: std::thread::available_parallelism().map_or(1, usize::from),
            events: Some(&hear),
            cancel: None,
        },
    };
    let began = Instant::now();
    let answer = puzzle.solve(args.algorithm, &options);
    reporter.finish();
    let answer = answer?;
    let elapsed = args.stats.then(|| began.elapsed());
    if let (true, Some(used)) = (args.stats, answer.patterns()) {
        let said = if used.from_store {
            tr!("pdb-answered-cached", partition = used.partition.as_str())
        } else {
            tr!("pdb-answered-built", partition = used.partition.as_str())
        };
        let _ = writeln!(std::io::stderr().lock(), "gridsolve: {}", crate::lang::say(said));
    }
    let mut out = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
    match args.format {
        Format::Json => answer.write_json(&mut out, elapsed).map_err(output_error)?,
        Format::Text => match answer.write_text(
            &mut out,
            args.explain,
            crate::use_colour(),
            elapsed,
            crate::lang::current(),
        ) {
            Ok(()) => {}
            Err(WriteError::Io(e)) => return Err(output_error(e)),
            Err(WriteError::Refused(refusal)) => {
                out.flush().map_err(output_error)?;
                return Err(refusal.into());
            }
        },
        Format::Grid => {
            let notes = answer
                .write_grid(&mut out, elapsed, crate::lang::current())
                .map_err(output_error)?;
            out.flush().map_err(output_error)?;
            let _ = std::io::stderr().lock().write_all(notes.as_bytes());
        }
    }
    out.flush().map_err(output_error)
}
