//! The classic state-space searches, generic over the puzzle
//! ([`space::StateSpace`]): one BFS, bidirectional BFS, A*, IDA* and table
//! for toggle and swap boards ([`SmallPuzzle`](crate::SmallPuzzle), XOR-mask
//! words), sliding and knight boards ([`crate::solvers::search::tokens::TokenPuzzle`], packed
//! tokens ranked densely) and any other state type. Each reports its work in
//! [`Stats`](crate::Stats) and its steps to a [`crate::trace::Observer`].
//!
//! Every move is its own inverse, so the move that reached a state is its
//! parent link and the backward search uses the forward moves. Visited sets
//! (`visited`) are a byte per state when the space is densely indexed and
//! at most 2^25 states, else a hash map held to the budget (`memory`).
//! Each search exposes one entry named for what it computes
//! (`shortest_path`, [`table::DistanceTable::build`]); only
//! [`crate::solvers::solve`] calls them.
//!
//! A new state-space search is a file here, its `Algorithm` variant
//! (`solution.rs`: the enum, `ALL`, `name()`, `holds()`, which the page's
//! plan reads) and one arm in `solvers::search_state_space`. The page
//! traces every search (`visual::traced`), so it needs the search's
//! pseudocode, narration, panels and words (`web/js/pseudocode.js`,
//! `narrate.js`, `i18n.js`, `panels.js`, `player.js`, `tree.js`; the
//! counters' `Tally` in `visual.rs`, the event table of `trace.rs`). Then
//! the judges' lists (`judge::algorithms`), the bindings' types
//! (regenerated from `puzzle::schema`), the algorithm lists of the locale
//! files and the README, and the counts tests pin (the core's
//! `tests/architecture.rs`, the Python module's doctest of the algorithm
//! names).

pub mod astar;
pub mod bfs;
pub mod bibfs;
pub mod heuristic;
pub mod idastar;
pub(crate) mod memory;
pub mod space;
pub mod table;
pub mod tokens;
pub(crate) mod visited;
