//! The messages of issue 20's list, each asserted as the user sees it:
//! wording from one place, input echoed within a cap, one exit code for a
//! puzzle too large, answers drawn in the input's own letters, one notation
//! for knight moves, and a default test mix that is useful. (The count of
//! cases T and P2324's missing T line are in cli_judge_families.rs,
//! testlib's `-appes` in cli_check.rs, `--size 5*5` in cli_census.rs.)

mod common;

use std::path::PathBuf;

use common::{run, stderr, stdout};

fn scratch(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gridsolve-cli-messages-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn an_algorithm_of_the_wrong_kind_is_refused_in_one_wording() {
    let swap_start = scratch("swap-start", "bw\nwb\n");
    let swap_target = scratch("swap-target", "wb\nbw\n");
    let cases: [(Vec<&str>, &str); 3] = [
        (vec!["solve", "--moves", "slide", "--algorithm", "linear", "-"], "slide"),
        (
            vec![
                "solve",
                "--moves",
                "swap",
                "--algorithm",
                "linear",
                swap_start.to_str().unwrap(),
                swap_target.to_str().unwrap(),
            ],
            "swap",
        ),
        (
            vec!["solve", "--moves", "knight", "--algorithm", "linear", "-"],
            "knight",
        ),
    ];
    for (args, kind) in cases {
        let input: &[u8] = if kind == "knight" {
            b"11111\n01111\n00*11\n00001\n00000\n"
        } else {
            b"1 2\n3 0\n"
        };
        let o = run(&args, input);
        assert_eq!(o.status.code(), Some(4), "{args:?}: {}", stderr(&o));
        assert_eq!(
            stderr(&o),
            format!(
                "gridsolve: --algorithm linear does not apply: linear solves toggle boards (linear algebra), not \
                 {kind} boards; matching solves swap boards; bfs, bibfs, astar, idastar and table search any kind\n"
            )
        );
    }
}

#[test]
fn a_goal_word_misspelt_is_named_not_read_as_a_file() {
    let board = scratch("plus-board", "10\n01\n");
    let o = run(
        &["solve", "--moves", "plus", "--goal", "one", board.to_str().unwrap()],
        b"",
    );
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        "gridsolve: --goal 'one': not a goal word and no such file; did you mean --goal ones? \
         --goal takes zeros, ones, uniform, or a board FILE\n"
    );
    // Far from every word: no guess, the words listed.
    let o = run(
        &[
            "solve",
            "--moves",
            "plus",
            "--goal",
            "/no/such/goal",
            board.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("no such file; --goal takes zeros, ones, uniform, or a board FILE"));
}

#[test]
fn every_message_that_lists_rules_lists_them_all() {
    let all = "plus, cross, stencil:ROWS (e.g. stencil:.#./###/.#.), buttons:FILE, swap, slide or knight";
    let o = run(&["solve", "--moves", "plsu", "-"], b"10\n01\n");
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(
        stderr(&o),
        format!("gridsolve: unknown move rule 'plsu': expected {all}\n")
    );
    let o = run(&["census", "--moves", "swap", "--size", "3x3"], b"");
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains(&all.replace(", swap", "")), "{}", stderr(&o));
}

#[test]
fn long_input_is_echoed_within_a_cap() {
    // A 300x300 stencil (90 KB) used to come back whole.
    let rows = vec!["#".repeat(300); 300].join("/");
    let rule = format!("stencil:{rows}");
    let o = run(&["solve", "--moves", &rule, "-"], b"10\n01\n");
    assert_eq!(o.status.code(), Some(2));
    let message = stderr(&o);
    assert!(message.len() < 300, "{} bytes: {message}", message.len());
    assert!(message.contains("...(+90247)' is 300x300"), "{message}");
}

#[test]
fn a_token_board_too_large_is_a_limit_like_every_other() {
    let side = 16;
    let board: String = (0..side)
        .map(|r| {
            (0..side)
                .map(|c| (r * side + c).to_string())
                .collect::<Vec<_>>()
                .join(" ")
                + "\n"
        })
        .collect();
    let o = run(&["solve", "--moves", "slide", "-"], board.as_bytes());
    assert_eq!(o.status.code(), Some(4), "{}", stderr(&o));
    assert_eq!(
        stderr(&o),
        "gridsolve: stdin: the board has 256 cells; at most 255 are supported\n"
    );
    let knights = (0..16).map(|r| {
        if r == 0 {
            format!("*{}\n", "0".repeat(15))
        } else {
            "0".repeat(16) + "\n"
        }
    });
    let o = run(
        &["solve", "--moves", "knight", "-"],
        knights.collect::<String>().as_bytes(),
    );
    assert_eq!(o.status.code(), Some(4), "{}", stderr(&o));
}

#[test]
fn knight_moves_are_written_one_way_everywhere() {
    let board = b"10110\n01*11\n10111\n01001\n00000\n";
    let solve = stdout(&run(&["solve", "--moves", "knight", "-"], board));
    assert!(solve.contains("jumps: (1,5)->(2,3), (3,4)->(1,5)"), "{solve}");
    let explained = stdout(&run(&["solve", "--moves", "knight", "--explain", "-"], board));
    assert!(explained.contains("1. (1,5)->(2,3)"), "{explained}");
    let judged = stdout(&run(&["p2324", "--explain"], &[b"1\n".as_slice(), board].concat()));
    assert!(judged.contains("1. (1,5)->(2,3)"), "{judged}");
}

#[test]
fn an_answer_is_drawn_in_the_letters_of_its_input() {
    let o = run(
        &["solve", "--moves", "plus", "--goal", "uniform", "--explain", "-"],
        b"bwwb\nbbwb\nbwwb\nbwww\n",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("   b  w  w  b       [w][b] w  b"), "{text}");
    assert!(!text.contains(" 1  0  0  1"), "{text}");
}

#[test]
fn the_default_test_mix_has_solvable_and_impossible_boards() {
    let cases = stdout(&run(&["gen", "poj1753", "--count", "8", "--seed", "5"], b""));
    let answers = stdout(&run(&["poj1753"], cases.as_bytes()));
    let impossible = answers.lines().filter(|l| *l == "Impossible").count();
    // Of every 4: 2 solvable, 1 random (15/16 impossible), 1 impossible.
    assert!((2..=4).contains(&impossible), "{answers}");
    assert!(answers.lines().take(2).all(|l| l != "Impossible"), "{answers}");
    let help = stdout(&run(&["gen", "--help"], b""));
    assert!(help.contains("mixed (the default"), "{help}");
    assert!(
        help.contains("30 moves for p1379's goal 123804765, 148 boards"),
        "{help}"
    );
}

#[test]
fn p2324_offers_only_searches_that_finish() {
    let o = run(&["p2324", "--algorithm", "table"], b"");
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("[possible values: auto, idastar, bfs, bibfs, astar]"),
        "{}",
        stderr(&o)
    );
    // The sample's second board is more than 15 moves away: bfs stops at its budget.
    let sample = b"2\n10110\n01*11\n10111\n01001\n00000\n01011\n110*1\n01110\n01010\n00100\n";
    let o = run(&["p2324", "--algorithm", "bfs"], sample);
    assert_eq!(o.status.code(), Some(4));
    assert_eq!(stdout(&o), "7\n", "the first case is answered before the refusal");
    assert!(
        stderr(&o).contains("case 2: bfs reached its budget of 2,000,000 states without the goal"),
        "{}",
        stderr(&o)
    );
    let o = run(&["p2324"], sample);
    assert_eq!(stdout(&o), "7\n-1\n");
}

/// A device is named as what it is and never replaced, `--force` or not
/// (as root, a rename over /dev/null would have replaced the device).
#[test]
fn a_package_out_that_is_a_device_is_named_so_and_never_replaced() {
    for force in [&[][..], &["--force"][..]] {
        let mut args = vec!["package", "poj1753", "--format", "luogu", "--out", "/dev/null"];
        args.extend_from_slice(force);
        let o = run(&args, b"");
        assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
        assert!(
            stderr(&o).contains("--out /dev/null is neither a file nor a folder (a device, a pipe or a socket)"),
            "{}",
            stderr(&o)
        );
        let kind = std::fs::symlink_metadata("/dev/null").unwrap().file_type();
        assert!(
            std::os::unix::fs::FileTypeExt::is_char_device(&kind),
            "/dev/null is still the device"
        );
    }
}
