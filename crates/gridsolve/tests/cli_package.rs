//! `gridsolve package` and `gridsolve export`: layouts, determinism, and
//! refusals. (The packages' contents are judged by the platforms' own tools
//! in scripts/judgekit-test.sh and by tests/judgekit.rs.)

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use common::{run as gridsolve, stderr};

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("cli-package-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// Every file under `dir`, by relative path.
fn tree(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut files = BTreeMap::new();
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

fn package(problem: &str, format: &str, out: &Path, extra: &[&str]) -> std::process::Output {
    let mut args = vec!["package", problem, "--format", format, "--out", out.to_str().unwrap()];
    args.extend(extra);
    gridsolve(&args, b"")
}

#[test]
fn luogu_layout_is_numbered_and_the_same_for_a_seed() {
    let (a, b, c) = (scratch("luogu-a"), scratch("luogu-b"), scratch("luogu-c"));
    for (dir, seed) in [(&a, "5"), (&b, "5"), (&c, "6")] {
        let out = package("p1225", "luogu", dir, &["--count", "4", "--seed", seed]);
        assert!(out.status.success(), "{}", stderr(&out));
    }
    let files = tree(&a);
    let names: Vec<&str> = files.keys().map(String::as_str).collect();
    assert_eq!(
        names,
        [
            "1.in",
            "1.out",
            "2.in",
            "2.out",
            "3.in",
            "3.out",
            "4.in",
            "4.out",
            "5.in",
            "5.out",
            "checker.cpp"
        ]
    );
    assert_eq!(files["1.in"], b"1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101\n");
    assert_eq!(files["1.out"], b"4\n1222\n1424\n3242\n4344\n");
    // The hardest boards first: 20 swaps.
    assert!(
        files["2.out"].starts_with(b"20\n"),
        "{:?}",
        String::from_utf8_lossy(&files["2.out"])
    );
    // The last file holds 20 cases: 20 counts among its lines.
    assert_eq!(files["5.in"].iter().filter(|&&b| b == b'\n').count(), 20 * 8);
    assert!(String::from_utf8_lossy(&files["checker.cpp"]).contains("registerTestlibCmd"));
    assert!(!String::from_utf8_lossy(&files["checker.cpp"]).contains("gridsolve_judge.h\""));
    assert_eq!(tree(&a), tree(&b), "same seed, same bytes");
    assert_ne!(tree(&a), tree(&c), "another seed, other tests");
}

#[test]
fn polygon_and_hydro_layouts() {
    let dir = scratch("polygon");
    let out = package("poj1753", "polygon", &dir, &["--count", "2"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let names: Vec<String> = tree(&dir).into_keys().collect();
    for name in [
        "checker.cpp",
        "validator.cpp",
        "tests/01",
        "tests/01.a",
        "tests/03",
        "tests/03.a",
    ] {
        assert!(names.iter().any(|n| n == name), "{name} missing from {names:?}");
    }

    let (a, b) = (scratch("hydro-a"), scratch("hydro-b"));
    for dir in [&a, &b] {
        let out = package("poj2965", "hydro", dir, &["--count", "3"]);
        assert!(out.status.success(), "{}", stderr(&out));
    }
    let zip = std::fs::read(a.join("poj2965.zip")).unwrap();
    assert_eq!(
        zip,
        std::fs::read(b.join("poj2965.zip")).unwrap(),
        "zips are byte for byte the same"
    );
    let text = String::from_utf8_lossy(&zip);
    for name in [
        "poj2965/testdata/config.yaml",
        "poj2965/testdata/chk.cc",
        "poj2965/testdata/4.out",
        "poj2965/problem_zh.md",
    ] {
        assert!(text.contains(name), "{name} missing from the zip");
    }
}

#[test]
fn bad_requests_are_refused_with_a_reason() {
    let dir = scratch("refused");
    let out = package("p1225", "luogu", &dir, &["--count", "0"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(stderr(&out), "gridsolve: --count must be 1 to 1000, found 0\n");

    let out = std::process::Command::new(env!("CARGO_BIN_EXE_gridsolve"))
        .args(["package", "p1225", "--format", "kattis", "--out", dir.to_str().unwrap()])
        .env_remove("TESTLIB_DIR")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr(&out),
        "gridsolve: this format ships testlib.h: give its directory with --testlib DIR or TESTLIB_DIR\n"
    );

    let out = gridsolve(&["export", "checker", "p9999"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).starts_with("gridsolve: unknown problem 'p9999': expected one of poj1753, poj2965, p1225, p4289"),
        "{}",
        stderr(&out)
    );
}
