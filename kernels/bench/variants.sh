#!/usr/bin/env bash
# variants.sh SRC.c OUTDIR — write the benchmark variants of one
# kernels/bench/ program to OUTDIR/NAME.VARIANT.c (with bench.h beside them)
# and print one line per variant: NAME VARIANT FILE.
#
# The program lists its variants in a comment line `bench: variants V...`;
# every variant is the same C program (same output), with other clauses on
# its `#pragma loopgpu` lines:
#   tile         the source as written (every kernel region has a tile(...))
#   base         tile(...) and unroll(...) removed: `#pragma loopgpu` plus
#                what the program needs (reduction, collapse, host)
#   tile_unroll  unroll(U) added after each tile(...): thread coarsening /
#                register tiling (docs/directives.md §3); U is 4, or what a comment line
#                `bench: unroll(U)` in the program says
#   nohoist      nohoist added to each `host` loop (docs/directives.md §4)
#   tile_unrollN unroll(N) added after each tile(...), e.g. tile_unroll8:
#                the 128x128 register tile of tile(16) unroll(8) (issue #7)
#   unrollN      base plus unroll(N) on each kernel region's pragma (every
#                `#pragma loopgpu` line but `host` loops): region coarsening
#                without tiling (issue #4), e.g. unroll2, unroll4; unrollAxB
#                is unroll(A, B) (A for the outer mapped loop), e.g. unroll2x4
# A variant that the translator rejects (a clause not implemented yet) is the
# benchmark's business, not this script's.
set -euo pipefail
if [ $# -ne 2 ]; then
  echo "usage: variants.sh SRC.c OUTDIR" >&2
  exit 2
fi
src=$1
out=$2
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
name=$(basename "$src" .c)
mkdir -p "$out"
cp "$here/bench.h" "$out/bench.h"
variants=$(sed -n 's/^.*bench: variants \([a-z0-9_ ]*\).*$/\1/p' "$src" | head -1)
if [ -z "$variants" ]; then
  echo "variants.sh: $src has no 'bench: variants ...' line" >&2
  exit 1
fi
unroll=$(sed -n 's/^.*bench: unroll(\([0-9, ]*\)).*$/\1/p' "$src" | head -1)
unroll=${unroll:-4}
pragma='^[[:space:]]*#[[:space:]]*pragma[[:space:]]\{1,\}loopgpu'
for v in $variants; do
  f=$out/$name.$v.c
  case $v in
    tile) cp "$src" "$f" ;;
    base)
      sed -e "/$pragma/{s/[[:space:]]*tile([^)]*)//g;s/[[:space:]]*unroll([^)]*)//g;s/[[:space:]]*\$//}" "$src" >"$f"
      ;;
    tile_unroll)
      sed -e "/$pragma/s/\\(tile([^)]*)\\)/\\1 unroll($unroll)/g" "$src" >"$f"
      ;;
    tile_unroll[0-9]*)
      u=${v#tile_unroll}
      sed -e "/$pragma/s/\\(tile([^)]*)\\)/\\1 unroll(${u//x/, })/g" "$src" >"$f"
      ;;
    nohoist)
      sed -e "/$pragma/s/\\(loopgpu[[:space:]]\\{1,\\}host\\)\\([[:space:]]\\|\$\\)/\\1 nohoist\\2/" "$src" >"$f"
      ;;
    unroll[0-9]*)
      u=${v#unroll}
      sed -e "/$pragma/{s/[[:space:]]*tile([^)]*)//g;s/[[:space:]]*unroll([^)]*)//g;s/[[:space:]]*\$//}" \
        -e "/$pragma[[:space:]]\{1,\}host\([[:space:]]\|\$\)/!s/\($pragma.*\)\$/\1 unroll(${u//x/, })/" "$src" >"$f"
      ;;
    *)
      echo "variants.sh: $src: unknown variant '$v'" >&2
      exit 1
      ;;
  esac
  echo "$name $v $f"
done
