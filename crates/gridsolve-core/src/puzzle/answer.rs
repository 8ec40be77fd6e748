//! Solving a [`LoadedPuzzle`] and writing its answer as text, JSON or a
//! press grid: the output every front door shows, worded in one place.
//! Moved here from the command line's three `solve` files, so that a
//! binding answers in the same words and the same JSON.

use std::io::{self, Write};
use std::time::Duration;

use serde_json::json;

use super::{LoadedPuzzle, Model, PuzzleError, PuzzleWords};
use crate::draw::{Drawing, modular_steps, press_counts_block, press_name, token_steps};
use crate::locale::{Lang, Text, words};
use crate::modular::{ModularPuzzle, Presses};
use crate::rules::{Goal, MoveRule, Puzzle};
use crate::slide::{TokenBoard, TokenRule, direction_letters, knight_jump_text};
use crate::solvers::algebra::linear::PressGridOutcome;
use crate::solvers::algebra::zk::{self, ModularOutcome, ModularReport};
use crate::solvers::slide::additive::{partition_6_6_6_6, partition_7_8};
use crate::solvers::slide::tables::Partition;
use crate::solvers::{self, Instance, PatternsUsed, SolveOptions, Solved};
use crate::tr;
use crate::trace::NoTrace;
use crate::{Algorithm, Board, Move, Outcome, Report, SolveError, Stats};

use super::Family;

/// The formats an answer is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// The report for people (`--format text`).
    Text,
    /// JSON (`--format json`).
    Json,
    /// Two-state toggle rules: the press grid as rows of 0/1.
    Grid,
}

/// Most cells times moves `--explain` draws (about a megabyte of text).
pub const MAX_EXPLAINED: usize = 1 << 20;

impl PuzzleWords<'_> {
    /// Refuses an output the words' puzzle cannot have, before any board is
    /// read: a press grid for anything but two-state toggles, a drawing in JSON.
    pub fn check_output(&self, format: Format, explain: bool) -> Result<(), PuzzleError> {
        let family = self.family()?;
        if format == Format::Grid && matches!(family, Family::Tokens(_) | Family::Modular(_)) {
            return Err(PuzzleError::usage(tr!("grid-only-two-state")));
        }
        if format == Format::Grid && family == Family::Swap {
            return Err(PuzzleError::usage(tr!("grid-not-swaps")));
        }
        if explain && format != Format::Text {
            return Err(PuzzleError::usage(match family {
                Family::Toggle(_) | Family::Swap => tr!("explain-not-json-grid"),
                _ => tr!("explain-not-json"),
            }));
        }
        Ok(())
    }
}

/// A solved answer's moves: a list (searches, swaps), or a press grid
/// (linear algebra), which is a bit per cell whatever the number of presses.
#[derive(Debug)]
enum Moves {
    List(Vec<Move>),
    PressGrid(Board),
}

impl Moves {
    /// The moves in order (a grid's presses row by row).
    fn iter(&self) -> Box<dyn Iterator<Item = Move> + '_> {
        match self {
            Moves::List(moves) => Box::new(moves.iter().copied()),
            Moves::PressGrid(presses) => Box::new(presses.ones_positions().map(Move::Press)),
        }
    }
}

/// What a two-state search or linear algebra found.
#[derive(Debug)]
enum Found {
    Solved {
        moves: Moves,
        count: usize,
        optimal: bool,
        note: Option<crate::locale::Text>,
    },
    Unsolvable(crate::locale::Text),
}

/// What the solver found, by model.
#[derive(Debug)]
enum ByModel {
    Bits { found: Found, nullity: Option<usize> },
    Modular(ModularReport),
    Tokens(Report),
}

/// An answer, ready to be written in any format.
#[derive(Debug)]
pub struct Answer<'p> {
    puzzle: &'p LoadedPuzzle,
    solved: ByModel,
    algorithm: Algorithm,
    stats: Stats,
    patterns: Option<PatternsUsed>,
}

/// Why an answer could not be written in full: the output failed, or the
/// drawing asked for is past its limit (what was written stays written).
#[derive(Debug)]
pub enum WriteError {
    /// The output could not be written.
    Io(io::Error),
    /// The drawing asked for is past its limit.
    Refused(PuzzleError),
}

impl From<io::Error> for WriteError {
    fn from(e: io::Error) -> WriteError {
        WriteError::Io(e)
    }
}

/// An error of a solver as a refusal: a size mismatch is bad input,
/// anything else the algorithm's inability.
fn cannot(e: SolveError) -> PuzzleError {
    match e {
        SolveError::SizeMismatch { .. } => PuzzleError::bad_input(e.text()),
        _ => PuzzleError::cannot(e.text()),
    }
}

/// [`cannot`] for tiles and knights, whose budget's refusal does not
/// suggest `auto` (which is what ran, or would meet the same budget).
fn cannot_tokens(e: SolveError) -> PuzzleError {
    match e {
        SolveError::OverBudget { algorithm, limit } => {
            PuzzleError::cannot(tr!("over-budget", algorithm = algorithm.name(), limit = limit))
        }
        other => cannot(other),
    }
}

impl LoadedPuzzle {
    /// Refuses a drawing that would be too large before anything is solved:
    /// a board whose start and end alone are past [`MAX_EXPLAINED`] cells.
    pub fn check_explain(&self, format: Format) -> Result<(), PuzzleError> {
        let Model::Bits { start, .. } = &self.model else {
            return Ok(());
        };
        if format == Format::Grid || start.cells().saturating_mul(2) <= MAX_EXPLAINED {
            return Ok(());
        }
        Err(PuzzleError::limit(tr!(
            "explain-too-large",
            most = MAX_EXPLAINED,
            size = format!("{}x{}", start.rows(), start.cols()),
            cells = start.cells().saturating_mul(2)
        )))
    }

    /// Refuses a partition of pattern databases asked for (`--patterns`,
    /// anything but `auto`) that would not be used, naming the patterns, not
    /// the algorithm: they are `auto`'s on sliding boards over 9 cells, so
    /// with another algorithm or another puzzle they would be ignored, and 7-8
    /// and 6-6-6-6 fit one board size each (the solver's own refusal of a
    /// board they do not fit names the IDA* it runs).
    pub fn check_patterns(&self, algorithm: Algorithm, partition: Partition) -> Result<(), PuzzleError> {
        let large: fn(usize, usize, usize) -> Option<Vec<Vec<u8>>> = match partition {
            Partition::Auto => return Ok(()),
            Partition::Default => |_, _, _| Some(Vec::new()),
            Partition::SevenEight => partition_7_8,
            Partition::SixSixSixSix => partition_6_6_6_6,
        };
        let name = partition.name();
        let tokens = match &self.model {
            Model::Tokens { rule, start, goal } if solvers::uses_pattern_databases(*rule, start) => Some((start, goal)),
            _ => None,
        };
        let Some((start, goal)) = tokens else {
            return Err(PuzzleError::usage(tr!("patterns-not-this-puzzle", partition = name)));
        };
        if algorithm != Algorithm::Auto {
            return Err(PuzzleError::usage(tr!(
                "patterns-not-with-algorithm",
                partition = name,
                algorithm = algorithm.name()
            )));
        }
        let blank_goal = goal.cells.iter().position(|&t| t == 0).unwrap_or(0);
        if large(start.rows, start.cols, blank_goal).is_none() {
            let size = format!("{}x{}", start.rows, start.cols);
            let why = tr!("pdb-large-board", partition = name, size = size);
            return Err(PuzzleError::cannot(tr!(
                "patterns-not-for-board",
                partition = name,
                why = why
            )));
        }
        Ok(())
    }

    /// Solves the puzzle with `algorithm` (`auto`: the best the core has for
    /// it), on the pattern databases `options.tables.partition` names
    /// ([`check_patterns`](Self::check_patterns) first).
    ///
    /// Two-state toggles with `auto` or `linear` answer with a press grid, a
    /// bit per cell: the answer is written from it press by press, never held
    /// as a list (16 bytes a press) or as text (a 10,000 x 10,000 board's
    /// answer is about a gigabyte of text).
    pub fn solve(&self, algorithm: Algorithm, options: &SolveOptions) -> Result<Answer<'_>, PuzzleError> {
        self.check_patterns(algorithm, options.tables.partition)?;
        let (instance, refusal): (Instance, fn(SolveError) -> PuzzleError) = match &self.model {
            Model::Bits { puzzle, start, .. } => (Instance::Bits { puzzle, start }, cannot),
            Model::Modular { puzzle, start } => (Instance::Modular { puzzle, start }, cannot),
            Model::Tokens { rule, start, goal } => (
                Instance::Tokens {
                    rule: *rule,
                    start,
                    goal,
                },
                cannot_tokens,
            ),
        };
        let solved = solvers::solve(instance, algorithm, options, &mut NoTrace).map_err(refusal)?;
        let (algorithm, stats) = (solved.algorithm(), solved.stats().clone());
        let mut patterns = None;
        let kept = match solved {
            Solved::PressGrid(report) => {
                let found = match report.outcome {
                    PressGridOutcome::Solved {
                        presses,
                        count,
                        optimal,
                        note,
                    } => Found::Solved {
                        moves: Moves::PressGrid(presses),
                        count,
                        optimal,
                        note,
                    },
                    PressGridOutcome::Unsolvable(reason) => Found::Unsolvable(reason),
                };
                ByModel::Bits {
                    found,
                    nullity: Some(report.nullity),
                }
            }
            Solved::PressCounts(report) => ByModel::Modular(report),
            Solved::Moves { report, patterns: used } if matches!(self.model, Model::Tokens { .. }) => {
                patterns = used;
                ByModel::Tokens(report)
            }
            Solved::Moves { report, .. } => {
                let found = match report.outcome {
                    Outcome::Solved(s) => Found::Solved {
                        count: s.moves.len(),
                        moves: Moves::List(s.moves),
                        optimal: s.optimal,
                        note: s.note,
                    },
                    Outcome::Unsolvable(reason) => Found::Unsolvable(reason),
                };
                ByModel::Bits {
                    found,
                    nullity: report.nullity,
                }
            }
        };
        Ok(Answer {
            puzzle: self,
            solved: kept,
            algorithm,
            stats,
            patterns,
        })
    }
}

impl Answer<'_> {
    /// The number of moves, when solved.
    pub fn moves(&self) -> Option<u64> {
        match &self.solved {
            ByModel::Bits {
                found: Found::Solved { count, .. },
                ..
            } => Some(*count as u64),
            ByModel::Modular(report) => report.outcome.solution().map(|s| s.total),
            ByModel::Tokens(report) => report.outcome.solution().map(|s| s.moves.len() as u64),
            _ => None,
        }
    }

    /// Whether the move count is proven the minimum (an unsolvable answer is).
    pub fn optimal(&self) -> bool {
        match &self.solved {
            ByModel::Bits {
                found: Found::Solved { optimal, .. },
                ..
            } => *optimal,
            ByModel::Modular(report) => report.outcome.solution().is_none_or(|s| s.optimal),
            ByModel::Tokens(report) => report.outcome.solution().is_none_or(|s| s.optimal),
            _ => true,
        }
    }

    /// The algorithm that answered.
    pub fn algorithm(&self) -> Algorithm {
        self.algorithm
    }

    /// The search's counters.
    pub fn stats(&self) -> &Stats {
        &self.stats
    }

    /// The pattern databases a sliding board was solved with, if any.
    pub fn patterns(&self) -> Option<&PatternsUsed> {
        self.patterns.as_ref()
    }

    /// The answer as one line of JSON and a newline; `elapsed` adds `stats`.
    pub fn write_json(&self, out: &mut dyn Write, elapsed: Option<Duration>) -> io::Result<()> {
        match (&self.solved, &self.puzzle.model) {
            (ByModel::Bits { found, nullity }, Model::Bits { puzzle, .. }) => {
                write_bits_json(out, puzzle, found, *nullity, self, elapsed)
            }
            (ByModel::Modular(report), Model::Modular { puzzle, .. }) => {
                let mut value = modular_json(puzzle, report);
                if let Some(elapsed) = elapsed {
                    value["stats"] = stats_json(&report.stats, elapsed);
                }
                writeln!(out, "{value}")
            }
            (ByModel::Tokens(report), Model::Tokens { rule, .. }) => {
                let mut value = tokens_json(*rule, report);
                if let Some(elapsed) = elapsed {
                    value["stats"] = stats_json(&report.stats, elapsed);
                    if let Some(used) = &self.patterns {
                        value["stats"]["patterns"] = json!(used.partition);
                        value["stats"]["patterns_from_store"] = json!(used.from_store);
                    }
                }
                writeln!(out, "{value}")
            }
            _ => unreachable!("an answer is solved from its own model"),
        }
    }

    /// The answer as text; `explain` draws every step (with `colour`,
    /// highlighted rather than bracketed), `elapsed` adds the counters.
    pub fn write_text(
        &self,
        out: &mut dyn Write,
        explain: bool,
        colour: bool,
        elapsed: Option<Duration>,
        lang: Lang,
    ) -> Result<(), WriteError> {
        match (&self.solved, &self.puzzle.model) {
            (ByModel::Bits { found, nullity }, Model::Bits { puzzle, start, letters }) => {
                let drawing = explain.then_some(Drawing {
                    zero: letters.0,
                    one: letters.1,
                    colour,
                    lang,
                });
                write_bits_text(out, puzzle, start, found, drawing, lang)?;
                let mut text = String::new();
                if let Some(nullity) = nullity {
                    text += &line(lang, tr!("report-nullity", nullity = *nullity));
                }
                text += &line(lang, tr!("report-algorithm", algorithm = self.algorithm.name()));
                if let Some(elapsed) = elapsed {
                    text += &stats_text(&self.stats, elapsed, lang);
                }
                out.write_all(text.as_bytes())?;
                Ok(())
            }
            (ByModel::Modular(report), Model::Modular { puzzle, start }) => {
                let text = modular_text(puzzle, start, report, explain.then_some(colour), elapsed, lang)?;
                out.write_all(text.as_bytes())?;
                Ok(())
            }
            (ByModel::Tokens(report), Model::Tokens { rule, start, goal }) => {
                let mut text = tokens_text(*rule, start, goal, report, explain, lang)?;
                if let Some(elapsed) = elapsed {
                    text += &stats_text(&report.stats, elapsed, lang);
                }
                out.write_all(text.as_bytes())?;
                Ok(())
            }
            _ => unreachable!("an answer is solved from its own model"),
        }
    }

    /// `--format grid`: the press grid on `out` (or one line `unsolvable:
    /// REASON`); returns the lines for stderr: a note when the count is not
    /// proven minimal, and with `elapsed` the counters, so that `out` is the
    /// grid alone.
    pub fn write_grid(&self, out: &mut dyn Write, elapsed: Option<Duration>, lang: Lang) -> io::Result<String> {
        let (ByModel::Bits { found, nullity }, Model::Bits { puzzle, .. }) = (&self.solved, &self.puzzle.model) else {
            unreachable!("check_output refuses a press grid for other puzzles")
        };
        let mut notes = String::new();
        match found {
            Found::Solved {
                moves, optimal, note, ..
            } => {
                // Linear algebra's grid is written as it is (a 10,000 x 10,000
                // board's bits are not copied); a search's list becomes one.
                let presses = match moves {
                    Moves::PressGrid(presses) => std::borrow::Cow::Borrowed(presses),
                    Moves::List(list) => {
                        let mut presses = Board::zeros(puzzle.rows, puzzle.cols);
                        for m in list {
                            if let Move::Press(cell) = *m {
                                presses.toggle(cell);
                            }
                        }
                        std::borrow::Cow::Owned(presses)
                    }
                };
                let count = presses.count_ones();
                super::press_grid::write_press_grid(&presses, out)?;
                if !optimal {
                    let why = match note {
                        Some(note) => note.clone(),
                        None => tr!("note-cut-short"),
                    };
                    notes += &format!(
                        "gridsolve: {}\n",
                        tr!("grid-not-minimal", count = count, why = why).render(lang)
                    );
                }
                if elapsed.is_some() {
                    notes += &line(lang, tr!("report-moves", moves = count, proof = proof_text(*optimal)));
                }
            }
            // The grid's one line when there is no grid: a format for programs, kept in English.
            Found::Unsolvable(reason) => writeln!(out, "unsolvable: {reason}")?,
        }
        if let Some(elapsed) = elapsed {
            if let Some(nullity) = nullity {
                notes += &line(lang, tr!("report-nullity-short", nullity = *nullity));
            }
            notes += &line(lang, tr!("report-algorithm", algorithm = self.algorithm.name()));
            notes += &line(lang, tr!("report-states-expanded", count = self.stats.states_expanded));
            notes += &line(
                lang,
                tr!("report-time", ms = format!("{:.3}", elapsed.as_secs_f64() * 1000.0)),
            );
        }
        Ok(notes)
    }
}

/// The first lines of a solved answer in the text format, in `lang`:
/// solvable, the number of moves and whether it is proven the minimum, and
/// the solver's note.
pub(crate) fn solved_head(moves: u64, optimal: bool, note: Option<&Text>, lang: Lang) -> String {
    let mut text = line(lang, tr!("report-solvable-yes"));
    text += &line(lang, tr!("report-moves", moves = moves, proof = proof_text(optimal)));
    if let Some(note) = note {
        text += &line(lang, tr!("report-note", note = note));
    }
    text
}

/// "proven minimum" or "NOT proven minimal", in any language.
fn proof_text(optimal: bool) -> Text {
    if optimal {
        tr!("proof-minimum")
    } else {
        tr!("proof-not-minimal")
    }
}

/// A line of a report: the text in `lang` and a newline.
fn line(lang: Lang, text: Text) -> String {
    text.render(lang) + "\n"
}

/// The lines of an unsolvable answer.
fn unsolvable_text(reason: &Text, lang: Lang) -> String {
    line(lang, tr!("report-solvable-no")) + &line(lang, tr!("report-reason", reason = reason))
}

/// The search's counters for `--stats` in JSON.
pub(crate) fn stats_json(stats: &Stats, elapsed: Duration) -> serde_json::Value {
    json!({
        "states_expanded": stats.states_expanded,
        "states_discovered": stats.states_discovered,
        "peak_frontier": stats.peak_frontier,
        "elapsed_ms": elapsed.as_secs_f64() * 1000.0,
    })
}

/// The search's counters for `--stats` as text lines, in `lang`.
pub(crate) fn stats_text(stats: &Stats, elapsed: Duration, lang: Lang) -> String {
    line(lang, tr!("report-states-expanded", count = stats.states_expanded))
        + &line(lang, tr!("report-states-stored", count = stats.states_discovered))
        + &line(lang, tr!("report-peak-frontier", count = stats.peak_frontier))
        + &line(
            lang,
            tr!("report-time", ms = format!("{:.3}", elapsed.as_secs_f64() * 1000.0)),
        )
}

// ---- two-state toggles and swaps ----

/// How often each cell is pressed, row-major (a toggle answer presses each
/// cell at most once, but a search could list one twice).
fn press_counts(puzzle: &Puzzle, moves: &[Move]) -> Vec<u8> {
    let mut counts = vec![0u8; puzzle.cells()];
    for mv in moves {
        if let Move::Press((r, c)) = *mv {
            let count = &mut counts[r * puzzle.cols + c];
            *count = count.saturating_add(1);
        }
    }
    counts
}

/// Stand for the moves and the press-count matrix in the JSON until they
/// are written in; they start with NUL, which no other string of the answer holds.
const MOVES_SLOT: &str = "\u{0}moves";
const PRESS_COUNTS_SLOT: &str = "\u{0}press_counts";

fn write_bits_json(
    out: &mut dyn Write,
    puzzle: &Puzzle,
    found: &Found,
    nullity: Option<usize>,
    answer: &Answer,
    elapsed: Option<Duration>,
) -> io::Result<()> {
    let is_swap = matches!(puzzle.rule, MoveRule::Swap);
    let moves_key = if is_swap { "swaps" } else { "presses" };
    let mut value = match found {
        Found::Solved {
            count, optimal, note, ..
        } => json!({
            "solvable": true,
            "moves": count,
            "optimal": optimal,
            moves_key: MOVES_SLOT,
            "note": note,
        }),
        Found::Unsolvable(reason) => json!({
            "solvable": false,
            "moves": null,
            "optimal": true,
            moves_key: [],
            "reason": reason,
        }),
    };
    // The moves and the press-count matrix are written into their slots as
    // they are made, not held as JSON values (32 bytes each).
    if !is_swap {
        value["press_counts"] = match found {
            Found::Solved { .. } => json!(PRESS_COUNTS_SLOT),
            Found::Unsolvable(_) => json!(null),
        };
    }
    value["algorithm"] = json!(answer.algorithm.name());
    if let Some(nullity) = nullity {
        value["nullity"] = json!(nullity);
    }
    if let Some(elapsed) = elapsed {
        value["stats"] = stats_json(&answer.stats, elapsed);
    }
    let text = value.to_string();
    let mut slots: Vec<(usize, &str)> = [MOVES_SLOT, PRESS_COUNTS_SLOT]
        .iter()
        .filter_map(|slot| {
            let quoted = json!(slot).to_string();
            text.find(&quoted).map(|at| (at, *slot))
        })
        .collect();
    slots.sort_unstable();
    let mut at = 0;
    for (slot_at, slot) in slots {
        out.write_all(&text.as_bytes()[at..slot_at])?;
        at = slot_at + json!(slot).to_string().len();
        if let Found::Solved { moves, .. } = found {
            if slot == MOVES_SLOT {
                write_moves_json(out, moves)?;
            } else {
                write_matrix_json(out, &press_grid(puzzle, moves))?;
            }
        }
    }
    out.write_all(&text.as_bytes()[at..])?;
    out.write_all(b"\n")
}

fn write_bits_text(
    out: &mut dyn Write,
    puzzle: &Puzzle,
    start: &Board,
    found: &Found,
    drawing: Option<Drawing>,
    lang: Lang,
) -> Result<(), WriteError> {
    let is_swap = matches!(puzzle.rule, MoveRule::Swap);
    let moves_key = words(lang, if is_swap { "report-swaps" } else { "report-presses" });
    match found {
        Found::Solved {
            moves,
            count,
            optimal,
            note,
        } => {
            out.write_all(solved_head(*count as u64, *optimal, note.as_ref(), lang).as_bytes())?;
            write!(out, "{moves_key}{}", words(lang, "report-key-sep"))?;
            if *count == 0 {
                out.write_all(words(lang, "report-none").as_bytes())?;
            }
            let separator = words(lang, "report-list-sep");
            for (i, mv) in moves.iter().enumerate() {
                if i > 0 {
                    out.write_all(separator.as_bytes())?;
                }
                match lang {
                    Lang::En => write!(out, "{mv}")?,
                    _ => out.write_all(move_text(&mv).render(lang).as_bytes())?,
                }
            }
            out.write_all(b"\n")?;
            if let Some(drawing) = drawing {
                let moves: Vec<Move> = moves.iter().collect();
                let size = start.cells().saturating_mul(moves.len() + 2);
                if size > MAX_EXPLAINED {
                    out.flush()?;
                    return Err(WriteError::Refused(PuzzleError::limit(tr!(
                        "explain-answer-too-large",
                        most = MAX_EXPLAINED,
                        size = size
                    ))));
                }
                // The boards in the input's own letters (w/b stays w/b).
                let target = match &puzzle.goal {
                    Goal::Board(goal) if is_swap => Some(goal),
                    _ => None,
                };
                let mut text = drawing.steps(puzzle, start, target, &moves);
                if !is_swap {
                    let counts = press_counts(puzzle, &moves);
                    text += &press_counts_block(&counts, Some((puzzle.rows, puzzle.cols)), lang);
                }
                out.write_all(text.as_bytes())?;
            }
        }
        Found::Unsolvable(reason) => out.write_all(unsolvable_text(reason, lang).as_bytes())?,
    }
    Ok(())
}

/// The moves as a JSON array of 1-based coordinates: `[[1,2],[3,4]]`.
fn write_moves_json(out: &mut dyn Write, moves: &Moves) -> io::Result<()> {
    out.write_all(b"[")?;
    for (i, mv) in moves.iter().enumerate() {
        if i > 0 {
            out.write_all(b",")?;
        }
        let coordinates: Vec<String> = mv.one_based().iter().map(|x| x.to_string()).collect();
        write!(out, "[{}]", coordinates.join(","))?;
    }
    out.write_all(b"]")
}

/// How often each cell is pressed, a row of counts at a time: a grid's
/// presses are once each; a list's are counted (a search could list one twice).
enum PressGrid<'a> {
    Bits(&'a Board),
    Counts(Vec<u8>, usize),
}

fn press_grid<'a>(puzzle: &Puzzle, moves: &'a Moves) -> PressGrid<'a> {
    match moves {
        Moves::PressGrid(presses) => PressGrid::Bits(presses),
        Moves::List(list) => PressGrid::Counts(press_counts(puzzle, list), puzzle.cols),
    }
}

/// The press counts as a JSON matrix: `[[0,1],[1,0]]`.
fn write_matrix_json(out: &mut dyn Write, grid: &PressGrid) -> io::Result<()> {
    let (rows, cols) = match grid {
        PressGrid::Bits(board) => (board.rows(), board.cols()),
        PressGrid::Counts(counts, cols) => (counts.len() / (*cols).max(1), *cols),
    };
    let mut line: Vec<u8> = Vec::with_capacity(cols * 4 + 2);
    out.write_all(b"[")?;
    for r in 0..rows {
        line.clear();
        if r > 0 {
            line.push(b',');
        }
        line.push(b'[');
        for c in 0..cols {
            if c > 0 {
                line.push(b',');
            }
            match grid {
                PressGrid::Bits(board) => line.push(if board.get((r, c)) { b'1' } else { b'0' }),
                PressGrid::Counts(counts, _) => line.extend_from_slice(counts[r * cols + c].to_string().as_bytes()),
            }
        }
        line.push(b']');
        out.write_all(&line)?;
    }
    out.write_all(b"]")
}

// ---- K-state cells and buttons ----

/// The presses, each listed as often as it is pressed: `[r, c]` for a
/// stencil's cell, the button's number for buttons (1-based).
fn listed_presses(puzzle: &ModularPuzzle, counts: &[u8]) -> serde_json::Value {
    let repeated = counts
        .iter()
        .enumerate()
        .flat_map(|(press, &count)| std::iter::repeat_n(press, usize::from(count)));
    match puzzle.presses {
        Presses::Stencil { .. } => json!(
            repeated
                .map(|press| [press / puzzle.cols + 1, press % puzzle.cols + 1])
                .collect::<Vec<_>>()
        ),
        Presses::Buttons(_) => json!(repeated.map(|press| press + 1).collect::<Vec<_>>()),
    }
}

/// `press_counts`: a rows x cols matrix for a stencil, a list per button.
fn press_counts_json(puzzle: &ModularPuzzle, counts: &[u8]) -> serde_json::Value {
    match puzzle.presses {
        Presses::Stencil { .. } => json!(counts.chunks(puzzle.cols).collect::<Vec<_>>()),
        Presses::Buttons(_) => json!(counts),
    }
}

fn list_key(puzzle: &ModularPuzzle) -> &'static str {
    match puzzle.presses {
        Presses::Stencil { .. } => "presses",
        Presses::Buttons(_) => "buttons",
    }
}

/// A move in words, 1-based: "press (1, 2)", "按 (1, 2)".
fn move_text(mv: &Move) -> Text {
    match *mv {
        Move::Press((r, c)) => tr!("move-press", cell = format!("({}, {})", r + 1, c + 1)),
        Move::Swap((r1, c1), (r2, c2)) => tr!(
            "move-swap",
            first = format!("({}, {})", r1 + 1, c1 + 1),
            second = format!("({}, {})", r2 + 1, c2 + 1)
        ),
    }
}

fn is_prime(k: u8) -> bool {
    k >= 2 && (2..k).take_while(|d| d * d <= k).all(|d| k % d != 0)
}

fn modular_json(puzzle: &ModularPuzzle, report: &ModularReport) -> serde_json::Value {
    let key = list_key(puzzle);
    let mut value = match &report.outcome {
        ModularOutcome::Solved(s) => json!({
            "solvable": true,
            "moves": s.total,
            "optimal": s.optimal,
            key: listed_presses(puzzle, &s.counts),
            "press_counts": press_counts_json(puzzle, &s.counts),
            "note": s.note,
        }),
        ModularOutcome::Unsolvable(reason) => json!({
            "solvable": false,
            "moves": null,
            "optimal": true,
            key: [],
            "press_counts": null,
            "reason": reason,
        }),
    };
    value["algorithm"] = json!("linear");
    value["states"] = json!(puzzle.states);
    value["kernel"] = json!(report.kernel_orders);
    if is_prime(puzzle.states) {
        value["nullity"] = json!(report.kernel_orders.len());
    }
    value
}

fn modular_text(
    puzzle: &ModularPuzzle,
    start: &crate::grid::Grid,
    report: &ModularReport,
    explain_colour: Option<bool>,
    elapsed: Option<Duration>,
    lang: Lang,
) -> Result<String, WriteError> {
    let mut text = String::new();
    match &report.outcome {
        ModularOutcome::Solved(s) => {
            text += &solved_head(s.total, s.optimal, s.note.as_ref(), lang);
            let listed: Vec<String> = s
                .counts
                .iter()
                .enumerate()
                .filter(|&(_, &count)| count > 0)
                .map(|(press, &count)| {
                    let name = match (lang, &puzzle.presses) {
                        (Lang::En, _) => press_name(puzzle, press, false),
                        (_, Presses::Stencil { .. }) => {
                            move_text(&Move::Press((press / puzzle.cols, press % puzzle.cols))).render(lang)
                        }
                        (_, Presses::Buttons(_)) => tr!("move-button", button = press + 1).render(lang),
                    };
                    if count > 1 { format!("{name} x{count}") } else { name }
                })
                .collect();
            text += &format!(
                "{}{}{}\n",
                words(
                    lang,
                    match puzzle.presses {
                        Presses::Stencil { .. } => "report-presses",
                        Presses::Buttons(_) => "report-buttons",
                    }
                ),
                words(lang, "report-key-sep"),
                if listed.is_empty() {
                    words(lang, "report-none")
                } else {
                    listed.join(&words(lang, "report-list-sep"))
                }
            );
            if let Some(colour) = explain_colour {
                let panels = 1 + s.counts.iter().filter(|&&c| c > 0).count();
                let size = start.cells().saturating_mul(panels + 1);
                if size > MAX_EXPLAINED {
                    return Err(WriteError::Refused(PuzzleError::limit(tr!(
                        "explain-answer-too-large",
                        most = MAX_EXPLAINED,
                        size = size
                    ))));
                }
                text += &modular_steps(puzzle, start, &s.counts, colour, lang);
                let shape = matches!(puzzle.presses, Presses::Stencil { .. }).then_some((puzzle.rows, puzzle.cols));
                text += &press_counts_block(&s.counts, shape, lang);
            }
        }
        ModularOutcome::Unsolvable(reason) => text += &unsolvable_text(reason, lang),
    }
    text += &line(
        lang,
        match report.kernel_size() {
            _ if report.kernel_orders.is_empty() => tr!("report-kernel-trivial"),
            Some(size) => tr!(
                "report-kernel",
                kernel = kernel_name(&report.kernel_orders),
                size = size
            ),
            None => tr!(
                "report-kernel-about",
                kernel = kernel_name(&report.kernel_orders),
                log2 = format!("{:.1}", report.kernel_log2())
            ),
        },
    );
    text += &line(lang, tr!("report-algorithm", algorithm = "linear"));
    if let Some(elapsed) = elapsed {
        text += &line(
            lang,
            tr!("report-solutions-examined", count = report.stats.states_expanded),
        );
        text += &line(
            lang,
            tr!("report-time", ms = format!("{:.3}", elapsed.as_secs_f64() * 1000.0)),
        );
    }
    Ok(text)
}

/// `Z_3^2 x Z_2`.
pub(crate) fn kernel_name(orders: &[u16]) -> String {
    zk::describe_kernel(orders)
}

// ---- tokens: sliding tiles and knights ----

/// A knight move as (from, to), 1-based: the knight jumps into the blank.
fn jumps(moves: &[Move]) -> Vec<[usize; 4]> {
    moves
        .iter()
        .filter_map(|m| match *m {
            Move::Swap((br, bc), (kr, kc)) => Some([kr + 1, kc + 1, br + 1, bc + 1]),
            Move::Press(_) => None,
        })
        .collect()
}

fn slide_path(rule: TokenRule, report: &Report) -> Option<String> {
    report.outcome.solution().and_then(|s| match rule {
        TokenRule::Slide => direction_letters(&s.moves),
        TokenRule::Knight => None,
    })
}

fn tokens_json(rule: TokenRule, report: &Report) -> serde_json::Value {
    let path = slide_path(rule, report);
    let mut value = match &report.outcome {
        Outcome::Solved(s) => json!({
            "solvable": true,
            "moves": s.moves.len(),
            "optimal": s.optimal,
            "path": path,
            "note": s.note,
        }),
        Outcome::Unsolvable(reason) => json!({
            "solvable": false,
            "moves": null,
            "optimal": true,
            "path": null,
            "reason": reason,
        }),
    };
    if rule == TokenRule::Knight {
        value["jumps"] = json!(report.outcome.solution().map(|s| jumps(&s.moves)));
    }
    value["algorithm"] = json!(report.algorithm.name());
    value
}

fn tokens_text(
    rule: TokenRule,
    start: &TokenBoard,
    goal: &TokenBoard,
    report: &Report,
    explain: bool,
    lang: Lang,
) -> Result<String, WriteError> {
    let path = slide_path(rule, report);
    let mut text = String::new();
    match &report.outcome {
        Outcome::Solved(s) => {
            text += &solved_head(s.moves.len() as u64, s.optimal, s.note.as_ref(), lang);
            match &path {
                Some(p) => {
                    let shown = if p.is_empty() {
                        words(lang, "report-none")
                    } else {
                        p.clone()
                    };
                    text += &line(lang, tr!("report-path", path = shown));
                }
                None => {
                    let listed: Vec<String> = jumps(&s.moves)
                        .iter()
                        .map(|[r1, c1, r2, c2]| knight_jump_text((r1 - 1, c1 - 1), (r2 - 1, c2 - 1)))
                        .collect();
                    let shown = if listed.is_empty() {
                        words(lang, "report-none")
                    } else {
                        listed.join(&words(lang, "report-list-sep"))
                    };
                    text += &line(lang, tr!("report-jumps", jumps = shown));
                }
            }
            if explain {
                let size = start.cells.len().saturating_mul(s.moves.len() + 2);
                if size > MAX_EXPLAINED {
                    return Err(WriteError::Refused(PuzzleError::limit(tr!(
                        "explain-answer-too-large",
                        most = MAX_EXPLAINED,
                        size = size
                    ))));
                }
                text += &token_steps(
                    rule,
                    (start.rows, start.cols),
                    &start.cells,
                    &goal.cells,
                    &s.moves,
                    path.as_deref(),
                    lang,
                );
            }
        }
        Outcome::Unsolvable(reason) => text += &unsolvable_text(reason, lang),
    }
    text += &line(lang, tr!("report-algorithm", algorithm = report.algorithm.name()));
    Ok(text)
}
