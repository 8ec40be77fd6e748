#!/usr/bin/env bash
# Builds the visualizer as a static site: the page (web/, without its tests)
# and the Rust core compiled to WebAssembly (crates/gridsolve-wasm, bound
# with its loader) in OUT_DIR/pkg/. Any static file server
# can host the folder; the page asks nothing of any server but its files:
#
#   scripts/build-site.sh site && python3 -m http.server -d site 8000
#
# The WebAssembly is built by scripts/build-wasm.sh (which installs what it
# needs when missing: the wasm32 target).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/summary.sh

out="${1:?usage: scripts/build-site.sh OUT_DIR}"
mkdir -p "$out"
# The page's own files: everything in web/ but its tests and their tools.
(cd web && find . -type f \
  -not -path './tests/*' -not -path './node_modules/*' -not -path './test-results/*' \
  -not -name 'package.json' -not -name 'package-lock.json' -print0) |
  while IFS= read -r -d '' file; do
    mkdir -p "$out/$(dirname "$file")"
    cp "web/$file" "$out/$file"
  done
bash scripts/build-wasm.sh "$out/pkg"
echo "build-site: $out ($(wc -c <"$out/pkg/gridsolve_wasm_bg.wasm") bytes of wasm)" >&2
summary_checked "the site in $out: the page and $(wc -c <"$out/pkg/gridsolve_wasm_bg.wasm") bytes of WebAssembly"
