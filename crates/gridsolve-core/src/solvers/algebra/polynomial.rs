//! Lights Out with the plus stencil (no wrap) at any size, in time and memory
//! linear in the board's bits: light chasing, with the first row's system
//! solved as one congruence of polynomials over GF(2) instead of by dense
//! elimination.
//!
//! The math. Let `x_r` be the presses of row `r` and `b_r` the change row `r`
//! needs (start XOR goal), as vectors of `m` bits. The equation of row `r`
//! is `x_{r-1} + T x_r + x_{r+1} = b_r`, where `T = I + A` and `A` is the
//! adjacency of a path of `m` cells (`T` is tridiagonal: each press flips its
//! cell and its left and right neighbours). With `x_{-1} = 0` and the first
//! row `x_0 = u` free, chasing fixes `x_{r+1} = b_r + T x_r + x_{r-1}` row by
//! row, and the board is solved iff the row past the last, `x_n`, is zero.
//! By linearity `x_r = F_r(T) u + c_r`, where `c_r` is the chase from `u = 0`
//! and `F_0 = 1, F_1 = t, F_{r+1} = t F_r + F_{r-1}`. So the first row must
//! satisfy `F_n(T) u = c_n`, an `m x m` system.
//!
//! Now `e_1` (the first column alone) is a cyclic vector of `T`:
//! `T e_k = e_{k-1} + e_k + e_{k+1}` gives `e_{k+1} = p_k(T) e_1` with
//! `p_0 = 1, p_1 = t + 1, p_{k+1} = (t + 1) p_k + p_{k-1}`, and
//! `p_m(T) e_1 = 0`, so `chi = p_m` (degree `m`) is the minimal polynomial of
//! `T` and `v <-> q` with `v = q(T) e_1` identifies bit vectors with
//! polynomials modulo `chi`, `T` acting as multiplication by `t`. The system
//! becomes the congruence `F q_u = q_c (mod chi)`: with `g = gcd(F, chi)` and
//! `s F = g (mod chi)`, it is solvable iff `g | q_c`, one solution is
//! `q_u = s (q_c / g) mod chi`, and the null space is the multiples of
//! `h = chi / g`: `u_j = T^j h(T) e_1` for `j < deg g`. The nullity is
//! `deg g`.
//!
//! Costs: each chase is `O(n m / 64)` word operations keeping three rows; the
//! conversions between vectors and polynomials (Clenshaw's recurrence one way,
//! Horner's the other) and the GCD are `O(m^2 / 64)`; the board is oriented so
//! that `m <= n`. Memory: the board's bits, and one board-sized press set per
//! answer and per null vector kept.

use crate::board::Board;
use crate::rules::{Goal, MoveRule, Puzzle, Stencil};
use crate::solvers::algebra::chasing::Frame;
use crate::solvers::algebra::gf2poly::{Poly, gcd_cofactor};

/// Whether the polynomial method applies: the plus stencil (or a custom
/// stencil with the same cells) without wrapping.
pub fn applies(puzzle: &Puzzle) -> bool {
    let MoveRule::Toggle { stencil, wrap: false } = &puzzle.rule else {
        return false;
    };
    let plus = |rows, cols| {
        let mut offsets = stencil.offsets(rows, cols);
        offsets.sort_unstable();
        let mut want = Stencil::Plus.offsets(rows, cols);
        want.sort_unstable();
        offsets == want
    };
    puzzle.cells() > 0 && plus(puzzle.rows, puzzle.cols)
}

/// Every solution of every target, as press sets of `frame.rows` rows of
/// `ceil(frame.cols / 64)` words (the oriented board).
#[derive(Clone, Debug)]
pub struct Space {
    /// The orientation: transposed when the board is wider than tall.
    pub frame: Frame,
    /// Rank of the press map (cells minus nullity).
    pub rank: usize,
    /// Dimension of the press map's null space: 2^nullity press sets give the same board.
    pub nullity: usize,
    /// One solution per goal board (`None`: that goal is out of reach).
    pub particular: Vec<Option<Vec<u64>>>,
    /// The first `keep_null` null vectors, expanded to full press sets.
    pub null: Vec<Vec<u64>>,
}

/// What each goal board asks of the start, row by row.
#[derive(Clone, Copy)]
enum Change<'a> {
    /// Flip the cells that are 1 in the start (goal all 0).
    Start,
    /// Goal all 1: flip the cells that are 0.
    StartInverted,
    /// A goal board.
    StartXor(&'a Board),
}

/// The oriented board rows, `stride` words each, padding bits 0.
struct Rows<'a> {
    board: std::borrow::Cow<'a, Board>,
    change: Change<'a>,
}

impl Rows<'_> {
    /// Writes the change row `r` into `out`.
    fn fill(&self, r: usize, out: &mut [u64], cols: usize) {
        out.copy_from_slice(self.board.row_words(r));
        match self.change {
            Change::Start => {}
            Change::StartInverted => {
                for w in out.iter_mut() {
                    *w = !*w;
                }
                mask_last(out, cols);
            }
            Change::StartXor(goal) => {
                for (w, g) in out.iter_mut().zip(goal.row_words(r)) {
                    *w ^= g;
                }
            }
        }
    }
}

/// Clears the padding bits past column `cols` in the last word.
#[inline]
fn mask_last(row: &mut [u64], cols: usize) {
    if cols % 64 != 0 {
        if let Some(last) = row.last_mut() {
            *last &= (1u64 << (cols % 64)) - 1;
        }
    }
}

/// `dst ^= T src` for rows of `cols` bits: each bit with its two neighbours.
#[inline]
fn xor_t(dst: &mut [u64], src: &[u64], cols: usize) {
    let n = src.len();
    for i in 0..n {
        let w = src[i];
        let below = if i > 0 { src[i - 1] >> 63 } else { 0 };
        let above = if i + 1 < n { src[i + 1] << 63 } else { 0 };
        dst[i] ^= w ^ (w << 1 | below) ^ (w >> 1 | above);
    }
    mask_last(dst, cols);
}

/// Chases from first row `first`: calls `visit(r, x_r)` for every press row
/// and returns the row past the last, `x_n` (zero iff the presses solve the
/// change `target` describes; `None` = no change at all).
fn chase(
    rows: usize,
    cols: usize,
    first: &[u64],
    target: Option<&Rows>,
    mut visit: impl FnMut(usize, &[u64]),
) -> Vec<u64> {
    let stride = cols.div_ceil(64);
    let mut prev = vec![0u64; stride];
    let mut cur = first.to_vec();
    let mut next = vec![0u64; stride];
    for r in 0..rows {
        visit(r, &cur);
        match target {
            Some(t) => t.fill(r, &mut next, cols),
            None => next.fill(0),
        }
        for (n, p) in next.iter_mut().zip(&prev) {
            *n ^= p;
        }
        xor_t(&mut next, &cur, cols);
        std::mem::swap(&mut prev, &mut cur);
        std::mem::swap(&mut cur, &mut next);
    }
    cur
}

/// The polynomial `q` with `v = q(T) e_1`, i.e. `q = sum v_k p_k`, by
/// Clenshaw's recurrence `beta_k = v_k + (t + 1) beta_{k+1} + beta_{k+2}`.
fn to_poly(v: &[u64], cols: usize) -> Poly {
    let words = cols.div_ceil(64) + 1;
    let (mut b1, mut b2, mut b0) = (vec![0u64; words], vec![0u64; words], vec![0u64; words]);
    for k in (0..cols).rev() {
        // beta_{k+1} has degree < cols - k - 1: only the low words move.
        let live = (cols - k) / 64 + 1;
        let mut carry = 0u64;
        for i in 0..live {
            let w = b1[i];
            b0[i] = w ^ (w << 1 | carry) ^ b2[i];
            carry = w >> 63;
        }
        if v[k / 64] >> (k % 64) & 1 == 1 {
            b0[0] ^= 1;
        }
        std::mem::swap(&mut b2, &mut b1);
        std::mem::swap(&mut b1, &mut b0);
    }
    Poly::from_words(b1)
}

/// The vector `q(T) e_1` (`q` of degree < `cols`), by Horner's rule.
fn from_poly(q: &Poly, cols: usize) -> Vec<u64> {
    let stride = cols.div_ceil(64);
    let mut v = vec![0u64; stride];
    let mut tv = vec![0u64; stride];
    let Some(top) = q.degree() else {
        return v;
    };
    debug_assert!(top < cols);
    for j in (0..=top).rev() {
        // After `top - j` steps v lives in the first `top - j + 1` bits.
        let live = ((top - j) / 64 + 2).min(stride);
        tv[..live].fill(0);
        xor_t(
            &mut tv[..live],
            &v[..live],
            if live == stride { cols } else { live * 64 },
        );
        std::mem::swap(&mut v, &mut tv);
        if q.coefficient(j) {
            v[0] ^= 1;
        }
    }
    v
}

/// Solves every goal of `puzzle` from `start`: the particular solutions and
/// the first `keep_null` null vectors, expanded. The caller checks
/// [`applies`] first.
pub fn reduce(puzzle: &Puzzle, start: &Board, keep_null: usize) -> Space {
    debug_assert!(applies(puzzle));
    let transpose = puzzle.cols > puzzle.rows;
    let frame = Frame {
        transpose,
        flip: false,
        rows: puzzle.rows.max(puzzle.cols),
        cols: puzzle.rows.min(puzzle.cols),
    };
    let (n, m) = (frame.rows, frame.cols);
    let stride = m.div_ceil(64);
    let orient = |b: &Board| -> Board {
        let mut out = Board::zeros(n, m);
        for (r, c) in b.ones_positions() {
            out.set((c, r), true);
        }
        out
    };
    let board = if transpose {
        std::borrow::Cow::Owned(orient(start))
    } else {
        std::borrow::Cow::Borrowed(start)
    };
    let goal_board = match &puzzle.goal {
        Goal::Board(g) if transpose => Some(std::borrow::Cow::Owned(orient(g))),
        Goal::Board(g) => Some(std::borrow::Cow::Borrowed(g)),
        _ => None,
    };
    let changes: Vec<Change> = match &puzzle.goal {
        Goal::Zeros => vec![Change::Start],
        Goal::Ones => vec![Change::StartInverted],
        Goal::Uniform => vec![Change::Start, Change::StartInverted],
        Goal::Board(_) => vec![Change::StartXor(goal_board.as_deref().expect("goal board oriented"))],
    };

    // chi = p_m, and F_n mod chi read off the chase of e_1 with no change.
    let mut chi = Poly::monomial(0);
    let mut below = Poly::zero();
    for _ in 0..m {
        // p_{k+1} = (t + 1) p_k + p_{k-1}
        let mut next = below;
        next.add_shifted(&chi, 1);
        next.add_shifted(&chi, 0);
        below = std::mem::replace(&mut chi, next);
    }
    let mut e1 = vec![0u64; stride];
    e1[0] = 1;
    let f = to_poly(&chase(n, m, &e1, None, |_, _| {}), m);
    let (g, s) = gcd_cofactor(&f, &chi);
    let nullity = g.degree().expect("the gcd divides chi, which is not zero");

    let expand = |first: &[u64], target: Option<&Rows>| -> Vec<u64> {
        let mut presses = vec![0u64; n * stride];
        let residual = chase(n, m, first, target, |r, row| {
            presses[r * stride..(r + 1) * stride].copy_from_slice(row);
        });
        debug_assert!(residual.iter().all(|&w| w == 0), "the first row solves the system");
        presses
    };
    let particular = changes
        .iter()
        .map(|&change| {
            let rows = Rows {
                board: std::borrow::Cow::Borrowed(&*board),
                change,
            };
            let c = to_poly(&chase(n, m, &vec![0u64; stride], Some(&rows), |_, _| {}), m);
            let (quotient, remainder) = c.div_rem(&g);
            remainder
                .is_zero()
                .then(|| expand(&from_poly(&s.mul(&quotient).rem(&chi), m), Some(&rows)))
        })
        .collect();
    let mut null = Vec::new();
    if nullity > 0 && keep_null > 0 {
        let (h, _) = chi.div_rem(&g);
        let mut u = from_poly(&h, m);
        for _ in 0..keep_null.min(nullity) {
            null.push(expand(&u, None));
            let mut tu = vec![0u64; stride];
            xor_t(&mut tu, &u, m);
            u = tu;
        }
    }
    Space {
        frame,
        rank: n * m - nullity,
        nullity,
        particular,
        null,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solvers::algebra::gf2::bit;
    use proptest::prelude::*;

    fn plus(rows: usize, cols: usize, goal: Goal) -> Puzzle {
        Puzzle::toggle(rows, cols, Stencil::Plus, false, goal)
    }

    /// The board the oriented press set `presses` makes from all 0, pressing cell by cell.
    fn pressed(puzzle: &Puzzle, frame: Frame, presses: &[u64]) -> Board {
        let stride = frame.cols.div_ceil(64);
        let mut board = Board::zeros(puzzle.rows, puzzle.cols);
        for r in 0..frame.rows {
            for c in 0..frame.cols {
                if bit(&presses[r * stride..], c) {
                    for cell in puzzle.toggled_cells(frame.to_original((r, c))) {
                        board.toggle(cell);
                    }
                }
            }
        }
        board
    }

    /// Nullity by brute force: the number of press sets that change nothing is 2^nullity.
    fn brute_nullity(rows: usize, cols: usize) -> usize {
        let puzzle = plus(rows, cols, Goal::Zeros);
        let cells = rows * cols;
        let quiet = (0..1u64 << cells)
            .filter(|&mask| {
                let mut b = Board::zeros(rows, cols);
                for i in (0..cells).filter(|i| mask >> i & 1 == 1) {
                    for cell in puzzle.toggled_cells((i / cols, i % cols)) {
                        b.toggle(cell);
                    }
                }
                b.is_zero()
            })
            .count();
        quiet.trailing_zeros() as usize
    }

    #[test]
    fn vectors_and_polynomials_round_trip() {
        for cols in [1usize, 2, 5, 63, 64, 65, 130] {
            let stride = cols.div_ceil(64);
            for seed in 0..5u64 {
                let mut v = vec![0u64; stride];
                for c in 0..cols {
                    if (c as u64 * 2654435761 + seed * 97) % 7 < 3 {
                        v[c / 64] |= 1 << (c % 64);
                    }
                }
                let q = to_poly(&v, cols);
                assert!(q.degree().is_none_or(|d| d < cols));
                assert_eq!(from_poly(&q, cols), v, "cols {cols}");
            }
        }
    }

    #[test]
    fn nullity_matches_brute_force_up_to_4x4() {
        for rows in 1..=4 {
            for cols in 1..=4 {
                let space = reduce(&plus(rows, cols, Goal::Zeros), &Board::zeros(rows, cols), 64);
                assert_eq!(space.nullity, brute_nullity(rows, cols), "{rows}x{cols}");
                assert_eq!(space.null.len(), space.nullity);
                for v in &space.null {
                    assert!(v.iter().any(|&w| w != 0));
                    assert!(pressed(&plus(rows, cols, Goal::Zeros), space.frame, v).is_zero());
                }
            }
        }
    }

    #[test]
    fn every_board_up_to_4x4_is_solved_exactly_when_reachable() {
        for rows in 1..=4 {
            for cols in 1..=4 {
                let cells = rows * cols;
                let puzzle = plus(rows, cols, Goal::Zeros);
                // Every reachable board, by brute force over all press sets.
                let mut reachable = std::collections::HashSet::new();
                for mask in 0..1u64 << cells {
                    let mut b = Board::zeros(rows, cols);
                    for i in (0..cells).filter(|i| mask >> i & 1 == 1) {
                        for cell in puzzle.toggled_cells((i / cols, i % cols)) {
                            b.toggle(cell);
                        }
                    }
                    reachable.insert(b.to_small().unwrap());
                }
                for state in 0..1u64 << cells {
                    let start = Board::from_small(rows, cols, state);
                    let space = reduce(&puzzle, &start, 0);
                    match &space.particular[0] {
                        Some(p) => {
                            assert!(reachable.contains(&state));
                            assert_eq!(pressed(&puzzle, space.frame, p), start, "{rows}x{cols} {state}");
                        }
                        None => assert!(!reachable.contains(&state), "{rows}x{cols} {state}"),
                    }
                }
            }
        }
    }

    #[test]
    fn goals_ones_uniform_and_board() {
        let (rows, cols) = (6, 11);
        let start = Board::from_rows(
            &(0..rows)
                .map(|r| (0..cols).map(|c| (r * c + r) % 3 == 0).collect::<Vec<_>>())
                .collect::<Vec<_>>(),
        );
        let goal = Board::from_rows(
            &(0..rows)
                .map(|r| (0..cols).map(|c| (r + 2 * c) % 5 == 0).collect::<Vec<_>>())
                .collect::<Vec<_>>(),
        );
        for (g, wants) in [
            (Goal::Ones, vec![Board::ones(rows, cols)]),
            (Goal::Uniform, vec![Board::zeros(rows, cols), Board::ones(rows, cols)]),
            (Goal::Board(goal.clone()), vec![goal.clone()]),
        ] {
            let puzzle = plus(rows, cols, g);
            let space = reduce(&puzzle, &start, 0);
            assert_eq!(space.particular.len(), wants.len());
            for (p, want) in space.particular.iter().zip(wants) {
                let mut change = start.clone();
                change.xor_assign(&want);
                if let Some(p) = p {
                    assert_eq!(pressed(&puzzle, space.frame, p), change);
                }
            }
        }
    }

    #[test]
    fn custom_plus_stencil_applies_and_others_do_not() {
        let custom = Puzzle::toggle(5, 5, Stencil::parse("stencil:.#./###/.#.").unwrap(), false, Goal::Zeros);
        assert!(applies(&custom));
        assert!(!applies(&Puzzle::toggle(5, 5, Stencil::Plus, true, Goal::Zeros)));
        assert!(!applies(&Puzzle::toggle(5, 5, Stencil::Cross, false, Goal::Zeros)));
        assert!(!applies(&Puzzle::toggle(
            5,
            5,
            Stencil::parse("stencil:###/###/###").unwrap(),
            false,
            Goal::Zeros
        )));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        /// Random press sets on boards up to 60 x 60: the board they make is
        /// solved, the nullity agrees with dense elimination, and the null
        /// vectors change nothing.
        #[test]
        fn random_reachable_boards_are_solved(rows in 1usize..60, cols in 1usize..60, seed: u64) {
            let puzzle = plus(rows, cols, Goal::Zeros);
            let mut start = Board::zeros(rows, cols);
            let mut x = seed | 1;
            for r in 0..rows {
                for c in 0..cols {
                    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
                    if x & 1 == 1 {
                        for cell in puzzle.toggled_cells((r, c)) { start.toggle(cell); }
                    }
                }
            }
            let space = reduce(&puzzle, &start, 3);
            let p = space.particular[0].as_ref().expect("a board made by presses is reachable");
            prop_assert_eq!(pressed(&puzzle, space.frame, p), start.clone());
            for v in &space.null {
                prop_assert!(pressed(&puzzle, space.frame, v).is_zero());
            }
            if rows * cols <= crate::solvers::algebra::linear::ELIMINATION_MAX_CELLS {
                let dense = crate::solvers::algebra::linear::fewest_presses(&puzzle, &start, crate::solvers::algebra::linear::Gf2System::Dense, crate::solvers::algebra::linear::WALK_BUDGET_WORDS).unwrap().into_report();
                prop_assert_eq!(dense.nullity, Some(space.nullity));
            }
        }
    }
}
