//! `gridsolve check` run as a program: the testlib and Kattis protocols.

mod common;

use std::path::{Path, PathBuf};

use common::{run as gridsolve, stderr};

use gridsolve_core::Algorithm;
use gridsolve_core::judge::{CaseReader, JudgeSolver, Problem};
use gridsolve_core::testgen::{BoardKind, generate};

const FRIDGE: &str = "-+--\n----\n----\n-+--\n";
const FRIDGE_ANSWER: &str = "6\n1 1\n1 3\n1 4\n4 1\n4 3\n4 4\n";

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("cli_check_{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn write(dir: &Path, name: &str, bytes: &[u8]) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

/// testlib: `check PROBLEM INPUT OUTPUT ANSWER`, returning (exit code, stderr).
fn testlib(problem: &str, input: &str, output: &[u8], answer: &str) -> (i32, String) {
    static RUNS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = scratch(&format!("testlib_{run}"));
    let paths = [
        write(&dir, "input", input.as_bytes()),
        write(&dir, "output", output),
        write(&dir, "answer", answer.as_bytes()),
    ];
    let mut args = vec!["check".as_ref(), problem.as_ref()];
    args.extend(paths.iter().map(|p| p.as_os_str()));
    let out = gridsolve(&args, b"");
    (out.status.code().unwrap(), stderr(&out))
}

#[test]
fn testlib_exit_codes_and_messages() {
    let reversed = b"6\n4 4\n4 3\n4 1\n1 4\n1 3\n1 1\n";
    assert_eq!(
        testlib("poj2965", FRIDGE, reversed, FRIDGE_ANSWER),
        (0, "ok 1 case, every answer a minimum\n".into())
    );
    assert_eq!(
        testlib("poj2965", FRIDGE, b"7\n", FRIDGE_ANSWER),
        (1, "wrong answer case 1: expected 6 moves, found 7\n".into())
    );
    assert_eq!(
        testlib("poj2965", FRIDGE, b"6 1 1\n", FRIDGE_ANSWER),
        (
            2,
            "wrong output format case 1: unexpected end of file in the output (line 2), expected move 2 of 6\n".into()
        )
    );
    assert_eq!(
        testlib("poj2965", FRIDGE, reversed, "8\n"),
        (
            3,
            "FAIL case 1: the jury answer says 8 moves but the checker finds a minimum of 6\n".into()
        )
    );
}

#[test]
fn testlib_writes_the_report_file_when_given_one() {
    let dir = scratch("report");
    let input = write(&dir, "in", FRIDGE.as_bytes());
    let output = write(&dir, "out", b"");
    let answer = write(&dir, "ans", FRIDGE_ANSWER.as_bytes());
    let report = dir.join("report");
    let args = [
        "check".as_ref(),
        "poj2965".as_ref(),
        input.as_os_str(),
        output.as_os_str(),
        answer.as_os_str(),
        report.as_os_str(),
    ];
    let out = gridsolve(&args, b"");
    assert_eq!(out.status.code(), Some(2));
    // As testlib 0.9.45 writes it (testlib.h, `quit`): the message alone.
    assert_eq!(
        std::fs::read_to_string(&report).unwrap(),
        "case 1: unexpected end of file in the output (line 1), expected the answer of case 1"
    );
    // testlib's optional `-appes` (issue 20): the result as testlib's XML.
    let mut appes: Vec<&std::ffi::OsStr> = args.to_vec();
    appes.push("-appes".as_ref());
    let out = gridsolve(&appes, b"");
    assert_eq!(out.status.code(), Some(2), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(
        std::fs::read_to_string(&report).unwrap(),
        "<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"presentation-error\">case 1: \
         unexpected end of file in the output (line 1), expected the answer of case 1</result>\n"
    );
    // Anything else there fails in testlib's form: a FAIL line, exit 3.
    let mut bogus: Vec<&std::ffi::OsStr> = args.to_vec();
    bogus.push("-bogus".as_ref());
    let out = gridsolve(&bogus, b"");
    assert_eq!(out.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&out.stderr).starts_with(
        "FAIL the testlib protocol takes INPUT OUTPUT ANSWER [REPORT [-appes]], found '-bogus' after REPORT"
    ));
}

#[test]
fn setup_mistakes_are_judge_failures_not_verdicts() {
    let dir = scratch("setup");
    let input = write(&dir, "in", FRIDGE.as_bytes());
    let missing = dir.join("missing");
    let out = gridsolve(
        &[
            "check".as_ref(),
            "poj2965".as_ref(),
            input.as_os_str(),
            input.as_os_str(),
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(3));
    assert_eq!(
        stderr(&out),
        "FAIL the testlib protocol takes INPUT OUTPUT ANSWER [REPORT [-appes]], found 2 files\n"
    );
    let out = gridsolve(
        &[
            "check".as_ref(),
            "poj1234".as_ref(),
            input.as_os_str(),
            input.as_os_str(),
            input.as_os_str(),
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(3));
    assert!(stderr(&out).contains("unknown problem 'poj1234'"));
    let out = gridsolve(
        &[
            "check".as_ref(),
            "poj2965".as_ref(),
            input.as_os_str(),
            missing.as_os_str(),
            input.as_os_str(),
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(3));
    assert!(stderr(&out).starts_with("FAIL cannot read "), "{}", stderr(&out));
    // Kattis: anything that is not a verdict exits neither 42 nor 43.
    let out = gridsolve(
        &[
            "check".as_ref(),
            "poj2965".as_ref(),
            "--protocol".as_ref(),
            "kattis".as_ref(),
            input.as_os_str(),
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("the kattis protocol takes INPUT ANSWER FEEDBACK_DIR"));
}

/// Kattis: `check PROBLEM --protocol kattis INPUT ANSWER FEEDBACK_DIR < OUTPUT`,
/// returning (exit code, judgemessage.txt).
fn kattis(name: &str, input: &str, answer: &str, output: &[u8], flags: &[&str]) -> (i32, String) {
    let dir = scratch(name);
    let input = write(&dir, "input", input.as_bytes());
    let answer = write(&dir, "answer", answer.as_bytes());
    let feedback = dir.join("feedback");
    std::fs::create_dir(&feedback).unwrap();
    let mut args = vec![
        "check".as_ref(),
        "poj2965".as_ref(),
        "--protocol".as_ref(),
        "kattis".as_ref(),
        input.as_os_str(),
        answer.as_os_str(),
        feedback.as_os_str(),
    ];
    args.extend(flags.iter().map(std::ffi::OsStr::new));
    let out = gridsolve(&args, output);
    let message = std::fs::read_to_string(feedback.join("judgemessage.txt")).unwrap();
    (out.status.code().unwrap(), message)
}

#[test]
fn kattis_exit_codes_and_judgemessage() {
    assert_eq!(
        kattis("k_ok", FRIDGE, FRIDGE_ANSWER, FRIDGE_ANSWER.as_bytes(), &[]),
        (42, "accepted: 1 case, every answer a minimum\n".into())
    );
    assert_eq!(
        kattis("k_wa", FRIDGE, FRIDGE_ANSWER, b"7\n", &[]),
        (43, "wrong answer: case 1: expected 6 moves, found 7\n".into())
    );
    assert_eq!(
        kattis("k_pe", FRIDGE, FRIDGE_ANSWER, b"6x\n", &[]),
        (
            43,
            "presentation error: case 1 (line 1): expected a number of moves, found '6x'\n".into()
        )
    );
    assert_eq!(
        kattis("k_fail", FRIDGE, "6\n", b"6\n", &[]),
        (
            1,
            "judge failure: jury answer: case 1: unexpected end of file in the answer (line 2), expected move 1 of 6\n"
                .into()
        )
    );
    // Validator flags from problem.yaml come after the feedback directory.
    assert_eq!(
        kattis(
            "k_flags",
            FRIDGE,
            FRIDGE_ANSWER,
            FRIDGE_ANSWER.as_bytes(),
            &["case_sensitive", "space_change_sensitive"]
        )
        .0,
        42
    );
}

#[test]
fn kattis_streams_a_huge_output_from_stdin() {
    // 64 MB of blank lines after a correct answer: read through, accepted.
    let mut output = FRIDGE_ANSWER.as_bytes().to_vec();
    output.resize(output.len() + (64 << 20), b'\n');
    assert_eq!(kattis("k_huge", FRIDGE, FRIDGE_ANSWER, &output, &[]).0, 42);
    // 64 MB of moves after the count: rejected at the seventh line.
    let mut output = b"6\n".to_vec();
    output.extend(b"1 1\n".repeat(16 << 20));
    let (code, message) = kattis("k_lines", FRIDGE, FRIDGE_ANSWER, &output, &[]);
    assert_eq!(code, 43);
    assert_eq!(
        message,
        "wrong answer: case 1: after the 6 moves the board is -+--/----/----/-+--, not all '-'\n"
    );
}

#[test]
fn generated_tests_round_trip_through_the_checker() {
    for problem in Problem::ALL {
        let input = generate(problem, BoardKind::Random, 40, 2024).unwrap();
        let algorithm = Algorithm::Auto;
        let solver = JudgeSolver::new(problem, algorithm).unwrap();
        let mut answer = Vec::new();
        for case in CaseReader::new(problem, &input) {
            solver.write_answer(&case.unwrap(), &mut answer).unwrap();
        }
        let input = String::from_utf8(input).unwrap();
        let answer = String::from_utf8(answer).unwrap();
        // HDU 1043 accepts any path that solves the board (docs/problems/judges.md).
        let accepted = match problem {
            Problem::Hdu1043 => "every answer a path that solves its board or 'unsolvable'",
            _ => "every answer a minimum",
        };
        assert_eq!(
            testlib(problem.name(), &input, answer.as_bytes(), &answer),
            (0, format!("ok 40 cases, {accepted}\n")),
            "{problem:?}"
        );
    }
}

#[test]
fn setup_failures_are_verdict_lines_that_start_with_fail() {
    // Judges read a checker's first word; docs/problem-setters.md promises `FAIL`.
    let dir = scratch("setup_failures");
    let input = write(&dir, "input", FRIDGE.as_bytes());
    let missing = dir.join("missing");
    for args in [
        vec![
            "check".as_ref(),
            "poj2965".as_ref(),
            input.as_os_str(),
            missing.as_os_str(),
            input.as_os_str(),
        ],
        vec!["check".as_ref(), "poj2965".as_ref(), input.as_os_str()],
    ] {
        let out = gridsolve(&args, b"");
        assert_eq!(out.status.code(), Some(3));
        let err = stderr(&out);
        assert!(err.starts_with("FAIL "), "{err}");
    }
}
