//! One file per subcommand. Each parses its arguments, reads input, calls
//! the core and prints.

pub mod census;
pub mod census_modular;
pub mod census_timely;
pub mod census_tokens;
pub mod check;
pub mod demo;
pub mod export;
pub mod gen;
pub mod judge;
pub mod package;
pub mod serve;
pub mod solve;
pub mod solve_modular;
pub mod solve_tokens;
pub mod stress;
