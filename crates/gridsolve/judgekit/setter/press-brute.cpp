// gridsolve package: the brute force of a press puzzle: every press set (each
// cell pressed 0 to K-1 times, as an odometer), the fewest presses kept.
// K^(n*m) sets: fine on the small subtask, far too slow on the large one.
#include <cstdio>
#include <vector>
// @VARIANT@
#include "press.h"

int main() {
    int cases;
    if (scanf("%d", &cases) != 1) return 0;
    while (cases--) {
        int n, m;
        if (scanf("%d %d", &n, &m) != 2) return 0;
        int cells = n * m;
        std::vector<int> board(cells);
        for (int r = 0; r < n; r++) {
            char row[64];
            if (scanf("%63s", row) != 1) return 0;
            for (int c = 0; c < m; c++) board[r * m + c] = row[c] - '0';
        }
        std::vector<std::vector<int>> press(cells);
        for (int p = 0; p < cells; p++) press[p] = pressCells(n, m, p / m, p % m);
        std::vector<int> count(cells, 0), best;
        long long bestTotal = -1, total = 0;
        while (true) {
            if (isGoal(board) && (bestTotal < 0 || total < bestTotal)) {
                bestTotal = total;
                best = count;
            }
            int p = 0;
            for (; p < cells; p++) {
                for (int cell : press[p]) board[cell] = (board[cell] + 1) % K;
                if (++count[p] < K) {
                    total++;
                    break;
                }
                total -= K - 1;
                count[p] = 0;
            }
            if (p == cells) break;
        }
        if (bestTotal < 0) {
            printf("-1\n");
            continue;
        }
        printf("%lld\n", bestTotal);
        for (int q = 0; q < cells; q++)
            for (int t = 0; t < best[q]; t++) printf("%d %d\n", q / m + 1, q % m + 1);
    }
}
