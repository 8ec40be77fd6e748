// gridsolve package: the input validator (testlib) of a knights puzzle.
#include "testlib.h"
#include <string>
// @VARIANT@

int main(int argc, char *argv[]) {
    registerValidation(argc, argv);
    int cases = inf.readInt(1, MAX_CASES, "T");
    inf.readEoln();
    for (int t = 0; t < cases; t++) {
        int counts[3] = {0, 0, 0};
        for (int r = 0; r < 5; r++) {
            std::string row = inf.readToken("[01*]{5}", "row");
            for (char ch : row) counts[ch == '0' ? 0 : ch == '1' ? 1 : 2]++;
            inf.readEoln();
        }
        ensuref(counts[0] == 12 && counts[1] == 12 && counts[2] == 1,
                "case %d: expected 12 of 0, 12 of 1 and one *, found %d, %d and %d", t + 1, counts[0], counts[1], counts[2]);
    }
    inf.readEof();
}
