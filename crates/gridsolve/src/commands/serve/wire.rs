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
//! status and a JSON body saying what was wrong (for a 431, which of the
//! head's two limits it passed), in the language of the `Accept-Language`
//! of the request hyper refused ([`LangSniffer`]: that head never reaches
//! our code whole).

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
/// The most header lines hyper reads in a request head (its default, left
/// as it is: setting it moves the headers' array to the heap): a head with
/// more is refused with 431 however few bytes it has.
pub const MAX_HEADER_LINES: usize = 100;

/// A client's socket with the write deadline and the JSON error replies.
pub struct Wire {
    stream: Pin<Box<TimeoutStream<TcpStream>>>,
    /// A rewritten reply not yet fully written, and how much of it was.
    rewritten: Option<(Vec<u8>, usize)>,
    /// The language the client's requests ask for, as they are read.
    lang: LangSniffer,
}

/// Follows the requests in the bytes read from a connection, in constant
/// memory, for the language of the one hyper may refuse: the
/// `Accept-Language` lines of the head being read (only its own: what an
/// earlier request asked for is forgotten when its head ends), decided by
/// [`super::choose_lang`] as the server's own replies are; and for which
/// limit a 431 names, the head's header lines (hyper refuses more than
/// [`MAX_HEADER_LINES`] however few bytes they are).
///
/// A body is skipped as hyper reads it: `Content-Length` bytes, or chunks
/// (sizes, data, trailers) when `Transfer-Encoding` ends in `chunked`, so
/// no line of a body is taken for a header. Where the two could disagree
/// (a framing hyper refuses, or requests sent before their answers), hyper
/// closes the connection or answers them in order: the worst a client can
/// do is change the language of the errors on its own connection.
#[derive(Default)]
struct LangSniffer {
    /// Where the bytes are.
    part: Part,
    /// The line of a head being read.
    line: HeadLine,
    /// What the head being read has said so far.
    head: Head,
    /// The language of the last whole head, until the next one starts.
    last: Lang,
    /// The header lines of the last whole head, until the next one starts.
    last_header_lines: usize,
}

/// Where in a request the next byte is.
#[derive(Default, Clone, Copy, PartialEq)]
enum Part {
    /// A head (or the empty lines before one).
    #[default]
    Head,
    /// This many bytes of a body still to come.
    Body(u64),
    /// A chunk's size line: the size so far, and whether an extension started.
    ChunkSize(u64, bool),
    /// This many bytes of a chunk's data still to come, then its line end.
    ChunkData(u64),
    /// The line end after a chunk's data.
    ChunkEnd,
    /// The trailer lines after the last chunk; whether this line is empty so far.
    Trailers(bool),
}

/// The line of a head being read: its name (lower case, as long as it may
/// be one of the three read), then its value.
#[derive(Default)]
struct HeadLine {
    /// Bytes of the line so far, other than `\r`.
    length: usize,
    name: Vec<u8>,
    /// Which header the name is, once its `:` has been read.
    header: Option<Header>,
    /// The value so far (spaces before it left out, spaces inside it
    /// pending until a byte that is not one follows).
    value: Vec<u8>,
    pending_spaces: usize,
}

#[derive(Clone, Copy, PartialEq)]
enum Header {
    AcceptLanguage,
    ContentLength,
    TransferEncoding,
    Other,
}

#[derive(Default)]
struct Head {
    /// Whether any byte of a request line has come.
    started: bool,
    /// Whether the request line is over (the lines after it are headers).
    request_line_read: bool,
    /// Its `Accept-Language` values, at most [`super::MAX_ACCEPT_BYTES`]
    /// bytes (and one more, to know a value was longer) in all.
    accept: Vec<Vec<u8>>,
    accept_bytes: usize,
    content_length: u64,
    chunked: bool,
    /// Header lines ended so far (the request line is not one).
    header_lines: usize,
}

impl LangSniffer {
    /// The longest header name looked at (`transfer-encoding`).
    const MAX_NAME: usize = 17;
    /// The most bytes kept of a `Content-Length` or `Transfer-Encoding` value.
    const MAX_FRAMING_VALUE: usize = 64;

    /// The language of an error hyper writes now: the head being read's,
    /// or the last whole head's.
    fn lang(&self) -> Lang {
        if self.part == Part::Head && self.head.started {
            super::choose_lang(self.head.accept.iter().map(Vec::as_slice))
        } else {
            self.last
        }
    }

    /// Whether the head hyper refuses with 431 now (the one being read, or
    /// the last whole one) has more header lines than hyper reads: then it
    /// was refused for them, not for its bytes. A line begun counts: hyper
    /// refuses the 101st as soon as it sees it start.
    fn too_many_header_lines(&self) -> bool {
        let lines = if self.part == Part::Head && self.head.started {
            self.head.header_lines + usize::from(self.head.request_line_read && self.line.length > 0)
        } else {
            self.last_header_lines
        };
        lines > MAX_HEADER_LINES
    }

    fn feed(&mut self, mut bytes: &[u8]) {
        while let Some((&byte, rest)) = bytes.split_first() {
            match self.part {
                Part::Body(left) | Part::ChunkData(left) => {
                    let skipped = bytes.len().min(usize::try_from(left).unwrap_or(usize::MAX));
                    bytes = &bytes[skipped..];
                    let left = left - skipped as u64;
                    self.part = match self.part {
                        Part::Body(_) if left == 0 => Part::Head,
                        Part::Body(_) => Part::Body(left),
                        _ if left == 0 => Part::ChunkEnd,
                        _ => Part::ChunkData(left),
                    };
                    continue;
                }
                Part::ChunkEnd => {
                    if byte == b'\n' {
                        self.part = Part::ChunkSize(0, false);
                    }
                }
                Part::ChunkSize(size, extension) => {
                    self.part = match byte {
                        b'\n' if size == 0 => Part::Trailers(true),
                        b'\n' => Part::ChunkData(size),
                        _ if extension => Part::ChunkSize(size, true),
                        b';' => Part::ChunkSize(size, true),
                        _ => match (byte as char).to_digit(16) {
                            Some(digit) => Part::ChunkSize(size.saturating_mul(16).saturating_add(digit.into()), false),
                            None => Part::ChunkSize(size, extension),
                        },
                    };
                }
                Part::Trailers(empty) => {
                    self.part = match byte {
                        b'\n' if empty => Part::Head,
                        b'\n' => Part::Trailers(true),
                        b'\r' => Part::Trailers(empty),
                        _ => Part::Trailers(false),
                    };
                }
                Part::Head if self.line_is_done() => {
                    // Nothing more of this line is kept: on to its end at once
                    // (a long header costs a search for `\n`, not a step a byte).
                    let end = bytes.iter().position(|&b| b == b'\n').unwrap_or(bytes.len());
                    self.line.length += end;
                    bytes = &bytes[end..];
                    if let Some((_, rest)) = bytes.split_first() {
                        self.end_line();
                        bytes = rest;
                    }
                    continue;
                }
                Part::Head => self.head_byte(byte),
            }
            bytes = rest;
        }
    }

    /// The most bytes kept of the value of the line's header.
    fn value_cap(&self) -> usize {
        match self.line.header {
            Some(Header::AcceptLanguage) => (super::MAX_ACCEPT_BYTES + 1).saturating_sub(self.head.accept_bytes),
            Some(Header::ContentLength | Header::TransferEncoding) => Self::MAX_FRAMING_VALUE,
            Some(Header::Other) | None => 0,
        }
    }

    /// Whether the rest of the line, up to its end, changes nothing.
    fn line_is_done(&self) -> bool {
        self.line.header.is_some() && self.line.value.len() >= self.value_cap()
    }

    fn head_byte(&mut self, byte: u8) {
        let cap = self.value_cap();
        let line = &mut self.line;
        match byte {
            b'\n' => self.end_line(),
            b'\r' => {}
            _ if line.header.is_none() => {
                line.length += 1;
                self.head.started = true;
                if byte == b':' {
                    line.header = Some(match line.name.as_slice() {
                        _ if !self.head.request_line_read => Header::Other,
                        b"accept-language" if line.length == 16 => Header::AcceptLanguage,
                        b"content-length" if line.length == 15 => Header::ContentLength,
                        b"transfer-encoding" if line.length == 18 => Header::TransferEncoding,
                        _ => Header::Other,
                    });
                } else if line.name.len() < Self::MAX_NAME {
                    line.name.push(byte.to_ascii_lowercase());
                }
            }
            _ => {
                line.length += 1;
                if byte == b' ' || byte == b'\t' {
                    // Spaces before the value are not part of it; inside, they are.
                    if !line.value.is_empty() {
                        line.pending_spaces += 1;
                    }
                    return;
                }
                for next in std::iter::repeat_n(b' ', std::mem::take(&mut line.pending_spaces)).chain([byte]) {
                    if line.value.len() < cap {
                        line.value.push(next);
                    }
                }
            }
        }
    }

    /// The end of a head's line: a header read, or the head's end.
    fn end_line(&mut self) {
        let line = std::mem::take(&mut self.line);
        if line.length == 0 {
            if !self.head.started {
                // The empty lines a client may send before a request.
                return;
            }
            let head = std::mem::take(&mut self.head);
            self.last = super::choose_lang(head.accept.iter().map(Vec::as_slice));
            self.last_header_lines = head.header_lines;
            self.part = if head.chunked {
                Part::ChunkSize(0, false)
            } else if head.content_length > 0 {
                Part::Body(head.content_length)
            } else {
                Part::Head
            };
            return;
        }
        match line.header {
            Some(Header::AcceptLanguage) if self.head.accept_bytes <= super::MAX_ACCEPT_BYTES => {
                self.head.accept_bytes += line.value.len();
                self.head.accept.push(line.value);
            }
            Some(Header::ContentLength) => {
                // hyper refuses (and closes on) one it cannot read.
                self.head.content_length = std::str::from_utf8(&line.value)
                    .ok()
                    .and_then(|n| n.parse().ok())
                    .unwrap_or(0);
            }
            Some(Header::TransferEncoding) => {
                // Chunked when its last coding is (hyper's rule too).
                self.head.chunked = line
                    .value
                    .rsplit(|&b| b == b',')
                    .next()
                    .is_some_and(|coding| coding.trim_ascii().eq_ignore_ascii_case(b"chunked"));
            }
            _ => {}
        }
        if self.head.request_line_read {
            self.head.header_lines += 1;
        }
        self.head.request_line_read = true;
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
        let head_refused = if self.lang.too_many_header_lines() {
            HeadRefused::TooManyLines
        } else {
            HeadRefused::TooLarge
        };
        if let Some(reply) = json_for_bodiless_error(buf, self.lang.lang(), head_refused) {
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

/// Which of its limits a request head hyper answers with 431 passed.
#[derive(Clone, Copy)]
enum HeadRefused {
    /// [`MAX_HEAD`] bytes.
    TooLarge,
    /// [`MAX_HEADER_LINES`] header lines.
    TooManyLines,
}

/// hyper's own reply to a request it could not read (a whole response head
/// with an error status and `content-length: 0`), rewritten with the same
/// status and a JSON body in `lang` (a 431 saying which of the head's
/// limits it passed); `None` for anything else.
fn json_for_bodiless_error(buf: &[u8], lang: Lang, head_refused: HeadRefused) -> Option<Vec<u8>> {
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
        431 => match head_refused {
            HeadRefused::TooLarge => tr!("serve-head-too-large", max = MAX_HEAD),
            HeadRefused::TooManyLines => tr!("serve-head-too-many-lines", max = MAX_HEADER_LINES),
        },
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
        let reply =
            String::from_utf8(json_for_bodiless_error(hyper_s, Lang::En, HeadRefused::TooLarge).unwrap()).unwrap();
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
        let zh = String::from_utf8(json_for_bodiless_error(hyper_s, Lang::Zh, HeadRefused::TooLarge).unwrap()).unwrap();
        let value: serde_json::Value = serde_json::from_str(zh.split_once("\r\n\r\n").unwrap().1).unwrap();
        assert_eq!(value["error"], "请求头超过了 65536 字节");
    }

    /// A 431 says which limit the head passed: its bytes, or (counted as
    /// hyper reads them, a line begun included) its header lines.
    #[test]
    fn a_431_names_the_limit_the_head_passed() {
        let head = |headers: usize, end: &[u8]| {
            let mut bytes = b"GET / HTTP/1.1\r\n".to_vec();
            for i in 0..headers {
                bytes.extend(format!("X-{i}: a\r\n").as_bytes());
            }
            bytes.extend(end);
            bytes
        };
        let too_many = |bytes: &[u8]| {
            let mut sniffer = LangSniffer::default();
            sniffer.feed(bytes);
            sniffer.too_many_header_lines()
        };
        assert!(!too_many(&head(100, b"\r\n")));
        assert!(too_many(&head(101, b"\r\n")));
        assert!(!too_many(&head(100, b"")));
        assert!(too_many(&head(100, b"X-last")), "the 101st line begun");
        let refusal = |lang| {
            let hyper_s = b"HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-length: 0\r\n\r\n";
            let reply = json_for_bodiless_error(hyper_s, lang, HeadRefused::TooManyLines).unwrap();
            let reply = String::from_utf8(reply).unwrap();
            let value: serde_json::Value = serde_json::from_str(reply.split_once("\r\n\r\n").unwrap().1).unwrap();
            value["error"].as_str().unwrap().to_string()
        };
        assert_eq!(refusal(Lang::En), "the request head has more than 100 header lines");
        assert_eq!(refusal(Lang::Zh), "请求头超过了 100 行（每个头部字段一行）");
    }

    fn sniffed(pieces: &[&[u8]]) -> Lang {
        let mut sniffer = LangSniffer::default();
        for piece in pieces {
            sniffer.feed(piece);
        }
        sniffer.lang()
    }

    /// The language of the head being read, however the reads cut it, in
    /// any case; the header's name inside another header's value, or as a
    /// request line, is not the header.
    #[test]
    fn the_language_is_read_from_the_head_as_it_arrives() {
        let head = b"GET / HTTP/1.1\r\nHost: localhost\r\nACCEPT-Language: fr;q=0.9, zh-CN;q=0.8, en;q=0.5\r\n\r\n";
        for piece in [1, 2, 3, 7, head.len()] {
            let pieces: Vec<&[u8]> = head.chunks(piece).collect();
            assert_eq!(sniffed(&pieces), Lang::Zh, "pieces of {piece}");
        }
        assert_eq!(
            sniffed(&[b"GET / HTTP/1.1\r\nX-Note: accept-language: zh\r\n\r\n"]),
            Lang::En
        );
        assert_eq!(sniffed(&[b"accept-language: zh\r\nBad Header: x\r\n"]), Lang::En);
        assert_eq!(sniffed(&[b"GET / HTTP/1.1\r\nAccept-Language : zh\r\n"]), Lang::En);
        let mut long = b"GET / HTTP/1.1\r\nAccept-Language: ".to_vec();
        long.extend(std::iter::repeat_n(b' ', 100_000));
        long.extend(b"zh\r\n");
        // Spaces before a value are not part of it (hyper drops them too).
        assert_eq!(sniffed(&[&long]), Lang::Zh);
        let mut commas = b"GET / HTTP/1.1\r\nAccept-Language: ".to_vec();
        commas.extend(std::iter::repeat_n(b',', 100_000));
        commas.extend(b"zh\r\n");
        let mut sniffer = LangSniffer::default();
        sniffer.feed(&commas);
        assert_eq!(sniffer.lang(), Lang::En);
        assert!(sniffer.head.accept_bytes <= super::super::MAX_ACCEPT_BYTES + 1);
    }

    /// F1: each request's own language; nothing of a body is a header.
    #[test]
    fn the_language_is_the_request_s_own() {
        let zh = &b"GET /a HTTP/1.1\r\nHost: h\r\nAccept-Language: zh\r\n\r\n"[..];
        let bad = &b"GET /b HTTP/1.1\r\nHost: h\r\nBad Header: x\r\n"[..];
        assert_eq!(sniffed(&[zh, bad]), Lang::En);
        assert_eq!(sniffed(&[zh]), Lang::Zh, "a whole head's own, until the next starts");
        assert_eq!(
            sniffed(&[zh, b"GET /b HTTP/1.1\r\nAccept-Language: zh;q=0\r\nBad Header: x\r\n"]),
            Lang::En
        );
        assert_eq!(
            sniffed(&[b"GET /b HTTP/1.1\r\nAccept-Language: en\r\nAccept-Language: zh;q=0.5\r\nBad Header: x\r\n"]),
            Lang::En
        );
        let body = b"{\"x\":\"\r\nAccept-Language: zh\r\n\"}";
        let post = format!(
            "POST /api/plan HTTP/1.1\r\nHost: h\r\nContent-Length: {}\r\n\r\n",
            body.len()
        );
        for cut in 0..body.len() {
            let (one, two) = body.split_at(cut);
            assert_eq!(
                sniffed(&[post.as_bytes(), one, two, bad]),
                Lang::En,
                "body cut at {cut}"
            );
        }
        let line = "\r\nAccept-Language: zh\r\n";
        let chunked = format!(
            "POST /api/plan HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: gzip, Chunked\r\n\r\n\
             {:x};ext=1\r\n{line}\r\n3\r\nAcc\r\n0\r\nAccept-Language: zh\r\n\r\n",
            line.len()
        );
        let chunked = chunked.as_bytes();
        for piece in [1, 5, chunked.len()] {
            let mut pieces: Vec<&[u8]> = chunked.chunks(piece).collect();
            pieces.push(bad);
            assert_eq!(sniffed(&pieces), Lang::En, "pieces of {piece}");
        }
        // After all that, a head of its own still counts.
        assert_eq!(
            sniffed(&[
                post.as_bytes(),
                body,
                chunked,
                b"GET / HTTP/1.1\r\nAccept-Language: zh\r\nBad Header: x\r\n"
            ]),
            Lang::Zh
        );
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
                json_for_bodiless_error(buf, Lang::Zh, HeadRefused::TooLarge).is_none(),
                "{}",
                String::from_utf8_lossy(buf)
            );
        }
    }
}
