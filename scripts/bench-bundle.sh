#!/usr/bin/env bash
# bench-bundle.sh [KERNEL...] — prepare the GPU benchmark run
# (kernels/bench/run.sh) for a machine that has CUDA but no libclang.
#
# Run HERE, after building. For every kernels/bench/NAME.c (or the KERNELs
# named) it writes the variants (kernels/bench/variants.sh), translates each
# one from inside the bundle with a relative path, and records the outcome.
# Writes bench-bundle/ (ignored by git), which travels to the device machine
# with the working tree when named in `carry`:
#   bench-bundle/src/NAME.c, bench.h    the programs (the oracles, built there
#                                       with gcc)
#   bench-bundle/var/NAME.VARIANT.c     the variants' C sources
#   bench-bundle/cu/NAME.VARIANT.cu     their translations (bench.h beside)
#   bench-bundle/variants.tsv           NAME VARIANT STATUS NOTE, one a line;
#                                       STATUS: ok, unsupported (the translator
#                                       says "not implemented yet"), failed
#   bench-bundle/logs/NAME.VARIANT.log  the translator's messages
#   bench-bundle/MANIFEST               commit, translator, date
# Environment: LOOPGPU (translator, default $LOOPGPU_BUILD/tool/loopgpu),
# LOOPGPU_BUILD (default build/), BENCH_BUNDLE (default bench-bundle/ at the
# repository root).
#
# Then, on the device, from the repository root with bench-bundle carried:
#   bash kernels/bench/run.sh
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${LOOPGPU_BUILD:-$root/build}
loopgpu=${LOOPGPU:-$build/tool/loopgpu}
bundle=${BENCH_BUNDLE:-$root/bench-bundle}
case $loopgpu in /*) ;; *) loopgpu=$PWD/$loopgpu ;; esac

if [ ! -x "$loopgpu" ]; then
  echo "bench-bundle.sh: no translator at $loopgpu (build first, or set LOOPGPU)" >&2
  exit 2
fi

if [ $# -gt 0 ]; then
  names=("$@")
else
  names=()
  for f in "$root"/kernels/bench/*.c; do
    names+=("$(basename "$f" .c)")
  done
fi

rm -rf "${bundle:?}"
mkdir -p "$bundle/src" "$bundle/var" "$bundle/cu" "$bundle/logs"
cp "$root/kernels/bench/bench.h" "$bundle/src/"
cp "$root/kernels/bench/bench.h" "$bundle/cu/"
: >"$bundle/variants.tsv"
nok=0 nuns=0 nfail=0
for name in "${names[@]}"; do
  src=$root/kernels/bench/$name.c
  if [ ! -r "$src" ]; then
    echo "bench-bundle.sh: no kernels/bench/$name.c" >&2
    exit 2
  fi
  cp "$src" "$bundle/src/$name.c"
  while read -r _ variant file; do
    id=$name.$variant
    log=$bundle/logs/$id.log
    # from inside the bundle, with a relative path: #line names var/NAME.VARIANT.c
    if (cd "$bundle" && "$loopgpu" "var/$id.c" -o "cu/$id.cu") >"$log" 2>&1; then
      status=ok note=""
      nok=$((nok + 1))
    else
      note=$(grep -m1 'error:' "$log" | sed 's/^[^ ]*: error: //' | cut -c1-120 || true)
      if grep -q 'not implemented yet' "$log"; then
        status=unsupported
        nuns=$((nuns + 1))
      else
        status=failed
        nfail=$((nfail + 1))
      fi
      rm -f "$bundle/cu/$id.cu" "$bundle/cu/$id.host.c"
    fi
    printf '%s\t%s\t%s\t%s\n' "$name" "$variant" "$status" "$note" >>"$bundle/variants.tsv"
    printf '  %-10s %-12s %-12s %s\n' "$name" "$variant" "$status" "$note"
  done < <(bash "$root/kernels/bench/variants.sh" "$src" "$bundle/var")
done
rm -f "$bundle/var/bench.h"

{
  echo "built: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "commit: $(git -C "$root" rev-parse HEAD 2>/dev/null || echo unknown)$(git -C "$root" diff --quiet 2>/dev/null || echo ' (modified)')"
  echo "translator: $loopgpu"
  echo "kernels: ${names[*]}"
} >"$bundle/MANIFEST"

echo "bench-bundle.sh: $nok translated, $nuns not supported yet, $nfail failed, in $bundle ($(du -sh "$bundle" | cut -f1))"
echo "next, on the device from the repository root, carry [\"bench-bundle\"]: bash kernels/bench/run.sh"
