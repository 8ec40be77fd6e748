//! Every file gridsolve reads is a regular file under a size cap, checked
//! before reading (issue 20): FIFOs, devices and directories are refused
//! with what they are, stdin (`-`) still reads a pipe, and a board's bits
//! are capped whatever the shape of its text.

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
    assert!(std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .unwrap()
        .success());
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
    assert!((16 << 20) - 4 <= rows && rows <= (16 << 20) + (1 << 18), "{message}");
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
