// Luogu P2324 (SCOI 2005) 骑士精神: testlib checker from gridsolve.
// The answer of each case is the fewest knight moves into the blank that
// reach the goal 11111/01111/00*11/00001/00000 if that is at most 15, else
// -1. The checker computes it itself (iterative deepening A* bounded by the
// number of misplaced knights: a move places at most one knight), so a
// wrong jury answer is FAIL, never a contestant's wrong answer.
// Call: checker INPUT OUTPUT ANSWER.
// Exit: 0 ok, 1 wrong answer, 2 wrong output format, 3 FAIL.
#include "gridsolve_judge.h"

// The most moves the problem counts; a longer minimum is answered -1.
static const int MOVE_LIMIT = 15;
static const char GOAL[26] = "11111" "01111" "00*11" "00001" "00000";
static const int KNIGHT_ROW[8] = {-2, -2, -1, -1, 1, 1, 2, 2};
static const int KNIGHT_COL[8] = {-1, 1, -2, 2, -2, 2, -1, 1};

// Knights not on their goal cell (the blank not counted): a lower bound.
static int misplaced(const char *cells) {
    int count = 0;
    for (int i = 0; i < 25; i++)
        count += cells[i] != '*' && cells[i] != GOAL[i];
    return count;
}

// Whether `cells` (blank at `blank`, `moves` made, `wrong` misplaced
// knights) reaches the goal within `limit` moves in all.
static bool reaches(char *cells, int blank, int moves, int wrong, int limit, int cameFrom) {
    if (wrong == 0)
        return true;
    if (moves + wrong > limit)
        return false;
    for (int k = 0; k < 8; k++) {
        int row = blank / 5 + KNIGHT_ROW[k], col = blank % 5 + KNIGHT_COL[k];
        int knight = row * 5 + col;
        if (row < 0 || row > 4 || col < 0 || col > 4 || knight == cameFrom)
            continue;
        // The knight at `knight` jumps into the blank.
        int change = (cells[knight] != GOAL[blank]) - (cells[knight] != GOAL[knight]);
        swap(cells[blank], cells[knight]);
        bool found = reaches(cells, knight, moves + 1, wrong + change, limit, blank);
        swap(cells[blank], cells[knight]);
        if (found)
            return true;
    }
    return false;
}

// The fewest moves to the goal if at most MOVE_LIMIT, else -1.
static int fewestMoves(char *cells) {
    int blank = (int)(strchr(cells, '*') - cells);
    for (int limit = 0; limit <= MOVE_LIMIT; limit++)
        if (reaches(cells, blank, 0, misplaced(cells), limit, -1))
            return limit;
    return -1;
}

// Reads board `caseNo` from the input: 5 rows of 5 characters 0, 1, * with
// one blank (the strict layout is the validator's business).
static void readKnights(int caseNo, char *cells) {
    int blanks = 0;
    for (int row = 0; row < 5; row++) {
        string token;
        if (!nextToken(inf, caseNo, token))
            quitf(_fail, "case %d: the input ends before row %d of 5", caseNo, row + 1);
        if (token.size() != 5 || token.find_first_not_of("01*") != string::npos)
            quitf(_fail, "case %d, row %d: the input holds %s where 5 characters 0, 1 or * belong", caseNo, row + 1,
                  shown(token).c_str());
        for (int col = 0; col < 5; col++) {
            cells[row * 5 + col] = token[col];
            blanks += token[col] == '*';
        }
    }
    cells[25] = '\0';
    if (blanks != 1)
        quitf(_fail, "case %d: the board has %d blanks, not one", caseNo, blanks);
}

int main(int argc, char *argv[]) {
    registerTestlibCmd(argc, argv);
    string token;
    long long boards;
    if (!nextToken(inf, 0, token) || !parseNumber(token, boards) || boards < 1 || boards > 1000000)
        quitf(_fail, "the input does not start with the number of boards T, 1 to 1000000");
    for (int caseNo = 1; caseNo <= boards; caseNo++) {
        char cells[26];
        readKnights(caseNo, cells);
        int minimum = fewestMoves(cells);

        Head jury = readHead(ans, caseNo, false);
        if (jury.impossible || jury.count != minimum)
            quitf(_fail, "case %d: the jury answer says %s but the checker finds %d", caseNo, jury.text.c_str(),
                  minimum);

        Head out = readHead(ouf, caseNo, false);
        if (out.impossible || out.count != minimum) {
            if (minimum < 0)
                quitf(_wa, "case %d: expected -1 (more than %d moves), found %s", caseNo, MOVE_LIMIT, out.text.c_str());
            quitf(_wa, "case %d: expected %d moves, found %s", caseNo, minimum, out.text.c_str());
        }
    }
    if (!inf.seekEof())
        quitf(_fail, "the input holds more than the %lld boards its first line announces", boards);
    expectEnd((int)boards);
    quitf(_ok, "%lld case%s, every answer right", boards, boards == 1 ? "" : "s");
}
