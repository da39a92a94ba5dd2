#!/usr/bin/env bash
# device-bundle.sh gpu|bench|extra|firstregion|all|variants — the half of the GPU run
# (scripts/device-run.sh, docs/testing.md) made HERE, where the translator
# is: the device machine has CUDA but no libclang. Each command writes one
# folder (ignored by git) that travels to the device with the working tree
# when named in `carry`:
#
#   scripts/device-bundle.sh gpu [KERNEL...]    -> gpu-bundle/
#   scripts/device-bundle.sh bench [KERNEL...]  -> bench-bundle/
#   scripts/device-bundle.sh extra              -> device-extra/
#   scripts/device-bundle.sh firstregion        -> firstregion-bundle/
#   scripts/device-bundle.sh all                   the three, in that order
#   scripts/device-bundle.sh variants SRC.c OUTDIR (used by bench)
#
# Each command runs in a subshell of its own, as the scripts it was before
# (gpu-bundle.sh, bench-bundle.sh, device-extra.sh, kernels/bench/variants.sh).
#
# gpu [KERNEL...] — the bundle of the GPU run of the lit suite (docs/testing.md,
# "The GPU run"): scripts/dev.sh gpu-bundle gpu-bundle, i.e. lit --param
# gpu-bundle=gpu-bundle over build/test: every %e2e case of the suite
# (test/gpu/large-*.test: the kernels/ examples at large sizes;
# test/gpu/sanitize-*.test: the compute-sanitizer sets) with its translation
# and the oracle's output, lit itself, the test tree and the runtime's
# sources. With KERNEL names, only test/e2e/KERNEL.test and
# test/gpu/large-KERNEL.test (and the sanitizer sets): a device run of the
# whole bundle/test then fails every other case ("not in the GPU bundle"). Also
# gpu-bundle/cu/NAME.cu, the translation of every kernels/NAME.c, for the
# footprint reports of scripts/device-run.sh (steps 4, 4c). Environment:
# LOOPGPU_BUILD (default build/), GPU_BUNDLE (default gpu-bundle/ at the
# repository root).
#
# Then, on the device: python3 gpu-bundle/lit/lit.py -sv gpu-bundle/test
# (scripts/device-run.sh steps 1 and 3).
#
# bench [KERNEL...] — prepare the GPU benchmark run
# (kernels/bench/run.sh) for a machine that has CUDA but no libclang.
#
# Run HERE, after building. For every kernels/bench/NAME.c (or the KERNELs
# named) it writes the variants (`variants`, below), translates each
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
#
# extra — prepare device-extra/ (ignored by git) for scripts/device-run.sh
# steps 3b-4e, what is not a lit case (the %e2e cases are in gpu-bundle/):
# translated HERE (the device machine has no libclang):
#   device-extra/cu/{leak1000,cudaleak,cudaleak_nohoist}.cu  (step 4b)
#   device-extra/example/   the docs/example project built for the GPU (3b)
#   device-extra/difftest/  scripts/difftest.py --bundle (3c)
#   device-extra/databytes/ the data-region programs both ways (4e)
#
# firstregion — prepare firstregion-bundle/ (ignored by git) for the
# first-region benchmark (issue 24, docs/perf.md "The first region"):
# kernels/bench/firstregion/saxpy1.c translated HERE, and everything linked
# HERE with nvcc (kernels/bench/firstregion/build.sh, copied into the bundle):
#   firstregion-bundle/bin/fr-hand            hand.cu (cudaMalloc, cudaMemcpy, launch)
#   firstregion-bundle/bin/fr-loopgpu         saxpy1.c against this build's runtime
#   firstregion-bundle/bin/fr-loopgpu-before  the same against the runtime of git
#                                             revision FR_BEFORE (only when set)
#   firstregion-bundle/bin/fr-costs           the copy paths' costs (costs.cu)
#   firstregion-bundle/{src,include,lib}/     what build.sh needs to link them again
# and checks the translation in emulation (4 KiB and 8 MiB arrays). Then, on
# the device from the repository root, carry ["firstregion-bundle"]:
#   bash kernels/bench/firstregion/run.sh
# Environment: LOOPGPU_BUILD (default build/; its runtime must have been built
# with the CUDA toolkit), FR_BEFORE (a git revision, e.g. main), FR_BUNDLE.
#
# variants SRC.c OUTDIR — write the benchmark variants of one
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
#   tileN        every tile(...) made tile(N), one size for all the loops: the
#                user card's tile(32) alone (issue 19: never slower than base)
#   tile_unrollN unroll(N) added after each tile(...), e.g. tile_unroll8:
#                the 128x128 register tile of tile(16) unroll(8) (issue #7)
#   unrollN      base plus unroll(N) on each kernel region's pragma (every
#                `#pragma loopgpu` line but `host` loops): region coarsening
#                without tiling (issue #4), e.g. unroll2, unroll4; unrollAxB
#                is unroll(A, B) (A for the outer mapped loop), e.g. unroll2x4
# A variant that the translator rejects (a clause not implemented yet) is the
# benchmark's business, not this script's.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
self=$root/scripts/device-bundle.sh

usage() {
  echo "usage: scripts/device-bundle.sh gpu|bench|extra|firstregion|all|peers [KERNEL...] | variants SRC.c OUTDIR" >&2
  exit 2
}

cmd_gpu() (
  build=${LOOPGPU_BUILD:-$root/build}
  loopgpu=${LOOPGPU:-$build/tool/loopgpu}
  bundle=${GPU_BUNDLE:-$root/gpu-bundle}
  paths=()
  for name in "$@"; do
    [ -r "$root/kernels/$name.c" ] || { echo "device-bundle.sh gpu: no kernels/$name.c" >&2; exit 2; }
    for t in "test/e2e/$name.test" "test/gpu/large-$name.test"; do
      [ ! -f "$root/$t" ] || paths+=("$build/$t")
    done
  done
  if [ $# -gt 0 ]; then
    for t in "$root"/test/gpu/sanitize-*.test; do paths+=("$build/test/gpu/$(basename "$t")"); done
  fi
  status=0
  bash "$root/scripts/dev.sh" gpu-bundle "$bundle" ${paths[@]+"${paths[@]}"} || status=$?
  # the footprint reports' programs (scripts/device-run.sh steps 4, 4c),
  # translated from the repository root with a relative path (#line names
  # kernels/NAME.c)
  mkdir -p "$bundle/cu"
  for f in "$root"/kernels/*.c; do
    name=$(basename "$f" .c)
    (cd "$root" && "$loopgpu" "kernels/$name.c" -o "$bundle/cu/$name.cu") 2>"$bundle/cu/$name.translate.log" ||
      { echo "device-bundle.sh gpu: translation of kernels/$name.c failed" >&2; status=1; }
  done
  echo "next: scripts/device-run.sh on the device (carry gpu-bundle), or: python3 gpu-bundle/lit/lit.py -sv gpu-bundle/test"
  exit $status
)

cmd_bench() (
  build=${LOOPGPU_BUILD:-$root/build}
  loopgpu=${LOOPGPU:-$build/tool/loopgpu}
  bundle=${BENCH_BUNDLE:-$root/bench-bundle}
  case $loopgpu in /*) ;; *) loopgpu=$PWD/$loopgpu ;; esac

  if [ ! -x "$loopgpu" ]; then
    echo "device-bundle.sh bench: no translator at $loopgpu (build first, or set LOOPGPU)" >&2
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
      echo "device-bundle.sh bench: no kernels/bench/$name.c" >&2
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
    done < <(bash "$self" variants "$src" "$bundle/var")
  done
  rm -f "$bundle/var/bench.h"

  {
    echo "built: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "commit: $(git -C "$root" rev-parse HEAD 2>/dev/null || echo unknown)$(git -C "$root" diff --quiet 2>/dev/null || echo ' (modified)')"
    echo "translator: $loopgpu"
    echo "kernels: ${names[*]}"
  } >"$bundle/MANIFEST"

  echo "device-bundle.sh bench: $nok translated, $nuns not supported yet, $nfail failed, in $bundle ($(du -sh "$bundle" | cut -f1))"
  echo "next, on the device from the repository root, carry [\"bench-bundle\"]: bash kernels/bench/run.sh"
)

cmd_extra() (
  build=${LOOPGPU_BUILD:-$root/build}
  loopgpu=${LOOPGPU:-$build/tool/loopgpu}
  out=$root/device-extra
  rm -rf "$out"
  mkdir -p "$out/cu"
  # Issue #5 on the device (scripts/device-run.sh step 4b): the leak loop of
  # test/hoist/Inputs/leak1000.c (one buffer, one allocator call).
  "$loopgpu" -w "$root/test/hoist/Inputs/leak1000.c" -o "$out/cu/leak1000.cu"
  # And the cudaMalloc leak loop of test/hoist/Inputs/cudaleak.c hoisted, and as written (nohoist on
  # its host loops), for the device peak of both (check_cudaleak.py).
  "$loopgpu" -w "$root/test/hoist/Inputs/cudaleak.c" -o "$out/cu/cudaleak.cu"
  sed 's/pragma loopgpu host/pragma loopgpu host nohoist/' "$root/test/hoist/Inputs/cudaleak.c" \
    >"$out/cudaleak_nohoist.c"
  "$loopgpu" -w "$out/cudaleak_nohoist.c" -o "$out/cu/cudaleak_nohoist.cu"
  rm -f "$out/cudaleak_nohoist.c"
  echo "device-extra: $(ls "$out/cu" | wc -l) files in $out/cu"

  # The example project of docs/example, built HERE for the GPU the way a user
  # does: `cmake --install` into a clean prefix, then the project configured
  # with Ninja against it (find_package(loopgpu), loopgpu_add_sources), nvcc
  # compiling the translation. The device runs the binary (issue #10).
  if command -v nvcc >/dev/null 2>&1 || [ -x /usr/local/cuda/bin/nvcc ]; then
    ex=$out/example
    rm -rf "$ex" "$ex.prefix" "$ex.build"
    mkdir -p "$ex"
    cmake --install "$build" --prefix "$ex.prefix" >/dev/null
    PATH=$PATH:/usr/local/cuda/bin cmake -S "$root/docs/example" -B "$ex.build" -G Ninja \
      -DCMAKE_PREFIX_PATH="$ex.prefix" >/dev/null
    ninja -C "$ex.build" >/dev/null
    cp "$ex.build/smooth" "$ex/smooth"
    cc -std=c11 -O2 -Wno-unknown-pragmas -I"$root/docs/example/include" "$root/docs/example/smooth.c" \
      -lm -o "$ex.build/smooth-ref"
    "$ex.build/smooth-ref" >"$ex/expected.out"
    rm -rf "$ex.prefix" "$ex.build"
    echo "device-extra: example project built for the GPU against an installed prefix"
  fi

  # The randomized differential programs of issue #9: scripts/difftest.py
  # --bundle translates them and checks them in emulation HERE; the device
  # compiles them with nvcc, runs them against gcc's build of the same C
  # (test/gpu/difftest-device.sh, step 3c of scripts/device-run.sh).
  # docs/robustness.md. DIFFTEST_SEED changes the programs.
  if LOOPGPU="$loopgpu" LOOPGPU_BUILD="$build" python3 "$root/scripts/difftest.py" --bundle "$out/difftest" \
    -n "${DIFFTEST_N:-500}" --deps 150 --seed "${DIFFTEST_SEED:-31}" --unroll --keep "$out/difftest-failures" \
    >"$out/difftest.log" 2>&1; then
    echo "device-extra: $(tail -1 "$out/difftest.log")"
  else
    echo "device-extra: difftest FAILED here (see $out/difftest.log, $out/difftest-failures): $(tail -1 "$out/difftest.log")"
  fi

  # Issue 15 on the device (scripts/device-run.sh step 4e): the bytes a host
  # loop's data region copies, against the same program with its `host`
  # directives removed (every kernel region then copies its arrays in and out
  # itself, every step). Programs of test/data and kernels/ with host loops,
  # translated both ways; the device runs both under LOOPGPU_REPORT=json and
  # test/gpu/data-bytes.py sums the regions' h2d_bytes and d2h_bytes.
  db=$out/databytes
  mkdir -p "$db"
  : >"$db/cases.txt"
  for spec in "test/data/moving-pointers.c 1007 9" "test/data/early-exit.c 1007 20" \
    "test/data/host-calls.c 1007 4" "test/data/aliases.c 1007 4" "kernels/jacobi2d.c 4099 50" \
    "kernels/heat3d.c 259 20"; do
    set -- $spec
    src=$1
    shift
    b=$(basename "$src" .c)
    b=${b//-/_}
    "$loopgpu" -w "$root/$src" -o "$db/$b.dr.cu" 2>/dev/null || continue
    sed 's/^\([[:space:]]*\)#pragma loopgpu host.*$/\1\/\/ (host directive removed)/' "$root/$src" >"$db/$b.nohost.c"
    "$loopgpu" -w "$db/$b.nohost.c" -o "$db/$b.nohost.cu" 2>/dev/null || { rm -f "$db/$b.nohost.c"; continue; }
    rm -f "$db/$b.nohost.c"
    echo "$b $src $*" >>"$db/cases.txt"
  done
  echo "device-extra: $(wc -l <"$db/cases.txt") programs for the data-region bytes"
)

cmd_firstregion() (
  build=${LOOPGPU_BUILD:-$root/build}
  case $build in /*) ;; *) build=$PWD/$build ;; esac
  loopgpu=${LOOPGPU:-$build/tool/loopgpu}
  bundle=${FR_BUNDLE:-$root/firstregion-bundle}
  fr=$root/kernels/bench/firstregion
  # the runtime as the tree has it now (both builds: the emulated check below)
  ninja -C "$build" loopgpu loopgpu-emu >/dev/null ||
    { echo "device-bundle.sh firstregion: no libloopgpu in $build (configure with the CUDA toolkit)" >&2; exit 2; }
  rm -rf "${bundle:?}"
  mkdir -p "$bundle/src" "$bundle/include" "$bundle/lib/now"
  cp "$fr/hand.cu" "$fr/costs.cu" "$fr/fr.h" "$bundle/src/"
  cp "$fr/build.sh" "$bundle/"
  cp -r "$root/runtime/include/." "$bundle/include/"
  cp "$build/runtime/libloopgpu.a" "$bundle/lib/now/"
  # from the repository root with a relative path: #line names the source
  (cd "$root" && "$loopgpu" kernels/bench/firstregion/saxpy1.c -o "$bundle/src/saxpy1.cu")
  # the translation in emulation, against the C program's own check
  emu=$bundle/emu-check
  mkdir -p "$emu"
  c++ -I"$fr" -x c++ "$bundle/src/saxpy1.cu" -x c "$bundle/src/saxpy1.host.c" -x none \
    -I"$root/runtime/include" -L"$build/runtime" -lloopgpu-emu -lpthread -lm -o "$emu/fr-emu"
  for s in 4096 8388608; do "$emu/fr-emu" "$s" | grep -q '"ok": true' ||
    { echo "device-bundle.sh firstregion: the emulated run at $s bytes is wrong" >&2; exit 1; }; done
  rm -rf "$emu"
  if [ -n "${FR_BEFORE:-}" ]; then
    # the runtime of FR_BEFORE, built alone (no translator) from its own tree
    tmp=$(mktemp -d)
    git -C "$root" archive "$FR_BEFORE" | tar -x -C "$tmp"
    cmake -S "$tmp" -B "$tmp/b" -G Ninja -DLOOPGPU_BUILD_TOOL=OFF >/dev/null
    ninja -C "$tmp/b" loopgpu >/dev/null
    mkdir -p "$bundle/lib/before"
    cp "$tmp/b/runtime/libloopgpu.a" "$bundle/lib/before/"
    rm -rf "$tmp"
  fi
  PATH=$PATH:/usr/local/cuda/bin bash "$bundle/build.sh"
  {
    echo "built: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "commit: $(git -C "$root" rev-parse HEAD 2>/dev/null || echo unknown)$(git -C "$root" diff --quiet 2>/dev/null || echo ' (modified)')"
    echo "before: ${FR_BEFORE:-none}${FR_BEFORE:+ ($(git -C "$root" rev-parse "$FR_BEFORE"))}"
    echo "nvcc: $(PATH=$PATH:/usr/local/cuda/bin nvcc --version | tail -1)"
  } >"$bundle/MANIFEST"
  echo "device-bundle.sh firstregion: $bundle ($(du -sh "$bundle" | cut -f1))"
  echo "next, on the device from the repository root, carry [\"firstregion-bundle\"]: bash kernels/bench/firstregion/run.sh"
)

cmd_variants() (
  if [ $# -ne 2 ]; then
    echo "usage: device-bundle.sh variants SRC.c OUTDIR" >&2
    exit 2
  fi
  src=$1
  out=$2
  name=$(basename "$src" .c)
  mkdir -p "$out"
  cp "$root/kernels/bench/bench.h" "$out/bench.h"
  variants=$(sed -n 's/^.*bench: variants \([a-z0-9_ ]*\).*$/\1/p' "$src" | head -1)
  if [ -z "$variants" ]; then
    echo "device-bundle.sh variants: $src has no 'bench: variants ...' line" >&2
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
      tile[0-9]*)
        sed -e "/$pragma/s/tile([^)]*)/tile(${v#tile})/g" "$src" >"$f"
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
        echo "device-bundle.sh variants: $src: unknown variant '$v'" >&2
        exit 1
        ;;
    esac
    echo "$name $v $f"
  done
)

# peers — ../shared/peers (GCC 12 OpenACC and Clang 19 OpenMP offload builds
# of saxpy, gemm, jacobi-2d) copied to device-peers/src-peers and built by its
# build.sh into device-peers/dist (its packages: see its README; a few
# minutes). Carry device-peers/src-peers and device-peers/dist; device-run.sh
# step 6 runs them.
cmd_peers() (
  peers=${PEERS_SRC:-$root/../shared/peers}
  [ -f "$peers/build.sh" ] || { echo "device-bundle.sh peers: no $peers/build.sh" >&2; exit 2; }
  rm -rf "$root/device-peers/src-peers"
  mkdir -p "$root/device-peers"
  cp -r "$peers" "$root/device-peers/src-peers"
  [ -x "$root/device-peers/dist/gcc-oacc" ] && [ -z "${PEERS_REBUILD:-}" ] ||
    PEERS_DIST=$root/device-peers/dist bash "$peers/build.sh"
)

[ $# -gt 0 ] || usage
cmd=$1
shift
case $cmd in
gpu | bench | extra | firstregion | variants | peers) "cmd_$cmd" "$@" ;;
all)
  [ $# -eq 0 ] || usage
  cmd_gpu
  cmd_bench
  cmd_extra
  ;;
*) usage ;;
esac
