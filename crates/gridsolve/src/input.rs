//! Reading input files: a path, or stdin for `-` or no path, never more
//! than [`MAX_INPUT_BYTES`] (boards: [`MAX_BOARD_BYTES`], read in pieces).

use std::io::Read;
use std::path::Path;

use crate::exit::Failure;

/// Most bytes `check` reads for an input file (256 MiB). A larger file, or
/// an endless one such as `/dev/zero`, is refused with exit 4 before more is read.
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
/// Most bytes of one board file (1 GiB: a 32,000 x 32,000 board). Boards are
/// read in pieces straight into bits, so memory is an eighth of the text:
/// the cap bounds the time spent on an endless input, not the memory.
pub const MAX_BOARD_BYTES: u64 = 1 << 30;

/// Reads a board file given on the command line (stdin for `-`), in pieces
/// of [`PIECE_BYTES`], with a precise message on failure.
pub fn read_board(path: &Path) -> Result<gridsolve_core::Board, Failure> {
    let name = if path == Path::new("-") {
        "stdin".to_string()
    } else {
        path.display().to_string()
    };
    use gridsolve_core::board_reader::BoardReader;
    let (mut source, mut reader): (Box<dyn Read>, BoardReader) = if path == Path::new("-") {
        (Box::new(std::io::stdin().lock()), BoardReader::new())
    } else {
        let file = std::fs::File::open(path).map_err(|e| Failure::io(&format!("reading {name}"), &e))?;
        let reader = match file.metadata() {
            Ok(m) if m.is_file() => BoardReader::with_size_hint(m.len().min(MAX_BOARD_BYTES)),
            _ => BoardReader::new(),
        };
        (Box::new(file), reader)
    };
    let mut piece = vec![0u8; PIECE_BYTES];
    let mut total = 0u64;
    let bad = |e: gridsolve_core::board_reader::BoardReadError| Failure::bad_input(format!("{name}: {e}"));
    loop {
        let got = match source.read(&mut piece) {
            Ok(0) => break,
            Ok(got) => got,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(Failure::io(&format!("reading {name}"), &e)),
        };
        total += got as u64;
        if total > MAX_BOARD_BYTES {
            return Err(Failure::limit(format!(
                "{name} is larger than {} MiB, the most gridsolve reads for one board",
                MAX_BOARD_BYTES >> 20
            )));
        }
        reader.feed(&piece[..got]).map_err(bad)?;
    }
    reader.finish().map_err(bad)
}

/// Bytes read at a time for a board.
const PIECE_BYTES: usize = 1 << 18;
