// What every hand-tuned judge program here shares: the whole input
// memory-mapped (read into a buffer when stdin is not a file), a pointer
// walked over it, and the whole output built in memory and written once.
// This is how a performance-minded contestant reads a million cases; these
// programs are the floor gridsolve's judge commands are measured against
// (scripts/judge-floor-bench.sh). They trust their input: no error positions.
#pragma once
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

struct Input {
    const char *at, *end;
    Input() {
        struct stat st;
        if (fstat(0, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) {
            void *p = mmap(nullptr, st.st_size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, 0, 0);
            if (p != MAP_FAILED) {
                at = static_cast<const char *>(p);
                end = at + st.st_size;
                return;
            }
        }
        size_t cap = 1 << 20, len = 0;
        char *buf = static_cast<char *>(std::malloc(cap));
        for (ssize_t n; (n = read(0, buf + len, cap - len)) > 0;) {
            len += n;
            if (len == cap) buf = static_cast<char *>(std::realloc(buf, cap *= 2));
        }
        at = buf;
        end = buf + len;
    }
    // Skips blanks; false at the end of the input.
    bool skip() {
        while (at < end && (*at == ' ' || *at == '\n' || *at == '\r' || *at == '\t')) at++;
        return at < end;
    }
    long number() {
        skip();
        long v = 0;
        while (at < end && *at >= '0' && *at <= '9') v = v * 10 + (*at++ - '0');
        return v;
    }
    // The next non-blank character.
    char token() {
        skip();
        return *at++;
    }
};

struct Output {
    std::string buf;
    Output() { buf.reserve(1 << 24); }
    void put(const char *s, size_t n) { buf.append(s, n); }
    void put(const std::string &s) { buf.append(s); }
    void put(char c) { buf.push_back(c); }
    void number(long v) {
        char digits[24];
        int n = 0;
        do digits[n++] = char('0' + v % 10); while (v /= 10);
        while (n) buf.push_back(digits[--n]);
    }
    ~Output() {
        const char *p = buf.data();
        size_t left = buf.size();
        while (left) {
            ssize_t n = write(1, p, left);
            if (n <= 0) break;
            p += n;
            left -= n;
        }
    }
};
