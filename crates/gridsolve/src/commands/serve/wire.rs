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
//! status and a JSON body saying what was wrong, in the language of the
//! last `Accept-Language` header read on the connection ([`LangSniffer`]:
//! the head hyper refused never reaches our code whole).

use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};
use std::time::Duration;

use gridsolve_core::locale::{Lang, Text};
use gridsolve_core::tr;
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
    /// The language the client's requests ask for, as they are read.
    lang: LangSniffer,
}

/// Finds `Accept-Language` headers in the bytes read from a connection,
/// in constant memory: a header split across reads is still found, and
/// only the first [`LangSniffer::MAX_VALUE`] bytes of its value are kept.
#[derive(Default)]
struct LangSniffer {
    /// How much of [`LangSniffer::NAME`] the last bytes matched.
    matched: usize,
    /// The value being read, once the name has matched.
    value: Option<Vec<u8>>,
    /// The language of the last whole header read (English before one).
    lang: Lang,
}

impl LangSniffer {
    /// A header's name as it starts a line of a head, in lower case.
    const NAME: &'static [u8] = b"\naccept-language:";
    /// The most bytes of a value read; the rest of a longer one is skipped.
    const MAX_VALUE: usize = 256;

    fn feed(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            if let Some(value) = &mut self.value {
                if byte == b'\r' || byte == b'\n' {
                    if let Some(lang) = std::str::from_utf8(value).ok().and_then(super::preferred_lang) {
                        self.lang = lang;
                    }
                    self.value = None;
                    self.matched = usize::from(byte == b'\n');
                } else if value.len() < Self::MAX_VALUE {
                    value.push(byte);
                }
                continue;
            }
            if byte.to_ascii_lowercase() == Self::NAME[self.matched] {
                self.matched += 1;
                if self.matched == Self::NAME.len() {
                    self.value = Some(Vec::new());
                    self.matched = 0;
                }
            } else {
                // Only the name's first byte, the line's start, can begin it again.
                self.matched = usize::from(byte == b'\n');
            }
        }
    }
}

impl Wire {
    pub fn new(stream: TcpStream) -> Wire {
        let mut stream = TimeoutStream::new(stream);
        stream.set_write_timeout(Some(WRITE_STALL));
        Wire {
            stream: Box::pin(stream),
            rewritten: None,
            lang: LangSniffer::default(),
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
        let before = buf.filled().len();
        std::task::ready!(self.stream.as_mut().poll_read(cx, buf))?;
        self.lang.feed(&buf.filled()[before..]);
        Poll::Ready(Ok(()))
    }
}

impl AsyncWrite for Wire {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        std::task::ready!(self.poll_rewritten(cx))?;
        if let Some(reply) = json_for_bodiless_error(buf, self.lang.lang) {
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
/// status and a JSON body in `lang`; `None` for anything else.
fn json_for_bodiless_error(buf: &[u8], lang: Lang) -> Option<Vec<u8>> {
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
    let message: Text = match status {
        431 => tr!("serve-head-too-large", max = MAX_HEAD),
        414 => tr!("serve-target-too-long"),
        400 => tr!("serve-not-http"),
        _ => tr!("serve-refused", status = status),
    };
    let body = serde_json::json!({ "error": message.render(lang) }).to_string();
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
        let hyper_s = b"HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-length: 0\r\ndate: Wed, 25 Nov 2026 02:00:00 GMT\r\n\r\n";
        let reply = String::from_utf8(json_for_bodiless_error(hyper_s, Lang::En).unwrap()).unwrap();
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
        let zh = String::from_utf8(json_for_bodiless_error(hyper_s, Lang::Zh).unwrap()).unwrap();
        let value: serde_json::Value = serde_json::from_str(zh.split_once("\r\n\r\n").unwrap().1).unwrap();
        assert_eq!(value["error"], "请求头超过了 65536 字节");
    }

    /// The language of the connection's last `Accept-Language`, however
    /// the reads cut the head, in any case; a value too long is cut, and
    /// the header's name inside another header's value is not the header.
    #[test]
    fn the_language_is_read_from_the_head_as_it_arrives() {
        let head = b"GET / HTTP/1.1\r\nHost: localhost\r\nACCEPT-Language: fr;q=0.9, zh-CN;q=0.8, en;q=0.5\r\n\r\n";
        for piece in [1, 2, 3, 7, head.len()] {
            let mut sniffer = LangSniffer::default();
            for part in head.chunks(piece) {
                sniffer.feed(part);
            }
            assert_eq!(sniffer.lang, Lang::Zh, "pieces of {piece}");
        }
        let mut sniffer = LangSniffer::default();
        sniffer.feed(b"GET / HTTP/1.1\r\nX-Note: accept-language: zh\r\n\r\n");
        assert_eq!(sniffer.lang, Lang::En);
        let mut long = b"GET / HTTP/1.1\r\nAccept-Language: ".to_vec();
        long.extend(std::iter::repeat_n(b' ', 100_000));
        long.extend(b"zh\r\n\r\n");
        let mut sniffer = LangSniffer::default();
        sniffer.feed(&long);
        assert_eq!((sniffer.lang, sniffer.value.is_none()), (Lang::En, true));
        sniffer.feed(b"GET / HTTP/1.1\r\naccept-language: zh\r\n");
        assert_eq!(sniffer.lang, Lang::Zh);
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
                json_for_bodiless_error(buf, Lang::Zh).is_none(),
                "{}",
                String::from_utf8_lossy(buf)
            );
        }
    }
}
