//! The swap rule at any size: the minimum number of adjacent swaps is the
//! cheapest pairing of misplaced pieces with the cells that need one
//! ([`matching`], by [`min_cost_flow`] on the grid graph beyond a few pairs),
//! and `swap_sequence` builds a sequence of exactly that length.

pub mod matching;
pub mod min_cost_flow;
pub(crate) mod swap_sequence;
