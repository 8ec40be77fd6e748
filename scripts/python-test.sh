#!/usr/bin/env bash
# The Python package as users get it, built the standard ways:
#
# 1. the sdist (`maturin sdist` after scripts/crate-bundle.sh), which
#    `twine check` must pass;
# 2. the release wheel built from that sdist by pip (scripts/python-wheel.sh
#    with the sdist: PEP 517, maturin from PyPI in pip's build isolation,
#    zig, manylinux_2_17), as `python -m build` builds a wheel from its
#    sdist and as pip builds one where no wheel fits: so one compile proves
#    that the sdist builds from source and gives the wheel tested here.
#    `auditwheel show` must call it manylinux_2_17 and `twine check` must
#    pass; it is installed with pip into a fresh venv (with CYaRon, the
#    generator library Luogu's setters use), where the `gridsolve` console
#    script and `import gridsolve` are tested: the module's doctests, its
#    answers against the command's, generate()'s defaults against `gen`'s,
#    refusals that name the module's arguments and never a flag, the
#    shipped stubs against the module (mypy's stubtest),
#    TypeError/ValueError naming the argument, Ctrl-C within 0.2 s,
#    `| head`, the page with its WebAssembly in `gridsolve serve`, and the
#    CYaRon example of docs/problem-setters.md;
# 3. `pip install ./crates/gridsolve-py` from the tree, in the test profile
#    and the test run's target directory (CARGO_TARGET_DIR).
#
# Under scripts/test.sh (clippy exported as the workspace's compiler) the
# module's crate is first checked, which lints it as every other crate: the
# release wheel is compiled without clippy, as the release workflow
# compiles it.
#
# Sampled unless GRIDSOLVE_TEST_FULL=1, for the test run to stay short: 3,
# which runs the same build backend as 2 from the tree and compiles the
# core, the command line and the module once more (100 s of CPU), is left
# out. (Until 2026-11-28 the sdist was compiled apart from the wheel, in the
# test profile: 108 s more on the idle 2-core machine.)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
. scripts/lib/summary.sh
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}"
tools="$root/target/tools-venv/bin"
version="$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)"
trap 'rm -rf "$root/crates/gridsolve/bundled"' EXIT

section() { echo "python-test: $* ($(date +%H:%M:%S))"; }

full="${GRIDSOLVE_TEST_FULL:-}"
[ "$full" = 1 ] ||
  summary_reduced "pip install ./crates/gridsolve-py from the tree left out (pip builds the wheel from the sdist, with the same build backend)"
bash scripts/python-tools.sh >&2
if [ -n "${RUSTC_WORKSPACE_WRAPPER:-}" ]; then
  section "clippy on the module's crate (a check build)"
  cargo check --quiet -p gridsolve-py --all-targets --features extension-module
fi
section "the sdist"
SITE_DIR="${SITE_DIR:-target/site}" bash scripts/crate-bundle.sh
sdist_dir="$root/target/sdist"
rm -rf "$sdist_dir"
"$tools/maturin" sdist -m crates/gridsolve-py/Cargo.toml -o "$sdist_dir" >&2
sdist="$(ls "$sdist_dir"/gridsolve-*.tar.gz)"
"$tools/twine" check --strict "$sdist"
rm -rf "$root/crates/gridsolve/bundled"
# maturin dates every file of the sdist 2006-07-24 (reproducible builds),
# and cargo compares a source's date with what it compiled into the shared
# target directory: an older build of the same crates there would count as
# up to date, and the sdist's own sources would not be compiled (a stale
# core then passed or failed for the wrong reason). pip builds the same
# files, dated now.
dated_now="$root/target/sdist-dated-now"
rm -rf "$dated_now"
mkdir -p "$dated_now/unpacked"
tar -xzf "$sdist" -C "$dated_now/unpacked" --touch
tar -czf "$dated_now/$(basename "$sdist")" -C "$dated_now/unpacked" "$(basename "$sdist" .tar.gz)"

section "the release wheel, built from the sdist by pip"
wheel="$(bash scripts/python-wheel.sh "$root/target/wheels" "$dated_now/$(basename "$sdist")" | tail -1)"
tag="$("$tools/auditwheel" show "$wheel" | tr '\n' ' ')"
echo "python-test: auditwheel: $tag" | cut -c1-300
case "$tag" in
*'"manylinux_2_17_'*) ;;
*) echo "python-test: the wheel is not manylinux_2_17" >&2; exit 1 ;;
esac
"$tools/twine" check --strict "$wheel"

venv="$root/target/python-test-venv"
rm -rf "$venv"
python3 -m venv "$venv"
"$venv/bin/pip" install --quiet "$wheel" "cyaron==0.7.0"
summary_installed "pip: the wheel and cyaron 0.7.0 into target/python-test-venv"
python="$venv/bin/python"

# The console script and `python -m gridsolve` are the command line.
sample=$'bwwb\nbbwb\nbwwb\nbwww\n'
[ "$(printf '%s' "$sample" | "$venv/bin/gridsolve" poj1753)" = "4" ]
[ "$(printf '%s' "$sample" | "$python" -m gridsolve poj1753)" = "4" ]
[ "$("$venv/bin/gridsolve" --version)" = "gridsolve $version" ]
[ "$("$python" -c 'import gridsolve; print(gridsolve.__version__)')" = "$version" ]
# A bad command line: exit 2 and clap's message, as the native command.
set +e
"$venv/bin/gridsolve" solve --moves >/dev/null 2>&1
[ $? -eq 2 ] || { echo "python-test: a bad command line did not exit 2" >&2; exit 1; }
set -e

section "the stubs against the module the wheel installs (mypy's stubtest)"
# Every function of gridsolve and its gridsolve._core (a submodule: stubtest
# checks it with its package) as the wheel has them (the
# parameters, their kinds, the defaults the stubs write out, __all__)
# against the stubs the wheel ships: a signature changed on one side and not
# the other fails here, as does a name of one missing from the other (the
# stub's names for type checkers alone are allowed by name). The stub's
# solve keywords are written from the core's schema (puzzle::schema, checked
# by cargo test), so the schema, the stub and the module are one. stubtest
# writes .mypy_cache where it runs: a directory of its own (in the venv's,
# mypy would see the package twice, by its path and by PYTHONPATH).
site="$("$python" -c 'import sysconfig; print(sysconfig.get_path("purelib"))')"
stubtest_dir="$root/target/python-stubtest"
rm -rf "$stubtest_dir"
mkdir -p "$stubtest_dir"
stubs_result="$(cd "$stubtest_dir" && PYTHONPATH="$site" "$tools/python" -m mypy.stubtest --concise \
  --allowlist "$root/scripts/python-stubtest-allowlist.txt" gridsolve)" ||
  { echo "$stubs_result" >&2; echo "python-test: the stubs differ from the module (mypy stubtest, above)" >&2; exit 1; }
echo "python-test: stubtest: the stubs of gridsolve and gridsolve._core match the module"

section "the module in the wheel's venv"
module_result="$(GRIDSOLVE_VERSION="$version" "$python" scripts/python_module_test.py)"
echo "$module_result"

# The CYaRon example of docs/problem-setters.md, run as written.
example="$root/target/python-test-example"
rm -rf "$example"
mkdir -p "$example"
awk '/<!-- example: cyaron -->/{found=1; next} found && /^```python/{copy=1; next} copy && /^```/{exit} copy' \
  docs/problem-setters.md >"$example/make_tests.py"
[ -s "$example/make_tests.py" ] || { echo "python-test: no CYaRon example in docs/problem-setters.md" >&2; exit 1; }
(cd "$example" && "$python" make_tests.py)
for n in 1 2 3 4 5; do
  [ -s "$example/flip$n.in" ] && [ -s "$example/flip$n.out" ]
  "$venv/bin/gridsolve" check poj1753 "$example/flip$n.in" "$example/flip$n.out" "$example/flip$n.out" >/dev/null
done

if [ "$full" = 1 ]; then
  section "pip install ./crates/gridsolve-py from the tree"
  tree_venv="$root/target/python-tree-venv"
  rm -rf "$tree_venv"
  python3 -m venv "$tree_venv"
  started=$SECONDS
  MATURIN_PEP517_ARGS="--profile dev" "$tree_venv/bin/pip" install --quiet "$root/crates/gridsolve-py"
  summary_installed "pip: the tree's build into target/python-tree-venv"
  echo "python-test: installed from the tree in $((SECONDS - started)) s"
  [ "$(printf '%s' "$sample" | "$tree_venv/bin/gridsolve" poj1753)" = "4" ]
fi

echo "python-test: passed (the wheel built from the sdist: $(basename "$wheel"), $(wc -c <"$wheel") bytes$([ "$full" != 1 ] || echo "; the tree"))"
summary_checked "the sdist (twine check), and the release wheel pip built from it: $(basename "$wheel") (auditwheel: manylinux_2_17, twine check) installed with cyaron 0.7.0: the console script, its stubs by mypy stubtest, ${module_result#python-test: }, the CYaRon example of docs/problem-setters.md (5 cases)"
[ "$full" != 1 ] || summary_checked "pip install ./crates/gridsolve-py from the tree: the command"
