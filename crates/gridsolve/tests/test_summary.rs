//! The summary at the end of scripts/test.sh counts a test that skipped
//! itself (tests/common's `skip_test`, which libtest reports as `ok`) as
//! skipped, never as passed, and says why and how to run it: the records
//! these tests write, read by the summary's renderer (scripts/lib/summary.sh).
//! scripts/summary-test.sh tests the rest of the summary.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

fn repository() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Runs `script` in bash with scripts/lib/summary.sh sourced; its stdout.
fn with_summary_sh(script: &str, args: &[&str]) -> String {
    let out = Command::new("bash")
        .arg("-c")
        .arg(format!(". scripts/lib/summary.sh && {script}"))
        .arg("bash")
        .args(args)
        .current_dir(repository())
        .output()
        .expect("bash runs");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("UTF-8")
}

#[test]
fn a_test_that_skipped_itself_is_counted_as_skipped_with_its_reason_and_remedy() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("test-summary");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("plan.tsv"), "test\tcargo test: the tests\n").unwrap();
    std::fs::write(dir.join("stages.tsv"), "test\tpassed\t65\n").unwrap();
    // libtest's count: the two skipped tests among the 10 "passed".
    std::fs::write(
        dir.join("test.log"),
        "test result: ok. 10 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.50s\n",
    )
    .unwrap();
    // Two tests skip for want of testlib (the record written as skip_test
    // writes it, from threads named as libtest names them), one skips a part.
    let names = ["checkers_agree", "validators_reject"];
    for name in names {
        let dir = dir.clone();
        std::thread::Builder::new()
            .name(name.to_string())
            .spawn(move || {
                let test = common::test_name();
                let reason = "testlib.h not found in /nowhere/testlib";
                common::record(
                    &dir,
                    "test",
                    "skipped-test",
                    &[&test, reason, common::TESTLIB_REMEDY, "testlib"],
                )
                .unwrap();
            })
            .unwrap()
            .join()
            .unwrap();
    }
    common::record(
        &dir,
        "test",
        "skipped",
        &[
            "test_summary::samples: accepted.py's answer",
            "python3 not found on PATH",
            "install python3",
            "python3",
        ],
    )
    .unwrap();

    let summary = with_summary_sh(r#"summary_render "$1" passed 65"#, &[dir.to_str().unwrap()]);
    assert!(
        summary.contains("cargo tests: 8 passed, 0 failed, 2 skipped at run time, 0 ignored"),
        "{summary}"
    );
    assert!(!summary.contains("10 passed"), "{summary}");
    assert!(
        summary.contains("passed, with skips  cargo test: the tests"),
        "{summary}"
    );
    let remedy = format!(
        "testlib.h not found in /nowhere/testlib. To run it: {}",
        common::TESTLIB_REMEDY
    );
    assert_eq!(
        summary.matches(&remedy).count(),
        1,
        "one line for both tests: {summary}"
    );
    assert!(
        summary.contains("cargo test, 2 tests: test_summary::checkers_agree, test_summary::validators_reject"),
        "{summary}"
    );
    assert!(
        summary.contains("python3 not found on PATH. To run it: install python3\n      cargo test: test_summary::samples: accepted.py's answer"),
        "{summary}"
    );
    assert!(summary.ends_with("== test.sh: passed after 1m05s ==\n"), "{summary}");
}

/// The summary prints the shell's words for testlib's remedy when the
/// judge-kit script skips, the tests' when a test does: the same words.
#[test]
fn the_tests_and_the_scripts_give_the_same_testlib_remedy() {
    let shell = with_summary_sh(r#"printf %s "$summary_testlib_remedy""#, &[]);
    assert_eq!(shell, common::TESTLIB_REMEDY);
    for needed in [
        "https://github.com/MikeMirzayanov/testlib",
        "0.9.45",
        "0.9.41",
        "TESTLIB_DIR ",
        "TESTLIB_0941_DIR",
    ] {
        assert!(shell.contains(needed), "{needed}: {shell}");
    }
}

#[test]
fn a_folder_is_shown_without_dot_dot() {
    let shown = common::normalized(Path::new("/work/checkout/crates/gridsolve/../../../shared/./testlib"));
    assert_eq!(shown, Path::new("/work/shared/testlib"));
}
