# Luogu P1225 reference solution: breadth-first search over the boards with
# the start's number of pieces, parents kept to list the swaps.
import sys
from collections import deque

PAIRS = [(i, i + 1) for i in range(16) if i % 4 < 3] + [(i, i + 4) for i in range(12)]


def swaps(start, target):
    parent = {start: None}
    queue = deque([start])
    while queue:
        board = queue.popleft()
        if board == target:
            break
        for a, b in PAIRS:
            if (board >> a & 1) != (board >> b & 1):
                nxt = board ^ (1 << a) ^ (1 << b)
                if nxt not in parent:
                    parent[nxt] = (board, a, b)
                    queue.append(nxt)
    moves = []
    board = target
    while parent[board] is not None:
        board, a, b = parent[board]
        moves.append((a, b))
    return moves[::-1]


def cell(i):
    return "%d%d" % (i // 4 + BASE, i % 4 + BASE)


def main():
    cells = "".join(sys.stdin.read().split())
    out = []
    for at in range(0, len(cells) - 31, 32):
        start = sum(1 << i for i, ch in enumerate(cells[at:at + 16]) if ch == "1")
        target = sum(1 << i for i, ch in enumerate(cells[at + 16:at + 32]) if ch == "1")
        moves = swaps(start, target)
        out.append(str(len(moves)))
        out.extend(cell(a) + cell(b) for a, b in moves)
    print("\n".join(out))


BASE = 1
main()
