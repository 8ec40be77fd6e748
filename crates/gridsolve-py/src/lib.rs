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
//! its answers and node counts are the command's. The tables a call read
//! or built stay in the process, read and checked ([`KEPT`], at most
//! [`MAX_KEPT_BYTES`]), so a later call on the same files skips the second
//! or so of reading the 15-puzzle's 7-8 again.
//!
//! Every call but `run` runs on a thread of its own while the calling
//! thread waits without the GIL (`run`, the command line itself, runs on the
//! calling thread with the GIL released), waking every [`POLL`] to run Python's signal handlers
//! (`check_signals`), the caller's progress callback (every time: while
//! tables load or build the work stands still, and the callback may still
//! stop the call) and its tables callback (the events of the pattern
//! databases, queued by the threads that build them). Ctrl-C (or a callback that raises) sets the core's
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
use std::collections::BTreeMap;
use std::ffi::OsString;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, LazyLock, Mutex, mpsc};
use std::time::{Duration, Instant, SystemTime};

use gridsolve::DirStore;
use gridsolve_core::judge::Problem;
use gridsolve_core::limits::SearchLimits;
use gridsolve_core::locale::Lang;
use gridsolve_core::puzzle::PuzzleError;
use gridsolve_core::puzzle::request::{self, Caller, Host};
use gridsolve_core::solvers::slide::pattern::PatternDatabase;
use gridsolve_core::solvers::slide::tables::{TableEvent, TableOptions, TableStore};
use pyo3::exceptions::PyRuntimeError;
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

/// The language a call's `lang` names, by the rule of every front door
/// ([`Lang::from_tag`]: `en`, `zh`, any case, with subtags such as
/// `zh-CN`). The refusal is the core's in every language, one a line: the
/// caller's is the one it failed to name.
fn lang_named(tag: &str) -> PyResult<Lang> {
    Lang::from_tag(tag).ok_or_else(|| {
        let refusal = PuzzleError::usage(gridsolve_core::tr!(
            "args-lang-wrong",
            given = format!("lang=\"{}\"", gridsolve_core::text::capped(tag))
        ));
        let message = Lang::ALL.map(|lang| refusal.text.render(lang)).join("\n");
        CoreError::new_err((message, refusal.kind.name().to_string()))
    })
}

/// Most bytes of pattern databases the process keeps between calls, as the
/// npm package's WebAssembly does: the 15-puzzle's 7-8 (288 MB) and the
/// 24-puzzle's 6-6-6-6 (255 MB) together, with room for the default
/// partitions of several boards. Past it, the tables used longest ago are
/// dropped (never those of the call that just ran); their files stay.
pub const MAX_KEPT_BYTES: u64 = 1 << 30;

/// One table kept: read and checked, the file it came from as it was then
/// (its size and time of change), and the call that last used it.
struct KeptTable {
    table: Arc<PatternDatabase>,
    file: (u64, SystemTime),
    used: u64,
}

/// The pattern databases this process keeps, by the path of their file.
#[derive(Default)]
struct Kept {
    tables: Mutex<BTreeMap<String, KeptTable>>,
    calls: AtomicU64,
}

/// The process's tables, for its life.
static KEPT: LazyLock<Kept> = LazyLock::new(Kept::default);

/// A file's size and time of change, which a kept table must still match:
/// a file replaced or removed since (by the command, by hand) is read again.
fn file_now(path: &str) -> Option<(u64, SystemTime)> {
    let meta = std::fs::metadata(path).ok()?;
    Some((meta.len(), meta.modified().ok()?))
}

impl Kept {
    fn lock(&self) -> std::sync::MutexGuard<'_, BTreeMap<String, KeptTable>> {
        // Every change is one insert or remove: a map left by a panic is whole.
        self.tables.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Drops the tables used longest ago, not by `call`, until at most
    /// `budget` bytes are held.
    fn trim(&self, call: u64, budget: u64) {
        let mut tables = self.lock();
        let mut held: u64 = tables.values().map(|k| k.table.table_bytes() as u64).sum();
        let mut oldest: Vec<(u64, String)> = tables
            .iter()
            .filter(|(_, k)| k.used != call)
            .map(|(path, k)| (k.used, path.clone()))
            .collect();
        oldest.sort();
        for (_, path) in oldest {
            if held <= budget {
                break;
            }
            if let Some(dropped) = tables.remove(&path) {
                held -= dropped.table.table_bytes() as u64;
            }
        }
    }
}

/// A cache directory as one call sees it: its files, and the tables of
/// [`KEPT`] read from them.
struct CallStore {
    dir: DirStore,
    call: u64,
}

impl TableStore for CallStore {
    fn load(&self, name: &str, max_bytes: u64) -> Result<Option<Vec<u8>>, String> {
        self.dir.load(name, max_bytes)
    }

    fn save(&self, name: &str, bytes: &[u8]) -> Result<(), String> {
        self.dir.save(name, bytes)
    }

    fn locate(&self, name: &str) -> String {
        self.dir.locate(name)
    }

    fn place(&self) -> String {
        self.dir.place()
    }

    fn kept(&self, name: &str) -> Option<Arc<PatternDatabase>> {
        let path = self.dir.locate(name);
        let mut tables = KEPT.lock();
        let kept = tables.get_mut(&path)?;
        if file_now(&path) != Some(kept.file) {
            tables.remove(&path);
            return None;
        }
        kept.used = self.call;
        Some(Arc::clone(&kept.table))
    }

    fn keep(&self, name: &str, table: &Arc<PatternDatabase>) {
        let path = self.dir.locate(name);
        // A table whose file is not there (not saved) is not kept: nothing
        // would tell when it changes.
        if let Some(file) = file_now(&path) {
            let table = Arc::clone(table);
            KEPT.lock().insert(
                path,
                KeptTable {
                    table,
                    file,
                    used: self.call,
                },
            );
        }
    }
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
/// `progress(work, total)` is called from the calling thread every
/// [`POLL`] with the work done so far, `tables(event)` with each
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
    loop {
        match wait(POLL) {
            Ok(Ok(result)) => {
                tell_tables()?;
                return Ok(result);
            }
            Ok(Err(message)) => return Err(PanicException::new_err(message)),
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                return Err(PanicException::new_err("the search's thread ended without an answer"));
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {}
        }
        let mut stop = py.check_signals().and_then(|()| tell_tables());
        if let (Ok(()), Some(callback)) = (&stop, progress) {
            // Every POLL, as documented, whether or not the work moved: it
            // stands still while tables load or build (seconds to minutes),
            // and the callback is also the caller's way to stop.
            stop = callback.call1((shared.work.load(Ordering::Relaxed), total)).map(drop);
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
    let call = KEPT.calls.fetch_add(1, Ordering::Relaxed) + 1;
    let store = cache_dir
        .map(DirStore::new)
        .or_else(DirStore::default_location)
        .map(|dir| CallStore { dir, call });
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
        let answer = request::solve_request_in(request.as_bytes(), limits, Caller::Python, &host);
        KEPT.trim(call, MAX_KEPT_BYTES);
        answer
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
