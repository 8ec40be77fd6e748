# Luogu P4289 reference solution: breadth-first search over the boards with
# the start's number of pieces.
import sys
from collections import deque

PAIRS = [(i, i + 1) for i in range(16) if i % 4 < 3] + [(i, i + 4) for i in range(12)]


def distance(start, target):
    dist = {start: 0}
    queue = deque([start])
    while queue:
        board = queue.popleft()
        if board == target:
            return dist[board]
        for a, b in PAIRS:
            if (board >> a & 1) != (board >> b & 1):
                nxt = board ^ (1 << a) ^ (1 << b)
                if nxt not in dist:
                    dist[nxt] = dist[board] + 1
                    queue.append(nxt)
    return -1


def misplaced(start, target):
    return bin(start ^ target).count("1") // 2


def main():
    cells = "".join(sys.stdin.read().split())
    out = []
    for at in range(0, len(cells) - 31, 32):
        start = sum(1 << i for i, ch in enumerate(cells[at:at + 16]) if ch == "1")
        target = sum(1 << i for i, ch in enumerate(cells[at + 16:at + 32]) if ch == "1")
        out.append(str(ANSWER(start, target)))
    print("\n".join(out))


ANSWER = distance
main()
