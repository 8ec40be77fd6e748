#!/usr/bin/env bash
# The hostile audits kept as a repeatable suite (issue 20): every script in
# scripts/attacks/ attacks the debug binary (`gridsolve serve` on 127.0.0.1
# only, or the command line) with loops capped in count and time, and checks
# each attack's expected outcome. Each script prints one line per attack
# ("ok" or "FAIL" first) and exits non-zero when an outcome differs.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/summary.sh
# Under scripts/test.sh the binary is built already (GRIDSOLVE_PREBUILT=1):
# `cargo build -p gridsolve` alone would compile it again, with its
# dependencies' features resolved without the test-only crates'.
[ -n "${GRIDSOLVE_PREBUILT:-}" ] || cargo build -q -p gridsolve
export GRIDSOLVE_BIN="$PWD/target/debug/gridsolve"
status=0 scripts=0 passed=0 failed=0
out=$(mktemp "${TMPDIR:-/tmp}/gridsolve-attack-test.XXXXXX")
trap 'rm -f "$out"' EXIT
for script in scripts/attacks/*.sh scripts/attacks/*.py; do
  [ -e "$script" ] || continue
  echo "attack-test: $script"
  scripts=$((scripts + 1))
  case "$script" in
    *.py) python3 "$script" | tee "$out" || status=1 ;;
    *) bash "$script" | tee "$out" || status=1 ;;
  esac
  passed=$((passed + $(grep -c '^ok ' "$out" || true)))
  failed=$((failed + $(grep -c '^FAIL' "$out" || true)))
done
echo "attack-test: $passed attacks had their expected outcome, $failed another, in $scripts scripts"
summary_checked "$passed attacks with their expected outcome, $failed with another ($scripts scripts in scripts/attacks/)"
exit $status
