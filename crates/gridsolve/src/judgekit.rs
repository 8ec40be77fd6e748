//! What gridsolve hands to other judging platforms for each judge problem:
//! C++ testlib checkers and validators, statements, and reference
//! solutions, one row per problem in [`KITS`]. The C++ sources live as files
//! under `crates/gridsolve/judgekit/<problem>/` (readable, compiled by the
//! tests); a problem plugs in by adding its files and a row here. A problem
//! of [`Problem::ALL`] without a row is refused by `export` and `package`
//! with exit 4, naming the file it lacks.

use gridsolve_core::judge::Problem;

pub mod setter;
// `statement!("poj1753", "en")`: the statement files, found by build.rs
// (docs/problems/ in the repository, bundled/problems/ in a packaged crate).
include!(concat!(env!("OUT_DIR"), "/statements.rs"));

/// The reader shared by every checker, pasted into each exported checker
/// in place of its `#include "gridsolve_judge.h"` so the export is one file.
const SHARED_HEADER: &str = include_str!("../judgekit/gridsolve_judge.h");
const SHARED_INCLUDE: &str = "#include \"gridsolve_judge.h\"\n";

/// One problem's files for other platforms.
pub struct Kit {
    pub problem: Problem,
    /// Title in English and in Chinese.
    pub title_en: &'static str,
    pub title_zh: &'static str,
    /// The testlib checker, before [`SHARED_HEADER`] is pasted in.
    checker: &'static str,
    /// The testlib input validator.
    pub validator: &'static str,
    /// The statement in English and in Chinese (Markdown, docs/problems/).
    pub statement_en: &'static str,
    pub statement_zh: &'static str,
    /// A correct reference solution (Python 3) and a plausible wrong one.
    pub accepted_py: &'static str,
    pub wrong_py: &'static str,
    /// The statement's bound on the cases of one input file (P2324: T <= 10;
    /// `usize::MAX` where the statement has none), which generated test
    /// files keep to so the strict validator accepts them.
    pub max_cases: usize,
}

macro_rules! kit {
    ($problem:expr_2021, $name:tt, $en:literal, $zh:literal) => {
        kit!($problem, $name, $en, $zh, usize::MAX)
    };
    ($problem:expr_2021, $name:tt, $en:literal, $zh:literal, $max_cases:expr_2021) => {
        Kit {
            problem: $problem,
            title_en: $en,
            title_zh: $zh,
            checker: include_str!(concat!("../judgekit/", $name, "/checker.cpp")),
            validator: include_str!(concat!("../judgekit/", $name, "/validator.cpp")),
            statement_en: statement!($name, "en"),
            statement_zh: statement!($name, "zh"),
            accepted_py: include_str!(concat!("../judgekit/", $name, "/accepted.py")),
            wrong_py: include_str!(concat!("../judgekit/", $name, "/wrong.py")),
            max_cases: $max_cases,
        }
    };
}

/// Every problem that has its platform files.
pub const KITS: [Kit; 9] = [
    kit!(Problem::Poj1753, "poj1753", "Flip Game", "翻转棋"),
    kit!(
        Problem::Poj2965,
        "poj2965",
        "The Pilots Brothers' refrigerator",
        "飞行员兄弟的冰箱"
    ),
    kit!(Problem::P1225, "p1225", "Black and White Pieces", "黑白棋游戏"),
    kit!(Problem::P4289, "p4289", "Moving Toys", "移动玩具"),
    kit!(Problem::P1379, "p1379", "The 8-puzzle", "八数码难题"),
    kit!(Problem::Hdu1043, "hdu1043", "Eight", "八数码"),
    // The statement bounds T by 10 (SCOI 2005).
    kit!(Problem::P2324, "p2324", "Knights", "骑士精神", 10),
    kit!(Problem::Poj3279, "poj3279", "Fliptile", "翻转方砖"),
    kit!(Problem::Poj1222, "poj1222", "EXTENDED LIGHTS OUT", "扩展点灯游戏"),
];

/// The kit of `problem`, or a refusal naming what it lacks (exit 4).
pub fn kit(problem: Problem) -> Result<&'static Kit, String> {
    KITS.iter()
        .find(|kit| kit.problem == problem)
        .ok_or_else(|| missing_kit(problem.name()))
}

/// The refusal for a problem without a kit: every file it needs.
fn missing_kit(name: &str) -> String {
    crate::lang::say(gridsolve_core::tr!("judgekit-missing", name = name))
}

impl Kit {
    /// Where the problem comes from: its original name and page. Packages
    /// name it as their source (the statements are in this project's words).
    pub fn origin(&self) -> (&'static str, &'static str) {
        match self.problem {
            Problem::Poj1753 => ("POJ 1753 Flip Game", "http://poj.org/problem?id=1753"),
            Problem::Poj2965 => (
                "POJ 2965 The Pilots Brothers' refrigerator",
                "http://poj.org/problem?id=2965",
            ),
            Problem::P1225 => ("Luogu P1225 黑白棋游戏", "https://www.luogu.com.cn/problem/P1225"),
            Problem::P4289 => (
                "Luogu P4289 [HAOI2008] 移动玩具",
                "https://www.luogu.com.cn/problem/P4289",
            ),
            Problem::P1379 => ("Luogu P1379 八数码难题", "https://www.luogu.com.cn/problem/P1379"),
            Problem::Hdu1043 => ("HDU 1043 Eight", "http://acm.hdu.edu.cn/showproblem.php?pid=1043"),
            Problem::P2324 => (
                "Luogu P2324 [SCOI2005] 骑士精神",
                "https://www.luogu.com.cn/problem/P2324",
            ),
            Problem::Poj3279 => ("POJ 3279 Fliptile", "http://poj.org/problem?id=3279"),
            Problem::Poj1222 => ("POJ 1222 EXTENDED LIGHTS OUT", "http://poj.org/problem?id=1222"),
        }
    }

    /// A statement without its sample sections, which close every
    /// statement: for Kattis and DOMjudge, whose systems show the samples
    /// of `data/sample` after the statement themselves.
    pub fn without_samples(statement: &str) -> &str {
        ["\n## Sample input", "\n## 样例输入"]
            .iter()
            .filter_map(|heading| statement.find(heading))
            .min()
            .map_or(statement, |at| &statement[..=at])
    }

    /// The statement's sample input: the first code block after the
    /// `## Sample input` heading of the English statement, if it has one.
    pub fn sample_input(&self) -> Option<&'static str> {
        let after = self.statement_en.split_once("\n## Sample input\n")?.1;
        let block = after.trim_start().strip_prefix("```\n")?;
        block.split_once("```").map(|(text, _)| text)
    }

    /// The checker as one self-contained C++ file (testlib protocol).
    pub fn checker(&self) -> String {
        let header = SHARED_HEADER.replace("#pragma once\n", "");
        self.checker.replacen(SHARED_INCLUDE, &header, 1)
    }

    /// The validator as a Kattis input validator (see [`kattis_input_validator`]).
    pub fn kattis_input_validator(&self) -> String {
        kattis_input_validator(self.validator)
    }

    /// The checker as a Kattis/DOMjudge output validator (see [`kattis_output_validator`]).
    pub fn kattis_validator(&self) -> String {
        kattis_output_validator(&self.checker())
    }
}

/// A testlib validator as a Kattis input validator: exit 42 for a valid
/// input, 43 (testlib's FAIL code, remapped) for an invalid one.
pub fn kattis_input_validator(validator: &str) -> String {
    let validator = validator.replacen(
        "int main(int argc, char *argv[]) {",
        "static void validatorMain(int argc, char *argv[]) {",
        1,
    );
    format!(
        "// Kattis input validator: validator < INPUT; exit 42 valid, 43 invalid.\n\
         #define FAIL_EXIT_CODE 43\n\n{validator}\n\
         int main(int argc, char *argv[]) {{\n\
         \x20   validatorMain(argc, argv);\n\
         \x20   return 42;\n\
         }}\n"
    )
}

/// A testlib checker as a Kattis/DOMjudge output validator: the same C++
/// with testlib's exit codes mapped to 42 (accepted) and 43 (rejected), the
/// output read from stdin and the verdict written to judgemessage.txt.
pub fn kattis_output_validator(checker: &str) -> String {
    let checker = checker.replacen(
        "int main(int argc, char *argv[]) {",
        "static int checkerMain(int argc, char *argv[]) {",
        1,
    );
    format!(
        "// Kattis output validator: validator INPUT ANSWER FEEDBACK_DIR [FLAGS] < OUTPUT.\n\
         // The testlib checker below, unchanged but for testlib's exit codes.\n\
         #define OK_EXIT_CODE 42\n#define WA_EXIT_CODE 43\n#define PE_EXIT_CODE 43\n\
         #define DIRT_EXIT_CODE 43\n#define FAIL_EXIT_CODE 1\n\n{checker}\n\
         int main(int argc, char *argv[]) {{\n\
         \x20   if (argc < 4) {{\n\
         \x20       fprintf(stderr, \"usage: %s INPUT ANSWER FEEDBACK_DIR < OUTPUT\\n\", argv[0]);\n\
         \x20       return 1;\n\
         \x20   }}\n\
         \x20   std::string message = std::string(argv[3]) + \"/judgemessage.txt\";\n\
         \x20   char *args[] = {{argv[0], argv[1], (char *)\"/dev/stdin\", argv[2], (char *)message.c_str(), NULL}};\n\
         \x20   return checkerMain(5, args);\n\
         }}\n"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A problem added to the core without its platform files shows here.
    #[test]
    fn every_problem_has_a_kit() {
        for problem in Problem::ALL {
            let kit = kit(problem).unwrap_or_else(|why| panic!("{why}"));
            assert!(kit.checker().contains("registerTestlibCmd"), "{}", problem.name());
            assert!(
                !kit.checker().contains(SHARED_INCLUDE),
                "{}: the shared reader is pasted in",
                problem.name()
            );
            assert!(kit.validator.contains("registerValidation"), "{}", problem.name());
            assert!(
                kit.kattis_validator().contains("static int checkerMain("),
                "{}",
                problem.name()
            );
            assert!(
                kit.kattis_input_validator().contains("static void validatorMain("),
                "{}",
                problem.name()
            );
        }
    }

    /// A statement with a sample gives it to the packages whole: the
    /// lines of the input, each ended by its newline.
    #[test]
    fn statement_samples_are_whole_inputs() {
        let with_samples: Vec<&str> = KITS
            .iter()
            .filter_map(|kit| kit.sample_input().map(|text| (kit.problem.name(), text)))
            .map(|(name, text)| {
                assert!(text.ends_with('\n') && !text.contains("```"), "{name}: {text:?}");
                name
            })
            .collect();
        assert_eq!(
            with_samples.len(),
            KITS.len(),
            "every statement has its sample: {with_samples:?}"
        );
        let fliptile = KITS.iter().find(|kit| kit.problem == Problem::Poj3279).unwrap();
        assert_eq!(
            fliptile.sample_input(),
            Some("4 4\n1 0 0 1\n0 1 1 0\n0 1 1 0\n1 0 0 1\n")
        );
    }

    #[test]
    fn a_missing_kit_names_what_it_needs() {
        assert_eq!(
            missing_kit("p1379"),
            "p1379 has no judge kit yet: it needs crates/gridsolve/judgekit/p1379/checker.cpp, validator.cpp, \
             accepted.py, wrong.py, docs/problems/p1379.en.md and .zh.md, and a row in judgekit::KITS"
        );
    }
}
