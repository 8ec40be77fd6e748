//! Which pattern databases a sliding board is solved with, and where they
//! are kept between runs.
//!
//! Building the 15-puzzle's tables takes seconds (6-6-3) to minutes (7-8),
//! so every front door keeps them: the command line and the Python module in
//! a cache directory, node in the folder its caller names, the page in
//! memory. The core decides everything else (which partition, the file
//! names, the checks, building the missing ones, in what order); a front door
//! only supplies a [`TableStore`], a place that keeps bytes under a name (as
//! the `object_store` crate's hosts do), and hears what happened through
//! [`TableEvent`]s, so every front door gives the same answer with the same
//! node counts.
//!
//! ```
//! use gridsolve_core::solvers::slide::tables::{load_or_build, MemoryStore, Partition, TableOptions};
//!
//! let store = MemoryStore::default();
//! let options = TableOptions { store: Some(&store), ..TableOptions::default() };
//! let first = load_or_build(3, 3, 8, &options).unwrap();
//! assert!(!first.from_store);
//! let again = load_or_build(3, 3, 8, &options).unwrap();
//! assert!(again.from_store && again.partition == "8");
//! assert_eq!(Partition::from_name("7-8"), Some(Partition::SevenEight));
//! ```

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use super::additive::{PatternSet, default_partition, partition_6_6_6_6, partition_7_8};
use super::compact;
use super::pattern::{self, PatternDatabase, file_name, placements};
use crate::limits::SearchLimits;
use crate::locale::{Text, verbatim};
use crate::solution::{Algorithm, SolveError};
use crate::tr;

/// A place that keeps bytes under a name between runs: a directory, memory,
/// whatever the front door has. Names are plain file names
/// (`pdb-4x4-000e-b0.bin`: letters, digits, `-` and `.`).
pub trait TableStore: Sync {
    /// The bytes kept under `name`, or `None` if there are none. An entry
    /// larger than `max_bytes` is an error and is not read (no table of
    /// that name can be larger).
    fn load(&self, name: &str, max_bytes: u64) -> Result<Option<Vec<u8>>, String>;
    /// Keeps `bytes` under `name`, replacing what was there; a reader never
    /// sees half an entry.
    fn save(&self, name: &str, bytes: &[u8]) -> Result<(), String>;
    /// Where `name` is kept, for messages (a path, or the name itself).
    fn locate(&self, name: &str) -> String {
        name.to_string()
    }
    /// Where the store keeps its tables, for messages (a directory).
    fn place(&self) -> String {
        "memory".to_string()
    }
    /// The table under `name` already read and checked, if the store holds
    /// it so (a process keeping tables between calls: reading and checking
    /// the 15-puzzle's 7-8 again takes about a second); by default none.
    fn kept(&self, name: &str) -> Option<Arc<PatternDatabase>> {
        let _ = name;
        None
    }
    /// Offered every table read and checked, or built, under `name`, for
    /// [`kept`](Self::kept) to give back; by default not held.
    fn keep(&self, name: &str, table: &Arc<PatternDatabase>) {
        let _ = (name, table);
    }
}

/// A [`TableStore`] in memory: the page's, a binding's when its caller names
/// no directory, and the tests'. [`names`](Self::names) lists what it holds,
/// so a host without files in the core (node) can write the tables out.
#[derive(Default)]
pub struct MemoryStore {
    entries: Mutex<BTreeMap<String, Arc<Vec<u8>>>>,
}

impl MemoryStore {
    /// Every name it holds, in order.
    pub fn names(&self) -> Vec<String> {
        self.lock().keys().cloned().collect()
    }

    /// The bytes under `name`, shared.
    pub fn get(&self, name: &str) -> Option<Arc<Vec<u8>>> {
        self.lock().get(name).cloned()
    }

    /// Forgets `name`.
    pub fn remove(&self, name: &str) {
        self.lock().remove(name);
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, BTreeMap<String, Arc<Vec<u8>>>> {
        // A panic elsewhere while holding the lock leaves a map that is
        // still whole (every change is one insert or remove).
        self.entries.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

impl TableStore for MemoryStore {
    fn load(&self, name: &str, max_bytes: u64) -> Result<Option<Vec<u8>>, String> {
        match self.get(name) {
            Some(bytes) if bytes.len() as u64 > max_bytes => Err(format!(
                "{} bytes; a table of that name has at most {max_bytes}",
                bytes.len()
            )),
            Some(bytes) => Ok(Some(bytes.as_ref().clone())),
            None => Ok(None),
        }
    }

    fn save(&self, name: &str, bytes: &[u8]) -> Result<(), String> {
        self.lock().insert(name.to_string(), Arc::new(bytes.to_vec()));
        Ok(())
    }
}

/// Which partition of the tiles into patterns answers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Partition {
    /// The large partition (7-8 on 4x4, 6-6-6-6 on 5x5) when every one of
    /// its tables is in the store and good, else the default; never builds
    /// the large one, so no request waits minutes unless it asked.
    #[default]
    Auto,
    /// The default partition ([`default_partition`]: 6-6-3 on 4x4,
    /// 5-5-5-5-4 on 5x5), seconds to build.
    Default,
    /// Korf and Felner's 7-8 (4x4, the blank's goal in a corner), built once
    /// if missing: minutes and up to 1 GB; then about 25 times fewer nodes.
    SevenEight,
    /// 6-6-6-6 (5x5, the blank's goal in a corner), built once if missing.
    SixSixSixSix,
}

impl Partition {
    /// Every partition, in the order help lists them.
    pub const ALL: [Partition; 4] = [
        Partition::Auto,
        Partition::Default,
        Partition::SevenEight,
        Partition::SixSixSixSix,
    ];

    /// The name front doors take (`--patterns`, `patterns=`).
    pub fn name(self) -> &'static str {
        match self {
            Partition::Auto => "auto",
            Partition::Default => "default",
            Partition::SevenEight => "7-8",
            Partition::SixSixSixSix => "6-6-6-6",
        }
    }

    /// The partition of a name ([`name`](Self::name), or `6-6-3` for the default).
    pub fn from_name(name: &str) -> Option<Partition> {
        match name {
            "6-6-3" => Some(Partition::Default),
            _ => Partition::ALL.into_iter().find(|p| p.name() == name),
        }
    }

    /// The message id of its one-line description (help of every front door).
    pub fn help_id(self) -> &'static str {
        match self {
            Partition::Auto => "patterns-auto",
            Partition::Default => "patterns-default",
            Partition::SevenEight => "patterns-7-8",
            Partition::SixSixSixSix => "patterns-6-6-6-6",
        }
    }
}

/// What happened to the tables, as it happens: for a front door to say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableEvent {
    /// Tables are about to be built (before any work: the first run of a
    /// partition waits for them). `entries` counts every placement to
    /// build, `tables` how many; `where_kept` is the store's
    /// [`place`](TableStore::place), or `None` when nothing will keep them.
    Building {
        /// The partition, such as `6-6-3`.
        partition: String,
        /// How many tables will be built.
        tables: usize,
        /// Placements to build, over every table.
        entries: u64,
        /// Where they will be kept, or `None`.
        where_kept: Option<String>,
    },
    /// Placements built so far of every table being built (`done` of `total`).
    Progress {
        /// Placements built so far.
        done: u64,
        /// Placements to build in all.
        total: u64,
    },
    /// A table read from the store and checked: told when its bytes are read,
    /// not when the store gives back a table it kept in memory.
    Loaded {
        /// Where the table was read from.
        location: String,
    },
    /// A table built because the store had none.
    Built {
        /// Where the table is kept.
        location: String,
    },
    /// A table built because the store's was bad (why).
    Rebuilt {
        /// Where the table is kept.
        location: String,
        /// What was wrong with the store's (the store's own words, or the
        /// core's: a table that fails its checks).
        why: Text,
    },
    /// A table built but not kept (why); the next run builds it again.
    NotSaved {
        /// Where it would have been kept.
        location: String,
        /// Why it was not (the store's own words).
        why: Text,
    },
}

/// A count as Chinese readers say it, in 万 (ten thousands) from 10,000 up:
/// 11,531,520 is "1153 万", where "11.5 百万" reads as a translation.
fn in_wan(count: u64) -> String {
    if count < 10_000 {
        count.to_string()
    } else {
        format!("{} 万", (count + 5_000) / 10_000)
    }
}

impl TableEvent {
    /// What a front door prints for it, if anything (progress is a bar,
    /// not a line; a table read is not news).
    pub fn message(&self) -> Option<Text> {
        match self {
            TableEvent::Building {
                partition,
                tables,
                entries,
                where_kept,
            } => Some(match where_kept {
                Some(place) => tr!(
                    "pdb-building",
                    partition = partition.clone(),
                    tables = *tables as u64,
                    millions = format!("{:.1}", *entries as f64 / 1e6),
                    wan = in_wan(*entries),
                    place = place.clone()
                ),
                None => tr!(
                    "pdb-building-unkept",
                    partition = partition.clone(),
                    tables = *tables as u64,
                    millions = format!("{:.1}", *entries as f64 / 1e6),
                    wan = in_wan(*entries)
                ),
            }),
            TableEvent::Progress { .. } | TableEvent::Loaded { .. } => None,
            TableEvent::Built { location } => Some(tr!("pdb-built", file = location.clone())),
            TableEvent::Rebuilt { location, why } => {
                Some(tr!("pdb-rebuilt", file = location.clone(), why = why.clone()))
            }
            TableEvent::NotSaved { location, why } => {
                Some(tr!("pdb-not-saved", file = location.clone(), why = why.clone()))
            }
        }
    }
}

/// How to get the tables: where they are kept, which partition, how many
/// threads may build them, who hears what happens, and the flag that stops
/// a build.
#[derive(Clone, Copy, Default)]
pub struct TableOptions<'a> {
    /// Where tables are kept; `None`: built for this call and dropped.
    pub store: Option<&'a dyn TableStore>,
    /// Which partition.
    pub partition: Partition,
    /// Threads that may build tables side by side (0 or 1: one at a time).
    /// The largest tables (7-8's eight tiles) are built one at a time
    /// whatever this says, so a build stays under 1 GB.
    pub build_threads: usize,
    /// Told each [`TableEvent`] as it happens (from any building thread).
    pub events: Option<&'a (dyn Fn(TableEvent) + Sync)>,
    /// Raised by the caller to stop a build.
    pub cancel: Option<&'a AtomicBool>,
}

/// The tables a board is solved with, and where they came from.
#[derive(Clone, Debug)]
pub struct Tables {
    /// The databases, ready for IDA*.
    pub set: PatternSet,
    /// The partition's name: its patterns' sizes, largest first (`7-8` as
    /// Korf and Felner write it).
    pub partition: String,
    /// Whether every table came from the store (none was built).
    pub from_store: bool,
}

/// Bytes of a table file beyond its entries: magic, version, size, the
/// cells, blank, encoding, largest value, count and checksum (30 + cells).
fn header_bytes(cells: usize) -> u64 {
    30 + cells as u64
}

/// The most bytes a good table of `cells.len()` tiles on a `rows` x `cols`
/// board can have: its header and its entries in the larger encoding the
/// reader accepts for that size. What a store may hand back under that
/// table's name; anything larger is refused unread.
///
/// ```
/// use gridsolve_core::solvers::slide::tables::max_table_bytes;
/// // 3x4, eleven tiles of which a pattern of 3: 12*11*10 placements, a byte each.
/// assert_eq!(max_table_bytes(3, 4, 3), 30 + 3 + 1320);
/// ```
pub fn max_table_bytes(rows: usize, cols: usize, tiles: usize) -> u64 {
    let n = rows * cols;
    if tiles == 0 || tiles >= n {
        return header_bytes(tiles);
    }
    let entries = placements(n, tiles);
    let bytes = if entries <= pattern::MAX_ENTRIES { entries } else { 0 };
    let nibbles = if compact::fits(n, tiles) {
        entries.div_ceil(2)
    } else {
        0
    };
    header_bytes(tiles) + bytes.max(nibbles)
}

/// The partition's name: its patterns' sizes, largest first (`7-8` is
/// written as Korf and Felner name it).
pub(crate) fn partition_name(partition: &[Vec<u8>]) -> String {
    let mut sizes: Vec<usize> = partition.iter().map(Vec::len).collect();
    sizes.sort_unstable_by(|a, b| b.cmp(a));
    if sizes == [8, 7] {
        return "7-8".to_string();
    }
    sizes.iter().map(usize::to_string).collect::<Vec<_>>().join("-")
}

/// The large partition of a board, if it has one: 7-8 on 4x4, 6-6-6-6 on
/// 5x5 (the blank's goal in a corner).
pub(crate) fn large_partition(rows: usize, cols: usize, blank_goal: usize) -> Option<Vec<Vec<u8>>> {
    partition_7_8(rows, cols, blank_goal).or_else(|| partition_6_6_6_6(rows, cols, blank_goal))
}

/// The tables of the partition `options` asks for, for a `rows` x `cols`
/// board whose goal has the blank on `blank_goal` (row-major cell): read
/// from the store and checked, or built (and kept) when missing or bad. A
/// bad entry is never trusted and is replaced.
pub fn load_or_build(
    rows: usize,
    cols: usize,
    blank_goal: usize,
    options: &TableOptions,
) -> Result<Tables, SolveError> {
    let tell = |event: TableEvent| {
        if let Some(hear) = options.events {
            hear(event);
        }
    };
    let asked = |name: &str, partition: Option<Vec<Vec<u8>>>| {
        partition.ok_or_else(|| SolveError::NotApplicable {
            algorithm: Algorithm::Idastar,
            why: tr!("pdb-large-board", partition = name, size = format!("{rows}x{cols}")),
        })
    };
    let partition = match options.partition {
        Partition::SevenEight => asked("7-8", partition_7_8(rows, cols, blank_goal))?,
        Partition::SixSixSixSix => asked("6-6-6-6", partition_6_6_6_6(rows, cols, blank_goal))?,
        Partition::Default => default_partition(rows, cols, blank_goal),
        Partition::Auto => {
            let large = large_partition(rows, cols, blank_goal).zip(options.store);
            let stored = large.and_then(|(large, store)| {
                let tables: Option<Vec<_>> = large
                    .iter()
                    .map(|cells| read_stored(store, rows, cols, blank_goal, cells).ok())
                    .collect();
                tables.map(|tables| (large, tables))
            });
            if let Some((large, tables)) = stored {
                let mut databases = Vec::with_capacity(tables.len());
                for (cells, (db, read)) in large.iter().zip(tables) {
                    if read {
                        let name = file_name(rows, cols, cells, Some(blank_goal));
                        tell(TableEvent::Loaded {
                            location: options.store.map_or(name.clone(), |s| s.locate(&name)),
                        });
                    }
                    databases.push(db);
                }
                let tables = databases;
                return Ok(Tables {
                    set: PatternSet::new(rows, cols, tables)?,
                    partition: partition_name(&large),
                    from_store: true,
                });
            }
            default_partition(rows, cols, blank_goal)
        }
    };
    let name = partition_name(&partition);

    // What the store has, and what is left to build.
    let mut found: Vec<Option<Arc<PatternDatabase>>> = Vec::with_capacity(partition.len());
    let mut why_rebuilt: Vec<Option<Text>> = Vec::with_capacity(partition.len());
    for cells in &partition {
        let stored = options
            .store
            .map(|store| read_stored(store, rows, cols, blank_goal, cells));
        match stored {
            Some(Ok((db, read))) => {
                if read {
                    let file = file_name(rows, cols, cells, Some(blank_goal));
                    tell(TableEvent::Loaded {
                        location: options.store.map_or(file.clone(), |s| s.locate(&file)),
                    });
                }
                found.push(Some(db));
                why_rebuilt.push(None);
            }
            Some(Err(why)) => {
                found.push(None);
                why_rebuilt.push(why);
            }
            None => {
                found.push(None);
                why_rebuilt.push(None);
            }
        }
    }
    let missing: Vec<usize> = (0..partition.len()).filter(|&i| found[i].is_none()).collect();
    if !missing.is_empty() {
        let entries: u64 = missing
            .iter()
            .map(|&i| placements(rows * cols, partition[i].len()))
            .sum();
        tell(TableEvent::Building {
            partition: name.clone(),
            tables: missing.len(),
            entries,
            where_kept: options.store.map(|store| store.place()),
        });
        let built = build_all(rows, cols, blank_goal, &partition, &missing, entries, options)?;
        for (i, db) in missing.iter().copied().zip(built) {
            let file = file_name(rows, cols, &partition[i], Some(blank_goal));
            if let Some(store) = options.store {
                let location = store.locate(&file);
                tell(match store.save(&file, &db.to_bytes()) {
                    Err(why) => TableEvent::NotSaved {
                        location,
                        why: verbatim(why),
                    },
                    Ok(()) => match why_rebuilt[i].take() {
                        Some(why) => TableEvent::Rebuilt { location, why },
                        None => TableEvent::Built { location },
                    },
                });
                store.keep(&file, &db);
            }
            found[i] = Some(db);
        }
    }
    let databases = found.into_iter().flatten().collect();
    Ok(Tables {
        set: PatternSet::new(rows, cols, databases)?,
        partition: name,
        from_store: missing.is_empty(),
    })
}

/// One pattern's table from the store (as it [`kept`](TableStore::kept) it,
/// else its bytes read and checked, then offered to [`keep`](TableStore::keep)),
/// if it is a good table of that pattern, with whether it was read now
/// (`false`: kept in memory, which is not told as `Loaded` again); else why
/// not (`None`: the store has none).
fn read_stored(
    store: &dyn TableStore,
    rows: usize,
    cols: usize,
    blank_goal: usize,
    cells: &[u8],
) -> Result<(Arc<PatternDatabase>, bool), Option<Text>> {
    let name = file_name(rows, cols, cells, Some(blank_goal));
    let fits =
        |db: &PatternDatabase| db.size() == (rows, cols) && db.cells() == cells && db.blank_goal() == Some(blank_goal);
    if let Some(db) = store.kept(&name).filter(|db| fits(db)) {
        return Ok((db, false));
    }
    let bytes = store
        .load(&name, max_table_bytes(rows, cols, cells.len()))
        .map_err(|why| Some(verbatim(why)))?
        .ok_or(None)?;
    match PatternDatabase::from_vec(bytes) {
        Ok(db) if fits(&db) => {
            let db = Arc::new(db);
            store.keep(&name, &db);
            Ok((db, true))
        }
        Ok(_) => Err(Some(tr!("pdb-other-pattern"))),
        Err(e) => Err(Some(e.text())),
    }
}

/// Builds the tables `missing` (indices into `partition`), side by side on
/// up to `options.build_threads` threads, one at a time where one is as
/// large as the 15-puzzle's eight tiles (780 MB while it is built), telling
/// the overall progress.
fn build_all(
    rows: usize,
    cols: usize,
    blank_goal: usize,
    partition: &[Vec<u8>],
    missing: &[usize],
    total: u64,
    options: &TableOptions,
) -> Result<Vec<Arc<PatternDatabase>>, SolveError> {
    let done = AtomicU64::new(0);
    let build_one = |cells: &[u8]| -> Result<Arc<PatternDatabase>, SolveError> {
        // Each build reports the states it has stored; the overall bar adds
        // them up (a placement is a state or a few: the bar is clamped).
        let reported = AtomicU64::new(0);
        let report = |stored: u64| {
            let before = reported.swap(stored, Ordering::Relaxed);
            let sum = done.fetch_add(stored.saturating_sub(before), Ordering::Relaxed) + stored.saturating_sub(before);
            if let Some(hear) = options.events {
                hear(TableEvent::Progress {
                    done: sum.min(total),
                    total,
                });
            }
        };
        let mut limits = SearchLimits::states(u64::MAX).with_progress(&report);
        if let Some(flag) = options.cancel {
            limits = limits.with_cancel(flag);
        }
        let db = PatternDatabase::build(rows, cols, cells, Some(blank_goal), limits)?;
        // The rest of this table, for the overall count.
        let own = placements(rows * cols, cells.len());
        let before = reported.swap(own.max(reported.load(Ordering::Relaxed)), Ordering::Relaxed);
        let sum = done.fetch_add(own.saturating_sub(before), Ordering::Relaxed) + own.saturating_sub(before);
        if let Some(hear) = options.events {
            hear(TableEvent::Progress {
                done: sum.min(total),
                total,
            });
        }
        Ok(Arc::new(db))
    };
    let huge = missing
        .iter()
        .any(|&i| placements(rows * cols, partition[i].len()) > 1 << 28);
    let threads = options.build_threads.clamp(1, missing.len().max(1));
    if huge || threads == 1 || cfg!(target_arch = "wasm32") {
        return missing.iter().map(|&i| build_one(&partition[i])).collect();
    }
    // Side by side: each thread takes the next table not yet taken.
    let next = AtomicU64::new(0);
    type Slot = Mutex<Option<Result<Arc<PatternDatabase>, SolveError>>>;
    let results: Vec<Slot> = missing.iter().map(|_| Mutex::new(None)).collect();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed) as usize;
                    let Some(&i) = missing.get(k) else { break };
                    let result = build_one(&partition[i]);
                    *results[k].lock().unwrap_or_else(|p| p.into_inner()) = Some(result);
                }
            });
        }
    });
    results
        .into_iter()
        .map(|slot| {
            slot.into_inner()
                .unwrap_or_else(|p| p.into_inner())
                .unwrap_or(Err(SolveError::Cancelled {
                    algorithm: Algorithm::Idastar,
                }))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A store that counts what it is asked and can be told to hold bad bytes.
    #[derive(Default)]
    struct Counting {
        memory: MemoryStore,
        loads: AtomicU64,
        saves: AtomicU64,
    }

    impl TableStore for Counting {
        fn load(&self, name: &str, max_bytes: u64) -> Result<Option<Vec<u8>>, String> {
            self.loads.fetch_add(1, Ordering::Relaxed);
            self.memory.load(name, max_bytes)
        }
        fn save(&self, name: &str, bytes: &[u8]) -> Result<(), String> {
            self.saves.fetch_add(1, Ordering::Relaxed);
            self.memory.save(name, bytes)
        }
    }

    fn events_of(store: &dyn TableStore, partition: Partition, rows: usize, cols: usize) -> (Tables, Vec<TableEvent>) {
        let heard = Mutex::new(Vec::new());
        let hear = |e: TableEvent| heard.lock().unwrap().push(e);
        let options = TableOptions {
            store: Some(store),
            partition,
            build_threads: 2,
            events: Some(&hear),
            cancel: None,
        };
        let tables = load_or_build(rows, cols, rows * cols - 1, &options).unwrap();
        let events = heard.into_inner().unwrap();
        (tables, events)
    }

    fn lines(events: &[TableEvent]) -> Vec<&TableEvent> {
        events
            .iter()
            .filter(|e| !matches!(e, TableEvent::Progress { .. }))
            .collect()
    }

    #[test]
    fn chinese_counts_placements_in_wan() {
        assert_eq!(in_wan(4_096), "4096");
        assert_eq!(in_wan(11_531_520), "1153 万");
        assert_eq!(in_wan(3_603_600), "360 万");
    }

    #[test]
    fn built_then_loaded_then_a_corrupt_entry_is_rebuilt() {
        let store = Counting::default();
        let (first, events) = events_of(&store, Partition::Auto, 3, 3);
        assert!(!first.from_store);
        let said = lines(&events);
        assert!(
            matches!(
                said.as_slice(),
                [
                    TableEvent::Building {
                        tables: 1,
                        entries: 362_880,
                        ..
                    },
                    TableEvent::Built { .. }
                ]
            ),
            "{said:?}"
        );
        // Progress is told, and ends at the total.
        let last = events.iter().rev().find_map(|e| match e {
            TableEvent::Progress { done, total } => Some((*done, *total)),
            _ => None,
        });
        assert_eq!(last, Some((362_880, 362_880)));

        let (second, events) = events_of(&store, Partition::Auto, 3, 3);
        assert!(second.from_store);
        assert!(matches!(events.as_slice(), [TableEvent::Loaded { .. }]), "{events:?}");
        assert_eq!(first.set.databases()[0], second.set.databases()[0]);

        // One flipped bit in the entries: caught by the checksum, rebuilt.
        let name = store.memory.names().pop().unwrap();
        let mut bytes = store.memory.get(&name).unwrap().as_ref().clone();
        *bytes.last_mut().unwrap() ^= 1;
        store.memory.save(&name, &bytes).unwrap();
        let (third, events) = events_of(&store, Partition::Auto, 3, 3);
        assert!(
            lines(&events)
                .iter()
                .any(|e| matches!(e, TableEvent::Rebuilt { why, .. } if why.to_string().contains("checksum"))),
            "{events:?}"
        );
        assert_eq!(third.set.databases()[0], first.set.databases()[0]);
        // Another pattern's table under this name is not trusted either.
        let other = PatternDatabase::build(3, 3, &[0, 1], Some(8), SearchLimits::default()).unwrap();
        store.memory.save(&name, &other.to_bytes()).unwrap();
        let (_, events) = events_of(&store, Partition::Auto, 3, 3);
        assert!(
            lines(&events)
                .iter()
                .any(|e| matches!(e, TableEvent::Rebuilt { why, .. } if why.to_string().contains("another pattern"))),
            "{events:?}"
        );
    }

    #[test]
    fn an_entry_larger_than_its_name_allows_is_refused_unread() {
        let store = MemoryStore::default();
        let name = file_name(3, 4, &default_partition(3, 4, 11)[0], Some(11));
        let cap = max_table_bytes(3, 4, default_partition(3, 4, 11)[0].len());
        store.save(&name, &vec![0u8; cap as usize + 1]).unwrap();
        let err = store.load(&name, cap).unwrap_err();
        assert!(err.contains(&format!("at most {cap}")), "{err}");
        // The solve still answers: the table is rebuilt.
        let (tables, events) = events_of(&store, Partition::Default, 3, 4);
        assert!(!tables.from_store);
        assert!(
            events
                .iter()
                .any(|e| matches!(e, TableEvent::Rebuilt { why, .. } if why.to_string().contains("at most"))),
            "{events:?}"
        );
        // Every table the builder writes fits its cap exactly or under it.
        for db in tables.set.databases() {
            let (rows, cols) = db.size();
            assert!(db.to_bytes().len() as u64 <= max_table_bytes(rows, cols, db.cells().len()));
        }
    }

    #[test]
    fn auto_takes_the_large_partition_only_when_all_of_it_is_stored() {
        // 7-8 is too large to build in a unit test; what auto does without
        // it is what matters: it builds the default and never asks for 7-8.
        let store = Counting::default();
        let (tables, _) = events_of(&store, Partition::Auto, 2, 3);
        assert_eq!(tables.partition, "5");
        assert_eq!(
            large_partition(4, 4, 15).map(|p| partition_name(&p)),
            Some("7-8".to_string())
        );
        assert_eq!(
            large_partition(5, 5, 0).map(|p| partition_name(&p)),
            Some("6-6-6-6".to_string())
        );
        // Asked for 7-8 on a board it is not for: refused, with the sizes.
        let options = TableOptions {
            partition: Partition::SevenEight,
            ..TableOptions::default()
        };
        let err = load_or_build(3, 3, 8, &options).unwrap_err();
        assert!(err.to_string().contains("3x3"), "{err}");
    }

    #[test]
    fn a_cancelled_build_stops_and_says_so() {
        let flag = AtomicBool::new(true);
        let options = TableOptions {
            cancel: Some(&flag),
            ..TableOptions::default()
        };
        let err = load_or_build(3, 4, 11, &options).unwrap_err();
        assert!(matches!(err, SolveError::Cancelled { .. }), "{err:?}");
    }

    #[test]
    fn without_a_store_the_tables_are_built_and_kept_nowhere() {
        let heard = Mutex::new(Vec::new());
        let hear = |e: TableEvent| heard.lock().unwrap().push(e);
        let options = TableOptions {
            events: Some(&hear),
            ..TableOptions::default()
        };
        let tables = load_or_build(2, 4, 7, &options).unwrap();
        assert!(!tables.from_store);
        let heard = heard.into_inner().unwrap();
        assert!(
            matches!(
                lines(&heard).as_slice(),
                [TableEvent::Building { where_kept: None, .. }]
            ),
            "{heard:?}"
        );
    }

    #[test]
    fn partitions_are_named_both_ways() {
        for p in Partition::ALL {
            assert_eq!(Partition::from_name(p.name()), Some(p));
        }
        assert_eq!(Partition::from_name("6-6-3"), Some(Partition::Default));
        assert_eq!(Partition::from_name("8-7"), None);
    }
}
