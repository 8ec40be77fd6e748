//! Numbering arrangements of tokens: permutations by their Cantor expansion
//! (Lehmer rank), arrangements of a multiset by their rank among the
//! arrangements of the same tokens.

/// Most cells whose permutation rank fits in a `u64` (20! < 2^64 < 21!).
pub const MAX_RANK_CELLS: usize = 20;

/// Most cells a multiset rank handles (the arithmetic is in `u128`, and
/// 34! < 2^128); the rank itself must also fit in a `u64`.
pub const MAX_MULTISET_CELLS: usize = 32;

/// `n!` for `n <= 20`.
///
/// ```
/// assert_eq!(gridsolve_core::slide::factorial(9), 362_880);
/// ```
pub const fn factorial(n: usize) -> u64 {
    let mut f = 1u64;
    let mut i = 2;
    while i <= n {
        f *= i as u64;
        i += 1;
    }
    f
}

/// `n!` for `n <= 20`, as a table (the ranks look a factorial up per digit).
pub(crate) const FACTORIALS: [u64; MAX_RANK_CELLS + 1] = {
    let mut table = [1u64; MAX_RANK_CELLS + 1];
    let mut i = 1;
    while i <= MAX_RANK_CELLS {
        table[i] = table[i - 1] * i as u64;
        i += 1;
    }
    table
};

/// The set bits of every value below 2^9, by table: release builds do not
/// assume the x86-64 `popcnt` instruction, and without it `count_ones` is a
/// dozen instructions. Counting in the hot loops of ranks (the 8-puzzle's
/// Lehmer digits, nine cells) and of subset DPs (subsets of up to 8 pairs).
pub(crate) const SET_BITS_OF_NINE: [u8; 1 << 9] = {
    let mut table = [0u8; 1 << 9];
    let mut v = 1;
    while v < table.len() {
        table[v] = table[v >> 1] + (v & 1) as u8;
        v += 1;
    }
    table
};

/// The Cantor expansion (康托展开) of a permutation of `0..n`: how many
/// permutations of `0..n` come before it in lexicographic order. `n <= 20`.
/// Values must be distinct and below `n`; anything else is a caller bug.
///
/// ```
/// use gridsolve_core::slide::cantor_rank;
/// assert_eq!(cantor_rank(&[0, 1, 2]), 0);
/// assert_eq!(cantor_rank(&[2, 1, 0]), 5);
/// assert_eq!(cantor_rank(&[1, 0, 2]), 2);
/// ```
#[inline]
pub fn cantor_rank(perm: &[u8]) -> u64 {
    let n = perm.len();
    debug_assert!(n <= MAX_RANK_CELLS);
    // Bit v of `unused` is set while value v has not appeared yet; the digit
    // at position i is the count of unused values below perm[i].
    let mut unused: u32 = if n >= 32 { u32::MAX } else { (1u32 << n) - 1 };
    let mut rank = 0u64;
    for (i, &v) in perm.iter().enumerate() {
        let below = (unused & ((1u32 << v) - 1)).count_ones() as u64;
        unused &= !(1u32 << v);
        rank += below * FACTORIALS[n - 1 - i];
    }
    rank
}

/// The inverse of [`cantor_rank`]: writes the permutation of `0..out.len()`
/// with rank `rank` into `out`. `rank < out.len()!`.
#[inline]
pub(crate) fn cantor_unrank_into(mut rank: u64, out: &mut [u8]) {
    let n = out.len();
    debug_assert!(n <= MAX_RANK_CELLS && rank < FACTORIALS[n]);
    let mut unused: u32 = if n >= 32 { u32::MAX } else { (1u32 << n) - 1 };
    for (i, slot) in out.iter_mut().enumerate() {
        let weight = FACTORIALS[n - 1 - i];
        let mut k = (rank / weight) as u32;
        rank %= weight;
        // The k-th (0-based) set bit of `unused`.
        let mut bits = unused;
        while k > 0 {
            bits &= bits - 1;
            k -= 1;
        }
        let v = bits.trailing_zeros();
        unused &= !(1u32 << v);
        *slot = v as u8;
    }
}

/// The permutation of `0..n` with Cantor rank `rank`.
///
/// ```
/// use gridsolve_core::slide::{cantor_rank, cantor_unrank};
/// assert_eq!(cantor_unrank(5, 3), vec![2, 1, 0]);
/// assert_eq!(cantor_rank(&cantor_unrank(123_456, 9)), 123_456);
/// ```
pub fn cantor_unrank(rank: u64, n: usize) -> Vec<u8> {
    let mut out = vec![0u8; n];
    cantor_unrank_into(rank, &mut out);
    out
}

/// The number of arrangements of a multiset with these counts, in `u128`
/// (`None` past [`MAX_MULTISET_CELLS`] items).
pub fn arrangements(counts: &[usize]) -> Option<u128> {
    let total: usize = counts.iter().sum();
    if total > MAX_MULTISET_CELLS {
        return None;
    }
    // Multiply in binomials, so every intermediate is itself a count.
    let mut result: u128 = 1;
    let mut placed = 0usize;
    for &c in counts {
        for k in 1..=c {
            placed += 1;
            result = result * placed as u128 / k as u128;
        }
    }
    Some(result)
}

/// The rank of `seq` among all arrangements of its own multiset of values, in
/// lexicographic order (for two colours and one blank: 骑士精神's boards).
/// Values must be below `alphabet`; `seq.len() <=` [`MAX_MULTISET_CELLS`].
///
/// ```
/// use gridsolve_core::slide::multiset_rank;
/// // The arrangements of {0, 1, 1} in order: 011, 101, 110.
/// assert_eq!(multiset_rank(&[0, 1, 1], 2), 0);
/// assert_eq!(multiset_rank(&[1, 1, 0], 2), 2);
/// ```
pub fn multiset_rank(seq: &[u8], alphabet: usize) -> u64 {
    let mut counts = vec![0usize; alphabet];
    for &v in seq {
        counts[v as usize] += 1;
    }
    let mut rank: u128 = 0;
    for &v in seq {
        for smaller in 0..v as usize {
            if counts[smaller] > 0 {
                counts[smaller] -= 1;
                rank += arrangements(&counts).expect("at most MAX_MULTISET_CELLS");
                counts[smaller] += 1;
            }
        }
        counts[v as usize] -= 1;
    }
    u64::try_from(rank).expect("the multiset's arrangements fit in a u64")
}

/// The inverse of [`multiset_rank`]: the arrangement of the multiset with
/// `counts[v]` copies of each value `v` that has rank `rank`.
///
/// ```
/// use gridsolve_core::slide::{multiset_rank, multiset_unrank};
/// assert_eq!(multiset_unrank(1, &[1, 2]), vec![1, 0, 1]);
/// let board = [2, 1, 0, 1, 2, 2, 1];
/// assert_eq!(multiset_unrank(multiset_rank(&board, 3), &[1, 3, 3]), board);
/// ```
pub fn multiset_unrank(mut rank: u64, counts: &[usize]) -> Vec<u8> {
    let mut counts = counts.to_vec();
    let total: usize = counts.iter().sum();
    let mut out = Vec::with_capacity(total);
    for _ in 0..total {
        for v in 0..counts.len() {
            if counts[v] == 0 {
                continue;
            }
            counts[v] -= 1;
            let block = arrangements(&counts).expect("at most MAX_MULTISET_CELLS");
            if (rank as u128) < block {
                out.push(v as u8);
                break;
            }
            rank -= block as u64;
            counts[v] += 1;
        }
    }
    out
}
