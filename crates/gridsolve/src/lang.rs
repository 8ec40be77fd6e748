//! The command line's language: English, or 中文 with `--lang zh` or a
//! Chinese locale (`LC_ALL`, `LC_MESSAGES` or `LANG` starting with `zh`;
//! `--lang en` wins over the locale). The translations are Fluent files
//! (`locales/zh.ftl`, projectfluent.org), one message per subcommand's
//! summary and per argument's help, keyed `COMMAND-ARGUMENT`; the English is
//! the doc comments clap reads, so it has one source. The judges' outputs
//! never change with the language: they are the judges' formats.

use std::ffi::OsString;
use std::sync::atomic::{AtomicU8, Ordering};

use clap::{Arg, ArgAction, Command};
use gridsolve_core::locale::Catalog;

pub use gridsolve_core::locale::Lang;

/// The language this run speaks, chosen in `main` (a command line process
/// speaks one language; the messages of every command read it): 0 English, 1 中文.
static CURRENT: AtomicU8 = AtomicU8::new(0);

/// Sets this run's language. `check` sets English again: a checker's
/// messages are its verdict, which judges and their logs read.
pub fn set_current(lang: Lang) {
    CURRENT.store(u8::from(lang == Lang::Zh), Ordering::Relaxed);
}

/// This run's language: English until `main` chose.
pub fn current() -> Lang {
    if CURRENT.load(Ordering::Relaxed) == 1 {
        Lang::Zh
    } else {
        Lang::En
    }
}

/// A message in this run's language.
pub fn say(text: gridsolve_core::locale::Text) -> String {
    text.render(current())
}

/// The Chinese of the help (the core's messages have their own files).
pub const ZH_FTL: &str = include_str!("../locales/zh.ftl");

/// Which language the arguments and the locale ask for.
pub trait Choose {
    fn choose(args: &[OsString], env: impl Fn(&str) -> Option<String>) -> Lang;
}

impl Choose for Lang {
    /// `--lang en|zh` (or `--lang=...`) among `args`, else the locale's.
    fn choose(args: &[OsString], env: impl Fn(&str) -> Option<String>) -> Lang {
        let mut given = None;
        for (i, arg) in args.iter().enumerate() {
            let arg = arg.to_string_lossy();
            if arg == "--" {
                break;
            }
            if arg == "--lang" {
                given = args.get(i + 1).map(|v| v.to_string_lossy().into_owned());
            } else if let Some(value) = arg.strip_prefix("--lang=") {
                given = Some(value.to_string());
            }
        }
        match given.as_deref() {
            Some("zh") => return Lang::Zh,
            Some("en") => return Lang::En,
            _ => {}
        }
        // POSIX order: LC_ALL, then LC_MESSAGES, then LANG; the first set decides.
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .find_map(|name| env(name).filter(|v| !v.is_empty()));
        match locale {
            Some(l) if l.starts_with("zh") => Lang::Zh,
            _ => Lang::En,
        }
    }
}

/// The help's translations in a language (`None` for English, which is the
/// doc comments), read with the core's Fluent reader.
fn bundle(lang: Lang) -> Option<Catalog> {
    match lang {
        Lang::En => None,
        Lang::Zh => Some(Catalog::parse(ZH_FTL).expect("locales/zh.ftl parses (the tests check it)")),
    }
}

fn message(bundle: &Catalog, key: &str) -> Option<String> {
    bundle.format(key, |_| None)
}

/// The command tree with its help in `lang`: every summary and argument's
/// help from the bundle, and clap's own headings.
pub fn localize(command: Command, lang: Lang) -> Command {
    let Some(bundle) = bundle(lang) else { return command };
    // clap adds --help and --version itself when it builds the tree, worded
    // in English; they are replaced by the same flags in the bundle's words
    // (the tree is not built here: clap indexes the arguments when it builds,
    // and changing them after that would leave the index stale).
    let help = Arg::new("help")
        .short('h')
        .long("help")
        .action(ArgAction::Help)
        .help(message(&bundle, "help-flag").unwrap_or_default())
        .help_heading("选项");
    let get = |key: &str| message(&bundle, key);
    let headings = |cmd: Command| -> Command {
        cmd.help_template("{about-with-newline}\n用法：{usage}\n\n{all-args}{after-help}")
            .subcommand_help_heading("命令")
            .next_help_heading("选项")
    };
    let mut command = headings(command)
        .disable_help_flag(true)
        .disable_version_flag(true)
        .arg(help.clone())
        .arg(
            Arg::new("version")
                .short('V')
                .long("version")
                .action(ArgAction::Version)
                .help(get("version-flag").unwrap_or_default())
                .help_heading("选项"),
        )
        .mut_arg("lang", |arg| {
            arg.help(get("lang-flag").unwrap_or_default()).help_heading("选项")
        });
    if let Some(about) = get("about") {
        command = command.about(about);
    }
    if let Some(after) = get("after-help") {
        command = command.after_help(after);
    }
    let names: Vec<String> = command.get_subcommands().map(|s| s.get_name().to_string()).collect();
    for name in names {
        command = command.mut_subcommand(&name, |mut sub| {
            if let Some(about) = get(&format!("{name}-about")) {
                sub = sub.about(about);
            }
            if let Some(after) = get(&format!("{name}-after-help")) {
                sub = sub.after_help(after);
            }
            let ids: Vec<String> = sub.get_arguments().map(|a| a.get_id().to_string()).collect();
            for id in ids {
                if let Some(text) = get(&format!("{name}-{id}")) {
                    sub = sub.mut_arg(&id, |arg| {
                        let heading = if arg.is_positional() { "参数" } else { "选项" };
                        arg.help(text).help_heading(heading)
                    });
                }
            }
            headings(sub).disable_help_flag(true).arg(help.clone())
        });
    }
    command
}

/// clap's own words (its errors, and the `[default: ...]` lines of the
/// help), which clap writes in English only, with their keys in
/// `locales/zh.ftl`. Longest first, so that no phrase is cut by a shorter one.
const CLAP_PHRASES: &[(&str, &str)] = &[
    (
        "the following required arguments were not provided:",
        "clap-missing-required",
    ),
    ("For more information, try '--help'.", "clap-more-information"),
    ("  tip: a similar argument exists: ", "clap-tip-similar-argument"),
    ("  tip: some similar arguments exist: ", "clap-tip-similar-arguments"),
    ("  tip: a similar subcommand exists: ", "clap-tip-similar-subcommand"),
    (
        "  tip: some similar subcommands exist: ",
        "clap-tip-similar-subcommands",
    ),
    ("' but none was supplied", "clap-but-none-supplied"),
    ("a value is required for '", "clap-value-required"),
    ("unrecognized subcommand '", "clap-unrecognized-subcommand"),
    ("' cannot be used multiple times", "clap-used-multiple-times"),
    ("' cannot be used with '", "clap-cannot-be-used-with"),
    ("unexpected argument '", "clap-unexpected-argument"),
    ("invalid digit found in string", "clap-invalid-digit"),
    ("[possible values: ", "clap-possible-values"),
    ("Possible values:", "clap-possible-values-heading"),
    (
        "Print this message or the help of the given subcommand(s)",
        "clap-help-subcommand",
    ),
    ("  tip: to pass '", "clap-tip-to-pass"),
    ("' as a value, use '", "clap-as-a-value-use"),
    ("number too large to fit in target type", "clap-number-too-large"),
    ("number too small to fit in target type", "clap-number-too-small"),
    ("cannot parse integer from empty string", "clap-empty-number"),
    ("invalid value '", "clap-invalid-value"),
    ("the argument '", "clap-the-argument"),
    ("[default: ", "clap-default"),
    ("[aliases: ", "clap-aliases"),
    ("' found", "clap-found"),
    ("' for '", "clap-for"),
    ("error: ", "clap-error"),
    ("Usage: ", "clap-usage"),
];

/// The help of every possible value that has one (`--protocol cms`,
/// `export checker`), keyed `COMMAND-ARGUMENT-VALUE`, with its English.
fn value_helps(command: &Command) -> Vec<(String, String)> {
    let mut helps = Vec::new();
    for sub in command.get_subcommands() {
        for arg in sub.get_arguments() {
            for value in arg.get_possible_values() {
                if let Some(help) = value.get_help() {
                    let key = format!("{}-{}-{}", sub.get_name(), arg.get_id(), value.get_name());
                    helps.push((key, help.to_string()));
                }
            }
        }
    }
    helps
}

/// An error or help text clap wrote, in `lang`: clap's phrases replaced by
/// the bundle's (the arguments and values it quotes stay as they are), the
/// possible values' help in the bundle's words, headings with a full-width
/// colon and lists of values joined with 、.
pub fn clap_text(text: &str, lang: Lang) -> String {
    let Some(bundle) = bundle(lang) else {
        return text.to_string();
    };
    let mut out = text.to_string();
    for (key, english) in value_helps(&<crate::Cli as clap::CommandFactory>::command()) {
        if let Some(words) = message(&bundle, &key) {
            out = out.replace(&english, &words);
        }
    }
    for (english, key) in CLAP_PHRASES {
        if let Some(words) = message(&bundle, key) {
            out = out.replace(english, &words);
        }
    }
    let opening = message(&bundle, "clap-possible-values").unwrap_or_default();
    out.lines()
        .map(|line| full_width(line, &opening))
        .collect::<Vec<_>>()
        .join("\n")
        + if out.ends_with('\n') { "\n" } else { "" }
}

/// One line of Chinese help: a heading's colon full width (`选项：`), the
/// values of a bracketed list (`[可选值：en, zh]`) joined with 、, and
/// clap's range error (`0 is not in 1..=10`) in Chinese word order.
fn full_width(line: &str, opening: &str) -> String {
    let heading = line
        .strip_suffix(':')
        .filter(|h| !h.is_empty() && !h.starts_with(' ') && !h.is_ascii());
    if let Some(heading) = heading {
        return format!("{heading}：");
    }
    // clap's "error: invalid value 'V' for '--flag <X>': why": the colon
    // before the why, full width.
    let line = &line.replacen(">': ", ">'：", 1);
    if let Some((value, range)) = line.rsplit_once(" is not in ").filter(|_| line.contains("..")) {
        return format!("{value} 不在范围 {range} 内");
    }
    match line.find(opening).filter(|_| !opening.is_empty()) {
        Some(at) => {
            let (before, list) = line.split_at(at + opening.len());
            format!("{before}{}", list.replace(", ", "、"))
        }
        None => line.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    /// Every help text of the command tree by its key: `about`, `after-help`,
    /// `COMMAND-about`, `COMMAND-ARGUMENT`, with its English.
    pub fn help_texts(command: &Command) -> Vec<(String, String)> {
        let mut texts = vec![
            (
                "about".to_string(),
                command.get_about().map(|s| s.to_string()).unwrap_or_default(),
            ),
            (
                "after-help".to_string(),
                command.get_after_help().map(|s| s.to_string()).unwrap_or_default(),
            ),
        ];
        for sub in command.get_subcommands() {
            let name = sub.get_name();
            texts.push((
                format!("{name}-about"),
                sub.get_about().map(|s| s.to_string()).unwrap_or_default(),
            ));
            if let Some(after) = sub.get_after_help() {
                texts.push((format!("{name}-after-help"), after.to_string()));
            }
            for arg in sub.get_arguments() {
                let id = arg.get_id().as_str();
                if id == "help" || id == "version" || id == "lang" {
                    continue;
                }
                texts.push((
                    format!("{name}-{id}"),
                    arg.get_help().map(|s| s.to_string()).unwrap_or_default(),
                ));
            }
        }
        texts
    }

    /// The keys the Chinese file defines.
    pub fn zh_keys() -> Vec<String> {
        gridsolve_core::locale::message_ids(ZH_FTL)
    }

    #[test]
    fn every_help_text_has_its_chinese_and_no_key_is_left_over() {
        let mut english: Vec<String> = help_texts(&crate::Cli::command()).into_iter().map(|(k, _)| k).collect();
        english.extend(value_helps(&crate::Cli::command()).into_iter().map(|(k, _)| k));
        let chinese = zh_keys();
        let missing: Vec<&String> = english.iter().filter(|k| !chinese.contains(k)).collect();
        assert!(missing.is_empty(), "locales/zh.ftl lacks {missing:?}");
        let own = ["help-flag", "version-flag", "lang-flag"];
        let stale: Vec<&String> = chinese
            .iter()
            .filter(|k| !english.contains(k) && !own.contains(&k.as_str()))
            .filter(|k| !CLAP_PHRASES.iter().any(|(_, key)| key == k))
            .collect();
        let clap_missing: Vec<&str> = CLAP_PHRASES
            .iter()
            .map(|(_, key)| *key)
            .filter(|key| !chinese.iter().any(|k| k == key))
            .collect();
        assert!(clap_missing.is_empty(), "locales/zh.ftl lacks clap's {clap_missing:?}");
        assert!(stale.is_empty(), "locales/zh.ftl has keys no help text has: {stale:?}");
        // The file parses, and every message formats without an error.
        let bundle = bundle(Lang::Zh).unwrap();
        for key in &chinese {
            let text = message(&bundle, key).unwrap_or_default();
            assert!(!text.is_empty(), "{key} does not format (an argument in a help text?)");
            assert!(!text.contains('{'), "{key} has an unresolved reference: {text}");
        }
    }

    #[test]
    fn chinese_help_has_full_width_headings_lists_with_the_enumeration_comma_and_no_english_phrase() {
        let help = |args: &[&str]| {
            let error = localize(crate::Cli::command(), Lang::Zh)
                .try_get_matches_from(args)
                .expect_err("help is shown as clap's error");
            clap_text(&error.render().to_string(), Lang::Zh)
        };
        let top = help(&["gridsolve", "--help"]);
        assert!(top.contains("\n命令：\n") && top.contains("\n选项：\n"), "{top}");
        assert!(top.contains("[可选值：en、zh]"), "{top}");
        assert!(!top.contains("Print this message"), "{top}");
        let check = help(&["gridsolve", "check", "--help"]);
        assert!(check.contains("\n参数：\n") && check.contains("可选值："), "{check}");
        assert!(
            !check.contains("Possible values") && !check.contains("CMS's checker"),
            "{check}"
        );
        let export = help(&["gridsolve", "export", "--help"]);
        assert!(!export.contains("The testlib checker"), "{export}");
        let range = help(&["gridsolve", "solve", "--moves", "plus", "--states", "300", "-"]);
        assert!(range.contains("'--states <K>'：300 不在范围 2..=255 内"), "{range}");
        let tip = help(&["gridsolve", "gen", "poj1753", "--count", "-1"]);
        assert!(tip.contains("提示：要把 '-1' 作为值传入，请用 '-- -1'"), "{tip}");
    }

    #[test]
    fn the_flag_wins_over_the_locale_and_the_locale_over_nothing() {
        let args = |list: &[&str]| list.iter().map(OsString::from).collect::<Vec<_>>();
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| pairs.iter().find(|(n, _)| *n == name).map(|(_, v)| v.to_string())
        };
        assert_eq!(Lang::choose(&args(&["solve"]), env(&[])), Lang::En);
        assert_eq!(
            Lang::choose(&args(&["solve"]), env(&[("LANG", "zh_CN.UTF-8")])),
            Lang::Zh
        );
        assert_eq!(
            Lang::choose(
                &args(&["solve"]),
                env(&[("LC_ALL", "en_US.UTF-8"), ("LANG", "zh_CN.UTF-8")])
            ),
            Lang::En,
            "LC_ALL decides before LANG"
        );
        assert_eq!(Lang::choose(&args(&["--lang", "zh", "solve"]), env(&[])), Lang::Zh);
        assert_eq!(
            Lang::choose(&args(&["solve", "--lang=en"]), env(&[("LANG", "zh_TW")])),
            Lang::En
        );
        assert_eq!(
            Lang::choose(&args(&["stress", "--", "prog", "--lang", "zh"]), env(&[])),
            Lang::En,
            "words after -- are the program's"
        );
    }
}
