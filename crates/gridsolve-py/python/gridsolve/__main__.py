"""``python -m gridsolve ARGS``: the gridsolve command the wheel installed."""

import os
import shutil
import sys
import sysconfig


def main() -> None:
    name = "gridsolve.exe" if os.name == "nt" else "gridsolve"
    # The environment's scripts folder (a venv, a system install), then the
    # user scheme's (pip install --user), then the PATH.
    candidates = [os.path.join(sysconfig.get_path("scripts"), name)]
    user_scheme = f"{os.name}_user"
    if user_scheme in sysconfig.get_scheme_names():
        candidates.append(os.path.join(sysconfig.get_path("scripts", user_scheme), name))
    binary = next((path for path in candidates if os.path.isfile(path)), None) or shutil.which(name)
    if binary is None:
        sys.exit("gridsolve: the gridsolve command is not installed beside this module (pip install gridsolve)")
    os.execv(binary, [binary, *sys.argv[1:]])


if __name__ == "__main__":
    main()
