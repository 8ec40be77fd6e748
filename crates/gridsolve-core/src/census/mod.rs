//! Censuses: how many boards of a puzzle need exactly `d` moves, for every
//! `d` (the largest is the puzzle's "God's number"), counted over the whole
//! space rather than board by board. One way per model:
//!
//! | module | model | how |
//! |---|---|---|
//! | [`cosets`] | two-state toggles | from the algebra: the weights of the coset leaders of the press map's null space, cut into chunks |
//! | [`modular`] | K-state cells and buttons | one breadth-first search over every board (at most 2^24) |
//! | [`ranked`] | sliding tiles and knights | breadth-first search over ranks, 2 bits a board, on threads or across processes |
//!
//! [`job`] is where a front door starts: it reads a puzzle's words
//! ([`crate::puzzle::PuzzleWords`]), picks the way and gives back a job the
//! front door runs where it likes (threads, a progress bar, processes), and
//! words its report.

pub mod cosets;
pub mod job;
pub mod modular;
pub mod ranked;
