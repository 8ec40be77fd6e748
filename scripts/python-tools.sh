#!/usr/bin/env bash
# Installs the Python packaging tools the scripts use into
# target/tools-venv (from PyPI, pinned below their next major version):
# maturin (builds wheels and the sdist), ziglang (the linker for
# manylinux_2_17), auditwheel (says which manylinux a wheel is), twine (checks
# what PyPI would accept), mypy (its stubtest holds the module's stubs to the
# functions the wheel really has). Quiet when they are there.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/summary.sh
venv=target/tools-venv
if [ ! -x "$venv/bin/twine" ] || [ ! -x "$venv/bin/maturin" ] || [ ! -x "$venv/bin/auditwheel" ] ||
  ! "$venv/bin/python" -c 'import ziglang, mypy.stubtest' 2>/dev/null; then
  echo "python-tools: installing maturin, ziglang, auditwheel, twine and mypy into $venv (pip)"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet "maturin>=1.5,<2" "ziglang<1" "auditwheel>=6,<7" "twine>=5,<8" "mypy>=1.13,<2"
  summary_installed "pip: maturin, ziglang, auditwheel, twine and mypy into $venv"
fi
