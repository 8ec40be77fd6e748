//! `gridsolve serve`: placeholder until its issue builds it.

use clap::Args;

use crate::exit::Failure;

#[derive(Args)]
pub struct ServeArgs {}

pub fn run(_args: &ServeArgs) -> Result<(), Failure> {
    Err(Failure::usage("not built yet"))
}
