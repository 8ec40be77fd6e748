//! `census --processes P` without `--process`: process 0 starts processes 1
//! to P-1 itself, on this machine, each listening on a port the system
//! picks on 127.0.0.1, and hands them the job's secret, fresh from the
//! system's generator, through their standard input: the secret never
//! appears on a command line, in the environment or in a file.
//!
//! The exchange with a started process (the hidden flag `--spawned`): it
//! binds its port and writes the number as one line on its stdout; once
//! every process has, process 0 writes the secret in hex and then the P
//! addresses, one a line, on each one's stdin and closes it.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use gridsolve_core::tr;

use super::handshake::Secret;
use crate::exit::Failure;
use crate::lang::say;

/// Most bytes of what process 0 hands a started process (a secret and up
/// to 1,024 addresses).
const MAX_HANDOVER: u64 = 1 << 20;

/// A job whose processes this one started.
pub struct Launched {
    pub listener: TcpListener,
    pub addresses: Vec<String>,
    pub secret: Secret,
    pub children: Vec<Child>,
}

/// Started processes, killed if the launch fails half way.
struct Children(Vec<Child>);

impl Drop for Children {
    fn drop(&mut self) {
        for child in &mut self.0 {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

fn loopback_listener() -> Result<TcpListener, Failure> {
    TcpListener::bind("127.0.0.1:0").map_err(|e| {
        Failure::with_code(
            crate::exit::IO,
            say(tr!(
                "census-cannot-listen",
                address = "127.0.0.1:0",
                why = e.to_string()
            )),
        )
    })
}

/// Process 0's side: starts processes 1 to `processes - 1` with this
/// process's own command line plus `--process I --spawned`.
pub fn launch(processes: usize, wait: Duration) -> Result<Launched, Failure> {
    let failed = |why: String| Failure::with_code(crate::exit::IO, say(tr!("census-launch-failed", why = why)));
    let secret = Secret::random().map_err(|e| failed(e.to_string()))?;
    let listener = loopback_listener()?;
    let port = listener.local_addr().map_err(|e| failed(e.to_string()))?.port();
    let program = std::env::current_exe().map_err(|e| failed(e.to_string()))?;
    let arguments: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    let mut children = Children(Vec::with_capacity(processes - 1));
    let (sender, ports) = mpsc::channel();
    for index in 1..processes {
        let mut child = Command::new(&program)
            .args(&arguments)
            .args(["--process", &index.to_string(), "--spawned"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| failed(e.to_string()))?;
        let stdout = child.stdout.take();
        children.0.push(child);
        let sender = sender.clone();
        std::thread::spawn(move || {
            let mut line = String::new();
            let port = stdout.and_then(|out| {
                BufReader::new(out.take(64)).read_line(&mut line).ok()?;
                line.trim().parse::<u16>().ok()
            });
            let _ = sender.send((index, port));
        });
    }
    drop(sender);
    let deadline = Instant::now() + wait;
    let mut addresses = vec![String::new(); processes];
    addresses[0] = format!("127.0.0.1:{port}");
    for _ in 1..processes {
        let left = deadline.saturating_duration_since(Instant::now());
        let (index, port) = ports
            .recv_timeout(left)
            .map_err(|_| failed(say(tr!("census-launch-silent", seconds = wait.as_secs()))))?;
        let Some(port) = port else {
            let status = children.0[index - 1].wait().map(|s| s.to_string()).unwrap_or_default();
            return Err(failed(say(tr!("census-launch-exited", index = index, status = status))));
        };
        addresses[index] = format!("127.0.0.1:{port}");
    }
    let mut handover = secret.to_hex();
    handover.push('\n');
    for address in &addresses {
        handover.push_str(address);
        handover.push('\n');
    }
    for child in &mut children.0 {
        if let Some(mut stdin) = child.stdin.take() {
            stdin
                .write_all(handover.as_bytes())
                .map_err(|e| failed(e.to_string()))?;
        }
    }
    Ok(Launched {
        listener,
        addresses,
        secret,
        children: std::mem::take(&mut children.0),
    })
}

/// A started process's side (`--spawned`): its listener, the job's
/// addresses and secret from process 0.
pub fn join(me: usize, processes: usize) -> Result<(TcpListener, Vec<String>, Secret), Failure> {
    let listener = loopback_listener()?;
    let bad = || Failure::with_code(crate::exit::IO, say(tr!("census-handover-bad", me = me)));
    let port = listener.local_addr().map_err(|_| bad())?.port();
    {
        let mut out = std::io::stdout().lock();
        writeln!(out, "{port}").and_then(|()| out.flush()).map_err(|_| bad())?;
    }
    let mut lines = BufReader::new(std::io::stdin().lock().take(MAX_HANDOVER)).lines();
    let secret = lines
        .next()
        .and_then(Result::ok)
        .and_then(|hex| Secret::from_hex(&hex))
        .ok_or_else(bad)?;
    let addresses: Vec<String> = lines.take(processes).collect::<Result<_, _>>().map_err(|_| bad())?;
    if addresses.len() != processes || addresses[me] != format!("127.0.0.1:{port}") {
        return Err(bad());
    }
    Ok((listener, addresses, secret))
}
