import os
from typing import Any, Callable, Dict, List, Literal, Optional, Union, overload

__version__: str
DEFAULT_LIMIT: int
MAX_LISTED_CELLS: int
MAX_GENERATED: int
PATTERNS: List[str]
MAX_THREADS: int

Progress = Optional[Callable[[int, int], Any]]
#: Told each event of the pattern databases, as a dict (``event``: building, progress, loaded, built, rebuilt, not_saved).
TablesHeard = Optional[Callable[[Dict[str, Any]], Any]]
Patterns = Literal["auto", "default", "6-6-3", "7-8", "6-6-6-6"]
CacheDir = Optional[Union[str, "os.PathLike[str]"]]

class GridsolveError(ValueError):
    kind: str
    def __init__(self, message: str, kind: str) -> None: ...

@overload
def solve(
    moves: str,
    start: str,
    *,
    states: int = ...,
    wrap: bool = ...,
    goal: Optional[str] = ...,
    goal_board: Optional[str] = ...,
    target: Optional[str] = ...,
    buttons: Optional[str] = ...,
    algorithm: str = ...,
    format: Literal["json"] = ...,
    limit: int = ...,
    patterns: Patterns = ...,
    threads: int = ...,
    stats: bool = ...,
    cache_dir: CacheDir = ...,
    progress: Progress = ...,
    on_tables: TablesHeard = ...,
    lang: Literal["en", "zh"] = ...,
) -> Dict[str, Any]: ...
@overload
def solve(
    moves: str,
    start: str,
    *,
    states: int = ...,
    wrap: bool = ...,
    goal: Optional[str] = ...,
    goal_board: Optional[str] = ...,
    target: Optional[str] = ...,
    buttons: Optional[str] = ...,
    algorithm: str = ...,
    format: Literal["text", "grid"],
    limit: int = ...,
    patterns: Patterns = ...,
    threads: int = ...,
    stats: bool = ...,
    cache_dir: CacheDir = ...,
    progress: Progress = ...,
    on_tables: TablesHeard = ...,
    lang: Literal["en", "zh"] = ...,
) -> str: ...
def explain(
    moves: str,
    start: str,
    *,
    states: int = ...,
    wrap: bool = ...,
    goal: Optional[str] = ...,
    goal_board: Optional[str] = ...,
    target: Optional[str] = ...,
    buttons: Optional[str] = ...,
    algorithm: str = ...,
    limit: int = ...,
    patterns: Patterns = ...,
    threads: int = ...,
    cache_dir: CacheDir = ...,
    progress: Progress = ...,
    on_tables: TablesHeard = ...,
    lang: Literal["en", "zh"] = ...,
) -> str: ...
def answer(problem: str, input: str, *, algorithm: str = ..., lang: Literal["en", "zh"] = ...) -> str: ...
def check(problem: str, input: str, output: str, answer: Optional[str] = ..., *, minimum: bool = ...) -> Dict[str, str]: ...
def generate(
    problem: str,
    count: int = ...,
    *,
    kind: str = ...,
    seed: int = ...,
    progress: Progress = ...,
    lang: Literal["en", "zh"] = ...,
) -> str: ...
def problems() -> List[str]: ...
def version() -> str: ...
def main(argv: Optional[List[str]] = ...) -> None: ...
def poj1753(input: str, *, algorithm: str = ..., lang: Literal["en", "zh"] = ...) -> str: ...
def poj2965(input: str, *, algorithm: str = ..., lang: Literal["en", "zh"] = ...) -> str: ...
def p1225(input: str, *, algorithm: str = ..., lang: Literal["en", "zh"] = ...) -> str: ...
def p4289(input: str, *, algorithm: str = ..., lang: Literal["en", "zh"] = ...) -> str: ...
def p1379(input: str, *, algorithm: str = ..., lang: Literal["en", "zh"] = ...) -> str: ...
def hdu1043(input: str, *, algorithm: str = ..., lang: Literal["en", "zh"] = ...) -> str: ...
def p2324(input: str, *, algorithm: str = ..., lang: Literal["en", "zh"] = ...) -> str: ...
def poj3279(input: str, *, algorithm: str = ..., lang: Literal["en", "zh"] = ...) -> str: ...
def poj1222(input: str, *, algorithm: str = ..., lang: Literal["en", "zh"] = ...) -> str: ...
