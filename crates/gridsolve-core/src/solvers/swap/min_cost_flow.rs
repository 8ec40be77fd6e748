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
//! Method: primal-dual (successive shortest paths) with node potentials.
//! Each phase runs one multi-source Dijkstra on reduced costs, stopped as
//! soon as the nearest open sink is settled, and raises the potentials so
//! that every shortest augmenting path has reduced cost 0. Then it pushes as
//! many unit paths as it can through the zero-reduced-cost arcs, in rounds
//! of Dinic's algorithm (levels by breadth-first search, then a blocking
//! flow by depth-first search with arc pointers and dead-end marks), before
//! the next Dijkstra. Flow is stored as one signed net amount per
//! grid edge, so a residual arc against existing flow (cost -1) exists
//! exactly when the net flow runs the other way. The number of phases is
//! about the number of distinct shortest-path lengths met, small on a grid.
//!
//! Finally the flow is split into source-to-sink paths; each path of an
//! optimal flow is a shortest path, so the pairs it gives are a cheapest
//! pairing.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use crate::board::Cell;
use crate::solution::Stats;

/// A cheapest pairing of sources with sinks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Transport {
    /// `(source, sink)` cells; every source and every sink appears once.
    pub pairs: Vec<(Cell, Cell)>,
    /// The sum of the pairs' Manhattan distances, the minimum possible.
    pub cost: u64,
    /// `states_expanded`: cells settled by the Dijkstra phases;
    /// `states_discovered`: units of flow (pairs); `peak_frontier`: largest heap.
    pub stats: Stats,
}

const INFINITE: i64 = i64::MAX / 4;

/// The grid network with its flow and potentials.
struct Grid {
    rows: usize,
    cols: usize,
    /// +1 at a source that still has its unit, -1 at a sink still waiting, else 0.
    excess: Vec<i8>,
    /// Net flow from cell `i` to its right neighbour (negative: leftwards).
    right: Vec<i32>,
    /// Net flow from cell `i` to the cell below (negative: upwards).
    down: Vec<i32>,
    potential: Vec<i64>,
    /// Potential of the super-sink behind all sinks (the super-source's stays 0).
    sink_potential: i64,
}

impl Grid {
    /// The neighbour of `u` in direction `dir` (0 right, 1 down, 2 left, 3 up).
    #[inline]
    fn neighbour(&self, u: usize, dir: usize) -> Option<usize> {
        let c = u % self.cols;
        match dir {
            0 => (c + 1 < self.cols).then_some(u + 1),
            1 => (u + self.cols < self.rows * self.cols).then_some(u + self.cols),
            2 => (c > 0).then(|| u - 1),
            _ => (u >= self.cols).then(|| u - self.cols),
        }
    }

    /// Net flow from `u` to its neighbour `w` in direction `dir`.
    #[inline]
    fn net_flow(&self, u: usize, w: usize, dir: usize) -> i32 {
        match dir {
            0 => self.right[u],
            1 => self.down[u],
            2 => -self.right[w],
            _ => -self.down[w],
        }
    }

    #[inline]
    fn add_flow(&mut self, u: usize, w: usize, dir: usize, amount: i32) {
        match dir {
            0 => self.right[u] += amount,
            1 => self.down[u] += amount,
            2 => self.right[w] -= amount,
            _ => self.down[w] -= amount,
        }
    }

    /// Cost of the cheapest residual arc `u -> w`: -1 when it cancels flow
    /// running `w -> u`, else +1.
    #[inline]
    fn arc_cost(&self, u: usize, w: usize, dir: usize) -> i64 {
        if self.net_flow(u, w, dir) < 0 {
            -1
        } else {
            1
        }
    }

    #[inline]
    fn admissible(&self, u: usize, w: usize, dir: usize) -> bool {
        self.potential[w] == self.potential[u] + self.arc_cost(u, w, dir)
    }

    #[inline]
    fn open_sink(&self, u: usize) -> bool {
        self.excess[u] < 0 && self.potential[u] == self.sink_potential
    }
}

/// Reusable scratch space of the phases.
struct Scratch {
    distance: Vec<i64>,
    heap: BinaryHeap<Reverse<u64>>,
    /// Cells with `seen == round` have a valid `level` in this round.
    seen: Vec<u32>,
    round: u32,
    level: Vec<u32>,
    next_arc: Vec<u8>,
    stack: Vec<(usize, usize)>,
    queue: Vec<usize>,
}

/// The level of a cell known to lead to no open sink in this round.
const DEAD: u32 = u32::MAX;

/// A cheapest pairing of `sources` with `sinks` (disjoint cells of a
/// `rows` x `cols` grid, as many of each) by grid distance.
///
/// # Panics
/// If the counts differ, a cell is off the grid, or a cell is both.
///
/// ```
/// use gridsolve_core::solvers::min_cost_flow::transport;
/// let t = transport(3, 3, &[(0, 0), (0, 1)], &[(2, 2), (1, 0)]);
/// assert_eq!(t.cost, 1 + 3);
/// ```
pub fn transport(rows: usize, cols: usize, sources: &[Cell], sinks: &[Cell]) -> Transport {
    assert_eq!(sources.len(), sinks.len(), "as many sources as sinks");
    let n = rows * cols;
    let index = |(r, c): Cell| {
        assert!(r < rows && c < cols, "cell ({r}, {c}) outside a {rows}x{cols} grid");
        r * cols + c
    };
    let mut grid = Grid {
        rows,
        cols,
        excess: vec![0; n],
        right: vec![0; n],
        down: vec![0; n],
        potential: vec![0; n],
        sink_potential: 0,
    };
    let source_ids: Vec<usize> = sources.iter().map(|&s| index(s)).collect();
    for &s in &source_ids {
        grid.excess[s] = 1;
    }
    for &t in sinks {
        let t = index(t);
        assert_eq!(grid.excess[t], 0, "a sink is also a source or repeated");
        grid.excess[t] = -1;
    }
    let mut stats = Stats {
        states_discovered: sources.len() as u64,
        ..Stats::default()
    };
    let mut scratch = Scratch {
        distance: vec![INFINITE; n],
        heap: BinaryHeap::new(),
        seen: vec![0; n],
        round: 0,
        level: vec![0; n],
        next_arc: vec![0; n],
        stack: Vec::new(),
        queue: Vec::with_capacity(n),
    };
    let mut active = source_ids.clone();
    while !active.is_empty() {
        shortest_path_phase(&mut grid, &mut scratch, &active, &mut stats);
        loop {
            let pushed = augment_round(&mut grid, &mut scratch, &active);
            active.retain(|&s| grid.excess[s] > 0);
            if pushed == 0 || active.is_empty() {
                break;
            }
        }
    }
    let cost = grid
        .right
        .iter()
        .chain(&grid.down)
        .map(|f| f.unsigned_abs() as u64)
        .sum();
    let pairs = decompose(&mut grid, &source_ids, sinks.iter().map(|&t| index(t)));
    Transport { pairs, cost, stats }
}

/// Dijkstra from all open sources on reduced costs, then the potential update
/// that makes every shortest augmenting path zero-reduced-cost.
fn shortest_path_phase(grid: &mut Grid, scratch: &mut Scratch, active: &[usize], stats: &mut Stats) {
    let Scratch { distance, heap, .. } = scratch;
    distance.fill(INFINITE);
    heap.clear();
    for &s in active {
        distance[s] = 0;
        heap.push(Reverse(s as u64));
    }
    let mut nearest_sink = INFINITE;
    while let Some(Reverse(key)) = heap.pop() {
        let (d, u) = ((key >> 32) as i64, (key & 0xFFFF_FFFF) as usize);
        if d > distance[u] {
            continue;
        }
        if d >= nearest_sink {
            break;
        }
        stats.states_expanded += 1;
        if grid.excess[u] < 0 {
            nearest_sink = nearest_sink.min(d + grid.potential[u] - grid.sink_potential);
        }
        for dir in 0..4 {
            let Some(w) = grid.neighbour(u, dir) else { continue };
            let reduced = grid.arc_cost(u, w, dir) + grid.potential[u] - grid.potential[w];
            debug_assert!(reduced >= 0, "potentials keep reduced costs non-negative");
            let next = d + reduced;
            if next < distance[w] {
                distance[w] = next;
                heap.push(Reverse(((next as u64) << 32) | w as u64));
            }
        }
        stats.peak_frontier = stats.peak_frontier.max(heap.len() as u64);
    }
    debug_assert!(
        nearest_sink < INFINITE,
        "the grid is connected, so an open sink is reachable"
    );
    for (p, &d) in grid.potential.iter_mut().zip(distance.iter()) {
        *p += d.min(nearest_sink);
    }
    grid.sink_potential += nearest_sink;
}

/// One round of augmentation inside the zero-reduced-cost subgraph, as in
/// Dinic's algorithm: a breadth-first search from the open sources gives each
/// reachable cell a level, then depth-first searches push unit paths along
/// arcs that go one level up (an acyclic graph, so a cell found to lead to
/// no open sink stays dead for the round, and each arc pointer only moves
/// forward). Returns how many units were pushed; 0 means no zero-cost path
/// is left and the potentials must be raised again.
fn augment_round(grid: &mut Grid, scratch: &mut Scratch, active: &[usize]) -> usize {
    scratch.round += 1;
    let round = scratch.round;
    let Scratch {
        seen,
        level,
        next_arc,
        stack,
        queue,
        ..
    } = scratch;
    // Levels by breadth-first search over admissible arcs.
    queue.clear();
    for &s in active {
        seen[s] = round;
        level[s] = 0;
        next_arc[s] = 0;
        queue.push(s);
    }
    let mut head = 0;
    let mut sink_reached = false;
    while head < queue.len() {
        let u = queue[head];
        head += 1;
        sink_reached |= grid.open_sink(u);
        for dir in 0..4 {
            let Some(w) = grid.neighbour(u, dir) else { continue };
            if seen[w] != round && grid.admissible(u, w, dir) {
                seen[w] = round;
                level[w] = level[u] + 1;
                next_arc[w] = 0;
                queue.push(w);
            }
        }
    }
    if !sink_reached {
        return 0;
    }
    // Unit paths along the level graph.
    let mut pushed = 0;
    for &source in active {
        stack.clear();
        stack.push((source, 0));
        while let Some(&(u, _)) = stack.last() {
            if grid.open_sink(u) {
                for pair in stack.windows(2) {
                    let ((a, _), (b, dir)) = (pair[0], pair[1]);
                    grid.add_flow(a, b, dir, 1);
                }
                grid.excess[source] -= 1;
                grid.excess[u] += 1;
                pushed += 1;
                break;
            }
            let mut advanced = false;
            while next_arc[u] < 4 {
                let dir = next_arc[u] as usize;
                if let Some(w) = grid.neighbour(u, dir) {
                    if seen[w] == round && level[w] == level[u] + 1 && grid.admissible(u, w, dir) {
                        stack.push((w, dir));
                        advanced = true;
                        break;
                    }
                }
                next_arc[u] += 1;
            }
            if !advanced {
                level[u] = DEAD;
                stack.pop();
                if let Some(&(parent, _)) = stack.last() {
                    next_arc[parent] += 1;
                }
            }
        }
    }
    pushed
}

/// Splits the flow into unit paths, one per source, and returns their ends.
fn decompose(grid: &mut Grid, sources: &[usize], sinks: impl Iterator<Item = usize>) -> Vec<(Cell, Cell)> {
    let cols = grid.cols;
    let mut waiting = vec![false; grid.excess.len()];
    for t in sinks {
        waiting[t] = true;
    }
    let cell = |i: usize| (i / cols, i % cols);
    let mut pairs = Vec::with_capacity(sources.len());
    for &s in sources {
        let mut u = s;
        while !waiting[u] {
            let (w, dir) = (0..4)
                .find_map(|dir| {
                    grid.neighbour(u, dir)
                        .filter(|&w| grid.net_flow(u, w, dir) > 0)
                        .map(|w| (w, dir))
                })
                .expect("flow conservation: a unit that arrives somewhere that needs nothing leaves again");
            grid.add_flow(u, w, dir, -1);
            u = w;
        }
        waiting[u] = false;
        pairs.push((cell(s), cell(u)));
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solvers::swap_sequence::manhattan;

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
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
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
}
