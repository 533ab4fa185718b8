"""merge-reports at scale (issue #42): 50 shards of a 100,000-case suite.

Usage: merge_reports.py SCREENSPEC [CASES] [SHARDS] [REPEAT]   (default 100000 50 5)

Writes, to Benchmarks/.data/reports-CASES-SHARDS/, the reports that `snapshot --shard I/N
--report FILE` writes for a suite of CASES cases in 100 app folders
(`App-07/__snapshots__/screen-000007.snap`), each case in the shard the tool puts it in
(FNV-1a of `directory/name`) and in the report's format (each name of the suite once per
report, grouped by folder; the fingerprint a sum of the names' mixed hashes), then runs `SCREENSPEC
merge-reports` over them REPEAT times and prints the median wall time, the peak resident
set (from wait4, as /usr/bin/time -v reports it) against the reports' size, and the size of
the merged report, a report of CASES cases written by the tool itself. Exit 1 when a target
is missed: at most 1 s, at most 3x the reports' size in memory, a 100,000-case report under
10 MB."""
import os
import subprocess
import sys
import time

FNV_OFFSET, FNV_PRIME, MASK = 0xCBF29CE484222325, 0x100000001B3, (1 << 64) - 1


def fnv(data: bytes, start: int = FNV_OFFSET) -> int:
    h = start
    for byte in data:
        h = ((h ^ byte) * FNV_PRIME) & MASK
    return h


def mix(z):
    z = (z + 0x9E3779B97F4A7C15) & MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


def fingerprint(names):
    total = 0
    for name in names:
        total = (total + mix(fnv(name.encode()))) & MASK
    return f"{(total + len(names) * 0x9E3779B97F4A7C15) & MASK:016x}"


def write_reports(folder, cases, shards):
    os.makedirs(folder, exist_ok=True)
    suite = []  # (folder, last part, name, shard index from 1)
    for i in range(cases):
        directory = f"App-{i % 100:02d}/__snapshots__"
        name = f"screen-{i:06d}"
        shard = fnv(f"{directory}/{name}".encode()) % shards + 1
        suite.append((directory, f"{name}.snap", name, shard))
    suite.sort()
    print_ = fingerprint([f"{d}/{last}" for d, last, _, _ in suite])
    for index in range(1, shards + 1):
        own = sorted((f"{d}/{last}", n) for d, last, n, s in suite if s == index)
        groups = {}
        for d, last, _, s in suite:
            if s != index:
                groups.setdefault(d, []).append(last)
        lines = [
            f'{{"report":1,"version":"0.1.0","shard":"{index}/{shards}","fingerprint":"{print_}",',
            '"cases":[',
            ",\n".join(f'{{"name":"{n}","file":"{f}","status":"passed"}}' for f, n in own),
            "],",
            f'"passed":{len(own)},"failed":0,"orphans":[],"deleted":[],"orphansJudged":false,'
            f'"suite":{len(suite)},',
            '"elsewhere":{',
            ",\n".join(
                f'"{d}":[' + ",".join(f'"{n}"' for n in names) + "]"
                for d, names in sorted(groups.items())
            ),
            "}}",
        ]
        with open(os.path.join(folder, f"shard-{index:02d}.json"), "w") as out:
            out.write("\n".join(line for line in lines if line) + "\n")


def run(command):
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(child.pid, 0)
    elapsed = time.perf_counter() - start
    return elapsed, usage.ru_maxrss * 1024, os.waitstatus_to_exitcode(status)


def main():
    tool = sys.argv[1]
    cases = int(sys.argv[2]) if len(sys.argv) > 2 else 100_000
    shards = int(sys.argv[3]) if len(sys.argv) > 3 else 50
    repeat = int(sys.argv[4]) if len(sys.argv) > 4 else 5
    here = os.path.dirname(os.path.abspath(__file__))
    folder = os.path.join(here, ".data", f"reports-{cases}-{shards}")
    write_reports(folder, cases, shards)
    reports = sorted(os.path.join(folder, f) for f in os.listdir(folder) if f.startswith("shard-"))
    size = sum(os.path.getsize(r) for r in reports)
    merged = os.path.join(folder, "merged.json")
    times, peak = [], 0
    for _ in range(repeat):
        elapsed, rss, code = run([tool, "merge-reports", *reports, "--report", merged])
        if code != 0:
            sys.exit(f"merge-reports exited {code}")
        times.append(elapsed)
        peak = max(peak, rss)
    times.sort()
    _, _, missing = run([tool, "merge-reports", *reports[1:]])
    merged_size = os.path.getsize(merged)
    median = times[len(times) // 2]
    print(f"{shards} reports of a {cases:,}-case suite: {size / 1e6:.1f} MB in all")
    print(f"merge-reports: median {median * 1000:.0f} ms (min {times[0] * 1000:.0f} ms, {repeat} runs)")
    print(f"peak memory: {peak / 1e6:.1f} MB = {peak / size:.2f}x the reports")
    print(f"merged report ({cases:,} cases): {merged_size / 1e6:.2f} MB")
    print(f"one report dropped: exit {missing} (1 expected)")
    ok = median <= 1.0 and peak <= 3 * size and missing == 1
    ok = ok and (cases != 100_000 or merged_size < 10_000_000)
    sys.exit(0 if ok else 1)


main()
