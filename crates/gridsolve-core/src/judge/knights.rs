//! 骑士精神 (Luogu P2324, SCOI 2005): a 5x5 board of 12 black knights `1`,
//! 12 white knights `0` and one blank `*`; a move jumps a knight a knight's
//! move away from the blank into it. The answer is the fewest moves to
//! `11111/01111/00*11/00001/00000` when it is at most 15, else `-1`.
//!
//! Solved by iterative-deepening A* with the number of misplaced knights as
//! the bound: a move carries one knight, so it puts at most one more knight
//! in its place, and the bound never overestimates. Depths stop at 15.
//!
//! A board is packed in a `u64`: bit `24 - i` is 1 when cell `i` (row-major)
//! holds a `1` knight, and bits 32.. hold the blank's cell.

use crate::limits::SearchLimits;
use crate::solution::{Algorithm, SolveError};

/// The deepest answer the problem wants; deeper boards answer `-1`.
pub const MAX_ANSWER_MOVES: u8 = 15;
/// Cells of the board.
pub const CELLS: usize = 25;

/// The goal, `11111/01111/00*11/00001/00000`.
pub const GOAL: u64 = state(0b11111_01111_00011_00001_00000, 12);

/// The packed board of `ones` (bit `24 - i` for cell `i`) and the blank's cell.
pub const fn state(ones: u64, blank: u8) -> u64 {
    ones & !(1 << (24 - blank as u32)) | (blank as u64) << 32
}

/// The cells holding a `1` knight (bit `24 - i` for cell `i`).
pub fn ones(state: u64) -> u64 {
    state & 0x1FF_FFFF
}

/// The blank's cell.
pub fn blank(state: u64) -> usize {
    (state >> 32) as usize
}

/// What is on cell `i`: b'1', b'0' or b'*'.
pub fn cell(state: u64, i: usize) -> u8 {
    if i == blank(state) {
        b'*'
    } else if ones(state) >> (24 - i) & 1 == 1 {
        b'1'
    } else {
        b'0'
    }
}

/// The cells a knight's move away from each cell.
fn jumps() -> [([u8; 8], usize); CELLS] {
    const OFFSETS: [(i32, i32); 8] = [(-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1)];
    std::array::from_fn(|i| {
        let (r, c) = ((i / 5) as i32, (i % 5) as i32);
        let mut to = [0u8; 8];
        let mut n = 0;
        for (dr, dc) in OFFSETS {
            let (nr, nc) = (r + dr, c + dc);
            if (0..5).contains(&nr) && (0..5).contains(&nc) {
                to[n] = (nr * 5 + nc) as u8;
                n += 1;
            }
        }
        (to, n)
    })
}

/// The board after the knight on cell `to` jumps into the blank.
pub fn jump(state: u64, to: usize) -> u64 {
    let from = blank(state);
    let ones = ones(state);
    let knight = ones >> (24 - to) & 1;
    let ones = ones & !(1 << (24 - to)) | knight << (24 - from);
    ones | (to as u64) << 32
}

/// Whether cells `a` and `b` are a knight's move apart.
pub(crate) fn knight_apart(a: usize, b: usize) -> bool {
    let (dr, dc) = ((a / 5).abs_diff(b / 5), (a % 5).abs_diff(b % 5));
    matches!((dr, dc), (1, 2) | (2, 1))
}

/// Knights not on their goal cell: a lower bound on the moves left.
fn misplaced(state: u64) -> u32 {
    let goal_blank = blank(GOAL);
    let here = blank(state);
    // Cells where the colours differ, counting neither blank cell as a knight...
    let mut diff = ones(state) ^ ones(GOAL);
    diff &= !(1 << (24 - here));
    // ...but a knight standing on the goal's blank cell is misplaced.
    let on_goal_blank = u32::from(here != goal_blank);
    (diff & !(1 << (24 - goal_blank))).count_ones() + on_goal_blank
}

/// Solves boards by IDA*.
pub struct KnightSolver {
    jumps: [([u8; 8], usize); CELLS],
}

impl Default for KnightSolver {
    fn default() -> Self {
        KnightSolver::new()
    }
}

/// The largest number of nodes one board may expand: far above the worst
/// board (IDA* with the depth cap expands at most a few million).
pub const MAX_NODES: u64 = crate::limits::DEFAULT_MAX_WORK;

impl KnightSolver {
    /// The solver, before its first case.
    pub fn new() -> KnightSolver {
        KnightSolver { jumps: jumps() }
    }

    /// A shortest sequence of at most [`MAX_ANSWER_MOVES`] moves, as the cells the
    /// blank visits after the start; `None` when every solution is longer.
    pub fn solve(&self, start: u64) -> Result<Option<Vec<u8>>, SolveError> {
        self.solve_limited(start, MAX_ANSWER_MOVES, &SearchLimits::states(MAX_NODES))
    }

    /// As [`KnightSolver::solve`], with at most `max_moves` moves within `limits`.
    pub fn solve_limited(
        &self,
        start: u64,
        max_moves: u8,
        limits: &SearchLimits,
    ) -> Result<Option<Vec<u8>>, SolveError> {
        // Moves keep the number of each colour; 12 and 12 are needed.
        if ones(start).count_ones() != 12 {
            return Ok(None);
        }
        let mut path = Vec::with_capacity(usize::from(max_moves));
        let mut expanded = 0u64;
        for bound in misplaced(start)..=u32::from(max_moves) {
            if self.search(start, 0, bound, usize::MAX, &mut path, &mut expanded, limits)? {
                return Ok(Some(path));
            }
        }
        Ok(None)
    }

    /// Depth-first search below `state` at depth `g` within `bound`; never
    /// straight back to the cell the blank came from.
    #[allow(clippy::too_many_arguments)]
    fn search(
        &self,
        state: u64,
        g: u32,
        bound: u32,
        came_from: usize,
        path: &mut Vec<u8>,
        expanded: &mut u64,
        limits: &SearchLimits,
    ) -> Result<bool, SolveError> {
        let h = misplaced(state);
        if h == 0 {
            return Ok(true);
        }
        if g + h > bound {
            return Ok(false);
        }
        *expanded += 1;
        if *expanded % crate::limits::POLL_EVERY == 0 || *expanded >= limits.max_work {
            limits.check(Algorithm::Idastar, *expanded, 0)?;
        }
        let here = blank(state);
        let (to, n) = &self.jumps[here];
        for &next_cell in &to[..*n] {
            let next_cell = usize::from(next_cell);
            if next_cell == came_from {
                continue;
            }
            path.push(next_cell as u8);
            if self.search(jump(state, next_cell), g + 1, bound, here, path, expanded, limits)? {
                return Ok(true);
            }
            path.pop();
        }
        Ok(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_goal_is_the_statements_board() {
        let text: String = (0..CELLS).map(|i| cell(GOAL, i) as char).collect();
        assert_eq!(text, "111110111100*110000100000");
        assert_eq!(misplaced(GOAL), 0);
    }
}
