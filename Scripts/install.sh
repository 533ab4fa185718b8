#!/usr/bin/env bash
# Builds the release tool with the Swift runtime and libyaml linked in, so the binary runs
# on a machine with nothing installed (no Swift, no libyaml-0.so.2), checks that with ldd,
# and copies it to PREFIX/bin (default /usr/local).
# Usage: Scripts/install.sh [PREFIX]      SCREENSPEC_INSTALL=0 builds and checks only.
#
# libyaml's static archive (Debian's libyaml-dev ships libyaml.a; Homebrew's libyaml too) is
# put alone in a folder of its own, with a pkg-config file that names that folder, so the
# linker finds libyaml.a before the shared library beside it.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="${1:-/usr/local}"
libdir="$(pkg-config --variable=libdir yaml-0.1)"
includedir="$(pkg-config --variable=includedir yaml-0.1)"
[ -f "$libdir/libyaml.a" ] || { echo "install: no $libdir/libyaml.a (install libyaml-dev)"; exit 1; }
static="$PWD/.build/static-libyaml"
mkdir -p "$static"
ln -sf "$libdir/libyaml.a" "$static/libyaml.a"
cat >"$static/yaml-0.1.pc" <<PC
Name: LibYAML
Description: libyaml, linked statically into screenspec
Version: $(pkg-config --modversion yaml-0.1)
Cflags: -I$includedir
Libs: -L$static -lyaml
PC
flags=(-c release --product screenspec)
if [ "$(uname)" = Linux ]; then flags+=(--static-swift-stdlib); fi
PKG_CONFIG_PATH="$static${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}" swift build "${flags[@]}"
binary=".build/release/screenspec"
if command -v ldd >/dev/null 2>&1; then
  needs="$(ldd "$binary" | awk '{print $1}')"
  if grep -q -e yaml -e swift <<<"$needs"; then
    echo "install: $binary still needs:"; grep -e yaml -e swift <<<"$needs"; exit 1
  fi
  echo "install: $binary needs only the system's C and C++ runtimes:" $needs
fi
if [ "${SCREENSPEC_INSTALL:-1}" != 0 ]; then
  mkdir -p "$prefix/bin"
  cp "$binary" "$prefix/bin/screenspec"
  echo "install: copied to $prefix/bin/screenspec"
fi
