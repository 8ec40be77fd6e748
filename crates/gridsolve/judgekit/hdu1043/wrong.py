# HDU 1043 / POJ 1077, a WRONG solution: the reference's backward
# breadth-first search from 12345678x, but it records the direction the x
# moved in the search from the goal instead of the way back, so every path
# of two or more moves it prints is the reversed one, mirrored.
import sys
from collections import deque

GOAL = "12345678x"
# From each cell of the x: (direction, the cell it moves to).
STEPS = [[(d, j) for d, j in (("u", i - 3), ("d", i + 3), ("l", i - 1), ("r", i + 1))
          if 0 <= j < 9 and (j // 3 == i // 3 or j % 3 == i % 3)] for i in range(9)]


def shortest_moves():
    """board -> (the x's move towards the goal, the board after it)."""
    toward = {GOAL: None}
    queue = deque([GOAL])
    while queue:
        board = queue.popleft()
        blank = board.index("x")
        for direction, other in STEPS[blank]:
            cells = list(board)
            cells[blank], cells[other] = cells[other], cells[blank]
            nxt = "".join(cells)
            if nxt not in toward:
                # The mistake: the move from board to nxt, not back.
                toward[nxt] = (direction, board)
                queue.append(nxt)
    return toward


def main():
    tokens = sys.stdin.read().split()
    toward = shortest_moves()
    out = []
    for at in range(0, len(tokens) - 8, 9):
        board = "".join(tokens[at:at + 9])
        if board not in toward:
            out.append("unsolvable")
            continue
        path = []
        while toward[board] is not None:
            move, board = toward[board]
            path.append(move)
        out.append("".join(path))
    sys.stdout.write("".join(line + "\n" for line in out))


main()
