//! Reading input files: every file gridsolve reads goes through
//! [`open_regular`], which takes regular files only (a FIFO, a device such as
//! `/dev/zero` or a directory is refused before anything is read) and checks
//! the file's size against a cap before reading; `-` (or no path, where a
//! command allows it) is stdin, read up to the same cap.

use std::fs::File;
use std::io::Read;
use std::os::unix::fs::{FileTypeExt, OpenOptionsExt};
use std::path::Path;

use gridsolve_core::locale::Text;
use gridsolve_core::tr;

use crate::exit::Failure;
use crate::lang::say;

/// Most bytes `check` reads for an input file (256 MiB). A larger file, or
/// an endless one such as `/dev/zero`, is refused with exit 4 before more is read.
pub const MAX_INPUT_BYTES: u64 = 256 << 20;

/// What kind of file `path` names, in words, when it is not a regular file.
fn not_regular(kind: std::fs::FileType) -> Option<Text> {
    if kind.is_file() {
        None
    } else if kind.is_fifo() {
        Some(tr!("file-kind-fifo"))
    } else if kind.is_dir() {
        Some(tr!("file-kind-directory"))
    } else if kind.is_char_device() {
        Some(tr!("file-kind-char-device"))
    } else if kind.is_block_device() {
        Some(tr!("file-kind-block-device"))
    } else if kind.is_socket() {
        Some(tr!("file-kind-socket"))
    } else {
        Some(tr!("file-kind-special"))
    }
}

/// Opens `path` for reading if it is a regular file of at most `max_bytes`
/// bytes; returns the file and its size. `what` names the file in messages
/// ("board file", "testlib.h"); `stdin_hint` is appended to the refusal of a
/// FIFO or device where the command reads stdin instead (`-`).
///
/// The file is opened without blocking (a FIFO with no writer would wait
/// forever) and its type and size are checked on the open file, so nothing is
/// read from anything else. Exit codes: 3 for a file that cannot be opened or
/// is not a regular file, 4 for one over the cap.
pub fn open_regular(path: &Path, max_bytes: u64, stdin_hint: bool) -> Result<(File, u64), Failure> {
    let name = path.display();
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(path)
        .map_err(|e| Failure::reading(&name, &e))?;
    let meta = file.metadata().map_err(|e| Failure::reading(&name, &e))?;
    if let Some(kind) = not_regular(meta.file_type()) {
        let name = name.to_string();
        let text = if stdin_hint && !meta.is_dir() {
            tr!("file-not-regular-pipe", name = name, kind = kind)
        } else {
            tr!("file-not-regular", name = name, kind = kind)
        };
        return Err(Failure::with_code(crate::exit::IO, say(text)));
    }
    if meta.len() > max_bytes {
        return Err(Failure::limit(say(tr!(
            "file-too-large",
            name = name.to_string(),
            bytes = meta.len(),
            most = size_words(max_bytes)
        ))));
    }
    Ok((file, meta.len()))
}

/// `bytes` in words: "256 MiB (268435456 bytes)".
pub fn size_words(bytes: u64) -> String {
    if bytes >= 1 << 20 && bytes % (1 << 20) == 0 {
        say(tr!("size-mib", mib = bytes >> 20, bytes = bytes))
    } else {
        say(tr!("size-bytes", bytes = bytes))
    }
}

/// Reads the whole of the regular file `path` (see [`open_regular`]), at most
/// `max_bytes`: a file that grows past the cap while it is read is refused too.
pub fn read_regular(path: &Path, max_bytes: u64, stdin_hint: bool) -> Result<Vec<u8>, Failure> {
    let (file, size) = open_regular(path, max_bytes, stdin_hint)?;
    let mut bytes = Vec::with_capacity(size as usize);
    file.take(max_bytes + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Failure::reading(path.display(), &e))?;
    if bytes.len() as u64 > max_bytes {
        return Err(Failure::limit(say(tr!(
            "file-grew",
            name = path.display().to_string(),
            most = size_words(max_bytes)
        ))));
    }
    Ok(bytes)
}

/// Reads the whole of `path` (stdin when `None` or `-`) as bytes, up to [`MAX_INPUT_BYTES`].
pub fn read_bytes(path: Option<&Path>) -> Result<Vec<u8>, Failure> {
    if let Some(p) = path.filter(|p| *p != Path::new("-")) {
        return read_regular(p, MAX_INPUT_BYTES, true);
    }
    let mut bytes = Vec::new();
    std::io::stdin()
        .lock()
        .take(MAX_INPUT_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| Failure::reading("stdin", &e))?;
    if bytes.len() as u64 > MAX_INPUT_BYTES {
        return Err(Failure::limit(say(tr!(
            "stdin-too-large",
            most = size_words(MAX_INPUT_BYTES)
        ))));
    }
    Ok(bytes)
}

/// Most bytes of one board file (1 GiB: a 32,000 x 32,000 board). Boards are
/// read in pieces straight into bits; the cap bounds the time spent on an
/// endless input, [`MAX_BOARD_BITS_BYTES`] the memory.
pub const MAX_BOARD_BYTES: u64 = 1 << 30;

/// Most memory a board read takes as bits (128 MiB, an eighth of
/// [`MAX_BOARD_BYTES`]: a 32,768 x 32,768 board). Each row starts on a fresh
/// 64-bit word, so a narrow board costs more than an eighth of its text (a
/// one-column row is 2 bytes of text and 8 of bits): such a board is refused
/// when its bits reach the cap, not when its text does.
pub const MAX_BOARD_BITS_BYTES: u64 = 128 << 20;

/// Reads a board file given on the command line (stdin for `-`), in pieces
/// of [`PIECE_BYTES`], with a precise message on failure, and the letters its text writes cells in (`w`/`b`,
/// `.`/`#`, ...), so that the answer is drawn in them.
pub fn read_board_and_letters(path: &Path) -> Result<(gridsolve_core::Board, (char, char)), Failure> {
    use gridsolve_core::board_reader::BoardReader;
    let stdin = path == Path::new("-");
    let name = if stdin {
        "stdin".to_string()
    } else {
        path.display().to_string()
    };
    let (mut source, mut reader, piece_bytes): (Box<dyn Read>, BoardReader, usize) = if stdin {
        (Box::new(std::io::stdin().lock()), BoardReader::new(), PIECE_BYTES)
    } else {
        let (file, size) = open_regular(path, MAX_BOARD_BYTES, true)?;
        // A piece the size of the file (one byte more, to see its end in
        // the same read), at least a page in case it grows while read: a
        // small board then costs one page, not the 64 a whole zeroed piece
        // touches, which was a sixth of a small solve's page faults.
        let piece_bytes =
            usize::try_from(size).map_or(PIECE_BYTES, |size| size.saturating_add(1).clamp(4096, PIECE_BYTES));
        (Box::new(file), BoardReader::with_size_hint(size), piece_bytes)
    };
    let mut piece = vec![0u8; piece_bytes];
    let mut total = 0u64;
    let bad = |e: gridsolve_core::board_reader::BoardReadError| {
        Failure::bad_input(say(tr!("named", name = &name, detail = e.text())))
    };
    loop {
        let got = match source.read(&mut piece) {
            Ok(0) => break,
            Ok(got) => got,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(Failure::reading(&name, &e)),
        };
        total += got as u64;
        if total > MAX_BOARD_BYTES {
            return Err(Failure::limit(say(tr!(
                "board-file-too-large",
                name = &name,
                most = size_words(MAX_BOARD_BYTES)
            ))));
        }
        reader.feed(&piece[..got]).map_err(bad)?;
        let held = reader.held_words() as u64 * 8;
        if held > MAX_BOARD_BITS_BYTES {
            return Err(Failure::limit(say(tr!(
                "board-bits-too-large",
                name = &name,
                rows = reader.rows(),
                cols = reader.cols().unwrap_or(0),
                most = size_words(MAX_BOARD_BITS_BYTES)
            ))));
        }
    }
    let letters = reader.letters();
    reader.finish().map_err(bad).map(|board| (board, letters))
}

/// Bytes read at a time for a board.
const PIECE_BYTES: usize = 1 << 18;

/// A path as the name the core's puzzle words hold: refused when it is not
/// UTF-8 (the core names files in its messages as text).
pub fn path_name(path: &Path) -> Result<&str, Failure> {
    path.to_str()
        .ok_or_else(|| Failure::usage(say(tr!("path-not-utf8", path = path.display().to_string()))))
}

/// The core's [`Inputs`](gridsolve_core::puzzle::Inputs) from files and
/// stdin, with this module's caps and exit codes.
pub struct FileInputs;

impl gridsolve_core::puzzle::Inputs for FileInputs {
    type Error = Failure;

    fn board(&mut self, name: &str) -> Result<(gridsolve_core::Board, (char, char)), Failure> {
        read_board_and_letters(Path::new(name))
    }

    fn text(&mut self, name: &str) -> Result<String, Failure> {
        let bytes = read_bytes(Some(Path::new(name)))?;
        String::from_utf8(bytes).map_err(|e| {
            Failure::bad_input(say(gridsolve_core::puzzle::named(
                name,
                tr!("board-not-utf8", byte = e.utf8_error().valid_up_to()),
            )))
        })
    }

    fn exists(&self, name: &str) -> bool {
        Path::new(name).exists()
    }
}
