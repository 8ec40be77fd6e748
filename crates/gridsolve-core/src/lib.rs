//! # gridsolve-core
//!
//! Optimal solvers for grid puzzles, as a library that does no I/O (it also
//! builds for `wasm32-unknown-unknown`): toggle puzzles (Lights Out's plus,
//! the refrigerator's cross, any stencil, a torus, cells of K states, button
//! sets), swap puzzles, sliding-tile puzzles and knight puzzles, each
//! answered with the proven minimum (linear algebra over GF(2) and Z_K,
//! min-cost matching, IDA* on additive pattern databases) or an honest
//! `optimal: false`; and the nine classic judge problems (POJ 1753, POJ 2965,
//! Luogu P1225, P4289, P1379, HDU 1043 / POJ 1077, P2324, POJ 3279, POJ
//! 1222) in their exact formats, with their special judge and test
//! generators ([`judge`], [`testgen`]).
//!
//! The entry point is [`puzzle`]: a puzzle described in the words of the
//! command line ([`puzzle::PuzzleWords`]: `moves`, `states`, `wrap`, the
//! goal), its boards handed over by the front door ([`puzzle::Inputs`]),
//! loaded, solved, and written as text, JSON or a press grid. Every front
//! door goes through it: the `gridsolve` command, the Python module and the
//! npm package ([`puzzle::request`], a JSON request), the visualizer
//! ([`visual`]). Whole state spaces are counted by [`census`].
//!
//! ```
//! use gridsolve_core::puzzle::{PuzzleWords, SolveOptions, TextInputs};
//! use gridsolve_core::Algorithm;
//!
//! // The 8-puzzle: the blank (0) moves twice, right, to reach 1 2 3 / 4 5 6 / 7 8 0.
//! let mut boards = TextInputs::new([("start", "1 2 3\n4 5 6\n0 7 8\n")]);
//! let puzzle = PuzzleWords::new("slide").load(Some("start"), &mut boards).unwrap();
//! let answer = puzzle.solve(Algorithm::Auto, &SolveOptions::default()).unwrap();
//! assert_eq!((answer.moves(), answer.optimal()), (Some(2), true));
//!
//! // POJ 2965's sample, as the judge reads and answers it.
//! use gridsolve_core::judge::{answer_text, Problem};
//! let output = answer_text(Problem::Poj2965, b"-+--\n----\n----\n-+--\n", Algorithm::Auto).unwrap();
//! assert_eq!(output, b"6\n1 1\n1 3\n1 4\n4 1\n4 3\n4 4\n");
//! ```

#![deny(missing_docs)]

// The library's API: a puzzle from words to answer, the judges, the page's
// view, the algorithms and what they report.
pub mod census;
pub mod grid;
pub mod judge;
pub mod limits;
pub mod locale;
pub mod modular;
pub mod puzzle;
pub mod rules;
pub mod setter;
pub mod slide;
pub mod solvers;
pub mod testgen;
pub mod trace;
pub mod visual;

// The front doors' helpers (the CLI's file reader, `--explain`'s drawings,
// 对拍, text formatting): public because the `gridsolve` crates use them,
// hidden from the docs because they are not the library's API.
#[doc(hidden)]
pub mod board_reader;
#[doc(hidden)]
pub mod draw;
#[doc(hidden)]
pub mod stress;
#[doc(hidden)]
pub mod text;

// Named through the re-exports below, not through their modules.
mod board;
mod small;
mod solution;

pub use board::{Board, BoardParseError, Cell};
pub use grid::{Grid, GridParseError};
pub use rules::{Goal, Move, MoveError, MoveRule, Puzzle, Stencil};
pub use small::SmallPuzzle;
pub use solution::{Algorithm, Outcome, Report, Solution, SolveError, Stats};
pub use solvers::solve;
