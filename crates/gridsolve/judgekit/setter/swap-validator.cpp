// gridsolve package: the input validator (testlib) of a swap puzzle.
#include "testlib.h"
#include <string>
// @VARIANT@

int main(int argc, char *argv[]) {
    registerValidation(argc, argv);
    int cases = inf.readInt(1, MAX_CASES, "T");
    inf.readEoln();
    for (int t = 0; t < cases; t++) {
        int n = inf.readInt(1, MAX_ROWS, "n");
        inf.readSpace();
        int m = inf.readInt(1, MAX_COLS, "m");
        inf.readEoln();
        int ones[2] = {0, 0};
        for (int b = 0; b < 2; b++)
            for (int r = 0; r < n; r++) {
                std::string row = inf.readToken(format("[01]{%d}", m), "row");
                for (char ch : row) ones[b] += ch == '1';
                inf.readEoln();
            }
        ensuref(ones[0] == ones[1], "case %d: the start has %d 1s, the target %d", t + 1, ones[0], ones[1]);
    }
    inf.readEof();
}
