// gridsolve package: the brute force of the knights puzzle: a breadth-first
// search from each board, up to CAP jumps. Fine when the answer is small,
// far too many boards when it is near CAP or more.
#include <cstdint>
#include <cstdio>
#include <unordered_map>
#include <vector>
// @VARIANT@

// A board as 2 bits a cell: 0, 1, or 2 for the blank.
static uint64_t read() {
    uint64_t key = 0;
    for (int r = 0; r < 5; r++) {
        char row[8];
        if (scanf("%7s", row) != 1) return 0;
        for (int c = 0; c < 5; c++) key = key << 2 | (row[c] == '0' ? 0 : row[c] == '1' ? 1 : 2);
    }
    return key;
}

static int cell(uint64_t key, int i) { return key >> (2 * (24 - i)) & 3; }

int main() {
    const char *GOAL_ROWS = "11111011110021100001" "00000";
    uint64_t goal = 0;
    for (int i = 0; i < 25; i++) goal = goal << 2 | (GOAL_ROWS[i] == '0' ? 0 : GOAL_ROWS[i] == '1' ? 1 : 2);
    const int DR[8] = {-2, -2, -1, -1, 1, 1, 2, 2}, DC[8] = {-1, 1, -2, 2, -2, 2, -1, 1};
    int cases;
    if (scanf("%d", &cases) != 1) return 0;
    while (cases--) {
        uint64_t start = read();
        std::unordered_map<uint64_t, int> dist;
        std::vector<uint64_t> queue(1, start);
        dist[start] = 0;
        int answer = -1;
        for (size_t head = 0; head < queue.size(); head++) {
            uint64_t s = queue[head];
            int d = dist[s];
            if (s == goal) { answer = d; break; }
            if (d == CAP) continue;
            int blank = 0;
            while (cell(s, blank) != 2) blank++;
            int r = blank / 5, c = blank % 5;
            for (int k = 0; k < 8; k++) {
                int nr = r + DR[k], nc = c + DC[k];
                if (nr < 0 || nr >= 5 || nc < 0 || nc >= 5) continue;
                int to = nr * 5 + nc;
                uint64_t knight = (uint64_t)cell(s, to);
                uint64_t t = s & ~(3ULL << (2 * (24 - to))) & ~(3ULL << (2 * (24 - blank)));
                t |= 2ULL << (2 * (24 - to));
                t |= knight << (2 * (24 - blank));
                if (dist.emplace(t, d + 1).second) queue.push_back(t);
            }
        }
        printf("%d\n", answer);
    }
}
