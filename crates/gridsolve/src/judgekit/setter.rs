//! The C++ programs of a setter's own problem (`gridsolve package --moves
//! ...`), generated for the variant: the testlib checker and validator, the
//! model solution, a brute force and a plausible wrong solution. One
//! template per family lives in `crates/gridsolve/judgekit/setter/`; the
//! variant's constants take the place of its `// @VARIANT@` line and the
//! family's shared header the place of its `#include`, so each program is one
//! file that compiles with `g++ -O2 -std=c++17` (and testlib.h for the
//! checker and validator).

use gridsolve_core::locale::Text;
use gridsolve_core::setter::wrong::{PressMistake, WrongChoice};
use gridsolve_core::setter::{KNIGHT_CAP, PressGoal, ProblemPlan, ProblemVariant};
use gridsolve_core::tr;

const PRESS_H: &str = include_str!("../../judgekit/setter/press.h");
const PRESS_CHECKER: &str = include_str!("../../judgekit/setter/press-checker.cpp");
const PRESS_VALIDATOR: &str = include_str!("../../judgekit/setter/press-validator.cpp");
const PRESS_MODEL: &str = include_str!("../../judgekit/setter/press-model.cpp");
const PRESS_BRUTE: &str = include_str!("../../judgekit/setter/press-brute.cpp");
const COUNT_CHECKER: &str = include_str!("../../judgekit/setter/count-checker.cpp");
const SWAP_VALIDATOR: &str = include_str!("../../judgekit/setter/swap-validator.cpp");
const SWAP_MODEL: &str = include_str!("../../judgekit/setter/swap-model.cpp");
const SWAP_BRUTE: &str = include_str!("../../judgekit/setter/swap-brute.cpp");
const SLIDE_CHECKER: &str = include_str!("../../judgekit/setter/slide-checker.cpp");
const SLIDE_VALIDATOR: &str = include_str!("../../judgekit/setter/slide-validator.cpp");
const SLIDE_MODEL: &str = include_str!("../../judgekit/setter/slide-model.cpp");
const SLIDE_BRUTE: &str = include_str!("../../judgekit/setter/slide-brute.cpp");
const KNIGHT_VALIDATOR: &str = include_str!("../../judgekit/setter/knight-validator.cpp");
const KNIGHT_MODEL: &str = include_str!("../../judgekit/setter/knight-model.cpp");
const KNIGHT_BRUTE: &str = include_str!("../../judgekit/setter/knight-brute.cpp");

/// What a submission is expected to get on each subtask.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExpectedVerdict {
    Accepted,
    WrongAnswer,
    TimeLimit,
}

impl ExpectedVerdict {
    /// The short name (DMOJ's and Codeforces' letters).
    pub fn short(self) -> &'static str {
        match self {
            ExpectedVerdict::Accepted => "AC",
            ExpectedVerdict::WrongAnswer => "WA",
            ExpectedVerdict::TimeLimit => "TLE",
        }
    }
}

/// One solution: its file name, source, what it is, and what it earns.
pub struct SetterSolution {
    pub name: &'static str,
    pub source: String,
    /// One line for people: the method, or the mistake (in the setter's
    /// notes, in the command line's language).
    pub about: Text,
    /// The verdict expected on subtask 1 and on subtask 2; a wrong solution
    /// may be expected wrong on either (`None`: right or wrong, as it happens,
    /// but wrong on at least one subtask).
    pub expected: [Option<ExpectedVerdict>; 2],
    /// The verdict of the whole problem (Kattis's folder, Polygon's tag).
    pub overall: ExpectedVerdict,
}

/// Every program of a problem.
pub struct Programs {
    pub checker: String,
    pub validator: String,
    pub solutions: Vec<SetterSolution>,
}

/// The variant's constants, as C++.
fn variant_block(plan: &ProblemPlan) -> String {
    let largest = &plan.subtasks[1];
    let limits = format!(
        "static const int MAX_ROWS = {}, MAX_COLS = {}, MAX_CASES = {};\n",
        largest.max_rows, largest.max_cols, largest.max_cases
    );
    let body = match &plan.variant {
        ProblemVariant::Press { states, wrap, goal, .. } => {
            let (cross, offsets) = plan.press_pattern().unwrap_or_default();
            let list: Vec<String> = offsets.iter().map(|(r, c)| format!("{{{r}, {c}}}")).collect();
            let goal = match goal {
                PressGoal::Zeros => 0,
                PressGoal::Ones => 1,
                PressGoal::Uniform => 2,
            };
            format!(
                "// {words}\nstatic const int K = {states};       // states: a press adds 1 modulo K\n\
                 static const int WRAP = {wrap};    // 1: the board is a torus\n\
                 static const int GOAL = {goal};    // 0: all 0, 1: all 1, 2: all the same\n\
                 static const int CROSS = {cross};   // 1: the whole row and column\n\
                 static const int NOFFS = {n};\nstatic const int OFFS[][2] = {{{list}}};  // the pattern, (row, column) from the pressed cell\n{limits}",
                words = plan.words,
                wrap = i32::from(*wrap),
                cross = i32::from(cross),
                n = offsets.len(),
                list = list.join(", ")
            )
        }
        ProblemVariant::Swap => format!("// {}\n{limits}", plan.words),
        ProblemVariant::Slide { rows, cols, target } => {
            let tiles: Vec<String> = target.iter().map(u8::to_string).collect();
            format!(
                "// {words}\nstatic const int R = {rows}, C = {cols};\n\
                 static const int TARGET[] = {{{tiles}}};  // row-major, 0 the blank\n{limits}",
                words = plan.words,
                tiles = tiles.join(", ")
            )
        }
        ProblemVariant::Knight => format!(
            "// {words}\nstatic const int CAP = {KNIGHT_CAP};  // more jumps than this: -1\n\
             #ifndef SEARCH_CAP\n#define SEARCH_CAP CAP\n#endif\n{limits}",
            words = plan.words
        ),
    };
    format!("// The variant, written by gridsolve package.\n{body}")
}

/// A template with the variant and the shared header pasted in.
fn assemble(template: &str, block: &str) -> String {
    template
        .replacen("// @VARIANT@\n", block, 1)
        .replacen("#include \"press.h\"\n", PRESS_H, 1)
}

/// The model's source with `defines` before it: the wrong solutions are
/// the model with a plausible mistake switched on.
fn with_defines(defines: &str, why: &str, source: &str) -> String {
    format!("// A WRONG solution, on purpose: {why}\n{defines}{source}")
}

/// Every program of `plan`. A press puzzle's wrong solution is the model
/// with the mistake the core chose (skipping the kernel walk was tried once,
/// and on a 6x6 X stencil its first solution was the fewest on every test).
/// `press_wrong`: the mistake the core proved wrong on the tests (press
/// problems; `None`: no mistake fails, so no wrong solution).
pub fn programs(plan: &ProblemPlan, press_wrong: Option<WrongChoice>) -> Programs {
    use ExpectedVerdict::*;
    let block = variant_block(plan);
    let build = |template: &str| assemble(template, &block);
    let (checker, validator, model, brute, wrong) = match &plan.variant {
        ProblemVariant::Press { wrap, .. } => {
            let model = build(PRESS_MODEL);
            // The mistake was run on the problem's own tests in the core
            // (setter::wrong): its verdict a subtask is known, not hoped.
            let wrong = press_wrong.map(|choice| {
                let (why, about) = match (choice.mistake, *wrap) {
                    (PressMistake::WrapFlipped, true) => (
                        "it misreads the statement: the pattern stops at the edges instead of wrapping around",
                        tr!("setter-about-press-wrong-unwrapped"),
                    ),
                    (PressMistake::WrapFlipped, false) => (
                        "it misreads the statement: the pattern wraps around the edges, as on a torus",
                        tr!("setter-about-press-wrong-wrapped"),
                    ),
                    (PressMistake::LitCellsOnly, _) => (
                        "greedy: it presses each cell until that cell is right, as if a press changed only its own cell",
                        tr!("setter-about-press-wrong-greedy"),
                    ),
                };
                let verdict = |fails: bool| Some(if fails { WrongAnswer } else { Accepted });
                (
                    with_defines(&format!("#define {} 1\n", choice.mistake.define()), why, &model),
                    about,
                    [verdict(choice.fails[0]), verdict(choice.fails[1])],
                )
            });
            (
                build(PRESS_CHECKER),
                build(PRESS_VALIDATOR),
                model.clone(),
                build(PRESS_BRUTE),
                wrong,
            )
        }
        ProblemVariant::Swap => {
            let model = build(SWAP_MODEL);
            (
                build(COUNT_CHECKER),
                build(SWAP_VALIDATOR),
                model.clone(),
                build(SWAP_BRUTE),
                Some((
                    with_defines(
                        "#define GREEDY_NEAREST 1\n",
                        "each 1 walks to the nearest free target cell, not the cheapest pairing",
                        &model,
                    ),
                    tr!("setter-about-swap-wrong"),
                    [None, None],
                )),
            )
        }
        ProblemVariant::Slide { .. } => {
            let model = build(SLIDE_MODEL);
            (
                build(SLIDE_CHECKER),
                build(SLIDE_VALIDATOR),
                model.clone(),
                build(SLIDE_BRUTE),
                Some((
                    with_defines(
                        "#define PATH_NOT_REVERSED 1\n",
                        "the table holds the moves from the target, and it prints them as they are, not reversed",
                        &model,
                    ),
                    tr!("setter-about-slide-wrong"),
                    [Some(WrongAnswer), Some(WrongAnswer)],
                )),
            )
        }
        ProblemVariant::Knight => {
            let model = build(KNIGHT_MODEL);
            (
                build(COUNT_CHECKER),
                build(KNIGHT_VALIDATOR),
                model.clone(),
                build(KNIGHT_BRUTE),
                Some((
                    with_defines(
                        &format!("#define SEARCH_CAP {}\n", KNIGHT_CAP - 1),
                        "an off-by-one: it searches up to 14 jumps, so a board 15 jumps away gets -1",
                        &model,
                    ),
                    tr!("setter-about-knight-wrong"),
                    [Some(Accepted), Some(WrongAnswer)],
                )),
            )
        }
    };
    let model_about = match plan.variant {
        ProblemVariant::Press { .. } => tr!("setter-about-press-model"),
        ProblemVariant::Swap => tr!("setter-about-swap-model"),
        ProblemVariant::Slide { .. } => tr!("setter-about-slide-model"),
        ProblemVariant::Knight => tr!("setter-about-knight-model"),
    };
    let brute_about = match plan.variant {
        ProblemVariant::Press { .. } => tr!("setter-about-press-brute"),
        ProblemVariant::Swap | ProblemVariant::Knight => tr!("setter-about-search-brute"),
        ProblemVariant::Slide { .. } => tr!("setter-about-slide-brute"),
    };
    let mut programs = Programs {
        checker,
        validator,
        solutions: vec![
            SetterSolution {
                name: "model",
                source: model,
                about: model_about,
                expected: [Some(Accepted), Some(Accepted)],
                overall: Accepted,
            },
            SetterSolution {
                name: "brute",
                source: brute,
                about: brute_about,
                expected: [Some(Accepted), Some(TimeLimit)],
                overall: TimeLimit,
            },
        ],
    };
    if let Some((source, about, expected)) = wrong {
        programs.solutions.push(SetterSolution {
            name: "wrong",
            source,
            about,
            expected,
            overall: WrongAnswer,
        });
    }
    programs
}
