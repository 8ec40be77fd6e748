// HDU 1043 / POJ 1077 Eight: testlib checker from gridsolve.
// Each case's answer is one line: a string of u/d/l/r (the direction the x
// moves) that takes the board to 1 2 3 4 5 6 7 8 x, or `unsolvable` exactly
// when there is none. As the real judges (special judges: the statement
// asks for "a series of moves that produce a solution"), any such path of
// at most MAX_PATH_MOVES moves is accepted; compiled with
// -DGRIDSOLVE_SHORTEST_ONLY (`gridsolve export checker hdu1043 --minimum`)
// only shortest paths are, for setters who want them, and then a jury
// answer that is not a shortest path is FAIL. The checker replays each path
// and knows every board's distance (one breadth-first search from the goal
// over the 181,440 boards that reach it, numbered by Cantor expansion).
// The output is read line by line (a solved board's answer is an empty
// line); spaces, tabs and CR around a line's answer are ignored, and the
// last case's line may lack its '\n' (or be missing, if it is empty). Call: checker INPUT OUTPUT ANSWER.
// Exit: 0 ok, 1 wrong answer, 2 wrong output format, 3 FAIL.
#include "gridsolve_judge.h"

#include <vector>

// The longest line read, in bytes after its opening blanks: a path of a
// million moves (the real judges state no cap; their output limit is one).
static const int MAX_PATH_MOVES = 1000000;
#ifdef GRIDSOLVE_SHORTEST_ONLY
static const bool SHORTEST_ONLY = true;
#else
static const bool SHORTEST_ONLY = false;
#endif

// n! for n = 0..8: the place values of Cantor expansion.
static const int FACTORIAL[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};
static const int PERMUTATIONS = 362880;
// The goal with the x as 0.
static const int GOAL[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};

// The Cantor rank of a permutation of 0..8: its index in lexicographic order.
static int cantorRank(const int *cells) {
    int rank = 0;
    for (int i = 0; i < 9; i++) {
        int smaller = 0;
        for (int j = i + 1; j < 9; j++)
            smaller += cells[j] < cells[i];
        rank += smaller * FACTORIAL[8 - i];
    }
    return rank;
}

// The x's moves: u, d, l, r as row and column steps.
static const char DIRECTIONS[] = "udlr";
static const int ROW_STEP[4] = {-1, 1, 0, 0}, COL_STEP[4] = {0, 0, -1, 1};

// Moves the x (0) of `cells` one step in direction `d`; false if that
// would leave the board.
static bool moveBlank(int *cells, int d) {
    int blank = 0;
    while (cells[blank] != 0)
        blank++;
    int row = blank / 3 + ROW_STEP[d], col = blank % 3 + COL_STEP[d];
    if (row < 0 || row > 2 || col < 0 || col > 2)
        return false;
    swap(cells[blank], cells[row * 3 + col]);
    return true;
}

// A board packed 4 bits per cell, cell 0 lowest, so the search's queue
// holds boards, not ranks to expand again.
static long long pack(const int *cells) {
    long long packed = 0;
    for (int i = 8; i >= 0; i--)
        packed = packed << 4 | cells[i];
    return packed;
}

static void unpack(long long packed, int *cells) {
    for (int i = 0; i < 9; i++, packed >>= 4)
        cells[i] = (int)(packed & 15);
}

// Distance of every board (by Cantor rank) to the goal, -1 where
// unreachable. Every move is its own inverse, so one search from the goal
// gives every board's distance to it.
static vector<signed char> distancesToGoal() {
    vector<signed char> distance(PERMUTATIONS, -1);
    vector<long long> queue;
    queue.reserve(PERMUTATIONS / 2);
    distance[cantorRank(GOAL)] = 0;
    queue.push_back(pack(GOAL));
    for (size_t head = 0; head < queue.size(); head++) {
        int cells[9];
        unpack(queue[head], cells);
        int steps = distance[cantorRank(cells)] + 1;
        for (int d = 0; d < 4; d++) {
            int next[9];
            for (int i = 0; i < 9; i++)
                next[i] = cells[i];
            if (!moveBlank(next, d))
                continue;
            int rank = cantorRank(next);
            if (distance[rank] < 0) {
                distance[rank] = (signed char)steps;
                queue.push_back(pack(next));
            }
        }
    }
    return distance;
}

// Reads the board of case `caseNo`: 9 tokens, the digits 1..8 and x, each
// once (the strict layout is the validator's business).
static void readTiles(int caseNo, int *cells) {
    bool seen[9] = {false};
    for (int i = 0; i < 9; i++) {
        string token;
        if (!nextToken(inf, caseNo, token))
            quitf(_fail, "case %d: the input ends inside the board", caseNo);
        int tile = token == "x" ? 0 : token.size() == 1 && token[0] >= '1' && token[0] <= '8' ? token[0] - '0' : -1;
        if (tile < 0 || seen[tile])
            quitf(_fail, "case %d: the input holds %s where a tile 1..8 or x (each once) belongs", caseNo,
                  shown(token).c_str());
        seen[tile] = true;
        cells[i] = tile;
    }
}

// A board on one line, rows separated by '/'.
static string boardText(const int *cells) {
    string text;
    for (int i = 0; i < 9; i++) {
        if (i > 0 && i % 3 == 0)
            text += '/';
        text += cells[i] == 0 ? 'x' : (char)('0' + cells[i]);
    }
    return text;
}

// One answer line as read, as `gridsolve check` reads it: the bytes after
// the blanks that open it (spaces, tabs, CR), at most MAX_PATH_MOVES of them
// counting any inside or after the text, then the blanks that close it
// dropped.
struct Line {
    bool present;  // false: the stream had ended
    string text;
    int number;
};

// Reads the next line of `in` (its counter in `lineNo`).
static Line readAnswerLine(InStream &in, int caseNo, int &lineNo) {
    Line line;
    line.present = !in.eof();
    line.number = ++lineNo;
    while (!in.eof()) {
        char c = in.curChar();
        in.skipChar();
        if (c == '\n')
            break;
        bool blank = c == ' ' || c == '\t' || c == '\r';
        if (blank && line.text.empty())
            continue;
        if ((int)line.text.size() == MAX_PATH_MOVES)
            in.quitf(_wa, "case %d (line %d): the line is longer than %d bytes; the longest path accepted has %d moves",
                     caseNo, lineNo, MAX_PATH_MOVES, MAX_PATH_MOVES);
        line.text.push_back(c);
    }
    while (!line.text.empty() && strchr(" \t\r", line.text[line.text.size() - 1]) != NULL)
        line.text.erase(line.text.size() - 1);
    return line;
}

// Judges one answer line of case `caseNo` (board `start`, distance
// `minimum`, -1 if unsolvable) read from `in`; a jury fault is FAIL.
static void judge(InStream &in, bool jury, int caseNo, const int *start, int minimum, int &lineNo) {
    const char *who = jury ? "jury answer: " : "";
    TResult wrong = jury ? _fail : _wa;
    TResult format = jury ? _fail : _pe;
    Line line = readAnswerLine(in, caseNo, lineNo);
    // The last line may lack its '\n', even when it is empty.
    if (!line.present && minimum != 0)
        quitf(format, "%scase %d: unexpected end of file at line %d, expected %s", who, caseNo, line.number,
              minimum < 0 ? "'unsolvable'" : "a path");
    bool letters = true, path = true;
    for (size_t i = 0; i < line.text.size(); i++) {
        letters = letters && isalpha((unsigned char)line.text[i]);
        path = path && strchr(DIRECTIONS, line.text[i]) != NULL;
    }
    if (!letters)
        quitf(format, "%scase %d (line %d): expected a path of u, d, l, r or 'unsolvable', found %s", who, caseNo,
              line.number, shown(line.text).c_str());
    if (line.text == "unsolvable") {
        if (minimum >= 0)
            quitf(wrong, "%scase %d (line %d): expected a path of %d moves, found 'unsolvable'", who, caseNo,
                  line.number, minimum);
        return;
    }
    if (!path)
        quitf(wrong, "%scase %d (line %d): expected %s, found %s", who, caseNo, line.number,
              minimum < 0 ? "'unsolvable'" : "a path of u, d, l, r", shown(line.text).c_str());
    int moves = (int)line.text.size();
    if (minimum < 0)
        quitf(wrong, "%scase %d (line %d): expected 'unsolvable', found a path of %d moves", who, caseNo, line.number,
              moves);
    int cells[9];
    for (int i = 0; i < 9; i++)
        cells[i] = start[i];
    for (int i = 0; i < moves; i++)
        if (!moveBlank(cells, (int)(strchr(DIRECTIONS, line.text[i]) - DIRECTIONS)))
            quitf(wrong, "%scase %d (line %d): move %d of %d, '%c', takes the x off the board (it stands at %s)", who, caseNo,
                  line.number, i + 1, moves, line.text[i], boardText(cells).c_str());
    if (cantorRank(cells) != cantorRank(GOAL))
        quitf(wrong, "%scase %d (line %d): after the %d move%s the board is %s, not 123/456/78x", who, caseNo,
              line.number, moves, moves == 1 ? "" : "s", boardText(cells).c_str());
    if (SHORTEST_ONLY && moves > minimum)
        quitf(wrong, "%scase %d (line %d): the path has %d moves, a shortest one has %d", who, caseNo, line.number,
              moves, minimum);
    if (moves < minimum)
        quitf(_fail, "%scase %d (line %d): the path of %d moves is valid, but the checker's shortest has %d", who,
              caseNo, line.number, moves, minimum);
}

int main(int argc, char *argv[]) {
    registerTestlibCmd(argc, argv);
    vector<signed char> distance = distancesToGoal();
    int cases = 0, juryLine = 0, outputLine = 0;
    while (!inf.seekEof()) {
        int caseNo = ++cases;
        int start[9];
        readTiles(caseNo, start);
        int minimum = distance[cantorRank(start)];
        judge(ans, true, caseNo, start, minimum, juryLine);
        judge(ouf, false, caseNo, start, minimum, outputLine);
    }
    expectEnd(cases);
    quitf(_ok, "%d case%s, every answer %s", cases, cases == 1 ? "" : "s",
          SHORTEST_ONLY ? "a shortest path or 'unsolvable'" : "a path that solves its board or 'unsolvable'");
}
