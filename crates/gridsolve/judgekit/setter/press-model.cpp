// gridsolve package: the model solution of a press puzzle. The presses of a
// board are a linear system over Z_K (K prime, so a field): Gauss-Jordan
// elimination gives one solution and a basis of the kernel; every solution
// is that one plus a combination of the basis, and the kernel (at most a few
// thousand elements at this problem's sizes) is walked for the fewest presses.
#include <cstdio>
#include <vector>
// @VARIANT@
#include "press.h"

static int inverse(int a) {
    for (int x = 1; x < K; x++)
        if (a * x % K == 1) return x;
    return 0;
}

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
        std::vector<int> goals = goalValues();
        int g = goals.size();
        // Column p: the cells press p changes; then one right-hand side per goal.
        std::vector<std::vector<int>> a(cells, std::vector<int>(cells + g, 0));
        for (int p = 0; p < cells; p++)
            for (int cell : pressCells(n, m, p / m, p % m)) a[cell][p] = 1;
        for (int cell = 0; cell < cells; cell++)
            for (int j = 0; j < g; j++) a[cell][cells + j] = ((goals[j] - board[cell]) % K + K) % K;
        std::vector<int> pivotOf(cells, -1);  // the row of each pivot column
        int rank = 0;
        for (int col = 0; col < cells && rank < cells; col++) {
            int pivot = -1;
            for (int r = rank; r < cells; r++)
                if (a[r][col]) { pivot = r; break; }
            if (pivot < 0) continue;
            std::swap(a[pivot], a[rank]);
            int scale = inverse(a[rank][col]);
            for (int j = 0; j < cells + g; j++) a[rank][j] = a[rank][j] * scale % K;
            for (int r = 0; r < cells; r++) {
                if (r == rank || !a[r][col]) continue;
                int f = a[r][col];
                for (int j = 0; j < cells + g; j++) a[r][j] = ((a[r][j] - f * a[rank][j]) % K + K) % K;
            }
            pivotOf[col] = rank++;
        }
        std::vector<int> freeCols;
        for (int col = 0; col < cells; col++)
            if (pivotOf[col] < 0) freeCols.push_back(col);
        // The kernel's basis: a free column set to 1, the pivots following.
        std::vector<std::vector<int>> basis;
        for (int f : freeCols) {
            std::vector<int> v(cells, 0);
            v[f] = 1;
            for (int col = 0; col < cells; col++)
                if (pivotOf[col] >= 0) v[col] = (K - a[pivotOf[col]][f]) % K;
            basis.push_back(v);
        }
        long long best = -1;
        std::vector<int> bestPresses;
        for (int j = 0; j < g; j++) {
            bool consistent = true;
            for (int r = rank; r < cells; r++)
                if (a[r][cells + j]) consistent = false;
            if (!consistent) continue;
            std::vector<int> x(cells, 0);
            for (int col = 0; col < cells; col++)
                if (pivotOf[col] >= 0) x[col] = a[pivotOf[col]][cells + j];
            // Walk the kernel as an odometer: adding basis vector i once more
            // is the step of digit i (K steps bring it back to 0).
            std::vector<int> digit(basis.size(), 0);
            while (true) {
                long long total = 0;
                for (int v : x) total += v;
                if (best < 0 || total < best) {
                    best = total;
                    bestPresses = x;
                }
                size_t i = 0;
                for (; i < basis.size(); i++) {
                    for (int cell = 0; cell < cells; cell++) x[cell] = (x[cell] + basis[i][cell]) % K;
                    if (++digit[i] < K) break;
                    digit[i] = 0;
                }
                if (i == basis.size()) break;
            }
        }
        if (best < 0) {
            printf("-1\n");
            continue;
        }
        printf("%lld\n", best);
        for (int p = 0; p < cells; p++)
            for (int t = 0; t < bestPresses[p]; t++) printf("%d %d\n", p / m + 1, p % m + 1);
    }
}
