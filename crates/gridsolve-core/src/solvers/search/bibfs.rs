//! Bidirectional breadth-first search: from the start and from every goal at
//! once, expanding whichever frontier is smaller one whole level at a time,
//! until they meet.
//!
//! Every move is its own inverse, so the backward search uses the same moves.
//! When a level of one side touches the other side, every meeting state in
//! that level is considered and the shortest total is kept, which makes the
//! answer minimal.

use crate::limits::SearchLimits;
use crate::small::SmallPuzzle;
use crate::solution::{Algorithm, SolveError, Stats};
use crate::solvers::visited::{Visited, ROOT};

/// Searches from `start` and the goals; returns a shortest path (move
/// indices) or `None` when no goal is reachable.
pub fn search(puzzle: &SmallPuzzle, start: u64) -> Result<(Option<Vec<usize>>, Stats), SolveError> {
    search_limited(puzzle, start, SearchLimits::default())
}

/// [`search`] within `limits`.
pub fn search_limited(
    puzzle: &SmallPuzzle,
    start: u64,
    limits: SearchLimits,
) -> Result<(Option<Vec<usize>>, Stats), SolveError> {
    let mut stats = Stats::default();
    if puzzle.is_goal(start) {
        stats.states_discovered = 1;
        return Ok((Some(Vec::new()), stats));
    }
    let mut sides = [Visited::new(puzzle), Visited::new(puzzle)];
    let mut frontiers: [Vec<u64>; 2] = [vec![start], puzzle.goals.clone()];
    sides[0].insert(start, ROOT, Algorithm::Bibfs)?;
    for &g in &puzzle.goals {
        sides[1].insert(g, ROOT, Algorithm::Bibfs)?;
    }
    let mut depths = [0usize; 2];
    stats.states_discovered = 1 + puzzle.goals.len() as u64;
    while !frontiers[0].is_empty() && !frontiers[1].is_empty() {
        let side = if frontiers[0].len() <= frontiers[1].len() { 0 } else { 1 };
        let (this, other) = if side == 0 { (0, 1) } else { (1, 0) };
        let mut next_level = Vec::new();
        let mut best: Option<(usize, u64)> = None;
        for &state in &frontiers[this] {
            limits.check(Algorithm::Bibfs, stats.states_expanded, stats.states_discovered)?;
            stats.states_expanded += 1;
            for (mv, next) in puzzle.successors(state) {
                if sides[this].insert(next, mv as u8, Algorithm::Bibfs)? {
                    stats.states_discovered += 1;
                    next_level.push(next);
                    if sides[other].get(next).is_some() {
                        let total = depths[this] + 1 + sides[other].path_to(puzzle, next).len();
                        if best.is_none_or(|(b, _)| total < b) {
                            best = Some((total, next));
                        }
                    }
                }
            }
        }
        stats.peak_frontier = stats.peak_frontier.max(next_level.len() as u64);
        if let Some((_, meet)) = best {
            let mut path = sides[0].path_to(puzzle, meet);
            let mut back = sides[1].path_to(puzzle, meet);
            back.reverse();
            path.extend(back);
            return Ok((Some(path), stats));
        }
        depths[this] += 1;
        frontiers[this] = next_level;
    }
    Ok((None, stats))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trace::NoTrace;
    use crate::{solvers::bfs, Puzzle};

    #[test]
    fn agrees_with_bfs_on_every_3x3_flip_board() {
        let p = SmallPuzzle::new(&Puzzle::flip_game(3, 3)).unwrap();
        for start in 0..512u64 {
            let expected = bfs::search(&p, start, &mut NoTrace).unwrap().0.map(|v| v.len());
            let (path, _) = search(&p, start).unwrap();
            assert_eq!(path.as_ref().map(Vec::len), expected, "start {start}");
            if let Some(path) = path {
                let end = path.iter().fold(start, |s, &m| p.apply(s, m));
                assert!(p.is_goal(end));
            }
        }
    }
}
