// POJ 3279 Fliptile: testlib input validator from gridsolve.
// Accepts exactly what the statement allows, in the strict form the tests
// are written in: one or more cases, each a line `M N` (1 <= M, N <= 15)
// and M lines of N numbers 0 or 1 separated by single spaces; every line
// ended by a single '\n'; nothing else (no blank lines, no CR).
// Call: validator < INPUT. Exit 0 valid; otherwise the message names the case and row.
#include "testlib.h"

int main(int argc, char *argv[]) {
    registerValidation(argc, argv);
    // A generous bound on the cases one file may hold.
    const int maxCases = 100000;
    int cases = 0;
    do {
        cases++;
        ensuref(cases <= maxCases, "more than %d cases", maxCases);
        int rows = inf.readInt(1, 15, format("case %d, M", cases));
        inf.readSpace();
        int cols = inf.readInt(1, 15, format("case %d, N", cases));
        inf.readEoln();
        for (int row = 1; row <= rows; row++) {
            ensuref(!inf.eof(), "case %d: the input ends before row %d of %d", cases, row, rows);
            for (int col = 1; col <= cols; col++) {
                inf.readInt(0, 1, format("case %d, row %d, column %d", cases, row, col));
                if (col < cols)
                    inf.readSpace();
            }
            inf.readEoln();
        }
    } while (!inf.eof());
    inf.readEof();
}
