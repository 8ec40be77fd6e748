//! The five judge problems added with the slide, knight and press-grid
//! families, against independent searches written here: every 3x3 board
//! for the eight-puzzles, knights boards at every distance 0..16 by a
//! meet-in-the-middle search, Fliptile against naive first-row enumeration
//! and (up to 4x4) every press set, POJ 1222 against the unique solution.
//! Every printed path and grid is replayed by the simple rules below.

// The reference searches index cells by row and column on purpose: they
// should read like the textbook, not like the solvers they check.
#![allow(clippy::needless_range_loop)]

use std::collections::{HashMap, HashSet, VecDeque};

use gridsolve_core::Algorithm;
use gridsolve_core::judge::{CaseReader, JudgeSolver, Problem};
use gridsolve_core::testgen::{BoardKind, Generator, SplitMix64};

/// Runs the judge on `input` and returns its output (every case must read).
fn run_judge(problem: Problem, input: &[u8]) -> String {
    let solver = JudgeSolver::new(problem, Algorithm::Auto).unwrap();
    let mut out = Vec::new();
    for case in CaseReader::new(problem, input) {
        solver.write_answer(&case.unwrap(), &mut out).unwrap();
    }
    String::from_utf8(out).unwrap()
}

// ---- the eight-puzzle, by a BFS over strings -----------------------------

/// The boards one slide away: the blank (`b`) trades with a neighbour.
fn slides(board: &[u8; 9], blank: u8) -> Vec<(char, [u8; 9])> {
    let at = board.iter().position(|&t| t == blank).unwrap();
    let (r, c) = (at / 3, at % 3);
    let mut out = Vec::new();
    for (letter, dr, dc) in [('u', -1i32, 0i32), ('d', 1, 0), ('l', 0, -1), ('r', 0, 1)] {
        let (nr, nc) = (r as i32 + dr, c as i32 + dc);
        if (0..3).contains(&nr) && (0..3).contains(&nc) {
            let mut next = *board;
            next.swap(at, (nr * 3 + nc) as usize);
            out.push((letter, next));
        }
    }
    out
}

fn bfs_from(goal: [u8; 9], blank: u8) -> HashMap<[u8; 9], u8> {
    let mut dist = HashMap::from([(goal, 0u8)]);
    let mut queue = VecDeque::from([goal]);
    while let Some(board) = queue.pop_front() {
        let d = dist[&board];
        for (_, next) in slides(&board, blank) {
            dist.entry(next).or_insert_with(|| {
                queue.push_back(next);
                d + 1
            });
        }
    }
    dist
}

/// Every ordering of `items`.
fn permutations(items: &[u8]) -> Vec<Vec<u8>> {
    if items.len() <= 1 {
        return vec![items.to_vec()];
    }
    let mut out = Vec::new();
    for i in 0..items.len() {
        let mut rest = items.to_vec();
        let first = rest.remove(i);
        for mut tail in permutations(&rest) {
            tail.insert(0, first);
            out.push(tail);
        }
    }
    out
}

#[test]
fn hdu1043_every_board_matches_bfs_and_every_path_replays() {
    let tokens = b"12345678x";
    let goal: [u8; 9] = *tokens;
    let dist = bfs_from(goal, b'x');
    assert_eq!(dist.len(), 181_440);
    let boards = permutations(tokens);
    assert_eq!(boards.len(), 362_880);
    let mut input = Vec::new();
    for board in &boards {
        for (i, &t) in board.iter().enumerate() {
            input.push(t);
            input.push(if i == 8 { b'\n' } else { b' ' });
        }
    }
    let output = run_judge(Problem::Hdu1043, &input);
    let lines: Vec<&str> = output.split('\n').collect();
    assert_eq!(lines.len(), boards.len() + 1); // the last line break
    for (board, line) in boards.iter().zip(&lines) {
        let board: [u8; 9] = board.as_slice().try_into().unwrap();
        match dist.get(&board) {
            None => assert_eq!(*line, "unsolvable", "{board:?}"),
            Some(&d) => {
                assert_eq!(line.len(), usize::from(d), "{board:?}");
                let mut now = board;
                for letter in line.chars() {
                    now = slides(&now, b'x')
                        .into_iter()
                        .find(|(l, _)| *l == letter)
                        .unwrap_or_else(|| panic!("{board:?}: move {letter} is off the board"))
                        .1;
                }
                assert_eq!(now, goal, "{board:?}: {line}");
            }
        }
    }
}

#[test]
fn p1379_every_solvable_board_matches_bfs_and_the_others_are_refused() {
    let goal: [u8; 9] = *b"123804765";
    let dist = bfs_from(goal, b'0');
    assert_eq!(dist.len(), 181_440);
    let boards = permutations(b"012345678");
    let (solvable, unsolvable): (Vec<_>, Vec<_>) = boards
        .iter()
        .partition(|b| dist.contains_key(&<[u8; 9]>::try_from(b.as_slice()).unwrap()));
    let mut input = Vec::new();
    for board in &solvable {
        input.extend_from_slice(board);
        input.push(b'\n');
    }
    let output = run_judge(Problem::P1379, &input);
    for (board, line) in solvable.iter().zip(output.lines()) {
        let expected = dist[&<[u8; 9]>::try_from(board.as_slice()).unwrap()];
        assert_eq!(line, expected.to_string(), "{board:?}");
    }
    assert_eq!(output.lines().count(), solvable.len());
    for board in unsolvable {
        let error = CaseReader::new(Problem::P1379, board).next().unwrap().unwrap_err();
        assert!(
            error.message.to_string().contains("cannot reach the goal 123804765"),
            "{error}"
        );
        assert_eq!((error.case, error.line, error.column), (1, 1, None));
    }
}

// ---- 骑士精神, by meet-in-the-middle over strings --------------------------

const KNIGHT_GOAL: &[u8; 25] = b"111110111100*110000100000";

fn jumps(board: &[u8; 25]) -> Vec<[u8; 25]> {
    let at = board.iter().position(|&t| t == b'*').unwrap();
    let (r, c) = ((at / 5) as i32, (at % 5) as i32);
    let mut out = Vec::new();
    for (dr, dc) in [(-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1)] {
        let (nr, nc) = (r + dr, c + dc);
        if (0..5).contains(&nr) && (0..5).contains(&nc) {
            let mut next = *board;
            next.swap(at, (nr * 5 + nc) as usize);
            out.push(next);
        }
    }
    out
}

/// Every board within `radius` moves of `from`, with its distance.
fn ball(from: [u8; 25], radius: u8) -> HashMap<[u8; 25], u8> {
    let mut dist = HashMap::from([(from, 0u8)]);
    let mut frontier = vec![from];
    for d in 1..=radius {
        let mut next_frontier = Vec::new();
        for board in frontier {
            for next in jumps(&board) {
                if let std::collections::hash_map::Entry::Vacant(e) = dist.entry(next) {
                    e.insert(d);
                    next_frontier.push(next);
                }
            }
        }
        frontier = next_frontier;
    }
    dist
}

/// The exact distance when at most 16, by meeting the goal's ball of
/// radius 8 with the start's ball of radius 8; `None` beyond 16.
fn knight_distance(goal_ball: &HashMap<[u8; 25], u8>, start: [u8; 25]) -> Option<u8> {
    ball(start, 8)
        .iter()
        .filter_map(|(board, ds)| goal_ball.get(board).map(|dg| ds + dg))
        .min()
}

#[test]
fn p2324_matches_an_independent_search_at_every_distance_to_16() {
    let goal_ball = ball(*KNIGHT_GOAL, 8);
    let mut rng = SplitMix64::new(2324);
    let mut by_distance: HashMap<Option<u8>, Vec<[u8; 25]>> = HashMap::new();
    let mut seen = HashSet::new();
    // Random walks from the goal, long enough to land at every distance.
    let mut walks = 0;
    while (0..=16).any(|d| by_distance.get(&Some(d)).map_or(0, Vec::len) < 3) && walks < 4000 {
        walks += 1;
        let mut board = *KNIGHT_GOAL;
        let steps = rng.below(24) as usize;
        for _ in 0..steps {
            let options = jumps(&board);
            board = options[rng.below(options.len() as u64) as usize];
        }
        if !seen.insert(board) {
            continue;
        }
        let d = knight_distance(&goal_ball, board);
        let list = by_distance.entry(d).or_default();
        if list.len() < 3 {
            list.push(board);
        }
    }
    // Boards beyond 16 (random ones), and boards with the wrong counts.
    let mut far = Generator::new(Problem::P2324, BoardKind::Random, 7).unwrap();
    for _ in 0..3 {
        let case = far.next_case();
        let mut text = Vec::new();
        gridsolve_core::testgen::write_case(Problem::P2324, &case, &mut text);
        let board: Vec<u8> = text.into_iter().filter(|b| !b.is_ascii_whitespace()).collect();
        by_distance.entry(None).or_default().push(board.try_into().unwrap());
    }
    let mut uneven = *KNIGHT_GOAL;
    uneven[0] = b'0';
    by_distance.entry(None).or_default().push(uneven);
    for d in 0..=16 {
        assert!(
            by_distance.get(&Some(d)).is_some_and(|v| !v.is_empty()),
            "no board found at distance {d}"
        );
    }
    let cases: Vec<(Option<u8>, [u8; 25])> = by_distance
        .iter()
        .flat_map(|(d, boards)| boards.iter().map(move |b| (*d, *b)))
        .collect();
    let mut input = format!("{}\n", cases.len()).into_bytes();
    for (_, board) in &cases {
        for row in board.chunks(5) {
            input.extend_from_slice(row);
            input.push(b'\n');
        }
    }
    let output = run_judge(Problem::P2324, &input);
    let solver = JudgeSolver::new(Problem::P2324, Algorithm::Auto).unwrap();
    let parsed: Vec<_> = CaseReader::new(Problem::P2324, &input).map(Result::unwrap).collect();
    for (((d, board), line), case) in cases.iter().zip(output.lines()).zip(&parsed) {
        let expected = match d {
            Some(d) if *d <= 15 => d.to_string(),
            _ => "-1".to_string(),
        };
        assert_eq!(line, expected, "{}", String::from_utf8_lossy(board));
        // The path behind the answer replays by the rules above.
        if let Some(path) = solver.knight_path(case).unwrap() {
            let mut now = *board;
            for cell in path {
                let here = now.iter().position(|&t| t == b'*').unwrap();
                assert!(jumps(&now).iter().any(|b| b[usize::from(cell)] == b'*'));
                now.swap(here, usize::from(cell));
            }
            assert_eq!(&now, KNIGHT_GOAL);
        }
    }
}

// ---- Fliptile and Extended Lights Out, naively ----------------------------

type Cells = Vec<Vec<u8>>;

fn press(board: &mut Cells, r: usize, c: usize) {
    let (rows, cols) = (board.len() as i32, board[0].len() as i32);
    for (dr, dc) in [(0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)] {
        let (nr, nc) = (r as i32 + dr, c as i32 + dc);
        if (0..rows).contains(&nr) && (0..cols).contains(&nc) {
            board[nr as usize][nc as usize] ^= 1;
        }
    }
}

fn after(board: &Cells, presses: &Cells) -> Cells {
    let mut now = board.clone();
    for (r, row) in presses.iter().enumerate() {
        for (c, &p) in row.iter().enumerate() {
            if p == 1 {
                press(&mut now, r, c);
            }
        }
    }
    now
}

fn all_zero(board: &Cells) -> bool {
    board.iter().flatten().all(|&v| v == 0)
}

fn ones(grid: &Cells) -> usize {
    grid.iter().flatten().filter(|&&v| v == 1).count()
}

/// Every first row, the rest forced cell by cell; the fewest presses,
/// ties to the smaller grid compared row-major (`Vec` order is exactly that).
/// Also returns how many press grids solve the board.
fn first_row_enumeration(board: &Cells) -> (Option<Cells>, usize) {
    let (rows, cols) = (board.len(), board[0].len());
    let mut best: Option<Cells> = None;
    let mut solutions = 0;
    for first in 0..1u32 << cols {
        let mut presses = vec![vec![0u8; cols]; rows];
        let mut now = board.clone();
        for c in 0..cols {
            presses[0][c] = (first >> c & 1) as u8;
        }
        for r in 0..rows {
            if r > 0 {
                for c in 0..cols {
                    presses[r][c] = now[r - 1][c];
                }
            }
            for c in 0..cols {
                if presses[r][c] == 1 {
                    press(&mut now, r, c);
                }
            }
        }
        if all_zero(&now) {
            solutions += 1;
            let better = match &best {
                None => true,
                Some(b) => (ones(&presses), &presses) < (ones(b), b),
            };
            if better {
                best = Some(presses);
            }
        }
    }
    (best, solutions)
}

/// Every one of the 2^(rows x cols) press grids.
fn brute_force(board: &Cells) -> Option<Cells> {
    let (rows, cols) = (board.len(), board[0].len());
    let mut best: Option<Cells> = None;
    for set in 0..1u32 << (rows * cols) {
        let presses: Cells = (0..rows)
            .map(|r| (0..cols).map(|c| (set >> (r * cols + c) & 1) as u8).collect())
            .collect();
        if all_zero(&after(board, &presses)) && best.as_ref().is_none_or(|b| (ones(&presses), &presses) < (ones(b), b))
        {
            best = Some(presses);
        }
    }
    best
}

fn grid_text(grid: &Cells) -> String {
    grid.iter()
        .map(|row| row.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(" ") + "\n")
        .collect()
}

fn random_board(rng: &mut SplitMix64, rows: usize, cols: usize) -> Cells {
    (0..rows)
        .map(|_| (0..cols).map(|_| rng.below(2) as u8).collect())
        .collect()
}

/// The expected POJ 3279 output for `boards` and the input.
fn fliptile_batch(boards: &[Cells], oracle: impl Fn(&Cells) -> Option<Cells>) {
    let mut input = String::new();
    let mut expected = String::new();
    for board in boards {
        input += &format!("{} {}\n{}", board.len(), board[0].len(), grid_text(board));
        expected += &match oracle(board) {
            Some(presses) => grid_text(&presses),
            None => "IMPOSSIBLE\n".into(),
        };
    }
    let output = run_judge(Problem::Poj3279, input.as_bytes());
    assert_eq!(output, expected, "input:\n{input}");
}

#[test]
fn poj3279_matches_every_press_set_on_boards_up_to_4x4() {
    let mut rng = SplitMix64::new(3279);
    let mut boards = Vec::new();
    for rows in 1..=4 {
        for cols in 1..=4 {
            for _ in 0..6 {
                boards.push(random_board(&mut rng, rows, cols));
            }
        }
    }
    // Every 3x3 board, and every 2x4 one.
    for (rows, cols) in [(3, 3), (2, 4)] {
        for bits in 0..1u32 << (rows * cols) {
            boards.push(
                (0..rows)
                    .map(|r| (0..cols).map(|c| (bits >> (r * cols + c) & 1) as u8).collect())
                    .collect(),
            );
        }
    }
    fliptile_batch(&boards, brute_force);
}

#[test]
fn poj3279_matches_first_row_enumeration_at_every_size_to_15x15() {
    let mut rng = SplitMix64::new(15);
    let mut boards = Vec::new();
    for rows in 1..=15 {
        for cols in 1..=15 {
            boards.push(random_board(&mut rng, rows, cols));
            // A board made by presses always has an answer.
            let presses = random_board(&mut rng, rows, cols);
            boards.push(after(&vec![vec![0; cols]; rows], &presses));
        }
    }
    let impossible = boards.iter().filter(|b| first_row_enumeration(b).0.is_none()).count();
    assert!(
        impossible > 10,
        "the sizes with a null space give IMPOSSIBLE boards too"
    );
    fliptile_batch(&boards, |b| first_row_enumeration(b).0);
}

#[test]
fn poj1222_every_answer_is_the_unique_press_grid() {
    let mut rng = SplitMix64::new(1222);
    let boards: Vec<Cells> = (0..200).map(|_| random_board(&mut rng, 5, 6)).collect();
    let mut input = format!("{}\n", boards.len());
    for board in &boards {
        input += &grid_text(board);
    }
    let output = run_judge(Problem::Poj1222, input.as_bytes());
    let mut lines = output.lines();
    for (k, board) in boards.iter().enumerate() {
        assert_eq!(lines.next(), Some(format!("PUZZLE #{}", k + 1).as_str()));
        let presses: Cells = (0..5)
            .map(|_| lines.next().unwrap().split(' ').map(|v| v.parse().unwrap()).collect())
            .collect();
        assert!(all_zero(&after(board, &presses)), "PUZZLE #{}", k + 1);
        let (best, solutions) = first_row_enumeration(board);
        assert_eq!(solutions, 1, "the 5 x 6 press map is invertible");
        assert_eq!(best, Some(presses));
    }
    assert_eq!(lines.next(), None);
}

#[test]
fn every_algorithm_gives_the_same_answers_for_the_token_problems() {
    for (problem, kind, count, algorithms) in [
        (
            Problem::Hdu1043,
            BoardKind::Random,
            40,
            &[
                Algorithm::Table,
                Algorithm::Bfs,
                Algorithm::Bibfs,
                Algorithm::Astar,
                Algorithm::Idastar,
            ][..],
        ),
        (
            Problem::P1379,
            BoardKind::Random,
            40,
            &[Algorithm::Table, Algorithm::Bibfs, Algorithm::Astar, Algorithm::Idastar][..],
        ),
        (
            Problem::P2324,
            BoardKind::Solvable,
            12,
            &[Algorithm::Idastar, Algorithm::Bibfs, Algorithm::Astar][..],
        ),
    ] {
        let input = gridsolve_core::testgen::generate(problem, kind, count, 5).unwrap();
        let auto = JudgeSolver::new(problem, Algorithm::Auto).unwrap();
        for &algorithm in algorithms {
            let solver = JudgeSolver::new(problem, algorithm).unwrap();
            for case in CaseReader::new(problem, &input) {
                let case = case.unwrap();
                let expected = auto.solve(&case).unwrap().map(|m| m.len());
                let found = solver.solve(&case).unwrap();
                assert_eq!(
                    found.as_ref().map(Vec::len),
                    expected,
                    "{problem:?} {algorithm:?} {case:?}"
                );
            }
            if problem == Problem::Hdu1043 {
                // Any shortest path: the checker accepts each algorithm's output.
                let mut out = Vec::new();
                for case in CaseReader::new(problem, &input) {
                    solver.write_answer(&case.unwrap(), &mut out).unwrap();
                }
                let mut jury = Vec::new();
                for case in CaseReader::new(problem, &input) {
                    auto.write_answer(&case.unwrap(), &mut jury).unwrap();
                }
                let verdict = gridsolve_core::judge::check::check(problem, &input, &out[..], &jury[..]).verdict;
                assert_eq!(
                    verdict,
                    gridsolve_core::judge::check::Verdict::Accepted,
                    "{algorithm:?}"
                );
            }
        }
    }
}
