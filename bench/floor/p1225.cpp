// Luogu P1225, hand-tuned: the pairing of swaps.h, then each pair carried
// along a shortest path (rows, then columns): the last 1 on the path before
// its end moves forward through the 0s after it, and so on back to the
// start; each swap exchanges a 1 with a 0, the pair costs its distance, and
// no other cell changes. Each swap is written as "r1c1r2c2".
#include "swaps.h"

int main() {
    Input in;
    Output out;
    Pairing p;
    char line[5] = {0, 0, 0, 0, '\n'};
    std::string swaps;
    while (in.skip()) {
        unsigned board = read_board(in), target = read_board(in);
        pair_up(board, target, p, true);
        out.number(p.cost), out.put('\n');
        for (int i = 0; i < p.k; i++) {
            int a = p.from[i], b = p.to[p.match[i]];
            int path[8], len = 0;
            int r = a / 4, c = a % 4;
            path[len++] = a;
            while (r != b / 4) r += r < b / 4 ? 1 : -1, path[len++] = r * 4 + c;
            while (c != b % 4) c += c < b % 4 ? 1 : -1, path[len++] = r * 4 + c;
            for (int end = len - 1; end > 0;) {
                int from = end - 1;
                while (!(board >> path[from] & 1)) from--;
                for (int j = from; j < end; j++) {
                    int u = path[j], w = path[j + 1];
                    board ^= 1u << u | 1u << w;
                    line[0] = char('1' + u / 4), line[1] = char('1' + u % 4);
                    line[2] = char('1' + w / 4), line[3] = char('1' + w % 4);
                    out.put(line, 5);
                }
                end = from;
            }
        }
    }
}
