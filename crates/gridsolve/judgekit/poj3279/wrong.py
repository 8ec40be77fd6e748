# POJ 3279, a WRONG solution: the reference's first-row enumeration, but it
# keeps the last first row with the fewest flips instead of the first, so
# when several grids tie it prints the lexicographically largest.
import sys


def best_flips(tiles, cols):
    """tiles: one bit mask per row (column 1 the highest bit)."""
    full = (1 << cols) - 1
    rows = len(tiles)
    best, fewest = None, None
    for first in range(1 << cols):
        flips = [first]
        state = list(tiles)
        for r in range(rows):
            f = flips[r]
            state[r] ^= (f ^ (f << 1) ^ (f >> 1)) & full
            if r + 1 < rows:
                state[r + 1] ^= f
                flips.append(state[r])
                state[r] = 0
        if state[rows - 1] == 0:
            count = sum(bin(f).count("1") for f in flips)
            # The mistake: <= lets a later (larger) grid replace a tie.
            if fewest is None or count <= fewest:
                best, fewest = flips, count
    return best


def main():
    tokens = sys.stdin.read().split()
    out = []
    at = 0
    while at + 1 < len(tokens):
        rows, cols = int(tokens[at]), int(tokens[at + 1])
        at += 2
        tiles = []
        for _ in range(rows):
            mask = 0
            for c in range(cols):
                mask = mask << 1 | int(tokens[at + c])
            tiles.append(mask)
            at += cols
        flips = best_flips(tiles, cols)
        if flips is None:
            out.append("IMPOSSIBLE")
        else:
            for f in flips:
                out.append(" ".join(str(f >> (cols - 1 - c) & 1) for c in range(cols)))
    sys.stdout.write("".join(line + "\n" for line in out))


main()
