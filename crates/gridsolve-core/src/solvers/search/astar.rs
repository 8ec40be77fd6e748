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
//! [`MAX_STORED_STATES`].

use std::cmp::Reverse;
use std::collections::hash_map::Entry;
use std::collections::{BinaryHeap, HashMap};

use crate::limits::SearchLimits;
use crate::small::SmallPuzzle;
use crate::solution::{Algorithm, SolveError, Stats};
use crate::solvers::heuristic::{Estimator, Heuristic};
use crate::solvers::visited::{MAX_STORED_STATES, ROOT};

/// A* with the classic heuristic for the puzzle's rule; returns a shortest
/// path (move indices) or `None` if no goal is reachable.
///
/// ```
/// use gridsolve_core::{solvers::astar, Board, Puzzle, SmallPuzzle};
/// let target = Board::parse("1010\n0101\n1010\n0101").unwrap();
/// let puzzle = SmallPuzzle::new(&Puzzle::swap(target)).unwrap();
/// let (path, _stats) = astar::search(&puzzle, 61666).unwrap();
/// assert_eq!(path.unwrap().len(), 4);
/// ```
pub fn search(puzzle: &SmallPuzzle, start: u64) -> Result<(Option<Vec<usize>>, Stats), SolveError> {
    search_with(puzzle, start, Heuristic::classic(puzzle))
}

/// A* with the given heuristic.
pub fn search_with(
    puzzle: &SmallPuzzle,
    start: u64,
    heuristic: Heuristic,
) -> Result<(Option<Vec<usize>>, Stats), SolveError> {
    search_with_limits(puzzle, start, heuristic, SearchLimits::default())
}

/// A* with the given heuristic, within `limits`.
pub fn search_with_limits(
    puzzle: &SmallPuzzle,
    start: u64,
    heuristic: Heuristic,
    limits: SearchLimits,
) -> Result<(Option<Vec<usize>>, Stats), SolveError> {
    let estimator = Estimator::new(puzzle, heuristic, Algorithm::Astar)?;
    let mut stats = Stats {
        states_discovered: 1,
        ..Stats::default()
    };
    let Some(h0) = estimator.estimate(start) else {
        return Ok((None, stats));
    };
    // Best known depth of each stored state and the move that reached it there.
    let mut best: HashMap<u64, (u32, u8)> = HashMap::from([(start, (0, ROOT))]);
    // Max-heap on (lowest f, then deepest g).
    let mut open = BinaryHeap::from([(Reverse(h0), 0u32, start)]);
    while let Some((_, depth, state)) = open.pop() {
        if best[&state].0 != depth {
            continue; // superseded by a shorter path
        }
        limits.check(Algorithm::Astar, stats.states_expanded, stats.states_discovered)?;
        stats.states_expanded += 1;
        if puzzle.is_goal(state) {
            return Ok((Some(path_to(puzzle, &best, state)), stats));
        }
        for (mv, next) in puzzle.successors(state) {
            let g = depth + 1;
            match best.entry(next) {
                Entry::Occupied(e) if e.get().0 <= g => continue,
                Entry::Occupied(mut e) => {
                    e.insert((g, mv as u8));
                }
                Entry::Vacant(e) => {
                    if stats.states_discovered as usize >= MAX_STORED_STATES {
                        return Err(SolveError::TooLarge {
                            algorithm: Algorithm::Astar,
                            why: format!("the search stored {MAX_STORED_STATES} states without finishing"),
                        });
                    }
                    e.insert((g, mv as u8));
                    stats.states_discovered += 1;
                }
            }
            if let Some(h) = estimator.estimate(next) {
                open.push((Reverse(g + h), g, next));
            }
        }
        stats.peak_frontier = stats.peak_frontier.max(open.len() as u64);
    }
    Ok((None, stats))
}

/// Walks the stored moves back from `state` (every move is its own inverse).
fn path_to(puzzle: &SmallPuzzle, best: &HashMap<u64, (u32, u8)>, mut state: u64) -> Vec<usize> {
    let mut path = Vec::new();
    while let Some(&(_, mv)) = best.get(&state).filter(|&&(_, mv)| mv != ROOT) {
        path.push(mv as usize);
        state = puzzle.apply(state, mv as usize);
    }
    path.reverse();
    path
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solvers::bfs;
    use crate::trace::NoTrace;
    use crate::Puzzle;

    #[test]
    fn agrees_with_bfs_on_every_3x3_toggle_board() {
        for puzzle in [Puzzle::flip_game(3, 3), Puzzle::refrigerator(3, 3)] {
            let p = SmallPuzzle::new(&puzzle).unwrap();
            for start in 0..512u64 {
                let expected = bfs::search(&p, start, &mut NoTrace).unwrap().0.map(|v| v.len());
                let (path, _) = search(&p, start).unwrap();
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
        let (path, stats) = search_with(&p, 0xFF00, Heuristic::Matching).unwrap();
        assert_eq!(path.unwrap().len(), 16);
        assert_eq!(stats.states_expanded, 17);
    }
}
