// Luogu P1225 Black and white pieces: testlib input validator from gridsolve.
// Accepts exactly what the statement allows, in the strict form the tests
// are written in: one or more cases, each a start board and a target board
// of 4 lines of 4 characters '0' or '1' (the target right after the start),
// with as many '1' pieces in the target as in the start; every line ended
// by a single '\n'; nothing else (no other blank lines, no CR).
// Call: validator < INPUT. Exit 0 valid; otherwise the message names the case and row.
#include "testlib.h"

#include <algorithm>
#include <string>

// Reads one board of case `caseNo` and returns its number of '1' pieces.
static int readBoard(int caseNo, const char *which) {
    int pieces = 0;
    for (int row = 1; row <= 4; row++) {
        ensuref(!inf.eof(), "case %d: the input ends before row %d of 4 of the %s board", caseNo, row, which);
        std::string line = inf.readLine("[01]{4}", format("case %d, %s board, row %d", caseNo, which, row));
        pieces += (int)std::count(line.begin(), line.end(), '1');
    }
    return pieces;
}

int main(int argc, char *argv[]) {
    registerValidation(argc, argv);
    // A generous bound on the cases one file may hold.
    const int maxCases = 100000;
    int cases = 0;
    do {
        cases++;
        ensuref(cases <= maxCases, "more than %d cases", maxCases);
        int start = readBoard(cases, "start");
        int target = readBoard(cases, "target");
        ensuref(start == target, "case %d: the start board has %d pieces '1' but the target board has %d; the counts must be equal",
                cases, start, target);
    } while (!inf.eof());
    inf.readEof();
}
