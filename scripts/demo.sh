#!/usr/bin/env bash
# demo.sh — set up and build (scripts/setup.sh), translate kernels/gemm.c,
# build it for the GPU when one is present (`nvidia-smi -L` works and nvcc is
# installed) or for CPU emulation otherwise, run it, and show its output next
# to the plain C program's.
# Arguments: gemm's sizes N M K (default 1007 1007 1007 on a GPU, 257 257 257
# under emulation). Environment: LOOPGPU_BUILD, DEMO_DIR (default build/demo).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${LOOPGPU_BUILD:-$root/build}
out=${DEMO_DIR:-$build/demo}

bash "$root/scripts/setup.sh"
mkdir -p "$out"
loopgpu=$build/tool/loopgpu

echo "== loopgpu kernels/gemm.c -o $out/gemm.cu"
(cd "$root" && "$loopgpu" kernels/gemm.c -o "$out/gemm.cu")
echo "   $(wc -l <"$out/gemm.cu") + $(wc -l <"$out/gemm.host.c") lines; the kernels:"
grep -n "__global__" "$out/gemm.cu" | sed 's/^/   /' || true

if nvidia-smi -L >/dev/null 2>&1 && { command -v nvcc >/dev/null 2>&1 || [ -x /usr/local/cuda/bin/nvcc ]; }; then
  mode=gpu
  if [ $# -gt 0 ]; then args=("$@"); else args=(1007 1007 1007); fi
  echo "== GPU: $(nvidia-smi -L | head -1)"
  echo "== nvcc -arch=sm_90 gemm.cu gemm.host.c \$(pkg-config --cflags --libs loopgpu)"
  LOOPGPU_BUILD=$build bash "$root/test/tools/build-prog.sh" gpu -O3 -o "$out/gemm" "$out/gemm.cu"
else
  mode=emulation
  if [ $# -gt 0 ]; then args=("$@"); else args=(257 257 257); fi
  echo "== no GPU here: CPU emulation"
  echo "== c++ -x c++ gemm.cu -x c gemm.host.c -x none \$(pkg-config --cflags --libs loopgpu-emu)"
  LOOPGPU_BUILD=$build bash "$root/test/tools/build-prog.sh" emu -O2 -o "$out/gemm" "$out/gemm.cu"
fi
LOOPGPU_BUILD=$build bash "$root/test/tools/build-prog.sh" cc -o "$out/gemm.ref" "$root/kernels/gemm.c"

echo "== $mode run: gemm ${args[*]}"
LOOPGPU_REPORT="json:$out/gemm.report.json" "$out/gemm" "${args[@]}" | tee "$out/gemm.out"
echo "== the plain C program (the oracle) prints the same, within 1e-4:"
"$out/gemm.ref" "${args[@]}" >"$out/gemm.ref.out"
python3 "$root/test/tools/compare.py" "$out/gemm.ref.out" "$out/gemm.out"
echo "== again with the footprint report: LOOPGPU_REPORT=1 gemm ${args[*]}"
LOOPGPU_REPORT=1 "$out/gemm" "${args[@]}" >"$out/gemm.report.txt" 2>&1 || true
grep -v '^\(n\|m\|k\|checksum\|C\[\)' "$out/gemm.report.txt" || echo "(no report printed)"
echo "== files in $out: gemm.cu and gemm.host.c (the translation), gemm, gemm.out, gemm.report.json"
