// Playback of a recorded trace: the steps (the search's events, then, for
// the searches that keep parent links, the walk back from the goal, then the
// solution path), and what the search holds after any number of them
// (queues, open list, depth-first path, press set, the search tree, the
// counters), so the page can go to any step, forwards or backwards, from the
// same events.
//
// The counters are counted exactly as the core counts them over every event
// (gridsolve-core's visual::PanelsAtEnd): once the search has ended they are
// the solver's own statistics. A trace cut at its limit keeps the first
// events and the search's end (the meeting and the goal); from the end on,
// the panels show the core's counts at the end (`trace.end`), never the
// counts of the events the trace happens to hold.

/// Events the core keeps past the trace's limit: the search's end.
const ENDING = ["meet", "goal"];

/// The algorithms whose answer is the walk back along parent links.
export const WALKS_BACK = ["bfs", "astar"];

/// How many events the trace shows before the search's end when it was
/// cut (the core keeps the first `limit` events, then the meeting and the goal).
export function eventsBeforeTheEnd(trace) {
  let kept = trace.events.length;
  if (!trace.truncated) return kept;
  while (kept > 0 && ENDING.includes(trace.events[kept - 1].kind)) kept--;
  return kept;
}

/// The trace with its playback steps: every event, then the walk back from
/// the goal (BFS, A*), then the path's start and moves.
export function prepare(data) {
  const steps = data.events.map((e) => ({ ...e }));
  if (data.answer !== null && data.answer !== undefined) {
    if (WALKS_BACK.includes(data.algorithm) && data.events.length > 0) {
      for (let j = 1; j <= data.path.length; j++) steps.push({ kind: "walk", j });
    }
    for (let k = 0; k <= data.path.length; k++) steps.push({ kind: "path", k });
  }
  // The first step past the events the trace kept in order: from there on,
  // the panels are the core's counts at the end.
  const cut = data.truncated ? eventsBeforeTheEnd(data) : null;
  return { ...data, steps, cut };
}

/// The key of a state's node in the tree: bidirectional search has two
/// trees, so a state may have a node on each side.
export function keyOf(trace, side, state) {
  return trace.algorithm === "bibfs" && side === "backward" ? `b${state}` : state;
}

/// A node of the search tree.
function node(state, parent, depth, side, at, extra = {}) {
  return { state, parent, depth, side, at, g: null, h: null, ...extra };
}

/// What the search holds before its first event.
export function initialModel(trace) {
  const side = (states) => ({ q: [...states], depth: states.map(() => 0), head: 0 });
  const table = trace.algorithm === "table";
  const bibfs = trace.algorithm === "bibfs";
  // A board the core refused before any search (a parity or count check):
  // nothing was stored and nothing waits; the tree shows the board alone.
  const refused = trace.events.length === 0 && (trace.end?.events ?? 0) === 0 && (trace.answer === null || trace.answer === undefined);
  const starts = table || refused ? [] : [trace.start];
  const goals = (bibfs || table) && !refused ? trace.goals : [];
  const startIsGoal = trace.goals.includes(trace.start);
  const model = {
    forward: side(starts),
    backward: side(goals),
    hist: [],
    expanded: 0,
    stored: 0,
    waiting: 0,
    depth: 0,
    h: new Map(), // state -> h (A*, IDA*)
    open: new Map(), // A*: state -> {g, h}
    reached: new Set(), // A*: every state reached
    stack: [], // IDA*: the depth-first path
    stackKeys: [], // IDA*: the tree's keys of the path's nodes
    currentKey: null, // IDA*: the tree's key of the node the search is at
    cutKey: null, // IDA*: the tree's key of the child cut at this step
    pendingKey: null, // IDA*: the tree's key of the child generated within the bound, not entered yet
    bound: null,
    treeBound: null, // IDA*: the bound of the iteration the tree shows
    size: null,
    subsets: 0,
    tried: 0,
    presses: [],
    met: null,
    goalHit: false,
    atEnd: false, // past the trace's cut: the counters are the core's at the end
    // The search tree: state (or press set) -> node, and the nodes per side and depth.
    tree: new Map(),
    levels: { forward: [], backward: [] },
    dups: [], // the duplicates met while expanding the current state: {from, to}
    current: null, // the key of the node being expanded
    walked: 0, // steps of the walk back taken
    // Bidirectional BFS: the depth of the level each side expanded last, and
    // the meeting path's length (its two halves are the meeting state's
    // depths in the two trees).
    sideDepth: { forward: 0, backward: 0 },
    meetLength: null,
  };
  const add = (key, n) => {
    model.tree.set(key, n);
    (model.levels[n.side][n.depth] ??= []).push(key);
  };
  if (trace.algorithm === "enumerate") {
    add("", node("", null, 0, "forward", -1, { presses: [] }));
  } else if (refused) {
    add(trace.start, node(trace.start, null, 0, "forward", -1));
  } else if (trace.algorithm !== "idastar") {
    starts.forEach((s, qi) => add(s, node(s, null, 0, "forward", -1, { qi })));
    goals.forEach((g, qi) => {
      const key = keyOf(trace, "backward", g);
      if (!model.tree.has(key)) add(key, node(g, null, 0, "backward", -1, { qi }));
    });
  }
  let atStart = 1;
  if (bibfs) atStart = startIsGoal ? 1 : 1 + trace.goals.length;
  else if (table) atStart = trace.goals.length;
  else if (trace.algorithm === "idastar" || trace.algorithm === "enumerate") atStart = 0;
  if (refused) atStart = 0;
  model.stored = trace.algorithm === "idastar" && !refused ? 1 : atStart;
  model.waiting = atStart;
  if (atStart > 0) model.hist = [atStart];
  if (trace.algorithm === "astar") {
    model.open.set(trace.start, { g: 0, h: null });
    model.reached.add(trace.start);
  }
  return model;
}

function countAt(model, depth) {
  model.hist[depth] = (model.hist[depth] || 0) + 1;
}

/// The key of a press set in the enumeration's tree.
export const setKey = (presses) => presses.join(",");

/// Applies step `index` of the trace to the model (forwards only; going
/// back replays from the start).
export function apply(trace, model, e, index = -1) {
  const side = model[e.side === "backward" ? "backward" : "forward"];
  const algorithm = trace.algorithm;
  const addNode = (key, n) => {
    model.tree.set(key, n);
    (model.levels[n.side][n.depth] ??= []).push(key);
  };
  model.cutKey = null;
  switch (e.kind) {
    case "dequeue":
      model.expanded++;
      model.depth = e.depth;
      model.current = e.state;
      model.currentSide = e.side === "backward" ? "backward" : "forward";
      model.sideDepth[model.currentSide] = e.depth;
      model.dups = [];
      if (algorithm === "astar") {
        if (model.open.has(e.state)) model.waiting--;
        model.open.delete(e.state);
      } else if (algorithm === "idastar") {
        model.stack.length = e.depth;
        model.stack.push(e.state);
        model.stackKeys.length = e.depth;
        model.waiting = e.depth;
        countAt(model, e.depth);
        if (e.depth === 0) {
          model.tree = new Map();
          model.levels = { forward: [], backward: [] };
          model.treeBound = model.bound;
        }
        {
          // IDA*'s tree is this iteration's, and it is a tree of paths: a
          // state entered again (by another path, at another depth) is
          // another node, under the node it was entered from. So a node is
          // keyed by the event that entered it, never by its state.
          const parent = e.depth > 0 ? model.stackKeys[e.depth - 1] ?? null : null;
          const h = e.depth === 0 ? model.h0 ?? null : model.h.get(e.state) ?? null;
          // The child generated (and found within the bound) by the event
          // before is the node entered now: it stops waiting, keeps its key.
          const waiting = model.tree.get(model.pendingKey);
          let key = `e${index}`;
          if (waiting && waiting.state === e.state && waiting.depth === e.depth && waiting.parent === parent) {
            key = model.pendingKey;
            model.tree.set(key, { ...waiting, pending: false, at: index });
          } else {
            addNode(key, node(e.state, parent, e.depth, "forward", index, { g: e.depth, h }));
          }
          model.pendingKey = null;
          model.stackKeys.push(key);
          model.currentKey = key;
        }
      } else {
        side.head++;
        model.waiting--;
      }
      break;
    case "try":
      model.current = e.state;
      break;
    case "discover":
      if (algorithm === "astar") {
        if (!model.reached.has(e.state)) {
          model.reached.add(e.state);
          model.stored++;
          countAt(model, e.depth);
        }
        if (!model.open.has(e.state)) model.waiting++;
        model.open.set(e.state, { g: e.depth, h: model.h.get(e.state) ?? null });
      } else {
        side.q.push(e.state);
        side.depth.push(e.depth);
        model.stored++;
        model.waiting++;
        countAt(model, e.depth);
      }
      {
        const sideName = e.side === "backward" ? "backward" : "forward";
        const key = keyOf(trace, sideName, e.state);
        const old = model.tree.get(key);
        const n = node(e.state, keyOf(trace, sideName, e.parent), e.depth, sideName, index, {
          mv: e.mv, g: e.depth, qi: algorithm === "astar" ? -1 : side.q.length - 1,
        });
        if (!old) addNode(key, n);
        else if (e.depth < old.depth) {
          // A* found a shorter way: the node moves up to its new depth.
          const row = model.levels[old.side][old.depth];
          row.splice(row.indexOf(key), 1);
          addNode(key, { ...n, h: old.h });
        } else model.tree.set(key, { ...old, parent: n.parent, at: index });
      }
      break;
    case "duplicate":
      if (model.current !== null) {
        const sideName = e.side === "backward" ? "backward" : "forward";
        model.dups.push({ from: keyOf(trace, sideName, model.current), to: keyOf(trace, sideName, e.state) });
      }
      break;
    case "estimate":
      model.h.set(e.state, e.h);
      if (model.open.has(e.state)) model.open.get(e.state).h = e.h;
      if (algorithm !== "idastar" && model.tree.has(e.state)) model.tree.get(e.state).h = e.h;
      if (algorithm === "idastar") {
        model.stored = Math.max(model.stored, e.g + 1);
        // A child whose f passes the bound is cut, never entered: it is
        // drawn as a cut node under the state it was tried from, so the
        // tree shows the child the narration names (and the path held
        // for a moment, which Stored counts).
        const parent = model.stackKeys[e.g - 1];
        if (model.bound !== null && e.g + e.h > model.bound && parent !== undefined) {
          const key = `c${index}`;
          addNode(key, node(e.state, parent, e.g, "forward", index, { g: e.g, h: e.h, cut: true, bound: model.bound }));
          model.cutKey = key;
        } else if (model.bound !== null && parent !== undefined) {
          // Within the bound: generated, to be entered next. It is drawn
          // now, as a node waiting under the state it was tried from, so
          // the tree shows the child the narration names at this event.
          const key = `g${index}`;
          addNode(key, node(e.state, parent, e.g, "forward", index, { g: e.g, h: e.h, pending: true, bound: model.bound }));
          model.pendingKey = key;
        }
      }
      break;
    case "bound":
      model.h0 ??= e.bound; // the first bound is h(start)
      model.bound = e.bound;
      model.pendingKey = null;
      model.stack = [];
      model.stackKeys = [];
      model.currentKey = null;
      model.waiting = 0;
      model.depth = 0;
      // A new iteration grows a new tree, from its first node (the start
      // entered again); until then the tree shows the iteration that ended.
      model.current = null;
      break;
    case "backtrack":
      model.stack.length = Math.min(model.stack.length, e.depth);
      model.stackKeys.length = Math.min(model.stackKeys.length, e.depth);
      model.waiting = Math.max(0, e.depth - 1);
      model.current = model.stack.at(-1) ?? null;
      model.currentKey = model.stackKeys.at(-1) ?? null;
      model.depth = Math.max(0, e.depth - 1);
      break;
    case "meet":
      model.met = e.state;
      model.meetLength = e.depth;
      break;
    case "goal":
      model.goalHit = true;
      // Bidirectional search's counter is the depth of a side's level it
      // expanded; the goal's depth is the whole path, both sides.
      if (algorithm !== "bibfs") model.depth = e.depth;
      model.current = e.state;
      if (algorithm === "idastar") {
        model.expanded--; // IDA* enters the goal but does not expand it
        model.waiting = e.depth;
      }
      break;
    case "size":
      model.size = e.size;
      model.depth = e.size;
      model.subsets = e.subsets;
      model.tried = 0;
      model.waiting = e.subsets;
      // A new size begins: no set of it is being tried yet, and the last
      // set tried (of the size before) is tried, not "being tried".
      model.current = null;
      model.presses = [];
      break;
    case "subset": {
      model.tried++;
      model.expanded++;
      model.stored++;
      model.waiting = model.subsets - model.tried;
      model.presses = e.presses;
      countAt(model, e.presses.length);
      const key = setKey(e.presses);
      if (!model.tree.has(key)) {
        addNode(key, node(key, setKey(e.presses.slice(0, -1)), e.presses.length, "forward", index, { presses: e.presses, board: e.state }));
      }
      model.current = key;
      break;
    }
    case "walk":
      model.walked = e.j;
      break;
    default:
      break;
  }
  // Past the cut, the counters are the core's over every event.
  const cut = trace.cut !== null && trace.cut !== undefined && trace.end;
  if (cut && (index >= trace.cut || index === trace.steps.length - 1)) {
    if (!model.atEnd && trace.answer !== null && trace.algorithm !== "enumerate" && trace.algorithm !== "idastar") {
      // The path's states past the cut join the tree, so its walk back can be drawn.
      const side = trace.algorithm === "table" ? "backward" : "forward";
      const states = side === "backward" ? [...trace.path_states].reverse() : trace.path_states;
      states.forEach((state, k) => {
        const key = keyOf(trace, side, state);
        if (k > 0 && !model.tree.has(key)) {
          addNode(key, node(state, keyOf(trace, side, states[k - 1]), k, side, index, { g: k }));
        }
      });
    }
    if (!model.atEnd && trace.answer !== null && trace.algorithm === "idastar") {
      // The entries between the cut and the goal are not in the trace: the
      // tree keeps the path the goal was found by, from the start.
      model.tree = new Map();
      model.levels = { forward: [], backward: [] };
      model.stackKeys = trace.path_states.map((state, k) => {
        addNode(`p${k}`, node(state, k > 0 ? `p${k - 1}` : null, k, "forward", index, { g: k, h: model.h.get(state) ?? null }));
        return `p${k}`;
      });
      model.stack = [...trace.path_states];
      model.currentKey = model.stackKeys.at(-1);
      model.pendingKey = null;
      model.treeBound = model.bound;
    }
    model.atEnd = true;
    model.expanded = trace.end.expanded;
    model.stored = trace.end.stored;
    model.depth = trace.end.depth;
    model.waiting = trace.end.waiting;
    model.hist = [...trace.end.per_depth];
  }
}

/// The model after the first `pos` steps.
export function modelAt(trace, pos) {
  const model = initialModel(trace);
  for (let i = 0; i < pos; i++) apply(trace, model, trace.steps[i], i);
  return model;
}

/// States waiting in the search's frontier, for the counters.
export function waiting(trace, model) {
  return model.waiting;
}
