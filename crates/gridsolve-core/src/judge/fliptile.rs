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

/// The press grids of a board size on which every board has exactly one
/// (the press map is invertible over GF(2): POJ 1222's 5 x 6, for one). The
/// press grid is then linear in the board, so it is the exclusive or of
/// the press grids of the board's rows taken one at a time: a table of
/// `rows x 2^cols` grids, built once by [`solve`], and a board costs one
/// look-up per row (where [`solve`] tries every first row).
#[derive(Clone, Debug)]
pub struct OnlySolutions {
    cols: usize,
    /// `by_row[r << cols | bits]`: the press grid of the board lit only at
    /// `bits` of row `r`.
    by_row: Vec<Grid>,
}

impl OnlySolutions {
    /// The table for `rows` x `cols` boards, if each has exactly one press
    /// grid: when the all-0 board has no press grid but the empty one (no
    /// other first row turns it off), the map from press grids to boards
    /// is one-to-one, hence onto.
    pub fn new(rows: usize, cols: usize) -> Option<OnlySolutions> {
        if rows == 0 || cols == 0 || rows > MAX_SIDE || cols > 8 {
            return None;
        }
        let zero = Grid::zeros(rows, cols);
        let mask = zero.row_mask();
        if (1u16..1 << cols).any(|first| presses_from_first_row(&zero, first, mask, u32::MAX).is_some()) {
            return None;
        }
        let mut by_row = Vec::with_capacity(rows << cols);
        for r in 0..rows {
            for bits in 0..1u16 << cols {
                let mut board = zero;
                board.set_row(r, bits);
                by_row.push(solve(&board).expect("every board has its press grid"));
            }
        }
        Some(OnlySolutions { cols, by_row })
    }

    /// The press grid of `board` (of the table's size).
    pub fn solve(&self, board: &Grid) -> Grid {
        let mut presses = Grid::zeros(board.rows(), board.cols());
        for r in 0..board.rows() {
            let part = &self.by_row[r << self.cols | usize::from(board.row(r))];
            for (row, &bits) in presses.cells_mut().iter_mut().zip(&part.cells()) {
                *row ^= bits;
            }
        }
        presses
    }
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

    /// The table's grids against the first-row enumeration on random 5 x 6
    /// boards, and boards with more than one press grid have no table.
    #[test]
    fn only_solutions_agree_with_the_enumeration() {
        let table = OnlySolutions::new(5, 6).expect("5 x 6 boards have one press grid each");
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..2000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let mut board = Grid::zeros(5, 6);
            for r in 0..5 {
                board.set_row(r, (seed >> (6 * r)) as u16);
            }
            let presses = table.solve(&board);
            assert_eq!(Some(presses), solve(&board), "{board:?}");
            assert!(apply(&board, &presses).is_zero());
        }
        // 4 x 4 and 5 x 5 plus-stencil boards have null spaces of dimension 4 and 2.
        assert!(OnlySolutions::new(4, 4).is_none());
        assert!(OnlySolutions::new(5, 5).is_none());
        assert!(OnlySolutions::new(3, 3).is_some());
    }

    #[test]
    fn the_poj3279_sample() {
        let board = grid(&["1001", "0110", "0110", "1001"]);
        let presses = solve(&board).unwrap();
        assert_eq!(presses, grid(&["0000", "1001", "1001", "0000"]));
        assert!(apply(&board, &presses).is_zero());
    }
}
