//! `gridsolve census --moves slide|knight --processes P --process I
//! [--hostfile FILE] [--workers N]`: the core's 2-bit breadth-first census
//! as a timely dataflow job across processes (timely's own conventions: P
//! processes of N workers each, one `host:port` per process in the hostfile).
//!
//! Every worker owns the ranks `r` with `r % peers == index`
//! ([`ShardCensus`]). One level is two timely rounds: in the first each
//! worker expands its own frontier and sends every neighbour to its owner
//! (kept locally when it owns it), which marks the unseen ones; in the
//! second each worker broadcasts what it marked, so that all of them know
//! the level's count and whether the search goes on. Only the new frontier's
//! neighbours cross the network.
//!
//! The processes are connected by [`mesh`](super::mesh), every socket
//! proven by the [handshake](super::handshake) (the job's secret, then its
//! parameters) before timely sees it, and watched by
//! [`watch`](super::watch) while the job runs (a killed, stopped or failed
//! peer ends the job with a message naming it). `--processes P` alone
//! starts the other processes itself ([`launch`](super::launch)); processes
//! started by hand (`--process I`, with `--hostfile` across machines) share
//! the secret through `--secret-file`.

use crate::lang::say;
use gridsolve_core::tr;
use std::cell::RefCell;
use std::net::{IpAddr, TcpListener, ToSocketAddrs};
use std::rc::Rc;
use std::sync::Arc;
use std::time::Duration;

use gridsolve_core::census::ranked::{CensusCounts, LevelPass, RankedSpace, ShardCensus, budget_words, human_bytes};
use gridsolve_core::text::thousands;
use indicatif::ProgressBar;
use timely::communication::allocator::ProcessBuilder;
use timely::communication::allocator::zero_copy::initialize::initialize_networking_from_sockets;
use timely::communication::{AllocatorBuilder, Hooks};
use timely::dataflow::operators::vec::Broadcast;
use timely::dataflow::operators::{Exchange, Input, Inspect, Probe};
use timely::dataflow::{InputHandle, ProbeHandle};

use super::handshake::{JobParams, Secret};
use super::mesh::{self, Job};
use super::watch::{FailHandle, Watch};
use super::{CensusArgs, launch, machine};
use crate::exit::Failure;

/// Most processes in a job.
pub const MAX_PROCESSES: usize = 1024;
/// Neighbours a worker sends before it lets timely move them on, so the
/// queues between workers stay bounded by about this many ranks each.
const SEND_BATCH: usize = 1 << 20;
/// Longest a worker waiting on the others sleeps between two looks (timely
/// wakes it as soon as data arrives): waiting by spinning took a core per
/// worker, and with more workers than cores a 2x4 census over 3 processes
/// of 2 workers took 11 s instead of 1.
const PARK: Duration = Duration::from_millis(10);
/// Most bytes of a `--secret-file`.
const MAX_SECRET_FILE: u64 = 4096;

/// The job's addresses: the hostfile's lines, or 127.0.0.1:2101, :2102, ...
fn addresses(args: &CensusArgs) -> Result<Vec<String>, Failure> {
    let Some(path) = &args.hostfile else {
        return Ok((0..args.processes).map(|i| format!("127.0.0.1:{}", 2101 + i)).collect());
    };
    let bytes = crate::input::read_regular(path, 1 << 20, false)?;
    let name = path.display().to_string();
    let text = String::from_utf8(bytes)
        .map_err(|_| Failure::bad_input(say(tr!("census-hostfile-not-utf8", name = name.as_str()))))?;
    let hosts: Vec<String> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect();
    if let Some((line, bad)) = hosts.iter().enumerate().find(|(_, h)| !h.contains(':')) {
        return Err(Failure::bad_input(say(tr!(
            "census-hostfile-bad-host",
            name = name.as_str(),
            line = line + 1,
            host = gridsolve_core::text::capped(bad)
        ))));
    }
    if args.processes > 1 && hosts.len() != args.processes {
        return Err(Failure::usage(say(tr!(
            "census-hostfile-count",
            processes = args.processes,
            name = name.as_str(),
            hosts = hosts.len()
        ))));
    }
    Ok(hosts)
}

/// How this process came to be part of its job.
enum Role {
    /// `--processes P` alone: process 0, which starts the others.
    Launcher,
    /// Started by process 0 (`--spawned`).
    Spawned(usize),
    /// Started by hand (`--process I`).
    ByHand(usize),
}

fn role(args: &CensusArgs, processes: usize) -> Result<Role, Failure> {
    Ok(match (args.process, args.spawned) {
        (Some(index), true) => Role::Spawned(index),
        (None, true) => return Err(Failure::usage(say(tr!("census-spawned-needs-process")))),
        (Some(index), false) => Role::ByHand(index),
        (None, false) if args.hostfile.is_none() || processes == 1 => Role::Launcher,
        (None, false) => return Err(Failure::usage(say(tr!("census-hostfile-needs-process")))),
    })
}

/// The secret of a job started by hand, from `--secret-file`.
fn secret_from_file(args: &CensusArgs, me: usize) -> Result<Secret, Failure> {
    let Some(path) = &args.secret_file else {
        return Err(Failure::usage(say(tr!("census-needs-secret", process = me))));
    };
    let name = path.display().to_string();
    let bytes = crate::input::read_regular(path, MAX_SECRET_FILE, false)?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        if let Ok(meta) = std::fs::metadata(path) {
            let mode = meta.permissions().mode() & 0o777;
            if mode & 0o077 != 0 {
                eprintln!(
                    "{}",
                    say(tr!(
                        "census-secret-readable",
                        name = name.as_str(),
                        mode = format!("{mode:o}")
                    ))
                );
            }
        }
    }
    Secret::from_file_bytes(bytes).ok_or_else(|| {
        Failure::usage(say(tr!(
            "census-secret-short",
            name = name.as_str(),
            least = super::handshake::MIN_SECRET_BYTES
        )))
    })
}

/// Whether every address of the job is a loopback address written as
/// one (no name is looked up): then every process runs on this machine.
fn all_on_loopback(addresses: &[String]) -> bool {
    addresses.iter().all(|address| {
        address
            .parse::<std::net::SocketAddr>()
            .is_ok_and(|a| a.ip().is_loopback())
    })
}

/// Says loudly on stderr when this process's address listens beyond the
/// loopback: on every interface (`0.0.0.0`, `[::]`) or on a network's.
fn warn_beyond_loopback(me: usize, address: &str) {
    let Ok(resolved) = address.to_socket_addrs() else {
        return; // binding will say what is wrong with it
    };
    let beyond: Vec<IpAddr> = resolved.map(|a| a.ip()).filter(|ip| !ip.is_loopback()).collect();
    let Some(ip) = beyond.first() else { return };
    let text = if ip.is_unspecified() {
        tr!("census-listens-everywhere", me = me, address = address)
    } else {
        tr!(
            "census-listens-beyond-loopback",
            me = me,
            address = address,
            ip = ip.to_string()
        )
    };
    eprintln!("{}", say(text));
}

/// The job's parameters every process must share: the rule, the board's
/// shape and goal, the workers per process, the processes, the version.
fn job_params<S: RankedSpace>(space: &S, args: &CensusArgs, workers: usize, processes: usize) -> JobParams {
    let goal = space.board_text(space.goal());
    let rows = goal.lines().count();
    let first = goal.lines().next().unwrap_or("");
    let cols = if first.contains(' ') {
        first.split_whitespace().count()
    } else {
        first.chars().count()
    };
    JobParams::new(vec![
        ("--moves", args.moves.trim().to_ascii_lowercase()),
        ("--size", format!("{rows}x{cols}")),
        ("--target", goal.lines().map(str::trim).collect::<Vec<_>>().join("/")),
        ("--workers", workers.to_string()),
        ("--processes", processes.to_string()),
        ("gridsolve", env!("CARGO_PKG_VERSION").to_string()),
    ])
}

/// Runs the census as this process's part of a timely job; every process
/// returns the whole counts.
pub fn run<S>(space: &S, args: &CensusArgs, workers: usize) -> Result<CensusCounts, Failure>
where
    S: RankedSpace + Clone + Send + 'static,
{
    let listed = addresses(args)?;
    let processes = listed.len();
    if !(1..=MAX_PROCESSES).contains(&processes) {
        return Err(Failure::usage(say(tr!(
            "census-bad-processes",
            processes = processes,
            most = MAX_PROCESSES
        ))));
    }
    let role = role(args, processes)?;
    let me = match role {
        Role::Launcher => 0,
        Role::Spawned(index) | Role::ByHand(index) => index,
    };
    if me >= processes {
        return Err(Failure::usage(say(tr!(
            "census-bad-process",
            process = me,
            last = processes - 1,
            processes = processes
        ))));
    }
    if args.secret_file.is_some() && !matches!(role, Role::ByHand(_)) {
        return Err(Failure::usage(say(tr!("census-secret-by-hand-only"))));
    }
    if matches!(role, Role::Launcher) && args.target.as_deref() == Some(std::path::Path::new("-")) {
        return Err(Failure::usage(say(tr!("census-launch-target-stdin"))));
    }
    let peers = workers * processes;
    let bytes = ShardCensus::<S>::table_bytes_per_process(space.boards(), peers, workers);
    let budget = args.max_memory_or_default();
    if bytes > u128::from(budget) {
        return Err(Failure::limit(say(tr!(
            "census-processes-over-budget",
            boards = thousands(space.boards()),
            processes = processes,
            bytes = human_bytes(bytes),
            budget = budget_words(budget)
        ))));
    }
    let launching = matches!(role, Role::Launcher);
    machine::check_threads(processes, workers, me, launching)?;
    if launching || all_on_loopback(&listed) {
        // Every process of the job runs on this machine.
        machine::check_tables_fit_together(processes, bytes, budget)?;
    }
    let params = job_params(space, args, workers, processes);
    let wait = Duration::from_secs(args.connect_timeout);
    // Every check that can fail is above, before process 0 starts anyone.
    let (listener, addresses, secret, children, advice) = match role {
        Role::Launcher => {
            let launched = launch::launch(processes, wait)?;
            let advice = tr!("census-advice-launched");
            (
                launched.listener,
                launched.addresses,
                launched.secret,
                launched.children,
                advice,
            )
        }
        Role::Spawned(index) => {
            let (listener, addresses, secret) = launch::join(index, processes)?;
            (listener, addresses, secret, Vec::new(), tr!("census-advice-launched"))
        }
        Role::ByHand(index) => {
            let secret = if processes > 1 {
                secret_from_file(args, index)?
            } else {
                Secret::random().map_err(|e| Failure::io(&say(tr!("census-listening")), &e))?
            };
            warn_beyond_loopback(index, &listed[index]);
            let listener = TcpListener::bind(listed[index].as_str()).map_err(|e| {
                Failure::with_code(
                    crate::exit::IO,
                    say(tr!(
                        "census-cannot-listen",
                        address = listed[index].as_str(),
                        why = e.to_string()
                    )),
                )
            })?;
            let advice = tr!("census-advice-by-hand", last = processes - 1);
            (listener, listed, secret, Vec::new(), advice)
        }
    };
    let (boards, table) = (thousands(space.boards()), human_bytes(bytes));
    let line = if workers == 1 {
        tr!(
            "census-process-table-one-worker",
            boards = boards,
            table = table,
            process = me,
            processes = processes,
            peers = peers
        )
    } else {
        tr!(
            "census-process-table",
            boards = boards,
            table = table,
            process = me,
            processes = processes,
            workers = workers,
            peers = peers
        )
    };
    eprintln!("{}", say(line));
    let job = Job {
        addresses: addresses.clone(),
        me,
        secret,
        params,
        wait,
        advice,
    };
    let connected = mesh::connect(&job, listener);
    let mesh = match connected {
        Ok(mesh) => mesh,
        Err(failure) => {
            for mut child in children {
                let _ = child.kill();
                let _ = child.wait();
            }
            return Err(failure);
        }
    };
    // Said once every link is up: from here a failure is another process's
    // (and a test knows the job is counting).
    eprintln!(
        "{}",
        say(tr!("census-joined", process = me, others = addresses.len() - 1))
    );
    let silence = Duration::from_secs(args.peer_timeout);
    let watch = Watch::start(me, addresses, mesh.watch, silence, workers, children)
        .map_err(|e| Failure::io(&say(tr!("census-timely-networking")), &e))?;
    let hooks = Hooks::default();
    let process_builders = ProcessBuilder::new_typed_vector(workers, hooks.refill.clone(), hooks.spill.clone());
    let (builders, guard) = initialize_networking_from_sockets(process_builders, mesh.data, me, workers, hooks)
        .map_err(|e| Failure::io(&say(tr!("census-timely-networking")), &e))?;
    let builders = builders.into_iter().map(AllocatorBuilder::Tcp).collect();
    let space = Arc::new(space.clone());
    let progress = (me == 0).then(|| super::tokens::progress_bar(space.boards())).flatten();
    let (done, fail) = (watch.worker_done_handle(), watch.fail_handle());
    let bar = progress.clone();
    let guards = timely::execute::execute_from(
        builders,
        Box::new(watch.quiet_network(guard)),
        timely::WorkerConfig::default(),
        move |worker| {
            let counts = worker_census((*space).clone(), worker, &fail, bar.as_ref());
            done.done();
            counts
        },
    )
    .map_err(|e| Failure::with_code(crate::exit::IO, say(tr!("census-timely-failed", why = e.to_string()))))?;
    let results = guards.join();
    if let Some(bar) = &progress {
        bar.finish_and_clear();
    }
    let mut counts = None;
    let mut traffic = Traffic::default();
    for result in results {
        match result {
            Ok((worker_counts, worker_traffic)) => {
                traffic.ranks += worker_traffic.ranks;
                traffic.largest_round += worker_traffic.largest_round;
                counts.get_or_insert(worker_counts);
            }
            Err(why) => watch.worker_failed(why),
        }
    }
    let Some(counts) = counts else {
        watch.worker_failed(say(tr!("census-no-worker")))
    };
    watch.finish();
    // What crossed between workers: the figure a cluster's network must carry.
    eprintln!(
        "{}",
        say(tr!(
            "census-traffic",
            process = me,
            ranks = thousands(traffic.ranks),
            bytes = human_bytes(u128::from(traffic.ranks) * 8),
            largest = thousands(traffic.largest_round)
        ))
    );
    Ok(counts)
}

/// One worker's whole census.
/// What one worker sent to the others: ranks in all, and in its largest round.
#[derive(Clone, Copy, Default)]
struct Traffic {
    ranks: u64,
    largest_round: u64,
}

/// One worker's whole census. `fail` ends the job when this worker cannot
/// go on (no memory for its table, a rank that is not its own); `progress`
/// is process 0's bar, which its worker 0 moves once a level.
fn worker_census<S: RankedSpace + 'static>(
    space: S,
    worker: &mut timely::worker::Worker,
    fail: &FailHandle,
    progress: Option<&ProgressBar>,
) -> (CensusCounts, Traffic) {
    let (index, peers) = (worker.index(), worker.peers());
    let shard = match ShardCensus::new(space, peers, index) {
        Ok(shard) => Rc::new(shard),
        Err(refusal) => fail.fail(refusal.text()),
    };
    // What this worker marked in the current level, and every worker's
    // report of the last level (broadcast).
    let marked = Rc::new(RefCell::new(LevelPass::default()));
    let reports: Rc<RefCell<Vec<(u64, LevelPass)>>> = Rc::new(RefCell::new(Vec::new()));
    let mut ranks = InputHandle::new();
    let mut passes = InputHandle::new();
    let probe = ProbeHandle::new();
    // Level L's neighbours travel at time 2L and its counts at 2L + 1. A
    // worker may receive a faster worker's neighbours while it still waits
    // on the last round, so the level comes from the time, never from a
    // counter of this worker's.
    worker.dataflow::<u64, _, _>(|scope| {
        let (shard, marked, fail) = (shard.clone(), marked.clone(), fail.clone());
        scope
            .input_from(&mut ranks)
            .container::<Vec<u64>>()
            .exchange(|rank: &u64| *rank)
            .inspect_core(move |event| {
                if let Ok((stamp, ranks)) = event {
                    let level = stamp.least().map_or(0, |t| *t as usize / 2);
                    let mut marked = marked.borrow_mut();
                    for &rank in ranks {
                        if let Err(stray) = shard.mark(rank, level + 1, &mut marked) {
                            fail.fail(tr!("census-stray-rank", why = stray.text()));
                        }
                    }
                }
            })
            .probe_with(&probe);
        let reports = reports.clone();
        scope
            .input_from(&mut passes)
            .container::<Vec<(u64, Vec<u64>)>>()
            .broadcast()
            .inspect_core(move |event| {
                if let Ok((stamp, passes)) = event {
                    let time = stamp.least().copied().unwrap_or(0);
                    for (count, smallest) in passes {
                        reports.borrow_mut().push((
                            time,
                            LevelPass {
                                marked: *count,
                                smallest: smallest.clone(),
                                expanded: 0,
                            },
                        ));
                    }
                }
            })
            .probe_with(&probe);
    });
    let mut distribution = vec![1u64];
    let mut farthest = vec![shard.space().goal()];
    let mut round = 0u64;
    let mut traffic = Traffic::default();
    for current in 0.. {
        // Round one: expand, send each neighbour to its owner.
        let mut pending = 0usize;
        let mut sent = 0u64;
        for chunk in 0..shard.chunks() {
            shard.expand_chunk(current, chunk, |n| {
                if shard.owner(n) == index {
                    if let Err(stray) = shard.mark(n, current + 1, &mut marked.borrow_mut()) {
                        fail.fail(tr!("census-stray-rank", why = stray.text()));
                    }
                } else {
                    ranks.send(n);
                    pending += 1;
                    sent += 1;
                }
            });
            if pending >= SEND_BATCH {
                ranks.flush();
                worker.step();
                pending = 0;
            }
        }
        traffic.ranks += sent;
        traffic.largest_round = traffic.largest_round.max(sent);
        round += 1;
        ranks.advance_to(round);
        passes.advance_to(round);
        while probe.less_than(ranks.time()) {
            worker.step_or_park(Some(PARK));
        }
        // Every mark of this level is made, everywhere, and no worker sends
        // the next level's before this round two ends: relabel now.
        shard.relabel(current);
        // Round two: every worker learns every worker's count.
        let mine = std::mem::take(&mut *marked.borrow_mut());
        passes.send((mine.marked, mine.smallest));
        round += 1;
        ranks.advance_to(round);
        passes.advance_to(round);
        while probe.less_than(passes.time()) {
            worker.step_or_park(Some(PARK));
        }
        let counts_time = round - 1;
        let mut level_pass = LevelPass::default();
        reports.borrow_mut().retain(|(time, pass)| {
            if *time == counts_time {
                level_pass = std::mem::take(&mut level_pass).merge(pass.clone());
                false
            } else {
                true
            }
        });
        if let Some(bar) = progress.filter(|_| index == 0) {
            // Every board up to this level has been expanded.
            bar.set_position(distribution.iter().sum());
        }
        if level_pass.marked == 0 {
            break;
        }
        distribution.push(level_pass.marked);
        farthest = level_pass.smallest;
    }
    let space = shard.space();
    let counts = CensusCounts {
        boards: space.boards(),
        distribution,
        farthest: farthest.iter().map(|&r| space.board_text(r)).collect(),
    };
    (counts, traffic)
}
