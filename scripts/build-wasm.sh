#!/usr/bin/env bash
# Compiles the core to WebAssembly (crates/gridsolve-wasm) and binds it with
# wasm-bindgen --target web into OUT_DIR: gridsolve_wasm.js, its .wasm, and
# with --typescript its .d.ts. Used by scripts/build-site.sh (the page) and
# scripts/npm-package.sh (the npm package). Installs what it needs when
# missing: the wasm32 rustup target and the wasm-bindgen CLI of exactly the
# version the crate pins.
set -euo pipefail
cd "$(dirname "$0")/.."

out="${1:?usage: scripts/build-wasm.sh OUT_DIR [--typescript]}"
typescript="--no-typescript"
[ "${2:-}" = "--typescript" ] && typescript=""
# The CLI must match the crate's pinned wasm-bindgen (`=X.Y.Z` in its Cargo.toml).
version="$(sed -n 's/^wasm-bindgen = "=\(.*\)"/\1/p' crates/gridsolve-wasm/Cargo.toml)"
[ -n "$version" ] || { echo "build-wasm: no pinned wasm-bindgen version in crates/gridsolve-wasm/Cargo.toml" >&2; exit 2; }

if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  echo "build-wasm: adding the wasm32-unknown-unknown target" >&2
  rustup target add wasm32-unknown-unknown >&2
fi
if [ "$(wasm-bindgen --version 2>/dev/null | cut -d' ' -f2)" != "$version" ]; then
  echo "build-wasm: installing wasm-bindgen-cli $version (once; a few minutes)" >&2
  cargo install --locked --quiet wasm-bindgen-cli --version "$version" >&2
fi

cargo build --quiet --profile wasm-release --target wasm32-unknown-unknown -p gridsolve-wasm
wasm="target/wasm32-unknown-unknown/wasm-release/gridsolve_wasm.wasm"
rm -rf "$out"
# shellcheck disable=SC2086 # $typescript is one flag or none
wasm-bindgen --target web $typescript --out-dir "$out" "$wasm"
