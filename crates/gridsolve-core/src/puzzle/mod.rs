//! The one front door to every puzzle: a puzzle described in the words the
//! command line and the page use (`--moves`, `--states`, `--wrap`, `--goal`,
//! the boards), read, solved, counted and written out, whatever the model
//! underneath.
//!
//! Three models live inside the core, each right for its family:
//! [`crate::rules::Puzzle`] (two-state toggles and swaps, boards as bits),
//! [`crate::modular::ModularPuzzle`] (K-state cells and button sets, solved
//! over Z_K) and [`crate::slide`]'s token boards (sliding tiles, knights).
//! Which one a description means is decided here, once ([`Family`]), and
//! every refusal of a description is worded here, once ([`PuzzleError`]).
//! A front door (the CLI, the page's API, a binding) parses its flags into
//! [`PuzzleWords`], hands over an [`Inputs`] that fetches the boards and files
//! the words name, and prints what [`LoadedPuzzle::solve`] or
//! [`crate::census::job::plan_census`] gives back; it never names a model type.
//!
//! ```
//! use gridsolve_core::puzzle::{Inputs, PuzzleError, PuzzleWords, SolveOptions, TextInputs};
//! use gridsolve_core::Algorithm;
//!
//! // POJ 2965's sample, the words the command line takes.
//! let words = PuzzleWords::new("cross");
//! let mut inputs = TextInputs::new([("-", "-+--\n----\n----\n-+--\n")]);
//! let puzzle = words.load(Some("-"), &mut inputs).unwrap();
//! let answer = puzzle.solve(Algorithm::Bfs, &SolveOptions::default()).unwrap();
//! assert_eq!(answer.moves(), Some(6));
//! let mut json = Vec::new();
//! answer.write_json(&mut json, None).unwrap();
//! assert!(String::from_utf8(json).unwrap().starts_with(r#"{"algorithm":"bfs""#));
//! # let _: Option<PuzzleError> = None;
//! ```

pub mod answer;
pub mod press_grid;
// The last undocumented public items of the crate (three fields of
// `TableFile` and `PartitionFiles`), in a file another change owns; document
// them and drop this allow.
#[allow(missing_docs)]
pub mod request;
pub mod schema;

use crate::grid::Grid;
use crate::locale::{Lang, Text};
use crate::modular::{Buttons, ModularGoal, ModularPuzzle, Presses};
use crate::rules::{Goal, Puzzle};
use crate::slide::{TokenBoard, TokenRule};
use crate::tr;
use crate::{Algorithm, Board, Stencil};

pub use crate::solvers::{PatternsUsed, SolveOptions};
pub use answer::Answer;

/// The goal words `--goal` takes besides a board file.
pub(crate) const GOAL_WORDS: [&str; 3] = ["zeros", "ones", "uniform"];

/// The name that stands for standard input (or the page's one board).
pub(crate) const STDIN: &str = "-";

/// A puzzle in the words of the command line: the names of files are kept as
/// names, for [`Inputs`] to fetch.
#[derive(Clone, Debug, Default)]
pub struct PuzzleWords<'a> {
    /// `--moves`: plus, cross, stencil:ROWS, buttons:FILE, swap, slide or knight.
    pub moves: &'a str,
    /// `--states K`: cells have K states (2 to 255).
    pub states: u8,
    /// `--wrap`: stencils wrap around the edges.
    pub wrap: bool,
    /// `--goal`: zeros, ones, uniform, or a board FILE (toggle rules).
    pub goal: Option<&'a str>,
    /// The second board after START: a swap puzzle's TARGET.
    pub swap_target: Option<&'a str>,
    /// `--target FILE`: the goal board of a sliding or knight puzzle.
    pub token_target: Option<&'a str>,
}

/// Which of the three models a description means, and the rule within it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Family {
    /// Two-state cells, presses toggling a stencil: [`Puzzle`] on bits.
    Toggle(Stencil),
    /// K-state cells or a buttons file: [`ModularPuzzle`] over Z_K. The
    /// buttons file's name, when the rule is `buttons:FILE`.
    Modular(Option<String>),
    /// Two-state cells, adjacent swaps towards a target: [`Puzzle`] on bits.
    Swap,
    /// Tokens: sliding tiles or knights.
    Tokens(TokenRule),
}

/// Why a description, a board or a request is refused, in the words every
/// front door prints; the kind says which exit code or status it earns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleError {
    /// Which kind of refusal: the exit code or status it earns.
    pub kind: ErrorKind,
    /// The message in any language ([`PuzzleError::in_lang`]).
    pub text: Text,
    /// The message as written: English, as `Display` writes it, unless
    /// [`PuzzleError::localized`] chose another language.
    pub message: String,
}

/// What kind of refusal a [`PuzzleError`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The words do not go together (a usage error).
    Usage,
    /// A board or file is malformed or does not fit the puzzle.
    BadInput,
    /// Past a documented limit (size, work, drawing).
    Limit,
    /// The chosen algorithm cannot do this puzzle.
    Cannot,
}

impl ErrorKind {
    /// The kind's name where a front door hands it to a program: the npm
    /// package's and the Python module's `kind`, the page API's JSON.
    pub fn name(self) -> &'static str {
        match self {
            ErrorKind::Usage => "usage",
            ErrorKind::BadInput => "bad_input",
            ErrorKind::Limit => "limit",
            ErrorKind::Cannot => "cannot",
        }
    }
}

impl PuzzleError {
    /// A refusal of `kind` with its words.
    pub fn new(kind: ErrorKind, text: Text) -> PuzzleError {
        PuzzleError {
            kind,
            message: text.to_string(),
            text,
        }
    }

    /// The message in `lang`.
    pub fn in_lang(&self, lang: Lang) -> String {
        self.text.render(lang)
    }

    /// The same refusal with `message` in `lang` (for a front door that
    /// hands the message on as it is: the npm package, the Python module).
    pub fn localized(mut self, lang: Lang) -> PuzzleError {
        self.message = self.text.render(lang);
        self
    }

    /// The words do not go together ([`ErrorKind::Usage`]).
    pub fn usage(text: Text) -> PuzzleError {
        PuzzleError::new(ErrorKind::Usage, text)
    }
    /// A board or file is malformed or does not fit ([`ErrorKind::BadInput`]).
    pub fn bad_input(text: Text) -> PuzzleError {
        PuzzleError::new(ErrorKind::BadInput, text)
    }
    /// Past a documented limit ([`ErrorKind::Limit`]).
    pub fn limit(text: Text) -> PuzzleError {
        PuzzleError::new(ErrorKind::Limit, text)
    }
    /// The chosen algorithm cannot do this puzzle ([`ErrorKind::Cannot`]).
    pub fn cannot(text: Text) -> PuzzleError {
        PuzzleError::new(ErrorKind::Cannot, text)
    }
}

impl std::fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for PuzzleError {}

/// Where the boards and files a description names come from. The command
/// line reads files (stdin for `-`) with its size caps and its own error
/// codes; the page and the bindings hand over text. `Error` is the front
/// door's own error type, so a file that cannot be read keeps its own
/// message and exit code.
pub trait Inputs {
    /// The front door's own error (a file it could not read keeps its message and code).
    type Error: From<PuzzleError>;
    /// A two-state board and the two letters its text writes cells in
    /// (`0`/`1`, `w`/`b`, ...), so that an answer is drawn in them.
    fn board(&mut self, name: &str) -> Result<(Board, (char, char)), Self::Error>;
    /// The whole text of a file (K-state boards, buttons, token boards).
    fn text(&mut self, name: &str) -> Result<String, Self::Error>;
    /// Whether `name` names something to read (for `--goal WORD_OR_FILE`).
    fn exists(&self, name: &str) -> bool;
}

/// [`Inputs`] from text held in memory: the page's boards, a binding's
/// strings, the tests.
pub struct TextInputs {
    texts: Vec<(String, String)>,
}

impl TextInputs {
    /// Inputs from `(name, text)` pairs.
    pub fn new<N: Into<String>, T: Into<String>>(texts: impl IntoIterator<Item = (N, T)>) -> TextInputs {
        TextInputs {
            texts: texts.into_iter().map(|(n, t)| (n.into(), t.into())).collect(),
        }
    }

    fn find(&self, name: &str) -> Result<&str, PuzzleError> {
        self.texts
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, t)| t.as_str())
            .ok_or_else(|| PuzzleError::bad_input(tr!("no-such-input", name = display_name(name))))
    }
}

impl Inputs for TextInputs {
    type Error = PuzzleError;
    fn board(&mut self, name: &str) -> Result<(Board, (char, char)), PuzzleError> {
        let text = self.find(name)?;
        let mut reader = crate::board_reader::BoardReader::new();
        let bad = |e: crate::board_reader::BoardReadError| PuzzleError::bad_input(named(name, e.text()));
        reader.feed(text.as_bytes()).map_err(bad)?;
        let letters = reader.letters();
        reader.finish().map_err(bad).map(|board| (board, letters))
    }
    fn text(&mut self, name: &str) -> Result<String, PuzzleError> {
        self.find(name).map(str::to_string)
    }
    fn exists(&self, name: &str) -> bool {
        self.texts.iter().any(|(n, _)| n == name)
    }
}

/// How a name is shown in messages: `stdin` for `-`.
pub(crate) fn display_name(name: &str) -> String {
    if name == STDIN {
        "stdin".to_string()
    } else {
        name.to_string()
    }
}

/// A puzzle read and ready: the model, its start and its goal. Which model
/// is inside is the core's business.
#[derive(Debug)]
pub struct LoadedPuzzle {
    pub(crate) model: Model,
    /// Things worth saying before the answer (the command line prints them
    /// on stderr as `gridsolve: note: ...`).
    pub notes: Vec<Text>,
}

impl LoadedPuzzle {
    /// The two-state model and its start, for the searches that trace them
    /// (the page); `None` for K-state and token puzzles.
    pub(crate) fn into_bits(self) -> Option<(Puzzle, Board)> {
        match self.model {
            Model::Bits { puzzle, start, .. } => Some((puzzle, start)),
            _ => None,
        }
    }

    /// The token rule, start and goal, for the searches that trace them
    /// (the page); `None` for the other models.
    pub(crate) fn into_tokens(self) -> Option<(TokenRule, TokenBoard, TokenBoard)> {
        match self.model {
            Model::Tokens { rule, start, goal } => Some((rule, start, goal)),
            _ => None,
        }
    }
}

/// The three models, each with its start and goal.
#[derive(Debug)]
pub(crate) enum Model {
    /// A toggle or swap puzzle on bits; the letters of the start's text.
    Bits {
        puzzle: Puzzle,
        start: Board,
        letters: (char, char),
    },
    /// K-state cells or buttons.
    Modular { puzzle: ModularPuzzle, start: Grid },
    /// Sliding tiles or knights.
    Tokens {
        rule: TokenRule,
        start: TokenBoard,
        goal: TokenBoard,
    },
}

impl<'a> PuzzleWords<'a> {
    /// The words for `--moves RULE` and nothing else: two states, no wrap,
    /// the rule's default goal.
    pub fn new(moves: &'a str) -> PuzzleWords<'a> {
        PuzzleWords {
            moves,
            states: 2,
            ..PuzzleWords::default()
        }
    }

    /// The rule of a token puzzle (sliding tiles, knights); `None` for the others.
    pub fn token_rule(&self) -> Option<TokenRule> {
        match self.family() {
            Ok(Family::Tokens(rule)) => Some(rule),
            _ => None,
        }
    }

    /// Which model the words mean; the one place that decides it.
    pub fn family(&self) -> Result<Family, PuzzleError> {
        match self.moves {
            "slide" => Ok(Family::Tokens(TokenRule::Slide)),
            "knight" => Ok(Family::Tokens(TokenRule::Knight)),
            "swap" => Ok(Family::Swap),
            moves => {
                if let Some(file) = moves.strip_prefix("buttons:") {
                    return Ok(Family::Modular(Some(file.to_string())));
                }
                let stencil = Stencil::parse(moves).map_err(|e| {
                    if self.states > 2 {
                        PuzzleError::usage(tr!("rule-unknown-with-states", detail = e.0))
                    } else {
                        PuzzleError::usage(e.0)
                    }
                })?;
                if self.states > 2 {
                    Ok(Family::Modular(None))
                } else {
                    Ok(Family::Toggle(stencil))
                }
            }
        }
    }

    /// Refuses words that do not belong to the family (`--wrap` on slides,
    /// `--states` on swaps, a second board on toggles), before anything is
    /// read. `census` words the goal flag's refusal for a census.
    fn check_flags(&self, family: &Family) -> Result<(), PuzzleError> {
        match family {
            Family::Tokens(rule) => {
                let moves = rule.name();
                if self.states != 2 {
                    return Err(PuzzleError::usage(tr!("states-not-for", moves = moves)));
                }
                if self.wrap {
                    return Err(PuzzleError::usage(tr!("wrap-not-for", moves = moves)));
                }
                if self.goal.is_some() {
                    return Err(PuzzleError::usage(tr!("goal-not-for-tokens", moves = moves)));
                }
                if self.swap_target.is_some() {
                    return Err(PuzzleError::usage(tr!("tokens-one-board", moves = moves)));
                }
            }
            _ if self.token_target.is_some() => return Err(PuzzleError::usage(tr!("target-only-tokens"))),
            Family::Swap if self.states > 2 => return Err(PuzzleError::usage(tr!("states-not-swaps"))),
            Family::Swap => {
                if self.swap_target.is_none() {
                    return Err(PuzzleError::usage(tr!("swap-two-boards")));
                }
                if self.wrap {
                    return Err(PuzzleError::usage(tr!("wrap-not-swaps")));
                }
                if self.goal.is_some() {
                    return Err(PuzzleError::usage(tr!("goal-not-swaps")));
                }
            }
            Family::Toggle(_) | Family::Modular(_) => {
                if self.swap_target.is_some() {
                    return Err(PuzzleError::usage(tr!("target-only-swaps")));
                }
                if matches!(family, Family::Modular(Some(_))) && self.wrap {
                    return Err(PuzzleError::usage(tr!("wrap-not-buttons")));
                }
            }
        }
        Ok(())
    }

    /// Reads the start board `start` (stdin's name `-` when the front door
    /// was given none) and whatever else the words name, and builds the puzzle.
    pub fn load<I: Inputs>(&self, start: Option<&str>, inputs: &mut I) -> Result<LoadedPuzzle, I::Error> {
        let family = self.family()?;
        self.check_flags(&family)?;
        let start_name = start.unwrap_or(STDIN);
        let model = match family {
            Family::Tokens(rule) => {
                let start = read_tokens(rule, start_name, inputs)?;
                let goal = match (self.token_target, rule) {
                    (Some(name), _) => read_tokens(rule, name, inputs)?,
                    (None, TokenRule::Slide) => TokenBoard::sliding_goal(start.rows, start.cols),
                    (None, TokenRule::Knight) if (start.rows, start.cols) == (5, 5) => TokenBoard::knight_goal(),
                    (None, TokenRule::Knight) => {
                        return Err(PuzzleError::usage(tr!(
                            "knights-need-goal",
                            size = format!("{}x{}", start.rows, start.cols)
                        ))
                        .into());
                    }
                };
                if (goal.rows, goal.cols) != (start.rows, start.cols) {
                    return Err(PuzzleError::bad_input(tr!(
                        "start-target-sizes",
                        start = format!("{}x{}", start.rows, start.cols),
                        target = format!("{}x{}", goal.rows, goal.cols)
                    ))
                    .into());
                }
                Model::Tokens { rule, start, goal }
            }
            Family::Modular(buttons) => {
                let start = read_grid(start_name, self.states, inputs)?;
                let (rows, cols) = (start.rows(), start.cols());
                let presses = match buttons {
                    Some(file) => {
                        let text = inputs.text(&file)?;
                        let buttons = Buttons::parse(&text, rows, cols)
                            .map_err(|e| PuzzleError::bad_input(tr!("named", name = &file, detail = e.text())))?;
                        Presses::Buttons(buttons)
                    }
                    None => Presses::Stencil {
                        stencil: Stencil::parse(self.moves).map_err(|e| PuzzleError::usage(e.0))?,
                        wrap: self.wrap,
                    },
                };
                let goal = match self.goal_word(inputs)? {
                    GoalWord::Zeros => ModularGoal::Fill(0),
                    GoalWord::Ones => ModularGoal::Fill(1),
                    GoalWord::Uniform => ModularGoal::Uniform,
                    GoalWord::File(file) => {
                        let goal = read_grid(file, self.states, inputs)?;
                        same_size((rows, cols), (goal.rows(), goal.cols()), file)?;
                        ModularGoal::Grid(goal)
                    }
                };
                let puzzle = ModularPuzzle {
                    rows,
                    cols,
                    states: self.states,
                    presses,
                    goal,
                };
                Model::Modular { puzzle, start }
            }
            Family::Swap => {
                let (start, letters) = inputs.board(start_name)?;
                let target_name = self.swap_target.unwrap_or(STDIN);
                let (target, _) = inputs.board(target_name)?;
                if (target.rows(), target.cols()) != (start.rows(), start.cols()) {
                    return Err(PuzzleError::bad_input(tr!(
                        "start-target-sizes",
                        start = format!("{}x{}", start.rows(), start.cols()),
                        target = format!("{}x{}", target.rows(), target.cols())
                    ))
                    .into());
                }
                Model::Bits {
                    puzzle: Puzzle::swap(target),
                    start,
                    letters,
                }
            }
            Family::Toggle(stencil) => {
                let (start, letters) = inputs.board(start_name)?;
                let (rows, cols) = (start.rows(), start.cols());
                let goal = match self.goal_word(inputs)? {
                    GoalWord::Zeros => Goal::Zeros,
                    GoalWord::Ones => Goal::Ones,
                    GoalWord::Uniform => Goal::Uniform,
                    GoalWord::File(file) => {
                        let (goal, _) = inputs.board(file)?;
                        same_size((rows, cols), (goal.rows(), goal.cols()), file)?;
                        Goal::Board(goal)
                    }
                };
                Model::Bits {
                    puzzle: Puzzle::toggle(rows, cols, stencil, self.wrap, goal),
                    start,
                    letters,
                }
            }
        };
        let mut notes = Vec::new();
        if let Model::Bits { start, .. } = &model {
            if self.wrap && (start.rows() == 1 || start.cols() == 1) {
                notes.push(if start.rows() == 1 {
                    tr!("wrap-one-row")
                } else {
                    tr!("wrap-one-column")
                });
            }
        }
        Ok(LoadedPuzzle { model, notes })
    }

    /// `--goal`: a goal word, or the name of a board file. A name that is
    /// neither is refused with the nearest goal word suggested (`one` ->
    /// `ones`), not with a bare "no such file".
    fn goal_word<I: Inputs>(&self, inputs: &I) -> Result<GoalWord<'a>, PuzzleError> {
        Ok(match self.goal.unwrap_or("zeros") {
            "zeros" => GoalWord::Zeros,
            "ones" => GoalWord::Ones,
            "uniform" => GoalWord::Uniform,
            file if file == STDIN || inputs.exists(file) => GoalWord::File(file),
            given => return Err(unknown_goal(given)),
        })
    }
}

/// A goal word, or a goal board's name.
enum GoalWord<'a> {
    Zeros,
    Ones,
    Uniform,
    File(&'a str),
}

/// `--goal WORD_OR_FILE` names no word and no file: the nearest goal word
/// within two edits is suggested.
fn unknown_goal(given: &str) -> PuzzleError {
    let lower = given.to_ascii_lowercase();
    let nearest = GOAL_WORDS
        .iter()
        .map(|w| (strsim::damerau_levenshtein(&lower, w), *w))
        .min()
        .filter(|(distance, _)| *distance <= 2);
    let given = crate::text::capped(given);
    let words = GOAL_WORDS.join(", ");
    PuzzleError::usage(match nearest {
        Some((_, word)) => tr!("goal-unknown-near", given = given, word = word, words = words),
        None => tr!("goal-unknown", given = given, words = words),
    })
}

fn same_size(board: (usize, usize), goal: (usize, usize), file: &str) -> Result<(), PuzzleError> {
    if board == goal {
        return Ok(());
    }
    Err(PuzzleError::bad_input(tr!(
        "goal-size",
        board = format!("{}x{}", board.0, board.1),
        file = file,
        goal = format!("{}x{}", goal.0, goal.1)
    )))
}

/// Reads a board of K-state cells: for K = 2 the two-state letters too
/// (`.`/`#`, `b`/`w`, `+`/`-`), digits for K up to 10, numbers beyond.
fn read_grid<I: Inputs>(name: &str, k: u8, inputs: &mut I) -> Result<Grid, I::Error> {
    let text = inputs.text(name)?;
    let grid = if k == 2 {
        Board::parse(&text)
            .map(|board| Grid::from_board(&board))
            .map_err(|e| PuzzleError::bad_input(named(name, e.text())))
    } else {
        Grid::parse(&text, k - 1).map_err(|e| PuzzleError::bad_input(named(name, e.text())))
    };
    Ok(grid?)
}

/// Reads a token board, naming the file in any error.
fn read_tokens<I: Inputs>(rule: TokenRule, name: &str, inputs: &mut I) -> Result<TokenBoard, I::Error> {
    let text = inputs.text(name)?;
    Ok(parse_tokens(rule, name, &text)?)
}

/// Parses a token board's text, naming the file in any error.
pub(crate) fn parse_tokens(rule: TokenRule, name: &str, text: &str) -> Result<TokenBoard, PuzzleError> {
    let board = match rule {
        TokenRule::Slide => TokenBoard::parse_sliding(text),
        TokenRule::Knight => TokenBoard::parse_knight(text),
    };
    board.map_err(|e| {
        let text = named(name, e.text());
        if e.over_limit {
            PuzzleError::limit(text)
        } else {
            PuzzleError::bad_input(text)
        }
    })
}

/// A message about the input `name` (stdin for `-`).
pub fn named(name: &str, detail: Text) -> Text {
    tr!("named", name = display_name(name), detail = detail)
}

/// The names of the core's algorithms, as `--algorithm` takes them.
pub(crate) fn algorithm_names() -> Vec<&'static str> {
    Algorithm::ALL.iter().map(|a| a.name()).collect()
}

#[cfg(test)]
mod tests {
    use super::answer::Format;
    use super::*;
    use crate::solvers::{algebra::zk, search::bfs};
    use crate::trace::NoTrace;
    use crate::{Algorithm, Puzzle};
    use proptest::prelude::*;

    fn load(words: &PuzzleWords, texts: &[(&str, &str)]) -> Result<LoadedPuzzle, PuzzleError> {
        words.load(Some("start"), &mut TextInputs::new(texts.iter().copied()))
    }

    fn json_of(answer: &Answer) -> serde_json::Value {
        let mut out = Vec::new();
        answer.write_json(&mut out, None).unwrap();
        serde_json::from_slice(&out).unwrap()
    }

    #[test]
    fn the_words_decide_the_model_in_one_place() {
        let family = |moves: &str, states: u8| {
            PuzzleWords {
                states,
                ..PuzzleWords::new(moves)
            }
            .family()
        };
        assert_eq!(family("plus", 2), Ok(Family::Toggle(Stencil::Plus)));
        assert_eq!(family("cross", 2), Ok(Family::Toggle(Stencil::Cross)));
        assert_eq!(family("plus", 3), Ok(Family::Modular(None)));
        assert_eq!(family("buttons:b.txt", 2), Ok(Family::Modular(Some("b.txt".into()))));
        assert_eq!(family("swap", 2), Ok(Family::Swap));
        assert_eq!(family("slide", 2), Ok(Family::Tokens(TokenRule::Slide)));
        assert_eq!(family("knight", 2), Ok(Family::Tokens(TokenRule::Knight)));
        let unknown = family("plu", 2).unwrap_err();
        assert_eq!(unknown.kind, ErrorKind::Usage);
        assert!(unknown.message.contains(&tr!("rule-names").to_string()), "{unknown}");
        assert!(
            family("plu", 3)
                .unwrap_err()
                .message
                .contains("with --states, also buttons:FILE")
        );
    }

    #[test]
    fn words_that_do_not_go_together_are_refused_before_any_board_is_read() {
        // No inputs at all: every refusal below comes before a read.
        let refused = |words: PuzzleWords| load(&words, &[]).unwrap_err();
        let cases: [(PuzzleWords, &str); 7] = [
            (
                PuzzleWords {
                    wrap: true,
                    ..PuzzleWords::new("slide")
                },
                "--wrap applies to toggle rules, not --moves slide",
            ),
            (
                PuzzleWords {
                    states: 3,
                    ..PuzzleWords::new("knight")
                },
                "--states applies to toggle rules, not --moves knight",
            ),
            (PuzzleWords::new("swap"), "--moves swap needs two boards: START TARGET"),
            (
                PuzzleWords {
                    states: 3,
                    ..PuzzleWords::new("swap")
                },
                "not swaps",
            ),
            (
                PuzzleWords {
                    swap_target: Some("t"),
                    ..PuzzleWords::new("plus")
                },
                "a TARGET board is only for --moves swap",
            ),
            (
                PuzzleWords {
                    token_target: Some("t"),
                    ..PuzzleWords::new("cross")
                },
                "--target FILE is the goal of --moves slide|knight",
            ),
            (
                PuzzleWords {
                    wrap: true,
                    ..PuzzleWords::new("buttons:b")
                },
                "--wrap applies to stencils",
            ),
        ];
        for (words, says) in cases {
            let e = refused(words);
            assert_eq!(e.kind, ErrorKind::Usage, "{e}");
            assert!(e.message.contains(says), "{e} should say {says}");
        }
        let grid = PuzzleWords::new("slide").check_output(Format::Grid, false).unwrap_err();
        assert!(grid.message.contains("not slide, knight"), "{grid}");
        let drawing = PuzzleWords::new("plus").check_output(Format::Json, true).unwrap_err();
        assert!(drawing.message.contains("--explain draws text"), "{drawing}");
    }

    #[test]
    fn a_goal_that_is_neither_word_nor_file_suggests_the_nearest_word() {
        let words = PuzzleWords {
            goal: Some("one"),
            ..PuzzleWords::new("plus")
        };
        let e = load(&words, &[("start", "01\n10\n")]).unwrap_err();
        assert!(e.message.contains("did you mean --goal ones?"), "{e}");
        let words = PuzzleWords {
            goal: Some("goal"),
            ..PuzzleWords::new("plus")
        };
        let answer_goal = load(&words, &[("start", "01\n10\n"), ("goal", "01\n10\n")]).unwrap();
        let answer = answer_goal.solve(Algorithm::Auto, &SolveOptions::default()).unwrap();
        assert_eq!(answer.moves(), Some(0), "the start is the goal board");
    }

    #[test]
    fn the_searches_of_every_model_keep_the_callers_limits() {
        // Toggles and swaps searched by BFS once ran with the default
        // limits whatever the caller gave: a binding's Ctrl-C (the cancel
        // flag) and its `limit=` were not heard.
        let raised = std::sync::atomic::AtomicBool::new(true);
        let flip = load(
            &PuzzleWords::new("plus"),
            &[("start", "101010\n010101\n101010\n010101\n101010\n010100\n")],
        )
        .unwrap();
        let stopped = SolveOptions {
            limits: crate::limits::SearchLimits::default().with_cancel(&raised),
            ..SolveOptions::default()
        };
        let e = flip.solve(Algorithm::Bfs, &stopped).unwrap_err();
        assert!(e.message.contains("stopped before it finished"), "{e}");
        let small = SolveOptions {
            limits: crate::limits::SearchLimits::states(100),
            ..SolveOptions::default()
        };
        let e = flip.solve(Algorithm::Bfs, &small).unwrap_err();
        assert!(e.message.contains("work limit of 100 states"), "{e}");
        let words = PuzzleWords {
            swap_target: Some("target"),
            ..PuzzleWords::new("swap")
        };
        let swaps = load(
            &words,
            &[
                ("start", "1111\n0000\n1110\n0010\n"),
                ("target", "1010\n0101\n1010\n0101\n"),
            ],
        )
        .unwrap();
        let e = swaps.solve(Algorithm::Bfs, &stopped).unwrap_err();
        assert!(e.message.contains("stopped before it finished"), "{e}");
    }

    #[test]
    fn every_model_answers_through_the_entry_point_as_its_solver_does() {
        // Two-state toggles: POJ 2965's sample, by BFS and by linear algebra.
        let fridge = load(&PuzzleWords::new("cross"), &[("start", "-+--\n----\n----\n-+--\n")]).unwrap();
        let start = crate::Board::parse("0100\n0000\n0000\n0100").unwrap();
        let small = crate::small::SmallPuzzle::new(&Puzzle::refrigerator(4, 4)).unwrap();
        let limits = crate::limits::SearchLimits::default();
        let (path, stats) = bfs::shortest_path(&small, start.to_small().unwrap(), &mut NoTrace, limits).unwrap();
        let bfs = fridge.solve(Algorithm::Bfs, &SolveOptions::default()).unwrap();
        assert_eq!(bfs.moves(), Some(path.unwrap().len() as u64));
        assert_eq!(bfs.stats(), &stats);
        let linear = fridge.solve(Algorithm::Auto, &SolveOptions::default()).unwrap();
        assert_eq!((linear.moves(), linear.algorithm()), (Some(6), Algorithm::Linear));
        assert_eq!(json_of(&linear)["press_counts"].as_array().unwrap().len(), 4);

        // Swaps: P1225's sample needs 4 swaps.
        let words = PuzzleWords {
            swap_target: Some("target"),
            ..PuzzleWords::new("swap")
        };
        let swap = load(
            &words,
            &[
                ("start", "1111\n0000\n1110\n0010\n"),
                ("target", "1010\n0101\n1010\n0101\n"),
            ],
        )
        .unwrap()
        .solve(Algorithm::Auto, &SolveOptions::default())
        .map(|a| (a.moves(), json_of(&a)["swaps"].as_array().unwrap().len()))
        .unwrap();
        assert_eq!(swap, (Some(4), 4));

        // K-state cells: the entry point's counts are the Z_K solver's.
        let words = PuzzleWords {
            states: 3,
            ..PuzzleWords::new("plus")
        };
        let modular = load(&words, &[("start", "120\n012\n201\n")]).unwrap();
        let answer = modular.solve(Algorithm::Auto, &SolveOptions::default()).unwrap();
        let Model::Modular { puzzle, start } = &modular.model else {
            panic!("a modular model")
        };
        let direct = zk::fewest_presses(puzzle, start, zk::ZkSystem::Auto, zk::WALK_BUDGET_OPS).unwrap();
        assert_eq!(answer.moves(), direct.outcome.solution().map(|s| s.total));
        assert_eq!(json_of(&answer)["kernel"], serde_json::json!(direct.kernel_orders));
        let refused = modular.solve(Algorithm::Bfs, &SolveOptions::default()).unwrap_err();
        assert_eq!(refused.kind, ErrorKind::Cannot);

        // Tokens: the 8-puzzle and P2324's sample, as their judges answer them.
        for (moves, board, expected) in [
            ("slide", "1 2 3\n4 5 6\n0 7 8\n", 2),
            ("knight", "10110\n01*11\n10111\n01001\n00000\n", 7),
        ] {
            let tokens = load(&PuzzleWords::new(moves), &[("start", board)]).unwrap();
            let answer = tokens.solve(Algorithm::Auto, &SolveOptions::default()).unwrap();
            assert_eq!(answer.moves(), Some(expected), "{moves}");
        }
    }

    #[test]
    fn a_bad_board_is_named_with_its_line_and_column() {
        let e = load(&PuzzleWords::new("plus"), &[("start", "01\n0x\n")]).unwrap_err();
        assert_eq!(e.kind, ErrorKind::BadInput);
        assert!(e.message.starts_with("start: line 2"), "{e}");
        let words = PuzzleWords {
            swap_target: Some("target"),
            ..PuzzleWords::new("swap")
        };
        let e = load(&words, &[("start", "01\n10\n"), ("target", "010\n100\n")]).unwrap_err();
        assert_eq!(e.message, "the start board is 2x2 but the target is 2x3");
        let e = load(&PuzzleWords::new("knight"), &[("start", "1*\n01\n")]).unwrap_err();
        assert!(e.message.contains("needs its goal: --target FILE"), "{e}");
    }

    proptest! {
        /// On any small toggle board and stencil, the entry point's linear
        /// answer (auto) and its BFS answer agree on solvability and on the
        /// minimum, and the listed presses replay to the goal.
        #[test]
        fn auto_and_bfs_agree_through_the_entry_point(
            rows in 1usize..=3,
            cols in 1usize..=4,
            bits in any::<u16>(),
            stencil in prop::sample::select(vec!["plus", "cross", "stencil:#.#/.#./#.#", "stencil:.#./###/.#."]),
            wrap in any::<bool>(),
            goal in prop::sample::select(vec!["zeros", "ones", "uniform"]),
        ) {
            let text: String = (0..rows)
                .map(|r| (0..cols).map(|c| if bits >> (r * cols + c) & 1 == 1 { '1' } else { '0' }).collect::<String>() + "\n")
                .collect();
            let words = PuzzleWords { wrap, goal: Some(goal), ..PuzzleWords::new(stencil) };
            let puzzle = load(&words, &[("start", text.as_str())]).unwrap();
            let auto = puzzle.solve(Algorithm::Auto, &SolveOptions::default()).unwrap();
            let bfs = puzzle.solve(Algorithm::Bfs, &SolveOptions::default()).unwrap();
            prop_assert_eq!(auto.moves(), bfs.moves());
            prop_assert!(auto.optimal() && bfs.optimal());
            if auto.moves().is_some() {
                let Model::Bits { puzzle: rules, start, .. } = &puzzle.model else { panic!("bits") };
                let presses: Vec<crate::Move> = json_of(&auto)["presses"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|p| crate::Move::Press((p[0].as_u64().unwrap() as usize - 1, p[1].as_u64().unwrap() as usize - 1)))
                    .collect();
                prop_assert!(rules.is_goal(&rules.replay(start, &presses).unwrap()));
            }
        }
    }
}
