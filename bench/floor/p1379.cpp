// Luogu P1379 八数码难题, hand-tuned: distances to 123804765 of every board
// by one search from it (eight.h), then a rank and a look-up per board.
#include "eight.h"

int main() {
    static unsigned char dist[362880];
    const unsigned char goal[9] = {1, 2, 3, 8, 0, 4, 7, 6, 5};
    search_back(goal, dist, nullptr);
    Input in;
    Output out;
    unsigned char t[9];
    while (in.skip()) {
        for (int i = 0; i < 9; i++) t[i] = (unsigned char)(in.token() - '0');
        int d = dist[rank_of(t)];
        if (d == 255)
            out.put("-1\n", 3);
        else
            out.number(d), out.put('\n');
    }
}
