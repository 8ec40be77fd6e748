//! The `gridsolve` binary: the command line ([`gridsolve::run`]) on this
//! process's arguments, its exit code the process's.

fn main() {
    std::process::exit(gridsolve::run(std::env::args_os()));
}
