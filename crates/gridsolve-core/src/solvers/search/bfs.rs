//! Breadth-first search from the start: the textbook approach.
//!
//! Levels are explored in order, so the first goal dequeued is at minimum
//! depth. This is the per-board search the judge write-ups teach; gridsolve
//! keeps it for learners and as the independent reference in the tests.

use std::collections::VecDeque;

use super::memory;
use super::space::StateSpace;
use crate::limits::SearchLimits;
use crate::solution::{Algorithm, SolveError, Stats};
use crate::solvers::search::visited::{ROOT, Visited, check_moves};
use crate::trace::{Observer, Side, TraceEvent, emit};

/// Breadth-first search on any [`StateSpace`] from `start`, within
/// `limits`, reporting each step to `observer`: the move indices of a
/// shortest path to a goal (`None` if no goal is reachable) and the work done.
///
/// ```
/// use gridsolve_core::limits::SearchLimits;
/// use gridsolve_core::{solvers::search::bfs, trace::NoTrace, Puzzle, SmallPuzzle};
/// let puzzle = SmallPuzzle::new(&Puzzle::flip_game(4, 4)).unwrap();
/// let (path, _stats) = bfs::shortest_path(&puzzle, 0b1001_1101_1001_1000, &mut NoTrace, SearchLimits::default()).unwrap();
/// assert_eq!(path.unwrap().len(), 4);
/// ```
pub fn shortest_path<S: StateSpace, O: Observer>(
    space: &S,
    start: S::State,
    observer: &mut O,
    limits: SearchLimits,
) -> Result<(Option<Vec<usize>>, Stats), SolveError> {
    check_moves(space, Algorithm::Bfs)?;
    let number = |s: S::State| space.state_number(s);
    let mut stats = Stats::default();
    let mut visited = Visited::new(space);
    visited.insert(space, start, ROOT, Algorithm::Bfs)?;
    stats.states_discovered = 1;
    let mut queue = VecDeque::from([(start, 0u32)]);
    while let Some((state, depth)) = queue.pop_front() {
        limits.check(Algorithm::Bfs, stats.states_expanded, stats.states_discovered)?;
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
            return Ok((Some(visited.path_to(space, state)), stats));
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
            let queued = memory::slots_bytes::<(S::State, u32)>(queue.capacity());
            visited.reserve(&limits, Algorithm::Bfs, queued)?;
            if visited.insert(space, next, mv as u8, Algorithm::Bfs)? {
                emit!(
                    observer,
                    TraceEvent::Discover {
                        state: number(next),
                        parent: number(state),
                        mv,
                        depth: depth + 1,
                        side: Side::Forward,
                    }
                );
                stats.states_discovered += 1;
                let stored = stats.states_discovered;
                memory::reserve_deque(&mut queue, &limits, Algorithm::Bfs, visited.bytes(), stored)?;
                queue.push_back((next, depth + 1));
                stats.peak_frontier = stats.peak_frontier.max(queue.len() as u64);
            } else {
                emit!(
                    observer,
                    TraceEvent::Duplicate {
                        state: number(next),
                        side: Side::Forward
                    }
                );
            }
        }
    }
    Ok((None, stats))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::small::SmallPuzzle;
    use crate::trace::{NoTrace, Recorder};
    use crate::{Board, Puzzle};

    #[test]
    fn finds_the_sample_answers() {
        let flip = SmallPuzzle::new(&Puzzle::flip_game(4, 4)).unwrap();
        let start = Board::parse("1001\n1101\n1001\n1000").unwrap().to_small().unwrap();
        assert_eq!(
            shortest_path(&flip, start, &mut NoTrace, SearchLimits::default())
                .unwrap()
                .0
                .unwrap()
                .len(),
            4
        );

        let fridge = SmallPuzzle::new(&Puzzle::refrigerator(4, 4)).unwrap();
        let start = Board::parse("0100\n0000\n0000\n0100").unwrap().to_small().unwrap();
        assert_eq!(
            shortest_path(&fridge, start, &mut NoTrace, SearchLimits::default())
                .unwrap()
                .0
                .unwrap()
                .len(),
            6
        );
    }

    #[test]
    fn unreachable_goal_explores_the_whole_orbit() {
        // A lone 1 in the corner of a 4x4 flip game: unsolvable, and the
        // reachable set is a coset of the 2^12-element image of the press map.
        let flip = SmallPuzzle::new(&Puzzle::flip_game(4, 4)).unwrap();
        let (path, stats) = shortest_path(&flip, 1, &mut NoTrace, SearchLimits::default()).unwrap();
        assert_eq!(path, None);
        assert_eq!(stats.states_discovered, 4096);
    }

    #[test]
    fn trace_ends_with_the_goal() {
        let flip = SmallPuzzle::new(&Puzzle::flip_game(2, 2)).unwrap();
        let mut rec = Recorder::with_limit(1000);
        let (path, _) = shortest_path(&flip, 0b1000, &mut rec, SearchLimits::default()).unwrap();
        assert!(path.is_some());
        assert!(matches!(
            rec.events.first(),
            Some(TraceEvent::Dequeue {
                state: 0b1000,
                depth: 0,
                side: Side::Forward
            })
        ));
        assert!(matches!(rec.events.last(), Some(TraceEvent::Goal { .. })));
    }
}
