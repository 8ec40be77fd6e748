//! `gridsolve package --moves ... --size RxC`: a setter's own puzzle as a
//! whole problem, in the six layouts, and the refusals of variants that
//! cannot be made fair. (The packages are judged by problemtools'
//! verifyproblem and the DMOJ judge in scripts/judgekit-test.sh, and their
//! C++ programs by tests/judgekit.rs.)

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use common::{run as gridsolve, stderr, tree};

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("cli-setter-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_file(&dir);
    dir
}

fn unzip(path: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut archive = zip::ZipArchive::new(std::fs::File::open(path).unwrap()).unwrap();
    (0..archive.len())
        .map(|i| {
            let mut file = archive.by_index(i).unwrap();
            let mut bytes = Vec::new();
            std::io::Read::read_to_end(&mut file, &mut bytes).unwrap();
            (file.name().to_string(), bytes)
        })
        .collect()
}

fn testlib(out: &Path) -> PathBuf {
    // One stand-in per package, beside it: the tests run at once.
    let dir = PathBuf::from(format!("{}-testlib", out.display()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("testlib.h"), "// testlib.h stand-in\n").unwrap();
    dir
}

fn package(words: &[&str], format: &str, out: &Path) -> std::process::Output {
    let testlib = testlib(out);
    let mut args = vec!["package"];
    args.extend(words);
    args.extend(["--format", format, "--out", out.to_str().unwrap()]);
    args.extend(["--testlib", testlib.to_str().unwrap()]);
    gridsolve(&args, b"")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

const SWAP: [&str; 4] = ["--moves", "swap", "--size", "5x5"];

#[test]
fn kattis_holds_statements_with_png_pictures_subtasks_and_solutions_by_verdict() {
    // The same name in two folders: the name is part of the package.
    let (a, b) = (scratch("kattis-a").join("swap"), scratch("kattis-b").join("swap"));
    for dir in [&a, &b] {
        let out = package(&SWAP, "kattis", dir);
        assert!(out.status.success(), "{}", stderr(&out));
    }
    let files = tree(&a);
    let again = tree(&b);
    assert_eq!(files.keys().collect::<Vec<_>>(), again.keys().collect::<Vec<_>>());
    for (name, bytes) in &files {
        assert!(
            *bytes == again[name],
            "{name}: the same words and seed give the same bytes"
        );
    }
    for name in [
        "problem.yaml",
        "statement/problem.en.md",
        "statement/problem.zh.md",
        "statement/rule.png",
        "statement/sample-1.png",
        "data/sample/1.in",
        "data/secret/1-01-farthest.in",
        "data/secret/2-01-largest.ans",
        "input_validators/validator/validator.cpp",
        "output_validator/validator.cpp",
        "submissions/accepted/model.cpp",
        "submissions/wrong_answer/wrong.cpp",
        "submissions/time_limit_exceeded/brute.cpp",
        "gridsolve-problem.txt",
    ] {
        assert!(files.contains_key(name), "{name} missing from {:?}", files.keys());
    }
    assert!(files["statement/rule.png"].starts_with(b"\x89PNG"));
    let en = text(&files["statement/problem.en.md"]);
    assert!(en.contains("](rule.png)") && !en.contains(".svg"), "{en}");
    assert!(en.contains("## Subtasks") && !en.contains("## Sample input"), "{en}");
    let zh = text(&files["statement/problem.zh.md"]);
    assert!(zh.contains("## 子任务") && zh.contains("## 输出格式"), "{zh}");
    let yaml = text(&files["problem.yaml"]);
    assert!(
        yaml.contains("memory: 1024") && yaml.contains("time_limit: 2"),
        "{yaml}"
    );
    // The largest boards come first in subtask 2: 10 cases of 5x5.
    let largest = text(&files["data/secret/2-01-largest.in"]);
    assert!(largest.starts_with("10\n5 5\n"), "{largest}");
    let readme = text(&files["gridsolve-problem.txt"]);
    assert!(readme.contains("brute.cpp: AC, TLE (TLE)"), "{readme}");
    assert!(readme.contains("--moves swap --size 5x5 --seed 0"), "{readme}");
    // Another seed, other tests.
    let c = scratch("kattis-c").join("swap");
    let out = package(&[&SWAP[..], &["--seed", "9"]].concat(), "kattis", &c);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(tree(&c)["data/secret/2-01-largest.in"] != files["data/secret/2-01-largest.in"]);
}

#[test]
fn the_other_formats_keep_the_subtasks_and_their_points() {
    let words = ["--moves", "plus", "--states", "3", "--wrap", "--size", "5x5"];
    // DMOJ: one batch a subtask, the sample worth nothing (docs.dmoj.ca,
    // "Problem format": `batched` cases share their points).
    let dmoj = scratch("dmoj");
    let out = package(&words, "dmoj", &dmoj);
    assert!(out.status.success(), "{}", stderr(&out));
    let files = tree(&dmoj);
    let init = text(&files["init.yml"]);
    assert!(
        init.contains("- {in: cli-setter-dmoj.1.in, out: cli-setter-dmoj.1.out, points: 0}\n"),
        "{init}"
    );
    assert!(
        init.contains("- points: 30\n  batched:\n") && init.contains("- points: 70\n  batched:\n"),
        "{init}"
    );
    for line in init.lines().filter(|l| l.contains("{in: ")) {
        let name = line.split("in: ").nth(1).unwrap().split(',').next().unwrap();
        assert!(files.contains_key(name), "{name}");
    }
    assert!(files.contains_key("statement/rule.svg") && files.contains_key("solutions/model.cpp"));
    // The boards with no way to the goal, and why: the press matrix's rank.
    let readme = text(&files["gridsolve-problem.txt"]);
    assert!(
        readme.contains("-unsolvable: 10 cases, the longest answer -, 10 with no way to the goal\n")
            && readme.contains("(no way to the goal: the presses' effects do not span every board"),
        "{readme}"
    );
    // Hydro: one `subtasks:` entry a subtask with its score; pictures in
    // additional_file/, named file://NAME in the statements.
    let hydro = scratch("hydro");
    let out = package(&words, "hydro", &hydro);
    assert!(out.status.success(), "{}", stderr(&out));
    let zip = unzip(&hydro.join("cli-setter-hydro.zip"));
    let config = text(&zip["cli-setter-hydro/testdata/config.yaml"]);
    let scores: Vec<u32> = config
        .lines()
        .filter_map(|l| l.trim().strip_prefix("- score: "))
        .map(|s| s.parse().unwrap())
        .collect();
    assert_eq!(scores, [0, 30, 70], "{config}");
    assert!(zip.contains_key("cli-setter-hydro/additional_file/rule.svg"));
    assert!(text(&zip["cli-setter-hydro/problem_zh.md"]).contains("](file://rule.svg)"));
    // Luogu: config.yml gives every test its score and subtask; they add up to 100.
    let luogu = scratch("luogu");
    let out = package(&words, "luogu", &luogu);
    assert!(out.status.success(), "{}", stderr(&out));
    let files = tree(&luogu);
    let config = text(&files["config.yml"]);
    let total: u32 = config
        .lines()
        .filter_map(|l| l.trim().strip_prefix("score: "))
        .map(|s| s.parse::<u32>().unwrap())
        .sum();
    assert_eq!(total, 100, "{config}");
    assert!(
        config.starts_with("1.in:\n  timeLimit: 2000\n  memoryLimit: 1048576\n  score: 0\n  subtaskId: 0\n"),
        "{config}"
    );
    // Polygon: groups with points, solutions with their tags.
    let polygon = scratch("polygon");
    let out = package(&words, "polygon", &polygon);
    assert!(out.status.success(), "{}", stderr(&out));
    let files = tree(&polygon);
    let tags = text(&files["solutions/tags.txt"]);
    assert!(tags.contains("model.cpp MA\nbrute.cpp TL\nwrong.cpp WA\n"), "{tags}");
    let groups = text(&files["tests/groups.txt"]);
    let points: u32 = groups
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.split(' ').nth(2).unwrap().parse::<u32>().unwrap())
        .sum();
    assert_eq!(points, 100, "{groups}");
    // DOMjudge: the pictures inside problem.html, which it shows alone.
    let domjudge = scratch("domjudge");
    let out = package(&words, "domjudge", &domjudge);
    assert!(out.status.success(), "{}", stderr(&out));
    let zip = unzip(&domjudge.join("cli-setter-domjudge.zip"));
    let html = text(&zip["problem.html"]);
    assert!(
        html.contains("<svg") && !html.contains("<img src=\"rule.svg\""),
        "{html}"
    );
    assert!(zip.contains_key("submissions/time_limit_exceeded/brute.cpp"));
}

#[test]
fn variants_that_cannot_be_fair_are_refused_and_nothing_is_written() {
    let cases: [(&[&str], i32, &str); 12] = [
        (
            &["--moves", "swap", "--size", "5x5", "--unsolvable-tests"],
            4,
            "every board of this variant reaches the goal",
        ),
        (
            &["--moves", "plus", "--states", "4", "--size", "6x6"],
            4,
            "must be 2, 3, 5 or 7",
        ),
        (&["--moves", "plus", "--size", "5x5"], 4, "2^25 press sets"),
        (&["--moves", "plus", "--size", "20x20"], 4, "at most 144"),
        (&["--moves", "swap", "--size", "4x4"], 4, "more than 16 cells"),
        (&["--moves", "slide", "--size", "4x4"], 4, "8 or 9 cells"),
        (&["--moves", "knight", "--size", "6x6"], 4, "5x5 with its goal"),
        (
            &["--moves", "buttons:b.txt", "--size", "6x6"],
            4,
            "a buttons file names the cells of one board size",
        ),
        (
            &["--moves", "plus", "--goal", "0101", "--size", "6x6"],
            4,
            "a problem's goal is zeros, ones or uniform",
        ),
        // A torus whose presses that change nothing number 2^24: the model
        // solution could not walk them for the fewest presses in time.
        (
            &["--moves", "stencil:.#./#.#/.#.", "--wrap", "--size", "12x12"],
            4,
            "the presses that change nothing number 16777216",
        ),
        (&["--moves", "plux", "--size", "6x6"], 2, "unknown move rule"),
        (&["--moves", "plus", "--size", "6by6"], 2, "--size: expected ROWSxCOLS"),
    ];
    for (words, code, says) in cases {
        let out_dir = scratch("refused");
        let out = package(words, "luogu", &out_dir);
        assert_eq!(out.status.code(), Some(code), "{words:?}: {}", stderr(&out));
        assert!(stderr(&out).contains(says), "{words:?}: {}", stderr(&out));
        assert!(!out_dir.exists(), "{words:?}: nothing written");
    }
    // A problem's name and a puzzle's words, or --count with a puzzle.
    let out_dir = scratch("mixed");
    let out = package(&["poj1753", "--moves", "plus"], "luogu", &out_dir);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("--moves is for a problem of your own"),
        "{}",
        stderr(&out)
    );
    let out = package(&["--moves", "swap", "--size", "5x5", "--count", "3"], "luogu", &out_dir);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("--count is for the nine judge problems"),
        "{}",
        stderr(&out)
    );
    let out = package(&[], "luogu", &out_dir);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("--moves RULE and --size RxC"), "{}", stderr(&out));
    // In Chinese too.
    let out = gridsolve(
        &[
            "--lang",
            "zh",
            "package",
            "--moves",
            "slide",
            "--size",
            "2x2",
            "--format",
            "luogu",
            "--out",
            out_dir.to_str().unwrap(),
        ],
        b"",
    );
    assert_eq!(out.status.code(), Some(4));
    assert!(stderr(&out).contains("滑块题有 8 或 9 个格子"), "{}", stderr(&out));
}

/// A title with a newline, quotes, a backslash and markup stays one harmless
/// line in problem.yaml, domjudge-problem.ini and the HTML statement.
#[test]
fn a_hostile_title_cannot_break_the_files_it_goes_into() {
    let out_dir = scratch("hostile").join("swap");
    let words = [&SWAP[..], &["--title", "Swaps\"\nuuid: evil\\ <script>"]].concat();
    let out = package(&words, "kattis", &out_dir);
    assert!(out.status.success(), "{}", stderr(&out));
    let yaml = text(&tree(&out_dir)["problem.yaml"]);
    assert_eq!(yaml.lines().filter(|l| l.starts_with("uuid:")).count(), 1, "{yaml}");
    assert!(yaml.contains("  en: \"Swaps' uuid: evil/  script\"\n"), "{yaml}");
    let dj = scratch("hostile-dj").join("swap");
    let out = package(&words, "domjudge", &dj);
    assert!(out.status.success(), "{}", stderr(&out));
    let zip = unzip(&dj.join("swap.zip"));
    assert_eq!(text(&zip["domjudge-problem.ini"]).lines().count(), 2);
    assert!(!text(&zip["problem.html"]).contains("<script>"));
}

/// The title's changes are said on stderr; a blank title is refused.
#[test]
fn a_changed_title_is_said_and_a_blank_one_refused() {
    let out_dir = scratch("said").join("swap");
    let words = [&SWAP[..], &["--title", "A \"quoted\" title"]].concat();
    let out = package(&words, "kattis", &out_dir);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("--title: the title is written as 'A 'quoted' title'"),
        "{}",
        stderr(&out)
    );
    for blank in ["", "   ", "\n\t"] {
        let out_dir = scratch("blank").join("swap");
        let words = [&SWAP[..], &["--title", blank]].concat();
        let out = package(&words, "kattis", &out_dir);
        assert_eq!(out.status.code(), Some(2), "{blank:?}: {}", stderr(&out));
        assert!(stderr(&out).contains("--title is empty"), "{}", stderr(&out));
        assert!(!out_dir.exists(), "{blank:?}: a package was written");
    }
}

/// The wrong solution is wrong on the package's own tests: for a whole
/// row-and-column pattern, wrapping round the edges changes nothing, so the
/// greedy is chosen; for one cell of two states no mistake fails, and the
/// package has no wrong solution rather than a right one tagged WA.
#[test]
fn the_wrong_solution_is_one_that_fails_or_none() {
    let cross = scratch("wrong-cross").join("cross");
    let out = package(&["--moves", "cross", "--size", "7x9"], "kattis", &cross);
    assert!(out.status.success(), "{}", stderr(&out));
    let files = tree(&cross);
    let wrong = text(&files["submissions/wrong_answer/wrong.cpp"]);
    assert!(wrong.contains("#define WRONG_LIT_CELLS 1\n"), "{}", &wrong[..300]);
    assert!(!wrong.contains("#define WRONG_WRAP"));
    let readme = text(&files["gridsolve-problem.txt"]);
    assert!(
        readme.contains("wrong.cpp: WA, WA (WA); greedy: each cell pressed until it is right, the pattern ignored\n"),
        "{readme}"
    );
    // The setter's notes are in the command line's language; the programs
    // and their comments are the same bytes in either.
    let chinese = scratch("wrong-cross-zh").join("cross");
    let out = package(
        &["--moves", "cross", "--size", "7x9", "--lang", "zh"],
        "kattis",
        &chinese,
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let files_zh = tree(&chinese);
    let notes = text(&files_zh["gridsolve-problem.txt"]);
    for said in [
        "由 gridsolve package --moves cross --size 7x9 --seed 0 生成",
        "\n子任务：\n  1：",
        "\n测试数据：\n",
        "\n解法（在子任务 1、子任务 2 上的预期结果）：\n",
        "model.cpp: AC, AC (AC); Z_K 上的高斯-约旦消元，再遍历零空间找出按键最少的解\n",
        "wrong.cpp: WA, WA (WA); 贪心：每个格子按到对为止，不管图案\n",
    ] {
        assert!(notes.contains(said), "{said:?} in {notes}");
    }
    assert!(!notes.contains("cases a file") && !notes.contains("greedy"), "{notes}");
    assert_eq!(
        files_zh["submissions/wrong_answer/wrong.cpp"],
        files["submissions/wrong_answer/wrong.cpp"]
    );

    let single = scratch("wrong-single").join("single");
    let out = package(&["--moves", "stencil:#", "--size", "6x6"], "polygon", &single);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("no wrong solution in this package"),
        "{}",
        stderr(&out)
    );
    let files = tree(&single);
    assert!(!files.keys().any(|k| k.contains("wrong")), "{:?}", files.keys());
    let tags = text(&files["solutions/tags.txt"]);
    assert!(!tags.contains("wrong.cpp"), "{tags}");
}
