//! `--explain`: every step of an answer drawn as a board, the cells the move
//! changed marked, in a terminal-friendly way. Without colour a changed cell
//! is shown in brackets, `[w]`; with colour (only when stdout is a terminal)
//! it is highlighted instead, so the layout is the same either way.

use gridsolve_core::judge::{Case, Problem};
use gridsolve_core::{Board, Move};

/// Boards drawn side by side on one line of output.
const PANELS_PER_LINE: usize = 4;

/// Draws explained answers for one problem.
pub struct Explainer {
    problem: Problem,
    colour: bool,
}

/// One board to draw, with a title and the cells to mark.
struct Panel {
    title: String,
    board: Board,
    marked: Vec<(usize, usize)>,
}

impl Explainer {
    pub fn new(problem: Problem, colour: bool) -> Explainer {
        Explainer { problem, colour }
    }

    /// Appends the explanation of `case` and its minimum solution (`None`:
    /// impossible) to `out`.
    pub fn explain(&self, case: &Case, moves: Option<&[Move]>, out: &mut Vec<u8>) {
        let problem = self.problem;
        let puzzle = problem.puzzle(case);
        let start = problem.start_board(case);
        let (zero, one) = problem.alphabet();
        let noun = if problem.is_swap() { "swap" } else { "move" };
        let mut text = String::new();
        let mut panels = Vec::new();
        if problem.is_swap() {
            let target = Board::from_small(problem.rows(), problem.cols(), case.target);
            panels.push(Panel {
                title: "target".into(),
                board: target,
                marked: Vec::new(),
            });
        }
        panels.push(Panel {
            title: "start".into(),
            board: start.clone(),
            marked: Vec::new(),
        });
        match moves {
            None => {
                text += &format!(
                    "case {}: Impossible: no set of flips makes this board all '{}' or all '{}'\n",
                    case.number, one as char, zero as char
                );
            }
            Some(moves) => {
                let plural = if moves.len() == 1 { "" } else { "s" };
                text += &format!("case {}: {} {noun}{plural}, the minimum\n", case.number, moves.len());
                let mut board = start;
                for (i, mv) in moves.iter().enumerate() {
                    puzzle.apply(&mut board, mv).expect("solver moves are legal");
                    let marked = match *mv {
                        Move::Press(cell) => puzzle.toggled_cells(cell),
                        Move::Swap(a, b) => vec![a, b],
                    };
                    panels.push(Panel {
                        title: format!("{}. {}", i + 1, short(mv)),
                        board: board.clone(),
                        marked,
                    });
                }
            }
        }
        for line in panels.chunks(PANELS_PER_LINE) {
            text += &self.draw_line(line);
        }
        if moves.is_some() {
            text += match problem {
                Problem::Poj1753 => "  every piece shows the same colour\n",
                Problem::Poj2965 => "  every handle is open ('-')\n",
                Problem::P1225 | Problem::P4289 => "  the start now equals the target\n",
            };
        }
        text.push('\n');
        out.extend_from_slice(text.as_bytes());
    }

    /// Draws panels side by side: a title row, then the board rows.
    fn draw_line(&self, panels: &[Panel]) -> String {
        let (zero, one) = self.problem.alphabet();
        let width = (3 * self.problem.cols()).max(14) + 2;
        let mut text = String::new();
        for p in panels {
            text += &format!("  {:<width$}", p.title);
        }
        text = text.trim_end().to_string() + "\n";
        for r in 0..self.problem.rows() {
            let mut line = String::new();
            for p in panels {
                line += "  ";
                for c in 0..self.problem.cols() {
                    let ch = if p.board.get((r, c)) { one } else { zero } as char;
                    let marked = p.marked.contains(&(r, c));
                    line += &match (marked, self.colour) {
                        (false, _) => format!(" {ch} "),
                        (true, false) => format!("[{ch}]"),
                        (true, true) => format!("\x1b[1;30;43m {ch} \x1b[0m"),
                    };
                }
                line += &" ".repeat(width - 3 * self.problem.cols());
            }
            text += line.trim_end();
            text.push('\n');
        }
        text
    }
}

/// A move in a few characters, 1-based: `(1,3)` or `(1,2)-(2,2)`.
fn short(mv: &Move) -> String {
    match *mv {
        Move::Press((r, c)) => format!("({},{})", r + 1, c + 1),
        Move::Swap((r1, c1), (r2, c2)) => format!("({},{})-({},{})", r1 + 1, c1 + 1, r2 + 1, c2 + 1),
    }
}
