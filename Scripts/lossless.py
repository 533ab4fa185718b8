"""Compares a Settings.bundle with the one export gave back, file by file, as Settings reads
them: every .plist with every key and each value in its plist type (a dict's key order and
the XML layout aside), every .strings file with every entry, in its encoding (UTF-8 or
UTF-16). Used by bundles_check.py; `python3 Scripts/lossless.py ORIGINAL EXPORTED` prints
the differences of one pair.
"""
import os
import plistlib
import sys


def _files(bundle):
    found = {}
    for dirpath, _, names in os.walk(bundle):
        for name in names:
            if name.endswith(".plist") or name.endswith(".strings"):
                path = os.path.join(dirpath, name)
                found[os.path.relpath(path, bundle)] = path
    return found


def typed(value):
    """A plist value with its type kept: plistlib reads `<integer>` as int, `<real>` as
    float and `<true/>` as bool, and Python's True == 1 would hide a change of type."""
    if isinstance(value, dict):
        return ("dict", tuple(sorted((k, typed(v)) for k, v in value.items())))
    if isinstance(value, list):
        return ("array", tuple(typed(v) for v in value))
    return (type(value).__name__, value)


def _encoding(data):
    if data.startswith(b"\xff\xfe") or data.startswith(b"\xfe\xff"):
        return "utf-16"
    if len(data) > 1 and (data[0] == 0 or data[1] == 0):
        return "utf-16"
    return "utf-8"


def _strings(data):
    """The entries of an old-style .strings file, or None when it cannot be read."""
    encoding = _encoding(data)
    try:
        text = data.decode("utf-16" if encoding == "utf-16" else "utf-8-sig")
    except UnicodeDecodeError:
        return None
    entries, i, n = {}, 0, len(text)

    def skip(i):
        while i < n:
            if text[i].isspace():
                i += 1
            elif text.startswith("/*", i):
                end = text.find("*/", i + 2)
                i = n if end < 0 else end + 2
            elif text.startswith("//", i):
                end = text.find("\n", i)
                i = n if end < 0 else end + 1
            else:
                break
        return i

    def word(i):
        if i < n and text[i] == '"':
            out, i = [], i + 1
            while i < n and text[i] != '"':
                if text[i] == "\\" and i + 1 < n:
                    out.append(text[i : i + 2])
                    i += 2
                else:
                    out.append(text[i])
                    i += 1
            return "".join(out), i + 1
        start = i
        while i < n and (text[i].isalnum() or text[i] in "_.-$:/"):
            i += 1
        return text[start:i], i

    while True:
        i = skip(i)
        if i >= n:
            return entries
        key, j = word(i)
        if j == i:
            return None
        i = skip(j)
        value = key
        if i < n and text[i] == "=":
            i = skip(i + 1)
            value, i = word(i)
            i = skip(i)
        if i < n and text[i] == ";":
            i += 1
        entries[key] = value


def differences(original, exported):
    """What export changed, one line each; empty when it gave back the bundle."""
    before, after = _files(original), _files(exported)
    out = []
    for relative in sorted(set(before) - set(after)):
        out.append(f"{relative}: not written back")
    for relative in sorted(set(after) - set(before)):
        out.append(f"{relative}: written, but not in the bundle")
    for relative in sorted(set(before) & set(after)):
        with open(before[relative], "rb") as f:
            old = f.read()
        with open(after[relative], "rb") as f:
            new = f.read()
        if relative.endswith(".plist"):
            try:
                a = plistlib.loads(old)
            except Exception:
                continue  # not a plist Settings reads either (ChatSecure's U+000C)
            try:
                b = plistlib.loads(new)
            except Exception as error:
                out.append(f"{relative}: written back unreadable ({error})")
                continue
            if typed(a) != typed(b):
                out.append(f"{relative}: {_first_change(a, b)}")
        else:
            a, b = _strings(old), _strings(new)
            if a is None:
                continue
            if b is None:
                out.append(f"{relative}: written back unreadable")
            elif a != b:
                lost = sorted(set(a) - set(b))
                changed = sorted(k for k in set(a) & set(b) if a[k] != b[k])
                added = sorted(set(b) - set(a))
                out.append(
                    f"{relative}: {len(lost)} entries lost, {len(changed)} changed, {len(added)} added"
                    + (f" (first lost: {lost[0]!r})" if lost else "")
                )
            elif _encoding(old) != _encoding(new):
                out.append(f"{relative}: {_encoding(old)} written back as {_encoding(new)}")
    return out


def _first_change(a, b, where="root"):
    if type(a) is not type(b):
        return f"{where}: {type(a).__name__} {a!r:.40} became {type(b).__name__} {b!r:.40}"
    if isinstance(a, dict):
        for key in a:
            if key not in b:
                return f"{where}: key {key!r} lost"
        for key in b:
            if key not in a:
                return f"{where}: key {key!r} added"
        for key in a:
            if typed(a[key]) != typed(b[key]):
                return _first_change(a[key], b[key], f"{where}.{key}")
    if isinstance(a, list):
        if len(a) != len(b):
            return f"{where}: {len(a)} items became {len(b)}"
        for index, (x, y) in enumerate(zip(a, b)):
            if typed(x) != typed(y):
                return _first_change(x, y, f"{where}[{index}]")
    return f"{where}: {a!r:.40} became {b!r:.40}"


if __name__ == "__main__":
    found = differences(sys.argv[1], sys.argv[2])
    for line in found:
        print(line)
    sys.exit(1 if found else 0)
