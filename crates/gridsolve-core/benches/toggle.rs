//! Toggle puzzles: GF(2) solving at three sizes, and the census.
//!
//! `cargo bench -p gridsolve-core --bench toggle`

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use gridsolve_core::census::cosets::{CensusPlan, LeaderCount};
use gridsolve_core::solvers::algebra::linear;
use gridsolve_core::{Board, Move, Puzzle};

/// A solvable start: the effect of pressing a pseudo-random half of the cells.
fn solvable_start(puzzle: &Puzzle) -> Board {
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let presses: Vec<Move> = (0..puzzle.cells())
        .filter(|_| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed & 1 == 1
        })
        .map(|i| Move::Press((i / puzzle.cols, i % puzzle.cols)))
        .collect();
    puzzle
        .replay(&Board::zeros(puzzle.rows, puzzle.cols), &presses)
        .unwrap()
}

fn solving(c: &mut Criterion) {
    let mut group = c.benchmark_group("toggle_solve");
    let flip = Puzzle::flip_game(4, 4);
    let sample = Board::parse("1001\n1101\n1001\n1000").unwrap();
    group.bench_function("flip_4x4_sample", |b| {
        b.iter(|| {
            linear::fewest_presses(&flip, &sample, linear::Gf2System::Auto, linear::WALK_BUDGET_WORDS)
                .map(linear::PressGridReport::into_report)
                .unwrap()
        })
    });
    for n in [100usize, 1000] {
        let mut puzzle = Puzzle::flip_game(n, n);
        puzzle.goal = gridsolve_core::Goal::Zeros;
        let start = solvable_start(&puzzle);
        if n >= 1000 {
            group.sample_size(10);
        }
        group.bench_with_input(BenchmarkId::new("plus", format!("{n}x{n}")), &start, |b, start| {
            b.iter(|| {
                linear::fewest_presses(&puzzle, start, linear::Gf2System::Auto, linear::WALK_BUDGET_WORDS)
                    .map(linear::PressGridReport::into_report)
                    .unwrap()
            })
        });
    }
    group.finish();
}

fn census(c: &mut Criterion) {
    let mut group = c.benchmark_group("toggle_census");
    group.sample_size(10);
    let puzzle = Puzzle {
        goal: gridsolve_core::Goal::Zeros,
        ..Puzzle::flip_game(5, 5)
    };
    for method in [LeaderCount::Classes, LeaderCount::Cosets] {
        group.bench_function(format!("plus_5x5_{method:?}").to_lowercase(), |b| {
            b.iter(|| {
                let plan = CensusPlan::new(&puzzle, method).unwrap();
                plan.finish((0..plan.chunks()).map(|chunk| plan.count_chunk(chunk)))
            })
        });
    }
    group.finish();
}

criterion_group!(benches, solving, census);
criterion_main!(benches);
