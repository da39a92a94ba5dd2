#!/usr/bin/env bash
# kernels/bench/run.sh — the GPU benchmark, on the device machine (CUDA, cmake,
# ninja, gcc, python3; no libclang). Run from the repository root with
# bench-bundle/ (scripts/device-bundle.sh bench, made where the translator is):
#
#   bash kernels/bench/run.sh            (device tool: carry ["bench-bundle"])
#
# 1. builds the runtime only (cmake -DLOOPGPU_BUILD_TOOL=OFF, Release) into
#    build-bench-gpu/;
# 2. kernels/bench/bench.py: builds every variant (nvcc -O3 -arch=sm_90), the
#    oracles (gcc) and the cuBLAS yardsticks, checks every variant at small
#    sizes, times it at full size, writes results.json and bench-logs.tar.gz
#    to $OUT (./bench-out when OUT is unset) and prints a table last.
# BENCH_EVENTS=1: step 2 is kernels/bench/events-overhead.py instead (the
# cost of LOOPGPU_EVENTS=1 on region time; arguments go to it).
# Fits one 8-minute call: no timed run starts after BENCH_BUDGET_S (default
# 390) seconds; a run is killed after BENCH_RUN_TIMEOUT_S (default 60).
# Exit status 1 when a variant is wrong or fails to build or run.
set -uo pipefail

if [ ! -f kernels/bench/run.sh ]; then
  echo "run.sh: run it from the repository root" >&2
  exit 2
fi
export BENCH_T0=$(date +%s)
export PATH="$PATH:/usr/local/cuda/bin"
out=${OUT:-$PWD/bench-out}
bundle=${BENCH_BUNDLE:-bench-bundle}
build=$PWD/build-bench-gpu
mkdir -p "$out" "$build"

echo "== loopgpu benchmark: bundle $bundle, results $out"
[ -f "$bundle/MANIFEST" ] && sed 's/^/   /' "$bundle/MANIFEST"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,temperature.gpu,utilization.gpu \
  --format=csv 2>&1 | head -3
if [ ! -f "$bundle/variants.tsv" ]; then
  echo "run.sh: no $bundle/variants.tsv: run scripts/device-bundle.sh bench where the translator is, and carry bench-bundle" >&2
  exit 2
fi

if ! { cmake -S . -B "$build" -G Ninja -DLOOPGPU_BUILD_TOOL=OFF -DCMAKE_BUILD_TYPE=Release &&
  ninja -C "$build"; } >"$out/runtime-build.log" 2>&1; then
  echo "run.sh: the runtime did not build:" >&2
  tail -30 "$out/runtime-build.log" >&2
  exit 1
fi
echo "== runtime built in $(($(date +%s) - BENCH_T0))s"

if [ "${BENCH_EVENTS:-0}" = 1 ]; then
  # the timeline events' cost instead of the benchmark (docs/perf.md, "The
  # timeline's events"): region time without a report, with the JSON report,
  # and with LOOPGPU_EVENTS=1 as well
  exec python3 kernels/bench/events-overhead.py --build "$build" --bundle "$bundle" --out "$out" "$@"
fi
python3 kernels/bench/bench.py --build "$build" --bundle "$bundle" --out "$out" "$@"
