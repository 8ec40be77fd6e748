//! The toggle solver (`solvers::algebra::linear`: dense elimination and light chasing,
//! then the null-space walk) against brute-force breadth-first search.

use gridsolve_core::census::cosets::{self, CensusPlan};
use gridsolve_core::limits::SearchLimits;
use gridsolve_core::solvers::algebra::chasing::ChasePlan;
use gridsolve_core::solvers::algebra::linear::{self, Gf2System};
use gridsolve_core::solvers::{search::bfs, search::table::DistanceTable};
use gridsolve_core::trace::NoTrace;
use gridsolve_core::{Board, Goal, Move, Outcome, Puzzle, SmallPuzzle, SolveError, Stencil};
use proptest::prelude::*;

const STENCILS: [&str; 3] = ["plus", "cross", "stencil:#.#/.#./##."];

fn toggle(rows: usize, cols: usize, stencil: &str, wrap: bool, goal: Goal) -> Puzzle {
    Puzzle::toggle(rows, cols, Stencil::parse(stencil).unwrap(), wrap, goal)
}

/// The methods that apply to `puzzle`: dense always, chasing when it can.
fn methods(puzzle: &Puzzle) -> Vec<Gf2System> {
    let mut methods = vec![Gf2System::Dense, Gf2System::Auto];
    if ChasePlan::new(puzzle).is_some() {
        methods.push(Gf2System::Chase);
    }
    methods
}

/// Solves `start` with every method and checks each answer against the
/// brute-force distance `expected`: same solvability, same number of presses,
/// proven optimal, replays to the goal; and the same nullity from every method.
fn check_board(puzzle: &Puzzle, start: &Board, expected: Option<usize>) {
    let mut nullity = None;
    for method in methods(puzzle) {
        let report = linear::fewest_presses(puzzle, start, method, linear::WALK_BUDGET_WORDS)
            .map(linear::PressGridReport::into_report)
            .unwrap();
        let context = || format!("{puzzle:?} {method:?} start\n{}", start.to_text());
        assert!(report.nullity.is_some(), "{}", context());
        assert!(
            nullity.is_none() || nullity == report.nullity,
            "nullity differs: {}",
            context()
        );
        nullity = report.nullity;
        match (&report.outcome, expected) {
            (Outcome::Unsolvable(reason), None) => assert!(reason.to_string().contains("rank"), "{reason}"),
            (Outcome::Solved(solution), Some(d)) => {
                assert_eq!(solution.moves.len(), d, "{}", context());
                assert!(solution.optimal, "{}", context());
                assert!(
                    puzzle.is_goal(&puzzle.replay(start, &solution.moves).unwrap()),
                    "{}",
                    context()
                );
            }
            (outcome, expected) => panic!("{outcome:?} but BFS says {expected:?}: {}", context()),
        }
    }
}

/// Every board of the puzzle against plain BFS from that board.
fn sweep_against_bfs(puzzle: &Puzzle) {
    let small = SmallPuzzle::new(puzzle).unwrap();
    for state in 0..1u64 << puzzle.cells() {
        let expected = bfs::shortest_path(&small, state, &mut NoTrace, SearchLimits::default())
            .unwrap()
            .0
            .map(|p| p.len());
        check_board(puzzle, &Board::from_small(puzzle.rows, puzzle.cols, state), expected);
    }
}

/// Boards `states` of the puzzle against a distance table (BFS from the goals).
fn sweep_against_table(puzzle: &Puzzle, states: impl Iterator<Item = u64>) {
    let table = DistanceTable::build(SmallPuzzle::new(puzzle).unwrap(), &mut NoTrace, SearchLimits::default()).unwrap();
    for state in states {
        check_board(
            puzzle,
            &Board::from_small(puzzle.rows, puzzle.cols, state),
            table.distance(state).map(usize::from),
        );
    }
}

#[test]
fn every_board_of_small_shapes_agrees_with_bfs() {
    let shapes = (1..=6).map(|k| (1, k)).chain([(2, 3), (3, 3)]);
    for (rows, cols) in shapes {
        for stencil in STENCILS {
            for wrap in [false, true] {
                for goal in [Goal::Zeros, Goal::Uniform] {
                    sweep_against_bfs(&toggle(rows, cols, stencil, wrap, goal));
                }
            }
        }
    }
}

#[test]
fn flip_game_and_refrigerator_agree_with_the_table_on_all_65536_boards() {
    sweep_against_table(&Puzzle::flip_game(4, 4), 0..1 << 16);
    sweep_against_table(&Puzzle::refrigerator(4, 4), 0..1 << 16);
}

#[test]
fn every_3x5_board_agrees_for_plus_and_custom_on_a_torus() {
    sweep_against_table(&toggle(3, 5, "plus", true, Goal::Zeros), 0..1 << 15);
    sweep_against_table(&toggle(3, 5, STENCILS[2], true, Goal::Uniform), 0..1 << 15);
}

#[test]
fn samples_of_the_other_4x4_and_3x5_combinations_agree_with_the_table() {
    // Every 31st board: a spread over all of them, at a 31st of the time.
    for (rows, cols) in [(4, 4), (3, 5)] {
        for stencil in STENCILS {
            for wrap in [false, true] {
                for goal in [Goal::Zeros, Goal::Uniform] {
                    let puzzle = toggle(rows, cols, stencil, wrap, goal);
                    sweep_against_table(&puzzle, (0..1u64 << (rows * cols)).step_by(31));
                }
            }
        }
    }
}

/// Rank of a matrix of booleans by plain Gaussian elimination: the
/// independent computation for the null-space dimensions.
fn rank(mut rows: Vec<Vec<bool>>) -> usize {
    let cols = rows.first().map_or(0, Vec::len);
    let mut rank = 0;
    for col in 0..cols {
        let Some(pivot) = (rank..rows.len()).find(|&r| rows[r][col]) else {
            continue;
        };
        rows.swap(rank, pivot);
        let pivot_row = rows[rank].clone();
        for (r, row) in rows.iter_mut().enumerate() {
            if r != rank && row[col] {
                for (a, b) in row.iter_mut().zip(&pivot_row) {
                    *a ^= b;
                }
            }
        }
        rank += 1;
    }
    rank
}

#[test]
fn lights_out_nullity_for_n_up_to_20_matches_an_independent_rank() {
    let mut nullities = Vec::new();
    for n in 1..=20usize {
        let matrix: Vec<Vec<bool>> = (0..n * n)
            .map(|cell| {
                let (r, c) = (cell / n, cell % n);
                (0..n * n)
                    .map(|press| (press / n).abs_diff(r) + (press % n).abs_diff(c) <= 1)
                    .collect()
            })
            .collect();
        let expected = n * n - rank(matrix);
        let puzzle = toggle(n, n, "plus", false, Goal::Zeros);
        for method in [Gf2System::Dense, Gf2System::Chase] {
            let report = linear::fewest_presses(&puzzle, &Board::zeros(n, n), method, linear::WALK_BUDGET_WORDS)
                .map(linear::PressGridReport::into_report)
                .unwrap();
            assert_eq!(report.nullity, Some(expected), "n = {n}, {method:?}");
        }
        nullities.push((n, expected));
    }
    // The published values (OEIS A075462) agree with the computation above.
    for known in [(4, 4), (5, 2), (9, 8), (11, 6), (16, 8), (17, 2), (19, 16)] {
        assert!(nullities.contains(&known), "{known:?} not in {nullities:?}");
    }
}

#[test]
fn boards_beyond_every_method_are_refused_with_a_reason() {
    let cross = toggle(100, 100, "cross", false, Goal::Zeros);
    let err = linear::fewest_presses(
        &cross,
        &Board::zeros(100, 100),
        linear::Gf2System::Auto,
        linear::WALK_BUDGET_WORDS,
    )
    .map(linear::PressGridReport::into_report)
    .unwrap_err();
    assert!(
        matches!(&err, SolveError::TooLarge { why, .. } if why.to_string().contains("at most 8192 cells")),
        "{err}"
    );
    let block = toggle(100, 100, "stencil:###/###/###", false, Goal::Zeros);
    assert!(matches!(
        linear::fewest_presses(
            &block,
            &Board::zeros(100, 100),
            linear::Gf2System::Auto,
            linear::WALK_BUDGET_WORDS
        )
        .map(linear::PressGridReport::into_report),
        Err(SolveError::TooLarge { .. })
    ));
    let small_block = toggle(3, 3, "stencil:###/###/###", false, Goal::Zeros);
    assert!(matches!(
        linear::fewest_presses(
            &small_block,
            &Board::zeros(3, 3),
            Gf2System::Chase,
            linear::WALK_BUDGET_WORDS
        )
        .map(linear::PressGridReport::into_report),
        Err(SolveError::NotApplicable { .. })
    ));
}

#[test]
fn large_null_space_is_walked_within_budget_and_not_claimed_optimal() {
    // 1 x 40 cross: every press flips the whole row, so the null space has
    // dimension 39: too many combinations to walk, so no claim of optimality.
    let puzzle = toggle(1, 40, "cross", false, Goal::Zeros);
    let start = Board::ones(1, 40);
    let report = linear::fewest_presses(&puzzle, &start, Gf2System::Auto, 1 << 20)
        .map(linear::PressGridReport::into_report)
        .unwrap();
    assert_eq!(report.nullity, Some(39));
    let solution = report.outcome.solution().unwrap();
    assert!(puzzle.is_goal(&puzzle.replay(&start, &solution.moves).unwrap()));
    assert!(!solution.optimal);
    assert!(
        solution
            .note
            .as_ref()
            .unwrap()
            .to_string()
            .contains("null space of dimension 39")
    );
    // The greedy pass still finds a single press.
    assert_eq!(solution.moves.len(), 1);
}

#[test]
fn census_matches_the_distance_table_with_both_methods() {
    for (rows, cols) in [(1, 1), (1, 4), (2, 3), (3, 3), (2, 5), (4, 4), (3, 5)] {
        for stencil in STENCILS {
            for wrap in [false, true] {
                for goal in [Goal::Zeros, Goal::Ones, Goal::Uniform] {
                    let puzzle = toggle(rows, cols, stencil, wrap, goal);
                    let table = DistanceTable::build(
                        SmallPuzzle::new(&puzzle).unwrap(),
                        &mut NoTrace,
                        SearchLimits::default(),
                    )
                    .unwrap();
                    let expected: Vec<u128> = table.distribution().into_iter().map(u128::from).collect();
                    for method in [cosets::LeaderCount::Classes, cosets::LeaderCount::Cosets] {
                        let plan = CensusPlan::new(&puzzle, method).unwrap();
                        let result = plan.finish((0..plan.chunks()).map(|c| plan.count_chunk(c)));
                        assert_eq!(result.distribution, expected, "{puzzle:?} {method:?}");
                        assert_eq!(result.solvable, expected.iter().sum::<u128>());
                        assert_eq!(result.states, 1 << (rows * cols));
                        assert_eq!(result.gods_number(), usize::from(table.max_distance()));
                    }
                }
            }
        }
    }
}

#[test]
fn census_refuses_what_it_cannot_count() {
    let wide = toggle(1, 40, "cross", false, Goal::Zeros);
    let err = CensusPlan::new(&wide, cosets::LeaderCount::Auto).unwrap_err();
    assert!(
        matches!(&err, SolveError::TooLarge { why, .. } if why.to_string().contains("dimension 39")),
        "{err}"
    );
    assert!(CensusPlan::new(&toggle(9, 9, "plus", false, Goal::Zeros), cosets::LeaderCount::Auto).is_err());
}

/// A random stencil of odd height and width up to 5, toggling at least one cell.
fn stencil_strategy() -> impl Strategy<Value = String> {
    (0..3usize, 0..3usize)
        .prop_flat_map(|(h, w)| {
            let (h, w) = (2 * h + 1, 2 * w + 1);
            (Just((h, w)), proptest::collection::vec(any::<bool>(), h * w))
        })
        .prop_map(|((h, w), mut cells)| {
            if !cells.iter().any(|&b| b) {
                cells[(h / 2) * w + w / 2] = true;
            }
            let rows: Vec<String> = cells
                .chunks(w)
                .map(|row| row.iter().map(|&b| if b { '#' } else { '.' }).collect())
                .collect();
            format!("stencil:{}", rows.join("/"))
        })
}

fn rule_strategy() -> impl Strategy<Value = String> {
    prop_oneof![Just("plus".to_string()), Just("cross".to_string()), stencil_strategy()]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Any board up to 12 x 12 that is solvable by construction (the effect
    /// of random presses) is solved, and every method's presses replay to
    /// the goal, with the same count whenever proven optimal.
    #[test]
    fn solutions_replay_to_the_goal(
        rows in 1..=12usize, cols in 1..=12usize, rule in rule_strategy(), wrap in any::<bool>(),
        uniform in any::<bool>(), seed in any::<u64>(),
    ) {
        let goal = if uniform { Goal::Uniform } else { Goal::Zeros };
        let puzzle = toggle(rows, cols, &rule, wrap, goal);
        let mut state = seed | 1;
        let presses: Vec<Move> = (0..rows * cols)
            .filter(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                state & 1 == 1
            })
            .map(|i| Move::Press((i / cols, i % cols)))
            .collect();
        let start = puzzle.replay(&Board::zeros(rows, cols), &presses).unwrap();
        let mut proven = None;
        for method in methods(&puzzle) {
            let report = linear::fewest_presses(&puzzle, &start, method, linear::WALK_BUDGET_WORDS).map(linear::PressGridReport::into_report).unwrap();
            let solution = report.outcome.solution().expect("solvable by construction");
            prop_assert!(puzzle.is_goal(&puzzle.replay(&start, &solution.moves).unwrap()));
            if solution.optimal {
                prop_assert!(solution.moves.len() <= presses.len());
                prop_assert!(proven.is_none() || proven == Some(solution.moves.len()));
                proven = Some(solution.moves.len());
            } else {
                prop_assert!(solution.note.is_some());
            }
        }
    }

    /// On boards of at most 12 cells, with any goal, the count is BFS's.
    #[test]
    fn minimum_matches_brute_force_on_small_boards(
        rows in 1..=3usize, cols in 1..=4usize, rule in rule_strategy(), wrap in any::<bool>(),
        goal_kind in 0..4usize, start in any::<u64>(), target in any::<u64>(),
    ) {
        let cells = rows * cols;
        let mask = (1u64 << cells) - 1;
        let goal = match goal_kind {
            0 => Goal::Zeros,
            1 => Goal::Ones,
            2 => Goal::Uniform,
            _ => Goal::Board(Board::from_small(rows, cols, target & mask)),
        };
        let puzzle = toggle(rows, cols, &rule, wrap, goal);
        let small = SmallPuzzle::new(&puzzle).unwrap();
        let expected = bfs::shortest_path(&small, start & mask, &mut NoTrace, SearchLimits::default()).unwrap().0.map(|p| p.len());
        check_board(&puzzle, &Board::from_small(rows, cols, start & mask), expected);
    }
}
