//! `gridsolve census --states K` (and `--moves buttons:FILE`): the census of
//! a K-state toggle puzzle, by the core's breadth-first search over every board.

use std::io::Write;
use std::path::Path;

use gridsolve_core::grid::Grid;
use gridsolve_core::modular::{Buttons, ModularGoal, ModularPuzzle, Presses};
use gridsolve_core::modular_census::{census, goal_name, ModularCensus};
use gridsolve_core::solvers::zk;
use gridsolve_core::Stencil;
use serde_json::json;

use crate::commands::census::{CensusArgs, Format, GoalArg};
use crate::exit::{output_error, Failure};

/// Whether `census` takes this path: more than two states, or buttons.
pub fn applies(args: &CensusArgs) -> bool {
    args.states > 2 || args.moves.starts_with("buttons:")
}

pub fn run(args: &CensusArgs, rows: usize, cols: usize) -> Result<(), Failure> {
    let k = args.states;
    let presses = if let Some(file) = args.moves.strip_prefix("buttons:") {
        if args.wrap {
            return Err(Failure::usage(
                "--wrap applies to stencils; a buttons file lists every cell a button changes",
            ));
        }
        let bytes = crate::input::read_bytes(Some(Path::new(file)))?;
        let text = String::from_utf8(bytes).map_err(|e| {
            Failure::bad_input(format!(
                "{file}: not UTF-8 text (byte {} is invalid)",
                e.utf8_error().valid_up_to()
            ))
        })?;
        let buttons = Buttons::parse(&text, rows, cols).map_err(|e| Failure::bad_input(format!("{file}: {e}")))?;
        Presses::Buttons(buttons)
    } else {
        let stencil = Stencil::parse(&args.moves).map_err(|e| Failure::usage(e.to_string()))?;
        Presses::Stencil {
            stencil,
            wrap: args.wrap,
        }
    };
    let goal = match args.goal {
        GoalArg::Zeros => ModularGoal::Fill(0),
        GoalArg::Ones => ModularGoal::Fill(1),
        GoalArg::Uniform => ModularGoal::Uniform,
    };
    let puzzle = ModularPuzzle {
        rows,
        cols,
        states: k,
        presses,
        goal,
    };
    let result = census(&puzzle)
        .map_err(|e| Failure::with_code(crate::commands::solve::ALGORITHM_CANNOT, format!("census: {e}")))?;
    // The kernel comes from the algebra: the solver's view of the all-0 board.
    let kernel = zk::solve(&puzzle, &Grid::zeros(rows, cols))
        .map(|report| report.kernel_orders)
        .unwrap_or_default();
    let text = match args.format {
        Format::Json => format!(
            "{}\n",
            json!({
                "states": k,
                "boards": result.boards,
                "solvable": result.solvable,
                "distribution": result.distribution,
                "gods_number": result.gods_number(),
                "kernel": kernel,
                "method": "bfs",
            })
        ),
        Format::Text => to_text(&puzzle, &result, &kernel),
    };
    std::io::stdout()
        .lock()
        .write_all(text.as_bytes())
        .map_err(output_error)
}

fn to_text(puzzle: &ModularPuzzle, result: &ModularCensus, kernel: &[u16]) -> String {
    let presses = match &puzzle.presses {
        Presses::Stencil { stencil, wrap } => format!("{}{}", stencil.name(), if *wrap { " on a torus" } else { "" }),
        Presses::Buttons(buttons) => format!("{} buttons", buttons.len()),
    };
    let kernel = if kernel.is_empty() {
        "trivial".to_string()
    } else {
        zk::describe_kernel(kernel).trim_start_matches("kernel ").to_string()
    };
    let mut out = format!(
        "{}x{} {presses}, {} states, goal {}\nboards: {}\nsolvable: {} ({:.4}%)\nkernel: {kernel}\nGod's number: {}\n\n",
        puzzle.rows,
        puzzle.cols,
        puzzle.states,
        goal_name(&puzzle.goal),
        result.boards,
        result.solvable,
        result.solvable as f64 * 100.0 / result.boards as f64,
        result.gods_number(),
    );
    let widest = result.distribution.iter().copied().max().unwrap_or(1).max(1);
    let width = result
        .distribution
        .iter()
        .map(|c| c.to_string().len())
        .max()
        .unwrap_or(1)
        .max(6);
    out += &format!("{:>8}  {:>width$}  share\n", "presses", "boards");
    for (d, &count) in result.distribution.iter().enumerate() {
        let bar = "#".repeat(((count as f64 / widest as f64) * 40.0).round() as usize);
        out += &format!("{d:>8}  {count:>width$}  {bar}\n");
    }
    out
}
