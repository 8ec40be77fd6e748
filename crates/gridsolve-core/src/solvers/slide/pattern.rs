//! Additive disjoint pattern databases (Korf and Felner, "Disjoint pattern
//! database heuristics", Artificial Intelligence 134, 2002).
//!
//! A *pattern* is a set of tiles; the database holds, for every placement of
//! those tiles, the fewest moves **of pattern tiles** that bring them all to
//! their goal cells, the other tiles being indistinct and the blank free to
//! wander through them at no cost. Since every move moves exactly one tile,
//! the values of disjoint patterns add up to a lower bound of the whole
//! distance.
//!
//! Building is a breadth-first search over abstract states (the pattern's
//! cells, and the region of free cells the blank is in, named by its lowest
//! cell), level by level: a level's states are those needing that many
//! pattern moves, so the first level at which a placement appears, whatever
//! the blank's region, is its value. It starts from the goal placement with
//! the blank in any region, so one table serves every goal that has these
//! tiles in these cells.
//!
//! Placements are numbered by their rank as a partial permutation (k of N
//! cells: N!/(N-k)! numbers; 5,765,760 for six tiles of the 15-puzzle), one
//! byte per entry. [`PatternDatabase::to_bytes`] writes a table with a
//! header (magic, version, board size, the pattern's cells, entry count and
//! a checksum) that [`PatternDatabase::from_bytes`] checks before trusting.

use std::fmt;

use super::geometry::Geometry;
use crate::limits::SearchLimits;
use crate::solution::{Algorithm, SolveError};

/// Largest table built: 2^26 entries (64 MiB; the 4x4 board's seven-tile
/// patterns, 57,657,600, fit).
pub const MAX_ENTRIES: u64 = 1 << 26;

/// Most abstract states (placements times cells) a build may have: its three
/// bit sets then take at most 3 x 128 MiB.
pub const MAX_STATES: u64 = 1 << 30;

/// Marks a placement no level has reached (only possible on a board whose
/// pattern tiles cannot all reach their goals, which the parity test rules out).
const UNSEEN: u8 = u8::MAX;

/// One pattern's table.
#[derive(Clone, PartialEq, Eq)]
pub struct PatternDatabase {
    rows: usize,
    cols: usize,
    /// The pattern's tiles, named by goal cell, in increasing order.
    cells: Vec<u8>,
    /// `table[rank of the placement]`: fewest pattern moves.
    table: Vec<u8>,
}

impl fmt::Debug for PatternDatabase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PatternDatabase")
            .field("rows", &self.rows)
            .field("cols", &self.cols)
            .field("cells", &self.cells)
            .field("entries", &self.table.len())
            .finish()
    }
}

/// Number of placements of `k` tiles on `n` cells: n!/(n-k)!.
pub fn placements(n: usize, k: usize) -> u64 {
    (0..k).map(|i| (n - i) as u64).product()
}

/// Rank of a partial permutation: the tiles' cells `at` on a board of `n`
/// cells, as the mixed-radix number whose i-th digit is the cell's index
/// among the cells the earlier tiles left free.
#[inline]
pub fn rank(at: &[u8], n: usize) -> usize {
    // Counting the earlier, lower cells by comparison is faster than a
    // population count on the baseline x86-64 target, which has none.
    let mut index = 0usize;
    for (i, &cell) in at.iter().enumerate() {
        let below = at[..i].iter().filter(|&&earlier| earlier < cell).count();
        index = index * (n - i) + cell as usize - below;
    }
    index
}

/// The inverse of [`rank`]: writes the cells into `at` (its length is k).
pub fn unrank(mut index: usize, n: usize, at: &mut [u8]) {
    let k = at.len();
    let mut digits = [0usize; 64];
    for i in (0..k).rev() {
        digits[i] = index % (n - i);
        index /= n - i;
    }
    let mut used = 0u64;
    for i in 0..k {
        let mut skip = digits[i];
        let mut cell = 0;
        loop {
            if used & 1 << cell == 0 {
                if skip == 0 {
                    break;
                }
                skip -= 1;
            }
            cell += 1;
        }
        at[i] = cell as u8;
        used |= 1 << cell;
    }
}

impl PatternDatabase {
    /// Builds the table of the tiles whose goal cells are `cells` on a
    /// `rows` x `cols` board, within `limits` (abstract states stored).
    pub fn build(rows: usize, cols: usize, cells: &[u8], limits: SearchLimits) -> Result<PatternDatabase, SolveError> {
        let grid = Geometry::new(rows, cols)?;
        let n = grid.cells();
        let mut cells = cells.to_vec();
        cells.sort_unstable();
        cells.dedup();
        let too_large = |why: String| SolveError::TooLarge {
            algorithm: Algorithm::Idastar,
            why: why.into(),
        };
        if cells.is_empty() || cells.len() >= n || cells.iter().any(|&c| c as usize >= n) {
            return Err(too_large(format!(
                "a pattern is 1 to {} distinct cells of the {rows}x{cols} board",
                n - 1
            )));
        }
        let k = cells.len();
        let entries = placements(n, k);
        if entries > MAX_ENTRIES {
            return Err(too_large(format!(
                "a pattern of {k} tiles on {n} cells has {entries} placements; at most {MAX_ENTRIES} are built"
            )));
        }
        if entries * n as u64 > MAX_STATES {
            return Err(too_large(format!(
                "a pattern of {k} tiles on {n} cells needs {} abstract states; at most {MAX_STATES} are searched",
                entries * n as u64
            )));
        }
        let mut table = vec![UNSEEN; entries as usize];
        // Abstract states are keys `placement * n + the lowest cell of the
        // blank's region`, kept in bit sets: those reached (`visited`), the
        // current level (`frontier`) and the next one. A level is expanded by
        // scanning its bit set in key order, so the successors reached by one
        // kind of move (tile i, one direction) come in nearly increasing key
        // order too: a few streams through memory instead of random accesses,
        // which is what made a queue-based build slow.
        let words = (entries as usize * n).div_ceil(64);
        let mut visited = vec![0u64; words];
        let mut frontier = vec![0u64; words];
        let mut next = vec![0u64; words];
        let all = grid.all_cells();
        let mut stored = 0u64;
        let set = |bits: &mut [u64], key: usize| bits[key / 64] |= 1 << (key % 64);

        let goal_index = rank(&cells, n);
        let occupied = cells.iter().fold(0u64, |m, &c| m | 1 << c);
        let mut unclaimed = all & !occupied;
        table[goal_index] = 0;
        while unclaimed != 0 {
            let region = grid.region(unclaimed & unclaimed.wrapping_neg(), all & !occupied);
            let key = goal_index * n + region.trailing_zeros() as usize;
            set(&mut visited, key);
            set(&mut frontier, key);
            unclaimed &= !region;
        }

        let mut at = vec![0u8; k];
        let mut depth = 0u8;
        let mut more = true;
        while more {
            more = false;
            for (word, &level) in frontier.iter().enumerate() {
                let mut bits = level;
                while bits != 0 {
                    let key = word * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    stored += 1;
                    limits.check(Algorithm::Idastar, stored, stored)?;
                    unrank(key / n, n, &mut at);
                    let occupied = at.iter().fold(0u64, |m, &c| m | 1 << c);
                    let region = grid.region(1 << (key % n), all & !occupied);
                    for i in 0..k {
                        let from = at[i];
                        for &to in &grid.neighbour[from as usize] {
                            if to == super::geometry::NONE || region & 1 << to == 0 {
                                continue;
                            }
                            // The tile slides into the blank's region; the
                            // blank is then where the tile was.
                            at[i] = to;
                            let free = all & !(occupied & !(1 << from) | 1 << to);
                            let new_region = grid.region(1 << from, free);
                            let new_index = rank(&at, n);
                            let new_key = new_index * n + new_region.trailing_zeros() as usize;
                            // Where the free cells are all one region (most
                            // placements), the placement is the whole state:
                            // it was reached iff it has a value, and the
                            // visited set need not be touched.
                            let new = if new_region == free {
                                table[new_index] == UNSEEN
                            } else if visited[new_key / 64] & 1 << (new_key % 64) == 0 {
                                set(&mut visited, new_key);
                                true
                            } else {
                                false
                            };
                            if new {
                                set(&mut next, new_key);
                                if table[new_index] == UNSEEN {
                                    table[new_index] = depth + 1;
                                }
                                more = true;
                            }
                            at[i] = from;
                        }
                    }
                }
            }
            std::mem::swap(&mut frontier, &mut next);
            next.fill(0);
            depth += 1;
        }
        Ok(PatternDatabase {
            rows,
            cols,
            cells,
            table,
        })
    }

    /// The pattern's tiles (their goal cells), in increasing order.
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// Board size `(rows, cols)`.
    pub fn size(&self) -> (usize, usize) {
        (self.rows, self.cols)
    }

    /// Number of entries.
    pub fn len(&self) -> usize {
        self.table.len()
    }

    /// Whether the table is empty (never, for a built one).
    pub fn is_empty(&self) -> bool {
        self.table.is_empty()
    }

    /// The largest value: the most pattern moves any placement needs.
    pub fn max_value(&self) -> u8 {
        self.table.iter().copied().filter(|&v| v != UNSEEN).max().unwrap_or(0)
    }

    /// The value of the placement with the pattern's tiles on `at` (in the
    /// order of [`cells`](Self::cells)).
    #[inline]
    pub fn lookup(&self, at: &[u8]) -> u8 {
        let v = self.table[rank(at, self.rows * self.cols)];
        if v == UNSEEN {
            0
        } else {
            v
        }
    }

    /// The table with its header, for a cache file.
    ///
    /// Layout (little-endian): `GSPDB\0` (6 bytes), version u16, rows u8,
    /// cols u8, k u8, the k cells, entry count u64, FNV-1a 64 checksum of
    /// everything before it and of the entries, then the entries.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = self.header();
        let sum = checksum(&bytes, &self.table);
        bytes.extend_from_slice(&sum.to_le_bytes());
        bytes.extend_from_slice(&self.table);
        bytes
    }

    fn header(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(32 + self.table.len());
        bytes.extend_from_slice(MAGIC);
        bytes.extend_from_slice(&VERSION.to_le_bytes());
        bytes.extend_from_slice(&[self.rows as u8, self.cols as u8, self.cells.len() as u8]);
        bytes.extend_from_slice(&self.cells);
        bytes.extend_from_slice(&(self.table.len() as u64).to_le_bytes());
        bytes
    }

    /// Reads a table written by [`to_bytes`](Self::to_bytes), checking every
    /// header field against the entries and the checksum.
    pub fn from_bytes(bytes: &[u8]) -> Result<PatternDatabase, PdbFormatError> {
        let mut at = 0usize;
        let mut take = |count: usize, what: &'static str| -> Result<&[u8], PdbFormatError> {
            let piece = bytes.get(at..at + count).ok_or(PdbFormatError::Truncated { what })?;
            at += count;
            Ok(piece)
        };
        if take(MAGIC.len(), "the magic")? != MAGIC {
            return Err(PdbFormatError::NotADatabase);
        }
        let version = u16::from_le_bytes(take(2, "the version")?.try_into().unwrap_or_default());
        if version != VERSION {
            return Err(PdbFormatError::Version { found: version });
        }
        let size = take(3, "the board size")?;
        let (rows, cols, k) = (size[0] as usize, size[1] as usize, size[2] as usize);
        let cells = take(k, "the pattern's cells")?.to_vec();
        let entries = u64::from_le_bytes(take(8, "the entry count")?.try_into().unwrap_or_default());
        let sum = u64::from_le_bytes(take(8, "the checksum")?.try_into().unwrap_or_default());
        let n = rows * cols;
        let sorted = cells.windows(2).all(|w| w[0] < w[1]);
        if rows == 0
            || cols == 0
            || n > super::geometry::MAX_CELLS
            || k == 0
            || k >= n
            || !sorted
            || cells[k - 1] as usize >= n
        {
            return Err(PdbFormatError::Header(format!(
                "a {rows}x{cols} board with pattern cells {cells:?} is not a valid pattern"
            )));
        }
        if entries != placements(n, k) {
            return Err(PdbFormatError::Header(format!(
                "{entries} entries, but {k} tiles on {n} cells have {} placements",
                placements(n, k)
            )));
        }
        let table = take(entries as usize, "the entries")?.to_vec();
        if at != bytes.len() {
            return Err(PdbFormatError::Header(format!(
                "{} bytes follow the entries",
                bytes.len() - at
            )));
        }
        let pdb = PatternDatabase {
            rows,
            cols,
            cells,
            table,
        };
        if checksum(&pdb.header(), &pdb.table) != sum {
            return Err(PdbFormatError::Checksum);
        }
        Ok(pdb)
    }
}

const MAGIC: &[u8; 6] = b"GSPDB\0";
const VERSION: u16 = 1;

/// FNV-1a, 64 bits, over the header then the entries.
fn checksum(header: &[u8], table: &[u8]) -> u64 {
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    for &b in header.iter().chain(table) {
        hash ^= b as u64;
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    }
    hash
}

/// Why bytes are not a pattern database.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PdbFormatError {
    /// The bytes do not start with the magic `GSPDB\0`.
    NotADatabase,
    /// Another version of the format.
    Version { found: u16 },
    /// The bytes end inside `what`.
    Truncated { what: &'static str },
    /// A header field is impossible or disagrees with the rest.
    Header(String),
    /// The checksum does not match: the bytes were changed.
    Checksum,
}

impl fmt::Display for PdbFormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PdbFormatError::NotADatabase => f.write_str("not a gridsolve pattern database (bad magic)"),
            PdbFormatError::Version { found } => {
                write!(f, "pattern database format version {found}, expected {VERSION}")
            }
            PdbFormatError::Truncated { what } => write!(f, "the pattern database ends inside {what}"),
            PdbFormatError::Header(why) => write!(f, "bad pattern database header: {why}"),
            PdbFormatError::Checksum => f.write_str("the pattern database's checksum does not match its contents"),
        }
    }
}

impl std::error::Error for PdbFormatError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_and_unrank_are_inverse_and_dense() {
        let (n, k) = (6, 3);
        let mut seen = vec![false; placements(n, k) as usize];
        let mut at = [0u8; 3];
        for (index, seen) in seen.iter_mut().enumerate() {
            unrank(index, n, &mut at);
            assert!(at.iter().all(|&c| (c as usize) < n));
            assert!(at[0] != at[1] && at[1] != at[2] && at[0] != at[2]);
            assert_eq!(rank(&at, n), index);
            assert!(!std::mem::replace(seen, true));
        }
    }

    #[test]
    fn bytes_round_trip_and_every_corruption_is_caught() {
        let pdb = PatternDatabase::build(2, 3, &[0, 1, 4], SearchLimits::default()).unwrap();
        let bytes = pdb.to_bytes();
        assert_eq!(PatternDatabase::from_bytes(&bytes).unwrap(), pdb);
        // Any single flipped byte, anywhere, is refused.
        for i in 0..bytes.len() {
            let mut bad = bytes.clone();
            bad[i] ^= 0x10;
            assert!(
                PatternDatabase::from_bytes(&bad).is_err(),
                "byte {i} flipped was accepted"
            );
        }
        // Any truncation, and any extra byte, is refused.
        for len in 0..bytes.len() {
            assert!(
                PatternDatabase::from_bytes(&bytes[..len]).is_err(),
                "{len} bytes accepted"
            );
        }
        let mut long = bytes.clone();
        long.push(0);
        assert!(PatternDatabase::from_bytes(&long).is_err());
        assert_eq!(
            PatternDatabase::from_bytes(b"hello, world"),
            Err(PdbFormatError::NotADatabase)
        );
    }

    #[test]
    fn the_goal_placement_is_zero_and_others_are_positive() {
        let pdb = PatternDatabase::build(3, 3, &[0, 1, 2, 3], SearchLimits::default()).unwrap();
        assert_eq!(pdb.lookup(&[0, 1, 2, 3]), 0);
        assert!(
            pdb.lookup(&[1, 0, 2, 3]) >= 2,
            "at least the two tiles' Manhattan distance"
        );
        assert!(pdb.table.iter().all(|&v| v != UNSEEN));
        // Korf's 8-tile half of the 15-puzzle (518,918,400 entries) is refused up front.
        let eight = PatternDatabase::build(4, 4, &[8, 9, 10, 11, 12, 13, 14, 15], SearchLimits::default());
        assert!(matches!(eight, Err(SolveError::TooLarge { .. })), "{eight:?}");
        let limited = PatternDatabase::build(3, 3, &[0, 1, 2, 3], SearchLimits::states(100));
        assert!(matches!(limited, Err(SolveError::OverBudget { .. })));
    }
}
