//! Search traces: the events a search emits as it runs, so that the
//! visualizer can replay the real search step by step.
//!
//! Searches are generic over an [`Observer`]; with [`NoTrace`] every call
//! compiles away, so tracing costs nothing when it is off.

use serde::Serialize;

/// One thing a search did. States are state numbers ([`crate::Board::to_small`]);
/// `mv` is an index into [`crate::SmallPuzzle::moves`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TraceEvent {
    /// A state was taken off the queue to be expanded.
    Dequeue { state: u64, depth: u32 },
    /// A move is tried on the state being expanded.
    Try { state: u64, mv: usize, next: u64 },
    /// The tried move found a state never seen before; it joins the queue.
    Discover {
        state: u64,
        parent: u64,
        mv: usize,
        depth: u32,
    },
    /// The tried move found a state already seen; it is skipped.
    Duplicate { state: u64 },
    /// A goal state was reached.
    Goal { state: u64, depth: u32 },
}

/// Receives trace events.
pub trait Observer {
    /// Called for every event, in order.
    fn on(&mut self, event: TraceEvent);
}

/// The observer that records nothing.
pub struct NoTrace;

impl Observer for NoTrace {
    #[inline(always)]
    fn on(&mut self, _event: TraceEvent) {}
}

/// Records events up to a limit, so that a trace of a large search stays bounded.
#[derive(Debug, Default)]
pub struct Recorder {
    pub events: Vec<TraceEvent>,
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
        // The goal event is always kept, so a truncated trace still ends in its answer.
        if self.events.len() < self.limit || matches!(event, TraceEvent::Goal { .. }) {
            self.events.push(event);
        } else {
            self.truncated = true;
        }
    }
}
