//! The statement of a setter's problem, in English and in Chinese
//! (Markdown), and its pictures (SVG): the move rule and the sample boards.
//! Pictures are named files (`rule.svg`, `sample-1.svg`); each platform's
//! layout puts them where its statements find them.

use super::test_data::TestFile;
use super::{KNIGHT_CAP, PressGoal, ProblemPlan as Plan, ProblemVariant};
use crate::Stencil;
use crate::locale::Lang;

/// The time limit the packages state, in seconds.
pub const TIME_LIMIT: u32 = 2;
/// The memory limit the packages state, in MiB.
pub const MEMORY_MIB: u32 = 1024;

/// A picture of the statement: its name (without extension), as SVG and
/// as PNG (problemtools takes PNG and JPEG images only).
pub struct Picture {
    /// The file name, without extension.
    pub name: String,
    /// The picture as SVG.
    pub svg: String,
    /// The picture as PNG.
    pub png: Vec<u8>,
}

/// The statement's pictures: the rule, then one per sample case.
pub fn pictures(plan: &Plan, sample: &TestFile) -> Vec<Picture> {
    let mut sketches = vec![("rule".to_string(), rule_sketch(plan))];
    for (i, case) in sample.cases.iter().enumerate() {
        sketches.push((format!("sample-{}", i + 1), case_sketch(plan, &case.input)));
    }
    sketches
        .into_iter()
        .map(|(name, sketch)| Picture {
            name,
            svg: sketch.svg(),
            png: sketch.png(),
        })
        .collect()
}

/// The default title of a plan, in each language.
pub fn default_title(plan: &Plan, lang: Lang) -> String {
    let size = format!("{}x{}", plan.rows, plan.cols);
    match (&plan.variant, lang) {
        (ProblemVariant::Press { states, wrap, .. }, Lang::En) => format!(
            "Lights Out, {states} colours{}",
            if *wrap { ", on a torus" } else { "" }
        ),
        (ProblemVariant::Press { states, wrap, .. }, Lang::Zh) => {
            format!("{}{states} 色点灯游戏", if *wrap { "环面上的 " } else { "" })
        }
        (ProblemVariant::Swap, Lang::En) => format!("Swapping pieces on {size}"),
        (ProblemVariant::Swap, Lang::Zh) => format!("{size} 交换棋子"),
        (ProblemVariant::Slide { .. }, Lang::En) => format!("The {size} sliding puzzle"),
        (ProblemVariant::Slide { .. }, Lang::Zh) => format!("{size} 滑块拼图"),
        (ProblemVariant::Knight, Lang::En) => "Knights".into(),
        (ProblemVariant::Knight, Lang::Zh) => "骑士精神".into(),
    }
}

/// The statement in `lang`, titled `title`, its samples last (under
/// "## Sample input" / "## 样例输入", which Kattis and DOMjudge cut off).
pub fn statement(plan: &Plan, title: &str, sample: &TestFile, lang: Lang) -> String {
    let zh = lang == Lang::Zh;
    let mut s = format!("# {title}\n\n");
    let pick = |en: String, cn: String| if zh { cn } else { en };
    let (rows, cols) = (plan.rows, plan.cols);
    match &plan.variant {
        ProblemVariant::Press {
            states,
            stencil,
            wrap,
            goal,
        } => {
            let k = *states;
            let goal_en = match goal {
                PressGoal::Zeros => "every cell shows 0".to_string(),
                PressGoal::Ones => "every cell shows 1".to_string(),
                PressGoal::Uniform => "every cell shows the same value (any value)".to_string(),
            };
            let goal_zh = match goal {
                PressGoal::Zeros => "所有格子都是 0".to_string(),
                PressGoal::Ones => "所有格子都是 1".to_string(),
                PressGoal::Uniform => "所有格子的值都相同（是哪个值都可以）".to_string(),
            };
            let rule_en = stencil_words(stencil, Lang::En);
            let rule_zh = stencil_words(stencil, Lang::Zh);
            s.push_str(&pick(
                format!(
                    "Each cell of an n x m board shows a value from 0 to {top}. Pressing a cell adds 1 \
                     (modulo {k}: after {top} comes 0) to every cell of its pattern: {rule_en}{wrap_en}. \
                     Press cells so that {goal_en}, using as few presses as possible. Pressing a cell \
                     {k} times changes nothing, and the order of the presses does not matter.\n\n\
                     ![The pattern of one press](rule.svg)\n\n",
                    top = k - 1,
                    wrap_en = if *wrap {
                        "; the board is a torus: the pattern wraps around the edges (leaving the last row \
                         it comes back on the first, and likewise for columns), and a cell the pattern \
                         meets twice changes once"
                    } else {
                        "; cells of the pattern outside the board are ignored"
                    }
                ),
                format!(
                    "一个 n x m 的棋盘，每个格子上有一个 0 到 {top} 的数。按下一个格子，会让它的图案中的\
                     每个格子加 1（模 {k}：{top} 之后是 0）。图案：{rule_zh}{wrap_zh}。\
                     请按若干个格子使得{goal_zh}，并且按的次数尽量少。同一个格子按 {k} 次等于没按，按的顺序无关紧要。\n\n\
                     ![按一次的图案](rule.svg)\n\n",
                    top = k - 1,
                    wrap_zh = if *wrap {
                        "；棋盘是环面：图案越过边界后从对边回来（越过最后一行回到第一行，列也一样），\
                         图案两次经过的格子只改变一次"
                    } else {
                        "；图案在棋盘外的部分忽略"
                    }
                ),
            ));
            s.push_str(&pick("## Input\n\n".into(), "## 输入格式\n\n".into()));
            s.push_str(&pick(
                format!(
                    "The first line holds T, the number of boards. Each board starts with a line \
                     `n m` (1 <= n <= {rows}, 1 <= m <= {cols}), followed by n lines of m digits \
                     (0 to {top}) without spaces.\n\n",
                    top = k - 1
                ),
                format!(
                    "第一行是棋盘个数 T。每个棋盘先是一行 `n m`（1 <= n <= {rows}，1 <= m <= {cols}），\
                     然后是 n 行，每行 m 个数字（0 到 {top}），中间没有空格。\n\n",
                    top = k - 1
                ),
            ));
            s.push_str(&pick("## Output\n\n".into(), "## 输出格式\n\n".into()));
            s.push_str(&pick(
                "For each board, print the fewest presses P, then P lines `r c`: the row and the \
                 column (from 1) of each press, in any order; a cell pressed several times is \
                 listed that many times. Any shortest way is accepted. If the board cannot reach \
                 the goal, print `-1` alone.\n\n"
                    .into(),
                "对每个棋盘，先输出最少的按键次数 P，再输出 P 行 `r c`：每次按下的格子的行号和列号\
                 （从 1 开始），顺序任意；同一个格子按几次就列出几次。任何一种最少的按法都算正确。\
                 如果无法达到目标，只输出 `-1`。\n\n"
                    .into(),
            ));
        }
        ProblemVariant::Swap => {
            s.push_str(&pick(
                "An n x m board has cells of two colours, 0 and 1. A move swaps two cells that \
                 share an edge. Given a start board and a target board with as many 1s, find the \
                 fewest moves that turn the start into the target.\n\n\
                 ![A move swaps two neighbouring cells](rule.svg)\n\n"
                    .into(),
                "一个 n x m 的棋盘，每个格子是 0 或 1 两种颜色之一。一步可以交换两个有公共边的格子。\
                 给出起始棋盘和 1 的个数相同的目标棋盘，求把起始棋盘变成目标棋盘最少需要几步。\n\n\
                 ![一步交换两个相邻的格子](rule.svg)\n\n"
                    .into(),
            ));
            s.push_str(&pick("## Input\n\n".into(), "## 输入格式\n\n".into()));
            s.push_str(&pick(
                format!(
                    "The first line holds T, the number of cases. Each case starts with a line \
                     `n m` (1 <= n <= {rows}, 1 <= m <= {cols}), followed by the start board and \
                     then the target board, each n lines of m digits 0 or 1. Both boards have \
                     the same number of 1s.\n\n"
                ),
                format!(
                    "第一行是数据组数 T。每组先是一行 `n m`（1 <= n <= {rows}，1 <= m <= {cols}），\
                     然后是起始棋盘和目标棋盘，各 n 行，每行 m 个 0 或 1 的数字。两个棋盘中 1 的个数相同。\n\n"
                ),
            ));
            s.push_str(&pick("## Output\n\n".into(), "## 输出格式\n\n".into()));
            s.push_str(&pick(
                "For each case, print the fewest moves on a line of its own.\n\n".into(),
                "对每组数据输出一行：最少的步数。\n\n".into(),
            ));
        }
        ProblemVariant::Slide { target, .. } => {
            let target_text = tiles_text(target, cols);
            s.push_str(&pick(
                format!(
                    "A {rows} x {cols} tray holds the tiles 1 to {last} and one blank (0). A move \
                     slides a tile next to the blank (sharing an edge) into it. Bring the tray to \
                     this target with as few moves as possible:\n\n```\n{target_text}```\n\n\
                     ![A move slides a neighbour of the blank into it](rule.svg)\n\n",
                    last = rows * cols - 1
                ),
                format!(
                    "一个 {rows} x {cols} 的盘子里有 1 到 {last} 号方块和一个空格（0）。一步可以把与空格\
                     有公共边的一个方块滑进空格。请用尽量少的步数把盘子变成下面的目标：\n\n```\n{target_text}```\n\n\
                     ![一步把空格的一个邻居滑进空格](rule.svg)\n\n",
                    last = rows * cols - 1
                ),
            ));
            s.push_str(&pick("## Input\n\n".into(), "## 输入格式\n\n".into()));
            s.push_str(&pick(
                format!(
                    "The first line holds T, the number of trays (1 <= T <= {many}). Each tray is \
                     {rows} lines of {cols} numbers separated by spaces, every number from 0 to \
                     {last} exactly once.\n\n",
                    many = plan.subtasks[1].max_cases,
                    last = rows * cols - 1
                ),
                format!(
                    "第一行是盘子个数 T（1 <= T <= {many}）。每个盘子是 {rows} 行，每行 {cols} 个用空格\
                     分隔的数，0 到 {last} 每个数恰好出现一次。\n\n",
                    many = plan.subtasks[1].max_cases,
                    last = rows * cols - 1
                ),
            ));
            s.push_str(&pick("## Output\n\n".into(), "## 输出格式\n\n".into()));
            s.push_str(&pick(
                "For each tray, print the fewest moves L on a line; if L > 0, then a line of L \
                 letters, the way the blank moves at each step: `u` up, `d` down, `l` left, `r` \
                 right. Any shortest way is accepted. If the tray cannot reach the target, print \
                 `-1`.\n\n"
                    .into(),
                "对每个盘子，先输出一行最少步数 L；若 L > 0，再输出一行 L 个字母，表示每一步空格移动\
                 的方向：`u` 上，`d` 下，`l` 左，`r` 右。任何一种最短的走法都算正确。如果无法达到目标，\
                 输出 `-1`。\n\n"
                    .into(),
            ));
        }
        ProblemVariant::Knight => {
            s.push_str(&pick(
                format!(
                    "A 5 x 5 board holds 12 white knights (0), 12 black knights (1) and one empty \
                     cell (*). A move jumps a knight into the empty cell, if it is a knight's move \
                     away (two cells one way and one the other). Find the fewest moves that reach \
                     the target below, or `-1` if that takes more than {KNIGHT_CAP} moves.\n\n\
                     ```\n11111\n01111\n00*11\n00001\n00000\n```\n\n\
                     ![The knights that can jump into the empty cell](rule.svg)\n\n"
                ),
                format!(
                    "5 x 5 的棋盘上有 12 个白骑士（0）、12 个黑骑士（1）和一个空位（*）。一步可以让一个与\
                     空位相隔一个“日”字的骑士跳进空位。求到达下面的目标最少需要几步；如果超过 {KNIGHT_CAP} 步，\
                     输出 `-1`。\n\n```\n11111\n01111\n00*11\n00001\n00000\n```\n\n\
                     ![能跳进空位的骑士](rule.svg)\n\n"
                ),
            ));
            s.push_str(&pick("## Input\n\n".into(), "## 输入格式\n\n".into()));
            s.push_str(&pick(
                "The first line holds T, the number of boards (1 <= T <= 10). Each board is 5 \
                 lines of 5 characters `0`, `1` or `*`.\n\n"
                    .into(),
                "第一行是棋盘个数 T（1 <= T <= 10）。每个棋盘是 5 行，每行 5 个字符 `0`、`1` 或 `*`。\n\n".into(),
            ));
            s.push_str(&pick("## Output\n\n".into(), "## 输出格式\n\n".into()));
            s.push_str(&pick(
                format!("For each board, print the fewest moves, or `-1` if more than {KNIGHT_CAP} are needed.\n\n"),
                format!("对每个棋盘输出最少步数；如果需要超过 {KNIGHT_CAP} 步，输出 `-1`。\n\n"),
            ));
        }
    }
    s.push_str(&pick("## Subtasks\n\n".into(), "## 子任务\n\n".into()));
    s.push_str(&pick(
        "| subtask | points | boards |\n|---|---|---|\n".into(),
        "| 子任务 | 分值 | 棋盘 |\n|---|---|---|\n".into(),
    ));
    for (i, sub) in plan.subtasks.iter().enumerate() {
        let boards = match (&plan.variant, sub.max_answer) {
            (ProblemVariant::Knight, Some(most)) => {
                pick(format!("the answer is at most {most}"), format!("答案不超过 {most}"))
            }
            (ProblemVariant::Slide { .. }, _) => {
                pick(format!("T <= {}", sub.max_cases), format!("T <= {}", sub.max_cases))
            }
            (ProblemVariant::Knight, None) => pick("no further limits".into(), "无其他限制".into()),
            _ => pick(
                format!("n <= {}, m <= {}, T <= {}", sub.max_rows, sub.max_cols, sub.max_cases),
                format!("n <= {}，m <= {}，T <= {}", sub.max_rows, sub.max_cols, sub.max_cases),
            ),
        };
        s.push_str(&format!("| {} | {} | {boards} |\n", i + 1, sub.points));
    }
    s.push_str(&pick(
        format!("\nTime limit: {TIME_LIMIT} s. Memory limit: {MEMORY_MIB} MiB.\n\n"),
        format!("\n时间限制：{TIME_LIMIT} 秒。内存限制：{MEMORY_MIB} MiB。\n\n"),
    ));
    s.push_str(&pick("## Sample input\n\n".into(), "## 样例输入\n\n".into()));
    s.push_str(&format!("```\n{}```\n\n", sample.input()));
    s.push_str(&pick("## Sample output\n\n".into(), "## 样例输出\n\n".into()));
    s.push_str(&format!("```\n{}```\n\n", sample.answer()));
    for (i, case) in sample.cases.iter().enumerate() {
        let said = match case.moves {
            Some(m) => pick(format!("{m} moves"), format!("{m} 步")),
            None => pick("no way to the goal".into(), "无法达到目标".into()),
        };
        s.push_str(&format!(
            "![{}](sample-{}.svg)\n\n",
            pick(
                format!("Sample board {}: {said}", i + 1),
                format!("样例棋盘 {}：{said}", i + 1)
            ),
            i + 1
        ));
    }
    s
}

fn stencil_words(stencil: &Stencil, lang: Lang) -> String {
    match (stencil, lang) {
        (Stencil::Plus, Lang::En) => "the cell and its four neighbours".into(),
        (Stencil::Plus, Lang::Zh) => "这个格子和上下左右四个邻居".into(),
        (Stencil::Cross, Lang::En) => "the cell's whole row and whole column".into(),
        (Stencil::Cross, Lang::Zh) => "这个格子所在的整行和整列".into(),
        (s, Lang::En) => format!(
            "the cells marked `#` in `{}`, centred on the pressed cell (rows separated by `/`)",
            s.name().trim_start_matches("stencil:")
        ),
        (s, Lang::Zh) => format!(
            "`{}` 中标 `#` 的格子，以按下的格子为中心（各行用 `/` 分隔）",
            s.name().trim_start_matches("stencil:")
        ),
    }
}

fn tiles_text(tiles: &[u8], cols: usize) -> String {
    tiles
        .chunks(cols)
        .map(|row| row.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(" ") + "\n")
        .collect()
}

// ---- pictures ----

const CELL: usize = 36;
const PALETTE: [&str; 7] = [
    "#ffffff", "#f4c430", "#4f86c6", "#d9534f", "#5cb85c", "#9b59b6", "#7f8c8d",
];

/// A picture as cells and words, drawn as SVG or PNG.
struct Sketch {
    width: usize,
    height: usize,
    items: Vec<Item>,
}

enum Item {
    /// A square cell at (x, y) with its fill and a label (a few characters).
    Cell {
        x: usize,
        y: usize,
        fill: &'static str,
        label: String,
    },
    /// A word between cells: an arrow.
    Text { x: usize, y: usize, text: String },
}

impl Sketch {
    fn new(width: usize, height: usize) -> Sketch {
        Sketch {
            width,
            height,
            items: Vec::new(),
        }
    }

    fn cell(&mut self, x: usize, y: usize, fill: &'static str, label: impl Into<String>) {
        self.items.push(Item::Cell {
            x,
            y,
            fill,
            label: label.into(),
        });
    }

    fn text(&mut self, x: usize, y: usize, text: &str) {
        self.items.push(Item::Text {
            x,
            y,
            text: text.into(),
        });
    }

    /// A board of `rows` x `cols` cells at `(x, y)`.
    fn board(
        &mut self,
        x: usize,
        y: usize,
        rows: usize,
        cols: usize,
        cell: impl Fn(usize, usize) -> (&'static str, String),
    ) {
        for r in 0..rows {
            for c in 0..cols {
                let (fill, label) = cell(r, c);
                self.cell(x + c * CELL, y + r * CELL, fill, label);
            }
        }
    }

    fn svg(&self) -> String {
        let mut s = format!(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" \
             font-family=\"sans-serif\" font-size=\"16\">\n<rect width=\"{w}\" height=\"{h}\" fill=\"#ffffff\"/>\n",
            w = self.width,
            h = self.height
        );
        for item in &self.items {
            match item {
                Item::Cell { x, y, fill, label } => {
                    s.push_str(&format!(
                        "<rect x=\"{x}\" y=\"{y}\" width=\"{CELL}\" height=\"{CELL}\" fill=\"{fill}\" stroke=\"#333333\" stroke-width=\"1\"/>\n"
                    ));
                    if !label.is_empty() {
                        s.push_str(&format!(
                            "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>\n",
                            x + CELL / 2,
                            y + CELL / 2 + 6,
                            svg_label(label)
                        ));
                    }
                }
                Item::Text { x, y, text } => s.push_str(&format!(
                    "<text x=\"{x}\" y=\"{}\" text-anchor=\"middle\">{}</text>\n",
                    y + 6,
                    svg_label(text)
                )),
            }
        }
        s.push_str("</svg>\n");
        s
    }

    fn png(&self) -> Vec<u8> {
        let mut canvas = super::png::Canvas::new(self.width, self.height);
        for item in &self.items {
            match item {
                Item::Cell { x, y, fill, label } => {
                    canvas.fill(*x, *y, CELL, CELL, rgb(fill));
                    canvas.frame(*x, *y, CELL, CELL, [0x33, 0x33, 0x33]);
                    canvas.label(x + CELL / 2, y + CELL / 2, label);
                }
                Item::Text { x, y, text } => canvas.label(*x, *y, text),
            }
        }
        canvas.encode()
    }
}

/// A label's characters for SVG: the knights as chess knights, the press as ×.
fn svg_label(label: &str) -> String {
    match label {
        "B" => "♞".into(),
        "W" => "♘".into(),
        "X" => "×".into(),
        "^" => "↑".into(),
        "v" => "↓".into(),
        "<" => "←".into(),
        ">" => "→".into(),
        "=" => "⇄".into(),
        other => other.into(),
    }
}

fn rgb(hex: &str) -> [u8; 3] {
    let part = |i: usize| u8::from_str_radix(hex.get(i..i + 2).unwrap_or("ff"), 16).unwrap_or(255);
    [part(1), part(3), part(5)]
}

/// The rule: which cells one press (or move) touches.
fn rule_sketch(plan: &Plan) -> Sketch {
    match &plan.variant {
        ProblemVariant::Press { stencil, wrap, .. } => {
            let (rows, cols) = (plan.rows.min(7), plan.cols.min(7));
            let (pr, pc) = (rows / 2, cols / 2);
            let puzzle = crate::rules::Puzzle::toggle(rows, cols, stencil.clone(), *wrap, crate::Goal::Zeros);
            let touched = puzzle.toggled_cells((pr, pc));
            let mut s = Sketch::new(cols * CELL + 2, rows * CELL + 2);
            s.board(1, 1, rows, cols, |r, c| {
                let on = touched.contains(&(r, c));
                let fill = if on { "#f4c430" } else { "#ffffff" };
                let label = if (r, c) == (pr, pc) {
                    "X"
                } else if on {
                    "+1"
                } else {
                    ""
                };
                (fill, label.into())
            });
            s
        }
        ProblemVariant::Swap => {
            let mut s = Sketch::new(4 * CELL + 42, CELL + 2);
            s.cell(1, 1, "#222222", "");
            s.cell(1 + CELL, 1, "#ffffff", "");
            s.text(2 * CELL + 21, CELL / 2 + 1, "=");
            s.cell(2 * CELL + 41, 1, "#ffffff", "");
            s.cell(3 * CELL + 41, 1, "#222222", "");
            s
        }
        ProblemVariant::Slide { .. } => {
            let mut s = Sketch::new(3 * CELL + 2, 3 * CELL + 2);
            s.board(1, 1, 3, 3, |r, c| {
                let label = match (r, c) {
                    (0, 1) => "v",
                    (2, 1) => "^",
                    (1, 0) => ">",
                    (1, 2) => "<",
                    _ => "",
                };
                (if (r, c) == (1, 1) { "#dddddd" } else { "#ffffff" }, label.into())
            });
            s
        }
        ProblemVariant::Knight => {
            let mut s = Sketch::new(5 * CELL + 2, 5 * CELL + 2);
            s.board(1, 1, 5, 5, |r, c| {
                let apart = crate::judge::knights::knight_apart(r * 5 + c, 12);
                let label = if (r, c) == (2, 2) {
                    "*"
                } else if apart {
                    "B"
                } else {
                    ""
                };
                (if apart { "#f4c430" } else { "#ffffff" }, label.into())
            });
            s
        }
    }
}

/// A sample case's board(s), from its input text.
fn case_sketch(plan: &Plan, input: &str) -> Sketch {
    let lines: Vec<&str> = input.lines().collect();
    match &plan.variant {
        ProblemVariant::Press { .. } | ProblemVariant::Swap => {
            let mut dims = lines[0].split_whitespace().map(|t| t.parse::<usize>().unwrap_or(1));
            let (rows, cols) = (dims.next().unwrap_or(1), dims.next().unwrap_or(1));
            let swap = plan.variant == ProblemVariant::Swap;
            let boards = if swap { 2 } else { 1 };
            let gap = 30;
            let mut s = Sketch::new(boards * cols * CELL + (boards - 1) * gap + 2, rows * CELL + 2);
            for b in 0..boards {
                let rows_text = &lines[1 + b * rows..1 + (b + 1) * rows];
                s.board(1 + b * (cols * CELL + gap), 1, rows, cols, |r, c| {
                    let v = rows_text[r].as_bytes()[c] - b'0';
                    if swap {
                        (if v == 1 { "#222222" } else { "#ffffff" }, String::new())
                    } else {
                        (PALETTE[usize::from(v) % PALETTE.len()], v.to_string())
                    }
                });
            }
            if swap {
                s.text(1 + cols * CELL + gap / 2, rows * CELL / 2, ">");
            }
            s
        }
        ProblemVariant::Slide { rows, cols, .. } => {
            let mut s = Sketch::new(cols * CELL + 2, rows * CELL + 2);
            let tiles: Vec<&str> = lines.iter().flat_map(|l| l.split_whitespace()).collect();
            s.board(1, 1, *rows, *cols, |r, c| {
                match tiles.get(r * cols + c).copied().unwrap_or("0") {
                    "0" => ("#dddddd", String::new()),
                    t => ("#f4e3c1", t.to_string()),
                }
            });
            s
        }
        ProblemVariant::Knight => {
            let mut s = Sketch::new(5 * CELL + 2, 5 * CELL + 2);
            s.board(1, 1, 5, 5, |r, c| {
                match lines.get(r).and_then(|l| l.as_bytes().get(c)).copied().unwrap_or(b'*') {
                    b'1' => ("#ffffff", "B".into()),
                    b'0' => ("#ffffff", "W".into()),
                    _ => ("#dddddd", String::new()),
                }
            });
            s
        }
    }
}
