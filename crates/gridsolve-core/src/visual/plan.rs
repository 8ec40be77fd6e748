//! Which of the traced algorithms can run on a board, decided before any
//! search from the board's shape alone, so the page can disable the ones
//! that cannot and say why in the learner's language (`why` is a code the
//! page words; `reason` is the same in English for the API's other users).
//!
//! The bound is [`work_bound`]: every board a search could meet. A search
//! whose bound is within the budget always finishes; past it, a search may
//! still finish (a board near its goal) or stop at the budget, and the page
//! says so before it starts. The distance table always builds the whole
//! space, so past the budget it never finishes; enumeration needs presses
//! that commute and undo themselves.

use serde::Serialize;

use super::enumerate::choose;
use super::{PAGE_MAX_CELLS, PuzzleKind, Request, Traced, Which, parse_rows, puzzle_of, traced, work_bound};
use crate::SmallPuzzle;
use crate::solution::Holds;
use crate::solvers::algebra::gf2::BitMatrix;
use crate::text::thousands;
use crate::tr;

/// Whether an algorithm can finish on a board within the budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Runs {
    /// Every board it could meet fits the budget: it always finishes.
    Finishes,
    /// It may stop at the budget, depending on the board.
    MayStop,
    /// It cannot run on this board at all.
    Never,
}

/// Why an algorithm may stop or cannot run, as a code the page words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Why {
    /// The search could meet more boards than the budget allows.
    PastBudget,
    /// The distance table holds every board, and they are past the budget.
    TableTooLarge,
    /// Enumerating press sets needs moves that commute and undo themselves.
    EnumerateNeedsPresses,
    /// The board has more cells than the visualizer shows.
    BoardTooLarge,
    /// IDA* keeps no record of the boards it has seen, so it may expand
    /// one board many times, however few boards there are.
    Revisits,
}

/// One algorithm's plan on a board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AlgorithmPlan {
    /// The algorithm's name.
    pub algorithm: &'static str,
    /// Whether it finishes, may stop or cannot run on this board.
    pub runs: Runs,
    /// Why, when it may stop or cannot run.
    pub why: Option<Why>,
    /// Boards the search could meet at most; `None` when past 2^64.
    pub states: Option<u64>,
    /// Boards a search that reads them all (the table) meets at least.
    pub at_least: u64,
    /// The states a search may hold.
    pub budget: u64,
    /// `why` in words, in the request's language.
    pub reason: Option<String>,
}

/// How many boards the searches on a board can meet.
struct Reach {
    /// A search from the start meets at most these (`None`: past 2^64).
    from_start: Option<u64>,
    /// A search from the goals (the table, bidirectional BFS's back side)
    /// meets at most these...
    from_goals: Option<u64>,
    /// ...and at least these.
    from_goals_at_least: u64,
}

/// The boards the searches on the request's board can meet.
///
/// Toggles reach exactly the coset of the moves' span through the board:
/// 2^rank boards from the start, and 2^rank from each goal (the goals'
/// cosets may coincide). Swaps keep the count of 1s and reach every board
/// with it. Slides reach exactly n!/2 (the parity rule). Knights reach
/// every arrangement of their tokens on P2324's 5x5 (the census proves
/// it); on other sizes only [`work_bound`] is known.
fn reachable(request: &Request) -> Reach {
    let upper = work_bound(request);
    let exactly = |n: u64| Reach {
        from_start: Some(n),
        from_goals: Some(n),
        from_goals_at_least: n,
    };
    let unknown = Reach {
        from_start: upper,
        from_goals: upper,
        from_goals_at_least: 1,
    };
    match request.puzzle {
        PuzzleKind::Flip | PuzzleKind::Refrigerator => {
            let Some(small) = puzzle_of(request)
                .ok()
                .and_then(|(puzzle, _)| SmallPuzzle::new(&puzzle))
            else {
                return unknown;
            };
            let cells = small.cells();
            let mut matrix = BitMatrix::zeros(cells, small.move_count());
            for m in 0..small.move_count() {
                for c in 0..cells {
                    matrix.set(c, m, small.mask(m) >> c & 1 == 1);
                }
            }
            let span = 1u64 << matrix.into_echelon(small.move_count()).rank();
            Reach {
                from_start: Some(span),
                from_goals: Some(span * small.goals.len() as u64),
                from_goals_at_least: span,
            }
        }
        PuzzleKind::Swap => match parse_rows(Which::Start, &request.start) {
            Ok(board) => exactly(choose(board.cells() as u64, board.count_ones() as u64)),
            Err(_) => unknown,
        },
        PuzzleKind::Slide => upper.map_or(unknown, exactly),
        PuzzleKind::Knight => {
            let square_of_five = request.start.len() == 5 && request.start.iter().all(|row| row.chars().count() == 5);
            let ones = request
                .start
                .iter()
                .flat_map(|row| row.chars())
                .filter(|&c| c == '1')
                .count() as u64;
            if square_of_five {
                exactly(25 * choose(24, ones))
            } else {
                unknown
            }
        }
    }
}

/// Every traced algorithm's plan on the request's board (only its puzzle,
/// size and, for swaps and knights, its counts of tokens matter), for
/// searches held to `budget` states.
pub fn algorithm_plans(request: &Request, budget: u64) -> Vec<AlgorithmPlan> {
    let reach = reachable(request);
    let at_least = reach.from_goals_at_least;
    // A search stops when the states it holds reach the budget, so it is
    // sure to finish only with fewer.
    let presses = matches!(request.puzzle, PuzzleKind::Flip | PuzzleKind::Refrigerator);
    let cells: usize = request
        .start
        .iter()
        .map(|row| row.chars().filter(|c| !c.is_whitespace()).count())
        .sum();
    let too_large = !matches!(request.puzzle, PuzzleKind::Slide | PuzzleKind::Knight) && cells > PAGE_MAX_CELLS;
    let lang = request.lang();
    traced()
        .map(|traced| {
            let holds = match traced {
                Traced::Solver(algorithm) => algorithm.holds(),
                Traced::Enumerate => None,
            };
            // Enumeration tries press sets, not boards: 2^moves of them.
            let bound = match holds {
                None => work_bound(request),
                Some(Holds::FromBothSides) => reach
                    .from_start
                    .zip(reach.from_goals)
                    .and_then(|(a, b)| a.checked_add(b)),
                Some(Holds::EveryBoardFromTheGoals) => reach.from_goals,
                Some(Holds::FromStart | Holds::OnlyItsPath) => reach.from_start,
            };
            let within = bound.is_some_and(|s| s < budget);
            let what = match traced {
                Traced::Enumerate => tr!("visual-what-press-sets"),
                Traced::Solver(_) => tr!("visual-what-states"),
            };
            let (runs, why) = match holds {
                _ if too_large => (Runs::Never, Some(Why::BoardTooLarge)),
                None if !presses => (Runs::Never, Some(Why::EnumerateNeedsPresses)),
                Some(Holds::EveryBoardFromTheGoals) if at_least >= budget => (Runs::Never, Some(Why::TableTooLarge)),
                Some(Holds::EveryBoardFromTheGoals) if !within => (Runs::MayStop, Some(Why::PastBudget)),
                // IDA*'s budget counts the states it expands, not the ones
                // it holds (it holds only its path): "holds at most" would
                // be false for it, however many boards there are.
                Some(Holds::OnlyItsPath) => (Runs::MayStop, Some(Why::Revisits)),
                _ if !within => (Runs::MayStop, Some(Why::PastBudget)),
                _ => (Runs::Finishes, None),
            };
            let algorithm = traced.name();
            let reason = why.map(|why| {
                match why {
                    // A bound past 2^64 is not a number to say "up to" of.
                    Why::PastBudget => match bound {
                        Some(states) => tr!(
                            "visual-plan-past-budget",
                            states = thousands(states),
                            what = what,
                            budget = thousands(budget),
                            algorithm = algorithm
                        ),
                        None => tr!(
                            "visual-plan-past-2-64",
                            what = what,
                            budget = thousands(budget),
                            algorithm = algorithm
                        ),
                    },
                    Why::TableTooLarge => tr!(
                        "visual-plan-table-too-large",
                        states = thousands(at_least),
                        budget = thousands(budget)
                    ),
                    Why::EnumerateNeedsPresses => tr!("visual-plan-enumerate"),
                    Why::BoardTooLarge => tr!("visual-plan-board-too-large", max = PAGE_MAX_CELLS),
                    Why::Revisits => tr!("visual-plan-revisits", budget = thousands(budget)),
                }
                .render(lang)
            });
            AlgorithmPlan {
                algorithm,
                runs,
                why,
                states: bound,
                at_least,
                budget,
                reason,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::SearchLimits;
    use crate::solution::SolveError;
    use crate::visual::{SEARCH_WORK, VisualError, visualize_limited};

    fn request(puzzle: PuzzleKind, rows: &[&str], algorithm: &str) -> Request {
        Request {
            puzzle,
            start: rows.iter().map(|r| r.to_string()).collect(),
            target: None,
            algorithm: algorithm.into(),
            limit: Some(0),
            lang: None,
        }
    }

    fn runs(puzzle: PuzzleKind, rows: &[&str], budget: u64) -> Vec<(&'static str, Runs)> {
        algorithm_plans(&request(puzzle, rows, "bfs"), budget)
            .into_iter()
            .map(|p| (p.algorithm, p.runs))
            .collect()
    }

    #[test]
    fn small_boards_run_everything_and_large_ones_say_what_cannot() {
        use Runs::*;
        let four = ["1001", "1101", "1001", "1000"];
        assert_eq!(
            runs(PuzzleKind::Flip, &four, SEARCH_WORK),
            [
                ("bfs", Finishes),
                ("bibfs", Finishes),
                ("astar", Finishes),
                ("idastar", MayStop),
                ("table", Finishes),
                ("enumerate", Finishes)
            ]
        );
        let six = ["000000"; 6];
        assert_eq!(
            runs(PuzzleKind::Flip, &six, SEARCH_WORK),
            [
                ("bfs", MayStop),
                ("bibfs", MayStop),
                ("astar", MayStop),
                ("idastar", MayStop),
                ("table", Never),
                ("enumerate", MayStop)
            ]
        );
        let eight = ["2 8 3", "1 6 4", "7 0 5"];
        assert_eq!(runs(PuzzleKind::Slide, &eight, SEARCH_WORK)[4], ("table", Finishes));
        assert_eq!(runs(PuzzleKind::Slide, &eight, SEARCH_WORK)[5], ("enumerate", Never));
        let knights = ["10110", "01*11", "10111", "01001", "00000"];
        assert_eq!(runs(PuzzleKind::Knight, &knights, SEARCH_WORK)[4], ("table", Never));
        let swap = algorithm_plans(&request(PuzzleKind::Swap, &four, "bfs"), SEARCH_WORK);
        assert_eq!(swap[5].why, Some(Why::EnumerateNeedsPresses));
        let table = &algorithm_plans(&request(PuzzleKind::Flip, &six, "bfs"), SEARCH_WORK)[4];
        assert_eq!(
            table.reason.as_deref(),
            Some(
                "the table holds every board the goals reach, at least 68,719,476,736 here, past the 10,000,000 a search may hold"
            )
        );
    }

    /// A board whose reach is past 2^64 (a 5 x 5 sliding puzzle, 25!/2
    /// boards) is said to have more than 2^64, never "up to more than".
    #[test]
    fn a_reach_past_2_64_is_said_as_such_in_both_languages() {
        let fifteen = [
            "1 2 3 4 5",
            "6 7 8 9 10",
            "11 12 13 14 15",
            "16 17 18 19 20",
            "21 22 23 0 24",
        ];
        let mut asked = request(PuzzleKind::Slide, &fifteen, "bfs");
        let bfs = algorithm_plans(&asked, SEARCH_WORK).remove(0);
        assert_eq!((bfs.why, bfs.states), (Some(Why::PastBudget), None));
        assert_eq!(
            bfs.reason.as_deref(),
            Some(
                "this board may have more than 2^64 states and a search may hold 10,000,000: bfs may stop before its answer"
            )
        );
        asked.lang = Some("zh".into());
        let bfs = algorithm_plans(&asked, SEARCH_WORK).remove(0);
        assert_eq!(
            bfs.reason.as_deref(),
            Some("这个棋盘可能有超过 2^64 个状态，而一次搜索最多存 10,000,000 个：bfs 可能在得到答案之前停下")
        );
        let knights = ["11111", "01111", "00*11", "00001", "00000"];
        let bfs = algorithm_plans(&request(PuzzleKind::Knight, &knights, "bfs"), SEARCH_WORK).remove(0);
        assert_eq!(
            bfs.reason.as_deref(),
            Some(
                "this board may have up to 67,603,900 states and a search may hold 10,000,000: bfs may stop before its answer"
            )
        );
    }

    /// IDA*'s budget counts expansions, not states held: on a board whose
    /// reach is past the budget (P2324's knights, 67,603,900 boards) its
    /// plan says so, never "a search may hold" (learner recheck, item 1).
    #[test]
    fn idastar_is_never_said_to_hold_its_budget() {
        let knights = ["11111", "01111", "00*11", "00001", "00000"];
        let ida = &algorithm_plans(&request(PuzzleKind::Knight, &knights, "idastar"), SEARCH_WORK)[3];
        assert_eq!(ida.algorithm, "idastar");
        assert_eq!(ida.why, Some(Why::Revisits));
        let reason = ida.reason.as_deref().unwrap();
        assert!(reason.contains("expand"), "{reason}");
        assert!(!reason.contains("hold"), "{reason}");
        // BFS on the same board does hold what it meets: still past budget.
        let bfs = &algorithm_plans(&request(PuzzleKind::Knight, &knights, "bfs"), SEARCH_WORK)[0];
        assert_eq!((bfs.why, bfs.states), (Some(Why::PastBudget), Some(67_603_900)));
    }

    /// What the plan says is what the search does: on every board shape of
    /// flips up to 5 cells a side, under a small budget, an algorithm the
    /// plan says finishes does finish, and one it says never runs is refused.
    #[test]
    fn the_plan_agrees_with_the_searches() {
        let budget = 4096;
        for rows in 1..=5 {
            for cols in 1..=5 {
                let board: Vec<String> = (0..rows)
                    .map(|r| {
                        (0..cols)
                            .map(|c| if (r * 7 + c * 3) % 4 == 1 { '1' } else { '0' })
                            .collect()
                    })
                    .collect();
                let board: Vec<&str> = board.iter().map(String::as_str).collect();
                for puzzle in [PuzzleKind::Flip, PuzzleKind::Refrigerator, PuzzleKind::Swap] {
                    agrees(puzzle, &board, budget);
                }
            }
        }
        for board in [&["1 2", "3 0"][..], &["0 1 2", "3 4 5"], &["2 8 3", "1 6 4", "7 0 5"]] {
            for budget in [4096, 400_000] {
                agrees(PuzzleKind::Slide, board, budget);
            }
        }
    }

    fn agrees(puzzle: PuzzleKind, board: &[&str], budget: u64) {
        let rows = board.len();
        let cols = if puzzle == PuzzleKind::Slide {
            board[0].split_whitespace().count()
        } else {
            board[0].len()
        };
        let asked = |algorithm: &str| {
            let mut asked = request(puzzle, board, algorithm);
            if puzzle == PuzzleKind::Swap {
                // The target: the board upside down, with as many 1s.
                asked.target = Some(board.iter().rev().map(|r| r.to_string()).collect());
            }
            asked
        };
        for p in algorithm_plans(&asked("bfs"), budget) {
            let result = visualize_limited(&asked(p.algorithm), SearchLimits::states(budget));
            let over = matches!(
                result,
                Err(VisualError::Solve(SolveError::OverBudget { .. }) | VisualError::TooManySubsets { .. })
            );
            let label = format!("{rows}x{cols} {puzzle:?} {} within {budget}: {result:?}", p.algorithm);
            match p.runs {
                Runs::Finishes => assert!(result.is_ok(), "{label}"),
                // A board proved unsolvable before any search runs nothing.
                Runs::Never => assert!(
                    result
                        .as_ref()
                        .map_or(true, |v| v.unsolvable.is_some() && v.events.is_empty()),
                    "{label}"
                ),
                Runs::MayStop => assert!(result.is_ok() || over, "{label}"),
            }
        }
    }
}

#[cfg(test)]
mod readme {
    use super::*;
    use crate::visual::SEARCH_WORK;

    /// The page's boards, a row each: the puzzle's name on the page, its
    /// kind and a board of each size (swaps half 1s, the most boards).
    fn boards() -> Vec<(String, PuzzleKind, Vec<String>)> {
        let mut rows = Vec::new();
        for (name, puzzle) in [
            ("flip", PuzzleKind::Flip),
            ("toggle", PuzzleKind::Refrigerator),
            ("swap", PuzzleKind::Swap),
        ] {
            for n in 3..=6 {
                let board = (0..n)
                    .map(|r| {
                        (0..n)
                            .map(|c| if (r * n + c) * 2 < n * n { '1' } else { '0' })
                            .collect()
                    })
                    .collect();
                rows.push((format!("{name} {n}x{n}"), puzzle, board));
            }
        }
        let eight = ["2 8 3", "1 6 4", "7 0 5"].map(String::from).to_vec();
        rows.push(("slide 3x3".into(), PuzzleKind::Slide, eight));
        let knights = ["10110", "01*11", "10111", "01001", "00000"].map(String::from).to_vec();
        rows.push(("knight 5x5".into(), PuzzleKind::Knight, knights));
        rows
    }

    /// The table as the README shows it.
    fn table() -> String {
        let mut out = format!(
            "| board | {} |\n|---|{}\n",
            Traced::names().join(" | "),
            "---|".repeat(traced().count())
        );
        for (name, puzzle, start) in boards() {
            let request = Request {
                puzzle,
                start,
                target: None,
                algorithm: "bfs".into(),
                limit: None,
                lang: None,
            };
            let cells: Vec<&str> = algorithm_plans(&request, SEARCH_WORK)
                .iter()
                .map(|p| match p.runs {
                    Runs::Finishes => "finishes",
                    Runs::MayStop => "may stop",
                    Runs::Never => "no",
                })
                .collect();
            out.push_str(&format!("| {name} | {} |\n", cells.join(" | ")));
        }
        out
    }

    #[test]
    fn the_readme_says_what_runs_at_which_size() {
        let readme = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../../README.md")).unwrap();
        let table = table();
        assert!(
            readme.contains(&table),
            "README.md should hold the page's plan table:\n{table}"
        );
    }
}
