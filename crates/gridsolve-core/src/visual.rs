//! What the visualizer shows: a request (puzzle kind, boards, algorithm)
//! turned into the recorded trace of the real search, ready to serialise.
//!
//! The page plays the trace back; it never searches by itself. Everything
//! here is pure (no I/O): the same code runs behind `gridsolve serve`'s JSON
//! API and inside the page as WebAssembly (`crates/gridsolve-wasm`), so both
//! give the same answers and the same refusals. Sizes are bounded three
//! times: boards have at most [`MAX_CELLS`] cells, a search stores at most
//! [`SEARCH_WORK`] states (or tries that many press sets), and a trace keeps
//! at most [`MAX_EVENTS`] events, saying so when the search went on unseen.
//!
//! ```
//! use gridsolve_core::visual::{visualize, PuzzleKind, Request};
//! let request = Request {
//!     puzzle: PuzzleKind::Flip,
//!     start: vec!["1001".into(), "1101".into(), "1001".into(), "1000".into()],
//!     target: None,
//!     algorithm: "bfs".into(),
//!     limit: None,
//! };
//! let visual = visualize(&request).unwrap();
//! assert_eq!(visual.answer, Some(4));
//! assert!(visual.events.len() > 100);
//! ```

pub mod api;
pub mod enumerate;
pub mod plan;
pub mod slide;

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::board::{small_bit, Board};
use crate::limits::SearchLimits;
use crate::puzzle::{Inputs, PuzzleWords};
use crate::rules::{Move, Puzzle};
use crate::small::SmallPuzzle;
use crate::solution::{Algorithm, Outcome, SolveError, Stats};
use crate::solvers::{self, Instance, SolveOptions, Solved};
use crate::trace::{NoTrace, Observer, TraceEvent};

/// Largest board the visualizer accepts (6x6). Searches on boards past 5x5
/// usually need more than [`SEARCH_WORK`] states and are refused with a
/// message saying so; the ones that stay small (few moves) are shown.
pub const MAX_CELLS: usize = 36;

/// Most states a visualised search may store or expand (most press sets the
/// enumeration may try): under a second of work and about 200 MB at worst,
/// in the server and in the browser alike.
pub const SEARCH_WORK: u64 = 10_000_000;

/// The algorithms whose work the page animates, in the order it lists them:
/// the CLI's searches, then the write-ups' enumeration of press sets. The
/// other CLI names (`auto`, `linear`, `matching`) are accepted too and
/// answer without a trace.
pub const TRACED: [&str; 6] = ["bfs", "bibfs", "astar", "idastar", "table", "enumerate"];

/// Events a trace keeps unless the request asks for fewer.
pub const DEFAULT_EVENTS: usize = 30_000;

/// Most events a trace may keep, whatever the request asks: about 7 MB of
/// JSON at most (measured: 7,014,092 bytes for the 8-puzzle board
/// 867/254/301 with `table`, 6,903,689 with `bfs`; about 70 bytes an event).
pub const MAX_EVENTS: usize = 100_000;

/// The puzzles of the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PuzzleKind {
    /// POJ 1753: press flips the plus around a cell; goal all 0 or all 1.
    Flip,
    /// POJ 2965: press flips the cell's row and column; goal all 0.
    Toggle,
    /// P1225: swap edge-adjacent cells; goal the target board.
    Swap,
    /// The 8-puzzle (P1379, HDU 1043) and sliding boards up to 12 cells:
    /// rows of tile numbers, 0 the blank; goal the target, by default 1, 2,
    /// ... with the blank last. See [`slide`].
    Slide,
    /// P2324 (骑士精神): knights `1` and `0` jump by knight moves into the one
    /// blank `*`; rows of those characters, up to 5x5; goal the target, by
    /// default P2324's `11111/01111/00*11/00001/00000`. See [`slide`].
    Knight,
}

/// What the page asks for. Boards are rows of `0`/`1`.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Request {
    pub puzzle: PuzzleKind,
    pub start: Vec<String>,
    /// The target board; swap puzzles only.
    #[serde(default)]
    pub target: Option<Vec<String>>,
    /// One of [`TRACED`] (recorded event by event), or `auto`, `linear`,
    /// `matching` (answer and counters only).
    #[serde(default = "default_algorithm")]
    pub algorithm: String,
    /// Most events to keep; [`DEFAULT_EVENTS`] when absent, capped at [`MAX_EVENTS`].
    #[serde(default)]
    pub limit: Option<usize>,
}

fn default_algorithm() -> String {
    "bfs".into()
}

/// One move of the puzzle, described for drawing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveView {
    /// `press` or `swap`.
    pub kind: &'static str,
    /// The pressed cell, or the two swapped cells; 0-based `[row, col]`.
    pub at: Vec<[usize; 2]>,
    /// Every cell the move may change (the stencil, or both swapped cells).
    pub cells: Vec<[usize; 2]>,
    /// The move as the judges write it, 1-based: `[r, c]` or `[r1, c1, r2, c2]`.
    pub one_based: Vec<usize>,
}

/// The answer to a [`Request`]: the puzzle, the trace and the result.
#[derive(Clone, Debug, Serialize)]
pub struct Visual {
    pub puzzle: PuzzleKind,
    pub rows: usize,
    pub cols: usize,
    /// The algorithm's name, as in the request.
    pub algorithm: &'static str,
    /// The start's state number ([`Board::to_small`]).
    pub start: u64,
    /// The goal states' numbers.
    pub goals: Vec<u64>,
    /// Every move, indexed as in the trace's `mv` fields.
    pub moves: Vec<MoveView>,
    /// The search's own events, in order (empty for algorithms without a trace).
    pub events: Vec<VisualEvent>,
    /// Whether events past the limit were dropped (the goal event is always kept).
    pub truncated: bool,
    /// The minimum number of moves, or `None` if no goal can be reached.
    pub answer: Option<usize>,
    /// A shortest solution as move indices.
    pub path: Vec<usize>,
    /// The states along `path`, from the start to the goal.
    pub path_states: Vec<u64>,
    pub stats: Stats,
    /// Why there is no solution, when there is none.
    pub unsolvable: Option<String>,
}

/// One algorithm's result in compare mode.
#[derive(Clone, Debug, Serialize)]
pub struct CompareRow {
    /// The algorithm's name: a solver's ([`Algorithm::name`]) or `enumerate`.
    pub algorithm: &'static str,
    /// Moves of its solution (`None`: unsolvable or the algorithm failed).
    pub answer: Option<usize>,
    /// Whether the algorithm proved its answer minimal.
    pub optimal: bool,
    pub stats: Stats,
    /// Why the algorithm gave no answer (not applicable, not built, too large).
    pub error: Option<String>,
}

/// Why a request cannot be visualised.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VisualError {
    /// A board that is not rows of equal length of `0`/`1`.
    BadBoard { which: &'static str, why: String },
    /// More cells than [`MAX_CELLS`].
    TooLarge { cells: usize },
    /// Start and target differ in size.
    SizeMismatch {
        start: (usize, usize),
        target: (usize, usize),
    },
    /// A swap puzzle without a target, or a toggle puzzle with one.
    Target(&'static str),
    /// An algorithm name that does not exist.
    UnknownAlgorithm(String),
    /// The chosen algorithm could not answer.
    Solve(SolveError),
    /// The enumeration of press sets asked for a swap puzzle.
    EnumerateSwaps,
    /// The enumeration would try more than `limit` press sets.
    TooManySubsets { limit: u64 },
    /// The caller raised the cancel flag.
    Stopped,
    /// The core's puzzle words refused the request.
    Puzzle(crate::puzzle::PuzzleError),
}

/// One event of a visualised run: a search's own event, or a step of the
/// enumeration of press sets. Serialised flat, each with its `kind`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum VisualEvent {
    Search(TraceEvent),
    Enumerate(enumerate::EnumEvent),
}

/// Records events up to a limit, always keeping the meeting and goal events, so a trace
/// of a large search stays bounded and still ends in its answer.
#[derive(Debug, Default)]
pub struct EventLog {
    pub events: Vec<VisualEvent>,
    pub limit: usize,
    /// Set when events past the limit were dropped.
    pub truncated: bool,
}

impl EventLog {
    /// A log that keeps at most `limit` events (and the meeting and goal).
    pub fn with_limit(limit: usize) -> EventLog {
        EventLog {
            events: Vec::new(),
            limit,
            truncated: false,
        }
    }

    /// Keeps `event` if there is room, or if it is the meeting or the goal.
    pub fn push(&mut self, event: VisualEvent) {
        if self.events.len() < self.limit
            || matches!(
                event,
                VisualEvent::Search(TraceEvent::Goal { .. } | TraceEvent::Meet { .. })
            )
        {
            self.events.push(event);
        } else {
            self.truncated = true;
        }
    }
}

impl Observer for EventLog {
    fn on(&mut self, event: TraceEvent) {
        self.push(VisualEvent::Search(event));
    }
}

impl fmt::Display for VisualError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VisualError::BadBoard { which, why } => {
                write!(f, "the {which} board is not valid: {why}")
            }
            VisualError::TooLarge { cells } => {
                write!(
                    f,
                    "the board has {cells} cells; the visualizer shows boards of at most {MAX_CELLS}"
                )
            }
            VisualError::SizeMismatch { start, target } => write!(
                f,
                "the start board is {}x{} but the target is {}x{}",
                start.0, start.1, target.0, target.1
            ),
            VisualError::Target(why) => f.write_str(why),
            VisualError::UnknownAlgorithm(name) => {
                let names: Vec<&str> = TRACED
                    .into_iter()
                    .chain(Algorithm::ALL.iter().map(|a| a.name()).filter(|n| !TRACED.contains(n)))
                    .collect();
                write!(f, "unknown algorithm '{name}': expected one of {}", names.join(", "))
            }
            VisualError::Solve(SolveError::OverBudget { limit, .. }) => write!(
                f,
                "this search needs more than {limit} states, the visualizer's limit per search; \
                 try a smaller board or another algorithm"
            ),
            // The page's words, not the command line's (no `--algorithm`).
            VisualError::Solve(SolveError::NotApplicable { algorithm, why }) => {
                write!(f, "{algorithm} does not apply to this board: {why}")
            }
            VisualError::Solve(SolveError::TooLarge { algorithm, why }) => {
                write!(f, "{algorithm} cannot handle this board: {why}")
            }
            VisualError::Solve(SolveError::Cancelled { .. }) => {
                f.write_str("the search was stopped before it finished")
            }
            VisualError::Solve(e) => write!(f, "{e}"),
            VisualError::EnumerateSwaps => f.write_str(
                "enumerating press sets needs moves that commute and undo themselves; \
                 swaps and slides do neither, so pick a search",
            ),
            VisualError::TooManySubsets { limit } => write!(
                f,
                "this enumeration needs more than {limit} press sets, the visualizer's limit per search; \
                 try a smaller board or another algorithm"
            ),
            VisualError::Stopped => f.write_str("the search was stopped before it finished"),
            VisualError::Puzzle(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for VisualError {}

/// Reads a board given as rows of `0`/`1`.
fn parse_rows(which: &'static str, rows: &[String]) -> Result<Board, VisualError> {
    let board = Board::parse(&rows.join("\n")).map_err(|e| VisualError::BadBoard {
        which,
        why: e.to_string(),
    })?;
    if board.cells() > MAX_CELLS {
        return Err(VisualError::TooLarge { cells: board.cells() });
    }
    Ok(board)
}

impl PuzzleKind {
    /// The page's puzzle in the words of the command line: the core's one
    /// description of a puzzle ([`crate::puzzle`]) decides what it is.
    pub fn words(self) -> PuzzleWords<'static> {
        match self {
            PuzzleKind::Flip => PuzzleWords {
                goal: Some("uniform"),
                ..PuzzleWords::new("plus")
            },
            PuzzleKind::Toggle => PuzzleWords::new("cross"),
            PuzzleKind::Swap => PuzzleWords {
                target: Some("target"),
                ..PuzzleWords::new("swap")
            },
            PuzzleKind::Slide => PuzzleWords::new("slide"),
            PuzzleKind::Knight => PuzzleWords::new("knight"),
        }
    }
}

impl From<crate::puzzle::PuzzleError> for VisualError {
    fn from(e: crate::puzzle::PuzzleError) -> VisualError {
        VisualError::Puzzle(e)
    }
}

/// The page's boards, read with the page's limits and words, handed to the
/// core's [`PuzzleWords::load`].
struct PageBoards {
    start: Board,
    target: Option<Board>,
}

impl Inputs for PageBoards {
    type Error = VisualError;
    fn board(&mut self, name: &str) -> Result<(Board, (char, char)), VisualError> {
        let board = match name {
            "target" => self.target.clone(),
            _ => Some(self.start.clone()),
        };
        board
            .map(|b| (b, ('0', '1')))
            .ok_or(VisualError::Target("the swap puzzle needs a target board"))
    }
    fn text(&mut self, _: &str) -> Result<String, VisualError> {
        Err(VisualError::Target("the page's two-state puzzles read no files"))
    }
    fn exists(&self, name: &str) -> bool {
        name == "target" && self.target.is_some()
    }
}

/// The puzzle and start board a request describes.
pub fn puzzle_of(request: &Request) -> Result<(Puzzle, Board), VisualError> {
    let start = parse_rows("start", &request.start)?;
    let (rows, cols) = (start.rows(), start.cols());
    let target = match (request.puzzle, &request.target) {
        (PuzzleKind::Flip | PuzzleKind::Toggle, None) => None,
        (PuzzleKind::Swap, Some(target)) => {
            let target = parse_rows("target", target)?;
            if (target.rows(), target.cols()) != (rows, cols) {
                return Err(VisualError::SizeMismatch {
                    start: (rows, cols),
                    target: (target.rows(), target.cols()),
                });
            }
            Some(target)
        }
        (PuzzleKind::Swap, None) => return Err(VisualError::Target("the swap puzzle needs a target board")),
        (PuzzleKind::Slide | PuzzleKind::Knight, _) => {
            return Err(VisualError::Target(
                "sliding and knight boards hold tokens, not 0/1 cells (see visual::slide)",
            ))
        }
        (_, Some(_)) => {
            return Err(VisualError::Target(
                "only the swap and slide puzzles take a target board",
            ))
        }
    };
    let loaded = request
        .puzzle
        .words()
        .load(Some("start"), &mut PageBoards { start, target })?;
    Ok(loaded
        .into_bits()
        .expect("the page's flip, toggle and swap puzzles are two-state boards"))
}

/// The algorithm a request names: its static name, and the solver behind it
/// (`None` for the enumeration, which is not one of the CLI's solvers).
fn algorithm_named(name: &str) -> Result<(&'static str, Option<Algorithm>), VisualError> {
    if name == "enumerate" {
        return Ok(("enumerate", None));
    }
    Algorithm::ALL
        .into_iter()
        .find(|a| a.name() == name)
        .map(|a| (a.name(), Some(a)))
        .ok_or_else(|| VisualError::UnknownAlgorithm(name.chars().take(40).collect()))
}

/// Why a swap puzzle has no solution before any search: swaps keep the count of 1s.
fn count_mismatch(puzzle: &Puzzle, start: &Board) -> Option<String> {
    let target = puzzle.goal_boards().into_iter().next()?;
    let (have, want) = (start.count_ones(), target.count_ones());
    (matches!(puzzle.rule, crate::MoveRule::Swap) && have != want)
        .then(|| format!("the start has {have} ones but the target has {want}: swaps never change that count"))
}

fn move_view(puzzle: &Puzzle, small: &SmallPuzzle, i: usize) -> MoveView {
    let mv = small.moves[i];
    let n = small.cells();
    let cells = (0..n)
        .filter(|&k| small.mask(i) & small_bit(n, k) != 0)
        .map(|k| [k / small.cols, k % small.cols])
        .collect();
    let (kind, at) = match mv {
        Move::Press((r, c)) => ("press", vec![[r, c]]),
        Move::Swap(a, b) => ("swap", vec![[a.0, a.1], [b.0, b.1]]),
    };
    debug_assert!(puzzle.validate(&mv).is_ok());
    MoveView {
        kind,
        at,
        cells,
        one_based: mv.one_based(),
    }
}

/// Runs the search a request asks for and returns what the page plays,
/// within [`SEARCH_WORK`].
///
/// The traced algorithms ([`TRACED`]) record their events up to the limit;
/// the others go through [`solvers::solve`] and return their answer and
/// counters with an empty trace.
pub fn visualize(request: &Request) -> Result<Visual, VisualError> {
    visualize_limited(request, SearchLimits::states(SEARCH_WORK))
}

/// An upper bound on the states any search of `request` can touch, from the
/// board's shape alone, before anything is parsed or searched: `2^cells` for
/// flip, toggle and swap boards, `n!/2` for sliding boards, `n * 2^(n-1)`
/// for knight boards (the blank's cell times the colours of the rest).
/// `None` when the bound passes `u64`. A server sends requests with a small
/// bound down a fast lane of their own, so that they never wait behind
/// large searches.
///
/// ```
/// use gridsolve_core::visual::{work_bound, PuzzleKind, Request};
/// let request = |puzzle, rows: &[&str]| Request {
///     puzzle,
///     start: rows.iter().map(|r| r.to_string()).collect(),
///     target: None,
///     algorithm: "bfs".into(),
///     limit: None,
/// };
/// assert_eq!(work_bound(&request(PuzzleKind::Flip, &["bwwb", "bbwb", "bwwb", "bwww"])), Some(65_536));
/// assert_eq!(work_bound(&request(PuzzleKind::Slide, &["8 6 7", "2 5 4", "3 0 1"])), Some(181_440));
/// assert_eq!(work_bound(&request(PuzzleKind::Flip, &["0".repeat(70).as_str()])), None);
/// ```
pub fn work_bound(request: &Request) -> Option<u64> {
    let cells: usize = match request.puzzle {
        PuzzleKind::Slide => request.start.iter().map(|r| r.split_whitespace().count()).sum(),
        _ => request
            .start
            .iter()
            .map(|r| r.chars().filter(|c| !c.is_whitespace()).count())
            .sum(),
    };
    let cells = u32::try_from(cells).ok()?;
    match request.puzzle {
        PuzzleKind::Slide => (3..=u64::from(cells)).try_fold(1u64, |acc, k| acc.checked_mul(k)),
        PuzzleKind::Knight => 1u64
            .checked_shl(cells.saturating_sub(1))
            .filter(|_| cells <= 64)
            .and_then(|p| p.checked_mul(u64::from(cells))),
        _ => 1u64.checked_shl(cells).filter(|_| cells < 64),
    }
}

/// [`visualize`] with the search held to `limits` (a server sets a small
/// budget and a cancel flag it raises when time is up or the client left).
pub fn visualize_limited(request: &Request, limits: SearchLimits) -> Result<Visual, VisualError> {
    let (name, algorithm) = algorithm_named(&request.algorithm)?;
    if matches!(request.puzzle, PuzzleKind::Slide | PuzzleKind::Knight) {
        return slide::visualize(request, name, algorithm, limits);
    }
    let (puzzle, start) = puzzle_of(request)?;
    let small = SmallPuzzle::new(&puzzle).ok_or(VisualError::TooLarge { cells: puzzle.cells() })?;
    let start_state = start.to_small().ok_or(VisualError::TooLarge { cells: start.cells() })?;
    let moves = (0..small.move_count()).map(|i| move_view(&puzzle, &small, i)).collect();
    let limit = request.limit.unwrap_or(DEFAULT_EVENTS).min(MAX_EVENTS);
    let mut visual = Visual {
        puzzle: request.puzzle,
        rows: puzzle.rows,
        cols: puzzle.cols,
        algorithm: name,
        start: start_state,
        goals: small.goals.clone(),
        moves,
        events: Vec::new(),
        truncated: false,
        answer: None,
        path: Vec::new(),
        path_states: vec![start_state],
        stats: Stats::default(),
        unsolvable: None,
    };
    if let Some(reason) = count_mismatch(&puzzle, &start) {
        visual.unsolvable = Some(reason);
        return Ok(visual);
    }
    let mut log = EventLog::with_limit(limit);
    let path = match algorithm {
        None => {
            let found = enumerate::search(&small, start_state, &mut log, limits)?;
            visual.stats = found.stats;
            if found.presses.is_none() {
                visual.unsolvable = Some(format!(
                    "all {} sets of presses were tried and none reaches a goal",
                    visual.stats.states_expanded
                ));
            }
            found.presses
        }
        // The dispatcher runs the search and tells `log` its steps: the
        // page plays the search every front door runs.
        Some(algorithm) => {
            let instance = Instance::Bits {
                puzzle: &puzzle,
                start: &start,
            };
            let options = SolveOptions {
                limits,
                ..SolveOptions::default()
            };
            let report = solvers::solve(instance, algorithm, &options, &mut log)
                .map_err(solve_error)?
                .into_report()
                .expect("the page's two-state boards are answered with moves");
            visual.stats = report.stats;
            match report.outcome {
                Outcome::Solved(solution) => Some(
                    solution
                        .moves
                        .iter()
                        .map(|mv| {
                            small
                                .moves
                                .iter()
                                .position(|m| m == mv)
                                .expect("a solver returned a move of its puzzle")
                        })
                        .collect(),
                ),
                Outcome::Unsolvable(reason) => {
                    visual.unsolvable = Some(reason.to_string());
                    None
                }
            }
        }
    };
    visual.events = log.events;
    visual.truncated = log.truncated;
    if let Some(path) = path {
        let mut state = start_state;
        for &mv in &path {
            state = small.apply(state, mv);
            visual.path_states.push(state);
        }
        visual.answer = Some(path.len());
        visual.path = path;
    }
    Ok(visual)
}

/// A solver's error as the visualizer reports it (a raised cancel flag is [`VisualError::Stopped`]).
fn solve_error(e: SolveError) -> VisualError {
    match e {
        SolveError::Cancelled { .. } => VisualError::Stopped,
        e => VisualError::Solve(e),
    }
}

/// Runs every algorithm that applies to the puzzle's kind on the request's
/// board, for compare mode (linear algebra only for toggles, matching only
/// for swaps). An algorithm that cannot answer, for example a table on a
/// board too large for it, gets a row with its error.
pub fn compare(request: &Request) -> Result<Vec<CompareRow>, VisualError> {
    compare_limited(request, SearchLimits::states(SEARCH_WORK))
}

/// [`compare`] with each search held to `limits`. A search over the work
/// limit gets a row with that error; a raised cancel flag stops the whole
/// comparison, since every later search would be stopped too.
pub fn compare_limited(request: &Request, limits: SearchLimits) -> Result<Vec<CompareRow>, VisualError> {
    if matches!(request.puzzle, PuzzleKind::Slide | PuzzleKind::Knight) {
        return slide::compare(request, limits);
    }
    let (puzzle, start) = puzzle_of(request)?;
    let mismatch = count_mismatch(&puzzle, &start);
    let not_for_this_kind = match puzzle.rule {
        crate::rules::MoveRule::Swap => Algorithm::Linear,
        crate::rules::MoveRule::Toggle { .. } => Algorithm::Matching,
    };
    Algorithm::ALL
        .into_iter()
        .filter(|&a| a != Algorithm::Auto && a != not_for_this_kind)
        .map(|algorithm| {
            let mut row = CompareRow {
                algorithm: algorithm.name(),
                answer: None,
                optimal: false,
                stats: Stats::default(),
                error: None,
            };
            if let Some(reason) = &mismatch {
                row.error = Some(reason.clone());
                return Ok(row);
            }
            let instance = Instance::Bits {
                puzzle: &puzzle,
                start: &start,
            };
            let options = SolveOptions {
                limits,
                ..SolveOptions::default()
            };
            fill_row(&mut row, solvers::solve(instance, algorithm, &options, &mut NoTrace))?;
            Ok(row)
        })
        .chain(
            (puzzle.rule != crate::rules::MoveRule::Swap && mismatch.is_none())
                .then(|| enumerate_row(&puzzle, &start, limits)),
        )
        .collect()
}

/// The enumeration of press sets as a compare row: the page's sixth way to
/// solve a toggle board (the write-ups' trial of sets in order of size).
fn enumerate_row(puzzle: &Puzzle, start: &Board, limits: SearchLimits) -> Result<CompareRow, VisualError> {
    let mut row = CompareRow {
        algorithm: "enumerate",
        answer: None,
        optimal: false,
        stats: Stats::default(),
        error: None,
    };
    let too_large = VisualError::TooLarge { cells: puzzle.cells() };
    let (Some(small), Some(start)) = (SmallPuzzle::new(puzzle), start.to_small()) else {
        row.error = Some(too_large.to_string());
        return Ok(row);
    };
    // Only its counters are shown: no event is kept.
    let mut log = EventLog::with_limit(0);
    match enumerate::search(&small, start, &mut log, limits) {
        Ok(found) => {
            row.answer = found.presses.map(|presses| presses.len());
            row.optimal = true;
            row.stats = found.stats;
        }
        Err(VisualError::Stopped) => return Err(VisualError::Stopped),
        Err(e) => row.error = Some(e.to_string()),
    }
    Ok(row)
}

/// A compare row from one solver's result: its answer and counters, or
/// its error (a raised cancel flag stops the whole comparison).
fn fill_row(row: &mut CompareRow, result: Result<Solved, SolveError>) -> Result<(), VisualError> {
    match result.map(|solved| solved.into_report().expect("the page's boards are answered with moves")) {
        Ok(report) => {
            if let Outcome::Solved(s) = &report.outcome {
                row.answer = Some(s.moves.len());
                row.optimal = s.optimal;
            } else {
                row.optimal = true;
            }
            row.stats = report.stats;
        }
        Err(SolveError::Cancelled { .. }) => return Err(VisualError::Stopped),
        Err(e) => row.error = Some(solve_error(e).to_string()),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solvers::search::bfs;
    use crate::trace::{NoTrace, Side};

    fn rows(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    fn request(puzzle: PuzzleKind, start: &str, target: Option<&str>) -> Request {
        Request {
            puzzle,
            start: rows(start),
            target: target.map(rows),
            algorithm: "bfs".into(),
            limit: None,
        }
    }

    /// Replays a trace the way the page does, checking it is a faithful BFS.
    fn check_trace(v: &Visual, small: &SmallPuzzle) {
        let mut queue = std::collections::VecDeque::from([v.start]);
        let mut seen = std::collections::HashSet::from([v.start]);
        let mut current = None;
        for event in &v.events {
            let VisualEvent::Search(event) = event else {
                panic!("a search trace holds search events only: {event:?}")
            };
            match *event {
                TraceEvent::Dequeue { state, .. } => {
                    assert_eq!(queue.pop_front(), Some(state));
                    current = Some(state);
                }
                TraceEvent::Try { state, mv, next } => {
                    assert_eq!(Some(state), current);
                    assert_eq!(small.apply(state, mv), next);
                }
                TraceEvent::Discover { state, parent, .. } => {
                    assert_eq!(Some(parent), current);
                    assert!(seen.insert(state), "discovered twice: {state}");
                    queue.push_back(state);
                }
                TraceEvent::Duplicate { state, .. } => assert!(seen.contains(&state)),
                TraceEvent::Goal { state, depth, .. } => {
                    assert!(small.is_goal(state));
                    assert_eq!(Some(depth as usize), v.answer);
                }
                ref other => panic!("a breadth-first search emits no {other:?}"),
            }
        }
    }

    #[test]
    fn judge_samples_give_the_judge_answers() {
        let flip = visualize(&request(PuzzleKind::Flip, "1001 1101 1001 1000", None)).unwrap();
        assert_eq!(flip.answer, Some(4));
        let fridge = visualize(&request(PuzzleKind::Toggle, "0100 0000 0000 0100", None)).unwrap();
        assert_eq!(fridge.answer, Some(6));
        assert!(
            fridge.truncated,
            "the refrigerator sample needs more than the default events"
        );
        assert!(matches!(
            fridge.events.last(),
            Some(VisualEvent::Search(TraceEvent::Goal { depth: 6, .. }))
        ));
        let swap = visualize(&request(
            PuzzleKind::Swap,
            "1111 0000 1110 0010",
            Some("1010 0101 1010 0101"),
        ))
        .unwrap();
        assert_eq!(swap.answer, Some(4));
        assert_eq!(swap.start, 61666);
    }

    #[test]
    fn path_states_replay_the_moves_and_end_at_a_goal() {
        for (kind, start, target) in [
            (PuzzleKind::Flip, "1001 1101 1001 1000", None),
            (PuzzleKind::Toggle, "0100 0000 0000 0100", None),
            (PuzzleKind::Swap, "1111 0000 1110 0010", Some("1010 0101 1010 0101")),
        ] {
            let req = request(kind, start, target);
            let v = visualize(&req).unwrap();
            let (puzzle, board) = puzzle_of(&req).unwrap();
            let moves: Vec<Move> = v.path.iter().map(|&i| puzzle.all_moves()[i]).collect();
            let end = puzzle.replay(&board, &moves).unwrap();
            assert!(puzzle.is_goal(&end));
            assert_eq!(v.path_states.len(), v.path.len() + 1);
            assert_eq!(v.path_states.last().copied(), end.to_small());
            let small = SmallPuzzle::new(&puzzle).unwrap();
            check_trace(&v, &small);
        }
    }

    #[test]
    fn answers_agree_with_plain_bfs_on_every_3x3_flip_and_toggle_board() {
        for kind in [PuzzleKind::Flip, PuzzleKind::Toggle] {
            let puzzle = if kind == PuzzleKind::Flip {
                Puzzle::flip_game(3, 3)
            } else {
                Puzzle::refrigerator(3, 3)
            };
            let small = SmallPuzzle::new(&puzzle).unwrap();
            for state in 0..512u64 {
                let text = Board::from_small(3, 3, state).to_text();
                let v = visualize(&request(kind, &text, None)).unwrap();
                let expected = bfs::shortest_path(&small, state, &mut NoTrace, SearchLimits::default())
                    .unwrap()
                    .0
                    .map(|p| p.len());
                assert_eq!(v.answer, expected, "{kind:?} {state}");
                assert_eq!(v.unsolvable.is_some(), expected.is_none());
                check_trace(&v, &small);
            }
        }
    }

    #[test]
    fn move_views_match_the_puzzle() {
        let v = visualize(&request(PuzzleKind::Flip, "000 000 000", None)).unwrap();
        assert_eq!(v.moves.len(), 9);
        assert_eq!(v.moves[0].cells, vec![[0, 0], [0, 1], [1, 0]]);
        assert_eq!(v.moves[4].cells.len(), 5);
        assert_eq!(v.answer, Some(0));
        let s = visualize(&request(PuzzleKind::Swap, "10 01", Some("01 10"))).unwrap();
        assert_eq!(s.moves[0].kind, "swap");
        assert_eq!(s.moves[0].at, vec![[0, 0], [0, 1]]);
        assert_eq!(s.moves[0].one_based, vec![1, 1, 1, 2]);
        assert_eq!(s.answer, Some(2));
    }

    #[test]
    fn limits_are_kept_and_reported() {
        let mut req = request(PuzzleKind::Toggle, "0100 0000 0000 0100", None);
        req.limit = Some(50);
        let v = visualize(&req).unwrap();
        assert!(v.truncated);
        assert_eq!(v.events.len(), 51, "50 events and the goal");
        req.limit = Some(usize::MAX);
        assert!(visualize(&req).unwrap().events.len() <= MAX_EVENTS + 1);
    }

    #[test]
    fn bad_requests_are_explained() {
        let err = |r: Request| visualize(&r).unwrap_err().to_string();
        assert!(err(request(PuzzleKind::Flip, "01x 000", None)).contains("start board is not valid"));
        let seven_by_six = "000000 ".repeat(7);
        assert!(err(request(PuzzleKind::Flip, &seven_by_six, None)).contains("at most 36"));
        assert!(err(request(PuzzleKind::Swap, "01 10", None)).contains("needs a target"));
        assert!(err(request(PuzzleKind::Flip, "01 10", Some("01 10"))).contains("only the swap and slide"));
        assert!(err(request(PuzzleKind::Swap, "01 10", Some("010 100"))).contains("target is 2x3"));
        let mut r = request(PuzzleKind::Flip, "01 10", None);
        r.algorithm = "magic".into();
        assert!(err(r.clone()).contains("unknown algorithm 'magic'"));
        assert!(err(r).contains("bfs, bibfs, astar, idastar, table, enumerate, auto, linear, matching"));
        let v = visualize(&request(PuzzleKind::Swap, "11 10", Some("01 10"))).unwrap();
        assert_eq!(v.answer, None);
        assert!(v.unsolvable.unwrap().contains("3 ones but the target has 2"));
    }

    #[test]
    fn linear_and_auto_answer_without_a_trace_and_compare_lists_every_algorithm() {
        let mut req = request(PuzzleKind::Flip, "1001 1101 1001 1000", None);
        req.algorithm = "linear".into();
        let v = visualize(&req).unwrap();
        assert_eq!(v.answer, Some(4));
        assert!(v.events.is_empty());
        let rows = compare(&req).unwrap();
        for row in &rows {
            assert_eq!(row.answer, Some(4), "{row:?}");
        }
        assert!(
            rows.iter().all(|r| r.algorithm != "matching"),
            "matching does not solve toggles"
        );
        let names: Vec<&str> = rows.iter().map(|r| r.algorithm).collect();
        assert_eq!(
            names,
            ["linear", "bfs", "bibfs", "astar", "idastar", "table", "enumerate"]
        );
    }

    /// What a trace of `algorithm` must show: its own kinds of events, a
    /// path that replays to a goal, and the answer BFS gives.
    fn check_search_trace(v: &Visual, small: &SmallPuzzle, algorithm: &str) {
        let events: Vec<&TraceEvent> = v
            .events
            .iter()
            .map(|e| match e {
                VisualEvent::Search(e) => e,
                other => panic!("{algorithm}: not a search event: {other:?}"),
            })
            .collect();
        let mut state = v.start;
        for &mv in &v.path {
            state = small.apply(state, mv);
        }
        assert!(small.is_goal(state), "{algorithm}: the path ends off the goal");
        for event in &events {
            if let TraceEvent::Try { state, mv, next } = **event {
                assert_eq!(small.apply(state, mv), next, "{algorithm}: a try that is not the move");
            }
        }
        let any = |pred: &dyn Fn(&TraceEvent) -> bool| events.iter().any(|e| pred(e));
        let answer = v.answer.unwrap();
        match algorithm {
            "bibfs" if answer > 1 => {
                assert!(any(&|e| matches!(
                    e,
                    TraceEvent::Dequeue {
                        side: Side::Backward,
                        ..
                    }
                )));
                assert!(any(
                    &|e| matches!(e, TraceEvent::Meet { depth, .. } if *depth as usize == answer)
                ));
            }
            "astar" => {
                assert!(any(&|e| matches!(e, TraceEvent::Estimate { .. })));
                for e in &events {
                    if let TraceEvent::Estimate { state, h, .. } = **e {
                        let truth = bfs::shortest_path(small, state, &mut NoTrace, SearchLimits::default())
                            .unwrap()
                            .0
                            .map(|p| p.len() as u32);
                        assert!(truth.is_none_or(|d| h <= d), "{algorithm}: h = {h} overestimates");
                    }
                }
            }
            "idastar" => {
                let bounds: Vec<u32> = events
                    .iter()
                    .filter_map(|e| match e {
                        TraceEvent::Bound { bound } => Some(*bound),
                        _ => None,
                    })
                    .collect();
                assert!(
                    !bounds.is_empty() && bounds.windows(2).all(|w| w[0] < w[1]),
                    "{bounds:?}"
                );
                assert_eq!(*bounds.last().unwrap() as usize, answer);
            }
            "table" => {
                assert!(events.iter().all(|e| !matches!(
                    e,
                    TraceEvent::Dequeue {
                        side: Side::Forward,
                        ..
                    }
                )));
                assert!(any(&|e| matches!(
                    e,
                    TraceEvent::Dequeue {
                        side: Side::Backward,
                        ..
                    }
                )));
            }
            _ => {}
        }
    }

    #[test]
    fn every_search_is_traced_and_answers_like_bfs() {
        for (kind, start, target) in [
            (PuzzleKind::Flip, "1001 1101 1001 1000", None),
            (PuzzleKind::Toggle, "0100 0000 0000 0100", None),
            (PuzzleKind::Swap, "1111 0000 1110 0010", Some("1010 0101 1010 0101")),
            (PuzzleKind::Flip, "110 100 000", None),
        ] {
            let mut req = request(kind, start, target);
            let by_bfs = visualize(&req).unwrap();
            let (puzzle, _) = puzzle_of(&req).unwrap();
            let small = SmallPuzzle::new(&puzzle).unwrap();
            for algorithm in ["bibfs", "astar", "idastar", "table"] {
                req.algorithm = algorithm.into();
                let v = visualize(&req).unwrap();
                assert_eq!(v.algorithm, algorithm);
                assert_eq!(v.answer, by_bfs.answer, "{algorithm} on {start}");
                assert!(!v.events.is_empty(), "{algorithm} on {start}: no trace");
                check_search_trace(&v, &small, algorithm);
            }
        }
    }

    #[test]
    fn traced_searches_agree_with_bfs_on_every_3x3_flip_board() {
        let small = SmallPuzzle::new(&Puzzle::flip_game(3, 3)).unwrap();
        for state in (0..512u64).step_by(7) {
            let text = Board::from_small(3, 3, state).to_text();
            let expected = bfs::shortest_path(&small, state, &mut NoTrace, SearchLimits::default())
                .unwrap()
                .0
                .map(|p| p.len());
            for algorithm in ["bibfs", "astar", "idastar", "table"] {
                let mut req = request(PuzzleKind::Flip, &text, None);
                req.algorithm = algorithm.into();
                let v = visualize(&req).unwrap();
                assert_eq!(v.answer, expected, "{algorithm} {state}");
                if expected.is_some() {
                    check_search_trace(&v, &small, algorithm);
                }
            }
        }
    }

    #[test]
    fn enumeration_answers_like_bfs_and_ends_at_its_goal() {
        for (kind, start) in [
            (PuzzleKind::Flip, "1001 1101 1001 1000"),
            (PuzzleKind::Toggle, "0100 0000 0000 0100"),
            (PuzzleKind::Flip, "110 100 000"),
        ] {
            let mut req = request(kind, start, None);
            let by_bfs = visualize(&req).unwrap();
            req.algorithm = "enumerate".into();
            let v = visualize(&req).unwrap();
            assert_eq!(v.algorithm, "enumerate");
            assert_eq!(v.answer, by_bfs.answer, "{start}");
            let (puzzle, board) = puzzle_of(&req).unwrap();
            let moves: Vec<Move> = v.path.iter().map(|&i| puzzle.all_moves()[i]).collect();
            assert!(puzzle.is_goal(&puzzle.replay(&board, &moves).unwrap()));
            assert!(matches!(
                v.events.last(),
                Some(VisualEvent::Search(TraceEvent::Goal { .. }))
            ));
        }
        let mut swap = request(PuzzleKind::Swap, "10 01", Some("01 10"));
        swap.algorithm = "enumerate".into();
        assert!(visualize(&swap)
            .unwrap_err()
            .to_string()
            .contains("swaps and slides do neither"));
    }

    #[test]
    fn a_6x6_board_is_shown_when_its_search_is_small_and_refused_clearly_when_not() {
        // Two presses from all white: a few thousand states.
        let near = "110000 100000 000000 000000 000001 000011";
        let v = visualize(&request(PuzzleKind::Flip, near, None)).unwrap();
        assert_eq!((v.rows, v.cols, v.answer), (6, 6, Some(2)));
        // A board far from any goal: breadth-first search needs more than
        // the budget (a small one here, to keep the test quick).
        let mut far = request(PuzzleKind::Flip, "101010 010101 111000 000111 100100 011011", None);
        let err = visualize_limited(&far, SearchLimits::states(50_000))
            .unwrap_err()
            .to_string();
        assert!(err.contains("needs more than 50000 states"), "{err}");
        far.algorithm = "table".into();
        assert!(visualize(&far).is_err(), "no 2^36 table");
    }
}
