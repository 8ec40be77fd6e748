//! Light chasing: reduce a toggle puzzle on a tall board to a small linear
//! system on its first row(s), so that a 4096 x 4096 Lights Out needs a
//! 4096-variable elimination instead of a 16.7-million-variable one.
//!
//! Take a stencil whose top row, seen from the cell it toggles, is the single
//! centre cell: for the plus, the only press in row `r + 1` that reaches
//! cell `(r, c)` is `(r + 1, c)`. Once the presses of rows `..= r` are known,
//! the equation of cell `(r, c)` therefore fixes press `(r + 1, c)`. So the
//! presses of the first `hu` rows (`hu` = how far up the stencil reaches) are
//! the only unknowns: every later row is an affine function of them. We carry
//! those functions down the board symbolically, as bit vectors over the
//! unknowns plus one constant bit per target, keeping only the rows the
//! stencil can still see; the equations of the last rows, which no later press
//! row can fix, are the small system. Each of its solutions extends to exactly
//! one full press set, and its null space is the null space of the whole
//! puzzle, so nothing is lost.
//!
//! On a torus the first row's equations also see the last rows, so the last
//! `hd` press rows (`hd` = how far down the stencil reaches) become unknowns
//! too and the last `hu + hd` rows of equations remain. The board must then be
//! taller than the stencil (and wider, across), so that no cell is reached
//! twice by one press.
//!
//! A stencil whose *bottom* row is the single centre cell chases upwards, and
//! one whose left or right column is chases across: [`ChasePlan::new`] tries
//! the board mirrored and transposed and keeps the orientation with the fewest
//! unknowns.

use crate::board::{Board, Cell};
use crate::rules::{MoveRule, Puzzle, Stencil};
use crate::solvers::algebra::gf2::{BitMatrix, Echelon, bit, xor_shifted};

/// How the board is seen while chasing: rows of the oriented board run along
/// the original's columns when `transpose`, bottom to top when `flip`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    /// Rows and columns swapped.
    pub transpose: bool,
    /// Rows read bottom to top.
    pub flip: bool,
    /// The oriented board's size.
    pub rows: usize,
    /// The oriented board's columns.
    pub cols: usize,
}

impl Frame {
    /// The original cell at oriented position `(r, c)`.
    #[inline]
    pub fn to_original(&self, (r, c): Cell) -> Cell {
        let r = if self.flip { self.rows - 1 - r } else { r };
        if self.transpose { (c, r) } else { (r, c) }
    }

    /// A stencil offset in oriented coordinates.
    fn offset(&self, (dr, dc): (isize, isize)) -> (isize, isize) {
        let (dr, dc) = if self.transpose { (dc, dr) } else { (dr, dc) };
        (if self.flip { -dr } else { dr }, dc)
    }
}

/// Everything needed to chase one puzzle: the orientation, the stencil in it,
/// and how far the stencil reaches.
#[derive(Clone, Debug)]
pub struct ChasePlan {
    /// How the board is turned so that the chase runs down its rows.
    pub frame: Frame,
    offsets: Vec<(isize, isize)>,
    wrap: bool,
    /// How far up (towards row 0) and down the stencil reaches.
    reach_up: usize,
    reach_down: usize,
    /// The oriented rows whose presses are unknowns, in variable order.
    unknown_rows: Vec<usize>,
}

impl ChasePlan {
    /// A plan for `puzzle`, or `None` if light chasing does not apply: the
    /// stencil is not a fixed-size pattern with a single centre cell at one of
    /// its four far edges (the cross grows with the board), or on a torus the
    /// board is not larger than the stencil.
    pub fn new(puzzle: &Puzzle) -> Option<ChasePlan> {
        let MoveRule::Toggle { stencil, wrap } = &puzzle.rule else {
            return None;
        };
        if matches!(stencil, Stencil::Cross) || puzzle.cells() == 0 {
            return None;
        }
        let raw = stencil.offsets(puzzle.rows, puzzle.cols);
        let mut best: Option<ChasePlan> = None;
        for transpose in [false, true] {
            for flip in [false, true] {
                let (rows, cols) = if transpose {
                    (puzzle.cols, puzzle.rows)
                } else {
                    (puzzle.rows, puzzle.cols)
                };
                let frame = Frame {
                    transpose,
                    flip,
                    rows,
                    cols,
                };
                let offsets: Vec<(isize, isize)> = raw.iter().map(|&o| frame.offset(o)).collect();
                if let Some(plan) = ChasePlan::oriented(frame, offsets, *wrap) {
                    if !matches!(&best, Some(b) if b.unknowns() <= plan.unknowns()) {
                        best = Some(plan);
                    }
                }
            }
        }
        best
    }

    fn oriented(frame: Frame, offsets: Vec<(isize, isize)>, wrap: bool) -> Option<ChasePlan> {
        // Press (r - dr, c - dc) toggles cell (r, c); the deepest press row that
        // reaches cell row r is r + reach_up, via the stencil's top row.
        let reach_up = offsets.iter().map(|&(dr, _)| -dr).max()?;
        let reach_down = offsets.iter().map(|&(dr, _)| dr).max()?;
        if reach_up <= 0 {
            return None;
        }
        let top: Vec<_> = offsets.iter().filter(|&&(dr, _)| dr == -reach_up).collect();
        if top != [&(-reach_up, 0)] {
            return None;
        }
        let (reach_up, reach_down) = (reach_up as usize, reach_down.max(0) as usize);
        let unknown_rows: Vec<usize> = if wrap {
            let left = offsets.iter().map(|&(_, dc)| -dc).max().unwrap_or(0).max(0) as usize;
            let right = offsets.iter().map(|&(_, dc)| dc).max().unwrap_or(0).max(0) as usize;
            // On a torus one press must not reach a cell twice.
            if frame.rows <= reach_up + reach_down || frame.cols <= left + right {
                return None;
            }
            (0..reach_up).chain(frame.rows - reach_down..frame.rows).collect()
        } else {
            (0..reach_up.min(frame.rows)).collect()
        };
        Some(ChasePlan {
            frame,
            offsets,
            wrap,
            reach_up,
            reach_down,
            unknown_rows,
        })
    }

    /// Number of unknowns of the reduced system.
    pub fn unknowns(&self) -> usize {
        self.unknown_rows.len() * self.frame.cols
    }

    /// Equations used to chase: cell rows `0..chased_rows()` fix press rows `reach_up..`.
    fn chased_rows(&self) -> usize {
        self.frame.rows - self.unknown_rows.len()
    }

    /// Word operations the symbolic chase takes, for choosing and refusing.
    pub fn work(&self, targets: usize) -> u128 {
        let form_words = (self.unknowns() + targets).div_ceil(64) as u128;
        let cells = (self.frame.rows * self.frame.cols) as u128;
        cells * self.offsets.len() as u128 * form_words + (self.unknowns() as u128).pow(3) / 64
    }

    /// The press row `r - dr`, if it exists.
    #[inline]
    fn press_row(&self, r: usize, dr: isize) -> Option<usize> {
        let pr = r as isize - dr;
        if self.wrap {
            Some(pr.rem_euclid(self.frame.rows as isize) as usize)
        } else {
            (0..self.frame.rows as isize).contains(&pr).then_some(pr as usize)
        }
    }

    /// The oriented targets as bit rows (`words_per_row` words each).
    fn oriented_rows(&self, board: &Board) -> Vec<u64> {
        let stride = self.frame.cols.div_ceil(64);
        let mut words = vec![0u64; self.frame.rows * stride];
        if !self.frame.transpose && !self.frame.flip {
            for r in 0..self.frame.rows {
                words[r * stride..(r + 1) * stride].copy_from_slice(board.row_words(r));
            }
            return words;
        }
        for r in 0..self.frame.rows {
            for c in 0..self.frame.cols {
                if board.get(self.frame.to_original((r, c))) {
                    words[r * stride + c / 64] |= 1 << (c % 64);
                }
            }
        }
        words
    }

    /// Chases symbolically and eliminates: the reduced system over
    /// [`ChasePlan::unknowns`] variables with one right-hand side per target
    /// (each target is the change a solution must make: start XOR goal).
    pub fn reduce(&self, targets: &[Board]) -> Reduced {
        let (rows, cols) = (self.frame.rows, self.frame.cols);
        let stride = cols.div_ceil(64);
        let n = self.unknowns();
        let width = n + targets.len();
        let form_words = width.div_ceil(64);
        let target_rows: Vec<Vec<u64>> = targets.iter().map(|t| self.oriented_rows(t)).collect();
        let mut forms: Vec<Option<Vec<u64>>> = vec![None; rows];
        for (k, &u) in self.unknown_rows.iter().enumerate() {
            let mut row = vec![0u64; cols * form_words];
            for c in 0..cols {
                let var = k * cols + c;
                row[c * form_words + var / 64] |= 1 << (var % 64);
            }
            forms[u] = Some(row);
        }
        // Adds the forms of every press that reaches cell row `r` through the
        // given offsets, plus the target constants, into `out` (one form per column).
        let accumulate = |forms: &[Option<Vec<u64>>], out: &mut [u64], r: usize, skip_top: bool| {
            for (t, target) in target_rows.iter().enumerate() {
                let var = n + t;
                for c in 0..cols {
                    if bit(&target[r * stride..], c) {
                        out[c * form_words + var / 64] ^= 1 << (var % 64);
                    }
                }
            }
            for &(dr, dc) in &self.offsets {
                if skip_top && (dr, dc) == (-(self.reach_up as isize), 0) {
                    continue;
                }
                let Some(pr) = self.press_row(r, dr) else {
                    continue;
                };
                let src = forms[pr].as_ref().expect("press rows in reach are kept");
                xor_shifted_forms(out, src, cols, form_words, dc, self.wrap);
            }
        };
        for r in 0..self.chased_rows() {
            let mut row = vec![0u64; cols * form_words];
            accumulate(&forms, &mut row, r, true);
            forms[r + self.reach_up] = Some(row);
            // No later equation sees press row r - reach_down any more.
            if let Some(done) = r.checked_sub(self.reach_down) {
                if !self.unknown_rows.contains(&done) {
                    forms[done] = None;
                }
            }
        }
        let mut system = BitMatrix::zeros(n, width);
        for (i, e) in (self.chased_rows()..rows).enumerate() {
            let mut row = vec![0u64; cols * form_words];
            accumulate(&forms, &mut row, e, false);
            for c in 0..cols {
                system
                    .row_mut(i * cols + c)
                    .copy_from_slice(&row[c * form_words..(c + 1) * form_words]);
            }
        }
        Reduced {
            echelon: system.into_echelon(n),
            target_rows,
        }
    }

    /// The full press set (oriented, `ceil(cols/64)` words per row) whose
    /// unknown presses are `unknowns`, chasing towards target number `target`
    /// of [`Reduced`], or towards no change at all (`None`: a null vector).
    pub fn expand(&self, reduced: &Reduced, unknowns: &[u64], target: Option<usize>) -> Vec<u64> {
        let (rows, cols) = (self.frame.rows, self.frame.cols);
        let stride = cols.div_ceil(64);
        let mut presses = vec![0u64; rows * stride];
        for (k, &u) in self.unknown_rows.iter().enumerate() {
            for c in 0..cols {
                if bit(unknowns, k * cols + c) {
                    presses[u * stride + c / 64] |= 1 << (c % 64);
                }
            }
        }
        let mut row = vec![0u64; stride];
        for r in 0..self.chased_rows() {
            match target {
                Some(t) => row.copy_from_slice(&reduced.target_rows[t][r * stride..(r + 1) * stride]),
                None => row.fill(0),
            }
            for &(dr, dc) in &self.offsets {
                if (dr, dc) == (-(self.reach_up as isize), 0) {
                    continue;
                }
                if let Some(pr) = self.press_row(r, dr) {
                    xor_shifted(&mut row, &presses[pr * stride..(pr + 1) * stride], cols, dc, self.wrap);
                }
            }
            let next = r + self.reach_up;
            presses[next * stride..(next + 1) * stride].copy_from_slice(&row);
        }
        presses
    }
}

/// `out[c] ^= src[c - shift]` for whole forms of `form_words` words, clipped
/// or wrapped at `cols`, as one or two contiguous slice XORs.
fn xor_shifted_forms(out: &mut [u64], src: &[u64], cols: usize, form_words: usize, shift: isize, wrap: bool) {
    let mut block = |from_c: usize, to_c: usize, src_c: usize| {
        let len = (to_c - from_c) * form_words;
        for (a, b) in out[from_c * form_words..][..len]
            .iter_mut()
            .zip(&src[src_c * form_words..][..len])
        {
            *a ^= b;
        }
    };
    let cols_i = cols as isize;
    if wrap {
        let s = shift.rem_euclid(cols_i) as usize;
        // Columns s.. take sources 0..; columns ..s take sources cols - s...
        block(s, cols, 0);
        block(0, s, cols - s);
    } else if shift >= 0 {
        let s = (shift as usize).min(cols);
        block(s, cols, 0);
    } else {
        let s = (shift.unsigned_abs()).min(cols);
        block(0, cols - s, s);
    }
}

/// The reduced system of a chase, eliminated, and the oriented targets.
#[derive(Clone, Debug)]
pub struct Reduced {
    /// The reduced system in echelon form.
    pub echelon: Echelon,
    target_rows: Vec<Vec<u64>>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Goal;

    fn puzzle(rows: usize, cols: usize, stencil: &str, wrap: bool) -> Puzzle {
        Puzzle::toggle(rows, cols, Stencil::parse(stencil).unwrap(), wrap, Goal::Zeros)
    }

    #[test]
    fn chasing_applies_to_plus_and_edge_centred_stencils_only() {
        assert!(ChasePlan::new(&puzzle(5, 5, "plus", false)).is_some());
        assert!(ChasePlan::new(&puzzle(5, 5, "plus", true)).is_some());
        assert!(
            ChasePlan::new(&puzzle(2, 2, "plus", true)).is_none(),
            "a 2x2 torus folds the plus"
        );
        assert!(ChasePlan::new(&puzzle(5, 5, "cross", false)).is_none());
        // Full 3x3 block: every edge row has three cells.
        assert!(ChasePlan::new(&puzzle(5, 5, "stencil:###/###/###", false)).is_none());
        // Single centre cell only at the bottom: chases upwards (flipped).
        let up = ChasePlan::new(&puzzle(6, 4, "stencil:###/###/.#.", false)).unwrap();
        assert!(up.frame.flip);
        // Only the left column is a single centre cell: chases across (transposed).
        let across = ChasePlan::new(&puzzle(4, 6, "stencil:.##/###/.##", false)).unwrap();
        assert!(across.frame.transpose);
    }

    #[test]
    fn expanded_solution_reaches_the_target() {
        for (stencil, wrap) in [
            ("plus", false),
            ("plus", true),
            ("stencil:.#./##./#.#", false),
            ("stencil:.#./#.#/##.", true),
        ] {
            let p = puzzle(7, 9, stencil, wrap);
            let plan = ChasePlan::new(&p).unwrap();
            let mut target = Board::zeros(7, 9);
            for cell in [(0, 0), (3, 4), (6, 8), (2, 7)] {
                target.toggle(cell);
            }
            let reduced = plan.reduce(std::slice::from_ref(&target));
            for (vector, goal) in reduced
                .echelon
                .particular(0)
                .map(|z| (plan.expand(&reduced, &z, Some(0)), target.clone()))
                .into_iter()
                .chain(
                    reduced
                        .echelon
                        .null_basis()
                        .iter()
                        .map(|z| (plan.expand(&reduced, z, None), Board::zeros(7, 9))),
                )
            {
                let mut board = Board::zeros(7, 9);
                let stride = plan.frame.cols.div_ceil(64);
                for r in 0..plan.frame.rows {
                    for c in 0..plan.frame.cols {
                        if bit(&vector[r * stride..], c) {
                            for cell in p.toggled_cells(plan.frame.to_original((r, c))) {
                                board.toggle(cell);
                            }
                        }
                    }
                }
                assert_eq!(board, goal, "{stencil} wrap {wrap}");
            }
        }
    }
}
