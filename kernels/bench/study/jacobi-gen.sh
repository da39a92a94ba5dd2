#!/usr/bin/env bash
# jacobi-gen.sh prepare|run — the jacobi-2d benchmark (kernels/bench/jacobi2d.c)
# translated with several clause sets, timed per kernel on the device
# (issue #7 study; the numbers go to docs/perf.md's notes).
#   here:    kernels/bench/study/jacobi-gen.sh prepare   -> study-bundle/*.cu
#   device:  bash kernels/bench/study/jacobi-gen.sh run   (carry study-bundle)
# Each variant is kernels/bench/jacobi2d.c with the clauses given below on
# both kernel regions (the stencil k0, the copy-back k1); "norestrict" is the
# same .cu with __restrict__ removed, to measure what the qualifier buys.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)
bundle=$root/study-bundle
variants=(
  "base|"
  "unroll2|unroll(2)"
  "unroll4|unroll(4)"
  "unroll4x1|unroll(4,1)"
  "unroll2x4|unroll(2,4)"
  "unroll4x2|unroll(4,2)"
  "tile_unroll4|tile(8, 32) unroll(4)"
)
case ${1:-} in
prepare)
  rm -rf "$bundle" && mkdir -p "$bundle"
  cp "$root/kernels/bench/bench.h" "$bundle/"
  lg=${LOOPGPU:-$root/build/tool/loopgpu}
  for v in "${variants[@]}"; do
    name=${v%%|*} clauses=${v#*|}
    sed -e "s/#pragma loopgpu tile(8, 32)\$/#pragma loopgpu $clauses/" \
      -e "s/#pragma loopgpu collapse(2) tile(8, 32)\$/#pragma loopgpu collapse(2) $clauses/" \
      "$root/kernels/bench/jacobi2d.c" >"$bundle/$name.c"
    "$lg" -I "$root/kernels/bench" "$bundle/$name.c" -o "$bundle/$name.cu"
    case $name in unroll2 | unroll4)
      sed 's/__restrict__ //g' "$bundle/$name.cu" >"$bundle/$name-norestrict.cu"
      # 32-bit loop counters in the kernels: what the 64-bit ones cost
      sed -e 's/long long lg_c/int lg_c/g; s/long long lg_t\([0-9]\) =/int lg_t\1 =/g' \
        -e 's/(long long)blockDim/(int)blockDim/g; s/(long long)gridDim/(int)gridDim/g' \
        "$bundle/$name.cu" >"$bundle/$name-int32.cu" ;;
    esac
    case $name in unroll2 | unroll2x4)
      # the x loop (and then the y loop too) made to run once: what the
      # grid-stride loop costs when the grid covers the trip count
      sed -e 's/lg_c1 += (long long)gridDim.x \* blockDim.x \* \([0-9]*\))/lg_c1 = lg_trip1)/' \
        "$bundle/$name.cu" >"$bundle/$name-xonce.cu"
      sed -e 's/lg_c1 += (long long)gridDim.x \* blockDim.x \* \([0-9]*\))/lg_c1 = lg_trip1)/' \
        -e 's/lg_c0 += (long long)gridDim.y \* blockDim.y \* \([0-9]*\))/lg_c0 = lg_trip0)/' \
        "$bundle/$name.cu" >"$bundle/$name-allonce.cu" ;;
    esac
  done
  ls "$bundle"
  ;;
run)
  export PATH="$PATH:/usr/local/cuda/bin"
  n=${N:-16384}
  [ -f "$root/build-gpu/build.ninja" ] ||
    cmake -S "$root" -B "$root/build-gpu" -G Ninja -DLOOPGPU_BUILD_TOOL=OFF >/dev/null
  ninja -C "$root/build-gpu" >/dev/null
  export LOOPGPU_BUILD=$root/build-gpu
  ls "$bundle"/*.cu | xargs -P 8 -I{} sh -c \
    'bash '"$root"'/test/tools/build-prog.sh gpu -O3 -Xptxas -v -o "${1%.cu}" "$1" > "${1%.cu}.build.log" 2>&1 || echo "build failed: $1"' _ {}
  out=${OUT:-$bundle}
  printf '%-24s %-12s %9s %8s\n' variant kernel median_ms GB/s | tee "$out/jacobi-gen.txt"
  for cu in "$bundle"/*.cu; do
    b=${cu%.cu}
    name=$(basename "$b")
    [ -x "$b" ] || continue
    LOOPGPU_TIME=json:"$b.time.json" "$b" "$n" 1 7 >"$b.out" 2>"$b.err" || { echo "$name: run failed"; continue; }
    python3 - "$b.time.json" "$name" "$n" <<'PY' | tee -a "$out/jacobi-gen.txt"
import json, sys
d = json.load(open(sys.argv[1])); name = sys.argv[2]; n = int(sys.argv[3])
for k in d["kernels"]:
    gbs = 8.0 * (n - 2) ** 2 / (k["median_ms"] * 1e-3) / 1e9
    print(f'{name:24s} {k["name"]:12s} {k["median_ms"]:9.3f} {gbs:8.0f}')
PY
    grep -h "checksum\|^A " "$b.out" | head -2 >"$b.sum" || true
  done
  echo "checksums (must agree):"; for s in "$bundle"/*.sum; do echo "$(basename "$s" .sum): $(tr '\n' ' ' <"$s")"; done
  cp "$bundle"/*.build.log "$out/" 2>/dev/null || true
  ;;
*) echo "usage: jacobi-gen.sh prepare|run" >&2; exit 2 ;;
esac
