//! The pattern databases' cache directory: where the command line (and the
//! Python module, which takes [`DirStore`] from this crate) keeps the tables
//! the core builds.
//!
//! The core decides everything about the tables
//! ([`gridsolve_core::solvers::slide::tables`]: which partition, the names,
//! the checks, what to build); this file is only a [`TableStore`] on disk,
//! `$GRIDSOLVE_CACHE_DIR` if set, else the platform's cache directory
//! (`~/.cache/gridsolve/` on Linux), and the command line's words for what
//! happens (a line before a build, one bar while it runs).
//!
//! On disk, nothing is trusted and nothing is written through a link: a
//! file is read only if it is a regular file no larger than any table of its
//! name can be (a 3x4 table's file is at most 1.3 KB, whatever is there),
//! and a table is written to a new temporary file (`create_new` with
//! `O_NOFOLLOW`, a random name, so a planted link or file is never opened)
//! that is then renamed over the entry, so a reader never sees half a file.

use std::collections::hash_map::RandomState;
use std::hash::{BuildHasher, Hasher};
use std::io::Write;
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use gridsolve_core::solvers::slide::tables::{TableEvent, TableStore};
use gridsolve_core::tr;
use indicatif::{ProgressBar, ProgressStyle};

use crate::lang::say;

/// The cache directory: `$GRIDSOLVE_CACHE_DIR`, else `<user cache dir>/gridsolve`.
pub fn cache_dir() -> Option<PathBuf> {
    match std::env::var_os("GRIDSOLVE_CACHE_DIR") {
        Some(dir) if !dir.is_empty() => Some(PathBuf::from(dir)),
        _ => dirs::cache_dir().map(|d| d.join("gridsolve")),
    }
}

/// Tables kept as files in one directory (created when the first is saved).
#[derive(Clone, Debug)]
pub struct DirStore {
    dir: PathBuf,
}

impl DirStore {
    /// The store in `dir`.
    pub fn new(dir: impl Into<PathBuf>) -> DirStore {
        DirStore { dir: dir.into() }
    }

    /// The store in [`cache_dir`], if the platform has one.
    pub fn default_location() -> Option<DirStore> {
        cache_dir().map(DirStore::new)
    }

    /// The file of `name`, if `name` is a plain file name (the core's names
    /// are; anything with a separator or dots of its own is refused).
    fn path_of(&self, name: &str) -> Result<PathBuf, String> {
        let plain = !name.is_empty()
            && !name.starts_with('.')
            && name
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.');
        if !plain {
            return Err(format!("{name:?} is not a table's name"));
        }
        Ok(self.dir.join(name))
    }
}

impl TableStore for DirStore {
    fn load(&self, name: &str, max_bytes: u64) -> Result<Option<Vec<u8>>, String> {
        let path = self.path_of(name)?;
        // Only a regular file no larger than the table can be is read; any
        // other file (a FIFO, /dev/zero, a huge or sparse file) is not.
        match crate::input::read_regular(&path, max_bytes, false) {
            Ok(bytes) => Ok(Some(bytes)),
            Err(_) if path.symlink_metadata().is_err() => Ok(None),
            Err(e) => Err(e.message),
        }
    }

    fn save(&self, name: &str, bytes: &[u8]) -> Result<(), String> {
        let path = self.path_of(name)?;
        std::fs::create_dir_all(&self.dir).map_err(|e| e.to_string())?;
        let (temporary, mut file) = new_temporary(&self.dir, name).map_err(|e| e.to_string())?;
        let written = file.write_all(bytes).and_then(|()| file.sync_all());
        drop(file);
        // rename() replaces the entry itself, never what a link there points to.
        let renamed = written.and_then(|()| std::fs::rename(&temporary, &path));
        renamed.map_err(|e| {
            let _ = std::fs::remove_file(&temporary);
            e.to_string()
        })
    }

    fn locate(&self, name: &str) -> String {
        self.dir.join(name).display().to_string()
    }

    fn place(&self) -> String {
        self.dir.display().to_string()
    }
}

/// A new file beside the entry `name`, under a random name, created with
/// `create_new` and `O_NOFOLLOW`: whatever an attacker planted there (a link
/// to a file of theirs or of the user's, a file) makes the create fail and
/// another name is tried; nothing is ever written through it.
fn new_temporary(dir: &Path, name: &str) -> std::io::Result<(PathBuf, std::fs::File)> {
    let mut last = None;
    for _ in 0..16 {
        // RandomState is seeded from the OS per process and per call.
        let mut hasher = RandomState::new().build_hasher();
        hasher.write_u32(std::process::id());
        hasher.write_u128(
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap_or_default()
                .as_nanos(),
        );
        let path = dir.join(format!(".{name}.{:016x}.tmp", hasher.finish()));
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .custom_flags(libc::O_NOFOLLOW)
            .mode(0o644)
            .open(&path)
        {
            Ok(file) => return Ok((path, file)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => last = Some(e),
            Err(e) => return Err(e),
        }
    }
    Err(last.unwrap_or_else(|| std::io::Error::other("no temporary name was free")))
}

/// What the command line says as the tables are found or built: a line
/// before a build (the first run of a partition waits for it), one bar for
/// every table being built, and a line for each table built, rebuilt or not
/// saved. On stderr, in the run's language.
pub struct TableReporter {
    bar: Mutex<Option<ProgressBar>>,
}

impl Default for TableReporter {
    fn default() -> Self {
        TableReporter { bar: Mutex::new(None) }
    }
}

impl TableReporter {
    /// Says `event`.
    pub fn hear(&self, event: TableEvent) {
        let mut bar = self.bar.lock().unwrap_or_else(|p| p.into_inner());
        match &event {
            TableEvent::Progress { done, total } => {
                if let Some(bar) = bar.as_ref() {
                    bar.set_length(*total);
                    bar.set_position(*done);
                }
                return;
            }
            TableEvent::Building { entries, .. } => {
                if let Some(line) = event.message() {
                    eprintln!("gridsolve: {}", say(line));
                }
                let shown = ProgressBar::new(*entries);
                let template = format!(
                    "{}: {{bar:40}} {{percent:>3}}% ({{elapsed}}, eta {{eta}})",
                    say(tr!("pdb-progress"))
                );
                shown.set_style(
                    ProgressStyle::with_template(&template).unwrap_or_else(|_| ProgressStyle::default_bar()),
                );
                *bar = Some(shown);
                return;
            }
            _ => {}
        }
        if let Some(line) = event.message() {
            match bar.as_ref() {
                Some(shown) => shown.suspend(|| eprintln!("gridsolve: {}", say(line))),
                None => eprintln!("gridsolve: {}", say(line)),
            }
        }
    }

    /// Clears the bar, when the tables are all there.
    pub fn finish(&self) {
        if let Some(bar) = self.bar.lock().unwrap_or_else(|p| p.into_inner()).take() {
            bar.finish_and_clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gridsolve_core::solvers::slide::tables::{Partition, TableOptions, load_or_build, max_table_bytes};

    fn temp_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("gridsolve-pdb-cache-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    /// The tables of a `rows` x `cols` board (blank's goal last) through
    /// `store`, and every event but progress.
    fn load(store: &DirStore, rows: usize, cols: usize) -> (usize, Vec<TableEvent>) {
        let heard = Mutex::new(Vec::new());
        let hear = |e: TableEvent| {
            if !matches!(e, TableEvent::Progress { .. }) {
                heard.lock().unwrap().push(e)
            }
        };
        let options = TableOptions {
            store: Some(store),
            partition: Partition::Auto,
            build_threads: 2,
            events: Some(&hear),
            cancel: None,
        };
        let tables = load_or_build(rows, cols, rows * cols - 1, &options).unwrap();
        (tables.set.databases().len(), heard.into_inner().unwrap())
    }

    fn built_file(events: &[TableEvent]) -> PathBuf {
        events
            .iter()
            .find_map(|e| match e {
                TableEvent::Built { location } | TableEvent::Rebuilt { location, .. } => Some(PathBuf::from(location)),
                _ => None,
            })
            .unwrap_or_else(|| panic!("nothing built: {events:?}"))
    }

    #[test]
    fn built_then_loaded_from_the_directory() {
        let dir = temp_dir("cycle");
        let store = DirStore::new(&dir);
        let (_, events) = load(&store, 3, 3);
        assert!(
            matches!(
                events.as_slice(),
                [TableEvent::Building { .. }, TableEvent::Built { .. }]
            ),
            "{events:?}"
        );
        let path = built_file(&events);
        assert!(path.starts_with(&dir));
        let (_, events) = load(&store, 3, 3);
        assert!(matches!(events.as_slice(), [TableEvent::Loaded { .. }]), "{events:?}");
        // No temporary file is left behind.
        let names: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names.len(), 1, "{names:?}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_cache_file_that_is_not_a_small_regular_file_is_rebuilt_without_being_read() {
        let dir = temp_dir("hostile");
        let store = DirStore::new(&dir);
        // 2x3: one table of the five tiles, 720 placements.
        let (_, events) = load(&store, 2, 3);
        let path = built_file(&events);
        let cap = max_table_bytes(2, 3, 5);
        type Make<'a> = &'a dyn Fn(&Path);
        let hostile: [(&str, Make); 4] = [
            ("a character device", &|p| {
                std::os::unix::fs::symlink("/dev/zero", p).unwrap()
            }),
            // A FIFO with no writer: opening it to read would wait forever.
            ("a FIFO", &|p| {
                assert!(std::process::Command::new("mkfifo").arg(p).status().unwrap().success());
            }),
            // A sparse file of 3 GB: refused by its size, not read.
            ("bytes; gridsolve reads at most", &|p| {
                std::fs::File::create(p).unwrap().set_len(3 << 30).unwrap();
            }),
            // Garbage one byte larger than any table of this name: refused
            // by the size the name implies (the cap is not the largest table
            // of any size, 512 MiB, which a 1-move solve once read whole).
            ("bytes; gridsolve reads at most", &|p| {
                std::fs::write(p, vec![7u8; 1500]).unwrap();
            }),
        ];
        for (why, make) in hostile {
            let tables = std::fs::read_dir(&dir).unwrap().count();
            let _ = std::fs::remove_file(&path);
            make(&path);
            let began = std::time::Instant::now();
            let (_, events) = load(&store, 2, 3);
            assert!(began.elapsed() < std::time::Duration::from_secs(20), "{why}");
            assert!(
                events
                    .iter()
                    .any(|e| matches!(e, TableEvent::Rebuilt { why: reason, .. } if reason.to_string().contains(why))),
                "{why}: {events:?}"
            );
            // The rebuilt file replaced the hostile one.
            assert!(std::fs::symlink_metadata(&path).unwrap().file_type().is_file(), "{why}");
            assert_eq!(std::fs::read_dir(&dir).unwrap().count(), tables, "{why}");
        }
        assert!(cap < 1500, "the garbage above must be past the cap {cap}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_link_planted_where_a_temporary_file_goes_is_never_written_through() {
        let dir = temp_dir("links");
        std::fs::create_dir_all(&dir).unwrap();
        let victim = dir.with_extension("victim");
        std::fs::write(&victim, b"the user's file").unwrap();
        let store = DirStore::new(&dir);
        let name = "pdb-3x3-00ff-b8.bin";
        // Links at the names an older gridsolve used (NAME.tmpPID) and at
        // the entry itself: the save neither follows nor keeps them.
        std::os::unix::fs::symlink(&victim, dir.join(format!("{name}.tmp{}", std::process::id()))).unwrap();
        std::os::unix::fs::symlink(&victim, dir.join(name)).unwrap();
        store.save(name, b"table bytes").unwrap();
        assert_eq!(std::fs::read(&victim).unwrap(), b"the user's file");
        let entry = std::fs::symlink_metadata(dir.join(name)).unwrap();
        assert!(
            entry.file_type().is_file(),
            "the entry is a file of its own, not a link"
        );
        assert_eq!(std::fs::read(dir.join(name)).unwrap(), b"table bytes");
        // A file planted at the temporary's random name cannot be had:
        // create_new refuses it, and another name is taken.
        let (path, _file) = new_temporary(&dir, name).unwrap();
        std::fs::remove_file(&path).unwrap();
        std::os::unix::fs::symlink(&victim, &path).unwrap();
        let err = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .custom_flags(libc::O_NOFOLLOW)
            .open(&path)
            .unwrap_err();
        assert_eq!(err.kind(), std::io::ErrorKind::AlreadyExists);
        assert_eq!(std::fs::read(&victim).unwrap(), b"the user's file");
        std::fs::remove_dir_all(&dir).unwrap();
        std::fs::remove_file(&victim).unwrap();
    }

    #[test]
    fn names_that_are_not_plain_file_names_are_refused() {
        let store = DirStore::new(temp_dir("names"));
        for bad in ["", "../x.bin", "a/b.bin", ".hidden", "pdb x.bin"] {
            assert!(store.load(bad, 10).is_err(), "{bad:?}");
            assert!(store.save(bad, b"x").is_err(), "{bad:?}");
        }
    }

    #[test]
    fn an_unwritable_cache_still_answers() {
        let dir = temp_dir("blocked");
        // A file where the directory should be.
        std::fs::write(&dir, b"not a directory").unwrap();
        let (tables, events) = load(&DirStore::new(&dir), 2, 3);
        assert_eq!(tables, 1);
        assert!(
            matches!(&events[..], [TableEvent::Building { .. }, TableEvent::NotSaved { .. }]),
            "{events:?}"
        );
        std::fs::remove_file(&dir).unwrap();
    }
}
