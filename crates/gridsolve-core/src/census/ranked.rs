//! Census of a token puzzle (sliding tiles, knights) by breadth-first search
//! over *ranks*, with 2 bits per board: the whole distance table of a 3x4 or
//! 2x6 sliding puzzle (239,500,800 boards) in 60 MB.
//!
//! Every board of the space has a rank in `0..boards` ([`RankedSpace`]); the
//! table ([`RankMarks`]) keeps, per rank, 0 for "not reached yet" or
//! `1 + distance mod 3`. A level is one pass over the table: every board at
//! level `d` is unranked, its neighbours ranked, and each neighbour not
//! reached yet is marked `d + 1`. Residues alone would also match the boards
//! at `d - 3`, `d - 6`, ... and expand them again; so once level `d` is
//! done, every board older than `d` is relabelled with `d - 1`'s residue
//! ([`Census::finish_level`], [`ShardCensus::relabel`]): while `d` is
//! expanded the table holds only "old" (`d - 1`), the frontier (`d`) and the
//! next level (`d + 1`), each board is expanded exactly once, and a mark
//! still carries its level's residue, whenever it arrives.
//!
//! The pass is cut into chunks of ranks ([`Census::chunks`]); a chunk is
//! expanded through `&self` (the table's words are atomics and a mark only
//! ever sets a field from 0 to the one value of level `d + 1`), so a caller
//! can run the chunks of a level on many threads, or many processes each
//! owning a shard of the ranks (the timely job of the command line). This
//! module starts no thread and does no I/O: the caller chooses the threads
//! or processes (the page's WebAssembly has none to give).
//!
//! Moves are reversible (a blank trades places with a token), so the
//! distances from the goal are the distances to it.

use std::sync::atomic::{AtomicU64, Ordering};

use crate::slide::{TokenBoard, TokenRule};

/// Boards per 64-bit word of the table.
const BOARDS_PER_WORD: u64 = 32;
/// Words per chunk of a pass: 2^14 words, 524,288 boards.
const WORDS_PER_CHUNK: u64 = 1 << 14;
/// Most boards the farthest list keeps (all are counted).
pub const FARTHEST_SHOWN: usize = 20;

/// A puzzle whose boards are numbered `0..boards()` with the neighbours of a
/// board computed from its rank.
pub trait RankedSpace: Sync {
    /// How many ranks there are (the table has one entry per rank).
    fn boards(&self) -> u64;
    /// The goal's rank.
    fn goal(&self) -> u64;
    /// The ranks one move away from `rank`, written into `out`; returns how
    /// many. `out` holds at least [`MAX_NEIGHBOURS`].
    fn neighbours(&self, rank: u64, out: &mut [u64; MAX_NEIGHBOURS]) -> usize;
    /// The board of a rank, as the command line writes it.
    fn board_text(&self, rank: u64) -> String;
}

/// Most neighbours a board has (a blank with 8 knight moves).
pub const MAX_NEIGHBOURS: usize = 8;

/// Why a census is not run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CensusRefusal {
    /// The board's shape or tokens have no ranked space here.
    Unsupported(crate::locale::Text),
    /// The table would take more memory than the budget.
    TooLarge {
        /// Boards in the space.
        boards: u128,
        /// Bytes the table would take.
        table_bytes: u128,
        /// The memory budget, in bytes.
        budget: u64,
    },
    /// The table fits the budget but the allocator could not give it (an
    /// address-space limit, or memory taken by others): refused rather
    /// than an abort.
    Unallocated {
        /// Bytes the table would take.
        table_bytes: u128,
    },
}

impl CensusRefusal {
    /// The message, in any language.
    pub fn text(&self) -> crate::locale::Text {
        match self {
            CensusRefusal::Unsupported(why) => why.clone(),
            CensusRefusal::TooLarge {
                boards,
                table_bytes,
                budget,
            } => crate::tr!(
                "census-table-too-large",
                boards = crate::text::thousands(*boards),
                bytes = human_bytes(*table_bytes),
                budget = budget_words(*budget)
            ),
            CensusRefusal::Unallocated { table_bytes } => {
                crate::tr!("census-table-unallocated", bytes = human_bytes(*table_bytes))
            }
        }
    }
}

impl std::fmt::Display for CensusRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.text().fmt(f)
    }
}

/// Bytes as `59.9 MB` / `10.9 GB` (decimal units, as disks and the issue's
/// figures use), or `96 bytes` (96 字节): a text, rendered in the reader's language.
pub fn human_bytes(bytes: u128) -> crate::locale::Text {
    let b = bytes as f64;
    if b >= 1e9 {
        crate::locale::verbatim(format!("{:.1} GB", b / 1e9))
    } else if b >= 1e6 {
        crate::locale::verbatim(format!("{:.1} MB", b / 1e6))
    } else if b >= 1e3 {
        crate::locale::verbatim(format!("{:.1} kB", b / 1e3))
    } else {
        crate::tr!("bytes-count", count = bytes.to_string())
    }
}

/// A memory budget as given: `1 GiB` when it is a whole number of GiB or
/// MiB, else as [`human_bytes`].
pub fn budget_words(bytes: u64) -> String {
    if bytes >= 1 << 30 && bytes % (1 << 30) == 0 {
        format!("{} GiB", bytes >> 30)
    } else if bytes >= 1 << 20 && bytes % (1 << 20) == 0 {
        format!("{} MiB", bytes >> 20)
    } else {
        human_bytes(u128::from(bytes)).to_string()
    }
}

/// Bytes of table for `boards` boards at 2 bits each, in whole words.
pub fn table_bytes(boards: u128) -> u128 {
    boards.div_ceil(u128::from(BOARDS_PER_WORD)) * 8
}

// ---------------------------------------------------------------------------
// Sliding boards: even permutations, ranked in n!/2.
// ---------------------------------------------------------------------------

/// Most cells of a sliding census: 20! / 2 ranks still fit a `u64` (the
/// memory budget refuses far earlier: 16 cells already need 2.6 TB).
pub(crate) const MAX_SLIDING_CELLS: usize = 20;

/// The boards of a sliding puzzle of at least 2 rows and 2 columns that can
/// reach a goal: exactly half of the `n!` arrangements (one parity class).
///
/// A board is ranked as `blank * (n-1)!/2 + r`, where `r` ranks the `n - 1`
/// tiles in reading order by the Lehmer digits of the first `n - 3` (mixed
/// radix `n-1, ..., 3`: `(n-1)!/2` values); the last two cells hold the two
/// tiles left, in the one order that puts the board in the goal's class.
/// (The class is the tiles' inversion parity plus, on even widths, the
/// blank's row: for a given blank cell it fixes the tiles' parity, and
/// swapping the last two tiles flips it.)
#[derive(Clone)]
pub struct SlidingSpace {
    rows: usize,
    cols: usize,
    goal: Vec<u8>,
    /// The goal's parity class (see [`crate::slide::parity_class`]).
    goal_class: bool,
    /// `weights[i]`: the weight of the Lehmer digit of tile `i`, `(n-2-i)!/2`.
    weights: Vec<u64>,
    /// Ranks per blank cell, `(n-1)!/2`.
    per_blank: u64,
}

impl SlidingSpace {
    /// The space of `goal` (tokens `0..n`, 0 the blank).
    pub fn new(goal: &TokenBoard) -> Result<SlidingSpace, CensusRefusal> {
        let (rows, cols) = (goal.rows, goal.cols);
        let n = rows * cols;
        if rows < 2 || cols < 2 {
            return Err(CensusRefusal::Unsupported(crate::tr!(
                "census-sliding-one-line",
                size = format!("{rows}x{cols}"),
                boards = n
            )));
        }
        if n > MAX_SLIDING_CELLS {
            return Err(CensusRefusal::Unsupported(crate::tr!(
                "census-sliding-cells",
                size = format!("{rows}x{cols}"),
                cells = n,
                most = MAX_SLIDING_CELLS
            )));
        }
        let mut sorted = goal.cells.clone();
        sorted.sort_unstable();
        if sorted.iter().enumerate().any(|(i, &t)| usize::from(t) != i) {
            return Err(CensusRefusal::Unsupported(crate::tr!("census-sliding-tokens")));
        }
        let tiles = n - 1;
        let weights = (0..tiles)
            .map(|i| {
                if i + 2 >= tiles {
                    0
                } else {
                    (3..=(tiles - 1 - i) as u64).product::<u64>()
                }
            })
            .collect();
        Ok(SlidingSpace {
            rows,
            cols,
            goal_class: crate::slide::parity_class(&goal.cells, cols),
            goal: goal.cells.clone(),
            weights,
            per_blank: (3..=tiles as u64).product(),
        })
    }

    fn cells(&self) -> usize {
        self.rows * self.cols
    }

    /// The tiles' inversion parity a board with the blank at `blank` needs.
    fn tile_parity(&self, blank: usize) -> bool {
        let mut parity = self.goal_class;
        if self.cols % 2 == 0 {
            parity ^= (blank / self.cols) % 2 == 1;
        }
        parity
    }

    /// The rank of a board of the goal's class.
    pub fn rank(&self, board: &[u8]) -> u64 {
        let tiles = board.len() - 1;
        let mut unused: u32 = ((1u32 << tiles) - 1) << 1;
        let mut rank = 0u64;
        let mut index = 0;
        let mut blank = 0;
        for (cell, &v) in board.iter().enumerate() {
            if v == 0 {
                blank = cell;
                continue;
            }
            if index + 2 < tiles {
                let below = u64::from((unused & ((1u32 << v) - 1)).count_ones());
                rank += below * self.weights[index];
            }
            unused &= !(1u32 << v);
            index += 1;
        }
        blank as u64 * self.per_blank + rank
    }

    /// The board of a rank.
    pub fn unrank_into(&self, rank: u64, out: &mut [u8]) {
        let tiles = out.len() - 1;
        let blank = (rank / self.per_blank) as usize;
        let mut rest = rank % self.per_blank;
        let mut unused: u32 = ((1u32 << tiles) - 1) << 1;
        let mut parity = 0u64;
        let mut cell = 0;
        for i in 0..tiles - 2 {
            if cell == blank {
                out[cell] = 0;
                cell += 1;
            }
            let weight = self.weights[i];
            let mut k = rest / weight;
            rest %= weight;
            parity += k;
            let mut bits = unused;
            while k > 0 {
                bits &= bits - 1;
                k -= 1;
            }
            let v = bits.trailing_zeros();
            unused &= !(1u32 << v);
            out[cell] = v as u8;
            cell += 1;
        }
        let low = unused.trailing_zeros() as u8;
        let high = (31 - unused.leading_zeros()) as u8;
        // Tiles in order low, high add no inversion; high, low add one.
        let (first, second) = if (parity % 2 == 1) == self.tile_parity(blank) {
            (low, high)
        } else {
            (high, low)
        };
        for v in [first, second] {
            if cell == blank {
                out[cell] = 0;
                cell += 1;
            }
            out[cell] = v;
            cell += 1;
        }
        if cell == blank {
            out[cell] = 0;
        }
    }
}

impl RankedSpace for SlidingSpace {
    fn boards(&self) -> u64 {
        self.cells() as u64 * self.per_blank
    }

    fn goal(&self) -> u64 {
        self.rank(&self.goal)
    }

    fn neighbours(&self, rank: u64, out: &mut [u64; MAX_NEIGHBOURS]) -> usize {
        let blank = (rank / self.per_blank) as usize;
        let (r, c) = (blank / self.cols, blank % self.cols);
        let mut count = 0;
        // A horizontal move leaves the tiles in the same reading order and
        // the blank in the same row: only the blank's part of the rank moves.
        if c > 0 {
            out[count] = rank - self.per_blank;
            count += 1;
        }
        if c + 1 < self.cols {
            out[count] = rank + self.per_blank;
            count += 1;
        }
        let mut board = [0u8; MAX_SLIDING_CELLS];
        let board = &mut board[..self.cells()];
        self.unrank_into(rank, board);
        let mut vertical = |to: usize, board: &mut [u8]| {
            board.swap(blank, to);
            out[count] = self.rank(board);
            count += 1;
            board.swap(blank, to);
        };
        if r > 0 {
            vertical(blank - self.cols, board);
        }
        if r + 1 < self.rows {
            vertical(blank + self.cols, board);
        }
        count
    }

    fn board_text(&self, rank: u64) -> String {
        let mut cells = vec![0u8; self.cells()];
        self.unrank_into(rank, &mut cells);
        TokenBoard {
            rows: self.rows,
            cols: self.cols,
            cells,
        }
        .to_sliding_text()
    }
}

// ---------------------------------------------------------------------------
// Knight boards: one blank and two colours, ranked as (blank, colour set).
// ---------------------------------------------------------------------------

/// Most cells of a knight census (binomials in `u64`).
pub(crate) const CENSUS_MAX_KNIGHT_CELLS: usize = 60;

/// The boards of a knight puzzle (骑士精神): one blank and knights of two
/// colours, a move trading the blank with a knight a knight's move away.
/// Ranked as `blank * C(n-1, k) + colex rank of the k cells of colour 1`
/// among the other `n - 1` cells: for P2324's 5x5, 25 * C(24, 12) =
/// 67,603,900 ranks, every arrangement of the goal's tokens.
#[derive(Clone)]
pub struct KnightSpace {
    rows: usize,
    cols: usize,
    goal: Vec<u8>,
    /// Knights of colour 1.
    ones: usize,
    /// `binomial[a][b]` = C(a, b).
    binomial: Vec<Vec<u64>>,
    /// Per cell, the cells a knight's move away.
    targets: Vec<Vec<usize>>,
}

impl KnightSpace {
    /// The space of `goal` (0 the blank, 1 and 2 the colours).
    pub fn new(goal: &TokenBoard) -> Result<KnightSpace, CensusRefusal> {
        let (rows, cols) = (goal.rows, goal.cols);
        let n = rows * cols;
        if n > CENSUS_MAX_KNIGHT_CELLS {
            return Err(CensusRefusal::Unsupported(crate::tr!(
                "census-knight-cells",
                most = CENSUS_MAX_KNIGHT_CELLS,
                cells = n
            )));
        }
        if goal.cells.iter().filter(|&&t| t == 0).count() != 1 || goal.cells.iter().any(|&t| t > 2) {
            return Err(CensusRefusal::Unsupported(crate::tr!("census-knight-tokens")));
        }
        let mut binomial = vec![vec![0u64; n + 1]; n + 1];
        for a in 0..=n {
            binomial[a][0] = 1;
            for b in 1..=a {
                binomial[a][b] = binomial[a - 1][b - 1] + binomial[a - 1][b];
            }
        }
        let targets = (0..n)
            .map(|cell| {
                let (r, c) = ((cell / cols) as isize, (cell % cols) as isize);
                TokenRule::Knight
                    .offsets()
                    .iter()
                    .filter_map(|&(dr, dc)| {
                        let (tr, tc) = (r + dr, c + dc);
                        (tr >= 0 && tc >= 0 && (tr as usize) < rows && (tc as usize) < cols)
                            .then(|| tr as usize * cols + tc as usize)
                    })
                    .collect()
            })
            .collect();
        Ok(KnightSpace {
            rows,
            cols,
            ones: goal.cells.iter().filter(|&&t| t == 1).count(),
            goal: goal.cells.clone(),
            binomial,
            targets,
        })
    }

    fn cells(&self) -> usize {
        self.rows * self.cols
    }

    /// The rank of a board with the goal's tokens.
    pub fn rank(&self, board: &[u8]) -> u64 {
        let mut blank = 0;
        let mut index = 0usize; // among the non-blank cells
        let mut seen_ones = 0usize;
        let mut colex = 0u64;
        for (cell, &t) in board.iter().enumerate() {
            match t {
                0 => blank = cell,
                1 => {
                    seen_ones += 1;
                    colex += self.binomial[index][seen_ones];
                    index += 1;
                }
                _ => index += 1,
            }
        }
        blank as u64 * self.binomial[self.cells() - 1][self.ones] + colex
    }

    /// The board of a rank.
    pub fn unrank_into(&self, rank: u64, out: &mut [u8]) {
        let n = self.cells();
        let per_blank = self.binomial[n - 1][self.ones];
        let blank = (rank / per_blank) as usize;
        let mut colex = rank % per_blank;
        // Colex unranking: the largest index first.
        let mut marks = [2u8; CENSUS_MAX_KNIGHT_CELLS];
        let mut k = self.ones;
        let mut index = n - 1;
        while k > 0 {
            index -= 1;
            while self.binomial[index][k] > colex {
                index -= 1;
            }
            marks[index] = 1;
            colex -= self.binomial[index][k];
            k -= 1;
        }
        let mut next = 0;
        for (cell, slot) in out.iter_mut().enumerate() {
            if cell == blank {
                *slot = 0;
            } else {
                *slot = marks[next];
                next += 1;
            }
        }
    }
}

impl RankedSpace for KnightSpace {
    fn boards(&self) -> u64 {
        self.cells() as u64 * self.binomial[self.cells() - 1][self.ones]
    }

    fn goal(&self) -> u64 {
        self.rank(&self.goal)
    }

    fn neighbours(&self, rank: u64, out: &mut [u64; MAX_NEIGHBOURS]) -> usize {
        let mut board = [0u8; CENSUS_MAX_KNIGHT_CELLS];
        let board = &mut board[..self.cells()];
        self.unrank_into(rank, board);
        let blank = board.iter().position(|&t| t == 0).unwrap_or(0);
        let mut count = 0;
        for &to in &self.targets[blank] {
            board.swap(blank, to);
            out[count] = self.rank(board);
            count += 1;
            board.swap(blank, to);
        }
        count
    }

    fn board_text(&self, rank: u64) -> String {
        let mut cells = vec![0u8; self.cells()];
        self.unrank_into(rank, &mut cells);
        TokenBoard {
            rows: self.rows,
            cols: self.cols,
            cells,
        }
        .to_knight_text()
    }
}

// ---------------------------------------------------------------------------
// The table and the search.
// ---------------------------------------------------------------------------

/// 2 bits per rank: 0 unseen, else `1 + distance mod 3`. Marks go through
/// atomics so that many threads can expand one level together.
pub struct RankMarks {
    words: Vec<AtomicU64>,
    boards: u64,
}

impl RankMarks {
    /// A table of `boards` unseen boards, or [`CensusRefusal::Unallocated`]
    /// when the allocator cannot give it (a failed allocation would abort
    /// the process).
    pub fn new(boards: u64) -> Result<RankMarks, CensusRefusal> {
        let unallocated = || CensusRefusal::Unallocated {
            table_bytes: table_bytes(u128::from(boards)),
        };
        let words = usize::try_from(boards.div_ceil(BOARDS_PER_WORD)).map_err(|_| unallocated())?;
        let mut table = Vec::new();
        table.try_reserve_exact(words).map_err(|_| unallocated())?;
        table.resize_with(words, || AtomicU64::new(0));
        Ok(RankMarks { words: table, boards })
    }

    /// The residue field of a rank (0 unseen, else `1 + distance mod 3`).
    pub fn get(&self, rank: u64) -> u8 {
        let word = self.words[(rank / BOARDS_PER_WORD) as usize].load(Ordering::Relaxed);
        ((word >> (2 * (rank % BOARDS_PER_WORD))) & 3) as u8
    }

    /// Marks `rank` with `field` if it is unseen; true when this call did.
    pub fn mark(&self, rank: u64, field: u8) -> bool {
        let word = &self.words[(rank / BOARDS_PER_WORD) as usize];
        let shift = 2 * (rank % BOARDS_PER_WORD);
        if (word.load(Ordering::Relaxed) >> shift) & 3 != 0 {
            return false;
        }
        // Only ever 0 -> `field` during a level, and every marker of the level
        // writes the same field: OR is exact, and the previous value says who
        // marked first.
        let previous = word.fetch_or(u64::from(field) << shift, Ordering::Relaxed);
        (previous >> shift) & 3 == 0
    }

    /// Every field equal to `from` in `words` becomes `to`.
    fn relabel(&self, words: std::ops::Range<u64>, from: u8, to: u8) {
        const LOW: u64 = 0x5555_5555_5555_5555;
        let pattern = LOW * u64::from(from);
        for w in words {
            let word = &self.words[w as usize];
            let value = word.load(Ordering::Relaxed);
            let x = value ^ pattern;
            let hits = !(x | (x >> 1)) & LOW;
            if hits != 0 {
                word.store((value & !(hits * 3)) | (hits * u64::from(to)), Ordering::Relaxed);
            }
        }
    }

    /// The ranks in `words` whose field is `field`, in order.
    fn ranks_with(&self, words: std::ops::Range<u64>, field: u8, mut each: impl FnMut(u64)) {
        const LOW: u64 = 0x5555_5555_5555_5555;
        let pattern = LOW * u64::from(field);
        for w in words {
            let x = self.words[w as usize].load(Ordering::Relaxed) ^ pattern;
            // A field equals `field` when both its bits of x are zero.
            let mut hits = !(x | (x >> 1)) & LOW;
            while hits != 0 {
                let bit = u64::from(hits.trailing_zeros());
                hits &= hits - 1;
                let rank = w * BOARDS_PER_WORD + bit / 2;
                if rank < self.boards {
                    each(rank);
                }
            }
        }
    }
}

/// The residue field of level `d`.
pub(crate) fn level_field(level: usize) -> u8 {
    (level % 3) as u8 + 1
}

/// A census in progress: the table, the level being expanded and the count
/// at each distance so far.
pub struct Census<'a, S: RankedSpace> {
    space: &'a S,
    table: RankMarks,
    distribution: Vec<u64>,
    /// The smallest ranks of the last level reached (distance mod 3 cannot
    /// tell them from the boards 3 levels nearer once the search is over).
    farthest: Vec<u64>,
}

/// What one pass (or part of one) marked: how many boards, and the smallest
/// [`FARTHEST_SHOWN`] of their ranks. Merging keeps the smallest of both,
/// so the result does not depend on which thread marked a board first.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LevelPass {
    /// Boards of the level expanded (the front door's progress).
    pub expanded: u64,
    /// Boards newly marked.
    pub marked: u64,
    /// The smallest ranks newly marked, ascending, at most [`FARTHEST_SHOWN`].
    pub smallest: Vec<u64>,
}

impl LevelPass {
    /// Counts a newly marked board.
    pub fn record(&mut self, rank: u64) {
        self.marked += 1;
        if self.smallest.len() == FARTHEST_SHOWN && self.smallest[FARTHEST_SHOWN - 1] < rank {
            return;
        }
        let at = self.smallest.partition_point(|&r| r < rank);
        self.smallest.insert(at, rank);
        self.smallest.truncate(FARTHEST_SHOWN);
    }

    /// Both passes together.
    pub fn merge(mut self, other: LevelPass) -> LevelPass {
        self.expanded += other.expanded;
        self.marked += other.marked;
        self.smallest.extend(other.smallest);
        self.smallest.sort_unstable();
        self.smallest.dedup();
        self.smallest.truncate(FARTHEST_SHOWN);
        self
    }
}

/// A finished census.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CensusCounts {
    /// Ranks in the table.
    pub boards: u64,
    /// `distribution[d]`: boards at distance `d` from the goal.
    pub distribution: Vec<u64>,
    /// Boards at the greatest distance, in rank order, at most
    /// [`FARTHEST_SHOWN`] of them.
    pub farthest: Vec<String>,
}

impl CensusCounts {
    /// Boards reached from the goal.
    pub fn reachable(&self) -> u64 {
        self.distribution.iter().sum()
    }

    /// The greatest distance (God's number of the space).
    pub fn greatest_distance(&self) -> usize {
        self.distribution.len().saturating_sub(1)
    }
}

impl<'a, S: RankedSpace> Census<'a, S> {
    /// A census of `space` with the goal at level 0, refused when its table
    /// would pass `max_memory` bytes.
    pub fn new(space: &'a S, max_memory: u64) -> Result<Census<'a, S>, CensusRefusal> {
        let boards = space.boards();
        let bytes = table_bytes(u128::from(boards));
        if bytes > u128::from(max_memory) {
            return Err(CensusRefusal::TooLarge {
                boards: u128::from(boards),
                table_bytes: bytes,
                budget: max_memory,
            });
        }
        let table = RankMarks::new(boards)?;
        table.mark(space.goal(), level_field(0));
        Ok(Census {
            space,
            table,
            distribution: vec![1],
            farthest: vec![space.goal()],
        })
    }

    /// The level whose boards the next pass expands.
    pub fn level(&self) -> usize {
        self.distribution.len() - 1
    }

    /// Chunks of a pass (each a range of table words).
    pub fn chunks(&self) -> u64 {
        (self.table.words.len() as u64).div_ceil(WORDS_PER_CHUNK)
    }

    /// Expands the boards of the current level in chunk `chunk`: marks their
    /// unseen neighbours with the next level. Safe to call for different
    /// chunks at once from many threads.
    pub fn expand_chunk(&self, chunk: u64) -> LevelPass {
        let words = self.table.words.len() as u64;
        let range = chunk * WORDS_PER_CHUNK..((chunk + 1) * WORDS_PER_CHUNK).min(words);
        let field = level_field(self.level());
        let next = level_field(self.level() + 1);
        let mut neighbours = [0u64; MAX_NEIGHBOURS];
        let mut pass = LevelPass::default();
        self.table.ranks_with(range, field, |rank| {
            pass.expanded += 1;
            let count = self.space.neighbours(rank, &mut neighbours);
            for &n in &neighbours[..count] {
                if self.table.mark(n, next) {
                    pass.record(n);
                }
            }
        });
        pass
    }

    /// Ends a pass (the chunks' [`LevelPass`]es merged); false when the
    /// search is over (the pass found nothing new).
    pub fn finish_level(&mut self, pass: LevelPass) -> bool {
        if pass.marked == 0 {
            return false;
        }
        let expanded = self.level();
        if expanded > 0 {
            // Older boards join `expanded - 1`'s residue, which frees the
            // residue the level after next will use.
            let words = self.table.words.len() as u64;
            self.table
                .relabel(0..words, level_field(expanded - 1), level_field(expanded));
        }
        self.distribution.push(pass.marked);
        self.farthest = pass.smallest;
        true
    }

    /// Counts so far.
    pub fn distribution(&self) -> &[u64] {
        &self.distribution
    }

    /// The finished counts, with the boards at the greatest distance.
    pub fn finish(self) -> CensusCounts {
        CensusCounts {
            boards: self.space.boards(),
            distribution: self.distribution,
            farthest: self.farthest.iter().map(|&r| self.space.board_text(r)).collect(),
        }
    }

    /// The whole census on this thread (the command line spreads the chunks
    /// over threads instead).
    pub fn run(mut self) -> CensusCounts {
        loop {
            let pass = (0..self.chunks())
                .map(|chunk| self.expand_chunk(chunk))
                .fold(LevelPass::default(), LevelPass::merge);
            if !self.finish_level(pass) {
                return self.finish();
            }
        }
    }
}

/// One worker's part of a census spread over `peers` workers (threads or
/// processes): the ranks `r` with `r % peers == index`, kept at `r / peers`
/// in a table of their own. A level is expanded by every worker over its own
/// frontier; each neighbour goes to its owner ([`ShardCensus::owner`]),
/// which marks it ([`ShardCensus::mark`]). How the neighbours travel is the
/// caller's (the command line's timely dataflow).
pub struct ShardCensus<S: RankedSpace> {
    space: S,
    table: RankMarks,
    peers: u64,
    index: u64,
}

impl<S: RankedSpace> ShardCensus<S> {
    /// Worker `index` of `peers`; the goal is marked by its owner. Refused
    /// when the allocator cannot give the shard's table.
    pub fn new(space: S, peers: usize, index: usize) -> Result<ShardCensus<S>, CensusRefusal> {
        let (peers, index) = (peers as u64, index as u64);
        let local = space.boards().saturating_sub(index).div_ceil(peers);
        let shard = ShardCensus {
            table: RankMarks::new(local)?,
            space,
            peers,
            index,
        };
        let goal = shard.space.goal();
        if shard.owner(goal) == shard.index as usize {
            shard.table.mark(goal / peers, level_field(0));
        }
        Ok(shard)
    }

    /// Bytes of table a process holding `workers_here` of `peers` shards of
    /// `boards` boards needs, at most.
    pub fn table_bytes_per_process(boards: u64, peers: usize, workers_here: usize) -> u128 {
        table_bytes(u128::from(boards.div_ceil(peers as u64))) * workers_here as u128
    }

    /// The space.
    pub fn space(&self) -> &S {
        &self.space
    }

    /// The worker that owns `rank`.
    pub fn owner(&self, rank: u64) -> usize {
        (rank % self.peers) as usize
    }

    /// Chunks of this shard's pass.
    pub fn chunks(&self) -> u64 {
        (self.table.words.len() as u64).div_ceil(WORDS_PER_CHUNK)
    }

    /// The neighbours of this shard's boards at `level` in chunk `chunk`,
    /// each handed to `emit` (to be marked by its owner).
    pub fn expand_chunk(&self, level: usize, chunk: u64, mut emit: impl FnMut(u64)) {
        let words = self.table.words.len() as u64;
        let range = chunk * WORDS_PER_CHUNK..((chunk + 1) * WORDS_PER_CHUNK).min(words);
        let mut neighbours = [0u64; MAX_NEIGHBOURS];
        self.table.ranks_with(range, level_field(level), |local| {
            let count = self.space.neighbours(local * self.peers + self.index, &mut neighbours);
            for &n in &neighbours[..count] {
                emit(n);
            }
        });
    }

    /// Once every mark of the level after `expanded` is made, everywhere (and
    /// before any mark of the level after that can arrive): the boards older
    /// than `expanded` join `expanded - 1`'s residue, as
    /// [`Census::finish_level`] does for one table.
    pub fn relabel(&self, expanded: usize) {
        if expanded > 0 {
            let words = self.table.words.len() as u64;
            self.table
                .relabel(0..words, level_field(expanded - 1), level_field(expanded));
        }
    }

    /// Marks `rank` with `level` if unseen, recording it in `pass`. A rank
    /// that is not this shard's (past the space, or another worker's: it
    /// came from a process that runs another job, or through a bug) is
    /// refused, never an index out of bounds.
    pub fn mark(&self, rank: u64, level: usize, pass: &mut LevelPass) -> Result<(), StrayRank> {
        if rank >= self.space.boards() || self.owner(rank) != self.index as usize {
            return Err(StrayRank {
                rank,
                boards: self.space.boards(),
                peers: self.peers,
                index: self.index,
            });
        }
        if self.table.mark(rank / self.peers, level_field(level)) {
            pass.record(rank);
        }
        Ok(())
    }
}

/// A rank handed to a shard that does not own it ([`ShardCensus::mark`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StrayRank {
    /// The rank that arrived.
    pub rank: u64,
    /// Ranks in the space (`0..boards`).
    pub boards: u64,
    /// Workers the ranks are spread over, and the receiving worker.
    pub peers: u64,
    /// This worker's number, `0..peers`.
    pub index: u64,
}

impl StrayRank {
    /// What arrived and why it is not the shard's, in any language.
    pub fn text(&self) -> crate::locale::Text {
        if self.rank >= self.boards {
            crate::tr!(
                "census-stray-rank-past",
                rank = self.rank.to_string(),
                boards = crate::text::thousands(self.boards)
            )
        } else {
            crate::tr!(
                "census-stray-rank-owner",
                rank = self.rank.to_string(),
                owner = (self.rank % self.peers).to_string(),
                index = self.index.to_string()
            )
        }
    }
}

impl std::fmt::Display for StrayRank {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.text().fmt(f)
    }
}

#[cfg(test)]
mod tests;
