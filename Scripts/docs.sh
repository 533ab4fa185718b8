#!/usr/bin/env bash
# Builds the ScreenSpec product's documentation with the toolchain's docc, from symbol
# graphs (the SwiftPM plugin cannot be fetched here). Fails on any docc warning.
# Usage: Scripts/docs.sh [OUTPUT]   (default .build/docs/ScreenSpec.doccarchive)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-$root/.build/docs/ScreenSpec.doccarchive}"
# A build of its own, so the graphs are emitted with the flags that ask for them and kept
# beside it (an up-to-date build emits nothing, and the last graphs still hold).
scratch="$root/.build/docs-build"
graphs="$scratch/symbol-graphs"
mkdir -p "$graphs/all"
rm -rf "$graphs/ScreenSpec" && mkdir -p "$graphs/ScreenSpec"
swift build --package-path "$root" --scratch-path "$scratch" --target ScreenSpec \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs/all" \
  -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public >&2
# The umbrella module's graph holds what it re-exports: one module, one archive.
cp "$graphs/all"/ScreenSpec*.symbols.json "$graphs/ScreenSpec/"
log="$graphs/docc.log"
mkdir -p "$(dirname "$out")"
rm -rf "$out"
docc convert "$root/Sources/ScreenSpec/ScreenSpec.docc" \
  --additional-symbol-graph-dir "$graphs/ScreenSpec" \
  --fallback-display-name ScreenSpec --fallback-bundle-identifier org.screenspec.ScreenSpec \
  --output-path "$out" >"$log" 2>&1 || { cat "$log"; exit 1; }
warnings=$(grep -c "warning:" "$log" || true)
if [ "$warnings" -ne 0 ]; then
  grep -A3 "warning:" "$log" | head -80
  echo "docs: $warnings docc warnings" >&2
  exit 1
fi
echo "docs: $out, no warnings"
