//! A package put on disk whole or not at all, never through a link.
//!
//! Every package is written into a fresh folder beside `--out` (a random
//! name, made by `tempfile`, mode 0700 while it is filled), each file created
//! new (`create_new`, and `O_NOFOLLOW` on Unix), then renamed into place.
//! An existing `--out` is never written into: an empty folder or an earlier
//! package of ours (it holds [`STAMP`]) is replaced whole, anything else
//! only with `--force`. So a second package cannot keep the first one's
//! files (issue 38: POJ 2965's package held 7 of POJ 1753's tests), a link
//! planted in `--out` is moved aside with the old folder instead of being
//! written through, and a run stopped by an error leaves `--out` as it was.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read};
use std::path::{Component, Path, PathBuf};

use gridsolve_core::tr;

use crate::exit::Failure;
use crate::lang::say;

/// The file that marks a folder as a package gridsolve wrote, so that a later
/// `package` may replace it whole without `--force`.
pub const STAMP: &str = "gridsolve-package.txt";
/// The stamp's first line; what follows says which package it is.
const STAMP_HEAD: &str = "gridsolve package\n";
/// The most of a stamp read (it is a few lines).
const STAMP_MOST: u64 = 4096;

/// What is at `--out` before the package is written.
#[derive(Debug, PartialEq, Eq)]
pub enum Existing {
    Absent,
    EmptyFolder,
    /// A folder holding [`STAMP`]: a package of ours.
    Ours,
    /// Anything else: replaced only with `--force`.
    Foreign(Foreign),
}

#[derive(Debug, PartialEq, Eq)]
pub enum Foreign {
    NotEmpty,
    Link,
    NotFolder,
    /// A device, a pipe or a socket (`/dev/null`): never replaced, not
    /// even with `--force` (as root, that would unlink the device).
    Special,
}

/// The folder being filled, inside the fresh one beside `--out`.
pub struct Staging {
    root: PathBuf,
    /// Where the files will be, for messages (the user never sees the
    /// temporary name).
    shown: PathBuf,
}

impl Staging {
    /// Writes `bytes` as the new file `relative` (a path of plain names
    /// separated by `/`), making its folders.
    pub fn file(&self, relative: &str, bytes: &[u8]) -> Result<(), Failure> {
        use std::io::Write;
        let mut file = self.create(relative)?;
        file.write_all(bytes)
            .map_err(|e| Failure::writing(self.shown.join(relative).display(), &e))
    }

    /// Creates the new file `relative` for writing, its folders made first.
    pub fn create(&self, relative: &str) -> Result<File, Failure> {
        let path = self.path_of(relative);
        let fail = |e: &io::Error| Failure::writing(self.shown.join(relative).display(), e);
        if let Some(parent) = path.parent() {
            self.make_folders(parent).map_err(|e| fail(&e))?;
        }
        create_new(&path).map_err(|e| fail(&e))
    }

    /// `relative` under the staging folder. The names are the layouts' own,
    /// never a path from the user; a name that would leave the folder is a
    /// bug, caught here rather than written.
    fn path_of(&self, relative: &str) -> PathBuf {
        let path = Path::new(relative);
        assert!(
            path.components().all(|c| matches!(c, Component::Normal(_))),
            "a package file's name must stay inside the package: {relative:?}"
        );
        self.root.join(path)
    }

    /// Makes the folders of `dir` below the staging root one by one; one
    /// that is there already must be a real folder (the staging folder is
    /// ours alone, so it always is).
    fn make_folders(&self, dir: &Path) -> io::Result<()> {
        let Ok(inside) = dir.strip_prefix(&self.root) else {
            return Ok(());
        };
        let mut path = self.root.clone();
        for part in inside.components() {
            path.push(part);
            match fs::create_dir(&path) {
                Ok(()) => {}
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
                    if !fs::symlink_metadata(&path)?.is_dir() {
                        return Err(e);
                    }
                }
                Err(e) => return Err(e),
            }
        }
        Ok(())
    }
}

/// A new file: never an existing one, never through a link.
fn create_new(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NOFOLLOW).mode(0o644);
    }
    options.open(path)
}

/// Whether a package may be put at `out` (`force`: whatever is there), and
/// what is there now; a refusal says why and what to do. `package` asks
/// before it makes the tests, and [`install`] asks again before writing.
pub fn preflight(out: &Path, force: bool) -> Result<Existing, Failure> {
    let shown = out.display().to_string();
    if out.file_name().is_none() {
        return Err(Failure::usage(say(tr!("package-out-no-name", out = shown))));
    }
    let existing = existing(out).map_err(|e| Failure::reading(&shown, &e))?;
    if let Existing::Foreign(Foreign::Special) = &existing {
        return Err(Failure::with_code(
            crate::exit::IO,
            say(tr!("package-out-special", out = shown.as_str())),
        ));
    }
    if let Existing::Foreign(foreign) = &existing {
        if !force {
            let text = match foreign {
                Foreign::NotEmpty => tr!("package-out-not-ours", out = shown.as_str(), stamp = STAMP),
                Foreign::Link => tr!("package-out-link", out = shown.as_str()),
                Foreign::NotFolder => tr!("package-out-not-folder", out = shown.as_str()),
                Foreign::Special => unreachable!("refused above"),
            };
            return Err(Failure::with_code(crate::exit::IO, say(text)));
        }
    }
    Ok(existing)
}

/// Writes a package into a fresh folder with `fill`, stamps it with
/// `what` (the format and problem, for people), and puts it at `out`,
/// replacing an empty folder or an earlier package whole, anything else
/// only when `force`. On any error nothing at `out` has changed.
pub fn install(
    out: &Path,
    force: bool,
    what: &str,
    fill: impl FnOnce(&Staging) -> Result<(), Failure>,
) -> Result<(), Failure> {
    let shown = out.display().to_string();
    let existing = preflight(out, force)?;
    let name = out.file_name().unwrap_or_default();
    let parent = match out.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    fs::create_dir_all(parent)
        .map_err(|e| Failure::io(&say(tr!("package-creating", path = parent.display().to_string())), &e))?;
    let prefix = format!(".{}.gridsolve-", name.to_string_lossy());
    let staging_dir = tempfile::Builder::new()
        .prefix(&prefix)
        .tempdir_in(parent)
        .map_err(|e| Failure::writing(parent.display(), &e))?;
    let staging = Staging {
        root: staging_dir.path().to_path_buf(),
        shown: out.to_path_buf(),
    };
    fill(&staging)?;
    staging.file(STAMP, format!("{STAMP_HEAD}{what}\n").as_bytes())?;
    #[cfg(unix)]
    {
        // tempfile makes the folder 0700; a package is for others to read.
        use std::os::unix::fs::PermissionsExt;
        fs::set_permissions(&staging.root, fs::Permissions::from_mode(0o755))
            .map_err(|e| Failure::writing(&shown, &e))?;
    }
    place(staging_dir, out, parent, &prefix, &existing).map_err(|e| Failure::writing(&shown, &e))
}

/// Renames the filled folder to `out`. An existing `out` (other than an
/// empty folder, which a rename replaces) is first moved into a fresh
/// folder beside it, and deleted once the new package is in place; were
/// the second rename to fail, the old one is put back.
fn place(staging: tempfile::TempDir, out: &Path, parent: &Path, prefix: &str, existing: &Existing) -> io::Result<()> {
    match existing {
        Existing::Absent | Existing::EmptyFolder => {
            fs::rename(staging.path(), out)?;
        }
        Existing::Ours | Existing::Foreign(_) => {
            let aside = tempfile::Builder::new().prefix(prefix).tempdir_in(parent)?;
            let old = aside.path().join("old");
            fs::rename(out, &old)?;
            if let Err(e) = fs::rename(staging.path(), out) {
                let _ = fs::rename(&old, out);
                return Err(e);
            }
            // Dropping `aside` deletes the old package; `remove_dir_all`
            // deletes links, never what they point to.
            drop(aside);
        }
    }
    // In place: nothing of the staging folder is left to delete.
    let _ = staging.keep();
    Ok(())
}

/// What is at `out`, without following a link there.
fn existing(out: &Path) -> io::Result<Existing> {
    let meta = match fs::symlink_metadata(out) {
        Ok(meta) => meta,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Existing::Absent),
        Err(e) => return Err(e),
    };
    if meta.file_type().is_symlink() {
        return Ok(Existing::Foreign(Foreign::Link));
    }
    if !meta.is_dir() {
        return Ok(Existing::Foreign(if meta.is_file() {
            Foreign::NotFolder
        } else {
            Foreign::Special
        }));
    }
    if fs::read_dir(out)?.next().is_none() {
        return Ok(Existing::EmptyFolder);
    }
    Ok(if stamped(&out.join(STAMP)) {
        Existing::Ours
    } else {
        Existing::Foreign(Foreign::NotEmpty)
    })
}

/// Whether `path` is a stamp of ours: a regular file (not a link) that
/// starts with [`STAMP_HEAD`].
fn stamped(path: &Path) -> bool {
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NOFOLLOW | libc::O_NONBLOCK);
    }
    let Ok(file) = options.open(path) else {
        return false;
    };
    if !file.metadata().is_ok_and(|meta| meta.is_file()) {
        return false;
    }
    let mut head = Vec::new();
    file.take(STAMP_MOST).read_to_end(&mut head).is_ok() && head.starts_with(STAMP_HEAD.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("gridsolve-disk-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn what_is_at_out_is_read_without_following_links() {
        let dir = scratch("existing");
        assert_eq!(existing(&dir.join("none")).unwrap(), Existing::Absent);
        fs::create_dir(dir.join("empty")).unwrap();
        assert_eq!(existing(&dir.join("empty")).unwrap(), Existing::EmptyFolder);
        fs::create_dir(dir.join("ours")).unwrap();
        fs::write(dir.join("ours").join(STAMP), "gridsolve package\nkattis poj1753\n").unwrap();
        assert_eq!(existing(&dir.join("ours")).unwrap(), Existing::Ours);
        fs::create_dir(dir.join("theirs")).unwrap();
        fs::write(dir.join("theirs/notes.txt"), "mine").unwrap();
        assert_eq!(
            existing(&dir.join("theirs")).unwrap(),
            Existing::Foreign(Foreign::NotEmpty)
        );
        // A stamp that is a link to a stamp is not ours.
        fs::create_dir(dir.join("linked")).unwrap();
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink(dir.join("ours").join(STAMP), dir.join("linked").join(STAMP)).unwrap();
            assert_eq!(
                existing(&dir.join("linked")).unwrap(),
                Existing::Foreign(Foreign::NotEmpty)
            );
            std::os::unix::fs::symlink(dir.join("ours"), dir.join("link")).unwrap();
            assert_eq!(existing(&dir.join("link")).unwrap(), Existing::Foreign(Foreign::Link));
        }
        fs::write(dir.join("file"), "x").unwrap();
        assert_eq!(
            existing(&dir.join("file")).unwrap(),
            Existing::Foreign(Foreign::NotFolder)
        );
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn an_error_while_filling_leaves_out_and_its_folder_as_they_were() {
        let dir = scratch("half");
        let out = dir.join("pkg");
        let failed = install(&out, false, "test", |staging| {
            staging.file("a/b.txt", b"one")?;
            Err(Failure::usage("stopped"))
        });
        assert!(failed.is_err());
        assert!(!out.exists());
        assert_eq!(
            fs::read_dir(&dir).unwrap().count(),
            0,
            "no staging folder is left behind"
        );
        install(&out, false, "test", |staging| staging.file("a/b.txt", b"one")).unwrap();
        assert_eq!(fs::read(out.join("a/b.txt")).unwrap(), b"one");
        assert!(stamped(&out.join(STAMP)));
        let _ = fs::remove_dir_all(&dir);
    }
}
