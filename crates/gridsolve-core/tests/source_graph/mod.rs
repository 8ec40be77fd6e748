//! Reading a crate's source as a graph of imports, for the architecture
//! tests of both crates (the command line's includes this file by path).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A file's code without comments and without its `#[cfg(test)]` module
/// (which, by the house's habit, ends the file): a doc link is not an
/// import, and a test may use anything.
pub fn code_of(text: &str) -> String {
    let text = match text.find("#[cfg(test)]\nmod tests") {
        Some(at) => &text[..at],
        None => text,
    };
    text.lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every `.rs` file under `dir`.
pub fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// A circle of imports in `graph`, as `a -> b -> a`, if there is one;
/// edges into `skip` are not followed.
pub fn find_circle(graph: &BTreeMap<String, BTreeSet<String>>, skip: &[&str]) -> Option<String> {
    fn visit<'a>(
        module: &'a str,
        graph: &'a BTreeMap<String, BTreeSet<String>>,
        skip: &[&str],
        path: &mut Vec<&'a str>,
        done: &mut BTreeSet<&'a str>,
    ) -> Result<(), String> {
        if let Some(at) = path.iter().position(|m| *m == module) {
            return Err(format!("{} -> {module}", path[at..].join(" -> ")));
        }
        if done.contains(module) {
            return Ok(());
        }
        path.push(module);
        for next in graph.get(module).into_iter().flatten() {
            if !skip.contains(&next.as_str()) {
                visit(next, graph, skip, path, done)?;
            }
        }
        path.pop();
        done.insert(module);
        Ok(())
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|module| visit(module, graph, skip, &mut Vec::new(), &mut done).err())
}
