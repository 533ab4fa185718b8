#!/usr/bin/env bash
# The instruction-count guard: runs a fixed suite under callgrind and compares each case's
# instructions (Ir, the whole process, every thread) with Benchmarks/instructions.tsv.
#
# Usage: Benchmarks/instructions.sh             measure and compare; exit 1 naming each case
#                                               that rose more than 2 %
#        Benchmarks/instructions.sh --update    measure and rewrite instructions.tsv
#        Benchmarks/instructions.sh --twice     measure every case twice, print the spread
#        Benchmarks/instructions.sh --self-test only show that a baseline lowered by 10 %
#                                               fails (no build, no measuring)
#        Benchmarks/instructions.sh --new-wave  every case's baseline becomes its first
#                                               value, the wave's start (no measuring)
#        CASES="check-feed render-one" Benchmarks/instructions.sh   only those cases
#
# Every run also prints each case against its first value (the wave's start) and fails when
# one is more than 2 % above it without its reason in Benchmarks/README.md ("Rises since the
# wave's start"): a drift of small rises, each within 2 %, is seen.
#
# It builds `screenspec` as Scripts/install.sh installs it (release, the Swift runtime and
# libyaml linked in statically), compiles events.c, writes the inputs with
# guard_inputs.py (seeded) to Benchmarks/.data/instructions, and installs valgrind with
# apt when it is missing. The Settings.bundle corpus is read in place from
# ../shared/settings-bundles beside the repository; without it that case is skipped.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
baseline="$here/instructions.tsv"
counts="$here/instruction_counts.py"
mode=compare
case "${1:-}" in
  "") ;;
  --update) mode=update ;;
  --twice) mode=twice ;;
  --self-test) exec python3 "$counts" self-test "$baseline" ;;
  --new-wave) exec python3 "$counts" new-wave "$baseline" ;;
  *) sed -n '4,18p' "$0" >&2; exit 2 ;;
esac

started=$(date +%s)
if ! command -v valgrind >/dev/null 2>&1; then
  echo "instructions: valgrind not found; installing it" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq valgrind >&2
fi
# The installed tool is what is measured: Scripts/install.sh's build (release, with the Swift
# runtime and libyaml linked in), which .ci/run has just made, so this build is a no-op there.
echo "instructions: building screenspec (Scripts/install.sh: release, static runtime and libyaml)..." >&2
SCREENSPEC_INSTALL=0 "$root/Scripts/install.sh" >&2
tool="$root/.build/release/screenspec"
data="$here/.data/instructions"
mkdir -p "$here/.data"
gcc -O2 -o "$here/.data/events" "$here/events.c" $(pkg-config --cflags --libs yaml-0.1)
built=$(date +%s)

rm -rf "$data"
python3 "$here/guard_inputs.py" "$data"
# The references the snapshot cases compare with, recorded by the binary under test (a run
# that records exits 1; the measured `--ci` runs must then pass). Recorded with CI unset:
# under CI a snapshot run writes nothing, and .ci/run sets it.
for format in text svg voiceover; do
  env -u CI "$tool" snapshot --format "$format" --record missing "$data/app-500" >/dev/null || true
done
env -u CI "$tool" snapshot --record missing "$data/small-300" >/dev/null || true

measured="$here/.data/instructions-measured.tsv"
results="$here/.data/instructions-results"
rm -rf "$results"
mkdir -p "$results"
# Cases run side by side, one process per core (JOBS to change it): a count does not
# depend on what else the machine does.
jobs_at_once=${JOBS:-$(nproc)}
names=()

# ir STATUSES COMMAND...: the instructions of one process, which must exit with one of
# STATUSES (a `|`-separated list), reading the file $input (none: /dev/null).
ir() {
  local statuses=$1 status=0 log
  shift
  log=$(mktemp "$results/callgrind.XXXXXX")
  valgrind --tool=callgrind --callgrind-out-file=/dev/null --log-file="$log" "$@" <"${input:-/dev/null}" >/dev/null 2>&1 ||
    status=$?
  if [[ ! "|$statuses|" == *"|$status|"* ]]; then
    echo "instructions: '$*' exited $status (expected $statuses)" >&2
    return 1
  fi
  sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$log"
  rm -f "$log"
}

wanted() { [ -z "${CASES:-}" ] || [[ " $CASES " == *" $1 "* ]]; }

# record NAME WHAT COUNT: the case's line of the measured file.
record() {
  printf '%s\t%s\t%s\n' "$1" "$3" "$2" >"$results/$1.tsv"
  printf 'instructions: %-24s %15s\n' "$1" "$3" >&2
}

# start NAME FUNCTION ARGS...: runs a case in the background, at most JOBS at once.
start() {
  local name=$1
  shift
  wanted "$name" || return 0
  names+=("$name")
  while [ "$(jobs -rp | wc -l)" -ge "$jobs_at_once" ]; do wait -n || true; done
  "$@" &
}

# one NAME WHAT STATUSES COMMAND...: a case run by one process (--twice: two runs, their spread).
one() {
  local name=$1 what=$2 statuses=$3 first second
  shift 3
  first=$(ir "$statuses" "$@") || return 1
  if [ "$mode" = twice ]; then
    second=$(ir "$statuses" "$@") || return 1
    python3 -c "print(f'instructions: {\"$name\":<24} twice: $first, $second ({abs($second - $first) / $first:.3%} apart)')" >&2
  fi
  record "$name" "$what" "$first"
}

bundles=(a-shell chatsecure colloquy firefox-home mastodon threema utm vlc-ios wireguard wordpress)
# The ten bundles imported one process each, the instructions summed.
import_ten() {
  local corpus="$root/../shared/settings-bundles" total=0 app bundle count
  if [ ! -d "$corpus" ]; then
    echo "instructions: skipping import-10-bundles: no corpus at ../shared/settings-bundles" >&2
    printf 'import-10-bundles\tskipped\tno corpus at ../shared/settings-bundles\n' >"$results/import-10-bundles.tsv"
    return 0
  fi
  for app in "${bundles[@]}"; do
    bundle=$(find "$corpus/$app" -name '*.bundle' -type d | sort | head -1)
    rm -rf "$data/imported-$app"
    count=$(ir "0|1" "$tool" import "$bundle" --out "$data/imported-$app") || return 1
    total=$((total + count))
  done
  record import-10-bundles "import of ten Settings.bundles of the corpus (${bundles[*]}), summed" "$total"
}

# The language server over a 1,000-screen tree: its start screen opened, then 100 keystrokes,
# each sent once the last one's diagnostics came (a burst read at once is checked once), so
# that what a keystroke costs is half the count and one that walks the app is seen.
start_keystrokes() {
  local log wrapper status=0
  log=$(mktemp "$results/callgrind.XXXXXX")
  wrapper=$(mktemp "$results/wrapper.XXXXXX")
  printf '#!/bin/sh\nexec valgrind --tool=callgrind --callgrind-out-file=/dev/null --log-file=%s %s "$@"\n' \
    "$log" "$tool" >"$wrapper"
  chmod +x "$wrapper"
  python3 "$here/lsp_keystroke.py" "$wrapper" tree-1k/screen-0000.yaml 100 >/dev/null 2>&1 || status=$?
  if [ "$status" != 0 ]; then
    echo "instructions: lsp_keystroke.py over tree-1k exited $status" >&2
    return 1
  fi
  record lsp-start-keystrokes \
    "lsp: open the start screen of a 1,000-screen tree, 100 keystrokes one at a time, shut down" \
    "$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$log")"
  rm -f "$log" "$wrapper"
}

cd "$data"
# The longest first, so the two cores finish together.
start unknown-keys-60k one unknown-keys-60k "check of one screen with 60,000 unknown keys (50 shown)" 1 \
  "$tool" check unknown-60k.yaml
start snapshot-text-500 one snapshot-text-500 "snapshot --ci of 500 Part-2 screens, text" 0 \
  "$tool" snapshot --ci --format text app-500
start check-10k-screens one check-10k-screens "check of 10,000 small screens (both cores)" 0 \
  "$tool" check screens-10k
start c-loop-10k-screens one c-loop-10k-screens \
  "libyaml's bare C event loop over the 10,000 screens (events.c --each)" 0 \
  "$here/.data/events" --each screens-10k.list
start check-10k-pickers one check-10k-pickers "check of 10,000 picker screens (issue #49's shape; both cores)" 0 \
  "$tool" check pickers-10k
start c-loop-10k-pickers one c-loop-10k-pickers \
  "libyaml's bare C event loop over the 10,000 picker screens (events.c --each)" 0 \
  "$here/.data/events" --each pickers-10k.list
start snapshot-voiceover-500 one snapshot-voiceover-500 "snapshot --ci of 500 Part-2 screens, VoiceOver" 0 \
  "$tool" snapshot --ci --format voiceover app-500
start snapshot-svg-500 one snapshot-svg-500 "snapshot --ci of 500 Part-2 screens, SVG" 0 \
  "$tool" snapshot --ci --format svg app-500
start import-10-bundles import_ten
start snapshot-text-300-small one snapshot-text-300-small \
  "snapshot --ci of 300 small screens (three rows, grouped), text" 0 "$tool" snapshot --ci small-300
start check-300-small one check-300-small "check of the 300 small screens" 0 "$tool" check small-300
start check-app-500 one check-app-500 "check of the 500 Part-2 screens the snapshot cases draw" 0 \
  "$tool" check app-500
start check-feed one check-feed "check of a paged feed of 10,000 rows (1.5 MB)" 0 \
  "$tool" check --max-size 100000000 feed-10k.yaml
input=lsp-keystroke.rpc start lsp-keystroke one lsp-keystroke \
  "lsp: open a screen of a 1,000-screen app, one keystroke, shut down" 0 "$tool" lsp
start lsp-start-keystrokes start_keystrokes
start render-one one render-one "render of one small grouped screen" 0 "$tool" render one/screen.yaml
wait
# The measured file lists the cases in the suite's order, not the order they finished in.
order=(c-loop-10k-screens check-10k-screens c-loop-10k-pickers check-10k-pickers check-feed render-one check-300-small
  snapshot-text-300-small check-app-500 snapshot-text-500 snapshot-svg-500 snapshot-voiceover-500
  import-10-bundles unknown-keys-60k lsp-keystroke lsp-start-keystrokes)
: >"$measured"
broken=()
for name in "${order[@]}"; do
  [[ " ${names[*]} " == *" $name "* ]] || continue
  if [ -f "$results/$name.tsv" ]; then cat "$results/$name.tsv" >>"$measured"; else broken+=("$name"); fi
done
if [ ${#broken[@]} -gt 0 ]; then
  echo "instructions: could not measure: ${broken[*]}" >&2
  exit 1
fi

finished=$(date +%s)
echo "instructions: build $((built - started)) s, suite $((finished - built)) s" >&2
python3 "$counts" ratios "$measured"
case "$mode" in
  update)
    python3 "$counts" update "$baseline" "$measured"
    python3 "$counts" drift "$baseline" "$here/README.md"
    ;;
  *)
    python3 "$counts" self-test "$baseline"
    [ -n "${CASES:-}" ] && echo "instructions: CASES given; only those were compared" >&2
    status=0
    python3 "$counts" compare "$baseline" "$measured" ${CASES:+--only-measured} || status=1
    python3 "$counts" drift "$baseline" "$here/README.md" || status=1
    exit $status
    ;;
esac
