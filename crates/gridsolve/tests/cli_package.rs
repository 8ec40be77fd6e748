//! `gridsolve package` and `gridsolve export`: layouts, determinism, and
//! refusals. (The packages' contents are judged by the platforms' own tools
//! in scripts/judgekit-test.sh and by tests/judgekit.rs.)

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use common::{run as gridsolve, stderr, tree};

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("cli-package-{name}"));
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_file(&dir);
    dir
}

fn package(problem: &str, format: &str, out: &Path, extra: &[&str]) -> std::process::Output {
    let mut args = vec!["package", problem, "--format", format, "--out", out.to_str().unwrap()];
    args.extend(extra);
    gridsolve(&args, b"")
}

#[test]
fn luogu_layout_is_numbered_and_the_same_for_a_seed() {
    let (a, b, c) = (scratch("luogu-a"), scratch("luogu-b"), scratch("luogu-c"));
    for (dir, seed) in [(&a, "5"), (&b, "5"), (&c, "6")] {
        let out = package("p1225", "luogu", dir, &["--count", "4", "--seed", seed]);
        assert!(out.status.success(), "{}", stderr(&out));
    }
    let files = tree(&a);
    let names: Vec<&str> = files.keys().map(String::as_str).collect();
    assert_eq!(
        names,
        [
            "1.in",
            "1.out",
            "2.in",
            "2.out",
            "3.in",
            "3.out",
            "4.in",
            "4.out",
            "5.in",
            "5.out",
            "checker.cpp",
            "gridsolve-package.txt"
        ]
    );
    assert_eq!(files["1.in"], b"1111\n0000\n1110\n0010\n1010\n0101\n1010\n0101\n");
    assert_eq!(files["1.out"], b"4\n1222\n1424\n3242\n4344\n");
    // The hardest boards first: 20 swaps.
    assert!(
        files["2.out"].starts_with(b"20\n"),
        "{:?}",
        String::from_utf8_lossy(&files["2.out"])
    );
    // The last file holds 20 cases: 20 counts among its lines.
    assert_eq!(files["5.in"].iter().filter(|&&b| b == b'\n').count(), 20 * 8);
    assert!(String::from_utf8_lossy(&files["checker.cpp"]).contains("registerTestlibCmd"));
    assert!(!String::from_utf8_lossy(&files["checker.cpp"]).contains("gridsolve_judge.h\""));
    assert_eq!(tree(&a), tree(&b), "same seed, same bytes");
    assert_ne!(tree(&a), tree(&c), "another seed, other tests");
}

#[test]
fn polygon_and_hydro_layouts() {
    let dir = scratch("polygon");
    let out = package("poj1753", "polygon", &dir, &["--count", "2"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let names: Vec<String> = tree(&dir).into_keys().collect();
    for name in [
        "checker.cpp",
        "validator.cpp",
        "tests/01",
        "tests/01.a",
        "tests/03",
        "tests/03.a",
    ] {
        assert!(names.iter().any(|n| n == name), "{name} missing from {names:?}");
    }

    let (a, b) = (scratch("hydro-a"), scratch("hydro-b"));
    for dir in [&a, &b] {
        let out = package("poj2965", "hydro", dir, &["--count", "3"]);
        assert!(out.status.success(), "{}", stderr(&out));
    }
    let zip = std::fs::read(a.join("poj2965.zip")).unwrap();
    assert_eq!(
        zip,
        std::fs::read(b.join("poj2965.zip")).unwrap(),
        "zips are byte for byte the same"
    );
    let text = String::from_utf8_lossy(&zip);
    for name in [
        "poj2965/testdata/config.yaml",
        "poj2965/testdata/chk.cc",
        "poj2965/testdata/4.out",
        "poj2965/problem_zh.md",
    ] {
        assert!(text.contains(name), "{name} missing from the zip");
    }
}

#[test]
fn bad_requests_are_refused_with_a_reason() {
    let dir = scratch("refused");
    let out = package("p1225", "luogu", &dir, &["--count", "0"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(stderr(&out), "gridsolve: --count must be 1 to 1000, found 0\n");
    // In Chinese too (it was English whatever the language).
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_gridsolve"))
        .args([
            "--lang", "zh", "package", "p1225", "--format", "luogu", "--count", "0", "--out",
        ])
        .arg(&dir)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("--count 必须在 1 到 1000 之间，这里是 0"),
        "{}",
        stderr(&out)
    );

    // Without testlib.h (no --testlib, no TESTLIB_DIR), in either language.
    for (lang, said) in [
        (
            "en",
            "gridsolve: this format ships testlib.h: give its directory with --testlib DIR or TESTLIB_DIR\n",
        ),
        (
            "zh",
            "gridsolve: 这种格式要附带 testlib.h：用 --testlib DIR 或 TESTLIB_DIR 给出它所在的目录\n",
        ),
    ] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_gridsolve"))
            .args(["--lang", lang, "package", "p1225", "--format", "kattis", "--out"])
            .arg(&dir)
            .env_remove("TESTLIB_DIR")
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2));
        assert_eq!(stderr(&out), said);
    }

    let out = gridsolve(&["export", "checker", "p9999"], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).starts_with("gridsolve: unknown problem 'p9999': expected one of poj1753, poj2965, p1225, p4289"),
        "{}",
        stderr(&out)
    );
}

/// Every file of a zip: its bytes and its Unix mode.
fn unzip(path: &Path) -> BTreeMap<String, (Vec<u8>, u32)> {
    let mut archive = zip::ZipArchive::new(std::fs::File::open(path).unwrap()).unwrap();
    let mut files = BTreeMap::new();
    for i in 0..archive.len() {
        let mut file = archive.by_index(i).unwrap();
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut file, &mut bytes).unwrap();
        let mode = file.unix_mode().unwrap_or(0) & 0o777;
        files.insert(file.name().to_string(), (bytes, mode));
    }
    files
}

/// A directory holding a stand-in testlib.h: the layouts below only copy it.
fn fake_testlib(name: &str) -> PathBuf {
    let dir = scratch(name);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("testlib.h"), "// testlib.h stand-in\n").unwrap();
    dir
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

#[test]
fn kattis_statements_leave_the_samples_to_the_judge_and_name_the_original_source() {
    // Problem format 2023-07 ("Problem statements"): the samples of
    // data/sample are shown after the statement, so a statement's own
    // sample sections would show them twice.
    let testlib = fake_testlib("kattis-testlib");
    for problem in ["poj1753", "poj2965", "p1225", "p4289", "hdu1043"] {
        let dir = scratch(&format!("kattis-{problem}"));
        let out = package(
            problem,
            "kattis",
            &dir,
            &["--count", "1", "--testlib", testlib.to_str().unwrap()],
        );
        assert!(out.status.success(), "{}", stderr(&out));
        let files = tree(&dir);
        for statement in ["statement/problem.en.md", "statement/problem.zh.md"] {
            let statement = text(&files[statement]);
            assert!(!statement.contains("## Sample"), "{problem}: {statement}");
            assert!(!statement.contains("## 样例"), "{problem}: {statement}");
            assert!(
                statement.contains("## "),
                "{problem}: the statement keeps its other sections"
            );
        }
        let yaml = text(&files["problem.yaml"]);
        assert!(yaml.contains("source:\n  name: \""), "{yaml}");
        assert!(yaml.contains("  url: http"), "{yaml}");
        assert!(!yaml.contains("credits"), "{yaml}");
        assert!(!yaml.contains("name: \"gridsolve"), "{yaml}");
    }
}

#[test]
fn domjudge_zip_holds_only_documented_ini_keys_an_html_statement_and_a_built_checker() {
    let testlib = fake_testlib("domjudge-testlib");
    let dir = scratch("domjudge");
    let out = package(
        "poj1753",
        "domjudge",
        &dir,
        &["--count", "2", "--testlib", testlib.to_str().unwrap()],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let files = unzip(&dir.join("poj1753.zip"));
    // The keys DOMjudge's manual lists for domjudge-problem.ini
    // (doc/manual/problem-format.rst in domjudge/domjudge).
    const DOCUMENTED: [&str; 8] = [
        "name",
        "allow_submit",
        "allow_judge",
        "timelimit",
        "special_run",
        "special_compare",
        "points",
        "color",
    ];
    let ini = text(&files["domjudge-problem.ini"].0);
    for line in ini.lines() {
        let key = line.split('=').next().unwrap().trim();
        assert!(DOCUMENTED.contains(&key), "undocumented key {key:?} in {ini}");
    }
    assert!(ini.contains("name = \"Flip Game\""), "{ini}");
    // DOMjudge shows pdf, html or txt statements: the html has both
    // languages and the sample.
    let html = text(&files["problem.html"].0);
    assert!(html.starts_with("<!doctype html>"), "{html}");
    assert!(
        html.contains("<section lang=\"en\">") && html.contains("<section lang=\"zh\">"),
        "{html}"
    );
    assert!(html.contains("Sample input") && html.contains("样例输入"), "{html}");
    assert!(!files.keys().any(|name| name.ends_with(".md")), "{:?}", files.keys());
    // The output validator is built by its own script, which must stay executable.
    let (build, mode) = &files["output_validators/checker/build"];
    assert_eq!(*mode, 0o755);
    assert!(text(build).contains("-o run validator.cpp"), "{}", text(build));
    for name in [
        "output_validators/checker/validator.cpp",
        "output_validators/checker/testlib.h",
        "input_validators/validator/validator.cpp",
        "data/sample/1.in",
        "data/secret/02.ans",
    ] {
        assert!(files.contains_key(name), "{name} missing from {:?}", files.keys());
    }
}

#[test]
fn hydro_zip_uses_subtasks_a_pid_both_titles_and_statements_with_samples() {
    // Hydro's testdata documentation (docs/Testdata.md in hydro-dev/Hydro):
    // `subtasks:` is the current form; a top-level `cases:` the deprecated one.
    let dir = scratch("hydro-structure");
    let out = package("p4289", "hydro", &dir, &["--count", "2"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let files = unzip(&dir.join("p4289.zip"));
    let config = text(&files["p4289/testdata/config.yaml"].0);
    assert!(config.contains("\nsubtasks:\n  - score: 100\n"), "{config}");
    assert!(!config.lines().any(|line| line.starts_with("cases:")), "{config}");
    assert!(config.contains("checker_type: testlib\nchecker: chk.cc\n"), "{config}");
    // Every test named in config.yaml is in the zip, and only those.
    let named: Vec<&str> = config
        .lines()
        .filter_map(|line| {
            line.trim()
                .strip_prefix("- input: ")
                .or_else(|| line.trim().strip_prefix("output: "))
        })
        .collect();
    assert_eq!(named.len(), 2 * 3, "{config}");
    for name in named {
        assert!(files.contains_key(&format!("p4289/testdata/{name}")), "{name}");
    }
    let yaml = text(&files["p4289/problem.yaml"].0);
    assert!(yaml.starts_with("pid: P4289\n"), "{yaml}");
    let title = yaml.lines().find(|line| line.starts_with("title: ")).unwrap();
    assert!(title.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)), "{title}");
    assert!(title.chars().any(|c| c.is_ascii_alphabetic()), "{title}");
    // Hydro does not add samples: the statements carry them.
    assert!(text(&files["p4289/problem_en.md"].0).contains("## Sample input"));
    assert!(text(&files["p4289/problem_zh.md"].0).contains("## 样例输入"));
}

#[test]
fn dmoj_directory_names_every_test_and_bridges_the_testlib_checker() {
    // The DMOJ judge reads PROBLEM/init.yml (docs.dmoj.ca, "Problem format";
    // the `bridged` checker with `type: testlib`, "Checkers"); the judge
    // itself runs these packages in scripts/judgekit-test.sh.
    let testlib = fake_testlib("dmoj-testlib");
    let dir = scratch("dmoj");
    let out = package(
        "p1379",
        "dmoj",
        &dir,
        &["--count", "3", "--testlib", testlib.to_str().unwrap()],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let files = tree(&dir);
    let init = text(&files["init.yml"]);
    assert!(
        init.contains(
            "checker:\n  name: bridged\n  args:\n    files: [checker.cpp, testlib.h]\n    lang: CPP17\n    type: testlib\n"
        ),
        "{init}"
    );
    assert_eq!(files["testlib.h"], b"// testlib.h stand-in\n");
    assert!(text(&files["checker.cpp"]).contains("registerTestlibCmd"));
    // The sample and the three secret tests, each named once, in order,
    // with both of its files present; nothing else is data.
    let listed: Vec<&str> = init.lines().filter(|line| line.starts_with("- {in: ")).collect();
    assert_eq!(listed.len(), 4, "{init}");
    for (i, line) in listed.iter().enumerate() {
        let n = i + 1;
        assert_eq!(*line, format!("- {{in: p1379.{n}.in, out: p1379.{n}.out, points: 1}}"));
        assert!(files.contains_key(&format!("p1379.{n}.in")) && files.contains_key(&format!("p1379.{n}.out")));
    }
    let data = files
        .keys()
        .filter(|name| name.ends_with(".in") || name.ends_with(".out"));
    assert_eq!(data.count(), 8, "{:?}", files.keys());
    assert!(text(&files["statement/zh.md"]).contains("样例"));
    // Without testlib.h the package cannot be judged: refused.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_gridsolve"))
        .args(["package", "p1379", "--format", "dmoj", "--out", dir.to_str().unwrap()])
        .env_remove("TESTLIB_DIR")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("--testlib DIR or TESTLIB_DIR"),
        "{}",
        stderr(&out)
    );
}

/// Every format, with the flags that make a small package of `problem`.
fn every_format(testlib: &Path) -> Vec<(&'static str, Vec<String>)> {
    let with_testlib = || vec!["--testlib".to_string(), testlib.to_str().unwrap().to_string()];
    vec![
        ("kattis", with_testlib()),
        ("domjudge", with_testlib()),
        ("dmoj", with_testlib()),
        ("hydro", vec![]),
        ("luogu", vec![]),
        ("polygon", vec![]),
    ]
}

fn package_with(problem: &str, format: &str, out: &Path, count: &str, extra: &[String]) -> std::process::Output {
    let mut args: Vec<&str> = vec!["--count", count];
    args.extend(extra.iter().map(String::as_str));
    package(problem, format, out, &args)
}

/// Issue 38: a package written over an earlier one kept the earlier one's
/// files (POJ 2965's Kattis package held 7 of POJ 1753's secret tests). Now
/// the second package is exactly what it would be in a new folder.
#[test]
fn a_package_over_an_earlier_one_keeps_none_of_its_files() {
    let testlib = fake_testlib("stale-testlib");
    for (format, extra) in every_format(&testlib) {
        let over = scratch(&format!("stale-{format}"));
        let fresh = scratch(&format!("stale-{format}-fresh"));
        let out = package_with("poj1753", format, &over, "10", &extra);
        assert!(out.status.success(), "{format}: {}", stderr(&out));
        let out = package_with("poj2965", format, &over, "3", &extra);
        assert!(out.status.success(), "{format}: {}", stderr(&out));
        let out = package_with("poj2965", format, &fresh, "3", &extra);
        assert!(out.status.success(), "{format}: {}", stderr(&out));
        let (over_files, fresh_files) = (tree(&over), tree(&fresh));
        assert_eq!(
            over_files.keys().collect::<Vec<_>>(),
            fresh_files.keys().collect::<Vec<_>>(),
            "{format}: the files of the package written over poj1753's"
        );
        assert_eq!(over_files, fresh_files, "{format}: the same bytes as in a new folder");
        assert!(
            over_files.contains_key("gridsolve-package.txt"),
            "{format}: the package is stamped as ours"
        );
        // Nothing beside --out is left from the writing.
        let beside: Vec<String> = std::fs::read_dir(over.parent().unwrap())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|name| name.contains(".gridsolve-"))
            .collect();
        assert!(beside.is_empty(), "{format}: left beside --out: {beside:?}");
    }
}

/// Issue 38: every file of every format was written through a symbolic link
/// planted in an existing --out, overwriting what the link pointed to. Now a
/// link in an earlier package is thrown away with it, a link at --out is
/// refused (and with --force replaced, not followed), and no target changes.
#[cfg(unix)]
#[test]
fn links_planted_in_out_are_never_written_through() {
    use std::os::unix::fs::symlink;
    let testlib = fake_testlib("link-testlib");
    for (format, extra) in every_format(&testlib) {
        let out_dir = scratch(&format!("link-{format}"));
        let victims = scratch(&format!("link-{format}-victims"));
        std::fs::create_dir_all(&victims).unwrap();
        let out = package_with("poj1753", format, &out_dir, "2", &extra);
        assert!(out.status.success(), "{format}: {}", stderr(&out));
        // Every file of the package but its stamp becomes a link to a victim
        // file of its own: the folder is still ours, so it is replaced whole.
        let names: Vec<String> = tree(&out_dir)
            .into_keys()
            .filter(|name| name != "gridsolve-package.txt")
            .collect();
        assert!(!names.is_empty(), "{format}: {names:?}");
        let plant = |names: &[String]| {
            for (i, name) in names.iter().enumerate() {
                let victim = victims.join(format!("victim-{i}"));
                std::fs::write(&victim, b"precious").unwrap();
                let path = out_dir.join(name);
                std::fs::remove_file(&path).unwrap();
                symlink(&victim, &path).unwrap();
            }
        };
        let victims_untouched = |names: &[String]| {
            for (i, name) in names.iter().enumerate() {
                assert_eq!(
                    std::fs::read(victims.join(format!("victim-{i}"))).unwrap(),
                    b"precious",
                    "{format}: victim {i} was written through the link {name}"
                );
                let meta = std::fs::symlink_metadata(out_dir.join(name)).unwrap();
                assert!(meta.file_type().is_file(), "{format}: {name} is a regular file now");
            }
        };
        plant(&names);
        let out = package_with("poj1753", format, &out_dir, "2", &extra);
        assert!(out.status.success(), "{format}: {}", stderr(&out));
        victims_untouched(&names);

        // A stamp that is a link is not ours: refused, then with --force
        // replaced whole, and still nothing is written through a link.
        let mut all = names.clone();
        all.push("gridsolve-package.txt".into());
        plant(&all);
        let out = package_with("poj1753", format, &out_dir, "2", &extra);
        assert_eq!(out.status.code(), Some(3), "{format}: {}", stderr(&out));
        assert!(stderr(&out).contains("--force"), "{format}: {}", stderr(&out));
        let forced = [extra.clone(), vec!["--force".into()]].concat();
        let out = package_with("poj1753", format, &out_dir, "2", &forced);
        assert!(out.status.success(), "{format}: {}", stderr(&out));
        victims_untouched(&all);

        // A link at --out itself: refused, then with --force the link is
        // replaced by the package and the folder it pointed to is untouched.
        let link = scratch(&format!("link-{format}-out"));
        let pointed = scratch(&format!("link-{format}-pointed"));
        std::fs::create_dir_all(&pointed).unwrap();
        std::fs::write(pointed.join("keep.txt"), b"mine").unwrap();
        symlink(&pointed, &link).unwrap();
        let out = package_with("poj1753", format, &link, "1", &extra);
        assert_eq!(out.status.code(), Some(3), "{format}: {}", stderr(&out));
        assert!(stderr(&out).contains("symbolic link"), "{format}: {}", stderr(&out));
        let out = package_with("poj1753", format, &link, "1", &forced);
        assert!(out.status.success(), "{format}: {}", stderr(&out));
        assert!(!std::fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
        assert_eq!(
            tree(&pointed).into_keys().collect::<Vec<_>>(),
            ["keep.txt"],
            "{format}: nothing written where the link pointed"
        );
    }
}

#[test]
fn a_folder_of_other_files_is_refused_and_replaced_only_with_force() {
    let dir = scratch("foreign");
    std::fs::create_dir_all(dir.join("notes")).unwrap();
    std::fs::write(dir.join("notes/todo.txt"), b"mine").unwrap();
    let out = package("poj1753", "luogu", &dir, &["--count", "1"]);
    assert_eq!(out.status.code(), Some(3), "{}", stderr(&out));
    assert_eq!(
        stderr(&out),
        format!(
            "gridsolve: --out {} is a folder of other files (it holds no gridsolve-package.txt, the mark of a package \
             gridsolve wrote); give a new or empty folder, or add --force to replace it whole\n",
            dir.display()
        )
    );
    assert_eq!(
        tree(&dir).into_keys().collect::<Vec<_>>(),
        ["notes/todo.txt"],
        "untouched"
    );
    let out = package("poj1753", "luogu", &dir, &["--count", "1", "--force"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let names: Vec<String> = tree(&dir).into_keys().collect();
    assert!(!names.iter().any(|n| n.starts_with("notes")), "{names:?}");
    assert!(names.iter().any(|n| n == "checker.cpp"), "{names:?}");

    // A file at --out, and --out that names no folder.
    let file = scratch("foreign-file");
    std::fs::write(&file, b"x").unwrap();
    let out = package("poj1753", "luogu", &file, &["--count", "1"]);
    assert_eq!(out.status.code(), Some(3), "{}", stderr(&out));
    assert!(stderr(&out).contains("is a file, not a folder"), "{}", stderr(&out));
    assert_eq!(std::fs::read(&file).unwrap(), b"x");
    let out = package("poj1753", "luogu", Path::new("."), &["--count", "1"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    assert!(stderr(&out).contains("name the package's folder"), "{}", stderr(&out));

    // A bad request changes nothing: an earlier package stays as it was.
    let kept = scratch("kept");
    let out = package("poj1753", "luogu", &kept, &["--count", "2"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let before = tree(&kept);
    let out = package("poj1753", "luogu", &kept, &["--count", "0"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(tree(&kept), before);
}
