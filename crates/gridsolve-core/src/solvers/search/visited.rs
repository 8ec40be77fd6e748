//! The visited set of the searches, with the move that first reached each state.
//!
//! Because every move is its own inverse, the move is enough to walk back to
//! the parent (see [`crate::SmallPuzzle`]). Boards of up to
//! [`crate::small::DENSE_MAX_CELLS`] cells use one byte per possible state;
//! larger ones a hash map whose size is capped, so memory stays bounded.

use std::collections::HashMap;

use crate::small::SmallPuzzle;
use crate::solution::{Algorithm, SolveError};

/// Marks a start state: reached by no move.
pub const ROOT: u8 = 254;
const UNSEEN: u8 = 255;

/// Most states any search stores (about 1.5 GB in the sparse form at worst).
pub const MAX_STORED_STATES: usize = 40_000_000;

/// The states seen so far, each with the move that reached it.
pub enum Visited {
    Dense(Vec<u8>),
    Sparse(HashMap<u64, u8>),
}

impl Visited {
    /// An empty set for the states of `puzzle`.
    pub fn new(puzzle: &SmallPuzzle) -> Visited {
        if puzzle.dense() {
            Visited::Dense(vec![UNSEEN; 1usize << puzzle.cells()])
        } else {
            Visited::Sparse(HashMap::new())
        }
    }

    /// The move that reached `state`, or `None` if unseen.
    #[inline]
    pub fn get(&self, state: u64) -> Option<u8> {
        match self {
            Visited::Dense(v) => Some(v[state as usize]).filter(|&m| m != UNSEEN),
            Visited::Sparse(m) => m.get(&state).copied(),
        }
    }

    /// Records `state` as reached by `mv` if it was unseen; returns whether it was new.
    /// Fails once more than [`MAX_STORED_STATES`] states would be stored.
    #[inline]
    pub fn insert(&mut self, state: u64, mv: u8, algorithm: Algorithm) -> Result<bool, SolveError> {
        match self {
            Visited::Dense(v) => {
                let slot = &mut v[state as usize];
                let new = *slot == UNSEEN;
                if new {
                    *slot = mv;
                }
                Ok(new)
            }
            Visited::Sparse(m) => {
                if m.len() >= MAX_STORED_STATES && !m.contains_key(&state) {
                    return Err(SolveError::TooLarge {
                        algorithm,
                        why: format!("the search stored {MAX_STORED_STATES} states without finishing"),
                    });
                }
                let mut new = false;
                m.entry(state).or_insert_with(|| {
                    new = true;
                    mv
                });
                Ok(new)
            }
        }
    }

    /// The move indices from the root to `state`, in the order applied.
    pub fn path_to(&self, puzzle: &SmallPuzzle, mut state: u64) -> Vec<usize> {
        let mut path = Vec::new();
        while let Some(mv) = self.get(state).filter(|&m| m != ROOT) {
            path.push(mv as usize);
            state = puzzle.apply(state, mv as usize);
        }
        path.reverse();
        path
    }
}
