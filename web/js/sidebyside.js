// Side by side: two algorithms on the same board, stepping together, each
// with its board, its current event and its counters.
import { t } from "./i18n.js";
import { rowsOf, paintBoard, clearMarks, markCells } from "./board.js";
import { ALGORITHMS } from "./pseudocode.js";
import { prepare, initialModel, apply, modelAt } from "./player.js";

const $ = (id) => document.getElementById(id);
const sides = { left: null, right: null }; // {trace, model, pos}
let load = null; // the function that fetches a trace for an algorithm

let playing = null; // the timer while both play

function stepSide(side) {
  if (!side || side.pos >= side.trace.steps.length) return false;
  apply(side.trace, side.model, side.trace.steps[side.pos], side.pos);
  side.pos++;
  return true;
}

/// Both sides to step `to` (each stops at its own end).
function seekBoth(to) {
  for (const side of [sides.left, sides.right]) {
    if (!side) continue;
    const target = Math.min(to, side.trace.steps.length);
    if (target < side.pos) {
      side.model = modelAt(side.trace, target);
      side.pos = target;
    }
    while (side.pos < target) stepSide(side);
  }
}

/// The longer trace's length: the shared timeline spans it.
const longest = () => Math.max(sides.left?.trace.steps.length ?? 0, sides.right?.trace.steps.length ?? 0);

function setPlaying(on) {
  clearInterval(playing);
  playing = null;
  const btn = $("sbs-play");
  if (on && longest() > 0) {
    // About a minute for the longer trace, at least 2 and at most 30 frames a second.
    const total = longest();
    const perSecond = Math.min(2000, Math.max(2, Math.round(total / 60)));
    const frame = Math.max(1000 / 30, 1000 / perSecond);
    const per = Math.max(1, Math.round(perSecond / 30));
    playing = setInterval(() => {
      let moved = false;
      for (let i = 0; i < per; i++) moved = [stepSide(sides.left), stepSide(sides.right)].some(Boolean) || moved;
      render();
      if (!moved) setPlaying(false);
    }, frame);
  }
  btn.textContent = playing ? t("pause") : t("play");
  btn.dataset.i18n = playing ? "pause" : "play";
  btn.setAttribute("aria-pressed", String(Boolean(playing)));
}

function backSide(side) {
  if (!side || side.pos === 0) return;
  side.pos--;
  side.model = modelAt(side.trace, side.pos);
}

function renderSide(name) {
  const side = sides[name];
  const board = $(`sbs-${name}-board`);
  const info = $(`sbs-${name}-info`);
  if (!side) {
    // No trace (the algorithm refused this board, said in the info line):
    // nothing of the previous one stays.
    board.textContent = "";
    $(`sbs-${name}-event`).textContent = "0 / 0";
    return;
  }
  const { trace, model, pos } = side;
  const e = pos > 0 ? trace.steps[pos - 1] : null;
  const state = e?.kind === "path" ? trace.path_states[e.k] : e?.state ?? trace.start;
  paintBoard(board, rowsOf(trace.puzzle, state, trace.rows, trace.cols), trace.puzzle, false);
  clearMarks(board);
  // The same marks as the main view: a tried move framed, a new state's move filled.
  if (e?.mv !== undefined) markCells(board, trace.moves[e.mv].cells, e.kind === "try" ? "tried" : "fresh");
  if (e?.kind === "goal" || e?.kind === "meet") board.classList.add("goal-still");
  const event = $(`sbs-${name}-event`);
  event.textContent = `${pos.toLocaleString()} / ${trace.steps.length.toLocaleString()}`;
  const kind = t("kindNames")[e ? e.kind : "start"] ?? "";
  // The answer only from the event that finds it (the goal, the frontiers
  // meeting, the path) or at the end: never beside a search still running.
  const found = model.goalHit || model.met !== null || e?.kind === "walk" || e?.kind === "path";
  const known = found || pos === trace.steps.length;
  const answer = known ? trace.answer ?? t("impossible") : t("notFoundYet");
  info.textContent = `${kind} · ${t("visited")} ${model.expanded.toLocaleString()} · ${t("waitingLabel")[trace.algorithm] ?? t("queueLength")} ${model.waiting.toLocaleString()} · ${t("answer")} ${answer}`;
}

function render() {
  renderSide("left");
  renderSide("right");
  const line = $("sbs-timeline");
  line.max = String(longest());
  line.value = String(Math.max(sides.left?.pos ?? 0, sides.right?.pos ?? 0));
  line.setAttribute("aria-valuetext", `${line.value} / ${line.max}`);
}

/// The algorithm menus in the page's language.
export function nameSideBySide() {
  for (const name of ["left", "right"]) {
    for (const option of $(`sbs-${name}-algorithm`).options) option.textContent = t("algoNames")[option.value] ?? option.value;
  }
  if (!playing) $("sbs-play").textContent = t("play");
}

/// Builds the algorithm choices and wires the shared controls.
export function setupSideBySide() {
  for (const [name, initial] of [["left", "bfs"], ["right", "bibfs"]]) {
    const select = $(`sbs-${name}-algorithm`);
    for (const algorithm of ALGORITHMS) {
      const option = document.createElement("option");
      option.value = algorithm;
      option.textContent = t("algoNames")[algorithm] ?? algorithm;
      select.appendChild(option);
    }
    select.value = initial;
    select.addEventListener("change", () => load && runSideBySide(load));
  }
  $("sbs-step").addEventListener("click", () => {
    setPlaying(false);
    stepSide(sides.left);
    stepSide(sides.right);
    render();
  });
  $("sbs-back").addEventListener("click", () => {
    setPlaying(false);
    backSide(sides.left);
    backSide(sides.right);
    render();
  });
  $("sbs-play").addEventListener("click", () => setPlaying(!playing));
  $("sbs-timeline").addEventListener("input", (ev) => {
    setPlaying(false);
    seekBoth(+ev.target.value);
    render();
  });
}

/// Loads both chosen algorithms' traces of the current board (`fetchTrace(algorithm)`).
export async function runSideBySide(fetchTrace) {
  load = fetchTrace;
  setPlaying(false);
  for (const name of ["left", "right"]) {
    const algorithm = $(`sbs-${name}-algorithm`).value;
    try {
      const trace = prepare(await fetchTrace(algorithm));
      sides[name] = { trace, model: initialModel(trace), pos: 0 };
    } catch (err) {
      sides[name] = null;
      $(`sbs-${name}-info`).textContent = `${t("algoNames")[algorithm] ?? algorithm}: ${err.message}`;
    }
  }
  render();
}
