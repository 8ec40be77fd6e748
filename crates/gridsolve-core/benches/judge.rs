//! The judge problems in batch: the built-once methods (`auto`) against the
//! textbook per-board breadth-first search, on the same boards.

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use gridsolve_core::Algorithm;
use gridsolve_core::judge::eight::{self, EightTable};
use gridsolve_core::judge::{CaseLayout, CaseReader, JudgeSolver, Problem};
use gridsolve_core::limits::SearchLimits;
use gridsolve_core::slide::{TokenBoard, TokenRule};
use gridsolve_core::solvers::{self, search::tokens::TokenPuzzle};
use gridsolve_core::trace::NoTrace;

/// `count` boards in the problem's own characters, from a fixed sequence.
fn batch(problem: Problem, count: usize) -> Vec<u8> {
    let (zero, one) = problem.alphabet();
    let boards = if problem.is_swap() { 2 } else { 1 };
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut text = Vec::new();
    for _ in 0..count {
        let mut states = [0u16; 2];
        for state in states.iter_mut().take(boards) {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            *state = x as u16;
        }
        if problem.is_swap() {
            // Same number of pieces: the target is a shuffle of the start's bits.
            states[1] = states[0].rotate_left((x >> 20) as u32 % 16);
        }
        for state in &states[..boards] {
            for i in 0..16 {
                text.push(if state >> (15 - i) & 1 == 1 { one } else { zero });
                if i % 4 == 3 {
                    text.push(b'\n');
                }
            }
        }
    }
    text
}

fn answer_all(solver: &JudgeSolver, input: &[u8], out: &mut Vec<u8>) {
    out.clear();
    for case in CaseReader::new(solver.problem(), input) {
        solver.write_answer(&case.unwrap(), out).unwrap();
    }
}

fn judge_batches(c: &mut Criterion) {
    let mut group = c.benchmark_group("judge batch of 1000");
    group.sample_size(10);
    // `batch` writes 4x4 boards: the problems that read them.
    for problem in Problem::ALL
        .into_iter()
        .filter(|p| matches!(p.layout(), CaseLayout::Toggle4 | CaseLayout::Swap4))
    {
        let input = batch(problem, 1000);
        group.throughput(Throughput::Elements(1000));
        // `matching` on the swaps: the dispatcher's answer a case, against
        // `auto`'s batch path on the same question.
        let algorithms: &[Algorithm] = if problem.is_swap() {
            &[Algorithm::Auto, Algorithm::Matching, Algorithm::Bfs, Algorithm::Bibfs]
        } else {
            &[Algorithm::Auto, Algorithm::Bfs]
        };
        for &algorithm in algorithms {
            let solver = JudgeSolver::new(problem, algorithm).unwrap();
            let mut out = Vec::new();
            group.bench_with_input(
                BenchmarkId::new(problem.name(), algorithm.name()),
                &input,
                |b, input| b.iter(|| answer_all(&solver, input, &mut out)),
            );
        }
    }
    group.finish();
}

fn table_construction(c: &mut Criterion) {
    c.bench_function("poj1753 distance table (65,536 boards)", |b| {
        b.iter(|| JudgeSolver::new(Problem::Poj1753, Algorithm::Auto).unwrap())
    });
    // The eight-puzzle's 181,440 boards: the judges' own table against the
    // dispatcher's `table` over the same space.
    let goal = eight::goal(Problem::P1379);
    c.bench_function("eight-puzzle table: EightTable::build", |b| {
        b.iter(|| EightTable::build(goal))
    });
    let goal_board = TokenBoard {
        rows: 3,
        cols: 3,
        cells: eight::tiles(goal).to_vec(),
    };
    let space = TokenPuzzle::new(TokenRule::Slide, &goal_board).unwrap();
    c.bench_function("eight-puzzle table: solvers::distance_table", |b| {
        b.iter(|| solvers::distance_table(space.clone(), &mut NoTrace, SearchLimits::default()).unwrap())
    });
}

criterion_group!(benches, judge_batches, table_construction);
criterion_main!(benches);
