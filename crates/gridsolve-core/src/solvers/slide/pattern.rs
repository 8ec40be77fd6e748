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
//! the blank in the region of its own goal cell: a solution ends with the
//! blank there, so pattern tiles that wall the blank's goal off from the
//! rest (tiles 1 and 4 around the blank's corner, for one) must move and
//! come back, and the table counts those moves. A table built without a
//! blank's goal starts from every region: weaker, and good for any blank's
//! goal. (Korf's 100 with the 7-8 tables and the reflection: 46,642 nodes
//! per instance from every region, 14,945 from the blank's.)
//!
//! Placements are numbered by their rank as a partial permutation (k of N
//! cells: N!/(N-k)! numbers; 5,765,760 for six tiles of the 15-puzzle), one
//! byte per entry. Tables of more than [`COMPACT_ABOVE`] placements (the
//! 15-puzzle's seven or eight tiles, the 24-puzzle's six) are built by
//! `compact` and kept in four bits per placement.
//! [`PatternDatabase::to_bytes`] writes a table with a header (magic,
//! version, board size, the pattern's cells, encoding, entry count and a
//! checksum) that [`PatternDatabase::from_bytes`] checks before trusting.

use std::fmt;

use super::compact;
use super::geometry::Geometry;
use crate::limits::SearchLimits;
use crate::locale::Text;
use crate::solution::{Algorithm, SolveError};

/// What a pattern-database build is held to before it starts: its table's
/// placements, or the abstract states its search holds.
#[derive(Clone, Copy, Debug)]
pub(crate) enum BuildSize {
    /// Entries of the table, one per placement of the pattern's tiles.
    Placements(u64),
    /// Abstract states of the build's breadth-first search.
    States(u64),
}

/// The refusal of a build of `tiles` tiles on `cells` cells whose `size` is
/// past `most`, in the words both builders (this one and
/// `super::compact`) use.
pub(crate) fn too_large(tiles: usize, cells: usize, size: BuildSize, most: u64) -> SolveError {
    let why = match size {
        BuildSize::Placements(placements) => crate::tr!(
            "pattern-placements",
            tiles = tiles,
            cells = cells,
            placements = placements,
            most = most
        ),
        BuildSize::States(states) => crate::tr!(
            "pattern-states",
            tiles = tiles,
            cells = cells,
            states = states,
            most = most
        ),
    };
    SolveError::TooLarge {
        algorithm: Algorithm::Idastar,
        why,
    }
}

/// Largest table built with one byte per entry: 2^26 entries (64 MiB; the
/// 4x4 board's seven-tile patterns, 57,657,600, fit). Larger ones are compact.
pub const MAX_ENTRIES: u64 = 1 << 26;

/// Tables of more placements than this are built by the compact builder and
/// kept in four bits per entry: the 15-puzzle's 7- and 8-tile patterns, the
/// 24-puzzle's 6-tile ones (the 6-6-3 tables, 5,765,760 entries, and the
/// 24-puzzle's 5-tile ones keep a byte per entry: the quickest look-up).
/// The compact builder is also the faster one there: 11 s for seven tiles of
/// the 15-puzzle, where the byte builder took 39 s and 5 times the memory.
pub const COMPACT_ABOVE: u64 = 1 << 23;

/// Most abstract states (placements times cells) a build may have: its three
/// bit sets then take at most 3 x 128 MiB.
pub(crate) const BUILD_MAX_STATES: u64 = 1 << 30;

/// Marks a placement no level has reached (only possible on a board whose
/// pattern tiles cannot all reach their goals, which the parity test rules out).
const UNSEEN_DISTANCE: u8 = u8::MAX;

/// One pattern's table.
#[derive(Clone, PartialEq, Eq)]
pub struct PatternDatabase {
    rows: usize,
    cols: usize,
    /// The pattern's tiles, named by goal cell, in increasing order.
    cells: Vec<u8>,
    /// The blank's goal cell the search started from, or none (every region).
    blank_goal: Option<u8>,
    entries: Entries,
    /// The largest value.
    max_value: u8,
}

/// How a table keeps its values.
#[derive(Clone, PartialEq, Eq)]
enum Entries {
    /// `table[rank of the placement]`: fewest pattern moves.
    Bytes(Vec<u8>),
    /// Four bits per placement, numbered by `compact::Index`: half the
    /// value's excess over the pattern's Manhattan distance.
    Nibbles {
        table: Vec<u8>,
        index: Box<compact::Index>,
        /// `manhattan[i * cells + cell]`: pattern tile i's distance from `cell` to its goal.
        manhattan: Vec<u8>,
    },
}

impl Entries {
    fn encoding(&self) -> u8 {
        match self {
            Entries::Bytes(_) => 0,
            Entries::Nibbles { .. } => 1,
        }
    }

    fn data(&self) -> &[u8] {
        match self {
            Entries::Bytes(table) | Entries::Nibbles { table, .. } => table,
        }
    }
}

/// The board's geometry and the pattern's cells sorted, or why they are not
/// a pattern (1 to cells - 1 distinct cells of the board, and not the
/// blank's goal cell).
fn checked_pattern(
    rows: usize,
    cols: usize,
    cells: &[u8],
    blank_goal: Option<usize>,
) -> Result<(Geometry, Vec<u8>), SolveError> {
    let grid = Geometry::new(rows, cols)?;
    let n = grid.cells();
    let mut cells = cells.to_vec();
    cells.sort_unstable();
    cells.dedup();
    if cells.is_empty() || cells.len() >= n || cells.iter().any(|&c| c as usize >= n) {
        return Err(SolveError::TooLarge {
            algorithm: Algorithm::Idastar,
            why: crate::tr!("pattern-cells", most = n - 1, size = format!("{rows}x{cols}")),
        });
    }
    if let Some(blank) = blank_goal.filter(|&b| b >= n || cells.contains(&(b as u8))) {
        return Err(SolveError::TooLarge {
            algorithm: Algorithm::Idastar,
            why: crate::tr!(
                "pattern-blank-goal-cell",
                blank = blank,
                size = format!("{rows}x{cols}"),
                cells = format!("{cells:?}")
            ),
        });
    }
    Ok((grid, cells))
}

/// The file a pattern's table is kept in: `pdb-4x4-000e-b0.bin` for cells
/// 1, 2, 3 of a 4x4 board (the cells as a mask, in hexadecimal) built for
/// the blank's goal in cell 0; without a `-b` part for a table built for
/// any blank's goal. The command line's cache and the examples use the same
/// names.
///
/// ```
/// use gridsolve_core::solvers::slide::pattern::file_name;
/// assert_eq!(file_name(4, 4, &[1, 2, 3], Some(0)), "pdb-4x4-000e-b0.bin");
/// assert_eq!(file_name(4, 4, &[1, 2, 3], None), "pdb-4x4-000e.bin");
/// ```
pub fn file_name(rows: usize, cols: usize, cells: &[u8], blank_goal: Option<usize>) -> String {
    let mask = cells.iter().fold(0u64, |m, &c| m | 1 << c);
    let blank = blank_goal.map_or(String::new(), |b| format!("-b{b}"));
    format!(
        "pdb-{rows}x{cols}-{mask:0width$x}{blank}.bin",
        width = (rows * cols).div_ceil(4)
    )
}

/// Pattern tile i's Manhattan distance from each cell to its goal cell.
fn manhattan_of(grid: &Geometry, cells: &[u8]) -> Vec<u8> {
    let n = grid.cells();
    cells
        .iter()
        .flat_map(|&goal| (0..n).map(move |cell| grid.distance(cell, goal as usize) as u8))
        .collect()
}

impl fmt::Debug for PatternDatabase {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PatternDatabase")
            .field("rows", &self.rows)
            .field("cols", &self.cols)
            .field("cells", &self.cells)
            .field("blank_goal", &self.blank_goal)
            .field("entries", &self.len())
            .field("four_bits", &matches!(self.entries, Entries::Nibbles { .. }))
            .finish()
    }
}

/// A four-bit table's value of placement `index` (tiles on `at`): the
/// pattern's Manhattan distance plus twice the stored excess, or the distance
/// alone for a placement never reached.
#[inline(always)]
fn nibble_value(table: &[u8], index: usize, manhattan: &[u8], cells: usize, at: &[u8]) -> u8 {
    let distance: u8 = at
        .iter()
        .enumerate()
        .map(|(i, &c)| manhattan[i * cells + c as usize])
        .sum();
    let excess = compact::nibble(table, index);
    if excess == compact::UNSEEN_EXCESS {
        distance
    } else {
        distance + 2 * excess
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
    /// `rows` x `cols` board, for the blank's goal cell `blank_goal` (`None`:
    /// a weaker table good for any), within `limits` (abstract states stored).
    pub fn build(
        rows: usize,
        cols: usize,
        cells: &[u8],
        blank_goal: Option<usize>,
        limits: SearchLimits,
    ) -> Result<PatternDatabase, SolveError> {
        let n = rows.saturating_mul(cols);
        let k = cells.len();
        if n > 0 && k < n && placements(n, k) > COMPACT_ABOVE && compact::fits(n, k) {
            return PatternDatabase::build_compact(rows, cols, cells, blank_goal, limits);
        }
        PatternDatabase::build_bytes(rows, cols, cells, blank_goal, limits)
    }

    /// Builds the table with the byte builder (one byte per entry), within
    /// [`MAX_ENTRIES`]: what [`build`](Self::build) does for the smaller tables.
    pub fn build_bytes(
        rows: usize,
        cols: usize,
        cells: &[u8],
        blank_goal: Option<usize>,
        limits: SearchLimits,
    ) -> Result<PatternDatabase, SolveError> {
        let (grid, cells) = checked_pattern(rows, cols, cells, blank_goal)?;
        let n = grid.cells();
        let k = cells.len();
        let entries = placements(n, k);
        if entries > MAX_ENTRIES {
            return Err(too_large(k, n, BuildSize::Placements(entries), MAX_ENTRIES));
        }
        let states = entries * n as u64;
        if states > BUILD_MAX_STATES {
            return Err(too_large(k, n, BuildSize::States(states), BUILD_MAX_STATES));
        }
        let mut table = vec![UNSEEN_DISTANCE; entries as usize];
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
        // The blank's goal region only, or (no goal for it) every region.
        let mut unclaimed = match blank_goal {
            Some(blank) => grid.region(1 << blank, all & !occupied),
            None => all & !occupied,
        };
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
                                table[new_index] == UNSEEN_DISTANCE
                            } else if visited[new_key / 64] & 1 << (new_key % 64) == 0 {
                                set(&mut visited, new_key);
                                true
                            } else {
                                false
                            };
                            if new {
                                set(&mut next, new_key);
                                if table[new_index] == UNSEEN_DISTANCE {
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
            blank_goal: blank_goal.map(|b| b as u8),
            max_value: depth.saturating_sub(1),
            entries: Entries::Bytes(table),
        })
    }

    /// Builds the table with the compact builder and four bits per entry,
    /// whatever its size ([`build`](Self::build) does so for tables of more
    /// than [`COMPACT_ABOVE`] placements): the same values, less memory.
    pub fn build_compact(
        rows: usize,
        cols: usize,
        cells: &[u8],
        blank_goal: Option<usize>,
        limits: SearchLimits,
    ) -> Result<PatternDatabase, SolveError> {
        let (grid, cells) = checked_pattern(rows, cols, cells, blank_goal)?;
        let n = grid.cells();
        let built = compact::build(&grid, &cells, blank_goal, limits)?;
        Ok(PatternDatabase {
            rows,
            cols,
            blank_goal: blank_goal.map(|b| b as u8),
            max_value: built.max_value,
            entries: Entries::Nibbles {
                table: built.nibbles,
                index: Box::new(compact::Index::new(n, cells.len())),
                manhattan: manhattan_of(&grid, &cells),
            },
            cells,
        })
    }

    /// The blank's goal cell the table was built for (`None`: any).
    pub fn blank_goal(&self) -> Option<usize> {
        self.blank_goal.map(usize::from)
    }

    /// Whether the table keeps four bits per entry.
    pub fn is_compact(&self) -> bool {
        matches!(self.entries, Entries::Nibbles { .. })
    }

    /// Bytes the table's entries take in memory.
    pub fn table_bytes(&self) -> usize {
        self.entries.data().len()
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
        placements(self.rows * self.cols, self.cells.len()) as usize
    }

    /// Whether the table is empty (never, for a built one).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The largest value: the most pattern moves any placement needs.
    pub fn max_value(&self) -> u8 {
        self.max_value
    }

    /// The value of the placement with the pattern's tiles on `at` (in the
    /// order of [`cells`](Self::cells)).
    #[inline]
    pub fn lookup(&self, at: &[u8]) -> u8 {
        match &self.entries {
            Entries::Bytes(table) => {
                let v = table[rank(at, self.rows * self.cols)];
                if v == UNSEEN_DISTANCE { 0 } else { v }
            }
            Entries::Nibbles {
                table,
                index,
                manhattan,
            } => {
                let n = self.rows * self.cols;
                match at.len() {
                    // The sizes searches use (the 24-puzzle's 6, the 15-puzzle's
                    // 7 and 8) with the index's loops unrolled.
                    6 => nibble_value(table, index.index_of::<6>(at.try_into().unwrap()), manhattan, n, at),
                    7 => nibble_value(table, index.index_of::<7>(at.try_into().unwrap()), manhattan, n, at),
                    8 => nibble_value(table, index.index_of::<8>(at.try_into().unwrap()), manhattan, n, at),
                    _ => nibble_value(table, index.index(at), manhattan, n, at),
                }
            }
        }
    }

    /// The table with its header, for a cache file.
    ///
    /// Layout (little-endian): `GSPDB\0` (6 bytes), version u16, rows u8,
    /// cols u8, k u8, the k cells, the blank's goal cell u8 (255: any), encoding u8 (0: a byte per entry, 1: four
    /// bits), the largest value u8, entry count u64, a checksum of
    /// everything before it and of the data, then the data (one byte per
    /// entry, or two entries per byte, the first in the low four bits).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = self.header();
        let data = self.entries.data();
        let sum = checksum(&bytes, data);
        bytes.reserve(8 + data.len());
        bytes.extend_from_slice(&sum.to_le_bytes());
        bytes.extend_from_slice(data);
        bytes
    }

    fn header(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(32);
        bytes.extend_from_slice(MAGIC);
        bytes.extend_from_slice(&VERSION.to_le_bytes());
        bytes.extend_from_slice(&[self.rows as u8, self.cols as u8, self.cells.len() as u8]);
        bytes.extend_from_slice(&self.cells);
        bytes.push(self.blank_goal.unwrap_or(ANY_BLANK));
        bytes.extend_from_slice(&[self.entries.encoding(), self.max_value]);
        bytes.extend_from_slice(&(self.len() as u64).to_le_bytes());
        bytes
    }

    /// Reads a table written by [`to_bytes`](Self::to_bytes), checking every
    /// header field against the entries and the checksum.
    pub fn from_bytes(bytes: &[u8]) -> Result<PatternDatabase, PdbFormatError> {
        PatternDatabase::from_vec(bytes.to_vec())
    }

    /// [`from_bytes`](Self::from_bytes) keeping the buffer as the table (no
    /// second copy of a table of hundreds of megabytes).
    pub fn from_vec(mut bytes: Vec<u8>) -> Result<PatternDatabase, PdbFormatError> {
        let (header, sum) = PatternDatabase::read_header(&bytes)?;
        let data_len = match header.encoding {
            0 => header.entries,
            _ => header.entries.div_ceil(2),
        };
        if (bytes.len() - header.len) as u64 != data_len {
            return Err(if ((bytes.len() - header.len) as u64) < data_len {
                PdbFormatError::Truncated {
                    what: "pdb-part-entries",
                }
            } else {
                PdbFormatError::Header(crate::tr!(
                    "pdb-header-trailing",
                    bytes = (bytes.len() - header.len) as u64 - data_len
                ))
            });
        }
        bytes.drain(..header.len);
        let grid = Geometry::new(header.rows, header.cols).map_err(|_| PdbFormatError::NotADatabase)?;
        let entries = match header.encoding {
            0 => Entries::Bytes(bytes),
            _ => Entries::Nibbles {
                table: bytes,
                index: Box::new(compact::Index::new(grid.cells(), header.cells.len())),
                manhattan: manhattan_of(&grid, &header.cells),
            },
        };
        let pdb = PatternDatabase {
            rows: header.rows,
            cols: header.cols,
            cells: header.cells,
            blank_goal: header.blank_goal,
            max_value: header.max_value,
            entries,
        };
        if checksum(&pdb.header(), pdb.entries.data()) != sum {
            return Err(PdbFormatError::Checksum);
        }
        Ok(pdb)
    }

    /// The header's fields, checked against each other, and the checksum.
    fn read_header(bytes: &[u8]) -> Result<(Header, u64), PdbFormatError> {
        let mut at = 0usize;
        let mut take = |count: usize, what: &'static str| -> Result<&[u8], PdbFormatError> {
            let piece = bytes.get(at..at + count).ok_or(PdbFormatError::Truncated { what })?;
            at += count;
            Ok(piece)
        };
        if take(MAGIC.len(), "pdb-part-magic")? != MAGIC {
            return Err(PdbFormatError::NotADatabase);
        }
        let version = u16::from_le_bytes(take(2, "pdb-part-version")?.try_into().unwrap_or_default());
        if version != VERSION {
            return Err(PdbFormatError::Version { found: version });
        }
        let size = take(3, "pdb-part-size")?;
        let (rows, cols, k) = (size[0] as usize, size[1] as usize, size[2] as usize);
        let cells = take(k, "pdb-part-cells")?.to_vec();
        let blank = take(1, "pdb-part-blank")?[0];
        let coding = take(2, "pdb-part-encoding")?;
        let (encoding, max_value) = (coding[0], coding[1]);
        let entries = u64::from_le_bytes(take(8, "pdb-part-entry-count")?.try_into().unwrap_or_default());
        let sum = u64::from_le_bytes(take(8, "pdb-part-checksum")?.try_into().unwrap_or_default());
        let n = rows * cols;
        let sorted = cells.windows(2).all(|w| w[0] < w[1]);
        if rows == 0
            || cols == 0
            || n > super::geometry::SLIDING_MAX_CELLS
            || k == 0
            || k >= n
            || !sorted
            || cells[k - 1] as usize >= n
        {
            return Err(PdbFormatError::Header(crate::tr!(
                "pdb-header-pattern",
                rows = rows,
                cols = cols,
                cells = format!("{cells:?}")
            )));
        }
        let blank_goal = (blank != ANY_BLANK).then_some(blank);
        if blank_goal.is_some_and(|b| b as usize >= n || cells.contains(&b)) {
            return Err(PdbFormatError::Header(crate::tr!(
                "pdb-header-blank",
                blank = blank,
                rows = rows,
                cols = cols,
                cells = format!("{cells:?}")
            )));
        }
        if entries != placements(n, k) {
            return Err(PdbFormatError::Header(crate::tr!(
                "pdb-header-entries",
                entries = entries,
                tiles = k,
                cells = n,
                placements = placements(n, k)
            )));
        }
        let fits = match encoding {
            0 => entries <= MAX_ENTRIES,
            1 => compact::fits(n, k),
            _ => false,
        };
        if !fits {
            return Err(PdbFormatError::Header(crate::tr!(
                "pdb-header-encoding",
                encoding = encoding,
                entries = entries
            )));
        }
        Ok((
            Header {
                rows,
                cols,
                cells,
                blank_goal,
                encoding,
                max_value,
                entries,
                len: at,
            },
            sum,
        ))
    }
}

/// The fields of a table's header, and its length in bytes.
struct Header {
    rows: usize,
    cols: usize,
    cells: Vec<u8>,
    blank_goal: Option<u8>,
    encoding: u8,
    max_value: u8,
    entries: u64,
    len: usize,
}

const MAGIC: &[u8; 6] = b"GSPDB\0";
/// Version 2 added the encoding and the largest value, version 3 the blank's
/// goal cell (older files are rebuilt).
const VERSION: u16 = 3;
/// The header's blank's goal cell for a table built for any.
const ANY_BLANK: u8 = u8::MAX;

/// FNV-1a's step over eight bytes at a time (then the last few one by one),
/// over the header then the data: a table of 260 MB is checked in tens of
/// milliseconds, where a byte at a time took half a second. Each step is a
/// bijection of the running hash and of the word, so any change to a single
/// word changes the sum.
fn checksum(header: &[u8], data: &[u8]) -> u64 {
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    for part in [header, data] {
        let mut words = part.chunks_exact(8);
        for word in &mut words {
            hash ^= u64::from_le_bytes(word.try_into().unwrap_or_default());
            hash = hash.wrapping_mul(PRIME);
        }
        for &b in words.remainder() {
            hash ^= b as u64;
            hash = hash.wrapping_mul(PRIME);
        }
    }
    hash
}

/// Why bytes are not a pattern database.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PdbFormatError {
    /// The bytes do not start with the magic `GSPDB\0`.
    NotADatabase,
    /// Another version of the format.
    Version {
        /// The version the bytes hold.
        found: u16,
    },
    /// The bytes end inside `what`.
    Truncated {
        /// The part the bytes end in: its message id (`pdb-part-...`).
        what: &'static str,
    },
    /// A header field is impossible or disagrees with the rest (why).
    Header(Text),
    /// The checksum does not match: the bytes were changed.
    Checksum,
}

impl PdbFormatError {
    /// What is wrong, for people: a table event's reason (`rebuilt ...
    /// (why)`), in the reader's language.
    pub fn text(&self) -> Text {
        match self {
            PdbFormatError::NotADatabase => crate::tr!("pdb-not-a-database"),
            PdbFormatError::Version { found } => crate::tr!("pdb-version", found = *found, expected = VERSION),
            PdbFormatError::Truncated { what } => crate::tr!("pdb-truncated", what = Text::new(what, Vec::new())),
            PdbFormatError::Header(why) => crate::tr!("pdb-header", why = why),
            PdbFormatError::Checksum => crate::tr!("pdb-checksum"),
        }
    }
}

/// The English of [`PdbFormatError::text`].
impl fmt::Display for PdbFormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text().render(crate::locale::Lang::En))
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
        let byte_table = PatternDatabase::build(2, 3, &[0, 1, 4], Some(5), SearchLimits::default()).unwrap();
        let compact = PatternDatabase::build_compact(3, 3, &[0, 2, 4], None, SearchLimits::default()).unwrap();
        assert!(compact.is_compact() && !byte_table.is_compact());
        for pdb in [&compact, &byte_table] {
            let bytes = pdb.to_bytes();
            assert_eq!(&PatternDatabase::from_bytes(&bytes).unwrap(), pdb);
            // Any single flipped bit, anywhere, is refused.
            for i in 0..bytes.len() {
                for bit in [0x01, 0x10, 0x80] {
                    let mut bad = bytes.clone();
                    bad[i] ^= bit;
                    assert!(
                        PatternDatabase::from_bytes(&bad).is_err(),
                        "{pdb:?}: byte {i} changed was accepted"
                    );
                }
            }
            // Any truncation is refused.
            for len in 0..bytes.len() {
                assert!(
                    PatternDatabase::from_bytes(&bytes[..len]).is_err(),
                    "{pdb:?}: {len} bytes accepted"
                );
            }
        }
        let bytes = byte_table.to_bytes();
        let mut long = bytes.clone();
        long.push(0);
        assert!(PatternDatabase::from_bytes(&long).is_err());
        assert_eq!(
            PatternDatabase::from_bytes(b"hello, world"),
            Err(PdbFormatError::NotADatabase)
        );
        // What is wrong is said in the reader's language (a table event's reason).
        use crate::locale::Lang;
        let said = |bytes: &[u8], lang| PatternDatabase::from_bytes(bytes).unwrap_err().text().render(lang);
        assert_eq!(
            said(&long, Lang::En),
            "bad pattern database header: 1 bytes follow the entries"
        );
        assert_eq!(said(&long, Lang::Zh), "模式数据库的文件头有误：条目之后还多出 1 字节");
        assert_eq!(
            said(&long[..7], Lang::En),
            "the pattern database ends inside the version"
        );
        assert_eq!(said(&long[..7], Lang::Zh), "模式数据库在版本号处就结束了");
        assert_eq!(
            said(b"hello, world", Lang::Zh),
            "不是 gridsolve 的模式数据库（魔数不对）"
        );
        assert_eq!(
            PdbFormatError::Checksum.to_string(),
            "the pattern database's checksum does not match its contents"
        );
    }

    #[test]
    fn the_goal_placement_is_zero_and_others_are_positive() {
        let pdb = PatternDatabase::build(3, 3, &[0, 1, 2, 3], Some(8), SearchLimits::default()).unwrap();
        assert_eq!(pdb.lookup(&[0, 1, 2, 3]), 0);
        assert!(
            pdb.lookup(&[1, 0, 2, 3]) >= 2,
            "at least the two tiles' Manhattan distance"
        );
        assert!(pdb.entries.data().iter().all(|&v| v != UNSEEN_DISTANCE));
        // Nine tiles of the 15-puzzle (4,151,347,200 entries) are refused up front.
        let nine = PatternDatabase::build(
            4,
            4,
            &[7, 8, 9, 10, 11, 12, 13, 14, 15],
            Some(0),
            SearchLimits::default(),
        );
        assert!(matches!(nine, Err(SolveError::TooLarge { .. })), "{nine:?}");
        let limited = PatternDatabase::build(3, 3, &[0, 1, 2, 3], None, SearchLimits::states(100));
        // The blank's goal on a pattern cell, or off the board, is refused.
        for blank in [2, 9] {
            let err = PatternDatabase::build(3, 3, &[0, 1, 2, 3], Some(blank), SearchLimits::default()).unwrap_err();
            assert!(err.to_string().contains("blank's goal cell"), "{err}");
        }
        assert!(matches!(limited, Err(SolveError::OverBudget { .. })));
    }

    /// The compact builder (four bits, blocks of set and region) against the
    /// byte builder (placements numbered tile by tile), an independent
    /// search: every placement's value equal, on boards where the blank's
    /// regions split often (3x3 with most cells taken) and on the 15-puzzle.
    #[test]
    fn the_compact_builder_agrees_with_the_byte_builder_everywhere() {
        let cases: [(usize, usize, &[u8]); 6] = [
            (3, 3, &[0, 1, 2, 3, 4, 5, 6, 7]),
            (3, 3, &[1, 3, 5, 7]),
            (2, 4, &[0, 2, 5, 7, 6]),
            (3, 4, &[0, 1, 4, 5, 8]),
            (4, 4, &[1, 2, 3]),
            (4, 4, &[4, 5, 8, 9, 12]),
        ];
        // Every region seeded, and the blank's goal on the first and on the
        // last free cell (one of them walled off by the pattern in most cases).
        let blanks = |n: usize, cells: &[u8]| {
            let free: Vec<usize> = (0..n).filter(|&c| !cells.contains(&(c as u8))).collect();
            [None, free.first().copied(), free.last().copied()]
        };
        for (rows, cols, cells, blank) in cases
            .into_iter()
            .flat_map(|(r, c, cells)| blanks(r * c, cells).map(move |b| (r, c, cells, b)))
        {
            let bytes = PatternDatabase::build(rows, cols, cells, blank, SearchLimits::default()).unwrap();
            let compact = PatternDatabase::build_compact(rows, cols, cells, blank, SearchLimits::default()).unwrap();
            assert!(compact.is_compact() && !bytes.is_compact());
            assert_eq!(compact.max_value(), bytes.max_value(), "{rows}x{cols} {cells:?}");
            let n = rows * cols;
            let mut at = vec![0u8; cells.len()];
            let (
                Entries::Bytes(raw),
                Entries::Nibbles {
                    table,
                    index: numbering,
                    ..
                },
            ) = (&bytes.entries, &compact.entries)
            else {
                unreachable!()
            };
            for (index, &value) in raw.iter().enumerate() {
                unrank(index, n, &mut at);
                // Placements no search reaches (the wrong parity, with every
                // tile in the pattern) are unseen in both.
                if value == UNSEEN_DISTANCE {
                    assert_eq!(compact::nibble(table, numbering.index(&at)), compact::UNSEEN_EXCESS);
                    continue;
                }
                assert_eq!(
                    compact.lookup(&at),
                    bytes.lookup(&at),
                    "{rows}x{cols} {cells:?}: tiles on {at:?}"
                );
            }
            assert_eq!(compact.table_bytes(), bytes.len().div_ceil(2));
            // And it survives its file.
            let again = PatternDatabase::from_bytes(&compact.to_bytes()).unwrap();
            assert_eq!(again, compact);
        }
    }
}
