//! The solvers: interchangeable parts, one per file, grouped by family in
//! folders, behind one entry point, [`solve`]: every solve a user asks of a
//! front door (the command line, the page's traces, the bindings, the
//! judges' per-board searches) goes through it, traced or not, whatever the
//! model; a whole-space distance table (POJ 1753's judge, the generators)
//! is its `table` kept whole, [`distance_table`]. What still searches on its
//! own (the eight-puzzle judges' table, the knights' depth-capped IDA*, POJ
//! 3279/1222's first rows and 1222's table of its only solutions, the
//! page's press-set enumeration, the setter's independent references, the
//! census's whole-space counts) and the judges' one-word matching calls are
//! listed, each with its reason, in `tests/architecture.rs`
//! (`OWN_SEARCHES`, `ENTRY_CALLS_ALLOWED`), which fails on any other.
//!
//! | folder | family | algorithms |
//! |---|---|---|
//! | `search/` | generic state-space searches on boards of at most 64 cells | `bfs`, `bibfs`, `astar`, `idastar` (bounds in `heuristic.rs`), `table` (at most 2^25 states) |
//! | `algebra/` | linear algebra, any size, proven minimum: two-state toggles over GF(2), K-state cells over Z_K | `linear` (+ `gf2.rs`, `chasing.rs`, `nullwalk.rs`; the plus stencil by `polynomial.rs` + `gf2poly.rs`), `zk` (+ `zk_chase.rs`) |
//! | `slide/` | sliding puzzles up to 64 cells: IDA* on Manhattan, linear conflict and additive pattern databases | `slide::optimal_path`, `slide::path_with_fallback` |
//! | `swap/` | swap rule, any size: min-cost matching, proven minimum | `matching` (+ `min_cost_flow.rs`, `swap_sequence.rs`) |
//!
//! Each search is entered by one function named for what it computes
//! (`bfs::shortest_path`, `linear::fewest_presses`, `DistanceTable::build`,
//! ...); `matching` has one a question (`fewest_swaps`, the same swap by
//! swap on a one-word board `fewest_swaps_each`, the count alone
//! `swap_distance`), and the sliding IDA* two (`slide::optimal_path`, a
//! proven minimum or a refusal; `slide::path_with_fallback`, a path
//! always). A new algorithm is one file, one
//! [`Algorithm`] variant and one arm here: in [`search_state_space`]'s match for a
//! state-space search (every model's space gets it), or in [`solve`]'s for a
//! solver of its own; what else a state-space search touches (the page, the
//! judges' lists, the words) is listed in [`search`]'s module doc.
//!
//! A module has one path, through its family's folder
//! (`solvers::search::bfs`, `solvers::algebra::linear`, ...).

pub mod algebra;
pub mod search;
pub mod slide;
pub mod swap;

use crate::board::Board;
use crate::grid::Grid;
use crate::limits::SearchLimits;
use crate::modular::ModularPuzzle;
use crate::rules::{Move, MoveRule, Puzzle};
use crate::slide::{TokenBoard, TokenRule, tokens_unsolvable};
use crate::small::SmallPuzzle;
use crate::solution::wrong_kind;
use crate::solution::{Algorithm, Outcome, Report, Solution, SolveError, Stats};
use crate::solvers::algebra::linear::PressGridReport;
use crate::solvers::algebra::zk::ModularReport;
use crate::solvers::algebra::{linear, zk};
use crate::solvers::search::heuristic::{Estimator, LowerBound};
use crate::solvers::search::space::StateSpace;
use crate::solvers::search::table::DistanceTable;
use crate::solvers::search::tokens::{ManhattanConflict, MisplacedKnights, TokenPuzzle};
use crate::solvers::search::{astar, bfs, bibfs, idastar};
use crate::solvers::slide::SlideHeuristics;
use crate::solvers::slide::tables::{self, TableOptions};
use crate::solvers::swap::matching;
use crate::trace::Observer;

/// A start board of one of the core's three models and what it must reach:
/// what [`solve`] is given.
#[derive(Clone, Copy, Debug)]
pub enum Instance<'a> {
    /// Two-state cells: toggles or swaps on bits.
    Bits {
        /// The puzzle: size, move rule, goal.
        puzzle: &'a Puzzle,
        /// The start board.
        start: &'a Board,
    },
    /// K-state cells and buttons, over Z_K.
    Modular {
        /// The puzzle: size, states, presses, goal.
        puzzle: &'a ModularPuzzle,
        /// The start board.
        start: &'a Grid,
    },
    /// Sliding tiles or knights, from `start` to `goal`.
    Tokens {
        /// How the blank moves.
        rule: TokenRule,
        /// The start board.
        start: &'a TokenBoard,
        /// The goal board.
        goal: &'a TokenBoard,
    },
}

/// How to solve, besides the algorithm.
#[derive(Clone, Copy, Default)]
pub struct SolveOptions<'t> {
    /// The work budget (and the threads the sliding puzzles' IDA* may use).
    pub limits: SearchLimits<'t>,
    /// The 15-puzzle and larger sliding boards (`auto`): IDA* on additive
    /// pattern databases, kept where the front door keeps bytes
    /// ([`TableOptions::store`]; none: built for this call alone).
    pub tables: TableOptions<'t>,
}

/// The pattern databases a sliding board was solved with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PatternsUsed {
    /// The partition, such as `6-6-3` or `7-8`.
    pub partition: String,
    /// Whether every table came from the store (none was built by this call).
    pub from_store: bool,
}

/// What [`solve`] found, in the form the solver keeps it.
#[derive(Clone, Debug)]
pub enum Solved {
    /// A list of moves (the searches, matching, the sliding IDA*), or why
    /// none reaches the goal; with the pattern databases it used, if any.
    Moves {
        /// The moves, or why there are none.
        report: Report,
        /// The pattern databases used, if any.
        patterns: Option<PatternsUsed>,
    },
    /// Two-state toggles by linear algebra: a press grid, a bit per cell.
    PressGrid(PressGridReport),
    /// K-state cells: how often to press each press.
    PressCounts(ModularReport),
}

impl Solved {
    /// The algorithm that answered (the one `auto` picked).
    pub fn algorithm(&self) -> Algorithm {
        match self {
            Solved::Moves { report, .. } => report.algorithm,
            Solved::PressGrid(_) | Solved::PressCounts(_) => Algorithm::Linear,
        }
    }

    /// The work counters.
    pub fn stats(&self) -> &Stats {
        match self {
            Solved::Moves { report, .. } => &report.stats,
            Solved::PressGrid(report) => &report.stats,
            Solved::PressCounts(report) => &report.stats,
        }
    }

    /// The answer as a list of moves; `None` for K-state press counts,
    /// which are counts per press rather than moves.
    pub fn into_report(self) -> Option<Report> {
        match self {
            Solved::Moves { report, .. } => Some(report),
            Solved::PressGrid(report) => Some(report.into_report()),
            Solved::PressCounts(_) => None,
        }
    }
}

/// Solves `instance` with `algorithm` (`auto`: the best the core has for
/// it), within `options`, telling `observer` each step of a state-space
/// search ([`NoTrace`](crate::trace::NoTrace) compiles them away).
///
/// ```
/// use gridsolve_core::solvers::{solve, Instance, SolveOptions};
/// use gridsolve_core::{trace::NoTrace, Algorithm, Board, Puzzle};
/// let start = Board::parse("1001\n1101\n1001\n1000").unwrap();
/// let puzzle = Puzzle::flip_game(4, 4);
/// let instance = Instance::Bits { puzzle: &puzzle, start: &start };
/// let solved = solve(instance, Algorithm::Bfs, &SolveOptions::default(), &mut NoTrace).unwrap();
/// assert_eq!(solved.into_report().unwrap().outcome.solution().unwrap().moves.len(), 4);
/// ```
pub fn solve<O: Observer>(
    instance: Instance,
    algorithm: Algorithm,
    options: &SolveOptions,
    observer: &mut O,
) -> Result<Solved, SolveError> {
    check_sizes(instance)?;
    match algorithm {
        Algorithm::Auto => best(instance, options, observer),
        Algorithm::Linear => linear_algebra(instance),
        Algorithm::Matching => min_cost_matching(instance),
        search => state_space_search(instance, search, options.limits, observer),
    }
}

/// Every state-space search, in the order they are listed for users: every
/// algorithm but `auto` and the solvers of their own ([`solve`]'s arms).
pub fn searches() -> impl Iterator<Item = Algorithm> {
    Algorithm::ALL
        .into_iter()
        .filter(|a| !matches!(a, Algorithm::Auto | Algorithm::Linear | Algorithm::Matching))
}

/// The one match on state-space searches: runs `algorithm` on any space
/// from `start`, A* and IDA* with `bound`, reporting to `observer`. Returns
/// the moves (indices into the space's moves), if a goal was reached, and
/// the counters.
pub fn search_state_space<S, B, O>(
    space: &S,
    start: S::State,
    algorithm: Algorithm,
    bound: &B,
    observer: &mut O,
    limits: SearchLimits,
) -> Result<(Option<Vec<usize>>, Stats), SolveError>
where
    S: StateSpace + Clone,
    B: LowerBound<S>,
    O: Observer,
{
    match algorithm {
        Algorithm::Bfs => bfs::shortest_path(space, start, observer, limits),
        Algorithm::Bibfs => bibfs::shortest_path(space, start, observer, limits),
        Algorithm::Astar => astar::shortest_path(space, start, bound, observer, limits),
        Algorithm::Idastar => idastar::shortest_path(space, start, bound, observer, limits),
        Algorithm::Table => {
            distance_table(space.clone(), observer, limits).map(|table| (table.path(start), table.stats().clone()))
        }
        other => Err(not_applicable(
            other,
            crate::tr!("not-a-search", algorithm = other.name()),
        )),
    }
}

/// [`Algorithm::Table`] kept whole: every state's distance to the space's
/// goal and the first move of a shortest path from it (spaces of at most
/// 2^25 states), of which [`search_state_space`] answers one start. The
/// callers that ask about every board of a space keep the table itself:
/// POJ 1753's judge (one look-up a board) and the generators (solvable,
/// unsolvable and hardest boards).
pub fn distance_table<S: StateSpace, O: Observer>(
    space: S,
    observer: &mut O,
    limits: SearchLimits,
) -> Result<DistanceTable<S>, SolveError> {
    DistanceTable::build(space, observer, limits)
}

/// Start, goal and puzzle agree in size.
fn check_sizes(instance: Instance) -> Result<(), SolveError> {
    let (expected, found) = match instance {
        Instance::Bits { puzzle, start } => ((puzzle.rows, puzzle.cols), (start.rows(), start.cols())),
        Instance::Tokens { start, goal, .. } => ((goal.rows, goal.cols), (start.rows, start.cols)),
        // The Z_K solver checks its own (the goal board too).
        Instance::Modular { .. } => return Ok(()),
    };
    if expected != found {
        return Err(SolveError::SizeMismatch { expected, found });
    }
    Ok(())
}

/// `auto`: linear algebra for toggles and K-state cells, matching for swaps,
/// IDA* for tokens (on pattern databases for sliding boards past the 8-puzzle).
fn best<O: Observer>(instance: Instance, options: &SolveOptions, observer: &mut O) -> Result<Solved, SolveError> {
    match instance {
        Instance::Bits { puzzle, .. } if matches!(puzzle.rule, MoveRule::Swap) => min_cost_matching(instance),
        Instance::Bits { .. } | Instance::Modular { .. } => linear_algebra(instance),
        Instance::Tokens { rule, start, goal } if uses_pattern_databases(rule, start) => {
            pattern_databases(start, goal, options)
        }
        Instance::Tokens { .. } => state_space_search(instance, Algorithm::Idastar, options.limits, observer),
    }
}

/// Whether `auto` on this board goes to IDA* on additive pattern databases:
/// sliding boards larger than the 8-puzzle. Up to 9 cells the generic
/// searches answer at once and need no table; `--algorithm idastar` keeps
/// the generic IDA* (Manhattan distance with linear conflict) at every
/// size, so learners can compare the two.
pub(crate) fn uses_pattern_databases(rule: TokenRule, start: &TokenBoard) -> bool {
    rule == TokenRule::Slide && start.cells.len() > 9
}

/// Linear algebra: over GF(2) for two-state toggles, over Z_K for K-state cells.
fn linear_algebra(instance: Instance) -> Result<Solved, SolveError> {
    match instance {
        Instance::Bits { puzzle, .. } if matches!(puzzle.rule, MoveRule::Swap) => {
            Err(not_applicable(Algorithm::Linear, wrong_kind(Algorithm::Linear, "swap")))
        }
        Instance::Bits { puzzle, start } => {
            linear::fewest_presses(puzzle, start, linear::Gf2System::Auto, linear::WALK_BUDGET_WORDS)
                .map(Solved::PressGrid)
        }
        Instance::Modular { puzzle, start } => {
            zk::fewest_presses(puzzle, start, zk::ZkSystem::Auto, zk::WALK_BUDGET_OPS).map(Solved::PressCounts)
        }
        Instance::Tokens { rule, .. } => Err(not_applicable(
            Algorithm::Linear,
            wrong_kind(Algorithm::Linear, rule.name()),
        )),
    }
}

/// Min-cost matching: swaps only.
fn min_cost_matching(instance: Instance) -> Result<Solved, SolveError> {
    let kind = match instance {
        Instance::Bits { puzzle, start } if matches!(puzzle.rule, MoveRule::Swap) => {
            return matching::fewest_swaps(puzzle, start).map(moves);
        }
        Instance::Bits { .. } => "toggle",
        Instance::Modular { .. } => return Err(not_applicable(Algorithm::Matching, crate::tr!("modular-by-linear"))),
        Instance::Tokens { rule, .. } => rule.name(),
    };
    Err(not_applicable(
        Algorithm::Matching,
        wrong_kind(Algorithm::Matching, kind),
    ))
}

/// A state-space search on the instance's space, with its model's classic bound.
fn state_space_search<O: Observer>(
    instance: Instance,
    algorithm: Algorithm,
    limits: SearchLimits,
    observer: &mut O,
) -> Result<Solved, SolveError> {
    match instance {
        Instance::Bits { puzzle, start } => {
            let small = SmallPuzzle::new(puzzle).ok_or_else(|| SolveError::TooLarge {
                algorithm,
                why: crate::tr!("search-at-most-64-cells", cells = puzzle.cells()),
            })?;
            let state = start.to_small().expect("checked by SmallPuzzle::new");
            let bound = Estimator::classic(&small);
            let (path, stats) = search_state_space(&small, state, algorithm, &bound, observer, limits)?;
            let found = path.map(|path| path.into_iter().map(|i| small.moves[i]).collect());
            Ok(moves(searched(algorithm, found, stats)))
        }
        Instance::Modular { .. } => Err(not_applicable(algorithm, crate::tr!("modular-by-linear"))),
        Instance::Tokens { rule, start, goal } => tokens_search(rule, start, goal, algorithm, limits, observer),
    }
}

/// A search on a sliding or knight board. Solvability is decided first
/// where it can be without a search (parity for sliding boards; token
/// counts and frozen knights for knight boards), and an unsolvable board is
/// answered without searching. The moves of the answer are
/// [`Move::Swap`](crate::rules::Move::Swap)s with the blank's cell first
/// ([`crate::slide::direction_letters`] turns them into `u`/`d`/`l`/`r`).
/// A* and IDA* take the rule's admissible bound: Manhattan distance with
/// linear conflicts, or misplaced knights.
fn tokens_search<O: Observer>(
    rule: TokenRule,
    start: &TokenBoard,
    goal: &TokenBoard,
    algorithm: Algorithm,
    limits: SearchLimits,
    observer: &mut O,
) -> Result<Solved, SolveError> {
    let unsolved = |reason: crate::locale::Text| {
        moves(Report {
            outcome: Outcome::Unsolvable(reason),
            stats: Stats::default(),
            algorithm,
            nullity: None,
        })
    };
    let puzzle = match TokenPuzzle::new(rule, goal) {
        Ok(puzzle) => puzzle,
        // Tiles and parity hold at any size, even past what a search can hold.
        Err(e) => match tokens_unsolvable(rule, start, goal) {
            Some(reason) => return Ok(unsolved(reason)),
            None => return Err(SolveError::TooLarge { algorithm, why: e.0 }),
        },
    };
    if let Some(reason) = unreachable_without_search(&puzzle, start, goal) {
        return Ok(unsolved(reason));
    }
    let state = puzzle.pack(&start.cells);
    let (path, stats) = match rule {
        TokenRule::Slide => search_state_space(
            &puzzle,
            state,
            algorithm,
            &ManhattanConflict::new(&puzzle),
            observer,
            limits,
        )?,
        TokenRule::Knight => search_state_space(
            &puzzle,
            state,
            algorithm,
            &MisplacedKnights::new(&puzzle),
            observer,
            limits,
        )?,
    };
    let found = path.map(|path| puzzle.path_moves(&start.cells, &path));
    Ok(moves(searched(algorithm, found, stats)))
}

/// Why `start` cannot reach `goal` on `puzzle`, decided without a search:
/// other tiles or the sliding parity rule, other numbers of knights, or a
/// knight the blank never reaches; `None` when only a search can tell. The
/// one decision of every front door, the page's traces included (so the
/// page and the command line cannot judge a board differently).
pub(crate) fn unreachable_without_search(
    puzzle: &TokenPuzzle,
    start: &TokenBoard,
    goal: &TokenBoard,
) -> Option<crate::locale::Text> {
    tokens_unsolvable(puzzle.rule, start, goal).or_else(|| puzzle.check_solvable(&start.cells).err())
}

/// IDA* on the pattern databases, read from the store or built there.
/// Past the work limit the answer is a bounded-suboptimal path with
/// `optimal: false` and its reason.
fn pattern_databases(start: &TokenBoard, goal: &TokenBoard, options: &SolveOptions) -> Result<Solved, SolveError> {
    // The same checks, and so the same words, as the generic searches; bad
    // boards are refused before any table is built.
    if let Some(reason) = tokens_unsolvable(TokenRule::Slide, start, goal) {
        return Ok(moves(Report {
            outcome: Outcome::Unsolvable(reason),
            stats: Stats::default(),
            algorithm: Algorithm::Idastar,
            nullity: None,
        }));
    }
    let (rows, cols) = (start.rows, start.cols);
    let blank_goal = goal.cells.iter().position(|&t| t == 0).unwrap_or(0);
    let mut table_options = options.tables;
    table_options.cancel = table_options.cancel.or(options.limits.cancel);
    let found = tables::load_or_build(rows, cols, blank_goal, &table_options)?;
    let patterns = PatternsUsed {
        partition: found.partition,
        from_store: found.from_store,
    };
    let heuristics = SlideHeuristics::Patterns(found.set);
    let outcome = slide::path_with_fallback(rows, cols, &start.cells, &goal.cells, &heuristics, options.limits)?;
    Ok(Solved::Moves {
        report: outcome.into_report(cols, &start.cells),
        patterns: Some(patterns),
    })
}

fn moves(report: Report) -> Solved {
    Solved::Moves { report, patterns: None }
}

/// A search's report: its moves, proven minimal, or why none reaches a goal.
fn searched(algorithm: Algorithm, found: Option<Vec<Move>>, stats: Stats) -> Report {
    let outcome = match found {
        Some(moves) => Outcome::Solved(Solution {
            moves,
            optimal: true,
            note: None,
        }),
        None => Outcome::Unsolvable(no_goal_reason(algorithm, &stats)),
    };
    Report {
        outcome,
        stats,
        algorithm,
        nullity: None,
    }
}

fn not_applicable(algorithm: Algorithm, why: impl Into<crate::locale::Text>) -> SolveError {
    SolveError::NotApplicable {
        algorithm,
        why: why.into(),
    }
}

/// Why a search that ran to its end found no goal, in words true of that search.
fn no_goal_reason(algorithm: Algorithm, stats: &Stats) -> crate::locale::Text {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::modular::ModularGoal;
    use crate::rules::Stencil;
    use crate::trace::NoTrace;

    /// A token board `steps` moves of `rule` away from `goal`, by a fixed walk.
    fn scrambled(rule: TokenRule, goal: &TokenBoard, steps: usize) -> TokenBoard {
        let mut board = goal.clone();
        let (rows, cols) = (goal.rows as isize, goal.cols as isize);
        let mut previous = usize::MAX;
        for step in 0..steps {
            let blank = board.cells.iter().position(|&t| t == 0).unwrap();
            let (r, c) = (blank as isize / cols, blank as isize % cols);
            let next: Vec<usize> = rule
                .offsets()
                .iter()
                .map(|&(dr, dc)| (r + dr, c + dc))
                .filter(|&(r, c)| r >= 0 && c >= 0 && r < rows && c < cols)
                .map(|(r, c)| (r * cols + c) as usize)
                .filter(|&cell| cell != previous)
                .collect();
            let to = next[step * 7 % next.len()];
            board.cells.swap(blank, to);
            previous = blank;
        }
        board
    }

    /// Replays `moves` (swaps with the blank) on a token board.
    fn replay_tokens(start: &TokenBoard, moves: &[Move]) -> TokenBoard {
        let mut board = start.clone();
        for mv in moves {
            let Move::Swap(a, b) = *mv else {
                panic!("token moves are swaps")
            };
            let (a, b) = (a.0 * board.cols + a.1, b.0 * board.cols + b.1);
            assert!(board.cells[a] == 0 || board.cells[b] == 0, "a move beside the blank");
            board.cells.swap(a, b);
        }
        board
    }

    /// The fewest moves (presses for K-state cells) of `solved`, after
    /// checking that its answer reaches the goal of `instance`.
    fn replayed(instance: Instance, solved: Solved) -> Option<u64> {
        match (instance, solved) {
            (Instance::Modular { puzzle, start }, Solved::PressCounts(report)) => {
                let answer = report.outcome.solution()?;
                assert!(puzzle.is_goal(&puzzle.apply_counts(start, &answer.counts)));
                Some(answer.total)
            }
            (Instance::Bits { puzzle, start }, solved) => {
                let report = solved.into_report().unwrap();
                let moves = &report.outcome.solution()?.moves;
                assert!(puzzle.is_goal(&puzzle.replay(start, moves).unwrap()));
                Some(moves.len() as u64)
            }
            (Instance::Tokens { start, goal, .. }, solved) => {
                let report = solved.into_report().unwrap();
                let moves = &report.outcome.solution()?.moves;
                assert_eq!(replay_tokens(start, moves).cells, goal.cells);
                Some(moves.len() as u64)
            }
            (instance, solved) => panic!("{instance:?} answered as {solved:?}"),
        }
    }

    #[test]
    fn every_algorithm_is_dispatched_and_every_answer_is_the_minimum() {
        let flip = Puzzle::flip_game(3, 3);
        let flip_start = Board::parse("110\n100\n000").unwrap();
        let swap = Puzzle::swap(Board::parse("101\n010\n101").unwrap());
        let swap_start = Board::parse("111\n110\n000").unwrap();
        let modular = ModularPuzzle::stencil(2, 3, 3, Stencil::Plus, false, ModularGoal::Fill(0));
        let modular_start = Grid::parse_digits("120\n012", 3).unwrap();
        let slide_goal = TokenBoard::sliding_goal(3, 3);
        let slide_start = scrambled(TokenRule::Slide, &slide_goal, 12);
        let knight_goal = TokenBoard {
            rows: 3,
            cols: 4,
            cells: vec![1, 1, 1, 1, 2, 0, 2, 2, 2, 2, 1, 1],
        };
        let knight_start = scrambled(TokenRule::Knight, &knight_goal, 6);
        let instances = [
            Instance::Bits {
                puzzle: &flip,
                start: &flip_start,
            },
            Instance::Bits {
                puzzle: &swap,
                start: &swap_start,
            },
            Instance::Modular {
                puzzle: &modular,
                start: &modular_start,
            },
            Instance::Tokens {
                rule: TokenRule::Slide,
                start: &slide_start,
                goal: &slide_goal,
            },
            Instance::Tokens {
                rule: TokenRule::Knight,
                start: &knight_start,
                goal: &knight_goal,
            },
        ];
        let options = SolveOptions::default();
        for instance in instances {
            let best = solve(instance, Algorithm::Auto, &options, &mut NoTrace).unwrap();
            let minimum = replayed(instance, best).expect("every instance here is solvable");
            for algorithm in Algorithm::ALL {
                match solve(instance, algorithm, &options, &mut NoTrace) {
                    Ok(solved) => {
                        if algorithm != Algorithm::Auto {
                            assert_eq!(solved.algorithm(), algorithm, "{instance:?}");
                        }
                        assert_eq!(replayed(instance, solved), Some(minimum), "{algorithm} on {instance:?}");
                    }
                    Err(SolveError::NotApplicable { .. }) => {}
                    Err(e) => panic!("{algorithm} on {instance:?}: {e}"),
                }
            }
        }
        // Each algorithm answers some model: none falls through the dispatcher.
        for algorithm in Algorithm::ALL {
            let answered = instances
                .iter()
                .filter(|&&instance| solve(instance, algorithm, &options, &mut NoTrace).is_ok())
                .count();
            assert!(answered > 0, "{algorithm} answers no model");
        }
        // The searches answer every model but the K-state one.
        for algorithm in searches() {
            let answered = instances
                .iter()
                .filter(|&&instance| solve(instance, algorithm, &options, &mut NoTrace).is_ok())
                .count();
            assert_eq!(answered, 4, "{algorithm}");
        }
    }

    #[test]
    fn the_observer_hears_the_search_the_answer_comes_from() {
        let puzzle = Puzzle::refrigerator(4, 4);
        let start = Board::parse("0100\n0000\n0000\n0100").unwrap();
        let instance = Instance::Bits {
            puzzle: &puzzle,
            start: &start,
        };
        for algorithm in searches() {
            let mut heard = crate::trace::Recorder {
                limit: usize::MAX,
                ..Default::default()
            };
            let solved = solve(instance, algorithm, &SolveOptions::default(), &mut heard).unwrap();
            let expanded = solved.stats().states_expanded as usize;
            let dequeued = heard
                .events
                .iter()
                .filter(|e| matches!(e, crate::trace::TraceEvent::Dequeue { .. }))
                .count();
            // Each state expanded is one event taken off the frontier
            // (IDA* expands without a queue: its steps are tries).
            assert!(!heard.events.is_empty(), "{algorithm}: nothing heard");
            if algorithm != Algorithm::Idastar {
                assert_eq!(dequeued, expanded, "{algorithm}");
            }
            assert_eq!(replayed(instance, solved), Some(6), "{algorithm}");
        }
    }

    #[test]
    fn a_board_of_another_size_is_refused_before_any_solver_runs() {
        let puzzle = Puzzle::flip_game(3, 3);
        let start = Board::zeros(2, 2);
        for algorithm in Algorithm::ALL {
            let refused = solve(
                Instance::Bits {
                    puzzle: &puzzle,
                    start: &start,
                },
                algorithm,
                &SolveOptions::default(),
                &mut NoTrace,
            );
            assert!(matches!(refused, Err(SolveError::SizeMismatch { .. })), "{algorithm}");
        }
    }
}
