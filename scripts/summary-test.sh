#!/usr/bin/env bash
# The summary at the end of scripts/test.sh, tested: test.sh runs with fake
# stages (GRIDSOLVE_TEST_FAKE, a script that plays each stage: prints what
# cargo and node print, records skips and installs as the real stages do,
# fails, or is interrupted), and its output must list each skip with its
# reason and remedy, count no skipped check as passed, and name the stage
# that failed or was interrupted. Takes a second; scripts/test.sh runs it
# before anything long. (crates/gridsolve/tests/test_summary.rs checks the
# records the cargo tests write.)
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/summary.sh

work=$(mktemp -d "${TMPDIR:-/tmp}/gridsolve-summary-test.XXXXXX")
trap 'rm -rf "$work"' EXIT
failures=0
checks=0

# The fake stages. FAKE_ACTIONS lists ID:ACTION pairs; a stage not listed
# records that it checked something and passes.
cat >"$work/fake-stage.sh" <<'FAKE'
. scripts/lib/summary.sh
id=$1
for pair in $FAKE_ACTIONS; do
  [ "${pair%%:*}" = "$id" ] || continue
  case "${pair#*:}" in
    cargo) # libtest's line, and six tests that skipped themselves (as tests/common records them)
      for n in 1 2 3 4 5 6; do
        summary__record skipped-test "judgekit::needs_testlib_$n" "testlib.h not found in /nowhere/testlib" "$summary_testlib_remedy" testlib
      done
      echo "test ignored_one ... ignored, takes an hour"
      echo "test result: ok. 532 passed; 0 failed; 1 ignored; 0 measured; 0 filtered out; finished in 1.00s" ;;
    node) # node --test's spec reporter, one test skipped
      printf '✔ runs (1.1ms)\n﹣ the phone at 414 px (0.1ms) # GRIDSOLVE_TEST_FULL=1 runs it\n'
      printf 'ℹ tests 12\nℹ pass 11\nℹ fail 0\nℹ cancelled 0\nℹ skipped 1\nℹ todo 0\n' ;;
    skip-stage)
      summary_stage_skipped "verifyproblem and the DMOJ judge" "testlib.h not found in /nowhere/testlib" "$summary_testlib_remedy" testlib
      exit 0 ;;
    skip-format)
      summary_skipped "the format check" "rustfmt is not installed" "rustup component add rustfmt" ;;
    install)
      summary_installed "apt: chromium fonts-wqy-microhei" ;;
    sample)
      summary_reduced "the phone tests at 360 and 390 px, not 414" ;;
    fail)
      echo "fake: this stage fails" >&2
      exit 1 ;;
    interrupt) # Ctrl-C (SIGINT) or a cancelled CI job (SIGTERM), to the whole process group
      kill "-$FAKE_SIGNAL" 0
      sleep 5
      exit 0 ;;
  esac
done
summary_checked "fake check of $id"
FAKE

# run NAME ACTIONS [SIGNAL]: test.sh on the fake stages (those of $STAGES
# when set, else all); its output in $work/NAME.out and its exit status in
# $work/NAME.status.
run() {
  local code=0
  # setsid: test.sh leads a process group of its own, which the fake
  # interruption signals.
  GRIDSOLVE_TEST_FAKE="$work/fake-stage.sh" FAKE_ACTIONS="$2" FAKE_SIGNAL="${3:-TERM}" \
    GRIDSOLVE_TEST_SUMMARY_DIR="$work/$1.records" GRIDSOLVE_TEST_FULL="" CI="" GRIDSOLVE_TEST_STAGES="${STAGES:-}" \
    setsid --wait bash scripts/test.sh >"$work/$1.out" 2>&1 </dev/null || code=$?
  echo "$code" >"$work/$1.status"
}

check() { # NAME DESCRIPTION COMMAND...: the command succeeds
  local name=$1 what=$2
  shift 2
  checks=$((checks + 1))
  if ! "$@"; then
    echo "summary-test: $name: FAILED: $what" >&2
    failures=$((failures + 1))
  fi
}
has() { grep -qF -- "$2" "$work/$1.out"; }
lacks() { ! grep -qF -- "$2" "$work/$1.out"; }
count_is() { [ "$(grep -cF -- "$3" "$work/$1.out")" = "$2" ]; }
line_has() { grep -F -- "$2" "$work/$1.out" | grep -qF -- "$3"; }
status_is() { [ "$(cat "$work/$1.status")" = "$2" ]; }

# 1. Every stage runs; the judge kit skips itself, six cargo tests skip
#    themselves (libtest counts them as passed), a browser test is skipped.
run passed "test:cargo judgekit:skip-stage web:node web:install web:sample"
check passed "exit status 0" status_is passed 0
check passed "the run passed" has passed "== test.sh: passed after"
check passed "the skipped stage is SKIPPED" line_has passed "judge kit:" "SKIPPED"
check passed "each stage says how busy the cores were" \
  bash -c "grep -F 'cargo test: unit' '$work/passed.out' | grep -qE '\\[cores [0-9]+% busy\\]\$'"
check passed "the skipped stage is not passed" bash -c "! grep -F 'judge kit:' '$work/passed.out' | grep -q ' passed'"
check passed "skipped cargo tests are not counted as passed" \
  has passed "cargo tests: 526 passed, 0 failed, 6 skipped at run time, 1 ignored"
check passed "the testlib remedy is on one line, once" count_is passed 1 "To run it: $summary_testlib_remedy"
check passed "the remedy names the source and both variables" \
  bash -c "grep -F 'To run it:' '$work/passed.out' | grep -F 'https://github.com/MikeMirzayanov/testlib' | grep -F 'TESTLIB_DIR' | grep -qF 'TESTLIB_0941_DIR'"
check passed "the reason is said once, with its folder" count_is passed 1 "testlib.h not found in /nowhere/testlib"
check passed "the skipped tests are counted and named" \
  has passed "cargo test, 6 tests: judgekit::needs_testlib_1, judgekit::needs_testlib_2, judgekit::needs_testlib_3"
check passed "the skipped stage's checks are named" has passed "verifyproblem and the DMOJ judge"
check passed "an #[ignore] test is listed with its reason" \
  has passed 'marked #[ignore = "takes an hour"]. To run it: cargo test -- --ignored'
check passed "... and named" has passed "cargo test, 1 test: ignored_one"
check passed "node's counts" has passed "node tests: 11 passed, 0 failed, 1 skipped, 0 cancelled"
check passed "node's skipped test is listed with its reason" \
  has passed "the test skips itself: GRIDSOLVE_TEST_FULL=1 runs it"
check passed "... and named" has passed "the visualizer in headless Chromium, 1 test: the phone at 414 px"
check passed "the load is reported" has passed "load average (1, 5, 15 min) at the start:"
check passed "what was installed" has passed "apt: chromium fonts-wqy-microhei"
check passed "what was sampled" has passed "the phone tests at 360 and 390 px, not 414"
check passed "a stage that skipped a part is not plainly passed" line_has passed "visualizer in headless" "passed, with skips"
check passed "nothing of the skipped judge kit is reported as checked" lacks passed "fake check of judgekit"

# 2. The build fails after the format check was skipped.
run failed "format:skip-format build:fail"
check failed "exit status 1" status_is failed 1
check failed "names the failed stage" has failed "== test.sh: FAILED in: build:"
check failed "the failed stage is FAILED" line_has failed "build: every crate" "FAILED"
check failed "the stages after it are not run" line_has failed "cargo test: unit" "not run"
check failed "still lists the skip, with its remedy" has failed "rustfmt is not installed. To run it: rustup component add rustfmt"
check failed "never says passed" lacks failed "passed after"

# 3. Interrupted in the cargo tests, after the format check was skipped:
#    by SIGTERM (a cancelled CI job), and by SIGINT (Ctrl-C) unless this
#    shell ignores it, as a shell started in the background does (test.sh
#    cannot trap a signal ignored when it started).
runs=(passed failed)
# SIGINT is signal 2: bit 1 of the mask's last hex digit.
sigint_ignored=$(awk '/^SigIgn:/ { d = index("0123456789abcdef", tolower(substr($2, length($2), 1))) - 1
  print (int(d / 2) % 2 ? "yes" : "no") }' "/proc/$$/status" 2>/dev/null || echo no)
for signal in TERM INT; do
  if [ "$signal" = INT ] && [ "$sigint_ignored" = yes ]; then
    echo "summary-test: SIGINT is ignored in this shell (started in the background?): Ctrl-C is not tested, SIGTERM is"
    continue
  fi
  name=interrupted-$signal
  runs+=("$name")
  run "$name" "format:skip-format test:interrupt" "$signal"
  check "$name" "exit status $([ "$signal" = INT ] && echo 130 || echo 143)" \
    status_is "$name" "$([ "$signal" = INT ] && echo 130 || echo 143)"
  check "$name" "names the interrupted stage" has "$name" "== test.sh: INTERRUPTED in: cargo test: unit"
  check "$name" "the stages after it are not run" line_has "$name" "cargo test --doc" "not run"
  check "$name" "still lists the skip" has "$name" "rustfmt is not installed"
  check "$name" "never says passed" lacks "$name" "passed after"
done

# 4. Only some stages (GRIDSOLVE_TEST_STAGES): the others are left out, and
#    the verdict says the run was not whole.
STAGES="format npm" run some "npm:install"
runs+=(some)
check some "exit status 0" status_is some 0
check some "a selected stage ran" line_has some "format: cargo fmt" "passed"
check some "a stage not selected is left out" line_has some "cargo test: unit" "left out"
check some "... and checked nothing" lacks some "fake check of test"
check some "the verdict names what was left out" \
  has some "== test.sh: passed, but only the stages GRIDSOLVE_TEST_STAGES selected (left out: toolchain summary site build test"
STAGES="format nonsense" run unknown ""
check unknown "an unknown stage is refused" status_is unknown 2
check unknown "... by name" has unknown "GRIDSOLVE_TEST_STAGES names nonsense, which is no stage"

if [ "$failures" -gt 0 ]; then
  for name in "${runs[@]}"; do
    echo "--- test.sh's output, $name run:" >&2
    cat "$work/$name.out" >&2
  done
  echo "summary-test: $failures of $checks checks failed" >&2
  exit 1
fi
echo "summary-test: $checks checks of the summary passed (${runs[*]})"
summary_checked "the summary of test.sh runs on fake stages (${runs[*]}): $checks checks"
