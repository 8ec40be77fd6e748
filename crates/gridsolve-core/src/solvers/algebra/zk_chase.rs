//! Light chasing modulo K: the K-state system of a fixed stencil shrunk to
//! one board row's worth of unknowns, for [`zk`](super::zk).
//!
//! When the stencil's top row is its centre cell alone (plus is), the press
//! `d` rows below a cell is the last press to change it (`d` = how far the
//! stencil reaches up). So once the presses of the first `d` rows are known,
//! every cell of row `r` fixes the press at row `r + d` below it: whatever
//! the cell still needs, modulo K. With the first `d` rows as unknowns,
//! every press becomes an affine function of them, and only the last `d`
//! rows' cells are left as equations: `d * cols` unknowns and equations
//! instead of `rows * cols`.

use crate::modular::{ModularPuzzle, Presses};
use crate::solvers::algebra::zk::System;

/// The chased system and how to turn its solutions back into press counts.
pub(crate) struct Chase {
    /// The last `d` rows' equations in the first `d` rows' presses.
    pub system: System,
    /// Press `p` = `sum_u linear[p][u] y_u + constant[p][t]` (row-major,
    /// `presses x unknowns` and `presses x targets`).
    pub linear: Vec<u32>,
    /// The constant part, `presses x targets`, row-major.
    pub constant: Vec<u32>,
}

/// How far up the stencil reaches, if its top row is its centre cell alone
/// and it does not wrap (otherwise chasing does not apply).
pub(crate) fn reach_up(puzzle: &ModularPuzzle) -> Option<usize> {
    let Presses::Stencil { stencil, wrap: false } = &puzzle.presses else {
        return None;
    };
    stencil.reach()?;
    let offsets = stencil.offsets(puzzle.rows, puzzle.cols);
    let top = offsets.iter().map(|&(dr, _)| dr).min()?;
    let top_row: Vec<_> = offsets.iter().filter(|&&(dr, _)| dr == top).collect();
    (top <= 0 && top_row == [&(top, 0)]).then_some((-top) as usize)
}

/// Numbers the chase holds and operations it does, for the limits.
pub(crate) fn size(puzzle: &ModularPuzzle, d: usize, targets: usize) -> (u128, u128) {
    let presses = puzzle.cells() as u128;
    let unknowns = (d * puzzle.cols) as u128;
    let width = unknowns + targets as u128;
    let stencil = match &puzzle.presses {
        Presses::Stencil { stencil, .. } => stencil.offsets(puzzle.rows, puzzle.cols).len() as u128,
        Presses::Buttons(_) => 0,
    };
    let entries = presses * width + unknowns * width;
    // Building the affine maps, eliminating the small system, expanding
    // up to `unknowns + targets` solutions back to press vectors.
    let work =
        presses * stencil * width + unknowns * (unknowns * width + unknowns * unknowns) + width * presses * unknowns;
    (entries, work)
}

/// Chases `puzzle` (see [`reach_up`]) for the `targets` (per cell, the
/// change needed modulo K).
pub(crate) fn chase(puzzle: &ModularPuzzle, d: usize, targets: &[Vec<u32>]) -> Chase {
    let k = u32::from(puzzle.states);
    let (rows, cols) = (puzzle.rows, puzzle.cols);
    let presses = rows * cols;
    let unknowns = d * cols;
    let t = targets.len();
    let width = unknowns + t;
    let Presses::Stencil { stencil, .. } = &puzzle.presses else {
        unreachable!("reach_up admits stencils only")
    };
    let offsets = stencil.offsets(rows, cols);
    // affine[p] = linear part (unknowns) then constant part (targets).
    let mut affine = vec![0u32; presses * width];
    for u in 0..unknowns {
        affine[u * width + u] = 1;
    }
    // The presses that change cell (r, c): (r - dr, c - dc) on the board.
    let presses_on = |r: usize, c: usize| {
        offsets.iter().filter_map(move |&(dr, dc)| {
            let (pr, pc) = (r as isize - dr, c as isize - dc);
            ((0..rows as isize).contains(&pr) && (0..cols as isize).contains(&pc))
                .then(|| pr as usize * cols + pc as usize)
        })
    };
    let mut sum = vec![0u32; width];
    // What cell (r, c) has received from every press, as an affine vector;
    // `skip` is the press still being determined.
    let received = |affine: &[u32], r: usize, c: usize, skip: Option<usize>, sum: &mut Vec<u32>| {
        sum.iter_mut().for_each(|x| *x = 0);
        for p in presses_on(r, c).filter(|&p| Some(p) != skip) {
            for (s, &a) in sum.iter_mut().zip(&affine[p * width..(p + 1) * width]) {
                *s += a;
            }
        }
        sum.iter_mut().for_each(|x| *x %= k);
    };
    for r in 0..rows.saturating_sub(d) {
        for c in 0..cols {
            let press = (r + d) * cols + c;
            received(&affine, r, c, Some(press), &mut sum);
            // press = target - received: negate the linear part, target minus constant.
            let cell = r * cols + c;
            let row = &mut affine[press * width..(press + 1) * width];
            for u in 0..unknowns {
                row[u] = (k - sum[u]) % k;
            }
            for (i, target) in targets.iter().enumerate() {
                row[unknowns + i] = (target[cell] + k - sum[unknowns + i]) % k;
            }
        }
    }
    // The last d rows: received(cell) = target(cell).
    let equations = d.min(rows) * cols;
    let mut matrix = Vec::with_capacity(equations * unknowns);
    let mut rhs = Vec::with_capacity(equations * t);
    for r in rows.saturating_sub(d)..rows {
        for c in 0..cols {
            received(&affine, r, c, None, &mut sum);
            matrix.extend_from_slice(&sum[..unknowns]);
            let cell = r * cols + c;
            for (i, target) in targets.iter().enumerate() {
                rhs.push((target[cell] + k - sum[unknowns + i]) % k);
            }
        }
    }
    let mut linear = Vec::with_capacity(presses * unknowns);
    let mut constant = Vec::with_capacity(presses * t);
    for p in 0..presses {
        linear.extend_from_slice(&affine[p * width..p * width + unknowns]);
        constant.extend_from_slice(&affine[p * width + unknowns..(p + 1) * width]);
    }
    Chase {
        system: System {
            equations,
            unknowns,
            targets: t,
            matrix,
            rhs,
        },
        linear,
        constant,
    }
}
