//! The tests of a setter's problem, from seeded generators: samples, random
//! boards, the boards farthest from the goal (a breadth-first search over
//! the whole space where it is small, the longest of many solved boards
//! where not), boards that cannot reach the goal with the reason, edge
//! shapes (1 x N, N x 1, a board already solved) and the largest size with
//! the most cases. Every answer is the core's own, used only when proven
//! minimal; where a whole-space search also ran, the two must agree.

use std::collections::HashMap;

use serde_json::Value;

use super::{KNIGHT_CAP, PressGoal, ProblemPlan, ProblemVariant};
use crate::Algorithm;
use crate::judge::knights::{self, KnightSolver};
use crate::puzzle::{PuzzleError, PuzzleWords, SolveOptions, TextInputs};
use crate::testgen::SplitMix64;
use crate::tr;

/// One case: its text in the input (without the file's count line) and
/// its jury answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TestCase {
    /// The case as it stands in the input file.
    pub input: String,
    /// The jury's answer to it, as the answer file holds it.
    pub answer: String,
    /// The minimum, `None` when the board cannot reach the goal (or, for
    /// knights, needs more than the cap).
    pub moves: Option<u64>,
    /// Press puzzles: how many press sets change nothing on this board's
    /// size (the kernel the model walks); 1 for the other families.
    pub kernel: u64,
}

/// What a test file is for, in its name and the package's notes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    /// The statement's samples.
    Sample,
    /// The largest boards, as many cases as a file may hold.
    Largest,
    /// Boards walked at random from the goal.
    Random,
    /// The boards farthest from the goal.
    Farthest,
    /// Boards that cannot reach the goal (`-1`).
    Unsolvable,
    /// 1 x N and N x 1 boards, and boards already solved.
    Edges,
}

impl FileKind {
    /// The kind's word in a test file's name (`random`, `largest`, ...).
    pub fn name(self) -> &'static str {
        match self {
            FileKind::Sample => "sample",
            FileKind::Largest => "largest",
            FileKind::Random => "random",
            FileKind::Farthest => "farthest",
            FileKind::Unsolvable => "unsolvable",
            FileKind::Edges => "edges",
        }
    }
}

/// One test file.
#[derive(Clone, Debug)]
pub struct TestFile {
    /// 0 for the samples, else the subtask (1 or 2).
    pub subtask: usize,
    /// What the file is for.
    pub kind: FileKind,
    /// Its cases, in order.
    pub cases: Vec<TestCase>,
}

impl TestFile {
    /// The input file: the number of cases, then the cases.
    pub fn input(&self) -> String {
        let mut text = format!("{}\n", self.cases.len());
        for case in &self.cases {
            text.push_str(&case.input);
        }
        text
    }

    /// The jury answer file.
    pub fn answer(&self) -> String {
        self.cases.iter().map(|c| c.answer.as_str()).collect()
    }

    /// The file's name without extension: `2-03-farthest`.
    pub fn stem(&self, index_in_subtask: usize) -> String {
        format!("{}-{:02}-{}", self.subtask, index_in_subtask + 1, self.kind.name())
    }
}

/// The most boards a whole-space search over a press or sliding puzzle visits.
const SPACE_MOST: usize = 1 << 20;

/// Makes every test file of `plan`, deterministic for `seed`.
pub fn make(plan: &ProblemPlan, seed: u64) -> Result<Vec<TestFile>, PuzzleError> {
    let mut rng = SplitMix64::new(seed ^ 0x6772_6964_736f_6c76);
    match &plan.variant {
        ProblemVariant::Press { .. } => press_tests(plan, &mut rng),
        ProblemVariant::Swap => swap_tests(plan, &mut rng),
        ProblemVariant::Slide { .. } => slide_tests(plan, &mut rng),
        ProblemVariant::Knight => knight_tests(plan, &mut rng),
    }
}

/// `--unsolvable-tests`: the setter wants `-1` tests; refused when no test
/// board of the variant misses the goal (every board reaches it).
pub fn require_unsolvable(tests: &[TestFile]) -> Result<(), PuzzleError> {
    if has_unsolvable(tests) {
        Ok(())
    } else {
        Err(PuzzleError::cannot(tr!("setter-no-unsolvable")))
    }
}

/// Whether the problem has boards that cannot reach the goal, from its tests.
pub(crate) fn has_unsolvable(tests: &[TestFile]) -> bool {
    tests.iter().flat_map(|t| &t.cases).any(|c| c.moves.is_none())
}

fn not_proven() -> PuzzleError {
    PuzzleError::limit(tr!("setter-not-proven"))
}

fn json_of(answer: &crate::puzzle::Answer) -> Value {
    let mut out = Vec::new();
    answer.write_json(&mut out, None).expect("JSON into memory");
    serde_json::from_slice(&out).expect("the core writes JSON")
}

// ---- press puzzles ----

/// The words of a press puzzle, for the core to load each board with.
fn press_words(plan: &ProblemPlan) -> PuzzleWords<'static> {
    let ProblemVariant::Press {
        states,
        stencil,
        wrap,
        goal,
    } = &plan.variant
    else {
        unreachable!("a press plan")
    };
    // The stencil's source words live as long as the plan; the words
    // borrow a leaked copy only for names the core parses again.
    let moves: &'static str = Box::leak(stencil.name().into_boxed_str());
    PuzzleWords {
        moves,
        states: *states,
        wrap: *wrap,
        goal: Some(goal.word()),
        ..PuzzleWords::default()
    }
}

fn digit_rows(rows: usize, cols: usize, values: &[u8]) -> String {
    let mut text = String::new();
    for r in 0..rows {
        for &v in &values[r * cols..(r + 1) * cols] {
            text.push(char::from(b'0' + v));
        }
        text.push('\n');
    }
    text
}

struct PressSolver {
    words: PuzzleWords<'static>,
    plan_variant: ProblemVariant,
    max_cases: usize,
}

impl PressSolver {
    fn case(&self, rows: usize, cols: usize, values: &[u8]) -> Result<TestCase, PuzzleError> {
        let board = digit_rows(rows, cols, values);
        let puzzle = self
            .words
            .load(Some("-"), &mut TextInputs::new([("-", board.as_str())]))?;
        let answer = puzzle.solve(Algorithm::Auto, &SolveOptions::default())?;
        if !answer.optimal() {
            return Err(not_proven());
        }
        let input = format!("{rows} {cols}\n{board}");
        let Some(moves) = answer.moves() else {
            return Ok(TestCase {
                input,
                answer: "-1\n".into(),
                moves: None,
                kernel: 1,
            });
        };
        let json = json_of(&answer);
        let kernel: u64 = match (json["kernel"].as_array(), json["nullity"].as_u64()) {
            (Some(orders), _) => orders.iter().map(|o| o.as_u64().unwrap_or(1)).product(),
            (None, Some(nullity)) => 1u64.checked_shl(nullity as u32).unwrap_or(u64::MAX),
            _ => 1,
        };
        let ProblemVariant::Press { states, goal, .. } = &self.plan_variant else {
            unreachable!("a press plan")
        };
        let goals = if *goal == PressGoal::Uniform {
            u64::from(*states)
        } else {
            1
        };
        let work = kernel
            .saturating_mul((rows * cols) as u64)
            .saturating_mul(goals)
            .saturating_mul(self.max_cases as u64);
        if work > super::MAX_KERNEL_WORK {
            return Err(PuzzleError::limit(tr!(
                "setter-kernel-too-large",
                size = format!("{rows}x{cols}"),
                kernel = kernel,
                work = work,
                most = super::MAX_KERNEL_WORK
            )));
        }
        let mut text = format!("{moves}\n");
        for (r, row) in json["press_counts"].as_array().into_iter().flatten().enumerate() {
            for (c, count) in row.as_array().into_iter().flatten().enumerate() {
                for _ in 0..count.as_u64().unwrap_or(0) {
                    text.push_str(&format!("{} {}\n", r + 1, c + 1));
                }
            }
        }
        Ok(TestCase {
            input,
            answer: text,
            moves: Some(moves),
            kernel,
        })
    }
}

/// Every board's fewest presses by one breadth-first search backwards from
/// the goal boards (a press adds 1; backwards it takes 1 away); `u8::MAX`
/// for a board that cannot reach the goal. Boards are numbers in base K.
fn press_distances(plan: &ProblemPlan, rows: usize, cols: usize) -> Vec<u8> {
    let ProblemVariant::Press {
        states,
        stencil,
        wrap,
        goal,
    } = &plan.variant
    else {
        unreachable!("a press plan")
    };
    let k = usize::from(*states);
    let cells = rows * cols;
    let total = k.pow(cells as u32);
    let puzzle = crate::rules::Puzzle::toggle(rows, cols, stencil.clone(), *wrap, crate::Goal::Zeros);
    let presses: Vec<Vec<usize>> = (0..cells)
        .map(|i| {
            puzzle
                .toggled_cells((i / cols, i % cols))
                .into_iter()
                .map(|(r, c)| r * cols + c)
                .collect()
        })
        .collect();
    let powers: Vec<usize> = (0..cells).map(|i| k.pow((cells - 1 - i) as u32)).collect();
    let fill = |v: usize| (0..cells).map(|i| v * powers[i]).sum::<usize>();
    let goals: Vec<usize> = match goal {
        PressGoal::Zeros => vec![fill(0)],
        PressGoal::Ones => vec![fill(1)],
        PressGoal::Uniform => (0..k).map(fill).collect(),
    };
    let mut dist = vec![u8::MAX; total];
    let mut queue = std::collections::VecDeque::new();
    for g in goals {
        if dist[g] == u8::MAX {
            dist[g] = 0;
            queue.push_back(g);
        }
    }
    while let Some(board) = queue.pop_front() {
        let d = dist[board];
        for cells in &presses {
            let mut next = board;
            for &i in cells {
                let digit = next / powers[i] % k;
                // Backwards: the press took the digit from digit - 1.
                let before = (digit + k - 1) % k;
                next = next - digit * powers[i] + before * powers[i];
            }
            if dist[next] == u8::MAX {
                dist[next] = d + 1;
                queue.push_back(next);
            }
        }
    }
    dist
}

fn board_of(index: usize, k: usize, cells: usize) -> Vec<u8> {
    let mut values = vec![0u8; cells];
    let mut rest = index;
    for i in (0..cells).rev() {
        values[i] = (rest % k) as u8;
        rest /= k;
    }
    values
}

fn random_values(rng: &mut SplitMix64, k: u8, cells: usize) -> Vec<u8> {
    (0..cells).map(|_| rng.below(u64::from(k)) as u8).collect()
}

/// A random size between `(1, 1)` and `(rows, cols)`, mostly the larger ones.
fn random_size(rng: &mut SplitMix64, rows: usize, cols: usize) -> (usize, usize) {
    let pick = |rng: &mut SplitMix64, most: usize| most - rng.below(most.min(3) as u64) as usize;
    (pick(rng, rows), pick(rng, cols))
}

fn press_tests(plan: &ProblemPlan, rng: &mut SplitMix64) -> Result<Vec<TestFile>, PuzzleError> {
    let ProblemVariant::Press { states, .. } = plan.variant else {
        unreachable!("a press plan")
    };
    let solver = PressSolver {
        words: press_words(plan),
        plan_variant: plan.variant.clone(),
        max_cases: plan.subtasks[1].max_cases,
    };
    let k = states;
    let [small, large] = &plan.subtasks;
    let (sr, sc) = (small.max_rows, small.max_cols);
    let mut files = Vec::new();

    // The small size's whole space: the farthest boards and the ones that
    // cannot reach the goal, each checked against the core's answer.
    let dist = press_distances(plan, sr, sc);
    let cells = sr * sc;
    let farthest = dist.iter().filter(|&&d| d != u8::MAX).max().copied().unwrap_or(0);
    let pick = |rng: &mut SplitMix64, want: u8, n: usize| -> Vec<usize> {
        let found: Vec<usize> = (0..dist.len()).filter(|&i| dist[i] == want).collect();
        (0..n.min(found.len()))
            .map(|_| found[rng.below(found.len() as u64) as usize])
            .collect()
    };
    let checked = |index: usize| -> Result<TestCase, PuzzleError> {
        let case = solver.case(sr, sc, &board_of(index, usize::from(k), cells))?;
        let expected = (dist[index] != u8::MAX).then(|| u64::from(dist[index]));
        assert_eq!(
            case.moves, expected,
            "the core's answer and the whole-space search agree"
        );
        Ok(case)
    };

    // Samples: a board a few presses from the goal, and one that cannot
    // reach it when there is one.
    let mut sample = Vec::new();
    let near = pick(rng, farthest.clamp(1, 2), 1);
    for index in near {
        sample.push(checked(index)?);
    }
    for index in pick(rng, u8::MAX, 1) {
        sample.push(checked(index)?);
    }
    files.push(TestFile {
        subtask: 0,
        kind: FileKind::Sample,
        cases: sample,
    });

    // Subtask 1.
    let mut far = Vec::new();
    for index in pick(rng, farthest, small.max_cases) {
        far.push(checked(index)?);
    }
    files.push(TestFile {
        subtask: 1,
        kind: FileKind::Farthest,
        cases: far,
    });
    let mut random = Vec::new();
    for _ in 0..small.max_cases {
        let (r, c) = random_size(rng, sr, sc);
        random.push(solver.case(r, c, &random_values(rng, k, r * c))?);
    }
    files.push(TestFile {
        subtask: 1,
        kind: FileKind::Random,
        cases: random,
    });
    let unsolvable_small = pick(rng, u8::MAX, small.max_cases);
    if !unsolvable_small.is_empty() {
        let mut cases = Vec::new();
        for index in unsolvable_small {
            cases.push(checked(index)?);
        }
        files.push(TestFile {
            subtask: 1,
            kind: FileKind::Unsolvable,
            cases,
        });
    }
    let mut edges = vec![
        solver.case(1, 1, &[1 % k])?,
        solver.case(sr, sc, &goal_values(plan, sr * sc))?,
    ];
    for (r, c) in [(1, sc), (sr, 1), (1, sr.max(sc).min(large.max_cols))] {
        if r <= sr && c <= sc && edges.len() < small.max_cases {
            edges.push(solver.case(r, c, &random_values(rng, k, r * c))?);
        }
    }
    files.push(TestFile {
        subtask: 1,
        kind: FileKind::Edges,
        cases: edges,
    });

    // Subtask 2: the largest boards first (a brute force meets them first),
    // half of them random, half made by pressing from the goal (a random
    // board rarely reaches the goal when the kernel is large).
    let (lr, lc) = (large.max_rows, large.max_cols);
    let mut largest = Vec::new();
    for i in 0..large.max_cases {
        let values = if i % 2 == 0 {
            random_values(rng, k, lr * lc)
        } else {
            pressed_from_goal(plan, lr, lc, rng)
        };
        largest.push(solver.case(lr, lc, &values)?);
    }
    // The farthest boards found: the most presses among many solved boards.
    let mut solved: Vec<TestCase> = largest.iter().filter(|c| c.moves.is_some()).cloned().collect();
    let mut unsolvable: Vec<TestCase> = Vec::new();
    for i in 0..60 {
        let values = if i % 2 == 0 {
            random_values(rng, k, lr * lc)
        } else {
            pressed_from_goal(plan, lr, lc, rng)
        };
        let case = solver.case(lr, lc, &values)?;
        if case.moves.is_some() {
            solved.push(case);
        } else {
            unsolvable.push(case);
        }
    }
    files.push(TestFile {
        subtask: 2,
        kind: FileKind::Largest,
        cases: largest,
    });
    solved.sort_by_key(|c| std::cmp::Reverse(c.moves));
    solved.truncate(large.max_cases);
    if !solved.is_empty() {
        files.push(TestFile {
            subtask: 2,
            kind: FileKind::Farthest,
            cases: solved,
        });
    }
    let mut random = Vec::new();
    for _ in 0..large.max_cases {
        let (r, c) = random_size(rng, lr, lc);
        let case = solver.case(r, c, &random_values(rng, k, r * c))?;
        if case.moves.is_none() {
            unsolvable.push(case.clone());
        }
        random.push(case);
    }
    files.push(TestFile {
        subtask: 2,
        kind: FileKind::Random,
        cases: random,
    });
    unsolvable.truncate(large.max_cases);
    if !unsolvable.is_empty() {
        files.push(TestFile {
            subtask: 2,
            kind: FileKind::Unsolvable,
            cases: unsolvable,
        });
    }
    let mut edges = Vec::new();
    for (r, c) in [(1, lc), (lr, 1), (1, 1), (2, lc), (lr, 2)] {
        if r <= lr && c <= lc {
            edges.push(solver.case(r, c, &random_values(rng, k, r * c))?);
        }
    }
    edges.push(solver.case(lr, lc, &goal_values(plan, lr * lc))?);
    files.push(TestFile {
        subtask: 2,
        kind: FileKind::Edges,
        cases: edges,
    });
    Ok(files)
}

/// A board that reaches the goal: a goal board with every cell pressed a
/// random number of times, undone (each press taken away).
fn pressed_from_goal(plan: &ProblemPlan, rows: usize, cols: usize, rng: &mut SplitMix64) -> Vec<u8> {
    let ProblemVariant::Press {
        states, stencil, wrap, ..
    } = &plan.variant
    else {
        unreachable!("a press plan")
    };
    let k = *states;
    let puzzle = crate::rules::Puzzle::toggle(rows, cols, stencil.clone(), *wrap, crate::Goal::Zeros);
    let mut values = goal_values(plan, rows * cols);
    for r in 0..rows {
        for c in 0..cols {
            let times = rng.below(u64::from(k)) as u8;
            for (tr, tc) in puzzle.toggled_cells((r, c)) {
                let v = &mut values[tr * cols + tc];
                *v = (*v + (k - times)) % k;
            }
        }
    }
    values
}

/// A board at the goal (all 1 for `--goal ones`, else all 0).
fn goal_values(plan: &ProblemPlan, cells: usize) -> Vec<u8> {
    match plan.variant {
        ProblemVariant::Press {
            goal: PressGoal::Ones, ..
        } => vec![1; cells],
        _ => vec![0; cells],
    }
}

// ---- swaps ----

fn swap_case(rows: usize, cols: usize, start: &[u8], target: &[u8]) -> Result<TestCase, PuzzleError> {
    let (start_text, target_text) = (digit_rows(rows, cols, start), digit_rows(rows, cols, target));
    let words = PuzzleWords {
        swap_target: Some("target"),
        ..PuzzleWords::new("swap")
    };
    let puzzle = words.load(
        Some("start"),
        &mut TextInputs::new([("start", start_text.as_str()), ("target", target_text.as_str())]),
    )?;
    let answer = puzzle.solve(Algorithm::Auto, &SolveOptions::default())?;
    let moves = answer.moves().filter(|_| answer.optimal()).ok_or_else(not_proven)?;
    Ok(TestCase {
        input: format!("{rows} {cols}\n{start_text}{target_text}"),
        answer: format!("{moves}\n"),
        moves: Some(moves),
        kernel: 1,
    })
}

/// A random board of `ones` 1s.
fn with_ones(rng: &mut SplitMix64, cells: usize, ones: usize) -> Vec<u8> {
    let mut values: Vec<u8> = (0..cells).map(|i| u8::from(i < ones)).collect();
    for i in (1..cells).rev() {
        values.swap(i, rng.below(i as u64 + 1) as usize);
    }
    values
}

fn random_swap(rng: &mut SplitMix64, rows: usize, cols: usize) -> Result<TestCase, PuzzleError> {
    let cells = rows * cols;
    let ones = rng.below(cells as u64 + 1) as usize;
    swap_case(rows, cols, &with_ones(rng, cells, ones), &with_ones(rng, cells, ones))
}

/// The pair of the most swaps among `tries` random pairs with half the cells 1.
fn far_swaps(
    rng: &mut SplitMix64,
    rows: usize,
    cols: usize,
    tries: usize,
    keep: usize,
) -> Result<Vec<TestCase>, PuzzleError> {
    let cells = rows * cols;
    let mut found = Vec::new();
    for _ in 0..tries {
        found.push(swap_case(
            rows,
            cols,
            &with_ones(rng, cells, cells / 2),
            &with_ones(rng, cells, cells / 2),
        )?);
    }
    // Sorting the colours apart: 1s at the top against 1s at the bottom.
    let top: Vec<u8> = (0..cells).map(|i| u8::from(i < cells / 2)).collect();
    let bottom: Vec<u8> = top.iter().rev().copied().collect();
    found.push(swap_case(rows, cols, &top, &bottom)?);
    found.sort_by_key(|c| std::cmp::Reverse(c.moves));
    found.truncate(keep);
    Ok(found)
}

fn swap_tests(plan: &ProblemPlan, rng: &mut SplitMix64) -> Result<Vec<TestFile>, PuzzleError> {
    let [small, large] = &plan.subtasks;
    let (sr, sc) = (small.max_rows, small.max_cols);
    let (lr, lc) = (large.max_rows, large.max_cols);
    let mut files = vec![TestFile {
        subtask: 0,
        kind: FileKind::Sample,
        cases: vec![
            swap_case(2, 3, &[1, 1, 0, 0, 0, 0], &[0, 0, 0, 0, 1, 1])?,
            random_swap(rng, sr.min(3), sc.min(3))?,
        ],
    }];
    files.push(TestFile {
        subtask: 1,
        kind: FileKind::Farthest,
        cases: far_swaps(rng, sr, sc, 200, small.max_cases)?,
    });
    let random = (0..small.max_cases)
        .map(|_| {
            let (r, c) = random_size(rng, sr, sc);
            random_swap(rng, r, c)
        })
        .collect::<Result<_, _>>()?;
    files.push(TestFile {
        subtask: 1,
        kind: FileKind::Random,
        cases: random,
    });
    let mut edges = vec![swap_case(1, 1, &[1], &[1])?];
    for (r, c) in [(1, sc), (sr, 1)] {
        let cells = r * c;
        let half = cells / 2;
        edges.push(swap_case(
            r,
            c,
            &with_ones(rng, cells, half),
            &with_ones(rng, cells, half),
        )?);
    }
    let solved = with_ones(rng, sr * sc, sr * sc / 2);
    edges.push(swap_case(sr, sc, &solved, &solved)?);
    files.push(TestFile {
        subtask: 1,
        kind: FileKind::Edges,
        cases: edges,
    });
    let largest = (0..large.max_cases)
        .map(|_| {
            let cells = lr * lc;
            swap_case(
                lr,
                lc,
                &with_ones(rng, cells, cells / 2),
                &with_ones(rng, cells, cells / 2),
            )
        })
        .collect::<Result<_, _>>()?;
    files.push(TestFile {
        subtask: 2,
        kind: FileKind::Largest,
        cases: largest,
    });
    files.push(TestFile {
        subtask: 2,
        kind: FileKind::Farthest,
        cases: far_swaps(rng, lr, lc, 100, large.max_cases)?,
    });
    let random = (0..large.max_cases)
        .map(|_| {
            let (r, c) = random_size(rng, lr, lc);
            random_swap(rng, r, c)
        })
        .collect::<Result<_, _>>()?;
    files.push(TestFile {
        subtask: 2,
        kind: FileKind::Random,
        cases: random,
    });
    let mut edges = Vec::new();
    for (r, c) in [(1, lc), (lr, 1)] {
        let cells = r * c;
        edges.push(swap_case(
            r,
            c,
            &with_ones(rng, cells, cells / 2),
            &with_ones(rng, cells, cells / 2),
        )?);
    }
    files.push(TestFile {
        subtask: 2,
        kind: FileKind::Edges,
        cases: edges,
    });
    Ok(files)
}

// ---- sliding tiles ----

struct SlideSolver {
    rows: usize,
    cols: usize,
    target_text: String,
}

impl SlideSolver {
    fn text(&self, tiles: &[u8]) -> String {
        let mut text = String::new();
        for r in 0..self.rows {
            let row: Vec<String> = tiles[r * self.cols..(r + 1) * self.cols]
                .iter()
                .map(|t| t.to_string())
                .collect();
            text.push_str(&row.join(" "));
            text.push('\n');
        }
        text
    }

    fn case(&self, tiles: &[u8]) -> Result<TestCase, PuzzleError> {
        let board = self.text(tiles);
        let words = PuzzleWords {
            token_target: Some("target"),
            ..PuzzleWords::new("slide")
        };
        let puzzle = words.load(
            Some("-"),
            &mut TextInputs::new([("-", board.as_str()), ("target", self.target_text.as_str())]),
        )?;
        let answer = puzzle.solve(Algorithm::Auto, &SolveOptions::default())?;
        if !answer.optimal() {
            return Err(not_proven());
        }
        let (answer_text, moves) = match answer.moves() {
            None => ("-1\n".to_string(), None),
            Some(0) => ("0\n".to_string(), Some(0)),
            Some(m) => {
                let json = json_of(&answer);
                let path = json["path"].as_str().unwrap_or_default().to_string();
                (format!("{m}\n{path}\n"), Some(m))
            }
        };
        Ok(TestCase {
            input: board,
            answer: answer_text,
            moves,
            kernel: 1,
        })
    }
}

/// Every board's distance to `target` by one breadth-first search from it
/// (a slide is its own inverse), keyed by the tiles packed 4 bits each.
fn slide_distances(rows: usize, cols: usize, target: &[u8]) -> HashMap<u64, u8> {
    let pack = |t: &[u8]| t.iter().fold(0u64, |acc, &x| acc << 4 | u64::from(x));
    let mut dist = HashMap::new();
    dist.insert(pack(target), 0u8);
    let mut queue = std::collections::VecDeque::from([target.to_vec()]);
    while let Some(board) = queue.pop_front() {
        let d = dist[&pack(&board)];
        let blank = board.iter().position(|&t| t == 0).expect("a blank");
        let (r, c) = (blank / cols, blank % cols);
        let mut neighbours = Vec::new();
        if r > 0 {
            neighbours.push(blank - cols);
        }
        if r + 1 < rows {
            neighbours.push(blank + cols);
        }
        if c > 0 {
            neighbours.push(blank - 1);
        }
        if c + 1 < cols {
            neighbours.push(blank + 1);
        }
        for n in neighbours {
            let mut next = board.clone();
            next.swap(blank, n);
            let key = pack(&next);
            if let std::collections::hash_map::Entry::Vacant(e) = dist.entry(key) {
                e.insert(d + 1);
                queue.push_back(next);
            }
        }
        debug_assert!(dist.len() <= SPACE_MOST);
    }
    dist
}

fn unpack(key: u64, cells: usize) -> Vec<u8> {
    (0..cells).map(|i| (key >> (4 * (cells - 1 - i)) & 15) as u8).collect()
}

fn slide_tests(plan: &ProblemPlan, rng: &mut SplitMix64) -> Result<Vec<TestFile>, PuzzleError> {
    let ProblemVariant::Slide { rows, cols, target } = &plan.variant else {
        unreachable!("a slide plan")
    };
    let (rows, cols) = (*rows, *cols);
    let cells = rows * cols;
    let solver = SlideSolver {
        rows,
        cols,
        target_text: String::new(),
    };
    let solver = SlideSolver {
        target_text: solver.text(target),
        ..solver
    };
    let dist = slide_distances(rows, cols, target);
    let mut keys: Vec<u64> = dist.keys().copied().collect();
    keys.sort_unstable();
    let farthest = dist.values().copied().max().unwrap_or(0);
    let at = |want: u8| -> Vec<u64> { keys.iter().copied().filter(|k| dist[k] == want).collect() };
    let checked = |key: u64| -> Result<TestCase, PuzzleError> {
        let case = solver.case(&unpack(key, cells))?;
        assert_eq!(
            case.moves,
            Some(u64::from(dist[&key])),
            "the core and the whole-space search agree"
        );
        Ok(case)
    };
    // A board of the other parity class: two tiles (not the blank) swapped.
    let unsolvable = |key: u64| -> Result<TestCase, PuzzleError> {
        let mut tiles = unpack(key, cells);
        let (a, b) = {
            let tiles_at: Vec<usize> = (0..cells).filter(|&i| tiles[i] != 0).collect();
            (tiles_at[0], tiles_at[1])
        };
        tiles.swap(a, b);
        let case = solver.case(&tiles)?;
        assert_eq!(case.moves, None, "a swap of two tiles changes the parity class");
        Ok(case)
    };
    let random_key = |rng: &mut SplitMix64| keys[rng.below(keys.len() as u64) as usize];
    let [small, large] = &plan.subtasks;
    let mut files = Vec::new();
    let near = at(farthest.min(4));
    files.push(TestFile {
        subtask: 0,
        kind: FileKind::Sample,
        cases: vec![
            checked(near[rng.below(near.len() as u64) as usize])?,
            unsolvable(random_key(rng))?,
        ],
    });
    let far = at(farthest);
    let take_far = |rng: &mut SplitMix64, n: usize| -> Result<Vec<TestCase>, PuzzleError> {
        (0..n)
            .map(|_| checked(far[rng.below(far.len() as u64) as usize]))
            .collect()
    };
    files.push(TestFile {
        subtask: 1,
        kind: FileKind::Farthest,
        cases: take_far(rng, small.max_cases)?,
    });
    files.push(TestFile {
        subtask: 1,
        kind: FileKind::Unsolvable,
        cases: (0..small.max_cases)
            .map(|_| unsolvable(random_key(rng)))
            .collect::<Result<_, _>>()?,
    });
    files.push(TestFile {
        subtask: 1,
        kind: FileKind::Edges,
        cases: {
            let one = at(1);
            vec![
                checked(keys[keys.binary_search(&pack_tiles(target)).unwrap_or(0)])?,
                checked(one[0])?,
            ]
        },
    });
    // Subtask 2: the most cases, a mix, first; then every farthest board
    // (up to the limit), then random boards of both classes.
    let mut mixed = Vec::new();
    for i in 0..large.max_cases {
        let key = random_key(rng);
        mixed.push(if i % 4 == 3 { unsolvable(key)? } else { checked(key)? });
    }
    files.push(TestFile {
        subtask: 2,
        kind: FileKind::Largest,
        cases: mixed,
    });
    let mut far_cases = Vec::new();
    for &key in far.iter().take(large.max_cases) {
        far_cases.push(checked(key)?);
    }
    files.push(TestFile {
        subtask: 2,
        kind: FileKind::Farthest,
        cases: far_cases,
    });
    files.push(TestFile {
        subtask: 2,
        kind: FileKind::Random,
        cases: (0..small.max_cases * 4)
            .map(|_| checked(random_key(rng)))
            .collect::<Result<_, _>>()?,
    });
    Ok(files)
}

fn pack_tiles(tiles: &[u8]) -> u64 {
    tiles.iter().fold(0u64, |acc, &x| acc << 4 | u64::from(x))
}

// ---- knights ----

fn knight_case(solver: &KnightSolver, state: u64) -> Result<TestCase, PuzzleError> {
    let found = solver
        .solve(state)
        .map_err(|_| not_proven())?
        .map(|path| path.len() as u64);
    let mut input = String::new();
    for r in 0..5 {
        for c in 0..5 {
            input.push(char::from(knights::cell(state, r * 5 + c)));
        }
        input.push('\n');
    }
    Ok(TestCase {
        input,
        answer: match found {
            Some(m) => format!("{m}\n"),
            None => "-1\n".into(),
        },
        moves: found,
        kernel: 1,
    })
}

/// A board `steps` random jumps from the goal (no jump straight back).
fn knight_walk(rng: &mut SplitMix64, steps: usize) -> u64 {
    let mut state = knights::GOAL;
    let mut previous = usize::MAX;
    for _ in 0..steps {
        let blank = knights::blank(state);
        let options: Vec<usize> = (0..25)
            .filter(|&to| to != previous && knights::knight_apart(blank, to))
            .collect();
        let to = options[rng.below(options.len() as u64) as usize];
        previous = blank;
        state = knights::jump(state, to);
    }
    state
}

/// A random board of 12 knights of each colour and the blank.
fn knight_random(rng: &mut SplitMix64) -> u64 {
    let ones = with_ones(rng, 24, 12);
    let blank = rng.below(25) as usize;
    let mut bits = 0u64;
    let mut k = 0;
    for i in 0..25 {
        if i == blank {
            continue;
        }
        if ones[k] == 1 {
            bits |= 1 << (24 - i);
        }
        k += 1;
    }
    knights::state(bits, blank as u8)
}

fn knight_tests(plan: &ProblemPlan, rng: &mut SplitMix64) -> Result<Vec<TestFile>, PuzzleError> {
    let solver = KnightSolver::new();
    let [small, large] = &plan.subtasks;
    let cap = small.max_answer.unwrap_or(KNIGHT_CAP) as usize;
    let walk_case = |rng: &mut SplitMix64, steps: usize, most: Option<u64>| -> Result<TestCase, PuzzleError> {
        loop {
            let case = knight_case(&solver, knight_walk(rng, steps))?;
            if most.is_none_or(|m| case.moves.is_some_and(|x| x <= m)) {
                return Ok(case);
            }
        }
    };
    let mut files = vec![TestFile {
        subtask: 0,
        kind: FileKind::Sample,
        // Both within subtask 1's bound, so a brute force passes the samples.
        cases: vec![
            walk_case(rng, 5, Some(cap as u64))?,
            walk_case(rng, cap, Some(cap as u64))?,
        ],
    }];
    // Subtask 1: answers of at most `cap` jumps; the farthest of them.
    let mut far = Vec::new();
    while far.len() < small.max_cases {
        let case = walk_case(rng, cap + 4, Some(cap as u64))?;
        if case.moves == Some(cap as u64) {
            far.push(case);
        }
    }
    files.push(TestFile {
        subtask: 1,
        kind: FileKind::Farthest,
        cases: far,
    });
    files.push(TestFile {
        subtask: 1,
        kind: FileKind::Random,
        cases: (0..small.max_cases)
            .map(|i| walk_case(rng, i % (cap + 1), Some(cap as u64)))
            .collect::<Result<_, _>>()?,
    });
    files.push(TestFile {
        subtask: 1,
        kind: FileKind::Edges,
        cases: vec![knight_case(&solver, knights::GOAL)?, walk_case(rng, 1, None)?],
    });
    // Subtask 2: boards more than the cap away first (a search must prove
    // there is no shorter way), the farthest within the cap, random boards.
    let mut beyond = Vec::new();
    while beyond.len() < large.max_cases {
        let case = knight_case(&solver, knight_random(rng))?;
        if case.moves.is_none() {
            beyond.push(case);
        }
    }
    files.push(TestFile {
        subtask: 2,
        kind: FileKind::Unsolvable,
        cases: beyond,
    });
    let hardest = crate::testgen::generate(
        crate::judge::Problem::P2324,
        crate::testgen::BoardKind::Hardest,
        large.max_cases,
        rng.next_u64(),
    )
    .map_err(|e| PuzzleError::cannot(e.text()))?;
    let mut far = Vec::new();
    for case in crate::judge::CaseReader::new(crate::judge::Problem::P2324, &hardest) {
        let case = case.map_err(|e| PuzzleError::cannot(e.text()))?;
        far.push(knight_case(&solver, case.start)?);
    }
    files.push(TestFile {
        subtask: 2,
        kind: FileKind::Farthest,
        cases: far,
    });
    files.push(TestFile {
        subtask: 2,
        kind: FileKind::Random,
        cases: (0..large.max_cases)
            .map(|i| walk_case(rng, 6 + i * 2, None))
            .collect::<Result<_, _>>()?,
    });
    Ok(files)
}

#[cfg(test)]
mod replayed {
    //! Every answer of every test of the five variants of issue 41, replayed
    //! here by rules written for the test (not the solvers'): the presses
    //! reach the goal, the slides reach the target, a count is as long as its
    //! moves; and the files keep to their subtask's limits.
    use super::*;
    use crate::puzzle::TextInputs;
    use crate::setter::{SetterWords, plan_problem};

    fn tests_of(
        moves: &str,
        states: u8,
        wrap: bool,
        size: (usize, usize),
        target: Option<&str>,
    ) -> (ProblemPlan, Vec<TestFile>) {
        let words = SetterWords {
            puzzle: PuzzleWords {
                states,
                wrap,
                token_target: target.map(|_| "target"),
                ..PuzzleWords::new(moves)
            },
            size,
        };
        let plan = plan_problem(&words, &mut TextInputs::new([("target", target.unwrap_or(""))])).unwrap();
        let tests = make(&plan, 7).unwrap();
        (plan, tests)
    }

    fn within_limits(plan: &ProblemPlan, tests: &[TestFile]) {
        for test in tests {
            let sub = &plan.subtasks[test.subtask.max(1) - 1];
            assert!(
                !test.cases.is_empty() && test.cases.len() <= sub.max_cases,
                "{:?}",
                test.kind
            );
            assert_eq!(
                test.answer().lines().filter(|l| *l == "-1").count(),
                test.cases.iter().filter(|c| c.moves.is_none()).count()
            );
        }
        let kinds: Vec<FileKind> = tests.iter().map(|t| t.kind).collect();
        for kind in [FileKind::Sample, FileKind::Farthest] {
            assert!(kinds.contains(&kind), "{kind:?} missing: {kinds:?}");
        }
    }

    #[test]
    fn press_answers_replay_to_the_goal() {
        for (moves, states, wrap, size) in [("plus", 3, true, (5, 5)), ("stencil:#.#/.#./#.#", 2, false, (6, 6))] {
            let (plan, tests) = tests_of(moves, states, wrap, size, None);
            within_limits(&plan, &tests);
            let ProblemVariant::Press { stencil, .. } = &plan.variant else {
                panic!("press")
            };
            let k = states;
            for case in tests.iter().flat_map(|t| &t.cases) {
                let mut lines = case.input.lines();
                let dims: Vec<usize> = lines.next().unwrap().split(' ').map(|t| t.parse().unwrap()).collect();
                let (rows, cols) = (dims[0], dims[1]);
                let mut board: Vec<u8> = lines.flat_map(|l| l.bytes().map(|b| b - b'0')).collect();
                let mut answer = case.answer.lines();
                let count: i64 = answer.next().unwrap().parse().unwrap();
                assert_eq!(count, case.moves.map_or(-1, |m| m as i64));
                let presses: Vec<(usize, usize)> = answer
                    .map(|l| {
                        let p: Vec<usize> = l.split(' ').map(|t| t.parse().unwrap()).collect();
                        (p[0] - 1, p[1] - 1)
                    })
                    .collect();
                assert_eq!(presses.len() as i64, count.max(0));
                for (r, c) in presses {
                    // The rule, again: the stencil's offsets, wrapped or cut, each cell once.
                    let mut cells: Vec<usize> = stencil
                        .offsets(rows, cols)
                        .into_iter()
                        .filter_map(|(dr, dc)| {
                            let (nr, nc) = (r as isize + dr, c as isize + dc);
                            if wrap {
                                Some(
                                    nr.rem_euclid(rows as isize) as usize * cols
                                        + nc.rem_euclid(cols as isize) as usize,
                                )
                            } else if nr >= 0 && nc >= 0 && (nr as usize) < rows && (nc as usize) < cols {
                                Some(nr as usize * cols + nc as usize)
                            } else {
                                None
                            }
                        })
                        .collect();
                    cells.sort_unstable();
                    cells.dedup();
                    for cell in cells {
                        board[cell] = (board[cell] + 1) % k;
                    }
                }
                if count >= 0 {
                    assert!(board.iter().all(|&v| v == 0), "{}{}", case.input, case.answer);
                }
            }
        }
    }

    #[test]
    fn slide_paths_replay_to_the_target_and_swaps_and_knights_keep_their_limits() {
        let target = "1 2 3\n8 0 4\n7 6 5\n";
        let (plan, tests) = tests_of("slide", 2, false, (3, 3), Some(target));
        within_limits(&plan, &tests);
        assert!(tests.iter().any(|t| t.kind == FileKind::Unsolvable));
        let goal: Vec<u8> = target.split_whitespace().map(|t| t.parse().unwrap()).collect();
        for case in tests.iter().flat_map(|t| &t.cases) {
            let mut tiles: Vec<u8> = case.input.split_whitespace().map(|t| t.parse().unwrap()).collect();
            let mut answer = case.answer.lines();
            let count: i64 = answer.next().unwrap().parse().unwrap();
            let path = answer.next().unwrap_or("");
            assert_eq!(path.len() as i64, count.max(0));
            let mut blank = tiles.iter().position(|&t| t == 0).unwrap();
            for step in path.chars() {
                let to = match step {
                    'u' => blank - 3,
                    'd' => blank + 3,
                    'l' => blank - 1,
                    _ => blank + 1,
                };
                tiles.swap(blank, to);
                blank = to;
            }
            if count >= 0 {
                assert_eq!(tiles, goal, "{}{}", case.input, case.answer);
            }
        }
        let (plan, tests) = tests_of("swap", 2, false, (5, 5), None);
        within_limits(&plan, &tests);
        let (plan, tests) = tests_of("knight", 2, false, (5, 5), None);
        within_limits(&plan, &tests);
        // Subtask 1's answers are within its bound; subtask 2 holds 15s and -1s.
        assert!(
            tests
                .iter()
                .filter(|t| t.subtask == 1)
                .flat_map(|t| &t.cases)
                .all(|c| c.moves.is_some_and(|m| m <= 7))
        );
        let large: Vec<Option<u64>> = tests
            .iter()
            .filter(|t| t.subtask == 2)
            .flat_map(|t| &t.cases)
            .map(|c| c.moves)
            .collect();
        assert!(large.contains(&None) && large.contains(&Some(15)), "{large:?}");
    }
}
