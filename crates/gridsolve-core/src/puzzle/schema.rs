//! The JSON the bindings exchange with the core, described once: a solve's
//! request ([`super::request`]'s fields), the answer `gridsolve solve
//! --format json` writes, the pattern databases' events, the checker's
//! judgement and the page's API (a trace request, a row of `compare`), with
//! the words they take (algorithms, problems, generator kinds, ...) read
//! from the core's own lists. The npm package's `index.d.ts` and the Python
//! module's `__init__.pyi` are written from it ([`generated_files`],
//! [`fill_regions`]) between markers; the rest of those files (the
//! functions, the callbacks, each binding's own options) is written by hand.
//! A test fails when a committed file differs from what is generated; write
//! them again with
//!
//! ```text
//! GRIDSOLVE_WRITE_SCHEMA=1 cargo test -p gridsolve-core --lib puzzle::schema
//! ```
//!
//! A description rather than types with a schema derived from them (say
//! with `schemars`): the request is read by hand, field by field, so that
//! each refusal names the field in the caller's own words, and the answers
//! are written as JSON values (a million-cell board's moves streamed into
//! the text), so there is no Rust type of either for a derive to start
//! from. Structs made only to be described would be this table in another
//! form, plus a dependency and a translation of JSON Schema into TypeScript
//! and Python. Instead the tests hold the description to the code: its
//! request fields are exactly the ones the parser takes, and real answers of
//! every model, every table event, real judgements, the page's compare rows
//! and trace requests are checked against it, each field it describes seen
//! in them.

use super::ErrorKind;
use crate::judge::Problem;
use crate::judge::check::Verdict;
use crate::locale::Lang;
use crate::solvers::slide::tables::Partition;
use crate::testgen::BoardKind;

/// The type of a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Type {
    /// A string.
    Text,
    /// A whole number from 0 on.
    Whole,
    /// Any number (a time in milliseconds).
    Number,
    /// `true` or `false`.
    Flag,
    /// `null`.
    Null,
    /// One of a list of words: a type of its own in the bindings.
    Words(Words),
    /// A list of values of one type.
    List(&'static Type),
    /// A value of any of these types.
    OneOf(&'static [Type]),
    /// An object of another [`Shape`], by name.
    Shape(&'static str),
}

const TEXT_OR_NULL: Type = Type::OneOf(&[Type::Text, Type::Null]);
const WHOLE_OR_NULL: Type = Type::OneOf(&[Type::Whole, Type::Null]);

const WHOLES: Type = Type::List(&Type::Whole);
/// Rows of numbers: a matrix, or a list of 1-based moves.
const ROWS: Type = Type::List(&WHOLES);

/// The word lists of the schema, each a type of its own in the bindings
/// (`Algorithm` is `"auto" | "linear" | ...` in TypeScript, a `Literal` in
/// Python), the words read from the core where it has them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Words {
    /// The algorithms a solve takes.
    Algorithm,
    /// How a solve's answer is written.
    Format,
    /// The goal words of toggle rules.
    Goal,
    /// The languages of answers and refusals.
    Lang,
    /// The pattern databases' partitions.
    Patterns,
    /// The judge problems.
    Problem,
    /// The kinds of generated cases.
    GeneratorKind,
    /// The checker's verdicts.
    Verdict,
    /// The page's puzzles.
    PuzzleKind,
    /// The kinds of refusal.
    ErrorKind,
}

impl Words {
    /// Every word list, in the order the bindings declare them.
    pub(crate) const ALL: [Words; 10] = [
        Words::Algorithm,
        Words::Format,
        Words::Goal,
        Words::Lang,
        Words::Patterns,
        Words::Problem,
        Words::GeneratorKind,
        Words::Verdict,
        Words::PuzzleKind,
        Words::ErrorKind,
    ];

    /// The type's name in the bindings.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Words::Algorithm => "Algorithm",
            Words::Format => "Format",
            Words::Goal => "Goal",
            Words::Lang => "Lang",
            Words::Patterns => "Patterns",
            Words::Problem => "Problem",
            Words::GeneratorKind => "GeneratorKind",
            Words::Verdict => "Verdict",
            Words::PuzzleKind => "PuzzleKind",
            Words::ErrorKind => "ErrorKind",
        }
    }

    /// What the words are, for the bindings' docs.
    pub(crate) fn doc(self) -> &'static str {
        match self {
            Words::Algorithm => {
                "An algorithm, as `gridsolve solve --algorithm` takes it (auto: the fastest exact one)."
            }
            Words::Format => {
                "How a solve's answer is written: json (a value), text (as the command prints it) or grid (the press \
                 grid, rows of 0/1: the one form for the largest boards)."
            }
            Words::Goal => {
                "The goal of a toggle rule: every cell 0, every cell 1 (two states), or every cell the same."
            }
            Words::Lang => "The language of a text answer and of a refusal's message.",
            Words::Patterns => {
                "The pattern databases of sliding boards over 9 cells: auto (7-8 or 6-6-6-6 when they are kept already, \
                 else the default), default (6-6-3 on the 15-puzzle), 7-8 or 6-6-6-6."
            }
            Words::Problem => "The judge problems' names.",
            Words::GeneratorKind => "The kinds of test case a generator makes.",
            Words::Verdict => "The checker's verdict.",
            Words::PuzzleKind => "The page's puzzles.",
            Words::ErrorKind => {
                "Why the core refused: usage, bad_input (a board), limit (past a limit), cannot (solve)."
            }
        }
    }

    /// The words, in the core's order.
    pub(crate) fn words(self) -> Vec<String> {
        match self {
            Words::Algorithm => owned(&super::algorithm_names()),
            Words::Format => owned(&FORMATS),
            Words::Goal => owned(&super::GOAL_WORDS),
            Words::Lang => owned(&Lang::ALL.map(Lang::tag)),
            Words::Patterns => {
                // `6-6-3`, the default's name on the 15-puzzle, is taken too.
                let mut names: Vec<String> = owned(&Partition::ALL.map(Partition::name));
                let default = names
                    .iter()
                    .position(|n| n == "default")
                    .map_or(names.len(), |at| at + 1);
                names.insert(default, "6-6-3".to_string());
                names
            }
            Words::Problem => owned(&Problem::ALL.map(Problem::name)),
            Words::GeneratorKind => owned(&BoardKind::ALL.map(BoardKind::name)),
            Words::Verdict => VERDICTS.map(|v| every_verdict(v).to_string()).to_vec(),
            Words::PuzzleKind => owned(&PUZZLE_KINDS),
            Words::ErrorKind => ERROR_KINDS.map(|k| every_error_kind(k).name().to_string()).to_vec(),
        }
    }
}

fn owned(words: &[&str]) -> Vec<String> {
    words.iter().map(|w| w.to_string()).collect()
}

/// The request's `format` words (`answer::Format` has no names of its own:
/// the request's reader spells them).
const FORMATS: [&str; 3] = ["json", "text", "grid"];

/// The page's puzzle words (`visual::PuzzleKind` on the wire; the page is
/// on this floor, so a test compares them).
const PUZZLE_KINDS: [&str; 5] = ["flip", "toggle", "swap", "slide", "knight"];

const VERDICTS: [Verdict; 4] = [
    Verdict::Accepted,
    Verdict::WrongAnswer,
    Verdict::PresentationError,
    Verdict::JudgeFailure,
];

/// A new verdict stops the build here until [`VERDICTS`] lists it.
fn every_verdict(verdict: Verdict) -> Verdict {
    match verdict {
        Verdict::Accepted | Verdict::WrongAnswer | Verdict::PresentationError | Verdict::JudgeFailure => verdict,
    }
}

const ERROR_KINDS: [ErrorKind; 4] = [
    ErrorKind::Usage,
    ErrorKind::BadInput,
    ErrorKind::Limit,
    ErrorKind::Cannot,
];

/// A new kind of refusal stops the build here until [`ERROR_KINDS`] lists it.
fn every_error_kind(kind: ErrorKind) -> ErrorKind {
    match kind {
        ErrorKind::Usage | ErrorKind::BadInput | ErrorKind::Limit | ErrorKind::Cannot => kind,
    }
}

/// One field of an object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Field {
    /// Its name in the JSON (and the Python module's keyword).
    pub name: &'static str,
    /// What it holds.
    pub ty: Type,
    /// Whether every such object has it (a request must give it, an answer
    /// always writes it).
    pub required: bool,
    /// What a request that leaves it out gets, as the docs say it; `None`
    /// where leaving it out is a choice of its own (no goal board, no
    /// target) or the field is an answer's.
    pub default: Option<&'static str>,
    /// What it is, one or two sentences.
    pub doc: &'static str,
}

const fn required(name: &'static str, ty: Type, doc: &'static str) -> Field {
    Field {
        name,
        ty,
        required: true,
        default: None,
        doc,
    }
}

const fn optional(name: &'static str, ty: Type, doc: &'static str) -> Field {
    Field {
        name,
        ty,
        required: false,
        default: None,
        doc,
    }
}

const fn defaults(name: &'static str, ty: Type, default: &'static str, doc: &'static str) -> Field {
    Field {
        name,
        ty,
        required: false,
        default: Some(default),
        doc,
    }
}

/// An object of one of several forms, told apart by its tag.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Variant {
    /// The form's name in the bindings.
    pub name: &'static str,
    /// The tag's word for this form.
    pub tag: &'static str,
    /// What it says.
    pub doc: &'static str,
    /// Its fields besides the tag.
    pub fields: &'static [Field],
}

/// What an object holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Body {
    /// These fields.
    Fields(&'static [Field]),
    /// One of these forms, told apart by the word in the field `tag`.
    Variants {
        /// The field that names the form.
        tag: &'static str,
        /// The forms.
        variants: &'static [Variant],
    },
}

/// An object the bindings send or receive, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Shape {
    /// Its name in the bindings.
    pub name: &'static str,
    /// What it is.
    pub doc: &'static str,
    /// What it holds.
    pub body: Body,
}

impl Shape {
    /// Its fields; every form's, one after another, for a [`Body::Variants`].
    #[cfg(test)]
    pub(crate) fn fields(&self) -> Vec<&'static Field> {
        match self.body {
            Body::Fields(fields) => fields.iter().collect(),
            Body::Variants { variants, .. } => variants.iter().flat_map(|v| v.fields).collect(),
        }
    }
}

/// The request of a solve ([`super::request::solve_json`]): the command
/// line's words and boards as one object.
pub(crate) const SOLVE_FIELDS: Shape = Shape {
    name: "SolveFields",
    doc: "A puzzle in the command line's words, its boards as text (rows separated by newlines): the fields of a \
          solve's request.",
    body: Body::Fields(&[
        required(
            "moves",
            Type::Text,
            "The move rule: plus, cross, stencil:ROWS, buttons (with `buttons`), swap, slide or knight.",
        ),
        required("start", Type::Text, "The start board."),
        defaults(
            "states",
            Type::Whole,
            "2",
            "Cells have K states (2 to 255); a press adds 1 modulo K.",
        ),
        defaults("wrap", Type::Flag, "false", "Stencils wrap around the edges."),
        optional(
            "goal",
            Type::Words(Words::Goal),
            "Toggle rules: the goal (zeros when neither this nor `goal_board` is given).",
        ),
        optional(
            "goal_board",
            Type::Text,
            "Toggle rules: a goal board instead of a goal word.",
        ),
        optional(
            "target",
            Type::Text,
            "A swap puzzle's target, or the goal board of sliding and knight puzzles.",
        ),
        optional(
            "buttons",
            Type::Text,
            "With moves buttons: a buttons file's text, one line per button, its cells as ROW,COL.",
        ),
        defaults("algorithm", Type::Words(Words::Algorithm), "auto", "The algorithm."),
        defaults(
            "format",
            Type::Words(Words::Format),
            "json",
            "How the answer is written.",
        ),
        defaults("explain", Type::Flag, "false", "With format text: every step drawn."),
        defaults(
            "lang",
            Type::Words(Words::Lang),
            "en",
            "The language of a text answer and of a refusal's message.",
        ),
        defaults(
            "limit",
            Type::Whole,
            "10,000,000 in the npm package, 40,000,000 (DEFAULT_LIMIT) in Python",
            "The states a search may store (nodes for IDA*) before it stops without an answer.",
        ),
        defaults(
            "patterns",
            Type::Words(Words::Patterns),
            "auto",
            "Sliding boards over 9 cells: which pattern databases.",
        ),
        defaults(
            "threads",
            Type::Whole,
            "1",
            "Threads for IDA* on pattern databases, 0 to 256 (0: one per core; the WebAssembly has one).",
        ),
        defaults(
            "stats",
            Type::Flag,
            "false",
            "Add the search's counters (`stats` in JSON, the counter lines in text); not with format grid.",
        ),
    ]),
};

/// `stats` of an answer ([`super::answer::stats_json`]).
pub(crate) const SOLVE_STATS: Shape = Shape {
    name: "SolveStats",
    doc: "A solve's counters (`stats: true`), as `gridsolve solve --stats --format json` writes them.",
    body: Body::Fields(&[
        required(
            "elapsed_ms",
            Type::Number,
            "The solve's time in milliseconds (0 where the host has no clock).",
        ),
        required(
            "states_expanded",
            Type::Whole,
            "States taken off the frontier and expanded (nodes for IDA*).",
        ),
        required("states_discovered", Type::Whole, "Distinct states stored."),
        required("peak_frontier", Type::Whole, "The largest frontier seen."),
        optional(
            "patterns",
            Type::Text,
            "Sliding boards on pattern databases: the partition that answered.",
        ),
        optional(
            "patterns_from_store",
            Type::Flag,
            "Whether its tables were read rather than built by this solve.",
        ),
    ]),
};

/// The answer of a solve in JSON ([`super::Answer::write_json`]), every
/// model's fields together.
pub(crate) const SOLVE_ANSWER: Shape = Shape {
    name: "SolveAnswer",
    doc: "A solve's answer, as `gridsolve solve --format json` writes it; which optional fields it has depends on \
          the puzzle.",
    body: Body::Fields(&[
        required("solvable", Type::Flag, "Whether the start reaches the goal."),
        required("moves", WHOLE_OR_NULL, "The number of moves; null when unsolvable."),
        required("optimal", Type::Flag, "Whether `moves` is proven the minimum."),
        required(
            "algorithm",
            Type::Text,
            "The algorithm that answered (the one auto chose).",
        ),
        optional("presses", ROWS, "Toggle rules: the presses, 1-based [row, col]."),
        optional("swaps", ROWS, "Swap puzzles: the swaps, 1-based [r1, c1, r2, c2]."),
        optional(
            "buttons",
            WHOLES,
            "Button sets: the buttons pressed, 1-based, each as often as it is pressed.",
        ),
        optional(
            "press_counts",
            Type::OneOf(&[ROWS, WHOLES, Type::Null]),
            "Toggle rules: how often each cell is pressed, a row of counts per board row (button sets: a count per \
             button); null when unsolvable.",
        ),
        optional(
            "path",
            TEXT_OR_NULL,
            "Sliding puzzles: where the blank moves, u/d/l/r; null when unsolvable.",
        ),
        optional(
            "jumps",
            Type::OneOf(&[ROWS, Type::Null]),
            "Knight puzzles: the jumps, 1-based [from row, from col, to row, to col]; null when unsolvable.",
        ),
        optional("reason", Type::Text, "Unsolvable: why."),
        optional(
            "note",
            TEXT_OR_NULL,
            "Solved: what the answer does not prove, if anything (else null).",
        ),
        optional(
            "nullity",
            Type::Whole,
            "Linear algebra: the dimension of the null space (how many independent press sets change nothing).",
        ),
        optional("states", Type::Whole, "K-state cells: K."),
        optional(
            "kernel",
            WHOLES,
            "K-state cells: the orders of the press sets that change nothing, one per generator.",
        ),
        optional("stats", Type::Shape("SolveStats"), "With `stats: true`: the counters."),
    ]),
};

/// A pattern-database event ([`super::request::table_event_json`]).
pub(crate) const TABLE_EVENT: Shape = Shape {
    name: "TableEvent",
    doc: "What happens to the pattern databases of a solve, as it happens.",
    body: Body::Variants {
        tag: "event",
        variants: &[
            Variant {
                name: "TableBuilding",
                tag: "building",
                doc: "Tables are about to be built.",
                fields: &[
                    required("partition", Type::Text, "The partition's name, such as 6-6-3."),
                    required("tables", Type::Whole, "How many tables."),
                    required("entries", Type::Whole, "The placements to fill, all tables together."),
                    required(
                        "place",
                        TEXT_OR_NULL,
                        "Where they will be kept: a directory, or memory; null when they are not kept.",
                    ),
                    required(
                        "message",
                        Type::Text,
                        "The line the command line prints, in the request's language.",
                    ),
                ],
            },
            Variant {
                name: "TableProgress",
                tag: "progress",
                doc: "Placements built so far, of every table being built.",
                fields: &[
                    required("done", Type::Whole, "Placements built."),
                    required("total", Type::Whole, "Placements to build."),
                ],
            },
            Variant {
                name: "TableLoaded",
                tag: "loaded",
                doc: "A table read from where it is kept, and checked: told once per read, not again for a table the process keeps in memory.",
                fields: &[required("location", Type::Text, "The table's file or name.")],
            },
            Variant {
                name: "TableBuilt",
                tag: "built",
                doc: "A table built because none was kept.",
                fields: &[
                    required("location", Type::Text, "The table's file or name."),
                    required(
                        "message",
                        Type::Text,
                        "The line the command line prints, in the request's language.",
                    ),
                ],
            },
            Variant {
                name: "TableRebuilt",
                tag: "rebuilt",
                doc: "A table built again because the kept one was bad.",
                fields: &[
                    required("location", Type::Text, "The table's file or name."),
                    required("why", Type::Text, "What was wrong with it."),
                    required(
                        "message",
                        Type::Text,
                        "The line the command line prints, in the request's language.",
                    ),
                ],
            },
            Variant {
                name: "TableNotSaved",
                tag: "not_saved",
                doc: "A table built but not kept: the next solve builds it again.",
                fields: &[
                    required("location", Type::Text, "The table's file or name."),
                    required("why", Type::Text, "Why it could not be kept."),
                    required(
                        "message",
                        Type::Text,
                        "The line the command line prints, in the request's language.",
                    ),
                ],
            },
        ],
    },
};

/// The checker's judgement ([`super::request::check`]).
pub(crate) const JUDGEMENT: Shape = Shape {
    name: "Judgement",
    doc: "`gridsolve check`'s judgement.",
    body: Body::Fields(&[
        required("verdict", Type::Words(Words::Verdict), "The verdict."),
        required("reason", Type::Text, "One line naming the case."),
    ]),
};

/// The page's request (`visual::Request`: `trace`, `compare`, `plan`).
pub(crate) const TRACE_REQUEST: Shape = Shape {
    name: "TraceRequest",
    doc: "A request of the page's API: boards as rows of 0/1 (or tiles, knights).",
    body: Body::Fields(&[
        required("puzzle", Type::Words(Words::PuzzleKind), "The puzzle."),
        required("start", Type::List(&Type::Text), "The start board's rows."),
        optional(
            "target",
            Type::List(&Type::Text),
            "The target board's rows: swap puzzles, and the goal of sliding and knight boards.",
        ),
        defaults(
            "algorithm",
            Type::Text,
            "bfs",
            "A traced search (bfs, bibfs, astar, idastar, table, enumerate), or auto, linear or matching (the \
             answer and counters only).",
        ),
        optional("limit", Type::Whole, "Most events to keep (0: the answer alone)."),
        defaults(
            "lang",
            Type::Words(Words::Lang),
            "en",
            "The language of the reply's words.",
        ),
    ]),
};

/// A search's counters in a row of `compare` (`solution::Stats`).
pub(crate) const SEARCH_STATS: Shape = Shape {
    name: "SearchStats",
    doc: "A search's work counters.",
    body: Body::Fields(&[
        required(
            "states_expanded",
            Type::Whole,
            "States taken off the frontier and expanded.",
        ),
        required("states_discovered", Type::Whole, "Distinct states ever stored."),
        required(
            "peak_frontier",
            Type::Whole,
            "The largest frontier (queue, open list or recursion stack) seen.",
        ),
    ]),
};

/// One algorithm's row of the page's `compare` (`visual::CompareRow`).
pub(crate) const COMPARE_ROW: Shape = Shape {
    name: "CompareRow",
    doc: "One algorithm's row of `compare`.",
    body: Body::Fields(&[
        required("algorithm", Type::Text, "The algorithm's name."),
        required(
            "answer",
            WHOLE_OR_NULL,
            "Moves of its solution; null when unsolvable or when the algorithm gave no answer.",
        ),
        required("optimal", Type::Flag, "Whether it proved its answer minimal."),
        required("stats", Type::Shape("SearchStats"), "Its work."),
        required(
            "error",
            TEXT_OR_NULL,
            "Why it gave no answer (not applicable, too large, ...), else null.",
        ),
    ]),
};

/// Every shape, in the order the bindings declare them.
pub(crate) const SHAPES: &[Shape] = &[
    SOLVE_FIELDS,
    SOLVE_STATS,
    SOLVE_ANSWER,
    TABLE_EVENT,
    JUDGEMENT,
    TRACE_REQUEST,
    SEARCH_STATS,
    COMPARE_ROW,
];

/// The shapes the Python module returns (a solve's request is its keyword
/// arguments; it has no page API).
pub(crate) const PYTHON_SHAPES: [&str; 4] = ["SolveStats", "SolveAnswer", "TableEvent", "Judgement"];

/// Request fields the Python module takes in its own way, left out of its
/// generated keyword arguments: `moves` and `start` come first, by
/// position; `format` picks the overload (and the return type); `explain`
/// is a function of its own; `stats` goes with `solve` alone.
pub(crate) const PYTHON_OWN_FIELDS: [&str; 5] = ["moves", "start", "format", "explain", "stats"];

/// The shape called `name`.
pub(crate) fn shape(name: &str) -> Option<&'static Shape> {
    SHAPES.iter().find(|s| s.name == name)
}

// ---- writing the bindings' declarations ----

/// `text` wrapped at `width` columns, each line with `lead` before it.
fn wrapped(text: &str, lead: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && lead.len() + line.len() + 1 + word.len() > width {
            lines.push(format!("{lead}{line}"));
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line += word;
    }
    if !line.is_empty() {
        lines.push(format!("{lead}{line}"));
    }
    lines
}

/// How wide the generated lines may be.
const WIDTH: usize = 110;

/// A field's doc with its default.
fn field_doc(field: &Field) -> String {
    match field.default {
        Some(default) => format!("{} Default: {default}.", field.doc),
        None => field.doc.to_string(),
    }
}

/// A TypeScript doc comment, indented by `indent`.
fn ts_doc(doc: &str, indent: &str) -> Vec<String> {
    let one = format!("{indent}/** {doc} */");
    if one.len() <= WIDTH {
        return vec![one];
    }
    let mut lines = vec![format!("{indent}/**")];
    lines.extend(wrapped(doc, &format!("{indent} * "), WIDTH));
    lines.push(format!("{indent} */"));
    lines
}

fn ts_words(words: &[String]) -> String {
    words.iter().map(|w| format!("\"{w}\"")).collect::<Vec<_>>().join(" | ")
}

/// A type in TypeScript.
pub(crate) fn ts_type(ty: &Type) -> String {
    match ty {
        Type::Text => "string".to_string(),
        Type::Whole | Type::Number => "number".to_string(),
        Type::Flag => "boolean".to_string(),
        Type::Null => "null".to_string(),
        Type::Words(words) => words.name().to_string(),
        Type::List(item) => match item {
            Type::OneOf(_) => format!("({})[]", ts_type(item)),
            _ => format!("{}[]", ts_type(item)),
        },
        Type::OneOf(types) => types.iter().map(ts_type).collect::<Vec<_>>().join(" | "),
        Type::Shape(name) => name.to_string(),
    }
}

fn ts_fields(fields: &[Field], out: &mut Vec<String>) {
    for field in fields {
        out.extend(ts_doc(&field_doc(field), "  "));
        let optional = if field.required { "" } else { "?" };
        out.push(format!("  {}{optional}: {};", field.name, ts_type(&field.ty)));
    }
}

fn ts_interface(name: &str, doc: &str, tag: Option<(&str, &str)>, fields: &[Field], out: &mut Vec<String>) {
    out.extend(ts_doc(doc, ""));
    out.push(format!("export interface {name} {{"));
    if let Some((tag, word)) = tag {
        out.push(format!("  {tag}: \"{word}\";"));
    }
    ts_fields(fields, out);
    out.push("}".to_string());
    out.push(String::new());
}

/// The TypeScript printer: word lists as unions of strings, shapes as
/// interfaces, a shape of several forms as a union of them.
struct TypeScript;

impl Printer for TypeScript {
    fn words(&self, words: Words, out: &mut Vec<String>) {
        out.extend(ts_doc(words.doc(), ""));
        let listed = ts_words(&words.words());
        let one = format!("export type {} = {listed};", words.name());
        if one.len() <= WIDTH {
            out.push(one);
        } else {
            out.push(format!("export type {} =", words.name()));
            for word in words.words() {
                out.push(format!("  | \"{word}\""));
            }
            let last = out.len() - 1;
            out[last].push(';');
        }
        out.push(String::new());
    }

    fn after_words(&self, _out: &mut Vec<String>) {}

    fn record(&self, name: &str, doc: &str, tag: Option<(&str, &str)>, fields: &[Field], out: &mut Vec<String>) {
        ts_interface(name, doc, tag, fields, out);
    }

    fn union(&self, name: &str, doc: &str, forms: &[&str], out: &mut Vec<String>) {
        out.extend(ts_doc(doc, ""));
        out.push(format!("export type {name} = {};", forms.join(" | ")));
    }
}

/// What a language's declarations are made of; [`declarations`] walks the
/// schema once for every language and asks its printer for each piece.
trait Printer {
    /// A word list, with its doc.
    fn words(&self, words: Words, out: &mut Vec<String>);
    /// What follows the last word list.
    fn after_words(&self, out: &mut Vec<String>);
    /// An object of `fields` (and the `tag` of its form), with its doc and a blank line after.
    fn record(&self, name: &str, doc: &str, tag: Option<(&str, &str)>, fields: &[Field], out: &mut Vec<String>);
    /// A shape of several `forms`, with its doc.
    fn union(&self, name: &str, doc: &str, forms: &[&str], out: &mut Vec<String>);
}

/// Every word list, then `shapes`, in `printer`'s language, without blank
/// lines at the end.
fn declarations(printer: &dyn Printer, shapes: &[&Shape]) -> Vec<String> {
    let mut out = Vec::new();
    for words in Words::ALL {
        printer.words(words, &mut out);
    }
    printer.after_words(&mut out);
    for shape in shapes {
        match shape.body {
            Body::Fields(fields) => printer.record(shape.name, shape.doc, None, fields, &mut out),
            Body::Variants { tag, variants } => {
                for variant in variants {
                    printer.record(
                        variant.name,
                        variant.doc,
                        Some((tag, variant.tag)),
                        variant.fields,
                        &mut out,
                    );
                }
                let forms: Vec<&str> = variants.iter().map(|v| v.name).collect();
                printer.union(shape.name, shape.doc, &forms, &mut out);
                out.push(String::new());
            }
        }
    }
    while out.last().is_some_and(String::is_empty) {
        out.pop();
    }
    out
}

/// The generated regions of the npm package's `index.d.ts`, by name: `types`,
/// every word list and shape.
pub(crate) fn typescript_regions() -> Vec<(&'static str, String)> {
    let shapes: Vec<&Shape> = SHAPES.iter().collect();
    vec![("types", lines(&declarations(&TypeScript, &shapes)))]
}

fn lines(lines: &[String]) -> String {
    lines.iter().map(|l| format!("{l}\n")).collect()
}

fn py_words(words: &[String]) -> String {
    words.iter().map(|w| format!("\"{w}\"")).collect::<Vec<_>>().join(", ")
}

/// A type in Python's `typing`.
pub(crate) fn py_type(ty: &Type) -> String {
    match ty {
        Type::Text => "str".to_string(),
        Type::Whole => "int".to_string(),
        Type::Number => "float".to_string(),
        Type::Flag => "bool".to_string(),
        Type::Null => "None".to_string(),
        Type::Words(words) => words.name().to_string(),
        Type::List(item) => format!("List[{}]", py_type(item)),
        Type::OneOf(types) => {
            let some: Vec<String> = types.iter().filter(|t| **t != Type::Null).map(py_type).collect();
            let one = match some.as_slice() {
                [single] => single.clone(),
                _ => format!("Union[{}]", some.join(", ")),
            };
            if types.contains(&Type::Null) {
                format!("Optional[{one}]")
            } else {
                one
            }
        }
        Type::Shape(name) => name.to_string(),
    }
}

fn py_comment(doc: &str, indent: &str) -> Vec<String> {
    wrapped(doc, &format!("{indent}#: "), WIDTH)
}

/// A `TypedDict` of `fields` (with the tag first, if any): the required
/// fields in a base class of their own, as `total=False` covers a whole class.
fn py_typed_dict(name: &str, doc: &str, tag: Option<(&str, &str)>, fields: &[Field], out: &mut Vec<String>) {
    let (needed, optional): (Vec<&Field>, Vec<&Field>) = fields.iter().partition(|f| f.required);
    let write = |fields: &[&Field], out: &mut Vec<String>| {
        for field in fields {
            out.extend(py_comment(&field_doc(field), "    "));
            out.push(format!("    {}: {}", field.name, py_type(&field.ty)));
        }
    };
    let docstring = |out: &mut Vec<String>| {
        let one = format!("    \"\"\"{doc}\"\"\"");
        if one.len() <= WIDTH {
            out.push(one);
        } else {
            out.push("    \"\"\"".to_string());
            out.extend(wrapped(doc, "    ", WIDTH));
            out.push("    \"\"\"".to_string());
        }
    };
    let has_required = tag.is_some() || !needed.is_empty();
    if optional.is_empty() || !has_required {
        let total = if has_required { "" } else { ", total=False" };
        out.push(format!("class {name}(TypedDict{total}):"));
        docstring(out);
        if let Some((tag, word)) = tag {
            out.push(format!("    {tag}: Literal[\"{word}\"]"));
        }
        write(&needed, out);
        write(&optional, out);
    } else {
        let base = format!("_{name}Always");
        out.push(format!("class {base}(TypedDict):"));
        if let Some((tag, word)) = tag {
            out.push(format!("    {tag}: Literal[\"{word}\"]"));
        }
        write(&needed, out);
        out.push(String::new());
        out.push(format!("class {name}({base}, total=False):"));
        docstring(out);
        write(&optional, out);
    }
    out.push(String::new());
}

/// The Python printer: word lists as `Literal`s, shapes as `TypedDict`s, a
/// shape of several forms as a `Union` of them.
struct Python;

impl Printer for Python {
    fn words(&self, words: Words, out: &mut Vec<String>) {
        out.extend(py_comment(words.doc(), ""));
        let one = format!("{} = Literal[{}]", words.name(), py_words(&words.words()));
        if one.len() <= WIDTH {
            out.push(one);
        } else {
            out.push(format!("{} = Literal[", words.name()));
            for word in words.words() {
                out.push(format!("    \"{word}\","));
            }
            out.push("]".to_string());
        }
    }

    fn after_words(&self, out: &mut Vec<String>) {
        out.push(String::new());
    }

    fn record(&self, name: &str, doc: &str, tag: Option<(&str, &str)>, fields: &[Field], out: &mut Vec<String>) {
        py_typed_dict(name, doc, tag, fields, out);
    }

    fn union(&self, name: &str, doc: &str, forms: &[&str], out: &mut Vec<String>) {
        out.extend(py_comment(doc, ""));
        out.push(format!("{name} = Union[{}]", forms.join(", ")));
    }
}

/// The generated regions of the Python module's `__init__.pyi`, by name:
/// `types` (the word lists and the shapes it returns) and `solve keywords`
/// (the request's fields as the keyword arguments of `solve` and
/// `explain`, but [`PYTHON_OWN_FIELDS`]).
pub(crate) fn python_regions() -> Vec<(&'static str, String)> {
    let shapes: Vec<&Shape> = PYTHON_SHAPES
        .iter()
        .map(|name| shape(name).expect("PYTHON_SHAPES names shapes"))
        .collect();
    let out = declarations(&Python, &shapes);
    let Body::Fields(request) = SOLVE_FIELDS.body else {
        unreachable!("a request is one form")
    };
    let keywords: Vec<String> = request
        .iter()
        .filter(|f| !PYTHON_OWN_FIELDS.contains(&f.name))
        .map(|f| {
            let ty = py_type(&f.ty);
            match f.default {
                // Left out, the argument is None.
                None => format!("{}: Optional[{ty}] = ...,", f.name),
                Some(_) => format!("{}: {ty} = ...,", f.name),
            }
        })
        .collect();
    vec![("types", lines(&out)), ("solve keywords", lines(&keywords))]
}

/// What the first line of every generated region starts with, after `comment`.
fn begin_prefix(comment: &str) -> String {
    format!("{comment} ---- generated by crates/gridsolve-core/src/puzzle/schema.rs: ")
}

/// The first line of a generated region named `name`.
pub(crate) fn begin_marker(comment: &str, name: &str) -> String {
    format!("{}{name} ----", begin_prefix(comment))
}

/// The last line of a generated region named `name`.
pub(crate) fn end_marker(comment: &str, name: &str) -> String {
    format!("{comment} ---- end of generated: {name} ----")
}

/// `file` with each region between markers (indented as its first marker)
/// replaced by its text from `regions`. A region may be there more than
/// once; every one of `regions` must be there at least once, and every
/// region there must be one of them.
pub fn fill_regions(file: &str, comment: &str, regions: &[(&str, String)]) -> Result<String, String> {
    let begin = begin_prefix(comment);
    let mut out = String::with_capacity(file.len());
    let mut seen = vec![false; regions.len()];
    let mut lines = file.split_inclusive('\n').enumerate();
    while let Some((number, line)) = lines.next() {
        out += line;
        let marker = line.trim();
        let Some(rest) = marker.strip_prefix(&begin) else {
            continue;
        };
        let name = rest.trim_end_matches(" ----");
        let Some(at) = regions.iter().position(|(n, _)| *n == name) else {
            return Err(format!(
                "line {}: a generated region named \"{name}\", which the schema does not write",
                number + 1
            ));
        };
        seen[at] = true;
        let indent = &line[..line.len() - line.trim_start().len()];
        for generated in regions[at].1.lines() {
            if generated.is_empty() {
                out += "\n";
            } else {
                out += &format!("{indent}{generated}\n");
            }
        }
        let end = end_marker(comment, name);
        loop {
            match lines.next() {
                Some((_, line)) if line.trim() == end => {
                    out += line;
                    break;
                }
                Some(_) => {}
                None => {
                    return Err(format!(
                        "line {}: the region \"{name}\" has no end line ({end})",
                        number + 1
                    ));
                }
            }
        }
    }
    match seen.iter().position(|s| !s) {
        Some(missing) => Err(format!(
            "no generated region \"{}\" (a line {})",
            regions[missing].0,
            begin_marker(comment, regions[missing].0)
        )),
        None => Ok(out),
    }
}

/// A file the schema writes into: its path from the repository's root,
/// how its comments start, and its regions' text by name.
pub struct GeneratedFile {
    /// From the repository's root.
    pub path: &'static str,
    /// `//` or `#`.
    pub comment: &'static str,
    /// Each region's name and text.
    pub regions: Vec<(&'static str, String)>,
}

/// The files the schema writes into: the npm package's types and the Python
/// module's stub.
pub fn generated_files() -> [GeneratedFile; 2] {
    [
        GeneratedFile {
            path: "npm/index.d.ts",
            comment: "//",
            regions: typescript_regions(),
        },
        GeneratedFile {
            path: "crates/gridsolve-py/python/gridsolve/__init__.pyi",
            comment: "#",
            regions: python_regions(),
        },
    ]
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;
    use std::path::Path;

    use serde_json::{Value, json};

    use super::*;
    use crate::limits::SearchLimits;
    use crate::puzzle::request::{check, solve_json, table_event_json};
    use crate::solvers::slide::tables::TableEvent;
    use crate::visual::{PuzzleKind, Request, api};

    /// The command that writes the generated regions again.
    const REGENERATE: &str = "GRIDSOLVE_WRITE_SCHEMA=1 cargo test -p gridsolve-core --lib puzzle::schema";

    /// The first line where `committed` and `generated` differ, both shown.
    fn first_difference(committed: &str, generated: &str) -> String {
        let mut committed_lines = committed.lines();
        let mut generated_lines = generated.lines();
        for number in 1.. {
            match (committed_lines.next(), generated_lines.next()) {
                (Some(a), Some(b)) if a == b => {}
                (a, b) => {
                    return format!(
                        "line {number}:\n      committed: {}\n      generated: {}",
                        a.unwrap_or("(end of file)"),
                        b.unwrap_or("(end of file)")
                    );
                }
            }
        }
        unreachable!("the loop returns at the first difference")
    }

    /// The committed `index.d.ts` and `__init__.pyi` hold what the schema
    /// writes; with `GRIDSOLVE_WRITE_SCHEMA=1` this writes it.
    #[test]
    fn the_bindings_declarations_are_what_the_schema_writes() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        if !root.join("npm").is_dir() {
            // A packaged crate (crates.io) has no bindings beside it to compare.
            eprintln!("no npm/ beside the crate: the bindings' declarations are checked in the repository");
            return;
        }
        let write = std::env::var_os("GRIDSOLVE_WRITE_SCHEMA").is_some();
        let mut stale = Vec::new();
        for GeneratedFile { path, comment, regions } in generated_files() {
            let file = root.join(path);
            let committed = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{path}: {e}"));
            let generated = fill_regions(&committed, comment, &regions).unwrap_or_else(|e| panic!("{path}: {e}"));
            if generated == committed {
                continue;
            }
            if write {
                std::fs::write(&file, &generated).unwrap_or_else(|e| panic!("{path}: {e}"));
                eprintln!("wrote {path}");
            } else {
                stale.push(format!("  {path}, {}", first_difference(&committed, &generated)));
            }
        }
        assert!(
            stale.is_empty(),
            "the bindings' declarations differ from what crates/gridsolve-core/src/puzzle/schema.rs writes:\n{}\n\
             Write them again (after changing the schema, not the generated lines) with:\n    {REGENERATE}\n",
            stale.join("\n")
        );
    }

    #[test]
    fn the_request_fields_are_the_ones_the_request_reader_takes() {
        let described: Vec<&str> = SOLVE_FIELDS.fields().iter().map(|f| f.name).collect();
        let read: Vec<&str> = crate::puzzle::request::FIELDS.iter().map(|f| f.0).collect();
        assert_eq!(
            described, read,
            "schema.rs's SOLVE_FIELDS and request.rs's FIELDS, in the same order"
        );
    }

    /// Whether `value` is of type `ty`; `seen` is told every field met.
    fn check_type(ty: &Type, value: &Value, at: &str, seen: &mut BTreeSet<String>) -> Result<(), String> {
        let fits = match ty {
            Type::Text => value.is_string(),
            Type::Whole => value.is_u64(),
            Type::Number => value.is_number(),
            Type::Flag => value.is_boolean(),
            Type::Null => value.is_null(),
            Type::Words(words) => value.as_str().is_some_and(|w| words.words().iter().any(|x| x == w)),
            Type::List(item) => {
                let items = value.as_array().ok_or_else(|| format!("{at}: {value} is not a list"))?;
                for (i, v) in items.iter().enumerate() {
                    check_type(item, v, &format!("{at}[{i}]"), seen)?;
                }
                true
            }
            Type::OneOf(types) => match types
                .iter()
                .find(|t| check_type(t, value, at, &mut BTreeSet::new()).is_ok())
            {
                Some(fitting) => return check_type(fitting, value, at, seen),
                None => false,
            },
            Type::Shape(name) => return check_object(shape(name).expect("a shape of SHAPES"), value, at, seen),
        };
        if fits {
            Ok(())
        } else {
            Err(format!("{at}: {value} is not {}", ts_type(ty)))
        }
    }

    /// Whether `value` is an object of `shape`; `seen` is told every field
    /// met (as `Shape.field`) and every form (its name).
    fn check_object(shape: &Shape, value: &Value, at: &str, seen: &mut BTreeSet<String>) -> Result<(), String> {
        let object = value
            .as_object()
            .ok_or_else(|| format!("{at}: {value} is not an object"))?;
        let (name, tag, fields) = match shape.body {
            Body::Fields(fields) => (shape.name, None, fields),
            Body::Variants { tag, variants } => {
                let word = object.get(tag).and_then(Value::as_str);
                let variant = variants
                    .iter()
                    .find(|v| Some(v.tag) == word)
                    .ok_or_else(|| format!("{at}: {value}: no form of {} has {tag} {word:?}", shape.name))?;
                seen.insert(variant.name.to_string());
                (variant.name, Some(tag), variant.fields)
            }
        };
        for (key, v) in object {
            if Some(key.as_str()) == tag {
                continue;
            }
            let field = fields
                .iter()
                .find(|f| f.name == key)
                .ok_or_else(|| format!("{at}: the field \"{key}\" is not in the schema's {name}: {value}"))?;
            seen.insert(format!("{name}.{key}"));
            check_type(&field.ty, v, &format!("{at}.{key}"), seen)?;
        }
        match fields.iter().find(|f| f.required && !object.contains_key(f.name)) {
            Some(missing) => Err(format!(
                "{at}: the schema's {name} always has \"{}\": {value}",
                missing.name
            )),
            None => Ok(()),
        }
    }

    /// Every field of `shape` (every form's) is in `seen`.
    fn assert_all_seen(shape: &Shape, seen: &BTreeSet<String>) {
        let names: Vec<(&str, &[Field])> = match shape.body {
            Body::Fields(fields) => vec![(shape.name, fields)],
            Body::Variants { variants, .. } => variants.iter().map(|v| (v.name, v.fields)).collect(),
        };
        for (name, fields) in names {
            for field in fields {
                let key = format!("{name}.{}", field.name);
                assert!(
                    seen.contains(&key),
                    "no answer had {key}: the schema describes a field the core never writes"
                );
            }
        }
    }

    #[test]
    fn every_models_answer_is_a_described_solve_answer_and_every_field_is_written() {
        let requests = [
            // Two-state toggles by linear algebra: presses, press counts, nullity, stats.
            r#"{"moves":"cross","start":"-+--\n----\n----\n-+--\n","stats":true}"#,
            // ... unsolvable: a reason.
            r#"{"moves":"plus","start":"10\n"}"#,
            // A search on toggles: a note or none.
            r#"{"moves":"plus","start":"110\n100\n000\n","algorithm":"bfs"}"#,
            r#"{"moves":"swap","start":"10\n01\n","target":"01\n10\n"}"#,
            // K-state cells: states, kernel; solved and unsolvable.
            r#"{"moves":"plus","states":3,"start":"1\n"}"#,
            r#"{"moves":"plus","states":3,"start":"12\n01\n"}"#,
            r#"{"moves":"buttons","states":3,"start":"11\n02\n","buttons":"1,1 1,2\n2,2\n"}"#,
            r#"{"moves":"slide","start":"1 2 3\n4 5 6\n0 7 8\n","stats":true}"#,
            r#"{"moves":"slide","start":"2 1\n3 0\n"}"#,
            // On pattern databases: which partition, from the store or not.
            r#"{"moves":"slide","start":"1 2 3 4 5\n6 7 8 0 9\n","stats":true}"#,
            r#"{"moves":"knight","start":"10110\n01*11\n10111\n01001\n00000\n"}"#,
        ];
        let mut seen = BTreeSet::new();
        for request in requests {
            let answer =
                solve_json(request.as_bytes(), SearchLimits::default()).unwrap_or_else(|e| panic!("{request}: {e}"));
            let value: Value = serde_json::from_str(&answer).unwrap();
            if let Err(why) = check_object(&SOLVE_ANSWER, &value, "answer", &mut seen) {
                panic!("{request}:\n{why}");
            }
        }
        assert_all_seen(&SOLVE_ANSWER, &seen);
        assert_all_seen(&SOLVE_STATS, &seen);
    }

    #[test]
    fn every_table_event_is_a_described_form() {
        let location = || "/c/pdb-4x4-00fe-b0.bin".to_string();
        let building = |where_kept: Option<&str>| TableEvent::Building {
            partition: "6-6-3".to_string(),
            tables: 3,
            entries: 11_531_520,
            where_kept: where_kept.map(str::to_string),
        };
        let events = [
            building(Some("/c")),
            building(None),
            TableEvent::Progress { done: 5, total: 10 },
            TableEvent::Loaded { location: location() },
            TableEvent::Built { location: location() },
            TableEvent::Rebuilt {
                location: location(),
                why: crate::tr!("pdb-checksum"),
            },
            TableEvent::NotSaved {
                location: location(),
                why: crate::locale::verbatim("EACCES"),
            },
        ];
        let mut seen = BTreeSet::new();
        for event in &events {
            for lang in Lang::ALL {
                let value = table_event_json(event, lang);
                check_object(&TABLE_EVENT, &value, "event", &mut seen).unwrap_or_else(|why| panic!("{event:?}: {why}"));
            }
        }
        assert_all_seen(&TABLE_EVENT, &seen);
    }

    #[test]
    fn judgements_are_described_and_every_verdict_listed() {
        let input = "bwwb\nbbwb\nbwwb\nbwww\n";
        let mut seen = BTreeSet::new();
        for output in ["4\n", "5\n", "x\n"] {
            let (verdict, reason) = check(
                "poj1753",
                input,
                output,
                "4\n",
                false,
                SearchLimits::default(),
                Lang::En,
            )
            .unwrap_or_else(|e| panic!("{output}: {e}"));
            let value = json!({"verdict": verdict, "reason": reason});
            check_object(&JUDGEMENT, &value, "judgement", &mut seen).unwrap();
        }
        assert_all_seen(&JUDGEMENT, &seen);
        assert_eq!(
            Words::Verdict.words(),
            ["accepted", "wrong answer", "presentation error", "judge failure"]
        );
    }

    #[test]
    fn the_pages_compare_rows_and_requests_are_described() {
        let reply = api::compare(
            br#"{"puzzle":"flip","start":["1001","1101","1001","1000"]}"#,
            SearchLimits::default(),
        );
        let rows: Value = serde_json::from_str(&reply.body).unwrap();
        let rows = rows.as_array().expect("compare answers a list");
        let mut seen = BTreeSet::new();
        for row in rows {
            check_object(&COMPARE_ROW, row, "row", &mut seen).unwrap();
        }
        assert_all_seen(&COMPARE_ROW, &seen);
        assert_all_seen(&SEARCH_STATS, &seen);

        // A request with every described field is read, each into its place;
        // a field of `Request` the schema lacks stops this from compiling.
        let mut described = serde_json::Map::new();
        for field in TRACE_REQUEST.fields() {
            let sample = match field.name {
                "puzzle" => json!("swap"),
                "start" => json!(["10", "01"]),
                "target" => json!(["01", "10"]),
                "algorithm" => json!("bibfs"),
                "limit" => json!(7),
                "lang" => json!("zh"),
                other => panic!("no sample value for the trace request's field {other}"),
            };
            described.insert(field.name.to_string(), sample);
        }
        let read = api::parse_request(Value::Object(described).to_string().as_bytes())
            .unwrap_or_else(|refused| panic!("{}", refused.body));
        let Request {
            puzzle,
            start,
            target,
            algorithm,
            limit,
            lang,
        } = read;
        assert_eq!(
            (
                puzzle,
                start.len(),
                target.map(|t| t.len()),
                algorithm.as_str(),
                limit,
                lang.as_deref()
            ),
            (PuzzleKind::Swap, 2, Some(2), "bibfs", Some(7), Some("zh"))
        );
        // The page's puzzle words: each one read, each puzzle's word listed.
        for word in Words::PuzzleKind.words() {
            let kind: PuzzleKind = serde_json::from_value(json!(word)).unwrap();
            let every = match kind {
                PuzzleKind::Flip
                | PuzzleKind::Refrigerator
                | PuzzleKind::Swap
                | PuzzleKind::Slide
                | PuzzleKind::Knight => kind,
            };
            assert_eq!(serde_json::to_value(every).unwrap(), json!(word));
        }
        assert_eq!(Words::PuzzleKind.words().len(), 5, "one word per PuzzleKind");
    }

    #[test]
    fn every_listed_word_is_taken_and_the_defaults_are_the_cores() {
        for name in Words::Algorithm.words() {
            assert!(crate::Algorithm::from_name(&name).is_some(), "{name}");
        }
        for name in Words::Patterns.words() {
            assert!(Partition::from_name(&name).is_some(), "{name}");
        }
        for name in Words::GeneratorKind.words() {
            assert!(BoardKind::from_name(&name).is_some(), "{name}");
        }
        for (field, words) in [
            ("format", Words::Format),
            ("lang", Words::Lang),
            ("goal", Words::Goal),
            ("patterns", Words::Patterns),
            ("algorithm", Words::Algorithm),
        ] {
            for word in words.words() {
                let request = json!({"moves": "plus", "start": "110\n100\n000\n", field: word});
                if let Err(refused) = solve_json(request.to_string().as_bytes(), SearchLimits::default()) {
                    assert!(
                        !refused.message.contains(&format!("field \"{field}\"")),
                        "{request}: {refused}"
                    );
                }
            }
        }
        for field in SHAPES.iter().flat_map(Shape::fields) {
            if let (Some(default), Type::Words(words)) = (field.default, field.ty) {
                assert!(words.words().iter().any(|w| w == default), "{}: {default}", field.name);
            }
        }
        let limit = SOLVE_FIELDS.fields().into_iter().find(|f| f.name == "limit").unwrap();
        let default = limit.default.unwrap();
        for (budget, binding) in [
            (crate::visual::SEARCH_WORK, "npm"),
            (crate::limits::DEFAULT_MAX_WORK, "Python"),
        ] {
            assert!(
                default.contains(&crate::text::thousands(budget)),
                "{binding}'s default limit {budget} in \"{default}\""
            );
        }
    }

    #[test]
    fn regions_are_filled_between_their_markers_and_wrong_markers_are_named() {
        let regions = [("types", "type A = 1;\n\ntype B = 2;\n".to_string())];
        let file = format!(
            "head\n  {}\n  old\n  {}\ntail\n",
            begin_marker("//", "types"),
            end_marker("//", "types")
        );
        let filled = fill_regions(&file, "//", &regions).unwrap();
        assert_eq!(
            filled,
            format!(
                "head\n  {}\n  type A = 1;\n\n  type B = 2;\n  {}\ntail\n",
                begin_marker("//", "types"),
                end_marker("//", "types")
            )
        );
        assert_eq!(
            fill_regions(&filled, "//", &regions).unwrap(),
            filled,
            "filling twice changes nothing"
        );
        let missing = fill_regions("head\n", "//", &regions).unwrap_err();
        assert!(missing.starts_with("no generated region \"types\""), "{missing}");
        let unended = fill_regions(&format!("{}\nx\n", begin_marker("//", "types")), "//", &regions).unwrap_err();
        assert!(
            unended.starts_with("line 1: the region \"types\" has no end line"),
            "{unended}"
        );
        let unknown = format!("{}\n{}\n", begin_marker("#", "colours"), end_marker("#", "colours"));
        let unknown = fill_regions(&unknown, "#", &regions).unwrap_err();
        assert!(
            unknown.contains("\"colours\", which the schema does not write"),
            "{unknown}"
        );
    }
}
