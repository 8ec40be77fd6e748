//! The pattern databases of the sliding-puzzle solver, kept on disk.
//!
//! The core builds a database as bytes (`PatternDatabase::to_bytes`, with a
//! header and a checksum); this file keeps one file per pattern in the
//! user's cache directory (`$GRIDSOLVE_CACHE_DIR` if set, else the
//! platform's, e.g. `~/.cache/gridsolve/`), named by board size and the
//! pattern's goal cells. A file that is missing, unreadable, or fails
//! `from_bytes` (wrong header, truncated, checksum) is rebuilt and replaced;
//! a bad file is never trusted. Patterns are built in parallel, and a cache
//! that cannot be written only costs the next run a rebuild.
//!
//! Which partition answers ([`Patterns`]): the default (6-6-3 on the
//! 15-puzzle, seconds to build), or Korf and Felner's 7-8 (about 25 times
//! fewer nodes, minutes to build once). `auto` takes 7-8 when its files are
//! in the cache and good, and otherwise the default without building 7-8:
//! no request waits minutes unless it asked for 7-8.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use gridsolve_core::limits::SearchLimits;
use gridsolve_core::solvers::slide::additive::{partition_6_6_6_6, partition_7_8};
use gridsolve_core::solvers::slide::pattern::file_name;
use gridsolve_core::solvers::slide::{
    self, default_partition, PatternDatabase, PatternSet, SlideHeuristics, SlideOutcome,
};
use gridsolve_core::tr;
use rayon::prelude::*;

use crate::lang::say;

/// What happened to one pattern's file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CacheEvent {
    /// Read and checked.
    Loaded(PathBuf),
    /// Built, because the file was missing.
    Built(PathBuf),
    /// Built, because the file was bad (the reason).
    Rebuilt(PathBuf, String),
    /// Built, but it could not be saved (the reason); the next run builds it again.
    NotSaved(PathBuf, String),
}

/// Which pattern databases a sliding board is solved with.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum Patterns {
    /// The large partition when its files are in the cache, else the default.
    #[default]
    Auto,
    /// The default partition (6-6-3 on the 15-puzzle, 5-5-5-5-4 on the 24-puzzle).
    #[value(name = "default", alias = "6-6-3")]
    Default,
    /// Korf and Felner's 7-8 (15-puzzle, blank's goal in a corner), built once if missing.
    #[value(name = "7-8")]
    SevenEight,
    /// 6-6-6-6 (24-puzzle, blank's goal in a corner), built once if missing.
    #[value(name = "6-6-6-6")]
    SixSixSixSix,
}

/// The large partition of a board, if it has one: 7-8 on 4x4, 6-6-6-6 on
/// 5x5 (the blank's goal in a corner).
pub fn large_partition(rows: usize, cols: usize, blank_goal: usize) -> Option<Vec<Vec<u8>>> {
    partition_7_8(rows, cols, blank_goal).or_else(|| partition_6_6_6_6(rows, cols, blank_goal))
}

/// The partition's name: its patterns' sizes, largest first (`7-8` is
/// written as Korf and Felner name it).
pub fn partition_name(set: &PatternSet) -> String {
    let mut sizes: Vec<usize> = set.databases().iter().map(|db| db.cells().len()).collect();
    sizes.sort_unstable_by(|a, b| b.cmp(a));
    if sizes == [8, 7] {
        return "7-8".to_string();
    }
    sizes.iter().map(usize::to_string).collect::<Vec<_>>().join("-")
}

/// The cache directory: `$GRIDSOLVE_CACHE_DIR`, else `<user cache dir>/gridsolve`.
pub fn cache_dir() -> Option<PathBuf> {
    match std::env::var_os("GRIDSOLVE_CACHE_DIR") {
        Some(dir) if !dir.is_empty() => Some(PathBuf::from(dir)),
        _ => dirs::cache_dir().map(|d| d.join("gridsolve")),
    }
}

/// The default pattern databases for a `rows` x `cols` board whose goal has
/// the blank on `blank_goal` (row-major cell index), from the cache or built
/// and saved there; with what happened to each file, for `--stats`.
///
/// Wire-up for `gridsolve solve --moves slide`: call it for boards the
/// generic searches cannot take (the 15-puzzle and larger), then
/// `slide::solve(rows, cols, &start, &goal, &SlideHeuristics::Patterns(set), limits)`.
pub fn load_or_build(
    rows: usize,
    cols: usize,
    blank_goal: usize,
    patterns: Patterns,
) -> anyhow::Result<(PatternSet, Vec<CacheEvent>)> {
    let dir = cache_dir();
    load_or_build_in(dir.as_deref(), rows, cols, blank_goal, patterns)
}

/// Solves a sliding board with the default pattern databases from the cache:
/// what `gridsolve solve --moves slide` calls for boards beyond the generic
/// searches (more than 9 cells). Optimal within `limits`; past them a
/// bounded-suboptimal path with `optimal: false` (see `slide::solve`).
/// `SlideOutcome::into_report(cols, start)` turns the answer into a `Report`.
pub fn solve_slide(
    rows: usize,
    cols: usize,
    start: &[u8],
    goal: &[u8],
    patterns: Patterns,
    limits: SearchLimits,
) -> anyhow::Result<(SlideOutcome, Vec<CacheEvent>, Option<String>)> {
    // Bad boards are refused before any table is built.
    if let Some(why) = slide::unsolvable_reason(rows, cols, start, goal)? {
        return Ok((SlideOutcome::Unsolvable(why.into()), Vec::new(), None));
    }
    let blank_goal = goal.iter().position(|&t| t == 0).unwrap_or(0);
    let (set, events) = load_or_build(rows, cols, blank_goal, patterns)?;
    let name = partition_name(&set);
    let outcome = slide::solve(rows, cols, start, goal, &SlideHeuristics::Patterns(set), limits)?;
    Ok((outcome, events, Some(name)))
}

/// [`load_or_build`] with the cache in `dir` (none: build, save nothing).
pub fn load_or_build_in(
    dir: Option<&Path>,
    rows: usize,
    cols: usize,
    blank_goal: usize,
    patterns: Patterns,
) -> anyhow::Result<(PatternSet, Vec<CacheEvent>)> {
    let asked = |name: &str, partition: Option<Vec<Vec<u8>>>| {
        partition.ok_or_else(|| {
            anyhow::anyhow!(
                "{}",
                say(tr!(
                    "pdb-large-board",
                    partition = name,
                    size = format!("{rows}x{cols}")
                ))
            )
        })
    };
    let partition = match patterns {
        Patterns::SevenEight => asked("7-8", partition_7_8(rows, cols, blank_goal))?,
        Patterns::SixSixSixSix => asked("6-6-6-6", partition_6_6_6_6(rows, cols, blank_goal))?,
        Patterns::Default => default_partition(rows, cols, blank_goal),
        Patterns::Auto => {
            let cached = large_partition(rows, cols, blank_goal)
                .zip(dir)
                .and_then(|(large, dir)| cached_only(dir, rows, cols, blank_goal, &large));
            if let Some(databases) = cached {
                let events = databases
                    .iter()
                    .map(|(_, path)| CacheEvent::Loaded(path.clone()))
                    .collect();
                let databases = databases.into_iter().map(|(db, _)| db).collect();
                return Ok((PatternSet::new(rows, cols, databases)?, events));
            }
            default_partition(rows, cols, blank_goal)
        }
    };
    // Patterns are built side by side, except where one is as large as the
    // 15-puzzle's 8 tiles (780 MB while it is built): one at a time, so a
    // build stays under 1 GB.
    let compact = partition
        .iter()
        .any(|cells| gridsolve_core::solvers::slide::pattern::placements(rows * cols, cells.len()) > 1 << 28);
    let one = |cells: &Vec<u8>| one_pattern(dir, rows, cols, blank_goal, cells);
    let results: Vec<anyhow::Result<(Arc<PatternDatabase>, Option<CacheEvent>)>> = if compact {
        partition.iter().map(one).collect()
    } else {
        partition.par_iter().map(one).collect()
    };
    let mut databases = Vec::new();
    let mut events = Vec::new();
    for result in results {
        let (db, event) = result?;
        databases.push(db);
        events.extend(event);
    }
    Ok((PatternSet::new(rows, cols, databases)?, events))
}

/// Every pattern of `partition` from good files of the cache, or `None`
/// (nothing is built or rebuilt here: a missing or bad file means the caller
/// takes another partition).
fn cached_only(
    dir: &Path,
    rows: usize,
    cols: usize,
    blank_goal: usize,
    partition: &[Vec<u8>],
) -> Option<Vec<(Arc<PatternDatabase>, PathBuf)>> {
    partition
        .iter()
        .map(|cells| {
            let path = dir.join(file_name(rows, cols, cells, Some(blank_goal)));
            let db = read_cached(&path, rows, cols, blank_goal, cells).ok()?;
            Some((Arc::new(db), path))
        })
        .collect()
}

/// Largest file read: the largest table (four bits per entry of the
/// compact tables, or a byte per entry of the others) and its header.
fn max_file_bytes() -> u64 {
    use gridsolve_core::solvers::slide::{compact, pattern};
    pattern::MAX_ENTRIES.max(compact::MAX_ENTRIES.div_ceil(2)) + HEADER_SLACK
}

/// One pattern's file, if it is a good table of that pattern; else why not
/// (`None`: there is no file).
fn read_cached(
    path: &Path,
    rows: usize,
    cols: usize,
    blank_goal: usize,
    cells: &[u8],
) -> Result<PatternDatabase, Option<String>> {
    // Only a regular file no larger than the largest database is read; any
    // other file (a FIFO, /dev/zero, a huge or sparse file) is rebuilt, not trusted.
    match crate::input::read_regular(path, max_file_bytes(), false) {
        Ok(bytes) => match PatternDatabase::from_vec(bytes) {
            Ok(db) if db.size() == (rows, cols) && db.cells() == cells && db.blank_goal() == Some(blank_goal) => Ok(db),
            Ok(_) => Err(Some("it holds another pattern".to_string())),
            Err(e) => Err(Some(e.to_string())),
        },
        Err(_) if path.symlink_metadata().is_err() => Err(None),
        Err(e) => Err(Some(format!("it could not be read: {}", e.message))),
    }
}

/// Bytes a database file holds beyond its entries (magic, version, size,
/// cells, count and checksum; under a hundred), with room to spare.
const HEADER_SLACK: u64 = 4096;

fn one_pattern(
    dir: Option<&Path>,
    rows: usize,
    cols: usize,
    blank_goal: usize,
    cells: &[u8],
) -> anyhow::Result<(Arc<PatternDatabase>, Option<CacheEvent>)> {
    let build = || PatternDatabase::build(rows, cols, cells, Some(blank_goal), SearchLimits::states(u64::MAX));
    let Some(dir) = dir else {
        return Ok((Arc::new(build()?), None));
    };
    let path = dir.join(file_name(rows, cols, cells, Some(blank_goal)));
    let why_rebuilt = match read_cached(&path, rows, cols, blank_goal, cells) {
        Ok(db) => return Ok((Arc::new(db), Some(CacheEvent::Loaded(path)))),
        Err(why) => why,
    };
    if gridsolve_core::solvers::slide::pattern::placements(rows * cols, cells.len())
        > gridsolve_core::solvers::slide::pattern::COMPACT_ABOVE
    {
        // Minutes of work: say so before, not only after.
        let file = path.display().to_string();
        eprintln!("gridsolve: {}", say(tr!("pdb-building", file = file)));
    }
    let db = build()?;
    let event = match save(dir, &path, &db.to_bytes()) {
        Err(e) => CacheEvent::NotSaved(path, e.to_string()),
        Ok(()) => match why_rebuilt {
            Some(why) => CacheEvent::Rebuilt(path, why),
            None => CacheEvent::Built(path),
        },
    };
    Ok((Arc::new(db), Some(event)))
}

/// Writes to a temporary file beside `path`, then renames it over `path`,
/// so a reader never sees half a file.
fn save(dir: &Path, path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let temporary = path.with_extension(format!("tmp{}", std::process::id()));
    std::fs::write(&temporary, bytes)?;
    std::fs::rename(&temporary, path).inspect_err(|_| {
        let _ = std::fs::remove_file(&temporary);
    })
}

/// The pattern databases as the core asks for them: from the cache
/// directory, or built there on first use (said on stderr, since the first
/// run waits for it); with `stats`, which partition answered is said too.
pub struct CachedTables {
    pub patterns: Patterns,
    pub stats: bool,
}

impl gridsolve_core::puzzle::SlideTables for CachedTables {
    fn solve(
        &self,
        rows: usize,
        cols: usize,
        start: &[u8],
        goal: &[u8],
        limits: SearchLimits,
    ) -> Result<gridsolve_core::Report, String> {
        let (outcome, events, partition) =
            solve_slide(rows, cols, start, goal, self.patterns, limits).map_err(|e| format!("{e:#}"))?;
        for event in &events {
            match event {
                CacheEvent::Loaded(_) => {}
                CacheEvent::Built(path) => {
                    let file = path.display().to_string();
                    eprintln!("gridsolve: {}", say(tr!("pdb-built", file = file)))
                }
                CacheEvent::Rebuilt(path, why) => {
                    let file = path.display().to_string();
                    eprintln!("gridsolve: {}", say(tr!("pdb-rebuilt", file = file, why = why)))
                }
                CacheEvent::NotSaved(path, why) => {
                    let file = path.display().to_string();
                    eprintln!("gridsolve: {}", say(tr!("pdb-not-saved", file = file, why = why)))
                }
            }
        }
        if let (true, Some(partition)) = (self.stats, partition) {
            let loaded = events.iter().all(|e| matches!(e, CacheEvent::Loaded(_)));
            let said = if loaded {
                tr!("pdb-answered-cached", partition = partition)
            } else {
                tr!("pdb-answered-built", partition = partition)
            };
            eprintln!("gridsolve: {}", say(said));
        }
        Ok(outcome.into_report(cols, start))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("gridsolve-pdb-cache-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn built_then_loaded_then_a_corrupt_file_is_rebuilt() {
        let dir = temp_dir("cycle");
        let (first, events) = load_or_build_in(Some(&dir), 3, 3, 8, Patterns::Auto).unwrap();
        assert!(matches!(events.as_slice(), [CacheEvent::Built(_)]), "{events:?}");
        let (second, events) = load_or_build_in(Some(&dir), 3, 3, 8, Patterns::Auto).unwrap();
        let [CacheEvent::Loaded(path)] = events.as_slice() else {
            panic!("{events:?}")
        };
        assert_eq!(first.databases()[0], second.databases()[0]);

        // One flipped byte in the entries: caught by the checksum, rebuilt, replaced.
        let mut bytes = std::fs::read(path).unwrap();
        let last = bytes.len() - 1;
        bytes[last] ^= 1;
        std::fs::write(path, &bytes).unwrap();
        let (third, events) = load_or_build_in(Some(&dir), 3, 3, 8, Patterns::Auto).unwrap();
        assert!(
            matches!(&events[..], [CacheEvent::Rebuilt(_, why)] if why.contains("checksum")),
            "{events:?}"
        );
        assert_eq!(third.databases()[0], first.databases()[0]);
        // A truncated file too; then the file is good again.
        std::fs::write(path, &bytes[..10]).unwrap();
        let (_, events) = load_or_build_in(Some(&dir), 3, 3, 8, Patterns::Auto).unwrap();
        assert!(matches!(&events[..], [CacheEvent::Rebuilt(..)]), "{events:?}");
        let (_, events) = load_or_build_in(Some(&dir), 3, 3, 8, Patterns::Auto).unwrap();
        assert!(matches!(&events[..], [CacheEvent::Loaded(_)]), "{events:?}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn solve_slide_answers_through_the_cache_and_refuses_bad_boards() {
        let dir = temp_dir("solve");
        std::env::set_var("GRIDSOLVE_CACHE_DIR", &dir);
        let goal: Vec<u8> = (1..8).chain([0]).collect();
        let start = [1, 2, 3, 4, 5, 6, 0, 7];
        let (outcome, events, _) = solve_slide(2, 4, &start, &goal, Patterns::Auto, SearchLimits::default()).unwrap();
        assert_eq!(outcome.solution().unwrap().path, "r");
        assert!(events.iter().all(|e| matches!(e, CacheEvent::Built(_))), "{events:?}");
        let (_, events, _) = solve_slide(2, 4, &start, &goal, Patterns::Auto, SearchLimits::default()).unwrap();
        assert!(events.iter().all(|e| matches!(e, CacheEvent::Loaded(_))), "{events:?}");
        let mut swapped = goal.clone();
        swapped.swap(0, 1);
        let (outcome, events, _) = solve_slide(2, 4, &swapped, &goal, Patterns::Auto, SearchLimits::default()).unwrap();
        assert!(matches!(outcome, SlideOutcome::Unsolvable(_)) && events.is_empty());
        let duplicate = [1, 1, 3, 4, 5, 6, 0, 7];
        let err = solve_slide(2, 4, &duplicate, &goal, Patterns::Auto, SearchLimits::default()).unwrap_err();
        assert!(err.to_string().contains("tile 1 appears twice"), "{err}");
        std::env::remove_var("GRIDSOLVE_CACHE_DIR");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_cache_file_that_is_not_a_small_regular_file_is_rebuilt_without_being_read() {
        let dir = temp_dir("hostile");
        let (first, events) = load_or_build_in(Some(&dir), 3, 3, 8, Patterns::Auto).unwrap();
        let [CacheEvent::Built(path)] = events.as_slice() else {
            panic!("{events:?}")
        };
        type Make<'a> = &'a dyn Fn(&Path);
        let hostile: [(&str, Make); 3] = [
            ("a character device", &|p| {
                std::os::unix::fs::symlink("/dev/zero", p).unwrap()
            }),
            // A FIFO with no writer: opening it to read would wait forever.
            ("a FIFO", &|p| {
                assert!(std::process::Command::new("mkfifo").arg(p).status().unwrap().success());
            }),
            ("bytes; gridsolve reads at most", &|p| {
                // A sparse file of 3 GB: refused by its size, not read.
                let file = std::fs::File::create(p).unwrap();
                file.set_len(3 << 30).unwrap();
            }),
        ];
        for (why, make) in hostile {
            std::fs::remove_file(path).unwrap();
            make(path);
            let began = std::time::Instant::now();
            let (again, events) = load_or_build_in(Some(&dir), 3, 3, 8, Patterns::Auto).unwrap();
            assert!(began.elapsed() < std::time::Duration::from_secs(20), "{why}");
            assert!(
                matches!(&events[..], [CacheEvent::Rebuilt(_, reason)] if reason.contains(why)),
                "{why}: {events:?}"
            );
            assert_eq!(again.databases()[0], first.databases()[0]);
            // The rebuilt file replaced the hostile one.
            assert!(std::fs::symlink_metadata(path).unwrap().file_type().is_file(), "{why}");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn an_unwritable_cache_still_answers() {
        let dir = temp_dir("blocked");
        // A file where the directory should be.
        std::fs::write(&dir, b"not a directory").unwrap();
        let (set, events) = load_or_build_in(Some(&dir), 2, 3, 5, Patterns::Auto).unwrap();
        assert_eq!(set.databases().len(), 1);
        assert!(matches!(&events[..], [CacheEvent::NotSaved(..)]), "{events:?}");
        std::fs::remove_file(&dir).unwrap();
        assert_eq!(file_name(4, 4, &[1, 2, 3], Some(0)), "pdb-4x4-000e-b0.bin");
    }
}
