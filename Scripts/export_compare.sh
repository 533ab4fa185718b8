#!/usr/bin/env bash
# Compares two screenspec binaries' import and export over a corpus of Settings.bundles:
# for each BUNDLE_ROOT/*/Settings.bundle, `import` into an app folder, then `export` it into
# a new bundle (with and without --iask, with --swift), and over a copy of the bundle it
# came from; every written file, stdout, stderr and exit status must be the same.
# Usage: Scripts/export_compare.sh OLD NEW [BUNDLE_ROOT] [APP...]
# Each APP folder (e.g. Screens) is exported as it is too. Prints each difference; exits 1
# when there is one.
set -u
shopt -s nullglob
old=$(realpath "$1") new=$(realpath "$2")
root=${3:-/work/shared/settings-bundles}
shift $(( $# < 3 ? $# : 3 ))
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
run() { # BINARY DIR ARGS...: runs in DIR, keeping stdout, stderr and status in DIR/NAME.*
  local binary=$1 dir=$2 name=$3; shift 3
  (cd "$dir" && "$binary" "$@" >"$name.out" 2>"$name.err"; echo $? >"$name.status")
}
one() { # SIDE BINARY BUNDLE [APP]
  local dir="$work/$1" binary=$2 bundle=$3 app=${4:-}
  rm -rf "$dir" && mkdir -p "$dir"
  if [ -n "$app" ]; then
    cp -R "$app" "$dir/app"
  else
    run "$binary" "$dir" import import "$bundle" --out app
  fi
  run "$binary" "$dir" plain export app --out plain.bundle
  run "$binary" "$dir" iask export app --out iask.bundle --iask --swift Defaults.swift
  if [ -z "$app" ]; then
    cp -R "$bundle" "$dir/over.bundle"
    run "$binary" "$dir" over export app --out over.bundle --iask
  fi
}
failed=0 count=0
compare() { # LABEL BUNDLE [APP]
  one old "$old" "$2" "${3:-}"
  one new "$new" "$2" "${3:-}"
  count=$((count + 1))
  if ! diff -r "$work/old" "$work/new" >"$work/diff" 2>&1; then
    echo "DIFFERS: $1"; head -20 "$work/diff"; failed=1
  fi
}
for bundle in "$root"/*/Settings.bundle; do
  compare "$(basename "$(dirname "$bundle")")" "$bundle"
done
for app in "$@"; do compare "$app" "" "$(realpath "$app")"; done
echo "compared $count; $([ $failed = 0 ] && echo identical || echo DIFFERENT)"
exit $failed
