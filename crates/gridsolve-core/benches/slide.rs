//! Sliding puzzles: a few of Korf's 100 15-puzzle instances with the default
//! 6-6-3 pattern databases (built once, outside the timing), a hardest
//! 8-puzzle board with linear conflict, and building one five-tile database.
//! The whole set of 100, construction included: `scripts/korf100-bench.sh`.
//!
//! `cargo bench -p gridsolve-core --bench slide`

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use gridsolve_core::limits::SearchLimits;
use gridsolve_core::solvers::slide::{
    PatternDatabase, PatternSet, SlideHeuristics, default_goal, default_partition, optimal_path,
};

/// Korf's instances 1, 2 and 9 (57, 55 and 46 moves), goal `0 1 ... 15`.
const KORF: [(&str, [u8; 16]); 3] = [
    ("korf1", [14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3]),
    ("korf2", [13, 5, 4, 10, 9, 12, 8, 14, 2, 3, 7, 1, 0, 15, 11, 6]),
    ("korf9", [3, 14, 9, 11, 5, 4, 8, 2, 13, 12, 6, 7, 10, 1, 15, 0]),
];

fn korf(c: &mut Criterion) {
    let goal: Vec<u8> = (0..16).collect();
    let set = PatternSet::build(
        4,
        4,
        &default_partition(4, 4, 0),
        Some(0),
        SearchLimits::states(u64::MAX),
    )
    .unwrap();
    let mut group = c.benchmark_group("slide_korf_663");
    group.sample_size(10);
    for reflect in [true, false] {
        let h = SlideHeuristics::Patterns(set.clone().with_reflection(reflect));
        for (name, start) in &KORF {
            let id = format!("{name}{}", if reflect { "_reflected" } else { "" });
            group.bench_function(id, |b| {
                b.iter(|| optimal_path(4, 4, black_box(start), &goal, &h, SearchLimits::states(u64::MAX)).unwrap())
            });
        }
    }
    group.finish();
}

fn eight_puzzle(c: &mut Criterion) {
    // One of the two 8-puzzle boards 31 moves from the goal.
    let start = [8, 6, 7, 2, 5, 4, 3, 0, 1];
    let goal = default_goal(3, 3);
    let mut group = c.benchmark_group("slide_3x3_31_moves");
    for h in [SlideHeuristics::Manhattan, SlideHeuristics::LinearConflict] {
        group.bench_function(h.name(), |b| {
            b.iter(|| optimal_path(3, 3, black_box(&start), &goal, &h, SearchLimits::default()).unwrap())
        });
    }
    group.finish();
}

fn build(c: &mut Criterion) {
    let mut group = c.benchmark_group("slide_pdb_build");
    group.sample_size(10);
    group.bench_function("4x4_five_tiles", |b| {
        b.iter(|| {
            PatternDatabase::build(
                4,
                4,
                black_box(&[1, 2, 3, 4, 5]),
                Some(0),
                SearchLimits::states(u64::MAX),
            )
            .unwrap()
        })
    });
    group.finish();
}

criterion_group!(benches, korf, eight_puzzle, build);
criterion_main!(benches);
