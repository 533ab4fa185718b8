"""Imports every real Settings.bundle of the corpus, checks the app it writes, and reports.

Usage: python3 Scripts/bundles_check.py PATH_TO_SCREENSPEC [CORPUS] [--repeat N]
CORPUS defaults to ../shared/settings-bundles beside the repository (absent: nothing to do).

For each app folder of the corpus it runs `screenspec import BUNDLE --out TMP`, then
`screenspec check TMP` on what was written; in an app that checks clean it opens every
picker a pane pushes, picks a choice and taps back (the parent row must show its short
title, else its title), and draws the root screen in every imported locale (of the default tables and the named
ones). Then it runs
`screenspec export TMP --out B.bundle --iask --swift Defaults.swift`, imports B.bundle
again and compares the two apps (the same files, strings tables compared as sets of
lines), and type-checks Defaults.swift with `swiftc` when it is on PATH.

It also runs `check` and `render` of the bundle itself (a Settings.bundle is an app, read
through the importer in memory): check must exit as import does, and report
every error import reports (an empty `Key`, which the screens cannot bind, is also an
error in the screens the import wrote, drawn all the same: bound to no state key), and render must
draw every bundle whose import is clean.

It fails when fewer bundles come back file by file than LOSSLESS_FLOOR, when a command crashes (a signal, or an exit status other than 0, 1 or 2), when
a bundle's import reports no error but `check` of its app fails or its export does, or
reports errors in plists but `check` finds none (it writes the app so that `check` repeats
them; an unreadable strings file is left out, so its error is not repeated), when
the exported plists say otherwise than the bundle's in a specifier import reported nothing
about (its values, their plist types, a key or a whole specifier; panes with `~ipad`
variants and binary plists are left out), when the re-imported app differs, when the Swift file does not compile, when a picker does not
pick and return, when `render --locale` fails, or when an import writes nothing without
an error. It prints one line per app and the median and slowest import and export times
(wall time of the whole process; with `--repeat N`, each bundle's time is the median of N
runs, for Benchmarks/README.md).
"""
import difflib
import plistlib
import re
import shutil
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lossless  # noqa: E402

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
arguments = sys.argv[1:]
repeat = 1
if "--repeat" in arguments:
    at = arguments.index("--repeat")
    repeat = int(arguments[at + 1])
    del arguments[at : at + 2]
tool = os.path.abspath(arguments[0])
corpus = arguments[1] if len(arguments) > 1 else os.path.join(root, "..", "shared", "settings-bundles")
if not os.path.isdir(corpus):
    print(f"bundles_check: no corpus at {corpus}; nothing to do")
    sys.exit(0)

has_export = subprocess.run([tool, "help", "export"], capture_output=True).returncode == 0


def find_bundle(app_folder):
    for dirpath, dirnames, _ in os.walk(app_folder):
        for name in sorted(dirnames):
            if name.endswith(".bundle"):
                return os.path.join(dirpath, name)
    return None


def run(args, times=1, fresh=None):
    """Runs the tool; with `times`, the median wall time of that many runs (`fresh` is a
    folder removed before each, so every import writes a new one)."""
    seconds = []
    for _ in range(times):
        if fresh:
            shutil.rmtree(fresh, ignore_errors=True)
        started = time.perf_counter()
        result = subprocess.run([tool] + args, capture_output=True, text=True)
        seconds.append(time.perf_counter() - started)
    return result, statistics.median(seconds)


swiftc = shutil.which("swiftc")
try:
    import yaml  # PyYAML, installed by .ci/run
except ImportError:
    yaml = None


def pick_every_picker(app):
    """Opens every picker a pane pushes, picks its last choice that is not the current one
    (tapping the current choice stays on the picker, as in Settings, where a choice also
    leaves the list open: `settingsBundle: true`) and taps back: the
    parent row must show that choice's short title (else its title). Returns (picked,
    failures)."""
    if yaml is None:
        return 0, []
    with open(os.path.join(app, "app.yaml"), encoding="utf-8") as handle:
        state = (yaml.safe_load(handle) or {}).get("state") or {}

    def current(key):
        value = state
        for part in str(key).split("."):
            value = value.get(part) if isinstance(value, dict) else None
        return None if value is None else str(value).lower() if isinstance(value, bool) else str(value)

    screens = {}
    for name in os.listdir(app):
        if name.endswith(".yaml") and name != "app.yaml":
            with open(os.path.join(app, name), encoding="utf-8") as handle:
                screens[name[: -len(".yaml")]] = yaml.safe_load(handle) or {}
    words = development_words(app)
    picked, failures = 0, []
    for screen_id, screen in sorted(screens.items()):
        # A section one host or device alone shows is left out, as a row's own condition is.
        rows = [row for section in screen.get("sections") or [] if "visibleIf" not in section
                for row in section.get("rows") or []]
        titles = [row.get("title") for row in rows if isinstance(row, dict)]
        for row in rows:
            if not isinstance(row, dict) or "push" not in row:
                continue
            picker = screens.get(row["push"], {})
            choices = picker.get("choices")
            title = row.get("title") or ""
            if not choices or titles.count(title) != 1 or "visibleIf" in row:
                continue
            now = current(picker.get("bind"))
            value = lambda choice: str(choice.get("value", choice.get("title"))).lower() if isinstance(choice.get("value"), bool) else str(choice.get("value", choice.get("title"))) if isinstance(choice, dict) else str(choice)
            others = [index for index, choice in enumerate(choices) if value(choice) != now]
            if not others:
                continue
            position = others[-1] + 1
            last = choices[others[-1]]
            shown = str(last.get("shortTitle") or last.get("title")) if isinstance(last, dict) else str(last)
            quoted = '"' + title.replace("\\", "\\\\").replace('"', '\\"') + '"'
            result = subprocess.run(
                [tool, "render", app, "--screen", screen_id, "--width", "400", "--ascii",
                 "--do", f"tap {quoted}", "--do", f"tap {position}", "--do", "back"],
                capture_output=True, text=True)
            picked += 1
            # Drawn in the development language's table when the app has one (en, else Base).
            drawn_title, drawn_shown = words.get(title, title), words.get(shown, shown)
            shows = any(
                (title in line and shown in line) or (drawn_title in line and drawn_shown in line)
                for line in result.stdout.splitlines())
            if result.returncode != 0 or not shows:
                failures.append(f"{screen_id}: '{title}' -> '{shown}': exit {result.returncode} {result.stderr.strip()[:200]}")
    return picked, failures



def development_words(app):
    """The texts a device in the development language shows for the app's source texts:
    its `en` tables' entries, else its `Base` tables' (default and named), first one wins."""
    found = {}
    strings = os.path.join(app, "strings")
    for language in ["en", "Base"]:
        for dirpath, _, names in os.walk(strings) if os.path.isdir(strings) else []:
            if language + ".yaml" not in names:
                continue
            with open(os.path.join(dirpath, language + ".yaml"), encoding="utf-8") as handle:
                table = (yaml.safe_load(handle) or {}).get("strings") or {}
            for key, value in table.items():
                if isinstance(value, str):
                    found.setdefault(str(key), value)
        if found:
            break
    return found


def imported_languages(strings):
    """The languages of an app's strings tables: `strings/LANG.yaml` and the named tables'
    `strings/TABLE/LANG.yaml`, each once, in byte order."""
    found = set()
    for dirpath, _, names in os.walk(strings) if os.path.isdir(strings) else []:
        found.update(name[: -len(".yaml")] for name in names if name.endswith(".yaml"))
    return sorted(found)


def compare(first, second):
    """None when two app folders hold the same files (strings tables as sets of lines)."""
    def files(folder):
        found = {}
        for dirpath, dirnames, names in os.walk(folder):
            # .screenspec/import-base is a copy of what import wrote: the app's files say it.
            dirnames[:] = [name for name in dirnames if not name.startswith(".")]
            for name in names:
                path = os.path.join(dirpath, name)
                # kept/ holds the bundle's files byte for byte, in any encoding.
                with open(path, "rb") as handle:
                    found[os.path.relpath(path, folder)] = handle.read().decode("utf-8", "replace")
        return found

    a, b = files(first), files(second)
    if sorted(a) != sorted(b):
        return f"files {sorted(set(a) ^ set(b))}"
    for name in sorted(a):
        same = sorted(a[name].splitlines()) == sorted(b[name].splitlines()) if name.startswith("strings/") else a[name] == b[name]
        if not same:
            return name
    return None


# A value with its plist type, so that 1, 1.0, True and "1" differ.
_typed = lossless.typed


def _spans(path):
    """The first and last line of each specifier dict of an XML plist, in order."""
    spans, depth, start = [], 0, None
    with open(path, encoding="utf-8", errors="replace") as handle:
        for number, line in enumerate(handle, 1):
            for tag in re.findall(r"<(/?)dict(/?)>", line):
                closing, empty = tag
                if empty:
                    if depth == 1:
                        spans.append((number, number))
                elif closing:
                    depth -= 1
                    if depth == 1 and start is not None:
                        spans.append((start, number))
                        start = None
                else:
                    depth += 1
                    if depth == 2:
                        start = number
    return spans


def unwarned_losses(bundle, exported, stderr):
    """What the round trip bundle -> import -> export changed in a specifier that import
    reported nothing about (no warning or error on the specifier's lines). Panes with
    device variants (`~ipad`, `~iphone`) and binary plists are left out."""
    reported = {}
    for match in re.finditer(r"^(.*?\.plist):(\d+):\d+: (?:warning|error): ", stderr, re.M):
        reported.setdefault(os.path.normpath(match.group(1)), []).append(int(match.group(2)))
    # A key the screens do not model is warned about once per name in the bundle, at its
    # first use ("(N uses in the bundle; this is the first)"): every use of it is told.
    warned_keys = set(re.findall(r"warning: '([^']*)' is not a key of ", stderr))
    losses = []
    for dirpath, _, names in os.walk(exported):
        for name in sorted(names):
            if not name.endswith(".plist"):
                continue
            relative = os.path.relpath(os.path.join(dirpath, name), exported)
            original = os.path.join(bundle, relative)
            stem = original[: -len(".plist")]
            if not os.path.exists(original) or any(os.path.exists(stem + v + ".plist") for v in ("~ipad", "~iphone")):
                continue
            with open(original, "rb") as handle:
                if handle.read(6) == b"bplist":
                    continue
            try:
                with open(original, "rb") as handle:
                    before = plistlib.load(handle).get("PreferenceSpecifiers") or []
                with open(os.path.join(dirpath, name), "rb") as handle:
                    after = plistlib.load(handle).get("PreferenceSpecifiers") or []
            except Exception:
                continue
            spans = _spans(original)
            if len(spans) != len(before):
                continue
            lines = reported.get(os.path.normpath(original), [])
            said = lambda index: any(spans[index][0] <= line <= spans[index][1] for line in lines)
            key = lambda s: (s.get("Type"), s.get("Title")) if isinstance(s, dict) else None
            matcher = difflib.SequenceMatcher(a=[key(s) for s in before], b=[key(s) for s in after], autojunk=False)
            for tag, i1, i2, j1, j2 in matcher.get_opcodes():
                if tag == "insert":
                    if not (said(i1 - 1) if i1 > 0 else False) and not (said(i1) if i1 < len(before) else False):
                        losses.append(f"{relative}: export adds {[key(s) for s in after[j1:j2]]} after specifier {i1}")
                    continue
                for offset, index in enumerate(range(i1, i2)):
                    other = after[j1 + offset] if tag == "equal" else None
                    if tag == "replace" and i2 - i1 == j2 - j1:
                        # A warned key's loss changes the specifier's (Type, Title): paired.
                        paired = after[j1 + offset]
                        differing = {k for k in set(before[index]) | set(paired) if _typed(before[index].get(k)) != _typed(paired.get(k))}
                        if differing and differing <= warned_keys:
                            continue
                    if other is not None and _typed(before[index]) == _typed(other):
                        continue
                    changed = sorted(k for k in set(before[index]) | set(other or {}) if _typed(before[index].get(k)) != _typed((other or {}).get(k)))
                    if other is not None and changed and set(changed) <= warned_keys:
                        continue
                    if not said(index):
                        losses.append(f"{relative}:{spans[index][0]}: specifier {index} {key(before[index])} changes {changed if other else 'or is dropped'} with no warning")
    return losses


failures = []
pickers_total = [0]
locales_total = [0]
times = []
export_times = []
# Bundles that export of the unedited import gives back file by file (lossless.py).
given_back = [0]
first_losses = []
clean = with_errors = not_written = 0
for app in sorted(os.listdir(corpus)):
    folder = os.path.join(corpus, app)
    bundle = find_bundle(folder) if os.path.isdir(folder) else None
    if bundle is None:
        continue
    with tempfile.TemporaryDirectory() as temporary:
        out = os.path.join(temporary, "app")
        imported, seconds = run(["import", bundle, "--out", out], repeat, fresh=out)
        times.append((seconds, app))
        errors = imported.stderr.count(": error: ")
        warnings = imported.stderr.count(": warning: ")
        line = f"{app:20} import {imported.returncode} ({errors} errors, {warnings} warnings, {seconds * 1000:.0f} ms)"
        if imported.returncode not in (0, 1):
            failures.append(f"{app}: import exited {imported.returncode}\n{imported.stderr}")
        # The bundle itself is an app: check and render read it through the importer, and
        # say what import says (the same errors, at the same plist lines).
        as_app, _ = run(["check", bundle])
        drawn_bundle, _ = run(["render", bundle])
        line += f", as an app check {as_app.returncode} render {drawn_bundle.returncode}"
        told = [l.split(": error: ", 1)[1] for l in imported.stderr.splitlines() if ": error: " in l]
        if as_app.returncode != imported.returncode or any(m not in as_app.stderr for m in told):
            failures.append(f"{app}: check of the bundle says otherwise than import\n{as_app.stderr}")
        if drawn_bundle.returncode not in (0, 1) or (errors == 0 and drawn_bundle.returncode != 0):
            failures.append(f"{app}: render of the bundle exited {drawn_bundle.returncode}\n{drawn_bundle.stderr}")
        if not os.path.isdir(out):
            not_written += 1
            line += ", nothing written"
            if errors == 0:
                failures.append(f"{app}: nothing written and no error")
        else:
            checked, _ = run(["check", out])
            line += f", check {checked.returncode}"
            if checked.returncode == 0:
                picked, picker_failures = pick_every_picker(out)
                pickers_total[0] += picked
                line += f", {picked - len(picker_failures)}/{picked} pickers pick and return"
                failures += [f"{app}: picker {failure}" for failure in picker_failures]
                for language in imported_languages(os.path.join(out, "strings")):
                    drawn, _ = run(["render", out, "--locale", language])
                    locales_total[0] += 1
                    if drawn.returncode != 0:
                        failures.append(f"{app}: render --locale {language} exited {drawn.returncode}\n{drawn.stderr}")
            if checked.returncode not in (0, 1):
                failures.append(f"{app}: check exited {checked.returncode}\n{checked.stderr}")
            if errors == 0 and checked.returncode != 0:
                failures.append(f"{app}: a clean import does not check clean\n{checked.stderr}")
            # A file that cannot be read (a strings file in neither UTF-8 nor UTF-16, a plist
            # that does not parse) is kept as it is in the app's kept/ folder, which check
            # does not read, so it cannot repeat its error: only errors in plists the screens
            # hold must come back.
            kept = os.path.join(out, "kept")
            plist_errors = sum(
                1
                for path in re.findall(r"^([^\n]*\.plist)(?::\d+:\d+)?: error: ", imported.stderr, re.M)
                if not os.path.exists(os.path.join(kept, os.path.relpath(path, bundle)))
            )
            if plist_errors and checked.returncode == 0:
                failures.append(f"{app}: import reports {plist_errors} errors in plists but check of its app finds none")
            if has_export:
                exported_bundle = os.path.join(temporary, "Settings.bundle")
                swift_file = os.path.join(temporary, "Defaults.swift")
                exported, seconds = run(
                    ["export", out, "--out", exported_bundle, "--iask", "--swift", swift_file], repeat,
                    fresh=exported_bundle,
                )
                export_times.append((seconds, app))
                line += f", export {exported.returncode} ({seconds * 1000:.0f} ms)"
                if exported.returncode not in (0, 1):
                    failures.append(f"{app}: export exited {exported.returncode}\n{exported.stderr}")
                if errors == 0 and exported.returncode != 0:
                    failures.append(f"{app}: a clean import does not export\n{exported.stderr}")
                # A bundle with mistakes Settings shows without a word is written back too
                # (export exits 1, having said them): it is compared as any other.
                written = os.path.isdir(exported_bundle)
                if written:
                    lost = lossless.differences(bundle, exported_bundle)
                    if lost:
                        line += f", {len(lost)} files changed (first: {lost[0]})"
                        first_losses.append((app, lost))
                    else:
                        given_back[0] += 1
                        line += ", given back file by file"
                else:
                    first_losses.append((app, ["export refused"]))
                if written:
                    losses = unwarned_losses(bundle, exported_bundle, imported.stderr)
                    failures += [f"{app}: {loss}" for loss in losses]
                    if losses:
                        line += f", {len(losses)} unwarned changes"
                    again = os.path.join(temporary, "again")
                    title = os.path.basename(bundle)[: -len(".bundle")]
                    run(["import", exported_bundle, "--out", again, "--title", title])
                    difference = compare(out, again)
                    line += ", same app again" if difference is None else f", differs: {difference}"
                    if difference is not None:
                        failures.append(f"{app}: export then import differs: {difference}")
                    if swiftc:
                        typed = subprocess.run(
                            [swiftc, "-typecheck", "-parse-as-library", swift_file], capture_output=True, text=True
                        )
                        line += ", swift ok" if typed.returncode == 0 else ", swift FAILS"
                        if typed.returncode != 0:
                            failures.append(f"{app}: Defaults.swift does not compile\n{typed.stderr}")
        if errors:
            with_errors += 1
        else:
            clean += 1
        print(line)

def figures(name, measured):
    """`NAME median X ms, slowest Y ms (APP)`: the median and the slowest bundle."""
    slowest = max(measured)
    median = statistics.median(seconds for seconds, _ in measured)
    return f"{name} median {median * 1000:.1f} ms, slowest {slowest[0] * 1000:.1f} ms ({slowest[1]})"


print(
    f"bundles_check: {len(times)} bundles: {clean} without errors, {with_errors} with errors "
    f"({not_written} not written); {pickers_total[0]} pickers picked and returned, "
    f"{locales_total[0]} locales drawn; " + figures("import", times)
    + (f"; " + figures("export", export_times) if export_times else "")
)
print(
    f"bundles_check: lossless: {given_back[0]} of {len(times)} bundles come back file by file"
    " from export of their unedited import"
)
# The count reached so far: fewer is a regression (raise it as bundles come back; 51 is all).
LOSSLESS_FLOOR = 51
if len(times) == 51 and given_back[0] < LOSSLESS_FLOOR:
    failures.append(
        f"only {given_back[0]} bundles come back file by file; {LOSSLESS_FLOOR} did before"
    )
for failure in failures:
    print("FAIL: " + failure)
sys.exit(1 if failures else 0)
