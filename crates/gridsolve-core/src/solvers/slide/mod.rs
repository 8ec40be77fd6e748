//! Slide heuristics: optimal solving of R x C sliding puzzles (the 8-, 15-
//! and 24-puzzle and any other size up to 64 cells) with a fast IDA*
//! ([`ida`]) on admissible heuristics: Manhattan distance and linear conflict
//! ([`manhattan`]), and additive disjoint pattern databases ([`pattern`],
//! [`additive`]), with the reflection about the main diagonal on square boards.
//!
//! Boards are plain bytes, row-major, `0` the blank; the goal is any
//! arrangement of the same tiles. Inside, every tile is renamed after its
//! goal cell (`geometry::relabel`), so the tables depend only on the board
//! size and which goal cells a pattern covers.
//!
//! ```
//! use gridsolve_core::limits::SearchLimits;
//! use gridsolve_core::solvers::slide::{optimal_path, SlideHeuristics, SlideOutcome};
//!
//! let start = [1, 2, 3, 4, 0, 6, 7, 5, 8];
//! let goal = [1, 2, 3, 4, 5, 6, 7, 8, 0];
//! let outcome = optimal_path(3, 3, &start, &goal, &SlideHeuristics::LinearConflict, SearchLimits::default()).unwrap();
//! let SlideOutcome::Solved(solution) = outcome else { panic!() };
//! assert_eq!(solution.path, "dr");
//! assert!(solution.optimal);
//! ```
//!
//! The 15-puzzle with the default 6-6-3 pattern databases (built once; the
//! CLI keeps them in its cache directory):
//!
//! ```no_run
//! use gridsolve_core::limits::SearchLimits;
//! use gridsolve_core::solvers::slide::{default_partition, optimal_path, PatternSet, SlideHeuristics};
//!
//! let goal: Vec<u8> = (0..16).collect();
//! let patterns = PatternSet::build(4, 4, &default_partition(4, 4, 0), Some(0), SearchLimits::states(u64::MAX)).unwrap();
//! let korf1 = [14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3];
//! let outcome = optimal_path(4, 4, &korf1, &goal, &SlideHeuristics::Patterns(patterns), SearchLimits::default()).unwrap();
//! ```

pub mod additive;
pub(crate) mod compact;
pub(crate) mod geometry;
pub mod ida;
pub mod manhattan;
pub mod pattern;
pub(crate) mod prune;
mod prune_words;
pub mod tables;

pub use additive::{PatternSet, default_partition};
pub use geometry::replay;
pub use ida::Iteration;
pub use pattern::{PatternDatabase, PdbFormatError};

use crate::limits::SearchLimits;
use crate::rules::Move;
use crate::solution::{Algorithm, Outcome, Report, Solution, SolveError, Stats};
use geometry::{DIRECTIONS, Geometry, Relabelled};
use ida::{Estimate, Run};
use manhattan::{LinearConflict, Manhattan};

/// The admissible lower bound IDA* runs on.
#[derive(Clone, Debug)]
pub enum SlideHeuristics {
    /// Sum of every tile's grid distance to its goal cell.
    Manhattan,
    /// Manhattan plus linear conflicts in rows and columns (sides of at most 8).
    LinearConflict,
    /// Additive disjoint pattern databases (and their reflection on square boards).
    Patterns(PatternSet),
}

impl SlideHeuristics {
    /// A short name for reports.
    pub fn name(&self) -> &'static str {
        match self {
            SlideHeuristics::Manhattan => "manhattan",
            SlideHeuristics::LinearConflict => "linear-conflict",
            SlideHeuristics::Patterns(_) => "pattern-databases",
        }
    }
}

/// What the search did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SlideStats {
    /// The heuristic's value at the start (a lower bound on the answer).
    pub start_estimate: u32,
    /// Every round of deepening of the optimal search: its bound and nodes.
    pub iterations: Vec<Iteration>,
    /// Nodes expanded over every round (and the fallback's, if it ran).
    pub nodes_expanded: u64,
    /// The largest bound the optimal search completed or reached: the
    /// minimum is at least this (equal to the path's length when optimal).
    pub lower_bound: u32,
    /// The weight of the weighted IDA* that found the path, when it was not
    /// the optimal search (`path.len() <= weight * minimum`).
    pub fallback_weight: Option<u32>,
}

/// A path from the start to the goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SlideSolution {
    /// The blank's moves: `u`, `d`, `l`, `r` (the direction the blank moves).
    pub path: String,
    /// Whether `path` is proven to be as short as possible.
    pub optimal: bool,
    /// Why it is not proven, when it is not.
    pub note: Option<crate::locale::Text>,
    /// The work the search did.
    pub stats: SlideStats,
}

/// The answer to one board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SlideOutcome {
    /// A path to the goal.
    Solved(SlideSolution),
    /// The goal cannot be reached; the reason in words.
    Unsolvable(crate::locale::Text),
}

impl SlideOutcome {
    /// The solution, if there is one.
    pub fn solution(&self) -> Option<&SlideSolution> {
        match self {
            SlideOutcome::Solved(s) => Some(s),
            SlideOutcome::Unsolvable(_) => None,
        }
    }

    /// The same answer as the [`Report`] every other solver returns: moves
    /// as [`Move::Swap`] with the blank's cell first (so
    /// [`direction_letters`](crate::slide::direction_letters) gives the path
    /// back), nodes expanded as `states_expanded`, the deepest path as
    /// `peak_frontier`. `start` is the board the path starts from.
    ///
    /// ```
    /// use gridsolve_core::limits::SearchLimits;
    /// use gridsolve_core::solvers::slide::{optimal_path, SlideHeuristics};
    /// let outcome = optimal_path(2, 2, &[1, 2, 0, 3], &[1, 2, 3, 0], &SlideHeuristics::Manhattan, SearchLimits::default()).unwrap();
    /// let report = outcome.into_report(2, &[1, 2, 0, 3]);
    /// assert_eq!(gridsolve_core::slide::direction_letters(&report.outcome.solution().unwrap().moves).unwrap(), "r");
    /// ```
    pub fn into_report(self, cols: usize, start: &[u8]) -> Report {
        match self {
            SlideOutcome::Unsolvable(why) => Report {
                outcome: Outcome::Unsolvable(why),
                stats: Stats::default(),
                algorithm: Algorithm::Idastar,
                nullity: None,
            },
            SlideOutcome::Solved(s) => {
                let mut blank = start.iter().position(|&t| t == 0).unwrap_or(0);
                let moves = s
                    .path
                    .chars()
                    .map(|letter| {
                        let to = match letter {
                            'u' => blank - cols,
                            'd' => blank + cols,
                            'l' => blank - 1,
                            _ => blank + 1,
                        };
                        let swap = Move::Swap((blank / cols, blank % cols), (to / cols, to % cols));
                        blank = to;
                        swap
                    })
                    .collect::<Vec<_>>();
                Report {
                    stats: Stats {
                        states_expanded: s.stats.nodes_expanded,
                        states_discovered: 0,
                        peak_frontier: moves.len() as u64,
                    },
                    outcome: Outcome::Solved(Solution {
                        moves,
                        optimal: s.optimal,
                        note: s.note,
                    }),
                    algorithm: Algorithm::Idastar,
                    nullity: None,
                }
            }
        }
    }
}

/// The default goal: tiles `1, 2, ..., N-1` row-major, the blank last.
///
/// ```
/// assert_eq!(gridsolve_core::solvers::slide::default_goal(2, 2), vec![1, 2, 3, 0]);
/// ```
pub fn default_goal(rows: usize, cols: usize) -> Vec<u8> {
    let n = rows * cols;
    (1..n).map(|t| t as u8).chain([0]).collect()
}

/// Why `start` cannot reach `goal` (parity), `None` when it can; an error
/// for boards that are not two arrangements of the same tiles.
///
/// ```
/// use gridsolve_core::solvers::slide::unsolvable_reason;
/// assert!(unsolvable_reason(2, 2, &[2, 1, 3, 0], &[1, 2, 3, 0]).unwrap().is_some());
/// assert_eq!(unsolvable_reason(2, 2, &[1, 2, 0, 3], &[1, 2, 3, 0]).unwrap(), None);
/// ```
pub fn unsolvable_reason(
    rows: usize,
    cols: usize,
    start: &[u8],
    goal: &[u8],
) -> Result<Option<crate::locale::Text>, SolveError> {
    let grid = Geometry::new(rows, cols)?;
    let board = geometry::relabel(rows, cols, start, goal)?;
    Ok(geometry::why_relabelled_unreachable(&grid, &board))
}

/// Solves a sliding puzzle optimally with IDA* on `heuristics`, within
/// `limits` (nodes expanded over every round).
///
/// - `rows`, `cols`: the board, at most 64 cells.
/// - `start`, `goal`: row-major tiles, `0` the blank; the same tiles in both.
///
/// Solvability is decided by parity before any search. Past the limit the
/// answer is [`SolveError::OverBudget`]; [`path_with_fallback`] gives a path anyway.
pub fn optimal_path(
    rows: usize,
    cols: usize,
    start: &[u8],
    goal: &[u8],
    heuristics: &SlideHeuristics,
    limits: SearchLimits,
) -> Result<SlideOutcome, SolveError> {
    let (grid, board) = match prepare(rows, cols, start, goal)? {
        Ok(ready) => ready,
        Err(unsolvable) => return Ok(unsolvable),
    };
    let run = run(&grid, &board, heuristics, 1, limits)?;
    let nodes = run.nodes();
    match (run.path, run.stopped) {
        (Some(path), _) => Ok(SlideOutcome::Solved(SlideSolution {
            optimal: true,
            note: None,
            stats: SlideStats {
                start_estimate: run.start_estimate,
                lower_bound: path.len() as u32,
                iterations: run.iterations,
                nodes_expanded: nodes,
                fallback_weight: None,
            },
            path: letters(&path),
        })),
        (None, Some((error, _))) => Err(error),
        (None, None) => Ok(SlideOutcome::Unsolvable(crate::tr!("unsolvable-ran-out"))),
    }
}

/// Weights the fallback tries, in order, when the optimal search runs out.
pub const FALLBACK_WEIGHTS: [u32; 2] = [2, 5];

/// Like [`optimal_path`], but past the limit still answers: the optimal
/// search gets three quarters of `limits.max_work`; if it runs out, weighted
/// IDA* (weights [`FALLBACK_WEIGHTS`], sharing the last quarter) finds a path
/// at most `weight` times the minimum, returned with `optimal: false`, the
/// proven lower bound and why. A cancelled search is not continued.
pub fn path_with_fallback(
    rows: usize,
    cols: usize,
    start: &[u8],
    goal: &[u8],
    heuristics: &SlideHeuristics,
    limits: SearchLimits,
) -> Result<SlideOutcome, SolveError> {
    let (grid, board) = match prepare(rows, cols, start, goal)? {
        Ok(ready) => ready,
        Err(unsolvable) => return Ok(unsolvable),
    };
    let fallback_share = limits.max_work / 4 / FALLBACK_WEIGHTS.len() as u64;
    let optimal_limits = SearchLimits {
        max_work: limits.max_work - fallback_share * FALLBACK_WEIGHTS.len() as u64,
        ..limits
    };
    let optimal = run(&grid, &board, heuristics, 1, optimal_limits)?;
    let mut nodes = optimal.nodes();
    let mut stats = SlideStats {
        start_estimate: optimal.start_estimate,
        iterations: optimal.iterations,
        nodes_expanded: nodes,
        lower_bound: 0,
        fallback_weight: None,
    };
    let lower_bound = match (optimal.path, optimal.stopped) {
        (Some(path), _) => {
            stats.lower_bound = path.len() as u32;
            return Ok(SlideOutcome::Solved(SlideSolution {
                path: letters(&path),
                optimal: true,
                note: None,
                stats,
            }));
        }
        (None, None) => return Ok(SlideOutcome::Unsolvable(crate::tr!("unsolvable-ran-out"))),
        (None, Some((error @ SolveError::Cancelled { .. }, _))) => return Err(error),
        (None, Some((_, bound))) => bound,
    };
    stats.lower_bound = lower_bound;
    let mut last_error = None;
    for weight in FALLBACK_WEIGHTS {
        let fallback_limits = SearchLimits {
            max_work: fallback_share,
            ..limits
        };
        let fallback = run(&grid, &board, heuristics, weight, fallback_limits)?;
        nodes += fallback.nodes();
        stats.nodes_expanded = nodes;
        match (fallback.path, fallback.stopped) {
            (Some(path), _) => {
                stats.fallback_weight = Some(weight);
                let note = crate::tr!(
                    "note-weighted-idastar",
                    limit = optimal_limits.max_work,
                    least = lower_bound,
                    weight = weight
                );
                return Ok(SlideOutcome::Solved(SlideSolution {
                    path: letters(&path),
                    optimal: false,
                    note: Some(note),
                    stats,
                }));
            }
            (None, Some((error @ SolveError::Cancelled { .. }, _))) => return Err(error),
            (None, Some((error, _))) => last_error = Some(error),
            (None, None) => break,
        }
    }
    // Out of budget, the limit told is the caller's whole one, which the
    // searches shared (3/4 and 1/8 twice): the number a caller raises, where
    // the last search's share (125 of a limit of 1,000) misled (issue 42).
    Err(match last_error {
        Some(SolveError::OverBudget { algorithm, .. }) => SolveError::OverBudget {
            algorithm,
            limit: limits.max_work,
        },
        Some(other) => other,
        None => SolveError::OverBudget {
            algorithm: Algorithm::Idastar,
            limit: limits.max_work,
        },
    })
}

/// Checks the boards and their parity: the geometry and relabelled start, or
/// the unsolvable outcome.
fn prepare(
    rows: usize,
    cols: usize,
    start: &[u8],
    goal: &[u8],
) -> Result<Result<(Geometry, Relabelled), SlideOutcome>, SolveError> {
    let grid = Geometry::new(rows, cols)?;
    let board = geometry::relabel(rows, cols, start, goal)?;
    Ok(match geometry::why_relabelled_unreachable(&grid, &board) {
        Some(why) => Err(SlideOutcome::Unsolvable(why)),
        None => Ok((grid, board)),
    })
}

/// Runs IDA* (weighted by `weight`) with the chosen heuristic.
fn run(
    grid: &Geometry,
    board: &Relabelled,
    heuristics: &SlideHeuristics,
    weight: u32,
    limits: SearchLimits,
) -> Result<Run, SolveError> {
    fn go<E: Estimate>(grid: &Geometry, board: &Relabelled, e: &E, weight: u32, limits: SearchLimits) -> Run {
        ida::deepen(grid, board, e, weight, limits)
    }
    Ok(match heuristics {
        SlideHeuristics::Manhattan => go(grid, board, &Manhattan::new(grid, board.blank_goal), weight, limits),
        SlideHeuristics::LinearConflict => {
            if grid.rows > 8 || grid.cols > 8 {
                return Err(SolveError::NotApplicable {
                    algorithm: Algorithm::Idastar,
                    why: crate::tr!("linear-conflict-8x8"),
                });
            }
            go(
                grid,
                board,
                &LinearConflict::new(grid, board.blank_goal),
                weight,
                limits,
            )
        }
        SlideHeuristics::Patterns(set) => {
            if set.size() != (grid.rows, grid.cols) {
                return Err(SolveError::SizeMismatch {
                    expected: set.size(),
                    found: (grid.rows, grid.cols),
                });
            }
            go(grid, board, &set.estimator(grid, board.blank_goal)?, weight, limits)
        }
    })
}

fn letters(path: &[u8]) -> String {
    path.iter().map(|&d| DIRECTIONS[d as usize]).collect()
}

#[cfg(test)]
mod tests;
