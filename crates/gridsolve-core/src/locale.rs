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
//! The core stays pure: the bundles are parsed once from the files compiled
//! in, on first use, and a front door only says which [`Lang`] it wants.
//! The judges' outputs never go through here: they are the judges' formats.

use std::fmt;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
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
        let bundle = bundle(lang);
        let Some(pattern) = bundle.get_message(self.id).and_then(|m| m.value()) else {
            return self.fallback(lang);
        };
        let mut args = FluentArgs::new();
        for (name, value) in &self.args {
            let shown = match value {
                Arg::Plain(s) => s.clone(),
                Arg::Text(t) => t.render(lang),
            };
            args.set(*name, FluentValue::from(shown));
        }
        let mut errors = Vec::new();
        let out = bundle.format_pattern(pattern, Some(&args), &mut errors).into_owned();
        if errors.is_empty() {
            out
        } else {
            self.fallback(lang)
        }
    }

    fn fallback(&self, lang: Lang) -> String {
        let mut out = self.id.to_string();
        for (name, value) in &self.args {
            let shown = match value {
                Arg::Plain(s) => s.clone(),
                Arg::Text(t) => t.render(lang),
            };
            out += &format!(" {name}={shown}");
        }
        out
    }

    /// The ids of this text and the texts inside it.
    pub fn ids(&self) -> Vec<&'static str> {
        let mut ids = vec![self.id];
        for (_, value) in &self.args {
            if let Arg::Text(t) = value {
                ids.extend(t.ids());
            }
        }
        ids
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
    let resource = FluentResource::try_new(source.to_string()).unwrap_or_else(|(resource, _)| resource);
    resource
        .entries()
        .filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect()
}

fn bundle(lang: Lang) -> &'static FluentBundle<FluentResource> {
    static EN: OnceLock<FluentBundle<FluentResource>> = OnceLock::new();
    static ZH: OnceLock<FluentBundle<FluentResource>> = OnceLock::new();
    let cell = match lang {
        Lang::En => &EN,
        Lang::Zh => &ZH,
    };
    cell.get_or_init(|| {
        let resource = FluentResource::try_new(lang.source().to_string()).unwrap_or_else(
            |(resource, _)| resource, /* the tests keep both files free of errors */
        );
        let mut bundle = FluentBundle::new_concurrent(vec![lang.tag().parse().expect("en and zh are language tags")]);
        // Plain terminal text: no Unicode isolation marks around arguments.
        bundle.set_use_isolating(false);
        let _ = bundle.add_resource(resource);
        bundle
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_files_parse_and_hold_the_same_messages() {
        for source in [EN_FTL, ZH_FTL] {
            assert!(
                FluentResource::try_new(source.to_string()).is_ok(),
                "a Fluent file does not parse"
            );
        }
        let en = message_ids(EN_FTL);
        let zh = message_ids(ZH_FTL);
        assert!(en.len() > 50, "only {} English messages", en.len());
        let missing_zh: Vec<_> = en.iter().filter(|id| !zh.contains(id)).collect();
        let missing_en: Vec<_> = zh.iter().filter(|id| !en.contains(id)).collect();
        assert!(missing_zh.is_empty(), "no Chinese for {missing_zh:?}");
        assert!(missing_en.is_empty(), "no English for {missing_en:?}");
        let mut sorted = en.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), en.len(), "an id twice in en.ftl");
    }

    /// The arguments a message's pattern names.
    fn arguments(source: &str) -> std::collections::BTreeMap<String, std::collections::BTreeSet<String>> {
        let mut out = std::collections::BTreeMap::new();
        let resource = FluentResource::try_new(source.to_string()).unwrap();
        for entry in resource.entries() {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                let mut names = std::collections::BTreeSet::new();
                if let Some(value) = &m.value {
                    for element in &value.elements {
                        if let fluent_syntax::ast::PatternElement::Placeable { expression } = element {
                            collect(expression, &mut names);
                        }
                    }
                }
                out.insert(m.id.name.to_string(), names);
            }
        }
        out
    }

    fn collect(expression: &fluent_syntax::ast::Expression<&str>, names: &mut std::collections::BTreeSet<String>) {
        use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
        match expression {
            Expression::Inline(InlineExpression::VariableReference { id }) => {
                names.insert(id.name.to_string());
            }
            Expression::Inline(_) => {}
            Expression::Select { selector, variants } => {
                if let InlineExpression::VariableReference { id } = selector {
                    names.insert(id.name.to_string());
                }
                for variant in variants {
                    for element in &variant.value.elements {
                        if let PatternElement::Placeable { expression } = element {
                            collect(expression, names);
                        }
                    }
                }
            }
        }
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
