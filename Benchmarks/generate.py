"""Writes the benchmark inputs to Benchmarks/.data: a 10-row picker, a 200-row feed, a
100,000-row feed (about 15 MB), a 100,000-row feed of short rows (about 10 MB), a 10,000-row unpaged list, a folder of 10,000 small
screens (and a copy where one screen shows a key another binds, with both screens alone), and a folder of 2,000 screens with Part 2's controls, pickers, lists and conditions.
`generate.py OUT --lsp` writes only the language server's app folders."""
import os
import sys

out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".data")
os.makedirs(out, exist_ok=True)


def feed(rows, paged=True):
    lines = ['title: Posts', 'unreadTitle: "Posts ({unread} unread)"', 'deletable: true']
    if paged:
        lines += ['paging:', '  pageSize: 25', '  loadMore: "Load More…"']
    lines.append('rows:')
    for i in range(rows):
        lines += [
            f'  - title: "Post {i}: an ordinary headline"',
            f'    subtitle: "Day {i % 365}, author {i % 97}"',
            f'    detail: "{i % 60} min"',
            f'    read: {"true" if i % 3 else "false"}',
            f'    body: "The body of post {i}."',
        ]
    return "\n".join(lines) + "\n"


def short_feed(rows):
    """A realistic feed: a headline, a date and a read flag, about 100 bytes a row."""
    lines = ['title: Inbox', 'unreadTitle: "Inbox ({unread} unread)"', 'deletable: true',
             'paging:', '  pageSize: 25', '  loadMore: "Load More…"', 'rows:']
    for i in range(rows):
        lines += [
            f'  - title: "Post {i:06}: weekend meet results"',
            f'    subtitle: "2026-{1 + i % 12:02}-{1 + i % 28:02}"',
            f'    read: {"true" if i % 3 else "false"}',
        ]
    return "\n".join(lines) + "\n"


def write(name, text):
    with open(os.path.join(out, name), "w", encoding="utf-8") as f:
        f.write(text)


def lsp_app(name, count):
    """An app folder of `count` settings screens that each bind five state keys of their
    own, and the app.yaml holding them: the language server's keystroke at scale (#40)."""
    folder = os.path.join(out, name)
    os.makedirs(folder, exist_ok=True)
    state = []
    for i in range(count):
        with open(os.path.join(folder, f"screen-{i:05}.yaml"), "w") as f:
            f.write(f"title: Settings {i}\nstyle: grouped\nsections:\n"
                    f"  - header: Alerts\n    rows:\n"
                    f"      - {{title: Allow, toggle: on{i}}}\n"
                    f"      - {{title: Sounds, toggle: sound{i}, visibleIf: on{i}}}\n"
                    f"      - {{title: Name, textField: name{i}, placeholder: Your name}}\n"
                    f"  - header: Level\n    rows:\n"
                    f"      - {{slider: level{i}, min: 0, max: 1, step: 0.1}}\n"
                    f"      - {{title: Minutes, stepper: mins{i}, min: 5, max: 60, step: 5}}\n")
        state += [f"on{i}: \"true\"", f"sound{i}: \"false\"", f"name{i}: Ann",
                  f"level{i}: \"0.5\"", f"mins{i}: \"15\""]
    with open(os.path.join(folder, "app.yaml"), "w") as f:
        f.write("state:\n" + "".join(f"  {line}\n" for line in state))


def lsp_tree_app(name, count):
    """The same settings screens as a navigation tree: `app.yaml` starts at screen-00000 and
    each screen pushes the next ten (screen i pushes 10i+1 to 10i+10), so the start screen
    reaches every screen and the last ones are leaves (#49: a keystroke in any file)."""
    folder = os.path.join(out, name)
    os.makedirs(folder, exist_ok=True)
    state = []
    for i in range(count):
        children = [c for c in range(10 * i + 1, 10 * i + 11) if c < count]
        more = "".join(f"      - {{title: Screen {c}, push: screen-{c:05}}}\n" for c in children)
        with open(os.path.join(folder, f"screen-{i:05}.yaml"), "w") as f:
            f.write(f"title: Settings {i}\nstyle: grouped\nsections:\n"
                    f"  - header: Alerts\n    rows:\n"
                    f"      - {{title: Allow, toggle: on{i}}}\n"
                    f"      - {{title: Sounds, toggle: sound{i}, visibleIf: on{i}}}\n"
                    f"      - {{title: Name, textField: name{i}, placeholder: Your name}}\n"
                    f"  - header: Level\n    rows:\n"
                    f"      - {{slider: level{i}, min: 0, max: 1, step: 0.1}}\n"
                    f"      - {{title: Minutes, stepper: mins{i}, min: 5, max: 60, step: 5}}\n"
                    + (f"  - header: More\n    rows:\n{more}" if more else ""))
        state += [f"on{i}: \"true\"", f"sound{i}: \"false\"", f"name{i}: Ann",
                  f"level{i}: \"0.5\"", f"mins{i}: \"15\""]
    with open(os.path.join(folder, "app.yaml"), "w") as f:
        f.write("start: screen-00000\nstate:\n" + "".join(f"  {line}\n" for line in state))


if "--lsp" in sys.argv[2:]:
    for name, count in [("screens-10k-lsp", 10_000), ("screens-100-lsp", 100),
                        ("lsp-tree-10k", 10_000), ("lsp-tree-100", 100)]:
        (lsp_tree_app if "tree" in name else lsp_app)(name, count)
    print(out)
    sys.exit(0)

write("picker-10.yaml", "title: Weight Class\nstyle: grouped\nprompt: Choose the division\nselected: 3\nchoices:\n"
      + "".join(f"  - Class {i}\n" for i in range(10)))
write("feed-200.yaml", feed(200))
write("feed-100k.yaml", feed(100_000))
write("short-100k.yaml", short_feed(100_000))
write("list-10k.yaml", feed(10_000, paged=False))
write("list-1k.yaml", feed(1_000, paged=False))


def counted(rows, plural):
    """1,000 rows whose title and detail count the screen's rows and unread rows: as plural
    texts, or as plain texts with the same interpolations (issue #41's 1.1× target)."""
    lines = ["title: Counts", "rows:"]
    for i in range(rows):
        if plural:
            lines += [
                f'  - title: {{plural: count, one: "{{count}} post {i}", other: "{{count}} posts {i}"}}',
                f'    detail: {{plural: unread, zero: "all read", one: "{{unread}} unread", other: "{{unread}} unread"}}',
            ]
        else:
            lines += [f'  - title: "{{count}} posts {i}"', '    detail: "{unread} unread"']
        lines.append(f'    read: {"true" if i % 3 else "false"}')
    return "\n".join(lines) + "\n"


write("counted-plain-1k.yaml", counted(1_000, plural=False))
write("counted-plural-1k.yaml", counted(1_000, plural=True))
folder = os.path.join(out, "screens-10k")
os.makedirs(folder, exist_ok=True)
for i in range(10_000):
    with open(os.path.join(folder, f"screen-{i:05}.yaml"), "w") as f:
        f.write(f"title: Screen {i}\nstyle: grouped\nrows:\n  - title: First row\n    detail: one\n  - Second row\n  - {{title: Third, accessory: checkmark}}\n")


def part2_screen(i):
    """One of four screens with Part 2's features, its state keys numbered by `i`."""
    kind = i % 4
    if kind == 0:
        return (f"title: Settings {i}\nstyle: grouped\nsections:\n"
                f"  - header: Alerts\n    rows:\n"
                f"      - {{title: Allow, toggle: on{i}}}\n"
                f"      - {{title: Sounds, toggle: sound{i}, visibleIf: on{i}}}\n"
                f"      - {{title: Name, textField: name{i}, placeholder: Your name}}\n"
                f"  - header: Level\n    rows:\n"
                f"      - {{slider: level{i}, min: 0, max: 1, step: 0.1}}\n"
                f"      - {{title: Minutes, stepper: mins{i}, min: 5, max: 60, step: 5, enabledIf: on{i}}}\n"
                f"  - rows:\n"
                f"      - {{title: Reset, button: true, role: destructive, sets: {{on{i}: \"true\"}}}}\n"
                f"      - {{title: Help, url: \"https://example.com/help/{i}\"}}\n")
    if kind == 1:
        choices = "".join(f"  - {{title: Choice {c} of {i}, value: v{c}, shortTitle: C{c}}}\n" for c in range(6))
        return f"title: Pick {i}\nstyle: grouped\nbind: pick{i}\nchoices:\n{choices}"
    if kind == 2:
        return (f"title: List {i} ({{count}})\nstyle: grouped\ndeletable: true\nreorderable: true\n"
                f"searchable: true\naddRow: {{title: Add Item, placeholder: item}}\nrowsFrom: items{i}\n")
    rows = "".join(f"  - {{title: \"Post {r} of {i}\", read: {'true' if r % 2 else 'false'}}}\n" for r in range(8))
    return f"title: Feed {i}\nunreadTitle: \"Feed ({{unread}} unread)\"\ndeletable: true\nrows:\n{rows}"


def part2_state(i):
    kind = i % 4
    if kind == 0:
        return [f"on{i}: \"true\"", f"sound{i}: \"false\"", f"name{i}: Ann", f"level{i}: \"0.5\"", f"mins{i}: \"15\""]
    if kind == 1:
        return [f"pick{i}: v2"]
    if kind == 2:
        return [f"items{i}: [alpha, beta, gamma]"]
    return []


# One screen of a large folder, and the same screen alone: one that uses no state, and one
# that shows a state key another screen of the folder binds (so the folder must be searched).
state_folder = os.path.join(out, "screens-10k-state")
os.makedirs(state_folder, exist_ok=True)
for i in range(10_000):
    text = f"title: Screen {i}\nstyle: grouped\nrows:\n  - title: First row\n    detail: one\n  - Second row\n"
    if i == 1:
        text += "  - \"Volume {volume}\"\n"
    if i == 5000:
        text += "  - {title: Volume, stepper: volume, min: 0, max: 10}\n"
    with open(os.path.join(state_folder, f"screen-{i:05}.yaml"), "w") as f:
        f.write(text)
with open(os.path.join(state_folder, "app.yaml"), "w") as f:
    f.write("state:\n  volume: \"3\"\n")
for name, files in [("alone-plain", [(folder, "screen-00001.yaml")]),
                    ("alone-state", [(state_folder, n) for n in ("screen-00001.yaml", "screen-05000.yaml", "app.yaml")])]:
    target = os.path.join(out, name)
    os.makedirs(target, exist_ok=True)
    for source, n in files:
        with open(os.path.join(source, n)) as src, open(os.path.join(target, n), "w") as dst:
            dst.write(src.read())

def part2_app(name, count):
    """An app folder of `count` Part-2 screens and the app.yaml holding their state."""
    folder = os.path.join(out, name)
    os.makedirs(folder, exist_ok=True)
    state = []
    for i in range(count):
        with open(os.path.join(folder, f"screen-{i:04}.yaml"), "w") as f:
            f.write(part2_screen(i))
        state += part2_state(i)
    with open(os.path.join(folder, "app.yaml"), "w") as f:
        f.write("state:\n" + "".join(f"  {line}\n" for line in state))


part2_app("screens-2k", 2_000)
# A 1,000-screen app for the language server's keystroke: the first screen is edited.
part2_app("screens-1k-lsp", 1_000)
lsp_app("screens-10k-lsp", 10_000)
lsp_app("screens-100-lsp", 100)
lsp_tree_app("lsp-tree-10k", 10_000)
lsp_tree_app("lsp-tree-100", 100)
print(out)
