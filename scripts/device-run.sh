#!/usr/bin/env bash
# device-run.sh — everything the H200 checks and times, in one device call
# (run from the repository root there, with gpu-bundle, bench-bundle and
# device-extra carried; see docs/testing.md and docs/perf.md):
#   1. the lit suite's %e2e cases on the GPU: python3 gpu-bundle/lit/lit.py
#      gpu-bundle/test (every e2e test of test/, the kernels/ examples at
#      large sizes: test/gpu/large-*.test; the bundle is made here by
#      scripts/device-bundle.sh gpu = scripts/dev.sh gpu-bundle gpu-bundle);
#   2. the runtime's own GPU tests (LG_TEST_MODE=gpu runtime/tests/run-emu.sh);
#   3. compute-sanitizer memcheck and racecheck over test/gpu/sanitize-*.test
#      (the kernels/ examples, the staged kernels and this round's forms at
#      small sizes): the same lit run with --param sanitizer=TOOL;
#   3c. the random differential programs of scripts/difftest.py --bundle
#      (device-extra/difftest): nvcc against gcc (test/gpu/difftest-device.sh);
#   4. the footprint report on the GPU (registers, occupancy, peak bytes);
#   4b. hoisting (issue #5): test/hoist/Inputs/leak1000.c (1000 iterations of
#      4 MiB: one buffer, one allocator call: test/hoist/Inputs/check_leak.py),
#      test/hoist/Inputs/cudaleak.c (the same with cudaMalloc, hoisted and
#      nohoist: the device peak, check_cudaleak.py), and kernels/bench/solver.c
#      (the worked example) and kernels/bench/hoist.c with and without
#      hoisting under LOOPGPU_REPORT=json (test/tools/hoist-report.py collect ->
#      build-extra/hoist/hoist-results.json, in extra-logs.tar.gz; then, here:
#      test/tools/hoist-report.py md FILE --md docs/perf.md);
#   4c. the footprint report of every kernels/ example (issue #6): predicted
#      vs measured peak bytes, source lines (test/tools/report-check.py ->
#      build-extra/reports/, in extra-logs.tar.gz);
#   4d. with DEVICE_CHUNK=1: chunk() (issue #8), kernels/bench/chunk-bench.sh
#      (regions of 3x a 2 GiB LOOPGPU_DEVICE_LIMIT, throughput against the
#      pinned bandwidth; about 2 minutes; also runnable alone);
#   6. with device-peers/ carried: the peers' builds of saxpy, gemm, jacobi-2d
#      (../shared/peers/run.sh; scripts/perf.py report --peers puts them in
#      docs/perf.md beside loopgpu's rows);
#   5. the benchmarks (kernels/bench/run.sh) last, within what time is left
#      (DEVICE_SKIP_BENCH=1 stops before them: a correctness-only run).
set -uo pipefail
export PATH="$PATH:/usr/local/cuda/bin"
root=$PWD
out=${OUT:-$root/device-out}
mkdir -p "$out"
t0=$(date +%s)
log=$out/device.log
say() { echo "$@" | tee -a "$log"; }
pass=0 fail=0
hd=build-extra/hoist rd=build-extra/reports dbd=device-extra/databytes ex=device-extra
mkdir -p build-extra
lit="python3 gpu-bundle/lit/lit.py"
# gpu_lit NAME LIT-ARGS...: the bundle's lit run (test/tools/gpurun.py), its
# output in $out/NAME.txt; one ok/FAIL line per test file that failed, and
# the counts
gpu_lit() {
  local name=$1 p f u
  shift
  # shellcheck disable=SC2086  # lit is a word list
  E2E_TIMEOUT=${E2E_TIMEOUT:-120} $lit -sv -j "${DEVICE_JOBS:-16}" "$@" >"$out/$name.txt" 2>&1
  count() { sed -n "s/^ *$1 *: *\([0-9][0-9]*\).*/\1/p" "$out/$name.txt" | tail -1 | grep . || echo 0; }
  p=$(count Passed) u=$(count Unsupported)
  f=$(($(count Failed) + $(count Unresolved) + $(count "Timed Out") + $(count "Unexpectedly Passed")))
  sed -n 's/^ *\(loopgpu :: .*\)$/\1/p' "$out/$name.txt" | sort -u | while read -r t; do echo "FAIL  $name: $t"; done | tee -a "$log"
  grep -q 'Testing Time' "$out/$name.txt" || { f=$((f + 1)); tail -5 "$out/$name.txt" | tee -a "$log"; }
  echo "$p passed, $f failed, $u unsupported" >"$out/$name.summary"
  if [ "$f" -eq 0 ]; then ok "$name: $p passed ($u unsupported)"; else bad "$name: $p passed, $f failed"; fi
}
# DEVICE_STEPS: the steps to run (default all; e.g. "1 2 3 3c" for the
# correctness steps, "4e 5" for the data bytes and the benchmarks): one
# device call has 10 minutes
want() { [[ " ${DEVICE_STEPS:-1 2 3 3b 3c 4 4b 4c 4e 5} " == *" $1 "* ]]; }
# the runtime for the GPU (steps 2, 3c, 4*; the lit runs build their own from gpu-bundle/)
if [ ! -f build-gpu/pkgconfig/loopgpu.pc ]; then
  cmake -S . -B build-gpu -G Ninja -DLOOPGPU_BUILD_TOOL=OFF -DCMAKE_BUILD_TYPE=Release >/dev/null &&
    ninja -C build-gpu >/dev/null
fi
ok() { pass=$((pass + 1)); say "ok    $*"; }
bad() { fail=$((fail + 1)); say "FAIL  $*"; }

if want 1; then
say "== 1. the %e2e cases on the GPU (lit over gpu-bundle/test) at $(($(date +%s) - t0)) s"
mkdir -p "$out/gpu"
gpu_lit gpu-lit --max-time "${GPU_RUN_BUDGET_S:-300}" gpu-bundle/test
cp "$out/gpu-lit.summary" "$out/gpu/summary.txt" 2>/dev/null

fi

if want 2; then
say "== 2. runtime GPU tests at $(($(date +%s) - t0)) s"
if LG_TEST_MODE=gpu sh runtime/tests/run-emu.sh build-gpu >"$out/runtime-gpu.txt" 2>&1; then
  ok "runtime/tests/run-emu.sh (gpu)"
else
  bad "runtime/tests/run-emu.sh (gpu)"; grep -i fail "$out/runtime-gpu.txt" | head -5 | tee -a "$log"
fi

fi

if want 3; then
say "== 3. compute-sanitizer memcheck and racecheck (test/gpu/sanitize-*.test) at $(($(date +%s) - t0)) s"
for tool in memcheck racecheck; do
  gpu_lit "gpu-$tool" --param sanitizer=$tool gpu-bundle/test/gpu
done

fi

if want 3b; then
say "== 3b. the example project (docs/example), built with the installed CMake package"
if [ -x "$ex/example/smooth" ]; then
  if timeout 60 "$ex/example/smooth" >build-extra/example.out 2>build-extra/example.err &&
    python3 - "$ex/example/expected.out" build-extra/example.out <<'PY'
import re, sys
def checksum(p):
    return float(re.search(r"checksum=(\S+)", open(p).read()).group(1))
a, b = checksum(sys.argv[1]), checksum(sys.argv[2])
assert abs(a - b) <= 1e-4 * max(1.0, abs(a), abs(b)), (a, b)
print("example checksum", a, b)
PY
  then ok "example project (find_package + loopgpu_add_sources, GPU build): $(cat build-extra/example.out)"
  else bad "example project: $(head -c 300 build-extra/example.err build-extra/example.out | tr '\n' ' ')"
  fi
fi

fi

if want 3c; then
say "== 3c. random differential programs (issue #9) at $(($(date +%s) - t0)) s"
# device-extra/difftest: made by scripts/device-bundle.sh extra (scripts/difftest.py --bundle)
if [ -f "$ex/difftest/cases.txt" ]; then
  if bash test/gpu/difftest-device.sh "$ex/difftest" >build-extra/difftest.log 2>&1; then
    ok "difftest on the GPU: $(grep 'passed, .* failed' build-extra/difftest.log) ($(head -1 "$ex/difftest/MANIFEST"))"
  else
    bad "difftest on the GPU: $(grep 'passed, .* failed' build-extra/difftest.log) $(grep -m4 'FAIL\|error' build-extra/difftest.log | cut -c1-200 | tr '\n' ' ')"
  fi
  grep -v '^FAIL' build-extra/difftest.log | tail -4 | tee -a "$log"
fi

fi

if want 4; then
say "== 4. footprint report at $(($(date +%s) - t0)) s"
# the builds of step 4b, in the background meanwhile
mkdir -p build-extra/hoist build-extra/reports
for p in hoist solver; do
  for v in tile nohoist; do
    bash test/tools/build-prog.sh gpu -O3 -lineinfo -o "build-extra/$p.$v" "bench-bundle/cu/$p.$v.cu" \
      >"build-extra/hoist/$p.$v.build.log" 2>&1 &
  done
done
bash test/tools/build-prog.sh gpu -O2 -o build-extra/jacobi2d gpu-bundle/cu/jacobi2d.cu >/dev/null 2>&1
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

fi

if want 4b; then
say "== 4b. hoisting (issue #5) at $(($(date +%s) - t0)) s"
wait # the builds of hoist.tile and hoist.nohoist
hd=build-extra/hoist
for b in leak1000 cudaleak cudaleak_nohoist; do
  [ -f "$ex/cu/$b.cu" ] && bash test/tools/build-prog.sh gpu -O2 -o "build-extra/$b" "$ex/cu/$b.cu" \
    >"$hd/$b.build.log" 2>&1
done
if [ -x build-extra/leak1000 ] &&
  LOOPGPU_REPORT=json:$hd/leak1000.json timeout 60 build-extra/leak1000 1000 4 >$hd/leak1000.out 2>$hd/leak1000.err &&
  python3 test/hoist/Inputs/check_leak.py $hd/leak1000.json 1000 4 >$hd/leak1000.check 2>&1; then
  ok "leak1000 1000 4: $(cat $hd/leak1000.check)"
else
  bad "leak1000 1000 4: $(head -c 300 $hd/leak1000.check $hd/leak1000.err 2>/dev/null | tr '\n' ' ')"
fi
# the cudaMalloc leak (device-extra/cu/cudaleak*.cu, built above): one
# device allocation per loop hoisted, 1000 of 4 MiB held at the end without
if [ -x build-extra/cudaleak ] && [ -x build-extra/cudaleak_nohoist ] &&
  LOOPGPU_REPORT=json:$hd/cudaleak.json timeout 60 build-extra/cudaleak 1000 4 >$hd/cudaleak.out 2>$hd/cudaleak.err &&
  LOOPGPU_REPORT=json:$hd/cudaleak_nohoist.json timeout 120 build-extra/cudaleak_nohoist 1000 4 \
    >$hd/cudaleak_nohoist.out 2>$hd/cudaleak_nohoist.err &&
  python3 test/tools/compare.py $hd/cudaleak_nohoist.out $hd/cudaleak.out >$hd/cudaleak.cmp 2>&1 &&
  python3 test/hoist/Inputs/check_cudaleak.py $hd/cudaleak.json $hd/cudaleak_nohoist.json 1000 4 \
    >$hd/cudaleak.check 2>&1; then
  ok "cudaleak 1000 4: $(cat $hd/cudaleak.check)"
else
  bad "cudaleak 1000 4: $(head -c 300 $hd/cudaleak.check $hd/cudaleak.cmp $hd/cudaleak.err $hd/cudaleak_nohoist.err 2>/dev/null | tr '\n' ' ')"
fi
hargs=${HOIST_ARGS:-67108864 20 3}  # 256 MiB a buffer, 20 steps, 3 region calls (as the benchmark)
sargs=${SOLVER_ARGS:-16777216 20 3} # 64 MiB a buffer, 20 steps, 3 calls (as the benchmark)
hl=("hoist@$hargs" "solver@$sargs")
for p in hoist solver; do
  pargs=$hargs
  [ $p = solver ] && pargs=$sargs
  nv=0
  for v in nohoist tile; do
    # shellcheck disable=SC2086
    if [ -x "build-extra/$p.$v" ] &&
      LOOPGPU_REPORT=json:$hd/$p.$v.json timeout 120 "build-extra/$p.$v" $pargs >$hd/$p.$v.out 2>$hd/$p.$v.err; then
      hl+=("$p:$v=$hd/$p.$v.json,$hd/$p.$v.err")
      nv=$((nv + 1))
    else
      bad "$p.$v $pargs: $(grep -m1 error $hd/$p.$v.build.log 2>/dev/null; tail -c 200 $hd/$p.$v.err 2>/dev/null | tr '\n' ' ')"
    fi
  done
  if [ $nv -eq 2 ]; then
    if python3 test/tools/compare.py $hd/$p.nohoist.out $hd/$p.tile.out >$hd/$p.compare.txt 2>&1; then
      ok "$p $pargs: tile (hoisted) and nohoist print the same"
    else
      bad "$p $pargs: tile and nohoist differ: $(head -c 200 $hd/$p.compare.txt)"
    fi
  fi
done
[ -f $hd/leak1000.json ] && hl+=("leak=$hd/leak1000.json")
[ -f $hd/cudaleak.json ] && [ -f $hd/cudaleak_nohoist.json ] &&
  hl+=("cudaleak=$hd/cudaleak.json,$hd/cudaleak_nohoist.json")
if python3 test/tools/hoist-report.py collect $hd/hoist-results.json "${hl[@]}" >$hd/collect.txt 2>&1; then
  ok "hoist results: $hd/hoist-results.json (extra-logs.tar.gz)"
else
  bad "hoist results"
fi
tee -a "$log" <$hd/collect.txt

fi

if want 4c; then
say "== 4c. footprint report of every kernels/ example (issue #6) at $(($(date +%s) - t0)) s, $(date -u '+%Y-%m-%d %H:%M UTC')"
rd=build-extra/reports
rl=()
for cu in gpu-bundle/cu/*.cu; do
  b=$(basename "$cu" .cu)
  exe=$rd/$b.bin
  bash test/tools/build-prog.sh gpu -O3 -lineinfo -o "$exe" "$cu" >"$rd/$b.build.log" 2>&1 ||
    { bad "report $b: does not build"; continue; }
  # a mid size: the case of test/gpu/large-NAME.test (its arguments, saved in
  # the bundle); hoist.c's kernel scratch (one slice per thread) large enough to count
  case $b in
    hoist) a="100003 37 3" ;;
    *) a=$(cat gpu-bundle/cases/test/gpu/large-"$b".test/*/args 2>/dev/null | head -1) ;;
  esac
  # shellcheck disable=SC2086
  if LOOPGPU_REPORT=json:$rd/$b.json timeout 90 "$exe" $a >/dev/null 2>"$rd/$b.err"; then
    rl+=("$b=$rd/$b.json")
    echo "$b $a" >>"$rd/args.txt"
  else
    bad "report $b $a: status $?: $(tail -c 200 "$rd/$b.err" | tr '\n' ' ')"
  fi
done
python3 test/tools/report-check.py -o $rd/summary.json "${rl[@]}" >$rd/check.txt 2>&1
while read -r res line; do
  case $res in
    ok) ok "$line" ;;
    FAIL) bad "$line" ;;
    *) say "$res $line" ;;
  esac
done <$rd/check.txt
# the text report of one example with every table filled (docs/report.md, "A real run")
if [ -x $rd/hoist.bin ]; then
  say "-- LOOPGPU_REPORT=1 hoist 100003 37 3 ($(date -u '+%Y-%m-%d'), $(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1)):"
  LOOPGPU_REPORT=1 timeout 60 $rd/hoist.bin 100003 37 3 2>$rd/hoist.txt >/dev/null
  tee -a "$log" <$rd/hoist.txt
fi

fi

if want 4e; then
say "== 4e. data regions: bytes copied with and without 'host' (issue 15) at $(($(date +%s) - t0)) s"
dbd=device-extra/databytes
if [ -f $dbd/cases.txt ]; then
  while read -r b src args; do
    for v in dr nohost; do
      bash test/tools/build-prog.sh gpu -O2 -o "$dbd/$b.$v" "$dbd/$b.$v.cu" >"$dbd/$b.$v.build.log" 2>&1 &&
        # shellcheck disable=SC2086
        LOOPGPU_REPORT=json:$dbd/$b.$v.json timeout 120 "$dbd/$b.$v" $args >"$dbd/$b.$v.out" 2>"$dbd/$b.$v.err" ||
        bad "data bytes $b.$v: $(grep -m1 error "$dbd/$b.$v.build.log"; tail -c 200 "$dbd/$b.$v.err" | tr '\n' ' ')"
    done
    if python3 test/tools/compare.py "$dbd/$b.nohost.out" "$dbd/$b.dr.out" >"$dbd/$b.cmpout" 2>&1; then
      echo same >"$dbd/$b.cmp"
    else
      echo DIFFERENT >"$dbd/$b.cmp"
      bad "data bytes $b: with and without the data region differ"
    fi
  done <$dbd/cases.txt
  python3 test/gpu/data-bytes.py $dbd >$dbd/table.md 2>&1
  tee -a "$log" <$dbd/table.md
  cp $dbd/table.md "$out/databytes.md"
fi

fi

tar czf "$out/extra-logs.tar.gz" build-extra/*.log build-extra/*.err build-extra/*.cmp \
  build-extra/report.* "$out"/gpu-*.txt \
  "$out/runtime-gpu.txt" $hd/*.json $hd/*.err $hd/*.out $hd/*.log $hd/*.txt $hd/*.check \
  $rd/*.json $rd/*.err $rd/*.txt $rd/*.log 2>/dev/null
rm -f "$out"/gpu-*.txt "$out"/gpu-*.summary "$out/runtime-gpu.txt"

if [ -n "${DEVICE_CHUNK:-}" ]; then
  say "== 4d. chunk(): regions of 3x the device limit (issue #8) at $(($(date +%s) - t0)) s"
  if OUT=$out/chunk bash kernels/bench/chunk-bench.sh >"$out/chunk-bench.txt" 2>&1; then
    ok "kernels/bench/chunk-bench.sh: $(tail -1 "$out/chunk-bench.txt")"
  else
    bad "kernels/bench/chunk-bench.sh: $(tail -1 "$out/chunk-bench.txt")"
  fi
  grep -E '^(ok|FAIL|== |default|threads16|nocap|\{)' "$out/chunk-bench.txt" | tee -a "$log"
fi

if want 6 && [ -d device-peers/dist ]; then
  # the peers (../shared/peers, copied to device-peers/src-peers with the
  # binaries its build.sh made in device-peers/dist): just before the
  # benchmark, so that docs/perf.md compares runs of one device call
  say "== 6. peers: GCC 12 OpenACC, Clang 19 OpenMP offload at $(($(date +%s) - t0)) s"
  PEERS_DIST=$root/device-peers/dist PEER_BUDGET_S=${PEER_BUDGET_S:-6} PEER_TIMEOUT_S=${PEER_TIMEOUT_S:-90} \
    bash device-peers/src-peers/run.sh >"$out/peers.txt" 2>&1
  grep -E '^PEER' "$out/peers.txt" | tee -a "$log"
fi

if [ -n "${DEVICE_SKIP_BENCH:-}" ] || ! want 5; then
  say "== device-run: extra checks $pass passed, $fail failed; at $(($(date +%s) - t0)) s (benchmarks skipped)"
  grep -h "passed, .* failed" "$out/gpu/summary.txt" 2>/dev/null | tail -1
  exit 0
fi
say "== 5. benchmarks at $(($(date +%s) - t0)) s"
left=$((${DEVICE_BUDGET_S:-560} - ($(date +%s) - t0)))
mkdir -p "$out/bench"
OUT=$out/bench BENCH_BUDGET_S=$((left > 120 ? left - 90 : 30)) bash kernels/bench/run.sh 2>&1 | tail -45
say "== device-run: extra checks $pass passed, $fail failed; at $(($(date +%s) - t0)) s"
grep -h "passed, .* failed" "$out/gpu/summary.txt" 2>/dev/null | tail -1
