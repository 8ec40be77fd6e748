#!/usr/bin/env bash
# Every test gridsolve has, in the order a failure is cheapest to find. This
# is the README's test command; CI (.ci/run) calls it. It installs what it
# needs and ends with a summary (scripts/lib/summary.sh): every stage with
# its time and what it checked, everything skipped with the reason and how
# to run it, what the everyday run samples, and what the run installed. The
# summary is printed when a stage fails or the run is interrupted too.
#
# One build serves every stage. The build stage compiles every crate and
# target once, with clippy as the compiler of the workspace's own crates
# (RUSTC_WORKSPACE_WRAPPER, which is how `cargo clippy` runs it), so the
# lint costs no build of its own; `cargo test` runs what that build made,
# and the stage scripts use its target/debug/gridsolve instead of running
# `cargo build -p gridsolve` (GRIDSOLVE_PREBUILT=1): built alone, the binary
# would get its dependencies' features without the test-only crates' and
# compile most of the tree again. Two builds remain separate because they
# must be: the page's WebAssembly (another target and profile) and the
# Python module, which maturin builds with PyO3's extension-module feature
# and so with other features of the core's dependencies: the host build
# leaves that crate out (--exclude gridsolve-py), and the Python stage lints
# it with a check build under the exported wrapper before pip compiles the
# release wheel from the sdist (one compile for both).
#
# GRIDSOLVE_TEST_FULL=1 runs the sampled parts in full (the summary lists
# them). GRIDSOLVE_TEST_STAGES="ID ..." runs only those stages (IDs as in
# stage_ids below; the summary lists the others as left out and never says
# the run passed whole); without the build stage, the stage scripts build
# what they need themselves. The summary's records go to $GRIDSOLVE_TEST_SUMMARY_DIR (default
# target/test-summary). GRIDSOLVE_TEST_FAKE=SCRIPT runs `bash SCRIPT ID`
# instead of each stage, for scripts/summary-test.sh to test this script's
# bookkeeping without running the stages.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
. scripts/lib/summary.sh

export GRIDSOLVE_TEST_SUMMARY="${GRIDSOLVE_TEST_SUMMARY_DIR:-$root/target/test-summary}"
rm -rf "$GRIDSOLVE_TEST_SUMMARY"
mkdir -p "$GRIDSOLVE_TEST_SUMMARY"
export GRIDSOLVE_TEST_STAGE=""
run_status=passed
load_at_start=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)

# Every stage in order, so that the summary lists those a failure left unrun.
stage_ids=(toolchain summary format site build test doctest attacks judgekit wasm-smoke npm python publish web)
declare -A stage_title=(
  [toolchain]="toolchain: rustfmt, clippy and the wasm32 target"
  [summary]="this summary's own test (scripts/summary-test.sh)"
  [format]="format: cargo fmt --check"
  [site]="the page's WebAssembly (scripts/build-site.sh target/site), compiled into gridsolve serve"
  [build]="build: every crate and target, compiled once and linted by clippy -D warnings"
  [test]="cargo test: unit, property, exhaustive and CLI tests"
  [doctest]="cargo test --doc: the examples in the API documentation; the library's documentation built with rustdoc -D warnings"
  [attacks]="the hostile audits kept as attacks (scripts/attack-test.sh)"
  [judgekit]="judge kit: verifyproblem, the DMOJ judge, the exported checkers (scripts/judgekit-test.sh)"
  [wasm-smoke]="the WebAssembly core answers byte for byte as gridsolve serve's JSON API (node --test)"
  [npm]="the npm package: packed, installed, called from node, types under tsc (scripts/npm-test.sh)"
  [python]="the Python package: the sdist and the release wheel pip builds from it, installed and run (scripts/python-test.sh)"
  [publish]="publishing, by dry runs: cargo publish --dry-run, one version, licences, actionlint (scripts/publish-test.sh)"
  [web]="the visualizer in headless Chromium (scripts/web-test.sh)"
)
for id in ${GRIDSOLVE_TEST_STAGES:-}; do
  [ -n "${stage_title[$id]:-}" ] || { echo "test.sh: GRIDSOLVE_TEST_STAGES names $id, which is no stage (${stage_ids[*]})" >&2; exit 2; }
done
for id in "${stage_ids[@]}"; do printf '%s\t%s\n' "$id" "${stage_title[$id]}"; done >"$GRIDSOLVE_TEST_SUMMARY/plan.tsv"

stage_start=0
# How busy the machine's cores were during a stage (from /proc/stat, all
# processes): a stage that leaves cores idle can run beside another; one
# that keeps them busy only gets faster by doing less. "user+nice+system+
# irq+softirq+steal total" in clock ticks; "0 0" where /proc is missing.
cpu_ticks() {
  awk '/^cpu /{busy = $2 + $3 + $4 + $7 + $8 + $9; print busy, busy + $5 + $6; exit}' /proc/stat 2>/dev/null || echo "0 0"
}
stage_ticks="0 0"
busy_since() { # "BUSY TOTAL" at the stage's start: percent of the cores busy since
  local now
  now=$(cpu_ticks)
  awk -v a="$1" -v b="$now" 'BEGIN {split(a, x, " "); split(b, y, " "); t = y[2] - x[2]; printf "%d", (t > 0 ? 100 * (y[1] - x[1]) / t : 0)}'
}
# record_stage ID RESULT: the stage's line of stages.tsv, as it ends.
record_stage() {
  printf '%s\t%s\t%d\t%s\n' "$1" "$2" $((SECONDS - stage_start)) "$(busy_since "$stage_ticks")" >>"$GRIDSOLVE_TEST_SUMMARY/stages.tsv"
}
finish() {
  local code=$?
  if [ -n "$GRIDSOLVE_TEST_STAGE" ]; then
    # The stage still running: stopped by a signal, or this script failed.
    [ "$run_status" = interrupted ] || run_status=failed
    record_stage "$GRIDSOLVE_TEST_STAGE" "$run_status"
  elif [ "$code" -ne 0 ] && [ "$run_status" = passed ]; then
    run_status=failed
  fi
  summary_render "$GRIDSOLVE_TEST_SUMMARY" "$run_status" "$SECONDS" \
    "load average (1, 5, 15 min) at the start: $load_at_start; at the end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown); $(nproc) cores ([cores N% busy]: the share of the machine's CPU time spent busy during the stage, every process counted)"
}
trap finish EXIT
# Interrupted or killed, the summary must not say "passed" (the EXIT trap
# would see the status of the last finished command).
trap 'run_status=interrupted; exit 130' INT
trap 'run_status=interrupted; exit 143' TERM

# stage ID FUNCTION: runs one stage, its standard output also kept in
# ID.log for the summary's counts (cargo's and node's test results); stops
# the run when it fails.
stage() {
  local id=$1 code=0
  if ! selected "$id"; then
    printf '%s\tleft-out\t0\n' "$id" >>"$GRIDSOLVE_TEST_SUMMARY/stages.tsv"
    return 0
  fi
  GRIDSOLVE_TEST_STAGE=$id
  stage_start=$SECONDS
  stage_ticks=$(cpu_ticks)
  printf '\n== %s (at %dm%02ds) ==\n' "${stage_title[$id]}" $((SECONDS / 60)) $((SECONDS % 60))
  # Not `"$2" | tee || code=$?`: bash ignores set -e in whatever runs on
  # the left of ||, and a failing command would not stop the stage.
  local run=$2
  [ -z "${GRIDSOLVE_TEST_FAKE:-}" ] || run=fake_stage
  set +e
  (set -e; "$run") | tee -a "$GRIDSOLVE_TEST_SUMMARY/$id.log"
  code=${PIPESTATUS[0]}
  set -e
  if [ "$code" -ne 0 ]; then
    exit "$code" # finish records the stage as failed
  fi
  record_stage "$id" passed
  GRIDSOLVE_TEST_STAGE=""
}

selected() { [ -z "${GRIDSOLVE_TEST_STAGES:-}" ] || [[ " $GRIDSOLVE_TEST_STAGES " == *" $1 "* ]]; }
fake_stage() { bash "$GRIDSOLVE_TEST_FAKE" "$GRIDSOLVE_TEST_STAGE"; }

# Under CI=true nothing may be skipped.
skip_or_fail() { # WHAT REASON REMEDY
  if [ "${CI:-}" = true ]; then
    echo "test.sh: $2 ($1 is required under CI=true)" >&2
    return 1
  fi
  echo "test.sh: SKIPPED $1: $2" >&2
  summary_skipped "$@"
}

# Every cargo command of the run selects the same crates, so that cargo
# resolves the same features and reuses one build.
workspace=(--workspace --exclude gridsolve-py)
clippy_driver=""
toolchain() {
  local installed
  installed=$(rustup component list --installed 2>/dev/null || true)
  for component in rustfmt clippy; do
    if ! grep -q "^$component" <<<"$installed"; then
      if rustup component add "$component" >/dev/null 2>&1; then
        summary_installed "rustup component $component"
      else
        echo "test.sh: could not add $component with rustup"
      fi
    fi
  done
  if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
    rustup target add wasm32-unknown-unknown
    summary_installed "rustup target wasm32-unknown-unknown"
  fi
}
# Found here rather than in the toolchain stage, which runs in a pipeline
# (a subshell): the build stage and every later cargo command need it.
find_clippy_driver() {
  clippy_driver=$(rustup which clippy-driver 2>/dev/null || command -v clippy-driver || true)
}

summary_test() { bash scripts/summary-test.sh; }

format() {
  if cargo fmt --version >/dev/null 2>&1; then
    cargo fmt --all -- --check
    summary_checked "rustfmt --check on every crate"
  else
    skip_or_fail "the format check" "rustfmt is not installed" "rustup component add rustfmt"
  fi
}

site() { bash scripts/build-site.sh target/site; }

build() {
  [ -n "$clippy_driver" ] ||
    skip_or_fail "clippy (the build goes on without it)" "clippy-driver is not installed" "rustup component add clippy"
  # --timings: where the compile time went, in target/cargo-timings/.
  cargo test "${workspace[@]}" --all-targets --no-run --timings
  [ -z "$clippy_driver" ] ||
    summary_checked "clippy -D warnings on every target of the workspace (the Python module's in the Python stage, by a check build)"
}

# --no-fail-fast: a failing test binary does not hide the results (and the
# skips) of the binaries after it; the stage fails all the same.
unit_tests() { cargo test "${workspace[@]}" --tests --no-fail-fast; }
doc_tests() {
  cargo test "${workspace[@]}" --doc
  # A broken or private link in the library's documentation is an error
  # (docs.rs builds the same pages).
  RUSTDOCFLAGS="-D warnings" cargo doc -p gridsolve-core --no-deps
  summary_checked "the core's API documentation built by rustdoc with every warning an error (links, private items)"
}
attacks() { bash scripts/attack-test.sh; }
judgekit() { bash scripts/judgekit-test.sh; }
wasm_smoke() { node --test --test-reporter=spec crates/gridsolve-wasm/smoke/; }
npm_package() { bash scripts/npm-test.sh; }
python_wheel() { bash scripts/python-test.sh; }
publish() { bash scripts/publish-test.sh; }
web() { bash scripts/web-test.sh; }

stage toolchain toolchain
find_clippy_driver
if [ -n "$clippy_driver" ]; then
  # clippy lints the workspace's crates as they compile, for every cargo
  # command of the run (one set of artifacts; cargo keeps them apart from
  # a plain build's). As under `cargo clippy`, clippy compiles without MIR
  # optimisations; LLVM's are unchanged.
  export RUSTC_WORKSPACE_WRAPPER="$clippy_driver"
  export CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__"
fi
stage summary summary_test
stage format format
# Before the build: the binary compiles the page's WebAssembly in, and
# building the site after it would compile the binary again.
stage site site
stage build build
! selected build || export GRIDSOLVE_PREBUILT=1
stage test unit_tests
stage doctest doc_tests
stage attacks attacks
stage judgekit judgekit
stage wasm-smoke wasm_smoke
stage npm npm_package
stage python python_wheel
stage publish publish
stage web web
