#!/usr/bin/env python3
"""Attacks on `gridsolve serve` kept from issue 20's audit, each with its
expected outcome. Traffic goes only to 127.0.0.1; every loop is capped in
count and time. Prints one line per attack; exits 1 if any outcome differs.

Run by scripts/attack-test.sh with GRIDSOLVE_BIN set to the binary under test.
"""

import json
import re
import os
import socket
import subprocess
import sys
import threading
import time

BIN = os.environ.get("GRIDSOLVE_BIN", "target/debug/gridsolve")
HARD = '{"puzzle":"flip","start":["00010","10001","10110","00101","01010"],"algorithm":"astar"}'
SMALL = '{"puzzle":"flip","start":["bwwb","bbwb","bwwb","bwww"],"algorithm":"bfs"}'
failures = []


def start():
    # The URL is the first line on stdout: "... at http://127.0.0.1:PORT/ ...".
    server = subprocess.Popen([BIN, "serve", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
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


def expect(name, ok, detail):
    print(f"{'ok  ' if ok else 'FAIL'} {name}: {detail}")
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


def main():
    server, port = start()
    try:
        cross_site(port)
        hosts_and_types(port)
        wording(port)
        budget(port)
        fairness(port)
    finally:
        server.kill()
        server.wait()
    if failures:
        print(f"serve.py: {len(failures)} attack(s) had another outcome: {', '.join(failures)}")
        sys.exit(1)
    print("serve.py: every attack had its expected outcome")


if __name__ == "__main__":
    main()
