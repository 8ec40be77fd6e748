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
//! The connections are made here rather than by timely (whose setup retries
//! forever): each process connects to the processes before it and accepts
//! the ones after it, exactly as timely does, but gives up after
//! `--connect-timeout` seconds (60 by default) with a message naming the process it is missing; the
//! sockets are then handed to timely.

use crate::lang::say;
use gridsolve_core::tr;
use std::cell::RefCell;
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::rc::Rc;
use std::sync::Arc;
use std::time::{Duration, Instant};

use gridsolve_core::census_bfs::{budget_words, human_bytes, CensusCounts, LevelPass, RankedSpace, ShardCensus};
use gridsolve_core::text::thousands;
use timely::communication::allocator::zero_copy::initialize::initialize_networking_from_sockets;
use timely::communication::allocator::ProcessBuilder;
use timely::communication::{AllocatorBuilder, Hooks};
use timely::dataflow::operators::vec::Broadcast;
use timely::dataflow::operators::{Exchange, Input, Inspect, Probe};
use timely::dataflow::{InputHandle, ProbeHandle};

use super::CensusArgs;
use crate::exit::Failure;

/// Most processes in a job.
pub const MAX_PROCESSES: usize = 1024;
/// Neighbours a worker sends before it lets timely move them on, so the
/// queues between workers stay bounded by about this many ranks each.
const SEND_BATCH: usize = 1 << 20;

/// The job's addresses: the hostfile's lines, or 127.0.0.1:2101, :2102, ...
fn addresses(args: &CensusArgs) -> Result<Vec<String>, Failure> {
    let Some(path) = &args.hostfile else {
        return Ok((0..args.processes).map(|i| format!("127.0.0.1:{}", 2101 + i)).collect());
    };
    let bytes = crate::input::read_regular(path, 1 << 20, false)?;
    let text = String::from_utf8(bytes)
        .map_err(|_| Failure::bad_input(format!("{}: the hostfile is not UTF-8 text", path.display())))?;
    let hosts: Vec<String> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(String::from)
        .collect();
    if let Some((line, bad)) = hosts.iter().enumerate().find(|(_, h)| !h.contains(':')) {
        return Err(Failure::bad_input(format!(
            "{}: host {} '{bad}': expected host:port, one process per line",
            path.display(),
            line + 1
        )));
    }
    if args.processes > 1 && hosts.len() != args.processes {
        return Err(Failure::usage(format!(
            "--processes {} but {} lists {} hosts; give one host:port per process",
            args.processes,
            path.display(),
            hosts.len()
        )));
    }
    Ok(hosts)
}

/// Connects this process to every other one, as timely's own setup does
/// (connect to the lower indices and send ours as a big-endian u64, accept
/// the higher ones and read theirs), within `wait`.
fn connect(addresses: &[String], me: usize, wait: Duration) -> Result<Vec<Option<TcpStream>>, Failure> {
    let deadline = Instant::now() + wait;
    let give_up = |who: usize, how: &str| {
        Failure::with_code(
            crate::exit::IO,
            format!(
                "census: process {me} could not {how} process {who} at {} within {} s; start every process of the job (--process 0 to {})",
                addresses[who],
                wait.as_secs(),
                addresses.len() - 1
            ),
        )
    };
    let listener = TcpListener::bind(addresses[me].as_str()).map_err(|e| {
        Failure::with_code(
            crate::exit::IO,
            format!("census: cannot listen on {}: {e}", addresses[me]),
        )
    })?;
    listener
        .set_nonblocking(true)
        .map_err(|e| Failure::io("census: listening", &e))?;
    let mut sockets: Vec<Option<TcpStream>> = (0..addresses.len()).map(|_| None).collect();
    for (other, address) in addresses.iter().enumerate().take(me) {
        let stream = loop {
            match TcpStream::connect(address.as_str()) {
                Ok(stream) => break stream,
                Err(_) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(100)),
                Err(_) => return Err(give_up(other, "reach")),
            }
        };
        let mut stream = stream;
        stream
            .set_nodelay(true)
            .and_then(|()| stream.write_all(&(me as u64).to_be_bytes()))
            .map_err(|e| Failure::io(&format!("census: connecting to {address}"), &e))?;
        sockets[other] = Some(stream);
    }
    while let Some(missing) = (me + 1..addresses.len()).find(|&i| sockets[i].is_none()) {
        match listener.accept() {
            Ok((mut stream, _)) => {
                stream
                    .set_nonblocking(false)
                    .and_then(|()| stream.set_read_timeout(Some(Duration::from_secs(10))))
                    .map_err(|e| Failure::io("census: accepting a process", &e))?;
                let mut index = [0u8; 8];
                if stream.read_exact(&mut index).is_err() {
                    continue; // not one of ours: it did not say who it is
                }
                let index = u64::from_be_bytes(index) as usize;
                if index <= me || index >= addresses.len() || sockets[index].is_some() {
                    continue;
                }
                stream
                    .set_read_timeout(None)
                    .and_then(|()| stream.set_nodelay(true))
                    .map_err(|e| Failure::io("census: accepting a process", &e))?;
                sockets[index] = Some(stream);
            }
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                if Instant::now() >= deadline {
                    return Err(give_up(missing, "hear from"));
                }
                std::thread::sleep(Duration::from_millis(50));
            }
            Err(e) => return Err(Failure::io("census: accepting a process", &e)),
        }
    }
    Ok(sockets)
}

/// Runs the census as this process's part of a timely job; every process
/// returns the whole counts.
pub fn run<S>(space: &S, args: &CensusArgs, workers: usize) -> Result<CensusCounts, Failure>
where
    S: RankedSpace + Clone + Send + 'static,
{
    let addresses = addresses(args)?;
    let processes = addresses.len();
    if !(1..=MAX_PROCESSES).contains(&processes) {
        return Err(Failure::usage(format!(
            "{processes} processes: expected 1 to {MAX_PROCESSES}"
        )));
    }
    if args.process >= processes {
        return Err(Failure::usage(format!(
            "--process {}: expected 0 to {} for a job of {processes} processes",
            args.process,
            processes - 1
        )));
    }
    let peers = workers * processes;
    let bytes = ShardCensus::<S>::table_bytes_per_process(space.boards(), peers, workers);
    if bytes > u128::from(args.max_memory) {
        return Err(Failure::limit(say(tr!(
            "census-processes-over-budget",
            boards = thousands(space.boards()),
            processes = processes,
            bytes = human_bytes(bytes),
            budget = budget_words(args.max_memory)
        ))));
    }
    let (boards, table) = (thousands(space.boards()), human_bytes(bytes));
    let line = if workers == 1 {
        tr!(
            "census-process-table-one-worker",
            boards = boards,
            table = table,
            process = args.process,
            processes = processes,
            peers = peers
        )
    } else {
        tr!(
            "census-process-table",
            boards = boards,
            table = table,
            process = args.process,
            processes = processes,
            workers = workers,
            peers = peers
        )
    };
    eprintln!("{}", say(line));
    let sockets = connect(&addresses, args.process, Duration::from_secs(args.connect_timeout))?;
    let hooks = Hooks::default();
    let process_builders = ProcessBuilder::new_typed_vector(workers, hooks.refill.clone(), hooks.spill.clone());
    let (builders, guard) = initialize_networking_from_sockets(process_builders, sockets, args.process, workers, hooks)
        .map_err(|e| Failure::io(&say(tr!("census-timely-networking")), &e))?;
    let builders = builders.into_iter().map(AllocatorBuilder::Tcp).collect();
    let space = Arc::new(space.clone());
    let guards = timely::execute::execute_from(
        builders,
        Box::new(guard),
        timely::WorkerConfig::default(),
        move |worker| worker_census((*space).clone(), worker),
    )
    .map_err(|e| Failure::with_code(crate::exit::IO, say(tr!("census-timely-failed", why = e.to_string()))))?;
    let mut counts = None;
    let mut traffic = Traffic::default();
    for result in guards.join() {
        match result {
            Ok((worker_counts, worker_traffic)) => {
                traffic.ranks += worker_traffic.ranks;
                traffic.largest_round += worker_traffic.largest_round;
                counts.get_or_insert(worker_counts);
            }
            Err(e) => {
                return Err(Failure::with_code(
                    crate::exit::IO,
                    say(tr!("census-worker-failed", why = e.to_string())),
                ))
            }
        }
    }
    // What crossed between workers: the figure a cluster's network must carry.
    eprintln!(
        "{}",
        say(tr!(
            "census-traffic",
            process = args.process,
            ranks = thousands(traffic.ranks),
            bytes = human_bytes(u128::from(traffic.ranks) * 8),
            largest = thousands(traffic.largest_round)
        ))
    );
    counts.ok_or_else(|| Failure::with_code(crate::exit::IO, say(tr!("census-no-worker"))))
}

/// One worker's whole census.
/// What one worker sent to the others: ranks in all, and in its largest round.
#[derive(Clone, Copy, Default)]
struct Traffic {
    ranks: u64,
    largest_round: u64,
}

fn worker_census<S: RankedSpace + 'static>(space: S, worker: &mut timely::worker::Worker) -> (CensusCounts, Traffic) {
    let (index, peers) = (worker.index(), worker.peers());
    let shard = Rc::new(ShardCensus::new(space, peers, index));
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
        let (shard, marked) = (shard.clone(), marked.clone());
        scope
            .input_from(&mut ranks)
            .container::<Vec<u64>>()
            .exchange(|rank: &u64| *rank)
            .inspect_core(move |event| {
                if let Ok((stamp, ranks)) = event {
                    let level = stamp.least().map_or(0, |t| *t as usize / 2);
                    let mut marked = marked.borrow_mut();
                    for &rank in ranks {
                        shard.mark(rank, level + 1, &mut marked);
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
                    shard.mark(n, current + 1, &mut marked.borrow_mut());
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
            worker.step();
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
            worker.step();
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
