// gridsolve package: the checker (testlib) of a press puzzle.
// checker INPUT OUTPUT ANSWER: for each board, the count must be the jury's
// minimum (or -1 exactly when the jury's is -1) and the listed presses must
// bring the board to the goal.
#include "testlib.h"
// @VARIANT@
#include "press.h"
#include <string>

int main(int argc, char *argv[]) {
    registerTestlibCmd(argc, argv);
    int cases = inf.readInt();
    for (int t = 1; t <= cases; t++) {
        int n = inf.readInt(), m = inf.readInt();
        std::vector<int> board(n * m);
        for (int r = 0; r < n; r++) {
            std::string row = inf.readToken();
            for (int c = 0; c < m; c++) board[r * m + c] = row[c] - '0';
        }
        long long jury = ans.readLong();
        for (long long i = 0; i < jury; i++) {
            ans.readInt();
            ans.readInt();
        }
        long long most = (long long)n * m * (K - 1);
        long long found = ouf.readLong(-1LL, most, format("case %d: the number of presses", t).c_str());
        if (jury == -1) {
            if (found != -1) quitf(_wa, "case %d: expected -1 (the board cannot reach the goal), found %lld", t, found);
            continue;
        }
        if (found == -1) quitf(_wa, "case %d: expected %lld presses, found -1", t, jury);
        if (found > jury) quitf(_wa, "case %d: expected %lld presses, found %lld", t, jury, found);
        for (long long i = 0; i < found; i++) {
            int r = ouf.readInt(1, n, format("case %d: the row of press %lld", t, i + 1).c_str());
            int c = ouf.readInt(1, m, format("case %d: the column of press %lld", t, i + 1).c_str());
            for (int cell : pressCells(n, m, r - 1, c - 1)) board[cell] = (board[cell] + 1) % K;
        }
        if (!isGoal(board)) quitf(_wa, "case %d: the %lld presses do not reach the goal", t, found);
        if (found < jury) quitf(_fail, "case %d: the contestant reached the goal in %lld presses, fewer than the jury's %lld", t, found, jury);
    }
    if (!ouf.seekEof()) quitf(_pe, "extra output after the last case");
    quitf(_ok, "%d case%s, every answer a minimum", cases, cases == 1 ? "" : "s");
}
