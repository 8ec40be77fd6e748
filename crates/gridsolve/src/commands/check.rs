//! `gridsolve check`: placeholder until its issue builds it.

use clap::Args;

use crate::exit::Failure;

#[derive(Args)]
pub struct CheckArgs {}

pub fn run(_args: &CheckArgs) -> Result<(), Failure> {
    Err(Failure::usage("not built yet"))
}
