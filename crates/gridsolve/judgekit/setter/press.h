// A press puzzle: cells of K values; a press adds 1 (mod K) to the cells of
// its pattern, each once. The constants above (K, WRAP, GOAL, CROSS, OFFS)
// are the variant, written by gridsolve package.
#include <algorithm>
#include <vector>

// The cells (row-major) one press at (r, c) changes on an n x m board,
// sorted, each once (on a small torus the pattern may meet a cell twice).
static std::vector<int> pressCells(int n, int m, int r, int c) {
#ifdef WRONG_WRAP
    const int wrap = !WRAP;  // the mistake: the edges read the other way
#else
    const int wrap = WRAP;
#endif
#ifdef WRONG_LIT_CELLS
    // The mistake: as if a press changed only its own cell (a greedy).
    return std::vector<int>{r * m + c};
#endif
    std::vector<int> cells;
    auto add = [&](int dr, int dc) {
        int nr = r + dr, nc = c + dc;
        if (wrap) {
            nr = ((nr % n) + n) % n;
            nc = ((nc % m) + m) % m;
        } else if (nr < 0 || nr >= n || nc < 0 || nc >= m) {
            return;
        }
        cells.push_back(nr * m + nc);
    };
    if (CROSS) {
        for (int d = -(n - 1); d <= n - 1; d++) add(d, 0);
        for (int d = -(m - 1); d <= m - 1; d++)
            if (d != 0) add(0, d);
    } else {
        for (int i = 0; i < NOFFS; i++) add(OFFS[i][0], OFFS[i][1]);
    }
    std::sort(cells.begin(), cells.end());
    cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    return cells;
}

// Whether a board (row-major values) is at the goal.
static bool isGoal(const std::vector<int> &board) {
    for (size_t i = 0; i < board.size(); i++) {
        if (GOAL == 0 && board[i] != 0) return false;
        if (GOAL == 1 && board[i] != 1) return false;
        if (GOAL == 2 && board[i] != board[0]) return false;
    }
    return true;
}

// The values every cell may end on: one for zeros and ones, K for uniform.
static std::vector<int> goalValues() {
    std::vector<int> values;
    if (GOAL == 2)
        for (int v = 0; v < K; v++) values.push_back(v);
    else
        values.push_back(GOAL);
    return values;
}
