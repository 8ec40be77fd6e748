#!/usr/bin/env bash
# The judge kit against the platforms' own tools: problemtools' verifyproblem
# on the Kattis package of every problem, and the ```sh blocks of
# docs/problem-setters.md that start with "# checked by scripts/judgekit-test.sh".
# Then the DMOJ judge itself (`dmoj` from PyPI) on every problem's
# `package --format dmoj`: its own test runner (dmoj.testsuite) submits the
# kit's Python solutions and C/C++ textbook solutions and compares each test's
# verdict with gridsolve check's.
# Installs what it needs: g++, pandoc, LuaLaTeX, PyPy 3 and tidy from Debian
# (verifyproblem compiles the statements and runs the Python submissions
# with pypy3), libseccomp-dev and Debian's python3 for the DMOJ judge's
# sandbox, problemtools and dmoj from PyPI into venvs under target/.
# testlib.h comes from $TESTLIB_DIR, else ../shared/third_party/testlib.
# A missing tool fails under CI=true; elsewhere the script says what it
# skips and why.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
. scripts/lib/summary.sh

skip() { # REASON REMEDY [KEY]: nothing of this script runs
  if [ "${CI:-}" = true ]; then
    echo "judgekit-test: FAILED: $1 (required under CI=true); $2" >&2
    exit 1
  fi
  echo "judgekit-test: SKIPPED: $1; to run it: $2" >&2
  summary_stage_skipped "verifyproblem on the Kattis packages and DOMjudge zips, the DMOJ judge, the exported checkers on the kit's solutions, the documented compile commands" "$@"
  exit 0
}

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

export TESTLIB_DIR="${TESTLIB_DIR:-$root/../shared/third_party/testlib}"
[ -f "$TESTLIB_DIR/testlib.h" ] || skip "testlib.h not found in $(realpath -ms "$TESTLIB_DIR")" "$summary_testlib_remedy" testlib

need=()
command -v g++ >/dev/null || need+=(g++)
command -v pandoc >/dev/null || need+=(pandoc)
command -v lualatex >/dev/null || need+=(texlive-luatex texlive-latex-recommended texlive-latex-extra texlive-fonts-recommended texlive-plain-generic)
command -v pypy3 >/dev/null || need+=(pypy3)
command -v tidy >/dev/null || need+=(tidy)
# The DMOJ judge's sandbox builds against libseccomp and runs Python
# submissions with Debian's python3 (a pyenv shim fails its self-test).
[ -e /usr/include/seccomp.h ] || need+=(libseccomp-dev)
[ -x /usr/bin/python3 ] || need+=(python3)
if [ ${#need[@]} -gt 0 ]; then
  echo "judgekit-test: installing ${need[*]}"
  { as_root apt-get update -q && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${need[@]}"; } \
    || skip "could not install ${need[*]} with apt-get" "install them (Debian: apt-get install ${need[*]})"
  summary_installed "apt: ${need[*]}"
fi

venv=target/judgekit-venv
if [ ! -x "$venv/bin/verifyproblem" ]; then
  echo "judgekit-test: installing problemtools into $venv"
  { python3 -m venv "$venv" && "$venv/bin/pip" install -q problemtools; } || skip "could not install problemtools from PyPI" "let pip reach PyPI (or a mirror: PIP_INDEX_URL)"
  summary_installed "pip: problemtools into $venv"
fi

dmoj_venv=target/dmoj-venv
if [ ! -x "$dmoj_venv/bin/dmoj-autoconf" ]; then
  echo "judgekit-test: installing the DMOJ judge into $dmoj_venv"
  { python3 -m venv "$dmoj_venv" && "$dmoj_venv/bin/pip" install -q dmoj; } || skip "could not install the DMOJ judge (dmoj) from PyPI" "let pip reach PyPI (or a mirror: PIP_INDEX_URL)"
  summary_installed "pip: dmoj (the DMOJ judge) into $dmoj_venv"
fi

# Under scripts/test.sh the binary is built already (GRIDSOLVE_PREBUILT=1).
[ -n "${GRIDSOLVE_PREBUILT:-}" ] || cargo build -q -p gridsolve
export PATH="$root/target/debug:$root/$venv/bin:$PATH"

# Every problem the binary knows (export lists them when asked for an unknown one).
problems=$( (gridsolve --lang en export checker no-such-problem 2>&1 || true) | sed -n 's/.*expected one of //p' | tr -d ',')
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
  # One problem of each family in the everyday run (the zip is laid out by
  # the same code for all nine; each verifyproblem costs about 35 s), all
  # nine with GRIDSOLVE_TEST_FULL=1.
  case " $domjudge_problems " in
    *" $problem "*) ;;
    *) return $status ;;
  esac
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

# The DOMjudge zips verified: a toggle, a swap, a sliding and a knight
# problem, or every problem with GRIDSOLVE_TEST_FULL=1.
if [ "${GRIDSOLVE_TEST_FULL:-}" = 1 ]; then
  domjudge_problems=$problems
else
  domjudge_problems="poj1753 p1225 hdu1043 p2324"
  echo "judgekit-test: DOMjudge zips verified for $domjudge_problems (all nine with GRIDSOLVE_TEST_FULL=1)"
fi

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
summary_checked "verifyproblem: $(cat "$work"/reports/* | grep -c '^judgekit-test: verifyproblem [a-z0-9]*: .*tested: 0 errors' || true) Kattis packages and $(cat "$work"/reports/* | grep -c '^judgekit-test: verifyproblem (validators, data, submissions) domjudge [a-z0-9]*: .*tested: 0 errors' || true) DOMjudge zips without an error (of $(echo $problems | wc -w) problems)"
[ "${GRIDSOLVE_TEST_FULL:-}" = 1 ] || summary_reduced "verifyproblem on the DOMjudge zips of $domjudge_problems only (one problem of each family)"

# The DMOJ judge on every problem's DMOJ package. Each problem directory
# gets tests/ as the judge's own test runner reads them: accepted.py must be
# AC on every test; wrong.py must get, test by test, the verdict gridsolve
# check gives it (and WA at least once); the textbook C/C++ solutions of
# bench/baselines must be AC. The time limit of these runs is generous
# (10 s): they prove verdicts, not speed.
dmoj_dir=$work/dmoj
mkdir -p "$dmoj_dir/problems"
# The judge's runtimes: Debian's compilers and python3 (autoconf's YAML
# follows its report).
PATH=/usr/bin:/bin "$dmoj_venv/bin/dmoj-autoconf" 2>/dev/null | sed -n '/^runtime:/,$p' >"$dmoj_dir/judge.yml"
for runtime in 'g++17:' 'gcc:' 'python3:'; do
  grep -q "^  $runtime" "$dmoj_dir/judge.yml" || { echo "judgekit-test: dmoj-autoconf configured no $runtime" >&2; failed=1; }
done
dmoj_test() { # DIR LANGUAGE SOURCE [CASES]: one submission the judge's test runner makes
  mkdir -p "$1"
  cp "$3" "$1/"
  printf 'language: %s\ntime: 10\nmemory: 524288\nsource: %s\nexpect: AC\n%s' "$2" "$(basename "$3")" "${4:-}" >"$1/test.yml"
}
for problem in $problems; do
  gridsolve package "$problem" --format dmoj --out "$dmoj_dir/problems" --count 3 --seed 3
  pdir=$dmoj_dir/problems/$problem
  kit=crates/gridsolve/judgekit/$problem
  dmoj_test "$pdir/tests/accepted-py" PY3 "$kit/accepted.py"
  # wrong.py's verdict on each test, as gridsolve check gives it.
  cases="" wrong=0 n=1
  while [ -e "$pdir/$problem.$n.in" ]; do
    python3 "$kit/wrong.py" <"$pdir/$problem.$n.in" >"$pdir/wrong.$n.txt"
    if gridsolve check "$problem" "$pdir/$problem.$n.in" "$pdir/wrong.$n.txt" "$pdir/$problem.$n.out" 2>/dev/null; then
      cases="$cases  $n: AC\n"
    else
      cases="$cases  $n: WA\n" wrong=1
    fi
    rm "$pdir/wrong.$n.txt"
    n=$((n + 1))
  done
  [ "$wrong" = 1 ] || { echo "judgekit-test: dmoj $problem: wrong.py is right on every test; no wrong answer to judge" >&2; failed=1; }
  dmoj_test "$pdir/tests/wrong-py" PY3 "$kit/wrong.py" "$(printf 'cases:\n%b' "$cases")"
  sed -i 's/^expect: AC$/expect: [AC, WA]/' "$pdir/tests/wrong-py/test.yml"
done
dmoj_test "$dmoj_dir/problems/poj1753/tests/textbook-c" C bench/baselines/bfs1753.c
dmoj_test "$dmoj_dir/problems/p1225/tests/textbook-c" C bench/baselines/bfs1225.c
dmoj_test "$dmoj_dir/problems/hdu1043/tests/textbook-cpp" CPP17 bench/baselines/hdu1043.cpp
# Two judges at once, each on half the problems (most of the time is
# compiling testlib into each problem's checker).
set -- $problems
half=$(( ($# + 1) / 2 ))
first=$(echo "${@:1:$half}" | tr ' ' '|')
second=$(echo "${@:$((half + 1))}" | tr ' ' '|')
dmoj_status=0
for part in "$first" "$second"; do
  [ -n "$part" ] || continue
  "$dmoj_venv/bin/python" -m dmoj.testsuite -c "$dmoj_dir/judge.yml" --no-ansi "$dmoj_dir/problems" "^($part)\$" \
    >"$dmoj_dir/testsuite-${part%%|*}.log" 2>&1 &
done
for job in $(jobs -p); do wait "$job" || dmoj_status=1; done
for log in "$dmoj_dir"/testsuite-*.log; do
  grep -q "^All cases passed." "$log" || { cat "$log" >&2; dmoj_status=1; }
done
if [ "$dmoj_status" = 0 ]; then
  echo "judgekit-test: DMOJ judge: $(cat "$dmoj_dir"/testsuite-*.log | grep -c 'Result of case .*: Success') submissions judged as expected on $# problems"
  summary_checked "the DMOJ judge: $(cat "$dmoj_dir"/testsuite-*.log | grep -c 'Result of case .*: Success') submissions judged as expected on $# problems"
else
  echo "judgekit-test: the DMOJ judge's verdicts differ from gridsolve check's (log above)" >&2
  failed=1
fi

# Every exported checker, compiled with Luogu's flags, on the kit's Python
# solutions: accepted.py accepted on every generated kind, wrong.py judged a
# wrong answer (exit 1) on at least one.
# The checkers compile first, one per core at a time (compiling testlib is
# most of this part's time).
for problem in $problems; do
  dir="$work/python/$problem"
  mkdir -p "$dir"
  gridsolve export checker "$problem" -o "$dir/checker.cpp"
  while [ "$(jobs -rp | wc -l)" -ge "$(nproc)" ]; do sleep 0.2; done
  g++ -fno-asm -std=c++14 -O2 -I "$TESTLIB_DIR" "$dir/checker.cpp" -o "$dir/checker" &
done
for job in $(jobs -p); do wait "$job" || { echo "judgekit-test: a checker did not compile" >&2; failed=1; }; done
for problem in $problems; do
  dir="$work/python/$problem"
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
    checkers_ok=$((${checkers_ok:-0} + 1))
  else
    echo "judgekit-test: $problem: wrong.py never judged a wrong answer" >&2
    failed=1
  fi
done

summary_checked "the exported checkers (g++ -std=c++14, testlib): accepted.py accepted and wrong.py caught on ${checkers_ok:-0} of $(echo $problems | wc -w) problems"

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
    blocks_ok=$((${blocks_ok:-0} + 1))
  else
    cat "$block.log" >&2
    echo "judgekit-test: docs block $(basename "$block") FAILED:" >&2
    cat "$block" >&2
    failed=1
  fi
done
summary_checked "${blocks_ok:-0} compile-and-run blocks of docs/problem-setters.md ran as documented"
exit $failed
