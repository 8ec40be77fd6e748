#!/usr/bin/env bash
# Builds the Python wheel `gridsolve` into OUT_DIR (default target/wheels)
# and prints its path: the PyO3 module (crates/gridsolve-py) and the
# gridsolve command in one wheel, as ruff and uv ship theirs. maturin comes
# from PyPI into target/maturin-venv. PROFILE (default dev, which this
# workspace optimizes; release for a wheel to publish) picks the cargo profile.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
. scripts/lib/summary.sh
out="${1:-target/wheels}"
profile="${PROFILE:-dev}"
case "$profile" in dev) dir=debug ;; *) dir="$profile" ;; esac

venv="$root/target/maturin-venv"
if [ ! -x "$venv/bin/maturin" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet "maturin>=1.5,<2"
  summary_installed "pip: maturin into target/maturin-venv"
fi

# The command, where maturin's `data` puts it on the installer's PATH.
# Under scripts/test.sh the dev binary is built already (GRIDSOLVE_PREBUILT=1).
[ -n "${GRIDSOLVE_PREBUILT:-}" ] && [ "$profile" = dev ] || cargo build --quiet --profile "$profile" -p gridsolve
data="crates/gridsolve-py/wheel-data/scripts"
rm -rf crates/gridsolve-py/wheel-data
mkdir -p "$data"
cp "target/$dir/gridsolve" "$data/gridsolve"
# Debug information is a developer's, not a user's (44 MB of the dev build's 45).
strip "$data/gridsolve" 2>/dev/null || true

rm -rf "$out"
mkdir -p "$out"
"$venv/bin/maturin" build --quiet --strip --profile "$profile" -m crates/gridsolve-py/Cargo.toml -o "$out" >&2
ls "$out"/gridsolve-*.whl
