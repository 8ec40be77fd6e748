//! How a command fails: a message for stderr and an exit code.

use std::io::{self, Write};

use gridsolve_core::locale::Text;
use gridsolve_core::tr;

/// Exit code for malformed input data (boards, files).
pub const BAD_INPUT: i32 = 1;
/// Exit code for a bad command line (clap uses 2 as well).
pub const USAGE: i32 = 2;
/// Exit code for a file that could not be read or written.
pub const IO: i32 = 3;
/// Exit code for work the chosen algorithm cannot do: not its kind of
/// puzzle, or over a documented limit (board size, work, input size).
pub const LIMIT: i32 = 4;
/// Exit code when the chosen algorithm cannot handle the puzzle (`solve`,
/// the judge commands, `demo`): the same 4 as a limit.
pub const ALGORITHM_CANNOT: i32 = LIMIT;
/// Exit code when a problem has no judge kit yet (`export`, `package`;
/// README "Exit codes": 4).
pub const NO_KIT: i32 = LIMIT;

/// A failed command: what to print on stderr and the exit code.
#[derive(Debug)]
pub struct Failure {
    pub message: String,
    pub code: i32,
    /// Printed as it is, without the `gridsolve: ` prefix: a checker's
    /// verdict line, which judges read from its first word (`FAIL ...`).
    pub bare: bool,
}

impl Failure {
    pub fn bad_input(message: impl Into<String>) -> Failure {
        Failure {
            message: message.into(),
            code: BAD_INPUT,
            bare: false,
        }
    }

    pub fn usage(message: impl Into<String>) -> Failure {
        Failure {
            message: message.into(),
            code: USAGE,
            bare: false,
        }
    }

    pub fn io(context: &str, error: &io::Error) -> Failure {
        Failure {
            message: format!("{context}: {}", crate::lang::say(io_error_text(error))),
            code: IO,
            bare: false,
        }
    }

    /// A file (or stdin) that could not be read.
    pub fn reading(name: impl std::fmt::Display, error: &io::Error) -> Failure {
        Failure {
            message: crate::lang::say(tr!("io-reading", name = name.to_string(), error = io_error_text(error))),
            code: IO,
            bare: false,
        }
    }

    /// Writing the file `name` failed: "writing NAME: why", in the user's language.
    pub fn writing(name: impl std::fmt::Display, error: &io::Error) -> Failure {
        Failure {
            message: crate::lang::say(tr!("io-writing", name = name.to_string(), error = io_error_text(error))),
            code: IO,
            bare: false,
        }
    }

    /// A failure with a protocol-specific exit code and message (the checker).
    pub fn with_code(code: i32, message: impl Into<String>) -> Failure {
        Failure {
            message: message.into(),
            code,
            bare: false,
        }
    }

    /// A checker's verdict line with its protocol's exit code, printed bare.
    pub fn verdict(code: i32, message: impl Into<String>) -> Failure {
        Failure {
            message: message.into(),
            code,
            bare: true,
        }
    }

    /// A refusal of work past a documented limit.
    pub fn limit(message: impl Into<String>) -> Failure {
        Failure {
            message: message.into(),
            code: LIMIT,
            bare: false,
        }
    }

    /// Prints the message and returns the exit code. A closed stdout (for
    /// example `gridsolve ... | head`) is a normal, quiet exit; a closed
    /// stderr loses the message but not the exit code (`eprintln!` would
    /// panic there and exit 101). Invisible characters from the input are
    /// printed escaped.
    pub fn report(self) -> i32 {
        if !self.message.is_empty() {
            let message = gridsolve_core::text::escape_invisible(&self.message);
            let prefix = if self.bare { "" } else { "gridsolve: " };
            let _ = writeln!(io::stderr().lock(), "{prefix}{message}");
        }
        self.code
    }
}

impl From<gridsolve_core::puzzle::PuzzleError> for Failure {
    /// The core's refusals with this command line's exit codes.
    fn from(e: gridsolve_core::puzzle::PuzzleError) -> Failure {
        use gridsolve_core::puzzle::ErrorKind;
        let code = match e.kind {
            ErrorKind::Usage => USAGE,
            ErrorKind::BadInput => BAD_INPUT,
            ErrorKind::Limit | ErrorKind::Cannot => LIMIT,
        };
        Failure::with_code(code, e.in_lang(crate::lang::current()))
    }
}

/// The system's words for an I/O error (as Rust writes them: "No such file
/// or directory (os error 2)"); in Chinese for the usual ones.
fn io_error_text(error: &io::Error) -> Text {
    let os = error.to_string();
    match error.kind() {
        io::ErrorKind::NotFound => tr!("io-not-found", os = os),
        io::ErrorKind::PermissionDenied => tr!("io-permission-denied", os = os),
        io::ErrorKind::IsADirectory => tr!("io-is-a-directory", os = os),
        _ => tr!("verbatim", detail = os),
    }
}

/// Maps an error writing stdout to a failure; a broken pipe is a quiet success.
pub fn output_error(error: io::Error) -> Failure {
    if error.kind() == io::ErrorKind::BrokenPipe {
        Failure {
            message: String::new(),
            code: 0,
            bare: false,
        }
    } else {
        Failure::writing(crate::lang::say(tr!("io-output")), &error)
    }
}
