//! The board geometry every slide solver shares: neighbour tables, the
//! relabelling of any goal to "each tile is named by its goal cell", the
//! parity test for solvability and the replay of a path.

use crate::solution::{Algorithm, SolveError};

/// Largest board the slide solvers take: cells are bits of a `u64`.
pub const SLIDING_MAX_CELLS: usize = 64;

/// The four directions the blank moves, in the order the searches try them.
/// `DIRECTIONS[d ^ 1]` is the opposite of `DIRECTIONS[d]`.
pub const DIRECTIONS: [char; 4] = ['u', 'd', 'l', 'r'];

/// An R x C board: for every cell, its neighbour in each direction.
#[derive(Clone, Debug)]
pub struct Geometry {
    /// Rows of the board.
    pub rows: usize,
    /// Columns of the board.
    pub cols: usize,
    /// `neighbour[cell][d]`: the cell one step in `DIRECTIONS[d]`, or `NONE`.
    pub neighbour: Vec<[u8; 4]>,
    /// The cells of the first column, and of the last, as bit masks.
    first_col: u64,
    last_col: u64,
}

/// No neighbour in that direction (the edge of the board).
pub const NONE: u8 = u8::MAX;

impl Geometry {
    /// The geometry of a `rows` x `cols` board.
    pub fn new(rows: usize, cols: usize) -> Result<Geometry, SolveError> {
        let cells = rows.saturating_mul(cols);
        if rows == 0 || cols == 0 || cells > SLIDING_MAX_CELLS {
            return Err(SolveError::TooLarge {
                algorithm: Algorithm::Idastar,
                why: crate::tr!(
                    "sliding-cells",
                    most = SLIDING_MAX_CELLS,
                    size = format!("{rows}x{cols}")
                ),
            });
        }
        let neighbour = (0..cells)
            .map(|cell| {
                let (r, c) = (cell / cols, cell % cols);
                let at = |ok: bool, to: usize| if ok { to as u8 } else { NONE };
                [
                    at(r > 0, cell.wrapping_sub(cols)),
                    at(r + 1 < rows, cell + cols),
                    at(c > 0, cell.wrapping_sub(1)),
                    at(c + 1 < cols, cell + 1),
                ]
            })
            .collect();
        let first_col = (0..rows).fold(0u64, |m, r| m | 1 << (r * cols));
        Ok(Geometry {
            rows,
            cols,
            neighbour,
            first_col,
            last_col: first_col << (cols - 1),
        })
    }

    /// Number of cells.
    pub fn cells(&self) -> usize {
        self.rows * self.cols
    }

    /// Geometry distance between two cells.
    pub fn distance(&self, a: usize, b: usize) -> u32 {
        ((a / self.cols).abs_diff(b / self.cols) + (a % self.cols).abs_diff(b % self.cols)) as u32
    }

    /// Every cell of the board, as a bit mask.
    pub fn all_cells(&self) -> u64 {
        if self.cells() == 64 {
            u64::MAX
        } else {
            (1u64 << self.cells()) - 1
        }
    }

    /// The cells of `free` connected to `seed` through cells of `free`
    /// (`seed` must be in `free`): where the blank can go without moving
    /// any tile outside `free`.
    #[inline]
    pub fn region(&self, seed: u64, free: u64) -> u64 {
        let mut region = seed;
        loop {
            let grown = (region
                | (region << 1 & !self.first_col)
                | (region >> 1 & !self.last_col)
                | region << self.cols
                | region >> self.cols)
                & free;
            if grown == region {
                return region;
            }
            region = grown;
        }
    }
}

/// A start board relabelled so that each tile's label is its goal cell: the
/// form every slide search runs on. The blank's label is the blank's goal cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Relabelled {
    /// `board[cell]`: the label of the tile on `cell`.
    pub board: Vec<u8>,
    /// The blank's goal cell (also its label).
    pub blank_goal: usize,
    /// The blank's cell on the start board.
    pub blank_start: usize,
}

/// Checks that `start` and `goal` are `rows` x `cols` boards holding the
/// same distinct tiles and one blank (0), and relabels `start` by goal cell.
pub fn relabel(rows: usize, cols: usize, start: &[u8], goal: &[u8]) -> Result<Relabelled, SolveError> {
    let cells = rows * cols;
    for (is_start, board) in [(true, start), (false, goal)] {
        if board.len() != cells {
            let (tiles, size) = (board.len(), format!("{rows}x{cols}"));
            return Err(bad(if is_start {
                crate::tr!("slide-start-cells", tiles = tiles, size = size, cells = cells)
            } else {
                crate::tr!("slide-goal-cells", tiles = tiles, size = size, cells = cells)
            }));
        }
    }
    let mut goal_cell = [NONE; 256];
    for (cell, &tile) in goal.iter().enumerate() {
        if goal_cell[tile as usize] != NONE {
            return Err(bad(crate::tr!("slide-goal-tile-twice", tile = tile)));
        }
        goal_cell[tile as usize] = cell as u8;
    }
    if goal_cell[0] == NONE {
        return Err(bad(crate::tr!("slide-goal-no-blank")));
    }
    let mut seen = [false; 256];
    let mut board = Vec::with_capacity(cells);
    for &tile in start {
        if std::mem::replace(&mut seen[tile as usize], true) {
            return Err(bad(crate::tr!("slide-start-tile-twice", tile = tile)));
        }
        match goal_cell[tile as usize] {
            NONE => return Err(bad(crate::tr!("slide-tile-not-in-goal", tile = tile))),
            cell => board.push(cell),
        }
    }
    let blank_goal = goal_cell[0] as usize;
    let blank_start = board.iter().position(|&t| t as usize == blank_goal).unwrap_or(0);
    Ok(Relabelled {
        board,
        blank_goal,
        blank_start,
    })
}

fn bad(why: crate::locale::Text) -> SolveError {
    SolveError::NotApplicable {
        algorithm: Algorithm::Idastar,
        why,
    }
}

/// Why the relabelled board cannot reach its goal, or `None` when it can.
///
/// Every move swaps the blank with a neighbour: one transposition of the
/// cells' contents, and one step of the blank. So the parity of the
/// permutation (cell to goal cell) always equals the parity of the blank's
/// distance from its goal; on boards at least 2 x 2 that is also enough
/// (Johnson and Story, 1879; Wilson, 1974). On a single row or column the
/// tiles cannot pass each other, so their order must already be the goal's.
pub fn why_relabelled_unreachable(grid: &Geometry, board: &Relabelled) -> Option<crate::locale::Text> {
    if grid.rows == 1 || grid.cols == 1 {
        let order: Vec<u8> = board
            .board
            .iter()
            .copied()
            .filter(|&t| t as usize != board.blank_goal)
            .collect();
        return if order.windows(2).all(|w| w[0] < w[1]) {
            None
        } else {
            Some(crate::tr!("unsolvable-one-line"))
        };
    }
    let mut seen = vec![false; board.board.len()];
    let mut transpositions = 0;
    for cell in 0..board.board.len() {
        let mut at = cell;
        let mut length = 0;
        while !seen[at] {
            seen[at] = true;
            at = board.board[at] as usize;
            length += 1;
        }
        transpositions += length.max(1) - 1;
    }
    let steps = grid.distance(board.blank_start, board.blank_goal) as usize;
    if transpositions % 2 == steps % 2 {
        None
    } else {
        // The two parities differ: naming the tiles' names the blank's.
        Some(if transpositions % 2 == 0 {
            crate::tr!("unsolvable-permutation-even")
        } else {
            crate::tr!("unsolvable-permutation-odd")
        })
    }
}

/// Plays `path` (blank moves `u`/`d`/`l`/`r`) on `board` (any labels, `0` the
/// blank); fails on a move off the board or an unknown letter, saying why
/// in the reader's language.
///
/// ```
/// use gridsolve_core::solvers::slide::replay;
/// assert_eq!(replay(2, 2, &[1, 2, 0, 3], "r").unwrap(), vec![1, 2, 3, 0]);
/// let refused = replay(2, 2, &[1, 2, 0, 3], "d").unwrap_err();
/// assert_eq!(refused.to_string(), "move 1: the blank cannot move 'd' off the board");
/// ```
pub fn replay(rows: usize, cols: usize, board: &[u8], path: &str) -> Result<Vec<u8>, crate::locale::Text> {
    let grid = Geometry::new(rows, cols).map_err(|e| e.text())?;
    let mut board = board.to_vec();
    let mut blank = board
        .iter()
        .position(|&t| t == 0)
        .ok_or_else(|| crate::tr!("slide-replay-no-blank"))?;
    for (i, letter) in path.chars().enumerate() {
        let d = DIRECTIONS
            .iter()
            .position(|&c| c == letter)
            .ok_or_else(|| crate::tr!("slide-replay-not-a-move", number = i + 1, letter = letter))?;
        let to = grid.neighbour[blank][d];
        if to == NONE {
            return Err(crate::tr!("slide-replay-off-board", number = i + 1, letter = letter));
        }
        board.swap(blank, to as usize);
        blank = to as usize;
    }
    Ok(board)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_replay_s_refusals_are_messages_of_both_languages() {
        use crate::locale::Lang;
        let refused = |board: &[u8], path: &str, lang| replay(2, 2, board, path).unwrap_err().render(lang);
        assert_eq!(refused(&[1, 2, 3, 4], "r", Lang::En), "the board has no blank (0)");
        assert_eq!(refused(&[1, 2, 3, 4], "r", Lang::Zh), "棋盘上没有空格（0）");
        assert_eq!(
            refused(&[1, 2, 0, 3], "rx", Lang::En),
            "move 2: 'x' is not one of u, d, l, r"
        );
        assert_eq!(
            refused(&[1, 2, 0, 3], "rx", Lang::Zh),
            "第 2 步：'x' 不是 u、d、l、r 之一"
        );
        assert_eq!(
            refused(&[1, 2, 0, 3], "d", Lang::Zh),
            "第 1 步：空格不能向 'd' 移出棋盘"
        );
    }

    #[test]
    fn neighbours_stop_at_the_edges() {
        let grid = Geometry::new(2, 3).unwrap();
        assert_eq!(grid.neighbour[0], [NONE, 3, NONE, 1]);
        assert_eq!(grid.neighbour[4], [1, NONE, 3, 5]);
        assert!(Geometry::new(9, 8).is_err());
        assert!(Geometry::new(0, 3).is_err());
    }

    #[test]
    fn a_region_does_not_wrap_around_rows() {
        let grid = Geometry::new(3, 3).unwrap();
        // Column 1 blocked: the left column cannot reach the right one.
        let free = grid.all_cells() & !0b010_010_010;
        assert_eq!(grid.region(1, free), 0b001_001_001);
        assert_eq!(grid.region(1 << 2, free), 0b100_100_100);
    }

    #[test]
    fn bad_boards_are_named() {
        let err = |s: &[u8], g: &[u8]| relabel(2, 2, s, g).unwrap_err().to_string();
        assert!(err(&[1, 2, 3], &[1, 2, 3, 0]).contains("start board has 3 tiles"));
        assert!(err(&[1, 1, 3, 0], &[1, 2, 3, 0]).contains("tile 1 appears twice on the start"));
        assert!(err(&[1, 2, 4, 0], &[1, 2, 3, 0]).contains("tile 4 is on the start board but not on the goal"));
        assert!(err(&[1, 2, 3, 0], &[1, 2, 3, 4]).contains("no blank"));
    }

    #[test]
    fn parity_matches_the_classic_examples() {
        let grid = Geometry::new(4, 4).unwrap();
        let goal: Vec<u8> = (1..16).chain([0]).collect();
        // Sam Loyd's 14-15 puzzle is unsolvable.
        let mut loyd = goal.clone();
        loyd.swap(13, 14);
        let r = relabel(4, 4, &loyd, &goal).unwrap();
        assert!(why_relabelled_unreachable(&grid, &r).is_some());
        // One legal move away is solvable.
        let mut near = goal.clone();
        near.swap(14, 15);
        let r = relabel(4, 4, &near, &goal).unwrap();
        assert_eq!(why_relabelled_unreachable(&grid, &r), None);
        // A row: order matters, the blank may be anywhere.
        let row = Geometry::new(1, 3).unwrap();
        let ok = relabel(1, 3, &[0, 1, 2], &[1, 2, 0]).unwrap();
        assert_eq!(why_relabelled_unreachable(&row, &ok), None);
        let swapped = relabel(1, 3, &[2, 0, 1], &[1, 2, 0]).unwrap();
        assert!(why_relabelled_unreachable(&row, &swapped).is_some());
    }
}
