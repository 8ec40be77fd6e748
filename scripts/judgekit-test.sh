#!/usr/bin/env bash
# The judge kit against the platforms' own tools: problemtools' verifyproblem
# on the Kattis package of every problem, and the ```sh blocks of
# docs/problem-setters.md that start with "# checked by scripts/judgekit-test.sh".
# Installs what it needs: g++, pandoc, LuaLaTeX, PyPy 3 and tidy from Debian
# (verifyproblem compiles the statements and runs the Python submissions
# with pypy3), problemtools from PyPI into a venv under target/.
# testlib.h comes from $TESTLIB_DIR, else ../shared/third_party/testlib.
# A missing tool fails under CI=true; elsewhere the script says what it
# skips and why.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

skip() {
  if [ "${CI:-}" = true ]; then
    echo "judgekit-test: FAILED: $* (required under CI=true)" >&2
    exit 1
  fi
  echo "judgekit-test: SKIPPED: $*" >&2
  # Into the summary scripts/test.sh prints at its end.
  if [ -d target/test-summary ]; then
    echo "judgekit-test.sh: $* (verifyproblem and the documented compile commands were skipped)" >> target/test-summary/judgekit.txt
  fi
  exit 0
}

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

export TESTLIB_DIR="${TESTLIB_DIR:-$root/../shared/third_party/testlib}"
[ -f "$TESTLIB_DIR/testlib.h" ] || skip "testlib.h not found in $TESTLIB_DIR (set TESTLIB_DIR)"

need=()
command -v g++ >/dev/null || need+=(g++)
command -v pandoc >/dev/null || need+=(pandoc)
command -v lualatex >/dev/null || need+=(texlive-luatex texlive-latex-recommended texlive-latex-extra texlive-fonts-recommended texlive-plain-generic)
command -v pypy3 >/dev/null || need+=(pypy3)
command -v tidy >/dev/null || need+=(tidy)
if [ ${#need[@]} -gt 0 ]; then
  echo "judgekit-test: installing ${need[*]}"
  { as_root apt-get update -q && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${need[@]}"; } \
    || skip "could not install ${need[*]} with apt-get"
fi

venv=target/judgekit-venv
if [ ! -x "$venv/bin/verifyproblem" ]; then
  echo "judgekit-test: installing problemtools into $venv"
  { python3 -m venv "$venv" && "$venv/bin/pip" install -q problemtools; } || skip "could not install problemtools from PyPI"
fi

cargo build -q -p gridsolve
export PATH="$root/target/debug:$root/$venv/bin:$PATH"

# Every problem the binary knows (export lists them when asked for an unknown one).
problems=$( (gridsolve export checker no-such-problem 2>&1 || true) | sed -n 's/.*expected one of //p' | tr -d ',')
[ -n "$problems" ] || { echo "judgekit-test: cannot list the problems" >&2; exit 1; }

work=$root/target/judgekit
rm -rf "$work"
mkdir -p "$work"
failed=0

# verifyproblem on one problem's Kattis package and on its DOMjudge zip;
# prints what it found and returns 1 on any error.
verify_packages() {
  local problem=$1 status=0
  local dir="$work/kattis/$problem"
  if ! gridsolve package "$problem" --format kattis --out "$dir" --count 6 --seed 1; then
    echo "judgekit-test: $problem: no Kattis package"
    return 1
  fi
  local log="$work/verifyproblem-$problem.log"
  if "$venv/bin/verifyproblem" "$dir" >"$log" 2>&1 && grep -q "tested: 0 errors" "$log"; then
    echo "judgekit-test: verifyproblem $problem: $(grep 'tested:' "$log")"
  else
    cat "$log"
    echo "judgekit-test: verifyproblem $problem FAILED"
    status=1
  fi
  # The DOMjudge zip, unpacked: its validators, data and submissions (its
  # statements are Markdown, which the legacy format's checks do not read).
  local zipdir="$work/domjudge/$problem"
  if gridsolve package "$problem" --format domjudge --out "$work/domjudge" --count 4 --seed 2 \
    && python3 -m zipfile -e "$work/domjudge/$problem.zip" "$zipdir" \
    && "$venv/bin/verifyproblem" "$zipdir" -p validators data submissions >"$log.domjudge" 2>&1 \
    && grep -q "tested: 0 errors" "$log.domjudge"; then
    echo "judgekit-test: verifyproblem (validators, data, submissions) domjudge $problem: $(grep 'tested:' "$log.domjudge")"
  else
    cat "$log.domjudge" || true
    echo "judgekit-test: domjudge $problem FAILED"
    status=1
  fi
  return $status
}

# One verifyproblem per core at a time (each takes about 35 s, mostly
# LaTeX and PyPy); the reports are printed in the problems' order.
mkdir -p "$work/reports"
for problem in $problems; do
  while [ "$(jobs -rp | wc -l)" -ge "$(nproc)" ]; do sleep 0.2; done
  (verify_packages "$problem" >"$work/reports/$problem" 2>&1 || touch "$work/reports/$problem.failed") &
done
wait
for problem in $problems; do
  if [ -e "$work/reports/$problem.failed" ]; then
    cat "$work/reports/$problem" >&2
    failed=1
  else
    cat "$work/reports/$problem"
  fi
done

# Every exported checker, compiled with Luogu's flags, on the kit's Python
# solutions: accepted.py accepted on every generated kind, wrong.py judged a
# wrong answer (exit 1) on at least one.
for problem in $problems; do
  dir="$work/python/$problem"
  mkdir -p "$dir"
  gridsolve export checker "$problem" -o "$dir/checker.cpp"
  g++ -fno-asm -std=c++14 -O2 -I "$TESTLIB_DIR" "$dir/checker.cpp" -o "$dir/checker"
  caught=0
  for kind in hardest random unsolvable solved ties; do
    if [ "$kind" = ties ]; then
      # Where two answers tie, a wrong tie-break shows (POJ 3279 wants the
      # lexicographically smallest grid): on 1 x 2 "1 1" either press works.
      [ "$problem" = poj3279 ] || continue
      printf '1 2\n1 1\n' >"$dir/$kind.in"
    else
      gridsolve gen "$problem" --kind "$kind" --count 5 --seed 4 >"$dir/$kind.in" 2>/dev/null || continue
    fi
    gridsolve "$problem" <"$dir/$kind.in" >"$dir/$kind.ans"
    python3 "crates/gridsolve/judgekit/$problem/accepted.py" <"$dir/$kind.in" >"$dir/$kind.out"
    if ! "$dir/checker" "$dir/$kind.in" "$dir/$kind.out" "$dir/$kind.ans" 2>"$dir/$kind.log"; then
      echo "judgekit-test: $problem accepted.py on $kind: $(cat "$dir/$kind.log")" >&2
      failed=1
    fi
    python3 "crates/gridsolve/judgekit/$problem/wrong.py" <"$dir/$kind.in" >"$dir/$kind.wrong"
    code=0
    "$dir/checker" "$dir/$kind.in" "$dir/$kind.wrong" "$dir/$kind.ans" 2>"$dir/$kind.log" || code=$?
    if [ "$code" = 1 ]; then caught=1; elif [ "$code" != 0 ]; then
      echo "judgekit-test: $problem wrong.py on $kind: exit $code: $(cat "$dir/$kind.log")" >&2
      failed=1
    fi
  done
  if [ "$caught" = 1 ]; then
    echo "judgekit-test: $problem: accepted.py accepted, wrong.py caught by the exported checker"
  else
    echo "judgekit-test: $problem: wrong.py never judged a wrong answer" >&2
    failed=1
  fi
done

# The documented compile-and-run blocks, each in a fresh directory.
awk '
  /^```sh$/ { inblock = 1; text = ""; next }
  /^```$/ && inblock { if (text ~ /^# checked by scripts\/judgekit-test.sh/) { n++; print text > (dir "/block" n ".sh") } inblock = 0; next }
  inblock { text = text $0 "\n" }
' dir="$work" docs/problem-setters.md
for block in "$work"/block*.sh; do
  [ -e "$block" ] || { echo "judgekit-test: no checked sh blocks in docs/problem-setters.md" >&2; failed=1; break; }
  run="$block.d"
  mkdir -p "$run"
  if (cd "$run" && bash -euo pipefail "$block" >"$block.log" 2>&1); then
    echo "judgekit-test: docs block $(basename "$block") ok"
  else
    cat "$block.log" >&2
    echo "judgekit-test: docs block $(basename "$block") FAILED:" >&2
    cat "$block" >&2
    failed=1
  fi
done
exit $failed
