//! The command line in 中文: `--lang zh` or a Chinese locale words the help
//! in Chinese, `--lang en` keeps English whatever the locale, and the
//! judges' outputs are the same bytes in both (they are the judges' formats).

use std::process::{Command, Output, Stdio};

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
