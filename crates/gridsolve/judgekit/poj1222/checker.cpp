// POJ 1222 EXTENDED LIGHTS OUT: testlib checker from gridsolve.
// Pressing a button of the 5 x 6 panel toggles its light and the lights of
// its edge neighbours. For puzzle k the answer is `PUZZLE #k` and the 5 x 6
// grid of presses (1 = press) that turns every light off. That grid is
// unique (the 30 presses are independent), so the checker computes it
// itself (the first row decides the rest; it tries all 64 first rows), a
// jury answer that differs is FAIL, and a contestant's grid is replayed and
// must turn every light off.
// Call: checker INPUT OUTPUT ANSWER.
// Exit: 0 ok, 1 wrong answer, 2 wrong output format, 3 FAIL.
#include "gridsolve_judge.h"

static const int ROWS = 5, COLS = 6, FULL = (1 << COLS) - 1;

// Lights as one bit mask per row, column 1 the highest of the 6 bits.
struct Panel {
    int row[ROWS];
};

// The lights of `lights` after the presses `presses`.
static Panel afterPresses(const Panel &lights, const Panel &presses) {
    Panel after = lights;
    for (int r = 0; r < ROWS; r++) {
        int p = presses.row[r];
        after.row[r] ^= (p ^ p << 1 ^ p >> 1) & FULL;
        if (r > 0)
            after.row[r - 1] ^= p;
        if (r + 1 < ROWS)
            after.row[r + 1] ^= p;
    }
    return after;
}

// The presses that turn every light off; false if no first row leads there
// (never, for a 5 x 6 panel).
static bool solve(const Panel &lights, Panel &presses) {
    for (int first = 0; first <= FULL; first++) {
        presses.row[0] = first;
        Panel state = lights;
        for (int r = 0; r < ROWS; r++) {
            int p = presses.row[r];
            state.row[r] ^= (p ^ p << 1 ^ p >> 1) & FULL;
            if (r + 1 < ROWS) {
                state.row[r + 1] ^= p;
                // A light of row r still on can only be turned off from below.
                presses.row[r + 1] = state.row[r];
                state.row[r] = 0;
            }
        }
        if (state.row[ROWS - 1] == 0)
            return true;
    }
    return false;
}

// A number of the input, 0 or 1, or the count of puzzles.
static long long readInputNumber(int caseNo, const char *what, long long low, long long high) {
    string token;
    long long value;
    if (!nextToken(inf, caseNo, token))
        quitf(_fail, "case %d: the input ends before %s", caseNo, what);
    if (!parseNumber(token, value) || value < low || value > high)
        quitf(_fail, "case %d: the input holds %s where %s (%lld to %lld) belongs", caseNo, shown(token).c_str(), what,
              low, high);
    return value;
}

// Reads the answer of puzzle `caseNo` from `in`: `PUZZLE #k`, then 30
// numbers 0 or 1. A heading that differs is a format error (the output is
// out of step); a number other than 0 or 1, or a word, a wrong answer.
static Panel readAnswer(InStream &in, bool jury, int caseNo) {
    const char *who = jury ? "jury answer: " : "";
    string heading = format("#%d", caseNo);
    string word = requireToken(in, caseNo, format("'PUZZLE %s'", heading.c_str()));
    if (word != "PUZZLE")
        quitf(jury ? _fail : _pe, "%scase %d: expected 'PUZZLE %s', found %s", who, caseNo, heading.c_str(),
              shown(word).c_str());
    string number = requireToken(in, caseNo, format("'%s' after 'PUZZLE'", heading.c_str()));
    if (number != heading)
        quitf(jury ? _fail : _pe, "%scase %d: expected 'PUZZLE %s', found 'PUZZLE' %s", who, caseNo, heading.c_str(),
              shown(number).c_str());
    Panel presses;
    for (int r = 0; r < ROWS; r++) {
        presses.row[r] = 0;
        for (int c = 0; c < COLS; c++) {
            string token = requireToken(in, caseNo, format("the press of row %d, column %d", r + 1, c + 1));
            long long value;
            bool number = parseNumber(token, value);
            // A number other than 0 or 1, or a word, is a wrong answer (as
            // a testlib checker comparing tokens says); anything else a
            // format error.
            bool word = !number;
            for (size_t i = 0; word && i < token.size(); i++)
                word = isalpha((unsigned char)token[i]) != 0;
            if (!number || (value != 0 && value != 1))
                quitf(jury ? _fail : number || word ? _wa : _pe, "%scase %d, row %d, column %d: expected 0 or 1, found %s",
                      who, caseNo, r + 1, c + 1, shown(token).c_str());
            if (value == 1)
                presses.row[r] |= 1 << (COLS - 1 - c);
        }
    }
    return presses;
}

int main(int argc, char *argv[]) {
    registerTestlibCmd(argc, argv);
    int puzzles = (int)readInputNumber(0, "the number of puzzles", 1, 1000000);
    for (int caseNo = 1; caseNo <= puzzles; caseNo++) {
        Panel lights;
        for (int r = 0; r < ROWS; r++) {
            lights.row[r] = 0;
            for (int c = 0; c < COLS; c++)
                if (readInputNumber(caseNo, "a light", 0, 1))
                    lights.row[r] |= 1 << (COLS - 1 - c);
        }
        Panel unique;
        if (!solve(lights, unique))
            quitf(_fail, "case %d: the checker finds no presses that turn every light off", caseNo);

        Panel jury = readAnswer(ans, true, caseNo);
        for (int r = 0; r < ROWS; r++)
            if (jury.row[r] != unique.row[r])
                quitf(_fail, "case %d: the jury answer differs from the unique solution in row %d", caseNo, r + 1);

        Panel presses = readAnswer(ouf, false, caseNo);
        Panel after = afterPresses(lights, presses);
        for (int r = 0; r < ROWS; r++)
            if (after.row[r] != 0) {
                int c = COLS - 1 - (31 - __builtin_clz(after.row[r]));
                quitf(_wa, "case %d: after the presses the light at row %d, column %d is on", caseNo, r + 1, c + 1);
            }
        for (int r = 0; r < ROWS; r++)
            if (presses.row[r] != unique.row[r])
                quitf(_fail, "case %d: the output's presses turn every light off but differ from the checker's", caseNo);
    }
    if (!inf.seekEof())
        quitf(_fail, "the input holds more than the %d puzzles its first line announces", puzzles);
    expectEnd(puzzles);
    quitf(_ok, "%d puzzle%s, every light turned off", puzzles, puzzles == 1 ? "" : "s");
}
