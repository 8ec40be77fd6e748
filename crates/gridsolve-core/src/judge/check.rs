//! The special judge: decides whether a contestant's output answers every
//! case of an input as its problem asks (a minimum count or solution; on
//! HDU 1043 by default any path that solves the board), the way a testlib
//! checker or a Kattis output validator does. Protocols (exit codes, files) are the
//! command line's business; this module only reads from caller-provided
//! readers and returns a [`Judgement`].
//!
//! # What is checked, case by case
//! 1. The jury answer: its count must equal the minimum the checker computes
//!    itself, and its moves (if the problem lists them) must replay to the
//!    goal. Anything else is a [`Verdict::JudgeFailure`]: the jury is wrong.
//! 2. The contestant's count against the minimum, or the problem's word for
//!    no answer: `Impossible` (POJ 1753), `-1` (P2324, past 15 moves),
//!    `unsolvable` (HDU 1043), `IMPOSSIBLE` (POJ 3279).
//! 3. For POJ 2965 and P1225, the listed moves: each on the board (swaps only
//!    between edge-adjacent cells), as many as the count says, and together
//!    reaching the goal. A valid answer shorter than the minimum means the
//!    jury (and the checker) are wrong: judge failure, as testlib does.
//! 4. For HDU 1043, the path: with [`PathRule::AnyValid`] (the default, what
//!    the real judges accept) any path of at most [`MAX_PATH_MOVES`] moves
//!    that solves the board; with [`PathRule::ShortestOnly`] a shortest one.
//! 5. For POJ 3279 and POJ 1222, the press grid: the fewest presses and,
//!    among those, the lexicographically smallest grid (POJ 1222's is the
//!    only one: every board has exactly one).
//!
//! # Whitespace and layout (the strictness policy: testlib's)
//! Output is read as a stream of tokens separated by whitespace as testlib
//! defines it (space, tab, CR, LF; a vertical tab or form feed is part of a
//! token, so `4\x0b` is not a number), exactly as a token-reading testlib
//! checker reads it, so `gridsolve check` and the exported C++ checkers
//! (`gridsolve export checker`) give the same verdict class on every output.
//! Line breaks do not matter: the right tokens all on one line are accepted.
//! A token that cannot be what the format needs at that point (`12 22` for
//! `1222`, a token longer than [`MAX_TOKEN`] bytes, a number with a leading
//! zero), output that ends before the last answer (testlib's "unexpected end
//! of file") and output after the last case are a
//! [`Verdict::PresentationError`], testlib's "wrong output format". A word
//! where a count belongs (`impossible` for `Impossible`) and everything else
//! readable but wrong is a [`Verdict::WrongAnswer`].
//!
//! # Hostile output
//! The output is streamed token by token and never collected: memory is
//! bounded by one token of [`MAX_TOKEN`] bytes plus the moves of one case
//! (at most the minimum where the problem asks for it; at most
//! [`MAX_PATH_MOVES`] where any path is accepted). Judging stops at the first
//! fatal error; a count beyond the minimum is rejected before any move is
//! read, so a count of 10^18 costs nothing.
//!
//! ```
//! use gridsolve_core::judge::check::{check, Verdict};
//! use gridsolve_core::judge::Problem;
//!
//! let input = b"-+--\n----\n----\n-+--\n";
//! let answer = &b"6\n1 1\n1 3\n1 4\n4 1\n4 3\n4 4\n"[..];
//! let output = &b"6\n4 4\n1 1\n1 3\n1 4\n4 1\n4 3\n"[..];
//! assert_eq!(check(Problem::Poj2965, input, output, answer).verdict, Verdict::Accepted);
//!
//! let output = &b"7\n"[..];
//! let judgement = check(Problem::Poj2965, input, output, answer);
//! assert_eq!(judgement.verdict, Verdict::WrongAnswer);
//! assert_eq!(judgement.reason, "case 1: expected 6 moves, found 7");
//! ```

use std::fmt;
use std::io::{self, BufRead};

use crate::board::Board;
use crate::judge::eight::{self, Dir};
use crate::judge::{Board15, Case, CaseLayout, CaseReader, JudgeSolver, Problem, fliptile};
use crate::rules::{Move, Puzzle};
use crate::solution::Algorithm;

/// The longest token read from an output, in bytes. Longer tokens are a
/// presentation error: no valid token of these formats is longer than 10
/// bytes, and 40 still shows a 20-digit overflowing number whole.
pub const MAX_TOKEN: usize = 40;

/// The outcome of judging one output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// Every case is answered as its problem asks (see the module doc:
    /// a minimum, or on HDU 1043 by default any solving path).
    Accepted,
    /// A case is answered wrongly, or an answer is missing.
    WrongAnswer,
    /// The output cannot be read in the problem's format (testlib's "wrong
    /// output format").
    PresentationError,
    /// The input or the jury answer is wrong, or the checker could not work
    /// (testlib's FAIL): contest staff must look.
    JudgeFailure,
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Verdict::Accepted => "accepted",
            Verdict::WrongAnswer => "wrong answer",
            Verdict::PresentationError => "presentation error",
            Verdict::JudgeFailure => "judge failure",
        })
    }
}

/// A verdict with a one-line reason that names the case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    /// Accepted, or which way it is wrong.
    pub verdict: Verdict,
    /// One line, no newline; bytes from the output are escaped.
    pub reason: String,
}

impl Judgement {
    fn new(verdict: Verdict, reason: impl Into<String>) -> Judgement {
        Judgement {
            verdict,
            reason: reason.into(),
        }
    }
}

/// The most moves a path may have where any valid path is accepted (HDU
/// 1043 / POJ 1077): a megabyte per case. The real judges state no cap (a
/// longer output meets their output limit); a cap keeps the memory bounded
/// and is far beyond any search's answer (the longest shortest path is 31).
pub const MAX_PATH_MOVES: usize = 1_000_000;

/// What a path answer must be, where a problem asks for a path.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PathRule {
    /// Any sequence that solves the board, up to [`MAX_PATH_MOVES`]: what
    /// the real judges of HDU 1043 and POJ 1077 accept (special judges;
    /// the statement asks for "a series of moves that produce a solution").
    AnyValid,
    /// Only a shortest sequence: for setters who want it (`--minimum`).
    ShortestOnly,
}

/// Judges outputs for one problem; build once, check many outputs.
pub struct Checker {
    problem: Problem,
    solver: JudgeSolver<'static>,
    paths: PathRule,
}

impl Checker {
    /// Prepares the solver that computes each case's minimum; answers are
    /// judged as the problem's real judge does ([`PathRule::AnyValid`]
    /// where it asks for a path).
    pub fn new(problem: Problem) -> Result<Checker, crate::SolveError> {
        let algorithm = Algorithm::Auto;
        Ok(Checker {
            problem,
            solver: JudgeSolver::new(problem, algorithm)?,
            paths: PathRule::AnyValid,
        })
    }

    /// The same checker with another rule for path answers.
    pub fn with_path_rule(mut self, paths: PathRule) -> Checker {
        self.paths = paths;
        self
    }

    /// The rule path answers are judged by.
    pub fn path_rule(&self) -> PathRule {
        self.paths
    }

    /// Judges `output` for `input`, with the jury's `answer`.
    pub fn check(&self, input: &[u8], output: impl BufRead, answer: impl BufRead) -> Judgement {
        let mut output = Tokens::new(output, Role::Contestant);
        let mut answer = Tokens::new(answer, Role::Jury);
        let mut cases = 0usize;
        for case in CaseReader::new(self.problem, input) {
            let case = match case {
                Ok(case) => case,
                Err(e) => return Judgement::new(Verdict::JudgeFailure, format!("the input is not valid: {e}")),
            };
            cases += 1;
            if let Err(fault) = self.check_case(&case, &mut output, &mut answer) {
                return fault.judgement();
            }
        }
        if cases == 0 {
            return Judgement::new(Verdict::JudgeFailure, "the input holds no case");
        }
        if let Err(fault) = answer.expect_end(cases).and(output.expect_end(cases)) {
            return fault.judgement();
        }
        let plural = if cases == 1 { "case" } else { "cases" };
        let every = if self.problem == Problem::Hdu1043 && self.paths == PathRule::AnyValid {
            "every answer a path that solves its board or 'unsolvable'"
        } else {
            "every answer a minimum"
        };
        Judgement::new(Verdict::Accepted, format!("{cases} {plural}, {every}"))
    }

    fn check_case<O: BufRead, A: BufRead>(
        &self,
        case: &Case,
        output: &mut Tokens<O>,
        answer: &mut Tokens<A>,
    ) -> Result<(), Fault> {
        match self.problem.layout() {
            CaseLayout::Toggle4 | CaseLayout::Swap4 => {}
            CaseLayout::Eight if self.problem == Problem::Hdu1043 => return self.check_path(case, output, answer),
            CaseLayout::Eight | CaseLayout::Knights => return self.check_number(case, output, answer),
            CaseLayout::PressGrid => return self.check_press_grid(case, output, answer),
        }
        let n = case.number;
        let minimum = self
            .solver
            .solve(case)
            .map_err(|e| Fault::failure(format!("case {n}: the checker cannot solve it: {e}")))?
            .map(|moves| moves.len());
        let puzzle = self.problem.puzzle(case).expect("the 4x4 layouts are puzzles");
        let start = self.problem.start_board(case);

        // The jury first: a wrong jury answer must never judge a contestant.
        let jury = answer.read_head(self.problem, n)?;
        match (jury, minimum) {
            (Head::Impossible, None) => {}
            (Head::Impossible, Some(m)) => {
                return Err(Fault::failure(format!(
                    "case {n}: the jury answer says Impossible but the checker solves it in {m} moves"
                )));
            }
            (Head::Count(count), None) => {
                return Err(Fault::failure(format!(
                    "case {n}: the jury answer says {} moves but the board cannot be solved",
                    count.text
                )));
            }
            (Head::Count(count), Some(m)) => {
                if count.value != m as i64 {
                    return Err(Fault::failure(format!(
                        "case {n}: the jury answer says {} moves but the checker finds a minimum of {m}",
                        count.text
                    )));
                }
                if self.problem.lists_moves() {
                    self.replay(&puzzle, &start, case, answer, m)?;
                }
            }
        }

        match (output.read_head(self.problem, n)?, minimum) {
            (Head::Impossible, None) => Ok(()),
            (Head::Impossible, Some(m)) => Err(Fault::wrong(format!(
                "case {n}: expected {m} moves, found 'Impossible'"
            ))),
            (Head::Count(count), None) => Err(Fault::wrong(format!(
                "case {n}: expected 'Impossible', found {}",
                count.text
            ))),
            (Head::Count(count), Some(m)) => {
                if count.value < 0 {
                    return Err(Fault::wrong(format!("case {n}: the count {} is negative", count.text)));
                }
                let listed_less = (count.value as u64) < m as u64;
                if count.value as u64 > m as u64 || (listed_less && !self.problem.lists_moves()) {
                    return Err(Fault::wrong(format!(
                        "case {n}: expected {m} moves, found {}",
                        count.text
                    )));
                }
                if self.problem.lists_moves() {
                    let claimed = count.value as usize;
                    self.replay(&puzzle, &start, case, output, claimed)?;
                    if claimed < m {
                        return Err(Fault::failure(format!(
                            "case {n}: the output's {claimed} moves are valid and reach the goal, \
                             but the jury answer and the checker say the minimum is {m}"
                        )));
                    }
                }
                Ok(())
            }
        }
    }

    /// Reads `count` moves of `case` from `tokens`, checks each is legal and
    /// that together they reach the goal.
    fn replay<R: BufRead>(
        &self,
        puzzle: &Puzzle,
        start: &Board,
        case: &Case,
        tokens: &mut Tokens<R>,
        count: usize,
    ) -> Result<(), Fault> {
        let n = case.number;
        let mut board = start.clone();
        for index in 1..=count {
            let (mv, line) = tokens.read_move(self.problem, n, index, count)?;
            puzzle
                .apply(&mut board, &mv)
                .map_err(|e| tokens.fault_wrong(format!("case {n}, move {index} (line {line}): {e}")))?;
        }
        if !puzzle.is_goal(&board) {
            let goal = match self.problem {
                Problem::Poj1753 => "all 'b' or all 'w'".to_string(),
                Problem::Poj2965 => "all '-'".to_string(),
                _ => format!("the target {}", self.one_line(&Board::from_small(4, 4, case.target))),
            };
            return Err(tokens.fault_wrong(format!(
                "case {n}: after the {count} moves the board is {}, not {goal}",
                self.one_line(&board)
            )));
        }
        Ok(())
    }

    /// P1379 and P2324: one number per case, the fewest moves (P2324: -1
    /// beyond 15).
    fn check_number<O: BufRead, A: BufRead>(
        &self,
        case: &Case,
        output: &mut Tokens<O>,
        answer: &mut Tokens<A>,
    ) -> Result<(), Fault> {
        let n = case.number;
        let expected: i64 = match self.problem.layout() {
            CaseLayout::Knights => match self.solver.knight_path(case) {
                Ok(Some(path)) => path.len() as i64,
                Ok(None) => -1,
                Err(e) => return Err(Fault::failure(format!("case {n}: the checker cannot solve it: {e}"))),
            },
            _ => match self.solver.eight_table().and_then(|t| t.distance(case.start)) {
                Some(d) => i64::from(d),
                None => return Err(Fault::failure(format!("case {n}: the board cannot reach the goal"))),
            },
        };
        let what = if self.problem == Problem::P2324 {
            "the number of moves or -1"
        } else {
            "the number of moves"
        };
        for tokens in [&mut *answer as &mut dyn NumberSource, &mut *output] {
            let found = tokens.number(n, what)?;
            if found.value != expected {
                let reason = format!("case {n}: expected {expected}, found {}", found.text);
                return Err(match tokens.role() {
                    Role::Jury => Fault::failure(format!("jury answer: {reason}")),
                    Role::Contestant => Fault::wrong(reason),
                });
            }
        }
        Ok(())
    }

    /// HDU 1043: one line per case, a path of `u`/`d`/`l`/`r` that solves
    /// the board (any such path, or with [`PathRule::ShortestOnly`] any
    /// shortest one) or `unsolvable`. Lines, not tokens: a board already at
    /// the goal answers an empty line.
    fn check_path<O: BufRead, A: BufRead>(
        &self,
        case: &Case,
        output: &mut Tokens<O>,
        answer: &mut Tokens<A>,
    ) -> Result<(), Fault> {
        let n = case.number;
        let table = self
            .solver
            .eight_table()
            .ok_or_else(|| Fault::failure("the checker has no table".into()))?;
        let minimum = table.distance(case.start).map(usize::from);
        self.check_path_line(case, minimum, answer)?;
        let claimed = self.check_path_line(case, minimum, output)?;
        if let (Some(claimed), Some(m)) = (claimed, minimum) {
            if claimed < m {
                return Err(Fault::failure(format!(
                    "case {n}: the output's path of {claimed} moves is valid and reaches the goal, \
                     but the jury answer and the checker say the minimum is {m}"
                )));
            }
        }
        Ok(())
    }

    /// Reads and judges one HDU 1043 answer line; returns the length of a
    /// valid path shorter than `minimum` (a judge failure for the caller).
    fn check_path_line<R: BufRead>(
        &self,
        case: &Case,
        minimum: Option<usize>,
        tokens: &mut Tokens<R>,
    ) -> Result<Option<usize>, Fault> {
        let n = case.number;
        let Some(line) = tokens.read_path_line(n, MAX_PATH_MOVES)? else {
            if minimum == Some(0) {
                return Ok(None); // an empty last line may be left out
            }
            return Err(tokens.fault_format(format!(
                "case {n}: unexpected end of file in {} (line {}), expected the answer of case {n}",
                tokens.name(),
                tokens.line
            )));
        };
        let text = line.as_slice();
        let at = tokens.line - 1;
        if text == b"unsolvable" {
            return match minimum {
                None => Ok(None),
                Some(m) => Err(tokens.fault_wrong(format!(
                    "case {n} (line {at}): expected a path of {m} moves, found 'unsolvable'"
                ))),
            };
        }
        if let Some(bad) = text.iter().position(|&b| Dir::from_letter(b).is_none()) {
            let reason = format!(
                "case {n} (line {at}): expected a path of letters u, d, l, r or 'unsolvable', found {} (character {})",
                crate::text::capped(&format!("'{}'", text.escape_ascii())),
                bad + 1
            );
            // A word where 'unsolvable' belongs is a wrong answer, like a count's word.
            return Err(if text.iter().all(u8::is_ascii_alphabetic) {
                tokens.fault_wrong(reason)
            } else {
                tokens.fault_format(reason)
            });
        }
        let Some(m) = minimum else {
            return Err(tokens.fault_wrong(format!(
                "case {n} (line {at}): expected 'unsolvable' (the board's inversions are odd), found a path of {} moves",
                text.len()
            )));
        };
        // The jury's path is held to the same rule as the contestant's.
        if self.paths == PathRule::ShortestOnly && text.len() > m {
            return Err(tokens.fault_wrong(format!(
                "case {n} (line {at}): the path has {} moves, the minimum is {m}",
                text.len()
            )));
        }
        let mut board = case.start;
        for (i, &letter) in text.iter().enumerate() {
            let dir = Dir::from_letter(letter).expect("checked above");
            board = eight::slide_dir(board, dir).ok_or_else(|| {
                tokens.fault_wrong(format!(
                    "case {n} (line {at}): move {} '{}' takes x off the board",
                    i + 1,
                    letter as char
                ))
            })?;
        }
        if board != eight::HDU1043_GOAL {
            return Err(tokens.fault_wrong(format!(
                "case {n} (line {at}): after the {} moves the board is {}, not 12345678x",
                text.len(),
                eight_text(board)
            )));
        }
        Ok((text.len() < m).then_some(text.len()))
    }

    /// POJ 3279 and POJ 1222: the press grid (POJ 1222 after `PUZZLE #k`),
    /// which must be the fewest presses and, among those, the
    /// lexicographically smallest; or `IMPOSSIBLE` (POJ 3279).
    fn check_press_grid<O: BufRead, A: BufRead>(
        &self,
        case: &Case,
        output: &mut Tokens<O>,
        answer: &mut Tokens<A>,
    ) -> Result<(), Fault> {
        let best = self.solver.press_grid(case);
        self.check_grid_answer(case, best.as_ref(), answer)?;
        self.check_grid_answer(case, best.as_ref(), output)
    }

    fn check_grid_answer<R: BufRead>(
        &self,
        case: &Case,
        best: Option<&Board15>,
        tokens: &mut Tokens<R>,
    ) -> Result<(), Fault> {
        let n = case.number;
        let (rows, cols) = (case.flip_board.rows(), case.flip_board.cols());
        if self.problem == Problem::Poj1222 {
            let heading = format!("#{n}");
            let first = tokens.require_token(n, &format!("'PUZZLE #{n}'"))?;
            let second = if first.text() == b"PUZZLE" {
                Some(tokens.require_token(n, &format!("'#{n}'"))?)
            } else {
                None
            };
            if second.as_ref().is_none_or(|t| t.text() != heading.as_bytes()) {
                let found = match &second {
                    Some(t) => format!("{} {}", first.shown(), t.shown()),
                    None => first.shown(),
                };
                return Err(tokens.fault_format(format!(
                    "case {n} (line {}): expected 'PUZZLE #{n}', found {found}",
                    first.line
                )));
            }
        }
        let first = tokens.require_token(n, "the press grid")?;
        if first.text() == b"IMPOSSIBLE" && self.problem == Problem::Poj3279 {
            return match best {
                None => Ok(()),
                Some(grid) => Err(tokens.fault_wrong(format!(
                    "case {n} (line {}): expected a press grid of {} presses, found 'IMPOSSIBLE'",
                    first.line,
                    grid.count_ones()
                ))),
            };
        }
        let Some(best) = best else {
            let reason = format!(
                "case {n} (line {}): expected 'IMPOSSIBLE', found {}",
                first.line,
                first.shown()
            );
            return Err(
                if first.number().is_some() || first.text().iter().all(u8::is_ascii_alphabetic) {
                    tokens.fault_wrong(reason)
                } else {
                    tokens.fault_format(reason)
                },
            );
        };
        let mut presses = Board15::zeros(rows, cols);
        let mut token = Some(first);
        for r in 0..rows {
            for c in 0..cols {
                let t = match token.take() {
                    Some(t) => t,
                    None => tokens.require_token(n, &format!("row {}, column {} of the press grid", r + 1, c + 1))?,
                };
                let reason = |found: String| {
                    format!(
                        "case {n} (line {}): expected 0 or 1 for row {}, column {} of the press grid, found {found}",
                        t.line,
                        r + 1,
                        c + 1
                    )
                };
                match t.number() {
                    Some(v @ (0 | 1)) => presses.set((r, c), v == 1),
                    Some(_) => return Err(tokens.fault_wrong(reason(t.shown()))),
                    None if t.text().iter().all(u8::is_ascii_alphabetic) => {
                        return Err(tokens.fault_wrong(reason(t.shown())));
                    }
                    None => return Err(tokens.fault_format(reason(t.shown()))),
                }
            }
        }
        let after = fliptile::apply(&case.flip_board, &presses);
        if let Some((r, c)) = (0..rows * cols).map(|i| (i / cols, i % cols)).find(|&rc| after.get(rc)) {
            return Err(tokens.fault_wrong(format!(
                "case {n}: after these presses {} cells are still 1, the first at row {}, column {}",
                after.count_ones(),
                r + 1,
                c + 1
            )));
        }
        let (found, fewest) = (presses.count_ones(), best.count_ones());
        if found < fewest {
            return Err(Fault::failure(tokens.blame(format!(
                "case {n}: these {found} presses turn every cell to 0, but the checker's fewest is {fewest}"
            ))));
        }
        if found > fewest {
            return Err(tokens.fault_wrong(format!(
                "case {n}: {found} presses turn every cell to 0, but {fewest} can"
            )));
        }
        if let Some((r, c)) = (0..rows * cols)
            .map(|i| (i / cols, i % cols))
            .find(|&rc| presses.get(rc) != best.get(rc))
        {
            return Err(tokens.fault_wrong(format!(
                "case {n}: {found} presses is the fewest, but not the lexicographically smallest grid: \
                 row {}, column {} is 1 where the smallest has 0",
                r + 1,
                c + 1
            )));
        }
        Ok(())
    }

    /// A board on one line, rows separated by `/`.
    fn one_line(&self, board: &Board) -> String {
        self.problem.render(board).trim_end().replace('\n', "/")
    }
}

/// An eight-puzzle board as HDU 1043 writes it, without spaces: `12345678x`.
fn eight_text(board: u64) -> String {
    eight::tiles(board)
        .iter()
        .map(|&t| if t == 0 { 'x' } else { char::from(b'0' + t) })
        .collect()
}

/// A stream of either role read for one number per case (P1379, P2324),
/// behind one type so the jury and the contestant go through one loop.
trait NumberSource {
    fn role(&self) -> Role;
    /// The next token as a number; anything else is a fault.
    fn number(&mut self, case: usize, what: &str) -> Result<Count, Fault>;
}

impl<R: BufRead> NumberSource for Tokens<R> {
    fn role(&self) -> Role {
        self.role
    }

    fn number(&mut self, case: usize, what: &str) -> Result<Count, Fault> {
        let token = self.require_token(case, what)?;
        match token.number() {
            Some(value) => Ok(Count {
                value,
                text: String::from_utf8_lossy(token.text()).into_owned(),
            }),
            None => {
                let reason = format!(
                    "case {case} (line {}): expected {what}, found {}",
                    token.line,
                    token.shown()
                );
                Err(if token.text().iter().all(u8::is_ascii_alphabetic) {
                    self.fault_wrong(reason)
                } else {
                    self.fault_format(reason)
                })
            }
        }
    }
}

/// Judges `output` for `input` with the jury's `answer` (builds a
/// [`Checker`]; use one directly to judge many outputs).
pub fn check(problem: Problem, input: &[u8], output: impl BufRead, answer: impl BufRead) -> Judgement {
    match Checker::new(problem) {
        Ok(checker) => checker.check(input, output, answer),
        Err(e) => Judgement::new(Verdict::JudgeFailure, format!("the checker cannot start: {e}")),
    }
}

/// Whose stream is read: the same mistake is the contestant's fault in the
/// output and the jury's in the answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    Contestant,
    Jury,
}

/// A fatal finding, already carrying its verdict.
#[derive(Debug)]
struct Fault {
    verdict: Verdict,
    reason: String,
}

impl Fault {
    fn wrong(reason: String) -> Fault {
        Fault {
            verdict: Verdict::WrongAnswer,
            reason,
        }
    }

    fn failure(reason: String) -> Fault {
        Fault {
            verdict: Verdict::JudgeFailure,
            reason,
        }
    }

    fn judgement(self) -> Judgement {
        Judgement::new(self.verdict, self.reason)
    }
}

/// A count as read: its value (saturated to the `i64` range) and its text
/// as shown in messages.
struct Count {
    value: i64,
    text: String,
}

/// The first line of a case's answer.
enum Head {
    Impossible,
    Count(Count),
}

/// One whitespace-separated token, at most [`MAX_TOKEN`] bytes.
struct Token {
    bytes: [u8; MAX_TOKEN],
    len: usize,
    /// The 1-based line it is on.
    line: u64,
}

impl Token {
    fn text(&self) -> &[u8] {
        &self.bytes[..self.len]
    }

    /// The token quoted for a message, every unprintable byte escaped.
    fn shown(&self) -> String {
        format!("'{}'", self.text().escape_ascii())
    }

    /// The value of a canonical decimal integer (`0`, `-?[1-9][0-9]*`),
    /// saturated to the `i64` range; `None` for anything else.
    fn number(&self) -> Option<i64> {
        let text = self.text();
        let (negative, digits) = match text.split_first() {
            Some((b'-', rest)) => (true, rest),
            _ => (false, text),
        };
        let canonical = match digits {
            [] => false,
            [b'0'] => !negative,
            [first, ..] => *first != b'0',
        };
        if !canonical || !digits.iter().all(u8::is_ascii_digit) {
            return None;
        }
        let magnitude = digits.iter().fold(0i64, |acc, &d| {
            acc.saturating_mul(10).saturating_add(i64::from(d - b'0'))
        });
        Some(if negative { -magnitude } else { magnitude })
    }
}

/// What the stream holds next.
enum Next {
    Token(Token),
    /// A token longer than [`MAX_TOKEN`]: its first bytes.
    TooLong(Token),
    End,
}

/// The UTF-8 byte order mark.
const UTF8_BOM: &[u8] = b"\xEF\xBB\xBF";

/// Drops the spaces, tabs and CRs that end a line.
fn trim_blanks_end(text: &mut Vec<u8>) {
    while text.last().is_some_and(|b| matches!(b, b' ' | b'\t' | b'\r')) {
        text.pop();
    }
}

/// testlib's blanks: the only bytes that separate tokens.
fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r')
}

/// A streaming tokenizer over a contestant output or a jury answer. Lines
/// are counted only for messages: like testlib, it ignores where lines break.
struct Tokens<R> {
    reader: R,
    role: Role,
    /// The line the reader is on.
    line: u64,
    peeked: Option<Next>,
    /// Whether a UTF-8 byte order mark may still be skipped: testlib skips
    /// one at the start of the contestant's output (only there).
    bom_allowed: bool,
}

impl<R: BufRead> Tokens<R> {
    fn new(reader: R, role: Role) -> Tokens<R> {
        Tokens {
            reader,
            role,
            line: 1,
            peeked: None,
            bom_allowed: role == Role::Contestant,
        }
    }

    /// Prefixes jury messages so staff see whose file is wrong.
    fn blame(&self, reason: String) -> String {
        match self.role {
            Role::Contestant => reason,
            Role::Jury => format!("jury answer: {reason}"),
        }
    }

    fn fault(&self, verdict: Verdict, reason: String) -> Fault {
        let verdict = match self.role {
            Role::Contestant => verdict,
            Role::Jury => Verdict::JudgeFailure,
        };
        Fault {
            verdict,
            reason: self.blame(reason),
        }
    }

    fn fault_wrong(&self, reason: String) -> Fault {
        self.fault(Verdict::WrongAnswer, reason)
    }

    fn fault_format(&self, reason: String) -> Fault {
        self.fault(Verdict::PresentationError, reason)
    }

    /// The stream as named in messages.
    fn name(&self) -> &'static str {
        match self.role {
            Role::Contestant => "the output",
            Role::Jury => "the answer",
        }
    }

    fn io_fault(&self, error: &io::Error) -> Fault {
        Fault::failure(self.blame(format!("cannot read {}: {error}", self.name())))
    }

    /// Reads the next token from the stream.
    fn read_next(&mut self) -> io::Result<Next> {
        if std::mem::take(&mut self.bom_allowed) && fill_buf_retrying(&mut self.reader)?.starts_with(UTF8_BOM) {
            self.reader.consume(UTF8_BOM.len());
        }
        // Skip whitespace, counting lines.
        loop {
            let buf = fill_buf_retrying(&mut self.reader)?;
            if buf.is_empty() {
                return Ok(Next::End);
            }
            let spaces = buf.iter().take_while(|&&b| is_space(b)).count();
            self.line += buf[..spaces].iter().filter(|&&b| b == b'\n').count() as u64;
            let found = spaces < buf.len();
            self.reader.consume(spaces);
            if found {
                break;
            }
        }
        let mut token = Token {
            bytes: [0; MAX_TOKEN],
            len: 0,
            line: self.line,
        };
        loop {
            let buf = fill_buf_retrying(&mut self.reader)?;
            if buf.is_empty() {
                return Ok(Next::Token(token));
            }
            let run = buf.iter().take_while(|&&b| !is_space(b)).count();
            let room = MAX_TOKEN - token.len;
            if run > room {
                token.bytes[token.len..].copy_from_slice(&buf[..room]);
                token.len = MAX_TOKEN;
                return Ok(Next::TooLong(token));
            }
            token.bytes[token.len..token.len + run].copy_from_slice(&buf[..run]);
            token.len += run;
            let ended = run < buf.len();
            self.reader.consume(run);
            if ended {
                return Ok(Next::Token(token));
            }
        }
    }

    /// The next token (`None` at the end of the stream); a token too long is
    /// a format fault.
    fn next_token(&mut self, case: usize) -> Result<Option<Token>, Fault> {
        match self.take_next()? {
            Next::Token(token) => Ok(Some(token)),
            Next::End => Ok(None),
            Next::TooLong(token) => Err(self.fault_format(format!(
                "case {case} (line {}): a token longer than {MAX_TOKEN} bytes, starting {}",
                token.line,
                token.shown()
            ))),
        }
    }

    /// The peeked or else the next item of the stream.
    fn take_next(&mut self) -> Result<Next, Fault> {
        match self.peeked.take() {
            Some(next) => Ok(next),
            None => self.read_next().map_err(|e| self.io_fault(&e)),
        }
    }

    /// The next token of case `case`; the end of the stream is testlib's
    /// "unexpected end of file" (a format fault), `expected` names what was due.
    fn require_token(&mut self, case: usize, expected: &str) -> Result<Token, Fault> {
        match self.next_token(case)? {
            Some(token) => Ok(token),
            None => Err(self.fault_format(format!(
                "case {case}: unexpected end of file in {} (line {}), expected {expected}",
                self.name(),
                self.line
            ))),
        }
    }

    /// Reads the count (or `Impossible`) that opens the answer of case `case`.
    fn read_head(&mut self, problem: Problem, case: usize) -> Result<Head, Fault> {
        let token = self.require_token(case, &format!("the answer of case {case}"))?;
        if token.text() == b"Impossible" {
            return Ok(Head::Impossible);
        }
        if let Some(value) = token.number() {
            return Ok(Head::Count(Count {
                value,
                text: String::from_utf8_lossy(token.text()).into_owned(),
            }));
        }
        let expected = if problem == Problem::Poj1753 {
            "a number of moves or 'Impossible'"
        } else {
            "a number of moves"
        };
        let reason = format!(
            "case {case} (line {}): expected {expected}, found {}",
            token.line,
            token.shown()
        );
        // A word where a word may stand (`impossible`) is a wrong answer, as
        // a testlib checker comparing the token with "Impossible" says; any
        // other token is unreadable as a count.
        if token.text().iter().all(u8::is_ascii_alphabetic) {
            Err(self.fault_wrong(reason))
        } else {
            Err(self.fault_format(reason))
        }
    }

    /// Reads move `index` of `count` of case `case`, with its line. Cells
    /// are checked to lie on the 4x4 board; adjacency is the puzzle's check.
    fn read_move(&mut self, problem: Problem, case: usize, index: usize, count: usize) -> Result<(Move, u64), Fault> {
        let due = format!("move {index} of {count}");
        let first = self.require_token(case, &due)?;
        let line = first.line;
        let mv = match problem {
            Problem::Poj2965 => {
                let malformed = |tokens: &Self, found: String| {
                    tokens.fault_format(format!(
                        "case {case}, move {index} (line {line}): expected 'row col', found {found}"
                    ))
                };
                let row = first.number().ok_or_else(|| malformed(self, first.shown()))?;
                let second = self.require_token(case, &format!("the column of {due}"))?;
                let col = second
                    .number()
                    .ok_or_else(|| malformed(self, format!("{} {}", first.shown(), second.shown())))?;
                Move::Press(self.cell(case, index, line, row, col)?)
            }
            Problem::P1225 => {
                let digits = first.text();
                if first.len != 4 || !digits.iter().all(u8::is_ascii_digit) {
                    return Err(self.fault_format(format!(
                        "case {case}, move {index} (line {line}): expected 4 digits r1c1r2c2, found {}",
                        first.shown()
                    )));
                }
                let d = |i: usize| i64::from(digits[i] - b'0');
                let a = self.cell(case, index, line, d(0), d(1))?;
                let b = self.cell(case, index, line, d(2), d(3))?;
                Move::Swap(a, b)
            }
            _ => unreachable!("only listing problems read moves"),
        };
        Ok((mv, line))
    }

    /// The 0-based cell for 1-based `row` and `col`, if on the 4x4 board.
    fn cell(&self, case: usize, index: usize, line: u64, row: i64, col: i64) -> Result<(usize, usize), Fault> {
        let on_board = |v: i64| (1..=4).contains(&v);
        if on_board(row) && on_board(col) {
            Ok(((row - 1) as usize, (col - 1) as usize))
        } else {
            Err(self.fault_wrong(format!(
                "case {case}, move {index} (line {line}): cell ({row}, {col}) is outside the 4x4 board"
            )))
        }
    }

    /// Reads one answer line: the bytes after the blanks that open it
    /// (spaces, tabs, CR), at most `max` of them, then the blanks that close
    /// it dropped. `None` at the end of the stream; a longer line is a wrong
    /// answer (a path past the cap, [`MAX_PATH_MOVES`]). The last line may
    /// lack its `\n`.
    fn read_path_line(&mut self, case: usize, max: usize) -> Result<Option<Vec<u8>>, Fault> {
        let mut text = Vec::new();
        let mut skip_bom = std::mem::take(&mut self.bom_allowed);
        let mut any = false;
        loop {
            let buf = match fill_buf_retrying(&mut self.reader) {
                Ok(buf) => buf,
                Err(e) => return Err(Fault::failure(format!("cannot read {}: {e}", self.name()))),
            };
            if skip_bom && buf.starts_with(UTF8_BOM) {
                self.reader.consume(UTF8_BOM.len());
                skip_bom = false;
                continue;
            }
            skip_bom = false;
            if buf.is_empty() {
                trim_blanks_end(&mut text);
                if any {
                    self.line += 1;
                }
                return Ok(any.then_some(text));
            }
            any = true;
            let end = buf.iter().position(|&b| b == b'\n');
            let part = &buf[..end.unwrap_or(buf.len())];
            let part = if text.is_empty() {
                let start = part
                    .iter()
                    .position(|b| !matches!(b, b' ' | b'\t' | b'\r'))
                    .unwrap_or(part.len());
                &part[start..]
            } else {
                part
            };
            // The cap counts every byte after the opening blanks, closing
            // blanks included: memory stays bounded whatever the line holds.
            if text.len() + part.len() > max {
                let line = self.line;
                return Err(self.fault_wrong(format!(
                    "case {case} (line {line}): the line is longer than {max} bytes; \
                     the longest path accepted has {MAX_PATH_MOVES} moves"
                )));
            }
            text.extend_from_slice(part);
            let used = buf[..end.unwrap_or(buf.len())].len() + usize::from(end.is_some());
            self.reader.consume(used);
            if end.is_some() {
                self.line += 1;
                trim_blanks_end(&mut text);
                return Ok(Some(text));
            }
        }
    }

    /// Checks that nothing but whitespace follows the answer of the last case.
    fn expect_end(&mut self, cases: usize) -> Result<(), Fault> {
        match self.take_next()? {
            Next::End => Ok(()),
            Next::Token(token) | Next::TooLong(token) => {
                let reason = format!(
                    "extra output after the last case (case {cases}): {} on line {}",
                    token.shown(),
                    token.line
                );
                Err(self.fault_format(reason))
            }
        }
    }
}
/// The reader's buffered bytes, refilled as needed; a read interrupted by a
/// signal is retried rather than reported.
fn fill_buf_retrying<R: BufRead>(reader: &mut R) -> io::Result<&[u8]> {
    loop {
        match reader.fill_buf() {
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
            // Returning this borrow from inside the loop is refused by the
            // borrow checker; asking again returns the same buffered bytes.
            Ok(_) => return reader.fill_buf(),
        }
    }
}
