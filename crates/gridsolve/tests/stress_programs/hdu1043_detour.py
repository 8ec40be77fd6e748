# An HDU 1043 contestant whose paths are valid but not the shortest, as
# accepted programs print them (the real judge is a special judge): take a
# correct answer (from gridsolve itself, found on PATH) and add a detour of
# two moves at the goal, the x going left and back ("lr"; the x ends at the
# bottom right, so both moves stay on the board).
import subprocess
import sys

text = sys.stdin.read()
lines = subprocess.run(["gridsolve", "hdu1043"], input=text, capture_output=True, text=True).stdout.split("\n")
if lines and lines[-1] == "":
    lines.pop()
print("\n".join(line if line == "unsolvable" else line + "lr" for line in lines))
