//! A Fluent file (projectfluent.org) read into its entries, each a run of
//! text, `{ $argument }` placeables and references to terms (`{ -name }`,
//! text shared by several messages); string literals such as `{": "}` are
//! text. That is the whole of the Fluent gridsolve writes: no plural
//! selectors (the English words both forms as two messages), no functions.
//!
//! One reading for two readers: the build script compiles the core's own
//! files into tables with it (so a running program parses none of them), and
//! [`super::Catalog::parse`] reads any other file (the command line's
//! Chinese help) with it. It depends on fluent-syntax and std only, as a
//! build script's module must.

use fluent_syntax::ast::{Entry, Expression, InlineExpression, PatternElement};

/// A piece of an entry.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece {
    Text(String),
    Argument(String),
    /// A term, `-name`, formatted in place.
    Term(String),
}

/// Every message and term of `source` in the file's order, terms under
/// their `-name` (which no message id can be). Refuses a syntax error, an
/// id defined twice, or a construct gridsolve does not format (a selector,
/// a function, a message reference, a term with arguments), naming the entry.
pub fn entries(source: &str) -> Result<Vec<(String, Vec<Piece>)>, String> {
    let resource = fluent_syntax::parser::parse(source)
        .map_err(|(_, errors)| format!("{} syntax error(s), the first: {:?}", errors.len(), errors.first()))?;
    let mut entries: Vec<(String, Vec<Piece>)> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for entry in resource.body {
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
                    ));
                }
            });
        }
        if !seen.insert(id.clone()) {
            return Err(format!("{id} is defined twice"));
        }
        entries.push((id, pieces));
    }
    Ok(entries)
}
