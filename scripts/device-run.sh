#!/usr/bin/env bash
# device-run.sh — everything the H200 checks and times, in one device call
# (run from the repository root there, with gpu-bundle, bench-bundle and
# device-extra carried; see docs/testing.md and docs/perf.md):
#   1. test/gpu/run.sh: every kernels/ example against its C oracle, plus
#      compute-sanitizer memcheck and racecheck;
#   2. the runtime's own GPU tests (runtime/tests/run-gpu.sh);
#   3. the extra end-to-end cases of device-extra/ (unroll, tile, hoist,
#      front end), and racecheck on the staged (tiled) ones at small sizes;
#   4. the footprint report on the GPU (registers, occupancy, peak bytes);
#   5. the benchmarks (kernels/bench/run.sh) last, within what time is left.
set -uo pipefail
export PATH="$PATH:/usr/local/cuda/bin"
root=$PWD
out=${OUT:-$root/device-out}
mkdir -p "$out"
t0=$(date +%s)
log=$out/device.log
say() { echo "$@" | tee -a "$log"; }
pass=0 fail=0
ok() { pass=$((pass + 1)); say "ok    $*"; }
bad() { fail=$((fail + 1)); say "FAIL  $*"; }

say "== 1. kernels/ examples (test/gpu/run.sh) at $(($(date +%s) - t0)) s"
mkdir -p "$out/gpu"
OUT=$out/gpu GPU_RUN_BUDGET_S=${GPU_RUN_BUDGET_S:-170} bash test/gpu/run.sh >"$out/gpu-run.txt" 2>&1
tail -4 "$out/gpu-run.txt" | tee -a "$log"

say "== 2. runtime GPU tests at $(($(date +%s) - t0)) s"
if bash runtime/tests/run-gpu.sh build-gpu >"$out/runtime-gpu.txt" 2>&1; then
  ok "runtime/tests/run-gpu.sh"
else
  bad "runtime/tests/run-gpu.sh"; grep -i fail "$out/runtime-gpu.txt" | head -5 | tee -a "$log"
fi

say "== 3. extra end-to-end cases at $(($(date +%s) - t0)) s"
ex=device-extra
mkdir -p build-extra
export LOOPGPU_BUILD=$root/build-gpu
for cu in "$ex"/cu/*.cu; do
  b=$(basename "$cu" .cu)
  bash scripts/build-prog.sh gpu -O2 -o "build-extra/$b" "$cu" >"build-extra/$b.build.log" 2>&1 ||
    bad "build $b: $(grep -m1 error "build-extra/$b.build.log")"
done
while read -r id base args; do
  [ -x "build-extra/$base" ] || continue
  # shellcheck disable=SC2086
  if timeout 60 "build-extra/$base" $args >"build-extra/$id.out" 2>"build-extra/$id.err" &&
    python3 scripts/compare.py "$ex/expected/$id.out" "build-extra/$id.out" >"build-extra/$id.cmp" 2>&1; then
    ok "$id"
  else
    bad "$id: $(head -c 200 "build-extra/$id.cmp" "build-extra/$id.err" 2>/dev/null | tr '\n' ' ')"
  fi
done <"$ex/cases.txt"
for c in mm_17_17_17 stencils_17_17 regtile_17_19_23 coarsen_25 rowsum_1007_37; do
  read -r id base args < <(grep "^$c " "$ex/cases.txt") || continue
  for tool in memcheck racecheck; do
    # shellcheck disable=SC2086
    if timeout 120 compute-sanitizer --tool $tool --error-exitcode 9 "build-extra/$base" $args \
      >"build-extra/$id.$tool" 2>&1; then
      ok "$tool $id"
    else
      bad "$tool $id: $(grep -m2 -i 'error\|hazard' "build-extra/$id.$tool" | tr '\n' ' ')"
    fi
  done
done

say "== 4. footprint report at $(($(date +%s) - t0)) s"
bash scripts/build-prog.sh gpu -O2 -o build-extra/jacobi2d gpu-bundle/cu/jacobi2d.cu >/dev/null 2>&1
if LOOPGPU_REPORT=1 build-extra/jacobi2d 1007 20 >/dev/null 2>build-extra/report.txt &&
  LOOPGPU_REPORT=json:build-extra/report.json build-extra/jacobi2d 1007 20 >/dev/null &&
  python3 - build-extra/report.json <<'PY' >>"$log" 2>&1
import json, sys
d = json.load(open(sys.argv[1]))
for k in d["kernels"]:
    assert 0 < k["registers"] <= 255 and 0 < k["occupancy"] <= 1 and k["mean_ms"] > 0, k
p = d["peak"]
assert p["runtime_bytes"] == p["predicted_bytes"] == 8112392, p
assert p["runtime_bytes"] <= p["meminfo_bytes"] <= p["runtime_bytes"] + p["allocations"] * (2 << 20) + (64 << 20), p
print("report:", [(k["name"], k["registers"], k["occupancy"]) for k in d["kernels"]], p)
PY
then
  ok "footprint report (jacobi2d 1007 20)"; head -30 build-extra/report.txt | tee -a "$log"
else
  bad "footprint report"; tail -5 build-extra/report.txt | tee -a "$log"
fi
tar czf "$out/extra-logs.tar.gz" build-extra/*.log build-extra/*.err build-extra/*.cmp \
  build-extra/*.memcheck build-extra/*.racecheck build-extra/report.* "$out/gpu-run.txt" \
  "$out/runtime-gpu.txt" 2>/dev/null
rm -f "$out/gpu-run.txt" "$out/runtime-gpu.txt"

say "== 5. benchmarks at $(($(date +%s) - t0)) s"
left=$((${DEVICE_BUDGET_S:-560} - ($(date +%s) - t0)))
mkdir -p "$out/bench"
OUT=$out/bench BENCH_BUDGET_S=$((left > 120 ? left - 90 : 30)) bash kernels/bench/run.sh 2>&1 | tail -45
say "== device-run: extra checks $pass passed, $fail failed; at $(($(date +%s) - t0)) s"
grep -h "passed, .* failed" "$out/gpu/summary.txt" 2>/dev/null | tail -1
