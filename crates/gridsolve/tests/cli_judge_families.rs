//! The five judge commands added with the slide, knight and press-grid
//! families (p1379, hdu1043, p2324, poj3279, poj1222), run as the real
//! binary: samples, every answer before a bad case, the message and exit
//! code of every kind of malformed input, `--explain`, `--algorithm`,
//! `check` and `stress`.

mod common;

use common::{run as gridsolve, stderr, stdout};

const EIGHT: &str = "283104765\n";
const HDU: &str = "2 3 4 1 5 x 7 6 8\n";
const KNIGHTS: &str = "2\n10110\n01*11\n10111\n01001\n00000\n01011\n110*1\n01110\n01010\n00100\n";
const FLIPTILE: &str = "4 4\n1 0 0 1\n0 1 1 0\n0 1 1 0\n1 0 0 1\n";
const LIGHTS: &str = "2\n0 1 1 0 1 0\n1 0 0 1 1 1\n0 0 1 0 0 1\n1 0 0 1 0 1\n0 1 1 1 0 0\n\
                      0 0 1 0 1 0\n1 0 1 0 1 1\n0 0 1 0 1 1\n1 0 1 1 0 0\n0 1 0 1 0 0\n";

#[track_caller]
fn assert_run(args: &[&str], input: &str, out: &str, err: &str, code: i32) {
    let o = gridsolve(args, input.as_bytes());
    assert_eq!(stdout(&o), out, "{args:?}");
    assert_eq!(stderr(&o), err, "{args:?}");
    assert_eq!(o.status.code(), Some(code), "{args:?}");
}

#[test]
fn the_statements_samples_are_answered_exactly() {
    assert_run(&["p1379"], EIGHT, "4\n", "", 0);
    assert_run(&["hdu1043"], HDU, "ullddrurdllurdruldr\n", "", 0);
    assert_run(&["p2324"], KNIGHTS, "7\n-1\n", "", 0);
    assert_run(&["poj3279"], FLIPTILE, "0 0 0 0\n1 0 0 1\n1 0 0 1\n0 0 0 0\n", "", 0);
    assert_run(
        &["poj1222"],
        LIGHTS,
        "PUZZLE #1\n1 0 1 0 0 1\n1 1 0 1 0 1\n0 0 1 0 1 1\n1 0 0 1 0 0\n0 1 0 0 0 0\n\
         PUZZLE #2\n1 0 0 1 1 1\n1 1 0 0 0 0\n0 0 0 1 0 0\n1 1 0 1 0 1\n1 0 1 1 0 1\n",
        "",
        0,
    );
    assert_run(&["hdu1043"], "1 2 3 4 5 6 8 7 x\n12345678x\n", "unsolvable\n\n", "", 0);
    // On 1 x 2 both presses flip both cells: one lit cell cannot be turned off.
    assert_run(&["poj3279"], "1 2\n1 0\n", "IMPOSSIBLE\n", "", 0);
}

#[test]
fn every_good_case_is_answered_before_a_bad_ones_message() {
    let cases = [
        (
            "p1379",
            "283104765\n2831047a5\n",
            "4\n",
            "gridsolve: case 2, line 2, column 8: expected a digit '0' to '8' ('0' the blank) for cell 8 of 9 (row 3, column 2), found 'a'\n",
        ),
        (
            "p1379",
            "283104765\n123456780\n",
            "4\n",
            "gridsolve: case 2, line 2: this board cannot reach the goal 123804765: it has 0 inversions and the goal 7, \
             and a move never changes whether that number is even or odd (P1379 promises a board that can)\n",
        ),
        (
            "hdu1043",
            "12345678x\n1 2 3 4 5 6 7 7 x\n",
            "\n",
            "gridsolve: case 2, line 2, column 15: tile '7' appears twice in this case\n",
        ),
        (
            "hdu1043",
            "2 3 4 1 5 x 7 6\n",
            "",
            "gridsolve: case 1, line 2: the board is cut off at end of input: expected cell 9 of 9 (row 3, column 3)\n",
        ),
        (
            "p2324",
            "3\n10110\n01*11\n10111\n01001\n00000\n",
            "7\n",
            "gridsolve: case 2, line 7: the input ends after 1 case, but its first line declares 3\n",
        ),
        (
            "p2324",
            "1\n10110\n01*11\n10111\n01001\n00000\n11111\n",
            "7\n",
            "gridsolve: line 7, column 1: expected the end of input after the 1 case the first line declares, found '1'\n",
        ),
        (
            "p2324",
            "1\n10110\n01*11\n1*111\n",
            "",
            "gridsolve: case 1, line 4, column 2: a second blank '*' (the first is in row 2, column 3); a board has exactly one\n",
        ),
        (
            "p2324",
            "1\n10110\n01*1\n",
            "",
            "gridsolve: case 1, line 3, column 5: expected 5 cells in row 2 of 5 of the board, found 4 \
             (a row is 5 characters '0', '1' or '*' (the blank))\n",
        ),
        (
            "p2324",
            "",
            "",
            "gridsolve: line 1: the input is empty: expected the number of cases T on the first line\n",
        ),
        (
            "poj3279",
            "2 2\n0 0\n0 0\n2 16\n",
            "0 0\n0 0\n",
            "gridsolve: case 2, line 4, column 3: expected the number of columns N from 1 to 15, found '16'\n",
        ),
        (
            "poj3279",
            "1 3\n1 1 2\n",
            "",
            "gridsolve: case 1, line 2, column 5: expected '0' or '1' for cell (1, 3) of the 1 x 3 board, found '2'\n",
        ),
        (
            "poj3279",
            "1 3\n1 11\n",
            "",
            "gridsolve: case 1, line 2, column 4: expected a space after cell (1, 2) of the 1 x 3 board: \
             the numbers are '0' or '1' separated by spaces, found '1'\n",
        ),
        (
            "poj1222",
            "x\n",
            "",
            "gridsolve: line 1, column 1: expected the number of cases T from 0 to 999999999999999999, found 'x'\n",
        ),
        // Issue 20: a count past the range says the range.
        (
            "poj1222",
            "1000000000000000000\n",
            "",
            "gridsolve: line 1, column 1: expected the number of cases T from 0 to 999999999999999999, \
             found '1000000000000000000'\n",
        ),
        // Issue 20: P2324 input without its T line: the first row read as T.
        (
            "p2324",
            "11111\n01111\n00*11\n00001\n00000\n",
            "",
            "gridsolve: case 1, line 6: the board is cut off at end of input: expected 5 cells in row 5 of 5 \
             of the board, found 0 (the first line was read as the number of cases T = 11111; it looks like a \
             board row: P2324's input starts with T on a line of its own)\n",
        ),
        (
            "p2324",
            "00*11\n01111\n",
            "",
            "gridsolve: line 1, column 1: expected the number of cases T from 0 to 999999999999999999, found \
             '00*11' (a board row: P2324's input starts with the number of cases T on a line of its own)\n",
        ),
    ];
    for (problem, input, out, err) in cases {
        assert_run(&[problem], input, out, err, 1);
    }
}

#[test]
fn every_command_takes_crlf_a_bom_and_any_blanks() {
    assert_run(&["p1379"], "\u{feff}2 8 3\r\n1 0 4\r\n7 6 5\r\n", "4\n", "", 0);
    assert_run(
        &["hdu1043"],
        "\u{feff}2 3 4\n1 5 x\n7 6 8",
        "ullddrurdllurdruldr\n",
        "",
        0,
    );
    assert_run(&["p2324"], &KNIGHTS.replace('\n', "\r\n\n"), "7\n-1\n", "", 0);
    assert_run(
        &["poj3279"],
        "4\t4 1 0 0 1 0 1 1 0 0 1 1 0 1 0 0 1",
        "0 0 0 0\n1 0 0 1\n1 0 0 1\n0 0 0 0\n",
        "",
        0,
    );
}

#[test]
fn algorithms_are_offered_per_problem_and_agree() {
    for algorithm in ["auto", "table", "bfs", "bibfs", "astar", "idastar"] {
        assert_run(&["p1379", "--algorithm", algorithm], EIGHT, "4\n", "", 0);
    }
    for algorithm in ["auto", "idastar", "bibfs", "astar"] {
        assert_run(&["p2324", "--algorithm", algorithm], KNIGHTS, "7\n-1\n", "", 0);
    }
    let o = gridsolve(&["poj3279", "--algorithm", "bfs"], FLIPTILE.as_bytes());
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("invalid value 'bfs'"), "{}", stderr(&o));
    let o = gridsolve(&["hdu1043", "--algorithm", "linear"], HDU.as_bytes());
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn explain_draws_every_step() {
    let o = gridsolve(&["p1379", "--explain"], EIGHT.as_bytes());
    assert_eq!(
        stdout(&o),
        "case 1: 4 moves, the minimum\n\
         \x20 start             1. u              2. l              3. d\n\
         \x20  2  8  3           2  0  3           0 [2] 3          [1] 2  3\n\
         \x20  1  0  4           1 [8] 4           1  8  4           0  8  4\n\
         \x20  7  6  5           7  6  5           7  6  5           7  6  5\n\
         \x20 4. r\n\
         \x20  1  2  3\n\
         \x20 [8] 0  4\n\
         \x20  7  6  5\n\
         \x20 the board now is the goal\n\n"
    );
    let o = gridsolve(&["hdu1043", "--explain"], b"1 2 3 4 5 6 8 7 x\n");
    assert!(
        stdout(&o).starts_with("case 1: unsolvable: the board has 1 inversions"),
        "{}",
        stdout(&o)
    );
    let o = gridsolve(&["poj3279", "--explain"], FLIPTILE.as_bytes());
    let text = stdout(&o);
    assert!(text.starts_with("case 1: 4 presses, the fewest"), "{text}");
    assert!(text.contains("every cell is 0"), "{text}");
    let o = gridsolve(&["p2324", "--explain"], KNIGHTS.as_bytes());
    let text = stdout(&o);
    assert!(text.contains("case 1: 7 moves, the minimum"), "{text}");
    assert!(
        text.contains("case 2: -1: the goal is more than 15 moves away"),
        "{text}"
    );
}

#[test]
fn check_judges_paths_grids_and_counts_with_precise_reasons() {
    let dir = std::env::temp_dir().join(format!("gridsolve-families-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let write = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path.to_str().unwrap().to_string()
    };
    let judge_with = |flags: &[&str], problem: &str, input: &str, output: &str, answer: &str| {
        let (i, o, a) = (write("in", input), write("out", output), write("ans", answer));
        let mut args = vec!["check", problem];
        args.extend_from_slice(flags);
        args.extend_from_slice(&[&i, &o, &a]);
        let run = gridsolve(&args, b"");
        (run.status.code().unwrap(), stderr(&run).trim_end().to_string())
    };
    let judge =
        |problem: &str, input: &str, output: &str, answer: &str| judge_with(&[], problem, input, output, answer);
    let hdu_answer = "ullddrurdllurdruldr\n";
    assert_eq!(judge("hdu1043", HDU, hdu_answer, hdu_answer).0, 0);
    // Another shortest path is accepted; so is a longer valid one, as the
    // real judges (special judges) accept it, unless --minimum asks for
    // shortest paths only; a wrong one and a word are not.
    let two = "1 2 3 4 5 6 x 7 8\n";
    assert_eq!(judge("hdu1043", two, "rr\n", "rr\n").0, 0);
    assert_eq!(
        judge("hdu1043", two, "rrlr\n", "rr\n"),
        (
            0,
            "ok 1 case, every answer a path that solves its board or 'unsolvable'".into()
        )
    );
    // A valid path 2 moves longer on the sample, as accepted programs print.
    assert_eq!(judge("hdu1043", HDU, "ullddrurdllurdruldrlr\n", hdu_answer).0, 0);
    assert_eq!(
        judge_with(&["--minimum"], "hdu1043", two, "rrlr\n", "rr\n"),
        (
            1,
            "wrong answer case 1 (line 1): the path has 4 moves, the minimum is 2".into()
        )
    );
    // The jury's answer may be any valid path too; under --minimum it must be a shortest one.
    assert_eq!(judge("hdu1043", two, "rr\n", "rrlr\n").0, 0);
    assert_eq!(judge_with(&["--minimum"], "hdu1043", two, "rr\n", "rrlr\n").0, 3);
    // A path up to the cap is read (a million moves: the same two, 500,000 times back and forth).
    let long = format!("{}rr\n", "rl".repeat(499_999));
    assert_eq!(judge("hdu1043", two, &long, "rr\n").0, 0);
    let too_long = format!("{}rr\n", "rl".repeat(500_000));
    assert_eq!(
        judge("hdu1043", two, &too_long, "rr\n"),
        (
            1,
            "wrong answer case 1 (line 1): the line is longer than 1000000 bytes; the longest path accepted has 1000000 moves".into()
        )
    );
    assert_eq!(
        judge("hdu1043", two, "ll\n", "rr\n"),
        (
            1,
            "wrong answer case 1 (line 1): move 1 'l' takes x off the board".into()
        )
    );
    assert_eq!(
        judge("hdu1043", two, "ud\n", "rr\n"),
        (
            1,
            "wrong answer case 1 (line 1): after the 2 moves the board is 123456x78, not 12345678x".into()
        )
    );
    assert_eq!(
        judge("hdu1043", two, "r r\n", "rr\n"),
        (
            2,
            "wrong output format case 1 (line 1): expected a path of letters u, d, l, r or 'unsolvable', found 'r r' (character 2)"
                .into()
        )
    );
    // An already solved board answers an empty line.
    assert_eq!(judge("hdu1043", "12345678x\n12345678x\n", "\n\n", "\n\n").0, 0);
    let grid = "0 0 0 0\n1 0 0 1\n1 0 0 1\n0 0 0 0\n";
    assert_eq!(judge("poj3279", FLIPTILE, grid, grid).0, 0);
    // Another 4-press grid: the mirror image across the diagonal solves it too.
    let other = "0 1 1 0\n0 0 0 0\n0 0 0 0\n0 1 1 0\n";
    assert_eq!(
        judge("poj3279", FLIPTILE, other, grid),
        (
            1,
            "wrong answer case 1: 4 presses is the fewest, but not the lexicographically smallest grid: \
             row 1, column 2 is 1 where the smallest has 0"
                .into()
        )
    );
    assert_eq!(
        judge("poj3279", FLIPTILE, "1 0 0 0\n1 0 0 1\n1 0 0 1\n0 0 0 0\n", grid),
        (
            1,
            "wrong answer case 1: after these presses 3 cells are still 1, the first at row 1, column 1".into()
        )
    );
    assert_eq!(
        judge("poj3279", "1 2\n1 0\n", "0 0\n", "IMPOSSIBLE\n"),
        (
            1,
            "wrong answer case 1 (line 1): expected 'IMPOSSIBLE', found '0'".into()
        )
    );
    assert_eq!(
        judge("p2324", KNIGHTS, "7\n15\n", "7\n-1\n"),
        (1, "wrong answer case 2: expected -1, found 15".into())
    );
    assert_eq!(
        judge("p1379", EIGHT, "4\n", "5\n"),
        (3, "FAIL jury answer: case 1: expected 4, found 5".into())
    );
    let lights = "PUZZLE #1\n1 0 1 0 0 1\n1 1 0 1 0 1\n0 0 1 0 1 1\n1 0 0 1 0 0\n0 1 0 0 0 0\n";
    let one = "1\n0 1 1 0 1 0\n1 0 0 1 1 1\n0 0 1 0 0 1\n1 0 0 1 0 1\n0 1 1 1 0 0\n";
    assert_eq!(judge("poj1222", one, lights, lights).0, 0);
    assert_eq!(
        judge("poj1222", one, &lights.replace("#1", "1"), lights),
        (
            2,
            "wrong output format case 1 (line 1): expected 'PUZZLE #1', found 'PUZZLE' '1'".into()
        )
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn gen_writes_the_count_line_and_stress_catches_a_wrong_program() {
    let o = gridsolve(&["gen", "p2324", "--count", "2", "--kind", "solved"], b"");
    assert_eq!(
        stdout(&o),
        "2\n11111\n01111\n00*11\n00001\n00000\n11111\n01111\n00*11\n00001\n00000\n"
    );
    let o = gridsolve(&["gen", "p1379", "--kind", "unsolvable"], b"");
    assert_eq!(o.status.code(), Some(2));
    // A "program" that always prints 0: wrong at once on a board that needs moves.
    let dir = std::env::temp_dir().join(format!("gridsolve-families-stress-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let program = dir.join("zero.sh");
    std::fs::write(&program, "cat > /dev/null; echo 0\n").unwrap();
    let o = gridsolve(
        &["stress", "p2324", "--count", "5", "--", "sh", program.to_str().unwrap()],
        b"",
    );
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.starts_with("case 2 of 5 failed: wrong answer\nwhy: case 2: expected 1, found 0\n"),
        "{text}"
    );
    assert!(text.contains("input (as fed):\n1\n"), "{text}");
    std::fs::remove_dir_all(&dir).unwrap();
}
