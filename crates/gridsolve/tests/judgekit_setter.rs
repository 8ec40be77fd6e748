//! The C++ programs `gridsolve package --moves ...` generates, compiled with
//! `g++ -O2 -std=c++17` against the real testlib.h (0.9.45) and run on the
//! package's own tests: the model is accepted on every test, the brute force
//! on subtask 1, the wrong solution is caught; the checker gives ok, wrong
//! answer or wrong output format to valid, non-minimal, wrong and malformed
//! outputs; the validator takes every test and refuses broken inputs.
//! Without g++ or testlib.h the tests say why and stop (a failure under
//! `CI=true`), and write the reason into target/test-summary/ as
//! tests/judgekit.rs does.

mod common;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use common::run as gridsolve;

fn testlib_dir() -> Option<PathBuf> {
    let dir = std::env::var_os("TESTLIB_DIR")
        .filter(|d| !d.is_empty())
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/third_party/testlib"));
    let reason = if !dir.join("testlib.h").is_file() {
        format!("testlib.h not found in {} (set TESTLIB_DIR)", dir.display())
    } else if Command::new("g++").arg("--version").output().is_err() {
        "g++ not found on PATH".to_string()
    } else {
        return Some(dir);
    };
    let message = format!("judgekit_setter tests: {reason}");
    if std::env::var("CI").as_deref() == Ok("true") {
        panic!("{message} (required under CI=true)");
    }
    let _ = writeln!(std::io::stderr(), "SKIPPED {message}");
    let summary = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/test-summary");
    if summary.is_dir() {
        if let Ok(mut file) = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(summary.join("judgekit-setter-cargo.txt"))
        {
            let _ = writeln!(
                file,
                "cargo test, {message}: the generated C++ programs were not compiled"
            );
        }
    }
    None
}

fn compile(source: &Path, testlib: &Path) -> PathBuf {
    let exe = source.with_extension("bin");
    let out = Command::new("g++")
        .args(["-O2", "-std=c++17", "-I"])
        .arg(testlib)
        .arg(source)
        .arg("-o")
        .arg(&exe)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}: {}",
        source.display(),
        String::from_utf8_lossy(&out.stderr)
    );
    exe
}

fn run(exe: &Path, input: &[u8]) -> Vec<u8> {
    let mut child = Command::new(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().unwrap();
    feeder.join().unwrap();
    out.stdout
}

/// The checker's exit code: 0 ok, 1 wrong answer, 2 wrong output format.
fn check(checker: &Path, dir: &Path, input: &[u8], output: &[u8], answer: &[u8]) -> i32 {
    let (i, o, a) = (dir.join("c.in"), dir.join("c.out"), dir.join("c.ans"));
    std::fs::write(&i, input).unwrap();
    std::fs::write(&o, output).unwrap();
    std::fs::write(&a, answer).unwrap();
    Command::new(checker)
        .args([&i, &o, &a])
        .stderr(Stdio::null())
        .status()
        .unwrap()
        .code()
        .unwrap()
}

fn validates(validator: &Path, input: &[u8]) -> bool {
    let mut child = Command::new(validator)
        .stdin(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait().unwrap().success()
}

/// One variant: its Polygon package (plain testlib checker and validator,
/// tests/NN with .a answers and their groups, solutions/*.cpp).
/// A test: its group (0 the samples, else the subtask), input and jury answer.
type Test = (u32, Vec<u8>, Vec<u8>);

fn variant(name: &str, words: &[&str], testlib: &Path) -> (PathBuf, Vec<Test>) {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("judgekit-setter-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let target = dir.join("target.txt");
    std::fs::write(&target, "1 2 3\n8 0 4\n7 6 5\n").unwrap();
    let out_dir = dir.join("package");
    let mut args: Vec<&str> = vec!["package"];
    args.extend(
        words
            .iter()
            .map(|w| if *w == "TARGET" { target.to_str().unwrap() } else { w }),
    );
    args.extend(["--format", "polygon", "--out", out_dir.to_str().unwrap()]);
    let out = gridsolve(&args, b"");
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let groups = std::fs::read_to_string(out_dir.join("tests/groups.txt")).unwrap();
    let tests = groups
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|line| {
            let mut parts = line.split(' ');
            let (test, group) = (parts.next().unwrap(), parts.next().unwrap().parse().unwrap());
            let input = std::fs::read(out_dir.join("tests").join(test)).unwrap();
            let answer = std::fs::read(out_dir.join("tests").join(format!("{test}.a"))).unwrap();
            (group, input, answer)
        })
        .collect();
    let _ = testlib;
    (out_dir, tests)
}

fn judge_variant(name: &str, words: &[&str], broken_input: &[u8]) {
    let Some(testlib) = testlib_dir() else { return };
    let (dir, tests) = variant(name, words, &testlib);
    let checker = compile(&dir.join("checker.cpp"), &testlib);
    let validator = compile(&dir.join("validator.cpp"), &testlib);
    let model = compile(&dir.join("solutions/model.cpp"), &testlib);
    let brute = compile(&dir.join("solutions/brute.cpp"), &testlib);
    let wrong = compile(&dir.join("solutions/wrong.cpp"), &testlib);
    let mut caught = false;
    for (index, (group, input, answer)) in tests.iter().enumerate() {
        assert!(validates(&validator, input), "{name}: the validator refuses a test");
        let out = run(&model, input);
        assert_eq!(
            check(&checker, &dir, input, &out, answer),
            0,
            "{name}: the model on a test of group {group}"
        );
        assert_eq!(
            check(&checker, &dir, input, answer, answer),
            0,
            "{name}: the jury answer itself"
        );
        if *group <= 1 {
            let out = run(&brute, input);
            assert_eq!(
                check(&checker, &dir, input, &out, answer),
                0,
                "{name}: the brute force on group {group}"
            );
        }
        let out = run(&wrong, input);
        match check(&checker, &dir, input, &out, answer) {
            0 => {}
            1 => caught = true,
            code => panic!("{name}: the wrong solution gets exit {code}, not a wrong answer"),
        }
        if index > 1 {
            continue;
        }
        // On the sample and the first test, malformed outputs: nothing, a
        // word for a count, junk after the answer; and a count off by one.
        assert_eq!(check(&checker, &dir, input, b"", answer), 2, "{name}: empty output");
        assert_eq!(check(&checker, &dir, input, b"many\n", answer), 2, "{name}: a word");
        let mut extra = answer.clone();
        extra.extend_from_slice(b"7\n");
        assert_eq!(check(&checker, &dir, input, &extra, answer), 2, "{name}: extra output");
        // Wrong: the first count off by one.
        let text = String::from_utf8(answer.clone()).unwrap();
        let first: i64 = text.split_whitespace().next().unwrap().parse().unwrap();
        let off = text.replacen(&first.to_string(), &(first + 1).to_string(), 1);
        assert_eq!(
            check(&checker, &dir, input, off.as_bytes(), answer),
            1,
            "{name}: a count off by one"
        );
    }
    assert!(caught, "{name}: the wrong solution is right on every test");
    assert!(
        !validates(&validator, broken_input),
        "{name}: the validator takes a broken input"
    );
}

#[test]
fn three_colour_torus_plus() {
    judge_variant(
        "torus3",
        &["--moves", "plus", "--states", "3", "--wrap", "--size", "5x5"],
        b"1\n5 5\n01201\n01201\n01231\n01201\n01201\n",
    );
}

#[test]
fn custom_stencil() {
    judge_variant(
        "xstencil",
        &["--moves", "stencil:#.#/.#./#.#", "--size", "6x6"],
        b"1\n7 6\n000000\n000000\n000000\n000000\n000000\n000000\n000000\n",
    );
}

#[test]
fn swaps_on_5x5() {
    judge_variant("swap5", &["--moves", "swap", "--size", "5x5"], b"1\n1 2\n10\n00\n");
}

#[test]
fn slide_3x3_to_a_custom_target() {
    judge_variant(
        "slide3",
        &["--moves", "slide", "--target", "TARGET", "--size", "3x3"],
        b"1\n1 2 3\n4 5 6\n7 8 8\n",
    );
}

#[test]
fn knights_on_5x5() {
    judge_variant(
        "knights",
        &["--moves", "knight", "--size", "5x5"],
        b"1\n11111\n11111\n00*11\n00001\n00000\n",
    );
}

/// A press answer that reaches the goal in more presses than the minimum
/// (a cell pressed K more times) is a wrong answer; one in fewer presses
/// than the jury's is the jury's failure (testlib's FAIL, exit 3).
#[test]
fn a_longer_way_to_the_goal_is_wrong_and_a_shorter_one_fails_the_jury() {
    let Some(testlib) = testlib_dir() else { return };
    let (dir, _) = variant(
        "longer",
        &["--moves", "plus", "--states", "3", "--wrap", "--size", "5x5"],
        &testlib,
    );
    let checker = compile(&dir.join("checker.cpp"), &testlib);
    // A 1 x 1 torus showing 1: the pattern meets its one cell once a press,
    // so two presses bring it to 0.
    let input = b"1\n1 1\n1\n";
    let answer = b"2\n1 1\n1 1\n";
    assert_eq!(check(&checker, &dir, input, answer, answer), 0);
    assert_eq!(check(&checker, &dir, input, b"5\n1 1\n1 1\n1 1\n1 1\n1 1\n", answer), 1);
    assert_eq!(
        check(&checker, &dir, input, b"1\n1 1\n", answer),
        1,
        "one press does not reach the goal"
    );
    assert_eq!(
        check(&checker, &dir, input, b"2\n1 2\n1 1\n", answer),
        1,
        "a press off the board"
    );
    assert_eq!(check(&checker, &dir, input, b"-1\n", answer), 1);
    assert_eq!(
        check(&checker, &dir, input, answer, b"5\n1 1\n1 1\n1 1\n1 1\n1 1\n"),
        3,
        "the jury's answer is not minimal"
    );
}

/// The slide checker trusts no jury answer: a contestant's legal path shorter
/// than the jury's (or one where the jury says -1) is the jury's failure
/// (exit 3), as `gridsolve check` does; a longer one is a wrong answer.
#[test]
fn a_slide_path_shorter_than_the_jury_fails_the_jury() {
    let Some(testlib) = testlib_dir() else { return };
    let (dir, _) = variant(
        "slide-shorter",
        &["--moves", "slide", "--target", "TARGET", "--size", "3x3"],
        &testlib,
    );
    let checker = compile(&dir.join("checker.cpp"), &testlib);
    // One move from the target 1 2 3 / 8 0 4 / 7 6 5: the blank moves left.
    let input = b"1\n1 2 3\n8 4 0\n7 6 5\n";
    assert_eq!(check(&checker, &dir, input, b"1\nl\n", b"1\nl\n"), 0);
    assert_eq!(check(&checker, &dir, input, b"3\nlrl\n", b"1\nl\n"), 1, "longer");
    assert_eq!(check(&checker, &dir, input, b"1\nr\n", b"1\nl\n"), 1, "off the tray");
    assert_eq!(check(&checker, &dir, input, b"-1\n", b"1\nl\n"), 1);
    assert_eq!(
        check(&checker, &dir, input, b"1\nl\n", b"3\nlrl\n"),
        3,
        "the jury is not minimal"
    );
    assert_eq!(check(&checker, &dir, input, b"1\nl\n", b"-1\n"), 3, "the jury says -1");
    assert_eq!(
        check(&checker, &dir, input, b"1\nu\n", b"3\nlrl\n"),
        1,
        "a shorter path that misses"
    );
}
