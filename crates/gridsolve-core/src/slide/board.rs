//! Token boards as text: sliding boards (numbers, 0 the blank) and knight
//! boards (P2324's `0`, `1` and `*`), read with the line and column of any
//! fault, and written back.

use std::fmt;

use crate::locale::Text;
use crate::tr;

/// A board of tokens, row-major, 0 the blank. For sliding puzzles the tiles
/// are `1..cells`; for knights `1` is a knight written `1` and `2` a knight
/// written `0` in P2324's notation (`*` is the blank).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TokenBoard {
    /// Rows of the board.
    pub rows: usize,
    /// Columns of the board.
    pub cols: usize,
    /// The tokens, row-major (0 the blank).
    pub cells: Vec<u8>,
}

/// Why a token board could not be read. Lines and columns are 1-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TokenBoardError {
    /// Where, when the problem is at one place.
    pub line: Option<usize>,
    /// The column (1-based), when the problem is at one.
    pub column: Option<usize>,
    /// What is wrong.
    pub message: Text,
    /// The board is larger than any solver here takes (a limit, not a
    /// mistake in the text: exit 4 on the command line, like every other
    /// puzzle too large).
    pub over_limit: bool,
}

impl fmt::Display for TokenBoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

impl TokenBoardError {
    /// The message with its place, in any language.
    pub fn text(&self) -> Text {
        match (self.line, self.column) {
            (Some(line), Some(column)) => tr!("at-line-column", line = line, column = column, detail = &self.message),
            (Some(line), None) => tr!("at-line", line = line, detail = &self.message),
            _ => self.message.clone(),
        }
    }
}

impl std::error::Error for TokenBoardError {}

/// Adds a row read from line `line_no` to `rows`: an empty row (a blank
/// line) is skipped, and every row must be as long as the first (`what` it
/// holds: "tiles" or "cells").
fn push_row<T>(rows: &mut Vec<Vec<T>>, row: Vec<T>, line_no: usize, knights: bool) -> Result<(), TokenBoardError> {
    if row.is_empty() {
        return Ok(());
    }
    if let Some(first) = rows.first() {
        if row.len() != first.len() {
            return Err(TokenBoardError {
                line: Some(line_no),
                column: None,
                message: if knights {
                    tr!("tokens-ragged-cells", expected = first.len(), found = row.len())
                } else {
                    tr!("tokens-ragged-tiles", expected = first.len(), found = row.len())
                },
                over_limit: false,
            });
        }
    }
    rows.push(row);
    Ok(())
}

/// The rows and columns of the rows read, or the empty board's error
/// (`expected`: what a board holds).
fn shape_of<T>(rows: &[Vec<T>], expected: Text) -> Result<(usize, usize), TokenBoardError> {
    match rows.first() {
        Some(first) => Ok((rows.len(), first.len())),
        None => Err(TokenBoardError {
            line: None,
            column: None,
            message: tr!("tokens-empty", expected = expected),
            over_limit: false,
        }),
    }
}

fn error_at(line: usize, column: usize, message: Text) -> TokenBoardError {
    TokenBoardError {
        line: Some(line),
        column: Some(column),
        message,
        over_limit: false,
    }
}

/// Most cells a token board may have: tokens are bytes, and the searches
/// pack a state into one word.
pub(crate) const MAX_TOKEN_CELLS: usize = 255;

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
                        tr!("tiles-not-a-number", found = &word),
                    ));
                }
                let value = word.parse::<u64>().unwrap_or(u64::MAX);
                row.push((value, line_no, start_column));
            }
            push_row(&mut rows, row, line_no, false)?;
        }
        let (r, c) = shape_of(&rows, tr!("tiles-expected"))?;
        let n = r * c;
        if n > MAX_TOKEN_CELLS {
            return Err(TokenBoardError {
                line: None,
                column: None,
                message: tr!("tokens-too-many-cells", cells = n, most = MAX_TOKEN_CELLS),
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
                    if value == u64::MAX {
                        tr!("tiles-huge-number", size = format!("{r}x{c}"), last = n - 1)
                    } else {
                        tr!(
                            "tiles-out-of-range",
                            tile = value,
                            size = format!("{r}x{c}"),
                            last = n - 1
                        )
                    },
                ));
            }
            if let Some((l, col)) = seen[value as usize] {
                let what = if value == 0 {
                    tr!("tiles-second-blank", line = l, column = col)
                } else {
                    tr!("tiles-twice", tile = value, line = l, column = col, last = n - 1)
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
                            tr!("knights-bad-cell", found = crate::text::describe_char(other)),
                        ));
                    }
                };
                if token == 0 {
                    if let Some((l, c)) = blank {
                        return Err(error_at(
                            line_no,
                            column,
                            tr!("knights-second-blank", line = l, column = c),
                        ));
                    }
                    blank = Some((line_no, column));
                }
                row.push(token);
            }
            push_row(&mut rows, row, line_no, true)?;
        }
        let (r, c) = shape_of(&rows, tr!("knights-expected"))?;
        if r * c > MAX_TOKEN_CELLS {
            return Err(TokenBoardError {
                line: None,
                column: None,
                message: tr!("tokens-too-many-cells", cells = r * c, most = MAX_TOKEN_CELLS),
                over_limit: true,
            });
        }
        if blank.is_none() {
            return Err(TokenBoardError {
                line: None,
                column: None,
                message: tr!("knights-no-blank"),
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
