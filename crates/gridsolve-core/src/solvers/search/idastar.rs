//! Iterative-deepening A*: depth-first searches bounded by `g + h`, each
//! with the bound raised to the smallest `g + h` that exceeded the last one.
//! Memory is only the current path. The heuristic is admissible (see
//! [`heuristic`](super::heuristic); by default, for swaps, the larger of the
//! nearest-cell and line-crossing bounds, for toggles the press-count
//! bound), so the first goal found is at minimum depth.
//!
//! Pruning that keeps an optimal solution:
//! - swaps: never undo the swap just made; and when two consecutive swaps
//!   touch disjoint cells (so they commute), allow only the order with the
//!   lower move index first. Every sequence can be rearranged that way
//!   without changing its length or result (the lexicographically least of
//!   its rearrangements has the property), which removes most of the
//!   duplicate orderings IDA* would otherwise revisit for want of a visited set;
//! - toggles: presses commute and pressing twice cancels, so only press sets
//!   are enumerated (each in increasing move order). That also bounds the
//!   depth by the number of cells, which is how an unsolvable toggle board
//!   is recognised; an unsolvable swap board (another number of 1s) is
//!   recognised by the heuristic at once.

use crate::limits::SearchLimits;
use crate::small::SmallPuzzle;
use crate::solution::{Algorithm, SolveError, Stats};
use crate::solvers::heuristic::{Estimator, Heuristic};

/// IDA* with the classic heuristic for the puzzle's rule; returns a shortest
/// path (move indices) or `None` if no goal is reachable.
///
/// ```
/// use gridsolve_core::{solvers::idastar, Puzzle, SmallPuzzle};
/// let puzzle = SmallPuzzle::new(&Puzzle::flip_game(4, 4)).unwrap();
/// let (path, _stats) = idastar::search(&puzzle, 0b1001_1101_1001_1000).unwrap();
/// assert_eq!(path.unwrap().len(), 4);
/// ```
pub fn search(puzzle: &SmallPuzzle, start: u64) -> Result<(Option<Vec<usize>>, Stats), SolveError> {
    search_with(puzzle, start, Heuristic::classic(puzzle))
}

/// IDA* with the given heuristic.
pub fn search_with(
    puzzle: &SmallPuzzle,
    start: u64,
    heuristic: Heuristic,
) -> Result<(Option<Vec<usize>>, Stats), SolveError> {
    search_with_limits(puzzle, start, heuristic, SearchLimits::default())
}

/// IDA* with the given heuristic, within `limits` (IDA* stores only its
/// path, so its work is the nodes it expands, over all iterations).
pub fn search_with_limits(
    puzzle: &SmallPuzzle,
    start: u64,
    heuristic: Heuristic,
    limits: SearchLimits,
) -> Result<(Option<Vec<usize>>, Stats), SolveError> {
    let estimator = Estimator::new(puzzle, heuristic, Algorithm::Idastar)?;
    let mut search = Deepening {
        puzzle,
        limits,
        estimator,
        bound: 0,
        next_bound: u32::MAX,
        path: Vec::new(),
        stats: Stats {
            states_discovered: 1,
            peak_frontier: 1,
            ..Stats::default()
        },
    };
    let Some(h0) = search.estimator.estimate(start) else {
        return Ok((None, search.stats));
    };
    search.bound = h0;
    loop {
        search.next_bound = u32::MAX;
        if search.dive(start, 0, h0)? {
            return Ok((Some(search.path), search.stats));
        }
        if search.next_bound == u32::MAX {
            return Ok((None, search.stats));
        }
        search.bound = search.next_bound;
    }
}

struct Deepening<'a> {
    puzzle: &'a SmallPuzzle,
    limits: SearchLimits<'a>,
    estimator: Estimator<'a>,
    bound: u32,
    /// Smallest `g + h` seen above the bound in this iteration.
    next_bound: u32,
    path: Vec<usize>,
    stats: Stats,
}

impl Deepening<'_> {
    /// Whether a goal lies below `state` within the bound (the path is then
    /// in `self.path`); fails when the work limit is reached.
    fn dive(&mut self, state: u64, depth: u32, estimate: u32) -> Result<bool, SolveError> {
        let f = depth + estimate;
        if f > self.bound {
            self.next_bound = self.next_bound.min(f);
            return Ok(false);
        }
        if self.puzzle.is_goal(state) {
            return Ok(true);
        }
        self.limits.check(Algorithm::Idastar, self.stats.states_expanded, 0)?;
        self.stats.states_expanded += 1;
        let swap = self.puzzle.is_swap();
        let last = self.path.last().copied();
        let first = if swap { 0 } else { last.map_or(0, |m| m + 1) };
        for mv in first..self.puzzle.move_count() {
            if let (true, Some(prev)) = (swap, last) {
                // Never undo the last swap; of two swaps on disjoint cells
                // (they commute) try only the order with the lower index first.
                let disjoint = self.puzzle.mask(prev) & self.puzzle.mask(mv) == 0;
                if prev == mv || (disjoint && mv < prev) {
                    continue;
                }
            }
            let next = self.puzzle.apply(state, mv);
            if next == state {
                continue;
            }
            let Some(h) = self.estimator.estimate(next) else {
                continue;
            };
            self.path.push(mv);
            let held = self.path.len() as u64 + 1;
            self.stats.peak_frontier = self.stats.peak_frontier.max(held);
            self.stats.states_discovered = self.stats.peak_frontier;
            if self.dive(next, depth + 1, h)? {
                return Ok(true);
            }
            self.path.pop();
        }
        Ok(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solvers::bfs;
    use crate::trace::NoTrace;
    use crate::Puzzle;

    #[test]
    fn agrees_with_bfs_on_every_3x3_toggle_board_including_unsolvable_ones() {
        for puzzle in [
            Puzzle::flip_game(3, 3),
            Puzzle::refrigerator(3, 3),
            Puzzle::flip_game(2, 3),
        ] {
            let p = SmallPuzzle::new(&puzzle).unwrap();
            for start in 0..1u64 << p.cells() {
                let expected = bfs::search(&p, start, &mut NoTrace).unwrap().0.map(|v| v.len());
                let (path, _) = search(&p, start).unwrap();
                assert_eq!(path.as_ref().map(Vec::len), expected, "start {start}");
                if let Some(path) = path {
                    assert!(p.is_goal(path.iter().fold(start, |s, &m| p.apply(s, m))));
                }
            }
        }
    }
}
