//! Compiles the core's messages (`locales/en.ftl`, `locales/zh.ftl`) into
//! tables, so that a running program looks a message up and parses none:
//! reading the Fluent file on first use took 0.1 ms of a 16 x 16 swap
//! solve's 1.3 ms of process time (an index of the file, the parse, and the CPU feature
//! detection the parser's `memchr` does once, which costs a virtual machine
//! dozens of microseconds). A file that does not parse, or defines an id
//! twice, or uses Fluent gridsolve does not format, stops the build here
//! with the entry's name.
//!
//! Each language becomes one string of every id and text and two tables of
//! numbers into it (offsets rather than `&str`s: a table of pointers would
//! cost the loader a relocation for each).

#[path = "src/locale/fluent_file.rs"]
mod fluent_file;

use std::fmt::Write as _;

use fluent_file::Piece;

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/locale/fluent_file.rs");
    let mut code = String::from("// Written by build.rs from locales/*.ftl.\n");
    let crate_dir =
        std::path::PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    for (name, file) in [("EN", "locales/en.ftl"), ("ZH", "locales/zh.ftl")] {
        println!("cargo:rerun-if-changed={file}");
        let source = std::fs::read_to_string(crate_dir.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"));
        let entries = fluent_file::entries(&source).unwrap_or_else(|e| panic!("{file}: {e}"));
        code += &compile(name, &entries);
    }
    let out = std::path::PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    std::fs::write(out.join("messages.rs"), code).expect("OUT_DIR is writable");
}

/// `static NAME: CompiledCatalog`: the entries sorted by id, each
/// `[id start, id length, first piece, pieces]`, and the pieces, each
/// `[kind, start, length]` (kind 0 text, 1 argument, 2 term), every start
/// and length in bytes of the one string.
fn compile(name: &str, entries: &[(String, Vec<Piece>)]) -> String {
    let mut sorted: Vec<&(String, Vec<Piece>)> = entries.iter().collect();
    sorted.sort_by(|a, b| a.0.cmp(&b.0));
    let mut text = String::new();
    let mut table = String::new();
    let mut pieces = String::new();
    let mut piece_count = 0;
    let put = |s: &str, text: &mut String| {
        let start = text.len();
        text.push_str(s);
        (start, s.len())
    };
    for (id, entry_pieces) in sorted {
        let (id_start, id_len) = put(id, &mut text);
        let _ = write!(table, "[{id_start},{id_len},{piece_count},{}],", entry_pieces.len());
        for piece in entry_pieces {
            let (kind, s) = match piece {
                Piece::Text(s) => (0, s),
                Piece::Argument(s) => (1, s),
                Piece::Term(s) => (2, s),
            };
            let (start, len) = put(s, &mut text);
            let _ = write!(pieces, "[{kind},{start},{len}],");
            piece_count += 1;
        }
    }
    format!(
        "pub(super) static {name}: CompiledCatalog = CompiledCatalog {{\n    text: {text:?},\n    entries: &[{table}],\n    pieces: &[{pieces}],\n}};\n"
    )
}
