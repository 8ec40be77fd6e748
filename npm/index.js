// gridsolve's core as WebAssembly, for a browser page or node. Every
// function takes the same words and gives the same answers as gridsolve's
// command line (`solve`, `answer` and the judge commands, `check`,
// `generate`) or its page's API (`trace`, `compare`, `plan`), because they
// are the same Rust code (crates/gridsolve-wasm); the Python module has the
// same functions. A refusal throws GridsolveError naming the request's own
// fields (`algorithm: "idastar"`, `limit`), never a command-line flag.
//
// Sliding boards over 9 cells are solved on pattern databases, which the
// WebAssembly keeps in its memory for the life of the process; with
// `cacheDir` (node), `solve` also reads them from that directory before
// solving and writes there every table it built, so node shares the command
// line's cache (the WebAssembly cannot touch files: this file does it).
import initWasm, * as wasm from "./pkg/gridsolve_wasm.js";

let ready;
const inNode = typeof process !== "undefined" && Boolean(process.versions?.node);

// One call at a time: a solve with a cache directory reads and writes files
// between its calls into the module, through views of its memory that
// another call could move (a grown memory is a new buffer).
let queue = Promise.resolve();
function exclusive(work) {
  const run = queue.then(work, work);
  queue = run.catch(() => {});
  return run;
}

/**
 * Loads the WebAssembly once. Optional: every function below calls it.
 * In node the module is read from the package's folder; in a browser it is
 * fetched next to this file, unless `source` (a URL, a Response, bytes or a
 * compiled WebAssembly.Module) says where it is.
 */
export function init(source) {
  ready ??= (async () => {
    if (source === undefined && inNode) {
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
 * `progress(work, limit)` is called every 65,536 expansions. Sliding boards
 * over 9 cells use pattern databases (`patterns`: "auto", "default", "7-8",
 * "6-6-6-6"), kept in memory for the life of the process and, with
 * `cacheDir` (node), read from and written to that directory; `onTables`
 * is told each table event. `stats: true` adds `--stats`' counters;
 * `threads` is accepted and ignored (the WebAssembly has one thread).
 */
export async function solve(request) {
  requestOf("solve(request)", request, '{ moves: "slide", start: "1 2\\n3 0\\n" }');
  const [words, progress, onTables, cacheDir] = solveParts(request);
  return exclusive(async () => {
    await init();
    const text = asText(words);
    // The request's own fields, also from its JSON text (a text answer is
    // no JSON; a text the core cannot read is refused by the core).
    const fields = typeof words === "string" ? fieldsOf(words) : words;
    const lang = typeof fields === "object" && fields !== null && fields.lang === "zh" ? "zh" : "en";
    const dir = cacheDir === undefined ? "" : await directory(cacheDir);
    if (dir) await readTables(dir, value(wasm.tables_needed(text)).partitions);
    const body = wasm.solve_in(text, { place: dir, progress, tables: onTables });
    if (dir) await writeBuilt(dir, lang, onTables);
    const format = typeof fields === "object" && fields !== null ? fields.format : undefined;
    return format === "text" || format === "grid" ? textOrRefusal(body) : value(body);
  });
}

/** A request's JSON text as a value; `null` when it is not JSON. */
function fieldsOf(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A solve request without its callbacks and cache directory, and those. */
function solveParts(request) {
  if (request === null || typeof request !== "object") return [request, undefined, undefined, undefined];
  const { onTables, cacheDir, ...rest } = request;
  const [words, progress] = split(rest);
  if (onTables !== undefined && typeof onTables !== "function") {
    throw new GridsolveError(`onTables: expected a function (event) => void, found ${typeof onTables}`, "usage", null);
  }
  if (cacheDir !== undefined && typeof cacheDir !== "string" && !(cacheDir instanceof URL)) {
    throw new GridsolveError(`cacheDir: expected a directory's path (a string or a file: URL), found ${typeof cacheDir}`, "usage", null);
  }
  if (cacheDir === "") throw new GridsolveError("cacheDir: expected a directory's path, found an empty string", "usage", null);
  if (cacheDir !== undefined && !inNode) {
    throw new GridsolveError("cacheDir: a cache directory needs node's files; without it the tables are kept in memory", "usage", null);
  }
  return [words, progress, onTables, cacheDir];
}

/** The cache directory as an absolute path. */
async function directory(cacheDir) {
  const path = await import("node:path");
  const { fileURLToPath } = await import("node:url");
  return path.resolve(cacheDir instanceof URL ? fileURLToPath(cacheDir) : cacheDir);
}

/**
 * Hands the module the tables of `partitions` (what `tables_needed` said)
 * that `dir` has and the module does not, partition by partition in the
 * core's order, stopping after the first whose tables are all there (with
 * `patterns: "auto"` the core then takes it). A file that is not a regular
 * file, or larger than any table of its name can be, is not read: the core
 * builds that table and it is written over.
 */
async function readTables(dir, partitions) {
  const fs = await import("node:fs/promises");
  const { constants } = await import("node:fs");
  const path = await import("node:path");
  for (const partition of partitions) {
    let complete = true;
    for (const table of partition.tables) {
      if (table.held) continue;
      let handle;
      try {
        // Non-blocking, so that a FIFO planted there does not wait for a writer.
        handle = await fs.open(path.join(dir, table.name), constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
      } catch {
        complete = false; // missing or unreadable: the core builds it
        continue;
      }
      try {
        const info = await handle.stat();
        if (!info.isFile() || info.size > table.max_bytes) {
          complete = false;
          continue;
        }
        // Straight into the module's memory: nothing else runs meanwhile.
        const bytes = wasm.table_buffer(info.size);
        let at = 0;
        while (at < info.size) {
          const { bytesRead } = await handle.read(bytes, at, info.size - at, at);
          if (bytesRead === 0) break;
          at += bytesRead;
        }
        if (at < info.size || wasm.table_keep(table.name) !== "") complete = false;
      } catch {
        complete = false;
      } finally {
        await handle.close().catch(() => {});
      }
    }
    if (complete) break;
  }
}

/**
 * Writes every table the last solve built into `dir`, each to a new file of
 * a random name (`wx`: never through a link or over a file someone put
 * there) renamed over the table's name, so a reader never sees half a
 * table; a table that cannot be written is told as `not_saved`.
 */
async function writeBuilt(dir, lang, onTables) {
  const built = JSON.parse(wasm.tables_built());
  if (built.length === 0) return;
  const fs = await import("node:fs/promises");
  const path = await import("node:path");
  const { randomBytes } = await import("node:crypto");
  for (const name of built) {
    const file = path.join(dir, name);
    const temporary = path.join(dir, `.${name}.${randomBytes(8).toString("hex")}.tmp`);
    let handle;
    let created = false;
    try {
      await makeDirectory(fs, path, dir);
      handle = await fs.open(temporary, "wx", 0o644);
      created = true;
      const bytes = wasm.table_bytes(name);
      let at = 0;
      while (at < bytes.length) {
        const { bytesWritten } = await handle.write(bytes, at, bytes.length - at);
        at += bytesWritten;
      }
      await handle.sync();
      await handle.close();
      handle = undefined;
      // rename() replaces the entry itself, never what a link there points to.
      await fs.rename(temporary, file);
    } catch (error) {
      if (handle) await handle.close().catch(() => {});
      // Only a file this call made is removed (a name taken already is someone else's).
      if (created) await fs.rm(temporary, { force: true }).catch(() => {});
      if (onTables) {
        const event = JSON.parse(wasm.table_event(JSON.stringify({ location: file, why: String(error?.message ?? error), lang })));
        try {
          onTables(event);
        } catch {
          // ignored, as the module's own events' callback
        }
      }
    }
  }
}

/**
 * Creates `dir` and its missing parents, as `mkdir -p`. Not node's
 * `mkdir(dir, { recursive: true })`: that loops for ever where a parent
 * answers ENOENT though it exists (node 20 on "/proc/x" never settles).
 * Each step here goes one level up, so it ends at the root at the latest;
 * the error of the directory itself is what is thrown.
 */
async function makeDirectory(fs, path, dir) {
  try {
    await fs.mkdir(dir);
  } catch (error) {
    if (error?.code === "EEXIST") {
      const info = await fs.stat(dir).catch(() => undefined);
      if (info?.isDirectory()) return;
      throw error;
    }
    const parent = path.dirname(dir);
    if (error?.code !== "ENOENT" || parent === dir) throw error;
    await makeDirectory(fs, path, parent);
    await fs.mkdir(dir);
  }
}

/** What a wrong argument was, for a refusal: `the number 5`, `an array`. */
function described(found) {
  if (found === null) return "null";
  if (Array.isArray(found)) return "an array";
  if (typeof found === "string") return `the string ${JSON.stringify(found.length > 40 ? found.slice(0, 40) + "…" : found)}`;
  if (typeof found === "number" || typeof found === "boolean" || typeof found === "bigint") return `the ${typeof found} ${String(found)}`;
  return `a ${typeof found}`;
}

/**
 * The options argument of `name` as an object (`{}` when omitted); anything
 * else is refused rather than ignored (`generate("poj1753", 5)` once
 * returned one case, the 5 dropped without a word).
 */
function optionsOf(name, options, example) {
  if (options === undefined) return {};
  if (options === null || typeof options !== "object" || Array.isArray(options)) {
    throw new GridsolveError(`${name}: the options argument is an object such as ${example}; found ${described(options)}`, "usage", null);
  }
  return options;
}

/** A request argument (`solve`, `trace`, `compare`, `plan`): an object, or its JSON text. */
function requestOf(name, request, example) {
  if (typeof request === "string" || (request !== null && typeof request === "object" && !Array.isArray(request))) return request;
  const found = request === undefined ? "nothing" : described(request);
  throw new GridsolveError(`${name}: the request is an object such as ${example}; found ${found}`, "usage", null);
}

/** The judge's output for a whole input of a judge problem, as `gridsolve PROBLEM` prints it. */
export async function answer(problem, input, options) {
  options = optionsOf(`answer("${problem}", input, options)`, options, '{ lang: "zh" }');
  return exclusive(async () => {
    await init();
    return value(wasm.answer(JSON.stringify({ ...options, problem, input })));
  });
}

/**
 * Judges a contestant's `output` as `gridsolve check` does: `{verdict, reason}`.
 * `answer` is the jury's (gridsolve's own when omitted); `minimum` asks
 * HDU 1043 for a shortest path rather than any.
 */
export async function check(problem, input, output, answer, options) {
  options = optionsOf("check(problem, input, output, answer, options)", options, "{ minimum: true }");
  return exclusive(async () => {
    await init();
    return value(wasm.check(JSON.stringify({ ...options, problem, input, output, answer })));
  });
}

/**
 * `count` test cases of a judge problem (`{count, kind, seed, lang,
 * progress}`; `gridsolve gen`'s defaults: 1, "mixed", 0), the same text as
 * `gridsolve gen` writes.
 */
export async function generate(problem, options) {
  const [rest, progress] = split(optionsOf("generate(problem, options)", options, "{ count: 5 }"));
  return exclusive(async () => {
    await init();
    const request = JSON.stringify({ ...rest, problem });
    return value(progress ? wasm.generate_reporting(request, progress) : wasm.generate(request));
  });
}

/** The judge problems' names. */
export async function problems() {
  return exclusive(async () => {
    await init();
    return value(wasm.problems());
  });
}

/** The recorded search the page plays (the page's `POST /api/trace`). */
export async function trace(request) {
  requestOf("trace(request)", request, '{ puzzle: "slide", start: ["123", "456", "708"] }');
  return exclusive(async () => {
    await init();
    return value(wasm.trace(asText(request)));
  });
}

/** Every traced algorithm on one board (the page's `POST /api/compare`): one row per algorithm. */
export async function compare(request) {
  requestOf("compare(request)", request, '{ puzzle: "slide", start: ["123", "456", "708"] }');
  return exclusive(async () => {
    await init();
    return value(wasm.compare(asText(request)));
  });
}

/** Which traced algorithms finish on a board, before any search (`POST /api/plan`). */
export async function plan(request) {
  requestOf("plan(request)", request, '{ puzzle: "slide", start: ["123", "456", "708"] }');
  return exclusive(async () => {
    await init();
    return value(wasm.plan(asText(request)));
  });
}

/** The version of gridsolve the WebAssembly was built from. */
export async function version() {
  return exclusive(async () => {
    await init();
    return wasm.version();
  });
}

const judge = (name) => async (input, options) => answer(name, input, optionsOf(`${name}(input, options)`, options, '{ lang: "zh" }'));
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
