// POJ 1753 Flip Game, hand-tuned: the fewest flips of every 4x4 board to a
// uniform one, for all 65,536 boards at once (a breadth-first search over
// press sets from both uniform boards), then one table look-up per board.
#include "io.h"

int main() {
    static signed char dist[1 << 16];
    static unsigned short queue[1 << 16];
    std::memset(dist, -1, sizeof dist);
    unsigned short press[16];
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 4; c++) {
            int m = 1 << (r * 4 + c);
            if (r > 0) m |= 1 << ((r - 1) * 4 + c);
            if (r < 3) m |= 1 << ((r + 1) * 4 + c);
            if (c > 0) m |= 1 << (r * 4 + c - 1);
            if (c < 3) m |= 1 << (r * 4 + c + 1);
            press[r * 4 + c] = (unsigned short)m;
        }
    int head = 0, tail = 0;
    for (int goal : {0, 0xFFFF}) dist[goal] = 0, queue[tail++] = (unsigned short)goal;
    while (head < tail) {
        int s = queue[head++];
        for (int i = 0; i < 16; i++) {
            int t = s ^ press[i];
            if (dist[t] < 0) dist[t] = dist[s] + 1, queue[tail++] = (unsigned short)t;
        }
    }
    Input in;
    Output out;
    while (in.skip()) {
        int board = 0;
        for (int i = 0; i < 16; i++) board = board << 1 | (in.token() == 'b');
        if (dist[board] < 0)
            out.put("Impossible\n", 11);
        else
            out.number(dist[board]), out.put('\n');
    }
}
