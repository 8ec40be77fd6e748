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
        rank += below * factorial(n - 1 - i);
    }
    rank
}

/// The inverse of [`cantor_rank`]: writes the permutation of `0..out.len()`
/// with rank `rank` into `out`. `rank < out.len()!`.
#[inline]
pub fn cantor_unrank_into(mut rank: u64, out: &mut [u8]) {
    let n = out.len();
    debug_assert!(n <= MAX_RANK_CELLS && rank < factorial(n));
    let mut unused: u32 = if n >= 32 { u32::MAX } else { (1u32 << n) - 1 };
    for (i, slot) in out.iter_mut().enumerate() {
        let weight = factorial(n - 1 - i);
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

fn error_at(line: usize, column: usize, message: String) -> TokenBoardError {
    TokenBoardError {
        line: Some(line),
        column: Some(column),
        message,
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
            if row.is_empty() {
                continue;
            }
            if let Some(first) = rows.first() {
                if row.len() != first.len() {
                    return Err(TokenBoardError {
                        line: Some(line_no),
                        column: None,
                        message: format!(
                            "expected a row of {} tiles like the first row, found {}",
                            first.len(),
                            row.len()
                        ),
                    });
                }
            }
            rows.push(row);
        }
        let Some(first) = rows.first() else {
            return Err(TokenBoardError {
                line: None,
                column: None,
                message: "the board is empty: expected rows of tile numbers, 0 for the blank".to_string(),
            });
        };
        let (r, c) = (rows.len(), first.len());
        let n = r * c;
        if n > MAX_TOKEN_CELLS {
            return Err(TokenBoardError {
                line: None,
                column: None,
                message: format!("the board has {n} cells; at most {MAX_TOKEN_CELLS} are supported"),
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
            if row.is_empty() {
                continue;
            }
            if let Some(first) = rows.first() {
                if row.len() != first.len() {
                    return Err(TokenBoardError {
                        line: Some(line_no),
                        column: None,
                        message: format!(
                            "expected a row of {} cells like the first row, found {}",
                            first.len(),
                            row.len()
                        ),
                    });
                }
            }
            rows.push(row);
        }
        let Some(first) = rows.first() else {
            return Err(TokenBoardError {
                line: None,
                column: None,
                message: "the board is empty: expected rows of '0', '1' and one '*'".to_string(),
            });
        };
        let (r, c) = (rows.len(), first.len());
        if r * c > MAX_TOKEN_CELLS {
            return Err(TokenBoardError {
                line: None,
                column: None,
                message: format!("the board has {} cells; at most {MAX_TOKEN_CELLS} are supported", r * c),
            });
        }
        if blank.is_none() {
            return Err(TokenBoardError {
                line: None,
                column: None,
                message: "the board has no blank '*'; expected exactly one".to_string(),
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
