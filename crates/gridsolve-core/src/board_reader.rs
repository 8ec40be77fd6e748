//! [`BoardReader`]: reads a text board fed in pieces straight into bit rows,
//! for boards too large to hold as text (a 20,000 x 20,000 board is 400 MB of
//! text and 50 MB of bits).
//!
//! It accepts exactly what [`Board::parse`] accepts (the same cell letters,
//! blank lines, spaces, tabs, CRLF, a UTF-8 byte-order mark) with the same
//! line and column in its errors. The core does no I/O: the caller reads
//! pieces of any size and feeds them. Rows of `0`/`1` are read eight cells at
//! a time (one 64-bit load, one test, one multiply), which is what lets the
//! whole solve of a huge board take about as long as reading its file.

use std::fmt;

use crate::board::{Board, BoardParseError};

/// Why a board could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardReadError {
    /// The text is not a board (see [`BoardParseError`]).
    Parse(BoardParseError),
    /// The bytes are not UTF-8 text; `byte` is the 0-based offset of the first bad one.
    NotUtf8 {
        /// 0-based offset of the first byte that is not UTF-8.
        byte: u64,
    },
}

impl BoardReadError {
    /// The message, in any language.
    pub fn text(&self) -> crate::locale::Text {
        match self {
            BoardReadError::Parse(e) => e.text(),
            BoardReadError::NotUtf8 { byte } => crate::tr!("board-not-utf8", byte = *byte),
        }
    }
}

impl fmt::Display for BoardReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

impl std::error::Error for BoardReadError {}

const BOM: [u8; 3] = [0xEF, 0xBB, 0xBF];

/// A board being read piece by piece. See the module documentation.
///
/// ```
/// use gridsolve_core::board_reader::BoardReader;
/// let mut reader = BoardReader::new();
/// reader.feed(b"10\n0").unwrap();
/// reader.feed(b"1\n").unwrap();
/// assert_eq!(reader.finish().unwrap(), gridsolve_core::Board::parse("10\n01").unwrap());
/// ```
#[derive(Clone, Debug, Default)]
pub struct BoardReader {
    /// Finished rows, `stride` words each.
    words: Vec<u64>,
    rows: usize,
    /// The width of the first row, once it is known.
    cols: Option<usize>,
    /// The row being read, and how many cells it has so far.
    row: Vec<u64>,
    row_cells: usize,
    /// 1-based line; characters read on it so far.
    line: usize,
    column: usize,
    /// Bytes fed so far.
    offset: u64,
    /// How many bytes the whole text has, if the caller knows (to reserve the rows at once).
    size_hint: Option<u64>,
    /// A non-ASCII character being gathered for the error message: its
    /// line, column, offset and bytes.
    bad: Option<(usize, usize, u64, Vec<u8>)>,
    /// The pair of letters the text writes its cells in, from its first
    /// letter (`0`/`1`, `.`/`#`, `w`/`b`, `-`/`+`).
    letters: Option<(char, char)>,
}

impl BoardReader {
    /// The letters of the board's cells (0, then 1) as its text writes
    /// them, so that answers can be drawn the same way; `0`/`1` until a
    /// cell is read.
    ///
    /// ```
    /// use gridsolve_core::board_reader::BoardReader;
    /// let mut reader = BoardReader::new();
    /// reader.feed(b"bw\nwb\n").unwrap();
    /// assert_eq!(reader.letters(), ('w', 'b'));
    /// ```
    pub fn letters(&self) -> (char, char) {
        self.letters.unwrap_or(('0', '1'))
    }

    fn note_letter(&mut self, byte: u8) {
        if self.letters.is_none() {
            self.letters = Some(match byte {
                b'.' | b'#' => ('.', '#'),
                b'w' | b'b' => ('w', 'b'),
                b'-' | b'+' => ('-', '+'),
                _ => ('0', '1'),
            });
        }
    }

    /// A reader before the first piece of text.
    pub fn new() -> BoardReader {
        BoardReader {
            line: 1,
            ..BoardReader::default()
        }
    }

    /// A reader for a text of about `bytes` bytes (a file's size): the rows
    /// are allocated once the first row's width is known, instead of growing.
    pub fn with_size_hint(bytes: u64) -> BoardReader {
        BoardReader {
            size_hint: Some(bytes),
            ..BoardReader::new()
        }
    }

    /// How many 64-bit words the reader holds: the finished rows and the
    /// row being read (a caller caps its memory with this).
    pub fn held_words(&self) -> usize {
        self.words.len() + self.row.len()
    }

    /// How many rows are finished.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// The width of the first row, once it is finished.
    pub fn cols(&self) -> Option<usize> {
        self.cols
    }

    /// Reads the next piece of text.
    pub fn feed(&mut self, bytes: &[u8]) -> Result<(), BoardReadError> {
        let mut i = 0;
        // A byte-order mark is skipped only at the very start; its bytes may come in several pieces.
        while self.offset < 3 && i < bytes.len() && self.bad.is_none() {
            let at = self.offset as usize;
            if bytes[i] == BOM[at] && (at == 0 || self.column == usize::MAX) {
                // `column == usize::MAX` marks "inside the mark".
                self.column = if at == 2 { 0 } else { usize::MAX };
                self.offset += 1;
                i += 1;
            } else if self.column == usize::MAX {
                // A partial mark: its bytes begin some other character.
                self.column = 0;
                self.bad = Some((1, 1, 0, BOM[..at].to_vec()));
            } else {
                break;
            }
        }
        if self.column == usize::MAX && self.offset >= 3 {
            self.column = 0;
        }
        let rest = &bytes[i..];
        if let Some((line, column, at, mut gathered)) = self.bad.take() {
            gathered.extend(rest.iter().take(4));
            self.offset += rest.len() as u64;
            return match decode(&gathered, false) {
                Decoded::Char(found) => Err(BoardReadError::Parse(BoardParseError::BadCell { line, column, found })),
                Decoded::Invalid(k) => Err(BoardReadError::NotUtf8 { byte: at + k as u64 }),
                Decoded::Incomplete => {
                    self.bad = Some((line, column, at, gathered));
                    Ok(())
                }
            };
        }
        self.read(rest)
    }

    fn read(&mut self, bytes: &[u8]) -> Result<(), BoardReadError> {
        let mut i = 0;
        let n = bytes.len();
        while i < n {
            // 64 cells of '0'/'1' at once, a whole word of the row.
            if i + 64 <= n {
                if let Some(word) = sixty_four_cells(&bytes[i..i + 64]) {
                    self.push_word(word);
                    self.column += 64;
                    i += 64;
                    continue;
                }
            }
            // Eight cells of '0'/'1' at once: each byte is 0x30 or 0x31.
            if i + 8 <= n {
                let x = u64::from_le_bytes(bytes[i..i + 8].try_into().expect("eight bytes"));
                if x & 0xFEFE_FEFE_FEFE_FEFE == 0x3030_3030_3030_3030 {
                    // Bit 0 of byte k lands on bit 56 + k; see the tests.
                    let cells = (x & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56;
                    self.push_cells(cells, 8);
                    self.column += 8;
                    i += 8;
                    continue;
                }
            }
            let byte = bytes[i];
            match byte {
                b'0' | b'.' | b'w' | b'-' => {
                    self.note_letter(byte);
                    self.push_cells(0, 1)
                }
                b'1' | b'#' | b'b' | b'+' => {
                    self.note_letter(byte);
                    self.push_cells(1, 1)
                }
                b' ' | b'\t' | b'\r' => {}
                b'\n' => {
                    self.end_line()?;
                    i += 1;
                    continue;
                }
                _ => {
                    let (line, column, at) = (self.line, self.column + 1, self.offset + i as u64);
                    if byte < 0x80 {
                        return Err(BoardReadError::Parse(BoardParseError::BadCell {
                            line,
                            column,
                            found: byte as char,
                        }));
                    }
                    let gathered: Vec<u8> = bytes[i..].iter().take(4).copied().collect();
                    self.offset += n as u64;
                    return match decode(&gathered, false) {
                        Decoded::Char(found) => {
                            Err(BoardReadError::Parse(BoardParseError::BadCell { line, column, found }))
                        }
                        Decoded::Invalid(k) => Err(BoardReadError::NotUtf8 { byte: at + k as u64 }),
                        Decoded::Incomplete => {
                            self.bad = Some((line, column, at, gathered));
                            Ok(())
                        }
                    };
                }
            }
            self.column += 1;
            i += 1;
        }
        self.offset += n as u64;
        Ok(())
    }

    /// Appends 64 cells.
    #[inline]
    fn push_word(&mut self, cells: u64) {
        let (word, bit) = (self.row_cells / 64, self.row_cells % 64);
        if self.row.len() < word + 2 {
            self.row.resize((word + 2).max(self.row.len() * 2), 0);
        }
        self.row[word] |= cells << bit;
        if bit > 0 {
            self.row[word + 1] |= cells >> (64 - bit);
        }
        self.row_cells += 64;
    }

    /// Appends the low `count` bits of `cells` to the row.
    #[inline]
    fn push_cells(&mut self, cells: u64, count: usize) {
        let (word, bit) = (self.row_cells / 64, self.row_cells % 64);
        if self.row.len() < word + 2 {
            self.row.resize((word + 2).max(self.row.len() * 2), 0);
        }
        self.row[word] |= cells << bit;
        if bit + count > 64 {
            self.row[word + 1] |= cells >> (64 - bit);
        }
        self.row_cells += count;
    }

    /// Ends the current line: a finished row unless it was blank.
    fn end_line(&mut self) -> Result<(), BoardReadError> {
        let cells = self.row_cells;
        if cells > 0 {
            match self.cols {
                None => {
                    self.cols = Some(cells);
                    if let Some(bytes) = self.size_hint {
                        // At least one byte per cell and one per line end; never
                        // more than two bits per byte (narrow boards grow as they come).
                        let rows = bytes / (cells as u64 + 1);
                        let words = (rows * cells.div_ceil(64) as u64).min(bytes / 32 + 1);
                        self.words.reserve(words as usize);
                    }
                }
                Some(expected) if expected != cells => {
                    return Err(BoardReadError::Parse(BoardParseError::Ragged {
                        line: self.line,
                        expected,
                        found: cells,
                    }));
                }
                Some(_) => {}
            }
            let stride = cells.div_ceil(64);
            self.words.extend_from_slice(&self.row[..stride]);
            self.row[..stride + 1].fill(0);
            self.rows += 1;
            self.row_cells = 0;
        }
        self.line += 1;
        self.column = 0;
        Ok(())
    }

    /// The board read, once the text has ended.
    pub fn finish(mut self) -> Result<Board, BoardReadError> {
        if self.column == usize::MAX {
            // The text ended inside what began like a byte-order mark.
            return Err(BoardReadError::NotUtf8 { byte: 0 });
        }
        if let Some((line, column, at, gathered)) = self.bad.take() {
            return Err(match decode(&gathered, true) {
                Decoded::Char(found) => BoardReadError::Parse(BoardParseError::BadCell { line, column, found }),
                Decoded::Invalid(k) => BoardReadError::NotUtf8 { byte: at + k as u64 },
                Decoded::Incomplete => BoardReadError::NotUtf8 { byte: at },
            });
        }
        self.end_line()?;
        let Some(cols) = self.cols else {
            return Err(BoardReadError::Parse(BoardParseError::Empty));
        };
        Ok(Board::from_row_words(self.rows, cols, self.words))
    }
}

/// The 64 cells of 64 bytes of '0'/'1', first byte lowest; `None` if any
/// byte is something else.
#[inline]
fn sixty_four_cells(bytes: &[u8]) -> Option<u64> {
    let mut word = 0u64;
    let mut ok = true;
    for (k, chunk) in bytes.chunks_exact(8).enumerate() {
        let x = u64::from_le_bytes(chunk.try_into().expect("eight bytes"));
        ok &= x & 0xFEFE_FEFE_FEFE_FEFE == 0x3030_3030_3030_3030;
        word |= ((x & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56) << (8 * k);
    }
    ok.then_some(word)
}

enum Decoded {
    Char(char),
    /// Invalid at this offset into the gathered bytes.
    Invalid(usize),
    Incomplete,
}

/// The character the gathered bytes begin with.
fn decode(bytes: &[u8], at_end: bool) -> Decoded {
    let want = match bytes.first() {
        Some(0xC2..=0xDF) => 2,
        Some(0xE0..=0xEF) => 3,
        Some(0xF0..=0xF4) => 4,
        Some(_) => return Decoded::Invalid(0),
        None => return Decoded::Incomplete,
    };
    match std::str::from_utf8(&bytes[..want.min(bytes.len())]) {
        Ok(s) if bytes.len() >= want => Decoded::Char(s.chars().next().expect("one character")),
        Err(e) if e.error_len().is_some() => Decoded::Invalid(e.valid_up_to()),
        // Cut off by the end of the text: invalid from its first byte.
        _ if at_end => Decoded::Invalid(0),
        _ => Decoded::Incomplete,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Reads `text` fed in pieces of `piece` bytes.
    fn read(text: &[u8], piece: usize) -> Result<Board, BoardReadError> {
        let mut reader = BoardReader::new();
        for chunk in text.chunks(piece.max(1)) {
            reader.feed(chunk)?;
        }
        reader.finish()
    }

    /// What `Board::parse` says, in the reader's terms. Text that is not
    /// UTF-8 is an error at its first bad byte, unless the text before it is
    /// already wrong (the reader stops at the first error).
    fn parse(text: &[u8]) -> Result<Board, BoardReadError> {
        match std::str::from_utf8(text) {
            Ok(s) => Board::parse(s).map_err(BoardReadError::Parse),
            Err(e) => {
                let k = e.valid_up_to();
                let prefix = std::str::from_utf8(&text[..k]).unwrap();
                let partial_line = prefix.matches('\n').count() + 1;
                match Board::parse(prefix) {
                    Err(e @ BoardParseError::BadCell { .. }) => Err(BoardReadError::Parse(e)),
                    Err(e @ BoardParseError::Ragged { line, .. }) if line != partial_line => {
                        Err(BoardReadError::Parse(e))
                    }
                    _ => Err(BoardReadError::NotUtf8 { byte: k as u64 }),
                }
            }
        }
    }

    #[test]
    fn eight_cells_at_once_keep_their_order() {
        let text = b"0110100111010001\n";
        let board = read(text, 1 << 20).unwrap();
        assert_eq!(board.row_words(0), &[0b1000_1011_1001_0110]);
    }

    #[test]
    fn agrees_with_parse_on_edge_cases_in_every_piece_size() {
        let cases: [&[u8]; 16] = [
            b"",
            b"\n\n",
            b"01\n10\n",
            b"01\r\n10",
            b"\xEF\xBB\xBF.#\n#.\n",
            b"\xEF\xBB\xBF",
            b"\xEF\xBBx",
            b"01\n0x\n",
            b"01\n011\n",
            "01\n0中\n".as_bytes(),
            b"01\n0\xFF1\n",
            b"01\n0\xE4\xB8",
            b"0 1\t0\n1 1 1\n\n",
            b"b w + - # .\n",
            b"0000000011111111000000001111111100000000111111110000000011111111010\n\
              0000000011111111000000001111111100000000111111110000000011111111011\n",
            b"00000000\n0000000x\n",
        ];
        for text in cases {
            for piece in [1, 2, 3, 7, 8, 9, 64, 1 << 20] {
                assert_eq!(
                    read(text, piece),
                    parse(text),
                    "{:?} in pieces of {piece}",
                    String::from_utf8_lossy(text)
                );
            }
        }
    }

    proptest! {
        #[test]
        fn agrees_with_parse_on_random_text(
            text in proptest::collection::vec(prop_oneof![
                8 => Just(b'0'), 8 => Just(b'1'), 2 => Just(b'\n'), 1 => Just(b'.'), 1 => Just(b' '),
                1 => Just(b'\r'), 1 => any::<u8>(),
            ], 0..300),
            piece in 1usize..40,
        ) {
            prop_assert_eq!(read(&text, piece), parse(&text));
        }

        #[test]
        fn reads_wide_boards(rows in 1usize..5, cols in 1usize..300, seed: u64) {
            let mut text = String::new();
            let mut x = seed | 1;
            for _ in 0..rows {
                for _ in 0..cols {
                    x ^= x << 13; x ^= x >> 7; x ^= x << 17;
                    text.push(if x & 1 == 1 { '1' } else { '0' });
                }
                text.push('\n');
            }
            prop_assert_eq!(read(text.as_bytes(), 13), parse(text.as_bytes()));
            // Whole rows in one piece: 64 cells at a time, rows reserved from the size.
            let mut reader = BoardReader::with_size_hint(text.len() as u64);
            reader.feed(text.as_bytes()).unwrap();
            prop_assert_eq!(reader.finish(), parse(text.as_bytes()));
        }
    }
}
