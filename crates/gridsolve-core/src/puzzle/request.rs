//! The front doors that speak a programming language rather than flags (the
//! Python module, the npm package): a puzzle and its boards as one JSON
//! object with the command line's words (`moves`, `states`, `wrap`, `goal`)
//! and the boards as text, answered exactly as `gridsolve solve --format
//! json` (or `text`, or `grid`) writes it; and the judges' answers, the
//! checker and the generators, as the Python module and the npm package both
//! call them.
//!
//! A refusal names the caller's own arguments ([`Caller`]), never a flag the
//! caller did not pass: `algorithm="idastar" stopped at its work limit of
//! 40000000 states without an answer (raise it with limit=)` from Python,
//! `algorithm: "idastar" ...` from JavaScript, where the command line says
//! `--algorithm idastar`. The core words each such message once more for the
//! bindings (`args-*` in `locales/*.ftl`); `reword` picks them.
//!
//! Every call takes a cancel flag and a progress hook ([`SearchLimits`]): the
//! Python module raises the flag at Ctrl-C. Nothing raises it in the
//! WebAssembly build, where a running call cannot be interrupted: the page's
//! Stop ends the worker that runs it.
//!
//! Sliding boards over 9 cells are solved on pattern databases, which the
//! binding keeps where it can ([`Host`]: a [`TableStore`](crate::solvers::slide::tables::TableStore), as the command
//! line's cache directory), so every front door gives the same answer with
//! the same node counts; the request's `patterns` picks the partition,
//! `threads` splits the search as `--threads` does and `stats` adds the
//! counters of `--stats`. A host that cannot give the core its files (the
//! WebAssembly in node) asks [`tables_for_request`] which tables a request
//! may read, hands their bytes to a [`MemoryStore`] and writes back what was
//! built; [`table_event_json`] is what a binding tells its caller as the
//! tables are read or built.
//!
//! [`MemoryStore`]: crate::solvers::slide::tables::MemoryStore
//!
//! ```
//! use gridsolve_core::puzzle::request::{solve_json, solve_request, Caller};
//! use gridsolve_core::limits::SearchLimits;
//! let answer = solve_json(br#"{"moves":"cross","start":"-+--\n----\n----\n-+--\n"}"#, SearchLimits::default()).unwrap();
//! assert!(answer.contains(r#""moves":6"#));
//! let refused = solve_json(br#"{"moves":"cross"}"#, SearchLimits::default()).unwrap_err();
//! assert_eq!(refused.message, r#"field "start" is missing: the start board as text, rows separated by newlines"#);
//! let request = br#"{"moves":"slide","start":"1 2\n3 0\n","wrap":true}"#;
//! let refused = solve_request(request, SearchLimits::default(), Caller::Python).unwrap_err();
//! assert_eq!(refused.message, r#"wrap=True applies to toggle rules, not moves="slide""#);
//! ```
//!
//! # A new request field for the bindings
//!
//! A field of `solve` is written here and described once in
//! [`schema`](super::schema), from which the bindings' types are generated;
//! the rest is by hand. It touches:
//! 1. here: `FIELDS` and `read_request`, and `reword` if a refusal names
//!    it; its `request-what-<field>` message and any `args-*` rewording in
//!    both `locales/*.ftl`;
//! 2. `schema.rs`'s `SOLVE_FIELDS`, in `FIELDS`'s order (its test checks);
//! 3. the generated types, regenerated (`GRIDSOLVE_WRITE_SCHEMA=1`, see
//!    [`schema`](super::schema)): `npm/index.d.ts` and the Python module's
//!    `__init__.pyi`;
//! 4. by hand: `__init__.py`'s `solve()` and `explain()` signatures,
//!    `_request()` and their docstrings; the wasm crate's `gs_solve`, if it
//!    must read the field before the core (as it does `limit` and `lang`);
//! 5. if it mirrors a CLI flag, `commands/solve.rs` and its Chinese help
//!    in the CLI's `locales/zh.ftl`; if it is a puzzle word, [`PuzzleWords`]
//!    (which `census::job` and `setter` read too);
//! 6. `npm/index.js` (its documented fields; it reads `format` and
//!    `lang` itself) and the Python module's `_search()` helper if the
//!    field shapes a search;
//! 7. the READMEs (the top one, `npm/README.md`, the Python crate's),
//!    `npm/test/types.ts`, `npm/test/consumer.mjs` and the Python tests.
//!
//! A field of `answer`, `check` or `generate` is generated nowhere: it is
//! the parameters of [`judge_answers`], [`check`] or [`generate`] here,
//! then copies by hand: the wasm crate's JSON reader and defaults
//! (`gs_answer`, `gs_check`, `gs_generate`), the PyO3 signatures of the
//! Python crate's `lib.rs` and its stub `_core.pyi`, `__init__.py`, the
//! hand sections of `__init__.pyi`, `npm/index.js` and `npm/index.d.ts`'s `*Options`
//! (and the loader `crates/gridsolve-wasm/js/gridsolve_wasm.js`, which
//! passes their options on).

use std::io::{self, BufRead, Read};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use serde_json::{Map, Value, json};

use super::answer::Format;
use super::{Family, LoadedPuzzle, Model, PuzzleError, PuzzleWords, SolveOptions, TextInputs};
use crate::judge::check::{Checker, PathRule};
use crate::judge::{CaseReader, JudgeSolver, Problem};
use crate::limits::SearchLimits;
use crate::locale::{Arg, Lang, Text};
use crate::slide::{TokenRule, tokens_unsolvable};
use crate::solvers::slide::additive::{default_partition, partition_6_6_6_6, partition_7_8};
use crate::solvers::slide::pattern::file_name;
use crate::solvers::slide::tables::{
    Partition, TableEvent, TableOptions, large_partition, max_table_bytes, partition_name,
};
use crate::testgen::{BoardKind, Generator};
use crate::{Algorithm, tr};

/// The fields a request may have, each with the message id of what it
/// takes (`request-what-*`, worded in the caller's spelling by [`what`]).
pub(super) const FIELDS: &[(&str, &str)] = &[
    ("moves", "request-what-moves"),
    ("start", "request-what-start"),
    ("states", "request-what-states"),
    ("wrap", "request-what-wrap"),
    ("goal", "request-what-goal"),
    ("goal_board", "request-what-goal-board"),
    ("target", "request-what-target"),
    ("buttons", "request-what-buttons"),
    ("algorithm", "request-what-algorithm"),
    ("format", "request-what-format"),
    ("explain", "request-what-explain"),
    ("lang", "request-what-lang"),
    ("limit", "request-what-limit"),
    ("patterns", "request-what-patterns"),
    ("threads", "request-what-threads"),
    ("stats", "request-what-stats"),
];

/// What a binding brings to a solve besides the request: where the pattern
/// databases are kept and who hears about them, a clock for `stats` (the
/// core has none), and what `"threads": 0` means.
#[derive(Clone, Copy, Default)]
pub struct Host<'a> {
    /// The store, the threads that build, the events and the cancel flag;
    /// the request's `patterns` picks the partition (a store of `None`:
    /// built for this call alone). The search's cancel flag stops a build too.
    pub tables: TableOptions<'a>,
    /// The time now, from any fixed origin: `stats` reports the difference
    /// between its values around the solve, as `--stats` times it. Without
    /// one, `elapsed_ms` is 0.
    pub clock: Option<&'a (dyn Fn() -> Duration + Sync)>,
    /// The threads `"threads": 0` means: one per core of the machine.
    pub cores: usize,
}

/// Most cells of a board whose answer a binding returns as JSON or text:
/// its lists become a language's lists (in Python about 100 MB for a
/// million cells at worst), where a 10,000 x 10,000 board's would take
/// gigabytes. Past it the request is refused before solving, naming
/// `format="grid"`, one character a cell.
pub const MAX_LISTED_CELLS: usize = 1 << 20;

/// Most cases [`generate`] makes in one call: the text is held in memory
/// (about 30 MB at this count); the command line's `gen` streams any count.
pub const MAX_GENERATED: usize = 1_000_000;

/// Who sent a request: how its refusals spell the caller's arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Caller {
    /// Keyword arguments: `algorithm="bfs"`, `wrap=True`, `limit=`.
    Python,
    /// An object's fields: `algorithm: "bfs"`, `wrap: true`, `limit`.
    JavaScript,
}

impl Caller {
    /// `name` given `value` as this caller writes it.
    fn given(self, name: &str, value: &Value) -> String {
        let value = match (self, value) {
            (Caller::Python, Value::Bool(true)) => "True".to_string(),
            (Caller::Python, Value::Bool(false)) => "False".to_string(),
            (_, Value::String(s)) => format!("\"{}\"", crate::text::capped(s)),
            (_, other) => crate::text::capped(&other.to_string()),
        };
        match self {
            Caller::Python => format!("{name}={value}"),
            Caller::JavaScript => format!("{name}: {value}"),
        }
    }

    /// The argument `name` with no value, as this caller writes it.
    fn field(self, name: &str) -> String {
        match self {
            Caller::Python => format!("{name}="),
            Caller::JavaScript => name.to_string(),
        }
    }

    /// The options the binding takes besides the request's fields (its
    /// callbacks, its cache directory), which it takes out before the
    /// request reaches the core: an unknown argument's refusal lists them
    /// too. Python's functions name theirs in their signatures, whose
    /// `TypeError` refuses any other keyword before the core is asked.
    fn own_options(self) -> &'static [&'static str] {
        match self {
            Caller::Python => &[],
            Caller::JavaScript => &["progress", "cacheDir", "onTables"],
        }
    }

    /// A drawing of every step: a function of its own in Python.
    fn explain(self) -> String {
        match self {
            Caller::Python => "explain()".to_string(),
            Caller::JavaScript => self.given("explain", &Value::Bool(true)),
        }
    }
}

/// The messages that name flags, each with its wording for the bindings and
/// the arguments that wording adds (spelled by [`Caller`]).
const REWORDED: &[(&str, &str, &[&str])] = &[
    ("rule-names", "args-rule-names", &[]),
    ("rule-names-but-swap", "args-rule-names-but-swap", &[]),
    (
        "rule-unknown-with-states",
        "args-rule-unknown-with-states",
        &["states", "moves-buttons", "buttons"],
    ),
    ("states-not-for", "args-states-not-for", &["states", "moves"]),
    ("wrap-not-for", "args-wrap-not-for", &["wrap", "moves"]),
    (
        "goal-not-for-tokens",
        "args-goal-not-for-tokens",
        &["goal", "moves", "target"],
    ),
    ("tokens-one-board", "args-tokens-one-board", &["moves", "target"]),
    ("target-only-tokens", "args-target-only-tokens", &["target", "goal"]),
    ("states-not-swaps", "args-states-not-swaps", &["states"]),
    ("swap-two-boards", "args-swap-two-boards", &["moves", "target"]),
    ("wrap-not-swaps", "args-wrap-not-swaps", &["wrap"]),
    ("goal-not-swaps", "args-goal-not-swaps", &["goal", "target"]),
    (
        "target-only-swaps",
        "args-target-only-swaps",
        &["target", "goal", "goal-board"],
    ),
    ("wrap-not-buttons", "args-wrap-not-buttons", &["wrap"]),
    ("knights-need-goal", "args-knights-need-goal", &["target"]),
    (
        "grid-only-two-state",
        "args-grid-only-two-state",
        &["format-grid", "states"],
    ),
    ("grid-not-swaps", "args-grid-not-swaps", &["format-grid"]),
    ("explain-not-json-grid", "args-explain-not-json", &["explain", "format"]),
    ("explain-not-json", "args-explain-not-json", &["explain", "format"]),
    ("goal-size", "args-goal-size", &["file"]),
    ("over-budget", "args-over-budget", &["algorithm", "limit-name"]),
    (
        "over-budget-try-auto",
        "args-over-budget-try-auto",
        &["algorithm", "limit-name", "algorithm-auto"],
    ),
    (
        "explain-too-large",
        "args-explain-too-large",
        &["explain", "format-grid"],
    ),
    (
        "modular-by-linear",
        "args-modular-by-linear",
        &["algorithm-auto", "algorithm-linear"],
    ),
    (
        "algorithm-not-applicable",
        "args-algorithm-not-applicable",
        &["algorithm"],
    ),
    ("algorithm-too-large", "args-algorithm-too-large", &["algorithm"]),
    ("cancelled", "args-cancelled", &["algorithm"]),
    ("over-memory", "args-over-memory", &["algorithm"]),
    ("over-memory-refused", "args-over-memory-refused", &["algorithm"]),
    ("patterns-not-for-board", "args-patterns-not-for-board", &["patterns"]),
    (
        "patterns-not-with-algorithm",
        "args-patterns-not-with-algorithm",
        &["patterns", "algorithm", "algorithm-auto"],
    ),
    (
        "patterns-not-this-puzzle",
        "args-patterns-not-this-puzzle",
        &["patterns"],
    ),
    (
        "explain-answer-too-large",
        "args-explain-answer-too-large",
        &["explain"],
    ),
    ("zk-chase-needs", "args-zk-chase-needs", &["wrap"]),
    ("linear-polynomial-needs", "args-linear-polynomial-needs", &["wrap"]),
    ("args-lists-too-long", "args-lists-too-long", &["format-grid"]),
    (
        "judge-knights-budget",
        "args-judge-knights-budget",
        &["algorithm", "algorithm-idastar"],
    ),
];

/// What a request said, for the arguments a reworded message names.
#[derive(Clone, Debug, Default)]
struct Said {
    moves: Option<String>,
    /// The algorithm the caller asked for (`auto` when none): a refusal
    /// names it, not the search `auto` chose.
    algorithm: Option<String>,
    states: Option<u64>,
    goal: Option<String>,
    format: Option<String>,
    /// The pattern databases asked for (`auto` when none).
    patterns: Option<String>,
    /// Whether the drawing was asked for: Python's `explain()` takes no
    /// `format=`, so a refusal suggests `solve()`'s.
    explain: bool,
}

/// `text` with every message that names a flag (nested ones included) in
/// its wording for `caller`.
fn reword(text: &Text, caller: Caller, said: &Said) -> Text {
    let mut args: Vec<(&'static str, Arg)> = text
        .args()
        .iter()
        .map(|(name, arg)| {
            let arg = match arg {
                Arg::Text(inner) => Arg::Text(reword(inner, caller, said)),
                plain => plain.clone(),
            };
            (*name, arg)
        })
        .collect();
    let Some(&(_, id, added)) = REWORDED.iter().find(|(id, _, _)| *id == text.id()) else {
        return Text::new(text.id(), args);
    };
    let plain = |args: &[(&'static str, Arg)], name: &str| {
        args.iter().find_map(|(n, a)| match a {
            Arg::Plain(value) if *n == name => Some(value.clone()),
            _ => None,
        })
    };
    // "a work limit of 1 state": the catalog has no plural rules, so the
    // singular is a message of its own.
    let id = match id {
        "args-over-budget" if plain(&args, "limit").as_deref() == Some("1") => "args-over-budget-one",
        "args-over-budget-try-auto" if plain(&args, "limit").as_deref() == Some("1") => "args-over-budget-try-auto-one",
        id => id,
    };
    for &name in added {
        let string = |s: &str| Value::String(s.to_string());
        let spelled = match name {
            "moves" => {
                let moves = plain(&args, "moves").or_else(|| said.moves.clone()).unwrap_or_default();
                caller.given("moves", &string(&moves))
            }
            "algorithm" => {
                let asked = said.algorithm.clone().or_else(|| plain(&args, "algorithm"));
                caller.given("algorithm", &string(&asked.unwrap_or_default()))
            }
            "states" => match said.states {
                Some(k) => caller.given("states", &Value::from(k)),
                None => caller.field("states"),
            },
            "wrap" => caller.given("wrap", &Value::Bool(true)),
            "goal" => match &said.goal {
                Some(goal) => caller.given("goal", &string(goal)),
                None => caller.field("goal"),
            },
            "format" => caller.given("format", &string(said.format.as_deref().unwrap_or("json"))),
            // explain() takes no format=: the grid is solve()'s.
            "format-grid" if said.explain && caller == Caller::Python => "solve(..., format=\"grid\")".to_string(),
            "format-grid" => caller.given("format", &string("grid")),
            "patterns" => caller.given("patterns", &string(said.patterns.as_deref().unwrap_or("auto"))),
            "explain" => caller.explain(),
            "moves-buttons" => caller.given("moves", &string("buttons")),
            "algorithm-auto" => caller.given("algorithm", &string("auto")),
            "algorithm-linear" => caller.given("algorithm", &string("linear")),
            "algorithm-idastar" => caller.given("algorithm", &string("idastar")),
            "limit-name" => caller.field("limit"),
            "goal-board" => caller.field("goal_board"),
            // The goal board's name among the request's texts: its argument.
            "file" => caller.field(&plain(&args, "file").unwrap_or_default()),
            field => caller.field(field),
        };
        args.retain(|(n, _)| *n != name);
        args.push((name, Arg::Plain(spelled)));
    }
    Text::new(id, args)
}

/// A refusal for `caller`, its message in `lang`.
fn for_caller(error: PuzzleError, caller: Caller, said: &Said, lang: Lang) -> PuzzleError {
    PuzzleError::new(error.kind, reword(&error.text, caller, said)).localized(lang)
}

/// What `field` takes, its words spelled for `caller` (`True or False` in
/// Python; the JSON's `"moves": "buttons"` without a caller).
fn what(field: &str, caller: Option<Caller>) -> Text {
    let id = FIELDS
        .iter()
        .find(|(f, _)| *f == field)
        .map_or("request-what-start", |(_, id)| id);
    let (yes, no) = match caller {
        Some(Caller::Python) => ("True", "False"),
        _ => ("true", "false"),
    };
    Text::new(
        id,
        vec![
            ("yes", Arg::from(yes)),
            ("no", Arg::from(no)),
            ("rule", Arg::from(valued(caller, "moves", &Value::from("buttons")))),
        ],
    )
}

/// `field` with no value: the JSON's `"field"`, Python's `field=`, a
/// JavaScript object's `field`.
fn field_spelled(caller: Option<Caller>, field: &str) -> String {
    match caller {
        Some(caller) => caller.field(field),
        None => format!("\"{field}\""),
    }
}

/// `field` given `value`: the JSON's `"field": value`, Python's
/// `field=value`, a JavaScript object's `field: value`.
fn valued(caller: Option<Caller>, field: &str, value: &Value) -> String {
    match caller {
        Some(caller) => caller.given(field, value),
        None => Caller::JavaScript.given(&format!("\"{field}\""), value),
    }
}

/// A field the request must have and has not.
fn missing(field: &str, caller: Option<Caller>) -> PuzzleError {
    let what = Arg::from(what(field, caller));
    PuzzleError::usage(match caller {
        Some(caller) => Text::new(
            "args-missing",
            vec![("field", Arg::from(caller.field(field))), ("what", what)],
        ),
        None => Text::new("request-missing", vec![("field", Arg::from(field)), ("what", what)]),
    })
}

/// A field whose value is not of the kind it takes.
fn wrong_value(field: &str, value: &Value, caller: Option<Caller>) -> PuzzleError {
    let what = Arg::from(what(field, caller));
    PuzzleError::usage(match caller {
        Some(caller) => Text::new(
            "args-wrong-value",
            vec![("given", Arg::from(caller.given(field, value))), ("what", what)],
        ),
        None => Text::new(
            "request-wrong-value",
            vec![
                ("field", Arg::from(field)),
                ("what", what),
                ("found", Arg::from(crate::text::capped(&value.to_string()))),
            ],
        ),
    })
}

fn text_field<'a>(
    object: &'a Map<String, Value>,
    field: &str,
    required: bool,
    caller: Option<Caller>,
) -> Result<Option<&'a str>, PuzzleError> {
    match object.get(field) {
        None | Some(Value::Null) if !required => Ok(None),
        None | Some(Value::Null) => Err(missing(field, caller)),
        Some(Value::String(text)) => Ok(Some(text)),
        Some(other) => Err(wrong_value(field, other, caller)),
    }
}

fn bool_field(object: &Map<String, Value>, field: &str, caller: Option<Caller>) -> Result<bool, PuzzleError> {
    match object.get(field) {
        None | Some(Value::Null) => Ok(false),
        Some(Value::Bool(b)) => Ok(*b),
        Some(other) => Err(wrong_value(field, other, caller)),
    }
}

/// A whole-number field within `range`, or `None` when absent.
fn number_field(
    object: &Map<String, Value>,
    field: &str,
    range: std::ops::RangeInclusive<u64>,
    caller: Option<Caller>,
) -> Result<Option<u64>, PuzzleError> {
    match object.get(field) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => v
            .as_u64()
            .filter(|n| range.contains(n))
            .map(Some)
            .ok_or_else(|| wrong_value(field, v, caller)),
    }
}

/// Solves the puzzle a JSON request describes and returns the answer as
/// `gridsolve solve` writes it (`format`: `json`, the default, `text` or
/// `grid`). Refusals name the command line's flags; a binding calls
/// [`solve_request`] instead.
pub fn solve_json(body: &[u8], limits: SearchLimits) -> Result<String, PuzzleError> {
    let mut said = Said::default();
    let mut lang = Lang::En;
    read_and_solve(body, limits, &Host::default(), None, &mut said, &mut lang).map_err(|e| e.localized(lang))
}

/// [`solve_json`] for a binding: refusals name `caller`'s arguments. The
/// request's `limit` (when given) replaces `limits.max_work`. Pattern
/// databases are built for this call alone: a binding keeps them with
/// [`solve_request_in`].
pub fn solve_request(body: &[u8], limits: SearchLimits, caller: Caller) -> Result<String, PuzzleError> {
    solve_request_in(body, limits, caller, &Host::default())
}

/// [`solve_request`] with the pattern databases kept in `host`'s store, its
/// events told, `stats` timed by its clock.
pub fn solve_request_in(body: &[u8], limits: SearchLimits, caller: Caller, host: &Host) -> Result<String, PuzzleError> {
    let mut said = Said::default();
    let mut lang = Lang::En;
    read_and_solve(body, limits, host, Some(caller), &mut said, &mut lang)
        .map_err(|e| for_caller(e, caller, &said, lang))
}

/// One table a request may read: its name in a [`TableStore`](crate::solvers::slide::tables::TableStore) and the most
/// bytes a good table of that name has (anything larger is not a table of
/// it, and a host refuses it unread).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableFile {
    pub name: String,
    pub max_bytes: u64,
}

/// A partition's tables, in the order the core tries partitions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartitionFiles {
    /// Its name: `7-8`, `6-6-3`, ...
    pub partition: String,
    pub tables: Vec<TableFile>,
}

/// The tables a solve of this request may read, for a host that must fetch
/// them before the core asks (node reads them from its cache directory into
/// the WebAssembly's memory): for each partition the core may use, in the
/// order it tries them, every table's name and largest size. With
/// `patterns` `auto`, the large partition (7-8, 6-6-6-6) answers only when
/// all of its tables are there and good; else the default. Empty when the
/// request needs none (not a sliding board over 9 cells, another
/// algorithm, a board that cannot reach its goal). A request the solve
/// would refuse is refused here in the same words.
///
/// ```
/// use gridsolve_core::puzzle::request::{tables_for_request, Caller};
/// let korf = br#"{"moves":"slide","start":"1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15\n"}"#;
/// let partitions = tables_for_request(korf, Caller::JavaScript).unwrap();
/// let names: Vec<&str> = partitions.iter().map(|p| p.partition.as_str()).collect();
/// assert_eq!(names, ["7-8", "6-6-3"]);
/// assert_eq!(partitions[1].tables.len(), 3);
/// let eight = br#"{"moves":"slide","start":"1 2 3\n4 5 6\n7 0 8\n"}"#;
/// assert!(tables_for_request(eight, Caller::JavaScript).unwrap().is_empty());
/// ```
pub fn tables_for_request(body: &[u8], caller: Caller) -> Result<Vec<PartitionFiles>, PuzzleError> {
    let mut said = Said::default();
    let mut lang = Lang::En;
    let read =
        read_request(body, Some(caller), &mut said, &mut lang).map_err(|e| for_caller(e, caller, &said, lang))?;
    Ok(partitions_read(&read))
}

/// What [`tables_for_request`] says, from a request read.
fn partitions_read(read: &ReadRequest) -> Vec<PartitionFiles> {
    let Model::Tokens { rule, start, goal } = &read.puzzle.model else {
        return Vec::new();
    };
    // The board `LoadedPuzzle::solve` takes to the pattern databases (a
    // test holds the two to the same tables).
    let on_tables = *rule == TokenRule::Slide && read.algorithm == Algorithm::Auto && start.cells.len() > 9;
    if !on_tables || tokens_unsolvable(*rule, start, goal).is_some() {
        return Vec::new();
    }
    let (rows, cols) = (start.rows, start.cols);
    let blank_goal = goal.cells.iter().position(|&t| t == 0).unwrap_or(0);
    let partitions: Vec<Vec<Vec<u8>>> = match read.partition {
        Partition::Auto => large_partition(rows, cols, blank_goal)
            .into_iter()
            .chain([default_partition(rows, cols, blank_goal)])
            .collect(),
        Partition::Default => vec![default_partition(rows, cols, blank_goal)],
        Partition::SevenEight => partition_7_8(rows, cols, blank_goal).into_iter().collect(),
        Partition::SixSixSixSix => partition_6_6_6_6(rows, cols, blank_goal).into_iter().collect(),
    };
    partitions
        .iter()
        .map(|partition| PartitionFiles {
            partition: partition_name(partition),
            tables: partition
                .iter()
                .map(|cells| TableFile {
                    name: file_name(rows, cols, cells, Some(blank_goal)),
                    max_bytes: max_table_bytes(rows, cols, cells.len()),
                })
                .collect(),
        })
        .collect()
}

/// A [`TableEvent`] as a binding tells its caller: an object with `event`
/// (`building`, `progress`, `loaded`, `built`, `rebuilt`, `not_saved`), the
/// event's fields and, for the events the command line prints a line for,
/// that line as `message` in `lang`.
///
/// ```
/// use gridsolve_core::locale::Lang;
/// use gridsolve_core::puzzle::request::table_event_json;
/// use gridsolve_core::solvers::slide::tables::TableEvent;
/// let built = table_event_json(&TableEvent::Built { location: "/c/pdb.bin".into() }, Lang::En);
/// assert_eq!(built.to_string(), r#"{"event":"built","location":"/c/pdb.bin","message":"built the pattern database /c/pdb.bin"}"#);
/// ```
pub fn table_event_json(event: &TableEvent, lang: Lang) -> Value {
    let mut value = match event {
        TableEvent::Building {
            partition,
            tables,
            entries,
            where_kept,
        } => json!({
            "event": "building", "partition": partition, "tables": tables,
            "entries": entries, "place": where_kept,
        }),
        TableEvent::Progress { done, total } => json!({ "event": "progress", "done": done, "total": total }),
        TableEvent::Loaded { location } => json!({ "event": "loaded", "location": location }),
        TableEvent::Built { location } => json!({ "event": "built", "location": location }),
        TableEvent::Rebuilt { location, why } => {
            json!({ "event": "rebuilt", "location": location, "why": why.render(lang) })
        }
        TableEvent::NotSaved { location, why } => {
            json!({ "event": "not_saved", "location": location, "why": why.render(lang) })
        }
    };
    if let Some(message) = event.message() {
        value["message"] = Value::String(message.render(lang));
    }
    value
}

/// A request read and its puzzle loaded: everything a solve needs.
struct ReadRequest {
    puzzle: LoadedPuzzle,
    algorithm: Algorithm,
    format: Format,
    explain: bool,
    lang: Lang,
    /// The request's `limit`, if any.
    limit: Option<u64>,
    partition: Partition,
    /// `threads` as given (0: one per core).
    threads: u64,
    stats: bool,
}

/// Reads and answers a request, telling `said` and `lang` what it has read
/// so far (a refusal is worded with them).
fn read_and_solve(
    body: &[u8],
    limits: SearchLimits,
    host: &Host,
    caller: Option<Caller>,
    said: &mut Said,
    lang: &mut Lang,
) -> Result<String, PuzzleError> {
    let read = read_request(body, caller, said, lang)?;
    let threads = match read.threads {
        // WebAssembly has one thread.
        _ if cfg!(target_arch = "wasm32") => 1,
        0 => host.cores.max(1),
        n => n as usize,
    };
    let limits = SearchLimits {
        max_work: read.limit.unwrap_or(limits.max_work),
        ..limits
    }
    .with_threads(threads);
    let tables = TableOptions {
        partition: read.partition,
        ..host.tables
    };
    let options = SolveOptions { limits, tables };
    let began = host.clock.map(|now| now());
    let answer = read.puzzle.solve(read.algorithm, &options)?;
    let elapsed = read.stats.then(|| match (host.clock, began) {
        (Some(now), Some(began)) => now().saturating_sub(began),
        _ => Duration::ZERO,
    });
    let lang = read.lang;
    let mut out = Vec::new();
    match read.format {
        Format::Json => answer
            .write_json(&mut out, elapsed)
            .expect("writing to memory does not fail"),
        Format::Grid => {
            answer
                .write_grid(&mut out, None, lang)
                .expect("writing to memory does not fail");
        }
        _ => match answer.write_text(&mut out, read.explain, false, elapsed, lang) {
            Ok(()) => {}
            Err(super::answer::WriteError::Refused(refusal)) => return Err(refusal),
            Err(super::answer::WriteError::Io(e)) => unreachable!("writing to memory does not fail: {e}"),
        },
    }
    Ok(String::from_utf8(out).expect("answers are UTF-8"))
}

/// Reads a request and loads its puzzle, refusing what the solve would
/// refuse before any search; tells `said` and `lang` what it has read so far.
fn read_request(
    body: &[u8],
    caller: Option<Caller>,
    said: &mut Said,
    lang: &mut Lang,
) -> Result<ReadRequest, PuzzleError> {
    const EXAMPLE: &str = r#"{"moves":"plus","start":"10\n01\n"}"#;
    let value: Value = serde_json::from_slice(body).map_err(|e| {
        PuzzleError::usage(tr!(
            "request-not-json",
            line = e.line(),
            column = e.column(),
            example = EXAMPLE
        ))
    })?;
    let Some(object) = value.as_object() else {
        return Err(PuzzleError::usage(tr!("request-not-object", example = EXAMPLE)));
    };
    // The language first, so that every later refusal is in it (one of
    // `lang` itself is in English).
    if let Some(tag) = text_field(object, "lang", false, caller)? {
        *lang = Lang::from_tag(tag).ok_or_else(|| lang_wrong(caller, tag))?;
    }
    if let Some(unknown) = object.keys().find(|k| !FIELDS.iter().any(|(f, _)| f == k)) {
        let own = caller.map_or(&[][..], Caller::own_options);
        let names = FIELDS
            .iter()
            .map(|(f, _)| *f)
            .chain(own.iter().copied())
            .collect::<Vec<_>>()
            .join(", ");
        let unknown = crate::text::capped(unknown);
        return Err(PuzzleError::usage(match caller {
            Some(caller) => tr!("args-unknown-field", field = caller.field(&unknown), names = names),
            None => tr!("request-unknown-field", field = unknown, names = names),
        }));
    }
    let lang = *lang;
    let moves = text_field(object, "moves", true, caller)?.unwrap_or_default();
    said.moves = Some(moves.to_string());
    let start = text_field(object, "start", true, caller)?.unwrap_or_default();
    let states = number_field(object, "states", 2..=255, caller)?;
    said.states = states;
    let states = states.unwrap_or(2) as u8;
    let limit = number_field(object, "limit", 1..=u64::MAX, caller)?;
    let threads = number_field(object, "threads", 0..=crate::limits::MAX_THREADS as u64, caller)?.unwrap_or(1);
    let stats = bool_field(object, "stats", caller)?;
    let patterns_word = text_field(object, "patterns", false, caller)?;
    said.patterns = patterns_word.map(str::to_string);
    let partition = match patterns_word {
        None => Partition::Auto,
        Some(name) => Partition::from_name(name)
            .ok_or_else(|| not_one_of(caller, "patterns", name, "auto, default, 6-6-3, 7-8, 6-6-6-6"))?,
    };
    let wrap = bool_field(object, "wrap", caller)?;
    let explain = bool_field(object, "explain", caller)?;
    said.explain = explain;
    let goal = text_field(object, "goal", false, caller)?;
    said.goal = goal.map(str::to_string);
    let goal_board = text_field(object, "goal_board", false, caller)?;
    let target = text_field(object, "target", false, caller)?;
    let buttons = text_field(object, "buttons", false, caller)?;
    // A buttons file comes as text: the rule names it as the command line's
    // `buttons:FILE` names a file.
    let rule = valued(caller, "moves", &Value::from("buttons"));
    let buttons_named = field_spelled(caller, "buttons");
    let moves = match (moves, buttons) {
        ("buttons", Some(_)) => "buttons:buttons",
        ("buttons", None) => {
            return Err(PuzzleError::usage(match caller {
                Some(_) => tr!("args-buttons-need-text", rule = rule, buttons = buttons_named),
                None => tr!("request-buttons-need-text"),
            }));
        }
        (_, Some(_)) => {
            return Err(PuzzleError::usage(match caller {
                Some(_) => tr!("args-buttons-without-rule", rule = rule, buttons = buttons_named),
                None => tr!("request-buttons-without-rule"),
            }));
        }
        (moves, None) if moves.starts_with("buttons:") => {
            return Err(PuzzleError::usage(tr!(
                "request-no-files",
                rule = rule,
                buttons = buttons_named
            )));
        }
        (moves, None) => moves,
    };
    let algorithm_word = text_field(object, "algorithm", false, caller)?;
    said.algorithm = Some(algorithm_word.unwrap_or("auto").to_string());
    let algorithm = match algorithm_word {
        None => Algorithm::Auto,
        Some(name) => Algorithm::from_name(name)
            .ok_or_else(|| not_one_of(caller, "algorithm", name, &super::algorithm_names().join(", ")))?,
    };
    let format_word = text_field(object, "format", false, caller)?;
    said.format = format_word.map(str::to_string);
    let format = match format_word {
        None | Some("json") => Format::Json,
        Some("text") => Format::Text,
        Some("grid") => Format::Grid,
        Some(other) => return Err(not_one_of(caller, "format", other, "json, text, grid")),
    };
    if stats && format == Format::Grid {
        // The command line writes a grid's counters on stderr; a binding's
        // answer is the grid alone.
        return Err(PuzzleError::usage(tr!(
            "request-stats-not-grid",
            stats = match caller {
                Some(caller) => caller.given("stats", &Value::Bool(true)),
                None => field_spelled(None, "stats"),
            },
            json = valued(caller, "format", &Value::from("json")),
            text = "\"text\""
        )));
    }
    if goal.is_some() && goal_board.is_some() {
        return Err(PuzzleError::usage(tr!(
            "request-goal-twice",
            goal = field_spelled(caller, "goal"),
            board = field_spelled(caller, "goal_board")
        )));
    }
    if let Some(word) = goal.filter(|g| !super::GOAL_WORDS.contains(g)) {
        return Err(not_one_of(caller, "goal", word, &super::GOAL_WORDS.join(", ")));
    }
    let mut words = PuzzleWords {
        moves,
        states,
        wrap,
        goal: goal.or(goal_board.map(|_| "goal_board")),
        ..PuzzleWords::default()
    };
    // One `target` field, which the words name by the puzzle's family: a
    // swap's TARGET, or the goal board of tiles and knights.
    let family = words.family()?;
    match (target, &family) {
        (Some(_), Family::Tokens(_)) => words.token_target = Some("target"),
        (Some(_), _) => words.swap_target = Some("target"),
        (None, _) => {}
    }
    words.check_output(format, explain)?;
    if format != Format::Grid && !matches!(family, Family::Tokens(_)) {
        refuse_long_lists(start)?;
    }
    let mut inputs = TextInputs::new(
        [
            ("start", Some(start)),
            ("target", target),
            ("goal_board", goal_board),
            ("buttons", buttons),
        ]
        .into_iter()
        .filter_map(|(name, text)| text.map(|t| (name, t))),
    );
    let puzzle = words.load(Some("start"), &mut inputs)?;
    if explain {
        puzzle.check_explain(format)?;
    }
    Ok(ReadRequest {
        puzzle,
        algorithm,
        format,
        explain,
        lang,
        limit,
        partition,
        threads,
        stats,
    })
}

/// Refuses, before any solving, a board whose answer as lists would pass
/// [`MAX_LISTED_CELLS`] (its cells counted as the text's non-blank
/// characters, which is exact for the two-state and digit boards this is
/// for).
fn refuse_long_lists(start: &str) -> Result<(), PuzzleError> {
    let cells = start.bytes().filter(|b| !b.is_ascii_whitespace()).count();
    if cells > MAX_LISTED_CELLS {
        // The request's own spelling; a binding's refusal is reworded.
        return Err(PuzzleError::limit(Text::new(
            "args-lists-too-long",
            vec![
                ("cells", Arg::from(cells)),
                ("most", Arg::from(MAX_LISTED_CELLS)),
                ("format-grid", Arg::from("\"format\": \"grid\"")),
            ],
        )));
    }
    Ok(())
}

/// A value that is none of a field's words (`algorithm`, `format`,
/// `patterns`, `goal`, `lang`, `kind`, `problem`), refused in the caller's
/// spelling (`algorithm="xyz"`, `algorithm: "xyz"`; the request's JSON when
/// there is no binding), in the request's language.
fn not_one_of(caller: Option<Caller>, field: &str, given: &str, names: &str) -> PuzzleError {
    let given = given_as(caller, field, given);
    PuzzleError::usage(tr!("args-not-one-of", given = given, names = names.to_string()))
}

/// A `lang` that names no language ([`Lang::from_tag`]'s rule, every front
/// door's).
fn lang_wrong(caller: Option<Caller>, given: &str) -> PuzzleError {
    PuzzleError::usage(tr!("args-lang-wrong", given = given_as(caller, "lang", given)))
}

/// `field` given as `given`, in `caller`'s spelling (`lang="fr"` in
/// Python), else as JSON.
fn given_as(caller: Option<Caller>, field: &str, given: &str) -> String {
    match caller {
        Some(caller) => caller.given(field, &Value::String(given.to_string())),
        None => format!("\"{field}\": \"{}\"", crate::text::capped(given)),
    }
}

/// The problem called `name`, or a refusal listing them (in `caller`'s
/// spelling of the argument, when there is one).
fn problem_named(name: &str, caller: Option<Caller>) -> Result<Problem, PuzzleError> {
    Problem::from_name(name).ok_or_else(|| match caller {
        Some(_) => not_one_of(caller, "problem", name, &Problem::names()),
        None => PuzzleError::usage(tr!(
            "unknown-problem",
            given = crate::text::capped(name),
            names = Problem::names()
        )),
    })
}

/// Stopped by the caller (Ctrl-C in Python): the binding raises its own
/// exception instead of showing this.
fn stopped() -> PuzzleError {
    PuzzleError::limit(tr!("args-stopped"))
}

fn raised(limits: &SearchLimits) -> bool {
    limits.cancel.is_some_and(|flag| flag.load(Ordering::Relaxed))
}

/// The judge's output for a whole input of `problem`, as `gridsolve
/// PROBLEM` prints it. At the first case that cannot be read or answered,
/// the refusal names it and says how many lines were answered before it.
/// The cancel flag of `limits` is looked at between cases; its progress
/// hook is told the cases answered.
///
/// ```
/// use gridsolve_core::puzzle::request::{judge_answers, Caller};
/// use gridsolve_core::limits::SearchLimits;
/// let output = judge_answers("poj1753", "bwwb\nbbwb\nbwwb\nbwww\n", "auto", SearchLimits::default(), Caller::Python, Default::default());
/// assert_eq!(output.unwrap(), "4\n");
/// ```
pub fn judge_answers(
    problem: &str,
    input: &str,
    algorithm: &str,
    limits: SearchLimits,
    caller: Caller,
    lang: Lang,
) -> Result<String, PuzzleError> {
    let said = Said {
        algorithm: Some(algorithm.to_string()),
        ..Said::default()
    };
    let problem = problem_named(problem, Some(caller)).map_err(|e| for_caller(e, caller, &said, lang))?;
    let algorithm = Algorithm::from_name(algorithm).ok_or_else(|| {
        not_one_of(
            Some(caller),
            "algorithm",
            algorithm,
            &super::algorithm_names().join(", "),
        )
        .localized(lang)
    })?;
    let solver = JudgeSolver::new(problem, algorithm)
        .map_err(|e| for_caller(PuzzleError::cannot(e.text()), caller, &said, lang))?;
    // A case's search (bfs on a far knights board: a second or so) stops at
    // the caller's flag, not only the loop between cases.
    let solver = match limits.cancel {
        Some(flag) => solver.stopped_by(flag),
        None => solver,
    };
    let mut out = Vec::new();
    for (done, case) in CaseReader::new(problem, input.as_bytes()).enumerate() {
        if raised(&limits) {
            return Err(stopped().localized(lang));
        }
        if let Some(report) = limits.progress {
            report(done as u64);
        }
        let answered = case.map_err(|e| PuzzleError::bad_input(e.text())).and_then(|case| {
            solver
                .write_answer(&case, &mut out)
                .map_err(|e| PuzzleError::cannot(e.text()))
        });
        if let Err(refusal) = answered {
            if raised(&limits) {
                return Err(stopped().localized(lang));
            }
            let lines = out.iter().filter(|&&b| b == b'\n').count();
            let refusal = PuzzleError::new(
                refusal.kind,
                tr!("args-answers-before", why = refusal.text, lines = lines),
            );
            return Err(for_caller(refusal, caller, &said, lang));
        }
    }
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// A reader that fails once the caller's flag is raised, so that the
/// checker, which streams the output it judges, stops at Ctrl-C.
struct StopWhenRaised<'a, R> {
    inner: R,
    flag: Option<&'a AtomicBool>,
}

impl<R: BufRead> Read for StopWhenRaised<'_, R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(buf.len());
        buf[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl<R: BufRead> BufRead for StopWhenRaised<'_, R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if self.flag.is_some_and(|flag| flag.load(Ordering::Relaxed)) {
            return Err(io::Error::other("stopped by the caller"));
        }
        self.inner.fill_buf()
    }
    fn consume(&mut self, amount: usize) {
        self.inner.consume(amount);
    }
}

/// Judges `output` as `gridsolve check` does: (verdict, reason). `answer`
/// is the jury's (its minimum counts are checked against the judge's own);
/// `minimum` asks HDU 1043 for a shortest path rather than any.
pub fn check(
    problem: &str,
    input: &str,
    output: &str,
    answer: &str,
    minimum: bool,
    limits: SearchLimits,
    lang: Lang,
) -> Result<(String, String), PuzzleError> {
    let problem = problem_named(problem, None).map_err(|e| e.localized(lang))?;
    let checker = Checker::new(problem).map_err(|e| PuzzleError::cannot(e.text()).localized(lang))?;
    let rule = if minimum {
        PathRule::ShortestOnly
    } else {
        checker.path_rule()
    };
    let checker = checker.with_path_rule(rule);
    let output = StopWhenRaised {
        inner: output.as_bytes(),
        flag: limits.cancel,
    };
    let judgement = checker.check(input.as_bytes(), output, answer.as_bytes());
    if raised(&limits) {
        return Err(stopped().localized(lang));
    }
    Ok((judgement.verdict.to_string(), judgement.reason))
}

/// `count` cases of `problem` of `kind` from `seed`, the same bytes as
/// `gridsolve gen PROBLEM --count COUNT --kind KIND --seed SEED` writes. At
/// most [`MAX_GENERATED`] cases (the text is held in memory); the cancel
/// flag is looked at every 1,024 cases and the progress hook told the cases
/// made.
///
/// ```
/// use gridsolve_core::puzzle::request::{generate, Caller};
/// use gridsolve_core::limits::SearchLimits;
/// let text = generate("poj1753", "random", 2, 7, SearchLimits::default(), Caller::Python, Default::default()).unwrap();
/// assert_eq!(text.lines().count(), 8);
/// ```
pub fn generate(
    problem: &str,
    kind: &str,
    count: u64,
    seed: u64,
    limits: SearchLimits,
    caller: Caller,
    lang: Lang,
) -> Result<String, PuzzleError> {
    let problem = problem_named(problem, Some(caller)).map_err(|e| e.localized(lang))?;
    let kind = BoardKind::from_name(kind).ok_or_else(|| {
        let names: Vec<&str> = BoardKind::ALL.iter().map(|k| k.name()).collect();
        not_one_of(Some(caller), "kind", kind, &names.join(", ")).localized(lang)
    })?;
    let count = usize::try_from(count)
        .ok()
        .filter(|&n| n <= MAX_GENERATED)
        .ok_or_else(|| {
            PuzzleError::limit(tr!(
                "args-generate-too-many",
                count = caller.given("count", &Value::from(count)),
                most = MAX_GENERATED
            ))
            .localized(lang)
        })?;
    let mut generator =
        Generator::new(problem, kind, seed).map_err(|e| PuzzleError::usage(e.text()).localized(lang))?;
    let mut out = Vec::new();
    crate::testgen::write_header(problem, count, &mut out);
    for made in 0..count {
        if made % 1024 == 0 {
            if raised(&limits) {
                return Err(stopped().localized(lang));
            }
            if let Some(report) = limits.progress {
                report(made as u64);
            }
        }
        let case = generator.next_case();
        generator.write_case(&case, &mut out);
    }
    Ok(String::from_utf8(out).expect("generated inputs are ASCII"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::ErrorKind;

    fn solve(body: &str) -> Result<String, PuzzleError> {
        solve_json(body.as_bytes(), SearchLimits::default())
    }

    #[test]
    fn every_model_answers_as_the_command_line_writes() {
        let fridge = solve(r#"{"moves":"cross","start":"-+--\n----\n----\n-+--\n"}"#).unwrap();
        assert!(fridge.starts_with(r#"{"algorithm":"linear","moves":6,"#), "{fridge}");
        let swap = solve(r#"{"moves":"swap","start":"1111\n0000\n1110\n0010\n","target":"1010\n0101\n1010\n0101\n"}"#)
            .unwrap();
        assert!(swap.contains(r#""moves":4"#), "{swap}");
        let k3 = solve(r#"{"moves":"plus","states":3,"start":"12\n01\n"}"#).unwrap();
        assert!(k3.contains(r#""states":3"#), "{k3}");
        let eight =
            solve(r#"{"moves":"slide","start":"1 2 3\n4 5 6\n0 7 8\n","format":"text","explain":true}"#).unwrap();
        assert!(
            eight.starts_with("solvable: yes\nmoves: 2 (proven minimum)\npath: rr"),
            "{eight}"
        );
        let goal = solve(r#"{"moves":"plus","start":"10\n01\n","goal_board":"10\n01\n"}"#).unwrap();
        let buttons = solve(r#"{"moves":"buttons","states":3,"start":"11\n02\n","buttons":"1,1 1,2\n2,2\n"}"#).unwrap();
        assert!(buttons.contains(r#""buttons":[1,1,2]"#), "{buttons}");
        assert!(goal.contains(r#""moves":0"#), "{goal}");
        let grid = solve(r#"{"moves":"plus","start":"110\n100\n000\n","format":"grid"}"#).unwrap();
        assert_eq!(grid, "100\n000\n000\n");
    }

    #[test]
    fn a_bad_request_is_named_by_its_field() {
        let refused = |body: &str| solve(body).unwrap_err();
        assert!(
            refused("{")
                .message
                .starts_with("the request is not JSON (line 1, column 1)")
        );
        assert!(refused("[1]").message.starts_with("the request must be a JSON object"));
        assert!(
            refused(r#"{"moves":"plus","start":"1","colour":1}"#)
                .message
                .starts_with("unknown field \"colour\"")
        );
        assert_eq!(
            refused(r#"{"moves":"plus","start":"1","states":1}"#).message,
            "field \"states\": expected a whole number of cell states from 2 to 255, found 1"
        );
        assert_eq!(
            refused(r#"{"moves":"plus","start":"1","limit":0}"#).message,
            "field \"limit\": expected a whole number of states from 1 on: the work a search may do, found 0"
        );
        assert!(
            refused(r#"{"moves":"plus","start":"1","algorithm":"dfs"}"#)
                .message
                .starts_with(r#""algorithm": "dfs" is not one of auto, linear"#)
        );
        let bad_board = refused(r#"{"moves":"plus","start":"01\n2\n"}"#);
        assert_eq!(bad_board.kind, ErrorKind::BadInput);
        assert!(bad_board.message.starts_with("start: line 2"), "{bad_board}");
        assert!(
            refused(r#"{"moves":"slide","start":"1 2\n3 0\n","wrap":true}"#)
                .message
                .contains("--wrap applies to toggle rules")
        );
    }

    /// A malformed request, as each caller wrote it: the JSON's words on the
    /// JSON path, the caller's arguments in a binding, each in the
    /// request's language.
    const MALFORMED: &[&str] = &[
        r#"{"moves":"plus","start":"1","states":1}"#,
        r#"{"moves":"plus","start":"1","limit":0}"#,
        r#"{"moves":"plus","start":"1","stats":1}"#,
        r#"{"moves":"plus","start":"1","wrap":"yes"}"#,
        r#"{"moves":"plus","start":"1","colour":1}"#,
        r#"{"moves":"plus"}"#,
        r#"{"start":"1"}"#,
        r#"{"moves":"plus","start":3}"#,
        r#"{"moves":"buttons","start":"1"}"#,
        r#"{"moves":"plus","start":"1","buttons":"0,0\n"}"#,
        r#"{"moves":"buttons:f","start":"1"}"#,
        r#"{"moves":"plus","start":"1","goal":"zeros","goal_board":"0"}"#,
        r#"{"moves":"plus","start":"10\n01\n","stats":true,"format":"grid"}"#,
        r#"{"moves":"buttons","start":"1","buttons":7}"#,
    ];

    #[test]
    fn a_malformed_request_names_the_callers_own_words_in_its_language() {
        let with_lang = |body: &str, lang: &str| format!("{},\"lang\":\"{lang}\"}}", body.trim_end_matches('}'));
        for body in MALFORMED {
            for lang in ["en", "zh"] {
                let body = with_lang(body, lang);
                let json = solve(&body).unwrap_err().message;
                assert!(json.contains('"'), "the JSON's field names: {body}: {json}");
                for caller in [Caller::Python, Caller::JavaScript] {
                    let refused = refused_for(caller, &body);
                    assert_eq!(refused.kind, ErrorKind::Usage, "{body}");
                    let message = refused.message;
                    assert!(!message.contains("field \""), "{caller:?} {body}: {message}");
                    assert!(!message.contains("\"moves\":"), "{caller:?} {body}: {message}");
                    assert_ne!(refused.text.id(), "verbatim", "{body}");
                }
                let han = |m: &str| m.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c));
                let python = refused_for(Caller::Python, &body).message;
                assert_eq!(han(&python), lang == "zh", "{body}: {python}");
                assert_eq!(han(&json), lang == "zh", "{body}: {json}");
            }
        }
        let python = |body: &str| refused_for(Caller::Python, body).message;
        let javascript = |body: &str| refused_for(Caller::JavaScript, body).message;
        let states = r#"{"moves":"plus","start":"1","states":1}"#;
        assert_eq!(
            python(states),
            "states=1: expected a whole number of cell states from 2 to 255"
        );
        assert_eq!(
            javascript(states),
            "states: 1: expected a whole number of cell states from 2 to 255"
        );
        assert_eq!(
            python(&with_lang(states, "zh")),
            "states=1：应为格子状态数，2 到 255 之间的整数"
        );
        assert_eq!(
            solve(&with_lang(states, "zh")).unwrap_err().message,
            "字段 \"states\"：应为格子状态数，2 到 255 之间的整数，实为 1"
        );
        assert_eq!(
            python(r#"{"moves":"plus","start":"1","stats":1}"#),
            "stats=1: expected True or False: add the search's counters (json or text)"
        );
        let buttons = r#"{"moves":"buttons","start":"1"}"#;
        assert_eq!(
            python(buttons),
            r#"moves="buttons" needs buttons=: one line per button, its cells as ROW,COL"#
        );
        assert_eq!(
            javascript(buttons),
            r#"moves: "buttons" needs buttons: one line per button, its cells as ROW,COL"#
        );
        assert_eq!(
            python(r#"{"moves":"plus","start":"1","buttons":"0,0\n"}"#),
            r#"buttons= goes with moves="buttons""#
        );
        assert_eq!(
            python(r#"{"moves":"buttons","start":"1","buttons":7}"#),
            r#"buttons=7: expected a buttons file's text, one line per button (with moves="buttons")"#
        );
        let twice = r#"{"moves":"plus","start":"1","goal":"zeros","goal_board":"0"}"#;
        assert_eq!(
            python(twice),
            "give goal= (zeros, ones or uniform) or goal_board=, not both"
        );
        assert_eq!(
            solve(twice).unwrap_err().message,
            r#"give "goal" (zeros, ones or uniform) or "goal_board", not both"#
        );
        let grid = r#"{"moves":"plus","start":"10\n01\n","stats":true,"format":"grid"}"#;
        assert_eq!(
            python(grid),
            r#"stats=True goes with format="json" or "text"; a press grid is the grid alone"#
        );
        assert_eq!(
            solve(grid).unwrap_err().message,
            r#""stats" goes with "format": "json" or "text"; a press grid is the grid alone"#
        );
        assert!(
            javascript(r#"{"moves":"plus","start":"1","algo":"bfs"}"#)
                .starts_with("there is no argument algo: the arguments are moves, start, states, "),
            "{}",
            javascript(r#"{"moves":"plus","start":"1","algo":"bfs"}"#)
        );
        assert_eq!(
            python(r#"{"start":"1"}"#),
            "moves= is missing: a move rule: plus, cross, stencil:ROWS, buttons, swap, slide or knight"
        );
        // The words the npm package's and the Python module's own tests quote.
        let zh = |body: &str| with_lang(body, "zh");
        for (caller, body, expected) in [
            (
                Caller::JavaScript,
                r#"{"moves":"slide","start":"1 2\n3 0\n","stats":"yes"}"#.to_string(),
                r#"stats: "yes": expected true or false: add the search's counters (json or text)"#,
            ),
            (
                Caller::JavaScript,
                grid.to_string(),
                r#"stats: true goes with format: "json" or "text"; a press grid is the grid alone"#,
            ),
            (
                Caller::JavaScript,
                r#"{"moves":"plus","start":"1","buttons":"1,1\n"}"#.to_string(),
                r#"buttons goes with moves: "buttons""#,
            ),
            (
                Caller::JavaScript,
                twice.to_string(),
                "give goal (zeros, ones or uniform) or goal_board, not both",
            ),
            (
                Caller::JavaScript,
                zh(states),
                "states: 1：应为格子状态数，2 到 255 之间的整数",
            ),
            (
                Caller::Python,
                zh(buttons),
                r#"moves="buttons" 需要 buttons=：每行一个按钮，写出它的格子 ROW,COL"#,
            ),
            (
                Caller::Python,
                zh(r#"{"moves":"plus","start":"1","buttons":"1,1\n"}"#),
                r#"buttons= 只与 moves="buttons" 同用"#,
            ),
            (
                Caller::Python,
                zh(twice),
                "goal=（zeros、ones 或 uniform）与 goal_board= 只能给出其一，不能都给",
            ),
        ] {
            assert_eq!(refused_for(caller, &body).message, expected, "{body}");
        }
        assert!(
            javascript(r#"{"start":"1"}"#).starts_with("moves is missing: a move rule: "),
            "{}",
            javascript(r#"{"start":"1"}"#)
        );
        // The language is read first: an unknown field is refused in it too.
        assert!(
            solve(r#"{"lang":"zh","moves":"plus","start":"1","algo":"bfs"}"#)
                .unwrap_err()
                .message
                .starts_with("未知字段 \"algo\"：请求的字段有 moves, start"),
        );
        // A long value is cut, as every echo of the caller's text.
        let long = format!(r#"{{"moves":"plus","start":"1","states":[{}0]}}"#, "0,".repeat(5000));
        assert!(python(&long).chars().count() < 400, "{}", python(&long));
    }

    /// Requests that a binding's caller can get wrong, each refused: with
    /// the JSON path's words they name flags; for a binding they must not.
    const REFUSED: &[&str] = &[
        r#"{"moves":"slide","start":"1 2\n3 0\n","wrap":true}"#,
        r#"{"moves":"slide","start":"1 2\n3 0\n","states":3}"#,
        r#"{"moves":"slide","start":"1 2\n3 0\n","goal":"ones"}"#,
        r#"{"moves":"swap","start":"10\n01\n"}"#,
        r#"{"moves":"swap","start":"10\n01\n","target":"01\n10\n","states":3}"#,
        r#"{"moves":"swap","start":"10\n01\n","target":"01\n10\n","wrap":true}"#,
        r#"{"moves":"swap","start":"10\n01\n","target":"01\n10\n","goal":"ones"}"#,
        r#"{"moves":"plus","start":"10\n01\n","target":"01\n10\n"}"#,
        r#"{"moves":"buttons","states":3,"start":"11\n02\n","buttons":"1,1\n","wrap":true}"#,
        r#"{"moves":"knight","start":"1*\n01\n"}"#,
        r#"{"moves":"slide","start":"1 2\n3 0\n","format":"grid"}"#,
        r#"{"moves":"swap","start":"10\n01\n","target":"01\n10\n","format":"grid"}"#,
        r#"{"moves":"plus","start":"10\n01\n","explain":true}"#,
        r#"{"moves":"slide","start":"1 2\n3 0\n","explain":true,"format":"json"}"#,
        r#"{"moves":"slide","start":"8 6 7\n2 5 4\n3 0 1\n","algorithm":"idastar","limit":1000}"#,
        r#"{"moves":"plus","states":3,"start":"12\n01\n","algorithm":"bfs"}"#,
        r#"{"moves":"swap","start":"10\n01\n","target":"01\n10\n","algorithm":"linear"}"#,
        r#"{"moves":"bogus","start":"1"}"#,
        r#"{"moves":"bogus","states":3,"start":"1"}"#,
        // The request's own fields: what each one takes, in the request's words.
        r#"{"start":"1 2\n3 0\n"}"#,
        r#"{"moves":"slide","start":"5 1 2 3\n0 6 7 4\n9 10 11 8\n","patterns":"7-8"}"#,
        r#"{"moves":"slide","start":"1 2\n3 0\n","patterns":"8-7"}"#,
        r#"{"moves":"slide","start":"1 2\n3 0\n","threads":257}"#,
        r#"{"moves":"slide","start":"1 2\n3 0\n","stats":"yes"}"#,
        // A word that is none of a field's, and patterns that would not be used.
        r#"{"moves":"plus","start":"10\n01\n","algorithm":"xyz"}"#,
        r#"{"moves":"plus","start":"10\n01\n","format":"xml"}"#,
        r#"{"moves":"plus","start":"10\n01\n","goal":"twos"}"#,
        r#"{"moves":"plus","start":"10\n01\n","patterns":"default"}"#,
        r#"{"moves":"slide","start":"5 1 2 3\n0 6 7 4\n9 10 11 8\n","algorithm":"idastar","patterns":"6-6-3"}"#,
    ];

    #[test]
    fn a_binding_is_told_its_own_arguments_never_a_flag() {
        for request in REFUSED {
            for lang in ["en", "zh"] {
                let body = format!("{},\"lang\":\"{lang}\"}}", request.trim_end_matches('}'));
                let for_command_line = solve(&body).unwrap_err();
                for caller in [Caller::Python, Caller::JavaScript] {
                    let refused = solve_request(body.as_bytes(), SearchLimits::default(), caller).unwrap_err();
                    if std::env::var_os("SHOW_REWORDED").is_some() {
                        eprintln!(
                            "{caller:?} {lang}: {}\n    was: {}",
                            refused.message, for_command_line.message
                        );
                    }
                    assert_eq!(refused.kind, for_command_line.kind, "{body}");
                    assert!(
                        !refused.message.contains("--") && !refused.message.contains("FILE"),
                        "{caller:?} {body}: {}",
                        refused.message
                    );
                }
            }
        }
        let python = |body: &str| {
            solve_request(body.as_bytes(), SearchLimits::default(), Caller::Python)
                .unwrap_err()
                .message
        };
        let javascript = |body: &str| {
            solve_request(body.as_bytes(), SearchLimits::default(), Caller::JavaScript)
                .unwrap_err()
                .message
        };
        let slow = r#"{"moves":"slide","start":"8 6 7\n2 5 4\n3 0 1\n","algorithm":"idastar","limit":1000}"#;
        assert_eq!(
            python(slow),
            r#"algorithm="idastar" stopped at its work limit of 1000 states without an answer (raise it with limit=)"#
        );
        assert_eq!(
            javascript(slow),
            r#"algorithm: "idastar" stopped at its work limit of 1000 states without an answer (raise it with limit)"#
        );
        assert_eq!(
            python(r#"{"moves":"slide","start":"8 6 7\n2 5 4\n3 0 1\n","limit":1000}"#),
            r#"algorithm="auto" stopped at its work limit of 1000 states without an answer (raise it with limit=)"#,
            "the caller's algorithm, not the search auto chose"
        );
        assert_eq!(
            python(r#"{"moves":"slide","start":"1 2\n3 0\n","format":"grid"}"#),
            r#"format="grid" writes a 0/1 press grid: it is for two-state toggle rules, not slide, knight, K-state cells or buttons"#
        );
    }

    #[test]
    fn an_answer_too_long_for_lists_is_refused_before_solving_naming_the_grid() {
        let side = 1025;
        let board = "0".repeat(side * side);
        let body = serde_json::json!({"moves": "plus", "start": board.as_bytes().chunks(side).map(|r| std::str::from_utf8(r).unwrap()).collect::<Vec<_>>().join("\n")});
        let refused = solve_request(body.to_string().as_bytes(), SearchLimits::default(), Caller::Python).unwrap_err();
        assert_eq!(refused.kind, ErrorKind::Limit);
        assert!(
            refused.message.contains("1050625 cells") && refused.message.contains(r#"format="grid""#),
            "{refused}"
        );
        let mut grid = body;
        grid["format"] = "grid".into();
        let answer = solve_request(grid.to_string().as_bytes(), SearchLimits::default(), Caller::Python).unwrap();
        assert_eq!(answer.len(), side * (side + 1));
    }

    #[test]
    fn judge_answers_check_and_generate_are_the_command_lines() {
        let limits = SearchLimits::default;
        let text = generate("poj2965", "mixed", 5, 3, limits(), Caller::Python, Lang::En).unwrap();
        let answers = judge_answers("poj2965", &text, "auto", limits(), Caller::Python, Lang::En).unwrap();
        let (verdict, _) = check("poj2965", &text, &answers, &answers, false, limits(), Lang::En).unwrap();
        assert_eq!(verdict, "accepted");
        let refused = judge_answers(
            "poj1753",
            "bwwb\nbbwb\nbwwb\nbwww\n\nbwxb\n",
            "auto",
            limits(),
            Caller::Python,
            Lang::En,
        )
        .unwrap_err();
        assert_eq!(refused.kind, ErrorKind::BadInput);
        assert!(refused.message.ends_with("(1 line(s) answered before it)"), "{refused}");
        let refused = generate("poj1753", "random", 1 << 40, 0, limits(), Caller::Python, Lang::En).unwrap_err();
        assert_eq!(refused.kind, ErrorKind::Limit);
        assert!(refused.message.starts_with("count=1099511627776: "), "{refused}");
        let unsolvable = generate("poj2965", "unsolvable", 1, 0, limits(), Caller::Python, Lang::Zh).unwrap_err();
        assert!(unsolvable.message.starts_with("poj2965 没有无解"), "{unsolvable}");
        let flag = AtomicBool::new(true);
        let stopped = generate(
            "poj1753",
            "random",
            10,
            0,
            limits().with_cancel(&flag),
            Caller::Python,
            Lang::En,
        )
        .unwrap_err();
        assert_eq!(stopped.text.id(), "args-stopped");
    }

    fn refused_for(caller: Caller, body: &str) -> PuzzleError {
        solve_request(body.as_bytes(), SearchLimits::default(), caller).unwrap_err()
    }

    #[test]
    fn refusals_name_the_goal_board_once_count_one_state_and_name_the_algorithm_asked() {
        let python = |body: &str| refused_for(Caller::Python, body).message;
        let javascript = |body: &str| refused_for(Caller::JavaScript, body).message;
        let goal = r#"{"moves":"plus","start":"10\n01\n11\n","goal_board":"10\n01\n"}"#;
        assert_eq!(python(goal), "the board is 3x2 but goal_board= is 2x2");
        assert_eq!(javascript(goal), "the board is 3x2 but goal_board is 2x2");
        let goal_zh = r#"{"moves":"plus","start":"10\n01\n11\n","goal_board":"10\n01\n","lang":"zh"}"#;
        assert_eq!(python(goal_zh), "棋盘是 3x2，goal_board= 却是 2x2");

        let one = r#"{"moves":"slide","start":"8 6 7\n2 5 4\n3 0 1\n","algorithm":"idastar","limit":1}"#;
        assert_eq!(
            python(one),
            r#"algorithm="idastar" stopped at its work limit of 1 state without an answer (raise it with limit=)"#
        );
        let one_toggle = r#"{"moves":"plus","start":"10\n01\n","algorithm":"bfs","limit":1}"#;
        assert!(
            javascript(one_toggle).starts_with(r#"algorithm: "bfs" stopped at its work limit of 1 state without"#),
            "{}",
            javascript(one_toggle)
        );
        let two = r#"{"moves":"slide","start":"8 6 7\n2 5 4\n3 0 1\n","algorithm":"idastar","limit":2}"#;
        assert!(python(two).contains("work limit of 2 states"), "{}", python(two));

        // A search past its memory: the algorithm as the caller named it,
        // as every other refusal does (the command line says "the bfs search").
        let said = Said {
            algorithm: Some("bfs".to_string()),
            ..Said::default()
        };
        let memory = |refused: Option<u64>| {
            crate::SolveError::OverMemory {
                algorithm: Algorithm::Bfs,
                limit: 1 << 30,
                stored: 14_680_064,
                refused,
            }
            .text()
        };
        let worded = |text: &Text, caller: Caller, lang: Lang| reword(text, caller, &said).render(lang);
        assert_eq!(
            worded(&memory(None), Caller::Python, Lang::En),
            r#"algorithm="bfs" stopped at its memory limit of 1024 MiB (14680064 states stored) without an answer"#
        );
        assert!(
            worded(&memory(None), Caller::JavaScript, Lang::Zh)
                .starts_with(r#"algorithm: "bfs" 达到内存上限 1024 MiB"#)
        );
        let refused = worded(&memory(Some(1 << 29)), Caller::JavaScript, Lang::En);
        assert!(
            refused.starts_with(r#"algorithm: "bfs" stopped: the machine"#),
            "{refused}"
        );
        for lang in [Lang::En, Lang::Zh] {
            for text in [memory(None), memory(Some(1 << 29))] {
                let message = worded(&text, Caller::Python, lang);
                assert!(message.starts_with(r#"algorithm="bfs" "#), "{message}");
                assert!(
                    !message.contains("bfs search") && !message.contains("bfs 搜索"),
                    "{message}"
                );
            }
        }
    }

    #[test]
    fn an_unknown_argument_is_told_every_argument_the_caller_may_pass() {
        let body = r#"{"moves":"plus","start":"1","algo":"bfs"}"#;
        let javascript = refused_for(Caller::JavaScript, body).message;
        assert!(
            javascript.ends_with("threads, stats, progress, cacheDir, onTables"),
            "{javascript}"
        );
        // The JSON API has no callbacks: its fields alone.
        let api = solve(body).unwrap_err().message;
        assert!(api.ends_with("threads, stats"), "{api}");
    }

    #[test]
    fn a_word_none_of_a_fields_is_refused_as_the_caller_wrote_it_in_its_language() {
        for (field, word, names) in [
            ("algorithm", "xyz", "auto, linear, "),
            ("format", "xml", "json, text, grid"),
            ("patterns", "8-7", "auto, default, 6-6-3, 7-8, 6-6-6-6"),
            ("goal", "twos", "zeros, ones, uniform"),
        ] {
            for (lang, joint) in [("en", " is not one of "), ("zh", " 不是以下之一：")] {
                let mut body = json!({"moves": "plus", "start": "10\n01\n", "lang": lang});
                body[field] = json!(word);
                let body = body.to_string();
                let python = refused_for(Caller::Python, &body);
                assert_eq!(python.kind, ErrorKind::Usage, "{body}");
                assert!(
                    python.message.starts_with(&format!("{field}=\"{word}\"{joint}{names}")),
                    "{body}: {python}"
                );
                let javascript = refused_for(Caller::JavaScript, &body).message;
                assert!(
                    javascript.starts_with(&format!("{field}: \"{word}\"{joint}")),
                    "{body}: {javascript}"
                );
                let json = solve(&body).unwrap_err().message;
                assert!(json.starts_with(&format!("\"{field}\": \"{word}\"{joint}")), "{json}");
            }
        }
        let lang = refused_for(Caller::Python, r#"{"moves":"plus","start":"1","lang":"fr"}"#);
        assert_eq!(
            lang.message,
            r#"lang="fr" is not a language tag for English or Chinese, such as en, en-US, zh or zh-CN (in any case)"#
        );
        // What the caller typed comes back with its invisible characters
        // escaped: a terminal's colour code or a bidi override cannot ride
        // a refusal into the terminal.
        let odd = refused_for(
            Caller::Python,
            "{\"moves\":\"plus\",\"start\":\"1\",\"lang\":\"zh\\u001b[31m\\u202e\"}",
        );
        assert!(
            odd.message.starts_with(r#"lang="zh\u{1b}[31m\u{202e}" is not"#),
            "{}",
            odd.message
        );
        // Every front door's rule: a tag in any case, with subtags.
        for tag in ["ZH", "zh-CN", "en-US"] {
            let body = format!(r#"{{"moves":"plus","start":"1","lang":"{tag}"}}"#);
            assert!(solve(&body).is_ok(), "{tag}");
        }
        let limits = SearchLimits::default;
        let judge = judge_answers("poj1753", "bwwb\n", "dfs", limits(), Caller::Python, Lang::Zh).unwrap_err();
        assert!(
            judge.message.starts_with(r#"algorithm="dfs" 不是以下之一：auto"#),
            "{judge}"
        );
        let kind = generate("poj1753", "odd", 1, 0, limits(), Caller::JavaScript, Lang::En).unwrap_err();
        assert_eq!(
            kind.message,
            r#"kind: "odd" is not one of random, solvable, unsolvable, solved, hardest, mixed"#
        );
        let problem = generate("nope", "mixed", 1, 0, limits(), Caller::Python, Lang::En).unwrap_err();
        assert!(
            problem.message.starts_with(r#"problem="nope" is not one of poj1753"#),
            "{problem}"
        );
    }

    #[test]
    fn patterns_that_do_not_fit_or_would_not_be_used_are_blamed_not_the_algorithm() {
        let three_by_four = r#"{"moves":"slide","start":"5 1 2 3\n0 6 7 4\n9 10 11 8\n","patterns":"7-8"}"#;
        let refused = refused_for(Caller::Python, three_by_four);
        assert_eq!(refused.kind, ErrorKind::Cannot);
        assert_eq!(
            refused.message,
            r#"patterns="7-8" does not apply: the 7-8 pattern databases are not for a 3x4 board (7-8: 4x4, 6-6-6-6: 5x5, the blank's goal in a corner); the auto partition fits every board"#
        );
        assert!(
            solve(three_by_four)
                .unwrap_err()
                .message
                .starts_with("--patterns 7-8 does not apply: the 7-8 pattern databases are not for a 3x4 board")
        );
        // With another algorithm the tables would be ignored: both named.
        let korf = r#"{"moves":"slide","start":"14 13 15 7\n11 12 9 5\n6 0 2 1\n4 8 10 3\n","algorithm":"idastar","patterns":"7-8"}"#;
        let refused = refused_for(Caller::Python, korf);
        assert_eq!(refused.kind, ErrorKind::Usage);
        assert_eq!(
            refused.message,
            r#"patterns="7-8" picks the pattern databases of algorithm="auto" on sliding boards over 9 cells; algorithm="idastar" searches without them (leave out patterns="7-8", or use algorithm="auto")"#
        );
        assert!(solve(korf).unwrap_err().message.starts_with(
            "--patterns 7-8 picks the pattern databases of --algorithm auto on sliding boards over 9 cells; --algorithm idastar"
        ));
        // A puzzle without tables.
        let plus = refused_for(
            Caller::JavaScript,
            r#"{"moves":"plus","start":"10\n01\n","patterns":"default"}"#,
        );
        assert_eq!(
            plus.message,
            r#"patterns: "default" picks the pattern databases of sliding boards over 9 cells; this puzzle is solved without them (leave out patterns: "default")"#
        );
        let eight = refused_for(
            Caller::Python,
            r#"{"moves":"slide","start":"1 2 3\n4 5 6\n7 0 8\n","patterns":"6-6-3","lang":"zh"}"#,
        );
        assert!(eight.message.starts_with(r#"patterns="6-6-3" 选择的是"#), "{eight}");
    }

    #[test]
    fn explain_is_told_of_solves_grid_which_it_does_not_take() {
        let side = 800;
        let board = format!("{}\n", "0".repeat(side)).repeat(side);
        let body = json!({"moves": "plus", "start": board, "format": "text", "explain": true}).to_string();
        let python = refused_for(Caller::Python, &body).message;
        assert!(
            python.starts_with("explain() draws at most ") && python.contains(r#"use solve(..., format="grid")"#),
            "{python}"
        );
        let javascript = refused_for(Caller::JavaScript, &body).message;
        assert!(javascript.contains(r#"use format: "grid""#), "{javascript}");
        // Past the lists' limit, the same: explain() has no format=.
        let side = 1025;
        let board = format!("{}\n", "0".repeat(side)).repeat(side);
        let body = json!({"moves": "plus", "start": board, "format": "text", "explain": true}).to_string();
        let python = refused_for(Caller::Python, &body).message;
        assert!(
            python.contains(r#"solve(..., format="grid") gives the press grid"#),
            "{python}"
        );
    }

    /// A store that remembers every name it was asked for and given.
    #[derive(Default)]
    struct Recording {
        memory: crate::solvers::slide::tables::MemoryStore,
        asked: std::sync::Mutex<Vec<String>>,
        saved: std::sync::Mutex<Vec<String>>,
    }

    impl crate::solvers::slide::tables::TableStore for Recording {
        fn load(&self, name: &str, max_bytes: u64) -> Result<Option<Vec<u8>>, String> {
            self.asked.lock().unwrap().push(name.to_string());
            self.memory.load(name, max_bytes)
        }
        fn save(&self, name: &str, bytes: &[u8]) -> Result<(), String> {
            self.saved.lock().unwrap().push(name.to_string());
            self.memory.save(name, bytes)
        }
    }

    /// A host keeping the tables in `store`, telling `hear` their events.
    fn hearing<'a>(
        store: &'a dyn crate::solvers::slide::tables::TableStore,
        hear: &'a (dyn Fn(TableEvent) + Sync),
    ) -> Host<'a> {
        Host {
            tables: TableOptions {
                store: Some(store),
                events: Some(hear),
                ..TableOptions::default()
            },
            ..Host::default()
        }
    }

    fn listed(partitions: &[PartitionFiles]) -> Vec<String> {
        partitions
            .iter()
            .flat_map(|p| p.tables.iter().map(|t| t.name.clone()))
            .collect()
    }

    const SMALL: &str = r#"{"moves":"slide","start":"1 2 3 4\n5 6 7 8\n9 10 0 11\n","stats":true}"#;

    #[test]
    fn the_tables_a_request_lists_are_the_ones_its_solve_reads_and_keeps() {
        let partitions = tables_for_request(SMALL.as_bytes(), Caller::Python).unwrap();
        assert_eq!(partitions.len(), 1, "3x4 has no large partition: {partitions:?}");
        let names = listed(&partitions);
        assert!(!names.is_empty());
        for table in &partitions[0].tables {
            assert!(
                table.name.starts_with("pdb-3x4-") && table.name.ends_with("-b11.bin"),
                "{table:?}"
            );
        }
        let store = Recording::default();
        let heard = std::sync::Mutex::new(Vec::new());
        let hear = |e: TableEvent| heard.lock().unwrap().push(table_event_json(&e, Lang::En));
        let host = hearing(&store, &hear);
        let first = solve_request_in(SMALL.as_bytes(), SearchLimits::default(), Caller::Python, &host).unwrap();
        let mut saved = store.saved.lock().unwrap().clone();
        saved.sort();
        let mut sorted = names.clone();
        sorted.sort();
        assert_eq!(saved, sorted, "every table listed was built and kept, and no other");
        // Each table is at most the size its name allows.
        for table in &partitions[0].tables {
            assert!(store.memory.get(&table.name).unwrap().len() as u64 <= table.max_bytes);
        }
        let first: Value = serde_json::from_str(&first).unwrap();
        assert_eq!(first["stats"]["patterns_from_store"], false, "{first}");
        let events = heard.lock().unwrap().clone();
        assert_eq!(events[0]["event"], "building", "{events:?}");
        assert!(
            events[0]["message"].as_str().unwrap().starts_with("building the "),
            "{events:?}"
        );
        assert!(events.iter().any(|e| e["event"] == "progress"), "{events:?}");

        // Again: every table read from the store, the same answer and nodes.
        store.asked.lock().unwrap().clear();
        let again = solve_request_in(SMALL.as_bytes(), SearchLimits::default(), Caller::Python, &host).unwrap();
        let again: Value = serde_json::from_str(&again).unwrap();
        assert_eq!(again["stats"]["patterns_from_store"], true, "{again}");
        assert_eq!(again["path"], first["path"]);
        assert_eq!(again["stats"]["states_expanded"], first["stats"]["states_expanded"]);
        assert_eq!(again["stats"]["patterns"], partitions[0].partition.as_str());
        assert_eq!(*store.asked.lock().unwrap(), names);
    }

    /// A [`Recording`] store that also keeps the tables it read or built
    /// in memory, as the Python module's and the WebAssembly's do.
    #[derive(Default)]
    struct Keeping {
        files: Recording,
        kept: std::sync::Mutex<
            std::collections::BTreeMap<String, std::sync::Arc<crate::solvers::slide::pattern::PatternDatabase>>,
        >,
    }

    impl crate::solvers::slide::tables::TableStore for Keeping {
        fn load(&self, name: &str, max_bytes: u64) -> Result<Option<Vec<u8>>, String> {
            self.files.load(name, max_bytes)
        }
        fn save(&self, name: &str, bytes: &[u8]) -> Result<(), String> {
            self.files.save(name, bytes)
        }
        fn kept(&self, name: &str) -> Option<std::sync::Arc<crate::solvers::slide::pattern::PatternDatabase>> {
            self.kept.lock().unwrap().get(name).cloned()
        }
        fn keep(&self, name: &str, table: &std::sync::Arc<crate::solvers::slide::pattern::PatternDatabase>) {
            self.kept.lock().unwrap().insert(name.to_string(), table.clone());
        }
    }

    #[test]
    fn a_table_kept_in_memory_is_told_loaded_once_when_it_is_read_not_at_every_call() {
        let store = Keeping::default();
        let heard = std::sync::Mutex::new(Vec::new());
        let hear = |e: TableEvent| heard.lock().unwrap().push(table_event_json(&e, Lang::En));
        let host = hearing(&store, &hear);
        let solve = || solve_request_in(SMALL.as_bytes(), SearchLimits::default(), Caller::Python, &host).unwrap();
        let events = |event: &str| heard.lock().unwrap().iter().filter(|e| e["event"] == event).count();
        solve();
        let built = events("built");
        assert!(built > 0);
        // A new process: the files are there, nothing is held yet.
        store.kept.lock().unwrap().clear();
        heard.lock().unwrap().clear();
        solve();
        solve();
        solve();
        assert_eq!(
            events("loaded"),
            built,
            "each table read once: {:?}",
            heard.lock().unwrap()
        );
        assert_eq!(events("building"), 0);
    }

    #[test]
    fn the_15_puzzle_lists_7_8_then_6_6_3_and_its_solve_asks_for_nothing_else() {
        // Korf's goal, the blank top left: the CLI's cache names.
        let korf88 = r#"{"moves":"slide","start":"15 2 12 11\n14 13 9 5\n1 3 8 7\n0 10 6 4\n","target":"0 1 2 3\n4 5 6 7\n8 9 10 11\n12 13 14 15\n"}"#;
        let partitions = tables_for_request(korf88.as_bytes(), Caller::JavaScript).unwrap();
        let by_name: Vec<(&str, Vec<&str>)> = partitions
            .iter()
            .map(|p| (p.partition.as_str(), p.tables.iter().map(|t| t.name.as_str()).collect()))
            .collect();
        assert_eq!(by_name[0], ("7-8", vec!["pdb-4x4-00fe-b0.bin", "pdb-4x4-ff00-b0.bin"]));
        assert_eq!(by_name[1].0, "6-6-3");
        assert_eq!(partitions[0].tables[1].max_bytes, 259_459_238);
        // Which tables the solve asks the store for (stopped before it
        // builds any): only listed ones.
        let store = Recording::default();
        let stop = AtomicBool::new(true);
        let host = Host {
            tables: TableOptions {
                store: Some(&store),
                ..TableOptions::default()
            },
            ..Host::default()
        };
        for patterns in ["auto", "default", "7-8"] {
            let body = format!("{},\"patterns\":\"{patterns}\"}}", korf88.trim_end_matches('}'));
            let refused = solve_request_in(
                body.as_bytes(),
                SearchLimits::default().with_cancel(&stop),
                Caller::Python,
                &host,
            )
            .unwrap_err();
            assert_eq!(refused.text.id(), "args-cancelled", "{refused}");
            let names = listed(&tables_for_request(body.as_bytes(), Caller::Python).unwrap());
            let asked = std::mem::take(&mut *store.asked.lock().unwrap());
            assert!(
                !asked.is_empty() && asked.iter().all(|a| names.contains(a)),
                "{patterns}: {asked:?} of {names:?}"
            );
        }
        // 6-6-6-6 is for 5x5: the solve refuses, and there is nothing to read.
        let body = format!("{},\"patterns\":\"6-6-6-6\"}}", korf88.trim_end_matches('}'));
        assert!(tables_for_request(body.as_bytes(), Caller::Python).unwrap().is_empty());
        let refused = solve_request_in(body.as_bytes(), SearchLimits::default(), Caller::Python, &host).unwrap_err();
        assert!(refused.message.contains("4x4"), "{refused}");
        assert!(!refused.message.contains("--"), "{refused}");
        // No table for the 8-puzzle, another algorithm or a board that cannot be solved.
        for body in [
            r#"{"moves":"slide","start":"1 2 3\n4 5 6\n7 0 8\n"}"#,
            r#"{"moves":"slide","start":"1 2 3 4\n5 6 7 8\n9 10 0 11\n","algorithm":"idastar"}"#,
            r#"{"moves":"slide","start":"1 2 3 4\n5 6 7 8\n9 10 11 0\n","target":"1 2 3 4\n5 6 7 8\n9 11 10 0\n"}"#,
            r#"{"moves":"plus","start":"10\n01\n"}"#,
        ] {
            assert!(
                tables_for_request(body.as_bytes(), Caller::Python).unwrap().is_empty(),
                "{body}"
            );
        }
        // A request the solve refuses is refused here, in the caller's words.
        let refused = tables_for_request(br#"{"moves":"slide","start":"1 2\n3 0\n","wrap":true}"#, Caller::Python);
        assert_eq!(
            refused.unwrap_err().message,
            r#"wrap=True applies to toggle rules, not moves="slide""#
        );
    }

    #[test]
    fn stats_threads_and_patterns_are_read_and_checked() {
        let refused = |body: &str| solve(body).unwrap_err().message;
        assert_eq!(
            refused(r#"{"moves":"slide","start":"1 2\n3 0\n","patterns":"8-7"}"#),
            r#""patterns": "8-7" is not one of auto, default, 6-6-3, 7-8, 6-6-6-6"#
        );
        assert!(refused(r#"{"moves":"slide","start":"1 2\n3 0\n","threads":257}"#).starts_with("field \"threads\""));
        assert!(refused(r#"{"moves":"slide","start":"1 2\n3 0\n","threads":-1}"#).starts_with("field \"threads\""));
        assert!(refused(r#"{"moves":"slide","start":"1 2\n3 0\n","stats":1}"#).starts_with("field \"stats\""));
        assert!(
            refused(r#"{"moves":"plus","start":"10\n01\n","stats":true,"format":"grid"}"#)
                .starts_with("\"stats\" goes with")
        );
        // The clock is the host's: the time between its two looks.
        let ticks = std::sync::atomic::AtomicU64::new(0);
        let clock = || Duration::from_millis(ticks.fetch_add(7, Ordering::Relaxed));
        let host = Host {
            clock: Some(&clock),
            cores: 2,
            ..Host::default()
        };
        let body = r#"{"moves":"slide","start":"1 2 3 4 5\n6 7 8 0 9\n","stats":true,"threads":0,"patterns":"6-6-3"}"#;
        let answer: Value = serde_json::from_str(
            &solve_request_in(body.as_bytes(), SearchLimits::default(), Caller::Python, &host).unwrap(),
        )
        .unwrap();
        assert_eq!(answer["stats"]["elapsed_ms"], 7.0, "{answer}");
        assert_eq!(answer["moves"], 1);
        let text = solve(r#"{"moves":"slide","start":"1 2 3\n4 5 6\n7 0 8\n","stats":true,"format":"text"}"#).unwrap();
        assert!(text.contains("states expanded: "), "{text}");
        // Without stats, no counters: the answer of `--format json`.
        assert!(
            !solve(r#"{"moves":"slide","start":"1 2 3\n4 5 6\n7 0 8\n"}"#)
                .unwrap()
                .contains("stats")
        );
    }
}
