// gridsolve's core as WebAssembly, for a browser page or node. Every
// function takes the same words and gives the same answers as gridsolve's
// command line (`solve`, `answer` and the judge commands, `check`,
// `generate`) or its page's API (`trace`, `compare`, `plan`), because they
// are the same Rust code (crates/gridsolve-wasm); the Python module has the
// same functions. A refusal throws GridsolveError naming the request's own
// fields (`algorithm: "idastar"`, `limit`), never a command-line flag.
import initWasm, * as wasm from "./pkg/gridsolve_wasm.js";

let ready;

/**
 * Loads the WebAssembly once. Optional: every function below calls it.
 * In node the module is read from the package's folder; in a browser it is
 * fetched next to this file, unless `source` (a URL, a Response, bytes or a
 * compiled WebAssembly.Module) says where it is.
 */
export function init(source) {
  ready ??= (async () => {
    if (source === undefined && typeof process !== "undefined" && process.versions?.node) {
      const { readFile } = await import("node:fs/promises");
      source = await readFile(new URL("./pkg/gridsolve_wasm_bg.wasm", import.meta.url));
    }
    await initWasm(source === undefined ? undefined : { module_or_path: source });
  })();
  return ready;
}

/** A request the core refused: `message` says why, `kind` which refusal. */
export class GridsolveError extends Error {
  constructor(message, kind, body) {
    super(message);
    this.name = "GridsolveError";
    this.kind = kind;
    this.body = body;
  }
}

/** The core's JSON answer as a value; a refusal (`{"error": ...}`) thrown. */
function value(body) {
  const parsed = JSON.parse(body);
  if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed) && typeof parsed.error === "string") {
    throw new GridsolveError(parsed.error, parsed.kind ?? "request", parsed);
  }
  return parsed;
}

/** A text answer (`format: "text"` or `"grid"`), or the refusal thrown. */
function textOrRefusal(body) {
  if (body.startsWith('{"error"')) value(body);
  return body;
}

const asText = (request) => (typeof request === "string" ? request : JSON.stringify(request));

/** `request` without its `progress` callback, and the callback. */
function split(request) {
  if (request === null || typeof request !== "object") return [request, undefined];
  const { progress, ...rest } = request;
  if (progress !== undefined && typeof progress !== "function") {
    throw new GridsolveError(`progress: expected a function (work, limit) => void, found ${typeof progress}`, "usage", null);
  }
  return [rest, progress];
}

/**
 * Solves any puzzle the command line solves; the answer is `gridsolve solve
 * --format json`'s (or, with `format: "text"` or `"grid"`, the text).
 * `progress(work, limit)` is called every 65,536 expansions.
 */
export async function solve(request) {
  await init();
  const [words, progress] = split(request);
  const body = progress ? wasm.solve_reporting(asText(words), progress) : wasm.solve(asText(words));
  const format = typeof words === "object" && words !== null ? words.format : undefined;
  return format === "text" || format === "grid" ? textOrRefusal(body) : value(body);
}

/** The judge's output for a whole input of a judge problem, as `gridsolve PROBLEM` prints it. */
export async function answer(problem, input, options = {}) {
  await init();
  return value(wasm.answer(JSON.stringify({ ...options, problem, input })));
}

/**
 * Judges a contestant's `output` as `gridsolve check` does: `{verdict, reason}`.
 * `answer` is the jury's (gridsolve's own when omitted); `minimum` asks
 * HDU 1043 for a shortest path rather than any.
 */
export async function check(problem, input, output, answer, options = {}) {
  await init();
  return value(wasm.check(JSON.stringify({ ...options, problem, input, output, answer })));
}

/**
 * `count` test cases of a judge problem (`{count, kind, seed, lang,
 * progress}`; `gridsolve gen`'s defaults: 1, "mixed", 0), the same text as
 * `gridsolve gen` writes.
 */
export async function generate(problem, options = {}) {
  await init();
  const [rest, progress] = split(options);
  const request = JSON.stringify({ ...rest, problem });
  return value(progress ? wasm.generate_reporting(request, progress) : wasm.generate(request));
}

/** The judge problems' names. */
export async function problems() {
  await init();
  return value(wasm.problems());
}

/** The recorded search the page plays (the page's `POST /api/trace`). */
export async function trace(request) {
  await init();
  return value(wasm.trace(asText(request)));
}

/** Every traced algorithm on one board (the page's `POST /api/compare`): one row per algorithm. */
export async function compare(request) {
  await init();
  return value(wasm.compare(asText(request)));
}

/** Which traced algorithms finish on a board, before any search (`POST /api/plan`). */
export async function plan(request) {
  await init();
  return value(wasm.plan(asText(request)));
}

/** The version of gridsolve the WebAssembly was built from. */
export async function version() {
  await init();
  return wasm.version();
}

const judge = (name) => (input, options) => answer(name, input, options);
/** POJ 1753 Flip Game: `answer("poj1753", input)`. */
export const poj1753 = judge("poj1753");
/** POJ 2965 The Pilots Brothers' refrigerator. */
export const poj2965 = judge("poj2965");
/** Luogu P1225 黑白棋游戏. */
export const p1225 = judge("p1225");
/** Luogu P4289 移动玩具. */
export const p4289 = judge("p4289");
/** Luogu P1379 八数码难题. */
export const p1379 = judge("p1379");
/** HDU 1043 / POJ 1077 Eight. */
export const hdu1043 = judge("hdu1043");
/** Luogu P2324 骑士精神. */
export const p2324 = judge("p2324");
/** POJ 3279 Fliptile. */
export const poj3279 = judge("poj3279");
/** POJ 1222 EXTENDED LIGHTS OUT. */
export const poj1222 = judge("poj1222");
