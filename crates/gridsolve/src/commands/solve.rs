//! `gridsolve solve`: any toggle or swap puzzle, any size, any algorithm.

use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use clap::{Args, ValueEnum};
use gridsolve_core::solvers::linear::{self, GridOutcome};
use gridsolve_core::{solve, Algorithm, Board, Goal, Move, MoveRule, Outcome, Puzzle, SolveError, Stats, Stencil};
use serde_json::json;

use crate::exit::{output_error, Failure};
use crate::input::read_board;

#[derive(Args)]
pub struct SolveArgs {
    /// Move rule: plus, cross, stencil:ROWS (e.g. stencil:.#./###/.#.), buttons:FILE (one line per button, its cells as ROW,COL), swap, slide (tiles, 0 the blank) or knight (P2324's 0/1/*).
    #[arg(long = "moves", value_name = "RULE")]
    pub moves: String,
    /// Toggle rules: cells have K states (2 to 255) and a press adds 1 modulo K; boards as digits for K <= 10, numbers otherwise.
    #[arg(long, value_name = "K", default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=255))]
    pub states: u8,
    /// The board is a torus: stencils wrap around the edges.
    #[arg(long)]
    pub wrap: bool,
    /// Goal for toggle rules: zeros (the default), ones, uniform (all 0 or all 1), or a board FILE.
    #[arg(long, value_name = "GOAL")]
    pub goal: Option<String>,
    /// Which solver to run.
    #[arg(long, value_parser = algorithm_parser(&Algorithm::ALL), default_value = "auto")]
    pub algorithm: Algorithm,
    /// Report the work done: states expanded and stored, peak frontier, time.
    #[arg(long)]
    pub stats: bool,
    /// For humans: draw every step of the answer, the changed cells marked (text format, small boards).
    #[arg(long)]
    pub explain: bool,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// The start board: rows of 0/1 (or ./#, b/w, +/-); stdin when absent or -.
    #[arg(value_name = "BOARD")]
    pub board: Option<PathBuf>,
    /// The target board (swap puzzles only).
    #[arg(value_name = "TARGET")]
    pub target: Option<PathBuf>,
    /// The goal board for --moves slide|knight (default: 1, 2, ... row-major with the blank last;
    /// for 5x5 knights P2324's goal).
    #[arg(long = "target", id = "target_board", value_name = "FILE")]
    pub target_board: Option<PathBuf>,
}

#[derive(Clone, Copy, ValueEnum)]
pub enum Format {
    Text,
    Json,
    /// Toggle rules: the press grid as rows of 0/1 (1 = press that cell), for huge boards.
    Grid,
}

/// Parses `--algorithm`, offering exactly the names of `algorithms` (from
/// the core's list, so the names live in one place).
pub fn algorithm_parser(algorithms: &'static [Algorithm]) -> impl clap::builder::TypedValueParser<Value = Algorithm> {
    use clap::builder::TypedValueParser;
    clap::builder::PossibleValuesParser::new(algorithms.iter().map(|a| a.name()))
        .map(|name: String| Algorithm::from_name(&name).expect("only algorithm names are offered"))
}

/// Exit code when the chosen algorithm cannot handle the puzzle.
pub const ALGORITHM_CANNOT: i32 = crate::exit::LIMIT;

/// Builds the puzzle described by `--moves`, `--wrap` and `--goal` (or TARGET) for `start`.
pub fn build_puzzle(args: &SolveArgs, start: &Board) -> Result<Puzzle, Failure> {
    let (rows, cols) = (start.rows(), start.cols());
    if args.moves == "swap" {
        let target_path = args
            .target
            .as_ref()
            .ok_or_else(|| Failure::usage("--moves swap needs two boards: START TARGET"))?;
        if args.wrap {
            return Err(Failure::usage("--wrap applies to toggle rules, not swaps"));
        }
        if args.goal.is_some() {
            return Err(Failure::usage(
                "--goal applies to toggle rules; a swap puzzle's goal is its TARGET board",
            ));
        }
        let target = read_board(target_path)?;
        if (target.rows(), target.cols()) != (rows, cols) {
            return Err(Failure::bad_input(format!(
                "the start board is {rows}x{cols} but the target is {}x{}",
                target.rows(),
                target.cols()
            )));
        }
        return Ok(Puzzle::swap(target));
    }
    if args.target.is_some() {
        return Err(Failure::usage(
            "a TARGET board is only for --moves swap; toggle rules take --goal",
        ));
    }
    let stencil = Stencil::parse(&args.moves).map_err(|e| Failure::usage(e.to_string()))?;
    let goal = match args.goal.as_deref().unwrap_or("zeros") {
        "zeros" => Goal::Zeros,
        "ones" => Goal::Ones,
        "uniform" => Goal::Uniform,
        file => {
            if let Some(failure) = crate::input::missing_goal_file(file) {
                return Err(failure);
            }
            let goal = read_board(std::path::Path::new(file))?;
            if (goal.rows(), goal.cols()) != (rows, cols) {
                return Err(Failure::bad_input(format!(
                    "the board is {rows}x{cols} but the goal {file} is {}x{}",
                    goal.rows(),
                    goal.cols()
                )));
            }
            Goal::Board(goal)
        }
    };
    Ok(Puzzle::toggle(rows, cols, stencil, args.wrap, goal))
}

/// Most cells times moves `--explain` draws (about a megabyte of text).
const MAX_EXPLAINED: usize = 1 << 20;

pub fn run(args: &SolveArgs) -> Result<(), Failure> {
    if matches!(args.format, Format::Grid)
        && (crate::commands::solve_tokens::rule_named(&args.moves).is_some()
            || crate::commands::solve_modular::applies(args))
    {
        return Err(Failure::usage(
            "--format grid writes a 0/1 press grid: it is for two-state toggle rules, not slide, knight, \
             --states or buttons",
        ));
    }
    if let Some(rule) = crate::commands::solve_tokens::rule_named(&args.moves) {
        return crate::commands::solve_tokens::run(args, rule);
    }
    if args.target_board.is_some() {
        return Err(Failure::usage(
            "--target FILE is the goal of --moves slide|knight; swaps take START TARGET, toggles --goal",
        ));
    }
    if crate::commands::solve_modular::applies(args) {
        return crate::commands::solve_modular::run(args);
    }
    let stdin = PathBuf::from("-");
    let (start, (zero, one)) = crate::input::read_board_and_letters(args.board.as_ref().unwrap_or(&stdin))?;
    let puzzle = build_puzzle(args, &start)?;
    if args.explain && matches!(args.format, Format::Json | Format::Grid) {
        return Err(Failure::usage(
            "--explain draws text; it does not go with --format json or grid",
        ));
    }
    if args.wrap && (start.rows() == 1 || start.cols() == 1) {
        let (shape, line, across) = if start.rows() == 1 {
            ("one row high", "row", "above and below")
        } else {
            ("one column wide", "column", "left and right of")
        };
        let _ = writeln!(
            std::io::stderr().lock(),
            "gridsolve: note: the board is {shape}, so --wrap joins that {line} to itself: the stencil's cells \
             {across} the pressed cell land in the same {line}, and a cell reached twice flips once"
        );
    }
    if let Format::Grid = args.format {
        return run_grid(args, &puzzle, &start);
    }
    if args.explain && start.cells().saturating_mul(2) > MAX_EXPLAINED {
        // Refused before solving: the drawing has the start and the end at least.
        return Err(Failure::limit(format!(
            "--explain draws at most {MAX_EXPLAINED} cells in all, and a {}x{} board's start and end \
             alone are {}; use --format grid (a press grid, an eighth of a byte per cell in memory) \
             or the text or JSON list",
            start.rows(),
            start.cols(),
            start.cells().saturating_mul(2)
        )));
    }
    let is_swap = matches!(puzzle.rule, MoveRule::Swap);
    let cannot = |e: SolveError| match e {
        SolveError::SizeMismatch { .. } => Failure::bad_input(e.to_string()),
        _ => Failure::with_code(ALGORITHM_CANNOT, e.to_string()),
    };
    let began = Instant::now();
    // Linear algebra (the toggle rules' `auto`) answers with a press grid, a
    // bit per cell: the answer is written from it press by press, never held
    // as a list (16 bytes a press) or as text (a 10,000 x 10,000 board's
    // answer is about a gigabyte of text).
    let (found, stats, nullity, algorithm) =
        if !is_swap && matches!(args.algorithm, Algorithm::Auto | Algorithm::Linear) {
            let report = linear::solve_grid(&puzzle, &start).map_err(cannot)?;
            let found = match report.outcome {
                GridOutcome::Solved {
                    presses,
                    count,
                    optimal,
                    note,
                } => Found::Solved {
                    moves: Moves::Grid(presses),
                    count,
                    optimal,
                    note,
                },
                GridOutcome::Unsolvable(reason) => Found::Unsolvable(reason),
            };
            (found, report.stats, Some(report.nullity), Algorithm::Linear)
        } else {
            let report = solve(&puzzle, &start, args.algorithm).map_err(cannot)?;
            let found = match report.outcome {
                Outcome::Solved(s) => Found::Solved {
                    count: s.moves.len(),
                    moves: Moves::List(s.moves),
                    optimal: s.optimal,
                    note: s.note,
                },
                Outcome::Unsolvable(reason) => Found::Unsolvable(reason),
            };
            (found, report.stats, report.nullity, report.algorithm)
        };
    let elapsed = began.elapsed();
    let moves_key = if is_swap { "swaps" } else { "presses" };
    let mut out = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
    match args.format {
        Format::Json => {
            let mut value = match &found {
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
            // The moves and the press-count matrix are written into their
            // slots as they are made, not held as JSON values (32 bytes each).
            if !is_swap {
                value["press_counts"] = match &found {
                    Found::Solved { .. } => json!(PRESS_COUNTS_SLOT),
                    Found::Unsolvable(_) => json!(null),
                };
            }
            value["algorithm"] = json!(algorithm.name());
            if let Some(nullity) = nullity {
                value["nullity"] = json!(nullity);
            }
            if args.stats {
                value["stats"] = stats_json(&stats, elapsed);
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
                out.write_all(&text.as_bytes()[at..slot_at]).map_err(output_error)?;
                at = slot_at + json!(slot).to_string().len();
                if let Found::Solved { moves, .. } = &found {
                    if slot == MOVES_SLOT {
                        write_moves_json(&mut out, moves).map_err(output_error)?;
                    } else {
                        write_matrix_json(&mut out, &press_grid(&puzzle, moves)).map_err(output_error)?;
                    }
                }
            }
            out.write_all(&text.as_bytes()[at..]).map_err(output_error)?;
            out.write_all(b"\n").map_err(output_error)?;
        }
        Format::Text | Format::Grid => {
            match &found {
                Found::Solved {
                    moves,
                    count,
                    optimal,
                    note,
                } => {
                    out.write_all(solved_head(*count as u64, *optimal, note.as_deref()).as_bytes())
                        .map_err(output_error)?;
                    write!(out, "{moves_key}: ").map_err(output_error)?;
                    if *count == 0 {
                        out.write_all(b"none").map_err(output_error)?;
                    }
                    for (i, mv) in moves.iter().enumerate() {
                        if i > 0 {
                            out.write_all(b", ").map_err(output_error)?;
                        }
                        write!(out, "{mv}").map_err(output_error)?;
                    }
                    out.write_all(b"\n").map_err(output_error)?;
                }
                Found::Unsolvable(reason) => {
                    write!(out, "solvable: no\nreason: {reason}\n").map_err(output_error)?;
                }
            }
            if let (true, Found::Solved { moves, .. }) = (args.explain, &found) {
                let moves: Vec<Move> = moves.iter().collect();
                let size = start.cells().saturating_mul(moves.len() + 2);
                if size > MAX_EXPLAINED {
                    out.flush().map_err(output_error)?;
                    return Err(Failure::limit(format!(
                        "--explain draws at most {MAX_EXPLAINED} cells in all; this answer would need {size}"
                    )));
                }
                // The boards in the input's own letters (w/b stays w/b).
                let drawing = crate::explain::Drawing {
                    zero,
                    one,
                    colour: crate::explain::use_colour(),
                };
                let target = match &puzzle.goal {
                    Goal::Board(goal) if is_swap => Some(goal),
                    _ => None,
                };
                let mut text = drawing.steps(&puzzle, &start, target, &moves);
                if !is_swap {
                    let counts = press_counts(&puzzle, &moves);
                    text += &crate::explain::press_counts_block(&counts, Some((puzzle.rows, puzzle.cols)));
                }
                out.write_all(text.as_bytes()).map_err(output_error)?;
            }
            let mut text = String::new();
            if let Some(nullity) = nullity {
                text += &format!("nullity: {nullity} (2^{nullity} press sets leave the board unchanged)\n");
            }
            text += &format!("algorithm: {algorithm}\n");
            if args.stats {
                text += &stats_text(&stats, elapsed);
            }
            out.write_all(text.as_bytes()).map_err(output_error)?;
        }
    }
    out.flush().map_err(output_error)
}

/// A solved answer's moves: a list (searches, swaps), or a press grid
/// (linear algebra), which is a bit per cell whatever the number of presses.
enum Moves {
    List(Vec<Move>),
    Grid(Board),
}

impl Moves {
    /// The moves in order (a grid's presses row by row).
    fn iter(&self) -> Box<dyn Iterator<Item = Move> + '_> {
        match self {
            Moves::List(moves) => Box::new(moves.iter().copied()),
            Moves::Grid(presses) => Box::new(presses.ones_positions().map(Move::Press)),
        }
    }
}

/// What `solve` found, before it is written in the chosen format.
enum Found {
    Solved {
        moves: Moves,
        count: usize,
        optimal: bool,
        note: Option<String>,
    },
    Unsolvable(String),
}

/// What an answer's move count is: "proven minimum" or "NOT proven minimal".
pub fn proof_words(optimal: bool) -> &'static str {
    if optimal {
        "proven minimum"
    } else {
        "NOT proven minimal"
    }
}

/// The first lines of a solved answer in the text format: solvable, the
/// number of moves and whether it is proven the minimum, and the solver's note.
pub fn solved_head(moves: u64, optimal: bool, note: Option<&str>) -> String {
    let mut text = format!("solvable: yes\nmoves: {moves} ({})\n", proof_words(optimal));
    if let Some(note) = note {
        text += &format!("note: {note}\n");
    }
    text
}

/// The search's counters for `--stats` in JSON.
pub fn stats_json(stats: &Stats, elapsed: Duration) -> serde_json::Value {
    json!({
        "states_expanded": stats.states_expanded,
        "states_discovered": stats.states_discovered,
        "peak_frontier": stats.peak_frontier,
        "elapsed_ms": elapsed.as_secs_f64() * 1000.0,
    })
}

/// The search's counters for `--stats` as text lines.
pub fn stats_text(stats: &Stats, elapsed: Duration) -> String {
    format!(
        "states expanded: {}\nstates stored: {}\npeak frontier: {}\ntime: {:.3} ms\n",
        stats.states_expanded,
        stats.states_discovered,
        stats.peak_frontier,
        elapsed.as_secs_f64() * 1000.0
    )
}

/// How often each cell is pressed, row-major (a toggle answer presses each
/// cell at most once, but a search could list one twice).
fn press_counts(puzzle: &Puzzle, moves: &[gridsolve_core::Move]) -> Vec<u8> {
    let mut counts = vec![0u8; puzzle.cells()];
    for mv in moves {
        if let gridsolve_core::Move::Press((r, c)) = *mv {
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

/// The moves as a JSON array of 1-based coordinates: `[[1,2],[3,4]]`.
fn write_moves_json(out: &mut impl Write, moves: &Moves) -> std::io::Result<()> {
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
        Moves::Grid(presses) => PressGrid::Bits(presses),
        Moves::List(list) => PressGrid::Counts(press_counts(puzzle, list), puzzle.cols),
    }
}

/// The press counts as a JSON matrix: `[[0,1],[1,0]]`.
fn write_matrix_json(out: &mut impl Write, grid: &PressGrid) -> std::io::Result<()> {
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

/// `--format grid`: the press grid on stdout (or one line `unsolvable:
/// REASON`); a note when the count is not proven minimal, and `--stats`, on
/// stderr, so that stdout is the grid alone.
fn run_grid(args: &SolveArgs, puzzle: &Puzzle, start: &Board) -> Result<(), Failure> {
    if matches!(puzzle.rule, MoveRule::Swap) {
        return Err(Failure::usage(
            "--format grid writes a press grid: it is for toggle rules, not swaps",
        ));
    }
    let cannot = |e: SolveError| match e {
        SolveError::SizeMismatch { .. } => Failure::bad_input(e.to_string()),
        _ => Failure::with_code(ALGORITHM_CANNOT, e.to_string()),
    };
    let began = Instant::now();
    // Linear algebra answers with a grid directly (no list of moves, which
    // would take 16 bytes per press); the searches answer small boards.
    let (outcome, stats, nullity, algorithm) = match args.algorithm {
        Algorithm::Auto | Algorithm::Linear => {
            let report = linear::solve_grid(puzzle, start).map_err(cannot)?;
            (report.outcome, report.stats, Some(report.nullity), Algorithm::Linear)
        }
        other => {
            let report = solve(puzzle, start, other).map_err(cannot)?;
            let outcome = match report.outcome {
                Outcome::Unsolvable(reason) => GridOutcome::Unsolvable(reason),
                Outcome::Solved(s) => {
                    let mut presses = Board::zeros(puzzle.rows, puzzle.cols);
                    for m in &s.moves {
                        if let Move::Press(cell) = *m {
                            presses.toggle(cell);
                        }
                    }
                    GridOutcome::Solved {
                        count: presses.count_ones(),
                        presses,
                        optimal: s.optimal,
                        note: s.note,
                    }
                }
            };
            (outcome, report.stats, report.nullity, report.algorithm)
        }
    };
    let elapsed = began.elapsed();
    let mut out = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
    let mut notes = String::new();
    match &outcome {
        GridOutcome::Solved {
            presses,
            count,
            optimal,
            note,
        } => {
            crate::grid_output::write_grid(presses, &mut out).map_err(output_error)?;
            if !optimal {
                notes += &format!(
                    "gridsolve: note: {count} presses, NOT proven minimal: {}\n",
                    note.as_deref().unwrap_or("the search was cut short")
                );
            }
            if args.stats {
                notes += &format!("moves: {count} ({})\n", proof_words(*optimal));
            }
        }
        GridOutcome::Unsolvable(reason) => writeln!(out, "unsolvable: {reason}").map_err(output_error)?,
    }
    out.flush().map_err(output_error)?;
    if args.stats {
        if let Some(nullity) = nullity {
            notes += &format!("nullity: {nullity}\n");
        }
        notes += &format!(
            "algorithm: {algorithm}\nstates expanded: {}\ntime: {:.3} ms\n",
            stats.states_expanded,
            elapsed.as_secs_f64() * 1000.0
        );
    }
    let _ = std::io::stderr().lock().write_all(notes.as_bytes());
    Ok(())
}
