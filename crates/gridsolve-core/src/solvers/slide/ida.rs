//! IDA* specialised for sliding boards (Korf, 1985): depth-first searches
//! bounded by `g + h`, the bound raised each time to the smallest value that
//! exceeded it. Only the path is stored.
//!
//! What makes it fast: the board is a byte per cell plus each tile's cell,
//! moves are the blank's (at most four, from a neighbour table), a move that
//! would complete a duplicate sequence (the last one undone, a loop around a
//! block; `prune`) is never generated, and the heuristic is
//! updated from the one tile that moved ([`Estimate::moved`]) instead of
//! recomputed, and only as far as the bound needs: a child the first of two
//! pattern sums already puts past the bound is not looked up in the second
//! table ([`Estimate::moved_within`]).
//!
//! With [`SearchLimits::threads`] above 1, each iteration is split: the
//! tree is searched to a small depth on the calling thread, and the nodes
//! found there are searched by the threads, in order, each taking the next
//! (see [`deepen`]).
//!
//! With a weight `w > 1` the same search bounds `g + w h` instead (weighted
//! IDA*): no longer optimal, but the path found is at most `w` times the
//! minimum, since every node of a shortest path has `g + w h <= w (g + h)
//! <= w C*`, so no bound ever passes `w C*` before a goal is found.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering::Relaxed};

use super::geometry::{Geometry, NONE, Relabelled};
use super::prune::{DEAD, MovePruner};
use crate::limits::{POLL_EVERY, REPORT_EVERY, SearchLimits};
use crate::solution::{Algorithm, SolveError};

/// A heuristic updated move by move. `Acc` is whatever it keeps between
/// moves; it is copied down the recursion, so undoing a move costs nothing.
/// `Sync` and `Acc: Send + Sync`, since the threads of one search share
/// the estimator and the nodes they start from.
pub trait Estimate: Sync {
    /// What the heuristic keeps between moves.
    type Acc: Copy + Send + Sync;
    /// The running value for a whole board (`board[cell]` = tile, `pos[tile]` = cell).
    fn start(&self, board: &[u8], pos: &[u8]) -> Self::Acc;
    /// `tile` moved from `from` to `to`; `board` and `pos` already show the move.
    fn moved(&self, acc: Self::Acc, board: &[u8], pos: &[u8], tile: u8, from: u8, to: u8) -> Self::Acc;
    /// The lower bound on the moves left.
    fn value(&self, acc: Self::Acc) -> u32;
    /// [`moved`](Self::moved) for a search that only goes on below values
    /// of at most `limit`: `Err(h)` says the value is more than `limit`, at
    /// least `h`, where finding it exactly would cost more (a maximum of two
    /// sums needs the second only when the first is small enough).
    #[inline]
    #[allow(clippy::too_many_arguments)]
    fn moved_within(
        &self,
        acc: Self::Acc,
        board: &[u8],
        pos: &[u8],
        tile: u8,
        from: u8,
        to: u8,
        limit: u32,
    ) -> Result<Self::Acc, u32> {
        let next = self.moved(acc, board, pos, tile, from, to);
        match self.value(next) {
            h if h > limit => Err(h),
            _ => Ok(next),
        }
    }
}

/// One round of deepening: its bound on `g + h` (or `g + w h`) and the nodes it expanded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Iteration {
    /// The round's bound.
    pub bound: u32,
    /// Nodes expanded in the round.
    pub nodes: u64,
}

/// How one run of the search ended.
#[derive(Debug)]
pub struct Run {
    /// The blank's moves (indices into `geometry::DIRECTIONS`), if a goal was reached.
    pub path: Option<Vec<u8>>,
    /// Every round, in order.
    pub iterations: Vec<Iteration>,
    /// The heuristic's value at the start.
    pub start_estimate: u32,
    /// When the search stopped at its limit: the error, and the bound it was
    /// working on (with weight 1, every path is at least that long).
    pub stopped: Option<(SolveError, u32)>,
}

impl Run {
    /// Nodes expanded over all iterations.
    pub fn nodes(&self) -> u64 {
        self.iterations.iter().map(|i| i.nodes).sum()
    }
}

/// Weighted IDA* from `start` (relabelled: the goal is `board[c] == c`),
/// bounding `g + weight * h`; weight 1 is plain, optimal IDA*.
///
/// On more than one thread ([`SearchLimits::threads`]) every iteration
/// first searches the tree on this thread down to a depth that leaves some
/// hundreds of nodes within the bound (deeper by two moves until it does,
/// each try from scratch: a few thousand nodes, not counted; starting over
/// at 2, since a node has at most three children the last try leaves at
/// most nine times the nodes it needs), then the threads search below those nodes, each taking the
/// next in the one thread's order. The path found is the one thread's path:
/// the first node, in that order, with a goal below it gives it, so a thread
/// stops a node when one before it has found one. Every iteration but the
/// last expands exactly the one thread's nodes; the last expands those of
/// the nodes begun before the goal was found, more or fewer than one
/// thread's.
///
/// The budget counts every thread's nodes (added every [`POLL_EVERY`]),
/// those of nodes after the goal's too, so a search that just fits its
/// budget on one thread may run out on several; should the budget run out
/// as a goal is found, that goal's path is returned (within the bound, so
/// as long for weight 1; perhaps not the one thread's). The calling thread
/// is one of the threads: the progress hook hears the shared total as it
/// grows, every [`REPORT_EVERY`] nodes of the calling thread's own, so it
/// moves within an iteration as on one thread.
pub fn deepen<E: Estimate>(
    grid: &Geometry,
    start: &Relabelled,
    estimate: &E,
    weight: u32,
    limits: SearchLimits,
) -> Run {
    let mut search = Dfs::new(grid, estimate, weight, start, limits);
    let acc = estimate.start(&search.board, &search.pos);
    let start_estimate = estimate.value(acc);
    search.bound = start_estimate * weight;
    let threads = limits.threads.clamp(1, crate::limits::MAX_THREADS);
    let mut iterations = Vec::new();
    loop {
        search.next_bound = u32::MAX;
        let before = search.expanded;
        let result = if threads == 1 {
            search.dfs(start.blank_start as u8, 0, 0, acc)
        } else {
            search.iterate_in_parallel(start, acc, threads)
        };
        iterations.push(Iteration {
            bound: search.bound,
            nodes: search.expanded - before,
        });
        match result {
            Ok(true) => {
                return Run {
                    path: Some(search.path),
                    iterations,
                    start_estimate,
                    stopped: None,
                };
            }
            Ok(false) if search.next_bound == u32::MAX => {
                // Nothing beyond the bound: no path at all. The parity test
                // rules this out before any search; kept for safety.
                return Run {
                    path: None,
                    iterations,
                    start_estimate,
                    stopped: None,
                };
            }
            Ok(false) => search.bound = search.next_bound,
            Err(error) => {
                return Run {
                    path: None,
                    iterations,
                    start_estimate,
                    stopped: Some((error, search.bound)),
                };
            }
        }
    }
}

/// A node an iteration hands to the threads: the path to it and what the
/// search carries down to it.
struct Task<A> {
    path: Vec<u8>,
    state: u32,
    acc: A,
}

/// What the threads of one iteration share.
struct Shared {
    /// Nodes expanded by every thread so far, in steps of [`POLL_EVERY`],
    /// counting from the whole search's nodes before the threads began.
    expanded: AtomicU64,
    /// The first task (in the one thread's order) that found a goal, or `usize::MAX`.
    found: AtomicUsize,
    /// Raised when a thread ran out of budget or saw the caller's cancel
    /// flag: every thread stops; `error` says why.
    halt: AtomicBool,
    error: Mutex<Option<SolveError>>,
}

#[cfg(test)]
thread_local! {
    /// Nodes this thread's searches have handed to threads, for the tests
    /// to see that their searches were split.
    pub(super) static TASKS_HANDED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// What one thread did in an iteration.
struct ThreadOutcome {
    expanded: u64,
    next_bound: u32,
    /// The tasks below which it found a goal, with the paths.
    goals: Vec<(usize, Vec<u8>)>,
}

/// Fewest nodes per thread the calling thread hands over in an iteration:
/// enough for the threads to share the work when the nodes' trees differ by
/// orders of magnitude.
const TASKS_PER_THREAD: usize = 64;

struct Dfs<'a, E: Estimate> {
    grid: &'a Geometry,
    estimate: &'a E,
    weight: u32,
    /// The blank's label.
    blank: u8,
    board: Vec<u8>,
    pos: Vec<u8>,
    path: Vec<u8>,
    bound: u32,
    next_bound: u32,
    expanded: u64,
    limits: SearchLimits<'a>,
    prune: &'a MovePruner,
    /// The depth at which the search hands its nodes to `split` instead of
    /// going below them; `u32::MAX` on one thread.
    split_depth: u32,
    split: Vec<Task<E::Acc>>,
    /// For a thread's search below one task: the iteration's shared state,
    /// and the task's place in the order.
    shared: Option<(&'a Shared, usize)>,
}

impl<'a, E: Estimate> Dfs<'a, E> {
    /// A search of the start board with no bound yet, on this thread.
    fn new(grid: &'a Geometry, estimate: &'a E, weight: u32, start: &Relabelled, limits: SearchLimits<'a>) -> Self {
        let mut pos = vec![0u8; start.board.len()];
        for (cell, &tile) in start.board.iter().enumerate() {
            pos[tile as usize] = cell as u8;
        }
        Dfs {
            grid,
            estimate,
            weight,
            blank: start.blank_goal as u8,
            board: start.board.clone(),
            pos,
            path: Vec::new(),
            bound: 0,
            next_bound: u32::MAX,
            expanded: 0,
            limits,
            prune: MovePruner::shared(),
            split_depth: u32::MAX,
            split: Vec::new(),
            shared: None,
        }
    }

    /// Searches below the node with the blank on `blank`, `g` moves from the
    /// start, reached along moves that left the pruning automaton in `state`.
    fn dfs(&mut self, blank: u8, g: u32, state: u32, acc: E::Acc) -> Result<bool, SolveError> {
        let h = self.estimate.value(acc);
        let f = g + self.weight * h;
        if f > self.bound {
            self.next_bound = self.next_bound.min(f);
            return Ok(false);
        }
        if h == 0 && self.board.iter().enumerate().all(|(cell, &tile)| tile as usize == cell) {
            return Ok(true);
        }
        if g == self.split_depth {
            self.split.push(Task {
                path: self.path.clone(),
                state,
                acc,
            });
            return Ok(false);
        }
        self.expanded += 1;
        match self.shared {
            None => self.limits.check(Algorithm::Idastar, self.expanded, 0)?,
            Some((shared, task)) if self.expanded % POLL_EVERY == 0 => self.poll_shared(shared, task)?,
            Some(_) => {}
        }
        // A child's `g + w h` exceeds the bound when its `h` exceeds this
        // (exactly when, unless `g + 1` alone does; the child's own test
        // catches that); such a child is only a candidate for the next bound.
        // `moved_within` may then give less than its `h`, so the next bound
        // can come out lower than the smallest `f` past this one, never
        // higher: an iteration may repeat, none is skipped, and the search
        // stays optimal. (With pattern sums, whose parity is the parity of
        // the moves left, every `f` past the bound is at least the bound
        // plus 2, so the next bound is the same.)
        let limit = self.bound.saturating_sub(g + 1) / self.weight;
        for d in 0..4u8 {
            let to = self.grid.neighbour[blank as usize][d as usize];
            let next_state = self.prune.step(state, d);
            if to == NONE || next_state == DEAD {
                continue;
            }
            let tile = self.slide(blank, to);
            match self
                .estimate
                .moved_within(acc, &self.board, &self.pos, tile, to, blank, limit)
            {
                Ok(next) => {
                    self.path.push(d);
                    if self.dfs(to, g + 1, next_state, next)? {
                        return Ok(true);
                    }
                    self.path.pop();
                }
                Err(h) => self.next_bound = self.next_bound.min(g + 1 + self.weight * h),
            }
            self.slide(to, blank);
        }
        Ok(false)
    }

    /// A thread's look, every [`POLL_EVERY`] expansions, at the budget, the
    /// caller's flag and the others: an error stops this task (for a task
    /// after one that found a goal, or after another thread's error, the
    /// error is not the iteration's and [`iterate_in_parallel`](Self::iterate_in_parallel) drops it).
    fn poll_shared(&self, shared: &Shared, task: usize) -> Result<(), SolveError> {
        let stop = SolveError::Cancelled {
            algorithm: Algorithm::Idastar,
        };
        if shared.halt.load(Relaxed) || shared.found.load(Relaxed) < task {
            return Err(stop);
        }
        let done = shared.expanded.fetch_add(POLL_EVERY, Relaxed) + POLL_EVERY;
        let error = if done >= self.limits.max_work {
            SolveError::OverBudget {
                algorithm: Algorithm::Idastar,
                limit: self.limits.max_work,
            }
        } else if self.limits.cancel.is_some_and(|flag| flag.load(Relaxed)) {
            stop.clone()
        } else {
            // The calling thread's search alone has the hook (it is not
            // `Sync`): the total so far, every REPORT_EVERY of its nodes.
            if let Some(report) = self.limits.progress.filter(|_| self.expanded % REPORT_EVERY == 0) {
                report(done);
            }
            return Ok(());
        };
        shared
            .error
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get_or_insert(error);
        shared.halt.store(true, Relaxed);
        Err(stop)
    }

    /// One iteration at `self.bound` on `threads` threads ([`deepen`]):
    /// `Ok(true)` with `self.path` the path found, or `Ok(false)` with
    /// `self.next_bound` set, as [`dfs`](Self::dfs) from the start would.
    fn iterate_in_parallel(&mut self, start: &Relabelled, acc: E::Acc, threads: usize) -> Result<bool, SolveError> {
        // The calling thread's part, deeper until it leaves enough nodes.
        // Its tries are not told to the progress hook (their counts go back
        // and forth); the threads' shared total is, as it grows, and the
        // iteration's total at its end (each only when it is more than the
        // last told: the shared total is counted in steps, so at most that).
        let Some(report) = self.limits.progress.take() else {
            return self.split_and_search(start, acc, threads, None);
        };
        let told = std::cell::Cell::new(0u64);
        let tell = |work: u64| {
            if work > told.get() {
                told.set(work);
                report(work);
            }
        };
        let result = self.split_and_search(start, acc, threads, Some(&tell));
        tell(self.expanded);
        self.limits.progress = Some(report);
        result
    }

    /// [`iterate_in_parallel`](Self::iterate_in_parallel) without the
    /// progress hook; `progress` is told by the calling thread's searches
    /// below the split.
    fn split_and_search(
        &mut self,
        start: &Relabelled,
        acc: E::Acc,
        threads: usize,
        progress: Option<&dyn Fn(u64)>,
    ) -> Result<bool, SolveError> {
        let before = self.expanded;
        let mut depth = 2;
        let tasks = loop {
            self.expanded = before;
            self.next_bound = u32::MAX;
            self.split_depth = depth;
            let found = self.dfs(start.blank_start as u8, 0, 0, acc);
            self.split_depth = u32::MAX;
            let tasks = std::mem::take(&mut self.split);
            if found? {
                return Ok(true);
            }
            if tasks.len() >= TASKS_PER_THREAD * threads || tasks.is_empty() || depth >= 64 {
                #[cfg(test)]
                TASKS_HANDED.with(|handed| handed.set(handed.get() + tasks.len()));
                break tasks;
            }
            depth += 2;
        };
        if tasks.is_empty() {
            return Ok(false);
        }
        let shared = Shared {
            expanded: AtomicU64::new(self.expanded),
            found: AtomicUsize::new(usize::MAX),
            halt: AtomicBool::new(false),
            error: Mutex::new(None),
        };
        let next_task = AtomicUsize::new(0);
        let (grid, estimate, weight, bound) = (self.grid, self.estimate, self.weight, self.bound);
        let (max_work, cancel) = (self.limits.max_work, self.limits.cancel);
        let tasks = &tasks;
        let (shared_ref, next_ref) = (&shared, &next_task);
        let work = move |progress: Option<&dyn Fn(u64)>| {
            let (mut expanded, mut next_bound, mut goals) = (0u64, u32::MAX, Vec::new());
            loop {
                let i = next_ref.fetch_add(1, Relaxed);
                if i >= tasks.len() || shared_ref.halt.load(Relaxed) || shared_ref.found.load(Relaxed) < i {
                    break;
                }
                let task = &tasks[i];
                let limits = SearchLimits {
                    max_work,
                    cancel,
                    progress,
                    ..SearchLimits::default()
                };
                let mut search = Dfs {
                    bound,
                    // The thread's count goes on from task to task, so that
                    // it adds to the shared one every POLL_EVERY nodes
                    // however small the tasks.
                    expanded,
                    shared: Some((shared_ref, i)),
                    ..Dfs::new(grid, estimate, weight, start, limits)
                };
                let blank = search.walk(start.blank_start as u8, &task.path);
                let result = search.dfs(blank, task.path.len() as u32, task.state, task.acc);
                expanded = search.expanded;
                next_bound = next_bound.min(search.next_bound);
                if let Ok(true) = result {
                    shared_ref.found.fetch_min(i, Relaxed);
                    goals.push((i, search.path));
                }
            }
            ThreadOutcome {
                expanded,
                next_bound,
                goals,
            }
        };
        let outcomes: Vec<ThreadOutcome> = std::thread::scope(|scope| {
            // This thread is one of them, the one that tells the progress
            // hook; a thread the system refuses is one fewer.
            let workers: Vec<_> = (1..threads)
                .map_while(|_| std::thread::Builder::new().spawn_scoped(scope, move || work(None)).ok())
                .collect();
            let mine = work(progress);
            let mut outcomes: Vec<ThreadOutcome> = workers
                .into_iter()
                .map(|worker| worker.join().expect("a search thread does not panic"))
                .collect();
            outcomes.push(mine);
            outcomes
        });
        for outcome in &outcomes {
            self.expanded += outcome.expanded;
            self.next_bound = self.next_bound.min(outcome.next_bound);
        }
        let first = outcomes
            .into_iter()
            .flat_map(|outcome| outcome.goals)
            .min_by_key(|&(task, _)| task);
        if let Some((_, path)) = first {
            self.path = path;
            return Ok(true);
        }
        match shared.error.into_inner().unwrap_or_else(|e| e.into_inner()) {
            Some(error) => Err(error),
            None => Ok(false),
        }
    }

    /// Slides the tile on `to` into the blank on `blank` (and back, with
    /// the two swapped); returns the tile.
    #[inline(always)]
    fn slide(&mut self, blank: u8, to: u8) -> u8 {
        let tile = self.board[to as usize];
        self.board[blank as usize] = tile;
        self.board[to as usize] = self.blank;
        self.pos[tile as usize] = blank;
        self.pos[self.blank as usize] = to;
        tile
    }

    /// Makes `path`'s moves from the board (the blank on `blank`); returns
    /// the blank's cell at the end.
    fn walk(&mut self, mut blank: u8, path: &[u8]) -> u8 {
        for &d in path {
            let to = self.grid.neighbour[blank as usize][d as usize];
            self.slide(blank, to);
            blank = to;
            self.path.push(d);
        }
        blank
    }
}
