# P1225 contestants with classic bugs, simulated: take a correct answer (from
# gridsolve itself, found on PATH) and break it the way a buggy program would.
#   --far        swap two cells that are not adjacent
#   --zero-based print coordinates one too small (0-based)
#   --detour     a longer answer: swap a pair there and back (not minimal)
#   --crash      abort (SIGABRT) on a board whose first row is 1111
#   --hang       start a child that sleeps, then loop forever (time limit)
import os
import subprocess
import sys
import time

text = sys.stdin.read()
mode = sys.argv[1] if len(sys.argv) > 1 else ""
if mode == "--crash" and text.split()[:1] == ["1111"]:
    os.abort()
if mode == "--hang":
    child = subprocess.Popen(["sleep", "300"])
    with open(sys.argv[2], "w") as f:
        f.write(str(child.pid))
    while True:
        time.sleep(0.01)
lines = subprocess.run(["gridsolve", "p1225"], input=text, capture_output=True, text=True).stdout.split()
count, swaps = int(lines[0]), lines[1:]
if mode == "--far" and swaps:
    r1, c1 = swaps[0][0], swaps[0][1]
    swaps[0] = r1 + c1 + ("4" if r1 != "4" else "1") + c1
if mode == "--zero-based":
    swaps = ["".join(str(int(d) - 1) for d in s) for s in swaps]
if mode == "--detour":
    swaps = ["1112", "1112"] + swaps
    count += 2
print(count)
for s in swaps:
    print(s)
