//! The command line is a front door (ARCHITECTURE.md, "Invariants"): it
//! names no puzzle model, so that what a puzzle is stays the core's to
//! decide (`gridsolve_core::puzzle`), and its files import each other in no
//! circle. Checked on the source, comments and test modules left out.

#[path = "../../gridsolve-core/tests/source_graph/mod.rs"]
mod source_graph;

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use source_graph::{code_of, find_circle, rust_files};

/// The core's puzzle models and their modules: a front door asks
/// `gridsolve_core::puzzle` instead of naming them.
const MODEL_MODULES: &[&str] = &[
    "rules",
    "modular",
    "census::modular",
    "slide",
    "grid",
    "small",
    "solvers::search::tokens",
];
const MODEL_TYPES: &[&str] = &[
    "Puzzle",
    "ModularPuzzle",
    "SlidePuzzle",
    "TokenBoard",
    "SlideRule",
    "MoveRule",
    "Stencil",
    "Goal",
    "ModularGoal",
    "Presses",
    "Buttons",
    "Grid",
    "SmallPuzzle",
];

/// Every path a piece of code names under `prefix` (`gridsolve_core::`,
/// `crate::`), groups `{a, b::c}` spelled out.
fn paths_under(code: &str, prefix: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find(prefix) {
        rest = &rest[at + prefix.len()..];
        let path: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
            .collect();
        let after = &rest[path.len()..];
        if let Some(group) = after.strip_prefix('{') {
            let end = group.find('}').unwrap_or(group.len());
            for part in group[..end].split(',') {
                found.push(format!("{path}{}", part.trim()));
            }
        } else {
            found.push(path.trim_end_matches(':').to_string());
        }
    }
    found
}

/// The files of the command line, the WebAssembly build and the Python module, as (name, code).
fn front_door_files() -> Vec<(String, String)> {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let mut files = Vec::new();
    for krate in ["gridsolve", "gridsolve-wasm", "gridsolve-py"] {
        for path in rust_files(&crates.join(krate).join("src")) {
            let name = path.strip_prefix(crates).unwrap().display().to_string();
            files.push((name, code_of(&std::fs::read_to_string(&path).unwrap())));
        }
    }
    files
}

fn names_a_model(path: &str) -> bool {
    MODEL_MODULES
        .iter()
        .any(|module| path == *module || path.starts_with(&format!("{module}::")))
        || MODEL_TYPES.contains(&path)
}

#[test]
fn the_front_doors_name_no_puzzle_model() {
    let mut wrong = Vec::new();
    for (name, code) in front_door_files() {
        for path in paths_under(&code, "gridsolve_core::") {
            if names_a_model(&path) {
                wrong.push(format!("{name} names gridsolve_core::{path}"));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "ask gridsolve_core::puzzle instead:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_model_check_catches_models_and_lets_the_entry_point_pass() {
    let code = "use gridsolve_core::rules::Puzzle;\nuse gridsolve_core::{Algorithm, Stencil};\n\
                use gridsolve_core::puzzle::{PuzzleWords, SolveOptions};\nlet x = gridsolve_core::slide::factorial(3);";
    let named: Vec<String> = paths_under(code, "gridsolve_core::")
        .into_iter()
        .filter(|p| names_a_model(p))
        .collect();
    assert_eq!(named, ["rules::Puzzle", "Stencil", "slide::factorial"]);
}

/// The command line's files (a module per file; `commands/serve/` is one)
/// and the files each imports.
fn cli_graph() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let paths = rust_files(&src);
    let module_of = |relative: &Path| -> String {
        let parts: Vec<String> = relative
            .components()
            .map(|c| c.as_os_str().to_string_lossy().trim_end_matches(".rs").to_string())
            .collect();
        match parts.as_slice() {
            [first, second, ..] if first == "commands" && second != "mod" => format!("commands::{second}"),
            [first, ..] => first.clone(),
            [] => String::new(),
        }
    };
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for path in paths {
        let module = module_of(path.strip_prefix(&src).unwrap());
        let code = code_of(&std::fs::read_to_string(&path).unwrap());
        let mut imported = BTreeSet::new();
        for p in paths_under(&code, "crate::") {
            let mut parts = p.split("::");
            let first = parts.next().unwrap_or_default().to_string();
            let target = if first == "commands" {
                match parts.next() {
                    Some(second) if !second.is_empty() => format!("commands::{second}"),
                    _ => "commands".to_string(),
                }
            } else {
                first
            };
            imported.insert(target);
        }
        if module.starts_with("commands::") {
            for p in paths_under(&code, "super::") {
                let first = p.split("::").next().unwrap_or_default();
                if !first.is_empty() && first != "super" {
                    imported.insert(format!("commands::{first}"));
                }
            }
        }
        imported.remove(&module);
        imported.remove("");
        graph.entry(module).or_default().extend(imported);
    }
    graph
}

#[test]
fn the_command_files_import_each_other_in_no_circle() {
    let graph = cli_graph();
    assert!(graph.contains_key("commands::solve") && graph.contains_key("commands::census"));
    // `main` declares the modules; a module naming a function of `main`
    // (crate::use_colour) is not an import of the others.
    if let Some(circle) = find_circle(&graph, &["main"]) {
        panic!("a circle: {circle}");
    }
}
