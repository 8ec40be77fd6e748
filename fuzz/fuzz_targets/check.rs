//! Fuzzes the special judge with hostile contestant output.
//!
//! Input layout (shared with `crates/gridsolve-core/tests/check.rs`, which
//! replays the files kept in `tests/regressions/check/`): byte 0 picks the
//! problem, bytes 1-2 the start board (little-endian state number), byte 3
//! the rotation giving the swap problems' target board (same number of
//! pieces); the rest is the contestant's output. The jury answer is the
//! solver's own, so a judge failure is a bug, as is a panic.
#![no_main]

use std::sync::OnceLock;

use gridsolve_core::judge::check::{Checker, Verdict, JURY_ALGORITHM};
use gridsolve_core::judge::{CaseReader, JudgeSolver, Problem};
use gridsolve_core::{Algorithm, Board};
use libfuzzer_sys::fuzz_target;

struct Judges {
    checkers: Vec<Checker>,
    solvers: Vec<JudgeSolver>,
}

fn judges() -> &'static Judges {
    static JUDGES: OnceLock<Judges> = OnceLock::new();
    JUDGES.get_or_init(|| Judges {
        checkers: Problem::ALL.iter().map(|&p| Checker::new(p).unwrap()).collect(),
        solvers: Problem::ALL
            .iter()
            .map(|&p| {
                let algorithm = if p.is_swap() { JURY_ALGORITHM } else { Algorithm::Auto };
                JudgeSolver::new(p, algorithm).unwrap()
            })
            .collect(),
    })
}

fuzz_target!(|data: &[u8]| {
    let get = |i: usize| data.get(i).copied().unwrap_or(0);
    let index = get(0) as usize % 4;
    let problem = Problem::ALL[index];
    let start = u16::from_le_bytes([get(1), get(2)]);
    let target = start.rotate_left(u32::from(get(3) % 16));
    let board = |state: u16| problem.render(&Board::from_small(4, 4, u64::from(state)));
    let mut input = board(start);
    if problem.is_swap() {
        input.push_str(&board(target));
    }
    let judges = judges();
    let mut answer = Vec::new();
    for case in CaseReader::new(problem, input.as_bytes()) {
        judges.solvers[index].write_answer(&case.unwrap(), &mut answer).unwrap();
    }
    let output = data.get(4..).unwrap_or(&[]);
    let judgement = judges.checkers[index].check(input.as_bytes(), output, &answer[..]);
    assert_ne!(judgement.verdict, Verdict::JudgeFailure, "{}", judgement.reason);
    assert!(!judgement.reason.contains('\n'));
    if judgement.verdict == Verdict::Accepted {
        // Accepted output starts with the jury's count (tokens are split at
        // testlib's blanks only: space, tab, CR, LF).
        let blank = |b: &u8| b" \t\r\n".contains(b);
        let first = output.split(blank).find(|t| !t.is_empty());
        let expected = answer.split(blank).next();
        assert_eq!(first, expected);
    }
});
