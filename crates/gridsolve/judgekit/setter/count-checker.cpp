// gridsolve package: the checker (testlib) of a problem whose answer is one
// number a case (the fewest moves, or -1): it must equal the jury's.
#include "testlib.h"
// @VARIANT@

int main(int argc, char *argv[]) {
    registerTestlibCmd(argc, argv);
    int cases = inf.readInt();
    for (int t = 1; t <= cases; t++) {
        long long jury = ans.readLong();
        long long found = ouf.readLong(-1LL, 1000000000000LL, format("case %d: the answer", t).c_str());
        if (found != jury) quitf(_wa, "case %d: expected %lld, found %lld", t, jury, found);
    }
    if (!ouf.seekEof()) quitf(_pe, "extra output after the last case");
    quitf(_ok, "%d case%s, every answer a minimum", cases, cases == 1 ? "" : "s");
}
