//! The memory a search holds, counted in bytes against
//! [`SearchLimits::max_bytes`](crate::limits::SearchLimits::max_bytes).
//!
//! A budget of states is not a budget of memory: a state of a 6x6 board
//! costs a visited entry of 17 bytes or more, a queue slot of 16, and a hash
//! map that doubles holds its old and its new table at once. So every
//! container a search grows is checked *before* it grows: the bytes it would
//! hold while growing (the old allocation and the new one) plus what the
//! search's other containers hold must stay within the budget; else the
//! search stops with [`SolveError::OverMemory`], which says so. And the
//! growth itself is a `try_reserve`: an allocation the machine refuses (an
//! address-space limit below the budget) stops the search too, instead of
//! aborting the process, and says that the machine refused it, how many
//! bytes, not that the budget was reached (issue 38: under a 300 MB
//! `ulimit -v` an 8x4 search stopped at 273 MB and blamed its 1 GiB budget).

use std::collections::{BinaryHeap, HashMap, VecDeque};
use std::hash::{BuildHasher, Hash};

use crate::limits::SearchLimits;
use crate::solution::{Algorithm, SolveError};

/// Bytes of a hash map of `capacity` (hashbrown: a power of two of buckets,
/// at most 7/8 full, each an entry and a control byte).
pub(crate) fn map_bytes<K, V>(capacity: usize) -> u64 {
    if capacity == 0 {
        return 0;
    }
    let buckets = if capacity < 8 {
        (capacity + 1).next_power_of_two()
    } else {
        (capacity * 8 / 7).next_power_of_two()
    };
    buckets as u64 * (std::mem::size_of::<(K, V)>() as u64 + 1)
}

/// Bytes of a vector, deque or heap of `capacity` items of `T`.
pub(crate) fn slots_bytes<T>(capacity: usize) -> u64 {
    capacity as u64 * std::mem::size_of::<T>() as u64
}

/// Stops a search whose next growth would take it past the budget:
/// `others` are the bytes its other containers hold, `now` and `grown`
/// the growing container's before and after (both are held while it grows).
pub fn room(
    limits: &SearchLimits,
    algorithm: Algorithm,
    others: u64,
    now: u64,
    grown: u64,
    stored: u64,
) -> Result<(), SolveError> {
    if others.saturating_add(now).saturating_add(grown) > limits.max_bytes {
        return Err(SolveError::OverMemory {
            algorithm,
            limit: limits.max_bytes,
            stored,
            refused: None,
        });
    }
    Ok(())
}

/// What an allocation of `bytes` the machine refused stops the search with.
pub fn refused(limits: &SearchLimits, algorithm: Algorithm, stored: u64, bytes: u64) -> SolveError {
    SolveError::OverMemory {
        algorithm,
        limit: limits.max_bytes,
        stored,
        refused: Some(bytes),
    }
}

/// Makes room for one more entry of `map`, within the budget.
pub(crate) fn reserve_map<K: Hash + Eq, V, B: BuildHasher>(
    map: &mut HashMap<K, V, B>,
    limits: &SearchLimits,
    algorithm: Algorithm,
    others: u64,
) -> Result<(), SolveError> {
    if map.len() < map.capacity() {
        return Ok(());
    }
    let stored = map.len() as u64;
    let grown = map_bytes::<K, V>((map.capacity() * 2).max(4));
    room(
        limits,
        algorithm,
        others,
        map_bytes::<K, V>(map.capacity()),
        grown,
        stored,
    )?;
    map.try_reserve(1)
        .map_err(|_| refused(limits, algorithm, stored, grown))
}

/// Makes room for one more item of `queue`, within the budget.
pub(crate) fn reserve_deque<T>(
    queue: &mut VecDeque<T>,
    limits: &SearchLimits,
    algorithm: Algorithm,
    others: u64,
    stored: u64,
) -> Result<(), SolveError> {
    if queue.len() < queue.capacity() {
        return Ok(());
    }
    let grown = slots_bytes::<T>((queue.capacity() * 2).max(4));
    room(
        limits,
        algorithm,
        others,
        slots_bytes::<T>(queue.capacity()),
        grown,
        stored,
    )?;
    queue
        .try_reserve(1)
        .map_err(|_| refused(limits, algorithm, stored, grown))
}

/// Makes room for one more item of `list`, within the budget.
pub(crate) fn reserve_vec<T>(
    list: &mut Vec<T>,
    limits: &SearchLimits,
    algorithm: Algorithm,
    others: u64,
    stored: u64,
) -> Result<(), SolveError> {
    if list.len() < list.capacity() {
        return Ok(());
    }
    let grown = slots_bytes::<T>((list.capacity() * 2).max(4));
    room(
        limits,
        algorithm,
        others,
        slots_bytes::<T>(list.capacity()),
        grown,
        stored,
    )?;
    list.try_reserve(1)
        .map_err(|_| refused(limits, algorithm, stored, grown))
}

/// Makes room for one more item of `heap`, within the budget.
pub(crate) fn reserve_heap<T: Ord>(
    heap: &mut BinaryHeap<T>,
    limits: &SearchLimits,
    algorithm: Algorithm,
    others: u64,
    stored: u64,
) -> Result<(), SolveError> {
    if heap.len() < heap.capacity() {
        return Ok(());
    }
    let grown = slots_bytes::<T>((heap.capacity() * 2).max(4));
    room(
        limits,
        algorithm,
        others,
        slots_bytes::<T>(heap.capacity()),
        grown,
        stored,
    )?;
    heap.try_reserve(1)
        .map_err(|_| refused(limits, algorithm, stored, grown))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bytes_of_a_map_follow_its_buckets() {
        // hashbrown's own growth: 3, 7, 14, 28, ... entries in 4, 8, 16, 32 buckets.
        let mut map: HashMap<u64, u8> = HashMap::new();
        for i in 0..1000u64 {
            map.insert(i, 0);
            let buckets = map_bytes::<u64, u8>(map.capacity()) / 17;
            assert!(buckets.is_power_of_two(), "{i}: {buckets}");
            assert!(
                map.capacity() as u64 <= buckets && buckets <= 2 * (map.capacity() as u64 + 1),
                "{i}"
            );
        }
    }

    #[test]
    fn growth_past_the_budget_is_refused_and_says_which_budget() {
        let limits = SearchLimits {
            max_bytes: 4096,
            ..SearchLimits::default()
        };
        let mut map: HashMap<u64, u8> = HashMap::new();
        let mut stopped = None;
        for i in 0..10_000u64 {
            if let Err(e) = reserve_map(&mut map, &limits, Algorithm::Bfs, 0) {
                stopped = Some(e);
                break;
            }
            map.insert(i, 0);
        }
        let Some(SolveError::OverMemory {
            limit: 4096,
            stored,
            refused: None,
            ..
        }) = stopped
        else {
            panic!("{stopped:?}")
        };
        assert_eq!(stored, map.len() as u64);
        // What it held never passed the budget, old and new table together.
        assert!(map_bytes::<u64, u8>(map.capacity()) * 3 <= 4096 * 2);
        let mut queue: VecDeque<u64> = VecDeque::new();
        let err = (0..10_000)
            .find_map(|i| {
                reserve_deque(&mut queue, &limits, Algorithm::Bfs, 1024, 0)
                    .err()
                    .or_else(|| {
                        queue.push_back(i);
                        None
                    })
            })
            .unwrap();
        assert!(err.to_string().contains("memory"), "{err}");
        assert!(slots_bytes::<u64>(queue.capacity()) + 1024 <= 4096);
    }

    #[test]
    fn an_allocation_the_machine_refuses_says_so_not_the_budget() {
        // A budget that allows anything, and items of 2^47 - 1 bytes (the
        // largest rustc allows here): one is more than a 47-bit address
        // space holds, so the allocation fails without touching memory.
        type Huge = [u8; (1 << 47) - 1];
        let limits = SearchLimits {
            max_bytes: u64::MAX,
            ..SearchLimits::default()
        };
        let mut list: Vec<Huge> = Vec::new();
        let err = reserve_vec(&mut list, &limits, Algorithm::Bfs, 0, 12).unwrap_err();
        let SolveError::OverMemory {
            refused: Some(bytes), ..
        } = err
        else {
            panic!("{err:?}")
        };
        assert_eq!(bytes, slots_bytes::<Huge>(4));
        let message = err.to_string();
        assert!(
            message.starts_with(&format!(
                "the bfs search stopped: the machine or the process's memory limit refused {bytes} bytes \
                 ({} MiB) with 12 states stored, below the search's own limit of",
                bytes.div_ceil(1 << 20)
            )),
            "{message}"
        );
    }
}
