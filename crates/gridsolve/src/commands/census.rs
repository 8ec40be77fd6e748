//! `gridsolve census`: placeholder until its issue builds it.

use clap::Args;

use crate::exit::Failure;

#[derive(Args)]
pub struct CensusArgs {}

pub fn run(_args: &CensusArgs) -> Result<(), Failure> {
    Err(Failure::usage("not built yet"))
}
