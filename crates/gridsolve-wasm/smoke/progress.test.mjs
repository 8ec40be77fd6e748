// The page's progress line comes from the core: trace_reporting and
// compare_reporting call back as the search goes, with the work the budget
// bounds, and answer exactly what trace and compare answer.
//
//   node --test crates/gridsolve-wasm/smoke/   (env: SITE_DIR)
import { test } from "node:test";
import assert from "node:assert/strict";
import { loadWasm } from "./wasm.mjs";


/// Every report of `run(report)`, and what it answered.
function heard(run) {
  const reports = [];
  const body = run((work, budget) => reports.push({ work, budget }));
  return { reports, body };
}

test("a long search reports growing work within the budget, then answers as trace does", async () => {
  const core = await loadWasm();
  // A 5 x 5 board 12 presses away: BFS takes hundreds of thousands of states.
  const request = JSON.stringify({ puzzle: "flip", start: ["10101", "01010", "10101", "01010", "10100"], algorithm: "bfs", limit: 10 });
  const { reports, body } = heard((report) => core.trace_reporting(request, report));
  assert.equal(body, core.trace(request));
  const answer = JSON.parse(body);
  assert.ok(reports.length >= 2, `${reports.length} reports for ${answer.stats?.states_expanded} expansions`);
  assert.equal(reports.length, Math.ceil(answer.stats.states_expanded / 65536));
  for (const [i, { work, budget }] of reports.entries()) {
    assert.equal(budget, 10_000_000);
    assert.ok(work < budget && work <= answer.stats.states_discovered);
    if (i > 0) assert.ok(work > reports[i - 1].work, JSON.stringify(reports));
  }
});

test("a quick search reports once, at its start; a comparison reports for each algorithm", async () => {
  const core = await loadWasm();
  const request = JSON.stringify({ puzzle: "flip", start: ["1001", "1101", "1001", "1000"] });
  const quick = heard((report) => core.trace_reporting(request, report));
  // Its one report: the start, stored before the first expansion.
  assert.deepEqual(quick.reports, [{ work: 1, budget: 10_000_000 }]);
  const compared = heard((report) => core.compare_reporting(request, report));
  assert.equal(compared.body, core.compare(request));
  assert.ok(compared.reports.length >= 3, JSON.stringify(compared.reports));
  // A report that throws does not stop the search.
  const body = core.trace_reporting(request, () => {
    throw new Error("the page's own mistake");
  });
  assert.equal(body, core.trace(request));
});
