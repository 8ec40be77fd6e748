# HDU 1043 / POJ 1077 reference solution: one breadth-first search backwards
# from the goal 12345678x over every board that reaches it, keeping for each
# board the x's first move on a shortest path and the board it leads to;
# each case then follows those links (or prints `unsolvable` for a board the
# search never met). Boards are 9-character strings.
import sys
from collections import deque

GOAL = "12345678x"
# From each cell of the x: (direction, the cell it moves to).
STEPS = [[(d, j) for d, j in (("u", i - 3), ("d", i + 3), ("l", i - 1), ("r", i + 1))
          if 0 <= j < 9 and (j // 3 == i // 3 or j % 3 == i % 3)] for i in range(9)]
OPPOSITE = {"u": "d", "d": "u", "l": "r", "r": "l"}


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
                # From nxt the x goes back the way it came to reach board.
                toward[nxt] = (OPPOSITE[direction], board)
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
