//! 对拍, the pure part: the cases a stress test feeds a contestant's
//! program, judging one output, and shrinking a failing case to a smaller
//! one that still fails. Running the program is the CLI's job
//! (`gridsolve stress`); everything here works for every problem in
//! [`Problem::ALL`] through its generators and its checker.

use std::io::Cursor;

use crate::judge::check::{Checker, Judgement};
use crate::judge::{Board15, Case, CaseLayout, JudgeSolver, Problem, eight, knights};
use crate::solution::{Algorithm, SolveError};
use crate::testgen::{BoardKind, GenError, Generator, input_text};

/// Every cell of a 4x4 board.
const FULL_4X4: u64 = 0xFFFF;

/// The cases of a stress run: with no `kind`, the edges first (for swaps no
/// piece and 16 pieces, for flips the all-0 and all-1 boards; see
/// [`edges`] for the others), then every
/// kind the problem's generator knows, in turn; with a `kind`, only that kind.
/// The same seed gives the same cases.
///
/// ```
/// use gridsolve_core::{judge::Problem, stress::cases};
/// let first = cases(Problem::P1225, None, 10, 7).unwrap();
/// assert_eq!(first.len(), 10);
/// assert_eq!((first[0].start, first[0].target), (0, 0)); // no piece at all
/// assert_eq!(first, cases(Problem::P1225, None, 10, 7).unwrap());
/// ```
pub fn cases(problem: Problem, kind: Option<BoardKind>, count: usize, seed: u64) -> Result<Vec<Case>, GenError> {
    Ok(case_stream(problem, kind, seed)?.take(count).collect())
}

/// [`cases`] made one at a time, without end: a stress run of any length
/// holds one case (or one batch) at a time. The first `count` cases of the
/// stream are exactly `cases(problem, kind, count, seed)`.
///
/// ```
/// use gridsolve_core::{judge::Problem, stress::{case_stream, cases}};
/// let lazy: Vec<_> = case_stream(Problem::Poj1753, None, 3).unwrap().take(50).collect();
/// assert_eq!(lazy, cases(Problem::Poj1753, None, 50, 3).unwrap());
/// assert_eq!(lazy[49].number, 50);
/// ```
pub fn case_stream(problem: Problem, kind: Option<BoardKind>, seed: u64) -> Result<CaseStream, GenError> {
    let generators: Vec<Generator> = match kind {
        Some(kind) => vec![Generator::new(problem, kind, seed)?],
        // Every kind in turn; the mix is made of them already.
        None => BoardKind::ALL
            .iter()
            .filter(|&&kind| kind != BoardKind::Mixed)
            .enumerate()
            .filter_map(|(i, &kind)| Generator::new(problem, kind, seed.wrapping_add(i as u64)).ok())
            .collect(),
    };
    let edges = if kind.is_none() { edges(problem) } else { Vec::new() };
    Ok(CaseStream {
        generators,
        edges: edges.into_iter(),
        turn: 0,
        made: 0,
    })
}

/// The endless stream of [`case_stream`]: the edges, then each generator in turn.
pub struct CaseStream {
    generators: Vec<Generator>,
    edges: std::vec::IntoIter<Case>,
    turn: usize,
    made: usize,
}

impl Iterator for CaseStream {
    type Item = Case;

    fn next(&mut self) -> Option<Case> {
        let case = match self.edges.next() {
            Some(case) => case,
            None => {
                let kinds = self.generators.len();
                let case = self.generators.get_mut(self.turn % kinds.max(1))?.next_case();
                self.turn = self.turn.wrapping_add(1);
                case
            }
        };
        self.made += 1;
        Some(numbered(self.made - 1, case))
    }
}

/// The edge cases tried first: for the 4x4 boards all 0 and all 1 (swaps:
/// no piece and sixteen); the eight-puzzles the goal and the goal with its
/// first two tiles swapped (HDU 1043: unsolvable; P1379: its first three
/// tiles rotated, solvable); 骑士精神 the goal and a board one move away; the press
/// grids a 1 x 1 lit cell and a 15 x 15 (POJ 1222: 5 x 6) all-lit board.
pub fn edges(problem: Problem) -> Vec<Case> {
    match problem.layout() {
        CaseLayout::Toggle4 => vec![Case::new(0, 0, 0, 0), Case::new(0, 0, FULL_4X4, 0)],
        CaseLayout::Swap4 => vec![Case::new(0, 0, 0, 0), Case::new(0, 0, FULL_4X4, FULL_4X4)],
        CaseLayout::Eight => {
            let goal = eight::goal(problem);
            let mut tiles = eight::tiles(goal);
            if problem == Problem::Hdu1043 {
                tiles.swap(0, 1);
            } else {
                // 123804765 -> 231804765: a 3-cycle of tiles keeps the parity.
                tiles.swap(0, 1);
                tiles.swap(1, 2);
            }
            vec![Case::new(0, 0, goal, 0), Case::new(0, 0, eight::pack(tiles), 0)]
        }
        CaseLayout::Knights => {
            let next = knights::jump(knights::GOAL, 1);
            vec![Case::new(0, 0, knights::GOAL, 0), Case::new(0, 0, next, 0)]
        }
        CaseLayout::PressGrid => {
            let (rows, cols) = if problem == Problem::Poj1222 { (5, 6) } else { (15, 15) };
            let mut all = Board15::zeros(rows, cols);
            for r in 0..rows {
                all.set_row(r, u16::MAX);
            }
            let mut one = Board15::zeros(1, 1);
            one.set((0, 0), true);
            let first = if problem == Problem::Poj1222 {
                Board15::zeros(5, 6)
            } else {
                one
            };
            vec![Case::with_flip_board(0, 0, first), Case::with_flip_board(0, 0, all)]
        }
    }
}

fn numbered(index: usize, case: Case) -> Case {
    Case {
        number: index + 1,
        line: 1,
        ..case
    }
}

/// `cases` as one input the program reads, in the problem's own format: the
/// count of cases once, first, when the problem has one ([`Problem::counts_cases`]:
/// P2324's `T`, POJ 1222's `n`), then every case. One case alone is the
/// judge input of exactly that case (with the count `1`).
///
/// Before this, a batch was each case's own input one after another, so a
/// batch of P2324 or POJ 1222 repeated `1` before every case, and a correct
/// program (the project's own among them) read the second `1` as a board
/// and failed with a runtime error.
///
/// ```
/// use gridsolve_core::{judge::Problem, stress::{cases, input_of}};
/// let two = cases(Problem::Poj1222, None, 2, 1).unwrap();
/// let input = String::from_utf8(input_of(Problem::Poj1222, &two)).unwrap();
/// assert!(input.starts_with("2\n"));
/// assert_eq!(input.lines().count(), 1 + 2 * 5);
/// ```
pub fn input_of(problem: Problem, cases: &[Case]) -> Vec<u8> {
    input_text(problem, cases)
}

/// Judges a program's outputs: the checker and the solver behind the
/// correct answers, built once.
pub struct Referee {
    problem: Problem,
    checker: Checker,
    solver: JudgeSolver<'static>,
}

impl Referee {
    /// The referee for `problem`.
    pub fn new(problem: Problem) -> Result<Referee, SolveError> {
        Ok(Referee {
            problem,
            checker: Checker::new(problem)?,
            solver: JudgeSolver::new(problem, Algorithm::Auto)?,
        })
    }

    /// The same referee judging path answers by `rule` (HDU 1043: any valid
    /// path, the real judge's rule, or shortest only).
    pub fn with_path_rule(mut self, rule: crate::judge::check::PathRule) -> Referee {
        self.checker = self.checker.with_path_rule(rule);
        self
    }

    /// The problem judged.
    pub fn problem(&self) -> Problem {
        self.problem
    }

    /// The correct answer to `cases` fed as one input, in the judge's
    /// format (numbered from 1 in that input, as POJ 1222 prints them).
    pub fn answer(&self, cases: &[Case]) -> Vec<u8> {
        let mut out = Vec::new();
        for (i, case) in cases.iter().enumerate() {
            let case = Case { number: i + 1, ..*case };
            self.solver
                .write_answer(&case, &mut out)
                .expect("generated cases have equal piece counts");
        }
        out
    }

    /// Judges `output` as the answer to `cases` (fed in that order, as one input).
    pub fn judge(&self, cases: &[Case], output: &[u8]) -> Judgement {
        let input = input_text(self.problem, cases);
        let answer = self.answer(cases);
        self.checker.check(&input, Cursor::new(output), Cursor::new(answer))
    }
}

/// Cases one step smaller than `case`: one lit cell fewer (flips, press
/// grids; POJ 3279 also one row or column fewer), or one piece fewer on
/// both boards (swaps: a piece of the start and one of the target, so the
/// counts stay equal). The token puzzles have no smaller board of the same
/// problem: none.
pub fn smaller(problem: Problem, case: &Case) -> Vec<Case> {
    let bits = |state: u64| (0..16).filter(move |i| state >> i & 1 == 1);
    let mut out = Vec::new();
    if matches!(problem.layout(), CaseLayout::Eight | CaseLayout::Knights) {
        return out;
    }
    if problem.layout() == CaseLayout::PressGrid {
        let grid = case.flip_board;
        let (rows, cols) = (grid.rows(), grid.cols());
        if problem == Problem::Poj3279 {
            if rows > 1 {
                let mut fewer = Board15::zeros(rows - 1, cols);
                for r in 0..rows - 1 {
                    fewer.set_row(r, grid.row(r));
                }
                out.push(Case::with_flip_board(case.number, case.line, fewer));
            }
            if cols > 1 {
                let mut fewer = Board15::zeros(rows, cols - 1);
                for r in 0..rows {
                    fewer.set_row(r, grid.row(r));
                }
                out.push(Case::with_flip_board(case.number, case.line, fewer));
            }
        }
        for r in 0..rows {
            for c in 0..cols {
                if grid.get((r, c)) {
                    let mut less = grid;
                    less.set((r, c), false);
                    out.push(Case::with_flip_board(case.number, case.line, less));
                }
            }
        }
        return out;
    }
    if problem.is_swap() {
        for i in bits(case.start) {
            for j in bits(case.target) {
                out.push(Case {
                    start: case.start & !(1 << i),
                    target: case.target & !(1 << j),
                    ..*case
                });
            }
        }
    } else {
        for i in bits(case.start) {
            out.push(Case {
                start: case.start & !(1 << i),
                ..*case
            });
        }
    }
    out
}

/// How far a failing case was shrunk.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shrunk {
    /// The smallest failing case found.
    pub case: Case,
    /// Steps taken (each one cell or piece fewer).
    pub steps: usize,
    /// Times the program was run to find it.
    pub runs: usize,
}

/// Shrinks a failing `case` greedily: takes the first smaller case that
/// still `fails`, and again, until none does or `max_runs` runs are spent.
///
/// ```
/// use gridsolve_core::{judge::{Case, Problem}, stress::shrink};
/// // A "bug" that shows on any board with the top-left cell lit.
/// let case = Case::new(1, 1, 0xFFFF, 0);
/// let shrunk = shrink(Problem::Poj1753, &case, 1000, |c| c.start >> 15 & 1 == 1);
/// assert_eq!(shrunk.case.start, 1 << 15);
/// assert_eq!(shrunk.steps, 15);
/// ```
pub fn shrink(problem: Problem, case: &Case, max_runs: usize, mut fails: impl FnMut(&Case) -> bool) -> Shrunk {
    let mut shrunk = Shrunk {
        case: *case,
        steps: 0,
        runs: 0,
    };
    'smaller: loop {
        for candidate in smaller(problem, &shrunk.case) {
            if shrunk.runs == max_runs {
                break 'smaller;
            }
            shrunk.runs += 1;
            if fails(&candidate) {
                shrunk.case = candidate;
                shrunk.steps += 1;
                continue 'smaller;
            }
        }
        break;
    }
    shrunk
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::check::Verdict;

    #[test]
    fn every_problem_has_its_edges_and_every_kind_it_knows() {
        for problem in Problem::ALL {
            let all = cases(problem, None, 40, 3).unwrap();
            assert_eq!(all.len(), 40);
            let edges = edges(problem);
            assert_eq!((all[0].start, all[0].flip_board), (edges[0].start, edges[0].flip_board));
            assert_eq!((all[1].start, all[1].flip_board), (edges[1].start, edges[1].flip_board));
            assert!(
                all.iter()
                    .all(|c| c.start.count_ones() == c.target.count_ones() || !problem.is_swap())
            );
            // The correct answers are accepted, every one.
            let referee = Referee::new(problem).unwrap();
            let answer = referee.answer(&all);
            assert_eq!(referee.judge(&all, &answer).verdict, Verdict::Accepted, "{problem:?}");
            for case in &all {
                let one = std::slice::from_ref(case);
                assert_eq!(referee.judge(one, &referee.answer(one)).verdict, Verdict::Accepted);
            }
        }
        assert!(cases(Problem::P1225, Some(BoardKind::Unsolvable), 1, 0).is_err());
    }

    #[test]
    fn a_batch_is_one_valid_input_of_its_problem() {
        use crate::judge::parse::CaseReader;
        for problem in Problem::ALL {
            let batch = cases(problem, None, 30, 5).unwrap();
            let input = input_of(problem, &batch);
            let read: Vec<Case> = CaseReader::new(problem, &input)
                .collect::<Result<_, _>>()
                .unwrap_or_else(|e| panic!("{problem:?}: the batch is not one input: {e}"));
            assert_eq!(read.len(), batch.len(), "{problem:?}");
            for (read, fed) in read.iter().zip(&batch) {
                assert_eq!(
                    (read.start, read.target, read.flip_board),
                    (fed.start, fed.target, fed.flip_board),
                    "{problem:?}"
                );
            }
            if problem.counts_cases() {
                assert!(input.starts_with(b"30\n"), "{problem:?}: one count, first");
            }
        }
    }

    #[test]
    fn a_wrong_output_is_judged_wrong_and_the_case_shrinks_while_it_fails() {
        let referee = Referee::new(Problem::Poj1753).unwrap();
        // A program that always says 0: wrong on every board that needs a move.
        let case = Case::new(1, 1, 0b1001_1101_1001_1000, 0);
        let wrong = |c: &Case| referee.judge(std::slice::from_ref(c), b"0\n").verdict != Verdict::Accepted;
        assert!(wrong(&case));
        let shrunk = shrink(Problem::Poj1753, &case, 10_000, wrong);
        // One lit cell is still wrong (it needs moves or is impossible); none is right.
        assert_eq!(shrunk.case.start.count_ones(), 1);
        assert!(wrong(&shrunk.case));
        assert!(smaller(Problem::Poj1753, &shrunk.case).iter().all(|c| !wrong(c)));
        // Swaps lose one piece on each board per step.
        let swap = Case::new(1, 1, 0b1111_0000_1110_0010, 0b1010_0101_1010_0101);
        assert!(
            smaller(Problem::P1225, &swap)
                .iter()
                .all(|c| c.start.count_ones() == 7 && c.target.count_ones() == 7)
        );
    }
}
