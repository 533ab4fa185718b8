"""A keystroke in any file of an app (issue #49): a leaf screen, the start screen (which
reaches every screen) and `app.yaml`, at 10,000 and at 100 screens, with and without a
client's file watcher, and a sibling changed on disk behind the server's back.

lsp_any_file.py SCREENSPEC [REPEAT]: writes the navigation-tree apps with
`generate.py --lsp` into Benchmarks/.data (once), runs `lsp_keystroke.py` for each file and
client (REPEAT keystrokes, 20 by default) and prints one Markdown row each: the median and
minimum in milliseconds, the server's processor time per keystroke (steadier than wall time
on a shared machine; it includes the pass over the kept files that follows each keystroke
without a watcher) and the first diagnostics after `didOpen`; then, without a watcher,
how long after a keystroke a leaf's diagnostics show a sibling changed on disk."""
import os
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
data = os.path.join(here, ".data")
tool, repeat = sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "20"
if not os.path.exists(os.path.join(data, "lsp-tree-10k", "app.yaml")):
    subprocess.run([sys.executable, os.path.join(here, "generate.py"), data, "--lsp"], check=True,
                   stdout=subprocess.DEVNULL)


def measure(path, *flags):
    out = subprocess.run([sys.executable, os.path.join(here, "lsp_keystroke.py"), tool, path, repeat, *flags],
                         check=True, capture_output=True, text=True).stdout
    return dict(field.split("=") for field in out.split())


print("| app | file | client | median | min | processor time | first diagnostics |")
print("| --- | --- | --- | --- | --- | --- | --- |")
for app, count in [("lsp-tree-10k", 10_000), ("lsp-tree-100", 100)]:
    files = [("leaf", f"screen-{count - 1:05}.yaml"), ("start screen", "screen-00000.yaml"), ("app.yaml", "app.yaml")]
    for label, name in files:
        for client, flags in [("watcher", []), ("no watcher", ["--no-watcher"])]:
            found = measure(os.path.join(data, app, name), *flags)
            print(f"| {count:,} | {label} | {client} | {float(found['median']) * 1e3:.2f} ms "
                  f"| {float(found['min']) * 1e3:.2f} ms | {float(found['cpu']) * 1e3:.1f} ms "
                  f"| {float(found['first']) * 1e3:.0f} ms |", flush=True)
for app, count in [("lsp-tree-10k", 10_000), ("lsp-tree-100", 100)]:
    leaf = os.path.join(data, app, f"screen-{count - 1:05}.yaml")
    sibling = os.path.join(data, app, f"screen-{count // 2:05}.yaml")
    found = measure(leaf, "--no-watcher", "--disk-change", sibling)
    print(f"sibling changed on disk, {count:,} screens, no watcher: published "
          f"{float(found['disk_change']) * 1e3:.1f} ms after the keystroke "
          f"({'after a first answer without it' if found['stale'] == '1' else 'in its answer'})")
