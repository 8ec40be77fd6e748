// POJ 1222 EXTENDED LIGHTS OUT, hand-tuned: the 5 x 6 press matrix is
// invertible over GF(2), so the presses are the inverse times the lights;
// the inverse's columns, grouped by row of lights, become five 64-entry
// tables, and a puzzle is five look-ups and an exclusive or.
#include "io.h"

int main() {
    const int R = 5, C = 6, N = R * C;
    // Row i of [A | I] as two 30-bit masks, eliminated to [I | A^-1].
    unsigned long long rows[N];
    for (int i = 0; i < N; i++) {
        int r = i / C, c = i % C;
        unsigned long long m = 1ull << i;
        if (r > 0) m |= 1ull << (i - C);
        if (r < R - 1) m |= 1ull << (i + C);
        if (c > 0) m |= 1ull << (i - 1);
        if (c < C - 1) m |= 1ull << (i + 1);
        rows[i] = m | 1ull << (32 + i);
    }
    for (int col = 0; col < N; col++) {
        int pivot = col;
        while (!(rows[pivot] >> col & 1)) pivot++;
        std::swap(rows[pivot], rows[col]);
        for (int i = 0; i < N; i++)
            if (i != col && (rows[i] >> col & 1)) rows[i] ^= rows[col];
    }
    // presses(lights) = XOR over lit cells j of column j of A^-1.
    unsigned inverse_col[N] = {};
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++)
            if (rows[i] >> (32 + j) & 1) inverse_col[j] |= 1u << i;
    static unsigned table[R][64];
    for (int r = 0; r < R; r++)
        for (int v = 0; v < 64; v++)
            for (int c = 0; c < C; c++)
                if (v >> c & 1) table[r][v] ^= inverse_col[r * C + c];
    static char text[64][12];
    for (int v = 0; v < 64; v++)
        for (int c = 0; c < C; c++) text[v][2 * c] = char('0' + (v >> c & 1)), text[v][2 * c + 1] = c + 1 < C ? ' ' : '\n';
    Input in;
    Output out;
    long puzzles = in.number();
    for (long k = 1; k <= puzzles; k++) {
        unsigned presses = 0;
        for (int r = 0; r < R; r++) {
            int v = 0;
            for (int c = 0; c < C; c++) v |= (in.token() == '1') << c;
            presses ^= table[r][v];
        }
        out.put("PUZZLE #", 8), out.number(k), out.put('\n');
        for (int r = 0; r < R; r++) out.put(text[presses >> (r * C) & 63], 12);
    }
}
