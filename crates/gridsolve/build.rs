//! Compiles into the command what lives outside this crate's folder in the
//! repository:
//!
//! - the visualizer page (`gridsolve serve` works from any folder): every
//!   file of `web/` but its tests, and, when `scripts/build-site.sh` has
//!   built them, the page's WebAssembly bindings (`pkg/`) from the site
//!   folder (`$GRIDSOLVE_SITE_DIR`, else `target/site`). Written as
//!   `$OUT_DIR/assets.rs`, a table of (URL path, content type, bytes) that
//!   `commands/serve/assets.rs` includes;
//! - the problem statements of `docs/problems/` that `package` puts in each
//!   package: `$OUT_DIR/statements.rs`, a macro `statement!("poj1753",
//!   "en")` that `judgekit.rs` calls.
//!
//! A published crate (crates.io, the Python sdist) has no repository around
//! it, so `scripts/crate-bundle.sh` copies the three (page, WebAssembly,
//! statements) into `bundled/` of this folder before packaging, and a
//! packaged crate reads them from there. So every `gridsolve` a user can
//! install serves the whole page, the WebAssembly included.
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

/// Where `name` comes from: in a checkout (the repository's `web/` beside
/// this crate) the repository's `in_repository`, always, so that an edit
/// of the page or a statement is what the next build serves; in a packaged
/// crate (crates.io, an sdist), `bundled/NAME`, which
/// `scripts/crate-bundle.sh` made before packaging.
fn source(root: &Path, manifest: &Path, name: &str, in_repository: PathBuf) -> PathBuf {
    if root.join("web").is_dir() {
        in_repository
    } else {
        let bundled = manifest.join("bundled").join(name);
        println!("cargo:rerun-if-changed={}", bundled.display());
        bundled
    }
}

/// `statements.rs`: `statement!("NAME", "LANG")` is the text of
/// `NAME.LANG.md` of the statements folder, for every such file there.
fn statements(dir: &Path) -> String {
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut arms = String::new();
    let mut found = Vec::new();
    files(dir, false, &mut found);
    for path in found {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        let Some((problem, lang)) = name.strip_suffix(".md").and_then(|stem| stem.split_once('.')) else {
            continue;
        };
        let absolute = path.canonicalize().expect("a file just listed exists");
        writeln!(
            arms,
            "    ({problem:?}, {lang:?}) => {{ include_str!({:?}) }};",
            absolute.display().to_string()
        )
        .expect("writing to a String");
    }
    // A packaged crate built without scripts/crate-bundle.sh has no
    // statements: say so here, not as an empty macro rustc cannot read.
    assert!(
        !arms.is_empty(),
        "no problem statements in {}: this is a packaged crate made without its bundle; in a clone of \
         gridsolve run scripts/crate-bundle.sh before `maturin sdist` or `cargo package` \
         (scripts/python-test.sh, scripts/publish-test.sh and the release workflow do)",
        dir.display()
    );
    format!("macro_rules! statement {{\n{arms}}}\n")
}

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let root = manifest
        .join("../..")
        .canonicalize()
        .unwrap_or_else(|_| manifest.join("../.."));
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let problems = source(&root, &manifest, "problems", root.join("docs/problems"));
    std::fs::write(out_dir.join("statements.rs"), statements(&problems)).expect("OUT_DIR is writable");

    let web = source(&root, &manifest, "web", root.join("web"));
    println!("cargo:rerun-if-changed={}", web.display());
    println!("cargo:rerun-if-env-changed=GRIDSOLVE_SITE_DIR");
    let pkg = match std::env::var_os("GRIDSOLVE_SITE_DIR") {
        Some(site) => PathBuf::from(site).join("pkg"),
        None => source(&root, &manifest, "pkg", root.join("target/site/pkg")),
    };
    // Watched even before build-site.sh first fills it, so that filling it
    // rebuilds the binary (a missing path would rerun this script every
    // build); only in a checkout, never beside a packaged crate.
    if root.join("web").is_dir() {
        let _ = std::fs::create_dir_all(&pkg);
    }
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
    if page.is_empty() {
        println!(
            "cargo:warning=no page in {}: `gridsolve serve` will say so (scripts/crate-bundle.sh puts it in a packaged crate)",
            web.display()
        );
    }
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
            "cargo:warning=no WebAssembly in {}: `gridsolve serve` pages will use the JSON API (scripts/build-site.sh target/site adds it)",
            pkg.display()
        );
    }
    table.push(']');
    std::fs::write(out_dir.join("assets.rs"), table).expect("OUT_DIR is writable");
}
