//! The 2-bit census against an independent breadth-first search over boards
//! held whole (a `HashMap` from board to distance), and the rankings against
//! their inverses.

use std::collections::{HashMap, VecDeque};

use super::*;
use crate::slide::{TokenBoard, TokenRule};

/// Distances from `goal` by plain BFS, the blank trading places with a token
/// at one of `rule`'s offsets: counts per distance and the boards at the
/// greatest distance, sorted.
fn plain_bfs(goal: &TokenBoard, rule: TokenRule) -> (Vec<u64>, Vec<Vec<u8>>) {
    let (rows, cols) = (goal.rows as isize, goal.cols as isize);
    let mut seen: HashMap<Vec<u8>, usize> = HashMap::new();
    let mut queue = VecDeque::new();
    seen.insert(goal.cells.clone(), 0);
    queue.push_back(goal.cells.clone());
    while let Some(board) = queue.pop_front() {
        let d = seen[&board];
        let blank = board.iter().position(|&t| t == 0).unwrap();
        let (r, c) = (blank as isize / cols, blank as isize % cols);
        for &(dr, dc) in rule.offsets() {
            let (tr, tc) = (r + dr, c + dc);
            if tr < 0 || tc < 0 || tr >= rows || tc >= cols {
                continue;
            }
            let mut next = board.clone();
            next.swap(blank, (tr * cols + tc) as usize);
            if !seen.contains_key(&next) {
                seen.insert(next.clone(), d + 1);
                queue.push_back(next);
            }
        }
    }
    let greatest = seen.values().copied().max().unwrap();
    let mut counts = vec![0u64; greatest + 1];
    for &d in seen.values() {
        counts[d] += 1;
    }
    let mut farthest: Vec<Vec<u8>> = seen
        .into_iter()
        .filter(|(_, d)| *d == greatest)
        .map(|(b, _)| b)
        .collect();
    farthest.sort();
    (counts, farthest)
}

fn sliding(rows: usize, cols: usize) -> TokenBoard {
    TokenBoard::sliding_goal(rows, cols)
}

#[test]
fn sliding_ranks_are_a_bijection_onto_the_goals_class() {
    for (rows, cols) in [(2, 2), (2, 3), (3, 3), (2, 4)] {
        let space = SlidingSpace::new(&sliding(rows, cols)).unwrap();
        let n = rows * cols;
        let mut board = vec![0u8; n];
        for rank in 0..space.boards() {
            space.unrank_into(rank, &mut board);
            assert_eq!(space.rank(&board), rank, "{rows}x{cols} rank {rank}");
            assert_eq!(
                crate::slide::parity_class(&board, cols),
                crate::slide::parity_class(&sliding(rows, cols).cells, cols)
            );
        }
        let factorial: u64 = (1..=n as u64).product();
        assert_eq!(space.boards(), factorial / 2);
    }
}

#[test]
fn knight_ranks_are_a_bijection() {
    let goal = TokenBoard::parse_knight("1*0\n101\n010\n").unwrap();
    let space = KnightSpace::new(&goal).unwrap();
    assert_eq!(space.boards(), 9 * 70); // blank, then C(8, 4)
    let mut board = vec![0u8; 9];
    let mut all = std::collections::HashSet::new();
    for rank in 0..space.boards() {
        space.unrank_into(rank, &mut board);
        assert_eq!(space.rank(&board), rank);
        assert_eq!(board.iter().filter(|&&t| t == 1).count(), 4);
        assert!(all.insert(board.clone()));
    }
    let p2324 = KnightSpace::new(&TokenBoard::knight_goal()).unwrap();
    assert_eq!(p2324.boards(), 67_603_900);
    let goal_rank = p2324.goal();
    let mut back = vec![0u8; 25];
    p2324.unrank_into(goal_rank, &mut back);
    assert_eq!(back, TokenBoard::knight_goal().cells);
}

fn check_sliding(goal: TokenBoard) {
    let space = SlidingSpace::new(&goal).unwrap();
    let counts = Census::new(&space, u64::MAX).unwrap().run();
    let (expected, farthest) = plain_bfs(&goal, TokenRule::Slide);
    assert_eq!(counts.distribution, expected, "{}x{}", goal.rows, goal.cols);
    assert_eq!(
        counts.reachable(),
        space.boards(),
        "every board of the class is reached"
    );
    // The listed boards are the farthest boards of smallest rank.
    let mut ranks: Vec<u64> = farthest.iter().map(|cells| space.rank(cells)).collect();
    ranks.sort_unstable();
    ranks.truncate(FARTHEST_SHOWN);
    let shown: Vec<String> = ranks.iter().map(|&r| space.board_text(r)).collect();
    assert_eq!(counts.farthest, shown);
}

#[test]
fn sliding_censuses_agree_with_plain_bfs() {
    check_sliding(sliding(2, 2));
    check_sliding(sliding(2, 3));
    check_sliding(sliding(3, 2));
    check_sliding(sliding(3, 3));
    // A goal of one's own: P1379's, blank in the middle.
    let p1379 = TokenBoard::parse_sliding("1 2 3\n8 0 4\n7 6 5\n").unwrap();
    check_sliding(p1379);
}

#[test]
fn the_8_puzzle_has_gods_number_31_and_p1379s_goal_30() {
    let space = SlidingSpace::new(&sliding(3, 3)).unwrap();
    let counts = Census::new(&space, u64::MAX).unwrap().run();
    assert_eq!(counts.reachable(), 181_440);
    assert_eq!(counts.greatest_distance(), 31);
    assert_eq!(counts.distribution[31], 2);
    let p1379 = TokenBoard::parse_sliding("1 2 3\n8 0 4\n7 6 5\n").unwrap();
    let counts = Census::new(&SlidingSpace::new(&p1379).unwrap(), u64::MAX)
        .unwrap()
        .run();
    assert_eq!((counts.greatest_distance(), counts.distribution[30]), (30, 148));
}

#[test]
fn knight_census_agrees_with_plain_bfs() {
    for text in ["1*0\n101\n010\n", "110\n0*1\n100\n011\n", "11*00\n10100\n"] {
        let goal = TokenBoard::parse_knight(text).unwrap();
        let space = KnightSpace::new(&goal).unwrap();
        let counts = Census::new(&space, u64::MAX).unwrap().run();
        let (expected, _) = plain_bfs(&goal, TokenRule::Knight);
        assert_eq!(counts.distribution, expected, "{text}");
        assert!(counts.reachable() <= space.boards());
    }
}

#[test]
fn chunks_may_run_in_any_order() {
    // Threads finish chunks in any order: reversed, the counts are the same.
    let space = SlidingSpace::new(&sliding(3, 3)).unwrap();
    let forward = Census::new(&space, u64::MAX).unwrap().run();
    let mut census = Census::new(&space, u64::MAX).unwrap();
    loop {
        let pass = (0..census.chunks())
            .rev()
            .map(|c| census.expand_chunk(c))
            .fold(LevelPass::default(), LevelPass::merge);
        if !census.finish_level(pass) {
            break;
        }
    }
    assert_eq!(census.finish(), forward);
}

#[test]
fn the_memory_budget_refuses_up_front() {
    let space = SlidingSpace::new(&sliding(3, 4)).unwrap();
    assert_eq!(space.boards(), 239_500_800);
    assert_eq!(table_bytes(239_500_800), 59_875_200);
    let refusal = Census::new(&space, 50_000_000).err().unwrap();
    assert_eq!(
        refusal.to_string(),
        "239,500,800 boards at 2 bits each need 59.9 MB of table, past the memory budget of 50.0 MB (raise it with --max-memory)"
    );
    let line = SlidingSpace::new(&sliding(1, 5)).err().unwrap();
    assert!(line.to_string().contains("single line"), "{line}");
}

/// The shards of `peers` workers, run in lock step on one thread with the
/// neighbours handed to their owners: the same counts as one table.
fn sharded(space: &SlidingSpace, peers: usize) -> CensusCounts {
    let shards: Vec<ShardCensus<SlidingSpace>> = (0..peers)
        .map(|i| ShardCensus::new(space.clone(), peers, i).unwrap())
        .collect();
    let mut distribution = vec![1u64];
    let mut farthest = vec![space.goal()];
    for level in 0.. {
        let mut sent: Vec<Vec<u64>> = vec![Vec::new(); peers];
        for shard in &shards {
            for chunk in 0..shard.chunks() {
                shard.expand_chunk(level, chunk, |n| sent[shard.owner(n)].push(n));
            }
        }
        let mut pass = LevelPass::default();
        for (owner, ranks) in sent.into_iter().enumerate() {
            let mut mine = LevelPass::default();
            for rank in ranks {
                shards[owner].mark(rank, level + 1, &mut mine).unwrap();
            }
            pass = pass.merge(mine);
        }
        for shard in &shards {
            shard.relabel(level);
        }
        if pass.marked == 0 {
            break;
        }
        distribution.push(pass.marked);
        farthest = pass.smallest;
    }
    CensusCounts {
        boards: space.boards(),
        distribution,
        farthest: farthest.iter().map(|&r| space.board_text(r)).collect(),
    }
}

#[test]
fn shards_agree_with_one_table() {
    for (rows, cols) in [(2, 3), (3, 3), (2, 4)] {
        let space = SlidingSpace::new(&sliding(rows, cols)).unwrap();
        let whole = Census::new(&space, u64::MAX).unwrap().run();
        for peers in [1, 2, 3, 7] {
            assert_eq!(sharded(&space, peers), whole, "{rows}x{cols} on {peers} workers");
        }
    }
}

/// Each board is expanded once: the neighbours generated in all equal the
/// sum of the degrees (before the relabelling, the boards 3, 6, ... levels
/// back were expanded again at every level).
#[test]
fn every_board_is_expanded_exactly_once() {
    let space = SlidingSpace::new(&sliding(2, 4)).unwrap();
    let mut degrees = 0u64;
    let mut out = [0u64; MAX_NEIGHBOURS];
    for rank in 0..space.boards() {
        degrees += space.neighbours(rank, &mut out) as u64;
    }
    let shard = ShardCensus::new(space.clone(), 1, 0).unwrap();
    let mut generated = 0u64;
    for level in 0.. {
        let mut pass = LevelPass::default();
        let mut next = Vec::new();
        for chunk in 0..shard.chunks() {
            shard.expand_chunk(level, chunk, |n| {
                generated += 1;
                next.push(n);
            });
        }
        for n in next {
            shard.mark(n, level + 1, &mut pass).unwrap();
        }
        shard.relabel(level);
        if pass.marked == 0 {
            break;
        }
    }
    assert_eq!(generated, degrees);
}

/// A rank from a process that runs another job (a 2x4 peer of a 3x3 job
/// sends ranks up to 20,159 to shards sized for 181,440 / 2, or ranks of
/// the other worker's residue) is refused with what arrived, never an
/// index out of bounds (census_bfs.rs:527 panicked).
#[test]
fn stray_ranks_are_refused_not_a_panic() {
    let space = SlidingSpace::new(&sliding(2, 3)).unwrap();
    let shard = ShardCensus::new(space.clone(), 2, 0).unwrap();
    let mut pass = LevelPass::default();
    let past = shard.mark(space.boards() + 4, 1, &mut pass).unwrap_err();
    assert_eq!(past.to_string(), "rank 364 arrived, past the 360 boards of this puzzle");
    assert_eq!(
        shard.mark(u64::MAX, 1, &mut pass).unwrap_err().to_string(),
        format!("rank {} arrived, past the 360 boards of this puzzle", u64::MAX)
    );
    let other = shard.mark(7, 1, &mut pass).unwrap_err();
    assert_eq!(other.to_string(), "rank 7 arrived at worker 0, but it is worker 1's");
    assert_eq!(pass, LevelPass::default(), "nothing was marked");
    shard.mark(8, 1, &mut pass).unwrap();
    assert_eq!(pass.marked, 1);
}

/// A table the allocator cannot give is a refusal, not an abort.
#[test]
fn a_table_past_the_address_space_is_refused() {
    let refusal = RankMarks::new(u64::MAX).err().unwrap();
    assert_eq!(
        refusal,
        CensusRefusal::Unallocated {
            table_bytes: table_bytes(u128::from(u64::MAX))
        }
    );
    assert!(refusal.to_string().contains("could not give it"), "{refusal}");
}
