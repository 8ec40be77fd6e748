// Playback of a recorded trace: the steps (the search's events, then the
// solution path), and what the search holds after any number of them
// (queues, open list, depth-first path, press set), so the page can go to
// any step, forwards or backwards, from the same events.

/// The trace with its playback steps: every event, then the path's start and moves.
export function prepare(data) {
  const steps = data.events.map((e) => ({ ...e }));
  if (data.answer !== null) {
    for (let k = 0; k <= data.path.length; k++) steps.push({ kind: "path", k });
  }
  return { ...data, steps };
}

/// What the search holds before its first event.
export function initialModel(trace) {
  const side = (states) => ({ q: [...states], depth: states.map(() => 0), head: 0 });
  const starts = trace.algorithm === "table" ? [] : [trace.start];
  const model = {
    forward: side(starts),
    backward: side(trace.algorithm === "bibfs" || trace.algorithm === "table" ? trace.goals : []),
    hist: [trace.algorithm === "table" ? trace.goals.length : 1],
    visited: 0,
    depth: 0,
    h: new Map(), // state -> h (A*, IDA*)
    open: new Map(), // A*: state -> {g, h}
    stack: [], // IDA*: the depth-first path
    bound: null,
    size: null,
    subsets: 0,
    tried: 0,
    presses: [],
    met: null,
    goalHit: false,
  };
  if (trace.algorithm === "astar") model.open.set(trace.start, { g: 0, h: null });
  return model;
}

/// Applies one step to the model (forwards only; going back replays from the start).
export function apply(trace, model, e) {
  const side = model[e.side === "backward" ? "backward" : "forward"];
  switch (e.kind) {
    case "dequeue":
      model.visited++;
      model.depth = e.depth;
      if (trace.algorithm === "astar") model.open.delete(e.state);
      else if (trace.algorithm === "idastar") {
        model.stack.length = e.depth;
        model.stack.push(e.state);
      } else side.head++;
      break;
    case "discover":
      if (trace.algorithm === "astar") model.open.set(e.state, { g: e.depth, h: model.h.get(e.state) ?? null });
      else if (trace.algorithm !== "idastar") {
        side.q.push(e.state);
        side.depth.push(e.depth);
      }
      model.hist[e.depth] = (model.hist[e.depth] || 0) + 1;
      break;
    case "estimate":
      model.h.set(e.state, e.h);
      if (model.open.has(e.state)) model.open.get(e.state).h = e.h;
      break;
    case "bound":
      model.bound = e.bound;
      model.stack = [];
      break;
    case "backtrack":
      model.stack.length = Math.min(model.stack.length, e.depth);
      break;
    case "meet":
      model.met = e.state;
      break;
    case "goal":
      model.goalHit = true;
      break;
    case "size":
      model.size = e.size;
      model.subsets = e.subsets;
      model.tried = 0;
      break;
    case "subset":
      model.tried++;
      model.visited++;
      model.presses = e.presses;
      break;
    default:
      break;
  }
}

/// The model after the first `pos` steps.
export function modelAt(trace, pos) {
  const model = initialModel(trace);
  for (let i = 0; i < pos; i++) apply(trace, model, trace.steps[i]);
  return model;
}

/// States waiting in the search's frontier, for the counters.
export function waiting(trace, model) {
  if (trace.algorithm === "astar") return model.open.size;
  if (trace.algorithm === "idastar") return model.stack.length;
  if (trace.algorithm === "enumerate") return model.subsets - model.tried;
  return model.forward.q.length - model.forward.head + model.backward.q.length - model.backward.head;
}
