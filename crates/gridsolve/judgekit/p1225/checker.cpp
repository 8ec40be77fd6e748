// Luogu P1225 Black and white pieces: testlib checker from gridsolve.
// The answer is the minimum number of adjacent swaps and the swaps, any
// minimum sequence (they are replayed); the checker computes the minimum
// itself (a min-cost matching of misplaced pieces to free target cells,
// which adjacent swaps always achieve), so a jury answer that is not minimal or does not replay is FAIL.
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

// Reads `count` swaps `r1c1r2c2` of case `caseNo` from `in` and checks each
// joins two edge-adjacent cells and that together they reach `target`.
static void replay(InStream &in, int caseNo, int start, int target, long long count) {
    int board = start;
    for (long long i = 1; i <= count; i++) {
        string move = requireToken(in, caseNo, format("move %lld of %lld", i, count));
        bool digits = move.size() == 4;
        for (size_t d = 0; d < move.size(); d++)
            digits = digits && move[d] >= '0' && move[d] <= '9';
        if (!digits)
            in.quitf(_pe, "case %d, move %lld: expected 4 digits r1c1r2c2, found %s", caseNo, i, shown(move).c_str());
        int r1 = move[0] - '0', c1 = move[1] - '0', r2 = move[2] - '0', c2 = move[3] - '0';
        if (r1 < 1 || r1 > 4 || c1 < 1 || c1 > 4)
            in.quitf(_wa, "case %d, move %lld: cell (%d, %d) is outside the 4x4 board", caseNo, i, r1, c1);
        if (r2 < 1 || r2 > 4 || c2 < 1 || c2 > 4)
            in.quitf(_wa, "case %d, move %lld: cell (%d, %d) is outside the 4x4 board", caseNo, i, r2, c2);
        if (abs(r1 - r2) + abs(c1 - c2) != 1)
            in.quitf(_wa, "case %d, move %lld: cells (%d, %d) and (%d, %d) do not share an edge", caseNo, i, r1, c1,
                     r2, c2);
        int a = bit(r1 - 1, c1 - 1), b = bit(r2 - 1, c2 - 1);
        if (((board & a) != 0) != ((board & b) != 0))
            board ^= a | b;
    }
    if (board != target)
        in.quitf(_wa, "case %d: after the %lld moves the board is %s, not the target %s", caseNo, count,
                 oneLine(board, '0', '1').c_str(), oneLine(target, '0', '1').c_str());
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
        replay(ans, caseNo, start, target, jury.count);

        Head out = readHead(ouf, caseNo, false);
        if (out.impossible)
            quitf(_wa, "case %d: expected %d moves, found 'Impossible'", caseNo, minimum);
        if (out.count < 0)
            quitf(_wa, "case %d: the count %s is negative", caseNo, out.text.c_str());
        if (out.count > minimum)
            quitf(_wa, "case %d: expected %d moves, found %s", caseNo, minimum, out.text.c_str());
        replay(ouf, caseNo, start, target, out.count);
        if (out.count < minimum)
            quitf(_fail, "case %d: the output's %lld moves are valid and reach the goal, but the checker's minimum is %d",
                  caseNo, out.count, minimum);
    }
    expectEnd(cases);
    quitf(_ok, "%d case%s, every answer a minimum", cases, cases == 1 ? "" : "s");
}
