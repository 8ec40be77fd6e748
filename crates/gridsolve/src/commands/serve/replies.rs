//! Memory held for replies that clients have not read yet, bounded in all.
//!
//! A full trace is about 7 MB of JSON. Before this bound, 2,305 connections
//! that each asked for one and never read grew the server to 2.3 GB. Now a
//! reply takes its size from a budget before it is sent and gives it back
//! when its last byte has been handed to the socket or its connection is
//! gone (a client that reads nothing is dropped after
//! [`super::wire::WRITE_STALL`]). Replies over [`LARGE_REPLY`] draw on a
//! budget of their own, so unread large traces never hold back the small
//! replies everyone else is waiting for.

use std::convert::Infallible;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use axum::body::{Body, Bytes};
use http_body::{Frame, SizeHint};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// Bytes of unsent replies larger than [`LARGE_REPLY`], in all.
pub const LARGE_REPLY_MEMORY: usize = 192 << 20;
/// Bytes of unsent replies up to [`LARGE_REPLY`], in all.
pub const SMALL_REPLY_MEMORY: usize = 64 << 20;
/// A reply above this size draws on [`LARGE_REPLY_MEMORY`].
pub const LARGE_REPLY: usize = 1 << 20;
/// How much of a reply is handed to hyper at a time (each piece a copy, so
/// that the reply's memory is freed as soon as its budget is given back).
const PIECE: usize = 16 * 1024;
/// The budget is counted in KiB: a semaphore takes at most `u32` permits at once.
const UNIT: usize = 1024;

/// The two budgets.
#[derive(Clone)]
pub struct ReplyMemory {
    large: Arc<Semaphore>,
    small: Arc<Semaphore>,
}

/// Why a reply could not be held.
pub struct NoRoom {
    pub budget: usize,
}

impl ReplyMemory {
    pub fn new() -> ReplyMemory {
        ReplyMemory {
            large: Arc::new(Semaphore::new(LARGE_REPLY_MEMORY / UNIT)),
            small: Arc::new(Semaphore::new(SMALL_REPLY_MEMORY / UNIT)),
        }
    }

    /// A body for `bytes` that holds its share of the budget until sent.
    /// There is no waiting for room: a reply waiting would hold its memory
    /// outside the budget (60 unread traces that waited took 495 MB).
    pub fn hold(&self, bytes: Bytes) -> Result<Body, NoRoom> {
        let (pool, budget) = if bytes.len() > LARGE_REPLY {
            (&self.large, LARGE_REPLY_MEMORY)
        } else {
            (&self.small, SMALL_REPLY_MEMORY)
        };
        let units = u32::try_from(bytes.len().div_ceil(UNIT)).map_err(|_| NoRoom { budget })?;
        let permit = Arc::clone(pool)
            .try_acquire_many_owned(units)
            .map_err(|_| NoRoom { budget })?;
        Ok(Body::new(HeldReply {
            bytes,
            sent: 0,
            _permit: permit,
        }))
    }
}

/// A reply body that keeps its budget while any of it is unsent.
struct HeldReply {
    bytes: Bytes,
    sent: usize,
    _permit: OwnedSemaphorePermit,
}

impl http_body::Body for HeldReply {
    type Data = Bytes;
    type Error = Infallible;

    fn poll_frame(self: Pin<&mut Self>, _cx: &mut Context<'_>) -> Poll<Option<Result<Frame<Bytes>, Infallible>>> {
        let this = self.get_mut();
        if this.sent == this.bytes.len() {
            return Poll::Ready(None);
        }
        let end = (this.sent + PIECE).min(this.bytes.len());
        let piece = Bytes::copy_from_slice(&this.bytes[this.sent..end]);
        this.sent = end;
        Poll::Ready(Some(Ok(Frame::data(piece))))
    }

    fn size_hint(&self) -> SizeHint {
        SizeHint::with_exact((self.bytes.len() - self.sent) as u64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reply_holds_its_budget_until_its_body_is_gone() {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .build()
            .unwrap();
        runtime.block_on(async {
            let memory = ReplyMemory::new();
            let big = Bytes::from(vec![b'x'; 100 << 20]);
            let first = memory.hold(big.clone()).ok().unwrap();
            // 100 MiB held of 192: a second large reply finds no room...
            assert!(memory.hold(big.clone()).is_err());
            // ... while small replies have their own budget.
            assert!(memory.hold(Bytes::from_static(b"{}")).is_ok());
            // Once the first is sent (read to its end), its memory is free again.
            let sent = axum::body::to_bytes(first, usize::MAX).await.unwrap();
            assert_eq!(sent.len(), 100 << 20);
            assert!(memory.hold(big).is_ok());
        });
    }
}
