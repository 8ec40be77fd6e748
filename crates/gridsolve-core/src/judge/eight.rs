//! The eight-puzzle of Luogu P1379 and HDU 1043 / POJ 1077: a 3x3 board of
//! tiles 1 to 8 and one blank; a move slides a tile next to the blank into
//! it. Answered from one table built once per run: a breadth-first search
//! backwards from the goal over the Cantor ranks of the boards (康托展开),
//! reaching the 9!/2 = 181,440 boards that can reach the goal; a board's
//! distance is one look-up, a shortest path a walk down the distances
//! (each board also keeps the first direction, in [`Dir::ALL`]'s order,
//! that leads one step nearer: one look-up per step).
//! Ranks and parity are [`crate::slide`]'s; the packed form here is the
//! judges' fast path (one word per board, no allocation per case).
//!
//! A board is packed in a `u64` as nine 4-bit cells, row-major, the first
//! cell highest (so `0x123804765` reads like the P1379 input); 0 is the blank.

use std::sync::OnceLock;

use crate::slide;

/// P1379's goal, `123804765`.
pub(crate) const P1379_GOAL: u64 = 0x1_2380_4765;
/// HDU 1043's goal, `1 2 3 4 5 6 7 8 x`.
pub(crate) const HDU1043_GOAL: u64 = 0x1_2345_6780;

/// The number of permutations of nine cells, 9!.
const PERMUTATIONS: usize = 362_880;
/// The table's mark for a board that cannot reach the goal.
const UNREACHABLE: u8 = u8::MAX;

/// The goal of an eight-puzzle problem.
pub fn goal(problem: crate::judge::Problem) -> u64 {
    if problem == crate::judge::Problem::Hdu1043 {
        HDU1043_GOAL
    } else {
        P1379_GOAL
    }
}

/// The tile on cell `i` (0..9, row-major) of a packed board.
#[inline]
pub fn tile(board: u64, i: usize) -> u8 {
    (board >> (4 * (8 - i)) & 0xF) as u8
}

/// The cells of a packed board, row-major.
pub fn tiles(board: u64) -> [u8; 9] {
    std::array::from_fn(|i| tile(board, i))
}

/// Packs nine cells, row-major.
pub fn pack(tiles: [u8; 9]) -> u64 {
    tiles.iter().fold(0, |board, &t| board << 4 | u64::from(t))
}

/// The blank's cell.
pub fn blank(board: u64) -> usize {
    (0..9).find(|&i| tile(board, i) == 0).unwrap_or(0)
}

/// Pairs of tiles (the blank left out) in the wrong order, reading row-major.
pub fn inversions(board: u64) -> u64 {
    slide::inversions(&tiles(board))
}

/// Whether `board` can reach `goal`, by parity, before any search: on a
/// board of odd width every move keeps the parity of the tiles'
/// inversions, and boards of equal parity reach each other (the rule
/// [`slide::slide_solvable`] applies to any board; this is its 3 x 3 case,
/// without allocating, since the P1379 reader asks it of every case).
pub fn solvable(board: u64, goal: u64) -> bool {
    inversion_parity(board) == inversion_parity(goal)
}

/// The parity of the pairs of tiles (the blank left out) in the wrong order.
fn inversion_parity(board: u64) -> u32 {
    // With the blank's value marked as seen from the start, no digit counts
    // it: the digits sum to the tiles' inversions alone.
    lehmer(board, 0x1FE).0 & 1
}

/// The sum of the Lehmer digits of a packed board and its Cantor rank, in
/// one pass over the word: digit `i` is how many of the values in `unused`
/// (a bit per value; `0x1FF` all nine) not yet seen are below cell `i`'s.
#[inline]
fn lehmer(board: u64, mut unused: u32) -> (u32, usize) {
    const WEIGHTS: [u32; 9] = [40_320, 5_040, 720, 120, 24, 6, 2, 1, 1];
    let (mut digit_sum, mut rank) = (0u32, 0u32);
    for (i, weight) in WEIGHTS.into_iter().enumerate() {
        let v = (board >> (32 - 4 * i) & 0xF) as u32;
        let below = u32::from(slide::SET_BITS_OF_NINE[(unused & ((1 << v) - 1)) as usize]);
        unused &= !(1 << v);
        digit_sum += below;
        rank += below * weight;
    }
    (digit_sum, rank as usize)
}

/// The Cantor rank of a packed board ([`slide::cantor_rank`] of its cells).
#[inline]
pub fn rank(board: u64) -> usize {
    lehmer(board, 0x1FF).1
}

/// The board of Cantor rank `r`.
pub fn unrank(r: usize) -> u64 {
    let mut cells = [0u8; 9];
    slide::cantor_unrank_into(r as u64, &mut cells);
    pack(cells)
}

/// A direction the blank moves in, as HDU 1043 prints it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    /// `u`: the blank moves up.
    Up,
    /// `d`: the blank moves down.
    Down,
    /// `l`: the blank moves left.
    Left,
    /// `r`: the blank moves right.
    Right,
}

impl Dir {
    /// In the order a path prefers them when several are shortest.
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];

    /// HDU 1043's letter.
    pub const fn letter(self) -> u8 {
        match self {
            Dir::Up => b'u',
            Dir::Down => b'd',
            Dir::Left => b'l',
            Dir::Right => b'r',
        }
    }

    /// The direction of a letter.
    pub fn from_letter(letter: u8) -> Option<Dir> {
        Dir::ALL.into_iter().find(|d| d.letter() == letter)
    }

    /// The cell the blank moves to from `cell`, if on the board.
    pub fn step(self, cell: usize) -> Option<usize> {
        let (r, c) = (cell / 3, cell % 3);
        match self {
            Dir::Up => (r > 0).then(|| cell - 3),
            Dir::Down => (r < 2).then(|| cell + 3),
            Dir::Left => (c > 0).then(|| cell - 1),
            Dir::Right => (c < 2).then(|| cell + 1),
        }
    }
}

/// The board after the blank, on cell `from`, moves to cell `to`.
#[inline]
pub fn slide(board: u64, from: usize, to: usize) -> u64 {
    let t = u64::from(tile(board, to));
    board & !(0xF << (4 * (8 - to))) | t << (4 * (8 - from))
}

/// The board after the blank moves in `dir`, if it can.
pub(crate) fn slide_dir(board: u64, dir: Dir) -> Option<u64> {
    let from = blank(board);
    dir.step(from).map(|to| slide(board, from, to))
}

/// Distances to one goal of every board, by Cantor rank.
pub struct EightTable {
    goal: u64,
    /// Per rank: the distance (bits 0-4) and the index in [`Dir::ALL`] of
    /// the first direction one step nearer (bits 5-6); [`UNREACHABLE`] when
    /// the board cannot reach the goal.
    distance: Vec<u8>,
    max_distance: u8,
    /// Per rank, from [`EightTable::build_with_paths`] or the first
    /// [`EightTable::write_path`]: the whole shortest path, two bits a move
    /// (the index in [`Dir::ALL`]), the first move lowest; 31 moves at
    /// most, 62 bits.
    paths: OnceLock<Vec<u64>>,
}

/// The letters of every four moves packed in a byte (the first lowest).
const FOUR_LETTERS: [[u8; 4]; 256] = {
    let mut table = [[0u8; 4]; 256];
    let mut byte = 0;
    while byte < 256 {
        let mut k = 0;
        while k < 4 {
            table[byte][k] = Dir::ALL[byte >> (2 * k) & 3].letter();
            k += 1;
        }
        byte += 1;
    }
    table
};

/// The bits of a table entry that hold the distance (at most 31).
const DISTANCE_BITS: u8 = 0x1F;

impl EightTable {
    /// One breadth-first search backwards from `goal` (moves are their own
    /// inverse, so backwards is forwards): 181,440 boards, a few
    /// milliseconds; 9! bytes. Paths are packed on the first
    /// [`write_path`](Self::write_path).
    pub fn build(goal: u64) -> EightTable {
        Self::search(goal, false)
    }

    /// [`build`](Self::build) with every board's path packed in the same
    /// search (HDU 1043's table: its answers are paths).
    pub fn build_with_paths(goal: u64) -> EightTable {
        Self::search(goal, true)
    }

    /// The breadth-first search. Each board's first direction one step
    /// nearer is settled in the same pass: a board at distance `d + 1` is
    /// reached only from boards at `d`, all taken from the queue before it,
    /// and each offers the direction back to itself; the first in
    /// [`Dir::ALL`]'s order is kept. When a board is taken, its direction
    /// is final and the board it leads to, whose path is already packed, is
    /// one of the neighbours the search ranks anyway: its path costs a shift.
    fn search(goal: u64, with_paths: bool) -> EightTable {
        let mut distance = vec![UNREACHABLE; PERMUTATIONS];
        let mut paths = if with_paths {
            vec![0u64; PERMUTATIONS]
        } else {
            Vec::new()
        };
        let goal_rank = rank(goal);
        distance[goal_rank] = 0;
        // Each board with its rank and its blank's cell, found once.
        let mut queue: Vec<(u64, u32, u8)> = Vec::with_capacity(PERMUTATIONS / 2);
        queue.push((goal, goal_rank as u32, blank(goal) as u8));
        let mut head = 0;
        let mut max_distance = 0;
        while let Some(&(board, r, from)) = queue.get(head) {
            head += 1;
            let entry = distance[r as usize];
            let d = entry & DISTANCE_BITS;
            let step = entry >> 5 & 3;
            max_distance = d;
            let from = usize::from(from);
            for (k, dir) in Dir::ALL.into_iter().enumerate() {
                let Some(to) = dir.step(from) else { continue };
                // The board the stored direction leads to is one nearer:
                // without paths to pack, it need not be ranked.
                if !with_paths && d > 0 && k == usize::from(step) {
                    continue;
                }
                let next_board = slide(board, from, to);
                let next_rank = rank(next_board);
                let next = distance[next_rank];
                // Back from the neighbour is the opposite direction: in
                // `Dir::ALL`'s order, Up and Down, Left and Right pair up.
                let back = (k ^ 1) as u8;
                if next == UNREACHABLE {
                    distance[next_rank] = (d + 1) | back << 5;
                    queue.push((next_board, next_rank as u32, to as u8));
                } else if next & DISTANCE_BITS == d + 1 {
                    if next >> 5 > back {
                        distance[next_rank] = (d + 1) | back << 5;
                    }
                } else if with_paths && d > 0 && k == usize::from(step) {
                    paths[r as usize] = u64::from(step) | paths[next_rank] << 2;
                }
            }
        }
        let paths = OnceLock::from(paths);
        EightTable {
            goal,
            distance,
            max_distance,
            paths: if with_paths { paths } else { OnceLock::new() },
        }
    }

    /// The table of `goal` (P1379's or HDU 1043's), built on first use and
    /// then shared by every solver, checker and generator of the process.
    pub fn shared(goal: u64) -> &'static EightTable {
        static P1379: OnceLock<EightTable> = OnceLock::new();
        static HDU1043: OnceLock<EightTable> = OnceLock::new();
        let cell = if goal == HDU1043_GOAL { &HDU1043 } else { &P1379 };
        let table = cell.get_or_init(|| {
            if goal == HDU1043_GOAL {
                EightTable::build_with_paths(goal)
            } else {
                EightTable::build(goal)
            }
        });
        assert_eq!(table.goal, goal, "only the two judges' goals are shared");
        table
    }

    /// The goal board's state.
    pub fn goal(&self) -> u64 {
        self.goal
    }

    /// The largest distance: 31 for HDU 1043's goal (God's number of the
    /// 8-puzzle, blank in a corner), 30 for P1379's (blank in the centre).
    pub fn max_distance(&self) -> u8 {
        self.max_distance
    }

    /// The fewest moves from `board` to the goal; `None` when it cannot reach it.
    #[inline]
    pub fn distance(&self, board: u64) -> Option<u8> {
        let d = self.distance[rank(board)];
        (d != UNREACHABLE).then_some(d & DISTANCE_BITS)
    }

    /// A shortest path from `board` as the directions the blank moves,
    /// preferring [`Dir::ALL`]'s order at each step; `None` when none exists.
    pub fn path(&self, board: u64) -> Option<Vec<Dir>> {
        let mut entry = self.distance[rank(board)];
        if entry == UNREACHABLE {
            return None;
        }
        let mut board = board;
        let mut path = Vec::with_capacity(usize::from(entry & DISTANCE_BITS));
        while entry & DISTANCE_BITS > 0 {
            let dir = Dir::ALL[usize::from(entry >> 5 & 3)];
            path.push(dir);
            board = slide_dir(board, dir).expect("the stored direction stays on the board");
            entry = self.distance[rank(board)];
        }
        Some(path)
    }

    /// Appends the letters of [`path`](Self::path) from `board` to `out`
    /// (HDU 1043's answer); `false` (nothing appended) when no path exists.
    /// One look-up per board in the packed paths (2.9 MB), where walking the
    /// distances costs a rank per move; a table built without them packs
    /// them on the first call, by searching again.
    pub fn write_path(&self, board: u64, out: &mut Vec<u8>) -> bool {
        let r = rank(board);
        let entry = self.distance[r];
        if entry == UNREACHABLE {
            return false;
        }
        let packed = self
            .paths
            .get_or_init(|| Self::search(self.goal, true).paths.take().unwrap_or_default())[r];
        // Four letters a byte, all 32, then cut back: fixed-size copies are
        // stores, where a copy of the path's length is a call to memmove.
        let end = out.len() + usize::from(entry & DISTANCE_BITS);
        for k in 0..8 {
            out.extend_from_slice(&FOUR_LETTERS[(packed >> (8 * k) & 0xFF) as usize]);
        }
        out.truncate(end);
        true
    }

    /// Every board at distance `d`, in rank order (for generators).
    pub fn boards_at(&self, d: u8) -> Vec<u64> {
        let mut out = Vec::new();
        for (r, &entry) in self.distance.iter().enumerate() {
            if entry != UNREACHABLE && entry & DISTANCE_BITS == d {
                out.push(unrank(r));
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solvable_is_the_general_parity_rule_on_every_board() {
        for r in (0..362_880).step_by(7) {
            let board = unrank(r);
            for goal in [goal(crate::judge::Problem::P1379), goal(crate::judge::Problem::Hdu1043)] {
                assert_eq!(
                    solvable(board, goal),
                    slide::slide_solvable(3, 3, &tiles(board), &tiles(goal)),
                    "{board:09x}"
                );
            }
        }
    }

    #[test]
    fn the_packed_rank_and_parity_are_the_general_ones() {
        for r in (0..PERMUTATIONS).step_by(3) {
            let board = unrank(r);
            assert_eq!(rank(board) as u64, slide::cantor_rank(&tiles(board)), "{board:09x}");
            assert_eq!(u64::from(inversion_parity(board)), inversions(board) & 1, "{board:09x}");
        }
    }

    #[test]
    fn rank_and_unrank_are_inverse_bijections() {
        let mut boards: Vec<u64> = (0..PERMUTATIONS).map(unrank).collect();
        for (r, &board) in boards.iter().enumerate() {
            assert_eq!(rank(board), r);
        }
        boards.sort_unstable();
        boards.dedup();
        assert_eq!(boards.len(), PERMUTATIONS);
        assert_eq!(rank(0x0_1234_5678), 0);
        assert_eq!(rank(0x8_7654_3210), PERMUTATIONS - 1);
    }

    #[test]
    fn half_the_boards_reach_each_goal_within_the_known_maximum() {
        for (goal, max) in [(HDU1043_GOAL, 31), (P1379_GOAL, 30)] {
            let table = EightTable::build(goal);
            assert_eq!(table.max_distance(), max);
            let reachable = table.distance.iter().filter(|&&d| d != UNREACHABLE).count();
            assert_eq!(reachable, PERMUTATIONS / 2);
        }
    }

    #[test]
    fn packed_paths_are_the_walked_paths() {
        // Packed by the search itself, and on first use for a table without them.
        for table in [
            EightTable::build_with_paths(HDU1043_GOAL),
            EightTable::build(P1379_GOAL),
        ] {
            for r in (0..PERMUTATIONS).step_by(5) {
                let board = unrank(r);
                let mut written = Vec::new();
                let walked: Option<Vec<u8>> = table.path(board).map(|p| p.iter().map(|d| d.letter()).collect());
                assert_eq!(table.write_path(board, &mut written), walked.is_some());
                assert_eq!(written, walked.unwrap_or_default(), "{board:09x}");
            }
        }
    }

    /// The distances are a breadth-first search's (the goal at 0, every
    /// other board one more than its nearest neighbour, neighbours one
    /// apart) and each board's stored direction is the first in
    /// `Dir::ALL`'s order that leads one step nearer, checked on every board
    /// from their definitions, not from the search's order.
    #[test]
    fn distances_and_first_directions_are_their_definitions() {
        for goal in [HDU1043_GOAL, P1379_GOAL] {
            let table = EightTable::build(goal);
            assert_eq!(table.distance(goal), Some(0));
            for r in 0..PERMUTATIONS {
                let board = unrank(r);
                let Some(d) = table.distance(board) else {
                    assert!(!solvable(board, goal), "{board:09x} reaches the goal by parity");
                    continue;
                };
                let neighbours: Vec<(Dir, u8)> = Dir::ALL
                    .into_iter()
                    .filter_map(|dir| {
                        slide_dir(board, dir).map(|n| (dir, table.distance(n).expect("a neighbour reaches it too")))
                    })
                    .collect();
                assert!(neighbours.iter().all(|&(_, n)| n.abs_diff(d) == 1), "{board:09x}");
                if d > 0 {
                    let first = neighbours
                        .iter()
                        .find(|&&(_, n)| n + 1 == d)
                        .expect("a nearer neighbour")
                        .0;
                    assert_eq!(Dir::ALL[usize::from(table.distance[r] >> 5 & 3)], first, "{board:09x}");
                }
            }
        }
    }

    #[test]
    fn the_goals_have_the_statements_inversions() {
        assert_eq!(inversions(P1379_GOAL), 7);
        assert_eq!(inversions(HDU1043_GOAL), 0);
    }
}
