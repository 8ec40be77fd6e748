//! Reading input files: a path, or stdin for `-` or no path, never more
//! than [`MAX_INPUT_BYTES`].

use std::io::Read;
use std::path::Path;

use crate::exit::Failure;

/// Most bytes `solve` reads for a board and `check` for an input file
/// (256 MiB: a 16,000 x 16,000 board). A larger file, or an endless one such
/// as `/dev/zero`, is refused with exit 4 before more is read.
pub const MAX_INPUT_BYTES: u64 = 256 << 20;

/// Reads the whole of `path` (stdin when `None` or `-`) as bytes, up to [`MAX_INPUT_BYTES`].
pub fn read_bytes(path: Option<&Path>) -> Result<Vec<u8>, Failure> {
    let name = match path {
        Some(p) if p != Path::new("-") => p.display().to_string(),
        _ => "stdin".to_string(),
    };
    let mut bytes = Vec::new();
    let read = match path {
        Some(p) if p != Path::new("-") => {
            std::fs::File::open(p).and_then(|file| file.take(MAX_INPUT_BYTES + 1).read_to_end(&mut bytes))
        }
        _ => std::io::stdin()
            .lock()
            .take(MAX_INPUT_BYTES + 1)
            .read_to_end(&mut bytes),
    };
    read.map_err(|e| Failure::io(&format!("reading {name}"), &e))?;
    if bytes.len() as u64 > MAX_INPUT_BYTES {
        return Err(Failure::limit(format!(
            "{name} is larger than {} MiB, the most gridsolve reads for one board or input file",
            MAX_INPUT_BYTES >> 20
        )));
    }
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
