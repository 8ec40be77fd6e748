//! The generic state-space searches on the toggle and swap boards they had
//! before the sliding family arrived, so a change to the generic code can
//! be compared with the code it replaced (same boards, same answers).
//!
//! `cargo bench -p gridsolve-core --bench search`

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use gridsolve_core::limits::SearchLimits;
use gridsolve_core::solvers::search::heuristic::Estimator;
use gridsolve_core::solvers::{
    search::astar, search::bfs, search::bibfs, search::idastar, search::table::DistanceTable,
};
use gridsolve_core::trace::NoTrace;
use gridsolve_core::{Board, Puzzle, SmallPuzzle};

fn searches(c: &mut Criterion) {
    let mut group = c.benchmark_group("search");
    group.sample_size(10);
    let flip = SmallPuzzle::new(&Puzzle::flip_game(4, 4)).unwrap();
    // 0xF8E1 needs 6 presses (POJ 1753's farthest boards); the BFS stores most of the space.
    let flip_start = 0b1001_1101_1001_1000u64;
    group.bench_function("bfs flip 4x4 (dense visited)", |b| {
        b.iter(|| bfs::shortest_path(&flip, black_box(flip_start), &mut NoTrace, SearchLimits::default()).unwrap())
    });
    let flip6 = SmallPuzzle::new(&Puzzle::flip_game(6, 6)).unwrap();
    let flip6_start = Board::parse("100000\n010000\n001000\n000000\n000000\n000000")
        .unwrap()
        .to_small()
        .unwrap();
    group.bench_function("bfs flip 6x6 (hashed visited)", |b| {
        b.iter(|| bfs::shortest_path(&flip6, black_box(flip6_start), &mut NoTrace, SearchLimits::default()).unwrap())
    });
    let triangle = SmallPuzzle::new(&Puzzle::swap(Board::parse("1110\n1100\n1000\n0000").unwrap())).unwrap();
    let hardest = 0b0000_0001_0011_0111u64;
    group.bench_function("bibfs swap 4x4 hardest (20)", |b| {
        b.iter(|| bibfs::shortest_path(&triangle, black_box(hardest), &mut NoTrace, SearchLimits::default()).unwrap())
    });
    group.bench_function("astar swap 4x4 hardest (20)", |b| {
        b.iter(|| {
            astar::shortest_path(
                &triangle,
                black_box(hardest),
                &Estimator::classic(&triangle),
                &mut NoTrace,
                SearchLimits::default(),
            )
            .unwrap()
        })
    });
    let sample = SmallPuzzle::new(&Puzzle::swap(Board::parse("1010\n0101\n1010\n0101").unwrap())).unwrap();
    group.bench_function("idastar swap 4x4 sample", |b| {
        b.iter(|| {
            idastar::shortest_path(
                &sample,
                black_box(61666),
                &Estimator::classic(&sample),
                &mut NoTrace,
                SearchLimits::default(),
            )
            .unwrap()
        })
    });
    group.bench_function("idastar swap 4x4 hardest (20)", |b| {
        b.iter(|| {
            idastar::shortest_path(
                &triangle,
                black_box(hardest),
                &Estimator::classic(&triangle),
                &mut NoTrace,
                SearchLimits::default(),
            )
            .unwrap()
        })
    });
    group.bench_function("idastar flip 4x4", |b| {
        b.iter(|| {
            idastar::shortest_path(
                &flip,
                black_box(flip_start),
                &Estimator::classic(&flip),
                &mut NoTrace,
                SearchLimits::default(),
            )
            .unwrap()
        })
    });
    group.bench_function("table swap 4x4 (12,870 boards of 8 pieces)", |b| {
        b.iter(|| DistanceTable::build(triangle.clone(), &mut NoTrace, SearchLimits::default()).unwrap())
    });
    group.finish();
}

criterion_group!(benches, searches);
criterion_main!(benches);
