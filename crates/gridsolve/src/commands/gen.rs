//! `gridsolve gen`: placeholder until its issue builds it.

use clap::Args;

use crate::exit::Failure;

#[derive(Args)]
pub struct GenArgs {}

pub fn run(_args: &GenArgs) -> Result<(), Failure> {
    Err(Failure::usage("not built yet"))
}
