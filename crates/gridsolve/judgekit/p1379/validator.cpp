// Luogu P1379 八数码难题 (the 8-puzzle): testlib input validator from gridsolve.
// Accepts exactly what the statement allows, in the strict form the tests
// are written in: one or more cases, each one line of the 9 digits 0..8
// (each once, 0 the blank) ended by a single '\n', and each board able to
// reach 123804765 (the statement promises an answer); nothing else (no
// blank lines, no spaces, no CR).
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
        std::string board = inf.readLine("[0-8]{9}", format("case %d, the board", cases));
        bool seen[9] = {false};
        for (int i = 0; i < 9; i++) {
            int digit = board[i] - '0';
            ensuref(!seen[digit], "case %d: the digit %d appears twice in %s", cases, digit, board.c_str());
            seen[digit] = true;
        }
        // On a board of odd width a move keeps the parity of the number of
        // inverted tile pairs (the blank left out); 123804765 has 7.
        int inversions = 0;
        for (int i = 0; i < 9; i++)
            for (int j = i + 1; j < 9; j++)
                inversions += board[i] != '0' && board[j] != '0' && board[j] < board[i];
        ensuref(inversions % 2 == 1,
                "case %d: %s cannot reach 123804765 (%d inverted tile pairs, an even number; the goal has 7)",
                cases, board.c_str(), inversions);
    } while (!inf.eof());
    inf.readEof();
}
