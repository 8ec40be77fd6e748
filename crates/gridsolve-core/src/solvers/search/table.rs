//! A full distance table: one breadth-first search backwards from every goal
//! over the whole state space, built once; then each board is a look-up.
//!
//! This is how the refrigerator write-up answers all 65,536 boards, and what
//! the judge commands use for the flip game. Each entry holds the distance
//! and the first move of a shortest solution (moves are their own inverses,
//! so the move that reached a state in the backward search leads back
//! towards the goal).

use crate::limits::SearchLimits;
use crate::small::SmallPuzzle;
use crate::solution::{Algorithm, SolveError, Stats};

const UNREACHED: u8 = u8::MAX;

/// Distances to the nearest goal for every state of a small puzzle.
#[derive(Clone, Debug)]
pub struct DistanceTable {
    puzzle: SmallPuzzle,
    distance: Vec<u8>,
    toward_goal: Vec<u8>,
    stats: Stats,
}

impl DistanceTable {
    /// Builds the table. Only for boards of at most
    /// [`crate::small::DENSE_MAX_CELLS`] cells.
    ///
    /// ```
    /// use gridsolve_core::{solvers::table::DistanceTable, Puzzle, SmallPuzzle};
    /// let table = DistanceTable::build(SmallPuzzle::new(&Puzzle::flip_game(4, 4)).unwrap()).unwrap();
    /// assert_eq!(table.distance(0b1001_1101_1001_1000), Some(4));
    /// assert_eq!(table.max_distance(), 6);
    /// ```
    pub fn build(puzzle: SmallPuzzle) -> Result<DistanceTable, SolveError> {
        DistanceTable::build_limited(puzzle, SearchLimits::default())
    }

    /// [`DistanceTable::build`] within `limits`.
    pub fn build_limited(puzzle: SmallPuzzle, limits: SearchLimits) -> Result<DistanceTable, SolveError> {
        if !puzzle.dense() {
            return Err(SolveError::TooLarge {
                algorithm: Algorithm::Table,
                why: format!(
                    "a table covers all 2^{} boards; at most 2^{} fit",
                    puzzle.cells(),
                    crate::small::DENSE_MAX_CELLS
                ),
            });
        }
        let size = 1usize << puzzle.cells();
        let mut distance = vec![UNREACHED; size];
        let mut toward_goal = vec![UNREACHED; size];
        let mut level: Vec<u64> = Vec::new();
        for &g in &puzzle.goals {
            if distance[g as usize] == UNREACHED {
                distance[g as usize] = 0;
                level.push(g);
            }
        }
        let mut stats = Stats {
            states_discovered: level.len() as u64,
            ..Stats::default()
        };
        let mut depth = 0u8;
        while !level.is_empty() {
            stats.peak_frontier = stats.peak_frontier.max(level.len() as u64);
            let mut next_level = Vec::new();
            for &state in &level {
                limits.check(Algorithm::Table, stats.states_expanded, stats.states_discovered)?;
                stats.states_expanded += 1;
                for (mv, next) in puzzle.successors(state) {
                    let slot = &mut distance[next as usize];
                    if *slot == UNREACHED {
                        *slot = depth + 1;
                        toward_goal[next as usize] = mv as u8;
                        next_level.push(next);
                    }
                }
            }
            stats.states_discovered += next_level.len() as u64;
            level = next_level;
            depth += 1;
        }
        Ok(DistanceTable {
            puzzle,
            distance,
            toward_goal,
            stats,
        })
    }

    /// The puzzle the table answers.
    pub fn puzzle(&self) -> &SmallPuzzle {
        &self.puzzle
    }

    /// The work done to build the table.
    pub fn stats(&self) -> &Stats {
        &self.stats
    }

    /// The minimum number of moves from `state` to a goal, or `None` if none is reachable.
    #[inline]
    pub fn distance(&self, state: u64) -> Option<u8> {
        Some(self.distance[state as usize]).filter(|&d| d != UNREACHED)
    }

    /// A shortest solution from `state` as move indices, or `None` if unsolvable.
    pub fn path(&self, mut state: u64) -> Option<Vec<usize>> {
        let d = self.distance(state)?;
        let mut path = Vec::with_capacity(d as usize);
        for _ in 0..d {
            let mv = self.toward_goal[state as usize] as usize;
            path.push(mv);
            state = self.puzzle.apply(state, mv);
        }
        Some(path)
    }

    /// The largest finite distance (the puzzle's "God's number").
    pub fn max_distance(&self) -> u8 {
        self.distance
            .iter()
            .copied()
            .filter(|&d| d != UNREACHED)
            .max()
            .unwrap_or(0)
    }

    /// How many states are at each distance 0, 1, 2, ...
    pub fn distribution(&self) -> Vec<u64> {
        let mut counts = vec![0u64; self.max_distance() as usize + 1];
        for &d in &self.distance {
            if d != UNREACHED {
                counts[d as usize] += 1;
            }
        }
        counts
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solvers::bfs;
    use crate::trace::NoTrace;
    use crate::Puzzle;

    #[test]
    fn agrees_with_bfs_on_every_3x3_board_for_both_toggle_presets() {
        for puzzle in [Puzzle::flip_game(3, 3), Puzzle::refrigerator(3, 3)] {
            let small = SmallPuzzle::new(&puzzle).unwrap();
            let table = DistanceTable::build(small.clone()).unwrap();
            for start in 0..512u64 {
                let expected = bfs::search(&small, start, &mut NoTrace).unwrap().0.map(|p| p.len());
                assert_eq!(table.distance(start).map(usize::from), expected);
                if let Some(path) = table.path(start) {
                    assert!(small.is_goal(path.iter().fold(start, |s, &m| small.apply(s, m))));
                }
            }
        }
    }

    #[test]
    fn flip_game_4x4_has_4096_solvable_boards() {
        let table = DistanceTable::build(SmallPuzzle::new(&Puzzle::flip_game(4, 4)).unwrap()).unwrap();
        // The press map has rank 12, so 2^12 boards are reachable from all-0;
        // all-1 is one of them, so the two goals share that set.
        let zeros_only = Puzzle {
            goal: crate::Goal::Zeros,
            ..Puzzle::flip_game(4, 4)
        };
        let from_zeros = DistanceTable::build(SmallPuzzle::new(&zeros_only).unwrap()).unwrap();
        assert!(from_zeros.distance(0xFFFF).is_some());
        assert_eq!(table.distribution().iter().sum::<u64>(), 4096);
    }
}
