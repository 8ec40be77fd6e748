// Shared by the gridsolve testlib checkers: a bounded token reader that
// agrees with `gridsolve check` (crates/gridsolve-core/src/judge/check.rs)
// byte for byte on what a token is. `gridsolve export checker` pastes this
// file in place of its #include, so the exported checker is one file.
#pragma once

#include "testlib.h"

#include <climits>
#include <string>

using namespace std;

// The longest token read, as in `gridsolve check`: no valid token is longer
// than 10 bytes, and 40 still shows a 20-digit overflowing number whole.
// Longer is a format error, so hostile output costs at most 41 bytes of memory.
static const int MAX_TOKEN = 40;

// A token as shown in a message: every unprintable byte escaped as \xNN,
// at most 60 bytes of it (a path line may hold a million).
static string shown(const string &token) {
    string text = "'";
    const size_t SHOWN = 60;
    for (size_t i = 0; i < token.size() && i < SHOWN; i++) {
        unsigned char c = (unsigned char)token[i];
        if (c >= 0x20 && c < 0x7f && c != '\'' && c != '\\') {
            text += (char)c;
        } else {
            text += format("\\x%02x", c);
        }
    }
    if (token.size() > SHOWN)
        return text + format("'... (%d more bytes)", (int)(token.size() - SHOWN));
    return text + "'";
}

// testlib's blanks: the only bytes that separate tokens.
static bool isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// Reads the next token of `in` into `token`; false at the end of the stream.
// Streams byte by byte: never holds more than MAX_TOKEN bytes.
static bool nextToken(InStream &in, int caseNo, string &token) {
    in.skipBlanks();
    if (in.eof())
        return false;
    token.clear();
    while (!in.eof() && !isBlank(in.curChar())) {
        if ((int)token.size() == MAX_TOKEN)
            in.quitf(_pe, "case %d: a token longer than %d bytes, starting %s", caseNo, MAX_TOKEN,
                     shown(token).c_str());
        token.push_back(in.curChar());
        in.skipChar();
    }
    return true;
}

// The next token; the end of the stream is testlib's "unexpected end of file".
static string requireToken(InStream &in, int caseNo, const string &expected) {
    string token;
    if (!nextToken(in, caseNo, token))
        in.quitf(_pe, "case %d: unexpected end of file, expected %s", caseNo, expected.c_str());
    return token;
}

// A canonical decimal integer (0, -?[1-9][0-9]*), saturated to the long long
// range; false for anything else (a leading zero, a sign alone, a letter).
static bool parseNumber(const string &token, long long &value) {
    size_t i = 0;
    bool negative = false;
    if (i < token.size() && token[i] == '-') {
        negative = true;
        i++;
    }
    if (i == token.size())
        return false;
    if (token[i] == '0' && (negative || token.size() > i + 1))
        return false;
    long long magnitude = 0;
    for (; i < token.size(); i++) {
        if (token[i] < '0' || token[i] > '9')
            return false;
        int digit = token[i] - '0';
        magnitude = magnitude > (LLONG_MAX - digit) / 10 ? LLONG_MAX : magnitude * 10 + digit;
    }
    value = negative ? -magnitude : magnitude;
    return true;
}

// The first token of a case's answer: `Impossible` or a count.
struct Head {
    bool impossible;
    long long count;
    string text;
};

// Reads the head of case `caseNo`. A word where a count belongs
// (`impossible`) is a wrong answer; any other unreadable token a format error.
static Head readHead(InStream &in, int caseNo, bool impossibleAllowed) {
    Head head;
    head.text = requireToken(in, caseNo, format("the answer of case %d", caseNo));
    head.impossible = head.text == "Impossible";
    head.count = 0;
    if (head.impossible || parseNumber(head.text, head.count))
        return head;
    bool word = true;
    for (size_t i = 0; i < head.text.size(); i++)
        word = word && isalpha((unsigned char)head.text[i]);
    in.quitf(word ? _wa : _pe, "case %d: expected %s, found %s", caseNo,
             impossibleAllowed ? "a number of moves or 'Impossible'" : "a number of moves",
             shown(head.text).c_str());
}

// Bit of cell (row, col), both 0-based, on the 4x4 board.
inline int bit(int row, int col) {
    return 1 << (row * 4 + col);
}

// Reads one 4x4 board of `zero`/`one` cells from the input (whitespace
// between cells is skipped; the validator is the strict one).
static int readBoard(int caseNo, char zero, char one) {
    int board = 0;
    for (int cell = 0; cell < 16; cell++) {
        inf.skipBlanks();
        if (inf.eof())
            inf.quitf(_fail, "case %d: the input ends inside a board", caseNo);
        char c = inf.curChar();
        if (c != zero && c != one)
            inf.quitf(_fail, "case %d: the input holds %s where a cell '%c' or '%c' belongs", caseNo,
                      shown(string(1, c)).c_str(), zero, one);
        inf.skipChar();
        if (c == one)
            board |= 1 << cell;
    }
    return board;
}

// A board on one line, rows separated by '/'.
inline string oneLine(int board, char zero, char one) {
    string text;
    for (int cell = 0; cell < 16; cell++) {
        if (cell > 0 && cell % 4 == 0)
            text += '/';
        text += (board >> cell & 1) ? one : zero;
    }
    return text;
}

// Fails unless the jury answer and then the output end after the last case.
static void expectEnd(int cases) {
    if (cases == 0)
        quitf(_fail, "the input holds no case");
    string token;
    if (nextToken(ans, cases, token))
        quitf(_fail, "jury answer: extra output after the last case (case %d): %s", cases, shown(token).c_str());
    if (nextToken(ouf, cases, token))
        quitf(_pe, "extra output after the last case (case %d): %s", cases, shown(token).c_str());
}
