//! The judge commands, run as the real binary.

mod common;

use common::{run as gridsolve, stderr, stdout};

const FLIP_SAMPLE: &str = "bwwb\nbbwb\nbwwb\nbwww\n";
const FRIDGE_SAMPLE: &str = "-+--\n----\n----\n-+--\n";
const SWAP_SAMPLE: &str = "1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101\n";

#[test]
fn samples_are_answered_exactly() {
    let o = gridsolve(&["poj1753"], FLIP_SAMPLE.as_bytes());
    assert_eq!((stdout(&o).as_str(), o.status.code()), ("4\n", Some(0)));
    let o = gridsolve(&["poj2965", "-"], FRIDGE_SAMPLE.as_bytes());
    assert_eq!(stdout(&o), "6\n1 1\n1 3\n1 4\n4 1\n4 3\n4 4\n");
    let o = gridsolve(&["p4289"], SWAP_SAMPLE.as_bytes());
    assert_eq!(stdout(&o), "4\n");
}

#[test]
fn p1225_sample_lists_four_adjacent_swaps() {
    let o = gridsolve(&["p1225"], SWAP_SAMPLE.as_bytes());
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "4");
    assert_eq!(lines.len(), 5);
    assert!(
        lines[1..]
            .iter()
            .all(|l| l.len() == 4 && l.bytes().all(|b| (b'1'..=b'4').contains(&b)))
    );
}

#[test]
fn reads_a_file_argument() {
    let path = std::env::temp_dir().join(format!("gridsolve-cli-{}.txt", std::process::id()));
    std::fs::write(&path, FLIP_SAMPLE).unwrap();
    let o = gridsolve(&["poj1753", path.to_str().unwrap()], b"");
    std::fs::remove_file(&path).unwrap();
    assert_eq!(stdout(&o), "4\n");
    let o = gridsolve(&["poj1753", "/no/such/file"], b"");
    assert_eq!(o.status.code(), Some(3));
    assert!(stderr(&o).contains("reading /no/such/file"), "{}", stderr(&o));
}

#[test]
fn several_cases_crlf_blank_lines_spaces_and_bom() {
    let input = "\u{feff}bwwb\r\nbbwb\r\n\r\nbwwb\r\nbwww\r\n\r\n\r\nbbww bwww\twwww   wwww\nbwbw\nwwww\nbbwb\nbwwb";
    let o = gridsolve(&["poj1753"], input.as_bytes());
    assert_eq!(stdout(&o), "4\n1\nImpossible\n");
    assert_eq!(o.status.code(), Some(0));
}

#[test]
fn bad_cell_keeps_earlier_answers_and_names_case_line_column() {
    let input = format!("{FLIP_SAMPLE}\n{FLIP_SAMPLE}bwwb\nbbwb\nbwxb\nbwww\n");
    let o = gridsolve(&["poj1753"], input.as_bytes());
    assert_eq!(stdout(&o), "4\n4\n");
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "gridsolve: case 3, line 12, column 3: expected 'b' or 'w', found 'x'\n"
    );
}

#[test]
fn cut_off_board_says_so() {
    let input = format!("{FRIDGE_SAMPLE}-+--\n----\n");
    let o = gridsolve(&["poj2965"], input.as_bytes());
    assert!(stdout(&o).starts_with("6\n"));
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "gridsolve: case 2, line 7: the board is cut off at end of input: expected row 3 of 4 of the board\n"
    );
}

#[test]
fn unequal_piece_counts_give_both_counts() {
    let input = format!("{SWAP_SAMPLE}1111\n1111\n0000\n0000\n1111\n0000\n0000\n0000\n");
    for command in ["p1225", "p4289"] {
        let o = gridsolve(&[command], input.as_bytes());
        assert!(stdout(&o).starts_with("4\n"), "{command}: earlier answer lost");
        assert_eq!(o.status.code(), Some(1));
        assert_eq!(
            stderr(&o),
            "gridsolve: case 2, line 13: the start board has 8 pieces '1' but the target board has 4; the counts must be equal\n"
        );
    }
}

#[test]
fn row_of_wrong_length_and_binary_garbage() {
    let o = gridsolve(&["poj2965"], b"-+---\n");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o)
            .contains("case 1, line 1, column 5: expected the end of row 1 of 4 of the board after 4 cells, found '-'")
    );
    let o = gridsolve(&["p4289"], b"\x00\xff\xfe\x01garbage");
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(
        stderr(&o),
        "gridsolve: case 1, line 1, column 1: expected '0' or '1', found byte 0x00\n"
    );
    let o = gridsolve(&["poj1753"], b"");
    assert_eq!((stdout(&o).as_str(), o.status.code()), ("", Some(0)));
}

#[test]
fn explain_draws_each_step_with_changed_cells_marked() {
    let o = gridsolve(&["poj2965", "--explain"], FRIDGE_SAMPLE.as_bytes());
    let out = stdout(&o);
    assert!(out.starts_with("case 1: 6 moves, the minimum\n"), "{out}");
    assert!(out.contains("1. (1,1)") && out.contains("6. (4,4)"));
    assert!(out.contains("[+][-][+][+]"), "changed cells are bracketed:\n{out}");
    assert!(!out.contains('\x1b'), "no colour when stdout is not a terminal");
    let o = gridsolve(&["poj1753", "--explain"], b"bwbw\nwwww\nbbwb\nbwwb\n");
    assert!(stdout(&o).starts_with("case 1: Impossible"));
}

#[test]
fn textbook_bfs_gives_the_same_answers_as_the_tables() {
    let mut input = String::new();
    for state in (0u32..65536).step_by(97) {
        for i in 0..16 {
            input.push(if state >> (15 - i) & 1 == 1 { '+' } else { '-' });
            if i % 4 == 3 {
                input.push('\n');
            }
        }
    }
    let fast = gridsolve(&["poj2965"], input.as_bytes());
    let bfs = gridsolve(&["poj2965", "--algorithm", "bfs"], input.as_bytes());
    assert!(fast.status.success() && bfs.status.success());
    assert_eq!(stdout(&fast), stdout(&bfs));
    let flip: String = input.replace('+', "b").replace('-', "w");
    let fast = gridsolve(&["poj1753"], flip.as_bytes());
    let bfs = gridsolve(&["poj1753", "--algorithm", "bibfs"], flip.as_bytes());
    assert_eq!(stdout(&fast), stdout(&bfs));
}

#[test]
fn large_batch_streams_in_pieces_with_exact_positions() {
    // 700,000 boards (11 MB) cross the 8 MB piece boundary; the bad cell at
    // the very end must still be located exactly.
    let mut input = String::with_capacity(12 << 20);
    for _ in 0..700_000 {
        input.push_str("bwwb\nbbwb\nbwwb\nbwww\n");
    }
    input.push_str("bwwb\nbbwb\nbwwb\nbwwq\n");
    let o = gridsolve(&["poj1753"], input.as_bytes());
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stdout(&o).len(), 700_000 * 2);
    assert_eq!(
        stderr(&o),
        "gridsolve: case 700001, line 2800004, column 4: expected 'b' or 'w', found 'q'\n"
    );
}

#[test]
fn no_arguments_runs_the_demo_of_every_sample() {
    let o = gridsolve::<&str>(&[], b"");
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    for name in [
        "poj1753", "poj2965", "p1225", "p4289", "p1379", "hdu1043", "p2324", "poj3279", "poj1222",
    ] {
        assert!(
            out.contains(&format!("(gridsolve {name})")),
            "{name} missing from the demo"
        );
    }
    // One "judge output" per case: P2324's sample has two.
    assert_eq!(out.matches("judge output:").count(), 10);
    assert_eq!(stdout(&gridsolve(&["demo"], b"")), out);
}

#[test]
fn usage_errors_exit_2() {
    let o = gridsolve(&["poj1753", "--algorithm", "magic"], b"");
    assert_eq!(o.status.code(), Some(2));
    let o = gridsolve(&["nonsense"], b"");
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn a_closed_stderr_keeps_the_exit_code_and_never_panics() {
    // `gridsolve poj1753 bad 2>&1 >/dev/null | true` sometimes ended with
    // exit 101: the error message panicked on the closed pipe.
    for _ in 0..20 {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_gridsolve"))
            .args(["poj1753", "-"])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stderr.take());
        use std::io::Write;
        let _ = child.stdin.take().unwrap().write_all(b"bwxb\n");
        assert_eq!(child.wait().unwrap().code(), Some(1));
    }
}

#[test]
fn invisible_and_bidirectional_characters_are_escaped_in_messages() {
    for (bad, shown) in [
        ("\u{202e}", "'\\u{202e}'"),
        ("\u{200b}", "'\\u{200b}'"),
        ("\u{a0}", "'\\u{a0}'"),
    ] {
        let o = common::run(&["poj1753"], format!("bw{bad}b\n").as_bytes());
        assert_eq!(o.status.code(), Some(1));
        let err = common::stderr(&o);
        assert!(err.contains(shown), "{err}");
        assert!(!err.contains(bad), "raw {bad:?} in {err}");
    }
}

#[test]
fn an_endless_input_file_is_refused_before_reading() {
    // Devices are not regular files: refused before a byte is read (exit 3);
    // the size cap for regular files is in tests/cli_files.rs.
    let o = common::run(&["check", "poj1753", "/dev/zero", "/dev/null", "/dev/null"], b"");
    assert!(
        common::stderr(&o).contains("/dev/zero is a character device"),
        "{}",
        common::stderr(&o)
    );
    let o = common::run(&["solve", "--moves", "plus", "/dev/zero"], b"");
    assert_eq!(o.status.code(), Some(3));
    let err = common::stderr(&o);
    assert!(err.contains("/dev/zero is a character device"), "{err}");
    // stdin still reads an endless pipe in pieces straight into bits, so bad
    // bytes are refused at the first one, not at the cap.
    let o = common::run(&["solve", "--moves", "plus", "-"], &[0u8; 1 << 16]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        common::stderr(&o).contains("stdin: line 1, column 1: expected a cell"),
        "{}",
        common::stderr(&o)
    );
}
