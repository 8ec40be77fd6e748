//! Reading input files: a path, or stdin for `-` or no path.

use std::io::Read;
use std::path::Path;

use crate::exit::Failure;

/// Reads the whole of `path` (stdin when `None` or `-`) as bytes.
pub fn read_bytes(path: Option<&Path>) -> Result<Vec<u8>, Failure> {
    let mut bytes = Vec::new();
    match path {
        None => std::io::stdin()
            .lock()
            .read_to_end(&mut bytes)
            .map_err(|e| Failure::io("reading stdin", &e))?,
        Some(p) if p == Path::new("-") => std::io::stdin()
            .lock()
            .read_to_end(&mut bytes)
            .map_err(|e| Failure::io("reading stdin", &e))?,
        Some(p) => {
            bytes = std::fs::read(p).map_err(|e| Failure::io(&format!("reading {}", p.display()), &e))?;
            0
        }
    };
    Ok(bytes)
}

/// Reads a board file given on the command line, with a precise message on failure.
pub fn read_board(path: &Path) -> Result<gridsolve_core::Board, Failure> {
    let bytes = read_bytes(Some(path))?;
    let name = if path == Path::new("-") {
        "stdin".to_string()
    } else {
        path.display().to_string()
    };
    let text = String::from_utf8(bytes).map_err(|e| {
        Failure::bad_input(format!(
            "{name}: not UTF-8 text (byte {} is invalid)",
            e.utf8_error().valid_up_to()
        ))
    })?;
    gridsolve_core::Board::parse(&text).map_err(|e| Failure::bad_input(format!("{name}: {e}")))
}
