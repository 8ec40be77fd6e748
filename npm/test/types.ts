// Compiled with tsc --strict --noEmit in the scratch project (scripts/npm-test.sh):
// the package's types as a TypeScript user meets them.
import { GridsolveError, solve, trace, type SolveAnswer, type SolveRequest } from "gridsolve-wasm";

const request: SolveRequest = { moves: "cross", start: "-+--\n----\n----\n-+--\n", algorithm: "bfs" };
const answer: SolveAnswer = await solve(request);
const moves: number | null = answer.moves;
const drawn: string = await solve({ ...request, format: "text", explain: true });
const visual = await trace({ puzzle: "flip", start: ["1001"], algorithm: "bfs" });
try {
  await solve({ moves: "plus", start: "2" });
} catch (e) {
  if (e instanceof GridsolveError) console.log(e.kind, e.message);
}
console.log(moves, drawn.length, visual);
