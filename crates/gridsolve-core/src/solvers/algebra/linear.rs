//! Toggle puzzles by linear algebra over GF(2): a proven minimum at any size.
//!
//! Pressing a cell twice undoes it and presses commute, so a solution is a
//! *set* of presses `x` with `A x = start XOR goal`, where column `j` of `A`
//! is the cells press `j` flips. Elimination gives one solution and a basis
//! of the null space (the `2^d` press sets that change nothing); every
//! solution is that one XOR a null combination, and
//! `nullwalk.rs` finds the lightest.
//!
//! Three ways to get there ([`Gf2System`]):
//! - **light chasing** ([`chasing`](super::chasing)) for fixed-size stencils
//!   whose far row is the single centre cell (plus, and many custom ones, also
//!   on a torus): a system of one board row's width, so 4096 x 4096 works;
//! - **polynomial** (`polynomial.rs`): the plus stencil
//!   without wrap, chased, then the first row's system solved over GF(2)\[t\]
//!   by one extended GCD: time and memory linear in the board's bits;
//! - **dense** elimination of the whole `cells x cells` system for everything
//!   else (the cross, other stencils), up to [`ELIMINATION_MAX_CELLS`] cells.

use crate::board::Board;
use crate::rules::{Goal, Move, MoveRule, Puzzle};
use crate::solution::{Algorithm, Outcome, Report, Solution, SolveError, Stats};
use crate::solvers::algebra::chasing::{ChasePlan, Frame};
use crate::solvers::algebra::gf2::{BitMatrix, Echelon, bit};
pub use crate::solvers::algebra::nullwalk::WALK_BUDGET_WORDS;
use crate::solvers::algebra::nullwalk::{EXPANDED_MAX_WORDS, minimise, walkable};
use crate::solvers::algebra::polynomial;

/// Largest board for the dense method: the system has `cells^2` bits (8 MiB
/// here) and eliminates in about `cells^3 / 64` word operations (a few seconds).
pub const ELIMINATION_MAX_CELLS: usize = 8192;

/// Largest symbolic chase, in word operations (see [`ChasePlan::work`]):
/// a 4096 x 4096 plus takes about 2^32.5.
pub(crate) const CHASE_MAX_WORK: u128 = 1 << 35;

/// Largest press set of the polynomial method, in 64-bit words (256 MiB: a
/// 45,000 x 45,000 board). Its time and memory are linear in this, and the
/// walk holds a few such sets, so this is its only limit.
pub(crate) const POLYNOMIAL_MAX_WORDS: usize = 1 << 25;

/// How the system is built and eliminated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gf2System {
    /// The polynomial method when it applies; else light chasing when it
    /// applies and leaves fewer unknowns than cells (or the board is past
    /// [`ELIMINATION_MAX_CELLS`]); else dense.
    Auto,
    /// The whole `cells x cells` system.
    Dense,
    /// Light chasing (fails with [`SolveError::NotApplicable`] when it does not apply).
    Chase,
    /// Light chasing with the first row solved by polynomials
    /// (`polynomial.rs`): the plus stencil without wrap only.
    Polynomial,
}

/// The fewest presses that solve a toggle puzzle, proven when the null space
/// could be walked completely within `budget` (64-bit word operations,
/// shared by the goals of a uniform goal; [`WALK_BUDGET_WORDS`] is the
/// dispatcher's: a smaller one answers sooner, maybe without proof), the
/// system built by `method` (the tests compare them). The answer is a press
/// grid rather than a list of moves, for boards too large for one [`Move`]
/// per press (a 10,000 x 10,000 answer has about 50 million presses: 800 MB
/// as moves, 12.5 MB as bits); [`PressGridReport::into_report`] lists them.
///
/// ```
/// use gridsolve_core::solvers::algebra::linear::{self, Gf2System, WALK_BUDGET_WORDS};
/// use gridsolve_core::{Board, Puzzle};
/// let start = Board::parse("1001\n1101\n1001\n1000").unwrap();
/// let report = linear::fewest_presses(&Puzzle::flip_game(4, 4), &start, Gf2System::Auto, WALK_BUDGET_WORDS).unwrap();
/// let report = report.into_report();
/// let solution = report.outcome.solution().unwrap();
/// assert_eq!((solution.moves.len(), solution.optimal, report.nullity), (4, true, Some(4)));
/// ```
pub fn fewest_presses(
    puzzle: &Puzzle,
    start: &Board,
    method: Gf2System,
    budget: u64,
) -> Result<PressGridReport, SolveError> {
    let space = solution_space(puzzle, start, method)?;
    let nullity = space.nullity;
    let (outcome, stats) = space.minimise_presses(puzzle, budget);
    Ok(PressGridReport {
        outcome,
        stats,
        nullity,
    })
}

/// [`fewest_presses`]' answer: like [`Report`], with the presses as a grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PressGridReport {
    /// The press grid, or why there is none.
    pub outcome: PressGridOutcome,
    /// The work done.
    pub stats: Stats,
    /// Dimension of the null space: 2^nullity press sets reach the same board.
    pub nullity: usize,
}

/// A press grid that reaches the goal, or why none does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PressGridOutcome {
    /// A press grid that reaches the goal.
    Solved {
        /// Cell `(r, c)` is 1 when it is pressed.
        presses: Board,
        /// How many cells are pressed.
        count: usize,
        /// Whether `count` is proven to be the fewest.
        optimal: bool,
        /// Why optimality could not be proven, when it could not.
        note: Option<crate::locale::Text>,
    },
    /// No press set reaches the goal; the reason.
    Unsolvable(crate::locale::Text),
}

impl PressGridReport {
    /// The answer with its presses listed row by row, as every other solver
    /// answers (a [`Move`] a press).
    pub fn into_report(self) -> Report {
        let outcome = match self.outcome {
            PressGridOutcome::Unsolvable(reason) => Outcome::Unsolvable(reason),
            PressGridOutcome::Solved {
                presses,
                count,
                optimal,
                note,
            } => Outcome::Solved(Solution {
                moves: {
                    let mut moves = Vec::with_capacity(count);
                    moves.extend(presses.ones_positions().map(Move::Press));
                    moves
                },
                optimal,
                note,
            }),
        };
        Report {
            outcome,
            stats: self.stats,
            algorithm: Algorithm::Linear,
            nullity: Some(self.nullity),
        }
    }
}

/// Checks the puzzle and builds the solution space by `method`.
fn solution_space(puzzle: &Puzzle, start: &Board, method: Gf2System) -> Result<Gf2SolutionSpace, SolveError> {
    let MoveRule::Toggle { .. } = puzzle.rule else {
        return Err(not_applicable(crate::solution::wrong_kind(Algorithm::Linear, "swap")));
    };
    if (start.rows(), start.cols()) != (puzzle.rows, puzzle.cols) {
        return Err(SolveError::SizeMismatch {
            expected: (puzzle.rows, puzzle.cols),
            found: (start.rows(), start.cols()),
        });
    }
    if puzzle.cells() == 0 {
        return Err(not_applicable(crate::tr!("linear-no-cells")));
    }
    if let Goal::Board(goal) = &puzzle.goal {
        if (goal.rows(), goal.cols()) != (puzzle.rows, puzzle.cols) {
            return Err(SolveError::SizeMismatch {
                expected: (puzzle.rows, puzzle.cols),
                found: (goal.rows(), goal.cols()),
            });
        }
    }
    match method {
        Gf2System::Polynomial | Gf2System::Auto if polynomial::applies(puzzle) => {
            // Reads the goal row by row: no board-sized copies of the targets.
            return polynomial_space(puzzle, start);
        }
        Gf2System::Polynomial => return Err(not_applicable(crate::tr!("linear-polynomial-needs"))),
        _ => {}
    }
    let targets: Vec<Board> = puzzle
        .goal_boards()
        .iter()
        .map(|goal| {
            let mut t = start.clone();
            t.xor_assign(goal);
            t
        })
        .collect();
    match method {
        Gf2System::Dense => dense(puzzle, &targets),
        Gf2System::Chase => {
            let plan = ChasePlan::new(puzzle).ok_or_else(|| not_applicable(crate::tr!("linear-chase-needs")))?;
            chased(puzzle, &plan, &targets)
        }
        Gf2System::Polynomial | Gf2System::Auto => match ChasePlan::new(puzzle) {
            Some(plan) if plan.unknowns() < puzzle.cells() || puzzle.cells() > ELIMINATION_MAX_CELLS => {
                chased(puzzle, &plan, &targets)
            }
            _ => dense(puzzle, &targets),
        },
    }
}

fn not_applicable(why: impl Into<crate::locale::Text>) -> SolveError {
    SolveError::NotApplicable {
        algorithm: Algorithm::Linear,
        why: why.into(),
    }
}

fn too_large(why: impl Into<crate::locale::Text>) -> SolveError {
    SolveError::TooLarge {
        algorithm: Algorithm::Linear,
        why: why.into(),
    }
}

/// All solutions of every target, as press sets in some row-padded layout.
struct Gf2SolutionSpace {
    /// Rank of the press map `A`.
    rank: usize,
    nullity: usize,
    /// One solution per target (`None`: that target is out of reach).
    particular: Vec<Option<Vec<u64>>>,
    /// The first null vectors, expanded to full press sets (all of them when
    /// memory allows).
    null: Vec<Vec<u64>>,
    /// Maps bit `i` of a press set to the cell pressed.
    layout: PressLayout,
}

/// Where the press of each cell sits in a press set: `ceil(cols / 64)` words
/// per row of the frame's `rows` x `cols`, mapped back to the puzzle's cells
/// by the frame.
struct PressLayout {
    frame: Frame,
}

impl PressLayout {
    /// The press set as a board of the puzzle's size (1 = pressed).
    fn board(&self, presses: Vec<u64>, puzzle: &Puzzle) -> Board {
        let frame = self.frame;
        let stride = frame.cols.div_ceil(64);
        if !frame.transpose && !frame.flip {
            // Same row layout as a board: the words become the board.
            return Board::from_row_words(puzzle.rows, puzzle.cols, presses);
        }
        let mut board = Board::zeros(puzzle.rows, puzzle.cols);
        for r in 0..frame.rows {
            for c in 0..frame.cols {
                if bit(&presses[r * stride..], c) {
                    board.set(frame.to_original((r, c)), true);
                }
            }
        }
        board
    }
}

/// The dense method: the whole system, one right-hand side per target.
fn dense(puzzle: &Puzzle, targets: &[Board]) -> Result<Gf2SolutionSpace, SolveError> {
    let cells = puzzle.cells();
    if cells > ELIMINATION_MAX_CELLS {
        return Err(too_large(crate::tr!(
            "linear-dense-cells",
            most = ELIMINATION_MAX_CELLS,
            cells = cells
        )));
    }
    let (rows, cols) = (puzzle.rows, puzzle.cols);
    let mut system = BitMatrix::zeros(cells, cells + targets.len());
    for r in 0..rows {
        for c in 0..cols {
            for (tr, tc) in puzzle.toggled_cells((r, c)) {
                system.flip(tr * cols + tc, r * cols + c);
            }
        }
    }
    for (t, target) in targets.iter().enumerate() {
        for (r, c) in target.ones_positions() {
            system.flip(r * cols + c, cells + t);
        }
    }
    let echelon = system.into_echelon(cells);
    let stride = cols.div_ceil(64);
    // Variable r * cols + c -> row r, column c of a row-padded press set.
    let pad = |flat: Vec<u64>| -> Vec<u64> {
        if stride * 64 == cols || rows == 1 {
            let mut v = flat;
            v.resize(rows * stride, 0);
            return v;
        }
        let mut padded = vec![0u64; rows * stride];
        for i in (0..cells).filter(|&i| bit(&flat, i)) {
            let (r, c) = (i / cols, i % cols);
            padded[r * stride + c / 64] |= 1 << (c % 64);
        }
        padded
    };
    let particular = (0..targets.len()).map(|t| echelon.particular(t).map(pad)).collect();
    let keep = EXPANDED_MAX_WORDS / (rows * stride);
    let null = echelon.null_basis().into_iter().take(keep).map(pad).collect();
    Ok(Gf2SolutionSpace {
        rank: echelon.rank(),
        nullity: echelon.nullity(),
        particular,
        null,
        layout: PressLayout {
            frame: Frame {
                transpose: false,
                flip: false,
                rows,
                cols,
            },
        },
    })
}

/// The polynomial method: linear in the board's bits, so it takes any board
/// the caller could read, and keeps as many expanded null vectors as
/// [`EXPANDED_MAX_WORDS`] allows (at least one, so a 20,000 x 20,000 board
/// holds the board, one answer and one null vector).
fn polynomial_space(puzzle: &Puzzle, start: &Board) -> Result<Gf2SolutionSpace, SolveError> {
    let words = puzzle.rows.max(puzzle.cols) * puzzle.rows.min(puzzle.cols).div_ceil(64);
    if words > POLYNOMIAL_MAX_WORDS {
        // Only very narrow boards get here from a readable file: every
        // oriented row takes at least a whole word.
        return Err(too_large(crate::tr!(
            "linear-press-set-memory",
            size = format!("{}x{}", puzzle.rows, puzzle.cols),
            mib = words >> 17,
            most = POLYNOMIAL_MAX_WORDS >> 17
        )));
    }
    let keep = (EXPANDED_MAX_WORDS / words.max(1)).max(1);
    let space = polynomial::reduce(puzzle, start, keep);
    Ok(Gf2SolutionSpace {
        rank: space.rank,
        nullity: space.nullity,
        particular: space.particular,
        null: space.null,
        layout: PressLayout { frame: space.frame },
    })
}

/// The light-chasing method.
fn chased(puzzle: &Puzzle, plan: &ChasePlan, targets: &[Board]) -> Result<Gf2SolutionSpace, SolveError> {
    let work = plan.work(targets.len());
    if work > CHASE_MAX_WORK {
        return Err(too_large(crate::tr!(
            "linear-chase-work",
            size = format!("{}x{}", puzzle.rows, puzzle.cols),
            unknowns = plan.unknowns(),
            log2 = format!("{:.1}", (work as f64).log2()),
            most = CHASE_MAX_WORK.trailing_zeros()
        )));
    }
    let reduced = plan.reduce(targets);
    let echelon: &Echelon = &reduced.echelon;
    let particular = (0..targets.len())
        .map(|t| echelon.particular(t).map(|z| plan.expand(&reduced, &z, Some(t))))
        .collect();
    let words = plan.frame.rows * plan.frame.cols.div_ceil(64);
    // Expand only what the walk and memory can use: the walk covers at most
    // `walkable` vectors; the greedy pass may use more, within memory.
    let keep = (EXPANDED_MAX_WORDS / words).max(walkable(words, WALK_BUDGET_WORDS));
    let null = echelon
        .null_basis()
        .iter()
        .take(keep)
        .map(|z| plan.expand(&reduced, z, None))
        .collect();
    Ok(Gf2SolutionSpace {
        rank: puzzle.cells() - echelon.nullity(),
        nullity: echelon.nullity(),
        particular,
        null,
        layout: PressLayout { frame: plan.frame },
    })
}

impl Gf2SolutionSpace {
    /// Walks the null space for every reachable target and keeps the lightest.
    /// The lightest press set of every target, walking the null space within `budget`.
    fn minimise_presses(mut self, puzzle: &Puzzle, budget: u64) -> (PressGridOutcome, Stats) {
        let reachable = self.particular.iter().filter(|p| p.is_some()).count();
        let budget_per_goal = budget / reachable.max(1) as u64;
        let mut stats = Stats::default();
        let mut best: Option<(usize, Vec<u64>)> = None;
        let mut walked_all = true;
        let mut walked = 0;
        let null = std::mem::take(&mut self.null);
        for particular in std::mem::take(&mut self.particular).into_iter().flatten() {
            let walk = minimise(particular, &null, budget_per_goal);
            stats.states_expanded += walk.examined;
            stats.states_discovered += walk.examined;
            walked_all &= walk.walked == self.nullity;
            walked = walk.walked;
            if !matches!(&best, Some((w, _)) if *w <= walk.weight) {
                best = Some((walk.weight, walk.best));
            }
        }
        drop(null);
        let outcome = match best {
            None => PressGridOutcome::Unsolvable(self.unreachable_reason(puzzle)),
            Some((count, presses)) => {
                let note = (!walked_all).then(|| {
                    let budget = format!("{:.0}", (budget as f64).log2());
                    if reachable > 1 {
                        crate::tr!(
                            "note-linear-walk-per-goal",
                            nullity = self.nullity,
                            walked = walked,
                            budget = budget
                        )
                    } else {
                        crate::tr!(
                            "note-linear-walk",
                            nullity = self.nullity,
                            walked = walked,
                            budget = budget
                        )
                    }
                });
                PressGridOutcome::Solved {
                    presses: self.layout.board(presses, puzzle),
                    count,
                    optimal: walked_all,
                    note,
                }
            }
        };
        (outcome, stats)
    }

    fn unreachable_reason(&self, puzzle: &Puzzle) -> crate::locale::Text {
        use crate::tr;
        let what = match puzzle.goal {
            Goal::Uniform => tr!("unreachable-uniform-bits"),
            Goal::Zeros => tr!("unreachable-fill", value = 0),
            Goal::Ones => tr!("unreachable-fill", value = 1),
            Goal::Board(_) => tr!("unreachable-goal-board"),
        };
        tr!(
            "unreachable-span",
            what = what,
            rank = self.rank,
            cells = puzzle.cells()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Stencil;

    #[test]
    fn lone_corner_of_flip_game_is_unsolvable_with_rank_in_the_reason() {
        let report = fewest_presses(
            &Puzzle::flip_game(4, 4),
            &Board::from_small(4, 4, 1),
            Gf2System::Auto,
            WALK_BUDGET_WORDS,
        )
        .map(PressGridReport::into_report)
        .unwrap();
        let Outcome::Unsolvable(reason) = report.outcome else {
            panic!("should be unsolvable")
        };
        assert!(reason.to_string().contains("rank 12 of 16"), "{reason}");
        assert_eq!(report.nullity, Some(4));
    }

    #[test]
    fn dense_and_chase_agree_on_a_wide_board() {
        let puzzle = Puzzle::toggle(9, 70, Stencil::Plus, false, Goal::Zeros);
        let presses: Vec<Move> = (0..40).map(|i| Move::Press((i * 7 % 9, i * 13 % 70))).collect();
        let start = puzzle.replay(&Board::zeros(9, 70), &presses).unwrap();
        let a = fewest_presses(&puzzle, &start, Gf2System::Dense, WALK_BUDGET_WORDS)
            .unwrap()
            .into_report();
        let b = fewest_presses(&puzzle, &start, Gf2System::Chase, WALK_BUDGET_WORDS)
            .unwrap()
            .into_report();
        assert_eq!(a.nullity, b.nullity);
        let (sa, sb) = (a.outcome.solution().unwrap(), b.outcome.solution().unwrap());
        assert_eq!(sa.moves.len(), sb.moves.len());
        assert!(puzzle.is_goal(&puzzle.replay(&start, &sb.moves).unwrap()));
    }

    /// The polynomial method against dense elimination and against the
    /// symbolic chase: same nullity, same proven minimum, every answer replayed,
    /// on boards with null spaces (4x4, 5x5, 9x9, 11x11, 16x16 have nullity > 0).
    #[test]
    fn polynomial_agrees_with_dense_and_chase_on_the_minimum() {
        for (rows, cols) in [(4, 4), (5, 5), (4, 9), (9, 9), (11, 11), (16, 16), (17, 5), (3, 40)] {
            for goal in [Goal::Zeros, Goal::Ones, Goal::Uniform] {
                let puzzle = Puzzle::toggle(rows, cols, Stencil::Plus, false, goal);
                for seed in 0..3u64 {
                    let mut start = Board::zeros(rows, cols);
                    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) + 1;
                    for r in 0..rows {
                        for c in 0..cols {
                            x ^= x << 13;
                            x ^= x >> 7;
                            x ^= x << 17;
                            if x % 3 == 0 {
                                start.toggle((r, c));
                            }
                        }
                    }
                    let poly = fewest_presses(&puzzle, &start, Gf2System::Polynomial, WALK_BUDGET_WORDS)
                        .unwrap()
                        .into_report();
                    let chase = fewest_presses(&puzzle, &start, Gf2System::Chase, WALK_BUDGET_WORDS)
                        .unwrap()
                        .into_report();
                    let dense = fewest_presses(&puzzle, &start, Gf2System::Dense, WALK_BUDGET_WORDS)
                        .unwrap()
                        .into_report();
                    assert_eq!(poly.nullity, dense.nullity, "{rows}x{cols}");
                    assert_eq!(poly.nullity, chase.nullity, "{rows}x{cols}");
                    match (&poly.outcome, &dense.outcome) {
                        (Outcome::Solved(p), Outcome::Solved(d)) => {
                            assert_eq!(p.moves.len(), d.moves.len(), "{rows}x{cols} seed {seed}");
                            assert_eq!(p.optimal, d.optimal);
                            assert!(puzzle.is_goal(&puzzle.replay(&start, &p.moves).unwrap()));
                        }
                        (Outcome::Unsolvable(_), Outcome::Unsolvable(_)) => {}
                        (p, d) => panic!("{rows}x{cols}: polynomial {p:?}, dense {d:?}"),
                    }
                }
            }
        }
    }

    #[test]
    fn grid_answer_matches_the_moves() {
        // 9 x 20 is wider than tall: the polynomial method transposes it.
        let puzzle = Puzzle::toggle(9, 20, Stencil::Plus, false, Goal::Zeros);
        let presses: Vec<Move> = (0..30).map(|i| Move::Press((i * 5 % 9, i * 11 % 20))).collect();
        let start = puzzle.replay(&Board::zeros(9, 20), &presses).unwrap();
        let grid = fewest_presses(&puzzle, &start, Gf2System::Auto, WALK_BUDGET_WORDS).unwrap();
        let report = fewest_presses(&puzzle, &start, Gf2System::Auto, WALK_BUDGET_WORDS)
            .map(PressGridReport::into_report)
            .unwrap();
        let PressGridOutcome::Solved {
            presses,
            count,
            optimal,
            ..
        } = grid.outcome
        else {
            panic!("reachable by construction")
        };
        let moves = &report.outcome.solution().unwrap().moves;
        assert_eq!(count, moves.len());
        assert_eq!(optimal, report.outcome.solution().unwrap().optimal);
        let listed: Vec<Move> = presses.ones_positions().map(Move::Press).collect();
        assert_eq!(&listed, moves);
        assert!(puzzle.is_goal(&puzzle.replay(&start, &listed).unwrap()));
        assert_eq!(Some(grid.nullity), report.nullity);
    }
}
