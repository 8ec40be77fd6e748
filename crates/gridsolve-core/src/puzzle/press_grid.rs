//! `--format grid`: a press grid as rows of `0`/`1`, written in large
//! buffered pieces so that a 10,000 x 10,000 answer (100 MB) costs about as
//! much as copying it.

use std::io::Write;

use crate::Board;

/// Bytes gathered before each write.
const PIECE_BYTES: usize = 1 << 18;

/// The eight characters of each byte of a bit row, lowest bit first.
const fn digits_table() -> [[u8; 8]; 256] {
    let mut table = [[b'0'; 8]; 256];
    let mut byte = 0;
    while byte < 256 {
        let mut bit = 0;
        while bit < 8 {
            if byte >> bit & 1 == 1 {
                table[byte][bit] = b'1';
            }
            bit += 1;
        }
        byte += 1;
    }
    table
}

static DIGITS: [[u8; 8]; 256] = digits_table();

/// Writes `board` as rows of `0`/`1`, each ended by a newline.
pub fn write_press_grid(board: &Board, out: &mut dyn Write) -> std::io::Result<()> {
    let cols = board.cols();
    let mut buffer: Vec<u8> = Vec::with_capacity(PIECE_BYTES.max(cols + 8) + cols + 8);
    for r in 0..board.rows() {
        let start = buffer.len();
        'row: for &word in board.row_words(r) {
            for byte in word.to_le_bytes() {
                buffer.extend_from_slice(&DIGITS[byte as usize]);
                if buffer.len() - start >= cols {
                    break 'row;
                }
            }
        }
        buffer.truncate(start + cols);
        buffer.push(b'\n');
        if buffer.len() >= PIECE_BYTES {
            out.write_all(&buffer)?;
            buffer.clear();
        }
    }
    out.write_all(&buffer)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grid_is_the_boards_text() {
        for (rows, cols) in [(1, 1), (3, 7), (2, 64), (2, 65), (4, 130)] {
            let mut board = Board::zeros(rows, cols);
            for r in 0..rows {
                for c in 0..cols {
                    if (r * 31 + c * 7) % 5 < 2 {
                        board.set((r, c), true);
                    }
                }
            }
            let mut out = Vec::new();
            write_press_grid(&board, &mut out).unwrap();
            assert_eq!(String::from_utf8(out).unwrap(), board.to_text(), "{rows}x{cols}");
        }
    }
}
