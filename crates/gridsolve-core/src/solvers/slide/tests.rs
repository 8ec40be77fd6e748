//! The slide solvers against an independent breadth-first search written
//! here, on every board small enough to enumerate.

use std::collections::{HashMap, VecDeque};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use proptest::prelude::*;

use super::geometry::{Geometry, relabel, replay};
use super::ida::{self, Estimate};
use super::manhattan::{LinearConflict, Manhattan};
use super::*;

/// The cells next to `cell` on a `rows` x `cols` board (written here,
/// nothing shared with the code under test).
fn neighbours(rows: usize, cols: usize, cell: usize) -> Vec<usize> {
    let (r, c) = (cell / cols, cell % cols);
    let mut next = Vec::new();
    if r > 0 {
        next.push(cell - cols);
    }
    if r + 1 < rows {
        next.push(cell + cols);
    }
    if c > 0 {
        next.push(cell - 1);
    }
    if c + 1 < cols {
        next.push(cell + 1);
    }
    next
}

/// Distance of every board reachable from `goal`, by plain BFS over boards
/// as vectors (nothing shared with the code under test).
fn bfs_distances(rows: usize, cols: usize, goal: &[u8]) -> HashMap<Vec<u8>, u32> {
    let mut dist = HashMap::new();
    let mut queue = VecDeque::new();
    dist.insert(goal.to_vec(), 0);
    queue.push_back(goal.to_vec());
    while let Some(board) = queue.pop_front() {
        let d = dist[&board];
        let blank = board.iter().position(|&t| t == 0).unwrap();
        for to in neighbours(rows, cols, blank) {
            let mut b = board.clone();
            b.swap(blank, to);
            if !dist.contains_key(&b) {
                dist.insert(b.clone(), d + 1);
                queue.push_back(b);
            }
        }
    }
    dist
}

/// Every arrangement of `tiles`.
fn permutations(tiles: &[u8]) -> Vec<Vec<u8>> {
    if tiles.len() <= 1 {
        return vec![tiles.to_vec()];
    }
    let mut all = Vec::new();
    for i in 0..tiles.len() {
        let mut rest = tiles.to_vec();
        let first = rest.remove(i);
        for mut tail in permutations(&rest) {
            tail.insert(0, first);
            all.push(tail);
        }
    }
    all
}

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn shuffled(&mut self, tiles: &[u8]) -> Vec<u8> {
        let mut t = tiles.to_vec();
        for i in (1..t.len()).rev() {
            t.swap(i, (self.next() % (i as u64 + 1)) as usize);
        }
        t
    }
}

fn solved(outcome: SlideOutcome) -> SlideSolution {
    match outcome {
        SlideOutcome::Solved(s) => s,
        SlideOutcome::Unsolvable(why) => panic!("unsolvable: {why}"),
    }
}

/// Solves with every heuristic and checks length, optimality and replay.
fn check_all_heuristics(rows: usize, cols: usize, start: &[u8], goal: &[u8], expected: u32, patterns: &[PatternSet]) {
    let mut heuristics = vec![SlideHeuristics::Manhattan, SlideHeuristics::LinearConflict];
    heuristics.extend(patterns.iter().cloned().map(SlideHeuristics::Patterns));
    for h in &heuristics {
        let s = solved(optimal_path(rows, cols, start, goal, h, SearchLimits::default()).unwrap());
        assert_eq!(s.path.len() as u32, expected, "{} on {start:?}", h.name());
        assert!(s.optimal && s.note.is_none());
        assert_eq!(
            replay(rows, cols, start, &s.path).unwrap(),
            goal,
            "{} path {}",
            h.name(),
            s.path
        );
        assert!(s.stats.start_estimate <= expected);
        assert_eq!(s.stats.lower_bound, expected);
        assert_eq!(
            s.stats.nodes_expanded,
            s.stats.iterations.iter().map(|i| i.nodes).sum::<u64>()
        );
    }
}

#[test]
fn every_2x2_and_2x3_board_matches_bfs_or_is_unsolvable_by_parity() {
    for (rows, cols) in [(2, 2), (2, 3), (3, 2)] {
        let goal = default_goal(rows, cols);
        let dist = bfs_distances(rows, cols, &goal);
        let patterns = [
            PatternSet::build(
                rows,
                cols,
                &default_partition(rows, cols, rows * cols - 1),
                Some(rows * cols - 1),
                SearchLimits::default(),
            )
            .unwrap(),
            // Built for any blank's goal: weaker, still admissible.
            PatternSet::build(rows, cols, &[vec![0, 1], vec![2]], None, SearchLimits::default()).unwrap(),
        ];
        let tiles: Vec<u8> = (0..(rows * cols) as u8).collect();
        for start in permutations(&tiles) {
            let reason = unsolvable_reason(rows, cols, &start, &goal).unwrap();
            match dist.get(&start) {
                Some(&d) => {
                    assert_eq!(reason, None, "{start:?} is reachable");
                    check_all_heuristics(rows, cols, &start, &goal, d, &patterns);
                }
                None => {
                    assert!(reason.is_some(), "{start:?} is unreachable");
                    let outcome = optimal_path(
                        rows,
                        cols,
                        &start,
                        &goal,
                        &SlideHeuristics::Manhattan,
                        SearchLimits::default(),
                    );
                    assert!(matches!(outcome, Ok(SlideOutcome::Unsolvable(_))));
                }
            }
        }
    }
}

#[test]
fn parity_decides_every_3x3_board() {
    let goal = default_goal(3, 3);
    let dist = bfs_distances(3, 3, &goal);
    assert_eq!(dist.len(), 181_440);
    assert_eq!(dist.values().max(), Some(&31));
    let tiles: Vec<u8> = (0..9).collect();
    let mut solvable = 0;
    for start in permutations(&tiles) {
        let reason = unsolvable_reason(3, 3, &start, &goal).unwrap();
        assert_eq!(reason.is_none(), dist.contains_key(&start), "{start:?}");
        solvable += reason.is_none() as usize;
    }
    assert_eq!(solvable, 181_440);
}

#[test]
fn the_eight_tile_pattern_database_is_the_exact_3x3_distance() {
    // All eight tiles in one pattern leave the blank one cell: the table is
    // the true distance of every board, a check of the builder against BFS.
    for goal in [
        default_goal(3, 3),
        vec![0, 1, 2, 3, 4, 5, 6, 7, 8],
        vec![1, 2, 3, 8, 0, 4, 7, 6, 5],
    ] {
        let grid = Geometry::new(3, 3).unwrap();
        let blank_goal = goal.iter().position(|&t| t == 0).unwrap();
        let partition = default_partition(3, 3, blank_goal);
        assert_eq!(partition.len(), 1);
        let set = PatternSet::build(3, 3, &partition, Some(blank_goal), SearchLimits::default()).unwrap();
        let estimator = set.estimator(&grid, blank_goal).unwrap();
        for (board, &d) in &bfs_distances(3, 3, &goal) {
            let r = relabel(3, 3, board, &goal).unwrap();
            assert_eq!(estimate_of(&estimator, &r.board), d, "{board:?}");
        }
    }
}

fn estimate_of<E: Estimate>(e: &E, board: &[u8]) -> u32 {
    let mut pos = vec![0u8; board.len()];
    for (cell, &tile) in board.iter().enumerate() {
        pos[tile as usize] = cell as u8;
    }
    e.value(e.start(board, &pos))
}

/// Every heuristic on `grid` for the blank's goal `blank_goal`, by name.
fn all_estimates(grid: &Geometry, blank_goal: usize, sets: &[PatternSet], board: &[u8]) -> Vec<(String, u32)> {
    let mut values = vec![
        (
            "manhattan".to_string(),
            estimate_of(&Manhattan::new(grid, blank_goal), board),
        ),
        (
            "linear conflict".to_string(),
            estimate_of(&LinearConflict::new(grid, blank_goal), board),
        ),
    ];
    for (i, set) in sets.iter().enumerate() {
        for reflect in [false, true] {
            let set = set.clone().with_reflection(reflect);
            let e = set.estimator(grid, blank_goal).unwrap();
            values.push((format!("patterns {i} reflect {reflect}"), estimate_of(&e, board)));
        }
    }
    values
}

#[test]
fn every_heuristic_is_admissible_on_random_3x3_boards_and_patterns_add_up() {
    for goal in [default_goal(3, 3), vec![0, 1, 2, 3, 4, 5, 6, 7, 8]] {
        let grid = Geometry::new(3, 3).unwrap();
        let blank_goal = goal.iter().position(|&t| t == 0).unwrap();
        let tiles: Vec<u8> = (0..9).filter(|&c| c != blank_goal as u8).collect();
        let partitions: Vec<Vec<Vec<u8>>> = vec![
            tiles.chunks(3).map(|c| c.to_vec()).collect(),
            tiles.chunks(4).map(|c| c.to_vec()).collect(),
            tiles.iter().map(|&c| vec![c]).collect(),
        ];
        let sets: Vec<PatternSet> = partitions
            .iter()
            .map(|p| PatternSet::build(3, 3, p, Some(blank_goal), SearchLimits::default()).unwrap())
            .collect();
        let dist = bfs_distances(3, 3, &goal);
        let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
        let mut exceeded_manhattan = false;
        for _ in 0..3000 {
            let board = rng.shuffled(&goal);
            let Some(&d) = dist.get(&board) else { continue };
            let r = relabel(3, 3, &board, &goal).unwrap();
            let values = all_estimates(&grid, blank_goal, &sets, &r.board);
            for (name, h) in &values {
                assert!(*h <= d, "{name}: {h} > {d} on {board:?}");
            }
            // Single-tile patterns add up to exactly Manhattan distance.
            assert_eq!(values[0].1, values[6].1, "{board:?}");
            exceeded_manhattan |= values[2].1 > values[0].1;
        }
        assert!(exceeded_manhattan, "the 3-3-2 patterns never beat Manhattan");
    }
}

/// `moved_within` for the move `(tile, from, to)` (already on `board` and
/// `pos`), against the value `fresh` recomputed: for every limit it keeps the
/// child exactly when the value is within it, with the same value, and
/// otherwise says a value above the limit and no more than the true one.
fn within_agrees<E: Estimate>(e: &E, acc: E::Acc, board: &[u8], pos: &[u8], step: (u8, u8, u8), fresh: u32) {
    let (tile, from, to) = step;
    for limit in 0..=fresh + 2 {
        match e.moved_within(acc, board, pos, tile, from, to, limit) {
            Ok(next) => {
                assert!(fresh <= limit, "kept at limit {limit} a child of value {fresh}");
                assert_eq!(e.value(next), fresh);
            }
            Err(h) => assert!(limit < h && h <= fresh, "limit {limit}: said {h}, value {fresh}"),
        }
    }
}

#[test]
fn incremental_updates_equal_recomputing_along_random_walks() {
    for (rows, cols, blank_goal) in [(3, 3, 8), (4, 4, 0), (4, 4, 15), (3, 4, 5), (4, 3, 0)] {
        let grid = Geometry::new(rows, cols).unwrap();
        let n = rows * cols;
        let tiles: Vec<u8> = (0..n as u8).filter(|&c| c != blank_goal as u8).collect();
        let sets = vec![
            PatternSet::build(
                rows,
                cols,
                &tiles.chunks(3).map(|c| c.to_vec()).collect::<Vec<_>>(),
                Some(blank_goal),
                SearchLimits::default(),
            )
            .unwrap(),
        ];
        // Walk with the incremental estimators and compare at every step.
        let manhattan = Manhattan::new(&grid, blank_goal);
        let conflict = LinearConflict::new(&grid, blank_goal);
        let plain = sets[0].clone().with_reflection(false);
        let mirrored = sets[0].clone().with_reflection(true);
        let (pe, me) = (
            plain.estimator(&grid, blank_goal).unwrap(),
            mirrored.estimator(&grid, blank_goal).unwrap(),
        );
        let mut board: Vec<u8> = (0..n as u8).collect();
        let mut pos: Vec<u8> = (0..n as u8).collect();
        let mut blank = blank_goal;
        let (mut a, mut b, mut c, mut d) = (
            manhattan.start(&board, &pos),
            conflict.start(&board, &pos),
            pe.start(&board, &pos),
            me.start(&board, &pos),
        );
        let mut rng = Rng(n as u64 * 7919 + blank_goal as u64);
        for walked in 0..2000 {
            let dir = (rng.next() % 4) as usize;
            let to = grid.neighbour[blank][dir];
            if to == geometry::NONE {
                continue;
            }
            let tile = board[to as usize];
            board.swap(blank, to as usize);
            pos[tile as usize] = blank as u8;
            pos[blank_goal] = to;
            let fresh = all_estimates(&grid, blank_goal, &sets, &board);
            let step = (tile, to, blank as u8);
            within_agrees(&manhattan, a, &board, &pos, step, fresh[0].1);
            within_agrees(&conflict, b, &board, &pos, step, fresh[1].1);
            within_agrees(&pe, c, &board, &pos, step, fresh[2].1);
            within_agrees(&me, d, &board, &pos, step, fresh[3].1);
            a = manhattan.moved(a, &board, &pos, tile, to, blank as u8);
            b = conflict.moved(b, &board, &pos, tile, to, blank as u8);
            // Every other step goes on from the pattern estimators' kept
            // child at the tightest limit, so their whole state is checked.
            if walked % 2 == 0 {
                c = pe.moved(c, &board, &pos, tile, to, blank as u8);
                d = me.moved(d, &board, &pos, tile, to, blank as u8);
            } else {
                c = pe
                    .moved_within(c, &board, &pos, tile, to, blank as u8, fresh[2].1)
                    .unwrap();
                d = me
                    .moved_within(d, &board, &pos, tile, to, blank as u8, fresh[3].1)
                    .unwrap();
            }
            blank = to as usize;
            assert_eq!(manhattan.value(a), fresh[0].1);
            assert_eq!(conflict.value(b), fresh[1].1, "{board:?}");
            assert_eq!(pe.value(c), fresh[2].1);
            assert_eq!(me.value(d), fresh[3].1);
        }
    }
}

#[test]
fn random_3x3_boards_and_goals_match_bfs_with_every_heuristic() {
    let mut rng = Rng(0xD1B5_4A32_D192_ED03);
    let tiles: Vec<u8> = (0..9).collect();
    for _ in 0..6 {
        let goal = rng.shuffled(&tiles);
        let blank_goal = goal.iter().position(|&t| t == 0).unwrap();
        let dist = bfs_distances(3, 3, &goal);
        let sets = [PatternSet::build(
            3,
            3,
            &default_partition(3, 3, blank_goal),
            Some(blank_goal),
            SearchLimits::default(),
        )
        .unwrap()];
        let mut checked = 0;
        while checked < 15 {
            let start = rng.shuffled(&tiles);
            if let Some(&d) = dist.get(&start) {
                check_all_heuristics(3, 3, &start, &goal, d, &sets);
                checked += 1;
            } else {
                assert!(unsolvable_reason(3, 3, &start, &goal).unwrap().is_some());
            }
        }
    }
}

#[test]
fn a_4x4_board_gets_the_same_length_from_every_heuristic() {
    let goal: Vec<u8> = (0..16).collect();
    let small = PatternSet::build(
        4,
        4,
        &[vec![1, 2, 3, 4, 5], vec![6, 7, 8, 9, 10], vec![11, 12, 13, 14, 15]],
        Some(0),
        SearchLimits::default(),
    )
    .unwrap();
    let mut rng = Rng(42);
    for _ in 0..4 {
        // A random walk of 36 moves: hard enough to need deepening, easy for Manhattan.
        let mut board = goal.clone();
        let mut blank = 0usize;
        let grid = Geometry::new(4, 4).unwrap();
        for _ in 0..36 {
            let to = grid.neighbour[blank][(rng.next() % 4) as usize];
            if to != geometry::NONE {
                board.swap(blank, to as usize);
                blank = to as usize;
            }
        }
        let lengths: Vec<usize> = [
            SlideHeuristics::Manhattan,
            SlideHeuristics::LinearConflict,
            SlideHeuristics::Patterns(small.clone().with_reflection(false)),
            SlideHeuristics::Patterns(small.clone()),
        ]
        .iter()
        .map(|h| {
            let s = solved(optimal_path(4, 4, &board, &goal, h, SearchLimits::default()).unwrap());
            assert_eq!(replay(4, 4, &board, &s.path).unwrap(), goal);
            s.path.len()
        })
        .collect();
        assert!(lengths.iter().all(|&l| l == lengths[0]), "{lengths:?}");
    }
}

#[test]
fn past_the_limit_the_optimal_search_refuses_and_solve_falls_back() {
    // Korf's instance 1 (57 moves) is far beyond a few thousand nodes.
    let korf1 = [14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3];
    let goal: Vec<u8> = (0..16).collect();
    let limits = SearchLimits::states(20_000);
    let refused = optimal_path(4, 4, &korf1, &goal, &SlideHeuristics::LinearConflict, limits);
    assert!(
        matches!(refused, Err(SolveError::OverBudget { limit: 20_000, .. })),
        "{refused:?}"
    );

    let s = solved(
        path_with_fallback(
            4,
            4,
            &korf1,
            &goal,
            &SlideHeuristics::LinearConflict,
            SearchLimits::states(400_000),
        )
        .unwrap(),
    );
    assert!(!s.optimal);
    assert!(s.note.as_ref().unwrap().to_string().contains("at least"));
    assert_eq!(replay(4, 4, &korf1, &s.path).unwrap(), goal);
    let weight = s.stats.fallback_weight.unwrap();
    assert!(s.stats.lower_bound <= 57 && s.path.len() >= 57);
    assert!(
        s.path.len() as u32 <= weight * 57,
        "{} moves, weight {weight}",
        s.path.len()
    );
    assert!(s.stats.nodes_expanded <= 400_000);

    // When every search runs out, the refusal quotes the caller's limit,
    // not the last search's share of it (125 of 1,000: issue 42).
    let out = path_with_fallback(
        4,
        4,
        &korf1,
        &goal,
        &SlideHeuristics::LinearConflict,
        SearchLimits::states(1000),
    );
    assert!(
        matches!(out, Err(SolveError::OverBudget { limit: 1000, .. })),
        "{out:?}"
    );

    let raised = AtomicBool::new(true);
    let cancelled = path_with_fallback(
        4,
        4,
        &korf1,
        &goal,
        &SlideHeuristics::Manhattan,
        SearchLimits::default().with_cancel(&raised),
    );
    assert!(matches!(cancelled, Err(SolveError::Cancelled { .. })), "{cancelled:?}");
}

#[test]
fn mismatched_patterns_and_boards_are_refused_with_reasons() {
    let set = PatternSet::build(3, 3, &[vec![0, 1, 2]], None, SearchLimits::default()).unwrap();
    let h = SlideHeuristics::Patterns(set.clone());
    let goal4 = default_goal(4, 4);
    assert!(matches!(
        optimal_path(4, 4, &goal4, &goal4, &h, SearchLimits::default()),
        Err(SolveError::SizeMismatch { .. })
    ));
    // The blank's goal inside a pattern.
    let goal = vec![0, 1, 2, 3, 4, 5, 6, 7, 8];
    let start = vec![1, 0, 2, 3, 4, 5, 6, 7, 8];
    let err = optimal_path(3, 3, &start, &goal, &h, SearchLimits::default()).unwrap_err();
    assert!(err.to_string().contains("blank's goal cell"), "{err}");
    // Overlapping patterns.
    let a = Arc::new(PatternDatabase::build(3, 3, &[0, 1], None, SearchLimits::default()).unwrap());
    let b = Arc::new(PatternDatabase::build(3, 3, &[1, 2], None, SearchLimits::default()).unwrap());
    assert!(PatternSet::new(3, 3, vec![a.clone(), b]).is_err());
    assert!(PatternSet::new(2, 2, vec![a]).is_err());
    // Too large a board, a bad tile.
    assert!(optimal_path(9, 9, &[], &[], &SlideHeuristics::Manhattan, SearchLimits::default()).is_err());
    let err = optimal_path(
        2,
        2,
        &[1, 2, 3, 3],
        &[1, 2, 3, 0],
        &SlideHeuristics::Manhattan,
        SearchLimits::default(),
    )
    .unwrap_err();
    assert!(err.to_string().contains("tile 3 appears twice"), "{err}");
}

#[test]
fn single_rows_and_the_solved_board() {
    let s = solved(
        optimal_path(
            1,
            4,
            &[1, 0, 2, 3],
            &[1, 2, 3, 0],
            &SlideHeuristics::Manhattan,
            SearchLimits::default(),
        )
        .unwrap(),
    );
    assert_eq!(s.path, "rr");
    let goal = default_goal(4, 4);
    let s = solved(
        optimal_path(
            4,
            4,
            &goal,
            &goal,
            &SlideHeuristics::LinearConflict,
            SearchLimits::default(),
        )
        .unwrap(),
    );
    assert_eq!(s.path, "");
    assert!(s.optimal);
    let one = solved(optimal_path(1, 1, &[0], &[0], &SlideHeuristics::Manhattan, SearchLimits::default()).unwrap());
    assert_eq!(one.path, "");
    assert!(matches!(
        optimal_path(
            1,
            3,
            &[2, 0, 1],
            &[1, 2, 0],
            &SlideHeuristics::Manhattan,
            SearchLimits::default()
        ),
        Ok(SlideOutcome::Unsolvable(_))
    ));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Random walks on 3x4 and 4x3 boards to random goals: every heuristic
    /// gives a path that replays, no longer than the walk, all the same length.
    #[test]
    fn random_walks_are_solved_no_longer_than_the_walk(
        tall in any::<bool>(),
        seed in any::<u64>(),
        steps in 0usize..28,
    ) {
        let (rows, cols) = if tall { (4, 3) } else { (3, 4) };
        let mut rng = Rng(seed | 1);
        let tiles: Vec<u8> = (0..12).collect();
        let goal = rng.shuffled(&tiles);
        let grid = Geometry::new(rows, cols).unwrap();
        let mut board = goal.clone();
        let mut blank = board.iter().position(|&t| t == 0).unwrap();
        let mut made = 0;
        for _ in 0..steps {
            let to = grid.neighbour[blank][(rng.next() % 4) as usize];
            if to != geometry::NONE {
                board.swap(blank, to as usize);
                blank = to as usize;
                made += 1;
            }
        }
        let blank_goal = goal.iter().position(|&t| t == 0).unwrap();
        let others: Vec<u8> = (0..12).filter(|&c| c != blank_goal as u8).collect();
        let set = PatternSet::build(rows, cols, &others.chunks(4).map(|c| c.to_vec()).collect::<Vec<_>>(), Some(blank_goal), SearchLimits::default()).unwrap();
        prop_assert_eq!(unsolvable_reason(rows, cols, &board, &goal).unwrap(), None);
        let mut lengths = Vec::new();
        for h in [SlideHeuristics::Manhattan, SlideHeuristics::LinearConflict, SlideHeuristics::Patterns(set)] {
            let s = solved(optimal_path(rows, cols, &board, &goal, &h, SearchLimits::default()).unwrap());
            prop_assert_eq!(replay(rows, cols, &board, &s.path).unwrap(), goal.clone());
            prop_assert!(s.path.len() <= made);
            prop_assert_eq!(s.path.len() % 2, made % 2);
            lengths.push(s.path.len());
        }
        prop_assert!(lengths.iter().all(|&l| l == lengths[0]), "{:?}", lengths);
    }
}

#[test]
fn the_parity_test_agrees_with_the_token_board_model() {
    // crate::slide (the generic model's) decides the same question its own way.
    let mut rng = Rng(0x5EED);
    for (rows, cols) in [(2, 2), (2, 3), (3, 3), (2, 4), (3, 4), (4, 3), (4, 4), (5, 5)] {
        let tiles: Vec<u8> = (0..(rows * cols) as u8).collect();
        for _ in 0..300 {
            let start = rng.shuffled(&tiles);
            let goal = rng.shuffled(&tiles);
            let ours = unsolvable_reason(rows, cols, &start, &goal).unwrap().is_none();
            assert_eq!(
                ours,
                crate::slide::slide_solvable(rows, cols, &start, &goal),
                "{start:?} to {goal:?}"
            );
        }
    }
}

/// Fewest pattern moves from every placement of the pattern tiles (goal cells
/// `cells`) to their goals with the blank ending on `blank_goal` (`None`:
/// anywhere), by a 0-1 breadth-first search over (placement, blank cell) in
/// which the blank's moves through other tiles cost nothing, from the goal
/// backwards (moves are reversible), the minimum over the blank's cells kept:
/// the definition of a pattern database, written here independently.
fn pattern_distances(rows: usize, cols: usize, cells: &[u8], blank_goal: Option<usize>) -> HashMap<Vec<u8>, u32> {
    let n = rows * cols;
    let mut dist: HashMap<(Vec<u8>, usize), u32> = HashMap::new();
    let mut queue = VecDeque::new();
    let blanks: Vec<usize> = match blank_goal {
        Some(b) => vec![b],
        None => (0..n).filter(|&c| !cells.contains(&(c as u8))).collect(),
    };
    for b in blanks {
        dist.insert((cells.to_vec(), b), 0);
        queue.push_back((cells.to_vec(), b));
    }
    while let Some((at, blank)) = queue.pop_front() {
        let d = dist[&(at.clone(), blank)];
        for to in neighbours(rows, cols, blank) {
            let mut next = at.clone();
            // A pattern tile on `to` slides into the blank: one move; any
            // other tile: none.
            let cost = match at.iter().position(|&c| c as usize == to) {
                Some(i) => {
                    next[i] = blank as u8;
                    1
                }
                None => 0,
            };
            let key = (next, to);
            if dist.get(&key).is_none_or(|&old| old > d + cost) {
                dist.insert(key.clone(), d + cost);
                if cost == 0 {
                    queue.push_front(key);
                } else {
                    queue.push_back(key);
                }
            }
        }
    }
    let mut best: HashMap<Vec<u8>, u32> = HashMap::new();
    for ((at, _), d) in dist {
        let entry = best.entry(at).or_insert(d);
        *entry = (*entry).min(d);
    }
    best
}

/// Both builders against that definition, for the blank's goal walled off by
/// the pattern (cell 0 behind tiles 1 and 3 of a 3x3 board), for a blank's
/// goal in the open and for none; and the walled-off goal's table is the
/// stronger one somewhere (the reason tables are built per blank's goal).
#[test]
fn pattern_tables_are_the_fewest_pattern_moves_to_the_blanks_goal() {
    let cases: [(usize, usize, &[u8], Option<usize>); 6] = [
        (3, 3, &[1, 3, 4], Some(0)),
        (3, 3, &[1, 3, 4], None),
        (3, 3, &[1, 3, 4], Some(8)),
        (2, 4, &[1, 4, 5, 6], Some(0)),
        (3, 3, &[1, 2, 3, 5, 6], Some(0)),
        (3, 4, &[1, 4, 5], Some(0)),
    ];
    for (rows, cols, cells, blank) in cases {
        let expected = pattern_distances(rows, cols, cells, blank);
        let bytes = PatternDatabase::build_bytes(rows, cols, cells, blank, SearchLimits::default()).unwrap();
        let compact = PatternDatabase::build_compact(rows, cols, cells, blank, SearchLimits::default()).unwrap();
        assert_eq!(expected.len() as u64, pattern::placements(rows * cols, cells.len()));
        for (at, &d) in &expected {
            assert_eq!(
                bytes.lookup(at) as u32,
                d,
                "{rows}x{cols} {cells:?} blank {blank:?}: {at:?}"
            );
            assert_eq!(
                compact.lookup(at) as u32,
                d,
                "{rows}x{cols} {cells:?} blank {blank:?}: {at:?}"
            );
        }
    }
    let walled = pattern_distances(3, 3, &[1, 3, 4], Some(0));
    let open = pattern_distances(3, 3, &[1, 3, 4], None);
    assert!(walled.iter().all(|(at, d)| *d >= open[at]));
    assert!(walled.iter().any(|(at, d)| *d > open[at]));
    // A table is refused for a goal whose blank is elsewhere.
    let set = PatternSet::build(3, 3, &[vec![1, 3, 4]], Some(0), SearchLimits::default()).unwrap();
    let Err(err) = set.estimator(&Geometry::new(3, 3).unwrap(), 8) else {
        panic!("a table for the blank's goal in cell 0 served a goal with the blank in cell 8")
    };
    assert!(
        err.to_string().contains("built for the blank's goal in cell 0"),
        "{err}"
    );
}

/// A board `steps` random blank moves from `goal` on a `rows` x `cols` board.
fn walked(rows: usize, cols: usize, goal: &[u8], steps: usize, rng: &mut Rng) -> Vec<u8> {
    let grid = Geometry::new(rows, cols).unwrap();
    let mut board = goal.to_vec();
    let mut blank = board.iter().position(|&t| t == 0).unwrap();
    for _ in 0..steps {
        let to = grid.neighbour[blank][(rng.next() % 4) as usize];
        if to != geometry::NONE {
            board.swap(blank, to as usize);
            blank = to as usize;
        }
    }
    board
}

/// 400 random moves from the 15-puzzle's goal, by seed: seeds 31, 7, 34, 13,
/// 29, 38, 17 and 20 give boards of 38 to 43 moves that take IDA* on
/// Manhattan distance 130,000 to 290,000 nodes, seed 1 one of 50 moves and
/// 4.6 million nodes.
fn walked_15(seed: u64) -> Vec<u8> {
    walked(4, 4, &default_goal(4, 4), 400, &mut Rng(seed * 0x9E37_79B9))
}

#[test]
fn threads_find_the_one_threads_path_in_the_same_iterations() {
    // Every iteration split among the threads (hundreds of nodes at the
    // split depth), with Manhattan distance and with pattern databases and
    // their reflection: the same path, the same bounds, and the same nodes
    // in every iteration but the last.
    let goal = default_goal(4, 4);
    // The goal's cells but the blank's (the last), five to a pattern.
    let cells: Vec<u8> = (0..15).collect();
    let patterns = SlideHeuristics::Patterns(
        PatternSet::build(
            4,
            4,
            &cells.chunks(5).map(|c| c.to_vec()).collect::<Vec<_>>(),
            Some(15),
            SearchLimits::default(),
        )
        .unwrap(),
    );
    for seed in [31, 7, 34, 13, 29, 38, 17, 20] {
        let start = walked_15(seed);
        for heuristics in [&SlideHeuristics::Manhattan, &patterns] {
            let one = solved(optimal_path(4, 4, &start, &goal, heuristics, SearchLimits::default()).unwrap());
            for threads in [2, 3, 8] {
                let limits = SearchLimits::default().with_threads(threads);
                let handed = ida::TASKS_HANDED.with(|h| h.get());
                let many = solved(optimal_path(4, 4, &start, &goal, heuristics, limits).unwrap());
                if matches!(heuristics, SlideHeuristics::Manhattan) {
                    // Not all done before the split: nodes went to the threads.
                    assert!(ida::TASKS_HANDED.with(|h| h.get()) > handed, "seed {seed}: never split");
                }
                assert_eq!(many.path, one.path, "seed {seed}, {threads} threads");
                assert_eq!(replay(4, 4, &start, &many.path).unwrap(), goal);
                assert!(many.optimal);
                let (a, b) = (&one.stats.iterations, &many.stats.iterations);
                assert_eq!(a.len(), b.len(), "seed {seed}, {threads} threads");
                assert_eq!(a[..a.len() - 1], b[..b.len() - 1], "seed {seed}, {threads} threads");
                assert_eq!(a.last().unwrap().bound, b.last().unwrap().bound);
            }
        }
    }
}

#[test]
fn threads_keep_the_budget_and_the_cancel_flag() {
    let goal = default_goal(4, 4);
    let start = walked_15(1);
    let manhattan = &SlideHeuristics::Manhattan;
    let one = solved(optimal_path(4, 4, &start, &goal, manhattan, SearchLimits::states(u64::MAX)).unwrap());
    assert!(one.stats.nodes_expanded > 1_000_000, "{}", one.stats.nodes_expanded);
    for threads in [2, 4] {
        // A tenth of the nodes needed: refused, having done about that much
        // (each thread adds its nodes every POLL_EVERY).
        let budget = one.stats.nodes_expanded / 10;
        let limits = SearchLimits::states(budget).with_threads(threads);
        match optimal_path(4, 4, &start, &goal, manhattan, limits) {
            Err(SolveError::OverBudget { limit, .. }) => assert_eq!(limit, budget),
            other => panic!("{threads} threads: {other:?}"),
        }
        // solve's weighted fallback: a path, and the nodes of every thread
        // of all three searches counted, about the budget.
        let s = solved(path_with_fallback(4, 4, &start, &goal, manhattan, limits).unwrap());
        assert_eq!(replay(4, 4, &start, &s.path).unwrap(), goal);
        assert!(!s.optimal && s.path.len() >= one.path.len());
        let slack = (threads as u64 + 1) * crate::limits::POLL_EVERY * 3;
        assert!(
            s.stats.nodes_expanded <= budget + slack,
            "{} > {budget}",
            s.stats.nodes_expanded
        );
        assert!(
            s.stats.nodes_expanded + slack >= budget * 3 / 4,
            "{} < {budget}",
            s.stats.nodes_expanded
        );
        // A raised flag stops every thread.
        let cancel = AtomicBool::new(true);
        let limits = SearchLimits::states(u64::MAX)
            .with_threads(threads)
            .with_cancel(&cancel);
        assert!(matches!(
            optimal_path(4, 4, &start, &goal, manhattan, limits),
            Err(SolveError::Cancelled { .. })
        ));
        // The progress hook hears a growing count, at most the nodes done.
        let heard = std::sync::Mutex::new(Vec::new());
        let hook = |work: u64| heard.lock().unwrap().push(work);
        let limits = SearchLimits::states(u64::MAX)
            .with_threads(threads)
            .with_progress(&hook);
        let s = solved(optimal_path(4, 4, &start, &goal, manhattan, limits).unwrap());
        let heard = heard.into_inner().unwrap();
        assert!(heard.len() >= 3, "{heard:?}");
        assert!(heard.windows(2).all(|w| w[0] < w[1]), "{heard:?}");
        assert!(*heard.last().unwrap() <= s.stats.nodes_expanded);
        // It moves within an iteration, not once at its end: the last
        // iteration alone is told several times.
        let iterations = &s.stats.iterations;
        let before_last: u64 = iterations[..iterations.len() - 1].iter().map(|i| i.nodes).sum();
        let within_last = heard.iter().filter(|&&work| work > before_last).count();
        assert!(
            within_last >= 3,
            "{threads} threads: {within_last} reports in the last iteration of {} nodes: {heard:?}",
            iterations.last().unwrap().nodes
        );
    }
}

#[test]
fn threads_stop_when_the_flag_is_raised_during_the_search() {
    // Korf's first instance on Manhattan distance alone: far more than a
    // second of search, stopped a tenth of a second in.
    let korf1 = [14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3];
    let goal: Vec<u8> = (0..16).collect();
    let cancel = AtomicBool::new(false);
    std::thread::scope(|scope| {
        scope.spawn(|| {
            std::thread::sleep(std::time::Duration::from_millis(100));
            cancel.store(true, std::sync::atomic::Ordering::Relaxed);
        });
        let limits = SearchLimits::states(u64::MAX).with_threads(3).with_cancel(&cancel);
        let outcome = optimal_path(4, 4, &korf1, &goal, &SlideHeuristics::Manhattan, limits);
        assert!(matches!(outcome, Err(SolveError::Cancelled { .. })), "{outcome:?}");
    });
}
