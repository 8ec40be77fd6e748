//! Reading judge input: cases one after another until end of input, with the
//! position of every mistake.
//!
//! The reader works on bytes (input need not be UTF-8) and yields one case at
//! a time, so a caller answers every good case before it meets a bad one.
//! Rows are runs of exactly `cols` cell characters separated by any
//! whitespace (spaces, tabs, blank lines, CRLF); a UTF-8 byte-order mark at
//! the very start is skipped. Lines and columns are 1-based; columns count
//! characters, not bytes.

use std::fmt;

use crate::judge::{CaseLayout, Problem};
use crate::locale::Text;
use crate::text::describe_byte;
use crate::tr;

mod cells;

/// One case: its board(s) as state numbers (see [`crate::Board::to_small`]),
/// or as a [`Board15`] for the press-grid problems.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Case {
    /// 1-based case number.
    pub number: usize,
    /// The line of the case's first row.
    pub line: usize,
    /// The board (toggle problems), the start board (swap problems), the
    /// tiles (eight-puzzles, see [`crate::judge::eight`]), the knights and
    /// blank (P2324, see [`crate::judge::knights`]); 0 for the press grids.
    pub start: u64,
    /// The target board (swap problems; 0 for the others).
    pub target: u64,
    /// The board of tiles to flip of a press-grid problem (POJ 3279, POJ 1222);
    /// empty for the others. (Its answer is the press grid.)
    pub flip_board: Board15,
}

impl Case {
    /// A case of a problem whose state is a number (every family but the press grids).
    pub fn new(number: usize, line: usize, start: u64, target: u64) -> Case {
        Case {
            number,
            line,
            start,
            target,
            flip_board: Board15::EMPTY,
        }
    }

    /// A case of a press-grid problem.
    pub fn with_flip_board(number: usize, line: usize, flip_board: Board15) -> Case {
        Case {
            flip_board,
            ..Case::new(number, line, 0, 0)
        }
    }
}

/// A two-colour board of at most 15 x 15 cells: one 16-bit word per row,
/// column `c` at bit `c`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Board15 {
    rows: u8,
    cols: u8,
    cells: [u16; 15],
}

impl Board15 {
    /// The 0 x 0 grid.
    pub const EMPTY: Board15 = Board15 {
        rows: 0,
        cols: 0,
        cells: [0; 15],
    };

    /// The all-0 grid of `rows` x `cols`, at most 15 x 15.
    ///
    /// # Panics
    /// If a side is over 15.
    pub fn zeros(rows: usize, cols: usize) -> Board15 {
        assert!(rows <= 15 && cols <= 15, "a grid is at most 15 x 15");
        Board15 {
            rows: rows as u8,
            cols: cols as u8,
            cells: [0; 15],
        }
    }

    /// Rows of the board.
    pub fn rows(&self) -> usize {
        usize::from(self.rows)
    }

    /// Columns of the board.
    pub fn cols(&self) -> usize {
        usize::from(self.cols)
    }

    /// The cells of row `r`, column `c` at bit `c`.
    pub fn row(&self, r: usize) -> u16 {
        self.cells[r]
    }

    /// The rows' words (all 15; those past the grid's rows are 0).
    pub(crate) fn cells(&self) -> [u16; 15] {
        self.cells
    }

    /// The rows' words, to change in place (bits past the width must stay 0).
    pub(crate) fn cells_mut(&mut self) -> &mut [u16; 15] {
        &mut self.cells
    }

    /// Sets the cells of row `r` (bits at or past the width are dropped).
    pub fn set_row(&mut self, r: usize, bits: u16) {
        self.cells[r] = bits & self.row_mask();
    }

    /// A row with every cell set.
    pub fn row_mask(&self) -> u16 {
        ((1u32 << self.cols) - 1) as u16
    }

    /// The cell at row `r`, column `c` (0-based).
    pub fn get(&self, (r, c): (usize, usize)) -> bool {
        self.cells[r] >> c & 1 == 1
    }

    /// Sets the cell at row `r`, column `c` (0-based).
    pub fn set(&mut self, (r, c): (usize, usize), value: bool) {
        self.cells[r] = self.cells[r] & !(1 << c) | u16::from(value) << c;
    }

    /// Cells set.
    pub fn count_ones(&self) -> u32 {
        self.cells.iter().map(|r| r.count_ones()).sum()
    }

    /// Whether every cell is 0.
    pub fn is_zero(&self) -> bool {
        self.cells.iter().all(|&r| r == 0)
    }

    /// The same cells as a [`Board`](crate::Board).
    pub fn to_board(&self) -> crate::Board {
        let mut board = crate::Board::zeros(self.rows(), self.cols());
        for r in 0..self.rows() {
            for c in 0..self.cols() {
                if self.get((r, c)) {
                    board.set((r, c), true);
                }
            }
        }
        board
    }
}

/// The cells a problem's boards are written in, in words.
pub(crate) fn cell_names(problem: Problem) -> Text {
    match problem {
        Problem::Poj1753 => tr!("judge-cells-bw"),
        Problem::Poj2965 => tr!("judge-cells-plus-minus"),
        Problem::P1379 => tr!("judge-cells-p1379"),
        Problem::Hdu1043 => tr!("judge-cells-hdu1043"),
        Problem::P2324 => tr!("judge-cells-knights"),
        _ => tr!("judge-cells-01"),
    }
}

/// A mistake in the input, with its position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// 1-based number of the case being read.
    pub case: usize,
    /// 1-based line of the input.
    pub line: usize,
    /// 1-based column, or `None` when the mistake is not at one character
    /// (unequal piece counts).
    pub column: Option<usize>,
    /// What was expected and what was found.
    pub message: Text,
    /// Whether the input simply ended inside a case (more input could complete it).
    pub cut_off: bool,
}

impl ParseError {
    /// The message with its case, line and column, in any language.
    pub fn text(&self) -> Text {
        // Case 0 is no case: the count of cases that heads some inputs, or
        // what follows the last case.
        let (case, line, detail) = (self.case, self.line, &self.message);
        match (case > 0, self.column) {
            (true, Some(column)) => tr!(
                "judge-at-case-line-column",
                case = case,
                line = line,
                column = column,
                detail = detail
            ),
            (true, None) => tr!("judge-at-case-line", case = case, line = line, detail = detail),
            (false, Some(column)) => tr!("at-line-column", line = line, column = column, detail = detail),
            (false, None) => tr!("at-line", line = line, detail = detail),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

impl std::error::Error for ParseError {}

/// A case read only in part when its piece of input ended: the rows read so
/// far. Whitespace already skipped is never carried over, so a case with a
/// gigabyte of blanks between its rows is read in bounded memory and linear
/// time.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PartialCase {
    /// The line of the case's first row.
    line: usize,
    /// The line where the target board begins (swap problems).
    target_line: usize,
    /// The boards' cells read so far (start, target).
    boards: [u64; 2],
    /// The board being read (0 or 1).
    board: usize,
    /// Its rows read so far.
    rows_done: usize,
    /// The other families, read cell by cell (see `cells.rs`).
    cells: cells::CellsRead,
}

/// Where a [`CaseReader`] stopped: after its last complete case, or inside
/// a case between two of its rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResumePoint {
    /// Byte offset in the reader's input.
    pub offset: usize,
    /// Line and column (1-based) of that offset in the whole input.
    pub line: usize,
    /// The column (1-based).
    pub column: usize,
    /// Cases read so far in the whole input.
    pub cases_read: usize,
    /// The case being read, when the point is inside one.
    pub partial: Option<PartialCase>,
    /// The number of cases the input declares on its first line (P2324,
    /// POJ 1222), once read.
    pub declared: Option<usize>,
}

impl ResumePoint {
    /// The start of an input.
    pub const START: ResumePoint = ResumePoint {
        offset: 0,
        line: 1,
        column: 1,
        cases_read: 0,
        partial: None,
        declared: None,
    };
}

/// Where the reader may stop and resume: offset, line, that line's start,
/// complete cases, the case in progress.
#[derive(Clone, Copy, Debug)]
struct Mark {
    offset: usize,
    line: usize,
    line_start: usize,
    cases_read: usize,
    partial: Option<PartialCase>,
}

/// Iterates over the cases of a judge input. After the first error it ends.
pub struct CaseReader<'a> {
    problem: Problem,
    input: &'a [u8],
    pos: usize,
    line: usize,
    /// Byte offset where the current line starts, for column numbers.
    line_start: usize,
    case: usize,
    failed: bool,
    /// Characters on the first line that came before `input` (when resuming
    /// in the middle of a line), for column numbers.
    first_line_prefix: usize,
    /// Where reading may resume: after the last complete case, or between
    /// two rows of the case being read. The column is only worked out when asked for.
    resume: Mark,
    /// The case in progress, carried over from the previous piece.
    pending: Option<PartialCase>,
    /// Whether more input follows this piece (then a row that reaches the
    /// very end of the piece may go on in the next one).
    more_follows: bool,
    /// The number of cases declared by the first line, once read
    /// ([`Problem::counts_cases`]).
    declared: Option<usize>,
}

impl<'a> CaseReader<'a> {
    /// A reader over `input` for `problem`.
    pub fn new(problem: Problem, input: &'a [u8]) -> CaseReader<'a> {
        let pos = if input.starts_with(b"\xEF\xBB\xBF") { 3 } else { 0 };
        CaseReader {
            problem,
            input,
            pos,
            line: 1,
            line_start: pos,
            case: 0,
            failed: false,
            first_line_prefix: 0,
            resume: Mark {
                offset: pos,
                line: 1,
                line_start: pos,
                cases_read: 0,
                partial: None,
            },
            pending: None,
            more_follows: false,
            declared: None,
        }
    }

    /// A reader over a later piece of a larger input, continuing where a
    /// previous reader's [`CaseReader::resume_point`] said it stopped
    /// (`input` starts at that point's offset).
    pub fn resume(problem: Problem, input: &'a [u8], point: ResumePoint) -> CaseReader<'a> {
        CaseReader {
            problem,
            input,
            pos: 0,
            line: point.line,
            line_start: 0,
            case: point.cases_read,
            failed: false,
            first_line_prefix: point.column - 1,
            resume: Mark {
                offset: 0,
                line: point.line,
                line_start: 0,
                cases_read: point.cases_read,
                partial: point.partial,
            },
            pending: point.partial,
            more_follows: false,
            declared: point.declared,
        }
    }

    /// Marks this piece as not the last: a case that reaches the very end of
    /// the piece is reported as cut off, to be read again with what follows.
    pub fn more_follows(mut self) -> CaseReader<'a> {
        self.more_follows = true;
        self
    }

    /// Where the last complete case ended: reading the rest of the input
    /// from there with [`CaseReader::resume`] continues seamlessly. Used to
    /// read input in bounded pieces.
    pub fn resume_point(&self) -> ResumePoint {
        let Mark {
            offset,
            line,
            line_start,
            cases_read,
            partial,
        } = self.resume;
        let prefix = if line_start == 0 { self.first_line_prefix } else { 0 };
        let column = 1
            + prefix
            + self.input[line_start..offset]
                .iter()
                .filter(|&&b| b & 0xC0 != 0x80)
                .count();
        ResumePoint {
            offset,
            line,
            column,
            cases_read,
            partial,
            declared: self.declared,
        }
    }

    /// Marks the current position as one to resume from: `partial` is the
    /// case in progress (then `self.case` counts it, and the mark does not).
    fn mark_resume(&mut self, partial: Option<PartialCase>) {
        self.resume = Mark {
            offset: self.pos,
            line: self.line,
            line_start: self.line_start,
            cases_read: self.case - usize::from(partial.is_some()),
            partial,
        };
    }

    /// The 1-based column of byte offset `at` on the current line, counting
    /// characters (UTF-8 continuation bytes do not start a character).
    fn column(&self, at: usize) -> usize {
        let prefix = if self.line_start == 0 {
            self.first_line_prefix
        } else {
            0
        };
        1 + prefix
            + self.input[self.line_start..at]
                .iter()
                .filter(|&&b| b & 0xC0 != 0x80)
                .count()
    }

    fn error(&self, at: usize, message: Text) -> ParseError {
        ParseError {
            case: self.case,
            line: self.line,
            column: Some(self.column(at)),
            message,
            cut_off: false,
        }
    }

    /// Skips whitespace, counting lines. Returns whether input remains.
    fn skip_whitespace(&mut self) -> bool {
        while let Some(&b) = self.input.get(self.pos) {
            match b {
                b'\n' => {
                    self.pos += 1;
                    self.line += 1;
                    self.line_start = self.pos;
                }
                b' ' | b'\t' | b'\r' | b'\x0b' | b'\x0c' => self.pos += 1,
                _ => return true,
            }
        }
        false
    }

    /// Describes the character at byte offset `at`: the whole UTF-8 character
    /// when it is one, else the byte.
    fn describe_at(&self, at: usize) -> String {
        let rest = &self.input[at..self.input.len().min(at + 4)];
        let valid = match std::str::from_utf8(rest) {
            Ok(s) => s,
            Err(e) => std::str::from_utf8(&rest[..e.valid_up_to()]).unwrap_or(""),
        };
        match valid.chars().next() {
            Some(ch) if !ch.is_ascii() => crate::text::describe_char(ch),
            _ => describe_byte(self.input[at]),
        }
    }

    /// Reads one row of `cols` cells into `state` (shifting left, first cell
    /// highest). `row` and `board` name the row in messages ("row 3 of 4 of
    /// the target board"); the name is only built when there is an error,
    /// since this is the batch hot path.
    fn read_row(&mut self, state: &mut u64, row: usize, board: &'static str) -> Result<(), ParseError> {
        let rows = self.problem.rows();
        // `board` is a message id: judge-board, judge-start-board, judge-target-board.
        let which = || {
            tr!(
                "judge-row-of-board",
                row = row,
                rows = rows,
                board = Text::new(board, Vec::new())
            )
        };
        let problem = self.problem;
        let (zero, one) = problem.alphabet();
        if !self.skip_whitespace() {
            return Err(ParseError {
                case: self.case,
                line: self.line,
                column: None,
                message: tr!("judge-board-cut-off", expected = which()),
                cut_off: true,
            });
        }
        let cols = problem.cols();
        for filled in 0..cols {
            let at = self.pos;
            match self.input.get(at) {
                Some(&b) if b == zero || b == one => {
                    *state = (*state << 1) | (b == one) as u64;
                    self.pos += 1;
                }
                Some(&b) if b.is_ascii_whitespace() || b == b'\x0b' => {
                    return Err(self.error(
                        at,
                        tr!(
                            "judge-row-short",
                            cols = cols,
                            row = which(),
                            found = filled,
                            cells = cell_names(problem)
                        ),
                    ));
                }
                None => {
                    let mut error = self.error(
                        at,
                        tr!(
                            "judge-board-cut-off",
                            expected = tr!("judge-cells-in", cols = cols, row = which(), found = filled)
                        ),
                    );
                    error.cut_off = true;
                    return Err(error);
                }
                Some(_) => {
                    return Err(self.error(
                        at,
                        tr!(
                            "judge-expected-cell",
                            cells = cell_names(problem),
                            found = self.describe_at(at)
                        ),
                    ));
                }
            }
        }
        match self.input.get(self.pos) {
            None if self.more_follows => Err(ParseError {
                case: self.case,
                line: self.line,
                column: None,
                message: tr!("judge-piece-ends-row"),
                cut_off: true,
            }),
            None => Ok(()),
            Some(b) if b.is_ascii_whitespace() || *b == b'\x0b' => Ok(()),
            Some(_) => Err(self.error(
                self.pos,
                tr!(
                    "judge-row-too-long",
                    row = which(),
                    cols = cols,
                    found = self.describe_at(self.pos)
                ),
            )),
        }
    }

    /// The four-by-four problems (POJ 1753, POJ 2965, P1225, P4289), the
    /// eight-puzzles (P1379, HDU 1043), POJ 3279 and POJ 1222: reads, at most `max` at
    /// a time, the cases that follow in the layout of nearly every judge file
    /// (a line feed, then the case's rows each ended by a line feed; see each
    /// problem's reader below), appending them to `cases` and moving past them
    /// exactly as [`next`](Iterator::next) would (case numbers, lines, the
    /// resume point); stops before anything else, which `next` then reads and
    /// judges with its exact messages. Returns how many it read: the fast path
    /// of a million-case file, a few bytes a board and no `Result` per case.
    pub fn plain_cases(&mut self, cases: &mut Vec<Case>, max: usize) -> usize {
        if self.failed || self.pending.is_some() {
            return 0;
        }
        let read = match self.problem.layout() {
            CaseLayout::Toggle4 | CaseLayout::Swap4 => self.plain_board_cases(cases, max),
            CaseLayout::Eight => self.plain_eight_cases(cases, max),
            _ if self.problem == Problem::Poj1222 => self.plain_poj1222_cases(cases, max),
            _ if self.problem == Problem::Poj3279 => self.plain_poj3279_cases(cases, max),
            _ => 0,
        };
        if read > 0 {
            self.mark_resume(None);
        }
        read
    }

    /// [`plain_cases`](Self::plain_cases) for the four-by-four problems: four
    /// rows of four cells; for the swap problems a second board after the
    /// first, with or without a blank line between, and as many 1s in both.
    fn plain_board_cases(&mut self, cases: &mut Vec<Case>, max: usize) -> usize {
        let swap = self.problem.layout() == CaseLayout::Swap4;
        let (zero, one) = self.problem.alphabet();
        let input = self.input;
        // A board after the line feed at `at`: its cells, if plain.
        let board_at = |at: usize| -> Option<u64> {
            let block = input.get(at..at + 21)?;
            if block[0] != b'\n' || block[5] != b'\n' || block[10] != b'\n' || block[15] != b'\n' || block[20] != b'\n'
            {
                return None;
            }
            // Two rows a word: eight cells checked and gathered at once.
            let rows = |i: usize| {
                let row =
                    |i: usize| u64::from(u32::from_le_bytes([block[i], block[i + 1], block[i + 2], block[i + 3]]));
                row(i) | row(i + 5) << 32
            };
            Some(eight_cells(rows(1), zero, one)? << 8 | eight_cells(rows(11), zero, one)?)
        };
        let mut read = 0;
        while read < max {
            let Some(start) = board_at(self.pos) else { break };
            // The line feed before the board and the three between its rows.
            let mut lines = 4;
            let mut end = self.pos + 20;
            let mut target = 0;
            if swap {
                let blank = usize::from(input.get(end + 1) == Some(&b'\n'));
                let Some(second) = board_at(end + blank) else { break };
                if second.count_ones() != start.count_ones() {
                    break;
                }
                target = second;
                lines += blank + 4;
                end += blank + 20;
            }
            self.case += 1;
            cases.push(Case::new(self.case, self.line + 1, start, target));
            self.line += lines;
            // The line feed after the case is the next one's first (or the end's).
            self.line_start = end - 4;
            self.pos = end;
            read += 1;
        }
        read
    }

    /// [`plain_cases`](Self::plain_cases) for the eight-puzzles: a line feed,
    /// then a board on one line (P1379: nine digits, a board that can reach
    /// the goal; HDU 1043: nine cells, one space between two) and a line feed.
    fn plain_eight_cases(&mut self, cases: &mut Vec<Case>, max: usize) -> usize {
        type PlainBoard = fn(&[u8]) -> Option<u64>;
        let (width, board): (usize, PlainBoard) = match self.problem {
            Problem::Hdu1043 => (17, cells::plain_hdu1043_board),
            _ => (9, cells::plain_p1379_board),
        };
        let input = self.input;
        let mut read = 0;
        while read < max {
            let Some(line) = input.get(self.pos..self.pos + width + 2) else {
                break;
            };
            if line[0] != b'\n' || line[width + 1] != b'\n' {
                break;
            }
            let Some(tiles) = board(&line[1..=width]) else { break };
            self.case += 1;
            self.line += 1;
            cases.push(Case::new(self.case, self.line, tiles, 0));
            self.line_start = self.pos + 1;
            self.pos += width + 1;
            read += 1;
        }
        read
    }

    /// [`plain_cases`](Self::plain_cases) for POJ 1222, once the count of
    /// cases is read and up to it: a line feed, then five rows of six cells,
    /// one space between two and a line feed after each.
    fn plain_poj1222_cases(&mut self, cases: &mut Vec<Case>, max: usize) -> usize {
        let Some(declared) = self.declared else { return 0 };
        let input = self.input;
        let mut read = 0;
        while read < max && self.case < declared {
            let Some(block) = input.get(self.pos..self.pos + 61) else {
                break;
            };
            if block[0] != b'\n' {
                break;
            }
            let Some(grid) = cells::plain_press_grid(&block[1..], 5, 6) else {
                break;
            };
            self.case += 1;
            cases.push(Case::with_flip_board(self.case, self.line + 1, grid));
            // The line feed before the case and the four inside it; the last
            // one is the next case's first (or the end's).
            self.line += 5;
            self.line_start = self.pos + 49;
            self.pos += 60;
            read += 1;
        }
        read
    }

    /// [`plain_cases`](Self::plain_cases) for POJ 3279: a line feed, `M N`
    /// (each 1 to 15, no leading zero, one space between) and its line feed,
    /// then `M` rows of `N` cells `0` or `1`, one space between two and a
    /// line feed after each.
    fn plain_poj3279_cases(&mut self, cases: &mut Vec<Case>, max: usize) -> usize {
        let input = self.input;
        let mut read = 0;
        while read < max {
            let Some((rows, cols, header)) = cells::plain_poj3279_header(input.get(self.pos..).unwrap_or_default())
            else {
                break;
            };
            // The first row's first byte, and the last row's line feed.
            let first_row = self.pos + header;
            let row_bytes = 2 * cols;
            let Some(body) = input.get(first_row..first_row + rows * row_bytes) else {
                break;
            };
            let Some(grid) = cells::plain_press_grid(body, rows, cols) else {
                break;
            };
            self.case += 1;
            cases.push(Case::with_flip_board(self.case, self.line + 1, grid));
            // The line feed before the case, the header's and the rows' but
            // the last, which is the next case's first (or the end's).
            self.line += rows + 1;
            self.line_start = first_row + (rows - 1) * row_bytes;
            self.pos = first_row + rows * row_bytes - 1;
            read += 1;
        }
        read
    }

    /// The batch hot path: a board laid out the usual way, rows of exactly
    /// `cols` good cells separated by one line end (`\n` or `\r\n`), read in
    /// one tight pass. `None` means "not laid out that way", and nothing is
    /// consumed: the careful row-by-row path then reads it and names any
    /// mistake. Both paths accept the same boards.
    fn read_plain_board(&mut self) -> Option<u64> {
        let (zero, one) = self.problem.alphabet();
        let (rows, cols) = (self.problem.rows(), self.problem.cols());
        let input = self.input;
        let mut at = self.pos;
        // The layout of nearly every judge file: four rows of four, `\n` after each.
        if (rows, cols) == (4, 4) {
            let block: Option<&[u8; 20]> = input.get(at..at + 20).and_then(|b| b.try_into().ok());
            if let Some(block) = block {
                if block[4] == b'\n' && block[9] == b'\n' && block[14] == b'\n' && block[19].is_ascii_whitespace() {
                    let row = |i: usize| u32::from_le_bytes([block[i], block[i + 1], block[i + 2], block[i + 3]]);
                    let cells = [row(0), row(5), row(10), row(15)];
                    if let Some(state) = cells
                        .iter()
                        .try_fold(0, |state, &w| Some(state << 4 | four_cells(w, zero, one)?))
                    {
                        self.pos = at + 19;
                        self.line += 3;
                        self.line_start = at + 15;
                        return Some(state);
                    }
                }
            }
        }
        let mut state = 0u64;
        let mut line_start = self.line_start;
        for row in 0..rows {
            let cells = input.get(at..at + cols)?;
            state = match <[u8; 4]>::try_from(cells) {
                Ok(four) => (state << 4) | four_cells(u32::from_le_bytes(four), zero, one)?,
                Err(_) => cells.iter().try_fold(state, |state, &b| {
                    (b == zero || b == one).then_some((state << 1) | (b == one) as u64)
                })?,
            };
            at += cols;
            if row + 1 < rows {
                match input.get(at..)? {
                    [b'\n', ..] => at += 1,
                    [b'\r', b'\n', ..] => at += 2,
                    _ => return None,
                }
                line_start = at;
            } else {
                match input.get(at) {
                    Some(b) if b.is_ascii_whitespace() => {}
                    None if !self.more_follows => {}
                    _ => return None,
                }
            }
        }
        self.pos = at;
        self.line += rows - 1;
        self.line_start = line_start;
        Some(state)
    }

    /// Reads a case, or the rest of the one carried over from the previous
    /// piece. After every row, and after the blanks before it, the position
    /// is marked as a resume point with the rows read so far, so a piece may
    /// end anywhere in a case.
    fn read_case(&mut self) -> Result<Case, ParseError> {
        let swap = self.problem.is_swap();
        let mut case = self.pending.take().unwrap_or(PartialCase {
            line: self.line,
            ..PartialCase::default()
        });
        let boards = if swap { 2 } else { 1 };
        while case.board < boards {
            let name = match (swap, case.board) {
                (false, _) => "judge-board",
                (true, 0) => "judge-start-board",
                (true, _) => "judge-target-board",
            };
            if case.rows_done == 0 {
                self.skip_whitespace();
                if case.board == 1 {
                    case.target_line = self.line;
                }
                if let Some(state) = self.read_plain_board() {
                    case.boards[case.board] = state;
                    case.board += 1;
                    continue;
                }
            }
            while case.rows_done < self.problem.rows() {
                let more = self.skip_whitespace();
                if case.board == 1 && case.rows_done == 0 {
                    case.target_line = self.line;
                }
                self.mark_resume(Some(case));
                if !more && self.more_follows {
                    return Err(ParseError {
                        case: self.case,
                        line: self.line,
                        column: None,
                        message: tr!("judge-piece-ends-case"),
                        cut_off: true,
                    });
                }
                self.read_row(&mut case.boards[case.board], case.rows_done + 1, name)?;
                case.rows_done += 1;
            }
            case.board += 1;
            case.rows_done = 0;
        }
        let [start, target] = case.boards;
        if swap {
            let (a, b) = (start.count_ones(), target.count_ones());
            if a != b {
                return Err(ParseError {
                    case: self.case,
                    line: case.target_line,
                    column: None,
                    message: tr!("judge-piece-counts", start = a, target = b),
                    cut_off: false,
                });
            }
        }
        Ok(Case::new(self.case, case.line, start, target))
    }
}

/// Eight cells at once (SWAR), loaded little-endian so the first cell is the
/// lowest byte: the 8 bits they stand for, first cell highest, or `None` if
/// any byte is neither `zero` nor `one`. Every byte of `y = bytes ^ zero`
/// must be 0 or `zero ^ one`; its lowest set bit then says which, and one
/// multiplication gathers the eight indicator bits: the multiplier's byte `j`
/// is `2^j`, so indicator byte `i` times byte `7 - i` lands on bit `63 - i`,
/// and every other product below bit 55 or past 63.
#[inline(always)]
fn eight_cells(bytes: u64, zero: u8, one: u8) -> Option<u64> {
    let diff = zero ^ one;
    let shift = diff.trailing_zeros();
    let y = bytes ^ u64::from_ne_bytes([zero; 8]);
    let indicators = (y >> shift) & 0x0101_0101_0101_0101;
    if y != indicators * u64::from(diff) {
        return None;
    }
    Some(indicators.wrapping_mul(0x8040_2010_0804_0201) >> 56)
}

/// [`eight_cells`] of four cells (the other four taken as `zero`s): 4 bits.
#[inline(always)]
fn four_cells(bytes: u32, zero: u8, one: u8) -> Option<u64> {
    let padded = u64::from(bytes) | u64::from_ne_bytes([zero; 8]) << 32;
    eight_cells(padded, zero, one).map(|bits| bits >> 4)
}

impl Iterator for CaseReader<'_> {
    type Item = Result<Case, ParseError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        if self.pending.is_none() {
            let more = self.skip_whitespace();
            // Whitespace between cases is never carried over to the next piece.
            self.mark_resume(None);
            if self.problem.counts_cases() {
                match self.before_counted_case(more) {
                    cells::Step::ReadCase => {}
                    cells::Step::End => return None,
                    cells::Step::Fail(error) => {
                        self.failed = true;
                        return Some(Err(error));
                    }
                }
            } else if !more {
                return None;
            }
        }
        self.case += 1;
        let result = match self.problem.layout() {
            CaseLayout::Toggle4 | CaseLayout::Swap4 => self.read_case(),
            _ => self.read_cells_case(),
        };
        self.failed = result.is_err();
        if result.is_ok() {
            self.mark_resume(None);
        }
        Some(result)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(problem: Problem, input: &str) -> Vec<Result<Case, ParseError>> {
        CaseReader::new(problem, input.as_bytes()).collect()
    }

    #[test]
    fn reads_several_cases_with_crlf_blank_lines_and_bom() {
        let cases = read(
            Problem::Poj1753,
            "\u{feff}bwwb\r\nbbwb\r\n\r\nbwwb\r\nbwww\r\n  wwww wwww\twwww\nwwww",
        );
        assert_eq!(cases.len(), 2);
        let first = cases[0].clone().unwrap();
        assert_eq!((first.number, first.line, first.start), (1, 1, 0b1001_1101_1001_1000));
        assert_eq!(cases[1].clone().unwrap().start, 0);
    }

    #[test]
    fn bad_cell_is_located_by_case_line_and_column() {
        let cases = read(Problem::Poj1753, "bwwb\nbbwb\nbwwb\nbwww\nbwwb\nbbwb\nbwwb\nbwxw\n");
        let err = cases[1].clone().unwrap_err();
        assert_eq!(
            err.to_string(),
            "case 2, line 8, column 3: expected 'b' or 'w', found 'x'"
        );
    }

    #[test]
    fn short_long_and_cut_off_rows_are_named() {
        let err = read(Problem::Poj2965, "-+-\n").remove(0).unwrap_err();
        assert_eq!(
            err.to_string(),
            "case 1, line 1, column 4: expected 4 cells in row 1 of 4 of the board, found 3 (a row is 4 characters '+' or '-')"
        );
        let err = read(Problem::Poj2965, "-+---\n").remove(0).unwrap_err();
        assert_eq!(err.column, Some(5));
        assert!(err.message.to_string().contains("expected the end of row 1"));
        let err = read(Problem::Poj2965, "----\n----\n").remove(0).unwrap_err();
        assert_eq!(
            err.to_string(),
            "case 1, line 3: the board is cut off at end of input: expected row 3 of 4 of the board"
        );
        let err = read(Problem::Poj2965, "----\n--").remove(0).unwrap_err();
        assert!(err.message.to_string().contains("cut off"), "{err}");
    }

    #[test]
    fn unequal_piece_counts_give_both_counts() {
        let err = read(Problem::P1225, "1111\n0000\n1110\n0010\n1010\n0101\n1010\n0100\n")
            .remove(0)
            .unwrap_err();
        assert_eq!(
            err.to_string(),
            "case 1, line 5: the start board has 8 pieces '1' but the target board has 7; the counts must be equal"
        );
    }

    #[test]
    fn binary_and_multibyte_garbage_is_described_not_dumped() {
        let err = CaseReader::new(Problem::P4289, b"01\xff0").next().unwrap().unwrap_err();
        assert_eq!(
            err.to_string(),
            "case 1, line 1, column 3: expected '0' or '1', found byte 0xff"
        );
        let err = read(Problem::P4289, "0é00").remove(0).unwrap_err();
        assert_eq!(
            err.to_string(),
            "case 1, line 1, column 2: expected '0' or '1', found 'é'"
        );
        let err = read(Problem::P4289, "00é0").remove(0).unwrap_err();
        assert_eq!(err.column, Some(3));
    }

    #[test]
    fn four_cells_at_once_agrees_with_one_at_a_time() {
        for (zero, one) in [(b'w', b'b'), (b'-', b'+'), (b'0', b'1')] {
            let alphabet = [zero, one, b'x', b' ', b'\n', 0, 0xff, zero ^ 1, one ^ 1, zero | one];
            for a in alphabet {
                for b in alphabet {
                    for c in [zero, one, b'x'] {
                        for d in alphabet {
                            let bytes = [a, b, c, d];
                            let expected = bytes.iter().try_fold(0u64, |s, &x| {
                                (x == zero || x == one).then_some((s << 1) | (x == one) as u64)
                            });
                            assert_eq!(four_cells(u32::from_le_bytes(bytes), zero, one), expected, "{bytes:?}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn eight_cells_at_once_agree_with_one_at_a_time() {
        for (zero, one) in [(b'w', b'b'), (b'-', b'+'), (b'0', b'1')] {
            let alphabet = [zero, one, b'x', b'\n', 0, 0xff, zero ^ 1, one | 0x80];
            let mut seed = 0x243F_6A88_85A3_08D3u64;
            for _ in 0..20_000 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                // Mostly good cells, now and then one of the others.
                let bytes: [u8; 8] = std::array::from_fn(|i| {
                    let pick = (seed >> (6 * i)) as usize;
                    if pick % 11 == 0 {
                        alphabet[pick / 11 % alphabet.len()]
                    } else {
                        [zero, one][pick / 11 % 2]
                    }
                });
                let expected = bytes.iter().try_fold(0u64, |s, &x| {
                    (x == zero || x == one).then_some((s << 1) | (x == one) as u64)
                });
                assert_eq!(eight_cells(u64::from_le_bytes(bytes), zero, one), expected, "{bytes:?}");
            }
        }
    }

    #[test]
    fn reading_in_pieces_gives_the_same_cases_and_positions() {
        let inputs = [
            "bwwb bbwb\nbwwb bwww\r\n\nwwww\nwwww\nwwww\nwwww  bbbb\nbbbb\nbbbb\nbbxb\n",
            "bwwb bbwb\nbwwb bwww\r\n\nwwww\nwwww\nwwww\nwwwwb bbbb\nbbbb\nbbbb\nbbbb\n",
        ];
        for input in inputs {
            check_pieces(input);
        }
    }

    /// The batch path reads what the one-by-one path reads: every board with
    /// its number, and every error with its case, line and column, in pieces
    /// of any size, on plain cases mixed with every other layout, in the
    /// four problems' alphabets and layouts.
    #[test]
    fn plain_batches_read_what_next_reads() {
        let plain = [
            "bwwb\nbbwb\nbwwb\nbwww\n",
            "wwww\nwwww\nwwww\nwwww\n",
            "bbbb\nwbwb\nbwbw\nwwbb\n",
        ];
        let odd = [
            "\r\nbwwb\r\nbbwb\r\nbwwb\r\nbwww\r\n",
            "\n\n  bbbb\nbbbb\nbbbb\nbbbb",
            "bwxb\nbbwb\nbwwb\nbwww\n",
            "bwwbb\nbbwb\nbwwb\nbwww\n",
            "bww\nbbwb\n",
        ];
        for input in mixed_inputs(&plain, &odd, 0x9E37_79B9_7F4A_7C15, 23, 9) {
            let fridge: String = input.replace('b', "+").replace('w', "-");
            // Swap cases: two boards each, sometimes a blank line between.
            let swaps: String = input.replace('b', "1").replace('w', "0").replace("\n\n", "\n");
            let gapped: String = swaps.replacen("1\n0", "1\n\n0", 3);
            let inputs = [
                (Problem::Poj1753, &input),
                (Problem::Poj2965, &fridge),
                (Problem::P1225, &swaps),
                (Problem::P4289, &gapped),
            ];
            for (problem, input) in inputs {
                assert_batches_read_what_next_reads(problem, input, 21);
            }
        }
    }

    #[test]
    fn plain_eight_puzzle_batches_read_what_next_reads() {
        let plain = ["283104765\n", "123804765\n", "876543210\n", "012345678\n"];
        let odd = [
            "283104765\r\n",
            "123456780\n",
            "12345678\n",
            " 283104765\n",
            "283104765 \n",
            "\n",
            "2831047655\n",
            "2 8 3\n1 0 4\n7 6 5\n",
            "283104766\n",
            "283104765",
        ];
        for input in mixed_inputs(&plain, &odd, 0x2545_F491_4F6C_DD1D, 29, 7) {
            // HDU 1043's layout of the same boards: cells apart, `x` the blank.
            let hdu: String = input
                .split_inclusive('\n')
                .map(|line| {
                    let cells: Vec<String> = line
                        .trim_end_matches(['\r', '\n'])
                        .chars()
                        .map(|c| if c == '0' { "x".into() } else { c.to_string() })
                        .collect();
                    cells.join(" ") + &line[line.trim_end_matches(['\r', '\n']).len()..]
                })
                .collect();
            assert_batches_read_what_next_reads(Problem::P1379, &input, 11);
            assert_batches_read_what_next_reads(Problem::Hdu1043, &hdu, 19);
        }
    }

    #[test]
    fn plain_poj1222_batches_read_what_next_reads() {
        let plain = [
            "0 1 1 0 1 0\n1 0 0 1 1 1\n0 0 1 0 0 1\n1 0 0 1 0 1\n0 1 1 1 0 0\n",
            "0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n0 0 0 0 0 0\n",
            "1 1 1 1 1 1\n1 0 1 0 1 0\n0 1 0 1 0 1\n1 1 0 0 1 1\n0 0 1 1 0 0\n",
        ];
        let odd = [
            "0 1 1 0 1 0\r\n1 0 0 1 1 1\r\n0 0 1 0 0 1\r\n1 0 0 1 0 1\r\n0 1 1 1 0 0\r\n",
            "011010\n100111\n001001\n100101\n011100\n",
            "0 1 1 0 1 0  1 0 0 1 1 1\n0 0 1 0 0 1\n1 0 0 1 0 1\n0 1 1 1 0 0\n\n",
            "0 1 2 0 1 0\n1 0 0 1 1 1\n0 0 1 0 0 1\n1 0 0 1 0 1\n0 1 1 1 0 0\n",
            "0 1 1 0 1\n1 0 0 1 1 1\n",
        ];
        for (trial, cases) in mixed_inputs(&plain, &odd, 0x1322_6A09_E667_F3BC, 17, 8)
            .into_iter()
            .enumerate()
        {
            // The count: mostly right, now and then one too few or too many.
            let count =
                (cases.matches('\n').count() / 5 + [0, 0, 0, 1][trial % 4]).saturating_sub(usize::from(trial % 7 == 3));
            let input = format!("{count}\n{cases}");
            assert_batches_read_what_next_reads(Problem::Poj1222, &input, 60);
        }
    }

    #[test]
    fn plain_poj3279_batches_read_what_next_reads() {
        let plain = [
            "2 5\n0 1 1 0 1\n0 1 0 1 0\n",
            "1 1\n1\n",
            "3 3\n1 0 1\n0 1 0\n1 0 1\n",
            "4 12\n1 1 0 1 1 0 1 0 1 0 0 0\n0 0 0 0 0 1 0 1 1 1 0 0\n1 0 0 1 0 1 0 1 0 1 1 0\n0 1 1 0 0 0 0 0 1 1 1 0\n",
            "15 1\n1\n0\n1\n1\n0\n0\n1\n0\n1\n1\n1\n0\n0\n1\n0\n",
            "1 15\n1 0 1 1 0 0 1 0 1 1 1 0 0 1 0\n",
            "10 2\n1 0\n0 1\n1 1\n0 0\n1 0\n0 1\n1 1\n0 0\n1 0\n0 1\n",
        ];
        let odd = [
            "2 5\r\n0 1 1 0 1\r\n0 1 0 1 0\r\n",
            "02 2\n1 0\n0 1\n",
            "2  2\n1 0\n0 1\n",
            "2 2\n1 0 0 1\n",
            "2 2\n10\n01\n",
            "2 2\n1 0\n0 2\n",
            "16 1\n1\n",
            "0 1\n",
            "2 2\n1 0\n0 1\n\n",
            "1 1\n1",
        ];
        for cases in mixed_inputs(&plain, &odd, 0x3279_BB67_AE85_84CA, 17, 8) {
            assert_batches_read_what_next_reads(Problem::Poj3279, &cases, 40);
        }
    }

    /// 300 inputs of up to `most - 1` cases each, drawn from `plain` and, one
    /// draw in about `odd_one_in`, from `odd` (a fixed xorshift sequence from `seed`).
    fn mixed_inputs(plain: &[&str], odd: &[&str], mut seed: u64, most: usize, odd_one_in: u64) -> Vec<String> {
        (0..300)
            .map(|trial| {
                let mut input = String::new();
                for _ in 0..trial % most {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    let pick = (seed >> 8) as usize;
                    let from = if seed % odd_one_in == 0 { odd } else { plain };
                    input.push_str(from[pick % from.len()]);
                }
                input
            })
            .collect()
    }

    /// Reading `input` in pieces and batches of several sizes (`case_bytes`:
    /// about one case) gives what `next` gives reading it whole.
    fn assert_batches_read_what_next_reads(problem: Problem, input: &str, case_bytes: usize) {
        let whole: Vec<Result<Case, ParseError>> = CaseReader::new(problem, input.as_bytes()).collect();
        for (piece, batch) in [
            (input.len().max(1), 1024),
            (7, 3),
            (64, 2),
            (case_bytes, 1),
            (100, 1024),
        ] {
            assert_eq!(
                read_in_batches(problem, input.as_bytes(), piece, batch).0,
                whole,
                "{problem:?}, piece {piece}, batch {batch}: {input:?}"
            );
        }
    }

    /// Reads `input` the way the CLI does, in pieces of `piece` bytes, each
    /// starting at the previous reader's resume point; returns every case
    /// and error, and the most bytes ever carried over from one piece to the next.
    pub(super) fn read_in_pieces(
        problem: Problem,
        input: &[u8],
        piece: usize,
    ) -> (Vec<Result<Case, ParseError>>, usize) {
        read_in_batches(problem, input, piece, 0)
    }

    /// [`read_in_pieces`], the plain cases read in batches of at most `batch`
    /// ([`CaseReader::plain_cases`]; 0: none) and the others one by one, as
    /// the CLI's run loop does.
    fn read_in_batches(
        problem: Problem,
        input: &[u8],
        piece: usize,
        batch: usize,
    ) -> (Vec<Result<Case, ParseError>>, usize) {
        let (mut results, mut carried) = (Vec::new(), 0);
        let mut cases = Vec::new();
        let (mut buffer, mut rest, mut point) = (Vec::new(), input, ResumePoint::START);
        let mut first = true;
        loop {
            let take = rest.len().min(piece);
            buffer.extend_from_slice(&rest[..take]);
            rest = &rest[take..];
            let at_end = rest.is_empty();
            let mut reader = if first {
                CaseReader::new(problem, &buffer)
            } else {
                CaseReader::resume(problem, &buffer, point)
            };
            first = false;
            if !at_end {
                reader = reader.more_follows();
            }
            let mut failed = false;
            loop {
                if reader.plain_cases(&mut cases, batch) > 0 {
                    results.extend(cases.drain(..).map(Ok));
                    continue;
                }
                let Some(result) = reader.next() else { break };
                match result {
                    Err(e) if e.cut_off && !at_end => break,
                    Err(e) => {
                        results.push(Err(e));
                        failed = true;
                        break;
                    }
                    Ok(case) => results.push(Ok(case)),
                }
            }
            point = reader.resume_point();
            if failed || at_end {
                return (results, carried);
            }
            buffer.drain(..point.offset);
            carried = carried.max(buffer.len());
        }
    }

    #[test]
    fn blanks_inside_a_case_are_never_carried_over_between_pieces() {
        // Issue 11: a megabyte of blanks between two rows of one case was
        // carried from piece to piece and read again each time (quadratic).
        for (problem, head, tail) in [
            (Problem::Poj1753, "bbbb", "bbbb\nbbbb\nbbwb\n"),
            (Problem::P1225, "1111\n0000\n", "1110\n0010\n1010\n0101\n1010\n0101\n"),
        ] {
            for blank in [" ", "\n", "\r\n", " \t"] {
                let input = format!("{head}{}\n{tail}{head}\n{tail}", blank.repeat(1 << 20));
                let (pieces, carried) = read_in_pieces(problem, input.as_bytes(), 4096);
                assert_eq!(pieces, read(problem, &input), "{problem:?} {blank:?}");
                assert_eq!(pieces.len(), 2);
                assert!(pieces.iter().all(Result::is_ok));
                assert!(carried < 64, "{carried} bytes carried over for {problem:?} {blank:?}");
            }
        }
        // An error after the blanks still names its line and column.
        let input = format!("bbbb{}bxbb\nbbbb\nbbbb\n", "\n".repeat(100_000));
        let (pieces, _) = read_in_pieces(Problem::Poj1753, input.as_bytes(), 1000);
        let error = pieces.last().unwrap().as_ref().unwrap_err();
        assert_eq!((error.case, error.line, error.column), (1, 100_001, Some(2)));
    }

    #[test]
    fn a_long_number_is_refused_without_waiting_for_its_end() {
        // A 200 MB first line of digits to POJ 1222 was kept whole in memory,
        // waiting for the count to end, and read again at every piece.
        for problem in [Problem::Poj1222, Problem::P2324, Problem::Poj3279] {
            for digit in ["1", "0", "b"] {
                let input = digit.repeat(1 << 20);
                let (pieces, carried) = read_in_pieces(problem, input.as_bytes(), 4096);
                assert_eq!(pieces, read(problem, &input), "{problem:?} {digit:?}");
                let [Err(error)] = pieces.as_slice() else {
                    panic!("{problem:?} {digit:?}: one refusal, not {pieces:?}")
                };
                assert_eq!((error.line, error.column), (1, Some(1)));
                assert!(error.text().to_string().contains("..."), "{}", error.text());
                assert!(carried < 64, "{carried} bytes carried over for {problem:?} {digit:?}");
            }
        }
    }

    #[test]
    fn swap_cases_read_in_small_pieces_give_the_same_cases_and_positions() {
        let input =
            "1111\n0000\n1110\n0010\n\n1010\n0101\n1010\n0101\n  1111 0000\n0000 0000\n1111\n0000\n0000\n0010\n";
        for piece in 1..=input.len() {
            let (pieces, _) = read_in_pieces(Problem::P1225, input.as_bytes(), piece);
            assert_eq!(pieces, read(Problem::P1225, input), "piece {piece}");
        }
    }

    fn check_pieces(input: &str) {
        let whole: Vec<_> = read(Problem::Poj1753, input);
        for split in 0..input.len() {
            let bytes = input.as_bytes();
            let mut first = CaseReader::new(Problem::Poj1753, &bytes[..split]).more_follows();
            let mut pieces: Vec<_> = first
                .by_ref()
                .take_while(|r| r.as_ref().map_or_else(|e| !e.cut_off, |_| true))
                .collect();
            let point = first.resume_point();
            let rest = CaseReader::resume(Problem::Poj1753, &bytes[point.offset..], point);
            if pieces.last().is_some_and(|r| r.is_err()) {
                assert_eq!(pieces, whole[..pieces.len()].to_vec(), "split {split}");
                continue;
            }
            pieces.extend(rest);
            assert_eq!(pieces, whole, "split {split}");
        }
    }

    #[test]
    fn reading_stops_after_the_first_error() {
        let cases = read(Problem::Poj1753, "xxxx\nbbbb\nbbbb\nbbbb\nbbbb\n");
        assert_eq!(cases.len(), 1);
        assert!(cases[0].is_err());
        assert!(read(Problem::Poj1753, " \n\r\n").is_empty());
    }
}
