//! Times the swap solver on random square boards: start and target each a
//! random board with half the cells 1 (seeded, so every run sees the same
//! boards), the pairing by min-cost flow and then the whole sequence, which
//! is replayed and checked against the target.
//!
//! cargo run --release -p gridsolve-core --example swap_large -- SIDE [SIDE...] [--write DIR]
//!   --write DIR: also writes each pair of boards as DIR/swap-SIDE-start.txt and
//!   DIR/swap-SIDE-target.txt (rows of 0 and 1), the input of the bench scripts.

use std::time::Instant;

use gridsolve_core::solvers::swap::min_cost_flow::transport;
use gridsolve_core::{Board, Puzzle, solvers::swap::matching};

/// A board with `side * side / 2` ones in random cells (xorshift, seeded).
fn random_board(side: usize, seed: u64) -> Board {
    let mut state = seed | 1;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let n = side * side;
    let mut cells: Vec<usize> = (0..n).collect();
    for i in 0..n / 2 {
        let j = i + (next() % (n - i) as u64) as usize;
        cells.swap(i, j);
    }
    let mut board = Board::zeros(side, side);
    for &c in &cells[..n / 2] {
        board.set((c / side, c % side), true);
    }
    board
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let write = args.iter().position(|a| a == "--write").map(|i| args[i + 1].clone());
    let sides: Vec<usize> = args
        .iter()
        .enumerate()
        .filter(|(i, a)| !a.starts_with("--") && write.as_ref().is_none_or(|_| args[i - 1.min(*i)] != "--write"))
        .map(|(_, a)| a.parse().expect("a side length"))
        .collect();
    println!(
        "| side | misplaced pairs | minimum swaps | pairing work (cells) | pairing (ms) | whole solve: pairing + sequence (ms) |"
    );
    println!("|---:|---:|---:|---:|---:|---:|");
    for side in sides {
        let start = random_board(side, 0x9E37_79B9_7F4A_7C15 ^ side as u64);
        let target = random_board(side, 0xD1B5_4A32_D192_ED03 ^ side as u64);
        if let Some(dir) = &write {
            std::fs::create_dir_all(dir).expect("the output directory");
            for (name, board) in [("start", &start), ("target", &target)] {
                std::fs::write(format!("{dir}/swap-{side}-{name}.txt"), board.to_text()).expect("writing a board");
            }
        }
        let (mut sources, mut sinks) = (Vec::new(), Vec::new());
        for r in 0..side {
            for c in 0..side {
                match (start.get((r, c)), target.get((r, c))) {
                    (true, false) => sources.push((r, c)),
                    (false, true) => sinks.push((r, c)),
                    _ => {}
                }
            }
        }
        let began = Instant::now();
        let plan = transport(side, side, &sources, &sinks);
        let pairing = began.elapsed();
        let began = Instant::now();
        let report = matching::fewest_swaps(&Puzzle::swap(target.clone()), &start);
        let whole = began.elapsed();
        let solved = match &report {
            Ok(r) => {
                let moves = &r.outcome.solution().expect("equal numbers of ones").moves;
                assert_eq!(
                    moves.len() as u64,
                    plan.cost,
                    "the sequence is as long as the pairing's cost"
                );
                let end = Puzzle::swap(target.clone())
                    .replay(&start, moves)
                    .expect("every swap legal");
                assert_eq!(end, target, "the sequence reaches the target");
                format!("{:.3}", whole.as_secs_f64() * 1e3)
            }
            Err(e) => format!("refused: {e}"),
        };
        println!(
            "| {side} | {} | {} | {} | {:.3} | {solved} |",
            sources.len(),
            plan.cost,
            plan.stats.states_expanded,
            pairing.as_secs_f64() * 1e3
        );
    }
}
