//! `gridsolve demo`: placeholder.
use crate::exit::Failure;
pub fn run() -> Result<(), Failure> {
    Err(Failure::usage("not built yet"))
}
