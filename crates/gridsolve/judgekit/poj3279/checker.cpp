// POJ 3279 Fliptile: testlib checker from gridsolve.
// Flipping a tile flips it and its edge neighbours; the answer of each case
// is the M x N grid of flips (1 = flip) that turns every tile white (0)
// with the fewest flips, the lexicographically smallest such grid (read
// row by row) when several tie, or IMPOSSIBLE. That grid is unique, so the
// checker computes it itself (the first row decides the rest: each tile
// still black must be flipped from the row below, so it tries every first
// row in lexicographic order and keeps the first with the fewest flips),
// a jury answer that differs is FAIL, and a contestant's different grid
// gets the precise reason: it does not turn every tile white, it is not
// minimal, or it is not the lexicographically smallest.
// Call: checker INPUT OUTPUT ANSWER.
// Exit: 0 ok, 1 wrong answer, 2 wrong output format, 3 FAIL.
#include "gridsolve_judge.h"

#include <vector>

// The statement's largest side.
static const int MAX_SIDE = 15;

// A grid as one bit mask per row; column 1 is the highest of the row's
// `cols` bits, so comparing masks row by row is lexicographic order.
typedef vector<int> Rows;

// The tiles of `rows` (M x N) after the flips `flips`.
static Rows afterFlips(const Rows &tiles, const Rows &flips, int cols) {
    int full = (1 << cols) - 1;
    Rows after = tiles;
    for (size_t r = 0; r < tiles.size(); r++) {
        after[r] ^= (flips[r] ^ flips[r] << 1 ^ flips[r] >> 1) & full;
        if (r > 0)
            after[r - 1] ^= flips[r];
        if (r + 1 < tiles.size())
            after[r + 1] ^= flips[r];
    }
    return after;
}

static int countFlips(const Rows &flips) {
    int count = 0;
    for (size_t r = 0; r < flips.size(); r++)
        count += __builtin_popcount(flips[r]);
    return count;
}

// The fewest-flips, lexicographically smallest grid that turns `tiles`
// white; false if none does.
static bool bestFlips(const Rows &tiles, int cols, Rows &best) {
    int rows = (int)tiles.size(), full = (1 << cols) - 1, fewest = -1;
    for (int first = 0; first <= full; first++) {
        Rows flips(rows, 0), state = tiles;
        flips[0] = first;
        for (int r = 0; r < rows; r++) {
            state[r] ^= (flips[r] ^ flips[r] << 1 ^ flips[r] >> 1) & full;
            if (r + 1 < rows) {
                state[r + 1] ^= flips[r];
                // A tile of row r still black can only be flipped from below.
                flips[r + 1] = state[r];
                state[r] ^= flips[r + 1];
            }
        }
        if (state[rows - 1] != 0)
            continue;
        int count = countFlips(flips);
        // Strictly fewer: among equal counts the first (smallest) stays.
        if (fewest < 0 || count < fewest) {
            fewest = count;
            best = flips;
        }
    }
    return fewest >= 0;
}

// A number of the input in [low, high].
static int readInputNumber(int caseNo, const char *what, int low, int high) {
    string token;
    long long value;
    if (!nextToken(inf, caseNo, token))
        quitf(_fail, "case %d: the input ends before %s", caseNo, what);
    if (!parseNumber(token, value) || value < low || value > high)
        quitf(_fail, "case %d: the input holds %s where %s (%d to %d) belongs", caseNo, shown(token).c_str(), what, low,
              high);
    return (int)value;
}

// Whether `token` is a word (letters only): a wrong answer where a number
// belongs, as a testlib checker comparing words says; other unreadable
// tokens are a format error.
static bool isWord(const string &token) {
    for (size_t i = 0; i < token.size(); i++)
        if (!isalpha((unsigned char)token[i]))
            return false;
    return !token.empty();
}

// Reads cell (row, col) of the flip grid of case `caseNo` from `in`, whose
// first token may already be in `token` (`have`).
static int readCell(InStream &in, int caseNo, int row, int col, string &token, bool have, bool jury) {
    const char *who = jury ? "jury answer: " : "";
    if (!have)
        token = requireToken(in, caseNo, format("the flip of row %d, column %d", row, col));
    long long value;
    bool number = parseNumber(token, value);
    if (!number || (value != 0 && value != 1))
        quitf(jury ? _fail : number || isWord(token) ? _wa : _pe, "%scase %d, row %d, column %d: expected 0 or 1, found %s",
              who, caseNo, row, col, shown(token).c_str());
    return (int)value;
}

// Reads one answer of case `caseNo` from `in`: false for IMPOSSIBLE, else
// the grid in `flips`. When the case is not `solvable`, anything but
// IMPOSSIBLE is judged at its first token.
static bool readAnswer(InStream &in, bool jury, int caseNo, int rows, int cols, bool solvable, Rows &flips) {
    const char *who = jury ? "jury answer: " : "";
    string token = requireToken(in, caseNo, format("the answer of case %d", caseNo));
    if (token == "IMPOSSIBLE")
        return false;
    long long value;
    if (!solvable)
        quitf(jury ? _fail : parseNumber(token, value) || isWord(token) ? _wa : _pe,
              "%scase %d: expected 'IMPOSSIBLE', found %s", who, caseNo, shown(token).c_str());
    flips.assign(rows, 0);
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++)
            if (readCell(in, caseNo, r + 1, c + 1, token, r == 0 && c == 0, jury))
                flips[r] |= 1 << (cols - 1 - c);
    return true;
}

int main(int argc, char *argv[]) {
    registerTestlibCmd(argc, argv);
    int cases = 0;
    while (!inf.seekEof()) {
        int caseNo = ++cases;
        int rows = readInputNumber(caseNo, "M", 1, MAX_SIDE);
        int cols = readInputNumber(caseNo, "N", 1, MAX_SIDE);
        Rows tiles(rows, 0);
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++)
                if (readInputNumber(caseNo, "a tile", 0, 1))
                    tiles[r] |= 1 << (cols - 1 - c);
        Rows best;
        bool solvable = bestFlips(tiles, cols, best);
        int fewest = solvable ? countFlips(best) : -1;

        Rows flips;
        bool juryGrid = readAnswer(ans, true, caseNo, rows, cols, solvable, flips);
        if (juryGrid != solvable || (solvable && flips != best))
            quitf(_fail, "case %d: the jury answer is not %s", caseNo,
                  solvable ? format("the smallest grid of %d flips", fewest).c_str() : "IMPOSSIBLE");

        bool grid = readAnswer(ouf, false, caseNo, rows, cols, solvable, flips);
        if (!grid) {
            if (solvable)
                quitf(_wa, "case %d: expected a grid of %d flips, found 'IMPOSSIBLE'", caseNo, fewest);
            continue;
        }
        Rows after = afterFlips(tiles, flips, cols);
        for (int r = 0; r < rows; r++)
            if (after[r] != 0) {
                int c = cols - 1 - (31 - __builtin_clz(after[r]));
                quitf(_wa, "case %d: the flips do not turn every tile white: row %d, column %d stays black", caseNo,
                      r + 1, c + 1);
            }
        int count = countFlips(flips);
        if (count > fewest)
            quitf(_wa, "case %d: the flips turn every tile white but are not minimal: %d flips, the fewest is %d",
                  caseNo, count, fewest);
        if (count < fewest)
            quitf(_fail, "case %d: the output's %d flips turn every tile white, but the checker's fewest is %d",
                  caseNo, count, fewest);
        for (int r = 0; r < rows; r++)
            if (flips[r] != best[r]) {
                int c = cols - 1 - (31 - __builtin_clz(flips[r] ^ best[r]));
                quitf(_wa,
                      "case %d: the %d flips are minimal but not the lexicographically smallest grid: "
                      "row %d, column %d is 1 where the smallest has 0",
                      caseNo, count, r + 1, c + 1);
            }
    }
    expectEnd(cases);
    quitf(_ok, "%d case%s, every answer the smallest minimal grid or IMPOSSIBLE", cases, cases == 1 ? "" : "s");
}
