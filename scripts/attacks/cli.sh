#!/usr/bin/env bash
# The command line's attacks of issue 20, kept as a bounded suite: huge
# answers, the board reader, unbounded file reads and `stress`. Each attack
# runs under `timeout` and an address-space limit (`ulimit -v`), prints one
# line (name, expected, found, exit code, seconds) and the script exits 1 when
# any outcome differs. $GRIDSOLVE_BIN is the binary (scripts/attack-test.sh
# sets it); about 20 s with the debug build.
set -uo pipefail
BIN=${GRIDSOLVE_BIN:-target/debug/gridsolve}
BIN=$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")
WORK=$(mktemp -d "${TMPDIR:-/tmp}/gridsolve-attacks-cli.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
# `stress` programs call `gridsolve` by name: the binary under test.
mkdir "$WORK/bin" && ln -s "$BIN" "$WORK/bin/gridsolve"
export PATH="$WORK/bin:$PATH"
failures=0

# attack NAME EXPECTED_EXIT SECONDS KIB GREP COMMAND...: runs COMMAND (a
# shell string) with at most KIB KiB of address space and SECONDS of time;
# passes when it exits EXPECTED_EXIT and its stdout+stderr contain GREP.
attack() {
  local name=$1 expected=$2 seconds=$3 kib=$4 grep=$5 command=$6
  local began ended code took
  began=$(date +%s.%N)
  ( ulimit -v "$kib"; exec timeout -k 1 "$seconds" bash -c "set -o pipefail; $command" ) >"$WORK/out" 2>&1
  code=$?
  ended=$(date +%s.%N)
  took=$(awk -v a="$began" -v b="$ended" 'BEGIN { printf "%.1f", b - a }')
  if [ "$code" = "$expected" ] && grep -qF -- "$grep" "$WORK/out"; then
    echo "ok    $name: exit $code in ${took}s (expected exit $expected, '$grep'; limits ${seconds}s, $((kib / 1024)) MiB)"
  else
    echo "FAIL  $name: exit $code in ${took}s, expected exit $expected and '$grep'; output:"
    head -c 600 "$WORK/out" | sed 's/^/      /'
    echo
    failures=$((failures + 1))
  fi
}

# A 2,000 x 2,000 board: about two million presses (over 400 MB held as moves and text before).
awk 'BEGIN { srand(7); for (r = 0; r < 2000; r++) { s = ""; for (c = 0; c < 2000; c++) s = s (rand() < 0.5 ? "0" : "1"); print s } }' >"$WORK/board"

echo "== huge answers"
attack "solve text, 2000x2000, 100 MiB" 0 20 102400 "algorithm: linear" \
  "'$BIN' solve --moves plus '$WORK/board' | tail -c 100"
attack "solve JSON, 2000x2000, 100 MiB" 0 20 102400 '"solvable":true}' \
  "'$BIN' solve --moves plus --format json '$WORK/board' | tail -c 40"
attack "solve --explain, 2000x2000: refused before solving" 4 5 102400 "are 8000000; use --format grid" \
  "'$BIN' solve --moves plus --explain '$WORK/board'"

echo "== board reader"
attack "yes 0 | solve --format grid, 400 MiB" 4 20 409600 "gridsolve holds at most that much board" \
  "yes 0 | '$BIN' solve --moves plus --format grid"

echo "== file reads"
mkfifo "$WORK/fifo"
attack "board file is a FIFO" 3 5 102400 "is a FIFO" "'$BIN' solve --moves plus '$WORK/fifo'"
attack "board file is <(cmd)" 3 5 102400 "give \`-\` and feed it on stdin" "'$BIN' solve --moves plus <(echo 01)"
attack "board file is /dev/zero" 3 5 102400 "/dev/zero is a character device" "'$BIN' solve --moves plus /dev/zero"
attack "board on stdin still reads a pipe" 0 5 102400 "solvable: yes" "echo 010 | '$BIN' solve --moves plus -"
attack "check INPUT is /dev/zero" 3 5 102400 "FAIL /dev/zero is a character device" \
  "'$BIN' check poj1753 /dev/zero /dev/null /dev/null"
mkdir -p "$WORK/testlib"; ln -s /dev/zero "$WORK/testlib/testlib.h"
attack "package --testlib: testlib.h -> /dev/zero" 3 5 102400 "testlib.h is a character device" \
  "'$BIN' package poj1753 --format kattis --out '$WORK/pkg' --testlib '$WORK/testlib'"
rm "$WORK/testlib/testlib.h"; truncate -s 3G "$WORK/testlib/testlib.h"
attack "package --testlib: 3 GB sparse testlib.h" 4 5 102400 "gridsolve reads at most 16 MiB" \
  "'$BIN' package poj1753 --format kattis --out '$WORK/pkg' --testlib '$WORK/testlib'"
# The pattern databases of a 3x4 board, built once and kept under target/
# when the binary is cargo's (5 s to build in debug).
CACHE=$WORK/pdb-cache
case $(basename "$(dirname "$(dirname "$BIN")")") in
  target) CACHE=$(dirname "$(dirname "$BIN")")/attack-pdb-cache ;;
esac
printf '1 2 3 4\n5 6 7 8\n9 10 0 11\n' >"$WORK/slide"
GRIDSOLVE_CACHE_DIR=$CACHE "$BIN" solve --moves slide "$WORK/slide" >/dev/null 2>&1
small="$CACHE/pdb-3x4-780-b11.bin"
for hostile in zero fifo sparse; do
  rm -f "$small"
  case $hostile in
    zero) ln -s /dev/zero "$small"; expect="a character device" ;;
    fifo) mkfifo "$small"; expect="a FIFO" ;;
    sparse) truncate -s 3G "$small"; expect="has 3221225472 bytes" ;;
  esac
  attack "pattern database cache file: $hostile" 0 20 409600 "$expect" \
    "GRIDSOLVE_CACHE_DIR='$CACHE' '$BIN' solve --moves slide --stats '$WORK/slide'"
done

echo "== stress"
attack "stress --count u64::MAX" 2 5 102400 "is not in 1..=10000000" \
  "'$BIN' stress poj1753 --count 18446744073709551615 -- true"
attack "stress --count 10000000 --batch, 200 MiB" 1 20 204800 "the batch run of cases 1 to 10000 (of 10000000) failed as a whole: runtime error" \
  "'$BIN' stress poj1753 --count 10000000 --batch -- sh -c 'cat >/dev/null; exit 3'"
attack "stress: setsid grandchild holds the pipe 10 s" 1 5 204800 "its output was still open at 500 ms" \
  "'$BIN' stress poj1753 --count 1 --timeout-ms 500 -- sh -c 'setsid sleep 10 & exec gridsolve poj1753'"
attack "stress: 1 MB of stderr from a correct program" 0 10 204800 "all 3 cases passed" \
  "'$BIN' stress poj1753 --count 3 -- sh -c 'gridsolve poj1753; head -c 1000000 /dev/zero >&2'"
attack "stress: time limit shrunk to a wrong answer" 1 15 204800 "the shrunk case fails differently: wrong answer" \
  "'$BIN' stress poj1753 --count 2 --timeout-ms 300 -- sh -c 'x=\$(cat); n=\$(printf %s \"\$x\" | tr -cd b | wc -c); if [ \"\$n\" -ge 5 ]; then sleep 5; fi; echo 0'"
attack "stress --batch: the failing case alone" 1 10 204800 "case 37 of 200 failed in the batch run of cases 1 to 200" \
  "'$BIN' stress poj1753 --batch -- sh -c 'gridsolve poj1753 | awk \"NR==37{print 99; next} {print}\"'"

if [ "$failures" -gt 0 ]; then
  echo "cli attacks: $failures outcome(s) differ"
  exit 1
fi
echo "cli attacks: every outcome as expected"
