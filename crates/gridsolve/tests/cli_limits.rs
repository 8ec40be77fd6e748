//! Memory and input limits of the command line (issue 20). Every file
//! gridsolve reads is a regular file under a size cap, checked before
//! reading: FIFOs, devices and directories are refused with what they are,
//! stdin (`-`) still reads a pipe, and a board's bits are capped whatever the
//! shape of its text. Huge answers are written in memory a small multiple of
//! the board's bits, in every format.

mod common;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use common::{run, stderr};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("gridsolve-cli-files-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn mkfifo(path: &Path) {
    assert!(
        std::process::Command::new("mkfifo")
            .arg(path)
            .status()
            .unwrap()
            .success()
    );
}

#[test]
fn board_files_that_are_not_regular_files_are_refused_before_reading() {
    let dir = scratch("boards");
    let fifo = dir.join("fifo");
    mkfifo(&fifo);
    let cases = [
        (
            fifo.clone(),
            "is a FIFO (a named pipe, or `<(command)` process substitution)",
        ),
        (PathBuf::from("/dev/zero"), "is a character device"),
        (dir.clone(), "is a directory"),
    ];
    for (path, what) in cases {
        let began = Instant::now();
        let o = run(
            &["solve".as_ref(), "--moves".as_ref(), "plus".as_ref(), path.as_os_str()],
            b"",
        );
        assert!(
            began.elapsed() < Duration::from_secs(10),
            "{path:?} took {:?}",
            began.elapsed()
        );
        assert_eq!(o.status.code(), Some(3), "{path:?}: {}", stderr(&o));
        let message = stderr(&o);
        assert!(
            message.starts_with(&format!(
                "gridsolve: {} {what}: gridsolve reads only regular files here",
                path.display()
            )),
            "{message}"
        );
        if what.contains("FIFO") {
            assert!(message.contains("give `-` and feed it on stdin"), "{message}");
        }
    }
    // The same refusal for the other files read whole: a sliding board, a goal board.
    let o = run(&["solve", "--moves", "slide", "/dev/zero"], b"");
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    assert!(stderr(&o).contains("/dev/zero is a character device"), "{}", stderr(&o));
    let o = run(&["solve", "--moves", "plus", "--goal", "/dev/zero", "-"], b"01\n10\n");
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    // stdin still reads a pipe.
    let o = run(
        &["solve", "--moves", "plus", "--format", "grid", "-"],
        b"010\n111\n010\n",
    );
    assert_eq!(
        (o.status.code(), common::stdout(&o).as_str()),
        (Some(0), "000\n010\n000\n")
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_narrow_board_on_stdin_is_refused_when_its_bits_reach_the_cap() {
    // `yes 0`: one cell a row, two bytes of text and a 64-bit word of bits
    // per row. 40 MB of text would be 160 MiB of rows; refused at 128 MiB.
    let text = b"0\n".repeat(20 << 20);
    let o = run(&["solve", "--moves", "plus", "--format", "grid"], &text);
    assert_eq!(o.status.code(), Some(4), "{}", stderr(&o));
    // How many rows are read before the check depends on how the pipe splits the text.
    let message = stderr(&o);
    let rows: usize = message
        .strip_prefix("gridsolve: stdin: the board's first ")
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{message}"));
    assert!(((16 << 20) - 4..=(16 << 20) + (1 << 18)).contains(&rows), "{message}");
    assert!(
        message.ends_with(
            " rows of 1 cells already take more than 128 MiB (134217728 bytes) as bits (each row starts on a \
             fresh 64-bit word); gridsolve holds at most that much board\n"
        ),
        "{message}"
    );
}

#[test]
fn testlib_h_and_check_files_must_be_regular_files() {
    let dir = scratch("testlib");
    std::os::unix::fs::symlink("/dev/zero", dir.join("testlib.h")).unwrap();
    let out = dir.join("out");
    let o = run(
        &[
            "package".as_ref(),
            "poj1753".as_ref(),
            "--format".as_ref(),
            "kattis".as_ref(),
            "--out".as_ref(),
            out.as_os_str(),
            "--testlib".as_ref(),
            dir.as_os_str(),
        ],
        b"",
    );
    assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("testlib.h is a character device: gridsolve reads only regular files here\n"),
        "{}",
        stderr(&o)
    );
    // A testlib.h past its cap is refused by its size, before it is read.
    std::fs::remove_file(dir.join("testlib.h")).unwrap();
    std::fs::File::create(dir.join("testlib.h"))
        .unwrap()
        .set_len(3 << 30)
        .unwrap();
    let o = run(
        &[
            "package".as_ref(),
            "poj1753".as_ref(),
            "--format".as_ref(),
            "kattis".as_ref(),
            "--out".as_ref(),
            out.as_os_str(),
            "--testlib".as_ref(),
            dir.as_os_str(),
        ],
        b"",
    );
    assert_eq!(o.status.code(), Some(4), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("testlib.h has 3221225472 bytes; gridsolve reads at most 16 MiB (16777216 bytes) here"),
        "{}",
        stderr(&o)
    );
    // check: the input, the output and the answer.
    let input = dir.join("in");
    std::fs::write(&input, "bwbw\nwwww\nbbwb\nbwwb\n").unwrap();
    let answer = dir.join("ans");
    std::fs::write(&answer, "Impossible\n").unwrap();
    for (i, o_, a) in [
        (Path::new("/dev/zero"), answer.as_path(), answer.as_path()),
        (input.as_path(), Path::new("/dev/zero"), answer.as_path()),
        (input.as_path(), answer.as_path(), Path::new("/dev/zero")),
    ] {
        let o = run(
            &[
                "check".as_ref(),
                "poj1753".as_ref(),
                i.as_os_str(),
                o_.as_os_str(),
                a.as_os_str(),
            ],
            b"",
        );
        assert_eq!(o.status.code(), Some(3), "{}", stderr(&o));
        assert!(stderr(&o).contains("/dev/zero is a character device"), "{}", stderr(&o));
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Runs gridsolve with `args` under an address-space limit of `kib` KiB.
fn run_limited(kib: u64, args: &[&str]) -> std::process::Output {
    std::process::Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -v {kib} && exec \"$0\" \"$@\""))
        .arg(env!("CARGO_BIN_EXE_gridsolve"))
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn huge_answers_are_written_in_memory_a_small_multiple_of_the_board() {
    // 2,000 x 2,000: about two million presses. Held as moves and text the
    // answer took over 400 MB; written from the press grid (500 KB) it fits in 100 MB.
    let dir = scratch("huge");
    let n = 2000;
    let mut text = String::with_capacity(n * (n + 1));
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    for _ in 0..n {
        for _ in 0..n {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            text.push(if x & 1 == 1 { '1' } else { '0' });
        }
        text.push('\n');
    }
    let board = dir.join("board");
    std::fs::write(&board, &text).unwrap();
    let board = board.to_str().unwrap();
    let grid = run_limited(100_000, &["solve", "--moves", "plus", "--format", "grid", board]);
    assert_eq!(grid.status.code(), Some(0), "{}", stderr(&grid));
    let grid = String::from_utf8(grid.stdout).unwrap();
    let pressed: Vec<(usize, usize)> = grid
        .lines()
        .enumerate()
        .flat_map(|(r, line)| {
            line.bytes()
                .enumerate()
                .filter(|&(_, b)| b == b'1')
                .map(move |(c, _)| (r + 1, c + 1))
        })
        .collect();
    assert!(pressed.len() > 100_000, "{}", pressed.len());

    let o = run_limited(100_000, &["solve", "--moves", "plus", board]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = String::from_utf8(o.stdout).unwrap();
    let listed = out.lines().find_map(|l| l.strip_prefix("presses: ")).unwrap();
    let expected: Vec<String> = pressed.iter().map(|(r, c)| format!("press ({r}, {c})")).collect();
    assert!(
        listed == expected.join(", "),
        "the listed presses differ from the grid's"
    );
    assert!(
        out.contains(&format!("\nmoves: {} (", pressed.len())),
        "{}",
        &out[..200]
    );

    let o = run_limited(100_000, &["solve", "--moves", "plus", "--format", "json", board]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let json: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(json["moves"], pressed.len());
    let presses: Vec<(usize, usize)> = json["presses"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p[0].as_u64().unwrap() as usize, p[1].as_u64().unwrap() as usize))
        .collect();
    assert_eq!(presses, pressed);
    let counts = json["press_counts"].as_array().unwrap();
    assert_eq!(counts.len(), n);
    for (r, line) in grid.lines().enumerate() {
        let row: String = counts[r].as_array().unwrap().iter().map(|v| v.to_string()).collect();
        assert_eq!(row, line, "row {}", r + 1);
    }

    // --explain cannot draw it: refused before solving, with the formats that work.
    let began = Instant::now();
    let o = run_limited(100_000, &["solve", "--moves", "plus", "--explain", board]);
    assert!(began.elapsed() < Duration::from_secs(5));
    assert_eq!(o.status.code(), Some(4), "{}", stderr(&o));
    assert_eq!(
        stderr(&o),
        "gridsolve: --explain draws at most 1048576 cells in all, and a 2000x2000 board's start and end alone \
         are 8000000; use --format grid (a press grid, an eighth of a byte per cell in memory) or the text or \
         JSON list\n"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A search's memory is a budget of its own (issue 38): a 6x6 plus board
/// with `--algorithm bfs` once took 2 GB and 303 s, an 8x4 cross board under
/// a 1 GiB address-space limit aborted the process (exit 134, "memory
/// allocation of 570425360 bytes failed"). Under an address-space limit
/// below the budget, the allocation the machine refuses stops the search
/// cleanly: exit 4 and a line that says the memory limit stopped it, for
/// BFS, bidirectional BFS and A*.
#[test]
fn a_search_the_machine_cannot_hold_stops_cleanly_and_says_memory() {
    let dir = scratch("memory");
    let board = dir.join("cross84.txt");
    std::fs::write(&board, "10101010\n01010101\n10101010\n01010100\n").unwrap();
    for algorithm in ["bfs", "bibfs", "astar"] {
        let began = Instant::now();
        // 128 MiB of address space: the binary and a hash map of a few
        // hundred thousand states fit; the search's next growth does not.
        let o = run_limited(
            128 << 10,
            &[
                "solve",
                "--moves",
                "cross",
                "--algorithm",
                algorithm,
                board.to_str().unwrap(),
            ],
        );
        assert_eq!(o.status.code(), Some(4), "{algorithm}: {}", stderr(&o));
        let message = stderr(&o);
        // The address-space limit fired, not the search's own 1 GiB budget,
        // and the message says which (issue 38: it blamed the budget).
        assert!(
            message.starts_with(&format!(
                "gridsolve: the {algorithm} search stopped: the machine or the process's memory limit refused "
            )),
            "{algorithm}: {message}"
        );
        assert!(
            message.contains(" states stored, below the search's own limit of 1024 MiB; raise the process's limit"),
            "{algorithm}: {message}"
        );
        assert!(
            began.elapsed() < Duration::from_secs(120),
            "{algorithm}: {:?}",
            began.elapsed()
        );
    }
}
