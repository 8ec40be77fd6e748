//! The core for the static page and the npm package: gridsolve-core's JSON
//! API ([`gridsolve_core::visual::api`]) compiled to WebAssembly.
//!
//! Each route takes and returns exactly the JSON body of `gridsolve serve`'s
//! route (`POST /api/trace`, `/api/compare`, `/api/plan`), errors included
//! (`{"error": "..."}`), because both call the same core function; `solve`
//! answers as `gridsolve solve --format json`.
//!
//! The exports are plain `extern "C"` functions, not wasm-bindgen's: six
//! string-in, string-out routes need only a byte buffer each way, and a
//! hand-written loader of 100 lines (`js/gridsolve_wasm.js`) replaces the
//! wasm-bindgen CLI, which every new machine had to compile (minutes) in
//! exactly the version the crate pinned. The protocol, for the loader:
//!
//! 1. `gs_input(len)` makes the input buffer `len` bytes long and returns
//!    where it is; the caller writes the request's UTF-8 there.
//! 2. `gs_trace(report)` (or `gs_compare`, `gs_plan`, `gs_solve`,
//!    `gs_version`) reads the input and leaves the answer in the output
//!    buffer; with `report` not 0 the search calls the import
//!    `gridsolve.progress(work, budget)` every 65,536 expansions.
//! 3. `gs_output_ptr()` and `gs_output_len()` say where the answer is; it
//!    stays there until the next call.
//!
//! Searches run within [`SEARCH_WORK`] states, the server's budget; the
//! state budget alone bounds the work (well under a second and about 200 MB
//! at worst). No `unsafe`: the caller writes into a `Vec` the module owns.

use std::cell::RefCell;

use gridsolve_core::limits::SearchLimits;
use gridsolve_core::visual::{api, SEARCH_WORK};

thread_local! {
    /// The request the caller wrote (`gs_input`).
    static INPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    /// The last answer (`gs_output_ptr`, `gs_output_len`).
    static OUTPUT: RefCell<String> = const { RefCell::new(String::new()) };
}

#[cfg(target_arch = "wasm32")]
#[link(wasm_import_module = "gridsolve")]
unsafe extern "C" {
    /// The page's progress hook, `(work, budget)`: a JavaScript function of
    /// two numbers that returns nothing and cannot touch this module's
    /// memory, so calling it is safe (the loader catches what it throws).
    safe fn progress(work: f64, budget: f64);
}

/// Off the web there is no page to tell (the native tests).
#[cfg(not(target_arch = "wasm32"))]
fn progress(_work: f64, _budget: f64) {}

/// Makes the input buffer `len` bytes long; the caller writes the request there.
#[no_mangle]
pub extern "C" fn gs_input(len: usize) -> *mut u8 {
    INPUT.with_borrow_mut(|input| {
        input.clear();
        input.resize(len, 0);
        input.as_mut_ptr()
    })
}

/// Where the last answer starts.
#[no_mangle]
pub extern "C" fn gs_output_ptr() -> *const u8 {
    OUTPUT.with_borrow(|output| output.as_ptr())
}

/// How many bytes the last answer has.
#[no_mangle]
pub extern "C" fn gs_output_len() -> usize {
    OUTPUT.with_borrow(String::len)
}

/// Runs `route` on the input, within the page's budget, reporting progress
/// when asked, and keeps the answer.
fn answer(report: u32, route: impl FnOnce(&[u8], SearchLimits) -> String) {
    let tell = |work: u64| progress(work as f64, SEARCH_WORK as f64);
    let limits = SearchLimits::states(SEARCH_WORK);
    let limits = if report != 0 {
        limits.with_progress(&tell)
    } else {
        limits
    };
    let body = INPUT.with_borrow(|input| route(input, limits));
    OUTPUT.set(body);
}

/// `POST /api/trace`: the recorded search a JSON request asks for.
#[no_mangle]
pub extern "C" fn gs_trace(report: u32) {
    answer(report, |request, limits| api::trace(request, limits).body);
}

/// `POST /api/compare`: every algorithm on the request's board.
#[no_mangle]
pub extern "C" fn gs_compare(report: u32) {
    answer(report, |request, limits| api::compare(request, limits).body);
}

/// `POST /api/plan`: which traced algorithm can run on the request's board
/// within this module's budget (the server's reply differs only in its
/// budget, which it states).
#[no_mangle]
pub extern "C" fn gs_plan(_report: u32) {
    answer(0, |request, _| api::plan(request, SEARCH_WORK).body);
}

/// Any puzzle the command line solves, from one JSON object (`moves`,
/// `start`, `states`, `wrap`, `goal`, `goal_board`, `target`, `buttons`,
/// `algorithm`, `format`, `explain`): the answer as `gridsolve solve
/// --format json` writes it, or `{"error": "...", "kind": "..."}`.
#[no_mangle]
pub extern "C" fn gs_solve(report: u32) {
    answer(report, |request, limits| api::solve(request, limits).body);
}

/// The version of gridsolve this module was built from.
#[no_mangle]
pub extern "C" fn gs_version(_report: u32) {
    OUTPUT.set(env!("CARGO_PKG_VERSION").to_string());
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Writes `request` as the loader does, runs `route`, reads the answer.
    fn call(route: extern "C" fn(u32), request: &str) -> String {
        let at = gs_input(request.len());
        INPUT.with_borrow_mut(|input| {
            assert_eq!(input.as_mut_ptr(), at);
            input.copy_from_slice(request.as_bytes());
        });
        route(1);
        OUTPUT.with_borrow(|output| {
            assert_eq!((gs_output_ptr(), gs_output_len()), (output.as_ptr(), output.len()));
            output.clone()
        })
    }

    /// The exports are the core's API bodies, unchanged (the server sends the same).
    #[test]
    fn exports_return_the_api_bodies() {
        let request = r#"{"puzzle":"flip","start":["1001","1101","1001","1000"],"algorithm":"bibfs"}"#;
        let limits = SearchLimits::states(SEARCH_WORK);
        assert_eq!(call(gs_trace, request), api::trace(request.as_bytes(), limits).body);
        assert!(call(gs_trace, request).contains(r#""answer":4"#));
        assert_eq!(call(gs_compare, request), api::compare(request.as_bytes(), limits).body);
        assert_eq!(call(gs_plan, request), api::plan(request.as_bytes(), SEARCH_WORK).body);
        assert!(call(gs_trace, "{").starts_with(r#"{"error":"the request is not JSON"#));
        let solve = r#"{"moves":"cross","start":"-+--\n----\n----\n-+--\n"}"#;
        assert_eq!(call(gs_solve, solve), api::solve(solve.as_bytes(), limits).body);
        assert_eq!(call(gs_version, ""), env!("CARGO_PKG_VERSION"));
        assert_eq!(
            call(gs_trace, ""),
            api::trace(b"", limits).body,
            "an empty request is refused as JSON"
        );
    }
}
