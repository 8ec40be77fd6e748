//! The press-grid problems: POJ 3279 Fliptile (any M x N up to 15 x 15) and
//! POJ 1222 Extended Lights Out (5 x 6). Pressing a cell flips it and its
//! four neighbours; the board must become all 0. The answer is the grid of
//! cells to press: the fewest presses, and among those the lexicographically
//! smallest grid read row-major (0 before 1).
//!
//! First-row enumeration (枚举第一行): once the first row's presses are
//! chosen, row r + 1 must press exactly the cells still lit in row r, so
//! the whole grid follows, and it works when the last row ends dark. The
//! first rows are tried in increasing lexicographic order (column 1 the
//! most significant), so the first of the fewest presses found is the
//! lexicographically smallest grid: two grids with different first rows
//! compare by their first rows. At most 2^15 first rows of 15 word
//! operations each, a fraction of a millisecond; GF(2) elimination with a
//! walk of the null space would find the same grid with more machinery and
//! the tie rule to reimplement.

use crate::judge::Grid;

/// The largest side of a POJ 3279 board.
pub const MAX_SIDE: usize = 15;

/// Presses `presses` on `board` (plus stencil, cells off the board
/// ignored) and returns the result.
pub fn apply(board: &Grid, presses: &Grid) -> Grid {
    let (rows, mask) = (board.rows(), board.row_mask());
    let mut out = *board;
    for r in 0..rows {
        let p = presses.row(r);
        out.set_row(r, out.row(r) ^ (p ^ p << 1 ^ p >> 1) & mask);
        if r > 0 {
            out.set_row(r - 1, out.row(r - 1) ^ p);
        }
        if r + 1 < rows {
            out.set_row(r + 1, out.row(r + 1) ^ p);
        }
    }
    out
}

/// The press grid that turns `board` all 0 with the fewest presses, the
/// lexicographically smallest among those; `None` when no press grid does.
pub fn solve(board: &Grid) -> Option<Grid> {
    let (rows, cols) = (board.rows(), board.cols());
    if rows == 0 || cols == 0 {
        return Some(*board);
    }
    let mask = board.row_mask();
    let mut best: Option<(u32, u16)> = None;
    for first in 0u32..1 << cols {
        // Column c presses when bit (cols - 1 - c) of `first` is set, so
        // counting up is lexicographic order.
        let press = (first as u16).reverse_bits() >> (16 - cols);
        if let Some(count) = presses_from_first_row(board, press, mask, best.map_or(u32::MAX, |b| b.0)) {
            if best.is_none_or(|(fewest, _)| count < fewest) {
                best = Some((count, press));
            }
        }
    }
    let (_, first) = best?;
    Some(grid_from_first_row(board, first))
}

/// The presses the grid needs when its first row presses `press`, if that
/// turns the board off and takes fewer than `limit` presses.
fn presses_from_first_row(board: &Grid, mut press: u16, mask: u16, limit: u32) -> Option<u32> {
    let rows = board.rows();
    let mut lit: [u16; MAX_SIDE] = std::array::from_fn(|r| if r < rows { board.row(r) } else { 0 });
    let mut count = 0;
    for r in 0..rows {
        count += press.count_ones();
        if count >= limit {
            return None;
        }
        lit[r] ^= (press ^ press << 1 ^ press >> 1) & mask;
        if r + 1 < rows {
            lit[r + 1] ^= press;
        }
        // Row r's own presses and the row above's are done: the row below
        // must press exactly what is still lit here.
        press = lit[r];
    }
    (press == 0).then_some(count)
}

/// The whole press grid from its first row.
fn grid_from_first_row(board: &Grid, first: u16) -> Grid {
    let (rows, mask) = (board.rows(), board.row_mask());
    let mut presses = Grid::zeros(rows, board.cols());
    let mut lit: [u16; MAX_SIDE] = std::array::from_fn(|r| if r < rows { board.row(r) } else { 0 });
    let mut press = first;
    for r in 0..rows {
        presses.set_row(r, press);
        lit[r] ^= (press ^ press << 1 ^ press >> 1) & mask;
        if r + 1 < rows {
            lit[r + 1] ^= press;
        }
        press = lit[r];
    }
    presses
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(rows: &[&str]) -> Grid {
        let mut g = Grid::zeros(rows.len(), rows[0].len());
        for (r, row) in rows.iter().enumerate() {
            for (c, ch) in row.bytes().enumerate() {
                g.set((r, c), ch == b'1');
            }
        }
        g
    }

    #[test]
    fn the_poj3279_sample() {
        let board = grid(&["1001", "0110", "0110", "1001"]);
        let presses = solve(&board).unwrap();
        assert_eq!(presses, grid(&["0000", "1001", "1001", "0000"]));
        assert!(apply(&board, &presses).is_zero());
    }
}
