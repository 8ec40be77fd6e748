//! The four judge commands: placeholder.
use clap::Args;
use crate::exit::Failure;
#[derive(Args)]
pub struct JudgeArgs {}
pub fn run(_p: gridsolve_core::judge::Problem, _args: &JudgeArgs) -> Result<(), Failure> {
    Err(Failure::usage("not built yet"))
}
