// The words under the board and the pseudocode line for each step of a
// trace: one pure function, so the page and the tests read the same
// narration (crates/gridsolve-wasm/smoke/teaches-what-runs.test.mjs walks
// every step of every algorithm on every puzzle in both languages).
import { t, language } from "./i18n.js";
import { moveText, stateName, rowsOf } from "./board.js";
import { lineOf } from "./pseudocode.js";
import { eventsBeforeTheEnd } from "./player.js";

export { eventsBeforeTheEnd };

/// A sliding board refused by the parity rule: the two counts the rule
/// compares, the board's and the goal's, as numbers a learner can check
/// (the tiles read row by row without the blank; on even widths the
/// blank's row, counted from the top, is added). Empty for other puzzles.
export function parityCounts(trace) {
  if (trace.puzzle !== "slide" || !(trace.goals?.length > 0)) return "";
  const read = (state) => {
    const rows = rowsOf(trace.puzzle, state, trace.rows, trace.cols);
    const seq = rows.flat().filter((v) => v !== 0);
    let inversions = 0;
    seq.forEach((a, i) => seq.slice(i + 1).forEach((b) => (inversions += b < a ? 1 : 0)));
    return { seq: seq.join(" "), inversions, blankRow: rows.findIndex((row) => row.includes(0)) + 1 };
  };
  const board = read(trace.start);
  const goal = read(trace.goals[0]);
  // Only where the parity rule is the reason: the same tiles, parities apart.
  const even = trace.cols % 2 === 0;
  const parity = (x) => (x.inversions + (even ? x.blankRow : 0)) % 2;
  const sorted = (x) => x.seq.split(" ").sort().join(" ");
  if (sorted(board) !== sorted(goal) || parity(board) === parity(goal)) return "";
  return `${language() === "zh" ? "" : " "}${t(even ? "parityCountsEven" : "parityCounts", board, goal)}`;
}

/// What the search holds when it starts, in words.
function atStart(trace) {
  const goals = (trace.goals ?? []).map((g) => stateName(trace, g)).join(", ");
  const start = stateName(trace, trace.start);
  switch (trace.algorithm) {
    case "bibfs":
      return t("atStartBibfs", start, goals);
    case "astar":
      return t("atStartAstar", start);
    case "idastar":
      return t("atStartIdastar", start);
    case "table":
      return t("atStartTable", goals);
    case "enumerate":
      return t("atStartEnumerate", start);
    default:
      return t("atStart", start);
  }
}

/// IDA*'s bound at step `pos`: the last bound event before it.
function boundAt(trace, pos) {
  for (let i = pos - 1; i >= 0; i--) if (trace.steps[i].kind === "bound") return trace.steps[i].bound;
  return 0;
}

/// The searches that test every state they take (or every press set they
/// try) against the goal, and the event that takes it.
const TESTS_GOAL = { bfs: "dequeue", astar: "dequeue", idastar: "dequeue", enumerate: "subset" };

/// The goal test's line when step `pos` took a state that is not a goal:
/// the test ran and said no (the goal event lights the line when it says
/// yes). -1 otherwise.
export function testedLine(trace, pos) {
  const e = pos > 0 ? trace.steps[pos - 1] : null;
  if (!e || TESTS_GOAL[trace.algorithm] !== e.kind) return -1;
  if (trace.steps[pos]?.kind === "goal") return -1;
  return lineOf(trace.algorithm, "goal");
}

/// The narration and the pseudocode line after the first `pos` steps.
export function narration(trace, pos) {
  const e = pos > 0 ? trace.steps[pos - 1] : null;
  const noun = t("noun")[trace.puzzle];
  const where = (cells) => cells.map((mv) => moveText(trace.moves[mv], true)).join(", ");
  const name = (state) => stateName(trace, state);
  // A move made on `state`: a slide or a jump is named by the piece that moves.
  const on = (state) => ({ state, rows: trace.rows, cols: trace.cols });
  // Past the cut the panels are the core's counts at the end: say so.
  const cut = trace.truncated && trace.end
    ? t("truncated", eventsBeforeTheEnd(trace).toLocaleString(), trace.end.events.toLocaleString())
    : "";
  if (trace.events.length === 0 && trace.unsolvable) {
    // The core proved the board unsolvable before searching (the sliding
    // parity rule, other tiles or knights, other counts of 1s): no line of
    // the search runs. The core words why, in the page's language.
    return { say: t("provenBefore", trace.unsolvable) + parityCounts(trace), line: -1 };
  }
  if (pos === trace.steps.length && trace.answer === null) {
    const why = { bibfs: "exhaustedBibfs", astar: "exhaustedAstar", idastar: "exhaustedIdastar", table: "exhaustedTable", enumerate: "exhaustedEnumerate" };
    const reason = trace.unsolvable ? ` ${t("becauseCore", trace.unsolvable)}` : "";
    return { say: cut + t(why[trace.algorithm] ?? "exhausted") + reason, line: lineOf(trace.algorithm, "exhausted") };
  }
  if (!e) return { say: atStart(trace), line: lineOf(trace.algorithm, "start") };
  const line = lineOf(trace.algorithm, e.kind);
  let say;
  switch (e.kind) {
    case "dequeue":
      if (trace.algorithm === "table") say = t("tableDequeue", name(e.state), e.depth);
      else if (trace.algorithm === "bibfs") say = t("dequeueSide", name(e.state), e.depth, e.side);
      else if (trace.algorithm === "idastar") say = t("enter", name(e.state), e.depth);
      else if (trace.algorithm === "astar") say = t("dequeueOpen", name(e.state), e.depth);
      else say = t("dequeue", name(e.state), e.depth);
      break;
    case "try":
      say = t("tryMove", name(e.state), moveText(trace.moves[e.mv], false, on(e.state)), name(e.next));
      break;
    case "discover":
      if (trace.algorithm === "table") say = t("tableDiscover", name(e.state), e.depth);
      else if (trace.algorithm === "astar") say = t("discoverOpen", name(e.state), e.depth, name(e.parent));
      else if (trace.algorithm === "bibfs") say = t("discoverSide", name(e.state), e.depth, e.side);
      else say = t("discover", name(e.state), e.depth, name(e.parent));
      break;
    case "duplicate":
      say = t("duplicate", name(e.state));
      break;
    case "estimate":
      say = trace.algorithm === "idastar" ? t("estimateBound", name(e.state), e.g, e.h, boundAt(trace, pos)) : t("estimate", name(e.state), e.g, e.h);
      break;
    case "bound":
      say = t("bound", e.bound);
      break;
    case "backtrack":
      say = t("backtrack", name(e.state), e.depth);
      break;
    case "meet":
      say = t("meet", name(e.state), e.depth);
      break;
    case "size":
      say = t("sizeStart", e.size, e.subsets.toLocaleString());
      break;
    case "subset":
      say = t("subset", where(e.presses), name(e.state));
      break;
    case "goal":
      say = cut + t("goal", trace.answer, noun);
      break;
    case "walk": {
      // The walk back: from the goal, each state's parent, to the start.
      const n = trace.path.length;
      const child = trace.path_states[n - e.j + 1];
      const parent = trace.path_states[n - e.j];
      say = t("walkBack", e.j, n, name(child), name(parent), moveText(trace.moves[trace.path[n - e.j]], false, on(parent)));
      break;
    }
    case "path": {
      const k = e.k;
      say = k === 0
        ? (trace.algorithm === "table" ? t("tableDone", trace.answer) + " " : "") + t("pathIntro", trace.answer, noun)
        : t("pathStep", k, trace.path.length, moveText(trace.moves[trace.path[k - 1]], true, on(trace.path_states[k - 1])), name(trace.path_states[k]));
      break;
    }
    default:
      say = "";
  }
  return { say, line };
}
