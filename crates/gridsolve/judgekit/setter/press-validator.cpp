// gridsolve package: the input validator (testlib) of a press puzzle.
#include "testlib.h"
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
        for (int r = 0; r < n; r++) {
            inf.readToken(format("[0-%d]{%d}", K - 1, m), "row");
            inf.readEoln();
        }
    }
    inf.readEof();
}
