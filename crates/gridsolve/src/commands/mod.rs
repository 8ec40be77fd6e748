//! One file per subcommand. Each parses its arguments, reads input, calls
//! the core and prints.

pub mod census;
pub mod check;
pub mod demo;
pub mod export;
pub mod r#gen;
pub mod judge;
pub mod package;
pub mod serve;
pub mod solve;
pub mod stress;
