//! The seed write-ups' method for press puzzles: try every set of presses,
//! smallest sets first, until one clears the board.
//!
//! Pressing a cell twice changes nothing and presses commute, so a solution
//! is a *set* of cells; the classic POJ 1753 solutions enumerate the sets of
//! 0, 1, 2, ... presses in order (each size in lexicographic order of the
//! pressed cells), and the first set that reaches a goal is a minimum. This
//! file records that enumeration so the page can play it: one event per set
//! tried, a marker where each new size starts, and the goal.

use serde::Serialize;

use crate::limits::SearchLimits;
use crate::small::SmallPuzzle;
use crate::solution::Stats;
use crate::trace::TraceEvent;

use super::{EventLog, VisualError, VisualEvent};

/// One step of the enumeration.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum EnumEvent {
    /// The sets of `size` presses come next; there are `subsets` of them.
    Size {
        /// Presses in each set.
        size: u32,
        /// How many sets of that size.
        subsets: u64,
    },
    /// The set `presses` (move indices, increasing) was tried; `state` is the board it leaves.
    Subset {
        /// The presses, as move indices, increasing.
        presses: Vec<usize>,
        /// The board they leave.
        state: u64,
    },
}

/// What the enumeration found.
pub struct Enumeration {
    /// The first set that reaches a goal, as move indices, or `None` if none does.
    pub presses: Option<Vec<usize>>,
    /// The work done.
    pub stats: Stats,
}

/// `n` choose `k`, saturating (only shown to the learner).
pub(crate) fn choose(n: u64, k: u64) -> u64 {
    (0..k).fold(1u64, |acc, i| acc.saturating_mul(n - i) / (i + 1))
}

/// Tries the press sets of `puzzle` from `start` in order of size, recording
/// into `log`, and stops at the first set that reaches a goal. At most
/// `limits.max_work` sets are tried ([`VisualError::TooManySubsets`] past it);
/// a raised cancel flag stops it within [`POLL_EVERY`](crate::limits::POLL_EVERY) sets.
pub fn enumerate_press_sets(
    puzzle: &SmallPuzzle,
    start: u64,
    log: &mut EventLog,
    limits: SearchLimits,
) -> Result<Enumeration, VisualError> {
    if puzzle.is_swap() {
        return Err(VisualError::EnumerateSwaps);
    }
    let n = puzzle.move_count();
    let mut stats = Stats::default();
    for size in 0..=n {
        log.push(VisualEvent::Enumerate(EnumEvent::Size {
            size: size as u32,
            subsets: choose(n as u64, size as u64),
        }));
        // The first set of this size: 0, 1, ..., size-1.
        let mut chosen: Vec<usize> = (0..size).collect();
        loop {
            if stats.states_expanded >= limits.max_work {
                return Err(VisualError::TooManySubsets { limit: limits.max_work });
            }
            if limits.poll(stats.states_expanded, stats.states_expanded) {
                return Err(VisualError::Stopped);
            }
            let state = chosen.iter().fold(start, |s, &mv| s ^ puzzle.mask(mv));
            stats.states_expanded += 1;
            stats.states_discovered += 1;
            stats.peak_frontier = stats.peak_frontier.max(size as u64);
            log.push(VisualEvent::Enumerate(EnumEvent::Subset {
                presses: chosen.clone(),
                state,
            }));
            if puzzle.is_goal(state) {
                log.push(VisualEvent::Search(TraceEvent::Goal {
                    state,
                    depth: size as u32,
                }));
                return Ok(Enumeration {
                    presses: Some(chosen),
                    stats,
                });
            }
            // The next set in lexicographic order: bump the rightmost index
            // that can still move, and pack the ones after it behind it.
            let Some(i) = (0..size).rev().find(|&i| chosen[i] < n - size + i) else {
                break;
            };
            chosen[i] += 1;
            for j in i + 1..size {
                chosen[j] = chosen[j - 1] + 1;
            }
        }
    }
    Ok(Enumeration { presses: None, stats })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Puzzle;
    use crate::solvers::search::bfs;
    use crate::trace::NoTrace;

    fn run(puzzle: &SmallPuzzle, start: u64) -> (Enumeration, EventLog) {
        let mut log = EventLog::with_limit(usize::MAX);
        let found = enumerate_press_sets(puzzle, start, &mut log, SearchLimits::default()).unwrap();
        (found, log)
    }

    #[test]
    fn sizes_come_in_order_and_each_size_lists_every_set_once() {
        // The 1x2 flip game has two equal presses, so half its boards are
        // unsolvable and there every one of the 4 sets is tried.
        let puzzle = SmallPuzzle::new(&Puzzle::flip_game(1, 2)).unwrap();
        let unsolvable = (0..16u64)
            .find(|&s| {
                bfs::shortest_path(&puzzle, s, &mut NoTrace, SearchLimits::default())
                    .unwrap()
                    .0
                    .is_none()
            })
            .expect("some 2x2 board is unsolvable");
        let (found, log) = run(&puzzle, unsolvable);
        assert!(found.presses.is_none());
        let mut sets = Vec::new();
        let mut size = None;
        for event in &log.events {
            match event {
                VisualEvent::Enumerate(EnumEvent::Size { size: s, subsets }) => {
                    size = Some(*s);
                    assert_eq!(*subsets, choose(2, *s as u64));
                }
                VisualEvent::Enumerate(EnumEvent::Subset { presses, state }) => {
                    assert_eq!(Some(presses.len() as u32), size, "a set of the announced size");
                    assert!(presses.windows(2).all(|w| w[0] < w[1]), "increasing: {presses:?}");
                    let replayed = presses.iter().fold(unsolvable, |s, &mv| puzzle.apply(s, mv));
                    assert_eq!(*state, replayed);
                    sets.push(presses.clone());
                }
                other => panic!("no goal expected: {other:?}"),
            }
        }
        assert_eq!(sets.len(), 4, "all 2^2 press sets");
        let mut sorted = sets.clone();
        sorted.sort_by(|a, b| a.len().cmp(&b.len()).then(a.cmp(b)));
        assert_eq!(sets, sorted, "by size, then lexicographic");
        sorted.dedup();
        assert_eq!(sorted.len(), 4);
    }

    #[test]
    fn the_first_set_found_is_a_minimum_on_every_3x3_board() {
        for puzzle in [Puzzle::flip_game(3, 3), Puzzle::refrigerator(3, 3)] {
            let small = SmallPuzzle::new(&puzzle).unwrap();
            for start in 0..512u64 {
                let (found, log) = run(&small, start);
                let expected = bfs::shortest_path(&small, start, &mut NoTrace, SearchLimits::default())
                    .unwrap()
                    .0
                    .map(|p| p.len());
                assert_eq!(found.presses.as_ref().map(Vec::len), expected, "{start}");
                if let Some(presses) = found.presses {
                    let end = presses.iter().fold(start, |s, &mv| small.apply(s, mv));
                    assert!(small.is_goal(end));
                    assert!(matches!(
                        log.events.last(),
                        Some(VisualEvent::Search(TraceEvent::Goal { depth, .. })) if *depth as usize == presses.len()
                    ));
                }
            }
        }
    }

    #[test]
    fn swaps_and_budgets_are_refused_with_a_reason() {
        let target = crate::Board::parse("10\n01").unwrap();
        let swap = SmallPuzzle::new(&Puzzle::swap(target)).unwrap();
        let mut log = EventLog::with_limit(10);
        let err = enumerate_press_sets(&swap, 0b0110, &mut log, SearchLimits::default())
            .err()
            .unwrap();
        assert!(err.to_string().contains("swaps and slides do neither"), "{err}");

        let flip = SmallPuzzle::new(&Puzzle::flip_game(4, 4)).unwrap();
        let err = enumerate_press_sets(&flip, 1, &mut log, SearchLimits::states(100))
            .err()
            .unwrap();
        assert!(matches!(err, VisualError::TooManySubsets { limit: 100 }), "{err:?}");
        assert!(log.events.len() <= 10, "the log keeps its limit");
        assert!(log.truncated);
    }
}
