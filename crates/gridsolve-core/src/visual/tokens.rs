//! The visualizer's token puzzles: the 8-puzzle (八数码) and sliding boards
//! of up to [`PAGE_SLIDE_MAX_CELLS`] cells, and P2324's knights (骑士精神) on
//! boards of up to [`MAX_KNIGHT_VISUAL_CELLS`], searched by the same generic
//! BFS, bidirectional BFS, A*, IDA* and distance table as the CLI, each
//! traced.
//!
//! States are [`TokenPuzzle`]'s packed boards, so the page draws any state
//! of a trace without a table: sliding tiles take 4 bits per cell (cell `i`,
//! row-major, holds `floor(state / 16^i) % 16`, 0 the blank), knights 2
//! (`floor(state / 4^i) % 4`: 0 the blank, 1 a `1` knight, 2 a `0` knight).
//! At 12 and 25 cells they stay below 2^48 and 2^50, exact in a JavaScript
//! number.

use crate::limits::SearchLimits;
use crate::locale::Lang;
use crate::slide::{TokenBoard, TokenRule};
use crate::solution::{Algorithm, Outcome, SolveError, Stats};
use crate::solvers::search::space::StateSpace;
use crate::solvers::search::tokens::TokenPuzzle;
use crate::solvers::{self, Instance, SolveOptions};
use crate::tr;
use crate::trace::NoTrace;

use super::{
    CompareRow, DEFAULT_EVENTS, EventLog, MAX_EVENTS, MoveView, PageBoards, Request, Traced, Visual, VisualError,
    Which, fill_row, solve_error,
};

/// Most cells of a sliding board the visualizer takes: 3x4 (12 cells, 4
/// bits each) keeps every state exact in a JavaScript number, and its
/// searches within the work limit.
pub const PAGE_SLIDE_MAX_CELLS: usize = 12;

/// Most cells of a knight board the visualizer takes: P2324's 5x5 (2 bits a
/// cell keep every state exact in a JavaScript number).
pub const MAX_KNIGHT_VISUAL_CELLS: usize = 25;

/// The rule, start and goal of a token request, loaded by the core's
/// [`crate::puzzle`] (the goal: the target, or for sliding boards 1, 2, ...
/// row-major with the blank last, for P2324's 5x5 knights P2324's goal),
/// within the page's sizes.
fn boards_of(request: &Request) -> Result<(TokenRule, TokenBoard, TokenBoard), VisualError> {
    let mut boards = PageBoards::new(request);
    let target = boards.target_name().map(str::to_string);
    let start_name = boards.names[0].clone();
    let (rule, start, goal) = request
        .puzzle
        .words(target.as_deref())
        .load(Some(&start_name), &mut boards)?
        .into_tokens()
        .ok_or(VisualError::TokensNotBits)?;
    for (which, board) in [(Which::Start, &start), (Which::Target, &goal)] {
        let cells = board.cells.len();
        let too_large = match rule {
            TokenRule::Slide if cells > PAGE_SLIDE_MAX_CELLS => {
                Some(tr!("visual-slide-too-large", cells = cells, max = PAGE_SLIDE_MAX_CELLS))
            }
            TokenRule::Knight if cells > MAX_KNIGHT_VISUAL_CELLS => Some(tr!(
                "visual-knight-too-large",
                cells = cells,
                max = MAX_KNIGHT_VISUAL_CELLS
            )),
            _ => None,
        };
        if let Some(why) = too_large {
            return Err(VisualError::BadBoard { which, why });
        }
    }
    Ok((rule, start, goal))
}

/// The puzzle of reaching `goal` by `rule`'s moves.
fn puzzle_of(rule: TokenRule, goal: &TokenBoard) -> Result<TokenPuzzle, VisualError> {
    TokenPuzzle::new(rule, goal).map_err(|_| VisualError::BadBoard {
        which: Which::Target,
        why: tr!("visual-goal-one-blank"),
    })
}

fn move_view(rule: TokenRule, cols: usize, (a, b): (usize, usize)) -> MoveView {
    let cell = |i: usize| [i / cols, i % cols];
    MoveView {
        kind: match rule {
            TokenRule::Slide => "slide",
            TokenRule::Knight => "knight",
        },
        at: vec![cell(a), cell(b)],
        cells: vec![cell(a), cell(b)],
        one_based: vec![a / cols + 1, a % cols + 1, b / cols + 1, b % cols + 1],
    }
}

/// [`super::visualize_limited`] for `"puzzle": "slide"` and `"knight"`.
pub(super) fn visualize_token_board(
    request: &Request,
    name: &'static str,
    algorithm: Option<Algorithm>,
    limits: SearchLimits,
) -> Result<Visual, VisualError> {
    let lang = request.lang();
    let (rule, start, goal) = boards_of(request)?;
    let puzzle = puzzle_of(rule, &goal)?;
    let state = puzzle.pack(&start.cells);
    let mut visual = Visual {
        puzzle: request.puzzle,
        rows: start.rows,
        cols: start.cols,
        algorithm: name,
        start: puzzle.state_number(state),
        goals: puzzle.goals().into_iter().map(|g| puzzle.state_number(g)).collect(),
        moves: puzzle.moves.iter().map(|&m| move_view(rule, start.cols, m)).collect(),
        events: Vec::new(),
        truncated: false,
        answer: None,
        path: Vec::new(),
        path_states: vec![puzzle.state_number(state)],
        stats: Stats::default(),
        unsolvable: None,
        end: None,
    };
    let algorithm = algorithm.ok_or(VisualError::EnumerateSwaps)?;
    // A solver that is no search (linear algebra, matching) is refused
    // before the board is judged, as the dispatcher refuses it.
    if solvers::searches().all(|search| search != algorithm) {
        return Err(VisualError::Solve(SolveError::NotApplicable {
            algorithm,
            why: crate::solution::wrong_kind(algorithm, rule.name()),
        }));
    }
    if let Some(reason) = solvers::unreachable_without_search(&puzzle, &start, &goal) {
        visual.unsolvable = Some(reason.render(lang));
        return Ok(visual);
    }
    let mut log = EventLog::for_search(
        request.limit.unwrap_or(DEFAULT_EVENTS).min(MAX_EVENTS),
        name,
        visual.start,
        visual.goals.len() as u64,
        puzzle.is_goal(state),
    );
    // The dispatcher runs the search and tells `log` its steps: the page
    // plays the search every front door runs.
    let instance = Instance::Tokens {
        rule,
        start: &start,
        goal: &goal,
    };
    let options = SolveOptions {
        limits,
        ..SolveOptions::default()
    };
    let report = solvers::solve(instance, algorithm, &options, &mut log)
        .map_err(solve_error)?
        .into_report()
        .expect("token boards are answered with moves");
    let (path, stats): (Option<Vec<usize>>, Stats) = match report.outcome {
        Outcome::Solved(solution) => (
            Some(solution.moves.iter().map(|mv| move_index(&puzzle, mv)).collect()),
            report.stats,
        ),
        Outcome::Unsolvable(_) => {
            visual.unsolvable = Some(tr!("visual-token-exhausted", algorithm = algorithm.name()).render(lang));
            (None, report.stats)
        }
    };
    visual.stats = stats;
    if Traced::solver(algorithm) {
        visual.end = Some(log.panels_at_end());
    }
    visual.events = log.events;
    visual.truncated = log.truncated;
    if let Some(path) = path {
        let mut at = state;
        for &mv in &path {
            at = puzzle.apply(at, mv);
            visual.path_states.push(puzzle.state_number(at));
        }
        visual.answer = Some(path.len());
        visual.path = path;
    }
    Ok(visual)
}

/// The index in `puzzle.moves` of a solver's swap of two cells.
fn move_index(puzzle: &TokenPuzzle, mv: &crate::Move) -> usize {
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

/// [`super::compare_limited`] for `"puzzle": "slide"` and `"knight"`: every
/// search, each held to `limits`.
pub(super) fn compare_token_boards(request: &Request, limits: SearchLimits) -> Result<Vec<CompareRow>, VisualError> {
    let lang: Lang = request.lang();
    let (rule, start, goal) = boards_of(request)?;
    let reason =
        solvers::unreachable_without_search(&puzzle_of(rule, &goal)?, &start, &goal).map(|reason| reason.render(lang));
    solvers::searches()
        .map(|algorithm| {
            let mut row = CompareRow {
                algorithm: algorithm.name(),
                answer: None,
                optimal: true,
                stats: Stats::default(),
                error: reason.clone(),
            };
            if reason.is_some() {
                return Ok(row);
            }
            let instance = Instance::Tokens {
                rule,
                start: &start,
                goal: &goal,
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
        .collect()
}

#[cfg(test)]
mod tests {
    use std::collections::{HashMap, VecDeque};

    use super::super::{PuzzleKind, VisualEvent, visualize};
    use super::*;
    use crate::trace::TraceEvent;

    fn request(start: &[&str], algorithm: &str) -> Request {
        Request {
            puzzle: PuzzleKind::Slide,
            start: start.iter().map(|r| r.to_string()).collect(),
            target: None,
            algorithm: algorithm.into(),
            limit: None,
            lang: None,
        }
    }

    /// Tiles of a packed state, as the page reads them.
    fn tiles(state: u64, cells: usize) -> Vec<u8> {
        (0..cells).map(|i| ((state >> (4 * i)) & 15) as u8).collect()
    }

    /// Distances to `goal` (a `side` x `side` board, 0 the blank) of every
    /// board at most `depth` moves away, where a move trades the blank with
    /// the token one of `steps` away: a plain BFS over boards as arrays,
    /// independent of the solver's packing.
    fn distances_from(goal: Vec<u8>, side: i32, steps: &[(i32, i32)], depth: usize) -> HashMap<Vec<u8>, usize> {
        let mut seen = HashMap::from([(goal.clone(), 0)]);
        let mut queue = VecDeque::from([goal]);
        while let Some(board) = queue.pop_front() {
            let d = seen[&board];
            if d == depth {
                continue;
            }
            let blank = board.iter().position(|&t| t == 0).unwrap() as i32;
            let (r, c) = (blank / side, blank % side);
            for (dr, dc) in steps {
                let (nr, nc) = (r + dr, c + dc);
                if !(0..side).contains(&nr) || !(0..side).contains(&nc) {
                    continue;
                }
                let mut b = board.clone();
                b.swap(blank as usize, (nr * side + nc) as usize);
                if !seen.contains_key(&b) {
                    seen.insert(b.clone(), d + 1);
                    queue.push_back(b);
                }
            }
        }
        seen
    }

    /// Distances to the 8-puzzle's goal of every board.
    fn distances() -> HashMap<Vec<u8>, usize> {
        distances_from(
            vec![1, 2, 3, 4, 5, 6, 7, 8, 0],
            3,
            &[(-1, 0), (1, 0), (0, -1), (0, 1)],
            usize::MAX,
        )
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

    /// Knight tokens of a packed state, as the page reads them (2 bits a cell).
    fn knights(state: u64, cells: usize) -> Vec<u8> {
        (0..cells).map(|i| ((state >> (2 * i)) & 3) as u8).collect()
    }

    /// P2324's goal as the page's tokens (0 the blank, 1 a `1`, 2 a `0`).
    fn knight_cells(rows: &[&str]) -> Vec<u8> {
        rows.concat()
            .bytes()
            .map(|b| match b {
                b'*' => 0,
                b'1' => 1,
                _ => 2,
            })
            .collect()
    }

    /// Distances to P2324's goal of every 5x5 knight board at most `depth`
    /// jumps away.
    fn knight_distances(depth: usize) -> HashMap<Vec<u8>, usize> {
        let goal = knight_cells(&["11111", "01111", "00*11", "00001", "00000"]);
        let jumps = [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)];
        distances_from(goal, 5, &jumps, depth)
    }

    #[test]
    fn p2324_knights_are_traced_by_every_search_with_the_minimum() {
        let truth = knight_distances(7);
        let boards = [
            ["10110", "01*11", "10111", "01001", "00000"], // P2324's sample: 7
            ["11111", "01111", "00*11", "00001", "00000"], // the goal
            ["11111", "01111", "00011", "00*01", "00000"], // one jump
        ];
        for rows in boards {
            let cells = knight_cells(&rows);
            let mut req = request(&rows, "bfs");
            req.puzzle = PuzzleKind::Knight;
            for algorithm in ["bfs", "bibfs", "astar", "idastar"] {
                req.algorithm = algorithm.into();
                let v = visualize(&req).unwrap();
                assert_eq!(v.answer, truth.get(&cells).copied(), "{algorithm} {rows:?}");
                assert_eq!(knights(v.start, 25), cells);
                assert_eq!(
                    knights(*v.path_states.last().unwrap(), 25),
                    knight_cells(&["11111", "01111", "00*11", "00001", "00000"])
                );
                for (pair, &mv) in v.path_states.windows(2).zip(&v.path) {
                    let (before, after) = (knights(pair[0], 25), knights(pair[1], 25));
                    let [[r1, c1], [r2, c2]] = [v.moves[mv].at[0], v.moves[mv].at[1]];
                    assert_eq!(v.moves[mv].kind, "knight");
                    assert_eq!(r1.abs_diff(r2) * c1.abs_diff(c2), 2, "a knight's jump");
                    let (a, b) = (r1 * 5 + c1, r2 * 5 + c2);
                    assert!(before[a] == 0 || before[b] == 0, "a knight jumps into the blank");
                    let mut swapped = before.clone();
                    swapped.swap(a, b);
                    assert_eq!(swapped, after);
                }
                if v.answer != Some(0) {
                    assert!(!v.events.is_empty(), "{algorithm}: no trace");
                }
            }
        }
        // Two knights too many: no search is run.
        let mut req = request(&["11111", "11111", "00*11", "00001", "00000"], "astar");
        req.puzzle = PuzzleKind::Knight;
        let v = visualize(&req).unwrap();
        assert_eq!(v.answer, None);
        assert!(v.unsolvable.is_some() && v.events.is_empty(), "{:?}", v.unsolvable);
        // Every search agrees on the comparison's board.
        req.start = ["10110", "01*11", "10111", "01001", "00000"].map(String::from).to_vec();
        let rows = super::super::compare(&req).unwrap();
        assert!(
            rows.iter().filter(|r| r.error.is_none()).all(|r| r.answer == Some(7)),
            "{rows:?}"
        );
        assert!(rows.iter().any(|r| r.answer == Some(7)));
        // Boards past 5x5 and bad characters are refused with the reason.
        req.start = vec!["111111".into(); 6];
        req.start[0] = "*11111".into();
        req.target = Some(req.start.clone());
        assert!(visualize(&req).unwrap_err().to_string().contains("at most 25"));
        req.target = None;
        req.start = vec!["11x11".into()];
        assert!(visualize(&req).unwrap_err().to_string().contains("'x'"));
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

    /// One decision judges a board before any search, for the page as for
    /// the command line (`puzzle`, what `gridsolve solve` runs), so both
    /// refuse these in the same words: a knight the blank never reaches (the
    /// centre of a 3x3 board, which no knight's move reaches; the page said
    /// "a knight stands where the blank can never reach", without the cell),
    /// other numbers of knights, and the sliding parity rule.
    #[test]
    fn the_page_and_the_command_line_judge_a_board_alike() {
        use crate::puzzle::{PuzzleWords, SolveOptions, TextInputs};
        // The page's puzzle, the command line's --moves, start, target, and
        // what the refusal says.
        type Board<'a> = (PuzzleKind, &'a str, &'a [&'a str], &'a [&'a str], &'a str);
        let boards: [Board; 3] = [
            (
                PuzzleKind::Knight,
                "knight",
                &["*10", "010", "101"],
                &["*11", "101", "000"],
                "row 2, column 2",
            ),
            (
                PuzzleKind::Knight,
                "knight",
                &["*10", "011", "101"],
                &["*11", "101", "000"],
                "knights",
            ),
            (
                PuzzleKind::Slide,
                "slide",
                &["213", "456", "780"],
                &["123", "456", "780"],
                "parity",
            ),
        ];
        for (kind, moves, start, target, says) in boards {
            let mut req = request(start, "bfs");
            req.puzzle = kind;
            req.target = Some(target.iter().map(|r| r.to_string()).collect());
            let page = visualize(&req).unwrap().unsolvable.expect("refused on the page");
            assert!(page.contains(says), "{page}");
            let mut words = PuzzleWords::new(moves);
            words.token_target = Some("target");
            // The command line reads a sliding board's tiles apart, knights as one word a row.
            let text = |rows: &[&str]| -> String {
                let row = |r: &&str| match kind {
                    PuzzleKind::Slide => r.chars().map(String::from).collect::<Vec<_>>().join(" "),
                    _ => r.to_string(),
                };
                rows.iter().map(row).collect::<Vec<_>>().join("\n")
            };
            let mut inputs = TextInputs::new([("start", text(start)), ("target", text(target))]);
            let loaded = words.load(Some("start"), &mut inputs).unwrap();
            let answer = loaded.solve(Algorithm::Bfs, &SolveOptions::default()).unwrap();
            let mut text = Vec::new();
            answer.write_text(&mut text, false, false, None, Lang::En).unwrap();
            let text = String::from_utf8(text).unwrap();
            assert!(text.contains(&page), "the page: {page}\nthe command line: {text}");
        }
    }
}
