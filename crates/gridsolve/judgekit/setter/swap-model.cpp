// gridsolve package: the model solution of a swap puzzle. The fewest swaps of
// adjacent cells equal the cheapest pairing of the start's 1s with the
// target's 1s by grid distance (Yamanaka et al., "Swapping Colored Tokens on
// Graphs", 2015), found by the Hungarian method in O(k^3) for k 1s.
#include <cstdio>
#include <cstdlib>
#include <vector>
// @VARIANT@

static long long assignment(const std::vector<std::vector<long long>> &cost) {
    int k = cost.size();
    const long long INF = (long long)4e18;
    std::vector<long long> u(k + 1), v(k + 1);
    std::vector<int> p(k + 1), way(k + 1);
    for (int i = 1; i <= k; i++) {
        p[0] = i;
        int j0 = 0;
        std::vector<long long> minv(k + 1, INF);
        std::vector<char> used(k + 1, false);
        do {
            used[j0] = true;
            int i0 = p[j0], j1 = 0;
            long long delta = INF;
            for (int j = 1; j <= k; j++)
                if (!used[j]) {
                    long long cur = cost[i0 - 1][j - 1] - u[i0] - v[j];
                    if (cur < minv[j]) { minv[j] = cur; way[j] = j0; }
                    if (minv[j] < delta) { delta = minv[j]; j1 = j; }
                }
            for (int j = 0; j <= k; j++)
                if (used[j]) { u[p[j]] += delta; v[j] -= delta; }
                else minv[j] -= delta;
            j0 = j1;
        } while (p[j0] != 0);
        do { int j1 = way[j0]; p[j0] = p[j1]; j0 = j1; } while (j0);
    }
    long long total = 0;
    for (int j = 1; j <= k; j++) total += cost[p[j] - 1][j - 1];
    return total;
}

int main() {
    int cases;
    if (scanf("%d", &cases) != 1) return 0;
    while (cases--) {
        int n, m;
        if (scanf("%d %d", &n, &m) != 2) return 0;
        std::vector<std::pair<int, int>> ones[2];
        for (int b = 0; b < 2; b++)
            for (int r = 0; r < n; r++) {
                char row[80];
                if (scanf("%79s", row) != 1) return 0;
                for (int c = 0; c < m; c++)
                    if (row[c] == '1') ones[b].push_back({r, c});
            }
        int k = ones[0].size();
#ifdef GREEDY_NEAREST
        // Each 1, in reading order, walks to the nearest target cell still free.
        std::vector<char> taken(k, false);
        long long total = 0;
        for (int i = 0; i < k; i++) {
            int best = -1, bestDist = 0;
            for (int j = 0; j < k; j++) {
                if (taken[j]) continue;
                int d = abs(ones[0][i].first - ones[1][j].first) + abs(ones[0][i].second - ones[1][j].second);
                if (best < 0 || d < bestDist) { best = j; bestDist = d; }
            }
            taken[best] = true;
            total += bestDist;
        }
        printf("%lld\n", total);
#else
        std::vector<std::vector<long long>> cost(k, std::vector<long long>(k));
        for (int i = 0; i < k; i++)
            for (int j = 0; j < k; j++)
                cost[i][j] = abs(ones[0][i].first - ones[1][j].first) + abs(ones[0][i].second - ones[1][j].second);
        printf("%lld\n", k ? assignment(cost) : 0LL);
#endif
    }
}
