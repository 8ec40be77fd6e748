// POJ 1753, correct, as a contestant writes it in C++: first-row
// enumeration for both goal colours. Built with -DONLY_WHITE it checks only
// the all-white goal (the classic bug).
#include <cstdio>
#include <cstring>

static int board[4][4];

static void flip(int b[4][4], int r, int c) {
    const int dr[5] = {0, 1, -1, 0, 0}, dc[5] = {0, 0, 0, 1, -1};
    for (int k = 0; k < 5; k++) {
        int rr = r + dr[k], cc = c + dc[k];
        if (rr >= 0 && rr < 4 && cc >= 0 && cc < 4) b[rr][cc] ^= 1;
    }
}

int main() {
    char row[8];
    while (scanf("%7s", row) == 1) {
        for (int c = 0; c < 4; c++) board[0][c] = row[c] == 'b';
        for (int r = 1; r < 4; r++) {
            if (scanf("%7s", row) != 1) return 0;
            for (int c = 0; c < 4; c++) board[r][c] = row[c] == 'b';
        }
        int best = -1;
#ifdef ONLY_WHITE
        const int goals = 1;
#else
        const int goals = 2;
#endif
        for (int goal = 0; goal < goals; goal++) {
            for (int first = 0; first < 16; first++) {
                int b[4][4], presses = 0;
                memcpy(b, board, sizeof b);
                for (int c = 0; c < 4; c++)
                    if (first >> c & 1) { flip(b, 0, c); presses++; }
                for (int r = 1; r < 4; r++)
                    for (int c = 0; c < 4; c++)
                        if (b[r - 1][c] != goal) { flip(b, r, c); presses++; }
                bool ok = true;
                for (int c = 0; c < 4; c++) ok = ok && b[3][c] == goal;
                if (ok && (best < 0 || presses < best)) best = presses;
            }
        }
        if (best < 0) printf("Impossible\n"); else printf("%d\n", best);
    }
    return 0;
}
