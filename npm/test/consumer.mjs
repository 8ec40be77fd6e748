// Run in a scratch project that installed the packed tarball
// (scripts/npm-test.sh): the package as a user gets it, imported by name.
// EXPECTED_DIR holds the command line's answers to the same requests.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as gridsolve from "gridsolve-wasm";

const { answer, check, compare, generate, GridsolveError, problems, solve, trace, version } = gridsolve;
const expected = async (name) => await readFile(path.join(process.env.EXPECTED_DIR, name), "utf8");

// The same bytes as `gridsolve solve --format json` on the same boards.
const requests = JSON.parse(await expected("requests.json"));
for (const [name, request] of Object.entries(requests)) {
  const solved = await solve(request);
  assert.equal(JSON.stringify(solved) + "\n", await expected(`${name}.json`), name);
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
assert.ok(Array.isArray(rows) && rows.length >= 4, "every traced algorithm is compared, as an array");

// The judge answers, check and generate: as `gridsolve PROBLEM`, `check`, `gen`.
assert.deepEqual(await problems(), JSON.parse(await expected("problems.json")));
for (const problem of await problems()) {
  const input = await generate(problem, { count: 20, kind: "mixed", seed: 5 });
  assert.equal(input, await expected(`gen-${problem}.txt`), `generate ${problem}`);
  assert.equal(await generate(problem), await expected(`gen-default-${problem}.txt`), `gen's defaults, ${problem}`);
  const output = await gridsolve[problem](input);
  assert.equal(output, await expected(`answer-${problem}.txt`), `answer ${problem}`);
  assert.equal((await check(problem, input, output)).verdict, "accepted", problem);
}
assert.equal((await check("poj1753", "bwwb\nbbwb\nbwwb\nbwww\n", "5\n")).verdict, "wrong answer");

// Progress, from the core's hook.
const heard = [];
await solve({ moves: "slide", start: "8 6 7\n2 5 4\n3 0 1\n", algorithm: "bfs", progress: (work, limit) => heard.push([work, limit]) });
assert.ok(heard.length >= 1 && heard.every(([w, l]) => w > 0 && l === 10_000_000), JSON.stringify(heard));

// Refusals: the request's own fields, never a command-line flag.
const refused = [
  { moves: "slide", start: "1 2\n3 0\n", wrap: true },
  { moves: "slide", start: "1 2\n3 0\n", states: 3 },
  { moves: "slide", start: "1 2\n3 0\n", format: "grid" },
  { moves: "swap", start: "10\n01\n" },
  { moves: "plus", start: "10\n01\n", target: "01\n10\n" },
  { moves: "knight", start: "1*\n01\n" },
  { moves: "plus", states: 3, start: "12\n01\n", algorithm: "bfs" },
  { moves: "slide", start: "8 6 7\n2 5 4\n3 0 1\n", algorithm: "idastar", limit: 1000 },
  { moves: "plus", start: ("0".repeat(1100) + "\n").repeat(1100) },
  // A word that is none of a field's; patterns that would not be used.
  { moves: "plus", start: "10\n01\n", algorithm: "xyz" },
  { moves: "plus", start: "10\n01\n", format: "xml" },
  { moves: "plus", start: "10\n01\n", goal: "twos" },
  { moves: "slide", start: "14 13 15 7\n11 12 9 5\n6 0 2 1\n4 8 10 3\n", algorithm: "idastar", patterns: "7-8" },
];
for (const request of refused) {
  for (const lang of ["en", "zh"]) {
    await assert.rejects(solve({ ...request, lang }), (e) => {
      assert.ok(e instanceof GridsolveError, String(e));
      assert.ok(!e.message.includes("--") && !e.message.includes("FILE"), e.message);
      return true;
    });
  }
}
await assert.rejects(solve(refused[7]), (e) => {
  assert.equal(e.kind, "cannot");
  assert.equal(e.message, 'algorithm: "idastar" stopped at its work limit of 1000 states without an answer (raise it with limit)');
  return true;
});
await assert.rejects(answer("poj1753", "bwwb\n", { algorithm: "dfs" }), (e) => /^algorithm: "dfs" is not one of auto, linear, /.test(e.message));
// As the caller wrote it, in the request's language.
await assert.rejects(solve({ moves: "plus", start: "10\n01\n", algorithm: "xyz", lang: "zh" }), (e) => {
  assert.equal(e.kind, "usage");
  assert.ok(e.message.startsWith('algorithm: "xyz" 不是以下之一：auto, linear, '), e.message);
  return true;
});
await assert.rejects(generate("poj1753", { kind: "odd" }), (e) => e.kind === "usage" && /^kind: "odd" is not one of random, /.test(e.message));
await assert.rejects(generate("poj1753", { count: 1e9 }), (e) => e.kind === "limit" && /^count: 1000000000: /.test(e.message));

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
// Pattern databases in the command line's cache directory: whichever builds
// a table, the other reads it, with the same answer and node counts. Every
// directory is a new temporary one (never the user's cache).
const cacheRoot = await mkdtemp(path.join(os.tmpdir(), "gridsolve-npm-test-"));
let shared;
try {
  const command = (cache, board, target) => {
    const args = ["solve", "--moves", "slide", "--stats", "--format", "json"];
    const env = { ...process.env, GRIDSOLVE_CACHE_DIR: cache };
    if (target) args.push("--target", path.join(cache, "..", "target.txt"));
    const run = execFileSync(process.env.GRIDSOLVE_COMMAND, [...args, "-"], { input: board, env, encoding: "utf8", stdio: "pipe" });
    return JSON.parse(run);
  };
  const untimed = (answer) => ({ ...answer, stats: { ...answer.stats, elapsed_ms: 0 } });
  // Built by the command, read by node (first, while no table of this board is in memory).
  const board = "6 1 2 3 4\n0 7 8 9 5\n";
  const byCommand = path.join(cacheRoot, "command-first");
  const cli = command(byCommand, board);
  const events = [];
  const read = await solve({ moves: "slide", start: board, stats: true, cacheDir: byCommand, onTables: (e) => events.push(e) });
  assert.equal(cli.stats.patterns_from_store, false);
  assert.equal(read.stats.patterns_from_store, true);
  assert.deepEqual(untimed(read), untimed({ ...cli, stats: { ...cli.stats, patterns_from_store: true } }));
  assert.deepEqual([...new Set(events.map((e) => e.event))], ["loaded"], JSON.stringify(events));
  // Again, twice: the tables are kept in memory, none is read again, and
  // none is told `loaded` again (each call told them all once more).
  const loaded = events.length;
  for (let again = 0; again < 2; again++) {
    const kept = await solve({ moves: "slide", start: board, stats: true, cacheDir: byCommand, onTables: (e) => events.push(e) });
    assert.deepEqual(untimed(kept), untimed(read));
  }
  assert.equal(events.length, loaded, JSON.stringify(events));
  // Built by node, read by the command: another goal (the blank first), so another table.
  const byNode = path.join(cacheRoot, "node-first");
  const target = "0 1 2 3 4\n5 6 7 8 9\n";
  const built = [];
  const made = await solve({ moves: "slide", start: "1 2 3 4 9\n5 6 7 0 8\n", target, stats: true, threads: 2, patterns: "auto", cacheDir: new URL(`file://${byNode}/`), onTables: (e) => built.push(e) });
  assert.equal(made.stats.patterns_from_store, false);
  assert.equal(built[0].event, "building");
  assert.equal(built[0].place, byNode);
  assert.ok(built[0].message.includes(byNode) && !built[0].message.includes("--"), built[0].message);
  const progress = built.filter((e) => e.event === "progress");
  assert.ok(progress.length > 0 && progress.every((e) => e.done > 0 && e.done <= e.total), JSON.stringify(progress.slice(-3)));
  const files = built.filter((e) => e.event === "built").map((e) => path.basename(e.location));
  assert.equal(files.length, built[0].tables);
  assert.deepEqual((await readdir(byNode)).sort(), files.sort());
  await writeFile(path.join(cacheRoot, "target.txt"), target);
  const cliReads = command(byNode, "1 2 3 4 9\n5 6 7 0 8\n", true);
  assert.equal(cliReads.stats.patterns_from_store, true);
  assert.deepEqual(untimed({ ...made, stats: { ...made.stats, patterns_from_store: true } }), untimed(cliReads));
  // A cache directory that is a file: the answer still comes, the table told as not saved.
  const blocked = path.join(cacheRoot, "a-file");
  await writeFile(blocked, "not a directory");
  const told = [];
  const still = await solve({ moves: "slide", start: "1 2 3 4 9\n5 6 7 0 8\n", target: "5 6 7 8 9\n0 1 2 3 4\n", cacheDir: blocked, lang: "zh", onTables: (e) => told.push(e) });
  assert.equal(still.optimal, true);
  const notSaved = told.filter((e) => e.event === "not_saved");
  assert.equal(notSaved.length, 1, JSON.stringify(told.filter((e) => e.event !== "progress")));
  assert.match(notSaved[0].message, /^无法保存模式数据库 /);
  // A cache directory that cannot be created (node's own recursive mkdir
  // spins for ever on /proc/x): the answer still comes, the table (a target
  // not solved above, so one is built) not saved.
  const uncreatable = [];
  let timer;
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error("solve with cacheDir /proc/x did not finish in 60 s")), 60_000);
  });
  const despite = await Promise.race([
    solve({ moves: "slide", start: "1 2 3 0 4\n5 6 7 8 9\n", target: "1 2 0 3 4\n5 6 7 8 9\n", cacheDir: "/proc/x", onTables: (e) => uncreatable.push(e) }),
    deadline,
  ]).finally(() => clearTimeout(timer));
  assert.equal(despite.optimal, true);
  const unsaved = uncreatable.filter((e) => e.event === "not_saved");
  assert.equal(unsaved.length, 1, JSON.stringify(uncreatable.filter((e) => e.event !== "progress")));
  assert.match(unsaved[0].location, /^\/proc\/x\//);
  shared = `2x5 ${cli.stats.patterns}: ${cli.stats.states_expanded} nodes either way`;
} finally {
  await rm(cacheRoot, { recursive: true, force: true });
}
// The new fields' refusals: each names its field, never a flag.
const fieldRefusals = [
  [{ moves: "slide", start: "1 2\n3 0\n", patterns: "8-7" }, /^patterns: "8-7" is not one of /],
  [{ moves: "slide", start: "1 2\n3 0\n", threads: 257 }, /^threads: 257: expected a whole number of threads from 0 to 256/],
  [{ moves: "slide", start: "1 2\n3 0\n", stats: "yes" }, /^stats: "yes": expected true or false: /],
  [{ moves: "plus", start: "01\n10\n", stats: true, format: "grid" }, /^stats: true goes with format: "json" or "text"; a press grid is the grid alone$/],
  [{ moves: "slide", start: "1 2\n3 0\n", cacheDir: 5 }, /^cacheDir: /],
  [{ moves: "slide", start: "1 2\n3 0\n", cacheDir: "" }, /^cacheDir: /],
  [{ moves: "slide", start: "1 2\n3 0\n", onTables: "print" }, /^onTables: /],
  [{ moves: "slide", start: "5 1 2 3\n0 6 7 4\n9 10 11 8\n", patterns: "7-8" }, /^patterns: "7-8" does not apply: the 7-8 pattern databases are not for a 3x4 board/],
  [{ start: "1 2\n3 0\n" }, /^moves is missing: a move rule: /],
  [{ moves: "plus", start: "1", states: 1 }, /^states: 1: expected a whole number of cell states from 2 to 255$/],
  [{ moves: "buttons", start: "1" }, /^moves: "buttons" needs buttons: one line per button/],
  [{ moves: "plus", start: "1", buttons: "1,1\n" }, /^buttons goes with moves: "buttons"$/],
  [{ moves: "plus", start: "1", goal: "zeros", goal_board: "0" }, /^give goal \(zeros, ones or uniform\) or goal_board, not both$/],
  [{ moves: "plus", start: "1", algo: "bfs" }, /^there is no argument algo: the arguments are moves, start, .*, stats, progress, cacheDir, onTables$/],
  // In the request's language: a malformed request is not English alone.
  [{ moves: "plus", start: "1", states: 1, lang: "zh" }, /^states: 1：应为格子状态数，2 到 255 之间的整数$/],
  [{ moves: "buttons", start: "1", lang: "zh" }, /^moves: "buttons" 需要 buttons：/],
  // Said once, counted right.
  [{ moves: "plus", start: "10\n01\n11\n", goal_board: "10\n01\n" }, /^the board is 3x2 but goal_board is 2x2$/],
  [{ moves: "slide", start: "8 6 7\n2 5 4\n3 0 1\n", algorithm: "idastar", limit: 1 }, /^algorithm: "idastar" stopped at its work limit of 1 state without an answer \(raise it with limit\)$/],
];
for (const [request, names] of fieldRefusals) {
  await assert.rejects(solve(request), (e) => {
    assert.ok(e instanceof GridsolveError, String(e));
    assert.match(e.message, names);
    assert.ok(!e.message.includes("--") && !e.message.includes("FILE"), e.message);
    // The object's own fields, never the JSON API's `field "states"`.
    assert.ok(!e.message.includes('field "'), e.message);
    return true;
  });
}
// An options or request argument that is not an object is refused, naming
// the function and the argument (generate("poj1753", 5) once gave one case).
const argumentRefusals = [
  [() => generate("poj1753", 5), /^generate\(problem, options\): the options argument is an object .*found the number 5$/],
  [() => generate("poj1753", null), /^generate\(problem, options\): .*found null$/],
  [() => answer("poj1753", "1\n", "zh"), /^answer\("poj1753", input, options\): .*found the string "zh"$/],
  [() => gridsolve.poj1753("1\n", 5), /^poj1753\(input, options\): .*found the number 5$/],
  [() => check("poj1753", "", "", undefined, [true]), /^check\(.*options\): .*found an array$/],
  [() => solve(), /^solve\(request\): the request is an object such as .*found nothing$/],
  [() => solve(5), /^solve\(request\): .*found the number 5$/],
  [() => trace(), /^trace\(request\): .*found nothing$/],
  [() => compare([]), /^compare\(request\): .*found an array$/],
];
for (const [call, names] of argumentRefusals) {
  await assert.rejects(call(), (e) => {
    assert.ok(e instanceof GridsolveError, String(e));
    assert.equal(e.kind, "usage");
    assert.match(e.message, names);
    return true;
  });
}
assert.equal(await version(), process.env.GRIDSOLVE_VERSION);
console.log(
  `gridsolve-wasm ${await version()}: ${Object.keys(requests).length} answers as the command line's, 9 problems' answers,` +
    ` checks and generators as the command's, progress, ${refused.length * 2 + fieldRefusals.length + argumentRefusals.length} refusals in the request's words,` +
    ` pattern databases shared with the command (${shared}), trace, compare`,
);
