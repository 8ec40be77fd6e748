//! `gridsolve census --moves slide|knight`: the 2-bit census from the
//! command line, one process and several (timely over 127.0.0.1), and its
//! refusals. The counts themselves are checked against an independent BFS in
//! the core's tests (census::ranked) and in cli_slide.rs.

use std::net::TcpListener;
use std::process::{Command, Output, Stdio};

use serde_json::Value;

fn gridsolve(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gridsolve"))
        .args(args)
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Ports free right now on 127.0.0.1 (bound and released).
fn free_ports(n: usize) -> Vec<u16> {
    let listeners: Vec<TcpListener> = (0..n).map(|_| TcpListener::bind("127.0.0.1:0").unwrap()).collect();
    listeners.iter().map(|l| l.local_addr().unwrap().port()).collect()
}

/// Runs a census as `processes` processes over 127.0.0.1, each started by
/// hand with a hostfile and the job's secret, and returns each process's output.
fn distributed(args: &[&str], processes: usize, workers: usize) -> Vec<Output> {
    let dir = tempfile_dir();
    let hostfile = dir.join("hosts");
    let hosts: Vec<String> = free_ports(processes).iter().map(|p| format!("127.0.0.1:{p}")).collect();
    std::fs::write(&hostfile, hosts.join("\n") + "\n").unwrap();
    let secret = dir.join("secret");
    std::fs::write(&secret, "a secret of more than sixteen bytes\n").unwrap();
    let children: Vec<_> = (0..processes)
        .map(|i| {
            Command::new(env!("CARGO_BIN_EXE_gridsolve"))
                .args(args)
                .args(["--processes", &processes.to_string(), "--process", &i.to_string()])
                .args(["--workers", &workers.to_string(), "--connect-timeout", "30"])
                .arg("--hostfile")
                .arg(&hostfile)
                .arg("--secret-file")
                .arg(&secret)
                .stdin(Stdio::null())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    children.into_iter().map(|c| c.wait_with_output().unwrap()).collect()
}

/// A secret file for a job started by hand.
fn secret_file(dir: &std::path::Path) -> std::path::PathBuf {
    let path = dir.join("secret");
    std::fs::write(&path, "a secret of more than sixteen bytes\n").unwrap();
    path
}

fn tempfile_dir() -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "gridsolve-census-{}-{:?}",
        std::process::id(),
        std::thread::current().id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn several_processes_count_what_one_counts() {
    for (args, processes, workers) in [
        (
            vec!["census", "--moves", "slide", "--size", "3x3", "--format", "json"],
            2,
            1,
        ),
        (
            vec!["census", "--moves", "slide", "--size", "2x4", "--format", "json"],
            3,
            2,
        ),
    ] {
        let one = gridsolve(&args);
        assert!(one.status.success(), "{}", stderr(&one));
        // `--processes P` alone: process 0 starts the others itself.
        let launched = gridsolve(
            &[
                args.as_slice(),
                &["--processes", &processes.to_string(), "--workers", &workers.to_string()],
            ]
            .concat(),
        );
        assert!(launched.status.success(), "{}", stderr(&launched));
        assert_eq!(
            stdout(&launched),
            stdout(&one),
            "{args:?} over {processes} launched processes"
        );
        for i in 0..processes {
            assert!(
                stderr(&launched).contains(&format!("in this process ({i} of {processes})")),
                "{}",
                stderr(&launched)
            );
        }
        let outputs = distributed(&args, processes, workers);
        for (i, o) in outputs.iter().enumerate() {
            assert!(o.status.success(), "process {i}: {}", stderr(o));
        }
        // Process 0 prints; the others have the same counts and stay quiet.
        assert_eq!(stdout(&outputs[0]), stdout(&one), "{args:?} over {processes} processes");
        assert!(outputs[1..].iter().all(|o| o.stdout.is_empty()));
        let v: Value = serde_json::from_str(&stdout(&one)).unwrap();
        let total: u64 = v["distribution"]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_u64().unwrap())
            .sum();
        assert_eq!(Some(total), v["states"].as_u64(), "every board of the class is reached");
        assert!(
            stderr(&outputs[0]).contains("in this process (0 of"),
            "{}",
            stderr(&outputs[0])
        );
    }
}

#[test]
fn a_missing_process_is_named_after_the_connect_timeout() {
    let dir = tempfile_dir();
    let hostfile = dir.join("lonely-hosts");
    let ports = free_ports(2);
    std::fs::write(&hostfile, format!("127.0.0.1:{}\n127.0.0.1:{}\n", ports[0], ports[1])).unwrap();
    let o = gridsolve(&[
        "census",
        "--moves",
        "slide",
        "--size",
        "2x3",
        "--process",
        "1",
        "--connect-timeout",
        "1",
        "--hostfile",
        hostfile.to_str().unwrap(),
        "--secret-file",
        secret_file(&dir).to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    assert!(
        stderr(&o).contains(&format!(
            "process 1 could not reach process 0 at 127.0.0.1:{} within 1 s",
            ports[0]
        )),
        "{}",
        stderr(&o)
    );
}

#[test]
fn the_table_is_announced_and_refused_past_the_budget() {
    let o = gridsolve(&["census", "--moves", "slide", "--size", "3x4", "--max-memory", "50M"]);
    assert_eq!(o.status.code(), Some(4));
    assert_eq!(
        stderr(&o),
        "gridsolve: census: 239,500,800 boards at 2 bits each need 59.9 MB of table, past the memory budget of 50 MiB (raise it with --max-memory)\n"
    );
    let o = gridsolve(&["census", "--moves", "slide", "--size", "2x7"]);
    assert_eq!(o.status.code(), Some(4));
    assert!(
        stderr(&o)
            .contains("43,589,145,600 boards at 2 bits each need 10.9 GB of table, past the memory budget of 1 GiB")
    );
    let o = gridsolve(&["census", "--moves", "slide", "--size", "2x3", "--workers", "1"]);
    assert!(o.status.success());
    assert_eq!(
        stderr(&o),
        "census: 360 boards, 2 bits each: 96 bytes of table; 1 worker\n"
    );
}

#[test]
fn farthest_boards_are_listed_and_goals_can_be_chosen() {
    let o = gridsolve(&["census", "--moves", "slide", "--size", "2x3"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    // The 2x3 puzzle's greatest distance is 21, reached by one board.
    assert!(text.contains("God's number: 21\n"), "{text}");
    assert!(text.contains("\n1 board at distance 21:\n  4 5 0\n  1 2 3\n"), "{text}");
    // P1379's goal (blank in the middle): greatest distance 30, 148 boards.
    let dir = tempfile_dir();
    let goal = dir.join("p1379-goal");
    std::fs::write(&goal, "1 2 3\n8 0 4\n7 6 5\n").unwrap();
    let o = gridsolve(&[
        "census",
        "--moves",
        "slide",
        "--size",
        "3x3",
        "--format",
        "json",
        "--target",
        goal.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["gods_number"], 30);
    assert_eq!(v["farthest_count"], 148);
    assert_eq!(v["farthest"].as_array().unwrap().len(), 20);
    // A knight board of one's own.
    let knights = dir.join("knights");
    std::fs::write(&knights, "110\n0*1\n100\n011\n").unwrap();
    let o = gridsolve(&[
        "census",
        "--moves",
        "knight",
        "--size",
        "4x3",
        "--target",
        knights.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).starts_with("4x3 knight, goal 110/0*1/100/011\nboards: 5544 "),
        "{}",
        stdout(&o)
    );
}

#[test]
fn sizes_flags_and_shapes_are_refused_precisely() {
    for (args, code, needle) in [
        (
            vec!["--moves", "slide", "--size", "5*5"],
            2,
            "--size '5*5': expected ROWSxCOLS",
        ),
        (
            vec!["--moves", "plus", "--size", "4,4"],
            2,
            "--size '4,4': expected ROWSxCOLS",
        ),
        (vec!["--moves", "slide", "--size", "1x5"], 2, "single line"),
        (
            vec!["--moves", "slide", "--size", "3x3", "--workers", "0"],
            2,
            "--workers 0: expected 1 to 256",
        ),
        (
            vec!["--moves", "slide", "--size", "3x3", "--max-memory", "lots"],
            2,
            "expected bytes or a size such as 512M",
        ),
        (
            vec!["--moves", "knight", "--size", "4x4"],
            2,
            "needs its goal: --target FILE",
        ),
        (
            vec!["--moves", "plus", "--size", "4x4", "--workers", "2"],
            2,
            "--workers applies to sliding and knight censuses",
        ),
        (
            vec![
                "--moves",
                "slide",
                "--size",
                "3x3",
                "--process",
                "2",
                "--processes",
                "2",
            ],
            2,
            "--process 2: expected 0 to 1",
        ),
        (
            vec!["--moves", "slide", "--size", "3x3", "--goal", "ones"],
            2,
            "takes its goal board with --target FILE",
        ),
    ] {
        let o = gridsolve(&[&["census"], args.as_slice()].concat());
        assert_eq!(o.status.code(), Some(code), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(needle), "{args:?}: {}", stderr(&o));
    }
}

/// 8x8 has 2^64 boards, one more than a u64 holds: the text prints the number
/// and the JSON writes counts past 2^64 - 1 as strings of digits (it used to panic).
#[test]
fn counts_past_two_to_the_64_are_written_not_a_panic() {
    let o = gridsolve(&["census", "--moves", "plus", "--size", "8x8", "--format", "json"]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["states"], "18446744073709551616");
    assert_eq!(v["solvable"], "18446744073709551616");
    assert_eq!(v["distribution"][1], 64);
    let text = gridsolve(&["census", "--moves", "plus", "--size", "8x8"]);
    assert!(String::from_utf8_lossy(&text.stdout).contains("boards: 18446744073709551616\n"));
}

/// The percentages of every frame a progress bar drew, in order.
fn percentages(screen: &str) -> Vec<u32> {
    let bytes = screen.as_bytes();
    let mut found = Vec::new();
    for (at, _) in screen.match_indices("% ") {
        let digits = bytes[..at].iter().rev().take_while(|b| b.is_ascii_digit()).count();
        if digits > 0 {
            found.push(screen[at - digits..at].parse().unwrap());
        }
    }
    found
}

/// Issue 39: a sliding census on a terminal shows one bar for the whole
/// census, boards expanded of all boards, that only moves forward (it was
/// a bar per distance, back to 0 % at each of 55 levels, "eta 0s").
/// Run on a real terminal: `script` gives the program a pseudo-terminal.
#[test]
fn one_progress_bar_for_the_whole_census() {
    let o = Command::new("script")
        .args([
            "-qefc",
            &format!(
                "{} census --moves slide --size 2x5 --workers 1",
                env!("CARGO_BIN_EXE_gridsolve")
            ),
            "/dev/null",
        ])
        .env("TERM", "xterm")
        .env("COLUMNS", "100")
        .stdin(Stdio::null())
        .output()
        .expect("script (util-linux) runs");
    let screen = stdout(&o);
    assert!(o.status.success(), "{screen}");
    let announced = screen
        .find("census: 1,814,400 boards, 2 bits each: 453.6 kB of table; 1 worker")
        .unwrap();
    let first_bar = screen.find("% ").expect("a bar is drawn");
    assert!(announced < first_bar, "the census announces itself first:\n{screen}");
    assert!(screen.contains("/1,814,400 boards (eta "), "{screen}");
    assert!(
        !screen.contains("census: distance"),
        "one bar, not one per distance:\n{screen}"
    );
    let shown = percentages(&screen);
    assert!(shown.len() >= 2, "{shown:?}");
    assert!(
        shown.windows(2).all(|w| w[0] <= w[1]),
        "the bar never goes back: {shown:?}"
    );
    assert!(screen.contains("God's number: 55"), "{screen}");
}
