// The page's WebAssembly core, loaded in node for the smoke tests: the
// module scripts/build-site.sh wrote into SITE_DIR (default target/site).
import { readFile } from "node:fs/promises";
import path from "node:path";

export const site = process.env.SITE_DIR ?? "target/site";

export async function loadWasm() {
  const module = await import(path.resolve(site, "pkg/gridsolve_wasm.js"));
  const bytes = await readFile(path.resolve(site, "pkg/gridsolve_wasm_bg.wasm"));
  module.initSync({ module: bytes });
  return module;
}
