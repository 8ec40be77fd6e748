// POJ 3279 Fliptile, hand-tuned: the first row's presses decide all the
// others (a tile still black must be pressed from the row below); every
// first row is tried in increasing order read left to right, rows as bit
// masks, and the first with the fewest presses is the lexicographically
// smallest of the minima.
#include "io.h"

int main() {
    Input in;
    Output out;
    unsigned tiles[16], press[16], best[16];
    while (in.skip()) {
        int m = (int)in.number(), n = (int)in.number();
        for (int r = 0; r < m; r++) {
            tiles[r] = 0;
            // Column 0 is the most significant bit, so increasing numbers
            // are increasing rows read left to right.
            for (int c = 0; c < n; c++) tiles[r] = tiles[r] << 1 | (in.token() == '1');
        }
        const unsigned full = (1u << n) - 1;
        int fewest = 1 << 30;
        for (unsigned first = 0; first <= full; first++) {
            unsigned above = 0, row = tiles[0], count = 0;
            press[0] = first;
            for (int r = 0;; r++) {
                unsigned p = press[r];
                count += __builtin_popcount(p);
                unsigned after = row ^ p ^ (p << 1 & full) ^ (p >> 1) ^ above;
                if (r + 1 == m) {
                    if (after == 0 && (int)count < fewest) {
                        fewest = (int)count;
                        std::memcpy(best, press, sizeof(unsigned) * m);
                    }
                    break;
                }
                above = p;
                press[r + 1] = after;
                row = tiles[r + 1];
            }
        }
        if (fewest == 1 << 30) {
            out.put("IMPOSSIBLE\n", 11);
            continue;
        }
        for (int r = 0; r < m; r++)
            for (int c = 0; c < n; c++) out.put(char('0' + (best[r] >> (n - 1 - c) & 1))), out.put(c + 1 < n ? ' ' : '\n');
    }
}
