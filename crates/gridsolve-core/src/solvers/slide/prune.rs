//! Pruning duplicate move sequences (Taylor and Korf, "Pruning duplicate
//! nodes in depth-first search", AAAI 1993).
//!
//! IDA* keeps no visited set, so it reaches a board again along every
//! sequence of moves that leads to it. Two sequences of the blank's moves
//! often have the same effect: around a 2x2 block of cells, three turns
//! clockwise change nothing (12 moves against none), and one and a half
//! turns clockwise equal one and a half turns the other way (6 moves
//! against 6). A sequence is *forbidden* when another one with the same
//! effect is shorter, or as long and earlier in the order the search tries
//! moves (u, d, l, r), and the other one stays within the cells the first
//! one visits (so it is legal wherever the first one is, the board being a
//! rectangle). A path containing a forbidden sequence can be rewritten into
//! a shorter or earlier one, so the earliest of the shortest paths contains
//! none: the search finds the same path as without pruning, from fewer
//! nodes.
//!
//! The forbidden sequences up to [`DEPTH`] moves are found by a
//! breadth-first enumeration of the blank's walks on an unbounded board
//! ([`forbidden_words`]; 0.7 s and a few hundred megabytes for 12 moves,
//! too much to pay in every process), kept in `prune_words.rs` as 2,540
//! numbers (a test checks them against the enumeration), and put in an
//! automaton (Aho and Corasick) that the search steps once per move: a move
//! whose step reaches [`DEAD`] completes a forbidden sequence and is not made.
//!
//! Measured on Korf's 100 (BENCHMARKS.md): 12 moves remove 40% of the nodes
//! of 6-6-3 and 30% of 7-8; 14 moves (18,700 sequences, 8 s and 2 GB to
//! find) remove only 3 to 6% more.

// The enumeration that finds the sequences runs only in the test that
// checks `prune_words.rs` against it.
#![cfg_attr(not(test), allow(dead_code))]

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::OnceLock;

/// Longest forbidden sequence looked for. Each move more multiplies the
/// enumeration by about three; 12 finds the short loops that matter most.
pub const DEPTH: usize = 12;

/// The step that completes a forbidden sequence.
pub const DEAD: u32 = u32::MAX;

/// The automaton: state 0 is the start (no moves yet).
pub struct MovePruner {
    next: Vec<[u32; 4]>,
    forbidden: usize,
}

impl MovePruner {
    /// The automaton for sequences up to `depth` moves.
    pub fn new(depth: usize) -> MovePruner {
        let words = forbidden_words(depth);
        let forbidden = words.len();
        MovePruner {
            next: automaton(&words),
            forbidden,
        }
    }

    /// The one the searches share: the sequences of [`DEPTH`] moves kept in
    /// `prune_words.rs`, put in an automaton on first use (a millisecond).
    pub fn shared() -> &'static MovePruner {
        static SHARED: OnceLock<MovePruner> = OnceLock::new();
        SHARED.get_or_init(|| {
            let words: Vec<Vec<u8>> = super::prune_words::WORDS.iter().map(|&c| decode(c)).collect();
            MovePruner {
                next: automaton(&words),
                forbidden: words.len(),
            }
        })
    }

    /// The state after moving the blank in direction `d` (an index into
    /// [`DIRECTIONS`](super::geometry::DIRECTIONS)) from `state`, or [`DEAD`].
    #[inline]
    pub fn step(&self, state: u32, d: u8) -> u32 {
        self.next[state as usize][d as usize]
    }

    /// How many minimal forbidden sequences the automaton holds.
    pub fn forbidden(&self) -> usize {
        self.forbidden
    }

    /// The automaton's states.
    pub fn states(&self) -> usize {
        self.next.len()
    }
}

/// A cell of the unbounded board, relative to the blank's start.
type SignedCell = (i8, i8);

const STEP: [SignedCell; 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];

/// Most moves a walk of the enumeration has (and so most tiles it moves).
const MAX_DEPTH: usize = 16;

/// What a walk of the blank did: where the blank is, and every tile not on
/// its own cell (its cell now, its cell before), sorted. Fixed-size, so
/// the enumeration's millions of effects are copied, not allocated.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Effect {
    blank: SignedCell,
    len: u8,
    moved: [(SignedCell, SignedCell); MAX_DEPTH],
}

impl Effect {
    const START: Effect = Effect {
        blank: (0, 0),
        len: 0,
        moved: [((0, 0), (0, 0)); MAX_DEPTH],
    };

    fn after(&self, d: usize) -> Effect {
        let to = (self.blank.0 + STEP[d].0, self.blank.1 + STEP[d].1);
        let mut next = Effect {
            blank: to,
            len: 0,
            moved: [((0, 0), (0, 0)); MAX_DEPTH],
        };
        // The tile on `to` (a moved one, or the one whose cell it is) goes
        // to the blank's cell; the others stay, in order.
        let mut origin = to;
        for &(now, from) in &self.moved[..self.len as usize] {
            if now == to {
                origin = from;
            } else {
                next.moved[next.len as usize] = (now, from);
                next.len += 1;
            }
        }
        if origin != self.blank {
            let at = next.moved[..next.len as usize].partition_point(|&(now, _)| now < self.blank);
            next.moved.copy_within(at..next.len as usize, at + 1);
            next.moved[at] = (self.blank, origin);
            next.len += 1;
        }
        next
    }
}

/// The cells a walk visits, as a box: rows and columns, least and most.
#[derive(Clone, Copy)]
struct Span {
    rows: (i8, i8),
    cols: (i8, i8),
}

impl Span {
    const ORIGIN: Span = Span {
        rows: (0, 0),
        cols: (0, 0),
    };

    fn with(self, cell: SignedCell) -> Span {
        Span {
            rows: (self.rows.0.min(cell.0), self.rows.1.max(cell.0)),
            cols: (self.cols.0.min(cell.1), self.cols.1.max(cell.1)),
        }
    }

    fn within(self, outer: Span) -> bool {
        outer.rows.0 <= self.rows.0
            && self.rows.1 <= outer.rows.1
            && outer.cols.0 <= self.cols.0
            && self.cols.1 <= outer.cols.1
    }
}

/// A multiply-rotate hash (as rustc's FxHash): the enumeration hashes
/// millions of small keys, where the standard library's DoS-resistant
/// SipHash took most of the time; the keys here come from no one.
#[derive(Default, Clone, Copy)]
struct QuickHasher(u64);

impl std::hash::Hasher for QuickHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }

    fn write_u8(&mut self, i: u8) {
        self.write_u64(i as u64);
    }

    fn write_u64(&mut self, i: u64) {
        self.0 = (self.0.rotate_left(5) ^ i).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

type Quick = std::hash::BuildHasherDefault<QuickHasher>;

/// A walk of at most 15 moves as a number: a leading 1, then two bits per move.
#[cfg(test)]
fn code(word: &[u8]) -> u32 {
    word.iter().fold(1u32, |c, &d| c << 2 | d as u32)
}

/// The inverse of [`code`].
fn decode(c: u32) -> Vec<u8> {
    let len = (31 - c.leading_zeros()) / 2;
    (0..len).rev().map(|i| (c >> (2 * i) & 3) as u8).collect()
}

/// The minimal forbidden sequences of at most `depth` moves (at most 15) (a blank's
/// move straight back is one of them: `ud`, `du`, `lr`, `rl`).
pub fn forbidden_words(depth: usize) -> Vec<Vec<u8>> {
    let depth = depth.min(MAX_DEPTH - 1);
    // The first walk (shortest, then earliest) to reach each effect, with its box.
    let mut first: HashMap<Effect, Span, Quick> = HashMap::default();
    first.insert(Effect::START, Span::ORIGIN);
    let mut forbidden: HashSet<u32, Quick> = HashSet::default();
    let mut words = Vec::new();
    // Walks of the current length that contain no forbidden sequence, in
    // order: extending them in move order keeps the next level in order.
    let mut level: Vec<(u32, u8, Effect, Span)> = vec![(1, 0, Effect::START, Span::ORIGIN)];
    for _ in 0..depth {
        let mut next = Vec::with_capacity(level.len() * 3);
        for &(word, len, effect, span) in &level {
            for d in 0..4u8 {
                let longer = word << 2 | d as u32;
                let len = len + 1;
                // A forbidden suffix (any other part is in `word`, which has none).
                if (1..len).any(|keep| forbidden.contains(&(longer & ((1 << (2 * keep)) - 1) | 1 << (2 * keep)))) {
                    continue;
                }
                let after = effect.after(d as usize);
                let span = span.with(after.blank);
                match first.get(&after) {
                    Some(earlier) if earlier.within(span) => {
                        forbidden.insert(longer);
                        words.push(longer);
                    }
                    Some(_) => next.push((longer, len, after, span)),
                    None => {
                        first.insert(after, span);
                        next.push((longer, len, after, span));
                    }
                }
            }
        }
        level = next;
    }
    let mut words: Vec<Vec<u8>> = words.into_iter().map(decode).collect();
    words.sort_unstable();
    words
}

/// The Aho-Corasick automaton of `words` over the four moves, with every
/// state whose walk ends in a forbidden word replaced by [`DEAD`].
fn automaton(words: &[Vec<u8>]) -> Vec<[u32; 4]> {
    const NONE: u32 = u32::MAX - 1;
    let mut next: Vec<[u32; 4]> = vec![[NONE; 4]];
    let mut terminal = vec![false];
    for word in words {
        let mut state = 0usize;
        for &d in word {
            if next[state][d as usize] == NONE {
                next.push([NONE; 4]);
                terminal.push(false);
                next[state][d as usize] = (next.len() - 1) as u32;
            }
            state = next[state][d as usize] as usize;
        }
        terminal[state] = true;
    }
    // Failure links, breadth first; missing moves follow them.
    let mut fail = vec![0u32; next.len()];
    let mut queue = VecDeque::new();
    for slot in next[0].iter_mut() {
        match *slot {
            NONE => *slot = 0,
            child => {
                fail[child as usize] = 0;
                queue.push_back(child);
            }
        }
    }
    while let Some(state) = queue.pop_front() {
        let state = state as usize;
        terminal[state] |= terminal[fail[state] as usize];
        let fail_row = next[fail[state] as usize];
        for (slot, via_fail) in next[state].iter_mut().zip(fail_row) {
            match *slot {
                NONE => *slot = via_fail,
                child => {
                    fail[child as usize] = via_fail;
                    queue.push_back(child);
                }
            }
        }
    }
    for row in &mut next {
        for target in row.iter_mut() {
            if terminal[*target as usize] {
                *target = DEAD;
            }
        }
    }
    next
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moving_straight_back_and_the_loops_around_a_block_are_forbidden() {
        let words = forbidden_words(12);
        let word = |s: &str| -> Vec<u8> {
            s.bytes()
                .map(|b| b"udlr".iter().position(|&c| c == b).unwrap() as u8)
                .collect()
        };
        for back in ["ud", "du", "lr", "rl"] {
            assert!(words.contains(&word(back)), "{back}");
        }
        // Around a 2x2 block: three turns are nothing; one and a half turns
        // clockwise equal one and a half the other way (the later one in u,
        // d, l, r order is forbidden).
        let pruner = MovePruner::new(12);
        let walk = |s: &str| {
            word(s)
                .iter()
                .try_fold(0u32, |state, &d| Some(pruner.step(state, d)).filter(|&n| n != DEAD))
        };
        assert!(walk("rdlurdlurdlu").is_none());
        // Walks that are their effect's first one survive.
        assert!(walk("uldr").is_some());
        assert!(walk("rrrr").is_some());
    }

    /// Every walk the automaton allows is the first walk to its effect
    /// among the allowed ones of its length or shorter, within its box; and
    /// every effect reachable in at most 8 moves is reached by an allowed walk.
    #[test]
    fn pruning_keeps_a_walk_to_every_effect() {
        let pruner = MovePruner::new(10);
        let mut all: HashSet<Effect> = HashSet::new();
        let mut kept: HashSet<Effect> = HashSet::new();
        let mut frontier = vec![(Effect::START, 0u32, true)];
        for _ in 0..8 {
            let mut next = Vec::new();
            for (effect, state, alive) in frontier {
                for d in 0..4u8 {
                    let after = effect.after(d as usize);
                    let step = if alive { pruner.step(state, d) } else { DEAD };
                    all.insert(after);
                    if step != DEAD {
                        kept.insert(after);
                    }
                    next.push((after, step, step != DEAD));
                }
            }
            frontier = next;
        }
        kept.insert(Effect::START);
        assert_eq!(all.len(), kept.len());
        assert!(pruner.forbidden() > 4 && pruner.states() > 1);
    }

    /// `prune_words.rs` holds what the enumeration finds. To write it again
    /// (after a change to the enumeration or to DEPTH):
    /// `GRIDSOLVE_WRITE_PRUNE_WORDS=1 cargo test -p gridsolve-core --release prune_words`.
    #[test]
    fn the_kept_prune_words_are_what_the_enumeration_finds() {
        let words: Vec<u32> = forbidden_words(DEPTH).iter().map(|w| code(w)).collect();
        if std::env::var_os("GRIDSOLVE_WRITE_PRUNE_WORDS").is_some() {
            let mut text = format!(
                "//! The minimal forbidden move sequences of at most {DEPTH} moves\n//! ([`super::prune`]), written by its test: each a leading 1, then two bits\n//! per move (u, d, l, r).\n\n#[rustfmt::skip]\npub(super) const WORDS: &[u32] = &[\n"
            );
            for chunk in words.chunks(10) {
                let line: Vec<String> = chunk.iter().map(u32::to_string).collect();
                text += &format!("    {},\n", line.join(", "));
            }
            text += "];\n";
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/solvers/slide/prune_words.rs");
            std::fs::write(path, text).unwrap();
        }
        assert_eq!(
            words,
            super::super::prune_words::WORDS,
            "prune_words.rs is stale; see this test's comment"
        );
        assert!(words.iter().all(|&c| code(&decode(c)) == c));
    }
}
