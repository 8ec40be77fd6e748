// POJ 2965 The Pilots Brothers' refrigerator, hand-tuned: pressing every
// handle in the row and column of each closed one ('+') opens them all, each
// handle pressed an odd number of times once (the unique minimum); the
// presses of a row of the board come from a 16-entry table per row.
#include "io.h"

int main() {
    // effect[r][nibble]: the presses (bit 15 - (4i + j) for handle (i, j))
    // of the '+' handles `nibble` in row r.
    static unsigned short effect[4][16];
    for (int r = 0; r < 4; r++)
        for (int nib = 0; nib < 16; nib++) {
            unsigned m = 0;
            for (int c = 0; c < 4; c++) {
                if (!(nib >> (3 - c) & 1)) continue;
                unsigned cross = 0;  // row r and column c
                for (int k = 0; k < 4; k++) cross |= 1u << (15 - (r * 4 + k)) | 1u << (15 - (k * 4 + c));
                m ^= cross;
            }
            effect[r][nib] = (unsigned short)m;
        }
    static const char *cell[16];
    static char names[16][5];
    for (int i = 0; i < 16; i++) {
        names[i][0] = char('1' + i / 4), names[i][1] = ' ', names[i][2] = char('1' + i % 4), names[i][3] = '\n';
        cell[i] = names[i];
    }
    Input in;
    Output out;
    while (in.skip()) {
        unsigned m = 0;
        for (int r = 0; r < 4; r++) {
            int nib = 0;
            for (int c = 0; c < 4; c++) nib = nib << 1 | (in.token() == '+');
            m ^= effect[r][nib];
        }
        out.number(__builtin_popcount(m)), out.put('\n');
        for (int i = 0; i < 16; i++)
            if (m >> (15 - i) & 1) out.put(cell[i], 4);
    }
}
