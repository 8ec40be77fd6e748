//! The Z_K solver (`solvers::algebra::zk`) against brute force over every press
//! vector, for K-state stencils and button sets; and against the GF(2)
//! solver for K = 2. Every answer is replayed.

use gridsolve_core::grid::Grid;
use gridsolve_core::modular::{Buttons, ModularGoal, ModularPuzzle};
use gridsolve_core::solvers::{algebra::linear, algebra::zk};
use gridsolve_core::{Goal, Outcome, Stencil};
use proptest::prelude::*;

/// For every change `delta` a press vector can make (as a base-K number,
/// first cell most significant), the smallest total of press counts making
/// it: every vector in `0..K` per press is tried.
struct BruteForce {
    k: usize,
    cells: usize,
    fewest: Vec<u32>,
}

const UNREACHED: u32 = u32::MAX;

impl BruteForce {
    fn new(puzzle: &ModularPuzzle) -> BruteForce {
        let k = puzzle.states as usize;
        let (cells, presses) = (puzzle.cells(), puzzle.press_count());
        let columns: Vec<Vec<usize>> = (0..presses)
            .map(|j| {
                puzzle
                    .press_cells(j)
                    .into_iter()
                    .map(|(r, c)| r * puzzle.cols + c)
                    .collect()
            })
            .collect();
        let mut fewest = vec![UNREACHED; k.pow(cells as u32)];
        let mut counts = vec![0usize; presses];
        let mut delta = vec![0usize; cells];
        let mut total = 0u32;
        loop {
            let index = delta.iter().fold(0, |acc, &d| acc * k + d);
            fewest[index] = fewest[index].min(total);
            // Next press vector, odometer order.
            let mut j = 0;
            loop {
                if j == presses {
                    return BruteForce { k, cells, fewest };
                }
                counts[j] += 1;
                total += 1;
                for &cell in &columns[j] {
                    delta[cell] = (delta[cell] + 1) % k;
                }
                if counts[j] < k {
                    break;
                }
                counts[j] = 0;
                total -= k as u32;
                j += 1;
            }
        }
    }

    /// Fewest presses from `start` to any goal board, `None` if unreachable.
    fn solve(&self, puzzle: &ModularPuzzle, start: &Grid) -> Option<u32> {
        puzzle
            .goal_grids()
            .iter()
            .map(|goal| {
                let index = (0..self.cells).fold(0, |acc, i| {
                    acc * self.k + (goal.values()[i] as usize + self.k - start.values()[i] as usize) % self.k
                });
                self.fewest[index]
            })
            .filter(|&f| f != UNREACHED)
            .min()
    }
}

fn grid_from_index(rows: usize, cols: usize, k: usize, mut index: usize) -> Grid {
    let mut values = vec![0u8; rows * cols];
    for v in values.iter_mut().rev() {
        *v = (index % k) as u8;
        index /= k;
    }
    Grid::from_values(rows, cols, values)
}

/// Solves, replays, and compares with brute force; with `tiny_budget`, also
/// solves again with a walk budget too small for most kernels.
fn check_against(brute: &BruteForce, puzzle: &ModularPuzzle, start: &Grid, tiny_budget: bool) {
    let report = zk::fewest_presses(puzzle, start, zk::ZkSystem::Auto, zk::WALK_BUDGET_OPS).unwrap();
    let expected = brute.solve(puzzle, start);
    match (&report.outcome, expected) {
        (zk::ModularOutcome::Solved(answer), Some(fewest)) => {
            assert!(answer.optimal, "{puzzle:?} {start:?}");
            assert_eq!(answer.total, u64::from(fewest), "{puzzle:?} from {start:?}");
            assert_eq!(answer.counts.iter().map(|&c| u64::from(c)).sum::<u64>(), answer.total);
            assert!(answer.counts.iter().all(|&c| c < puzzle.states));
            let end = puzzle.apply_counts(start, &answer.counts);
            assert!(puzzle.is_goal(&end), "{puzzle:?}: {start:?} ends at {end:?}");
        }
        (zk::ModularOutcome::Unsolvable(reason), None) => {
            assert!(
                reason.to_string().contains("not a combination of the presses"),
                "{reason}"
            );
        }
        (outcome, expected) => panic!("{puzzle:?} from {start:?}: solver {outcome:?}, brute force {expected:?}"),
    }
    // With a tiny walk budget the answer may be worse, but it still replays,
    // and when it claims a proof (by the lower bound), it is the minimum.
    if !tiny_budget {
        return;
    }
    let small = zk::fewest_presses(puzzle, start, zk::ZkSystem::Auto, 16).unwrap();
    if let (Some(answer), Some(fewest)) = (small.outcome.solution(), expected) {
        assert!(puzzle.is_goal(&puzzle.apply_counts(start, &answer.counts)));
        assert!(answer.total >= u64::from(fewest));
        if answer.optimal {
            assert_eq!(answer.total, u64::from(fewest), "{puzzle:?} from {start:?}");
        }
    }
}

fn stencil_puzzle(rows: usize, cols: usize, k: u8, stencil: &str, wrap: bool, goal: ModularGoal) -> ModularPuzzle {
    ModularPuzzle::stencil(rows, cols, k, Stencil::parse(stencil).unwrap(), wrap, goal)
}

/// Every board of the puzzle, or `samples` of them (a fixed pseudo-random choice).
fn boards(rows: usize, cols: usize, k: usize, samples: usize) -> Vec<Grid> {
    let all = k.pow((rows * cols) as u32);
    if all <= samples {
        return (0..all).map(|i| grid_from_index(rows, cols, k, i)).collect();
    }
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    (0..samples)
        .map(|_| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            grid_from_index(rows, cols, k, (state >> 11) as usize % all)
        })
        .collect()
}

#[test]
fn k_state_stencils_match_brute_force_on_boards_up_to_3x3() {
    for k in [3u8, 4, 5, 6] {
        for (rows, cols) in [(1, 3), (2, 2), (2, 3), (3, 3)] {
            for (stencil, wrap) in [
                ("plus", false),
                ("plus", true),
                ("cross", false),
                ("stencil:#.#/.#./##.", false),
            ] {
                for goal in [ModularGoal::Fill(0), ModularGoal::Uniform] {
                    let puzzle = stencil_puzzle(rows, cols, k, stencil, wrap, goal);
                    let brute = BruteForce::new(&puzzle);
                    // Every board where there are at most 20,000; a sample beyond.
                    for start in boards(rows, cols, k as usize, 20_000 / (k as usize)) {
                        check_against(&brute, &puzzle, &start, false);
                    }
                }
            }
        }
    }
}

#[test]
fn a_goal_board_is_reached_with_the_fewest_presses() {
    for k in [3u8, 4, 6] {
        let goal = grid_from_index(2, 3, k as usize, 77);
        let puzzle = stencil_puzzle(2, 3, k, "plus", false, ModularGoal::Grid(goal));
        let brute = BruteForce::new(&puzzle);
        for start in boards(2, 3, k as usize, 50_000) {
            check_against(&brute, &puzzle, &start, true);
        }
    }
}

#[test]
fn merlins_magic_square_matches_brute_force_for_every_board() {
    // The game's goal: every light on but the centre.
    let ring = Grid::parse_digits("111\n101\n111", 1).unwrap();
    for k in [2u8, 3] {
        let goal = if k == 2 {
            ModularGoal::Grid(ring.clone())
        } else {
            ModularGoal::Fill(0)
        };
        let puzzle = ModularPuzzle::buttons(3, 3, k, Buttons::merlin(), goal);
        let brute = BruteForce::new(&puzzle);
        for start in boards(3, 3, k as usize, 20_000) {
            check_against(&brute, &puzzle, &start, true);
        }
    }
    // Merlin's press map is invertible over GF(2): every board is solvable.
    let puzzle = ModularPuzzle::buttons(3, 3, 2, Buttons::merlin(), ModularGoal::Grid(ring));
    let report = zk::fewest_presses(&puzzle, &Grid::zeros(3, 3), zk::ZkSystem::Auto, zk::WALK_BUDGET_OPS).unwrap();
    assert!(report.kernel_orders.is_empty());
    assert!(report.outcome.solution().is_some());
}

#[test]
fn k_equal_2_agrees_with_the_gf2_solver() {
    for (rows, cols) in [(3, 3), (4, 4), (5, 5), (4, 6)] {
        for (stencil, wrap) in [("plus", false), ("plus", true), ("cross", false)] {
            for (goal, two_state_goal) in [
                (ModularGoal::Fill(0), Goal::Zeros),
                (ModularGoal::Uniform, Goal::Uniform),
            ] {
                let puzzle = stencil_puzzle(rows, cols, 2, stencil, wrap, goal);
                let two_state = puzzle.as_two_state(two_state_goal).unwrap();
                for start in boards(rows, cols, 2, 60) {
                    let ours = zk::fewest_presses(&puzzle, &start, zk::ZkSystem::Auto, zk::WALK_BUDGET_OPS).unwrap();
                    let theirs = linear::fewest_presses(
                        &two_state,
                        &start.to_board(),
                        linear::Gf2System::Auto,
                        linear::WALK_BUDGET_WORDS,
                    )
                    .map(linear::PressGridReport::into_report)
                    .unwrap();
                    match (&ours.outcome, &theirs.outcome) {
                        (zk::ModularOutcome::Solved(a), Outcome::Solved(b)) => {
                            assert_eq!(a.total, b.moves.len() as u64);
                            assert_eq!((a.optimal, b.optimal), (true, true));
                            assert!(puzzle.is_goal(&puzzle.apply_counts(&start, &a.counts)));
                        }
                        (zk::ModularOutcome::Unsolvable(_), Outcome::Unsolvable(_)) => {}
                        (a, b) => panic!("zk {a:?} vs linear {b:?} on {start:?}"),
                    }
                    assert_eq!(Some(ours.kernel_orders.len()), theirs.nullity);
                }
            }
        }
    }
}

#[test]
fn the_kernel_counts_the_press_vectors_that_change_nothing() {
    for k in [2u8, 4, 6] {
        let puzzle = stencil_puzzle(2, 3, k, "cross", false, ModularGoal::Fill(0));
        let report = zk::fewest_presses(&puzzle, &Grid::zeros(2, 3), zk::ZkSystem::Auto, zk::WALK_BUDGET_OPS).unwrap();
        // Brute force: press vectors whose change is zero.
        let presses = puzzle.press_count();
        let k = k as usize;
        let zero_changes = (0..k.pow(presses as u32))
            .filter(|&index| {
                let counts: Vec<u8> = grid_from_index(1, presses, k, index).values().to_vec();
                puzzle.apply_counts(&Grid::zeros(2, 3), &counts).is_zero()
            })
            .count();
        assert_eq!(report.kernel_size(), Some(zero_changes as u128), "K = {k}");
    }
}

#[test]
fn large_boards_are_refused_up_front() {
    // The cross is not chased: the whole system is too large.
    let puzzle = stencil_puzzle(50, 50, 3, "cross", false, ModularGoal::Fill(0));
    let error = zk::fewest_presses(&puzzle, &Grid::zeros(50, 50), zk::ZkSystem::Auto, zk::WALK_BUDGET_OPS)
        .unwrap_err()
        .to_string();
    assert!(
        error.contains("on 2500 cells and 2500 presses") && error.contains("the limit is 2^"),
        "{error}"
    );
    // Plus is chased, up to a limit too.
    let puzzle = stencil_puzzle(300, 300, 3, "plus", false, ModularGoal::Fill(0));
    let error = zk::fewest_presses(&puzzle, &Grid::zeros(300, 300), zk::ZkSystem::Auto, zk::WALK_BUDGET_OPS)
        .unwrap_err()
        .to_string();
    assert!(error.contains("light chasing this 300x300 board modulo 3"), "{error}");
    // A board the wrong size is refused too.
    let error = zk::fewest_presses(&puzzle, &Grid::zeros(3, 3), zk::ZkSystem::Auto, zk::WALK_BUDGET_OPS)
        .unwrap_err()
        .to_string();
    assert!(error.contains("3x3"), "{error}");
}

/// A random puzzle small enough for brute force: K, size, presses.
fn small_puzzle() -> impl Strategy<Value = ModularPuzzle> {
    (2u8..=12, 1usize..=3, 1usize..=3, any::<bool>(), any::<u64>()).prop_filter_map(
        "brute force must stay small",
        |(k, rows, cols, use_buttons, seed)| {
            let mut state = seed | 1;
            let mut next = move |below: usize| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                (state % below as u64) as usize
            };
            let cells = rows * cols;
            let puzzle = if use_buttons {
                let count = 1 + next(5);
                let buttons = (0..count)
                    .map(|_| {
                        let size = 1 + next(cells);
                        (0..size).map(|_| (next(rows), next(cols))).collect()
                    })
                    .collect();
                ModularPuzzle::buttons(rows, cols, k, Buttons::new(buttons), ModularGoal::Fill(0))
            } else {
                let pattern: String = ["#.#/.##/#..", ".#./###/.#.", "##./.#./..#", "###/#.#/###"][next(4)].into();
                let goal = if next(2) == 0 {
                    ModularGoal::Uniform
                } else {
                    ModularGoal::Fill(0)
                };
                ModularPuzzle::stencil(
                    rows,
                    cols,
                    k,
                    Stencil::parse(&format!("stencil:{pattern}")).unwrap(),
                    next(2) == 0,
                    goal,
                )
            };
            let vectors = (k as u64).checked_pow(puzzle.press_count() as u32)?;
            (vectors <= 300_000 && (k as u64).pow(cells as u32) <= 300_000).then_some(puzzle)
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_k_stencils_and_buttons_match_brute_force(puzzle in small_puzzle(), seed in any::<usize>()) {
        let brute = BruteForce::new(&puzzle);
        let k = puzzle.states as usize;
        let all = k.pow(puzzle.cells() as u32);
        for i in 0..8 {
            let start = grid_from_index(puzzle.rows, puzzle.cols, k, seed.wrapping_add(i * 7919) % all);
            check_against(&brute, &puzzle, &start, true);
        }
    }
}

/// Stencils whose top row is the centre cell alone: light chasing applies.
const CHASEABLE: [&str; 5] = [
    "plus",
    "stencil:.#./#.#/.#.",
    "stencil:.#./###/###",
    "stencil:..#../.###./#####",
    "stencil:.#./.../#.#",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn light_chasing_agrees_with_the_dense_system(
        k in 2u8..=30,
        rows in 1usize..=7,
        cols in 1usize..=7,
        stencil in 0usize..CHASEABLE.len(),
        uniform in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let goal = if uniform { ModularGoal::Uniform } else { ModularGoal::Fill(0) };
        let puzzle = stencil_puzzle(rows, cols, k, CHASEABLE[stencil], false, goal);
        let mut state = seed | 1;
        let values: Vec<u8> = (0..rows * cols)
            .map(|_| {
                state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                ((state >> 33) % u64::from(k)) as u8
            })
            .collect();
        let start = Grid::from_values(rows, cols, values);
        let dense = zk::fewest_presses(&puzzle, &start, zk::ZkSystem::Dense, zk::WALK_BUDGET_OPS).unwrap();
        let chased = match zk::fewest_presses(&puzzle, &start, zk::ZkSystem::Chase, zk::WALK_BUDGET_OPS) {
            Ok(report) => report,
            // Boards no taller than the stencil's reach up are not chased.
            Err(e) => {
                prop_assert!(e.to_string().contains("light chasing needs"), "{}", e);
                return Ok(());
            }
        };
        prop_assert_eq!(dense.kernel_size(), chased.kernel_size());
        match (&dense.outcome, &chased.outcome) {
            (zk::ModularOutcome::Solved(a), zk::ModularOutcome::Solved(b)) => {
                prop_assert!(puzzle.is_goal(&puzzle.apply_counts(&start, &b.counts)));
                if a.optimal && b.optimal {
                    prop_assert_eq!(a.total, b.total);
                }
            }
            (zk::ModularOutcome::Unsolvable(a), zk::ModularOutcome::Unsolvable(b)) => prop_assert_eq!(a, b),
            (a, b) => prop_assert!(false, "dense {:?} vs chased {:?}", a, b),
        }
    }
}

#[test]
fn light_chasing_solves_boards_the_dense_system_refuses() {
    let puzzle = stencil_puzzle(120, 120, 3, "plus", false, ModularGoal::Fill(0));
    let presses: Vec<u8> = (0..120 * 120).map(|i| (i * 7 % 11 % 3) as u8).collect();
    let start = puzzle.apply_counts(&Grid::zeros(120, 120), &presses);
    let error = zk::fewest_presses(&puzzle, &start, zk::ZkSystem::Dense, zk::WALK_BUDGET_OPS).unwrap_err();
    assert!(error.to_string().contains("the limit is 2^"), "{error}");
    let report = zk::fewest_presses(&puzzle, &start, zk::ZkSystem::Auto, zk::WALK_BUDGET_OPS).unwrap();
    let answer = report.outcome.solution().unwrap();
    assert!(puzzle.is_goal(&puzzle.apply_counts(&start, &answer.counts)));
}
