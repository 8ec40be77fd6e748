//! What a census job asks of the machine it runs on, checked before any
//! process or thread starts: the threads of its processes, and, when they
//! all run here, the sum of their tables against the machine's memory.

use gridsolve_core::census::ranked::{budget_words, human_bytes};
use gridsolve_core::locale::Text;
use gridsolve_core::text::thousands;
use gridsolve_core::tr;

use crate::exit::Failure;
use crate::lang::say;

/// Threads one process of a job of `processes` runs at its peak: timely
/// sends and receives on a thread each per other process, the workers, and
/// the main, watch, accept and network-closing threads.
pub fn threads_per_process(processes: usize, workers: usize) -> u64 {
    2 * (processes as u64).saturating_sub(1) + workers as u64 + 4
}

/// Threads a job started by process 0 on this machine runs at its peak:
/// every process's, and process 0's reader of each started process.
pub fn threads_on_this_machine(processes: usize, workers: usize) -> u64 {
    (processes as u64) * threads_per_process(processes, workers) + (processes as u64).saturating_sub(1)
}

/// The most threads this machine lets start, and in words why: the system's
/// room (the lower of `kernel.threads-max` and `kernel.pid_max`, less the
/// threads running now) and the per-user limit (`ulimit -u`, honoured even
/// where the kernel would let root pass it). `None` when neither is known.
fn thread_room() -> Option<(u64, Text)> {
    let read = |path: &str| {
        std::fs::read_to_string(path)
            .ok()
            .and_then(|text| text.trim().parse::<u64>().ok())
    };
    // The fourth field of /proc/loadavg is "runnable/all" scheduling
    // entities, i.e. the threads that exist now.
    let running = std::fs::read_to_string("/proc/loadavg").ok().and_then(|text| {
        let field = text.split_whitespace().nth(3)?;
        field.split_once('/')?.1.parse::<u64>().ok()
    });
    let system = [
        read("/proc/sys/kernel/threads-max").map(|n| (n, "kernel.threads-max")),
        read("/proc/sys/kernel/pid_max").map(|n| (n, "kernel.pid_max")),
    ]
    .into_iter()
    .flatten()
    .min_by_key(|(n, _)| *n)
    .map(|(limit, which)| {
        let running = running.unwrap_or(0);
        (
            limit.saturating_sub(running),
            tr!(
                "census-threads-system",
                room = thousands(limit.saturating_sub(running)),
                which = which,
                limit = thousands(limit),
                running = thousands(running)
            ),
        )
    });
    let user = rlimit::getrlimit(rlimit::Resource::NPROC)
        .ok()
        .map(|(soft, _)| soft)
        .filter(|&soft| soft != rlimit::INFINITY)
        .map(|soft| (soft, tr!("census-threads-user", limit = thousands(soft))));
    [system, user].into_iter().flatten().min_by_key(|(n, _)| *n)
}

/// Refuses, before anything starts, a job whose threads this machine cannot
/// start: all of them when process 0 starts the others here (`launching`),
/// else this process's own.
pub fn check_threads(processes: usize, workers: usize, me: usize, launching: bool) -> Result<(), Failure> {
    let per = threads_per_process(processes, workers);
    let need = if launching {
        threads_on_this_machine(processes, workers)
    } else {
        per
    };
    let Some((room, limit)) = thread_room() else {
        return Ok(());
    };
    if need <= room {
        return Ok(());
    }
    let text = if launching {
        tr!(
            "census-threads-past-machine-launch",
            processes = processes,
            threads = thousands(need),
            per = thousands(per),
            limit = limit
        )
    } else {
        tr!(
            "census-threads-past-machine",
            process = me,
            processes = processes,
            threads = thousands(need),
            limit = limit
        )
    };
    Err(Failure::usage(say(text)))
}

/// Refuses, before any process starts, a job whose processes all run on
/// this machine (`processes` of them, each with a table of `table_bytes`)
/// when their tables add up to more than its physical memory: each
/// process's `--max-memory` check sees only its own table.
pub fn check_tables_fit_together(processes: usize, table_bytes: u128, budget: u64) -> Result<(), Failure> {
    let Some(physical) = super::tokens::physical_memory() else {
        return Ok(());
    };
    let total = table_bytes.saturating_mul(processes as u128);
    if total <= u128::from(physical) {
        return Ok(());
    }
    Err(Failure::usage(say(tr!(
        "census-tables-past-machine",
        processes = processes,
        table = human_bytes(table_bytes),
        total = human_bytes(total),
        budget = budget_words(budget),
        physical = human_bytes(u128::from(physical))
    ))))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn threads_are_counted_as_the_audit_saw_them() {
        // P = 64 with 1 worker: the audit saw 8,257 threads at the peak.
        assert_eq!(threads_per_process(64, 1), 131);
        assert_eq!(threads_on_this_machine(64, 1), 64 * 131 + 63);
        assert_eq!(threads_per_process(1, 4), 8);
        assert_eq!(threads_on_this_machine(1, 4), 8);
    }

    #[test]
    fn a_job_past_the_kernel_limits_is_refused() {
        let read = |path: &str| std::fs::read_to_string(path).ok()?.trim().parse::<u64>().ok();
        let (Some(threads_max), Some(pid_max)) =
            (read("/proc/sys/kernel/threads-max"), read("/proc/sys/kernel/pid_max"))
        else {
            return; // not Linux
        };
        // 1,024 processes of 256 workers: 2.4 million threads.
        if threads_on_this_machine(1024, 256) <= threads_max.min(pid_max) {
            return; // a machine that could
        }
        let refused = check_threads(1024, 256, 0, true).unwrap_err();
        assert_eq!(refused.code, 2);
        assert!(
            refused.message.starts_with(
                "census: --processes 1024 on this machine needs about 2,362,367 threads (2,306 in each process"
            ),
            "{}",
            refused.message
        );
        check_threads(2, 1, 0, true).unwrap();
    }
}
