// The WebAssembly core in a worker of its own, so that a long search (up to
// the visualizer's 10,000,000-state budget) leaves the page free to draw,
// show how far the search has got and answer clicks. core.js posts
// {id, route, json}; the worker answers {id, body} with the API's JSON text,
// or {id, failed}, and while a trace or a comparison runs it posts
// {id, progress: {work, budget}} at most every PROGRESS_MS.
// Its first message says whether the module loaded: {loaded: true|false}.
const loading = import("../pkg/gridsolve_wasm.js").then(async (module) => {
  await module.default();
  return module;
});
loading.then(
  () => postMessage({ loaded: true }),
  () => postMessage({ loaded: false }),
);

/// The least time between two progress messages: the core reports every
/// 65,536 expansions, which can be many times a second.
const PROGRESS_MS = 100;

/// The routes whose searches report their progress, and their exports.
const REPORTING = { trace: "trace_reporting", compare: "compare_reporting" };

self.onmessage = async ({ data: { id, route, json } }) => {
  const core = await loading;
  let last = 0;
  const report = (work, budget) => {
    const now = performance.now();
    if (now - last < PROGRESS_MS) return;
    last = now;
    postMessage({ id, progress: { work, budget } });
  };
  try {
    const body = REPORTING[route] ? core[REPORTING[route]](json, report) : core[route](json);
    postMessage({ id, body });
  } catch (err) {
    // A trap (the core's panic=abort) leaves the instance unusable: core.js
    // starts a fresh worker for the next request.
    postMessage({ id, failed: String(err?.message ?? err) });
  }
};
