//! # gridsolve-core
//!
//! Optimal solvers for grid puzzles of the flip, toggle and swap kind, as a
//! library that does no I/O (it also builds for `wasm32-unknown-unknown`).
//!
//! A puzzle is data: a board size, a [`MoveRule`] (toggle a [`Stencil`],
//! optionally on a torus, or swap adjacent cells) and a [`Goal`]. The
//! solvers in [`solvers`] are interchangeable; [`solvers::solve`] picks one by
//! [`Algorithm`]. The four judge problems are presets in [`judge`].
//!
//! ```
//! use gridsolve_core::solvers::{solve, Instance, SolveOptions};
//! use gridsolve_core::{trace::NoTrace, Algorithm, Board, Puzzle};
//!
//! // POJ 2965's sample: the refrigerator needs 6 presses.
//! let start = Board::parse("0100\n0000\n0000\n0100").unwrap();
//! let puzzle = Puzzle::refrigerator(4, 4);
//! let instance = Instance::Bits { puzzle: &puzzle, start: &start };
//! let solved = solve(instance, Algorithm::Bfs, &SolveOptions::default(), &mut NoTrace).unwrap();
//! let report = solved.into_report().unwrap();
//! let moves = &report.outcome.solution().unwrap().moves;
//! assert_eq!(moves.len(), 6);
//! assert!(puzzle.is_goal(&puzzle.replay(&start, moves).unwrap()));
//! ```

pub mod board;
pub mod board_reader;
pub mod census;
pub mod draw;
pub mod gen;
pub mod grid;
pub mod judge;
pub mod limits;
pub mod locale;
pub mod modular;
pub mod puzzle;
pub mod rules;
pub mod slide;
pub mod small;
pub mod solution;
pub mod solvers;
pub mod stress;
pub mod text;
pub mod trace;
pub mod visual;

pub use board::{Board, BoardParseError, Cell};
pub use grid::{Grid, GridParseError};
pub use rules::{Goal, Move, MoveError, MoveRule, Puzzle, Stencil};
pub use small::SmallPuzzle;
pub use solution::{Algorithm, Outcome, Report, Solution, SolveError, Stats};
pub use solvers::solve;
