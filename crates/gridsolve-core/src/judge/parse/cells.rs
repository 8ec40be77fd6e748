//! Reading the problems whose cells are read one at a time: the
//! eight-puzzles (nine tiles, any whitespace between them), 骑士精神 (rows
//! of five characters) and the press grids (numbers `0`/`1` separated by
//! whitespace, POJ 3279 after its size line); and the count of cases that
//! heads P2324's and POJ 1222's input.
//!
//! Every cell is a resume point: a piece of input may end anywhere, and
//! whitespace already skipped is never carried over.

use super::cell_names;
use super::{Board15, Case, CaseReader, ParseError, PartialCase};
use crate::judge::{CaseLayout, Problem, eight, knights};
use crate::locale::Text;
use crate::tr;

/// The largest count of cases T a judge input may declare: 18 digits (the
/// cases themselves are read one by one, so only the count is bounded).
pub(crate) const MAX_DECLARED_CASES: u64 = 999_999_999_999_999_999;

/// Whether a count of cases reads like a row of 0s and 1s of a 5x5
/// knight board (`01111` reads as 1111): at least 4 digits, all 0 or 1.
fn looks_like_a_row(count: usize) -> bool {
    let digits = count.to_string();
    (4..=5).contains(&digits.len()) && digits.bytes().all(|b| b == b'0' || b == b'1')
}

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
    grid: Board15,
}

/// How cells are laid out.
#[derive(Clone, Copy, PartialEq, Eq)]
enum CellSpacing {
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
    fn layout(&self) -> CellSpacing {
        match self.problem.layout() {
            CaseLayout::Eight => CellSpacing::Free,
            CaseLayout::Knights => CellSpacing::Rows,
            _ => CellSpacing::Separated,
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
            (Problem::P2324 | Problem::Poj3279 | Problem::Poj1222, b'0' | b'1') => Some(b - b'0'),
            _ => None,
        }
    }

    /// The cut-off error: the input (or this piece of it) ends where
    /// `expected` is due; `message` says it (`None`: the board is cut off).
    fn cut_off(&self, expected: Text) -> ParseError {
        self.cut_off_saying(tr!("judge-board-cut-off", expected = expected))
    }

    fn cut_off_saying(&self, message: Text) -> ParseError {
        let message = if self.more_follows {
            tr!("judge-piece-ends-case")
        } else {
            match self.count_was_a_row() {
                Some(hint) => tr!("judge-with-hint", detail = message, hint = hint),
                None => message,
            }
        };
        ParseError {
            case: self.case,
            line: self.line,
            column: None,
            message,
            cut_off: true,
        }
    }

    /// P2324 input without its first line: the first board row (`11111`,
    /// `01111`) reads as a count of cases, and the boards then run short.
    /// Says so, with the count that was read.
    fn count_was_a_row(&self) -> Option<Text> {
        match self.declared {
            Some(count) if self.problem == Problem::P2324 && looks_like_a_row(count) => {
                Some(tr!("judge-count-was-a-row", count = count))
            }
            _ => None,
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
                    ..self.cut_off_saying(tr!("judge-input-empty-count"))
                });
            }
            match self.read_number(tr!("judge-number-of-cases"), MAX_DECLARED_CASES) {
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
                ..self.cut_off_saying(if self.case == 1 {
                    tr!("judge-ends-after-one-case", declared = declared)
                } else {
                    tr!("judge-ends-after-cases", cases = self.case, declared = declared)
                })
            }),
            (false, true) => {
                let found = self.describe_at(self.pos);
                Step::Fail(ParseError {
                    case: 0,
                    ..self.error(
                        self.pos,
                        if declared == 1 {
                            tr!("judge-expected-end-one-case", found = found)
                        } else {
                            tr!("judge-expected-end-cases", declared = declared, found = found)
                        },
                    )
                })
            }
        }
    }

    /// Reads a decimal number token of at most `max` (the reader is on its
    /// first character) and the whitespace or end of input after it.
    /// Reads a decimal number up to `max`; the refusal gives the accepted
    /// range (from 0 for a count of cases, from 1 for a side).
    fn read_number(&mut self, what: Text, max: u64) -> Result<u64, ParseError> {
        let at = self.pos;
        // Twenty-one bytes decide: more than 18 digits is refused, and a
        // refusal shows twenty. Reading on to the token's end kept a
        // 200 MB line of digits in memory, read again at every piece.
        let token_len = self.input[at..]
            .iter()
            .take(21)
            .take_while(|b| !b.is_ascii_whitespace() && **b != b'\x0b')
            .count();
        if token_len < 21 && at + token_len == self.input.len() && self.more_follows {
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
                let least = if max == MAX_DECLARED_CASES { 0 } else { 1 };
                let row = max == MAX_DECLARED_CASES
                    && self.problem == Problem::P2324
                    && !token.is_empty()
                    && token.iter().all(|b| matches!(b, b'0' | b'1' | b'*'));
                let found = format!("{shown}{more}");
                let message = tr!(
                    "judge-expected-number",
                    what = what,
                    least = least,
                    max = max,
                    found = found
                );
                Err(self.error(
                    at,
                    if row {
                        tr!("judge-with-hint", detail = message, hint = tr!("judge-row-not-count"))
                    } else {
                        message
                    },
                ))
            }
        }
    }

    /// The fast path of P1379: nine distinct digits 0 to 8 and a line feed,
    /// a board that can reach the goal. Anything else (`None`) is read again
    /// by the careful path, which says what is wrong and where.
    fn read_plain_p1379(&mut self) -> Option<Case> {
        let bytes: &[u8; 10] = self.input.get(self.pos..self.pos + 10)?.try_into().ok()?;
        if bytes[9] != b'\n' {
            return None;
        }
        let tiles = plain_p1379_board(&bytes[..9])?;
        // The line feed is left to the whitespace between cases (it counts lines).
        self.pos += 9;
        Some(Case::new(self.case, self.line, tiles, 0))
    }

    /// The fast path of POJ 1222: five rows of six cells `0` or `1`, one space
    /// between two and a line feed after each (60 bytes). Anything else
    /// (`None`) is read again by the careful path.
    fn read_plain_poj1222(&mut self) -> Option<Case> {
        let grid = plain_press_grid(self.input.get(self.pos..self.pos + 60)?, 5, 6)?;
        let case = Case::with_flip_board(self.case, self.line, grid);
        // Four line feeds inside the case; the last one is left to the
        // whitespace between cases (it counts lines).
        self.pos += 59;
        self.line += 4;
        self.line_start = self.pos - 11;
        Some(case)
    }

    /// Reads a case of the eight-puzzle, knights or press-grid families, or
    /// the rest of one carried over from the previous piece.
    pub(super) fn read_cells_case(&mut self) -> Result<Case, ParseError> {
        let problem = self.problem;
        if self.pending.is_none() {
            let plain = match problem {
                Problem::P1379 => self.read_plain_p1379(),
                Problem::Poj1222 => self.read_plain_poj1222(),
                _ => None,
            };
            if let Some(case) = plain {
                return Ok(case);
            }
        }
        let mut case = self.pending.take().unwrap_or(PartialCase {
            line: self.line,
            ..PartialCase::default()
        });
        let mut read = case.cells;
        if problem == Problem::Poj3279 {
            while read.header < 2 {
                let what = if read.header == 0 {
                    tr!("judge-number-of-rows")
                } else {
                    tr!("judge-number-of-columns")
                };
                let more = self.skip_whitespace();
                case.cells = read;
                self.mark_resume(Some(case));
                if !more {
                    return Err(self.cut_off_saying(tr!("judge-case-cut-off", expected = what)));
                }
                let at = self.pos;
                let value = self.read_number(what.clone(), crate::judge::fliptile::MAX_SIDE as u64)?;
                if value == 0 {
                    return Err(self.error(at, tr!("judge-side-zero", what = what)));
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
            read.grid = Board15::zeros(rows, cols);
        }
        let layout = self.layout();
        let total = rows * cols;
        while usize::from(read.read) < total {
            let index = usize::from(read.read);
            let (r, c) = (index / cols, index % cols);
            let where_ = || match problem.layout() {
                CaseLayout::Knights => tr!(
                    "judge-row-of-board",
                    row = r + 1,
                    rows = rows,
                    board = tr!("judge-board")
                ),
                CaseLayout::Eight => tr!("judge-cell-of-nine", cell = index + 1, row = r + 1, column = c + 1),
                _ => tr!(
                    "judge-cell-of-board",
                    cell = format!("({}, {})", r + 1, c + 1),
                    size = format!("{rows} x {cols}")
                ),
            };
            let more = if layout != CellSpacing::Rows || c == 0 {
                self.skip_whitespace()
            } else {
                self.pos < self.input.len()
            };
            case.cells = read;
            self.mark_resume(Some(case));
            if !more {
                let expected = if layout == CellSpacing::Rows {
                    tr!("judge-cells-in", cols = cols, row = where_(), found = c)
                } else {
                    where_()
                };
                return Err(self.cut_off(expected));
            }
            let at = self.pos;
            let b = self.input[at];
            let Some(value) = self.cell_value(b) else {
                let message = if layout == CellSpacing::Rows && (b.is_ascii_whitespace() || b == b'\x0b') {
                    tr!(
                        "judge-row-short",
                        cols = cols,
                        row = where_(),
                        found = c,
                        cells = cell_names(problem)
                    )
                } else {
                    tr!(
                        "judge-expected-cell-for",
                        cells = cell_names(problem),
                        place = where_(),
                        found = self.describe_at(at)
                    )
                };
                return Err(self.error(at, message));
            };
            self.pos += 1;
            // What must follow the cell: whitespace after a number, or after the last cell of a row.
            let ends_token = layout == CellSpacing::Separated || layout == CellSpacing::Rows && c + 1 == cols;
            if ends_token {
                match self.input.get(self.pos) {
                    None if self.more_follows => return Err(self.cut_off(where_())),
                    Some(&b) if !(b.is_ascii_whitespace() || b == b'\x0b') => {
                        let message = if layout == CellSpacing::Rows {
                            tr!(
                                "judge-expected-row-end",
                                row = r + 1,
                                cols = cols,
                                found = self.describe_at(self.pos)
                            )
                        } else {
                            tr!(
                                "judge-expected-space",
                                place = where_(),
                                found = self.describe_at(self.pos)
                            )
                        };
                        return Err(self.error(self.pos, message));
                    }
                    _ => {}
                }
            }
            match problem.layout() {
                CaseLayout::Eight => {
                    if read.seen >> value & 1 == 1 {
                        let message = if value == 0 {
                            let blank = if problem == Problem::P1379 { "'0'" } else { "'x'" };
                            tr!("judge-blank-twice", blank = blank)
                        } else {
                            tr!("judge-tile-twice", tile = value)
                        };
                        return Err(self.error(at, message));
                    }
                    read.seen |= 1 << value;
                    read.acc = read.acc << 4 | u64::from(value);
                }
                CaseLayout::Knights => {
                    if value == 2 {
                        if let Some(first) = read.blank {
                            return Err(self.error(
                                at,
                                tr!(
                                    "judge-knights-second-blank",
                                    row = first / 5 + 1,
                                    column = first % 5 + 1
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
        match problem.layout() {
            CaseLayout::Eight => {
                let tiles = read.acc;
                let goal = eight::goal(problem);
                if !eight::solvable(tiles, goal) && problem == Problem::P1379 {
                    return Err(ParseError {
                        case: number,
                        line: case.line,
                        column: None,
                        message: tr!("judge-p1379-unsolvable", inversions = eight::inversions(tiles)),
                        cut_off: false,
                    });
                }
                Ok(Case::new(number, case.line, tiles, 0))
            }
            CaseLayout::Knights => {
                let Some(blank) = read.blank else {
                    return Err(ParseError {
                        case: number,
                        line: case.line,
                        column: None,
                        message: tr!("judge-knights-no-blank"),
                        cut_off: false,
                    });
                };
                Ok(Case::new(number, case.line, knights::state(read.acc, blank), 0))
            }
            _ => Ok(Case::with_flip_board(number, case.line, read.grid)),
        }
    }
}

/// A P1379 board written as nine digits, if they are 0 to 8, each once, and
/// the board can reach the goal: the fast paths' test of a plain case.
pub(super) fn plain_p1379_board(digits: &[u8]) -> Option<u64> {
    let digits: &[u8; 9] = digits.try_into().ok()?;
    let tiles = distinct_tiles(digits.iter().map(|&b| b.wrapping_sub(b'0')))?;
    eight::solvable(tiles, eight::goal(Problem::P1379)).then_some(tiles)
}

/// An HDU 1043 board written as its nine cells (`1` to `8`, `x` the blank)
/// with one space between two, if each appears once: the batch path's test
/// of a plain case (a board that cannot reach the goal is a case too: its
/// answer is `unsolvable`).
pub(super) fn plain_hdu1043_board(cells: &[u8]) -> Option<u64> {
    let cells: &[u8; 17] = cells.try_into().ok()?;
    // Indexed loops over fixed arrays rather than `step_by` adapters: the
    // compiler inlined those or not from one build to the next (a call a
    // case, 5% of HDU 1043's time, when not).
    if (0..8).any(|i| cells[2 * i + 1] != b' ') {
        return None;
    }
    let tiles: [u8; 9] = std::array::from_fn(|i| match cells[2 * i] {
        b'x' => 0,
        b => b.wrapping_sub(b'0'),
    });
    distinct_tiles(tiles.into_iter())
}

/// POJ 3279's `\nM N\n` at the start of `bytes`, if plain (each side 1
/// to 15 without a leading zero, one space between): the sides and the
/// header's length, its line feeds included.
pub(super) fn plain_poj3279_header(bytes: &[u8]) -> Option<(usize, usize, usize)> {
    // A side at `at`: its value and length.
    let side = |at: usize| -> Option<(usize, usize)> {
        match (*bytes.get(at)?, *bytes.get(at + 1)?) {
            (b'1', d @ b'0'..=b'5') => Some((10 + usize::from(d - b'0'), 2)),
            (d @ b'1'..=b'9', _) => Some((usize::from(d - b'0'), 1)),
            _ => None,
        }
    };
    if *bytes.first()? != b'\n' {
        return None;
    }
    let (rows, rows_len) = side(1)?;
    if *bytes.get(1 + rows_len)? != b' ' {
        return None;
    }
    let (cols, cols_len) = side(2 + rows_len)?;
    let end = 2 + rows_len + cols_len;
    (*bytes.get(end)? == b'\n').then_some((rows, cols, end + 1))
}

/// A press grid of `rows` rows of `cols` cells `0` or `1`, one space
/// between two and a line feed after each (`bytes` is exactly that long):
/// the batch paths' test of a plain POJ 3279 or POJ 1222 case.
pub(super) fn plain_press_grid(bytes: &[u8], rows: usize, cols: usize) -> Option<Board15> {
    if bytes.len() != 2 * rows * cols {
        return None;
    }
    let mut grid = Board15::zeros(rows, cols);
    for (r, row) in bytes.chunks_exact(2 * cols).enumerate() {
        let mut bits = 0u16;
        for (c, pair) in row.chunks_exact(2).enumerate() {
            let separator = if c + 1 == cols { b'\n' } else { b' ' };
            if pair[1] != separator || !matches!(pair[0], b'0' | b'1') {
                return None;
            }
            bits |= u16::from(pair[0] - b'0') << c;
        }
        grid.set_row(r, bits);
    }
    Some(grid)
}

/// Nine tiles packed as [`eight`] packs a board, if they are 0 to 8, each once.
fn distinct_tiles(tiles: impl Iterator<Item = u8>) -> Option<u64> {
    let (mut seen, mut packed) = (0u16, 0u64);
    for tile in tiles {
        if tile > 8 {
            return None;
        }
        seen |= 1 << tile;
        packed = packed << 4 | u64::from(tile);
    }
    (seen == 0x1FF).then_some(packed)
}

#[cfg(test)]
mod tests {
    use super::super::tests::read_in_pieces;
    use super::*;

    fn read(problem: Problem, input: &str) -> Vec<Result<Case, ParseError>> {
        CaseReader::new(problem, input.as_bytes()).collect()
    }

    fn error(problem: Problem, input: &str) -> String {
        let results = read(problem, input);
        results.last().unwrap().clone().unwrap_err().to_string()
    }

    #[test]
    fn eight_puzzles_read_with_or_without_spaces_and_name_every_mistake() {
        let cases = read(Problem::Hdu1043, "2 3 4 1 5 x 7 6 8\r\n12345678x\n1 2 3\n4 5 6\n7 8 x");
        assert_eq!(cases.len(), 3);
        assert_eq!(cases[0].clone().unwrap().start, 0x2_3415_0768);
        assert_eq!(cases[2].clone().unwrap().line, 3);
        assert_eq!(
            error(Problem::Hdu1043, "1 2 3 4 5 6 7 8 0\n"),
            "case 1, line 1, column 17: expected '1' to '8' or 'x' (the blank) for cell 9 of 9 (row 3, column 3), found '0'"
        );
        assert_eq!(
            error(Problem::P1379, "283104765\n2831047\n"),
            "case 2, line 3: the board is cut off at end of input: expected cell 8 of 9 (row 3, column 2)"
        );
        assert_eq!(
            error(Problem::P1379, "283104763\n"),
            "case 1, line 1, column 9: tile '3' appears twice in this case"
        );
        assert_eq!(
            error(Problem::Hdu1043, "x 1 2 3 4 5 6 7 x"),
            "case 1, line 1, column 17: the blank 'x' appears twice in this case"
        );
        assert!(error(Problem::P1379, "123456780").starts_with(
            "case 1, line 1: this board cannot reach the goal 123804765: it has 0 inversions and the goal 7"
        ));
        // HDU 1043 answers such boards: "unsolvable".
        assert!(read(Problem::Hdu1043, "2 1 3 4 5 6 7 8 x").remove(0).is_ok());
    }

    const KNIGHTS: &str = "10110\n01*11\n10111\n01001\n00000\n";

    #[test]
    fn knights_need_their_count_rows_of_five_and_one_blank() {
        let cases = read(Problem::P2324, &format!("2\n{KNIGHTS}\n{KNIGHTS}"));
        assert_eq!(cases.len(), 2);
        let first = cases[0].clone().unwrap();
        assert_eq!((first.number, first.line), (1, 2));
        assert_eq!(cases[1].clone().unwrap().line, 8);
        assert_eq!(
            error(Problem::P2324, ""),
            "line 1: the input is empty: expected the number of cases T on the first line"
        );
        assert_eq!(
            error(Problem::P2324, "two\n"),
            "line 1, column 1: expected the number of cases T from 0 to 999999999999999999, found 'two'"
        );
        assert_eq!(
            error(Problem::P2324, &format!("2\n{KNIGHTS}")),
            "case 2, line 7: the input ends after 1 case, but its first line declares 2"
        );
        assert_eq!(
            error(Problem::P2324, &format!("1\n{KNIGHTS}0\n")),
            "line 7, column 1: expected the end of input after the 1 case the first line declares, found '0'"
        );
        assert_eq!(
            error(Problem::P2324, "1\n10110\n01*1\n"),
            "case 1, line 3, column 5: expected 5 cells in row 2 of 5 of the board, found 4 (a row is 5 characters '0', '1' or '*' (the blank))"
        );
        assert_eq!(
            error(Problem::P2324, "1\n10110\n01*110\n"),
            "case 1, line 3, column 6: expected the end of row 2 (5 cells), found '0'"
        );
        assert_eq!(
            error(Problem::P2324, "1\n10110\n01*11\n10*11\n"),
            "case 1, line 4, column 3: a second blank '*' (the first is in row 2, column 3); a board has exactly one"
        );
        assert_eq!(
            error(Problem::P2324, "1\n10110\n01011\n10111\n01001\n00000\n"),
            "case 1, line 2: the board has no blank '*'; a board has exactly one"
        );
        assert!(read(Problem::P2324, "0\n").is_empty());
    }

    #[test]
    fn press_grids_read_their_size_and_numbers_separated_by_spaces() {
        let cases = read(Problem::Poj3279, "2 3\n1 0 1\n0 1 1\n1 1\n1");
        assert_eq!(cases.len(), 2);
        let grid = cases[0].clone().unwrap().flip_board;
        assert_eq!(
            (grid.rows(), grid.cols(), grid.row(0), grid.row(1)),
            (2, 3, 0b101, 0b110)
        );
        assert_eq!(
            error(Problem::Poj3279, "16 2\n"),
            "case 1, line 1, column 1: expected the number of rows M from 1 to 15, found '16'"
        );
        assert_eq!(
            error(Problem::Poj3279, "2 00\n"),
            "case 1, line 1, column 3: expected the number of columns N from 1 to 15, found 0"
        );
        assert_eq!(
            error(Problem::Poj3279, "2 2\n1 0\n01\n"),
            "case 1, line 3, column 2: expected a space after cell (2, 1) of the 2 x 2 board: the numbers are '0' or '1' separated by spaces, found '1'"
        );
        assert_eq!(
            error(Problem::Poj3279, "2 2\n1 0\n0 2\n"),
            "case 1, line 3, column 3: expected '0' or '1' for cell (2, 2) of the 2 x 2 board, found '2'"
        );
        assert_eq!(
            error(Problem::Poj3279, "2"),
            "case 1, line 1: the case is cut off at end of input: expected the number of columns N"
        );
        assert_eq!(
            error(Problem::Poj1222, "1\n0 1 1 0 1 0\n"),
            "case 1, line 3: the board is cut off at end of input: expected cell (2, 1) of the 5 x 6 board"
        );
    }

    #[test]
    fn every_family_reads_the_same_in_pieces_of_any_size() {
        let inputs = [
            (Problem::P1379, "283104765\n 2 8 3\n1 0 4\n7 6 5\n123804765"),
            // Plain lines (the fast path) among others, then an unsolvable one.
            (
                Problem::P1379,
                "283104765\n123804765\n\n265178043\r\n273504618\n123456780\n",
            ),
            (
                Problem::Hdu1043,
                "2 3 4 1 5 x 7 6 8\r\n\n12345678x\n8 7 6 5 4 3 2 1 x 9",
            ),
            (
                Problem::P2324,
                "2\n10110\n01*11\n10111\n01001\n00000\n\n01011\n110*1\n01110\n01010\n00100\n",
            ),
            (Problem::P2324, "3\n10110\n01*11\n10111\n01001\n00000\n"),
            (
                Problem::Poj3279,
                "4 4\n1 0 0 1\n0 1 1 0\n0 1 1 0\n1 0 0 1\n1 2\n1   1\n2 2 1 1 1 x",
            ),
            (
                Problem::Poj1222,
                "1\n0 1 1 0 1 0\n1 0 0 1 1 1\n0 0 1 0 0 1\n1 0 0 1 0 1\n0 1 1 1 0 0\n",
            ),
        ];
        for (problem, input) in inputs {
            let whole = read(problem, input);
            for piece in 1..=input.len() {
                let (pieces, _) = read_in_pieces(problem, input.as_bytes(), piece);
                assert_eq!(pieces, whole, "{problem:?} piece {piece}");
            }
        }
    }

    /// P1379's fast path (nine digits and a line feed) reads what the
    /// careful path reads from the same boards written otherwise, and leaves
    /// every refusal to it, with the same words and place.
    #[test]
    fn the_p1379_fast_path_agrees_with_the_careful_path() {
        let boards = ["283104765", "123804765", "265178043", "273504618", "012345678"];
        let plain: String = boards.iter().map(|b| format!("{b}\n")).collect();
        let careful: String = boards.iter().map(|b| format!("{b}\r\n")).collect();
        let (fast, slow) = (read(Problem::P1379, &plain), read(Problem::P1379, &careful));
        assert_eq!(fast.len(), boards.len());
        assert_eq!(fast, slow);
        for bad in [
            "123456780\n",
            "123804766\n",
            "1238047651\n",
            "12380476\n5\n",
            "12a804765\n",
        ] {
            let input = format!("{plain}{bad}");
            let crlf = input.replace('\n', "\r\n");
            let (a, b) = (read(Problem::P1379, &input), read(Problem::P1379, &crlf));
            assert!(a.last().is_some_and(Result::is_err), "{bad:?} accepted");
            let (Some(Err(a)), Some(Err(b))) = (a.last(), b.last()) else {
                unreachable!()
            };
            assert_eq!((a.case, a.line, a.column), (b.case, b.line, b.column), "{bad:?}");
            assert_eq!(a.message.to_string(), b.message.to_string(), "{bad:?}");
        }
    }

    /// POJ 1222's fast path (rows of "0 1 0 1 0 1") reads what the careful
    /// path reads from the same puzzles with other spacing, and leaves every
    /// refusal to it, with the same words and place.
    #[test]
    fn the_poj1222_fast_path_agrees_with_the_careful_path() {
        let rows = [
            "0 1 1 0 1 0",
            "1 0 0 1 1 1",
            "0 0 1 0 0 1",
            "1 0 0 1 0 1",
            "0 1 1 1 0 0",
        ];
        let puzzle: String = rows.iter().map(|r| format!("{r}\n")).collect();
        let plain = format!("3\n{puzzle}{puzzle}{puzzle}");
        let careful = plain.replace(" 1\n", " 1 \n");
        let (fast, slow) = (read(Problem::Poj1222, &plain), read(Problem::Poj1222, &careful));
        assert_eq!(fast.len(), 3);
        assert_eq!(fast, slow);
        assert_eq!(fast, read(Problem::Poj1222, &plain.replace("0 1 1", "0 1  1")));
        for bad in ["0 1 1 0 1 2\n", "0 1 1 0 1\n", "0 1 1 0 1 0 1\n", "0 1 1 0 1 0x\n"] {
            let input = format!(
                "2\n{puzzle}{bad}{}",
                rows[1..].iter().map(|r| format!("{r}\n")).collect::<String>()
            );
            let other = input.replace(" 1\n", " 1 \n");
            let (Some(Err(a)), Some(Err(b))) = (
                read(Problem::Poj1222, &input).pop(),
                read(Problem::Poj1222, &other).pop(),
            ) else {
                panic!("{bad:?} accepted")
            };
            assert_eq!((a.case, a.line, a.column), (b.case, b.line, b.column), "{bad:?}");
            assert_eq!(a.message.to_string(), b.message.to_string(), "{bad:?}");
        }
    }

    #[test]
    fn blanks_inside_a_case_are_never_carried_over_between_pieces() {
        for (problem, head, tail) in [
            (Problem::Hdu1043, "2 3 4 1", " 5 x 7 6 8\n"),
            (Problem::P2324, "1\n10110\n01*11\n", "10111\n01001\n00000\n"),
            (Problem::Poj3279, "2 2\n1 0\n0", " 1\n"),
        ] {
            let input = format!("{head}{}{tail}", " ".repeat(1 << 20));
            let (pieces, carried) = read_in_pieces(problem, input.as_bytes(), 4096);
            assert_eq!(pieces, read(problem, &input), "{problem:?}");
            assert!(pieces.iter().all(Result::is_ok), "{problem:?}");
            assert!(carried < 64, "{carried} bytes carried over for {problem:?}");
        }
    }
}

#[cfg(test)]
mod properties {
    use super::super::tests::read_in_pieces;
    use super::*;
    use proptest::prelude::*;

    /// Bytes that make near-valid input for the new families.
    fn near_input() -> impl Strategy<Value = Vec<u8>> {
        proptest::collection::vec(proptest::sample::select(b"0011223456789x* \n\r\t".to_vec()), 0..200)
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        #[test]
        fn any_input_reads_the_same_in_any_pieces_and_every_error_is_one_line(
            input in near_input(),
            piece in 1usize..40,
        ) {
            for problem in [Problem::P1379, Problem::Hdu1043, Problem::P2324, Problem::Poj3279, Problem::Poj1222] {
                let whole: Vec<_> = CaseReader::new(problem, &input).collect();
                for result in &whole {
                    if let Err(e) = result {
                        prop_assert!(!e.to_string().contains('\n'));
                    }
                }
                let (pieces, _) = read_in_pieces(problem, &input, piece);
                prop_assert_eq!(pieces, whole, "{:?}", problem);
            }
        }
    }
}
