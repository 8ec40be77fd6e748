"""``python -m gridsolve ARGS``: the gridsolve command the wheel installed."""

import os
import sys
import sysconfig


def main() -> None:
    name = "gridsolve.exe" if os.name == "nt" else "gridsolve"
    binary = os.path.join(sysconfig.get_path("scripts"), name)
    if not os.path.exists(binary):
        sys.exit(f"gridsolve: the command is not installed beside this module ({binary})")
    os.execv(binary, [binary, *sys.argv[1:]])


if __name__ == "__main__":
    main()
