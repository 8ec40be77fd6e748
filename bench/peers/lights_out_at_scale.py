#!/usr/bin/env python3
"""Lights Out at scale: gridsolve against the peers, whole process, side by side.

Runs already-built programs (this script builds nothing; BENCHMARKS.md says
how each peer was built) on n x n plus boards and prints a Markdown table of
the median wall-clock time of --runs runs (after one warm-up run) and the
peak RSS (GNU time's %M).

  gridsolve   reads the board file, writes the press grid (--format grid)
  axpokl      axpokl/LightOut H28, all-lit only: `axpokl N`, writes the grid
  njpipeorgan njpipeorgan/LightsOut solve<N> plus a chase driver: `nj N`
  dragoemon2  dragoemon2/lights_out_solver, all-lit only: "N N" on stdin, writes a PNG

Every program writes its answer to a file in --work. gridsolve's answers are
replayed (--verify) to check that they solve the board.

  python3 bench/peers/lights_out_at_scale.py --gridsolve target/release/gridsolve \
      --axpokl target/peers/axpokl --njpipeorgan target/peers/nj \
      --dragoemon2 target/peers/drago --sizes 1000,2000,4000,7000,10000 --work /tmp/lo
"""
import argparse
import os
import random
import statistics
import subprocess
import sys
import time


def make_board(path, n, kind):
    if os.path.exists(path):
        return
    rng = random.Random(n)
    table = bytes(48 + (b & 1) for b in range(256))
    with open(path, "wb") as f:
        for _ in range(n):
            f.write((b"1" * n if kind == "lit" else rng.randbytes(n).translate(table)) + b"\n")


def run_once(argv, stdin_bytes, out_path, cwd):
    """Wall-clock seconds, CPU seconds (user + system, from wait4) and peak
    RSS (KiB, GNU time's %M) of one run."""
    rss_path = out_path + ".rss"
    timed = ["/usr/bin/time", "-f", "%M", "-o", rss_path] + argv
    with open(out_path, "wb") as out:
        start = time.perf_counter()
        proc = subprocess.Popen(timed, stdin=subprocess.PIPE, stdout=out, stderr=subprocess.DEVNULL, cwd=cwd)
        if stdin_bytes:
            proc.stdin.write(stdin_bytes)
        proc.stdin.close()
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter() - start
    if status != 0:
        raise SystemExit(f"{argv} failed with status {status}")
    with open(rss_path) as f:
        rss = int(f.read().split()[-1])
    return elapsed, usage.ru_utime + usage.ru_stime, rss


def measure(argv, stdin_bytes, out_path, cwd, runs):
    """Median wall time, median CPU time and largest peak RSS of `runs` runs,
    after one warm-up run."""
    run_once(argv, stdin_bytes, out_path, cwd)
    results = [run_once(argv, stdin_bytes, out_path, cwd) for _ in range(runs)]
    return (
        statistics.median(r[0] for r in results),
        statistics.median(r[1] for r in results),
        max(r[2] for r in results),
    )


def verify(board_path, grid_path):
    """Replays the press grid on the board (rows as integers): True if all cells end 0."""
    with open(board_path) as b, open(grid_path) as g:
        board = [int(line, 2) for line in b if line.strip()]
        grid = [int(line, 2) for line in g if line.strip()]
    if len(board) != len(grid):
        return False
    n = len(board)
    with open(board_path) as b:
        width = len(b.readline().strip())
    mask = (1 << width) - 1
    for r in range(n):
        x = grid[r]
        effect = x ^ ((x << 1) & mask) ^ (x >> 1)
        if r > 0:
            effect ^= grid[r - 1]
        if r + 1 < n:
            effect ^= grid[r + 1]
        if effect != board[r]:
            return False
    return True


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gridsolve", required=True)
    ap.add_argument("--axpokl")
    ap.add_argument("--njpipeorgan")
    ap.add_argument("--dragoemon2")
    ap.add_argument("--sizes", default="1000,2000,4000,7000,10000")
    ap.add_argument("--alone", default="", help="sizes for gridsolve alone (e.g. 20000)")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--work", default="/tmp/lights-out-at-scale")
    ap.add_argument("--verify", action="store_true")
    args = ap.parse_args()
    for name in ("gridsolve", "axpokl", "njpipeorgan", "dragoemon2"):
        if getattr(args, name):
            setattr(args, name, os.path.abspath(getattr(args, name)))
    os.makedirs(args.work, exist_ok=True)
    sizes = [int(s) for s in args.sizes.split(",") if s]
    alone = [int(s) for s in args.alone.split(",") if s]
    rows = []
    for n in sizes + alone:
        lit = os.path.join(args.work, f"lit{n}.txt")
        rnd = os.path.join(args.work, f"random{n}.txt")
        make_board(lit, n, "lit")
        make_board(rnd, n, "random")
        entry = {"n": n}
        for kind, board in (("lit", lit), ("random", rnd)):
            out = os.path.join(args.work, f"gridsolve-{kind}{n}.out")
            argv = [args.gridsolve, "solve", "--moves", "plus", "--format", "grid", board]
            entry[f"gridsolve-{kind}"] = measure(argv, b"", out, args.work, args.runs)
            if args.verify:
                entry[f"verified-{kind}"] = verify(board, out)
        if n in sizes:
            for name, argv, stdin in (
                ("axpokl", [args.axpokl, str(n)] if args.axpokl else None, b""),
                ("njpipeorgan", [args.njpipeorgan, str(n)] if args.njpipeorgan else None, b""),
                ("dragoemon2", [args.dragoemon2] if args.dragoemon2 else None, f"{n} {n}\n".encode()),
            ):
                if argv:
                    out = os.path.join(args.work, f"{name}{n}.out")
                    entry[name] = measure(argv, stdin, out, args.work, args.runs)
        rows.append(entry)
        print(entry, file=sys.stderr, flush=True)

    def cell(entry, key):
        if key not in entry:
            return "–"
        wall, cpu, rss = entry[key]
        return f"{wall:.3f} s ({cpu:.3f}) / {rss / 1024:.0f} MB"

    def ratio(entry, index):
        mine = max(entry["gridsolve-lit"][index], entry["gridsolve-random"][index])
        times = [entry[p][index] for p in peers if p in entry]
        return f"{min(times) / mine:.1f}x" if times else "–"

    peers = ["axpokl", "njpipeorgan", "dragoemon2"]
    print("Each cell: median wall time (median CPU time, user + system) / peak RSS.\n")
    print(
        "| n x n | gridsolve all-lit | gridsolve random | axpokl all-lit | njpipeorgan all-lit | dragoemon2 all-lit "
        "| fastest peer / gridsolve, wall | same, CPU |"
    )
    print("|---:|---:|---:|---:|---:|---:|---:|---:|")
    for e in rows:
        print(
            f"| {e['n']:,} | {cell(e, 'gridsolve-lit')} | {cell(e, 'gridsolve-random')} | "
            + " | ".join(cell(e, p) for p in peers)
            + f" | {ratio(e, 0)} | {ratio(e, 1)} |"
        )
    if args.verify:
        bad = [(e["n"], k) for e in rows for k in ("verified-lit", "verified-random") if e.get(k) is False]
        print("every gridsolve answer replayed: " + ("yes" if not bad else f"NO: {bad}"))


if __name__ == "__main__":
    main()
