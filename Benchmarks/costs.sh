#!/usr/bin/env bash
# Times the inputs that once cost far more than their size (issue #36, items 9 to 13):
# unknown keys and names, a long scenario, the language server's bursts and escapes, and
# imports of 20,000 entries. Prints one table row per input: seconds, peak memory.
# Usage: Benchmarks/costs.sh [SCREENSPEC]   (default: this package's release build)
#        BEFORE=/path/to/old/screenspec Benchmarks/costs.sh   adds an old build's column
#        (each run of it stopped after 150 s).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
data="$here/.data/costs"
if [ $# -ge 1 ]; then
  tool="$1"
else
  echo "building (release)..." >&2
  swift build -c release --package-path "$root" --product screenspec >&2
  tool="$(swift build -c release --package-path "$root" --show-bin-path)/screenspec"
fi
python3 "$here/costs.py" "$data"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

# One run: "SECONDS s, PEAK MiB" (or "more than 150 s").
measure() {
  local binary="$1"
  shift
  rm -rf "$scratch/out" "$scratch/app"
  cp -r "$data/catalog/app" "$scratch/app"
  local args=()
  for word in "$@"; do args+=("${word//@TOOL@/$binary}"); done
  local status=0
  /usr/bin/time -f "%e %M" -o "$scratch/time" timeout 150 "${args[@]}" >/dev/null 2>&1 || status=$?
  if [ "$status" -eq 124 ]; then
    echo "more than 150 s"
    return
  fi
  local seconds kib
  read -r seconds kib < <(tail -1 "$scratch/time")
  echo "$seconds s, $((kib / 1024)) MiB"
}

row() {
  local name="$1"
  shift
  local now
  now="$(measure "$tool" "$@")"
  if [ -n "${BEFORE:-}" ]; then
    echo "| $name | $(measure "$BEFORE" "$@") | $now |"
  else
    echo "| $name | $now |"
  fi
}

echo "machine: $(nproc) cores, $(uname -m), $(swift --version 2>&1 | head -1)"
echo
if [ -n "${BEFORE:-}" ]; then
  echo "| input | before | now |"
  echo "| --- | --- | --- |"
else
  echo "| input | now |"
  echo "| --- | --- |"
fi
row "check, 60,000 top-level unknown keys (840 KB)" @TOOL@ check "$data/unknown-top-60k.yaml"
row "the same, --max-errors 0" @TOOL@ check "$data/unknown-top-60k.yaml" --max-errors 0
row "the same, --format json" @TOOL@ check "$data/unknown-top-60k.yaml" --format json
row "check, 60,000 keys one edit from a known one (888 KB)" @TOOL@ check "$data/near-top-60k.yaml"
row "check, one row of 20,000 unknown keys (500 KB)" @TOOL@ check "$data/unknown-row-20k.yaml"
row "check, 1,000 rows of 20 unknown keys (395 KB)" @TOOL@ check "$data/unknown-rows-1k.yaml"
row "check, 20,000 unknown state names, 20,000 state keys (760 KB)" \
  @TOOL@ check "$data/state-names"
row "render, 2,000 toggle steps at width 1000" @TOOL@ render "$data/scenario/settings-2k.yaml"
row "render --format voiceover, the same" \
  @TOOL@ render "$data/scenario/settings-2k.yaml" --format voiceover
# The scenario's references, recorded once (CI unset: under CI a run writes nothing).
(cd "$data/scenario" && env -u CI "$tool" snapshot settings-2k.yaml --record all >/dev/null 2>&1 &&
  env -u CI "$tool" snapshot settings-2k.yaml --format voiceover --record all >/dev/null 2>&1) || true
row "snapshot --ci, the same against its 144 MB reference" \
  @TOOL@ snapshot --ci "$data/scenario/settings-2k.yaml" --max-reference-size 200000000
row "snapshot --ci --format voiceover, the same" \
  @TOOL@ snapshot --ci "$data/scenario/settings-2k.yaml" --format voiceover \
  --max-reference-size 200000000
row "import, Localizable.xcstrings of 20,000 entries (2.0 MB, one line)" \
  @TOOL@ import "$data/catalog/Localizable.xcstrings" --out "$scratch/app" --max-size 10000000
row "import, Root.plist of 2,000 toggles" \
  @TOOL@ import "$data/bundle-toggles-2k/Settings.bundle" --out "$scratch/out"
row "import, Root.plist of 20,000 toggles (5.0 MB)" \
  @TOOL@ import "$data/bundle-toggles-20k/Settings.bundle" --out "$scratch/out" --max-size 10000000
row "import, Root.plist of 20,000 groups of a toggle (7.8 MB)" \
  @TOOL@ import "$data/bundle-groups-20k/Settings.bundle" --out "$scratch/out" --max-size 10000000
# Issue #48, items 14 to 17: the references are recorded, then what they pin changed.
if [ ! -e "$data/diff-rows/app/__snapshots__/home.snap" ]; then
  (cd "$data" && env -u CI "$tool" snapshot diff-rows/app --record all >/dev/null 2>&1 &&
    sed -i 's/title: Row /title: Line /' diff-rows/app/home.yaml &&
    env -u CI "$tool" snapshot diff-junk/app --record all >/dev/null 2>&1 &&
    python3 -c "import sys; p='diff-junk/app/__snapshots__/one.snap'; h=open(p).read().split('---\n')[0]; open(p,'w').write(h + '---\n' + open('diff-junk/junk.txt').read())") || true
fi
row "snapshot --ci, 32,000 rows all changed (5.2 MB reference)" \
  env CI=true @TOOL@ snapshot --ci "$data/diff-rows/app"
row "snapshot --ci, one row against 2.6 MB of junk" \
  env CI=true @TOOL@ snapshot --ci "$data/diff-junk/app"
row "snapshot --ci --report --junit, 55,000 unknown keys reached by 26 cases" \
  env CI=true @TOOL@ snapshot --ci "$data/report/app" --report "$scratch/r.json" \
  --junit "$scratch/j.xml"
row "render, a search of 400,000 é" @TOOL@ render "$data/search/search.yaml"
row "import, a 50 MB String Catalog (--max-size 60000000)" \
  @TOOL@ import "$data/catalog-50mb.xcstrings" --out "$scratch/app" --max-size 60000000
echo
echo "language server (seconds to the answer):"
python3 -u "$here/lsp_costs.py" "$tool" "$scratch/lsp"
if [ -n "${BEFORE:-}" ]; then
  echo "before:"
  timeout 600 python3 -u "$here/lsp_costs.py" "$BEFORE" "$scratch/lsp-before" || echo "(stopped)"
fi
