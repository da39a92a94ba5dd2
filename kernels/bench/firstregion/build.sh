#!/usr/bin/env bash
# kernels/bench/firstregion/build.sh — links the first-region programs from a
# firstregion-bundle/ (scripts/device-bundle.sh firstregion copies this file
# into it and runs it there; kernels/bench/firstregion/run.sh runs it again on
# the device when the bundle's binaries do not start). nvcc only: the
# translation was made where the translator is.
#   bundle/src/{hand.cu,costs.cu,saxpy1.cu,saxpy1.host.c,fr.h}
#   bundle/include/        loopgpu.h and the rest of runtime/include
#   bundle/lib/now/libloopgpu.a, bundle/lib/before/libloopgpu.a (optional)
# writes FR_BIN (default bundle/bin)/fr-{hand,loopgpu,loopgpu-before,costs}.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
bin=${FR_BIN:-$here/bin}
nvcc=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
arch=${FR_ARCH:-sm_90}
mkdir -p "$bin"
src=$here/src
flags=(-arch="$arch" -O3 -I"$src" -I"$here/include")
"$nvcc" "${flags[@]}" "$src/hand.cu" -o "$bin/fr-hand"
"$nvcc" "${flags[@]}" -DFR_CONTEXT "$src/saxpy1.cu" "$src/saxpy1.host.c" -L"$here/lib/now" -lloopgpu \
  -lpthread -o "$bin/fr-loopgpu"
"$nvcc" "${flags[@]}" "$src/costs.cu" -L"$here/lib/now" -lloopgpu -lpthread -o "$bin/fr-costs"
if [ -f "$here/lib/before/libloopgpu.a" ]; then
  "$nvcc" "${flags[@]}" -DFR_CONTEXT '-DFR_PROG="loopgpu-before"' "$src/saxpy1.cu" "$src/saxpy1.host.c" \
    -L"$here/lib/before" -lloopgpu -lpthread -o "$bin/fr-loopgpu-before"
fi
echo "build.sh: $(ls "$bin" | tr '\n' ' ')in $bin"
