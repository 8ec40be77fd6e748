//! Turning a cheapest pairing of misplaced pieces into adjacent swaps, one
//! swap per unit of distance.
//!
//! # Why each pair costs exactly its distance
//!
//! Take a pair: a cell `s` holding a 1 that the target wants 0, and a cell
//! `t` holding a 0 that the target wants 1, at grid distance `d`. Walk a
//! shortest path `p0 = s, p1, ..., pd = t` (here: vertical leg first, then
//! horizontal, an "L"). Let `j` be the first index after the current one
//! `i` whose cell holds a 0 (it exists, because `pd` holds a 0). The cells
//! `p(i)..p(j-1)` all hold 1s, so swapping `p(j-1)<->p(j)`, then
//! `p(j-2)<->p(j-1)`, ..., `p(i)<->p(i+1)` walks that 0 back to `p(i)`:
//! `j - i` swaps, each of a 1 with a 0, after which `p(i)` holds 0 and
//! `p(i+1)..p(j)` hold 1s. Compared with before, only `p(i)` (1 to 0) and
//! `p(j)` (0 to 1) changed: the 1 "handed over" to the blocking 1s and the
//! job continues from `p(j)`. Repeating until `j = d` costs
//! `sum (j - i) = d` swaps in all, and the net effect on the board is
//! exactly `s: 1 -> 0`, `t: 0 -> 1`. Every other cell, in particular every
//! other misplaced piece, is as before, so the pairs can be processed one
//! after another in any order, and the total is the cost of the pairing.

use crate::board::Cell;
use crate::rules::Move;

/// A board as a flat bitset: cell `r * cols + c` is bit `i % 64` of word `i / 64`.
pub struct FlatBits<'a> {
    /// The words of the bits, row-major.
    pub words: &'a mut [u64],
    /// Columns of the board.
    pub cols: usize,
}

impl FlatBits<'_> {
    #[inline]
    fn get(&self, (r, c): Cell) -> bool {
        let i = r * self.cols + c;
        self.words[i / 64] >> (i % 64) & 1 == 1
    }

    #[inline]
    fn flip(&mut self, (r, c): Cell) {
        let i = r * self.cols + c;
        self.words[i / 64] ^= 1 << (i % 64);
    }
}

/// Grid distance (Manhattan) between two cells.
#[inline]
pub fn manhattan(a: Cell, b: Cell) -> usize {
    a.0.abs_diff(b.0) + a.1.abs_diff(b.1)
}

/// The `m`-th cell of the L-shaped shortest path from `from` to `to`
/// (vertical leg first), `0 <= m <= manhattan(from, to)`.
#[inline]
fn l_path_cell(from: Cell, to: Cell, m: usize) -> Cell {
    let vertical = from.0.abs_diff(to.0);
    if m <= vertical {
        let r = if to.0 >= from.0 { from.0 + m } else { from.0 - m };
        (r, from.1)
    } else {
        let h = m - vertical;
        let c = if to.1 >= from.1 { from.1 + h } else { from.1 - h };
        (to.0, c)
    }
}

/// Appends to `moves` exactly `manhattan(from, to)` swaps that turn the 1 at
/// `from` into a 0 and the 0 at `to` into a 1, leaving every other cell of
/// `board` as it was (see the module docs), and applies them to `board`.
///
/// # Panics
/// If `from` does not hold a 1 or `to` does not hold a 0 (a caller bug).
pub fn carry(board: &mut FlatBits<'_>, from: Cell, to: Cell, moves: &mut Vec<Move>) {
    carry_each(board, from, to, &mut |a, b| moves.push(Move::Swap(a, b)));
}

/// [`carry`], handing each swap to `swap` (its first cell first in row-major
/// order) rather than collecting them: a judge writes them as they come.
///
/// # Panics
/// If `from` does not hold a 1 or `to` does not hold a 0 (a caller bug).
pub(crate) fn carry_each(board: &mut FlatBits<'_>, from: Cell, to: Cell, swap: &mut impl FnMut(Cell, Cell)) {
    assert!(
        board.get(from) && !board.get(to),
        "carry needs a 1 at {from:?} and a 0 at {to:?}"
    );
    let distance = manhattan(from, to);
    let cell = |m| l_path_cell(from, to, m);
    let mut i = 0;
    while i < distance {
        let mut j = i + 1;
        while board.get(cell(j)) {
            j += 1;
        }
        // p(i..j) hold 1s and p(j) a 0: walk the 0 back to p(i).
        for m in (i..j).rev() {
            let (a, b) = (cell(m), cell(m + 1));
            board.flip(a);
            board.flip(b);
            if a < b {
                swap(a, b);
            } else {
                swap(b, a);
            }
        }
        i = j;
    }
}

/// The swaps that carry each `(from, to)` pair in turn, applied to `board`.
/// Their number is the sum of the pairs' distances.
pub fn sequence(board: &mut FlatBits<'_>, pairs: impl IntoIterator<Item = (Cell, Cell)>, total: usize) -> Vec<Move> {
    let mut moves = Vec::with_capacity(total);
    for (from, to) in pairs {
        carry(board, from, to, &mut moves);
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Board, Puzzle};

    fn flat(board: &Board) -> Vec<u64> {
        let mut words = vec![0u64; board.cells().div_ceil(64)];
        for (r, c) in board.ones_positions() {
            let i = r * board.cols() + c;
            words[i / 64] |= 1 << (i % 64);
        }
        words
    }

    #[test]
    fn a_blocked_piece_hands_over_and_the_cost_is_the_distance() {
        // 1 at (0,0) must reach (2,3); the path is full of other 1s.
        let start = Board::parse("1000\n1000\n0110").unwrap();
        let mut expected = start.clone();
        expected.set((0, 0), false);
        expected.set((2, 3), true);
        let mut words = flat(&start);
        let mut moves = Vec::new();
        carry(
            &mut FlatBits {
                words: &mut words,
                cols: 4,
            },
            (0, 0),
            (2, 3),
            &mut moves,
        );
        assert_eq!(moves.len(), 5);
        let puzzle = Puzzle::swap(expected.clone());
        assert_eq!(puzzle.replay(&start, &moves).unwrap(), expected);
        assert_eq!(words, flat(&expected));
    }

    #[test]
    fn every_path_shape_on_a_small_board_leaves_other_cells_alone() {
        let (rows, cols) = (3usize, 3usize);
        for state in 0u64..512 {
            let start = Board::from_small(rows, cols, state);
            for from in start.ones_positions().collect::<Vec<_>>() {
                for r in 0..rows {
                    for c in 0..cols {
                        if start.get((r, c)) {
                            continue;
                        }
                        let mut expected = start.clone();
                        expected.set(from, false);
                        expected.set((r, c), true);
                        let mut words = flat(&start);
                        let mut moves = Vec::new();
                        carry(
                            &mut FlatBits {
                                words: &mut words,
                                cols,
                            },
                            from,
                            (r, c),
                            &mut moves,
                        );
                        assert_eq!(moves.len(), manhattan(from, (r, c)));
                        let puzzle = Puzzle::swap(expected.clone());
                        assert_eq!(puzzle.replay(&start, &moves).unwrap(), expected);
                    }
                }
            }
        }
    }
}
