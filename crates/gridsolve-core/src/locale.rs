//! The words the core writes for people, in English and 中文.
//!
//! Every refusal, parse error and report line the core words is a [`Text`]:
//! a message id from `locales/en.ftl` and `locales/zh.ftl` (Fluent,
//! projectfluent.org) with its arguments. The English file is the one
//! source of the English words (the `Display` of every error renders it),
//! so a message cannot exist in one language only: the tests read both
//! files and every id the source names. Arguments are text (numbers come
//! formatted, as the English always wrote them), or another [`Text`],
//! rendered in the same language, so that "stdin: line 3, column 2: ..."
//! is one language from end to end.
//!
//! The core stays pure: the messages are read from the files compiled in,
//! each on first use ([`LazyCatalog`]), and a front door only says which
//! [`Lang`] it wants.
//! The judges' outputs never go through here: they are the judges' formats.

use std::fmt;
use std::sync::OnceLock;

use std::collections::{BTreeSet, HashMap};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, PatternElement};
use unicode_width::UnicodeWidthStr;

/// The languages gridsolve speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Zh,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    /// `en` or `zh` (also `zh-CN`, `zh_TW.UTF-8`, ...: any tag starting with `zh`).
    pub fn parse(tag: &str) -> Option<Lang> {
        if tag.starts_with("zh") {
            Some(Lang::Zh)
        } else if tag == "en" || tag.starts_with("en-") || tag.starts_with("en_") {
            Some(Lang::En)
        } else {
            None
        }
    }

    /// The language's tag: `en` or `zh`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Zh => "zh",
        }
    }

    /// The Fluent source of the language's messages.
    pub fn source(self) -> &'static str {
        match self {
            Lang::En => EN_FTL,
            Lang::Zh => ZH_FTL,
        }
    }
}

/// The English messages.
pub const EN_FTL: &str = include_str!("../locales/en.ftl");
/// The Chinese messages.
pub const ZH_FTL: &str = include_str!("../locales/zh.ftl");

/// An argument of a [`Text`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    Plain(String),
    Text(Text),
}

impl Arg {
    /// The argument as shown in `lang` (a nested text in the same language).
    fn render(&self, lang: Lang) -> String {
        match self {
            Arg::Plain(s) => s.clone(),
            Arg::Text(t) => t.render(lang),
        }
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Plain(s)
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Plain(s.clone())
    }
}
impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Plain(s.to_string())
    }
}
impl From<char> for Arg {
    fn from(c: char) -> Arg {
        Arg::Plain(c.to_string())
    }
}
impl From<Text> for Arg {
    fn from(t: Text) -> Arg {
        Arg::Text(t)
    }
}
impl From<&Text> for Arg {
    fn from(t: &Text) -> Arg {
        Arg::Text(t.clone())
    }
}
macro_rules! numbers_as_text {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Plain(n.to_string())
            }
        }
    )*};
}
numbers_as_text!(u8, u16, u32, u64, u128, usize, i32, i64);

/// A message for people: an id of the Fluent files and its arguments.
/// `Display` writes it in English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Text {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

/// A [`Text`]: `tr!("board-empty")` or `tr!("board-bad-cell", line = 3, found = 'x')`.
#[macro_export]
macro_rules! tr {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::locale::Text::new($id, vec![$((stringify!($name), $crate::locale::Arg::from($value))),*])
    };
}

impl Text {
    pub fn new(id: &'static str, args: Vec<(&'static str, Arg)>) -> Text {
        Text { id, args }
    }

    /// The message id.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The message in `lang`. An id missing from a file (which the tests
    /// forbid) shows as the id with its arguments rather than as nothing.
    pub fn render(&self, lang: Lang) -> String {
        let shown = |name: &str| {
            self.args
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, value)| match value {
                    Arg::Plain(s) => s.clone(),
                    Arg::Text(t) => t.render(lang),
                })
        };
        catalog(lang)
            .format(self.id, shown)
            .unwrap_or_else(|| self.fallback(lang))
    }

    fn fallback(&self, lang: Lang) -> String {
        let mut out = self.id.to_string();
        for (name, value) in &self.args {
            out += &format!(" {name}={}", value.render(lang));
        }
        out
    }
}

/// In JSON a text is its English: JSON is a format for programs, whatever
/// the language of the report beside it.
impl serde::Serialize for Text {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.render(Lang::En))
    }
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(Lang::En))
    }
}

impl From<String> for Text {
    /// A detail worded in English only so far (see [`verbatim`]).
    fn from(detail: String) -> Text {
        verbatim(detail)
    }
}

impl From<&str> for Text {
    fn from(detail: &str) -> Text {
        verbatim(detail)
    }
}

/// Texts as one list, "a, b, c" ("a，b，c" in Chinese).
pub fn list(items: impl IntoIterator<Item = Text>) -> Text {
    let items: Vec<Text> = items.into_iter().collect();
    items
        .into_iter()
        .rev()
        .reduce(|rest, first| crate::tr!("list-pair", first = first, rest = rest))
        .unwrap_or_else(|| verbatim(""))
}

/// A detail worded in English only so far, shown as it is in every language.
pub fn verbatim(detail: impl Into<String>) -> Text {
    Text::new("verbatim", vec![("detail", Arg::Plain(detail.into()))])
}

/// The message in `lang` of a message id without arguments (report headings).
pub fn words(lang: Lang, id: &'static str) -> String {
    Text::new(id, Vec::new()).render(lang)
}

/// `s` padded with spaces on the left to `width` terminal columns (a
/// Chinese character takes two), for the columns of reports.
pub fn pad_start(s: &str, width: usize) -> String {
    format!("{}{s}", " ".repeat(width.saturating_sub(s.width())))
}

/// `s` padded with spaces on the right to `width` terminal columns.
pub fn pad_end(s: &str, width: usize) -> String {
    format!("{s}{}", " ".repeat(width.saturating_sub(s.width())))
}

/// The message ids a Fluent file defines, in order (the tests of every
/// crate compare files and code with them).
pub fn message_ids(source: &str) -> Vec<String> {
    Catalog::parse(source).map(|c| c.order).unwrap_or_default()
}

/// The messages of a language, indexed once from the file compiled in and
/// each read on first use.
fn catalog(lang: Lang) -> &'static LazyCatalog {
    static EN: OnceLock<LazyCatalog> = OnceLock::new();
    static ZH: OnceLock<LazyCatalog> = OnceLock::new();
    let cell = match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    };
    cell.get_or_init(|| LazyCatalog::new(lang.source()))
}

/// A Fluent file as a running program reads it: a scan of its lines finds
/// where each entry (message or term) starts and ends, and an entry is
/// parsed with [`Catalog::parse`] the first time it is asked for. Parsing
/// the whole English file took a seventh of a small solve's process time
/// (0.2 of 1.5 ms) to print a few of its 300 messages. The tests read whole
/// files with [`Catalog::parse`] (which refuses what this would not see, a
/// syntax error or a duplicate) and compare every message both ways.
pub struct LazyCatalog {
    source: &'static str,
    /// Each entry by its id (terms as `-name`).
    entries: HashMap<&'static str, LazyEntry>,
}

/// An entry's bytes in the file and, once read, its pieces (`None` when it
/// does not parse, which the tests forbid).
type LazyEntry = (std::ops::Range<usize>, OnceLock<Option<Vec<Piece>>>);

impl LazyCatalog {
    /// Indexes `source`: an entry starts at a line that begins with an
    /// identifier (or `-` and one, a term) and `=`, and runs to the next line
    /// that begins with anything but white space (in Fluent a message's
    /// further lines are indented; comments and entries are not).
    pub fn new(source: &'static str) -> LazyCatalog {
        // Sized for every line an entry: growing the table as it fills took
        // a third of the index's time.
        let lines = source.bytes().filter(|&b| b == b'\n').count() + 1;
        let mut entries = HashMap::with_capacity(lines);
        let mut open: Option<(&'static str, usize)> = None;
        let mut offset = 0;
        for line in source.split_inclusive('\n') {
            if line.starts_with(|c: char| !c.is_whitespace()) {
                if let Some((id, start)) = open.take() {
                    entries.insert(id, (start..offset, OnceLock::new()));
                }
                let id_end = line
                    .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
                    .unwrap_or(line.len());
                let id = &line[..id_end];
                if !id.is_empty() && line[id_end..].trim_start_matches(' ').starts_with('=') {
                    open = Some((id, offset));
                }
            }
            offset += line.len();
        }
        if let Some((id, start)) = open {
            entries.insert(id, (start..offset, OnceLock::new()));
        }
        LazyCatalog { source, entries }
    }

    /// The pieces of entry `id`, parsed on first use.
    fn pieces(&self, id: &str) -> Option<&[Piece]> {
        let (bytes, pieces) = self.entries.get(id)?;
        pieces
            .get_or_init(|| {
                Catalog::parse(&self.source[bytes.clone()])
                    .ok()
                    .and_then(|mut one| one.messages.remove(id))
            })
            .as_deref()
    }

    /// The message `id` with its arguments from `argument`, as
    /// [`Catalog::format`] gives it.
    pub fn format(&self, id: &str, argument: impl Fn(&str) -> Option<String>) -> Option<String> {
        let mut out = String::new();
        write_message(&|id| self.pieces(id), id, &argument, 0, &mut out)?;
        Some(out)
    }
}

/// Terms nest at most this deep (a term that names itself is refused
/// rather than followed for ever).
const MAX_NESTING: usize = 8;

/// Writes message `id` to `out`, its pieces from `pieces`: text as it is,
/// arguments from `argument`, terms formatted in place.
fn write_message<'a>(
    pieces: &dyn Fn(&str) -> Option<&'a [Piece]>,
    id: &str,
    argument: &dyn Fn(&str) -> Option<String>,
    depth: usize,
    out: &mut String,
) -> Option<()> {
    if depth > MAX_NESTING {
        return None;
    }
    for piece in pieces(id)? {
        match piece {
            Piece::Text(text) => *out += text,
            Piece::Argument(name) => *out += &argument(name)?,
            Piece::Term(term) => write_message(pieces, term, argument, depth + 1, out)?,
        }
    }
    Some(())
}

/// A Fluent file (projectfluent.org) read into its messages, each a run of
/// text, `{ $argument }` placeables and references to terms (`{ -name }`,
/// text shared by several messages); string literals such as `{": "}` are
/// text. That is the whole of the Fluent gridsolve writes: no plural
/// selectors (the English words both forms as two messages), no functions. Parsing is fluent-syntax's; formatting is these few lines
/// rather than fluent-bundle, whose plural rules and memoizers added a
/// quarter to the page's WebAssembly for features no message uses.
#[derive(Clone, Debug, Default)]
pub struct Catalog {
    order: Vec<String>,
    messages: HashMap<String, Vec<Piece>>,
}

#[derive(Clone, Debug)]
enum Piece {
    Text(String),
    Argument(String),
    /// A term, `-name`, formatted in place.
    Term(String),
}

impl Catalog {
    /// Reads a Fluent file; refuses a syntax error or a construct it does
    /// not format (a selector, a term, a function, a message reference),
    /// naming the message.
    pub fn parse(source: &str) -> Result<Catalog, String> {
        let resource = fluent_syntax::parser::parse(source)
            .map_err(|(_, errors)| format!("{} syntax error(s), the first: {:?}", errors.len(), errors.first()))?;
        let mut catalog = Catalog::default();
        for entry in resource.body {
            // Terms are kept under their `-name`, which no message id can be.
            let (id, value) = match entry {
                Entry::Message(message) => (message.id.name.to_string(), message.value),
                Entry::Term(term) => (format!("-{}", term.id.name), Some(term.value)),
                _ => continue,
            };
            let mut pieces = Vec::new();
            for element in value.iter().flat_map(|pattern| &pattern.elements) {
                pieces.push(match element {
                    PatternElement::TextElement { value } => Piece::Text(value.to_string()),
                    PatternElement::Placeable {
                        expression: Expression::Inline(InlineExpression::VariableReference { id: name }),
                    } => Piece::Argument(name.name.to_string()),
                    PatternElement::Placeable {
                        expression: Expression::Inline(InlineExpression::StringLiteral { value }),
                    } => Piece::Text(fluent_syntax::unicode::unescape_unicode_to_string(value).into_owned()),
                    PatternElement::Placeable {
                        expression:
                            Expression::Inline(InlineExpression::TermReference {
                                id: term,
                                attribute: None,
                                arguments: None,
                            }),
                    } => Piece::Term(format!("-{}", term.name)),
                    _ => {
                        return Err(format!(
                            "{id}: only text, {{ $argument }} and {{\"literal\"}} are formatted"
                        ))
                    }
                });
            }
            if catalog.messages.insert(id.clone(), pieces).is_some() {
                return Err(format!("{id} is defined twice"));
            }
            if !id.starts_with('-') {
                catalog.order.push(id);
            }
        }
        Ok(catalog)
    }

    /// The message `id` with its arguments from `argument`; `None` when the
    /// message or one of its arguments is missing.
    pub fn format(&self, id: &str, argument: impl Fn(&str) -> Option<String>) -> Option<String> {
        let mut out = String::new();
        write_message(
            &|id| self.messages.get(id).map(Vec::as_slice),
            id,
            &argument,
            0,
            &mut out,
        )?;
        Some(out)
    }

    /// The message ids, in the file's order.
    pub fn ids(&self) -> &[String] {
        &self.order
    }

    /// The arguments message `id` names.
    pub fn arguments(&self, id: &str) -> BTreeSet<&str> {
        self.messages
            .get(id)
            .into_iter()
            .flatten()
            .filter_map(|piece| match piece {
                Piece::Argument(name) => Some(name.as_str()),
                Piece::Text(_) | Piece::Term(_) => None,
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_files_parse_and_hold_the_same_messages() {
        for source in [EN_FTL, ZH_FTL] {
            if let Err(e) = Catalog::parse(source) {
                panic!("a message file does not parse: {e}");
            }
        }
        let en = message_ids(EN_FTL);
        let zh = message_ids(ZH_FTL);
        assert!(en.len() > 50, "only {} English messages", en.len());
        let missing_zh: Vec<_> = en.iter().filter(|id| !zh.contains(id)).collect();
        let missing_en: Vec<_> = zh.iter().filter(|id| !en.contains(id)).collect();
        assert!(missing_zh.is_empty(), "no Chinese for {missing_zh:?}");
        assert!(missing_en.is_empty(), "no English for {missing_en:?}");
    }

    /// Every message and term of `source`, formatted with each argument
    /// shown as its name, by the whole-file parse and by the lazy index.
    fn every_message_both_ways(source: &'static str) {
        let whole = Catalog::parse(source).unwrap();
        let lazy = LazyCatalog::new(source);
        let shown = |name: &str| Some(format!("<{name}>"));
        let terms: Vec<&String> = whole.messages.keys().filter(|id| id.starts_with('-')).collect();
        assert_eq!(lazy.entries.len(), whole.ids().len() + terms.len(), "entries indexed");
        for id in whole.ids().iter().chain(terms) {
            let expected = whole.format(id, shown);
            assert!(expected.is_some(), "{id} formats");
            assert_eq!(lazy.format(id, shown), expected, "{id}");
        }
        assert_eq!(lazy.format("no-such-message", shown), None);
    }

    #[test]
    fn the_lazy_index_formats_every_message_as_the_whole_file_does() {
        every_message_both_ways(EN_FTL);
        every_message_both_ways(ZH_FTL);
        // Comments, blank lines, continuation lines, terms, a CRLF file.
        every_message_both_ways(
            "# a comment\n-t = shared\n\na = x { -t }\n    two\n\n    three\n## Section\nb = { $n }\nc =\n    below\n",
        );
        every_message_both_ways("a = one\r\nb = two { $n }\r\n    more\r\n");
    }

    #[test]
    fn a_catalog_formats_text_arguments_and_literals_and_refuses_the_rest() {
        let catalog = Catalog::parse("a = x { $n } y{\": \"}z\nb =\n    two\n    lines\n").unwrap();
        assert_eq!(catalog.format("a", |_| Some("1".into())).as_deref(), Some("x 1 y: z"));
        assert_eq!(catalog.format("a", |_| None), None, "a missing argument");
        assert_eq!(catalog.format("b", |_| None).as_deref(), Some("two\nlines"));
        assert_eq!(catalog.ids(), ["a", "b"]);
        let terms = Catalog::parse("-t = shared { $n }\nc = [{ -t }]\nd = { -d }\n-d = { -d }\n").unwrap();
        assert_eq!(terms.format("c", |_| Some("7".into())).as_deref(), Some("[shared 7]"));
        assert_eq!(terms.format("d", |_| None), None, "a term naming itself ends, refused");
        assert_eq!(terms.ids(), ["c", "d"], "terms are not messages");
        for refused in [
            "s = { $n ->\n  [one] a\n *[other] b\n}\n",
            "u = { NUMBER($n) }\n",
            "v = w\nv = x\n",
            "x = {",
        ] {
            assert!(Catalog::parse(refused).is_err(), "{refused:?} should be refused");
        }
    }

    /// The arguments each message names.
    fn arguments(source: &str) -> std::collections::BTreeMap<String, BTreeSet<String>> {
        let catalog = Catalog::parse(source).unwrap();
        catalog
            .ids()
            .iter()
            .map(|id| {
                (
                    id.clone(),
                    catalog.arguments(id).into_iter().map(str::to_string).collect(),
                )
            })
            .collect()
    }

    #[test]
    fn both_languages_name_the_same_arguments() {
        let en = arguments(EN_FTL);
        let zh = arguments(ZH_FTL);
        // The system's English words for an I/O error are left out in Chinese,
        // which says what they mean instead.
        let said_otherwise = ["io-not-found", "io-permission-denied", "io-is-a-directory"];
        for (id, names) in &en {
            let chinese = zh.get(id).cloned().unwrap_or_default();
            if said_otherwise.contains(&id.as_str()) {
                assert!(
                    chinese.is_subset(names),
                    "{id}: zh.ftl names an argument en.ftl does not"
                );
            } else {
                assert_eq!(names, &chinese, "{id}: the arguments differ between en.ftl and zh.ftl");
            }
        }
    }

    #[test]
    fn nested_texts_render_in_one_language() {
        let inner = tr!("board-empty");
        let outer = tr!("named", name = "stdin", detail = inner);
        assert!(outer.to_string().starts_with("stdin: the board is empty"));
        let zh = outer.render(Lang::Zh);
        assert!(zh.starts_with("stdin："), "{zh}");
        assert!(!zh.contains("the board"), "{zh}");
    }

    #[test]
    fn a_missing_id_shows_its_id_and_arguments() {
        let t = tr!("no-such-message", n = 3);
        assert_eq!(t.render(Lang::En), "no-such-message n=3");
    }

    #[test]
    fn tags() {
        assert_eq!(Lang::parse("zh_CN.UTF-8"), Some(Lang::Zh));
        assert_eq!(Lang::parse("en"), Some(Lang::En));
        assert_eq!(Lang::parse("fr"), None);
    }
}
