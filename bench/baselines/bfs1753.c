/* POJ 1753 the textbook way: one breadth-first search per board over the
 * 65,536 states, 16 precomputed XOR masks, a visited array. */
#include <stdio.h>
#include <string.h>

static unsigned short masks[16];
static unsigned char dist[65536];
static unsigned short queue[65536];

int main(void) {
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 4; c++) {
            unsigned short m = 0;
            for (int r2 = 0; r2 < 4; r2++)
                for (int c2 = 0; c2 < 4; c2++)
                    if ((r - r2) * (r - r2) + (c - c2) * (c - c2) <= 1) m |= 1 << (15 - (r2 * 4 + c2));
            masks[r * 4 + c] = m;
        }
    char row[4][8];
    while (scanf("%7s %7s %7s %7s", row[0], row[1], row[2], row[3]) == 4) {
        unsigned short s = 0;
        for (int i = 0; i < 16; i++) s = (s << 1) | (row[i / 4][i % 4] == 'b');
        memset(dist, 0xff, sizeof dist);
        int head = 0, tail = 0, answer = -1;
        dist[s] = 0;
        queue[tail++] = s;
        while (head < tail) {
            unsigned short u = queue[head++];
            if (u == 0 || u == 0xffff) { answer = dist[u]; break; }
            for (int i = 0; i < 16; i++) {
                unsigned short v = u ^ masks[i];
                if (dist[v] == 0xff) { dist[v] = dist[u] + 1; queue[tail++] = v; }
            }
        }
        if (answer < 0) puts("Impossible"); else printf("%d\n", answer);
    }
    return 0;
}
