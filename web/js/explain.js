// What a step does, made visible under and on the board: a move of a board
// of bits as the XOR the search computes (state ⊕ mask = next, in binary,
// a group per row), and A*'s and IDA*'s lower bound h pictured on the board
// it bounds: each tile's way to its goal cell, a column leg and a row leg
// with its length on the tile (Manhattan distance;
// linear conflicts make up the rest of h), the knights off their goal's
// colour crossed out, the cells a press count must still change.
import { t } from "./i18n.js";
import { rowsOf, maskOf, binaryRows, xor, isToken, cellEl } from "./board.js";
import { svgElement } from "./svg.js";

/// The move and the two states of a step that tries a move, or null.
function moveOf(trace, pos) {
  const e = pos > 0 ? trace.steps[pos - 1] : null;
  if (!e) return null;
  if (e.kind === "try") return { from: e.state, mv: e.mv, to: e.next };
  if (e.kind === "discover") return { from: e.parent, mv: e.mv, to: e.state };
  if (e.kind === "duplicate") {
    const before = trace.steps[pos - 2];
    if (before?.kind === "try") return { from: before.state, mv: before.mv, to: before.next };
  }
  return null;
}

/// The XOR under the board, for boards of bits (hidden otherwise).
export function renderXor(box, trace, pos) {
  // Once an impossible search has ended, the last move is not the point.
  const ended = trace && trace.answer === null && pos === trace.steps.length;
  const step = trace && !isToken(trace.puzzle) && !ended ? moveOf(trace, pos) : null;
  box.hidden = !step;
  if (!step) return;
  const { rows, cols } = trace;
  const mask = maskOf(trace.moves[step.mv], rows, cols);
  // A swap of two equal cells changes nothing: its XOR is 0.
  const applied = xor(step.from, step.to);
  const lines = [
    ["", step.from, binaryRows(step.from, rows, cols)],
    ["⊕", applied, binaryRows(applied, rows, cols)],
    ["=", step.to, binaryRows(step.to, rows, cols)],
  ];
  box.textContent = "";
  const title = document.createElement("div");
  title.className = "xor-title";
  title.textContent = t("xorTitle") + (trace.moves[step.mv].kind === "swap" ? ` (${t("xorNote")})` : "");
  box.appendChild(title);
  for (const [op, number, bits] of lines) {
    const line = document.createElement("div");
    line.className = "xor-line";
    const o = document.createElement("span");
    o.className = "xor-op";
    o.textContent = op;
    const b = document.createElement("span");
    b.className = "xor-bits";
    b.textContent = bits;
    const n = document.createElement("span");
    n.className = "xor-num";
    n.textContent = String(number);
    line.append(o, b, n);
    box.appendChild(line);
  }
  box.dataset.mask = String(mask);
}

/// Each tile's Manhattan distance to its goal cell, and the arrows.
export function manhattan(board, goal) {
  const at = new Map();
  goal.forEach((row, r) => row.forEach((v, c) => at.set(v, [r, c])));
  let sum = 0;
  const arrows = [];
  board.forEach((row, r) => row.forEach((v, c) => {
    if (v === 0) return;
    const [gr, gc] = at.get(v) ?? [r, c];
    const d = Math.abs(r - gr) + Math.abs(c - gc);
    sum += d;
    if (d > 0) arrows.push([r, c, gr, gc]);
  }));
  return { sum, arrows };
}

/// The linear conflicts of `board` (Hansson, Mayer and Yung, as the core
/// counts them): in each row (and column), the tiles whose goal is in that
/// line, in the line's order; those not in a longest increasing run of goal
/// positions must step out, 2 moves each. Returns, per line that adds
/// moves, {line: "row"|"column", index (1-based), tiles (the ones in the
/// wrong order, in the line's order), add}.
export function linearConflicts(board, goal) {
  const at = new Map();
  goal.forEach((row, r) => row.forEach((v, c) => at.set(v, [r, c])));
  const lines = [];
  const scan = (line, index, cells) => {
    // cells: [tile, goal position along the line] of the tiles at home in this line.
    const k = cells.length;
    const lis = Array(k).fill(1);
    for (let i = 0; i < k; i++) for (let j = 0; j < i; j++) if (cells[j][1] < cells[i][1]) lis[i] = Math.max(lis[i], lis[j] + 1);
    const longest = k ? Math.max(...lis) : 0;
    if (k - longest === 0) return;
    const tiles = cells.filter(([, g], i) => cells.some(([, h], j) => (j < i && h > g) || (j > i && h < g))).map(([v]) => v);
    lines.push({ line, index: index + 1, tiles, add: 2 * (k - longest) });
  };
  board.forEach((row, r) => scan("row", r, row.map((v) => [v, at.get(v)]).filter(([v, g]) => v !== 0 && g && g[0] === r).map(([v, g]) => [v, g[1]])));
  board[0].forEach((_, c) => scan("column", c, board.map((row) => row[c]).map((v) => [v, at.get(v)]).filter(([v, g]) => v !== 0 && g && g[1] === c).map(([v, g]) => [v, g[0]])));
  return lines;
}

/// How far (in the arrows' units, 100 a cell) each leg of a tile's way
/// keeps to its right of the cells' centre line.
export const KEEP_RIGHT = 14;

/**
 * Draws each tile's way to its goal cell over the board: the Manhattan
 * bound pictured (`arrows` as `manhattan` gives them), replacing any drawn.
 */
export function drawArrows(stage, arrows, rows, cols) {
  stage.querySelectorAll(".h-arrows").forEach((x) => x.remove());
  const svg = svgElement("svg", {
    class: "h-arrows",
    // 100 units a cell: fonts of a fraction of a unit render badly.
    viewBox: `0 0 ${cols * 100} ${rows * 100}`,
    preserveAspectRatio: "none",
    "aria-hidden": "true",
  });
  svg.innerHTML = '<defs><marker id="h-head" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#e43b44"/></marker></defs>';
  for (const [r, c, gr, gc] of arrows) {
    // The way a tile counts: its column leg, then its row leg, never the
    // diagonal (which would look like one step), and its length written on
    // the tile, so the arrows add up to the Manhattan sum.
    // Each leg keeps to its right, as traffic does: two tiles going
    // opposite ways along the same row or column (tile 4 left, tile 6
    // right) would otherwise draw one line over the other. The whole way
    // shifts by the sum of its legs' right-hand sides, so its legs keep
    // their lengths and it still starts and ends inside its cells.
    const d = Math.abs(r - gr) + Math.abs(c - gc);
    const g = svgElement("g", { class: "h-way", "data-distance": d }, svg);
    const shift = [Math.sign(r - gr) * KEEP_RIGHT, Math.sign(gc - c) * KEEP_RIGHT];
    const points = [[c + 0.5, r + 0.5], [gc + 0.5, r + 0.5], [gc + 0.5, gr + 0.5]]
      .filter(([x, y], i, all) => i === 0 || x !== all[i - 1][0] || y !== all[i - 1][1])
      .map(([x, y]) => [x * 100 + shift[0], y * 100 + shift[1]]);
    svgElement("polyline", { points: points.map((p) => p.join(",")).join(" "), "marker-end": "url(#h-head)" }, g);
    svgElement("circle", { cx: c * 100 + 80, cy: r * 100 + 20, r: 15 }, g);
    const label = svgElement("text", { x: c * 100 + 80, y: r * 100 + 27, "text-anchor": "middle" }, g);
    label.textContent = String(d);
  }
  stage.appendChild(svg);
}

/// Draws h on the stage for an estimate step of A* or IDA*; returns the
/// words for it (empty when the step has no bound to show).
export function renderBound(stage, box, trace, pos) {
  stage.querySelectorAll(".h-arrows").forEach((x) => x.remove());
  const e = pos > 0 ? trace?.steps[pos - 1] : null;
  const show = e && e.kind === "estimate";
  box.hidden = !show;
  if (!show) return;
  const { rows, cols } = trace;
  const board = rowsOf(trace.puzzle, e.state, rows, cols);
  let words;
  if (trace.puzzle === "slide") {
    const goal = rowsOf(trace.puzzle, trace.goals[0], rows, cols);
    const { sum, arrows } = manhattan(board, goal);
    words = t("hSlide", sum, e.h - sum);
    drawArrows(stage, arrows, rows, cols);
  } else if (trace.puzzle === "knight") {
    const goal = rowsOf(trace.puzzle, trace.goals[0], rows, cols);
    let k = 0;
    board.forEach((row, r) => row.forEach((v, c) => {
      if (v !== 0 && v !== goal[r][c]) {
        k++;
        cellEl(stage, r, c)?.classList.add("misplaced");
      }
    }));
    words = t("hKnight", k);
  } else {
    // The nearest goal: the fewest cells to change.
    const goals = trace.goals.map((g) => rowsOf(trace.puzzle, g, rows, cols));
    const differ = (goal) => board.flatMap((row, r) => row.map((v, c) => (v !== goal[r][c] ? [r, c] : null))).filter(Boolean);
    const best = goals.map(differ).sort((a, b) => a.length - b.length)[0] ?? [];
    for (const [r, c] of best) cellEl(stage, r, c)?.classList.add("misplaced");
    if (trace.puzzle === "swap") words = t("hSwap", e.h);
    else {
      const big = Math.max(...trace.moves.map((m) => m.cells.length));
      words = t("hPress", best.length, big, e.h);
    }
  }
  box.textContent = words;
}
