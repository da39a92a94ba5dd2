#!/usr/bin/env bash
# e2e.sh [-w WORKDIR] [-k] [-x EXPECTED] KERNEL.c [PROGRAM-ARGS...]
#
# End-to-end check of one annotated C program against its own CPU meaning:
#   1. translate KERNEL.c with loopgpu            -> WORKDIR/NAME.cu
#   2. build the .cu for CPU emulation (c++)     -> WORKDIR/NAME.emu
#   3. build KERNEL.c as plain C (the oracle)    -> WORKDIR/NAME.ref
#   4. run both with PROGRAM-ARGS and compare their outputs with compare.py
# Exit 0 when the outputs match, 1 otherwise (the failing step is named).
#
# Options: -w WORKDIR keep the files there (created if missing; default a
# temporary directory, removed on success); -k keep the temporary directory;
# -x EXPECTED compare with the file EXPECTED instead of the oracle's output,
# for programs a plain C compiler cannot build or run (they call cudaMalloc
# themselves: test/hoist/cuda-e2e.test).
# Environment: LOOPGPU (the translator; default $LOOPGPU_BUILD/tool/loopgpu),
# LOOPGPU_BUILD (default build/ at the repository root, for the pkg-config
# files), LOOPGPU_FLAGS (extra translator options), E2E_RTOL (default 1e-4),
# E2E_TIMEOUT (seconds per run, default 300), E2E_ALLOW_NO_KERNEL=1 (accept
# a translation without any __global__ function).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${LOOPGPU_BUILD:-$root/build}
loopgpu=${LOOPGPU:-$build/tool/loopgpu}
workdir=
keep=0
expected=
while getopts "w:kx:" opt; do
  case $opt in
    w) workdir=$OPTARG ;;
    k) keep=1 ;;
    x) expected=$OPTARG ;;
    *) echo "usage: e2e.sh [-w WORKDIR] [-k] [-x EXPECTED] KERNEL.c [ARGS...]" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
if [ $# -lt 1 ]; then
  echo "usage: e2e.sh [-w WORKDIR] [-k] [-x EXPECTED] KERNEL.c [ARGS...]" >&2
  exit 2
fi
src=$1
shift
if [ ! -r "$src" ]; then
  echo "e2e.sh: cannot read $src" >&2
  exit 2
fi
name=$(basename "$src" .c)
if [ -z "$workdir" ]; then
  workdir=$(mktemp -d "${TMPDIR:-/tmp}/loopgpu-e2e.XXXXXX")
  if [ "$keep" = 0 ]; then
    cleanup() { if [ "${ok:-0}" = 1 ]; then rm -rf "$workdir"; else echo "e2e.sh: files kept in $workdir" >&2; fi; }
    trap cleanup EXIT
  fi
fi
mkdir -p "$workdir"
timeout=${E2E_TIMEOUT:-300}
label="$name${*:+ $*}"

fail() {
  echo "e2e.sh: FAIL [$label]: $*" >&2
  exit 1
}

# shellcheck disable=SC2086  # LOOPGPU_FLAGS is a word list
"$loopgpu" ${LOOPGPU_FLAGS:-} "$src" -o "$workdir/$name.cu" ||
  fail "translation failed: $loopgpu $src -o $workdir/$name.cu"
# A translation that compiles and prints the right numbers but launched no
# kernel (a pass-through) must not pass: a source with a directive other
# than `host` must come out with at least one __global__ function.
if grep -Eq '^[[:space:]]*#[[:space:]]*pragma[[:space:]]+loopgpu([[:space:]]+[^h[:space:]]|[[:space:]]*$|[[:space:]]+h[^o])' "$src" &&
  ! grep -q '__global__' "$workdir/$name.cu" && [ "${E2E_ALLOW_NO_KERNEL:-0}" != 1 ]; then
  fail "the translation has no __global__ kernel although $src has kernel directives"
fi
# the source's folder for its quoted includes, as the user's build passes it
# (the halves are written elsewhere; they name headers as the source does)
LOOPGPU_BUILD=$build bash "$here/build-prog.sh" emu -O1 -iquote "$(dirname "$src")" \
  -o "$workdir/$name.emu" "$workdir/$name.cu" ||
  fail "emulation build failed (c++ -x c++ $workdir/$name.cu)"
if [ -n "$expected" ]; then
  cp "$expected" "$workdir/$name.ref.out" || fail "cannot read the expected output $expected"
else
  LOOPGPU_BUILD=$build bash "$here/build-prog.sh" cc -o "$workdir/$name.ref" "$src" ||
    fail "oracle build failed (cc $src)"
  timeout "$timeout" "$workdir/$name.ref" "$@" >"$workdir/$name.ref.out" ||
    fail "oracle run failed with status $? ($workdir/$name.ref $*)"
fi
timeout "$timeout" "$workdir/$name.emu" "$@" >"$workdir/$name.emu.out" ||
  fail "emulated run failed with status $? ($workdir/$name.emu $*)"
python3 "$here/compare.py" --rtol "${E2E_RTOL:-1e-4}" "$workdir/$name.ref.out" "$workdir/$name.emu.out" ||
  fail "outputs differ"
ok=1
echo "e2e.sh: PASS [$label]"
