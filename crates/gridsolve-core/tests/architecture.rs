//! The floors of the core (ARCHITECTURE.md, "Floors"), checked on the
//! source: every module sits on a floor, no module imports one on a higher
//! floor, and the modules' imports form no circle. Test modules are left
//! out (a test may use anything), and so are comments (a doc link is not an
//! import).

mod source_graph;

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use source_graph::{code_of, find_circle, rust_files};

/// Each top-level module of `src/` and its floor, lowest first.
const FLOORS: &[(&str, u8)] = &[
    // 1. Boards and their text.
    ("text", 1),
    ("locale", 1),
    ("board", 1),
    ("board_reader", 1),
    ("grid", 1),
    // 2. What a puzzle is: rules, models (token boards too), reports, budgets, events.
    ("rules", 2),
    ("slide", 2),
    ("modular", 2),
    ("small", 2),
    ("solution", 2),
    ("limits", 2),
    ("trace", 2),
    // 3. The algorithms.
    ("solvers", 3),
    ("census", 3),
    ("census_bfs", 3),
    ("modular_census", 3),
    // 4. Problems built on them: the judges, generators, stress runs, drawings.
    ("judge", 4),
    ("gen", 4),
    ("stress", 4),
    ("draw", 4),
    // 5. The front doors: the one entry point, and the page's view.
    ("puzzle", 5),
    ("visual", 5),
    // A setter's own problem: the words made into tests, subtasks and statements.
    ("setter", 5),
];

/// Names the crate root re-exports from a module, as `crate::solve`.
const ROOT_EXPORTS: &[(&str, &str)] = &[
    // The message macro (#[macro_export] puts it at the crate root).
    ("tr", "locale"),
    ("solve", "solvers"),
    ("solve_limited", "solvers"),
    ("solve_tokens", "solvers"),
    ("Board", "board"),
    ("BoardParseError", "board"),
    ("Cell", "board"),
    ("Grid", "grid"),
    ("GridParseError", "grid"),
    ("Goal", "rules"),
    ("Move", "rules"),
    ("MoveError", "rules"),
    ("MoveRule", "rules"),
    ("Puzzle", "rules"),
    ("Stencil", "rules"),
    ("SmallPuzzle", "small"),
    ("Algorithm", "solution"),
    ("Outcome", "solution"),
    ("Report", "solution"),
    ("Solution", "solution"),
    ("SolveError", "solution"),
    ("Stats", "solution"),
];

/// The modules a piece of code names through `crate::`.
fn imports(code: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let mut rest = code;
    while let Some(at) = rest.find("crate::") {
        rest = &rest[at + "crate::".len()..];
        let names: Vec<String> = if let Some(group) = rest.strip_prefix('{') {
            let end = group.find('}').unwrap_or(group.len());
            group[..end]
                .split(',')
                .map(|part| part.trim().split("::").next().unwrap_or("").to_string())
                .collect()
        } else {
            vec![rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect()]
        };
        for name in names {
            let module = ROOT_EXPORTS
                .iter()
                .find(|(export, _)| *export == name)
                .map_or(name.clone(), |(_, module)| module.to_string());
            if !module.is_empty() && module != "self" {
                found.insert(module);
            }
        }
    }
    found
}

/// Every top-level module of the core and the modules it imports.
fn module_graph() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let files = rust_files(&src);
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let relative = file.strip_prefix(&src).unwrap();
        let first = relative.components().next().unwrap().as_os_str().to_string_lossy();
        let module = first.trim_end_matches(".rs").to_string();
        if module == "lib" {
            continue;
        }
        let code = code_of(&std::fs::read_to_string(&file).unwrap());
        let entry = graph.entry(module.clone()).or_default();
        entry.extend(imports(&code).into_iter().filter(|m| *m != module));
    }
    graph
}

fn floor_of(module: &str) -> Option<u8> {
    FLOORS.iter().find(|(m, _)| *m == module).map(|(_, f)| *f)
}

#[test]
fn every_module_sits_on_a_floor_and_imports_none_above_it() {
    let graph = module_graph();
    let mut wrong = Vec::new();
    for (module, imported) in &graph {
        let Some(floor) = floor_of(module) else {
            wrong.push(format!(
                "{module} is on no floor: add it to FLOORS and to ARCHITECTURE.md"
            ));
            continue;
        };
        for other in imported {
            match floor_of(other) {
                Some(above) if above > floor => {
                    wrong.push(format!("{module} (floor {floor}) imports {other} (floor {above})"))
                }
                Some(_) => {}
                None => wrong.push(format!("{module} imports {other}, which is on no floor")),
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert_eq!(graph.len(), FLOORS.len(), "FLOORS lists a module that is gone");
}

#[test]
fn the_modules_imports_form_no_circle() {
    let graph = module_graph();
    if let Some(circle) = find_circle(&graph, &[]) {
        panic!("a circle: {circle}");
    }
}

#[test]
fn the_checker_sees_imports_and_skips_comments_and_tests() {
    let code = code_of(
        "use crate::rules::{Goal, Puzzle};\nuse crate::{solve, text::capped};\n// crate::visual in a comment\n\
         fn f() { crate::slide::factorial(3); }\n#[cfg(test)]\nmod tests {\n    use crate::puzzle::PuzzleWords;\n}\n",
    );
    let found: Vec<String> = imports(&code).into_iter().collect();
    assert_eq!(found, ["rules", "slide", "solvers", "text"]);
}

#[test]
fn the_circle_finder_finds_a_circle_and_only_one() {
    let graph = |edges: &[(&str, &str)]| {
        let mut g: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (a, b) in edges {
            g.entry(a.to_string()).or_default().insert(b.to_string());
            g.entry(b.to_string()).or_default();
        }
        g
    };
    let circle = graph(&[
        ("solve", "solve_modular"),
        ("solve_modular", "solve"),
        ("solve", "exit"),
    ]);
    assert_eq!(
        find_circle(&circle, &[]).as_deref(),
        Some("solve -> solve_modular -> solve")
    );
    assert_eq!(
        find_circle(&circle, &["solve"]),
        None,
        "edges into a skipped module are not followed"
    );
    let diamond = graph(&[("a", "b"), ("a", "c"), ("b", "d"), ("c", "d")]);
    assert_eq!(find_circle(&diamond, &[]), None);
}
