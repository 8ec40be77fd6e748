//! `gridsolve export checker|validator PROBLEM [-o FILE]`: the problem's
//! testlib checker or input validator as one C++ file, for platforms that
//! compile their own checkers (Luogu, Polygon, HydroOJ, UOJ, QOJ).

use std::path::PathBuf;

use crate::exit::{Failure, NO_KIT, output_error};
use crate::judgekit;
use crate::shared::problem_named;
use clap::{Args, ValueEnum};

#[derive(Args)]
#[command(after_help = "\
Compile with testlib.h beside the file: g++ -fno-asm -std=c++14 -O2 checker.cpp -o checker
  checker INPUT OUTPUT ANSWER     exit 0 ok, 1 wrong answer, 2 wrong output format, 3 FAIL
  validator < INPUT               exit 0 when INPUT is valid")]
pub struct ExportArgs {
    /// What to export.
    #[arg(value_enum)]
    pub what: Exported,
    /// The problem: poj1753, poj2965, p1225, p4289, p1379, hdu1043, p2324, poj3279 or poj1222.
    #[arg(value_name = "PROBLEM")]
    pub problem: String,
    /// Write to FILE instead of stdout.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// The checker accepts only shortest paths (HDU 1043; the real judge
    /// accepts any path that solves the board). The same as compiling with
    /// -DGRIDSOLVE_SHORTEST_ONLY.
    #[arg(long)]
    pub minimum: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Exported {
    /// The testlib checker (special judge): checker INPUT OUTPUT ANSWER.
    Checker,
    /// The testlib input validator: validator < INPUT.
    Validator,
}

pub fn run(args: &ExportArgs) -> Result<(), Failure> {
    let problem = problem_named(&args.problem)?;
    let kit = judgekit::kit(problem).map_err(|why| Failure::with_code(NO_KIT, why))?;
    let text = match args.what {
        Exported::Checker if args.minimum => format!(
            "// Exported with --minimum: only shortest paths are accepted.\n#define GRIDSOLVE_SHORTEST_ONLY 1\n{}",
            kit.checker()
        ),
        Exported::Checker => kit.checker(),
        Exported::Validator => kit.validator.to_string(),
    };
    match &args.output {
        Some(path) => std::fs::write(path, text).map_err(|e| Failure::writing(path.display(), &e)),
        None => {
            use std::io::Write;
            let mut out = std::io::stdout().lock();
            out.write_all(text.as_bytes())
                .and_then(|()| out.flush())
                .map_err(output_error)
        }
    }
}
