//! `gridsolve solve --states K`, `--moves buttons:FILE` and
//! `gridsolve census --states K`, run as the real binary: answers replayed,
//! every malformed input refused with its position and exit code.

mod common;

use std::path::PathBuf;
use std::process::Output;

use common::{stderr, stdout};
use gridsolve_core::Stencil;
use gridsolve_core::grid::Grid;
use gridsolve_core::modular::{Buttons, ModularGoal, ModularPuzzle};
use serde_json::Value;

fn gridsolve(args: &[&str], stdin: &str) -> Output {
    common::run(args, stdin.as_bytes())
}

fn json(o: &Output) -> Value {
    serde_json::from_str(&stdout(o)).unwrap_or_else(|e| panic!("{e}: {} {}", stdout(o), stderr(o)))
}

/// A fresh folder for the files of one test.
fn folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gridsolve-modular-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn write(dir: &std::path::Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_str().unwrap().to_string()
}

const MERLIN: &str = "\
# Merlin's Magic Square, buttons row-major
1,1 1,2 2,1 2,2
1,1 1,2 1,3
1,2 1,3 2,2 2,3
1,1 2,1 3,1
1,2 2,1 2,2 2,3 3,2
1,3 2,3 3,3
2,1 2,2 3,1 3,2
3,1 3,2 3,3
2,2 2,3 3,2 3,3
";

/// The press counts of a JSON answer, flattened row-major.
fn counts(value: &Value) -> Vec<u8> {
    let flat = |v: &Value| -> Vec<u8> {
        v.as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_u64().unwrap() as u8)
            .collect()
    };
    match &value["press_counts"] {
        Value::Array(rows) if rows.first().is_some_and(Value::is_array) => rows.iter().flat_map(flat).collect(),
        other => flat(other),
    }
}

#[test]
fn three_state_answers_in_json_replay_to_the_goal() {
    let start_text = "120\n201\n012\n";
    for goal in ["zeros", "uniform", "ones"] {
        let o = gridsolve(
            &[
                "solve", "--moves", "plus", "--states", "3", "--goal", goal, "--format", "json", "-",
            ],
            start_text,
        );
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let v = json(&o);
        let goal = match goal {
            "zeros" => ModularGoal::Fill(0),
            "ones" => ModularGoal::Fill(1),
            _ => ModularGoal::Uniform,
        };
        let puzzle = ModularPuzzle::stencil(3, 3, 3, Stencil::Plus, false, goal);
        let start = Grid::parse_digits(start_text, 2).unwrap();
        let counts = counts(&v);
        assert!(puzzle.is_goal(&puzzle.apply_counts(&start, &counts)), "{v}");
        let total: u64 = counts.iter().map(|&c| u64::from(c)).sum();
        assert_eq!(v["moves"].as_u64(), Some(total));
        // The list names each press as often as it is pressed.
        assert_eq!(v["presses"].as_array().unwrap().len() as u64, total);
        assert_eq!((v["optimal"].as_bool(), v["states"].as_u64()), (Some(true), Some(3)));
        // The solver's own check: the same total.
        let report = gridsolve_core::solvers::algebra::zk::fewest_presses(
            &puzzle,
            &start,
            gridsolve_core::solvers::algebra::zk::ZkSystem::Auto,
            gridsolve_core::solvers::algebra::zk::WALK_BUDGET_OPS,
        )
        .unwrap();
        assert_eq!(report.outcome.solution().unwrap().total, total);
    }
}

#[test]
fn numbers_boards_for_k_above_10_and_a_goal_file() {
    let dir = folder("numbers");
    let start = Grid::from_rows(&[[3, 10, 0], [0, 7, 11]]);
    // A goal reachable by construction: some presses applied to the start.
    let any_goal = ModularPuzzle::stencil(2, 3, 12, Stencil::Plus, false, ModularGoal::Fill(0));
    let goal = any_goal.apply_counts(&start, &[5, 0, 11, 1, 0, 3]);
    let goal_file = write(&dir, "goal.txt", &goal.to_number_rows());
    let o = gridsolve(
        &[
            "solve", "--moves", "plus", "--states", "12", "--goal", &goal_file, "--format", "json", "-",
        ],
        &start.to_number_rows(),
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v = json(&o);
    let puzzle = ModularPuzzle::stencil(2, 3, 12, Stencil::Plus, false, ModularGoal::Grid(goal));
    assert!(puzzle.is_goal(&puzzle.apply_counts(&start, &counts(&v))), "{v}");
    assert!(v["moves"].as_u64().unwrap() <= 20, "{v}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn merlins_magic_square_is_solved_explained_and_replayed() {
    let dir = folder("merlin");
    let buttons = write(&dir, "merlin.txt", MERLIN);
    let goal = write(&dir, "square.txt", "111\n101\n111\n");
    let moves = format!("buttons:{buttons}");
    let o = gridsolve(
        &["solve", "--moves", &moves, "--goal", &goal, "--format", "json", "-"],
        "010\n000\n010\n",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v = json(&o);
    assert_eq!(v["buttons"], serde_json::json!([4, 6]));
    assert_eq!(v["press_counts"], serde_json::json!([0, 0, 0, 1, 0, 1, 0, 0, 0]));
    let puzzle = ModularPuzzle::buttons(
        3,
        3,
        2,
        Buttons::merlin(),
        ModularGoal::Grid(Grid::parse_digits("111\n101\n111", 1).unwrap()),
    );
    let start = Grid::parse_digits("010\n000\n010", 1).unwrap();
    assert!(puzzle.is_goal(&puzzle.apply_counts(&start, &counts(&v))));
    // The file's buttons are Merlin's.
    assert_eq!(Buttons::parse(MERLIN, 3, 3).unwrap(), Buttons::merlin());
    let o = gridsolve(
        &["solve", "--moves", &moves, "--goal", &goal, "--explain", "-"],
        "010\n000\n010\n",
    );
    let text = stdout(&o);
    assert!(text.contains("buttons: button 4, button 6\n"), "{text}");
    assert!(
        text.contains("  start             1. button 4       2. button 6\n"),
        "{text}"
    );
    assert!(
        text.contains("   0  1  0          [1] 1  0           1  1 [1]\n"),
        "{text}"
    );
    assert!(
        text.contains("  press counts (how often each button is pressed, button 1 first):\n   0 0 0 1 0 1 0 0 0\n"),
        "{text}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn text_lists_repeated_presses_with_their_count_and_explain_draws_them() {
    let o = gridsolve(
        &["solve", "--moves", "plus", "--states", "3", "--explain", "-"],
        "11\n10\n",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.contains("moves: 2 (proven minimum)\npresses: press (1, 1) x2\n"),
        "{text}"
    );
    assert!(text.contains("  start             1. (1,1) x2\n"), "{text}");
    assert!(
        text.contains("   1  1             [0][0]\n   1  0             [0] 0\n"),
        "{text}"
    );
    assert!(
        text.contains("  press counts (how often each cell is pressed):\n   2 0\n   0 0\n"),
        "{text}"
    );
    assert!(
        text.contains("kernel: Z_3 (3 press vectors leave the board unchanged)"),
        "{text}"
    );
    // Two-state answers draw their press counts too.
    let o = gridsolve(&["solve", "--moves", "plus", "--explain", "-"], "11\n10\n");
    assert!(stdout(&o).contains("  press counts (how often each cell is pressed):\n   1 0\n   0 0\n"));
}

#[test]
fn an_unreachable_goal_says_so_with_the_ranks() {
    // 1x2 cross, K = 4: both cells always change together.
    let o = gridsolve(&["solve", "--moves", "cross", "--states", "4", "-"], "01\n");
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.contains("solvable: no\nreason: the all-0 board is not reachable"),
        "{text}"
    );
    assert!(text.contains("rank 1 of 2 modulo 4"), "{text}");
    assert!(
        text.contains("kernel: Z_4 (4 press vectors leave the board unchanged)"),
        "{text}"
    );
    let v = json(&gridsolve(
        &["solve", "--moves", "cross", "--states", "4", "--format", "json", "-"],
        "01\n",
    ));
    assert_eq!(
        (v["solvable"].as_bool(), &v["press_counts"]),
        (Some(false), &Value::Null)
    );
}

#[test]
fn malformed_boards_are_refused_with_line_and_column() {
    for (args, board, says) in [
        (
            &["--states", "3"][..],
            "012\n013\n",
            "stdin: line 2, column 3: 3 is out of range: expected a number from 0 to 2",
        ),
        (
            &["--states", "3"][..],
            "01\n0x\n",
            "stdin: line 2, column 2: expected a digit from 0 to 2, found 'x'",
        ),
        (
            &["--states", "5"][..],
            "01\n012\n",
            "stdin: line 2: expected a row of 2 cells like the first row, found 3",
        ),
        (
            &["--states", "5"][..],
            "\n\n",
            "stdin: the board is empty: expected rows of digits from 0 to 4",
        ),
        (
            &["--states", "12"][..],
            "1 2\n3 12\n",
            "stdin: line 2, column 3: 12 is out of range: expected a number from 0 to 11",
        ),
        (
            &["--states", "12"][..],
            "1 2\n3 b\n",
            "stdin: line 2, column 3: expected a number from 0 to 11, found \"b\"",
        ),
        (
            &["--states", "200"][..],
            "1 99999999999999999999999999\n",
            "stdin: line 1, column 3: 99999999999999999999... is out of range",
        ),
    ] {
        let mut all = vec!["solve", "--moves", "plus"];
        all.extend_from_slice(args);
        all.push("-");
        let o = gridsolve(&all, board);
        assert_eq!(o.status.code(), Some(1), "{board:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(says), "{board:?}: {}", stderr(&o));
    }
    let o = common::run(&["solve", "--moves", "plus", "--states", "3", "-"], b"01\xff\n");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("stdin: not UTF-8 text (byte 2 is invalid)"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn malformed_buttons_and_goal_files_are_refused_precisely() {
    let dir = folder("bad-files");
    let board = "000\n000\n000\n";
    for (text, says) in [
        (
            "1,1 1,x\n",
            "line 1, column 5: expected a cell as ROW,COL with 1-based numbers (e.g. 2,3), found \"1,x\"",
        ),
        ("1,1\n2,2 4,1\n", "line 2, column 5: cell 4,1 is outside the 3x3 board"),
        (
            "1,1 2,2 1,1\n",
            "line 1, column 9: cell 1,1 is listed twice for this button (first at column 1)",
        ),
        ("# nothing\n", "the buttons file lists no button"),
        (
            "0,1\n",
            "line 1, column 1: expected a cell as ROW,COL with 1-based numbers (e.g. 2,3), found \"0,1\"",
        ),
    ] {
        let file = write(&dir, "buttons.txt", text);
        let moves = format!("buttons:{file}");
        let o = gridsolve(&["solve", "--moves", &moves, "--states", "3", "-"], board);
        assert_eq!(o.status.code(), Some(1), "{text:?}");
        let err = stderr(&o);
        assert!(err.contains(&format!("{file}: {says}")), "{text:?}: {err}");
    }
    let small = write(&dir, "small.txt", "00\n00\n");
    let o = gridsolve(
        &["solve", "--moves", "plus", "--states", "3", "--goal", &small, "-"],
        board,
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("the board is 3x3 but the goal"), "{}", stderr(&o));
    let bad = write(&dir, "bad.txt", "000\n030\n000\n");
    let o = gridsolve(
        &["solve", "--moves", "plus", "--states", "3", "--goal", &bad, "-"],
        board,
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("line 2, column 2: 3 is out of range"),
        "{}",
        stderr(&o)
    );
    let missing = dir.join("missing.txt");
    let moves = format!("buttons:{}", missing.display());
    let o = gridsolve(&["solve", "--moves", &moves, "-"], board);
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn flags_that_do_not_apply_are_refused_with_their_exit_codes() {
    let board = "000\n000\n000\n";
    let dir = folder("flags");
    let buttons = write(&dir, "b.txt", "1,1\n");
    let moves = format!("buttons:{buttons}");
    for (args, code, says) in [
        (&["--moves", "plus", "--states", "1"][..], 2, "1 is not in 2..=255"),
        (&["--moves", "plus", "--states", "256"][..], 2, "256 is not in 2..=255"),
        (
            &["--moves", "plus", "--states", "3", "--algorithm", "bfs"][..],
            4,
            "--algorithm bfs does not apply",
        ),
        (&["--moves", &moves, "--wrap"][..], 2, "--wrap applies to stencils"),
        (
            &["--moves", "swap", "--states", "3"][..],
            2,
            "--states applies to toggle rules",
        ),
        (
            &["--moves", "plus", "--states", "3", "--explain", "--format", "json"][..],
            2,
            "--explain draws text",
        ),
        (
            &["--moves", "diagonal", "--states", "3"][..],
            2,
            "unknown move rule 'diagonal'",
        ),
    ] {
        let mut all = vec!["solve"];
        all.extend_from_slice(args);
        all.push("-");
        let o = gridsolve(&all, board);
        assert_eq!(o.status.code(), Some(code), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(says), "{args:?}: {}", stderr(&o));
    }
    // Too large for the elimination: refused up front with exit 4.
    let big: String = "0".repeat(50) + "\n";
    let o = gridsolve(&["solve", "--moves", "cross", "--states", "3", "-"], &big.repeat(50));
    assert_eq!(o.status.code(), Some(4));
    assert!(stderr(&o).contains("the limit is 2^"), "{}", stderr(&o));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn census_of_three_state_lights_out_and_its_refusals() {
    let o = gridsolve(
        &[
            "census", "--moves", "plus", "--states", "3", "--size", "2x2", "--format", "json",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v = json(&o);
    assert_eq!(v["boards"].as_u64(), Some(81));
    let distribution: Vec<u64> = v["distribution"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_u64().unwrap())
        .collect();
    assert_eq!(distribution.iter().sum::<u64>(), v["solvable"].as_u64().unwrap());
    // Board by board, the solver agrees.
    let puzzle = ModularPuzzle::stencil(2, 2, 3, Stencil::Plus, false, ModularGoal::Fill(0));
    let mut expected = vec![0u64; distribution.len()];
    for index in 0..81u32 {
        let values: Vec<u8> = (0..4).rev().map(|i| (index / 3u32.pow(i) % 3) as u8).collect();
        let start = Grid::from_values(2, 2, values);
        if let Some(s) = gridsolve_core::solvers::algebra::zk::fewest_presses(
            &puzzle,
            &start,
            gridsolve_core::solvers::algebra::zk::ZkSystem::Auto,
            gridsolve_core::solvers::algebra::zk::WALK_BUDGET_OPS,
        )
        .unwrap()
        .outcome
        .solution()
        {
            expected[s.total as usize] += 1;
        }
    }
    assert_eq!(distribution, expected);
    let o = gridsolve(&["census", "--moves", "plus", "--states", "3", "--size", "5x5"], "");
    assert_eq!(o.status.code(), Some(4));
    assert!(
        stderr(&o).contains("3^25 boards; a census covers at most 2^24"),
        "{}",
        stderr(&o)
    );
    // In Chinese the refusal is Chinese through and through, the same numbers.
    let o = gridsolve(
        &[
            "census", "--lang", "zh", "--moves", "plus", "--states", "3", "--size", "5x5",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(4));
    assert_eq!(
        stderr(&o),
        "gridsolve: 普查：5x5 的棋盘每格有 3 种状态，共 3^25 个棋盘；普查最多覆盖 2^24 = 16777216 个\n"
    );
}
