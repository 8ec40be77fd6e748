//! A* search: best-first by `g + h`, where `g` is the moves made so far and
//! `h` an admissible lower bound on the moves still needed (see
//! [`heuristic`](super::heuristic); by default, for swaps, the larger of
//! the nearest-cell and line-crossing bounds, for toggles the press-count bound).
//!
//! The goal test happens when a state is taken off the open list, and a
//! state reached again by a shorter path is reopened, so the answer is
//! shortest even with an inconsistent heuristic. Ties on `g + h` go to the
//! deeper state, so a perfect heuristic walks straight to the goal. Memory:
//! one map entry per stored state, capped at
//! `MAX_STORED_STATES`.

use std::cmp::Reverse;
use std::collections::hash_map::Entry;
use std::collections::{BinaryHeap, HashMap};

use rustc_hash::FxBuildHasher;

use super::memory;
use super::space::StateSpace;
use crate::limits::SearchLimits;
use crate::solution::{Algorithm, SolveError, Stats};
use crate::solvers::search::heuristic::LowerBound;
use crate::solvers::search::visited::{MAX_STORED_STATES, ROOT, check_moves};
use crate::trace::{Observer, Side, TraceEvent, emit};

/// Best known depth of each stored state and the move that reached it there.
type Best<S> = HashMap<<S as StateSpace>::State, (u32, u8), FxBuildHasher>;
/// An entry of the open list: lowest f first, then deepest g, then latest pushed.
type Open<S> = (Reverse<u32>, u32, u64, Unordered<<S as StateSpace>::State>);

/// A* on any [`StateSpace`] with any admissible [`LowerBound`], within
/// `limits`, reporting each step to `observer`: a shortest path (move
/// indices), or `None` if no goal is reachable, and the work done.
///
/// ```
/// use gridsolve_core::limits::SearchLimits;
/// use gridsolve_core::solvers::search::{astar, heuristic::Estimator};
/// use gridsolve_core::{trace::NoTrace, Board, Puzzle, SmallPuzzle};
/// let target = Board::parse("1010\n0101\n1010\n0101").unwrap();
/// let puzzle = SmallPuzzle::new(&Puzzle::swap(target)).unwrap();
/// let bound = Estimator::classic(&puzzle);
/// let (path, _stats) = astar::shortest_path(&puzzle, 61666, &bound, &mut NoTrace, SearchLimits::default()).unwrap();
/// assert_eq!(path.unwrap().len(), 4);
/// ```
pub fn shortest_path<S: StateSpace, H: LowerBound<S>, O: Observer>(
    space: &S,
    start: S::State,
    bound: &H,
    observer: &mut O,
    limits: SearchLimits,
) -> Result<(Option<Vec<usize>>, Stats), SolveError> {
    check_moves(space, Algorithm::Astar)?;
    let number = |s: S::State| space.state_number(s);
    let mut stats = Stats {
        states_discovered: 1,
        ..Stats::default()
    };
    let Some(h0) = bound.estimate(start) else {
        return Ok((None, stats));
    };
    emit!(
        observer,
        TraceEvent::Estimate {
            state: number(start),
            g: 0,
            h: h0
        }
    );
    // Best known depth of each stored state and the move that reached it there.
    let mut best: Best<S> = HashMap::default();
    best.insert(start, (0, ROOT));
    // Max-heap on (lowest f, then deepest g, then latest pushed): the
    // counter breaks ties without comparing states, which need no order.
    let mut open = BinaryHeap::from([(Reverse(h0), 0u32, 0u64, Unordered(start))]);
    let mut pushed = 0u64;
    while let Some((_, depth, _, Unordered(state))) = open.pop() {
        if best[&state].0 != depth {
            continue; // superseded by a shorter path
        }
        limits.check(Algorithm::Astar, stats.states_expanded, stats.states_discovered)?;
        emit!(
            observer,
            TraceEvent::Dequeue {
                state: number(state),
                depth,
                side: Side::Forward
            }
        );
        stats.states_expanded += 1;
        if space.is_goal(state) {
            emit!(
                observer,
                TraceEvent::Goal {
                    state: number(state),
                    depth
                }
            );
            return Ok((Some(path_to(space, &best, state)), stats));
        }
        for (mv, next) in space.successors(state) {
            emit!(
                observer,
                TraceEvent::Try {
                    state: number(state),
                    mv,
                    next: number(next)
                }
            );
            let g = depth + 1;
            let queued = memory::slots_bytes::<Open<S>>(open.capacity());
            memory::reserve_map(&mut best, &limits, Algorithm::Astar, queued)?;
            match best.entry(next) {
                Entry::Occupied(e) if e.get().0 <= g => {
                    emit!(
                        observer,
                        TraceEvent::Duplicate {
                            state: number(next),
                            side: Side::Forward
                        }
                    );
                    continue;
                }
                Entry::Occupied(mut e) => {
                    e.insert((g, mv as u8));
                }
                Entry::Vacant(e) => {
                    if stats.states_discovered as usize >= MAX_STORED_STATES {
                        return Err(SolveError::TooLarge {
                            algorithm: Algorithm::Astar,
                            why: crate::tr!("search-stored-too-many", states = MAX_STORED_STATES),
                        });
                    }
                    e.insert((g, mv as u8));
                    stats.states_discovered += 1;
                }
            }
            emit!(
                observer,
                TraceEvent::Discover {
                    state: number(next),
                    parent: number(state),
                    mv,
                    depth: g,
                    side: Side::Forward
                }
            );
            if let Some(h) = bound.estimate(next) {
                emit!(
                    observer,
                    TraceEvent::Estimate {
                        state: number(next),
                        g,
                        h
                    }
                );
                pushed += 1;
                let held = memory::map_bytes::<S::State, (u32, u8)>(best.capacity());
                memory::reserve_heap(&mut open, &limits, Algorithm::Astar, held, stats.states_discovered)?;
                open.push((Reverse(g + h), g, pushed, Unordered(next)));
            }
        }
        stats.peak_frontier = stats.peak_frontier.max(open.len() as u64);
    }
    Ok((None, stats))
}

/// A heap payload that takes no part in the order (the counter before it
/// is unique, so it is never compared anyway).
struct Unordered<T>(T);

impl<T> PartialEq for Unordered<T> {
    fn eq(&self, _other: &Self) -> bool {
        true
    }
}

impl<T> Eq for Unordered<T> {}

impl<T> PartialOrd for Unordered<T> {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl<T> Ord for Unordered<T> {
    fn cmp(&self, _other: &Self) -> std::cmp::Ordering {
        std::cmp::Ordering::Equal
    }
}

/// Walks the stored moves back from `state` (every move is its own inverse).
fn path_to<S: StateSpace>(space: &S, best: &Best<S>, mut state: S::State) -> Vec<usize> {
    let mut path = Vec::new();
    while let Some(&(_, mv)) = best.get(&state).filter(|&&(_, mv)| mv != ROOT) {
        path.push(mv as usize);
        state = space.apply(state, mv as usize);
    }
    path.reverse();
    path
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Puzzle;
    use crate::small::SmallPuzzle;
    use crate::solvers::search::bfs;
    use crate::solvers::search::heuristic::{Estimator, Heuristic};
    use crate::trace::NoTrace;

    #[test]
    fn agrees_with_bfs_on_every_3x3_toggle_board() {
        for puzzle in [Puzzle::flip_game(3, 3), Puzzle::refrigerator(3, 3)] {
            let p = SmallPuzzle::new(&puzzle).unwrap();
            for start in 0..512u64 {
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

    #[test]
    fn the_perfect_heuristic_expands_only_the_path() {
        let target = crate::Board::parse("0000\n0000\n1111\n1111").unwrap();
        let p = SmallPuzzle::new(&Puzzle::swap(target)).unwrap();
        let (path, stats) = shortest_path(
            &p,
            0xFF00,
            &Estimator::new(&p, Heuristic::Matching, Algorithm::Astar).unwrap(),
            &mut NoTrace,
            SearchLimits::default(),
        )
        .unwrap();
        assert_eq!(path.unwrap().len(), 16);
        assert_eq!(stats.states_expanded, 17);
    }
}
