#!/usr/bin/env bash
# The npm package as a user gets it: packed with `npm pack`, installed from
# the tarball into a scratch project, imported by name from node, and
# checked to answer byte for byte as the command line does.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
. scripts/lib/summary.sh
work="$root/target/npm"
mkdir -p "$work"
tarball="$work/$(bash scripts/npm-package.sh "$work" | tail -1)"
echo "npm-test: packed $tarball ($(wc -c <"$tarball") bytes)"

# The command line's answers to the same requests, for the package to equal.
# Under scripts/test.sh the binary is built already (GRIDSOLVE_PREBUILT=1).
[ -n "${GRIDSOLVE_PREBUILT:-}" ] || cargo build -q -p gridsolve
gridsolve="$root/target/debug/gridsolve"
expected="$work/expected"
rm -rf "$expected"
mkdir -p "$expected"
printf -- '-+--\n----\n----\n-+--\n' >"$expected/fridge.board"
printf '1111\n0000\n1110\n0010\n' >"$expected/swap.board"
printf '1010\n0101\n1010\n0101\n' >"$expected/swap.target"
printf '1 2 3\n4 5 6\n0 7 8\n' >"$expected/eight.board"
printf '120\n012\n201\n' >"$expected/k3.board"
printf '10110\n01*11\n10111\n01001\n00000\n' >"$expected/knights.board"
"$gridsolve" solve --moves cross --format json "$expected/fridge.board" >"$expected/fridge.json"
"$gridsolve" solve --moves swap --format json "$expected/swap.board" "$expected/swap.target" >"$expected/swap.json"
"$gridsolve" solve --moves slide --format json "$expected/eight.board" >"$expected/eight.json"
NO_COLOR=1 "$gridsolve" solve --moves slide --explain "$expected/eight.board" >"$expected/eight.txt"
"$gridsolve" solve --moves plus --states 3 --format json "$expected/k3.board" >"$expected/k3.json"
"$gridsolve" solve --moves knight --format json "$expected/knights.board" >"$expected/knights.json"
python3 - "$expected" <<'PY'
import json, sys
d = sys.argv[1]
board = lambda name: open(f"{d}/{name}").read()
requests = {
    "fridge": {"moves": "cross", "start": board("fridge.board")},
    "swap": {"moves": "swap", "start": board("swap.board"), "target": board("swap.target")},
    "eight": {"moves": "slide", "start": board("eight.board")},
    "k3": {"moves": "plus", "states": 3, "start": board("k3.board")},
    "knights": {"moves": "knight", "start": board("knights.board")},
}
json.dump(requests, open(f"{d}/requests.json", "w"))
PY

scratch="$work/scratch"
rm -rf "$scratch"
mkdir -p "$scratch"
cat >"$scratch/package.json" <<'JSON'
{ "name": "gridsolve-wasm-scratch", "private": true, "type": "module" }
JSON
(cd "$scratch" && npm install --silent --no-audit --no-fund "$tarball")
cp npm/test/consumer.mjs "$scratch/"
version="$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)"
(cd "$scratch" && EXPECTED_DIR="$expected" GRIDSOLVE_VERSION="$version" node consumer.mjs)
# The types, as a TypeScript user meets them (tsc --strict).
cp npm/test/types.ts "$scratch/"
cat >"$scratch/tsconfig.json" <<'JSON'
{ "compilerOptions": { "strict": true, "noEmit": true, "target": "es2022", "module": "nodenext", "moduleResolution": "nodenext", "skipLibCheck": false }, "files": ["types.ts"] }
JSON
(cd "$scratch" && npm install --silent --no-audit --no-fund typescript@5 && npx tsc -p .)
summary_installed "npm: typescript@5 into target/npm/scratch"
echo "npm-test: passed (answers, refusals, and the types under tsc --strict)"
summary_checked "the package installed from its tarball: answers byte for byte as the command line's, refusals, types under tsc --strict"
