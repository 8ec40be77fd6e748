// Luogu P2324 (SCOI 2005) 骑士精神: testlib input validator from gridsolve.
// Accepts exactly what the statement allows, in the strict form the tests
// are written in: a line with T (1 <= T <= 10), then T boards of 5 lines of
// 5 characters '0', '1' or '*', each board with 12 '1', 12 '0' and one '*';
// every line ended by a single '\n'; nothing else (no blank lines, no CR).
// Call: validator < INPUT. Exit 0 valid; otherwise the message names the case and row.
#include "testlib.h"

#include <algorithm>
#include <string>

int main(int argc, char *argv[]) {
    registerValidation(argc, argv);
    // The statement's bound on T.
    const int maxBoards = 10;
    int boards = inf.readInt(1, maxBoards, "T");
    inf.readEoln();
    for (int caseNo = 1; caseNo <= boards; caseNo++) {
        std::string cells;
        for (int row = 1; row <= 5; row++) {
            ensuref(!inf.eof(), "case %d: the input ends before row %d of 5", caseNo, row);
            cells += inf.readLine("[01*]{5}", format("case %d, row %d", caseNo, row));
        }
        int ones = (int)std::count(cells.begin(), cells.end(), '1');
        int zeros = (int)std::count(cells.begin(), cells.end(), '0');
        ensuref(ones == 12 && zeros == 12,
                "case %d: the board holds %d '1', %d '0' and %d '*'; expected 12, 12 and one", caseNo, ones, zeros,
                25 - ones - zeros);
    }
    inf.readEof();
}
