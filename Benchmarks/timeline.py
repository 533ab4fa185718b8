"""Where a command's wall time goes, step by step, from uprobes (root and linux-perf needed):

    timeline.py RUNS TOOL ARGS...

Puts a probe on the entry of each step below (found in TOOL's symbols by a pattern of its
mangled name), records RUNS runs with `perf record` (the probes, thread starts and the
exit), and prints each step's median start in milliseconds from the first probe, and the
median gap to the next: the serial head (listing the folder), the parallel part (from the
first worker thread to the assembly) and the serial tail (the steps after it) of
`check` of a folder. Session 23 of issue #49 read `check`'s serial steps this way: 15 % of
the wall time, where callgrind counts 3.8 % of the instructions (their cache misses)."""
import re
import statistics
import subprocess
import sys

STEPS = [
    ("check", r"ScreenChecks8CheckRunV3runAA0C6Report"),
    ("list the folder", r"OperatingSystem04FileB0O7entriesySayAC5EntryVGSSAC7FailureVYKFZ$"),
    ("pick its YAML files", r"AppReaderC11listedFiles2in2of9including"),
    ("assemble", r"AppAssemblerO8assemble_6limits9elsewhere.*ReaderC6folder_9including.*Tf1"),
    ("take the screens", r"AppAssemblerO11takeScreens_7decoded"),
    ("check them against each other", r"AppAssemblerO12checkScreens_7decoded.*ztFZ$"),
    ("make the app", r"ScreenModel3AppV7screens5start5theme5stateAC.*tcfC$"),
    ("ids by path", r"AppAssemblerO6byPath_7decoded"),
]


def main():
    runs, command = int(sys.argv[1]), sys.argv[2:]
    tool = command[0]
    symbols = subprocess.run(["nm", tool], capture_output=True, text=True).stdout.splitlines()
    subprocess.run(["perf", "probe", "-q", "-d", "timeline:*"], capture_output=True)
    names = {}
    for index, (name, pattern) in enumerate(STEPS):
        found = [line.split()[0] for line in symbols if re.search(pattern, line)]
        if not found:
            print(f"timeline: no symbol for {name!r}", file=sys.stderr)
            continue
        event = f"timeline:step{index}"
        subprocess.run(["perf", "probe", "-q", "-x", tool, "-a", f"{event[9:]}=0x{found[0]}"],
                       capture_output=True)
        names[f"step{index}"] = name
    events = ["-e", "probe_" + tool.split("/")[-1].replace("-", "_") + ":*"]
    starts = {}
    try:
        subprocess.run(command, capture_output=True)  # warm the page cache
        for _ in range(runs):
            subprocess.run(["perf", "record", "-q", "-o", "/tmp/timeline.data", *events,
                            "-e", "syscalls:sys_enter_exit_group",
                            "-e", "syscalls:sys_enter_clone3", *command],
                           capture_output=True)
            out = subprocess.run(["perf", "script", "-i", "/tmp/timeline.data", "-F", "time,event"],
                                 capture_output=True, text=True).stdout
            first = None
            seen = {}
            for line in out.splitlines():
                match = re.match(r"\s*([\d.]+):\s+\S+:(\w+):", line)
                if not match:
                    continue
                time, step = float(match.group(1)), match.group(2)
                first = time if first is None else first
                label = names.get(step, {"sys_enter_exit_group": "exit",
                                         "sys_enter_clone3": "a thread starts"}.get(step, step))
                seen.setdefault(label, (time - first) * 1000)  # each step's first time a run
            for label, start in seen.items():
                starts.setdefault(label, []).append(start)
    finally:
        subprocess.run(["perf", "probe", "-q", "-d", "probe_*:step*"], capture_output=True)
    ordered = sorted(starts.items(), key=lambda item: statistics.median(item[1]))
    for index, (label, times) in enumerate(ordered):
        start = statistics.median(times)
        after = statistics.median(ordered[index + 1][1]) - start if index + 1 < len(ordered) else 0
        print(f"{start:8.2f} ms  {label:32} {after:6.2f} ms to the next")


main()
