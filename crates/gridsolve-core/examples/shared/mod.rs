//! What the slide examples share: a pattern database read from a cache
//! directory (the same files the command line keeps, named by
//! [`pattern::file_name`]) when good, else built and written there.

use std::path::Path;

use gridsolve_core::limits::SearchLimits;
use gridsolve_core::solvers::slide::{PatternDatabase, pattern};

pub fn cached_or_built(
    dir: Option<&Path>,
    rows: usize,
    cols: usize,
    blank_goal: usize,
    cells: &[u8],
) -> PatternDatabase {
    let build = || {
        PatternDatabase::build(rows, cols, cells, Some(blank_goal), SearchLimits::states(u64::MAX))
            .expect("pattern database")
    };
    let Some(dir) = dir else { return build() };
    let path = dir.join(pattern::file_name(rows, cols, cells, Some(blank_goal)));
    if let Ok(bytes) = std::fs::read(&path) {
        match PatternDatabase::from_vec(bytes) {
            Ok(db) if db.cells() == cells && db.size() == (rows, cols) && db.blank_goal() == Some(blank_goal) => {
                return db;
            }
            Ok(_) => eprintln!("{}: another pattern; rebuilding", path.display()),
            Err(e) => eprintln!("{}: {e}; rebuilding", path.display()),
        }
    }
    let db = build();
    std::fs::create_dir_all(dir).expect("the cache directory");
    std::fs::write(&path, db.to_bytes()).expect("writing the cache");
    db
}
