//! Toggle puzzles with K-state cells, as data: [`ModularPuzzle`].
//!
//! Every cell holds a number in `0..K` (`K` from 2 to 255); a press adds 1,
//! modulo K, to every cell it changes. What a press changes is either a
//! [`Stencil`] around the pressed cell (one press per cell, as in Lights Out,
//! optionally on a torus) or a list of [`Buttons`], each with its own set of
//! cells (Merlin's Magic Square, sigma games, boards with holes). K = 2 with a
//! stencil is the classic two-state puzzle of [`crate::rules::Puzzle`].
//!
//! Presses commute, and pressing K times changes nothing, so an answer is a
//! press count in `0..K` per press ([`ModularPuzzle::press_cells`] names what
//! each changes) and its cost is the total of the counts.

use std::fmt;

use crate::board::Cell;
use crate::grid::Grid;
use crate::rules::{Goal, MoveRule, Puzzle, Stencil};

/// What the presses are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Presses {
    /// One press per cell, row-major; it changes the stencil around the cell,
    /// clipped at the edges or wrapped around them when `wrap` (a cell the
    /// stencil reaches twice through wrapping changes once).
    Stencil {
        /// The cells a press changes, around the pressed cell.
        stencil: Stencil,
        /// Whether the stencil wraps around the edges (a torus).
        wrap: bool,
    },
    /// Any number of buttons, each with its own cells.
    Buttons(Buttons),
}

/// A list of buttons, each the sorted, distinct cells it changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Buttons {
    cells: Vec<Vec<Cell>>,
}

/// What the board must become.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ModularGoal {
    /// Every cell equal to this value.
    Fill(u8),
    /// Every cell equal to one value, any of `0..K` (the nearest one).
    Uniform,
    /// One given board.
    Grid(Grid),
}

/// A K-state toggle puzzle: board size, number of states, presses, goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModularPuzzle {
    /// Rows of the board.
    pub rows: usize,
    /// Columns of the board.
    pub cols: usize,
    /// K, the number of states of every cell.
    pub states: u8,
    /// What a press adds 1 to: a stencil around the cell, or a button's cells.
    pub presses: Presses,
    /// The boards that count as solved.
    pub goal: ModularGoal,
}

/// Why a buttons file could not be read. Lines and columns are 1-based.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ButtonsParseError {
    /// A token that is not `ROW,COL` with positive numbers.
    NotACell {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// The token found.
        found: String,
    },
    /// A cell outside the board.
    OffBoard {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// The cell named (0-based).
        cell: Cell,
        /// Rows of the board.
        rows: usize,
        /// Columns of the board.
        cols: usize,
    },
    /// A cell listed twice on one button's line.
    Duplicate {
        /// 1-based line.
        line: usize,
        /// 1-based column of the second mention.
        column: usize,
        /// The cell named twice (0-based).
        cell: Cell,
        /// 1-based column of the first mention.
        first_column: usize,
    },
    /// No button at all.
    Empty,
}

impl ButtonsParseError {
    /// The message, in any language.
    pub fn text(&self) -> crate::locale::Text {
        use crate::tr;
        match self {
            ButtonsParseError::NotACell { line, column, found } => {
                tr!("buttons-not-a-cell", line = *line, column = *column, found = found)
            }
            ButtonsParseError::OffBoard {
                line,
                column,
                cell: (r, c),
                rows,
                cols,
            } => tr!(
                "buttons-off-board",
                line = *line,
                column = *column,
                cell = format!("{},{}", r + 1, c + 1),
                size = format!("{rows}x{cols}")
            ),
            ButtonsParseError::Duplicate {
                line,
                column,
                cell: (r, c),
                first_column,
            } => tr!(
                "buttons-duplicate",
                line = *line,
                column = *column,
                cell = format!("{},{}", r + 1, c + 1),
                first = *first_column
            ),
            ButtonsParseError::Empty => tr!("buttons-empty"),
        }
    }
}

impl fmt::Display for ButtonsParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

impl std::error::Error for ButtonsParseError {}

impl Buttons {
    /// Reads a buttons file for a `rows` x `cols` board: one line per button,
    /// the cells it changes as `ROW,COL` pairs (1-based) separated by spaces;
    /// blank lines and everything after a `#` are ignored.
    ///
    /// ```
    /// use gridsolve_core::modular::Buttons;
    /// let buttons = Buttons::parse("# two buttons\n1,1 1,2\n2,2\n", 2, 2).unwrap();
    /// assert_eq!(buttons.len(), 2);
    /// assert_eq!(buttons.cells(0), &[(0, 0), (0, 1)]);
    /// assert_eq!(
    ///     Buttons::parse("1,1 3,1", 2, 2).unwrap_err().to_string(),
    ///     "line 1, column 5: cell 3,1 is outside the 2x2 board"
    /// );
    /// ```
    pub fn parse(text: &str, rows: usize, cols: usize) -> Result<Buttons, ButtonsParseError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut buttons = Vec::new();
        for (index, line) in text.lines().enumerate() {
            let line_number = index + 1;
            let content = line.split('#').next().unwrap_or("");
            // Each cell with the column it was found at.
            let mut cells: Vec<(Cell, usize)> = Vec::new();
            for (column, token) in tokens(content) {
                let column = column + 1;
                let cell = parse_cell(token).ok_or_else(|| ButtonsParseError::NotACell {
                    line: line_number,
                    column,
                    found: crate::grid::quote_token(token),
                })?;
                if cell.0 >= rows || cell.1 >= cols {
                    return Err(ButtonsParseError::OffBoard {
                        line: line_number,
                        column,
                        cell,
                        rows,
                        cols,
                    });
                }
                if let Some(&(_, first_column)) = cells.iter().find(|(c, _)| *c == cell) {
                    return Err(ButtonsParseError::Duplicate {
                        line: line_number,
                        column,
                        cell,
                        first_column,
                    });
                }
                cells.push((cell, column));
            }
            if !cells.is_empty() {
                let mut cells: Vec<Cell> = cells.into_iter().map(|(cell, _)| cell).collect();
                cells.sort_unstable();
                buttons.push(cells);
            }
        }
        if buttons.is_empty() {
            return Err(ButtonsParseError::Empty);
        }
        Ok(Buttons { cells: buttons })
    }

    /// Buttons from their cell lists (each sorted and made distinct here).
    ///
    /// # Panics
    /// If a list is empty.
    pub fn new(mut cells: Vec<Vec<Cell>>) -> Buttons {
        for list in &mut cells {
            assert!(!list.is_empty(), "a button changes at least one cell");
            list.sort_unstable();
            list.dedup();
        }
        Buttons { cells }
    }

    /// Number of buttons.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Whether there is no button.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The cells button `index` changes, sorted.
    pub fn cells(&self, index: usize) -> &[Cell] {
        &self.cells[index]
    }

    /// The buttons file that [`Buttons::parse`] reads back: one line per
    /// button, cells as 1-based `ROW,COL`.
    pub fn to_text(&self) -> String {
        let mut text = String::new();
        for cells in &self.cells {
            let line: Vec<String> = cells.iter().map(|(r, c)| format!("{},{}", r + 1, c + 1)).collect();
            text += &line.join(" ");
            text.push('\n');
        }
        text
    }

    /// Merlin's Magic Square (Parker Brothers' Merlin, 1978) on its 3x3
    /// board: a corner changes its 2x2 quadrant, an edge cell its whole side,
    /// the centre itself and its four neighbours. Buttons row-major, button
    /// `i` pressed at cell `(i / 3, i % 3)`.
    pub fn merlin() -> Buttons {
        let quadrant = |r: usize, c: usize| {
            let (r0, c0) = (r.min(1), c.min(1));
            vec![(r0, c0), (r0, c0 + 1), (r0 + 1, c0), (r0 + 1, c0 + 1)]
        };
        let cells = vec![
            quadrant(0, 0),
            vec![(0, 0), (0, 1), (0, 2)],
            quadrant(0, 2),
            vec![(0, 0), (1, 0), (2, 0)],
            vec![(0, 1), (1, 0), (1, 1), (1, 2), (2, 1)],
            vec![(0, 2), (1, 2), (2, 2)],
            quadrant(2, 0),
            vec![(2, 0), (2, 1), (2, 2)],
            quadrant(2, 2),
        ];
        Buttons::new(cells)
    }
}

/// `ROW,COL` with positive decimal numbers, as a 0-based cell.
fn parse_cell(token: &str) -> Option<Cell> {
    let (row, col) = token.split_once(',')?;
    let number = |text: &str| -> Option<usize> {
        if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        text.parse::<usize>().ok().filter(|&n| n >= 1)
    };
    Some((number(row)? - 1, number(col)? - 1))
}

/// The whitespace-separated tokens of a line with their 0-based character columns.
fn tokens(line: &str) -> Vec<(usize, &str)> {
    let mut found = Vec::new();
    let mut start: Option<(usize, usize)> = None;
    for (column, (byte, ch)) in line.char_indices().enumerate() {
        match (ch.is_whitespace(), start) {
            (false, None) => start = Some((column, byte)),
            (true, Some((c, b))) => {
                found.push((c, &line[b..byte]));
                start = None;
            }
            _ => {}
        }
    }
    if let Some((c, b)) = start {
        found.push((c, &line[b..]));
    }
    found
}

impl ModularPuzzle {
    /// A puzzle with one press per cell, changing `stencil` around it.
    pub fn stencil(rows: usize, cols: usize, states: u8, stencil: Stencil, wrap: bool, goal: ModularGoal) -> Self {
        ModularPuzzle {
            rows,
            cols,
            states,
            presses: Presses::Stencil { stencil, wrap },
            goal,
        }
    }

    /// A puzzle of buttons.
    pub fn buttons(rows: usize, cols: usize, states: u8, buttons: Buttons, goal: ModularGoal) -> Self {
        ModularPuzzle {
            rows,
            cols,
            states,
            presses: Presses::Buttons(buttons),
            goal,
        }
    }

    /// Number of cells.
    pub fn cells(&self) -> usize {
        self.rows * self.cols
    }

    /// Number of distinct presses: one per cell for a stencil, one per button.
    pub fn press_count(&self) -> usize {
        match &self.presses {
            Presses::Stencil { .. } => self.cells(),
            Presses::Buttons(buttons) => buttons.len(),
        }
    }

    /// The cells press `index` changes, sorted and distinct (for a stencil,
    /// press `index` is at cell `(index / cols, index % cols)`).
    pub fn press_cells(&self, index: usize) -> Vec<Cell> {
        match &self.presses {
            Presses::Stencil { stencil, wrap } => {
                let two_state = Puzzle::toggle(self.rows, self.cols, stencil.clone(), *wrap, Goal::Zeros);
                two_state.toggled_cells((index / self.cols, index % self.cols))
            }
            Presses::Buttons(buttons) => buttons.cells(index).to_vec(),
        }
    }

    /// The same presses as a two-state puzzle, when they are a stencil.
    pub fn as_two_state(&self, goal: Goal) -> Option<Puzzle> {
        match &self.presses {
            Presses::Stencil { stencil, wrap } => Some(Puzzle {
                rows: self.rows,
                cols: self.cols,
                rule: MoveRule::Toggle {
                    stencil: stencil.clone(),
                    wrap: *wrap,
                },
                goal,
            }),
            Presses::Buttons(_) => None,
        }
    }

    /// The board after pressing press `i` `counts[i]` times, for every `i`.
    ///
    /// # Panics
    /// If `counts` does not have [`ModularPuzzle::press_count`] entries or
    /// `start` is not the puzzle's size.
    pub fn apply_counts(&self, start: &Grid, counts: &[u8]) -> Grid {
        assert_eq!(counts.len(), self.press_count(), "one count per press");
        assert_eq!((start.rows(), start.cols()), (self.rows, self.cols), "board size");
        let k = u32::from(self.states);
        let mut sums: Vec<u32> = start.values().iter().map(|&v| u32::from(v)).collect();
        for (index, &count) in counts.iter().enumerate() {
            if count % self.states == 0 {
                continue;
            }
            for (r, c) in self.press_cells(index) {
                sums[r * self.cols + c] += u32::from(count);
            }
        }
        Grid::from_values(self.rows, self.cols, sums.into_iter().map(|s| (s % k) as u8).collect())
    }

    /// The boards that satisfy the goal.
    pub fn goal_grids(&self) -> Vec<Grid> {
        match &self.goal {
            ModularGoal::Fill(value) => vec![Grid::filled(self.rows, self.cols, *value)],
            ModularGoal::Uniform => (0..self.states)
                .map(|value| Grid::filled(self.rows, self.cols, value))
                .collect(),
            ModularGoal::Grid(grid) => vec![grid.clone()],
        }
    }

    /// Whether `board` satisfies the goal.
    pub fn is_goal(&self, board: &Grid) -> bool {
        match &self.goal {
            ModularGoal::Fill(value) => board.values().iter().all(|v| v == value),
            ModularGoal::Uniform => board.values().windows(2).all(|w| w[0] == w[1]),
            ModularGoal::Grid(grid) => grid == board,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buttons_file_errors_are_precise() {
        let err = |text: &str| Buttons::parse(text, 3, 3).unwrap_err().to_string();
        assert_eq!(
            err("1,1 1,x"),
            "line 1, column 5: expected a cell as ROW,COL with 1-based numbers (e.g. 2,3), found \"1,x\""
        );
        assert_eq!(
            err("1,1\n\n  0,2"),
            "line 3, column 3: expected a cell as ROW,COL with 1-based numbers (e.g. 2,3), found \"0,2\""
        );
        assert_eq!(err("2,2 3,4"), "line 1, column 5: cell 3,4 is outside the 3x3 board");
        assert_eq!(
            err("1,1 2,2  1,1"),
            "line 1, column 10: cell 1,1 is listed twice for this button (first at column 1)"
        );
        assert!(err("# only a comment\n\n").starts_with("the buttons file lists no button"));
        assert!(err("99999999999999999999999,1").contains("found \"99999999999999999999...\""));
    }

    #[test]
    fn buttons_parse_comments_bom_crlf_and_round_trip() {
        let buttons = Buttons::parse("\u{feff}1,1 1,2 # top\r\n\r\n3,3\t2,2\r\n", 3, 3).unwrap();
        assert_eq!(buttons, Buttons::new(vec![vec![(0, 0), (0, 1)], vec![(1, 1), (2, 2)]]));
        assert_eq!(Buttons::parse(&buttons.to_text(), 3, 3).unwrap(), buttons);
    }

    #[test]
    fn merlin_has_the_standard_shapes() {
        let merlin = Buttons::merlin();
        let sizes: Vec<usize> = (0..9).map(|i| merlin.cells(i).len()).collect();
        assert_eq!(sizes, vec![4, 3, 4, 3, 5, 3, 4, 3, 4]);
        assert_eq!(merlin.cells(8), &[(1, 1), (1, 2), (2, 1), (2, 2)]);
        assert_eq!(merlin.cells(5), &[(0, 2), (1, 2), (2, 2)]);
        // Every button changes its own cell.
        assert!((0..9).all(|i| merlin.cells(i).contains(&(i / 3, i % 3))));
    }

    #[test]
    fn counts_add_modulo_k_and_goals_are_checked() {
        let puzzle = ModularPuzzle::stencil(2, 3, 3, Stencil::Plus, false, ModularGoal::Uniform);
        let start = Grid::zeros(2, 3);
        let after = puzzle.apply_counts(&start, &[2, 0, 0, 0, 0, 1]);
        // (1,1) pressed twice: itself and its two neighbours +2; (2,3) once.
        assert_eq!(after, Grid::from_rows(&[[2, 2, 1], [2, 1, 1]]));
        assert!(!puzzle.is_goal(&after));
        assert!(puzzle.is_goal(&Grid::filled(2, 3, 2)));
        assert_eq!(puzzle.goal_grids().len(), 3);
        assert_eq!(puzzle.apply_counts(&after, &[1, 0, 0, 0, 0, 2]), Grid::zeros(2, 3));
    }
}
