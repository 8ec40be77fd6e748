//! What the visualizer shows: a request (puzzle kind, boards, algorithm)
//! turned into the recorded trace of the real search, ready to serialise.
//!
//! The page plays the trace back; it never searches by itself. Everything
//! here is pure (no I/O): the same code runs behind `gridsolve serve`'s JSON
//! API and inside the page as WebAssembly (`crates/gridsolve-wasm`), so both
//! give the same answers and the same refusals. Sizes are bounded three
//! times: boards have at most [`PAGE_MAX_CELLS`] cells, a search stores at most
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
//!     lang: None,
//! };
//! let visual = visualize(&request).unwrap();
//! assert_eq!(visual.answer, Some(4));
//! assert!(visual.events.len() > 100);
//! ```

pub mod api;
pub mod enumerate;
pub mod plan;
pub(crate) mod tokens;

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::board::{Board, small_bit};
use crate::limits::SearchLimits;
use crate::locale::{Lang, Text};
use crate::puzzle::{Inputs, PuzzleWords};
use crate::rules::{Move, Puzzle};
use crate::small::SmallPuzzle;
use crate::solution::{Algorithm, Outcome, SolveError, Stats};
use crate::solvers::{self, Instance, SolveOptions, Solved};
use crate::text::thousands;
use crate::tr;
use crate::trace::{NoTrace, Observer, TraceEvent};

/// Largest board the visualizer accepts (6x6). Searches on boards past 5x5
/// usually need more than [`SEARCH_WORK`] states and are refused with a
/// message saying so; the ones that stay small (few moves) are shown.
pub const PAGE_MAX_CELLS: usize = 36;

/// Most states a visualised search may store or expand (most press sets the
/// enumeration may try) in the browser: under a second of work and about
/// 200 MB at worst. `gridsolve serve`, which answers anyone who can reach
/// it, allows a tenth of it a request.
pub const SEARCH_WORK: u64 = 10_000_000;

/// The algorithms whose work the page animates, in the order it lists them:
/// the CLI's searches, then the write-ups' enumeration of press sets. The
/// other CLI names (`auto`, `linear`, `matching`) are accepted too and
/// answer without a trace.
pub fn traced() -> impl Iterator<Item = Traced> {
    solvers::searches().map(Traced::Solver).chain([Traced::Enumerate])
}

/// An algorithm the page animates: one of the core's solvers, or the
/// write-ups' enumeration of press sets, which is a teaching trace and no
/// solver (`enumerate.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Traced {
    /// A solver, traced event by event.
    Solver(Algorithm),
    /// Every set of presses tried, smallest first.
    Enumerate,
}

impl Traced {
    /// The name a request gives it (`bfs`, ..., `enumerate`).
    pub fn name(self) -> &'static str {
        match self {
            Traced::Solver(algorithm) => algorithm.name(),
            Traced::Enumerate => "enumerate",
        }
    }

    /// The traced algorithms' names, in the page's order.
    pub fn names() -> Vec<&'static str> {
        traced().map(Traced::name).collect()
    }

    /// Whether the page traces `algorithm` (every state-space search).
    pub fn solver(algorithm: Algorithm) -> bool {
        solvers::searches().any(|search| search == algorithm)
    }
}

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
    /// POJ 2965 (the refrigerator): press flips the cell's row and column;
    /// goal all 0. Its word on the wire is `toggle`, the page's name for it;
    /// in the core "toggle" is any two-state stencil rule
    /// ([`crate::rules::MoveRule::Toggle`]).
    #[serde(rename = "toggle")]
    Refrigerator,
    /// P1225: swap edge-adjacent cells; goal the target board.
    Swap,
    /// The 8-puzzle (P1379, HDU 1043) and sliding boards up to 12 cells:
    /// rows of tile numbers, 0 the blank; goal the target, by default 1, 2,
    /// ... with the blank last.
    Slide,
    /// P2324 (骑士精神): knights `1` and `0` jump by knight moves into the one
    /// blank `*`; rows of those characters, up to 5x5; goal the target, by
    /// default P2324's `11111/01111/00*11/00001/00000`.
    Knight,
}

/// What the page asks for. Boards are rows of `0`/`1`.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Request {
    /// Which of the page's puzzles.
    pub puzzle: PuzzleKind,
    /// The start board, one string of `0`/`1` a row.
    pub start: Vec<String>,
    /// The target board; swap puzzles only.
    #[serde(default)]
    pub target: Option<Vec<String>>,
    /// One of [`traced`] (recorded event by event), or `auto`, `linear`,
    /// `matching` (answer and counters only).
    #[serde(default = "default_algorithm")]
    pub algorithm: String,
    /// Most events to keep; [`DEFAULT_EVENTS`] when absent, capped at [`MAX_EVENTS`].
    #[serde(default)]
    pub limit: Option<usize>,
    /// The language of the reply's words (refusals, reasons): `en` (the
    /// default) or `zh`.
    #[serde(default)]
    pub lang: Option<String>,
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
    /// Which of the page's puzzles.
    pub puzzle: PuzzleKind,
    /// Rows of the board.
    pub rows: usize,
    /// Columns of the board.
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
    /// The search's counters (states expanded, stored, peak frontier).
    pub stats: Stats,
    /// Why there is no solution, when there is none, in the request's language.
    pub unsolvable: Option<String>,
    /// What the page's panels show once the search has ended, counted over
    /// every event the search emitted, the ones past the trace's limit
    /// included (`None` for the algorithms without a trace).
    pub end: Option<PanelsAtEnd>,
}

/// The panels at the end of a search, counted over all of its events, so
/// that a trace cut at its limit still ends on true counters. The page
/// counts the same way event by event (`web/js/player.js`), and at the end
/// `expanded` and `stored` are the solver's own [`Stats`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct PanelsAtEnd {
    /// Every event the search emitted (the trace keeps at most its limit).
    pub events: u64,
    /// States expanded (press sets tried by the enumeration).
    pub expanded: u64,
    /// States stored: the start (the goals for the table and bidirectional
    /// search) and every state found new (IDA*: the longest path held).
    pub stored: u64,
    /// The depth of the state expanded last (the goal's at the goal, but
    /// for bidirectional search, whose depth is one side's level; IDA*:
    /// the depth the depth-first search is at, 0 when an iteration starts;
    /// the size of the press sets for the enumeration).
    pub depth: u32,
    /// What waits when the search ends: the queue, the frontiers, the open
    /// list, the moves of IDA*'s path, the press sets left of this size.
    pub waiting: u64,
    /// States found per depth (IDA*: nodes entered per depth; the
    /// enumeration: press sets tried per size), the start's or goals' at 0.
    pub per_depth: Vec<u64>,
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
    /// The algorithm's counters.
    pub stats: Stats,
    /// Why the algorithm gave no answer (not applicable, not built, too large).
    pub error: Option<String>,
}

/// Why a request cannot be visualised. Every variant is worded by a message
/// id of the core's locale files ([`VisualError::text`]), so the page shows
/// it in the learner's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VisualError {
    /// A board that is not rows of equal length of `0`/`1` (or tokens).
    BadBoard {
        /// Which board.
        which: Which,
        /// What is wrong with it.
        why: Text,
    },
    /// More cells than [`PAGE_MAX_CELLS`].
    TooLarge {
        /// The board's cells.
        cells: usize,
    },
    /// Start and target differ in size.
    SizeMismatch {
        /// The start board's (rows, columns).
        start: (usize, usize),
        /// The target board's (rows, columns).
        target: (usize, usize),
    },
    /// A swap puzzle without a target.
    NeedsTarget,
    /// A flip or toggle puzzle with a target.
    TargetNotTaken,
    /// An algorithm name that does not exist.
    UnknownAlgorithm(String),
    /// The chosen algorithm could not answer.
    Solve(SolveError),
    /// The enumeration of press sets asked for a swap puzzle.
    EnumerateSwaps,
    /// The enumeration would try more than `limit` press sets.
    TooManySubsets {
        /// The most press sets the enumeration tries.
        limit: u64,
    },
    /// The caller raised the cancel flag.
    Stopped,
    /// The core's puzzle words refused the request.
    Puzzle(crate::puzzle::PuzzleError),
    /// A request the API cannot read (its words, in any language).
    Request(Text),
    /// A sliding or knight request asked for as a board of bits.
    TokensNotBits,
}

/// Which of a request's boards a refusal is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Which {
    /// The start board.
    Start,
    /// The target board (swap puzzles).
    Target,
}

impl Which {
    fn text(self) -> Text {
        match self {
            Which::Start => tr!("visual-which-start"),
            Which::Target => tr!("visual-which-target"),
        }
    }
}

impl VisualError {
    /// The refusal in any language.
    pub fn text(&self) -> Text {
        match self {
            VisualError::BadBoard { which, why } => tr!("visual-bad-board", which = which.text(), why = why),
            VisualError::TooLarge { cells } => tr!("visual-too-large", cells = *cells, max = PAGE_MAX_CELLS),
            VisualError::SizeMismatch { start, target } => tr!(
                "visual-size-mismatch",
                start = format!("{}x{}", start.0, start.1),
                target = format!("{}x{}", target.0, target.1)
            ),
            VisualError::NeedsTarget => tr!("visual-swap-needs-target"),
            VisualError::TargetNotTaken => tr!("visual-target-not-taken"),
            VisualError::UnknownAlgorithm(name) => {
                let names: Vec<&str> = Traced::names()
                    .into_iter()
                    .chain(
                        Algorithm::ALL
                            .into_iter()
                            .filter(|&a| !Traced::solver(a))
                            .map(Algorithm::name),
                    )
                    .collect();
                tr!("visual-unknown-algorithm", name = name, names = names.join(", "))
            }
            VisualError::Solve(SolveError::OverBudget { limit, .. }) => {
                tr!("visual-over-budget", limit = *limit)
            }
            // The page's words, not the command line's (no `--algorithm`).
            VisualError::Solve(SolveError::NotApplicable { algorithm, why }) => {
                tr!("visual-not-applicable", algorithm = algorithm.name(), why = why)
            }
            VisualError::Solve(SolveError::TooLarge { algorithm, why }) => {
                tr!("visual-cannot-handle", algorithm = algorithm.name(), why = why)
            }
            VisualError::Solve(SolveError::Cancelled { .. }) | VisualError::Stopped => tr!("visual-stopped"),
            VisualError::Solve(e) => e.text(),
            VisualError::EnumerateSwaps => tr!("visual-enumerate-swaps"),
            VisualError::TooManySubsets { limit } => tr!("visual-too-many-subsets", limit = *limit),
            VisualError::Puzzle(e) => e.text.clone(),
            VisualError::Request(text) => text.clone(),
            VisualError::TokensNotBits => tr!("visual-tokens-not-bits"),
        }
    }
}

/// One event of a visualised run: a search's own event, or a step of the
/// enumeration of press sets. Serialised flat, each with its `kind`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum VisualEvent {
    /// An event of a state-space search.
    Search(TraceEvent),
    /// An event of the enumeration of press sets.
    Enumerate(enumerate::EnumEvent),
}

/// Records events up to a limit, always keeping the meeting and goal events, so a trace
/// of a large search stays bounded and still ends in its answer; and counts
/// every event, kept or not, into the panels at the end ([`PanelsAtEnd`]).
#[derive(Debug, Default)]
pub struct EventLog {
    /// The events kept, in order.
    pub events: Vec<VisualEvent>,
    /// Most events kept.
    pub limit: usize,
    /// Set when events past the limit were dropped.
    pub truncated: bool,
    tally: Tally,
}

/// The panels counted event by event, as the page counts them.
#[derive(Debug, Default)]
struct Tally {
    algorithm: &'static str,
    end: PanelsAtEnd,
    /// A*: whether each state reached is on the open list now.
    open: std::collections::HashMap<u64, bool>,
    /// The enumeration: press sets of this size, and how many were tried.
    subsets: u64,
    tried: u64,
}

/// One more at `depth` in a count per depth.
fn count_at(per_depth: &mut Vec<u64>, depth: u32) {
    let depth = depth as usize;
    if per_depth.len() <= depth {
        per_depth.resize(depth + 1, 0);
    }
    per_depth[depth] += 1;
}

impl Tally {
    /// The panels before the first event of `algorithm`, from `start` to
    /// `goals` (`start_is_goal`: the search ends before it starts).
    fn new(algorithm: &'static str, start: u64, goals: u64, start_is_goal: bool) -> Tally {
        let at_start = match algorithm {
            "bibfs" if start_is_goal => 1,
            "bibfs" => 1 + goals,
            "table" => goals,
            "idastar" | "enumerate" => 0,
            _ => 1,
        };
        let mut tally = Tally {
            algorithm,
            end: PanelsAtEnd {
                stored: if algorithm == "idastar" { 1 } else { at_start },
                waiting: at_start,
                per_depth: if at_start > 0 { vec![at_start] } else { Vec::new() },
                ..PanelsAtEnd::default()
            },
            ..Tally::default()
        };
        if algorithm == "astar" {
            tally.open.insert(start, true);
        }
        tally
    }

    fn on(&mut self, event: &VisualEvent) {
        let end = &mut self.end;
        end.events += 1;
        match event {
            VisualEvent::Search(event) => match *event {
                TraceEvent::Dequeue { state, depth, .. } => {
                    end.expanded += 1;
                    end.depth = depth;
                    match self.algorithm {
                        "idastar" => {
                            end.waiting = u64::from(depth);
                            count_at(&mut end.per_depth, depth);
                        }
                        "astar" => {
                            if self.open.insert(state, false) == Some(true) {
                                end.waiting -= 1;
                            }
                        }
                        _ => end.waiting = end.waiting.saturating_sub(1),
                    }
                }
                TraceEvent::Discover { state, depth, .. } => {
                    if self.algorithm == "astar" {
                        match self.open.insert(state, true) {
                            None => {
                                end.stored += 1;
                                end.waiting += 1;
                                count_at(&mut end.per_depth, depth);
                            }
                            Some(false) => end.waiting += 1,
                            Some(true) => {}
                        }
                    } else {
                        end.stored += 1;
                        end.waiting += 1;
                        count_at(&mut end.per_depth, depth);
                    }
                }
                TraceEvent::Estimate { g, .. } if self.algorithm == "idastar" => {
                    end.stored = end.stored.max(u64::from(g) + 1);
                }
                // IDA* starts again from the start (depth 0), and a
                // backtrack returns to the state one level up.
                TraceEvent::Bound { .. } => {
                    end.waiting = 0;
                    end.depth = 0;
                }
                TraceEvent::Backtrack { depth, .. } => {
                    end.waiting = u64::from(depth.saturating_sub(1));
                    end.depth = depth.saturating_sub(1);
                }
                TraceEvent::Goal { depth, .. } => {
                    // Bidirectional search's depth is a side's level; the
                    // goal's depth is the whole path, both sides.
                    if self.algorithm != "bibfs" {
                        end.depth = depth;
                    }
                    if self.algorithm == "idastar" {
                        // IDA* enters the goal but does not expand it.
                        end.expanded -= 1;
                        end.waiting = u64::from(depth);
                    }
                }
                TraceEvent::Try { .. } | TraceEvent::Duplicate { .. } | TraceEvent::Meet { .. } => {}
                TraceEvent::Estimate { .. } => {}
            },
            VisualEvent::Enumerate(enumerate::EnumEvent::Size { size, subsets }) => {
                end.depth = *size;
                self.subsets = *subsets;
                self.tried = 0;
                end.waiting = *subsets;
            }
            VisualEvent::Enumerate(enumerate::EnumEvent::Subset { presses, .. }) => {
                end.expanded += 1;
                end.stored += 1;
                self.tried += 1;
                end.waiting = self.subsets.saturating_sub(self.tried);
                count_at(&mut end.per_depth, presses.len() as u32);
            }
        }
    }
}

impl EventLog {
    /// A log that keeps at most `limit` events (and the meeting and goal),
    /// counting the panels of no algorithm in particular.
    pub fn with_limit(limit: usize) -> EventLog {
        EventLog {
            events: Vec::new(),
            limit,
            truncated: false,
            tally: Tally::default(),
        }
    }

    /// A log of `algorithm`'s search from `start` to `goals` goal states
    /// that keeps at most `limit` events and counts the panels at the end.
    fn for_search(limit: usize, algorithm: &'static str, start: u64, goals: u64, start_is_goal: bool) -> EventLog {
        EventLog {
            tally: Tally::new(algorithm, start, goals, start_is_goal),
            ..EventLog::with_limit(limit)
        }
    }

    /// The panels once the search has ended.
    fn panels_at_end(&self) -> PanelsAtEnd {
        self.tally.end.clone()
    }

    /// Keeps `event` if there is room, or if it is the meeting or the goal.
    pub fn push(&mut self, event: VisualEvent) {
        self.tally.on(&event);
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
        f.write_str(&self.text().render(Lang::En))
    }
}

impl std::error::Error for VisualError {}

/// Reads a board given as rows of `0`/`1`.
fn parse_rows(which: Which, rows: &[String]) -> Result<Board, VisualError> {
    let board = Board::parse(&rows.join("\n")).map_err(|e| VisualError::BadBoard { which, why: e.text() })?;
    if board.cells() > PAGE_MAX_CELLS {
        return Err(VisualError::TooLarge { cells: board.cells() });
    }
    Ok(board)
}

impl PuzzleKind {
    /// The page's puzzle in the words of the command line: the core's one
    /// description of a puzzle ([`crate::puzzle`]) decides what it is.
    /// `target` names the target board for the puzzles that take one.
    pub fn words(self, target: Option<&str>) -> PuzzleWords<'_> {
        match self {
            PuzzleKind::Flip => PuzzleWords {
                goal: Some("uniform"),
                ..PuzzleWords::new("plus")
            },
            PuzzleKind::Refrigerator => PuzzleWords::new("cross"),
            PuzzleKind::Swap => PuzzleWords {
                swap_target: target,
                ..PuzzleWords::new("swap")
            },
            PuzzleKind::Slide => PuzzleWords {
                token_target: target,
                ..PuzzleWords::new("slide")
            },
            PuzzleKind::Knight => PuzzleWords {
                token_target: target,
                ..PuzzleWords::new("knight")
            },
        }
    }
}

impl From<crate::puzzle::PuzzleError> for VisualError {
    fn from(e: crate::puzzle::PuzzleError) -> VisualError {
        VisualError::Puzzle(e)
    }
}

/// The page's boards, handed to the core's [`PuzzleWords::load`] as its
/// inputs. They are named as the learner calls them, in the request's
/// language ("start", "target"; 起始棋盘, 目标棋盘), so that a refusal of
/// the core's reader names the board in the learner's words.
struct PageBoards<'r> {
    puzzle: PuzzleKind,
    names: [String; 2],
    rows: [Option<&'r [String]>; 2],
}

impl<'r> PageBoards<'r> {
    fn new(request: &'r Request) -> PageBoards<'r> {
        let lang = request.lang();
        PageBoards {
            puzzle: request.puzzle,
            names: [
                tr!("visual-input-start").render(lang),
                tr!("visual-input-target").render(lang),
            ],
            rows: [Some(&request.start), request.target.as_deref()],
        }
    }

    /// Which board `name` is, and its rows.
    fn find(&self, name: &str) -> Result<(Which, &'r [String]), VisualError> {
        let which = if name == self.names[1] {
            Which::Target
        } else {
            Which::Start
        };
        self.rows[which as usize]
            .map(|rows| (which, rows))
            .ok_or(VisualError::NeedsTarget)
    }

    /// The name of the target board, when the request has one.
    fn target_name(&self) -> Option<&str> {
        self.rows[1].map(|_| self.names[1].as_str())
    }
}

impl Inputs for PageBoards<'_> {
    type Error = VisualError;
    fn board(&mut self, name: &str) -> Result<(Board, (char, char)), VisualError> {
        let (which, rows) = self.find(name)?;
        parse_rows(which, rows).map(|board| (board, ('0', '1')))
    }
    /// Token boards: the rows as text. A sliding row of single digits with
    /// no blanks between them (`"283"`, the judges' one-line form cut into
    /// rows) is read as its digits.
    fn text(&mut self, name: &str) -> Result<String, VisualError> {
        let (_, rows) = self.find(name)?;
        let spaced = |row: &String| {
            if self.puzzle == PuzzleKind::Slide && !row.trim().contains(char::is_whitespace) {
                row.trim().chars().map(String::from).collect::<Vec<_>>().join(" ")
            } else {
                row.clone()
            }
        };
        Ok(rows.iter().map(spaced).collect::<Vec<_>>().join("\n"))
    }
    fn exists(&self, name: &str) -> bool {
        self.find(name).is_ok()
    }
}

impl Request {
    /// The language of the reply's words (`lang`: `en`, the default, or `zh`).
    pub fn lang(&self) -> Lang {
        self.lang.as_deref().and_then(Lang::from_tag).unwrap_or_default()
    }
}

/// The puzzle and start board of a flip, toggle or swap request, loaded by
/// the core's [`crate::puzzle`].
pub(crate) fn puzzle_of(request: &Request) -> Result<(Puzzle, Board), VisualError> {
    match (request.puzzle, &request.target) {
        (PuzzleKind::Slide | PuzzleKind::Knight, _) => return Err(VisualError::TokensNotBits),
        (PuzzleKind::Flip | PuzzleKind::Refrigerator, Some(_)) => return Err(VisualError::TargetNotTaken),
        (PuzzleKind::Swap, None) => return Err(VisualError::NeedsTarget),
        _ => {}
    }
    let mut boards = PageBoards::new(request);
    let start = parse_rows(Which::Start, &request.start)?;
    if let Some(target) = &request.target {
        let target = parse_rows(Which::Target, target)?;
        if (target.rows(), target.cols()) != (start.rows(), start.cols()) {
            return Err(VisualError::SizeMismatch {
                start: (start.rows(), start.cols()),
                target: (target.rows(), target.cols()),
            });
        }
    }
    let target = boards.target_name().map(str::to_string);
    let start_name = boards.names[0].clone();
    let loaded = request
        .puzzle
        .words(target.as_deref())
        .load(Some(&start_name), &mut boards)?;
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
fn count_mismatch(puzzle: &Puzzle, start: &Board) -> Option<Text> {
    let target = puzzle.goal_boards().into_iter().next()?;
    let (have, want) = (start.count_ones(), target.count_ones());
    (matches!(puzzle.rule, crate::MoveRule::Swap) && have != want)
        .then(|| tr!("visual-count-mismatch", have = have, want = want))
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
/// The traced algorithms ([`traced`]) record their events up to the limit;
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
///     lang: None,
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
        return tokens::visualize_token_board(request, name, algorithm, limits);
    }
    let (puzzle, start) = puzzle_of(request)?;
    let small = SmallPuzzle::new(&puzzle).ok_or(VisualError::TooLarge { cells: puzzle.cells() })?;
    let start_state = start.to_small().ok_or(VisualError::TooLarge { cells: start.cells() })?;
    let moves = (0..small.move_count()).map(|i| move_view(&puzzle, &small, i)).collect();
    let limit = request.limit.unwrap_or(DEFAULT_EVENTS).min(MAX_EVENTS);
    let lang = request.lang();
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
        end: None,
    };
    if let Some(reason) = count_mismatch(&puzzle, &start) {
        visual.unsolvable = Some(reason.render(lang));
        return Ok(visual);
    }
    let boards = 1u64
        .checked_shl(small.cells() as u32)
        .map_or_else(|| "2^64".to_string(), thousands);
    let mut log = EventLog::for_search(
        limit,
        name,
        start_state,
        small.goals.len() as u64,
        small.is_goal(start_state),
    );
    let path = match algorithm {
        None => {
            let found = enumerate::enumerate_press_sets(&small, start_state, &mut log, limits)?;
            visual.stats = found.stats;
            if found.presses.is_none() {
                let sets = thousands(visual.stats.states_expanded);
                visual.unsolvable = Some(tr!("visual-enumerate-exhausted", sets = sets).render(lang));
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
                // A search that ran dry says how much of the space it
                // saw; linear algebra and matching give their own why.
                Outcome::Unsolvable(reason) => {
                    let states = thousands(visual.stats.states_discovered);
                    let text = match algorithm {
                        a if a.counts_every_reachable_board() => {
                            tr!("visual-bfs-exhausted", states = states, boards = boards.clone())
                        }
                        a if Traced::solver(a) => {
                            tr!("visual-search-exhausted", algorithm = a.name(), boards = boards.clone())
                        }
                        _ => reason,
                    };
                    visual.unsolvable = Some(text.render(lang));
                    None
                }
            }
        }
    };
    if algorithm.is_none_or(Traced::solver) {
        visual.end = Some(log.panels_at_end());
    }
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
        return tokens::compare_token_boards(request, limits);
    }
    let lang = request.lang();
    let (puzzle, start) = puzzle_of(request)?;
    let mismatch = count_mismatch(&puzzle, &start).map(|reason| reason.render(lang));
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
            fill_row(
                &mut row,
                solvers::solve(instance, algorithm, &options, &mut NoTrace),
                lang,
            )?;
            Ok(row)
        })
        .chain(
            (puzzle.rule != crate::rules::MoveRule::Swap && mismatch.is_none())
                .then(|| enumerate_row(&puzzle, &start, limits, lang)),
        )
        .collect()
}

/// The enumeration of press sets as a compare row: the page's sixth way to
/// solve a toggle board (the write-ups' trial of sets in order of size).
fn enumerate_row(puzzle: &Puzzle, start: &Board, limits: SearchLimits, lang: Lang) -> Result<CompareRow, VisualError> {
    let mut row = CompareRow {
        algorithm: "enumerate",
        answer: None,
        optimal: false,
        stats: Stats::default(),
        error: None,
    };
    let too_large = VisualError::TooLarge { cells: puzzle.cells() };
    let (Some(small), Some(start)) = (SmallPuzzle::new(puzzle), start.to_small()) else {
        row.error = Some(too_large.text().render(lang));
        return Ok(row);
    };
    // Only its counters are shown: no event is kept.
    let mut log = EventLog::with_limit(0);
    match enumerate::enumerate_press_sets(&small, start, &mut log, limits) {
        Ok(found) => {
            row.answer = found.presses.map(|presses| presses.len());
            row.optimal = true;
            row.stats = found.stats;
        }
        Err(VisualError::Stopped) => return Err(VisualError::Stopped),
        Err(e) => row.error = Some(e.text().render(lang)),
    }
    Ok(row)
}

/// A compare row from one solver's result: its answer and counters, or
/// its error in `lang` (a raised cancel flag stops the whole comparison).
fn fill_row(row: &mut CompareRow, result: Result<Solved, SolveError>, lang: Lang) -> Result<(), VisualError> {
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
        Err(e) => row.error = Some(solve_error(e).text().render(lang)),
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solvers::search::bfs;
    use crate::solvers::search::table::DistanceTable;
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
            lang: None,
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
        let fridge = visualize(&request(PuzzleKind::Refrigerator, "0100 0000 0000 0100", None)).unwrap();
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
            (PuzzleKind::Refrigerator, "0100 0000 0000 0100", None),
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
        for kind in [PuzzleKind::Flip, PuzzleKind::Refrigerator] {
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
        let mut req = request(PuzzleKind::Refrigerator, "0100 0000 0000 0100", None);
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
        assert!(err(request(PuzzleKind::Flip, "01 10", Some("01 10"))).contains("only the swap, sliding and knight"));
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
                // Every board's true distance at once: one search backwards
                // from the goals, instead of a BFS from each estimated board.
                let truth = DistanceTable::build(small.clone(), &mut NoTrace, SearchLimits::default()).unwrap();
                for e in &events {
                    if let TraceEvent::Estimate { state, h, .. } = **e {
                        let distance = truth.distance(state).map(u32::from);
                        assert!(distance.is_none_or(|d| h <= d), "{algorithm}: h = {h} overestimates");
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
            (PuzzleKind::Refrigerator, "0100 0000 0000 0100", None),
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
            (PuzzleKind::Refrigerator, "0100 0000 0000 0100"),
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
        assert!(
            visualize(&swap)
                .unwrap_err()
                .to_string()
                .contains("swaps and slides do neither")
        );
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

    /// Issue 40: a trace cut at its limit still ends on true panels. For
    /// every puzzle and traced algorithm, on boards solvable and not, with
    /// the page's limit and a small one, the panels at the end count what
    /// the solver counts.
    #[test]
    fn the_panels_at_the_end_are_the_solvers_own_counters() {
        let boards: [(PuzzleKind, &str, Option<&str>); 9] = [
            (PuzzleKind::Flip, "1001 1101 1001 1000", None),
            (PuzzleKind::Flip, "1000 0000 0000 0000", None),
            (PuzzleKind::Flip, "0000 0000 0000 0000", None),
            (PuzzleKind::Refrigerator, "0100 0000 0000 0100", None),
            (PuzzleKind::Swap, "1111 0000 1110 0010", Some("1010 0101 1010 0101")),
            (PuzzleKind::Slide, "2 8 3,1 0 4,7 6 5", Some("1 2 3,8 0 4,7 6 5")),
            (PuzzleKind::Slide, "1 2,0 3", None),
            (PuzzleKind::Knight, "11111 01111 00011 00*01 00000", None),
            (PuzzleKind::Knight, "10110 01*11 10111 01001 00000", None),
        ];
        let split = |text: &str| -> Vec<String> {
            if text.contains(',') {
                text.split(',').map(String::from).collect()
            } else {
                rows(text)
            }
        };
        let mut checked = 0;
        for (kind, start, target) in boards {
            for algorithm in Traced::names() {
                for limit in [Some(40), None] {
                    let req = Request {
                        puzzle: kind,
                        start: split(start),
                        target: target.map(split),
                        algorithm: algorithm.into(),
                        limit,
                        lang: None,
                    };
                    let Ok(v) = visualize(&req) else { continue };
                    if v.events.is_empty() && v.unsolvable.is_some() {
                        continue; // proved before any search
                    }
                    let end = v.end.as_ref().expect("a traced search counts its panels");
                    let label = format!("{kind:?} {start} {algorithm} {limit:?}");
                    assert_eq!(end.expanded, v.stats.states_expanded, "{label}: expanded");
                    assert_eq!(end.stored, v.stats.states_discovered, "{label}: stored");
                    assert!(end.events >= v.events.len() as u64, "{label}");
                    assert_eq!(v.truncated, end.events > v.events.len() as u64, "{label}");
                    if let Some(answer) = v.answer.filter(|_| !["table", "bibfs"].contains(&algorithm)) {
                        assert_eq!(end.depth as usize, answer, "{label}: the depth at the goal");
                    }
                    if let (Some(answer), "bibfs") = (v.answer.filter(|&a| a > 1), algorithm) {
                        // One side's level, never the whole path.
                        assert!((end.depth as usize) < answer, "{label}: the depth of one side");
                    }
                    if let (Some(answer), "idastar") = (v.answer, algorithm) {
                        assert_eq!(end.waiting as usize, answer, "{label}: the path's moves");
                    }
                    if v.answer.is_none() && !["enumerate", "bibfs"].contains(&algorithm) {
                        assert_eq!(end.waiting, 0, "{label}: nothing waits once a search is exhausted");
                    }
                    let found: u64 = end.per_depth.iter().sum();
                    match algorithm {
                        "idastar" => assert_eq!(found, end.expanded + u64::from(v.answer.is_some()), "{label}"),
                        "enumerate" => assert_eq!(found, end.expanded, "{label}"),
                        _ => assert_eq!(found, end.stored, "{label}"),
                    }
                    checked += 1;
                }
            }
        }
        assert!(checked > 60, "only {checked} traces");
    }

    #[test]
    fn refusals_and_reasons_come_in_the_requests_language() {
        let zh = |mut r: Request| {
            r.lang = Some("zh".into());
            r
        };
        let err = |r: Request| visualize(&r).unwrap_err().text().render(r.lang());
        let six = "000000 ".repeat(7);
        let refused = err(zh(request(PuzzleKind::Flip, &six, None)));
        assert!(refused.contains("可视化页面最多显示 36 个格子"), "{refused}");
        let mut knight = zh(request(PuzzleKind::Knight, "11x11", None));
        knight.algorithm = "bfs".into();
        let refused = err(knight);
        assert!(refused.starts_with("起始棋盘："), "{refused}");
        let v = visualize(&zh(request(PuzzleKind::Swap, "11 10", Some("01 10")))).unwrap();
        assert!(v.unsolvable.unwrap().contains("交换永远不会改变这个数"));
        let mut impossible = zh(request(PuzzleKind::Flip, "1000 0000 0000 0000", None));
        let v = visualize(&impossible).unwrap();
        assert!(
            v.unsolvable.unwrap().contains("4,096"),
            "the reachable boards are counted"
        );
        impossible.algorithm = "magic".into();
        assert!(err(impossible).starts_with("未知的算法"));
        let reply = api::trace(
            br#"{"puzzle":"flip","start":["1x"],"lang":"zh"}"#,
            SearchLimits::states(SEARCH_WORK),
        );
        assert!(reply.body.contains("起始棋盘不合法"), "{}", reply.body);
        let reply = api::trace(br#"{"puzzle":"flip","lang":"zh"}"#, SearchLimits::states(SEARCH_WORK));
        assert!(reply.body.contains("缺少字段"), "{}", reply.body);
        let reply = api::trace(
            br#"{"puzzle":"flip","start":["1"],"lang":"fr"}"#,
            SearchLimits::states(SEARCH_WORK),
        );
        assert_eq!(reply.status, 400);
        assert!(
            reply
                .body
                .contains(r#"expected a language tag for English or Chinese, such as en, en-US, zh or zh-CN"#),
            "{}",
            reply.body
        );
        // Every refusal of the visualizer is a message of both files, none verbatim.
        for e in [
            VisualError::NeedsTarget,
            VisualError::TargetNotTaken,
            VisualError::EnumerateSwaps,
            VisualError::Stopped,
            VisualError::TokensNotBits,
            VisualError::TooManySubsets { limit: 5 },
            VisualError::TooLarge { cells: 49 },
        ] {
            let (en, zh) = (e.text().render(Lang::En), e.text().render(Lang::Zh));
            assert_ne!(e.text().id(), "verbatim");
            assert!(
                zh.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)),
                "{en} / {zh}"
            );
        }
    }
}
