//! The floors of the core (ARCHITECTURE.md, "Floors"), checked on the
//! source: every module sits on a floor, no module imports one on a higher
//! floor, and the modules' imports form no circle. Test modules are left
//! out (a test may use anything), and so are comments (a doc link is not an
//! import).

mod source_graph;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

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
    // 4. Problems built on them: the judges, generators, stress runs, drawings.
    ("judge", 4),
    ("testgen", 4),
    ("stress", 4),
    ("draw", 4),
    // 5. The front doors: the one entry point, the censuses it plans, and
    // the page's view.
    ("puzzle", 5),
    ("census", 5),
    ("visual", 5),
    // A setter's own problem: the words made into tests, subtasks and statements.
    ("setter", 5),
];

/// Names the crate root re-exports from a module, as `crate::solve`.
const ROOT_EXPORTS: &[(&str, &str)] = &[
    // The message macro (#[macro_export] puts it at the crate root).
    ("tr", "locale"),
    ("solve", "solvers"),
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

/// The files that may name a state-space search (`Algorithm::Bfs`, ...),
/// each with why: the dispatcher and the searches themselves (each names
/// itself in its errors) and the enum's own file, plus the judges' files
/// below. Any other file asks [`gridsolve_core::solvers::solve`].
const MAY_NAME_SEARCHES: &[(&str, &str)] = &[
    ("solvers/", "the dispatcher and the searches"),
    ("solution.rs", "the `Algorithm` enum"),
    (
        "judge/solver.rs",
        "`algorithms`, the searches each judge problem offers; `table` and `idastar` answered by \
         the eight-puzzle table and the knights' search, every other search through the dispatcher",
    ),
    (
        "judge/knights.rs",
        "the knights' search charges its budget as IDA*'s (`SearchLimits::check`)",
    ),
];

/// The solvers' entry points, which only the dispatcher calls.
const ENTRY_POINTS: &[&str] = &[
    "::shortest_path(",
    "::fewest_presses(",
    "::fewest_swaps(",
    "::fewest_swaps_each(",
    "::swap_distance(",
    "::optimal_path(",
    "::path_with_fallback(",
    "DistanceTable::build(",
];

/// The entry points called outside the dispatcher, by file, each with why
/// the judge's batch cannot afford the dispatcher (a `Puzzle`, two `Board`s
/// and a `Report` a case where the judge holds two state numbers).
const ENTRY_CALLS_ALLOWED: &[(&str, &str, &str)] = &[
    (
        "judge/solver.rs",
        "::fewest_swaps_each(",
        "P1225 with `auto`: a case's swaps written straight into the output from its two state \
         numbers; the dispatcher's `matching` (two boards, a puzzle and a report a case) takes \
         2.6x as long on the same 1,000 cases (benches/judge.rs)",
    ),
    (
        "judge/solver.rs",
        "::swap_distance(",
        "P4289 with `auto`: a case's count from its two state numbers, no swaps listed; the \
         dispatcher's `matching` lists them, 3.0x as long on the same 1,000 cases",
    ),
];

/// The searches that run outside the dispatcher, by file and function, each
/// with why it is not one of the dispatcher's algorithms. A file outside
/// `solvers/` that holds a search (a queue, a polled budget) must be here.
const OWN_SEARCHES: &[(&str, &str, &str)] = &[
    (
        "judge/eight.rs",
        "fn search(",
        "P1379 / HDU 1043: one backward BFS over the 9! Cantor ranks of a board packed in one \
         word, a byte a board holding its distance and first direction, HDU 1043's paths packed \
         in the same pass; built once a process and shared by the judges' solver, checker and \
         generators. The dispatcher's `table` over the same space (`TokenPuzzle`) takes 3.0x as \
         long to build (benches/judge.rs, `eight-puzzle table`)",
    ),
    (
        "judge/knights.rs",
        "fn search(",
        "P2324 asks whether 15 moves suffice, not the distance: IDA* cut at depth 15 on the \
         5x5 board in one word. The dispatcher's IDA* searches on to the true distance, most \
         of 67,603,900 boards for a board past 15; P2324's `idastar` (its default) is this search, the \
         dispatcher runs its `bfs`, `bibfs` and `astar`",
    ),
    (
        "judge/fliptile.rs",
        "pub fn fewest_flips(",
        "POJ 3279 / POJ 1222 want the lexicographically smallest of the fewest-press grids \
         (first rows in the judges' order), a tie the dispatcher's `linear` does not break",
    ),
    (
        "judge/fliptile.rs",
        "pub fn fewest_flips_by_enumeration(",
        "every first row tried: the tests' independent check of `fewest_flips`",
    ),
    (
        "visual/enumerate.rs",
        "pub fn enumerate_press_sets(",
        "the page's teaching trace of brute force (every press set by size), offered beside \
         the searches as `enumerate`, not an `Algorithm` any front door solves with",
    ),
    (
        "setter/test_data.rs",
        "fn press_distances(",
        "independent reference: every K-state board's distance by a BFS of its own, sharing \
         no code with the solvers, so the setter's proven test data checks them",
    ),
    (
        "census/modular.rs",
        "pub fn modular_census(",
        "a census counts every board: one BFS from the goals over all K^cells boards, a queue \
         of board numbers and a distance a board, bounded up front (2^24 boards, 2^32 cell \
         updates); no start, so nothing the dispatcher answers",
    ),
    (
        "census/ranked.rs",
        "pub fn expand_chunk(",
        "a census counts every board: level by level over dense ranks, 2 bits a board, in \
         chunks that threads and processes share (`census::job`); its memory is the census's \
         own budget (`--max-memory`)",
    ),
    (
        "setter/test_data.rs",
        "fn slide_distances(",
        "independent reference: every sliding board's distance by a BFS of its own, sharing \
         no code with the solvers",
    ),
];

/// What marks a search in a file's code: a queue, or a budget polled.
const SEARCH_MARKS: &[&str] = &[
    "VecDeque",
    "BinaryHeap",
    "limits.poll(",
    "limits.check(",
    "let mut queue",
    "let mut frontier",
];

/// What a file of the core does that only the dispatcher may: name a
/// state-space search, call a solver's entry point, or hold a search of
/// its own, unless the lists above say why it may.
fn solving_outside_the_dispatcher(relative: &str, code: &str) -> Vec<String> {
    let mut wrong = Vec::new();
    if !MAY_NAME_SEARCHES.iter().any(|(file, _)| relative.starts_with(file)) {
        for algorithm in gridsolve_core::solvers::searches() {
            let search = format!("Algorithm::{algorithm:?}");
            let named = code
                .match_indices(search.as_str())
                .any(|(at, _)| !code[at + search.len()..].starts_with(|c: char| c.is_alphanumeric() || c == '_'));
            if named {
                wrong.push(format!("{relative} names {search}"));
            }
        }
    }
    if relative.starts_with("solvers/") {
        return wrong;
    }
    for entry in ENTRY_POINTS {
        let allowed = ENTRY_CALLS_ALLOWED
            .iter()
            .any(|&(file, e, _)| file == relative && e == *entry);
        if code.contains(entry) && !allowed {
            wrong.push(format!("{relative} calls {entry}..)"));
        }
    }
    let listed = OWN_SEARCHES.iter().any(|&(file, _, _)| file == relative);
    if let Some(mark) = SEARCH_MARKS.iter().find(|mark| code.contains(*mark)) {
        if !listed {
            wrong.push(format!("{relative} searches on its own ({mark})"));
        }
    }
    wrong
}

/// Every source file of the core, as (path from `src/`, code without
/// comments and test module).
fn core_sources() -> Vec<(String, String)> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    rust_files(&src)
        .into_iter()
        .map(|file| {
            let relative = file.strip_prefix(&src).unwrap().display().to_string();
            (relative, code_of(&std::fs::read_to_string(&file).unwrap()))
        })
        .collect()
}

#[test]
fn one_dispatcher_runs_every_solve() {
    let mut wrong = Vec::new();
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for (relative, code) in core_sources() {
        // A file of tests (`mod tests;`) may search as it likes.
        if relative.ends_with("/tests.rs") {
            continue;
        }
        wrong.extend(solving_outside_the_dispatcher(&relative, &code));
    }
    // Each exemption still names code that is there: none outlives its reason.
    for &(file, function, _) in OWN_SEARCHES {
        let code = code_of(&std::fs::read_to_string(src.join(file)).unwrap());
        if !code.contains(function) {
            wrong.push(format!("OWN_SEARCHES names {file}: {function}..), which is gone"));
        }
    }
    for &(file, entry, _) in ENTRY_CALLS_ALLOWED {
        let code = code_of(&std::fs::read_to_string(src.join(file)).unwrap());
        if !code.contains(entry) {
            wrong.push(format!(
                "ENTRY_CALLS_ALLOWED names {file} calling {entry}..), which it no longer does"
            ));
        }
    }
    assert!(wrong.is_empty(), "ask solvers::solve instead:\n{}", wrong.join("\n"));
}

#[test]
fn the_dispatcher_check_catches_a_second_dispatcher() {
    let second =
        "match algorithm {\n    Algorithm::Bibfs => bibfs::shortest_path(s, x, o, l),\n    Algorithm::Tabled => x,\n}";
    assert_eq!(
        solving_outside_the_dispatcher("visual.rs", second),
        [
            "visual.rs names Algorithm::Bibfs",
            "visual.rs calls ::shortest_path(..)"
        ]
    );
    assert!(solving_outside_the_dispatcher("solvers/mod.rs", second).is_empty());
    // The judges may name searches, but not run a table or a queue of their own unlisted.
    assert_eq!(
        solving_outside_the_dispatcher("judge/check.rs", "let t = DistanceTable::build(p, o, l);"),
        ["judge/check.rs calls DistanceTable::build(..)"]
    );
    assert_eq!(
        solving_outside_the_dispatcher("testgen.rs", "let mut queue = VecDeque::new();"),
        ["testgen.rs searches on its own (VecDeque)"]
    );
    assert!(solving_outside_the_dispatcher("judge/solver.rs", "matching::swap_distance(pair)").is_empty());
    assert_eq!(
        solving_outside_the_dispatcher("judge/eight.rs", "matching::swap_distance(pair)"),
        ["judge/eight.rs calls ::swap_distance(..)"]
    );
    assert_eq!(
        gridsolve_core::solvers::searches().count(),
        5,
        "bfs, bibfs, astar, idastar, table"
    );
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

/// ARCHITECTURE.md, read from the repository root.
fn architecture_md() -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../ARCHITECTURE.md");
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The rows of the markdown table that follows `heading`, as cells.
fn table_after(text: &str, heading: &str) -> Vec<Vec<String>> {
    let start = text.find(heading).unwrap_or_else(|| panic!("no {heading:?}"));
    text[start..]
        .lines()
        .skip_while(|line| !line.starts_with('|'))
        .take_while(|line| line.starts_with('|'))
        .skip(2)
        .map(|line| {
            line.trim_matches('|')
                .split(" | ")
                .map(|c| c.trim().to_string())
                .collect()
        })
        .collect()
}

/// The names between backquotes in `cell`.
fn quoted(cell: &str) -> Vec<&str> {
    cell.split('`').skip(1).step_by(2).collect()
}

#[test]
fn architecture_md_lists_the_floors_the_test_enforces() {
    let text = architecture_md();
    let mut listed = BTreeMap::new();
    for row in table_after(&text, "## Floors") {
        let floor: u8 = row[0].parse().expect("a floor number");
        for module in quoted(&row[1]) {
            listed.insert(module.to_string(), floor);
        }
    }
    let enforced: BTreeMap<String, u8> = FLOORS.iter().map(|&(m, f)| (m.to_string(), f)).collect();
    assert_eq!(listed, enforced, "ARCHITECTURE.md's floor table and FLOORS differ");
}

/// The core's code map: each row's first name (from `src/`) and every path
/// the row names, resolved (a name after the first is in that folder, or
/// beside that file).
fn core_code_map() -> (Vec<String>, Vec<PathBuf>) {
    let text = architecture_md();
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let section = &text[text.find("### `crates/gridsolve-core`").expect("the core's code map")..];
    let (mut first_names, mut paths) = (Vec::new(), Vec::new());
    for row in table_after(section, "| file |") {
        let names = quoted(&row[0]);
        first_names.push(names[0].to_string());
        let first = src.join(names[0]);
        let beside = if names[0].ends_with('/') {
            first.clone()
        } else {
            first.parent().unwrap().to_path_buf()
        };
        for (i, name) in names.into_iter().enumerate() {
            let path = if i == 0 || name.contains('/') && beside == src {
                src.join(name)
            } else {
                beside.join(name)
            };
            assert!(
                path.exists(),
                "ARCHITECTURE.md names {name} (row {:?}): no {}",
                row[0],
                path.display()
            );
            paths.push(path);
        }
    }
    (first_names, paths)
}

#[test]
fn every_file_the_core_code_map_names_exists() {
    let (first_names, paths) = core_code_map();
    assert!(paths.len() > 30, "the code map was not read ({} names)", paths.len());
    // And every top-level module has a row of the code map: its file, its
    // folder, or a file in its folder (not a mention elsewhere in the text).
    for &(module, _) in FLOORS {
        let (file, folder) = (format!("{module}.rs"), format!("{module}/"));
        assert!(
            first_names
                .iter()
                .any(|name| *name == file || name.starts_with(&folder)),
            "ARCHITECTURE.md's code map has no row for {module}"
        );
    }
}

/// Whether `file` is named by the code map's `paths`: itself, or, for a
/// `mod.rs`, its folder. The crate root and the files of unit tests
/// (`tests.rs`, `tests/`) need no row.
fn mapped(file: &Path, paths: &[PathBuf]) -> bool {
    let name = file.file_name().unwrap();
    name == "lib.rs"
        || name == "tests.rs"
        || file.parent().unwrap().ends_with("tests")
        || paths.iter().any(|p| p == file)
        || name == "mod.rs" && paths.iter().any(|p| p == file.parent().unwrap())
}

#[test]
fn every_source_file_of_the_core_has_a_row_in_the_code_map() {
    let (_, paths) = core_code_map();
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let unmapped: Vec<String> = rust_files(&src)
        .into_iter()
        .filter(|file| !mapped(file, &paths))
        .map(|file| file.strip_prefix(&src).unwrap().display().to_string())
        .collect();
    assert!(
        unmapped.is_empty(),
        "ARCHITECTURE.md's code map names no row for:\n{}",
        unmapped.join("\n")
    );
    let at = |p: &str| src.join(p);
    assert!(mapped(&at("census/mod.rs"), &[at("census/")]));
    assert!(!mapped(&at("solvers/search/memory.rs"), &[at("solvers/search/bfs.rs")]));
}

/// The files under `base`'s folder `dir` with extension `ext` that `text`
/// does not name between backquotes: by their path from `base` or its tail (`package/setter.rs`,
/// `disk.rs`), a `mod.rs` by its folder (`census/`).
fn unnamed_files(text: &str, base: &Path, dir: &str, ext: &str) -> Vec<String> {
    let names = quoted(text);
    let named = |wanted: &str| {
        names
            .iter()
            .any(|n| !n.is_empty() && (*n == wanted || wanted.ends_with(&format!("/{n}"))))
    };
    let mut files = Vec::new();
    let mut dirs = vec![base.join(dir)];
    while let Some(d) = dirs.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == ext) {
                files.push(path.strip_prefix(base).unwrap().display().to_string());
            }
        }
    }
    files.sort();
    files
        .into_iter()
        .filter(|file| match file.strip_suffix("mod.rs") {
            Some(folder) => !named(folder),
            None => !named(file),
        })
        .collect()
}

/// The text of ARCHITECTURE.md's section that starts with `heading`.
fn section<'a>(text: &'a str, heading: &str) -> &'a str {
    let section = &text[text.find(heading).unwrap_or_else(|| panic!("no {heading:?}"))..];
    &section[..section[1..].find("\n### ").map_or(section.len(), |at| at + 1)]
}

#[test]
fn every_file_of_the_command_line_and_the_page_is_named_in_its_section() {
    let text = architecture_md();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    // `gridsolve serve`'s files are told with the page they serve.
    let web = section(&text, "### `web/`");
    let cli = format!("{}{web}", section(&text, "### `crates/gridsolve` "));
    let mut unnamed: Vec<String> = unnamed_files(&cli, &root.join("crates/gridsolve/src"), "", "rs")
        .into_iter()
        .map(|f| format!("crates/gridsolve/src/{f}"))
        .collect();
    unnamed.extend(
        unnamed_files(web, &root.join("web"), "js", "js")
            .into_iter()
            .map(|f| format!("web/{f}")),
    );
    assert!(
        unnamed.is_empty(),
        "ARCHITECTURE.md does not name:\n{}",
        unnamed.join("\n")
    );
    assert_eq!(section("a\n### x\nbody\n### y\n", "### x"), "### x\nbody");
}

#[test]
fn architecture_md_names_every_export_of_the_webassembly_module() {
    let text = architecture_md();
    let wasm = Path::new(env!("CARGO_MANIFEST_DIR")).join("../gridsolve-wasm/src/lib.rs");
    let code = std::fs::read_to_string(&wasm).expect("the wasm crate's lib.rs");
    let section = &text[text.find("### `crates/gridsolve-wasm`").expect("the wasm section")..];
    let section = &section[..section.find("\n### ").unwrap_or(section.len())];
    let exports: Vec<&str> = code
        .split("pub extern \"C\" fn ")
        .skip(1)
        .map(|rest| &rest[..rest.find('(').unwrap()])
        .collect();
    assert!(exports.len() >= 5, "{exports:?}");
    // `gs_table_*` stands for every export of that prefix.
    let named: Vec<&str> = quoted(section).into_iter().filter(|n| n.starts_with("gs_")).collect();
    let covers = |name: &str, export: &str| match name.strip_suffix('*') {
        Some(prefix) => export.starts_with(prefix),
        None => name == export,
    };
    for export in &exports {
        assert!(
            named.iter().any(|name| covers(name, export)),
            "ARCHITECTURE.md does not name the export {export}"
        );
    }
    for name in named {
        assert!(
            exports.iter().any(|export| covers(name, export)),
            "ARCHITECTURE.md names {name}, which the wasm crate does not export"
        );
    }
}

/// Where a visibility can open a module-level item's line: none (private),
/// `pub`, `pub(crate)` or `pub(super)`.
const VISIBILITIES: &[&str] = &["pub ", "pub(crate) ", "pub(super) ", ""];

/// The module-level `const` and `static` items of a file's code, of any
/// visibility (an associated `ALL` inside an `impl`, or a constant inside a
/// function, is indented and left out: its type or function names it).
fn module_constants(code: &str) -> Vec<&str> {
    code.lines()
        .filter_map(|line| {
            let rest = VISIBILITIES.iter().find_map(|visibility| {
                let rest = line.strip_prefix(visibility)?;
                ["const ", "static "].iter().find_map(|kind| rest.strip_prefix(kind))
            })?;
            // `const fn` is a function, not a constant.
            let name = &rest[..rest.find(':')?];
            name.chars()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
                .then_some(name)
        })
        .collect()
}

/// The names `seen` (name to the files defining it) holds more than once
/// but `allowed` (the list named `list`) does not, and those `allowed`
/// holds that are defined once now.
fn shared_names(seen: &BTreeMap<String, Vec<String>>, allowed: &[(&str, &str)], list: &str) -> Vec<String> {
    let allowed: BTreeMap<&str, &str> = allowed.iter().copied().collect();
    let mut wrong = Vec::new();
    for (name, files) in seen {
        match (files.len() > 1, allowed.contains_key(name.as_str())) {
            (true, false) => wrong.push(format!("{name}: {}", files.join(", "))),
            (false, true) => wrong.push(format!("{name} is defined once now: remove it from {list}")),
            _ => {}
        }
    }
    wrong
}

/// One name, one thing (ARCHITECTURE.md, "Glossary"): two constants of one
/// name were two limits of different values (`MAX_CELLS` 64 and 36,
/// `MAX_MOVES` 254 and 15), so a reader of one took it for the other; the
/// crate-wide ones count too (`MAX_KNIGHT_CELLS` was 64 and 60), and so do
/// private ones (`UNSEEN` was 255 a visited slot, 255 and 15 a pattern
/// table's entry).
#[test]
fn no_two_constants_of_the_core_share_a_name() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut seen: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for path in rust_files(&src) {
        let code = code_of(&std::fs::read_to_string(&path).unwrap());
        let file = path.strip_prefix(&src).unwrap().display().to_string();
        for name in module_constants(&code) {
            seen.entry(name.to_string()).or_default().push(file.clone());
        }
    }
    assert!(seen.len() > 100, "the constants were not read ({} names)", seen.len());
    let wrong = shared_names(&seen, &[], "no list: every constant has a name of its own");
    assert!(wrong.is_empty(), "name each for what it is:\n{}", wrong.join("\n"));
    let code = "pub const A: u8 = 1;\npub(crate) const B: u8 = 2;\n    pub const ALL: [X; 1] = [X];\npub static C: &str = \"\";\nconst D: u8 = 3;\npub(super) const E: u8 = 4;\nconst fn f() {}\n    const LOCAL: u8 = 5;";
    assert_eq!(module_constants(code), ["A", "B", "C", "D", "E"]);
}

/// The names a file of the core gives its module-level functions and types
/// (`pub`, `pub(crate)` or `pub(super)`; methods are indented and left out:
/// their type names them), and the modules it declares, as `(name, what)`.
fn items_named(code: &str) -> Vec<(&str, &'static str)> {
    const KINDS: &[(&str, &str)] = &[
        ("fn ", "fn"),
        ("const fn ", "fn"),
        ("struct ", "type"),
        ("enum ", "type"),
        ("trait ", "type"),
        ("type ", "type"),
        ("mod ", "mod"),
    ];
    code.lines()
        .filter_map(|line| {
            let rest = ["pub ", "pub(crate) ", "pub(super) "]
                .iter()
                .find_map(|p| line.strip_prefix(p))
                .or_else(|| {
                    // A private module is still a name beside a function of the same name.
                    line.starts_with("mod ").then_some(line)
                })?;
            let (rest, what) = KINDS
                .iter()
                .find_map(|(prefix, what)| rest.strip_prefix(prefix).map(|rest| (rest, *what)))?;
            let end = rest
                .find(|c: char| !c.is_alphanumeric() && c != '_')
                .unwrap_or(rest.len());
            Some((&rest[..end], what))
        })
        .collect()
}

/// Functions and types that share a name on purpose: one thing in two
/// forms, and the module says which (issue 43 renamed the rest).
const SAME_THING_TWICE: &[(&str, &str)] = &[
    (
        "shortest_path",
        "each search's one entry (bfs, bibfs, astar, idastar): the module names the search",
    ),
    (
        "fewest_presses",
        "the same question in two algebras: algebra::linear over GF(2), algebra::zk over Z_K",
    ),
    (
        "rank",
        "a permutation's rank: judge::eight on its packed u64 board, slide pattern databases on cells",
    ),
    ("unrank", "the inverse of rank, in the same two places"),
    (
        "inversions",
        "a permutation's inversions: judge::eight's packed board, slide's token list",
    ),
    (
        "blank",
        "where the blank is in a judge's packed board (judge::eight, judge::knights)",
    ),
    (
        "check",
        "puzzle::request::check is judge::check through JSON, for the bindings",
    ),
    (
        "generate",
        "puzzle::request::generate is testgen::generate through JSON, for the bindings",
    ),
    (
        "compare",
        "visual::api::compare is visual::compare through JSON, for the page",
    ),
];

/// One name, one thing (ARCHITECTURE.md, "Glossary"): a name defined twice
/// made a reader open the wrong one (`plan` was four functions, `Kind` the
/// generators' boards and a setter's test files, `solvers::search` a module
/// and a function), so no two module-level functions or types of the core
/// share a name, nor a function the name of a module beside it, but the
/// few that are one thing in two forms (`SAME_THING_TWICE`).
#[test]
fn no_two_functions_or_types_of_the_core_share_a_name() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut seen: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut wrong = Vec::new();
    for path in rust_files(&src) {
        let code = code_of(&std::fs::read_to_string(&path).unwrap());
        let file = path.strip_prefix(&src).unwrap().display().to_string();
        let items = items_named(&code);
        for &(name, what) in &items {
            if what == "mod" {
                if items.iter().any(|&(other, kind)| other == name && kind == "fn") {
                    wrong.push(format!("{name}: a module and a function of {file}"));
                }
            } else {
                seen.entry(name.to_string()).or_default().push(file.clone());
            }
        }
    }
    assert!(seen.len() > 300, "the items were not read ({} names)", seen.len());
    wrong.extend(shared_names(&seen, SAME_THING_TWICE, "SAME_THING_TWICE"));
    assert!(wrong.is_empty(), "name each for what it is:\n{}", wrong.join("\n"));
    let code = "pub fn plan() {}\npub(crate) struct Plan;\n    pub fn new() {}\npub mod plan;\nmod x;\npub const fn y() {}\npub(super) fn z() {}";
    assert_eq!(
        items_named(code),
        [
            ("plan", "fn"),
            ("Plan", "type"),
            ("plan", "mod"),
            ("x", "mod"),
            ("y", "fn"),
            ("z", "fn")
        ]
    );
}

/// The public modules of the core, the library's API (ARCHITECTURE.md,
/// "The library's public API is documented"); every other module is
/// `pub(crate)` or private. The last four are public only for the
/// `gridsolve` crates and hidden from the docs.
const PUBLIC_MODULES: &[&str] = &[
    "census",
    "census::cosets",
    "census::job",
    "census::modular",
    "census::ranked",
    "testgen",
    "grid",
    "judge",
    "judge::check",
    "judge::eight",
    "judge::fliptile",
    "judge::knights",
    "judge::parse",
    "judge::solver",
    "limits",
    "locale",
    "modular",
    "puzzle",
    "puzzle::answer",
    "puzzle::press_grid",
    "puzzle::request",
    "puzzle::schema",
    "rules",
    "setter",
    "setter::statement",
    "setter::test_data",
    "setter::wrong",
    "slide",
    "slide::board",
    "slide::rank",
    "solvers",
    "solvers::algebra",
    "solvers::algebra::chasing",
    "solvers::algebra::gf2",
    "solvers::algebra::gf2poly",
    "solvers::algebra::linear",
    "solvers::algebra::zk",
    "solvers::search",
    "solvers::search::astar",
    "solvers::search::bfs",
    "solvers::search::bibfs",
    "solvers::search::heuristic",
    "solvers::search::idastar",
    "solvers::search::space",
    "solvers::search::table",
    "solvers::search::tokens",
    "solvers::slide",
    "solvers::slide::additive",
    "solvers::slide::ida",
    "solvers::slide::manhattan",
    "solvers::slide::pattern",
    "solvers::slide::tables",
    "solvers::swap",
    "solvers::swap::matching",
    // The swap benchmark (examples/swap_large.rs) times the pairing alone.
    "solvers::swap::min_cost_flow",
    "trace",
    "visual",
    "visual::api",
    "visual::enumerate",
    "visual::plan",
    "board_reader",
    "draw",
    "stress",
    "text",
];

/// The modules reachable from `file` (its `pub mod` lines, and theirs), as
/// paths below `prefix`.
fn public_modules(file: &Path, prefix: &str, out: &mut BTreeSet<String>) {
    let code = code_of(&std::fs::read_to_string(file).unwrap());
    let name = file.file_stem().unwrap().to_str().unwrap();
    let dir = match name {
        "lib" | "mod" => file.parent().unwrap().to_path_buf(),
        _ => file.with_extension(""),
    };
    for line in code.lines() {
        let Some(module) = line.strip_prefix("pub mod ").and_then(|rest| rest.strip_suffix(';')) else {
            continue;
        };
        let path = if prefix.is_empty() {
            module.to_string()
        } else {
            format!("{prefix}::{module}")
        };
        out.insert(path.clone());
        let below = [dir.join(format!("{module}.rs")), dir.join(module).join("mod.rs")];
        let file = below
            .iter()
            .find(|f| f.exists())
            .unwrap_or_else(|| panic!("no file for {path}"));
        public_modules(file, &path, out);
    }
}

/// A module made public without being meant as API (the solvers' helpers
/// were, until issue 43), or one made private that a user imports, fails
/// here first.
#[test]
fn the_public_modules_are_the_listed_ones() {
    let mut found = BTreeSet::new();
    public_modules(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs"),
        "",
        &mut found,
    );
    let listed: BTreeSet<String> = PUBLIC_MODULES.iter().map(|m| m.to_string()).collect();
    let public: Vec<&String> = found.difference(&listed).collect();
    let private: Vec<&String> = listed.difference(&found).collect();
    assert!(
        public.is_empty() && private.is_empty(),
        "public but not in PUBLIC_MODULES (make it pub(crate), or list it): {public:?}\n\
         in PUBLIC_MODULES but not public: {private:?}"
    );
}

/// What a file of the core would need to do I/O or read a clock (ARCHITECTURE.md,
/// "The core does no I/O"): files, sockets, processes, the environment,
/// the terminal, the time of day. `include_str!` and `env!` are read by the
/// compiler, not at run time, and are not listed.
const INPUT_OUTPUT: &[&str] = &[
    "std::fs",
    "fs::",
    "std::net",
    "std::process",
    "process::",
    "std::env",
    "env::var",
    "stdin()",
    "stdout()",
    "stderr()",
    "print!",
    "println!",
    "eprint!",
    "eprintln!",
    "Instant",
    "SystemTime",
    "File::",
];

/// The I/O a piece of the core's code names, as "file names what": each
/// word of `INPUT_OUTPUT` standing alone (`bfs::` is not `fs::`).
fn input_output_named(relative: &str, code: &str) -> Vec<String> {
    let word = |c: char| c.is_alphanumeric() || c == '_';
    let alone = |what: &str| {
        code.match_indices(what).any(|(at, _)| {
            let joined_before = code[..at].ends_with(word);
            let joined_after = what.ends_with(word) && code[at + what.len()..].starts_with(word);
            !joined_before && !joined_after
        })
    };
    INPUT_OUTPUT
        .iter()
        .filter(|what| alone(what))
        .map(|what| format!("{relative} names {what}"))
        .collect()
}

#[test]
fn the_core_does_no_input_or_output() {
    let mut wrong = Vec::new();
    for (relative, code) in core_sources() {
        // Unit tests' own files (a test may write a file it checks in).
        if relative.ends_with("tests.rs") || relative.contains("tests/") {
            continue;
        }
        wrong.extend(input_output_named(&relative, &code));
    }
    assert!(
        wrong.is_empty(),
        "the core does no I/O: take what the caller hands over (a BufRead, a TableStore, a clock in the host):\n{}",
        wrong.join("\n")
    );
    assert_eq!(
        input_output_named("x.rs", "let t = std::time::Instant::now();\nprintln!(\"{t:?}\");"),
        ["x.rs names println!", "x.rs names Instant"]
    );
    assert_eq!(
        input_output_named("x.rs", "use std::{fs::File, io};"),
        ["x.rs names fs::"]
    );
    assert!(input_output_named("x.rs", "bfs::shortest_path(); Instantly; include_str!(\"en.ftl\");").is_empty());
}

/// Every move is its own inverse (ARCHITECTURE.md, "Invariants"): the
/// searches store only the move that reached a state and apply it again to
/// walk back, and the backward searches use the forward moves. Checked on
/// every state within a few moves of the goal, for each kind of space.
#[test]
fn every_move_is_its_own_inverse() {
    use gridsolve_core::slide::{TokenBoard, TokenRule};
    use gridsolve_core::solvers::search::space::StateSpace;
    use gridsolve_core::solvers::search::tokens::TokenPuzzle;
    use gridsolve_core::{Board, Puzzle, SmallPuzzle};

    fn check<S: StateSpace>(space: &S, name: &str) -> usize {
        let mut seen: BTreeSet<u64> = BTreeSet::new();
        let mut frontier = space.goals();
        let mut checked = 0;
        while let Some(state) = frontier.pop() {
            if seen.len() >= 5_000 || !seen.insert(space.state_number(state)) {
                continue;
            }
            for (mv, next) in space.successors(state) {
                assert_eq!(
                    space.apply(next, mv),
                    state,
                    "{name}: move {mv} from {state:?} and back"
                );
                checked += 1;
                frontier.push(next);
            }
        }
        checked
    }
    let toggles = SmallPuzzle::new(&Puzzle::flip_game(4, 4)).unwrap();
    let fridge = SmallPuzzle::new(&Puzzle::refrigerator(4, 4)).unwrap();
    let mut halves = Board::zeros(4, 4);
    for c in 0..4 {
        halves.set((0, c), true);
        halves.set((1, c), true);
    }
    let swaps = SmallPuzzle::new(&Puzzle::swap(halves)).unwrap();
    let tiles = TokenPuzzle::new(TokenRule::Slide, &TokenBoard::sliding_goal(3, 3)).unwrap();
    let knights = TokenPuzzle::new(TokenRule::Knight, &TokenBoard::knight_goal()).unwrap();
    for (space, name) in [(&toggles, "flip game"), (&fridge, "refrigerator"), (&swaps, "swaps")] {
        assert!(check(space, name) > 10_000, "{name}");
    }
    for (space, name) in [(&tiles, "8-puzzle"), (&knights, "knights")] {
        assert!(check(space, name) > 10_000, "{name}");
    }
}
