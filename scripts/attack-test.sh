#!/usr/bin/env bash
# The hostile audits kept as a repeatable suite (issue 20): every script in
# scripts/attacks/ attacks the debug binary (`gridsolve serve` on 127.0.0.1
# only, or the command line) with loops capped in count and time, and checks
# each attack's expected outcome. Each script prints one line per attack and
# exits non-zero when an outcome differs.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build -q -p gridsolve
export GRIDSOLVE_BIN="$PWD/target/debug/gridsolve"
status=0
for script in scripts/attacks/*.sh scripts/attacks/*.py; do
  [ -e "$script" ] || continue
  echo "attack-test: $script"
  case "$script" in
    *.py) python3 "$script" || status=1 ;;
    *) bash "$script" || status=1 ;;
  esac
done
exit $status
