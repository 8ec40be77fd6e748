// The page's WebAssembly and `gridsolve serve` give the same bytes for the
// same requests (both call gridsolve-core's visual::api), answers and
// errors alike. Node's own test runner; no browser needed.
//
//   node --test crates/gridsolve-wasm/smoke/   (env: SITE_DIR, GRIDSOLVE_BIN)
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { loadWasm } from "./wasm.mjs";

const bin = process.env.GRIDSOLVE_BIN ?? "target/debug/gridsolve";

const requests = [
  { puzzle: "flip", start: ["1001", "1101", "1001", "1000"] },
  { puzzle: "flip", start: ["1001", "1101", "1001", "1000"], algorithm: "bibfs" },
  { puzzle: "toggle", start: ["0100", "0000", "0000", "0100"], algorithm: "idastar" },
  { puzzle: "swap", start: ["1111", "0000", "1110", "0010"], target: ["1010", "0101", "1010", "0101"], algorithm: "astar" },
  { puzzle: "flip", start: ["110", "100", "000"], algorithm: "enumerate" },
  { puzzle: "flip", start: ["110", "100", "000"], algorithm: "table" },
  { puzzle: "slide", start: ["283", "164", "705"], target: ["123", "804", "765"], algorithm: "bfs" },
  { puzzle: "slide", start: ["213", "456", "780"] },
  { puzzle: "knight", start: ["10110", "01*11", "10111", "01001", "00000"], algorithm: "astar" },
  { puzzle: "knight", start: ["11111", "11111", "00*11", "00001", "00000"] },
  { puzzle: "flip", start: ["1x"] },
  { puzzle: "chess", start: ["1"] },
  { puzzle: "flip", start: ["01"], algorithm: "magic" },
];

async function startServer() {
  const child = spawn(bin, ["serve", "--port", "0"], { stdio: ["ignore", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) {
    const match = line.match(/http:\/\/127\.0\.0\.1:(\d+)\//);
    if (match) return { child, base: `http://127.0.0.1:${match[1]}` };
  }
  throw new Error("gridsolve serve printed no URL");
}

test("the WebAssembly core answers exactly as the server's JSON API", async () => {
  const wasm = await loadWasm();
  assert.match(wasm.version(), /^\d+\.\d+\.\d+$/);
  const { child, base } = await startServer();
  try {
    for (const request of requests) {
      for (const route of ["trace", "compare"]) {
        const body = JSON.stringify(request);
        const reply = await fetch(`${base}/api/${route}`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body,
        });
        const served = await reply.text();
        const local = wasm[route](body);
        assert.equal(local, served, `${route} ${body}`);
        const parsed = JSON.parse(local);
        if (reply.status === 200) assert.ok(!("error" in parsed) || Array.isArray(parsed), body);
        else assert.equal(typeof parsed.error, "string", body);
      }
    }
    assert.equal(JSON.parse(wasm.trace("{")).error.startsWith("the request is not JSON"), true);
    // The plan: the same bounds from both, each under its own budget
    // (the page's 10,000,000 states, the server's 1,000,000).
    for (const request of requests.slice(0, 10)) {
      const body = JSON.stringify(request);
      const reply = await fetch(`${base}/api/plan`, { method: "POST", headers: { "Content-Type": "application/json" }, body });
      assert.equal(reply.status, 200, body);
      const served = await reply.json();
      const local = JSON.parse(wasm.plan(body));
      assert.deepEqual(served.map((p) => [p.algorithm, p.states, p.at_least]), local.map((p) => [p.algorithm, p.states, p.at_least]), body);
      assert.ok(served.every((p) => p.budget === 1000000) && local.every((p) => p.budget === 10000000), body);
    }
  } finally {
    child.kill();
  }
});
