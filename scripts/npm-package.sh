#!/usr/bin/env bash
# Packs the npm package gridsolve-wasm (npm/ with the WebAssembly core bound
# for the web and node, TypeScript types included) into OUT_DIR and prints
# the tarball's path:
#
#   scripts/npm-package.sh target/npm   # -> target/npm/gridsolve-wasm-0.1.0.tgz
#
# The unpacked package stays in OUT_DIR/package (for `npm publish`).
set -euo pipefail
cd "$(dirname "$0")/.."

out="${1:?usage: scripts/npm-package.sh OUT_DIR}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
package="$out/package"
rm -rf "$package"
mkdir -p "$package"
cp npm/package.json npm/index.js npm/index.d.ts npm/README.md npm/LICENSE-MIT npm/LICENSE-APACHE "$package/"
bash scripts/build-wasm.sh "$package/pkg" --typescript
# The package's version is the workspace's.
version="$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)"
sed -i "s/\"version\": \"[^\"]*\"/\"version\": \"$version\"/" "$package/package.json"
name="$(cd "$out" && npm pack --silent ./package | tail -1)"
echo "$out/$name"
