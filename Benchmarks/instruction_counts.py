"""Compares measured instruction counts with the baseline of Benchmarks/instructions.tsv.

Usage:
  instruction_counts.py compare BASELINE MEASURED [--only-measured]
                                                       exit 1 naming each case that rose
  instruction_counts.py update BASELINE MEASURED       rewrite BASELINE with MEASURED
  instruction_counts.py drift BASELINE README          each case against the wave's start:
                                                       exit 1 naming each that rose more
                                                       than 2 % with no reason in README
  instruction_counts.py new-wave BASELINE              the current counts become the start
  instruction_counts.py self-test BASELINE             the comparison fails on a lowered copy
  instruction_counts.py ratios MEASURED                the ratios the targets are stated in

Both files are tab-separated: a case's name, its instructions (callgrind's `Ir`, the whole
process), in the baseline its count at the wave's start (`first`: kept by every update,
set for a new case by its first one and for all by `new-wave`), and what it measures. `#`
starts a comment line. A case rises when it counts more than 2 % above its baseline; a case
without a baseline, or a baseline without a case, is named too (the suite's list of cases is
part of the baseline), unless `--only-measured` (a run of some cases). A case measured as
`skipped` (its input is absent) is said and passes; updating keeps its old baseline, as it
keeps every case a partial run did not measure.

Each re-recorded baseline may let up to 2 % through, so several small rises drift far: the
drift table puts every case beside its first value, and a case more than 2 % above it must
be named in the table of README's section "Rises since the wave's start" (a line starting
"| `CASE` |", with the reason), or the guard fails.
"""
import re
import os
import sys
import tempfile

TOLERANCE = 0.02
# (ratio, numerator case, denominator case, target), as the issue and TARGETS.md state them.
RATIOS = [
    ("check of 10,000 screens / C event loop over them", "check-10k-screens", "c-loop-10k-screens", 2.4),
    ("check of 10,000 picker screens / C event loop over them", "check-10k-pickers", "c-loop-10k-pickers", 2.4),
    ("snapshot --ci of 300 small screens / check of that folder", "snapshot-text-300-small", "check-300-small", 4.0),
    ("snapshot --ci of 500 Part-2 screens / check of that folder", "snapshot-text-500", "check-app-500", 4.0),
    ("snapshot --ci --format svg / check", "snapshot-svg-500", "check-app-500", None),
    ("snapshot --ci --format voiceover / check", "snapshot-voiceover-500", "check-app-500", None),
]


DRIFT_SECTION = "Rises since the wave's start"


def number(text):
    return None if text in ("skipped", "-", "") else int(text)


def read(path):
    """The counts of a file: name → (instructions, what it measures), in file order."""
    return {name: (count, what) for name, (count, _, what) in read_with_first(path).items()}


def read_with_first(path):
    """name → (instructions, count at the wave's start or None, what it measures). A line of
    three fields (a measured file, or a baseline from before the wave's start) has no first."""
    counts = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if not line.strip() or line.startswith("#"):
                continue
            fields = line.rstrip("\n").split("\t")
            name, count = fields[0], fields[1] if len(fields) > 1 else ""
            if len(fields) >= 4 and re.fullmatch(r"\d+|-|skipped", fields[2]):
                first, what = number(fields[2]), "\t".join(fields[3:])
            else:
                first, what = None, "\t".join(fields[2:])
            counts[name] = (number(count), first, what)
    return counts


def write(path, counts):
    """Writes a baseline: name → (instructions, first, what)."""
    with open(path, "w", encoding="utf-8") as f:
        f.write("# name\tinstructions\tfirst (at the wave's start)\twhat it measures "
                "(Benchmarks/instructions.sh --update writes this file)\n")
        for name, (count, first, what) in counts.items():
            shown = "skipped" if count is None else count
            f.write(f"{name}\t{shown}\t{'-' if first is None else first}\t{what}\n")


def compare(baseline_path, measured_path, out=sys.stdout, only_measured=False):
    """Prints each case against its baseline; returns the names of the cases that fail."""
    baseline, measured = read(baseline_path), read(measured_path)
    firsts = {name: first for name, (_, first, _) in read_with_first(baseline_path).items()}
    failed = []
    print(f"{'case':<26} {'baseline':>15} {'now':>15} {'change':>8} {'since the start':>16}", file=out)
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
        first = firsts.get(name)
        since = f"{(count - first) / first:>+16.2%}" if first else f"{'-':>16}"
        print(f"{name:<26} {before:>15,} {count:>15,} {change:>+8.2%} {since}{mark}", file=out)
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
    """Writes the measured counts over the baseline's, keeping the cases not measured and
    each case's first value (a new case's first is its count)."""
    measured = read(measured_path)
    merged = read_with_first(baseline_path) if os.path.exists(baseline_path) else {}
    for name, (count, what) in measured.items():
        first = merged[name][1] if name in merged else None
        if count is not None or name not in merged:
            merged[name] = (count, first if first is not None else count, what)
    write(baseline_path, merged)
    written = sum(1 for count, _ in measured.values() if count is not None)
    print(f"instructions: wrote {written} measured baselines to {os.path.relpath(baseline_path)}")


def new_wave(baseline_path):
    """Every case's current count becomes its first: the start of a new wave of work."""
    counts = read_with_first(baseline_path)
    write(baseline_path, {name: (count, count, what) for name, (count, _, what) in counts.items()})
    print(f"instructions: {len(counts)} cases start the wave at their current counts")


def reasons(readme_path):
    """The cases named in the first column of README's table of rises since the wave's start."""
    named, inside = set(), False
    with open(readme_path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#"):
                inside = DRIFT_SECTION in line
                continue
            found = re.match(r"\|\s*`([^`]+)`", line) if inside else None
            if found:
                named.add(found.group(1))
    return named


def drift(baseline_path, readme_path, out=sys.stdout):
    """Prints every case against its first value; returns the names of those more than
    2 % above it that README gives no reason for."""
    counts, named = read_with_first(baseline_path), reasons(readme_path)
    failed = []
    print(f"{'case':<26} {'first':>15} {'baseline':>15} {'since':>8}", file=out)
    for name, (count, first, _) in counts.items():
        if count is None or first is None:
            print(f"{name:<26} {'-' if first is None else f'{first:,}':>15} "
                  f"{'-' if count is None else f'{count:,}':>15}", file=out)
            continue
        change = (count - first) / first
        mark = ""
        if change > TOLERANCE:
            mark = "  reason in README" if name in named else "  NO REASON"
            if name not in named:
                failed.append(name)
        print(f"{name:<26} {first:>15,} {count:>15,} {change:>+8.2%}{mark}", file=out)
    return failed


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
        drifted, silent, excused = drift_self_test(baseline_path, folder)
    if sorted(flagged) != sorted(baseline) or unchanged:
        print(f"instructions self-test: FAILED (lowered by 10 %: {len(flagged)} of {len(baseline)} "
              f"cases flagged; unchanged: {len(unchanged)} flagged)")
        return 1
    if sorted(silent) != sorted(drifted) or excused:
        print(f"instructions self-test: FAILED (10 % above the wave's start: {len(silent)} of "
              f"{len(drifted)} cases flagged without a reason; {len(excused)} with one)")
        return 1
    print(f"instructions self-test: a baseline lowered by 10 % fails all {len(baseline)} cases; "
          "the baseline itself passes; a baseline 10 % above the wave's start fails "
          f"all {len(drifted)} cases unless README gives each a reason")
    return 0


def drift_self_test(baseline_path, folder):
    """The cases of a baseline raised 10 % above its first values, and which of them the
    drift check flags against a README naming none, and naming all."""
    counts = {name: (int(first * 1.1), first, what)
              for name, (count, first, what) in read_with_first(baseline_path).items()
              if count is not None and first}
    raised = os.path.join(folder, "raised.tsv")
    write(raised, counts)
    silent_readme, full_readme = os.path.join(folder, "none.md"), os.path.join(folder, "all.md")
    with open(silent_readme, "w", encoding="utf-8") as f:
        f.write(f"### {DRIFT_SECTION}\n\n| case | why |\n| --- | --- |\n")
    with open(full_readme, "w", encoding="utf-8") as f:
        f.write(f"### {DRIFT_SECTION}\n\n| case | why |\n| --- | --- |\n")
        f.writelines(f"| `{name}` | a reason |\n" for name in counts)
    with open(os.devnull, "w") as quiet:
        return list(counts), drift(raised, silent_readme, out=quiet), drift(raised, full_readme, out=quiet)


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
    if verb == "drift" and len(arguments) == 3:
        failed = drift(arguments[1], arguments[2])
        if failed:
            print(f"instructions: more than {TOLERANCE:.0%} above the wave's start with no reason in "
                  f"{os.path.relpath(arguments[2])} (section \"{DRIFT_SECTION}\"): {', '.join(failed)}")
            return 1
        return 0
    if verb == "new-wave" and len(arguments) == 2:
        new_wave(arguments[1])
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
