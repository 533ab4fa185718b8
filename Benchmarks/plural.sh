#!/usr/bin/env bash
# Issue #41: drawing a plural text against drawing a plain text with the same interpolations
# (1,000 rows, each a counted title and detail, drawn 20 times a run, in-process), as wall
# time and as instructions (callgrind, when valgrind is there). Target: at most 1.1x.
# Usage: Benchmarks/plural.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
data="$here/.data"
swift build -c release --package-path "$here" --product screenspec-bench >&2
bench="$(swift build -c release --package-path "$here" --show-bin-path)/screenspec-bench"
[ -f "$data/counted-plural-1k.yaml" ] || python3 "$here/generate.py" "$data" >/dev/null
field() { sed -n "s/.*$1=\([0-9.e-]*\).*/\1/p"; }
plain=$("$bench" draw-text "$data/counted-plain-1k.yaml" 15 | field median)
plural=$("$bench" draw-text "$data/counted-plural-1k.yaml" 15 | field median)
echo "draw-text, 1,000 counted rows x 20: plain $(python3 -c "print(f'{$plain * 1000:.2f}')") ms, plural $(python3 -c "print(f'{$plural * 1000:.2f}')") ms, ratio $(python3 -c "print(f'{$plural / $plain:.3f}')")x (target <= 1.1x)"
if command -v valgrind >/dev/null 2>&1; then
  irs() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'; }
  # One run each, and the decode alone, so that the drawing's own instructions are compared.
  decode_plain=$(irs "$bench" decode "$data/counted-plain-1k.yaml" 1)
  decode_plural=$(irs "$bench" decode "$data/counted-plural-1k.yaml" 1)
  draw_plain=$(irs "$bench" draw-text "$data/counted-plain-1k.yaml" 1)
  draw_plural=$(irs "$bench" draw-text "$data/counted-plural-1k.yaml" 1)
  python3 -c "
p = $draw_plain - $decode_plain
q = $draw_plural - $decode_plural
print(f'instructions of 20 drawings: plain {p:,}, plural {q:,}, ratio {q / p:.3f}x')"
fi
