//! Reading the problems whose cells are read one at a time: the
//! eight-puzzles (nine tiles, any whitespace between them), 骑士精神 (rows
//! of five characters) and the press grids (numbers `0`/`1` separated by
//! whitespace, POJ 3279 after its size line); and the count of cases that
//! heads P2324's and POJ 1222's input.
//!
//! Every cell is a resume point: a piece of input may end anywhere, and
//! whitespace already skipped is never carried over.

use super::{Case, CaseReader, Grid, ParseError, PartialCase};
use crate::judge::{eight, knights, Family, Problem};

/// A case of these families read in part.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct CellsRead {
    /// POJ 3279: the numbers of the size line read so far (0, 1 or 2).
    header: u8,
    rows: u8,
    cols: u8,
    /// Cells read so far.
    read: u16,
    /// Eight-puzzle tiles (4 bits each) or knights (1 bit each), first cell highest.
    acc: u64,
    /// Eight-puzzle: the tiles seen so far (bit = tile; the blank is 0).
    seen: u16,
    /// Knights: the blank's cell, once read.
    blank: Option<u8>,
    /// Press grids: the board.
    grid: Grid,
}

/// How cells are laid out.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Layout {
    /// Any whitespace, or none, between cells (the eight-puzzles: `283104765`
    /// and `2 8 3 1 x 4 7 6 5` both read).
    Free,
    /// Rows of exactly `cols` characters, whitespace between rows only.
    Rows,
    /// One-character numbers with whitespace after each.
    Separated,
}

/// What [`CaseReader::before_counted_case`] decided.
pub(super) enum Step {
    /// Read the next case.
    ReadCase,
    /// Every declared case is read and nothing follows.
    End,
    Fail(ParseError),
}

impl CaseReader<'_> {
    fn layout(&self) -> Layout {
        match self.problem.family() {
            Family::Eight => Layout::Free,
            Family::Knights => Layout::Rows,
            _ => Layout::Separated,
        }
    }

    /// The value of cell character `b`, or `None` when it is not one.
    /// Eight-puzzles: the tile, 0 the blank; knights: 0, 1, or 2 the blank.
    fn cell_value(&self, b: u8) -> Option<u8> {
        match (self.problem, b) {
            (Problem::P1379, b'0'..=b'8') => Some(b - b'0'),
            (Problem::Hdu1043, b'1'..=b'8') => Some(b - b'0'),
            (Problem::Hdu1043, b'x') => Some(0),
            (Problem::P2324, b'*') => Some(2),
            (_, b'0' | b'1') => Some(b - b'0'),
            _ => None,
        }
    }

    /// The cut-off error: the input (or this piece of it) ends where `expected` is due.
    fn cut_off(&self, expected: &str) -> ParseError {
        let message = if self.more_follows {
            "the case goes on in the next piece of input".to_string()
        } else {
            format!("the input is cut off: expected {expected}")
        };
        ParseError {
            case: self.case,
            line: self.line,
            column: None,
            message,
            cut_off: true,
        }
    }

    /// Before a case of a problem that declares its count of cases: reads
    /// the count first, and after the last declared case requires the end
    /// of input. `more` says whether anything but whitespace remains.
    pub(super) fn before_counted_case(&mut self, more: bool) -> Step {
        if self.declared.is_none() {
            if !more {
                return Step::Fail(ParseError {
                    case: 0,
                    ..self.cut_off("the number of cases T on the first line")
                });
            }
            match self.read_number("the number of cases T", u64::MAX) {
                Ok(count) => {
                    self.declared = Some(usize::try_from(count).unwrap_or(usize::MAX));
                }
                Err(error) => return Step::Fail(ParseError { case: 0, ..error }),
            }
            let more = self.skip_whitespace();
            self.mark_resume(None);
            return self.before_counted_case(more);
        }
        let declared = self.declared.unwrap_or(0);
        match (self.case < declared, more) {
            (true, true) => Step::ReadCase,
            (false, false) => Step::End,
            (true, false) => Step::Fail(ParseError {
                case: self.case + 1,
                ..self.cut_off(&format!(
                    "case {} of the {declared} the first line declares",
                    self.case + 1
                ))
            }),
            (false, true) => {
                let plural = if declared == 1 { "" } else { "s" };
                let found = self.describe_at(self.pos);
                Step::Fail(ParseError {
                    case: 0,
                    ..self.error(
                        self.pos,
                        format!(
                            "expected the end of input after the {declared} case{plural} the first line declares, found {found}"
                        ),
                    )
                })
            }
        }
    }

    /// Reads a decimal number token of at most `max` (the reader is on its
    /// first character) and the whitespace or end of input after it.
    fn read_number(&mut self, what: &str, max: u64) -> Result<u64, ParseError> {
        let at = self.pos;
        let token_len = self.input[at..]
            .iter()
            .take_while(|b| !b.is_ascii_whitespace() && **b != b'\x0b')
            .count();
        if at + token_len == self.input.len() && self.more_follows {
            return Err(self.cut_off(what));
        }
        let token = &self.input[at..at + token_len];
        let value = (token.len() <= 18 && token.iter().all(u8::is_ascii_digit))
            .then(|| token.iter().fold(0u64, |v, &d| v * 10 + u64::from(d - b'0')))
            .filter(|&v| v <= max);
        match value {
            Some(v) => {
                self.pos += token_len;
                Ok(v)
            }
            None => {
                let shown: String = String::from_utf8_lossy(&token[..token.len().min(20)])
                    .chars()
                    .map(|ch| ch.escape_default().to_string())
                    .collect();
                let more = if token.len() > 20 { "..." } else { "" };
                let range = if max < u64::MAX {
                    format!(" from 1 to {max}")
                } else {
                    String::new()
                };
                Err(self.error(at, format!("expected {what}{range}, found '{shown}{more}'")))
            }
        }
    }

    /// Reads a case of the eight-puzzle, knights or press-grid families, or
    /// the rest of one carried over from the previous piece.
    pub(super) fn read_cells_case(&mut self) -> Result<Case, ParseError> {
        let problem = self.problem;
        let mut case = self.pending.take().unwrap_or(PartialCase {
            line: self.line,
            ..PartialCase::default()
        });
        let mut read = case.cells;
        if problem == Problem::Poj3279 {
            while read.header < 2 {
                let what = if read.header == 0 {
                    "the number of rows M"
                } else {
                    "the number of columns N"
                };
                let more = self.skip_whitespace();
                case.cells = read;
                self.mark_resume(Some(case));
                if !more {
                    return Err(self.cut_off(what));
                }
                let value = self.read_number(what, crate::judge::fliptile::MAX_SIDE as u64)?;
                if value == 0 {
                    return Err(self.error(self.pos - 1, format!("expected {what} from 1 to 15, found '0'")));
                }
                if read.header == 0 {
                    read.rows = value as u8;
                } else {
                    read.cols = value as u8;
                }
                read.header += 1;
            }
        } else if read.rows == 0 {
            read.rows = problem.rows() as u8;
            read.cols = problem.cols() as u8;
        }
        let (rows, cols) = (usize::from(read.rows), usize::from(read.cols));
        if read.read == 0 {
            read.grid = Grid::zeros(rows, cols);
        }
        let layout = self.layout();
        let total = rows * cols;
        while usize::from(read.read) < total {
            let index = usize::from(read.read);
            let (r, c) = (index / cols, index % cols);
            let where_ = || match problem.family() {
                Family::Knights => format!("row {} of {rows} of the board", r + 1),
                Family::Eight => format!("cell {} of 9 (row {}, column {})", index + 1, r + 1, c + 1),
                _ => format!("cell ({}, {}) of the {rows} x {cols} board", r + 1, c + 1),
            };
            let more = if layout != Layout::Rows || c == 0 {
                self.skip_whitespace()
            } else {
                self.pos < self.input.len()
            };
            case.cells = read;
            self.mark_resume(Some(case));
            if !more {
                let expected = if layout == Layout::Rows {
                    format!("{cols} cells in {}, found {c}", where_())
                } else {
                    where_()
                };
                return Err(self.cut_off(&expected));
            }
            let at = self.pos;
            let b = self.input[at];
            let Some(value) = self.cell_value(b) else {
                let message = if layout == Layout::Rows && (b.is_ascii_whitespace() || b == b'\x0b') {
                    format!(
                        "expected {cols} cells in {}, found {c} (a row is {cols} characters {})",
                        where_(),
                        problem.cell_names()
                    )
                } else {
                    format!(
                        "expected {} for {}, found {}",
                        problem.cell_names(),
                        where_(),
                        self.describe_at(at)
                    )
                };
                return Err(self.error(at, message));
            };
            self.pos += 1;
            // What must follow the cell: whitespace after a number, or after the last cell of a row.
            let ends_token = layout == Layout::Separated || layout == Layout::Rows && c + 1 == cols;
            if ends_token {
                match self.input.get(self.pos) {
                    None if self.more_follows => return Err(self.cut_off(&where_())),
                    Some(&b) if !(b.is_ascii_whitespace() || b == b'\x0b') => {
                        let message = if layout == Layout::Rows {
                            format!(
                                "expected the end of row {} ({cols} cells), found {}",
                                r + 1,
                                self.describe_at(self.pos)
                            )
                        } else {
                            format!(
                                "expected a space after {}: the numbers are '0' or '1' separated by spaces, found {}",
                                where_(),
                                self.describe_at(self.pos)
                            )
                        };
                        return Err(self.error(self.pos, message));
                    }
                    _ => {}
                }
            }
            match problem.family() {
                Family::Eight => {
                    if read.seen >> value & 1 == 1 {
                        let tile = if value == 0 {
                            format!("the blank {}", if problem == Problem::P1379 { "'0'" } else { "'x'" })
                        } else {
                            format!("tile '{value}'")
                        };
                        return Err(self.error(at, format!("{tile} appears twice in this case")));
                    }
                    read.seen |= 1 << value;
                    read.acc = read.acc << 4 | u64::from(value);
                }
                Family::Knights => {
                    if value == 2 {
                        if let Some(first) = read.blank {
                            return Err(self.error(
                                at,
                                format!(
                                    "a second blank '*' (the first is in row {}, column {}); a board has exactly one",
                                    first / 5 + 1,
                                    first % 5 + 1
                                ),
                            ));
                        }
                        read.blank = Some(index as u8);
                    }
                    read.acc = read.acc << 1 | u64::from(value == 1);
                }
                _ => read.grid.set((r, c), value == 1),
            }
            read.read += 1;
        }
        let number = self.case;
        match problem.family() {
            Family::Eight => {
                let tiles = read.acc;
                let goal = eight::goal(problem);
                if !eight::solvable(tiles, goal) && problem == Problem::P1379 {
                    return Err(ParseError {
                        case: number,
                        line: case.line,
                        column: None,
                        message: format!(
                            "this board cannot reach the goal 123804765: it has {} inversions and the goal 7, \
                             and a move never changes whether that number is even or odd \
                             (P1379 promises a board that can)",
                            eight::inversions(tiles)
                        ),
                        cut_off: false,
                    });
                }
                Ok(Case::new(number, case.line, tiles, 0))
            }
            Family::Knights => {
                let Some(blank) = read.blank else {
                    return Err(ParseError {
                        case: number,
                        line: case.line,
                        column: None,
                        message: "the board has no blank '*'; a board has exactly one".into(),
                        cut_off: false,
                    });
                };
                Ok(Case::new(number, case.line, knights::state(read.acc, blank), 0))
            }
            _ => Ok(Case::with_grid(number, case.line, read.grid)),
        }
    }
}
