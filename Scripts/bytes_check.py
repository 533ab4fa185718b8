"""Exports every real Settings.bundle of the corpus over itself and counts what changed.

Usage: python3 Scripts/bytes_check.py PATH_TO_SCREENSPEC [CORPUS] [--floor N]
CORPUS defaults to ../shared/settings-bundles beside the repository (absent: nothing to do).

For each app folder it imports the bundle (`screenspec import BUNDLE --out APP`), copies
the bundle, and runs `screenspec export APP --out COPY` over the copy, unedited: every file
of the copy must come back byte for byte (FORMAT.md Part 5). It then makes three edits to
the app, one at a time, each exported over a fresh copy of the bundle, and counts the lines
of the bundle that changed (a line diff of every file):

- retitle: the first row title of the start screen renamed (one line of Root.plist);
- switch: a new switch (`toggle:`) before that row, its key in the state (its `<dict>`);
- translation: a new entry at the end of the first table of a language other than the
  first (one line of that `.strings` file);
- language: the second language's default table removed from the app (its
  `LANG.lproj/Root.strings` removed from the bundle, said once, nothing else changed).

It prints one line per bundle, then the totals: bundles given back byte for byte, plist and
strings files rewritten by the unedited export, the lines each edit changed (the most over
the bundles, and how many bundles changed more than the edit's own lines), and the export
time over vlc-ios (the largest) with and without the bundle to write over. It fails when
fewer bundles than the floor (`--floor`, default 51) come back byte for byte, or when a
removed language changes more than its table.
"""
import difflib
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
arguments = sys.argv[1:]
if "--help" in arguments or "-h" in arguments:
    print(__doc__.strip())
    sys.exit(0)
floor = 51
if "--floor" in arguments:
    at = arguments.index("--floor")
    floor = int(arguments[at + 1])
    del arguments[at : at + 2]
tool = os.path.abspath(arguments[0])
corpus = arguments[1] if len(arguments) > 1 else os.path.join(root, "..", "shared", "settings-bundles")
if not os.path.isdir(corpus):
    print(f"bytes_check: no corpus at {corpus}; nothing to do")
    sys.exit(0)

# The lines each edit may change: a retitle one line out and one in, a switch its <dict>
# (Type, Title, Key, DefaultValue: ten lines), a translation one line.
EXPECTED = {"retitle": 2, "switch": 10, "translation": 1}


def find_bundle(app_folder):
    for dirpath, dirnames, _ in os.walk(app_folder):
        for name in sorted(dirnames):
            if name.endswith(".bundle"):
                return os.path.join(dirpath, name)
    return None


def run(args):
    return subprocess.run([tool] + args, capture_output=True, text=True)


def files(bundle):
    found = {}
    for dirpath, _, names in os.walk(bundle):
        for name in names:
            path = os.path.join(dirpath, name)
            with open(path, "rb") as handle:
                found[os.path.relpath(path, bundle)] = handle.read()
    return found


def text(data):
    """A file's text: UTF-16 by its byte-order mark or its zero bytes, else UTF-8."""
    if data.startswith(b"\xff\xfe") or data.startswith(b"\xfe\xff"):
        return data.decode("utf-16", "replace")
    if len(data) > 1 and data[1] == 0:
        return data.decode("utf-16-le", "replace")
    if len(data) > 1 and data[0] == 0:
        return data.decode("utf-16-be", "replace")
    return data.decode("utf-8", "replace")


def changed_lines(before, after):
    """The lines removed and added, over every file of two bundles."""
    count = 0
    for path in sorted(set(before) | set(after)):
        old, new = before.get(path, b""), after.get(path, b"")
        if old == new:
            continue
        old_lines = text(old).splitlines(True)
        new_lines = text(new).splitlines(True)
        for line in difflib.ndiff(old_lines, new_lines):
            if line[:2] in ("- ", "+ "):
                count += 1
    return count


def export_over(app, bundle, work, name):
    copy = os.path.join(work, name)
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(bundle, copy, symlinks=True)
    result = run(["export", app, "--out", copy, "--iask"])
    return result, copy


def start_screen(app):
    with open(os.path.join(app, "app.yaml"), encoding="utf-8") as handle:
        text = handle.read()
    found = re.search(r"^start: *(\S+)", text, re.M)
    return os.path.join(app, (found.group(1) if found else "root") + ".yaml")


def first_row_title(lines):
    for index, line in enumerate(lines):
        if re.match(r"^ +- title: ", line):
            return index
    return None


def retitle(app):
    path = start_screen(app)
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    at = first_row_title(lines)
    if at is None:
        return False
    lines[at] = lines[at][: lines[at].index("- title: ")] + "- title: Renamed Row"
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines))
    return True


def add_switch(app):
    path = start_screen(app)
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    at = first_row_title(lines)
    app_yaml = os.path.join(app, "app.yaml")
    with open(app_yaml, encoding="utf-8") as handle:
        state = handle.read().split("\n")
    where = [i for i, line in enumerate(state) if line.rstrip() == "state:"]
    if at is None or (not where and any(line.startswith("state:") for line in state)):
        return False
    if where:
        state.insert(where[0] + 1, "  bytesCheckSwitch: false")
    else:
        state += ["state:", "  bytesCheckSwitch: false"]
    indent = lines[at][: lines[at].index("- title: ")]
    lines[at:at] = [indent + "- title: Bytes Check", indent + "  toggle: bytesCheckSwitch"]
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines))
    with open(app_yaml, "w", encoding="utf-8") as handle:
        handle.write("\n".join(state))
    return True


def add_translation(app):
    tables = []
    for dirpath, _, names in os.walk(os.path.join(app, "strings")):
        tables += [os.path.join(dirpath, name) for name in names if name.endswith(".yaml")]
    tables.sort()
    for path in tables[1:]:
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        if re.search(r"^strings:\s*$", text, re.M) and not text.rstrip().endswith("{}"):
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(text.rstrip("\n") + '\n  "Bytes Check": "Bytes Check Translated"\n')
            return True
    return False


def remove_language(app):
    """Removes the default table of the second language (its `strings/LANG.yaml`)."""
    folder = os.path.join(app, "strings")
    tables = sorted(n for n in os.listdir(folder) if n.endswith(".yaml")) if os.path.isdir(folder) else []
    if len(tables) < 2:
        return None
    os.remove(os.path.join(folder, tables[1]))
    return tables[1][: -len(".yaml")] + ".lproj/Root.strings"


def check_removal(app, bundle, work, original, totals, notes):
    """A language removed from the app: export removes its table, says so, touches nothing
    else. Export removes the files it owns only from the bundle the app was imported from
    (the one its .screenspec/bundle-files names), so the app is imported from the copy."""
    copy = os.path.join(work, "R.bundle")
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(bundle, copy, symlinks=True)
    shutil.rmtree(app)
    run(["import", copy, "--out", app])
    gone = remove_language(app)
    if gone is None or gone not in original:
        notes.append("language -")
        return
    result = run(["export", app, "--out", copy, "--iask"])
    after = files(copy)
    removed = sorted(set(original) - set(after))
    others = [p for p in after if p in original and after[p] != original[p]] + sorted(set(after) - set(original))
    said = [line for line in result.stdout.splitlines() if line.startswith("removed ")]
    ok = removed == [gone] and not others and len(said) == 1
    totals["language"].append(ok)
    notes.append("language " + ("removed" if ok else f"removed {removed}, changed {others}"))


def export_seconds(app, bundle, work, over):
    seconds = []
    for _ in range(3):
        target = os.path.join(work, "timed.bundle")
        shutil.rmtree(target, ignore_errors=True)
        if over:
            shutil.copytree(bundle, target, symlinks=True)
        started = time.perf_counter()
        run(["export", app, "--out", target, "--iask"])
        seconds.append(time.perf_counter() - started)
    return statistics.median(seconds)


def check_bundle(name, bundle, work, totals):
    app = os.path.join(work, "app")
    imported = run(["import", bundle, "--out", app])
    if not os.path.exists(os.path.join(app, "app.yaml")):
        print(f"{name}: import wrote no app (exit {imported.returncode})")
        return
    original = files(bundle)
    counted = [p for p in original if p.endswith(".plist") or p.endswith(".strings")]
    totals["files"] += len(counted)
    result, copy = export_over(app, bundle, work, "B.bundle")
    after = files(copy)
    rewritten = [p for p in counted if after.get(p) != original[p]]
    added = sorted(set(after) - set(original))
    totals["rewritten"] += len(rewritten)
    same = not rewritten and not added and set(after) == set(original)
    totals["same"] += same
    notes = []
    for edit, make in (("retitle", retitle), ("switch", add_switch), ("translation", add_translation)):
        shutil.rmtree(app)
        run(["import", bundle, "--out", app])
        if not make(app):
            notes.append(f"{edit} -")
            continue
        edited, copy = export_over(app, bundle, work, "E.bundle")
        # A bundle whose import reported errors exports with exit 1 (its mistakes written
        # back as read): an edit fails only when it fails more.
        if edited.returncode > result.returncode:
            notes.append(f"{edit} failed")
            totals[edit + " failed"] += 1
            continue
        lines = changed_lines(original, files(copy))
        totals[edit].append(lines)
        notes.append(f"{edit} {lines}")
    check_removal(app, bundle, work, original, totals, notes)
    if name == "vlc-ios":
        totals["vlc over"] = export_seconds(app, bundle, work, True)
        totals["vlc fresh"] = export_seconds(app, bundle, work, False)
    verdict = "byte for byte" if same else f"{len(rewritten)} of {len(counted)} files rewritten"
    print(f"{name}: {verdict} (exit {result.returncode}); lines changed: {', '.join(notes)}")
    for path in rewritten[:3]:
        print(f"  rewritten {path}")


def main():
    totals = {"files": 0, "rewritten": 0, "same": 0, "bundles": 0}
    for edit in EXPECTED:
        totals[edit] = []
        totals[edit + " failed"] = 0
    totals["language"] = []
    for name in sorted(os.listdir(corpus)):
        folder = os.path.join(corpus, name)
        bundle = find_bundle(folder) if os.path.isdir(folder) else None
        if not bundle:
            continue
        totals["bundles"] += 1
        with tempfile.TemporaryDirectory() as work:
            check_bundle(name, bundle, work, totals)
    print(
        f"bytes_check: {totals['same']} of {totals['bundles']} bundles given back byte for byte; "
        f"{totals['rewritten']} of {totals['files']} plist and strings files rewritten by an "
        "unedited export")
    for edit, expected in EXPECTED.items():
        counts = totals[edit]
        if counts:
            over = sum(1 for count in counts if count > expected)
            print(
                f"bytes_check: {edit}: {len(counts)} bundles, median {statistics.median(counts)} "
                f"lines changed, most {max(counts)}; {over} changed more than {expected}; "
                f"{totals[edit + ' failed']} exports failed")
    removals = totals["language"]
    print(
        f"bytes_check: language removed: {len(removals)} bundles, {sum(removals)} of them "
        "with its table removed from the bundle (said once) and no other file changed")
    if "vlc over" in totals:
        print(
            f"bytes_check: export of vlc-ios over its bundle {totals['vlc over']:.3f} s, "
            f"into a new folder {totals['vlc fresh']:.3f} s (median of 3)")
    if totals["same"] < min(floor, totals["bundles"]):
        print(f"bytes_check: fewer than {floor} bundles byte for byte")
        sys.exit(1)
    if not all(removals):
        print("bytes_check: a removed language changed more than its table")
        sys.exit(1)


main()
