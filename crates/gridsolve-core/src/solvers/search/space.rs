//! [`StateSpace`]: what the generic searches need to know about a puzzle.
//!
//! One BFS, bidirectional BFS, A*, IDA* and table serve every family: toggle
//! and swap boards ([`SmallPuzzle`], a state is an XOR-mask word), sliding and
//! knight boards ([`crate::solvers::search::tokens::TokenPuzzle`], a state is the packed
//! tokens, with a dense index by permutation or multiset rank), and any
//! other state type that is `Copy + Eq + Hash`.
//!
//! The one requirement beyond a successor function: **every move is its own
//! inverse** (a toggle, or a swap of two cells). The searches store only the
//! move that reached a state and apply it again to walk back to the parent,
//! and the backward searches (bidirectional BFS, the table) use the forward
//! moves.

use std::fmt::Debug;
use std::hash::Hash;

use crate::small::SmallPuzzle;

/// Most moves a space may have: the searches store a move index in a byte,
/// with two values reserved (`super::visited::ROOT` and the unseen mark).
pub const MAX_MOVE_COUNT: usize = 254;

/// A puzzle as the searches see it.
pub trait StateSpace {
    /// A state; small and cheap to copy.
    type State: Copy + Eq + Hash + Debug;

    /// Number of moves; move indices are `0..move_count()`, at most [`MAX_MOVE_COUNT`].
    fn move_count(&self) -> usize;

    /// The state after move `mv`, which must be one of `state`'s successors
    /// or the move that reached `state` (moves are their own inverses).
    fn apply(&self, state: Self::State, mv: usize) -> Self::State;

    /// The moves that change `state`, with the states they lead to.
    fn successors(&self, state: Self::State) -> impl Iterator<Item = (usize, Self::State)> + '_;

    /// The successors IDA* follows after the move `previous` (none at the
    /// root). By default all but `previous` itself, which would undo it;
    /// spaces with more structure prune more (presses commute, so toggle
    /// boards enumerate press sets) as long as some shortest path survives.
    fn successors_after(
        &self,
        state: Self::State,
        previous: Option<usize>,
    ) -> impl Iterator<Item = (usize, Self::State)> + '_ {
        self.successors(state).filter(move |&(mv, _)| Some(mv) != previous)
    }

    /// Whether `state` is a goal.
    fn is_goal(&self, state: Self::State) -> bool;

    /// Every goal state (the backward searches start from them).
    fn goals(&self) -> Vec<Self::State>;

    /// When every state reachable from any one state maps injectively into
    /// `0..size` by [`StateSpace::index`] (and back by
    /// [`StateSpace::state_at`]), `Some(size)`: the searches then use arrays
    /// instead of hash maps. `None` by default.
    fn dense_size(&self) -> Option<usize> {
        None
    }

    /// The dense index of `state` (only called when [`StateSpace::dense_size`] is `Some`).
    fn index(&self, _state: Self::State) -> usize {
        unreachable!("index() is only called on dense spaces")
    }

    /// The state with dense index `index`, if some state has it.
    fn state_at(&self, _index: usize) -> Option<Self::State> {
        None
    }

    /// The number traces show for `state` (see [`crate::trace`]).
    fn state_number(&self, state: Self::State) -> u64;
}

impl StateSpace for SmallPuzzle {
    type State = u64;

    #[inline]
    fn move_count(&self) -> usize {
        SmallPuzzle::move_count(self)
    }

    #[inline]
    fn apply(&self, state: u64, mv: usize) -> u64 {
        SmallPuzzle::apply(self, state, mv)
    }

    #[inline]
    fn successors(&self, state: u64) -> impl Iterator<Item = (usize, u64)> + '_ {
        SmallPuzzle::successors(self, state)
    }

    /// Toggles: presses commute and pressing twice cancels, so only press
    /// sets are enumerated (each in increasing move order); that also bounds
    /// the depth by the number of cells. Swaps: never undo the swap just
    /// made, and of two swaps on disjoint cells (they commute) only the
    /// order with the lower index first; every sequence can be rearranged
    /// that way without changing its length or result (the
    /// lexicographically least of its rearrangements has the property).
    #[inline]
    fn successors_after(&self, state: u64, previous: Option<usize>) -> impl Iterator<Item = (usize, u64)> + '_ {
        let swap = self.is_swap();
        let first = if swap { 0 } else { previous.map_or(0, |m| m + 1) };
        (first..SmallPuzzle::move_count(self)).filter_map(move |mv| {
            if let (true, Some(prev)) = (swap, previous) {
                let disjoint = self.mask(prev) & self.mask(mv) == 0;
                if prev == mv || (disjoint && mv < prev) {
                    return None;
                }
            }
            let next = SmallPuzzle::apply(self, state, mv);
            (next != state).then_some((mv, next))
        })
    }

    #[inline]
    fn is_goal(&self, state: u64) -> bool {
        SmallPuzzle::is_goal(self, state)
    }

    fn goals(&self) -> Vec<u64> {
        self.goals.clone()
    }

    fn dense_size(&self) -> Option<usize> {
        self.dense().then(|| 1usize << self.cells())
    }

    #[inline]
    fn index(&self, state: u64) -> usize {
        state as usize
    }

    #[inline]
    fn state_at(&self, index: usize) -> Option<u64> {
        Some(index as u64)
    }

    #[inline]
    fn state_number(&self, state: u64) -> u64 {
        state
    }
}
