//! Small helpers for precise error messages about text input.

/// Quotes a character for an error message: printable characters as `'x'`,
/// everything else by its escape (`'\u{0}'`, `'\r'`), so that binary garbage
/// never reaches a terminal raw.
pub fn describe_char(ch: char) -> String {
    if ch.is_control() || ch == '\u{feff}' {
        format!("'{}'", ch.escape_default())
    } else {
        format!("'{ch}'")
    }
}

/// Quotes a byte from input that may not be UTF-8.
pub fn describe_byte(byte: u8) -> String {
    if byte.is_ascii_graphic() || byte == b' ' {
        format!("'{}'", byte as char)
    } else {
        format!("byte 0x{byte:02x}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_escaped() {
        assert_eq!(describe_char('x'), "'x'");
        assert_eq!(describe_char('\0'), "'\\u{0}'");
        assert_eq!(describe_byte(b'q'), "'q'");
        assert_eq!(describe_byte(0xff), "byte 0xff");
    }
}
