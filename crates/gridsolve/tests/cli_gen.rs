//! `gridsolve gen` run as a program.

use std::process::{Command, Output};

use gridsolve_core::judge::{CaseReader, Problem};
use gridsolve_core::solvers::bfs;
use gridsolve_core::trace::NoTrace;
use gridsolve_core::SmallPuzzle;

fn gen(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gridsolve"))
        .arg("gen")
        .args(args)
        .output()
        .unwrap()
}

fn text(args: &[&str]) -> Vec<u8> {
    let out = gen(args);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    out.stdout
}

#[test]
fn a_seed_gives_the_same_bytes_and_other_seeds_differ() {
    for problem in ["poj1753", "poj2965", "p1225", "p4289"] {
        let a = text(&[problem, "--count", "25", "--seed", "7"]);
        assert_eq!(a, text(&[problem, "--count", "25", "--seed", "7"]));
        assert_ne!(a, text(&[problem, "--count", "25", "--seed", "8"]));
    }
}

#[test]
fn every_kind_is_valid_input_with_the_count_asked() {
    for problem in Problem::ALL {
        for kind in ["random", "solvable", "unsolvable", "solved", "hardest"] {
            if kind == "unsolvable" && problem != Problem::Poj1753 {
                continue;
            }
            let bytes = text(&[problem.name(), "--count", "9", "--seed", "1", "--kind", kind]);
            let cases: Vec<_> = CaseReader::new(problem, &bytes).collect::<Result<_, _>>().unwrap();
            assert_eq!(cases.len(), 9, "{problem:?} {kind}");
            if kind == "hardest" {
                for case in &cases {
                    let puzzle = SmallPuzzle::new(&problem.puzzle(case)).unwrap();
                    let (path, _) = bfs::search(&puzzle, case.start, &mut NoTrace).unwrap();
                    let expected = match problem {
                        Problem::Poj1753 => 6,
                        Problem::Poj2965 => 16,
                        _ => 20,
                    };
                    assert_eq!(path.unwrap().len(), expected);
                }
            }
        }
    }
}

#[test]
fn usage_mistakes_are_explained() {
    let out = gen(&["p1225", "--kind", "unsolvable"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "gridsolve: p1225 has no unsolvable boards (swaps reach every board with the same number of pieces); only poj1753 has unsolvable boards\n"
    );
    let out = gen(&["poj1753", "--kind", "easy"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr).unwrap().contains("unknown kind 'easy'"));
    assert!(text(&["poj1753", "--count", "0"]).is_empty());
}
