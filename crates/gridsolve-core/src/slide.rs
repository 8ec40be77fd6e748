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

use std::fmt;

use crate::solvers::heuristic::LowerBound;
use crate::solvers::space::StateSpace;

/// Most cells whose permutation rank fits in a `u64` (20! < 2^64 < 21!).
pub const MAX_RANK_CELLS: usize = 20;

/// Most cells a multiset rank handles (the arithmetic is in `u128`, and
/// 34! < 2^128); the rank itself must also fit in a `u64`.
pub const MAX_MULTISET_CELLS: usize = 32;

/// `n!` for `n <= 20`.
///
/// ```
/// assert_eq!(gridsolve_core::slide::factorial(9), 362_880);
/// ```
pub const fn factorial(n: usize) -> u64 {
    let mut f = 1u64;
    let mut i = 2;
    while i <= n {
        f *= i as u64;
        i += 1;
    }
    f
}

/// `n!` for `n <= 20`, as a table (the ranks look a factorial up per digit).
const FACTORIALS: [u64; MAX_RANK_CELLS + 1] = {
    let mut table = [1u64; MAX_RANK_CELLS + 1];
    let mut i = 1;
    while i <= MAX_RANK_CELLS {
        table[i] = table[i - 1] * i as u64;
        i += 1;
    }
    table
};

/// The Cantor expansion (康托展开) of a permutation of `0..n`: how many
/// permutations of `0..n` come before it in lexicographic order. `n <= 20`.
/// Values must be distinct and below `n`; anything else is a caller bug.
///
/// ```
/// use gridsolve_core::slide::cantor_rank;
/// assert_eq!(cantor_rank(&[0, 1, 2]), 0);
/// assert_eq!(cantor_rank(&[2, 1, 0]), 5);
/// assert_eq!(cantor_rank(&[1, 0, 2]), 2);
/// ```
#[inline]
pub fn cantor_rank(perm: &[u8]) -> u64 {
    let n = perm.len();
    debug_assert!(n <= MAX_RANK_CELLS);
    // Bit v of `unused` is set while value v has not appeared yet; the digit
    // at position i is the count of unused values below perm[i].
    let mut unused: u32 = if n >= 32 { u32::MAX } else { (1u32 << n) - 1 };
    let mut rank = 0u64;
    for (i, &v) in perm.iter().enumerate() {
        let below = (unused & ((1u32 << v) - 1)).count_ones() as u64;
        unused &= !(1u32 << v);
        rank += below * FACTORIALS[n - 1 - i];
    }
    rank
}

/// The inverse of [`cantor_rank`]: writes the permutation of `0..out.len()`
/// with rank `rank` into `out`. `rank < out.len()!`.
#[inline]
pub fn cantor_unrank_into(mut rank: u64, out: &mut [u8]) {
    let n = out.len();
    debug_assert!(n <= MAX_RANK_CELLS && rank < FACTORIALS[n]);
    let mut unused: u32 = if n >= 32 { u32::MAX } else { (1u32 << n) - 1 };
    for (i, slot) in out.iter_mut().enumerate() {
        let weight = FACTORIALS[n - 1 - i];
        let mut k = (rank / weight) as u32;
        rank %= weight;
        // The k-th (0-based) set bit of `unused`.
        let mut bits = unused;
        while k > 0 {
            bits &= bits - 1;
            k -= 1;
        }
        let v = bits.trailing_zeros();
        unused &= !(1u32 << v);
        *slot = v as u8;
    }
}

/// The permutation of `0..n` with Cantor rank `rank`.
///
/// ```
/// use gridsolve_core::slide::{cantor_rank, cantor_unrank};
/// assert_eq!(cantor_unrank(5, 3), vec![2, 1, 0]);
/// assert_eq!(cantor_rank(&cantor_unrank(123_456, 9)), 123_456);
/// ```
pub fn cantor_unrank(rank: u64, n: usize) -> Vec<u8> {
    let mut out = vec![0u8; n];
    cantor_unrank_into(rank, &mut out);
    out
}

/// The number of arrangements of a multiset with these counts, in `u128`
/// (`None` past [`MAX_MULTISET_CELLS`] items).
pub fn arrangements(counts: &[usize]) -> Option<u128> {
    let total: usize = counts.iter().sum();
    if total > MAX_MULTISET_CELLS {
        return None;
    }
    // Multiply in binomials, so every intermediate is itself a count.
    let mut result: u128 = 1;
    let mut placed = 0usize;
    for &c in counts {
        for k in 1..=c {
            placed += 1;
            result = result * placed as u128 / k as u128;
        }
    }
    Some(result)
}

/// The rank of `seq` among all arrangements of its own multiset of values, in
/// lexicographic order (for two colours and one blank: 骑士精神's boards).
/// Values must be below `alphabet`; `seq.len() <=` [`MAX_MULTISET_CELLS`].
///
/// ```
/// use gridsolve_core::slide::multiset_rank;
/// // The arrangements of {0, 1, 1} in order: 011, 101, 110.
/// assert_eq!(multiset_rank(&[0, 1, 1], 2), 0);
/// assert_eq!(multiset_rank(&[1, 1, 0], 2), 2);
/// ```
pub fn multiset_rank(seq: &[u8], alphabet: usize) -> u64 {
    let mut counts = vec![0usize; alphabet];
    for &v in seq {
        counts[v as usize] += 1;
    }
    let mut rank: u128 = 0;
    for &v in seq {
        for smaller in 0..v as usize {
            if counts[smaller] > 0 {
                counts[smaller] -= 1;
                rank += arrangements(&counts).expect("at most MAX_MULTISET_CELLS");
                counts[smaller] += 1;
            }
        }
        counts[v as usize] -= 1;
    }
    u64::try_from(rank).expect("the multiset's arrangements fit in a u64")
}

/// The inverse of [`multiset_rank`]: the arrangement of the multiset with
/// `counts[v]` copies of each value `v` that has rank `rank`.
///
/// ```
/// use gridsolve_core::slide::{multiset_rank, multiset_unrank};
/// assert_eq!(multiset_unrank(1, &[1, 2]), vec![1, 0, 1]);
/// let board = [2, 1, 0, 1, 2, 2, 1];
/// assert_eq!(multiset_unrank(multiset_rank(&board, 3), &[1, 3, 3]), board);
/// ```
pub fn multiset_unrank(mut rank: u64, counts: &[usize]) -> Vec<u8> {
    let mut counts = counts.to_vec();
    let total: usize = counts.iter().sum();
    let mut out = Vec::with_capacity(total);
    for _ in 0..total {
        for v in 0..counts.len() {
            if counts[v] == 0 {
                continue;
            }
            counts[v] -= 1;
            let block = arrangements(&counts).expect("at most MAX_MULTISET_CELLS");
            if (rank as u128) < block {
                out.push(v as u8);
                break;
            }
            rank -= block as u64;
            counts[v] += 1;
        }
    }
    out
}

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
/// Knight boards are decided by [`SlidePuzzle::check_solvable`].
pub fn tokens_unsolvable(rule: SlideRule, start: &TokenBoard, goal: &TokenBoard) -> Option<String> {
    if rule != SlideRule::Slide {
        return None;
    }
    let sorted = |cells: &[u8]| {
        let mut v = cells.to_vec();
        v.sort_unstable();
        v
    };
    if sorted(&start.cells) != sorted(&goal.cells) {
        return Some("the board's tiles are not the goal's tiles".to_string());
    }
    sliding_unsolvable(start.rows, start.cols, &start.cells, &goal.cells)
}

/// Why a sliding board cannot reach `goal`, in words, or `None` when it can
/// ([`slide_solvable`]).
pub fn sliding_unsolvable(rows: usize, cols: usize, start: &[u8], goal: &[u8]) -> Option<String> {
    if slide_solvable(rows, cols, start, goal) {
        None
    } else if rows == 1 || cols == 1 {
        Some(
            "on a single row or column the tiles can never pass each other, and their order differs from the goal's"
                .to_string(),
        )
    } else {
        let what = if cols % 2 == 1 {
            "the parity of the tiles' inversions"
        } else {
            "the parity of the tiles' inversions plus the blank's row"
        };
        Some(format!(
            "{what} differs from the goal's; every move keeps it, so exactly half of all boards, \
             this one not among them, can reach the goal"
        ))
    }
}

/// How the blank moves: to an edge neighbour (sliding puzzles) or a knight's
/// move away (骑士精神).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SlideRule {
    /// The blank trades with one of its 4 edge neighbours.
    Slide,
    /// The blank trades with a token a knight's move away.
    Knight,
}

impl SlideRule {
    /// The `(row, column)` offsets from the blank to the token it trades with.
    /// For sliding, in the order of the direction letters `u`, `d`, `l`, `r`.
    pub fn offsets(self) -> &'static [(isize, isize)] {
        match self {
            SlideRule::Slide => &[(-1, 0), (1, 0), (0, -1), (0, 1)],
            SlideRule::Knight => &[(-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1)],
        }
    }

    /// The word users give on the command line.
    pub fn name(self) -> &'static str {
        match self {
            SlideRule::Slide => "slide",
            SlideRule::Knight => "knight",
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

/// A board of tokens, row-major, 0 the blank. For sliding puzzles the tiles
/// are `1..cells`; for knights `1` is a knight written `1` and `2` a knight
/// written `0` in P2324's notation (`*` is the blank).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TokenBoard {
    pub rows: usize,
    pub cols: usize,
    pub cells: Vec<u8>,
}

/// Why a token board could not be read. Lines and columns are 1-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TokenBoardError {
    /// Where, when the problem is at one place.
    pub line: Option<usize>,
    pub column: Option<usize>,
    pub message: String,
    /// The board is larger than any solver here takes (a limit, not a
    /// mistake in the text: exit 4 on the command line, like every other
    /// puzzle too large).
    pub over_limit: bool,
}

impl fmt::Display for TokenBoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line, self.column) {
            (Some(l), Some(c)) => write!(f, "line {l}, column {c}: {}", self.message),
            (Some(l), None) => write!(f, "line {l}: {}", self.message),
            _ => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for TokenBoardError {}

/// Adds a row read from line `line_no` to `rows`: an empty row (a blank
/// line) is skipped, and every row must be as long as the first (`what` it
/// holds: "tiles" or "cells").
fn push_row<T>(rows: &mut Vec<Vec<T>>, row: Vec<T>, line_no: usize, what: &str) -> Result<(), TokenBoardError> {
    if row.is_empty() {
        return Ok(());
    }
    if let Some(first) = rows.first() {
        if row.len() != first.len() {
            return Err(TokenBoardError {
                line: Some(line_no),
                column: None,
                message: format!(
                    "expected a row of {} {what} like the first row, found {}",
                    first.len(),
                    row.len()
                ),
                over_limit: false,
            });
        }
    }
    rows.push(row);
    Ok(())
}

/// The rows and columns of the rows read, or the empty board's error
/// (`expected`: what a board holds).
fn shape_of<T>(rows: &[Vec<T>], expected: &str) -> Result<(usize, usize), TokenBoardError> {
    match rows.first() {
        Some(first) => Ok((rows.len(), first.len())),
        None => Err(TokenBoardError {
            line: None,
            column: None,
            message: format!("the board is empty: expected {expected}"),
            over_limit: false,
        }),
    }
}

fn error_at(line: usize, column: usize, message: String) -> TokenBoardError {
    TokenBoardError {
        line: Some(line),
        column: Some(column),
        message,
        over_limit: false,
    }
}

/// Most cells a token board may have: tokens are bytes, and the searches
/// pack a state into one word.
pub const MAX_TOKEN_CELLS: usize = 255;

impl TokenBoard {
    /// The default sliding goal: `1, 2, ..., cells - 1` row-major, blank last.
    ///
    /// ```
    /// let goal = gridsolve_core::slide::TokenBoard::sliding_goal(2, 2);
    /// assert_eq!(goal.cells, vec![1, 2, 3, 0]);
    /// ```
    pub fn sliding_goal(rows: usize, cols: usize) -> TokenBoard {
        let n = rows * cols;
        let mut cells: Vec<u8> = (1..n).map(|t| t as u8).collect();
        cells.push(0);
        TokenBoard { rows, cols, cells }
    }

    /// P2324's knight goal on 5 x 5 (`11111/01111/00*11/00001/00000`).
    pub fn knight_goal() -> TokenBoard {
        TokenBoard::parse_knight("11111\n01111\n00*11\n00001\n00000\n").expect("a valid board")
    }

    /// Where the blank is (row-major index).
    pub fn blank(&self) -> usize {
        self.cells.iter().position(|&t| t == 0).unwrap_or(0)
    }

    /// Reads a sliding board: rows of whitespace-separated numbers, one row
    /// per line (blank lines skipped), 0 the blank; every tile `1..cells`
    /// exactly once.
    ///
    /// ```
    /// use gridsolve_core::slide::TokenBoard;
    /// let b = TokenBoard::parse_sliding("1 2 3\n4 0 5\n").unwrap();
    /// assert_eq!((b.rows, b.cols, b.blank()), (2, 3, 4));
    /// let e = TokenBoard::parse_sliding("1 2 3\n4 2 0\n").unwrap_err();
    /// assert_eq!(e.to_string(), "line 2, column 3: tile 2 appears twice (first at line 1, column 3); expected each of 0..5 once");
    /// ```
    pub fn parse_sliding(text: &str) -> Result<TokenBoard, TokenBoardError> {
        // (value, line, column) of every token, row by row.
        let mut rows: Vec<Vec<(u64, usize, usize)>> = Vec::new();
        for (line_index, line) in text.lines().enumerate() {
            let line_no = line_index + 1;
            let mut row = Vec::new();
            let mut chars = line.char_indices().peekable();
            let mut column = 0usize;
            while let Some(&(_, ch)) = chars.peek() {
                if ch.is_whitespace() || ch == '\u{feff}' {
                    chars.next();
                    column += 1;
                    continue;
                }
                let start_column = column + 1;
                let mut word = String::new();
                while let Some(&(_, ch)) = chars.peek() {
                    if ch.is_whitespace() {
                        break;
                    }
                    word.push(ch);
                    chars.next();
                    column += 1;
                }
                if !word.chars().all(|c| c.is_ascii_digit()) {
                    return Err(error_at(
                        line_no,
                        start_column,
                        format!("expected a tile number (0 for the blank), found '{word}'"),
                    ));
                }
                let value = word.parse::<u64>().unwrap_or(u64::MAX);
                row.push((value, line_no, start_column));
            }
            push_row(&mut rows, row, line_no, "tiles")?;
        }
        let (r, c) = shape_of(&rows, "rows of tile numbers, 0 for the blank")?;
        let n = r * c;
        if n > MAX_TOKEN_CELLS {
            return Err(TokenBoardError {
                line: None,
                column: None,
                message: format!("the board has {n} cells; at most {MAX_TOKEN_CELLS} are supported"),
                over_limit: true,
            });
        }
        let mut seen: Vec<Option<(usize, usize)>> = vec![None; n];
        let mut cells = Vec::with_capacity(n);
        for &(value, line, column) in rows.iter().flatten() {
            if value >= n as u64 {
                return Err(error_at(
                    line,
                    column,
                    format!(
                        "tile {} is out of range: a {r}x{c} board holds the tiles 1..{} and 0 for the blank",
                        if value == u64::MAX {
                            "number".to_string()
                        } else {
                            value.to_string()
                        },
                        n - 1
                    ),
                ));
            }
            if let Some((l, col)) = seen[value as usize] {
                let what = if value == 0 {
                    format!("a second blank (0); the first is at line {l}, column {col}; expected exactly one blank")
                } else {
                    format!(
                        "tile {value} appears twice (first at line {l}, column {col}); expected each of 0..{} once",
                        n - 1
                    )
                };
                return Err(error_at(line, column, what));
            }
            seen[value as usize] = Some((line, column));
            cells.push(value as u8);
        }
        // n distinct values below n: every tile is present.
        Ok(TokenBoard {
            rows: r,
            cols: c,
            cells,
        })
    }

    /// Reads a knight board in P2324's notation: rows of the characters `1`
    /// (a knight of one colour), `0` (the other) and `*` (the blank),
    /// exactly one `*`. Spaces between characters are ignored.
    ///
    /// ```
    /// use gridsolve_core::slide::TokenBoard;
    /// let b = TokenBoard::parse_knight("1*\n01\n").unwrap();
    /// assert_eq!(b.cells, vec![1, 0, 2, 1]);
    /// assert_eq!(b.to_knight_text(), "1*\n01\n");
    /// ```
    pub fn parse_knight(text: &str) -> Result<TokenBoard, TokenBoardError> {
        let mut rows: Vec<Vec<u8>> = Vec::new();
        let mut blank: Option<(usize, usize)> = None;
        for (line_index, line) in text.lines().enumerate() {
            let line_no = line_index + 1;
            let mut row = Vec::new();
            for (col_index, ch) in line.chars().enumerate() {
                let column = col_index + 1;
                let token = match ch {
                    '*' => 0,
                    '1' => 1,
                    '0' => 2,
                    ' ' | '\t' | '\r' | '\u{feff}' => continue,
                    other => {
                        return Err(error_at(
                            line_no,
                            column,
                            format!(
                                "expected '0', '1' or '*' (the blank), found {}",
                                crate::text::describe_char(other)
                            ),
                        ))
                    }
                };
                if token == 0 {
                    if let Some((l, c)) = blank {
                        return Err(error_at(
                            line_no,
                            column,
                            format!("a second blank '*'; the first is at line {l}, column {c}; expected exactly one"),
                        ));
                    }
                    blank = Some((line_no, column));
                }
                row.push(token);
            }
            push_row(&mut rows, row, line_no, "cells")?;
        }
        let (r, c) = shape_of(&rows, "rows of '0', '1' and one '*'")?;
        if r * c > MAX_TOKEN_CELLS {
            return Err(TokenBoardError {
                line: None,
                column: None,
                message: format!("the board has {} cells; at most {MAX_TOKEN_CELLS} are supported", r * c),
                over_limit: true,
            });
        }
        if blank.is_none() {
            return Err(TokenBoardError {
                line: None,
                column: None,
                message: "the board has no blank '*'; expected exactly one".to_string(),
                over_limit: false,
            });
        }
        Ok(TokenBoard {
            rows: r,
            cols: c,
            cells: rows.concat(),
        })
    }

    /// The board in P2324's notation, one row per line.
    pub fn to_knight_text(&self) -> String {
        let mut out = String::with_capacity(self.cells.len() + self.rows);
        for row in self.cells.chunks(self.cols) {
            for &t in row {
                out.push(match t {
                    0 => '*',
                    1 => '1',
                    _ => '0',
                });
            }
            out.push('\n');
        }
        out
    }

    /// The board as rows of numbers, right-aligned, one row per line.
    pub fn to_sliding_text(&self) -> String {
        let width = (self.cells.len().saturating_sub(1)).to_string().len();
        let mut out = String::new();
        for row in self.cells.chunks(self.cols) {
            let words: Vec<String> = row.iter().map(|t| format!("{t:>width$}")).collect();
            out.push_str(&words.join(" "));
            out.push('\n');
        }
        out
    }
}

/// Binomial coefficients `C(n, k)` for `n, k <= 64`, row by row.
fn binomials() -> Vec<[u64; 65]> {
    let mut table = vec![[0u64; 65]; 65];
    for n in 0..65 {
        table[n][0] = 1;
        for k in 1..=n {
            table[n][k] = table[n - 1][k - 1].saturating_add(if k < n { table[n - 1][k] } else { 0 });
        }
    }
    table
}

/// Most cells of a sliding board the searches pack into one state (5 bits a
/// cell in a `u128`: the 24-puzzle).
pub const MAX_SLIDE_CELLS: usize = 25;

/// Most cells of a knight board the searches pack into one state (2 bits a cell).
pub const MAX_KNIGHT_CELLS: usize = 64;

/// Why a token puzzle cannot be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SlideSetupError(pub String);

impl fmt::Display for SlideSetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SlideSetupError {}

/// A sliding or knight puzzle with a fixed goal, as the generic searches
/// see it ([`StateSpace`]).
///
/// A state is the board packed into a `u128`, cell `i` in bits
/// `i * bits .. (i + 1) * bits` (4 bits a cell up to 16 cells, 5 up to 25,
/// 2 for knights), so that a move is two XORs and the blank is found with
/// one word-parallel test for a zero field. A move is an unordered pair of
/// cells the stencil joins; it applies when one of them is the blank, and
/// is its own inverse. The dense index: for sliding boards the blank's cell
/// and half the Cantor rank of the tiles (within one parity class, the
/// only one a search from any board ever meets), for knights the blank's
/// cell and the rank of the set of cells holding `1`.
#[derive(Clone, Debug)]
pub struct SlidePuzzle {
    pub rows: usize,
    pub cols: usize,
    pub rule: SlideRule,
    /// The moves: pairs of cells (row-major indices), smaller first.
    pub moves: Vec<(usize, usize)>,
    /// For the blank on each cell: (move index, the cell it trades with).
    neighbours: Vec<Vec<(u8, u8)>>,
    bits: u32,
    field: u128,
    /// 1 in the lowest bit of every field in use, and in the highest bit.
    lows: u128,
    highs: u128,
    goal: u128,
    goal_cells: Vec<u8>,
    /// Knights: the number of tokens `1`.
    ones: usize,
    /// Goal cell of each sliding tile, by tile.
    goal_cell_of: Vec<u8>,
    binomial: Vec<[u64; 65]>,
    dense: Option<usize>,
    /// The goal's [`parity_class`] (sliding boards).
    goal_parity: bool,
}

impl SlidePuzzle {
    /// The puzzle of reaching `goal` under `rule`. Sliding goals hold the
    /// tiles `1..cells` and one blank; knight goals `1`s, `2`s and one blank.
    pub fn new(rule: SlideRule, goal: &TokenBoard) -> Result<SlidePuzzle, SlideSetupError> {
        let (rows, cols) = (goal.rows, goal.cols);
        let n = rows * cols;
        let bits = match rule {
            SlideRule::Slide if n <= 16 => 4,
            SlideRule::Slide if n <= MAX_SLIDE_CELLS => 5,
            SlideRule::Slide => {
                return Err(SlideSetupError(format!(
                    "sliding boards of at most {MAX_SLIDE_CELLS} cells can be searched; this one has {n}"
                )))
            }
            SlideRule::Knight if n <= MAX_KNIGHT_CELLS => 2,
            SlideRule::Knight => {
                return Err(SlideSetupError(format!(
                    "knight boards of at most {MAX_KNIGHT_CELLS} cells can be searched; this one has {n}"
                )))
            }
        };
        if goal.cells.iter().filter(|&&t| t == 0).count() != 1 {
            return Err(SlideSetupError("the goal must have exactly one blank".to_string()));
        }
        let mut moves = Vec::new();
        let mut neighbours = vec![Vec::new(); n];
        for cell in 0..n {
            let (r, c) = ((cell / cols) as isize, (cell % cols) as isize);
            for &(dr, dc) in rule.offsets() {
                let (nr, nc) = (r + dr, c + dc);
                if nr < 0 || nc < 0 || nr >= rows as isize || nc >= cols as isize {
                    continue;
                }
                let other = nr as usize * cols + nc as usize;
                if other > cell {
                    moves.push((cell, other));
                }
            }
        }
        if moves.len() > crate::solvers::space::MAX_MOVES {
            return Err(SlideSetupError(format!(
                "the board has {} pairs of cells a move joins; the searches name at most {}",
                moves.len(),
                crate::solvers::space::MAX_MOVES
            )));
        }
        for (i, &(a, b)) in moves.iter().enumerate() {
            neighbours[a].push((i as u8, b as u8));
            neighbours[b].push((i as u8, a as u8));
        }
        // Sliding: keep the offsets' order (u, d, l, r) for each blank cell.
        for (cell, list) in neighbours.iter_mut().enumerate() {
            let order = |other: usize| {
                rule.offsets().iter().position(|&(dr, dc)| {
                    let (r, c) = ((cell / cols) as isize + dr, (cell % cols) as isize + dc);
                    r >= 0
                        && c >= 0
                        && (r as usize) < rows
                        && (c as usize) < cols
                        && r as usize * cols + c as usize == other
                })
            };
            list.sort_by_key(|&(_, other)| order(other as usize));
        }
        let (mut lows, mut highs) = (0u128, 0u128);
        for i in 0..n {
            lows |= 1u128 << (i as u32 * bits);
            highs |= 1u128 << (i as u32 * bits + bits - 1);
        }
        let mut goal_cell_of = vec![0u8; n];
        let mut dense = None;
        let mut ones = 0;
        match rule {
            SlideRule::Slide => {
                let mut seen = vec![false; n];
                for (cell, &t) in goal.cells.iter().enumerate() {
                    if t as usize >= n || seen[t as usize] {
                        return Err(SlideSetupError(format!(
                            "a sliding goal holds each of 0..{} once",
                            n - 1
                        )));
                    }
                    seen[t as usize] = true;
                    goal_cell_of[t as usize] = cell as u8;
                }
                if (2..=MAX_RANK_CELLS + 1).contains(&n) {
                    dense = Some(n * (factorial(n - 1) / 2) as usize).filter(|&s| s > 0);
                } else if n == 1 {
                    dense = Some(1);
                }
            }
            SlideRule::Knight => {
                if goal.cells.iter().any(|&t| t > 2) {
                    return Err(SlideSetupError(
                        "a knight goal holds only 1, 2 and one blank".to_string(),
                    ));
                }
                ones = goal.cells.iter().filter(|&&t| t == 1).count();
                let binom = binomials();
                let size = (n as u128) * u128::from(binom[n - 1][ones]);
                dense = usize::try_from(size).ok().filter(|_| n <= 62);
            }
        }
        let mut puzzle = SlidePuzzle {
            rows,
            cols,
            rule,
            moves,
            neighbours,
            bits,
            field: (1u128 << bits) - 1,
            lows,
            highs,
            goal: 0,
            goal_cells: goal.cells.clone(),
            ones,
            goal_cell_of,
            binomial: binomials(),
            dense,
            goal_parity: parity_class(&goal.cells, cols),
        };
        puzzle.goal = puzzle.pack(&goal.cells);
        Ok(puzzle)
    }

    /// Number of cells.
    pub fn cells(&self) -> usize {
        self.rows * self.cols
    }

    /// The goal board's tokens.
    pub fn goal_cells(&self) -> &[u8] {
        &self.goal_cells
    }

    /// The packed state of a board of this puzzle's size.
    pub fn pack(&self, cells: &[u8]) -> u128 {
        cells
            .iter()
            .enumerate()
            .fold(0u128, |x, (i, &t)| x | (u128::from(t) << (i as u32 * self.bits)))
    }

    /// The tokens of a packed state.
    pub fn unpack(&self, state: u128) -> Vec<u8> {
        (0..self.cells()).map(|i| self.token(state, i)).collect()
    }

    #[inline]
    fn token(&self, state: u128, cell: usize) -> u8 {
        ((state >> (cell as u32 * self.bits)) & self.field) as u8
    }

    /// The blank's cell: the lowest zero field (the borrow of the
    /// subtraction flags zero fields; only the lowest flag is exact, and the
    /// blank is the only zero field among the cells in use).
    #[inline]
    pub fn blank_of(&self, state: u128) -> usize {
        let flags = state.wrapping_sub(self.lows) & !state & self.highs;
        (flags.trailing_zeros() / self.bits) as usize
    }

    /// Whether `start` can reach the goal, when it can be told without a
    /// search, with the reason when not. Sliding: exactly, by parity (and
    /// tile order on one row or column). Knights: the tokens must be the
    /// goal's, and a token on a cell the blank can never reach (another
    /// component of the knight's-move graph) can never move, so it must
    /// already be where the goal has it; a search decides the rest.
    pub fn check_solvable(&self, start: &[u8]) -> Result<(), String> {
        let n = self.cells();
        match self.rule {
            SlideRule::Slide => match sliding_unsolvable(self.rows, self.cols, start, &self.goal_cells) {
                Some(reason) => Err(reason),
                None => Ok(()),
            },
            SlideRule::Knight => {
                let count = |b: &[u8], t: u8| b.iter().filter(|&&x| x == t).count();
                for (t, name) in [(1u8, "'1'"), (2u8, "'0'")] {
                    if count(start, t) != count(&self.goal_cells, t) {
                        return Err(format!(
                            "the board has {} knights {name} but the goal has {}",
                            count(start, t),
                            count(&self.goal_cells, t)
                        ));
                    }
                }
                // The cells the blank can ever visit: its component.
                let blank = start.iter().position(|&t| t == 0).unwrap_or(0);
                let mut reach = vec![false; n];
                let mut stack = vec![blank];
                reach[blank] = true;
                while let Some(c) = stack.pop() {
                    for &(_, o) in &self.neighbours[c] {
                        if !reach[o as usize] {
                            reach[o as usize] = true;
                            stack.push(o as usize);
                        }
                    }
                }
                for cell in 0..n {
                    if !reach[cell] && start[cell] != self.goal_cells[cell] {
                        return Err(format!(
                            "the knight on row {}, column {} can never move (no knight's path leads the blank there), and the goal wants another token there",
                            cell / self.cols + 1,
                            cell % self.cols + 1
                        ));
                    }
                }
                Ok(())
            }
        }
    }

    /// The direction letters (`u`/`d`/`l`/`r`: where the blank goes) of a
    /// path of sliding moves from `start`, or `None` for knights.
    pub fn path_letters(&self, start: &[u8], path: &[usize]) -> Option<String> {
        if self.rule != SlideRule::Slide {
            return None;
        }
        let mut blank = start.iter().position(|&t| t == 0)?;
        let mut letters = String::with_capacity(path.len());
        for &mv in path {
            let (a, b) = self.moves[mv];
            let to = if a == blank { b } else { a };
            letters.push(direction(blank, to, self.cols)?);
            blank = to;
        }
        Some(letters)
    }

    /// The moves of a path as [`crate::Move::Swap`]s, the blank's cell first.
    pub fn path_moves(&self, start: &[u8], path: &[usize]) -> Vec<crate::Move> {
        let mut blank = start.iter().position(|&t| t == 0).unwrap_or(0);
        let at = |i: usize| (i / self.cols, i % self.cols);
        path.iter()
            .map(|&mv| {
                let (a, b) = self.moves[mv];
                let to = if a == blank { b } else { a };
                let m = crate::Move::Swap(at(blank), at(to));
                blank = to;
                m
            })
            .collect()
    }

    /// Replays `letters` (`u`/`d`/`l`/`r`) on a sliding board; `None` at
    /// a letter that would take the blank off the board or is not a direction.
    pub fn replay_letters(&self, start: &[u8], letters: &str) -> Option<Vec<u8>> {
        let mut board = start.to_vec();
        let mut blank = board.iter().position(|&t| t == 0)?;
        for ch in letters.chars() {
            let (r, c) = (blank / self.cols, blank % self.cols);
            let to = match ch {
                'u' if r > 0 => blank - self.cols,
                'd' if r + 1 < self.rows => blank + self.cols,
                'l' if c > 0 => blank - 1,
                'r' if c + 1 < self.cols => blank + 1,
                _ => return None,
            };
            board.swap(blank, to);
            blank = to;
        }
        Some(board)
    }
}

impl StateSpace for SlidePuzzle {
    type State = u128;

    #[inline]
    fn move_count(&self) -> usize {
        self.moves.len()
    }

    #[inline]
    fn apply(&self, state: u128, mv: usize) -> u128 {
        let (a, b) = self.moves[mv];
        let (sa, sb) = (a as u32 * self.bits, b as u32 * self.bits);
        let diff = ((state >> sa) ^ (state >> sb)) & self.field;
        state ^ (diff << sa) ^ (diff << sb)
    }

    #[inline]
    fn successors(&self, state: u128) -> impl Iterator<Item = (usize, u128)> + '_ {
        let blank = self.blank_of(state);
        let shift = blank as u32 * self.bits;
        self.neighbours[blank].iter().map(move |&(mv, other)| {
            let token = (state >> (u32::from(other) * self.bits)) & self.field;
            (
                mv as usize,
                state ^ (token << (u32::from(other) * self.bits)) ^ (token << shift),
            )
        })
    }

    #[inline]
    fn is_goal(&self, state: u128) -> bool {
        state == self.goal
    }

    fn goals(&self) -> Vec<u128> {
        vec![self.goal]
    }

    fn dense_size(&self) -> Option<usize> {
        self.dense
    }

    #[inline]
    fn index(&self, state: u128) -> usize {
        let n = self.cells();
        let blank = self.blank_of(state);
        match self.rule {
            SlideRule::Slide => {
                let mut tiles = [0u8; MAX_RANK_CELLS + 1];
                let mut k = 0;
                for cell in 0..n {
                    let t = self.token(state, cell);
                    if t != 0 {
                        tiles[k] = t - 1;
                        k += 1;
                    }
                }
                let half = FACTORIALS[n - 1] / 2;
                (blank as u64 * half.max(1) + cantor_rank(&tiles[..k]) / 2) as usize
            }
            SlideRule::Knight => {
                // Combinatorial number system over the non-blank cells.
                let mut rank = 0u64;
                let (mut seen_ones, mut position) = (0usize, 0usize);
                for cell in 0..n {
                    match self.token(state, cell) {
                        0 => continue,
                        1 => {
                            seen_ones += 1;
                            rank += self.binomial[position][seen_ones];
                        }
                        _ => {}
                    }
                    position += 1;
                }
                (blank as u64 * self.binomial[n - 1][self.ones] + rank) as usize
            }
        }
    }

    fn state_at(&self, index: usize) -> Option<u128> {
        let size = self.dense?;
        if index >= size {
            return None;
        }
        let n = self.cells();
        let mut cells = vec![0u8; n];
        match self.rule {
            SlideRule::Slide => {
                let half = (FACTORIALS[n - 1] / 2).max(1) as usize;
                let blank = index / half;
                let tiles = n - 1;
                // Lehmer digits of the even rank 2 * (index % half); the
                // inversions' parity is the digits' sum's, and the odd rank
                // after it differs only in the next-to-last digit (0 -> 1),
                // which flips that parity: take it when the goal's class
                // needs the other parity.
                let mut rank = (index % half) as u64 * 2;
                let mut digits = [0u8; MAX_RANK_CELLS + 1];
                let mut sum = 0u32;
                for (i, digit) in digits.iter_mut().enumerate().take(tiles) {
                    let weight = FACTORIALS[tiles - 1 - i];
                    *digit = (rank / weight) as u8;
                    rank %= weight;
                    sum += u32::from(*digit);
                }
                let mut parity = sum % 2 == 1;
                if self.cols % 2 == 0 {
                    parity ^= (blank / self.cols) % 2 == 1;
                }
                if parity != self.goal_parity && tiles >= 2 {
                    digits[tiles - 2] = 1;
                }
                let mut unused: u32 = (1u32 << tiles) - 1;
                let mut state = 0u128;
                let mut digit = digits.iter();
                for cell in 0..n {
                    if cell == blank {
                        continue;
                    }
                    let mut k = *digit.next()?;
                    let mut bits = unused;
                    while k > 0 {
                        bits &= bits - 1;
                        k -= 1;
                    }
                    let v = bits.trailing_zeros();
                    unused &= !(1u32 << v);
                    state |= u128::from(v + 1) << (cell as u32 * self.bits);
                }
                Some(state)
            }
            SlideRule::Knight => {
                let per_blank = self.binomial[n - 1][self.ones] as usize;
                let blank = index / per_blank;
                let mut rank = (index % per_blank) as u64;
                // Largest positions first (combinatorial number system).
                let mut ones_at = vec![false; n.saturating_sub(1)];
                let mut k = self.ones;
                let mut position = n - 1;
                while k > 0 {
                    position -= 1;
                    while self.binomial[position][k] > rank {
                        position -= 1;
                    }
                    rank -= self.binomial[position][k];
                    ones_at[position] = true;
                    k -= 1;
                }
                let mut position = 0;
                for (cell, slot) in cells.iter_mut().enumerate() {
                    if cell == blank {
                        *slot = 0;
                    } else {
                        *slot = if ones_at[position] { 1 } else { 2 };
                        position += 1;
                    }
                }
                Some(self.pack(&cells))
            }
        }
    }

    #[inline]
    fn state_number(&self, state: u128) -> u64 {
        state as u64
    }
}

/// The sliding lower bound: every tile's Manhattan distance to its goal cell,
/// plus linear conflicts (two tiles in their goal row, or column, in the
/// wrong order: one must leave the line and come back, 2 more moves; per
/// line, twice the fewest tiles whose removal leaves the rest in order).
/// Admissible: a move shifts one tile by one cell.
pub struct ManhattanConflict<'a> {
    puzzle: &'a SlidePuzzle,
}

impl<'a> ManhattanConflict<'a> {
    /// The bound for a sliding `puzzle`.
    pub fn new(puzzle: &'a SlidePuzzle) -> ManhattanConflict<'a> {
        ManhattanConflict { puzzle }
    }
}

/// Fewest items to drop from `seq` so that the rest increases.
fn removals_to_order(seq: &[u8]) -> u32 {
    // Longest increasing subsequence, quadratic: lines are at most 25 long.
    let mut best = [0u8; MAX_SLIDE_CELLS];
    let mut longest = 0u8;
    for i in 0..seq.len() {
        best[i] = 1;
        for j in 0..i {
            if seq[j] < seq[i] && best[j] + 1 > best[i] {
                best[i] = best[j] + 1;
            }
        }
        longest = longest.max(best[i]);
    }
    seq.len() as u32 - u32::from(longest)
}

impl LowerBound<SlidePuzzle> for ManhattanConflict<'_> {
    fn estimate(&self, state: u128) -> Option<u32> {
        let p = self.puzzle;
        let (rows, cols) = (p.rows, p.cols);
        let mut total = 0u32;
        // Goal columns of the tiles in each row that belong to that row, in
        // order; the same for columns.
        let mut row_lines: [[u8; MAX_SLIDE_CELLS]; MAX_SLIDE_CELLS] = [[0; MAX_SLIDE_CELLS]; MAX_SLIDE_CELLS];
        let mut row_len = [0usize; MAX_SLIDE_CELLS];
        let mut col_lines: [[u8; MAX_SLIDE_CELLS]; MAX_SLIDE_CELLS] = [[0; MAX_SLIDE_CELLS]; MAX_SLIDE_CELLS];
        let mut col_len = [0usize; MAX_SLIDE_CELLS];
        for cell in 0..rows * cols {
            let t = p.token(state, cell);
            if t == 0 {
                continue;
            }
            let goal = p.goal_cell_of[t as usize] as usize;
            let (r, c) = (cell / cols, cell % cols);
            let (gr, gc) = (goal / cols, goal % cols);
            total += (r.abs_diff(gr) + c.abs_diff(gc)) as u32;
            if r == gr {
                row_lines[r][row_len[r]] = gc as u8;
                row_len[r] += 1;
            }
            if c == gc {
                col_lines[c][col_len[c]] = gr as u8;
                col_len[c] += 1;
            }
        }
        for r in 0..rows {
            total += 2 * removals_to_order(&row_lines[r][..row_len[r]]);
        }
        for c in 0..cols {
            total += 2 * removals_to_order(&col_lines[c][..col_len[c]]);
        }
        Some(total)
    }
}

/// The knight lower bound: knights not on a cell of their colour in the
/// goal. A move moves one knight, so it fixes at most one of them.
pub struct MisplacedKnights<'a> {
    puzzle: &'a SlidePuzzle,
}

impl<'a> MisplacedKnights<'a> {
    /// The bound for a knight `puzzle`.
    pub fn new(puzzle: &'a SlidePuzzle) -> MisplacedKnights<'a> {
        MisplacedKnights { puzzle }
    }
}

impl LowerBound<SlidePuzzle> for MisplacedKnights<'_> {
    #[inline]
    fn estimate(&self, state: u128) -> Option<u32> {
        let p = self.puzzle;
        // Fields that differ from the goal's, not counting the blank's cell
        // (a knight there is misplaced only if the goal's blank is there,
        // which the count of the other cells already shows by symmetry: we
        // count cells whose token is a knight and differs from the goal).
        let mut misplaced = 0u32;
        let mut diff = state ^ p.goal;
        while diff != 0 {
            let cell = (diff.trailing_zeros() / p.bits) as usize;
            if p.token(state, cell) != 0 {
                misplaced += 1;
            }
            diff &= !(p.field << (cell as u32 * p.bits));
        }
        Some(misplaced)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::SearchLimits;
    use crate::solvers::solve_tokens;
    use crate::solvers::table::DistanceTable;
    use crate::{Algorithm, Outcome};
    use proptest::prelude::*;
    use std::collections::{HashMap, HashSet, VecDeque};

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

    /// Distances to `goal` of every board reachable from it, by a plain BFS
    /// on token vectors with the rule's offsets (independent of the packed
    /// states, the move list and the ranks).
    fn independent_distances(rule: SlideRule, rows: usize, cols: usize, goal: &[u8]) -> HashMap<Vec<u8>, u32> {
        let mut dist = HashMap::from([(goal.to_vec(), 0u32)]);
        let mut queue = VecDeque::from([goal.to_vec()]);
        while let Some(b) = queue.pop_front() {
            let d = dist[&b];
            let z = b.iter().position(|&t| t == 0).unwrap();
            let (r, c) = ((z / cols) as isize, (z % cols) as isize);
            for &(dr, dc) in rule.offsets() {
                let (nr, nc) = (r + dr, c + dc);
                if nr < 0 || nc < 0 || nr >= rows as isize || nc >= cols as isize {
                    continue;
                }
                let mut nb = b.clone();
                nb.swap(z, nr as usize * cols + nc as usize);
                if !dist.contains_key(&nb) {
                    dist.insert(nb.clone(), d + 1);
                    queue.push_back(nb);
                }
            }
        }
        dist
    }

    /// Replays a solver's answer on the tokens, checking every move trades
    /// the blank with a stencil neighbour.
    fn replay(rule: SlideRule, board: &TokenBoard, moves: &[crate::Move]) -> Vec<u8> {
        let mut cells = board.cells.clone();
        for mv in moves {
            let crate::Move::Swap((r, c), (tr, tc)) = *mv else {
                panic!("{mv:?}")
            };
            let (from, to) = (r * board.cols + c, tr * board.cols + tc);
            assert_eq!(cells[from], 0, "the move starts at the blank");
            let offset = (tr as isize - r as isize, tc as isize - c as isize);
            assert!(rule.offsets().contains(&offset), "{offset:?}");
            cells.swap(from, to);
        }
        cells
    }

    #[test]
    fn every_solvable_3x3_board_against_an_independent_bfs() {
        let goal = TokenBoard::sliding_goal(3, 3);
        let expected = independent_distances(SlideRule::Slide, 3, 3, &goal.cells);
        assert_eq!(expected.len(), 181_440);
        assert_eq!(expected.values().max(), Some(&31));
        let puzzle = SlidePuzzle::new(SlideRule::Slide, &goal).unwrap();
        let table = DistanceTable::build(puzzle.clone()).unwrap();
        let mut indexes = vec![false; puzzle.dense_size().unwrap()];
        for (cells, &d) in &expected {
            let state = puzzle.pack(cells);
            let i = puzzle.index(state);
            assert!(!std::mem::replace(&mut indexes[i], true), "index {i} twice");
            assert_eq!(puzzle.state_at(i), Some(state));
            assert_eq!(table.distance(state).map(u32::from), Some(d), "{cells:?}");
            let path = table.path(state).unwrap();
            let board = TokenBoard {
                rows: 3,
                cols: 3,
                cells: cells.clone(),
            };
            assert_eq!(
                replay(SlideRule::Slide, &board, &puzzle.path_moves(cells, &path)),
                goal.cells
            );
            let letters = puzzle.path_letters(cells, &path).unwrap();
            assert_eq!(puzzle.replay_letters(cells, &letters).unwrap(), goal.cells);
        }
        // Every search through the one entry point on a spread of boards.
        let limits = SearchLimits::default();
        for (k, (cells, &d)) in expected.iter().enumerate() {
            if k % 1500 != 0 && d < 30 {
                continue;
            }
            let board = TokenBoard {
                rows: 3,
                cols: 3,
                cells: cells.clone(),
            };
            for algorithm in [
                Algorithm::Auto,
                Algorithm::Bfs,
                Algorithm::Bibfs,
                Algorithm::Astar,
                Algorithm::Idastar,
            ] {
                let report = solve_tokens(SlideRule::Slide, &board, &goal, algorithm, limits).unwrap();
                let solution = report.outcome.solution().unwrap();
                assert_eq!(solution.moves.len() as u32, d, "{algorithm} {cells:?}");
                assert_eq!(replay(SlideRule::Slide, &board, &solution.moves), goal.cells);
            }
        }
    }

    #[test]
    fn unsolvable_boards_are_refused_before_any_search() {
        let goal = TokenBoard::sliding_goal(3, 3);
        let start = TokenBoard::parse_sliding("2 1 3\n4 5 6\n7 8 0").unwrap();
        let report = solve_tokens(SlideRule::Slide, &start, &goal, Algorithm::Bfs, SearchLimits::default()).unwrap();
        assert!(matches!(report.outcome, Outcome::Unsolvable(ref why) if why.contains("parity")));
        assert_eq!(report.stats, crate::Stats::default());
        let knights = TokenBoard::parse_knight("1*1\n000\n111\n").unwrap();
        let target = TokenBoard::parse_knight("111\n0*0\n101\n").unwrap();
        let report = solve_tokens(
            SlideRule::Knight,
            &knights,
            &target,
            Algorithm::Bfs,
            SearchLimits::default(),
        )
        .unwrap();
        // The 3x3 centre is no knight's move from anywhere: it never changes.
        assert!(
            matches!(report.outcome, Outcome::Unsolvable(ref why) if why.contains("row 2, column 2")),
            "{:?}",
            report.outcome
        );
    }

    #[test]
    fn census_matches_an_independent_bfs_on_3x3_and_2x4() {
        for (rows, cols, gods) in [(3, 3, 31), (2, 4, 36), (2, 3, 21)] {
            let goal = TokenBoard::sliding_goal(rows, cols);
            let expected = independent_distances(SlideRule::Slide, rows, cols, &goal.cells);
            let mut counts = vec![0u64; *expected.values().max().unwrap() as usize + 1];
            for &d in expected.values() {
                counts[d as usize] += 1;
            }
            let puzzle = SlidePuzzle::new(SlideRule::Slide, &goal).unwrap();
            let census = crate::solvers::table::census(&puzzle, 1 << 25, SearchLimits::default()).unwrap();
            assert_eq!(census, counts, "{rows}x{cols}");
            assert_eq!(census.len() - 1, gods, "{rows}x{cols}");
        }
    }

    #[test]
    fn knight_boards_against_an_independent_bfs() {
        // 3x4 boards, 5 knights of each colour and a blank: the whole space.
        let goal = TokenBoard::parse_knight("1101\n1*00\n1000\n").unwrap();
        let expected = independent_distances(SlideRule::Knight, 3, 4, &goal.cells);
        let puzzle = SlidePuzzle::new(SlideRule::Knight, &goal).unwrap();
        let table = DistanceTable::build(puzzle.clone()).unwrap();
        let mut indexes = HashSet::new();
        for (cells, &d) in &expected {
            let state = puzzle.pack(cells);
            assert!(indexes.insert(puzzle.index(state)));
            assert_eq!(puzzle.state_at(puzzle.index(state)), Some(state));
            assert_eq!(table.distance(state).map(u32::from), Some(d));
        }
        let census = crate::solvers::table::census(&puzzle, 1 << 25, SearchLimits::default()).unwrap();
        assert_eq!(census.iter().sum::<u64>(), expected.len() as u64);
        let limits = SearchLimits::default();
        for (k, (cells, &d)) in expected.iter().enumerate() {
            if k % 97 != 0 {
                continue;
            }
            let board = TokenBoard {
                rows: 3,
                cols: 4,
                cells: cells.clone(),
            };
            for algorithm in [
                Algorithm::Auto,
                Algorithm::Bfs,
                Algorithm::Bibfs,
                Algorithm::Astar,
                Algorithm::Table,
            ] {
                let report = solve_tokens(SlideRule::Knight, &board, &goal, algorithm, limits).unwrap();
                let solution = report.outcome.solution().unwrap();
                assert_eq!(solution.moves.len() as u32, d, "{algorithm} {cells:?}");
                assert_eq!(replay(SlideRule::Knight, &board, &solution.moves), goal.cells);
            }
        }
        // The misplaced-knight bound never overestimates.
        let bound = MisplacedKnights::new(&puzzle);
        for (cells, &d) in &expected {
            assert!(bound.estimate(puzzle.pack(cells)).unwrap() <= d);
        }
    }

    #[test]
    fn manhattan_with_conflicts_never_overestimates_on_3x3() {
        let goal = TokenBoard::sliding_goal(3, 3);
        let expected = independent_distances(SlideRule::Slide, 3, 3, &goal.cells);
        let puzzle = SlidePuzzle::new(SlideRule::Slide, &goal).unwrap();
        let bound = ManhattanConflict::new(&puzzle);
        for (cells, &d) in &expected {
            let h = bound.estimate(puzzle.pack(cells)).unwrap();
            assert!(h <= d, "{cells:?}: {h} > {d}");
            assert_eq!(h % 2, d % 2, "the bound keeps the distance's parity");
        }
        // 2 1 in the goal's top row: Manhattan 2, plus a conflict of 2.
        let pair = TokenBoard::parse_sliding("2 1 3\n4 5 6\n8 7 0").unwrap();
        assert_eq!(bound.estimate(puzzle.pack(&pair.cells)), Some(8));
    }

    /// A solvable board: a random walk of `walk.len()` moves from the goal.
    fn walk_from_goal(puzzle: &SlidePuzzle, walk: &[usize]) -> TokenBoard {
        let mut state = puzzle.pack(puzzle.goal_cells());
        for &k in walk {
            let next: Vec<u128> = puzzle.successors(state).map(|(_, s)| s).collect();
            state = next[k % next.len()];
        }
        TokenBoard {
            rows: puzzle.rows,
            cols: puzzle.cols,
            cells: puzzle.unpack(state),
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(24))]

        #[test]
        fn searches_agree_on_random_3x4_sliding_boards(walk in proptest::collection::vec(0usize..4, 0..36)) {
            let goal = TokenBoard::sliding_goal(3, 4);
            let puzzle = SlidePuzzle::new(SlideRule::Slide, &goal).unwrap();
            let board = walk_from_goal(&puzzle, &walk);
            let mut lengths = Vec::new();
            for algorithm in [Algorithm::Bibfs, Algorithm::Astar, Algorithm::Idastar] {
                let report = solve_tokens(SlideRule::Slide, &board, &goal, algorithm, SearchLimits::default()).unwrap();
                let moves = &report.outcome.solution().unwrap().moves;
                prop_assert_eq!(replay(SlideRule::Slide, &board, moves), goal.cells.clone());
                lengths.push(moves.len());
            }
            prop_assert!(lengths.iter().all(|&l| l == lengths[0]), "{:?}", lengths);
            prop_assert!(lengths[0] <= walk.len());
        }

        #[test]
        fn searches_agree_on_random_p2324_knight_boards(walk in proptest::collection::vec(0usize..8, 0..11)) {
            let goal = TokenBoard::knight_goal();
            let puzzle = SlidePuzzle::new(SlideRule::Knight, &goal).unwrap();
            let board = walk_from_goal(&puzzle, &walk);
            let mut lengths = Vec::new();
            for algorithm in [Algorithm::Bibfs, Algorithm::Astar, Algorithm::Idastar] {
                let report = solve_tokens(SlideRule::Knight, &board, &goal, algorithm, SearchLimits::default()).unwrap();
                let moves = &report.outcome.solution().unwrap().moves;
                prop_assert_eq!(replay(SlideRule::Knight, &board, moves), goal.cells.clone());
                lengths.push(moves.len());
            }
            prop_assert!(lengths.iter().all(|&l| l == lengths[0]), "{:?}", lengths);
            prop_assert!(lengths[0] <= walk.len());
        }
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
