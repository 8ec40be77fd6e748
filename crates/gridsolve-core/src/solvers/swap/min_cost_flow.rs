//! Transport on the grid graph: the cheapest way to move unit supplies to
//! unit demands along grid edges, by min-cost flow.
//!
//! The network is the board itself: one node per cell, an arc to each of the
//! four neighbours with cost 1 and unbounded capacity, supply 1 at every
//! source cell and demand 1 at every sink cell. Because the grid distance is
//! the shortest-path metric of this network, the cheapest flow costs exactly
//! as much as the cheapest pairing of sources with sinks by Manhattan
//! distance, and it is found without ever building the `k x k` cost matrix
//! that a dense assignment (O(k^3)) would need.
//!
//! Method: primal-dual (successive shortest paths) with node potentials
//! `p`, moved one unit at a time. An arc `u -> w` of cost `c` has reduced
//! cost `c + p(u) - p(w)`, never negative; it is *admissible* at 0. A
//! super-sink behind every sink has potential `sink_level`, and a sink still
//! waiting for its unit is *open* when its potential equals it (all waiting
//! sinks are, at every step).
//!
//! - A *round* is a depth-first search from every source still holding its
//!   unit, along admissible arcs, each cell entered at most once per round;
//!   a search that meets an open sink pushes one unit along its path (whose
//!   reduced cost is 0, so the flow stays optimal for its amount).
//! - A round that pushes nothing proves no open sink is reachable at reduced
//!   cost 0. Then the set `B` of cells from which an open sink *is* reachable
//!   at reduced cost 0 (a search backwards from the open sinks), and the
//!   super-sink, rise by one: an arc into `B` from outside had reduced cost
//!   at least 1 and loses one, an arc out of `B` gains one, arcs inside keep
//!   theirs. So every reduced cost stays non-negative, and the cheapest
//!   augmenting path gets one unit cheaper (the Hungarian method's dual
//!   step, in units: on a grid the next path is almost always one unit
//!   away, so this does in one search what a Dijkstra would do in two).
//!
//! Why raise the sinks' side rather than lower the set the failed round
//! reached from the sources (equally valid): whichever side moves becomes one
//! large plateau of admissible arcs, and the rounds search from the sources.
//! Moving the sources' side, those rounds entered 62 million cells on a
//! random 512 x 512 board; moving the sinks' side, 15 million, and the
//! backward searches 42 million (1.45 s against 0.87 s; 1024 x 1024, 18.7 s
//! against 10.3 s).
//!
//! Flow is stored as one signed net amount per grid edge, so a residual arc
//! against existing flow (cost -1) exists exactly when the net flow runs
//! the other way.
//!
//! Finally the flow is split into source-to-sink paths; each path of an
//! optimal flow is a shortest path, so the pairs it gives are a cheapest
//! pairing.

use crate::board::Cell;
use crate::solution::Stats;

/// A cheapest pairing of sources with sinks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Transport {
    /// `(source, sink)` cells; every source and every sink appears once.
    pub pairs: Vec<(Cell, Cell)>,
    /// The sum of the pairs' Manhattan distances, the minimum possible.
    pub cost: u64,
    /// `states_expanded`: the work (cells entered by the searches plus cells
    /// raised, what [`transport_within`] budgets); `states_discovered`:
    /// units of flow (pairs); `peak_frontier`: the most cells one rise moved.
    pub stats: Stats,
}

/// The potential of the border cells around the board: no arc into one is
/// ever admissible (a board cell's potential is never within 1 of it), and
/// no search enters one, so none ever moves.
const BORDER: i32 = i32::MIN / 2;

/// The grid network with its flow and potentials, on the board surrounded by
/// a border of cells no search enters: cell `(r, c)` is
/// `(r + 1) * width + c + 1`, and the neighbours of `u` are `u + 1`,
/// `u + width`, `u - 1` and `u - width` with no test for the board's edge
/// (no division or edge test in the hot loop).
struct GridGraph {
    width: usize,
    /// Net flow on the edges to the right of and below each cell:
    /// `flow[2 * i]` from `i` to its right neighbour (negative: leftwards),
    /// `flow[2 * i + 1]` from `i` to the cell below (negative: upwards); the
    /// two side by side, as a search reads them.
    flow: Vec<i32>,
    /// What a search reads of every cell, in 8 bytes side by side.
    nodes: Vec<Node>,
    /// The super-sink's potential: a sink still waiting is open when its
    /// own potential equals it.
    sink_level: i32,
}

#[derive(Clone, Copy)]
struct Node {
    /// The potential ([`BORDER`] on the border); only differences matter.
    potential: i32,
    /// The last round that entered the cell (rounds are numbered modulo
    /// 2^16, every mark cleared when the count wraps).
    seen: u16,
    /// +1 at a source that still has its unit, -1 at a sink still waiting, else 0.
    excess: i8,
    /// The next direction the search tries from this cell.
    next_arc: u8,
}

impl GridGraph {
    fn new(rows: usize, cols: usize) -> GridGraph {
        let width = cols + 2;
        let cells = (rows + 2) * width;
        let border = Node {
            potential: BORDER,
            seen: 0,
            excess: 0,
            next_arc: 0,
        };
        let mut nodes = vec![border; cells];
        for r in 1..=rows {
            nodes[r * width + 1..r * width + 1 + cols].fill(Node { potential: 0, ..border });
        }
        GridGraph {
            width,
            flow: vec![0; 2 * cells],
            sink_level: 0,
            nodes,
        }
    }

    fn index(&self, (r, c): Cell) -> usize {
        (r + 1) * self.width + c + 1
    }

    fn cell(&self, u: usize) -> Cell {
        (u / self.width - 1, u % self.width - 1)
    }

    /// The neighbour of `u` in direction `dir` (0 right, 1 down, 2 left, 3 up).
    #[inline(always)]
    fn neighbour(&self, u: usize, dir: usize) -> usize {
        let step = if dir & 1 == 0 { 1 } else { self.width };
        if dir < 2 { u + step } else { u - step }
    }

    /// Where the flow of the edge between `u` and its neighbour `w` in
    /// direction `dir` is kept, and its sign seen from `u` (1: kept as
    /// `u -> w`). Arithmetic, not a branch per direction: the search's inner
    /// loop takes the four directions in turn.
    #[inline(always)]
    fn edge(u: usize, w: usize, dir: usize) -> (usize, i32) {
        let forward = dir < 2;
        let owner = if forward { u } else { w };
        (2 * owner + (dir & 1), if forward { 1 } else { -1 })
    }

    /// Net flow from `u` to its neighbour `w` in direction `dir`.
    #[inline(always)]
    fn net_flow(&self, u: usize, w: usize, dir: usize) -> i32 {
        let (at, sign) = GridGraph::edge(u, w, dir);
        sign * self.flow[at]
    }

    #[inline(always)]
    fn add_flow(&mut self, u: usize, w: usize, dir: usize, amount: i32) {
        let (at, sign) = GridGraph::edge(u, w, dir);
        self.flow[at] += sign * amount;
    }

    /// Whether the cheapest residual arc `u -> w` has reduced cost 0: it
    /// costs +1 (the arc along the edge, always there) and `w` is one unit
    /// above `u`, or -1 (cancelling flow that runs `w -> u`) and `w` is one
    /// below. Potentials differ by at most 1 between neighbours (reduced
    /// costs are non-negative both ways), so a difference of 0 is rejected
    /// before the flow is read.
    #[inline(always)]
    fn admissible(&self, u: usize, w: usize, dir: usize) -> bool {
        let rise = self.nodes[w].potential.wrapping_sub(self.nodes[u].potential);
        rise.unsigned_abs() == 1 && (self.net_flow(u, w, dir) < 0) == (rise < 0)
    }

    #[inline(always)]
    fn open_sink(&self, u: usize) -> bool {
        self.nodes[u].excess < 0 && self.nodes[u].potential == self.sink_level
    }
}

/// Reusable scratch space of the rounds.
struct Scratch {
    round: u16,
    stack: Vec<(usize, usize)>,
    /// The cells a round or a closure entered.
    entered: Vec<u32>,
}

impl Scratch {
    /// A new round's number, every cell's mark cleared when the count wraps.
    fn next_round(&mut self, grid: &mut GridGraph) -> u16 {
        if self.round == u16::MAX {
            for node in grid.nodes.iter_mut() {
                node.seen = 0;
            }
            self.round = 0;
        }
        self.round += 1;
        self.round
    }
}

/// A cheapest pairing of `sources` with `sinks` (disjoint cells of a
/// `rows` x `cols` grid, as many of each) by grid distance.
///
/// # Panics
/// If the counts differ, a cell is off the grid, or a cell is both.
///
/// ```
/// use gridsolve_core::solvers::swap::min_cost_flow::transport;
/// let t = transport(3, 3, &[(0, 0), (0, 1)], &[(2, 2), (1, 0)]);
/// assert_eq!(t.cost, 1 + 3);
/// ```
pub fn transport(rows: usize, cols: usize, sources: &[Cell], sinks: &[Cell]) -> Transport {
    match transport_within(rows, cols, sources, sinks, u64::MAX) {
        Ok(plan) => plan,
        Err(OverBudget { .. }) => unreachable!("no budget to exceed"),
    }
}

/// The pairing's work passed its budget: `work` cells entered by the
/// searches and raised, counted as they went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OverBudget {
    /// The work done when it stopped.
    pub work: u64,
}

/// [`transport`] within a budget of work: cells entered by the rounds'
/// searches and by the backward searches, plus cells raised, counted as
/// they go (each search enters a cell at most once, so the count passes the
/// budget by at most three boards' worth). The work grows with the board
/// and the number of dual steps: 13 million for a random 256 x 256 board,
/// 99 million for 512 x 512, 830 million for 1024 x 1024.
///
/// ```
/// use gridsolve_core::solvers::swap::min_cost_flow::transport_within;
/// let far = transport_within(1, 40, &[(0, 0)], &[(0, 39)], 10_000);
/// assert_eq!(far.unwrap().cost, 39);
/// assert!(transport_within(1, 40, &[(0, 0)], &[(0, 39)], 100).is_err());
/// ```
pub fn transport_within(
    rows: usize,
    cols: usize,
    sources: &[Cell],
    sinks: &[Cell],
    budget: u64,
) -> Result<Transport, OverBudget> {
    transport_from_round(rows, cols, sources, sinks, budget, 0)
}

/// [`transport_within`] with the round count starting at `first_round`
/// (the tests start it just short of wrapping).
fn transport_from_round(
    rows: usize,
    cols: usize,
    sources: &[Cell],
    sinks: &[Cell],
    budget: u64,
    first_round: u16,
) -> Result<Transport, OverBudget> {
    assert_eq!(sources.len(), sinks.len(), "as many sources as sinks");
    let mut grid = GridGraph::new(rows, cols);
    let index = |(r, c): Cell| {
        assert!(r < rows && c < cols, "cell ({r}, {c}) outside a {rows}x{cols} grid");
        grid.index((r, c))
    };
    let source_ids: Vec<usize> = sources.iter().map(|&s| index(s)).collect();
    let sink_ids: Vec<usize> = sinks.iter().map(|&t| index(t)).collect();
    for &s in &source_ids {
        grid.nodes[s].excess = 1;
    }
    for &t in &sink_ids {
        assert_eq!(grid.nodes[t].excess, 0, "a sink is also a source or repeated");
        grid.nodes[t].excess = -1;
    }
    let mut stats = Stats {
        states_discovered: sources.len() as u64,
        ..Stats::default()
    };
    let mut scratch = Scratch {
        round: first_round,
        stack: Vec::new(),
        entered: Vec::new(),
    };
    let mut active = source_ids.clone();
    let mut waiting = sink_ids.clone();
    let mut work = 0u64;
    while !active.is_empty() {
        let pushed = augment_round(&mut grid, &mut scratch, &active);
        work += scratch.entered.len() as u64;
        if work > budget {
            return Err(OverBudget { work });
        }
        if pushed > 0 {
            active.retain(|&s| grid.nodes[s].excess > 0);
            continue;
        }
        // No open sink is reachable at reduced cost 0: everything that
        // reaches one at reduced cost 0, and the super-sink, one unit up.
        waiting.retain(|&t| grid.nodes[t].excess < 0);
        reaching_open_sinks(&mut grid, &mut scratch, &waiting);
        // Entered, then raised.
        work += 2 * scratch.entered.len() as u64;
        if work > budget {
            return Err(OverBudget { work });
        }
        stats.peak_frontier = stats.peak_frontier.max(scratch.entered.len() as u64);
        for &u in &scratch.entered {
            grid.nodes[u as usize].potential += 1;
        }
        grid.sink_level += 1;
    }
    let cost = grid.flow.iter().map(|f| f.unsigned_abs() as u64).sum();
    let pairs = decompose(&mut grid, &source_ids, &sink_ids);
    stats.states_expanded = work;
    Ok(Transport { pairs, cost, stats })
}

/// Collects into `scratch.entered` every cell with a path of admissible arcs
/// to an open sink (`open`, the sinks still waiting, all open: see the module
/// notes), by a depth-first search from them along admissible arcs
/// backwards.
fn reaching_open_sinks(grid: &mut GridGraph, scratch: &mut Scratch, open: &[usize]) {
    let round = scratch.next_round(grid);
    let Scratch { stack, entered, .. } = scratch;
    entered.clear();
    stack.clear();
    for &t in open {
        grid.nodes[t].seen = round;
        entered.push(t as u32);
        stack.push((t, 0));
    }
    while let Some((w, _)) = stack.pop() {
        for dir in 0..4 {
            let u = grid.neighbour(w, dir);
            // The arc from u to w runs in the opposite direction.
            if grid.nodes[u].seen != round && grid.admissible(u, w, (dir + 2) % 4) {
                grid.nodes[u].seen = round;
                entered.push(u as u32);
                stack.push((u, 0));
            }
        }
    }
}

/// One round: a depth-first search from each source still holding its unit
/// (unless an earlier search of the round entered it), along admissible
/// arcs into cells no search of the round has entered; a search that reaches
/// an open sink pushes one unit along its path. Every cell is entered at most
/// once, so a round costs time in the cells it reaches. Returns the units
/// pushed; when 0, `scratch.entered` is every cell reachable from the
/// sources at reduced cost 0.
fn augment_round(grid: &mut GridGraph, scratch: &mut Scratch, active: &[usize]) -> usize {
    let round = scratch.next_round(grid);
    let Scratch { stack, entered, .. } = scratch;
    entered.clear();
    let mut pushed = 0;
    for &source in active {
        if grid.nodes[source].seen == round {
            continue;
        }
        grid.nodes[source].seen = round;
        grid.nodes[source].next_arc = 0;
        entered.push(source as u32);
        stack.clear();
        stack.push((source, 0));
        while let Some(&(u, _)) = stack.last() {
            if grid.open_sink(u) {
                for pair in stack.windows(2) {
                    let ((a, _), (b, dir)) = (pair[0], pair[1]);
                    grid.add_flow(a, b, dir, 1);
                }
                grid.nodes[source].excess -= 1;
                grid.nodes[u].excess += 1;
                pushed += 1;
                break;
            }
            let mut dir = grid.nodes[u].next_arc as usize;
            let mut advanced = false;
            while dir < 4 {
                let w = grid.neighbour(u, dir);
                if grid.nodes[w].seen != round && grid.admissible(u, w, dir) {
                    grid.nodes[u].next_arc = dir as u8;
                    grid.nodes[w].seen = round;
                    grid.nodes[w].next_arc = 0;
                    entered.push(w as u32);
                    stack.push((w, dir));
                    advanced = true;
                    break;
                }
                dir += 1;
            }
            if !advanced {
                stack.pop();
                if let Some(&(parent, _)) = stack.last() {
                    grid.nodes[parent].next_arc += 1;
                }
            }
        }
    }
    pushed
}

/// Splits the flow into unit paths, one per source, and returns their ends.
fn decompose(grid: &mut GridGraph, sources: &[usize], sinks: &[usize]) -> Vec<(Cell, Cell)> {
    let mut waiting = vec![false; grid.nodes.len()];
    for &t in sinks {
        waiting[t] = true;
    }
    let mut pairs = Vec::with_capacity(sources.len());
    for &s in sources {
        let mut u = s;
        while !waiting[u] {
            let (w, dir) = (0..4)
                .map(|dir| (grid.neighbour(u, dir), dir))
                .find(|&(w, dir)| grid.net_flow(u, w, dir) > 0)
                .expect("flow conservation: a unit that arrives somewhere that needs nothing leaves again");
            grid.add_flow(u, w, dir, -1);
            u = w;
        }
        waiting[u] = false;
        pairs.push((grid.cell(s), grid.cell(u)));
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solvers::swap::swap_sequence::manhattan;

    /// A seeded stream of pseudo-random numbers (xorshift64).
    fn xorshift(mut seed: u64) -> impl FnMut() -> u64 {
        move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        }
    }

    /// Cheapest pairing by trying every permutation (tiny inputs only).
    fn brute_force(sources: &[Cell], sinks: &[Cell]) -> u64 {
        fn go(i: usize, used: u32, sources: &[Cell], sinks: &[Cell]) -> u64 {
            if i == sources.len() {
                return 0;
            }
            (0..sinks.len())
                .filter(|j| used >> j & 1 == 0)
                .map(|j| manhattan(sources[i], sinks[j]) as u64 + go(i + 1, used | 1 << j, sources, sinks))
                .min()
                .unwrap()
        }
        go(0, 0, sources, sinks)
    }

    #[test]
    fn matches_brute_force_on_random_small_instances() {
        let mut next = xorshift(0x9E37_79B9_7F4A_7C15u64);
        for _ in 0..400 {
            let rows = 1 + (next() % 7) as usize;
            let cols = 1 + (next() % 7) as usize;
            let n = rows * cols;
            let k = (next() % (n as u64 / 2 + 1)).min(7) as usize;
            let mut cells: Vec<usize> = (0..n).collect();
            for i in 0..2 * k {
                let j = i + (next() % (n - i) as u64) as usize;
                cells.swap(i, j);
            }
            let to_cell = |i: usize| (i / cols, i % cols);
            let sources: Vec<Cell> = cells[..k].iter().map(|&i| to_cell(i)).collect();
            let sinks: Vec<Cell> = cells[k..2 * k].iter().map(|&i| to_cell(i)).collect();
            let t = transport(rows, cols, &sources, &sinks);
            assert_eq!(
                t.cost,
                brute_force(&sources, &sinks),
                "{rows}x{cols} {sources:?} -> {sinks:?}"
            );
            let paired: u64 = t.pairs.iter().map(|&(a, b)| manhattan(a, b) as u64).sum();
            assert_eq!(paired, t.cost);
            let mut from: Vec<Cell> = t.pairs.iter().map(|p| p.0).collect();
            let mut to: Vec<Cell> = t.pairs.iter().map(|p| p.1).collect();
            let (mut s, mut d) = (sources.clone(), sinks.clone());
            from.sort_unstable();
            to.sort_unstable();
            s.sort_unstable();
            d.sort_unstable();
            assert_eq!((from, to), (s, d));
        }
    }

    /// The cheapest assignment of a square cost matrix by the Hungarian
    /// method (Kuhn-Munkres with potentials, O(k^3)): written here, sharing
    /// nothing with the flow.
    fn hungarian(cost: &[Vec<i64>]) -> i64 {
        let k = cost.len();
        let (mut u, mut v) = (vec![0i64; k + 1], vec![0i64; k + 1]);
        let mut row_of = vec![0usize; k + 1];
        for i in 1..=k {
            row_of[0] = i;
            let mut j0 = 0;
            let mut min_to = vec![i64::MAX; k + 1];
            let mut way = vec![0usize; k + 1];
            let mut used = vec![false; k + 1];
            loop {
                used[j0] = true;
                let i0 = row_of[j0];
                let (mut delta, mut j1) = (i64::MAX, 0);
                for j in 1..=k {
                    if !used[j] {
                        let reduced = cost[i0 - 1][j - 1] - u[i0] - v[j];
                        if reduced < min_to[j] {
                            min_to[j] = reduced;
                            way[j] = j0;
                        }
                        if min_to[j] < delta {
                            delta = min_to[j];
                            j1 = j;
                        }
                    }
                }
                for j in 0..=k {
                    if used[j] {
                        u[row_of[j]] += delta;
                        v[j] -= delta;
                    } else {
                        min_to[j] -= delta;
                    }
                }
                j0 = j1;
                if row_of[j0] == 0 {
                    break;
                }
            }
            loop {
                let j1 = way[j0];
                row_of[j0] = row_of[j1];
                j0 = j1;
                if j0 == 0 {
                    break;
                }
            }
        }
        (1..=k).map(|j| cost[row_of[j] - 1][j - 1]).sum()
    }

    /// Random sources and sinks, spread or crowded into opposite corners
    /// (long paths, many dual steps), against the Hungarian method; the round
    /// count sometimes started just short of wrapping, so that the marks'
    /// reset is crossed.
    #[test]
    fn matches_the_hungarian_method_on_larger_random_instances() {
        let mut next = xorshift(0x2545_F491_4F6C_DD1Du64);
        for case in 0..150 {
            let rows = 2 + (next() % 14) as usize;
            let cols = 2 + (next() % 14) as usize;
            let n = rows * cols;
            let k = 1 + (next() % (n as u64 / 2).min(40)) as usize;
            let mut cells: Vec<usize> = (0..n).collect();
            if case % 3 == 0 {
                // Sources first in row-major order, sinks last: far apart.
                cells.swap(k, n - k);
            } else {
                for i in 0..2 * k {
                    let j = i + (next() % (n - i) as u64) as usize;
                    cells.swap(i, j);
                }
            }
            let to_cell = |i: usize| (i / cols, i % cols);
            let sources: Vec<Cell> = cells[..k].iter().map(|&i| to_cell(i)).collect();
            let sinks: Vec<Cell> = if case % 3 == 0 {
                (n - k..n).map(to_cell).collect()
            } else {
                cells[k..2 * k].iter().map(|&i| to_cell(i)).collect()
            };
            let cost: Vec<Vec<i64>> = sources
                .iter()
                .map(|&a| sinks.iter().map(|&b| manhattan(a, b) as i64).collect())
                .collect();
            let first_round = if case % 2 == 0 { 0 } else { u16::MAX - 3 };
            let t = transport_from_round(rows, cols, &sources, &sinks, u64::MAX, first_round).unwrap();
            assert_eq!(
                t.cost as i64,
                hungarian(&cost),
                "{rows}x{cols} {sources:?} -> {sinks:?}"
            );
            let paired: u64 = t.pairs.iter().map(|&(a, b)| manhattan(a, b) as u64).sum();
            assert_eq!(paired, t.cost);
        }
    }

    /// Past its budget the flow stops with the work done so far, and within
    /// it gives the same answer as without one.
    #[test]
    fn the_budget_is_kept() {
        let sources: Vec<Cell> = (0..10).map(|c| (0, c)).collect();
        let sinks: Vec<Cell> = (0..10).map(|c| (9, 19 - c)).collect();
        let free = transport(10, 20, &sources, &sinks);
        let needed = free.stats.states_expanded;
        assert_eq!(transport_within(10, 20, &sources, &sinks, needed), Ok(free));
        let Err(over) = transport_within(10, 20, &sources, &sinks, needed / 2) else {
            panic!("half the work needed was enough")
        };
        // Stopped within three boards' worth past the budget.
        assert!(
            over.work > needed / 2 && over.work <= needed / 2 + 3 * 12 * 22,
            "{over:?}"
        );
    }
}
