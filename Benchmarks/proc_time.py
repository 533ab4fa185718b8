"""Median wall time of whole processes: proc_time.py REPEAT CMD [ARG...]."""
import subprocess
import sys
import time

repeat = int(sys.argv[1])
command = sys.argv[2:]
times = []
for _ in range(repeat):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    times.append(time.perf_counter() - start)
times.sort()
print(f"median={times[len(times) // 2]} min={times[0]}")
