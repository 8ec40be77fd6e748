// Run in a scratch project that installed the packed tarball
// (scripts/npm-test.sh): the package as a user gets it, imported by name.
// EXPECTED_DIR holds the command line's answers to the same requests.
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { compare, GridsolveError, solve, trace, version } from "gridsolve-wasm";

const expected = async (name) => (await readFile(path.join(process.env.EXPECTED_DIR, name), "utf8"));

// The same bytes as `gridsolve solve --format json` on the same boards.
const requests = JSON.parse(await expected("requests.json"));
for (const [name, request] of Object.entries(requests)) {
  const answer = await solve(request);
  assert.equal(JSON.stringify(answer) + "\n", await expected(`${name}.json`), name);
}
const fridge = await solve(requests.fridge);
assert.equal(fridge.moves, 6);
assert.equal(fridge.optimal, true);

const drawn = await solve({ ...requests.eight, format: "text", explain: true });
assert.equal(drawn, await expected("eight.txt"));

const visual = await trace({ puzzle: "flip", start: ["1001", "1101", "1001", "1000"], algorithm: "bfs" });
assert.equal(visual.algorithm, "bfs");
assert.ok(visual.events.length > 100, "a BFS trace has its events");
const rows = await compare({ puzzle: "slide", start: ["123", "456", "708"] });
assert.ok(rows.length >= 4, "every traced algorithm is compared");

await assert.rejects(solve({ moves: "plus", start: "01\n2\n" }), (e) => {
  assert.ok(e instanceof GridsolveError);
  assert.equal(e.kind, "bad_input");
  assert.match(e.message, /^start: line 2, column 1/);
  return true;
});
await assert.rejects(trace({ puzzle: "maze", start: ["0"] }), GridsolveError);
// In Chinese: the text answer and a refusal, as `gridsolve --lang zh solve` words them.
const chinese = await solve({ ...requests.eight, format: "text", lang: "zh" });
assert.match(chinese, /^可解：是\n步数：/);
await assert.rejects(solve({ moves: "plus", start: "01\n2\n", lang: "zh" }), (e) => {
  assert.equal(e.kind, "bad_input");
  assert.match(e.message, /^start：第 2 行第 1 列/);
  return true;
});
assert.equal(await version(), process.env.GRIDSOLVE_VERSION);
console.log(`gridsolve-wasm ${await version()}: ${Object.keys(requests).length} answers as the command line's, trace, compare, refusals`);
