//! The census of a K-state toggle puzzle ([`ModularPuzzle`]): how many of
//! the `K^cells` boards need exactly d presses, for every d, by one
//! breadth-first search from the goal boards over every board.
//!
//! A press adds 1 modulo K to its cells, so going back from a goal a press
//! subtracts 1; a board's distance is the fewest presses in all, the same
//! number [`zk`](crate::solvers::algebra::zk) proves for one board. The search holds a
//! distance per board, so it is limited to [`MAX_BOARDS`] boards (3x3 with
//! K = 6, 4x4 with K = 2, 2x3 with K = 16); larger puzzles are refused up front.

use crate::locale::Text;
use crate::modular::ModularPuzzle;
use crate::tr;

/// Most boards a census covers: a 2-byte distance and a 4-byte queue entry
/// each, 96 MiB at most.
pub const MAX_BOARDS: u64 = 1 << 24;

/// Most work, in cell updates: per board, decoding its cells and each press's cells.
pub(crate) const MAX_WORK: u64 = 1 << 32;

/// What a census found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModularCensus {
    /// Every board, `K^cells`.
    pub boards: u64,
    /// Boards from which a goal is reachable.
    pub solvable: u64,
    /// `distribution[d]`: boards whose fewest presses is `d`.
    pub distribution: Vec<u64>,
}

impl ModularCensus {
    /// The largest distance: the puzzle's God's number.
    pub fn gods_number(&self) -> usize {
        self.distribution.len().saturating_sub(1)
    }
}

/// Why a census cannot be taken, as a message of both locale files (the
/// front door shows it in the user's language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CensusTooLarge(pub Text);

impl CensusTooLarge {
    /// The refusal's words.
    pub fn text(&self) -> Text {
        self.0.clone()
    }
}

/// In English (the message in another language is [`CensusTooLarge::text`]'s).
impl std::fmt::Display for CensusTooLarge {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for CensusTooLarge {}

/// Counts the boards of `puzzle` by their fewest presses to the goal.
///
/// ```
/// use gridsolve_core::modular::{ModularGoal, ModularPuzzle};
/// use gridsolve_core::census::modular::modular_census;
/// use gridsolve_core::Stencil;
/// // One cell with 3 states: 0 is solved, 2 needs one press, 1 needs two.
/// let puzzle = ModularPuzzle::stencil(1, 1, 3, Stencil::Plus, false, ModularGoal::Fill(0));
/// assert_eq!(modular_census(&puzzle).unwrap().distribution, vec![1, 1, 1]);
/// ```
pub fn modular_census(puzzle: &ModularPuzzle) -> Result<ModularCensus, CensusTooLarge> {
    let k = u64::from(puzzle.states);
    let cells = puzzle.cells();
    let presses = puzzle.press_count();
    let boards = (0..cells).try_fold(1u64, |acc, _| acc.checked_mul(k).filter(|&b| b <= MAX_BOARDS));
    let Some(boards) = boards else {
        return Err(CensusTooLarge(tr!(
            "census-modular-too-many-boards",
            size = format!("{}x{}", puzzle.rows, puzzle.cols),
            states = k,
            cells = cells,
            log = MAX_BOARDS.trailing_zeros(),
            max = MAX_BOARDS
        )));
    };
    let columns: Vec<Vec<usize>> = (0..presses)
        .map(|j| {
            puzzle
                .press_cells(j)
                .into_iter()
                .map(|(r, c)| r * puzzle.cols + c)
                .collect()
        })
        .collect();
    let per_board = cells as u64 + columns.iter().map(|c| c.len() as u64).sum::<u64>();
    if boards.saturating_mul(per_board) > MAX_WORK {
        return Err(CensusTooLarge(tr!(
            "census-modular-too-much-work",
            work = format!("{:.1}", (boards as f64 * per_board as f64).log2()),
            boards = boards,
            presses = presses,
            log = MAX_WORK.trailing_zeros()
        )));
    }
    if (presses as u64).saturating_mul(k - 1) >= u64::from(u16::MAX) {
        return Err(CensusTooLarge(tr!(
            "census-modular-too-many-presses",
            presses = presses,
            states = k,
            most = u16::MAX - 1
        )));
    }
    // Cell i (row-major) is digit i of the board's number, the first cell
    // most significant, as in the two-state state numbers.
    let place: Vec<u64> = (0..cells).map(|i| k.pow((cells - 1 - i) as u32)).collect();
    let encode = |values: &[u8]| -> u64 { values.iter().zip(&place).map(|(&v, &p)| u64::from(v) * p).sum() };
    const UNREACHED: u16 = u16::MAX;
    let mut distance = vec![UNREACHED; boards as usize];
    let mut queue: Vec<u32> = Vec::new();
    for goal in puzzle.goal_grids() {
        let index = encode(goal.values());
        if distance[index as usize] == UNREACHED {
            distance[index as usize] = 0;
            queue.push(index as u32);
        }
    }
    let mut digits = vec![0u64; cells];
    let mut head = 0;
    while head < queue.len() {
        let board = u64::from(queue[head]);
        head += 1;
        let next_distance = distance[board as usize] + 1;
        let mut rest = board;
        for i in (0..cells).rev() {
            digits[i] = rest % k;
            rest /= k;
        }
        for column in &columns {
            // One press backwards: subtract 1 from each of its cells.
            let mut neighbour = board;
            for &cell in column {
                if digits[cell] == 0 {
                    neighbour += (k - 1) * place[cell];
                } else {
                    neighbour -= place[cell];
                }
            }
            let seen = &mut distance[neighbour as usize];
            if *seen == UNREACHED {
                *seen = next_distance;
                queue.push(neighbour as u32);
            }
        }
    }
    let mut distribution: Vec<u64> = Vec::new();
    for &d in distance.iter().filter(|&&d| d != UNREACHED) {
        let d = usize::from(d);
        if distribution.len() <= d {
            distribution.resize(d + 1, 0);
        }
        distribution[d] += 1;
    }
    Ok(ModularCensus {
        boards,
        solvable: queue.len() as u64,
        distribution,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Grid;
    use crate::locale::Lang;
    use crate::modular::{Buttons, ModularGoal, Presses};
    use crate::rules::Stencil;
    use crate::solvers::algebra::zk;

    /// Every board's census distance is what the solver proves for it.
    #[test]
    fn census_distances_match_the_solver_board_by_board() {
        for (k, goal) in [
            (3u8, ModularGoal::Fill(0)),
            (4, ModularGoal::Uniform),
            (6, ModularGoal::Fill(2)),
        ] {
            let puzzle = ModularPuzzle::stencil(2, 2, k, Stencil::Cross, false, goal);
            let result = modular_census(&puzzle).unwrap();
            let mut expected = vec![0u64; result.distribution.len()];
            let mut solvable = 0;
            let boards = u64::from(k).pow(4);
            for index in 0..boards {
                let values: Vec<u8> = (0..4)
                    .rev()
                    .map(|i| (index / u64::from(k).pow(i) % u64::from(k)) as u8)
                    .collect();
                let start = Grid::from_values(2, 2, values);
                if let Some(answer) = zk::fewest_presses(&puzzle, &start, zk::ZkSystem::Auto, zk::WALK_BUDGET_OPS)
                    .unwrap()
                    .outcome
                    .solution()
                {
                    expected[answer.total as usize] += 1;
                    solvable += 1;
                }
            }
            assert_eq!(result.distribution, expected, "K = {k}");
            assert_eq!((result.boards, result.solvable), (boards, solvable));
        }
    }

    #[test]
    fn too_many_boards_are_refused_with_the_count() {
        let puzzle = ModularPuzzle::stencil(5, 5, 3, Stencil::Plus, false, ModularGoal::Fill(0));
        let error = modular_census(&puzzle).unwrap_err();
        let english = error.to_string();
        assert_eq!(
            english,
            "a 5x5 board with 3 states has 3^25 boards; a census covers at most 2^24 = 16777216"
        );
        assert_eq!(
            error.text().render(Lang::Zh),
            "5x5 的棋盘每格有 3 种状态，共 3^25 个棋盘；普查最多覆盖 2^24 = 16777216 个"
        );
    }

    /// Each refusal is a message of both files, its Chinese with no English
    /// sentence in it: only the numbers and symbols carry over.
    #[test]
    fn every_refusal_is_worded_in_chinese_with_the_same_numbers() {
        let buttons = |rows: usize, cols: usize, text: &str| ModularPuzzle {
            rows,
            cols,
            states: 2,
            presses: Presses::Buttons(Buttons::parse(text, rows, cols).unwrap()),
            goal: ModularGoal::Fill(0),
        };
        let every_cell: Vec<String> = (1..=4).flat_map(|r| (1..=6).map(move |c| format!("{r},{c}"))).collect();
        let cases = [
            (
                ModularPuzzle::stencil(5, 5, 3, Stencil::Plus, false, ModularGoal::Fill(0)),
                "3^25",
                "census-modular-too-many-boards",
            ),
            // 2^24 boards, 11 buttons of 24 cells: 2^24 x 288 cell updates.
            (
                buttons(4, 6, &format!("{}\n", every_cell.join(" ")).repeat(11)),
                "2^32",
                "census-modular-too-much-work",
            ),
            // One cell, 65,535 buttons: distances could pass the 2-byte table's 65,534.
            (
                buttons(1, 1, &"1,1\n".repeat(65_535)),
                "65534",
                "census-modular-too-many-presses",
            ),
        ];
        for (puzzle, fact, id) in cases {
            let text = modular_census(&puzzle).unwrap_err().text();
            assert_eq!(text.id(), id);
            let (en, zh) = (text.render(Lang::En), text.render(Lang::Zh));
            assert!(en.contains(fact) && zh.contains(fact), "{en}\n{zh}");
            assert!(
                !zh.split(|c: char| !c.is_ascii_alphabetic()).any(|word| word.len() > 1),
                "an English word in the Chinese refusal: {zh}"
            );
        }
    }
}
