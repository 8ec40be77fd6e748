//! The visualizer's sliding puzzles: the 8-puzzle (八数码) and boards of up
//! to [`MAX_SLIDE_CELLS`] cells, searched by the same generic BFS,
//! bidirectional BFS, A*, IDA* and distance table as the CLI, each traced.
//!
//! States are [`SlidePuzzle`]'s packed boards, 4 bits per cell (cell `i`,
//! row-major, holds `floor(state / 16^i) % 16`, 0 the blank), so the page
//! draws any state of a trace without a table. At 12 cells they stay below
//! 2^48, exact in a JavaScript number.

use crate::limits::SearchLimits;
use crate::slide::{sliding_unsolvable, ManhattanConflict, SlidePuzzle, SlideRule, TokenBoard};
use crate::solution::{Algorithm, SolveError, Stats};
use crate::solvers::search::space::StateSpace;
use crate::solvers::search::table::DistanceTable;
use crate::solvers::{astar, bfs, bibfs, idastar, solve_tokens};

use super::{
    fill_row, solve_error, CompareRow, EventLog, MoveView, Request, Visual, VisualError, DEFAULT_EVENTS, MAX_EVENTS,
};

/// Most cells of a sliding board the visualizer takes: 3x4 (12 cells, 4
/// bits each) keeps every state exact in a JavaScript number, and its
/// searches within the work limit.
pub const MAX_SLIDE_CELLS: usize = 12;

/// Reads a sliding board given as rows: numbers separated by blanks
/// (`"1 2 3"`), or, for boards of single-digit tiles, digits (`"123"`).
fn parse_rows(which: &'static str, rows: &[String]) -> Result<TokenBoard, VisualError> {
    let spaced: Vec<String> = rows
        .iter()
        .map(|row| {
            if row.trim().contains(char::is_whitespace) {
                row.clone()
            } else {
                row.trim().chars().map(String::from).collect::<Vec<_>>().join(" ")
            }
        })
        .collect();
    let board = TokenBoard::parse_sliding(&spaced.join("\n")).map_err(|e| VisualError::BadBoard {
        which,
        why: e.to_string(),
    })?;
    if board.cells.len() > MAX_SLIDE_CELLS {
        return Err(VisualError::BadBoard {
            which,
            why: format!(
                "it has {} cells; the visualizer shows sliding boards of at most {MAX_SLIDE_CELLS} (3x4)",
                board.cells.len()
            ),
        });
    }
    Ok(board)
}

/// The start and goal boards of a slide request (the goal: the target, or
/// 1, 2, ... row-major with the blank last).
fn boards_of(request: &Request) -> Result<(TokenBoard, TokenBoard), VisualError> {
    let start = parse_rows("start", &request.start)?;
    let goal = match &request.target {
        Some(rows) => parse_rows("target", rows)?,
        None => TokenBoard::sliding_goal(start.rows, start.cols),
    };
    if (goal.rows, goal.cols) != (start.rows, start.cols) {
        return Err(VisualError::SizeMismatch {
            start: (start.rows, start.cols),
            target: (goal.rows, goal.cols),
        });
    }
    Ok((start, goal))
}

/// Why the start cannot reach the goal, before any search: other tiles, or
/// the parity rule.
fn unsolvable(start: &TokenBoard, goal: &TokenBoard) -> Option<String> {
    let sorted = |cells: &[u8]| {
        let mut v = cells.to_vec();
        v.sort_unstable();
        v
    };
    if sorted(&start.cells) != sorted(&goal.cells) {
        return Some("the board's tiles are not the goal's tiles".into());
    }
    sliding_unsolvable(start.rows, start.cols, &start.cells, &goal.cells)
}

fn move_view(cols: usize, (a, b): (usize, usize)) -> MoveView {
    let cell = |i: usize| [i / cols, i % cols];
    MoveView {
        kind: "slide",
        at: vec![cell(a), cell(b)],
        cells: vec![cell(a), cell(b)],
        one_based: vec![a / cols + 1, a % cols + 1, b / cols + 1, b % cols + 1],
    }
}

/// [`super::visualize_limited`] for `"puzzle": "slide"`.
pub(super) fn visualize(
    request: &Request,
    name: &'static str,
    algorithm: Option<Algorithm>,
    limits: SearchLimits,
) -> Result<Visual, VisualError> {
    let (start, goal) = boards_of(request)?;
    let puzzle = SlidePuzzle::new(SlideRule::Slide, &goal).map_err(|e| VisualError::BadBoard {
        which: "target",
        why: e.0,
    })?;
    let state = puzzle.pack(&start.cells);
    let mut visual = Visual {
        puzzle: request.puzzle,
        rows: start.rows,
        cols: start.cols,
        algorithm: name,
        start: puzzle.state_number(state),
        goals: puzzle.goals().into_iter().map(|g| puzzle.state_number(g)).collect(),
        moves: puzzle.moves.iter().map(|&m| move_view(start.cols, m)).collect(),
        events: Vec::new(),
        truncated: false,
        answer: None,
        path: Vec::new(),
        path_states: vec![puzzle.state_number(state)],
        stats: Stats::default(),
        unsolvable: None,
    };
    let algorithm = match algorithm {
        None => return Err(VisualError::EnumerateSwaps),
        Some(a @ (Algorithm::Linear | Algorithm::Matching)) => {
            return Err(VisualError::Solve(SolveError::NotApplicable {
                algorithm: a,
                why: format!("{a} solves toggle and swap boards; sliding boards are searched (bfs, bibfs, astar, idastar, table)"),
            }))
        }
        Some(a) => a,
    };
    if let Some(reason) = unsolvable(&start, &goal) {
        visual.unsolvable = Some(reason);
        return Ok(visual);
    }
    let mut log = EventLog::with_limit(request.limit.unwrap_or(DEFAULT_EVENTS).min(MAX_EVENTS));
    let bound = ManhattanConflict::new(&puzzle);
    let (path, stats) = match algorithm {
        Algorithm::Bfs => bfs::run(&puzzle, state, &mut log, limits),
        Algorithm::Bibfs => bibfs::run(&puzzle, state, &mut log, limits),
        Algorithm::Astar => astar::run(&puzzle, state, &bound, &mut log, limits),
        Algorithm::Idastar => idastar::run(&puzzle, state, &bound, &mut log, limits),
        Algorithm::Table => DistanceTable::build_traced(puzzle.clone(), &mut log, limits)
            .map(|table| (table.path(state), table.stats().clone())),
        other => solve_tokens(SlideRule::Slide, &start, &goal, other, limits).map(|report| {
            let path = report.outcome.solution().map(|s| {
                let mut at = state;
                s.moves
                    .iter()
                    .map(|mv| {
                        let index = move_index(&puzzle, mv);
                        at = puzzle.apply(at, index);
                        index
                    })
                    .collect()
            });
            (path, report.stats)
        }),
    }
    .map_err(solve_error)?;
    visual.stats = stats;
    visual.events = log.events;
    visual.truncated = log.truncated;
    match path {
        Some(path) => {
            let mut at = state;
            for &mv in &path {
                at = puzzle.apply(at, mv);
                visual.path_states.push(puzzle.state_number(at));
            }
            visual.answer = Some(path.len());
            visual.path = path;
        }
        None => visual.unsolvable = Some(format!("{algorithm} found no way to the goal")),
    }
    Ok(visual)
}

/// The index in `puzzle.moves` of a solver's swap of two cells.
fn move_index(puzzle: &SlidePuzzle, mv: &crate::Move) -> usize {
    let crate::Move::Swap((r1, c1), (r2, c2)) = *mv else {
        unreachable!("sliding solvers return swaps")
    };
    let (a, b) = (r1 * puzzle.cols + c1, r2 * puzzle.cols + c2);
    let pair = (a.min(b), a.max(b));
    puzzle
        .moves
        .iter()
        .position(|&m| m == pair)
        .expect("a solver returned a move of its puzzle")
}

/// [`super::compare_limited`] for `"puzzle": "slide"`: every search, each
/// held to `limits`.
pub(super) fn compare(request: &Request, limits: SearchLimits) -> Result<Vec<CompareRow>, VisualError> {
    let (start, goal) = boards_of(request)?;
    let reason = unsolvable(&start, &goal);
    [
        Algorithm::Bfs,
        Algorithm::Bibfs,
        Algorithm::Astar,
        Algorithm::Idastar,
        Algorithm::Table,
    ]
    .into_iter()
    .map(|algorithm| {
        let mut row = CompareRow {
            algorithm,
            answer: None,
            optimal: true,
            stats: Stats::default(),
            error: reason.clone(),
        };
        if reason.is_some() {
            return Ok(row);
        }
        fill_row(
            &mut row,
            solve_tokens(SlideRule::Slide, &start, &goal, algorithm, limits),
        )?;
        Ok(row)
    })
    .collect()
}

#[cfg(test)]
mod tests {
    use std::collections::{HashMap, VecDeque};

    use super::super::{visualize, PuzzleKind, VisualEvent};
    use super::*;
    use crate::trace::TraceEvent;

    fn request(start: &[&str], algorithm: &str) -> Request {
        Request {
            puzzle: PuzzleKind::Slide,
            start: start.iter().map(|r| r.to_string()).collect(),
            target: None,
            algorithm: algorithm.into(),
            limit: None,
        }
    }

    /// Tiles of a packed state, as the page reads them.
    fn tiles(state: u64, cells: usize) -> Vec<u8> {
        (0..cells).map(|i| ((state >> (4 * i)) & 15) as u8).collect()
    }

    /// Distances to the 8-puzzle's goal of every board, by a plain BFS over
    /// boards as arrays (independent of the solver's packing).
    fn distances() -> HashMap<Vec<u8>, usize> {
        let goal = vec![1, 2, 3, 4, 5, 6, 7, 8, 0];
        let mut seen = HashMap::from([(goal.clone(), 0)]);
        let mut queue = VecDeque::from([goal]);
        while let Some(board) = queue.pop_front() {
            let d = seen[&board];
            let blank = board.iter().position(|&t| t == 0).unwrap();
            let (r, c) = (blank / 3, blank % 3);
            let mut next = Vec::new();
            if r > 0 {
                next.push(blank - 3);
            }
            if r < 2 {
                next.push(blank + 3);
            }
            if c > 0 {
                next.push(blank - 1);
            }
            if c < 2 {
                next.push(blank + 1);
            }
            for n in next {
                let mut b = board.clone();
                b.swap(blank, n);
                if !seen.contains_key(&b) {
                    seen.insert(b.clone(), d + 1);
                    queue.push_back(b);
                }
            }
        }
        seen
    }

    #[test]
    fn the_8_puzzle_is_traced_by_every_search_with_the_minimum() {
        let truth = distances();
        let boards = [
            ["123", "804", "765"],
            ["283", "164", "705"],
            ["812", "043", "765"],
            ["123", "456", "708"],
            ["867", "254", "301"],
        ];
        for rows in boards {
            let cells: Vec<u8> = rows.concat().bytes().map(|b| b - b'0').collect();
            for algorithm in ["bfs", "bibfs", "astar", "idastar", "table"] {
                let v = visualize(&request(&rows, algorithm)).unwrap();
                assert_eq!(v.answer, truth.get(&cells).copied(), "{algorithm} {rows:?}");
                assert_eq!(tiles(v.start, 9), cells);
                if v.answer.is_none() {
                    assert!(v.unsolvable.as_deref().unwrap().contains("parity"));
                    continue;
                }
                assert_eq!(tiles(*v.path_states.last().unwrap(), 9), [1, 2, 3, 4, 5, 6, 7, 8, 0]);
                // Each step trades the blank with a neighbour.
                for (pair, &mv) in v.path_states.windows(2).zip(&v.path) {
                    let (before, after) = (tiles(pair[0], 9), tiles(pair[1], 9));
                    let [a, b] = [v.moves[mv].at[0], v.moves[mv].at[1]].map(|[r, c]| r * 3 + c);
                    assert!(before[a] == 0 || before[b] == 0);
                    let mut swapped = before.clone();
                    swapped.swap(a, b);
                    assert_eq!(swapped, after);
                }
                assert!(!v.events.is_empty(), "{algorithm}: no trace");
                for event in &v.events {
                    let VisualEvent::Search(TraceEvent::Try { state, next, .. }) = event else {
                        continue;
                    };
                    let (a, b) = (tiles(*state, 9), tiles(*next, 9));
                    assert_eq!(a.iter().zip(&b).filter(|(x, y)| x != y).count(), 2, "{algorithm}");
                }
            }
        }
    }

    #[test]
    fn unsolvable_and_bad_slide_boards_are_explained() {
        let v = visualize(&request(&["213", "456", "780"], "bfs")).unwrap();
        assert_eq!(v.answer, None);
        assert!(v.unsolvable.unwrap().contains("parity"));
        assert!(v.events.is_empty(), "parity is decided before any search");
        let err = |r: Request| visualize(&r).unwrap_err().to_string();
        assert!(err(request(&["1 2 3 4", "5 6 7 8", "9 10 11 12", "13 14 15 0"], "bfs")).contains("at most 12"));
        assert!(err(request(&["113", "456", "780"], "bfs")).contains("appears twice"));
        assert!(err(request(&["123", "804", "765"], "enumerate")).contains("pick a search"));
        assert!(err(request(&["123", "804", "765"], "linear")).contains("linear"));
        let rows = super::super::compare(&request(&["413", "726", "580"], "bfs")).unwrap();
        assert_eq!(rows.len(), 5);
        let cells: Vec<u8> = "413726580".bytes().map(|b| b - b'0').collect();
        let shortest = distances().get(&cells).copied();
        assert!(
            shortest.is_some() && rows.iter().all(|r| r.answer == shortest),
            "{rows:?}"
        );
    }
}
