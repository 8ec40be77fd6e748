// The WebAssembly core in a worker of its own, so that a long search (up to
// the visualizer's 10,000,000-state budget) leaves the page free to draw,
// say "Searching…" and answer clicks. core.js posts {id, route, json}; the
// worker answers {id, body} with the API's JSON text, or {id, failed}.
// Its first message says whether the module loaded: {loaded: true|false}.
const loading = import("../pkg/gridsolve_wasm.js").then(async (module) => {
  await module.default();
  return module;
});
loading.then(
  () => postMessage({ loaded: true }),
  () => postMessage({ loaded: false }),
);

self.onmessage = async ({ data: { id, route, json } }) => {
  const core = await loading;
  try {
    postMessage({ id, body: core[route](json) });
  } catch (err) {
    // A trap (the core's panic=abort) leaves the instance unusable: core.js
    // starts a fresh worker for the next request.
    postMessage({ id, failed: String(err?.message ?? err) });
  }
};
