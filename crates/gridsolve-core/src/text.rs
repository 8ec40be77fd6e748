//! Small helpers for precise error messages about text input.

/// Quotes a character for an error message: printable characters as `'x'`,
/// everything else by its escape (`'\u{0}'`, `'\r'`), so that binary garbage
/// never reaches a terminal raw.
pub(crate) fn describe_char(ch: char) -> String {
    if is_invisible(ch) {
        format!("'{}'", ch.escape_unicode())
    } else {
        format!("'{ch}'")
    }
}

/// Whether a character would not show as itself on a terminal: control
/// characters, zero-width and non-breaking spaces, and the bidirectional
/// controls that reorder what follows them (U+202E turns `abc` into `cba`).
pub fn is_invisible(ch: char) -> bool {
    ch.is_control()
        || matches!(
            ch,
            '\u{a0}' | '\u{ad}' | '\u{61c}' | '\u{180e}'
                | '\u{2000}'..='\u{200f}'
                | '\u{2028}'..='\u{202f}'
                | '\u{205f}'..='\u{206f}'
                | '\u{3000}' | '\u{feff}' | '\u{fff9}'..='\u{fffb}'
        )
}

/// A message safe to print: every invisible character (see [`is_invisible`])
/// is written as its escape, so what a user pasted can be seen for what it is.
///
/// ```
/// use gridsolve_core::text::escape_invisible;
/// assert_eq!(escape_invisible("a\u{202e}b\u{200b}c\u{a0}d"), "a\\u{202e}b\\u{200b}c\\u{a0}d");
/// assert_eq!(escape_invisible("case 1: 中文 ok"), "case 1: 中文 ok");
/// ```
pub fn escape_invisible(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        if is_invisible(ch) {
            out.extend(ch.escape_unicode());
        } else {
            out.push(ch);
        }
    }
    out
}

/// Quotes a byte from input that may not be UTF-8.
pub(crate) fn describe_byte(byte: u8) -> String {
    if byte.is_ascii_graphic() || byte == b' ' {
        format!("'{}'", byte as char)
    } else {
        format!("byte 0x{byte:02x}")
    }
}

/// Most characters of the user's input an error message repeats.
pub const ECHO_CHARS: usize = 60;

/// `text` as an error message repeats it: at most [`ECHO_CHARS`]
/// characters, then how many were left out (`...(+40)`, the same in either
/// language), so that a 90 KB argument does not come back as a 90 KB
/// message; an invisible character is written as its escape
/// ([`escape_invisible`]), so that `"zh\u{202e}"` or a terminal's escape
/// sequence cannot pass through a refusal into the user's terminal.
///
/// ```
/// use gridsolve_core::text::capped;
/// assert_eq!(capped("plsu"), "plsu");
/// assert_eq!(capped("zh\u{1b}[31m"), "zh\\u{1b}[31m");
/// let long = "#".repeat(100);
/// assert_eq!(capped(&long), format!("{}...(+40)", "#".repeat(60)));
/// ```
pub fn capped(text: &str) -> String {
    let total = text.chars().count();
    if total <= ECHO_CHARS {
        return escape_invisible(text);
    }
    let shown: String = text.chars().take(ECHO_CHARS).collect();
    format!("{}...(+{})", escape_invisible(&shown), total - ECHO_CHARS)
}

/// A count with thousands separators, as the docs and messages write them.
///
/// ```
/// assert_eq!(gridsolve_core::text::thousands(239_500_800u64), "239,500,800");
/// assert_eq!(gridsolve_core::text::thousands(7u8), "7");
/// ```
pub fn thousands(n: impl Into<u128>) -> String {
    let digits = n.into().to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_escaped() {
        assert_eq!(describe_char('x'), "'x'");
        assert_eq!(describe_char('\0'), "'\\u{0}'");
        assert_eq!(describe_char('\r'), "'\\u{d}'");
        assert_eq!(describe_char('\u{202e}'), "'\\u{202e}'");
        assert_eq!(describe_char('\u{200b}'), "'\\u{200b}'");
        assert_eq!(describe_char('\u{a0}'), "'\\u{a0}'");
        assert_eq!(describe_char('中'), "'中'");
        assert_eq!(describe_byte(b'q'), "'q'");
        assert_eq!(describe_byte(0xff), "byte 0xff");
    }
}
