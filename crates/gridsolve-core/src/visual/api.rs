//! The visualizer's JSON API as one pure function per route, so that
//! `gridsolve serve` (`POST /api/trace`, `POST /api/compare`, `POST /api/plan`) and the page's
//! WebAssembly build (`crates/gridsolve-wasm`) give byte-for-byte the same
//! answers and the same errors: both call [`trace`], [`compare`] and [`plan`] and send
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

use super::{Request, VisualError, compare_limited, visualize_limited};
use crate::limits::SearchLimits;
use crate::locale::{Lang, Text};
use crate::solution::SolveError;
use crate::tr;

/// An answer of the API: an HTTP status (the page's WebAssembly build has
/// none and reads only the body) and a JSON body, either the result or
/// `{"error": "..."}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    /// The HTTP status: 200, or 400 for a refused request.
    pub status: u16,
    /// The JSON body.
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
///
/// A refusal names the field that is wrong and what it accepts, in the
/// page's words, never serde's ("invalid type: floating point ..."), in the
/// request's `lang` when it has a readable one.
pub fn parse_request(body: &[u8]) -> Result<Request, Reply> {
    read_request(body, Lang::En)
}

/// [`parse_request`] for a front door that knows its reader's language
/// otherwise (the server: the request's `Accept-Language`): a body with no
/// readable `lang` is refused in `default`, and a request without one is
/// given it, so that its answer's words are in `default` too.
pub fn parse_request_in(body: &[u8], default: Lang) -> Result<Request, Reply> {
    let mut request = read_request(body, default)?;
    if request.lang.is_none() {
        request.lang = Some(default.tag().to_string());
    }
    Ok(request)
}

/// A request read, refused in `default` while its own `lang` is unknown.
fn read_request(body: &[u8], default: Lang) -> Result<Request, Reply> {
    let value: serde_json::Value = serde_json::from_slice(body).map_err(|e| {
        refuse(
            default,
            tr!(
                "visual-api-not-json",
                line = e.line(),
                column = e.column(),
                example = EXAMPLE
            ),
        )
    })?;
    let Some(object) = value.as_object() else {
        return Err(refuse(default, tr!("visual-api-not-object", example = EXAMPLE)));
    };
    let lang = match object.get("lang") {
        None | Some(serde_json::Value::Null) => default,
        Some(serde_json::Value::String(tag)) if Lang::from_tag(tag).is_some() => {
            Lang::from_tag(tag).unwrap_or_default()
        }
        Some(other) => return Err(refuse(default, tr!("visual-api-lang-wrong", found = kind_of(other)))),
    };
    let bad = |text: Text| refuse(lang, text);
    let rows_field = |name: &str, required: bool| -> Result<(), Reply> {
        match object.get(name) {
            None | Some(serde_json::Value::Null) if !required => Ok(()),
            None => Err(bad(tr!("visual-api-rows-missing", name = name))),
            Some(serde_json::Value::Array(rows)) if rows.iter().all(serde_json::Value::is_string) => Ok(()),
            Some(other) => Err(bad(tr!("visual-api-rows-wrong", name = name, found = kind_of(other)))),
        }
    };
    match object.get("puzzle") {
        None => {
            return Err(bad(tr!(
                "visual-api-puzzle-missing",
                puzzles = tr!("visual-api-puzzles")
            )));
        }
        Some(p) if serde_json::from_value::<super::PuzzleKind>(p.clone()).is_err() => {
            return Err(bad(tr!(
                "visual-api-puzzle-wrong",
                puzzles = tr!("visual-api-puzzles"),
                found = kind_of(p)
            )));
        }
        _ => {}
    }
    rows_field("start", true)?;
    rows_field("target", false)?;
    if let Some(a) = object.get("algorithm").filter(|a| !a.is_string() && !a.is_null()) {
        return Err(bad(tr!(
            "visual-api-algorithm-wrong",
            names = super::Traced::names()
                .into_iter()
                .map(|name| tr!("visual-api-name", name = name))
                .rev()
                .reduce(|rest, first| tr!("visual-api-names", first = first, rest = rest))
                .unwrap_or_else(|| tr!("visual-api-name", name = "bfs")),
            found = kind_of(a)
        )));
    }
    if let Some(limit) = object.get("limit").filter(|l| !l.is_null()) {
        // 0 is a real request: the answer alone, no events (play mode asks it).
        if limit.as_u64().is_none() {
            return Err(bad(tr!(
                "visual-api-limit-wrong",
                max = super::MAX_EVENTS,
                found = kind_of(limit)
            )));
        }
    }
    // Every field was checked above; what serde could still refuse is not
    // worth its English words.
    let mut request: Request =
        serde_json::from_value(value).map_err(|_| bad(tr!("visual-api-not-a-request", example = EXAMPLE)))?;
    // Kept as its canonical tag: `ZH-cn` is read as zh, wherever it is read again.
    if request.lang.is_some() {
        request.lang = Some(lang.tag().to_string());
    }
    Ok(request)
}

/// A refusal of a request with status 400, in `lang`.
fn refuse(lang: Lang, text: Text) -> Reply {
    error_reply(400, &text.render(lang))
}

/// An example of a request, for refusals.
const EXAMPLE: &str = r#"{"puzzle":"flip","start":["10","01"],"algorithm":"bfs"}"#;

/// A JSON value as a refusal quotes it: short, and capped.
fn kind_of(value: &serde_json::Value) -> Text {
    let text = crate::text::capped(&value.to_string());
    match value {
        serde_json::Value::Null => tr!("visual-found-null"),
        serde_json::Value::Bool(_) => tr!("visual-found-bool"),
        serde_json::Value::Number(_) => tr!("visual-found-number", value = text),
        serde_json::Value::String(_) => tr!("visual-found-string", value = text),
        serde_json::Value::Array(_) => tr!("visual-found-list"),
        serde_json::Value::Object(_) => tr!("visual-found-object"),
    }
}

/// The status a refusal gets: 422 for a search past its budget or stopped
/// (the request was fine, the work too large), 400 for a bad request.
pub(crate) fn status_of(error: &VisualError) -> u16 {
    match error {
        VisualError::Solve(SolveError::OverBudget { .. } | SolveError::Cancelled { .. })
        | VisualError::TooManySubsets { .. }
        | VisualError::Stopped => 422,
        VisualError::Puzzle(e) => match e.kind {
            crate::puzzle::ErrorKind::Usage | crate::puzzle::ErrorKind::BadInput => 400,
            crate::puzzle::ErrorKind::Limit | crate::puzzle::ErrorKind::Cannot => 422,
        },
        _ => 400,
    }
}

/// The reply to a request: its answer, or its refusal in `lang`.
fn reply<T: Serialize>(result: Result<T, VisualError>, lang: Lang) -> Reply {
    match result {
        Ok(value) => Reply {
            status: 200,
            body: serde_json::to_string(&value).expect("the visualizer's answers serialise"),
        },
        Err(e) => error_reply(status_of(&e), &e.text().render(lang)),
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
    reply(visualize_limited(request, limits), request.lang())
}

/// `POST /api/compare`: every algorithm on the request's board ([`super::CompareRow`]s).
pub fn compare(body: &[u8], limits: SearchLimits) -> Reply {
    match parse_request(body) {
        Ok(request) => compare_request(&request, limits),
        Err(refusal) => refusal,
    }
}

/// [`compare`] for a request already read.
pub fn compare_request(request: &Request, limits: SearchLimits) -> Reply {
    reply(compare_limited(request, limits), request.lang())
}

/// `POST /api/plan`: which traced algorithm can run on the request's board
/// ([`super::plan::AlgorithmPlan`]s) for searches held to `budget` states, from the
/// board's shape alone: no search runs.
pub fn plan(body: &[u8], budget: u64) -> Reply {
    match parse_request(body) {
        Ok(request) => plan_request(&request, budget),
        Err(refusal) => refusal,
    }
}

/// [`plan`] for a request already read.
pub fn plan_request(request: &Request, budget: u64) -> Reply {
    reply::<_>(Ok(super::plan::algorithm_plans(request, budget)), request.lang())
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
        // Play mode asks with limit 0: the answer alone, no events.
        let answer_only = trace(
            br#"{"puzzle":"flip","start":["1100","1000","0001","0011"],"algorithm":"bfs","limit":0}"#,
            limits(),
        );
        assert_eq!(answer_only.status, 200, "{}", answer_only.body);
        let value: serde_json::Value = serde_json::from_str(&answer_only.body).unwrap();
        assert_eq!(value["answer"], 2);
        for (body, status, words) in [
            (
                &b"{"[..],
                400,
                "the request is not JSON (line 1, column 1); send an object such as",
            ),
            (&b"[1]"[..], 400, "the request must be a JSON object such as"),
            (
                br#"{"puzzle":"chess","start":["1"]}"#,
                400,
                r#"field "puzzle": expected one of "flip", "toggle", "swap", "slide" or "knight", found the string "chess""#,
            ),
            // Issue 20: serde's wording ("invalid type: floating point ...") no longer leaks.
            (
                br#"{"puzzle":"flip","start":["1"],"limit":1.8446744073709552e19}"#,
                400,
                r#"field "limit": expected a whole number of events from 0 to 100000 (more are capped), found the number 1.8446744073709552e+19"#,
            ),
            (
                br#"{"puzzle":"flip","start":"10"}"#,
                400,
                r#"field "start": expected the board as a list of row strings, such as ["10", "01"], found the string "10""#,
            ),
            (br#"{"puzzle":"flip"}"#, 400, r#"field "start" is missing"#),
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

    /// A front door that knows its reader's language (the server, from
    /// `Accept-Language`) gets it for bodies that say none, even bodies it
    /// cannot read at all; a body's own `lang` still decides.
    #[test]
    fn a_default_language_words_what_the_body_does_not_decide() {
        let error = |reply: Result<Request, Reply>| -> String {
            let body = reply.unwrap_err().body;
            let value: serde_json::Value = serde_json::from_str(&body).unwrap();
            value["error"].as_str().unwrap().to_string()
        };
        for body in [
            &b""[..],
            b"{",
            b"[1]",
            br#"{"puzzle":"chess","start":["1"]}"#,
            br#"{"lang":7}"#,
        ] {
            let zh = error(parse_request_in(body, Lang::Zh));
            assert!(
                !zh.split(|c: char| !c.is_ascii_alphabetic()).any(|word| word.len() > 3
                    && ![
                        "JSON",
                        "puzzle",
                        "flip",
                        "start",
                        "algorithm",
                        "lang",
                        "chess",
                        "toggle",
                        "swap",
                        "slide",
                        "knight"
                    ]
                    .contains(&word)),
                "{zh}"
            );
            assert_eq!(error(parse_request_in(body, Lang::En)), error(parse_request(body)));
        }
        let request = parse_request_in(br#"{"puzzle":"flip","start":["1"]}"#, Lang::Zh).unwrap();
        assert_eq!(request.lang(), Lang::Zh);
        let planned = plan_request(&request, 0);
        assert_eq!(planned.status, 200, "{}", planned.body);
        let own = parse_request_in(br#"{"puzzle":"flip","start":["1"],"lang":"en"}"#, Lang::Zh).unwrap();
        assert_eq!(own.lang(), Lang::En);
        let refused = trace_request(
            &parse_request_in(br#"{"puzzle":"flip","start":["1x"]}"#, Lang::Zh).unwrap(),
            limits(),
        );
        assert!(!refused.body.contains("start board is not valid"), "{}", refused.body);
    }

    /// One rule for a request's `lang`: a tag whose first subtag is en or
    /// zh, in any case; nothing that merely starts with `zh` (F6).
    #[test]
    fn a_request_s_lang_is_a_tag_not_a_prefix() {
        for (tag, lang) in [
            ("en", Some(Lang::En)),
            ("zh", Some(Lang::Zh)),
            ("ZH", Some(Lang::Zh)),
            ("zh-CN", Some(Lang::Zh)),
            ("zh-Hans-CN", Some(Lang::Zh)),
            ("EN-us", Some(Lang::En)),
            ("zhfoo", None),
            ("zh\u{0}garbage", None),
            ("zh ", None),
            (" zh", None),
            ("zhx", None),
            ("zho", None),
            ("zh-", None),
            ("zh_CN", None),
            ("zh-toolongsubtag", None),
            ("fr", None),
            ("", None),
        ] {
            assert_eq!(Lang::from_tag(tag), lang, "{tag:?}");
            let body = serde_json::json!({"puzzle": "flip", "start": ["12"], "lang": tag}).to_string();
            let refusal = parse_request(body.as_bytes()).map(|r| r.lang());
            match lang {
                Some(lang) => assert_eq!(refusal.ok(), Some(lang), "{tag:?}"),
                None => assert!(
                    refusal.is_err_and(|r| r.body.contains(r#"field \"lang\": expected a language tag for English or Chinese, such as en, en-US, zh or zh-CN (in any case)"#)),
                    "{tag:?}"
                ),
            }
        }
    }

    /// F7: the Chinese refusals list with Chinese separators and say
    /// what they found in Chinese words; the English are as they were.
    #[test]
    fn chinese_refusals_list_in_chinese() {
        let error = |body: &str| -> String {
            let reply = parse_request(body.as_bytes()).unwrap_err();
            serde_json::from_str::<serde_json::Value>(&reply.body).unwrap()["error"]
                .as_str()
                .unwrap()
                .to_string()
        };
        assert_eq!(
            error(r#"{"lang":"zh"}"#),
            r#"缺少字段 "puzzle"：应为 "flip"、"toggle"、"swap"、"slide" 或 "knight" 之一"#
        );
        assert_eq!(
            error(r#"{"lang":"en"}"#),
            r#"field "puzzle" is missing: one of "flip", "toggle", "swap", "slide" or "knight""#
        );
        let limit = error(r#"{"lang":"zh","puzzle":"flip","start":["1"],"limit":-5}"#);
        assert!(limit.ends_with("，实际是数值 -5"), "{limit}");
        let algorithm = error(r#"{"lang":"zh","puzzle":"flip","start":["1"],"algorithm":7}"#);
        assert!(
            algorithm.contains("bfs、") && algorithm.contains(" 或 auto）"),
            "{algorithm}"
        );
        assert!(!algorithm.contains(", ") && !algorithm.contains(" or "), "{algorithm}");
        let english = error(r#"{"puzzle":"flip","start":["1"],"algorithm":7}"#);
        assert!(
            english.contains("(bfs, ") && english.contains(" or auto), found the number 7"),
            "{english}"
        );
    }
}
