/* The 5x5 Lights Out census the naive way: enumerate all 2^25 press sets in
 * Gray-code order (one XOR per step), keep the fewest presses per board,
 * then count boards by distance. Prints the distribution, one count per line. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 5
#define CELLS (N * N)

int main(void) {
    unsigned masks[CELLS];
    for (int r = 0; r < N; r++)
        for (int c = 0; c < N; c++) {
            unsigned m = 0;
            for (int r2 = 0; r2 < N; r2++)
                for (int c2 = 0; c2 < N; c2++)
                    if (abs(r - r2) + abs(c - c2) <= 1) m |= 1u << (r2 * N + c2);
            masks[r * N + c] = m;
        }
    unsigned char *best = malloc(1u << CELLS);
    memset(best, 0xff, 1u << CELLS);
    unsigned board = 0, presses = 0;
    best[0] = 0;
    for (unsigned i = 1; i < (1u << CELLS); i++) {
        int bit = __builtin_ctz(i);
        board ^= masks[bit];
        presses ^= 1u << bit;
        unsigned char w = (unsigned char)__builtin_popcount(presses);
        if (w < best[board]) best[board] = w;
    }
    unsigned long counts[CELLS + 1] = {0};
    for (unsigned b = 0; b < (1u << CELLS); b++)
        if (best[b] != 0xff) counts[best[b]]++;
    for (int d = 0; d <= CELLS; d++)
        if (counts[d]) printf("%lu\n", counts[d]);
    free(best);
    return 0;
}
