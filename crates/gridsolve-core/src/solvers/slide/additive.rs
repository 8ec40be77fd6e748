//! A partition of the tiles into disjoint patterns, their databases summed,
//! and on square boards the same sum for the board reflected about the main
//! diagonal, the larger of the two taken (Korf and Felner, 2002).
//!
//! The reflection: a board whose tile `x` stands on cell `p` is as far from
//! the goal as the board with tile `T(x)` on `T(p)`, where `T` transposes
//! cells, as long as the goal is its own transpose (the blank's goal cell is
//! on the diagonal; tiles are named by goal cell, so that is all it takes).
//! The reflected board is looked up in the same tables: a second admissible
//! estimate at the cost of a second look-up per move.

use std::sync::Arc;

use super::geometry::{Geometry, NONE};
use super::ida::Estimate;
use super::pattern::{PatternDatabase, placements};
use crate::limits::SearchLimits;
use crate::solution::{Algorithm, SolveError};

/// Most patterns in one partition.
pub(crate) const MAX_PATTERNS: usize = 24;
/// Most tiles in one pattern.
pub(crate) const MAX_PATTERN_TILES: usize = 9;

/// Disjoint pattern databases for one board size, used together.
#[derive(Clone, Debug)]
pub struct PatternSet {
    rows: usize,
    cols: usize,
    databases: Vec<Arc<PatternDatabase>>,
    reflect: bool,
}

impl PatternSet {
    /// Puts databases together; they must be for a `rows` x `cols` board and
    /// disjoint. Reflection is on where it applies (square boards).
    pub fn new(rows: usize, cols: usize, databases: Vec<Arc<PatternDatabase>>) -> Result<PatternSet, SolveError> {
        let mut used = 0u64;
        let refuse = |why: crate::locale::Text| SolveError::NotApplicable {
            algorithm: Algorithm::Idastar,
            why,
        };
        if databases.len() > MAX_PATTERNS {
            return Err(refuse(crate::tr!(
                "patterns-too-many",
                most = MAX_PATTERNS,
                found = databases.len()
            )));
        }
        for db in &databases {
            if db.size() != (rows, cols) {
                return Err(refuse(crate::tr!(
                    "pattern-other-size",
                    built = format!("{}x{}", db.size().0, db.size().1),
                    size = format!("{rows}x{cols}")
                )));
            }
            if db.cells().len() > MAX_PATTERN_TILES {
                return Err(refuse(crate::tr!("pattern-too-many-tiles", most = MAX_PATTERN_TILES)));
            }
            for &cell in db.cells() {
                if used & 1 << cell != 0 {
                    return Err(refuse(crate::tr!("patterns-overlap", cell = cell)));
                }
                used |= 1 << cell;
            }
        }
        Ok(PatternSet {
            rows,
            cols,
            databases,
            reflect: rows == cols,
        })
    }

    /// Builds a database for every pattern of `partition` (lists of goal
    /// cells) for the blank's goal cell `blank_goal` (`None`: weaker tables
    /// good for any; see [`PatternDatabase::build`]).
    pub fn build(
        rows: usize,
        cols: usize,
        partition: &[Vec<u8>],
        blank_goal: Option<usize>,
        limits: SearchLimits,
    ) -> Result<PatternSet, SolveError> {
        let databases = partition
            .iter()
            .map(|cells| PatternDatabase::build(rows, cols, cells, blank_goal, limits).map(Arc::new))
            .collect::<Result<Vec<_>, _>>()?;
        PatternSet::new(rows, cols, databases)
    }

    /// The same set, with the reflected look-up on or off (it is only ever
    /// used on square boards whose blank's goal is on the diagonal).
    pub fn with_reflection(mut self, on: bool) -> PatternSet {
        self.reflect = on && self.rows == self.cols;
        self
    }

    /// The databases.
    pub fn databases(&self) -> &[Arc<PatternDatabase>] {
        &self.databases
    }

    /// Board size `(rows, cols)`.
    pub fn size(&self) -> (usize, usize) {
        (self.rows, self.cols)
    }

    /// The estimator for boards whose blank's goal is `blank_goal`; refused
    /// when a pattern holds that cell (it has no tile there) or a table was
    /// built for another blank's goal (its values could then be too high).
    pub(crate) fn estimator(&self, grid: &Geometry, blank_goal: usize) -> Result<PatternEstimator<'_>, SolveError> {
        if let Some(db) = self
            .databases
            .iter()
            .find(|db| db.cells().contains(&(blank_goal as u8)))
        {
            return Err(SolveError::NotApplicable {
                algorithm: Algorithm::Idastar,
                why: crate::tr!(
                    "pattern-holds-blank-goal",
                    cells = format!("{:?}", db.cells()),
                    blank = blank_goal
                ),
            });
        }
        if let Some(db) = self
            .databases
            .iter()
            .find(|db| db.blank_goal().is_some_and(|b| b != blank_goal))
        {
            return Err(SolveError::NotApplicable {
                algorithm: Algorithm::Idastar,
                why: crate::tr!(
                    "pattern-other-blank-goal",
                    cells = format!("{:?}", db.cells()),
                    built = db.blank_goal().unwrap_or_default(),
                    blank = blank_goal
                ),
            });
        }
        let n = grid.cells();
        let mut pattern_of = [NONE; 64];
        for (p, db) in self.databases.iter().enumerate() {
            for &cell in db.cells() {
                pattern_of[cell as usize] = p as u8;
            }
        }
        let transpose: Vec<u8> = (0..n)
            .map(|c| ((c % grid.cols) * grid.cols + c / grid.cols) as u8)
            .collect();
        let on_diagonal = blank_goal / grid.cols == blank_goal % grid.cols;
        Ok(PatternEstimator {
            databases: &self.databases,
            pattern_of,
            reflect: self.reflect && grid.rows == grid.cols && on_diagonal,
            transpose,
        })
    }
}

/// The running sums: one value per pattern, for the board and its reflection.
#[derive(Clone, Copy, Debug)]
pub struct PatternAcc {
    value: [u8; MAX_PATTERNS],
    sum: u32,
    mirror: [u8; MAX_PATTERNS],
    mirror_sum: u32,
}

/// A [`PatternSet`] ready for one goal.
pub struct PatternEstimator<'a> {
    databases: &'a [Arc<PatternDatabase>],
    /// The pattern each tile belongs to, or `NONE`.
    pattern_of: [u8; 64],
    reflect: bool,
    transpose: Vec<u8>,
}

impl PatternEstimator<'_> {
    #[inline]
    fn lookup(&self, p: usize, pos: &[u8]) -> u8 {
        let db = &self.databases[p];
        let mut at = [0u8; MAX_PATTERN_TILES];
        let cells = db.cells();
        for (slot, &tile) in at.iter_mut().zip(cells) {
            *slot = pos[tile as usize];
        }
        db.lookup(&at[..cells.len()])
    }

    /// The pattern's value on the reflected board: its tile `y` stands where
    /// the real board has tile `T(y)`, transposed.
    #[inline]
    fn lookup_mirror(&self, p: usize, pos: &[u8]) -> u8 {
        let db = &self.databases[p];
        let mut at = [0u8; MAX_PATTERN_TILES];
        let cells = db.cells();
        for (slot, &tile) in at.iter_mut().zip(cells) {
            *slot = self.transpose[pos[self.transpose[tile as usize] as usize] as usize];
        }
        db.lookup(&at[..cells.len()])
    }

    /// Updates the board's own sum for `tile`'s move (`pos` shows it).
    #[inline]
    fn move_own(&self, acc: &mut PatternAcc, pos: &[u8], tile: u8) {
        let p = self.pattern_of[tile as usize];
        if p != NONE {
            let v = self.lookup(p as usize, pos);
            acc.sum = acc.sum + v as u32 - acc.value[p as usize] as u32;
            acc.value[p as usize] = v;
        }
    }

    /// Updates the reflected board's sum for `tile`'s move: there the moved
    /// tile is `T(tile)`.
    #[inline]
    fn move_mirror(&self, acc: &mut PatternAcc, pos: &[u8], tile: u8) {
        let q = self.pattern_of[self.transpose[tile as usize] as usize];
        if q != NONE {
            let v = self.lookup_mirror(q as usize, pos);
            acc.mirror_sum = acc.mirror_sum + v as u32 - acc.mirror[q as usize] as u32;
            acc.mirror[q as usize] = v;
        }
    }
}

impl Estimate for PatternEstimator<'_> {
    type Acc = PatternAcc;

    fn start(&self, _board: &[u8], pos: &[u8]) -> PatternAcc {
        let mut acc = PatternAcc {
            value: [0; MAX_PATTERNS],
            sum: 0,
            mirror: [0; MAX_PATTERNS],
            mirror_sum: 0,
        };
        for p in 0..self.databases.len() {
            acc.value[p] = self.lookup(p, pos);
            acc.sum += acc.value[p] as u32;
            if self.reflect {
                acc.mirror[p] = self.lookup_mirror(p, pos);
                acc.mirror_sum += acc.mirror[p] as u32;
            }
        }
        acc
    }

    #[inline]
    fn moved(&self, mut acc: PatternAcc, _board: &[u8], pos: &[u8], tile: u8, _from: u8, _to: u8) -> PatternAcc {
        self.move_own(&mut acc, pos, tile);
        if self.reflect {
            self.move_mirror(&mut acc, pos, tile);
        }
        acc
    }

    #[inline]
    fn value(&self, acc: PatternAcc) -> u32 {
        acc.sum.max(acc.mirror_sum)
    }

    /// The second sum's table is read only when the first leaves the child
    /// in the search: a child the first sum already cuts off (a third or
    /// more of them, deep in a 24-puzzle search) costs one lookup, most
    /// often a cache miss, instead of two. The sum that was larger at the
    /// parent goes first, as the likelier to cut. The other sum of a child
    /// cut off is left as it was, unused, since the search does not go below it.
    #[inline]
    fn moved_within(
        &self,
        mut acc: PatternAcc,
        _board: &[u8],
        pos: &[u8],
        tile: u8,
        _from: u8,
        _to: u8,
        limit: u32,
    ) -> Result<PatternAcc, u32> {
        if !self.reflect {
            self.move_own(&mut acc, pos, tile);
        } else if acc.sum >= acc.mirror_sum {
            self.move_own(&mut acc, pos, tile);
            if acc.sum > limit {
                return Err(acc.sum);
            }
            self.move_mirror(&mut acc, pos, tile);
        } else {
            self.move_mirror(&mut acc, pos, tile);
            if acc.mirror_sum > limit {
                return Err(acc.mirror_sum);
            }
            self.move_own(&mut acc, pos, tile);
        }
        match self.value(acc) {
            h if h > limit => Err(h),
            _ => Ok(acc),
        }
    }
}

/// Korf and Felner's 7-8 partition of the 15-puzzle (`{1,...,7}`,
/// `{8,...,15}` for the blank's goal in cell 0, turned to the blank's corner):
/// a 57,657,600-entry and a 518,918,400-entry table, four bits each (288 MB),
/// built in minutes, so kept for callers that ask for it and can wait once.
/// `None` for any other board, or a blank's goal not in a corner.
///
/// ```
/// use gridsolve_core::solvers::slide::additive::partition_7_8;
/// assert_eq!(partition_7_8(4, 4, 0), Some(vec![vec![1, 2, 3, 4, 5, 6, 7], vec![8, 9, 10, 11, 12, 13, 14, 15]]));
/// assert_eq!(partition_7_8(4, 4, 15), Some(vec![vec![8, 9, 10, 11, 12, 13, 14], vec![0, 1, 2, 3, 4, 5, 6, 7]]));
/// assert_eq!(partition_7_8(4, 4, 5), None);
/// ```
pub fn partition_7_8(rows: usize, cols: usize, blank_goal: usize) -> Option<Vec<Vec<u8>>> {
    turned_to_corner(
        rows,
        cols,
        blank_goal,
        &[&[1, 2, 3, 4, 5, 6, 7], &[8, 9, 10, 11, 12, 13, 14, 15]],
    )
}

/// The 24-puzzle's 6-6-6-6 partition: four blocks of six tiles
/// (`{1,2,5,6,7,12}`, `{3,4,8,9,13,14}`, `{10,11,15,16,20,21}`,
/// `{17,18,19,22,23,24}` for the blank's goal in cell 0, turned to the
/// blank's corner), 127,512,000 placements each, four bits each (4 x 64 MB).
/// `None` for any other board or a blank's goal not in a corner.
///
/// ```
/// use gridsolve_core::solvers::slide::additive::partition_6_6_6_6;
/// let p = partition_6_6_6_6(5, 5, 0).unwrap();
/// assert_eq!(p[0], vec![1, 2, 5, 6, 7, 12]);
/// assert_eq!(partition_6_6_6_6(5, 5, 24).unwrap()[0], vec![12, 17, 18, 19, 22, 23]);
/// ```
pub fn partition_6_6_6_6(rows: usize, cols: usize, blank_goal: usize) -> Option<Vec<Vec<u8>>> {
    turned_to_corner(
        rows,
        cols,
        blank_goal,
        &[
            &[1, 2, 5, 6, 7, 12],
            &[3, 4, 8, 9, 13, 14],
            &[10, 11, 15, 16, 20, 21],
            &[17, 18, 19, 22, 23, 24],
        ],
    )
}

/// A partition of the square board whose side the template's cells imply
/// (4 for the 15-puzzle's, 5 for the 24-puzzle's), written for the blank's
/// goal in cell 0, mirrored to the corner `blank_goal` (each pattern's cells
/// sorted); `None` if the board is another one or the blank's goal is not a corner.
fn turned_to_corner(rows: usize, cols: usize, blank_goal: usize, template: &[&[usize]]) -> Option<Vec<Vec<u8>>> {
    let cells: usize = template.iter().map(|p| p.len()).sum::<usize>() + 1;
    let side = (1..=8).find(|s| s * s == cells)?;
    let last = side - 1;
    let corners = [0, last, last * side, side * side - 1];
    if (rows, cols) != (side, side) || !corners.contains(&blank_goal) {
        return None;
    }
    let (flip_rows, flip_cols) = (blank_goal >= last * side, blank_goal % side == last);
    Some(
        template
            .iter()
            .map(|cells| {
                let mut turned: Vec<u8> = cells
                    .iter()
                    .map(|&c| {
                        let (r, k) = (c / side, c % side);
                        let r = if flip_rows { last - r } else { r };
                        let k = if flip_cols { last - k } else { k };
                        (r * side + k) as u8
                    })
                    .collect();
                turned.sort_unstable();
                turned
            })
            .collect(),
    )
}

/// Largest table the default partition builds for one pattern: 8 M entries
/// (a few seconds each, and 8 MiB).
pub const DEFAULT_MAX_ENTRIES: u64 = 8 << 20;

/// The partition used unless the caller gives one, for a board whose blank's
/// goal is `blank_goal` (tiles named by goal cell, the blank's cell left out).
///
/// - 4x4 with the blank's goal in a corner: 6-6-3, the three tiles on the
///   blank's row and two compact 2x3 blocks below it (for the blank in cell 0:
///   `{1,2,3}`, `{4,5,8,9,12,13}`, `{6,7,10,11,14,15}`), turned to the corner.
/// - Any other board: patterns as large as [`DEFAULT_MAX_ENTRIES`] allows,
///   cut from the cells taken two rows at a time, column by column, so each
///   pattern is a compact block (5x5: 5-5-5-5-4; 3x3: all eight tiles in one).
///
/// ```
/// use gridsolve_core::solvers::slide::default_partition;
/// assert_eq!(default_partition(4, 4, 0), vec![vec![1, 2, 3], vec![4, 5, 8, 9, 12, 13], vec![6, 7, 10, 11, 14, 15]]);
/// assert_eq!(default_partition(3, 3, 8), vec![vec![0, 1, 2, 3, 4, 5, 6, 7]]);
/// ```
pub fn default_partition(rows: usize, cols: usize, blank_goal: usize) -> Vec<Vec<u8>> {
    let n = rows * cols;
    if let Some(turned) = turned_to_corner(
        rows,
        cols,
        blank_goal,
        &[&[1, 2, 3], &[4, 5, 8, 9, 12, 13], &[6, 7, 10, 11, 14, 15]],
    ) {
        return turned;
    }
    let mut k = 1;
    while k + 1 < n && placements(n, k + 1) <= DEFAULT_MAX_ENTRIES {
        k += 1;
    }
    let mut order = Vec::with_capacity(n);
    for band in (0..rows).step_by(2) {
        for c in 0..cols {
            for r in band..(band + 2).min(rows) {
                let cell = r * cols + c;
                if cell != blank_goal {
                    order.push(cell as u8);
                }
            }
        }
    }
    let groups = order.len().div_ceil(k).max(1);
    order
        .chunks(k)
        .take(groups)
        .map(|chunk| {
            let mut cells = chunk.to_vec();
            cells.sort_unstable();
            cells
        })
        .collect()
}
