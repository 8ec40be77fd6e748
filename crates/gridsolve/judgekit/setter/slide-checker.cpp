// gridsolve package: the checker (testlib) of a sliding puzzle. For each tray
// the count must be the jury's minimum (or -1 exactly when the jury's is),
// and the path of u/d/l/r (where the blank moves) must reach the target. A
// path that reaches it in fewer moves than the jury's (or where the jury says
// -1) is the jury's mistake: _fail, as `gridsolve check` does, never WA.
#include "testlib.h"
#include <string>
#include <vector>
// @VARIANT@

int main(int argc, char *argv[]) {
    registerTestlibCmd(argc, argv);
    int cases = inf.readInt();
    for (int t = 1; t <= cases; t++) {
        std::vector<int> tray(R * C);
        for (int i = 0; i < R * C; i++) tray[i] = inf.readInt();
        long long jury = ans.readLong();
        if (jury > 0) ans.readToken();
        long long found = ouf.readLong(-1LL, 1000000LL, format("case %d: the number of moves", t).c_str());
        if (found == -1) {
            if (jury != -1) quitf(_wa, "case %d: expected %lld, found -1", t, jury);
            continue;
        }
        if (jury != -1 && found > jury) quitf(_wa, "case %d: expected %lld, found %lld", t, jury, found);
        std::string path;
        if (found > 0) path = ouf.readToken(format("[udlr]{%lld}", found), format("case %d: the path", t).c_str());
        int blank = 0;
        while (tray[blank] != 0) blank++;
        for (size_t i = 0; i < path.size(); i++) {
            int r = blank / C, c = blank % C, to = -1;
            if (path[i] == 'u' && r > 0) to = blank - C;
            if (path[i] == 'd' && r + 1 < R) to = blank + C;
            if (path[i] == 'l' && c > 0) to = blank - 1;
            if (path[i] == 'r' && c + 1 < C) to = blank + 1;
            if (to < 0) quitf(_wa, "case %d: move %d (%c) leaves the tray", t, (int)i + 1, path[i]);
            std::swap(tray[blank], tray[to]);
            blank = to;
        }
        for (int i = 0; i < R * C; i++)
            if (tray[i] != TARGET[i]) quitf(_wa, "case %d: the path does not reach the target", t);
        if (found != jury)
            quitf(_fail, "case %d: the contestant reached the target in %lld moves, the jury's answer is %lld", t, found, jury);
    }
    if (!ouf.seekEof()) quitf(_pe, "extra output after the last case");
    quitf(_ok, "%d case%s, every answer a minimum", cases, cases == 1 ? "" : "s");
}
