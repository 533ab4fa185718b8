"""Time from a keystroke to its diagnostics in `screenspec lsp`.

lsp_keystroke.py SCREENSPEC FILE REPEAT [--no-watcher] [--full-text] [--disk-change SIBLING]: starts the
server as an editor does (saying it registers file watchers when asked, as VS Code and Neovim
do; `--no-watcher` says it does not, as Helix and older Neovim, so the server asks the disk
for stamps), opens FILE (a screen, the start screen or `app.yaml`), then sends REPEAT
`didChange`s (the text with one more line each time, every other one a mistake) and times
each from the write to the `publishDiagnostics` for FILE. Each change is sent as a range of
the last text and what replaces it, as Neovim and VS Code send them (the server asks for
incremental sync); `--full-text` sends the whole text instead, as before issue #49's
`app.yaml` round. Prints
`median=SECONDS min=SECONDS first=SECONDS cpu=SECONDS peak_kb=KB`: `first` is the
diagnostics of the didOpen (the app read and checked once), `cpu` the server's processor time
(user and system, every thread) per keystroke, steadier than wall time on a shared machine,
`peak_kb` the server's peak resident memory.

`--disk-change SIBLING` then adds a push of a screen no file declares to FILE (a screen whose
last line is a row of a section), writes `id: far` into SIBLING on disk behind the server's
back (no watcher event; restored afterwards), sends one keystroke and times it to the list
without that error (`disk_change=SECONDS`, and `stale=1` when a list with the error came
first: the keystroke answered before the pass over the kept files found the change)."""
import json
import os
import subprocess
import sys
import time

tool, path, repeat = sys.argv[1], os.path.abspath(sys.argv[2]), int(sys.argv[3])
watcher = "--no-watcher" not in sys.argv[4:]
full_text = "--full-text" in sys.argv[4:]
sibling = sys.argv[sys.argv.index("--disk-change") + 1] if "--disk-change" in sys.argv else None
uri = "file://" + path
server = subprocess.Popen([tool, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)


def send(message):
    body = json.dumps(message).encode()
    server.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    server.stdin.flush()


def receive():
    length = None
    while True:
        line = server.stdout.readline()
        if line in (b"\r\n", b""):
            break
        name, _, value = line.decode().partition(":")
        if name.lower() == "content-length":
            length = int(value)
    return json.loads(server.stdout.read(length))


def diagnostics():
    while True:
        message = receive()
        if message.get("method") == "client/registerCapability":
            send({"jsonrpc": "2.0", "id": message["id"], "result": None})
        elif message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri:
            return message["params"]["diagnostics"]


capabilities = {"workspace": {"didChangeWatchedFiles": {"dynamicRegistration": watcher}}}
send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": capabilities}})
receive()
send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
text = open(path).read()
opened = time.perf_counter()
send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}}})
baseline = len(diagnostics())
first = time.perf_counter() - opened


def cpu_seconds():
    with open(f"/proc/{server.pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


# Every text sent is the opened text and a tail: the change is worked out from the tails, as
# an editor knows it, so that the client does not walk the whole text between keystrokes
# (a megabyte of it pushed the server's memory out of the processor's caches).
current = ""
text_lines = text.count("\n")
last_line = text[text.rfind("\n") + 1:]


def tail_position(tail, offset):
    """The position of `offset` into `tail` of the opened text."""
    before = tail[:offset]
    newlines = before.count("\n")
    line = before[before.rfind("\n") + 1:] if newlines else last_line + before
    return {"line": text_lines + newlines, "character": len(line.encode("utf-16-le")) // 2}


def change(tail):
    """The contentChanges that make the last text sent the opened text and `tail`: one
    range and its text."""
    global current
    old, current = current, tail
    if full_text:
        return [{"text": text + tail}]
    prefix = len(os.path.commonprefix([old, tail]))
    limit = min(len(old), len(tail)) - prefix
    suffix = min(len(os.path.commonprefix([old[::-1], tail[::-1]])), limit)
    return [{"range": {"start": tail_position(old, prefix), "end": tail_position(old, len(old) - suffix)},
             "text": tail[prefix:len(tail) - suffix]}]


cpu_before = cpu_seconds()
times = []
for n in range(repeat):
    # Every other keystroke leaves a mistake (an unknown key), the next one mends it.
    changes = change("titel: x\n" if n % 2 else f"# {n}\n")
    start = time.perf_counter()
    send({"jsonrpc": "2.0", "method": "textDocument/didChange",
          "params": {"textDocument": {"uri": uri, "version": n + 2}, "contentChanges": changes}})
    found = diagnostics()
    times.append(time.perf_counter() - start)
    if (len(found) > baseline) != bool(n % 2):
        sys.exit(f"keystroke {n}: unexpected diagnostics {found}")
cpu = (cpu_seconds() - cpu_before) / repeat
version = repeat + 2


def keystroke(tail):
    global version
    version += 1
    send({"jsonrpc": "2.0", "method": "textDocument/didChange",
          "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": change(tail)}})


disk_change = ""
if sibling:
    pushing = "      - {title: Far, push: far}\n"
    keystroke(pushing)
    errors = len(diagnostics())
    original = open(sibling).read()
    try:
        with open(sibling, "w") as f:
            f.write("id: far\n" + original)
        start = time.perf_counter()
        keystroke(pushing + "# after\n")
        stale = 0
        while len(diagnostics()) >= errors:
            stale = 1
        disk_change = f" disk_change={time.perf_counter() - start} stale={stale}"
    finally:
        with open(sibling, "w") as f:
            f.write(original)
with open(f"/proc/{server.pid}/status") as status:
    peak = next((line.split()[1] for line in status if line.startswith("VmHWM:")), "0")
send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
receive()
send({"jsonrpc": "2.0", "method": "exit"})
server.wait(timeout=10)
times.sort()
print(f"median={times[len(times) // 2]} min={times[0]} first={first} cpu={cpu} peak_kb={peak}{disk_change}")
