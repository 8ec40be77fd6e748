//! The press-grid problems: POJ 3279 Fliptile (any M x N up to 15 x 15) and
//! POJ 1222 Extended Lights Out (5 x 6). Pressing a cell flips it and its
//! four neighbours; the board must become all 0. The answer is the grid of
//! cells to press: the fewest presses, and among those the lexicographically
//! smallest grid read row-major (0 before 1).
//!
//! First rows (枚举第一行): once the first row's presses are chosen, row
//! r + 1 must press exactly the cells still lit in row r, so the whole grid
//! follows, and it works when the last row ends dark. Which first rows work
//! is a linear system over GF(2) ([`fewest_flips`]); among them the fewest presses
//! win, then the lexicographically smallest grid read row-major, which is
//! the smallest first row read left to right (two grids with different
//! first rows compare by their first rows). [`fewest_flips_by_enumeration`] tries
//! every first row instead, in that order, and checks it in the tests.

use std::sync::OnceLock;

use crate::judge::Board15;

/// The largest side of a POJ 3279 board.
pub const MAX_SIDE: usize = 15;

/// Presses `presses` on `board` (plus stencil, cells off the board
/// ignored) and returns the result.
pub fn apply(board: &Board15, presses: &Board15) -> Board15 {
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
///
/// The first rows that work are found by linear algebra rather than tried
/// one by one: what the chase leaves lit below the last row is an affine
/// function of the first row over GF(2) (each press toggles, and the chase
/// presses what is lit), so it is `L first + r0`, where column `j` of `L`
/// is what a press of column `j` alone leaves on the all-0 board and `r0`
/// what the board leaves with no first-row press. The first rows with
/// `L first = r0` are one solution plus the null space of `L` (rarely more
/// than a few dimensions), and only those are chased to count their
/// presses: `1 + 2^nullity` chases where trying every first row took
/// `2^cols` (32,768 on a 15-wide board); `L` and its elimination depend on
/// the shape alone and are made once per shape (`ShapeSystem`).
pub fn fewest_flips(board: &Board15) -> Option<Board15> {
    let (rows, cols) = (board.rows(), board.cols());
    if rows == 0 || cols == 0 {
        return Some(*board);
    }
    let mask = board.row_mask();
    let system = ShapeSystem::of(rows, cols);
    let r0 = residual(board, 0, mask);
    // Equation `e`'s right-hand side: the sum of the bits of `r0` it combines.
    let rhs = |e: usize| (system.combines[e] & r0).count_ones() & 1 == 1;
    if (system.rank..cols).any(rhs) {
        return None;
    }
    // One solution (free bits 0), plus any sum of the null space's vectors.
    let particular = system.pivots[..system.rank]
        .iter()
        .enumerate()
        .fold(0u16, |x, (e, &j)| x | u16::from(rhs(e)) << j);
    let kernel = &system.kernel[..system.nullity];
    let mut best: Option<(u32, u16, u16)> = None; // (presses, lexicographic key, first row)
    for pick in 0u32..1 << kernel.len() {
        let first = kernel
            .iter()
            .enumerate()
            .filter(|&(i, _)| pick >> i & 1 == 1)
            .fold(particular, |x, (_, &k)| x ^ k);
        let count = presses_from_first_row(board, first, mask, u32::MAX).expect("a solution of the system works");
        // Column 0 most significant: the order of grids read row-major.
        let key = first.reverse_bits() >> (16 - cols);
        if best.is_none_or(|(fewest, smallest, _)| (count, key) < (fewest, smallest)) {
            best = Some((count, key, first));
        }
    }
    let (_, _, first) = best?;
    Some(grid_from_first_row(board, first))
}

/// What solving a board takes from its shape alone: the elimination of `L`
/// (which of the original equations each row combines, where its pivots
/// are) and the null space. Made once per shape and kept, since a judge
/// file's boards share a few shapes: a board then costs the chase for `r0`,
/// a parity per equation and the chases of its candidate first rows, where
/// eliminating again took half of POJ 3279's time.
struct ShapeSystem {
    rank: usize,
    /// Per equation after elimination: the bits of `r0` whose sum is its
    /// right-hand side (its left-hand side's pivots are in `pivots`).
    combines: [u16; MAX_SIDE],
    /// The first-row bit of each pivot: equation `e`'s, for `e < rank`.
    pivots: [u8; MAX_SIDE],
    /// A basis of the null space of `L`, `nullity` vectors.
    kernel: [u16; MAX_SIDE],
    nullity: usize,
}

impl ShapeSystem {
    /// The system of a `rows x cols` board (both 1 to [`MAX_SIDE`]).
    fn of(rows: usize, cols: usize) -> &'static ShapeSystem {
        static SHAPES: [OnceLock<ShapeSystem>; MAX_SIDE * MAX_SIDE] = [const { OnceLock::new() }; MAX_SIDE * MAX_SIDE];
        SHAPES[(rows - 1) * MAX_SIDE + (cols - 1)].get_or_init(|| ShapeSystem::new(rows, cols))
    }

    fn new(rows: usize, cols: usize) -> ShapeSystem {
        let zero = Board15::zeros(rows, cols);
        let mask = zero.row_mask();
        let columns: [u16; MAX_SIDE] =
            std::array::from_fn(|j| if j < cols { residual(&zero, 1 << j, mask) } else { 0 });
        // Gauss-Jordan elimination on the equations (one per output bit),
        // each a mask over the first-row bits with the bits of `r0` it sums.
        let mut equations: [(u16, u16); MAX_SIDE] = std::array::from_fn(|bit| {
            let row = (0..cols).fold(0u16, |m, j| m | ((columns[j] >> bit & 1) << j));
            (row, 1 << bit)
        });
        let equations = &mut equations[..cols];
        let mut pivots = [0u8; MAX_SIDE];
        let mut rank = 0;
        for j in 0..cols {
            let Some(p) = (rank..cols).find(|&e| equations[e].0 >> j & 1 == 1) else {
                continue;
            };
            equations.swap(rank, p);
            let (row, combines) = equations[rank];
            for (e, eq) in equations.iter_mut().enumerate() {
                if e != rank && eq.0 >> j & 1 == 1 {
                    eq.0 ^= row;
                    eq.1 ^= combines;
                }
            }
            pivots[rank] = j as u8;
            rank += 1;
        }
        let pivot_bits: u16 = pivots[..rank].iter().fold(0, |m, &j| m | 1 << j);
        let mut kernel = [0u16; MAX_SIDE];
        let mut nullity = 0;
        for f in (0..cols).filter(|&f| pivot_bits >> f & 1 == 0) {
            kernel[nullity] = pivots[..rank]
                .iter()
                .enumerate()
                .fold(1u16 << f, |x, (e, &j)| x | ((equations[e].0 >> f & 1) << j));
            nullity += 1;
        }
        ShapeSystem {
            rank,
            combines: std::array::from_fn(|e| equations.get(e).map_or(0, |eq| eq.1)),
            pivots,
            kernel,
            nullity,
        }
    }
}

/// What the chase from first-row presses `press` leaves lit in the last row
/// (the presses a row below the board would need): 0 when they solve it.
fn residual(board: &Board15, mut press: u16, mask: u16) -> u16 {
    let rows = board.rows();
    let mut above = 0u16;
    for r in 0..rows {
        let lit = board.row(r) ^ (press ^ press << 1 ^ press >> 1) & mask ^ above;
        above = press;
        press = lit;
    }
    press
}

/// [`fewest_flips`] by trying every first row in lexicographic order (the first
/// with the fewest presses wins): the independent check of the tests.
pub fn fewest_flips_by_enumeration(board: &Board15) -> Option<Board15> {
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
fn presses_from_first_row(board: &Board15, mut press: u16, mask: u16, limit: u32) -> Option<u32> {
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
/// `rows x 2^cols` grids, built once by [`fewest_flips`], and a board costs one
/// look-up per row (where [`fewest_flips`] tries every first row).
#[derive(Clone, Debug)]
pub struct OnlySolutions {
    cols: usize,
    /// `by_row[r << cols | bits]`: the press grid of the board lit only at
    /// `bits` of row `r`.
    by_row: Vec<Board15>,
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
        let zero = Board15::zeros(rows, cols);
        let mask = zero.row_mask();
        if (1u16..1 << cols).any(|first| presses_from_first_row(&zero, first, mask, u32::MAX).is_some()) {
            return None;
        }
        let mut by_row = Vec::with_capacity(rows << cols);
        for r in 0..rows {
            for bits in 0..1u16 << cols {
                let mut board = zero;
                board.set_row(r, bits);
                by_row.push(fewest_flips(&board).expect("every board has its press grid"));
            }
        }
        Some(OnlySolutions { cols, by_row })
    }

    /// The press grid of `board` (of the table's size).
    pub fn solve(&self, board: &Board15) -> Board15 {
        let mut presses = Board15::zeros(board.rows(), board.cols());
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
fn grid_from_first_row(board: &Board15, first: u16) -> Board15 {
    let (rows, mask) = (board.rows(), board.row_mask());
    let mut presses = Board15::zeros(rows, board.cols());
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

    fn grid(rows: &[&str]) -> Board15 {
        let mut g = Board15::zeros(rows.len(), rows[0].len());
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
            let mut board = Board15::zeros(5, 6);
            for r in 0..5 {
                board.set_row(r, (seed >> (6 * r)) as u16);
            }
            let presses = table.solve(&board);
            assert_eq!(Some(presses), fewest_flips(&board), "{board:?}");
            assert!(apply(&board, &presses).is_zero());
        }
        // 4 x 4 and 5 x 5 plus-stencil boards have null spaces of dimension 4 and 2.
        assert!(OnlySolutions::new(4, 4).is_none());
        assert!(OnlySolutions::new(5, 5).is_none());
        assert!(OnlySolutions::new(3, 3).is_some());
    }

    /// The linear algebra against trying every first row: every board of
    /// up to 9 cells, and random boards of every size up to 15 x 15 (many of
    /// them with several press grids, where the tie rule decides).
    #[test]
    fn solve_agrees_with_the_enumeration() {
        for (rows, cols) in [(1, 1), (1, 5), (2, 2), (2, 3), (3, 3), (4, 2), (1, 9), (9, 1)] {
            for bits in 0u32..1 << (rows * cols) {
                let mut board = Board15::zeros(rows, cols);
                for r in 0..rows {
                    board.set_row(r, (bits >> (r * cols)) as u16);
                }
                assert_eq!(fewest_flips(&board), fewest_flips_by_enumeration(&board), "{board:?}");
            }
        }
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        for rows in 1..=15 {
            for cols in 1..=15 {
                for _ in 0..3 {
                    let mut board = Board15::zeros(rows, cols);
                    for r in 0..rows {
                        seed ^= seed << 13;
                        seed ^= seed >> 7;
                        seed ^= seed << 17;
                        board.set_row(r, seed as u16);
                    }
                    let found = fewest_flips(&board);
                    assert_eq!(found, fewest_flips_by_enumeration(&board), "{board:?}");
                    if let Some(presses) = found {
                        assert!(apply(&board, &presses).is_zero());
                    }
                }
            }
        }
    }

    #[test]
    fn the_poj3279_sample() {
        let board = grid(&["1001", "0110", "0110", "1001"]);
        let presses = fewest_flips(&board).unwrap();
        assert_eq!(presses, grid(&["0000", "1001", "1001", "0000"]));
        assert!(apply(&board, &presses).is_zero());
    }
}
