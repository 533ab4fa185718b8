"""Writes the inputs of the instruction-count guard (Benchmarks/instructions.sh) to one folder.

Usage: python3 Benchmarks/guard_inputs.py OUT

Every input is a pure function of a fixed seed, so two runs write the same bytes:
- `screens-10k/`: 10,000 small screens (a title, a grouped style, three rows), as in
  generate.py's folder of the same name, and `screens-10k.list` naming them for events.c;
  `small-300/` holds the first 300 of them, for `snapshot --ci` against `check`;
- `feed-10k.yaml`: a paged feed of 10,000 rows (1.5 MB);
- `one/screen.yaml`: one small grouped screen with sections, for `render`;
- `app-500/`: 500 Part-2 screens (switches, fields, sliders, steppers, buttons, links,
  pickers, lists from state, conditions, feeds) and the app.yaml holding their state;
- `unknown-60k.yaml`: one screen with 60,000 unknown keys (about 890 KB);
- `pickers-10k/`: 10,000 picker screens of the shape users write most (issue #49: a title,
  a grouped style, a prompt, ten choices in a flow sequence, a selection), and
  `pickers-10k.list` naming them for events.c;
- `app-1k/` and `lsp-keystroke.rpc`: a 1,000-screen Part-2 app and the language-server
  session run over it (initialize, open a screen, one keystroke that adds a mistake, shut
  down), framed as an editor sends it;
- `tree-1k/`: a 1,000-screen navigation tree (each screen pushes ten, so the start screen
  reaches every one; each has a warning, as a slider without a name gives), for a session
  of keystrokes in its start screen (`lsp_keystroke.py`, driven by instructions.sh).
"""
import json
import os
import random
import sys

SEED = 37
out = sys.argv[1]
os.makedirs(out, exist_ok=True)


def write(path, text):
    path = os.path.join(out, path)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def small_screens(count):
    names = []
    for i in range(count):
        name = f"screen-{i:05}.yaml"
        text = (f"title: Screen {i}\nstyle: grouped\nrows:\n  - title: First row\n    detail: one\n"
                "  - Second row\n  - {title: Third, accessory: checkmark}\n")
        write(f"screens-10k/{name}", text)
        if i < 300:
            write(f"small-300/{name}", text)
        names.append(os.path.join(out, "screens-10k", name))
    write("screens-10k.list", "\n".join(names) + "\n")


def pickers(count):
    """The picker screens the folder-check target is stated on, each exactly this shape."""
    names = []
    for i in range(count):
        name = f"picker-{i:05}.yaml"
        write(f"pickers-10k/{name}",
              f"title: Refresh Interval {i}\nstyle: grouped\nprompt: How often should feeds refresh?\n"
              "choices: [5 min, 15 min, 30 min, 1 hour, 2 hours, 4 hours, 8 hours, 12 hours, Daily, Never]\n"
              "selected: 2\n")
        names.append(os.path.join(out, "pickers-10k", name))
    write("pickers-10k.list", "\n".join(names) + "\n")


def feed(rows, rng):
    lines = ['title: Posts', 'unreadTitle: "Posts ({unread} unread)"', 'deletable: true',
             'paging:', '  pageSize: 25', '  loadMore: "Load More…"', 'rows:']
    for i in range(rows):
        lines += [f'  - title: "Post {i}: {rng.choice(HEADLINES)}"',
                  f'    subtitle: "Day {rng.randrange(365)}, author {rng.randrange(97)}"',
                  f'    detail: "{rng.randrange(60)} min"',
                  f'    read: {rng.choice(["true", "false"])}',
                  f'    body: "The body of post {i}."']
    return "\n".join(lines) + "\n"


HEADLINES = ["an ordinary headline", "weekend meet results", "the new season", "rules change",
             "a long read about the card", "Zürich open — café notes"]


def part2_screen(i, rng):
    """One Part-2 screen of a kind the seeded generator picks; its state keys numbered by `i`."""
    kind = rng.randrange(4)
    if kind == 0:
        text = (f"title: Settings {i}\nstyle: grouped\nsections:\n  - header: Alerts\n    rows:\n"
                f"      - {{title: Allow, toggle: on{i}}}\n"
                f"      - {{title: Sounds, toggle: sound{i}, visibleIf: on{i}}}\n"
                f"      - {{title: Name, textField: name{i}, placeholder: Your name}}\n"
                f"  - header: Level\n    rows:\n      - {{slider: level{i}, min: 0, max: 1, step: 0.1, accessibilityLabel: Level}}\n"
                f"      - {{title: Minutes, stepper: mins{i}, min: 5, max: 60, step: 5, enabledIf: on{i}}}\n"
                f"  - rows:\n      - {{title: Reset, button: true, role: destructive, sets: {{on{i}: \"true\"}}}}\n"
                f"      - {{title: Help, url: \"https://example.com/help/{i}\"}}\n")
        state = [f'on{i}: "true"', f'sound{i}: "false"', f"name{i}: Ann", f'level{i}: "0.5"', f'mins{i}: "15"']
        return text, state
    if kind == 1:
        choices = "".join(f"  - {{title: Choice {c} of {i}, value: v{c}, shortTitle: C{c}}}\n"
                          for c in range(rng.randrange(3, 9)))
        return f"title: Pick {i}\nstyle: grouped\nbind: pick{i}\nchoices:\n{choices}", [f"pick{i}: v2"]
    if kind == 2:
        return (f"title: List {i} ({{count}})\nstyle: grouped\ndeletable: true\nreorderable: true\n"
                f"searchable: true\naddRow: {{title: Add Item, placeholder: item}}\nrowsFrom: items{i}\n",
                [f"items{i}: [alpha, beta, gamma]"])
    rows = "".join(f"  - {{title: \"Post {r} of {i}\", read: {rng.choice(['true', 'false'])}}}\n"
                   for r in range(rng.randrange(4, 12)))
    return f"title: Feed {i}\nunreadTitle: \"Feed ({{unread}} unread)\"\ndeletable: true\nrows:\n{rows}", []


def part2_app(name, count, rng):
    state = []
    for i in range(count):
        text, keys = part2_screen(i, rng)
        write(f"{name}/screen-{i:04}.yaml", text)
        state += keys
    write(f"{name}/app.yaml", "state:\n" + "".join(f"  {line}\n" for line in state))


def tree_app(name, count):
    """A navigation tree of `count` screens: screen i pushes screens 10i+1 … 10i+10."""
    state = []
    for i in range(count):
        pushes = "".join(f"      - {{title: Screen {c}, push: screen-{c:04}}}\n"
                         for c in range(10 * i + 1, min(10 * i + 11, count)))
        text = (f"title: Settings {i}\nstyle: grouped\nsections:\n  - header: Alerts\n    rows:\n"
                f"      - {{title: Allow, toggle: on{i}}}\n"
                f"      - {{title: Sounds, toggle: sound{i}, visibleIf: on{i}}}\n"
                f"      - {{slider: level{i}, min: 0, max: 1, step: 0.1}}\n")
        if pushes:
            text += "  - header: More\n    rows:\n" + pushes
        write(f"{name}/screen-{i:04}.yaml", text)
        state += [f'on{i}: "true"', f'sound{i}: "false"', f'level{i}: "0.5"']
    write(f"{name}/app.yaml", "start: screen-0000\nstate:\n" + "".join(f"  {line}\n" for line in state))


def lsp_session(path):
    """The messages of one editor session: open `path`, one keystroke adding an unknown key."""
    uri = "file://" + os.path.abspath(path)
    with open(path, encoding="utf-8") as f:
        text = f.read()
    messages = [
        {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}},
        {"jsonrpc": "2.0", "method": "initialized", "params": {}},
        {"jsonrpc": "2.0", "method": "textDocument/didOpen",
         "params": {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}}},
        {"jsonrpc": "2.0", "method": "textDocument/didChange",
         "params": {"textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": text + "titel: x\n"}]}},
        {"jsonrpc": "2.0", "id": 2, "method": "shutdown"},
        {"jsonrpc": "2.0", "method": "exit"},
    ]
    framed = b""
    for message in messages:
        body = json.dumps(message).encode()
        framed += b"Content-Length: %d\r\n\r\n" % len(body) + body
    with open(os.path.join(out, "lsp-keystroke.rpc"), "wb") as f:
        f.write(framed)


rng = random.Random(SEED)
small_screens(10_000)
pickers(10_000)
write("feed-10k.yaml", feed(10_000, rng))
write("one/screen.yaml", "title: Weight Class\nstyle: grouped\nsections:\n  - header: Division\n    rows:\n"
      "      - {title: Flyweight, accessory: checkmark}\n      - Bantamweight\n      - {title: Featherweight, detail: 57 kg}\n"
      "  - footer: The card is weighed the day before.\n    rows:\n      - {title: Weigh-in, detail: Friday 18:00}\n")
part2_app("app-500", 500, rng)
write("unknown-60k.yaml", "title: Keys\nrows:\n  - One\n" + "".join(f"titel{i:05}: x\n" for i in range(60_000)))
part2_app("app-1k", 1_000, rng)
lsp_session(os.path.join(out, "app-1k", "screen-0000.yaml"))
tree_app("tree-1k", 1_000)
