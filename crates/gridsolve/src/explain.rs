//! Drawing boards for --explain.
