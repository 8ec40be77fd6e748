# POJ 2965 reference solution: the parity rule. Press a handle exactly when
# its row and column together hold an odd number of '+'; list row-major.
import sys


def main():
    cells = "".join(sys.stdin.read().split())
    out = []
    for at in range(0, len(cells) - 15, 16):
        grid = [cells[at + r * 4:at + r * 4 + 4] for r in range(4)]
        presses = []
        for r in range(4):
            for c in range(4):
                plus = grid[r].count("+") + sum(grid[i][c] == "+" for i in range(4)) - (grid[r][c] == "+")
                if plus % 2 == ODD:
                    presses.append((r + 1, c + 1))
        out.append(str(len(presses)))
        out.extend("%d %d" % p for p in presses)
    print("\n".join(out))


ODD = 1
main()
