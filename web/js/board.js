// Boards: state numbers as the core writes them, drawn as cells.
//
// Press and swap puzzles number a board row-major with the first cell as the
// highest bit (the classic write-ups' form). Token boards keep cell i
// (row-major) in a field of its own, 0 the blank: sliding tiles 4 bits
// (at most 12 cells), knights 2 (1 a `1` knight, 2 a `0` knight; at most
// 25 cells), so every state is an exact JavaScript number.
import { t } from "./i18n.js";

const isSlide = (puzzle) => puzzle === "slide";
const isKnight = (puzzle) => puzzle === "knight";
/// Token boards: cells hold tokens and a blank, moves trade the blank.
export const isToken = (puzzle) => isSlide(puzzle) || isKnight(puzzle);
/// How many values one cell's field holds in a token state.
const fieldOf = (puzzle) => (isSlide(puzzle) ? 16 : 4);
/// P2324's characters for the knight tokens: 0 the blank '*', 1 '1', 2 '0'.
const KNIGHT_CHARS = ["*", "1", "0"];

/// The value of cell `index` of `state` (0/1, a tile number, or a knight token).
export function cellValue(puzzle, state, index, n) {
  if (isToken(puzzle)) return Math.floor(state / fieldOf(puzzle) ** index) % fieldOf(puzzle);
  return Math.floor(state / 2 ** (n - 1 - index)) % 2;
}

/// The board of a state, as rows of values.
export function rowsOf(puzzle, state, rows, cols) {
  const n = rows * cols;
  return Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => cellValue(puzzle, state, r * cols + c, n)));
}

/// The state number of a board given as rows of values.
export function stateOf(puzzle, rows) {
  const flat = rows.flat();
  if (isToken(puzzle)) return flat.reduce((s, v, i) => s + v * fieldOf(puzzle) ** i, 0);
  return flat.reduce((s, v) => s * 2 + v, 0);
}

/// A board as the request's text rows ("1001", "2 8 3" for tiles, "01*11" for knights).
export function toText(puzzle, rows) {
  if (isKnight(puzzle)) return rows.map((row) => row.map((v) => KNIGHT_CHARS[v]).join(""));
  return rows.map((row) => (isSlide(puzzle) ? row.join(" ") : row.join("")));
}

/// Rows of values from text rows.
export function fromText(puzzle, lines) {
  if (isKnight(puzzle)) return lines.map((line) => [...line.trim()].map((ch) => Math.max(0, KNIGHT_CHARS.indexOf(ch))));
  if (isSlide(puzzle)) return lines.map((line) => line.trim().split(/\s+/).map(Number));
  return lines.map((line) => [...line].map((ch) => (ch === "1" ? 1 : 0)));
}

/// The state after a move (applying a rule, not searching).
export function applyMove(puzzle, state, mv, rows, cols) {
  const n = rows * cols;
  const index = ([r, c]) => r * cols + c;
  if (isToken(puzzle)) {
    const [a, b] = mv.at.map(index);
    const va = cellValue(puzzle, state, a, n);
    const vb = cellValue(puzzle, state, b, n);
    if (va !== 0 && vb !== 0) return state; // neither cell holds the blank
    const field = fieldOf(puzzle);
    return state + (vb - va) * field ** a + (va - vb) * field ** b;
  }
  const bit = (cell) => 2 ** (n - 1 - index(cell));
  if (mv.kind === "swap") {
    const [p, q] = mv.at;
    if (cellValue(puzzle, state, index(p), n) === cellValue(puzzle, state, index(q), n)) return state;
  }
  let s = state;
  for (const cell of mv.cells) s = cellValue(puzzle, s, index(cell), n) ? s - bit(cell) : s + bit(cell);
  return s;
}

/// A move in words, 1-based as the judges write it. Given the board it is
/// made on (`before`: {state, rows, cols}), a slide is named by its tile
/// ("tile 5 moves left") and a jump by its knight ("black knight (1,2) →
/// (3,3)"): the cells alone ("(1,2) ↔ (2,2)") do not say which piece moves.
export function moveText(mv, short = false, before = null) {
  const [a, b, c, d] = mv.one_based;
  const token = before && (mv.kind === "slide" || mv.kind === "knight") ? tokenMove(mv, before) : null;
  if (token && mv.kind === "slide") {
    const [dr, dc] = [token.to[0] - token.from[0], token.to[1] - token.from[1]];
    const dir = t("dirNames")[dr < 0 ? "up" : dr > 0 ? "down" : dc < 0 ? "left" : "right"];
    return t(short ? "tileMove" : "tileMoveLong", token.value, dir);
  }
  if (token) {
    const who = token.value === 1 ? t("cellBlackKnight") : t("cellWhiteKnight");
    const [fr, fc] = token.from.map((x) => x + 1);
    const [tr, tc] = token.to.map((x) => x + 1);
    return t(short ? "knightJump" : "knightJumpLong", who, fr, fc, tr, tc);
  }
  if (mv.kind === "press") return short ? t("pressShort", a, b) : t("press", a, b);
  if (mv.kind === "slide") return short ? t("slideShort", a, b, c, d) : t("slideMove", a, b, c, d);
  if (mv.kind === "knight") return short ? t("slideShort", a, b, c, d) : t("knightMove", a, b, c, d);
  return short ? t("swapShort", a, b, c, d) : t("swap", a, b, c, d);
}

/// The piece a move of a token board moves on the board `before`
/// ({state, rows, cols}): its value and its cells, from and to (0-based);
/// null when neither of the move's cells holds the blank.
export function tokenMove(mv, { state, rows, cols }) {
  const n = rows * cols;
  const [p, q] = mv.at;
  const vp = cellValue(mv.kind, state, p[0] * cols + p[1], n);
  const vq = cellValue(mv.kind, state, q[0] * cols + q[1], n);
  if (vp === 0 && vq !== 0) return { value: vq, from: q, to: p };
  if (vq === 0 && vp !== 0) return { value: vp, from: p, to: q };
  return null;
}

/// A state as the learner reads it: the state number for boards of bits
/// (the write-ups' form, 61666), the tiles row by row for sliding boards
/// (P1379's form, 283104765; tiles past 9 are separated by dots), the rows
/// of knights for P2324 (10110/01*11/...). A token state's packed number is
/// the core's business, never shown.
export function stateName(trace, state) {
  if (!isToken(trace.puzzle)) return String(state);
  return boardName(trace.puzzle, rowsOf(trace.puzzle, state, trace.rows, trace.cols));
}

/// A token board's rows as the learner reads them (see `stateName`).
export function boardName(puzzle, rows) {
  if (isKnight(puzzle)) return toText(puzzle, rows).join("/");
  const wide = rows.length * rows[0].length > 10;
  return rows.map((row) => row.join(wide ? "." : "")).join(wide ? "/" : "");
}

/// The XOR mask of a move on a board of bits: the state number with the
/// move's cells set.
export function maskOf(mv, rows, cols) {
  const n = rows * cols;
  return mv.cells.reduce((m, [r, c]) => m + 2 ** (n - 1 - (r * cols + c)), 0);
}

/// A state number as binary, a group of digits per row.
export function binaryRows(state, rows, cols) {
  const bits = state.toString(2).padStart(rows * cols, "0");
  return Array.from({ length: rows }, (_, r) => bits.slice(r * cols, (r + 1) * cols)).join(" ");
}

/// The XOR of two state numbers (exact past 2^32, unlike JavaScript's ^).
export function xor(a, b) {
  return Number(BigInt(a) ^ BigInt(b));
}

/// A cell's name for a screen reader: "row 1, column 2, black".
export function cellName(puzzle, r, c, v) {
  let what;
  if (isSlide(puzzle)) what = v === 0 ? t("cellBlank") : t("cellTile", v);
  else if (isKnight(puzzle)) what = v === 0 ? t("cellEmpty") : v === 1 ? t("cellBlackKnight") : t("cellWhiteKnight");
  else what = v ? t("cellBlack") : t("cellWhite");
  return t("cellName", r + 1, c + 1, what);
}

/// Builds (once per size and kind) the cell elements of a board container.
/// An interactive board's cells are buttons with one tab stop (the arrow
/// keys move between them, Enter or Space presses); a board that only
/// shows is one image whose name says the board.
export function layoutBoard(el, rows, cols, interactive = el.classList.contains("editor")) {
  const kind = interactive ? "buttons" : "picture";
  if (el.dataset.rows === String(rows) && el.dataset.cols === String(cols) && el.dataset.kind === kind) return;
  el.dataset.rows = rows;
  el.dataset.cols = cols;
  el.dataset.kind = kind;
  el.textContent = "";
  el.style.setProperty("--cols", cols);
  el.style.setProperty("--rows", rows);
  el.setAttribute("role", interactive ? "group" : "img");
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cell = document.createElement(interactive ? "button" : "div");
      if (interactive) {
        cell.type = "button";
        cell.tabIndex = r === 0 && c === 0 ? 0 : -1;
      }
      cell.className = "cell";
      cell.dataset.row = r;
      cell.dataset.col = c;
      cell.dataset.value = 0;
      el.appendChild(cell);
    }
  }
  if (interactive && !el.dataset.keys) {
    el.dataset.keys = "arrows";
    el.addEventListener("keydown", (ev) => moveFocus(el, ev));
  }
}

/// Arrow keys move the focus between an interactive board's cells.
function moveFocus(el, ev) {
  const cell = ev.target.closest?.(".cell");
  const step = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] }[ev.key];
  if (!cell || !step) return;
  ev.preventDefault();
  ev.stopPropagation();
  const next = cellEl(el, +cell.dataset.row + step[0], +cell.dataset.col + step[1]);
  if (!next) return;
  for (const c of el.querySelectorAll(".cell")) c.tabIndex = -1;
  next.tabIndex = 0;
  next.focus();
}

/// Draws a board's values into its container (tiles show their numbers,
/// knights a knight on a chequered square), each cell named.
export function paintBoard(el, rows, puzzle, interactive) {
  layoutBoard(el, rows.length, rows[0].length, interactive);
  el.classList.toggle("tiles", isSlide(puzzle));
  el.classList.toggle("knights", isKnight(puzzle));
  const buttons = el.dataset.kind === "buttons";
  for (const cell of el.children) {
    if (!cell.classList.contains("cell")) continue;
    const [r, c] = [+cell.dataset.row, +cell.dataset.col];
    const v = rows[r][c];
    cell.dataset.value = v;
    if (buttons) cell.setAttribute("aria-label", cellName(puzzle, r, c, v));
    if (isKnight(puzzle)) {
      cell.dataset.square = (r + c) % 2;
      cell.textContent = v === 0 ? "" : "♞";
    } else {
      cell.textContent = isSlide(puzzle) && v !== 0 ? String(v) : "";
    }
    if (!buttons && cell.textContent) cell.setAttribute("aria-hidden", "true");
  }
  if (!buttons) el.setAttribute("aria-label", t("boardPicture", toText(puzzle, rows).join(" / ")));
}

export function cellEl(el, r, c) {
  return el.querySelector(`.cell[data-row="${r}"][data-col="${c}"]`);
}

export function clearMarks(el) {
  for (const cell of el.querySelectorAll(".cell")) cell.className = "cell";
  el.querySelectorAll(".marker").forEach((m) => m.remove());
  el.classList.remove("current", "goal", "visited", "fresh", "goal-still", "path-mode");
}

export function markCells(el, cells, cls) {
  for (const [r, c] of cells) cellEl(el, r, c)?.classList.add(cls);
}

/// A numbered marker on a move of the solution path.
export function addMarker(el, mv, label) {
  const m = document.createElement("span");
  m.className = "marker " + mv.kind;
  const cols = +el.dataset.cols;
  const rows = +el.dataset.rows;
  let r = mv.at[0][0] + 0.5;
  let c = mv.at[0][1] + 0.5;
  if (mv.at.length === 2) {
    const [p, q] = mv.at;
    r = (p[0] + q[0]) / 2 + 0.5;
    c = (p[1] + q[1]) / 2 + 0.5;
    m.classList.add(p[0] === q[0] ? "horizontal" : "vertical");
    m.textContent = (p[0] === q[0] ? "⇄" : "⇅") + label;
  } else {
    m.textContent = label;
  }
  m.style.left = `${(c / cols) * 100}%`;
  m.style.top = `${(r / rows) * 100}%`;
  el.appendChild(m);
}

export function flash(el, cls) {
  el.classList.remove(cls);
  void el.offsetWidth; // restart the animation
  el.classList.add(cls);
}

/// A small picture of a state, for the queue and the side-by-side view.
export function miniBoard(puzzle, state, rows, cols) {
  const b = document.createElement("span");
  b.className = "mini" + (isSlide(puzzle) ? " mini-tiles" : isKnight(puzzle) ? " mini-knights" : "");
  b.style.setProperty("--cols", cols);
  const n = rows * cols;
  for (let i = 0; i < n; i++) {
    const px = document.createElement("i");
    const v = cellValue(puzzle, state, i, n);
    if (isSlide(puzzle)) {
      if (v !== 0) px.className = "on";
      px.textContent = v === 0 ? "" : String(v);
    } else if (isKnight(puzzle)) {
      if (v !== 0) px.className = v === 1 ? "white" : "black";
    } else if (v) {
      px.className = "on";
    }
    b.appendChild(px);
  }
  return b;
}
