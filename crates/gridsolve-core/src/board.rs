//! [`Board`]: a rectangular grid of two-state cells, bit-packed.
//!
//! Every solver works on this one type. Rows are packed into 64-bit words,
//! least significant bit first, and every row starts on a fresh word, so that
//! row-wise operations (XOR of a whole row, popcount) are word-parallel; the
//! GF(2) solvers depend on that.
//!
//! Boards of at most 64 cells also have a one-word form ([`Board::to_small`]),
//! the *state number* of the classic write-ups: the board read row-major as a
//! binary number with the first cell as the highest bit, so that the 4x4 rows
//! `1111 0000 1110 0010` are state 61666. The searches run on that form.

use std::fmt;

use crate::locale::Text;
use crate::tr;

/// A cell position, 0-based `(row, col)`.
pub type Cell = (usize, usize);

/// An `rows` x `cols` board of two-state cells (`false` = 0, `true` = 1).
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Board {
    rows: usize,
    cols: usize,
    /// Words per row: `ceil(cols / 64)`.
    stride: usize,
    words: Vec<u64>,
}

/// Why a text board could not be read. Lines and columns are 1-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardParseError {
    /// The text holds no rows at all.
    Empty,
    /// A character that is not a cell.
    BadCell {
        /// The line it is on.
        line: usize,
        /// Its column, in characters.
        column: usize,
        /// The character.
        found: char,
    },
    /// A row of a different width than the first.
    Ragged {
        /// The row's line.
        line: usize,
        /// The first row's width.
        expected: usize,
        /// This row's width.
        found: usize,
    },
}

impl BoardParseError {
    /// The message, in any language.
    pub fn text(&self) -> Text {
        match self {
            BoardParseError::Empty => tr!("board-empty"),
            BoardParseError::BadCell { line, column, found } => tr!(
                "board-bad-cell",
                line = *line,
                column = *column,
                found = crate::text::describe_char(*found)
            ),
            BoardParseError::Ragged { line, expected, found } => {
                tr!("board-ragged", line = *line, expected = *expected, found = *found)
            }
        }
    }
}

impl fmt::Display for BoardParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

impl std::error::Error for BoardParseError {}

impl Board {
    /// An all-zero board.
    ///
    /// ```
    /// let b = gridsolve_core::Board::zeros(2, 3);
    /// assert_eq!(b.count_ones(), 0);
    /// ```
    pub fn zeros(rows: usize, cols: usize) -> Board {
        let stride = cols.div_ceil(64);
        Board {
            rows,
            cols,
            stride,
            words: vec![0; rows * stride],
        }
    }

    /// The board whose row `r` is `words[r * stride..(r + 1) * stride]`,
    /// `stride = ceil(cols / 64)` (the layout of [`Board::row_words`]), taking
    /// the words without a copy; padding bits past the last column are cleared.
    ///
    /// # Panics
    /// If `words` does not hold exactly `rows * stride` words.
    pub fn from_row_words(rows: usize, cols: usize, mut words: Vec<u64>) -> Board {
        let stride = cols.div_ceil(64);
        assert_eq!(
            words.len(),
            rows * stride,
            "a {rows}x{cols} board has {} words",
            rows * stride
        );
        if cols % 64 != 0 {
            for row in words.chunks_mut(stride) {
                row[stride - 1] &= (1u64 << (cols % 64)) - 1;
            }
        }
        Board {
            rows,
            cols,
            stride,
            words,
        }
    }

    /// An all-one board.
    pub fn ones(rows: usize, cols: usize) -> Board {
        let mut b = Board::zeros(rows, cols);
        for r in 0..rows {
            for c in 0..cols {
                b.set((r, c), true);
            }
        }
        b
    }

    /// Reads a board from text: one row per line, `0`/`.` for 0 and `1`/`#` for 1.
    /// Blank lines, spaces between cells, CRLF line ends and a UTF-8 BOM are ignored.
    ///
    /// ```
    /// let b = gridsolve_core::Board::parse(".#.\n###\n.#.\n").unwrap();
    /// assert_eq!((b.rows(), b.cols(), b.count_ones()), (3, 3, 5));
    /// ```
    pub fn parse(text: &str) -> Result<Board, BoardParseError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut rows: Vec<Vec<bool>> = Vec::new();
        let mut width = 0;
        for (index, line) in text.lines().enumerate() {
            let mut row = Vec::new();
            for (column, ch) in line.chars().enumerate() {
                match ch {
                    // The judges' letters too: POJ 1753's b/w, POJ 2965's +/-.
                    '0' | '.' | 'w' | '-' => row.push(false),
                    '1' | '#' | 'b' | '+' => row.push(true),
                    ' ' | '\t' | '\r' => {}
                    other => {
                        return Err(BoardParseError::BadCell {
                            line: index + 1,
                            column: column + 1,
                            found: other,
                        });
                    }
                }
            }
            if row.is_empty() {
                continue;
            }
            if rows.is_empty() {
                width = row.len();
            } else if row.len() != width {
                return Err(BoardParseError::Ragged {
                    line: index + 1,
                    expected: width,
                    found: row.len(),
                });
            }
            rows.push(row);
        }
        if rows.is_empty() {
            return Err(BoardParseError::Empty);
        }
        Ok(Board::from_rows(&rows))
    }

    /// Builds a board from rows of booleans; all rows must have the same length.
    ///
    /// # Panics
    /// If the rows have different lengths.
    pub fn from_rows<R: AsRef<[bool]>>(rows: &[R]) -> Board {
        let cols = rows.first().map_or(0, |r| r.as_ref().len());
        let mut b = Board::zeros(rows.len(), cols);
        for (r, row) in rows.iter().enumerate() {
            assert_eq!(row.as_ref().len(), cols, "ragged rows");
            for (c, &v) in row.as_ref().iter().enumerate() {
                b.set((r, c), v);
            }
        }
        b
    }

    /// Number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Number of cells, `rows * cols`.
    pub fn cells(&self) -> usize {
        self.rows * self.cols
    }

    /// The value of one cell.
    ///
    /// # Panics
    /// If the cell is outside the board.
    #[inline]
    pub fn get(&self, (r, c): Cell) -> bool {
        assert!(
            r < self.rows && c < self.cols,
            "cell ({r}, {c}) outside a {}x{} board",
            self.rows,
            self.cols
        );
        self.words[r * self.stride + c / 64] >> (c % 64) & 1 == 1
    }

    /// Sets one cell.
    #[inline]
    pub fn set(&mut self, (r, c): Cell, value: bool) {
        assert!(
            r < self.rows && c < self.cols,
            "cell ({r}, {c}) outside a {}x{} board",
            self.rows,
            self.cols
        );
        let word = &mut self.words[r * self.stride + c / 64];
        let bit = 1u64 << (c % 64);
        if value {
            *word |= bit;
        } else {
            *word &= !bit;
        }
    }

    /// Flips one cell.
    #[inline]
    pub fn toggle(&mut self, (r, c): Cell) {
        assert!(
            r < self.rows && c < self.cols,
            "cell ({r}, {c}) outside a {}x{} board",
            self.rows,
            self.cols
        );
        self.words[r * self.stride + c / 64] ^= 1u64 << (c % 64);
    }

    /// Number of cells that are 1.
    pub fn count_ones(&self) -> usize {
        self.words.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Whether every cell is 0.
    pub fn is_zero(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// The packed words of row `r` (`ceil(cols/64)` words, bit `c % 64` of word
    /// `c / 64` is column `c`; bits past the last column are always 0).
    pub fn row_words(&self, r: usize) -> &[u64] {
        &self.words[r * self.stride..(r + 1) * self.stride]
    }

    /// Mutable access to the packed words of row `r`. Callers must keep the
    /// bits past the last column at 0.
    pub fn row_words_mut(&mut self, r: usize) -> &mut [u64] {
        &mut self.words[r * self.stride..(r + 1) * self.stride]
    }

    /// `self ^= other`, cell by cell.
    ///
    /// # Panics
    /// If the sizes differ.
    pub fn xor_assign(&mut self, other: &Board) {
        assert_eq!((self.rows, self.cols), (other.rows, other.cols), "board sizes differ");
        for (a, b) in self.words.iter_mut().zip(&other.words) {
            *a ^= b;
        }
    }

    /// Cells that are 1, row-major.
    pub fn ones_positions(&self) -> impl Iterator<Item = Cell> + '_ {
        // Word by word, lowest set bit first: a sparse 10^8-cell board is not
        // visited cell by cell (the padding bits are always 0).
        (0..self.rows).flat_map(move |r| {
            self.row_words(r).iter().enumerate().flat_map(move |(i, &word)| {
                std::iter::successors((word != 0).then_some(word), |&w| {
                    let rest = w & (w - 1);
                    (rest != 0).then_some(rest)
                })
                .map(move |w| (r, i * 64 + w.trailing_zeros() as usize))
            })
        })
    }

    /// The one-word state number (first cell = highest bit), if the board has at
    /// most 64 cells.
    ///
    /// ```
    /// use gridsolve_core::Board;
    /// let b = Board::parse("1111\n0000\n1110\n0010").unwrap();
    /// assert_eq!(b.to_small(), Some(61666));
    /// assert_eq!(Board::from_small(4, 4, 61666), b);
    /// ```
    pub fn to_small(&self) -> Option<u64> {
        let n = self.cells();
        if n > 64 {
            return None;
        }
        let mut state = 0u64;
        for r in 0..self.rows {
            for c in 0..self.cols {
                state = (state << 1) | self.get((r, c)) as u64;
            }
        }
        Some(state)
    }

    /// The board with the given state number (see [`Board::to_small`]).
    ///
    /// # Panics
    /// If the board has more than 64 cells.
    pub fn from_small(rows: usize, cols: usize, state: u64) -> Board {
        let n = rows * cols;
        assert!(n <= 64, "a {rows}x{cols} board does not fit one word");
        let mut b = Board::zeros(rows, cols);
        for i in 0..n {
            if state >> (n - 1 - i) & 1 == 1 {
                b.set((i / cols, i % cols), true);
            }
        }
        b
    }

    /// The board as text rows of `0`/`1`, each followed by a newline.
    pub fn to_text(&self) -> String {
        self.render('0', '1')
    }

    /// The board as text rows using the given characters for 0 and 1.
    pub fn render(&self, zero: char, one: char) -> String {
        let mut s = String::with_capacity(self.rows * (self.cols + 1));
        for r in 0..self.rows {
            for c in 0..self.cols {
                s.push(if self.get((r, c)) { one } else { zero });
            }
            s.push('\n');
        }
        s
    }
}

/// The bit of cell `index` (row-major) in a state number of a board of `cells` cells.
#[inline]
pub(crate) fn small_bit(cells: usize, index: usize) -> u64 {
    1u64 << (cells - 1 - index)
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Board {}x{}", self.rows, self.cols)?;
        f.write_str(&self.to_text())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_accepts_dots_hashes_crlf_and_bom() {
        let b = Board::parse("\u{feff}.#\r\n\r\n10\r\n").unwrap();
        assert_eq!(b, Board::from_rows(&[[false, true], [true, false]]));
    }

    #[test]
    fn parse_reports_position_of_bad_cell_and_ragged_row() {
        assert_eq!(
            Board::parse("01\n0x"),
            Err(BoardParseError::BadCell {
                line: 2,
                column: 2,
                found: 'x'
            })
        );
        assert_eq!(
            Board::parse("01\n011"),
            Err(BoardParseError::Ragged {
                line: 2,
                expected: 2,
                found: 3
            })
        );
        assert_eq!(Board::parse("\n \n"), Err(BoardParseError::Empty));
    }

    #[test]
    fn small_round_trip_and_wide_rows() {
        for state in [0u64, 1, 0xFFFF, 61666, 0x8001] {
            assert_eq!(Board::from_small(4, 4, state).to_small(), Some(state));
        }
        let mut wide = Board::zeros(3, 130);
        wide.set((2, 129), true);
        wide.toggle((1, 64));
        assert!(wide.get((2, 129)) && wide.get((1, 64)));
        assert_eq!(wide.count_ones(), 2);
        assert_eq!(wide.row_words(2), &[0, 0, 2]);
        assert_eq!(wide.to_small(), None);
    }
}
