"""Median wall time and peak memory of whole processes: proc_time.py REPEAT CMD [ARG...].

Prints `median=SECONDS min=SECONDS maxrss_kib=KIB` (the largest peak resident set of any run)."""
import os
import subprocess
import sys
import time

repeat = int(sys.argv[1])
command = sys.argv[2:]
times = []
peak = 0
for _ in range(repeat):
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(child.pid, 0)
    times.append(time.perf_counter() - start)
    peak = max(peak, usage.ru_maxrss)
times.sort()
print(f"median={times[len(times) // 2]} min={times[0]} maxrss_kib={peak}")
