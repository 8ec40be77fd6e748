//! The four judge commands: placeholder.
use crate::exit::Failure;
use clap::Args;
#[derive(Args)]
pub struct JudgeArgs {}
pub fn run(_p: gridsolve_core::judge::Problem, _args: &JudgeArgs) -> Result<(), Failure> {
    Err(Failure::usage("not built yet"))
}
