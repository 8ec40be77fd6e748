//! `gridsolve solve --moves swap`, run as the real binary.

mod common;

use std::path::PathBuf;
use std::process::Output;

use common::stdout;

use gridsolve_core::solvers::swap::matching::{BoardPair, swap_distance};
use gridsolve_core::{Board, Move, Puzzle};
use serde_json::Value;

const START: &str = "1111\n0000\n1110\n0010\n";
const TARGET: &str = "1010\n0101\n1010\n0101\n";

/// Writes `text` to a fresh file in the test scratch directory.
fn board_file(name: &str, text: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli_swap");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

fn gridsolve(args: &[&str]) -> Output {
    common::run(args, b"")
}

/// The swaps of a JSON answer, replayed on `start`; returns the final board.
fn replay_json(value: &Value, start: &Board, target: &Board) -> Board {
    let moves: Vec<Move> = value["swaps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|swap| {
            let v: Vec<usize> = swap
                .as_array()
                .unwrap()
                .iter()
                .map(|x| x.as_u64().unwrap() as usize)
                .collect();
            assert_eq!(v.len(), 4, "[r1, c1, r2, c2]");
            assert!(v.iter().all(|&x| x >= 1), "coordinates are 1-based");
            Move::Swap((v[0] - 1, v[1] - 1), (v[2] - 1, v[3] - 1))
        })
        .collect();
    Puzzle::swap(target.clone())
        .replay(start, &moves)
        .expect("every swap is legal")
}

#[test]
fn text_answer_for_the_judge_sample() {
    let (start, target) = (board_file("text_start", START), board_file("text_target", TARGET));
    let output = gridsolve(&[
        "solve",
        "--moves",
        "swap",
        start.to_str().unwrap(),
        target.to_str().unwrap(),
    ]);
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
    assert!(text.contains("solvable: yes\n"), "{text}");
    assert!(text.contains("moves: 4 (proven minimum)\n"), "{text}");
    assert!(text.contains("algorithm: matching\n"), "{text}");
    assert_eq!(text.matches("swap (").count(), 4, "{text}");
}

#[test]
fn json_answer_replays_to_the_target() {
    let (start, target) = (board_file("json_start", START), board_file("json_target", TARGET));
    let output = gridsolve(&[
        "solve",
        "--moves",
        "swap",
        "--format",
        "json",
        start.to_str().unwrap(),
        target.to_str().unwrap(),
    ]);
    assert_eq!(output.status.code(), Some(0));
    let value: Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(value["solvable"], true);
    assert_eq!(value["moves"], 4);
    assert_eq!(value["optimal"], true);
    let (start, target) = (Board::parse(START).unwrap(), Board::parse(TARGET).unwrap());
    assert_eq!(replay_json(&value, &start, &target), target);
}

#[test]
fn every_algorithm_finds_four_swaps_and_reports_stats() {
    let (start, target) = (board_file("algo_start", START), board_file("algo_target", TARGET));
    for algorithm in ["auto", "matching", "bfs", "bibfs", "astar", "idastar"] {
        let args = [
            "solve",
            "--moves",
            "swap",
            "--algorithm",
            algorithm,
            "--stats",
            "--format",
            "json",
        ];
        let output = gridsolve(&[&args[..], &[start.to_str().unwrap(), target.to_str().unwrap()]].concat());
        assert_eq!(output.status.code(), Some(0), "{algorithm}");
        let value: Value = serde_json::from_str(&stdout(&output)).unwrap();
        assert_eq!(value["moves"], 4, "{algorithm}");
        assert_eq!(value["optimal"], true, "{algorithm}");
        let expanded = value["stats"]["states_expanded"].as_u64().unwrap();
        assert!(expanded > 0, "{algorithm}");
        let (s, t) = (Board::parse(START).unwrap(), Board::parse(TARGET).unwrap());
        assert_eq!(replay_json(&value, &s, &t), t, "{algorithm}");

        let text_args = ["solve", "--moves", "swap", "--algorithm", algorithm, "--stats"];
        let output = gridsolve(&[&text_args[..], &[start.to_str().unwrap(), target.to_str().unwrap()]].concat());
        let text = stdout(&output);
        for line in [
            "moves: 4 (proven minimum)",
            "states expanded: ",
            "states stored: ",
            "peak frontier: ",
            "time: ",
        ] {
            assert!(text.contains(line), "{algorithm}: {text}");
        }
    }
    // Plain BFS works harder than the informed searches on this board.
    let json = |algorithm: &str| -> Value {
        let output = gridsolve(&[
            "solve",
            "--moves",
            "swap",
            "--algorithm",
            algorithm,
            "--stats",
            "--format",
            "json",
            start.to_str().unwrap(),
            target.to_str().unwrap(),
        ]);
        serde_json::from_str(&stdout(&output)).unwrap()
    };
    let expanded = |algorithm: &str| json(algorithm)["stats"]["states_expanded"].as_u64().unwrap();
    assert!(expanded("astar") < expanded("bfs"));
}

#[test]
fn unequal_counts_say_both_counts() {
    let start = board_file("nine", "1111\n1111\n1000\n0000\n");
    let target = board_file("eight", "1111\n1111\n0000\n0000\n");
    let output = gridsolve(&[
        "solve",
        "--moves",
        "swap",
        start.to_str().unwrap(),
        target.to_str().unwrap(),
    ]);
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
    assert!(text.contains("solvable: no\n"), "{text}");
    assert!(text.contains("the start has 9 ones but the target has 8"), "{text}");
    let output = gridsolve(&[
        "solve",
        "--moves",
        "swap",
        "--format",
        "json",
        start.to_str().unwrap(),
        target.to_str().unwrap(),
    ]);
    let value: Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(value["solvable"], false);
    assert!(
        value["reason"]
            .as_str()
            .unwrap()
            .contains("the start has 9 ones but the target has 8")
    );
    assert_eq!(value["swaps"].as_array().unwrap().len(), 0);
}

#[test]
fn sizes_that_differ_and_a_missing_target_are_errors() {
    let start = board_file("size_start", START);
    let small = board_file("size_small", "10\n01\n");
    let output = gridsolve(&[
        "solve",
        "--moves",
        "swap",
        start.to_str().unwrap(),
        small.to_str().unwrap(),
    ]);
    assert_eq!(output.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&output.stderr).contains("4x4 but the target is 2x2"));
    let output = gridsolve(&["solve", "--moves", "swap", start.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn a_big_board_is_solved_optimally_by_auto() {
    let (rows, cols) = (48, 64);
    let mut seed = 0x5EED_u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut start = Board::zeros(rows, cols);
    let mut target = Board::zeros(rows, cols);
    while start.count_ones() < 300 {
        start.set(((next() % rows as u64) as usize, (next() % cols as u64) as usize), true);
    }
    while target.count_ones() < 300 {
        target.set(((next() % rows as u64) as usize, (next() % cols as u64) as usize), true);
    }
    let (s, t) = (
        board_file("big_start", &start.to_text()),
        board_file("big_target", &target.to_text()),
    );
    let output = gridsolve(&[
        "solve",
        "--moves",
        "swap",
        "--format",
        "json",
        s.to_str().unwrap(),
        t.to_str().unwrap(),
    ]);
    assert_eq!(output.status.code(), Some(0));
    let value: Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(
        value["moves"].as_u64(),
        swap_distance(BoardPair::Boards {
            start: &start,
            target: &target
        })
    );
    assert_eq!(replay_json(&value, &start, &target), target);
}

#[test]
fn an_answer_too_long_to_list_is_refused_up_front_with_exit_4() {
    // Issue 11: a 1 x 10,000 board took 4 GB and printed one 750 MB line.
    let dir = std::env::temp_dir().join(format!("gridsolve-long-swap-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (start, target) = (dir.join("start.txt"), dir.join("target.txt"));
    std::fs::write(&start, format!("{}{}\n", "1".repeat(5000), "0".repeat(5000))).unwrap();
    std::fs::write(&target, format!("{}{}\n", "0".repeat(5000), "1".repeat(5000))).unwrap();
    let o = common::run(
        &[
            "solve",
            "--moves",
            "swap",
            start.to_str().unwrap(),
            target.to_str().unwrap(),
        ],
        b"",
    );
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(o.status.code(), Some(4));
    assert!(o.stdout.is_empty());
    let err = common::stderr(&o);
    assert!(
        err.contains("the minimum is 25000000 swaps, and an answer lists at most 2000000"),
        "{err}"
    );
}
