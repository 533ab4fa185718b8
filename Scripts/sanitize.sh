#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer and under ThreadSanitizer.
# Usage: Scripts/sanitize.sh [address|thread]...   (default: both)
#
# XCTest's runner and Foundation's file reading keep a few objects alive to the end that
# LeakSanitizer reports; Scripts/lsan.supp names them, and Swift's one-time global
# initialisers, so that any other leak fails the run. SCREENSPEC_SANITIZER tells the tests
# to skip their memory bounds, which sanitizer builds exceed by design.
set -euo pipefail
cd "$(dirname "$0")/.."
kinds=("$@")
[ ${#kinds[@]} -eq 0 ] && kinds=(address thread)
for kind in "${kinds[@]}"; do
  echo "== swift test --sanitize=$kind" >&2
  case "$kind" in
    address)
      export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1"
      export LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan.supp:print_suppressions=0"
      ;;
    thread) export TSAN_OPTIONS="halt_on_error=1" ;;
  esac
  SCREENSPEC_SANITIZER="$kind" swift test --sanitize="$kind" --scratch-path ".build/sanitize-$kind" 2>&1 | tail -3
done
