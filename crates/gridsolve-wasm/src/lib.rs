//! The visualizer's core for the static page: gridsolve-core's JSON API
//! ([`gridsolve_core::visual::api`]) compiled to WebAssembly.
//!
//! Each export takes and returns exactly the JSON bodies of `gridsolve
//! serve`'s routes (`POST /api/trace`, `POST /api/compare`), errors
//! included (`{"error": "..."}`), because both call the same core function.
//! The page (`web/js/core.js`) loads this module and falls back to the
//! server's API only when it cannot.
//!
//! Searches run within [`SEARCH_WORK`] states, the server's budget. The
//! browser has no clock-based cancel here; the state budget alone bounds
//! the work (well under a second and about 200 MB at worst).

use gridsolve_core::limits::SearchLimits;
use gridsolve_core::visual::{api, SEARCH_WORK};
use wasm_bindgen::prelude::{wasm_bindgen, JsValue};

/// `POST /api/trace`: the recorded search a JSON request asks for.
#[wasm_bindgen]
pub fn trace(request: &str) -> String {
    api::trace(request.as_bytes(), SearchLimits::states(SEARCH_WORK)).body
}

/// [`trace`], calling `report(work, budget)` as the search goes (every
/// 65,536 expansions: `work` is the number the budget bounds), so the page
/// can show how far a long search has got.
#[wasm_bindgen]
pub fn trace_reporting(request: &str, report: &js_sys::Function) -> String {
    let tell = reporter(report);
    api::trace(
        request.as_bytes(),
        SearchLimits::states(SEARCH_WORK).with_progress(&tell),
    )
    .body
}

/// [`compare`], reporting as [`trace_reporting`] does (the work of the
/// algorithm running at the time).
#[wasm_bindgen]
pub fn compare_reporting(request: &str, report: &js_sys::Function) -> String {
    let tell = reporter(report);
    api::compare(
        request.as_bytes(),
        SearchLimits::states(SEARCH_WORK).with_progress(&tell),
    )
    .body
}

/// The progress hook calling the page's `report(work, budget)`; an
/// exception in it is the page's and does not stop the search.
fn reporter(report: &js_sys::Function) -> impl Fn(u64) + '_ {
    move |work| {
        let _ = report.call2(
            &JsValue::NULL,
            &JsValue::from_f64(work as f64),
            &JsValue::from_f64(SEARCH_WORK as f64),
        );
    }
}

/// `POST /api/compare`: every algorithm on the request's board.
#[wasm_bindgen]
pub fn compare(request: &str) -> String {
    api::compare(request.as_bytes(), SearchLimits::states(SEARCH_WORK)).body
}

/// `POST /api/plan`: which traced algorithm can run on the request's board
/// within this module's budget (the server's reply differs only in its
/// budget, which it states).
#[wasm_bindgen]
pub fn plan(request: &str) -> String {
    api::plan(request.as_bytes(), SEARCH_WORK).body
}

/// Any puzzle the command line solves, from one JSON object (`moves`,
/// `start`, `states`, `wrap`, `goal`, `goal_board`, `target`, `algorithm`,
/// `format`, `explain`): the answer as `gridsolve solve --format json`
/// writes it, or `{"error": "...", "kind": "..."}`. Searches stop at
/// [`SEARCH_WORK`] states here, as the page's do.
#[wasm_bindgen]
pub fn solve(request: &str) -> String {
    api::solve(request.as_bytes(), SearchLimits::states(SEARCH_WORK)).body
}

/// The version of gridsolve this module was built from.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The exports are the core's API bodies, unchanged (the server sends the same).
    #[test]
    fn exports_return_the_api_bodies() {
        let request = r#"{"puzzle":"flip","start":["1001","1101","1001","1000"],"algorithm":"bibfs"}"#;
        let limits = SearchLimits::states(SEARCH_WORK);
        assert_eq!(trace(request), api::trace(request.as_bytes(), limits).body);
        assert!(trace(request).contains(r#""answer":4"#));
        assert_eq!(compare(request), api::compare(request.as_bytes(), limits).body);
        assert!(trace("{").starts_with(r#"{"error":"the request is not JSON"#));
        assert_eq!(version(), env!("CARGO_PKG_VERSION"));
    }
}
