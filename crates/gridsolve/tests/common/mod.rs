//! Running the real `gridsolve` binary from the CLI tests.

// Each test file uses its own subset of these helpers.
#![allow(dead_code)]

use std::ffi::OsStr;
use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `gridsolve` with `args`, feeding `stdin` from another thread (the
/// binary may stop reading early, as on bad input; a broken pipe is fine).
pub fn run<S: AsRef<OsStr>>(args: &[S], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gridsolve"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut pipe = child.stdin.take().expect("stdin is piped");
    let bytes = stdin.to_vec();
    let writer = std::thread::spawn(move || {
        let _ = pipe.write_all(&bytes);
    });
    let output = child.wait_with_output().expect("the binary finishes");
    writer.join().expect("the writer thread finishes");
    output
}

/// The output's stdout as text.
pub fn stdout(output: &Output) -> String {
    String::from_utf8(output.stdout.clone()).expect("stdout is UTF-8")
}

/// The output's stderr as text.
pub fn stderr(output: &Output) -> String {
    String::from_utf8(output.stderr.clone()).expect("stderr is UTF-8")
}

/// Where testlib.h comes from, for a test that cannot find it: the same
/// words as `summary_testlib_remedy` in scripts/lib/summary.sh (the run's
/// summary prints one of them for every testlib skip; tests/test_summary.rs
/// checks that they agree).
pub const TESTLIB_REMEDY: &str = "get testlib.h from https://github.com/MikeMirzayanov/testlib \
(release 0.9.45; 0.9.41 for the old-judge check) and set TESTLIB_DIR and TESTLIB_0941_DIR to the folders \
holding them (defaults: ../shared/third_party/testlib and ../shared/third_party/testlib-0.9.41, beside the clone)";

/// This test cannot run here (a tool it needs is missing) and returns
/// without checking anything; under `CI=true` that is a failure instead.
/// Says so on stderr, past the harness's capture, and under
/// scripts/test.sh records it for the run's summary, which counts the test
/// as skipped (libtest prints `ok` for it). `reason` says what is missing,
/// `remedy` how to get it; skips with the same `key` share one line of the
/// summary.
pub fn skip_test(reason: &str, remedy: &str, key: &str) {
    skip("skipped-test", &test_name(), reason, remedy, key);
}

/// As [`skip_test`] for a `part` of this test: the rest of it runs.
pub fn skip_part(part: &str, reason: &str, remedy: &str, key: &str) {
    skip("skipped", &format!("{}: {part}", test_name()), reason, remedy, key);
}

fn skip(kind: &str, what: &str, reason: &str, remedy: &str, key: &str) {
    if std::env::var("CI").as_deref() == Ok("true") {
        panic!("{what}: {reason} (required under CI=true); {remedy}");
    }
    let _ = writeln!(std::io::stderr(), "SKIPPED {what}: {reason}; to run it: {remedy}");
    // The folder and the stage are scripts/test.sh's; run otherwise, the
    // message above is all.
    if let Some(dir) = std::env::var_os("GRIDSOLVE_TEST_SUMMARY") {
        let stage = std::env::var("GRIDSOLVE_TEST_STAGE").unwrap_or_default();
        if let Err(e) = record(std::path::Path::new(&dir), &stage, kind, &[what, reason, remedy, key]) {
            let _ = writeln!(
                std::io::stderr(),
                "the test summary's records in {}: {e}",
                dir.to_string_lossy()
            );
        }
    }
}

/// The running test as the summary names it: the test binary and the test
/// (libtest runs each test on a thread named after it).
pub fn test_name() -> String {
    let thread = std::thread::current();
    let name = thread.name().filter(|name| *name != "main").unwrap_or("a test");
    format!("{}::{name}", env!("CARGO_CRATE_NAME"))
}

/// Appends one record to `dir`/records.tsv in scripts/lib/summary.sh's
/// format (STAGE KIND FIELDS..., tab-separated), the line written whole in
/// one append so that tests running at once do not interleave.
pub fn record(dir: &std::path::Path, stage: &str, kind: &str, fields: &[&str]) -> std::io::Result<()> {
    let field = |text: &str| text.replace(['\t', '\n'], " ");
    let mut line = [stage, kind]
        .into_iter()
        .chain(fields.iter().copied())
        .map(field)
        .collect::<Vec<_>>()
        .join("\t");
    line.push('\n');
    std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(dir.join("records.tsv"))?
        .write_all(line.as_bytes())
}

/// `path` made absolute and without `.` and `..` (the folder need not
/// exist), as `realpath -ms` prints it: the summary shows the folder
/// searched, not `crates/gridsolve/../../../shared/…`.
pub fn normalized(path: &std::path::Path) -> std::path::PathBuf {
    use std::path::Component;
    let absolute = std::env::current_dir()
        .map(|dir| dir.join(path))
        .unwrap_or_else(|_| path.to_path_buf());
    let mut out = std::path::PathBuf::new();
    for component in absolute.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out
}

/// Every file under `dir`, by relative path (a package as it was written).
pub fn tree(dir: &std::path::Path) -> std::collections::BTreeMap<String, Vec<u8>> {
    let mut files = std::collections::BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let name = path.strip_prefix(dir).unwrap().to_string_lossy().into_owned();
                files.insert(name, std::fs::read(&path).unwrap());
            }
        }
    }
    files
}
