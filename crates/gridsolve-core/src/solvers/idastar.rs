//! Placeholder until the swap issue builds it.
use crate::small::SmallPuzzle;
use crate::solution::{Algorithm, SolveError, Stats};

/// Not built yet.
pub fn search(_puzzle: &SmallPuzzle, _start: u64) -> Result<(Option<Vec<usize>>, Stats), SolveError> {
    Err(SolveError::NotApplicable {
        algorithm: Algorithm::Astar,
        why: "not built yet".into(),
    })
}
