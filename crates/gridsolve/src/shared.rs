//! What more than one command reads or knows the same way: the
//! `--algorithm` flag's parser, a judge problem named on the command line,
//! the statements' samples. They live here, outside `commands/`, so that no
//! command file imports another (ARCHITECTURE.md, "Invariants";
//! `tests/architecture.rs` checks it): a command reads as itself plus the
//! core plus these shared helpers.

use gridsolve_core::Algorithm;
use gridsolve_core::judge::Problem;

use crate::exit::Failure;

/// Parses `--algorithm`, offering exactly the names of `algorithms` (from
/// the core's list, so the names live in one place). `solve` offers every
/// algorithm; each judge command the ones that answer its problem.
pub fn algorithm_parser(algorithms: &'static [Algorithm]) -> impl clap::builder::TypedValueParser<Value = Algorithm> {
    use clap::builder::TypedValueParser;
    clap::builder::PossibleValuesParser::new(algorithms.iter().map(|a| a.name()))
        .map(|name: String| Algorithm::from_name(&name).expect("only algorithm names are offered"))
}

/// The judge problem named `name` (`poj1753`, ...), or a usage failure
/// that lists the names (`export`, `package`, `gen`, `stress`; `check`
/// words its own, a checker's verdict).
pub fn problem_named(name: &str) -> Result<Problem, Failure> {
    Problem::from_name(name).ok_or_else(|| {
        Failure::usage(crate::lang::say(gridsolve_core::tr!(
            "unknown-problem",
            given = name,
            names = Problem::names()
        )))
    })
}

/// The statements' sample inputs (../shared/problems.md), each with the
/// message id of its heading (the judge's own title: Luogu's in Chinese):
/// what `demo` answers and explains, and `package`'s sample test where a
/// statement has none of its own.
pub const SAMPLES: [(Problem, &str, &str); 9] = [
    (Problem::Poj1753, "demo-title-poj1753", "bwwb\nbbwb\nbwwb\nbwww\n"),
    (Problem::Poj2965, "demo-title-poj2965", "-+--\n----\n----\n-+--\n"),
    (
        Problem::P1225,
        "demo-title-p1225",
        "1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101\n",
    ),
    (
        Problem::P4289,
        "demo-title-p4289",
        "1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101\n",
    ),
    (Problem::P1379, "demo-title-p1379", "283104765\n"),
    (Problem::Hdu1043, "demo-title-hdu1043", "2 3 4 1 5 x 7 6 8\n"),
    (
        Problem::P2324,
        "demo-title-p2324",
        "2\n10110\n01*11\n10111\n01001\n00000\n01011\n110*1\n01110\n01010\n00100\n",
    ),
    (
        Problem::Poj3279,
        "demo-title-poj3279",
        "4 4\n1 0 0 1\n0 1 1 0\n0 1 1 0\n1 0 0 1\n",
    ),
    (
        Problem::Poj1222,
        "demo-title-poj1222",
        "1\n0 1 1 0 1 0\n1 0 0 1 1 1\n0 0 1 0 0 1\n1 0 0 1 0 1\n0 1 1 1 0 0\n",
    ),
];
