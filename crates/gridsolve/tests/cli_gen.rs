//! `gridsolve gen` run as a program.

use std::process::{Command, Output};

use gridsolve_core::Algorithm;
use gridsolve_core::SmallPuzzle;
use gridsolve_core::judge::{CaseLayout, CaseReader, JudgeSolver, Problem};
use gridsolve_core::limits::SearchLimits;
use gridsolve_core::solvers::search::bfs;
use gridsolve_core::trace::NoTrace;

fn r#gen(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gridsolve"))
        .arg("gen")
        .args(args)
        .output()
        .unwrap()
}

fn text(args: &[&str]) -> Vec<u8> {
    let out = r#gen(args);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    out.stdout
}

#[test]
fn a_seed_gives_the_same_bytes_and_other_seeds_differ() {
    for problem in Problem::ALL.map(Problem::name) {
        let a = text(&[problem, "--count", "25", "--seed", "7"]);
        assert_eq!(a, text(&[problem, "--count", "25", "--seed", "7"]));
        assert_ne!(a, text(&[problem, "--count", "25", "--seed", "8"]));
    }
}

#[test]
fn every_kind_is_valid_input_with_the_count_asked() {
    for problem in Problem::ALL {
        for kind in ["random", "solvable", "unsolvable", "solved", "hardest"] {
            let out = r#gen(&[problem.name(), "--count", "9", "--seed", "1", "--kind", kind]);
            if kind == "unsolvable" && out.status.code() == Some(2) {
                assert!(matches!(
                    problem,
                    Problem::Poj2965 | Problem::P1225 | Problem::P4289 | Problem::P1379 | Problem::Poj1222
                ));
                continue;
            }
            let bytes = out.stdout;
            let cases: Vec<_> = CaseReader::new(problem, &bytes).collect::<Result<_, _>>().unwrap();
            assert_eq!(cases.len(), 9, "{problem:?} {kind}");
            let solver = JudgeSolver::new(problem, Algorithm::Auto).unwrap();
            for case in &cases {
                let answer = solver.solve(case).unwrap();
                match kind {
                    "unsolvable" => assert_eq!(answer, None, "{problem:?}"),
                    "solved" => assert_eq!(answer.map(|m| m.len()), Some(0), "{problem:?}"),
                    "solvable" => assert!(answer.is_some(), "{problem:?}"),
                    _ => {}
                }
            }
            if kind == "hardest" && matches!(problem.layout(), CaseLayout::Eight | CaseLayout::Knights) {
                let expected = match problem {
                    Problem::P2324 => 15,
                    Problem::P1379 => 30, // the blank-centred goal is nearer to everything
                    _ => 31,
                };
                for case in &cases {
                    assert_eq!(
                        solver.solve(case).unwrap().map(|m| m.len()),
                        Some(expected),
                        "{problem:?}"
                    );
                }
            }
            if kind == "hardest" && matches!(problem.layout(), CaseLayout::Toggle4 | CaseLayout::Swap4) {
                for case in &cases {
                    let puzzle = SmallPuzzle::new(&problem.puzzle(case).unwrap()).unwrap();
                    let (path, _) =
                        bfs::shortest_path(&puzzle, case.start, &mut NoTrace, SearchLimits::default()).unwrap();
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
    let out = r#gen(&["p1225", "--kind", "unsolvable"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8(out.stderr).unwrap(),
        "gridsolve: p1225 has no unsolvable boards (swaps reach every board with the same number of pieces); poj1753, hdu1043, p2324 and poj3279 have them\n"
    );
    let out = r#gen(&["poj1753", "--kind", "easy"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr).unwrap().contains("unknown kind 'easy'"));
    assert!(text(&["poj1753", "--count", "0"]).is_empty());
    assert_eq!(text(&["p2324", "--count", "0"]), b"0\n");
}
