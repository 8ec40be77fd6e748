//! `gridsolve serve`: the step-by-step search visualizer on localhost.
//!
//! The page (`web/`, compiled into the binary so it works from any folder)
//! asks a small JSON API for the real search's trace; it never searches by
//! itself. Only 127.0.0.1 is bound, and the page is served with a content
//! security policy that forbids loading anything from elsewhere.
//!
//! Routes: `GET /` (the page), `/app.js`, `/style.css`;
//! `POST /api/trace` and `POST /api/compare` with a JSON
//! [`gridsolve_core::visual::Request`]; `GET /api/trace?puzzle=flip&start=1001/1101/1001/1000`
//! (rows separated by `/` or `,`) for quick looks with a browser or curl.

use std::io::{Read, Write};
use std::sync::Arc;
use std::thread;

use clap::Args;
use gridsolve_core::visual::{self, PuzzleKind, Request as VisualRequest};
use serde_json::json;
use tiny_http::{Header, Method, Request, Response, Server};

use crate::exit::{self, output_error, Failure};

const INDEX_HTML: &str = include_str!("../../../../web/index.html");
const APP_JS: &str = include_str!("../../../../web/app.js");
const STYLE_CSS: &str = include_str!("../../../../web/style.css");

/// Largest request body accepted (a 5x5 request is about 200 bytes).
const MAX_BODY: u64 = 16 * 1024;

/// Requests served at once; a search of a 5x5 board takes up to a second.
const WORKERS: usize = 4;

#[derive(Args)]
pub struct ServeArgs {
    /// Port on 127.0.0.1 to listen on; 0 picks a free one (the URL is printed).
    #[arg(long, default_value_t = 8080)]
    pub port: u16,
}

pub fn run(args: &ServeArgs) -> Result<(), Failure> {
    let server = Server::http(("127.0.0.1", args.port))
        .map_err(|e| Failure::with_code(exit::IO, format!("cannot listen on 127.0.0.1:{}: {e}", args.port)))?;
    let port = server.server_addr().to_ip().map_or(args.port, |a| a.port());
    {
        let mut out = std::io::stdout().lock();
        writeln!(
            out,
            "gridsolve: the visualizer is at http://127.0.0.1:{port}/ (Ctrl-C stops it)"
        )
        .and_then(|()| out.flush())
        .map_err(output_error)?;
    }
    let server = Arc::new(server);
    let workers: Vec<_> = (0..WORKERS)
        .map(|_| {
            let server = Arc::clone(&server);
            thread::spawn(move || {
                while let Ok(request) = server.recv() {
                    // A client that hung up is its own problem, not the server's.
                    let _ = handle(request);
                }
            })
        })
        .collect();
    for worker in workers {
        let _ = worker.join();
    }
    Ok(())
}

/// A response: status, content type, body.
struct Reply {
    status: u16,
    content_type: &'static str,
    body: Vec<u8>,
}

impl Reply {
    fn json(status: u16, value: &impl serde::Serialize) -> Reply {
        let body = serde_json::to_vec(value).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}").into_bytes());
        Reply {
            status,
            content_type: "application/json; charset=utf-8",
            body,
        }
    }

    fn error(status: u16, message: impl Into<String>) -> Reply {
        Reply::json(status, &json!({ "error": message.into() }))
    }

    fn asset(content_type: &'static str, text: &'static str) -> Reply {
        Reply {
            status: 200,
            content_type,
            body: text.as_bytes().to_vec(),
        }
    }
}

fn handle(mut request: Request) -> std::io::Result<()> {
    let reply = route(&mut request);
    let header = |name: &str, value: &str| Header::from_bytes(name.as_bytes(), value.as_bytes()).expect("ASCII header");
    // A known length instead of chunks: simpler for every client.
    let response = Response::from_data(reply.body)
        .with_chunked_threshold(usize::MAX)
        .with_status_code(reply.status)
        .with_header(header("Content-Type", reply.content_type))
        .with_header(header("Cache-Control", "no-store"))
        .with_header(header("X-Content-Type-Options", "nosniff"))
        .with_header(header(
            "Content-Security-Policy",
            "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'",
        ));
    request.respond(response)
}

fn route(request: &mut Request) -> Reply {
    let url = request.url().to_string();
    let (path, query) = url.split_once('?').unwrap_or((&url, ""));
    match (request.method(), path) {
        (Method::Get | Method::Head, "/" | "/index.html") => Reply::asset("text/html; charset=utf-8", INDEX_HTML),
        (Method::Get | Method::Head, "/app.js") => Reply::asset("text/javascript; charset=utf-8", APP_JS),
        (Method::Get | Method::Head, "/style.css") => Reply::asset("text/css; charset=utf-8", STYLE_CSS),
        (Method::Get, "/api/trace") => match request_from_query(query) {
            Ok(req) => trace(&req),
            Err(message) => Reply::error(400, message),
        },
        (Method::Post, "/api/trace") => match read_json(request) {
            Ok(req) => trace(&req),
            Err(reply) => reply,
        },
        (Method::Post, "/api/compare") => match read_json(request) {
            Ok(req) => match visual::compare(&req) {
                Ok(rows) => Reply::json(200, &rows),
                Err(e) => Reply::error(400, e.to_string()),
            },
            Err(reply) => reply,
        },
        (_, "/" | "/index.html" | "/app.js" | "/style.css" | "/api/trace" | "/api/compare") => {
            Reply::error(405, format!("{} is not allowed on {path}", request.method()))
        }
        _ => Reply::error(404, format!("nothing at {path}")),
    }
}

fn trace(request: &VisualRequest) -> Reply {
    match visual::visualize(request) {
        Ok(v) => Reply::json(200, &v),
        Err(e) => Reply::error(400, e.to_string()),
    }
}

/// Reads a bounded JSON body.
fn read_json(request: &mut Request) -> Result<VisualRequest, Reply> {
    if request.body_length().is_some_and(|n| n as u64 > MAX_BODY) {
        return Err(Reply::error(
            413,
            format!("the request body is larger than {MAX_BODY} bytes"),
        ));
    }
    let mut body = Vec::new();
    request
        .as_reader()
        .take(MAX_BODY + 1)
        .read_to_end(&mut body)
        .map_err(|e| Reply::error(400, format!("reading the request body: {e}")))?;
    if body.len() as u64 > MAX_BODY {
        return Err(Reply::error(
            413,
            format!("the request body is larger than {MAX_BODY} bytes"),
        ));
    }
    serde_json::from_slice(&body)
        .map_err(|e| Reply::error(400, format!("the request is not valid JSON for a trace: {e}")))
}

/// Builds a request from `puzzle=..&start=..&target=..&algorithm=..&limit=..`.
fn request_from_query(query: &str) -> Result<VisualRequest, String> {
    if query.len() as u64 > MAX_BODY {
        return Err(format!("the query is longer than {MAX_BODY} bytes"));
    }
    let mut req = VisualRequest {
        puzzle: PuzzleKind::Flip,
        start: Vec::new(),
        target: None,
        algorithm: "bfs".into(),
        limit: None,
    };
    let rows = |value: &str| {
        value
            .split(['/', ',', ' '])
            .filter(|r| !r.is_empty())
            .map(String::from)
            .collect()
    };
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let value = percent_decode(value);
        match key {
            "puzzle" => {
                req.puzzle = match value.as_str() {
                    "flip" => PuzzleKind::Flip,
                    "toggle" => PuzzleKind::Toggle,
                    "swap" => PuzzleKind::Swap,
                    other => return Err(format!("unknown puzzle '{other}': expected flip, toggle or swap")),
                }
            }
            "start" => req.start = rows(&value),
            "target" => req.target = Some(rows(&value)),
            "algorithm" => req.algorithm = value,
            "limit" => {
                req.limit = Some(
                    value
                        .parse()
                        .map_err(|_| format!("limit must be a number of events, not '{value}'"))?,
                )
            }
            other => {
                return Err(format!(
                    "unknown parameter '{other}': expected puzzle, start, target, algorithm, limit"
                ))
            }
        }
    }
    if req.start.is_empty() {
        return Err("missing start=ROWS (rows of 0/1 separated by '/')".into());
    }
    Ok(req)
}

/// Decodes `%XX` escapes and `+` (a space) in a query value.
fn percent_decode(value: &str) -> String {
    let bytes = value.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                (Some(hi), Some(lo)) => {
                    out.push(hi << 4 | lo);
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn hex(digit: u8) -> Option<u8> {
    (digit as char).to_digit(16).map(|d| d as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn query_requests_are_read() {
        let req = request_from_query("puzzle=swap&start=1111/0000/1110/0010&target=1010%2C0101,1010,0101").unwrap();
        assert_eq!(req.puzzle, PuzzleKind::Swap);
        assert_eq!(req.start.len(), 4);
        assert_eq!(req.target.unwrap(), vec!["1010", "0101", "1010", "0101"]);
        assert!(request_from_query("puzzle=chess&start=1")
            .unwrap_err()
            .contains("unknown puzzle 'chess'"));
        assert!(request_from_query("puzzle=flip").unwrap_err().contains("missing start"));
        assert!(request_from_query("start=1&limit=x")
            .unwrap_err()
            .contains("limit must be"));
    }

    #[test]
    fn percent_decoding_survives_bad_escapes() {
        assert_eq!(percent_decode("a%2Cb+c"), "a,b c");
        assert_eq!(percent_decode("100%"), "100%");
        assert_eq!(percent_decode("%zz%4"), "%zz%4");
        assert_eq!(percent_decode("%\u{e9}x"), "%\u{e9}x");
    }
}
