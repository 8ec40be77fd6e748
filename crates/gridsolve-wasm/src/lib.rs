//! The core for the static page and the npm package: gridsolve-core's JSON
//! API ([`gridsolve_core::visual::api`]) compiled to WebAssembly.
//!
//! Each route takes the JSON body of `gridsolve serve`'s route (`POST
//! /api/trace`, `/api/compare`, `/api/plan`) and, because both call the same
//! core function, returns the same body, errors included (`{"error":
//! "..."}`), for every search within the server's budget (a tenth of
//! [`SEARCH_WORK`]): past it the server refuses (422) where this module
//! answers, and `plan`, which is given the budget, differs. The npm
//! package's other routes are `gridsolve_core::puzzle::request`'s, as the
//! Python module calls them: `solve` answers as `gridsolve solve --format
//! json` (or `text`, `grid`), `answer` as the judge commands, `check` as
//! `gridsolve check`, `generate` as `gridsolve gen`; their refusals,
//! `{"error": "...", "kind": "..."}`, name the request's fields as
//! JavaScript writes them (`algorithm: "idastar"`), never a flag, in the
//! request's `lang` (this module's own too: message ids of the core's
//! locale files).
//!
//! The exports are plain `extern "C"` functions, not wasm-bindgen's:
//! string-in, string-out routes need only a byte buffer each way, and a
//! short hand-written loader (`js/gridsolve_wasm.js`) replaces the
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
//! The page's searches run within [`SEARCH_WORK`] states (well under a
//! second and about 200 MB at worst; `gridsolve serve` allows a tenth of
//! it). `gs_solve` searches within the request's own `limit` (else
//! [`SEARCH_WORK`]); `gs_answer`, `gs_check` and `gs_generate` read no
//! `limit` and run within [`SEARCH_WORK`].
//!
//! Two kinds of `unsafe`, both what Rust requires at a module's edge. The
//! exports are `#[unsafe(no_mangle)]`: an unmangled name could clash with
//! another symbol of the same name at link time; every export's name starts
//! with `gs_` and the module links no other code that defines one (its
//! dependencies are Rust crates, whose symbols are mangled). The block
//! that declares the host's imports is `unsafe extern` (the compiler
//! cannot see the other side). Each import is
//! declared `safe` and says why beside it: it takes numbers, or a pointer
//! and length into this module's memory that the loader only reads before
//! the call returns, and touches nothing of ours. The buffers need none:
//! the caller writes into a `Vec` the module owns.
//!
//! `gs_solve` solves sliding boards over 9 cells on pattern databases kept
//! in this module's memory for the life of the instance ([`KEPT`], at most
//! [`MAX_KEPT_BYTES`]), so a node process builds each table once. The
//! module cannot touch files, so the npm package keeps them on disk itself:
//!
//! 1. `gs_tables` takes the solve's request and answers which tables it may
//!    read, partition by partition in the order the core tries them, each
//!    with its name, its largest size and whether this module holds it;
//! 2. for a table it has on disk, the caller makes `gs_table_buffer(len)`,
//!    writes the file's bytes there and calls `gs_table_keep` with the
//!    table's name as input;
//! 3. `gs_place` (input: the cache directory, or nothing) names where the
//!    tables are kept, for the events' words; then `gs_solve`, whose
//!    `report` bit 2 asks for the tables' events, each passed to the import
//!    `gridsolve.tables(ptr, len)` as JSON
//!    (`gridsolve_core::puzzle::request::table_event_json`);
//! 4. `gs_tables_built` lists the tables that solve built; `gs_table_get`
//!    (input: a name) puts one's bytes at `gs_table_ptr()` for
//!    `gs_table_len()` bytes, for the caller to write to disk;
//!    `gs_table_event` words a `not_saved` event when that write fails.
//!
//! `stats` is timed by the import `gridsolve.now()` (milliseconds, the
//! host's clock: the core has none).

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::sync::{Arc, LazyLock, Mutex};
use std::time::Duration;

use gridsolve_core::judge::Problem;
use gridsolve_core::limits::SearchLimits;
use gridsolve_core::locale::{Lang, Text, verbatim};
use gridsolve_core::puzzle::PuzzleError;
use gridsolve_core::puzzle::request::{self, Caller, Host};
use gridsolve_core::solvers::slide::pattern::PatternDatabase;
use gridsolve_core::solvers::slide::tables::{MemoryStore, TableEvent, TableOptions, TableStore};
use gridsolve_core::tr;
use gridsolve_core::visual::{SEARCH_WORK, api};
use serde_json::{Map, Value, json};

thread_local! {
    /// The request the caller wrote (`gs_input`).
    static INPUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    /// The last answer (`gs_output_ptr`, `gs_output_len`).
    static OUTPUT: RefCell<String> = const { RefCell::new(String::new()) };
    /// A table's bytes the caller is writing in (`gs_table_buffer`).
    static TABLE_IN: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    /// A table's bytes for the caller to read (`gs_table_get`).
    static TABLE_OUT: RefCell<Option<Arc<Vec<u8>>>> = const { RefCell::new(None) };
    /// Where the caller keeps tables (`gs_place`): its cache directory.
    static PLACE: RefCell<Option<String>> = const { RefCell::new(None) };
    /// The tables the last `gs_solve` built.
    static BUILT: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// Most bytes of tables [`KEPT`] holds after a call: the 15-puzzle's 7-8
/// (288 MB) and the 24-puzzle's 6-6-6-6 (255 MB) together, with room for
/// the default partitions of several boards. Past it, the tables used
/// longest ago are forgotten (never those of the call that just ran); the
/// caller's cache directory still has them.
pub const MAX_KEPT_BYTES: u64 = 1 << 30;

/// The pattern databases this instance holds, and when each was last used.
/// A table is held once: as bytes until a solve has read and checked it
/// (handed in by node, or built), then as the checked table only, which
/// later solves take as it is. (Taking the bytes again copied and checked
/// the 7-8's 288 MB on every solve: ~200 ms of a one-move solve.)
#[derive(Default)]
struct Kept {
    memory: MemoryStore,
    /// The tables read and checked (or built), by name.
    checked: Mutex<BTreeMap<String, Arc<PatternDatabase>>>,
    /// The call (a count) that last used each table.
    used: Mutex<BTreeMap<String, u64>>,
    calls: Mutex<u64>,
}

/// The module's tables, for the life of the instance.
static KEPT: LazyLock<Kept> = LazyLock::new(Kept::default);

impl Kept {
    fn checked(&self) -> std::sync::MutexGuard<'_, BTreeMap<String, Arc<PatternDatabase>>> {
        // Every change is one insert or remove: a map left by a panic is whole.
        self.checked.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Whether this instance holds `name`, in either form.
    fn holds(&self, name: &str) -> bool {
        self.memory.get(name).is_some() || self.checked().contains_key(name)
    }

    /// The bytes of `name` (made again from the checked table, which holds
    /// the same entries, when the bytes were let go).
    fn bytes(&self, name: &str) -> Option<Arc<Vec<u8>>> {
        self.memory
            .get(name)
            .or_else(|| self.checked().get(name).map(|db| Arc::new(db.to_bytes())))
    }

    /// Keeps `bytes` under `name`, replacing either form held before.
    fn save(&self, name: &str, bytes: &[u8]) -> Result<(), String> {
        self.checked().remove(name);
        self.memory.save(name, bytes)
    }

    fn touch(&self, name: &str) {
        let call = *self.calls.lock().unwrap_or_else(|p| p.into_inner());
        self.used
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(name.to_string(), call);
    }

    /// Starts a call: tables used from now on are this call's.
    fn next_call(&self) -> u64 {
        let mut calls = self.calls.lock().unwrap_or_else(|p| p.into_inner());
        *calls += 1;
        *calls
    }

    /// Forgets the tables used longest ago, not by `call`, until at most
    /// `budget` bytes are held.
    fn trim(&self, call: u64, budget: u64) {
        let mut used = self.used.lock().unwrap_or_else(|p| p.into_inner());
        let size = |name: &str| {
            let bytes = self.memory.get(name).map_or(0, |b| b.len() as u64);
            bytes + self.checked().get(name).map_or(0, |db| db.table_bytes() as u64)
        };
        let mut names = self.memory.names();
        names.extend(self.checked().keys().cloned());
        names.sort();
        names.dedup();
        let mut held: u64 = names.iter().map(|n| size(n)).sum();
        let mut oldest: Vec<(u64, String)> = used
            .iter()
            .filter(|&(_, &last)| last != call)
            .map(|(name, &last)| (last, name.clone()))
            .collect();
        oldest.sort();
        for (_, name) in oldest {
            if held <= budget {
                break;
            }
            held -= size(&name);
            self.memory.remove(&name);
            self.checked().remove(&name);
            used.remove(&name);
        }
    }
}

/// [`KEPT`] as one call sees it: named after the caller's directory in the
/// events' words, and noting what the call built.
struct CallStore<'a> {
    kept: &'a Kept,
    place: Option<String>,
}

impl TableStore for CallStore<'_> {
    fn load(&self, name: &str, max_bytes: u64) -> Result<Option<Vec<u8>>, String> {
        let found = self.kept.memory.load(name, max_bytes)?;
        if found.is_some() {
            self.kept.touch(name);
        }
        Ok(found)
    }

    fn save(&self, name: &str, bytes: &[u8]) -> Result<(), String> {
        self.kept.save(name, bytes)?;
        self.kept.touch(name);
        BUILT.with_borrow_mut(|built| built.push(name.to_string()));
        Ok(())
    }

    fn kept(&self, name: &str) -> Option<Arc<PatternDatabase>> {
        let table = self.kept.checked().get(name).cloned()?;
        self.kept.touch(name);
        Some(table)
    }

    fn keep(&self, name: &str, table: &Arc<PatternDatabase>) {
        // The bytes are let go: the checked table holds the same entries.
        self.kept.memory.remove(name);
        self.kept.checked().insert(name.to_string(), Arc::clone(table));
        self.kept.touch(name);
    }

    fn locate(&self, name: &str) -> String {
        match &self.place {
            Some(dir) if dir.ends_with(['/', '\\']) => format!("{dir}{name}"),
            Some(dir) => format!("{dir}/{name}"),
            None => name.to_string(),
        }
    }

    fn place(&self) -> String {
        self.place.clone().unwrap_or_else(|| "memory".to_string())
    }
}

#[cfg(target_arch = "wasm32")]
#[link(wasm_import_module = "gridsolve")]
unsafe extern "C" {
    /// The page's progress hook, `(work, budget)`: a JavaScript function of
    /// two numbers that returns nothing and cannot touch this module's
    /// memory, so calling it is safe (the loader catches what it throws).
    safe fn progress(work: f64, budget: f64);
    /// A table event, `len` bytes of JSON at `at` in this module's memory,
    /// which the loader reads before the call returns; the memory is this
    /// module's and is only read.
    safe fn tables(at: *const u8, len: usize);
    /// The host's clock, in milliseconds from any fixed origin.
    safe fn now() -> f64;
}

/// Off the web there is no page to tell (the native tests).
#[cfg(not(target_arch = "wasm32"))]
fn progress(_work: f64, _budget: f64) {}

#[cfg(not(target_arch = "wasm32"))]
thread_local! {
    /// The events the native tests hear.
    static HEARD: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// Tells the caller a table event (JSON).
fn tell_tables(text: &str) {
    #[cfg(target_arch = "wasm32")]
    tables(text.as_ptr(), text.len());
    #[cfg(not(target_arch = "wasm32"))]
    HEARD.with_borrow_mut(|heard| heard.push(text.to_string()));
}

/// A clock for the native tests: a millisecond per look.
#[cfg(not(target_arch = "wasm32"))]
fn now() -> f64 {
    thread_local!(static TICKS: std::cell::Cell<f64> = const { std::cell::Cell::new(0.0) });
    TICKS.with(|t| {
        t.set(t.get() + 1.0);
        t.get()
    })
}

/// Makes the input buffer `len` bytes long; the caller writes the request there.
#[unsafe(no_mangle)]
pub extern "C" fn gs_input(len: usize) -> *mut u8 {
    INPUT.with_borrow_mut(|input| {
        input.clear();
        input.resize(len, 0);
        input.as_mut_ptr()
    })
}

/// Where the last answer starts.
#[unsafe(no_mangle)]
pub extern "C" fn gs_output_ptr() -> *const u8 {
    OUTPUT.with_borrow(|output| output.as_ptr())
}

/// How many bytes the last answer has.
#[unsafe(no_mangle)]
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

/// A refusal of this module's own (a request's shape), in `lang`, as the
/// npm package reads every refusal: `{"error": "...", "kind": "usage"}`.
fn usage(text: Text, lang: Lang) -> String {
    json!({ "error": text.render(lang), "kind": "usage" }).to_string()
}

/// A request's object and its `lang` (`en` when absent), or the refusal:
/// the language first, so that every later refusal is in it (one of the
/// object itself, or of `lang`, is in English).
fn object_of(request: &[u8]) -> Result<(Map<String, Value>, Lang), String> {
    let Ok(Value::Object(object)) = serde_json::from_slice(request) else {
        return Err(usage(tr!("wasm-not-object"), Lang::En));
    };
    let lang = match object.get("lang") {
        None | Some(Value::Null) => Lang::En,
        // The page's rule for a request's language (`zh-CN`, `ZH`, `en-US`).
        Some(Value::String(tag)) => Lang::from_tag(tag).ok_or_else(|| {
            usage(
                tr!(
                    "wasm-lang-wrong",
                    found = format!("{:?}", gridsolve_core::text::capped(tag))
                ),
                Lang::En,
            )
        })?,
        Some(other) => {
            return Err(usage(
                tr!(
                    "wasm-lang-wrong",
                    found = gridsolve_core::text::capped(&other.to_string())
                ),
                Lang::En,
            ));
        }
    };
    Ok((object, lang))
}

/// A text field (`None` when absent or null), or the refusal naming it.
fn text<'a>(object: &'a Map<String, Value>, field: &str, lang: Lang) -> Result<Option<&'a str>, String> {
    match object.get(field) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s)),
        Some(other) => Err(usage(
            tr!(
                "wasm-not-text",
                field = field,
                found = gridsolve_core::text::capped(&other.to_string())
            ),
            lang,
        )),
    }
}

/// A whole-number field, or the refusal naming it.
fn whole(object: &Map<String, Value>, field: &str, default: u64, lang: Lang) -> Result<u64, String> {
    match object.get(field) {
        None | Some(Value::Null) => Ok(default),
        Some(v) => v.as_u64().ok_or_else(|| {
            usage(
                tr!(
                    "wasm-not-whole",
                    field = field,
                    found = gridsolve_core::text::capped(&v.to_string())
                ),
                lang,
            )
        }),
    }
}

/// The value of a route or its refusal, as the body either way.
fn body_of(result: Result<String, String>) -> String {
    result.unwrap_or_else(|refused| refused)
}

/// `POST /api/trace`: the recorded search a JSON request asks for.
#[unsafe(no_mangle)]
pub extern "C" fn gs_trace(report: u32) {
    answer(report, |request, limits| api::trace(request, limits).body);
}

/// `POST /api/compare`: every algorithm on the request's board.
#[unsafe(no_mangle)]
pub extern "C" fn gs_compare(report: u32) {
    answer(report, |request, limits| api::compare(request, limits).body);
}

/// `POST /api/plan`: which traced algorithm can run on the request's board
/// within this module's budget (the server's reply differs only in its
/// budget, which it states).
#[unsafe(no_mangle)]
pub extern "C" fn gs_plan(_report: u32) {
    answer(0, |request, _| api::plan(request, SEARCH_WORK).body);
}

/// Any puzzle the command line solves, from one JSON object (its fields:
/// `gridsolve_core::puzzle::request::FIELDS`; `threads` one thread
/// ignores): the answer as `gridsolve solve --format json` (or `text`,
/// `grid`) writes it, or `{"error": "...", "kind": "..."}`. Searches stop at `limit` states, [`SEARCH_WORK`] unless
/// it says; progress counts towards it (`report` bit 1), the tables' events
/// go to the import `tables` (bit 2). Pattern databases come from and go to
/// [`KEPT`].
#[unsafe(no_mangle)]
pub extern "C" fn gs_solve(report: u32) {
    let (budget, lang) = INPUT.with_borrow(|input| {
        let value = serde_json::from_slice::<Value>(input).ok();
        let field = |name: &str| value.as_ref().and_then(|v| v.get(name));
        (
            field("limit").and_then(Value::as_u64).unwrap_or(SEARCH_WORK),
            field("lang")
                .and_then(Value::as_str)
                .and_then(Lang::from_tag)
                .unwrap_or_default(),
        )
    });
    let kept: &Kept = &KEPT;
    let call = kept.next_call();
    BUILT.with_borrow_mut(Vec::clear);
    let store = CallStore {
        kept,
        place: PLACE.with_borrow(Clone::clone),
    };
    let hear = |event: TableEvent| tell_tables(&request::table_event_json(&event, lang).to_string());
    let clock = || Duration::from_secs_f64(now().max(0.0) / 1000.0);
    let host = Host {
        tables: TableOptions {
            store: Some(&store),
            events: (report & 2 != 0).then_some(&hear as &(dyn Fn(TableEvent) + Sync)),
            ..TableOptions::default()
        },
        clock: Some(&clock),
        cores: 1,
    };
    answer_within(report & 1, budget, |request, limits| {
        request::solve_request_in(request, limits, Caller::JavaScript, &host).unwrap_or_else(refusal)
    });
    kept.trim(call, MAX_KEPT_BYTES);
}

/// The tables a solve of the request (the same JSON as [`gs_solve`]'s) may
/// read: `{"partitions": [{"partition": "7-8", "tables": [{"name": ...,
/// "max_bytes": ..., "held": ...}]}]}`, in the order the core tries them
/// (with `patterns` `auto`, a partition after the first answers only when
/// the first's tables are not all there); `held` says this module has it.
/// A request the solve would refuse gets the same refusal.
#[unsafe(no_mangle)]
pub extern "C" fn gs_tables(_report: u32) {
    let kept: &Kept = &KEPT;
    let body = INPUT.with_borrow(|input| match request::tables_for_request(input, Caller::JavaScript) {
        Ok(partitions) => {
            let partitions: Vec<Value> = partitions
                .iter()
                .map(|p| {
                    let tables: Vec<Value> = p
                        .tables
                        .iter()
                        .map(|t| json!({ "name": t.name, "max_bytes": t.max_bytes, "held": kept.holds(&t.name) }))
                        .collect();
                    json!({ "partition": p.partition, "tables": tables })
                })
                .collect();
            json!({ "partitions": partitions }).to_string()
        }
        Err(e) => refusal(e),
    });
    OUTPUT.set(body);
}

/// Makes the table buffer `len` bytes long; the caller writes a table's
/// bytes there, then names it with [`gs_table_keep`].
#[unsafe(no_mangle)]
pub extern "C" fn gs_table_buffer(len: usize) -> *mut u8 {
    TABLE_IN.with_borrow_mut(|table| {
        *table = vec![0; len];
        table.as_mut_ptr()
    })
}

/// Keeps the table buffer under the name in the input (one
/// [`gs_tables`] listed): the output is empty, or a refusal of a name that
/// is not a table's. The core checks the bytes when it reads them.
#[unsafe(no_mangle)]
pub extern "C" fn gs_table_keep(_report: u32) {
    let name = INPUT.with_borrow(|input| String::from_utf8_lossy(input).into_owned());
    let plain = name.starts_with("pdb-")
        && name.ends_with(".bin")
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.');
    let body = if plain {
        let bytes = TABLE_IN.take();
        let kept: &Kept = &KEPT;
        match kept.save(&name, &bytes) {
            Ok(()) => {
                kept.touch(&name);
                String::new()
            }
            Err(why) => json!({ "error": why, "kind": "cannot" }).to_string(),
        }
    } else {
        // The input is a bare name, with no `lang`: the npm package passes
        // only names `gs_tables` listed, so this is a caller's own mistake.
        usage(
            tr!(
                "wasm-not-table-name",
                name = format!("{:?}", gridsolve_core::text::capped(&name))
            ),
            Lang::En,
        )
    };
    OUTPUT.set(body);
}

/// Names where the caller keeps tables (the input: its cache directory, or
/// nothing), for the words of the next solves' events.
#[unsafe(no_mangle)]
pub extern "C" fn gs_place(_report: u32) {
    let place = INPUT.with_borrow(|input| String::from_utf8_lossy(input).into_owned());
    PLACE.set((!place.is_empty()).then_some(place));
    OUTPUT.set(String::new());
}

/// The tables the last [`gs_solve`] built, as a JSON array of names.
#[unsafe(no_mangle)]
pub extern "C" fn gs_tables_built(_report: u32) {
    OUTPUT.set(BUILT.with_borrow(|built| json!(built).to_string()));
}

/// Puts the bytes of the table named in the input at [`gs_table_ptr`] (an
/// empty table when this module holds none of that name).
#[unsafe(no_mangle)]
pub extern "C" fn gs_table_get(_report: u32) {
    let name = INPUT.with_borrow(|input| String::from_utf8_lossy(input).into_owned());
    let kept: &Kept = &KEPT;
    TABLE_OUT.set(kept.bytes(&name));
    OUTPUT.set(String::new());
}

/// Where the bytes of [`gs_table_get`]'s table start.
#[unsafe(no_mangle)]
pub extern "C" fn gs_table_ptr() -> *const u8 {
    TABLE_OUT.with_borrow(|table| table.as_ref().map_or(std::ptr::null(), |t| t.as_ptr()))
}

/// How many bytes [`gs_table_get`]'s table has.
#[unsafe(no_mangle)]
pub extern "C" fn gs_table_len() -> usize {
    TABLE_OUT.with_borrow(|table| table.as_ref().map_or(0, |t| t.len()))
}

/// `{"location": ..., "why": ..., "lang": ...}`: the `not_saved` event of a
/// table the caller could not write, worded as the core words it.
#[unsafe(no_mangle)]
pub extern "C" fn gs_table_event(_report: u32) {
    answer(0, |request, _| {
        body_of((|| {
            let (object, lang) = object_of(request)?;
            let location = text(&object, "location", lang)?.unwrap_or_default().to_string();
            let why = text(&object, "why", lang)?.unwrap_or_default().to_string();
            // `why` is the host's own words for the failed write.
            let why = verbatim(why);
            Ok(request::table_event_json(&TableEvent::NotSaved { location, why }, lang).to_string())
        })())
    });
}

/// The judge's output for a whole input: `{problem, input, algorithm, lang}`
/// answered as `gridsolve PROBLEM` prints it, as a JSON string.
#[unsafe(no_mangle)]
pub extern "C" fn gs_answer(_report: u32) {
    answer(0, |request, limits| {
        body_of((|| {
            let (object, lang) = object_of(request)?;
            let problem = text(&object, "problem", lang)?.unwrap_or_default();
            let input = text(&object, "input", lang)?.unwrap_or_default();
            let algorithm = text(&object, "algorithm", lang)?.unwrap_or("auto");
            request::judge_answers(problem, input, algorithm, limits, Caller::JavaScript, lang)
                .map(|out| Value::String(out).to_string())
                .map_err(refusal)
        })())
    });
}

/// Judges `{problem, input, output, answer, minimum, lang}` as `gridsolve
/// check` does: `{"verdict": ..., "reason": ...}` (the judges' English);
/// without `answer`, gridsolve's own; a refusal in `lang`.
#[unsafe(no_mangle)]
pub extern "C" fn gs_check(_report: u32) {
    answer(0, |request, limits| {
        body_of((|| {
            // A checker's verdicts and reasons are the judges' format, in
            // English; a refusal of the request is in its `lang`.
            let (object, lang) = object_of(request)?;
            let problem = text(&object, "problem", lang)?.unwrap_or_default();
            let input = text(&object, "input", lang)?.unwrap_or_default();
            let output = text(&object, "output", lang)?.unwrap_or_default();
            let minimum = object.get("minimum").and_then(Value::as_bool).unwrap_or(false);
            let jury = match text(&object, "answer", lang)? {
                Some(jury) => jury.to_string(),
                None => {
                    request::judge_answers(problem, input, "auto", limits, Caller::JavaScript, lang).map_err(refusal)?
                }
            };
            let (verdict, reason) =
                request::check(problem, input, output, &jury, minimum, limits, lang).map_err(refusal)?;
            Ok(json!({ "verdict": verdict, "reason": reason }).to_string())
        })())
    });
}

/// `{problem, count, kind, seed, lang}`: the input text `gridsolve gen`
/// writes with the same words (its defaults: 1 case, mixed, seed 0), as a
/// JSON string.
#[unsafe(no_mangle)]
pub extern "C" fn gs_generate(report: u32) {
    let count = INPUT.with_borrow(|input| {
        serde_json::from_slice::<Value>(input)
            .ok()
            .and_then(|v| v.get("count").and_then(Value::as_u64))
            .unwrap_or(1)
    });
    answer_within(report, count, |request, limits| {
        body_of((|| {
            let (object, lang) = object_of(request)?;
            let problem = text(&object, "problem", lang)?.unwrap_or_default();
            let kind = text(&object, "kind", lang)?.unwrap_or("mixed");
            let count = whole(&object, "count", 1, lang)?;
            let seed = whole(&object, "seed", 0, lang)?;
            request::generate(problem, kind, count, seed, limits, Caller::JavaScript, lang)
                .map(|out| Value::String(out).to_string())
                .map_err(refusal)
        })())
    });
}

/// The judge problems' names, as a JSON array.
#[unsafe(no_mangle)]
pub extern "C" fn gs_problems(_report: u32) {
    let names: Vec<&str> = Problem::ALL.iter().map(|p| p.name()).collect();
    OUTPUT.set(json!(names).to_string());
}

/// The version of gridsolve this module was built from.
#[unsafe(no_mangle)]
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
        assert_eq!(
            call(gs_solve, solve),
            request::solve_json(solve.as_bytes(), limits).unwrap()
        );
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

    /// This module's own refusals are message ids, in the request's `lang`
    /// (the page's rule: `ZH`, `zh-CN`, `en-US`), English before it is known.
    #[test]
    fn own_refusals_are_in_the_request_s_language() {
        let error = |route, request: &str| -> String {
            let body: Value = serde_json::from_str(&call(route, request)).unwrap();
            assert_eq!(body["kind"], "usage", "{body}");
            body["error"].as_str().unwrap().to_string()
        };
        assert_eq!(
            error(gs_answer, "[1]"),
            "the request must be a JSON object of the call's arguments"
        );
        assert_eq!(
            error(gs_generate, r#"{"problem":"poj1753","count":-1}"#),
            "count: expected a whole number from 0 to 2^64 - 1, found -1"
        );
        assert_eq!(
            error(gs_generate, r#"{"problem":"poj1753","count":-1,"lang":"ZH-cn"}"#),
            "count：应为 0 到 2^64 - 1 之间的整数，实际是 -1"
        );
        assert_eq!(
            error(gs_answer, r#"{"problem":7,"lang":"zh"}"#),
            "problem：应为字符串，实际是 7"
        );
        assert_eq!(
            error(gs_check, r#"{"input":[],"lang":"en-US"}"#),
            "input: expected a string, found []"
        );
        assert_eq!(
            error(gs_answer, r#"{"lang":"fr"}"#),
            "lang: expected a language tag for English or Chinese, such as en, en-US, zh or zh-CN (in any case), found \"fr\""
        );
        assert!(error(gs_answer, r#"{"lang":"zhx"}"#).starts_with("lang: expected a language tag"));
        assert_eq!(
            error(gs_table_keep, "pdb-../x.bin"),
            "\"pdb-../x.bin\" is not a table's name: the names are those tables() lists (pdb-….bin)"
        );
        // The core's refusals of the same call follow the same `lang`.
        assert!(
            error(gs_check, r#"{"problem":"nope","lang":"zh"}"#)
                .chars()
                .any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c))
        );
    }

    /// The tables' protocol, as the npm package walks it: which tables,
    /// solve (built, told), what was built and its bytes, held afterwards.
    #[test]
    fn tables_are_listed_built_told_kept_and_given_back() {
        let request = r#"{"moves":"slide","start":"1 2 3 4\n5 6 7 8\n9 10 0 11\n","stats":true,"threads":4}"#;
        let needed: Value = serde_json::from_str(&call(gs_tables, request)).unwrap();
        let tables = needed["partitions"][0]["tables"].as_array().unwrap().clone();
        assert_eq!(needed["partitions"].as_array().unwrap().len(), 1, "{needed}");
        let names: Vec<&str> = tables.iter().map(|t| t["name"].as_str().unwrap()).collect();
        assert!(names.iter().all(|n| n.starts_with("pdb-3x4-")), "{needed}");

        call(gs_place, "/cache/gridsolve");
        HEARD.with_borrow_mut(Vec::clear);
        let at = gs_input(request.len());
        INPUT.with_borrow_mut(|input| {
            assert_eq!(input.as_mut_ptr(), at);
            input.copy_from_slice(request.as_bytes());
        });
        gs_solve(2);
        let answer: Value = serde_json::from_str(&OUTPUT.with_borrow(Clone::clone)).unwrap();
        assert_eq!(answer["moves"], 1, "{answer}");
        assert_eq!(
            answer["stats"]["elapsed_ms"], 1.0,
            "the host's clock, a tick a look: {answer}"
        );
        let heard: Vec<Value> = HEARD.with_borrow(|h| h.iter().map(|e| serde_json::from_str(e).unwrap()).collect());
        assert_eq!(heard[0]["event"], "building", "{heard:?}");
        assert!(
            heard[0]["message"]
                .as_str()
                .unwrap()
                .ends_with("kept in /cache/gridsolve"),
            "{heard:?}"
        );
        let built: Vec<&str> = heard
            .iter()
            .filter(|e| e["event"] == "built")
            .map(|e| e["location"].as_str().unwrap())
            .collect();
        assert_eq!(built.len(), names.len(), "{heard:?}");
        assert!(
            built.iter().all(|l| l.starts_with("/cache/gridsolve/pdb-3x4-")),
            "{built:?}"
        );

        let listed: Vec<String> = serde_json::from_str(&call(gs_tables_built, "")).unwrap();
        assert_eq!(listed.len(), names.len());
        let mut checked = Vec::new();
        for name in &listed {
            // Held once, as the checked table; its bytes made again for node.
            assert!(KEPT.memory.get(name).is_none(), "{name}: the bytes were let go");
            let table = KEPT.checked().get(name).cloned().unwrap();
            call(gs_table_get, name);
            let given = TABLE_OUT.with_borrow(|t| t.as_ref().unwrap().as_ref().clone());
            assert_eq!(given, table.to_bytes());
            assert_eq!(gs_table_len(), given.len());
            checked.push(table);
        }
        // Held now; a second solve builds nothing and reads them.
        let needed: Value = serde_json::from_str(&call(gs_tables, request)).unwrap();
        assert!(
            needed["partitions"][0]["tables"]
                .as_array()
                .unwrap()
                .iter()
                .all(|t| t["held"] == true)
        );
        let again: Value = serde_json::from_str(&call(gs_solve, request)).unwrap();
        assert_eq!(again["stats"]["patterns_from_store"], true, "{again}");
        assert_eq!(again["stats"]["states_expanded"], answer["stats"]["states_expanded"]);
        assert_eq!(call(gs_tables_built, ""), "[]");
        for (name, table) in listed.iter().zip(&checked) {
            // The second solve took the checked tables as they were (no copy, no check).
            assert!(
                Arc::ptr_eq(&KEPT.checked().get(name).cloned().unwrap(), table),
                "{name}"
            );
        }

        // What a caller hands in under a name that is no table's is refused.
        gs_table_buffer(3);
        assert!(call(gs_table_keep, "../etc/passwd").contains("is not a table's name"));
        gs_table_buffer(3);
        assert_eq!(call(gs_table_keep, "pdb-2x5-0001-b9.bin"), "");
        assert_eq!(KEPT.memory.get("pdb-2x5-0001-b9.bin").unwrap().len(), 3);
        KEPT.memory.remove("pdb-2x5-0001-b9.bin");

        let refused = call(gs_tables, r#"{"moves":"slide","start":"1 2\n3 0\n","wrap":true}"#);
        assert_eq!(
            refused,
            call(gs_solve, r#"{"moves":"slide","start":"1 2\n3 0\n","wrap":true}"#)
        );
        let event: Value = serde_json::from_str(&call(
            gs_table_event,
            r#"{"location":"/c/pdb-4x4-00fe-b0.bin","why":"EACCES","lang":"zh"}"#,
        ))
        .unwrap();
        assert_eq!(event["event"], "not_saved");
        assert!(
            event["message"].as_str().unwrap().contains("/c/pdb-4x4-00fe-b0.bin"),
            "{event}"
        );
    }

    #[test]
    fn the_tables_used_longest_ago_are_forgotten_past_the_budget() {
        let kept = Kept::default();
        let first = kept.next_call();
        kept.memory.save("a", &[0; 40]).unwrap();
        kept.touch("a");
        let second = kept.next_call();
        kept.memory.save("b", &[0; 40]).unwrap();
        kept.touch("b");
        kept.trim(second, 100);
        assert_eq!(kept.memory.names(), ["a", "b"], "under the budget: all kept");
        let third = kept.next_call();
        kept.memory.save("c", &[0; 40]).unwrap();
        kept.touch("c");
        kept.trim(third, 50);
        assert_eq!(kept.memory.names(), ["c"], "the oldest go first");
        // The call's own tables stay, even past the budget.
        kept.trim(third, 0);
        assert_eq!(kept.memory.names(), ["c"]);
        assert!(first < second && second < third);
    }
}
