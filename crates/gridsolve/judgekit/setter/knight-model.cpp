// gridsolve package: the model solution of the knights puzzle: IDA* with the
// knights not on their goal cell as the bound (each jump places at most one),
// up to CAP jumps; -1 when every way is longer.
#include <cstdio>
#include <cstring>
// @VARIANT@

static const char *GOAL_ROWS[5] = {"11111", "01111", "00*11", "00001", "00000"};
static char board[5][6];
static const int DR[8] = {-2, -2, -1, -1, 1, 1, 2, 2}, DC[8] = {-1, 1, -2, 2, -2, 2, -1, 1};

static int misplaced() {
    int count = 0;
    for (int r = 0; r < 5; r++)
        for (int c = 0; c < 5; c++)
            if (board[r][c] != '*' && board[r][c] != GOAL_ROWS[r][c]) count++;
    return count;
}

static bool search(int r, int c, int depth, int bound, int from) {
    int h = misplaced();
    if (h == 0) return true;
    if (depth + h > bound) return false;
    for (int k = 0; k < 8; k++) {
        int nr = r + DR[k], nc = c + DC[k];
        if (nr < 0 || nr >= 5 || nc < 0 || nc >= 5 || nr * 5 + nc == from) continue;
        board[r][c] = board[nr][nc];
        board[nr][nc] = '*';
        bool found = search(nr, nc, depth + 1, bound, r * 5 + c);
        board[nr][nc] = board[r][c];
        board[r][c] = '*';
        if (found) return true;
    }
    return false;
}

int main() {
    int cases;
    if (scanf("%d", &cases) != 1) return 0;
    while (cases--) {
        int br = 0, bc = 0;
        for (int r = 0; r < 5; r++) {
            if (scanf("%5s", board[r]) != 1) return 0;
            for (int c = 0; c < 5; c++)
                if (board[r][c] == '*') br = r, bc = c;
        }
        int answer = -1;
        for (int bound = 0; bound <= SEARCH_CAP; bound++)
            if (search(br, bc, 0, bound, -1)) {
                answer = bound;
                break;
            }
        printf("%d\n", answer);
    }
}
