//! What `gridsolve serve` does on the wire beneath hyper: a connection whose
//! client stops reading is dropped after [`WRITE_STALL`], and the few
//! replies hyper writes by itself get the server's JSON error form.
//!
//! hyper answers a request head it cannot parse (400), one past its buffer
//! (431) or a target too long (414) on its own, before any of our code
//! runs, with an empty body, and offers no hook to change that reply. It is
//! always the last thing written on the connection and always carries
//! `content-length: 0`, which no reply of ours does (every error of ours has
//! a JSON body), so it is recognised here and rewritten with the same
//! status and a JSON body saying what was wrong.

use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;
use tokio_io_timeout::TimeoutStream;

/// Longest a client may leave a reply unread (the socket accepting no byte)
/// before its connection is dropped, and the memory held for it freed.
pub const WRITE_STALL: Duration = Duration::from_secs(10);
/// The most bytes hyper buffers for one connection: a request head past it
/// is refused with 431, and a reply is handed to the socket in pieces no
/// larger.
pub const MAX_HEAD: usize = 64 * 1024;

/// A client's socket with the write deadline and the JSON error replies.
pub struct Wire {
    stream: Pin<Box<TimeoutStream<TcpStream>>>,
    /// A rewritten reply not yet fully written, and how much of it was.
    rewritten: Option<(Vec<u8>, usize)>,
}

impl Wire {
    pub fn new(stream: TcpStream) -> Wire {
        let mut stream = TimeoutStream::new(stream);
        stream.set_write_timeout(Some(WRITE_STALL));
        Wire {
            stream: Box::pin(stream),
            rewritten: None,
        }
    }

    /// Writes what is left of a rewritten reply; ready once none is left.
    fn poll_rewritten(&mut self, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        while let Some((bytes, written)) = &mut self.rewritten {
            if *written == bytes.len() {
                self.rewritten = None;
                break;
            }
            let n = std::task::ready!(self.stream.as_mut().poll_write(cx, &bytes[*written..]))?;
            if n == 0 {
                return Poll::Ready(Err(io::ErrorKind::WriteZero.into()));
            }
            *written += n;
        }
        Poll::Ready(Ok(()))
    }
}

impl AsyncRead for Wire {
    fn poll_read(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
        self.stream.as_mut().poll_read(cx, buf)
    }
}

impl AsyncWrite for Wire {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        std::task::ready!(self.poll_rewritten(cx))?;
        if let Some(reply) = json_for_bodiless_error(buf) {
            // Taken whole: hyper is told all its bytes went out, and ours go
            // out instead, before any flush or shutdown completes.
            self.rewritten = Some((reply, 0));
            std::task::ready!(self.poll_rewritten(cx))?;
            return Poll::Ready(Ok(buf.len()));
        }
        self.stream.as_mut().poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        std::task::ready!(self.poll_rewritten(cx))?;
        self.stream.as_mut().poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        std::task::ready!(self.poll_rewritten(cx))?;
        self.stream.as_mut().poll_shutdown(cx)
    }
}

/// hyper's own reply to a request it could not read (a whole response head
/// with an error status and `content-length: 0`), rewritten with the same
/// status and a JSON body; `None` for anything else.
fn json_for_bodiless_error(buf: &[u8]) -> Option<Vec<u8>> {
    let head_end = buf.windows(4).position(|w| w == b"\r\n\r\n")? + 4;
    if head_end != buf.len() {
        return None;
    }
    let head = std::str::from_utf8(buf).ok()?;
    let status: u16 = head.strip_prefix("HTTP/1.1 ")?.get(..3)?.parse().ok()?;
    if status < 400 {
        return None;
    }
    let mut lines = head.split("\r\n");
    let status_line = lines.next()?;
    let mut kept = Vec::new();
    let mut empty_body = false;
    for line in lines.filter(|l| !l.is_empty()) {
        let (name, value) = line.split_once(':')?;
        if name.eq_ignore_ascii_case("content-length") {
            empty_body = value.trim() == "0";
        } else if !name.eq_ignore_ascii_case("connection") {
            kept.push(line);
        }
    }
    if !empty_body {
        return None;
    }
    let message = match status {
        431 => format!("the request head is larger than {MAX_HEAD} bytes"),
        414 => "the request target (the URL) is too long".to_string(),
        400 => "the request is not valid HTTP/1.1: its request line or a header could not be read".to_string(),
        _ => format!("the request was refused ({})", &status_line["HTTP/1.1 ".len()..]),
    };
    let body = serde_json::json!({ "error": message }).to_string();
    let mut reply = format!(
        "{status_line}\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\
         cache-control: no-store\r\nx-content-type-options: nosniff\r\n",
        body.len()
    );
    for line in kept {
        reply.push_str(line);
        reply.push_str("\r\n");
    }
    reply.push_str("\r\n");
    reply.push_str(&body);
    Some(reply.into_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hyper_s_bodiless_errors_get_a_json_body() {
        let head = b"HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-length: 0\r\ndate: Wed, 25 Nov 2026 02:00:00 GMT\r\n\r\n";
        let reply = String::from_utf8(json_for_bodiless_error(head).unwrap()).unwrap();
        assert!(
            reply.starts_with("HTTP/1.1 431 Request Header Fields Too Large\r\n"),
            "{reply}"
        );
        assert!(reply.contains("content-type: application/json\r\n"), "{reply}");
        assert!(reply.contains("date: Wed, 25 Nov 2026"), "{reply}");
        let (head, body) = reply.split_once("\r\n\r\n").unwrap();
        let length: usize = head
            .lines()
            .find_map(|l| l.strip_prefix("content-length: "))
            .unwrap()
            .parse()
            .unwrap();
        assert_eq!(length, body.len());
        let value: serde_json::Value = serde_json::from_str(body).unwrap();
        assert_eq!(value["error"], "the request head is larger than 65536 bytes");
    }

    #[test]
    fn every_other_write_passes_as_it_is() {
        for buf in [
            &b"HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n"[..],
            b"HTTP/1.1 404 Not Found\r\ncontent-type: application/json\r\ncontent-length: 20\r\n\r\n",
            b"HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\n\r\n{\"a\":1}",
            b"{\"error\":\"HTTP/1.1 400 Bad Request\r\n\r\n\"}",
            b"",
        ] {
            assert!(
                json_for_bodiless_error(buf).is_none(),
                "{}",
                String::from_utf8_lossy(buf)
            );
        }
    }
}
