"""``python -m gridsolve ARGS``: the gridsolve command, as the console script runs it."""

from gridsolve import main

if __name__ == "__main__":
    main()
