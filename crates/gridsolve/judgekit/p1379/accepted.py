# Luogu P1379 reference solution: one breadth-first search backwards from
# the goal 123804765 gives every board's distance (a move is its own
# inverse), then each case is a lookup. Boards are 9-character strings.
import sys
from collections import deque

GOAL = "123804765"
# The cells the blank at each index can trade places with.
NEIGHBOURS = [[j for j in (i - 3, i + 3, i - 1, i + 1)
               if 0 <= j < 9 and (j // 3 == i // 3 or j % 3 == i % 3)] for i in range(9)]


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
