# Luogu P2324 reference solution: iterative deepening A* (IDA*) with the
# number of misplaced knights as the bound (one move places at most one
# knight), depth limits 0..15; -1 when no limit up to 15 reaches the goal.
import sys

GOAL = "11111" "01111" "00*11" "00001" "00000"
LIMIT = 15
# From each cell of the blank: the cells a knight can jump in from.
JUMPS = [[(r + dr) * 5 + c + dc
          for dr, dc in ((-2, -1), (-2, 1), (-1, -2), (-1, 2), (1, -2), (1, 2), (2, -1), (2, 1))
          if 0 <= r + dr < 5 and 0 <= c + dc < 5]
         for r in range(5) for c in range(5)]


def fewest_moves(board):
    cells = list(board)
    wrong = sum(1 for i in range(25) if cells[i] != "*" and cells[i] != GOAL[i])

    def search(blank, moves, wrong, limit, came_from):
        if wrong == 0:
            return True
        if moves + wrong > limit:
            return False
        for knight in JUMPS[blank]:
            if knight == came_from:
                continue
            piece = cells[knight]
            change = (piece != GOAL[blank]) - (piece != GOAL[knight])
            cells[blank], cells[knight] = piece, "*"
            found = search(knight, moves + 1, wrong + change, limit, blank)
            cells[blank], cells[knight] = "*", piece
            if found:
                return True
        return False

    blank = cells.index("*")
    for limit in range(0, LIMIT + 1):
        if search(blank, 0, wrong, limit, -1):
            return limit
    return -1


def main():
    tokens = sys.stdin.read().split()
    boards = int(tokens[0])
    out = []
    for k in range(boards):
        out.append(str(fewest_moves("".join(tokens[1 + 5 * k:6 + 5 * k]))))
    print("\n".join(out))


main()
