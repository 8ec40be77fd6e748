#!/usr/bin/env bash
# The npm package as a user gets it: packed with `npm pack`, checked by
# `npm publish --dry-run` (what the registry would take), installed from the
# tarball into a scratch project, imported by name from node and checked
# to answer byte for byte as the command line does (solve, the nine judge
# commands, check, gen and its defaults), to share the command line's
# pattern databases through a cache directory (either one building, the
# same node counts; temporary directories only), to word refusals with the
# request's own fields and never a flag, and to report progress; then a
# TypeScript user's file is compiled under `tsc --strict` and run, so that
# every function returns what its type says.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
. scripts/lib/summary.sh
work="$root/target/npm"
mkdir -p "$work"
tarball="$(bash scripts/npm-package.sh "$work" | tail -1)"
echo "npm-test: packed $tarball ($(wc -c <"$tarball") bytes)"
# What `npm publish` would send, without sending it.
(cd "$work/package" && npm publish --dry-run 2>&1 | grep -E "^npm notice (package size|total files)|^\+ " | sed "s/^/npm-test: /")

# The command line's answers to the same requests, for the package to equal.
# Under scripts/test.sh the binary is built already (GRIDSOLVE_PREBUILT=1).
[ -n "${GRIDSOLVE_PREBUILT:-}" ] || cargo build -q -p gridsolve
gridsolve="${CARGO_TARGET_DIR:-$root/target}/debug/gridsolve"
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
problems="poj1753 poj2965 p1225 p4289 p1379 hdu1043 p2324 poj3279 poj1222"
for problem in $problems; do
  "$gridsolve" gen "$problem" --count 20 --kind mixed --seed 5 >"$expected/gen-$problem.txt"
  "$gridsolve" gen "$problem" >"$expected/gen-default-$problem.txt"
  "$gridsolve" "$problem" "$expected/gen-$problem.txt" >"$expected/answer-$problem.txt"
done
python3 - "$expected" "$problems" <<'PY'
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
json.dump(sys.argv[2].split(), open(f"{d}/problems.json", "w"))
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
(cd "$scratch" && EXPECTED_DIR="$expected" GRIDSOLVE_COMMAND="$gridsolve" GRIDSOLVE_VERSION="$version" node consumer.mjs)
# The types, as a TypeScript user meets them: compiled with tsc --strict,
# then the compiled file run, so that a type that lies fails here.
cp npm/test/types.ts "$scratch/"
cat >"$scratch/tsconfig.json" <<'JSON'
{ "compilerOptions": { "strict": true, "outDir": "out", "target": "es2022", "module": "nodenext", "moduleResolution": "nodenext", "skipLibCheck": false }, "files": ["types.ts"] }
JSON
(cd "$scratch" && npm install --silent --no-audit --no-fund typescript@5 && npx tsc -p . && node out/types.js)
summary_installed "npm: typescript@5 into target/npm/scratch"
echo "npm-test: passed (npm publish --dry-run, answers, refusals, progress, and the types compiled under tsc --strict and run)"
summary_checked "the package installed from its tarball: npm publish --dry-run, answers byte for byte as the command line's, refusals, progress, types compiled under tsc --strict and run"
