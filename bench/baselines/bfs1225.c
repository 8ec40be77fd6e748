/* Luogu P1225 the textbook way: one breadth-first search per case over
 * 16-bit states with parent links and the move that led to each state,
 * then the path walked back and printed. */
#include <stdio.h>
#include <string.h>

static int parent[65536];
static unsigned char via[65536];
static unsigned short queue[65536];
static int pa[24], pb[24];

int main(void) {
    int n = 0;
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 4; c++) {
            if (c < 3) { pa[n] = r * 4 + c; pb[n++] = r * 4 + c + 1; }
            if (r < 3) { pa[n] = r * 4 + c; pb[n++] = (r + 1) * 4 + c; }
        }
    char row[8][8];
    while (scanf("%7s %7s %7s %7s %7s %7s %7s %7s", row[0], row[1], row[2], row[3], row[4], row[5], row[6],
                 row[7]) == 8) {
        unsigned short s = 0, t = 0;
        for (int i = 0; i < 16; i++) {
            s = (s << 1) | (row[i / 4][i % 4] == '1');
            t = (t << 1) | (row[4 + i / 4][i % 4] == '1');
        }
        memset(parent, 0xff, sizeof parent);
        int head = 0, tail = 0;
        parent[s] = s;
        queue[tail++] = s;
        while (head < tail) {
            unsigned short u = queue[head++];
            if (u == t) break;
            for (int i = 0; i < n; i++) {
                unsigned short a = 1 << (15 - pa[i]), b = 1 << (15 - pb[i]);
                if (!(u & a) == !(u & b)) continue;
                unsigned short v = u ^ a ^ b;
                if (parent[v] < 0) { parent[v] = u; via[v] = i; queue[tail++] = v; }
            }
        }
        int path[64], len = 0;
        for (unsigned short v = t; v != s; v = parent[v]) path[len++] = via[v];
        printf("%d\n", len);
        for (int k = len - 1; k >= 0; k--) {
            int i = path[k];
            printf("%d%d%d%d\n", pa[i] / 4 + 1, pa[i] % 4 + 1, pb[i] / 4 + 1, pb[i] % 4 + 1);
        }
    }
    return 0;
}
