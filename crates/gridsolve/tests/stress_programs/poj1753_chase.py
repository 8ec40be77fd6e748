# POJ 1753, correct: for each goal colour and each set of presses on the
# first row, the later rows are forced (press under every cell of the wrong
# colour); the fewest presses over the 2 x 16 choices is the minimum.
# With --only-white it checks only the all-white goal: the classic bug.
import sys

ONLY_WHITE = "--only-white" in sys.argv


def flip(board, r, c):
    for dr, dc in ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)):
        rr, cc = r + dr, c + dc
        if 0 <= rr < 4 and 0 <= cc < 4:
            board[rr][cc] ^= 1


def fewest(start):
    best = None
    for goal in ((0,) if ONLY_WHITE else (0, 1)):
        for first in range(16):
            board = [row[:] for row in start]
            presses = 0
            for c in range(4):
                if first >> c & 1:
                    flip(board, 0, c)
                    presses += 1
            for r in range(1, 4):
                for c in range(4):
                    if board[r - 1][c] != goal:
                        flip(board, r, c)
                        presses += 1
            if all(v == goal for v in board[3]) and (best is None or presses < best):
                best = presses
    return best


tokens = sys.stdin.read().split()
for i in range(0, len(tokens) - 3, 4):
    board = [[1 if ch == "b" else 0 for ch in row] for row in tokens[i:i + 4]]
    best = fewest(board)
    print("Impossible" if best is None else best)
