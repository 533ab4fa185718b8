#!/usr/bin/env python3
"""Lists Swift functions longer than a limit, and fails on one not in the baseline.

Usage: Scripts/function_lengths.py [--limit 80] [--update]

A function's length is the lines from its `func`/`init` line to its closing brace. The
baseline, Scripts/function_lengths.txt, lists the functions that were already longer
(path, name, lines): one of them may shrink, never grow past its length; a new one past
the limit fails. `--update` rewrites the baseline (after splitting a function, say).
A source file over 300 lines fails too: one file is read in one screen.
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASELINE = os.path.join(ROOT, "Scripts", "function_lengths.txt")
DECL = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|static|override|mutating|nonmutating|final|nonisolated|convenience|required|@inline\(__always\))\s+)*(func\s+([^\s(<]+)|init[?!]?\s*[(<]|subscript\s*[(<]|var\s+(\w+)\s*:[^=]*\{\s*$)")


def strip(line, state):
    """The line without strings and comments; state carries a block comment or a
    multi-line string across lines."""
    out = []
    i = 0
    while i < len(line):
        if state["block"]:
            end = line.find("*/", i)
            if end < 0:
                return "".join(out)
            state["block"] = False
            i = end + 2
            continue
        if state["multi"]:
            end = line.find('"""', i)
            if end < 0:
                return "".join(out)
            state["multi"] = False
            i = end + 3
            continue
        if line.startswith("//", i):
            break
        if line.startswith("/*", i):
            state["block"] = True
            i += 2
            continue
        if line.startswith('"""', i):
            state["multi"] = True
            i += 3
            continue
        if line[i] == '"':
            j = i + 1
            depth = 0
            while j < len(line):
                if line[j] == "\\" and j + 1 < len(line) and line[j + 1] == "(":
                    depth += 1
                    j += 2
                    continue
                if line[j] == ")" and depth:
                    depth -= 1
                elif line[j] == "\\":
                    j += 1
                elif line[j] == '"' and not depth:
                    break
                j += 1
            i = j + 1
            continue
        out.append(line[i])
        i += 1
    return "".join(out)


def functions(path):
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    state = {"block": False, "multi": False}
    code = [strip(line, state) for line in lines]
    found = []
    for start, text in enumerate(code):
        m = DECL.match(text)
        if not m:
            continue
        name = m.group(2) or m.group(3) or text.strip().split("(")[0].split()[-1]
        depth = 0
        opened = False
        for end in range(start, len(code)):
            for ch in code[end]:
                if ch == "{":
                    depth += 1
                    opened = True
                elif ch == "}":
                    depth -= 1
            if opened and depth <= 0:
                found.append((name, start + 1, end - start + 1))
                break
            if not opened and end > start + 12:
                break  # a requirement without a body
    return found


def scan(limit):
    long = {}
    for folder in ("Sources",):
        for dirpath, _, files in os.walk(os.path.join(ROOT, folder)):
            for name in sorted(files):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(dirpath, name)
                rel = os.path.relpath(path, ROOT)
                for func, line, length in functions(path):
                    if length > limit:
                        key = (rel, func)
                        long[key] = max(length, long.get(key, (0, 0))[0]), line
    return long


def main():
    limit = 80
    if "--limit" in sys.argv:
        limit = int(sys.argv[sys.argv.index("--limit") + 1])
    long = scan(limit)
    if "--update" in sys.argv:
        with open(BASELINE, "w", encoding="utf-8") as f:
            f.write(f"# Functions over {limit} lines when this was written: split them, never add one.\n")
            for (rel, func), (length, _) in sorted(long.items()):
                f.write(f"{rel}\t{func}\t{length}\n")
        print(f"function lengths: {len(long)} over {limit} lines recorded")
        return 0
    baseline = {}
    if os.path.exists(BASELINE):
        with open(BASELINE, encoding="utf-8") as f:
            for row in f:
                if row.startswith("#") or not row.strip():
                    continue
                rel, func, length = row.rstrip("\n").split("\t")
                baseline[(rel, func)] = int(length)
    failed = 0
    for (rel, func), (length, line) in sorted(long.items()):
        allowed = baseline.get((rel, func))
        if allowed is None:
            print(f"{rel}:{line}: '{func}' is {length} lines; split it along its phases (the limit is {limit})")
            failed += 1
        elif length > allowed:
            print(f"{rel}:{line}: '{func}' grew from {allowed} to {length} lines; split it (the limit is {limit})")
            failed += 1
    print(f"function lengths: {len(long)} over {limit} lines, {len(long) - failed} of them known, {failed} new or grown")
    files = long_files(300)
    for rel, count in files:
        print(f"{rel}: {count} lines; split it by what its parts hold (the limit is 300)")
    print(f"file lengths: {len(files)} over 300 lines")
    return 1 if failed or files else 0


def long_files(limit):
    """The Swift files of Sources over `limit` lines, with their lengths."""
    found = []
    for dirpath, _, files in os.walk(os.path.join(ROOT, "Sources")):
        for name in sorted(files):
            if name.endswith(".swift"):
                path = os.path.join(dirpath, name)
                with open(path, encoding="utf-8") as f:
                    count = sum(1 for _ in f)
                if count > limit:
                    found.append((os.path.relpath(path, ROOT), count))
    return sorted(found)


if __name__ == "__main__":
    sys.exit(main())
