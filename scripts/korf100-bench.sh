#!/usr/bin/env bash
# Korf's 100 random 15-puzzle instances, solved optimally, pattern database
# construction included: one thread, then two; with the reflection and
# without. Every path is replayed and every length checked against Korf's
# published optimum (the example asserts both). Writes the section
# "15-puzzle: Korf's 100" of BENCHMARKS.md (between its two marker lines,
# appended if absent).
#
# Usage: scripts/korf100-bench.sh [INSTANCES] [--no-write]
#   INSTANCES defaults to ../shared/data/korf100.txt (16 numbers a line, 0 the blank).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
instances="${1:-$root/../shared/data/korf100.txt}"
write=yes
[[ "${2:-}" == "--no-write" || "${1:-}" == "--no-write" ]] && write=no
[[ "$instances" == "--no-write" ]] && instances="$root/../shared/data/korf100.txt"

cd "$root"
cargo build --release -q -p gridsolve-core --example korf100
bin="$root/target/release/examples/korf100"
out="$root/target/korf100"
mkdir -p "$out"

# One run: its report, plus the process's CPU seconds (user + system).
run() {
    local name="$1"
    shift
    local start_cpu end
    TIMEFORMAT='%U %S %R'
    { time "$bin" "$instances" "$@" >"$out/$name.md" 2>"$out/$name.log"; } 2>"$out/$name.time"
    read -r user sys wall <"$out/$name.time"
    printf '%s\n' "$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.1f", u + s }')" >"$out/$name.cpu"
    echo "$name: wall ${wall} s, cpu $(cat "$out/$name.cpu") s" >&2
}

load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
run one-thread --threads 1 --heuristic pdb
run two-threads --threads 2 --heuristic pdb
run one-thread-plain --threads 1 --heuristic pdb-plain
# Other partitions, for comparison: the first 25 instances, without reflection.
partitions=(
    "1,2,3/4,5,8,9,12,13/6,7,10,11,14,15"
    "1,2,3,5,6,7/4,8,9,12,13,14/10,11,15"
    "1,2,4,5,8,9/3,6,7,10,11,15/12,13,14"
    "1,2,3/4,5,6,8,9,10/7,11,12,13,14,15"
)
for i in "${!partitions[@]}"; do
    run "partition-$i" --threads 1 --heuristic pdb-plain --first 25 --partition "${partitions[$i]}"
done
load_after="$(cut -d' ' -f1-3 /proc/loadavg)"

cpu_model="$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//' || echo unknown)"
section="$out/section.md"
{
    echo "<!-- korf100:start (written by scripts/korf100-bench.sh) -->"
    echo "## 15-puzzle: Korf's 100"
    echo
    echo "All 100 instances of Korf (1985), solved optimally by IDA* on additive 6-6-3 pattern"
    echo "databases (\`{1,2,3}\`, \`{4,5,8,9,12,13}\`, \`{6,7,10,11,14,15}\`) and, in the first two runs,"
    echo "their reflection about the main diagonal (the larger of the two sums). Construction of the"
    echo "databases is included in every run (no cache). Every path was replayed to the goal and every"
    echo "length equals Korf's published optimum (5,305 moves over the 100)."
    echo
    echo "Machine: $cpu_model, $(nproc) cores, $(date -u +%Y-%m-%d). Load average $load_before before"
    echo "and $load_after after (other jobs were running, so wall times are upper bounds; the CPU time is"
    echo "the process's own)."
    echo
    for name in one-thread two-threads one-thread-plain; do
        case "$name" in
            one-thread) echo "### One thread, with reflection" ;;
            two-threads) echo "### Two threads (construction: one pattern per thread; instances shared), with reflection" ;;
            one-thread-plain) echo "### One thread, without reflection" ;;
        esac
        echo
        echo "Process CPU time (user + system): $(cat "$out/$name.cpu") s."
        echo
        grep '^|' "$out/$name.md"
        echo
    done
    echo "### Choice of partition"
    echo
    echo "The first 25 instances, one thread, without reflection (the default partition first):"
    echo
    echo "| partition (goal cells; the blank's goal is cell 0) | nodes, mean | CPU, whole run |"
    echo "|---|---:|---:|"
    for i in "${!partitions[@]}"; do
        mean="$(grep 'nodes expanded, total / mean' "$out/partition-$i.md" | sed 's/.* \/ \([0-9]*\) |$/\1/')"
        echo "| \`${partitions[$i]//\//\` \`}\` | $mean | $(cat "$out/partition-$i.cpu") s |"
    done
    echo
    echo "Literature (Korf and Felner 2002, on a 2002 machine): 6-6-3 about 617,000 nodes and"
    echo "0.16 s per instance; 5-5-5 about 3.1 million nodes, 0.54 s; Manhattan distance alone"
    echo "about 401 million nodes."
    echo
    echo "Reproduce: \`scripts/korf100-bench.sh\` (reports in \`target/korf100/\`)."
    echo "<!-- korf100:end -->"
} >"$section"

if [[ "$write" == yes ]]; then
    python3 - "$root/BENCHMARKS.md" "$section" <<'PY'
import sys
path, section = sys.argv[1], open(sys.argv[2]).read().rstrip("\n")
text = open(path).read() if __import__("os").path.exists(path) else "# Benchmarks\n"
start, end = "<!-- korf100:start", "<!-- korf100:end -->"
if start in text and end in text:
    before = text[: text.index(start)]
    after = text[text.index(end) + len(end):]
    text = before + section + after
else:
    text = text.rstrip("\n") + "\n\n" + section + "\n"
open(path, "w").write(text)
PY
    echo "wrote the section into BENCHMARKS.md" >&2
fi
cat "$section"
