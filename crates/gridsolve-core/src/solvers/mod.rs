//! The solvers: interchangeable parts, one per file, grouped by family in
//! folders, behind one entry point, [`solve`].
//!
//! | folder | family | algorithms |
//! |---|---|---|
//! | `search/` | generic state-space searches on boards of at most 64 cells | `bfs`, `bibfs`, `astar`, `idastar` (bounds in `heuristic.rs`), `table` (at most 25 cells) |
//! | `toggle/` | toggle rules, any size: GF(2) algebra, proven minimum; K-state cells over Z_K | `linear` (+ `gf2.rs`, `chasing.rs`, `nullwalk.rs`; the plus stencil by `polynomial.rs` + `gf2poly.rs`), `zk` (+ `zk_chase.rs`) |
//! | `slide/` | sliding puzzles up to 64 cells: IDA* on Manhattan, linear conflict and additive pattern databases | `slide::solve_optimal`, `slide::solve` |
//! | `swap/` | swap rule, any size: min-cost matching, proven minimum | `matching` (+ `min_cost_flow.rs`, `swap_sequence.rs`) |
//!
//! Every module is also re-exported here (`solvers::bfs`, `solvers::linear`, ...),
//! so callers name an algorithm without knowing its family's folder.

pub mod search;
pub mod slide;
pub mod swap;
pub mod toggle;

pub use search::{astar, bfs, bibfs, heuristic, idastar, space, table, tokens, visited};
pub use swap::{matching, min_cost_flow, swap_sequence};
pub use toggle::{chasing, gf2, gf2poly, linear, nullwalk, polynomial, zk};

use crate::board::Board;
use crate::limits::SearchLimits;
use crate::rules::{MoveRule, Puzzle};
use crate::slide::{tokens_unsolvable, SlideRule, TokenBoard};
use crate::small::SmallPuzzle;
use crate::solution::wrong_kind;
use crate::solution::{Algorithm, Outcome, Report, Solution, SolveError, Stats};
use crate::solvers::heuristic::Heuristic;
use crate::solvers::tokens::{ManhattanConflict, MisplacedKnights, SlidePuzzle};
use crate::trace::{NoTrace, Observer};

/// Solves `puzzle` from `start` with `algorithm`.
///
/// ```
/// use gridsolve_core::{solve, Algorithm, Board, Puzzle};
/// let start = Board::parse("1001\n1101\n1001\n1000").unwrap();
/// let report = solve(&Puzzle::flip_game(4, 4), &start, Algorithm::Bfs).unwrap();
/// assert_eq!(report.outcome.solution().unwrap().moves.len(), 4);
/// ```
pub fn solve(puzzle: &Puzzle, start: &Board, algorithm: Algorithm) -> Result<Report, SolveError> {
    solve_limited(puzzle, start, algorithm, SearchLimits::default())
}

/// [`solve`] with the state-space searches held to `limits` (the algebraic
/// solvers, `linear` and `matching`, have budgets of their own and ignore it).
pub fn solve_limited(
    puzzle: &Puzzle,
    start: &Board,
    algorithm: Algorithm,
    limits: SearchLimits,
) -> Result<Report, SolveError> {
    if (start.rows(), start.cols()) != (puzzle.rows, puzzle.cols) {
        return Err(SolveError::SizeMismatch {
            expected: (puzzle.rows, puzzle.cols),
            found: (start.rows(), start.cols()),
        });
    }
    let is_swap = matches!(puzzle.rule, MoveRule::Swap);
    match algorithm {
        Algorithm::Auto if is_swap => matching::solve(puzzle, start),
        Algorithm::Auto => linear::solve(puzzle, start),
        Algorithm::Linear if is_swap => Err(not_applicable(algorithm, wrong_kind(algorithm, "swap"))),
        Algorithm::Linear => linear::solve(puzzle, start),
        Algorithm::Matching if !is_swap => Err(not_applicable(algorithm, wrong_kind(algorithm, "toggle"))),
        Algorithm::Matching => matching::solve(puzzle, start),
        Algorithm::Bfs | Algorithm::Bibfs | Algorithm::Astar | Algorithm::Idastar | Algorithm::Table => {
            solve_small(puzzle, start, algorithm, limits)
        }
    }
}

/// Solves a sliding or knight board (`rule`) from `start` to `goal` with
/// `algorithm`, within `limits`. Solvability is decided first where it can
/// be without a search (parity for sliding boards; token counts and frozen
/// knights for knight boards), and an unsolvable board is answered without
/// searching. The moves of the answer are [`crate::Move::Swap`]s with the
/// blank's cell first ([`crate::slide::direction_letters`] turns them into
/// `u`/`d`/`l`/`r`).
///
/// `auto` is IDA* with Manhattan distance and linear conflicts for sliding
/// boards and IDA* with the misplaced-knight count for knights.
///
/// ```
/// use gridsolve_core::slide::{direction_letters, SlideRule, TokenBoard};
/// use gridsolve_core::{solvers::solve_tokens, limits::SearchLimits, Algorithm};
/// let start = TokenBoard::parse_sliding("1 2 3\n4 5 6\n0 7 8").unwrap();
/// let goal = TokenBoard::sliding_goal(3, 3);
/// let report = solve_tokens(SlideRule::Slide, &start, &goal, Algorithm::Auto, SearchLimits::default()).unwrap();
/// let moves = &report.outcome.solution().unwrap().moves;
/// assert_eq!(direction_letters(moves).unwrap(), "rr");
/// ```
pub fn solve_tokens(
    rule: SlideRule,
    start: &TokenBoard,
    goal: &TokenBoard,
    algorithm: Algorithm,
    limits: SearchLimits,
) -> Result<Report, SolveError> {
    if (start.rows, start.cols) != (goal.rows, goal.cols) {
        return Err(SolveError::SizeMismatch {
            expected: (goal.rows, goal.cols),
            found: (start.rows, start.cols),
        });
    }
    let chosen = match algorithm {
        Algorithm::Auto => Algorithm::Idastar,
        Algorithm::Linear | Algorithm::Matching => {
            return Err(not_applicable(algorithm, wrong_kind(algorithm, rule.name())))
        }
        other => other,
    };
    let unsolved = |reason: crate::locale::Text| Report {
        outcome: Outcome::Unsolvable(reason),
        stats: Stats::default(),
        algorithm: chosen,
        nullity: None,
    };
    // Tiles and parity first: they hold at any size, even past what a search can hold.
    if let Some(reason) = tokens_unsolvable(rule, start, goal) {
        return Ok(unsolved(reason));
    }
    let puzzle = SlidePuzzle::new(rule, goal).map_err(|e| SolveError::TooLarge {
        algorithm: chosen,
        why: crate::locale::verbatim(e.0),
    })?;
    if let Err(reason) = puzzle.check_solvable(&start.cells) {
        return Ok(unsolved(reason.into()));
    }
    let state = puzzle.pack(&start.cells);
    let (path, stats) = search_tokens(&puzzle, state, chosen, &mut NoTrace, limits)?;
    let outcome = match path {
        Some(path) => Outcome::Solved(Solution {
            moves: puzzle.path_moves(&start.cells, &path),
            optimal: true,
            note: None,
        }),
        None => Outcome::Unsolvable(unsolvable_reason(chosen, &stats)),
    };
    Ok(Report {
        outcome,
        stats,
        algorithm: chosen,
        nullity: None,
    })
}

/// Runs one search (bfs, bibfs, astar, idastar or table) on a packed token
/// puzzle from `state`, A* and IDA* with the rule's admissible bound
/// (Manhattan distance with linear conflicts; misplaced knights), reporting
/// to `observer`: the one dispatch behind [`solve_tokens`] and the
/// visualizer's traces. Returns the moves (indices into `puzzle.moves`), if a
/// goal was reached, and the counters.
pub fn search_tokens<O: Observer>(
    puzzle: &SlidePuzzle,
    state: u128,
    algorithm: Algorithm,
    observer: &mut O,
    limits: SearchLimits,
) -> Result<(Option<Vec<usize>>, Stats), SolveError> {
    match (algorithm, puzzle.rule) {
        (Algorithm::Bfs, _) => bfs::run(puzzle, state, observer, limits),
        (Algorithm::Bibfs, _) => bibfs::run(puzzle, state, observer, limits),
        (Algorithm::Astar, SlideRule::Slide) => {
            astar::run(puzzle, state, &ManhattanConflict::new(puzzle), observer, limits)
        }
        (Algorithm::Astar, SlideRule::Knight) => {
            astar::run(puzzle, state, &MisplacedKnights::new(puzzle), observer, limits)
        }
        (Algorithm::Idastar, SlideRule::Slide) => {
            idastar::run(puzzle, state, &ManhattanConflict::new(puzzle), observer, limits)
        }
        (Algorithm::Idastar, SlideRule::Knight) => {
            idastar::run(puzzle, state, &MisplacedKnights::new(puzzle), observer, limits)
        }
        (Algorithm::Table, _) => table::DistanceTable::build_traced(puzzle.clone(), observer, limits)
            .map(|table| (table.path(state), table.stats().clone())),
        (other, _) => Err(not_applicable(other, crate::tr!("tokens-searched-by"))),
    }
}

fn not_applicable(algorithm: Algorithm, why: impl Into<crate::locale::Text>) -> SolveError {
    SolveError::NotApplicable {
        algorithm,
        why: why.into(),
    }
}

/// Runs one of the state-space searches, which need the one-word form.
fn solve_small(
    puzzle: &Puzzle,
    start: &Board,
    algorithm: Algorithm,
    limits: SearchLimits,
) -> Result<Report, SolveError> {
    let small = SmallPuzzle::new(puzzle).ok_or_else(|| SolveError::TooLarge {
        algorithm,
        why: crate::tr!("search-at-most-64-cells", cells = puzzle.cells()),
    })?;
    let state = start.to_small().expect("checked by SmallPuzzle::new");
    let (path, stats): (Option<Vec<usize>>, Stats) = match algorithm {
        Algorithm::Bfs => bfs::search_limited(&small, state, &mut NoTrace, limits)?,
        Algorithm::Bibfs => bibfs::search_limited(&small, state, limits)?,
        Algorithm::Astar => astar::search_with_limits(&small, state, Heuristic::classic(&small), limits)?,
        Algorithm::Idastar => idastar::search_with_limits(&small, state, Heuristic::classic(&small), limits)?,
        Algorithm::Table => {
            let table = table::DistanceTable::build_limited(small.clone(), limits)?;
            (table.path(state), table.stats().clone())
        }
        _ => unreachable!("solve() routes only searches here"),
    };
    let outcome = match path {
        Some(path) => Outcome::Solved(Solution {
            moves: path.into_iter().map(|i| small.moves[i]).collect(),
            optimal: true,
            note: None,
        }),
        None => Outcome::Unsolvable(unsolvable_reason(algorithm, &stats)),
    };
    Ok(Report {
        outcome,
        stats,
        algorithm,
        nullity: None,
    })
}

/// Why a search that ran to its end found no goal, in words true of that search.
fn unsolvable_reason(algorithm: Algorithm, stats: &Stats) -> crate::locale::Text {
    use crate::tr;
    match algorithm {
        Algorithm::Bfs => tr!("unsolvable-bfs", boards = stats.states_discovered),
        Algorithm::Bibfs => tr!("unsolvable-bibfs"),
        Algorithm::Table => tr!("unsolvable-table"),
        _ => tr!(
            "unsolvable-search",
            algorithm = algorithm.name(),
            expanded = stats.states_expanded
        ),
    }
}
