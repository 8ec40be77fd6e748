// Luogu P1379 八数码难题 (the 8-puzzle): testlib checker from gridsolve.
// The answer of each case is the fewest moves from its board to 123804765;
// the checker computes every distance itself (one breadth-first search from
// the goal over the 181,440 boards it reaches, numbered by Cantor
// expansion), so a wrong jury answer is FAIL, never a contestant's wrong
// answer. Call: checker INPUT OUTPUT ANSWER.
// Exit: 0 ok, 1 wrong answer, 2 wrong output format, 3 FAIL.
#include "gridsolve_judge.h"

#include <vector>

// n! for n = 0..8: the place values of Cantor expansion.
static const int FACTORIAL[9] = {1, 1, 2, 6, 24, 120, 720, 5040, 40320};
// 9! boards of 9 cells, half of them reachable from any one.
static const int PERMUTATIONS = 362880;

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

// Distance of every board (by Cantor rank) to `goal`, -1 where unreachable:
// a move slides a tile into the blank (0), so the blank trades places with
// an edge neighbour; every move is its own inverse, so searching from the
// goal gives every board's distance to it.
static vector<signed char> distancesTo(const int *goal) {
    vector<signed char> distance(PERMUTATIONS, -1);
    vector<long long> queue;
    queue.reserve(PERMUTATIONS / 2);
    distance[cantorRank(goal)] = 0;
    queue.push_back(pack(goal));
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    for (size_t head = 0; head < queue.size(); head++) {
        int cells[9];
        unpack(queue[head], cells);
        int steps = distance[cantorRank(cells)] + 1;
        int blank = 0;
        while (cells[blank] != 0)
            blank++;
        for (int d = 0; d < 4; d++) {
            int row = blank / 3 + dr[d], col = blank % 3 + dc[d];
            if (row < 0 || row > 2 || col < 0 || col > 2)
                continue;
            int other = row * 3 + col;
            swap(cells[blank], cells[other]);
            int next = cantorRank(cells);
            if (distance[next] < 0) {
                distance[next] = (signed char)steps;
                queue.push_back(pack(cells));
            }
            swap(cells[blank], cells[other]);
        }
    }
    return distance;
}

// Reads the board of case `caseNo`: one token of 9 distinct digits 0..8
// (the strict layout is the validator's business).
static void readTiles(int caseNo, int *cells) {
    string token;
    if (!nextToken(inf, caseNo, token))
        quitf(_fail, "case %d: the input ends before the board", caseNo);
    bool seen[9] = {false};
    bool good = token.size() == 9;
    for (size_t i = 0; good && i < 9; i++) {
        int digit = token[i] - '0';
        good = digit >= 0 && digit <= 8 && !seen[digit];
        if (good) {
            seen[digit] = true;
            cells[i] = digit;
        }
    }
    if (!good)
        quitf(_fail, "case %d: the input holds %s where 9 distinct digits 0..8 belong", caseNo,
              shown(token).c_str());
}

int main(int argc, char *argv[]) {
    registerTestlibCmd(argc, argv);
    const int goal[9] = {1, 2, 3, 8, 0, 4, 7, 6, 5};
    vector<signed char> distance = distancesTo(goal);
    int cases = 0;
    while (!inf.seekEof()) {
        int caseNo = ++cases;
        int cells[9];
        readTiles(caseNo, cells);
        int minimum = distance[cantorRank(cells)];
        if (minimum < 0)
            quitf(_fail, "case %d: the input board cannot reach 123804765 (the statement promises it can)", caseNo);

        Head jury = readHead(ans, caseNo, false);
        if (jury.impossible || jury.count != minimum)
            quitf(_fail, "case %d: the jury answer says %s but the checker finds a minimum of %d moves", caseNo,
                  jury.text.c_str(), minimum);

        Head out = readHead(ouf, caseNo, false);
        if (out.impossible || out.count != minimum)
            quitf(_wa, "case %d: expected %d moves, found %s", caseNo, minimum, out.text.c_str());
    }
    expectEnd(cases);
    quitf(_ok, "%d case%s, every answer a minimum", cases, cases == 1 ? "" : "s");
}
