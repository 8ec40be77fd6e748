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

use super::space::StateSpace;
use crate::limits::SearchLimits;
use crate::solution::{Algorithm, SolveError, Stats};
use crate::solvers::search::heuristic::LowerBound;
use crate::solvers::search::visited::check_moves;
use crate::trace::{Observer, Side, TraceEvent, emit};

/// IDA* on any [`StateSpace`] with any admissible [`LowerBound`], within
/// `limits` (IDA* stores only its path, so its work is the nodes it
/// expands, over all iterations), reporting each step to `observer`: a
/// shortest path (move indices), or `None` if no goal is reachable, and the
/// work done. The moves followed are [`StateSpace::successors_after`] the
/// last one, which never undoes it (and prunes more where the space allows).
///
/// ```
/// use gridsolve_core::limits::SearchLimits;
/// use gridsolve_core::solvers::search::{heuristic::Estimator, idastar};
/// use gridsolve_core::{trace::NoTrace, Puzzle, SmallPuzzle};
/// let puzzle = SmallPuzzle::new(&Puzzle::flip_game(4, 4)).unwrap();
/// let bound = Estimator::classic(&puzzle);
/// let (path, _stats) = idastar::shortest_path(&puzzle, 0b1001_1101_1001_1000, &bound, &mut NoTrace, SearchLimits::default()).unwrap();
/// assert_eq!(path.unwrap().len(), 4);
/// ```
pub fn shortest_path<S: StateSpace, H: LowerBound<S>, O: Observer>(
    space: &S,
    start: S::State,
    bound: &H,
    observer: &mut O,
    limits: SearchLimits,
) -> Result<(Option<Vec<usize>>, Stats), SolveError> {
    check_moves(space, Algorithm::Idastar)?;
    let mut search = Deepening {
        space,
        bound,
        observer,
        limits,
        f_bound: 0,
        next_bound: u32::MAX,
        path: Vec::new(),
        stats: Stats {
            states_discovered: 1,
            peak_frontier: 1,
            ..Stats::default()
        },
    };
    let Some(h0) = bound.estimate(start) else {
        return Ok((None, search.stats));
    };
    search.f_bound = h0;
    loop {
        emit!(search.observer, TraceEvent::Bound { bound: search.f_bound });
        search.next_bound = u32::MAX;
        if search.dive(start, 0, h0)? {
            return Ok((Some(search.path), search.stats));
        }
        if search.next_bound == u32::MAX {
            return Ok((None, search.stats));
        }
        search.f_bound = search.next_bound;
    }
}

struct Deepening<'a, S: StateSpace, H, O> {
    space: &'a S,
    bound: &'a H,
    observer: &'a mut O,
    limits: SearchLimits<'a>,
    /// This iteration's bound on `f = g + h`.
    f_bound: u32,
    /// Smallest `g + h` seen above the bound in this iteration.
    next_bound: u32,
    path: Vec<usize>,
    stats: Stats,
}

impl<S: StateSpace, H: LowerBound<S>, O: Observer> Deepening<'_, S, H, O> {
    /// Whether a goal lies below `state` within the bound (the path is then
    /// in `self.path`); fails when the work limit is reached.
    fn dive(&mut self, state: S::State, depth: u32, estimate: u32) -> Result<bool, SolveError> {
        let f = depth + estimate;
        if f > self.f_bound {
            self.next_bound = self.next_bound.min(f);
            return Ok(false);
        }
        let space = self.space;
        emit!(
            self.observer,
            TraceEvent::Dequeue {
                state: space.state_number(state),
                depth,
                side: Side::Forward
            }
        );
        if space.is_goal(state) {
            emit!(
                self.observer,
                TraceEvent::Goal {
                    state: space.state_number(state),
                    depth
                }
            );
            return Ok(true);
        }
        self.limits.check(Algorithm::Idastar, self.stats.states_expanded, 0)?;
        self.stats.states_expanded += 1;
        let last = self.path.last().copied();
        for (mv, next) in space.successors_after(state, last) {
            emit!(
                self.observer,
                TraceEvent::Try {
                    state: space.state_number(state),
                    mv,
                    next: space.state_number(next)
                }
            );
            let Some(h) = self.bound.estimate(next) else {
                continue;
            };
            emit!(
                self.observer,
                TraceEvent::Estimate {
                    state: space.state_number(next),
                    g: depth + 1,
                    h
                }
            );
            self.path.push(mv);
            let held = self.path.len() as u64 + 1;
            self.stats.peak_frontier = self.stats.peak_frontier.max(held);
            self.stats.states_discovered = self.stats.peak_frontier;
            if self.dive(next, depth + 1, h)? {
                return Ok(true);
            }
            self.path.pop();
        }
        emit!(
            self.observer,
            TraceEvent::Backtrack {
                state: space.state_number(state),
                depth
            }
        );
        Ok(false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Puzzle;
    use crate::small::SmallPuzzle;
    use crate::solvers::search::bfs;
    use crate::solvers::search::heuristic::Estimator;
    use crate::trace::NoTrace;

    #[test]
    fn agrees_with_bfs_on_every_3x3_toggle_board_including_unsolvable_ones() {
        for puzzle in [
            Puzzle::flip_game(3, 3),
            Puzzle::refrigerator(3, 3),
            Puzzle::flip_game(2, 3),
        ] {
            let p = SmallPuzzle::new(&puzzle).unwrap();
            for start in 0..1u64 << p.cells() {
                let expected = bfs::shortest_path(&p, start, &mut NoTrace, SearchLimits::default())
                    .unwrap()
                    .0
                    .map(|v| v.len());
                let (path, _) = shortest_path(
                    &p,
                    start,
                    &Estimator::classic(&p),
                    &mut NoTrace,
                    SearchLimits::default(),
                )
                .unwrap();
                assert_eq!(path.as_ref().map(Vec::len), expected, "start {start}");
                if let Some(path) = path {
                    assert!(p.is_goal(path.iter().fold(start, |s, &m| p.apply(s, m))));
                }
            }
        }
    }
}
