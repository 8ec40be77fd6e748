#!/usr/bin/env bash
# Copies into crates/gridsolve/bundled/ what the `gridsolve` crate compiles
# in from outside its folder, so that a packaged crate (crates.io, the
# Python sdist) builds the same command as a checkout: the visualizer page
# (web/ without its tests), its WebAssembly (built here by
# scripts/build-wasm.sh unless SITE_PKG names a folder that has it) and the
# problem statements (docs/problems/). build.rs reads bundled/ when it is
# there. The folder is ignored by git; run this before `cargo package`,
# `cargo publish` or `maturin sdist` (scripts/publish-test.sh and the release
# workflow do).
set -euo pipefail
cd "$(dirname "$0")/.."
bundle=crates/gridsolve/bundled
rm -rf "$bundle"
mkdir -p "$bundle/web" "$bundle/pkg" "$bundle/problems"
# The page as build.rs lists it: web/ less its tests and tools.
(cd web && find . -mindepth 1 -maxdepth 1 ! -name '.*' ! -name tests ! -name node_modules \
  ! -name test-results ! -name package.json ! -name package-lock.json -exec cp -R {} "../$bundle/web/" \;)
pkg="${SITE_PKG:-}"
if [ -z "$pkg" ]; then
  pkg=target/crate-bundle-pkg
  bash scripts/build-wasm.sh "$pkg" >&2
fi
cp "$pkg/gridsolve_wasm.js" "$pkg/gridsolve_wasm_bg.wasm" "$bundle/pkg/"
cp docs/problems/*.md "$bundle/problems/"
echo "crate-bundle: $(find "$bundle" -type f | wc -l) files in $bundle ($(du -sh "$bundle" | cut -f1))" >&2
