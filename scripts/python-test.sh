#!/usr/bin/env bash
# The Python package as a user gets it: the wheel built by
# scripts/python-wheel.sh, installed with pip into a fresh virtual
# environment (with CYaRon, the generator library Luogu's setters use), then
# the `gridsolve` command and `import gridsolve` run from there: the
# module's doctests, its answers against the command line's, and the CYaRon
# example of docs/problem-setters.md.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
. scripts/lib/summary.sh
wheel="$(bash scripts/python-wheel.sh "$root/target/wheels" | tail -1)"
echo "python-test: built $(basename "$wheel") ($(wc -c <"$wheel") bytes)"

venv="$root/target/python-test-venv"
rm -rf "$venv"
python3 -m venv "$venv"
"$venv/bin/pip" install --quiet "$wheel" "cyaron==0.7.0"
summary_installed "pip: the wheel and cyaron 0.7.0 into target/python-test-venv"
python="$venv/bin/python"

# The command is on the environment's PATH, and `python -m gridsolve` runs it.
sample=$'bwwb\nbbwb\nbwwb\nbwww\n'
[ "$(printf '%s' "$sample" | "$venv/bin/gridsolve" poj1753)" = "4" ]
[ "$(printf '%s' "$sample" | "$python" -m gridsolve poj1753)" = "4" ]
"$venv/bin/gridsolve" --version

# The module: its doctests, and its answers equal to the command line's.
"$python" - <<'PY'
import doctest, json, os, subprocess, sysconfig
import gridsolve

command = os.path.join(sysconfig.get_path("scripts"), "gridsolve")  # the wheel's own

failed, attempted = doctest.testmod(gridsolve, extraglobs={"gridsolve": gridsolve})
assert attempted >= 10 and failed == 0, (failed, attempted)

for problem in gridsolve.problems():
    text = gridsolve.generate(problem, 20, kind="mixed", seed=5)
    cli = subprocess.run([command, problem], input=text, capture_output=True, text=True, check=True).stdout
    assert getattr(gridsolve, problem)(text) == cli, problem
    assert gridsolve.check(problem, text, cli)["verdict"] == "accepted", problem

board = "0110\n1001\n1101\n0010\n"
cli = subprocess.run([command, "solve", "--moves", "plus", "--wrap", "--format", "json", "-"],
                     input=board, capture_output=True, text=True, check=True).stdout
assert gridsolve.solve("plus", board, wrap=True) == json.loads(cli)
try:
    gridsolve.solve("slide", "1 2\n3 0\n", wrap=True)
    raise SystemExit("a refusal was expected")
except gridsolve.GridsolveError as e:
    assert e.kind == "usage" and str(e) == "--wrap applies to toggle rules, not --moves slide", e
print(f"python-test: gridsolve {gridsolve.version()}: {attempted} doctests, 9 problems as the command line answers them")
PY

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
echo "python-test: passed (the wheel's command, the module, the CYaRon example)"
summary_checked "the wheel's gridsolve command, the module's doctests, its answers to every problem equal to the command line's, the CYaRon example"
