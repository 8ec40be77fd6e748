//! The classic state-space searches, for learners and as independent
//! references: they run on [`SmallPuzzle`](crate::SmallPuzzle) (boards of at
//! most 64 cells, every move an XOR mask) and report their work in
//! [`Stats`](crate::Stats).

pub mod astar;
pub mod bfs;
pub mod bibfs;
pub mod heuristic;
pub mod idastar;
pub mod table;
pub mod visited;
