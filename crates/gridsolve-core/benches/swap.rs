//! Swap puzzles: one 4x4 case, a batch of 10,000 4x4 cases (count only and
//! with the sequence, as the P4289 and P1225 judges need), and a 128x128
//! board with 8,192 pieces on random halves.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use gridsolve_core::solvers::swap::matching::{BoardPair, fewest_swaps_each, swap_distance};
use gridsolve_core::solvers::{self, Instance, SolveOptions};
use gridsolve_core::trace::NoTrace;
use gridsolve_core::{Algorithm, Board, Puzzle, Report, SolveError};

/// The dispatcher on a two-state board, answered as a list of moves.
fn solve_bits(puzzle: &Puzzle, start: &Board, algorithm: Algorithm) -> Result<Report, SolveError> {
    let instance = Instance::Bits { puzzle, start };
    solvers::solve(instance, algorithm, &SolveOptions::default(), &mut NoTrace)
        .map(|solved| solved.into_report().expect("two-state boards are answered with moves"))
}

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// `ones` distinct cells out of `cells`, as a list of indices.
    fn cells_with(&mut self, cells: usize, ones: usize) -> Vec<usize> {
        let mut order: Vec<usize> = (0..cells).collect();
        for i in 0..ones {
            let j = i + (self.next() % (cells - i) as u64) as usize;
            order.swap(i, j);
        }
        order.truncate(ones);
        order
    }

    fn state_with(&mut self, ones: usize) -> u64 {
        self.cells_with(16, ones).iter().fold(0, |s, &i| s | 1 << i)
    }
}

fn board(rows: usize, cols: usize, indices: &[usize]) -> Board {
    let mut b = Board::zeros(rows, cols);
    for &i in indices {
        b.set((i / cols, i % cols), true);
    }
    b
}

fn four_by_four(c: &mut Criterion) {
    let sample_start = Board::parse("1111\n0000\n1110\n0010").unwrap();
    let sample_target = Board::parse("1010\n0101\n1010\n0101").unwrap();
    let puzzle = Puzzle::swap(sample_target.clone());
    c.bench_function("swap 4x4 sample: solve (sequence)", |b| {
        b.iter(|| solve_bits(black_box(&puzzle), black_box(&sample_start), Algorithm::Auto).unwrap())
    });
    let hardest = Board::parse("0000\n0001\n0011\n0111").unwrap();
    let triangle = Puzzle::swap(Board::parse("1110\n1100\n1000\n0000").unwrap());
    c.bench_function("swap 4x4 hardest (20): solve (sequence)", |b| {
        b.iter(|| solve_bits(black_box(&triangle), black_box(&hardest), Algorithm::Auto).unwrap())
    });
    c.bench_function("swap 4x4 hardest (20): swap_distance (count)", |b| {
        b.iter(|| {
            swap_distance(words(
                black_box(0b0000_0001_0011_0111),
                black_box(0b1110_1100_1000_0000),
            ))
        })
    });

    let mut rng = Rng(0x1234_5678);
    let cases: Vec<(u64, u64)> = (0..10_000)
        .map(|_| {
            let ones = (rng.next() % 17) as usize;
            (rng.state_with(ones), rng.state_with(ones))
        })
        .collect();
    let boards: Vec<(Puzzle, Board)> = cases
        .iter()
        .map(|&(s, t)| (Puzzle::swap(Board::from_small(4, 4, t)), Board::from_small(4, 4, s)))
        .collect();
    c.bench_function("swap 4x4 batch of 10,000: swap_distance (count)", |b| {
        b.iter(|| {
            cases
                .iter()
                .map(|&(s, t)| swap_distance(words(s, t)).unwrap())
                .sum::<u64>()
        })
    });
    c.bench_function("swap 4x4 batch of 10,000: fewest_swaps_each (sequence)", |b| {
        b.iter(|| {
            cases
                .iter()
                .map(|&(s, t)| {
                    let mut moves = Vec::new();
                    fewest_swaps_each(4, 4, s, t, |total| {
                        moves.reserve(total as usize);
                        |a, b| moves.push((a, b))
                    });
                    moves.len()
                })
                .sum::<usize>()
        })
    });
    c.bench_function("swap 4x4 batch of 10,000: solve (sequence)", |b| {
        b.iter(|| {
            boards
                .iter()
                .map(|(p, s)| {
                    solve_bits(p, s, Algorithm::Auto)
                        .unwrap()
                        .outcome
                        .solution()
                        .unwrap()
                        .moves
                        .len()
                })
                .sum::<usize>()
        })
    });
}

fn big_board(c: &mut Criterion) {
    let (rows, cols) = (128, 128);
    let mut rng = Rng(0x9E37_79B9);
    let start = board(rows, cols, &rng.cells_with(rows * cols, 8192));
    let target = board(rows, cols, &rng.cells_with(rows * cols, 8192));
    let puzzle = Puzzle::swap(target.clone());
    let mut group = c.benchmark_group("swap 128x128, 8,192 pieces");
    group.sample_size(10);
    group.bench_function("swap_distance (count)", |b| {
        b.iter(|| {
            swap_distance(BoardPair::Boards {
                start: black_box(&start),
                target: black_box(&target),
            })
        })
    });
    group.bench_function("solve (sequence)", |b| {
        b.iter(|| solve_bits(black_box(&puzzle), black_box(&start), Algorithm::Auto).unwrap())
    });
    group.finish();
}

criterion_group!(benches, four_by_four, big_board);
criterion_main!(benches);

/// A 4x4 pair of state numbers, as the judges hold them.
fn words(start: u64, target: u64) -> BoardPair<'static> {
    BoardPair::Words {
        rows: 4,
        cols: 4,
        start,
        target,
    }
}
