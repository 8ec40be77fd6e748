// gridsolve package: the brute force of a sliding puzzle: a breadth-first
// search from each tray until the target, one search per case. Fine for a
// few cases, far too slow for thousands.
#include <cstdint>
#include <cstdio>
#include <string>
#include <unordered_map>
#include <vector>
// @VARIANT@

static uint64_t pack(const std::vector<int> &tray) {
    uint64_t key = 0;
    for (int t : tray) key = key << 4 | t;
    return key;
}

static int step(int blank, int d) {
    int r = blank / C, c = blank % C;
    if (d == 0) return r > 0 ? blank - C : -1;
    if (d == 1) return r + 1 < R ? blank + C : -1;
    if (d == 2) return c > 0 ? blank - 1 : -1;
    return c + 1 < C ? blank + 1 : -1;
}

int main() {
    const char LETTER[4] = {'u', 'd', 'l', 'r'};
    uint64_t target = pack(std::vector<int>(TARGET, TARGET + R * C));
    int cases;
    if (scanf("%d", &cases) != 1) return 0;
    while (cases--) {
        std::vector<int> start(R * C);
        for (int i = 0; i < R * C; i++)
            if (scanf("%d", &start[i]) != 1) return 0;
        std::unordered_map<uint64_t, std::pair<uint64_t, char>> parent;
        std::vector<std::vector<int>> queue(1, start);
        parent[pack(start)] = {0, 'x'};
        bool reached = pack(start) == target;
        for (size_t head = 0; head < queue.size() && !reached; head++) {
            std::vector<int> tray = queue[head];
            uint64_t key = pack(tray);
            int blank = 0;
            while (tray[blank] != 0) blank++;
            for (int d = 0; d < 4 && !reached; d++) {
                int to = step(blank, d);
                if (to < 0) continue;
                std::swap(tray[blank], tray[to]);
                uint64_t next = pack(tray);
                if (parent.emplace(next, std::make_pair(key, LETTER[d])).second) {
                    queue.push_back(tray);
                    reached = next == target;
                }
                std::swap(tray[blank], tray[to]);
            }
        }
        if (!reached) {
            printf("-1\n");
            continue;
        }
        std::string path;
        for (uint64_t key = target; parent[key].second != 'x'; key = parent[key].first) path += parent[key].second;
        if (path.empty()) {
            printf("0\n");
            continue;
        }
        std::string forward(path.rbegin(), path.rend());
        printf("%d\n%s\n", (int)forward.size(), forward.c_str());
    }
}
