#!/usr/bin/env bash
# The library as a user outside this repository meets it (LIBRARY.md): a package that
# depends on ScreenSpec by path writes the contract's test (and a picture of the same
# screen, `.svg`) with one `import ScreenSpec` against a copy of Screens/. It records once
# (and fails, so the new reference is looked at), then passes; under CI it never writes; a
# broken screen's error names its file, line and column.
# Usage: Scripts/library_test.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
failures=0
check() {
  local what="$1"; shift
  if "$@"; then echo "ok: $what"; else echo "FAILED: $what"; failures=$((failures + 1)); fi
}

mkdir -p "$work/Tests/MyScreensTests"
cp -R "$root/Screens" "$work/Screens"
rm -rf "$work/Screens/__snapshots__"
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "MyScreens",
  dependencies: [.package(path: "$root")],
  targets: [
    .testTarget(
      name: "MyScreensTests",
      dependencies: [.product(name: "ScreenSpec", package: "$(basename "$root")")],
      exclude: ["__Snapshots__"]
    )
  ]
)
SWIFT
cat > "$work/Tests/MyScreensTests/FightCardTests.swift" <<'SWIFT'
import ScreenSpec   // one product: the model, behaviour, text and picture renderers, snapshot testing
import Testing

@Test func pickingAWeightClass() throws {
  let app = try App.load(from: "Screens")              // a folder, or a screen file with what it reaches
  var session = try Session(app: app, screen: "fight-card")
  try session.apply("tap Weight Class", "tap Welterweight")   // actions written as in --do
  assertSnapshot(of: session, as: .screen(width: 40), named: "picked")
}

@Test func pickingAWeightClassAsAPicture() throws {
  var session = try Session(app: try App.load(from: "Screens"), screen: "fight-card")
  try session.apply("tap Weight Class", "tap Welterweight")
  assertSnapshot(of: session, as: .svg(appearance: .dark), named: "picked-dark")
}
SWIFT
mkdir -p "$work/Tests/MyScreensTests/__Snapshots__"
snap="$work/Tests/MyScreensTests/__Snapshots__/FightCardTests/picked.snap"

echo "building a package that depends on ScreenSpec by path..." >&2
(cd "$work" && swift build --build-tests >/dev/null 2>&1) || { cat "$work/out.txt" 2>/dev/null; echo "FAILED: the package builds"; exit 1; }
check "the first run records and fails" bash -c "! (cd '$work' && env -u CI swift test >'$work/out.txt' 2>&1)"
check "it says it recorded the reference" grep -q "recorded a new snapshot" "$work/out.txt"
check "the reference is written" test -f "$snap"
check "the second run passes" bash -c "cd '$work' && env -u CI swift test >'$work/out.txt' 2>&1"
check "the reference holds the picked class" grep -q "Welterweight" "$snap"
check "the picture reference is the SVG alone" grep -q "^<svg xmlns" "$(dirname "$snap")/picked-dark.svg"
check "the picture holds the picked class" grep -q ">Welterweight<" "$(dirname "$snap")/picked-dark.svg"
rm -rf "$work/Tests/MyScreensTests/__Snapshots__/FightCardTests"
check "under CI a missing reference fails" bash -c "! (cd '$work' && CI=true swift test >'$work/out.txt' 2>&1)"
check "under CI nothing is written" test ! -e "$work/Tests/MyScreensTests/__Snapshots__/FightCardTests"
printf 'title: Broken\nrwos: [A]\n' > "$work/Screens/broken.yaml"
check "a broken screen fails the test" bash -c "! (cd '$work' && env -u CI swift test >'$work/out.txt' 2>&1)"
check "its error names the file, line and column" grep -q "Screens/broken.yaml:2:1: error: unknown key 'rwos'" "$work/out.txt"

# The runtime (issue #53): a package that depends on ScreenSpecRuntime alone builds, links
# no libyaml, and reads the app `export --compiled` wrote into the screens' views and the
# runtime's list model.
runtime="$work/runtime"
mkdir -p "$runtime/Sources/ShowScreens"
cat > "$runtime/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "ShowScreens",
  dependencies: [.package(path: "$root")],
  targets: [
    .executableTarget(
      name: "ShowScreens",
      dependencies: [.product(name: "ScreenSpecRuntime", package: "$(basename "$root")")])
  ]
)
SWIFT
cat > "$runtime/Sources/ShowScreens/main.swift" <<'SWIFT'
import Foundation
import ScreenSpecRuntime

// Reads the compiled app its argument names and prints its start screen's view.
let path = CommandLine.arguments[1]
guard let data = FileManager.default.contents(atPath: path) else { fatalError("no \(path)") }
let app = try App(compiled: [UInt8](data))
guard let start = app.startScreen else { fatalError("no start screen") }
let session = try Session(app: app, screen: start.id)
print(session.view.title)
for section in session.view.sections {
  for row in section.rows { print("- " + row.title) }
}
// The runtime's mapping, as ScreenSpecView draws it: what each row's tap sends.
for row in ListModel(session).rows { print(row.title + " sends " + (row.tap?.description ?? "-")) }
SWIFT
(cd "$root" && swift run -q screenspec export Screens --compiled "$work/seed.sspc" >/dev/null)
echo "building a package that depends on ScreenSpecRuntime..." >&2
check "the runtime package builds" bash -c "cd '$runtime' && swift build >'$work/runtime.txt' 2>&1"
binary="$runtime/.build/debug/ShowScreens"
check "it links no libyaml" bash -c "! ldd '$binary' | grep -q yaml"
check "it reads the compiled app's start screen" bash -c \
  "'$binary' '$work/seed.sspc' >'$work/shown.txt' && grep -qx 'Fightcard' '$work/shown.txt' && grep -q '^- Fight Card' '$work/shown.txt'"
check "it maps the start screen's rows to the actions they send" grep -qx 'Fight Card sends tap 1' "$work/shown.txt"
echo "library test: $failures failed"
[ "$failures" -eq 0 ]
