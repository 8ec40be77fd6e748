//! A puzzle and its boards as one JSON object, for the front doors that
//! speak JSON rather than flags (the npm package, `api::solve`): the same
//! words as the command line (`moves`, `states`, `wrap`, `goal`), the boards
//! as text, and the answer exactly as `gridsolve solve --format json` (or
//! `--format text`) writes it.
//!
//! ```
//! use gridsolve_core::puzzle::request::solve_json;
//! use gridsolve_core::limits::SearchLimits;
//! let answer = solve_json(br#"{"moves":"cross","start":"-+--\n----\n----\n-+--\n"}"#, SearchLimits::default()).unwrap();
//! assert!(answer.contains(r#""moves":6"#));
//! let refused = solve_json(br#"{"moves":"cross"}"#, SearchLimits::default()).unwrap_err();
//! assert_eq!(refused.message, r#"field "start" is missing: the start board as text, rows separated by newlines"#);
//! ```

use serde_json::{Map, Value};

use super::answer::Format;
use super::{Family, PuzzleError, PuzzleWords, SolveOptions, TextInputs};
use crate::limits::SearchLimits;
use crate::locale::Lang;
use crate::Algorithm;

/// The fields a request may have, each with what it takes.
const FIELDS: &[(&str, &str)] = &[
    ("moves", "the move rule, as --moves takes it"),
    ("start", "the start board as text, rows separated by newlines"),
    ("states", "a whole number of cell states from 2 to 255"),
    ("wrap", "true or false"),
    ("goal", "zeros, ones or uniform"),
    ("goal_board", "a goal board as text (toggle rules)"),
    ("target", "the target board as text (swap, slide, knight)"),
    (
        "buttons",
        "a buttons file's text, one line per button (with \"moves\": \"buttons\")",
    ),
    ("algorithm", "an algorithm's name, such as auto or bfs"),
    ("format", "json or text"),
    ("explain", "true or false (text only)"),
    (
        "lang",
        "en or zh: the language of the text answer and of the refusals of a puzzle",
    ),
];

fn what(field: &str) -> &'static str {
    FIELDS.iter().find(|(f, _)| *f == field).map_or("", |(_, w)| w)
}

fn text_field<'a>(object: &'a Map<String, Value>, field: &str, required: bool) -> Result<Option<&'a str>, PuzzleError> {
    match object.get(field) {
        None | Some(Value::Null) if !required => Ok(None),
        None | Some(Value::Null) => Err(request_error(format!("field \"{field}\" is missing: {}", what(field)))),
        Some(Value::String(text)) => Ok(Some(text)),
        Some(other) => Err(request_error(format!(
            "field \"{field}\": expected {}, found {}",
            what(field),
            crate::text::capped(&other.to_string())
        ))),
    }
}

fn bool_field(object: &Map<String, Value>, field: &str) -> Result<bool, PuzzleError> {
    match object.get(field) {
        None | Some(Value::Null) => Ok(false),
        Some(Value::Bool(b)) => Ok(*b),
        Some(other) => Err(request_error(format!(
            "field \"{field}\": expected {}, found {}",
            what(field),
            crate::text::capped(&other.to_string())
        ))),
    }
}

/// Solves the puzzle a JSON request describes and returns the answer as
/// `gridsolve solve` writes it (`format`: `json`, the default, or `text`).
pub fn solve_json(body: &[u8], limits: SearchLimits) -> Result<String, PuzzleError> {
    let mut lang = Lang::En;
    solve_request(body, limits, &mut lang).map_err(|e| e.localized(lang))
}

/// [`solve_json`], telling `lang` as soon as the request names it.
fn solve_request(body: &[u8], limits: SearchLimits, lang: &mut Lang) -> Result<String, PuzzleError> {
    let value: Value = serde_json::from_slice(body).map_err(|e| {
        request_error(format!(
            "the request is not JSON (line {}, column {}); send an object such as {{\"moves\":\"plus\",\"start\":\"10\\n01\\n\"}}",
            e.line(),
            e.column()
        ))
    })?;
    let Some(object) = value.as_object() else {
        return Err(request_error(
            "the request must be a JSON object such as {\"moves\":\"plus\",\"start\":\"10\\n01\\n\"}",
        ));
    };
    if let Some(unknown) = object.keys().find(|k| !FIELDS.iter().any(|(f, _)| f == k)) {
        let names: Vec<&str> = FIELDS.iter().map(|(f, _)| *f).collect();
        return Err(request_error(format!(
            "unknown field \"{}\": a request has {}",
            crate::text::capped(unknown),
            names.join(", ")
        )));
    }
    let moves = text_field(object, "moves", true)?.unwrap_or_default();
    let start = text_field(object, "start", true)?.unwrap_or_default();
    let states = match object.get("states") {
        None | Some(Value::Null) => 2,
        Some(v) => v
            .as_u64()
            .filter(|k| (2..=255).contains(k))
            .map(|k| k as u8)
            .ok_or_else(|| {
                request_error(format!(
                    "field \"states\": expected {}, found {}",
                    what("states"),
                    crate::text::capped(&v.to_string())
                ))
            })?,
    };
    let wrap = bool_field(object, "wrap")?;
    let explain = bool_field(object, "explain")?;
    if let Some(tag) = text_field(object, "lang", false)? {
        *lang = match tag {
            "en" | "zh" => Lang::parse(tag).unwrap_or_default(),
            other => {
                return Err(request_error(format!(
                    "field \"lang\": expected en or zh, found \"{}\"",
                    crate::text::capped(other)
                )))
            }
        };
    }
    let lang = *lang;
    let goal = text_field(object, "goal", false)?;
    let goal_board = text_field(object, "goal_board", false)?;
    let target = text_field(object, "target", false)?;
    let buttons = text_field(object, "buttons", false)?;
    // A buttons file comes as text: the rule names it as the command line's
    // `buttons:FILE` names a file.
    let moves = match (moves, buttons) {
        ("buttons", Some(_)) => "buttons:buttons",
        ("buttons", None) => {
            return Err(request_error(
                "\"moves\": \"buttons\" needs the field \"buttons\": one line per button, its cells as ROW,COL",
            ))
        }
        (_, Some(_)) => return Err(request_error("the field \"buttons\" goes with \"moves\": \"buttons\"")),
        (moves, None) if moves.starts_with("buttons:") => {
            return Err(request_error(
                "there are no files here: give \"moves\": \"buttons\" and the buttons' text in \"buttons\"",
            ))
        }
        (moves, None) => moves,
    };
    let algorithm = match text_field(object, "algorithm", false)? {
        None => Algorithm::Auto,
        Some(name) => Algorithm::from_name(name).ok_or_else(|| {
            request_error(format!(
                "field \"algorithm\": expected one of {}, found \"{}\"",
                super::algorithm_names().join(", "),
                crate::text::capped(name)
            ))
        })?,
    };
    let format = match text_field(object, "format", false)? {
        None | Some("json") => Format::Json,
        Some("text") => Format::Text,
        Some(other) => {
            return Err(request_error(format!(
                "field \"format\": expected json or text, found \"{}\"",
                crate::text::capped(other)
            )))
        }
    };
    if goal.is_some() && goal_board.is_some() {
        return Err(request_error(
            "give \"goal\" (zeros, ones or uniform) or \"goal_board\", not both",
        ));
    }
    if let Some(word) = goal.filter(|g| !super::GOAL_WORDS.contains(g)) {
        return Err(request_error(format!(
            "field \"goal\": expected zeros, ones or uniform (a goal board is \"goal_board\"), found \"{}\"",
            crate::text::capped(word)
        )));
    }
    let mut words = PuzzleWords {
        moves,
        states,
        wrap,
        goal: goal.or(goal_board.map(|_| "goal_board")),
        ..PuzzleWords::default()
    };
    // One `target` field, which the words name by the puzzle's family: a
    // swap's TARGET, or the goal board of tiles and knights.
    match (target, words.family()?) {
        (Some(_), Family::Tokens(_)) => words.token_goal = Some("target"),
        (Some(_), _) => words.target = Some("target"),
        (None, _) => {}
    }
    words.check_output(format, explain)?;
    let mut inputs = TextInputs::new(
        [
            ("start", Some(start)),
            ("target", target),
            ("goal_board", goal_board),
            ("buttons", buttons),
        ]
        .into_iter()
        .filter_map(|(name, text)| text.map(|t| (name, t))),
    );
    let puzzle = words.load(Some("start"), &mut inputs)?;
    if explain {
        puzzle.check_explain(format)?;
    }
    let options = SolveOptions {
        limits,
        ..SolveOptions::default()
    };
    let answer = puzzle.solve(algorithm, &options)?;
    let mut out = Vec::new();
    match format {
        Format::Json => answer
            .write_json(&mut out, None)
            .expect("writing to memory does not fail"),
        _ => match answer.write_text(&mut out, explain, false, None, lang) {
            Ok(()) => {}
            Err(super::answer::WriteError::Refused(refusal)) => return Err(refusal),
            Err(super::answer::WriteError::Io(e)) => unreachable!("writing to memory does not fail: {e}"),
        },
    }
    Ok(String::from_utf8(out).expect("answers are UTF-8"))
}

/// A request that is not a puzzle's description. These name the request's
/// JSON fields for the programmer who wrote it, and stay in English.
fn request_error(message: impl Into<String>) -> PuzzleError {
    PuzzleError::usage(crate::tr!("verbatim", detail = message.into()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::ErrorKind;

    fn solve(body: &str) -> Result<String, PuzzleError> {
        solve_json(body.as_bytes(), SearchLimits::default())
    }

    #[test]
    fn every_model_answers_as_the_command_line_writes() {
        let fridge = solve(r#"{"moves":"cross","start":"-+--\n----\n----\n-+--\n"}"#).unwrap();
        assert!(fridge.starts_with(r#"{"algorithm":"linear","moves":6,"#), "{fridge}");
        let swap = solve(r#"{"moves":"swap","start":"1111\n0000\n1110\n0010\n","target":"1010\n0101\n1010\n0101\n"}"#)
            .unwrap();
        assert!(swap.contains(r#""moves":4"#), "{swap}");
        let k3 = solve(r#"{"moves":"plus","states":3,"start":"12\n01\n"}"#).unwrap();
        assert!(k3.contains(r#""states":3"#), "{k3}");
        let eight =
            solve(r#"{"moves":"slide","start":"1 2 3\n4 5 6\n0 7 8\n","format":"text","explain":true}"#).unwrap();
        assert!(
            eight.starts_with("solvable: yes\nmoves: 2 (proven minimum)\npath: rr"),
            "{eight}"
        );
        let goal = solve(r#"{"moves":"plus","start":"10\n01\n","goal_board":"10\n01\n"}"#).unwrap();
        let buttons = solve(r#"{"moves":"buttons","states":3,"start":"11\n02\n","buttons":"1,1 1,2\n2,2\n"}"#).unwrap();
        assert!(buttons.contains(r#""buttons":[1,1,2]"#), "{buttons}");
        assert!(goal.contains(r#""moves":0"#), "{goal}");
    }

    #[test]
    fn a_bad_request_is_named_by_its_field() {
        let refused = |body: &str| solve(body).unwrap_err();
        assert!(refused("{")
            .message
            .starts_with("the request is not JSON (line 1, column 1)"));
        assert!(refused("[1]").message.starts_with("the request must be a JSON object"));
        assert!(refused(r#"{"moves":"plus","start":"1","colour":1}"#)
            .message
            .starts_with("unknown field \"colour\""));
        assert_eq!(
            refused(r#"{"moves":"plus","start":"1","states":1}"#).message,
            "field \"states\": expected a whole number of cell states from 2 to 255, found 1"
        );
        assert!(refused(r#"{"moves":"plus","start":"1","algorithm":"dfs"}"#)
            .message
            .contains("expected one of auto, linear"));
        let bad_board = refused(r#"{"moves":"plus","start":"01\n2\n"}"#);
        assert_eq!(bad_board.kind, ErrorKind::BadInput);
        assert!(bad_board.message.starts_with("start: line 2"), "{bad_board}");
        assert!(refused(r#"{"moves":"slide","start":"1 2\n3 0\n","wrap":true}"#)
            .message
            .contains("--wrap applies to toggle rules"));
    }
}
