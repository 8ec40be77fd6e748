// POJ 2965 The Pilots Brothers' refrigerator: testlib checker from gridsolve.
// Accepts any minimum set of presses, in any order; computes the minimum
// itself (the parity rule), so a jury answer that is not minimal or does not
// replay is FAIL.  Call: checker INPUT OUTPUT ANSWER.
// Exit: 0 ok, 1 wrong answer, 2 wrong output format, 3 FAIL.
#include "gridsolve_judge.h"

// The handles a press at (row, col) turns: its whole row and column.
static int pressMask(int row, int col) {
    int mask = 0;
    for (int i = 0; i < 4; i++)
        mask |= bit(row, i) | bit(i, col);
    return mask;
}

// Reads `count` presses of case `caseNo` from `in` and checks they open
// every handle of `start`.
static void replay(InStream &in, int caseNo, int start, long long count) {
    int board = start;
    for (long long i = 1; i <= count; i++) {
        string due = format("move %lld of %lld", i, count);
        string rowText = requireToken(in, caseNo, due);
        long long row, col;
        if (!parseNumber(rowText, row))
            in.quitf(_pe, "case %d, move %lld: expected 'row col', found %s", caseNo, i, shown(rowText).c_str());
        string colText = requireToken(in, caseNo, "the column of " + due);
        if (!parseNumber(colText, col))
            in.quitf(_pe, "case %d, move %lld: expected 'row col', found %s %s", caseNo, i,
                     shown(rowText).c_str(), shown(colText).c_str());
        if (row < 1 || row > 4 || col < 1 || col > 4)
            in.quitf(_wa, "case %d, move %lld: cell (%lld, %lld) is outside the 4x4 board", caseNo, i, row, col);
        board ^= pressMask((int)row - 1, (int)col - 1);
    }
    if (board != 0)
        in.quitf(_wa, "case %d: after the %lld moves the board is %s, not all '-'", caseNo, count,
                 oneLine(board, '-', '+').c_str());
}

int main(int argc, char *argv[]) {
    registerTestlibCmd(argc, argv);
    int cases = 0;
    while (!inf.seekEof()) {
        int caseNo = ++cases;
        int start = readBoard(caseNo, '-', '+');
        // The parity rule: the unique minimum presses the cells whose row and
        // column together hold an odd number of '+'.
        int presses = 0, board = start;
        for (int row = 0; row < 4; row++)
            for (int col = 0; col < 4; col++)
                if (__builtin_popcount(start & pressMask(row, col)) % 2 == 1) {
                    presses |= bit(row, col);
                    board ^= pressMask(row, col);
                }
        if (board != 0)
            quitf(_fail, "case %d: the parity rule does not open every handle", caseNo);
        int minimum = __builtin_popcount(presses);

        Head jury = readHead(ans, caseNo, false);
        if (jury.impossible)
            quitf(_fail, "case %d: the jury answer says Impossible but the checker solves it in %d moves", caseNo,
                  minimum);
        if (jury.count != minimum)
            quitf(_fail, "case %d: the jury answer says %s moves but the checker finds a minimum of %d", caseNo,
                  jury.text.c_str(), minimum);
        replay(ans, caseNo, start, jury.count);

        Head out = readHead(ouf, caseNo, false);
        if (out.impossible)
            quitf(_wa, "case %d: expected %d moves, found 'Impossible'", caseNo, minimum);
        if (out.count < 0)
            quitf(_wa, "case %d: the count %s is negative", caseNo, out.text.c_str());
        if (out.count > minimum)
            quitf(_wa, "case %d: expected %d moves, found %s", caseNo, minimum, out.text.c_str());
        replay(ouf, caseNo, start, out.count);
        if (out.count < minimum)
            quitf(_fail, "case %d: the output's %lld moves are valid and reach the goal, but the checker's minimum is %d",
                  caseNo, out.count, minimum);
    }
    expectEnd(cases);
    quitf(_ok, "%d case%s, every answer a minimum", cases, cases == 1 ? "" : "s");
}
