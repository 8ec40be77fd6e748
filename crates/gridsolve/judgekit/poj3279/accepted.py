# POJ 3279 reference solution: first-row enumeration. Once the first row of
# flips is chosen, a tile of row r still black can only be flipped from row
# r + 1, so the rest follows; try every first row in lexicographic order
# (column 1 the most significant bit) and keep the first with the fewest
# flips: the same first row gives the same grid, so it is the smallest.
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
            if fewest is None or count < fewest:
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
