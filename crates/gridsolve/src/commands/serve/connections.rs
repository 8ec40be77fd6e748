//! The sockets `gridsolve serve` keeps open: how many (sized from the
//! process's real file-descriptor limit), and which one gives way when they
//! are all taken (the oldest idle one), so one client holding thousands of
//! idle sockets cannot shut everyone else out.
//!
//! Before this, the cap was a constant 4,096: under `ulimit -n 1024` accept
//! ran out of descriptors long before it and new clients waited for the
//! idle sockets' header timeout (`GET /` took 4.4 s behind 1,100 idle
//! sockets); at the default limit, a client holding 4,096 idle sockets got
//! 56 % of everyone else's connections closed at accept.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

use tokio::sync::Notify;

/// The most sockets held open, whatever the descriptor limit allows.
pub const MAX_CONNECTIONS: usize = 4096;
/// Descriptors kept out of the socket cap for everything else the process
/// opens (the listener, the runtime's own, a socket just accepted before
/// an idle one has closed).
pub const RESERVED_DESCRIPTORS: u64 = 64;
/// The fewest sockets served, however low the limit.
const MIN_CONNECTIONS: usize = 8;

/// Raises the soft descriptor limit to the hard one where the system allows,
/// and sizes the socket cap from what it then is.
pub fn socket_cap() -> usize {
    let descriptors = rlimit::increase_nofile_limit(u64::MAX)
        .or_else(|_| rlimit::getrlimit(rlimit::Resource::NOFILE).map(|(soft, _)| soft))
        .unwrap_or(1024);
    cap_for(descriptors)
}

fn cap_for(descriptors: u64) -> usize {
    let room = descriptors.saturating_sub(RESERVED_DESCRIPTORS);
    usize::try_from(room)
        .unwrap_or(usize::MAX)
        .clamp(MIN_CONNECTIONS, MAX_CONNECTIONS)
}

/// The open connections, oldest first.
pub struct Connections {
    cap: usize,
    open: Mutex<Open>,
}

#[derive(Default)]
struct Open {
    next_id: u64,
    by_age: BTreeMap<u64, Entry>,
}

struct Entry {
    /// Requests of this connection being handled now; 0 means idle (waiting
    /// for a request head, or writing a reply nobody reads).
    busy: Arc<AtomicUsize>,
    close: Arc<Notify>,
}

/// One admitted connection: dropping it gives its place back.
pub struct Ticket {
    id: u64,
    busy: Arc<AtomicUsize>,
    close: Arc<Notify>,
    connections: Arc<Connections>,
}

impl Connections {
    pub fn new(cap: usize) -> Arc<Connections> {
        Arc::new(Connections {
            cap,
            open: Mutex::new(Open::default()),
        })
    }

    /// Admits a new connection. At the cap the oldest idle connection is
    /// told to close and gives its place; when every connection is busy
    /// (all are within a request, which has its own time limit) the new
    /// one is refused.
    pub fn admit(self: &Arc<Self>) -> Option<Ticket> {
        // A poisoned lock only means a thread panicked between two plain
        // map operations; the map itself is still whole.
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        if open.by_age.len() >= self.cap {
            let oldest_idle = open
                .by_age
                .iter()
                .find(|(_, entry)| entry.busy.load(Ordering::Relaxed) == 0)
                .map(|(&id, _)| id)?;
            if let Some(entry) = open.by_age.remove(&oldest_idle) {
                entry.close.notify_one();
            }
        }
        let id = open.next_id;
        open.next_id += 1;
        let busy = Arc::new(AtomicUsize::new(0));
        let close = Arc::new(Notify::new());
        open.by_age.insert(
            id,
            Entry {
                busy: Arc::clone(&busy),
                close: Arc::clone(&close),
            },
        );
        Some(Ticket {
            id,
            busy,
            close,
            connections: Arc::clone(self),
        })
    }

    #[cfg(test)]
    fn len(&self) -> usize {
        self.open.lock().unwrap().by_age.len()
    }
}

impl Ticket {
    /// Marks the connection busy until the returned guard is dropped.
    #[cfg(test)]
    fn busy(&self) -> BusyGuard {
        BusyGuard::new(Arc::clone(&self.busy))
    }

    /// The counter the connection's service raises while a request is handled.
    pub fn busy_counter(&self) -> Arc<AtomicUsize> {
        Arc::clone(&self.busy)
    }

    /// Resolves when the connection has been chosen to give way.
    pub async fn evicted(&self) {
        self.close.notified().await;
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut open = self.connections.open.lock().unwrap_or_else(|e| e.into_inner());
        open.by_age.remove(&self.id);
    }
}

/// Counts one request in flight on its connection while alive.
pub struct BusyGuard(Arc<AtomicUsize>);

impl BusyGuard {
    pub fn new(counter: Arc<AtomicUsize>) -> BusyGuard {
        counter.fetch_add(1, Ordering::Relaxed);
        BusyGuard(counter)
    }
}

impl Drop for BusyGuard {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cap_follows_the_descriptor_limit() {
        assert_eq!(cap_for(1024), 960);
        assert_eq!(cap_for(256), 192);
        assert_eq!(cap_for(1 << 20), MAX_CONNECTIONS);
        assert_eq!(cap_for(10), MIN_CONNECTIONS);
    }

    #[test]
    fn at_the_cap_the_oldest_idle_connection_gives_way() {
        let connections = Connections::new(3);
        let first = connections.admit().unwrap();
        let second = connections.admit().unwrap();
        let third = connections.admit().unwrap();
        let _working = first.busy();
        // The first is busy: the second, the oldest idle one, is told to close.
        let fourth = connections.admit().unwrap();
        assert_eq!(connections.len(), 3);
        let told = second.close.notified();
        futures_ready(told);
        // Every connection busy: a newcomer is refused, nobody is closed.
        let _b3 = third.busy();
        let _b4 = fourth.busy();
        assert!(connections.admit().is_none());
        assert_eq!(connections.len(), 3);
        drop(third);
        assert_eq!(connections.len(), 2);
        assert!(connections.admit().is_some());
    }

    /// Asserts a `notify_one` was stored for this waiter (it completes at
    /// once).
    fn futures_ready(notified: tokio::sync::futures::Notified<'_>) {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .build()
            .unwrap();
        runtime.block_on(async {
            tokio::time::timeout(std::time::Duration::from_millis(100), notified)
                .await
                .expect("the evicted connection was told to close");
        });
    }
}
