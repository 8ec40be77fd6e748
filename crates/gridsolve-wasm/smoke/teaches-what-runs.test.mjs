// The page teaches exactly what runs: every event of every real trace (the
// WebAssembly core, every algorithm on every puzzle, solvable, solved,
// impossible and cut-short searches) sits on the pseudocode line of its
// kind, consecutive events follow the order the pseudocode runs in, the
// search stops where the pseudocode returns, and the narration of every
// step names every word, in English and in 中文.
//
//   node --test crates/gridsolve-wasm/smoke/   (env: SITE_DIR)
import { test } from "node:test";
import assert from "node:assert/strict";

import { PSEUDOCODE, lineOf, linesAfter } from "../../../web/js/pseudocode.js";
import { narration } from "../../../web/js/narrate.js";
import { prepare, modelAt } from "../../../web/js/player.js";
import { setLanguage, WORDS } from "../../../web/js/i18n.js";
import { loadWasm } from "./wasm.mjs";


// Boards of every puzzle: a sample, the goal itself, and one no move solves.
const BOARDS = [
  { puzzle: "flip", start: ["1001", "1101", "1001", "1000"] },
  { puzzle: "flip", start: ["110", "100", "000"] },
  { puzzle: "flip", start: ["0000", "0000", "0000", "0000"] },
  { puzzle: "flip", start: ["1000", "0000", "0000", "0000"] },
  { puzzle: "toggle", start: ["0100", "0000", "0000", "0100"] },
  { puzzle: "toggle", start: ["10", "00"] },
  { puzzle: "swap", start: ["1100", "0000", "0000", "0011"], target: ["0011", "0000", "0000", "1100"] },
  { puzzle: "swap", start: ["10", "01"], target: ["10", "01"] },
  { puzzle: "slide", start: ["2 8 3", "1 6 4", "7 0 5"], target: ["1 2 3", "8 0 4", "7 6 5"] },
  { puzzle: "slide", start: ["2 8 3", "1 0 4", "7 6 5"], target: ["1 2 3", "8 0 4", "7 6 5"] },
  { puzzle: "slide", start: ["1 2 3", "4 5 6", "7 8 0"] },
  { puzzle: "slide", start: ["1 2", "0 3"] },
  { puzzle: "slide", start: ["2 1", "3 0"] },
  { puzzle: "knight", start: ["10110", "01*11", "10111", "01001", "00000"], target: ["11111", "01111", "00*11", "00001", "00000"] },
];
const ALGORITHMS = Object.keys(PSEUDOCODE);
// The page's own trace limit, and a small one that cuts searches short.
const LIMITS = [30000, 40];

// Words that must never reach a learner.
const UNDEFINED = /undefined|null|NaN|\[object/;
const CJK = /[\u4e00-\u9fff]/;

test("each event kind is on exactly one pseudocode line", () => {
  for (const algorithm of ALGORITHMS) {
    const seen = new Map();
    PSEUDOCODE[algorithm].forEach((line, i) => {
      for (const kind of line[2]) {
        assert.ok(!seen.has(kind), `${algorithm}: '${kind}' on lines ${seen.get(kind)} and ${i}`);
        seen.set(kind, i);
      }
      for (const next of line[3]) assert.ok(PSEUDOCODE[algorithm][next]?.[2].length > 0, `${algorithm} line ${i} -> ${next}`);
    });
    for (const kind of ["start", "goal", "path", "exhausted"]) assert.ok(seen.has(kind), `${algorithm}: no line for '${kind}'`);
  }
});

test("every trace walks the pseudocode in order and every step's narration is whole, in both languages", async () => {
  const wasm = await loadWasm();
  const covered = new Map(ALGORITHMS.map((a) => [a, new Set()]));
  let traces = 0;
  for (const board of BOARDS) {
    for (const algorithm of ALGORITHMS) {
      for (const limit of LIMITS) {
        const request = { ...board, algorithm, limit };
        const data = JSON.parse(wasm.trace(JSON.stringify(request)));
        const label = JSON.stringify(request);
        if (data.error) {
          // Refusals are the core's to make (tested in Rust); they must say why.
          assert.ok(data.error.length > 20 && !UNDEFINED.test(data.error), `${label}: ${data.error}`);
          continue;
        }
        traces++;
        const trace = prepare(data);
        if (trace.events.length === 0 && trace.unsolvable) {
          // Proved unsolvable before any search: no line runs, and the page says why.
          assert.equal(trace.answer, null, label);
          for (const lang of ["en", "zh"]) {
            setLanguage(lang);
            const { say, line } = narration(trace, 0);
            assert.equal(line, -1, label);
            assert.ok(!UNDEFINED.test(say) && CJK.test(say) === (lang === "zh"), `${label} ${lang}: ${say}`);
          }
          continue;
        }
        const kinds = ["start", ...trace.steps.map((s) => s.kind)];
        if (trace.answer === null) kinds.push("exhausted");
        // Where the cut trace jumps to the search's end, the order is not checked.
        const tail = trace.truncated ? trace.events.filter((e) => e.kind === "meet" || e.kind === "goal").length : 0;
        const jump = trace.truncated ? trace.events.length - tail : -1;
        for (let i = 0; i < kinds.length; i++) {
          const line = lineOf(algorithm, kinds[i]);
          assert.ok(line >= 0, `${label}: step ${i} '${kinds[i]}' has no line`);
          covered.get(algorithm).add(kinds[i]);
          if (i > 0 && i !== jump + 1) {
            const before = lineOf(algorithm, kinds[i - 1]);
            assert.ok(
              linesAfter(algorithm, before).includes(line),
              `${label}: step ${i} '${kinds[i]}' (line ${line}) cannot follow '${kinds[i - 1]}' (line ${before})`,
            );
          }
        }
        // The search stops where the pseudocode returns: at the goal's line
        // with the answer, or at the line of 'impossible'.
        const events = trace.events.map((e) => e.kind);
        if (trace.answer !== null && algorithm !== "table") {
          assert.equal(events.at(-1), "goal", `${label}: the search goes on past its goal`);
          assert.equal(events.indexOf("goal"), events.length - 1, label);
        }
        for (const lang of ["en", "zh"]) {
          setLanguage(lang);
          for (let pos = 0; pos <= trace.steps.length; pos++) {
            const { say, line } = narration(trace, pos);
            const where = `${label} ${lang} step ${pos}`;
            assert.ok(typeof say === "string" && say.length > 0, `${where}: nothing said`);
            assert.ok(!UNDEFINED.test(say), `${where}: ${say}`);
            assert.equal(CJK.test(say), lang === "zh", `${where}: ${say}`);
            const ended = pos === trace.steps.length && trace.answer === null;
            assert.equal(line, lineOf(algorithm, ended ? "exhausted" : kinds[pos]), `${where}: the highlighted line`);
          }
        }
      }
    }
  }
  setLanguage("en");
  assert.ok(traces > 100, `only ${traces} traces`);
  for (const [algorithm, kinds] of covered) {
    for (const kind of ["start", "goal", "path", "exhausted"]) {
      if (algorithm === "table" && kind === "goal") continue; // the table reads its answer
      assert.ok(kinds.has(kind), `${algorithm}: no trace reached '${kind}'`);
    }
  }
});

test("every word is in both languages", () => {
  for (const key of Object.keys(WORDS.en)) assert.ok(key in WORDS.zh, `'${key}' has no Chinese`);
  for (const key of Object.keys(WORDS.zh)) assert.ok(key in WORDS.en, `'${key}' has no English`);
  for (const kind of new Set(Object.values(PSEUDOCODE).flatMap((lines) => lines.flatMap((line) => line[2])))) {
    if (kind === "exhausted") continue; // said in full, never as a short name
    assert.ok(WORDS.en.kindNames[kind] && WORDS.zh.kindNames[kind], `no short name for the event '${kind}'`);
  }
  for (const key of ["noun", "algoNames", "kindNames"]) {
    assert.deepEqual(Object.keys(WORDS.zh[key]).sort(), Object.keys(WORDS.en[key]).sort(), key);
  }
  for (const puzzle of ["flip", "toggle", "swap", "slide", "knight"]) {
    assert.ok(WORDS.en.noun[puzzle] && WORDS.zh.noun[puzzle], `no noun for ${puzzle}`);
  }
});

// Issue 40: every panel true at every event. The page's model counts each
// event as the core does; at the end (To goal, or the last event) its
// counters are the core's counts over every event, which are the solver's
// own statistics, for every puzzle and algorithm, the cut traces included.
test("the counters at the end equal the solver's own, on every puzzle and algorithm", async () => {
  const wasm = await loadWasm();
  let checked = 0;
  for (const board of [...BOARDS, { puzzle: "toggle", start: ["0100", "0000", "0000", "0100"] }]) {
    for (const algorithm of ALGORITHMS) {
      for (const limit of LIMITS) {
        const data = JSON.parse(wasm.trace(JSON.stringify({ ...board, algorithm, limit })));
        if (data.error || (data.events.length === 0 && data.unsolvable)) continue;
        const trace = prepare(data);
        const label = `${JSON.stringify(board.start)} ${algorithm} ${limit}`;
        // To goal: up to the goal (the table: up to where it reads its answer), else the end.
        let pos = trace.steps.findIndex((s) => s.kind === "goal" || s.kind === "path") + 1;
        if (pos === 0) pos = trace.steps.length;
        const model = modelAt(trace, pos);
        assert.equal(model.expanded, data.stats.states_expanded, `${label}: expanded`);
        assert.equal(model.stored, data.stats.states_discovered, `${label}: stored`);
        assert.equal(model.expanded, data.end.expanded, label);
        assert.equal(model.waiting, data.end.waiting, `${label}: waiting`);
        assert.deepEqual(model.hist.map((x) => x || 0), data.end.per_depth, `${label}: per depth`);
        if (data.answer !== null && !["table", "bibfs"].includes(algorithm)) assert.equal(model.depth, data.answer, `${label}: depth at the goal`);
        // Bidirectional search's depth is one side's level: less than the whole path.
        if (data.answer > 1 && algorithm === "bibfs") assert.ok(model.depth < data.answer, `${label}: depth ${model.depth} of one side`);
        assert.equal(model.depth, data.end.depth, `${label}: depth as the core counts it`);
        if (data.answer === null && !["bibfs", "enumerate"].includes(algorithm)) assert.equal(model.waiting, 0, `${label}: the queue is empty when the search is`);
        assert.equal(model.atEnd, Boolean(data.truncated), label);
        // Before the cut, the panels count the events shown, never the end's.
        if (trace.cut > 1) assert.equal(modelAt(trace, trace.cut - 1).atEnd, false, label);
        checked++;
      }
    }
  }
  assert.ok(checked > 100, `only ${checked}`);
});

// Review item 1: the tree is true at every step. Each node hangs under a
// node one level up; IDA*'s nodes are its entries (a state entered again at
// another depth is another node), each under the state it was entered from
// by the move tried just before; the tree's depth-0 row is the start (or the
// goals); and at the goal, IDA*'s highlighted path runs from the root down.
test("the search tree's nodes sit one level under their parents, at every step", async () => {
  const wasm = await loadWasm();
  let checked = 0;
  const knightLesson = {
    puzzle: "knight", start: ["11101", "01111", "00111", "0000*", "00010"], target: ["11111", "01111", "00*11", "00001", "00000"],
  };
  for (const board of [...BOARDS, knightLesson]) {
    for (const algorithm of ALGORITHMS) {
      const data = JSON.parse(wasm.trace(JSON.stringify({ ...board, algorithm, limit: 3000 })));
      if (data.error || data.events.length === 0) continue;
      const trace = prepare(data);
      const label = `${JSON.stringify(board.start)} ${algorithm}`;
      const every = Math.max(1, Math.floor(trace.steps.length / 60));
      for (let pos = 0; pos <= trace.steps.length; pos += pos + every > trace.steps.length && pos < trace.steps.length ? trace.steps.length - pos : every) {
        const model = modelAt(trace, pos);
        for (const [key, n] of model.tree) {
          if (n.parent === null || n.parent === undefined) {
            assert.equal(n.depth, 0, `${label} @${pos}: a root at depth ${n.depth}`);
            continue;
          }
          const p = model.tree.get(n.parent);
          assert.ok(p, `${label} @${pos}: ${key}'s parent ${n.parent} is in the tree`);
          assert.equal(n.depth, p.depth + 1, `${label} @${pos}: ${key} at depth ${n.depth} under a node at ${p.depth}`);
          assert.deepEqual(model.levels[n.side][n.depth].includes(key), true, `${label} @${pos}: ${key} in its row`);
          if (algorithm === "idastar" && n.at >= 0 && !model.atEnd) {
            const tried = trace.steps.slice(0, n.at).findLast((s) => s.kind === "try");
            assert.equal(tried.state, p.state, `${label} @${pos}: ${key} entered from its parent`);
            assert.equal(tried.next, n.state, `${label} @${pos}: ${key} is the move's result`);
          }
        }
        if (algorithm === "idastar" && model.goalHit) {
          const keys = model.stackKeys;
          assert.equal(keys.length, data.answer + 1, `${label}: the path's nodes`);
          assert.equal(model.tree.get(keys[0]).parent, null, `${label}: the path starts at the root`);
          keys.slice(1).forEach((k, i) => assert.equal(model.tree.get(k).parent, keys[i], `${label}: the path is joined`));
          assert.deepEqual(keys.map((k) => model.tree.get(k).state), data.path_states, `${label}: the path is the answer's`);
        }
        checked++;
      }
    }
  }
  assert.ok(checked > 500, `only ${checked}`);
});
