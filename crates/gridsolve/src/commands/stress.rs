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
use std::time::{Duration, Instant};

use clap::{Args, ValueEnum};
use gridsolve_core::gen::Kind;
use gridsolve_core::judge::check::Verdict;
use gridsolve_core::judge::{Case, Problem};
use gridsolve_core::stress::{cases, input_of, shrink, Referee};
use serde_json::json;

use crate::exit::{output_error, Failure, IO};
use crate::explain::{use_colour, Explainer};

/// Most bytes of output read from one run; more is "output too large".
const MAX_OUTPUT: usize = 16 << 20;
/// Most bytes of a program's stderr kept for the report.
const MAX_STDERR: usize = 4096;
/// Most bytes of output shown in a report.
const SHOWN_OUTPUT: usize = 2000;
/// Most runs spent shrinking a failing case.
const SHRINK_RUNS: usize = 300;

#[derive(Args)]
pub struct StressArgs {
    /// The problem: poj1753, poj2965, p1225, p4289, p1379, hdu1043, p2324, poj3279 or poj1222.
    #[arg(value_name = "PROBLEM")]
    pub problem: String,
    /// How many cases to try.
    #[arg(long, default_value_t = 200)]
    pub count: usize,
    /// The seed: the same seed gives the same cases.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Only cases of this kind (random, solvable, unsolvable, solved, hardest);
    /// by default the edges, then every kind in turn.
    #[arg(long)]
    pub kind: Option<String>,
    /// Time limit of one run, in milliseconds; the whole process group is killed past it.
    #[arg(long, default_value_t = 2000)]
    pub timeout_ms: u64,
    /// Feed all cases to one run (a batch program), instead of one case per run.
    #[arg(long)]
    pub batch: bool,
    /// Draw the correct solution of the failing case.
    #[arg(long)]
    pub explain: bool,
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
    failure: Option<String>,
}

pub fn run(args: &StressArgs) -> Result<(), Failure> {
    let problem = Problem::from_name(&args.problem).ok_or_else(|| {
        let names: Vec<&str> = Problem::ALL.iter().map(|p| p.name()).collect();
        Failure::usage(format!(
            "unknown problem '{}': expected one of {}",
            args.problem,
            names.join(", ")
        ))
    })?;
    let kind = match &args.kind {
        None => None,
        Some(name) => Some(Kind::from_name(name).ok_or_else(|| {
            Failure::usage(format!(
                "unknown kind '{name}': expected random, solvable, unsolvable, solved or hardest"
            ))
        })?),
    };
    if args.count == 0 {
        return Err(Failure::usage("--count must be at least 1"));
    }
    let timeout = Duration::from_millis(args.timeout_ms.max(1));
    let all = cases(problem, kind, args.count, args.seed).map_err(|e| Failure::usage(e.to_string()))?;
    let referee = Referee::new(problem).map_err(|e| Failure::usage(e.to_string()))?;
    let progress = std::io::stderr().is_terminal().then(|| {
        let bar = indicatif::ProgressBar::new(all.len() as u64);
        bar.set_message("cases");
        bar
    });
    let groups: Vec<&[Case]> = if args.batch {
        vec![&all[..]]
    } else {
        all.chunks(1).collect()
    };
    let mut slowest = (Duration::ZERO, 0usize);
    for group in groups {
        let run = execute(&args.program, problem, group, timeout)?;
        if let Some(bar) = &progress {
            bar.inc(group.len() as u64);
        }
        if run.elapsed > slowest.0 {
            slowest = (run.elapsed, group[0].number);
        }
        let verdict = verdict_of(&referee, group, &run);
        if let Some((verdict, why)) = verdict {
            if let Some(bar) = &progress {
                bar.finish_and_clear();
            }
            // Shrink a single failing case: rerun smaller ones while they fail.
            let shrunk = (!args.batch).then(|| {
                shrink(problem, &group[0], SHRINK_RUNS, |smaller| {
                    execute(&args.program, problem, std::slice::from_ref(smaller), timeout)
                        .map(|r| verdict_of(&referee, std::slice::from_ref(smaller), &r).is_some())
                        .unwrap_or(false)
                })
            });
            let (case, verdict, why, run) = match &shrunk {
                Some(s) if s.steps > 0 => {
                    let small = std::slice::from_ref(&s.case);
                    let rerun = execute(&args.program, problem, small, timeout)?;
                    match verdict_of(&referee, small, &rerun) {
                        Some((v, w)) => (vec![s.case], v, w, rerun),
                        None => (group.to_vec(), verdict, why, run),
                    }
                }
                _ => (group.to_vec(), verdict, why, run),
            };
            report_failure(
                args,
                &referee,
                &case,
                group,
                &verdict,
                &why,
                &run,
                shrunk.as_ref().map(|s| (s.steps, s.runs)),
            )?;
            return Err(Failure::with_code(1, ""));
        }
    }
    if let Some(bar) = &progress {
        bar.finish_and_clear();
    }
    let mut out = std::io::stdout().lock();
    let text = match args.format {
        Format::Json => json!({
            "passed": true,
            "cases": all.len(),
            "slowest_case": slowest.1,
            "slowest_ms": slowest.0.as_secs_f64() * 1000.0,
        })
        .to_string(),
        Format::Text => format!(
            "all {} cases passed; the slowest run (case {}) took {:.1} ms",
            all.len(),
            slowest.1,
            slowest.0.as_secs_f64() * 1000.0
        ),
    };
    writeln!(out, "{text}").map_err(output_error)
}

/// The verdict on a run, or `None` when it passed.
fn verdict_of(referee: &Referee, cases: &[Case], run: &Run) -> Option<(String, String)> {
    if let Some(why) = &run.failure {
        return Some((why.split(':').next().unwrap_or(why).to_string(), why.clone()));
    }
    let judgement = referee.judge(cases, &run.stdout);
    match judgement.verdict {
        Verdict::Accepted => None,
        verdict => Some((verdict.to_string(), judgement.reason)),
    }
}

/// Runs the program once on `cases`, in a process group of its own.
fn execute(program: &[String], problem: Problem, cases: &[Case], timeout: Duration) -> Result<Run, Failure> {
    let input: Vec<u8> = cases.iter().flat_map(|c| input_of(problem, c)).collect();
    let began = Instant::now();
    let mut child = Command::new(&program[0])
        .args(&program[1..])
        .process_group(0)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| Failure::with_code(IO, format!("cannot run {}: {e}", program[0])))?;
    let group = child.id() as i32;
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let reader = |pipe: Option<Box<dyn Read + Send>>, cap: usize| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            if let Some(pipe) = pipe {
                let _ = pipe.take(cap as u64 + 1).read_to_end(&mut bytes);
            }
            bytes
        })
    };
    let stdout = reader(
        child.stdout.take().map(|p| Box::new(p) as Box<dyn Read + Send>),
        MAX_OUTPUT,
    );
    let stderr = reader(
        child.stderr.take().map(|p| Box::new(p) as Box<dyn Read + Send>),
        MAX_STDERR,
    );
    let mut timed_out = false;
    let status = loop {
        if let Some(status) = child
            .try_wait()
            .map_err(|e| Failure::with_code(IO, format!("waiting for the program: {e}")))?
        {
            break status;
        }
        if began.elapsed() > timeout {
            timed_out = true;
            kill_group(group);
            break child
                .wait()
                .map_err(|e| Failure::with_code(IO, format!("waiting for the program: {e}")))?;
        }
        std::thread::sleep(Duration::from_millis(2));
    };
    let elapsed = began.elapsed();
    // Whatever the program started is stopped with it, so nothing is left behind
    // and the pipes close.
    kill_group(group);
    let _ = writer.join();
    let stdout = stdout.join().unwrap_or_default();
    let stderr = stderr.join().unwrap_or_default();
    let failure = if timed_out {
        Some(format!(
            "time limit exceeded: no answer within {} ms",
            timeout.as_millis()
        ))
    } else if stdout.len() > MAX_OUTPUT {
        Some(format!("output too large: more than {} MiB", MAX_OUTPUT >> 20))
    } else if let Some(signal) = status.signal() {
        Some(format!("crash: killed by signal {signal}{}", signal_name(signal)))
    } else {
        status
            .code()
            .filter(|&c| c != 0)
            .map(|code| format!("runtime error: exit code {code}"))
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
    match problem.family() {
        gridsolve_core::judge::Family::PressGrid => case.grid.count_ones(),
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

#[allow(clippy::too_many_arguments)]
fn report_failure(
    args: &StressArgs,
    referee: &Referee,
    cases: &[Case],
    original: &[Case],
    verdict: &str,
    why: &str,
    run: &Run,
    shrunk: Option<(usize, usize)>,
) -> Result<(), Failure> {
    let problem = referee.problem();
    let input: Vec<u8> = cases.iter().flat_map(|c| input_of(problem, c)).collect();
    let answer = referee.answer(cases);
    let case_number = original[0].number;
    let mut out = std::io::stdout().lock();
    let (what, which) = if problem.is_swap() {
        ("pieces", "pair of boards")
    } else {
        ("lit cells", "board")
    };
    let shrunk_text = match shrunk {
        Some((steps, runs)) if steps > 0 => Some(format!(
            "shrunk: case {case_number} had {} {what}; this {which}, with {}, still fails ({runs} more runs)",
            pieces(problem, &original[0]),
            pieces(problem, &cases[0])
        )),
        _ => None,
    };
    let text = match args.format {
        Format::Json => {
            json!({
                "passed": false,
                "case": case_number,
                "batch": args.batch,
                "verdict": verdict,
                "why": why,
                "shrunk": shrunk_text,
                "input": String::from_utf8_lossy(&input),
                "output": shown(&run.stdout),
                "stderr": String::from_utf8_lossy(&run.stderr),
                "answer": String::from_utf8_lossy(&answer),
            })
            .to_string()
                + "\n"
        }
        Format::Text => {
            let mut text = if args.batch {
                format!("the batch run of {} cases failed: {verdict}\n", original.len())
            } else {
                format!("case {case_number} of {} failed: {verdict}\n", args.count)
            };
            text += &format!("why: {why}\n");
            if let Some(s) = &shrunk_text {
                text += &format!("{s}\n");
            }
            text += &format!("input (as fed):\n{}", String::from_utf8_lossy(&input));
            text += &format!("program output:\n{}", shown(&run.stdout));
            if !run.stdout.ends_with(b"\n") && !run.stdout.is_empty() {
                text.push('\n');
            }
            if !run.stderr.is_empty() {
                text += &format!("program stderr:\n{}", String::from_utf8_lossy(&run.stderr));
                if !run.stderr.ends_with(b"\n") {
                    text.push('\n');
                }
            }
            text += &format!("correct answer:\n{}", String::from_utf8_lossy(&answer));
            if args.explain && cases.len() == 1 {
                let solver = gridsolve_core::judge::JudgeSolver::new(problem, gridsolve_core::Algorithm::Auto)
                    .map_err(|e| Failure::usage(e.to_string()))?;
                let moves = solver.solve(&cases[0]).map_err(|e| Failure::usage(e.to_string()))?;
                let mut drawn = Vec::new();
                Explainer::new(problem, use_colour()).explain(&cases[0], moves.as_deref(), &mut drawn);
                text += &String::from_utf8_lossy(&drawn);
            }
            text
        }
    };
    out.write_all(text.as_bytes()).map_err(output_error)
}
