# Luogu P1379, a WRONG solution: the reference's breadth-first search from
# the goal 123804765, with a neighbour table that lets the blank wrap
# around from one row's end to the next row's start (too short answers).
import sys
from collections import deque

GOAL = "123804765"
# The mistake: i - 1 and i + 1 are taken as neighbours even across a row end,
# so the blank at the end of a row jumps to the start of the next one.
NEIGHBOURS = [[j for j in (i - 3, i + 3, i - 1, i + 1) if 0 <= j < 9] for i in range(9)]


def distances():
    distance = {GOAL: 0}
    queue = deque([GOAL])
    while queue:
        board = queue.popleft()
        steps = distance[board] + 1
        blank = board.index("0")
        for other in NEIGHBOURS[blank]:
            cells = list(board)
            cells[blank], cells[other] = cells[other], cells[blank]
            nxt = "".join(cells)
            if nxt not in distance:
                distance[nxt] = steps
                queue.append(nxt)
    return distance


def main():
    boards = sys.stdin.read().split()
    distance = distances()
    print("\n".join(str(distance.get(board, -1)) for board in boards))


main()
