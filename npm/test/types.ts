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
  type Judgement,
  type Problem,
  type SolveAnswer,
  type SolveRequest,
} from "gridsolve-wasm";

function expect(condition: boolean, what: string): void {
  if (!condition) throw new Error(`types.ts: ${what}`);
}

const request: SolveRequest = { moves: "cross", start: "-+--\n----\n----\n-+--\n", algorithm: "bfs" };
const solved: SolveAnswer = await solve(request);
const moves: number | null = solved.moves;
expect(moves === 6, "solve's moves is a number");
const drawn: string = await solve({ ...request, format: "text", explain: true });
expect(drawn.startsWith("solvable: yes"), "a text answer is a string");
const grid: string = await solve({ moves: "plus", start: "110\n100\n000\n", format: "grid" });
expect(grid === "100\n000\n000\n", "a grid answer is a string");

// compare() resolves to rows, as its type says: an array one can map.
const rows: CompareRow[] = await compare({ puzzle: "slide", start: ["123", "456", "708"] });
const names: string[] = rows.map((row) => row.algorithm);
expect(Array.isArray(rows) && names.includes("bfs"), `compare's rows: ${JSON.stringify(names)}`);

const visual = await trace({ puzzle: "flip", start: ["1001"], algorithm: "bfs" });
expect(typeof visual === "object", "trace is an object");

const all: Problem[] = await problems();
expect(all.length === 9 && all[0] === "poj1753", "problems");
const input: string = await generate("poj1753", { count: 3, seed: 7 });
const output: string = await answer("poj1753", input);
const judged: Judgement = await check("poj1753", input, output);
expect(judged.verdict === "accepted", judged.reason);
expect((await poj1753("bwwb\nbbwb\nbwwb\nbwww\n")) === "4\n", "poj1753");

try {
  await solve({ moves: "plus", start: "2" });
  expect(false, "a bad board is refused");
} catch (e) {
  expect(e instanceof GridsolveError && e.kind === "bad_input", String(e));
}
console.log(`types.ts: compiled under --strict and ran: ${rows.length} rows from compare(), ${all.length} problems`);
