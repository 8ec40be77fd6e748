//! Every console example in README.md and docs/ is real output: this test
//! runs each one against the binary just built and compares byte for byte.
//!
//! The convention, for whoever writes docs:
//! - A ```console block holds commands and their output. A line starting
//!   with `$ ` is a command; the lines up to the next command are what it
//!   prints, stdout and stderr together, exactly (trailing spaces and blank
//!   lines included).
//! - The commands of one file run in order, in one fresh temporary folder
//!   (so a file written by one example is there for the next), by `bash`,
//!   with the `gridsolve` under test first on `PATH`, `NO_COLOR=1` and no
//!   standard input.
//! - `[..]` in an expected line matches any text within that line: for the
//!   few values that change from run to run, such as times. Nothing else is
//!   loose.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// One command of a console block and what it must print.
struct Example {
    file: PathBuf,
    line: usize,
    command: String,
    expected: String,
}

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn documents() -> Vec<PathBuf> {
    let root = repository();
    let mut files = vec![root.join("README.md")];
    let mut folders = vec![root.join("docs")];
    while let Some(folder) = folders.pop() {
        let Ok(entries) = std::fs::read_dir(&folder) else { continue };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|e| e == "md") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// The examples of one Markdown file, in order.
fn examples(file: &Path) -> Vec<Example> {
    let text = std::fs::read_to_string(file).unwrap();
    let mut examples: Vec<Example> = Vec::new();
    let mut in_console = false;
    for (index, line) in text.lines().enumerate() {
        let trimmed = line.trim_start();
        if !in_console {
            in_console = trimmed.starts_with("```console");
            continue;
        }
        if trimmed.starts_with("```") {
            in_console = false;
            continue;
        }
        if let Some(command) = line.strip_prefix("$ ") {
            examples.push(Example {
                file: file.to_path_buf(),
                line: index + 1,
                command: command.to_string(),
                expected: String::new(),
            });
        } else {
            let example = examples
                .last_mut()
                .unwrap_or_else(|| panic!("{}:{}: output before any command", file.display(), index + 1));
            example.expected.push_str(line);
            example.expected.push('\n');
        }
    }
    assert!(!in_console, "{}: a console block is not closed", file.display());
    examples
}

/// Whether `actual` matches `expected`, where `[..]` matches any text within a line.
fn matches(expected: &str, actual: &str) -> bool {
    let (expected, actual): (Vec<&str>, Vec<&str>) = (expected.split('\n').collect(), actual.split('\n').collect());
    expected.len() == actual.len() && expected.iter().zip(&actual).all(|(e, a)| line_matches(e, a))
}

fn line_matches(expected: &str, actual: &str) -> bool {
    let mut parts = expected.split("[..]");
    let first = parts.next().unwrap_or("");
    let Some(mut rest) = actual.strip_prefix(first) else {
        return false;
    };
    let parts: Vec<&str> = parts.collect();
    for (i, part) in parts.iter().enumerate() {
        if i + 1 == parts.len() {
            return rest.ends_with(part);
        }
        match rest.find(part) {
            Some(at) => rest = &rest[at + part.len()..],
            None => return false,
        }
    }
    rest.is_empty()
}

fn run(example: &Example, folder: &Path) -> String {
    let binary = Path::new(env!("CARGO_BIN_EXE_gridsolve"));
    let path = format!(
        "{}:{}",
        binary.parent().unwrap().display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let output = Command::new("bash")
        .arg("-c")
        .arg(format!("{{ {}\n}} 2>&1", example.command))
        .current_dir(folder)
        .env("PATH", path)
        .env("NO_COLOR", "1")
        .stdin(Stdio::null())
        .output()
        .expect("bash runs");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn every_console_example_in_the_docs_is_real_output() {
    let mut failures = Vec::new();
    let mut count = 0;
    for file in documents() {
        let folder = std::env::temp_dir().join(format!(
            "gridsolve-docs-{}-{}",
            std::process::id(),
            file.file_stem().unwrap().to_string_lossy()
        ));
        let _ = std::fs::remove_dir_all(&folder);
        std::fs::create_dir_all(&folder).unwrap();
        for example in examples(&file) {
            count += 1;
            let actual = run(&example, &folder);
            if !matches(&example.expected, &actual) {
                failures.push(format!(
                    "{}:{}: $ {}\n--- expected\n{}--- actual\n{}",
                    example.file.strip_prefix(repository()).unwrap_or(&example.file).display(),
                    example.line,
                    example.command,
                    example.expected,
                    actual
                ));
            }
        }
        let _ = std::fs::remove_dir_all(&folder);
    }
    assert!(count > 10, "only {count} console examples found");
    assert!(failures.is_empty(), "{} of {count} examples differ:\n\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn the_wildcard_matches_within_a_line_only() {
    assert!(matches("time: [..] ms\n", "time: 0.134 ms\n"));
    assert!(matches("a[..]b[..]c\n", "a1b2c\n"));
    assert!(!matches("time: [..] ms\n", "time: 1\nms\n"));
    assert!(!matches("x\n", "x \n"));
    assert!(!matches("x\n\n", "x\n"));
}
