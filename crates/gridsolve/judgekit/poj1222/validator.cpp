// POJ 1222 EXTENDED LIGHTS OUT: testlib input validator from gridsolve.
// Accepts exactly what the statement allows, in the strict form the tests
// are written in: a line with the number of puzzles T (1 <= T <= 100000),
// then T puzzles of 5 lines of 6 numbers 0 or 1 separated by single
// spaces; every line ended by a single '\n'; nothing else (no blank lines,
// no CR).
// Call: validator < INPUT. Exit 0 valid; otherwise the message names the puzzle and row.
#include "testlib.h"

int main(int argc, char *argv[]) {
    registerValidation(argc, argv);
    // A generous bound on the puzzles one file may hold.
    const int maxPuzzles = 100000;
    int puzzles = inf.readInt(1, maxPuzzles, "T");
    inf.readEoln();
    for (int puzzle = 1; puzzle <= puzzles; puzzle++)
        for (int row = 1; row <= 5; row++) {
            ensuref(!inf.eof(), "puzzle %d: the input ends before row %d of 5", puzzle, row);
            for (int col = 1; col <= 6; col++) {
                inf.readInt(0, 1, format("puzzle %d, row %d, column %d", puzzle, row, col));
                if (col < 6)
                    inf.readSpace();
            }
            inf.readEoln();
        }
    inf.readEof();
}
