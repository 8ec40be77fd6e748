//! `gridsolve` (or `gridsolve demo`): the samples of every judge problem,
//! answered in the judges' formats and explained step by step.

use std::io::Write;

use gridsolve_core::draw::Explainer;
use gridsolve_core::judge::{CaseReader, JudgeSolver};
use gridsolve_core::locale::Text;
use gridsolve_core::{Algorithm, tr};

use crate::exit::{ALGORITHM_CANNOT, Failure, output_error};
use crate::lang::say;
use crate::shared::SAMPLES;

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
