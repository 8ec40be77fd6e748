//! `gridsolve solve --moves slide|knight` and `census --moves slide`, run as
//! the real binary; every printed path is replayed on the board.

mod common;

use std::collections::{HashMap, VecDeque};
use std::path::PathBuf;

use common::{run, stderr, stdout};
use serde_json::Value;

/// Writes `text` to a fresh file in the test scratch directory.
fn board_file(name: &str, text: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli_slide");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// Distances of every 3x3 board to `goal`, by a plain BFS written here.
fn distances(goal: [u8; 9]) -> HashMap<[u8; 9], u32> {
    let mut dist = HashMap::from([(goal, 0)]);
    let mut queue = VecDeque::from([goal]);
    while let Some(b) = queue.pop_front() {
        let z = b.iter().position(|&t| t == 0).unwrap();
        let mut next = Vec::new();
        if z >= 3 {
            next.push(z - 3);
        }
        if z < 6 {
            next.push(z + 3);
        }
        if z % 3 > 0 {
            next.push(z - 1);
        }
        if z % 3 < 2 {
            next.push(z + 1);
        }
        for t in next {
            let mut nb = b;
            nb.swap(z, t);
            if !dist.contains_key(&nb) {
                dist.insert(nb, dist[&b] + 1);
                queue.push_back(nb);
            }
        }
    }
    dist
}

/// Moves the blank along `path` (u/d/l/r); panics off the board.
fn replay(board: [u8; 9], path: &str) -> [u8; 9] {
    let mut b = board;
    let mut z = b.iter().position(|&t| t == 0).unwrap();
    for ch in path.chars() {
        let to = match ch {
            'u' => z.checked_sub(3).unwrap(),
            'd' => {
                assert!(z < 6);
                z + 3
            }
            'l' => {
                assert!(z % 3 > 0);
                z - 1
            }
            'r' => {
                assert!(z % 3 < 2);
                z + 1
            }
            other => panic!("not a direction: {other}"),
        };
        b.swap(z, to);
        z = to;
    }
    b
}

fn text_of(board: [u8; 9]) -> String {
    board
        .chunks(3)
        .map(|r| r.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(" ") + "\n")
        .collect()
}

#[test]
fn paths_are_shortest_and_replay_to_the_goal_for_every_algorithm() {
    let goal = [1, 2, 3, 4, 5, 6, 7, 8, 0];
    let dist = distances(goal);
    let mut boards: Vec<([u8; 9], u32)> = dist.iter().map(|(b, &d)| (*b, d)).collect();
    boards.sort();
    for (k, &(board, d)) in boards.iter().enumerate() {
        if k % 20_000 != 0 && d != 31 {
            continue;
        }
        for algorithm in ["auto", "bfs", "bibfs", "astar", "idastar", "table"] {
            let out = run(
                &[
                    "solve",
                    "--moves",
                    "slide",
                    "--format",
                    "json",
                    "--algorithm",
                    algorithm,
                ],
                text_of(board).as_bytes(),
            );
            assert!(out.status.success(), "{}", stderr(&out));
            let v: Value = serde_json::from_str(&stdout(&out)).unwrap();
            assert_eq!(v["moves"].as_u64(), Some(u64::from(d)), "{algorithm} {board:?}");
            assert_eq!(v["optimal"], Value::Bool(true));
            let path = v["path"].as_str().unwrap();
            assert_eq!(path.len() as u32, d);
            assert_eq!(replay(board, path), goal, "{algorithm} {board:?}: {path}");
        }
    }
}

#[test]
fn a_target_file_sets_the_goal() {
    // Luogu P1379's goal, 123804765.
    let goal = [1, 2, 3, 8, 0, 4, 7, 6, 5];
    let target = board_file("p1379_goal.txt", &text_of(goal));
    let dist = distances(goal);
    let start = [2, 8, 3, 1, 6, 4, 7, 0, 5];
    let out = run(
        &[
            "solve",
            "--moves",
            "slide",
            "--format",
            "json",
            "--target",
            target.to_str().unwrap(),
        ],
        text_of(start).as_bytes(),
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let v: Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(v["moves"].as_u64(), Some(u64::from(dist[&start])));
    assert_eq!(replay(start, v["path"].as_str().unwrap()), goal);
}

#[test]
fn unsolvable_boards_say_why_without_searching() {
    let out = run(&["solve", "--moves", "slide", "--stats"], b"2 1 3\n4 5 6\n7 8 0\n");
    assert!(out.status.success());
    let text = stdout(&out);
    assert!(
        text.starts_with("solvable: no\nreason: the parity of the tiles' inversions"),
        "{text}"
    );
    assert!(text.contains("states expanded: 0\n"), "{text}");
    // 4x4: an even width, so the blank's row counts too.
    let out = run(
        &["solve", "--moves", "slide", "--format", "json"],
        b"1 2 3 4\n5 6 7 8\n9 10 11 12\n13 15 14 0\n",
    );
    let v: Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(v["solvable"], Value::Bool(false));
    assert!(v["reason"].as_str().unwrap().contains("blank's row"));
}

#[test]
fn bad_boards_and_command_lines_are_refused_precisely() {
    let cases: [(&[&str], &str, i32, &str); 8] = [
        (
            &[],
            "1 2 3\n4 4 6\n7 5 0\n",
            1,
            "gridsolve: stdin: line 2, column 3: tile 4 appears twice (first at line 2, column 1); expected each of 0..8 once\n",
        ),
        (
            &[],
            "1 2 3\n4 0 6\n7 5\n",
            1,
            "gridsolve: stdin: line 3: expected a row of 3 tiles like the first row, found 2\n",
        ),
        (
            &[],
            "1 0 3\n4 0 6\n7 5 8\n",
            1,
            "gridsolve: stdin: line 2, column 3: a second blank (0); the first is at line 1, column 3; expected exactly one blank\n",
        ),
        (
            &[],
            "1 2 3\n4 -1 6\n7 5 8\n",
            1,
            "gridsolve: stdin: line 2, column 3: expected a tile number (0 for the blank), found '-1'\n",
        ),
        (
            &["--wrap"],
            "1 2\n3 0\n",
            2,
            "gridsolve: --wrap applies to toggle rules, not --moves slide\n",
        ),
        (
            &["--algorithm", "matching"],
            "1 2\n3 0\n",
            4,
            "matching solves swap boards (min-cost matching), not slide boards",
        ),
        (
            &["--algorithm", "table"],
            "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15\n",
            4,
            "a table covers all",
        ),
        (
            &["--threads", "257"],
            "1 2\n3 0\n",
            2,
            "invalid value '257' for '--threads <N>': 257 is not in 0..=256",
        ),
    ];
    for (extra, input, code, message) in cases {
        let mut args = vec!["solve", "--moves", "slide"];
        args.extend_from_slice(extra);
        let out = run(&args, input.as_bytes());
        assert_eq!(out.status.code(), Some(code), "{args:?}: {}", stderr(&out));
        assert!(stderr(&out).contains(message), "{args:?}: {}", stderr(&out));
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn knights_use_p2324s_goal_by_default() {
    // P2324's first sample: 7 moves.
    let board = "10110\n01*11\n10111\n01001\n00000\n";
    let out = run(&["solve", "--moves", "knight", "--format", "json"], board.as_bytes());
    assert!(out.status.success(), "{}", stderr(&out));
    let v: Value = serde_json::from_str(&stdout(&out)).unwrap();
    assert_eq!(v["moves"].as_u64(), Some(7));
    // Replay the jumps: each knight jumps a knight's move into the blank.
    let mut cells: Vec<Vec<u8>> = board.lines().map(|l| l.bytes().collect()).collect();
    for jump in v["jumps"].as_array().unwrap() {
        let j: Vec<usize> = jump
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_u64().unwrap() as usize - 1)
            .collect();
        let (dr, dc) = (j[0].abs_diff(j[2]), j[1].abs_diff(j[3]));
        assert!((dr, dc) == (1, 2) || (dr, dc) == (2, 1), "{j:?}");
        assert_eq!(cells[j[2]][j[3]], b'*');
        cells[j[2]][j[3]] = cells[j[0]][j[1]];
        cells[j[0]][j[1]] = b'*';
    }
    let end: Vec<String> = cells.into_iter().map(|r| String::from_utf8(r).unwrap()).collect();
    assert_eq!(end.join("\n"), "11111\n01111\n00*11\n00001\n00000");
    let out = run(&["solve", "--moves", "knight"], b"1*\n01\n");
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("needs its goal: --target FILE"));
}

#[test]
fn census_counts_every_3x3_board_by_distance() {
    let out = run(
        &["census", "--moves", "slide", "--size", "3x3", "--format", "json"],
        b"",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let v: Value = serde_json::from_str(&stdout(&out)).unwrap();
    let dist = distances([1, 2, 3, 4, 5, 6, 7, 8, 0]);
    let mut expected = vec![0u64; 32];
    for &d in dist.values() {
        expected[d as usize] += 1;
    }
    let counts: Vec<u64> = v["distribution"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap())
        .collect();
    assert_eq!(counts, expected);
    assert_eq!(v["gods_number"].as_u64(), Some(31));
    assert_eq!(v["solvable"].as_u64(), Some(181_440));
    let out = run(&["census", "--moves", "slide", "--size", "4x4"], b"");
    assert_eq!(out.status.code(), Some(4));
}

/// Runs `gridsolve` with the pattern-database cache in `cache`.
fn run_cached(args: &[&str], cache: &std::path::Path) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_gridsolve"))
        .args(args)
        .env("GRIDSOLVE_CACHE_DIR", cache)
        .stdin(std::process::Stdio::null())
        .output()
        .expect("the binary runs")
}

/// Moves the blank of a `cols`-wide board along `path` (u/d/l/r).
fn replay_any(mut cells: Vec<u8>, cols: usize, path: &str) -> Vec<u8> {
    let rows = cells.len() / cols;
    for step in path.chars() {
        let blank = cells.iter().position(|&t| t == 0).unwrap();
        let (r, c) = (blank / cols, blank % cols);
        let next = match step {
            'u' if r > 0 => blank - cols,
            'd' if r + 1 < rows => blank + cols,
            'l' if c > 0 => blank - 1,
            'r' if c + 1 < cols => blank + 1,
            _ => panic!("illegal move {step} in {path}"),
        };
        cells.swap(blank, next);
    }
    cells
}

fn board_text(cells: &[u8], cols: usize) -> String {
    cells
        .chunks(cols)
        .map(|row| row.iter().map(u8::to_string).collect::<Vec<_>>().join(" ") + "\n")
        .collect()
}

/// Boards past the 8-puzzle go to IDA* on pattern databases (built once in the
/// cache, loaded after); every answer replays to the goal and is as short as
/// the generic bidirectional BFS finds on boards a few dozen moves deep.
#[test]
fn larger_boards_use_cached_pattern_databases_and_find_shortest_paths() {
    let cache = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli_slide_pdb_cache");
    let _ = std::fs::remove_dir_all(&cache);
    let mut seed = 0x2545_f491_u64;
    for (case, (rows, cols, scramble)) in [(3usize, 4usize, 40usize), (4, 4, 30), (4, 4, 36), (3, 4, 60)]
        .into_iter()
        .enumerate()
    {
        let goal: Vec<u8> = (1..(rows * cols) as u8).chain([0]).collect();
        // A random walk of the blank, so the board is solvable and not too deep for bibfs.
        let mut walk = String::new();
        let mut cells = goal.clone();
        for _ in 0..scramble {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let blank = cells.iter().position(|&t| t == 0).unwrap();
            let (r, c) = (blank / cols, blank % cols);
            let step = ["u", "d", "l", "r"][(seed % 4) as usize];
            let legal = match step {
                "u" => r > 0,
                "d" => r + 1 < rows,
                "l" => c > 0,
                _ => c + 1 < cols,
            };
            if legal {
                cells = replay_any(cells, cols, step);
                walk += step;
            }
        }
        let file = board_file(&format!("pdb{case}.txt"), &board_text(&cells, cols));
        let file = file.to_str().unwrap();
        let auto = run_cached(&["solve", "--moves", "slide", "--format", "json", file], &cache);
        assert_eq!(auto.status.code(), Some(0), "{}", stderr(&auto));
        let first_use = stderr(&auto);
        let answer: Value = serde_json::from_str(&stdout(&auto)).unwrap();
        assert_eq!(answer["optimal"], Value::Bool(true));
        assert_eq!(answer["algorithm"], "idastar");
        let path = answer["path"].as_str().unwrap();
        assert_eq!(replay_any(cells.clone(), cols, path), goal, "case {case}: {path}");
        assert_eq!(answer["moves"].as_u64(), Some(path.len() as u64));
        // On three threads (and on one per core): the same path.
        for threads in ["3", "0"] {
            let args = [
                "solve",
                "--moves",
                "slide",
                "--format",
                "json",
                "--threads",
                threads,
                file,
            ];
            let threaded: Value = serde_json::from_str(&stdout(&run_cached(&args, &cache))).unwrap();
            assert_eq!(threaded["path"], answer["path"], "case {case}, --threads {threads}");
        }
        assert!(
            path.len() <= walk.len(),
            "case {case}: the walk {walk} is shorter than {path}"
        );
        let bibfs = run_cached(
            &[
                "solve",
                "--moves",
                "slide",
                "--format",
                "json",
                "--algorithm",
                "bibfs",
                file,
            ],
            &cache,
        );
        let shortest: Value = serde_json::from_str(&stdout(&bibfs)).unwrap();
        assert_eq!(answer["moves"], shortest["moves"], "case {case}");
        if case < 2 {
            // Said before the work starts, then what was built.
            let announced = first_use.find("building the ").unwrap_or(usize::MAX);
            let built = first_use.find("built the pattern database").unwrap_or(0);
            assert!(announced < built, "case {case}: {first_use}");
        } else {
            assert!(first_use.is_empty(), "case {case}: the cache was not used: {first_use}");
        }
    }
    // A damaged file is never trusted: it is rebuilt, and the answer is the same.
    let damaged = std::fs::read_dir(&cache).unwrap().next().unwrap().unwrap().path();
    std::fs::write(&damaged, b"not a pattern database").unwrap();
    let file = board_file("pdb-damaged.txt", "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15\n");
    let out = run_cached(&["solve", "--moves", "slide", file.to_str().unwrap()], &cache);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stdout(&out).contains("moves: 1 (proven minimum)"), "{}", stdout(&out));
    if damaged.to_str().unwrap().contains("4x4") {
        assert!(
            stderr(&out).contains("rebuilt the pattern database"),
            "{}",
            stderr(&out)
        );
    }
}

/// `--patterns`: `auto` answers with 6-6-3 when the 7-8 files are not good
/// tables (nothing is built for 7-8 unless asked; building them takes minutes,
/// so the suite checks the 7-8 tables themselves in the core, on patterns the
/// same builder makes in seconds), `--stats` names the partition, and 7-8 is
/// refused where it does not apply.
#[test]
fn the_partition_is_chosen_named_and_refused_where_it_does_not_apply() {
    let cache = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli_slide_partition_cache");
    let _ = std::fs::remove_dir_all(&cache);
    std::fs::create_dir_all(&cache).unwrap();
    // Files named as the 7-8 tables for the blank's goal in cell 15 ({0..7}, {8..14}), but not tables.
    for name in ["pdb-4x4-00ff-b15.bin", "pdb-4x4-7f00-b15.bin"] {
        std::fs::write(cache.join(name), b"GSPDB\0 not really").unwrap();
    }
    let file = board_file("partition.txt", "1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 0 15\n");
    let file = file.to_str().unwrap();
    let out = run_cached(&["solve", "--moves", "slide", "--stats", file], &cache);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    assert!(stdout(&out).contains("moves: 1 (proven minimum)"), "{}", stdout(&out));
    assert!(
        stderr(&out).contains("pattern databases: 6-6-3 (built by this run)"),
        "{}",
        stderr(&out)
    );
    // The bad 7-8 files are left alone (auto never rebuilds them).
    assert_eq!(
        std::fs::read(cache.join("pdb-4x4-7f00-b15.bin")).unwrap(),
        b"GSPDB\0 not really"
    );
    let again = run_cached(
        &["solve", "--moves", "slide", "--stats", "--patterns", "6-6-3", file],
        &cache,
    );
    assert!(
        stderr(&again).contains("pattern databases: 6-6-3 (from the cache)"),
        "{}",
        stderr(&again)
    );
    let small = board_file("partition-3x4.txt", "1 2 3 4\n5 6 7 8\n9 10 0 11\n");
    let refused = run_cached(
        &[
            "solve",
            "--moves",
            "slide",
            "--patterns",
            "7-8",
            small.to_str().unwrap(),
        ],
        &cache,
    );
    assert_ne!(refused.status.code(), Some(0));
    assert!(
        stderr(&refused).contains(
            "the 7-8 pattern databases are not for a 3x4 board (7-8: 4x4, 6-6-6-6: 5x5, the blank's goal in a corner)"
        ),
        "{}",
        stderr(&refused)
    );
    // The patterns are named, not an algorithm the user never gave (issue 42).
    assert!(
        stderr(&refused).contains("--patterns 7-8 does not apply: ") && !stderr(&refused).contains("--algorithm"),
        "{}",
        stderr(&refused)
    );
    // With another algorithm the tables would be ignored: refused, naming both.
    let ignored = run_cached(
        &[
            "solve",
            "--moves",
            "slide",
            "--algorithm",
            "idastar",
            "--patterns",
            "7-8",
            small.to_str().unwrap(),
        ],
        &cache,
    );
    assert_eq!(ignored.status.code(), Some(2), "{}", stderr(&ignored));
    assert!(
        stderr(&ignored).contains(
            "--patterns 7-8 picks the pattern databases of --algorithm auto on sliding boards over 9 cells; --algorithm idastar searches without them"
        ),
        "{}",
        stderr(&ignored)
    );
    let zh = run_cached(
        &[
            "--lang",
            "zh",
            "solve",
            "--moves",
            "slide",
            "--stats",
            "--patterns",
            "6-6-3",
            file,
        ],
        &cache,
    );
    assert!(stderr(&zh).contains("模式数据库：6-6-3（取自缓存）"), "{}", stderr(&zh));
}
