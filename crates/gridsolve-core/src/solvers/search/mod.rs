//! The classic state-space searches, generic over the puzzle
//! ([`space::StateSpace`]): one BFS, bidirectional BFS, A*, IDA* and table
//! for toggle and swap boards ([`SmallPuzzle`](crate::SmallPuzzle), XOR-mask
//! words), sliding and knight boards ([`crate::solvers::search::tokens::TokenPuzzle`], packed
//! tokens ranked densely) and any other state type. Each reports its work in
//! [`Stats`](crate::Stats) and its steps to a [`crate::trace::Observer`].
//!
//! Every move of these spaces is its own inverse (a K-state press is not, and
//! has no space here), so the move that reached a state is its parent link and the backward search uses the forward moves. Visited sets
//! (`visited`) are a byte per state when the space is densely indexed and
//! at most 2^25 states, else a hash map held to the budget (`memory`).
//! Each search exposes one entry named for what it computes
//! (`shortest_path`, [`table::DistanceTable::build`]); everything reaches
//! them through [`crate::solvers::solve`] or, for a whole table,
//! [`crate::solvers::distance_table`] (they are public for the benchmarks,
//! which time them alone).
//!
//! A new state-space search is a file here, its `Algorithm` variant
//! (`solution.rs`: the enum, `ALL`, `name()`, `holds()`, which the page's
//! plan reads) and one arm in `solvers::search_state_space`. The page
//! traces every search (`visual::traced`), so it needs the search's
//! pseudocode, narration, panels, lesson and words (`web/js/pseudocode.js`,
//! `narrate.js`, `i18n.js`, `panels.js`, `player.js`, `tree.js`,
//! `lessons.js` and its smoke test `crates/gridsolve-wasm/smoke/lessons.test.mjs`;
//! the counters' `Tally` in `visual.rs`, the event table of `trace.rs`, a
//! new `visual::plan::Why` if it needs a reason of its own). Then the
//! judges' lists (`judge::algorithms`, and the judge commands' English help
//! in the CLI's `commands/judge.rs` beside its `locales/zh.ftl`), the
//! bindings' types (regenerated from `puzzle::schema`), the algorithm lists
//! of the locale files and the README, `benches/search.rs`, and the lists
//! tests pin (the core's `tests/architecture.rs`; `solution.rs`'s,
//! `limits.rs`'s, `trace.rs`'s, `search/tokens.rs`'s,
//! `visual/plan.rs`'s (by position), `visual/tokens.rs`'s and `visual.rs`'s
//! tests; `puzzle/schema.rs`'s hand-written list of the request's
//! algorithms; the CLI's `tests/cli_messages.rs`; `web/tests/visualizer.test.mjs`
//! and `crates/gridsolve-wasm/smoke/teaches-what-runs.test.mjs`; the Python
//! module's doctest of the algorithm names). Optional, with defaults: `no_goal_reason` in `solvers/mod.rs`,
//! `Algorithm::counts_every_reachable_board`.

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
