"""gridsolve for Python: grid puzzles of the flip, toggle, swap and slide
kind, solved optimally; answers judged; test cases generated.

Every function answers as the ``gridsolve`` command line does, because it
is the same Rust core: ``solve`` returns the JSON of ``gridsolve solve
--format json`` as Python values (the same field names), a refusal raises
``GridsolveError`` with the command line's message.

>>> import gridsolve
>>> answer = gridsolve.solve("cross", "-+--\\n----\\n----\\n-+--\\n")
>>> answer["moves"], answer["optimal"], answer["presses"][0]
(6, True, [1, 1])
>>> gridsolve.poj1753("bwwb\\nbbwb\\nbwwb\\nbwww\\n")
'4\\n'
"""

from __future__ import annotations

import json
from typing import Any, Dict, Optional

from . import _core

__all__ = [
    "GridsolveError",
    "solve",
    "explain",
    "answer",
    "check",
    "generate",
    "problems",
    "version",
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


class GridsolveError(ValueError):
    """A request gridsolve refused. ``str(error)`` is the command line's
    message (which flag, which line and column of a board); ``kind`` is
    ``usage``, ``bad_input``, ``limit`` or ``cannot``.

    >>> try:
    ...     gridsolve.solve("plus", "01\\n2\\n")
    ... except gridsolve.GridsolveError as e:
    ...     print(e.kind, "|", e)
    bad_input | start: line 2, column 1: expected a cell ('0' or '1', '.' or '#', 'w' or 'b', '-' or '+'), found '2'
    """

    def __init__(self, message: str, kind: str) -> None:
        super().__init__(message)
        self.kind = kind


def _core_call(function, *args):
    try:
        return function(*args)
    except _core.CoreError as error:
        message, kind = error.args
        raise GridsolveError(message, kind) from None


def _request(moves, start, states, wrap, goal, goal_board, target, buttons, algorithm, **extra) -> str:
    request: Dict[str, Any] = {"moves": moves, "start": start, "states": states, "wrap": wrap}
    named = (("goal", goal), ("goal_board", goal_board), ("target", target), ("buttons", buttons), ("algorithm", algorithm))
    for name, value in named:
        if value is not None:
            request[name] = value
    request.update(extra)
    return json.dumps(request)


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
    lang: str = "en",
) -> Dict[str, Any]:
    """Solves a puzzle given in the command line's words, boards as text.

    ``moves`` is ``plus``, ``cross``, ``stencil:ROWS``, ``swap``, ``slide`` or
    ``knight`` (or ``buttons``, with ``buttons`` the text of a buttons file:
    one line per button, its cells as ROW,COL); ``states`` K-state cells;
    ``goal`` ``zeros``, ``ones`` or ``uniform`` (or a ``goal_board``);
    ``target`` a swap puzzle's target or the goal of a sliding or knight
    board. The answer is ``gridsolve solve --format json``'s, as a dict;
    ``lang`` (``en`` or ``zh``) is the language of a refusal's message.

    >>> gridsolve.solve("slide", "1 2 3\\n4 5 6\\n0 7 8\\n")["path"]
    'rr'
    >>> gridsolve.solve("swap", "10\\n01\\n", target="01\\n10\\n")["swaps"]
    [[1, 1, 2, 1], [1, 2, 2, 2]]
    >>> answer = gridsolve.solve("plus", "12\\n01\\n", states=3)
    >>> answer["solvable"], answer["kernel"]
    (False, [3])
    >>> gridsolve.solve("buttons", "11\\n02\\n", states=3, buttons="1,1 1,2\\n2,2\\n")["buttons"]
    [1, 1, 2]
    """
    text = _core_call(
        _core.solve_json_text,
        _request(moves, start, states, wrap, goal, goal_board, target, buttons, algorithm, lang=lang),
    )
    return json.loads(text)


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
    lang: str = "en",
) -> str:
    """The answer as ``gridsolve solve --explain`` prints it: the moves,
    then every step drawn, in English or (``lang="zh"``) in Chinese.

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
        moves, start, states, wrap, goal, goal_board, target, buttons, algorithm, format="text", explain=True, lang=lang
    )
    return _core_call(_core.solve_json_text, request)


def answer(problem: str, input: str, *, algorithm: str = "auto") -> str:
    """The judge's output for a whole input of a judge problem, as
    ``gridsolve PROBLEM`` prints it.

    >>> gridsolve.answer("poj2965", "-+--\\n----\\n----\\n-+--\\n")
    '6\\n1 1\\n1 3\\n1 4\\n4 1\\n4 3\\n4 4\\n'
    """
    return _core_call(_core.answer, problem, input, algorithm)


def check(problem: str, input: str, output: str, answer: Optional[str] = None, *, minimum: bool = False) -> Dict[str, str]:
    """Judges a contestant's ``output`` as ``gridsolve check`` does: every
    answer must be a minimum and replay to the goal. ``answer`` is the jury's
    (gridsolve's own when omitted); ``minimum`` asks HDU 1043 for a shortest
    path rather than any.

    >>> gridsolve.check("poj1753", "bwwb\\nbbwb\\nbwwb\\nbwww\\n", "5\\n")["verdict"]
    'wrong answer'
    """
    # The parameter `answer` hides the function of that name: gridsolve's
    # own answer comes from the core directly.
    jury = answer if answer is not None else _core_call(_core.answer, problem, input, "auto")
    verdict, reason = _core_call(_core.check, problem, input, output, jury, minimum)
    return {"verdict": verdict, "reason": reason}


def generate(problem: str, count: int = 10, *, kind: str = "random", seed: int = 1) -> str:
    """``count`` test cases of a judge problem, as ``gridsolve gen`` writes
    them (``kind``: random, solvable, unsolvable, solved, hardest, mixed).

    >>> text = gridsolve.generate("poj1753", 3, seed=7)
    >>> len(text.splitlines())
    12
    """
    return _core_call(_core.generate, problem, kind, count, seed)


def problems() -> list:
    """The judge problems' names.

    >>> gridsolve.problems()[:3]
    ['poj1753', 'poj2965', 'p1225']
    """
    return _core.problems()


def version() -> str:
    """The version of gridsolve this module was built from."""
    return _core.version()


def _judge(name: str):
    def answer_of(input: str, *, algorithm: str = "auto") -> str:
        return answer(name, input, algorithm=algorithm)

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
