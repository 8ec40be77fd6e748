//! `gridsolve package --moves ... --size RxC`: a setter's own puzzle as a
//! whole problem. The core decides the problem (gridsolve_core::setter: the
//! subtasks, the tests with proven answers, the statements and pictures),
//! judgekit::setter writes the C++ programs, and this file lays them out as
//! each platform takes them.
//!
//! Formats, as each platform documents them:
//! - Kattis: the problem package format (problemtools' "Problem package
//!   format", version 2023-07-draft as problemtools reads it): submissions
//!   sorted into `accepted/`, `wrong_answer/` and `time_limit_exceeded/`,
//!   which `verifyproblem` runs and holds to their folder's verdict.
//! - DOMjudge: the same layout in a zip with `domjudge-problem.ini` and an
//!   HTML statement (DOMjudge's manual, "Problem package format").
//! - DMOJ: `init.yml` with one batch a subtask (docs.dmoj.ca, "Problem
//!   format": `batched` cases share their `points`), the testlib checker
//!   through the `bridged` checker.
//! - HydroOJ: `testdata/config.yaml` with one entry of `subtasks:` a subtask,
//!   its `score` and `type: min` (hydro-dev/Hydro, docs/Testdata.md), the
//!   pictures in `additional_file/`, named `file://NAME` in the statements.
//! - Luogu: `checker.cpp`, numbered data and `config.yml`, one entry a test
//!   with its `score` and `subtaskId` (Luogu's help, "测试点配置文件").
//! - Polygon: a folder to upload by hand: checker, validator, statements,
//!   tests with their groups and points (`tests/groups.txt`), and the
//!   solutions with Polygon's tags (`solutions/tags.txt`: MA, TL, WA).

use std::path::PathBuf;

use gridsolve_core::locale::{Lang, Text};
use gridsolve_core::puzzle::PuzzleWords;
use gridsolve_core::setter::statement::{self, MEMORY_MIB, Picture, TIME_LIMIT};
use gridsolve_core::setter::test_data::{self, TestFile};
use gridsolve_core::setter::{self, ProblemPlan, SetterWords};

use super::{Files, Format, inline_testlib, numbered, statement_html_of, uuid};
use crate::exit::Failure;
use crate::judgekit::setter::{ExpectedVerdict, Programs, programs};
use crate::judgekit::{kattis_input_validator, kattis_output_validator};
use crate::lang::say;
use gridsolve_core::tr;

/// The puzzle's words from the command line.
pub struct Words {
    pub moves: String,
    pub states: u8,
    pub wrap: bool,
    pub goal: Option<String>,
    pub target: Option<PathBuf>,
    pub size: (usize, usize),
    pub title: Option<String>,
    pub title_zh: Option<String>,
    /// `--unsolvable-tests`: refuse a variant without `-1` tests.
    pub unsolvable: bool,
}

/// A whole problem, ready to be laid out.
pub struct SetterProblem {
    pub name: String,
    /// The generators' seed: with the words, it remakes every test.
    pub seed: u64,
    pub plan: ProblemPlan,
    pub title_en: String,
    pub title_zh: String,
    pub sample: TestFile,
    /// The secret tests, subtask 1's first, each with its file stem.
    pub secret: Vec<(String, TestFile)>,
    pub statement_en: String,
    pub statement_zh: String,
    pub pictures: Vec<Picture>,
    pub programs: Programs,
}

/// Parses `RxC`.
pub fn parse_size(given: &str) -> Option<(usize, usize)> {
    let (r, c) = given.split_once(['x', 'X'])?;
    let parse = |t: &str| t.trim().parse::<usize>().ok().filter(|&n| (1..=1000).contains(&n));
    Some((parse(r)?, parse(c)?))
}

/// Decides and makes the problem of `words`, named `name`.
pub fn make(words: &Words, name: &str, seed: u64) -> Result<SetterProblem, Failure> {
    let target = words.target.as_deref().map(crate::input::path_name).transpose()?;
    let setter_words = SetterWords {
        puzzle: PuzzleWords {
            moves: &words.moves,
            states: words.states,
            wrap: words.wrap,
            goal: words.goal.as_deref(),
            swap_target: None,
            token_target: target,
        },
        size: words.size,
    };
    let mut inputs = crate::input::FileInputs;
    let plan = setter::plan_problem(&setter_words, &mut inputs)?;
    let mut files = test_data::make(&plan, seed)?;
    if words.unsolvable {
        test_data::require_unsolvable(&files)?;
    }
    // A press problem's wrong solution is the mistake the core ran on these
    // tests and saw fail; no such mistake, no wrong solution (not a right one
    // mislabelled).
    let press_wrong = setter::wrong::choose_press_mistake(&plan, &files);
    if matches!(plan.variant, setter::ProblemVariant::Press { .. }) && press_wrong.is_none() {
        eprintln!("gridsolve: {}", say(tr!("setter-no-wrong")));
    }
    let sample = files.remove(0);
    let mut counters = [0usize; 3];
    let secret = files
        .into_iter()
        .map(|file| {
            let index = counters[file.subtask];
            counters[file.subtask] += 1;
            (file.stem(index), file)
        })
        .collect();
    // A title goes into YAML strings, INI values and HTML: one line, no
    // quotes or backslashes to end or escape them, no markup.
    let clean = |title: &str| -> String {
        title
            .chars()
            .map(|c| match c {
                c if c.is_control() => ' ',
                '"' => '\'',
                '\\' => '/',
                '<' | '>' => ' ',
                c => c,
            })
            .collect::<String>()
            .trim()
            .to_string()
    };
    let title = |given: Option<&str>, flag: &str| -> Result<Option<String>, Failure> {
        let Some(given) = given else { return Ok(None) };
        let cleaned = clean(given);
        if cleaned.is_empty() {
            return Err(Failure::usage(say(tr!("setter-title-empty", flag = flag))));
        }
        if cleaned != given {
            eprintln!(
                "gridsolve: {}",
                say(tr!("setter-title-cleaned", flag = flag, title = cleaned.as_str()))
            );
        }
        Ok(Some(cleaned))
    };
    let title_en = title(words.title.as_deref(), "--title")?;
    let title_zh = match words.title_zh.as_deref() {
        Some(given) => title(Some(given), "--title-zh")?,
        None => title_en.clone(),
    };
    let title_en = title_en.unwrap_or_else(|| statement::default_title(&plan, Lang::En));
    let title_zh = title_zh.unwrap_or_else(|| statement::default_title(&plan, Lang::Zh));
    Ok(SetterProblem {
        name: name.to_string(),
        seed,
        statement_en: statement::statement(&plan, &title_en, &sample, Lang::En),
        statement_zh: statement::statement(&plan, &title_zh, &sample, Lang::Zh),
        pictures: statement::pictures(&plan, &sample),
        programs: programs(&plan, press_wrong),
        plan,
        title_en,
        title_zh,
        sample,
        secret,
    })
}

/// The package's name from `--out`: its last part, in lower case letters,
/// digits, `-` and `_` (Kattis's and DMOJ's short names).
pub fn name_of(out: &std::path::Path) -> String {
    let raw = out
        .file_name()
        .map(|n| n.to_string_lossy().to_lowercase())
        .unwrap_or_default();
    let name: String = raw
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '-' })
        .collect::<String>()
        .trim_matches('-')
        .chars()
        .take(60)
        .collect();
    match name.chars().next() {
        Some(c) if c.is_ascii_alphanumeric() => name,
        _ => format!("p{name}"),
    }
}

/// The statement's Markdown without the sample sections (Kattis and
/// DOMjudge show `data/sample` themselves).
fn without_samples(statement: &str) -> &str {
    crate::judgekit::Kit::without_samples(statement)
}

/// `gridsolve-problem.txt`: what the package holds, for people, and the
/// expected verdicts where a platform keeps none; in the command line's
/// language (`--lang`, else the locale), as the setter reads it: the file
/// is notes for the setter, not a part a platform shows contestants (they
/// read the statements, written in both languages).
fn readme(problem: &SetterProblem) -> String {
    let plan = &problem.plan;
    let mut s = format!(
        "{} / {}\n{}\n\n{}\n",
        problem.title_en,
        problem.title_zh,
        say(tr!(
            "setter-notes-written",
            words = plan.words.to_string(),
            seed = problem.seed
        )),
        say(tr!("setter-notes-subtasks"))
    );
    for (i, sub) in plan.subtasks.iter().enumerate() {
        let size = format!("{}x{}", sub.max_rows, sub.max_cols);
        let line = match sub.max_answer {
            Some(most) => tr!(
                "setter-notes-subtask-answers",
                number = i + 1,
                points = sub.points,
                size = size,
                cases = sub.max_cases,
                most = most
            ),
            None => tr!(
                "setter-notes-subtask",
                number = i + 1,
                points = sub.points,
                size = size,
                cases = sub.max_cases
            ),
        };
        s.push_str(&format!("  {}\n", say(line)));
    }
    s.push_str(&format!("\n{}\n", say(tr!("setter-notes-tests"))));
    for (stem, file) in &problem.secret {
        let most = file.cases.iter().filter_map(|c| c.moves).max();
        let unsolvable = file.cases.iter().filter(|c| c.moves.is_none()).count();
        let line = tr!(
            "setter-notes-test",
            stem = stem.as_str(),
            cases = file.cases.len(),
            longest = most.map_or("-".to_string(), |m| m.to_string()),
            unsolvable = unsolvable
        );
        s.push_str(&format!("  {}\n", say(line)));
    }
    let no_way = problem
        .secret
        .iter()
        .flat_map(|(_, file)| &file.cases)
        .any(|case| case.moves.is_none());
    if no_way {
        let why = unsolvable_reason(&plan.variant);
        s.push_str(&format!("  {}\n", say(tr!("setter-notes-no-way", why = why))));
    }
    s.push_str(&format!("\n{}\n", say(tr!("setter-notes-solutions"))));
    let either = say(tr!("setter-notes-either"));
    for solution in &problem.programs.solutions {
        let each: Vec<&str> = solution
            .expected
            .iter()
            .map(|v| v.map_or(either.as_str(), |v| v.short()))
            .collect();
        // The verdicts are the judges' own abbreviations in either language.
        s.push_str(&format!(
            "  {}.cpp: {} ({}); {}\n",
            solution.name,
            each.join(", "),
            solution.overall.short(),
            say(solution.about.clone())
        ));
    }
    s
}

/// Why a board of the variant cannot reach the goal, as the answers were
/// proven.
fn unsolvable_reason(variant: &setter::ProblemVariant) -> Text {
    match variant {
        setter::ProblemVariant::Press { .. } => tr!("setter-no-way-press"),
        setter::ProblemVariant::Slide { .. } => tr!("setter-no-way-slide"),
        setter::ProblemVariant::Knight => tr!("setter-no-way-knight"),
        setter::ProblemVariant::Swap => tr!("setter-no-way-swap"),
    }
}

/// Every file of `problem` in `format`.
pub fn files(problem: &SetterProblem, format: Format, testlib: Option<&[u8]>) -> Files {
    match format {
        Format::Kattis => kattis(problem, testlib.unwrap_or_default()),
        Format::Domjudge => domjudge(problem, testlib.unwrap_or_default()),
        Format::Dmoj => dmoj(problem, testlib.unwrap_or_default()),
        Format::Hydro => hydro(problem),
        Format::Luogu => luogu(problem),
        Format::Polygon => polygon(problem),
    }
}

fn kattis_folder(verdict: ExpectedVerdict) -> &'static str {
    match verdict {
        ExpectedVerdict::Accepted => "accepted",
        ExpectedVerdict::WrongAnswer => "wrong_answer",
        ExpectedVerdict::TimeLimit => "time_limit_exceeded",
    }
}

/// Data and submissions as both Kattis layouts hold them.
fn kattis_common(problem: &SetterProblem, files: &mut Files) {
    files.push(("data/sample/1.in".into(), problem.sample.input().into_bytes()));
    files.push(("data/sample/1.ans".into(), problem.sample.answer().into_bytes()));
    for (stem, test) in &problem.secret {
        files.push((format!("data/secret/{stem}.in"), test.input().into_bytes()));
        files.push((format!("data/secret/{stem}.ans"), test.answer().into_bytes()));
    }
    for solution in &problem.programs.solutions {
        files.push((
            format!("submissions/{}/{}.cpp", kattis_folder(solution.overall), solution.name),
            solution.source.clone().into_bytes(),
        ));
    }
    files.push(("gridsolve-problem.txt".into(), readme(problem).into_bytes()));
}

fn kattis(problem: &SetterProblem, testlib: &[u8]) -> Files {
    let yaml = format!(
        "problem_format_version: 2023-07-draft\ntype: pass-fail\nname:\n  en: \"{en}\"\n  zh: \"{zh}\"\n\
         uuid: {uuid}\nlicense: permission\nrights_owner: the problem's setter\n\
         limits:\n  time_limit: {TIME_LIMIT}\n  memory: {MEMORY_MIB}\n",
        en = problem.title_en.replace('"', "'"),
        zh = problem.title_zh.replace('"', "'"),
        uuid = uuid(&format!("{}:{}", problem.name, problem.plan.words)),
    );
    let mut files: Files = vec![
        ("problem.yaml".into(), yaml.into_bytes()),
        (
            "statement/problem.en.md".into(),
            as_png(without_samples(&problem.statement_en)).into_bytes(),
        ),
        (
            "statement/problem.zh.md".into(),
            as_png(without_samples(&problem.statement_zh)).into_bytes(),
        ),
        (
            "input_validators/validator/validator.cpp".into(),
            kattis_input_validator(&problem.programs.validator).into_bytes(),
        ),
        ("input_validators/validator/testlib.h".into(), testlib.to_vec()),
        (
            "output_validator/validator.cpp".into(),
            inline_testlib(&kattis_output_validator(&problem.programs.checker), testlib),
        ),
    ];
    for picture in &problem.pictures {
        files.push((format!("statement/{}.png", picture.name), picture.png.clone()));
    }
    kattis_common(problem, &mut files);
    files
}

/// A statement whose pictures are the PNG ones (problemtools takes PNG and
/// JPEG images, not SVG).
fn as_png(statement: &str) -> String {
    statement.replace(".svg)", ".png)")
}

fn domjudge(problem: &SetterProblem, testlib: &[u8]) -> Files {
    let ini = format!(
        "name = \"{}\"\ntimelimit = {TIME_LIMIT}\n",
        problem.title_en.replace('"', "'")
    );
    let yaml = format!(
        "name: \"{}\"\nvalidation: custom\nlimits:\n  memory: {MEMORY_MIB}\n",
        problem.title_en.replace('"', "'")
    );
    let mut html = statement_html_of(
        &problem.title_en,
        &problem.title_zh,
        &problem.statement_en,
        &problem.statement_zh,
        None,
    );
    // DOMjudge shows problem.html alone: the pictures go inside it.
    for picture in &problem.pictures {
        let tag = format!("<img src=\"{}.svg\"", picture.name);
        while let Some(at) = html.find(&tag) {
            let end = html[at..].find("/>").map_or(html.len(), |e| at + e + 2);
            html.replace_range(at..end, picture.svg.trim_end());
        }
    }
    let mut files: Files = vec![
        ("domjudge-problem.ini".into(), ini.into_bytes()),
        ("problem.yaml".into(), yaml.into_bytes()),
        ("problem.html".into(), html.into_bytes()),
        (
            "input_validators/validator/validator.cpp".into(),
            kattis_input_validator(&problem.programs.validator).into_bytes(),
        ),
        ("input_validators/validator/testlib.h".into(), testlib.to_vec()),
        (
            "output_validators/checker/validator.cpp".into(),
            kattis_output_validator(&problem.programs.checker).into_bytes(),
        ),
        ("output_validators/checker/testlib.h".into(), testlib.to_vec()),
        ("output_validators/checker/build".into(), super::DOMJUDGE_BUILD.into()),
    ];
    kattis_common(problem, &mut files);
    files
}

/// A test's file names in the flat layouts (DMOJ, Hydro, Luogu): the
/// sample is 1, then the secret tests in order.
fn flat_tests(problem: &SetterProblem) -> Vec<(usize, &TestFile)> {
    std::iter::once((0, &problem.sample))
        .chain(problem.secret.iter().map(|(_, t)| (t.subtask, t)))
        .collect()
}

fn dmoj(problem: &SetterProblem, testlib: &[u8]) -> Files {
    let name = &problem.name;
    let mut init = format!(
        "# DMOJ problem data for {title}, written by gridsolve package {words}.\n\
         # Time limit {TIME_LIMIT} s and memory limit {MEMORY_MIB} MiB are set on the site.\n\
         checker:\n  name: bridged\n  args:\n    files: [checker.cpp, testlib.h]\n    lang: CPP17\n    type: testlib\n\
         test_cases:\n",
        title = problem.title_en,
        words = problem.plan.words,
    );
    let mut files: Files = vec![
        ("checker.cpp".into(), problem.programs.checker.clone().into_bytes()),
        ("testlib.h".into(), testlib.to_vec()),
        ("statement/en.md".into(), problem.statement_en.clone().into_bytes()),
        ("statement/zh.md".into(), problem.statement_zh.clone().into_bytes()),
    ];
    for picture in &problem.pictures {
        files.push((
            format!("statement/{}.svg", picture.name),
            picture.svg.clone().into_bytes(),
        ));
    }
    let tests = flat_tests(problem);
    // The sample, worth nothing; then one batch a subtask.
    init.push_str(&format!("- {{in: {name}.1.in, out: {name}.1.out, points: 0}}\n"));
    for (subtask, sub) in problem.plan.subtasks.iter().enumerate() {
        init.push_str(&format!("- points: {}\n  batched:\n", sub.points));
        for (n, (of, _)) in tests.iter().enumerate() {
            if *of == subtask + 1 {
                init.push_str(&format!("  - {{in: {name}.{k}.in, out: {name}.{k}.out}}\n", k = n + 1));
            }
        }
    }
    for (n, (_, test)) in tests.iter().enumerate() {
        files.push((format!("{name}.{}.in", n + 1), test.input().into_bytes()));
        files.push((format!("{name}.{}.out", n + 1), test.answer().into_bytes()));
    }
    for solution in &problem.programs.solutions {
        files.push((
            format!("solutions/{}.cpp", solution.name),
            solution.source.clone().into_bytes(),
        ));
    }
    files.push(("gridsolve-problem.txt".into(), readme(problem).into_bytes()));
    files.insert(0, ("init.yml".into(), init.into_bytes()));
    files
}

fn hydro(problem: &SetterProblem) -> Files {
    let name = &problem.name;
    let yaml = format!(
        "pid: {pid}\ntitle: \"{zh} {en}\"\ntag:\n  - gridsolve\n  - {family}\n",
        pid = name.to_uppercase(),
        zh = problem.title_zh.replace('"', "'"),
        en = problem.title_en.replace('"', "'"),
        family = problem.plan.variant.name(),
    );
    let link = |text: &str| {
        let mut text = text.to_string();
        for picture in &problem.pictures {
            let svg = format!("{}.svg", picture.name);
            text = text.replace(&format!("]({svg})"), &format!("](file://{svg})"));
        }
        text
    };
    let mut files: Files = vec![
        (format!("{name}/problem.yaml"), yaml.into_bytes()),
        (
            format!("{name}/problem_en.md"),
            link(&problem.statement_en).into_bytes(),
        ),
        (
            format!("{name}/problem_zh.md"),
            link(&problem.statement_zh).into_bytes(),
        ),
        (
            format!("{name}/testdata/chk.cc"),
            problem.programs.checker.clone().into_bytes(),
        ),
    ];
    for picture in &problem.pictures {
        files.push((
            format!("{name}/additional_file/{}.svg", picture.name),
            picture.svg.clone().into_bytes(),
        ));
    }
    let tests = flat_tests(problem);
    let mut config = format!(
        "type: default\ntime: {TIME_LIMIT}s\nmemory: {MEMORY_MIB}m\nchecker_type: testlib\nchecker: chk.cc\nsubtasks:\n"
    );
    // The sample as a subtask of its own, worth nothing.
    let groups: Vec<(u32, usize)> = std::iter::once((0, 0))
        .chain(problem.plan.subtasks.iter().enumerate().map(|(i, s)| (s.points, i + 1)))
        .collect();
    for (points, subtask) in groups {
        config.push_str(&format!("  - score: {points}\n    type: min\n    cases:\n"));
        for (n, (of, _)) in tests.iter().enumerate() {
            if *of == subtask {
                config.push_str(&format!("      - input: {k}.in\n        output: {k}.out\n", k = n + 1));
            }
        }
    }
    for (n, (_, test)) in tests.iter().enumerate() {
        files.push((format!("{name}/testdata/{}.in", n + 1), test.input().into_bytes()));
        files.push((format!("{name}/testdata/{}.out", n + 1), test.answer().into_bytes()));
    }
    files.push((format!("{name}/testdata/config.yaml"), config.into_bytes()));
    files
}

/// The points of each test of `subtask`: the subtask's points split over
/// its tests, the first ones taking what does not divide.
fn split_points(points: u32, tests: usize) -> Vec<u32> {
    let tests = tests.max(1) as u32;
    (0..tests)
        .map(|i| points / tests + u32::from(i < points % tests))
        .collect()
}

fn luogu(problem: &SetterProblem) -> Files {
    let mut files: Files = vec![("checker.cpp".into(), problem.programs.checker.clone().into_bytes())];
    let tests = flat_tests(problem);
    let mut config = String::new();
    for (subtask, sub) in std::iter::once(0)
        .zip(std::iter::once(0u32))
        .chain(problem.plan.subtasks.iter().enumerate().map(|(i, s)| (i + 1, s.points)))
    {
        let members: Vec<usize> = (0..tests.len()).filter(|&n| tests[n].0 == subtask).collect();
        for (n, points) in members.iter().zip(split_points(sub, members.len())) {
            config.push_str(&format!(
                "{k}.in:\n  timeLimit: {ms}\n  memoryLimit: {kib}\n  score: {points}\n  subtaskId: {subtask}\n",
                k = n + 1,
                ms = TIME_LIMIT * 1000,
                kib = MEMORY_MIB * 1024
            ));
        }
    }
    for (n, (_, test)) in tests.iter().enumerate() {
        files.push((format!("{}.in", n + 1), test.input().into_bytes()));
        files.push((format!("{}.out", n + 1), test.answer().into_bytes()));
    }
    files.push(("config.yml".into(), config.into_bytes()));
    files.push(("gridsolve-problem.txt".into(), readme(problem).into_bytes()));
    files
}

fn polygon(problem: &SetterProblem) -> Files {
    let mut files: Files = vec![
        ("checker.cpp".into(), problem.programs.checker.clone().into_bytes()),
        ("validator.cpp".into(), problem.programs.validator.clone().into_bytes()),
        (
            "statements/english.md".into(),
            problem.statement_en.clone().into_bytes(),
        ),
        (
            "statements/chinese.md".into(),
            problem.statement_zh.clone().into_bytes(),
        ),
    ];
    for picture in &problem.pictures {
        files.push((
            format!("statements/{}.svg", picture.name),
            picture.svg.clone().into_bytes(),
        ));
    }
    let tests = flat_tests(problem);
    let count = tests.len();
    let mut groups = String::from("# test group points (Polygon: Tests, \"Enable groups\" and \"Enable points\")\n");
    for (subtask, points) in
        std::iter::once((0, 0u32)).chain(problem.plan.subtasks.iter().enumerate().map(|(i, s)| (i + 1, s.points)))
    {
        let members: Vec<usize> = (0..count).filter(|&n| tests[n].0 == subtask).collect();
        for (n, p) in members.iter().zip(split_points(points, members.len())) {
            groups.push_str(&format!("{} {subtask} {p}\n", numbered(count - 1, *n)));
        }
    }
    for (n, (_, test)) in tests.iter().enumerate() {
        let k = numbered(count - 1, n);
        files.push((format!("tests/{k}"), test.input().into_bytes()));
        files.push((format!("tests/{k}.a"), test.answer().into_bytes()));
    }
    files.push(("tests/groups.txt".into(), groups.into_bytes()));
    let mut tags = String::from("# solution tag (Polygon: Solution files; MA main, TL time limit, WA wrong answer)\n");
    for solution in &problem.programs.solutions {
        let tag = match (solution.name, solution.overall) {
            ("model", _) => "MA",
            (_, ExpectedVerdict::TimeLimit) => "TL",
            (_, ExpectedVerdict::WrongAnswer) => "WA",
            (_, ExpectedVerdict::Accepted) => "OK",
        };
        tags.push_str(&format!("{}.cpp {tag}\n", solution.name));
        files.push((
            format!("solutions/{}.cpp", solution.name),
            solution.source.clone().into_bytes(),
        ));
    }
    files.push(("solutions/tags.txt".into(), tags.into_bytes()));
    files.push(("gridsolve-problem.txt".into(), readme(problem).into_bytes()));
    files
}
