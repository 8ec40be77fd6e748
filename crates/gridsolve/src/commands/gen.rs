//! `gridsolve gen`: test input for a judge problem, deterministic for a seed.

use std::io::{self, Write};

use clap::Args;
use gridsolve_core::testgen::{BoardKind, Generator};

use crate::exit::{Failure, output_error};
use crate::shared::problem_named;

#[derive(Args)]
pub struct GenArgs {
    /// The problem: poj1753, poj2965, p1225, p4289, p1379, hdu1043, p2324, poj3279 or poj1222.
    #[arg(value_name = "PROBLEM")]
    pub problem: String,
    /// How many cases, one after another.
    #[arg(long, default_value_t = 1)]
    pub count: usize,
    /// The seed: the same seed always gives the same bytes, in every version.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// mixed (the default, a test set's mix: of every 4 cases 2 solvable, 1 random and 1 unsolvable
    /// where the problem has unsolvable boards, i.e. poj1753, hdu1043, p2324, poj3279; else random),
    /// random, solvable, unsolvable, solved (answer 0), or hardest (boards at the puzzle's
    /// greatest distance: 30 moves for p1379's goal 123804765, 148 boards; 31 for hdu1043's
    /// 12345678x, 2 boards; 15 for p2324; 15 x 15 boards for poj3279).
    #[arg(long, default_value = "mixed")]
    pub kind: String,
}

pub fn run(args: &GenArgs) -> Result<(), Failure> {
    let problem = problem_named(&args.problem)?;
    let kind = BoardKind::from_name(&args.kind).ok_or_else(|| {
        Failure::usage(crate::lang::say(gridsolve_core::tr!(
            "gen-unknown-kind",
            given = &args.kind
        )))
    })?;
    let mut generator =
        Generator::new(problem, kind, args.seed).map_err(|e| Failure::usage(crate::lang::say(e.text())))?;
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut buffer = Vec::with_capacity(1 << 16);
    gridsolve_core::testgen::write_header(problem, args.count, &mut buffer);
    for _ in 0..args.count {
        let case = generator.next_case();
        generator.write_case(&case, &mut buffer);
        if buffer.len() >= 1 << 16 {
            out.write_all(&buffer).map_err(output_error)?;
            buffer.clear();
        }
    }
    out.write_all(&buffer).map_err(output_error)?;
    out.flush().map_err(output_error)
}
