//! IDA* specialised for sliding boards (Korf, 1985): depth-first searches
//! bounded by `g + h`, the bound raised each time to the smallest value that
//! exceeded it. Only the path is stored.
//!
//! What makes it fast: the board is a byte per cell plus each tile's cell,
//! moves are the blank's (at most four, from a neighbour table), a move that
//! would complete a duplicate sequence (the last one undone, a loop around a
//! block; [`prune`](super::prune)) is never generated, and the heuristic is
//! updated from the one tile that moved ([`Estimate::moved`]) instead of
//! recomputed.
//!
//! With a weight `w > 1` the same search bounds `g + w h` instead (weighted
//! IDA*): no longer optimal, but the path found is at most `w` times the
//! minimum, since every node of a shortest path has `g + w h <= w (g + h)
//! <= w C*`, so no bound ever passes `w C*` before a goal is found.

use super::geometry::{Geometry, Relabelled, NONE};
use super::prune::{MovePruner, DEAD};
use crate::limits::SearchLimits;
use crate::solution::{Algorithm, SolveError};

/// A heuristic updated move by move. `Acc` is whatever it keeps between
/// moves; it is copied down the recursion, so undoing a move costs nothing.
pub trait Estimate {
    type Acc: Copy;
    /// The running value for a whole board (`board[cell]` = tile, `pos[tile]` = cell).
    fn start(&self, board: &[u8], pos: &[u8]) -> Self::Acc;
    /// `tile` moved from `from` to `to`; `board` and `pos` already show the move.
    fn moved(&self, acc: Self::Acc, board: &[u8], pos: &[u8], tile: u8, from: u8, to: u8) -> Self::Acc;
    /// The lower bound on the moves left.
    fn value(&self, acc: Self::Acc) -> u32;
    /// [`moved`](Self::moved) for a search that only goes on below values
    /// of at most `limit`: `Err(h)` says the value is more than `limit`, at
    /// least `h`, where finding it exactly would cost more (a maximum of two
    /// sums needs the second only when the first is small enough).
    #[inline]
    #[allow(clippy::too_many_arguments)]
    fn moved_within(
        &self,
        acc: Self::Acc,
        board: &[u8],
        pos: &[u8],
        tile: u8,
        from: u8,
        to: u8,
        limit: u32,
    ) -> Result<Self::Acc, u32> {
        let next = self.moved(acc, board, pos, tile, from, to);
        match self.value(next) {
            h if h > limit => Err(h),
            _ => Ok(next),
        }
    }
}

/// One round of deepening: its bound on `g + h` (or `g + w h`) and the nodes it expanded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Iteration {
    pub bound: u32,
    pub nodes: u64,
}

/// How one run of the search ended.
#[derive(Debug)]
pub struct Run {
    /// The blank's moves (indices into [`DIRECTIONS`](super::geometry::DIRECTIONS)), if a goal was reached.
    pub path: Option<Vec<u8>>,
    pub iterations: Vec<Iteration>,
    /// The heuristic's value at the start.
    pub start_estimate: u32,
    /// When the search stopped at its limit: the error, and the bound it was
    /// working on (with weight 1, every path is at least that long).
    pub stopped: Option<(SolveError, u32)>,
}

impl Run {
    /// Nodes expanded over all iterations.
    pub fn nodes(&self) -> u64 {
        self.iterations.iter().map(|i| i.nodes).sum()
    }
}

/// Weighted IDA* from `start` (relabelled: the goal is `board[c] == c`),
/// bounding `g + weight * h`; weight 1 is plain, optimal IDA*.
pub fn deepen<E: Estimate>(
    grid: &Geometry,
    start: &Relabelled,
    estimate: &E,
    weight: u32,
    limits: SearchLimits,
) -> Run {
    let mut pos = vec![0u8; start.board.len()];
    for (cell, &tile) in start.board.iter().enumerate() {
        pos[tile as usize] = cell as u8;
    }
    let acc = estimate.start(&start.board, &pos);
    let start_estimate = estimate.value(acc);
    let mut search = Dfs {
        grid,
        estimate,
        weight,
        blank: start.blank_goal as u8,
        board: start.board.clone(),
        pos,
        path: Vec::new(),
        bound: start_estimate * weight,
        next_bound: u32::MAX,
        expanded: 0,
        limits,
        prune: MovePruner::shared(),
    };
    let mut iterations = Vec::new();
    loop {
        search.next_bound = u32::MAX;
        let before = search.expanded;
        let result = search.dfs(start.blank_start as u8, 0, 0, acc);
        iterations.push(Iteration {
            bound: search.bound,
            nodes: search.expanded - before,
        });
        match result {
            Ok(true) => {
                return Run {
                    path: Some(search.path),
                    iterations,
                    start_estimate,
                    stopped: None,
                }
            }
            Ok(false) if search.next_bound == u32::MAX => {
                // Nothing beyond the bound: no path at all. The parity test
                // rules this out before any search; kept for safety.
                return Run {
                    path: None,
                    iterations,
                    start_estimate,
                    stopped: None,
                };
            }
            Ok(false) => search.bound = search.next_bound,
            Err(error) => {
                return Run {
                    path: None,
                    iterations,
                    start_estimate,
                    stopped: Some((error, search.bound)),
                }
            }
        }
    }
}

struct Dfs<'a, E: Estimate> {
    grid: &'a Geometry,
    estimate: &'a E,
    weight: u32,
    /// The blank's label.
    blank: u8,
    board: Vec<u8>,
    pos: Vec<u8>,
    path: Vec<u8>,
    bound: u32,
    next_bound: u32,
    expanded: u64,
    limits: SearchLimits<'a>,
    prune: &'a MovePruner,
}

impl<E: Estimate> Dfs<'_, E> {
    /// Searches below the node with the blank on `blank`, `g` moves from the
    /// start, reached along moves that left the pruning automaton in `state`.
    fn dfs(&mut self, blank: u8, g: u32, state: u32, acc: E::Acc) -> Result<bool, SolveError> {
        let h = self.estimate.value(acc);
        let f = g + self.weight * h;
        if f > self.bound {
            self.next_bound = self.next_bound.min(f);
            return Ok(false);
        }
        if h == 0 && self.board.iter().enumerate().all(|(cell, &tile)| tile as usize == cell) {
            return Ok(true);
        }
        self.expanded += 1;
        self.limits.check(Algorithm::Idastar, self.expanded, 0)?;
        // A child's `g + w h` exceeds the bound when its `h` exceeds this
        // (exactly when, unless `g + 1` alone does; the child's own test
        // catches that); such a child is only a candidate for the next bound.
        // `moved_within` may then give less than its `h`, so the next bound
        // can come out lower than the smallest `f` past this one, never
        // higher: an iteration may repeat, none is skipped, and the search
        // stays optimal. (With pattern sums, whose parity is the parity of
        // the moves left, every `f` past the bound is at least the bound
        // plus 2, so the next bound is the same.)
        let limit = self.bound.saturating_sub(g + 1) / self.weight;
        for d in 0..4u8 {
            let to = self.grid.neighbour[blank as usize][d as usize];
            let next_state = self.prune.step(state, d);
            if to == NONE || next_state == DEAD {
                continue;
            }
            let tile = self.board[to as usize];
            self.board[blank as usize] = tile;
            self.board[to as usize] = self.blank;
            self.pos[tile as usize] = blank;
            self.pos[self.blank as usize] = to;
            match self
                .estimate
                .moved_within(acc, &self.board, &self.pos, tile, to, blank, limit)
            {
                Ok(next) => {
                    self.path.push(d);
                    if self.dfs(to, g + 1, next_state, next)? {
                        return Ok(true);
                    }
                    self.path.pop();
                }
                Err(h) => self.next_bound = self.next_bound.min(g + 1 + self.weight * h),
            }
            self.board[to as usize] = tile;
            self.board[blank as usize] = self.blank;
            self.pos[tile as usize] = to;
            self.pos[self.blank as usize] = blank;
        }
        Ok(false)
    }
}
