//! The command line is a front door (ARCHITECTURE.md, "Invariants"): it
//! names no puzzle model, so that what a puzzle is stays the core's to
//! decide (`gridsolve_core::puzzle`), no command file imports another, and
//! the files import each other in no circle; and no crate passes words for
//! people through the core's `verbatim` message outside the list below, nor
//! writes English sentences in the files that word theirs by message ids.
//! Checked on the source, comments and test modules left out.

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
    "TokenPuzzle",
    "TokenBoard",
    "TokenRule",
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
        || MODEL_TYPES
            .iter()
            .any(|model| path == *model || path.starts_with(&format!("{model}::")))
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

/// The algorithms a piece of code names one by one (`Algorithm::Bfs`),
/// leaving out `Auto` (the default every front door asks for) and `ALL`.
fn algorithms_named(code: &str) -> Vec<&str> {
    code.match_indices("Algorithm::")
        .map(|(at, prefix)| {
            let rest = &code[at + prefix.len()..];
            &rest[..rest
                .find(|c: char| !c.is_alphanumeric() && c != '_')
                .unwrap_or(rest.len())]
        })
        .filter(|name| !["Auto", "ALL", "from_name"].contains(name))
        .collect()
}

/// Which algorithms answer a judge problem, or a request, is the core's to
/// say (`judge::algorithms`, `Algorithm::ALL`): a front door that
/// lists them keeps a second copy that drifts.
#[test]
fn the_front_doors_list_no_algorithms_of_their_own() {
    let mut wrong = Vec::new();
    for (name, code) in front_door_files() {
        for algorithm in algorithms_named(&code) {
            wrong.push(format!("{name} names Algorithm::{algorithm}"));
        }
    }
    assert!(
        wrong.is_empty(),
        "read the list from the core (gridsolve_core::judge::algorithms):\n{}",
        wrong.join("\n")
    );
    let code = "const L: &[Algorithm] = &[Algorithm::Auto, Algorithm::Bfs];\nlet a = Algorithm::from_name(\"x\");\nAlgorithm::ALL";
    assert_eq!(algorithms_named(code), ["Bfs"]);
}

/// The module path of a file under `src/` (`commands/census/timely.rs` →
/// `commands::census::timely`; a `mod.rs` is its folder's module).
fn module_path(relative: &Path) -> Vec<String> {
    let mut parts: Vec<String> = relative
        .components()
        .map(|c| c.as_os_str().to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if parts.last().is_some_and(|last| last == "mod" || last == "lib") {
        parts.pop();
    }
    parts
}

/// A use tree written at the start of `text` (`a::b`, `a::{b, c::{d, e}}`,
/// `a::*`), spelled out as paths; `self` in a group is the path before it.
fn use_tree(text: &str) -> Vec<Vec<String>> {
    fn tree(text: &str, at: &mut usize, prefix: &[String], out: &mut Vec<Vec<String>>) {
        let bytes = text.as_bytes();
        let mut path = prefix.to_vec();
        loop {
            while *at < bytes.len() && bytes[*at].is_ascii_whitespace() {
                *at += 1;
            }
            if bytes.get(*at) == Some(&b'{') {
                *at += 1;
                loop {
                    tree(text, at, &path, out);
                    while *at < bytes.len() && bytes[*at].is_ascii_whitespace() {
                        *at += 1;
                    }
                    match bytes.get(*at) {
                        Some(b',') => *at += 1,
                        Some(b'}') => {
                            *at += 1;
                            return;
                        }
                        _ => return,
                    }
                    while *at < bytes.len() && bytes[*at].is_ascii_whitespace() {
                        *at += 1;
                    }
                    if bytes.get(*at) == Some(&b'}') {
                        *at += 1;
                        return;
                    }
                }
            }
            let start = *at;
            while *at < bytes.len() && (bytes[*at].is_ascii_alphanumeric() || bytes[*at] == b'_' || bytes[*at] == b'*')
            {
                *at += 1;
            }
            let segment = &text[start..*at];
            if !segment.is_empty() && segment != "self" {
                path.push(segment.to_string());
            }
            if text[*at..].starts_with("::") {
                *at += 2;
            } else {
                out.push(path);
                return;
            }
        }
    }
    let mut out = Vec::new();
    tree(text, &mut 0, &[], &mut out);
    out
}

/// Every path of the crate a file's code names, as absolute module paths:
/// `crate::a::b`, and `super::`/`self::` paths resolved from the file's
/// own module (`module`), in `use` lines or in the code itself.
fn crate_paths(module: &[String], code: &str) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let mut at = 0;
    while at < code.len() {
        let rest = &code[at..];
        let boundary = at == 0 || !code[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_' || c == ':');
        let (base, skip) = if boundary && rest.starts_with("crate::") {
            (Vec::new(), "crate::".len())
        } else if boundary && rest.starts_with("self::") {
            (module.to_vec(), "self::".len())
        } else if boundary && rest.starts_with("super::") {
            let mut base = module.to_vec();
            let mut skip = 0;
            while rest[skip..].starts_with("super::") {
                base.pop();
                skip += "super::".len();
            }
            (base, skip)
        } else {
            at += rest.chars().next().map_or(1, char::len_utf8);
            continue;
        };
        for path in use_tree(&rest[skip..]) {
            found.push(base.iter().cloned().chain(path).collect());
        }
        at += skip;
    }
    found
}

/// The command a module path belongs to (`commands::census::mesh` →
/// `census`), or `None` outside `commands/`.
fn command_of(path: &[String]) -> Option<&str> {
    match path {
        [first, second, ..] if first == "commands" && second != "*" => Some(second.as_str()),
        _ => None,
    }
}

/// The command files' imports of other commands, as "file names path".
fn commands_importing_commands(src: &Path) -> Vec<String> {
    let mut wrong = Vec::new();
    for path in rust_files(&src.join("commands")) {
        let relative = path.strip_prefix(src).unwrap();
        let module = module_path(relative);
        let own = command_of(&module).map(str::to_string);
        let code = code_of(&std::fs::read_to_string(&path).unwrap());
        wrong.extend(
            command_imports(&module, own.as_deref(), &code)
                .into_iter()
                .map(|named| format!("{} names {named}", relative.display())),
        );
    }
    wrong
}

/// The paths in `code` (of the file whose module is `module`, part of the
/// command `own`) that reach into another command, or into `commands`
/// whole (`use crate::commands;`, `commands::*`, which would let it).
fn command_imports(module: &[String], own: Option<&str>, code: &str) -> Vec<String> {
    crate_paths(module, code)
        .into_iter()
        .filter(|path| match path.as_slice() {
            [first] if first == "commands" => own.is_some(),
            [first, second, ..] if first == "commands" => {
                own.is_some() && (second == "*" || Some(second.as_str()) != own)
            }
            _ => false,
        })
        .map(|path| path.join("::"))
        .collect()
}

#[test]
fn no_command_file_imports_another_command() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    assert!(
        rust_files(&src.join("commands")).len() > 10,
        "the command files were not found"
    );
    let wrong = commands_importing_commands(&src);
    assert!(
        wrong.is_empty(),
        "a command file imports another command; move what they share into a module beside \
         `commands/` (src/shared.rs, src/exit.rs):\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_command_import_check_sees_every_way_of_naming_another_command() {
    let module = |path: &str| -> Vec<String> { path.split("::").map(str::to_string).collect() };
    let solve = module("commands::solve");
    let named = |own_module: &[String], code: &str| command_imports(own_module, command_of(own_module), code);
    // Each of these reaches another command.
    for code in [
        "use crate::commands::demo::SAMPLES;",
        "use crate::commands::{demo, export::problem};",
        "use crate::{exit::Failure, commands::{judge::X}};",
        "use super::demo;",
        "use super::{self, export};",
        "let s = crate::commands::demo::SAMPLES;",
        "let s = super::demo::SAMPLES;",
        "use crate::commands;",
        "use crate::commands::*;",
    ] {
        assert!(!named(&solve, code).is_empty(), "not caught: {code}");
    }
    // A file inside a command folder: `super` is its own command, `super::super` the commands.
    let mesh = module("commands::census::mesh");
    assert!(named(&mesh, "use super::handshake::Secret;\nuse super::{self, launch};").is_empty());
    assert_eq!(named(&mesh, "use super::super::solve::X;"), ["commands::solve::X"]);
    // What a command may name: itself, the shared modules, the core.
    for code in [
        "use crate::commands::solve::Format;",
        "use self::inner::Thing;",
        "use crate::exit::{output_error, Failure};",
        "use crate::shared::{algorithm_parser, SAMPLES};",
        "use gridsolve_core::commands::x;",
        "fn supercrate::x() {}",
    ] {
        assert!(named(&solve, code).is_empty(), "caught wrongly: {code}");
    }
    assert_eq!(
        use_tree("a::{b, c::{d, e}, self}"),
        [vec!["a", "b"], vec!["a", "c", "d"], vec!["a", "c", "e"], vec!["a"]]
    );
}

/// The command line's files (a module per file; `commands/serve/` is one;
/// `lib` the crate root) and the files each imports.
fn cli_graph() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let files: Vec<(Vec<String>, String)> = rust_files(&src)
        .into_iter()
        .map(|path| {
            let module = module_path(path.strip_prefix(&src).unwrap());
            (module, code_of(&std::fs::read_to_string(&path).unwrap()))
        })
        .collect();
    let top: BTreeSet<&str> = files
        .iter()
        .filter_map(|(m, _)| m.first().map(String::as_str))
        .collect();
    // A path whose first part is no file's module is an item of the root (crate::use_colour).
    let node = |path: &[String]| -> String {
        match (command_of(path), path.first()) {
            (Some(command), _) => format!("commands::{command}"),
            (None, Some(first)) if top.contains(first.as_str()) => first.clone(),
            _ => "lib".to_string(),
        }
    };
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, code) in &files {
        let own = node(module);
        let mut imported: BTreeSet<String> = crate_paths(module, code).iter().map(|p| node(p)).collect();
        imported.remove(&own);
        graph.entry(own).or_default().extend(imported);
    }
    graph
}

#[test]
fn the_command_line_files_import_each_other_in_no_circle() {
    let graph = cli_graph();
    assert!(graph.contains_key("commands::solve") && graph.contains_key("commands::census"));
    assert!(
        graph["commands::solve"].contains("shared"),
        "{:?}",
        graph["commands::solve"]
    );
    // The root (lib.rs) declares the modules and dispatches to the
    // commands; a module naming one of its functions (crate::use_colour)
    // is not an import of the others.
    if let Some(circle) = find_circle(&graph, &["lib"]) {
        panic!("a circle: {circle}");
    }
}

/// Every place that may pass text through the core's `verbatim` message
/// (shown as it is in every language), with how many times and why: text
/// that is not words. A message a person reads is a message id of both
/// locale files instead (`crates/gridsolve-core/locales/`).
const VERBATIM_ALLOWED: &[(&str, usize, &str)] = &[
    (
        "gridsolve-core/src/locale.rs",
        3,
        "the definition (the function and its message id), and the empty list's text (nothing)",
    ),
    (
        "gridsolve-core/src/census/ranked.rs",
        3,
        "a number with its unit symbol (59.9 GB, MB, kB)",
    ),
    (
        "gridsolve-core/src/census/job.rs",
        2,
        "the --moves word as typed (plus, cross, a stencil's rows) and the kernel's group (Z_3^2)",
    ),
    (
        "gridsolve-core/src/solvers/slide/tables.rs",
        2,
        "a table store's own words for a failed read or write (the operating system's for a file, the host's)",
    ),
    (
        "gridsolve-wasm/src/lib.rs",
        1,
        "the host's own words for a table it could not write (Node's error message)",
    ),
    (
        "gridsolve/src/exit.rs",
        1,
        "the operating system's own words for an I/O error",
    ),
    (
        "gridsolve/src/commands/stress.rs",
        1,
        "the checker's reason: a checker's verdicts are the judges' format, never translated",
    ),
    (
        "gridsolve/src/commands/census/mesh.rs",
        1,
        "an empty text (no reason given)",
    ),
    (
        "gridsolve/src/commands/census/handshake.rs",
        1,
        "an empty text (no reason given)",
    ),
];

/// How many times `code` passes text through `verbatim`: a call of the
/// function, or the message id named (`tr!("verbatim", ...)`).
fn verbatim_uses(code: &str) -> usize {
    code.matches("verbatim(").count() + code.matches("\"verbatim\"").count()
}

#[test]
fn no_words_for_people_pass_through_verbatim() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let mut found = BTreeMap::new();
    for krate in ["gridsolve-core", "gridsolve", "gridsolve-wasm", "gridsolve-py"] {
        for path in rust_files(&crates.join(krate).join("src")) {
            let uses = verbatim_uses(&code_of(&std::fs::read_to_string(&path).unwrap()));
            if uses > 0 {
                found.insert(path.strip_prefix(crates).unwrap().display().to_string(), uses);
            }
        }
    }
    let allowed: BTreeMap<String, usize> = VERBATIM_ALLOWED
        .iter()
        .map(|(file, count, _)| (file.to_string(), *count))
        .collect();
    assert!(
        found.contains_key("gridsolve-core/src/locale.rs"),
        "the scan found nothing: {found:?}"
    );
    let mut wrong = Vec::new();
    for (file, &uses) in &found {
        match allowed.get(file) {
            None => wrong.push(format!("{file}: {uses} new use(s) of verbatim")),
            Some(&count) if uses > count => wrong.push(format!("{file}: {uses} uses of verbatim, {count} allowed")),
            Some(&count) if uses < count => wrong.push(format!(
                "{file}: {uses} uses of verbatim, {count} allowed: lower its count in VERBATIM_ALLOWED"
            )),
            Some(_) => {}
        }
    }
    for file in allowed.keys().filter(|file| !found.contains_key(*file)) {
        wrong.push(format!(
            "{file} no longer uses verbatim: remove it from VERBATIM_ALLOWED"
        ));
    }
    assert!(
        wrong.is_empty(),
        "words for people are a message id of crates/gridsolve-core/locales/en.ftl and zh.ftl \
         (tr!(\"an-id\", ...)); verbatim is for text that is not words (numbers, paths, program \
         output), each use listed with its reason in VERBATIM_ALLOWED:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_verbatim_count_sees_calls_and_the_message_id() {
    assert_eq!(
        verbatim_uses("let a = verbatim(x);\nlet b = tr!(\"verbatim\", detail = y);\nlet c = locale::verbatim(\"\");"),
        3
    );
    assert_eq!(
        verbatim_uses("use gridsolve_core::locale::{verbatim, Text};\nlet v = \"verbatim text\";"),
        0
    );
}

/// Files whose words for people were English strings (issue 43: the Z_K
/// census's refusals, `gridsolve serve`'s error bodies, `answer_text`'s
/// reasons) and are now message ids of both locale files: none of their
/// string literals may hold an English sentence again.
const WORDED_BY_MESSAGES: &[&str] = &[
    "gridsolve-core/src/census/modular.rs",
    "gridsolve-core/src/judge/mod.rs",
    "gridsolve-core/src/visual/api.rs",
    "gridsolve/src/commands/serve/mod.rs",
    "gridsolve/src/commands/serve/body.rs",
    "gridsolve/src/commands/serve/wire.rs",
    "gridsolve/src/commands/serve/connections.rs",
    "gridsolve/src/commands/serve/replies.rs",
    "gridsolve/src/commands/serve/assets.rs",
    "gridsolve-core/src/visual/plan.rs",
    "gridsolve-core/src/solvers/slide/pattern.rs",
    "gridsolve-core/src/solvers/slide/geometry.rs",
    "gridsolve-wasm/src/lib.rs",
];

/// The string literals of `code` (plain, byte and raw strings), their text
/// as written; char literals and lifetimes are stepped over.
fn string_literals(code: &str) -> Vec<String> {
    let chars: Vec<char> = code.chars().collect();
    let mut found = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            '\'' if chars.get(i + 1) == Some(&'\\') => {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
            }
            '\'' if chars.get(i + 2) == Some(&'\'') => i += 3,
            'r' if matches!(chars.get(i + 1), Some('"' | '#')) && (i == 0 || !chars[i - 1].is_alphanumeric()) => {
                let hashes = chars[i + 1..].iter().take_while(|&&c| c == '#').count();
                let start = i + 2 + hashes;
                if chars.get(start - 1) != Some(&'"') {
                    i += 1;
                    continue;
                }
                let closing: String = std::iter::once('"').chain(std::iter::repeat_n('#', hashes)).collect();
                let rest: String = chars[start..].iter().collect();
                let end = rest.find(&closing).unwrap_or(rest.len());
                found.push(rest[..end].to_string());
                i = start + rest[..end].chars().count() + closing.chars().count();
            }
            '"' => {
                let mut text = String::new();
                i += 1;
                while i < chars.len() && chars[i] != '"' {
                    if chars[i] == '\\' {
                        i += 1;
                    }
                    if let Some(&c) = chars.get(i) {
                        text.push(c);
                    }
                    i += 1;
                }
                found.push(text);
                i += 1;
            }
            _ => i += 1,
        }
    }
    found
}

/// Whether `text` holds an English sentence: three words of small letters
/// in a row (a name, a header or a format such as `application/json` is
/// not one).
fn english_sentence(text: &str) -> bool {
    let words: Vec<bool> = text
        .split_whitespace()
        .map(|token| {
            let word = token.trim_matches(|c: char| ",.;:()'".contains(c));
            word.len() > 1 && word.chars().all(|c| c.is_ascii_lowercase())
        })
        .collect();
    words.windows(3).any(|run| run.iter().all(|&w| w))
}

#[test]
fn the_string_reader_finds_sentences_in_every_kind_of_literal() {
    let code = "let a = '\\''; let b: &'static str = \"the body is late\"; let c = r#\"a \"quoted\" word\"#; \
                let d = b\"\\naccept-language:\"; let e = '\"';";
    assert_eq!(
        string_literals(code),
        ["the body is late", "a \"quoted\" word", "naccept-language:"]
    );
    assert!(english_sentence("the request body came too slowly: { $x } bytes"));
    assert!(!english_sentence("Content-Type: application/json"));
    assert!(!english_sentence("serve-body-too-slow"));
}

#[test]
fn files_worded_by_messages_hold_no_english_sentence() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let mut wrong = Vec::new();
    for file in WORDED_BY_MESSAGES {
        let code = code_of(&std::fs::read_to_string(crates.join(file)).unwrap());
        for literal in string_literals(&code).into_iter().filter(|l| english_sentence(l)) {
            wrong.push(format!("{file}: \"{literal}\""));
        }
    }
    assert!(
        wrong.is_empty(),
        "words for people are a message id of crates/gridsolve-core/locales/en.ftl and zh.ftl (tr!(\"an-id\", ...)), \
         rendered in the reader's language:\n{}",
        wrong.join("\n")
    );
}
