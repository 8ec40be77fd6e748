// The binding to gridsolve's core. The page runs the Rust core compiled to
// WebAssembly (../pkg/, made by scripts/build-site.sh) in a worker
// (core-worker.js), so a static folder needs no server and a long search
// does not freeze the page; where the module is missing it asks
// `gridsolve serve`'s JSON API instead. Both answer with the same JSON
// (gridsolve-core's visual::api), so nothing else on the page knows which
// one answered. <html data-core> says which: "wasm" or "api".
import { language, t } from "./i18n.js";

let worker = null;
let ready = null;
let nextId = 0;
const waiting = new Map(); // request id -> {resolve, reject, onProgress}

/// Ends `dead` (a worker that trapped, failed or was cancelled): every
/// request still waiting rejects with `error`, and the next request starts a
/// fresh worker.
function drop(dead, error) {
  dead.terminate();
  if (worker === dead) {
    worker = null;
    ready = null;
  }
  for (const request of waiting.values()) request.reject(error);
  waiting.clear();
}

/// A worker running the wasm core, or null where it cannot load.
function startWorker() {
  return new Promise((resolve) => {
    let started;
    try {
      started = new Worker(new URL("./core-worker.js", import.meta.url), { type: "module" });
    } catch {
      resolve(null);
      return;
    }
    // Before the first message: the module did not load. After it: an
    // uncaught error, so nothing waits for an answer that will not come.
    started.onerror = () => {
      drop(started, new Error("the WebAssembly core stopped"));
      resolve(null);
    };
    started.onmessage = ({ data }) => {
      if ("loaded" in data) {
        if (!data.loaded) started.terminate();
        resolve(data.loaded ? started : null);
        return;
      }
      const request = waiting.get(data.id);
      if ("progress" in data) {
        request?.onProgress?.(data.progress);
        return;
      }
      waiting.delete(data.id);
      if ("failed" in data) {
        // A trap may leave the instance broken.
        request?.reject(new Error(data.failed));
        drop(started, new Error(data.failed));
      } else {
        request?.resolve(data.body);
      }
    };
  });
}

async function load() {
  worker = await startWorker();
  document.documentElement.dataset.core = worker ? "wasm" : "api";
}

/// Resolves once the core is chosen: "wasm" or "api".
export async function coreReady() {
  ready ??= load();
  await ready;
  return document.documentElement.dataset.core;
}

function askWorker(route, json, onProgress) {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject, onProgress });
    worker.postMessage({ id, route, json });
  });
}

/// `onProgress({work, budget})` hears how far a long search has got (from
/// the WebAssembly core; the server's API answers only at the end).
async function call(route, body, onProgress) {
  await coreReady();
  // The core words its refusals and reasons in the page's language.
  const json = JSON.stringify({ ...body, lang: language() });
  let data;
  // After a trap or a cancel, coreReady has started a fresh worker.
  if (worker) {
    // The export returns the API's JSON body, an error included.
    data = JSON.parse(await askWorker(route, json, onProgress));
  } else {
    const res = await fetch(`api/${route}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: json });
    // A static folder without its pkg/ has no API either: the server answers
    // 404, or a page. Said plainly, not as JSON.parse's complaint about '<'.
    const type = (res.headers.get("content-type") ?? "").split(";")[0].trim();
    const text = await res.text();
    try {
      data = JSON.parse(text);
    } catch {
      throw new Error(t("noCore", route, `HTTP ${res.status}${type ? `, ${type}` : ""}`));
    }
  }
  if (data && !Array.isArray(data) && typeof data.error === "string") throw new Error(data.error);
  return data;
}

/// Stops the searches under way: the worker is dropped (a search cannot be
/// interrupted inside the wasm), each waiting request rejects with
/// `Cancelled`, and the next request starts a fresh worker.
export function cancel() {
  if (worker) drop(worker, new Cancelled());
}

/// The rejection of a request stopped by `cancel`.
export class Cancelled extends Error {
  constructor() {
    super("cancelled");
  }
}

/// The recorded search for a request ({puzzle, start, target?, algorithm,
/// limit?}); `onProgress({work, budget})` is told how far it has got.
export const trace = (request, onProgress) => call("trace", request, onProgress);

/// Every algorithm's answer and counters on the request's board.
export const compare = (request, onProgress) => call("compare", request, onProgress);

/// Which algorithm can run on boards of the request's shape (the core's
/// plan: runs "finishes", "may_stop" or "never", and why).
export const plan = (request) => call("plan", request);
