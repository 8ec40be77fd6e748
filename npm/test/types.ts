// Compiled with tsc --strict in the scratch project (scripts/npm-test.sh),
// then run with node: the package's types as a TypeScript user meets them,
// and what each call really returns agrees with its type.
import {
  answer,
  check,
  compare,
  generate,
  GridsolveError,
  poj1753,
  problems,
  solve,
  trace,
  type CompareRow,
  type Format,
  type Judgement,
  type Problem,
  type SolveAnswer,
  type SolveRequest,
  type SolveStats,
  type TableEvent,
} from "gridsolve-wasm";

function expect(condition: boolean, what: string): void {
  if (!condition) throw new Error(`types.ts: ${what}`);
}

const request = { moves: "cross", start: "-+--\n----\n----\n-+--\n", algorithm: "bfs" } satisfies SolveRequest;
const solved: SolveAnswer = await solve(request);
const moves: number | null = solved.moves;
expect(moves === 6, "solve's moves is a number");
const drawn: string = await solve({ ...request, format: "text", explain: true });
expect(drawn.startsWith("solvable: yes"), "a text answer is a string");
const grid: string = await solve({ moves: "plus", start: "110\n100\n000\n", format: "grid" });
expect(grid === "100\n000\n000\n", "a grid answer is a string");
const json: SolveAnswer = await solve({ ...request, format: "json" });
expect(json.moves === 6, "format json is the answer as a value");
// A request whose format the compiler does not know may answer text: its
// type says either, never the JSON answer alone (tsc fails on an unused
// expect-error directive, so each line so marked must be a type error).
const wide: SolveRequest = { ...request, format: "text" };
// @ts-expect-error a SolveRequest variable may ask for text
const lie: SolveAnswer = await solve(wide);
expect(typeof lie === "string", "a wide request with format text answered text");
const chosen = "text" as Format;
// @ts-expect-error a Format may be text
const lieToo: SolveAnswer = await solve({ ...request, format: chosen });
expect(typeof lieToo === "string", "a Format of text answered text");
const either: SolveAnswer | string = await solve(JSON.stringify(wide));
expect(typeof either === "string", "the JSON text of a text request answered text");

// compare() resolves to rows, as its type says: an array one can map.
const rows: CompareRow[] = await compare({ puzzle: "slide", start: ["123", "456", "708"] });
const names: string[] = rows.map((row) => row.algorithm);
expect(Array.isArray(rows) && names.includes("bfs"), `compare's rows: ${JSON.stringify(names)}`);
// Every field of a row is typed (no index signature): each checked at run time.
const typed = rows.every((row: CompareRow) => {
  const answer: number | null = row.answer;
  const optimal: boolean = row.optimal;
  const expanded: number = row.stats.states_expanded + row.stats.states_discovered + row.stats.peak_frontier;
  const error: string | null = row.error;
  return (
    (answer === null || typeof answer === "number") &&
    typeof optimal === "boolean" &&
    Number.isInteger(expanded) &&
    (error === null || typeof error === "string")
  );
});
expect(typed, `compare's rows have the fields their type says: ${JSON.stringify(rows[0])}`);

const visual = await trace({ puzzle: "flip", start: ["1001"], algorithm: "bfs" });
expect(typeof visual === "object", "trace is an object");

const all: Problem[] = await problems();
expect(all.length === 9 && all[0] === "poj1753", "problems");
const input: string = await generate("poj1753", { count: 3, seed: 7 });
const output: string = await answer("poj1753", input);
const judged: Judgement = await check("poj1753", input, output);
expect(judged.verdict === "accepted", judged.reason);
expect((await poj1753("bwwb\nbbwb\nbwwb\nbwww\n")) === "4\n", "poj1753");

// The pattern-database options: a 2x5 board on its one table, built into a
// new directory beside this file (the test's scratch project) and told.
const events: TableEvent[] = [];
const cacheDir = new URL("./tables-cache/", import.meta.url);
const counted: SolveAnswer = await solve({
  moves: "slide",
  start: "1 2 3 4 9\n5 6 7 0 8\n",
  target: "1 2 3 4 0\n5 6 7 8 9\n",
  patterns: "auto",
  threads: 0,
  stats: true,
  lang: "en",
  cacheDir,
  onTables: (event: TableEvent) => events.push(event),
});
const stats: SolveStats | undefined = counted.stats;
expect(stats !== undefined && stats.states_expanded > 0 && typeof stats.elapsed_ms === "number", "solve's stats");
const building = events.find((e) => e.event === "building");
expect(building !== undefined && building.event === "building" && building.tables === 1, "a building event");
const texts: string[] = events.flatMap((e) => (e.event === "built" ? [e.message] : []));
expect(texts.length === 1, `one table built: ${JSON.stringify(texts)}`);

try {
  await solve({ moves: "plus", start: "2" });
  expect(false, "a bad board is refused");
} catch (e) {
  expect(e instanceof GridsolveError && e.kind === "bad_input", String(e));
}
console.log(`types.ts: compiled under --strict and ran: ${rows.length} rows from compare(), ${all.length} problems`);
