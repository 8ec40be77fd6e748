//! `gridsolve poj1753|poj2965|p1225|p4289|p1379|hdu1043|p2324|poj3279|poj1222 [FILE]`:
//! the judge problems, in the judges' exact formats.
//!
//! Input is read in bounded pieces and answers are written as they are
//! found, so a batch of any size runs in bounded memory, and every case
//! before a bad one is answered (and flushed) before the error is reported.

use std::fs::File;
use std::io::{Read, Write};
use std::path::PathBuf;

use clap::Args;
use gridsolve_core::judge::{CaseReader, JudgeSolver, Problem, ResumePoint, algorithms};
use gridsolve_core::{Algorithm, SolveError};

use crate::exit::{ALGORITHM_CANNOT, Failure, output_error};
use crate::shared::algorithm_parser;
use gridsolve_core::draw::Explainer;

/// The arguments of an eight-puzzle judge command.
#[derive(Args)]
pub struct EightJudgeArgs {
    /// Input file; stdin when absent or `-`.
    pub file: Option<PathBuf>,
    /// For humans: draw every step of every answer, the moved tile marked.
    #[arg(long)]
    pub explain: bool,
    /// Solver: auto or table (the distances of all 181,440 boards, built once by BFS from the goal),
    /// or a per-board search (bfs, bibfs, astar, idastar with Manhattan distance and linear conflict).
    #[arg(long, value_parser = algorithm_parser(algorithms(Problem::P1379)), default_value = "auto")]
    pub algorithm: Algorithm,
}

/// The arguments of the knights judge command.
#[derive(Args)]
pub struct KnightJudgeArgs {
    /// Input file; stdin when absent or `-`.
    pub file: Option<PathBuf>,
    /// For humans: draw every step of every answer, the moved knight marked.
    #[arg(long)]
    pub explain: bool,
    /// Solver: auto or idastar (IDA* with the misplaced-knights bound, depth cap 15), or a
    /// generic search without the cap (bfs, bibfs, astar) within 2,000,000 states a case.
    #[arg(long, value_parser = algorithm_parser(algorithms(Problem::P2324)), default_value = "auto")]
    pub algorithm: Algorithm,
}

/// The arguments of a press-grid judge command.
#[derive(Args)]
pub struct GridJudgeArgs {
    /// Input file; stdin when absent or `-`.
    pub file: Option<PathBuf>,
    /// For humans: draw the board, the press grid and the board after it.
    #[arg(long)]
    pub explain: bool,
    /// Solver: auto (the first rows that work found over GF(2), the fewest presses, ties in lexicographic order).
    #[arg(long, value_parser = algorithm_parser(algorithms(Problem::Poj3279)), default_value = "auto")]
    pub algorithm: Algorithm,
}

macro_rules! into_judge_args {
    ($($args:ty),*) => {$(
        impl From<&$args> for JudgeArgs {
            fn from(a: &$args) -> JudgeArgs {
                JudgeArgs {
                    file: a.file.clone(),
                    explain: a.explain,
                    algorithm: a.algorithm,
                }
            }
        }
    )*};
}

into_judge_args!(EightJudgeArgs, KnightJudgeArgs, GridJudgeArgs);

/// What every judge command takes.
pub struct JudgeArgs {
    pub file: Option<PathBuf>,
    pub explain: bool,
    pub algorithm: Algorithm,
}

/// The arguments of a toggle judge command; `--help` lists only the algorithms that apply.
#[derive(Args)]
pub struct ToggleJudgeArgs {
    /// Input file; stdin when absent or `-`.
    pub file: Option<PathBuf>,
    /// For humans: draw every step of every answer, changed cells marked.
    #[arg(long)]
    pub explain: bool,
    /// Solver: auto (tables and algebra built once), linear, or a per-board search such as bfs.
    #[arg(long, value_parser = algorithm_parser(algorithms(Problem::Poj1753)), default_value = "auto")]
    pub algorithm: Algorithm,
}

/// The arguments of a swap judge command; `--help` lists only the algorithms that apply.
#[derive(Args)]
pub struct SwapJudgeArgs {
    /// Input file; stdin when absent or `-`.
    pub file: Option<PathBuf>,
    /// For humans: draw every step of every answer, changed cells marked.
    #[arg(long)]
    pub explain: bool,
    /// Solver: auto (min-cost matching), matching, or a per-board search such as bfs.
    #[arg(long, value_parser = algorithm_parser(algorithms(Problem::P1225)), default_value = "auto")]
    pub algorithm: Algorithm,
}

impl From<&ToggleJudgeArgs> for JudgeArgs {
    fn from(a: &ToggleJudgeArgs) -> JudgeArgs {
        JudgeArgs {
            file: a.file.clone(),
            explain: a.explain,
            algorithm: a.algorithm,
        }
    }
}

impl From<&SwapJudgeArgs> for JudgeArgs {
    fn from(a: &SwapJudgeArgs) -> JudgeArgs {
        JudgeArgs {
            file: a.file.clone(),
            explain: a.explain,
            algorithm: a.algorithm,
        }
    }
}

/// Bytes of input read at a time. A megabyte: the piece is still in the
/// cache when the reader parses it, and the buffer (reused, two pieces)
/// takes 512 page faults once. With 8 MB pieces, every judge batch took
/// 5-20% more CPU (1,000,000 POJ 1753 boards: 16.6 against 13.7 ms).
const PIECE: usize = 1 << 20;
/// Output is flushed once this much has accumulated.
const FLUSH_AT: usize = 1 << 20;

/// Cases a batch of plain boards reads at most (a few kilobytes of answers).
const BATCH: usize = 1024;

pub fn run(problem: Problem, args: &JudgeArgs) -> Result<(), Failure> {
    let solver = JudgeSolver::new(problem, args.algorithm).map_err(cannot)?;
    let mut input: Box<dyn Read> = match &args.file {
        None => Box::new(std::io::stdin().lock()),
        Some(p) if p.as_os_str() == "-" => Box::new(std::io::stdin().lock()),
        Some(p) => Box::new(File::open(p).map_err(|e| Failure::reading(p.display(), &e))?),
    };
    let stdout = std::io::stdout();
    let explainer = args
        .explain
        .then(|| Explainer::new(problem, crate::use_colour(), crate::lang::current()));
    let mut out = stdout.lock();
    // A piece and the case cut off at the end of the last one.
    let mut buffer: Vec<u8> = Vec::with_capacity(2 * PIECE);
    let mut answers: Vec<u8> = Vec::with_capacity(FLUSH_AT + 4096);
    let mut point = ResumePoint::START;
    let mut first_piece = true;
    loop {
        let at_end = fill(&mut input, &mut buffer)?;
        let mut reader = if first_piece {
            CaseReader::new(problem, &buffer)
        } else {
            CaseReader::resume(problem, &buffer, point)
        };
        if !at_end {
            reader = reader.more_follows();
        }
        first_piece = false;
        let mut failure = None;
        // Plain cases come in batches (the four-by-four problems, the
        // eight-puzzles, POJ 3279, POJ 1222; the reader stops a batch before anything
        // else, which `next` reads); the others, and every case under
        // --explain, one by one.
        let mut cases = Vec::with_capacity(BATCH);
        'cases: loop {
            cases.clear();
            if explainer.is_none() {
                reader.plain_cases(&mut cases, BATCH);
            }
            if cases.is_empty() {
                match reader.next() {
                    None => break,
                    Some(Ok(case)) => cases.push(case),
                    Some(Err(error)) if error.cut_off && !at_end => break,
                    Some(Err(error)) => {
                        failure = Some(Failure::bad_input(crate::lang::say(error.text())));
                        break;
                    }
                }
            }
            for case in &cases {
                let answered = match &explainer {
                    Some(explainer) => solver
                        .solve(case)
                        .map(|moves| explainer.explain(case, moves.as_deref(), &mut answers)),
                    None => solver.write_answer(case, &mut answers),
                };
                if let Err(error) = answered {
                    // The cases before this one keep their answers.
                    failure = Some(cannot(error));
                    break 'cases;
                }
            }
            if answers.len() >= FLUSH_AT {
                out.write_all(&answers).map_err(output_error)?;
                answers.clear();
            }
        }
        point = reader.resume_point();
        if failure.is_some() || at_end {
            out.write_all(&answers).map_err(output_error)?;
            out.flush().map_err(output_error)?;
            return failure.map_or(Ok(()), Err);
        }
        buffer.drain(..point.offset);
    }
}

/// Appends up to one piece of input to `buffer`; returns whether the input has ended.
fn fill(input: &mut dyn Read, buffer: &mut Vec<u8>) -> Result<bool, Failure> {
    let read = input
        .take(PIECE as u64)
        .read_to_end(buffer)
        .map_err(|e| Failure::reading("input", &e))?;
    Ok(read < PIECE)
}

fn cannot(error: SolveError) -> Failure {
    Failure::with_code(ALGORITHM_CANNOT, crate::lang::say(error.text()))
}
