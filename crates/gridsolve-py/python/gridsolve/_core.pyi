"""Type stubs of the native module; use the functions of ``gridsolve``.

Held to the module by mypy's stubtest (scripts/python-test.sh): a
parameter added, renamed or given another default in ``src/lib.rs`` fails
the test run until it is written here."""

from typing import Any, Callable, List, Optional, Sequence, Tuple

class CoreError(ValueError):
    """A refusal of the core: ``args`` is ``(message, kind)``."""

MAX_LISTED_CELLS: int
MAX_GENERATED: int
DEFAULT_LIMIT: int

__all__ = [
    "CoreError",
    "MAX_LISTED_CELLS",
    "MAX_GENERATED",
    "DEFAULT_LIMIT",
    "run",
    "solve_request",
    "answer",
    "check",
    "generate",
    "problems",
    "version",
    "set_relaunch",
]

def run(args: Sequence[str]) -> int: ...
def solve_request(
    request: str,
    limit: int,
    progress: Optional[Callable[[int, int], Any]] = None,
    cache_dir: Optional[str] = None,
    tables: Optional[Callable[[str], Any]] = None,
    lang: str = "en",
) -> str: ...
def answer(problem: str, input: str, algorithm: str, lang: str) -> str: ...
def check(problem: str, input: str, output: str, answer: str, minimum: bool) -> Tuple[str, str]: ...
def generate(
    problem: str, kind: str, count: int, seed: int, lang: str, progress: Optional[Callable[[int, int], Any]] = None
) -> str: ...
def problems() -> List[str]: ...
def version() -> str: ...
def set_relaunch(program: str, leading: Sequence[str]) -> None: ...
