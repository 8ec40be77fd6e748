//! Counting every board of a puzzle by its distance from the goal, from the
//! same words as solving ([`PuzzleWords`]) and a size. [`plan_census`] decides how
//! (the toggle census's classes or cosets, a breadth-first search over every
//! K-state board, the 2-bit search over ranks for tiles and knights) and
//! gives the front door a job: work it runs where it likes (threads, a
//! progress bar, processes), then a [`CensusReport`] worded here.

use serde_json::json;

use crate::census::cosets::{CensusPlan, CensusResult, LeaderCount};
use crate::census::modular::{ModularCensus, modular_census};
use crate::census::ranked::{
    CensusCounts, CensusRefusal, KnightSpace, MAX_NEIGHBOURS, RankedSpace, SlidingSpace, human_bytes, table_bytes,
};
use crate::grid::Grid;
use crate::locale::{Lang, Text, pad_start, words};
use crate::modular::{Buttons, ModularGoal, ModularPuzzle, Presses};
use crate::puzzle::{Family, Inputs, PuzzleError, PuzzleWords, parse_tokens};
use crate::rules::{Goal, MoveRule, Puzzle};
use crate::slide::{TokenBoard, TokenRule};
use crate::solution::Algorithm;
use crate::solvers::{self, Instance, SolveOptions, Solved};
use crate::text::thousands;
use crate::tr;
use crate::trace::NoTrace;
use crate::{SolveError, Stencil};

/// A census as the front door runs it.
pub enum CensusJob {
    /// Two-state toggles: a plan cut into chunks, counted in any order.
    Chunks(ChunkedCensus),
    /// K-state cells and buttons: counted already (one breadth-first search
    /// over every board, [`crate::census::modular`]).
    Done(CensusReport),
    /// Sliding tiles and knights: a table of every rank, filled level by level.
    Ranked(RankedCensus),
}

/// A toggle census: run [`CensusPlan::count_chunk`] for every chunk, then
/// [`ChunkedCensus::report`].
pub struct ChunkedCensus {
    puzzle: Puzzle,
    /// The census's plan: which algebra, how many chunks.
    pub plan: CensusPlan,
}

/// A sliding or knight census: the space of ranks to fill
/// ([`crate::census::ranked::Census`] or its sharded form), then [`RankedCensus::report`].
pub struct RankedCensus {
    rule: TokenRule,
    goal: TokenBoard,
    /// The space of boards, ranked.
    pub space: TokenSpace,
}

/// A census's result in text and JSON.
pub struct CensusReport {
    /// The report as text, in the language asked for.
    pub text: String,
    /// The report as JSON.
    pub json: serde_json::Value,
}

/// The ranks of a sliding or knight puzzle, one type for both, so that the
/// front door's runners need not know which.
#[derive(Clone)]
pub enum TokenSpace {
    /// Sliding tiles.
    Sliding(SlidingSpace),
    /// Knights (P2324).
    Knight(KnightSpace),
}

impl RankedSpace for TokenSpace {
    fn boards(&self) -> u64 {
        match self {
            TokenSpace::Sliding(s) => s.boards(),
            TokenSpace::Knight(s) => s.boards(),
        }
    }
    fn goal(&self) -> u64 {
        match self {
            TokenSpace::Sliding(s) => s.goal(),
            TokenSpace::Knight(s) => s.goal(),
        }
    }
    fn neighbours(&self, rank: u64, out: &mut [u64; MAX_NEIGHBOURS]) -> usize {
        match self {
            TokenSpace::Sliding(s) => s.neighbours(rank, out),
            TokenSpace::Knight(s) => s.neighbours(rank, out),
        }
    }
    fn board_text(&self, rank: u64) -> String {
        match self {
            TokenSpace::Sliding(s) => s.board_text(rank),
            TokenSpace::Knight(s) => s.board_text(rank),
        }
    }
}

/// A census refused by its engine, as the words every front door prints.
pub fn refusal(e: CensusRefusal) -> PuzzleError {
    match e {
        CensusRefusal::Unsupported(why) => PuzzleError::usage(tr!("census-refused", detail = why)),
        too_large @ (CensusRefusal::TooLarge { .. } | CensusRefusal::Unallocated { .. }) => {
            PuzzleError::limit(tr!("census-refused", detail = too_large.text()))
        }
    }
}

/// Plans the census of the puzzle `words` describe on a `size` board (knights
/// default to P2324's 5x5). Files the words name (buttons, `--target`) come
/// from `inputs`.
pub fn plan_census<I: Inputs>(
    words: &PuzzleWords,
    size: Option<(usize, usize)>,
    inputs: &mut I,
    lang: Lang,
) -> Result<CensusJob, I::Error> {
    let family = words.family()?;
    let (rows, cols) = match (size, &family) {
        (Some(size), _) => size,
        (None, Family::Tokens(TokenRule::Knight)) => (5, 5),
        (None, _) => return Err(PuzzleError::usage(tr!("census-needs-size")).into()),
    };
    // A census counts towards a goal word; a goal board is for `solve`.
    if let Some(given) = words.goal.filter(|g| !crate::puzzle::GOAL_WORDS.contains(g)) {
        return Err(PuzzleError::usage(tr!(
            "census-goal-word",
            given = crate::text::capped(given),
            words = crate::puzzle::GOAL_WORDS.join(", ")
        ))
        .into());
    }
    if !matches!(family, Family::Tokens(_)) && words.token_target.is_some() {
        return Err(PuzzleError::usage(tr!("census-target-tokens")).into());
    }
    match family {
        Family::Tokens(rule) => {
            let moves = rule.name();
            if words.states != 2 {
                return Err(PuzzleError::usage(tr!("states-not-for", moves = moves)).into());
            }
            if words.wrap {
                return Err(PuzzleError::usage(tr!("wrap-not-for", moves = moves)).into());
            }
            if words.goal.is_some_and(|g| g != "zeros") {
                return Err(PuzzleError::usage(tr!("census-goal-tokens", moves = moves)).into());
            }
            let goal = token_target(rule, rows, cols, words.token_target, inputs)?;
            let space = match rule {
                TokenRule::Slide => TokenSpace::Sliding(SlidingSpace::new(&goal).map_err(refusal)?),
                TokenRule::Knight => TokenSpace::Knight(KnightSpace::new(&goal).map_err(refusal)?),
            };
            Ok(CensusJob::Ranked(RankedCensus { rule, goal, space }))
        }
        Family::Swap => Err(PuzzleError::usage(tr!("census-no-swaps", names = tr!("rule-names-but-swap"))).into()),
        Family::Modular(buttons) => {
            let presses = match buttons {
                Some(file) => {
                    if words.wrap {
                        return Err(PuzzleError::usage(tr!("wrap-not-buttons")).into());
                    }
                    let text = inputs.text(&file)?;
                    let buttons = Buttons::parse(&text, rows, cols)
                        .map_err(|e| PuzzleError::bad_input(tr!("named", name = &file, detail = e.text())))?;
                    Presses::Buttons(buttons)
                }
                None => Presses::Stencil {
                    stencil: Stencil::parse(words.moves).map_err(|e| PuzzleError::usage(e.0))?,
                    wrap: words.wrap,
                },
            };
            let goal = match words.goal.unwrap_or("zeros") {
                "ones" => ModularGoal::Fill(1),
                "uniform" => ModularGoal::Uniform,
                _ => ModularGoal::Fill(0), // "zeros": the words were checked above
            };
            let puzzle = ModularPuzzle {
                rows,
                cols,
                states: words.states,
                presses,
                goal,
            };
            let result =
                modular_census(&puzzle).map_err(|e| PuzzleError::cannot(tr!("census-refused", detail = e.text())))?;
            // The kernel comes from the algebra: the solver's view of the all-0 board.
            let zeros = Grid::zeros(rows, cols);
            let instance = Instance::Modular {
                puzzle: &puzzle,
                start: &zeros,
            };
            let kernel = match solvers::solve(instance, Algorithm::Linear, &SolveOptions::default(), &mut NoTrace) {
                Ok(Solved::PressCounts(report)) => report.kernel_orders,
                _ => Vec::new(),
            };
            Ok(CensusJob::Done(modular_report(&puzzle, &result, &kernel, lang)))
        }
        Family::Toggle(stencil) => {
            if rows.saturating_mul(cols) > 64 {
                return Err(PuzzleError::usage(tr!(
                    "census-too-many-cells",
                    size = format!("{rows}x{cols}"),
                    cells = rows.saturating_mul(cols)
                ))
                .into());
            }
            let goal = match words.goal.unwrap_or("zeros") {
                "ones" => Goal::Ones,
                "uniform" => Goal::Uniform,
                _ => Goal::Zeros, // "zeros": the words were checked above
            };
            let puzzle = Puzzle::toggle(rows, cols, stencil, words.wrap, goal);
            let plan = CensusPlan::new(&puzzle, LeaderCount::Auto).map_err(|e| {
                // The census has no --algorithm flag: say why, not which algorithm.
                let why = match e {
                    SolveError::TooLarge { why, .. } | SolveError::NotApplicable { why, .. } => why,
                    other => other.text(),
                };
                PuzzleError::cannot(tr!("census-refused", detail = why))
            })?;
            Ok(CensusJob::Chunks(ChunkedCensus { puzzle, plan }))
        }
    }
}

/// The goal board: `--target FILE`, or the rule's default for the size
/// (1, 2, ..., blank last; P2324's board for knights on 5x5).
fn token_target<I: Inputs>(
    rule: TokenRule,
    rows: usize,
    cols: usize,
    target: Option<&str>,
    inputs: &mut I,
) -> Result<TokenBoard, I::Error> {
    if let Some(name) = target {
        let text = inputs.text(name)?;
        let goal = parse_tokens(rule, name, &text)?;
        if (goal.rows, goal.cols) != (rows, cols) {
            return Err(PuzzleError::usage(tr!(
                "census-target-size",
                size = format!("{rows}x{cols}"),
                name = name,
                target = format!("{}x{}", goal.rows, goal.cols)
            ))
            .into());
        }
        return Ok(goal);
    }
    match rule {
        TokenRule::Slide => Ok(TokenBoard::sliding_goal(rows, cols)),
        TokenRule::Knight if (rows, cols) == (5, 5) => Ok(TokenBoard::knight_goal()),
        TokenRule::Knight => {
            Err(PuzzleError::usage(tr!("census-knights-need-goal", size = format!("{rows}x{cols}"))).into())
        }
    }
}

/// A distance histogram as a table with bars, `unit` naming the moves.
fn histogram<T: Copy + Into<f64> + ToString + Ord>(unit: &str, distribution: &[T], lang: Lang) -> String {
    let widest: f64 = distribution.iter().copied().max().map_or(1.0, Into::into).max(1.0);
    let width = distribution
        .iter()
        .map(|c| c.to_string().len())
        .max()
        .unwrap_or(1)
        .max(6);
    let mut out = format!(
        "{}  {}  {}\n",
        pad_start(unit, 8),
        pad_start(&words(lang, "census-column-boards"), width),
        words(lang, "census-column-share")
    );
    for (d, &count) in distribution.iter().enumerate() {
        let bar = "#".repeat(((count.into() / widest) * 40.0).round() as usize);
        out += &format!("{d:>8}  {:>width$}  {bar}\n", count.to_string());
    }
    out
}

fn method_name(method: LeaderCount) -> &'static str {
    match method {
        LeaderCount::Classes => "classes",
        LeaderCount::Cosets => "cosets",
        LeaderCount::Auto => "auto",
    }
}

impl ChunkedCensus {
    /// The report from the plan's finished counts.
    pub fn report(&self, result: &CensusResult, lang: Lang) -> CensusReport {
        let puzzle = &self.puzzle;
        let MoveRule::Toggle { stencil, wrap } = &puzzle.rule else {
            unreachable!("census builds toggle puzzles")
        };
        let goal = match puzzle.goal {
            Goal::Zeros => tr!("census-goal-fill", value = 0),
            Goal::Ones => tr!("census-goal-fill", value = 1),
            _ => tr!("census-goal-zeros-or-ones"),
        };
        let mut text = line(
            lang,
            tr!(
                "census-title",
                size = format!("{}x{}", puzzle.rows, puzzle.cols),
                rule = rule_words(&stencil.name(), *wrap),
                goal = goal
            ),
        );
        text += &line(lang, tr!("census-boards", boards = result.states));
        text += &line(lang, solvable_line(result.solvable, result.states));
        text += &line(
            lang,
            tr!(
                "census-nullity",
                nullity = result.nullity,
                rank = result.rank,
                cells = puzzle.cells()
            ),
        );
        text += &line(lang, tr!("census-gods-number", moves = result.gods_number()));
        text += "\n";
        let distribution: Vec<F64Count> = result.distribution.iter().map(|&c| F64Count(c)).collect();
        text += &histogram(&words(lang, "census-column-presses"), &distribution, lang);
        let json = json!({
            "states": count_json(result.states),
            "solvable": count_json(result.solvable),
            "distribution": counts_json(&result.distribution),
            "gods_number": result.gods_number(),
            "nullity": result.nullity,
            "rank": result.rank,
            "method": method_name(result.method),
        });
        CensusReport { text, json }
    }

    /// The method's name for the estimate the front door announces.
    pub fn method_name(&self) -> &'static str {
        method_name(self.plan.method())
    }
}

/// A line of a report in `lang`.
fn line(lang: Lang, text: Text) -> String {
    text.render(lang) + "\n"
}

/// "plus" or "plus on a torus".
fn rule_words(name: &str, wrap: bool) -> Text {
    if wrap {
        tr!("census-rule-torus", rule = name)
    } else {
        tr!("verbatim", detail = name)
    }
}

/// "solvable: 512 (100.0000%)".
fn solvable_line(solvable: u128, boards: u128) -> Text {
    tr!(
        "census-solvable",
        count = solvable,
        percent = format!("{:.4}", solvable as f64 * 100.0 / boards as f64)
    )
}

/// A count as wide as a `u128`, compared and scaled for the bars.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct F64Count(u128);

impl From<F64Count> for f64 {
    fn from(c: F64Count) -> f64 {
        c.0 as f64
    }
}

impl std::fmt::Display for F64Count {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

fn modular_report(puzzle: &ModularPuzzle, result: &ModularCensus, kernel: &[u16], lang: Lang) -> CensusReport {
    let presses = match &puzzle.presses {
        Presses::Stencil { stencil, wrap } => rule_words(&stencil.name(), *wrap),
        Presses::Buttons(buttons) => tr!("census-buttons", count = buttons.len()),
    };
    let kernel_words = if kernel.is_empty() {
        tr!("census-kernel-trivial")
    } else {
        // The group alone (`Z_3^2`): the line's message says "kernel:".
        tr!("verbatim", detail = crate::puzzle::answer::kernel_name(kernel))
    };
    let goal = match &puzzle.goal {
        ModularGoal::Fill(v) => tr!("census-goal-fill", value = *v),
        ModularGoal::Uniform => tr!("census-goal-uniform"),
        ModularGoal::Grid(_) => tr!("census-goal-board"),
    };
    let mut text = line(
        lang,
        tr!(
            "census-title-states",
            size = format!("{}x{}", puzzle.rows, puzzle.cols),
            rule = presses,
            states = puzzle.states,
            goal = goal
        ),
    );
    text += &line(lang, tr!("census-boards", boards = result.boards));
    text += &line(lang, solvable_line(result.solvable.into(), result.boards.into()));
    text += &line(lang, tr!("census-kernel", kernel = kernel_words));
    text += &line(lang, tr!("census-gods-number", moves = result.gods_number()));
    text += "\n";
    let distribution: Vec<F64Count> = result.distribution.iter().map(|&c| F64Count(c.into())).collect();
    text += &histogram(&words(lang, "census-column-presses"), &distribution, lang);
    let json = json!({
        "states": puzzle.states,
        "boards": result.boards,
        "solvable": result.solvable,
        "distribution": result.distribution,
        "gods_number": result.gods_number(),
        "kernel": kernel,
        "method": "bfs",
    });
    CensusReport { text, json }
}

impl RankedCensus {
    /// The table's size at 2 bits a board.
    pub fn table_bytes(&self) -> u128 {
        table_bytes(u128::from(self.space.boards()))
    }

    /// The report from the filled table's counts.
    pub fn report(&self, counts: &CensusCounts, lang: Lang) -> CensusReport {
        let (rule, goal) = (self.rule, &self.goal);
        let bytes = self.table_bytes();
        let goal_words = match rule {
            TokenRule::Slide => goal.cells.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(" "),
            TokenRule::Knight => goal.to_knight_text().trim_end().replace('\n', "/"),
        };
        let reachable = counts.reachable();
        let mut text = line(
            lang,
            tr!(
                "census-title",
                size = format!("{}x{}", goal.rows, goal.cols),
                rule = rule.name(),
                goal = &goal_words
            ),
        );
        text += &line(
            lang,
            tr!(
                "census-boards-table",
                boards = counts.boards,
                bytes = human_bytes(bytes)
            ),
        );
        text += &line(
            lang,
            tr!(
                "census-reachable",
                count = reachable,
                percent = format!("{:.4}", reachable as f64 * 100.0 / counts.boards as f64)
            ),
        );
        text += &line(lang, tr!("census-gods-number", moves = counts.greatest_distance()));
        text += "\n";
        let distribution: Vec<F64Count> = counts.distribution.iter().map(|&c| F64Count(c.into())).collect();
        text += &histogram(&words(lang, "census-column-moves"), &distribution, lang).replace("  \n", "\n");
        let farthest = counts.distribution.last().copied().unwrap_or(0);
        let at = if farthest == 1 {
            tr!("census-farthest-one", distance = counts.greatest_distance())
        } else {
            tr!(
                "census-farthest",
                count = thousands(farthest),
                distance = counts.greatest_distance()
            )
        };
        text += "\n";
        text += &if farthest as usize > counts.farthest.len() {
            tr!("census-farthest-first", boards = at, shown = counts.farthest.len()).render(lang)
        } else {
            tr!("census-farthest-all", boards = at).render(lang)
        };
        text += "\n";
        for board in &counts.farthest {
            for line in board.lines() {
                text += &format!("  {line}\n");
            }
            text += "\n";
        }
        let json = json!({
            "rows": goal.rows,
            "cols": goal.cols,
            "moves": rule.name(),
            "goal": goal_words,
            "states": counts.boards,
            "solvable": counts.reachable(),
            "distribution": counts.distribution,
            "gods_number": counts.greatest_distance(),
            "farthest": counts.farthest,
            "farthest_count": farthest,
            "table_bytes": bytes as u64,
        });
        CensusReport { text, json }
    }
}

/// A count as JSON: a number up to 2^64 - 1, else its digits as a string
/// (an 8x8 board has 2^64 boards; JSON numbers past u64 are not read the
/// same by every parser, and serde_json refuses to write them).
fn count_json(n: u128) -> serde_json::Value {
    u64::try_from(n).map_or_else(|_| serde_json::Value::String(n.to_string()), serde_json::Value::from)
}

fn counts_json(counts: &[u128]) -> serde_json::Value {
    serde_json::Value::Array(counts.iter().map(|&n| count_json(n)).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::census::ranked::{Census, LevelPass};
    use crate::puzzle::{ErrorKind, TextInputs};

    fn planned(words: PuzzleWords, size: Option<(usize, usize)>) -> Result<CensusJob, PuzzleError> {
        plan_census(
            &words,
            size,
            &mut TextInputs::new([("buttons", "1,1 1,2\n2,2\n")]),
            Lang::En,
        )
    }

    #[test]
    fn each_family_plans_its_own_census() {
        let Ok(CensusJob::Chunks(toggle)) = planned(PuzzleWords::new("plus"), Some((3, 3))) else {
            panic!("a toggle census is chunked")
        };
        let counts: Vec<Vec<u128>> = (0..toggle.plan.chunks()).map(|c| toggle.plan.count_chunk(c)).collect();
        let report = toggle.report(&toggle.plan.finish(counts), Lang::En);
        assert_eq!(report.json["states"], 512);
        assert_eq!(report.json["solvable"], 512, "the 3x3 plus stencil reaches every board");
        assert!(
            report.text.starts_with("3x3 plus, goal all 0\nboards: 512\n"),
            "{}",
            report.text
        );

        let words = PuzzleWords {
            states: 3,
            ..PuzzleWords::new("buttons:buttons")
        };
        let Ok(CensusJob::Done(modular)) = planned(words, Some((2, 2))) else {
            panic!("a K-state census is counted at once")
        };
        assert_eq!(modular.json["boards"], 81);
        assert_eq!(modular.json["solvable"], 9, "two buttons reach 3^2 boards");

        let Ok(CensusJob::Ranked(slide)) = planned(PuzzleWords::new("slide"), Some((2, 3))) else {
            panic!("a sliding census fills a table of ranks")
        };
        let mut table = Census::new(&slide.space, 1 << 20).unwrap();
        loop {
            let pass = (0..table.chunks())
                .map(|c| table.expand_chunk(c))
                .fold(LevelPass::default(), LevelPass::merge);
            if !table.finish_level(pass) {
                break;
            }
        }
        let report = slide.report(&table.finish(), Lang::En);
        assert_eq!(report.json["states"], 360);
        assert_eq!(report.json["gods_number"], 21, "the 2x3 sliding puzzle's diameter");
    }

    #[test]
    fn a_census_refuses_what_it_cannot_count_in_the_words_of_its_flags() {
        let refused = |words: PuzzleWords, size| planned(words, size).err().expect("refused");
        let e = refused(PuzzleWords::new("swap"), Some((2, 2)));
        assert!(
            e.message.starts_with("a census counts every kind of puzzle but swaps"),
            "{e}"
        );
        let e = refused(PuzzleWords::new("plus"), None);
        assert_eq!(e.message, "census needs --size ROWSxCOLS, e.g. --size 4x4");
        let Err(e) = planned(
            PuzzleWords {
                goal: Some("one"),
                ..PuzzleWords::new("plus")
            },
            Some((2, 2)),
        ) else {
            panic!("an unknown goal word is refused")
        };
        assert!(e.message.contains("--goal 'one'"), "{e}");
        let e = refused(PuzzleWords::new("plus"), Some((9, 9)));
        assert!(e.message.contains("a census covers at most 64"), "{e}");
        let e = refused(
            PuzzleWords {
                goal: Some("ones"),
                ..PuzzleWords::new("slide")
            },
            Some((2, 3)),
        );
        assert!(
            e.message
                .contains("a slide census takes its goal board with --target FILE"),
            "{e}"
        );
        let e = refused(PuzzleWords::new("knight"), Some((4, 4)));
        assert!(e.message.contains("only 5x5 has a default"), "{e}");
        assert_eq!(e.kind, ErrorKind::Usage);
    }
}
