// Side by side: two algorithms on the same board, stepping together, each
// with its board, its current event and its counters.
import { t } from "./i18n.js";
import { rowsOf, paintBoard, clearMarks, markCells } from "./board.js";
import { ALGORITHMS } from "./pseudocode.js";
import { prepare, initialModel, apply, modelAt, waiting } from "./player.js";

const $ = (id) => document.getElementById(id);
const sides = { left: null, right: null }; // {trace, model, pos}
let load = null; // the function that fetches a trace for an algorithm

function stepSide(side) {
  if (!side || side.pos >= side.trace.steps.length) return;
  apply(side.trace, side.model, side.trace.steps[side.pos]);
  side.pos++;
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
    board.textContent = "";
    return;
  }
  const { trace, model, pos } = side;
  const e = pos > 0 ? trace.steps[pos - 1] : null;
  const state = e?.kind === "path" ? trace.path_states[e.k] : e?.state ?? trace.start;
  paintBoard(board, rowsOf(trace.puzzle, state, trace.rows, trace.cols), trace.puzzle);
  clearMarks(board);
  // The same marks as the main view: a tried move framed, a new state's move filled.
  if (e?.mv !== undefined) markCells(board, trace.moves[e.mv].cells, e.kind === "try" ? "tried" : "fresh");
  if (e?.kind === "goal" || e?.kind === "meet") board.classList.add("goal-still");
  const event = $(`sbs-${name}-event`);
  event.textContent = `${pos} / ${trace.steps.length}`;
  info.textContent = `${t("kindNames")[e ? e.kind : "start"]} · ${t("visited")} ${model.visited} · ${t("waitingLabel")[trace.algorithm] ?? t("queueLength")} ${waiting(trace, model)} · ${t("answer")} ${trace.answer ?? t("impossible")}`;
}

function render() {
  renderSide("left");
  renderSide("right");
}

/// Builds the algorithm choices and wires the shared controls.
export function setupSideBySide() {
  for (const [name, initial] of [["left", "bfs"], ["right", "bibfs"]]) {
    const select = $(`sbs-${name}-algorithm`);
    for (const algorithm of ALGORITHMS) {
      const option = document.createElement("option");
      option.value = algorithm;
      option.textContent = algorithm;
      select.appendChild(option);
    }
    select.value = initial;
    select.addEventListener("change", () => load && runSideBySide(load));
  }
  $("sbs-step").addEventListener("click", () => {
    stepSide(sides.left);
    stepSide(sides.right);
    render();
  });
  $("sbs-back").addEventListener("click", () => {
    backSide(sides.left);
    backSide(sides.right);
    render();
  });
}

/// Loads both chosen algorithms' traces of the current board (`fetchTrace(algorithm)`).
export async function runSideBySide(fetchTrace) {
  load = fetchTrace;
  for (const name of ["left", "right"]) {
    const algorithm = $(`sbs-${name}-algorithm`).value;
    try {
      const trace = prepare(await fetchTrace(algorithm));
      sides[name] = { trace, model: initialModel(trace), pos: 0 };
    } catch (err) {
      sides[name] = null;
      $(`sbs-${name}-info`).textContent = `${algorithm}: ${err.message}`;
    }
  }
  render();
}
