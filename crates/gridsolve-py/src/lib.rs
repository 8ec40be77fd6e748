//! `gridsolve._core`: the core for Python, through the same entry points as
//! the command line (`gridsolve_core::puzzle`, the judges' checker, the
//! generators, the judges' answers). Strings in, strings out; the Python
//! package (`python/gridsolve/__init__.py`) turns the JSON into Python
//! values and `CoreError(message, kind)` into `gridsolve.GridsolveError`.

use gridsolve_core::gen::{generate as generate_cases, Kind};
use gridsolve_core::judge::check::{Checker, PathRule};
use gridsolve_core::judge::{answer_text, Problem};
use gridsolve_core::limits::SearchLimits;
use gridsolve_core::puzzle::request::solve_json;
use gridsolve_core::Algorithm;
use pyo3::prelude::*;

pyo3::create_exception!(
    _core,
    CoreError,
    pyo3::exceptions::PyValueError,
    "A refusal of the core: args are (message, kind)."
);

fn refused(message: impl Into<String>, kind: &str) -> PyErr {
    CoreError::new_err((message.into(), kind.to_string()))
}

fn problem_named(name: &str) -> PyResult<Problem> {
    Problem::from_name(name).ok_or_else(|| {
        refused(
            format!(
                "unknown problem '{}': expected one of {}",
                gridsolve_core::text::capped(name),
                Problem::names()
            ),
            "usage",
        )
    })
}

/// Solves the puzzle a JSON request describes (see
/// `gridsolve_core::puzzle::request`); the answer as `gridsolve solve`
/// writes it. The search budget is the command line's.
#[pyfunction]
fn solve_json_text(py: Python<'_>, request: &str) -> PyResult<String> {
    py.detach(|| solve_json(request.as_bytes(), SearchLimits::default()))
        .map_err(|e| refused(e.message, e.kind.name()))
}

/// The judge's output for a whole input of `problem`.
#[pyfunction]
fn answer(py: Python<'_>, problem: &str, input: &str, algorithm: &str) -> PyResult<String> {
    let problem = problem_named(problem)?;
    let algorithm = Algorithm::from_name(algorithm).ok_or_else(|| {
        refused(
            format!("unknown algorithm '{}'", gridsolve_core::text::capped(algorithm)),
            "usage",
        )
    })?;
    match py.detach(|| answer_text(problem, input.as_bytes(), algorithm)) {
        Ok(out) => Ok(String::from_utf8_lossy(&out).into_owned()),
        Err((done, why)) => {
            let answered = String::from_utf8_lossy(&done).lines().count();
            Err(refused(
                format!("{why} (the answers before it: {answered} line(s))"),
                "bad_input",
            ))
        }
    }
}

/// Judges `output` as `gridsolve check` does: (verdict, reason).
#[pyfunction]
#[pyo3(signature = (problem, input, output, answer, minimum))]
fn check(
    py: Python<'_>,
    problem: &str,
    input: &str,
    output: &str,
    answer: &str,
    minimum: bool,
) -> PyResult<(String, String)> {
    let problem = problem_named(problem)?;
    let checker = Checker::new(problem).map_err(|e| refused(e.to_string(), "cannot"))?;
    let rule = if minimum {
        PathRule::ShortestOnly
    } else {
        checker.path_rule()
    };
    let checker = checker.with_path_rule(rule);
    let judgement = py.detach(|| checker.check(input.as_bytes(), output.as_bytes(), answer.as_bytes()));
    Ok((judgement.verdict.to_string(), judgement.reason))
}

/// `count` cases of `problem` of a kind, from `seed`: the input text.
#[pyfunction]
fn generate(problem: &str, kind: &str, count: usize, seed: u64) -> PyResult<String> {
    let problem = problem_named(problem)?;
    let kind = Kind::from_name(kind).ok_or_else(|| {
        let kinds: Vec<&str> = Kind::ALL.iter().map(|k| k.name()).collect();
        refused(
            format!(
                "unknown kind '{}': expected one of {}",
                gridsolve_core::text::capped(kind),
                kinds.join(", ")
            ),
            "usage",
        )
    })?;
    generate_cases(problem, kind, count, seed)
        .map(|bytes| String::from_utf8_lossy(&bytes).into_owned())
        .map_err(|e| refused(e.to_string(), "limit"))
}

/// The judge problems' names.
#[pyfunction]
fn problems() -> Vec<&'static str> {
    Problem::ALL.iter().map(|p| p.name()).collect()
}

/// The version of gridsolve this module was built from.
#[pyfunction]
fn version() -> &'static str {
    env!("CARGO_PKG_VERSION")
}

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("CoreError", m.py().get_type::<CoreError>())?;
    m.add_function(wrap_pyfunction!(solve_json_text, m)?)?;
    m.add_function(wrap_pyfunction!(answer, m)?)?;
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(generate, m)?)?;
    m.add_function(wrap_pyfunction!(problems, m)?)?;
    m.add_function(wrap_pyfunction!(version, m)?)?;
    Ok(())
}
