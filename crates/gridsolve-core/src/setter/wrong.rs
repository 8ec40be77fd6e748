//! The wrong solution of a press problem, run here on the problem's own
//! tests before it is labelled wrong. A mistake that changes nothing for
//! the variant (wrapping a whole row-and-column pattern round the edges, or
//! a single cell) gives a right solution; tagged WA, it would fail the
//! package's own verification, or worse, teach the setter that a right
//! method is wrong. So each candidate mistake is modelled exactly as the
//! generated C++ makes it (the model solution's elimination and kernel walk
//! with `pressCells` changed by the mistake's define) and judged as the
//! checker judges: the count against the jury's, the presses replayed under
//! the true rule. The first mistake that fails a test is kept, with the
//! subtasks it fails; none, and the package has no wrong solution.

use super::test_data::TestFile;
use super::{MAX_KERNEL_WORK, PressGoal, ProblemPlan, ProblemVariant};
use crate::Stencil;

/// A plausible mistake in a press problem's solution, one `#define` in the
/// generated model.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PressMistake {
    /// The edges read the other way: a torus missed, or one read into the
    /// statement (`WRONG_WRAP`).
    WrapFlipped,
    /// Greedy: each cell pressed until it is right, as if a press changed
    /// only its own cell (`WRONG_LIT_CELLS`).
    LitCellsOnly,
}

impl PressMistake {
    /// The candidates, in the order they are tried.
    pub const ALL: [PressMistake; 2] = [PressMistake::WrapFlipped, PressMistake::LitCellsOnly];

    /// The define that switches the mistake on in the generated model.
    pub fn define(self) -> &'static str {
        match self {
            PressMistake::WrapFlipped => "WRONG_WRAP",
            PressMistake::LitCellsOnly => "WRONG_LIT_CELLS",
        }
    }
}

/// The mistake a press problem's wrong solution makes, and the subtasks
/// where it fails at least one test (proven by running it here).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WrongChoice {
    /// The mistake the wrong solution makes.
    pub mistake: PressMistake,
    /// Fails at least one test of subtask 1, of subtask 2; on a subtask
    /// where it fails none, every answer it prints is accepted.
    pub fails: [bool; 2],
}

/// The press rule as the generated programs see it.
struct Rule {
    states: u32,
    wrap: bool,
    cross: bool,
    offsets: Vec<(isize, isize)>,
    goal: PressGoal,
    lit_cells_only: bool,
}

impl Rule {
    /// `pressCells` of press.h: the cells one press at (r, c) changes.
    fn cells(&self, n: usize, m: usize, r: usize, c: usize) -> Vec<usize> {
        if self.lit_cells_only {
            return vec![r * m + c];
        }
        let mut cells = Vec::new();
        let mut add = |dr: isize, dc: isize| {
            let (mut nr, mut nc) = (r as isize + dr, c as isize + dc);
            if self.wrap {
                nr = nr.rem_euclid(n as isize);
                nc = nc.rem_euclid(m as isize);
            } else if nr < 0 || nr >= n as isize || nc < 0 || nc >= m as isize {
                return;
            }
            cells.push(nr as usize * m + nc as usize);
        };
        if self.cross {
            for d in -(n as isize - 1)..=(n as isize - 1) {
                add(d, 0);
            }
            for d in -(m as isize - 1)..=(m as isize - 1) {
                if d != 0 {
                    add(0, d);
                }
            }
        } else {
            for &(dr, dc) in &self.offsets {
                add(dr, dc);
            }
        }
        cells.sort_unstable();
        cells.dedup();
        cells
    }

    fn goal_values(&self) -> Vec<u32> {
        match self.goal {
            PressGoal::Zeros => vec![0],
            PressGoal::Ones => vec![1],
            PressGoal::Uniform => (0..self.states).collect(),
        }
    }
}

/// What the model (with the rule's mistake) prints for one board: `None`
/// for `-1`, else the presses a cell; `Err(())` when its kernel walk would
/// take longer than `budget` cell steps (it might run out of time, so its
/// verdict is not known).
fn model_answer(rule: &Rule, n: usize, m: usize, board: &[u32], budget: u64) -> Result<Option<Vec<u32>>, ()> {
    let k = rule.states;
    let cells = n * m;
    let goals = rule.goal_values();
    let g = goals.len();
    let mut a = vec![vec![0u32; cells + g]; cells];
    let columns: Vec<Vec<usize>> = (0..cells).map(|p| rule.cells(n, m, p / m, p % m)).collect();
    for (p, column) in columns.iter().enumerate() {
        for &cell in column {
            a[cell][p] = 1;
        }
    }
    for cell in 0..cells {
        for (j, &goal) in goals.iter().enumerate() {
            a[cell][cells + j] = (goal + k - board[cell]) % k;
        }
    }
    let inverse = |x: u32| (1..k).find(|y| x * y % k == 1).unwrap_or(0);
    let mut pivot_of = vec![None; cells];
    let mut rank = 0;
    for col in 0..cells {
        if rank >= cells {
            break;
        }
        let Some(pivot) = (rank..cells).find(|&r| a[r][col] != 0) else {
            continue;
        };
        a.swap(pivot, rank);
        let scale = inverse(a[rank][col]);
        for v in a[rank].iter_mut() {
            *v = *v * scale % k;
        }
        let pivot_row = a[rank].clone();
        for (r, row) in a.iter_mut().enumerate() {
            if r == rank || row[col] == 0 {
                continue;
            }
            let f = row[col];
            for (v, &p) in row.iter_mut().zip(&pivot_row) {
                *v = (*v + k * k - f * p) % k;
            }
        }
        pivot_of[col] = Some(rank);
        rank += 1;
    }
    let free: Vec<usize> = (0..cells).filter(|&c| pivot_of[c].is_none()).collect();
    let walk = u64::from(k)
        .checked_pow(free.len() as u32)
        .and_then(|w| w.checked_mul((cells * g) as u64));
    if walk.is_none_or(|w| w > budget) {
        return Err(());
    }
    let basis: Vec<Vec<u32>> = free
        .iter()
        .map(|&f| {
            let mut v = vec![0; cells];
            v[f] = 1;
            for col in 0..cells {
                if let Some(row) = pivot_of[col] {
                    v[col] = (k - a[row][f]) % k;
                }
            }
            v
        })
        .collect();
    let mut best: Option<(u64, Vec<u32>)> = None;
    for j in 0..g {
        if (rank..cells).any(|r| a[r][cells + j] != 0) {
            continue;
        }
        let mut x: Vec<u32> = (0..cells)
            .map(|col| pivot_of[col].map_or(0, |row| a[row][cells + j]))
            .collect();
        let mut digit = vec![0u32; basis.len()];
        loop {
            let total: u64 = x.iter().map(|&v| u64::from(v)).sum();
            if best.as_ref().is_none_or(|(b, _)| total < *b) {
                best = Some((total, x.clone()));
            }
            let mut i = 0;
            while i < basis.len() {
                for cell in 0..cells {
                    x[cell] = (x[cell] + basis[i][cell]) % k;
                }
                digit[i] += 1;
                if digit[i] < k {
                    break;
                }
                digit[i] = 0;
                i += 1;
            }
            if i == basis.len() {
                break;
            }
        }
    }
    Ok(best.map(|(_, x)| x))
}

/// Whether the checker accepts `printed` for a board whose fewest presses
/// are `jury`: the same answer to "can it be solved", the same count, and
/// the presses (under the true rule) bring the board to the goal.
fn accepted(truth: &Rule, n: usize, m: usize, board: &[u32], jury: Option<u64>, printed: &Option<Vec<u32>>) -> bool {
    let (Some(jury), Some(presses)) = (jury, printed) else {
        return jury.is_none() && printed.is_none();
    };
    if presses.iter().map(|&v| u64::from(v)).sum::<u64>() != jury {
        return false;
    }
    let mut after = board.to_vec();
    for (p, &times) in presses.iter().enumerate() {
        for cell in truth.cells(n, m, p / m, p % m) {
            after[cell] = (after[cell] + times) % truth.states;
        }
    }
    truth.goal_values().iter().any(|&g| after.iter().all(|&v| v == g))
}

/// Reads a case's input: `n m`, then n rows of digits.
fn parse_case(input: &str) -> Option<(usize, usize, Vec<u32>)> {
    let mut lines = input.lines();
    let mut size = lines.next()?.split_whitespace().map(|t| t.parse::<usize>().ok());
    let (n, m) = (size.next()??, size.next()??);
    let board: Vec<u32> = lines
        .take(n)
        .flat_map(|row| row.bytes().map(|b| u32::from(b.wrapping_sub(b'0'))))
        .collect();
    (board.len() == n * m).then_some((n, m, board))
}

/// The press problem's own rule, as the model solution plays it (no
/// mistake); `None` for a plan of another family.
fn true_rule(plan: &ProblemPlan) -> Option<Rule> {
    let ProblemVariant::Press {
        states,
        stencil,
        wrap,
        goal,
    } = &plan.variant
    else {
        return None;
    };
    let cross = matches!(stencil, Stencil::Cross);
    Some(Rule {
        states: u32::from(*states),
        wrap: *wrap,
        cross,
        offsets: if cross {
            vec![(0, 0)]
        } else {
            stencil.offsets(plan.rows, plan.cols)
        },
        goal: *goal,
        lit_cells_only: false,
    })
}

/// The mistake for a press problem's wrong solution: the first candidate
/// that fails a secret test of both subtasks, else the first that fails one
/// of either; `None` when every candidate passes every test (the package
/// then has no wrong solution). Not a press plan: `None`.
pub fn choose_press_mistake(plan: &ProblemPlan, tests: &[TestFile]) -> Option<WrongChoice> {
    let truth = true_rule(plan)?;
    let budget = MAX_KERNEL_WORK / plan.subtasks[1].max_cases.max(1) as u64;
    let judge = |mistake: PressMistake| -> Option<[bool; 2]> {
        let rule = Rule {
            wrap: truth.wrap != (mistake == PressMistake::WrapFlipped),
            lit_cells_only: mistake == PressMistake::LitCellsOnly,
            offsets: truth.offsets.clone(),
            ..truth
        };
        let mut fails = [false; 2];
        for file in tests.iter().filter(|f| f.subtask >= 1) {
            for case in &file.cases {
                let (n, m, board) = parse_case(&case.input)?;
                // A walk past the budget might time out: not a known verdict.
                let printed = model_answer(&rule, n, m, &board, budget).ok()?;
                if !accepted(&truth, n, m, &board, case.moves, &printed) {
                    fails[file.subtask - 1] = true;
                }
            }
        }
        Some(fails)
    };
    let judged: Vec<WrongChoice> = PressMistake::ALL
        .into_iter()
        .filter_map(|mistake| judge(mistake).map(|fails| WrongChoice { mistake, fails }))
        .collect();
    judged
        .iter()
        .find(|c| c.fails == [true, true])
        .or_else(|| judged.iter().find(|c| c.fails.contains(&true)))
        .copied()
}

#[cfg(test)]
mod unit_tests {
    use super::*;
    use crate::puzzle::{PuzzleWords, TextInputs};
    use crate::setter::{SetterWords, plan_problem};

    fn choice(moves: &str, states: u8, wrap: bool, size: (usize, usize)) -> Option<WrongChoice> {
        let words = SetterWords {
            puzzle: PuzzleWords {
                states,
                wrap,
                ..PuzzleWords::new(moves)
            },
            size,
        };
        let plan = plan_problem(&words, &mut TextInputs::new::<&str, &str>([])).unwrap();
        let tests = crate::setter::test_data::make(&plan, 1).unwrap();
        choose_press_mistake(&plan, &tests)
    }

    #[test]
    fn the_model_without_a_mistake_passes_every_test() {
        // The Rust model of the generated C++ must be right before its
        // mistakes mean anything.
        for (moves, states, wrap, size) in [
            ("plus", 2, false, (6, 6)),
            ("cross", 2, false, (7, 9)),
            ("plus", 3, true, (5, 5)),
        ] {
            let words = SetterWords {
                puzzle: PuzzleWords {
                    states,
                    wrap,
                    ..PuzzleWords::new(moves)
                },
                size,
            };
            let plan = plan_problem(&words, &mut TextInputs::new::<&str, &str>([])).unwrap();
            let tests = crate::setter::test_data::make(&plan, 1).unwrap();
            let truth = true_rule(&plan).expect("a press plan");
            let mut checked = 0;
            for case in tests.iter().flat_map(|t| &t.cases) {
                let (n, m, board) = parse_case(&case.input).unwrap();
                let printed = model_answer(&truth, n, m, &board, u64::MAX).unwrap();
                assert!(
                    accepted(&truth, n, m, &board, case.moves, &printed),
                    "{moves}: {}",
                    case.input
                );
                checked += 1;
            }
            assert!(checked > 20, "{moves}: {checked} cases");
        }
    }

    #[test]
    fn a_mistake_that_changes_nothing_is_not_the_wrong_solution() {
        // Wrapping a whole row and column changes nothing: the greedy is
        // chosen, and it fails both subtasks.
        let cross = choice("cross", 2, false, (7, 9)).unwrap();
        assert_eq!(cross.mistake, PressMistake::LitCellsOnly);
        assert_eq!(cross.fails, [true, true]);
        // One cell, two states: every method that presses each wrong cell
        // once is right; no wrong solution at all.
        assert_eq!(choice("stencil:#", 2, false, (6, 6)), None);
        // Where the torus matters, it stays the mistake.
        let plus = choice("plus", 3, true, (5, 5)).unwrap();
        assert_eq!(plus.mistake, PressMistake::WrapFlipped);
        assert!(plus.fails.contains(&true));
    }
}
