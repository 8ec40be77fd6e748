//! Token boards: sliding puzzles (distinct numbered tiles and one blank) and
//! 骑士精神 (two colours of knights and one blank).
//!
//! A move trades the blank with the token on a cell the stencil reaches from
//! the blank (the 4 edge neighbours for sliding; the 8 knight moves for
//! knights). A move is a swap of two cells, so it is its own inverse, as the
//! generic searches require.
//!
//! State numbers: a board of distinct tokens is a permutation, numbered by its
//! Cantor expansion (Lehmer rank, [`cantor_rank`]) while `n!` fits in a word
//! (at most [`MAX_RANK_CELLS`] cells); a board of repeated tokens (knights) by
//! its rank among the arrangements of the same multiset ([`multiset_rank`]).
//!
//! Solvability of a sliding puzzle is decided by parity before any search
//! ([`slide_solvable`]): each move changes the permutation's parity and moves
//! the blank one cell; on a board of at least 2 x 2 exactly half of all
//! arrangements are reachable, those of the goal's parity class.

//!
//! This module is the boards and their arithmetic, with no search in it:
//! [`board`] reads and writes token boards, [`rank`] numbers arrangements;
//! the boards as a state space for the searches, and their lower bounds,
//! are [`crate::solvers::search::tokens`].

pub mod board;
pub mod rank;

pub use board::*;
pub use rank::*;

/// Number of pairs of non-blank tokens (blank = 0) out of order.
///
/// ```
/// assert_eq!(gridsolve_core::slide::inversions(&[1, 2, 3, 8, 0, 4, 7, 6, 5]), 7);
/// ```
pub fn inversions(tokens: &[u8]) -> u64 {
    let tiles: Vec<u8> = tokens.iter().copied().filter(|&t| t != 0).collect();
    let mut count = 0u64;
    for i in 0..tiles.len() {
        for j in i + 1..tiles.len() {
            count += u64::from(tiles[i] > tiles[j]);
        }
    }
    count
}

/// The invariant a sliding move keeps, on a board `cols` wide with at least
/// two rows and columns: the parity of the tiles' inversions, plus for even
/// widths the blank's row (a vertical move jumps a tile over `cols - 1`
/// others, which for even `cols` flips the inversion parity as the blank
/// changes row).
///
/// ```
/// use gridsolve_core::slide::parity_class;
/// // The 8-puzzle's P1379 goal and its one-swap neighbour differ.
/// assert_ne!(parity_class(&[1, 2, 3, 8, 0, 4, 7, 6, 5], 3), parity_class(&[2, 1, 3, 8, 0, 4, 7, 6, 5], 3));
/// ```
pub fn parity_class(tokens: &[u8], cols: usize) -> bool {
    let blank_row = tokens.iter().position(|&t| t == 0).map_or(0, |i| i / cols);
    let mut parity = inversions(tokens) % 2 == 1;
    if cols % 2 == 0 {
        parity ^= blank_row % 2 == 1;
    }
    parity
}

/// Whether a sliding puzzle can reach `goal` from `start` (both row-major,
/// `rows x cols`, the same distinct tokens, 0 the blank), decided without a
/// search: on one row or one column the tiles can never pass each other, so
/// their order must already agree; otherwise the parity classes must agree.
///
/// ```
/// use gridsolve_core::slide::slide_solvable;
/// let goal = [1, 2, 3, 4, 5, 6, 7, 8, 0];
/// assert!(slide_solvable(3, 3, &[1, 2, 3, 4, 5, 6, 7, 0, 8], &goal));
/// assert!(!slide_solvable(3, 3, &[2, 1, 3, 4, 5, 6, 7, 8, 0], &goal));
/// ```
pub fn slide_solvable(rows: usize, cols: usize, start: &[u8], goal: &[u8]) -> bool {
    if rows == 1 || cols == 1 {
        let tiles = |b: &[u8]| b.iter().copied().filter(|&t| t != 0).collect::<Vec<u8>>();
        return tiles(start) == tiles(goal);
    }
    parity_class(start, cols) == parity_class(goal, cols)
}

/// Why `start` cannot reach `goal` by `rule`'s moves, decided from the
/// boards alone, before any puzzle is packed: for sliding boards other tiles
/// or the parity rule, true at any size, even past what a search can hold.
/// Knight boards are decided by [`TokenPuzzle::check_solvable`](crate::solvers::search::tokens::TokenPuzzle::check_solvable).
pub(crate) fn tokens_unsolvable(rule: TokenRule, start: &TokenBoard, goal: &TokenBoard) -> Option<crate::locale::Text> {
    if rule != TokenRule::Slide {
        return None;
    }
    let sorted = |cells: &[u8]| {
        let mut v = cells.to_vec();
        v.sort_unstable();
        v
    };
    if sorted(&start.cells) != sorted(&goal.cells) {
        return Some(crate::tr!("unsolvable-other-tiles"));
    }
    sliding_unsolvable(start.rows, start.cols, &start.cells, &goal.cells)
}

/// Why a sliding board cannot reach `goal`, in words, or `None` when it can
/// ([`slide_solvable`]).
pub(crate) fn sliding_unsolvable(rows: usize, cols: usize, start: &[u8], goal: &[u8]) -> Option<crate::locale::Text> {
    use crate::tr;
    if slide_solvable(rows, cols, start, goal) {
        None
    } else if rows == 1 || cols == 1 {
        Some(tr!("unsolvable-one-line"))
    } else if cols % 2 == 1 {
        Some(tr!("unsolvable-parity"))
    } else {
        Some(tr!("unsolvable-parity-blank-row"))
    }
}

/// How the blank moves: to an edge neighbour (sliding puzzles) or a knight's
/// move away (骑士精神).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TokenRule {
    /// The blank trades with one of its 4 edge neighbours.
    Slide,
    /// The blank trades with a token a knight's move away.
    Knight,
}

impl TokenRule {
    /// The `(row, column)` offsets from the blank to the token it trades with.
    /// For sliding, in the order of the direction letters `u`, `d`, `l`, `r`.
    pub fn offsets(self) -> &'static [(isize, isize)] {
        match self {
            TokenRule::Slide => &[(-1, 0), (1, 0), (0, -1), (0, 1)],
            TokenRule::Knight => &[(-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1)],
        }
    }

    /// The word users give on the command line.
    pub fn name(self) -> &'static str {
        match self {
            TokenRule::Slide => "slide",
            TokenRule::Knight => "knight",
        }
    }
}

/// A knight's move in the one notation every output uses: the knight's
/// cell, then the blank's it jumps into, each `(row,column)` counted from 1.
///
/// ```
/// assert_eq!(gridsolve_core::slide::knight_jump_text((0, 4), (1, 2)), "(1,5)->(2,3)");
/// ```
pub fn knight_jump_text(knight: (usize, usize), blank: (usize, usize)) -> String {
    format!("({},{})->({},{})", knight.0 + 1, knight.1 + 1, blank.0 + 1, blank.1 + 1)
}

/// The direction letter (`u`/`d`/`l`/`r`, the way the blank moves) of a
/// sliding move from cell `from` to cell `to` on a board `cols` wide.
pub fn direction(from: usize, to: usize, cols: usize) -> Option<char> {
    let (fr, fc) = (from / cols, from % cols);
    let (tr, tc) = (to / cols, to % cols);
    match (tr as isize - fr as isize, tc as isize - fc as isize) {
        (-1, 0) => Some('u'),
        (1, 0) => Some('d'),
        (0, -1) => Some('l'),
        (0, 1) => Some('r'),
        _ => None,
    }
}

/// The direction letters of a sliding answer (moves as
/// [`crate::Move::Swap`] with the blank's cell first), or `None` if a move
/// is not a sliding one.
///
/// ```
/// use gridsolve_core::{slide::direction_letters, Move};
/// assert_eq!(direction_letters(&[Move::Swap((1, 1), (0, 1)), Move::Swap((0, 1), (0, 2))]).as_deref(), Some("ur"));
/// ```
pub fn direction_letters(moves: &[crate::Move]) -> Option<String> {
    moves
        .iter()
        .map(|mv| match *mv {
            crate::Move::Swap((r, c), (tr, tc)) => match (tr as isize - r as isize, tc as isize - c as isize) {
                (-1, 0) => Some('u'),
                (1, 0) => Some('d'),
                (0, -1) => Some('l'),
                (0, 1) => Some('r'),
                _ => None,
            },
            crate::Move::Press(_) => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use std::collections::{HashSet, VecDeque};

    /// Every arrangement reachable from `start` by sliding moves, by a plain BFS on vectors.
    fn reachable(rows: usize, cols: usize, start: &[u8]) -> HashSet<Vec<u8>> {
        let mut seen = HashSet::from([start.to_vec()]);
        let mut queue = VecDeque::from([start.to_vec()]);
        while let Some(b) = queue.pop_front() {
            let z = b.iter().position(|&t| t == 0).unwrap();
            let (r, c) = (z / cols, z % cols);
            let mut next = Vec::new();
            if r > 0 {
                next.push(z - cols);
            }
            if r + 1 < rows {
                next.push(z + cols);
            }
            if c > 0 {
                next.push(z - 1);
            }
            if c + 1 < cols {
                next.push(z + 1);
            }
            for t in next {
                let mut nb = b.clone();
                nb.swap(z, t);
                if seen.insert(nb.clone()) {
                    queue.push_back(nb);
                }
            }
        }
        seen
    }

    #[test]
    fn parity_decides_reachability_on_small_boards() {
        for (rows, cols) in [(1, 3), (1, 4), (2, 2), (2, 3), (3, 2), (3, 3)] {
            let n = rows * cols;
            let goal = TokenBoard::sliding_goal(rows, cols).cells;
            let reach = reachable(rows, cols, &goal);
            let mut solvable = 0;
            for rank in 0..factorial(n) {
                let board = cantor_unrank(rank, n);
                let by_parity = slide_solvable(rows, cols, &board, &goal);
                assert_eq!(by_parity, reach.contains(&board), "{rows}x{cols} {board:?}");
                solvable += u64::from(by_parity);
            }
            if rows > 1 && cols > 1 {
                assert_eq!(solvable, factorial(n) / 2, "{rows}x{cols}: half are solvable");
            } else {
                assert_eq!(solvable, n as u64, "{rows}x{cols}: only the blank moves");
            }
        }
    }

    #[test]
    fn cantor_rank_counts_the_permutations_before_it() {
        // Lexicographic order by brute force: the ranks of all permutations of
        // 0..5, taken in sorted order, are 0, 1, 2, ...
        let mut perms: Vec<Vec<u8>> = (0..factorial(5)).map(|r| cantor_unrank(r, 5)).collect();
        let sorted = {
            let mut s = perms.clone();
            s.sort();
            s
        };
        assert_eq!(perms, sorted);
        perms.dedup();
        assert_eq!(perms.len(), 120);
    }

    #[test]
    fn multiset_ranks_enumerate_arrangements_in_order() {
        let counts = [1usize, 3, 2];
        let total = arrangements(&counts).unwrap() as u64;
        assert_eq!(total, 60);
        let all: Vec<Vec<u8>> = (0..total).map(|r| multiset_unrank(r, &counts)).collect();
        let mut sorted = all.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(all, sorted);
        for (r, seq) in all.iter().enumerate() {
            assert_eq!(multiset_rank(seq, 3), r as u64);
        }
        // P2324's board: 12 + 12 knights and a blank.
        assert_eq!(arrangements(&[1, 12, 12]), Some(25 * 2_704_156));
    }

    #[test]
    fn bad_boards_are_named_precisely() {
        let e = |t: &str| TokenBoard::parse_sliding(t).unwrap_err().to_string();
        assert_eq!(
            e("1 2 3\n4 0\n"),
            "line 2: expected a row of 3 tiles like the first row, found 2"
        );
        assert_eq!(
            e("1 0 3\n4 0 5\n"),
            "line 2, column 3: a second blank (0); the first is at line 1, column 3; expected exactly one blank"
        );
        assert_eq!(
            e("1 2 3\n4 9 0\n"),
            "line 2, column 3: tile 9 is out of range: a 2x3 board holds the tiles 1..5 and 0 for the blank"
        );
        assert_eq!(
            e("1 2 x\n"),
            "line 1, column 5: expected a tile number (0 for the blank), found 'x'"
        );
        assert_eq!(
            e("\n \n"),
            "the board is empty: expected rows of tile numbers, 0 for the blank"
        );
        let k = |t: &str| TokenBoard::parse_knight(t).unwrap_err().to_string();
        assert_eq!(
            k("1*\n0x\n"),
            "line 2, column 2: expected '0', '1' or '*' (the blank), found 'x'"
        );
        assert_eq!(k("10\n01\n"), "the board has no blank '*'; expected exactly one");
        assert_eq!(
            k("1*\n*1\n"),
            "line 2, column 1: a second blank '*'; the first is at line 1, column 2; expected exactly one"
        );
        assert_eq!(TokenBoard::knight_goal().cells.iter().filter(|&&t| t == 1).count(), 12);
    }

    proptest! {
        #[test]
        fn cantor_rank_round_trips(n in 1usize..=20, seed in any::<u64>()) {
            let rank = seed % factorial(n);
            let perm = cantor_unrank(rank, n);
            prop_assert_eq!(cantor_rank(&perm), rank);
            let mut sorted = perm.clone();
            sorted.sort();
            prop_assert_eq!(sorted, (0..n as u8).collect::<Vec<u8>>());
        }

        #[test]
        fn multiset_rank_round_trips(blanks in 0usize..2, a in 0usize..13, b in 0usize..13, seed in any::<u64>()) {
            let counts = [blanks, a, b];
            let total = arrangements(&counts).unwrap();
            prop_assume!(total > 0);
            let rank = (seed as u128 % total) as u64;
            let seq = multiset_unrank(rank, &counts);
            prop_assert_eq!(seq.len(), blanks + a + b);
            prop_assert_eq!(multiset_rank(&seq, 3), rank);
        }
    }
}
