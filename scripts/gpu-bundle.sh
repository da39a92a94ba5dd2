#!/usr/bin/env bash
# gpu-bundle.sh [KERNEL...] — prepare the GPU end-to-end run (test/gpu/run.sh)
# for a machine that has CUDA but no libclang, hence no translator.
#
# Run HERE, after building (ninja -C build). Writes gpu-bundle/ (ignored by
# git), which travels to the device machine with the working tree when named
# in `carry`:
#   gpu-bundle/cu/NAME.cu          the translation of kernels/NAME.c
#   gpu-bundle/src/NAME.c          the C source (the oracle, rebuilt there if
#                                  an expected output is missing)
#   gpu-bundle/cases.txt           one case a line: KIND NAME ARGS...
#                                  KIND: test (the sizes of test/e2e/NAME.test),
#                                  large (one large size), sanitize (a small
#                                  size for compute-sanitizer)
#   gpu-bundle/expected/NAME.ID.out  the oracle's output for each case
#                                  (ID: the arguments joined by '_')
#   gpu-bundle/MANIFEST            what built it (commit, translator, date)
# With KERNEL names, only those kernels. Environment: LOOPGPU (translator,
# default build/tool/loopgpu), LOOPGPU_BUILD (default build/),
# GPU_BUNDLE (output directory, default gpu-bundle/ at the repository root).
#
# Then, on the device (repository root, gpu-bundle carried): test/gpu/run.sh
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${LOOPGPU_BUILD:-$root/build}
loopgpu=${LOOPGPU:-$build/tool/loopgpu}
bundle=${GPU_BUNDLE:-$root/gpu-bundle}

if [ ! -x "$loopgpu" ]; then
  echo "gpu-bundle.sh: no translator at $loopgpu (build first: scripts/dev.sh setup, or set LOOPGPU)" >&2
  exit 2
fi

# One large size per kernel (the GPU's case; the oracle runs here, so keep the
# CPU time reasonable) and one small size for compute-sanitizer (memcheck and
# racecheck slow kernels down by orders of magnitude).
large_args() {
  case $1 in
    saxpy) echo "50000017" ;;
    gemm) echo "1531 1531 1531" ;;
    jacobi2d) echo "4099 50" ;;
    atax) echo "8191 8209" ;;
    conv2d) echo "8191 8209" ;;
    dot) echo "50000017" ;;
    syrk) echo "2053 517" ;;
    heat3d) echo "259 20" ;;
    stream) echo "50000017 4099 2" ;;
    solver) echo "4000037 20" ;;
    *) echo "" ;;
  esac
}
sanitize_args() {
  case $1 in
    saxpy | dot) echo "1007" ;;
    gemm) echo "67 45 39" ;;
    jacobi2d | heat3d) echo "19 2" ;;
    atax | conv2d) echo "67 45" ;;
    stream) echo "1007 67" ;;
    syrk) echo "67 19" ;;
    *) echo "257" ;;
  esac
}

if [ $# -gt 0 ]; then
  names=("$@")
else
  names=()
  for f in "$root"/kernels/*.c; do
    names+=("$(basename "$f" .c)")
  done
fi

rm -rf "${bundle:?}"
mkdir -p "$bundle/cu" "$bundle/src" "$bundle/expected" "$bundle/bin"
: >"$bundle/cases.txt"
failed=0

for name in "${names[@]}"; do
  src=$root/kernels/$name.c
  if [ ! -r "$src" ]; then
    echo "gpu-bundle.sh: no kernels/$name.c" >&2
    exit 2
  fi
  cp "$src" "$bundle/src/$name.c"
  # Translate from the repository root with a relative path, as the golden
  # tests do, so that #line directives name kernels/NAME.c.
  if ! (cd "$root" && "$loopgpu" "kernels/$name.c" -o "$bundle/cu/$name.cu") 2>"$bundle/cu/$name.translate.log"; then
    echo "gpu-bundle.sh: translation of kernels/$name.c failed:" >&2
    cat "$bundle/cu/$name.translate.log" >&2
    rm -f "$bundle/cu/$name.cu"
    failed=$((failed + 1))
  fi

  # The cases: the e2e test's sizes, one large size, one sanitizer size.
  {
    if [ -r "$root/test/e2e/$name.test" ]; then
      sed -n "s|^RUN: %e2e .*%kernels/$name\\.c *\\(.*\\)\$|test $name \\1|p" "$root/test/e2e/$name.test"
    fi
    large=$(large_args "$name")
    [ -n "$large" ] && echo "large $name $large"
    echo "sanitize $name $(sanitize_args "$name")"
  } >>"$bundle/cases.txt"

  # The oracle's expected outputs.
  LOOPGPU_BUILD=$build bash "$root/test/tools/build-prog.sh" cc -o "$bundle/bin/$name.ref" "$src"
  grep "^[a-z]* $name\\( \\|\$\\)" "$bundle/cases.txt" | while read -r kind nm args; do
    id=$(echo "${args:-default}" | tr ' ' '_')
    # shellcheck disable=SC2086  # args is a word list
    if ! "$bundle/bin/$name.ref" $args >"$bundle/expected/$name.$id.out"; then
      echo "gpu-bundle.sh: oracle $name $args failed" >&2
      rm -f "$bundle/expected/$name.$id.out"
    fi
    echo "  $kind $nm ${args}"
  done
done
rm -rf "${bundle:?}/bin"

{
  echo "built: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "commit: $(git -C "$root" rev-parse HEAD 2>/dev/null || echo unknown)$(git -C "$root" diff --quiet 2>/dev/null || echo ' (modified)')"
  echo "translator: $loopgpu"
  echo "kernels: ${names[*]}"
} >"$bundle/MANIFEST"

ncases=$(wc -l <"$bundle/cases.txt")
echo "gpu-bundle.sh: ${#names[@]} kernels, $ncases cases in $bundle ($(du -sh "$bundle" | cut -f1))"
if [ "$failed" -gt 0 ]; then
  echo "gpu-bundle.sh: $failed translation(s) failed (their cases will fail on the device)" >&2
fi
echo "next: run test/gpu/run.sh on the device with carry [\"gpu-bundle\"]"
