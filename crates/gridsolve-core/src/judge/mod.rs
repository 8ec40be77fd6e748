//! The judge problems as presets on the general model: input reading
//! with precise positions ([`parse`]) and answers in the exact formats the
//! judges expect ([`solver`]).
//!
//! | problem | rule | goal | output |
//! |---|---|---|---|
//! | POJ 1753 Flip Game | plus stencil, `b` = 1 | all `b` or all `w` | count or `Impossible` |
//! | POJ 2965 refrigerator | row+column, `+` = 1 | all `-` | count, then `row col` lines, row-major |
//! | Luogu P1225 | adjacent swaps | the target board | count, then `r1c1r2c2` lines |
//! | Luogu P4289 | adjacent swaps | the target board | count |
//! | Luogu P1379 八数码 | slide into the blank `0` | `123804765` | count |
//! | HDU 1043 / POJ 1077 Eight | slide into the blank `x` | `12345678x` | `u`/`d`/`l`/`r` path or `unsolvable` |
//! | Luogu P2324 骑士精神 | knight jumps into the blank `*` | `11111/01111/00*11/00001/00000` | count if at most 15, else `-1` |
//! | POJ 3279 Fliptile | plus stencil on M x N (1..15) | all 0 | fewest presses, lexicographically smallest, or `IMPOSSIBLE` |
//! | POJ 1222 Extended Lights Out | plus stencil on 5 x 6 | all 0 | `PUZZLE #k` and the one press grid |
//!
//! The problems come in groups that share a case layout ([`CaseLayout`]):
//! the 4x4 two-colour boards keep their cells in [`Case::start`] and
//! [`Case::target`] as state numbers; the eight-puzzles keep their tiles in
//! `start` as nine 4-bit cells ([`eight`]); 骑士精神 its knights and blank
//! in `start` ([`knights`]); the press-grid problems their board in
//! [`Case::flip_board`] ([`fliptile`]).
//!
//! A new judge problem touches, in this crate: [`Problem`], its `ALL` and
//! its other matches (`name`, `layout`, `alphabet`, `rows`/`cols`,
//! `puzzle`, `start_board`, `counts_cases`, `lists_moves`; the compiler
//! finds most), perhaps a new [`CaseLayout`] with its reader in
//! `parse/cells.rs`; the case reader ([`parse`]) and its `judge-cells-*`
//! messages; [`algorithms`] and its fast path ([`solver`]); the special
//! judge ([`check`]); `testgen.rs`, `stress.rs`, `draw.rs`; the `demo-title-*`
//! messages (both `locales/*.ftl`); `tests/judge_exhaustive.rs`, `tests/check.rs` and
//! `tests/judge_families.rs`, the independent references.
//!
//! In the `gridsolve` crate: a `Command` variant and its dispatch arm
//! (`lib.rs`); `SAMPLES` (`shared.rs`); a row of `judgekit::KITS`, the
//! title and URL of `judgekit.rs`'s second match, and the files under
//! `judgekit/<problem>/`; the problem lists written out in the help of
//! `commands/judge.rs`, `check.rs`, `export.rs`, `gen.rs`, `stress.rs` and
//! `package/mod.rs`; the Chinese help in `locales/zh.ftl` (`-problem`,
//! `<problem>-about`, `-file`, `-explain`, `-algorithm`); the CLI tests
//! (`cli_judge.rs`, `cli_judge_families.rs`, `cli_check.rs`).
//!
//! Elsewhere: the bindings' judge functions (`__init__.py` and its
//! `__all__`, the hand sections of `__init__.pyi`, `npm/index.js`,
//! `npm/index.d.ts`), then their generated regions regenerated
//! (`GRIDSOLVE_WRITE_SCHEMA=1`, see [`crate::puzzle::schema`]); the
//! statements in `docs/problems/` (`<problem>.en.md`, `.zh.md`,
//! `README.md`, `judges.md`) and `docs/problem-setters.md`; the README,
//! the crates' READMEs, the core's crate doc and both `Cargo.toml`
//! descriptions (they count the problems); a hand-tuned C++ floor under
//! `bench/floor/`; the problem lists of `scripts/npm-test.sh`,
//! `scripts/judge-floor-bench.sh`, the CLI's `tests/cli_stress.rs`,
//! `cli_gen.rs`, `cli_package.rs` and `judgekit.rs`,
//! `scripts/python_module_test.py` and the page's `web/js/lessons.js`.

pub mod check;
pub mod eight;
pub mod fliptile;
pub mod knights;
pub mod parse;
pub mod solver;

pub use parse::{Board15, Case, CaseReader, ParseError, PartialCase, ResumePoint};
pub use solver::{JudgeSolver, algorithms};

use crate::board::Board;
use crate::rules::Puzzle;

/// A judge problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Problem {
    /// POJ 1753 Flip Game.
    Poj1753,
    /// POJ 2965 The Pilots Brothers' refrigerator.
    Poj2965,
    /// Luogu P1225: swaps, listed.
    P1225,
    /// Luogu P4289 (HAOI 2008): swaps, counted.
    P4289,
    /// Luogu P1379 八数码难题.
    P1379,
    /// HDU 1043 / POJ 1077 Eight.
    Hdu1043,
    /// Luogu P2324 骑士精神.
    P2324,
    /// POJ 3279 Fliptile.
    Poj3279,
    /// POJ 1222 EXTENDED LIGHTS OUT.
    Poj1222,
}

/// Problems whose cases share a layout, a reader and a solver (not to be
/// confused with [`crate::puzzle::Family`], which model a puzzle's words mean).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CaseLayout {
    /// 4x4 two-colour boards, toggled (POJ 1753, POJ 2965).
    Toggle4,
    /// Two 4x4 two-colour boards, adjacent swaps (P1225, P4289).
    Swap4,
    /// The 3x3 sliding puzzle (P1379, HDU 1043).
    Eight,
    /// 骑士精神: 5x5, knights jump into the blank (P2324).
    Knights,
    /// Plus-stencil presses on an M x N board, the press grid printed (POJ 3279, POJ 1222).
    PressGrid,
}

impl Problem {
    /// Every problem, in the order they are documented.
    pub const ALL: [Problem; 9] = [
        Problem::Poj1753,
        Problem::Poj2965,
        Problem::P1225,
        Problem::P4289,
        Problem::P1379,
        Problem::Hdu1043,
        Problem::P2324,
        Problem::Poj3279,
        Problem::Poj1222,
    ];

    /// The command-line name.
    pub fn name(self) -> &'static str {
        match self {
            Problem::Poj1753 => "poj1753",
            Problem::Poj2965 => "poj2965",
            Problem::P1225 => "p1225",
            Problem::P4289 => "p4289",
            Problem::P1379 => "p1379",
            Problem::Hdu1043 => "hdu1043",
            Problem::P2324 => "p2324",
            Problem::Poj3279 => "poj3279",
            Problem::Poj1222 => "poj1222",
        }
    }

    /// The layout the problem's cases share with its siblings'.
    pub fn layout(self) -> CaseLayout {
        match self {
            Problem::Poj1753 | Problem::Poj2965 => CaseLayout::Toggle4,
            Problem::P1225 | Problem::P4289 => CaseLayout::Swap4,
            Problem::P1379 | Problem::Hdu1043 => CaseLayout::Eight,
            Problem::P2324 => CaseLayout::Knights,
            Problem::Poj3279 | Problem::Poj1222 => CaseLayout::PressGrid,
        }
    }

    /// Whether the input starts with the number of cases T (then exactly T
    /// cases follow); otherwise cases run until end of input.
    pub fn counts_cases(self) -> bool {
        matches!(self, Problem::P2324 | Problem::Poj1222)
    }

    /// The names of every problem, for messages: `poj1753, poj2965, ...`.
    pub fn names() -> String {
        Problem::ALL.map(Problem::name).join(", ")
    }

    /// The problem with this command-line name.
    pub fn from_name(name: &str) -> Option<Problem> {
        Problem::ALL.into_iter().find(|p| p.name() == name)
    }

    /// The characters for a 0 cell and a 1 cell (two-colour boards; the
    /// eight-puzzles have tiles instead and answer `('0', '1')`).
    pub fn alphabet(self) -> (u8, u8) {
        match self {
            Problem::Poj1753 => (b'w', b'b'),
            Problem::Poj2965 => (b'-', b'+'),
            _ => (b'0', b'1'),
        }
    }

    /// The cell characters as named in messages, in the statement's order.
    pub fn cell_names(self) -> &'static str {
        match self {
            Problem::Poj1753 => "'b' or 'w'",
            Problem::Poj2965 => "'+' or '-'",
            Problem::P1379 => "a digit '0' to '8' ('0' the blank)",
            Problem::Hdu1043 => "'1' to '8' or 'x' (the blank)",
            Problem::P2324 => "'0', '1' or '*' (the blank)",
            _ => "'0' or '1'",
        }
    }

    /// Rows of every board of the problem (POJ 3279: at most this many;
    /// each case gives its own size).
    pub fn rows(self) -> usize {
        match self.layout() {
            CaseLayout::Toggle4 | CaseLayout::Swap4 => 4,
            CaseLayout::Eight => 3,
            CaseLayout::Knights => 5,
            CaseLayout::PressGrid if self == Problem::Poj1222 => 5,
            CaseLayout::PressGrid => fliptile::MAX_SIDE,
        }
    }

    /// Columns of every board of the problem (POJ 3279: at most this many).
    pub fn cols(self) -> usize {
        match self.layout() {
            CaseLayout::Toggle4 | CaseLayout::Swap4 => 4,
            CaseLayout::Eight => 3,
            CaseLayout::Knights => 5,
            CaseLayout::PressGrid if self == Problem::Poj1222 => 6,
            CaseLayout::PressGrid => fliptile::MAX_SIDE,
        }
    }

    /// Whether the problem is a swap problem (two boards per case).
    pub fn is_swap(self) -> bool {
        matches!(self, Problem::P1225 | Problem::P4289)
    }

    /// Whether the output lists the moves (not only their number).
    pub fn lists_moves(self) -> bool {
        matches!(self, Problem::Poj2965 | Problem::P1225)
    }

    /// The general puzzle behind a case of a two-colour problem (the
    /// 4x4 families and the press grids); `None` for the token puzzles
    /// (eight-puzzle, knights), whose moves are not toggles or edge swaps.
    pub fn puzzle(self, case: &Case) -> Option<Puzzle> {
        let (rows, cols) = (self.rows(), self.cols());
        match self {
            Problem::Poj1753 => Some(Puzzle::flip_game(rows, cols)),
            Problem::Poj2965 => Some(Puzzle::refrigerator(rows, cols)),
            Problem::P1225 | Problem::P4289 => Some(Puzzle::swap(Board::from_small(rows, cols, case.target))),
            Problem::Poj3279 | Problem::Poj1222 => Some(Puzzle::toggle(
                case.flip_board.rows(),
                case.flip_board.cols(),
                crate::rules::Stencil::Plus,
                false,
                crate::rules::Goal::Zeros,
            )),
            Problem::P1379 | Problem::Hdu1043 | Problem::P2324 => None,
        }
    }

    /// The start board of a case of a two-colour problem (the knights'
    /// board as its `1` cells, the blank 0; the eight-puzzles: empty).
    pub fn start_board(self, case: &Case) -> Board {
        match self.layout() {
            CaseLayout::PressGrid => case.flip_board.to_board(),
            CaseLayout::Eight => Board::zeros(3, 3),
            CaseLayout::Knights => Board::from_small(5, 5, knights::ones(case.start)),
            CaseLayout::Toggle4 | CaseLayout::Swap4 => Board::from_small(self.rows(), self.cols(), case.start),
        }
    }

    /// A board written in the problem's own characters, one row per line.
    pub fn render(self, board: &Board) -> String {
        let (zero, one) = self.alphabet();
        board.render(zero as char, one as char)
    }
}

/// A whole input of `problem` answered in memory, as the judge command
/// prints it: the output of every case, or, at the first case that cannot
/// be read or answered, the answers before it and why, as a message of both
/// locale files (`render` it in the reader's language; for tests and
/// examples: the command line streams instead, and the bindings' `answer`
/// goes through `puzzle::request`).
///
/// ```
/// use gridsolve_core::judge::{answer_text, Problem};
/// use gridsolve_core::Algorithm;
/// let output = answer_text(Problem::Poj1753, b"bwwb\nbbwb\nbwwb\nbwww\n", Algorithm::Auto).unwrap();
/// assert_eq!(output, b"4\n");
/// ```
pub fn answer_text(
    problem: Problem,
    input: &[u8],
    algorithm: crate::Algorithm,
) -> Result<Vec<u8>, (Vec<u8>, crate::locale::Text)> {
    let solver = JudgeSolver::new(problem, algorithm).map_err(|e| (Vec::new(), e.text()))?;
    let mut out = Vec::new();
    for case in CaseReader::new(problem, input) {
        let answered = case
            .map_err(|e| e.text())
            .and_then(|case| solver.write_answer(&case, &mut out).map_err(|e| e.text()));
        if let Err(why) = answered {
            return Err((out, why));
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::Lang;

    /// A bad case stops the answers with its reason as a message: the
    /// answers before it kept, the reason in either language, its Chinese
    /// with no English words but the cells quoted from the input.
    #[test]
    fn answer_text_gives_the_answers_before_a_bad_case_and_why_in_either_language() {
        let (answered, why) = answer_text(
            Problem::Poj2965,
            b"-+--\n----\n----\n-+--\n-+--\n-x--\n",
            crate::Algorithm::Auto,
        )
        .unwrap_err();
        assert!(answered.starts_with(b"6\n"), "{}", String::from_utf8_lossy(&answered));
        assert_eq!(why.id(), "judge-at-case-line-column");
        let (en, zh) = (why.render(Lang::En), why.render(Lang::Zh));
        assert!(en.starts_with("case 2, line 6, column 2: "), "{en}");
        assert!(zh.starts_with("第 2 组，第 6 行第 2 列："), "{zh}");
        assert!(
            !zh.split(|c: char| !c.is_ascii_alphabetic()).any(|word| word.len() > 1),
            "an English word in the Chinese reason: {zh}"
        );
    }
}
