//! The sockets `gridsolve serve` keeps open: how many (sized from the
//! process's real file-descriptor limit), how many one client (one source
//! address) may hold, and which one gives way when they are all taken, so
//! that one client's sockets, idle or trickling a request body, cannot shut
//! everyone else out.
//!
//! Before issue 20 the cap was a constant 4,096: under `ulimit -n 1024`
//! accept ran out of descriptors long before it, and at the default limit a
//! client holding 4,096 idle sockets got 56 % of everyone else's connections
//! closed at accept. Issue 20 sized the cap from the limit and let the
//! oldest idle connection give way. Issue 38: a connection waiting for the
//! rest of a request body counted as busy, so 4,200 sockets that each sent a
//! POST head with `Content-Length: 16000` and one body byte held every slot,
//! and 62 % of other clients' requests were reset over 25 s. Now:
//!
//! - a connection *receiving* a request body can give way like an idle one
//!   (only a request being worked on, whose time is bounded, holds its
//!   place);
//! - at the cap, the connection that gives way belongs to the address
//!   holding the most connections (its oldest), so a small client is never
//!   the one closed while a large one holds many;
//! - one address holds at most [`client_share`] of the cap: past it, its own
//!   oldest connection that can give way does, and the rest of the cap is a
//!   reserve that other clients always find;
//! - one address has at most [`BODIES_PER_CLIENT`] request bodies in flight:
//!   a new one closes that address's oldest;
//! - all addresses together have at most [`BODIES_IN_FLIGHT`]: past it, the
//!   oldest body of the address with the most in flight is closed. A body
//!   in flight holds up to 16 KiB of what arrived and hyper's 8 KiB read
//!   buffer; 2,000 trickled bodies from 100 addresses (20 each, under the
//!   per-address cap) took the server to 462 MB before bodies were gathered
//!   ([`super::body`]), and this cap keeps their sum under 24 MiB however
//!   many addresses send them.
//!
//! The rate a body must arrive at is [`super::body`]'s.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::net::IpAddr;
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
/// The part of the cap one source address may hold, in quarters: three, so
/// that a quarter is always kept for every other client.
const CLIENT_SHARE_QUARTERS: usize = 3;
/// Request bodies one source address may have in flight (begun, not yet
/// whole). A page sends one at a time and a body on loopback arrives in
/// microseconds; 64 leave room for a script's parallel requests.
pub const BODIES_PER_CLIENT: usize = 64;
/// Request bodies in flight from all addresses together: a quarter of the
/// most sockets, so that what bodies hold (at most 16 KiB gathered and an
/// 8 KiB read buffer each) stays under 24 MiB.
pub const BODIES_IN_FLIGHT: usize = MAX_CONNECTIONS / 4;

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

/// The most connections one source address may hold under `cap`: three
/// quarters of it (3,072 of 4,096), the rest kept for other clients.
pub fn client_share(cap: usize) -> usize {
    (cap * CLIENT_SHARE_QUARTERS / 4).max(1)
}

/// The open connections, oldest first, and who holds them.
pub struct Connections {
    cap: usize,
    share: usize,
    open: Mutex<Open>,
}

#[derive(Default)]
struct Open {
    next_id: u64,
    by_age: BTreeMap<u64, Entry>,
    clients: HashMap<IpAddr, Client>,
    /// Request bodies in flight, all addresses together.
    receiving: usize,
    /// Connections closed since [`Connections::take_closed`] last looked.
    closed: u64,
}

/// One source address's connections.
#[derive(Default)]
struct Client {
    /// Its connections, oldest first.
    ids: BTreeSet<u64>,
    /// Those receiving a request body now, oldest connection first.
    receiving: BTreeSet<u64>,
}

struct Entry {
    client: IpAddr,
    /// Requests of this connection being handled now; 0 means idle (waiting
    /// for a request head, or writing a reply nobody reads).
    busy: Arc<AtomicUsize>,
    /// Whether the request being handled is still receiving its body.
    receiving: bool,
    close: Arc<Notify>,
}

impl Entry {
    /// Whether this connection may be closed to make room: it is idle, or
    /// its request is still arriving. A request being worked on keeps its
    /// place: its time is bounded (the queue's wait, the search's budget).
    fn can_give_way(&self) -> bool {
        self.receiving || self.busy.load(Ordering::Relaxed) == 0
    }
}

/// One admitted connection: dropping it gives its place back.
pub struct Ticket {
    handle: Handle,
    busy: Arc<AtomicUsize>,
    close: Arc<Notify>,
}

/// What the connection's request handling needs to say that a body is in
/// flight: which connection, in which table.
#[derive(Clone)]
pub struct Handle {
    id: u64,
    connections: Arc<Connections>,
}

/// A request body in flight on its connection while alive.
pub struct InFlight {
    handle: Handle,
}

impl Open {
    /// Closes connection `id`: it leaves the table at once (its place is
    /// free), and its task is told to drop the socket.
    fn evict(&mut self, id: u64) {
        if let Some(entry) = self.forget(id) {
            entry.close.notify_one();
        }
    }

    /// Takes connection `id` out of the table, and out of its client's.
    fn forget(&mut self, id: u64) -> Option<Entry> {
        let entry = self.by_age.remove(&id)?;
        self.closed += 1;
        if let Some(client) = self.clients.get_mut(&entry.client) {
            client.ids.remove(&id);
            if client.receiving.remove(&id) {
                self.receiving -= 1;
            }
            if client.ids.is_empty() {
                self.clients.remove(&entry.client);
            }
        }
        Some(entry)
    }

    /// The oldest connection of `client` that can give way.
    fn oldest_of(&self, client: &IpAddr) -> Option<u64> {
        let ids = &self.clients.get(client)?.ids;
        ids.iter()
            .copied()
            .find(|id| self.by_age.get(id).is_some_and(Entry::can_give_way))
    }

    /// The oldest body in flight of the address with the most in flight,
    /// other than connection `not`.
    fn oldest_body_of_the_largest(&self, not: u64) -> Option<u64> {
        self.clients
            .values()
            .max_by_key(|client| client.receiving.len())
            .and_then(|client| client.receiving.iter().copied().find(|&id| id != not))
    }

    /// The connection to close at the cap: the oldest that can give way of
    /// the address holding the most connections; when all of that
    /// address's are being worked on, the oldest that can give way of anyone.
    fn to_close_at_cap(&self) -> Option<u64> {
        let largest = self
            .clients
            .iter()
            .max_by_key(|(_, client)| client.ids.len())
            .map(|(address, _)| *address);
        largest.and_then(|address| self.oldest_of(&address)).or_else(|| {
            self.by_age
                .iter()
                .find(|(_, entry)| entry.can_give_way())
                .map(|(&id, _)| id)
        })
    }
}

impl Connections {
    pub fn new(cap: usize) -> Arc<Connections> {
        Arc::new(Connections {
            cap,
            share: client_share(cap),
            open: Mutex::new(Open::default()),
        })
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Open> {
        // A poisoned lock only means a thread panicked between two plain
        // map operations; the maps themselves are still whole.
        self.open.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Admits a new connection from `client`. An address at its share gives
    /// up its own oldest connection that can give way; at the cap, the
    /// address holding the most does. When none can (all are being worked
    /// on), the new one is refused.
    pub fn admit(self: &Arc<Self>, client: IpAddr) -> Option<Ticket> {
        let mut open = self.lock();
        let held = open.clients.get(&client).map_or(0, |c| c.ids.len());
        if held >= self.share {
            let oldest = open.oldest_of(&client)?;
            open.evict(oldest);
        } else if open.by_age.len() >= self.cap {
            let victim = open.to_close_at_cap()?;
            open.evict(victim);
        }
        let id = open.next_id;
        open.next_id += 1;
        let busy = Arc::new(AtomicUsize::new(0));
        let close = Arc::new(Notify::new());
        open.by_age.insert(
            id,
            Entry {
                client,
                busy: Arc::clone(&busy),
                receiving: false,
                close: Arc::clone(&close),
            },
        );
        open.clients.entry(client).or_default().ids.insert(id);
        Some(Ticket {
            handle: Handle {
                id,
                connections: Arc::clone(self),
            },
            busy,
            close,
        })
    }

    /// Connections closed since the last call, and how many are open.
    pub fn take_closed(&self) -> (u64, usize) {
        let mut open = self.lock();
        (std::mem::take(&mut open.closed), open.by_age.len())
    }

    #[cfg(test)]
    fn len(&self) -> usize {
        self.lock().by_age.len()
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

    /// The handle the connection's requests use to say a body is in flight.
    pub fn handle(&self) -> Handle {
        self.handle.clone()
    }

    /// Resolves when the connection has been chosen to give way.
    pub async fn evicted(&self) {
        self.close.notified().await;
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        self.handle.connections.lock().forget(self.handle.id);
    }
}

impl Handle {
    /// A request body begins to arrive on this connection: until the guard
    /// is dropped the connection can give way as an idle one can. Past
    /// [`BODIES_PER_CLIENT`] bodies in flight from the same address, that
    /// address's oldest is closed; past [`BODIES_IN_FLIGHT`] in all, the
    /// oldest of the address with the most.
    pub fn body_in_flight(&self) -> InFlight {
        let mut open = self.connections.lock();
        let open = &mut *open;
        if let Some(entry) = open.by_age.get_mut(&self.id) {
            if !entry.receiving {
                entry.receiving = true;
                let client = entry.client;
                let mut past_its_share = None;
                if let Some(c) = open.clients.get_mut(&client) {
                    if c.receiving.insert(self.id) {
                        open.receiving += 1;
                    }
                    if c.receiving.len() > BODIES_PER_CLIENT {
                        past_its_share = c.receiving.iter().copied().find(|&id| id != self.id);
                    }
                }
                if let Some(oldest) = past_its_share {
                    open.evict(oldest);
                }
                if open.receiving > BODIES_IN_FLIGHT {
                    if let Some(oldest) = open.oldest_body_of_the_largest(self.id) {
                        open.evict(oldest);
                    }
                }
            }
        }
        InFlight { handle: self.clone() }
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        let mut open = self.handle.connections.lock();
        let id = self.handle.id;
        if let Some(entry) = open.by_age.get_mut(&id) {
            entry.receiving = false;
            let client = entry.client;
            if let Some(c) = open.clients.get_mut(&client) {
                if c.receiving.remove(&id) {
                    open.receiving -= 1;
                }
            }
        }
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
    use std::net::Ipv4Addr;

    fn address(last: u8) -> IpAddr {
        IpAddr::V4(Ipv4Addr::new(127, 0, 0, last))
    }

    #[test]
    fn the_cap_follows_the_descriptor_limit() {
        assert_eq!(cap_for(1024), 960);
        assert_eq!(cap_for(256), 192);
        assert_eq!(cap_for(1 << 20), MAX_CONNECTIONS);
        assert_eq!(cap_for(10), MIN_CONNECTIONS);
        assert_eq!(client_share(MAX_CONNECTIONS), 3072);
        assert_eq!(client_share(MIN_CONNECTIONS), 6);
    }

    #[test]
    fn at_the_cap_the_oldest_idle_connection_gives_way() {
        let connections = Connections::new(3);
        let one = address(1);
        let first = connections.admit(one).unwrap();
        let second = connections.admit(one).unwrap();
        let third = connections.admit(address(2)).unwrap();
        let _working = first.busy();
        // 127.0.0.1 holds two of three, its share (3 * 3 / 4 = 2): its own
        // oldest that can give way, the second (the first is busy), does.
        let fourth = connections.admit(one).unwrap();
        assert_eq!(connections.len(), 3);
        told_to_close(&second);
        // Every connection busy: a newcomer is refused, nobody is closed.
        let _b3 = third.busy();
        let _b4 = fourth.busy();
        assert!(connections.admit(address(3)).is_none());
        assert_eq!(connections.len(), 3);
        drop(third);
        assert_eq!(connections.len(), 2);
        assert!(connections.admit(address(3)).is_some());
    }

    #[test]
    fn a_connection_receiving_a_body_gives_way_and_the_largest_client_first() {
        let connections = Connections::new(8);
        // The attacker, at 127.0.0.9, holds its share (6 of 8), every
        // connection busy with a request whose body is still arriving.
        let attacker: Vec<Ticket> = (0..6).map(|_| connections.admit(address(9)).unwrap()).collect();
        let held: Vec<(BusyGuard, InFlight)> = attacker
            .iter()
            .map(|t| (t.busy(), t.handle().body_in_flight()))
            .collect();
        // Another client's idle connection, older than the newcomers below.
        let patient = connections.admit(address(1)).unwrap();
        let _fresh = connections.admit(address(2)).unwrap();
        assert_eq!(connections.len(), 8);
        // At the cap, a newcomer from a third address: the attacker's oldest
        // gives way, not the other clients' idle connections.
        let _newcomer = connections.admit(address(3)).unwrap();
        told_to_close(&attacker[0]);
        assert_eq!(connections.len(), 8);
        // Still the largest, the attacker gives way again.
        let again = connections.admit(address(9)).unwrap();
        told_to_close(&attacker[1]);
        // Once its bodies are whole and being worked on, they keep their
        // places: the oldest idle connection of anyone gives way.
        drop(held);
        let _working: Vec<BusyGuard> = attacker[2..].iter().chain([&again]).map(Ticket::busy).collect();
        let _newest = connections.admit(address(4)).unwrap();
        told_to_close(&patient);
    }

    #[test]
    fn past_its_share_of_bodies_in_flight_a_client_s_oldest_body_gives_way() {
        let connections = Connections::new(1024);
        let tickets: Vec<Ticket> = (0..=BODIES_PER_CLIENT)
            .map(|_| connections.admit(address(7)).unwrap())
            .collect();
        let mut bodies: Vec<InFlight> = tickets[..BODIES_PER_CLIENT]
            .iter()
            .map(|t| t.handle().body_in_flight())
            .collect();
        // A finished body no longer counts.
        bodies.pop();
        bodies.push(tickets[BODIES_PER_CLIENT - 1].handle().body_in_flight());
        assert_eq!(connections.len(), BODIES_PER_CLIENT + 1);
        // Another address's bodies are not counted with these.
        let other = connections.admit(address(8)).unwrap();
        let _theirs = other.handle().body_in_flight();
        assert_eq!(connections.len(), BODIES_PER_CLIENT + 2);
        // One more from 127.0.0.7: its oldest body in flight is closed.
        bodies.push(tickets[BODIES_PER_CLIENT].handle().body_in_flight());
        told_to_close(&tickets[0]);
        assert_eq!(connections.len(), BODIES_PER_CLIENT + 1);
    }

    #[test]
    fn past_the_bodies_in_flight_of_all_the_largest_sender_s_oldest_gives_way() {
        // Issue 38: 2,000 bodies from 100 addresses, each under its own
        // share, were all held. One body from each of BODIES_IN_FLIGHT - 2
        // addresses, and two from 10.0.0.1: at the cap.
        let connections = Connections::new(MAX_CONNECTIONS);
        let many = |n: u32| IpAddr::V4(Ipv4Addr::from(0x0a00_0000 + n));
        let tickets: Vec<Ticket> = (2..BODIES_IN_FLIGHT as u32)
            .map(|n| connections.admit(many(n)).unwrap())
            .chain((0..2).map(|_| connections.admit(many(1)).unwrap()))
            .collect();
        let mut bodies: Vec<InFlight> = tickets.iter().map(|t| t.handle().body_in_flight()).collect();
        assert_eq!(connections.lock().receiving, BODIES_IN_FLIGHT);
        // One more, from a newcomer: 10.0.0.1's oldest body gives way, no
        // one else's.
        let newcomer = connections.admit(address(1)).unwrap();
        bodies.push(newcomer.handle().body_in_flight());
        told_to_close(&tickets[BODIES_IN_FLIGHT - 2]);
        assert_eq!(connections.lock().receiving, BODIES_IN_FLIGHT);
        assert_eq!(connections.len(), BODIES_IN_FLIGHT);
        // Bodies that end leave the count; the closed one is not counted twice.
        drop(bodies);
        assert_eq!(connections.lock().receiving, 0);
    }

    /// Asserts a `notify_one` was stored for this connection (its wait
    /// completes at once).
    fn told_to_close(ticket: &Ticket) {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .build()
            .unwrap();
        runtime.block_on(async {
            tokio::time::timeout(std::time::Duration::from_millis(100), ticket.evicted())
                .await
                .expect("the evicted connection was told to close");
        });
    }
}
