#!/usr/bin/env bash
# Compiles the core to WebAssembly (crates/gridsolve-wasm) into OUT_DIR:
# gridsolve_wasm_bg.wasm, its loader gridsolve_wasm.js (written by hand:
# plain extern "C" exports need no wasm-bindgen CLI), and with --typescript
# the loader's .d.ts. Used by scripts/build-site.sh (the page) and
# scripts/npm-package.sh (the npm package). Installs the wasm32 rustup
# target when missing; nothing else.
set -euo pipefail
cd "$(dirname "$0")/.."

out="${1:?usage: scripts/build-wasm.sh OUT_DIR [--typescript]}"
typescript="--no-typescript"
[ "${2:-}" = "--typescript" ] && typescript=""
if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  echo "build-wasm: adding the wasm32-unknown-unknown target" >&2
  rustup target add wasm32-unknown-unknown >&2
fi

cargo build --quiet --profile wasm-release --target wasm32-unknown-unknown -p gridsolve-wasm
wasm="target/wasm32-unknown-unknown/wasm-release/gridsolve_wasm.wasm"
rm -rf "$out"
mkdir -p "$out"
cp "$wasm" "$out/gridsolve_wasm_bg.wasm"
cp crates/gridsolve-wasm/js/gridsolve_wasm.js "$out/"
[ -n "$typescript" ] || cp crates/gridsolve-wasm/js/gridsolve_wasm.d.ts "$out/"
