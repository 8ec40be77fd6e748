//! The handshake on every socket of a census job, before timely sees it.
//!
//! A process of the job proves it holds the job's secret without sending
//! it: each side picks a fresh 32-byte nonce and answers with HMAC-SHA256
//! over both nonces, the link's kind and both process indices, under a label
//! of its role (so one side's answer is never valid as the other's, and an
//! answer recorded from one connection is worthless on the next). The
//! acceptor checks the connector's answer before it says anything that
//! needs the secret; the connector checks the acceptor's before it sends any
//! data, so a foreign process squatting on a job's port is found out too.
//! Then both sides send the job's parameters ([`JobParams`]) and compare
//! them: a process started with another `--size` is refused with both sides
//! named, instead of panicking later on ranks that do not fit.
//!
//! Every read and write has one deadline for the whole handshake, so a peer
//! that trickles one byte at a time holds a socket at most that long. The
//! handshake authenticates; it does not encrypt (the ranks cross the network
//! in the clear, as timely sends them).
//!
//! The wire, after TCP connects (integers big-endian):
//!
//! ```text
//! acceptor  -> connector: "gridsolve-census" PROTOCOL nonce_a[32]
//! connector -> acceptor : "gridsolve-census" PROTOCOL link from:u32 nonce_c[32] tag_c[32]
//! acceptor  -> connector: ACCEPTED tag_a[32] (data links: params_a as u32 length + bytes),
//!                         or REJECTED and the end, when tag_c is wrong
//! connector -> acceptor : (data links: params_c) then CONFIRM once the parameters agree
//! ```

use std::io::{self, Read, Write};
use std::net::TcpStream;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use gridsolve_core::locale::Text;
use gridsolve_core::tr;
use hmac::{Hmac, Mac};
use sha2::Sha256;

/// The first bytes of both sides' greetings: what a stray client (a port
/// scanner, a browser) does not send.
const GREETING: &[u8; 16] = b"gridsolve-census";
/// The handshake's version: a process of another version is told so.
const PROTOCOL: u8 = 1;
const NONCE: usize = 32;
const TAG: usize = 32;
/// Most bytes of a job's parameters (they are a few lines).
const MAX_PARAMS: u32 = 64 << 10;
/// The connector's last byte: the link is in use from here on.
const CONFIRM: u8 = b'K';
/// The acceptor's verdict on the connector's tag, before its own.
const ACCEPTED: u8 = b'A';
const REJECTED: u8 = b'R';
/// Most time one handshake may take, from either side.
pub const HANDSHAKE_TIME: Duration = Duration::from_secs(5);
/// Least bytes of a `--secret-file`: 128 bits, if they were random.
pub const MIN_SECRET_BYTES: usize = 16;

/// The two connections between each pair of processes: timely's data, and
/// the watch's heartbeats ([`super::watch`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Link {
    Data = 0,
    Watch = 1,
}

/// The job's shared secret. Never printed.
#[derive(Clone)]
pub struct Secret(Vec<u8>);

impl Secret {
    /// 32 bytes from the operating system's generator, for a job whose
    /// process 0 starts the others.
    pub fn random() -> io::Result<Secret> {
        let mut bytes = vec![0u8; 32];
        getrandom::fill(&mut bytes).map_err(|e| io::Error::other(e.to_string()))?;
        Ok(Secret(bytes))
    }

    /// A secret from a file's bytes (a line end at the end is not part of it);
    /// `None` when it is shorter than [`MIN_SECRET_BYTES`].
    pub fn from_file_bytes(mut bytes: Vec<u8>) -> Option<Secret> {
        while bytes.last().is_some_and(|b| matches!(b, b'\n' | b'\r')) {
            bytes.pop();
        }
        (bytes.len() >= MIN_SECRET_BYTES).then_some(Secret(bytes))
    }

    /// The secret as hex, to hand to a process this one starts.
    pub fn to_hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// The secret from [`Secret::to_hex`].
    pub fn from_hex(text: &str) -> Option<Secret> {
        let text = text.trim();
        if text.len() % 2 != 0 || text.len() < 2 * MIN_SECRET_BYTES {
            return None;
        }
        let bytes = (0..text.len())
            .step_by(2)
            .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
            .collect::<Option<Vec<u8>>>()?;
        Some(Secret(bytes))
    }

    fn mac(&self) -> Hmac<Sha256> {
        // HMAC takes a key of any length.
        Hmac::<Sha256>::new_from_slice(&self.0).expect("HMAC accepts every key length")
    }
}

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Secret(..)")
    }
}

/// What defines a census job, compared between processes before any rank
/// is sent: every process must run the same space with the same number of
/// workers (the ranks are spread over `workers * processes` shards).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JobParams(Vec<(String, String)>);

impl JobParams {
    pub fn new(fields: Vec<(&str, String)>) -> JobParams {
        JobParams(
            fields
                .into_iter()
                .map(|(k, v)| (k.to_string(), v.replace(['\n', '\r'], "/")))
                .collect(),
        )
    }

    fn encode(&self) -> Vec<u8> {
        self.0
            .iter()
            .map(|(k, v)| format!("{k}={v}\n"))
            .collect::<String>()
            .into_bytes()
    }

    fn decode(bytes: &[u8]) -> Option<JobParams> {
        let text = std::str::from_utf8(bytes).ok()?;
        text.lines()
            .map(|line| line.split_once('=').map(|(k, v)| (k.to_string(), v.to_string())))
            .collect::<Option<Vec<_>>>()
            .map(JobParams)
    }

    /// Where `theirs` differs from this process's parameters: (what, here, there).
    pub fn differences(&self, theirs: &JobParams) -> Vec<(String, String, String)> {
        let value = |params: &JobParams, key: &str| {
            params
                .0
                .iter()
                .find(|(k, _)| k == key)
                .map_or_else(|| "-".to_string(), |(_, v)| v.clone())
        };
        let mut keys: Vec<&str> = self.0.iter().map(|(k, _)| k.as_str()).collect();
        for (k, _) in &theirs.0 {
            if !keys.contains(&k.as_str()) {
                keys.push(k);
            }
        }
        let mut differences: Vec<(String, String, String)> = keys
            .into_iter()
            .filter_map(|key| {
                let (here, there) = (value(self, key), value(theirs, key));
                (here != there).then(|| (key.to_string(), here, there))
            })
            .collect();
        // Goals of two sizes differ anyway: the sizes say it in fewer words.
        if differences.iter().any(|(key, _, _)| key == "--size") {
            differences.retain(|(key, _, _)| key != "--target");
        }
        differences
    }
}

/// Why a handshake did not give a link of the job.
#[derive(Debug)]
pub enum Refusal {
    /// Nothing, or not enough, arrived before the deadline.
    Timeout,
    /// The other side closed the connection (or it broke) mid-handshake.
    Closed,
    /// Its first bytes are not a census greeting (a stray client, garbage).
    NotCensus,
    /// A census process of another protocol version.
    Protocol(u8),
    /// It does not know the job's secret.
    WrongSecret,
    /// It rejected this process's proof: the two hold different secrets.
    SecretRejected,
    /// It knows the secret but claims an index this job has no link from.
    Index(u64),
    /// Its parameters could not be read.
    BadParams,
    /// Process `peer` runs another job: (what, here, there) for each difference.
    Mismatch {
        peer: usize,
        differences: Vec<(String, String, String)>,
    },
    /// Too many sockets were being checked at once (or no thread was left
    /// to check it): closed unread.
    Busy,
    /// It had not sent its hello when every handshake slot was taken and
    /// a newer connection came: dropped to make room (a flood of idle
    /// connections must not keep the job's own processes out).
    Evicted,
    /// It closed the connection before saying a word: what a process 0
    /// whose handshakes are all taken does to a newcomer, or any program
    /// that accepts and hangs up.
    ClosedUnread,
}

impl Refusal {
    /// A refusal that says nothing about who answered (it went silent or
    /// hung up): a retry that ends so must not hide what an earlier attempt
    /// learned (a squatter answers once, then lets the next connection
    /// time out).
    pub fn is_vague(&self) -> bool {
        matches!(
            self,
            Refusal::Timeout | Refusal::Closed | Refusal::Busy | Refusal::Evicted | Refusal::ClosedUnread
        )
    }

    /// A refusal that a flood of connections causes, not a wrong secret or job.
    pub fn is_flood(&self) -> bool {
        matches!(self, Refusal::Busy | Refusal::Evicted | Refusal::ClosedUnread)
    }

    /// Why, in words: "it does not know the job's secret".
    pub fn text(&self) -> Text {
        match self {
            Refusal::Timeout => tr!("census-refusal-timeout", seconds = HANDSHAKE_TIME.as_secs()),
            Refusal::Closed => tr!("census-refusal-closed"),
            Refusal::NotCensus => tr!("census-refusal-not-census"),
            Refusal::Protocol(version) => tr!("census-refusal-protocol", theirs = *version, ours = PROTOCOL),
            Refusal::WrongSecret => tr!("census-refusal-secret"),
            Refusal::SecretRejected => tr!("census-refusal-secret-rejected"),
            Refusal::Index(index) => tr!("census-refusal-index", index = index.to_string()),
            Refusal::BadParams => tr!("census-refusal-params"),
            Refusal::Busy => tr!("census-refusal-busy"),
            Refusal::Evicted => tr!("census-refusal-evicted"),
            Refusal::ClosedUnread => tr!("census-refusal-closed-unread"),
            Refusal::Mismatch { differences, .. } => differences
                .iter()
                .rev()
                .map(|(what, here, there)| {
                    tr!(
                        "census-difference",
                        what = what.as_str(),
                        here = here.as_str(),
                        there = there.as_str()
                    )
                })
                .reduce(|rest, first| tr!("census-differences", first = first, rest = rest))
                .unwrap_or_else(|| gridsolve_core::locale::verbatim("")),
        }
    }
}

/// Reads and writes on a socket against one deadline.
struct Timed<'a> {
    stream: &'a mut TcpStream,
    deadline: Instant,
}

impl Timed<'_> {
    fn left(&self) -> Result<Duration, Refusal> {
        let left = self.deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            Err(Refusal::Timeout)
        } else {
            Ok(left)
        }
    }

    fn read_exact(&mut self, mut buf: &mut [u8]) -> Result<(), Refusal> {
        while !buf.is_empty() {
            let left = self.left()?;
            self.stream.set_read_timeout(Some(left)).map_err(|_| Refusal::Closed)?;
            match self.stream.read(buf) {
                Ok(0) => return Err(Refusal::Closed),
                Ok(n) => buf = &mut buf[n..],
                Err(e) if matches!(e.kind(), io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut) => {
                    return Err(Refusal::Timeout);
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(_) => return Err(Refusal::Closed),
            }
        }
        Ok(())
    }

    fn write_all(&mut self, bytes: &[u8]) -> Result<(), Refusal> {
        let left = self.left()?;
        self.stream.set_write_timeout(Some(left)).map_err(|_| Refusal::Closed)?;
        self.stream.write_all(bytes).map_err(|e| match e.kind() {
            io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut => Refusal::Timeout,
            _ => Refusal::Closed,
        })
    }

    fn read_greeting(&mut self) -> Result<(), Refusal> {
        self.read_greeting_from(&[])
    }

    /// The greeting, of which `start` has arrived already.
    fn read_greeting_from(&mut self, start: &[u8]) -> Result<(), Refusal> {
        let mut greeting = [0u8; GREETING.len() + 1];
        greeting[..start.len()].copy_from_slice(start);
        self.read_exact(&mut greeting[start.len()..])?;
        if &greeting[..GREETING.len()] != GREETING {
            return Err(Refusal::NotCensus);
        }
        match greeting[GREETING.len()] {
            PROTOCOL => Ok(()),
            other => Err(Refusal::Protocol(other)),
        }
    }

    fn write_params(&mut self, params: &JobParams) -> Result<(), Refusal> {
        let bytes = params.encode();
        let mut message = (bytes.len() as u32).to_be_bytes().to_vec();
        message.extend_from_slice(&bytes);
        self.write_all(&message)
    }

    fn read_params(&mut self) -> Result<JobParams, Refusal> {
        let mut length = [0u8; 4];
        self.read_exact(&mut length)?;
        let length = u32::from_be_bytes(length);
        if length > MAX_PARAMS {
            return Err(Refusal::BadParams);
        }
        let mut bytes = vec![0u8; length as usize];
        self.read_exact(&mut bytes)?;
        JobParams::decode(&bytes).ok_or(Refusal::BadParams)
    }
}

/// The tag one side sends: HMAC-SHA256 under `label` of both nonces, the
/// link and both ends' indices.
fn tag(secret: &Secret, label: &[u8], nonces: (&[u8], &[u8]), link: u8, from: u32, to: u32) -> Hmac<Sha256> {
    let mut mac = secret.mac();
    mac.update(label);
    mac.update(nonces.0);
    mac.update(nonces.1);
    mac.update(&[link]);
    mac.update(&from.to_be_bytes());
    mac.update(&to.to_be_bytes());
    mac
}

const CONNECTOR: &[u8] = b"census connector v1";
const ACCEPTOR: &[u8] = b"census acceptor v1";

fn nonce() -> Result<[u8; NONCE], Refusal> {
    let mut nonce = [0u8; NONCE];
    // Without the system's generator there is no challenge to make; the
    // connection is refused (the job then names the missing process).
    getrandom::fill(&mut nonce).map_err(|_| Refusal::Closed)?;
    Ok(nonce)
}

/// Process `me` of `processes` accepted `stream`: the connecting side must
/// prove it is a later process of the job (indices `me + 1 ..`). Returns the
/// link's kind and the other side's index. `heard` is set once the
/// connector's whole hello has arrived: from then on the handshake ends at
/// once (a wrong proof is refused on the spot) or with a process of the job,
/// so only a handshake not yet `heard` may be dropped to make room.
pub fn accept(
    stream: &mut TcpStream,
    secret: &Secret,
    me: usize,
    processes: usize,
    params: &JobParams,
    heard: &AtomicBool,
) -> Result<(Link, usize), Refusal> {
    let mut io = Timed {
        stream,
        deadline: Instant::now() + HANDSHAKE_TIME,
    };
    let ours = nonce()?;
    let mut hello = GREETING.to_vec();
    hello.push(PROTOCOL);
    hello.extend_from_slice(&ours);
    io.write_all(&hello)?;
    io.read_greeting()?;
    let mut rest = [0u8; 1 + 4 + NONCE + TAG];
    io.read_exact(&mut rest)?;
    heard.store(true, Ordering::SeqCst);
    let link_byte = rest[0];
    let from = u32::from_be_bytes([rest[1], rest[2], rest[3], rest[4]]);
    let theirs = &rest[5..5 + NONCE];
    let claimed = &rest[5 + NONCE..];
    let to = me as u32;
    if tag(secret, CONNECTOR, (&ours, theirs), link_byte, from, to)
        .verify_slice(claimed)
        .is_err()
    {
        // Says only that the proof failed, which the other side knows anyway.
        let _ = io.write_all(&[REJECTED]);
        return Err(Refusal::WrongSecret);
    }
    let link = match link_byte {
        0 => Link::Data,
        1 => Link::Watch,
        _ => return Err(Refusal::Index(u64::from(from))),
    };
    let index = from as usize;
    if index <= me || index >= processes {
        return Err(Refusal::Index(u64::from(from)));
    }
    let mut answer = vec![ACCEPTED];
    answer.extend_from_slice(
        &tag(secret, ACCEPTOR, (&ours, theirs), link_byte, from, to)
            .finalize()
            .into_bytes(),
    );
    io.write_all(&answer)?;
    if link == Link::Data {
        io.write_params(params)?;
        let theirs = io.read_params()?;
        let differences = params.differences(&theirs);
        if !differences.is_empty() {
            return Err(Refusal::Mismatch {
                peer: index,
                differences,
            });
        }
    }
    let mut confirm = [0u8; 1];
    io.read_exact(&mut confirm)?;
    if confirm[0] != CONFIRM {
        return Err(Refusal::Closed);
    }
    Ok((link, index))
}

/// Process `me` connected `stream` to process `to` of the job: proves
/// itself, checks that `to` knows the secret too and, on a data link, that
/// it runs the same job.
pub fn connect(
    stream: &mut TcpStream,
    secret: &Secret,
    me: usize,
    to: usize,
    link: Link,
    params: &JobParams,
) -> Result<(), Refusal> {
    let mut io = Timed {
        stream,
        deadline: Instant::now() + HANDSHAKE_TIME,
    };
    // A connection closed before the first byte is told apart: it is what
    // a flooded process 0 does to newcomers, and says nothing of a secret.
    let mut first = [0u8; 1];
    io.read_exact(&mut first).map_err(|why| match why {
        Refusal::Closed => Refusal::ClosedUnread,
        why => why,
    })?;
    io.read_greeting_from(&first)?;
    let mut theirs = [0u8; NONCE];
    io.read_exact(&mut theirs)?;
    let ours = nonce()?;
    let (from, to) = (me as u32, to as u32);
    let proof = tag(secret, CONNECTOR, (&theirs, &ours), link as u8, from, to)
        .finalize()
        .into_bytes();
    let mut hello = GREETING.to_vec();
    hello.push(PROTOCOL);
    hello.push(link as u8);
    hello.extend_from_slice(&from.to_be_bytes());
    hello.extend_from_slice(&ours);
    hello.extend_from_slice(&proof);
    io.write_all(&hello)?;
    let mut verdict = [0u8; 1];
    io.read_exact(&mut verdict)?;
    match verdict[0] {
        ACCEPTED => {}
        REJECTED => return Err(Refusal::SecretRejected),
        _ => return Err(Refusal::WrongSecret),
    }
    let mut answer = [0u8; TAG];
    io.read_exact(&mut answer)?;
    tag(secret, ACCEPTOR, (&theirs, &ours), link as u8, from, to)
        .verify_slice(&answer)
        .map_err(|_| Refusal::WrongSecret)?;
    if link == Link::Data {
        let theirs = io.read_params()?;
        // Sent whatever they are, so that the acceptor can name the
        // difference as well.
        io.write_params(params)?;
        let differences = params.differences(&theirs);
        if !differences.is_empty() {
            return Err(Refusal::Mismatch {
                peer: to as usize,
                differences,
            });
        }
    }
    io.write_all(&[CONFIRM])
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::TcpListener;

    fn params(size: &str) -> JobParams {
        JobParams::new(vec![("--moves", "slide".into()), ("--size", size.into())])
    }

    fn secret(byte: u8) -> Secret {
        Secret(vec![byte; 32])
    }

    /// One handshake over 127.0.0.1: the acceptor's result and the connector's.
    fn pair(
        accept_secret: Secret,
        connect_secret: Secret,
        connect_as: usize,
        sizes: (&str, &str),
    ) -> (Result<(Link, usize), Refusal>, Result<(), Refusal>) {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let address = listener.local_addr().unwrap();
        let here = params(sizes.1);
        let connector = std::thread::spawn(move || {
            let mut stream = TcpStream::connect(address).unwrap();
            connect(&mut stream, &connect_secret, connect_as, 0, Link::Data, &here)
        });
        let (mut stream, _) = listener.accept().unwrap();
        let accepted = accept(
            &mut stream,
            &accept_secret,
            0,
            3,
            &params(sizes.0),
            &AtomicBool::new(false),
        );
        drop(stream);
        (accepted, connector.join().unwrap())
    }

    #[test]
    fn peers_with_the_secret_and_the_job_are_linked() {
        let (accepted, connected) = pair(secret(7), secret(7), 2, ("3x3", "3x3"));
        assert_eq!(accepted.unwrap(), (Link::Data, 2));
        connected.unwrap();
    }

    #[test]
    fn a_wrong_secret_is_refused_on_both_sides() {
        let (accepted, connected) = pair(secret(7), secret(8), 1, ("3x3", "3x3"));
        assert!(matches!(accepted, Err(Refusal::WrongSecret)), "{accepted:?}");
        // The acceptor says no and hangs up, without its own proof.
        assert!(matches!(connected, Err(Refusal::SecretRejected)), "{connected:?}");
    }

    #[test]
    fn an_index_outside_the_job_is_refused() {
        for index in [0, 3, 9] {
            let (accepted, _) = pair(secret(7), secret(7), index, ("3x3", "3x3"));
            assert!(
                matches!(accepted, Err(Refusal::Index(i)) if i == index as u64),
                "{accepted:?}"
            );
        }
    }

    #[test]
    fn another_job_is_named_on_both_sides() {
        let (accepted, connected) = pair(secret(7), secret(7), 1, ("3x3", "2x4"));
        let Err(Refusal::Mismatch { peer: 1, differences }) = accepted else {
            panic!("{accepted:?}")
        };
        assert_eq!(
            differences,
            vec![("--size".to_string(), "3x3".to_string(), "2x4".to_string())]
        );
        let Err(Refusal::Mismatch { peer: 0, differences }) = connected else {
            panic!("{connected:?}")
        };
        assert_eq!(
            differences,
            vec![("--size".to_string(), "2x4".to_string(), "3x3".to_string())]
        );
        let text = Refusal::Mismatch { peer: 0, differences }.text().to_string();
        assert_eq!(text, "--size 2x4 here, 3x3 there");
    }

    #[test]
    fn garbage_and_silence_are_refused_within_the_deadline() {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let address = listener.local_addr().unwrap();
        let garbage = std::thread::spawn(move || {
            let mut stream = TcpStream::connect(address).unwrap();
            let _ = stream.write_all(&[0xAB; 300]);
            std::thread::sleep(Duration::from_millis(200));
        });
        let (mut stream, _) = listener.accept().unwrap();
        let refused = accept(&mut stream, &secret(1), 0, 2, &params("3x3"), &AtomicBool::new(false));
        assert!(matches!(refused, Err(Refusal::NotCensus)), "{refused:?}");
        garbage.join().unwrap();
    }

    #[test]
    fn secrets_are_read_and_handed_on() {
        assert!(Secret::from_file_bytes(b"short\n".to_vec()).is_none());
        let from_file = Secret::from_file_bytes(b"0123456789abcdef\r\n".to_vec()).unwrap();
        assert_eq!(from_file.0, b"0123456789abcdef");
        let random = Secret::random().unwrap();
        assert_eq!(Secret::from_hex(&random.to_hex()).unwrap().0, random.0);
        assert!(Secret::from_hex("zz").is_none());
        assert!(Secret::from_hex(&"g".repeat(64)).is_none());
        assert_eq!(format!("{random:?}"), "Secret(..)");
    }
}
