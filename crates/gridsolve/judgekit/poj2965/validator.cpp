// POJ 2965 The Pilots Brothers' refrigerator: testlib input validator from gridsolve.
// Accepts exactly what the statement allows, in the strict form the tests
// are written in: one or more cases, each 4 lines of 4 characters '+' or '-',
// every line ended by a single '\n'; nothing else (no blank lines, no CR).
// Call: validator < INPUT. Exit 0 valid; otherwise the message names the case and row.
#include "testlib.h"

#include <string>

int main(int argc, char *argv[]) {
    registerValidation(argc, argv);
    // A generous bound on the cases one file may hold.
    const int maxCases = 100000;
    int cases = 0;
    do {
        cases++;
        ensuref(cases <= maxCases, "more than %d cases", maxCases);
        for (int row = 1; row <= 4; row++) {
            ensuref(!inf.eof(), "case %d: the input ends before row %d of 4", cases, row);
            inf.readLine("[+-]{4}", format("case %d, row %d", cases, row));
        }
    } while (!inf.eof());
    inf.readEof();
}
