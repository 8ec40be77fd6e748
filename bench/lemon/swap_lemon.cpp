// The minimum number of adjacent swaps turning one 0/1 board into another,
// by LEMON's min-cost flow on the grid graph: one node per cell, an arc each
// way between neighbours (cost 1, capacity the number of misplaced pieces,
// which no optimal flow needs more of), supply 1 where the start has a 1 the
// target does not, demand 1 where the target has one the start does not.
// The optimum equals gridsolve's (the earth mover's distance on the grid).
//
// The peer of scripts/swap-bench.sh: LEMON (Debian's liblemon-dev), the
// library the issue names, with its network simplex (the default) or its
// cost scaling. Prints the minimum and the solver's own time (the graph
// built, the flow run; reading the boards not included).
//
// Usage: swap_lemon START TARGET [network-simplex|cost-scaling]
//   START, TARGET: rows of 0 and 1, as gridsolve reads them.
#include <lemon/cost_scaling.h>
#include <lemon/network_simplex.h>
#include <lemon/smart_graph.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

using namespace lemon;

static std::vector<std::string> read_board(const char *path) {
    std::ifstream in(path);
    if (!in) {
        std::cerr << "cannot read " << path << "\n";
        std::exit(2);
    }
    std::vector<std::string> rows;
    for (std::string line; std::getline(in, line);) {
        while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
        if (!line.empty()) rows.push_back(line);
    }
    return rows;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        std::cerr << "usage: swap_lemon START TARGET [network-simplex|cost-scaling]\n";
        return 2;
    }
    const std::vector<std::string> start = read_board(argv[1]), target = read_board(argv[2]);
    const std::string algorithm = argc > 3 ? argv[3] : "network-simplex";
    const int rows = (int)start.size(), cols = rows ? (int)start[0].size() : 0;
    if ((int)target.size() != rows || rows == 0) {
        std::cerr << "the boards differ in size\n";
        return 2;
    }
    SmartDigraph graph;
    graph.reserveNode(rows * cols);
    graph.reserveArc(4 * rows * cols);
    std::vector<SmartDigraph::Node> node(rows * cols);
    for (auto &n : node) n = graph.addNode();
    SmartDigraph::NodeMap<long long> supply(graph, 0);
    long long misplaced = 0, balance = 0;
    for (int r = 0; r < rows; r++) {
        if ((int)start[r].size() != cols || (int)target[r].size() != cols) {
            std::cerr << "row " << r + 1 << " has the wrong length\n";
            return 2;
        }
        for (int c = 0; c < cols; c++) {
            const int a = start[r][c] == '1', b = target[r][c] == '1';
            supply[node[r * cols + c]] = a - b;
            misplaced += a > b;
            balance += a - b;
        }
    }
    if (balance != 0) {
        std::cerr << "the boards have different numbers of 1s\n";
        return 1;
    }
    SmartDigraph::ArcMap<long long> cost(graph), capacity(graph);
    auto link = [&](int u, int w) {
        for (auto arc : {graph.addArc(node[u], node[w]), graph.addArc(node[w], node[u])}) {
            cost[arc] = 1;
            capacity[arc] = misplaced;
        }
    };
    for (int r = 0; r < rows; r++)
        for (int c = 0; c < cols; c++) {
            if (c + 1 < cols) link(r * cols + c, r * cols + c + 1);
            if (r + 1 < rows) link(r * cols + c, (r + 1) * cols + c);
        }
    const auto began = std::chrono::steady_clock::now();
    long long minimum = -1;
    if (algorithm == "network-simplex") {
        NetworkSimplex<SmartDigraph, long long, long long> flow(graph);
        flow.upperMap(capacity).costMap(cost).supplyMap(supply);
        if (flow.run() == NetworkSimplex<SmartDigraph, long long, long long>::OPTIMAL) minimum = flow.totalCost();
    } else if (algorithm == "cost-scaling") {
        CostScaling<SmartDigraph, long long, long long> flow(graph);
        flow.upperMap(capacity).costMap(cost).supplyMap(supply);
        if (flow.run() == CostScaling<SmartDigraph, long long, long long>::OPTIMAL) minimum = flow.totalCost();
    } else {
        std::cerr << "unknown algorithm " << algorithm << "\n";
        return 2;
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
    std::printf("moves: %lld\nsolver milliseconds: %.3f\n", minimum, seconds * 1e3);
    return minimum < 0;
}
