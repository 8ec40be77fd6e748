// gridsolve package: the model solution of a sliding puzzle: one
// breadth-first search from the target over every tray (at most 9!/2), each
// tray keeping the way the blank moved into it; a case then walks back to
// the target, the blank moving the opposite way at each step.
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

static const char LETTER[4] = {'u', 'd', 'l', 'r'};
static const char OPPOSITE[4] = {'d', 'u', 'r', 'l'};

// The cell the blank moves to from `blank` in direction d, or -1.
static int step(int blank, int d) {
    int r = blank / C, c = blank % C;
    if (d == 0) return r > 0 ? blank - C : -1;
    if (d == 1) return r + 1 < R ? blank + C : -1;
    if (d == 2) return c > 0 ? blank - 1 : -1;
    return c + 1 < C ? blank + 1 : -1;
}

int main() {
    std::unordered_map<uint64_t, char> came;  // the direction the blank moved into a tray
    std::vector<std::vector<int>> queue(1, std::vector<int>(TARGET, TARGET + R * C));
    came[pack(queue[0])] = 'x';
    for (size_t head = 0; head < queue.size(); head++) {
        std::vector<int> tray = queue[head];
        int blank = 0;
        while (tray[blank] != 0) blank++;
        for (int d = 0; d < 4; d++) {
            int to = step(blank, d);
            if (to < 0) continue;
            std::swap(tray[blank], tray[to]);
            if (came.emplace(pack(tray), d).second) queue.push_back(tray);
            std::swap(tray[blank], tray[to]);
        }
    }
    int cases;
    if (scanf("%d", &cases) != 1) return 0;
    while (cases--) {
        std::vector<int> tray(R * C);
        for (int i = 0; i < R * C; i++)
            if (scanf("%d", &tray[i]) != 1) return 0;
        auto found = came.find(pack(tray));
        if (found == came.end()) {
            printf("-1\n");
            continue;
        }
        std::string path;
        int blank = 0;
        while (tray[blank] != 0) blank++;
        for (char d = found->second; d != 'x'; d = came[pack(tray)]) {
#ifdef PATH_NOT_REVERSED
            path += LETTER[(int)d];
#else
            path += OPPOSITE[(int)d];
#endif
            int back = d ^ 1;  // u<->d, l<->r
            int to = step(blank, back);
            std::swap(tray[blank], tray[to]);
            blank = to;
        }
        if (path.empty()) printf("0\n");
        else printf("%d\n%s\n", (int)path.size(), path.c_str());
    }
}
