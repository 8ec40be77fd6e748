// The words under the board and the pseudocode line for each step of a
// trace: one pure function, so the page and the tests read the same
// narration (crates/gridsolve-wasm/smoke/teaches-what-runs.test.mjs walks
// every step of every algorithm on every puzzle in both languages).
import { t } from "./i18n.js";
import { moveText } from "./board.js";
import { lineOf } from "./pseudocode.js";

/// Events the core keeps past the trace's limit: the search's end.
const ENDING = ["meet", "goal"];

/// How many events the trace shows before the search's end when it was
/// cut (the core keeps the first `limit` events, then the meeting and the goal).
export function eventsBeforeTheEnd(trace) {
  let kept = trace.events.length;
  while (kept > 0 && ENDING.includes(trace.events[kept - 1].kind)) kept--;
  return kept;
}

/// The words for the core's reason a board was unsolvable before any search.
function proofKey(reason) {
  if (reason.includes("parity")) return "proofParity";
  if (reason.includes("single row or column")) return "proofLine";
  if (reason.includes("tiles are not") || reason.includes("knights")) return "proofTokens";
  return "proofOther";
}

/// What the search holds when it starts, in words.
function atStart(trace) {
  const goals = (trace.goals ?? []).join(", ");
  switch (trace.algorithm) {
    case "bibfs":
      return t("atStartBibfs", trace.start, goals);
    case "astar":
      return t("atStartAstar", trace.start);
    case "idastar":
      return t("atStartIdastar", trace.start);
    case "table":
      return t("atStartTable", goals);
    case "enumerate":
      return t("atStartEnumerate", trace.start);
    default:
      return t("atStart", trace.start);
  }
}

/// The narration and the pseudocode line after the first `pos` steps.
export function narration(trace, pos) {
  const e = pos > 0 ? trace.steps[pos - 1] : null;
  const noun = t("noun")[trace.puzzle];
  const where = (cells) => cells.map((mv) => moveText(trace.moves[mv], true)).join(", ");
  const cut = trace.truncated ? t("truncated", eventsBeforeTheEnd(trace).toLocaleString()) : "";
  if (trace.events.length === 0 && trace.unsolvable) {
    // The core proved the board unsolvable before searching (the sliding
    // parity rule, other tiles or knights): no line of the search runs.
    return { say: t("provenBefore", t(proofKey(trace.unsolvable), trace.unsolvable)), line: -1 };
  }
  if (pos === trace.steps.length && trace.answer === null) {
    const why = { bibfs: "exhaustedBibfs", astar: "exhaustedAstar", idastar: "exhaustedIdastar", table: "exhaustedTable", enumerate: "exhaustedEnumerate" };
    return { say: cut + t(why[trace.algorithm] ?? "exhausted"), line: lineOf(trace.algorithm, "exhausted") };
  }
  if (!e) return { say: atStart(trace), line: lineOf(trace.algorithm, "start") };
  const line = lineOf(trace.algorithm, e.kind);
  let say;
  switch (e.kind) {
    case "dequeue":
      if (trace.algorithm === "table") say = t("tableDequeue", e.state, e.depth);
      else if (trace.algorithm === "bibfs") say = t("dequeueSide", e.state, e.depth, e.side);
      else if (trace.algorithm === "idastar") say = t("enter", e.state, e.depth);
      else if (trace.algorithm === "astar") say = t("dequeueOpen", e.state, e.depth);
      else say = t("dequeue", e.state, e.depth);
      break;
    case "try":
      say = t("tryMove", e.state, moveText(trace.moves[e.mv]));
      break;
    case "discover":
      if (trace.algorithm === "table") say = t("tableDiscover", e.state, e.depth);
      else if (trace.algorithm === "astar") say = t("discoverOpen", e.state, e.depth);
      else if (trace.algorithm === "bibfs") say = t("discoverSide", e.state, e.depth, e.side);
      else say = t("discover", e.state, e.depth);
      break;
    case "duplicate":
      say = t("duplicate", e.state);
      break;
    case "estimate":
      say = trace.algorithm === "idastar" ? t("estimateBound", e.state, e.g, e.h) : t("estimate", e.state, e.g, e.h);
      break;
    case "bound":
      say = t("bound", e.bound);
      break;
    case "backtrack":
      say = t("backtrack", e.state, e.depth);
      break;
    case "meet":
      say = t("meet", e.state, e.depth);
      break;
    case "size":
      say = t("sizeStart", e.size, e.subsets.toLocaleString());
      break;
    case "subset":
      say = t("subset", where(e.presses), e.state);
      break;
    case "goal":
      say = cut + t("goal", trace.answer, noun);
      break;
    case "path": {
      const k = e.k;
      say = k === 0
        ? (trace.algorithm === "table" ? t("tableDone", trace.answer) + " " : "") + t("pathIntro", trace.answer, noun)
        : t("pathStep", k, trace.path.length, moveText(trace.moves[trace.path[k - 1]], true), trace.path_states[k]);
      break;
    }
    default:
      say = "";
  }
  return { say, line };
}
