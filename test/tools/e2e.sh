#!/usr/bin/env bash
# e2e.sh [-w WORKDIR] [-k] [-x EXPECTED] [-G] [-T TESTFILE] KERNEL.c [PROGRAM-ARGS...]
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
# themselves: test/hoist/cuda-e2e.test); -G a device-sized case (test/gpu/):
# the emulated run (2, 4) is skipped off the GPU, only the GPU runs it;
# -T TESTFILE the lit test that runs this line (lit.cfg.py's %e2e passes %s),
# which names the case in a GPU bundle.
#
# The GPU run (docs/testing.md, "The GPU run"): lit.cfg.py sets these.
#   E2E_BUNDLE=DIR (lit --param gpu-bundle=DIR, here): also save what the
#     device needs under DIR/cases/TEST/NAME.HASH/: NAME.cu (and
#     NAME.host.c), expected.out (the oracle's output, made here), case.txt
#     (source, arguments, tolerance, flags). HASH: of the source's path
#     relative to the tree, the arguments, LOOPGPU_FLAGS and -x.
#   E2E_GPU=DIR (lit --param gpu=DIR, on the device, where there is no
#     translator): steps 1-3 are replaced by the saved case: its .cu is built
#     with test/tools/build-prog.sh MODE (E2E_GPU_BUILD: gpu, the default,
#     nvcc -arch=$LOOPGPU_ARCH; emu, the CPU emulation, to check the runner
#     without a GPU; compile, nvcc only, nothing run), run (under
#     compute-sanitizer --tool $E2E_SANITIZER when set: memcheck, racecheck)
#     and compared with expected.out. Binaries are shared between the lines
#     that build the same translation: $E2E_GPU_BIN (default
#     $LOOPGPU_BUILD/e2e-bin). E2E_NVCC_FLAGS: extra nvcc flags (default -O2).
#   E2E_EXEC_ROOT: lit's output tree, for sources generated under %t.
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
device_sized=0
testfile=
while getopts "w:kx:GT:" opt; do
  case $opt in
    w) workdir=$OPTARG ;;
    k) keep=1 ;;
    x) expected=$OPTARG ;;
    G) device_sized=1 ;;
    T) testfile=$OPTARG ;;
    *) echo "usage: e2e.sh [-w WORKDIR] [-k] [-x EXPECTED] [-G] [-T TESTFILE] KERNEL.c [ARGS...]" >&2; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
if [ $# -lt 1 ]; then
  echo "usage: e2e.sh [-w WORKDIR] [-k] [-x EXPECTED] KERNEL.c [ARGS...]" >&2
  exit 2
fi
src=$1
shift
if [ ! -r "$src" ] && [ -z "${E2E_GPU:-}" ]; then
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

# A path as both machines name it: relative to lit's output tree (@exec/...)
# or to the source tree (the repository here, the bundle there).
tree_path() {
  local p
  p=$(realpath -m "$1")
  if [ -n "${E2E_EXEC_ROOT:-}" ] && [[ $p == "$(realpath -m "$E2E_EXEC_ROOT")"/* ]]; then
    echo "@exec/${p#"$(realpath -m "$E2E_EXEC_ROOT")"/}"
  elif [[ $p == "$root"/* ]]; then
    echo "${p#"$root"/}"
  else
    echo "$p"
  fi
}
# the case of a GPU bundle: DIR/cases/TEST/NAME.HASH
case_dir() {
  local t h d=$1
  shift
  t=$(tree_path "${testfile:-adhoc}")
  h=$(printf 'source=%s\nargs=%s\nflags=%s\nexpected=%s\n' "$(tree_path "$src")" "$*" \
    "${LOOPGPU_FLAGS:-}" "${expected:+yes}" | sha1sum | cut -c1-10)
  echo "$d/cases/${t#@exec/}/$name.$h"
}

if [ -n "${E2E_GPU:-}" ]; then
  # On the device: the translation and the expected output come from the bundle.
  cdir=$(case_dir "$E2E_GPU" "$@")
  [ -f "$cdir/expected.out" ] ||
    fail "not in the GPU bundle: $cdir (make the bundle again where the translator is: scripts/dev.sh gpu-bundle)"
  mode=${E2E_GPU_BUILD:-gpu}
  cp "$cdir/$name.cu" "$workdir/$name.cu"
  rm -f "$workdir/$name.host.c"
  [ ! -f "$cdir/$name.host.c" ] || cp "$cdir/$name.host.c" "$workdir/$name.host.c"
  bins=${E2E_GPU_BIN:-$build/e2e-bin}
  mkdir -p "$bins"
  # the source's folder for its quoted includes (nvcc has no -iquote)
  case $mode in
    gpu | compile) flags="${E2E_NVCC_FLAGS:--O2} -I" bmode=gpu ;;
    emu) flags="-O1 -iquote" bmode=emu ;;
    *) fail "E2E_GPU_BUILD=$mode: gpu, emu or compile" ;;
  esac
  bkey=$(cat "$workdir/$name.cu" "$cdir/$name.host.c" 2>/dev/null | { cat; echo "$bmode ${LOOPGPU_ARCH:-sm_90} $flags $(dirname "$(tree_path "$src")")"; } |
    sha1sum | cut -c1-16)
  exe=$bins/$name.$bkey
  if [ ! -x "$exe" ]; then
    # shellcheck disable=SC2086  # flags is a word list
    LOOPGPU_BUILD=$build bash "$here/build-prog.sh" $bmode $flags "$(dirname "$src")" \
      -o "$workdir/$name.dev" "$workdir/$name.cu" >"$workdir/$name.build.log" 2>&1 ||
      { cat "$workdir/$name.build.log" >&2; fail "$bmode build failed (build-prog.sh $bmode $workdir/$name.cu)"; }
    cp "$workdir/$name.dev" "$exe.tmp.$$" && mv -f "$exe.tmp.$$" "$exe"
  fi
  if [ "$mode" = compile ]; then
    ok=1
    echo "e2e.sh: BUILT [$label] (compile only: nothing run)"
    exit 0
  fi
  run=()
  if [ -n "${E2E_SANITIZER:-}" ] && [ "$mode" = gpu ]; then
    # its report in a file of its own: the program's output stays what the
    # comparison reads
    run=(compute-sanitizer --tool "$E2E_SANITIZER" --error-exitcode 99 --print-limit 20
      --log-file "$workdir/$name.sanitizer.log")
    [ "$E2E_SANITIZER" != memcheck ] || run+=(--leak-check full)
  fi
  timeout "$timeout" ${run[@]+"${run[@]}"} "$exe" "$@" >"$workdir/$name.dev.out" 2>"$workdir/$name.dev.err" || {
    st=$?
    tail -20 "$workdir/$name.dev.err" >&2
    [ ! -f "$workdir/$name.sanitizer.log" ] || tail -40 "$workdir/$name.sanitizer.log" >&2
    fail "$mode run failed with status $st (${run[*]:+${run[*]} }$exe $*)"
  }
  python3 "$here/compare.py" --rtol "${E2E_RTOL:-1e-4}" "$cdir/expected.out" "$workdir/$name.dev.out" ||
    fail "outputs differ ($mode${E2E_SANITIZER:+, $E2E_SANITIZER})"
  ok=1
  echo "e2e.sh: PASS [$label] ($mode${E2E_SANITIZER:+, $E2E_SANITIZER})"
  exit 0
fi

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
if [ -n "${E2E_BUNDLE:-}" ]; then
  # for the device: the translation, the expected output and what the line says
  cdir=$(case_dir "$E2E_BUNDLE" "$@")
  rm -rf "$cdir"
  mkdir -p "$cdir"
  cp "$workdir/$name.cu" "$workdir/$name.ref.out" "$cdir/"
  mv "$cdir/$name.ref.out" "$cdir/expected.out"
  [ ! -f "$workdir/$name.host.c" ] || cp "$workdir/$name.host.c" "$cdir/"
  {
    echo "test: $(tree_path "${testfile:-adhoc}")"
    echo "source: $(tree_path "$src")"
    echo "args: $*"
    echo "rtol: ${E2E_RTOL:-1e-4}"
    echo "flags: ${LOOPGPU_FLAGS:-}"
    echo "expected: ${expected:+$(tree_path "$expected")}"
  } >"$cdir/case.txt"
  echo "$*" >"$cdir/args"
fi
if [ "$device_sized" = 1 ]; then
  ok=1
  echo "e2e.sh: PASS [$label] (device-sized: translated and the oracle run only; the GPU runs it)"
  exit 0
fi
timeout "$timeout" "$workdir/$name.emu" "$@" >"$workdir/$name.emu.out" ||
  fail "emulated run failed with status $? ($workdir/$name.emu $*)"
python3 "$here/compare.py" --rtol "${E2E_RTOL:-1e-4}" "$workdir/$name.ref.out" "$workdir/$name.emu.out" ||
  fail "outputs differ"
ok=1
echo "e2e.sh: PASS [$label]"
