//! Lights Out (plus, no wrap) by the polynomial method at large sizes, the
//! board already in memory: the solve alone, without reading or writing text.
//! Against today's chase with dense elimination at 1,000 and 2,000; the
//! GF(2)[t] product and GCD at the degree of a 20,000-wide board.
//!
//! `cargo bench -p gridsolve-core --bench polynomial`

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use gridsolve_core::solvers::algebra::gf2poly::{Poly, gcd_cofactor};
use gridsolve_core::solvers::algebra::linear;
use gridsolve_core::{Board, Goal, Puzzle, Stencil};

/// A random board (not necessarily solvable: the sizes below have nullity 0).
fn random_board(n: usize) -> Board {
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let mut board = Board::zeros(n, n);
    for r in 0..n {
        for word in board.row_words_mut(r) {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            *word = seed;
        }
        if n % 64 != 0 {
            let last = board.row_words_mut(r).last_mut().unwrap();
            *last &= (1u64 << (n % 64)) - 1;
        }
    }
    board
}

fn random_poly(degree: usize, mut seed: u64) -> Poly {
    let mut words = vec![0u64; degree / 64 + 1];
    for w in &mut words {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        *w = seed;
    }
    let top = words.len() - 1;
    words[top] &= (1u64 << (degree % 64 + 1)) - 1;
    words[top] |= 1 << (degree % 64);
    Poly::from_words(words)
}

fn solving(c: &mut Criterion) {
    let mut group = c.benchmark_group("polynomial_solve");
    group.sample_size(10);
    for n in [1000usize, 4000, 10000] {
        let puzzle = Puzzle::toggle(n, n, Stencil::Plus, false, Goal::Zeros);
        let start = random_board(n);
        group.bench_with_input(BenchmarkId::new("plus", format!("{n}x{n}")), &start, |b, start| {
            b.iter(|| {
                linear::fewest_presses(&puzzle, start, linear::Gf2System::Auto, linear::WALK_BUDGET_WORDS).unwrap()
            })
        });
    }
    group.finish();
}

/// Today's light chasing with dense elimination of the first row against the
/// polynomial method, same board, same walk.
fn against_chase(c: &mut Criterion) {
    let mut group = c.benchmark_group("chase_vs_polynomial");
    group.sample_size(10);
    for n in [1000usize, 2000] {
        let puzzle = Puzzle::toggle(n, n, Stencil::Plus, false, Goal::Zeros);
        let start = random_board(n);
        for (name, method) in [
            ("chase", linear::Gf2System::Chase),
            ("polynomial", linear::Gf2System::Polynomial),
        ] {
            group.bench_with_input(BenchmarkId::new(name, format!("{n}x{n}")), &start, |b, start| {
                b.iter(|| {
                    linear::fewest_presses(&puzzle, start, method, linear::WALK_BUDGET_WORDS)
                        .map(linear::PressGridReport::into_report)
                        .unwrap()
                })
            });
        }
    }
    group.finish();
}

fn arithmetic(c: &mut Criterion) {
    let mut group = c.benchmark_group("gf2poly");
    group.sample_size(10);
    let (a, b) = (random_poly(20_000, 1), random_poly(20_000, 2));
    group.bench_function("mul_degree_20000", |bench| bench.iter(|| a.mul(&b)));
    group.bench_function("gcd_degree_20000", |bench| bench.iter(|| gcd_cofactor(&a, &b)));
    group.finish();
}

criterion_group!(benches, solving, against_chase, arithmetic);
criterion_main!(benches);
