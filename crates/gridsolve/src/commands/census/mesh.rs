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
//! named on stderr, and the job goes on. A process that runs another job is
//! refused with both sides named (exit 2).

use std::net::{SocketAddr, TcpListener, TcpStream, ToSocketAddrs};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::sync::Arc;
use std::time::{Duration, Instant};

use gridsolve_core::locale::Text;
use gridsolve_core::tr;

use super::handshake::{self, JobParams, Link, Refusal, Secret, HANDSHAKE_TIME};
use crate::exit::Failure;
use crate::lang::say;

/// Handshakes of accepted sockets in progress at once; past it a new
/// socket is closed at once (its process, if it is one, connects again).
pub const MAX_PENDING: usize = 64;
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
                        advice = job.advice.clone()
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
    last: Option<(SocketAddr, Text)>,
}

impl Refusals {
    fn note(&mut self, me: usize, from: SocketAddr, why: Text) {
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
        Accepted::Refused(from, why) => refusals.note(job.me, from, why.text()),
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
                    advice = job.advice.clone()
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
                    last = Some(tr!("census-unreachable-refused", why = why.text()));
                }
                std::thread::sleep(RETRY_REFUSED.min(left));
            }
        }
    }
}

/// Accepts until told to stop, each socket handshaken on a thread of its own.
fn accept_loop(
    listener: TcpListener,
    secret: &Secret,
    me: usize,
    processes: usize,
    params: &JobParams,
    stop: &AtomicBool,
    sender: &mpsc::Sender<Accepted>,
) {
    let pending = Arc::new(AtomicUsize::new(0));
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
        if pending.load(Ordering::Relaxed) >= MAX_PENDING {
            let _ = sender.send(Accepted::Refused(from, Refusal::Busy));
            continue; // dropped: closed at once
        }
        pending.fetch_add(1, Ordering::Relaxed);
        let (in_flight, to_main, secret, params) = (pending.clone(), sender.clone(), secret.clone(), params.clone());
        let spawned = std::thread::Builder::new()
            .name("census-handshake".into())
            .spawn(move || {
                let outcome = stream
                    .set_nonblocking(false)
                    .map_err(|_| Refusal::Closed)
                    .and_then(|()| handshake::accept(&mut stream, &secret, me, processes, &params));
                let event = match outcome.and_then(|(link, index)| {
                    stream
                        .set_read_timeout(None)
                        .and_then(|()| stream.set_write_timeout(None))
                        .and_then(|()| stream.set_nodelay(true))
                        .map_err(|_| Refusal::Closed)
                        .map(|()| (link, index))
                }) {
                    Ok((link, index)) => Accepted::Peer(link, index, stream),
                    Err(why) => Accepted::Refused(from, why),
                };
                in_flight.fetch_sub(1, Ordering::Relaxed);
                let _ = to_main.send(event);
            });
        if spawned.is_err() {
            // No thread for it: refused like a socket past the cap.
            pending.fetch_sub(1, Ordering::Relaxed);
            let _ = sender.send(Accepted::Refused(from, Refusal::Busy));
        }
    }
}
