//! A census job across processes under attack (issue 38): real second
//! processes of `gridsolve` over 127.0.0.1, and foreign sockets that connect
//! to a job, hold their socket, write an index or garbage, squat on a
//! job's port or know the protocol but not the secret; a process of another
//! job; a peer killed or stopped mid-run; memory budgets past the machine.
//! Each case ends with a message and an exit code within a stated time,
//! never a panic or a hang.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Output, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

const BIN: &str = env!("CARGO_BIN_EXE_gridsolve");
/// The 8-puzzle: a second or less over two processes.
const SMALL: &[&str] = &[
    "census",
    "--moves",
    "slide",
    "--size",
    "3x3",
    "--format",
    "json",
    "--workers",
    "1",
];
/// The 3x4 puzzle, 239,500,800 boards: tens of seconds, long enough to be
/// killed mid-run.
const LONG: &[&str] = &["census", "--moves", "slide", "--size", "3x4", "--workers", "1"];

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A job's files: a hostfile of free loopback ports and a secret.
struct Job {
    dir: PathBuf,
    hostfile: PathBuf,
    secret: PathBuf,
    ports: Vec<u16>,
}

impl Job {
    fn new(name: &str, processes: usize) -> Job {
        let dir = std::env::temp_dir().join(format!("gridsolve-census-job-{}-{name}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let listeners: Vec<TcpListener> = (0..processes)
            .map(|_| TcpListener::bind("127.0.0.1:0").unwrap())
            .collect();
        let ports: Vec<u16> = listeners.iter().map(|l| l.local_addr().unwrap().port()).collect();
        let hostfile = dir.join("hosts");
        let lines: Vec<String> = ports.iter().map(|p| format!("127.0.0.1:{p}")).collect();
        std::fs::write(&hostfile, lines.join("\n") + "\n").unwrap();
        let secret = write_secret(&dir, "secret", "the job's secret, more than 16 bytes");
        Job {
            dir,
            hostfile,
            secret,
            ports,
        }
    }

    fn address(&self, index: usize) -> String {
        format!("127.0.0.1:{}", self.ports[index])
    }

    /// Starts process `index` of the job with `args`, the hostfile, the
    /// secret and `extra` flags.
    fn start(&self, index: usize, args: &[&str], extra: &[&str]) -> Child {
        self.start_with_secret(index, args, extra, &self.secret)
    }

    fn start_with_secret(&self, index: usize, args: &[&str], extra: &[&str], secret: &Path) -> Child {
        Command::new(BIN)
            .args(args)
            .args([
                "--processes",
                &self.ports.len().to_string(),
                "--process",
                &index.to_string(),
            ])
            .arg("--hostfile")
            .arg(&self.hostfile)
            .arg("--secret-file")
            .arg(secret)
            .args(extra)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap()
    }
}

fn write_secret(dir: &Path, name: &str, secret: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, secret).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o600)).unwrap();
    }
    path
}

/// Waits at most `limit` for `child`; a child still running then is killed
/// and the test fails with what it wrote.
fn finish(mut child: Child, limit: Duration, what: &str) -> (Output, Duration) {
    let start = Instant::now();
    loop {
        if child.try_wait().unwrap().is_some() {
            return (child.wait_with_output().unwrap(), start.elapsed());
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let output = child.wait_with_output().unwrap();
            panic!(
                "{what}: still running after {limit:?} (killed); stderr:\n{}",
                text(&output.stderr)
            );
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn connect_retry(port: u16) -> TcpStream {
    let start = Instant::now();
    loop {
        match TcpStream::connect(("127.0.0.1", port)) {
            Ok(stream) => return stream,
            Err(_) if start.elapsed() < Duration::from_secs(20) => std::thread::sleep(Duration::from_millis(20)),
            Err(e) => panic!("nothing listens on {port}: {e}"),
        }
    }
}

/// What one process counts, to compare the job's answer with.
fn alone(args: &[&str]) -> String {
    let o = Command::new(BIN).args(args).stdin(Stdio::null()).output().unwrap();
    assert!(o.status.success(), "{}", text(&o.stderr));
    text(&o.stdout)
}

/// No raw panic, backtrace or timely message reaches the user.
fn assert_no_panic(stderr: &str) {
    for needle in [
        "panicked",
        "stack backtrace",
        "MergeQueue",
        "RUST_BACKTRACE",
        "timely communication error",
    ] {
        assert!(!stderr.contains(needle), "'{needle}' reached the user:\n{stderr}");
    }
}

/// Before: a foreign socket that wrote the index 1 and closed made process 0
/// panic (exit 101, 0.9 s) and process 1 hang; one that held its socket
/// delayed the job 10 s; garbage whose first 8 bytes read as an index of
/// the job did as the index. Now each is refused on a thread of its own,
/// named on stderr, and the job goes on at once.
#[test]
fn foreign_sockets_are_refused_and_the_job_goes_on() {
    let answer = alone(SMALL);
    for attack in ["index", "hold", "garbage", "trickle", "flood"] {
        let job = Job::new(&format!("foreign-{attack}"), 2);
        let zero = job.start(0, SMALL, &["--connect-timeout", "30"]);
        let mut held = vec![connect_retry(job.ports[0])];
        let started = Instant::now();
        match attack {
            "index" => {
                let mut socket = held.pop().unwrap();
                socket.write_all(&1u64.to_be_bytes()).unwrap();
            }
            "hold" => {}
            "garbage" => {
                let bytes: Vec<u8> = (0..4096u32)
                    .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
                    .collect();
                let _ = held[0].write_all(&bytes);
            }
            "trickle" => {
                // One byte of a plausible greeting every 200 ms: the handshake's
                // deadline, not the trickle, decides.
                let mut socket = held.pop().unwrap();
                std::thread::spawn(move || {
                    for &b in b"gridsolve-census\x01\x00\x00\x00\x01" {
                        if socket.write_all(&[b]).is_err() {
                            break;
                        }
                        std::thread::sleep(Duration::from_millis(200));
                    }
                });
            }
            "flood" => {
                // More sockets than the handshakes checked at once (64).
                for _ in 0..70 {
                    held.push(connect_retry(job.ports[0]));
                }
            }
            _ => unreachable!(),
        }
        std::thread::sleep(Duration::from_millis(300));
        let one = job.start(1, SMALL, &["--connect-timeout", "30"]);
        let (zero, _) = finish(zero, Duration::from_secs(30), attack);
        let (one, _) = finish(one, Duration::from_secs(10), attack);
        let elapsed = started.elapsed();
        let (err0, err1) = (text(&zero.stderr), text(&one.stderr));
        assert_eq!(zero.status.code(), Some(0), "{attack}: {err0}");
        assert_eq!(one.status.code(), Some(0), "{attack}: {err1}");
        assert_eq!(
            text(&zero.stdout),
            answer,
            "{attack}: the job counts what one process counts"
        );
        assert_no_panic(&err0);
        // The flood no longer waits for a round of handshakes to time out:
        // the newest sockets take the slots of the oldest silent ones.
        assert!(elapsed < Duration::from_secs(8), "{attack}: {elapsed:?}");
        let refused = "census: process 0 refused a connection from 127.0.0.1:";
        match attack {
            "index" => assert!(
                err0.contains(refused)
                    && err0.contains("it closed the connection during the handshake; the job goes on"),
                "{err0}"
            ),
            "garbage" => assert!(
                err0.contains(refused) && err0.contains("it is not a census process"),
                "{err0}"
            ),
            "flood" => assert!(
                err0.contains("made room for a newer connection (a flood of connections to this port)"),
                "{err0}"
            ),
            _ => {}
        }
        drop(held);
    }
}

/// A crowd of idle sockets on `port` that connect again the moment one is
/// closed, as a hostile local user would keep every handshake slot of a
/// job taken (the audit's hold2.py).
struct Crowd {
    stop: Arc<AtomicBool>,
    thread: Option<std::thread::JoinHandle<usize>>,
}

impl Crowd {
    fn new(port: u16, size: usize) -> Crowd {
        let stop = Arc::new(AtomicBool::new(false));
        // Once the job has ended, nothing listens: those stay closed.
        let connect = move || {
            let socket = TcpStream::connect(("127.0.0.1", port)).ok()?;
            socket.set_nonblocking(true).ok()?;
            Some(socket)
        };
        drop(connect_retry(port)); // process 0 listens
        let mut sockets: Vec<Option<TcpStream>> = (0..size).map(|_| connect()).collect();
        let thread = {
            let stop = stop.clone();
            std::thread::spawn(move || {
                let mut reconnected = 0;
                let mut buf = [0u8; 4096];
                while !stop.load(Ordering::Relaxed) {
                    for slot in &mut sockets {
                        let closed = match slot {
                            None => true,
                            Some(socket) => match socket.read(&mut buf) {
                                Ok(0) => true,
                                Ok(_) => false,
                                Err(e) => e.kind() != std::io::ErrorKind::WouldBlock,
                            },
                        };
                        if closed {
                            *slot = connect();
                            reconnected += usize::from(slot.is_some());
                        }
                    }
                    std::thread::sleep(Duration::from_millis(1));
                }
                reconnected
            })
        };
        Crowd {
            stop,
            thread: Some(thread),
        }
    }

    /// Stops the crowd; how many times its sockets connected again.
    fn stop(mut self) -> usize {
        self.stop.store(true, Ordering::Relaxed);
        self.thread.take().unwrap().join().unwrap()
    }
}

/// Before: 70 idle sockets that reconnect the moment they are closed kept
/// all 64 handshake slots of process 0 taken; the real process 1 was turned
/// away at every try and both ended with exit 3 after --connect-timeout,
/// their messages blaming the secret. Now a newcomer takes the slot of the
/// oldest socket that has sent nothing, process 1 answers the greeting at
/// once and keeps its slot, and the job counts.
#[test]
fn a_reconnecting_crowd_of_idle_sockets_does_not_keep_a_process_out() {
    let answer = alone(SMALL);
    let job = Job::new("crowd", 2);
    let zero = job.start(0, SMALL, &["--connect-timeout", "20"]);
    let crowd = Crowd::new(job.ports[0], 70);
    // Every slot taken before process 1 comes.
    std::thread::sleep(Duration::from_millis(1500));
    let started = Instant::now();
    let one = job.start(1, SMALL, &["--connect-timeout", "20"]);
    let (one, _) = finish(one, Duration::from_secs(30), "process 1");
    let (zero, _) = finish(zero, Duration::from_secs(30), "process 0");
    let elapsed = started.elapsed();
    let reconnected = crowd.stop();
    let (err0, err1) = (text(&zero.stderr), text(&one.stderr));
    assert_eq!(zero.status.code(), Some(0), "{err0}");
    assert_eq!(one.status.code(), Some(0), "{err1}");
    assert_eq!(text(&zero.stdout), answer);
    assert_no_panic(&err0);
    assert!(elapsed < Duration::from_secs(10), "{elapsed:?}");
    assert!(reconnected > 0, "the crowd was turned away and came back");
    assert!(
        err0.contains("made room for a newer connection (a flood of connections to this port)"),
        "{err0}"
    );
}

/// Before: a process 0 whose handshakes a crowd kept full ended with "start
/// every process of the job with the same --secret-file", which was not the
/// cause. Now it names the flood.
#[test]
fn a_flooded_process_names_the_flood_not_the_secret() {
    let job = Job::new("flooded", 2);
    let zero = job.start(0, SMALL, &["--connect-timeout", "3"]);
    let crowd = Crowd::new(job.ports[0], 70);
    let (zero, elapsed) = finish(zero, Duration::from_secs(20), "process 0");
    crowd.stop();
    let err0 = text(&zero.stderr);
    assert_eq!(zero.status.code(), Some(3), "{err0}");
    assert!(elapsed < Duration::from_secs(8), "{elapsed:?}");
    let last = err0.lines().last().unwrap_or_default();
    assert!(
        last.starts_with(&format!(
            "gridsolve: census: process 0 could not hear from process 1 at {} within 3 s (",
            job.address(1)
        )) && last.contains(&format!(
            "connections that sent nothing filled the handshakes of process 0: another program floods {} with connections; stop it, or give the job other ports",
            job.address(0)
        )) && !last.contains("--secret-file"),
        "{last}"
    );
}

/// A real second process that holds another secret is refused, says why,
/// and the job goes on with the real one; a foreign listener squatting on
/// process 0's port is found out by process 1 (the proof goes both ways).
#[test]
fn a_process_without_the_secret_is_refused_both_ways() {
    let job = Job::new("impostor", 2);
    let zero = job.start(0, SMALL, &["--connect-timeout", "30"]);
    let other = write_secret(&job.dir, "other-secret", "another secret, also 16 bytes or more");
    let impostor = job.start_with_secret(1, SMALL, &["--connect-timeout", "2"], &other);
    let (impostor, elapsed) = finish(impostor, Duration::from_secs(10), "impostor");
    let err = text(&impostor.stderr);
    assert_eq!(impostor.status.code(), Some(3), "{err}");
    assert!(elapsed < Duration::from_secs(6), "{elapsed:?}");
    assert!(
        err.contains(&format!(
            "gridsolve: census: process 1 could not reach process 0 at {} within 2 s: a process answered there, but it rejected this process's proof of the secret: give every process the same --secret-file",
            job.address(0)
        )),
        "{err}"
    );
    let one = job.start(1, SMALL, &[]);
    let (zero, _) = finish(zero, Duration::from_secs(30), "process 0");
    let (one, _) = finish(one, Duration::from_secs(10), "process 1");
    let err0 = text(&zero.stderr);
    assert_eq!(zero.status.code(), Some(0), "{err0}");
    assert_eq!(one.status.code(), Some(0), "{}", text(&one.stderr));
    assert!(
        err0.contains("it does not know the job's secret; the job goes on"),
        "{err0}"
    );
    assert_eq!(text(&zero.stdout), alone(SMALL));

    // A listener on process 0's address that speaks the greeting but cannot
    // prove the secret: process 1 sends no data to it and says so.
    let job = Job::new("squatter", 2);
    let squatter = TcpListener::bind(job.address(0)).unwrap();
    let fake = std::thread::spawn(move || {
        squatter.set_nonblocking(false).unwrap();
        let (mut socket, _) = squatter.accept().unwrap();
        let mut greeting = b"gridsolve-census\x01".to_vec();
        greeting.extend_from_slice(&[0u8; 32]);
        socket.write_all(&greeting).unwrap();
        let mut theirs = [0u8; 17 + 1 + 4 + 32 + 32];
        socket.read_exact(&mut theirs).unwrap();
        let mut answer = vec![b'A'];
        answer.extend_from_slice(&[7u8; 32]);
        let _ = socket.write_all(&answer);
        // Whatever comes next would be the job's data: nothing must.
        let mut rest = Vec::new();
        let _ = socket.set_read_timeout(Some(Duration::from_secs(3)));
        let _ = socket.read_to_end(&mut rest);
        rest
    });
    let one = job.start(1, SMALL, &["--connect-timeout", "1"]);
    let (one, _) = finish(one, Duration::from_secs(10), "process 1 against a squatter");
    let err = text(&one.stderr);
    assert_eq!(one.status.code(), Some(3), "{err}");
    assert!(
        err.contains("a process answered there, but it does not know the job's secret"),
        "{err}"
    );
    assert!(fake.join().unwrap().is_empty(), "process 1 sent data to a squatter");
}

/// Before: `--size 3x3` on one process and `--size 2x4` on the other both
/// panicked with an index out of bounds at census_bfs.rs:527 (exit 101).
/// Now both refuse at the handshake, each naming both sides (exit 2).
#[test]
fn a_process_of_another_job_is_refused_with_both_sides_named() {
    let job = Job::new("mismatch", 2);
    let other: Vec<&str> = SMALL.iter().map(|&a| if a == "3x3" { "2x4" } else { a }).collect();
    let zero = job.start(0, SMALL, &[]);
    let one = job.start(1, &other, &[]);
    let (zero, elapsed) = finish(zero, Duration::from_secs(20), "process 0");
    let (one, _) = finish(one, Duration::from_secs(20), "process 1");
    assert!(elapsed < Duration::from_secs(10), "{elapsed:?}");
    let (err0, err1) = (text(&zero.stderr), text(&one.stderr));
    assert_eq!(zero.status.code(), Some(2), "{err0}");
    assert_eq!(one.status.code(), Some(2), "{err1}");
    assert!(err0.contains(&format!(
        "gridsolve: census: process 0 (here) and process 1 ({}) do not run the same job: --size 3x3 here, 2x4 there; start every process with the same --moves, --size, --target and --workers, from the same gridsolve\n",
        job.address(1)
    )), "{err0}");
    assert!(
        err1.contains(&format!(
        "gridsolve: census: process 1 (here) and process 0 ({}) do not run the same job: --size 2x4 here, 3x3 there;",
        job.address(0)
    )),
        "{err1}"
    );
    assert_no_panic(&err0);
    assert_no_panic(&err1);
    // Workers per process too: the ranks are spread over all of them.
    let job = Job::new("mismatch-workers", 2);
    let zero = job.start(0, SMALL, &[]);
    let two_workers: Vec<&str> = SMALL.iter().map(|&a| if a == "1" { "2" } else { a }).collect();
    let one = job.start(1, &two_workers, &[]);
    let (zero, _) = finish(zero, Duration::from_secs(20), "process 0");
    let (one, _) = finish(one, Duration::from_secs(20), "process 1");
    assert_eq!(zero.status.code(), Some(2));
    assert_eq!(one.status.code(), Some(2));
    assert!(
        text(&zero.stderr).contains("--workers 1 here, 2 there"),
        "{}",
        text(&zero.stderr)
    );
}

/// A process of a running job whose stderr is read as it comes (to know
/// when it counts), kept for the assertions.
struct Running {
    child: Child,
    log: std::sync::Arc<std::sync::Mutex<String>>,
    reader: std::thread::JoinHandle<()>,
}

impl Running {
    fn new(mut child: Child) -> Running {
        let log = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
        let mut stderr = child.stderr.take().unwrap();
        let shared = log.clone();
        let reader = std::thread::spawn(move || {
            let mut chunk = [0u8; 4096];
            while let Ok(n @ 1..) = stderr.read(&mut chunk) {
                shared.lock().unwrap().push_str(&String::from_utf8_lossy(&chunk[..n]));
            }
        });
        Running { child, log, reader }
    }

    fn said(&self, needle: &str) -> bool {
        self.log.lock().unwrap().contains(needle)
    }

    /// [`finish`], with what the process wrote on stderr.
    fn finish(self, limit: Duration, what: &str) -> (Output, Duration) {
        let (mut output, took) = finish(self.child, limit, what);
        let _ = self.reader.join();
        output.stderr = self.log.lock().unwrap().clone().into_bytes();
        (output, took)
    }
}

/// Starts a 3-process job of LONG and returns it once every process is
/// connected to the others and counting (it says so on stderr), however
/// loaded the machine.
fn running_job(name: &str, extra: &[&str]) -> (Job, Vec<Running>) {
    let job = Job::new(name, 3);
    let children: Vec<Running> = (0..3).map(|i| Running::new(job.start(i, LONG, extra))).collect();
    let began = Instant::now();
    while !children.iter().all(|c| c.said("and counts")) {
        assert!(
            began.elapsed() < Duration::from_secs(60),
            "the job did not start counting in 60 s"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    (job, children)
}

fn signal(child: &Child, signal: &str) {
    let status: ExitStatus = Command::new("kill")
        .args([signal, &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
}

/// Before: `kill -9` of process 1 mid-run made process 0 panic with
/// timely's raw "timely communication error" and "MergeQueue poisoned"
/// backtraces (exit 101, 0.9 s). Now every other process ends at once with
/// a message naming process 1 (exit 3).
#[test]
fn a_killed_peer_is_named_by_every_other_process() {
    let (job, mut children) = running_job("kill", &[]);
    let one = children.remove(1);
    signal(&one.child, "-KILL");
    let killed = Instant::now();
    for (child, index) in children.into_iter().zip([0, 2]) {
        let (output, _) = child.finish(Duration::from_secs(10), &format!("process {index}"));
        let noticed = killed.elapsed();
        let err = text(&output.stderr);
        assert_eq!(output.status.code(), Some(3), "process {index}: {err}");
        assert!(noticed < Duration::from_secs(5), "process {index} took {noticed:?}");
        assert!(err.contains(&format!("process 1 ({})", job.address(1))), "{err}");
        assert!(err.contains("the job ends"), "{err}");
        assert_no_panic(&err);
    }
    let _ = one.finish(Duration::from_secs(5), "process 1");
}

/// Before: after `kill -STOP` of process 1 process 0 waited 60 s and more
/// without a word. Now a process silent for `--peer-timeout` seconds (no
/// heartbeat, one a second) ends the job with its name (exit 3).
#[test]
fn a_stopped_peer_is_named_within_the_peer_timeout() {
    let (job, mut children) = running_job("stop", &["--peer-timeout", "2"]);
    let one = children.remove(1);
    signal(&one.child, "-STOP");
    let stopped = Instant::now();
    for (child, index) in children.into_iter().zip([0, 2]) {
        let (output, _) = child.finish(Duration::from_secs(15), &format!("process {index}"));
        let noticed = stopped.elapsed();
        let err = text(&output.stderr);
        assert_eq!(output.status.code(), Some(3), "process {index}: {err}");
        assert!(noticed < Duration::from_secs(6), "process {index} took {noticed:?}");
        assert!(err.contains(&format!("process 1 ({})", job.address(1))), "{err}");
        assert!(
            err.contains("sent nothing for 2 s") || err.contains("went silent"),
            "{err}"
        );
        assert_no_panic(&err);
    }
    signal(&one.child, "-KILL");
    let _ = one.finish(Duration::from_secs(5), "process 1");
}

/// Before: `--max-memory 3T` on the 4x4 puzzle aborted (exit 134, "memory
/// allocation of 2615348736000 bytes failed"), and `99999999999T` said
/// "expected at least 1 byte". Now a budget past the machine is refused up
/// front, and so is a table the allocator cannot give.
#[test]
fn memory_budgets_past_the_machine_are_refused_up_front() {
    let run = |shell: &str| {
        let o = Command::new("sh")
            .args(["-c", shell])
            .stdin(Stdio::null())
            .output()
            .unwrap();
        (o.status.code(), text(&o.stderr))
    };
    let (code, err) = run(&format!("exec {BIN} census --moves slide --size 4x4 --max-memory 3T"));
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.starts_with(
            "gridsolve: --max-memory 3072 GiB is more than this machine can give a process: this machine has "
        ),
        "{err}"
    );
    let (code, err) = run(&format!(
        "exec {BIN} census --moves slide --size 4x4 --max-memory 99999999999T"
    ));
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("--max-memory '99999999999T': the number is too large (at most 16777215T"),
        "{err}"
    );
    // An address-space limit of 2 GiB (ulimit -v takes KiB).
    let (code, err) = run(&format!(
        "ulimit -v 2097152 && exec {BIN} census --moves slide --size 3x3 --max-memory 3G"
    ));
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("the address-space limit (ulimit -v) is 2.1 GB"), "{err}");
    // The 3x4 table (57.1 MiB) fits a 59 MiB budget under a 59.6 MiB limit,
    // but the program itself takes more than the 2.5 MiB left.
    let (code, err) = run(&format!(
        "ulimit -v 61000 && exec {BIN} census --moves slide --size 3x4 --max-memory 59M --workers 1"
    ));
    assert_eq!(code, Some(4), "{err}");
    assert_eq!(
        err,
        "gridsolve: census: the 59.9 MB table fits the memory budget, but this machine could not give it (an address-space limit, ulimit -v, or memory in use by others)\n"
    );
}

/// This machine's memory (MemTotal), when /proc/meminfo says it.
fn memory_total() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemTotal:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// Before: `--size 3x5 --processes 8 --max-memory 23G` passed each
/// process's check (20.4 GB of table each on a 24 GB machine) and then set
/// out to fill 163 GB; a process 0 started by hand with an all-loopback
/// hostfile waited for its peers (exit 3 after --connect-timeout). Now a job
/// whose processes all run here is refused up front (exit 2) when their
/// tables add up to more than the machine's memory; nothing is allocated.
#[test]
fn tables_of_a_job_on_this_machine_must_fit_its_memory_together() {
    // The 3x5 puzzle: 653,837,184,000 boards, 163.5 GB at 2 bits a board.
    const TOTAL: u64 = 163_459_296_000;
    let Some(memory) = memory_total() else { return };
    if memory >= TOTAL {
        eprintln!("skipped: this machine holds the whole 3x5 table");
        return;
    }
    // The fewest processes whose table each fits the machine.
    let processes = TOTAL.div_ceil(memory / 10 * 9) as usize;
    if processes > 32 {
        eprintln!("skipped: {processes} processes would be needed on this small a machine");
        return;
    }
    let processes = processes.max(2);
    let budget = format!("{}M", (memory / 100 * 95) >> 20);
    let args = [
        "census",
        "--moves",
        "slide",
        "--size",
        "3x5",
        "--workers",
        "1",
        "--max-memory",
        budget.as_str(),
    ];
    let expected = format!("gridsolve: census: {processes} processes on this machine need ");
    let check = |output: &Output, elapsed: Duration, what: &str| {
        let err = text(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{what}: {err}");
        assert!(err.starts_with(&expected), "{what}: {err}");
        assert!(
            err.contains(" of memory (--max-memory ") && err.contains(" is checked per process)"),
            "{what}: {err}"
        );
        assert!(
            !err.contains("of table in this process"),
            "{what}: nothing starts: {err}"
        );
        assert!(elapsed < Duration::from_secs(5), "{what}: {elapsed:?}");
    };
    // Started by hand, every address on the loopback: the same machine.
    let job = Job::new("tables", processes);
    let zero = job.start(0, &args, &["--connect-timeout", "5"]);
    let (zero, elapsed) = finish(zero, Duration::from_secs(20), "by hand");
    check(&zero, elapsed, "by hand");
    // Process 0 starting the others.
    let started = Instant::now();
    let launcher = Command::new(BIN)
        .args(args)
        .args(["--processes", &processes.to_string(), "--connect-timeout", "5"])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let (launcher, _) = finish(launcher, Duration::from_secs(20), "launcher");
    check(&launcher, started.elapsed(), "launcher");
}

/// `ulimit -u 300` in bash, `ulimit -p 300` in dash.
const LIMIT_PROCESSES: &str = "{ ulimit -u 300 2>/dev/null || ulimit -p 300; }";

/// Before: `--processes P` started P processes of about 2P threads each
/// with no check (P = 64: 8,257 threads); past the machine's limits the
/// spawns failed half way. Now the threads are counted up front against
/// kernel.threads-max, kernel.pid_max (less the threads running) and
/// `ulimit -u`, and a job past them is refused before anything starts.
#[test]
fn a_job_with_more_threads_than_the_machine_allows_is_refused_up_front() {
    let started = Instant::now();
    // 16 processes of 1 worker: 16 x 35 + 15 = 575 threads, past 300.
    let o = Command::new("sh")
        .args([
            "-c",
            &format!("{LIMIT_PROCESSES} && exec {BIN} census --moves slide --size 2x3 --workers 1 --processes 16"),
        ])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert_eq!(
        err,
        "gridsolve: census: --processes 16 on this machine needs about 575 threads (35 in each process: two per \
         other process, the workers and 4 more), but the per-user limit on processes and threads (ulimit -u) is \
         300; use fewer processes, or start them by hand across machines (--hostfile)\n"
    );
    assert!(started.elapsed() < Duration::from_secs(5));
    // In Chinese too.
    let o = Command::new("sh")
        .args([
            "-c",
            &format!(
                "{LIMIT_PROCESSES} && exec {BIN} --lang zh census --moves slide --size 2x3 --workers 1 --processes 16"
            ),
        ])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let err = text(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(
        err.contains("约需 575 个线程") && err.contains("（ulimit -u）为 300"),
        "{err}"
    );
}

/// A hostfile line that listens on every interface, or beyond the loopback,
/// says so loudly before the process listens.
#[test]
fn a_hostfile_beyond_loopback_says_so_loudly() {
    for wildcard in ["0.0.0.0", "[::]"] {
        let job = Job::new(&format!("wildcard-{}", wildcard.len()), 2);
        let port = job.ports[0];
        std::fs::write(&job.hostfile, format!("{wildcard}:{port}\n{}\n", job.address(1))).unwrap();
        let zero = job.start(0, SMALL, &["--connect-timeout", "1"]);
        let (zero, _) = finish(zero, Duration::from_secs(10), wildcard);
        let err = text(&zero.stderr);
        assert_eq!(zero.status.code(), Some(3), "{err}");
        assert!(
            err.starts_with(&format!(
                "census: WARNING: process 0 listens on {wildcard}:{port}, every network interface of this machine: anyone who can reach it can connect."
            )),
            "{err}"
        );
    }
    // Loopback addresses say nothing of the kind.
    let job = Job::new("loopback", 2);
    let zero = job.start(0, SMALL, &["--connect-timeout", "1"]);
    let (zero, _) = finish(zero, Duration::from_secs(10), "loopback");
    assert!(!text(&zero.stderr).contains("WARNING"), "{}", text(&zero.stderr));
}

/// Processes started by hand must share a secret file of 16 bytes or more.
#[test]
fn processes_started_by_hand_need_the_secret() {
    let job = Job::new("no-secret", 2);
    let o = Command::new(BIN)
        .args(SMALL)
        .args(["--processes", "2", "--process", "1", "--hostfile"])
        .arg(&job.hostfile)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("--process 1: processes started by hand prove they belong to the job with a shared secret: give every one the same --secret-file FILE"),
        "{}",
        text(&o.stderr)
    );
    let short = write_secret(&job.dir, "short", "too short\n");
    let o = job.start_with_secret(1, SMALL, &[], &short).wait_with_output().unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("expected at least 16 bytes"),
        "{}",
        text(&o.stderr)
    );
    let o = Command::new(BIN)
        .args(SMALL)
        .args(["--hostfile"])
        .arg(&job.hostfile)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("a --hostfile job is started once per process, by hand"),
        "{}",
        text(&o.stderr)
    );
}
