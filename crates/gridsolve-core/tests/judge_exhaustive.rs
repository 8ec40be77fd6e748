//! The four 4x4 judge problems (POJ 1753, POJ 2965, P1225, P4289) against an
//! independent brute force.
//!
//! The reference here is written from the problem statements alone: plain
//! 16-bit states, move masks built by hand, one breadth-first search. It
//! shares no code with the solvers. Every answer is checked through the
//! judge's printed output: counts against the reference, and every listed
//! move replayed with the reference's own move rules.

use std::collections::VecDeque;

use gridsolve_core::Algorithm;
use gridsolve_core::judge::{CaseReader, JudgeSolver, Problem};

/// Bit of cell (r, c), 0-based, in a 4x4 state: the first cell is the highest bit.
fn bit(r: usize, c: usize) -> u16 {
    1 << (15 - (r * 4 + c))
}

/// The 16 press masks of a toggle rule given as "which cells does (r, c) flip".
fn press_masks(flips: impl Fn(usize, usize, usize, usize) -> bool) -> Vec<u16> {
    let mut masks = Vec::new();
    for r in 0..4 {
        for c in 0..4 {
            let mut m = 0;
            for r2 in 0..4 {
                for c2 in 0..4 {
                    if flips(r, c, r2, c2) {
                        m |= bit(r2, c2);
                    }
                }
            }
            masks.push(m);
        }
    }
    masks
}

fn flip_masks() -> Vec<u16> {
    press_masks(|r, c, r2, c2| r.abs_diff(r2) + c.abs_diff(c2) <= 1)
}

fn fridge_masks() -> Vec<u16> {
    press_masks(|r, c, r2, c2| r == r2 || c == c2)
}

/// Distance of every state to the nearest goal, by BFS from the goals
/// (toggle moves are their own inverses). `u8::MAX` = unreachable.
fn toggle_distances(masks: &[u16], goals: &[u16]) -> Vec<u8> {
    let mut dist = vec![u8::MAX; 1 << 16];
    let mut queue = VecDeque::new();
    for &g in goals {
        dist[g as usize] = 0;
        queue.push_back(g);
    }
    while let Some(s) = queue.pop_front() {
        for &m in masks {
            let n = (s ^ m) as usize;
            if dist[n] == u8::MAX {
                dist[n] = dist[s as usize] + 1;
                queue.push_back(n as u16);
            }
        }
    }
    dist
}

fn board_text(state: u16, zero: char, one: char) -> String {
    (0..4)
        .map(|r| {
            (0..4)
                .map(|c| if state & bit(r, c) != 0 { one } else { zero })
                .collect::<String>()
                + "\n"
        })
        .collect()
}

fn run_judge(problem: Problem, input: &str) -> String {
    let solver = JudgeSolver::new(problem, Algorithm::Auto).unwrap();
    let mut out = Vec::new();
    for case in CaseReader::new(problem, input.as_bytes()) {
        solver.write_answer(&case.unwrap(), &mut out).unwrap();
    }
    String::from_utf8(out).unwrap()
}

#[test]
fn poj1753_every_board_matches_bfs() {
    let dist = toggle_distances(&flip_masks(), &[0, 0xFFFF]);
    let input: String = (0..=u16::MAX).map(|s| board_text(s, 'w', 'b') + "\n").collect();
    let output = run_judge(Problem::Poj1753, &input);
    let lines: Vec<&str> = output.lines().collect();
    assert_eq!(lines.len(), 65536);
    let mut solvable = 0;
    for (state, line) in lines.iter().enumerate() {
        match dist[state] {
            u8::MAX => assert_eq!(*line, "Impossible", "board {state}"),
            d => {
                solvable += 1;
                assert_eq!(*line, d.to_string(), "board {state}");
            }
        }
    }
    // Only a small fraction of boards is solvable (the press map has rank 12).
    assert_eq!(solvable, 4096);
    assert_eq!(dist.iter().filter(|&&d| d != u8::MAX).max(), Some(&6));
}

#[test]
fn poj1753_every_explained_solution_replays() {
    let masks = flip_masks();
    let solver = JudgeSolver::new(Problem::Poj1753, Algorithm::Auto).unwrap();
    let dist = toggle_distances(&masks, &[0, 0xFFFF]);
    for state in 0..=u16::MAX {
        let input = board_text(state, 'w', 'b');
        let case = CaseReader::new(Problem::Poj1753, input.as_bytes())
            .next()
            .unwrap()
            .unwrap();
        match solver.solve(&case).unwrap() {
            None => assert_eq!(dist[state as usize], u8::MAX),
            Some(moves) => {
                assert_eq!(moves.len(), dist[state as usize] as usize);
                let end = moves.iter().fold(state, |s, mv| match *mv {
                    gridsolve_core::Move::Press((r, c)) => s ^ masks[r * 4 + c],
                    other => panic!("a flip game answer holds {other:?}"),
                });
                assert!(end == 0 || end == 0xFFFF, "board {state} ends at {end}");
            }
        }
    }
}

#[test]
fn poj2965_every_board_matches_bfs_and_replays_in_row_major_order() {
    let masks = fridge_masks();
    let dist = toggle_distances(&masks, &[0]);
    let input: String = (0..=u16::MAX).map(|s| board_text(s, '-', '+')).collect();
    let output = run_judge(Problem::Poj2965, &input);
    let mut lines = output.lines();
    for state in 0..=u16::MAX {
        let count: usize = lines.next().unwrap().parse().unwrap();
        assert_eq!(count, dist[state as usize] as usize, "board {state}");
        let mut s = state;
        let mut previous = None;
        for _ in 0..count {
            let line = lines.next().unwrap();
            let (r, c) = line.split_once(' ').unwrap();
            let (r, c): (usize, usize) = (r.parse().unwrap(), c.parse().unwrap());
            assert!((1..=4).contains(&r) && (1..=4).contains(&c), "{line}");
            assert!(previous < Some((r, c)), "board {state}: presses not in row-major order");
            previous = Some((r, c));
            s ^= masks[(r - 1) * 4 + (c - 1)];
        }
        assert_eq!(s, 0, "board {state}: the presses do not open every handle");
    }
    assert_eq!(lines.next(), None);
}

/// Distances from `target` to every arrangement of the same pieces, by BFS
/// over adjacent swaps (swaps are their own inverses).
fn swap_distances(target: u16) -> std::collections::HashMap<u16, u32> {
    let mut pairs = Vec::new();
    for r in 0..4 {
        for c in 0..4 {
            if c < 3 {
                pairs.push(bit(r, c) | bit(r, c + 1));
            }
            if r < 3 {
                pairs.push(bit(r, c) | bit(r + 1, c));
            }
        }
    }
    let mut dist = std::collections::HashMap::from([(target, 0u32)]);
    let mut queue = VecDeque::from([target]);
    while let Some(s) = queue.pop_front() {
        let d = dist[&s];
        for &p in &pairs {
            if (s & p).count_ones() == 1 {
                let n = s ^ p;
                dist.entry(n).or_insert_with(|| {
                    queue.push_back(n);
                    d + 1
                });
            }
        }
    }
    dist
}

/// A small deterministic generator, so the sample of pairs never changes.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A random 16-bit board with exactly `k` ones.
    fn board_with(&mut self, k: u32) -> u16 {
        let mut cells: Vec<u16> = (0..16).collect();
        for i in (1..16).rev() {
            cells.swap(i, (self.next() % (i as u64 + 1)) as usize);
        }
        cells[..k as usize].iter().fold(0, |b, &i| b | 1 << i)
    }
}

#[test]
fn p1225_and_p4289_match_bfs_for_every_piece_count_including_the_hardest_pairs() {
    let mut rng = SplitMix(1225);
    let mut input = String::new();
    let mut expected = Vec::new();
    let mut hardest_seen = 0;
    for k in 0..=16 {
        for _ in 0..6 {
            let target = rng.board_with(k);
            let dist = swap_distances(target);
            let farthest = dist.values().copied().max().unwrap();
            hardest_seen = hardest_seen.max(farthest);
            let mut starts: Vec<u16> = dist
                .iter()
                .filter(|&(_, &d)| d == farthest)
                .map(|(&s, _)| s)
                .take(3)
                .collect();
            starts.extend((0..25).map(|_| rng.board_with(k)));
            for start in starts {
                input += &board_text(start, '0', '1');
                input += &board_text(target, '0', '1');
                expected.push((start, target, dist[&start]));
            }
        }
    }
    // 1111/1110/1000/0000 to its complement: a 20-swap pair, the maximum
    // over all pairs (found by exhaustive search over the matching costs).
    input += &board_text(0xFE80, '0', '1');
    input += &board_text(0x017F, '0', '1');
    expected.push((0xFE80, 0x017F, swap_distances(0x017F)[&0xFE80]));
    assert_eq!(expected.last().unwrap().2, 20);
    assert_eq!(hardest_seen.max(20), 20);

    let counts = run_judge(Problem::P4289, &input);
    let listed = run_judge(Problem::P1225, &input);
    let mut counts = counts.lines();
    let mut lines = listed.lines();
    for &(start, target, distance) in &expected {
        assert_eq!(counts.next().unwrap().parse::<u32>().unwrap(), distance);
        let n: u32 = lines.next().unwrap().parse().unwrap();
        assert_eq!(n, distance, "{start:016b} -> {target:016b}");
        let mut s = start;
        for _ in 0..n {
            let line = lines.next().unwrap().as_bytes();
            assert_eq!(line.len(), 4);
            let d: Vec<usize> = line.iter().map(|b| (b - b'1') as usize).collect();
            assert!(d.iter().all(|&v| v < 4));
            assert_eq!(d[0].abs_diff(d[2]) + d[1].abs_diff(d[3]), 1, "not adjacent");
            let (a, b) = (bit(d[0], d[1]), bit(d[2], d[3]));
            if (s & a != 0) != (s & b != 0) {
                s ^= a | b;
            }
        }
        assert_eq!(
            s, target,
            "{start:016b} -> {target:016b}: the swaps do not reach the target"
        );
    }
    assert!(expected.len() > 2000, "{} pairs", expected.len());
}
