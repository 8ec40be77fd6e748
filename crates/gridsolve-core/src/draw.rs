//! `--explain`'s drawings: every step of an answer drawn as a board, the
//! cells the move changed marked, in a terminal-friendly way. Without colour
//! a changed cell is shown in brackets, `[w]`; with colour (the front door
//! decides: the command line only when stdout is a terminal and `NO_COLOR`
//! is unset) it is highlighted instead, so the layout is the same either way.
//! Text only: the caller writes it wherever it goes.

use crate::grid::Grid;
use crate::judge::{Case, CaseLayout, Problem, eight, fliptile, knights};
use crate::locale::{Lang, pad_end, words};
use crate::modular::{ModularPuzzle, Presses};
use crate::slide::{TokenRule, knight_jump_text};
use crate::tr;
use crate::{Board, Move, Puzzle};
use unicode_width::UnicodeWidthStr;

/// Boards drawn side by side on one line of output.
const PANELS_PER_LINE: usize = 4;

/// Draws explained answers for one problem.
pub struct Explainer {
    problem: Problem,
    drawing: Drawing,
}

/// How boards are drawn: the characters for 0 and 1, and colour or brackets.
pub struct Drawing {
    /// The character a 0 cell is drawn with.
    pub zero: char,
    /// The character a 1 cell is drawn with.
    pub one: char,
    /// Changed cells in colour (a terminal) rather than in brackets.
    pub colour: bool,
    /// The language of the panels' titles.
    pub lang: Lang,
}

/// One board to draw, with a title and the cells to mark.
struct Panel {
    title: String,
    cells: Vec<Vec<char>>,
    marked: Vec<(usize, usize)>,
}

impl Panel {
    fn of_board(title: String, board: &Board, zero: char, one: char, marked: Vec<(usize, usize)>) -> Panel {
        let cells = (0..board.rows())
            .map(|r| {
                (0..board.cols())
                    .map(|c| if board.get((r, c)) { one } else { zero })
                    .collect()
            })
            .collect();
        Panel { title, cells, marked }
    }
}

impl Explainer {
    /// The drawings of `problem`'s cases, in colour or brackets, titled in `lang`.
    pub fn new(problem: Problem, colour: bool, lang: Lang) -> Explainer {
        let (zero, one) = problem.alphabet();
        Explainer {
            problem,
            drawing: Drawing {
                zero: zero as char,
                one: one as char,
                colour,
                lang,
            },
        }
    }

    /// A line of the explanation in its language.
    fn line(&self, text: crate::locale::Text) -> String {
        text.render(self.drawing.lang) + "\n"
    }

    /// Appends the explanation of `case` and its minimum solution (`None`:
    /// impossible) to `out`.
    pub fn explain(&self, case: &Case, moves: Option<&[Move]>, out: &mut Vec<u8>) {
        let problem = self.problem;
        let text = match problem.layout() {
            CaseLayout::Eight | CaseLayout::Knights => self.explain_tokens(case, moves),
            CaseLayout::PressGrid => self.explain_press_grid(case, moves),
            CaseLayout::Toggle4 | CaseLayout::Swap4 => self.explain_4x4(case, moves),
        };
        out.extend_from_slice(text.as_bytes());
    }

    /// The eight-puzzles and 骑士精神: the board after every move, the
    /// piece that moved marked on its new cell.
    fn explain_tokens(&self, case: &Case, moves: Option<&[Move]>) -> String {
        let problem = self.problem;
        let (side, blank_char) = match problem {
            Problem::P2324 => (5, '*'),
            Problem::Hdu1043 => (3, 'x'),
            _ => (3, '0'),
        };
        let grid_of = |cells: Vec<char>| -> Vec<Vec<char>> { cells.chunks(side).map(|row| row.to_vec()).collect() };
        let eight_cells = |board: u64| -> Vec<char> {
            eight::tiles(board)
                .iter()
                .map(|&t| if t == 0 { blank_char } else { char::from(b'0' + t) })
                .collect()
        };
        let knight_cells = |state: u64| -> Vec<char> {
            (0..knights::CELLS)
                .map(|i| char::from(knights::cell(state, i)))
                .collect()
        };
        let cells_of = |state: u64| {
            if side == 5 {
                knight_cells(state)
            } else {
                eight_cells(state)
            }
        };
        let blank_of = |state: u64| {
            if side == 5 {
                knights::blank(state)
            } else {
                eight::blank(state)
            }
        };
        let number = case.number;
        let mut text = self.line(match moves {
            None if problem == Problem::Hdu1043 => tr!(
                "explain-hdu1043-unsolvable",
                case = number,
                inversions = eight::inversions(case.start)
            ),
            None => tr!("explain-knights-far", case = number),
            Some([_]) => tr!("explain-one-move", case = number),
            Some(moves) => tr!("explain-moves", case = number, moves = moves.len()),
        });
        let mut panels = vec![Panel {
            title: words(self.drawing.lang, "draw-start"),
            cells: grid_of(cells_of(case.start)),
            marked: Vec::new(),
        }];
        let mut state = case.start;
        for (i, mv) in moves.unwrap_or(&[]).iter().enumerate() {
            let Move::Swap(a, b) = *mv else { continue };
            let (a, b) = (a.0 * side + a.1, b.0 * side + b.1);
            let from = blank_of(state);
            let to = if a == from { b } else { a };
            let title = if side == 5 {
                state = knights::jump(state, to);
                format!(
                    "{}. {}",
                    i + 1,
                    knight_jump_text((to / 5, to % 5), (from / 5, from % 5))
                )
            } else {
                let dir = eight::Dir::ALL
                    .into_iter()
                    .find(|d| d.step(from) == Some(to))
                    .expect("a move is one step");
                state = eight::slide(state, from, to);
                format!("{}. {}", i + 1, dir.letter() as char)
            };
            panels.push(Panel {
                title,
                cells: grid_of(cells_of(state)),
                marked: vec![(from / side, from % side)],
            });
        }
        text += &panels
            .chunks(PANELS_PER_LINE)
            .map(|line| self.drawing.draw_line(line))
            .collect::<String>();
        if moves.is_some() {
            text += &format!("  {}", self.line(tr!("explain-now-goal")));
        }
        text.push('\n');
        text
    }

    /// The press grids: the board, the presses, the board after them.
    fn explain_press_grid(&self, case: &Case, moves: Option<&[Move]>) -> String {
        let board = case.flip_board.to_board();
        let number = case.number;
        let mut text = self.line(match moves {
            None => tr!(
                "explain-press-impossible",
                case = number,
                size = format!("{} x {}", board.rows(), board.cols())
            ),
            Some(moves) => {
                let which = if self.problem == Problem::Poj1222 {
                    tr!("explain-only-grid")
                } else {
                    tr!("explain-fewest-grid")
                };
                if moves.len() == 1 {
                    tr!("explain-one-press", case = number, which = which)
                } else {
                    tr!("explain-presses", case = number, presses = moves.len(), which = which)
                }
            }
        });
        let lang = self.drawing.lang;
        let mut panels = vec![Panel::of_board(words(lang, "draw-board"), &board, '0', '1', Vec::new())];
        if let Some(moves) = moves {
            let pressed: Vec<(usize, usize)> = moves
                .iter()
                .filter_map(|mv| match *mv {
                    Move::Press(cell) => Some(cell),
                    Move::Swap(..) => None,
                })
                .collect();
            let mut presses = Board::zeros(board.rows(), board.cols());
            for &cell in &pressed {
                presses.set(cell, true);
            }
            panels.push(Panel::of_board(
                words(lang, "draw-presses"),
                &presses,
                '0',
                '1',
                pressed.clone(),
            ));
            let mut grid = crate::judge::Board15::zeros(board.rows(), board.cols());
            for &cell in &pressed {
                grid.set(cell, true);
            }
            let after = fliptile::apply(&case.flip_board, &grid).to_board();
            panels.push(Panel::of_board(words(lang, "draw-after"), &after, '0', '1', Vec::new()));
        }
        text += &panels
            .chunks(PANELS_PER_LINE)
            .map(|line| self.drawing.draw_line(line))
            .collect::<String>();
        if moves.is_some() {
            text += &format!("  {}", self.line(tr!("explain-every-cell-0")));
        }
        text.push('\n');
        text
    }

    /// The 4x4 problems: the board after every move.
    fn explain_4x4(&self, case: &Case, moves: Option<&[Move]>) -> String {
        let problem = self.problem;
        let puzzle = problem.puzzle(case).expect("the 4x4 families are puzzles");
        let start = problem.start_board(case);
        let target = problem
            .is_swap()
            .then(|| Board::from_small(problem.rows(), problem.cols(), case.target));
        let number = case.number;
        let mut text = self.line(match moves {
            None => tr!(
                "explain-flip-impossible",
                case = number,
                one = self.drawing.one,
                zero = self.drawing.zero
            ),
            Some([_]) if problem.is_swap() => tr!("explain-one-swap", case = number),
            Some(moves) if problem.is_swap() => tr!("explain-swaps", case = number, swaps = moves.len()),
            Some([_]) => tr!("explain-one-move", case = number),
            Some(moves) => tr!("explain-moves", case = number, moves = moves.len()),
        });
        text += &self
            .drawing
            .steps(&puzzle, &start, target.as_ref(), moves.unwrap_or(&[]));
        if moves.is_some() {
            text += &format!(
                "  {}",
                self.line(match problem {
                    Problem::Poj1753 => tr!("explain-same-colour"),
                    Problem::Poj2965 => tr!("explain-handles-open"),
                    _ => tr!("explain-start-is-target"),
                })
            );
        }
        text.push('\n');
        text
    }
}

impl Drawing {
    /// Draws the target (when given), the start and the board after each of
    /// `moves`, the cells each move changed marked, four panels to a line.
    pub fn steps(&self, puzzle: &Puzzle, start: &Board, target: Option<&Board>, moves: &[Move]) -> String {
        let (zero, one) = (self.zero, self.one);
        let mut panels = Vec::new();
        if let Some(target) = target {
            panels.push(Panel::of_board(
                words(self.lang, "draw-target"),
                target,
                zero,
                one,
                Vec::new(),
            ));
        }
        panels.push(Panel::of_board(
            words(self.lang, "draw-start"),
            start,
            zero,
            one,
            Vec::new(),
        ));
        let mut board = start.clone();
        for (i, mv) in moves.iter().enumerate() {
            puzzle.apply(&mut board, mv).expect("solver moves are legal");
            let marked = match *mv {
                Move::Press(cell) => puzzle.toggled_cells(cell),
                Move::Swap(a, b) => vec![a, b],
            };
            panels.push(Panel::of_board(
                format!("{}. {}", i + 1, short(mv)),
                &board,
                zero,
                one,
                marked,
            ));
        }
        panels
            .chunks(PANELS_PER_LINE)
            .map(|line| self.draw_line(line))
            .collect()
    }

    /// Draws panels side by side: a title row, then the board rows.
    fn draw_line(&self, panels: &[Panel]) -> String {
        let (rows, cols) = (panels[0].cells.len(), panels[0].cells[0].len());
        let width = (3 * cols).max(14) + 2;
        let mut text = String::new();
        for p in panels {
            text += &format!("  {}", pad_end(&p.title, width));
        }
        text = text.trim_end().to_string() + "\n";
        for r in 0..rows {
            let mut line = String::new();
            for p in panels {
                line += "  ";
                for c in 0..cols {
                    let ch = p.cells[r][c];
                    let marked = p.marked.contains(&(r, c));
                    line += &match (marked, self.colour) {
                        (false, _) => format!(" {ch} "),
                        (true, false) => format!("[{ch}]"),
                        (true, true) => format!("\x1b[1;30;43m {ch} \x1b[0m"),
                    };
                }
                line += &" ".repeat(width - 3 * cols);
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

/// One board of numbers to draw, with a title and the cells to mark.
struct GridPanel {
    title: String,
    board: Grid,
    marked: Vec<(usize, usize)>,
}

/// Draws the steps of a K-state answer: the start, then the board after each
/// press that is used, pressed as often as its count (`(2,3) x2`), the cells
/// it changed marked; four panels to a line. Values above 9 are drawn as
/// numbers, right-aligned.
pub(crate) fn modular_steps(puzzle: &ModularPuzzle, start: &Grid, counts: &[u8], colour: bool, lang: Lang) -> String {
    let mut panels = vec![GridPanel {
        title: words(lang, "draw-start"),
        board: start.clone(),
        marked: Vec::new(),
    }];
    let mut board = start.clone();
    let mut step = 0;
    for (press, &count) in counts.iter().enumerate().filter(|&(_, &c)| c > 0) {
        let mut single = vec![0u8; counts.len()];
        single[press] = count;
        board = puzzle.apply_counts(&board, &single);
        step += 1;
        let times = if count > 1 { format!(" x{count}") } else { String::new() };
        panels.push(GridPanel {
            title: format!("{step}. {}{times}", press_name(puzzle, press, true)),
            board: board.clone(),
            marked: puzzle.press_cells(press),
        });
    }
    let width = usize::from(puzzle.states - 1).to_string().len();
    panels
        .chunks(PANELS_PER_LINE)
        .map(|line| draw_grid_line(line, width, colour))
        .collect()
}

/// A press's name: `(2,3)` / `press (2, 3)` for a stencil's cell, `button 4`
/// for a button (1-based).
pub(crate) fn press_name(puzzle: &ModularPuzzle, press: usize, short: bool) -> String {
    match puzzle.presses {
        Presses::Stencil { .. } => {
            let (r, c) = (press / puzzle.cols + 1, press % puzzle.cols + 1);
            if short {
                format!("({r},{c})")
            } else {
                format!("press ({r}, {c})")
            }
        }
        Presses::Buttons(_) => format!("button {}", press + 1),
    }
}

/// The press counts as a block of text under a heading: a matrix for one
/// press per cell (`rows` x `cols`), one line of counts for buttons.
pub(crate) fn press_counts_block(counts: &[u8], shape: Option<(usize, usize)>, lang: Lang) -> String {
    let width = counts.iter().max().map_or(1, |m| m.to_string().len());
    let line = |row: &[u8]| -> String {
        let cells: Vec<String> = row.iter().map(|c| format!("{c:>width$}")).collect();
        format!("   {}\n", cells.join(" "))
    };
    match shape {
        Some((_, cols)) => {
            let mut text = format!("  {}\n", words(lang, "draw-press-counts-cells"));
            for row in counts.chunks(cols.max(1)) {
                text += &line(row);
            }
            text
        }
        None => format!("  {}\n{}", words(lang, "draw-press-counts-buttons"), line(counts)),
    }
}

/// Draws grid panels side by side: a title row, then the board rows.
fn draw_grid_line(panels: &[GridPanel], width: usize, colour: bool) -> String {
    let (rows, cols) = (panels[0].board.rows(), panels[0].board.cols());
    let cell = width + 2;
    let panel_width = (cell * cols).max(14) + 2;
    let mut text = String::new();
    for p in panels {
        text += &format!("  {}", pad_end(&p.title, panel_width));
    }
    text = text.trim_end().to_string() + "\n";
    for r in 0..rows {
        let mut line = String::new();
        for p in panels {
            line += "  ";
            for c in 0..cols {
                let value = p.board.get((r, c));
                let marked = p.marked.contains(&(r, c));
                line += &match (marked, colour) {
                    (false, _) => format!(" {value:>width$} "),
                    (true, false) => format!("[{value:>width$}]"),
                    (true, true) => format!("\x1b[1;30;43m {value:>width$} \x1b[0m"),
                };
            }
            line += &" ".repeat(panel_width - cell * cols);
        }
        text += line.trim_end();
        text.push('\n');
    }
    text
}

/// Every step of a token answer (sliding tiles, knights) as boards, four to
/// a line: the target, the start, then each move with the cell the token
/// moved into marked in brackets. `path` is the slide's u/d/l/r letters.
pub(crate) fn token_steps(
    rule: TokenRule,
    (rows, cols): (usize, usize),
    start: &[u8],
    goal: &[u8],
    moves: &[Move],
    path: Option<&str>,
    lang: Lang,
) -> String {
    let cell_text = |t: u8| match rule {
        TokenRule::Slide if t == 0 => ".".to_string(),
        TokenRule::Slide => t.to_string(),
        TokenRule::Knight => match t {
            0 => "*".to_string(),
            1 => "1".to_string(),
            _ => "0".to_string(),
        },
    };
    let width = (0..start.len() as u8).map(|t| cell_text(t).len()).max().unwrap_or(1);
    let draw = |cells: &[u8], marked: Option<usize>| -> Vec<String> {
        cells
            .chunks(cols)
            .enumerate()
            .map(|(r, row)| {
                row.iter()
                    .enumerate()
                    .map(|(c, &t)| {
                        let s = format!("{:>width$}", cell_text(t));
                        if marked == Some(r * cols + c) {
                            format!("[{s}]")
                        } else {
                            format!(" {s} ")
                        }
                    })
                    .collect::<String>()
            })
            .collect()
    };
    let mut panels: Vec<(String, Vec<String>)> = vec![
        (words(lang, "draw-target"), draw(goal, None)),
        (words(lang, "draw-start"), draw(start, None)),
    ];
    let mut cells = start.to_vec();
    let letters: Vec<char> = path.map(|p| p.chars().collect()).unwrap_or_default();
    for (i, mv) in moves.iter().enumerate() {
        let Move::Swap((br, bc), (tr, tc)) = *mv else { continue };
        let (blank, token) = (br * cols + bc, tr * cols + tc);
        cells.swap(blank, token);
        let title = match letters.get(i) {
            Some(letter) => format!("{}. {letter}", i + 1),
            None => format!("{}. {}", i + 1, knight_jump_text((tr, tc), (br, bc))),
        };
        panels.push((title, draw(&cells, Some(blank))));
    }
    let panel_width = panels
        .iter()
        .flat_map(|(title, rows)| std::iter::once(title.width()).chain(rows.iter().map(String::len)))
        .max()
        .unwrap_or(1)
        + 2;
    let mut out = String::new();
    for line in panels.chunks(PANELS_PER_LINE) {
        let titles: Vec<String> = line.iter().map(|(t, _)| pad_end(t, panel_width)).collect();
        out += &format!("  {}\n", titles.concat().trim_end());
        for r in 0..rows {
            let row: Vec<String> = line
                .iter()
                .map(|(_, rows)| format!("{:<panel_width$}", rows[r]))
                .collect();
            out += &format!("  {}\n", row.concat().trim_end());
        }
    }
    out
}
