"""gridsolve for Python: grid puzzles of the flip, toggle, swap and slide
kind, solved optimally; answers judged; test cases generated.

Every function answers as the ``gridsolve`` command line does, because it
is the same Rust core (and the ``gridsolve`` command this package installs
is that command line, in this module): ``solve`` returns the JSON of
``gridsolve solve --format json`` as Python values (the same field names);
a refusal raises ``GridsolveError`` naming this module's arguments, in
``lang``'s language (a language tag for English or Chinese: ``en``,
``zh``, ``zh-CN``, in any case; a ``lang`` that names neither: in both); a wrong type raises ``TypeError`` and a value out of
range ``ValueError``, naming the function and the argument, in English
whatever ``lang`` says, as Python's own (``solve() got an unexpected
keyword argument``) are: they tell the program's author of a mistake in the
call, before ``lang`` itself is known to be good. Ctrl-C stops any call
with ``KeyboardInterrupt`` within a fraction of a second, and other threads
run while it works.

Sliding boards over 9 cells are solved on pattern databases kept in the
command line's cache directory (``$GRIDSOLVE_CACHE_DIR``, else the
platform's, such as ``~/.cache/gridsolve``; or ``cache_dir=``), so the
module and the command build them once between them and give the same
answers with the same node counts. What happens to them is logged on the
``gridsolve`` logger (a build at INFO, a table that could not be saved at
WARNING) and told to ``on_tables=``.

>>> import gridsolve
>>> answer = gridsolve.solve("cross", "-+--\\n----\\n----\\n-+--\\n")
>>> answer["moves"], answer["optimal"], answer["presses"][0]
(6, True, [1, 1])
>>> gridsolve.poj1753("bwwb\\nbbwb\\nbwwb\\nbwww\\n")
'4\\n'
"""

from __future__ import annotations

# The standard library under private names, and typing's names for type
# checkers alone (the annotations are strings): `dir(gridsolve)` is the API
# and nothing else (tested).
import json as _json
import logging as _logging
import os as _os
import sys as _sys
import typing as _typing

from . import _core

if _typing.TYPE_CHECKING:
    import os
    from typing import Any, Callable, Dict, List, Optional, Union

# The future import's name; the import itself has done its work.
del annotations

__all__ = [
    "DEFAULT_LIMIT",
    "MAX_LISTED_CELLS",
    "MAX_GENERATED",
    "PATTERNS",
    "MAX_THREADS",
    "GridsolveError",
    "solve",
    "explain",
    "answer",
    "check",
    "generate",
    "problems",
    "version",
    "main",
    "poj1753",
    "poj2965",
    "p1225",
    "p4289",
    "p1379",
    "hdu1043",
    "p2324",
    "poj3279",
    "poj1222",
]

#: The version of gridsolve this module was built from: the same as
#: ``gridsolve --version`` prints (both come from the workspace's Cargo.toml).
__version__: str = _core.version()

#: A search's work limit unless ``limit=`` says otherwise: the command line's.
DEFAULT_LIMIT: int = _core.DEFAULT_LIMIT
#: Most cells of a board answered as lists (``format="json"`` or ``"text"``);
#: past it, ``format="grid"``.
MAX_LISTED_CELLS: int = _core.MAX_LISTED_CELLS
#: Most cases ``generate`` makes in one call.
MAX_GENERATED: int = _core.MAX_GENERATED

#: The partitions ``patterns=`` takes (``"6-6-3"`` is the default's name on 4x4).
PATTERNS: List[str] = ["auto", "default", "6-6-3", "7-8", "6-6-6-6"]
#: Most threads ``threads=`` takes (0: one per core).
MAX_THREADS: int = 256

_U64 = (1 << 64) - 1
_log = _logging.getLogger("gridsolve")


class GridsolveError(ValueError):
    """A request gridsolve refused. ``str(error)`` says why in this
    module's words (which argument, which line and column of a board);
    ``kind`` is ``usage``, ``bad_input``, ``limit`` or ``cannot``.

    >>> try:
    ...     gridsolve.solve("plus", "01\\n2\\n")
    ... except gridsolve.GridsolveError as e:
    ...     print(e.kind, "|", e)
    bad_input | start: line 2, column 1: expected a cell ('0' or '1', '.' or '#', 'w' or 'b', '-' or '+'), found '2'
    """

    def __init__(self, message: str, kind: str) -> None:
        super().__init__(message)
        self.kind = kind


def _core_call(function, *args, **kwargs):
    try:
        return function(*args, **kwargs)
    except _core.CoreError as error:
        message, kind = error.args
        raise GridsolveError(message, kind) from None


# The arguments' checks: Python's own exceptions, naming the argument, before
# anything reaches the core (a float's NaN or a lone surrogate would otherwise
# be a JSON error about a request the caller never wrote).


def _text(function: str, name: str, value: Any, *, optional: bool = False) -> Optional[str]:
    if value is None and optional:
        return None
    if not isinstance(value, str):
        wanted = "str or None" if optional else "str"
        raise TypeError(f"{function}() argument '{name}' must be {wanted}, not {type(value).__name__}")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as error:
        raise ValueError(
            f"{function}() argument '{name}' is not valid text: a lone surrogate "
            f"{value[error.start]!r} at index {error.start}"
        ) from None
    return value


def _whole(function: str, name: str, value: Any, least: int, most: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{function}() argument '{name}' must be int, not {type(value).__name__}")
    if not least <= value <= most:
        raise ValueError(f"{function}() argument '{name}' must be from {least} to {most}, not {value}")
    return int(value)


def _flag(function: str, name: str, value: Any) -> bool:
    if not isinstance(value, bool):
        raise TypeError(f"{function}() argument '{name}' must be bool, not {type(value).__name__}")
    return value


def _callback(function: str, name: str, value: Any) -> Optional[Callable[[int, int], Any]]:
    if value is not None and not callable(value):
        raise TypeError(f"{function}() argument '{name}' must be callable or None, not {type(value).__name__}")
    return value


def _cache_dir(function: str, value: Any) -> Optional[str]:
    if value is None:
        return None
    if not isinstance(value, (str, _os.PathLike)):
        raise TypeError(f"{function}() argument 'cache_dir' must be str, os.PathLike or None, not {type(value).__name__}")
    path = _os.fspath(value)
    if not isinstance(path, str):
        raise TypeError(f"{function}() argument 'cache_dir' must be a text path, not {type(path).__name__}")
    if path == "":
        raise ValueError(f"{function}() argument 'cache_dir' must name a directory, not ''")
    return _text(function, "cache_dir", path)


def _tables_heard(function: str, on_tables: Any) -> Callable[[str], None]:
    """What the native module calls with each table event (JSON): logged on
    the ``gridsolve`` logger, then given to ``on_tables`` as a dict."""
    told = _callback(function, "on_tables", on_tables)

    def heard(text: str) -> None:
        event = _json.loads(text)
        message = event.get("message")
        if message is not None:
            _log.log(_logging.WARNING if event["event"] == "not_saved" else _logging.INFO, "%s", message)
        if told is not None:
            told(event)

    return heard


# The words of `algorithm=`, `format=`, `patterns=`, `goal=`, `kind=` and
# `lang=` are checked by the core, whose refusal names the argument as it
# was given (`algorithm="xyz" is not one of auto, ...`) in `lang`'s
# language; a `lang` it does not take, in both (the native module's
# `lang_named`: the tags are every front door's, `Lang::from_tag`).


def _search(function: str, patterns: Any, threads: Any) -> Dict[str, Any]:
    return {
        "patterns": _text(function, "patterns", patterns),
        "threads": _whole(function, "threads", threads, 0, MAX_THREADS),
    }


def _request(function: str, moves, start, states, wrap, goal, goal_board, target, buttons, algorithm, limit, lang, **extra) -> str:
    request: Dict[str, Any] = {
        "moves": _text(function, "moves", moves),
        "start": _text(function, "start", start),
        "wrap": _flag(function, "wrap", wrap),
        "algorithm": _text(function, "algorithm", algorithm),
        "limit": _whole(function, "limit", limit, 1, _U64),
        "lang": _text(function, "lang", lang),
    }
    # Two states is no choice made: a refusal then names `states=` alone.
    if _whole(function, "states", states, 2, 255) != 2:
        request["states"] = states
    named = (("goal", goal), ("goal_board", goal_board), ("target", target), ("buttons", buttons))
    for name, value in named:
        if _text(function, name, value, optional=True) is not None:
            request[name] = value
    request.update(extra)
    return _json.dumps(request)


def solve(
    moves: str,
    start: str,
    *,
    states: int = 2,
    wrap: bool = False,
    goal: Optional[str] = None,
    goal_board: Optional[str] = None,
    target: Optional[str] = None,
    buttons: Optional[str] = None,
    algorithm: str = "auto",
    format: str = "json",
    limit: int = DEFAULT_LIMIT,
    patterns: str = "auto",
    threads: int = 1,
    stats: bool = False,
    cache_dir: Optional[Union[str, "os.PathLike[str]"]] = None,
    progress: Optional[Callable[[int, int], Any]] = None,
    on_tables: Optional[Callable[[Dict[str, Any]], Any]] = None,
    lang: str = "en",
) -> Union[Dict[str, Any], str]:
    """Solves a puzzle given in the command line's words, boards as text.

    ``moves`` is ``plus``, ``cross``, ``stencil:ROWS``, ``swap``, ``slide`` or
    ``knight`` (or ``buttons``, with ``buttons`` the text of a buttons file:
    one line per button, its cells as ROW,COL); ``start`` the board, one
    line per row; ``states`` K-state cells; ``wrap`` a stencil that wraps
    around the edges (a torus);
    ``goal`` ``zeros``, ``ones`` or ``uniform`` (or a ``goal_board``);
    ``target`` a swap puzzle's target or the goal of a sliding or knight
    board. ``format="json"`` (the default) gives ``gridsolve solve --format
    json``'s answer as a dict; ``"text"`` the text the command prints;
    ``"grid"`` the press grid (one row of ``0``/``1`` per board row), the
    one form for boards over ``MAX_LISTED_CELLS`` cells. A search stops at
    ``limit`` states (nodes for IDA*), shared by every search of the call (a
    refusal quotes ``limit`` as given); ``progress(work, limit)`` is called
    about every 50 ms while the call runs, also while pattern databases load
    or build and the work stands still (raise in it to stop the call);
    ``work`` is the nodes so far, told by the search every 65,536 of them
    (with ``threads`` above 1, every 65,536 of the calling thread's, counting
    every thread's nodes). ``lang`` (``en`` or
    ``zh``, any case, with subtags such as ``zh-CN``) is the language of the text and of a refusal's message (a
    ``lang`` that is neither is refused in both).

    Sliding boards over 9 cells (``algorithm="auto"``) are solved by IDA* on
    pattern databases, as ``gridsolve solve`` does: ``patterns`` picks the
    partition (``"auto"``: 7-8 on 4x4 or 6-6-6-6 on 5x5 when already built,
    else the default, 6-6-3 on 4x4, seconds to build; ``"7-8"`` and
    ``"6-6-6-6"`` are built once if missing, minutes and up to 1 GB), kept
    in ``cache_dir`` (default: the command line's cache directory) and built
    on every core; a partition that does not fit the board, or ``patterns``
    with another ``algorithm`` or puzzle (where no table is used), is
    refused naming ``patterns``. The tables read or built stay in the
    process, read and checked, for the next call on the same files (at most
    1 GiB, the ones used longest ago dropped first; a file changed since is
    read again). ``threads`` splits that search as ``--threads`` does (0:
    one per core); ``stats=True`` adds the ``stats`` of ``--stats``: the
    work counters, the time, and for pattern databases which partition
    answered (``patterns``) and whether it came from the cache
    (``patterns_from_store``). ``on_tables(event)`` is told, as a dict, what
    happens to the tables: ``building`` (before a build: ``partition``,
    ``tables``, ``entries``, ``place``), ``progress`` (``done`` of
    ``total`` placements, about every 50 ms), ``loaded``, ``built``,
    ``rebuilt`` and ``not_saved`` (``location``, ``why``), with the command
    line's line as ``message``; Ctrl-C stops a build too.

    >>> gridsolve.solve("slide", "1 2 3\\n4 5 6\\n0 7 8\\n")["path"]
    'rr'
    >>> gridsolve.solve("swap", "10\\n01\\n", target="01\\n10\\n")["swaps"]
    [[1, 1, 2, 1], [1, 2, 2, 2]]
    >>> answer = gridsolve.solve("plus", "12\\n01\\n", states=3)
    >>> answer["solvable"], answer["kernel"]
    (False, [3])
    >>> gridsolve.solve("buttons", "11\\n02\\n", states=3, buttons="1,1 1,2\\n2,2\\n")["buttons"]
    [1, 1, 2]
    >>> print(gridsolve.solve("plus", "110\\n100\\n000\\n", format="grid"), end="")
    100
    000
    000
    >>> answer = gridsolve.solve("slide", "6 1 2 3 4\\n0 7 8 9 5\\n", stats=True)
    >>> answer["path"], answer["stats"]["patterns"], answer["stats"]["states_expanded"]
    ('urrrrd', '9', 6)
    >>> gridsolve.solve("slide", "8 6 7\\n2 5 4\\n3 0 1\\n", algorithm="idastar", limit=1000)
    Traceback (most recent call last):
    gridsolve.GridsolveError: algorithm="idastar" stopped at its work limit of 1000 states without an answer (raise it with limit=)
    >>> gridsolve.solve("plus", "10\\n01\\n", algorithm="dfs")
    Traceback (most recent call last):
    gridsolve.GridsolveError: algorithm="dfs" is not one of auto, linear, matching, bfs, bibfs, astar, idastar, table
    """
    # `stats=True` with `format="grid"` is the core's to refuse, in `lang`.
    request = _request(
        "solve", moves, start, states, wrap, goal, goal_board, target, buttons, algorithm, limit, lang,
        format=_text("solve", "format", format), stats=_flag("solve", "stats", stats),
        **_search("solve", patterns, threads),
    )
    text = _core_call(
        _core.solve_request, request, limit, _callback("solve", "progress", progress),
        _cache_dir("solve", cache_dir), _tables_heard("solve", on_tables), lang,
    )
    return _json.loads(text) if format == "json" else text


def explain(
    moves: str,
    start: str,
    *,
    states: int = 2,
    wrap: bool = False,
    goal: Optional[str] = None,
    goal_board: Optional[str] = None,
    target: Optional[str] = None,
    buttons: Optional[str] = None,
    algorithm: str = "auto",
    limit: int = DEFAULT_LIMIT,
    patterns: str = "auto",
    threads: int = 1,
    cache_dir: Optional[Union[str, "os.PathLike[str]"]] = None,
    progress: Optional[Callable[[int, int], Any]] = None,
    on_tables: Optional[Callable[[Dict[str, Any]], Any]] = None,
    lang: str = "en",
) -> str:
    """The answer as ``gridsolve solve --explain`` prints it: the moves,
    then every step drawn, in English or (``lang="zh"``) in Chinese. The
    other arguments are ``solve``'s (a drawing is text: there is no
    ``format``; past the drawing's size, ``solve(..., format="grid")``).

    >>> print(gridsolve.explain("slide", "1 2 3\\n4 5 6\\n7 0 8\\n"))  # doctest: +NORMALIZE_WHITESPACE
    solvable: yes
    moves: 1 (proven minimum)
    path: r (where the blank moves: u/d/l/r)
      target     start      1. r
       1  2  3    1  2  3    1  2  3
       4  5  6    4  5  6    4  5  6
       7  8  .    7  .  8    7 [8] .
    algorithm: idastar
    >>> print(gridsolve.explain("plus", "110\\n100\\n000\\n", lang="zh").split("\\n  ")[0])
    可解：是
    步数：1（已证明最少）
    按键：按 (1, 1)
    """
    request = _request(
        "explain", moves, start, states, wrap, goal, goal_board, target, buttons, algorithm, limit, lang,
        format="text", explain=True, **_search("explain", patterns, threads),
    )
    return _core_call(
        _core.solve_request, request, limit, _callback("explain", "progress", progress),
        _cache_dir("explain", cache_dir), _tables_heard("explain", on_tables), lang,
    )


def answer(problem: str, input: str, *, algorithm: str = "auto", lang: str = "en") -> str:
    """The judge's output for a whole ``input`` of a judge ``problem`` (a
    name of ``problems()``), as ``gridsolve PROBLEM`` prints it; ``algorithm``
    as ``solve``'s, ``lang`` the language of a refusal.

    >>> gridsolve.answer("poj2965", "-+--\\n----\\n----\\n-+--\\n")
    '6\\n1 1\\n1 3\\n1 4\\n4 1\\n4 3\\n4 4\\n'
    """
    return _answer("answer", _text("answer", "problem", problem), input, algorithm, lang)


def _answer(function: str, problem: str, input: Any, algorithm: Any, lang: Any) -> str:
    """``answer``'s work, its arguments' mistakes told as ``function``'s."""
    return _core_call(
        _core.answer,
        problem,
        _text(function, "input", input),
        _text(function, "algorithm", algorithm),
        _text(function, "lang", lang),
    )


def check(problem: str, input: str, output: str, answer: Optional[str] = None, *, minimum: bool = False) -> Dict[str, str]:
    """Judges a contestant's ``output`` for the ``input`` of a judge
    ``problem`` as ``gridsolve check`` does: every
    answer must be a minimum and replay to the goal. ``answer`` is the jury's
    (gridsolve's own when omitted); ``minimum`` asks HDU 1043 for a shortest
    path rather than any. The verdict and its reason are the judges'
    protocol, in English.

    >>> gridsolve.check("poj1753", "bwwb\\nbbwb\\nbwwb\\nbwww\\n", "5\\n")["verdict"]
    'wrong answer'
    """
    problem = _text("check", "problem", problem)
    input = _text("check", "input", input)
    output = _text("check", "output", output)
    jury = _text("check", "answer", answer, optional=True)
    minimum = _flag("check", "minimum", minimum)
    if jury is None:
        # The parameter `answer` hides the function of that name.
        jury = _core_call(_core.answer, problem, input, "auto", "en")
    verdict, reason = _core_call(_core.check, problem, input, output, jury, minimum)
    return {"verdict": verdict, "reason": reason}


def generate(
    problem: str,
    count: int = 1,
    *,
    kind: str = "mixed",
    seed: int = 0,
    progress: Optional[Callable[[int, int], Any]] = None,
    lang: str = "en",
) -> str:
    """``count`` test cases of a judge ``problem``: the same text as
    ``gridsolve gen PROBLEM --count COUNT --kind KIND --seed SEED`` writes,
    with its defaults (one case, ``mixed``, ``seed`` 0). ``kind``: mixed,
    random, solvable, unsolvable, solved or hardest. At most
    ``MAX_GENERATED`` cases a call (the command streams any number);
    ``progress(made, count)`` is called while it goes; ``lang`` is the
    language of a refusal.

    >>> text = gridsolve.generate("poj1753", 3, seed=7)
    >>> len(text.splitlines())
    12
    """
    return _core_call(
        _core.generate,
        _text("generate", "problem", problem),
        _text("generate", "kind", kind),
        _whole("generate", "count", count, 0, _U64),
        _whole("generate", "seed", seed, 0, _U64),
        _text("generate", "lang", lang),
        _callback("generate", "progress", progress),
    )


def problems() -> List[str]:
    """The judge problems' names.

    >>> gridsolve.problems()[:3]
    ['poj1753', 'poj2965', 'p1225']
    """
    return _core.problems()


def version() -> str:
    """The version of gridsolve this module was built from (``__version__``)."""
    return _core.version()


def main(argv: Optional[List[str]] = None) -> None:
    """The ``gridsolve`` command (the wheel's console script and ``python -m
    gridsolve``): runs the command line on ``argv`` (default
    ``sys.argv[1:]``) in this process and exits with its code.

    Ctrl-C ends the process, as it ends the native command (Python's own
    handler would only set a flag the command never reads); SIGPIPE stays
    ignored, as Rust programs have it, so ``gridsolve ... | head`` ends
    quietly with 0.
    """
    import signal

    signal.signal(signal.SIGINT, signal.SIG_DFL)
    args = _sys.argv[1:] if argv is None else list(argv)
    _sys.exit(_core.run(["gridsolve", *args]))


# A census across processes starts the command again: here that is this
# interpreter with -m gridsolve, not the executable (which is Python).
_core.set_relaunch(_sys.executable, ["-m", "gridsolve"])


def _judge(name: str):
    def answer_of(input: str, *, algorithm: str = "auto", lang: str = "en") -> str:
        return _answer(name, name, input, algorithm, lang)

    answer_of.__name__ = name
    answer_of.__qualname__ = name
    answer_of.__doc__ = f"The judge's output for a whole input of {name}: ``answer({name!r}, input)``."
    return answer_of


poj1753 = _judge("poj1753")
poj2965 = _judge("poj2965")
p1225 = _judge("p1225")
p4289 = _judge("p4289")
p1379 = _judge("p1379")
hdu1043 = _judge("hdu1043")
p2324 = _judge("p2324")
poj3279 = _judge("poj3279")
poj1222 = _judge("poj1222")
