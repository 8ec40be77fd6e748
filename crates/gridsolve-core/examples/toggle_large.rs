//! Times the light-chasing solver on one large random Lights Out board.
//!
//! ```text
//! cargo run --release -p gridsolve-core --example toggle_large -- 4096 4096
//! ```

use std::time::Instant;

use gridsolve_core::{Board, Goal, Puzzle, Stencil, solvers::algebra::linear};

fn main() {
    let mut args = std::env::args()
        .skip(1)
        .map(|a| a.parse::<usize>().expect("usage: toggle_large ROWS COLS"));
    let rows = args.next().unwrap_or(1000);
    let cols = args.next().unwrap_or(rows);
    let puzzle = Puzzle::toggle(rows, cols, Stencil::Plus, false, Goal::Zeros);
    // A solvable start: the effect of random presses.
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let mut start = Board::zeros(rows, cols);
    for r in 0..rows {
        for c in 0..cols {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            if seed & 1 == 1 {
                for cell in puzzle.toggled_cells((r, c)) {
                    start.toggle(cell);
                }
            }
        }
    }
    let began = Instant::now();
    let report = linear::fewest_presses(&puzzle, &start, linear::Gf2System::Auto, linear::WALK_BUDGET_WORDS)
        .map(linear::PressGridReport::into_report)
        .expect("solvable by construction");
    let elapsed = began.elapsed();
    let solution = report.outcome.solution().expect("solvable by construction");
    let check = Instant::now();
    assert!(puzzle.is_goal(&puzzle.replay(&start, &solution.moves).unwrap()));
    println!(
        "{rows}x{cols} plus: {} presses (optimal: {}), nullity {:?}, solved in {:.3} s (replay check {:.3} s)",
        solution.moves.len(),
        solution.optimal,
        report.nullity,
        elapsed.as_secs_f64(),
        check.elapsed().as_secs_f64()
    );
    if let Some(note) = &solution.note {
        println!("note: {note}");
    }
}
