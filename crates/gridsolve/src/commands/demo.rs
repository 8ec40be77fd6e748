//! `gridsolve` (or `gridsolve demo`): the samples of every judge problem,
//! answered in the judges' formats and explained step by step.

use std::io::Write;

use gridsolve_core::draw::Explainer;
use gridsolve_core::judge::{CaseReader, JudgeSolver, Problem};
use gridsolve_core::locale::Text;
use gridsolve_core::{tr, Algorithm};

use crate::commands::solve::ALGORITHM_CANNOT;
use crate::exit::{output_error, Failure};
use crate::lang::say;

/// The statements' sample inputs (../shared/problems.md), each with the
/// message id of its heading (the judge's own title: Luogu's in Chinese).
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

pub fn run() -> Result<(), Failure> {
    let stdout = std::io::stdout();
    let colour = crate::use_colour();
    let lang = crate::lang::current();
    let mut text: Vec<u8> = Vec::new();
    for (problem, title, input) in SAMPLES {
        let solver = JudgeSolver::new(problem, Algorithm::Auto)
            .map_err(|e| Failure::with_code(ALGORITHM_CANNOT, say(e.text())))?;
        let explainer = Explainer::new(problem, colour, lang);
        let title = Text::new(title, Vec::new());
        writeln!(text, "== {} (gridsolve {}) ==", say(title), problem.name()).map_err(output_error)?;
        writeln!(text, "{}", say(tr!("demo-input"))).map_err(output_error)?;
        for line in input.lines() {
            writeln!(text, "  {line}").map_err(output_error)?;
        }
        for case in CaseReader::new(problem, input.as_bytes()) {
            let case = case.map_err(|e| Failure::bad_input(say(e.text())))?;
            let mut answer = Vec::new();
            solver
                .write_answer(&case, &mut answer)
                .map_err(|e| Failure::with_code(ALGORITHM_CANNOT, say(e.text())))?;
            writeln!(text, "{}", say(tr!("demo-judge-output"))).map_err(output_error)?;
            for line in String::from_utf8_lossy(&answer).lines() {
                writeln!(text, "  {line}").map_err(output_error)?;
            }
            let moves = solver
                .solve(&case)
                .map_err(|e| Failure::with_code(ALGORITHM_CANNOT, say(e.text())))?;
            writeln!(text, "{}", say(tr!("demo-explained"))).map_err(output_error)?;
            explainer.explain(&case, moves.as_deref(), &mut text);
        }
    }
    writeln!(text, "{}", say(tr!("demo-try"))).map_err(output_error)?;
    stdout.lock().write_all(&text).map_err(output_error)
}
