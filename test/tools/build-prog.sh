#!/usr/bin/env bash
# build-prog.sh MODE COMPILER-ARGS... — build a test program the way a user
# of loopgpu does, with the flags in the order the linker needs them.
#
#   cc   the CPU oracle:      cc -std=c11 -O2 -Wno-unknown-pragmas ARGS -lm
#   emu  CPU emulation:       c++ -x c++ $(cflags loopgpu-emu) ARGS -x c HOSTS -x none $(libs loopgpu-emu)
#   gpu  the GPU build:       nvcc -arch=sm_90 $(cflags loopgpu) ARGS HOSTS $(libs loopgpu)
# where HOSTS are the host halves FOO.host.c of the FOO.cu among ARGS.
#
# The pkg-config files are looked up in $LOOPGPU_BUILD/pkgconfig (default:
# build/ at the repository root) before $PKG_CONFIG_PATH. Environment:
# CC, CXX, NVCC (compilers), LOOPGPU_ARCH (default sm_90), LOOPGPU_BUILD,
# LOOPGPU_EMU_CXXFLAGS (extra flags of the emu mode, e.g. sanitizers).
# The libraries come after the sources because linkers that default to
# --as-needed (Ubuntu) drop libraries named before the objects that use them.
set -euo pipefail

if [ $# -lt 1 ]; then
  echo "usage: build-prog.sh cc|emu|gpu COMPILER-ARGS..." >&2
  exit 2
fi
mode=$1
shift
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=${LOOPGPU_BUILD:-$root/build}
export PKG_CONFIG_PATH="$build/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"

pc() { # pc --cflags|--libs PACKAGE
  if ! pkg-config --exists "$2"; then
    echo "build-prog.sh: pkg-config package '$2' not found in $build/pkgconfig (build the runtime first: ninja -C $build)" >&2
    exit 1
  fi
  pkg-config "$1" "$2"
}

# A translation is two files: FOO.cu (the CUDA half) and FOO.host.c (the
# host half, C). Given FOO.cu, its FOO.host.c is built too, as C.
# With -c (compile only) each half gets its own object: the host half's is
# FOO.host.o beside it.
hosts=()
compile_only=0
for a in "$@"; do
  case $a in
    *.cu) [ -f "${a%.cu}.host.c" ] && hosts+=("${a%.cu}.host.c") ;;
    -c) compile_only=1 ;;
    -ptx | -cubin | -fatbin | -E | -M | -MM) compile_only=2 ;; # the CUDA half alone
  esac
done
[ "$compile_only" = 2 ] && hosts=()
# the arguments without `-o FILE`, for the host halves' own compiles
noout=()
skip=0
for a in "$@"; do
  if [ "$skip" = 1 ]; then skip=0; continue; fi
  case $a in
    -o) skip=1 ;;
    *.cu) ;;
    *) noout+=("$a") ;;
  esac
done

case $mode in
  cc)
    exec ${CC:-cc} -std=c11 -O2 -Wno-unknown-pragmas "$@" -lm
    ;;
  emu)
    cflags=$(pc --cflags loopgpu-emu)
    libs=$(pc --libs loopgpu-emu)
    # shellcheck disable=SC2086  # pkg-config output is a word list
    # LOOPGPU_EMU_CXXFLAGS: e.g. the sanitizers of scripts/dev.sh sanitize
    if [ ${#hosts[@]} -gt 0 ] && [ "$compile_only" != 0 ]; then
      for h in "${hosts[@]}"; do
        ${CC:-cc} $cflags ${LOOPGPU_EMU_CXXFLAGS:-} ${noout[@]+"${noout[@]}"} -o "${h%.c}.o" "$h"
      done
    elif [ ${#hosts[@]} -gt 0 ]; then
      exec ${CXX:-c++} -x c++ $cflags ${LOOPGPU_EMU_CXXFLAGS:-} "$@" -x c "${hosts[@]}" -x none $libs
    fi
    exec ${CXX:-c++} -x c++ $cflags ${LOOPGPU_EMU_CXXFLAGS:-} "$@" -x none $libs
    ;;
  gpu)
    cflags=$(pc --cflags loopgpu)
    libs=$(pc --libs loopgpu)
    nvcc=${NVCC:-nvcc}
    if ! command -v "$nvcc" >/dev/null 2>&1 && [ -x /usr/local/cuda/bin/nvcc ]; then
      nvcc=/usr/local/cuda/bin/nvcc
    fi
    # shellcheck disable=SC2086
    if [ "$compile_only" != 0 ]; then
      for h in ${hosts[@]+"${hosts[@]}"}; do
        "$nvcc" -arch="${LOOPGPU_ARCH:-sm_90}" $cflags ${noout[@]+"${noout[@]}"} -o "${h%.c}.o" "$h"
      done
      exec "$nvcc" -arch="${LOOPGPU_ARCH:-sm_90}" $cflags "$@" $libs
    fi
    exec "$nvcc" -arch="${LOOPGPU_ARCH:-sm_90}" $cflags "$@" ${hosts[@]+"${hosts[@]}"} $libs
    ;;
  *)
    echo "build-prog.sh: unknown mode '$mode' (cc, emu or gpu)" >&2
    exit 2
    ;;
esac
