//! `gridsolve._core`: the core for Python, through the same entry points as
//! the command line, and the command line itself.
//!
//! - [`run`] is the `gridsolve` command (`gridsolve::run`): the wheel's
//!   console script and `python -m gridsolve` call it, so one native library
//!   serves the command and `import gridsolve`;
//! - `solve`, `answer`, `check` and `generate` are
//!   `gridsolve_core::puzzle::request`'s, whose refusals name this module's
//!   arguments (`algorithm="idastar"`, `limit=`), never a flag.
//!
//! `solve` keeps the pattern databases of sliding boards where the command
//! line keeps them (`gridsolve::DirStore`: `$GRIDSOLVE_CACHE_DIR`, else the
//! platform's cache directory, or the caller's `cache_dir`), builds them on
//! every core as the command does, and times `stats` with its own clock, so
//! its answers and node counts are the command's.
//!
//! Every call runs on a thread of its own while the calling thread waits
//! without the GIL, waking every [`POLL`] to run Python's signal handlers
//! (`check_signals`), the caller's progress callback and its tables
//! callback (the events of the pattern databases, queued by the threads
//! that build them). Ctrl-C (or a callback that raises) sets the core's
//! cancel flag, which every search and every table build polls every 4,096
//! expansions; the exception is raised as soon as the work stops, or after
//! [`GRACE`] at most, the work then ending on its own. So a
//! KeyboardInterrupt arrives within [`POLL`] + [`GRACE`] of Ctrl-C, and
//! other Python threads run meanwhile.
//!
//! Strings in, strings out; the Python package (`python/gridsolve/`) checks
//! the arguments' types, turns JSON into Python values and
//! `CoreError(message, kind)` into `gridsolve.GridsolveError`.

use std::any::Any;
use std::ffi::OsString;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

use gridsolve::DirStore;
use gridsolve_core::judge::Problem;
use gridsolve_core::limits::SearchLimits;
use gridsolve_core::locale::Lang;
use gridsolve_core::puzzle::request::{self, Caller, Host};
use gridsolve_core::puzzle::PuzzleError;
use gridsolve_core::solvers::slide::tables::{TableEvent, TableOptions, TableStore};
use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::panic::PanicException;
use pyo3::prelude::*;

pyo3::create_exception!(
    _core,
    CoreError,
    pyo3::exceptions::PyValueError,
    "A refusal of the core: args are (message, kind)."
);

/// How often the waiting thread looks at signals and progress.
const POLL: Duration = Duration::from_millis(50);

/// How long an interrupted call waits for its work to stop before it
/// raises without it.
const GRACE: Duration = Duration::from_millis(120);

fn refused(error: PuzzleError) -> PyErr {
    CoreError::new_err((error.message, error.kind.name().to_string()))
}

fn lang_named(tag: &str) -> PyResult<Lang> {
    Lang::parse(tag).ok_or_else(|| PyValueError::new_err(format!("lang must be 'en' or 'zh', not {tag:?}")))
}

/// What the worker thread shares with the waiting one.
#[derive(Default)]
struct Shared {
    cancel: AtomicBool,
    /// The work done so far, as the core's progress hook last said.
    work: AtomicU64,
    /// The tables' events not yet told, as JSON (a run of progress events
    /// is kept as its last, so the queue stays short however slow the
    /// callback).
    events: Mutex<Vec<(bool, String)>>,
}

impl Shared {
    /// Queues `event` for the waiting thread to tell.
    fn queue(&self, event: &TableEvent, lang: Lang) {
        let progress = matches!(event, TableEvent::Progress { .. });
        let text = request::table_event_json(event, lang).to_string();
        let mut events = self.events.lock().unwrap_or_else(|p| p.into_inner());
        match events.last_mut() {
            Some(last) if progress && last.0 => *last = (true, text),
            _ => events.push((progress, text)),
        }
    }

    /// The events queued so far, oldest first.
    fn take_events(&self) -> Vec<String> {
        let mut events = self.events.lock().unwrap_or_else(|p| p.into_inner());
        std::mem::take(&mut *events).into_iter().map(|(_, text)| text).collect()
    }
}

/// The machine's cores: what `threads=0` means, and the threads that build
/// tables (as on the command line).
fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

/// A panic's message, for the exception that reports it.
fn panic_message(payload: &(dyn Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".to_string())
}

/// Runs `job` on a thread of its own, the calling thread waiting without
/// the GIL; Ctrl-C or a raising callback stops it (see the module's doc).
/// `progress(work, total)` is called from the calling thread when the work
/// done has changed since it was last called, `tables(event)` with each
/// event the job queued (a JSON text), the last ones before returning.
fn interruptible<R: Send + 'static>(
    py: Python<'_>,
    progress: Option<&Bound<'_, PyAny>>,
    total: u64,
    tables: Option<&Bound<'_, PyAny>>,
    job: impl FnOnce(SearchLimits, &Shared) -> R + Send + 'static,
) -> PyResult<R> {
    let shared = Arc::new(Shared::default());
    let (sender, answer) = mpsc::channel();
    let worker = Arc::clone(&shared);
    std::thread::Builder::new()
        .name("gridsolve".to_string())
        .spawn(move || {
            let tell = |work: u64| worker.work.store(work, Ordering::Relaxed);
            let limits = SearchLimits::default().with_cancel(&worker.cancel).with_progress(&tell);
            let result = catch_unwind(AssertUnwindSafe(|| job(limits, &worker)));
            // The caller may have left (interrupted): then nobody listens.
            let _ = sender.send(result.map_err(|payload| panic_message(payload.as_ref())));
        })
        .map_err(|e| PyRuntimeError::new_err(format!("cannot start a thread for the search: {e}")))?;
    // Behind a lock only so that a closure run without the GIL may borrow
    // it (a receiver is not shared between threads); one thread takes it.
    let answer = std::sync::Mutex::new(answer);
    let wait = |time: Duration| {
        py.detach(|| match answer.lock() {
            Ok(receiver) => receiver.recv_timeout(time),
            Err(_) => Err(mpsc::RecvTimeoutError::Disconnected),
        })
    };
    let tell_tables = || -> PyResult<()> {
        if let Some(callback) = tables {
            for event in shared.take_events() {
                callback.call1((event,))?;
            }
        }
        Ok(())
    };
    let mut told = 0;
    loop {
        match wait(POLL) {
            Ok(Ok(result)) => {
                tell_tables()?;
                return Ok(result);
            }
            Ok(Err(message)) => return Err(PanicException::new_err(message)),
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                return Err(PanicException::new_err("the search's thread ended without an answer"))
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {}
        }
        let mut stop = py.check_signals().and_then(|()| tell_tables());
        if let (Ok(()), Some(callback)) = (&stop, progress) {
            let work = shared.work.load(Ordering::Relaxed);
            if work != told {
                told = work;
                stop = callback.call1((work, total)).map(drop);
            }
        }
        if let Err(error) = stop {
            shared.cancel.store(true, Ordering::Relaxed);
            // Most work stops within milliseconds; what does not (a table
            // being built) finishes on its own, its answer dropped.
            let _ = wait(GRACE);
            return Err(error);
        }
    }
}

/// The `gridsolve` command on `args` (the program's name first), in this
/// process: its standard streams, its exit code returned.
#[pyfunction]
fn run(py: Python<'_>, args: Vec<OsString>) -> i32 {
    py.detach(|| gridsolve::run(args))
}

/// Solves the puzzle a JSON request describes (see
/// `gridsolve_core::puzzle::request`); the answer as `gridsolve solve`
/// writes it. `limit` is the request's work limit, which `progress` is told
/// with the work done. Pattern databases are kept in `cache_dir`, else the
/// command line's cache directory; `tables` is told each of their events as
/// JSON, its messages in `lang`.
#[pyfunction]
#[pyo3(signature = (request, limit, progress=None, cache_dir=None, tables=None, lang="en"))]
fn solve_request(
    py: Python<'_>,
    request: String,
    limit: u64,
    progress: Option<&Bound<'_, PyAny>>,
    cache_dir: Option<PathBuf>,
    tables: Option<&Bound<'_, PyAny>>,
    lang: &str,
) -> PyResult<String> {
    let lang = lang_named(lang)?;
    let store = cache_dir.map(DirStore::new).or_else(DirStore::default_location);
    interruptible(py, progress, limit, tables, move |limits, shared| {
        let hear = |event: TableEvent| shared.queue(&event, lang);
        let origin = Instant::now();
        let clock = move || origin.elapsed();
        let host = Host {
            tables: TableOptions {
                store: store.as_ref().map(|s| s as &dyn TableStore),
                build_threads: cores(),
                events: Some(&hear),
                cancel: limits.cancel,
                ..TableOptions::default()
            },
            clock: Some(&clock),
            cores: cores(),
        };
        request::solve_request_in(request.as_bytes(), limits, Caller::Python, &host)
    })?
    .map_err(refused)
}

/// The judge's output for a whole input of `problem`.
#[pyfunction]
fn answer(py: Python<'_>, problem: String, input: String, algorithm: String, lang: &str) -> PyResult<String> {
    let lang = lang_named(lang)?;
    interruptible(py, None, 0, None, move |limits, _| {
        request::judge_answers(&problem, &input, &algorithm, limits, Caller::Python, lang)
    })?
    .map_err(refused)
}

/// Judges `output` as `gridsolve check` does: (verdict, reason).
#[pyfunction]
#[pyo3(signature = (problem, input, output, answer, minimum))]
fn check(
    py: Python<'_>,
    problem: String,
    input: String,
    output: String,
    answer: String,
    minimum: bool,
) -> PyResult<(String, String)> {
    interruptible(py, None, 0, None, move |limits, _| {
        request::check(&problem, &input, &output, &answer, minimum, limits, Lang::En)
    })?
    .map_err(refused)
}

/// `count` cases of `problem` of a kind, from `seed`: the input text.
#[pyfunction]
#[pyo3(signature = (problem, kind, count, seed, lang, progress=None))]
fn generate(
    py: Python<'_>,
    problem: String,
    kind: String,
    count: u64,
    seed: u64,
    lang: &str,
    progress: Option<&Bound<'_, PyAny>>,
) -> PyResult<String> {
    let lang = lang_named(lang)?;
    interruptible(py, progress, count, None, move |limits, _| {
        request::generate(&problem, &kind, count, seed, limits, Caller::Python, lang)
    })?
    .map_err(refused)
}

/// The judge problems' names.
#[pyfunction]
fn problems() -> Vec<&'static str> {
    Problem::ALL.iter().map(|p| p.name()).collect()
}

/// The version of gridsolve this module was built from (the workspace's,
/// which `gridsolve --version` prints too).
#[pyfunction]
fn version() -> &'static str {
    env!("CARGO_PKG_VERSION")
}

/// How the command starts itself again as a new process: this interpreter
/// with `-m gridsolve`, since `current_exe()` is Python here.
#[pyfunction]
fn set_relaunch(program: OsString, leading: Vec<OsString>) {
    gridsolve::set_relaunch(program, leading);
}

#[pymodule]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("CoreError", m.py().get_type::<CoreError>())?;
    m.add("MAX_LISTED_CELLS", request::MAX_LISTED_CELLS)?;
    m.add("MAX_GENERATED", request::MAX_GENERATED)?;
    m.add("DEFAULT_LIMIT", gridsolve_core::limits::DEFAULT_MAX_WORK)?;
    m.add_function(wrap_pyfunction!(run, m)?)?;
    m.add_function(wrap_pyfunction!(solve_request, m)?)?;
    m.add_function(wrap_pyfunction!(answer, m)?)?;
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(generate, m)?)?;
    m.add_function(wrap_pyfunction!(problems, m)?)?;
    m.add_function(wrap_pyfunction!(version, m)?)?;
    m.add_function(wrap_pyfunction!(set_relaunch, m)?)?;
    Ok(())
}
