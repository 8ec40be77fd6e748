//! `gridsolve solve --moves slide|knight`: token boards (sliding tiles,
//! 骑士精神's knights). Reads the boards, calls the core
//! ([`gridsolve_core::solve_tokens`]) and prints. Their census is
//! [`crate::commands::census_tokens`].

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

use gridsolve_core::limits::SearchLimits;
use gridsolve_core::slide::{direction_letters, tokens_unsolvable, SlideRule, TokenBoard};
use gridsolve_core::{solve_tokens, Algorithm, Move, Outcome, Report, SolveError, Stats};
use serde_json::json;

use crate::commands::solve::{solved_head, stats_json, stats_text, Format, SolveArgs, ALGORITHM_CANNOT};
use crate::exit::{output_error, Failure};
use crate::input::read_bytes;
use crate::pdb_cache::CacheEvent;

/// The token rule `--moves` names, if it names one.
pub fn rule_named(moves: &str) -> Option<SlideRule> {
    match moves {
        "slide" => Some(SlideRule::Slide),
        "knight" => Some(SlideRule::Knight),
        _ => None,
    }
}

/// Reads a token board from `path` (stdin for `-`), naming the file in any error.
pub(crate) fn read_tokens(rule: SlideRule, path: &Path) -> Result<TokenBoard, Failure> {
    let bytes = read_bytes(Some(path))?;
    let name = if path == Path::new("-") {
        "stdin".to_string()
    } else {
        path.display().to_string()
    };
    let text = String::from_utf8(bytes).map_err(|e| {
        Failure::bad_input(format!(
            "{name}: not UTF-8 text (byte {} is invalid)",
            e.utf8_error().valid_up_to()
        ))
    })?;
    let board = match rule {
        SlideRule::Slide => TokenBoard::parse_sliding(&text),
        SlideRule::Knight => TokenBoard::parse_knight(&text),
    };
    board.map_err(|e| {
        if e.over_limit {
            Failure::limit(format!("{name}: {e}"))
        } else {
            Failure::bad_input(format!("{name}: {e}"))
        }
    })
}

/// Most cells times moves `--explain` draws.
const MAX_EXPLAINED: usize = 1 << 20;

/// `gridsolve solve --moves slide|knight`.
pub fn run(args: &SolveArgs, rule: SlideRule) -> Result<(), Failure> {
    let moves = rule.name();
    if args.states != 2 {
        return Err(Failure::usage(format!(
            "--states applies to toggle rules, not --moves {moves}"
        )));
    }
    if args.wrap {
        return Err(Failure::usage(format!(
            "--wrap applies to toggle rules, not --moves {moves}"
        )));
    }
    if args.goal.is_some() {
        return Err(Failure::usage(format!(
            "--goal applies to toggle rules; --moves {moves} takes its goal board with --target FILE"
        )));
    }
    if args.target.is_some() {
        return Err(Failure::usage(format!(
            "--moves {moves} takes one board; give the goal board with --target FILE"
        )));
    }
    if args.explain && matches!(args.format, Format::Json) {
        return Err(Failure::usage(
            "--explain draws text; it does not go with --format json",
        ));
    }
    let stdin = PathBuf::from("-");
    let start = read_tokens(rule, args.board.as_ref().unwrap_or(&stdin))?;
    let goal = match (&args.target_board, rule) {
        (Some(path), _) => read_tokens(rule, path)?,
        (None, SlideRule::Slide) => TokenBoard::sliding_goal(start.rows, start.cols),
        (None, SlideRule::Knight) if (start.rows, start.cols) == (5, 5) => TokenBoard::knight_goal(),
        (None, SlideRule::Knight) => {
            return Err(Failure::usage(format!(
                "a {}x{} knight board needs its goal: --target FILE (the default goal is P2324's, 5x5)",
                start.rows, start.cols
            )))
        }
    };
    if (goal.rows, goal.cols) != (start.rows, start.cols) {
        return Err(Failure::bad_input(format!(
            "the start board is {}x{} but the target is {}x{}",
            start.rows, start.cols, goal.rows, goal.cols
        )));
    }
    let began = Instant::now();
    let report = if uses_pattern_databases(rule, &start, args.algorithm) {
        solve_with_pattern_databases(&start, &goal)?
    } else {
        solve_tokens(rule, &start, &goal, args.algorithm, SearchLimits::default()).map_err(|e| match e {
            SolveError::SizeMismatch { .. } => Failure::bad_input(e.to_string()),
            SolveError::OverBudget { algorithm, limit } => Failure::with_code(
                ALGORITHM_CANNOT,
                format!("--algorithm {algorithm} stopped at its work limit of {limit} states without an answer"),
            ),
            _ => Failure::with_code(ALGORITHM_CANNOT, e.to_string()),
        })?
    };
    let elapsed = began.elapsed();
    let mut out = std::io::stdout().lock();
    let path = report.outcome.solution().and_then(|s| match rule {
        SlideRule::Slide => direction_letters(&s.moves),
        SlideRule::Knight => None,
    });
    // A knight move as (from, to), 1-based: the knight jumps into the blank.
    let jumps = |moves: &[Move]| -> Vec<[usize; 4]> {
        moves
            .iter()
            .filter_map(|m| match *m {
                Move::Swap((br, bc), (kr, kc)) => Some([kr + 1, kc + 1, br + 1, bc + 1]),
                Move::Press(_) => None,
            })
            .collect()
    };
    match args.format {
        Format::Json => {
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
            if rule == SlideRule::Knight {
                value["jumps"] = json!(report.outcome.solution().map(|s| jumps(&s.moves)));
            }
            value["algorithm"] = json!(report.algorithm.name());
            if args.stats {
                value["stats"] = stats_json(&report.stats, elapsed);
            }
            writeln!(out, "{value}").map_err(output_error)?;
        }
        // --format grid is refused before this runs (solve.rs).
        Format::Text | Format::Grid => {
            let mut text = String::new();
            match &report.outcome {
                Outcome::Solved(s) => {
                    text += &solved_head(s.moves.len() as u64, s.optimal, s.note.as_deref());
                    match (&path, rule) {
                        (Some(p), _) => {
                            let shown = if p.is_empty() { "none" } else { p.as_str() };
                            text += &format!("path: {shown} (where the blank moves: u/d/l/r)\n");
                        }
                        _ => {
                            let listed: Vec<String> = jumps(&s.moves)
                                .iter()
                                .map(|[r1, c1, r2, c2]| {
                                    gridsolve_core::slide::knight_jump_text((r1 - 1, c1 - 1), (r2 - 1, c2 - 1))
                                })
                                .collect();
                            let shown = if listed.is_empty() {
                                "none".to_string()
                            } else {
                                listed.join(", ")
                            };
                            text += &format!("jumps: {shown}\n");
                        }
                    }
                    if args.explain {
                        let size = start.cells.len().saturating_mul(s.moves.len() + 2);
                        if size > MAX_EXPLAINED {
                            return Err(Failure::limit(format!(
                                "--explain draws at most {MAX_EXPLAINED} cells in all; this answer would need {size}"
                            )));
                        }
                        text += &draw_steps(rule, &start, &goal, &s.moves, path.as_deref());
                    }
                }
                Outcome::Unsolvable(reason) => text += &format!("solvable: no\nreason: {reason}\n"),
            }
            text += &format!("algorithm: {}\n", report.algorithm);
            if args.stats {
                text += &stats_text(&report.stats, elapsed);
            }
            out.write_all(text.as_bytes()).map_err(output_error)?;
        }
    }
    Ok(())
}

/// Whether `--algorithm auto` on this board goes to IDA* on additive pattern
/// databases ([`crate::pdb_cache`]): sliding boards larger than the 8-puzzle.
/// Up to 9 cells the generic searches answer at once and need no table on
/// disk; `--algorithm idastar` keeps the generic IDA* (Manhattan distance with
/// linear conflict) at every size, so learners can compare the two.
fn uses_pattern_databases(rule: SlideRule, start: &TokenBoard, algorithm: Algorithm) -> bool {
    rule == SlideRule::Slide && algorithm == Algorithm::Auto && start.cells.len() > 9
}

/// The 15-puzzle and larger: IDA* on the default pattern databases, loaded
/// from the cache directory or built there on first use (said on stderr,
/// since the first run waits for it). Past the work limit the core returns a
/// bounded-suboptimal path with `optimal: false` and its reason.
fn solve_with_pattern_databases(start: &TokenBoard, goal: &TokenBoard) -> Result<Report, Failure> {
    // The same checks, and so the same words, as the generic searches.
    if let Some(reason) = tokens_unsolvable(SlideRule::Slide, start, goal) {
        return Ok(Report {
            outcome: Outcome::Unsolvable(reason),
            stats: Stats::default(),
            algorithm: Algorithm::Idastar,
            nullity: None,
        });
    }
    let (outcome, events) = crate::pdb_cache::solve_slide(
        start.rows,
        start.cols,
        &start.cells,
        &goal.cells,
        SearchLimits::default(),
    )
    .map_err(|e| Failure::with_code(ALGORITHM_CANNOT, format!("{e:#}")))?;
    for event in &events {
        match event {
            CacheEvent::Loaded(_) => {}
            CacheEvent::Built(path) => {
                eprintln!("gridsolve: built the pattern database {} (first use)", path.display())
            }
            CacheEvent::Rebuilt(path, why) => {
                eprintln!("gridsolve: rebuilt the pattern database {} ({why})", path.display())
            }
            CacheEvent::NotSaved(path, why) => eprintln!(
                "gridsolve: could not save the pattern database {} ({why}); the next run builds it again",
                path.display()
            ),
        }
    }
    Ok(outcome.into_report(start.cols, &start.cells))
}

/// Boards drawn side by side on one line of output.
const PANELS_PER_LINE: usize = 4;

/// Every step of a token answer as boards, four to a line: the target, the
/// start, then each move with the token that moved in brackets.
fn draw_steps(rule: SlideRule, start: &TokenBoard, goal: &TokenBoard, moves: &[Move], path: Option<&str>) -> String {
    let cell_text = |t: u8| match rule {
        SlideRule::Slide if t == 0 => ".".to_string(),
        SlideRule::Slide => t.to_string(),
        SlideRule::Knight => match t {
            0 => "*".to_string(),
            1 => "1".to_string(),
            _ => "0".to_string(),
        },
    };
    let width = (0..start.cells.len() as u8)
        .map(|t| cell_text(t).len())
        .max()
        .unwrap_or(1);
    let draw = |cells: &[u8], marked: Option<usize>| -> Vec<String> {
        cells
            .chunks(start.cols)
            .enumerate()
            .map(|(r, row)| {
                row.iter()
                    .enumerate()
                    .map(|(c, &t)| {
                        let s = format!("{:>width$}", cell_text(t));
                        if marked == Some(r * start.cols + c) {
                            format!("[{s}]")
                        } else {
                            format!(" {s} ")
                        }
                    })
                    .collect::<String>()
            })
            .collect()
    };
    let mut panels: Vec<(String, Vec<String>)> = vec![
        ("target".to_string(), draw(&goal.cells, None)),
        ("start".to_string(), draw(&start.cells, None)),
    ];
    let mut cells = start.cells.clone();
    let letters: Vec<char> = path.map(|p| p.chars().collect()).unwrap_or_default();
    for (i, mv) in moves.iter().enumerate() {
        let Move::Swap((br, bc), (tr, tc)) = *mv else { continue };
        let (blank, token) = (br * start.cols + bc, tr * start.cols + tc);
        cells.swap(blank, token);
        let title = match letters.get(i) {
            Some(letter) => format!("{}. {letter}", i + 1),
            None => format!(
                "{}. {}",
                i + 1,
                gridsolve_core::slide::knight_jump_text((tr, tc), (br, bc))
            ),
        };
        panels.push((title, draw(&cells, Some(blank))));
    }
    let panel_width = panels
        .iter()
        .flat_map(|(title, rows)| std::iter::once(title.len()).chain(rows.iter().map(String::len)))
        .max()
        .unwrap_or(1)
        + 2;
    let mut out = String::new();
    for line in panels.chunks(PANELS_PER_LINE) {
        let titles: Vec<String> = line.iter().map(|(t, _)| format!("{t:<panel_width$}")).collect();
        out += &format!("  {}\n", titles.concat().trim_end());
        for r in 0..start.rows {
            let row: Vec<String> = line
                .iter()
                .map(|(_, rows)| format!("{:<panel_width$}", rows[r]))
                .collect();
            out += &format!("  {}\n", row.concat().trim_end());
        }
    }
    out
}
