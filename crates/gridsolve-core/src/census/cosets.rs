//! Census of a toggle puzzle: how many of its `2^cells` boards are solvable
//! and how many need exactly `d` presses, for every `d` (the largest is the
//! puzzle's "God's number").
//!
//! No board is solved one by one. A board is solvable when the change it
//! needs is `A x` for some press set `x`, and its distance is the fewest
//! presses in `x + N`, where `N` is the null space of the press map `A`. So
//! the census is the weight distribution of the *coset leaders* of `N`: one
//! number per coset, `2^rank` cosets, each standing for one board. For a
//! uniform goal (all 0 or all 1) a board's two targets differ by the all-one
//! board; if some press set `u` makes it, `N + u` takes `N`'s place and each
//! coset stands for two boards; if none does, the two goals' boards are
//! disjoint and every coset stands for two boards as well.
//!
//! Two exact ways to count, and the cheaper is chosen:
//! - [`LeaderCount::Classes`]: group the cells by which basis vectors of the code
//!   contain them. A press set's weight after adding code word `a` depends only
//!   on how many of its presses fall in each group, so it is enough to run
//!   over the vectors of counts per group, weighted by binomial coefficients.
//!   With a small code (plus boards have nullity 0 to 8 or so) this takes
//!   milliseconds even for 64 cells.
//! - [`LeaderCount::Cosets`]: one representative per coset (every subset of the
//!   non-pivot presses of the code), each compared with all `2^dim` code
//!   words: `2^cells` popcounts in all, but no per-board table.
//!
//! The work is cut into independent chunks ([`CensusPlan::count_chunk`]) so a
//! caller can spread them over threads and show progress; this module starts
//! no thread itself: the caller chooses how many (the page's WebAssembly has
//! none to give).

use crate::rules::{Goal, MoveRule, Puzzle};
use crate::small::SmallPuzzle;
use crate::solution::{Algorithm, SolveError};
use crate::solvers::algebra::gf2::BitMatrix;

/// Largest census, in elementary steps (popcounts or count-vector weights):
/// about 2^36 is a minute on two cores.
pub const CENSUS_MAX_WORK: u128 = 1 << 38;

/// Largest code (null space, plus one for a uniform goal) a census handles:
/// both methods keep a table of `2^dim` entries.
pub(crate) const CODE_MAX_DIM: usize = 20;

/// Chunk size, in steps, for splitting the work.
const CHUNK_STEPS: u128 = 1 << 22;

/// How the coset leaders are counted (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeaderCount {
    /// Whichever of the two is cheaper.
    Auto,
    /// By vectors of counts per class of cells.
    Classes,
    /// By one representative per coset.
    Cosets,
}

/// The result of a census.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CensusResult {
    /// Number of boards, `2^cells`.
    pub states: u128,
    /// Boards from which the goal can be reached.
    pub solvable: u128,
    /// `distribution[d]`: boards whose fewest presses is exactly `d`.
    pub distribution: Vec<u128>,
    /// Dimension of the null space of the press map.
    pub nullity: usize,
    /// Rank of the press map.
    pub rank: usize,
    /// The method that counted.
    pub method: LeaderCount,
}

impl CensusResult {
    /// The largest distance of a solvable board.
    pub fn gods_number(&self) -> usize {
        self.distribution.len().saturating_sub(1)
    }
}

/// A census ready to run: the code whose coset leaders are counted, and the
/// chunks of work.
#[derive(Clone, Debug)]
pub struct CensusPlan {
    work: u128,
    cells: usize,
    rank: usize,
    nullity: usize,
    /// Basis of the code (null space, plus `u` for a reachable uniform goal),
    /// as masks over the presses.
    code: Vec<u64>,
    boards_per_coset: u128,
    method: LeaderCount,
    counter: Counter,
}

#[derive(Clone, Debug)]
enum Counter {
    Classes {
        /// Size and signature (which code vectors contain the class) of each class.
        sizes: Vec<usize>,
        signatures: Vec<u64>,
        /// Number of count vectors, `prod(size + 1)`.
        combos: u128,
    },
    Cosets {
        /// Presses that are not pivots of the code: every subset is one coset.
        free: Vec<usize>,
        /// All `2^dim` code words.
        words: Vec<u64>,
    },
}

impl CensusPlan {
    /// Plans the census of a toggle puzzle of at most 64 cells.
    ///
    /// ```
    /// use gridsolve_core::census::cosets::{CensusPlan, LeaderCount};
    /// use gridsolve_core::Puzzle;
    /// let plan = CensusPlan::new(&Puzzle::flip_game(4, 4), LeaderCount::Auto).unwrap();
    /// let census = plan.finish((0..plan.chunks()).map(|c| plan.count_chunk(c)));
    /// assert_eq!((census.solvable, census.gods_number()), (4096, 6));
    /// ```
    pub fn new(puzzle: &Puzzle, method: LeaderCount) -> Result<CensusPlan, SolveError> {
        let refuse = |why: crate::locale::Text| SolveError::TooLarge {
            algorithm: Algorithm::Linear,
            why,
        };
        if !matches!(puzzle.rule, MoveRule::Toggle { .. }) {
            return Err(SolveError::NotApplicable {
                algorithm: Algorithm::Linear,
                why: crate::tr!("census-toggles-only"),
            });
        }
        let small =
            SmallPuzzle::new(puzzle).ok_or_else(|| refuse(crate::tr!("census-cells", cells = puzzle.cells())))?;
        let cells = puzzle.cells();
        // Equations: one per cell; variables: one per press; right-hand side:
        // the all-one board (for the uniform goal).
        let mut system = BitMatrix::zeros(cells, cells + 1);
        for press in 0..cells {
            let mask = small.mask(press);
            for cell in (0..cells).filter(|&cell| mask >> cell & 1 == 1) {
                system.flip(cell, press);
            }
        }
        for cell in 0..cells {
            system.flip(cell, cells);
        }
        let echelon = system.into_echelon(cells);
        let mut code: Vec<u64> = echelon.null_basis().into_iter().map(|v| v[0]).collect();
        let mut boards_per_coset = 1;
        if puzzle.goal == Goal::Uniform {
            boards_per_coset = 2;
            if let Some(u) = echelon.particular(0) {
                code.push(u[0]);
            }
        }
        let dim = code.len();
        // The pivots of the code's own echelon form; the other presses span a complement.
        let mut code_matrix = BitMatrix::zeros(dim, cells);
        for (i, &v) in code.iter().enumerate() {
            code_matrix.row_mut(i)[0] = v;
        }
        let code_echelon = code_matrix.into_echelon(cells);
        let mut free: Vec<usize> = (0..cells).filter(|p| !code_echelon.pivots().contains(p)).collect();
        free.sort_unstable();

        let mut signatures: Vec<u64> = Vec::new();
        let mut sizes: Vec<usize> = Vec::new();
        for press in 0..cells {
            let signature = code
                .iter()
                .enumerate()
                .fold(0u64, |s, (i, &v)| s | (v >> press & 1) << i);
            match signatures.iter().position(|&s| s == signature) {
                Some(k) => sizes[k] += 1,
                None => {
                    signatures.push(signature);
                    sizes.push(1);
                }
            }
        }
        let combos: u128 = sizes.iter().map(|&m| m as u128 + 1).product();
        // Both methods hold a table of 2^dim entries.
        let (classes_work, cosets_work) = if dim <= CODE_MAX_DIM {
            (
                combos.saturating_mul((1u128 << dim) + sizes.len() as u128),
                1u128 << cells,
            )
        } else {
            (u128::MAX, u128::MAX)
        };
        let method = match method {
            LeaderCount::Auto if classes_work <= cosets_work => LeaderCount::Classes,
            LeaderCount::Auto => LeaderCount::Cosets,
            chosen => chosen,
        };
        let work = if method == LeaderCount::Classes {
            classes_work
        } else {
            cosets_work
        };
        if work > CENSUS_MAX_WORK {
            if dim > CODE_MAX_DIM {
                let nullity = echelon.nullity();
                return Err(refuse(if puzzle.goal == Goal::Uniform {
                    crate::tr!(
                        "census-code-dimension-uniform",
                        dim = dim,
                        nullity = nullity,
                        most = CODE_MAX_DIM
                    )
                } else {
                    crate::tr!(
                        "census-code-dimension",
                        dim = dim,
                        nullity = nullity,
                        most = CODE_MAX_DIM
                    )
                }));
            }
            return Err(refuse(crate::tr!(
                "census-steps",
                log2 = format!("{:.1}", (work as f64).log2()),
                nullity = echelon.nullity(),
                cells = cells,
                most = CENSUS_MAX_WORK.trailing_zeros()
            )));
        }
        let counter = if method == LeaderCount::Classes {
            Counter::Classes {
                sizes,
                signatures,
                combos,
            }
        } else {
            let words = (0..1u64 << dim)
                .map(|a| (0..dim).filter(|i| a >> i & 1 == 1).fold(0, |w, i| w ^ code[i]))
                .collect();
            Counter::Cosets { free, words }
        };
        Ok(CensusPlan {
            cells,
            work,
            rank: echelon.rank(),
            nullity: echelon.nullity(),
            code,
            boards_per_coset,
            method,
            counter,
        })
    }

    /// The elementary steps the count takes (popcounts or count-vector
    /// weights), known before it starts: at most [`CENSUS_MAX_WORK`].
    pub fn work(&self) -> u128 {
        self.work
    }

    /// The method that will count.
    pub fn method(&self) -> LeaderCount {
        self.method
    }

    /// Dimension of the null space of the press map.
    pub fn nullity(&self) -> usize {
        self.nullity
    }

    /// Number of independent chunks of work, `0..chunks()`.
    pub fn chunks(&self) -> u64 {
        let total = match &self.counter {
            Counter::Classes { combos, .. } => *combos,
            Counter::Cosets { free, .. } => 1u128 << free.len(),
        };
        total.div_ceil(self.chunk_len()) as u64
    }

    fn chunk_len(&self) -> u128 {
        match &self.counter {
            Counter::Classes { .. } => (CHUNK_STEPS >> self.code.len()).max(1),
            Counter::Cosets { free, words } => {
                let per = (CHUNK_STEPS / words.len() as u128).max(1);
                // A power of two, so a chunk is a Gray-code walk over the low free presses.
                1u128 << (127 - per.leading_zeros()).min(free.len() as u32)
            }
        }
    }

    /// Counts one chunk: entry `w` is the number of press sets (classes
    /// method) or of cosets (cosets method) whose coset leader has weight `w`.
    /// Add the chunks up with [`CensusPlan::finish`].
    pub fn count_chunk(&self, chunk: u64) -> Vec<u128> {
        let mut histogram = vec![0u128; self.cells + 1];
        let len = self.chunk_len();
        let begin = chunk as u128 * len;
        match &self.counter {
            Counter::Classes {
                sizes,
                signatures,
                combos,
            } => {
                let end = (begin + len).min(*combos);
                if begin >= end {
                    return histogram;
                }
                // The counts per class at index `begin`, in mixed radix (class 0 fastest).
                let mut counts = Vec::with_capacity(sizes.len());
                let mut rest = begin;
                for &m in sizes {
                    counts.push((rest % (m as u128 + 1)) as usize);
                    rest /= m as u128 + 1;
                }
                let binomials: Vec<Vec<u128>> = sizes.iter().map(|&m| binomial_row(m)).collect();
                let words = 1usize << self.code.len();
                // weights[a]: presses of the count vector after adding code word a.
                let mut weights = vec![0i64; words];
                for (a, weight) in weights.iter_mut().enumerate() {
                    *weight = (0..sizes.len())
                        .map(|k| class_weight(signatures[k], a, sizes[k], counts[k]))
                        .sum();
                }
                for _ in begin..end {
                    let multiplicity: u128 = counts.iter().zip(&binomials).map(|(&c, row)| row[c]).product();
                    let least = *weights.iter().min().expect("at least the zero code word");
                    histogram[least as usize] += multiplicity;
                    // Next count vector: bump class 0, carrying into later classes.
                    for k in 0..sizes.len() {
                        let before = counts[k];
                        counts[k] = if before == sizes[k] { 0 } else { before + 1 };
                        for (a, weight) in weights.iter_mut().enumerate() {
                            *weight += class_weight(signatures[k], a, sizes[k], counts[k])
                                - class_weight(signatures[k], a, sizes[k], before);
                        }
                        if counts[k] != 0 {
                            break;
                        }
                    }
                }
            }
            Counter::Cosets { free, words } => {
                let low = len.trailing_zeros() as usize;
                let high_bits = (begin >> low) as u64;
                let mut x = free[low..]
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| high_bits >> i & 1 == 1)
                    .fold(0u64, |x, (_, &p)| x | 1 << p);
                let low_presses: Vec<u64> = free[..low].iter().map(|&p| 1u64 << p).collect();
                let least = |x: u64| {
                    words
                        .iter()
                        .map(|&w| (x ^ w).count_ones())
                        .min()
                        .expect("zero code word")
                };
                histogram[least(x) as usize] += 1;
                for step in 1..1u64 << low {
                    x ^= low_presses[step.trailing_zeros() as usize];
                    histogram[least(x) as usize] += 1;
                }
            }
        }
        histogram
    }

    /// Adds up the chunks' counts into the census.
    pub fn finish(&self, chunks: impl IntoIterator<Item = Vec<u128>>) -> CensusResult {
        let mut cosets = vec![0u128; self.cells + 1];
        for chunk in chunks {
            for (total, count) in cosets.iter_mut().zip(chunk) {
                *total += count;
            }
        }
        if self.method == LeaderCount::Classes {
            // Every coset was counted once per press set in it.
            for count in &mut cosets {
                *count >>= self.code.len();
            }
        }
        let mut distribution: Vec<u128> = cosets.into_iter().map(|c| c * self.boards_per_coset).collect();
        while distribution.len() > 1 && distribution.last() == Some(&0) {
            distribution.pop();
        }
        CensusResult {
            states: 1u128 << self.cells,
            solvable: distribution.iter().sum(),
            distribution,
            nullity: self.nullity,
            rank: self.rank,
            method: self.method,
        }
    }
}

/// The presses in one class after adding code word `a`: the class's presses
/// flip when `a` contains an odd number of the code vectors marking it.
#[inline]
fn class_weight(signature: u64, a: usize, size: usize, count: usize) -> i64 {
    if (signature & a as u64).count_ones() % 2 == 1 {
        (size - count) as i64
    } else {
        count as i64
    }
}

/// `C(m, 0..=m)`.
fn binomial_row(m: usize) -> Vec<u128> {
    let mut row = vec![1u128];
    for k in 1..=m {
        row.push(row[k - 1] * (m + 1 - k) as u128 / k as u128);
    }
    row
}

/// Runs a whole census on the calling thread.
///
/// ```
/// use gridsolve_core::{census::cosets::toggle_census, Puzzle};
/// // The refrigerator: every one of the 65536 boards is solvable, at most 16 presses.
/// let result = toggle_census(&Puzzle::refrigerator(4, 4)).unwrap();
/// assert_eq!((result.solvable, result.gods_number()), (65536, 16));
/// ```
pub fn toggle_census(puzzle: &Puzzle) -> Result<CensusResult, SolveError> {
    let plan = CensusPlan::new(puzzle, LeaderCount::Auto)?;
    Ok(plan.finish((0..plan.chunks()).map(|c| plan.count_chunk(c))))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binomials() {
        assert_eq!(binomial_row(4), vec![1, 4, 6, 4, 1]);
        assert_eq!(binomial_row(64)[32], 1_832_624_140_942_590_534);
    }

    #[test]
    fn both_methods_agree_on_5x5_lights_out() {
        let puzzle = Puzzle::flip_game(5, 5);
        let mut results = Vec::new();
        for method in [LeaderCount::Classes, LeaderCount::Cosets] {
            let plan = CensusPlan::new(&puzzle, method).unwrap();
            let mut result = plan.finish((0..plan.chunks()).map(|c| plan.count_chunk(c)));
            result.method = LeaderCount::Auto;
            results.push(result);
        }
        assert_eq!(results[0], results[1]);
        assert_eq!(results[0].nullity, 2);
    }
}
