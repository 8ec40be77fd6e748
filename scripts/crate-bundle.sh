#!/usr/bin/env bash
# Copies into crates/gridsolve/bundled/ what the `gridsolve` crate compiles
# in from outside its folder, so that a packaged crate (crates.io, the
# Python sdist) builds the same command as a checkout: the visualizer page
# with its WebAssembly (the static site of scripts/build-site.sh: SITE_DIR,
# default target/site, built here when it has no WebAssembly yet) and the
# problem statements (docs/problems/). A packaged crate's build.rs reads
# bundled/; a checkout's never does. The folder is ignored by git. Run this
# before `cargo package`/`cargo publish` or `maturin sdist`
# (scripts/publish-test.sh, scripts/python-test.sh and the release workflow
# do).
set -euo pipefail
cd "$(dirname "$0")/.."
site="${SITE_DIR:-target/site}"
if [ ! -f "$site/pkg/gridsolve_wasm_bg.wasm" ]; then
  bash scripts/build-site.sh "$site"
fi
bundle=crates/gridsolve/bundled
rm -rf "$bundle"
mkdir -p "$bundle/web" "$bundle/pkg" "$bundle/problems"
(cd "$site" && tar cf - --exclude=./pkg .) | (cd "$bundle/web" && tar xf -)
cp "$site/pkg/gridsolve_wasm.js" "$site/pkg/gridsolve_wasm_bg.wasm" "$bundle/pkg/"
cp docs/problems/*.md "$bundle/problems/"
echo "crate-bundle: $(find "$bundle" -type f | wc -l) files in $bundle ($(du -sh "$bundle" | cut -f1))" >&2
