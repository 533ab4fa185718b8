"""Ratio of two measurements taken in alternation, so that the machine's slow and fast
moments fall on both: paired.py N FIELD_A FIELD_B -- COMMAND_A... -- COMMAND_B...

FIELD is a `key=value` a command prints (`median`, `seconds`) or `wall` for the whole
process's wall time. Runs A then B, N times, and prints the median of the N ratios B/A
with the lowest and highest: `ratio=R low=L high=H a=SECONDS b=SECONDS` (medians)."""
import re
import subprocess
import sys
import time


def measure(command, field):
    start = time.perf_counter()
    out = subprocess.run(command, capture_output=True, text=True).stdout
    wall = time.perf_counter() - start
    if field == "wall":
        return wall
    match = re.search(rf"\b{field}=([0-9.e-]+)", out)
    if not match:
        sys.exit(f"paired.py: {command[0]} printed no {field}=")
    return float(match.group(1))


def median(values):
    values = sorted(values)
    return values[len(values) // 2]


count, field_a, field_b = int(sys.argv[1]), sys.argv[2], sys.argv[3]
rest = sys.argv[4:]
split = [i for i, word in enumerate(rest) if word == "--"]
if len(split) != 2:
    sys.exit("usage: paired.py N FIELD_A FIELD_B -- COMMAND_A... -- COMMAND_B...")
command_a, command_b = rest[split[0] + 1 : split[1]], rest[split[1] + 1 :]
measure(command_a, field_a)  # warm the page cache and the binaries
measure(command_b, field_b)
a, b = [], []
for _ in range(count):
    a.append(measure(command_a, field_a))
    b.append(measure(command_b, field_b))
ratios = [y / x for x, y in zip(a, b)]
print(
    f"ratio={median(ratios):.3f} low={min(ratios):.3f} high={max(ratios):.3f} "
    f"a={median(a)} b={median(b)}"
)
