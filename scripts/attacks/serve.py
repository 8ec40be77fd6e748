#!/usr/bin/env python3
"""Attacks on `gridsolve serve` kept from issue 20's audit, each with its
expected outcome. Traffic goes only to 127.0.0.1; every loop is capped in
count and time. Prints one line per attack; exits 1 if any outcome differs.

Run by scripts/attack-test.sh with GRIDSOLVE_BIN set to the binary under test.
"""

import json
import re
import os
import resource
import socket
import subprocess
import sys
import threading
import time

BIN = os.environ.get("GRIDSOLVE_BIN", "target/debug/gridsolve")
HARD = '{"puzzle":"flip","start":["00010","10001","10110","00101","01010"],"algorithm":"astar"}'
SMALL = '{"puzzle":"flip","start":["bwwb","bbwb","bwwb","bwww"],"algorithm":"bfs"}'
failures = []


BIG = '{"puzzle":"slide","start":["8 6 7","2 5 4","3 0 1"],"algorithm":"table","limit":100000}'


def start(descriptors=None):
    """Starts the server; `descriptors` sets its RLIMIT_NOFILE (soft and hard)."""

    def limit():
        if descriptors:
            resource.setrlimit(resource.RLIMIT_NOFILE, (descriptors, descriptors))

    # The URL is the first line on stdout: "... at http://127.0.0.1:PORT/ ...".
    server = subprocess.Popen(
        [BIN, "serve", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, preexec_fn=limit
    )
    line = server.stdout.readline()
    port = int(re.search(r"127\.0\.0\.1:(\d+)/", line).group(1))
    return server, port


def raw(port, request, timeout=20):
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
        s.sendall(request.encode())
        chunks = []
        while True:
            try:
                data = s.recv(65536)
            except socket.timeout:
                break
            if not data:
                break
            chunks.append(data)
    return b"".join(chunks).decode("utf-8", "replace")


def post(port, body, path="/api/trace", content_type="application/json", extra=""):
    return raw(
        port,
        f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n"
        f"Content-Type: {content_type}\r\n{extra}Content-Length: {len(body)}\r\n\r\n{body}",
    )


def status(reply):
    parts = reply.split(" ", 2)
    return int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else 0


STARTED = time.monotonic()


def expect(name, ok, detail):
    print(f"{'ok  ' if ok else 'FAIL'} {name}: {detail} [{time.monotonic() - STARTED:.1f} s]", flush=True)
    if not ok:
        failures.append(name)


def fairness(port):
    """50 clients loop hard searches for a few seconds; a 4x4 trace must
    still answer quickly (the fast lane). Issue goal: p99 under 200 ms on a
    release build; the suite asserts 1 s, for debug builds on busy CI."""
    stop = time.monotonic() + 6
    counts = {"hard": 0}

    def loop():
        while time.monotonic() < stop:
            try:
                post(port, HARD, extra="")
                counts["hard"] += 1
            except OSError:
                pass

    threads = [threading.Thread(target=loop, daemon=True) for _ in range(50)]
    for t in threads:
        t.start()
    time.sleep(0.5)
    latencies = []
    statuses = set()
    while time.monotonic() < stop and len(latencies) < 60:
        began = time.monotonic()
        reply = post(port, SMALL)
        latencies.append(time.monotonic() - began)
        statuses.add(status(reply))
    for t in threads:
        t.join(timeout=30)
    latencies.sort()
    p50 = latencies[len(latencies) // 2] * 1000
    p99 = latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))] * 1000
    expect(
        "fairness: 4x4 trace under 50 hard loopers",
        statuses == {200} and p99 < 1000,
        f"{len(latencies)} traces, statuses {sorted(statuses)}, p50 {p50:.0f} ms, p99 {p99:.0f} ms, {counts['hard']} hard replies",
    )


def cross_site(port):
    for header, want in [("Sec-Fetch-Site: cross-site", 403), ("Origin: http://evil.example", 403), ("Sec-Fetch-Site: same-origin", 200)]:
        reply = raw(port, f"GET /api/trace?puzzle=flip&start=10,00&algorithm=astar HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n{header}\r\nConnection: close\r\n\r\n")
        expect(f"cross-site GET ({header})", status(reply) == want, f"status {status(reply)}, expected {want}")


def hosts_and_types(port):
    reply = raw(port, f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nHost: evil.example\r\nConnection: close\r\n\r\n")
    expect("two Host headers", status(reply) == 400 and '"error"' in reply, f"status {status(reply)}")
    reply = raw(port, f"GET http://evil.example/ HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n")
    expect("absolute-form URI naming another host", status(reply) == 421, f"status {status(reply)}")
    reply = post(port, SMALL, content_type="application/jsonx")
    expect("application/jsonx", status(reply) == 400, f"status {status(reply)}")


def wording(port):
    reply = post(port, '{"puzzle":"flip","start":["1"],"limit":1.8446744073709552e19}')
    body = reply.split("\r\n\r\n", 1)[-1]
    try:
        message = json.loads(body)["error"]
    except (ValueError, KeyError):
        message = body
    expect(
        "serde's wording does not leak",
        status(reply) == 400 and 'field "limit"' in message and "invalid type" not in message,
        message[:100],
    )
    reply = post(port, "{")
    expect("broken JSON says where", status(reply) == 400 and "line 1, column" in reply, reply.split("\r\n\r\n", 1)[-1][:80])


def budget(port):
    reply = post(port, HARD)
    body = reply.split("\r\n\r\n", 1)[-1]
    expect(
        "a hard search is cut by its states budget, named",
        status(reply) in (200, 422) and (status(reply) == 200 or "1000000 states" in body),
        f"status {status(reply)}: {body[:100]}",
    )


def peak_memory_mb(pid):
    with open(f"/proc/{pid}/status") as status_file:
        for line in status_file:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return 0


def body_of(reply):
    return reply.split("\r\n\r\n", 1)[-1]


def slow_readers(server, port):
    """Issue 20: connections that ask for a 7 MB trace and never read grew
    the server by 7 MB each (2,305 of them: 2.3 GB). Now unsent replies are
    bounded in all (192 MiB for large ones) and a client that reads nothing
    for 10 s is dropped. 60 such connections here: 420 MB of replies."""
    count = 60
    request = (
        f"POST /api/trace HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
        f"Connection: close\r\nContent-Length: {len(BIG)}\r\n\r\n{BIG}"
    )
    idle = []
    for _ in range(count):
        s = socket.socket()
        # A small receive window (set before connecting, so it is what the
        # kernel offers), so that the reply stalls in the server, not here.
        s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 65536)
        s.settimeout(30)
        s.connect(("127.0.0.1", port))
        s.sendall(request.encode())
        idle.append(s)
    # Searches run 2 at a time; give them time to finish and their replies to pile up.
    began = time.monotonic()
    time.sleep(8)
    peak = peak_memory_mb(server.pid)
    reply = post(port, SMALL)
    expect(
        "slow readers: memory held for unsent replies is bounded",
        peak < 400,
        f"{count} unread 7 MB traces, server peak {peak:.0f} MB (bound 192 MiB of large replies + 64 MiB of small)",
    )
    expect("slow readers: others still answered", status(reply) == 200, f"status {status(reply)} during the attack")
    # Past the write deadline every unread connection must be gone: reading
    # now ends (EOF or reset) before a whole 7 MB reply has come.
    time.sleep(max(0, 10 + 4 - (time.monotonic() - began)))
    cut = refused = 0
    for s in idle:
        head, size = b"", 0
        s.settimeout(2)
        try:
            while True:
                data = s.recv(1 << 20)
                if not data:
                    break
                if len(head) < 200:
                    head += data[:200]
                size += len(data)
        except OSError:
            pass
        s.close()
        code = status(head.decode("latin-1"))
        refused += code == 503
        cut += code == 200 and size < 7_000_000
    expect(
        "slow readers: dropped after the write deadline, or refused at once",
        cut + refused == count and cut > 0 and refused > 0,
        f"of {count} unread 7 MB traces, {cut} cut off at the write deadline, {refused} refused with 503 (no room)",
    )
    reply = post(port, BIG)
    expect("slow readers: the memory comes back", status(reply) == 200, f"a 7 MB trace afterwards: status {status(reply)}")


def descriptors(limit, sockets):
    """Issue 20: under `ulimit -n 1024`, 1,100 idle sockets stalled `GET /`
    for 4.4 s; at the default limit, a client holding 4,096 idle sockets got
    56 % of everyone else's requests reset. The server now sizes its socket
    cap from the real limit and closes the oldest idle connection to admit a
    new one. `limit` None leaves the server its default limit."""
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    if hard != resource.RLIM_INFINITY and hard < sockets + 100:
        expect(f"descriptors: {sockets} idle sockets", True, f"skipped: this client may open only {hard} files")
        return
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    server, port = start(descriptors=limit)
    held = []
    try:
        for _ in range(sockets):
            try:
                held.append(socket.create_connection(("127.0.0.1", port), timeout=5))
            except OSError:
                break
        time.sleep(0.5)
        latencies = []
        statuses = set()
        for _ in range(20):
            began = time.monotonic()
            try:
                reply = raw(port, f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n", timeout=10)
            except OSError:
                reply = ""
            latencies.append(time.monotonic() - began)
            statuses.add(status(reply))
        worst = max(latencies) * 1000
        expect(
            f"descriptors: GET / beside {sockets} idle sockets, limit {limit or 'default'}",
            statuses == {200} and worst < 500,
            f"{len(held)} idle sockets held, 20 requests: statuses {sorted(statuses)} (0: reset), slowest {worst:.0f} ms",
        )
    finally:
        for s in held:
            s.close()
        server.kill()
        server.wait()


def errors_in_json(port):
    """Issue 20: hyper's own 431 and 400 had empty bodies, a bad chunk size got plain text."""
    for name, request, want in [
        ("a 70 KB header", f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\nX-Big: {'a' * 70000}\r\n\r\n", 431),
        ("a request line that is not HTTP", "GARBAGE\r\n\r\n", 400),
        (
            "a bad chunk size",
            f"POST /api/trace HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
            "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\nabc\r\n0\r\n\r\n",
            400,
        ),
    ]:
        reply = raw(port, request, timeout=5)
        try:
            message = json.loads(body_of(reply))["error"]
        except (ValueError, KeyError, TypeError):
            message = None
        expect(
            f"errors in JSON: {name}",
            status(reply) == want and bool(message),
            f"status {status(reply)}, body {body_of(reply)[:90]!r}",
        )


def main():
    server, port = start()
    try:
        slow_readers(server, port)
        cross_site(port)
        hosts_and_types(port)
        wording(port)
        errors_in_json(port)
        budget(port)
        fairness(port)
    finally:
        server.kill()
        server.wait()
    descriptors(1024, 1100)
    descriptors(None, 4200)
    if failures:
        print(f"serve.py: {len(failures)} attack(s) had another outcome: {', '.join(failures)}")
        sys.exit(1)
    print("serve.py: every attack had its expected outcome")


if __name__ == "__main__":
    main()
