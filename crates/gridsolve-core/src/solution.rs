//! What a solver returns: a [`Report`] with the [`Outcome`] and search [`Stats`].

use std::fmt;

use serde::Serialize;

use crate::locale::Text;
use crate::rules::Move;
use crate::tr;

/// A sequence of moves that reaches the goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// The moves, in the order they are applied.
    pub moves: Vec<Move>,
    /// Whether `moves` is proven to be as short as possible.
    pub optimal: bool,
    /// Why optimality could not be proven, when it could not.
    pub note: Option<crate::locale::Text>,
}

/// The answer to one board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A shortest sequence of moves (or the best found, when not proven).
    Solved(Solution),
    /// No sequence of moves reaches the goal; the reason in words.
    Unsolvable(crate::locale::Text),
}

impl Outcome {
    /// The solution, if there is one.
    pub fn solution(&self) -> Option<&Solution> {
        match self {
            Outcome::Solved(s) => Some(s),
            Outcome::Unsolvable(_) => None,
        }
    }
}

/// Work counters, for learners comparing algorithms.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Stats {
    /// States taken off the frontier and expanded.
    pub states_expanded: u64,
    /// Distinct states ever stored (visited set size).
    pub states_discovered: u64,
    /// Largest frontier (queue, open list or recursion stack) seen.
    pub peak_frontier: u64,
}

/// A solver's full answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// The answer: moves, or why there are none.
    pub outcome: Outcome,
    /// The work the solver did.
    pub stats: Stats,
    /// Which algorithm produced it (the one `auto` picked).
    pub algorithm: Algorithm,
    /// For toggle puzzles solved by linear algebra: the dimension of the null
    /// space (how many independent press sets change nothing).
    pub nullity: Option<usize>,
}

/// The interchangeable solvers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Algorithm {
    /// The fastest exact method for the puzzle.
    Auto,
    /// Gaussian elimination over GF(2) (toggle rules), or over Z_K (K-state
    /// cells and buttons).
    Linear,
    /// Minimum-cost matching (swap rule).
    Matching,
    /// Breadth-first search from the start.
    Bfs,
    /// Breadth-first search from start and goal at once.
    Bibfs,
    /// A* with an admissible heuristic.
    Astar,
    /// Iterative-deepening A*.
    Idastar,
    /// A full distance table built by BFS from the goals, then a look-up.
    Table,
}

/// Which boards a state-space search holds, so that its work can be bounded
/// before it runs (the page's plan).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holds {
    /// The boards it meets from the start (BFS, A*).
    FromStart,
    /// The boards it meets from the start and from the goals (bidirectional BFS).
    FromBothSides,
    /// Every board the goals reach, whatever the start (the distance table).
    EveryBoardFromTheGoals,
    /// Only its path: it may expand one board many times (IDA*).
    OnlyItsPath,
}

impl Algorithm {
    /// Which boards the search holds; `None` for the solvers that are not
    /// state-space searches (`auto`, `linear`, `matching`).
    pub fn holds(self) -> Option<Holds> {
        match self {
            Algorithm::Auto | Algorithm::Linear | Algorithm::Matching => None,
            Algorithm::Bfs | Algorithm::Astar => Some(Holds::FromStart),
            Algorithm::Bibfs => Some(Holds::FromBothSides),
            Algorithm::Table => Some(Holds::EveryBoardFromTheGoals),
            Algorithm::Idastar => Some(Holds::OnlyItsPath),
        }
    }

    /// Whether a search that finds no goal has counted every board the
    /// start reaches (a breadth-first search from the start does; the
    /// others stop or meet elsewhere), so its refusal can say how many.
    pub fn counts_every_reachable_board(self) -> bool {
        matches!(self, Algorithm::Bfs)
    }

    /// Every algorithm, in the order they are listed for users.
    pub const ALL: [Algorithm; 8] = [
        Algorithm::Auto,
        Algorithm::Linear,
        Algorithm::Matching,
        Algorithm::Bfs,
        Algorithm::Bibfs,
        Algorithm::Astar,
        Algorithm::Idastar,
        Algorithm::Table,
    ];

    /// The algorithm with this command-line name.
    pub fn from_name(name: &str) -> Option<Algorithm> {
        Algorithm::ALL.into_iter().find(|a| a.name() == name)
    }

    /// The command-line name.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Auto => "auto",
            Algorithm::Linear => "linear",
            Algorithm::Matching => "matching",
            Algorithm::Bfs => "bfs",
            Algorithm::Bibfs => "bibfs",
            Algorithm::Astar => "astar",
            Algorithm::Idastar => "idastar",
            Algorithm::Table => "table",
        }
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why `algorithm` does not solve `kind` boards (`"toggle"`, `"swap"`,
/// `"slide"`, `"knight"`), in the one wording every front door shows: which
/// algorithm solves which kind.
///
/// For example, `wrong_kind(Algorithm::Linear, "slide")` reads "linear
/// solves toggle boards (linear algebra), not slide boards; matching solves
/// swap boards; bfs, bibfs, astar, idastar and table search any kind"
/// (tested below).
pub fn wrong_kind(algorithm: Algorithm, kind: &str) -> Text {
    match algorithm {
        Algorithm::Linear => tr!("wrong-kind-linear", kind = kind),
        Algorithm::Matching => tr!("wrong-kind-matching", kind = kind),
        _ => tr!("wrong-kind-search", kind = kind),
    }
}

/// Why a solver could not answer at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolveError {
    /// The algorithm does not apply to this kind of puzzle.
    NotApplicable {
        /// The algorithm asked for.
        algorithm: Algorithm,
        /// Why it does not apply.
        why: Text,
    },
    /// The puzzle is beyond what the algorithm can handle within its limits.
    TooLarge {
        /// The algorithm asked for.
        algorithm: Algorithm,
        /// Which limit the puzzle is past.
        why: Text,
    },
    /// A search reached its work limit ([`crate::limits::SearchLimits`]) before it finished.
    OverBudget {
        /// The search that stopped.
        algorithm: Algorithm,
        /// Its work limit.
        limit: u64,
    },
    /// A search would have held more than its memory limit (`limit` bytes,
    /// [`crate::limits::SearchLimits::max_bytes`]), or the machine refused
    /// the memory (`refused`: the bytes it would not give, below that
    /// limit), with `stored` states stored.
    OverMemory {
        /// The search that stopped.
        algorithm: Algorithm,
        /// Its memory limit, in bytes.
        limit: u64,
        /// States stored when it stopped.
        stored: u64,
        /// The bytes the machine refused, when it refused them.
        refused: Option<u64>,
    },
    /// The caller stopped the search (its time was up, or its client left).
    Cancelled {
        /// The search that was stopped.
        algorithm: Algorithm,
    },
    /// Start and goal boards differ in size, or do not match the puzzle.
    SizeMismatch {
        /// The puzzle's (rows, columns).
        expected: (usize, usize),
        /// The board's (rows, columns).
        found: (usize, usize),
    },
}

impl SolveError {
    /// The message, in any language.
    pub fn text(&self) -> crate::locale::Text {
        use crate::tr;
        match self {
            SolveError::NotApplicable { algorithm, why } => {
                tr!("algorithm-not-applicable", algorithm = algorithm.name(), why = why)
            }
            SolveError::TooLarge { algorithm, why } => {
                tr!("algorithm-too-large", algorithm = algorithm.name(), why = why)
            }
            SolveError::OverBudget { algorithm, limit } => {
                tr!("over-budget-try-auto", algorithm = algorithm.name(), limit = *limit)
            }
            SolveError::OverMemory {
                algorithm,
                limit,
                stored,
                refused: None,
            } => tr!(
                "over-memory",
                algorithm = algorithm.name(),
                mib = limit.div_ceil(1 << 20),
                states = *stored
            ),
            // Not the search's own budget: an address-space limit
            // (`ulimit -v`) or the machine's memory, which the user changes
            // elsewhere than with the search's options.
            SolveError::OverMemory {
                algorithm,
                limit,
                stored,
                refused: Some(bytes),
            } => tr!(
                "over-memory-refused",
                algorithm = algorithm.name(),
                bytes = *bytes,
                mib = bytes.div_ceil(1 << 20),
                limit = limit.div_ceil(1 << 20),
                states = *stored
            ),
            SolveError::Cancelled { algorithm } => tr!("cancelled", algorithm = algorithm.name()),
            SolveError::SizeMismatch { expected, found } => tr!(
                "size-mismatch",
                board = format!("{}x{}", found.0, found.1),
                puzzle = format!("{}x{}", expected.0, expected.1)
            ),
        }
    }
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
    }
}

impl std::error::Error for SolveError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wrong_kind_names_which_algorithm_solves_which_kind() {
        assert_eq!(
            wrong_kind(Algorithm::Linear, "slide").to_string(),
            "linear solves toggle boards (linear algebra), not slide boards; matching solves swap boards; \
             bfs, bibfs, astar, idastar and table search any kind"
        );
    }
}
