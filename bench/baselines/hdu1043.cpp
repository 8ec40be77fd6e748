// HDU 1043 / POJ 1077 "Eight" as a contestant writes it: one breadth-first
// search backwards from the goal 12345678x over the Cantor ranks of all
// boards (9! = 362,880 entries), each reached board remembering the board
// it came from and the move that leads back; then every query is a walk
// along those links. Reads cases until end of input.
#include <cstdio>
#include <cstring>
#include <queue>

static const int FACT[9] = {40320, 5040, 720, 120, 24, 6, 2, 1, 1};
static int parent_of[362880];
static char move_of[362880];
static bool seen[362880];

static int cantor(const int *a) {
    int rank = 0;
    for (int i = 0; i < 9; i++) {
        int smaller = 0;
        for (int j = i + 1; j < 9; j++)
            if (a[j] < a[i]) smaller++;
        rank += smaller * FACT[i];
    }
    return rank;
}

static void uncantor(int rank, int *a) {
    bool used[9] = {false};
    for (int i = 0; i < 9; i++) {
        int k = rank / FACT[i];
        rank %= FACT[i];
        for (int v = 0; v < 9; v++) {
            if (!used[v]) {
                if (k == 0) {
                    a[i] = v;
                    used[v] = true;
                    break;
                }
                k--;
            }
        }
    }
}

int main() {
    // The blank is 0; the goal is 1 2 3 4 5 6 7 8 0.
    const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    // The BFS runs from the goal, so the move that leads back from a child
    // to its parent is the opposite of the one that made it.
    const char back[4] = {'d', 'u', 'r', 'l'};
    int goal[9] = {1, 2, 3, 4, 5, 6, 7, 8, 0};
    int start = cantor(goal);
    std::queue<int> q;
    q.push(start);
    seen[start] = true;
    parent_of[start] = -1;
    int a[9];
    while (!q.empty()) {
        int cur = q.front();
        q.pop();
        uncantor(cur, a);
        int z = 0;
        while (a[z] != 0) z++;
        int r = z / 3, c = z % 3;
        for (int d = 0; d < 4; d++) {
            int nr = r + dr[d], nc = c + dc[d];
            if (nr < 0 || nr > 2 || nc < 0 || nc > 2) continue;
            int nz = nr * 3 + nc;
            int b[9];
            memcpy(b, a, sizeof b);
            b[z] = b[nz];
            b[nz] = 0;
            int next = cantor(b);
            if (!seen[next]) {
                seen[next] = true;
                parent_of[next] = cur;
                move_of[next] = back[d];
                q.push(next);
            }
        }
    }
    char token[8];
    char path[64];
    while (true) {
        int board[9];
        int i = 0;
        for (; i < 9; i++) {
            if (scanf("%7s", token) != 1) break;
            board[i] = token[0] == 'x' ? 0 : token[0] - '0';
        }
        if (i < 9) break;
        int cur = cantor(board);
        if (!seen[cur]) {
            puts("unsolvable");
            continue;
        }
        int n = 0;
        while (parent_of[cur] != -1) {
            path[n++] = move_of[cur];
            cur = parent_of[cur];
        }
        path[n] = 0;
        puts(path);
    }
    return 0;
}
