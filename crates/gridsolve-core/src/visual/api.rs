//! The visualizer's JSON API as one pure function per route, so that
//! `gridsolve serve` (`POST /api/trace`, `POST /api/compare`) and the page's
//! WebAssembly build (`crates/gridsolve-wasm`) give byte-for-byte the same
//! answers and the same errors: both call [`trace`] and [`compare`] and send
//! the [`Reply`]'s body as it is.
//!
//! ```
//! use gridsolve_core::visual::{api, SEARCH_WORK};
//! use gridsolve_core::limits::SearchLimits;
//! let reply = api::trace(br#"{"puzzle":"flip","start":["1001","1101","1001","1000"]}"#, SearchLimits::states(SEARCH_WORK));
//! assert_eq!(reply.status, 200);
//! assert!(reply.body.contains(r#""answer":4"#));
//! let bad = api::trace(b"{", SearchLimits::states(SEARCH_WORK));
//! assert_eq!((bad.status, bad.body.starts_with(r#"{"error":"#)), (400, true));
//! ```

use serde::Serialize;

use super::{compare_limited, visualize_limited, Request, VisualError};
use crate::limits::SearchLimits;
use crate::solution::SolveError;

/// An answer of the API: an HTTP status (the page's WebAssembly build has
/// none and reads only the body) and a JSON body, either the result or
/// `{"error": "..."}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    pub status: u16,
    pub body: String,
}

/// Why a request could not be answered, as the API reports it.
pub fn error_reply(status: u16, message: &str) -> Reply {
    Reply {
        status,
        body: serde_json::json!({ "error": message }).to_string(),
    }
}

/// Reads a request body (JSON of [`Request`]).
pub fn parse_request(body: &[u8]) -> Result<Request, Reply> {
    serde_json::from_slice(body)
        .map_err(|e| error_reply(400, &format!("the request is not valid JSON for a trace: {e}")))
}

/// The status a refusal gets: 422 for a search past its budget or stopped
/// (the request was fine, the work too large), 400 for a bad request.
pub fn status_of(error: &VisualError) -> u16 {
    match error {
        VisualError::Solve(SolveError::OverBudget { .. } | SolveError::Cancelled { .. })
        | VisualError::TooManySubsets { .. }
        | VisualError::Stopped => 422,
        _ => 400,
    }
}

fn reply<T: Serialize>(result: Result<T, VisualError>) -> Reply {
    match result {
        Ok(value) => Reply {
            status: 200,
            body: serde_json::to_string(&value).expect("the visualizer's answers serialise"),
        },
        Err(e) => error_reply(status_of(&e), &e.to_string()),
    }
}

/// `POST /api/trace`: the recorded search a request asks for ([`super::Visual`]).
pub fn trace(body: &[u8], limits: SearchLimits) -> Reply {
    match parse_request(body) {
        Ok(request) => trace_request(&request, limits),
        Err(refusal) => refusal,
    }
}

/// [`trace`] for a request already read (the server's `GET` form).
pub fn trace_request(request: &Request, limits: SearchLimits) -> Reply {
    reply(visualize_limited(request, limits))
}

/// `POST /api/compare`: every algorithm on the request's board ([`super::CompareRow`]s).
pub fn compare(body: &[u8], limits: SearchLimits) -> Reply {
    match parse_request(body) {
        Ok(request) => reply(compare_limited(&request, limits)),
        Err(refusal) => refusal,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::visual::SEARCH_WORK;

    fn limits() -> SearchLimits<'static> {
        SearchLimits::states(SEARCH_WORK)
    }

    #[test]
    fn answers_and_refusals_have_their_status_and_one_json_form() {
        let ok = trace(
            br#"{"puzzle":"swap","start":["10","01"],"target":["01","10"]}"#,
            limits(),
        );
        assert_eq!(ok.status, 200);
        let value: serde_json::Value = serde_json::from_str(&ok.body).unwrap();
        assert_eq!(value["answer"], 2);
        for (body, status, words) in [
            (&b"{"[..], 400, "not valid JSON"),
            (br#"{"puzzle":"chess","start":["1"]}"#, 400, "unknown variant"),
            (br#"{"puzzle":"flip","start":["1x"]}"#, 400, "start board is not valid"),
            (
                br#"{"puzzle":"flip","start":["1"],"algorithm":"magic"}"#,
                400,
                "unknown algorithm",
            ),
        ] {
            let r = trace(body, limits());
            assert_eq!(r.status, status, "{}", r.body);
            let value: serde_json::Value = serde_json::from_str(&r.body).unwrap();
            assert!(value["error"].as_str().unwrap().contains(words), "{}", r.body);
        }
        let far = br#"{"puzzle":"flip","start":["101010","010101","111000","000111","100100","011011"]}"#;
        let r = trace(far, SearchLimits::states(1000));
        assert_eq!(r.status, 422, "{}", r.body);
        let rows = compare(br#"{"puzzle":"flip","start":["1001","1101","1001","1000"]}"#, limits());
        assert_eq!(rows.status, 200);
        assert!(rows.body.starts_with('['));
    }
}
