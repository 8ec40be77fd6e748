//! [`SmallPuzzle`]: the one-word form of a puzzle of at most 64 cells, on
//! which the classic searches run.
//!
//! A state is the board's state number (see [`Board::to_small`]). Every move
//! is an XOR mask: a press flips its stencil; a swap flips both of its cells
//! when they differ and does nothing when they are equal. Every move is its
//! own inverse, which the searches rely on: applying the move that led to a
//! state gives back its parent, so storing the move alone is a parent link.

use crate::board::{Board, small_bit};
use crate::rules::{Move, MoveRule, Puzzle};

/// A puzzle of at most 64 cells with its moves precomputed as masks.
#[derive(Clone, Debug)]
pub struct SmallPuzzle {
    /// Rows of the board.
    pub rows: usize,
    /// Columns of the board.
    pub cols: usize,
    /// The moves, in [`Puzzle::all_moves`] order.
    pub moves: Vec<Move>,
    masks: Vec<u64>,
    swap: bool,
    /// The goal states.
    pub goals: Vec<u64>,
}

impl SmallPuzzle {
    /// The one-word form of `puzzle`, or `None` if it has more than 64 cells.
    pub fn new(puzzle: &Puzzle) -> Option<SmallPuzzle> {
        let n = puzzle.cells();
        if n > 64 || n == 0 {
            return None;
        }
        let bit = |(r, c): (usize, usize)| small_bit(n, r * puzzle.cols + c);
        let moves = puzzle.all_moves();
        let masks = moves
            .iter()
            .map(|mv| match *mv {
                Move::Press(cell) => puzzle.toggled_cells(cell).into_iter().map(bit).fold(0, |m, b| m | b),
                Move::Swap(a, b) => bit(a) | bit(b),
            })
            .collect();
        let mut goals: Vec<u64> = puzzle.goal_boards().iter().filter_map(Board::to_small).collect();
        goals.dedup();
        Some(SmallPuzzle {
            rows: puzzle.rows,
            cols: puzzle.cols,
            moves,
            masks,
            swap: matches!(puzzle.rule, MoveRule::Swap),
            goals,
        })
    }

    /// Number of cells.
    pub fn cells(&self) -> usize {
        self.rows * self.cols
    }

    /// Number of moves.
    pub fn move_count(&self) -> usize {
        self.masks.len()
    }

    /// The cells move `i` changes, as a mask (for a swap: both cells).
    pub fn mask(&self, i: usize) -> u64 {
        self.masks[i]
    }

    /// Whether this is a swap puzzle.
    pub fn is_swap(&self) -> bool {
        self.swap
    }

    /// The state after move `i`. A swap of two equal cells leaves it unchanged.
    #[inline]
    pub fn apply(&self, state: u64, i: usize) -> u64 {
        let mask = self.masks[i];
        if self.swap && (state & mask).count_ones() != 1 {
            state
        } else {
            state ^ mask
        }
    }

    /// Whether `state` is a goal.
    #[inline]
    pub fn is_goal(&self, state: u64) -> bool {
        self.goals.contains(&state)
    }

    /// The moves that change `state`, with the states they lead to.
    #[inline]
    pub fn successors(&self, state: u64) -> impl Iterator<Item = (usize, u64)> + '_ {
        (0..self.masks.len())
            .map(move |i| (i, self.apply(state, i)))
            .filter(move |&(_, next)| next != state)
    }

    /// Whether the state space (all `2^cells` boards) is small enough for a
    /// dense array indexed by state.
    pub fn dense(&self) -> bool {
        self.cells() <= DENSE_INDEX_MAX_CELLS
    }
}

/// Largest board for which searches use arrays indexed by state (2^25 bytes).
pub const DENSE_INDEX_MAX_CELLS: usize = 25;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_match_the_board_model() {
        let p = Puzzle::flip_game(4, 4);
        let s = SmallPuzzle::new(&p).unwrap();
        for (i, mv) in s.moves.iter().enumerate() {
            for state in [0u64, 61666, 0xFFFF, 0x1234] {
                let board = Board::from_small(4, 4, state);
                let after = p.replay(&board, &[*mv]).unwrap();
                assert_eq!(after.to_small(), Some(s.apply(state, i)));
            }
        }
    }

    #[test]
    fn swap_of_equal_cells_is_a_no_op() {
        let s = SmallPuzzle::new(&Puzzle::swap(Board::zeros(2, 2))).unwrap();
        assert_eq!(s.apply(0b1100, 0), 0b1100);
        assert_eq!(s.apply(0b1000, 0), 0b0100);
        assert_eq!(s.successors(0).count(), 0);
    }
}
