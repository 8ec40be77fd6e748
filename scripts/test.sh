#!/usr/bin/env bash
# Every test gridsolve has, in the order a failure is cheapest to find.
# Installs what it needs (a rustup target, the browser for the page tests).
# This is the README's test command; CI (.ci/run) calls it.
# It ends with a summary: every stage with its time, and every test a stage
# skipped and why (stages write those reasons to target/test-summary/*.txt).
set -euo pipefail
cd "$(dirname "$0")/.."

summary_dir=target/test-summary
rm -rf "$summary_dir"
mkdir -p "$summary_dir"
stages=()
stage_name=""
stage_start=0

# Ends the current stage (recording its time) and starts the next; each
# heading says how long the run has taken so far.
step() {
  finish_stage
  stage_name="$*"
  stage_start=$SECONDS
  printf '\n== %s (at %dm%02ds) ==\n' "$*" $((SECONDS / 60)) $((SECONDS % 60))
}
finish_stage() {
  if [ -n "$stage_name" ]; then
    local took=$((SECONDS - stage_start))
    stages+=("$(printf '%3dm%02ds  %s' $((took / 60)) $((took % 60)) "$stage_name")")
  fi
  stage_name=""
}
summary() {
  local status=$?
  local failed_stage=$stage_name
  finish_stage
  printf '\n== test.sh: summary ==\n'
  local line
  for line in "${stages[@]}"; do printf '  %s\n' "$line"; done
  if [ "$status" -ne 0 ] && [ -n "$failed_stage" ]; then
    printf '  FAILED in: %s\n' "$failed_stage"
  fi
  if [ "${GRIDSOLVE_TEST_FULL:-}" != 1 ]; then
    printf '  reduced (GRIDSOLVE_TEST_FULL=1 runs them all): the checker comparison judges one generated file of each kind, not two;\n'
    printf '    verifyproblem checks 4 of the 9 DOMjudge zips (every Kattis package still); the phone tests skip 414 px\n'
  fi
  local skipped
  skipped=$(cat "$summary_dir"/*.txt 2>/dev/null || true)
  if [ -n "$skipped" ]; then
    printf '  skipped:\n'
    printf '%s\n' "$skipped" | sed 's/^/    /'
  else
    printf '  skipped: nothing\n'
  fi
  printf '\n== test.sh: %s after %dm%02ds ==\n' "$([ "$status" -eq 0 ] && echo passed || echo FAILED)" $((SECONDS / 60)) $((SECONDS % 60))
}
trap summary EXIT
# Interrupted or killed, the summary must not say "passed" (the EXIT trap
# would see the status of the last finished command).
trap 'exit 130' INT
trap 'exit 143' TERM

step "toolchain components"
rustup component add rustfmt clippy >/dev/null 2>&1 || echo "test.sh: could not add rustfmt/clippy with rustup; using what is installed"
rustup target add wasm32-unknown-unknown >/dev/null 2>&1 || rustup target add wasm32-unknown-unknown

step "format"
cargo fmt --all -- --check

step "lint"
cargo clippy --workspace --all-targets -- -D warnings

step "the page's WebAssembly (scripts/build-site.sh target/site), compiled into gridsolve serve"
bash scripts/build-site.sh target/site

step "unit, property, exhaustive and CLI tests"
cargo test --workspace

step "the hostile audits kept as attacks (scripts/attack-test.sh)"
bash scripts/attack-test.sh

step "judge kit: problemtools verifyproblem on the Kattis packages, documented compile commands"
bash scripts/judgekit-test.sh

step "the WebAssembly core answers byte for byte as gridsolve serve's JSON API"
node --test crates/gridsolve-wasm/smoke/

step "the npm package: packed, installed into a scratch project, called from node, types under tsc"
bash scripts/npm-test.sh

step "the Python wheel: built with maturin, installed into a fresh venv with CYaRon, the command and the module run"
bash scripts/python-test.sh

step "the visualizer in a real browser (headless Chromium, Playwright)"
bash scripts/web-test.sh
