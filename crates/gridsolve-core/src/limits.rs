//! Work limits for the state-space searches: a cap on the work a search may
//! do and a flag its caller can raise to stop it.
//!
//! The core has no clock, so a time budget is the caller's: it raises the
//! [`SearchLimits::cancel`] flag when its time is up or its client has gone
//! (the visualizer server does both). Every search polls the flag every
//! [`POLL_EVERY`] expansions, so it stops within a millisecond or so.

use std::sync::atomic::{AtomicBool, Ordering};

use crate::solution::{Algorithm, SolveError};

/// The work limit every search has unless its caller sets another: states
/// stored (BFS, bidirectional BFS, A*, the table) or nodes expanded (IDA*,
/// which stores only its path). At most a few seconds of work; memory is
/// capped apart, by [`DEFAULT_MAX_BYTES`].
pub const DEFAULT_MAX_WORK: u64 = 40_000_000;

/// The memory every search may hold unless its caller sets another: 1 GiB
/// (a 2-core, 24 GB machine runs two at once with room to spare). Counted
/// by the searches themselves before each container grows
/// (`solvers/search/memory.rs`).
pub const DEFAULT_MAX_BYTES: u64 = 1 << 30;

/// Expansions between two looks at the cancel flag.
pub const POLL_EVERY: u64 = 4096;

/// Expansions between two progress reports: about 150 reports for the
/// visualizer's 10,000,000-state budget, few enough to post each to a page.
pub const REPORT_EVERY: u64 = 16 * POLL_EVERY;

/// Most threads one search may use: more than any machine this runs on
/// has cores, few enough that starting them all costs milliseconds.
pub const MAX_THREADS: usize = 256;

/// How much work a search may do, the flag that stops it early, and who
/// hears how far it has got.
#[derive(Clone, Copy)]
pub struct SearchLimits<'a> {
    /// Most states stored or expanded, whichever is larger.
    pub max_work: u64,
    /// Most bytes the search's visited set, queue and open list hold
    /// together (each growth is checked before it happens).
    pub max_bytes: u64,
    /// Raised by the caller to stop the search; polled every [`POLL_EVERY`] expansions.
    pub cancel: Option<&'a AtomicBool>,
    /// Told the work done so far (the number [`max_work`](Self::max_work)
    /// bounds) every [`REPORT_EVERY`] expansions: the page's progress line.
    pub progress: Option<&'a dyn Fn(u64)>,
    /// Threads the search may use: the sliding puzzles' IDA* splits each
    /// iteration among them; every other search uses one.
    pub threads: usize,
}

impl std::fmt::Debug for SearchLimits<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SearchLimits")
            .field("max_work", &self.max_work)
            .field("max_bytes", &self.max_bytes)
            .field("cancel", &self.cancel)
            .field("progress", &self.progress.is_some())
            .field("threads", &self.threads)
            .finish()
    }
}

impl Default for SearchLimits<'_> {
    fn default() -> Self {
        SearchLimits {
            max_work: DEFAULT_MAX_WORK,
            max_bytes: DEFAULT_MAX_BYTES,
            cancel: None,
            progress: None,
            threads: 1,
        }
    }
}

impl<'a> SearchLimits<'a> {
    /// Limits of `max_work` states and no cancel flag.
    pub fn states(max_work: u64) -> SearchLimits<'a> {
        SearchLimits {
            max_work,
            ..SearchLimits::default()
        }
    }

    /// The same limits, stopped early when `flag` is raised.
    pub fn with_cancel(self, flag: &'a AtomicBool) -> SearchLimits<'a> {
        SearchLimits {
            cancel: Some(flag),
            ..self
        }
    }

    /// The same limits on `threads` threads (1 to [`MAX_THREADS`]).
    pub fn with_threads(self, threads: usize) -> SearchLimits<'a> {
        SearchLimits {
            threads: threads.clamp(1, MAX_THREADS),
            ..self
        }
    }

    /// The same limits, telling `report` the work done so far every
    /// [`REPORT_EVERY`] expansions.
    pub fn with_progress(self, report: &'a dyn Fn(u64)) -> SearchLimits<'a> {
        SearchLimits {
            progress: Some(report),
            ..self
        }
    }

    /// Fails when the work done so far reached the limit or the caller
    /// raised the cancel flag, and tells the progress hook how far it got
    /// ([`poll`](Self::poll)). Call once per expansion: `expanded` counts
    /// them, `stored` is the states the search holds.
    ///
    /// ```
    /// use gridsolve_core::{limits::SearchLimits, Algorithm};
    /// let limits = SearchLimits::states(10);
    /// assert!(limits.check(Algorithm::Bfs, 3, 9).is_ok());
    /// assert!(limits.check(Algorithm::Bfs, 4, 10).is_err());
    /// ```
    #[inline]
    pub fn check(&self, algorithm: Algorithm, expanded: u64, stored: u64) -> Result<(), SolveError> {
        let work = expanded.max(stored);
        if work >= self.max_work {
            return Err(SolveError::OverBudget {
                algorithm,
                limit: self.max_work,
            });
        }
        if self.poll(expanded, work) {
            return Err(SolveError::Cancelled { algorithm });
        }
        Ok(())
    }

    /// Whether the caller raised the cancel flag, looked at every
    /// [`POLL_EVERY`] expansions; every [`REPORT_EVERY`] the progress hook
    /// is told `work`. For searches that report their own budget error
    /// (the visualizer's enumeration); the others call [`check`](Self::check).
    #[inline]
    pub fn poll(&self, expanded: u64, work: u64) -> bool {
        if expanded % POLL_EVERY != 0 {
            return false;
        }
        if self.cancel.is_some_and(|flag| flag.load(Ordering::Relaxed)) {
            return true;
        }
        if let Some(report) = self.progress.filter(|_| expanded % REPORT_EVERY == 0) {
            report(work);
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solvers::search::heuristic::{Estimator, Heuristic};
    use crate::solvers::search::table::DistanceTable;
    use crate::solvers::search::{astar, bfs, bibfs, idastar};
    use crate::trace::NoTrace;
    use crate::{Puzzle, SmallPuzzle};

    #[test]
    fn a_raised_flag_stops_every_search_and_a_small_limit_is_reported() {
        // A 4 x 5 board (2^20 states, not the 2^25 of 5 x 5): the searches
        // that run to the end take milliseconds, yet look at the flag often.
        let puzzle = SmallPuzzle::new(&Puzzle::flip_game(4, 5)).unwrap();
        let start = 0b10001_10110_00101_01010;
        let raised = AtomicBool::new(true);
        let stopped = SearchLimits::default().with_cancel(&raised);
        let cancelled = |r: Result<_, SolveError>| matches!(r, Err(SolveError::Cancelled { .. }));
        assert!(cancelled(
            bfs::shortest_path(&puzzle, start, &mut NoTrace, stopped).map(|_| ())
        ));
        assert!(cancelled(
            bibfs::shortest_path(&puzzle, start, &mut NoTrace, stopped).map(|_| ())
        ));
        let h = Heuristic::classic(&puzzle);
        assert!(cancelled(
            astar::shortest_path(
                &puzzle,
                start,
                &Estimator::new(&puzzle, h, Algorithm::Astar).unwrap(),
                &mut NoTrace,
                stopped
            )
            .map(|_| ())
        ));
        assert!(cancelled(
            idastar::shortest_path(
                &puzzle,
                start,
                &Estimator::new(&puzzle, h, Algorithm::Idastar).unwrap(),
                &mut NoTrace,
                stopped
            )
            .map(|_| ())
        ));
        assert!(cancelled(
            DistanceTable::build(puzzle.clone(), &mut NoTrace, stopped).map(|_| ())
        ));

        let small = SearchLimits::states(1000);
        let over = bfs::shortest_path(&puzzle, start, &mut NoTrace, small);
        assert!(
            matches!(over, Err(SolveError::OverBudget { limit: 1000, .. })),
            "{over:?}"
        );

        // A lowered flag changes nothing: the answer is the unlimited one,
        // from a search long enough to look at the flag several times.
        let lowered = AtomicBool::new(false);
        let free = SearchLimits::default().with_cancel(&lowered);
        let (with, stats) = bfs::shortest_path(&puzzle, start, &mut NoTrace, free).unwrap();
        assert!(stats.states_expanded > 4 * POLL_EVERY, "{stats:?}");
        let (without, _) = bfs::shortest_path(&puzzle, start, &mut NoTrace, SearchLimits::default()).unwrap();
        assert!(with.is_some());
        assert_eq!(with.map(|p| p.len()), without.map(|p| p.len()));
    }

    #[test]
    fn progress_is_reported_as_the_work_grows_and_never_past_the_limit() {
        use std::cell::RefCell;
        let puzzle = SmallPuzzle::new(&Puzzle::flip_game(4, 5)).unwrap();
        let start = 0b10001_10110_00101_01010;
        let heard = RefCell::new(Vec::new());
        let report = |work: u64| heard.borrow_mut().push(work);
        let limits = SearchLimits::states(2_000_000).with_progress(&report);
        let (_, stats) = bfs::shortest_path(&puzzle, start, &mut NoTrace, limits).unwrap();
        let heard = heard.into_inner();
        // One report each REPORT_EVERY expansions, the first at the start.
        assert_eq!(
            heard.len() as u64,
            stats.states_expanded.div_ceil(REPORT_EVERY),
            "{heard:?}"
        );
        assert!(heard.windows(2).all(|pair| pair[0] < pair[1]), "{heard:?}");
        assert!(
            heard
                .iter()
                .all(|&work| work < 2_000_000 && work <= stats.states_discovered)
        );

        // IDA* stores nothing: its work is the nodes it expanded.
        let heard = RefCell::new(Vec::new());
        let report = |work: u64| heard.borrow_mut().push(work);
        let h = Heuristic::classic(&puzzle);
        let limits = SearchLimits::states(300_000).with_progress(&report);
        // A checkerboard: far past 300,000 nodes for the classic bound.
        let outcome = idastar::shortest_path(
            &puzzle,
            0b10101_01010_10101_01010,
            &Estimator::new(&puzzle, h, Algorithm::Idastar).unwrap(),
            &mut NoTrace,
            limits,
        );
        assert!(matches!(outcome, Err(SolveError::OverBudget { .. })), "{outcome:?}");
        let heard = heard.into_inner();
        let expected: Vec<u64> = (0..300_000 / REPORT_EVERY + 1).map(|i| i * REPORT_EVERY).collect();
        assert_eq!(heard, expected);
    }
}
