//! The four judge problems as presets on the general model: input reading
//! with precise positions ([`parse`]) and answers in the exact formats the
//! judges expect ([`answer`]).
//!
//! | problem | rule | goal | output |
//! |---|---|---|---|
//! | POJ 1753 Flip Game | plus stencil, `b` = 1 | all `b` or all `w` | count or `Impossible` |
//! | POJ 2965 refrigerator | row+column, `+` = 1 | all `-` | count, then `row col` lines, row-major |
//! | Luogu P1225 | adjacent swaps | the target board | count, then `r1c1r2c2` lines |
//! | Luogu P4289 | adjacent swaps | the target board | count |

pub mod answer;
pub mod check;
pub mod parse;

pub use answer::JudgeSolver;
pub use parse::{Case, CaseReader, ParseError, PartialCase, ResumePoint};

use crate::board::Board;
use crate::rules::Puzzle;

/// A judge problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Problem {
    Poj1753,
    Poj2965,
    P1225,
    P4289,
}

impl Problem {
    /// Every problem, in the order they are documented.
    pub const ALL: [Problem; 4] = [Problem::Poj1753, Problem::Poj2965, Problem::P1225, Problem::P4289];

    /// The command-line name.
    pub fn name(self) -> &'static str {
        match self {
            Problem::Poj1753 => "poj1753",
            Problem::Poj2965 => "poj2965",
            Problem::P1225 => "p1225",
            Problem::P4289 => "p4289",
        }
    }

    /// The problem with this command-line name.
    pub fn from_name(name: &str) -> Option<Problem> {
        Problem::ALL.into_iter().find(|p| p.name() == name)
    }

    /// The characters for a 0 cell and a 1 cell.
    pub fn alphabet(self) -> (u8, u8) {
        match self {
            Problem::Poj1753 => (b'w', b'b'),
            Problem::Poj2965 => (b'-', b'+'),
            Problem::P1225 | Problem::P4289 => (b'0', b'1'),
        }
    }

    /// The cell characters as named in messages, in the statement's order.
    pub fn cell_names(self) -> &'static str {
        match self {
            Problem::Poj1753 => "'b' or 'w'",
            Problem::Poj2965 => "'+' or '-'",
            Problem::P1225 | Problem::P4289 => "'0' or '1'",
        }
    }

    /// Rows of every board of the problem.
    pub fn rows(self) -> usize {
        4
    }

    /// Columns of every board of the problem.
    pub fn cols(self) -> usize {
        4
    }

    /// Whether the problem is a swap problem (two boards per case).
    pub fn is_swap(self) -> bool {
        matches!(self, Problem::P1225 | Problem::P4289)
    }

    /// Whether the output lists the moves (not only their number).
    pub fn lists_moves(self) -> bool {
        matches!(self, Problem::Poj2965 | Problem::P1225)
    }

    /// The general puzzle behind a case.
    pub fn puzzle(self, case: &Case) -> Puzzle {
        let (rows, cols) = (self.rows(), self.cols());
        match self {
            Problem::Poj1753 => Puzzle::flip_game(rows, cols),
            Problem::Poj2965 => Puzzle::refrigerator(rows, cols),
            Problem::P1225 | Problem::P4289 => Puzzle::swap(Board::from_small(rows, cols, case.target)),
        }
    }

    /// The start board of a case.
    pub fn start_board(self, case: &Case) -> Board {
        Board::from_small(self.rows(), self.cols(), case.start)
    }

    /// A board written in the problem's own characters, one row per line.
    pub fn render(self, board: &Board) -> String {
        let (zero, one) = self.alphabet();
        board.render(zero as char, one as char)
    }
}
