//! `gridsolve solve --format grid` and the board reader, run as the real binary.

mod common;

use common::{stderr, stdout};
use gridsolve_core::{Board, Goal, Move, Puzzle, Stencil};

fn gridsolve(args: &[&str], stdin: &[u8]) -> std::process::Output {
    common::run(args, stdin)
}

/// The presses of a grid answer, replayed on `start`.
fn replay(puzzle: &Puzzle, start: &Board, grid: &str) -> Board {
    let presses = Board::parse(grid).expect("the answer is a grid");
    assert_eq!((presses.rows(), presses.cols()), (start.rows(), start.cols()));
    let moves: Vec<Move> = presses.ones_positions().map(Move::Press).collect();
    puzzle.replay(start, &moves).unwrap()
}

/// A board of `rows x cols` from a seed, as text.
fn random_text(rows: usize, cols: usize, seed: u64) -> String {
    let mut x = seed | 1;
    let mut text = String::new();
    for _ in 0..rows {
        for _ in 0..cols {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            text.push(if x & 1 == 1 { '1' } else { '0' });
        }
        text.push('\n');
    }
    text
}

#[test]
fn grid_answers_replay_to_the_goal_for_every_goal_and_shape() {
    for (rows, cols) in [(1, 1), (3, 3), (5, 5), (7, 130), (130, 7), (64, 64), (200, 150)] {
        let text = random_text(rows, cols, rows as u64 * 1000 + cols as u64);
        let start = Board::parse(&text).unwrap();
        for (goal, name) in [(Goal::Zeros, "zeros"), (Goal::Ones, "ones"), (Goal::Uniform, "uniform")] {
            let puzzle = Puzzle::toggle(rows, cols, Stencil::Plus, false, goal);
            let o = gridsolve(
                &["solve", "--moves", "plus", "--goal", name, "--format", "grid"],
                text.as_bytes(),
            );
            assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
            let out = stdout(&o);
            if let Some(reason) = out.strip_prefix("unsolvable: ") {
                // Then the JSON answer agrees that it is unsolvable.
                let j = gridsolve(
                    &["solve", "--moves", "plus", "--goal", name, "--format", "json"],
                    text.as_bytes(),
                );
                assert!(
                    stdout(&j).contains("\"solvable\":false"),
                    "{rows}x{cols} {name}: {reason}"
                );
                continue;
            }
            assert!(puzzle.is_goal(&replay(&puzzle, &start, &out)), "{rows}x{cols} {name}");
            // The same number of presses as the JSON answer's `moves`.
            let j = gridsolve(
                &["solve", "--moves", "plus", "--goal", name, "--format", "json"],
                text.as_bytes(),
            );
            let count = Board::parse(&out).unwrap().count_ones();
            assert!(stdout(&j).contains(&format!("\"moves\":{count},")), "{}", stdout(&j));
        }
    }
}

#[test]
fn grid_works_for_other_stencils_and_searches() {
    let text = "1001\n1101\n1001\n1000\n";
    let start = Board::parse(text).unwrap();
    for args in [
        &["solve", "--moves", "cross", "--format", "grid"][..],
        &["solve", "--moves", "plus", "--wrap", "--format", "grid"],
        &["solve", "--moves", "plus", "--algorithm", "bfs", "--format", "grid"],
    ] {
        let o = gridsolve(args, text.as_bytes());
        assert_eq!(o.status.code(), Some(0), "{args:?}: {}", stderr(&o));
        let stencil = if args.contains(&"cross") {
            Stencil::Cross
        } else {
            Stencil::Plus
        };
        let puzzle = Puzzle::toggle(4, 4, stencil, args.contains(&"--wrap"), Goal::Zeros);
        let out = stdout(&o);
        if !out.starts_with("unsolvable: ") {
            assert!(puzzle.is_goal(&replay(&puzzle, &start, &out)), "{args:?}");
        }
    }
}

#[test]
fn grid_stats_and_notes_go_to_stderr() {
    // 5 x 5 has nullity 2: proven by the walk.
    let o = gridsolve(
        &["solve", "--moves", "plus", "--format", "grid", "--stats"],
        b"11111\n11111\n11111\n11111\n11111\n",
    );
    assert_eq!(o.status.code(), Some(0));
    assert_eq!(stdout(&o).lines().count(), 5);
    let err = stderr(&o);
    assert!(err.contains("moves: 15 (proven minimum)"), "{err}");
    assert!(err.contains("nullity: 2"), "{err}");
}

#[test]
fn grid_refuses_swaps_and_explain() {
    let o = gridsolve(
        &["solve", "--moves", "plus", "--format", "grid", "--explain"],
        b"10\n01\n",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--explain draws text"), "{}", stderr(&o));
    let dir = std::env::temp_dir().join(format!("gridsolve-grid-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let target = dir.join("target.txt");
    std::fs::write(&target, "01\n10\n").unwrap();
    let o = gridsolve(
        &[
            "solve",
            "--moves",
            "swap",
            "--format",
            "grid",
            "-",
            target.to_str().unwrap(),
        ],
        b"10\n01\n",
    );
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("not swaps"), "{}", stderr(&o));
    std::fs::remove_dir_all(&dir).unwrap();
    for args in [
        &["solve", "--moves", "plus", "--states", "3", "--format", "grid"][..],
        &["solve", "--moves", "slide", "--format", "grid"],
    ] {
        let o = gridsolve(args, b"120\n012\n");
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(
            stderr(&o).contains("two-state toggle rules"),
            "{args:?}: {}",
            stderr(&o)
        );
    }
}

#[test]
fn bad_boards_are_reported_at_their_line_and_column() {
    for (input, want) in [
        (&b"0101\n01x1\n"[..], "stdin: line 2, column 3: expected a cell"),
        (
            b"0101\n011\n",
            "stdin: line 2: expected a row of 4 cells like the first row, found 3",
        ),
        (b"01\n0\xff\n", "stdin: not UTF-8 text (byte 4 is invalid)"),
        ("01\n0中\n".as_bytes(), "found '中'"),
        (b"\n \n", "the board is empty"),
    ] {
        let o = gridsolve(&["solve", "--moves", "plus", "--format", "grid"], input);
        assert_eq!(o.status.code(), Some(1), "{input:?}");
        assert!(stderr(&o).contains(want), "{input:?}: {}", stderr(&o));
        assert!(o.stdout.is_empty());
    }
}
