// The 8-puzzle's 181,440 boards of one parity, numbered by rank (Lehmer
// code of the nine cells' tiles, 0 the blank), with one breadth-first
// search backwards from the goal: P1379 and HDU 1043, hand-tuned.
#pragma once
#include "io.h"

static const int FACT[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};

static inline int rank_of(const unsigned char *t) {
    int r = 0;
    for (int i = 0; i < 9; i++) {
        int smaller = 0;
        for (int j = i + 1; j < 9; j++) smaller += t[j] < t[i];
        r += smaller * FACT[8 - i];
    }
    return r;
}

static inline void unrank(int r, unsigned char *t) {
    int used = 0;
    for (int i = 0; i < 9; i++) {
        int d = r / FACT[8 - i];
        r %= FACT[8 - i];
        for (int v = 0; v < 9; v++)
            if (!(used >> v & 1) && d-- == 0) {
                t[i] = (unsigned char)v, used |= 1 << v;
                break;
            }
    }
}

// The blank's moves: up, down, left, right (the cell it goes to).
static const int STEP[4] = {-3, 3, -1, 1};
static inline bool can_move(int blank, int dir) {
    switch (dir) {
        case 0: return blank >= 3;
        case 1: return blank < 6;
        case 2: return blank % 3 > 0;
        default: return blank % 3 < 2;
    }
}

// Breadth-first search from `goal`: dist[rank] (255: unreachable) and, when
// `toward` is given, the blank's move from each board one step nearer the goal.
static void search_back(const unsigned char *goal, unsigned char *dist, unsigned char *toward) {
    std::memset(dist, 255, 362880);
    static int queue[181440];
    int head = 0, tail = 0, g = rank_of(goal);
    dist[g] = 0, queue[tail++] = g;
    unsigned char t[9];
    while (head < tail) {
        int r = queue[head++];
        unrank(r, t);
        int blank = 0;
        while (t[blank]) blank++;
        for (int dir = 0; dir < 4; dir++) {
            if (!can_move(blank, dir)) continue;
            int to = blank + STEP[dir];
            t[blank] = t[to], t[to] = 0;
            int s = rank_of(t);
            if (dist[s] == 255) {
                dist[s] = dist[r] + 1, queue[tail++] = s;
                // From s, the blank goes back the opposite way.
                if (toward) toward[s] = (unsigned char)(dir ^ 1);
            }
            t[to] = t[blank], t[blank] = 0;
        }
    }
}
