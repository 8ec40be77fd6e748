// gridsolve package: the input validator (testlib) of a sliding puzzle.
#include "testlib.h"
#include <vector>
// @VARIANT@

int main(int argc, char *argv[]) {
    registerValidation(argc, argv);
    int cases = inf.readInt(1, MAX_CASES, "T");
    inf.readEoln();
    for (int t = 0; t < cases; t++) {
        std::vector<int> seen(R * C, 0);
        for (int r = 0; r < R; r++) {
            for (int c = 0; c < C; c++) {
                if (c > 0) inf.readSpace();
                int tile = inf.readInt(0, R * C - 1, "tile");
                ensuref(!seen[tile], "case %d: tile %d appears twice", t + 1, tile);
                seen[tile] = 1;
            }
            inf.readEoln();
        }
    }
    inf.readEof();
}
