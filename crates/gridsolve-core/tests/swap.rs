//! Swap puzzles: the matching minimum and its swap sequence against
//! breadth-first search on small boards, the classic searches against BFS,
//! and properties on big boards against an independent assignment solver.

use gridsolve_core::limits::SearchLimits;
use gridsolve_core::solvers::search::heuristic::{Estimator, Heuristic};
use gridsolve_core::solvers::search::table::DistanceTable;
use gridsolve_core::solvers::swap::matching::{self, BoardPair, fewest_swaps_each, swap_distance};
use gridsolve_core::solvers::{self, Instance, SolveOptions};
use gridsolve_core::solvers::{search::astar, search::bfs, search::bibfs, search::idastar};
use gridsolve_core::trace::NoTrace;
use gridsolve_core::{Algorithm, Board, Move, Outcome, Puzzle, Report, SmallPuzzle, SolveError};
use pathfinding::kuhn_munkres::kuhn_munkres;
use pathfinding::matrix::Matrix;
use proptest::prelude::*;

/// The dispatcher on a two-state board, answered as a list of moves.
fn solve_bits(puzzle: &Puzzle, start: &Board, algorithm: Algorithm) -> Result<Report, SolveError> {
    let instance = Instance::Bits { puzzle, start };
    solvers::solve(instance, algorithm, &SolveOptions::default(), &mut NoTrace)
        .map(|solved| solved.into_report().expect("two-state boards are answered with moves"))
}

/// A small deterministic generator (xorshift), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    /// A random state of `cells` cells with exactly `ones` 1s.
    fn state_with(&mut self, cells: usize, ones: usize) -> u64 {
        let mut order: Vec<usize> = (0..cells).collect();
        for i in 0..ones {
            let j = i + self.below(cells - i);
            order.swap(i, j);
        }
        order[..ones].iter().fold(0, |s, &i| s | 1 << i)
    }
}

/// Solves with `algorithm`, replays the answer and returns its length.
fn replayed_length(puzzle: &Puzzle, start: &Board, algorithm: Algorithm) -> Option<usize> {
    let report = solve_bits(puzzle, start, algorithm).unwrap();
    let solution = report.outcome.solution()?;
    assert!(solution.optimal);
    let end = puzzle.replay(start, &solution.moves).expect("every swap is legal");
    assert!(puzzle.is_goal(&end), "{algorithm} does not reach the target");
    Some(solution.moves.len())
}

/// Compares the matching count with a full backward BFS from `target` for
/// every start of the board, and the matching sequence for every `stride`-th one.
fn check_against_table(rows: usize, cols: usize, target_state: u64, stride: u64) {
    let cells = rows * cols;
    let target = Board::from_small(rows, cols, target_state);
    let puzzle = Puzzle::swap(target);
    let table = DistanceTable::build(
        SmallPuzzle::new(&puzzle).unwrap(),
        &mut NoTrace,
        SearchLimits::default(),
    )
    .unwrap();
    for start in 0..1u64 << cells {
        let expected = table.distance(start).map(u32::from);
        assert_eq!(
            swap_distance(words(rows, cols, start, target_state)).map(|d| d as u32),
            expected,
            "{rows}x{cols} start {start:b} target {target_state:b}"
        );
        if start % stride == 0 {
            let board = Board::from_small(rows, cols, start);
            let length = replayed_length(&puzzle, &board, Algorithm::Matching);
            assert_eq!(length.map(|l| l as u32), expected);
        }
    }
}

#[test]
fn matching_equals_bfs_on_4x4_for_every_start_and_targets_of_every_count() {
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    for ones in 0..=16 {
        for _ in 0..2 {
            check_against_table(4, 4, rng.state_with(16, ones), 97);
        }
    }
}

#[test]
fn the_hardest_4x4_pairs_need_20_swaps_by_bfs_and_by_matching() {
    // Six 1s in the top-left triangle; BFS from it finds the farthest starts.
    let triangle = Board::parse("1110\n1100\n1000\n0000").unwrap();
    let puzzle = Puzzle::swap(triangle.clone());
    let table = DistanceTable::build(
        SmallPuzzle::new(&puzzle).unwrap(),
        &mut NoTrace,
        SearchLimits::default(),
    )
    .unwrap();
    let farthest = table.max_distance();
    assert_eq!(
        farthest, 20,
        "the hardest 4x4 pairs found by exhaustive search need 20 swaps"
    );
    let hardest: Vec<u64> = (0..1u64 << 16)
        .filter(|&s| table.distance(s) == Some(farthest))
        .collect();
    let mirrored = Board::parse("0000\n0001\n0011\n0111").unwrap();
    assert!(hardest.contains(&mirrored.to_small().unwrap()));
    for &start in &hardest {
        let board = Board::from_small(4, 4, start);
        assert_eq!(
            swap_distance(BoardPair::Boards {
                start: &board,
                target: &triangle
            }),
            Some(20)
        );
        assert_eq!(replayed_length(&puzzle, &board, Algorithm::Matching), Some(20));
        assert_eq!(replayed_length(&puzzle, &board, Algorithm::Bfs), Some(20));
    }
    // The top-half to bottom-half family: every 1 moves down two rows.
    let top = Board::parse("1111\n1111\n0000\n0000").unwrap();
    let bottom = Board::parse("0000\n0000\n1111\n1111").unwrap();
    let puzzle = Puzzle::swap(bottom.clone());
    assert_eq!(replayed_length(&puzzle, &top, Algorithm::Bfs), Some(16));
    assert_eq!(replayed_length(&puzzle, &top, Algorithm::Matching), Some(16));
}

#[test]
fn matching_equals_bfs_on_small_rectangles() {
    // Every target and every start of 1x9, 2x5 and 3x3; a sample of 3x4 targets.
    for (rows, cols) in [(1, 9), (9, 1), (2, 5), (3, 3)] {
        for target in 0..1u64 << (rows * cols) {
            check_against_table(rows, cols, target, 61);
        }
    }
    let mut rng = Rng(7);
    for _ in 0..120 {
        let target = rng.next() & 0xFFF;
        check_against_table(3, 4, target, 211);
        check_against_table(4, 3, target, 211);
    }
}

#[test]
fn every_search_agrees_with_plain_bfs_on_random_4x4_pairs() {
    let mut rng = Rng(0xDEAD_BEEF);
    for case in 0..240 {
        let ones = case % 17;
        let (start, target) = (rng.state_with(16, ones), rng.state_with(16, ones));
        let puzzle = Puzzle::swap(Board::from_small(4, 4, target));
        let small = SmallPuzzle::new(&puzzle).unwrap();
        let (path, _) = bfs::shortest_path(&small, start, &mut NoTrace, SearchLimits::default()).unwrap();
        let expected = path.map(|p| p.len());
        assert_eq!(expected.map(|d| d as u64), swap_distance(words(4, 4, start, target)));
        let board = Board::from_small(4, 4, start);
        let swaps = sequence_of_words(4, 4, start, target).expect("equal counts");
        assert_eq!(Some(swaps.len()), expected);
        assert_eq!(puzzle.replay(&board, &swaps).unwrap(), Board::from_small(4, 4, target));
        for algorithm in [
            Algorithm::Auto,
            Algorithm::Matching,
            Algorithm::Bibfs,
            Algorithm::Astar,
            Algorithm::Idastar,
        ] {
            assert_eq!(
                replayed_length(&puzzle, &board, algorithm),
                expected,
                "{algorithm} on case {case}"
            );
        }
        let (exact, stats) = astar::shortest_path(
            &small,
            start,
            &Estimator::new(&small, Heuristic::Matching, Algorithm::Astar).unwrap(),
            &mut NoTrace,
            SearchLimits::default(),
        )
        .unwrap();
        assert_eq!(exact.map(|p| p.len()), expected);
        assert_eq!(
            stats.states_expanded as usize,
            expected.unwrap() + 1,
            "the perfect heuristic walks straight"
        );
        let (deepened, _) = idastar::shortest_path(
            &small,
            start,
            &Estimator::new(&small, Heuristic::Matching, Algorithm::Idastar).unwrap(),
            &mut NoTrace,
            SearchLimits::default(),
        )
        .unwrap();
        assert_eq!(deepened.map(|p| p.len()), expected);
    }
}

#[test]
fn unequal_counts_are_unsolvable_for_every_algorithm_with_both_counts() {
    let start = Board::parse("1111\n1111\n1000\n0000").unwrap();
    let target = Board::parse("1111\n1111\n0000\n0000").unwrap();
    let puzzle = Puzzle::swap(target.clone());
    let report = solve_bits(&puzzle, &start, Algorithm::Auto).unwrap();
    let Outcome::Unsolvable(reason) = report.outcome else {
        panic!("expected unsolvable")
    };
    assert!(
        reason.to_string().contains("the start has 9 ones but the target has 8"),
        "{reason}"
    );
    for algorithm in [Algorithm::Bfs, Algorithm::Bibfs, Algorithm::Astar, Algorithm::Idastar] {
        assert!(
            solve_bits(&puzzle, &start, algorithm)
                .unwrap()
                .outcome
                .solution()
                .is_none()
        );
    }
    let (start_state, target_state) = (start.to_small().unwrap(), target.to_small().unwrap());
    assert_eq!(swap_distance(words(4, 4, start_state, target_state)), None);
    assert_eq!(sequence_of_words(4, 4, start_state, target_state), None);
    let small = SmallPuzzle::new(&puzzle).unwrap();
    let (path, stats) = astar::shortest_path(
        &small,
        start.to_small().unwrap(),
        &Estimator::classic(&small),
        &mut NoTrace,
        SearchLimits::default(),
    )
    .unwrap();
    assert!(path.is_none());
    assert_eq!(stats.states_expanded, 0, "the heuristic proves it without searching");
    assert_eq!(
        bibfs::shortest_path(&small, start.to_small().unwrap(), &mut NoTrace, SearchLimits::default())
            .unwrap()
            .0,
        None
    );
}

#[test]
fn astar_and_idastar_agree_with_bfs_on_toggle_puzzles() {
    let mut rng = Rng(99);
    for puzzle in [
        Puzzle::flip_game(4, 4),
        Puzzle::refrigerator(4, 4),
        Puzzle::flip_game(3, 4),
    ] {
        let small = SmallPuzzle::new(&puzzle).unwrap();
        for _ in 0..40 {
            let start = rng.next() & ((1 << small.cells()) - 1);
            let expected = bfs::shortest_path(&small, start, &mut NoTrace, SearchLimits::default())
                .unwrap()
                .0
                .map(|p| p.len());
            let board = Board::from_small(puzzle.rows, puzzle.cols, start);
            for algorithm in [Algorithm::Astar, Algorithm::Idastar] {
                assert_eq!(
                    replayed_length(&puzzle, &board, algorithm),
                    expected,
                    "{algorithm} start {start}"
                );
            }
        }
    }
}

/// The optimum by an independent dense assignment solver (Kuhn-Munkres).
fn assignment_optimum(start: &Board, target: &Board) -> u64 {
    let surplus: Vec<(usize, usize)> = start.ones_positions().filter(|&c| !target.get(c)).collect();
    let deficit: Vec<(usize, usize)> = target.ones_positions().filter(|&c| !start.get(c)).collect();
    if surplus.is_empty() {
        return 0;
    }
    let weights = Matrix::from_fn(surplus.len(), deficit.len(), |(i, j)| {
        let (a, b) = (surplus[i], deficit[j]);
        -((a.0.abs_diff(b.0) + a.1.abs_diff(b.1)) as i64)
    });
    (-kuhn_munkres(&weights).0) as u64
}

/// A board with `pieces` 1s at the given cell indices (row-major).
fn board_from(rows: usize, cols: usize, indices: &[usize]) -> Board {
    let mut board = Board::zeros(rows, cols);
    for &i in indices {
        board.set((i / cols, i % cols), true);
    }
    board
}

fn check_big(rows: usize, cols: usize, start: &Board, target: &Board) {
    let puzzle = Puzzle::swap(target.clone());
    let report = solve_bits(&puzzle, start, Algorithm::Auto).unwrap();
    assert_eq!(report.algorithm, Algorithm::Matching);
    let moves: &[Move] = &report.outcome.solution().expect("equal counts are solvable").moves;
    let end = puzzle.replay(start, moves).expect("every swap is legal");
    assert_eq!(&end, target, "{rows}x{cols}: the sequence does not reach the target");
    let optimum = assignment_optimum(start, target);
    assert_eq!(moves.len() as u64, optimum, "{rows}x{cols}");
    assert_eq!(swap_distance(BoardPair::Boards { start, target }), Some(optimum));
}

/// Two random sets of `pieces` distinct cells of a `rows` x `cols` board.
fn two_placements(
    max_rows: usize,
    max_cols: usize,
    max_pieces: usize,
) -> impl Strategy<Value = (usize, usize, Vec<usize>, Vec<usize>)> {
    (1..=max_rows, 1..=max_cols).prop_flat_map(move |(rows, cols)| {
        let cells = rows * cols;
        (0..=max_pieces.min(cells)).prop_flat_map(move |pieces| {
            let placement = proptest::sample::subsequence((0..cells).collect::<Vec<_>>(), pieces);
            (Just(rows), Just(cols), placement.clone(), placement)
        })
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn sequences_on_boards_up_to_30x30_are_legal_and_optimal((rows, cols, a, b) in two_placements(30, 30, 40)) {
        check_big(rows, cols, &board_from(rows, cols, &a), &board_from(rows, cols, &b));
    }

    #[test]
    fn sequences_on_sparse_128x128_boards_are_legal_and_optimal((rows, cols, a, b) in two_placements(128, 128, 60)) {
        check_big(rows, cols, &board_from(rows, cols, &a), &board_from(rows, cols, &b));
    }
}

#[test]
fn dense_random_halves_match_the_assignment_optimum() {
    let mut rng = Rng(4242);
    for (rows, cols) in [(16, 16), (20, 25), (12, 40)] {
        for _ in 0..3 {
            let cells = rows * cols;
            let half = cells / 2;
            let to_board = |state: Vec<usize>| board_from(rows, cols, &state);
            let mut pick = || {
                let mut order: Vec<usize> = (0..cells).collect();
                for i in 0..half {
                    let j = i + rng.below(cells - i);
                    order.swap(i, j);
                }
                order.truncate(half);
                order
            };
            let (start, target) = (to_board(pick()), to_board(pick()));
            check_big(rows, cols, &start, &target);
        }
    }
}

#[test]
fn matching_solve_reports_its_work() {
    let start = Board::parse("1111\n0000\n1110\n0010").unwrap();
    let target = Board::parse("1010\n0101\n1010\n0101").unwrap();
    let report = matching::fewest_swaps(&Puzzle::swap(target), &start).unwrap();
    assert_eq!(report.stats.states_discovered, 4, "four misplaced 1s were paired");
    assert!(report.stats.states_expanded > 0);
}

#[test]
fn astar_and_idastar_are_optimal_on_8x8_boards_with_few_pieces() {
    // More than 25 cells: the searches use their sparse (hashed) storage.
    let mut rng = Rng(0xC0FFEE);
    for case in 0..40 {
        let ones = 1 + case % 4;
        let (start, target) = (rng.state_with(64, ones), rng.state_with(64, ones));
        let puzzle = Puzzle::swap(Board::from_small(8, 8, target));
        let expected = swap_distance(words(8, 8, start, target)).map(|d| d as usize);
        let board = Board::from_small(8, 8, start);
        for algorithm in [Algorithm::Astar, Algorithm::Idastar, Algorithm::Bibfs] {
            assert_eq!(
                replayed_length(&puzzle, &board, algorithm),
                expected,
                "{algorithm} on case {case}"
            );
        }
    }
}

/// A pair of state numbers of a `rows` x `cols` board.
fn words(rows: usize, cols: usize, start: u64, target: u64) -> BoardPair<'static> {
    BoardPair::Words {
        rows,
        cols,
        start,
        target,
    }
}

/// The swaps [`fewest_swaps_each`] hands over, as moves; `None` if the
/// numbers of pieces differ.
fn sequence_of_words(rows: usize, cols: usize, start: u64, target: u64) -> Option<Vec<Move>> {
    let mut swaps = Vec::new();
    fewest_swaps_each(rows, cols, start, target, |_| |a, b| swaps.push(Move::Swap(a, b)))?;
    Some(swaps)
}
