#!/usr/bin/env bash
# The judge kit against the platforms' own tools: problemtools' verifyproblem
# on the Kattis package of every problem, and the ```sh blocks of
# docs/problem-setters.md that start with "# checked by scripts/judgekit-test.sh".
# pisek (from PyPI) on the setter's own problems, as tasks with expected
# scores per subtask. Then the DMOJ judge itself (`dmoj` from PyPI) on every problem's
# `package --format dmoj`: its own test runner (dmoj.testsuite) submits the
# kit's Python solutions and C/C++ textbook solutions and compares each test's
# verdict with gridsolve check's.
# Installs what it needs: g++, pandoc, LuaLaTeX, PyPy 3 and tidy from Debian
# (verifyproblem compiles the statements and runs the Python submissions
# with pypy3), libseccomp-dev and Debian's python3 for the DMOJ judge's
# sandbox, problemtools, dmoj and pisek from PyPI into venvs under target/.
# testlib.h comes from $TESTLIB_DIR, else ../shared/third_party/testlib.
# A missing tool fails under CI=true; elsewhere the script says what it
# skips and why.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
. scripts/lib/summary.sh

skip() { # REASON REMEDY [KEY]: nothing of this script runs
  if [ "${CI:-}" = true ]; then
    echo "judgekit-test: FAILED: $1 (required under CI=true); ${2:-}" >&2
    exit 1
  fi
  echo "judgekit-test: SKIPPED: $1; to run it: ${2:-}" >&2
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

# pisek, the Czech olympiad's task tool: its config gives each solution
# its expected points and verdict per subtask, which it checks.
pisek_venv=target/pisek-venv
if [ ! -x "$pisek_venv/bin/pisek" ]; then
  echo "judgekit-test: installing pisek into $pisek_venv"
  # 2.2.2 is the newest release for Python 3.11 (2.3 needs 3.12); its
  # config v3 is what pisek_task writes.
  if { python3 -m venv "$pisek_venv" && "$pisek_venv/bin/pip" install -q 'pisek>=2.2.2,<3'; }; then
    summary_installed "pip: pisek into $pisek_venv"
  else
    rm -rf "$pisek_venv"
    [ "${CI:-}" != true ] || { echo "judgekit-test: FAILED: could not install pisek from PyPI (required under CI=true)" >&2; exit 1; }
    summary_skipped "pisek on the setter variants" "could not install pisek (>=2.2.2) from PyPI into $pisek_venv" "check the network and python3 -m venv, then run the test again"
  fi
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
# JUDGEKIT_PROBLEMS="poj1753 ..." narrows the nine judge problems (empty:
# none, only the setter variants), for a run by hand; CI runs them all.
if [ -n "${JUDGEKIT_PROBLEMS+set}" ]; then
  problems=$JUDGEKIT_PROBLEMS
  echo "judgekit-test: judge problems narrowed to '${problems}' by JUDGEKIT_PROBLEMS"
fi

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
  # Every part, except for a problem whose DOMjudge zip is verified below
  # in the everyday run: its statement and config only (its validators,
  # data and submissions are verifyproblem's in the zip; every problem's
  # validators and submissions are also compiled and judged by
  # crates/gridsolve/tests/judgekit.rs). Each part beyond the statement
  # costs about 30 CPU-seconds, most of it compiling testlib.
  local parts=() what=""
  case " $statement_only_problems " in
    *" $problem "*) parts=(-p config statement) what=" (config, statement)" ;;
  esac
  if "$venv/bin/verifyproblem" "$dir" "${parts[@]}" >"$log" 2>&1 && grep -q "tested: 0 errors" "$log"; then
    echo "judgekit-test: verifyproblem$what $problem: $(grep 'tested:' "$log")"
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
  # verifyproblem takes the folder's name as the short name: [a-z0-9]+.
  local zipdir="$work/domjudge-unzipped/$problem"
  if gridsolve package "$problem" --format domjudge --out "$work/domjudge/$problem" --count 4 --seed 2 \
    && python3 -m zipfile -e "$work/domjudge/$problem/$problem.zip" "$zipdir" \
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
# The Kattis packages of those problems: config and statement only in the
# everyday run, so that verifyproblem checks each problem's validators,
# data and submissions once, in one format or the other.
statement_only_problems=""
[ "${GRIDSOLVE_TEST_FULL:-}" = 1 ] || statement_only_problems=$domjudge_problems

# A setter's own problems (gridsolve package --moves ...): one small
# variant of each family, chosen as a setter would (issue 41's list). Their
# Kattis packages hold submissions/accepted (the model), wrong_answer and
# time_limit_exceeded (the brute force), and verifyproblem holds each to its
# folder's verdict.
printf '1 2 3\n8 0 4\n7 6 5\n' >"$work/slide-target.txt"
setter_variants=(
  "torus3|--moves plus --states 3 --wrap --size 5x5"
  "xstencil|--moves stencil:#.#/.#./#.# --size 6x6"
  "swap5|--moves swap --size 5x5"
  "slide3|--moves slide --target $work/slide-target.txt --size 3x3"
  "knights|--moves knight --size 5x5"
)
setter_names=""
for variant in "${setter_variants[@]}"; do setter_names="$setter_names ${variant%%|*}"; done
verify_setter() { # NAME WORDS...
  local name=$1 dir="$work/setter-kattis/$1"
  shift
  # shellcheck disable=SC2068
  gridsolve package $@ --format kattis --out "$dir" --seed 5 || { echo "judgekit-test: setter $name: no Kattis package"; return 1; }
  local log="$work/verifyproblem-setter-$name.log"
  if "$venv/bin/verifyproblem" "$dir" >"$log" 2>&1 && grep -q "tested: 0 errors" "$log"; then
    echo "judgekit-test: verifyproblem setter $name ($*): $(grep 'tested:' "$log"); $(grep -E '^ +(model|wrong|brute)\.cpp' "$log" | awk '{printf "%s %s %s; ", $1, $2, $3}')"
  else
    cat "$log"
    echo "judgekit-test: verifyproblem setter $name FAILED"
    return 1
  fi
}

# One verifyproblem per core at a time (each takes about 35 s, mostly
# LaTeX and PyPy); the reports are printed in the problems' order.
mkdir -p "$work/reports"
for problem in $problems; do
  while [ "$(jobs -rp | wc -l)" -ge "$(nproc)" ]; do sleep 0.2; done
  (verify_packages "$problem" >"$work/reports/$problem" 2>&1 || touch "$work/reports/$problem.failed") &
done
for variant in "${setter_variants[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$(nproc)" ]; do sleep 0.2; done
  name=${variant%%|*}
  # shellcheck disable=SC2086
  (verify_setter "$name" ${variant#*|} >"$work/reports/setter-$name" 2>&1 || touch "$work/reports/setter-$name.failed") &
done
wait
for problem in $problems $(for n in $setter_names; do echo "setter-$n"; done); do
  if [ -e "$work/reports/$problem.failed" ]; then
    cat "$work/reports/$problem" >&2
    failed=1
  else
    cat "$work/reports/$problem"
  fi
done
summary_checked "verifyproblem: $(cat "$work"/reports/* | grep -c '^judgekit-test: verifyproblem [a-z0-9]*: .*tested: 0 errors' || true) Kattis packages in full, $(cat "$work"/reports/* | grep -c '^judgekit-test: verifyproblem (config, statement) [a-z0-9]*: .*tested: 0 errors' || true) by their config and statement, and $(cat "$work"/reports/* | grep -c '^judgekit-test: verifyproblem (validators, data, submissions) domjudge [a-z0-9]*: .*tested: 0 errors' || true) DOMjudge zips without an error (of $(echo $problems | wc -w) problems), and $(cat "$work"/reports/* | grep -c '^judgekit-test: verifyproblem setter [a-z0-9]* .*tested: 0 errors' || true) setter packages with each folder's verdict"
# verifyproblem's warnings, said once each with their count (errors fail the run above).
verifyproblem_warnings=$(cat "$work"/verifyproblem-*.log 2>/dev/null | sed -n 's/^WARNING //p' | sort | uniq -c | sed 's/^ *\([0-9]*\) \(.*\)/\1 runs: "\2"/' | paste -sd ';' - || true)
[ -z "$verifyproblem_warnings" ] || summary_checked "verifyproblem's warnings (none an error): $verifyproblem_warnings"
[ "${GRIDSOLVE_TEST_FULL:-}" = 1 ] || summary_reduced "verifyproblem on the DOMjudge zips of $domjudge_problems only (one problem of each family), and on those problems' Kattis packages by config and statement only"

# pisek on each setter variant's Kattis package, made into a pisek task
# (config v3, as pisek 2.3 reads it): the inputs as static tests, one pisek
# test a subtask with its points, the input validator (simple-42: Kattis's
# exit code), the output validator with a main for CMS's batch judge
# protocol (the score on stdout), and each solution's expected points and
# verdict per subtask from gridsolve-problem.txt (1 accepted, T time limit,
# W wrong answer, X either; a solution the package says fails somewhere but
# not where gets at most 99 points). pisek runs every solution on every
# test, fuzzes the judge with broken outputs, and fails on any difference.
pisek_task() { # KATTIS_DIR TASK_DIR
  local k=$1 t=$2 f
  rm -rf "$t"
  mkdir -p "$t"
  for f in "$k"/data/sample/*.in; do
    cp "$f" "$t/sample$(basename "$f")"
    cp "${f%.in}.ans" "$t/sample$(basename "${f%.in}").out"
  done
  cp "$k"/data/secret/*.in "$t/"
  cp "$k"/input_validators/validator/validator.cpp "$k"/input_validators/validator/testlib.h "$t/"
  cp "$k"/submissions/*/*.cpp "$t/"
  sed '/^int main(int argc, char \*argv\[\]) {$/,$d' "$k/output_validator/validator.cpp" >"$t/judge.cpp"
  cat >>"$t/judge.cpp" <<'CPP'
#include <cstdlib>
#include <unistd.h>
// CMS batch judge: judge INPUT CORRECT_OUTPUT OUTPUT; the score (1 or 0) on
// stdout and testlib's message on stderr, exit 0. testlib ends by exit()
// with the code in __testlib_exitCode (42 accepted, 43 wrong, else a
// failure of the checker, which exits 1 with nothing on stdout).
static void cmsScore() {
    int code = __testlib_exitCode;
    if (code != 42 && code != 43) _exit(1);
    std::printf("%d\n", code == 42 ? 1 : 0);
    std::fflush(stdout);
    _exit(0);
}
int main(int argc, char *argv[]) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: %s INPUT CORRECT_OUTPUT OUTPUT\n", argv[0]);
        return 1;
    }
    std::atexit(cmsScore);
    char *args[] = {argv[0], argv[1], argv[3], argv[2], NULL};
    return checkerMain(4, args);
}
CPP
  awk '
    /^subtasks:/ { section = "sub"; next }
    /^solutions/ { section = "sol"; next }
    /^[a-z]/ { section = "" }
    section == "sub" && /^  [0-9]+: [0-9]+ points/ { n = $1 + 0; points[n] = $2 + 0; subs = n }
    section == "sol" && /^  [a-z]+\.cpp: / {
      name = $1; sub(/\.cpp:$/, "", name)
      line = $0; sub(/^  [a-z]+\.cpp: /, "", line); sub(/ \(.*/, "", line)
      k = split(line, verdicts, ", ")
      sols[++nsol] = name; spec[name] = ""; total[name] = 0; either[name] = 0
      for (i = 1; i <= k; i++) {
        if (verdicts[i] == "AC") { c = "1"; total[name] += points[i] }
        else if (verdicts[i] == "TLE") c = "T"
        else if (verdicts[i] == "WA") c = "W"
        else { c = "X"; either[name] = 1 }
        spec[name] = spec[name] c
      }
    }
    END {
      print "[task]\nversion=v3\n"
      print "[tests]\nin_gen=\nout_check=judge\nout_judge=judge\njudge_type=cms-batch\nvalidator=validator\nvalidator_type=simple-42\n"
      for (i = 1; i <= subs; i++) printf "[test%02d]\nname=Subtask %d\npoints=%d\nin_globs=%d-*.in\n\n", i, i, points[i], i
      print "[build]\nheaders_cpp=testlib.h\n"
      # The time limit in CPU seconds, as the package states it; the wall
      # clock only stops a solution that hangs (a busy machine is slow).
      print "[run_solution]\ntime_limit=2\nclock_mul=10\n"
      for (j = 1; j <= nsol; j++) {
        name = sols[j]
        printf "[solution_%s]\n", name
        if (name == "model") print "primary=yes"
        # The samples lie within subtask 1: what passes it passes them.
        printf "tests=%s%s\n", (substr(spec[name], 1, 1) == "1" ? "1" : "X"), spec[name]
        if (either[name]) print "points_max=99"; else printf "points=%d\n", total[name]
        print ""
      }
    }' "$k/gridsolve-problem.txt" >"$t/config"
}
pisek_setter() { # NAME
  local t="$work/pisek/$1" log="$work/pisek-$1.log"
  pisek_task "$work/setter-kattis/$1" "$t" || { echo "judgekit-test: pisek $1: no task"; return 1; }
  if (cd "$t" && "$root/$pisek_venv/bin/pisek" --plain test) >"$log" 2>&1; then
    echo "judgekit-test: pisek setter $1: $(grep -E '^(model|brute|wrong) +[0-9]+p ' "$log" | awk '{printf "%s %s %s; ", $1, $2, $4}')expected $(awk -F= '/^\[solution_/ { name = substr($0, 11, length($0) - 11); printf "%s%s", sep, name; sep = "; " } name && /^(tests|points|points_max)=/ { printf " %s", $0 }' "$t/config")"
  else
    grep -v -E 'warning:|note:|^ +[0-9]* \||^ +\||In (member )?function|At global scope|In constructor' "$log"
    echo "judgekit-test: pisek setter $1 FAILED"
    return 1
  fi
}
for name in $setter_names; do
  [ -d "$work/setter-kattis/$name" ] || continue
  [ -x "$pisek_venv/bin/pisek" ] || continue
  while [ "$(jobs -rp | wc -l)" -ge "$(nproc)" ]; do sleep 0.2; done
  (pisek_setter "$name" >"$work/reports/pisek-$name" 2>&1 || touch "$work/reports/pisek-$name.failed") &
done
wait
for name in $setter_names; do
  [ -e "$work/reports/pisek-$name" ] || continue
  if [ -e "$work/reports/pisek-$name.failed" ]; then
    cat "$work/reports/pisek-$name" >&2
    failed=1
  else
    cat "$work/reports/pisek-$name"
    pisek_ok=$((${pisek_ok:-0} + 1))
  fi
done
[ ! -x "$pisek_venv/bin/pisek" ] || summary_checked "pisek: each solution's points and verdicts per subtask as expected on ${pisek_ok:-0} of $(echo $setter_names | wc -w) setter variants"

# The DMOJ judge on every problem's DMOJ package. Each problem directory
# gets tests/ as the judge's own test runner reads them: accepted.py must be
# AC on every test; wrong.py must get, test by test, the verdict gridsolve
# check gives it (and WA at least once); the textbook C/C++ solutions of
# bench/baselines must be AC. The time limit of these runs is generous
# (150 s): they prove verdicts, not speed, and the judge gives up on a
# worker that stays silent for twice the time limit (at least 60 s), which
# compiling testlib into a checker took past 120 s at a load average of 17
# on 2 cores; for the same reason the compiler gets 120 s, not 10.
dmoj_dir=$work/dmoj
mkdir -p "$dmoj_dir/problems"
# The judge's runtimes: Debian's compilers and python3 (autoconf's YAML
# follows its report).
PATH=/usr/bin:/bin "$dmoj_venv/bin/dmoj-autoconf" 2>/dev/null | sed -n '/^runtime:/,$p' >"$dmoj_dir/judge.yml"
echo "compiler_time_limit: 120" >>"$dmoj_dir/judge.yml"
for runtime in 'g++17:' 'gcc:' 'python3:'; do
  grep -q "^  $runtime" "$dmoj_dir/judge.yml" || { echo "judgekit-test: dmoj-autoconf configured no $runtime" >&2; failed=1; }
done
dmoj_test() { # DIR LANGUAGE SOURCE [CASES]: one submission the judge's test runner makes
  mkdir -p "$1"
  cp "$3" "$1/"
  printf 'language: %s\ntime: 150\nmemory: 524288\nsource: %s\nexpect: AC\n%s' "$2" "$(basename "$3")" "${4:-}" >"$1/test.yml"
}
for problem in $problems; do
  gridsolve package "$problem" --format dmoj --out "$dmoj_dir/problems/$problem" --count 3 --seed 3
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
textbook() { # PROBLEM NAME LANGUAGE SOURCE, when PROBLEM is judged
  case " $(echo $problems) " in *" $1 "*) dmoj_test "$dmoj_dir/problems/$1/tests/$2" "$3" "$4" ;; esac
}
textbook poj1753 textbook-c C bench/baselines/bfs1753.c
textbook p1225 textbook-c C bench/baselines/bfs1225.c
textbook hdu1043 textbook-cpp CPP17 bench/baselines/hdu1043.cpp
# The setter's own problems on the DMOJ judge: the model must be AC on
# every case; the wrong solution must get, case by case, the verdict the
# package's own checker gives it outside the judge (WA at least once). What
# the judge skips (SC), as its test runner showed: after a wrong case in a
# batch, the rest of that batch; after a wrong case outside any batch (the
# sample), every case after it.
for variant in "${setter_variants[@]}"; do
  name=${variant%%|*}
  pdir=$dmoj_dir/problems/setter-$name
  # shellcheck disable=SC2086
  gridsolve package ${variant#*|} --format dmoj --out "$pdir" --seed 6
  g++ -O2 -std=c++17 -I "$pdir" "$pdir/checker.cpp" -o "$pdir/checker.bin" \
    && g++ -O2 -std=c++17 "$pdir/solutions/wrong.cpp" -o "$pdir/wrong.bin" \
    || { echo "judgekit-test: setter $name: the DMOJ package's programs do not compile" >&2; failed=1; continue; }
  dmoj_test "$pdir/tests/model" CPP17 "$pdir/solutions/model.cpp"
  cases="" wrong=0 position=0 skip=""
  # The cases in init.yml's order, with their batch (0: none).
  while read -r batch n; do
    position=$((position + 1))
    "$pdir/wrong.bin" <"$pdir/setter-$name.$n.in" >"$pdir/wrong.out"
    if [ "$skip" = all ] || [ "$skip" = "$batch" ]; then
      cases="$cases  $position: SC\n"
    elif "$pdir/checker.bin" "$pdir/setter-$name.$n.in" "$pdir/wrong.out" "$pdir/setter-$name.$n.out" 2>/dev/null; then
      cases="$cases  $position: AC\n"
    else
      cases="$cases  $position: WA\n" wrong=1
      if [ "$batch" = 0 ]; then skip=all; else skip=$batch; fi
    fi
  done < <(awk '/^- points: [0-9]+$/ { batch++ } /in: setter-/ { match($0, /\.[0-9]+\.in/); n = substr($0, RSTART + 1, RLENGTH - 4); print (/^  -/ ? batch : 0), n }' "$pdir/init.yml")
  rm -f "$pdir/wrong.out" "$pdir/wrong.bin" "$pdir/checker.bin"
  [ "$wrong" = 1 ] || { echo "judgekit-test: dmoj setter $name: the wrong solution is right on every test" >&2; failed=1; }
  dmoj_test "$pdir/tests/wrong" CPP17 "$pdir/solutions/wrong.cpp" "$(printf 'cases:\n%b' "$cases")"
  sed -i 's/^expect: AC$/expect: [AC, WA, SC]/' "$pdir/tests/wrong/test.yml"
done

# Two judges at once, each on half the problems (most of the time is
# compiling testlib into each problem's checker).
set -- $problems $(for n in $setter_names; do echo "setter-$n"; done)
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
