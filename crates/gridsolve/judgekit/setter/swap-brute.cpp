// gridsolve package: the brute force of a swap puzzle: a breadth-first search
// over boards (one 64-bit word each) from the start until the target.
// C(cells, ones) boards: fine on the small subtask, too many on the large one.
#include <cstdint>
#include <cstdio>
#include <unordered_map>
#include <vector>
// @VARIANT@

int main() {
    int cases;
    if (scanf("%d", &cases) != 1) return 0;
    while (cases--) {
        int n, m;
        if (scanf("%d %d", &n, &m) != 2) return 0;
        uint64_t board[2] = {0, 0};
        for (int b = 0; b < 2; b++)
            for (int r = 0; r < n; r++) {
                char row[80];
                if (scanf("%79s", row) != 1) return 0;
                for (int c = 0; c < m; c++)
                    if (row[c] == '1') board[b] |= 1ULL << (r * m + c);
            }
        std::unordered_map<uint64_t, int> dist;
        std::vector<uint64_t> queue(1, board[0]);
        dist[board[0]] = 0;
        for (size_t head = 0; head < queue.size(); head++) {
            uint64_t s = queue[head];
            if (s == board[1]) break;
            int d = dist[s];
            for (int cell = 0; cell < n * m; cell++) {
                int r = cell / m, c = cell % m;
                int next[2] = {c + 1 < m ? cell + 1 : -1, r + 1 < n ? cell + m : -1};
                for (int other : next) {
                    if (other < 0 || ((s >> cell) & 1) == ((s >> other) & 1)) continue;
                    uint64_t t = s ^ (1ULL << cell) ^ (1ULL << other);
                    if (dist.emplace(t, d + 1).second) queue.push_back(t);
                }
            }
        }
        printf("%d\n", dist[board[1]]);
    }
}
