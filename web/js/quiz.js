// Quiz mode: questions that test understanding, each on a board drawn
// fresh at random, checked at once with feedback that explains. The
// answers come from the core (the real search's trace, the real bound, the
// core's verdict on solvability), never from a second solver in the page:
//
// - which state leaves BFS's queue next (its front, first in first out),
//   the queue shown in the order its states joined;
// - what state ⊕ mask is (the move as the search computes it);
// - how many states BFS finds at depth 2 of the swap puzzle (swaps of
//   equal cells do nothing; the goal is 3 or more swaps away, so depth 2 is whole);
// - what A*'s h is on an 8-puzzle board (Manhattan distance + conflicts);
// - whether an 8-puzzle board can reach the goal, and why (parity).
import { t, language } from "./i18n.js";
import { trace as traceOf } from "./core.js";
import { rowsOf, toText, paintBoard, clearMarks, markCells, maskOf, binaryRows, xor, stateName } from "./board.js";
import { prepare, modelAt } from "./player.js";
import { manhattan, drawArrows, linearConflicts } from "./explain.js";

const $ = (id) => document.getElementById(id);
const KINDS = ["next", "xor", "depth2", "h", "solvable"];
const SLIDE_GOAL = [[1, 2, 3], [8, 0, 4], [7, 6, 5]];

let ctx = null; // {narrate}
let question = null; // the question on screen
let asked = 0;
let right = 0;
let turn = Math.floor(Math.random() * KINDS.length);
let drawing = 0;

export function initQuiz(context) {
  ctx = context;
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const shuffle = (list) => list.map((x) => [Math.random(), x]).sort((a, b) => a[0] - b[0]).map(([, x]) => x);
const randomBits = (rows, cols) => Array.from({ length: rows }, () => Array.from({ length: cols }, () => (Math.random() < 0.5 ? 1 : 0)));

/// A sliding board `steps` random moves from the goal.
function walkFromGoal(steps) {
  const rows = SLIDE_GOAL.map((r) => [...r]);
  let [r, c] = [1, 1];
  let last = null;
  for (let k = 0; k < steps; k++) {
    const options = [[-1, 0], [1, 0], [0, -1], [0, 1]]
      .map(([dr, dc]) => [r + dr, c + dc])
      .filter(([i, j]) => i >= 0 && j >= 0 && i < 3 && j < 3 && !(last && last[0] === i && last[1] === j));
    const [i, j] = pick(options);
    [rows[r][c], rows[i][j]] = [rows[i][j], rows[r][c]];
    last = [r, c];
    [r, c] = [i, j];
  }
  return rows;
}

const ask = (puzzle, rows, target, extra = {}) => {
  const body = { puzzle, start: toText(puzzle, rows), ...extra };
  if (target) body.target = toText(puzzle, target);
  return traceOf(body);
};

/// The question makers: each draws a board and asks the core.
const MAKERS = {
  async next() {
    for (;;) {
      const board = randomBits(3, 3);
      const data = await ask("flip", board, null, { algorithm: "bfs", limit: 400 });
      if (data.answer === null || data.answer < 3) continue;
      const trace = prepare(data);
      const dequeues = trace.steps.map((s, i) => [s, i]).filter(([s]) => s.kind === "dequeue");
      const [, at] = pick(dequeues.slice(2, 8));
      // The moment the expansion of one state is over and the next has not
      // begun: the queue as it stands, the states just found at its back.
      const model = modelAt(trace, at);
      const side = model.forward;
      const expanded = model.current;
      const waiting = side.q.slice(side.head).map((state, i) => ({
        state,
        depth: side.depth[side.head + i],
        fresh: model.tree.get(state)?.parent === expanded,
      }));
      const fresh = waiting.filter((w) => w.fresh);
      // Answerable and worth asking: older states wait before the new ones.
      if (waiting.length < 3 || fresh.length < 2 || waiting[0].fresh) continue;
      // Which one leaves: the next, the second or the third from now (all
      // three older than the new ones), so the answer is not always the
      // list's first item (learner recheck, item 4).
      const old = waiting.length - fresh.length;
      const nth = 1 + Math.floor(Math.random() * Math.min(3, old));
      const leaves = waiting[nth - 1];
      // Every option is one the learner sees in the list (long queues show
      // their front and every new state).
      const seen = new Set(shownOf(waiting).filter(Boolean).map(([w]) => w.state));
      const freshSeen = fresh.filter((w) => seen.has(w.state));
      const wrong = [waiting[nth], freshSeen[0], waiting[0], freshSeen.at(-1), waiting[1]]
        .filter((w) => w && w.state !== leaves.state && seen.has(w.state));
      const options = shuffle([leaves.state, ...[...new Set(wrong.map((w) => w.state))].slice(0, 3)]);
      const depthOf = (s) => waiting.find((w) => w.state === s).depth;
      return {
        kind: "next", choice: true,
        board: { puzzle: "flip", state: expanded, rows: 3, cols: 3 },
        queue: waiting,
        nth,
        options: options.map((s) => ({ value: String(s), label: () => t("qNextOption", s, depthOf(s)) })),
        answer: String(leaves.state),
        text: () => t("qNext", expanded, model.depth, fresh.length, nth),
        why: () => t("qNextWhy", leaves.state, leaves.depth, fresh.map((w) => w.state), nth),
      };
    }
  },
  async xor() {
    const board = randomBits(4, 4);
    const data = await ask("flip", board, null, { limit: 0 });
    const state = data.start;
    const mv = pick(data.moves);
    const mask = maskOf(mv, 4, 4);
    const next = xor(state, mask);
    return {
      kind: "xor", choice: false,
      board: { puzzle: "flip", state, rows: 4, cols: 4, marks: mv.cells },
      answer: String(next),
      text: () => t("qXor", state, mv.one_based[0], mv.one_based[1]),
      why: () => t("qXorWhy", state, mask, next, binaryRows(state, 4, 4), binaryRows(mask, 4, 4), binaryRows(next, 4, 4)),
    };
  },
  async depth2() {
    for (;;) {
      const board = randomBits(3, 3);
      const target = shuffle(board.flat());
      const targetRows = [target.slice(0, 3), target.slice(3, 6), target.slice(6, 9)];
      const data = await ask("swap", board, targetRows, { algorithm: "bfs", limit: 0 });
      // A goal 3 or more swaps away: BFS finds the whole of depth 2 before it stops.
      if (data.answer === null || data.answer < 3 || !data.end) continue;
      const k = data.end.per_depth[2];
      const d1 = data.end.per_depth[1];
      const n = data.moves.length;
      const distractors = [d1, d1 * d1, d1 * (n - 1), n, k + 2, Math.max(1, k - 3)].filter((x) => x !== k);
      const options = shuffle([k, ...shuffle([...new Set(distractors)]).slice(0, 3)]);
      return {
        kind: "depth2", choice: true,
        board: { puzzle: "swap", state: data.start, rows: 3, cols: 3 },
        options: options.map((x) => ({ value: String(x), label: String(x) })),
        answer: String(k),
        text: () => t("qDepth2", n),
        why: () => t("qDepth2Why", k, n, d1),
      };
    }
  },
  async h() {
    const board = walkFromGoal(6 + Math.floor(Math.random() * 10));
    const data = await ask("slide", board, SLIDE_GOAL, { algorithm: "astar", limit: 1 });
    const first = data.events.find((e) => e.kind === "estimate");
    const h = first ? first.h : 0;
    const { sum } = manhattan(board, SLIDE_GOAL);
    return {
      kind: "h", choice: false,
      board: { puzzle: "slide", state: data.start, rows: 3, cols: 3, arrows: true },
      answer: String(h),
      text: () => t("qH"),
      // Which tiles stand in each other's way (the conflicts the core adds).
      why: () => t("qHWhy", sum, h - sum, linearConflicts(board, SLIDE_GOAL).map((c) => t("qHConflict", c.line, c.index, c.tiles, c.add))),
    };
  },
  async solvable() {
    const tiles = shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const board = [tiles.slice(0, 3), tiles.slice(3, 6), tiles.slice(6, 9)];
    const data = await ask("slide", board, SLIDE_GOAL, { algorithm: "astar", limit: 0 });
    const yes = !(data.events.length === 0 && data.unsolvable);
    const inversions = (seq) => seq.reduce((n, a, i) => n + seq.slice(i + 1).filter((b) => b < a).length, 0);
    const seq = tiles.filter((x) => x !== 0);
    const goalSeq = SLIDE_GOAL.flat().filter((x) => x !== 0);
    return {
      kind: "solvable", choice: true,
      board: { puzzle: "slide", state: data.start, rows: 3, cols: 3 },
      options: [{ value: "yes", label: () => t("quizYes") }, { value: "no", label: () => t("quizNo") }],
      answer: yes ? "yes" : "no",
      text: () => t("qSolvable"),
      why: () => t("qSolvableWhy", seq.join(" "), inversions(seq), inversions(goalSeq), yes),
    };
  },
};

/// Shows the quiz (`again`: the same question, in the page's language now).
export async function enterQuiz(again = false) {
  if (again && question) return renderQuiz();
  await newQuestion();
}

export function leaveQuiz() {
  drawing++;
}

async function newQuestion() {
  const mine = ++drawing;
  const kind = KINDS[turn++ % KINDS.length];
  $("quiz").dataset.busy = "true";
  try {
    const made = await MAKERS[kind]();
    if (mine !== drawing) return;
    question = { ...made, given: null };
    moveFocus = document.activeElement?.closest?.("#quiz") !== null && document.activeElement !== document.body;
    renderQuiz();
  } catch (err) {
    ctx.narrate(t("error", err.message), "error");
  } finally {
    if (mine === drawing) $("quiz").dataset.busy = "false";
  }
}

function paintQuestionBoard() {
  const stage = $("stage");
  const { puzzle, state, rows, cols, marks, arrows } = question.board;
  paintBoard(stage, rowsOf(puzzle, state, rows, cols), puzzle, false);
  clearMarks(stage);
  stage.querySelectorAll(".h-arrows").forEach((x) => x.remove());
  if (marks) markCells(stage, marks, "tried");
  if (arrows && question.given !== null) {
    // After an answer, the bound pictured: each tile's way to its goal cell.
    const board = rowsOf(puzzle, state, rows, cols);
    drawArrows(stage, manhattan(board, SLIDE_GOAL).arrows, rows, cols);
  }
  const name = stateName({ puzzle, rows, cols }, state);
  $("stage-state").textContent = puzzle === "slide" ? t("stateLabel", name, "").replace(/ = $/, "") : t("stateLabel", state, binaryRows(state, rows, cols));
}

/// The items of a queue the quiz lists: all of a short one; of a long one
/// the first 3 and the last 5 or, when more were just found, every new one
/// (they joined at the back): the question counts them, so all are shown.
/// `null` stands for the gap.
export function shownOf(queue) {
  const fresh = queue.length - (queue.findLastIndex((w) => !w.fresh) + 1);
  const tail = Math.max(5, fresh);
  if (queue.length <= 3 + tail + 1) return queue.map((w, i) => [w, i]);
  const from = queue.length - tail;
  return [...queue.slice(0, 3).map((w, i) => [w, i]), null, ...queue.slice(from).map((w, i) => [w, from + i])];
}

/// The BFS queue of a "which leaves next" question, in the order its
/// states joined, the ones the expansion just found marked new; long queues
/// keep their first and last states. After the answer, the one that leaves
/// is marked.
function queueList(queue, leaves) {
  const wrap = document.createElement("div");
  wrap.className = "quiz-queue";
  const head = document.createElement("p");
  head.className = "quiz-queue-head";
  head.id = "quiz-queue-head";
  head.textContent = t("qNextQueue", queue.length);
  const list = document.createElement("ol");
  list.dataset.testid = "quiz-queue";
  list.setAttribute("aria-labelledby", head.id);
  const shown = shownOf(queue);
  for (const item of shown) {
    const li = document.createElement("li");
    if (item === null) {
      li.className = "gap";
      li.textContent = t("qNextMore", queue.length - (shown.length - 1));
    } else {
      const [w, i] = item;
      li.value = i + 1;
      li.className = (w.fresh ? "fresh" : "old") + (String(w.state) === leaves ? " leaves" : "");
      li.dataset.state = String(w.state);
      li.textContent = t("qNextItem", w.state, w.depth, w.fresh);
    }
    list.appendChild(li);
  }
  wrap.append(head, list);
  return wrap;
}

let moveFocus = false;

function answer(value) {
  if (!question || question.given !== null) return;
  moveFocus = true;
  question.given = String(value).trim();
  asked++;
  if (question.given === question.answer) right++;
  renderQuiz();
}

function renderQuiz() {
  const box = $("quiz");
  box.textContent = "";
  $("stage-title").textContent = t("stageQuiz");
  if (!question) return;
  paintQuestionBoard();
  const intro = document.createElement("p");
  intro.className = "quiz-intro";
  intro.textContent = t("quizIntro");
  const q = document.createElement("p");
  q.className = "quiz-question";
  q.id = "quiz-question";
  q.tabIndex = -1;
  q.dataset.testid = "quiz-question";
  q.dataset.kind = question.kind;
  q.dataset.answer = question.answer; // the tests read it to answer
  q.textContent = question.text();
  box.append(intro, q);
  const done = question.given !== null;
  if (question.queue) box.appendChild(queueList(question.queue, done ? question.answer : null));
  if (question.choice) {
    const row = document.createElement("div");
    row.className = "quiz-options";
    for (const option of question.options) {
      const b = document.createElement("button");
      b.type = "button";
      b.className = "btn small quiz-option";
      b.dataset.testid = "quiz-option";
      b.dataset.value = option.value;
      b.textContent = typeof option.label === "function" ? option.label() : option.label;
      b.disabled = done;
      // Once answered, the right option and a wrong one chosen say so in
      // words too (the colours alone went grey on the disabled buttons).
      if (done && option.value === question.answer) {
        b.classList.add("right");
        b.textContent += ` ✓ ${t("quizTheRight")}`;
      }
      if (done && option.value === question.given && question.given !== question.answer) {
        b.classList.add("wrong");
        b.textContent += ` ✗ ${t("quizYourChoice")}`;
      }
      b.addEventListener("click", () => answer(option.value));
      row.appendChild(b);
    }
    box.appendChild(row);
  } else {
    const form = document.createElement("form");
    form.className = "quiz-form";
    const input = document.createElement("input");
    input.type = "text";
    input.inputMode = "numeric";
    input.dataset.testid = "quiz-answer";
    input.setAttribute("aria-label", t("quizAnswerLabel"));
    input.setAttribute("aria-describedby", "quiz-question");
    input.disabled = done;
    if (done) input.value = question.given;
    const check = document.createElement("button");
    check.type = "submit";
    check.className = "btn small";
    check.dataset.testid = "quiz-check";
    check.textContent = t("quizCheck");
    check.disabled = done;
    form.append(input, check);
    form.addEventListener("submit", (ev) => {
      ev.preventDefault();
      if (input.value.trim() !== "") answer(input.value);
    });
    box.appendChild(form);
  }
  const feedback = document.createElement("p");
  feedback.className = "quiz-feedback";
  feedback.dataset.testid = "quiz-feedback";
  feedback.setAttribute("role", "status");
  if (done) {
    const ok = question.given === question.answer;
    feedback.classList.add(ok ? "right" : "wrong");
    // A wrong answer: which one was chosen, which was right, then why.
    const label = (value) => {
      const option = question.options?.find((o) => o.value === value);
      return option ? (typeof option.label === "function" ? option.label() : option.label) : value;
    };
    const verdict = ok ? t("quizRight") : `${t("quizWrong")}${language() === "zh" ? "" : " "}${t("quizChoseRightIs", label(question.given), label(question.answer))}`;
    // Chinese full stops carry their own space.
    feedback.textContent = `${verdict}${/[。！？]$/.test(verdict) ? "" : " "}${question.why()}`;
  }
  const next = document.createElement("button");
  next.type = "button";
  next.className = "btn small go";
  next.dataset.testid = "quiz-new";
  next.textContent = t("quizNew");
  next.addEventListener("click", newQuestion);
  const score = document.createElement("span");
  score.className = "mono quiz-score";
  score.dataset.testid = "quiz-score";
  score.textContent = t("quizScore", right, asked);
  box.append(feedback, next, score);
  // The question and the feedback are on screen (the feedback a status
  // region): not said again by the narration. The buttons were drawn anew,
  // so the focus goes on: to the question when it is new, to New question
  // once answered.
  if (moveFocus) (done ? next : q).focus();
  moveFocus = false;
}
