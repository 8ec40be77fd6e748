// gridsolve's core as WebAssembly, for a browser page or node. Every
// function takes the same request and gives the same JSON as gridsolve's
// command line (`solve`) or its page's API (`trace`, `compare`, `plan`),
// because they are the same Rust code (crates/gridsolve-wasm).
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

function answer(body) {
  if (!body.startsWith("{")) return body; // format: "text"
  const value = JSON.parse(body);
  if (typeof value.error === "string") throw new GridsolveError(value.error, value.kind ?? "request", value);
  return value;
}

const text = (request) => (typeof request === "string" ? request : JSON.stringify(request));

/** Solves any puzzle the command line solves; the answer is `gridsolve solve --format json`'s. */
export async function solve(request) {
  await init();
  return answer(wasm.solve(text(request)));
}

/** The recorded search the page plays (the page's `POST /api/trace`). */
export async function trace(request) {
  await init();
  return answer(wasm.trace(text(request)));
}

/** Every traced algorithm on one board (the page's `POST /api/compare`). */
export async function compare(request) {
  await init();
  return answer(wasm.compare(text(request)));
}

/** Which traced algorithms finish on a board, before any search (`POST /api/plan`). */
export async function plan(request) {
  await init();
  return answer(wasm.plan(text(request)));
}

/** The version of gridsolve the WebAssembly was built from. */
export async function version() {
  await init();
  return wasm.version();
}
