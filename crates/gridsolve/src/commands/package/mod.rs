//! `gridsolve package PROBLEM --format FORMAT --out DIR`: a problem with its
//! tests, checker, validator and statements, laid out as a platform takes
//! it. The tests come from the generators (hardest boards first) and the
//! answers from the solver, so the same seed always gives the same bytes.

mod disk;
mod setter;

use std::io::Write;
use std::path::PathBuf;

use clap::{Args, ValueEnum};
use gridsolve_core::Algorithm;
use gridsolve_core::judge::{CaseReader, JudgeSolver, Problem};
use gridsolve_core::testgen::{BoardKind, Generator};

use crate::exit::{Failure, NO_KIT};
use crate::judgekit::{self, Kit};
use crate::shared::{SAMPLES, problem_named};
use disk::Staging;

#[derive(Args)]
#[command(after_help = "\
DIR is the package: written whole into a fresh folder beside it and renamed into place, so it holds
nothing from before; an existing DIR is replaced only when empty or an earlier package (--force: anything).
Formats (zips are written inside DIR as PROBLEM.zip):
  kattis    problem package directory (problem format 2023-07): problem.yaml, statement/ (en, zh),
            data/sample and data/secret, input_validators/, output_validator/, submissions/   [needs testlib.h]
  domjudge  DIR/PROBLEM.zip: legacy Kattis layout, domjudge-problem.ini, problem.html          [needs testlib.h]
  hydro     DIR/PROBLEM.zip: PROBLEM/problem.yaml, statements, testdata/ with config.yaml (subtasks) and chk.cc
  dmoj      DIR is the problem's folder (name it after the problem): init.yml (testlib checker        [needs testlib.h]
            bridged), checker.cpp, testlib.h, the data and the statements; put it in the judge's problem storage
  luogu     checker.cpp and the numbered data files 1.in, 1.out, ...
  polygon   a folder to upload by hand (not a Polygon package): checker.cpp, validator.cpp, tests/01, tests/01.a, ...
testlib.h is copied from --testlib DIR, else $TESTLIB_DIR.")]
pub struct PackageArgs {
    /// The problem: poj1753, poj2965, p1225, p4289, p1379, hdu1043, p2324, poj3279 or poj1222; or none, and the puzzle's words (--moves ... --size RxC) for a problem of your own.
    #[arg(value_name = "PROBLEM")]
    pub problem: Option<String>,
    /// Your own puzzle, in the words of `gridsolve solve`: plus, cross, stencil:ROWS, swap, slide or knight.
    #[arg(long = "moves", value_name = "RULE")]
    pub moves: Option<String>,
    /// Your own puzzle: cells of K states (2, 3, 5 or 7), a press adding 1 modulo K.
    #[arg(long, value_name = "K", default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=255))]
    pub states: u8,
    /// Your own puzzle: the board is a torus.
    #[arg(long)]
    pub wrap: bool,
    /// Your own puzzle: the goal of a press puzzle, zeros (the default), ones or uniform.
    #[arg(long, value_name = "GOAL")]
    pub goal: Option<String>,
    /// Your own puzzle: the target board of a sliding puzzle (default 1, 2, ... with the blank last).
    #[arg(long = "target", value_name = "FILE")]
    pub target: Option<PathBuf>,
    /// Your own puzzle: the largest board, ROWSxCOLS (the subtasks' sizes are chosen below it).
    #[arg(long, value_name = "RxC")]
    pub size: Option<String>,
    /// Your own puzzle: insist on tests whose answer is -1 (boards that cannot reach the goal);
    /// a variant where every board reaches it is refused.
    #[arg(long = "unsolvable-tests")]
    pub unsolvable_tests: bool,
    /// Your own puzzle: the problem's title (default: one from the rule).
    #[arg(long, value_name = "TEXT")]
    pub title: Option<String>,
    /// Your own puzzle: the Chinese title (default: --title, else one from the rule).
    #[arg(long = "title-zh", value_name = "TEXT")]
    pub title_zh: Option<String>,
    /// The platform the package is for.
    #[arg(long, value_enum)]
    pub format: Format,
    /// The folder of the package: written whole beside it, then renamed into place. An existing
    /// folder is replaced only when it is empty or an earlier package (it holds gridsolve-package.txt).
    #[arg(long, value_name = "DIR")]
    pub out: PathBuf,
    /// Replace --out whole even when it is not an earlier package (a folder of other files, a
    /// file, a link: the link itself, never what it points to).
    #[arg(long)]
    pub force: bool,
    /// How many secret test files of one of the nine problems (1 to 1000; 10 when not given): the
    /// hardest boards, then each other kind once, then random ones; the last of three or more holds
    /// 20 cases. (Your own puzzle's tests are chosen from its space.)
    #[arg(long)]
    pub count: Option<usize>,
    /// The seed of the generators.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// The directory holding testlib.h (kattis, domjudge and dmoj ship it).
    #[arg(long, value_name = "DIR")]
    pub testlib: Option<PathBuf>,
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    Kattis,
    Domjudge,
    Dmoj,
    Hydro,
    Luogu,
    Polygon,
}

impl Format {
    /// The format's name as `--format` takes it.
    fn name(self) -> &'static str {
        match self {
            Format::Kattis => "kattis",
            Format::Domjudge => "domjudge",
            Format::Dmoj => "dmoj",
            Format::Hydro => "hydro",
            Format::Luogu => "luogu",
            Format::Polygon => "polygon",
        }
    }
}

/// Secret test files of one of the nine problems when --count is not given.
const DEFAULT_COUNT: usize = 10;
/// The most secret test files a package holds.
const MAX_COUNT: usize = 1000;
/// Cases in the last, multi-case test file.
const MANY_CASES: usize = 20;
/// The time limit written into the packages, in seconds.
const TIME_LIMIT: u32 = 2;

/// One test: its input and the jury answer.
struct Test {
    input: Vec<u8>,
    answer: Vec<u8>,
}

/// The files of a package: paths relative to the package root, and bytes.
type Files = Vec<(String, Vec<u8>)>;

pub fn run(args: &PackageArgs) -> Result<(), Failure> {
    let Some(problem) = &args.problem else {
        return run_setter(args);
    };
    let own_words = [
        ("--moves", args.moves.is_some()),
        ("--states", args.states != 2),
        ("--wrap", args.wrap),
        ("--goal", args.goal.is_some()),
        ("--target", args.target.is_some()),
        ("--size", args.size.is_some()),
        ("--title", args.title.is_some() || args.title_zh.is_some()),
        ("--unsolvable-tests", args.unsolvable_tests),
    ];
    if let Some((flag, _)) = own_words.iter().find(|(_, given)| *given) {
        return Err(Failure::usage(crate::lang::say(gridsolve_core::tr!(
            "package-problem-and-words",
            problem = problem.as_str(),
            flag = *flag
        ))));
    }
    let problem = problem_named(problem)?;
    let kit = judgekit::kit(problem).map_err(|why| Failure::with_code(NO_KIT, why))?;
    let count = args.count.unwrap_or(DEFAULT_COUNT);
    if !(1..=MAX_COUNT).contains(&count) {
        return Err(Failure::usage(crate::lang::say(gridsolve_core::tr!(
            "package-count-range",
            most = MAX_COUNT,
            count = count
        ))));
    }
    disk::preflight(&args.out, args.force)?;
    let sample = sample_test(kit)?;
    let secret = secret_tests(kit, count, args.seed)?;
    let name = problem.name();
    let files = match args.format {
        Format::Kattis => kattis(kit, &sample, &secret, &testlib(args)?),
        Format::Domjudge => domjudge(kit, &sample, &secret, &testlib(args)?),
        Format::Dmoj => dmoj(kit, &sample, &secret, &testlib(args)?),
        Format::Hydro => hydro(kit, &sample, &secret),
        Format::Luogu => luogu(kit, &sample, &secret),
        Format::Polygon => polygon(kit, &sample, &secret),
    };
    let what = format!("{} {name}", args.format.name());
    disk::install(&args.out, args.force, &what, |staging| match args.format {
        Format::Domjudge | Format::Hydro => write_zip(staging, &format!("{name}.zip"), &files),
        _ => write_tree(staging, &files),
    })
}

/// A package of the puzzle's words (`--moves ... --size RxC`).
fn run_setter(args: &PackageArgs) -> Result<(), Failure> {
    let (Some(moves), Some(size)) = (&args.moves, &args.size) else {
        return Err(Failure::usage(crate::lang::say(gridsolve_core::tr!("package-what"))));
    };
    if args.count.is_some() {
        return Err(Failure::usage(crate::lang::say(gridsolve_core::tr!(
            "package-count-own"
        ))));
    }
    let size = setter::parse_size(size).ok_or_else(|| {
        Failure::usage(crate::lang::say(gridsolve_core::tr!(
            "package-size-form",
            given = size.as_str()
        )))
    })?;
    disk::preflight(&args.out, args.force)?;
    let testlib = match args.format {
        Format::Kattis | Format::Domjudge | Format::Dmoj => Some(testlib(args)?),
        _ => None,
    };
    let words = setter::Words {
        moves: moves.clone(),
        states: args.states,
        wrap: args.wrap,
        goal: args.goal.clone(),
        target: args.target.clone(),
        size,
        title: args.title.clone(),
        title_zh: args.title_zh.clone(),
        unsolvable: args.unsolvable_tests,
    };
    let name = setter::name_of(&args.out);
    let problem = setter::make(&words, &name, args.seed)?;
    let files = setter::files(&problem, args.format, testlib.as_deref());
    let what = format!("{} {}", args.format.name(), problem.plan.words);
    disk::install(&args.out, args.force, &what, |staging| match args.format {
        Format::Domjudge | Format::Hydro => write_zip(staging, &format!("{name}.zip"), &files),
        _ => write_tree(staging, &files),
    })
}

/// Most bytes of testlib.h read (16 MiB; the real one is about 200 KB).
pub const MAX_TESTLIB_BYTES: u64 = 16 << 20;

/// testlib.h from --testlib or $TESTLIB_DIR.
fn testlib(args: &PackageArgs) -> Result<Vec<u8>, Failure> {
    let dir = args
        .testlib
        .clone()
        .or_else(|| {
            std::env::var_os("TESTLIB_DIR")
                .filter(|dir| !dir.is_empty())
                .map(PathBuf::from)
        })
        .ok_or_else(|| Failure::usage(crate::lang::say(gridsolve_core::tr!("package-needs-testlib"))))?;
    let path = dir.join("testlib.h");
    crate::input::read_regular(&path, MAX_TESTLIB_BYTES, false)
}

/// The answer file of `input`, from the solver the checker trusts.
fn answer(problem: Problem, input: &[u8]) -> Result<Vec<u8>, Failure> {
    let solver = JudgeSolver::new(problem, Algorithm::Auto)
        .map_err(|e| Failure::with_code(NO_KIT, crate::lang::say(e.text())))?;
    let mut out = Vec::new();
    for case in CaseReader::new(problem, input) {
        let case = case.map_err(|e| Failure::bad_input(crate::lang::say(e.text())))?;
        solver
            .write_answer(&case, &mut out)
            .map_err(|e| Failure::with_code(NO_KIT, crate::lang::say(e.text())))?;
    }
    Ok(out)
}

/// The statement's sample as it stands in the statement (it is in the
/// strict layout), else the demo's sample written the way the generators
/// write cases.
fn sample_test(kit: &Kit) -> Result<Test, Failure> {
    let problem = kit.problem;
    let input = match kit.sample_input() {
        Some(text) => text.as_bytes().to_vec(),
        None => {
            let (_, _, text) = SAMPLES.iter().find(|(p, _, _)| *p == problem).ok_or_else(|| {
                let no_sample = gridsolve_core::tr!("package-no-sample", problem = problem.name());
                Failure::with_code(NO_KIT, crate::lang::say(no_sample))
            })?;
            let writer = Generator::new(problem, BoardKind::Random, 0)
                .map_err(|e| Failure::usage(crate::lang::say(e.text())))?;
            let mut input = Vec::new();
            for case in CaseReader::new(problem, text.as_bytes()) {
                let case = case.map_err(|e| Failure::bad_input(crate::lang::say(e.text())))?;
                writer.write_case(&case, &mut input);
            }
            input
        }
    };
    let answer = answer(problem, &input)?;
    Ok(Test { input, answer })
}

/// `count` test files: the hardest boards first, then every other kind the
/// problem has once (unsolvable boards second, where there are any), then
/// random boards; the last of three or more holds many random cases (as
/// many as the statement allows in one file, at most [`MANY_CASES`]).
fn secret_tests(kit: &Kit, count: usize, seed: u64) -> Result<Vec<Test>, Failure> {
    let problem = kit.problem;
    let kinds: Vec<BoardKind> = [
        BoardKind::Hardest,
        BoardKind::Unsolvable,
        BoardKind::Random,
        BoardKind::Solvable,
        BoardKind::Solved,
    ]
    .into_iter()
    .filter(|&kind| Generator::new(problem, kind, 0).is_ok())
    .collect();
    (0..count)
        .map(|index| {
            let many = count >= 3 && index == count - 1;
            let (kind, cases) = if many {
                (BoardKind::Random, MANY_CASES.min(kit.max_cases))
            } else {
                // Each kind once, then random boards: some kinds hold a
                // single board (POJ 2965's hardest, the solved ones).
                (kinds.get(index).copied().unwrap_or(BoardKind::Random), 1)
            };
            let input = gridsolve_core::testgen::generate(problem, kind, cases, seed.wrapping_add(index as u64))
                .map_err(|e| Failure::usage(crate::lang::say(e.text())))?;
            let answer = answer(problem, &input)?;
            Ok(Test { input, answer })
        })
        .collect()
}

/// Test file names numbered from 1, zero-padded to the same width.
fn numbered(count: usize, index: usize) -> String {
    let width = count.to_string().len().max(2);
    format!("{:0width$}", index + 1)
}

fn kattis_submissions(kit: &Kit, files: &mut Files) {
    let name = kit.problem.name();
    files.push((format!("submissions/accepted/{name}.py"), kit.accepted_py.into()));
    files.push((format!("submissions/wrong_answer/{name}_wrong.py"), kit.wrong_py.into()));
}

fn kattis_data(sample: &Test, secret: &[Test], files: &mut Files) {
    files.push(("data/sample/1.in".into(), sample.input.clone()));
    files.push(("data/sample/1.ans".into(), sample.answer.clone()));
    for (i, test) in secret.iter().enumerate() {
        let n = numbered(secret.len(), i);
        files.push((format!("data/secret/{n}.in"), test.input.clone()));
        files.push((format!("data/secret/{n}.ans"), test.answer.clone()));
    }
}

/// A Kattis package, problem format 2023-07.
fn kattis(kit: &Kit, sample: &Test, secret: &[Test], testlib: &[u8]) -> Files {
    let name = kit.problem.name();
    let yaml = format!(
        "problem_format_version: 2023-07-draft\n\
         type: pass-fail\n\
         name:\n  en: \"{en}\"\n  zh: \"{zh}\"\n\
         uuid: {uuid}\n\
         source:\n  name: \"{source}\"\n  url: {url}\n\
         license: permission\n\
         rights_owner: the gridsolve authors\n\
         limits:\n  time_limit: {TIME_LIMIT}\n",
        en = kit.title_en,
        zh = kit.title_zh,
        uuid = uuid(name),
        source = kit.origin().0,
        url = kit.origin().1,
    );
    // The format shows the samples of data/sample after the statement
    // itself: a statement's own sample sections would show them twice.
    let mut files: Files = vec![
        ("problem.yaml".into(), yaml.into_bytes()),
        (
            "statement/problem.en.md".into(),
            Kit::without_samples(kit.statement_en).into(),
        ),
        (
            "statement/problem.zh.md".into(),
            Kit::without_samples(kit.statement_zh).into(),
        ),
        (
            "input_validators/validator/validator.cpp".into(),
            kit.kattis_input_validator().into_bytes(),
        ),
        ("input_validators/validator/testlib.h".into(), testlib.to_vec()),
        // Format 2023-07 takes the output validator as one program; one
        // file with testlib.h pasted in is the form every version accepts.
        (
            "output_validator/validator.cpp".into(),
            inline_testlib(&kit.kattis_validator(), testlib),
        ),
    ];
    kattis_data(sample, secret, &mut files);
    kattis_submissions(kit, &mut files);
    files
}

/// `source` with its `#include "testlib.h"` replaced by testlib.h itself.
fn inline_testlib(source: &str, testlib: &[u8]) -> Vec<u8> {
    let testlib = String::from_utf8_lossy(testlib);
    source
        .replacen("#include \"testlib.h\"\n", &format!("{testlib}\n"), 1)
        .into_bytes()
}

/// A DOMjudge problem zip: the legacy Kattis layout DOMjudge imports, with
/// DOMjudge's own extensions as its manual lists them (doc/manual/
/// problem-format.rst): `domjudge-problem.ini` with only documented keys
/// (the zip's name gives the short name), and the statement as
/// `problem.html`, one of the three forms DOMjudge shows to teams.
fn domjudge(kit: &Kit, sample: &Test, secret: &[Test], testlib: &[u8]) -> Files {
    let ini = format!("name = \"{}\"\ntimelimit = {TIME_LIMIT}\n", kit.title_en);
    let yaml = format!(
        "name: \"{}\"\nsource: \"{}\"\nsource_url: {}\nvalidation: custom\n",
        kit.title_en,
        kit.origin().0,
        kit.origin().1
    );
    let mut files: Files = vec![
        ("domjudge-problem.ini".into(), ini.into_bytes()),
        ("problem.yaml".into(), yaml.into_bytes()),
        ("problem.html".into(), statement_html(kit).into_bytes()),
        (
            "input_validators/validator/validator.cpp".into(),
            kit.kattis_input_validator().into_bytes(),
        ),
        ("input_validators/validator/testlib.h".into(), testlib.to_vec()),
        (
            "output_validators/checker/validator.cpp".into(),
            kit.kattis_validator().into_bytes(),
        ),
        ("output_validators/checker/testlib.h".into(), testlib.to_vec()),
        // DOMjudge runs `build` to make an executable `run` (its manual,
        // "executables"); named here rather than left to its guess.
        ("output_validators/checker/build".into(), DOMJUDGE_BUILD.into()),
    ];
    kattis_data(sample, secret, &mut files);
    kattis_submissions(kit, &mut files);
    files
}

/// The output validator's build script in a DOMjudge package.
const DOMJUDGE_BUILD: &str = "#!/bin/sh\n# Builds the output validator: DOMjudge then runs ./run.\n\
                              g++ -O2 -std=c++14 -o run validator.cpp\n";

/// The statement as one HTML page, English then Chinese, samples included
/// (DOMjudge shows this file as it is).
fn statement_html(kit: &Kit) -> String {
    statement_html_of(
        kit.title_en,
        kit.title_zh,
        kit.statement_en,
        kit.statement_zh,
        Some(kit.origin()),
    )
}

/// Two Markdown statements as one HTML page, with the original source if any.
fn statement_html_of(en: &str, zh: &str, english: &str, chinese: &str, source: Option<(&str, &str)>) -> String {
    let render = |markdown: &str| {
        let mut html = String::new();
        let parser = pulldown_cmark::Parser::new_ext(markdown, pulldown_cmark::Options::ENABLE_TABLES);
        pulldown_cmark::html::push_html(&mut html, parser);
        html
    };
    let source = source
        .map(|(name, url)| format!("<p>Source: <a href=\"{url}\">{name}</a></p>\n"))
        .unwrap_or_default();
    format!(
        "<!doctype html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n<title>{en} / {zh}</title>\n</head>\n<body>\n\
         <section lang=\"en\">\n{english}</section>\n<hr>\n<section lang=\"zh\">\n{chinese}</section>\n\
         {source}</body>\n</html>\n",
        english = render(english),
        chinese = render(chinese),
    )
}

/// A HydroOJ problem zip: PROBLEM/problem.yaml (with its `pid` and the
/// title in both languages), the statements with their samples (Hydro
/// shows a statement as it is), and testdata/ with config.yaml, whose
/// tests are one `subtasks:` entry (Hydro's documented form; the top-level
/// `cases:` is the deprecated one).
fn hydro(kit: &Kit, sample: &Test, secret: &[Test]) -> Files {
    let name = kit.problem.name();
    let tests: Vec<&Test> = std::iter::once(sample).chain(secret).collect();
    let mut config = format!(
        "type: default\ntime: {TIME_LIMIT}s\nmemory: 256m\nchecker_type: testlib\nchecker: chk.cc\n\
         subtasks:\n  - score: 100\n    type: min\n    cases:\n"
    );
    let yaml = format!(
        "pid: {pid}\ntitle: \"{zh} {en}\"\ntag:\n  - gridsolve\n  - {source}\n",
        pid = name.to_uppercase(),
        zh = kit.title_zh,
        en = kit.title_en,
        source = kit.origin().0.split(' ').take(2).collect::<Vec<_>>().join(" "),
    );
    let mut files: Files = vec![
        (format!("{name}/problem.yaml"), yaml.into_bytes()),
        (format!("{name}/problem_en.md"), kit.statement_en.into()),
        (format!("{name}/problem_zh.md"), kit.statement_zh.into()),
        (format!("{name}/testdata/chk.cc"), kit.checker().into_bytes()),
    ];
    for (i, test) in tests.iter().enumerate() {
        let n = i + 1;
        config.push_str(&format!("      - input: {n}.in\n        output: {n}.out\n"));
        files.push((format!("{name}/testdata/{n}.in"), test.input.clone()));
        files.push((format!("{name}/testdata/{n}.out"), test.answer.clone()));
    }
    files.push((format!("{name}/testdata/config.yaml"), config.into_bytes()));
    files
}

/// A DMOJ problem directory, as the DMOJ judge reads one (docs.dmoj.ca,
/// "Problem format" and "Checkers"; proven by the judge itself, `dmoj` from
/// PyPI, in scripts/judgekit-test.sh): `init.yml` names every test file and
/// the checker, the kit's testlib checker run by the `bridged` checker with
/// `type: testlib` (exit 0 accepted, 1 wrong answer, 2 presentation error,
/// 3 the checker's own failure), compiled from `checker.cpp` and
/// `testlib.h`. Time and memory limits are set on the site, not here; the
/// statements are for the site's problem editor.
fn dmoj(kit: &Kit, sample: &Test, secret: &[Test], testlib: &[u8]) -> Files {
    let name = kit.problem.name();
    let mut init = format!(
        "# DMOJ problem data for {name} ({source}), written by gridsolve package.\n\
         # The statements are in statement/ for the site's editor; set the time\n\
         # limit ({TIME_LIMIT} s) and memory limit (256 MiB) on the site.\n\
         checker:\n  name: bridged\n  args:\n    files: [checker.cpp, testlib.h]\n    lang: CPP17\n    type: testlib\n\
         test_cases:\n",
        source = kit.origin().0,
    );
    let mut files: Files = vec![
        ("checker.cpp".into(), kit.checker().into_bytes()),
        ("testlib.h".into(), testlib.to_vec()),
        ("statement/en.md".into(), kit.statement_en.into()),
        ("statement/zh.md".into(), kit.statement_zh.into()),
    ];
    for (i, test) in std::iter::once(sample).chain(secret).enumerate() {
        let n = i + 1;
        init.push_str(&format!("- {{in: {name}.{n}.in, out: {name}.{n}.out, points: 1}}\n"));
        files.push((format!("{name}.{n}.in"), test.input.clone()));
        files.push((format!("{name}.{n}.out"), test.answer.clone()));
    }
    files.insert(0, ("init.yml".into(), init.into_bytes()));
    files
}

/// Luogu: checker.cpp for the special judge setting, and the data files.
fn luogu(kit: &Kit, sample: &Test, secret: &[Test]) -> Files {
    let mut files: Files = vec![("checker.cpp".into(), kit.checker().into_bytes())];
    for (i, test) in std::iter::once(sample).chain(secret).enumerate() {
        files.push((format!("{}.in", i + 1), test.input.clone()));
        files.push((format!("{}.out", i + 1), test.answer.clone()));
    }
    files
}

/// Polygon: a folder to upload through Polygon's web interface (not a
/// Polygon package: no problem.xml): checker.cpp, validator.cpp, the
/// statements and tests/NN with answers tests/NN.a.
fn polygon(kit: &Kit, sample: &Test, secret: &[Test]) -> Files {
    let mut files: Files = vec![
        ("checker.cpp".into(), kit.checker().into_bytes()),
        ("validator.cpp".into(), kit.validator.into()),
        ("statements/english.md".into(), kit.statement_en.into()),
        ("statements/chinese.md".into(), kit.statement_zh.into()),
    ];
    let count = secret.len() + 1;
    for (i, test) in std::iter::once(sample).chain(secret).enumerate() {
        let n = numbered(count, i);
        files.push((format!("tests/{n}"), test.input.clone()));
        files.push((format!("tests/{n}.a"), test.answer.clone()));
    }
    files
}

/// A fixed UUID for a problem name (FNV-1a of the name; the same every run).
fn uuid(name: &str) -> String {
    let mut hash: u128 = 0x6c62272e07bb014262b821756295c58d;
    for byte in name.bytes() {
        hash ^= u128::from(byte);
        hash = hash.wrapping_mul(0x0000000001000000000000000000013b);
    }
    let hex = format!("{hash:032x}");
    format!(
        "{}-{}-{}-{}-{}",
        &hex[..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..]
    )
}

fn write_tree(staging: &Staging, files: &Files) -> Result<(), Failure> {
    for (path, bytes) in files {
        staging.file(path, bytes)?;
    }
    Ok(())
}

/// Writes `files` into the zip `name` (no timestamps from the clock: the
/// same files give the same bytes).
fn write_zip(staging: &Staging, name: &str, files: &Files) -> Result<(), Failure> {
    let file = staging.create(name)?;
    let io = |e: std::io::Error| Failure::writing(name, &e);
    let zip_io = |e: zip::result::ZipError| Failure::writing(name, &std::io::Error::other(e));
    let mut zip = zip::ZipWriter::new(std::io::BufWriter::new(file));
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated)
        .last_modified_time(zip::DateTime::default());
    for (name, bytes) in files {
        // A build script must stay executable once unpacked.
        let mode = if name.ends_with("/build") { 0o755 } else { 0o644 };
        zip.start_file(name.as_str(), options.unix_permissions(mode))
            .map_err(zip_io)?;
        zip.write_all(bytes).map_err(io)?;
    }
    let mut writer = zip.finish().map_err(zip_io)?;
    writer.flush().map_err(io)?;
    Ok(())
}
