#!/usr/bin/env bash
# Opens the gallery and an SVG in headless Chromium (Debian's `chromium`, installed by
# .ci/run when missing): the screenshot is not blank, each screen's title and a highlighted
# row are in the DOM, and no request leaves the machine.
# Usage: Scripts/browser_test.sh [PATH_TO_SCREENSPEC] [SCREENSHOT.png] [VARIANTS.png]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
tool="${1:-$root/.build/debug/screenspec}"
shot="${2:-}"
variants_shot="${3:-}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
browser="$(command -v chromium || command -v chromium-browser || true)"
[ -n "$browser" ] || { echo "browser: no chromium found"; exit 1; }
passed=0
failed=0
check() { # check DESCRIPTION COMMAND...
  if "${@:2}"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL: $1"; fi
}
run_browser() {
  # Every host name resolves to nothing, so a page that asked the network would fail to.
  timeout 60 "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
    --host-resolver-rules="MAP * ~NOTFOUND" --no-first-run --user-data-dir="$work/profile" "$@" \
    2>>"$work/browser.log"
}

"$tool" gallery "$root/Screens" "$root/Scenarios" --out "$work/site" >/dev/null
run_browser --dump-dom "file://$work/site/index.html" > "$work/dom.html"
for title in "Fight Card" "Weight Class" "Posts" "Settings" "Broadcast" "Codecs" "Venue"; do
  check "the gallery's DOM holds '$title'" grep -qF "$title" "$work/dom.html"
done
check "the gallery holds the scenarios" grep -qF "(scenario)" "$work/dom.html"
check "no page refers to the network" bash -c "! grep -rqE '(src|href)=\"(https?:)?//' '$work/site'"

# A highlighted row in an SVG, opened on its own (a custom view's row stays selected; a row
# whose screen was pushed is not, once back, as UITableViewController clears it).
"$tool" render "$root/Screens/fight-night.yaml" --format svg --do "tap Event Poster" > "$work/card.svg"
run_browser --dump-dom "file://$work/card.svg" > "$work/svg.html"
check "the SVG's DOM holds its title" grep -qF "Fight Night" "$work/svg.html"
check "the SVG's DOM holds the highlighted row's fill" grep -qiF 'fill="#FF3B30"' "$work/svg.html"

run_browser --window-size=1280,1600 --screenshot="$work/gallery.png" "file://$work/site/index.html" >/dev/null
size=$(wc -c < "$work/gallery.png")
check "the screenshot is not blank ($size bytes)" test "$size" -gt 20000
if [ -n "$shot" ]; then cp "$work/gallery.png" "$shot"; fi

# Variants: a dark gallery and an ax3 one are drawn, not blank; and one screen light, dark,
# large and ax3 side by side (README's picture, Docs/variants.png).
"$tool" gallery "$root/Screens" --out "$work/dark" --appearance dark >/dev/null
"$tool" gallery "$root/Screens" --out "$work/ax3" --text-size ax3 >/dev/null
check "the dark gallery draws the dark background" grep -qF 'fill="#000000"' "$work/dark/index.html"
check "the ax3 gallery draws 40 pt body text" grep -qF 'font-size="40"' "$work/ax3/index.html"
for name in dark ax3; do
  run_browser --window-size=1280,1600 --screenshot="$work/$name.png" "file://$work/$name/index.html" >/dev/null
  size=$(wc -c < "$work/$name.png")
  check "the $name gallery's screenshot is not blank ($size bytes)" test "$size" -gt 20000
done
{
  echo '<!doctype html><meta charset="utf-8"><body style="margin:16px;background:#fff">'
  echo '<div style="display:flex;gap:24px;align-items:flex-start;font:14px sans-serif">'
  for args in "light large" "dark large" "light ax3" "dark ax3"; do
    set -- $args
    echo "<figure style=\"margin:0\"><figcaption>$1 · $2</figcaption>"
    "$tool" render "$root/Screens/settings.yaml" --format svg --appearance "$1" --text-size "$2"
    echo "</figure>"
  done
  echo '</div>'
} > "$work/variants.html"
run_browser --window-size=1620,1500 --screenshot="$work/variants.png" "file://$work/variants.html" >/dev/null
size=$(wc -c < "$work/variants.png")
check "the variants' screenshot is not blank ($size bytes)" test "$size" -gt 20000
if [ -n "$variants_shot" ]; then cp "$work/variants.png" "$variants_shot"; fi

# A pending picture on the gallery's changes page, beside its reference: both drawn.
cp -R "$root/Screens" "$work/app"
sed -i 's/^title: About$/title: About Us/' "$work/app/about.yaml"
# Under CI a snapshot run writes nothing; this one must write its pending picture.
env -u CI "$tool" snapshot --format svg "$work/app/about.yaml" >/dev/null || true
"$tool" gallery "$work/app" --out "$work/changes" >/dev/null
check "the changes page shows the pending picture and its reference" \
  test "$(grep -o '<img alt="about (' "$work/changes/changes.html" | wc -l)" -eq 2
run_browser --window-size=900,700 --screenshot="$work/changes.png" "file://$work/changes/changes.html" >/dev/null
size=$(wc -c < "$work/changes.png")
check "the changes page's screenshot is not blank ($size bytes)" test "$size" -gt 20000

echo "browser: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
