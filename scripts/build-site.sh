#!/usr/bin/env bash
# Builds the visualizer as a static site: the page (web/, without its tests)
# and the Rust core compiled to WebAssembly (crates/gridsolve-wasm, bound
# with wasm-bindgen --target web) in OUT_DIR/pkg/. Any static file server
# can host the folder; the page asks nothing of any server but its files:
#
#   scripts/build-site.sh site && python3 -m http.server -d site 8000
#
# Installs what it needs when missing: the wasm32 rustup target and the
# wasm-bindgen CLI of exactly the version the crate pins.
set -euo pipefail
cd "$(dirname "$0")/.."

out="${1:?usage: scripts/build-site.sh OUT_DIR}"
# The CLI must match the crate's pinned wasm-bindgen (`=X.Y.Z` in its Cargo.toml).
version="$(sed -n 's/^wasm-bindgen = "=\(.*\)"/\1/p' crates/gridsolve-wasm/Cargo.toml)"
[ -n "$version" ] || { echo "build-site: no pinned wasm-bindgen version in crates/gridsolve-wasm/Cargo.toml" >&2; exit 2; }

if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
  echo "build-site: adding the wasm32-unknown-unknown target" >&2
  rustup target add wasm32-unknown-unknown >&2
fi
if [ "$(wasm-bindgen --version 2>/dev/null | cut -d' ' -f2)" != "$version" ]; then
  echo "build-site: installing wasm-bindgen-cli $version (once; a few minutes)" >&2
  cargo install --locked --quiet wasm-bindgen-cli --version "$version" >&2
fi

cargo build --quiet --profile wasm-release --target wasm32-unknown-unknown -p gridsolve-wasm
wasm="target/wasm32-unknown-unknown/wasm-release/gridsolve_wasm.wasm"

mkdir -p "$out"
# The page's own files: everything in web/ but its tests and their tools.
(cd web && find . -type f \
  -not -path './tests/*' -not -path './node_modules/*' -not -path './test-results/*' \
  -not -name 'package.json' -not -name 'package-lock.json' -print0) |
  while IFS= read -r -d '' file; do
    mkdir -p "$out/$(dirname "$file")"
    cp "web/$file" "$out/$file"
  done
rm -rf "$out/pkg"
wasm-bindgen --target web --no-typescript --out-dir "$out/pkg" "$wasm"
echo "build-site: $out ($(wc -c <"$out/pkg/gridsolve_wasm_bg.wasm") bytes of wasm)" >&2
