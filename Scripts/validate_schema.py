"""Validates the repo's screens, app.yaml and scenarios against `screenspec schema`, and
checks that invalid examples are rejected by the schema where it can express the rule.

Usage: python3 Scripts/validate_schema.py PATH_TO_SCREENSPEC
Needs PyPI's jsonschema and PyYAML (installed by .ci/run).
"""
import glob
import json
import os
import subprocess
import sys

import jsonschema
import yaml

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
tool = sys.argv[1]


def schema(kind):
    out = subprocess.run([tool, "schema", kind], check=True, capture_output=True, text=True).stdout
    document = json.loads(out)
    jsonschema.Draft202012Validator.check_schema(document)
    return jsonschema.Draft202012Validator(document)


validators = {kind: schema(kind) for kind in ("screen", "app", "scenario", "strings", "template")}
passed = failed = 0


def expect(valid, kind, name, data):
    global passed, failed
    errors = list(validators[kind].iter_errors(data))
    if (not errors) == valid:
        passed += 1
    else:
        failed += 1
        what = "rejected" if errors else "accepted"
        print(f"FAIL {name}: {kind} schema {what} it" + (f": {errors[0].message}" if errors else ""))


for path in sorted(glob.glob(os.path.join(root, "Screens", "*.yaml"))):
    kind = "app" if os.path.basename(path) == "app.yaml" else "screen"
    expect(True, kind, os.path.relpath(path, root), yaml.safe_load(open(path, encoding="utf-8")))
for path in sorted(glob.glob(os.path.join(root, "Screens", "strings", "*.yaml"))):
    expect(True, "strings", os.path.relpath(path, root), yaml.safe_load(open(path, encoding="utf-8")))
expect(False, "strings", "a table with an unknown direction", yaml.safe_load("direction: up\nstrings: {}\n"))
for path in sorted(glob.glob(os.path.join(root, "Screens", "templates", "*.yaml"))):
    expect(True, "template", os.path.relpath(path, root), yaml.safe_load(open(path, encoding="utf-8")))
expect(False, "template", "a template with two bodies", yaml.safe_load("rows: [a]\nsections: []\n"))
expect(False, "template", "a template with no body", yaml.safe_load("parameters: [a]\n"))
expect(True, "screen", "a screen made from a template", yaml.safe_load("template: t\nwith: {a: 1}\n"))
expect(True, "screen", "rows and sections that use templates", yaml.safe_load(
    "title: A\nsections:\n  - use: s\n  - rows:\n      - use: r\n        with: {x: [1]}\n"))
expect(False, "screen", "a use without its name", yaml.safe_load("title: A\nrows:\n  - with: {a: 1}\n"))
for path in sorted(glob.glob(os.path.join(root, "Scenarios", "*.yaml"))):
    expect(True, "scenario", os.path.relpath(path, root), yaml.safe_load(open(path, encoding="utf-8")))

# The invalid examples of the loader's diagnostic tests that a schema can express.
invalid_screens = {
    "unknown key": "titel: A\nrows: [x]\n",
    "missing title": "rows: [x]\n",
    "rows not a list": "title: A\nrows: 3\n",
    "title a list": "title: [a, b]\nrows: [x]\n",
    "no content": "title: A\n",
    "two contents": "title: A\nrows: [x]\nchoices: [y]\n",
    "pageSize below 1": "title: A\nrows: [a]\npaging: {pageSize: 0}\n",
    "unknown style": "title: A\nstyle: groupd\nrows: [a]\n",
    "unknown accessory": "title: A\nrows:\n  - {title: B, accessory: chevron}\n",
    "unknown selection style": "title: A\nselectionStyle: purple\nrows: [a]\n",
    "unknown colour": "title: A\nselectionStyle: {background: redd, text: white}\nrows: [a]\n",
    "deletable not a boolean": "title: A\ndeletable: 1\nrows: [a]\n",
    "row without title": "title: A\nrows:\n  - {detail: x}\n",
    "section with rows and choices": "title: A\nsections:\n  - {rows: [a], choices: [b]}\n",
    "two kind keys": "title: A\nrows:\n  - {title: B, toggle: wifi, push: x}\n",
    "unknown keyboard": "title: A\nrows:\n  - {title: B, textField: n, keyboard: numberpad}\n",
    "button not true": "title: A\nrows:\n  - {title: B, button: maybe}\n",
    "min not a number": "title: A\nrows:\n  - {slider: v, min: low, max: 1}\n",
    "unknown role": "title: A\nrows:\n  - {title: B, button: true, role: dangerous}\n",
    "confirm without button": "title: A\nrows:\n  - {title: B, button: true, confirm: {title: Sure}}\n",
    "a switch with a detail": "title: A\nrows:\n  - {title: B, toggle: wifi, detail: x}\n",
    "a button with an accessory": "title: A\nrows:\n  - {title: B, button: true, accessory: disclosure}\n",
}
for name, text in invalid_screens.items():
    expect(False, "screen", name, yaml.safe_load(text))
# Valid part-2 pickers and rows the schema must accept.
expect(True, "screen", "a multiple picker", yaml.safe_load("title: C\nallowsMultipleSelection: true\nselected: [a, 1]\nchoices: [a, b]\n"))
expect(True, "screen", "inline groups", yaml.safe_load("title: G\nsections:\n  - {bind: a, choices: [x, {title: y, shortTitle: Y}]}\n"))
expect(False, "screen", "unknown picker style", yaml.safe_load("title: A\nrows:\n  - {title: B, push: x, pickerStyle: tabs}\n"))
expect(True, "screen", "a slider without a title", yaml.safe_load("title: A\nrows:\n  - {slider: v, min: 0, max: 1, step: 0.1}\n"))
expect(True, "screen", "a button with a badge", yaml.safe_load("title: A\nrows:\n  - {title: B, button: true, badge: '2'}\n"))
expect(True, "screen", "a switch with its own values", yaml.safe_load("title: A\nrows:\n  - {title: S, toggle: s, trueValue: on, falseValue: off}\n"))
expect(False, "app", "app with unknown key", yaml.safe_load("begin: home\n"))
expect(False, "app", "state as a list", yaml.safe_load("state: [a]\n"))
expect(False, "scenario", "scenario without steps", yaml.safe_load("app: ../Screens\n"))
expect(False, "scenario", "width too small", yaml.safe_load("app: x\nwidth: 3\nsteps: [back]\n"))

print(f"schema: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
