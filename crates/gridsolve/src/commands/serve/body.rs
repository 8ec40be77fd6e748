//! Request bodies as they arrive: a body must keep coming at
//! [`MIN_BODY_RATE`] after a grace of [`BODY_GRACE`], and while it is in
//! flight its connection may give way to a newcomer
//! ([`super::connections`]).
//!
//! Issue 38: a POST head with `Content-Length: 16000` and one byte of body
//! held its connection for the whole request time limit (10 s), as busy as
//! a search; 4,200 of them held every slot. Now a body that has not reached
//! `MIN_BODY_RATE × (elapsed − BODY_GRACE)` bytes is cut off, answered 408
//! and its connection closed: the one-byte body at 2 s.

use std::error::Error;
use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, OnceLock};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::body::Bytes;
use http_body::{Body, Frame, SizeHint};
use tokio::time::{Instant, Sleep};

use super::connections::InFlight;

/// Time a body may take before it must keep up [`MIN_BODY_RATE`]: a client
/// on this machine sends its body with its head, in microseconds; two
/// seconds leave room for a client descheduled on a busy machine.
pub const BODY_GRACE: Duration = Duration::from_secs(2);
/// Bytes a second a body must arrive at, on average, after [`BODY_GRACE`]:
/// a whole 16 KiB body may take 2 + 16 s (the request's own time limit,
/// 10 s, ends it first), one byte of it no more than 2 s.
pub const MIN_BODY_RATE: u64 = 1024;

/// A request body that must keep arriving at [`MIN_BODY_RATE`].
pub struct Arriving<B> {
    inner: B,
    received: u64,
    started: Instant,
    grace: Duration,
    rate: u64,
    deadline: Pin<Box<Sleep>>,
    /// Why the deadline cut the body off, once it has, for the reply (408).
    too_slow: Arc<OnceLock<String>>,
    /// Held while the body is in flight; dropped at its end.
    in_flight: Option<InFlight>,
}

impl<B> Arriving<B> {
    /// `inner` as it arrives; `in_flight` marks its connection as receiving
    /// until the body's end. `too_slow` is given the reason if the deadline
    /// cuts it off.
    pub fn new(inner: B, in_flight: Option<InFlight>, too_slow: Arc<OnceLock<String>>) -> Arriving<B> {
        let started = Instant::now();
        Arriving {
            inner,
            received: 0,
            started,
            grace: BODY_GRACE,
            rate: MIN_BODY_RATE,
            deadline: Box::pin(tokio::time::sleep_until(started + BODY_GRACE)),
            too_slow,
            in_flight,
        }
    }

    /// The same body with another grace and rate (the tests' shorter ones).
    #[cfg(test)]
    fn paced(mut self, grace: Duration, rate: u64) -> Arriving<B> {
        self.grace = grace;
        self.rate = rate;
        let first = self.next_deadline();
        self.deadline.as_mut().reset(first);
        self
    }

    /// When the body must have more than it has now: each byte buys
    /// 1 / rate s past the grace.
    fn next_deadline(&self) -> Instant {
        let credit = Duration::from_secs_f64(self.received as f64 / self.rate as f64);
        self.started + self.grace + credit
    }
}

/// Why a body was cut off.
#[derive(Debug)]
pub struct TooSlow {
    received: u64,
    elapsed: Duration,
    grace: Duration,
    rate: u64,
}

impl fmt::Display for TooSlow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "the request body came too slowly: {} bytes in {:.1} s; after the first {} s a body must arrive \
             at {} bytes a second or more",
            self.received,
            self.elapsed.as_secs_f64(),
            self.grace.as_secs_f64(),
            self.rate
        )
    }
}

impl Error for TooSlow {}

impl<B> Body for Arriving<B>
where
    B: Body<Data = Bytes> + Unpin,
    B::Error: Into<Box<dyn Error + Send + Sync>>,
{
    type Data = Bytes;
    type Error = Box<dyn Error + Send + Sync>;

    fn poll_frame(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Result<Frame<Bytes>, Self::Error>>> {
        let this = self.get_mut();
        match Pin::new(&mut this.inner).poll_frame(cx) {
            Poll::Ready(Some(Ok(frame))) => {
                if let Some(data) = frame.data_ref() {
                    this.received += data.len() as u64;
                    let next = this.next_deadline();
                    this.deadline.as_mut().reset(next);
                }
                if this.inner.is_end_stream() {
                    this.in_flight = None;
                }
                Poll::Ready(Some(Ok(frame)))
            }
            Poll::Ready(Some(Err(e))) => {
                this.in_flight = None;
                Poll::Ready(Some(Err(e.into())))
            }
            Poll::Ready(None) => {
                this.in_flight = None;
                Poll::Ready(None)
            }
            Poll::Pending => {
                if this.deadline.as_mut().poll(cx).is_pending() {
                    return Poll::Pending;
                }
                this.in_flight = None;
                let cut = TooSlow {
                    received: this.received,
                    elapsed: this.started.elapsed(),
                    grace: this.grace,
                    rate: this.rate,
                };
                let _ = this.too_slow.set(cut.to_string());
                Poll::Ready(Some(Err(Box::new(cut))))
            }
        }
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::VecDeque;
    use std::convert::Infallible;

    /// A body that sends each piece after its delay, then ends.
    struct Trickle {
        pieces: VecDeque<(Duration, &'static [u8])>,
        wait: Option<Pin<Box<Sleep>>>,
    }

    impl Body for Trickle {
        type Data = Bytes;
        type Error = Infallible;

        fn poll_frame(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Result<Frame<Bytes>, Infallible>>> {
            let this = self.get_mut();
            let Some(&(delay, bytes)) = this.pieces.front() else {
                return Poll::Ready(None);
            };
            let wait = this.wait.get_or_insert_with(|| Box::pin(tokio::time::sleep(delay)));
            std::task::ready!(wait.as_mut().poll(cx));
            this.wait = None;
            this.pieces.pop_front();
            Poll::Ready(Some(Ok(Frame::data(Bytes::from_static(bytes)))))
        }
    }

    /// Reads `pieces` through [`Arriving`] with a grace of 100 ms and 1,000
    /// bytes a second: the bytes it let through, and how it ended.
    fn arrive(pieces: &[(u64, &'static [u8])]) -> (usize, Result<(), String>, Option<String>) {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .build()
            .unwrap();
        runtime.block_on(async {
            let trickle = Trickle {
                pieces: pieces.iter().map(|&(ms, b)| (Duration::from_millis(ms), b)).collect(),
                wait: None,
            };
            let too_slow = Arc::new(OnceLock::new());
            let mut body = Arriving::new(trickle, None, Arc::clone(&too_slow)).paced(Duration::from_millis(100), 1000);
            let mut got = 0;
            let end = loop {
                match std::future::poll_fn(|cx| Pin::new(&mut body).poll_frame(cx)).await {
                    Some(Ok(frame)) => got += frame.into_data().map_or(0, |d| d.len()),
                    Some(Err(e)) => break Err(e.to_string()),
                    None => break Ok(()),
                }
            };
            (got, end, too_slow.get().cloned())
        })
    }

    #[test]
    fn a_body_that_stalls_after_one_byte_is_cut_off_after_the_grace() {
        let (got, end, too_slow) = arrive(&[(0, b"{"), (10_000, b"}")]);
        assert_eq!(got, 1);
        let message = end.unwrap_err();
        assert!(
            message.starts_with("the request body came too slowly: 1 bytes in 0.1 s"),
            "{message}"
        );
        assert_eq!(too_slow, Some(message));
    }

    #[test]
    fn a_body_that_keeps_its_pace_arrives_whole() {
        // 300 bytes at 50 ms buy 300 ms past the grace: the rest at 350 ms is in time.
        let (got, end, too_slow) = arrive(&[(50, &[b' '; 300]), (300, &[b' '; 300])]);
        assert_eq!((got, end, too_slow), (600, Ok(()), None));
        // The same rest at 500 ms is not.
        let (got, end, _) = arrive(&[(50, &[b' '; 300]), (450, &[b' '; 300])]);
        assert_eq!(got, 300);
        assert!(end.unwrap_err().contains("300 bytes in 0.4 s"));
    }
}
