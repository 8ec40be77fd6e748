//! Puzzles as data: the move rule ([`MoveRule`]), the goal ([`Goal`]) and the
//! board size together make a [`Puzzle`]. The judge problems are presets
//! ([`Puzzle::flip_game`], [`Puzzle::refrigerator`], [`Puzzle::swap`]).

use std::fmt;

use serde::Serialize;

use crate::board::{Board, Cell};

/// Which cells a press toggles, relative to the pressed cell.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Stencil {
    /// The cell and its four edge neighbours (Flip Game, Lights Out).
    Plus,
    /// The cell's whole row and whole column (the refrigerator).
    Cross,
    /// A custom pattern of odd width and height; its centre is the pressed cell.
    Pattern(Pattern),
}

/// A custom stencil: the offsets `(dr, dc)` it toggles, and its extent.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Pattern {
    offsets: Vec<(isize, isize)>,
    height: usize,
    width: usize,
    source: String,
}

/// Why a stencil description could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StencilParseError(pub crate::locale::Text);

impl fmt::Display for StencilParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for StencilParseError {}

impl Stencil {
    /// Reads `plus`, `cross` or `stencil:ROWS` (rows of `.`/`#` or `0`/`1`
    /// separated by `/`, odd width and height, centre = pressed cell).
    ///
    /// ```
    /// use gridsolve_core::Stencil;
    /// let custom = Stencil::parse("stencil:.#./###/.#.").unwrap();
    /// assert_eq!(custom.offsets(9, 9), Stencil::Plus.offsets(9, 9));
    /// ```
    pub fn parse(spec: &str) -> Result<Stencil, StencilParseError> {
        match spec {
            "plus" => return Ok(Stencil::Plus),
            "cross" => return Ok(Stencil::Cross),
            _ => {}
        }
        let Some(rows) = spec.strip_prefix("stencil:") else {
            return Err(StencilParseError(crate::tr!(
                "stencil-unknown-rule",
                given = crate::text::capped(spec),
                names = crate::tr!("rule-names")
            )));
        };
        let rows: Vec<&str> = rows.split('/').collect();
        let width = rows[0].chars().count();
        if rows.len() % 2 == 0 || width % 2 == 0 {
            return Err(StencilParseError(crate::tr!(
                "stencil-even",
                given = crate::text::capped(spec),
                size = format!("{}x{width}", rows.len())
            )));
        }
        let (cr, cc) = ((rows.len() / 2) as isize, (width / 2) as isize);
        let mut offsets = Vec::new();
        for (r, row) in rows.iter().enumerate() {
            if row.chars().count() != width {
                return Err(StencilParseError(crate::tr!(
                    "stencil-ragged",
                    row = r + 1,
                    given = crate::text::capped(row),
                    width = width
                )));
            }
            for (c, ch) in row.chars().enumerate() {
                match ch {
                    '#' | '1' => offsets.push((r as isize - cr, c as isize - cc)),
                    '.' | '0' => {}
                    other => {
                        return Err(StencilParseError(crate::tr!(
                            "stencil-bad-cell",
                            row = r + 1,
                            column = c + 1,
                            found = crate::text::describe_char(other)
                        )));
                    }
                }
            }
        }
        if offsets.is_empty() {
            return Err(StencilParseError(crate::tr!(
                "stencil-empty",
                given = crate::text::capped(spec)
            )));
        }
        Ok(Stencil::Pattern(Pattern {
            offsets,
            height: rows.len(),
            width,
            source: spec.to_string(),
        }))
    }

    /// The offsets `(dr, dc)` toggled on a `rows` x `cols` board, sorted.
    pub fn offsets(&self, rows: usize, cols: usize) -> Vec<(isize, isize)> {
        let mut offsets = match self {
            Stencil::Plus => vec![(0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)],
            Stencil::Cross => {
                let mut v = vec![(0, 0)];
                v.extend((1..rows as isize).flat_map(|d| [(d, 0), (-d, 0)]));
                v.extend((1..cols as isize).flat_map(|d| [(0, d), (0, -d)]));
                v
            }
            Stencil::Pattern(p) => p.offsets.clone(),
        };
        offsets.sort_unstable();
        offsets
    }

    /// How far the stencil reaches up or down from the pressed cell, if it is a
    /// fixed-size pattern (the cross grows with the board).
    pub fn reach(&self) -> Option<(usize, usize)> {
        match self {
            Stencil::Plus => Some((1, 1)),
            Stencil::Cross => None,
            Stencil::Pattern(p) => Some((p.height / 2, p.width / 2)),
        }
    }

    /// The name used on the command line.
    pub fn name(&self) -> String {
        match self {
            Stencil::Plus => "plus".into(),
            Stencil::Cross => "cross".into(),
            Stencil::Pattern(p) => p.source.clone(),
        }
    }
}

/// How a move changes the board.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveRule {
    /// Press a cell: every cell of the stencil around it flips. Off-board
    /// cells are clipped, or wrapped around when `wrap` (a torus). A cell the
    /// stencil reaches twice through wrapping flips once.
    Toggle {
        /// The cells a press flips, around the pressed cell.
        stencil: Stencil,
        /// Whether the stencil wraps around the edges (a torus).
        wrap: bool,
    },
    /// Swap the contents of two edge-adjacent cells.
    Swap,
}

/// What the board must become.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Goal {
    /// Every cell 0.
    Zeros,
    /// Every cell 1.
    Ones,
    /// Every cell 0 or every cell 1, whichever is nearer.
    Uniform,
    /// One given board.
    Board(Board),
}

/// One move. Coordinates are 0-based here; outputs add 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Move {
    /// Press a cell (toggle rules).
    Press(Cell),
    /// Swap two edge-adjacent cells (swap rule); `a` comes first in row-major order.
    Swap(Cell, Cell),
}

impl Move {
    /// The 1-based coordinates as written in the JSON outputs:
    /// `[row, col]` for a press, `[r1, c1, r2, c2]` for a swap.
    pub fn one_based(&self) -> Vec<usize> {
        match *self {
            Move::Press((r, c)) => vec![r + 1, c + 1],
            Move::Swap((r1, c1), (r2, c2)) => vec![r1 + 1, c1 + 1, r2 + 1, c2 + 1],
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Move::Press((r, c)) => write!(f, "press ({}, {})", r + 1, c + 1),
            Move::Swap((r1, c1), (r2, c2)) => write!(f, "swap ({}, {}) and ({}, {})", r1 + 1, c1 + 1, r2 + 1, c2 + 1),
        }
    }
}

/// Why a move cannot be applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveError {
    /// A coordinate outside the board.
    OffBoard {
        /// The cell named (0-based).
        cell: Cell,
        /// Rows of the board.
        rows: usize,
        /// Columns of the board.
        cols: usize,
    },
    /// A swap of two cells that do not share an edge.
    NotAdjacent(Cell, Cell),
    /// A press under the swap rule or a swap under a toggle rule.
    WrongKind,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::OffBoard {
                cell: (r, c),
                rows,
                cols,
            } => {
                write!(f, "cell ({}, {}) is outside the {rows}x{cols} board", r + 1, c + 1)
            }
            MoveError::NotAdjacent((r1, c1), (r2, c2)) => write!(
                f,
                "cells ({}, {}) and ({}, {}) do not share an edge",
                r1 + 1,
                c1 + 1,
                r2 + 1,
                c2 + 1
            ),
            MoveError::WrongKind => f.write_str("this kind of move does not exist in this puzzle"),
        }
    }
}

impl std::error::Error for MoveError {}

/// A puzzle: board size, move rule and goal.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Puzzle {
    /// Rows of the board.
    pub rows: usize,
    /// Columns of the board.
    pub cols: usize,
    /// What a move does.
    pub rule: MoveRule,
    /// The boards that count as solved.
    pub goal: Goal,
}

impl Puzzle {
    /// A toggle puzzle: pressing a cell flips `stencil` around it, wrapped
    /// around the edges when `wrap`.
    pub fn toggle(rows: usize, cols: usize, stencil: Stencil, wrap: bool, goal: Goal) -> Puzzle {
        Puzzle {
            rows,
            cols,
            rule: MoveRule::Toggle { stencil, wrap },
            goal,
        }
    }

    /// POJ 1753 Flip Game on a `rows` x `cols` board: plus stencil, goal uniform.
    pub fn flip_game(rows: usize, cols: usize) -> Puzzle {
        Puzzle::toggle(rows, cols, Stencil::Plus, false, Goal::Uniform)
    }

    /// POJ 2965 refrigerator: row+column toggles, goal all 0 (all handles open).
    pub fn refrigerator(rows: usize, cols: usize) -> Puzzle {
        Puzzle::toggle(rows, cols, Stencil::Cross, false, Goal::Zeros)
    }

    /// P1225 / P4289: adjacent swaps towards `target`.
    pub fn swap(target: Board) -> Puzzle {
        Puzzle {
            rows: target.rows(),
            cols: target.cols(),
            rule: MoveRule::Swap,
            goal: Goal::Board(target),
        }
    }

    /// Number of cells.
    pub fn cells(&self) -> usize {
        self.rows * self.cols
    }

    /// Whether `cell` lies on the board.
    pub fn contains(&self, (r, c): Cell) -> bool {
        r < self.rows && c < self.cols
    }

    /// The cells a press at `cell` flips, sorted and without repeats.
    /// Empty for the swap rule.
    pub fn toggled_cells(&self, (r, c): Cell) -> Vec<Cell> {
        let MoveRule::Toggle { stencil, wrap } = &self.rule else {
            return Vec::new();
        };
        let (rows, cols) = (self.rows as isize, self.cols as isize);
        let mut cells: Vec<Cell> = stencil
            .offsets(self.rows, self.cols)
            .into_iter()
            .filter_map(|(dr, dc)| {
                let (nr, nc) = (r as isize + dr, c as isize + dc);
                if *wrap {
                    Some((nr.rem_euclid(rows) as usize, nc.rem_euclid(cols) as usize))
                } else if (0..rows).contains(&nr) && (0..cols).contains(&nc) {
                    Some((nr as usize, nc as usize))
                } else {
                    None
                }
            })
            .collect();
        cells.sort_unstable();
        cells.dedup();
        cells
    }

    /// Every move of the puzzle, in a fixed order: presses row-major; swaps
    /// row-major by their first cell, the right neighbour before the one below.
    pub fn all_moves(&self) -> Vec<Move> {
        let cells = (0..self.rows).flat_map(|r| (0..self.cols).map(move |c| (r, c)));
        match self.rule {
            MoveRule::Toggle { .. } => cells.map(Move::Press).collect(),
            MoveRule::Swap => cells
                .flat_map(|(r, c)| {
                    let right = (c + 1 < self.cols).then_some(Move::Swap((r, c), (r, c + 1)));
                    let down = (r + 1 < self.rows).then_some(Move::Swap((r, c), (r + 1, c)));
                    right.into_iter().chain(down)
                })
                .collect(),
        }
    }

    /// Checks that `mv` is a legal move of this puzzle.
    pub fn validate(&self, mv: &Move) -> Result<(), MoveError> {
        let off = |cell: Cell| MoveError::OffBoard {
            cell,
            rows: self.rows,
            cols: self.cols,
        };
        match (*mv, &self.rule) {
            (Move::Press(cell), MoveRule::Toggle { .. }) => {
                if !self.contains(cell) {
                    return Err(off(cell));
                }
            }
            (Move::Swap(a, b), MoveRule::Swap) => {
                for cell in [a, b] {
                    if !self.contains(cell) {
                        return Err(off(cell));
                    }
                }
                if a.0.abs_diff(b.0) + a.1.abs_diff(b.1) != 1 {
                    return Err(MoveError::NotAdjacent(a, b));
                }
            }
            _ => return Err(MoveError::WrongKind),
        }
        Ok(())
    }

    /// Applies one move to `board`, after checking it is legal.
    pub fn apply(&self, board: &mut Board, mv: &Move) -> Result<(), MoveError> {
        self.validate(mv)?;
        match *mv {
            Move::Press(cell) => {
                for c in self.toggled_cells(cell) {
                    board.toggle(c);
                }
            }
            Move::Swap(a, b) => {
                let (va, vb) = (board.get(a), board.get(b));
                board.set(a, vb);
                board.set(b, va);
            }
        }
        Ok(())
    }

    /// Replays `moves` from `start` and returns the final board.
    pub fn replay(&self, start: &Board, moves: &[Move]) -> Result<Board, MoveError> {
        let mut board = start.clone();
        for mv in moves {
            self.apply(&mut board, mv)?;
        }
        Ok(board)
    }

    /// The boards that satisfy the goal.
    pub fn goal_boards(&self) -> Vec<Board> {
        match &self.goal {
            Goal::Zeros => vec![Board::zeros(self.rows, self.cols)],
            Goal::Ones => vec![Board::ones(self.rows, self.cols)],
            Goal::Uniform => vec![Board::zeros(self.rows, self.cols), Board::ones(self.rows, self.cols)],
            Goal::Board(b) => vec![b.clone()],
        }
    }

    /// Whether `board` satisfies the goal.
    pub fn is_goal(&self, board: &Board) -> bool {
        let ones = board.count_ones();
        match &self.goal {
            Goal::Zeros => ones == 0,
            Goal::Ones => ones == self.cells(),
            Goal::Uniform => ones == 0 || ones == self.cells(),
            Goal::Board(b) => b == board,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plus_is_clipped_and_wrapped() {
        let clipped = Puzzle::flip_game(4, 4);
        assert_eq!(clipped.toggled_cells((0, 0)), vec![(0, 0), (0, 1), (1, 0)]);
        let torus = Puzzle {
            rule: MoveRule::Toggle {
                stencil: Stencil::Plus,
                wrap: true,
            },
            ..clipped
        };
        assert_eq!(
            torus.toggled_cells((0, 0)),
            vec![(0, 0), (0, 1), (0, 3), (1, 0), (3, 0)]
        );
    }

    #[test]
    fn cross_covers_row_and_column_once_even_when_wrapped() {
        for wrap in [false, true] {
            let p = Puzzle {
                rows: 3,
                cols: 5,
                rule: MoveRule::Toggle {
                    stencil: Stencil::Cross,
                    wrap,
                },
                goal: Goal::Zeros,
            };
            assert_eq!(p.toggled_cells((1, 2)).len(), 3 + 5 - 1);
        }
    }

    #[test]
    fn stencil_parse_errors_are_precise() {
        assert!(Stencil::parse("stencil:##").unwrap_err().to_string().contains("odd"));
        assert!(
            Stencil::parse("stencil:#/#x#/#")
                .unwrap_err()
                .to_string()
                .contains("expected 1 characters")
        );
        assert!(
            Stencil::parse("stencil:...")
                .unwrap_err()
                .to_string()
                .contains("no cell")
        );
        assert!(
            Stencil::parse("diagonal")
                .unwrap_err()
                .to_string()
                .contains("unknown move rule")
        );
        assert!(
            Stencil::parse("stencil:.x.")
                .unwrap_err()
                .to_string()
                .contains("found 'x'")
        );
    }

    #[test]
    fn swap_moves_are_the_24_adjacent_pairs_and_validated() {
        let p = Puzzle::swap(Board::zeros(4, 4));
        assert_eq!(p.all_moves().len(), 24);
        assert_eq!(
            p.validate(&Move::Swap((0, 0), (1, 1))),
            Err(MoveError::NotAdjacent((0, 0), (1, 1)))
        );
        assert!(matches!(
            p.validate(&Move::Swap((3, 3), (3, 4))),
            Err(MoveError::OffBoard { .. })
        ));
        assert_eq!(p.validate(&Move::Press((0, 0))), Err(MoveError::WrongKind));
    }
}
