//! How a command fails: a message for stderr and an exit code.

use std::io;

/// Exit code for malformed input data (boards, files).
pub const BAD_INPUT: i32 = 1;
/// Exit code for a bad command line (clap uses 2 as well).
pub const USAGE: i32 = 2;
/// Exit code for a file that could not be read or written.
pub const IO: i32 = 3;

/// A failed command: what to print on stderr and the exit code.
#[derive(Debug)]
pub struct Failure {
    pub message: String,
    pub code: i32,
}

impl Failure {
    pub fn bad_input(message: impl Into<String>) -> Failure {
        Failure {
            message: message.into(),
            code: BAD_INPUT,
        }
    }

    pub fn usage(message: impl Into<String>) -> Failure {
        Failure {
            message: message.into(),
            code: USAGE,
        }
    }

    pub fn io(context: &str, error: &io::Error) -> Failure {
        Failure {
            message: format!("{context}: {error}"),
            code: IO,
        }
    }

    /// A failure with a protocol-specific exit code and message (the checker).
    pub fn with_code(code: i32, message: impl Into<String>) -> Failure {
        Failure {
            message: message.into(),
            code,
        }
    }

    /// Prints the message and returns the exit code. A closed stdout (for
    /// example `gridsolve ... | head`) is a normal, quiet exit.
    pub fn report(self) -> i32 {
        if !self.message.is_empty() {
            eprintln!("gridsolve: {}", self.message);
        }
        self.code
    }
}

/// Maps an error writing stdout to a failure; a broken pipe is a quiet success.
pub fn output_error(error: io::Error) -> Failure {
    if error.kind() == io::ErrorKind::BrokenPipe {
        Failure {
            message: String::new(),
            code: 0,
        }
    } else {
        Failure::io("writing output", &error)
    }
}
