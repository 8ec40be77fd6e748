//! Breadth-first search from the start: the textbook approach.
//!
//! Levels are explored in order, so the first goal dequeued is at minimum
//! depth. This is the per-board search the judge write-ups teach; gridsolve
//! keeps it for learners and as the independent reference in the tests.

use std::collections::VecDeque;

use crate::limits::SearchLimits;
use crate::small::SmallPuzzle;
use crate::solution::{Algorithm, SolveError, Stats};
use crate::solvers::visited::{Visited, ROOT};
use crate::trace::{Observer, TraceEvent};

/// Searches from `start`; returns the move indices of a shortest path to a
/// goal (`None` if no goal is reachable) and the work done.
///
/// ```
/// use gridsolve_core::{solvers::bfs, trace::NoTrace, Puzzle, SmallPuzzle};
/// let puzzle = SmallPuzzle::new(&Puzzle::flip_game(4, 4)).unwrap();
/// let (path, _stats) = bfs::search(&puzzle, 0b1001_1101_1001_1000, &mut NoTrace).unwrap();
/// assert_eq!(path.unwrap().len(), 4);
/// ```
pub fn search<O: Observer>(
    puzzle: &SmallPuzzle,
    start: u64,
    observer: &mut O,
) -> Result<(Option<Vec<usize>>, Stats), SolveError> {
    search_limited(puzzle, start, observer, SearchLimits::default())
}

/// [`search`] within `limits`.
pub fn search_limited<O: Observer>(
    puzzle: &SmallPuzzle,
    start: u64,
    observer: &mut O,
    limits: SearchLimits,
) -> Result<(Option<Vec<usize>>, Stats), SolveError> {
    let mut stats = Stats::default();
    let mut visited = Visited::new(puzzle);
    visited.insert(start, ROOT, Algorithm::Bfs)?;
    stats.states_discovered = 1;
    let mut queue = VecDeque::from([(start, 0u32)]);
    while let Some((state, depth)) = queue.pop_front() {
        limits.check(Algorithm::Bfs, stats.states_expanded, stats.states_discovered)?;
        observer.on(TraceEvent::Dequeue { state, depth });
        stats.states_expanded += 1;
        if puzzle.is_goal(state) {
            observer.on(TraceEvent::Goal { state, depth });
            return Ok((Some(visited.path_to(puzzle, state)), stats));
        }
        for (mv, next) in puzzle.successors(state) {
            observer.on(TraceEvent::Try { state, mv, next });
            if visited.insert(next, mv as u8, Algorithm::Bfs)? {
                observer.on(TraceEvent::Discover {
                    state: next,
                    parent: state,
                    mv,
                    depth: depth + 1,
                });
                stats.states_discovered += 1;
                queue.push_back((next, depth + 1));
                stats.peak_frontier = stats.peak_frontier.max(queue.len() as u64);
            } else {
                observer.on(TraceEvent::Duplicate { state: next });
            }
        }
    }
    Ok((None, stats))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trace::{NoTrace, Recorder};
    use crate::{Board, Puzzle};

    #[test]
    fn finds_the_sample_answers() {
        let flip = SmallPuzzle::new(&Puzzle::flip_game(4, 4)).unwrap();
        let start = Board::parse("1001\n1101\n1001\n1000").unwrap().to_small().unwrap();
        assert_eq!(search(&flip, start, &mut NoTrace).unwrap().0.unwrap().len(), 4);

        let fridge = SmallPuzzle::new(&Puzzle::refrigerator(4, 4)).unwrap();
        let start = Board::parse("0100\n0000\n0000\n0100").unwrap().to_small().unwrap();
        assert_eq!(search(&fridge, start, &mut NoTrace).unwrap().0.unwrap().len(), 6);
    }

    #[test]
    fn unreachable_goal_explores_the_whole_orbit() {
        // A lone 1 in the corner of a 4x4 flip game: unsolvable, and the
        // reachable set is a coset of the 2^12-element image of the press map.
        let flip = SmallPuzzle::new(&Puzzle::flip_game(4, 4)).unwrap();
        let (path, stats) = search(&flip, 1, &mut NoTrace).unwrap();
        assert_eq!(path, None);
        assert_eq!(stats.states_discovered, 4096);
    }

    #[test]
    fn trace_ends_with_the_goal() {
        let flip = SmallPuzzle::new(&Puzzle::flip_game(2, 2)).unwrap();
        let mut rec = Recorder::with_limit(1000);
        let (path, _) = search(&flip, 0b1000, &mut rec).unwrap();
        assert!(path.is_some());
        assert!(matches!(
            rec.events.first(),
            Some(TraceEvent::Dequeue {
                state: 0b1000,
                depth: 0
            })
        ));
        assert!(matches!(rec.events.last(), Some(TraceEvent::Goal { .. })));
    }
}
