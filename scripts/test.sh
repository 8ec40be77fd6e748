#!/usr/bin/env bash
# Every test gridsolve has, in the order a failure is cheapest to find.
# Installs what it needs (a rustup target, the browser for the page tests).
# This is the README's test command; CI (.ci/run) calls it.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's heading says how long the run has taken so far.
step() { printf '\n== %s (at %dm%02ds) ==\n' "$*" $((SECONDS / 60)) $((SECONDS % 60)); }
trap 'printf "\n== test.sh: %s after %dm%02ds ==\n" "$([ $? -eq 0 ] && echo passed || echo FAILED)" $((SECONDS / 60)) $((SECONDS % 60))' EXIT

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

step "the visualizer in a real browser (headless Chromium, Playwright)"
bash scripts/web-test.sh
