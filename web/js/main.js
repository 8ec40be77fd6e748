// The visualizer page: wires the controls to the trace player, the board
// views, the narration and the pseudocode. The page never searches: the
// core (core.js) records the real search and this file plays its events.
import { coreReady, trace as traceOf, compare as compareOf, plan as planOf, cancel, Cancelled } from "./core.js";
import { t, setLanguage, language } from "./i18n.js";
import { wake, ding, jingle, setMuted, isMuted } from "./sound.js";
import {
  rowsOf, stateOf, toText, fromText, moveText, paintBoard, clearMarks, markCells, addMarker, flash, isToken, stateName, boardName,
} from "./board.js";
import { renderTree } from "./tree.js";
import { renderXor, renderBound } from "./explain.js";
import { initQuiz, enterQuiz, leaveQuiz } from "./quiz.js";
import { ALGORITHMS, lineOf, renderPseudocode } from "./pseudocode.js";
import { narration, testedLine, eventsBeforeTheEnd } from "./narrate.js";
import { initLearn, openStep, learnParam, renderLesson, exerciseWon, inExercise } from "./learn.js";
import { parseLearnKey } from "./lessons.js";
import { prepare, initialModel, apply, modelAt, WALKS_BACK } from "./player.js";
import { readHash, writeHash, copyLink } from "./permalink.js";
import { setupSideBySide, runSideBySide, nameSideBySide } from "./sidebyside.js";
import { renderQueue, renderCounters } from "./panels.js";
import { initPlay, enterPlay, renderPlay, playClick, hint, undo, leavePlay, inPlay } from "./play.js";
import { drawLogo } from "./logo.js";
import { compareTable } from "./compare.js";

// The judge samples (rows of 0/1, or tiles with 0 the blank).
const SAMPLES = {
  flip: { start: ["1001", "1101", "1001", "1000"] },
  toggle: { start: ["0100", "0000", "0000", "0100"] },
  swap: { start: ["1111", "0000", "1110", "0010"], target: ["1010", "0101", "1010", "0101"] },
  slide: { start: ["2 8 3", "1 0 4", "7 6 5"], target: ["1 2 3", "8 0 4", "7 6 5"] }, // Luogu P1379's sample: 283104765, 4 moves
  // Luogu P2324's first sample and its goal ('1' black knights, '0' white, '*' the blank, as its statement says: 1表示黑色骑士，0表示白色骑士).
  knight: { start: ["10110", "01*11", "10111", "01001", "00000"], target: ["11111", "01111", "00*11", "00001", "00000"] },
};
// Where a token may come from into the blank: the edge neighbours (tiles) or a knight's move.
const STEPS = {
  slide: [[-1, 0], [1, 0], [0, -1], [0, 1]],
  knight: [[1, 2], [2, 1], [-1, 2], [-2, 1], [1, -2], [2, -1], [-1, -2], [-2, -1]],
};
// Events per second at each position of the slider; position 0 plays the
// whole trace, up to its goal, in about a minute.
const SPEEDS = [null, 1, 2, 4, 8, 15, 30, 60, 120, 250, 500];
const ONE_MINUTE = 60;

const $ = (id) => document.getElementById(id);
const ui = {
  mode: "watch", puzzle: "flip", rows: 4, cols: 4, algorithm: "bfs",
  start: [], target: [], // rows of values
  embed: false,
};
let trace = null; // the core's answer, with playback steps
let traceRequest = null; // the request that trace answers, as JSON
let plans = new Map(); // algorithm -> the core's plan for this board's shape (runs, why, states, budget)
let planShape = ""; // the puzzle and size the plans are for
let replaced = null; // {from, plan, shape}: an algorithm asked for (a link) that the core cannot run on this board
let linkOpening = true; // the page is opening its link (until init ends): a replaced algorithm is the link's
let model = null; // what the search holds after `pos` steps
let pos = 0;
let playing = false;
let timer = null;

/// Sliding tiles and knights: boards of tokens and one blank, fixed in size.
const isTokenPuzzle = () => isToken(ui.puzzle);
const hasTarget = () => ui.puzzle === "swap" || isToken(ui.puzzle);

function request(startRows, extra = {}) {
  const body = { puzzle: ui.puzzle, start: toText(ui.puzzle, startRows), algorithm: ui.algorithm, ...extra };
  if (hasTarget()) body.target = toText(ui.puzzle, ui.target);
  return body;
}

function saveView() {
  writeHash({
    puzzle: ui.puzzle,
    start: toText(ui.puzzle, ui.start),
    target: hasTarget() ? toText(ui.puzzle, ui.target) : undefined,
    algorithm: ui.algorithm,
    lang: language(),
    mode: ui.mode,
    event: trace && ui.mode === "watch" ? pos : undefined,
    embed: ui.embed,
    learn: learnParam(),
  });
}

// ---------- playback ----------
function forward(sound) {
  if (!trace || pos >= trace.steps.length) return false;
  const e = trace.steps[pos];
  apply(trace, model, e, pos);
  pos++;
  if (sound) {
    if (e.kind === "discover" || e.kind === "subset") ding();
    if (e.kind === "goal") jingle();
  }
  return true;
}
function backward() {
  if (!trace || pos === 0) return false;
  seek(pos - 1);
  return true;
}
/// Goes to step `to` (0 = before the first event).
function seek(to) {
  if (!trace) return;
  to = Math.max(0, Math.min(trace.steps.length, to));
  if (to < pos) {
    model = modelAt(trace, to);
    pos = to;
  }
  while (pos < to) forward(false);
}
function setPlaying(on) {
  playing = on && !!trace && pos < (trace?.steps.length ?? 0);
  const btn = $("play");
  btn.textContent = playing ? t("pause") : t("play");
  btn.dataset.i18n = playing ? "pause" : "play";
  btn.setAttribute("aria-pressed", String(playing));
  btn.classList.toggle("on", playing);
  clearTimeout(timer);
  if (playing) tick();
  else if (trace) saveView();
}
/// Events a second: the slider's, or on "1 min" the rate that reaches the
/// goal (or the end) in about a minute.
function rate() {
  const chosen = SPEEDS[+$("speed").value];
  if (chosen) return chosen;
  if (!trace) return 4;
  const goal = trace.steps.findIndex((s) => s.kind === "goal" || s.kind === "path");
  const steps = goal < 0 ? trace.steps.length : goal + 1;
  return Math.min(2000, Math.max(2, Math.round(steps / ONE_MINUTE)));
}
function showSpeed() {
  const chosen = SPEEDS[+$("speed").value];
  $("speed-value").textContent = chosen ? t("speedValue", chosen) : t("speedAuto");
  $("speed").setAttribute("aria-valuetext", chosen ? t("speedValue", chosen) : t("speedHelp"));
}
function tick() {
  const perSecond = rate();
  const per = Math.max(1, Math.round(perSecond / 30)); // above ~30 a second, several per frame
  for (let i = 0; i < per; i++) {
    if (!forward(true)) break;
    if (trace.steps[pos - 1].kind === "goal") break; // let the goal be seen
  }
  render();
  if (!trace || pos >= trace.steps.length) return setPlaying(false);
  const pauseAtGoal = trace.steps[pos - 1]?.kind === "goal" ? 1200 : 0;
  timer = setTimeout(tick, Math.max(1000 / Math.min(perSecond, 30), pauseAtGoal));
}

// ---------- drawing ----------
// The narration is shown at every step; a screen reader hears it from a
// live region of its own, at once when the learner steps, and during play
// at most every LIVE_MS (a search plays up to 2,000 events a second).
const LIVE_MS = 2500;
let lastLive = 0;
let liveTimer = null;
function narrate(text, cls = "") {
  const n = $("narration");
  n.textContent = text;
  n.className = "narration " + cls;
  clearTimeout(liveTimer);
  const now = performance.now();
  if (!playing || now - lastLive >= LIVE_MS) {
    $("live").textContent = text;
    lastLive = now;
  } else {
    liveTimer = setTimeout(() => {
      $("live").textContent = $("narration").textContent;
      lastLive = performance.now();
    }, LIVE_MS - (now - lastLive));
  }
}
function stateLabel(state, rows, cols) {
  const cells = rowsOf(ui.puzzle, state, rows, cols);
  if (isTokenPuzzle()) return t("stateLabel", stateName({ puzzle: ui.puzzle, rows, cols }, state), "").replace(/ = $/, "");
  return t("stateLabel", state, cells.map((row) => row.join("")).join(" "));
}

function render() {
  renderCounters(trace, model, pos, ui.mode === "watch");
  renderQueue(trace, model, pos, ui.mode === "watch");
  renderTimeline();
  renderTree($("tree-box"), ui.mode === "watch" ? trace : null, model, pos, jumpTo);
  renderXor($("xor"), ui.mode === "watch" ? trace : null, pos);
  if (ui.mode === "play") return renderPlay();
  if (ui.mode === "quiz") return;
  const stage = $("stage");
  const path = $("path");
  path.textContent = "";
  $("stage-title").textContent = ui.mode === "compare" ? t("stageCompare") : ui.embed ? embedTitle() : t("stageSearch");
  if (!trace || ui.mode === "compare") {
    renderBound(stage, $("hbound"), null, 0);
    paintBoard(stage, ui.start, ui.puzzle, false);
    clearMarks(stage);
    // From the rows, not from a state number: a board too large for the
    // page (a 15-puzzle from a link) has no exact number.
    $("stage-state").textContent = isTokenPuzzle()
      ? t("stateLabel", boardName(ui.puzzle, ui.start), "").replace(/ = $/, "")
      : stateLabel(stateOf(ui.puzzle, ui.start), ui.rows, ui.cols);
    renderPseudocode($("pseudocode"), ui.algorithm, trace ? lineOf(ui.algorithm, "start") : -1);
    return;
  }
  const { rows, cols } = trace;
  const show = (state) => {
    paintBoard(stage, rowsOf(trace.puzzle, state, rows, cols), trace.puzzle, false);
    clearMarks(stage);
    $("stage-state").textContent = stateLabel(state, rows, cols);
  };
  const e = pos > 0 ? trace.steps[pos - 1] : null;
  const { say, line } = narration(trace, pos);
  if (model.atEnd && (trace.answer === null || trace.answer === undefined)) {
    // A cut search that ended with no answer: the last state the trace kept
    // is no part of the verdict; the board is the one asked about.
    show(trace.start);
  } else if (!e) {
    show(trace.algorithm === "table" ? trace.goals[0] : trace.start);
  } else {
    switch (e.kind) {
      case "dequeue":
        show(e.state);
        stage.classList.add("current");
        break;
      case "try":
        show(e.state);
        stage.classList.add("current");
        markCells(stage, trace.moves[e.mv].cells, "tried");
        break;
      case "discover":
        show(e.state);
        stage.classList.add("current");
        markCells(stage, trace.moves[e.mv].cells, "fresh");
        break;
      case "duplicate": {
        show(e.state);
        stage.classList.add("visited");
        const prev = trace.steps[pos - 2];
        if (prev && prev.kind === "try") markCells(stage, trace.moves[prev.mv].cells, "seen");
        break;
      }
      case "estimate":
        show(e.state);
        stage.classList.add("current");
        break;
      case "bound":
        show(trace.start);
        break;
      case "backtrack":
        show(e.state);
        stage.classList.add("visited");
        break;
      case "meet":
        show(e.state);
        flash(stage, "goal");
        break;
      case "size":
        show(trace.start);
        break;
      case "subset":
        show(e.state);
        stage.classList.add("current");
        for (const mv of e.presses) markCells(stage, trace.moves[mv].at, "fresh");
        break;
      case "goal":
        show(e.state);
        flash(stage, "goal");
        break;
      case "walk": {
        // The walk back: the state reached so far, its move to the child marked.
        const n = trace.path.length;
        show(trace.path_states[n - e.j]);
        stage.classList.add("path-mode");
        markCells(stage, trace.moves[trace.path[n - e.j]].cells, "tried");
        break;
      }
      case "path": {
        const k = e.k;
        show(trace.path_states[k]);
        stage.classList.add(k === trace.path.length ? "goal-still" : "path-mode");
        for (let i = 0; i < trace.path.length; i++) {
          if (i < k || k === 0) addMarker(stage, trace.moves[trace.path[i]], String(i + 1));
        }
        if (k > 0) markCells(stage, trace.moves[trace.path[k - 1]].cells, "fresh");
        break;
      }
      default:
        show(trace.start);
    }
  }
  if (!e || e.kind !== "goal") stage.classList.remove("goal");
  renderBound(stage, $("hbound"), trace, pos);
  narrate(say);
  renderPseudocode($("pseudocode"), trace.algorithm, line, testedLine(trace, pos));
  // The move list appears once the goal is reached.
  // While the search walks back along parent links ("walking back, j of
  // n"), it has found only the last j moves: they are lit (the newest
  // marked), the others dimmed and said not walked yet.
  const walking = WALKS_BACK.includes(trace.algorithm) && e?.kind === "walk";
  if (model.goalHit || (e && e.kind === "path")) {
    const k = e && e.kind === "path" ? e.k : -1;
    trace.path.forEach((mv, i) => {
      const li = document.createElement("li");
      const unwalked = walking && i < trace.path.length - e.j;
      if (walking) li.className = unwalked ? "unwalked" : i === trace.path.length - e.j ? "now walked" : "walked";
      li.textContent = moveText(trace.moves[mv], true, { state: trace.path_states[i], rows, cols });
      if (unwalked) {
        const later = document.createElement("span");
        later.className = "sr-only";
        later.textContent = ` (${t("notWalkedYet")})`;
        li.appendChild(later);
      }
      if (i === k - 1) li.className = "now";
      path.appendChild(li);
    });
  }
  saveViewSoon();
}

// The address bar follows the view, but not at every frame of Play.
let saveTimer = null;
function saveViewSoon() {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(saveView, playing ? 250 : 0);
}

function renderTimeline() {
  const line = $("timeline");
  const total = trace && ui.mode === "watch" ? trace.steps.length : 0;
  line.max = String(total);
  line.value = String(total ? pos : 0);
  line.disabled = total === 0;
  // Nothing to step through (a board the core refused before searching, or no trace yet).
  for (const id of ["back", "step", "play", "reset", "end"]) $(id).disabled = total === 0;
  line.setAttribute("aria-valuetext", `${pos} / ${total}`);
}

// ---------- editing ----------
function renderSetup() {
  // An exercise's boards are the lesson's: shown, not edited (an edit made
  // the exercise another, unsolvable one while its text stayed the same),
  // and out of the Tab order, so the keyboard reaches the game board first.
  const locked = exerciseLocked();
  paintBoard($("board"), ui.start, ui.puzzle, !locked);
  $("target-box").hidden = !hasTarget();
  if (hasTarget()) paintBoard($("target"), ui.target, ui.puzzle, !locked);
  document.body.classList.toggle("exercise-locked", locked);
  $("rule").textContent = t({ flip: "ruleFlip", toggle: "ruleToggle", swap: "ruleSwap", slide: "ruleSlide", knight: "ruleKnight" }[ui.puzzle]);
  const warn = $("warn");
  const count = (rows) => rows.flat().filter((v) => v === 1).length;
  const mismatch = ui.puzzle === "swap" && count(ui.start) !== count(ui.target);
  warn.hidden = !mismatch;
  if (mismatch) warn.textContent = t("countWarn", count(ui.start), count(ui.target));
  $("size").disabled = isTokenPuzzle();
  for (const option of $("algorithm").options) {
    const plan = plans.get(option.value);
    option.disabled = !offered(option.value);
    option.textContent = `${t("algoNames")[option.value]} (${option.value})` + (option.disabled ? ` — ${t("notForThisBoard")}` : "");
    option.title = plan?.why ? planText(plan) : "";
  }
  const plan = plans.get(ui.algorithm);
  $("plan-note").hidden = !plan?.why;
  if (plan?.why) $("plan-note").textContent = planText(plan);
  if (replacedText()) {
    $("plan-note").hidden = false;
    $("plan-note").textContent = replacedText() + (plan?.why ? ` ${planText(plan)}` : "");
  }
  const shape = `${ui.puzzle} ${ui.rows}x${ui.cols}`;
  if (shape !== planShape) refreshPlans(shape);
}
/// Why the algorithm a link asked for is not the one shown (see `replaced`), or "".
function replacedText() {
  if (!replaced || replaced.shape !== `${ui.puzzle} ${ui.rows}x${ui.cols}` || ui.algorithm !== "bfs") return "";
  const why = replaced.plan?.why ? planText(replaced.plan) : "";
  return t("algorithmReplaced", t("algoNames")[replaced.from], t("algoNames").bfs, why);
}
/// The core's plan in the learner's language.
function planText(plan) {
  const states = plan.states === null ? t("past2to64") : t("statesUpTo", plan.states.toLocaleString());
  const budget = plan.budget.toLocaleString();
  switch (plan.why) {
    case "past_budget": return t("planPastBudget", t("algoNames")[plan.algorithm], states, budget, plan.algorithm);
    case "table_too_large": return t("planTableTooLarge", plan.at_least.toLocaleString(), budget);
    case "enumerate_needs_presses": return t("planEnumerate");
    case "revisits": return t("planRevisits", budget);
    case "board_too_large": return t("tooLarge");
    default: return plan.reason ?? "";
  }
}
/// Asks the core which algorithm can run on boards of this shape (it
/// decides from the shape alone, before any search) and redraws the menu.
async function refreshPlans(shape) {
  planShape = shape;
  try {
    const answer = await planOf(request(ui.start));
    if (planShape !== shape) return; // the shape changed meanwhile
    plans = new Map(answer.map((plan) => [plan.algorithm, plan]));
    if (!offered(ui.algorithm)) {
      // Said, not silent: a link asked for an algorithm the core cannot
      // run here; the page shows BFS instead and the note says why
      // (renderSetup). A learner's own change of board is said by the menu
      // (the algorithm disabled, its reason in its title).
      if (linkOpening) replaced = { from: ui.algorithm, plan: plans.get(ui.algorithm), shape };
      setAlgorithm("bfs");
      saveView();
      // The pseudocode, panels and any trace follow the algorithm now shown.
      if (trace && trace.algorithm !== ui.algorithm) forgetTrace();
      render();
    }
    renderSetup();
  } catch {
    planShape = ""; // asked again at the next redraw
  }
}
/// Whether the algorithm menu offers `algorithm` on this board: the core's
/// plan says whether it can run at all (a table past the budget,
/// enumeration without presses cannot); until it answers, every one is.
function offered(algorithm) {
  return plans.get(algorithm)?.runs !== "never";
}
function setAnswer(answer) {
  const el = $("answer");
  if (answer === undefined) {
    el.textContent = "–";
    el.dataset.answer = "";
  } else if (answer === null) {
    el.textContent = t("impossible");
    el.dataset.answer = "impossible";
  } else {
    el.textContent = String(answer);
    el.dataset.answer = String(answer);
  }
}
function invalidate() {
  forgetTrace();
  renderSetup();
  render();
  saveView();
  if (ui.mode === "play") enterPlay();
  else if (ui.mode === "compare") runCompare();
  else narrate(t("edited"));
}
function loadSample() {
  const s = SAMPLES[ui.puzzle];
  ui.start = fromText(ui.puzzle, s.start);
  ui.rows = ui.start.length;
  ui.cols = ui.start[0].length;
  $("size").value = `${ui.rows}x${ui.cols}`;
  ui.target = s.target ? fromText(ui.puzzle, s.target) : blank();
}
function blank() {
  return Array.from({ length: ui.rows }, () => Array(ui.cols).fill(0));
}
function randomBoard() {
  if (isTokenPuzzle()) {
    // A random walk of the blank from the target: always solvable. Knights
    // walk 8 jumps, so that the searches stay small enough to watch.
    const rows = ui.target.map((row) => [...row]);
    let [r, c] = [0, 0];
    rows.forEach((row, i) => row.forEach((v, j) => { if (v === 0) [r, c] = [i, j]; }));
    for (let k = 0; k < (ui.puzzle === "knight" ? 8 : 60); k++) {
      const options = STEPS[ui.puzzle].map(([dr, dc]) => [r + dr, c + dc]).filter(([i, j]) => i >= 0 && j >= 0 && i < ui.rows && j < ui.cols);
      const [i, j] = options[Math.floor(Math.random() * options.length)];
      [rows[r][c], rows[i][j]] = [rows[i][j], rows[r][c]];
      [r, c] = [i, j];
    }
    return rows;
  }
  if (ui.puzzle === "swap") {
    return Array.from({ length: ui.rows }, () => Array.from({ length: ui.cols }, () => (Math.random() < 0.5 ? 1 : 0)));
  }
  // Flips and toggles: a goal pressed at 3 to 6 random cells, so the board
  // can be solved (most random boards cannot: on 4 x 4 flips only 4,096 of
  // 65,536), in at most that many presses.
  const cross = ui.puzzle === "toggle";
  const rows = blank();
  if (!cross && Math.random() < 0.5) rows.forEach((row) => row.fill(1));
  const cells = Array.from({ length: ui.rows * ui.cols }, (_, i) => i).sort(() => Math.random() - 0.5);
  for (const i of cells.slice(0, 3 + Math.floor(Math.random() * 4))) {
    const [r, c] = [Math.floor(i / ui.cols), i % ui.cols];
    for (let j = 0; j < ui.rows; j++) {
      for (let k = 0; k < ui.cols; k++) {
        const hit = cross ? j === r || k === c : Math.abs(j - r) + Math.abs(k - c) <= 1;
        if (hit) rows[j][k] ^= 1;
      }
    }
  }
  return rows;
}
const exerciseLocked = () => inExercise() && ui.mode === "play";
function editCell(which, ev) {
  const cell = ev.target.closest(".cell");
  if (!cell) return;
  if (exerciseLocked()) return narrate(t("exerciseLocked"));
  const rows = which === "target" ? ui.target : ui.start;
  const r = +cell.dataset.row;
  const c = +cell.dataset.col;
  if (isTokenPuzzle()) {
    // A tile next to the blank slides into it; a knight a knight's move away jumps.
    const blankAt = STEPS[ui.puzzle].map(([dr, dc]) => [r + dr, c + dc]).find(([i, j]) => rows[i]?.[j] === 0);
    if (!blankAt || rows[r][c] === 0) return;
    const [i, j] = blankAt;
    [rows[i][j], rows[r][c]] = [rows[r][c], 0];
  } else {
    rows[r][c] ^= 1;
  }
  invalidate();
}

// ---------- watch mode ----------
async function solve() {
  wake(); // a click: the browser now lets the page make sounds
  setPlaying(false);
  if (ui.mode !== "watch") setMode("watch");
  narrate(t("solving"));
  // Whether the learner pressed Solve (a link or a lesson solves by itself).
  const pressed = document.activeElement === $("solve");
  $("solve").disabled = true;
  showStop(true);
  try {
    const data = await traceOf(request(ui.start), searching);
    trace = prepare(data);
    traceRequest = JSON.stringify(request(ui.start));
    model = initialModel(trace);
    pos = 0;
    setAnswer(data.answer);
    render();
    narrate(t("recorded", data.events.length, data.stats.states_expanded.toLocaleString(), trace.steps.length) + " " +
      (trace.steps.length === 0 ? `${t("refused")} ` : "") +
      (data.truncated && data.end ? t("truncated", eventsBeforeTheEnd(data).toLocaleString(), data.end.events.toLocaleString()) : "") + narration(trace, 0).say);
    saveView();
  } catch (err) {
    failed(err);
  } finally {
    $("solve").disabled = false;
    showStop(false);
    // Disabled while it ran, Solve lost the focus to the page: give it back.
    if (pressed && (!document.activeElement || document.activeElement === document.body)) $("solve").focus({ preventScroll: true });
  }
}
/// Embed mode hides the menus: the stage's title names the puzzle and the
/// algorithm instead.
function embedTitle() {
  const puzzle = t("puzzle" + ui.puzzle[0].toUpperCase() + ui.puzzle.slice(1));
  return `${puzzle} · ${t("algoNames")[ui.algorithm] ?? ui.algorithm}`;
}
/// How far a long search has got, while it runs: the states counted
/// against the budget (the core reports about ten times a second).
function searching({ work, budget }) {
  narrate(t("searching", work.toLocaleString(), budget.toLocaleString(), Math.floor((100 * work) / budget)));
}
/// The Stop button, while a search runs (only the wasm core can be stopped:
/// a request to the server runs to its own limits).
function showStop(on) {
  $("stop").hidden = !(on && document.documentElement.dataset.core === "wasm");
}
/// Says why a request gave no answer: stopped by the user, or an error.
function failed(err) {
  if (err instanceof Cancelled) narrate(t("stopped"));
  else narrate(t("error", err.message), "error");
}
function stepOnce() {
  setPlaying(false);
  if (forward(true)) render();
}
function backOnce() {
  setPlaying(false);
  if (backward()) render();
}
function toEnd() {
  if (!trace) return;
  setPlaying(false);
  // To the goal; the table has none, so to where it reads the start's distance.
  while (pos < trace.steps.length && !model.goalHit) {
    forward(false);
    if (trace.steps[pos - 1].kind === "path") break;
  }
  if (model.goalHit) jingle();
  render();
}
function reset() {
  setPlaying(false);
  if (trace) {
    seek(0);
    render();
  } else {
    render();
    narrate(t("ready"));
  }
}

// ---------- compare mode ----------
async function runCompare() {
  const box = $("compare");
  box.textContent = "";
  showStop(true);
  try {
    narrate(t("solving"));
    const rows = await compareOf(request(ui.start), searching);
    if (ui.mode !== "compare") return;
    narrate(t("compareIntro"));
    const bfsRow = rows.find((r) => r.algorithm === "bfs" && !r.error);
    if (bfsRow) setAnswer(bfsRow.answer);
    box.append(compareTable(rows));
    showStop(false);
    await runSideBySide((algorithm) => traceOf(request(ui.start, { algorithm })));
  } catch (err) {
    failed(err);
  } finally {
    showStop(false);
  }
}

// ---------- modes, language, wiring ----------
/// Goes to step `to` and shows it (a click on the tree).
function jumpTo(to) {
  setPlaying(false);
  seek(to);
  render();
}
function setMode(mode) {
  if (ui.mode === "quiz" && mode !== "quiz") leaveQuiz();
  ui.mode = mode;
  setPlaying(false);
  for (const tab of document.querySelectorAll(".tab")) {
    const on = tab.dataset.mode === mode;
    tab.classList.toggle("on", on);
    tab.setAttribute("aria-selected", String(on));
    tab.tabIndex = on ? 0 : -1;
  }
  $("quiz").hidden = mode !== "quiz";
  $("watch-controls").hidden = mode !== "watch";
  $("timeline-box").hidden = mode !== "watch";
  $("play-controls").hidden = mode !== "play";
  $("compare").hidden = mode !== "compare";
  $("side-by-side").hidden = mode !== "compare";
  $("stage").classList.toggle("playable", mode === "play");
  document.body.dataset.mode = mode;
  renderSetup();
  if (mode === "quiz") {
    leavePlay();
    $("stage-title").textContent = t("stageQuiz");
    enterQuiz();
  } else if (mode === "play") enterPlay();
  else {
    leavePlay();
    if (mode === "compare") {
      $("stage-title").textContent = t("stageCompare");
      runCompare();
    }
  }
  render();
  saveView();
}
function setLang(code) {
  setLanguage(code);
  $("lang").value = language();
  $("mute").textContent = t("muteLabel");
  $("core-label").textContent = document.documentElement.dataset.core === "wasm" ? t("coreWasm") : document.documentElement.dataset.core === "api" ? t("coreApi") : "";
  renderSetup();
  showSpeed();
  nameSideBySide();
  // A board proved impossible before any search: the core words why, in
  // the new language, at once.
  if (trace && trace.events.length === 0 && trace.unsolvable && ui.mode === "watch") solve();
  render();
  if (ui.mode === "watch" && !trace) narrate(t("ready"));
  if (ui.mode === "compare") runCompare();
  if (ui.mode === "quiz") enterQuiz(true);
  if (ui.mode === "play" && inPlay()) renderPlay();
  renderLesson();
  saveView();
}
function setPuzzle(p) {
  ui.puzzle = p;
  if (!offered(ui.algorithm)) setAlgorithm("bfs");
  if (isTokenPuzzle() || (ui.rows === 4 && ui.cols === 4)) loadSample();
  else {
    ui.start = randomBoard();
    ui.target = p === "swap" ? shuffled(ui.start) : blank();
  }
  invalidate();
  narrate(t("ready"));
}
function setSize(value) {
  const [r, c] = value.split("x").map(Number);
  ui.rows = r;
  ui.cols = c;
  ui.start = randomBoard();
  ui.target = ui.puzzle === "swap" ? shuffled(ui.start) : blank();
  invalidate();
}
function setAlgorithm(name) {
  ui.algorithm = ALGORITHMS.includes(name) ? name : "bfs";
  $("algorithm").value = ui.algorithm;
  document.body.dataset.algorithm = ui.algorithm;
}
function shuffled(rows) {
  const flat = rows.flat();
  for (let i = flat.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [flat[i], flat[j]] = [flat[j], flat[i]];
  }
  return Array.from({ length: ui.rows }, (_, r) => flat.slice(r * ui.cols, (r + 1) * ui.cols));
}

/// Opens a view as Learn mode asks: its board and algorithm, then its mode;
/// in watch mode the search runs and its trace is returned (null on failure).
async function openView(view) {
  const shown = trace && ui.mode === "watch" ? traceRequest : null;
  restore({ ...view, embed: ui.embed });
  renderSetup();
  // A lesson's next step on the same board and search: the trace shown is
  // its trace; not searched again (lesson 6's 17,933 events took seconds).
  const watching = !["play", "compare", "quiz"].includes(view.mode);
  if (watching && shown !== null && JSON.stringify(request(ui.start)) === shown) {
    setPlaying(false);
    return trace;
  }
  forgetTrace();
  if (view.mode === "play" || view.mode === "compare" || view.mode === "quiz") {
    setMode(view.mode);
    return null;
  }
  if (ui.mode !== "watch") setMode("watch");
  await solve();
  return trace;
}
/// Forgets the trace of the board before (without re-running any mode).
function forgetTrace() {
  setPlaying(false);
  trace = null;
  traceRequest = null;
  model = null;
  pos = 0;
  leavePlay();
  setAnswer(undefined);
  $("compare").textContent = "";
}

/// Restores the view a permalink describes; returns the event to go to, if any.
function restore(view) {
  if (view.puzzle && SAMPLES[view.puzzle]) ui.puzzle = view.puzzle;
  $("puzzle").value = ui.puzzle;
  loadSample();
  try {
    if (view.start?.length) {
      const start = fromText(ui.puzzle, view.start);
      const width = start[0].length;
      if (start.length <= 6 && width <= 6 && start.every((row) => row.length === width && row.every(Number.isFinite))) {
        ui.start = start;
        ui.rows = start.length;
        ui.cols = width;
        $("size").value = `${ui.rows}x${ui.cols}`;
        ui.target = view.target ? fromText(ui.puzzle, view.target) : hasTarget() ? ui.target : blank();
      }
    }
  } catch {
    loadSample();
  }
  setAlgorithm(view.algorithm ?? "bfs");
  ui.embed = view.embed;
  document.body.classList.toggle("embed", ui.embed);
  return view.event;
}

async function init() {
  drawLogo();
  const select = $("algorithm");
  for (const name of ALGORITHMS) {
    const option = document.createElement("option");
    option.value = name;
    option.textContent = name;
    select.appendChild(option);
  }
  const view = readHash();
  const event = restore(view);
  $("board").addEventListener("click", (ev) => editCell("start", ev));
  $("target").addEventListener("click", (ev) => editCell("target", ev));
  $("stage").addEventListener("click", playClick);
  $("puzzle").addEventListener("change", (ev) => setPuzzle(ev.target.value));
  $("size").addEventListener("change", (ev) => setSize(ev.target.value));
  $("algorithm").addEventListener("change", (ev) => {
    replaced = null; // the learner chose
    setAlgorithm(ev.target.value);
    invalidate();
  });
  $("lang").addEventListener("change", (ev) => setLang(ev.target.value));
  $("palette").addEventListener("change", (ev) => {
    document.body.classList.toggle("palette-cb", ev.target.value === "cb");
    document.body.classList.toggle("palette-classic", ev.target.value !== "cb");
  });
  // A toggle button: one name ("Mute"), its state in aria-pressed (and in
  // its look), never a label that reads as a state.
  $("mute").addEventListener("click", () => {
    setMuted(!isMuted());
    $("mute").setAttribute("aria-pressed", String(isMuted()));
  });
  $("sample").addEventListener("click", () => { loadSample(); invalidate(); });
  $("random").addEventListener("click", () => {
    ui.start = randomBoard();
    if (ui.puzzle === "swap") ui.target = shuffled(ui.start);
    invalidate();
  });
  $("clear").addEventListener("click", () => {
    if (isTokenPuzzle()) ui.start = ui.target.map((row) => [...row]);
    else ui.start = blank();
    invalidate();
  });
  $("solve").addEventListener("click", solve);
  $("stop").addEventListener("click", cancel);
  $("step").addEventListener("click", stepOnce);
  $("back").addEventListener("click", backOnce);
  $("play").addEventListener("click", () => { wake(); setPlaying(!playing); });
  $("reset").addEventListener("click", reset);
  $("end").addEventListener("click", toEnd);
  $("timeline").addEventListener("input", (ev) => {
    setPlaying(false);
    seek(+ev.target.value);
    render();
  });
  $("speed").addEventListener("input", () => {
    showSpeed();
    if (playing) { clearTimeout(timer); tick(); }
  });
  $("hint").addEventListener("click", hint);
  $("undo").addEventListener("click", undo);
  $("restart").addEventListener("click", () => { leavePlay(); enterPlay(); });
  $("copy-link").addEventListener("click", async () => {
    saveView();
    narrate((await copyLink($("link-text"))) ? t("linkCopied") : t("linkHere"));
  });
  for (const tab of document.querySelectorAll(".tab")) tab.addEventListener("click", () => setMode(tab.dataset.mode));
  // The tabs: arrow keys move between them, as a tab list does.
  document.querySelector(".tabs").addEventListener("keydown", (ev) => {
    const tabs = [...document.querySelectorAll(".tab")];
    const i = tabs.indexOf(ev.target);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[ev.key];
    if (i < 0 || !step) return;
    ev.preventDefault();
    ev.stopPropagation();
    const next = tabs[(i + step + tabs.length) % tabs.length];
    next.focus();
    setMode(next.dataset.mode);
  });
  document.addEventListener("keydown", (ev) => {
    const tag = ev.target.tagName;
    if (tag === "SELECT" || tag === "INPUT" || tag === "TEXTAREA" || ev.ctrlKey || ev.metaKey || ev.altKey) return;
    // Space and Enter on a button press that button, never the player.
    if ((ev.key === " " || ev.key === "Enter") && ev.target.closest?.("button, a, [role=tab], [role=button]")) return;
    if (ui.mode !== "watch") return;
    if (ev.key === " ") { ev.preventDefault(); wake(); setPlaying(!playing); }
    else if (ev.key === "ArrowRight") { ev.preventDefault(); stepOnce(); }
    else if (ev.key === "ArrowLeft") { ev.preventDefault(); backOnce(); }
  });
  initPlay({ ui, request, narrate, setAnswer, stateLabel, onWin: exerciseWon, isExercise: () => inExercise() && ui.mode === "play" });
  initQuiz({ narrate });
  initLearn({
    open: openView,
    seek: (to) => {
      seek(to);
      render();
      saveView();
    },
    save: saveView,
  });
  setupSideBySide();
  // A permalink pasted into this tab (only the hash changes): open that view.
  window.addEventListener("hashchange", () => location.reload());
  setLang(view.lang ?? "en");
  renderSetup();
  render();
  narrate(t("ready"));
  await coreReady();
  setLang(language()); // names the core that answers
  const lesson = parseLearnKey(view.learn);
  // The core's plans before the link's search runs: an algorithm it cannot
  // run on this board is replaced (and said so) before, not after, its refusal.
  if (!lesson) await refreshPlans(`${ui.puzzle} ${ui.rows}x${ui.cols}`);
  if (lesson) await openStep(lesson.lesson, lesson.step);
  else if (view.mode === "play" || view.mode === "compare" || view.mode === "quiz") setMode(view.mode);
  else if (event !== undefined) {
    await solve();
    if (trace) {
      seek(event);
      render();
    }
  }
  // Where the learner reads first, too.
  if (replacedText()) narrate(`${replacedText()}${language() === "zh" ? "" : " "}${$("narration").textContent}`);
  linkOpening = false;
  document.body.dataset.ready = "true";
}
init();
