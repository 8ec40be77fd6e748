// The binding to gridsolve's core. The page runs the Rust core compiled to
// WebAssembly (../pkg/, made by scripts/build-site.sh), so a static folder
// needs no server; where the module is missing it asks `gridsolve serve`'s
// JSON API instead. Both answer with the same JSON (gridsolve-core's
// visual::api), so nothing else on the page knows which one answered.
let wasm = null;
let ready = null;

async function load() {
  try {
    const module = await import("../pkg/gridsolve_wasm.js");
    await module.default();
    wasm = module;
    document.documentElement.dataset.core = "wasm";
  } catch {
    document.documentElement.dataset.core = "api";
  }
}

/// Resolves once the core is chosen: "wasm" or "api".
export async function coreReady() {
  ready ??= load();
  await ready;
  return document.documentElement.dataset.core;
}

async function call(route, body) {
  await coreReady();
  const json = JSON.stringify(body);
  let data;
  if (wasm) {
    // The export returns the API's JSON body, an error included.
    data = JSON.parse(wasm[route](json));
  } else {
    const res = await fetch(`api/${route}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: json });
    data = await res.json();
  }
  if (data && !Array.isArray(data) && typeof data.error === "string") throw new Error(data.error);
  return data;
}

/// The recorded search for a request ({puzzle, start, target?, algorithm, limit?}).
export const trace = (request) => call("trace", request);

/// Every algorithm's answer and counters on the request's board.
export const compare = (request) => call("compare", request);
