#!/usr/bin/env bash
# Builds the Python wheel `gridsolve` into OUT_DIR (default target/wheels)
# and prints its path; from the tree, or with SDIST from that sdist, by pip
# (PEP 517, maturin from PyPI in pip's build isolation), as
# `python -m build` builds a wheel from the sdist it made and as pip builds
# one where no wheel fits: the PyO3 module (crates/gridsolve-py), whose
# console script is the `gridsolve` command (the command line is a function
# of the same native library: no binary is copied in). The release profile,
# linked against glibc 2.17 with zig (maturin's --zig, ziglang from PyPI),
# so the wheel is manylinux_2_17 and installs on Debian 9+, Ubuntu 18.04+,
# RHEL 7+. The page's WebAssembly is compiled in when the static site of
# scripts/build-site.sh is in target/site (or GRIDSOLVE_SITE_DIR).
#
# The tools (maturin, ziglang, auditwheel, twine) come from PyPI into
# target/tools-venv. PROFILE=dev builds the test profile instead (for a
# quick look; it shares the test run's build).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
out="${1:-target/wheels}"
sdist="${2:-}"
profile="${PROFILE:-release}"

bash scripts/python-tools.sh >&2
tools="$root/target/tools-venv/bin"

rm -rf "$out"
mkdir -p "$out"
started=$SECONDS
echo "python-wheel: building the $profile wheel (manylinux_2_17 with zig; a release build takes minutes)" >&2
# The release wheel is compiled as the release workflow compiles it: not
# by clippy, which scripts/test.sh makes the workspace's compiler and which
# turns MIR optimisations off. A dev wheel stays linted.
[ "$profile" != release ] || unset RUSTC_WORKSPACE_WRAPPER CLIPPY_ARGS
flags=(--strip --profile "$profile" --zig --compatibility manylinux2014)
if [ -n "$sdist" ]; then
  # maturin's PEP 517 backend takes the build's flags from
  # MATURIN_PEP517_ARGS. It looks for zig as `python3 -m ziglang`, then as
  # a program named zig; pip's build isolation hides the tools venv's
  # packages from any python3 it starts, so the ziglang binary is put on
  # PATH as `zig`.
  zig_bin="$root/target/tools-venv/zig-bin"
  mkdir -p "$zig_bin"
  ln -sf "$("$tools/python3" -c 'import os, ziglang; print(os.path.join(os.path.dirname(ziglang.__file__), "zig"))')" "$zig_bin/zig"
  sdist="$(realpath "$sdist")"
  out="$(realpath "$out")"
  (cd /tmp && PATH="$zig_bin:$tools:$PATH" MATURIN_PEP517_ARGS="${flags[*]}" \
    "$tools/pip" wheel --quiet --no-deps --no-cache-dir -w "$out" "$sdist" >&2)
else
  PATH="$tools:$PATH" "$tools/maturin" build --quiet "${flags[@]}" -m crates/gridsolve-py/Cargo.toml -o "$out" >&2
fi
wheel="$(ls "$out"/gridsolve-*.whl)"
echo "python-wheel: $(basename "$wheel"), $(wc -c <"$wheel") bytes, in $((SECONDS - started)) s" >&2
echo "$wheel"
