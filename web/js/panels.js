// The side panel: the search's frontier (queue, frontiers, open list,
// depth-first path or press set, whichever the algorithm holds), its
// counters and the states found per depth.
import { t } from "./i18n.js";
import { moveText, miniBoard, stateName } from "./board.js";
import { keyOf } from "./player.js";

const $ = (id) => document.getElementById(id);
const QUEUE_FRONT = 7;
const QUEUE_BACK = 3;

function queueItem(trace, state, label, cls) {
  const li = document.createElement("li");
  li.className = "qitem " + cls;
  li.dataset.state = state;
  li.appendChild(miniBoard(trace.puzzle, state, trace.rows, trace.cols));
  const text = document.createElement("span");
  text.className = "qlabel";
  const num = document.createElement("b");
  num.textContent = stateName(trace, state);
  const small = document.createElement("small");
  small.textContent = label;
  text.append(num, small);
  // The item's status in words for a screen reader, not by colour alone.
  const status = t("qStatus")[cls.split(" ").find((c) => c in t("qStatus"))];
  if (status) {
    const sr = document.createElement("span");
    sr.className = "sr-only";
    sr.textContent = `, ${status}`;
    text.appendChild(sr);
  }
  li.appendChild(text);
  return li;
}
/// How many waiting states a long queue lists at its front and back. A
/// desktop lesson's side column is one screen high and scrolls to what the
/// step names (the chart at 2.4): fewer rows there keep the queue's front
/// in view with it (learn.js).
const desktopLesson = typeof matchMedia === "function" ? matchMedia("(min-width: 981px)") : null;
function queueShown() {
  const lesson = typeof document !== "undefined" && document.body?.classList.contains("learning") && desktopLesson?.matches;
  return lesson ? { front: 3, back: 2 } : { front: QUEUE_FRONT, back: QUEUE_BACK };
}
/// A queue: the state taken last (said in words, so the header's count of
/// waiting states matches the items marked waiting), then the waiting ones.
function renderFifo(trace, list, side, cls, current = true) {
  const { q, depth, head } = side;
  if (head > 0) {
    const i = head - 1;
    list.appendChild(queueItem(trace, q[i], `${t("depthShort", depth[i])} · ${current ? t("taken") : t("takenBefore")}`, (current ? "current " : "done ") + cls));
  }
  const count = q.length - head;
  const { front: FRONT, back: BACK } = queueShown();
  const front = Math.min(count, count > FRONT + BACK + 1 ? FRONT : count);
  for (let i = head; i < head + front; i++) list.appendChild(queueItem(trace, q[i], t("depthShort", depth[i]), "wait " + cls));
  if (front < count) {
    const gap = document.createElement("li");
    gap.className = "qgap";
    gap.textContent = `⋮ ${(count - front - BACK).toLocaleString()} ⋮`;
    list.appendChild(gap);
    for (let i = q.length - BACK; i < q.length; i++) list.appendChild(queueItem(trace, q[i], t("depthShort", depth[i]), "wait " + cls));
  }
}
/// The panel's header count, in words: what the number counts.
function queueCount(trace, model) {
  const say = t("queueCount")[trace.algorithm] ?? t("queueCount").bfs;
  // The enumeration's size is the size being tried, also before its first set.
  return `(${say(model.waiting, trace.algorithm === "enumerate" ? model.size ?? model.presses.length : model.presses.length)})`;
}
export function renderQueue(trace, model, pos, watching) {
  const list = $("queue");
  list.textContent = "";
  $("queue-title").textContent = t("queue");
  if (!trace || !watching) {
    $("queue-len").textContent = "";
    return;
  }
  const last = pos > 0 ? trace.steps[pos - 1] : null;
  if (model.atEnd) {
    // Past the trace's cut the states waiting are not in the trace: say
    // how many there are rather than show the ones of event `cut`.
    const li = document.createElement("li");
    li.className = "qgap qnote";
    li.dataset.testid = "queue-note";
    li.textContent = t("panelsStop", trace.cut.toLocaleString(), model.waiting.toLocaleString());
    list.appendChild(li);
    $("queue-len").textContent = queueCount(trace, model);
    return;
  }
  switch (trace.algorithm) {
    case "astar": {
      $("queue-title").textContent = t("openList");
      const open = [...model.open.entries()].sort((a, b) => (a[1].g + (a[1].h ?? 0)) - (b[1].g + (b[1].h ?? 0)) || (a[1].h ?? 0) - (b[1].h ?? 0));
      for (const [state, { g, h }] of open.slice(0, QUEUE_FRONT + QUEUE_BACK)) {
        list.appendChild(queueItem(trace, state, h === null ? `g${g}` : `f${g + h}=${g}+${h}`, "wait"));
      }
      break;
    }
    case "idastar":
      $("queue-title").textContent = t("pathStack") + (model.bound !== null ? ` ≤ ${model.bound}` : "");
      model.stack.forEach((state, g) => {
        // The start's h is the first bound (its own entry in model.h may be missing).
        const h = g === 0 ? model.h0 ?? model.h.get(state) : model.h.get(state);
        list.appendChild(queueItem(trace, state, `g${g}` + (h !== undefined && h !== null ? ` h${h}` : ""), g === model.stack.length - 1 ? "current" : "done"));
      });
      if (model.stack.length > QUEUE_FRONT + QUEUE_BACK) {
        // A deep path: its start, a gap, and its last states.
        const items = [...list.children];
        items.slice(2, items.length - QUEUE_BACK - 2).forEach((li) => li.remove());
        const gap = document.createElement("li");
        gap.className = "qgap";
        gap.textContent = "⋮";
        list.insertBefore(gap, list.children[2]);
      }
      break;
    case "enumerate":
      $("queue-title").textContent = t("pressSet");
      for (const mv of model.presses) {
        const li = document.createElement("li");
        li.className = "qitem wait";
        li.textContent = moveText(trace.moves[mv], true);
        list.appendChild(li);
      }
      break;
    case "bibfs":
      $("queue-title").textContent = t("frontiers");
      // One state is being expanded, on one side: the other side's last is done.
      // Once the frontiers have met, the core has ended the level it was
      // expanding: nothing is being expanded any more.
      {
        const expanding = model.met === null || model.met === undefined;
        renderFifo(trace, list, model.forward, "fwd", expanding && model.currentSide !== "backward");
        renderFifo(trace, list, model.backward, "bwd", expanding && model.currentSide === "backward");
      }
      break;
    case "table":
      $("queue-title").textContent = t("tableQueue");
      renderFifo(trace, list, model.backward, "bwd");
      break;
    default:
      renderFifo(trace, list, model.forward, "");
  }
  // The state this event found, at the back of its own side's queue (in
  // bidirectional BFS the list's last item is the goals' side's).
  if (last && last.kind === "discover" && trace.algorithm !== "astar") {
    const sideClass = trace.algorithm === "bibfs" ? (last.side === "backward" ? ".bwd" : ".fwd") : "";
    const arrived = [...list.querySelectorAll(`li.qitem.wait${sideClass}`)].filter((li) => li.dataset.state === String(last.state)).at(-1);
    arrived?.classList.add("arrive");
  }
  if (last && last.kind === "duplicate") list.appendChild(queueItem(trace, last.state, "·", "seen"));
  $("queue-len").textContent = queueCount(trace, model);
}
/// Bidirectional BFS once the frontiers met: the meeting path's moves from
/// the start and to the goals (the meeting state's depth in each tree), or null.
export function meetingHalves(trace, model) {
  if (model.met === null || model.meetLength === null) return null;
  const fromStart = model.tree.get(keyOf(trace, "forward", model.met))?.depth;
  const toGoal = model.tree.get(keyOf(trace, "backward", model.met))?.depth;
  if (fromStart !== undefined) return [fromStart, model.meetLength - fromStart];
  if (toGoal !== undefined) return [model.meetLength - toGoal, toGoal];
  return null;
}
export function renderCounters(trace, model, pos, watching) {
  watching = Boolean(trace && watching);
  const algorithm = trace?.algorithm ?? "bfs";
  $("c-depth").textContent = watching ? model.depth.toLocaleString() : 0;
  $("c-depth-label").textContent = t("depthLabel")[algorithm] ?? t("depth");
  if (watching && algorithm === "bibfs") {
    // Two frontiers, two depths: each side's level expanded last, as the
    // tree's rows 0, 1, … and ↑0, ↑1, … number them; once they meet, the
    // path's two halves (the meeting state's depth in each tree).
    const halves = meetingHalves(trace, model);
    if (halves) {
      $("c-depth-label").textContent = t("depthMeetLabel");
      $("c-depth").textContent = `${halves[0]} + ${halves[1]} = ${halves[0] + halves[1]}`;
    } else if (!model.atEnd) {
      $("c-depth-label").textContent = t("depthSidesLabel");
      $("c-depth").textContent = `${model.sideDepth.forward} / ↑${model.sideDepth.backward}`;
    }
  }
  $("c-visited").textContent = watching ? model.expanded.toLocaleString() : 0;
  $("c-stored").textContent = watching ? model.stored.toLocaleString() : 0;
  $("c-queue").textContent = watching ? model.waiting.toLocaleString() : 0;
  $("c-queue-label").textContent = (trace && t("waitingLabel")[trace.algorithm]) || t("queueLength");
  // Every number on the page in one format, the locale's grouping ("4 / 17,933").
  $("c-event").textContent = watching ? `${pos.toLocaleString()} / ${trace.steps.length.toLocaleString()}` : "0 / 0";
  $("hist-title").textContent = t("histTitle")[algorithm] ?? t("perDepth");
  // IDA*'s Stored is a peak, not what the path and the tree hold now: said
  // beside it, with the numbers it differs from.
  const note = $("counter-note");
  note.hidden = !(watching && algorithm === "idastar");
  if (!note.hidden) note.textContent = t("idaStoredNote", model.stored, model.stack.length, model.tree.size);
  const hist = $("hist");
  hist.textContent = "";
  if (!watching) return;
  const max = Math.max(...model.hist.map((x) => x || 0), 1);
  model.hist.forEach((count, depth) => {
    const row = document.createElement("div");
    row.className = "hrow" + (depth === model.depth ? " now" : "");
    const label = document.createElement("span");
    label.textContent = depth;
    const bar = document.createElement("span");
    bar.className = "hbar";
    bar.style.width = `${Math.max(4, ((count || 0) / max) * 100)}%`;
    const num = document.createElement("span");
    num.className = "hnum";
    num.textContent = (count || 0).toLocaleString();
    row.append(label, bar, num);
    hist.appendChild(row);
  });
}
