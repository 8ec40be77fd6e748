//! Times the 5x5 Lights Out census three ways, once each, on one thread:
//! the naive way (all 2^25 press sets, a table of the fewest presses per
//! board), one representative per coset, and counting by classes of cells.
//!
//! ```text
//! cargo run --release -p gridsolve-core --example census_vs_naive
//! ```

use std::time::Instant;

use gridsolve_core::census::cosets::{CensusPlan, LeaderCount};
use gridsolve_core::{Goal, Puzzle, SmallPuzzle};

fn main() {
    let puzzle = Puzzle {
        goal: Goal::Zeros,
        ..Puzzle::flip_game(5, 5)
    };
    let small = SmallPuzzle::new(&puzzle).unwrap();
    let cells = puzzle.cells();

    let began = Instant::now();
    // Gray code over all press sets: each step presses or unpresses one cell.
    let mut fewest = vec![u8::MAX; 1 << cells];
    let (mut board, mut presses) = (0u64, 0u64);
    fewest[0] = 0;
    for step in 1..1u64 << cells {
        let press = step.trailing_zeros() as usize;
        board ^= small.mask(press);
        presses ^= 1 << press;
        let slot = &mut fewest[board as usize];
        *slot = (*slot).min(presses.count_ones() as u8);
    }
    let mut naive = vec![0u128; cells + 1];
    for &d in fewest.iter().filter(|&&d| d != u8::MAX) {
        naive[d as usize] += 1;
    }
    while naive.last() == Some(&0) {
        naive.pop();
    }
    let naive_time = began.elapsed().as_secs_f64();
    println!("naive, 2^{cells} press sets: {naive_time:.3} s");

    for method in [LeaderCount::Cosets, LeaderCount::Classes] {
        let began = Instant::now();
        let plan = CensusPlan::new(&puzzle, method).unwrap();
        let result = plan.finish((0..plan.chunks()).map(|c| plan.count_chunk(c)));
        let time = began.elapsed().as_secs_f64();
        assert_eq!(result.distribution, naive, "{method:?} disagrees with the naive count");
        println!("{method:?}: {time:.6} s, {:.0}x faster than naive", naive_time / time);
    }
}
