//! Pattern databases too large for [`pattern`](super::pattern)'s builder:
//! Korf and Felner's 8-tile half of the 15-puzzle (518,918,400 placements)
//! and the 6-tile patterns of the 24-puzzle (127,512,000), stored in four
//! bits per placement.
//!
//! **Index.** A placement is numbered by the *set* of cells its tiles cover
//! (the set's rank among all k-subsets, in colexicographic order) and the
//! *order* of the tiles on those cells (the Lehmer rank of their relative
//! order): `set * k! + order`. The build's abstract states add the blank's
//! region, which depends on the set only: `(block, order)`, a block being
//! one set and one region of its free cells.
//!
//! **Why this layout.** A move slides a tile into the blank's region; every
//! placement of one block has the same moves, each leading to one other
//! block. Expanding a block's states in order therefore writes into a few
//! blocks of `k!` bits (5 KB for eight tiles) at a time, which stay in the
//! cache, where numbering placements tile by tile (the small builder) jumps
//! across the whole table on every move. Three bit sets of the states and
//! the table, for eight tiles: 3 x 178 MB + 259 MB.
//!
//! **Four bits.** Every pattern move changes one tile's Manhattan distance by
//! one, so a placement's value `d` and the pattern's Manhattan distance `m`
//! have the same parity and `d >= m`: the table stores `(d - m) / 2`, at most
//! 14 (a larger one is stored as 14, still a lower bound), and 15 marks a
//! placement never reached.

use std::sync::atomic::{AtomicU8, AtomicU64, Ordering::Relaxed};

use super::geometry::{Geometry, NONE};
use super::pattern::{BuildSize, too_large};
use crate::limits::SearchLimits;
use crate::solution::{Algorithm, SolveError};

/// Largest pattern (tiles) the compact index takes.
pub const MAX_TILES: usize = 9;

/// Most abstract states a build may have: its three bit sets then take at
/// most 3 x 256 MiB (the 15-puzzle's 8-tile pattern has 1,425,191,040).
pub(crate) const COMPACT_BUILD_MAX_STATES: u64 = 1 << 31;

/// Most placements a compact table holds (four bits each: 512 MiB).
pub const COMPACT_MAX_ENTRIES: u64 = 1 << 30;

/// The stored value that marks an unreached placement.
pub(crate) const UNSEEN_EXCESS: u8 = 15;

/// The largest stored excess `(d - m) / 2`.
pub(crate) const MAX_EXCESS: u8 = 14;

/// How placements of `k` tiles on a board of `n` cells are numbered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Index {
    n: usize,
    k: usize,
    /// `k!`: orders per set.
    orders: usize,
    /// `weight[i] = (k - 1 - i)!`, the Lehmer code's place values.
    weight: [usize; MAX_TILES],
    /// `binomial[j][c] = C(c, j)`, for the colexicographic rank of a set
    /// (rows past `k` unused; kept inline, not behind a second pointer).
    binomial: [[u64; 65]; MAX_TILES + 1],
    /// Number of k-subsets of the n cells.
    sets: u64,
}

impl Index {
    /// The numbering of `k` tiles (1 to [`MAX_TILES`]) on `n` cells (at most 64).
    pub(crate) fn new(n: usize, k: usize) -> Index {
        debug_assert!((1..=MAX_TILES).contains(&k) && k < n && n <= 64);
        let mut binomial = [[0u64; 65]; MAX_TILES + 1];
        for (j, row) in binomial.iter_mut().enumerate() {
            for (c, entry) in row.iter_mut().enumerate() {
                *entry = choose(c as u64, j as u64);
            }
        }
        let mut weight = [0usize; MAX_TILES];
        for (i, w) in weight.iter_mut().enumerate().take(k) {
            *w = (1..k - i).product();
        }
        Index {
            n,
            k,
            orders: (1..=k).product(),
            weight,
            sets: choose(n as u64, k as u64),
            binomial,
        }
    }

    /// Number of placements: `C(n, k) * k!`.
    pub fn placements(&self) -> u64 {
        self.sets * self.orders as u64
    }

    /// The rank of a set of cells (a mask of k bits) among all k-subsets.
    #[inline]
    pub fn set_rank(&self, mut mask: u64) -> usize {
        let mut rank = 0u64;
        let mut j = 1;
        while mask != 0 {
            rank += self.binomial[j][mask.trailing_zeros() as usize];
            mask &= mask - 1;
            j += 1;
        }
        rank as usize
    }

    /// The Lehmer rank of the relative order of `values` (distinct; only
    /// their order matters), `0..k!`.
    #[inline]
    pub fn order_rank(&self, values: &[u8]) -> usize {
        let mut rank = 0;
        for i in 0..values.len() {
            let later_smaller = values[i + 1..].iter().filter(|&&v| v < values[i]).count();
            rank += later_smaller * self.weight[i];
        }
        rank
    }

    /// The inverse of [`order_rank`](Self::order_rank): the permutation of
    /// `0..k` with that rank, into `out`.
    #[inline]
    pub fn order_unrank(&self, mut rank: usize, out: &mut [u8]) {
        let mut unused: u16 = (1u16 << self.k) - 1;
        for (i, slot) in out.iter_mut().enumerate().take(self.k) {
            let digit = rank / self.weight[i];
            rank %= self.weight[i];
            // The digit-th unused value.
            let mut left = unused;
            for _ in 0..digit {
                left &= left - 1;
            }
            let value = left.trailing_zeros() as u8;
            unused &= !(1 << value);
            *slot = value;
        }
    }

    /// The placement's number: tiles (pattern order) on cells `at`.
    #[inline]
    pub fn index(&self, at: &[u8]) -> usize {
        let mask = at.iter().fold(0u64, |m, &c| m | 1 << c);
        self.set_rank(mask) * self.orders + self.order_rank(at)
    }

    /// [`index`](Self::index) for a pattern of `K` tiles, `K` known when
    /// compiled: every loop unrolled and the place values constants. A
    /// search's lookups spend most of their time here (a 24-puzzle search
    /// computes two or three a node), where the general loops' lengths and
    /// bounds are checked each time.
    #[inline(always)]
    pub fn index_of<const K: usize>(&self, at: &[u8; K]) -> usize {
        debug_assert_eq!(K, self.k);
        let mut mask = 0u64;
        for &c in at {
            mask |= 1 << c;
        }
        let mut set = 0u64;
        for j in 1..=K {
            set += self.binomial[j][mask.trailing_zeros() as usize & 63];
            mask &= mask.wrapping_sub(1);
        }
        let mut order = 0;
        let mut place = 1;
        for i in (0..K).rev() {
            let mut later_smaller = 0;
            for j in i + 1..K {
                later_smaller += (at[j] < at[i]) as usize;
            }
            order += later_smaller * place;
            place *= K - i;
        }
        set as usize * self.orders + order
    }
}

fn choose(n: u64, k: u64) -> u64 {
    if k > n {
        return 0;
    }
    (0..k).fold(1u64, |acc, i| acc * (n - i) / (i + 1))
}

/// The four-bit table of a pattern: `(value - manhattan) / 2` per placement.
pub struct Built {
    /// Two entries a byte, the lower four bits first.
    pub nibbles: Vec<u8>,
    /// The largest value reached.
    pub max_value: u8,
}

/// One move of a block: the tile on the set's `from_rank`-th cell slides to
/// `to`, which is the `to_rank`-th cell of the new set; the states land in
/// block `block`.
#[derive(Clone, Copy)]
struct BlockMove {
    from_rank: u8,
    from: u8,
    to: u8,
    /// `relabel[r]`: the rank, in the new set, of the cell that was the
    /// old set's `r`-th (only the moved tile's and those it passed change).
    relabel: [u8; MAX_TILES],
    block: u32,
    /// The new block's set.
    set: u32,
}

/// The sets of cells with their free regions.
struct Blocks {
    /// Per set: its mask.
    masks: Vec<u64>,
    /// Per set: the first block's number (its regions follow).
    base: Vec<u32>,
    /// Per set and cell (`set * n + cell`): the region of a free cell, `NONE` for a tile.
    region_of: Vec<u8>,
    /// Per block: its set.
    set_of: Vec<u32>,
}

impl Blocks {
    fn new(grid: &Geometry, index: &Index) -> Blocks {
        let n = grid.cells();
        let k = index.k;
        let all = grid.all_cells();
        let sets = index.sets as usize;
        let mut blocks = Blocks {
            masks: Vec::with_capacity(sets),
            base: Vec::with_capacity(sets),
            region_of: Vec::with_capacity(sets * n),
            set_of: Vec::new(),
        };
        // Gosper's hack: the k-bit masks in increasing order, which is the
        // colexicographic order `set_rank` numbers.
        let mut mask: u64 = (1u64 << k) - 1;
        for set in 0..sets {
            debug_assert_eq!(index.set_rank(mask), set);
            blocks.masks.push(mask);
            blocks.base.push(blocks.set_of.len() as u32);
            let mut labels = vec![NONE; n];
            let mut unclaimed = all & !mask;
            let mut region = 0u8;
            while unclaimed != 0 {
                let cells = grid.region(unclaimed & unclaimed.wrapping_neg(), all & !mask);
                let mut bits = cells;
                while bits != 0 {
                    labels[bits.trailing_zeros() as usize] = region;
                    bits &= bits - 1;
                }
                blocks.set_of.push(set as u32);
                unclaimed &= !cells;
                region += 1;
            }
            blocks.region_of.extend_from_slice(&labels);
            if set + 1 < sets {
                let low = mask & mask.wrapping_neg();
                let ripple = mask + low;
                mask = ripple | (((mask ^ ripple) >> 2) / low);
            }
        }
        blocks
    }

    /// The moves of one block.
    fn moves(&self, grid: &Geometry, index: &Index, block: usize, out: &mut Vec<BlockMove>) {
        out.clear();
        let n = grid.cells();
        let set = self.set_of[block] as usize;
        let region = (block - self.base[set] as usize) as u8;
        let mask = self.masks[set];
        let labels = &self.region_of[set * n..(set + 1) * n];
        let mut bits = mask;
        let mut from_rank = 0u8;
        while bits != 0 {
            let from = bits.trailing_zeros() as u8;
            bits &= bits - 1;
            for &to in &grid.neighbour[from as usize] {
                if to == NONE || labels[to as usize] != region {
                    continue;
                }
                let moved = mask & !(1 << from) | 1 << to;
                let new_set = index.set_rank(moved);
                let new_region = self.region_of[new_set * n + from as usize];
                let to_rank = (moved & ((1u64 << to) - 1)).count_ones() as u8;
                let mut relabel = [0u8; MAX_TILES];
                for (v, slot) in relabel.iter_mut().enumerate().take(index.k) {
                    let v = v as u8;
                    *slot = if v == from_rank {
                        to_rank
                    } else if from_rank < to_rank && v > from_rank && v <= to_rank {
                        v - 1
                    } else if to_rank < from_rank && v >= to_rank && v < from_rank {
                        v + 1
                    } else {
                        v
                    };
                }
                out.push(BlockMove {
                    from_rank,
                    from,
                    to,
                    relabel,
                    block: self.base[new_set] + new_region as u32,
                    set: new_set as u32,
                });
            }
            from_rank += 1;
        }
    }
}

/// Whether a pattern of `k` tiles on `n` cells is within the compact builder's limits.
pub fn fits(n: usize, k: usize) -> bool {
    (1..=MAX_TILES).contains(&k) && k < n && Index::new(n, k).placements() <= COMPACT_MAX_ENTRIES
}

/// Builds the four-bit table of the tiles whose goal cells are `cells`
/// (sorted, distinct, fewer than the board's cells, at most [`MAX_TILES`]).
pub fn build(
    grid: &Geometry,
    cells: &[u8],
    blank_goal: Option<usize>,
    limits: SearchLimits,
) -> Result<Built, SolveError> {
    // The hot loop is compiled once per pattern size, so that its loops over
    // the tiles are unrolled (a third faster than one loop for every size).
    match cells.len() {
        1 => build_for::<1>(grid, cells, blank_goal, limits),
        2 => build_for::<2>(grid, cells, blank_goal, limits),
        3 => build_for::<3>(grid, cells, blank_goal, limits),
        4 => build_for::<4>(grid, cells, blank_goal, limits),
        5 => build_for::<5>(grid, cells, blank_goal, limits),
        6 => build_for::<6>(grid, cells, blank_goal, limits),
        7 => build_for::<7>(grid, cells, blank_goal, limits),
        8 => build_for::<8>(grid, cells, blank_goal, limits),
        9 => build_for::<9>(grid, cells, blank_goal, limits),
        k => Err(SolveError::TooLarge {
            algorithm: Algorithm::Idastar,
            why: crate::tr!("compact-pattern-tiles", most = MAX_TILES, tiles = k),
        }),
    }
}

/// The Lehmer rank of a permutation of `0..K`.
#[inline(always)]
fn order_rank_of<const K: usize>(values: &[u8; K], weight: &[usize; MAX_TILES]) -> usize {
    let mut rank = 0;
    for i in 0..K {
        let mut later_smaller = 0;
        for j in i + 1..K {
            later_smaller += (values[j] < values[i]) as usize;
        }
        rank += later_smaller * weight[i];
    }
    rank
}

fn build_for<const K: usize>(
    grid: &Geometry,
    cells: &[u8],
    blank_goal: Option<usize>,
    limits: SearchLimits,
) -> Result<Built, SolveError> {
    let n = grid.cells();
    let k = K;
    let index = Index::new(n, k);
    if !fits(n, k) {
        let placements = BuildSize::Placements(index.placements());
        return Err(too_large(k, n, placements, COMPACT_MAX_ENTRIES));
    }
    let blocks = Blocks::new(grid, &index);
    let orders = index.orders;
    let states = blocks.set_of.len() as u64 * orders as u64;
    if states > COMPACT_BUILD_MAX_STATES {
        return Err(too_large(k, n, BuildSize::States(states), COMPACT_BUILD_MAX_STATES));
    }
    // Manhattan distance of pattern tile i on each cell.
    let manhattan: Vec<u8> = (0..k)
        .flat_map(|i| (0..n).map(move |c| (i, c)))
        .map(|(i, c)| grid.distance(c, cells[i] as usize) as u8)
        .collect();

    let words = (states as usize).div_ceil(64);
    let zeroed = |len: usize| (0..len).map(|_| AtomicU64::new(0)).collect::<Vec<_>>();
    let mut visited = vec![0u64; words];
    let mut frontier = vec![0u64; words];
    let next = zeroed(words);
    let placements = index.placements() as usize;
    let table: Vec<AtomicU8> = (0..placements.div_ceil(2)).map(|_| AtomicU8::new(0xff)).collect();

    // The goal: tile i on the i-th cell of the goal set, order rank 0, the
    // blank in its goal's region (or, with no goal for it, in any region).
    let goal_mask = cells.iter().fold(0u64, |m, &c| m | 1 << c);
    let goal_set = index.set_rank(goal_mask);
    let goal_blocks = match blank_goal {
        Some(blank) => {
            let block = blocks.base[goal_set] as usize + blocks.region_of[goal_set * n + blank] as usize;
            block..block + 1
        }
        None => {
            blocks.base[goal_set] as usize
                ..blocks
                    .base
                    .get(goal_set + 1)
                    .map_or(blocks.set_of.len(), |&b| b as usize)
        }
    };
    for block in goal_blocks {
        let key = block * orders;
        visited[key / 64] |= 1 << (key % 64);
        frontier[key / 64] |= 1 << (key % 64);
    }
    write_nibble(&table, goal_set * orders, 0);

    let mut moves = Vec::with_capacity(4 * MAX_TILES);
    let mut order = [0u8; K];
    let mut relabelled = [0u8; K];
    let mut tile_on_rank = [0u8; K];
    let mut stored = 0u64;
    let mut depth = 0u32;
    loop {
        let mut more = false;
        for block in 0..blocks.set_of.len() {
            let first = block * orders;
            let last = first + orders;
            if !any_bit(&frontier, first, last) {
                continue;
            }
            blocks.moves(grid, &index, block, &mut moves);
            let set_cells = {
                let mut cells = [0u8; MAX_TILES];
                let mut bits = blocks.masks[blocks.set_of[block] as usize];
                for slot in cells.iter_mut().take(k) {
                    *slot = bits.trailing_zeros() as u8;
                    bits &= bits - 1;
                }
                cells
            };
            let mut key = first;
            while key < last {
                let word = frontier[key / 64] >> (key % 64);
                if word == 0 {
                    key = (key / 64 + 1) * 64;
                    continue;
                }
                key += word.trailing_zeros() as usize;
                if key >= last {
                    break;
                }
                stored += 1;
                if stored % 4096 == 0 {
                    limits.check(Algorithm::Idastar, stored, stored)?;
                }
                index.order_unrank(key - first, &mut order);
                let mut distance = 0u32;
                for i in 0..K {
                    tile_on_rank[order[i] as usize] = i as u8;
                    distance += manhattan[i * n + set_cells[order[i] as usize] as usize] as u32;
                }
                for m in &moves {
                    let tile = tile_on_rank[m.from_rank as usize] as usize;
                    for i in 0..K {
                        relabelled[i] = m.relabel[order[i] as usize];
                    }
                    let new_order = order_rank_of::<K>(&relabelled, &index.weight);
                    let new_key = m.block as usize * orders + new_order;
                    let bit = 1u64 << (new_key % 64);
                    // A plain look first: most successors were reached
                    // before, and the atomic `or` is the costly part.
                    let word = &next[new_key / 64];
                    if (visited[new_key / 64] | word.load(Relaxed)) & bit != 0 || word.fetch_or(bit, Relaxed) & bit != 0
                    {
                        continue;
                    }
                    more = true;
                    let placement = m.set as usize * orders + new_order;
                    if read_nibble(&table, placement) == UNSEEN_EXCESS {
                        let m_new = distance + manhattan[tile * n + m.to as usize] as u32
                            - manhattan[tile * n + m.from as usize] as u32;
                        let excess = (depth + 1 - m_new) / 2;
                        write_nibble(&table, placement, excess.min(MAX_EXCESS as u32) as u8);
                    }
                }
                key += 1;
            }
        }
        if !more {
            break;
        }
        depth += 1;
        for ((seen, front), new) in visited.iter_mut().zip(frontier.iter_mut()).zip(&next) {
            let new = new.swap(0, Relaxed);
            *seen |= new;
            *front = new;
        }
    }
    Ok(Built {
        nibbles: table.into_iter().map(AtomicU8::into_inner).collect(),
        max_value: depth.min(u8::MAX as u32) as u8,
    })
}

/// Whether any bit of `bits` in `first..last` is set.
fn any_bit(bits: &[u64], first: usize, last: usize) -> bool {
    let (a, b) = (first / 64, (last - 1) / 64);
    let low = !0u64 << (first % 64);
    let high = !0u64 >> (63 - (last - 1) % 64);
    if a == b {
        return bits[a] & low & high != 0;
    }
    bits[a] & low != 0 || bits[a + 1..b].iter().any(|&w| w != 0) || bits[b] & high != 0
}

#[inline]
fn read_nibble(table: &[AtomicU8], i: usize) -> u8 {
    table[i / 2].load(Relaxed) >> (4 * (i % 2)) & 0xf
}

/// Writes a value into an unseen (all ones) nibble. Threads that write the
/// same placement in one level write the same value, and the other nibble's
/// ones are kept, so the `and` needs no lock beyond its own.
#[inline]
fn write_nibble(table: &[AtomicU8], i: usize, value: u8) {
    let keep = if i % 2 == 0 { 0xf0 | value } else { 0x0f | value << 4 };
    table[i / 2].fetch_and(keep, Relaxed);
}

/// The stored excess of placement `i` in a finished table.
#[inline]
pub fn nibble(table: &[u8], i: usize) -> u8 {
    table[i / 2] >> (4 * (i % 2)) & 0xf
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Both builders refuse a table past their sizes before building
    /// anything, in the same words.
    #[test]
    fn both_builders_refuse_a_table_past_their_size_in_the_same_words() {
        let grid = Geometry::new(8, 8).unwrap();
        let refusal = |e: SolveError| match e {
            SolveError::TooLarge { algorithm, why } => (algorithm, why.to_string()),
            other => panic!("{other:?}"),
        };
        // 64 * 63 * ... * 56 placements of nine tiles, past 2^30.
        let nine: Vec<u8> = (0..9).collect();
        let placements = Index::new(64, 9).placements();
        let (algorithm, why) = refusal(build(&grid, &nine, None, SearchLimits::default()).err().unwrap());
        assert_eq!(algorithm, Algorithm::Idastar);
        assert_eq!(
            why,
            format!("a pattern of 9 tiles on 64 cells has {placements} placements; at most 1073741824 are built")
        );
        // 64 * 63 * 62 * 61 * 60 placements of five tiles, past a byte table's 2^26.
        let five: Vec<u8> = (0..5).collect();
        let bytes = super::super::pattern::PatternDatabase::build_bytes(8, 8, &five, None, SearchLimits::default());
        let (_, why) = refusal(bytes.err().unwrap());
        assert_eq!(
            why,
            "a pattern of 5 tiles on 64 cells has 914941440 placements; at most 67108864 are built"
        );
    }

    /// `index_of::<K>` against `index` on random placements of K tiles.
    fn fixed_index_agrees<const K: usize>(n: usize, seed: u64) {
        let index = Index::new(n, K);
        let mut state = seed;
        for _ in 0..20_000 {
            let mut cells: Vec<u8> = (0..n as u8).collect();
            for i in 0..K {
                state = state
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let j = i + (state >> 33) as usize % (n - i);
                cells.swap(i, j);
            }
            let at: [u8; K] = cells[..K].try_into().unwrap();
            assert_eq!(index.index_of::<K>(&at), index.index(&at), "{at:?} on {n} cells");
        }
    }

    #[test]
    fn the_unrolled_index_is_the_general_one() {
        fixed_index_agrees::<1>(4, 1);
        fixed_index_agrees::<3>(9, 2);
        fixed_index_agrees::<6>(25, 3);
        fixed_index_agrees::<7>(16, 4);
        fixed_index_agrees::<8>(16, 5);
        fixed_index_agrees::<9>(64, 6);
    }

    #[test]
    fn set_and_order_ranks_are_dense_and_inverse() {
        let index = Index::new(7, 3);
        assert_eq!(index.placements(), 7 * 6 * 5);
        let mut seen = vec![false; index.placements() as usize];
        for a in 0..7u8 {
            for b in 0..7u8 {
                for c in 0..7u8 {
                    if a == b || b == c || a == c {
                        continue;
                    }
                    let i = index.index(&[a, b, c]);
                    assert!(!std::mem::replace(&mut seen[i], true), "{a} {b} {c}");
                }
            }
        }
        assert!(seen.iter().all(|&s| s));
        let index = Index::new(16, 5);
        let mut out = [0u8; 5];
        for rank in 0..120 {
            index.order_unrank(rank, &mut out);
            assert_eq!(index.order_rank(&out), rank);
        }
    }

    #[test]
    fn any_bit_looks_only_inside_the_range() {
        let mut bits = vec![0u64; 4];
        bits[1] = 1 << 5; // bit 69
        assert!(any_bit(&bits, 69, 70));
        assert!(any_bit(&bits, 0, 256));
        assert!(!any_bit(&bits, 0, 69));
        assert!(!any_bit(&bits, 70, 256));
        assert!(any_bit(&bits, 64, 128));
    }
}
