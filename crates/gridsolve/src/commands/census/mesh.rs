//! Connecting the processes of a census job, as timely's own setup does
//! (each process connects to the processes before it and accepts the ones
//! after it), but with every socket proven by the [handshake](super::handshake)
//! before it is used, and within `--connect-timeout`.
//!
//! Two links join each pair of processes: timely's data, and the
//! [watch](super::watch)'s heartbeats. Accepted sockets are handshaken on
//! threads of their own, at most [`MAX_PENDING`] at once and each within
//! [`HANDSHAKE_TIME`], so a foreign client that connects and holds its
//! socket, writes an index or sends garbage delays no one: it is refused,
//! named on stderr, and the job goes on. When every slot is taken, a
//! newcomer takes the slot of the oldest socket that has not sent its hello:
//! a crowd of idle sockets that reconnect as soon as they are closed cannot
//! keep a process of the job out (it answers the greeting at once, and a
//! socket past its hello is never dropped). A process that runs another job is
//! refused with both sides named (exit 2).

use std::collections::VecDeque;
use std::net::{Shutdown, SocketAddr, TcpListener, TcpStream, ToSocketAddrs};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use gridsolve_core::locale::Text;
use gridsolve_core::tr;

use super::handshake::{self, HANDSHAKE_TIME, JobParams, Link, Refusal, Secret};
use crate::exit::Failure;
use crate::lang::say;

/// Handshakes of accepted sockets in progress at once; past it a new
/// socket takes the slot of the oldest that has not sent its hello, or is
/// closed at once when every one has (its process, if it is one, connects
/// again).
pub const MAX_PENDING: usize = 64;
/// Handshake threads at once, those of dropped handshakes that have not
/// ended yet included.
const MAX_HANDSHAKE_THREADS: usize = 2 * MAX_PENDING;
/// Refused connections named on stderr; the rest are only counted.
const MAX_NAMED: usize = 8;
/// Pause between two attempts to reach a process that is not there yet.
const RETRY: Duration = Duration::from_millis(100);
/// Pause after a connection that failed its handshake.
const RETRY_REFUSED: Duration = Duration::from_millis(500);

/// What this process knows of its job before it connects.
pub struct Job {
    /// One `host:port` per process.
    pub addresses: Vec<String>,
    /// This process's index.
    pub me: usize,
    pub secret: Secret,
    pub params: JobParams,
    /// `--connect-timeout`.
    pub wait: Duration,
    /// What the user should do when a process does not come (started by
    /// hand, or by process 0).
    pub advice: Text,
}

/// The sockets to every other process, `None` at this process's index.
pub struct Mesh {
    pub data: Vec<Option<TcpStream>>,
    pub watch: Vec<Option<TcpStream>>,
}

/// What a handshake thread reports.
enum Accepted {
    Peer(Link, usize, TcpStream),
    Refused(SocketAddr, Refusal),
}

/// Connects process `job.me` to every other process of the job, through
/// `listener` (bound to its own address).
pub fn connect(job: &Job, listener: TcpListener) -> Result<Mesh, Failure> {
    let processes = job.addresses.len();
    let deadline = Instant::now() + job.wait;
    let mut mesh = Mesh {
        data: (0..processes).map(|_| None).collect(),
        watch: (0..processes).map(|_| None).collect(),
    };
    let stop = Arc::new(AtomicBool::new(false));
    let (sender, accepted) = mpsc::channel();
    listener
        .set_nonblocking(true)
        .map_err(|e| Failure::io(&say(tr!("census-listening")), &e))?;
    let acceptor = {
        let (stop, secret, params) = (stop.clone(), job.secret.clone(), job.params.clone());
        let me = job.me;
        std::thread::Builder::new()
            .name("census-accept".into())
            .spawn(move || accept_loop(listener, &secret, me, processes, &params, &stop, &sender))
            .map_err(|e| Failure::io(&say(tr!("census-listening")), &e))?
    };
    let result = (|| {
        let mut refusals = Refusals::default();
        // Connect to the processes before this one, data then watch.
        for peer in 0..job.me {
            for link in [Link::Data, Link::Watch] {
                let stream = reach(job, peer, link, deadline, &accepted, &mut mesh, &mut refusals)?;
                slot(&mut mesh, link)[peer] = Some(stream);
            }
        }
        // Then wait for the ones after it.
        while let Some(missing) = (job.me + 1..processes).find(|&i| mesh.data[i].is_none() || mesh.watch[i].is_none()) {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(Failure::with_code(
                    crate::exit::IO,
                    say(tr!(
                        "census-unheard",
                        me = job.me,
                        peer = missing,
                        address = job.addresses[missing].as_str(),
                        seconds = job.wait.as_secs(),
                        refused = refusals.summary(),
                        advice = refusals.advice(job)
                    )),
                ));
            }
            if let Ok(event) = accepted.recv_timeout(left.min(Duration::from_millis(200))) {
                take(job, event, &mut mesh, &mut refusals)?;
            }
        }
        Ok(())
    })();
    stop.store(true, Ordering::Relaxed);
    let _ = acceptor.join();
    result.map(|()| mesh)
}

fn slot(mesh: &mut Mesh, link: Link) -> &mut Vec<Option<TcpStream>> {
    match link {
        Link::Data => &mut mesh.data,
        Link::Watch => &mut mesh.watch,
    }
}

/// Refused connections: the first few named on stderr, the rest counted.
#[derive(Default)]
struct Refusals {
    count: usize,
    /// Of them, dropped or turned away for want of a free slot (a flood).
    flood: usize,
    /// Of them, refused for what they said (a secret, a job, garbage).
    telling: usize,
    last: Option<(SocketAddr, Text)>,
}

impl Refusals {
    fn note(&mut self, me: usize, from: SocketAddr, why: &Refusal) {
        if why.is_flood() {
            self.flood += 1;
        } else if !why.is_vague() {
            self.telling += 1;
        }
        let why = why.text();
        self.count += 1;
        if self.count <= MAX_NAMED {
            eprintln!(
                "{}",
                say(tr!(
                    "census-refused-connection",
                    me = me,
                    from = from.to_string(),
                    why = why.clone()
                ))
            );
        }
        if self.count == MAX_NAMED {
            eprintln!("{}", say(tr!("census-refused-more", me = me)));
        }
        self.last = Some((from, why));
    }

    /// What to do: the job's own advice (the secret, the processes), or,
    /// when a flood of connections filled the handshakes and no connection
    /// was refused for what it said, the flood.
    fn advice(&self, job: &Job) -> Text {
        if self.flood > 0 && self.telling == 0 {
            tr!(
                "census-advice-flood",
                me = job.me,
                count = self.flood,
                address = job.addresses[job.me].as_str()
            )
        } else {
            job.advice.clone()
        }
    }

    fn summary(&self) -> Text {
        match &self.last {
            None => gridsolve_core::locale::verbatim(""),
            Some((from, why)) => tr!(
                "census-refused-summary",
                count = self.count,
                from = from.to_string(),
                why = why.clone()
            ),
        }
    }
}

/// Files one handshake's outcome: a link, or a refusal (named, and fatal
/// when the other side runs another job).
fn take(job: &Job, event: Accepted, mesh: &mut Mesh, refusals: &mut Refusals) -> Result<(), Failure> {
    match event {
        // A later link of the same kind replaces an earlier one: the
        // connecting side uses only its last.
        Accepted::Peer(link, index, stream) => slot(mesh, link)[index] = Some(stream),
        // Only a process that proved the secret gets this far: its index is
        // the one it claimed, and it was checked.
        Accepted::Refused(_, refusal @ Refusal::Mismatch { .. }) => return Err(mismatch(job, refusal)),
        Accepted::Refused(from, why) => refusals.note(job.me, from, &why),
    }
    Ok(())
}

/// The refusal of a process that runs another job, naming both.
fn mismatch(job: &Job, refusal: Refusal) -> Failure {
    let peer = match refusal {
        Refusal::Mismatch { peer, .. } => peer,
        _ => job.me,
    };
    Failure::usage(say(tr!(
        "census-job-mismatch",
        me = job.me,
        peer = peer,
        address = job.addresses.get(peer).map_or("?", String::as_str),
        differences = refusal.text()
    )))
}

/// Connects to process `peer` (before this one) on `link`, retrying until
/// the deadline; accepted sockets that arrive meanwhile are filed.
fn reach(
    job: &Job,
    peer: usize,
    link: Link,
    deadline: Instant,
    accepted: &mpsc::Receiver<Accepted>,
    mesh: &mut Mesh,
    refusals: &mut Refusals,
) -> Result<TcpStream, Failure> {
    let address = job.addresses[peer].as_str();
    let mut last: Option<Text> = None;
    // Whether `last` says something about who answered (see Refusal::is_vague).
    let mut telling = false;
    // Whether `last` is the hang-up of a process whose handshakes are full.
    let mut flooded = false;
    loop {
        while let Ok(event) = accepted.try_recv() {
            take(job, event, mesh, refusals)?;
        }
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(Failure::with_code(
                crate::exit::IO,
                say(tr!(
                    "census-unreachable",
                    me = job.me,
                    peer = peer,
                    address = address,
                    seconds = job.wait.as_secs(),
                    why = last.unwrap_or_else(|| tr!("census-unreachable-nobody")),
                    advice = if flooded {
                        tr!("census-advice-flooded-peer", peer = peer, address = address)
                    } else {
                        job.advice.clone()
                    }
                )),
            ));
        }
        let target = address.to_socket_addrs().ok().and_then(|mut a| a.next());
        let connected = target.and_then(|target| TcpStream::connect_timeout(&target, left.min(HANDSHAKE_TIME)).ok());
        let Some(mut stream) = connected else {
            std::thread::sleep(RETRY.min(left));
            continue;
        };
        match handshake::connect(&mut stream, &job.secret, job.me, peer, link, &job.params) {
            Ok(()) => {
                stream
                    .set_read_timeout(None)
                    .and_then(|()| stream.set_write_timeout(None))
                    .and_then(|()| stream.set_nodelay(true))
                    .map_err(|e| Failure::io(&say(tr!("census-connecting", address = address)), &e))?;
                return Ok(stream);
            }
            Err(refusal @ Refusal::Mismatch { .. }) => return Err(mismatch(job, refusal)),
            Err(why) => {
                if !(why.is_vague() && telling) {
                    telling = !why.is_vague();
                    flooded = why.is_flood();
                    last = Some(tr!("census-unreachable-refused", why = why.text()));
                }
                std::thread::sleep(RETRY_REFUSED.min(left));
            }
        }
    }
}

/// One accepted socket whose handshake is in progress.
struct Pending {
    /// The handshake thread's socket, to shut down when it is dropped to
    /// make room.
    stream: TcpStream,
    /// Set once the connector's whole hello has arrived (see
    /// [`handshake::accept`]).
    heard: Arc<AtomicBool>,
    /// Set when it was dropped to make room, so that its thread says so.
    evicted: Arc<AtomicBool>,
}

/// The handshakes in progress, oldest first, keyed by a serial number.
type Slots = Arc<Mutex<VecDeque<(u64, Pending)>>>;

fn lock(slots: &Slots) -> std::sync::MutexGuard<'_, VecDeque<(u64, Pending)>> {
    slots.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Makes room for one more handshake when all [`MAX_PENDING`] slots are
/// taken: the oldest one whose connector has not sent its hello is dropped
/// (a process of the job answers the greeting at once; a socket that holds
/// still does not). False when every slot is past its hello.
fn make_room(slots: &Slots) -> bool {
    let mut slots = lock(slots);
    if slots.len() < MAX_PENDING {
        return true;
    }
    let Some(oldest) = slots.iter().position(|(_, p)| !p.heard.load(Ordering::SeqCst)) else {
        return false;
    };
    if let Some((_, pending)) = slots.remove(oldest) {
        pending.evicted.store(true, Ordering::SeqCst);
        // Its thread's read returns at once and the thread ends.
        let _ = pending.stream.shutdown(Shutdown::Both);
    }
    true
}

/// Accepts until told to stop, each socket handshaken on a thread of its
/// own: at most [`MAX_PENDING`] at once, a newcomer past that taking the
/// slot of the oldest that has not spoken (see [`make_room`]).
fn accept_loop(
    listener: TcpListener,
    secret: &Secret,
    me: usize,
    processes: usize,
    params: &JobParams,
    stop: &AtomicBool,
    sender: &mpsc::Sender<Accepted>,
) {
    let slots: Slots = Arc::new(Mutex::new(VecDeque::new()));
    // Handshake threads alive, dropped ones included until they end.
    let threads = Arc::new(AtomicUsize::new(0));
    let mut serial = 0u64;
    while !stop.load(Ordering::Relaxed) {
        let (mut stream, from) = match listener.accept() {
            Ok(accepted) => accepted,
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                std::thread::sleep(Duration::from_millis(20));
                continue;
            }
            // A connection that failed before it was taken (reset, or out
            // of descriptors for a moment): the next one may do.
            Err(_) => {
                std::thread::sleep(Duration::from_millis(20));
                continue;
            }
        };
        let room = threads.load(Ordering::SeqCst) < MAX_HANDSHAKE_THREADS && make_room(&slots);
        let watched = if room { stream.try_clone().ok() } else { None };
        let Some(watched) = watched else {
            let _ = sender.send(Accepted::Refused(from, Refusal::Busy));
            continue; // dropped: closed at once
        };
        serial += 1;
        let id = serial;
        let (heard, evicted) = (Arc::new(AtomicBool::new(false)), Arc::new(AtomicBool::new(false)));
        lock(&slots).push_back((
            id,
            Pending {
                stream: watched,
                heard: heard.clone(),
                evicted: evicted.clone(),
            },
        ));
        threads.fetch_add(1, Ordering::SeqCst);
        let (alive, in_slots, to_main, secret, params) = (
            threads.clone(),
            slots.clone(),
            sender.clone(),
            secret.clone(),
            params.clone(),
        );
        let spawned = std::thread::Builder::new()
            .name("census-handshake".into())
            .spawn(move || {
                let outcome = stream
                    .set_nonblocking(false)
                    .map_err(|_| Refusal::Closed)
                    .and_then(|()| handshake::accept(&mut stream, &secret, me, processes, &params, &heard));
                lock(&in_slots).retain(|(serial, _)| *serial != id);
                let event = match outcome.and_then(|(link, index)| {
                    stream
                        .set_read_timeout(None)
                        .and_then(|()| stream.set_write_timeout(None))
                        .and_then(|()| stream.set_nodelay(true))
                        .map_err(|_| Refusal::Closed)
                        .map(|()| (link, index))
                }) {
                    Ok((link, index)) => Accepted::Peer(link, index, stream),
                    Err(_) if evicted.load(Ordering::SeqCst) => Accepted::Refused(from, Refusal::Evicted),
                    Err(why) => Accepted::Refused(from, why),
                };
                alive.fetch_sub(1, Ordering::SeqCst);
                let _ = to_main.send(event);
            });
        if spawned.is_err() {
            // No thread for it: refused like a socket past the cap.
            lock(&slots).retain(|(serial, _)| *serial != id);
            threads.fetch_sub(1, Ordering::SeqCst);
            let _ = sender.send(Accepted::Refused(from, Refusal::Busy));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Slots full of sockets, those at `silent` not yet past their hello.
    fn full_slots(silent: &[usize]) -> (Slots, Vec<TcpStream>) {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let address = listener.local_addr().unwrap();
        let mut ours = Vec::new();
        let slots: Slots = Arc::new(Mutex::new(VecDeque::new()));
        for id in 0..MAX_PENDING {
            ours.push(TcpStream::connect(address).unwrap());
            let (stream, _) = listener.accept().unwrap();
            let pending = Pending {
                stream,
                heard: Arc::new(AtomicBool::new(!silent.contains(&id))),
                evicted: Arc::new(AtomicBool::new(false)),
            };
            lock(&slots).push_back((id as u64, pending));
        }
        (slots, ours)
    }

    #[test]
    fn the_oldest_silent_handshake_makes_room_and_one_past_its_hello_never_does() {
        let (slots, mut ours) = full_slots(&[5, 9]);
        let evicted = lock(&slots)[5].1.evicted.clone();
        assert!(make_room(&slots));
        assert!(evicted.load(Ordering::SeqCst), "the oldest silent one goes");
        assert_eq!(lock(&slots).len(), MAX_PENDING - 1);
        assert!(lock(&slots).iter().all(|(id, _)| *id != 5));
        // Its socket was shut down: the other end reads the end.
        let mut byte = [0u8; 1];
        assert_eq!(std::io::Read::read(&mut ours[5], &mut byte).unwrap(), 0);
        // Room left: nothing more goes.
        assert!(make_room(&slots));
        assert_eq!(lock(&slots).len(), MAX_PENDING - 1);

        let (slots, _ours) = full_slots(&[]);
        assert!(!make_room(&slots), "every one past its hello: the newcomer is refused");
        assert_eq!(lock(&slots).len(), MAX_PENDING);
    }
}
