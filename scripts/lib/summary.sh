# What each stage of scripts/test.sh checked, skipped, sampled and
# installed, recorded as the stage runs, and the summary printed from those
# records at the end of the run. Sourced (not run) by scripts/test.sh and by
# the stage scripts:
#
#   . scripts/lib/summary.sh
#   summary_checked "verifyproblem: 9 Kattis packages, 0 errors"
#   summary_skipped "verifyproblem" "testlib.h not found in /x" "put it in /x" testlib
#
# Under scripts/test.sh, $GRIDSOLVE_TEST_SUMMARY names the folder of the
# records and $GRIDSOLVE_TEST_STAGE the running stage; a script run by hand
# has neither, and the summary_* functions do nothing (the script's own
# messages say what it did).
#
# records.tsv has one record a line, tab-separated: STAGE KIND FIELDS...
#   checked        TEXT                     what the stage verified, with its counts
#   skipped        WHAT REASON REMEDY KEY   a check that did not run
#   skipped-stage  WHAT REASON REMEDY KEY   the same, and the stage checked nothing else
#   skipped-test   NAME REASON REMEDY KEY   a cargo test that returned early; libtest
#                                           counts it as passed, the summary as skipped
#                                           (crates/gridsolve/tests/common writes these)
#   reduced        TEXT                     sampled in the everyday run; GRIDSOLVE_TEST_FULL=1
#                                           runs it whole
#   installed      TEXT                     what the run installed (apt, pip, npm, rustup, cargo)
# Skips with the same KEY (e.g. testlib) share one reason-and-remedy line in
# the summary, however many tests and stages they come from.
# scripts/test.sh keeps its own files beside: plan.tsv (ID TITLE, every
# stage in order), stages.tsv (ID RESULT SECONDS [BUSY], as each ends; RESULT
# is passed, failed, interrupted or left-out; BUSY the percent of the
# machine's cores busy during the stage, every process counted) and each
# stage's standard output, ID.log, from which the summary counts cargo's and
# node's test results.

# Where testlib.h comes from: the remedy of every skip keyed "testlib", in
# the same words as TESTLIB_REMEDY in crates/gridsolve/tests/common/mod.rs
# (crates/gridsolve/tests/test_summary.rs checks that they agree).
summary_testlib_remedy='get testlib.h from https://github.com/MikeMirzayanov/testlib (release 0.9.45; 0.9.41 for the old-judge check) and set TESTLIB_DIR and TESTLIB_0941_DIR to the folders holding them (defaults: ../shared/third_party/testlib and ../shared/third_party/testlib-0.9.41, beside the clone)'

# One field: tabs and line breaks would split the record.
summary__field() {
  local text=${1//$'\t'/ }
  printf '%s' "${text//$'\n'/ }"
}

summary__record() {
  [ -n "${GRIDSOLVE_TEST_SUMMARY:-}" ] && [ -d "$GRIDSOLVE_TEST_SUMMARY" ] || return 0
  local line field
  line=$(summary__field "${GRIDSOLVE_TEST_STAGE:-unknown}")
  for field in "$@"; do line+=$'\t'$(summary__field "$field"); done
  printf '%s\n' "$line" >>"$GRIDSOLVE_TEST_SUMMARY/records.tsv"
}

# summary_checked TEXT: what the stage verified (give the counts).
summary_checked() { summary__record checked "$1"; }

# summary_skipped WHAT REASON REMEDY [KEY]: WHAT did not run because of
# REASON; REMEDY says how to make it run (the variable to set, where to get
# the file). KEY groups skips that share a cause.
summary_skipped() { summary__record skipped "$1" "$2" "$3" "${4:-}"; }

# summary_stage_skipped WHAT REASON REMEDY [KEY]: as summary_skipped, and the
# stage checked nothing (the summary shows it as skipped, never passed).
summary_stage_skipped() { summary__record skipped-stage "$1" "$2" "$3" "${4:-}"; }

# summary_reduced TEXT: what the everyday run samples (GRIDSOLVE_TEST_FULL=1
# runs it whole).
summary_reduced() { summary__record reduced "$1"; }

# summary_installed TEXT: what this run installed, with where it went
# ("apt: chromium", "pip: problemtools into target/judgekit-venv").
summary_installed() { summary__record installed "$1"; }

# summary_render DIR STATUS SECONDS [NOTE]: prints the summary of the run
# whose records are in DIR. STATUS is passed, failed or interrupted; SECONDS
# the run's length; NOTE a line printed before the verdict.
summary_render() {
  local dir=$1 status=$2 seconds=$3 note=${4:-}
  touch "$dir/plan.tsv" "$dir/stages.tsv" "$dir/records.tsv"
  awk -F '\t' -v dir="$dir" -v status="$status" -v seconds="$seconds" -v note="$note" '
    function mmss(s) { return sprintf("%dm%02ds", int(s / 60), s % 60) }
    # Skips of one cause (KEY, else the reason itself) become one entry:
    # the reasons, the remedy, then per stage what was skipped.
    function add_skip(key, stage, what, reason, remedy, is_test,    k, had) {
      k = (key != "" ? key : reason)
      if (!(k in skip_reason)) { skip_keys[++nskip] = k; skip_reason[k] = reason; skip_remedy[k] = remedy }
      else if (index(skip_reason[k], reason) == 0) skip_reason[k] = skip_reason[k] "; " reason
      had = ((k, stage) in skip_what)
      if (!had) { skip_stages[k] = skip_stages[k] SUBSEP stage; skip_what[k, stage] = what }
      else skip_what[k, stage] = skip_what[k, stage] ", " what
      if (is_test) skip_tests[k, stage]++
    }
    # A stage as the skip list names it: its title up to the first colon.
    function short(id,    t) {
      t = (id in title ? title[id] : id); sub(/:.*/, "", t); sub(/ \(.*/, "", t); return t
    }
    function node_skip(stage, name, why) {
      add_skip("node-skip:" why, stage, name, "the test skips itself" (why != "" ? ": " why : ""), "", 1)
      partial[stage] = 1
    }
    BEGIN {
      while ((getline line < (dir "/plan.tsv")) > 0) {
        split(line, f, "\t"); order[++nplan] = f[1]; title[f[1]] = f[2]
      }
      while ((getline line < (dir "/stages.tsv")) > 0) {
        split(line, f, "\t"); result[f[1]] = f[2]; took[f[1]] = f[3]; busy[f[1]] = f[4]
      }
      while ((getline line < (dir "/records.tsv")) > 0) {
        n = split(line, f, "\t"); stage = f[1]; kind = f[2]
        if (kind == "checked") checked[stage] = checked[stage] SUBSEP f[3]
        else if (kind == "reduced") reduced[++nreduced] = stage SUBSEP f[3]
        else if (kind == "installed") installed[++ninstalled] = stage SUBSEP f[3]
        else if (kind == "skipped-test") {
          skipped_tests[stage]++
          add_skip(f[6], stage, f[3], f[4], f[5], 1)
        } else if (kind == "skipped" || kind == "skipped-stage") {
          if (kind == "skipped-stage") whole[stage] = 1
          else partial[stage] = 1
          add_skip(f[6], stage, f[3], f[4], f[5], 0)
        }
      }
      # Each stage log: the results of cargo test (libtest) and node --test.
      for (i = 1; i <= nplan; i++) {
        id = order[i]; logfile = dir "/" id ".log"
        while ((getline line < logfile) > 0) {
          if (match(line, /^test result: [A-Za-z]+\. [0-9]+ passed; [0-9]+ failed; [0-9]+ ignored/)) {
            split(line, w, /[ ;.]+/)
            # test result: ok. N passed; N failed; N ignored
            cargo_seen[id] = 1; cargo_pass[id] += w[4]; cargo_fail[id] += w[6]; cargo_ign[id] += w[8]
          } else if (match(line, /^test .* \.\.\. ignored/)) {
            name = line; sub(/^test /, "", name); why = name
            sub(/ \.\.\. ignored.*/, "", name)
            if (sub(/^.* \.\.\. ignored, /, "", why)) why = "#[ignore = \"" why "\"]"; else why = "#[ignore]"
            add_skip("ignored:" why, id, name, "marked " why, "cargo test -- --ignored", 1)
            partial[id] = 1
          } else if (match(line, /^(# |ℹ )(tests|pass|fail|cancelled|skipped|todo) [0-9]+$/)) {
            n = split(line, w, " "); node_seen[id] = 1; node[id, w[2]] += w[3]
          } else if (match(line, /^ *ok [0-9]+ - .* # SKIP/)) {
            # TAP: ok 2 - name # SKIP reason
            name = line; sub(/^ *ok [0-9]+ - /, "", name); why = name
            sub(/ # SKIP.*/, "", name); sub(/^.* # SKIP */, "", why)
            node_skip(id, name, why)
          } else if (match(line, /^ *﹣ /)) {
            # spec: ﹣ name (0.1ms) # reason
            name = line; sub(/^ *﹣ /, "", name); why = name
            sub(/ \([0-9.]+m?s\).*/, "", name)
            if (!sub(/^.* # /, "", why)) why = ""
            node_skip(id, name, why)
          }
        }
        close(logfile)
      }

      failed_stage = ""
      printf "\n== test.sh: summary ==\n"
      for (i = 1; i <= nplan; i++) {
        id = order[i]
        if (!(id in result)) { state = "not run"; t = "      " }
        else if (result[id] == "left-out") { state = "left out"; t = "      "; left_out = left_out " " id }
        else {
          t = mmss(took[id]); state = result[id]
          if (state == "passed" && whole[id]) state = "SKIPPED"
          else if (state == "passed" && (partial[id] || skipped_tests[id])) state = "passed, with skips"
          else if (state == "failed") { state = "FAILED"; failed_stage = title[id] }
          else if (state == "interrupted") { state = "INTERRUPTED"; failed_stage = title[id] }
        }
        printf "  %6s  %-18s  %s%s\n", t, state, title[id], busy[id] == "" ? "" : " [cores " busy[id] "% busy]"
        if (cargo_seen[id]) {
          passed = cargo_pass[id] - skipped_tests[id]
          if (passed < 0) passed = 0
          printf "  %6s  %-18s    cargo tests: %d passed, %d failed, %d skipped at run time, %d ignored\n", \
            "", "", passed, cargo_fail[id], skipped_tests[id], cargo_ign[id]
        }
        if (node_seen[id])
          printf "  %6s  %-18s    node tests: %d passed, %d failed, %d skipped, %d cancelled\n", \
            "", "", node[id, "pass"], node[id, "fail"], node[id, "skipped"] + node[id, "todo"], node[id, "cancelled"]
        m = split(substr(checked[id], 2), lines, SUBSEP)
        for (j = 1; j <= m; j++) printf "  %6s  %-18s    %s\n", "", "", lines[j]
      }

      printf "\nskipped (what did not run, why, and how to run it):\n"
      if (nskip == 0) printf "  nothing\n"
      for (i = 1; i <= nskip; i++) {
        k = skip_keys[i]
        if (skip_remedy[k] != "") printf "  - %s. To run it: %s\n", skip_reason[k], skip_remedy[k]
        else printf "  - %s\n", skip_reason[k]
        m = split(substr(skip_stages[k], 2), st, SUBSEP)
        for (j = 1; j <= m; j++) {
          n = skip_tests[k, st[j]] + 0
          printf "      %s%s: %s\n", short(st[j]), (n > 1 ? ", " n " tests" : (n == 1 ? ", 1 test" : "")), skip_what[k, st[j]]
        }
      }
      if (nreduced > 0) {
        printf "\nsampled (GRIDSOLVE_TEST_FULL=1 runs them in full):\n"
        for (i = 1; i <= nreduced; i++) { split(reduced[i], p, SUBSEP); printf "  - %s\n", p[2] }
      }
      printf "\ninstalled by this run:\n"
      if (ninstalled == 0) printf "  nothing\n"
      for (i = 1; i <= ninstalled; i++) { split(installed[i], p, SUBSEP); printf "  - %s\n", p[2] }

      if (note != "") printf "\n%s\n", note
      word = (status == "passed" ? "passed" : (status == "interrupted" ? "INTERRUPTED" : "FAILED"))
      if (failed_stage != "") word = word " in: " failed_stage
      else if (left_out != "") word = word ", but only the stages GRIDSOLVE_TEST_STAGES selected (left out:" left_out ")"
      printf "\n== test.sh: %s after %s ==\n", word, mmss(seconds)
    }'
}
