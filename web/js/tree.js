// The search tree, drawn beside the board as it grows: one row per depth,
// each discovered state a node under its parent, the frontier coloured, the
// state being expanded framed, the moves to states seen before as dashed
// edges that were not taken, the goal's path highlighted as the walk back
// goes up it. Bidirectional search draws two trees, from the start (top) and
// from the goals (bottom), meeting in the middle; A* and IDA* label nodes
// g+h; IDA*'s tree is the current iteration's, its children cut by the
// bound drawn as cut nodes (red, dashed), a child within the bound drawn
// as waiting from the event that generates it (its estimate) to the one
// that enters it; the enumeration's is the tree
// of press sets (a set under the set without its last press).
//
// Big traces stay readable: each row shows a window of at most `slots`
// nodes around the node the search is at (or its ancestor at that depth),
// with "+n" for the nodes left out on either side, and at most `ROWS` rows
// around the current depth. Clicking a node goes to the event that found it.
import { t } from "./i18n.js";
import { stateName } from "./board.js";
import { keyOf } from "./player.js";
import { svgElement } from "./svg.js";

const ROWS = 12;
const ROW_H = 38;

const el = svgElement;

/// Whether the node `n` waits in the frontier now.
function waitingNow(trace, model, key, n) {
  if (trace.algorithm === "astar") return model.open.has(n.state);
  // IDA*: the child generated within the bound, entered at the next event.
  if (trace.algorithm === "idastar") return Boolean(n.pending);
  if (trace.algorithm === "enumerate") return false;
  const side = model[n.side];
  return n.qi !== undefined && n.qi >= side.head;
}

/// The keys of the path's nodes to highlight: the walk back so far, or the
/// whole path once it is walked (or once the goal is reached, for the
/// searches that do not walk back).
function pathKeys(trace, model, e) {
  const keys = new Set();
  if (trace.answer === null || trace.answer === undefined) return keys;
  const n = trace.path.length;
  let from = -1;
  if (e?.kind === "walk") from = n - e.j;
  else if (e?.kind === "path") from = 0;
  else if (model.goalHit && trace.algorithm !== "bfs" && trace.algorithm !== "astar") from = 0;
  // Bidirectional search: once the halves meet, the path is both halves.
  else if (trace.algorithm === "bibfs" && model.met !== null) from = 0;
  if (from < 0) return keys;
  if (trace.algorithm === "idastar") {
    // IDA*'s nodes are its entries: the path is the depth-first path held
    // when the goal was entered.
    for (const key of model.stackKeys) keys.add(key);
    return keys;
  }
  if (trace.algorithm === "enumerate") {
    const presses = [...trace.path].sort((a, b) => a - b);
    for (let k = 0; k <= presses.length; k++) keys.add(presses.slice(0, k).join(","));
    return keys;
  }
  for (let k = from; k <= n; k++) {
    const state = trace.path_states[k];
    keys.add(keyOf(trace, "forward", state));
    if (trace.algorithm === "bibfs" || trace.algorithm === "table") keys.add(keyOf(trace, "backward", state));
  }
  return keys;
}

/// Draws the tree of `model` (the search after `pos` steps) into `box`;
/// `jump(step)` goes to a step.
export function renderTree(box, trace, model, pos, jump) {
  const svgBox = box.querySelector(".tree-svg");
  // The keyboard's place in the tree survives the redraw a jump makes.
  const focused = svgBox.contains(document.activeElement) ? document.activeElement.dataset.key : null;
  svgBox.textContent = "";
  if (!trace || !model) {
    box.hidden = true;
    return;
  }
  box.hidden = false;
  const e = pos > 0 ? trace.steps[pos - 1] : null;
  const width = Math.max(240, Math.floor(svgBox.clientWidth || 300));
  const slots = Math.max(4, Math.floor((width - 114) / 32) + 1);
  const gh = trace.algorithm === "astar" || trace.algorithm === "idastar";
  const onPath = pathKeys(trace, model, e);
  // The node the search is at, and its ancestors: the window of each row
  // is put around them.
  const focus = new Map(); // side -> depth -> key
  let at = null;
  if (e?.kind === "discover") at = keyOf(trace, e.side === "backward" ? "backward" : "forward", e.state);
  else if (e?.kind === "subset") at = e.presses.join(",");
  // IDA*: the child cut at this step, the one the narration names.
  else if (trace.algorithm === "idastar") at = model.cutKey ?? model.currentKey;
  else if (model.current !== null && model.current !== undefined) {
    at = trace.algorithm === "enumerate" ? model.current : keyOf(trace, model.currentSide ?? "forward", model.current);
  }
  if ((e?.kind === "walk" || e?.kind === "path") && trace.path_states && trace.algorithm !== "idastar") at = keyOf(trace, "forward", trace.path_states.at(-1));
  // The state being expanded, as the queue panel says it: for the queues,
  // the item taken last on the side that is expanding (none before the first
  // expansion); for A*, the state taken from the open list; for IDA*, the
  // Path panel's current state (below). The enumeration fills the node the
  // search is at (its panel is a press set).
  let expanding = at;
  let found = null;
  if (trace.algorithm === "bfs" || trace.algorithm === "bibfs" || trace.algorithm === "table") {
    const sideName = trace.algorithm === "table" ? "backward" : model.currentSide ?? "forward";
    const side = model[sideName];
    expanding = side && side.head > 0 ? keyOf(trace, sideName, side.q[side.head - 1]) : null;
    // Bidirectional BFS reports the meeting after the level it expanded: from there, none is.
    if (trace.algorithm === "bibfs" && model.met !== null && model.met !== undefined) expanding = null;
    if (e?.kind === "discover") found = at;
  } else if (trace.algorithm === "astar") {
    expanding = model.current !== null && model.current !== undefined ? keyOf(trace, "forward", model.current) : null;
    if (e?.kind === "discover") found = at;
  } else if (trace.algorithm === "idastar") {
    // The node being expanded is the one the Path panel marks current, also
    // at the event that cuts one of its children (that child is marked as
    // cut now, not filled yellow: it is never entered).
    expanding = model.currentKey ?? null;
  }
  // A board proved impossible before any search: its start was never
  // expanded (nor put in a queue), so it is drawn unfilled, and said so.
  const noSearch = trace.steps.length === 0;
  const cutNow = trace.algorithm === "idastar" ? model.cutKey ?? null : null;
  // IDA*'s child waiting to be entered is under the node the search is at:
  // the rows' windows are put around it and its ancestors.
  const anchor = trace.algorithm === "idastar" && model.tree.has(model.pendingKey) ? model.pendingKey : at;
  for (let key = anchor, guard = 0; key !== null && key !== undefined && model.tree.has(key) && guard < 200; guard++) {
    const n = model.tree.get(key);
    if (!focus.has(n.side)) focus.set(n.side, new Map());
    focus.get(n.side).set(n.depth, key);
    key = n.parent;
  }
  // Once the path is lit, each row's window is put around the path's node.
  for (const key of onPath) {
    const n = model.tree.get(key);
    if (!n) continue;
    if (!focus.has(n.side)) focus.set(n.side, new Map());
    focus.get(n.side).set(n.depth, key);
  }
  const sides = trace.algorithm === "bibfs" ? ["forward", "backward"] : trace.algorithm === "table" ? ["backward"] : ["forward"];
  // The rows shown: per side, at most ROWS around the current depth.
  const rowsOf = (side) => {
    const levels = model.levels[side];
    let last = levels.length - 1;
    let first = 0;
    if (levels.length > ROWS) {
      const d = focus.get(side) ? Math.max(...focus.get(side).keys()) : last;
      last = Math.min(levels.length - 1, Math.max(d + 1, ROWS - 1));
      first = last - ROWS + 1;
    }
    const out = [];
    for (let d = first; d <= last; d++) out.push(d);
    return out;
  };
  const layout = []; // {side, depth, y}
  const forwardRows = sides.includes("forward") ? rowsOf("forward") : [];
  const backwardRows = sides.includes("backward") ? rowsOf("backward") : [];
  forwardRows.forEach((d, i) => layout.push({ side: "forward", depth: d, y: 22 + i * ROW_H }));
  const bottom = 22 + (forwardRows.length + backwardRows.length - 1) * ROW_H;
  backwardRows.forEach((d, i) => layout.push({ side: "backward", depth: d, y: bottom - i * ROW_H }));
  const height = Math.max(60, bottom + 24);
  const svg = el("svg", { viewBox: `0 0 ${width} ${height}`, width, height, role: "group" });
  const title = el("title", {}, svg);
  let shown = 0;
  const where = new Map(); // key -> [x, y]
  const nodesLayer = el("g");
  const edgesLayer = el("g", { class: "edges" });
  svg.append(edgesLayer, nodesLayer);
  for (const { side, depth, y } of layout) {
    const row = model.levels[side][depth] ?? [];
    let start = 0;
    if (row.length > slots) {
      const anchor = focus.get(side)?.get(depth);
      let i = anchor !== undefined ? row.indexOf(anchor) : -1;
      if (i < 0) i = [...onPath].map((k) => row.indexOf(k)).find((j) => j >= 0) ?? row.length - 1;
      start = Math.min(Math.max(0, i - Math.floor(slots / 2)), row.length - slots);
    }
    const end = Math.min(row.length, start + slots);
    const count = end - start;
    const left = 62;
    const span = width - left - 52;
    const label = el("text", { x: 2, y: y + 4, class: "tree-depth" }, nodesLayer);
    label.textContent = `${side === "backward" ? "↑" : ""}${depth}`;
    if (start > 0) {
      const more = el("text", { x: left - 20, y: y + 4, class: "tree-more", "text-anchor": "end" }, nodesLayer);
      more.textContent = t("treeMore", start);
    }
    if (end < row.length) {
      const more = el("text", { x: width - 32, y: y + 4, class: "tree-more" }, nodesLayer);
      more.textContent = t("treeMore", row.length - end);
    }
    for (let i = start; i < end; i++) {
      const key = row[i];
      const x = left + (count === 1 ? span / 2 : ((i - start) * span) / Math.max(1, count - 1));
      where.set(key, [x, y]);
    }
  }
  // Bidirectional search: the meeting state is one node. When both trees
  // hold it, its goal-side copy is not drawn, and the goal side's edge to it
  // ends at the start side's copy.
  const met = model.met;
  const hidden = new Set();
  if (trace.algorithm === "bibfs" && met !== null) {
    const up = keyOf(trace, "backward", met);
    if (where.has(met) && where.has(up)) {
      where.set(up, where.get(met));
      hidden.add(up);
    }
  }
  // Edges: each shown node to its shown parent.
  for (const [key, [x, y]] of where) {
    const n = model.tree.get(key);
    const p = where.get(n.parent);
    if (!p) continue;
    const cls = onPath.has(key) && onPath.has(n.parent) ? "edge path" : n.cut ? "edge cut" : "edge";
    el("line", { x1: p[0], y1: p[1], x2: x, y2: y, class: cls }, edgesLayer);
  }
  // The moves of the current expansion that met states seen before: not taken.
  for (const { from, to } of model.dups) {
    const a = where.get(from);
    const b = where.get(to);
    if (a && b) el("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], class: "edge dup" }, edgesLayer);
  }
  if (trace.algorithm === "bibfs" && met !== null && onPath.size > 0 && trace.path_states) {
    // The path crosses from one tree to the other at the meeting state:
    // joined there even when only one tree holds it.
    const m = trace.path_states.indexOf(met);
    const posOf = (k) => (k <= m ? where.get(keyOf(trace, "forward", trace.path_states[k])) : null) ?? where.get(keyOf(trace, "backward", trace.path_states[k]));
    for (const k of [m - 1, m]) {
      if (k < 0 || k + 1 >= trace.path_states.length) continue;
      const a = posOf(k);
      const b = posOf(k + 1);
      if (a && b && (a[0] !== b[0] || a[1] !== b[1])) el("line", { x1: a[0], y1: a[1], x2: b[0], y2: b[1], class: "edge path" }, edgesLayer);
    }
  }
  for (const [key, [x, y]] of where) {
    if (hidden.has(key)) continue;
    const n = model.tree.get(key);
    const classes = ["node", n.side];
    // Past the cut the frontier of the trace's last kept event is stale:
    // every node drawn is only a node that was found.
    // The fill is the state's role, the one the queue panel gives it: being
    // expanded (the queue's "taken"), waiting, or expanded. The state this
    // event found is waiting too: it is ringed, not filled yellow.
    if (noSearch) classes.push("unsearched");
    else if (key === expanding && !model.atEnd) classes.push("now");
    else if (!model.atEnd && waitingNow(trace, model, key, n)) classes.push("wait");
    else classes.push("done");
    if (key === found && !model.atEnd) classes.push("new");
    if (n.cut) classes.push("cut");
    if (n.cut && key === cutNow && !model.atEnd) classes.push("cutnow");
    if (onPath.has(key)) classes.push("path");
    if (met !== null && n.state === met) classes.push("met");
    if (trace.goals.includes(n.state) || (trace.algorithm === "enumerate" && n.board !== undefined && trace.goals.includes(n.board))) classes.push("goal");
    // Nodes are buttons: one of them in the Tab order (the one the search is
    // at), the arrow keys move between them, Enter or Space goes to the event.
    const g = el("g", { class: classes.join(" "), "data-testid": "tree-node", "data-step": n.at + 1, "data-key": String(key), role: "button", tabindex: "-1" }, nodesLayer);
    // The name says the state (the enumeration's: its presses and board)
    // and its role, the words of the fill the eye sees.
    const roles = t("treeRoles");
    const filled = classes.find((c) => c === "unsearched" || c === "now" || c === "wait" || c === "done");
    let role = roles[filled];
    if (trace.algorithm === "enumerate") role = classes.includes("goal") ? roles.solves : filled === "now" ? roles.trying : roles.tried;
    else if (n.cut) role = roles.cut;
    else if (trace.algorithm === "idastar" && filled === "done") role = roles.entered;
    else if (model.atEnd && filled === "done") role = roles.found;
    const tip = el("title", {}, g);
    if (trace.algorithm === "enumerate") {
      const cells = n.presses.map((mv) => `(${trace.moves[mv].one_based.slice(0, 2).join(",")})`).join(", ");
      tip.textContent = t("treeSetNode", cells, n.presses.length, stateName(trace, n.board ?? trace.start), role);
    } else {
      tip.textContent = t("treeNodeRole", stateName(trace, n.state), n.depth, role);
    }
    tip.textContent += n.cut ? ` (${t("treeCutNode", n.g, n.h, n.bound)})` : n.pending ? ` (${t("treePendingNode", n.g, n.h, n.bound)})` : "";
    g.setAttribute("aria-label", tip.textContent);
    if (gh && n.h !== null && n.h !== undefined) {
      el("rect", { x: x - 15, y: y - 9, width: 30, height: 18, rx: 2 }, g);
      const text = el("text", { x, y: y + 4, "text-anchor": "middle", class: "gh" }, g);
      text.textContent = `${n.g ?? n.depth}+${n.h}`;
      // The name holds the words shown (g+h), then what the node is.
      g.setAttribute("aria-label", `${text.textContent}: ${tip.textContent}`);
    } else {
      el("rect", { x: x - 8, y: y - 8, width: 16, height: 16, rx: 2 }, g);
    }
    g.addEventListener("click", () => jump(Math.max(0, n.at + 1)));
    g.addEventListener("keydown", (ev) => {
      if (ev.key === "Enter" || ev.key === " ") {
        ev.preventDefault();
        ev.stopPropagation(); // not the page's Space = play
        jump(Math.max(0, n.at + 1));
      }
    });
    shown++;
  }
  const buttons = [...nodesLayer.querySelectorAll('[role="button"]')];
  const first = buttons.find((b) => b.dataset.key === focused) ?? buttons.find((b) => b.classList.contains("now")) ?? buttons[0];
  if (first) first.setAttribute("tabindex", "0");
  svg.addEventListener("keydown", (ev) => {
    const i = buttons.indexOf(document.activeElement);
    const to = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: buttons.length - 1 }[ev.key];
    if (i < 0 || to === undefined) return;
    ev.preventDefault();
    ev.stopPropagation();
    const next = buttons[Math.max(0, Math.min(buttons.length - 1, to))];
    buttons.forEach((b) => b.setAttribute("tabindex", b === next ? "0" : "-1"));
    next.focus();
  });
  const total = model.tree.size;
  const levels = sides.reduce((s, side) => s + model.levels[side].length, 0);
  title.textContent = t("treeSummary", total.toLocaleString(), levels);
  svg.setAttribute("aria-label", title.textContent);
  svgBox.appendChild(svg);
  if (focused !== null && first?.dataset.key === focused) first.focus({ preventScroll: true });
  const help = box.querySelector(".tree-help");
  // The key's words follow the algorithm: a queue's "taken", A*'s open list
  // (the least f), IDA*'s Path panel, the enumeration's press sets.
  const fill = { astar: "treeHelpAstar", idastar: "treeHelpIdaFill", enumerate: "treeHelpEnumerate" }[trace.algorithm] ?? "treeHelp";
  if (help) help.textContent = t(fill) + (trace.algorithm === "bibfs" ? ` ${t("treeHelpBibfs")}` : "") + (trace.algorithm === "idastar" ? ` ${t("treeHelpIda")}` : "");
  const caption = box.querySelector(".tree-caption");
  if (caption) {
    const parts = [t("treeSummary", total.toLocaleString(), levels)];
    if (trace.algorithm === "bibfs") parts.push(`${t("treeForward")} ↓ · ${t("treeBackward")} ↑`);
    if (trace.algorithm === "idastar" && model.treeBound !== null) {
      // At a bound event the tree still shows the iteration that just ended.
      parts.push(model.treeBound === model.bound ? t("treeIteration", model.bound) : t("treeIterationEnded", model.treeBound, model.bound));
    }
    if (noSearch) parts.push(t("treeNoSearch"));
    if (model.atEnd) parts.push(t(trace.answer === null || trace.answer === undefined ? "treeCutNoPath" : "treeCut", trace.cut.toLocaleString()));
    caption.textContent = parts.join(" · ");
  }
  box.dataset.nodes = String(shown);
}
