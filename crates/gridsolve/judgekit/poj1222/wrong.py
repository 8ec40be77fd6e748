# POJ 1222, a WRONG solution: the reference's light chasing, but it never
# checks that the last row ends dark, so it always answers with the first
# row it tries (no presses in row 1), whatever lights stay on at the bottom.
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
        # The mistake: the test `state[ROWS - 1] == 0` is missing.
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
