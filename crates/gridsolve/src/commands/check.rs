//! `gridsolve check`: the special judge, in the testlib protocol (Codeforces
//! Polygon, Luogu-style special judges) or the Kattis/DOMjudge output
//! validator protocol. The judging itself is `gridsolve_core::judge::check`;
//! this file maps its verdicts to each protocol's exit codes and files.

use std::ffi::OsString;
use std::io::{self, BufRead, BufReader, Write};
use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};
use gridsolve_core::judge::Problem;
use gridsolve_core::judge::check::{Checker, Judgement, PathRule, Verdict};

use crate::exit::Failure;
use crate::input::read_bytes;

#[derive(Args)]
#[command(after_help = "\
Protocols:
  testlib (default)   gridsolve check PROBLEM INPUT OUTPUT ANSWER [REPORT [-appes]]
                      exit 0 accepted, 1 wrong answer, 2 presentation error, 3 judge failure (FAIL);
                      one line on stderr (and in REPORT when given; with -appes as testlib's XML).
  kattis              gridsolve check PROBLEM --protocol kattis INPUT ANSWER FEEDBACK_DIR [FLAGS...] < OUTPUT
                      exit 42 accepted, 43 rejected, 1 judge error; the reason in FEEDBACK_DIR/judgemessage.txt.
                      Validator flags after FEEDBACK_DIR are accepted and ignored.
  cms                 gridsolve check PROBLEM --protocol cms INPUT ANSWER OUTPUT
                      the score on stdout (1.0 accepted, 0.0 rejected), the reason on stderr, exit 0;
                      a judge failure prints no score and exits 1, so CMS reports an evaluation failure.")]
pub struct CheckArgs {
    /// The problem: poj1753, poj2965, p1225, p4289, p1379, hdu1043, p2324, poj3279 or poj1222.
    #[arg(value_name = "PROBLEM")]
    pub problem: String,
    /// Which judging system calls the checker.
    #[arg(long, value_enum, default_value_t = Protocol::Testlib)]
    pub protocol: Protocol,
    /// Accept only shortest paths (HDU 1043 / POJ 1077). Without it the
    /// checker accepts what the real judge does: any path of at most
    /// 1,000,000 moves that solves the board. Every other problem's answers
    /// are minimums under either rule (docs/problems/judges.md).
    #[arg(long)]
    pub minimum: bool,
    /// The files, in the protocol's order (see below).
    #[arg(value_name = "FILES", num_args = 0.., allow_hyphen_values = true)]
    pub files: Vec<OsString>,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Protocol {
    Testlib,
    Kattis,
    /// CMS's checker ("comparator"): INPUT ANSWER OUTPUT, score on stdout.
    Cms,
}

/// testlib's exit codes.
const TESTLIB_OK: i32 = 0;
const TESTLIB_WA: i32 = 1;
const TESTLIB_PE: i32 = 2;
const TESTLIB_FAIL: i32 = 3;
/// The Kattis output validator's judgements; any other code is a judge error.
const KATTIS_ACCEPTED: i32 = 42;
const KATTIS_REJECTED: i32 = 43;
const KATTIS_JUDGE_ERROR: i32 = 1;
/// A CMS checker that cannot judge exits non-zero without a score.
const CMS_JUDGE_ERROR: i32 = 1;

/// The exit code for a command line the checker cannot even parse: a judge
/// failure in the protocol asked for, never a verdict on the contestant (a
/// plain usage error, 2, would read as "presentation error" under testlib).
pub fn command_line_failure_code(args: &[std::ffi::OsString]) -> i32 {
    let protocol = |name: &str| {
        args.windows(2).any(|w| w[0] == "--protocol" && w[1] == name)
            || args.iter().any(|a| a.to_str() == Some(&format!("--protocol={name}")))
    };
    if protocol("kattis") {
        KATTIS_JUDGE_ERROR
    } else if protocol("cms") {
        CMS_JUDGE_ERROR
    } else {
        TESTLIB_FAIL
    }
}

/// The report testlib writes in `-appes` mode: one XML element with the
/// outcome and the message, in testlib's words and escapes (testlib.h,
/// `quit`: `<result outcome = "...">`, and `xmlSafeWrite`). The declared
/// encoding is testlib's default; the message is kept to ASCII to match it.
fn appes_report(verdict: Verdict, reason: &str) -> String {
    let outcome = match verdict {
        Verdict::Accepted => "accepted",
        Verdict::WrongAnswer => "wrong-answer",
        Verdict::PresentationError => "presentation-error",
        Verdict::JudgeFailure => "fail",
    };
    let mut message = String::with_capacity(reason.len());
    for ch in reason.chars() {
        match ch {
            '&' => message.push_str("&amp;"),
            '<' => message.push_str("&lt;"),
            '>' => message.push_str("&gt;"),
            '"' => message.push_str("&quot;"),
            c if (c as u32) < 32 => message.push('.'),
            c if !c.is_ascii() => message.push('?'),
            c => message.push(c),
        }
    }
    format!("<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"{outcome}\">{message}</result>\n")
}

pub fn run(args: &CheckArgs) -> Result<(), Failure> {
    // A checker's messages are its verdicts, read by judges and their logs
    // in the protocol's words: English whatever the locale.
    crate::lang::set_current(crate::lang::Lang::En);
    // Whatever goes wrong before a verdict is the judge's failure, never a
    // contestant's: a protocol-specific code that is not a verdict.
    let judge_error = match args.protocol {
        Protocol::Testlib => TESTLIB_FAIL,
        Protocol::Kattis => KATTIS_JUDGE_ERROR,
        Protocol::Cms => CMS_JUDGE_ERROR,
    };
    let fail = |message: String| Failure::verdict(judge_error, format!("FAIL {message}"));
    let problem = Problem::from_name(&args.problem).ok_or_else(|| {
        fail(format!(
            "unknown problem '{}': expected one of {}",
            args.problem,
            Problem::names()
        ))
    })?;
    let rule = if args.minimum {
        PathRule::ShortestOnly
    } else {
        PathRule::AnyValid
    };
    let checker = Checker::new(problem)
        .map_err(|e| fail(format!("cannot start: {e}")))?
        .with_path_rule(rule);
    let files: Vec<PathBuf> = args.files.iter().map(PathBuf::from).collect();
    match args.protocol {
        Protocol::Testlib => {
            // testlib's own command line: <input> <output> <answer> [<report> [-appes]].
            let usage = |found: String| {
                fail(format!(
                    "the testlib protocol takes INPUT OUTPUT ANSWER [REPORT [-appes]], found {found}"
                ))
            };
            let [input, output, answer, report @ ..] = files.as_slice() else {
                return Err(usage(format!("{} files", files.len())));
            };
            let appes = match report {
                [] | [_] => false,
                [_, flag] if flag.as_os_str() == "-appes" || flag.as_os_str() == "-APPES" => true,
                [_, flag] => {
                    return Err(usage(format!(
                        "'{}' after REPORT",
                        gridsolve_core::text::capped(&flag.to_string_lossy())
                    )));
                }
                _ => return Err(usage(format!("{} files", files.len()))),
            };
            let input = read_bytes(Some(input)).map_err(|f| fail(f.message))?;
            let output = open(output).map_err(&fail)?;
            let answer = open(answer).map_err(&fail)?;
            let judgement = checker.check(&input, output, answer);
            let line = testlib_line(&judgement);
            if let Some(report) = report.first() {
                // As testlib writes it: the message alone (the verdict is the
                // exit code), or with -appes one XML element.
                let text = if appes {
                    appes_report(judgement.verdict, &judgement.reason)
                } else {
                    judgement.reason.clone()
                };
                std::fs::write(report, text).map_err(|e| fail(format!("cannot write {}: {e}", report.display())))?;
            }
            let _ = writeln!(std::io::stderr().lock(), "{line}");
            let code = match judgement.verdict {
                Verdict::Accepted => TESTLIB_OK,
                Verdict::WrongAnswer => TESTLIB_WA,
                Verdict::PresentationError => TESTLIB_PE,
                Verdict::JudgeFailure => TESTLIB_FAIL,
            };
            finish(code)
        }
        Protocol::Kattis => {
            let [input, answer, feedback_dir, _validator_flags @ ..] = files.as_slice() else {
                return Err(fail(format!(
                    "the kattis protocol takes INPUT ANSWER FEEDBACK_DIR [FLAGS...] < OUTPUT, found {} files",
                    files.len()
                )));
            };
            let input = read_bytes(Some(input)).map_err(|f| fail(f.message))?;
            let answer = open(answer).map_err(&fail)?;
            let judgement = checker.check(&input, io::stdin().lock(), answer);
            let message = format!("{}: {}\n", judgement.verdict, judgement.reason);
            let path = feedback_dir.join("judgemessage.txt");
            std::fs::write(&path, &message).map_err(|e| fail(format!("cannot write {}: {e}", path.display())))?;
            eprint!("{message}");
            finish(match judgement.verdict {
                Verdict::Accepted => KATTIS_ACCEPTED,
                Verdict::WrongAnswer | Verdict::PresentationError => KATTIS_REJECTED,
                Verdict::JudgeFailure => KATTIS_JUDGE_ERROR,
            })
        }
        Protocol::Cms => {
            let [input, answer, output] = files.as_slice() else {
                return Err(fail(format!(
                    "the cms protocol takes INPUT ANSWER OUTPUT, found {} files",
                    files.len()
                )));
            };
            let input = read_bytes(Some(input)).map_err(|f| fail(f.message))?;
            let answer = open(answer).map_err(&fail)?;
            let output = open(output).map_err(&fail)?;
            let judgement = checker.check(&input, output, answer);
            let score = match judgement.verdict {
                Verdict::Accepted => "1.0",
                Verdict::WrongAnswer | Verdict::PresentationError => "0.0",
                Verdict::JudgeFailure => return Err(fail(judgement.reason)),
            };
            let _ = writeln!(std::io::stdout().lock(), "{score}");
            let _ = writeln!(std::io::stderr().lock(), "{}: {}", judgement.verdict, judgement.reason);
            finish(0)
        }
    }
}

/// The verdict line in testlib's words.
fn testlib_line(judgement: &Judgement) -> String {
    let word = match judgement.verdict {
        Verdict::Accepted => "ok",
        Verdict::WrongAnswer => "wrong answer",
        Verdict::PresentationError => "wrong output format",
        Verdict::JudgeFailure => "FAIL",
    };
    format!("{word} {}", judgement.reason)
}

/// Exits with `code`, the verdict already printed.
fn finish(code: i32) -> Result<(), Failure> {
    if code == 0 {
        Ok(())
    } else {
        Err(Failure::with_code(code, ""))
    }
}

/// Most bytes of an OUTPUT or ANSWER file (1 GiB). They are read as a
/// stream of tokens, so the cap bounds time, not memory; stdin (`-`) is
/// read to its end, token by token.
pub const MAX_JUDGED_BYTES: u64 = 1 << 30;

/// Opens a file for streaming (`-` is stdin): a regular file only (see
/// [`crate::input::open_regular`]).
fn open(path: &Path) -> Result<Box<dyn BufRead>, String> {
    if path == Path::new("-") {
        return Ok(Box::new(BufReader::new(io::stdin())));
    }
    let (file, _) = crate::input::open_regular(path, MAX_JUDGED_BYTES, true).map_err(|f| {
        // testlib's words for a file that cannot be opened.
        match f.message.strip_prefix("reading ") {
            Some(rest) => format!("cannot read {rest}"),
            None => f.message,
        }
    })?;
    Ok(Box::new(BufReader::with_capacity(1 << 16, file)))
}
