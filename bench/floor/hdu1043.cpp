// HDU 1043 Eight, hand-tuned: from every board the blank's move one step
// nearer 12345678x (one search from it, eight.h), then a walk per query.
#include "eight.h"

int main() {
    static unsigned char dist[362880], toward[362880];
    const unsigned char goal[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
    search_back(goal, dist, toward);
    const char letter[4] = {'u', 'd', 'l', 'r'};
    Input in;
    Output out;
    unsigned char t[9];
    while (in.skip()) {
        int blank = 0;
        for (int i = 0; i < 9; i++) {
            char c = in.token();
            t[i] = c == 'x' ? 0 : (unsigned char)(c - '0');
            if (!t[i]) blank = i;
        }
        int r = rank_of(t);
        if (dist[r] == 255) {
            out.put("unsolvable\n", 11);
            continue;
        }
        for (int left = dist[r]; left > 0; left--) {
            int dir = toward[r], to = blank + STEP[dir];
            out.put(letter[dir]);
            t[blank] = t[to], t[to] = 0, blank = to;
            r = rank_of(t);
        }
        out.put('\n');
    }
}
