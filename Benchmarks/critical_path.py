"""Instructions on the critical path of a command that uses both cores, counted under
callgrind (so the count does not move with the machine's load):

    critical_path.py TOOL ARGS... [-- C_LOOP ARGS...]

Runs TOOL ARGS under `valgrind --tool=callgrind --separate-threads=yes` and splits the
main thread's instructions into the work spread over the cores (everything under
`DispatchQueue.concurrentPerform`) and the serial rest (listing the folder, checking the
files against each other, making the app). On two cores the wall time follows
`serial + (all - serial) / 2`: that figure, beside the C loop's instructions (all on one
core) when a C_LOOP command is given after `--`, is the wall-time ratio with the
machine's noise taken out (the processor's speed per instruction aside).

Prints `total=N serial=N share=P critical=N` and, with a C loop, `c_loop=N ratio=R`."""
import glob
import os
import re
import subprocess
import sys
import tempfile


def totals(path):
    """Each part's `summary:`/`totals:` count and the concurrentPerform calls' inclusive
    count, from one callgrind output file (one thread)."""
    out = subprocess.run(
        ["callgrind_annotate", "--inclusive=yes", path], capture_output=True, text=True
    ).stdout
    total = 0
    parallel = 0
    for line in out.splitlines():
        match = re.match(r"\s*([\d,]+) .*PROGRAM TOTALS", line)
        if match:
            total = int(match.group(1).replace(",", ""))
        if "concurrentPerform" in line and "=>" not in line and parallel == 0:
            match = re.match(r"\s*([\d,]+) ", line)
            if match:
                parallel = int(match.group(1).replace(",", ""))
    return total, parallel


def callgrind(command):
    """Per-thread (total, parallel) counts of a command, main thread first."""
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "cg.out")
        subprocess.run(
            ["valgrind", "--tool=callgrind", "--separate-threads=yes",
             f"--callgrind-out-file={out}", *command],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        files = sorted(glob.glob(out + "-*")) or [out]
        return [totals(path) for path in files]


def main():
    args = sys.argv[1:]
    c_loop = None
    if "--" in args:
        cut = args.index("--")
        args, c_loop = args[:cut], args[cut + 1:]
    threads = callgrind(args)
    main_total, main_parallel = threads[0]
    total = sum(t for t, _ in threads)
    serial = main_total - main_parallel
    critical = serial + (total - serial) / 2
    line = f"total={total} serial={serial} share={serial / total:.3f} critical={critical:.0f}"
    if c_loop:
        c_total = sum(t for t, _ in callgrind(c_loop))
        line += f" c_loop={c_total} ratio={critical / c_total:.3f}"
    print(line)


if __name__ == "__main__":
    main()
