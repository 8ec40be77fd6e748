# POJ 1753, a WRONG solution: writes "impossible" in lower case (the
# judge wants "Impossible"); otherwise a breadth-first search table.
import sys
from collections import deque


def masks():
    result = []
    for r in range(4):
        for c in range(4):
            m = 0
            for dr, dc in ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)):
                if 0 <= r + dr < 4 and 0 <= c + dc < 4:
                    m |= 1 << ((r + dr) * 4 + c + dc)
            result.append(m)
    return result


def distances(goals):
    dist = [-1] * (1 << 16)
    queue = deque(goals)
    for g in goals:
        dist[g] = 0
    moves = masks()
    while queue:
        board = queue.popleft()
        for m in moves:
            nxt = board ^ m
            if dist[nxt] < 0:
                dist[nxt] = dist[board] + 1
                queue.append(nxt)
    return dist


def main():
    cells = "".join(sys.stdin.read().split())
    dist = distances(GOALS)
    out = []
    for at in range(0, len(cells) - 15, 16):
        board = sum(1 << i for i, ch in enumerate(cells[at:at + 16]) if ch == "b")
        d = dist[board]
        out.append(WORD if d < 0 else str(d))
    print("\n".join(out))


GOALS = [0, 0xFFFF]
# The mistake: the word in lower case.
WORD = "impossible"
main()
