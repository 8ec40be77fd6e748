#!/usr/bin/env bash
# Korf's 100 random 15-puzzle instances, solved optimally, pattern database
# construction included: one thread, then two; with the reflection and
# without; then Korf and Felner's 7-8 databases, built once into a fresh
# cache directory (one thread) and read from it by a second run. Every path is replayed and every length checked against Korf's
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
cargo build --release -q -p gridsolve-core --example korf100 --example pdb_build
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
# 7-8: built into an empty cache (construction timed), then read from it.
cache78="$out/cache-7-8"
rm -rf "$cache78"
run seven-eight-build --threads 1 --heuristic pdb --partition 7-8 --cache "$cache78"
run seven-eight --threads 1 --heuristic pdb --partition 7-8 --cache "$cache78"
run seven-eight-plain --threads 1 --heuristic pdb-plain --partition 7-8 --cache "$cache78"
cache_bytes="$(du -cb "$cache78"/*.bin | tail -1 | cut -f1)"
load_after="$(cut -d' ' -f1-3 /proc/loadavg)"

# One run's part of the section: its heading, CPU time and table.
report() {
    echo "$2"
    echo
    echo "Process CPU time (user + system): $(cat "$out/$1.cpu") s."
    echo
    grep '^|' "$out/$1.md"
    echo
}

cpu_model="$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//' || echo unknown)"
section="$out/section.md"
{
    echo "<!-- korf100:start (written by scripts/korf100-bench.sh) -->"
    echo "## 15-puzzle: Korf's 100"
    echo
    echo "All 100 instances of Korf (1985), solved optimally by IDA* on additive 6-6-3 pattern"
    echo "databases (\`{1,2,3}\`, \`{4,5,8,9,12,13}\`, \`{6,7,10,11,14,15}\`) and, in the first two runs,"
    echo "their reflection about the main diagonal (the larger of the two sums); then on Korf and"
    echo "Felner's 7-8 databases. IDA* prunes the move sequences that repeat a shorter or earlier one"
    echo "(Taylor and Korf 1993; \`solvers/slide/prune.rs\`, up to 12 moves). Construction of the 6-6-3"
    echo "databases is included in every 6-6-3 run (no cache). Every path was replayed to the goal and every"
    echo "length equals Korf's published optimum (5,305 moves over the 100)."
    echo
    echo "Machine: $cpu_model, $(nproc) cores, $(date -u +%Y-%m-%d). Load average $load_before before"
    echo "and $load_after after (other jobs were running, so wall times are upper bounds; the CPU time is"
    echo "the process's own)."
    echo
    report one-thread "### One thread, with reflection"
    report two-threads "### Two threads (construction: one pattern per thread; instances shared), with reflection"
    report one-thread-plain "### One thread, without reflection"
    echo "### 7-8: Korf and Felner's databases, four bits per entry"
    echo
    echo "Tiles \`{1,...,7}\` and \`{8,...,15}\` (57,657,600 and 518,918,400 placements), built by the"
    echo "compact builder (\`solvers/slide/compact.rs\`) into an empty cache directory, one pattern after"
    echo "the other on one thread, then read back by the next runs: $((cache_bytes / 1000000)) MB of files."
    echo
    report seven-eight-build "#### Built by this run (one thread, with reflection)"
    report seven-eight "#### From the cache (one thread, with reflection)"
    report seven-eight-plain "#### From the cache (one thread, without reflection)"
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
    echo "Literature (Korf and Felner 2002, on a 2002 machine, without reflection): 6-6-3 about"
    echo "617,000 nodes and 0.16 s per instance; 5-5-5 about 3.1 million nodes, 0.54 s; Manhattan"
    echo "distance alone about 401 million nodes; 7-8 about 36,700 nodes and a mean start estimate of"
    echo "45.63, and about 18,600 nodes with the reflection (Felner, Korf and Hanan 2004). gridsolve's"
    echo "tables hold the fewest moves of the pattern's tiles that end with the blank in its goal's"
    echo "region (the blank free within its region, the minimum over its regions); until 2026-11-26"
    echo "they started from every region of the goal placement, which cost the 7-tile table the two"
    echo "moves tiles 1 and 4 need to let the blank into its corner (7-8 with the reflection: 46,642"
    echo "nodes per instance then, 14,945 now; 6-6-3 is unchanged, its goal placements leave the"
    echo "blank's region open). Both builders are checked against an independent 0-1 breadth-first"
    echo "search of the definition, and the compact builder's 7-tile table against the byte"
    echo "builder's (\`pdb_build 4x4 1,2,3,4,5,6,7 --verify\`)."
    echo
    echo "Reproduce: \`scripts/korf100-bench.sh\` (reports in \`target/korf100/\`)."
    echo "<!-- korf100:end -->"
} >"$section"

if [[ "$write" == yes ]]; then
    python3 "$root/scripts/bench-section.py" "$root/BENCHMARKS.md" "$section" korf100
    echo "wrote the section into BENCHMARKS.md" >&2
fi
cat "$section"
