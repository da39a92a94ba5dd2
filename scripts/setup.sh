#!/usr/bin/env bash
# setup.sh — make a fresh Debian 12 (or Ubuntu) machine ready and build
# loopgpu into build/ (generator Ninja).
#   * installs what is missing: libclang-19-dev llvm-19-tools libisl-dev
#     ninja-build pkg-config cmake g++ python3 (apt-get, as root; without root it only
#     says what is missing);
#   * cmake -S . -B build -G Ninja && ninja -C build
# Environment: LOOPGPU_BUILD (build directory, default build/),
# CMAKE_ARGS (extra configure arguments), SETUP_SKIP_INSTALL=1.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${LOOPGPU_BUILD:-$root/build}

# Package -> a file it installs (present file = nothing to do).
need=()
check() { [ -e "$2" ] || need+=("$1"); }
check libclang-19-dev /usr/lib/llvm-19/include/clang-c/Index.h
check llvm-19-tools /usr/lib/llvm-19/build/utils/lit/lit.py
check libisl-dev /usr/include/isl/ctx.h
command -v ninja >/dev/null 2>&1 || need+=(ninja-build)
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
command -v cmake >/dev/null 2>&1 || need+=(cmake)
command -v g++ >/dev/null 2>&1 || need+=(g++)
command -v python3 >/dev/null 2>&1 || need+=(python3)

if [ ${#need[@]} -gt 0 ] && [ "${SETUP_SKIP_INSTALL:-0}" != 1 ]; then
  echo "setup.sh: installing ${need[*]}"
  if [ "$(id -u)" -ne 0 ]; then
    echo "setup.sh: not root; install them with: apt-get install -y ${need[*]}" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need[@]}"
fi

# Configure once (again when the cache is from another source tree), build.
if [ ! -f "$build/CMakeCache.txt" ] || [ ! -f "$build/build.ninja" ]; then
  # shellcheck disable=SC2086  # CMAKE_ARGS is a word list
  cmake -S "$root" -B "$build" -G Ninja ${CMAKE_ARGS:-}
fi
ninja -C "$build"
echo "setup.sh: built in $build"
