//! Admissible heuristics for A* and IDA*: lower bounds on the number of
//! moves still needed.
//!
//! A heuristic is *admissible* when it never overestimates; then A* and
//! IDA* return shortest solutions. The searches take any [`LowerBound`] of
//! their [`StateSpace`]; this file holds the bounds of toggle and swap boards
//! ([`Estimator`] on a [`SmallPuzzle`]); the sliding and knight bounds live
//! with their model in [`crate::slide`].

use super::space::StateSpace;
use crate::board::small_bit;
use crate::small::SmallPuzzle;
use crate::solution::{Algorithm, SolveError};
use crate::solvers::swap::matching::{BoardPair, swap_distance};

/// The heuristics on offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Heuristic {
    /// Toggle rules: `ceil(differing cells / cells of the largest press)`,
    /// the smallest over the goals. Admissible because one press changes at
    /// most that many cells.
    PressCount,
    /// Swap rule: `max(A, B)`, where `A` sums, over the misplaced 1s, the
    /// distance to the nearest cell that needs a 1, and `B` sums, over the
    /// cells that need a 1, the distance to the nearest misplaced 1. Every
    /// pairing of the two sets costs at least `A` and at least `B`, and the
    /// cheapest pairing is the exact answer (see
    /// [`matching`](crate::solvers::swap::matching)), so this never overestimates. It is
    /// the lower bound of the classic IDA* write-ups. It is not consistent
    /// (one swap can raise it by more than 1), so A* reopens states.
    NearestCell,
    /// Swap rule: for every line between two rows and every line between two
    /// columns, how many more (or fewer) 1s lie on one side of it than in
    /// the target; summed. A swap crosses exactly one such line and moves
    /// one 1 across it, so it lowers the sum by at most 1: admissible and
    /// consistent. Exact on a single row or column.
    LineCrossings,
    /// Swap rule: the larger of [`Heuristic::NearestCell`] and
    /// [`Heuristic::LineCrossings`], the default for swaps. The two are
    /// strong on different boards: on the hardest 4x4 pairs (20 swaps) the
    /// line crossings are exact while the nearest-cell bound is far lower.
    NearestOrCrossings,
    /// Swap rule: the cheapest pairing itself, which is the exact distance:
    /// the perfect heuristic, with which A* walks straight to the goal.
    Matching,
}

impl Heuristic {
    /// The heuristic the classic searches use by default:
    /// [`Heuristic::NearestOrCrossings`] for swaps, [`Heuristic::PressCount`]
    /// for toggles.
    pub fn classic(puzzle: &SmallPuzzle) -> Heuristic {
        if puzzle.is_swap() {
            Heuristic::NearestOrCrossings
        } else {
            Heuristic::PressCount
        }
    }

    /// The name used in documentation and traces.
    pub fn name(self) -> &'static str {
        match self {
            Heuristic::PressCount => "press-count",
            Heuristic::NearestCell => "nearest-cell",
            Heuristic::LineCrossings => "line-crossings",
            Heuristic::NearestOrCrossings => "nearest-or-crossings",
            Heuristic::Matching => "matching",
        }
    }
}

/// A lower bound on the moves from a state of a space `S` to its nearest goal.
pub trait LowerBound<S: StateSpace> {
    /// The bound, or `None` when no goal can be reached from `state` at all.
    fn estimate(&self, state: S::State) -> Option<u32>;
}

/// The zero bound: A* with it is Dijkstra's (here: breadth-first) order.
pub struct Zero;

impl<S: StateSpace> LowerBound<S> for Zero {
    #[inline]
    fn estimate(&self, _state: S::State) -> Option<u32> {
        Some(0)
    }
}

impl<'a> LowerBound<SmallPuzzle> for Estimator<'a> {
    #[inline]
    fn estimate(&self, state: u64) -> Option<u32> {
        Estimator::estimate(self, state)
    }
}

/// A heuristic bound to one puzzle, ready to evaluate states.
pub struct Estimator<'a> {
    puzzle: &'a SmallPuzzle,
    heuristic: Heuristic,
    largest_press: u32,
    /// Row and column of each cell, by bit position of the state number.
    coordinates: Vec<(u8, u8)>,
    /// The cells above each line between rows and left of each line between
    /// columns, as state masks.
    sides: Vec<u64>,
}

impl<'a> Estimator<'a> {
    /// Binds `heuristic` to `puzzle`; fails if it is meant for the other rule.
    pub fn new(
        puzzle: &'a SmallPuzzle,
        heuristic: Heuristic,
        algorithm: Algorithm,
    ) -> Result<Estimator<'a>, SolveError> {
        let for_swaps = heuristic != Heuristic::PressCount;
        if for_swaps != puzzle.is_swap() {
            return Err(SolveError::NotApplicable {
                algorithm,
                why: crate::tr!("heuristic-wrong-rule", heuristic = heuristic.name()),
            });
        }
        let n = puzzle.cells();
        let mut coordinates = vec![(0, 0); n];
        for index in 0..n {
            coordinates[small_bit(n, index).trailing_zeros() as usize] =
                ((index / puzzle.cols) as u8, (index % puzzle.cols) as u8);
        }
        let largest_press = (0..puzzle.move_count())
            .map(|i| puzzle.mask(i).count_ones())
            .max()
            .unwrap_or(1)
            .max(1);
        let side = |inside: &dyn Fn(usize, usize) -> bool| {
            (0..n)
                .filter(|&i| inside(i / puzzle.cols, i % puzzle.cols))
                .fold(0, |m, i| m | small_bit(n, i))
        };
        let mut sides: Vec<u64> = (1..puzzle.rows).map(|line| side(&|r, _| r < line)).collect();
        sides.extend((1..puzzle.cols).map(|line| side(&|_, c| c < line)));
        Ok(Estimator {
            puzzle,
            heuristic,
            largest_press,
            coordinates,
            sides,
        })
    }

    /// The classic heuristic for the puzzle's rule ([`Heuristic::classic`]),
    /// which always fits it: the bound the dispatcher's A* and IDA* use.
    pub fn classic(puzzle: &'a SmallPuzzle) -> Estimator<'a> {
        Estimator::new(puzzle, Heuristic::classic(puzzle), Algorithm::Astar)
            .expect("the classic heuristic fits its own puzzle's rule")
    }

    /// A lower bound on the moves from `state` to the nearest goal, or `None`
    /// when no goal can be reached at all (a swap goal with another number of 1s).
    #[inline]
    pub fn estimate(&self, state: u64) -> Option<u32> {
        self.puzzle
            .goals
            .iter()
            .filter_map(|&goal| self.towards(state, goal))
            .min()
    }

    fn towards(&self, state: u64, goal: u64) -> Option<u32> {
        match self.heuristic {
            Heuristic::PressCount => Some((state ^ goal).count_ones().div_ceil(self.largest_press)),
            _ if state.count_ones() != goal.count_ones() => None,
            Heuristic::Matching => swap_distance(BoardPair::Words {
                rows: self.puzzle.rows,
                cols: self.puzzle.cols,
                start: state,
                target: goal,
            })
            .map(|swaps| swaps as u32),
            Heuristic::NearestCell => Some(self.nearest(state, goal)),
            Heuristic::LineCrossings => Some(self.crossings(state, goal)),
            Heuristic::NearestOrCrossings => Some(self.nearest(state, goal).max(self.crossings(state, goal))),
        }
    }

    fn nearest(&self, state: u64, goal: u64) -> u32 {
        let (surplus, deficit) = (state & !goal, goal & !state);
        self.nearest_sum(surplus, deficit)
            .max(self.nearest_sum(deficit, surplus))
    }

    fn crossings(&self, state: u64, goal: u64) -> u32 {
        self.sides
            .iter()
            .map(|&side| (state & side).count_ones().abs_diff((goal & side).count_ones()))
            .sum()
    }

    /// Sum over the cells of `from` of the distance to the nearest cell of `to`.
    fn nearest_sum(&self, from: u64, to: u64) -> u32 {
        let mut total = 0;
        let mut rest = from;
        while rest != 0 {
            let (r, c) = self.coordinates[rest.trailing_zeros() as usize];
            rest &= rest - 1;
            let mut nearest = u32::MAX;
            let mut targets = to;
            while targets != 0 {
                let (tr, tc) = self.coordinates[targets.trailing_zeros() as usize];
                targets &= targets - 1;
                nearest = nearest.min(u32::from(r.abs_diff(tr)) + u32::from(c.abs_diff(tc)));
            }
            total += nearest;
        }
        total
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::SearchLimits;
    use crate::solvers::search::table::DistanceTable;
    use crate::trace::NoTrace;
    use crate::{Board, Puzzle};

    #[test]
    fn swap_heuristics_never_overestimate_and_matching_is_exact() {
        let target = Board::parse("101\n010\n101").unwrap();
        let small = SmallPuzzle::new(&Puzzle::swap(target)).unwrap();
        let table = DistanceTable::build(small.clone(), &mut NoTrace, SearchLimits::default()).unwrap();
        let exact = Estimator::new(&small, Heuristic::Matching, Algorithm::Astar).unwrap();
        let bounds: Vec<Estimator> = [
            Heuristic::NearestCell,
            Heuristic::LineCrossings,
            Heuristic::NearestOrCrossings,
        ]
        .into_iter()
        .map(|h| Estimator::new(&small, h, Algorithm::Astar).unwrap())
        .collect();
        for state in 0..512u64 {
            let distance = table.distance(state).map(u32::from);
            assert_eq!(exact.estimate(state), distance, "state {state}");
            for bound in &bounds {
                assert_eq!(bound.estimate(state).is_some(), distance.is_some());
                if let (Some(h), Some(d)) = (bound.estimate(state), distance) {
                    assert!(h <= d, "{}: state {state}: {h} > {d}", bound.heuristic.name());
                }
            }
        }
    }

    #[test]
    fn press_count_never_overestimates() {
        for puzzle in [Puzzle::flip_game(3, 3), Puzzle::refrigerator(3, 3)] {
            let small = SmallPuzzle::new(&puzzle).unwrap();
            let table = DistanceTable::build(small.clone(), &mut NoTrace, SearchLimits::default()).unwrap();
            let h = Estimator::new(&small, Heuristic::PressCount, Algorithm::Idastar).unwrap();
            for state in 0..512u64 {
                if let Some(d) = table.distance(state) {
                    assert!(h.estimate(state).unwrap() <= u32::from(d));
                }
            }
        }
        let flip = SmallPuzzle::new(&Puzzle::flip_game(2, 2)).unwrap();
        assert!(Estimator::new(&flip, Heuristic::Matching, Algorithm::Astar).is_err());
    }

    #[test]
    fn line_crossings_are_exact_on_a_single_row_and_on_the_hardest_4x4_pair() {
        for target in 0..128u64 {
            let small = SmallPuzzle::new(&Puzzle::swap(Board::from_small(1, 7, target))).unwrap();
            let table = DistanceTable::build(small.clone(), &mut NoTrace, SearchLimits::default()).unwrap();
            let h = Estimator::new(&small, Heuristic::LineCrossings, Algorithm::Astar).unwrap();
            for state in 0..128u64 {
                assert_eq!(h.estimate(state), table.distance(state).map(u32::from));
            }
        }
        let triangle = Board::parse("1110\n1100\n1000\n0000").unwrap();
        let small = SmallPuzzle::new(&Puzzle::swap(triangle)).unwrap();
        let h = Estimator::new(&small, Heuristic::LineCrossings, Algorithm::Astar).unwrap();
        assert_eq!(h.estimate(0b0000_0001_0011_0111), Some(20));
    }
}
