//! `gridsolve stress PROBLEM -- PROGRAM [ARGS...]`: 对拍. Runs a contestant's
//! program on generated cases, judges every output with the special judge,
//! stops at the first failure, shrinks it and reports it.
//!
//! Each run is a process group of its own, so the time limit kills the
//! program and everything it started; output is read up to a cap, so a
//! program that prints without end is stopped too.

use std::io::{IsTerminal, Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use clap::{Args, ValueEnum};
use gridsolve_core::judge::check::PathRule;
use gridsolve_core::judge::check::Verdict;
use gridsolve_core::judge::{Case, Problem};
use gridsolve_core::locale::{Text, verbatim};
use gridsolve_core::stress::{Referee, case_stream, input_of, shrink};
use gridsolve_core::testgen::BoardKind;
use gridsolve_core::tr;
use serde_json::json;

use crate::exit::{Failure, IO, output_error};
use crate::lang::say;
use crate::shared::problem_named;
use crate::use_colour;
use gridsolve_core::draw::Explainer;

/// Most bytes of output read from one run; more is "output too large".
const MAX_OUTPUT: usize = 16 << 20;
/// Most bytes of a program's stderr kept for the report; the rest is read
/// and thrown away, so a program's debug output never blocks or fails it.
const MAX_STDERR: usize = 4096;
/// Most cases of one stress run (`--count`): ten million runs of a program
/// take days; the cases are made one run at a time, so memory does not grow with it.
pub const MAX_COUNT: u64 = 10_000_000;
/// Most cases fed to one run with `--batch`: more are fed in several runs of
/// this many (an input of a few hundred kilobytes).
pub const MAX_BATCH: usize = 10_000;
/// Most bytes of output shown in a report.
const SHOWN_OUTPUT: usize = 2000;
/// Most runs spent shrinking a failing case.
const SHRINK_RUNS: usize = 300;

#[derive(Args)]
pub struct StressArgs {
    /// The problem: poj1753, poj2965, p1225, p4289, p1379, hdu1043, p2324, poj3279 or poj1222.
    #[arg(value_name = "PROBLEM")]
    pub problem: String,
    /// How many cases to try (1 to 10,000,000).
    #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u64).range(1..=MAX_COUNT))]
    pub count: u64,
    /// The seed: the same seed gives the same cases.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Only cases of this kind (random, solvable, unsolvable, solved, hardest);
    /// by default the edges, then every kind in turn.
    #[arg(long)]
    pub kind: Option<String>,
    /// Time limit of one case, in milliseconds: a run's limit is this times
    /// the cases it holds (with --batch, up to 10,000); the whole process
    /// group is killed past it.
    #[arg(long, default_value_t = 2000)]
    pub timeout_ms: u64,
    /// Feed the cases to one run (a batch program; at most 10,000 cases a
    /// run, its time limit --timeout-ms for each), instead of one case per run.
    #[arg(long)]
    pub batch: bool,
    /// Draw the correct solution of the failing case.
    #[arg(long)]
    pub explain: bool,
    /// Accept only shortest paths (HDU 1043); by default the real judge's
    /// rule, any path that solves the board (as `gridsolve check`).
    #[arg(long)]
    pub minimum: bool,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// The program and its arguments, after `--`.
    #[arg(last = true, required = true, value_name = "PROGRAM")]
    pub program: Vec<String>,
}

#[derive(Clone, Copy, ValueEnum)]
pub enum Format {
    Text,
    Json,
}

/// What one run of the program did.
struct Run {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    elapsed: Duration,
    /// Set when the run failed before its output could be judged.
    failure: Option<RunFailure>,
}

/// Why a run failed before its output could be judged.
#[derive(Clone, Copy)]
enum RunFailure {
    OutputTooLarge,
    /// No answer within the time limit (the limit in ms).
    TimeLimit(u128),
    /// The program ended, but a process it started outside its group kept
    /// its output open past the time limit.
    OutputHeldOpen(u128),
    Crash(i32),
    ExitCode(i32),
}

impl RunFailure {
    fn verdict(self) -> Text {
        match self {
            RunFailure::OutputTooLarge => tr!("stress-verdict-output-too-large"),
            RunFailure::TimeLimit(_) | RunFailure::OutputHeldOpen(_) => tr!("stress-verdict-time-limit"),
            RunFailure::Crash(_) => tr!("stress-verdict-crash"),
            RunFailure::ExitCode(_) => tr!("stress-verdict-runtime-error"),
        }
    }

    fn why(self) -> Text {
        match self {
            RunFailure::OutputTooLarge => tr!("stress-why-output-too-large", mib = MAX_OUTPUT >> 20),
            RunFailure::TimeLimit(ms) => tr!("stress-why-time-limit", ms = ms),
            RunFailure::OutputHeldOpen(ms) => tr!("stress-why-output-held-open", ms = ms),
            RunFailure::Crash(signal) => tr!("stress-why-crash", signal = signal, name = signal_name(signal)),
            RunFailure::ExitCode(code) => tr!("stress-why-exit-code", code = code),
        }
    }
}

/// The verdict on a run that did not pass: the verdict's words, why (the
/// checker's reason is in the judges' words, kept as it is; a run that failed
/// before judging is worded by stress itself), and which of the cases fed
/// the checker named first (0-based), when it named one.
#[derive(Clone, PartialEq)]
struct Failing {
    verdict: Text,
    why: Text,
    named: Option<usize>,
}

pub fn run(args: &StressArgs) -> Result<(), Failure> {
    let problem = problem_named(&args.problem)?;
    let kind = match &args.kind {
        None => None,
        Some(name) => Some(
            BoardKind::from_name(name).ok_or_else(|| Failure::usage(say(tr!("stress-unknown-kind", given = name))))?,
        ),
    };
    let timeout = Duration::from_millis(args.timeout_ms.max(1));
    let mut stream = case_stream(problem, kind, args.seed)
        .map_err(|e| Failure::usage(say(e.text())))?
        .take(args.count as usize);
    let rule = if args.minimum {
        PathRule::ShortestOnly
    } else {
        PathRule::AnyValid
    };
    let referee = Referee::new(problem)
        .map_err(|e| Failure::usage(say(e.text())))?
        .with_path_rule(rule);
    let progress = std::io::stderr().is_terminal().then(|| {
        let bar = indicatif::ProgressBar::new(args.count);
        bar.set_message("cases");
        bar
    });
    let per_run = if args.batch { MAX_BATCH } else { 1 };
    let mut slowest = (Duration::ZERO, 0usize);
    let mut passed = 0u64;
    loop {
        // One run's cases at a time: memory does not grow with --count.
        let group: Vec<Case> = stream.by_ref().take(per_run).collect();
        if group.is_empty() {
            break;
        }
        let run = execute(&args.program, problem, &group, run_limit(timeout, group.len()))?;
        if let Some(bar) = &progress {
            bar.inc(group.len() as u64);
        }
        if run.elapsed > slowest.0 {
            slowest = (run.elapsed, group[0].number);
        }
        let Some(failing) = verdict_of(&referee, &group, &run) else {
            passed += group.len() as u64;
            continue;
        };
        if let Some(bar) = &progress {
            bar.finish_and_clear();
        }
        let failed = if args.batch {
            batch_failure(args, &referee, &group, failing, run, timeout)?
        } else {
            one_case_failure(args, &referee, &group[0], failing, run, timeout)?
        };
        report_failure(args, &referee, &failed)?;
        return Err(Failure::with_code(1, ""));
    }
    if let Some(bar) = &progress {
        bar.finish_and_clear();
    }
    let mut out = std::io::stdout().lock();
    let text = match args.format {
        Format::Json => json!({
            "passed": true,
            "cases": passed,
            "slowest_case": slowest.1,
            "slowest_ms": slowest.0.as_secs_f64() * 1000.0,
        })
        .to_string(),
        Format::Text => say(tr!(
            "stress-all-passed",
            passed = passed,
            case = slowest.1,
            ms = format!("{:.1}", slowest.0.as_secs_f64() * 1000.0)
        )),
    };
    writeln!(out, "{text}").map_err(output_error)
}

/// The time limit of one run of `cases` cases: the per-case limit for each.
/// A batch is one input the way a judge's multi-case file is, and a batch
/// of 10,000 cases is not held to what one case may take (issue 38: a
/// correct P2324 program failed a 10,000-case batch at 2 s on a busy
/// machine). The product saturates, far past any run's real length.
fn run_limit(per_case: Duration, cases: usize) -> Duration {
    per_case.saturating_mul(u32::try_from(cases).unwrap_or(u32::MAX))
}

/// A failure as reported: the first failing run's verdict, and the case shown
/// (shrunk, or picked out of a batch) with the run that shows it.
struct Failed {
    /// The failing case's number, as in the header; `None` when a batch
    /// failed as a whole (its time limit, a crash) and no case was named.
    number: Option<usize>,
    /// The first failure's verdict and why.
    first: Failing,
    /// A batch run: the numbers of its first and last cases.
    batch: Option<(usize, usize)>,
    /// The cases shown: the failing one alone, or a whole batch when the
    /// checker could not say which case failed.
    shown: Vec<Case>,
    /// The run whose output is shown, and its verdict when it is another run
    /// than the first (`None`: it passed).
    run: Run,
    other: Option<Option<Failing>>,
    /// "shrunk: case N had ..." when the case was shrunk.
    shrunk: Option<String>,
}

/// A case run alone failed: shrink it while it still fails (whatever the
/// verdict), and keep both the first verdict and the shrunk case's.
fn one_case_failure(
    args: &StressArgs,
    referee: &Referee,
    case: &Case,
    first: Failing,
    run: Run,
    timeout: Duration,
) -> Result<Failed, Failure> {
    let problem = referee.problem();
    let one = std::slice::from_ref(case);
    let shrunk = shrink(problem, case, SHRINK_RUNS, |smaller| {
        execute(&args.program, problem, std::slice::from_ref(smaller), timeout)
            .map(|r| verdict_of(referee, std::slice::from_ref(smaller), &r).is_some())
            .unwrap_or(false)
    });
    let mut failed = Failed {
        number: Some(case.number),
        first,
        batch: None,
        shown: one.to_vec(),
        run,
        other: None,
        shrunk: None,
    };
    if shrunk.steps > 0 {
        let small = std::slice::from_ref(&shrunk.case);
        let rerun = execute(&args.program, problem, small, timeout)?;
        // A flaky program may pass on the rerun: then the first case is shown.
        if let Some(again) = verdict_of(referee, small, &rerun) {
            let (had, now) = (pieces(problem, case), pieces(problem, &shrunk.case));
            let (number, runs) = (case.number, shrunk.runs);
            failed.shrunk = Some(say(if problem.is_swap() {
                tr!("stress-shrunk-pieces", case = number, had = had, now = now, runs = runs)
            } else {
                tr!("stress-shrunk-cells", case = number, had = had, now = now, runs = runs)
            }));
            failed.shown = small.to_vec();
            failed.run = rerun;
            failed.other = Some(Some(again));
        }
    }
    Ok(failed)
}

/// A batch run failed: the case the checker names is run alone, and shown
/// alone with the verdict it gets there.
fn batch_failure(
    args: &StressArgs,
    referee: &Referee,
    group: &[Case],
    first: Failing,
    run: Run,
    timeout: Duration,
) -> Result<Failed, Failure> {
    let batch = Some((group[0].number, group[group.len() - 1].number));
    let Some(index) = first.named else {
        return Ok(Failed {
            number: None,
            first,
            batch,
            shown: group.to_vec(),
            run,
            other: None,
            shrunk: None,
        });
    };
    let alone = std::slice::from_ref(&group[index]);
    let lone = execute(&args.program, referee.problem(), alone, run_limit(timeout, 1))?;
    let other = verdict_of(referee, alone, &lone);
    Ok(Failed {
        number: Some(group[index].number),
        first,
        batch,
        shown: alone.to_vec(),
        run: lone,
        other: Some(other),
        shrunk: None,
    })
}

/// The 1-based case a checker's reason names first (`case 37: ...`).
fn case_named(why: &str) -> Option<usize> {
    let rest = why.strip_prefix("case ")?;
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// `why` with its leading `case K` (K counted in the input as fed) written
/// as the case's number in the whole stress run.
fn renumber(why: &str, fed: &[Case]) -> String {
    match case_named(why) {
        Some(k) if k >= 1 && k <= fed.len() => {
            let digits = k.to_string().len();
            format!("case {}{}", fed[k - 1].number, &why["case ".len() + digits..])
        }
        _ => why.to_string(),
    }
}

/// The verdict on a run of `cases`, or `None` when it passed. The case the
/// checker names is renumbered as in the whole stress run.
fn verdict_of(referee: &Referee, cases: &[Case], run: &Run) -> Option<Failing> {
    if let Some(failure) = run.failure {
        let why = match failure {
            // A batch's limit is its cases' limits together: say so, or
            // "20000000 ms" reads as a typo.
            RunFailure::TimeLimit(ms) if cases.len() > 1 => tr!(
                "stress-why-batch-time-limit",
                ms = ms,
                cases = cases.len(),
                per = ms / cases.len() as u128
            ),
            _ => failure.why(),
        };
        return Some(Failing {
            verdict: failure.verdict(),
            why,
            named: None,
        });
    }
    let judgement = referee.judge(cases, &run.stdout);
    let verdict = match judgement.verdict {
        Verdict::Accepted => return None,
        Verdict::WrongAnswer => tr!("stress-verdict-wrong-answer"),
        Verdict::PresentationError => tr!("stress-verdict-presentation-error"),
        Verdict::JudgeFailure => tr!("stress-verdict-judge-failure"),
    };
    let named = case_named(&judgement.reason)
        .filter(|&k| k >= 1 && k <= cases.len())
        .map(|k| k - 1);
    Some(Failing {
        verdict,
        why: verbatim(renumber(&judgement.reason, cases)),
        named,
    })
}

/// A piece of what the program wrote, from the thread draining one pipe.
enum Piece {
    Stdout(Vec<u8>),
    Stderr(Vec<u8>),
    /// The pipe reached its end (or failed).
    Closed,
}

/// Bytes read from a pipe at a time.
const PIPE_PIECE: usize = 64 << 10;

/// Drains `pipe` in a thread of its own, sending each piece to `to`. The
/// thread ends at the pipe's end, or when nobody listens any more (at the
/// next piece: a process the program started may hold the pipe open).
fn drain(pipe: impl Read + Send + 'static, to: mpsc::Sender<Piece>, wrap: fn(Vec<u8>) -> Piece) {
    std::thread::spawn(move || {
        let mut pipe = pipe;
        let mut piece = vec![0u8; PIPE_PIECE];
        loop {
            match pipe.read(&mut piece) {
                Ok(0) => break,
                Ok(got) => {
                    if to.send(wrap(piece[..got].to_vec())).is_err() {
                        return;
                    }
                }
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(_) => break,
            }
        }
        let _ = to.send(Piece::Closed);
    });
}

/// Runs the program once on `cases`, in a process group of its own. The
/// time limit holds whatever the program does: at the deadline its group is
/// killed and gridsolve stops waiting, even for output pipes that a process
/// outside the group (`setsid`) still holds open. Stderr is read to its end
/// and all but its first [`MAX_STDERR`] bytes thrown away.
fn execute(program: &[String], problem: Problem, cases: &[Case], timeout: Duration) -> Result<Run, Failure> {
    let input = input_of(problem, cases);
    let began = Instant::now();
    let deadline = began + timeout;
    let mut child = Command::new(&program[0])
        .args(&program[1..])
        .process_group(0)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| {
            Failure::with_code(
                IO,
                say(tr!("stress-cannot-run", program = &program[0], why = e.to_string())),
            )
        })?;
    let group = child.id() as i32;
    let mut stdin = child.stdin.take().expect("stdin is piped");
    // Not joined: a process outside the group may hold stdin open unread.
    std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let (to, from) = mpsc::channel();
    drain(child.stdout.take().expect("stdout is piped"), to.clone(), Piece::Stdout);
    drain(child.stderr.take().expect("stderr is piped"), to, Piece::Stderr);
    let (mut stdout, mut stderr) = (Vec::new(), Vec::new());
    let mut open_pipes = 2;
    let mut status = None;
    let mut too_large = false;
    let mut timed_out = false;
    loop {
        if status.is_none() {
            status = child
                .try_wait()
                .map_err(|e| Failure::with_code(IO, say(tr!("stress-cannot-wait", why = e.to_string()))))?;
        }
        if status.is_some() && open_pipes == 0 {
            break;
        }
        let now = Instant::now();
        if now >= deadline {
            timed_out = true;
            break;
        }
        match from.recv_timeout((deadline - now).min(Duration::from_millis(2))) {
            Ok(Piece::Stdout(bytes)) => {
                stdout.extend_from_slice(&bytes[..bytes.len().min(MAX_OUTPUT + 1 - stdout.len())]);
                if stdout.len() > MAX_OUTPUT {
                    too_large = true;
                    break;
                }
            }
            Ok(Piece::Stderr(bytes)) => {
                let room = MAX_STDERR.saturating_sub(stderr.len());
                stderr.extend_from_slice(&bytes[..bytes.len().min(room)]);
            }
            Ok(Piece::Closed) => open_pipes -= 1,
            Err(mpsc::RecvTimeoutError::Timeout) => {}
            Err(mpsc::RecvTimeoutError::Disconnected) => open_pipes = 0,
        }
    }
    let elapsed = began.elapsed();
    // Whatever the program started in its group is stopped with it; the
    // pipe threads end at their next piece, once `from` is dropped.
    kill_group(group);
    let exited_in_time = status.is_some();
    let status = match status {
        Some(status) => status,
        None => child
            .wait()
            .map_err(|e| Failure::with_code(IO, say(tr!("stress-cannot-wait", why = e.to_string()))))?,
    };
    drop(from);
    let failure = if too_large {
        Some(RunFailure::OutputTooLarge)
    } else if timed_out && exited_in_time {
        Some(RunFailure::OutputHeldOpen(timeout.as_millis()))
    } else if timed_out {
        Some(RunFailure::TimeLimit(timeout.as_millis()))
    } else if let Some(signal) = status.signal() {
        Some(RunFailure::Crash(signal))
    } else {
        status.code().filter(|&c| c != 0).map(RunFailure::ExitCode)
    };
    Ok(Run {
        stdout,
        stderr,
        elapsed,
        failure,
    })
}

fn kill_group(group: i32) {
    // SAFETY: kill(2) with a negative pid signals the process group whose id
    // is the child's pid (the child was made its leader by process_group(0));
    // it touches no memory of ours, and an already empty group gives ESRCH.
    unsafe {
        libc::kill(-group, libc::SIGKILL);
    }
}

fn signal_name(signal: i32) -> &'static str {
    match signal {
        libc::SIGABRT => " (SIGABRT: abort)",
        libc::SIGSEGV => " (SIGSEGV: segmentation fault)",
        libc::SIGFPE => " (SIGFPE: arithmetic error)",
        libc::SIGKILL => " (SIGKILL)",
        libc::SIGBUS => " (SIGBUS)",
        _ => "",
    }
}

/// What shrinking counts: lit cells (the press grids' board, the 4x4
/// boards) or pieces (swaps). The token puzzles are not shrunk.
fn pieces(problem: Problem, case: &Case) -> u32 {
    match problem.layout() {
        gridsolve_core::judge::CaseLayout::PressGrid => case.flip_board.count_ones(),
        _ => case.start.count_ones(),
    }
}

fn shown(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(&bytes[..bytes.len().min(SHOWN_OUTPUT)]).into_owned();
    if bytes.len() > SHOWN_OUTPUT {
        format!("{text}\n[... {} more bytes]\n", bytes.len() - SHOWN_OUTPUT)
    } else {
        text
    }
}

/// `text` ending with a newline.
fn lines(text: &str) -> String {
    if text.is_empty() || text.ends_with('\n') {
        text.to_string()
    } else {
        format!("{text}\n")
    }
}

fn report_failure(args: &StressArgs, referee: &Referee, failed: &Failed) -> Result<(), Failure> {
    let problem = referee.problem();
    let cases = &failed.shown;
    let input = input_of(problem, cases);
    let answer = referee.answer(cases);
    let run = &failed.run;
    let number = failed.number;
    let failing = &failed.first;
    // What the shown run says, when it is another run than the first.
    let other = failed.other.as_ref().and_then(Option::as_ref);
    let (other_verdict, other_why) = (other.map(|o| &o.verdict), other.map(|o| &o.why));
    let mut out = std::io::stdout().lock();
    let text = match args.format {
        Format::Json => {
            let mut value = json!({
                "passed": false,
                "case": number,
                "batch": args.batch,
                // JSON is a format: its words are English whatever the language.
                "verdict": failing.verdict,
                "why": failing.why,
                "shrunk": failed.shrunk,
                "input": String::from_utf8_lossy(&input),
                "output": shown(&run.stdout),
                "stderr": String::from_utf8_lossy(&run.stderr),
                "answer": String::from_utf8_lossy(&answer),
            });
            if failed.shrunk.is_some() {
                value["shrunk_verdict"] = json!(other_verdict);
                value["shrunk_why"] = json!(other_why);
            }
            if let Some((first, last)) = failed.batch {
                value["batch_cases"] = json!([first, last]);
                if failed.other.is_some() {
                    value["alone_verdict"] = json!(other_verdict);
                    value["alone_why"] = json!(other_why);
                }
            }
            value.to_string() + "\n"
        }
        Format::Text => {
            let line = |text: gridsolve_core::locale::Text| say(text) + "\n";
            let mut text = match (failed.batch, number) {
                // The run failed as a whole (its time limit, a crash) and
                // no case was named: the batch is reported, not its first case.
                (Some((first, last)), None) => line(tr!(
                    "stress-batch-failed",
                    count = args.count,
                    first = first,
                    last = last,
                    verdict = &failing.verdict
                )),
                (Some((first, last)), Some(number)) => line(tr!(
                    "stress-failed-in-batch",
                    case = number,
                    count = args.count,
                    first = first,
                    last = last,
                    verdict = &failing.verdict
                )),
                (None, number) => line(tr!(
                    "stress-failed",
                    case = number.unwrap_or_default(),
                    count = args.count,
                    verdict = &failing.verdict
                )),
            };
            text += &line(tr!("stress-why", why = &failing.why));
            if let Some(s) = &failed.shrunk {
                text += &format!("{s}\n");
                if let Some(again) = other {
                    if again.verdict != failing.verdict {
                        text += &line(tr!("stress-shrunk-differently", verdict = &again.verdict));
                        text += &line(tr!("stress-why-shrunk", why = &again.why));
                    } else if again.why != failing.why {
                        text += &line(tr!("stress-why-shrunk", why = &again.why));
                    }
                }
            }
            match (&failed.batch, other) {
                (Some(_), Some(alone)) => {
                    text += &line(tr!(
                        "stress-alone-fails",
                        case = number.unwrap_or_default(),
                        verdict = &alone.verdict
                    ));
                    text += &line(tr!("stress-why-alone", why = &alone.why));
                }
                (Some(_), None) if failed.other.is_some() => {
                    text += &line(tr!("stress-alone-passes", case = number.unwrap_or_default()))
                }
                _ => {}
            }
            if cases.len() > 1 {
                text += &line(tr!("stress-input-all", cases = cases.len()));
                text += &lines(&shown(&input));
            } else {
                text += &line(tr!("stress-input"));
                text += &String::from_utf8_lossy(&input);
            }
            text += &line(tr!("stress-program-output"));
            text += &shown(&run.stdout);
            if !run.stdout.ends_with(b"\n") && !run.stdout.is_empty() {
                text.push('\n');
            }
            if !run.stderr.is_empty() {
                text += &line(tr!("stress-program-stderr"));
                text += &String::from_utf8_lossy(&run.stderr);
                if !run.stderr.ends_with(b"\n") {
                    text.push('\n');
                }
            }
            text += &line(tr!("stress-correct-answer"));
            text += &lines(&shown(&answer));
            if args.explain && cases.len() == 1 {
                let solver = gridsolve_core::judge::JudgeSolver::new(problem, gridsolve_core::Algorithm::Auto)
                    .map_err(|e| Failure::usage(say(e.text())))?;
                let moves = solver.solve(&cases[0]).map_err(|e| Failure::usage(say(e.text())))?;
                let mut drawn = Vec::new();
                Explainer::new(problem, use_colour(), crate::lang::current()).explain(
                    &cases[0],
                    moves.as_deref(),
                    &mut drawn,
                );
                text += &String::from_utf8_lossy(&drawn);
            }
            text
        }
    };
    out.write_all(text.as_bytes()).map_err(output_error)
}
