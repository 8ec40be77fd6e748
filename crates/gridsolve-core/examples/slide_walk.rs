//! Solves a sliding board made by a random walk from the goal, with the
//! default pattern databases, within a node budget: how the 24-puzzle (or
//! any size) fares, optimal or falling back.
//!
//! ```text
//! cargo run --release -p gridsolve-core --example slide_walk -- ROWS COLS STEPS [SEED] [MAX_NODES]
//! ```

use std::time::Instant;

use gridsolve_core::limits::SearchLimits;
use gridsolve_core::solvers::slide::{
    PatternSet, SlideHeuristics, SlideOutcome, default_goal, default_partition, path_with_fallback, replay,
};

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .map(|a| a.parse().expect("usage: slide_walk ROWS COLS STEPS [SEED] [MAX_NODES]"))
        .collect();
    let (rows, cols, steps) = (args[0] as usize, args[1] as usize, args[2]);
    let mut seed = args.get(3).copied().unwrap_or(1) | 1;
    let max_nodes = args.get(4).copied().unwrap_or(40_000_000);

    let goal = default_goal(rows, cols);
    let mut board = goal.clone();
    let mut blank = rows * cols - 1;
    let mut last = usize::MAX;
    for _ in 0..steps {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let (r, c) = (blank / cols, blank % cols);
        let options: Vec<usize> = [
            (r > 0).then(|| blank - cols),
            (r + 1 < rows).then(|| blank + cols),
            (c > 0).then(|| blank - 1),
            (c + 1 < cols).then(|| blank + 1),
        ]
        .into_iter()
        .flatten()
        .filter(|&to| to != last)
        .collect();
        let to = options[(seed % options.len() as u64) as usize];
        board.swap(blank, to);
        last = blank;
        blank = to;
    }
    println!("start: {board:?}");

    let t = Instant::now();
    let partition = default_partition(rows, cols, rows * cols - 1);
    let set = PatternSet::build(
        rows,
        cols,
        &partition,
        Some(rows * cols - 1),
        SearchLimits::states(u64::MAX),
    )
    .expect("pattern databases");
    println!("partition {partition:?} built in {:.2} s", t.elapsed().as_secs_f64());

    let t = Instant::now();
    let outcome = path_with_fallback(
        rows,
        cols,
        &board,
        &goal,
        &SlideHeuristics::Patterns(set),
        SearchLimits::states(max_nodes),
    );
    let elapsed = t.elapsed().as_secs_f64();
    match outcome {
        Ok(SlideOutcome::Solved(s)) => {
            assert_eq!(replay(rows, cols, &board, &s.path).unwrap(), goal);
            println!(
                "{} moves, optimal: {}, start estimate {}, lower bound {}, {} nodes, {elapsed:.2} s",
                s.path.len(),
                s.optimal,
                s.stats.start_estimate,
                s.stats.lower_bound,
                s.stats.nodes_expanded
            );
            if let Some(note) = s.note {
                println!("note: {note}");
            }
        }
        other => println!("{other:?} after {elapsed:.2} s"),
    }
}
