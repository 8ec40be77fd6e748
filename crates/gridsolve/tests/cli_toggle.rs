//! `gridsolve solve` on toggle boards and `gridsolve census`, run as the real binary.

mod common;

use std::process::Output;

use common::{stderr, stdout};

use gridsolve_core::{Board, Move, Puzzle};
use serde_json::Value;

fn gridsolve(args: &[&str], stdin: &str) -> Output {
    common::run(args, stdin.as_bytes())
}

fn json(o: &Output) -> Value {
    serde_json::from_str(&stdout(o)).unwrap_or_else(|e| panic!("{e}: {}", stdout(o)))
}

/// The presses of a JSON answer, 1-based in the output, as moves.
fn presses(value: &Value) -> Vec<Move> {
    value["presses"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| Move::Press((p[0].as_u64().unwrap() as usize - 1, p[1].as_u64().unwrap() as usize - 1)))
        .collect()
}

const FLIP_SAMPLE: &str = "1001\n1101\n1001\n1000\n";

#[test]
fn flip_game_sample_in_json_replays_to_a_uniform_board() {
    let o = gridsolve(
        &["solve", "--moves", "plus", "--goal", "uniform", "--format", "json", "-"],
        FLIP_SAMPLE,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v = json(&o);
    assert_eq!(
        (v["solvable"].as_bool(), v["moves"].as_u64(), v["optimal"].as_bool()),
        (Some(true), Some(4), Some(true))
    );
    assert_eq!(v["nullity"].as_u64(), Some(4));
    assert_eq!(v["algorithm"], "linear");
    let start = Board::parse(FLIP_SAMPLE).unwrap();
    let puzzle = Puzzle::flip_game(4, 4);
    assert!(puzzle.is_goal(&puzzle.replay(&start, &presses(&v)).unwrap()));
}

#[test]
fn text_mode_states_the_proof_and_the_nullity() {
    let o = gridsolve(
        &[
            "solve",
            "--moves",
            "stencil:.#./###/.#.",
            "--goal",
            "uniform",
            "--stats",
            "-",
        ],
        FLIP_SAMPLE,
    );
    let text = stdout(&o);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(text.contains("moves: 4 (proven minimum)"), "{text}");
    assert!(text.contains("nullity: 4"), "{text}");
    assert!(text.contains("states expanded:"), "{text}");
}

#[test]
fn unsolvable_board_says_why() {
    let o = gridsolve(
        &["solve", "--moves", "plus", "--format", "json", "-"],
        "0000\n0000\n0000\n0001\n",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v = json(&o);
    assert_eq!(v["solvable"].as_bool(), Some(false));
    assert!(v["reason"].as_str().unwrap().contains("rank 12 of 16"), "{v}");
}

#[test]
fn large_torus_board_is_solved_and_replays() {
    // A 40 x 50 torus, the effect of pressing every third cell: solvable.
    let puzzle = Puzzle {
        rows: 40,
        cols: 50,
        rule: gridsolve_core::MoveRule::Toggle {
            stencil: gridsolve_core::Stencil::Plus,
            wrap: true,
        },
        goal: gridsolve_core::Goal::Zeros,
    };
    let pressed: Vec<Move> = (0..2000).step_by(3).map(|i| Move::Press((i / 50, i % 50))).collect();
    let start = puzzle.replay(&Board::zeros(40, 50), &pressed).unwrap();
    let o = gridsolve(
        &["solve", "--moves", "plus", "--wrap", "--format", "json", "-"],
        &start.to_text(),
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v = json(&o);
    assert_eq!(v["solvable"].as_bool(), Some(true));
    assert!(puzzle.is_goal(&puzzle.replay(&start, &presses(&v)).unwrap()));
    assert!(v["moves"].as_u64().unwrap() <= pressed.len() as u64 || v["optimal"] == false);
}

#[test]
fn bad_stencil_and_bad_board_are_refused_precisely() {
    let o = gridsolve(&["solve", "--moves", "stencil:##/##", "-"], FLIP_SAMPLE);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("odd"), "{}", stderr(&o));
    let o = gridsolve(&["solve", "--moves", "plus", "-"], "0101\n01x1\n");
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("line 2, column 3"), "{}", stderr(&o));
}

#[test]
fn census_of_flip_game_in_json() {
    let o = gridsolve(
        &[
            "census", "--moves", "plus", "--size", "4x4", "--goal", "uniform", "--format", "json",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v = json(&o);
    assert_eq!(v["states"].as_u64(), Some(65536));
    assert_eq!(v["solvable"].as_u64(), Some(4096));
    let distribution: Vec<u64> = v["distribution"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_u64().unwrap())
        .collect();
    assert_eq!(distribution.iter().sum::<u64>(), 4096);
    assert_eq!(v["gods_number"].as_u64(), Some(distribution.len() as u64 - 1));
    // Both uniform boards are goals.
    assert_eq!(distribution[0], 2);
}

#[test]
fn census_text_has_a_table_and_bars() {
    let o = gridsolve(&["census", "--moves", "cross", "--size", "3x3"], "");
    let text = stdout(&o);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(text.contains("boards: 512"), "{text}");
    assert!(text.contains("presses") && text.contains('#'), "{text}");
}

#[test]
fn census_refuses_bad_sizes_and_rules() {
    for (args, needle) in [
        (vec!["--moves", "plus", "--size", "4by4"], "ROWSxCOLS"),
        (vec!["--moves", "plus", "--size", "9x9"], "at most 64"),
        (
            vec!["--moves", "stencil:#.#/##/#.#", "--size", "3x3"],
            "expected 3 characters",
        ),
        (
            vec!["--moves", "swap", "--size", "3x3"],
            "every kind of puzzle but swaps",
        ),
    ] {
        let o = gridsolve(&[&["census"], args.as_slice()].concat(), "");
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(needle), "{args:?}: {}", stderr(&o));
    }
}

#[test]
fn idastar_on_a_random_8x8_board_stops_at_its_work_limit_with_exit_4() {
    // Before the work limit, IDA* on this board ran without end: the press
    // sets of a 64-cell board are never exhausted.
    let board = "01101001\n10010110\n11100001\n00111010\n01010101\n10101100\n00011011\n11000110\n";
    let o = gridsolve(&["solve", "--moves", "plus", "--algorithm", "idastar", "-"], board);
    assert_eq!(
        o.status.code(),
        Some(4),
        "stderr: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("work limit of 40000000 states"), "{err}");
    assert!(err.contains("--algorithm auto"), "{err}");
}

#[test]
fn an_unsolvable_board_is_explained_truthfully_by_each_search() {
    // A lone pressed corner on the 4x4 flip game (goal all 0) is unsolvable.
    let board = "1000\n0000\n0000\n0000\n";
    for (algorithm, says) in [
        ("bfs", "explored all 4096 boards reachable from the start"),
        ("idastar", "exhausted its search"),
        ("astar", "exhausted its search"),
        ("table", "never reached the start"),
        ("bibfs", "ran out of new boards before meeting the other"),
    ] {
        let o = gridsolve(&["solve", "--moves", "plus", "--algorithm", algorithm, "-"], board);
        let out = String::from_utf8_lossy(&o.stdout);
        assert!(out.contains("solvable: no"), "{algorithm}: {out}");
        assert!(out.contains(says), "{algorithm}: {out}");
    }
}

#[test]
fn solve_reads_stdin_without_a_board_argument_and_the_judges_letters() {
    // POJ 1753's sample in its own letters, on stdin, with no BOARD argument.
    let o = gridsolve(
        &["solve", "--moves", "plus", "--goal", "uniform"],
        "bwwb\nbbwb\nbwwb\nbwww\n",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("moves: 4 (proven minimum)"));
    // POJ 2965's sample in +/-.
    let o = gridsolve(&["solve", "--moves", "cross", "-"], "-+--\n----\n----\n-+--\n");
    assert!(stdout(&o).contains("moves: 6 (proven minimum)"), "{}", stdout(&o));
}

#[test]
fn solve_explain_draws_every_step_and_ends_at_the_goal() {
    let o = gridsolve(
        &["solve", "--moves", "plus", "--goal", "uniform", "--explain"],
        FLIP_SAMPLE,
    );
    let text = stdout(&o);
    assert!(
        text.contains("  start             1. (1,1)          2. (2,2)          3. (2,4)"),
        "{text}"
    );
    assert!(
        text.contains("  4. (3,1)\n   0  0  0  0\n  [0] 0  0  0\n  [0][0] 0  0\n  [0] 0  0  0\n"),
        "{text}"
    );
    let o = gridsolve(
        &["solve", "--moves", "plus", "--explain", "--format", "json"],
        FLIP_SAMPLE,
    );
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn flags_that_do_not_apply_are_refused_or_explained() {
    let dir = std::env::temp_dir().join(format!("gridsolve-flags-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let board = dir.join("b.txt");
    std::fs::write(&board, "1100\n").unwrap();
    let b = board.to_str().unwrap();
    let o = gridsolve(&["solve", "--moves", "swap", "--goal", "ones", b, b], "");
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--goal applies to toggle rules"), "{}", stderr(&o));
    let o = gridsolve(&["solve", "--moves", "plus", "--wrap", b], "");
    assert_eq!(o.status.code(), Some(0));
    assert!(
        stderr(&o).contains("the board is one row high, so --wrap joins that row to itself"),
        "{}",
        stderr(&o)
    );
    std::fs::remove_dir_all(&dir).unwrap();
    // Each judge command offers only the algorithms that apply to it.
    for (command, has, lacks) in [
        ("poj1753", "linear", "matching"),
        ("poj2965", "linear", "matching"),
        ("p1225", "matching", "linear"),
        ("p4289", "matching", "linear"),
    ] {
        let help = stdout(&gridsolve(&[command, "--help"], ""));
        let values = help.split("possible values:").nth(1).unwrap_or("");
        assert!(values.contains(has) && !values.contains(lacks), "{command}: {help}");
        let o = gridsolve(&[command, "--algorithm", lacks], "");
        assert_eq!(o.status.code(), Some(2), "{command} --algorithm {lacks}");
    }
}

#[test]
fn the_census_refusal_names_its_real_limit_and_no_missing_flag() {
    // 1x21 cross: the null space has dimension 20, plus 1 for the uniform goal.
    let o = gridsolve(
        &["census", "--moves", "cross", "--size", "1x21", "--goal", "uniform"],
        "",
    );
    assert_eq!(o.status.code(), Some(4));
    let err = stderr(&o);
    assert!(
        err.contains(
            "a code of dimension 21 (the null space's 20, plus 1 for the uniform goal); it handles dimensions up to 20"
        ),
        "{err}"
    );
    assert!(!err.contains("--algorithm"), "{err}");
}
