//! Compiles the visualizer page into the binary (`gridsolve serve` works
//! from any folder): every file of `web/` but its tests, and, when
//! `scripts/build-site.sh` has built them, the page's WebAssembly bindings
//! (`pkg/`) from the site folder (`$GRIDSOLVE_SITE_DIR`, else
//! `target/site`). Writes `$OUT_DIR/assets.rs`, a table of (URL path,
//! content type, bytes) that `commands/serve/assets.rs` includes.
//!
//! The wasm is not built here: a nested cargo build for another target
//! inside every build of the CLI would cost each clippy and test run a
//! release build of the core. Without `pkg/` the page uses the server's
//! JSON API, which runs the same core function (`visual::api`).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// Folders and files of `web/` that are the page's tests and tools, not the page.
const NOT_THE_PAGE: [&str; 5] = [
    "tests",
    "node_modules",
    "test-results",
    "package.json",
    "package-lock.json",
];

fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "wasm" => "application/wasm",
        "json" => "application/json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "woff2" => "font/woff2",
        _ => "application/octet-stream",
    }
}

/// Every file under `dir`, sorted, skipping [`NOT_THE_PAGE`] at the top.
fn files(dir: &Path, top: bool, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<_> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
    entries.sort();
    for path in entries {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if name.starts_with('.') || (top && NOT_THE_PAGE.contains(&name)) {
            continue;
        }
        if path.is_dir() {
            files(&path, false, out);
        } else {
            out.push(path);
        }
    }
}

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let root = manifest
        .join("../..")
        .canonicalize()
        .unwrap_or_else(|_| manifest.join("../.."));
    let web = root.join("web");
    println!("cargo:rerun-if-changed={}", web.display());
    println!("cargo:rerun-if-env-changed=GRIDSOLVE_SITE_DIR");
    let site = std::env::var_os("GRIDSOLVE_SITE_DIR").map_or_else(|| root.join("target/site"), PathBuf::from);
    let pkg = site.join("pkg");
    // Watched even before build-site.sh first fills it, so that filling it
    // rebuilds the binary (a missing path would rerun this script every build).
    let _ = std::fs::create_dir_all(&pkg);
    println!("cargo:rerun-if-changed={}", pkg.display());

    let mut table = String::from("&[\n");
    let mut add = |url: String, path: &Path| {
        let absolute = path.canonicalize().expect("a file just listed exists");
        writeln!(
            table,
            "    ({url:?}, {:?}, include_bytes!({:?})),",
            content_type(path),
            absolute.display().to_string()
        )
        .expect("writing to a String");
    };
    let mut page = Vec::new();
    files(&web, true, &mut page);
    for path in &page {
        let relative = path.strip_prefix(&web).expect("listed under web/");
        add(format!("/{}", relative.to_string_lossy().replace('\\', "/")), path);
    }
    let bindings = ["gridsolve_wasm.js", "gridsolve_wasm_bg.wasm"].map(|f| pkg.join(f));
    if bindings.iter().all(|f| f.is_file()) {
        for path in &bindings {
            add(format!("/pkg/{}", path.file_name().unwrap().to_string_lossy()), path);
        }
    } else {
        println!(
            "cargo:warning=no WebAssembly in {}: `gridsolve serve` pages will use the JSON API (scripts/build-site.sh {} adds it)",
            pkg.display(),
            site.display()
        );
    }
    table.push(']');
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join("assets.rs");
    std::fs::write(out, table).expect("OUT_DIR is writable");
}
