//! Manhattan distance and linear conflict: the heuristics that need no table.
//!
//! - Manhattan: each tile must travel at least its grid distance to its goal
//!   cell, one cell per move, and a move moves one tile.
//! - Linear conflict (Hansson, Mayer and Yung, 1992): in one row, the tiles
//!   whose goal is in that row and that must pass each other cannot all stay
//!   in the row; each one that leaves it costs two moves beyond Manhattan.
//!   At least `k - LIS` of the row's `k` such tiles must leave (the rest can
//!   keep their order only if it is increasing), so the row adds
//!   `2 (k - LIS)`; likewise each column. Rows and columns add up because a
//!   tile leaving its row moves vertically and one leaving its column
//!   horizontally: different extra moves.
//!
//! Both are updated per move: Manhattan by one tile's difference, the
//! conflicts by recounting the two lines the tile left and entered.

use super::geometry::Geometry;
use super::ida::Estimate;

/// Manhattan distance, from a table of every tile's distance from every cell.
#[derive(Clone, Debug)]
pub struct Manhattan {
    cells: usize,
    /// `distance[tile * cells + cell]`; the blank's row is all zeros.
    distance: Vec<u8>,
}

impl Manhattan {
    /// The table for `grid` with the blank's goal at `blank_goal` (tiles are
    /// labelled by goal cell, see `geometry::relabel`).
    pub fn new(grid: &Geometry, blank_goal: usize) -> Manhattan {
        let cells = grid.cells();
        let mut distance = vec![0u8; cells * cells];
        for tile in (0..cells).filter(|&t| t != blank_goal) {
            for cell in 0..cells {
                distance[tile * cells + cell] = grid.distance(tile, cell) as u8;
            }
        }
        Manhattan { cells, distance }
    }

    /// The Manhattan distance of a whole (relabelled) board.
    pub fn of(&self, board: &[u8]) -> u32 {
        board
            .iter()
            .enumerate()
            .map(|(cell, &tile)| self.distance[tile as usize * self.cells + cell] as u32)
            .sum()
    }

    #[inline]
    fn step(&self, tile: u8, from: u8, to: u8) -> i32 {
        let row = tile as usize * self.cells;
        self.distance[row + to as usize] as i32 - self.distance[row + from as usize] as i32
    }
}

impl Estimate for Manhattan {
    type Acc = u32;

    fn start(&self, board: &[u8], _pos: &[u8]) -> u32 {
        self.of(board)
    }

    #[inline]
    fn moved(&self, acc: u32, _board: &[u8], _pos: &[u8], tile: u8, from: u8, to: u8) -> u32 {
        (acc as i32 + self.step(tile, from, to)) as u32
    }

    #[inline]
    fn value(&self, acc: u32) -> u32 {
        acc
    }
}

/// Manhattan distance plus linear conflicts in every row and column.
#[derive(Clone, Debug)]
pub struct LinearConflict {
    manhattan: Manhattan,
    rows: usize,
    cols: usize,
    blank_goal: u8,
}

/// Running totals: Manhattan, and the conflict cost of every row then every column.
#[derive(Clone, Copy, Debug)]
pub struct ConflictAcc {
    manhattan: u32,
    conflicts: u32,
    line: [u8; 16],
}

impl LinearConflict {
    /// The heuristic for `grid` with the blank's goal at `blank_goal`; boards
    /// of at most 8 rows and 8 columns.
    pub fn new(grid: &Geometry, blank_goal: usize) -> LinearConflict {
        LinearConflict {
            manhattan: Manhattan::new(grid, blank_goal),
            rows: grid.rows,
            cols: grid.cols,
            blank_goal: blank_goal as u8,
        }
    }

    /// The value for a whole (relabelled) board.
    pub fn of(&self, board: &[u8]) -> u32 {
        self.value(self.start(board, &[]))
    }

    /// Conflict cost of row `r` (`is_row`) or column `r`.
    fn line_cost(&self, board: &[u8], is_row: bool, r: usize) -> u8 {
        let (length, cell_at): (usize, &dyn Fn(usize) -> usize) = if is_row {
            (self.cols, &|i| r * self.cols + i)
        } else {
            (self.rows, &|i| i * self.cols + r)
        };
        // Goal positions along the line of the tiles that belong in it, in
        // the order they stand; then the longest increasing run of them.
        let mut goals = [0u8; 8];
        let mut k = 0;
        for i in 0..length {
            let tile = board[cell_at(i)];
            if tile == self.blank_goal {
                continue;
            }
            let (tr, tc) = (tile as usize / self.cols, tile as usize % self.cols);
            if is_row && tr == r {
                goals[k] = tc as u8;
                k += 1;
            } else if !is_row && tc == r {
                goals[k] = tr as u8;
                k += 1;
            }
        }
        let mut longest = [1u8; 8];
        let mut best = 0;
        for i in 0..k {
            for j in 0..i {
                if goals[j] < goals[i] && longest[j] + 1 > longest[i] {
                    longest[i] = longest[j] + 1;
                }
            }
            best = best.max(longest[i]);
        }
        2 * (k as u8 - best)
    }
}

impl Estimate for LinearConflict {
    type Acc = ConflictAcc;

    fn start(&self, board: &[u8], _pos: &[u8]) -> ConflictAcc {
        let mut acc = ConflictAcc {
            manhattan: self.manhattan.of(board),
            conflicts: 0,
            line: [0; 16],
        };
        for r in 0..self.rows {
            acc.line[r] = self.line_cost(board, true, r);
        }
        for c in 0..self.cols {
            acc.line[8 + c] = self.line_cost(board, false, c);
        }
        acc.conflicts = acc.line.iter().map(|&x| x as u32).sum();
        acc
    }

    #[inline]
    fn moved(&self, mut acc: ConflictAcc, board: &[u8], _pos: &[u8], tile: u8, from: u8, to: u8) -> ConflictAcc {
        acc.manhattan = (acc.manhattan as i32 + self.manhattan.step(tile, from, to)) as u32;
        let (from, to) = (from as usize, to as usize);
        // A vertical move changes the tile's row (the rows' conflicts); a
        // horizontal one its column. The order within the other line stays.
        let lines = if from % self.cols == to % self.cols {
            [
                (true, from / self.cols, from / self.cols),
                (true, to / self.cols, to / self.cols),
            ]
        } else {
            [
                (false, from % self.cols, 8 + from % self.cols),
                (false, to % self.cols, 8 + to % self.cols),
            ]
        };
        for (is_row, index, slot) in lines {
            let cost = self.line_cost(board, is_row, index);
            acc.conflicts = acc.conflicts - acc.line[slot] as u32 + cost as u32;
            acc.line[slot] = cost;
        }
        acc
    }

    #[inline]
    fn value(&self, acc: ConflictAcc) -> u32 {
        acc.manhattan + acc.conflicts
    }
}
