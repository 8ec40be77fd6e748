//! The watch over a running census job: every process sends a heartbeat to
//! every other one each second on a link of its own, and ends the job with
//! a message naming the peer when a peer's link closes (killed, crashed) or
//! stays silent for `--peer-timeout` seconds (stopped with SIGSTOP, hung,
//! cut off). timely itself would panic ("timely communication error",
//! then "MergeQueue poisoned" in every worker) or wait forever; here its
//! threads' panics are caught by a panic hook, kept off the terminal and
//! mapped to the same messages.
//!
//! A process that ends the job first tells the others why ([`Notice`]), so
//! each of them names the process that failed rather than the one that
//! left first. Exit code 3, like every failure to reach a process.
//!
//! Once every worker of this process has its counts, the census is done
//! here whatever a peer does next: from then on nothing is a failure (a
//! process that finished may close its links before the others have seen
//! its last words).

use std::io::{ErrorKind, Read, Write};
use std::net::TcpStream;
use std::panic::PanicHookInfo;
use std::process::Child;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use gridsolve_core::locale::Text;
use gridsolve_core::tr;

use crate::exit::Failure;
use crate::lang::say;

/// How often a heartbeat is sent.
const BEAT: Duration = Duration::from_secs(1);
/// How often the watch looks at its links.
const TICK: Duration = Duration::from_millis(50);
/// How long the watch waits, after timely's link to a peer broke, for that
/// peer's own link to say why (it closes, or a notice arrives).
const GRACE: Duration = Duration::from_millis(300);

const HEARTBEAT: u8 = b'.';
const NOTICE: u8 = b'!';

/// Why a process ends the job, as sent to the others: `!`, the failed
/// process as a big-endian u32, the reason.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reason {
    Gone = 0,
    Silent = 1,
    Failed = 2,
}

impl Reason {
    fn from_byte(byte: u8) -> Reason {
        match byte {
            0 => Reason::Gone,
            1 => Reason::Silent,
            _ => Reason::Failed,
        }
    }
}

/// What the watch decided.
enum Cause {
    /// The peer's link closed mid-run.
    Gone(usize),
    /// Nothing from the peer for `--peer-timeout`.
    Silent(usize),
    /// timely's link to the peer broke (its thread panicked with `why`).
    Link(usize, String),
    /// A peer ended the job because of `culprit`.
    Reported {
        reporter: usize,
        culprit: usize,
        reason: Reason,
    },
    /// This process failed.
    Failed(Text),
}

/// What other threads report to the watch.
enum Incident {
    /// A timely network thread for `peer` panicked.
    Link { peer: usize, why: String },
    /// A worker thread panicked.
    Worker(String),
}

struct Shared {
    me: usize,
    addresses: Vec<String>,
    silence: Duration,
    workers: usize,
    /// Local workers that have their counts.
    workers_done: AtomicUsize,
    incidents: Mutex<Vec<(Instant, Incident)>>,
    /// Write ends of the watch links (heartbeats, notices).
    links: Mutex<Vec<Option<TcpStream>>>,
    /// The processes this one started (process 0 of a job it launched):
    /// killed when the job ends early.
    children: Mutex<Vec<Child>>,
    /// Held by the thread that ends the job.
    ending: Mutex<()>,
    /// The main thread is dropping timely's network guard, which panics when
    /// a network thread did: the panic is expected, not a bug.
    dropping_network: AtomicBool,
    /// A peer that went silent after this process had its counts: waiting
    /// for its last words would hang, and the counts need none of them.
    silent_after_counts: Mutex<Option<usize>>,
    quit: AtomicBool,
}

/// A panic hook, shared so that the watch can put it back.
type Hook = Arc<dyn Fn(&PanicHookInfo<'_>) + Send + Sync>;

/// The watch of this process over the others.
pub struct Watch {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
    previous_hook: Option<Hook>,
}

impl Watch {
    /// Starts watching `links` (the watch link to each other process) and
    /// installs the panic hook; `children` are the processes this one started.
    pub fn start(
        me: usize,
        addresses: Vec<String>,
        links: Vec<Option<TcpStream>>,
        silence: Duration,
        workers: usize,
        children: Vec<Child>,
    ) -> std::io::Result<Watch> {
        let mut readers = Vec::with_capacity(links.len());
        for link in &links {
            readers.push(match link {
                Some(stream) => {
                    stream.set_nonblocking(true)?;
                    Some(stream.try_clone()?)
                }
                None => None,
            });
        }
        let shared = Arc::new(Shared {
            me,
            addresses,
            silence,
            workers,
            workers_done: AtomicUsize::new(0),
            incidents: Mutex::new(Vec::new()),
            links: Mutex::new(links),
            children: Mutex::new(children),
            ending: Mutex::new(()),
            dropping_network: AtomicBool::new(false),
            silent_after_counts: Mutex::new(None),
            quit: AtomicBool::new(false),
        });
        let previous: Hook = std::panic::take_hook().into();
        {
            let (shared, previous) = (shared.clone(), previous.clone());
            std::panic::set_hook(Box::new(move |info| shared.on_panic(info, &*previous)));
        }
        let thread = {
            let shared = shared.clone();
            std::thread::Builder::new()
                .name("census-watch".into())
                .spawn(move || shared.run(readers))?
        };
        Ok(Watch {
            shared,
            thread: Some(thread),
            previous_hook: Some(previous),
        })
    }

    /// What a worker thread calls when it has its counts.
    pub fn worker_done_handle(&self) -> WorkerDone {
        WorkerDone(self.shared.clone())
    }

    /// Ends the job because this process failed (never returns).
    pub fn fail_handle(&self) -> FailHandle {
        FailHandle(self.shared.clone())
    }

    /// timely's network guard, which joins its network threads when dropped
    /// and panics when one of them did, wrapped so that this panic neither
    /// reaches the user nor loses the workers' counts (timely drops it after
    /// joining the workers, in the same call).
    pub fn quiet_network<T: Send + 'static>(&self, guard: T) -> QuietNetwork<T> {
        QuietNetwork {
            guard: Some(guard),
            shared: self.shared.clone(),
        }
    }

    /// A worker of this process failed (its panic's message, or why): the
    /// watch names the peer behind it when there is one, else this process.
    /// Never returns.
    pub fn worker_failed(&self, why: String) -> ! {
        self.shared.report(Incident::Worker(why));
        // The watch decides within its grace; should it not, this thread does.
        std::thread::sleep(GRACE * 10);
        let why = self.shared.describe_incidents();
        self.shared.end(Cause::Failed(why))
    }

    /// The job is over here: stop watching, put the panic hook back, and
    /// wait for the processes this one started (a silent one is stopped
    /// instead). A peer that went silent after the counts were in is named.
    pub fn finish(mut self) {
        self.shared.quit.store(true, Ordering::SeqCst);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
        if let Some(previous) = self.previous_hook.take() {
            std::panic::set_hook(Box::new(move |info| previous(info)));
        }
        let silent = *lock(&self.shared.silent_after_counts);
        if let Some(peer) = silent {
            eprintln!(
                "{}",
                say(tr!(
                    "census-peer-silent-at-end",
                    me = self.shared.me,
                    peer = peer,
                    address = self.shared.address(peer),
                    seconds = self.shared.silence.as_secs()
                ))
            );
        }
        let children = std::mem::take(&mut *lock(&self.shared.children));
        for mut child in children {
            if silent.is_some() {
                let _ = child.kill();
            }
            let _ = child.wait();
        }
    }
}

/// See [`Watch::quiet_network`].
pub struct QuietNetwork<T: Send + 'static> {
    guard: Option<T>,
    shared: Arc<Shared>,
}

impl<T: Send + 'static> Drop for QuietNetwork<T> {
    /// Joins timely's network threads on a thread of its own, and stops
    /// waiting for them when a peer went silent after this process had its
    /// counts (its closing words would never come).
    fn drop(&mut self) {
        let Some(guard) = self.guard.take() else { return };
        self.shared.dropping_network.store(true, Ordering::SeqCst);
        let (joined, done) = std::sync::mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name("census-network".into())
            .spawn(move || {
                let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || drop(guard)));
                let _ = joined.send(());
            });
        if spawned.is_ok() {
            while let Err(std::sync::mpsc::RecvTimeoutError::Timeout) = done.recv_timeout(TICK) {
                if lock(&self.shared.silent_after_counts).is_some() {
                    break;
                }
            }
        }
        self.shared.dropping_network.store(false, Ordering::SeqCst);
    }
}

/// Marks one local worker as done (see the module's doc).
#[derive(Clone)]
pub struct WorkerDone(Arc<Shared>);

impl WorkerDone {
    pub fn done(&self) {
        self.0.workers_done.fetch_add(1, Ordering::SeqCst);
    }
}

/// Ends the job because this process failed.
#[derive(Clone)]
pub struct FailHandle(Arc<Shared>);

impl FailHandle {
    pub fn fail(&self, why: Text) -> ! {
        self.0.end(Cause::Failed(why))
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    // A thread that panicked holding one of these locks left nothing half
    // written that matters here: the data is still usable.
    mutex.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// One peer's watch link, as the watch thread reads it.
struct Peer {
    stream: Option<TcpStream>,
    heard: Instant,
    /// Bytes of a notice not yet complete.
    partial: Vec<u8>,
}

impl Shared {
    fn finished(&self) -> bool {
        self.workers_done.load(Ordering::SeqCst) >= self.workers
    }

    fn address(&self, peer: usize) -> &str {
        self.addresses.get(peer).map_or("?", String::as_str)
    }

    fn report(&self, incident: Incident) {
        lock(&self.incidents).push((Instant::now(), incident));
    }

    fn describe_incidents(&self) -> Text {
        let incidents = lock(&self.incidents);
        let why = incidents
            .iter()
            .map(|(_, incident)| match incident {
                Incident::Link { why, .. } | Incident::Worker(why) => why.clone(),
            })
            .next()
            .unwrap_or_default();
        tr!("census-worker-panicked", why = why)
    }

    /// The panic hook while the job runs: timely's and the workers' panics
    /// are reported to the watch and kept off the terminal; a panic of the
    /// main thread elsewhere is a bug, shown as Rust shows it.
    fn on_panic(&self, info: &PanicHookInfo<'_>, previous: &(dyn Fn(&PanicHookInfo<'_>) + Send + Sync)) {
        let thread = std::thread::current();
        let name = thread.name().unwrap_or("");
        if name == "main" && !self.dropping_network.load(Ordering::SeqCst) {
            return previous(info);
        }
        if self.finished() {
            return; // the counts are in: a late link error changes nothing
        }
        let payload = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let peer = name
            .strip_prefix("timely:recv-")
            .or_else(|| name.strip_prefix("timely:send-"))
            .and_then(|index| index.parse::<usize>().ok());
        match peer {
            Some(peer) => self.report(Incident::Link { peer, why: payload }),
            None => {
                let at = info
                    .location()
                    .map(|l| format!(" ({}:{})", l.file(), l.line()))
                    .unwrap_or_default();
                self.report(Incident::Worker(format!("{payload}{at}")));
            }
        }
    }

    /// The watch thread: heartbeats out, heartbeats and notices in, and the
    /// decision to end the job.
    fn run(&self, readers: Vec<Option<TcpStream>>) {
        let start = Instant::now();
        let mut peers: Vec<Peer> = readers
            .into_iter()
            .map(|stream| Peer {
                stream,
                heard: start,
                partial: Vec::new(),
            })
            .collect();
        let mut last_beat: Option<Instant> = None;
        while !self.quit.load(Ordering::SeqCst) {
            let now = Instant::now();
            if last_beat.is_none_or(|t| now.duration_since(t) >= BEAT) {
                self.send_all(&[HEARTBEAT]);
                last_beat = Some(now);
            }
            let mut cause = None;
            for (index, peer) in peers.iter_mut().enumerate() {
                if let Some(found) = self.read_peer(index, peer) {
                    cause.get_or_insert(found);
                }
            }
            if self.finished() {
                // Done here: keep the heartbeats going for the others until
                // the main thread says the job is over; a peer silent now is
                // only noted (see `silent_after_counts`).
                if let Some((index, _)) = peers
                    .iter()
                    .enumerate()
                    .find(|(_, p)| p.stream.is_some() && now.duration_since(p.heard) > self.silence)
                {
                    lock(&self.silent_after_counts).get_or_insert(index);
                }
                std::thread::sleep(TICK);
                continue;
            }
            if cause.is_none() {
                cause = peers
                    .iter()
                    .enumerate()
                    .find(|(_, p)| p.stream.is_some() && now.duration_since(p.heard) > self.silence)
                    .map(|(index, _)| Cause::Silent(index));
            }
            if cause.is_none() {
                cause = self.cause_from_incidents(now);
            }
            if let Some(cause) = cause {
                self.end(cause);
            }
            std::thread::sleep(TICK);
        }
    }

    /// Reads what peer `index` sent; a closed link or a notice is a cause.
    fn read_peer(&self, index: usize, peer: &mut Peer) -> Option<Cause> {
        let stream = peer.stream.as_mut()?;
        let mut buffer = [0u8; 512];
        loop {
            match stream.read(&mut buffer) {
                Ok(0) => {
                    peer.stream = None;
                    return Some(Cause::Gone(index));
                }
                Ok(n) => {
                    peer.heard = Instant::now();
                    for &byte in &buffer[..n] {
                        if peer.partial.is_empty() && byte == HEARTBEAT {
                            continue;
                        }
                        if peer.partial.is_empty() && byte != NOTICE {
                            continue; // nothing else is sent: ignore it
                        }
                        peer.partial.push(byte);
                        if peer.partial.len() == 6 {
                            let culprit = u32::from_be_bytes([
                                peer.partial[1],
                                peer.partial[2],
                                peer.partial[3],
                                peer.partial[4],
                            ]);
                            let reason = Reason::from_byte(peer.partial[5]);
                            peer.partial.clear();
                            return Some(Cause::Reported {
                                reporter: index,
                                culprit: culprit as usize,
                                reason,
                            });
                        }
                    }
                }
                Err(e) if e.kind() == ErrorKind::WouldBlock => return None,
                Err(e) if e.kind() == ErrorKind::Interrupted => {}
                Err(_) => {
                    peer.stream = None;
                    return Some(Cause::Gone(index));
                }
            }
        }
    }

    /// A cause from what other threads reported, once its grace is over
    /// (the peer's own link may yet say more).
    fn cause_from_incidents(&self, now: Instant) -> Option<Cause> {
        let incidents = lock(&self.incidents);
        let (first, _) = incidents.first()?;
        if now.duration_since(*first) < GRACE {
            return None;
        }
        let link = incidents.iter().find_map(|(_, incident)| match incident {
            Incident::Link { peer, why } => Some(Cause::Link(*peer, why.clone())),
            Incident::Worker(_) => None,
        });
        drop(incidents);
        Some(link.unwrap_or_else(|| Cause::Failed(self.describe_incidents())))
    }

    fn send_all(&self, bytes: &[u8]) {
        for stream in lock(&self.links).iter_mut().flatten() {
            // Non-blocking: a stopped peer's full buffer must not stop the
            // watch. A heartbeat that does not fit is not needed.
            let _ = stream.write(bytes);
        }
    }

    /// Ends the job: tells the other processes why, stops the processes
    /// this one started, prints the message and exits with code 3.
    fn end(&self, cause: Cause) -> ! {
        let _ending = lock(&self.ending);
        let me = self.me;
        let (message, notice) = match &cause {
            Cause::Gone(peer) => (
                tr!("census-peer-gone", me = me, peer = *peer, address = self.address(*peer)),
                (*peer, Reason::Gone),
            ),
            Cause::Silent(peer) => (
                tr!(
                    "census-peer-silent",
                    me = me,
                    peer = *peer,
                    address = self.address(*peer),
                    seconds = self.silence.as_secs()
                ),
                (*peer, Reason::Silent),
            ),
            Cause::Link(peer, why) => (
                tr!(
                    "census-peer-link",
                    me = me,
                    peer = *peer,
                    address = self.address(*peer),
                    why = why.as_str()
                ),
                (*peer, Reason::Gone),
            ),
            Cause::Reported {
                reporter,
                culprit,
                reason,
            } => {
                let what = match reason {
                    Reason::Gone => tr!("census-reason-gone", peer = *culprit, address = self.address(*culprit)),
                    Reason::Silent => {
                        tr!(
                            "census-reason-silent",
                            peer = *culprit,
                            address = self.address(*culprit)
                        )
                    }
                    Reason::Failed => {
                        tr!(
                            "census-reason-failed",
                            peer = *culprit,
                            address = self.address(*culprit)
                        )
                    }
                };
                (
                    tr!("census-peer-reported", me = me, reporter = *reporter, what = what),
                    (*culprit, *reason),
                )
            }
            Cause::Failed(why) => (
                tr!("census-process-failed", me = me, why = why.clone()),
                (me, Reason::Failed),
            ),
        };
        let mut bytes = vec![NOTICE];
        bytes.extend_from_slice(&(notice.0 as u32).to_be_bytes());
        bytes.push(notice.1 as u8);
        for stream in lock(&self.links).iter_mut().flatten() {
            let _ = stream
                .set_nonblocking(false)
                .and_then(|()| stream.set_write_timeout(Some(Duration::from_millis(200))))
                .and_then(|()| stream.write_all(&bytes));
        }
        for child in lock(&self.children).iter_mut() {
            let _ = child.kill();
            let _ = child.wait();
        }
        let code = Failure::with_code(crate::exit::IO, say(message)).report();
        std::process::exit(code)
    }
}
