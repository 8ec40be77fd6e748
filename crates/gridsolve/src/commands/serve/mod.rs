//! `gridsolve serve`: the step-by-step search visualizer on localhost.
//!
//! The page ([`assets`], compiled into the binary so it works from any
//! folder) asks a small JSON API for the real search's trace; it never
//! searches by itself. Only 127.0.0.1 is bound, and the page is served with
//! a content security policy that forbids loading anything from elsewhere.
//!
//! Routes: `GET /` (the page and its files); `POST /api/trace`,
//! `POST /api/compare` and `POST /api/plan` (which algorithm can run on the
//! board, from its shape) with a JSON [`gridsolve_core::visual::Request`];
//! `GET /api/trace?puzzle=flip&start=1001/1101/1001/1000` (rows separated by
//! `/` or `,`) for quick looks with a browser or curl.
//!
//! # Why axum on tokio, and the limits
//!
//! One request must not stall or kill the server. tiny_http, used before,
//! allocated a declared body whole (`Content-Length: 99999999999` aborted
//! the process), gave each request one of four worker threads with no read
//! timeout (four stalled sockets blocked everyone) and could not stop a
//! search whose client had left. Here sockets are cheap tasks on two
//! threads, and every limit is checked before work is done:
//!
//! | what | limit | reply past it |
//! |---|---|---|
//! | open connections | the soft `RLIMIT_NOFILE` (raised to the hard limit where allowed) less [`connections::RESERVED_DESCRIPTORS`], at most [`connections::MAX_CONNECTIONS`] | a connection idle or still receiving its body is closed to make room, the oldest of the address holding the most; when all are being worked on, the new socket is closed |
//! | connections of one source address | [`connections::client_share`]: three quarters of the cap, the rest kept for other clients | its own oldest idle or receiving connection is closed |
//! | request bodies in flight from one address | [`connections::BODIES_PER_CLIENT`] | its oldest is closed |
//! | request bodies in flight in all | [`connections::BODIES_IN_FLIGHT`]; each held as one buffer of what arrived ([`body`]), at most its 16 KiB | the oldest of the address with the most in flight is closed |
//! | a request body's pace | [`body::MIN_BODY_RATE`] bytes a second after [`body::BODY_GRACE`] | 408, the connection closed |
//! | request head (slow loris) | [`HEADER_TIMEOUT`] to arrive, [`MAX_HEAD`] bytes | the socket is closed / 431 |
//! | a client that stops reading | [`wire::WRITE_STALL`] without a byte taken | the socket is closed, its reply's memory freed |
//! | unsent replies in memory | [`replies::LARGE_REPLY_MEMORY`] for replies over [`replies::LARGE_REPLY`], [`replies::SMALL_REPLY_MEMORY`] for the rest; one reply at a time per connection | 503 at once |
//! | a connection's life | [`CONNECTION_LIFETIME`], reads and writes included | the socket is closed |
//! | request body | [`MAX_BODY`] bytes, from `Content-Length` before reading | 413 |
//! | `Accept-Language` read for a reply's language | [`MAX_ACCEPT_ELEMENTS`] elements and [`MAX_ACCEPT_BYTES`] bytes, its lines together | the rest is not read |
//! | a whole request | [`REQUEST_TIMEOUT`] | 408 |
//! | searches at once | [`SEARCH_SLOTS`] (2 cores), and [`FAST_SLOTS`] more for searches the core bounds at [`FAST_LANE_BOUND`] states; a request waits [`QUEUE_WAIT`] for one | 429 |
//! | one search | [`SEARCH_STATES`] states and [`SEARCH_TIME`] | 422, naming the limit |
//! | `Host` | `127.0.0.1:PORT` or `localhost:PORT` only (DNS rebinding) | 421 |
//! | `Host` | exactly one header, no other host in an absolute-form target | 400 / 421 |
//! | `Sec-Fetch-Site`, `Origin` and `Referer` of any request but GET and HEAD, and of any `/api/` request | this server's own, compared without regard to case ([`foreign`]) | 403 |
//!
//! Every error is a JSON object `{"error": "..."}`, including the replies
//! hyper writes by itself to a head it cannot read ([`wire`]), in the
//! request's language ([`request_lang`]): the `lang=` of its query when it
//! names one, else its `Accept-Language` ([`choose_lang`], the same rule
//! for hyper's replies), else English; a JSON body's own `lang` words the
//! refusals of that body.
//!
//! A search runs on the blocking pool with a cancel flag; the flag is raised
//! when its time is up or when the client disconnects (the handler's future
//! is dropped, and a guard raises it), so abandoned work stops within
//! milliseconds.

mod assets;
mod body;
mod connections;
mod replies;
mod wire;

use std::io::Write;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use axum::Router;
use axum::body::Bytes;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use clap::Args;
use gridsolve_core::limits::SearchLimits;
use gridsolve_core::locale::{Lang, Text};
use gridsolve_core::tr;
use gridsolve_core::visual::{self, PuzzleKind, Request as VisualRequest, api};
use hyper_util::rt::{TokioIo, TokioTimer};
use serde_json::json;
use tokio::net::TcpListener;
use tokio::sync::Semaphore;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::timeout::TimeoutLayer;

use crate::exit::{self, Failure, output_error};
use connections::{BusyGuard, Connections};
use replies::ReplyMemory;
use wire::MAX_HEAD;

/// Largest request body accepted (a 5x5 request is about 200 bytes).
pub const MAX_BODY: usize = 16 * 1024;
/// Time a client has to send a whole request head.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(5);
/// Longest a connection may stay open, however busy.
pub const CONNECTION_LIFETIME: Duration = Duration::from_secs(60);
/// Longest one request may take, body and search included.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(10);
/// Searches running at once: one per core of the machines gridsolve is built for.
pub const SEARCH_SLOTS: usize = 2;
/// Time a request waits for a free search slot before it is told to retry.
pub const QUEUE_WAIT: Duration = Duration::from_secs(3);
/// States one search may store or expand: the budget that decides, the same
/// answer on any machine. A tenth of the page's own (its WebAssembly build
/// spends the learner's machine, this one is shared by every client), so
/// that a search ends well inside [`SEARCH_TIME`] even in a debug build on
/// a busy machine; the page names its own budget when it is the larger.
pub const SEARCH_STATES: u64 = visual::SEARCH_WORK / 10;
/// Time one search may run: only the outer guard. The states budget decides
/// (the same answer on any machine, however loaded); the clock stops only
/// what the budget did not, and the refusal says which of the two fired.
pub const SEARCH_TIME: Duration = Duration::from_secs(8);
/// Searches the core bounds at this many states or fewer
/// ([`visual::work_bound`]: a 4x4 flip board, the 8-puzzle's half is not)
/// take the fast lane, with slots of their own, so they never queue behind
/// large searches.
pub const FAST_LANE_BOUND: u64 = 1 << 16;
/// Searches of the fast lane running at once.
pub const FAST_SLOTS: usize = 2;

#[derive(Args)]
pub struct ServeArgs {
    /// Port on 127.0.0.1 to listen on; 0 picks a free one (the URL is printed).
    #[arg(long, default_value_t = 8080)]
    pub port: u16,
}

/// What every handler shares.
#[derive(Clone)]
struct Shared {
    /// The port actually bound, for the Host and Origin checks.
    port: u16,
    searches: Arc<Semaphore>,
    /// Slots of the fast lane ([`FAST_LANE_BOUND`]).
    fast: Arc<Semaphore>,
    /// Memory for replies not yet read by their clients.
    replies: ReplyMemory,
}

pub fn run(args: &ServeArgs) -> Result<(), Failure> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .max_blocking_threads(SEARCH_SLOTS + 2)
        .enable_all()
        .build()
        .map_err(|e| {
            Failure::with_code(
                exit::IO,
                crate::lang::say(gridsolve_core::tr!("serve-no-runtime", why = e.to_string())),
            )
        })?;
    runtime.block_on(serve(args.port))
}

async fn serve(port: u16) -> Result<(), Failure> {
    let listener = TcpListener::bind(("127.0.0.1", port)).await.map_err(|e| {
        Failure::with_code(
            exit::IO,
            crate::lang::say(gridsolve_core::tr!(
                "serve-cannot-listen",
                port = port,
                why = listen_error_text(&e)
            )),
        )
    })?;
    let port = listener.local_addr().map_or(port, |a: SocketAddr| a.port());
    {
        let mut out = std::io::stdout().lock();
        let core = if assets::has_wasm() {
            gridsolve_core::tr!("serve-page-wasm")
        } else {
            gridsolve_core::tr!("serve-page-api")
        };
        let at = gridsolve_core::tr!("serve-listening", port = port);
        // One write: a reader that takes the first line and closes the pipe
        // (as the tests do) must not make a later write fail and stop the server.
        let message = format!(
            "gridsolve: {}\ngridsolve: {}\n",
            crate::lang::say(at),
            crate::lang::say(core)
        );
        out.write_all(message.as_bytes())
            .and_then(|()| out.flush())
            .map_err(output_error)?;
    }
    let shared = Shared {
        port,
        searches: Arc::new(Semaphore::new(SEARCH_SLOTS)),
        fast: Arc::new(Semaphore::new(FAST_SLOTS)),
        replies: ReplyMemory::new(),
    };
    let app = router(shared);
    let connections = Connections::new(connections::socket_cap());
    tokio::spawn(give_back_memory(Arc::clone(&connections)));
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(accepted) => accepted,
            // Out of file descriptors or a reset before accept: wait a moment, keep serving.
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(10)).await;
                continue;
            }
        };
        let Some(ticket) = connections.admit(peer.ip()) else {
            drop(stream);
            continue;
        };
        // The connection counts as busy while one of its requests is being
        // handled, except while that request's body is still arriving;
        // between requests (or writing a reply nobody reads) it is idle.
        // Idle and receiving connections give way at the caps
        // ([`connections`]).
        let busy = ticket.busy_counter();
        let handle = ticket.handle();
        let app = app.clone();
        let service = hyper::service::service_fn(move |request: hyper::Request<hyper::body::Incoming>| {
            let working = BusyGuard::new(Arc::clone(&busy));
            let too_slow = Arc::new(OnceLock::new());
            // A body cut off is refused in the language its head asks for.
            let lang = request_lang(request.headers(), request.uri());
            let in_flight = (!http_body::Body::is_end_stream(request.body())).then(|| handle.body_in_flight());
            let request =
                request.map(|incoming| body::Arriving::new(incoming, in_flight, Arc::clone(&too_slow), MAX_BODY));
            let mut app = app.clone();
            async move {
                let reply = tower_service::Service::call(&mut app, request).await;
                drop(working);
                match too_slow.get() {
                    Some(why) => Ok(body_too_slow(why, lang)),
                    None => reply,
                }
            }
        });
        tokio::spawn(async move {
            let mut http = hyper::server::conn::http1::Builder::new();
            http.timer(TokioTimer::new())
                .header_read_timeout(HEADER_TIMEOUT)
                .max_header_size(MAX_HEAD)
                .max_buf_size(MAX_HEAD);
            let connection = http.serve_connection(TokioIo::new(wire::Wire::new(stream)), service);
            tokio::select! {
                _ = tokio::time::timeout(CONNECTION_LIFETIME, connection) => {}
                () = ticket.evicted() => {}
            }
            drop(ticket);
        });
    }
}

/// Why the port could not be bound: the system's words, in Chinese for the
/// usual two (a port taken, a port below 1024 without the right).
fn listen_error_text(error: &std::io::Error) -> Text {
    let os = error.to_string();
    match error.kind() {
        std::io::ErrorKind::AddrInUse => tr!("serve-port-taken", os = os),
        std::io::ErrorKind::PermissionDenied => tr!("serve-port-denied", os = os),
        _ => tr!("serve-port-other", os = os),
    }
}

/// Connections that must have closed since the last look before the
/// allocator is asked to give freed memory back to the system.
const CLOSED_BEFORE_TRIM: u64 = 1024;
/// How often the closed connections are counted.
const TRIM_EVERY: Duration = Duration::from_secs(5);

/// Gives the memory of closed connections back to the system once many
/// have closed. glibc keeps what a thread freed in that thread's arena for
/// reuse, and returns a heap's pages only from its top: after 81,000 slow
/// bodies from 200 addresses had come and gone (issue 38), the server kept
/// 82 MB of its 86 MB peak with no connection open. `malloc_trim` returns
/// every free page of every arena; it runs only after a crowd has left
/// (a thousand connections closed in 5 s), so it costs nothing otherwise.
async fn give_back_memory(connections: Arc<Connections>) {
    let mut every = tokio::time::interval(TRIM_EVERY);
    every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut closed = 0;
    loop {
        every.tick().await;
        let (now_closed, open) = connections.take_closed();
        closed += now_closed;
        // While the crowd is still here its memory is in use; once most of
        // it has gone, what it held is given back.
        if closed >= CLOSED_BEFORE_TRIM && (open as u64) < closed / 4 {
            closed = 0;
            let _ = tokio::task::spawn_blocking(trim_allocator).await;
        }
    }
}

/// Asks the allocator to return its free pages to the system.
fn trim_allocator() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: malloc_trim takes a plain integer (the bytes to leave at the
    // top of the heap) and touches no memory of ours: it takes each arena's
    // lock and releases only pages no allocation uses, so it is sound to
    // call from any thread at any time.
    unsafe {
        libc::malloc_trim(0);
    }
}

fn router(shared: Shared) -> Router {
    Router::new()
        .route("/api/trace", axum::routing::any(trace))
        .route("/api/compare", axum::routing::any(compare))
        .route("/api/plan", axum::routing::any(plan))
        .fallback(static_file)
        .layer(RequestBodyLimitLayer::new(MAX_BODY))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            REQUEST_TIMEOUT,
        ))
        .layer(middleware::from_fn_with_state(shared.clone(), guard))
        .layer(middleware::from_fn(security_headers))
        .with_state(shared)
}

/// A JSON error reply, its words in `lang`.
fn error(status: StatusCode, text: Text, lang: Lang) -> Response {
    (status, axum::Json(json!({ "error": text.render(lang) }))).into_response()
}

/// The language a request's `Accept-Language` header prefers among those
/// gridsolve speaks ([`choose_lang`]), English when it names neither or is
/// missing.
pub(crate) fn accepted_lang(headers: &HeaderMap) -> Lang {
    choose_lang(
        headers
            .get_all(header::ACCEPT_LANGUAGE)
            .iter()
            .map(HeaderValue::as_bytes),
    )
}

/// The language of every reply to a request: the `lang=` of its query
/// (in the request line, so known before anything else is checked) when
/// it names one once, else its `Accept-Language` ([`accepted_lang`]). A
/// JSON body's own `lang` then words the refusals of that body.
fn request_lang(headers: &HeaderMap, uri: &Uri) -> Lang {
    uri.query()
        .and_then(query_lang)
        .unwrap_or_else(|| accepted_lang(headers))
}

/// The most elements of `Accept-Language` read, over all its lines.
pub(crate) const MAX_ACCEPT_ELEMENTS: usize = 32;
/// The most bytes of `Accept-Language` read, over all its lines (a
/// browser's is under 100): a 60 KB one costs no more than any other header.
pub(crate) const MAX_ACCEPT_BYTES: usize = 512;

/// The one decision of a request's language from its `Accept-Language`
/// lines (their values, as hyper gives them: without the spaces around),
/// for the server's own replies and for hyper's ([`wire`]) alike, as RFC
/// 9110 §12.5.4 says: every line of the field is one list, in order; each
/// element is a language range ([`Lang::from_tag`]'s rule: `zh-Hans-CN`
/// is Chinese, `zhx` is not) or `*`, with at most one weight `;q=` that
/// must be a qvalue (`0`, `0.` and up to three digits, `1`, `1.` and up to
/// three zeros), else the element is ignored, as is one with any byte that
/// is not a tag's, a weight's or a space. The highest weight wins, the
/// first listed among equals; `q=0` is never chosen; `*` stands for the
/// languages no other element names (English first). Past
/// [`MAX_ACCEPT_ELEMENTS`] elements or [`MAX_ACCEPT_BYTES`] bytes the rest
/// is not read (an element cut by the byte bound is not read at all).
/// When nothing is chosen: English, or Chinese if `en;q=0` refuses English.
pub(crate) fn choose_lang<'a>(lines: impl IntoIterator<Item = &'a [u8]>) -> Lang {
    // The best so far: (weight in thousandths, what it names).
    let mut best: Option<(u16, Option<Lang>)> = None;
    let mut named = [false; 2];
    let mut refused = [false; 2];
    let mut bytes_left = MAX_ACCEPT_BYTES;
    let mut position = 0;
    'lines: for line in lines {
        let whole = line.len() <= bytes_left;
        let line = &line[..line.len().min(bytes_left)];
        bytes_left -= line.len();
        let mut elements = line.split(|&b| b == b',').peekable();
        while let Some(element) = elements.next() {
            if position == MAX_ACCEPT_ELEMENTS || (!whole && elements.peek().is_none()) {
                break 'lines;
            }
            position += 1;
            let Some((range, weight)) = accept_element(element) else {
                continue;
            };
            if let Some(lang) = range {
                named[lang as usize] = true;
                refused[lang as usize] |= weight == 0;
            }
            if weight > 0 && best.is_none_or(|(most, _)| weight > most) {
                best = Some((weight, range));
            }
        }
        if !whole {
            break;
        }
    }
    let unnamed = Lang::ALL.into_iter().find(|&lang| !named[lang as usize]);
    let fallback = Lang::ALL
        .into_iter()
        .find(|&lang| !refused[lang as usize])
        .unwrap_or(Lang::En);
    match best {
        Some((_, Some(lang))) => lang,
        // `*` won: the languages no element names.
        Some((_, None)) => unnamed.unwrap_or(fallback),
        None => fallback,
    }
}

/// One element of `Accept-Language`: what it names (`Some(None)` for `*`,
/// `None` for a language gridsolve does not speak or an element that is
/// not well formed, ignored) and its weight in thousandths.
fn accept_element(element: &[u8]) -> Option<(Option<Lang>, u16)> {
    let mut parts = element.split(|&b| b == b';');
    let range = parts.next()?.trim_ascii();
    let weight = match parts.next() {
        None => 1000,
        Some(weight) => {
            let weight = weight.trim_ascii();
            qvalue(weight.strip_prefix(b"q=").or_else(|| weight.strip_prefix(b"Q="))?)?
        }
    };
    if parts.next().is_some() {
        return None;
    }
    if range == b"*" {
        return Some((None, weight));
    }
    Some((Some(Lang::from_tag(std::str::from_utf8(range).ok()?)?), weight))
}

/// A qvalue (RFC 9110 §12.4.2: `0` or `1`, then `.` and up to three
/// digits, at most 1) in thousandths; `None` for anything else.
fn qvalue(text: &[u8]) -> Option<u16> {
    let (whole, fraction) = match text.split_first()? {
        (&unit @ (b'0' | b'1'), rest) => match rest {
            [] => (unit, &[][..]),
            [b'.', digits @ ..] if digits.len() <= 3 && digits.iter().all(u8::is_ascii_digit) => (unit, digits),
            _ => return None,
        },
        _ => return None,
    };
    let mut thousandths = u16::from(whole - b'0') * 1000;
    for (digit, scale) in fraction.iter().zip([100, 10, 1]) {
        thousandths += u16::from(digit - b'0') * scale;
    }
    (thousandths <= 1000).then_some(thousandths)
}

/// 405 with the methods that are allowed.
fn not_allowed(method: &Method, path: &str, allow: &'static str, lang: Lang) -> Response {
    let mut reply = error(
        StatusCode::METHOD_NOT_ALLOWED,
        tr!(
            "serve-method-not-allowed",
            method = method.as_str(),
            path = gridsolve_core::text::capped(path),
            allow = allow
        ),
        lang,
    );
    reply
        .headers_mut()
        .insert(header::ALLOW, HeaderValue::from_static(allow));
    reply
}

/// Serves only this machine's own pages: the `Host` must name this server
/// (a rebinding attack's page would send its own name) and a POST must come
/// from this server's own page, not from a page elsewhere.
async fn guard(State(shared): State<Shared>, request: Request, next: Next) -> Response {
    let port = shared.port;
    let ours = |value: &str, scheme: &str| {
        [format!("{scheme}127.0.0.1:{port}"), format!("{scheme}localhost:{port}")]
            .iter()
            .any(|o| o.eq_ignore_ascii_case(value))
    };
    let headers = request.headers();
    let lang = request_lang(headers, request.uri());
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok()).unwrap_or("");
    // One Host, ours, and no other host named in an absolute-form target
    // (`GET http://evil.example/ HTTP/1.1`): a proxy or a rebinding page
    // must not slip another name past the first header.
    let hosts = headers.get_all(header::HOST).iter().count();
    let other_authority = request
        .uri()
        .authority()
        .is_some_and(|authority| !ours(authority.as_str(), ""));
    if hosts > 1 {
        return error(
            StatusCode::BAD_REQUEST,
            tr!("serve-host-headers", hosts = hosts, port = port),
            lang,
        );
    }
    if !ours(host, "") || other_authority {
        return error(
            StatusCode::MISDIRECTED_REQUEST,
            tr!("serve-host-foreign", port = port),
            lang,
        );
    }
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .map(|v| v.trim().parse::<u64>().unwrap_or(u64::MAX));
    if declared.is_some_and(|n| n > MAX_BODY as u64) {
        return too_large(lang);
    }
    // The API is refused to other sites whatever the method: an
    // `<img src=".../api/trace?...">` on any page would start a search by
    // GET. Every other method is refused to them on every path. Only the
    // page and its files are served to anyone (reading them costs nothing
    // and changes nothing).
    let api = request.uri().path().starts_with("/api/");
    if api || (request.method() != Method::GET && request.method() != Method::HEAD) {
        if let Some(from) = foreign(headers, port) {
            return error(
                StatusCode::FORBIDDEN,
                tr!("serve-cross-site", port = port, from = from),
                lang,
            );
        }
    }
    next.run(request).await
}

/// Whether a request comes from another site, by what its browser says,
/// and the header that says so; `None` when it comes from this server's own
/// page or from no page at all (curl, a script, an address typed in).
///
/// `Sec-Fetch-Site`, when present, is the browser's own word: only
/// `same-origin` and `none` (the user typed the address) are ours. Other
/// ports of localhost are `same-site`, not ours. An `Origin` or `Referer`
/// must name this server: older browsers send no `Sec-Fetch-Site`, and an
/// `<img>` on a page elsewhere carries only a `Referer`. Header values are
/// compared case-insensitively (`CROSS-SITE` is `cross-site`).
fn foreign(headers: &HeaderMap, port: u16) -> Option<String> {
    let shown = |name: &str, value: &HeaderValue| {
        let text = String::from_utf8_lossy(value.as_bytes());
        let short: String = text.chars().take(80).collect();
        format!("{name}: {short}")
    };
    let mut sites = headers.get_all("sec-fetch-site").iter();
    if let Some(site) = sites.next() {
        let ours = [&b"same-origin"[..], b"none"]
            .iter()
            .any(|word| site.as_bytes().trim_ascii().eq_ignore_ascii_case(word));
        // Two of them: one may be the page's, the other not; refuse both.
        if !ours || sites.next().is_some() {
            return Some(shown("Sec-Fetch-Site", site));
        }
    }
    for name in [header::ORIGIN, header::REFERER] {
        for value in headers.get_all(&name) {
            if !value.to_str().is_ok_and(|v| names_this_server(v, port)) {
                return Some(shown(name.as_str(), value));
            }
        }
    }
    None
}

/// Whether an `Origin` or `Referer` value is this server: scheme `http`,
/// host `127.0.0.1` or `localhost` (any case), this port (a browser leaves
/// out port 80); a `Referer` may go on with a path. `null` (an opaque
/// origin), user names and anything unreadable are not.
fn names_this_server(value: &str, port: u16) -> bool {
    let Ok(uri) = value.trim().parse::<Uri>() else {
        return false;
    };
    let scheme_ok = uri.scheme_str().is_some_and(|s| s.eq_ignore_ascii_case("http"));
    let authority_ok = uri.authority().is_some_and(|a| {
        let host_ok = ["127.0.0.1", "localhost"]
            .iter()
            .any(|h| h.eq_ignore_ascii_case(a.host()));
        host_ok && !a.as_str().contains('@') && a.port_u16().unwrap_or(80) == port
    });
    scheme_ok && authority_ok
}

/// 408 for a body cut off by [`body::MIN_BODY_RATE`]; the connection is
/// closed after it (the rest of the body is never read).
fn body_too_slow(why: &body::TooSlow, lang: Lang) -> Response {
    let mut reply = with_headers(error(StatusCode::REQUEST_TIMEOUT, why.text(), lang), lang);
    reply
        .headers_mut()
        .insert(header::CONNECTION, HeaderValue::from_static("close"));
    reply
}

fn too_large(lang: Lang) -> Response {
    error(
        StatusCode::PAYLOAD_TOO_LARGE,
        tr!("serve-body-too-large", max = MAX_BODY),
        lang,
    )
}

/// [`with_headers`] for every reply of the router, in the request's
/// language ([`request_lang`]).
async fn security_headers(request: Request, next: Next) -> Response {
    let lang = request_lang(request.headers(), request.uri());
    with_headers(next.run(request).await, lang)
}

/// Adds the headers every reply carries, and gives every error reply not
/// written by our handlers (the limit layers': a chunked body past
/// [`MAX_BODY`], a request past [`REQUEST_TIMEOUT`]; axum's: a body it
/// could not read) the same JSON form as every other error, in `lang`.
fn with_headers(response: Response, lang: Lang) -> Response {
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    let status = response.status();
    let mut response = match status {
        _ if is_json || !(status.is_client_error() || status.is_server_error()) => response,
        StatusCode::PAYLOAD_TOO_LARGE => too_large(lang),
        StatusCode::REQUEST_TIMEOUT => error(
            StatusCode::REQUEST_TIMEOUT,
            tr!("serve-request-timeout", seconds = REQUEST_TIMEOUT.as_secs()),
            lang,
        ),
        // axum's own plain-text refusal of a body it could not read (a
        // broken chunk size, a connection closed mid-body).
        StatusCode::BAD_REQUEST => error(StatusCode::BAD_REQUEST, tr!("serve-body-unreadable"), lang),
        _ => error(status, tr!("serve-refused", status = status.as_u16()), lang),
    };
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'",
        ),
    );
    response
}

async fn static_file(method: Method, uri: Uri, headers: HeaderMap) -> Response {
    let path = uri.path();
    let lang = request_lang(&headers, &uri);
    let Some(file) = assets::asset(path) else {
        return error(
            StatusCode::NOT_FOUND,
            tr!("serve-not-found", path = gridsolve_core::text::capped(path)),
            lang,
        );
    };
    if method != Method::GET && method != Method::HEAD {
        return not_allowed(&method, path, "GET, HEAD", lang);
    }
    ([(header::CONTENT_TYPE, file.content_type)], file.bytes).into_response()
}

async fn trace(State(shared): State<Shared>, method: Method, uri: Uri, headers: HeaderMap, body: Bytes) -> Response {
    let lang = request_lang(&headers, &uri);
    let request = match method {
        Method::GET | Method::HEAD => {
            let query = uri.query().unwrap_or("");
            request_from_query(query, lang).map_err(|text| error(StatusCode::BAD_REQUEST, text, lang))
        }
        Method::POST => json_body(&headers, lang)
            .and_then(|()| api::parse_request_in(&body, lang))
            .map_err(into_response),
        _ => return not_allowed(&method, "/api/trace", "GET, HEAD, POST", lang),
    };
    match request {
        Ok(request) => {
            let small = visual::work_bound(&request).is_some_and(|bound| bound <= FAST_LANE_BOUND);
            let lang = request.lang();
            search(&shared, small, lang, move |limits| api::trace_request(&request, limits)).await
        }
        Err(refusal) => refusal,
    }
}

async fn compare(State(shared): State<Shared>, method: Method, uri: Uri, headers: HeaderMap, body: Bytes) -> Response {
    let lang = request_lang(&headers, &uri);
    if method != Method::POST {
        return not_allowed(&method, "/api/compare", "POST", lang);
    }
    let request = match json_body(&headers, lang).and_then(|()| api::parse_request_in(&body, lang)) {
        Ok(request) => request,
        Err(refusal) => return into_response(refusal),
    };
    let small = visual::work_bound(&request).is_some_and(|bound| bound <= FAST_LANE_BOUND);
    let lang = request.lang();
    search(&shared, small, lang, move |limits| {
        api::compare_request(&request, limits)
    })
    .await
}

/// `POST /api/plan`: which algorithm can run on a board within this
/// server's budget, from the board's shape (no search, so no slot).
async fn plan(method: Method, uri: Uri, headers: HeaderMap, body: Bytes) -> Response {
    let lang = request_lang(&headers, &uri);
    if method != Method::POST {
        return not_allowed(&method, "/api/plan", "POST", lang);
    }
    match json_body(&headers, lang).and_then(|()| api::parse_request_in(&body, lang)) {
        Ok(request) => into_response(api::plan_request(&request, SEARCH_STATES)),
        Err(refusal) => into_response(refusal),
    }
}

/// Refuses a POST whose body is not declared as JSON.
fn json_body(headers: &HeaderMap, lang: Lang) -> Result<(), api::Reply> {
    let json = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            // The media type before any parameters: `application/json;
            // charset=utf-8` is JSON, `application/jsonx` is not.
            let media = v.split(';').next().unwrap_or("").trim();
            media.eq_ignore_ascii_case("application/json")
        });
    if json {
        Ok(())
    } else {
        Err(api::error_reply(400, &tr!("serve-not-json").render(lang)))
    }
}

/// The core's reply ([`api::Reply`]: the same bytes the page's WebAssembly
/// build returns) as an HTTP response.
fn into_response(reply: api::Reply) -> Response {
    let status = StatusCode::from_u16(reply.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    (status, [(header::CONTENT_TYPE, "application/json")], reply.body).into_response()
}

/// Raises the flag when dropped: when the search is over, when its time is
/// up, or when the client leaves and the handler's future is dropped.
struct RaiseOnDrop(Arc<AtomicBool>);

impl Drop for RaiseOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// Runs one search on the blocking pool within the server's limits, in the
/// fast lane when the core bounds it as `small`; the server's own refusals
/// are in `lang`.
async fn search<F>(shared: &Shared, small: bool, lang: Lang, work: F) -> Response
where
    F: FnOnce(SearchLimits) -> api::Reply + Send + 'static,
{
    let lane = if small { &shared.fast } else { &shared.searches };
    let Ok(Ok(slot)) = tokio::time::timeout(QUEUE_WAIT, Arc::clone(lane).acquire_owned()).await else {
        return error(
            StatusCode::TOO_MANY_REQUESTS,
            tr!("serve-busy", slots = SEARCH_SLOTS),
            lang,
        );
    };
    let cancel = Arc::new(AtomicBool::new(false));
    let _stop_when_dropped = RaiseOnDrop(Arc::clone(&cancel));
    let timer = {
        let cancel = Arc::clone(&cancel);
        tokio::spawn(async move {
            tokio::time::sleep(SEARCH_TIME).await;
            cancel.store(true, Ordering::Relaxed);
        })
    };
    let flag = Arc::clone(&cancel);
    let job = tokio::task::spawn_blocking(move || {
        let limits = SearchLimits::states(SEARCH_STATES).with_cancel(&flag);
        let answer = work(limits);
        drop(slot);
        answer
    });
    let answer = job.await;
    let timed_out = cancel.load(Ordering::Relaxed);
    timer.abort();
    match answer {
        // Stopped by the clock (the core knows no time): say which limit it was.
        Ok(reply) if reply.status == 422 && timed_out => error(
            StatusCode::UNPROCESSABLE_ENTITY,
            tr!(
                "serve-time-guard",
                seconds = SEARCH_TIME.as_secs(),
                states = SEARCH_STATES
            ),
            lang,
        ),
        Ok(reply) => held(shared, reply, lang).await,
        Err(_) => error(StatusCode::INTERNAL_SERVER_ERROR, tr!("serve-search-failed"), lang),
    }
}

/// The core's reply, its memory counted against the budget for unsent
/// replies until the client has read it.
async fn held(shared: &Shared, reply: api::Reply, lang: Lang) -> Response {
    let status = StatusCode::from_u16(reply.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    match shared.replies.hold(Bytes::from(reply.body)) {
        Ok(body) => (status, [(header::CONTENT_TYPE, "application/json")], body).into_response(),
        Err(full) => error(
            StatusCode::SERVICE_UNAVAILABLE,
            tr!("serve-replies-full", mib = full.budget >> 20),
            lang,
        ),
    }
}

/// The language a query names: its one `lang=`, by [`Lang::from_tag`]'s
/// rule; `None` when it has none, two, or one that names neither language.
fn query_lang(query: &str) -> Option<Lang> {
    let mut values = query.split('&').filter_map(|pair| pair.strip_prefix("lang="));
    let value = values.next()?;
    if values.next().is_some() {
        return None;
    }
    Lang::from_tag(&percent_decode(value))
}

/// Builds a request from
/// `puzzle=..&start=..&target=..&algorithm=..&limit=..&lang=..`; a query
/// without `lang` is answered in `lang` (the request's `Accept-Language`).
fn request_from_query(query: &str, lang: Lang) -> Result<VisualRequest, Text> {
    if query.len() > MAX_BODY {
        return Err(tr!("serve-query-too-long", max = MAX_BODY));
    }
    let mut req = VisualRequest {
        puzzle: PuzzleKind::Flip,
        start: Vec::new(),
        target: None,
        algorithm: "bfs".into(),
        limit: None,
        lang: Some(lang.tag().to_string()),
    };
    let quoted = |value: &str| gridsolve_core::text::capped(value);
    let rows = |value: &str| {
        value
            .split(['/', ',', ' '])
            .filter(|r| !r.is_empty())
            .map(String::from)
            .collect()
    };
    let mut seen: Vec<&str> = Vec::new();
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        let value = percent_decode(value);
        // Named twice, a parameter would mean whichever copy a reader
        // happened to take: refused.
        if seen.contains(&key) {
            return Err(tr!("serve-query-repeated", name = quoted(&percent_decode(key))));
        }
        seen.push(key);
        match key {
            "puzzle" => {
                req.puzzle = match value.as_str() {
                    "flip" => PuzzleKind::Flip,
                    "toggle" => PuzzleKind::Refrigerator,
                    "swap" => PuzzleKind::Swap,
                    "slide" => PuzzleKind::Slide,
                    "knight" => PuzzleKind::Knight,
                    other => return Err(tr!("serve-query-puzzle", found = quoted(other))),
                }
            }
            "start" => req.start = rows(&value),
            "target" => req.target = Some(rows(&value)),
            "algorithm" => req.algorithm = value,
            "limit" => {
                req.limit = Some(
                    value
                        .parse()
                        .map_err(|_| tr!("serve-query-limit", found = quoted(&value)))?,
                )
            }
            "lang" => match Lang::from_tag(&value) {
                Some(named) => req.lang = Some(named.tag().to_string()),
                None => return Err(tr!("serve-query-lang", found = quoted(&value))),
            },
            other => return Err(tr!("serve-query-parameter", found = quoted(&percent_decode(other)))),
        }
    }
    if req.start.is_empty() {
        return Err(tr!("serve-query-no-start"));
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
        let req = request_from_query(
            "puzzle=swap&start=1111/0000/1110/0010&target=1010%2C0101,1010,0101",
            Lang::En,
        )
        .unwrap();
        assert_eq!(req.puzzle, PuzzleKind::Swap);
        assert_eq!(req.start.len(), 4);
        assert_eq!(req.target.unwrap(), vec!["1010", "0101", "1010", "0101"]);
        let refusal = |query: &str| request_from_query(query, Lang::En).unwrap_err().render(Lang::En);
        assert!(refusal("puzzle=chess&start=1").contains("unknown puzzle 'chess'"));
        assert!(refusal("puzzle=flip").contains("missing start"));
        assert!(refusal("start=1&limit=x").contains("limit must be"));
        assert!(refusal("start=1&lang=fr").contains(
            "lang must be a language tag for English or Chinese, such as en, en-US, zh or zh-CN (in any case), not 'fr'"
        ));
        // A query's own lang wins over the header's.
        assert_eq!(
            request_from_query("start=1&lang=zh", Lang::En).unwrap().lang(),
            Lang::Zh
        );
        assert_eq!(request_from_query("start=1", Lang::Zh).unwrap().lang(), Lang::Zh);
        assert_eq!(query_lang("puzzle=chess&lang=zh"), Some(Lang::Zh));
        assert_eq!(query_lang("lang=ZH-cn"), Some(Lang::Zh));
        assert_eq!(query_lang("lang=fr"), None);
        // One rule for a query's lang and the JSON field's (F6).
        for refused in ["zhx", "zh%00", "zh%20", "zhfoo", "zh_CN", "zh-"] {
            let query = format!("start=1&lang={refused}");
            assert!(request_from_query(&query, Lang::En).is_err(), "{query}");
            assert_eq!(query_lang(&query), None, "{query}");
        }
        assert_eq!(query_lang("start=1&lang=zh&lang=en"), None);
        assert!(refusal("start=1&lang=zh&lang=zh").contains("the query names lang more than once"));
        assert!(refusal("start=1&start=2").contains("the query names start more than once"));
    }

    /// Every refusal of a query, in Chinese, has no English words but the
    /// query's own (its parameter names and values) and the values quoted.
    #[test]
    fn query_refusals_are_worded_in_chinese() {
        let long = format!("start={}", "1".repeat(MAX_BODY));
        for query in [
            "puzzle=chess&start=1",
            "puzzle=flip",
            "start=1&limit=x",
            "start=1&lang=fr",
            "start=1&colour=red",
            "",
            long.as_str(),
        ] {
            let zh = request_from_query(query, Lang::En).unwrap_err().render(Lang::Zh);
            let own = [
                "chess",
                "flip",
                "toggle",
                "swap",
                "slide",
                "knight",
                "limit",
                "lang",
                "colour",
                "red",
                "puzzle",
                "start",
                "target",
                "algorithm",
                "ROWS",
            ];
            assert!(
                !zh.split(|c: char| !c.is_ascii_alphabetic())
                    .any(|word| word.len() > 2 && !own.contains(&word)),
                "{query}: {zh}"
            );
        }
    }

    /// RFC 9110 §12.5.4: every line of the field is one list; tags on
    /// subtag boundaries in any case; a weight that is not a qvalue, or a
    /// byte that is no tag's, drops its element only; the highest weight
    /// wins, the first of equals.
    #[test]
    fn accept_language_picks_the_preferred_language_gridsolve_speaks() {
        use Lang::{En, Zh};
        let cases: &[(&[&[u8]], Lang)] = &[
            (&[b"zh-CN,zh;q=0.9,en;q=0.8"], Zh),
            (&[b"en-US,en;q=0.9,zh-CN;q=0.8"], En),
            (&[b"fr-FR, zh-TW;q=0.5, en;q=0.4"], Zh),
            (&[b"en;q=0.2, ZH;Q=0.7"], Zh),
            (&[b"zh-Hans-CN"], Zh),
            (&[b"zh;q=0, en;q=0.1"], En),
            (&[b"zh;q=0"], En),
            (&[b"en;q=0"], Zh),
            (&[b"zh;q=nan, en;q=0.3"], En),
            (&[b"zh;q=oops"], En),
            (&[b"*"], En),
            (&[b"en, *;q=0.5"], En),
            (&[b"en;q=0.1, *"], Zh),
            (&[b""], En),
            (&[b"fr, de"], En),
            // F2: the lines are one list.
            (&[b"en", b"zh"], En),
            (&[b"zh", b"en"], Zh),
            (&[b"en;q=0.1", b"zh"], Zh),
            (&[b"zh;q=0.1", b"en"], En),
            (&[b"zh", b"en;q=0.5"], Zh),
            // F4: bytes past ASCII drop their element only.
            (&[b"\xff\xfe, zh"], Zh),
            (&["中文, zh;q=0.5".as_bytes()], Zh),
            (&[b"zh\xff, en;q=0.5"], En),
            // F5: a weight is a qvalue or the element is ignored.
            (&[b"zh;q=1.0000001, en;q=0.5"], En),
            (&[b"zh;q=1e9, en;q=0.5"], En),
            (&[b"zh;q=inf, en;q=0.5"], En),
            (&[b"zh;q=-1, en;q=0.5"], En),
            (&[b"zh;q=0.5x, en;q=0.4"], En),
            (&[b"zh;q, en;q=0.5"], En),
            (&[b"zh;q=, en;q=0.5"], En),
            (&[b"zh;q=1.000, en"], Zh),
            (&[b"zh;q=1.001, en;q=0.5"], En),
            (&[b"zh;q=0.501, en;q=0.5"], Zh),
            (&[b"zh;q=0.5;q=0.5, en;q=0.1"], En),
            (&[b"zh ; q=0.9 , en;q=0.8"], Zh),
            // F6: subtag boundaries.
            (&[b"zha"], En),
            (&[b"zhuang"], En),
            (&[b"zhx"], En),
            (&[b"zho"], En),
            (&[b"ZH"], Zh),
            (&[b"zh_CN"], En),
        ];
        for &(lines, lang) in cases {
            assert_eq!(
                choose_lang(lines.iter().copied()),
                lang,
                "{:?}",
                lines.iter().map(|l| String::from_utf8_lossy(l)).collect::<Vec<_>>()
            );
        }
        let mut headers = HeaderMap::new();
        assert_eq!(accepted_lang(&headers), Lang::En);
        headers.insert(header::ACCEPT_LANGUAGE, HeaderValue::from_static("zh-CN"));
        assert_eq!(accepted_lang(&headers), Lang::Zh);
        headers.append(header::ACCEPT_LANGUAGE, HeaderValue::from_static("en;q=1"));
        assert_eq!(accepted_lang(&headers), Lang::Zh);
    }

    /// F8: only the first elements and bytes are read, and an element cut
    /// by the byte bound is not read at all.
    #[test]
    fn accept_language_is_read_only_so_far() {
        let commas = format!("{}zh", ",".repeat(60_000));
        assert_eq!(choose_lang([commas.as_bytes()]), Lang::En);
        let many = format!("{}zh", "fr, ".repeat(MAX_ACCEPT_ELEMENTS - 1));
        assert_eq!(choose_lang([many.as_bytes()]), Lang::Zh);
        let too_many = format!("{}zh", "fr, ".repeat(MAX_ACCEPT_ELEMENTS));
        assert_eq!(choose_lang([too_many.as_bytes()]), Lang::En);
        // "zh;q=0.5" cut to "zh" would outrank en;q=0.9: never read.
        let padding = " ".repeat(MAX_ACCEPT_BYTES - "en;q=0.9,zh".len());
        let cut = format!("en;q=0.9,{padding}zh;q=0.5");
        assert_eq!(&cut[MAX_ACCEPT_BYTES - 2..MAX_ACCEPT_BYTES], "zh");
        assert_eq!(choose_lang([cut.as_bytes()]), Lang::En);
        let lines = ["fr"; 40].map(str::as_bytes);
        assert_eq!(choose_lang(lines.into_iter().chain([&b"zh"[..]])), Lang::En);
    }

    #[test]
    fn a_request_from_another_site_is_known_by_any_header_in_any_case() {
        let from = |pairs: &[(&'static str, &'static str)]| {
            let mut headers = HeaderMap::new();
            for &(name, value) in pairs {
                headers.append(name, HeaderValue::from_static(value));
            }
            foreign(&headers, 8080)
        };
        // Issue 38: an <img> from a browser that sends only a Referer, and
        // Sec-Fetch-Site in capitals, ran searches.
        for pairs in [
            &[("referer", "http://evil.example/")][..],
            &[("sec-fetch-site", "CROSS-SITE")],
            &[("sec-fetch-site", "Same-Site")],
            &[("sec-fetch-site", "something-new")],
            &[("sec-fetch-site", "same-origin"), ("sec-fetch-site", "cross-site")],
            &[("origin", "null")],
            &[("origin", "http://127.0.0.1:8081")],
            &[("origin", "https://127.0.0.1:8080")],
            &[("origin", "http://127.0.0.1.evil.example:8080")],
            &[("referer", "http://localhost:8080@evil.example/")],
            &[("referer", "http://user@localhost:8080/")],
            &[("referer", "not a url")],
            &[("origin", "http://localhost:8080"), ("referer", "http://evil.example/")],
        ] {
            assert!(from(pairs).is_some(), "{pairs:?} is from another site");
        }
        assert_eq!(
            from(&[("referer", "http://evil.example/page?q=1")]).as_deref(),
            Some("referer: http://evil.example/page?q=1")
        );
        // The page's own requests, and requests from no page at all.
        for pairs in [
            &[][..],
            &[("sec-fetch-site", "same-origin")],
            &[("sec-fetch-site", "SAME-ORIGIN")],
            &[("sec-fetch-site", "none")],
            &[("origin", "http://127.0.0.1:8080")],
            &[("origin", "HTTP://LocalHost:8080")],
            &[("referer", "http://localhost:8080/#learn=3.2")],
            &[("referer", "http://127.0.0.1:8080/js/main.js?v=1")],
            &[("sec-fetch-site", "same-origin"), ("origin", "http://localhost:8080")],
        ] {
            assert_eq!(from(pairs), None, "{pairs:?} is this server's own page");
        }
    }

    #[test]
    fn percent_decoding_survives_bad_escapes() {
        assert_eq!(percent_decode("a%2Cb+c"), "a,b c");
        assert_eq!(percent_decode("100%"), "100%");
        assert_eq!(percent_decode("%zz%4"), "%zz%4");
        assert_eq!(percent_decode("%\u{e9}x"), "%\u{e9}x");
    }
}
