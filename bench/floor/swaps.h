// P1225 and P4289, hand-tuned: the misplaced 1s (in the start, not the
// target) paired with the missing ones by the cheapest total Manhattan
// distance, by dynamic programming over subsets of the missing cells (at
// most 8 of each on a 4x4 board: 256 subsets).
#pragma once
#include "io.h"

struct Pairing {
    int k = 0, from[8], to[8];
    int cost;
    int match[8];  // match[i]: the missing cell paired with misplaced one i
};

static inline int distance(int a, int b) { return __builtin_abs(a / 4 - b / 4) + __builtin_abs(a % 4 - b % 4); }

// Reads one board of 16 characters '0'/'1' (cell 0 first).
static inline unsigned read_board(Input &in) {
    unsigned b = 0;
    for (int i = 0; i < 16; i++) b |= unsigned(in.token() == '1') << i;
    return b;
}

// Fills p from start and target (equal numbers of 1s); with `assign`, also
// which pairs make the minimum.
static inline void pair_up(unsigned start, unsigned target, Pairing &p, bool assign) {
    unsigned extra = start & ~target, missing = target & ~start;
    p.k = 0;
    int m = 0;
    for (unsigned b = extra; b; b &= b - 1) p.from[p.k++] = __builtin_ctz(b);
    for (unsigned b = missing; b; b &= b - 1) p.to[m++] = __builtin_ctz(b);
    int k = p.k, d[8][8];
    for (int i = 0; i < k; i++)
        for (int j = 0; j < k; j++) d[i][j] = distance(p.from[i], p.to[j]);
    int best[256];
    best[0] = 0;
    for (int mask = 1; mask < (1 << k); mask++) {
        int i = __builtin_popcount(mask) - 1, v = 1 << 30;
        for (int rest = mask; rest; rest &= rest - 1) {
            int j = __builtin_ctz(rest), c = best[mask ^ (1 << j)] + d[i][j];
            if (c < v) v = c;
        }
        best[mask] = v;
    }
    p.cost = best[(1 << k) - 1];
    if (!assign) return;
    for (int mask = (1 << k) - 1; mask;) {
        int i = __builtin_popcount(mask) - 1;
        for (int rest = mask; rest; rest &= rest - 1) {
            int j = __builtin_ctz(rest);
            if (best[mask ^ (1 << j)] + d[i][j] == best[mask]) {
                p.match[i] = j;
                mask ^= 1 << j;
                break;
            }
        }
    }
}
