// HDU 1043 / POJ 1077 Eight: testlib input validator from gridsolve.
// Accepts exactly what the statement allows, in the strict form the tests
// are written in: one or more cases, each one line of the 9 tokens 1..8
// and x (each once) separated by single spaces and ended by a single '\n';
// nothing else (no blank lines, no other spaces, no CR). Boards that cannot
// reach the goal are valid: their answer is `unsolvable`.
// Call: validator < INPUT. Exit 0 valid; otherwise the message names the case.
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
        bool seen[9] = {false};
        for (int i = 0; i < 9; i++) {
            ensuref(!inf.eof(), "case %d: the input ends before tile %d of 9", cases, i + 1);
            char tile = inf.readChar();
            ensuref(tile == 'x' || (tile >= '1' && tile <= '8'), "case %d, tile %d: expected 1..8 or x, found %s",
                    cases, i + 1, tile == '\n' ? "the end of the line" : format("'%c' (byte %d)", tile, tile & 0xff).c_str());
            int index = tile == 'x' ? 0 : tile - '0';
            ensuref(!seen[index], "case %d, tile %d: '%c' appears twice", cases, i + 1, tile);
            seen[index] = true;
            if (i < 8)
                inf.readSpace();
        }
        inf.readEoln();
    } while (!inf.eof());
    inf.readEof();
}
