#!/usr/bin/env bash
# Swap puzzles at scale against LEMON (Debian's liblemon-dev): random square
# boards from 16 x 16 to 1024 x 1024, half the cells 1 in start and target
# (the swap_large example writes them, seeded), solved by the command line
# with the whole swap sequence written to a file, and by LEMON's network
# simplex (and its cost scaling up to 256 x 256) on the same grid graph,
# side by side in one run. Every minimum must agree, and every sequence
# gridsolve wrote is replayed on the start board to the target. Writes the
# section "Swaps at scale" of BENCHMARKS.md (between its marker lines).
#
# Usage: scripts/swap-bench.sh [--no-write] [--sides "16 32 ..."]
# Needs g++ and liblemon-dev (apt-get install g++ liblemon-dev).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
write=yes
sides="16 32 64 128 256 512 1024"
while [[ $# -gt 0 ]]; do
    case "$1" in
        --no-write) write=no ;;
        --sides) sides="$2"; shift ;;
        *) echo "usage: scripts/swap-bench.sh [--no-write] [--sides \"16 32 ...\"]" >&2; exit 2 ;;
    esac
    shift
done
if [[ ! -f /usr/include/lemon/network_simplex.h ]]; then
    echo "swap-bench: LEMON is missing; install it with: apt-get install liblemon-dev" >&2
    exit 2
fi

cd "$root"
out="$root/target/swap-bench"
mkdir -p "$out"
cargo build --release -q -p gridsolve -p gridsolve-core --example swap_large --bin gridsolve
g++ -O2 -std=c++17 -o "$out/swap_lemon.linked" bench/lemon/swap_lemon.cpp -llemon
# Both programs are measured as installed copies (`install`, as `cargo
# install` and a package manager copy a program), not as the files the
# linkers wrote: on this machine (kernel 6.18, ext4) a process started from
# the file the linker had just written took 0.2 ms longer than one started
# from a copy of it, the same bytes (1.50 against 1.25 ms a run on 16 x 16,
# 2026-11-26; the same 85 system calls, 234 page faults against 209: the
# difference is the kernel mapping the file's pages).
install -m 755 "$root/target/release/gridsolve" "$out/gridsolve"
install -m 755 "$out/swap_lemon.linked" "$out/swap_lemon"
gridsolve="$out/gridsolve"

# Runs a command $BATCHES batches of $REPEAT times each, its output to $2;
# prints the mean CPU milliseconds of a run in the best batch (user +
# system, from the kernel's accounting of the children, finer than `time`'s
# hundredths: the small boards take a millisecond, and the best batch is
# the one the machine's other work disturbed least).
cpu_of() {
    local name="$1" output="$2"
    shift 2
    python3 - "$BATCHES" "$REPEAT" "$output" "$out/$name.err" "$@" <<'PY'
import resource, subprocess, sys
batches, repeat = int(sys.argv[1]), int(sys.argv[2])
output, errors, command = sys.argv[3], sys.argv[4], sys.argv[5:]
best = None
for _ in range(batches):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    for _ in range(repeat):
        with open(output, "w") as out, open(errors, "w") as err:
            subprocess.run(command, stdout=out, stderr=err, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    best = cpu / repeat if best is None else min(best, cpu / repeat)
ms = best * 1000
print(f"{ms:.3f}" if ms < 10 else f"{ms:.1f}" if ms < 1000 else f"{ms:.0f}")
PY
}

# Replays the swaps gridsolve listed ("swap (r, c) and (r, c), ...") on the
# start board and checks that it reaches the target and that each swap is of
# neighbours.
replay() {
    python3 - "$1" "$2" "$3" <<'PY'
import re, sys
start, target, answer = (open(p).read() for p in sys.argv[1:])
board = [list(row) for row in start.split()]
goal = [list(row) for row in target.split()]
line = next(l for l in answer.splitlines() if l.startswith("swaps: "))
swaps = re.findall(r"\((\d+), (\d+)\) and \((\d+), (\d+)\)", line)
for r1, c1, r2, c2 in swaps:
    (r1, c1, r2, c2) = (int(r1) - 1, int(c1) - 1, int(r2) - 1, int(c2) - 1)
    assert abs(r1 - r2) + abs(c1 - c2) == 1, "not neighbours"
    board[r1][c1], board[r2][c2] = board[r2][c2], board[r1][c1]
assert board == goal, "the swaps do not reach the target"
print(len(swaps))
PY
}

load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
rows=()
for side in $sides; do
    # Enough runs of the small boards for a measurable time.
    REPEAT=$(( side <= 32 ? 100 : side <= 128 ? 10 : 1 ))
    BATCHES=$(( side <= 256 ? 5 : 1 ))
    "$root/target/release/examples/swap_large" "$side" --write "$out" >"$out/example-$side.md"
    start="$out/swap-$side-start.txt"
    target="$out/swap-$side-target.txt"
    pieces="$(grep "^| $side |" "$out/example-$side.md" | cut -d'|' -f3 | tr -d ' ')"
    # The solvers' own times, in the process (gridsolve: pairing and sequence).
    gs_solver="$(grep "^| $side |" "$out/example-$side.md" | cut -d'|' -f7 | tr -d ' ')"
    gs_cpu="$(cpu_of "gridsolve-$side" "$out/gridsolve-$side.txt" "$gridsolve" solve --moves swap "$start" "$target")"
    gs_moves="$(sed -n 's/^moves: \([0-9]*\) (proven minimum)$/\1/p' "$out/gridsolve-$side.txt")"
    replayed="$(replay "$start" "$target" "$out/gridsolve-$side.txt")"
    [[ "$replayed" == "$gs_moves" ]] || { echo "swap-bench: $side: $replayed swaps listed, $gs_moves claimed" >&2; exit 1; }
    ns_cpu="$(cpu_of "lemon-ns-$side" "$out/lemon-ns-$side.txt" "$out/swap_lemon" "$start" "$target" network-simplex)"
    ns_moves="$(sed -n 's/^moves: //p' "$out/lemon-ns-$side.txt")"
    ns_solver="$(sed -n 's/^solver milliseconds: //p' "$out/lemon-ns-$side.txt")"
    [[ "$ns_moves" == "$gs_moves" ]] || { echo "swap-bench: $side: LEMON says $ns_moves, gridsolve $gs_moves" >&2; exit 1; }
    cs="not run"
    if ((side <= 256)); then
        cs_cpu="$(cpu_of "lemon-cs-$side" "$out/lemon-cs-$side.txt" "$out/swap_lemon" "$start" "$target" cost-scaling)"
        cs_moves="$(sed -n 's/^moves: //p' "$out/lemon-cs-$side.txt")"
        [[ "$cs_moves" == "$gs_moves" ]] || { echo "swap-bench: $side: LEMON cost scaling says $cs_moves" >&2; exit 1; }
        cs="$cs_cpu ms"
        # For the text below: how much slower cost scaling was, at the largest board it ran on.
        cs_side="$side"
        cs_factor="$(awk -v a="$cs_cpu" -v b="$ns_cpu" 'BEGIN { printf "%.0f", a / b }')"
    fi
    ratio="$(awk -v a="$ns_cpu" -v b="$gs_cpu" 'BEGIN { r = a / b; format = r < 2 ? "%.2f" : "%.1f"; printf format, r }')"
    echo "swap-bench: ${side}x$side: gridsolve $gs_cpu ms, LEMON network simplex $ns_cpu ms, cost scaling $cs" >&2
    rows+=("| $side x $side | $pieces | $gs_moves | $gs_cpu ms | $ns_cpu ms | $cs | ${ratio}x | $gs_solver ms | $ns_solver ms |")
done
load_after="$(cut -d' ' -f1-3 /proc/loadavg)"

cpu_model="$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//' || echo unknown)"
section="$out/section.md"
{
    echo "<!-- swap:start (written by scripts/swap-bench.sh) -->"
    echo "## Swaps at scale, against LEMON"
    echo
    echo "Random square boards, half the cells 1 in the start and in the target (independent; the"
    echo "\`swap_large\` example writes them from a fixed seed). gridsolve: the whole command,"
    echo "\`gridsolve solve --moves swap START TARGET\`, reading both boards and writing every swap to a"
    echo "file. LEMON $(dpkg-query -W -f='${Version}' liblemon-dev 2>/dev/null || echo '(version unknown)'): \`bench/lemon/swap_lemon.cpp\`, the same grid"
    echo "graph (an arc each way between neighbours, cost 1), its network simplex (block search, the"
    echo "default) and its cost scaling, the minimum only (no sequence). Process CPU time (user +"
    echo "system) per run, side by side: the best of 5 batches (the one the machine's other work"
    echo "disturbed least) of 100 runs up to 32 x 32, of 10 up to 128 x 128 and of one at 256 x 256, and"
    echo "one run above (process start-up included: it is most of the small boards' time). Both"
    echo "programs run as installed copies (\`install\`, as \`cargo install\` copies a program), not as"
    echo "the files their linkers wrote: on this machine a process started from a file just written by"
    echo "the linker took 0.2 ms longer than one started from a copy of it (see the script)."
    echo "Every minimum agrees, and every sequence gridsolve wrote was replayed to the target by the"
    echo "script. The last two columns are the solvers' own time in their process, one run (gridsolve:"
    echo "the pairing and the sequence, from the \`swap_large\` example; LEMON: building the graph and"
    echo "running the flow)."
    echo
    echo "Machine: $cpu_model, $(nproc) cores, $(date -u +%Y-%m-%d). Load average $load_before before and"
    echo "$load_after after."
    echo
    echo "| board | misplaced pairs | minimum swaps | gridsolve (with the sequence) | LEMON network simplex | LEMON cost scaling | network simplex / gridsolve | gridsolve, solver only | LEMON network simplex, solver only |"
    echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
    printf '%s\n' "${rows[@]}"
    echo
    echo "gridsolve's pairing is a primal-dual min-cost flow that moves its potentials one unit at a"
    echo "time (\`solvers/swap/min_cost_flow.rs\`); the sequence then carries each pair along a shortest"
    echo "path. LEMON's cost scaling is not run past 256 x 256 (it took ${cs_factor:-?} times its network"
    echo "simplex's time at ${cs_side:-?} x ${cs_side:-?}). Reproduce: \`scripts/swap-bench.sh\` (files in \`target/swap-bench/\`)."
    echo "<!-- swap:end -->"
} >"$section"

if [[ "$write" == yes ]]; then
    python3 "$root/scripts/bench-section.py" "$root/BENCHMARKS.md" "$section" swap
fi
cat "$section"
