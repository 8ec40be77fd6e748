//! Search traces: the events a search emits as it runs, so that the
//! visualizer can replay the real search step by step.
//!
//! Every search in [`crate::solvers::search`](mod@crate::solvers::search) is generic over an
//! [`Observer`]; with [`NoTrace`] (whose [`Observer::ENABLED`] is `false`)
//! every event is skipped at compile time, so tracing costs nothing when it
//! is off.
//!
//! What each search emits, in order:
//!
//! | search | events |
//! |---|---|
//! | `bfs` | `dequeue`, then per move `try` and `discover` or `duplicate`; `goal` when a goal is dequeued |
//! | `bibfs` | the same per side (`side` says which: `forward` from the start, `backward` from the goals), `meet` for the shortest meeting state, then `goal` at the total depth |
//! | `astar` | `dequeue`, `try`, `discover` or `duplicate`, `estimate` for every state put on the open list (`f = g + h`); `goal` |
//! | `idastar` | `bound` at each iteration; per node `dequeue` (entered), `try`, `estimate` (children within or over the bound), `backtrack` when a node is left; `goal` |
//! | `table` | a backward BFS from the goals: `dequeue`, `try`, `discover`/`duplicate` with `side: backward` |
//!
//! States are numbers: for toggle and swap boards the state number
//! ([`crate::Board::to_small`]); for token boards ([`crate::slide`]) the packed
//! tokens (4 bits a cell for sliding tiles, 2 for knights, cell 0 in the
//! lowest bits). `mv` is an index into the space's moves (for toggle and
//! swap boards [`crate::SmallPuzzle::moves`]).

use serde::Serialize;

/// Which way a search runs: from the start, or back from the goals.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    /// From the start towards the goals.
    Forward,
    /// Back from the goals towards the start.
    Backward,
}

/// One thing a search did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TraceEvent {
    /// A state was taken off the frontier to be expanded (IDA*: entered).
    Dequeue {
        /// The state taken.
        state: u64,
        /// Its depth: moves from its side's root.
        depth: u32,
        /// Which search took it.
        side: Side,
    },
    /// A move is tried on the state being expanded.
    Try {
        /// The state being expanded.
        state: u64,
        /// The move tried.
        mv: usize,
        /// The state the move leads to.
        next: u64,
    },
    /// The tried move found a state never seen before (or, for A*, reached
    /// by a shorter path); it joins the frontier.
    Discover {
        /// The state discovered.
        state: u64,
        /// The state it was reached from.
        parent: u64,
        /// The move that reached it.
        mv: usize,
        /// Its depth: moves from its side's root.
        depth: u32,
        /// Which search found it.
        side: Side,
    },
    /// The tried move found a state already seen; it is skipped.
    Duplicate {
        /// The state found again.
        state: u64,
        /// Which search found it.
        side: Side,
    },
    /// Bidirectional search: the two frontiers met at `state`; `depth` is
    /// the length of the whole path through it.
    Meet {
        /// Where the frontiers met.
        state: u64,
        /// The length of the whole path through it.
        depth: u32,
    },
    /// A* and IDA*: the lower bound `h` of a state reached in `g` moves (`f = g + h`).
    Estimate {
        /// The state estimated.
        state: u64,
        /// Moves from the start to it.
        g: u32,
        /// Its lower bound on the moves left.
        h: u32,
    },
    /// IDA*: a new iteration starts with this bound on `f`.
    Bound {
        /// The iteration's bound on `f = g + h`.
        bound: u32,
    },
    /// IDA*: the search leaves `state` (at `depth`) without finding a goal below it.
    Backtrack {
        /// The state left.
        state: u64,
        /// Its depth.
        depth: u32,
    },
    /// A goal state was reached; `depth` is the length of the answer.
    Goal {
        /// The goal reached.
        state: u64,
        /// The length of the answer.
        depth: u32,
    },
}

/// Receives trace events.
pub trait Observer {
    /// Whether this observer wants events at all; when `false` the searches
    /// skip building them (checked at compile time).
    const ENABLED: bool = true;

    /// Called for every event, in order.
    fn on(&mut self, event: TraceEvent);
}

/// The observer that records nothing.
pub struct NoTrace;

impl Observer for NoTrace {
    const ENABLED: bool = false;

    #[inline(always)]
    fn on(&mut self, _event: TraceEvent) {}
}

/// Records events up to a limit, so that a trace of a large search stays bounded.
#[derive(Debug, Default)]
pub struct Recorder {
    /// The events kept, in order.
    pub events: Vec<TraceEvent>,
    /// Most events kept; 0 keeps none.
    pub limit: usize,
    /// Set when events past the limit were dropped.
    pub truncated: bool,
}

impl Recorder {
    /// A recorder that keeps at most `limit` events.
    pub fn with_limit(limit: usize) -> Recorder {
        Recorder {
            events: Vec::new(),
            limit,
            truncated: false,
        }
    }
}

impl Observer for Recorder {
    fn on(&mut self, event: TraceEvent) {
        // The goal and meeting events are always kept, so a truncated trace
        // still ends in its answer.
        if self.events.len() < self.limit || matches!(event, TraceEvent::Goal { .. } | TraceEvent::Meet { .. }) {
            self.events.push(event);
        } else {
            self.truncated = true;
        }
    }
}

impl<O: Observer + ?Sized> Observer for &mut O {
    const ENABLED: bool = O::ENABLED;

    #[inline(always)]
    fn on(&mut self, event: TraceEvent) {
        (**self).on(event);
    }
}

/// Whether `observer` takes events (a constant for each observer type).
#[inline(always)]
pub(crate) fn is_enabled<O: Observer + ?Sized>(_observer: &O) -> bool {
    O::ENABLED
}

/// Emits an event, building it only when the observer takes events.
macro_rules! emit {
    ($observer:expr, $event:expr) => {
        if $crate::trace::is_enabled(&$observer) {
            $observer.on($event);
        }
    };
}
pub(crate) use emit;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::limits::SearchLimits;
    use crate::solvers::search::heuristic::{Estimator, Heuristic};
    use crate::solvers::{search::astar, search::bfs, search::bibfs, search::idastar, search::table::DistanceTable};
    use crate::{Algorithm, Board, Puzzle, SmallPuzzle};

    /// Checks what every trace must satisfy: each discovery and try follows
    /// its move, and the trace ends with the goal at the answer's depth.
    fn check_common(small: &SmallPuzzle, events: &[TraceEvent], answer: usize) {
        for event in events {
            match *event {
                TraceEvent::Try { state, mv, next } => assert_eq!(small.apply(state, mv), next),
                TraceEvent::Discover { state, parent, mv, .. } => assert_eq!(small.apply(parent, mv), state),
                _ => {}
            }
        }
        match events.last() {
            Some(&TraceEvent::Goal { state, depth }) => {
                assert!(small.is_goal(state));
                assert_eq!(depth as usize, answer);
            }
            other => panic!("the trace ends with {other:?}"),
        }
    }

    #[test]
    fn every_search_reports_its_steps() {
        let small = SmallPuzzle::new(&Puzzle::flip_game(3, 3)).unwrap();
        let start = Board::parse("100\n110\n000").unwrap().to_small().unwrap();
        let limits = SearchLimits::default();
        let estimator = Estimator::new(&small, Heuristic::PressCount, Algorithm::Astar).unwrap();

        let mut rec = Recorder::with_limit(100_000);
        let (path, _) = bfs::shortest_path(&small, start, &mut rec, limits).unwrap();
        let answer = path.unwrap().len();
        check_common(&small, &rec.events, answer);

        let mut rec = Recorder::with_limit(100_000);
        let (path, _) = bibfs::shortest_path(&small, start, &mut rec, limits).unwrap();
        assert_eq!(path.unwrap().len(), answer);
        check_common(&small, &rec.events, answer);
        assert!(
            rec.events
                .iter()
                .any(|e| matches!(e, TraceEvent::Meet { depth, .. } if *depth as usize == answer))
        );
        assert!(rec.events.iter().any(|e| matches!(
            e,
            TraceEvent::Dequeue {
                side: Side::Backward,
                ..
            }
        )));

        let mut rec = Recorder::with_limit(100_000);
        let (path, _) = astar::shortest_path(&small, start, &estimator, &mut rec, limits).unwrap();
        assert_eq!(path.unwrap().len(), answer);
        check_common(&small, &rec.events, answer);
        for e in &rec.events {
            if let TraceEvent::Estimate { state, h, .. } = *e {
                assert_eq!(Some(h), estimator.estimate(state));
            }
        }

        let mut rec = Recorder::with_limit(100_000);
        let (path, _) = idastar::shortest_path(&small, start, &estimator, &mut rec, limits).unwrap();
        assert_eq!(path.unwrap().len(), answer);
        check_common(&small, &rec.events, answer);
        let bounds: Vec<u32> = rec
            .events
            .iter()
            .filter_map(|e| match e {
                TraceEvent::Bound { bound } => Some(*bound),
                _ => None,
            })
            .collect();
        assert!(bounds.windows(2).all(|w| w[0] < w[1]), "{bounds:?}");
        assert_eq!(bounds.last().copied(), Some(answer as u32));
        assert!(rec.events.iter().any(|e| matches!(e, TraceEvent::Backtrack { .. })) || bounds.len() == 1);

        let mut rec = Recorder::with_limit(100_000);
        let table = DistanceTable::build(small.clone(), &mut rec, limits).unwrap();
        assert_eq!(table.distance(start).map(usize::from), Some(answer));
        assert!(rec.events.iter().all(|e| !matches!(
            e,
            TraceEvent::Dequeue {
                side: Side::Forward,
                ..
            } | TraceEvent::Discover {
                side: Side::Forward,
                ..
            }
        )));
        let discovered = rec
            .events
            .iter()
            .filter(|e| matches!(e, TraceEvent::Discover { .. }))
            .count() as u64;
        assert_eq!(discovered + small.goals.len() as u64, table.stats().states_discovered);
    }

    #[test]
    fn events_serialize_with_their_kind_and_side() {
        let e = TraceEvent::Duplicate {
            state: 5,
            side: Side::Backward,
        };
        assert_eq!(
            serde_json::to_string(&e).unwrap(),
            r#"{"kind":"duplicate","state":5,"side":"backward"}"#
        );
        let b = TraceEvent::Bound { bound: 7 };
        assert_eq!(serde_json::to_string(&b).unwrap(), r#"{"kind":"bound","bound":7}"#);
    }
}
