// Luogu P4289 (HAOI 2008) Moving toys: testlib checker from gridsolve.
// The answer is the minimum number of adjacent swaps; the checker computes
// it itself (a min-cost matching of misplaced pieces to free target cells,
// which adjacent swaps always achieve), so a wrong jury answer is FAIL.
// Call: checker INPUT OUTPUT ANSWER.
// Exit: 0 ok, 1 wrong answer, 2 wrong output format, 3 FAIL.
#include "gridsolve_judge.h"

#include <cstdlib>
#include <vector>

// The fewest adjacent swaps from `start` to `target` (equal piece counts):
// the cheapest pairing, by Manhattan distance, of the pieces that must move
// with the cells that need one (DP over subsets: at most 8 of each).
static int minimumSwaps(int start, int target) {
    vector<int> from, to;
    for (int cell = 0; cell < 16; cell++) {
        if ((start >> cell & 1) && !(target >> cell & 1)) from.push_back(cell);
        if ((target >> cell & 1) && !(start >> cell & 1)) to.push_back(cell);
    }
    int k = (int)from.size();
    vector<int> best(1 << k, INT_MAX);
    best[0] = 0;
    for (int used = 0; used < (1 << k); used++) {
        if (best[used] == INT_MAX) continue;
        int piece = __builtin_popcount(used);
        if (piece == k) continue;
        for (int j = 0; j < k; j++) {
            if (used >> j & 1) continue;
            int cost = abs(from[piece] / 4 - to[j] / 4) + abs(from[piece] % 4 - to[j] % 4);
            int next = used | 1 << j;
            if (best[used] + cost < best[next]) best[next] = best[used] + cost;
        }
    }
    return best[(1 << k) - 1];
}

int main(int argc, char *argv[]) {
    registerTestlibCmd(argc, argv);
    int cases = 0;
    while (!inf.seekEof()) {
        int caseNo = ++cases;
        int start = readBoard(caseNo, '0', '1');
        int target = readBoard(caseNo, '0', '1');
        if (__builtin_popcount(start) != __builtin_popcount(target))
            quitf(_fail, "case %d: the boards hold different numbers of pieces", caseNo);
        int minimum = minimumSwaps(start, target);

        Head jury = readHead(ans, caseNo, false);
        if (jury.impossible)
            quitf(_fail, "case %d: the jury answer says Impossible but the checker solves it in %d moves", caseNo,
                  minimum);
        if (jury.count != minimum)
            quitf(_fail, "case %d: the jury answer says %s moves but the checker finds a minimum of %d", caseNo,
                  jury.text.c_str(), minimum);

        Head out = readHead(ouf, caseNo, false);
        if (out.impossible)
            quitf(_wa, "case %d: expected %d moves, found 'Impossible'", caseNo, minimum);
        if (out.count < 0)
            quitf(_wa, "case %d: the count %s is negative", caseNo, out.text.c_str());
        if (out.count != minimum)
            quitf(_wa, "case %d: expected %d moves, found %s", caseNo, minimum, out.text.c_str());
    }
    expectEnd(cases);
    quitf(_ok, "%d case%s, every answer a minimum", cases, cases == 1 ? "" : "s");
}
