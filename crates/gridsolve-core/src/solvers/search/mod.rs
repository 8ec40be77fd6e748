//! The classic state-space searches, generic over the puzzle
//! ([`space::StateSpace`]): one BFS, bidirectional BFS, A*, IDA* and table
//! for toggle and swap boards ([`SmallPuzzle`](crate::SmallPuzzle), XOR-mask
//! words), sliding and knight boards ([`crate::solvers::search::tokens::SlidePuzzle`], packed
//! tokens ranked densely) and any other state type. Each reports its work in
//! [`Stats`](crate::Stats) and its steps to a [`crate::trace::Observer`].

pub mod astar;
pub mod bfs;
pub mod bibfs;
pub mod heuristic;
pub mod idastar;
pub mod memory;
pub mod space;
pub mod table;
pub mod tokens;
pub mod visited;
