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
//!
//! A body is also gathered here, into one buffer sized by what has arrived,
//! and handed on whole. hyper hands on each read as a slice of its 8 KiB
//! read buffer, and a slice keeps the whole buffer alive: a body trickled
//! at 1,100 bytes a second arrived as ~100-byte pieces, each holding its own
//! 8 KiB buffer until the body was whole (up to 1.2 MB for one 16 KB body).
//! 2,000 such sockets from 100 addresses took the server from 7 MB to
//! 462 MB (issue 38). A
//! piece copied here frees hyper's buffer for its next read, and the body
//! costs at most twice what arrived, never more than its declared length.

use std::error::Error;
use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, OnceLock};
use std::task::{Context, Poll};
use std::time::Duration;

use axum::body::Bytes;
use gridsolve_core::locale::Text;
use gridsolve_core::tr;
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
    too_slow: Arc<OnceLock<TooSlow>>,
    /// Held while the body is in flight; dropped at its end.
    in_flight: Option<InFlight>,
    /// What has arrived, handed on whole at the body's end.
    gathered: Vec<u8>,
    /// The most bytes gathered before they are handed on at once (the
    /// server's body limit then refuses them): a body without a length
    /// cannot grow the buffer past it.
    most: usize,
    /// The body's declared length, if it has one: the buffer never grows past it.
    declared: Option<u64>,
    /// A frame that is not data (trailers), kept until the data before it is handed on.
    held: Option<Frame<Bytes>>,
}

impl<B> Arriving<B> {
    /// `inner` as it arrives; `in_flight` marks its connection as receiving
    /// until the body's end. `too_slow` is given the reason if the deadline
    /// cuts it off.
    /// At most `most` bytes are gathered before they are handed on.
    pub fn new(inner: B, in_flight: Option<InFlight>, too_slow: Arc<OnceLock<TooSlow>>, most: usize) -> Arriving<B>
    where
        B: Body,
    {
        let started = Instant::now();
        let declared = inner.size_hint().exact();
        Arriving {
            inner,
            gathered: Vec::new(),
            most,
            declared,
            held: None,
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

    /// Adds `data` to what has arrived, growing the buffer at most to twice
    /// what it holds, and never past the declared length.
    fn gather(&mut self, data: &[u8]) {
        let needed = self.gathered.len() + data.len();
        if needed > self.gathered.capacity() {
            let declared = self
                .declared
                .map_or(usize::MAX, |n| usize::try_from(n).unwrap_or(usize::MAX));
            let grown = (self.gathered.capacity() * 2).min(declared).min(self.most).max(needed);
            self.gathered.reserve_exact(grown - self.gathered.len());
        }
        self.gathered.extend_from_slice(data);
    }

    /// What has arrived as one frame, the buffer's memory handed on with it.
    fn hand_on(&mut self) -> Frame<Bytes> {
        Frame::data(Bytes::from(std::mem::take(&mut self.gathered)))
    }

    /// When the body must have more than it has now: each byte buys
    /// 1 / rate s past the grace.
    fn next_deadline(&self) -> Instant {
        let credit = Duration::from_secs_f64(self.received as f64 / self.rate as f64);
        self.started + self.grace + credit
    }
}

/// Why a body was cut off.
#[derive(Clone, Debug)]
pub struct TooSlow {
    received: u64,
    elapsed: Duration,
    grace: Duration,
    rate: u64,
}

impl TooSlow {
    /// The reason, in any language.
    pub fn text(&self) -> Text {
        tr!(
            "serve-body-too-slow",
            received = self.received,
            seconds = format!("{:.1}", self.elapsed.as_secs_f64()),
            grace = format!("{}", self.grace.as_secs_f64()),
            rate = self.rate
        )
    }
}

/// In English (the reply's words are [`TooSlow::text`]'s, in the request's language).
impl fmt::Display for TooSlow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.text().fmt(f)
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
        if let Some(frame) = this.held.take() {
            return Poll::Ready(Some(Ok(frame)));
        }
        loop {
            match Pin::new(&mut this.inner).poll_frame(cx) {
                Poll::Ready(Some(Ok(frame))) => {
                    let frame = match frame.into_data() {
                        Ok(data) => {
                            this.received += data.len() as u64;
                            let next = this.next_deadline();
                            this.deadline.as_mut().reset(next);
                            this.gather(&data);
                            // Past the most gathered, handed on at once: the
                            // body limit above refuses it.
                            if !this.inner.is_end_stream() && this.gathered.len() <= this.most {
                                continue;
                            }
                            this.hand_on()
                        }
                        Err(other) if this.gathered.is_empty() => other,
                        Err(other) => {
                            this.held = Some(other);
                            this.hand_on()
                        }
                    };
                    if this.inner.is_end_stream() {
                        this.in_flight = None;
                    }
                    return Poll::Ready(Some(Ok(frame)));
                }
                Poll::Ready(Some(Err(e))) => {
                    this.in_flight = None;
                    return Poll::Ready(Some(Err(e.into())));
                }
                Poll::Ready(None) => {
                    this.in_flight = None;
                    if this.gathered.is_empty() {
                        return Poll::Ready(None);
                    }
                    return Poll::Ready(Some(Ok(this.hand_on())));
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
                    let _ = this.too_slow.set(cut.clone());
                    return Poll::Ready(Some(Err(Box::new(cut))));
                }
            }
        }
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream() && self.gathered.is_empty() && self.held.is_none()
    }

    fn size_hint(&self) -> SizeHint {
        let inner = self.inner.size_hint();
        let gathered = self.gathered.len() as u64;
        let mut hint = SizeHint::new();
        hint.set_lower(inner.lower().saturating_add(gathered));
        if let Some(upper) = inner.upper() {
            hint.set_upper(upper.saturating_add(gathered));
        }
        hint
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
        let (frames, end, too_slow) = arrive_at_most(pieces, 1 << 20);
        (frames.iter().sum(), end, too_slow)
    }

    /// As [`arrive`], gathering at most `most` bytes: the frames' lengths.
    fn arrive_at_most(
        pieces: &[(u64, &'static [u8])],
        most: usize,
    ) -> (Vec<usize>, Result<(), String>, Option<String>) {
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
            let mut body =
                Arriving::new(trickle, None, Arc::clone(&too_slow), most).paced(Duration::from_millis(100), 1000);
            let mut got = Vec::new();
            let end = loop {
                match std::future::poll_fn(|cx| Pin::new(&mut body).poll_frame(cx)).await {
                    Some(Ok(frame)) => got.push(frame.into_data().map_or(0, |d| d.len())),
                    Some(Err(e)) => break Err(e.to_string()),
                    None => break Ok(()),
                }
            };
            (got, end, too_slow.get().map(TooSlow::to_string))
        })
    }

    #[test]
    fn a_body_that_stalls_after_one_byte_is_cut_off_after_the_grace() {
        let (got, end, too_slow) = arrive(&[(0, b"{"), (10_000, b"}")]);
        // The byte that came is never handed on: the body is whole or nothing.
        assert_eq!(got, 0);
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
        assert_eq!(got, 0);
        assert!(end.unwrap_err().contains("300 bytes in 0.4 s"));
    }

    /// A body of `declared` bytes that never sends any (its length is all
    /// [`Arriving::gather`] looks at).
    struct Declared(u64);

    impl Body for Declared {
        type Data = Bytes;
        type Error = Infallible;

        fn poll_frame(self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<Option<Result<Frame<Bytes>, Infallible>>> {
            Poll::Pending
        }

        fn size_hint(&self) -> SizeHint {
            SizeHint::with_exact(self.0)
        }
    }

    #[test]
    fn a_trickled_body_is_gathered_into_one_buffer_sized_by_what_arrived() {
        // Issue 38: 16,000 bytes in 110-byte pieces each kept hyper's 8 KiB
        // read buffer alive. Gathered, the body's buffer is under twice what
        // arrived, and never past the declared length.
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .build()
            .unwrap();
        let _inside = runtime.enter();
        let mut body = Arriving::new(Declared(16_000), None, Arc::default(), 16 * 1024);
        for _ in 0..145 {
            body.gather(&[b' '; 110]);
            let (held, room) = (body.gathered.len(), body.gathered.capacity());
            assert!(room < 2 * held && room <= 16_000, "{room} bytes for {held}");
        }
        assert_eq!(body.gathered.len(), 15_950);
        assert_eq!(body.hand_on().into_data().unwrap().len(), 15_950);
        // Without a length, the server's limit bounds the buffer.
        let mut unbounded = Arriving::new(Declared(u64::MAX), None, Arc::default(), 1000);
        unbounded.declared = None;
        for _ in 0..9 {
            unbounded.gather(&[b' '; 110]);
        }
        assert!(unbounded.gathered.capacity() <= 1000);
    }

    #[test]
    fn a_body_in_pieces_is_handed_on_whole_and_past_the_most_at_once() {
        let pieces: &[(u64, &'static [u8])] = &[(0, b"{\"a\""), (10, b":"), (10, b"1}")];
        assert_eq!(arrive_at_most(pieces, 100), (vec![7], Ok(()), None));
        // Past the most gathered, what came is handed on (for the body limit
        // to refuse), and gathering starts again.
        assert_eq!(arrive_at_most(pieces, 4), (vec![5, 2], Ok(()), None));
    }
}
