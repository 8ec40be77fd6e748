//! The fewest presses among all solutions of a toggle puzzle: every solution
//! is one particular press set XOR a combination of null vectors (press sets
//! that change nothing), so the minimum is found by visiting all `2^d`
//! combinations in Gray-code order. Consecutive combinations differ by one
//! null vector, so each step is one XOR and a popcount of the words that
//! vector touches.
//!
//! When `2^d` steps do not fit the work budget, the walk covers as many null
//! vectors as fit and then improves greedily with the rest; the caller then
//! reports the answer as not proven minimal.

/// Word operations a walk may spend (XOR + popcount of one 64-bit word each):
/// about a second on one core, so a toggle solve stays within a few seconds
/// even for the two walks of a uniform goal.
pub const WALK_BUDGET_WORDS: u64 = 1 << 29;

/// At most this many words of expanded null vectors are held in memory (64 MiB).
pub const EXPANDED_MAX_WORDS: usize = 1 << 23;

/// What a walk found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Walk {
    /// The lightest press set found.
    pub best: Vec<u64>,
    /// Its number of presses.
    pub weight: usize,
    /// Combinations examined.
    pub examined: u64,
    /// How many null vectors the exhaustive Gray-code walk covered.
    pub walked: usize,
}

/// How many null vectors of `words` words each a walk within `budget` can cover.
pub fn walkable(words: usize, budget: u64) -> usize {
    let steps = budget / words.max(1) as u64;
    (63 - steps.max(1).leading_zeros()) as usize
}

fn weight(words: &[u64]) -> usize {
    words.iter().map(|w| w.count_ones() as usize).sum()
}

/// The non-zero word range of each vector, so a step touches only those words.
fn spans(null: &[Vec<u64>]) -> Vec<(usize, usize)> {
    null.iter()
        .map(|v| {
            let lo = v.iter().position(|&w| w != 0).unwrap_or(0);
            let hi = v.iter().rposition(|&w| w != 0).map_or(lo, |i| i + 1);
            (lo, hi)
        })
        .collect()
}

/// Minimises the number of presses over `particular` XOR the span of `null`,
/// exhaustively over the first [`walkable`] vectors, greedily over the rest.
pub fn minimise(particular: Vec<u64>, null: &[Vec<u64>], budget: u64) -> Walk {
    let walked = walkable(particular.len(), budget).min(null.len()).min(62);
    let spans = spans(null);
    let mut current = particular;
    let mut current_weight = weight(&current);
    let (mut best_weight, mut best_code) = (current_weight, 0u64);
    if current.len() == 1 {
        // Boards of at most 64 cells per row and one row, the common small
        // case: the walk in registers.
        let vectors: Vec<u64> = null.iter().take(walked).map(|v| v[0]).collect();
        let mut x = current[0];
        for step in 1..1u64 << walked {
            x ^= vectors[step.trailing_zeros() as usize];
            let w = x.count_ones() as usize;
            if w < best_weight {
                best_weight = w;
                best_code = step ^ (step >> 1);
            }
        }
        current[0] = x;
    } else {
        for step in 1..1u64 << walked {
            let j = step.trailing_zeros() as usize;
            let (lo, hi) = spans[j];
            let mut delta = 0isize;
            for (a, b) in current[lo..hi].iter_mut().zip(&null[j][lo..hi]) {
                delta -= a.count_ones() as isize;
                *a ^= b;
                delta += a.count_ones() as isize;
            }
            current_weight = (current_weight as isize + delta) as usize;
            if current_weight < best_weight {
                best_weight = current_weight;
                best_code = step ^ (step >> 1);
            }
        }
    }
    let examined = 1u64 << walked;
    // The walk ends at Gray code of the last step; move to the best combination.
    let last_code = if walked == 0 {
        0
    } else {
        ((1u64 << walked) - 1) ^ (((1u64 << walked) - 1) >> 1)
    };
    for (j, v) in null.iter().enumerate().take(walked) {
        if (best_code ^ last_code) >> j & 1 == 1 {
            for (a, b) in current.iter_mut().zip(v) {
                *a ^= b;
            }
        }
    }
    debug_assert_eq!(weight(&current), best_weight);
    let mut walk = Walk {
        best: current,
        weight: best_weight,
        examined,
        walked,
    };
    if walked < null.len() {
        improve_greedily(&mut walk, null, budget);
    }
    walk
}

/// Adds any null vector that lowers the weight, pass after pass, until none
/// does or the budget is spent.
fn improve_greedily(walk: &mut Walk, null: &[Vec<u64>], budget: u64) {
    let words = walk.best.len().max(1) as u64;
    let mut spent = 0u64;
    loop {
        let mut improved = false;
        for v in null {
            if spent >= budget {
                return;
            }
            spent += words;
            walk.examined += 1;
            let delta: isize = walk
                .best
                .iter()
                .zip(v)
                .map(|(a, b)| (a ^ b).count_ones() as isize - a.count_ones() as isize)
                .sum();
            if delta < 0 {
                for (a, b) in walk.best.iter_mut().zip(v) {
                    *a ^= b;
                }
                walk.weight = (walk.weight as isize + delta) as usize;
                improved = true;
            }
        }
        if !improved {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minimise_example() {
        // Solutions 0b1111 + span{0b0111}: the lightest is 0b1000.
        let walk = minimise(vec![0b1111], &[vec![0b0111]], WALK_BUDGET_WORDS);
        assert_eq!((walk.best, walk.weight, walk.walked), (vec![0b1000], 1, 1));
    }

    #[test]
    fn walk_finds_the_minimum_of_every_combination() {
        let null = [
            vec![0b1011_0001u64],
            vec![0b0110_0110],
            vec![0b1100_1100],
            vec![0b0000_1111],
        ];
        for particular in [0u64, 0xFF, 0b1010_0101, 0b0111_0000] {
            let walk = minimise(vec![particular], &null, WALK_BUDGET_WORDS);
            let brute = (0..16u64)
                .map(|mask| {
                    let x = (0..4)
                        .filter(|j| mask >> j & 1 == 1)
                        .fold(particular, |x, j| x ^ null[j][0]);
                    x.count_ones() as usize
                })
                .min()
                .unwrap();
            assert_eq!(walk.weight, brute);
            assert_eq!(walk.best[0].count_ones() as usize, brute);
            assert_eq!(walk.walked, 4);
            assert_eq!(walk.examined, 16);
        }
    }

    #[test]
    fn small_budget_walks_part_and_improves_greedily() {
        let null: Vec<Vec<u64>> = (0..10).map(|j| vec![0b11u64 << (2 * j)]).collect();
        let walk = minimise(vec![(1u64 << 20) - 1], &null, 16);
        assert_eq!(walk.walked, 4);
        // Greedy removes every pair: the only remaining presses are none.
        assert_eq!(walk.weight, 0);
        assert!(walk.best.iter().all(|&w| w == 0));
    }
}
