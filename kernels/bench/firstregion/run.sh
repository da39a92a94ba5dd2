#!/usr/bin/env bash
# kernels/bench/firstregion/run.sh — the first-region benchmark (issue 24,
# docs/perf.md "The first region"), on the device machine. Run from the
# repository root with firstregion-bundle/ carried (made where the translator
# is by `scripts/device-bundle.sh firstregion`):
#
#   bash kernels/bench/firstregion/run.sh       (device tool: carry ["firstregion-bundle"])
#
# Every program runs in a fresh process per size and repetition, timing its
# own first (and only) region with the CUDA context created before the timer:
#   hand            hand.cu: cudaMalloc, cudaMemcpy H2D, kernel, D2H, cudaFree
#   loopgpu         saxpy1.c translated, linked with this tree's runtime
#   loopgpu-before  the same translation linked with the runtime of
#                   FR_BEFORE (when the bundle was made with it)
# then fr-costs once (the copy paths' costs: cudaHostAlloc per size, plain and
# staged bandwidths). Writes $OUT/firstregion.jsonl (./firstregion-out when
# OUT is unset) and prints the table of `scripts/perf.py firstregion`.
# Environment: FR_REPS (default 5), FR_SIZES (bytes per array, default 4 KiB
# to 1 GiB by powers of 4, and 100 MB), FR_COSTS=0 skips fr-costs. About
# 2-3 minutes on the H200 machine.
set -uo pipefail

if [ ! -f kernels/bench/firstregion/run.sh ]; then
  echo "run.sh: run it from the repository root" >&2
  exit 2
fi
export PATH="$PATH:/usr/local/cuda/bin"
bundle=${FR_BUNDLE:-firstregion-bundle}
out=${OUT:-$PWD/firstregion-out}
reps=${FR_REPS:-5}
sizes=${FR_SIZES:-"4096 16384 65536 262144 1048576 4194304 16777216 67108864 100000000 268435456 1073741824"}
mkdir -p "$out"
jsonl=$out/firstregion.jsonl
: >"$jsonl"
t0=$(date +%s)

if [ ! -x "$bundle/bin/fr-hand" ]; then
  echo "run.sh: no $bundle/bin/fr-hand: run scripts/device-bundle.sh firstregion where the translator is, and carry $bundle" >&2
  exit 2
fi
echo "== first-region benchmark: bundle $bundle, results $jsonl"
sed 's/^/   /' "$bundle/MANIFEST"
nvidia-smi --query-gpu=name,driver_version,pcie.link.gen.current,pcie.link.width.current \
  --format=csv 2>&1 | head -3
bin=$bundle/bin
# binaries made where the bundle was; rebuilt here with this machine's nvcc
# when they do not start (e.g. a driver older than that toolkit's runtime)
if ! "$bin/fr-hand" 4096 >/dev/null 2>"$out/probe.log"; then
  echo "== the bundle's binaries do not run here ($(head -c 200 "$out/probe.log")); rebuilding with $(command -v nvcc)"
  bin=$PWD/build-firstregion
  FR_BIN=$bin bash "$bundle/build.sh" || exit 1
fi

progs="hand loopgpu"
[ -x "$bin/fr-loopgpu-before" ] && progs="$progs loopgpu-before"
status=0
for r in $(seq 1 "$reps"); do
  for s in $sizes; do
    for p in $progs; do
      if ! timeout 120 "$bin/fr-$p" "$s" >>"$jsonl" 2>>"$out/errors.log"; then
        echo "run.sh: fr-$p $s failed (rep $r)" | tee -a "$out/errors.log" >&2
        status=1
      fi
    done
  done
  echo "== repetition $r done, $(($(date +%s) - t0))s"
done
if [ "${FR_COSTS:-1}" != 0 ]; then
  timeout 240 "$bin/fr-costs" >>"$jsonl" 2>>"$out/errors.log" || { echo "run.sh: fr-costs failed" >&2; status=1; }
  echo "== costs done, $(($(date +%s) - t0))s"
fi
cp "$bundle/MANIFEST" "$out/MANIFEST"
python3 scripts/perf.py firstregion "$jsonl" || status=1
exit $status
