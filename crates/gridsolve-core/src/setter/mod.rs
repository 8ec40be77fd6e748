//! A setter's own problem: the puzzle's words (`--moves`, `--states`,
//! `--wrap`, `--goal`, `--target`, a size) made into a contest problem that
//! can be judged fairly: what the contestant prints, the subtasks and their
//! sizes, the tests with every answer proven ([`test_data`]), and the statement
//! in English and Chinese with its pictures ([`statement`]). No I/O: the
//! command line writes the files and the C++ programs.
//!
//! The words are the ones `gridsolve solve` takes ([`PuzzleWords`]); a test's
//! answer is the core's own answer to its board ([`PuzzleWords::load`] and
//! [`crate::puzzle::LoadedPuzzle::solve`]), used only when it is proven
//! minimal. A variant that cannot be made fair is refused up front with the
//! reason ([`plan_problem`]): a space whose answers cannot be proven at the largest
//! size, a rule the generated programs do not carry, a size too small for
//! the subtasks to mean anything.

mod png;
pub mod statement;
pub mod test_data;
pub mod wrong;

use crate::Stencil;
use crate::puzzle::{Family, Inputs, PuzzleError, PuzzleWords};
use crate::slide::{TokenBoard, TokenRule};
use crate::tr;

/// The words of a setter's problem: the puzzle's words and the largest size.
#[derive(Clone, Debug)]
pub struct SetterWords<'a> {
    /// The puzzle's words (`--moves`, `--states`, `--wrap`, `--goal`).
    pub puzzle: PuzzleWords<'a>,
    /// `--size RxC`: the largest board of the problem.
    pub size: (usize, usize),
}

/// What is pressed, swapped or slid, and towards what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProblemVariant {
    /// Cells of `states` values; a press adds 1 (mod `states`) to the cells
    /// of `stencil` around it (wrapping on a torus when `wrap`).
    Press {
        /// K, the number of values of a cell.
        states: u8,
        /// The cells a press changes.
        stencil: Stencil,
        /// Whether the stencil wraps around the edges.
        wrap: bool,
        /// The boards that count as solved.
        goal: PressGoal,
    },
    /// Two colours; a move swaps two cells that share an edge; the start and
    /// the target are given.
    Swap,
    /// Sliding tiles on a fixed `rows` x `cols` board towards `target`
    /// (row-major tiles, 0 the blank).
    Slide {
        /// Rows of the board.
        rows: usize,
        /// Columns of the board.
        cols: usize,
        /// The goal, row-major (0 the blank).
        target: Vec<u8>,
    },
    /// P2324's knights on 5 x 5, at most [`KNIGHT_CAP`] jumps.
    Knight,
}

/// The goal of a press puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PressGoal {
    /// Every cell 0.
    Zeros,
    /// Every cell 1.
    Ones,
    /// Every cell the same value, any value.
    Uniform,
}

impl PressGoal {
    /// The goal's word, as `--goal` takes it.
    pub fn word(self) -> &'static str {
        match self {
            PressGoal::Zeros => "zeros",
            PressGoal::Ones => "ones",
            PressGoal::Uniform => "uniform",
        }
    }
}

/// The most jumps a knights problem asks for (P2324's rule: more is `-1`).
pub const KNIGHT_CAP: u32 = crate::judge::knights::MAX_ANSWER_MOVES as u32;

/// The largest board of a press or swap problem, in cells: the generated
/// model solution eliminates over Z_K in `cells^3` steps a case, and the
/// brute force of a swap problem packs a board in one 64-bit word.
pub(crate) const MAX_PRESS_CELLS: usize = 144;
/// The largest board of a swap problem, in cells (one 64-bit word).
pub(crate) const MAX_SWAP_CELLS: usize = 64;
/// The prime numbers of states the generated programs eliminate over (a
/// field: every nonzero value has an inverse).
pub(crate) const PRESS_STATES: [u8; 4] = [2, 3, 5, 7];
/// The model solution's walk of a press problem's kernel for the fewest
/// presses, in cell steps a test file (kernel x cells x goals x cases), at
/// most: about 0.1 s.
pub(crate) const MAX_KERNEL_WORK: u64 = 1 << 27;
/// The brute force's work on the small subtask: every press set (K^cells),
/// every swap board, per case.
pub(crate) const BRUTE_WORK: u64 = 1 << 16;

/// The least work a brute force must face on the largest board of a press
/// problem (press sets a board), so that it cannot pass the large subtask.
pub(crate) const BRUTE_OUT_OF_REACH: u64 = 1 << 32;

/// One subtask: the boards it holds and what it is worth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Subtask {
    /// What the subtask is worth.
    pub points: u32,
    /// The largest board of the subtask (press, swap; slide and knight
    /// boards have one size).
    pub max_rows: usize,
    /// The largest board's columns.
    pub max_cols: usize,
    /// The most cases of one test file.
    pub max_cases: usize,
    /// Knights: the largest answer in the subtask (`None`: any, `-1` included).
    pub max_answer: Option<u32>,
}

/// A problem ready to be made: its variant, sizes and subtasks.
#[derive(Clone, Debug)]
pub struct ProblemPlan {
    /// Which family the problem is, with its output.
    pub variant: ProblemVariant,
    /// The largest board.
    pub rows: usize,
    /// The largest board's columns.
    pub cols: usize,
    /// Subtask 1 (a brute force passes) and subtask 2 (the real method).
    pub subtasks: [Subtask; 2],
    /// Whether some boards cannot reach the goal (`-1` is then an answer).
    pub has_unsolvable: bool,
    /// The words that remake this plan, for the statement's notes and the
    /// package's readme (`--moves plus --states 3 --wrap --size 5x5`).
    pub words: String,
}

impl ProblemPlan {
    /// A press problem's pattern as the generated programs take it: whether
    /// a press changes its whole row and column (the refrigerator's cross,
    /// whose reach grows with the board), else the offsets `(dr, dc)` it
    /// changes on the largest board; `None` for the other variants.
    pub fn press_pattern(&self) -> Option<(bool, Vec<(isize, isize)>)> {
        let ProblemVariant::Press { stencil, .. } = &self.variant else {
            return None;
        };
        Some(match stencil {
            Stencil::Cross => (true, vec![(0, 0)]),
            other => (false, other.offsets(self.rows, self.cols)),
        })
    }
}

impl ProblemVariant {
    /// The variant's short name in file names and tags (`press`, `swap`,
    /// `slide`, `knight`).
    pub fn name(&self) -> &'static str {
        match self {
            ProblemVariant::Press { .. } => "press",
            ProblemVariant::Swap => "swap",
            ProblemVariant::Slide { .. } => "slide",
            ProblemVariant::Knight => "knight",
        }
    }
}

/// Decides the problem the words describe, or refuses it with the reason.
/// `inputs` fetches a `--target` board.
pub fn plan_problem<I: Inputs>(words: &SetterWords, inputs: &mut I) -> Result<ProblemPlan, I::Error> {
    let puzzle = &words.puzzle;
    let (rows, cols) = words.size;
    if rows == 0 || cols == 0 {
        return Err(PuzzleError::usage(tr!("setter-size-zero")).into());
    }
    let family = puzzle.family()?;
    let mut line = format!("--moves {}", puzzle.moves);
    let plan = match family {
        Family::Modular(Some(_)) => return Err(PuzzleError::cannot(tr!("setter-no-buttons")).into()),
        Family::Toggle(_) | Family::Modular(None) => {
            let stencil = Stencil::parse(puzzle.moves).map_err(|e| PuzzleError::usage(e.0))?;
            if puzzle.swap_target.is_some() || puzzle.token_target.is_some() {
                return Err(PuzzleError::usage(tr!("target-only-tokens")).into());
            }
            let states = puzzle.states;
            if !PRESS_STATES.contains(&states) {
                return Err(PuzzleError::cannot(tr!("setter-states-prime", states = states)).into());
            }
            let goal = match puzzle.goal.unwrap_or("zeros") {
                "zeros" => PressGoal::Zeros,
                "ones" => PressGoal::Ones,
                "uniform" => PressGoal::Uniform,
                other => return Err(PuzzleError::cannot(tr!("setter-goal-word", given = other)).into()),
            };
            if rows * cols > MAX_PRESS_CELLS {
                return Err(PuzzleError::limit(tr!(
                    "setter-too-large",
                    size = format!("{rows}x{cols}"),
                    cells = rows * cols,
                    most = MAX_PRESS_CELLS,
                    why = tr!("setter-why-press")
                ))
                .into());
            }
            if states > 2 {
                line.push_str(&format!(" --states {states}"));
            }
            if puzzle.wrap {
                line.push_str(" --wrap");
            }
            if goal != PressGoal::Zeros {
                line.push_str(&format!(" --goal {}", goal.word()));
            }
            // The large subtask must be out of a brute force's reach: at
            // least 2^32 press sets a board.
            if u64::from(states)
                .checked_pow((rows * cols) as u32)
                .is_some_and(|w| w < BRUTE_OUT_OF_REACH)
            {
                return Err(PuzzleError::cannot(tr!(
                    "setter-press-too-small",
                    size = format!("{rows}x{cols}"),
                    states = states,
                    cells = rows * cols
                ))
                .into());
            }
            let small = small_size(rows, cols, |cells| {
                (u64::from(states))
                    .checked_pow(cells as u32)
                    .is_some_and(|w| w <= BRUTE_WORK)
            });
            let Some((small_rows, small_cols)) = small else {
                return Err(PuzzleError::cannot(tr!("setter-no-small")).into());
            };
            ProblemPlan {
                variant: ProblemVariant::Press {
                    states,
                    stencil,
                    wrap: puzzle.wrap,
                    goal,
                },
                rows,
                cols,
                subtasks: [
                    Subtask {
                        points: 30,
                        max_rows: small_rows,
                        max_cols: small_cols,
                        max_cases: 10,
                        max_answer: None,
                    },
                    Subtask {
                        points: 70,
                        max_rows: rows,
                        max_cols: cols,
                        max_cases: 10,
                        max_answer: None,
                    },
                ],
                has_unsolvable: false,
                words: String::new(),
            }
        }
        Family::Swap => {
            if puzzle.states != 2 {
                return Err(PuzzleError::usage(tr!("states-not-swaps")).into());
            }
            if puzzle.wrap {
                return Err(PuzzleError::usage(tr!("wrap-not-swaps")).into());
            }
            if puzzle.goal.is_some() {
                return Err(PuzzleError::usage(tr!("goal-not-swaps")).into());
            }
            // Each case gives its own target board: one --target would be
            // ignored, so it is refused.
            if puzzle.swap_target.is_some() || puzzle.token_target.is_some() {
                return Err(PuzzleError::usage(tr!("setter-swap-target")).into());
            }
            if rows * cols > MAX_SWAP_CELLS {
                return Err(PuzzleError::limit(tr!(
                    "setter-too-large",
                    size = format!("{rows}x{cols}"),
                    cells = rows * cols,
                    most = MAX_SWAP_CELLS,
                    why = tr!("setter-why-swap")
                ))
                .into());
            }
            // Subtask 1: boards of at most 16 cells (a BFS over at most
            // C(16, 8) = 12,870 boards a case); subtask 2 must be larger.
            let Some((small_rows, small_cols)) = small_size(rows, cols, |cells| cells <= 16) else {
                return Err(PuzzleError::cannot(tr!("setter-no-small")).into());
            };
            if rows * cols <= 16 {
                return Err(PuzzleError::cannot(tr!("setter-swap-too-small", size = format!("{rows}x{cols}"))).into());
            }
            ProblemPlan {
                variant: ProblemVariant::Swap,
                rows,
                cols,
                subtasks: [
                    Subtask {
                        points: 40,
                        max_rows: small_rows,
                        max_cols: small_cols,
                        max_cases: 10,
                        max_answer: None,
                    },
                    Subtask {
                        points: 60,
                        max_rows: rows,
                        max_cols: cols,
                        max_cases: 10,
                        max_answer: None,
                    },
                ],
                has_unsolvable: false,
                words: String::new(),
            }
        }
        Family::Tokens(TokenRule::Slide) => {
            if puzzle.states != 2 || puzzle.wrap || puzzle.goal.is_some() || puzzle.swap_target.is_some() {
                // The same refusals `solve` gives, worded once in the core.
                puzzle.load(None, &mut crate::puzzle::TextInputs::new([("-", "1 2\n3 0\n")]))?;
            }
            let cells = rows * cols;
            if !(8..=9).contains(&cells) || rows.min(cols) < 2 {
                return Err(PuzzleError::cannot(tr!("setter-slide-size", size = format!("{rows}x{cols}"))).into());
            }
            let target = match puzzle.token_target {
                Some(name) => {
                    let text = inputs.text(name)?;
                    let board = crate::puzzle::parse_tokens(TokenRule::Slide, name, &text)?;
                    if (board.rows, board.cols) != (rows, cols) {
                        return Err(PuzzleError::bad_input(tr!(
                            "start-target-sizes",
                            start = format!("{rows}x{cols}"),
                            target = format!("{}x{}", board.rows, board.cols)
                        ))
                        .into());
                    }
                    // The words go into comments of the C++ and YAML files: a
                    // file name's control characters must not end a line there.
                    let shown: String = crate::puzzle::display_name(name)
                        .chars()
                        .map(|c| if c.is_control() { '?' } else { c })
                        .collect();
                    line.push_str(&format!(" --target {shown}"));
                    board.cells
                }
                None => TokenBoard::sliding_goal(rows, cols).cells,
            };
            // Enough cases that a search per case runs out of time, where one
            // table from the target answers them all: 181,440 boards a 3x3
            // search, 20,160 a 2x4 one.
            let many = if cells == 9 { 2000 } else { 20000 };
            ProblemPlan {
                variant: ProblemVariant::Slide { rows, cols, target },
                rows,
                cols,
                subtasks: [
                    Subtask {
                        points: 30,
                        max_rows: rows,
                        max_cols: cols,
                        max_cases: 5,
                        max_answer: None,
                    },
                    Subtask {
                        points: 70,
                        max_rows: rows,
                        max_cols: cols,
                        max_cases: many,
                        max_answer: None,
                    },
                ],
                has_unsolvable: true,
                words: String::new(),
            }
        }
        Family::Tokens(TokenRule::Knight) => {
            if puzzle.states != 2 || puzzle.wrap || puzzle.goal.is_some() || puzzle.swap_target.is_some() {
                puzzle.load(None, &mut crate::puzzle::TextInputs::new([("-", "0\n")]))?;
            }
            if (rows, cols) != (5, 5) || puzzle.token_target.is_some() {
                return Err(PuzzleError::cannot(tr!("setter-knight-size")).into());
            }
            ProblemPlan {
                variant: ProblemVariant::Knight,
                rows,
                cols,
                subtasks: [
                    Subtask {
                        points: 40,
                        max_rows: 5,
                        max_cols: 5,
                        max_cases: 10,
                        max_answer: Some(7),
                    },
                    Subtask {
                        points: 60,
                        max_rows: 5,
                        max_cols: 5,
                        max_cases: 10,
                        max_answer: None,
                    },
                ],
                has_unsolvable: true,
                words: String::new(),
            }
        }
    };
    line.push_str(&format!(" --size {rows}x{cols}"));
    Ok(ProblemPlan { words: line, ..plan })
}

/// The largest board of at most `rows` x `cols` that `fits` (by its cells),
/// as square as can be, smaller than the largest board; `None` if none fits.
fn small_size(rows: usize, cols: usize, fits: impl Fn(usize) -> bool) -> Option<(usize, usize)> {
    let mut best: Option<(usize, usize)> = None;
    for r in 1..=rows {
        for c in 1..=cols {
            if (r, c) == (rows, cols) || !fits(r * c) {
                continue;
            }
            let better = match best {
                None => true,
                Some((br, bc)) => {
                    (r * c, std::cmp::Reverse(r.abs_diff(c))) > (br * bc, std::cmp::Reverse(br.abs_diff(bc)))
                }
            };
            if better {
                best = Some((r, c));
            }
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::TextInputs;

    fn plan_of(moves: &str, states: u8, wrap: bool, size: (usize, usize)) -> Result<ProblemPlan, PuzzleError> {
        let words = SetterWords {
            puzzle: PuzzleWords {
                states,
                wrap,
                ..PuzzleWords::new(moves)
            },
            size,
        };
        plan_problem(&words, &mut TextInputs::new::<&str, &str>([]))
    }

    #[test]
    fn the_small_subtask_is_the_largest_board_a_brute_force_finishes() {
        let plan = plan_of("plus", 3, true, (5, 5)).unwrap();
        // 3^10 = 59,049 press sets at most: 2 x 5 (10 cells).
        assert!(plan_of("plus", 2, false, (5, 5)).unwrap_err().message.contains("2^25"));
        assert_eq!((plan.subtasks[0].max_rows, plan.subtasks[0].max_cols), (2, 5));
        assert_eq!(plan.words, "--moves plus --states 3 --wrap --size 5x5");
        let plan = plan_of("swap", 2, false, (5, 5)).unwrap();
        assert_eq!((plan.subtasks[0].max_rows, plan.subtasks[0].max_cols), (4, 4));
    }

    #[test]
    fn unfair_variants_are_refused_with_the_reason() {
        let words = SetterWords {
            puzzle: PuzzleWords {
                token_target: Some("t.txt"),
                ..PuzzleWords::new("swap")
            },
            size: (5, 5),
        };
        let e = plan_problem(&words, &mut TextInputs::new::<&str, &str>([])).unwrap_err();
        assert!(e.message.contains("each case of a swap problem"), "{e}");
        let cases: [(&str, u8, (usize, usize), &str); 6] = [
            ("plus", 4, (4, 4), "2, 3, 5 or 7"),
            ("plus", 2, (13, 12), "at most 144"),
            ("swap", 2, (3, 3), "more than 16 cells"),
            ("slide", 2, (4, 4), "8 or 9 cells"),
            ("knight", 2, (6, 6), "5x5"),
            ("swap", 2, (9, 8), "at most 64"),
        ];
        for (moves, states, size, says) in cases {
            let e = plan_of(moves, states, false, size).unwrap_err();
            assert!(e.message.contains(says), "{moves} {size:?}: {e}");
        }
    }
}
