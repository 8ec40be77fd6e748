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
//! The core stays pure: the messages are compiled in as tables by the
//! build script ([`CompiledCatalog`]), and a front door only says which
//! [`Lang`] it wants. Why tables of offsets rather than parsing on first
//! use, and why a small formatter ([`Catalog`]) rather than fluent-bundle:
//! the two types' docs, with the measurements.
//! The judges' outputs never go through here: they are the judges' formats.

use std::collections::{BTreeSet, HashMap};
use std::fmt;

use unicode_width::UnicodeWidthStr;

/// The languages gridsolve speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    /// English.
    En,
    /// Chinese (中文).
    Zh,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Zh];

    /// The language a language tag names: the one rule for a `lang` of
    /// every front door (a request's JSON field, the Python module's
    /// argument, a `GET` query's `lang=`, each range of an
    /// `Accept-Language`). A tag of RFC 5646's shape (a primary subtag of 1
    /// to 8 letters, then subtags of 1 to 8 letters or digits after `-`),
    /// compared without regard to case, whose primary subtag is `en` or
    /// `zh`: `zh`, `ZH`, `zh-CN` and `zh-Hans-CN` are Chinese; `zhx`, `zho`,
    /// `zh_CN`, `zh `, `zh-` and anything with a byte outside those are
    /// neither.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let mut subtags = tag.split('-');
        let primary = subtags.next()?;
        let shaped = |subtag: &str, letters_only: bool| {
            (1..=8).contains(&subtag.len())
                && subtag
                    .bytes()
                    .all(|b| b.is_ascii_alphabetic() || (!letters_only && b.is_ascii_digit()))
        };
        if !shaped(primary, true) || !subtags.all(|subtag| shaped(subtag, false)) {
            return None;
        }
        if primary.eq_ignore_ascii_case("en") {
            Some(Lang::En)
        } else if primary.eq_ignore_ascii_case("zh") {
            Some(Lang::Zh)
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
}

/// The English messages.
pub const EN_FTL: &str = include_str!("../locales/en.ftl");
/// The Chinese messages.
pub const ZH_FTL: &str = include_str!("../locales/zh.ftl");

/// An argument of a [`Text`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// Text shown as it is: a number, a name, a board.
    Plain(String),
    /// Another message, rendered in the same language.
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
    /// The message `id` of the locale files with its arguments (`tr!` writes this).
    pub fn new(id: &'static str, args: Vec<(&'static str, Arg)>) -> Text {
        Text { id, args }
    }

    /// The message id.
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The arguments, in the order given (a front door rewording a message:
    /// `puzzle::request` names a binding's arguments instead of flags).
    pub fn args(&self) -> &[(&'static str, Arg)] {
        &self.args
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

/// Texts as one list, "a, b, c" ("a，b，c" in Chinese).
pub fn list(items: impl IntoIterator<Item = Text>) -> Text {
    let items: Vec<Text> = items.into_iter().collect();
    items
        .into_iter()
        .rev()
        .reduce(|rest, first| crate::tr!("list-pair", first = first, rest = rest))
        .unwrap_or_else(|| verbatim(""))
}

/// Text that is not words, shown as it is in every language: a number with
/// its unit, a name or word as the user typed it, another program's output
/// (the operating system's error, a checker's verdict), nothing.
///
/// Never words for people: those are a message id of `locales/en.ftl` and
/// `locales/zh.ftl` (`tr!`), so that each has its Chinese. Each use is
/// listed with its reason in `crates/gridsolve/tests/architecture.rs`
/// (`VERBATIM_ALLOWED`), which fails on a new one.
pub fn verbatim(detail: impl Into<String>) -> Text {
    Text::new("verbatim", vec![("detail", Arg::Plain(detail.into()))])
}

/// The message in `lang` of a message id without arguments (report headings).
pub fn words(lang: Lang, id: &'static str) -> String {
    Text::new(id, Vec::new()).render(lang)
}

/// `s` padded with spaces on the left to `width` terminal columns (a
/// Chinese character takes two), for the columns of reports.
pub(crate) fn pad_start(s: &str, width: usize) -> String {
    format!("{}{s}", " ".repeat(width.saturating_sub(s.width())))
}

/// `s` padded with spaces on the right to `width` terminal columns.
pub(crate) fn pad_end(s: &str, width: usize) -> String {
    format!("{s}{}", " ".repeat(width.saturating_sub(s.width())))
}

/// The message ids a Fluent file defines, in order (the tests of every
/// crate compare files and code with them).
pub fn message_ids(source: &str) -> Vec<String> {
    Catalog::parse(source).map(|c| c.order).unwrap_or_default()
}

/// The messages of a language, compiled in by the build script.
fn catalog(lang: Lang) -> &'static CompiledCatalog {
    match lang {
        Lang::En => &compiled::EN,
        Lang::Zh => &compiled::ZH,
    }
}

mod fluent_file;
use fluent_file::Piece;

/// The build script's tables (`build.rs`): `EN` and `ZH`.
mod compiled {
    use super::CompiledCatalog;
    include!(concat!(env!("OUT_DIR"), "/messages.rs"));
}

/// A Fluent file compiled into tables by `build.rs`: one string of every id
/// and text, the entries sorted by id (`[id start, id length, first piece,
/// pieces]`) and the pieces (`[kind, start, length]`: 0 text, 1 argument,
/// 2 term), in bytes of the string. Numbers rather than `&str`s, so the
/// tables cost the loader no relocations; a message is a binary search.
pub struct CompiledCatalog {
    text: &'static str,
    entries: &'static [[u32; 4]],
    pieces: &'static [[u32; 3]],
}

impl CompiledCatalog {
    fn slice(&self, start: u32, len: u32) -> &'static str {
        let start = start as usize;
        self.text.get(start..start + len as usize).unwrap_or("")
    }

    /// The pieces of entry `id`.
    fn pieces(&self, id: &str) -> Option<impl Iterator<Item = PieceRef<'static>> + use<'_>> {
        let at = self
            .entries
            .binary_search_by(|&[start, len, ..]| self.slice(start, len).cmp(id))
            .ok()?;
        let [_, _, first, count] = self.entries[at];
        let pieces = self.pieces.get(first as usize..(first + count) as usize)?;
        Some(pieces.iter().map(|&[kind, start, len]| {
            let s = self.slice(start, len);
            match kind {
                0 => PieceRef::Text(s),
                1 => PieceRef::Argument(s),
                _ => PieceRef::Term(s),
            }
        }))
    }

    /// The number of entries, messages and terms.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.entries.len()
    }

    /// The message `id` with its arguments from `argument`, as
    /// [`Catalog::format`] gives it.
    pub fn format(&self, id: &str, argument: impl Fn(&str) -> Option<String>) -> Option<String> {
        let mut out = String::new();
        write_message(&|id| self.pieces(id), id, &argument, 0, &mut out)?;
        Some(out)
    }
}

/// A piece of a message as the formatting reads it, from either catalog.
#[derive(Clone, Copy)]
enum PieceRef<'a> {
    Text(&'a str),
    Argument(&'a str),
    Term(&'a str),
}

impl Piece {
    fn as_piece_ref(&self) -> PieceRef<'_> {
        match self {
            Piece::Text(s) => PieceRef::Text(s),
            Piece::Argument(s) => PieceRef::Argument(s),
            Piece::Term(s) => PieceRef::Term(s),
        }
    }
}

/// Terms nest at most this deep (a term that names itself is refused
/// rather than followed for ever).
const MAX_NESTING: usize = 8;

/// Writes message `id` to `out`, its pieces from `pieces`: text as it is,
/// arguments from `argument`, terms formatted in place.
fn write_message<'a, P, I>(
    pieces: &P,
    id: &str,
    argument: &dyn Fn(&str) -> Option<String>,
    depth: usize,
    out: &mut String,
) -> Option<()>
where
    P: Fn(&str) -> Option<I>,
    I: Iterator<Item = PieceRef<'a>>,
{
    if depth > MAX_NESTING {
        return None;
    }
    for piece in pieces(id)? {
        match piece {
            PieceRef::Text(text) => *out += text,
            PieceRef::Argument(name) => *out += &argument(name)?,
            PieceRef::Term(term) => write_message(pieces, term, argument, depth + 1, out)?,
        }
    }
    Some(())
}

/// A Fluent file read into its messages at run time (the command line's
/// Chinese help; the tests read the core's files this way too and compare
/// them with the compiled tables). What it reads and refuses is
/// `fluent_file::entries`'s. Formatting is these few lines rather than
/// fluent-bundle, whose plural rules and memoizers added a quarter to the
/// page's WebAssembly for features no message uses.
#[derive(Clone, Debug, Default)]
pub struct Catalog {
    order: Vec<String>,
    messages: HashMap<String, Vec<Piece>>,
}

impl Catalog {
    /// Reads a Fluent file; refuses a syntax error, an id defined twice or a
    /// construct it does not format (a selector, a function, a message
    /// reference), naming the message.
    pub fn parse(source: &str) -> Result<Catalog, String> {
        let mut catalog = Catalog::default();
        for (id, pieces) in fluent_file::entries(source)? {
            if !id.starts_with('-') {
                catalog.order.push(id.clone());
            }
            catalog.messages.insert(id, pieces);
        }
        Ok(catalog)
    }

    /// The message `id` with its arguments from `argument`; `None` when the
    /// message or one of its arguments is missing.
    pub fn format(&self, id: &str, argument: impl Fn(&str) -> Option<String>) -> Option<String> {
        let mut out = String::new();
        write_message(
            &|id| {
                self.messages
                    .get(id)
                    .map(|pieces| pieces.iter().map(Piece::as_piece_ref))
            },
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
    /// shown as its name, by the whole-file parse and by the tables the
    /// build script compiled from the same file.
    fn every_message_both_ways(source: &'static str, compiled: &CompiledCatalog) {
        let whole = Catalog::parse(source).unwrap();
        let shown = |name: &str| Some(format!("<{name}>"));
        let terms: Vec<&String> = whole.messages.keys().filter(|id| id.starts_with('-')).collect();
        assert_eq!(compiled.len(), whole.ids().len() + terms.len(), "entries compiled");
        for id in whole.ids().iter().chain(terms) {
            let expected = whole.format(id, shown);
            assert!(expected.is_some(), "{id} formats");
            assert_eq!(compiled.format(id, shown), expected, "{id}");
        }
        assert_eq!(compiled.format("no-such-message", shown), None);
        assert_eq!(compiled.format("", shown), None);
        assert_eq!(compiled.format("zzzz", shown), None);
    }

    #[test]
    fn the_compiled_tables_format_every_message_as_the_whole_file_does() {
        every_message_both_ways(EN_FTL, &compiled::EN);
        every_message_both_ways(ZH_FTL, &compiled::ZH);
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
        let said_otherwise = [
            "io-not-found",
            "io-permission-denied",
            "io-is-a-directory",
            "serve-port-taken",
            "serve-port-denied",
        ];
        // A large count in each language's own unit: millions in English,
        // 万 (ten thousands) in Chinese.
        let counted_in_own_units = ["pdb-building", "pdb-building-unkept"];
        for (id, names) in &en {
            let chinese = zh.get(id).cloned().unwrap_or_default();
            if counted_in_own_units.contains(&id.as_str()) {
                let units = |names: &BTreeSet<String>, unit: &str| {
                    let mut rest = names.clone();
                    assert!(rest.remove(unit), "{id}: counts in {unit}");
                    rest.remove(if unit == "millions" { "wan" } else { "millions" });
                    rest
                };
                assert_eq!(units(names, "millions"), units(&chinese, "wan"), "{id}");
            } else if said_otherwise.contains(&id.as_str()) {
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
        assert_eq!(Lang::from_tag("zh-CN"), Some(Lang::Zh));
        assert_eq!(Lang::from_tag("en"), Some(Lang::En));
        assert_eq!(Lang::from_tag("fr"), None);
    }
}
