//! A full distance table: one breadth-first search backwards from every goal
//! over the whole state space, built once; then each board is a look-up.
//!
//! This is how the refrigerator write-up answers all 65,536 boards, and what
//! the judge commands use for the flip game. Each entry holds the distance
//! and the first move of a shortest solution (moves are their own inverses,
//! so the move that reached a state in the backward search leads back
//! towards the goal).

use super::space::StateSpace;
use crate::limits::SearchLimits;
use crate::small::SmallPuzzle;
use crate::solution::{Algorithm, SolveError, Stats};
use crate::solvers::search::visited::{MAX_DENSE_STATES, check_moves};
use crate::trace::{Observer, Side, TraceEvent, emit};

const UNREACHED: u8 = u8::MAX;

/// Distances to the nearest goal for every state of a dense space (by
/// default a toggle or swap board of at most
/// `small::DENSE_INDEX_MAX_CELLS` cells).
#[derive(Clone, Debug)]
pub struct DistanceTable<S: StateSpace = SmallPuzzle> {
    puzzle: S,
    distance: Vec<u8>,
    toward_goal: Vec<u8>,
    stats: Stats,
}

impl<S: StateSpace> DistanceTable<S> {
    /// Builds the table: a breadth-first search backwards from every goal,
    /// within `limits`, reporting each step to `observer`.
    ///
    /// ```
    /// use gridsolve_core::limits::SearchLimits;
    /// use gridsolve_core::{solvers::search::table::DistanceTable, trace::NoTrace, Puzzle, SmallPuzzle};
    /// let puzzle = SmallPuzzle::new(&Puzzle::flip_game(4, 4)).unwrap();
    /// let table = DistanceTable::build(puzzle, &mut NoTrace, SearchLimits::default()).unwrap();
    /// assert_eq!(table.distance(0b1001_1101_1001_1000), Some(4));
    /// assert_eq!(table.max_distance(), 6);
    /// ```
    pub fn build<O: Observer>(
        puzzle: S,
        observer: &mut O,
        limits: SearchLimits,
    ) -> Result<DistanceTable<S>, SolveError> {
        check_moves(&puzzle, Algorithm::Table)?;
        let size = dense_table_size(&puzzle)?;
        let number = |s: S::State| puzzle.state_number(s);
        let mut distance = vec![UNREACHED; size];
        let mut toward_goal = vec![UNREACHED; size];
        let mut level: Vec<S::State> = Vec::new();
        for g in puzzle.goals() {
            let i = puzzle.index(g);
            if distance[i] == UNREACHED {
                distance[i] = 0;
                level.push(g);
            }
        }
        let mut stats = Stats {
            states_discovered: level.len() as u64,
            ..Stats::default()
        };
        let mut depth = 0u8;
        while !level.is_empty() {
            if depth == UNREACHED - 1 {
                return Err(SolveError::TooLarge {
                    algorithm: Algorithm::Table,
                    why: crate::tr!("table-distance-bytes", most = UNREACHED - 1),
                });
            }
            stats.peak_frontier = stats.peak_frontier.max(level.len() as u64);
            let mut next_level = Vec::new();
            for &state in &level {
                limits.check(Algorithm::Table, stats.states_expanded, stats.states_discovered)?;
                emit!(
                    observer,
                    TraceEvent::Dequeue {
                        state: number(state),
                        depth: u32::from(depth),
                        side: Side::Backward
                    }
                );
                stats.states_expanded += 1;
                for (mv, next) in puzzle.successors(state) {
                    emit!(
                        observer,
                        TraceEvent::Try {
                            state: number(state),
                            mv,
                            next: number(next)
                        }
                    );
                    let i = puzzle.index(next);
                    let slot = &mut distance[i];
                    if *slot == UNREACHED {
                        *slot = depth + 1;
                        toward_goal[i] = mv as u8;
                        next_level.push(next);
                        emit!(
                            observer,
                            TraceEvent::Discover {
                                state: number(next),
                                parent: number(state),
                                mv,
                                depth: u32::from(depth) + 1,
                                side: Side::Backward
                            }
                        );
                    } else {
                        emit!(
                            observer,
                            TraceEvent::Duplicate {
                                state: number(next),
                                side: Side::Backward
                            }
                        );
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
    pub fn puzzle(&self) -> &S {
        &self.puzzle
    }

    /// The work done to build the table.
    pub fn stats(&self) -> &Stats {
        &self.stats
    }

    /// The minimum number of moves from `state` to a goal, or `None` if none is reachable.
    #[inline]
    pub fn distance(&self, state: S::State) -> Option<u8> {
        Some(self.distance[self.puzzle.index(state)]).filter(|&d| d != UNREACHED)
    }

    /// A shortest solution from `state` as move indices, or `None` if unsolvable.
    pub fn path(&self, mut state: S::State) -> Option<Vec<usize>> {
        let d = self.distance(state)?;
        let mut path = Vec::with_capacity(d as usize);
        for _ in 0..d {
            let mv = self.toward_goal[self.puzzle.index(state)] as usize;
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
        distribution(&self.distance)
    }
}

/// The size of a dense space's table, or why it has none.
fn dense_table_size<S: StateSpace>(space: &S) -> Result<usize, SolveError> {
    match space.dense_size() {
        Some(size) if size <= MAX_DENSE_STATES => Ok(size),
        Some(size) => Err(SolveError::TooLarge {
            algorithm: Algorithm::Table,
            why: crate::tr!("table-too-many-states", states = size, most = MAX_DENSE_STATES),
        }),
        None => Err(SolveError::NotApplicable {
            algorithm: Algorithm::Table,
            why: crate::tr!("table-not-dense"),
        }),
    }
}

fn distribution(distance: &[u8]) -> Vec<u64> {
    let mut counts = [0u64; 256];
    for &d in distance {
        counts[d as usize] += 1;
    }
    let last = counts[..UNREACHED as usize].iter().rposition(|&c| c > 0).unwrap_or(0);
    counts[..=last].to_vec()
}

/// How many states lie at each distance 0, 1, 2, ... from the goals, over
/// the whole space, keeping only one byte per state (no moves, no queue): each
/// level is found by scanning the array for the previous level's distance,
/// and its states are rebuilt with [`StateSpace::state_at`]. For spaces of
/// up to `max_states` states (the caller's memory budget: one byte each).
#[cfg(test)]
pub(crate) fn count_by_distance<S: StateSpace>(
    space: &S,
    max_states: usize,
    limits: SearchLimits,
) -> Result<Vec<u64>, SolveError> {
    let size = match space.dense_size() {
        Some(size) if size <= max_states => size,
        Some(size) => {
            return Err(SolveError::TooLarge {
                algorithm: Algorithm::Table,
                why: crate::tr!("table-census-over-budget", states = size, budget = max_states),
            });
        }
        None => return dense_table_size(space).map(|_| Vec::new()),
    };
    let mut distance = vec![UNREACHED; size];
    let mut stored = 0u64;
    for g in space.goals() {
        let i = space.index(g);
        if distance[i] == UNREACHED {
            distance[i] = 0;
            stored += 1;
        }
    }
    let mut expanded = 0u64;
    let mut depth = 0u8;
    loop {
        let mut found = false;
        for i in 0..size {
            if distance[i] != depth {
                continue;
            }
            let Some(state) = space.state_at(i) else { continue };
            limits.check(Algorithm::Table, expanded, 0)?;
            expanded += 1;
            for (_, next) in space.successors(state) {
                let slot = &mut distance[space.index(next)];
                if *slot == UNREACHED {
                    *slot = depth + 1;
                    stored += 1;
                    found = true;
                }
            }
        }
        if !found {
            break;
        }
        depth += 1;
        if depth == UNREACHED - 1 {
            return Err(SolveError::TooLarge {
                algorithm: Algorithm::Table,
                why: crate::tr!("census-distance-bytes", most = UNREACHED - 1),
            });
        }
    }
    debug_assert_eq!(stored, distance.iter().filter(|&&d| d != UNREACHED).count() as u64);
    Ok(distribution(&distance))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Puzzle;
    use crate::solvers::search::bfs;
    use crate::trace::NoTrace;

    #[test]
    fn agrees_with_bfs_on_every_3x3_board_for_both_toggle_presets() {
        for puzzle in [Puzzle::flip_game(3, 3), Puzzle::refrigerator(3, 3)] {
            let small = SmallPuzzle::new(&puzzle).unwrap();
            let table = DistanceTable::build(small.clone(), &mut NoTrace, SearchLimits::default()).unwrap();
            for start in 0..512u64 {
                let expected = bfs::shortest_path(&small, start, &mut NoTrace, SearchLimits::default())
                    .unwrap()
                    .0
                    .map(|p| p.len());
                assert_eq!(table.distance(start).map(usize::from), expected);
                if let Some(path) = table.path(start) {
                    assert!(small.is_goal(path.iter().fold(start, |s, &m| small.apply(s, m))));
                }
            }
        }
    }

    #[test]
    fn flip_game_4x4_has_4096_solvable_boards() {
        let table = DistanceTable::build(
            SmallPuzzle::new(&Puzzle::flip_game(4, 4)).unwrap(),
            &mut NoTrace,
            SearchLimits::default(),
        )
        .unwrap();
        // The press map has rank 12, so 2^12 boards are reachable from all-0;
        // all-1 is one of them, so the two goals share that set.
        let zeros_only = Puzzle {
            goal: crate::Goal::Zeros,
            ..Puzzle::flip_game(4, 4)
        };
        let from_zeros = DistanceTable::build(
            SmallPuzzle::new(&zeros_only).unwrap(),
            &mut NoTrace,
            SearchLimits::default(),
        )
        .unwrap();
        assert!(from_zeros.distance(0xFFFF).is_some());
        assert_eq!(table.distribution().iter().sum::<u64>(), 4096);
    }
}
