#!/usr/bin/env python3
"""Puts a benchmark script's section into BENCHMARKS.md: between the marker
comments `<!-- NAME:start ...` and `<!-- NAME:end -->` where they are,
appended at the end where they are not; the rest of the file is left alone.

Usage: scripts/bench-section.py BENCHMARKS.md SECTION_FILE NAME
"""
import os
import sys

path, section_file, name = sys.argv[1:4]
section = open(section_file).read().rstrip("\n")
text = open(path).read() if os.path.exists(path) else "# Benchmarks\n"
start, end = f"<!-- {name}:start", f"<!-- {name}:end -->"
if start in text and end in text:
    text = text[: text.index(start)] + section + text[text.index(end) + len(end):]
else:
    text = text.rstrip("\n") + "\n\n" + section + "\n"
open(path, "w").write(text)
