//! `gridsolve`: the command-line edge, as a library function. [`run`] takes
//! the arguments and returns the exit code; the `gridsolve` binary
//! (`main.rs`) and the Python package's `gridsolve` command (a console
//! script into `gridsolve._core.run`) both call it, so one native library
//! serves the command and `import gridsolve`. Every command parses its
//! arguments, reads its input, calls `gridsolve-core` and prints; no puzzle
//! logic lives here, and nothing below [`run`] ends the process.
//!
//! Exit codes (also in the README): 0 success; 1 bad input data (a malformed
//! board or file; earlier answers are already printed); 2 bad command line;
//! 3 an input or output file could not be read or written; 4 past a limit or
//! an algorithm that cannot do the puzzle; the `check` command has its own
//! protocol codes.
//!
//! ```no_run
//! let code = gridsolve::run(["gridsolve", "poj1753", "board.txt"]);
//! std::process::exit(code);
//! ```

mod commands;
mod exit;
mod input;
mod judgekit;
mod lang;
mod pdb_cache;
mod shared;

/// The pattern databases' cache directory, which the Python module shares
/// with the command line: `DirStore::default_location()` is
/// `$GRIDSOLVE_CACHE_DIR`, else the platform's cache directory.
pub use pdb_cache::{DirStore, cache_dir};

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "gridsolve",
    version,
    about = "Solve flip, toggle, swap and slide grid puzzles optimally, explain the answers, judge other people's.",
    after_help = "With no command, gridsolve runs `demo`: the judge problems' samples, explained."
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// The language of help and messages: en or zh (default: the locale's, from LC_ALL, LC_MESSAGES or LANG).
    #[arg(long, global = true, value_name = "LANG", value_parser = ["en", "zh"])]
    lang: Option<String>,
}

#[derive(Subcommand)]
enum Command {
    /// Solve the samples of every judge problem and explain them.
    Demo,
    /// POJ 1753 Flip Game: minimum flips to a uniform board, or "Impossible".
    Poj1753(commands::judge::ToggleJudgeArgs),
    /// POJ 2965 The Pilots Brothers' refrigerator: minimum presses, listed row-major.
    Poj2965(commands::judge::ToggleJudgeArgs),
    /// Luogu P1225: minimum adjacent swaps from start to target, listed.
    P1225(commands::judge::SwapJudgeArgs),
    /// Luogu P4289 (HAOI 2008): minimum adjacent swaps, count only.
    P4289(commands::judge::SwapJudgeArgs),
    /// Luogu P1379 八数码难题: fewest moves of the 8-puzzle to 123804765.
    P1379(commands::judge::EightJudgeArgs),
    /// HDU 1043 / POJ 1077 Eight: a shortest u/d/l/r path to 12345678x, or "unsolvable".
    Hdu1043(commands::judge::EightJudgeArgs),
    /// Luogu P2324 骑士精神: fewest knight moves to the goal if at most 15, else -1.
    P2324(commands::judge::KnightJudgeArgs),
    /// POJ 3279 Fliptile: the fewest presses, lexicographically smallest, or "IMPOSSIBLE".
    Poj3279(commands::judge::GridJudgeArgs),
    /// POJ 1222 EXTENDED LIGHTS OUT: the one press grid of each 5 x 6 puzzle.
    Poj1222(commands::judge::GridJudgeArgs),
    /// Solve any toggle, swap, sliding or knight puzzle, of any size, with any algorithm.
    Solve(commands::solve::SolveArgs),
    /// Count the boards at each distance from the goal (God's number).
    Census(commands::census::CensusArgs),
    /// Special judge: check a contestant's output (testlib or Kattis protocol).
    Check(commands::check::CheckArgs),
    /// 对拍: run a contestant's program on generated cases, judge, shrink the first failure.
    Stress(commands::stress::StressArgs),
    /// Generate test input for a judge problem.
    Gen(commands::r#gen::GenArgs),
    /// Export a problem's testlib checker or validator as one C++ file.
    Export(commands::export::ExportArgs),
    /// Write a problem package for Kattis, DOMjudge, HydroOJ, Luogu or Polygon.
    Package(commands::package::PackageArgs),
    /// Serve the step-by-step search visualizer on localhost.
    Serve(commands::serve::ServeArgs),
}

/// Runs the command line on `args` (the program's name first, as
/// `std::env::args_os` gives them) and returns the exit code; stdout is
/// flushed before it returns. Writes to this process's stdin, stdout and
/// stderr, as the command does.
pub fn run<I, T>(args: I) -> i32
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString>,
{
    let args: Vec<std::ffi::OsString> = args.into_iter().map(Into::into).collect();
    let code = run_parsed(&args);
    // The binary's exit flushes Rust's stdout; a host such as Python exits
    // without it, so what is left in the buffer is written here.
    let _ = std::io::Write::flush(&mut std::io::stdout());
    code
}

fn run_parsed(args: &[std::ffi::OsString]) -> i32 {
    let lang = <lang::Lang as lang::Choose>::choose(args.get(1..).unwrap_or_default(), |name| std::env::var(name).ok());
    lang::set_current(lang);
    let parsed = lang::localize(Cli::command(), lang)
        .try_get_matches_from(args)
        .and_then(|matches| Cli::from_arg_matches(&matches));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(error) => {
            let code = match error.kind() {
                clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion => 0,
                _ if args.get(1).is_some_and(|a| a == "check") => commands::check::command_line_failure_code(args),
                _ => exit::USAGE,
            };
            if lang == lang::Lang::En {
                let _ = error.print();
            } else {
                // clap speaks English only: its phrases are put in the bundle's words.
                use std::io::Write;
                let text = lang::clap_text(&error.render().to_string(), lang);
                let _ = match code {
                    0 => write!(std::io::stdout().lock(), "{text}"),
                    _ => write!(std::io::stderr().lock(), "{text}"),
                };
            }
            return code;
        }
    };
    let result = match cli.command.unwrap_or(Command::Demo) {
        Command::Demo => commands::demo::run(),
        Command::Poj1753(args) => commands::judge::run(gridsolve_core::judge::Problem::Poj1753, &(&args).into()),
        Command::Poj2965(args) => commands::judge::run(gridsolve_core::judge::Problem::Poj2965, &(&args).into()),
        Command::P1225(args) => commands::judge::run(gridsolve_core::judge::Problem::P1225, &(&args).into()),
        Command::P4289(args) => commands::judge::run(gridsolve_core::judge::Problem::P4289, &(&args).into()),
        Command::P1379(args) => commands::judge::run(gridsolve_core::judge::Problem::P1379, &(&args).into()),
        Command::Hdu1043(args) => commands::judge::run(gridsolve_core::judge::Problem::Hdu1043, &(&args).into()),
        Command::P2324(args) => commands::judge::run(gridsolve_core::judge::Problem::P2324, &(&args).into()),
        Command::Poj3279(args) => commands::judge::run(gridsolve_core::judge::Problem::Poj3279, &(&args).into()),
        Command::Poj1222(args) => commands::judge::run(gridsolve_core::judge::Problem::Poj1222, &(&args).into()),
        Command::Solve(args) => commands::solve::run(&args),
        Command::Census(args) => commands::census::run(&args),
        Command::Check(args) => commands::check::run(&args),
        Command::Gen(args) => commands::r#gen::run(&args),
        Command::Stress(args) => commands::stress::run(&args),
        Command::Export(args) => commands::export::run(&args),
        Command::Package(args) => commands::package::run(&args),
        Command::Serve(args) => commands::serve::run(&args),
    };
    match result {
        Ok(()) => 0,
        Err(failure) => failure.report(),
    }
}

/// How this command starts itself again in a new process, set once by a
/// host whose executable is not gridsolve (the Python module: the
/// interpreter with `-m gridsolve`).
static RELAUNCH: std::sync::OnceLock<(std::ffi::OsString, Vec<std::ffi::OsString>)> = std::sync::OnceLock::new();

/// Tells the command how to start itself again: `program` with `leading`
/// arguments before the command's own (the first call wins).
pub fn set_relaunch(program: std::ffi::OsString, leading: Vec<std::ffi::OsString>) {
    let _ = RELAUNCH.set((program, leading));
}

/// A process of this same command, ready for its arguments: the executable
/// itself, or what the host set with [`set_relaunch`] (in Python
/// `current_exe()` is the interpreter, which would not understand them).
pub fn relaunch() -> std::io::Result<std::process::Command> {
    match RELAUNCH.get() {
        Some((program, leading)) => {
            let mut command = std::process::Command::new(program);
            command.args(leading);
            Ok(command)
        }
        None => Ok(std::process::Command::new(std::env::current_exe()?)),
    }
}

/// Whether to colour output: stdout is a terminal and `NO_COLOR` is not set
/// (see no-color.org).
pub fn use_colour() -> bool {
    use std::io::IsTerminal;
    std::io::stdout().is_terminal() && std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty())
}
