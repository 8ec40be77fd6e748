//! Placeholder until its issue builds it.
use crate::board::Board;
use crate::rules::Puzzle;
use crate::solution::{Algorithm, Report, SolveError};

/// Not built yet.
pub fn solve(_puzzle: &Puzzle, _start: &Board) -> Result<Report, SolveError> {
    Err(SolveError::NotApplicable {
        algorithm: Algorithm::Auto,
        why: "not built yet".into(),
    })
}
