//! The core for the static page and the npm package: gridsolve-core's JSON
//! API ([`gridsolve_core::visual::api`]) compiled to WebAssembly.
//!
//! Each route takes and returns exactly the JSON body of `gridsolve serve`'s
//! route (`POST /api/trace`, `/api/compare`, `/api/plan`), errors included
//! (`{"error": "..."}`), because both call the same core function. The npm
//! package's other routes are `gridsolve_core::puzzle::request`'s, as the
//! Python module calls them: `solve` answers as `gridsolve solve --format
//! json` (or `text`, `grid`), `answer` as the judge commands, `check` as
//! `gridsolve check`, `generate` as `gridsolve gen`; their refusals,
//! `{"error": "...", "kind": "..."}`, name the request's fields as
//! JavaScript writes them (`algorithm: "idastar"`), never a flag.
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
//!    `gs_answer`, `gs_check`, `gs_generate`, `gs_problems`, `gs_version`)
//!    reads the input and leaves the answer in the output buffer; with
//!    `report` not 0 the search calls the import `gridsolve.progress(work,
//!    budget)` every 65,536 expansions (`gs_generate`: every 1,024 cases,
//!    with the cases made and the count).
//! 3. `gs_output_ptr()` and `gs_output_len()` say where the answer is; it
//!    stays there until the next call.
//!
//! Searches run within [`SEARCH_WORK`] states, the server's budget; the
//! state budget alone bounds the work (well under a second and about 200 MB
//! at worst). No `unsafe`: the caller writes into a `Vec` the module owns.

use std::cell::RefCell;

use gridsolve_core::judge::Problem;
use gridsolve_core::limits::SearchLimits;
use gridsolve_core::locale::Lang;
use gridsolve_core::puzzle::request::{self, Caller};
use gridsolve_core::puzzle::PuzzleError;
use gridsolve_core::visual::{api, SEARCH_WORK};
use serde_json::{json, Map, Value};

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
    answer_within(report, SEARCH_WORK, route);
}

/// [`answer`], with `budget` the number the progress reports count towards.
fn answer_within(report: u32, budget: u64, route: impl FnOnce(&[u8], SearchLimits) -> String) {
    let tell = |work: u64| progress(work as f64, budget as f64);
    let limits = SearchLimits::states(SEARCH_WORK);
    let limits = if report != 0 {
        limits.with_progress(&tell)
    } else {
        limits
    };
    let body = INPUT.with_borrow(|input| route(input, limits));
    OUTPUT.set(body);
}

/// A refusal as the npm package reads it: `{"error": "...", "kind": "..."}`.
fn refusal(error: PuzzleError) -> String {
    json!({ "error": error.message, "kind": error.kind.name() }).to_string()
}

/// A request's object, or the refusal of one that is not.
fn object_of(request: &[u8]) -> Result<Map<String, Value>, String> {
    match serde_json::from_slice(request) {
        Ok(Value::Object(object)) => Ok(object),
        _ => Err(json!({
            "error": "the request must be a JSON object of the call's arguments",
            "kind": "usage"
        })
        .to_string()),
    }
}

/// A text field (`None` when absent or null), or the refusal naming it.
fn text<'a>(object: &'a Map<String, Value>, field: &str) -> Result<Option<&'a str>, String> {
    match object.get(field) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s)),
        Some(other) => Err(json!({
            "error": format!("{field}: expected a string, found {}", gridsolve_core::text::capped(&other.to_string())),
            "kind": "usage"
        })
        .to_string()),
    }
}

/// A whole-number field, or the refusal naming it.
fn whole(object: &Map<String, Value>, field: &str, default: u64) -> Result<u64, String> {
    match object.get(field) {
        None | Some(Value::Null) => Ok(default),
        Some(v) => v.as_u64().ok_or_else(|| {
            json!({
                "error": format!("{field}: expected a whole number from 0 to 2^64 - 1, found {}", gridsolve_core::text::capped(&v.to_string())),
                "kind": "usage"
            })
            .to_string()
        }),
    }
}

/// The request's `lang` (`en` unless it says `zh`), or the refusal.
fn lang(object: &Map<String, Value>) -> Result<Lang, String> {
    match text(object, "lang")? {
        None => Ok(Lang::En),
        Some(tag) => Lang::parse(tag).ok_or_else(|| {
            json!({ "error": format!("lang: expected \"en\" or \"zh\", found {:?}", gridsolve_core::text::capped(tag)), "kind": "usage" })
                .to_string()
        }),
    }
}

/// The value of a route or its refusal, as the body either way.
fn body_of(result: Result<String, String>) -> String {
    result.unwrap_or_else(|refused| refused)
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
/// `algorithm`, `format`, `explain`, `limit`, `lang`): the answer as
/// `gridsolve solve --format json` (or `text`, `grid`) writes it, or
/// `{"error": "...", "kind": "..."}`. Searches stop at `limit` states,
/// [`SEARCH_WORK`] unless it says; progress counts towards it.
#[no_mangle]
pub extern "C" fn gs_solve(report: u32) {
    let budget = INPUT.with_borrow(|input| {
        serde_json::from_slice::<Value>(input)
            .ok()
            .and_then(|v| v.get("limit").and_then(Value::as_u64))
            .unwrap_or(SEARCH_WORK)
    });
    answer_within(report, budget, |request, limits| {
        request::solve_request(request, limits, Caller::JavaScript).unwrap_or_else(refusal)
    });
}

/// The judge's output for a whole input: `{problem, input, algorithm, lang}`
/// answered as `gridsolve PROBLEM` prints it, as a JSON string.
#[no_mangle]
pub extern "C" fn gs_answer(_report: u32) {
    answer(0, |request, limits| {
        body_of((|| {
            let object = object_of(request)?;
            let problem = text(&object, "problem")?.unwrap_or_default();
            let input = text(&object, "input")?.unwrap_or_default();
            let algorithm = text(&object, "algorithm")?.unwrap_or("auto");
            let lang = lang(&object)?;
            request::judge_answers(problem, input, algorithm, limits, Caller::JavaScript, lang)
                .map(|out| Value::String(out).to_string())
                .map_err(refusal)
        })())
    });
}

/// Judges `{problem, input, output, answer, minimum}` as `gridsolve check`
/// does: `{"verdict": ..., "reason": ...}`; without `answer`, gridsolve's own.
#[no_mangle]
pub extern "C" fn gs_check(_report: u32) {
    answer(0, |request, limits| {
        body_of((|| {
            let object = object_of(request)?;
            let problem = text(&object, "problem")?.unwrap_or_default();
            let input = text(&object, "input")?.unwrap_or_default();
            let output = text(&object, "output")?.unwrap_or_default();
            let minimum = object.get("minimum").and_then(Value::as_bool).unwrap_or(false);
            let jury = match text(&object, "answer")? {
                Some(jury) => jury.to_string(),
                None => request::judge_answers(problem, input, "auto", limits, Caller::JavaScript, Lang::En)
                    .map_err(refusal)?,
            };
            let (verdict, reason) =
                request::check(problem, input, output, &jury, minimum, limits, Lang::En).map_err(refusal)?;
            Ok(json!({ "verdict": verdict, "reason": reason }).to_string())
        })())
    });
}

/// `{problem, count, kind, seed, lang}`: the input text `gridsolve gen`
/// writes with the same words (its defaults: 1 case, mixed, seed 0), as a
/// JSON string.
#[no_mangle]
pub extern "C" fn gs_generate(report: u32) {
    let count = INPUT.with_borrow(|input| {
        serde_json::from_slice::<Value>(input)
            .ok()
            .and_then(|v| v.get("count").and_then(Value::as_u64))
            .unwrap_or(1)
    });
    answer_within(report, count, |request, limits| {
        body_of((|| {
            let object = object_of(request)?;
            let problem = text(&object, "problem")?.unwrap_or_default();
            let kind = text(&object, "kind")?.unwrap_or("mixed");
            let count = whole(&object, "count", 1)?;
            let seed = whole(&object, "seed", 0)?;
            let lang = lang(&object)?;
            request::generate(problem, kind, count, seed, limits, Caller::JavaScript, lang)
                .map(|out| Value::String(out).to_string())
                .map_err(refusal)
        })())
    });
}

/// The judge problems' names, as a JSON array.
#[no_mangle]
pub extern "C" fn gs_problems(_report: u32) {
    let names: Vec<&str> = Problem::ALL.iter().map(|p| p.name()).collect();
    OUTPUT.set(json!(names).to_string());
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
        let refused = call(gs_solve, r#"{"moves":"slide","start":"1 2\n3 0\n","wrap":true}"#);
        assert_eq!(
            refused,
            r#"{"error":"wrap: true applies to toggle rules, not moves: \"slide\"","kind":"usage"}"#
        );
        assert_eq!(
            call(gs_answer, r#"{"problem":"poj1753","input":"bwwb\nbbwb\nbwwb\nbwww\n"}"#),
            r#""4\n""#
        );
        assert_eq!(
            call(
                gs_check,
                r#"{"problem":"poj1753","input":"bwwb\nbbwb\nbwwb\nbwww\n","output":"5\n"}"#
            ),
            r#"{"reason":"case 1: expected 4 moves, found 5","verdict":"wrong answer"}"#
        );
        assert!(call(gs_generate, r#"{"problem":"poj1753","count":2,"seed":7}"#).starts_with('"'));
        assert!(call(gs_problems, "").starts_with(r#"["poj1753","poj2965""#));
        assert_eq!(call(gs_version, ""), env!("CARGO_PKG_VERSION"));
        assert_eq!(
            call(gs_trace, ""),
            api::trace(b"", limits).body,
            "an empty request is refused as JSON"
        );
    }
}
