"""Compares measured instruction counts with the baseline of Benchmarks/instructions.tsv.

Usage:
  instruction_counts.py compare BASELINE MEASURED [--only-measured]
                                                       exit 1 naming each case that rose
  instruction_counts.py update BASELINE MEASURED       rewrite BASELINE with MEASURED
  instruction_counts.py self-test BASELINE             the comparison fails on a lowered copy
  instruction_counts.py ratios MEASURED                the ratios the targets are stated in

Both files are tab-separated: a case's name, its instructions (callgrind's `Ir`, the whole
process), and what it measures. `#` starts a comment line. A case rises when it counts more
than 2 % above its baseline; a case without a baseline, or a baseline without a case, is
named too (the suite's list of cases is part of the baseline), unless `--only-measured`
(a run of some cases). A case measured as `skipped` (its input is absent) is said and passes;
updating keeps its old baseline, as it keeps every case a partial run did not measure.
"""
import os
import sys
import tempfile

TOLERANCE = 0.02
# (ratio, numerator case, denominator case, target), as the issue and TARGETS.md state them.
RATIOS = [
    ("check of 10,000 screens / C event loop over them", "check-10k-screens", "c-loop-10k-screens", 2.4),
    ("snapshot --ci of 300 small screens / check of that folder", "snapshot-text-300-small", "check-300-small", 4.0),
    ("snapshot --ci of 500 Part-2 screens / check of that folder", "snapshot-text-500", "check-app-500", 4.0),
    ("snapshot --ci --format svg / check", "snapshot-svg-500", "check-app-500", None),
    ("snapshot --ci --format voiceover / check", "snapshot-voiceover-500", "check-app-500", None),
]


def read(path):
    """The counts of a file: name → (instructions, what it measures), in file order."""
    counts = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if not line.strip() or line.startswith("#"):
                continue
            name, count, what = (line.rstrip("\n").split("\t") + ["", ""])[:3]
            counts[name] = (None if count == "skipped" else int(count), what)
    return counts


def compare(baseline_path, measured_path, out=sys.stdout, only_measured=False):
    """Prints each case against its baseline; returns the names of the cases that fail."""
    baseline, measured = read(baseline_path), read(measured_path)
    failed = []
    print(f"{'case':<26} {'baseline':>15} {'now':>15} {'change':>8}", file=out)
    for name, (count, what) in measured.items():
        if count is None:
            print(f"{name:<26} skipped: {what}", file=out)
            continue
        if name not in baseline or baseline[name][0] is None:
            print(f"{name:<26} {'-':>15} {count:>15,} {'new':>8}", file=out)
            failed.append(name)
            continue
        before = baseline[name][0]
        change = (count - before) / before
        mark = "  ROSE" if change > TOLERANCE else ""
        print(f"{name:<26} {before:>15,} {count:>15,} {change:>+8.2%}{mark}", file=out)
        if change > TOLERANCE:
            failed.append(name)
    for name in baseline:
        if name not in measured and not only_measured:
            print(f"{name:<26} {baseline[name][0]:>15,} {'-':>15} {'gone':>8}", file=out)
            failed.append(name)
    return failed


def ratios(measured_path):
    measured = read(measured_path)
    for label, top, bottom, target in RATIOS:
        if top in measured and bottom in measured:
            value = measured[top][0] / measured[bottom][0]
            aim = f" (target ≤ {target}x)" if target else ""
            print(f"ratio: {label}: {value:.2f}x{aim}")


def update(baseline_path, measured_path):
    """Writes the measured counts over the baseline's, keeping the cases not measured."""
    measured = read(measured_path)
    merged = read(baseline_path) if os.path.exists(baseline_path) else {}
    for name, (count, what) in measured.items():
        if count is not None or name not in merged:
            merged[name] = (count, what)
    with open(baseline_path, "w", encoding="utf-8") as f:
        f.write("# name\tinstructions\twhat it measures (Benchmarks/instructions.sh --update writes this file)\n")
        for name, (count, what) in merged.items():
            f.write(f"{name}\t{'skipped' if count is None else count}\t{what}\n")
    written = sum(1 for count, _ in measured.values() if count is not None)
    print(f"instructions: wrote {written} measured baselines to {os.path.relpath(baseline_path)}")


def self_test(baseline_path):
    """The guard fails, naming every case, against a copy of the baseline lowered by 10 %,
    and passes against the baseline itself (the measured counts being the baseline's)."""
    baseline = {name: entry for name, entry in read(baseline_path).items() if entry[0]}
    with tempfile.TemporaryDirectory() as folder:
        lowered = os.path.join(folder, "lowered.tsv")
        with open(lowered, "w", encoding="utf-8") as f:
            for name, (count, what) in baseline.items():
                f.write(f"{name}\t{int((count or 0) * 0.9)}\t{what}\n")
        with open(os.devnull, "w") as quiet:
            flagged = compare(lowered, baseline_path, out=quiet)
            unchanged = compare(baseline_path, baseline_path, out=quiet)
    if sorted(flagged) != sorted(baseline) or unchanged:
        print(f"instructions self-test: FAILED (lowered by 10 %: {len(flagged)} of {len(baseline)} "
              f"cases flagged; unchanged: {len(unchanged)} flagged)")
        return 1
    print(f"instructions self-test: a baseline lowered by 10 % fails all {len(baseline)} cases; "
          "the baseline itself passes")
    return 0


def main(arguments):
    verb = arguments[0] if arguments else ""
    if verb == "compare" and len(arguments) in (3, 4):
        failed = compare(arguments[1], arguments[2], only_measured="--only-measured" in arguments)
        if failed:
            print(f"instructions: rose more than {TOLERANCE:.0%} (or have no baseline): {', '.join(failed)}")
            print("instructions: a rise on purpose is recorded with `Benchmarks/instructions.sh --update` "
                  "in the same commit, with the reason in its message")
            return 1
        print(f"instructions: {len(read(arguments[2]))} cases within {TOLERANCE:.0%} of their baseline")
        return 0
    if verb == "update" and len(arguments) == 3:
        update(arguments[1], arguments[2])
        return 0
    if verb == "self-test" and len(arguments) == 2:
        return self_test(arguments[1])
    if verb == "ratios" and len(arguments) == 2:
        ratios(arguments[1])
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
