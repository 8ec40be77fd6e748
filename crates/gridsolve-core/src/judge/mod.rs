//! The four judge problems as presets: input parsing with precise positions,
//! and the exact output formats.

/// A judge problem.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Problem {
    Poj1753,
    Poj2965,
    P1225,
    P4289,
}
