//! `gridsolve solve` for K-state cells (`--states K`) and button sets
//! (`--moves buttons:FILE`): reads the boards and buttons, calls the Z_K
//! solver, prints the press counts.

use std::io::Write;
use std::path::Path;
use std::time::Instant;

use gridsolve_core::grid::Grid;
use gridsolve_core::modular::{Buttons, ModularGoal, ModularPuzzle, Presses};
use gridsolve_core::solvers::zk::{self, ModularOutcome, ModularReport};
use gridsolve_core::{Algorithm, Board, SolveError, Stencil};
use serde_json::json;

use crate::commands::solve::{Format, SolveArgs, ALGORITHM_CANNOT};
use crate::exit::{output_error, Failure};
use crate::input::read_bytes;

/// Whether `solve` takes this path: more than two states, or buttons.
pub fn applies(args: &SolveArgs) -> bool {
    args.states > 2 || args.moves.starts_with("buttons:")
}

/// Most cells times panels `--explain` draws (about a megabyte of text).
const MAX_EXPLAINED: usize = 1 << 20;

pub fn run(args: &SolveArgs) -> Result<(), Failure> {
    let k = args.states;
    if args.moves == "swap" {
        return Err(Failure::usage(
            "--states applies to toggle rules (plus, cross, stencil:ROWS, buttons:FILE), not swaps",
        ));
    }
    if args.target.is_some() {
        return Err(Failure::usage(
            "a TARGET board is only for --moves swap; toggle rules take --goal",
        ));
    }
    if !matches!(args.algorithm, Algorithm::Auto | Algorithm::Linear) {
        return Err(Failure::with_code(
            ALGORITHM_CANNOT,
            format!(
                "--algorithm {} does not apply: K-state cells and buttons are solved by linear algebra over Z_K \
                 (--algorithm auto or linear)",
                args.algorithm
            ),
        ));
    }
    if args.explain && matches!(args.format, Format::Json) {
        return Err(Failure::usage(
            "--explain draws text; it does not go with --format json",
        ));
    }
    let start = read_grid(args.board.as_deref().unwrap_or(Path::new("-")), k)?;
    let (rows, cols) = (start.rows(), start.cols());
    let presses = if let Some(file) = args.moves.strip_prefix("buttons:") {
        if args.wrap {
            return Err(Failure::usage(
                "--wrap applies to stencils; a buttons file lists every cell a button changes",
            ));
        }
        let text = read_text(Path::new(file))?;
        let buttons = Buttons::parse(&text, rows, cols).map_err(|e| Failure::bad_input(format!("{file}: {e}")))?;
        Presses::Buttons(buttons)
    } else {
        let stencil = Stencil::parse(&args.moves).map_err(|e| {
            Failure::usage(format!(
                "{e}; with --states, also buttons:FILE (one line per button, its cells as ROW,COL)"
            ))
        })?;
        Presses::Stencil {
            stencil,
            wrap: args.wrap,
        }
    };
    let goal = match args.goal.as_deref().unwrap_or("zeros") {
        "zeros" => ModularGoal::Fill(0),
        "ones" => ModularGoal::Fill(1),
        "uniform" => ModularGoal::Uniform,
        file => {
            if let Some(failure) = crate::input::missing_goal_file(file) {
                return Err(failure);
            }
            let goal = read_grid(Path::new(file), k)?;
            if (goal.rows(), goal.cols()) != (rows, cols) {
                return Err(Failure::bad_input(format!(
                    "the board is {rows}x{cols} but the goal {file} is {}x{}",
                    goal.rows(),
                    goal.cols()
                )));
            }
            ModularGoal::Grid(goal)
        }
    };
    let puzzle = ModularPuzzle {
        rows,
        cols,
        states: k,
        presses,
        goal,
    };
    let began = Instant::now();
    let report = zk::solve(&puzzle, &start).map_err(|e| match e {
        SolveError::SizeMismatch { .. } => Failure::bad_input(e.to_string()),
        _ => Failure::with_code(ALGORITHM_CANNOT, e.to_string()),
    })?;
    let elapsed = began.elapsed();
    let text = match args.format {
        Format::Json => format!("{}\n", to_json(&puzzle, &report, args.stats.then_some(elapsed))),
        // --format grid is refused before this runs (solve.rs).
        Format::Text | Format::Grid => to_text(args, &puzzle, &start, &report, elapsed)?,
    };
    std::io::stdout()
        .lock()
        .write_all(text.as_bytes())
        .map_err(output_error)
}

/// Reads a board of K-state cells: for K = 2 the two-state letters too
/// (`.`/`#`, `b`/`w`, `+`/`-`), digits for K up to 10, numbers beyond.
fn read_grid(path: &Path, k: u8) -> Result<Grid, Failure> {
    let text = read_text(path)?;
    let name = display_name(path);
    if k == 2 {
        return Board::parse(&text)
            .map(|board| Grid::from_board(&board))
            .map_err(|e| Failure::bad_input(format!("{name}: {e}")));
    }
    Grid::parse(&text, k - 1).map_err(|e| Failure::bad_input(format!("{name}: {e}")))
}

fn display_name(path: &Path) -> String {
    if path == Path::new("-") {
        "stdin".to_string()
    } else {
        path.display().to_string()
    }
}

fn read_text(path: &Path) -> Result<String, Failure> {
    let bytes = read_bytes(Some(path))?;
    String::from_utf8(bytes).map_err(|e| {
        Failure::bad_input(format!(
            "{}: not UTF-8 text (byte {} is invalid)",
            display_name(path),
            e.utf8_error().valid_up_to()
        ))
    })
}

/// The presses, each listed as often as it is pressed: `[r, c]` for a
/// stencil's cell, the button's number for buttons (1-based).
fn listed_presses(puzzle: &ModularPuzzle, counts: &[u8]) -> serde_json::Value {
    let repeated = counts
        .iter()
        .enumerate()
        .flat_map(|(press, &count)| std::iter::repeat_n(press, usize::from(count)));
    match puzzle.presses {
        Presses::Stencil { .. } => json!(repeated
            .map(|press| [press / puzzle.cols + 1, press % puzzle.cols + 1])
            .collect::<Vec<_>>()),
        Presses::Buttons(_) => json!(repeated.map(|press| press + 1).collect::<Vec<_>>()),
    }
}

/// `press_counts`: a rows x cols matrix for a stencil, a list per button.
fn press_counts_json(puzzle: &ModularPuzzle, counts: &[u8]) -> serde_json::Value {
    match puzzle.presses {
        Presses::Stencil { .. } => json!(counts.chunks(puzzle.cols).collect::<Vec<_>>()),
        Presses::Buttons(_) => json!(counts),
    }
}

fn list_key(puzzle: &ModularPuzzle) -> &'static str {
    match puzzle.presses {
        Presses::Stencil { .. } => "presses",
        Presses::Buttons(_) => "buttons",
    }
}

fn is_prime(k: u8) -> bool {
    k >= 2 && (2..k).take_while(|d| d * d <= k).all(|d| k % d != 0)
}

fn to_json(puzzle: &ModularPuzzle, report: &ModularReport, elapsed: Option<std::time::Duration>) -> serde_json::Value {
    let key = list_key(puzzle);
    let mut value = match &report.outcome {
        ModularOutcome::Solved(s) => json!({
            "solvable": true,
            "moves": s.total,
            "optimal": s.optimal,
            key: listed_presses(puzzle, &s.counts),
            "press_counts": press_counts_json(puzzle, &s.counts),
            "note": s.note,
        }),
        ModularOutcome::Unsolvable(reason) => json!({
            "solvable": false,
            "moves": null,
            "optimal": true,
            key: [],
            "press_counts": null,
            "reason": reason,
        }),
    };
    value["algorithm"] = json!("linear");
    value["states"] = json!(puzzle.states);
    value["kernel"] = json!(report.kernel_orders);
    if is_prime(puzzle.states) {
        value["nullity"] = json!(report.kernel_orders.len());
    }
    if let Some(elapsed) = elapsed {
        value["stats"] = crate::commands::solve::stats_json(&report.stats, elapsed);
    }
    value
}

fn to_text(
    args: &SolveArgs,
    puzzle: &ModularPuzzle,
    start: &Grid,
    report: &ModularReport,
    elapsed: std::time::Duration,
) -> Result<String, Failure> {
    let mut text = String::new();
    match &report.outcome {
        ModularOutcome::Solved(s) => {
            text += &crate::commands::solve::solved_head(s.total, s.optimal, s.note.as_deref());
            let listed: Vec<String> = s
                .counts
                .iter()
                .enumerate()
                .filter(|(_, &count)| count > 0)
                .map(|(press, &count)| {
                    let name = crate::explain::press_name(puzzle, press, false);
                    if count > 1 {
                        format!("{name} x{count}")
                    } else {
                        name
                    }
                })
                .collect();
            text += &format!(
                "{}: {}\n",
                list_key(puzzle),
                if listed.is_empty() {
                    "none".into()
                } else {
                    listed.join(", ")
                }
            );
            if args.explain {
                let panels = 1 + s.counts.iter().filter(|&&c| c > 0).count();
                let size = start.cells().saturating_mul(panels + 1);
                if size > MAX_EXPLAINED {
                    return Err(Failure::limit(format!(
                        "--explain draws at most {MAX_EXPLAINED} cells in all; this answer would need {size}"
                    )));
                }
                text += &crate::explain::modular_steps(puzzle, start, &s.counts, crate::explain::use_colour());
                let shape = matches!(puzzle.presses, Presses::Stencil { .. }).then_some((puzzle.rows, puzzle.cols));
                text += &crate::explain::press_counts_block(&s.counts, shape);
            }
        }
        ModularOutcome::Unsolvable(reason) => text += &format!("solvable: no\nreason: {reason}\n"),
    }
    text += &match report.kernel_size() {
        _ if report.kernel_orders.is_empty() => {
            "kernel: trivial (only pressing nothing leaves the board unchanged)\n".to_string()
        }
        Some(size) => format!(
            "kernel: {} ({size} press vectors leave the board unchanged)\n",
            kernel_name(&report.kernel_orders)
        ),
        None => format!(
            "kernel: {} (about 2^{:.1} press vectors leave the board unchanged)\n",
            kernel_name(&report.kernel_orders),
            report.kernel_log2()
        ),
    };
    text += "algorithm: linear\n";
    if args.stats {
        text += &format!(
            "solutions examined: {}\ntime: {:.3} ms\n",
            report.stats.states_expanded,
            elapsed.as_secs_f64() * 1000.0
        );
    }
    Ok(text)
}

/// `Z_3^2 x Z_2`.
fn kernel_name(orders: &[u16]) -> String {
    zk::describe_kernel(orders)
        .strip_prefix("kernel ")
        .unwrap_or_default()
        .to_string()
}
