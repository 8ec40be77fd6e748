//! Bidirectional breadth-first search: from the start and from every goal at
//! once, expanding whichever frontier is smaller one whole level at a time,
//! until they meet.
//!
//! Every move is its own inverse, so the backward search uses the same moves.
//! When a level of one side touches the other side, every meeting state in
//! that level is considered and the shortest total is kept, which makes the
//! answer minimal.

use super::memory;
use super::space::StateSpace;
use crate::limits::SearchLimits;
use crate::solution::{Algorithm, SolveError, Stats};
use crate::solvers::search::visited::{ROOT, Visited, check_moves};
use crate::trace::{Observer, Side, TraceEvent, emit};

/// Bidirectional BFS on any [`StateSpace`] from `start` and the goals,
/// within `limits`, reporting each step to `observer`: a shortest path
/// (move indices), or `None` when no goal is reachable, and the work done.
pub fn shortest_path<S: StateSpace, O: Observer>(
    space: &S,
    start: S::State,
    observer: &mut O,
    limits: SearchLimits,
) -> Result<(Option<Vec<usize>>, Stats), SolveError> {
    check_moves(space, Algorithm::Bibfs)?;
    let number = |s: S::State| space.state_number(s);
    let mut stats = Stats::default();
    if space.is_goal(start) {
        stats.states_discovered = 1;
        // The start is on both sides at once: the frontiers meet before
        // any expansion (the meeting the page's pseudocode tests first).
        emit!(
            observer,
            TraceEvent::Meet {
                state: number(start),
                depth: 0
            }
        );
        emit!(
            observer,
            TraceEvent::Goal {
                state: number(start),
                depth: 0
            }
        );
        return Ok((Some(Vec::new()), stats));
    }
    let goals = space.goals();
    let mut sides = [Visited::new(space), Visited::new(space)];
    sides[0].insert(space, start, ROOT, Algorithm::Bibfs)?;
    let mut backward_start = Vec::with_capacity(goals.len());
    for &g in &goals {
        if sides[1].insert(space, g, ROOT, Algorithm::Bibfs)? {
            backward_start.push(g);
        }
    }
    let mut frontiers: [Vec<S::State>; 2] = [vec![start], backward_start];
    let mut depths = [0u32; 2];
    stats.states_discovered = 1 + frontiers[1].len() as u64;
    while !frontiers[0].is_empty() && !frontiers[1].is_empty() {
        let this = if frontiers[0].len() <= frontiers[1].len() { 0 } else { 1 };
        let other = 1 - this;
        let side = if this == 0 { Side::Forward } else { Side::Backward };
        let mut next_level = Vec::new();
        let mut best: Option<(usize, S::State)> = None;
        for &state in &frontiers[this] {
            limits.check(Algorithm::Bibfs, stats.states_expanded, stats.states_discovered)?;
            emit!(
                observer,
                TraceEvent::Dequeue {
                    state: number(state),
                    depth: depths[this],
                    side
                }
            );
            stats.states_expanded += 1;
            for (mv, next) in space.successors(state) {
                emit!(
                    observer,
                    TraceEvent::Try {
                        state: number(state),
                        mv,
                        next: number(next)
                    }
                );
                let held = sides[other].bytes()
                    + memory::slots_bytes::<S::State>(
                        frontiers[0].capacity() + frontiers[1].capacity() + next_level.capacity(),
                    );
                sides[this].reserve(&limits, Algorithm::Bibfs, held)?;
                if sides[this].insert(space, next, mv as u8, Algorithm::Bibfs)? {
                    emit!(
                        observer,
                        TraceEvent::Discover {
                            state: number(next),
                            parent: number(state),
                            mv,
                            depth: depths[this] + 1,
                            side
                        }
                    );
                    stats.states_discovered += 1;
                    let held = sides[0].bytes()
                        + sides[1].bytes()
                        + memory::slots_bytes::<S::State>(frontiers[0].capacity() + frontiers[1].capacity());
                    memory::reserve_vec(
                        &mut next_level,
                        &limits,
                        Algorithm::Bibfs,
                        held,
                        stats.states_discovered,
                    )?;
                    next_level.push(next);
                    if sides[other].get(space, next).is_some() {
                        let total = depths[this] as usize + 1 + sides[other].path_to(space, next).len();
                        if best.is_none_or(|(b, _)| total < b) {
                            best = Some((total, next));
                        }
                    }
                } else {
                    emit!(
                        observer,
                        TraceEvent::Duplicate {
                            state: number(next),
                            side
                        }
                    );
                }
            }
        }
        stats.peak_frontier = stats.peak_frontier.max(next_level.len() as u64);
        if let Some((total, meet)) = best {
            emit!(
                observer,
                TraceEvent::Meet {
                    state: number(meet),
                    depth: total as u32
                }
            );
            let mut path = sides[0].path_to(space, meet);
            let mut back = sides[1].path_to(space, meet);
            back.reverse();
            path.extend(back);
            if O::ENABLED {
                let goal = path.iter().fold(start, |s, &mv| space.apply(s, mv));
                observer.on(TraceEvent::Goal {
                    state: number(goal),
                    depth: total as u32,
                });
            }
            return Ok((Some(path), stats));
        }
        depths[this] += 1;
        frontiers[this] = next_level;
    }
    Ok((None, stats))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::small::SmallPuzzle;
    use crate::trace::NoTrace;
    use crate::{Puzzle, solvers::search::bfs};

    #[test]
    fn agrees_with_bfs_on_every_3x3_flip_board() {
        let p = SmallPuzzle::new(&Puzzle::flip_game(3, 3)).unwrap();
        for start in 0..512u64 {
            let expected = bfs::shortest_path(&p, start, &mut NoTrace, SearchLimits::default())
                .unwrap()
                .0
                .map(|v| v.len());
            let (path, _) = shortest_path(&p, start, &mut NoTrace, SearchLimits::default()).unwrap();
            assert_eq!(path.as_ref().map(Vec::len), expected, "start {start}");
            if let Some(path) = path {
                let end = path.iter().fold(start, |s, &m| p.apply(s, m));
                assert!(p.is_goal(end));
            }
        }
    }
}
