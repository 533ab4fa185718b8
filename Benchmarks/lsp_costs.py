"""Costs of `screenspec lsp` that once grew faster than its input (issue #36, items 11, 12).

lsp_costs.py SCREENSPEC FOLDER [CASE...]: prints one `name=SECONDS` line for each of (or for
the CASEs named)
- burst: 31 `didChange`s written at once (typing), to the diagnostics of the last one, and
  how many lists were published for it (`published=N`);
- open-1mb: opening a 1.0 MB screen (50,000 rows), to the answer of a hover after it, and
  to its diagnostics;
- escapes: a 200 KB notification holding 50,000 `\\n` escapes, to the answer of a request
  after it;
- eof: from closing standard input after a 33 MB message to the server's exit."""
import json
import os
import subprocess
import sys
import threading
import time

tool, folder = sys.argv[1], os.path.abspath(sys.argv[2])
cases = set(sys.argv[3:]) or {"burst", "open-1mb", "escapes", "eof"}
os.makedirs(folder, exist_ok=True)


def frame(message):
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


class Server:
    def __init__(self):
        self.process = subprocess.Popen([tool, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.write(frame({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"capabilities": {}}}))
        self.receive()
        self.write(frame({"jsonrpc": "2.0", "method": "initialized", "params": {}}))

    def write(self, data):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def receive(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if line in (b"\r\n", b""):
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def until(self, test):
        while True:
            message = self.receive()
            if test(message):
                return message

    def stop(self):
        self.write(frame({"jsonrpc": "2.0", "id": 99, "method": "shutdown"}))
        self.until(lambda m: m.get("id") == 99)
        self.write(frame({"jsonrpc": "2.0", "method": "exit"}))
        self.process.wait()


def open_message(uri, text):
    return frame({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                  "params": {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}}})


def published(uri):
    return lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri


# burst
if "burst" in cases:
    path = os.path.join(folder, "burst.yaml")
    text = "title: Burst\nrows:\n" + "".join(f"  - title: Row {i}\n" for i in range(2_000))
    open(path, "w").write(text)
    uri = "file://" + path
    server = Server()
    server.write(open_message(uri, text))
    server.until(published(uri))
    burst = b"".join(frame({"jsonrpc": "2.0", "method": "textDocument/didChange",
                            "params": {"textDocument": {"uri": uri, "version": n + 2},
                                       "contentChanges": [{"text": text + "".join(f"titel{j}: x\n" for j in range(n + 1))}]}})
                     for n in range(31))
    start = time.perf_counter()
    # Written from a thread: a server that answers each change fills its output while the burst
    # is still being written.
    writer = threading.Thread(target=server.write, args=(burst,))
    writer.start()
    count = 0
    while True:
        message = server.until(published(uri))
        count += 1
        if len(message["params"]["diagnostics"]) >= 31:
            break
    print(f"burst={time.perf_counter() - start:.3f} published={count}")
    writer.join()
    server.stop()

# open-1mb
if "open-1mb" in cases:
    path = os.path.join(folder, "big.yaml")
    text = "title: Big\nrows:\n" + "".join(f"  - title: Row {i:05}\n" for i in range(50_000))
    open(path, "w").write(text)
    uri = "file://" + path
    server = Server()
    start = time.perf_counter()
    server.write(open_message(uri, text))
    server.write(frame({"jsonrpc": "2.0", "id": 5, "method": "textDocument/hover",
                        "params": {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 1}}}))
    server.until(lambda m: m.get("id") == 5)
    answered = time.perf_counter() - start
    server.until(published(uri))
    print(f"open-1mb={answered:.3f} diagnostics={time.perf_counter() - start:.3f} bytes={len(text)}")
    server.stop()

# escapes
if "escapes" in cases:
    server = Server()
    start = time.perf_counter()
    server.write(frame({"jsonrpc": "2.0", "method": "$/note", "params": {"text": "\n" * 50_000 + "x" * 100_000}}))
    server.write(frame({"jsonrpc": "2.0", "id": 6, "method": "workspace/symbol", "params": {"query": ""}}))
    server.until(lambda m: m.get("id") == 6)
    print(f"escapes={time.perf_counter() - start:.3f}")
    server.stop()

# eof
if "eof" in cases:
    server = Server()
    server.write(frame({"jsonrpc": "2.0", "method": "$/note", "params": {"text": "\n" * 3_000_000 + "x" * 27_000_000}}))
    start = time.perf_counter()
    server.process.stdin.close()
    try:
        server.process.wait(timeout=120)
        print(f"eof={time.perf_counter() - start:.3f}")
    except subprocess.TimeoutExpired:
        server.process.kill()
        print("eof=timeout(120)")
