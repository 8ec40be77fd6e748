// The loader of gridsolve's WebAssembly core (crates/gridsolve-wasm), for
// the page's worker, the smoke tests and the npm package: it instantiates
// gridsolve_wasm_bg.wasm, passes each request in as UTF-8 and reads the
// answer back (the protocol is in crates/gridsolve-wasm/src/lib.rs). The
// exports keep the names the page has always called: trace, compare, plan,
// solve and version, trace_reporting and compare_reporting with a progress
// callback, initSync and the default init; the npm package's calls are
// solve_reporting, solve_in, answer, check, generate, generate_reporting,
// problems, and the pattern databases' tables_needed, table_buffer,
// table_keep, tables_built, table_bytes and table_event.

let exports = null;
/// The progress callback of the call in flight, if it asked for one.
let reporter = null;
/// The tables callback of the call in flight, if it asked for one.
let tablesHeard = null;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

const imports = {
  gridsolve: {
    // What the page's callback throws is the page's: the search goes on.
    progress(work, budget) {
      if (!reporter) return;
      try {
        reporter(work, budget);
      } catch {
        // ignored, as documented
      }
    },
    // A pattern database's event, as JSON in the module's memory.
    tables(at, len) {
      if (!tablesHeard) return;
      const event = JSON.parse(decoder.decode(new Uint8Array(exports.memory.buffer, at, len)));
      try {
        tablesHeard(event);
      } catch {
        // ignored, as the progress callback's
      }
    },
    // The core has no clock: `stats` is timed by the host's.
    now: () => performance.now(),
  },
};

function ready() {
  if (!exports) throw new Error("gridsolve_wasm: call init() or initSync() first");
  return exports;
}

function call(route, request, report, heard) {
  const core = ready();
  const bytes = encoder.encode(String(request));
  const at = core.gs_input(bytes.length);
  new Uint8Array(core.memory.buffer, at, bytes.length).set(bytes);
  reporter = typeof report === "function" ? report : null;
  tablesHeard = typeof heard === "function" ? heard : null;
  try {
    core[route]((reporter ? 1 : 0) | (tablesHeard ? 2 : 0));
  } finally {
    reporter = null;
    tablesHeard = null;
  }
  // The memory may have grown during the call: view it afresh.
  return decoder.decode(new Uint8Array(core.memory.buffer, core.gs_output_ptr(), core.gs_output_len()));
}

/** Instantiates the module from bytes or a compiled WebAssembly.Module: `initSync({ module })`. */
export function initSync(source) {
  const given = source?.module ?? source;
  const module = given instanceof WebAssembly.Module ? given : new WebAssembly.Module(given);
  exports = new WebAssembly.Instance(module, imports).exports;
  return exports;
}

/**
 * Instantiates the module: fetched beside this file by default, or from
 * `{ module_or_path }` (a URL, a path string, a Response, bytes or a Module).
 */
export default async function init(source) {
  if (exports) return exports;
  let given = source?.module_or_path ?? source;
  if (given === undefined) given = new URL("gridsolve_wasm_bg.wasm", import.meta.url);
  if (typeof given === "string" || given instanceof URL) given = fetch(given);
  given = await given;
  if (typeof Response !== "undefined" && given instanceof Response) {
    if (!given.ok) throw new Error(`gridsolve_wasm: fetching the module failed (${given.status})`);
    given = await given.arrayBuffer();
  }
  if (given instanceof WebAssembly.Module) {
    exports = (await WebAssembly.instantiate(given, imports)).exports;
  } else {
    exports = (await WebAssembly.instantiate(given, imports)).instance.exports;
  }
  return exports;
}

/** `POST /api/trace`: the recorded search a JSON request asks for. */
export const trace = (request) => call("gs_trace", request);
/** `trace`, calling `report(work, budget)` every 65,536 expansions. */
export const trace_reporting = (request, report) => call("gs_trace", request, report);
/** `POST /api/compare`: every algorithm on the request's board. */
export const compare = (request) => call("gs_compare", request);
/** `compare`, reporting as `trace_reporting` does. */
export const compare_reporting = (request, report) => call("gs_compare", request, report);
/** `POST /api/plan`: which traced algorithm can run on the board. */
export const plan = (request) => call("gs_plan", request);
/** Any puzzle the command line solves; the answer is `gridsolve solve --format json`'s. */
export const solve = (request) => call("gs_solve", request);
/** `solve`, calling `report(work, limit)` every 65,536 expansions. */
export const solve_reporting = (request, report) => call("gs_solve", request, report);
/**
 * `solve` with the pattern databases' words naming `place` (the caller's
 * cache directory, or "" for none), `progress(work, limit)` as
 * `solve_reporting`'s and `tables(event)` told each table event.
 */
export function solve_in(request, { place = "", progress, tables } = {}) {
  call("gs_place", place);
  return call("gs_solve", request, progress, tables);
}
/** Which tables a solve of `request` may read: `{"partitions": [{partition, tables: [{name, max_bytes, held}]}]}`. */
export const tables_needed = (request) => call("gs_tables", request);
/**
 * A view of `len` bytes of the module's memory to write a table's file into,
 * then kept under a name with `table_keep`; valid until the next call.
 */
export function table_buffer(len) {
  const core = ready();
  const at = core.gs_table_buffer(len);
  return new Uint8Array(core.memory.buffer, at, len);
}
/** Keeps the bytes written into `table_buffer` as the table `name`: "" or a refusal's JSON. */
export const table_keep = (name) => call("gs_table_keep", name);
/** The names of the tables the last solve built, as a JSON array. */
export const tables_built = () => call("gs_tables_built", "");
/** A view of the bytes of the table `name` the module holds (empty if none); valid until the next call. */
export function table_bytes(name) {
  call("gs_table_get", name);
  const core = ready();
  return new Uint8Array(core.memory.buffer, core.gs_table_ptr(), core.gs_table_len());
}
/** The `not_saved` event of a table the caller could not write: `{location, why, lang}` in, the event's JSON out. */
export const table_event = (request) => call("gs_table_event", request);
/** A judge problem's output for a whole input (`{problem, input, algorithm, lang}`), as a JSON string. */
export const answer = (request) => call("gs_answer", request);
/** `gridsolve check` on `{problem, input, output, answer, minimum}`: `{verdict, reason}`. */
export const check = (request) => call("gs_check", request);
/** `gridsolve gen` on `{problem, count, kind, seed, lang}`, as a JSON string. */
export const generate = (request) => call("gs_generate", request);
/** `generate`, calling `report(made, count)` every 1,024 cases. */
export const generate_reporting = (request, report) => call("gs_generate", request, report);
/** The judge problems' names, as a JSON array. */
export const problems = () => call("gs_problems", "");
/** The version of gridsolve the module was built from. */
export const version = () => call("gs_version", "");
