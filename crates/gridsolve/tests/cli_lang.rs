//! The command line in 中文: `--lang zh` or a Chinese locale words the help
//! in Chinese, `--lang en` keeps English whatever the locale, and the
//! judges' outputs are the same bytes in both (they are the judges' formats).

#[path = "../../gridsolve-core/tests/source_graph/mod.rs"]
#[allow(dead_code)]
mod source_graph;

use std::process::{Command, Output, Stdio};

use gridsolve_core::locale::message_ids;

fn gridsolve(args: &[&str], env: &[(&str, &str)], input: &str) -> Output {
    use std::io::Write;
    let mut command = Command::new(env!("CARGO_BIN_EXE_gridsolve"));
    command
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (name, value) in env {
        command.env(name, value);
    }
    let mut child = command.spawn().unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

fn stdout(output: &Output) -> String {
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8(output.stdout.clone()).unwrap()
}

#[test]
fn the_help_is_chinese_with_the_flag_or_the_locale() {
    let by_flag = stdout(&gridsolve(&["--lang", "zh", "solve", "--help"], &[], ""));
    assert!(
        by_flag.starts_with("求解任意大小的开关、交换、滑块或骑士谜题"),
        "{by_flag}"
    );
    assert!(by_flag.contains("用法：gridsolve solve"), "{by_flag}");
    assert!(by_flag.contains("移动规则：plus、cross"), "{by_flag}");
    assert!(
        by_flag.contains("-h, --help") && by_flag.contains("打印帮助"),
        "{by_flag}"
    );
    let by_locale = stdout(&gridsolve(&["solve", "--help"], &[("LANG", "zh_CN.UTF-8")], ""));
    assert_eq!(by_locale, by_flag);
    let top = stdout(&gridsolve(&["--help"], &[("LC_ALL", "zh_TW.UTF-8")], ""));
    assert!(top.contains("对拍：在生成的数据上运行选手程序"), "{top}");
    assert!(top.contains("命令"), "{top}");
}

#[test]
fn english_stays_english() {
    let plain = stdout(&gridsolve(&["solve", "--help"], &[], ""));
    assert!(
        plain.starts_with("Solve any toggle, swap, sliding or knight puzzle"),
        "{plain}"
    );
    let flag_wins = stdout(&gridsolve(
        &["--lang", "en", "solve", "--help"],
        &[("LANG", "zh_CN.UTF-8")],
        "",
    ));
    assert_eq!(flag_wins, plain);
    let other_locale = stdout(&gridsolve(&["solve", "--help"], &[("LANG", "de_DE.UTF-8")], ""));
    assert_eq!(other_locale, plain);
}

#[test]
fn the_judges_outputs_do_not_change_with_the_language() {
    let sample = "bwwb\nbbwb\nbwwb\nbwww\n";
    for args in [
        &["poj1753"][..],
        &["--lang", "zh", "poj1753"],
        &["poj1753", "--lang", "zh"],
    ] {
        assert_eq!(stdout(&gridsolve(args, &[], sample)), "4\n", "{args:?}");
    }
    assert_eq!(
        stdout(&gridsolve(&["poj1753"], &[("LANG", "zh_CN.UTF-8")], sample)),
        "4\n"
    );
    let json = stdout(&gridsolve(
        &["--lang", "zh", "solve", "--moves", "plus", "--format", "json", "-"],
        &[],
        "10\n01\n",
    ));
    assert_eq!(
        json,
        stdout(&gridsolve(
            &["solve", "--moves", "plus", "--format", "json", "-"],
            &[],
            "10\n01\n"
        ))
    );
}

#[test]
fn a_language_that_is_not_offered_is_refused() {
    let out = gridsolve(&["--lang", "fr", "demo"], &[], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("[possible values: en, zh]"));
}

fn stderr(output: &Output) -> String {
    assert!(!output.status.success(), "expected a refusal");
    String::from_utf8(output.stderr.clone()).unwrap()
}

#[test]
fn reports_are_chinese_with_the_flag_and_english_without() {
    let board = "bwwb\nbbwb\nbwwb\nbwww\n";
    let zh = stdout(&gridsolve(
        &["--lang", "zh", "solve", "--moves", "plus", "--explain"],
        &[],
        board,
    ));
    assert!(
        zh.starts_with("可解：是\n步数：4（已证明最少）\n按键：按 (1, 1)，"),
        "{zh}"
    );
    assert!(zh.contains("  起点  ") && zh.contains("每格按的次数："), "{zh}");
    assert!(zh.contains("零化度：4（2^4 种按法不改变棋盘）\n算法：linear\n"), "{zh}");
    let en = stdout(&gridsolve(&["solve", "--moves", "plus", "--explain"], &[], board));
    assert!(
        en.starts_with("solvable: yes\nmoves: 4 (proven minimum)\npresses: press (1, 1), "),
        "{en}"
    );
    // The same drawing, cell for cell: only the words differ.
    let cells = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|l| l.contains("[w]") || l.contains(" b "))
            .map(str::to_string)
            .collect()
    };
    assert_eq!(cells(&zh), cells(&en));

    let slide = stdout(&gridsolve(
        &["--lang", "zh", "solve", "--moves", "slide"],
        &[("LANG", "zh_CN.UTF-8")],
        "1 2 3\n4 0 6\n7 5 8\n",
    ));
    assert!(slide.contains("路径：dr（空格移动的方向"), "{slide}");
    let census = stdout(&gridsolve(
        &["census", "--moves", "plus", "--size", "3x3"],
        &[("LANG", "zh_CN.UTF-8")],
        "",
    ));
    assert!(
        census.starts_with("3x3 plus，目标 全为 0\n棋盘数：512\n可解：512（100.0000%）\n"),
        "{census}"
    );
    assert!(census.contains("上帝之数：9"), "{census}");
}

#[test]
fn refusals_are_chinese_with_the_line_and_column() {
    let bad = stderr(&gridsolve(
        &["--lang", "zh", "solve", "--moves", "plus"],
        &[],
        "01\n0x\n",
    ));
    assert_eq!(
        bad,
        "gridsolve: stdin：第 2 行第 2 列：应为一个格子（'0' 或 '1'、'.' 或 '#'、'w' 或 'b'、'-' 或 '+'），实际是 'x'\n"
    );
    let missing = stderr(&gridsolve(
        &["solve", "--moves", "plus", "no-such-board.txt"],
        &[("LC_ALL", "zh_CN.UTF-8")],
        "",
    ));
    assert_eq!(missing, "gridsolve: 读取 no-such-board.txt：没有这个文件或目录\n");
    let words = stderr(&gridsolve(&["--lang", "zh", "solve", "--moves", "swap"], &[], ""));
    assert_eq!(words, "gridsolve: --moves swap 需要两个棋盘：START TARGET\n");
    let goal = stderr(&gridsolve(
        &["--lang", "zh", "solve", "--moves", "plus", "--goal", "one"],
        &[],
        "01\n",
    ));
    assert!(goal.contains("你是想写 --goal ones 吗？"), "{goal}");
    // clap's own errors, in the bundle's words.
    let typo = stderr(&gridsolve(&["--lang", "zh", "solve", "--movs", "plus"], &[], ""));
    assert!(typo.starts_with("错误：意外的参数 '--movs'"), "{typo}");
    assert!(typo.contains("提示：有一个相近的参数：'--moves'"), "{typo}");
    assert!(typo.contains("更多信息请用 '--help'。"), "{typo}");
    // The same refusal in English keeps its words and exit code.
    let en = gridsolve(&["solve", "--moves", "plus"], &[], "01\n0x\n");
    assert_eq!(
        en.status.code(),
        gridsolve(&["--lang", "zh", "solve", "--moves", "plus"], &[], "01\n0x\n")
            .status
            .code()
    );
    assert!(String::from_utf8_lossy(&en.stderr).starts_with("gridsolve: stdin: line 2, column 2: expected a cell"));
}

#[test]
fn a_checker_speaks_the_judges_protocol_in_english_under_a_chinese_locale() {
    let out = gridsolve(
        &["check", "poj1753", "no-such-input", "-", "-"],
        &[("LANG", "zh_CN.UTF-8")],
        "",
    );
    let message = String::from_utf8_lossy(&out.stderr);
    assert!(!message.contains("读取"), "{message}");
}

/// The Rust sources of the crates that word messages (the WebAssembly
/// module's own refusals too), as one text.
fn sources() -> String {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    ["gridsolve-core/src", "gridsolve/src", "gridsolve-wasm/src"]
        .iter()
        .flat_map(|dir| source_graph::rust_files(&root.join(dir)))
        .map(|path| std::fs::read_to_string(path).unwrap())
        .collect()
}

#[test]
fn every_message_the_code_names_is_in_the_files_and_every_message_is_used() {
    let code = sources().replace("include_str!(", "");
    let en = gridsolve_core::locale::EN_FTL;
    let known = message_ids(en);
    // tr!("id" ...) and words(lang, "id"): each id the code names exists.
    let mut named = Vec::new();
    for marker in ["tr!(\"", "words(lang, \"", "words(self.lang, \""] {
        for part in code.split(marker).skip(1) {
            named.push(part.split('"').next().unwrap());
        }
    }
    let test_only = ["no-such-message"];
    let unknown: Vec<&&str> = named
        .iter()
        .filter(|id| !known.iter().any(|k| k == *id) && !test_only.contains(id))
        .collect();
    assert!(
        unknown.is_empty(),
        "named in the code, missing from locales/en.ftl: {unknown:?}"
    );
    let unused: Vec<&String> = known.iter().filter(|id| !code.contains(&format!("\"{id}\""))).collect();
    assert!(
        unused.is_empty(),
        "in locales/en.ftl, named nowhere in the code: {unused:?}"
    );
    // Chinese for every English message (the core's own test compares arguments too).
    let zh = message_ids(gridsolve_core::locale::ZH_FTL);
    let untranslated: Vec<&String> = known.iter().filter(|id| !zh.contains(id)).collect();
    assert!(untranslated.is_empty(), "no Chinese for {untranslated:?}");
}

#[test]
fn a_judge_commands_input_errors_are_chinese_and_its_answers_unchanged() {
    let input = "bwbw\nwwww\nbbwb\nbwx\n";
    let zh = gridsolve(&["--lang", "zh", "poj1753"], &[], input);
    assert_eq!(
        String::from_utf8_lossy(&zh.stderr),
        "gridsolve: 第 1 组，第 4 行第 3 列：应为 'b' 或 'w'，实际是 'x'\n"
    );
    let en = gridsolve(&["poj1753"], &[], input);
    assert_eq!(
        String::from_utf8_lossy(&en.stderr),
        "gridsolve: case 1, line 4, column 3: expected 'b' or 'w', found 'x'\n"
    );
    assert_eq!(zh.status.code(), en.status.code());
    let duplicate = gridsolve(&["hdu1043"], &[("LANG", "zh_CN.UTF-8")], "1 2 2 x 4 6 7 5 8\n");
    assert!(String::from_utf8_lossy(&duplicate.stderr).contains("数字 '2' 在这组数据中出现了两次"));
}

#[test]
fn the_demo_speaks_chinese_and_keeps_the_judges_outputs() {
    let zh = stdout(&gridsolve(&["--lang", "zh"], &[], ""));
    let en = stdout(&gridsolve(&[], &[], ""));
    assert!(
        zh.contains("输入：\n  bwwb\n") && zh.contains("评测输出：\n  4\n讲解：\n第 1 组：4 步，最少\n"),
        "{zh}"
    );
    assert!(zh.contains("  每枚棋子都是同一种颜色\n"), "{zh}");
    assert!(
        en.contains("judge output:\n  4\nexplained:\ncase 1: 4 moves, the minimum\n"),
        "{en}"
    );
    // Every judge output block is the same bytes in both languages.
    let outputs = |text: &str, heading: &str| -> Vec<String> {
        text.split(heading)
            .skip(1)
            .map(|rest| {
                rest.lines()
                    .skip(1)
                    .take_while(|l| l.starts_with("  "))
                    .collect::<Vec<_>>()
                    .join("\n")
            })
            .collect()
    };
    let (en_out, zh_out) = (outputs(&en, "judge output:"), outputs(&zh, "评测输出："));
    assert_eq!(
        en_out.len(),
        9 + 1,
        "one block per case of the nine samples (P2324's has two)"
    );
    assert_eq!(en_out, zh_out);
}

#[test]
fn a_stress_report_and_its_verdict_are_chinese() {
    let zh = gridsolve(
        &["--lang", "zh", "stress", "poj1753", "--count", "2", "--", "cat"],
        &[],
        "",
    );
    let text = String::from_utf8_lossy(&zh.stdout).into_owned() + &String::from_utf8_lossy(&zh.stderr);
    assert!(text.starts_with("第 1 组（共 2 组）出错：答案错误\n原因："), "{text}");
    assert!(
        text.contains("\n程序输出：\n") && text.contains("\n正确答案：\n"),
        "{text}"
    );
}

/// The lines around the answers: a census's table line with its byte size,
/// a file that cannot be written, and the chosen pattern databases.
#[test]
fn sizes_files_written_and_server_lines_are_chinese_too() {
    let census = gridsolve(
        &[
            "--lang",
            "zh",
            "census",
            "--moves",
            "slide",
            "--size",
            "2x3",
            "--workers",
            "1",
        ],
        &[],
        "",
    );
    assert!(census.status.success());
    assert_eq!(
        String::from_utf8_lossy(&census.stderr),
        "普查：360 个棋盘，每个 2 比特：表占 96 字节；1 个工作线程\n"
    );
    assert!(
        stdout(&census).contains("（每个 2 比特，表占 96 字节）"),
        "{}",
        stdout(&census)
    );
    let missing = std::env::temp_dir()
        .join("gridsolve-no-such-directory")
        .join("checker.cpp");
    let out = gridsolve(
        &[
            "--lang",
            "zh",
            "export",
            "checker",
            "poj1753",
            "-o",
            missing.to_str().unwrap(),
        ],
        &[],
        "",
    );
    assert_eq!(out.status.code(), Some(3), "{}", stderr(&out));
    assert_eq!(
        stderr(&out),
        format!("gridsolve: 写入 {}：没有这个文件或目录\n", missing.display())
    );
    let en = gridsolve(
        &["export", "checker", "poj1753", "-o", missing.to_str().unwrap()],
        &[],
        "",
    );
    assert!(
        stderr(&en).starts_with(&format!("gridsolve: writing {}: ", missing.display())),
        "{}",
        stderr(&en)
    );
}
