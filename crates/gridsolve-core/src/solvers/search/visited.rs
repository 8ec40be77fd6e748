//! The visited set of the searches, with the move that first reached each state.
//!
//! Because every move is its own inverse, the move is enough to walk back to
//! the parent (see [`super::space::StateSpace`]). Dense spaces (toggle and
//! swap boards of up to `small::DENSE_INDEX_MAX_CELLS` cells, ranked token
//! boards) use one byte per possible state; others a hash map whose states
//! and bytes are capped ([`MAX_STORED_STATES`], the search's memory budget),
//! so memory stays bounded. The map hashes with FxHash (`rustc-hash`): the
//! states are the search's own numbers, not an attacker's keys, and SipHash
//! made a 6x6 board's BFS spend most of its time hashing.

use std::collections::HashMap;

use rustc_hash::FxBuildHasher;

use super::memory;
use super::space::StateSpace;
use crate::limits::SearchLimits;
use crate::solution::{Algorithm, SolveError};

/// Marks a start state: reached by no move.
pub const ROOT: u8 = 254;
/// Marks a dense slot no state has reached yet (not a move: moves are below `ROOT`).
const NOT_VISITED: u8 = 255;

/// Most states any search stores (about 1.5 GB in the sparse form at worst).
pub const MAX_STORED_STATES: usize = 40_000_000;

/// Largest dense array a search allocates (one byte per state); larger
/// dense spaces fall back to the hash map, which grows only with what is
/// stored.
pub(crate) const MAX_DENSE_STATES: usize = 1 << 25;

/// The states seen so far, each with the move that reached it.
pub enum Visited<S: StateSpace> {
    /// A byte a state of the dense index: the move that reached it, or unseen.
    Dense(Vec<u8>),
    /// The states seen, each with the move that reached it (spaces without a dense index, or too large for one).
    Sparse(HashMap<S::State, u8, FxBuildHasher>),
}

impl<S: StateSpace> Visited<S> {
    /// An empty set for the states of `space`.
    pub fn new(space: &S) -> Visited<S> {
        match space.dense_size() {
            Some(size) if size <= MAX_DENSE_STATES => Visited::Dense(vec![NOT_VISITED; size]),
            _ => Visited::Sparse(HashMap::default()),
        }
    }

    /// The bytes it holds.
    pub fn bytes(&self) -> u64 {
        match self {
            Visited::Dense(v) => v.len() as u64,
            Visited::Sparse(m) => memory::map_bytes::<S::State, u8>(m.capacity()),
        }
    }

    /// Makes room for one more state within `limits`' memory, of which the
    /// search's other containers hold `others` bytes.
    #[inline]
    pub fn reserve(&mut self, limits: &SearchLimits, algorithm: Algorithm, others: u64) -> Result<(), SolveError> {
        match self {
            Visited::Dense(_) => Ok(()),
            Visited::Sparse(m) => memory::reserve_map(m, limits, algorithm, others),
        }
    }

    /// The move that reached `state`, or `None` if unseen.
    #[inline]
    pub fn get(&self, space: &S, state: S::State) -> Option<u8> {
        match self {
            Visited::Dense(v) => Some(v[space.index(state)]).filter(|&m| m != NOT_VISITED),
            Visited::Sparse(m) => m.get(&state).copied(),
        }
    }

    /// Records `state` as reached by `mv` if it was unseen; returns whether it was new.
    /// Fails once more than [`MAX_STORED_STATES`] states would be stored.
    #[inline]
    pub fn insert(&mut self, space: &S, state: S::State, mv: u8, algorithm: Algorithm) -> Result<bool, SolveError> {
        match self {
            Visited::Dense(v) => {
                let slot = &mut v[space.index(state)];
                let new = *slot == NOT_VISITED;
                if new {
                    *slot = mv;
                }
                Ok(new)
            }
            Visited::Sparse(m) => {
                if m.len() >= MAX_STORED_STATES && !m.contains_key(&state) {
                    return Err(SolveError::TooLarge {
                        algorithm,
                        why: crate::tr!("search-stored-too-many", states = MAX_STORED_STATES),
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
    pub fn path_to(&self, space: &S, mut state: S::State) -> Vec<usize> {
        let mut path = Vec::new();
        while let Some(mv) = self.get(space, state).filter(|&m| m != ROOT) {
            path.push(mv as usize);
            state = space.apply(state, mv as usize);
        }
        path.reverse();
        path
    }
}

/// Refuses spaces with more moves than a byte can name.
pub(crate) fn check_moves<S: StateSpace>(space: &S, algorithm: Algorithm) -> Result<(), SolveError> {
    let moves = space.move_count();
    if moves > super::space::MAX_MOVE_COUNT {
        return Err(SolveError::TooLarge {
            algorithm,
            why: crate::tr!("search-moves-byte", most = super::space::MAX_MOVE_COUNT, moves = moves),
        });
    }
    Ok(())
}
