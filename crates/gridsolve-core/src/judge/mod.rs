//! Judge problems.
