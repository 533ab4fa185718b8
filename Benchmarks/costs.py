"""Writes the inputs of Benchmarks/costs.sh to a folder (default Benchmarks/.data/costs):
files of a few hundred kilobytes whose cost was once far above their size (issue #36,
items 9 to 13). Each is described where it is written."""
import json
import os
import shutil
import sys

out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".data", "costs")
os.makedirs(out, exist_ok=True)


def write(name, text):
    path = os.path.join(out, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


# Item 9: unknown keys. 60,000 top-level ones (about 888 KB); one row of 20,000; 1,000 rows
# of 20 each; and keys one edit from a known one, each of which has a suggestion.
write("unknown-top-60k.yaml", "title: Keys\n" + "".join(f"k{i:05}: value\n" for i in range(60_000)))
write("unknown-row-20k.yaml", "title: Keys\nrows:\n  - title: Row\n"
      + "".join(f"    unknown{i:06}: value\n" for i in range(20_000)))
write("unknown-rows-1k.yaml", "title: Keys\nrows:\n" + "".join(
    "  - title: Row\n" + "".join(f"    extra{j:02}: value\n" for j in range(20)) for i in range(1_000)))
write("near-top-60k.yaml", "title: Keys\n" + "".join(
    f"{['titel', 'fotter', 'rowz', 'sectoins', 'paginG'][i % 5]}{i:05}: x\n" for i in range(60_000)))

# 20,000 texts naming unknown state keys, in an app of 20,000 state keys (each name is one
# edit from a key): each name was once compared in full with every key.
write("state-names/app.yaml", "start: home\nstate:\n" + "".join(f"  key{i:05}: x\n" for i in range(20_000)))
write("state-names/home.yaml", "title: Names\nrows:\n" + "".join(f'  - title: "{{kez{i:05}}}"\n' for i in range(20_000)))

# Item 10: a scenario of 2,000 toggle steps at width 1000, on a copy of the seed app's
# settings screen beside it (a scenario's app stays inside its repository, and
# Benchmarks/Package.swift makes Benchmarks one). Its snapshot is recorded by costs.sh.
screens = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Screens")
shutil.rmtree(os.path.join(out, "scenario-app"), ignore_errors=True)
shutil.copytree(screens, os.path.join(out, "scenario-app"),
                ignore=shutil.ignore_patterns("__snapshots__"))
# Only the default variant is measured: the copy's app.yaml declares no snapshotVariants.
app_yaml = os.path.join(out, "scenario-app", "app.yaml")
with open(app_yaml, encoding="utf-8") as f:
    lines = f.read().split("\n")
start = lines.index("snapshotVariants:")
end = start + 1
while lines[end].startswith("  - "):
    end += 1
with open(app_yaml, "w", encoding="utf-8") as f:
    f.write("\n".join(lines[:start] + lines[end:]))
write("scenario/settings-2k.yaml", "app: ../scenario-app\nscreen: settings\nwidth: 1000\nsteps:\n"
      + "".join("  - toggle Allow Notifications\n" for _ in range(2_000)))

# Item 13: a String Catalog of 20,000 entries (written as Xcode's JSON encoder may, on one
# line: 2.0 MB), and bundles of 2,000 and 20,000 toggles and of 20,000 groups.
strings = {f"Text {i}": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": f"Text {i} (de)"}}}}
           for i in range(20_000)}
write("catalog/Localizable.xcstrings", json.dumps({"sourceLanguage": "en", "strings": strings, "version": "1.0"}, separators=(",", ":")))
write("catalog/app/home.yaml", "title: Home\nrows:\n  - title: Text 0\n")


def plist(specifiers):
    items = "".join("    <dict>\n" + "".join(
        f"      <key>{k}</key>\n      {v}\n" for k, v in s) + "    </dict>\n" for s in specifiers)
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
            '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n'
            f"  <key>PreferenceSpecifiers</key>\n  <array>\n{items}  </array>\n</dict>\n</plist>\n")


def toggle(i):
    return [("Type", "<string>PSToggleSwitchSpecifier</string>"), ("Title", f"<string>Toggle {i}</string>"),
            ("Key", f"<string>toggle{i}</string>"), ("DefaultValue", "<true/>")]


def group(i):
    return [("Type", "<string>PSGroupSpecifier</string>"), ("Title", f"<string>Group {i}</string>")]


for n in (2_000, 20_000):
    write(f"bundle-toggles-{n // 1000}k/Settings.bundle/Root.plist", plist([toggle(i) for i in range(n)]))
# 20,000 groups, each holding one toggle.
write("bundle-groups-20k/Settings.bundle/Root.plist", plist([s for i in range(20_000) for s in (group(i), toggle(i))]))

# Issue #48, items 14 to 17.
# Item 14: a screen of 32,000 rows whose reference drew other titles (every row changed),
# and a one-row screen whose committed reference is 2.6 MB of junk. costs.sh records the
# references and then changes what they pin.
write("diff-rows/app/home.yaml", "title: Home\nrows:\n" + "".join(f"  - title: Row {i}\n" for i in range(32_000)))
write("diff-junk/app/one.yaml", "title: One\nrows:\n  - title: Row\n")
write("diff-junk/junk.txt", "".join(f"junk {i * 7919 % 1_000_003:07} {'x' * 12}\n" for i in range(105_000)))
# Item 15: a 1 MiB screen of 55,000 unknown keys that 25 other screens push (26 cases).
write("report/app/big.yaml", "title: Big\nrows: [a]\n" + "".join(f"key_{i:05}: value\n" for i in range(55_000)))
for s in range(25):
    write(f"report/app/s{s:02}.yaml", f"title: S{s}\nrows:\n  - title: Go\n    push: big\n")
# Item 16: a search step of 400,000 'é' on a searchable screen.
write("search/app/home.yaml", "title: Home\nsearchable: true\nrows: [Café, Été, Alpha]\n")
write("search/search.yaml", "app: app\nscreen: home\nsteps:\n  - search " + "é" * 400_000 + "\n")
# Item 17: a String Catalog of 50 MB (85,000 keys in eight languages: 2.9 million values).
languages = ["de", "fr", "es", "it", "ja", "ko", "pt", "nl"]
with open(os.path.join(out, "catalog-50mb.xcstrings"), "w", encoding="utf-8") as f:
    f.write('{"sourceLanguage":"en","version":"1.0","strings":{')
    for i in range(85_000):
        units = ",".join(f'"{l}":{{"stringUnit":{{"state":"translated","value":"Text {i} ({l})"}}}}' for l in languages)
        f.write(("," if i else "") + f'"Text {i}":{{"localizations":{{{units}}}}}')
    f.write("}}")
