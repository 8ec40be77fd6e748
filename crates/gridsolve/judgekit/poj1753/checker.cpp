// POJ 1753 Flip Game: testlib checker from gridsolve.
// The answer is the minimum number of flips or `Impossible`; the checker
// computes every minimum itself (a breadth-first search over all 65,536
// boards from the two uniform ones, at start-up), so a wrong jury answer is
// FAIL.  Call: checker INPUT OUTPUT ANSWER.
// Exit: 0 ok, 1 wrong answer, 2 wrong output format, 3 FAIL.
#include "gridsolve_judge.h"

#include <vector>

// distance[board]: the fewest flips from `board` to a uniform board, -1 if none.
static vector<int> distances() {
    int masks[16];
    for (int row = 0; row < 4; row++)
        for (int col = 0; col < 4; col++) {
            int mask = bit(row, col);
            if (row > 0) mask |= bit(row - 1, col);
            if (row < 3) mask |= bit(row + 1, col);
            if (col > 0) mask |= bit(row, col - 1);
            if (col < 3) mask |= bit(row, col + 1);
            masks[row * 4 + col] = mask;
        }
    vector<int> distance(1 << 16, -1), queue;
    queue.reserve(1 << 16);
    distance[0] = distance[0xffff] = 0;
    queue.push_back(0);
    queue.push_back(0xffff);
    for (size_t head = 0; head < queue.size(); head++) {
        int board = queue[head];
        for (int m = 0; m < 16; m++) {
            int next = board ^ masks[m];
            if (distance[next] < 0) {
                distance[next] = distance[board] + 1;
                queue.push_back(next);
            }
        }
    }
    return distance;
}

int main(int argc, char *argv[]) {
    registerTestlibCmd(argc, argv);
    vector<int> distance = distances();
    int cases = 0;
    while (!inf.seekEof()) {
        int caseNo = ++cases;
        int minimum = distance[readBoard(caseNo, 'w', 'b')];

        Head jury = readHead(ans, caseNo, true);
        if (jury.impossible && minimum >= 0)
            quitf(_fail, "case %d: the jury answer says Impossible but the checker solves it in %d moves", caseNo,
                  minimum);
        if (!jury.impossible && minimum < 0)
            quitf(_fail, "case %d: the jury answer says %s moves but the board cannot be solved", caseNo,
                  jury.text.c_str());
        if (!jury.impossible && jury.count != minimum)
            quitf(_fail, "case %d: the jury answer says %s moves but the checker finds a minimum of %d", caseNo,
                  jury.text.c_str(), minimum);

        Head out = readHead(ouf, caseNo, true);
        if (out.impossible && minimum >= 0)
            quitf(_wa, "case %d: expected %d moves, found 'Impossible'", caseNo, minimum);
        if (!out.impossible && minimum < 0)
            quitf(_wa, "case %d: expected 'Impossible', found %s", caseNo, out.text.c_str());
        if (!out.impossible && out.count < 0)
            quitf(_wa, "case %d: the count %s is negative", caseNo, out.text.c_str());
        if (!out.impossible && out.count != minimum)
            quitf(_wa, "case %d: expected %d moves, found %s", caseNo, minimum, out.text.c_str());
    }
    expectEnd(cases);
    quitf(_ok, "%d case%s, every answer a minimum", cases, cases == 1 ? "" : "s");
}
