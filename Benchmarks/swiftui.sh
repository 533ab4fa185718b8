#!/usr/bin/env bash
# Issue #52's measure: generating SwiftUI for an app of 100 screens (and its 100 pickers)
# with `export --swiftui`, then type-checking the files against the stand-in SwiftUI module
# as the tests do (one whole-module type-check). Prints each step's wall and CPU time.
# Usage: Benchmarks/swiftui.sh [SCREENSPEC]   (default .build/release/screenspec)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
tool="${1:-$root/.build/release/screenspec}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/app" "$work/module"
python3 - "$work/app" <<'PY'
import sys
out = sys.argv[1]
state = []
for i in range(100):
    following = f"s{i + 1}" if i < 99 else "s0"
    open(f"{out}/s{i}.yaml", "w").write(f"""title: Screen {i}
style: insetGrouped
sections:
  - header: Options {i}
    footer: About screen {i}
    rows:
      - {{title: Enabled {i}, toggle: on{i}}}
      - {{title: Name {i}, textField: name{i}, placeholder: Your name}}
      - {{slider: level{i}, min: 0, max: 10, step: 1, accessibilityLabel: Level}}
      - {{title: Count {i}, stepper: count{i}, min: 1, max: 9}}
  - rows:
      - {{title: Next, push: {following}}}
      - {{title: Mode, push: p{i}}}
      - {{title: Help, url: "https://example.com/{i}"}}
""")
    open(f"{out}/p{i}.yaml", "w").write(f"""title: Mode {i}
prompt: Pick a mode
bind: mode{i}
choices:
  - {{title: Fast, value: fast}}
  - {{title: Slow, value: slow}}
  - {{title: Off, value: "off"}}
""")
    state += [f"on{i}: true", f"name{i}: Ann", f"level{i}: 5", f"count{i}: 3", f"mode{i}: fast"]
open(f"{out}/app.yaml", "w").write("start: s0\nstate:\n" + "".join(f"  {s}\n" for s in state))
PY
swiftc -emit-module -module-name SwiftUI -parse-as-library -swift-version 6 \
  "$root/Tests/StandIns/SwiftUI/SwiftUI.swift" -emit-module-path "$work/module/SwiftUI.swiftmodule"
echo "== export --swiftui of 100 screens and 100 pickers"
/usr/bin/time -f "%e s wall, %U s user, %S s sys" "$tool" export "$work/app" --swiftui "$work/ui" >/dev/null
echo "== swiftc -typecheck -wmo of the $(ls "$work/ui" | wc -l) files against the stand-in"
/usr/bin/time -f "%e s wall, %U s user, %S s sys" \
  swiftc -typecheck -wmo -parse-as-library -swift-version 6 -I "$work/module" "$work/ui"/*.swift
