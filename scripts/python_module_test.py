"""The installed Python package, tested from inside its venv (run by
scripts/python-test.sh with the venv's python): the module's doctests, its
answers equal to the command's, generate()'s defaults equal to `gen`'s,
refusals in the module's own words, argument errors, Ctrl-C, `| head`, and
the page in `gridsolve serve`. With --serve-only, only the page."""

import doctest
import json
import os
import re
import signal
import subprocess
import sys
import sysconfig
import time
import urllib.request

import gridsolve

COMMAND = os.path.join(sysconfig.get_path("scripts"), "gridsolve")  # the console script


def run(*args, text=None):
    return subprocess.run([COMMAND, *args], input=text, capture_output=True, text=True, check=True).stdout


def serve_has_the_page():
    """`gridsolve serve` serves the page and its WebAssembly."""
    server = subprocess.Popen(
        [COMMAND, "serve", "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True
    )
    try:
        port = None
        # Line by line: iterating over the pipe would wait for a whole buffer.
        for line in iter(server.stdout.readline, ""):
            found = re.search(r"127\.0\.0\.1:(\d+)", line)
            if found:
                port = found.group(1)
                break
        assert port, "serve said no address"
        page = urllib.request.urlopen(f"http://127.0.0.1:{port}/").read().decode()
        assert "<html" in page, page[:200]
        wasm = urllib.request.urlopen(f"http://127.0.0.1:{port}/pkg/gridsolve_wasm_bg.wasm")
        assert wasm.headers["Content-Type"] == "application/wasm"
        assert wasm.read()[:4] == b"\0asm"
    finally:
        server.send_signal(signal.SIGINT)
        server.wait(timeout=10)


def doctests():
    failed, attempted = doctest.testmod(gridsolve, extraglobs={"gridsolve": gridsolve})
    assert attempted >= 15 and failed == 0, (failed, attempted)
    return attempted


def same_as_the_command():
    for problem in gridsolve.problems():
        text = gridsolve.generate(problem, 20, kind="mixed", seed=5)
        assert text == run("gen", problem, "--count", "20", "--kind", "mixed", "--seed", "5"), problem
        # gen's defaults: one case, mixed, seed 0.
        assert gridsolve.generate(problem) == run("gen", problem), problem
        cli = run(problem, text=text)
        assert getattr(gridsolve, problem)(text) == cli, problem
        assert gridsolve.check(problem, text, cli)["verdict"] == "accepted", problem
    board = "0110\n1001\n1101\n0010\n"
    cli = run("solve", "--moves", "plus", "--wrap", "--format", "json", "-", text=board)
    assert gridsolve.solve("plus", board, wrap=True) == json.loads(cli)
    grid = run("solve", "--moves", "plus", "--format", "grid", "-", text=board)
    assert gridsolve.solve("plus", board, format="grid") == grid


# Calls a user can get wrong: each must be refused in the module's words.
REFUSED = [
    lambda: gridsolve.solve("slide", "1 2\n3 0\n", wrap=True),
    lambda: gridsolve.solve("slide", "1 2\n3 0\n", states=3),
    lambda: gridsolve.solve("slide", "1 2\n3 0\n", goal="ones"),
    lambda: gridsolve.solve("slide", "1 2\n3 0\n", format="grid"),
    lambda: gridsolve.solve("swap", "10\n01\n"),
    lambda: gridsolve.solve("plus", "10\n01\n", target="01\n10\n"),
    lambda: gridsolve.solve("knight", "1*\n01\n"),
    lambda: gridsolve.solve("plus", "12\n01\n", states=3, algorithm="bfs"),
    lambda: gridsolve.solve("bogus", "1", states=3),
    lambda: gridsolve.solve("slide", "8 6 7\n2 5 4\n3 0 1\n", algorithm="idastar", limit=1000),
    lambda: gridsolve.solve("plus", ("0" * 1100 + "\n") * 1100),
    lambda: gridsolve.explain("plus", ("0" * 800 + "\n") * 800),
    lambda: gridsolve.answer("p1379", "12345678x\n"),
    lambda: gridsolve.answer("poj1753", "bwwb\n", algorithm="dfs"),
    lambda: gridsolve.generate("poj1753", 10**9),
    lambda: gridsolve.generate("poj2965", kind="unsolvable"),
]


def refusals_name_arguments_never_flags():
    for call in REFUSED:
        try:
            result = call()
        except gridsolve.GridsolveError as error:
            message = str(error)
            assert "--" not in message and "FILE" not in message, message
        else:
            raise AssertionError(f"not refused: {result!r:.200}")
    try:
        gridsolve.solve("slide", "8 6 7\n2 5 4\n3 0 1\n", algorithm="idastar", limit=1000)
    except gridsolve.GridsolveError as error:
        assert str(error) == (
            'algorithm="idastar" stopped at its work limit of 1000 states without an answer (raise it with limit=)'
        ), error
        assert error.kind == "cannot"
    try:
        gridsolve.solve("plus", ("0" * 1100 + "\n") * 1100)
    except gridsolve.GridsolveError as error:
        assert 'format="grid"' in str(error), error
    try:
        gridsolve.solve("slide", "1 2\n3 0\n", wrap=True, lang="zh")
    except gridsolve.GridsolveError as error:
        assert str(error) == 'wrap=True 用于翻转规则，不用于 moves="slide"', error


# Wrong types and values: TypeError or ValueError naming the argument.
ARGUMENTS = [
    (lambda: gridsolve.solve("plus", "01\n10\n", states=float("nan")), TypeError, "'states'"),
    (lambda: gridsolve.solve("plus", "01\n10\n", states=1), ValueError, "'states'"),
    (lambda: gridsolve.solve("plus", "01\n1\ud800\n"), ValueError, "'start'"),
    (lambda: gridsolve.solve("plus", "01\n10\n", lang=None), TypeError, "'lang'"),
    (lambda: gridsolve.solve("plus", "01\n10\n", lang="fr"), ValueError, "'lang'"),
    (lambda: gridsolve.solve("plus", 5), TypeError, "'start'"),
    (lambda: gridsolve.solve("plus", "01\n10\n", wrap=1), TypeError, "'wrap'"),
    (lambda: gridsolve.solve("plus", "01\n10\n", limit=0), ValueError, "'limit'"),
    (lambda: gridsolve.solve("plus", "01\n10\n", format="xml"), ValueError, "'format'"),
    (lambda: gridsolve.solve("plus", "01\n10\n", progress=3), TypeError, "'progress'"),
    (lambda: gridsolve.generate("poj1753", -1), ValueError, "'count'"),
    (lambda: gridsolve.generate("poj1753", 2**64), ValueError, "'count'"),
    (lambda: gridsolve.generate("poj1753", seed="7"), TypeError, "'seed'"),
    (lambda: gridsolve.check("poj1753", "bwwb\n", b"4\n"), TypeError, "'output'"),
]


def argument_errors_name_the_argument():
    for call, kind, name in ARGUMENTS:
        try:
            call()
        except kind as error:
            assert name in str(error), error
        else:
            raise AssertionError(f"no {kind.__name__} for {name}")


def progress_is_told_and_may_stop():
    korf1 = "14 13 15 7\n11 12 9 5\n6 0 2 1\n4 8 10 3\n"
    goal = "0 1 2 3\n4 5 6 7\n8 9 10 11\n12 13 14 15\n"
    seen = []

    def stop(work, limit):
        seen.append((work, limit))
        raise RuntimeError("enough")

    try:
        gridsolve.solve("slide", korf1, target=goal, algorithm="idastar", progress=stop)
        raise AssertionError("the callback's exception was not raised")
    except RuntimeError:
        pass
    assert seen and seen[0][1] == gridsolve.DEFAULT_LIMIT and seen[0][0] > 0, seen


def interrupted_within(call, tries=3, work_stops=False):
    """The best of `tries` times from SIGINT to KeyboardInterrupt in a child
    that runs `call`, in seconds; each must end within 2 s. With
    `work_stops`, the search's thread must be gone within 1 s as well."""
    code = (
        "import os, time, gridsolve\nprint('ready', flush=True)\n"
        f"try:\n    {call}\n    print('finished')\n"
        "except KeyboardInterrupt:\n    at = time.monotonic()\n"
        "    while len(os.listdir('/proc/self/task')) > 1 and time.monotonic() < at + 1:\n        time.sleep(0.01)\n"
        "    print('interrupted', at, len(os.listdir('/proc/self/task')))\n"
    )
    best = None
    for _ in range(tries):
        child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, text=True)
        assert child.stdout.readline().strip() == "ready"
        time.sleep(0.5)
        sent = time.monotonic()
        child.send_signal(signal.SIGINT)
        out, _ = child.communicate(timeout=30)
        assert time.monotonic() - sent < 2, "the child did not end within 2 s of SIGINT"
        assert out.startswith("interrupted"), out
        took = float(out.split()[1]) - sent
        if work_stops and os.path.isdir("/proc/self/task"):
            assert out.split()[2] == "1", f"the search's thread still runs 1 s after Ctrl-C: {call}"
        best = took if best is None else min(best, took)
    return best


def ctrl_c_interrupts():
    bfs = 'gridsolve.solve("plus", ("0" * 8 + "\\n") * 7 + "1" * 8 + "\\n", algorithm="bfs", limit=10**12)'
    answers = 'gridsolve.answer("p2324", gridsolve.generate("p2324", 10, kind="random", seed=3), algorithm="bfs")'
    korf88 = (
        'gridsolve.solve("slide", "15 2 12 11\\n14 13 9 5\\n1 3 8 7\\n0 10 6 4\\n",'
        ' target="0 1 2 3\\n4 5 6 7\\n8 9 10 11\\n12 13 14 15\\n", algorithm="idastar", limit=10**12)'
    )
    times = {
        "solve (bfs, 8x8)": interrupted_within(bfs),
        "solve (idastar, Korf #88)": interrupted_within(korf88, work_stops=True),
        "answer (p2324, bfs)": interrupted_within(answers),
    }
    for name, took in times.items():
        assert took < 0.2, f"{name}: KeyboardInterrupt {took * 1000:.0f} ms after SIGINT"
    # The console script ends at Ctrl-C as the native command does: by the signal.
    command = subprocess.Popen([COMMAND, "solve", "--moves", "plus", "--algorithm", "bfs", "-"], stdin=subprocess.PIPE)
    command.stdin.write((("0" * 8 + "\n") * 7 + "1" * 8 + "\n").encode())
    command.stdin.close()
    time.sleep(0.5)
    sent = time.monotonic()
    command.send_signal(signal.SIGINT)
    code = command.wait(timeout=10)
    assert code == -signal.SIGINT, code
    times["the command"] = time.monotonic() - sent
    return ", ".join(f"{name} {took * 1000:.0f} ms" for name, took in times.items())


def a_closed_pipe_is_a_quiet_exit():
    shell = subprocess.run(
        f"'{COMMAND}' gen poj1753 --count 200000 | head -1 >/dev/null; echo ${{PIPESTATUS[0]}}",
        shell=True, executable="/bin/bash", capture_output=True, text=True, check=True,
    )
    assert shell.stdout.strip() == "0" and shell.stderr == "", (shell.stdout, shell.stderr)


if __name__ == "__main__":
    if "--serve-only" in sys.argv:
        serve_has_the_page()
        print("python-test: the sdist's gridsolve serve has the page and its WebAssembly")
        sys.exit(0)
    attempted = doctests()
    same_as_the_command()
    refusals_name_arguments_never_flags()
    argument_errors_name_the_argument()
    progress_is_told_and_may_stop()
    latency = ctrl_c_interrupts()
    a_closed_pipe_is_a_quiet_exit()
    serve_has_the_page()
    version = os.environ.get("GRIDSOLVE_VERSION")
    assert version is None or gridsolve.__version__ == version
    print(
        f"python-test: gridsolve {gridsolve.__version__}: {attempted} doctests, 9 problems as the command answers"
        f" them, {len(REFUSED)} refusals and {len(ARGUMENTS)} argument errors in the module's words,"
        f" Ctrl-C: {latency}, | head, the page in serve"
    )
