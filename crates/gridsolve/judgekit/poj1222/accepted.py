# POJ 1222 reference solution: first-row enumeration. Once the first row of
# presses is chosen, a light of row r still on can only be turned off from
# row r + 1, so the rest follows; of the 64 first rows exactly one leaves
# the last row dark (the solution is unique).
import sys

ROWS, COLS = 5, 6
FULL = (1 << COLS) - 1


def presses(lights):
    """lights: one bit mask per row (column 1 the highest bit)."""
    for first in range(1 << COLS):
        rows = [first]
        state = list(lights)
        for r in range(ROWS):
            p = rows[r]
            state[r] ^= (p ^ (p << 1) ^ (p >> 1)) & FULL
            if r + 1 < ROWS:
                state[r + 1] ^= p
                rows.append(state[r])
                state[r] = 0
        if state[ROWS - 1] == 0:
            return rows
    return None


def main():
    tokens = sys.stdin.read().split()
    puzzles = int(tokens[0])
    out = []
    for k in range(puzzles):
        cells = tokens[1 + 30 * k:31 + 30 * k]
        lights = [int("".join(cells[r * COLS:(r + 1) * COLS]), 2) for r in range(ROWS)]
        out.append("PUZZLE #%d" % (k + 1))
        for p in presses(lights):
            out.append(" ".join(str(p >> (COLS - 1 - c) & 1) for c in range(COLS)))
    sys.stdout.write("".join(line + "\n" for line in out))


main()
