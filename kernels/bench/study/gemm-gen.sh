#!/usr/bin/env bash
# gemm-gen.sh prepare|run — kernels/bench/gemm.c with `tile(16) unroll(8)`,
# as loopgpu prints it and with hand edits to its strip loop, timed on the
# device at 4096³ (issue #7 study: what the register tile still lacks).
#   here:    kernels/bench/study/gemm-gen.sh prepare   -> study-bundle/gemm-*.cu
#   device:  bash kernels/bench/study/gemm-gen.sh run   (carry study-bundle)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)
bundle=$root/study-bundle
case ${1:-} in
prepare)
  mkdir -p "$bundle"
  cp "$root/kernels/bench/bench.h" "$bundle/"
  lg=${LOOPGPU:-$root/build/tool/loopgpu}
  sed -e 's/#pragma loopgpu tile(16)$/#pragma loopgpu tile(16) unroll(8)/' \
    "$root/kernels/bench/gemm.c" >"$bundle/gemm-u8.c"
  "$lg" -I "$root/kernels/bench" "$bundle/gemm-u8.c" -o "$bundle/gemm-u8.cu"
  # the step loop fully unrolled by nvcc
  sed -e 's/^\( *\)for (int p = lg_p0; p < lg_pstop; p++) {/\1#pragma unroll 16\n&/' \
    "$bundle/gemm-u8.cu" >"$bundle/gemm-u8-unrollp.cu"
  # full strips only (4096 is a multiple of 16): constant trip count
  sed -e 's/for (int p = lg_p0; p < lg_pstop; p++) {/for (int p = lg_p0; p < lg_p0 + 16; p++) {/' \
    "$bundle/gemm-u8.cu" >"$bundle/gemm-u8-const16.cu"
  grep -c "pragma unroll 16" "$bundle/gemm-u8-unrollp.cu"
  grep -c "lg_p0 + 16; p++" "$bundle/gemm-u8-const16.cu"
  ;;
run)
  export PATH="$PATH:/usr/local/cuda/bin"
  [ -f "$root/build-gpu/build.ninja" ] ||
    cmake -S "$root" -B "$root/build-gpu" -G Ninja -DLOOPGPU_BUILD_TOOL=OFF >/dev/null
  ninja -C "$root/build-gpu" >/dev/null
  export LOOPGPU_BUILD=$root/build-gpu
  ls "$bundle"/gemm-*.cu | xargs -P 8 -I{} sh -c \
    'bash '"$root"'/test/tools/build-prog.sh gpu -O3 -Xptxas -v -o "${1%.cu}" "$1" > "${1%.cu}.build.log" 2>&1 || echo "build failed: $1"' _ {}
  out=${OUT:-$bundle}
  for cu in "$bundle"/gemm-*.cu; do
    b=${cu%.cu}
    name=$(basename "$b")
    grep -h "registers\|spill" "$b.build.log" | grep -v "0 bytes spill" | head -2
    LOOPGPU_TIME=json:"$b.time.json" "$b" 4096 4096 4096 5 >"$b.out" 2>"$b.err" || { echo "$name: run failed"; continue; }
    python3 - "$b.time.json" "$name" <<'PY' | tee -a "$out/gemm-gen.txt"
import json, sys
d = json.load(open(sys.argv[1]))
for k in d["kernels"]:
    tf = 2.0 * 4096 ** 3 / (k["median_ms"] * 1e-3) / 1e12
    print(f'{sys.argv[2]:24s} {k["name"]:10s} {k["median_ms"]:9.3f} ms {tf:6.1f} TFLOP/s')
PY
    echo "$name $(grep -h checksum "$b.out" | head -1)"
  done
  ;;
*) echo "usage: gemm-gen.sh prepare|run" >&2; exit 2 ;;
esac
