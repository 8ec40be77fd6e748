//! [`Grid`]: a rectangular board of small numbers (`u8`), for puzzles whose
//! cells hold more than two values: k-state toggle boards (each cell in
//! `0..K`), token boards of sliding puzzles (tiles numbered `0..=N`).
//!
//! Two text forms, both with a caller-given maximum value:
//! - **digit rows** ([`Grid::parse_digits`], maximum at most 9): one row per
//!   line, one digit per cell, spaces between cells allowed (`0120` or `0 1 2 0`);
//! - **number rows** ([`Grid::parse_numbers`], any maximum up to 255): one row
//!   per line, cells as whitespace-separated decimal numbers (`10 0 255`).
//!
//! Both skip blank lines, accept CRLF line ends and a UTF-8 byte-order mark,
//! and report every error with its 1-based line and column and what was
//! expected. The grid knows nothing about what its numbers mean.

use crate::board::{Board, Cell};
use crate::text::{describe_char, escape_invisible};
use std::fmt;

/// An `rows` x `cols` board of numbers in `0..=255`, stored row-major.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Grid {
    rows: usize,
    cols: usize,
    values: Vec<u8>,
}

/// Why a text grid could not be read. Lines and columns are 1-based and count
/// characters, so they match what an editor shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GridParseError {
    /// The text holds no rows at all.
    Empty {
        /// The rows expected: digits or numbers.
        form: GridForm,
        /// The largest value a cell may hold.
        max: u8,
    },
    /// In digit rows, a character that is not a digit.
    NotADigit {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// The character found.
        found: char,
        /// The largest value a cell may hold.
        max: u8,
    },
    /// In number rows, a token that is not a decimal number (shown escaped, cut to 20 characters).
    NotANumber {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// The token found.
        found: String,
        /// The largest value a cell may hold.
        max: u8,
    },
    /// A digit or number above the maximum (shown cut to 20 characters).
    OutOfRange {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// The value found.
        found: String,
        /// The largest value a cell may hold.
        max: u8,
    },
    /// A row of a different width than the first.
    Ragged {
        /// 1-based line.
        line: usize,
        /// The first row's width.
        expected: usize,
        /// This row's width.
        found: usize,
    },
}

/// Which text form a grid was read in (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GridForm {
    /// One digit per cell.
    Digits,
    /// Whitespace-separated decimal numbers.
    Numbers,
}

impl GridParseError {
    /// The message, in any language.
    pub fn text(&self) -> crate::locale::Text {
        use crate::tr;
        match self {
            GridParseError::Empty {
                form: GridForm::Digits,
                max,
            } => tr!("grid-empty-digits", max = *max),
            GridParseError::Empty {
                form: GridForm::Numbers,
                max,
            } => tr!("grid-empty-numbers", max = *max),
            GridParseError::NotADigit {
                line,
                column,
                found,
                max,
            } => tr!(
                "grid-not-a-digit",
                line = *line,
                column = *column,
                max = *max,
                found = describe_char(*found)
            ),
            GridParseError::NotANumber {
                line,
                column,
                found,
                max,
            } => tr!(
                "grid-not-a-number",
                line = *line,
                column = *column,
                max = *max,
                found = found
            ),
            GridParseError::OutOfRange {
                line,
                column,
                found,
                max,
            } => tr!(
                "grid-out-of-range",
                line = *line,
                column = *column,
                max = *max,
                found = found
            ),
            GridParseError::Ragged { line, expected, found } => {
                tr!("board-ragged", line = *line, expected = *expected, found = *found)
            }
        }
    }
}

impl fmt::Display for GridParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

impl std::error::Error for GridParseError {}

/// How many characters of a bad token an error message quotes.
const QUOTED_TOKEN_CHARS: usize = 20;

/// A bad token as an error message quotes it (the buttons reader's too).
pub(crate) fn quote_token(token: &str) -> String {
    let mut quoted: String = token.chars().take(QUOTED_TOKEN_CHARS).collect();
    if token.chars().count() > QUOTED_TOKEN_CHARS {
        quoted.push_str("...");
    }
    escape_invisible(&quoted)
}

impl Grid {
    /// A grid with every cell equal to `value`.
    ///
    /// ```
    /// let g = gridsolve_core::Grid::filled(2, 3, 4);
    /// assert_eq!((g.rows(), g.cols(), g.get((1, 2))), (2, 3, 4));
    /// ```
    pub fn filled(rows: usize, cols: usize, value: u8) -> Grid {
        Grid {
            rows,
            cols,
            values: vec![value; rows * cols],
        }
    }

    /// An all-zero grid.
    pub fn zeros(rows: usize, cols: usize) -> Grid {
        Grid::filled(rows, cols, 0)
    }

    /// A grid from its values in row-major order.
    ///
    /// # Panics
    /// If `values.len() != rows * cols`.
    pub fn from_values(rows: usize, cols: usize, values: Vec<u8>) -> Grid {
        assert_eq!(
            values.len(),
            rows * cols,
            "a {rows}x{cols} grid needs {} values",
            rows * cols
        );
        Grid { rows, cols, values }
    }

    /// A grid from rows of values; all rows must have the same length.
    ///
    /// # Panics
    /// If the rows have different lengths.
    pub fn from_rows<R: AsRef<[u8]>>(rows: &[R]) -> Grid {
        let cols = rows.first().map_or(0, |r| r.as_ref().len());
        let mut values = Vec::with_capacity(rows.len() * cols);
        for row in rows {
            assert_eq!(row.as_ref().len(), cols, "ragged rows");
            values.extend_from_slice(row.as_ref());
        }
        Grid {
            rows: rows.len(),
            cols,
            values,
        }
    }

    /// The two-state board as a grid of 0s and 1s.
    pub fn from_board(board: &Board) -> Grid {
        let mut grid = Grid::zeros(board.rows(), board.cols());
        for cell in board.ones_positions() {
            grid.set(cell, 1);
        }
        grid
    }

    /// The grid as a two-state board: a cell is 1 where its value is not 0.
    pub fn to_board(&self) -> Board {
        let mut board = Board::zeros(self.rows, self.cols);
        for r in 0..self.rows {
            for c in 0..self.cols {
                board.set((r, c), self.get((r, c)) != 0);
            }
        }
        board
    }

    /// Reads digit rows: one row per line, one digit from 0 to `max` per cell
    /// (`max` at most 9), spaces and tabs between cells ignored, blank lines
    /// skipped.
    ///
    /// ```
    /// use gridsolve_core::grid::{Grid, GridParseError};
    /// let g = Grid::parse_digits("012\n2 1 0\n", 2).unwrap();
    /// assert_eq!(g, Grid::from_rows(&[[0, 1, 2], [2, 1, 0]]));
    /// assert_eq!(
    ///     Grid::parse_digits("012\n013", 2).unwrap_err().to_string(),
    ///     "line 2, column 3: 3 is out of range: expected a number from 0 to 2"
    /// );
    /// ```
    ///
    /// # Panics
    /// If `max > 9` (use [`Grid::parse_numbers`]).
    pub fn parse_digits(text: &str, max: u8) -> Result<Grid, GridParseError> {
        assert!(max <= 9, "digit rows hold values up to 9, not {max}");
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut builder = RowsBuilder::default();
        for (index, line) in text.lines().enumerate() {
            let mut row = Vec::new();
            for (column, ch) in line.chars().enumerate() {
                let position = (index + 1, column + 1);
                match ch {
                    ' ' | '\t' | '\r' => {}
                    '0'..='9' => {
                        let value = ch as u8 - b'0';
                        if value > max {
                            return Err(GridParseError::OutOfRange {
                                line: position.0,
                                column: position.1,
                                found: ch.to_string(),
                                max,
                            });
                        }
                        row.push(value);
                    }
                    other => {
                        return Err(GridParseError::NotADigit {
                            line: position.0,
                            column: position.1,
                            found: other,
                            max,
                        });
                    }
                }
            }
            builder.push_row(index + 1, row)?;
        }
        builder.finish(GridForm::Digits, max)
    }

    /// Reads number rows: one row per line, cells as decimal numbers from 0 to
    /// `max` separated by spaces or tabs, blank lines skipped.
    ///
    /// ```
    /// use gridsolve_core::grid::Grid;
    /// let g = Grid::parse_numbers(" 10 0\n3  11\n", 11).unwrap();
    /// assert_eq!(g, Grid::from_rows(&[[10, 0], [3, 11]]));
    /// assert_eq!(
    ///     Grid::parse_numbers("1 2\n3 x4", 11).unwrap_err().to_string(),
    ///     "line 2, column 3: expected a number from 0 to 11, found \"x4\""
    /// );
    /// ```
    pub fn parse_numbers(text: &str, max: u8) -> Result<Grid, GridParseError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut builder = RowsBuilder::default();
        for (index, line) in text.lines().enumerate() {
            let mut row = Vec::new();
            for (column, token) in tokens(line) {
                let (line, column) = (index + 1, column + 1);
                if !token.chars().all(|ch| ch.is_ascii_digit()) {
                    return Err(GridParseError::NotANumber {
                        line,
                        column,
                        found: quote_token(token),
                        max,
                    });
                }
                // All ASCII digits: the only way parsing fails is overflow.
                match token.parse::<u64>() {
                    Ok(value) if value <= u64::from(max) => row.push(value as u8),
                    _ => {
                        return Err(GridParseError::OutOfRange {
                            line,
                            column,
                            found: quote_token(token),
                            max,
                        });
                    }
                }
            }
            builder.push_row(index + 1, row)?;
        }
        builder.finish(GridForm::Numbers, max)
    }

    /// Reads the form that suits `max`: digit rows when `max <= 9`, number rows otherwise.
    pub fn parse(text: &str, max: u8) -> Result<Grid, GridParseError> {
        if max <= 9 {
            Grid::parse_digits(text, max)
        } else {
            Grid::parse_numbers(text, max)
        }
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
        self.values.len()
    }

    /// The value of one cell.
    ///
    /// # Panics
    /// If the cell is outside the grid.
    #[inline]
    pub fn get(&self, cell: Cell) -> u8 {
        self.values[self.index(cell)]
    }

    /// Sets one cell.
    ///
    /// # Panics
    /// If the cell is outside the grid.
    #[inline]
    pub fn set(&mut self, cell: Cell, value: u8) {
        let index = self.index(cell);
        self.values[index] = value;
    }

    /// The values in row-major order.
    pub fn values(&self) -> &[u8] {
        &self.values
    }

    /// Mutable values in row-major order.
    pub fn values_mut(&mut self) -> &mut [u8] {
        &mut self.values
    }

    /// One row's values.
    pub fn row(&self, r: usize) -> &[u8] {
        &self.values[r * self.cols..(r + 1) * self.cols]
    }

    /// The largest value in the grid (0 for an empty grid).
    pub fn max_value(&self) -> u8 {
        self.values.iter().copied().max().unwrap_or(0)
    }

    /// Whether every cell is 0.
    pub fn is_zero(&self) -> bool {
        self.values.iter().all(|&v| v == 0)
    }

    #[inline]
    fn index(&self, (r, c): Cell) -> usize {
        assert!(
            r < self.rows && c < self.cols,
            "cell ({r}, {c}) outside a {}x{} grid",
            self.rows,
            self.cols
        );
        r * self.cols + c
    }

    /// Digit rows, each followed by a newline: `012\n`.
    ///
    /// # Panics
    /// If a value is above 9 (use [`Grid::to_number_rows`] or [`Grid::to_text`]).
    pub fn to_digit_rows(&self) -> String {
        let mut text = String::with_capacity(self.rows * (self.cols + 1));
        for r in 0..self.rows {
            for &value in self.row(r) {
                assert!(value <= 9, "{value} is not a digit");
                text.push(char::from(b'0' + value));
            }
            text.push('\n');
        }
        text
    }

    /// Number rows, the numbers separated by single spaces, each row followed
    /// by a newline: `10 0 3\n`.
    pub fn to_number_rows(&self) -> String {
        let mut text = String::with_capacity(self.rows * (self.cols * 4 + 1));
        for r in 0..self.rows {
            for (c, value) in self.row(r).iter().enumerate() {
                if c > 0 {
                    text.push(' ');
                }
                text.push_str(&value.to_string());
            }
            text.push('\n');
        }
        text
    }

    /// The form that [`Grid::parse`] reads back for the same `max`: digit
    /// rows when `max <= 9`, number rows otherwise.
    ///
    /// ```
    /// use gridsolve_core::Grid;
    /// let g = Grid::from_rows(&[[1, 0], [2, 1]]);
    /// assert_eq!(g.to_text(2), "10\n21\n");
    /// assert_eq!(g.to_text(11), "1 0\n2 1\n");
    /// assert_eq!(Grid::parse(&g.to_text(11), 11).unwrap(), g);
    /// ```
    ///
    /// # Panics
    /// If `max <= 9` and a value is above 9.
    pub fn to_text(&self, max: u8) -> String {
        if max <= 9 {
            self.to_digit_rows()
        } else {
            self.to_number_rows()
        }
    }
}

/// The whitespace-separated tokens of a line with their 0-based character columns.
fn tokens(line: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut chars = line.char_indices().enumerate().peekable();
    std::iter::from_fn(move || {
        while chars.next_if(|(_, (_, ch))| ch.is_whitespace()).is_some() {}
        let (column, (start, _)) = chars.next()?;
        let mut end = line.len();
        while let Some((_, (byte, ch))) = chars.peek() {
            if ch.is_whitespace() {
                end = *byte;
                break;
            }
            chars.next();
        }
        Some((column, &line[start..end]))
    })
}

/// Collects parsed rows, checking that they all have the first row's width.
#[derive(Default)]
struct RowsBuilder {
    cols: usize,
    rows: usize,
    values: Vec<u8>,
}

impl RowsBuilder {
    fn push_row(&mut self, line: usize, row: Vec<u8>) -> Result<(), GridParseError> {
        if row.is_empty() {
            return Ok(());
        }
        if self.rows == 0 {
            self.cols = row.len();
        } else if row.len() != self.cols {
            return Err(GridParseError::Ragged {
                line,
                expected: self.cols,
                found: row.len(),
            });
        }
        self.rows += 1;
        self.values.extend(row);
        Ok(())
    }

    fn finish(self, form: GridForm, max: u8) -> Result<Grid, GridParseError> {
        if self.rows == 0 {
            return Err(GridParseError::Empty { form, max });
        }
        Ok(Grid {
            rows: self.rows,
            cols: self.cols,
            values: self.values,
        })
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Grid {}x{}", self.rows, self.cols)?;
        f.write_str(&self.to_number_rows())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_accept_spaces_crlf_blank_lines_and_bom() {
        let g = Grid::parse_digits("\u{feff}01 2\r\n\r\n\t2 1 0\r\n", 2).unwrap();
        assert_eq!(g, Grid::from_rows(&[[0, 1, 2], [2, 1, 0]]));
        assert_eq!(g.to_digit_rows(), "012\n210\n");
        assert_eq!(g.max_value(), 2);
    }

    #[test]
    fn digit_errors_name_line_column_and_expectation() {
        assert_eq!(
            Grid::parse_digits("01\n0x", 3),
            Err(GridParseError::NotADigit {
                line: 2,
                column: 2,
                found: 'x',
                max: 3
            })
        );
        assert_eq!(
            Grid::parse_digits("\n0 4", 3),
            Err(GridParseError::OutOfRange {
                line: 2,
                column: 3,
                found: "4".into(),
                max: 3
            })
        );
        assert_eq!(
            Grid::parse_digits("01\n011", 1),
            Err(GridParseError::Ragged {
                line: 2,
                expected: 2,
                found: 3
            })
        );
        let empty = Grid::parse_digits(" \n\n", 4).unwrap_err();
        assert_eq!(
            empty.to_string(),
            "the board is empty: expected rows of digits from 0 to 4"
        );
        let invisible = Grid::parse_digits("0\u{200b}1", 1).unwrap_err();
        assert_eq!(
            invisible.to_string(),
            "line 1, column 2: expected a digit from 0 to 1, found '\\u{200b}'"
        );
    }

    #[test]
    fn numbers_report_columns_in_characters() {
        let g = Grid::parse_numbers("255 0\t7\n1 2 3\n", 255).unwrap();
        assert_eq!(g, Grid::from_rows(&[[255, 0, 7], [1, 2, 3]]));
        assert_eq!(g.to_number_rows(), "255 0 7\n1 2 3\n");
        // A wide character before the token: the column counts characters, not bytes.
        let error = Grid::parse_numbers("中 1", 9).unwrap_err();
        assert_eq!(
            error,
            GridParseError::NotANumber {
                line: 1,
                column: 1,
                found: "中".into(),
                max: 9
            }
        );
        let error = Grid::parse_numbers("1  12", 11).unwrap_err();
        assert_eq!(
            error.to_string(),
            "line 1, column 4: 12 is out of range: expected a number from 0 to 11"
        );
        // Overflowing u64 is out of range, not a crash; long tokens are cut.
        let huge = "9".repeat(40);
        let error = Grid::parse_numbers(&huge, 200).unwrap_err();
        assert_eq!(
            error,
            GridParseError::OutOfRange {
                line: 1,
                column: 1,
                found: format!("{}...", "9".repeat(20)),
                max: 200
            }
        );
        assert_eq!(
            Grid::parse_numbers("-1", 5).unwrap_err().to_string(),
            "line 1, column 1: expected a number from 0 to 5, found \"-1\""
        );
        assert_eq!(
            Grid::parse_numbers("1 2\n3", 5),
            Err(GridParseError::Ragged {
                line: 2,
                expected: 2,
                found: 1
            })
        );
        assert_eq!(
            Grid::parse_numbers("", 20).unwrap_err().to_string(),
            "the board is empty: expected rows of numbers from 0 to 20 separated by spaces"
        );
    }

    #[test]
    fn parse_and_to_text_round_trip_in_both_forms() {
        let g = Grid::from_values(2, 3, vec![0, 5, 9, 3, 1, 2]);
        for max in [9u8, 10, 255] {
            assert_eq!(Grid::parse(&g.to_text(max), max).unwrap(), g, "max {max}");
        }
        let wide = Grid::from_values(1, 2, vec![200, 17]);
        assert_eq!(wide.to_text(255), "200 17\n");
        assert_eq!(Grid::parse(&wide.to_text(255), 255).unwrap(), wide);
    }

    #[test]
    fn board_conversions_keep_every_cell() {
        let board = Board::parse("101\n011").unwrap();
        let grid = Grid::from_board(&board);
        assert_eq!(grid, Grid::from_rows(&[[1, 0, 1], [0, 1, 1]]));
        assert_eq!(grid.to_board(), board);
        let mut g = Grid::zeros(2, 2);
        assert!(g.is_zero());
        g.set((1, 0), 7);
        assert_eq!((g.get((1, 0)), g.row(1), g.cells()), (7, &[7, 0][..], 4));
    }

    proptest::proptest! {
        #[test]
        fn every_grid_reads_back_from_its_text(
            rows in 1usize..6,
            cols in 1usize..6,
            max in 0u8..=255,
            seed in proptest::prelude::any::<u64>(),
        ) {
            let mut state = seed | 1;
            let values = (0..rows * cols)
                .map(|_| {
                    state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    ((state >> 33) % (u64::from(max) + 1)) as u8
                })
                .collect();
            let grid = Grid::from_values(rows, cols, values);
            proptest::prop_assert_eq!(Grid::parse(&grid.to_text(max), max).unwrap(), grid.clone());
            proptest::prop_assert_eq!(Grid::parse_numbers(&grid.to_number_rows(), max).unwrap(), grid);
        }
    }

    #[test]
    fn tokens_split_on_any_whitespace_with_char_columns() {
        let found: Vec<_> = tokens(" ab\u{3000}c  d\t").collect();
        assert_eq!(found, vec![(1, "ab"), (4, "c"), (7, "d")]);
        assert_eq!(tokens("   ").count(), 0);
    }
}
