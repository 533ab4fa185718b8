#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer and under ThreadSanitizer.
# Usage: Scripts/sanitize.sh [address|thread]...   (default: both)
#
# XCTest's own runtime leaks a few objects at exit that are not ours; LeakSanitizer is
# told to ignore them (detect_leaks=0 applies to the XCTest bundle only through
# ASAN_OPTIONS; the leak checks that matter run in the fuzzers, which link no XCTest).
set -euo pipefail
cd "$(dirname "$0")/.."
kinds=("$@")
[ ${#kinds[@]} -eq 0 ] && kinds=(address thread)
for kind in "${kinds[@]}"; do
  echo "== swift test --sanitize=$kind" >&2
  case "$kind" in
    address) export ASAN_OPTIONS="detect_leaks=0:halt_on_error=1" ;;
    thread) export TSAN_OPTIONS="halt_on_error=1" ;;
  esac
  swift test --sanitize="$kind" --scratch-path ".build/sanitize-$kind" 2>&1 | tail -3
done
