#!/usr/bin/env bash
# kernels/bench/chunk-bench.sh — chunk() on the H200 (issue #8), on the device
# machine, from the repository root, with gpu-bundle/ (scripts/device-bundle.sh gpu:
# the translation of kernels/stream.c and its C source) and device-extra/
# (scripts/device-bundle.sh extra: the test/chunk programs) made where the translator
# is. Standalone: `bash kernels/bench/chunk-bench.sh` (device tool: carry
# ["gpu-bundle", "device-extra"]); scripts/device-run.sh runs it as step 4d.
#
#  1. pinned host<->device bandwidth in this run (kernels/bench/pinned-bw.cu);
#  2. under LOOPGPU_DEVICE_LIMIT=2G: kernels/saxpy.c (no chunk) over x and y
#     of 3 GiB each must fail (exit 1, the out-of-memory message suggests
#     chunk(auto)); kernels/stream.c (saxpy and a jacobi-2d step, chunk(auto))
#     over 6 GiB per region (x, y: 3 GiB each; A, B: 28378², 3 GiB each) must
#     match the C program (gcc, run meanwhile) with the report's peak under
#     the limit; then the same with 16 copy threads, and with no cap on the
#     slot size (the largest chunk that fits the limit);
#  3. the test/chunk programs at small sizes, with chunk(auto) held to many
#     chunks (LOOPGPU_CHUNK_BYTES=4K) and with 1 slot, against their oracles;
#     compute-sanitizer memcheck (leak check: no device buffer left) on
#     kernels/stream.c streamed in many chunks.
# Prints a summary and one JSON line ("chunk-results: {...}") with, per
# region and run: the chunk chosen, slots, chunks, bytes moved host-to-device
# and back per entry, the fastest entry's time, the throughput and its ratio
# to the pinned H2D bandwidth (target >= 0.70), and the peak device bytes.
# Writes chunk-results.json and chunk-logs.tar.gz to $OUT (./chunk-out when
# unset). About 2 minutes; exit status 1 when a check fails.
# Environment: CHUNK_N, CHUNK_M, CHUNK_REPS, CHUNK_LIMIT (2G); CHUNK_BENCH_EMU=1
# checks the script itself where there is no GPU (emulation builds, small
# sizes: CHUNK_N=100003 CHUNK_M=257 CHUNK_LIMIT=1M, no bandwidth, no
# sanitizer; LOOPGPU_BUILD names the build with loopgpu-emu.pc).
set -uo pipefail
export PATH="$PATH:/usr/local/cuda/bin"
root=$PWD
out=${OUT:-$root/chunk-out}
w=$root/build-chunk-bench
mkdir -p "$out" "$w"
t0=$(date +%s)
N=${CHUNK_N:-805306368} # x and y: 3 GiB each
M=${CHUNK_M:-28378}     # A and B: 28378 * 28378 * 4 bytes = 3.0 GiB each
REPS=${CHUNK_REPS:-3}
LIMIT=${CHUNK_LIMIT:-2G}
pass=0 fail=0
log=$w/chunk.log
: >"$log"
say() { echo "$@" | tee -a "$log"; }
ok() { pass=$((pass + 1)); say "ok    $*"; }
bad() { fail=$((fail + 1)); say "FAIL  $*"; }
el() { echo "$(($(date +%s) - t0)) s"; }

if [ ! -f gpu-bundle/cu/stream.cu ] || [ ! -f gpu-bundle/kernels/stream.c ]; then
  echo "chunk-bench.sh: no gpu-bundle/cu/stream.cu: run scripts/device-bundle.sh gpu where the translator is, and carry gpu-bundle" >&2
  exit 2
fi
say "== chunk bench: N=$N M=$M REPS=$REPS LOOPGPU_DEVICE_LIMIT=$LIMIT $(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1)"

emu=${CHUNK_BENCH_EMU:-}
kind=gpu
[ -n "$emu" ] && kind=emu
# the runtime (libloopgpu over cudart), unless scripts/device-run.sh built it
if [ -n "$emu" ]; then
  : # LOOPGPU_BUILD from the environment
elif [ ! -f build-gpu/pkgconfig/loopgpu.pc ]; then
  { cmake -S . -B build-gpu -G Ninja -DLOOPGPU_BUILD_TOOL=OFF && ninja -C build-gpu; } >"$w/runtime-build.log" 2>&1 ||
    { bad "runtime build: $(tail -3 "$w/runtime-build.log" | tr '\n' ' ')"; exit 1; }
fi
[ -n "$emu" ] || export LOOPGPU_BUILD=$root/build-gpu

# builds, in parallel
bash test/tools/build-prog.sh $kind -O3 -o "$w/stream" gpu-bundle/cu/stream.cu >"$w/stream.build.log" 2>&1 &
bash test/tools/build-prog.sh $kind -O3 -o "$w/saxpy" gpu-bundle/cu/saxpy.cu >"$w/saxpy.build.log" 2>&1 &
bash test/tools/build-prog.sh cc -o "$w/stream.ref" gpu-bundle/kernels/stream.c >"$w/ref.build.log" 2>&1 &
if [ -n "$emu" ]; then
  printf '#!/bin/sh\necho "{\\"pinned_h2d_gbs\\": 1.0, \\"emulation\\": true}"\n' >"$w/pinned-bw"
  chmod +x "$w/pinned-bw"
else
  nvcc -O2 -arch=sm_90 kernels/bench/pinned-bw.cu -o "$w/pinned-bw" >"$w/pinned.build.log" 2>&1 &
fi
cases=()
if [ -f device-extra/cases.txt ]; then
  while read -r id base args; do
    case $base in chunk-*) cases+=("$id $base $args") ;; esac
  done <device-extra/cases.txt
  for cu in device-extra/cu/chunk-*.cu; do
    [ -f "$cu" ] || continue
    b=$(basename "$cu" .cu)
    bash test/tools/build-prog.sh $kind -O2 -o "$w/$b" "$cu" >"$w/$b.build.log" 2>&1 &
  done
fi
wait
for f in stream saxpy stream.ref pinned-bw; do
  [ -x "$w/$f" ] || bad "build $f: $(grep -m2 -i error "$w"/*.build.log | tr '\n' ' ')"
done

say "== 1. pinned bandwidth at $(el)"
"$w/pinned-bw" 1024 >"$w/pinned.json" 2>"$w/pinned.err" && say "$(cat "$w/pinned.json")" ||
  bad "pinned-bw: $(cat "$w/pinned.err")"

say "== 2. regions of 3x the device limit at $(el)"
# the oracle meanwhile (gcc, the same output on the CPU)
(timeout 300 "$w/stream.ref" "$N" "$M" "$REPS" >"$w/ref.out" 2>"$w/ref.err"; echo $? >"$w/ref.rc") &
ref_pid=$!
# without chunk: must fail, suggesting chunk(auto)
LOOPGPU_DEVICE_LIMIT=$LIMIT timeout 120 "$w/saxpy" "$N" >"$w/saxpy.out" 2>"$w/saxpy.err"
rc=$?
if [ $rc -eq 1 ] && grep -q "out of device memory" "$w/saxpy.err" && grep -q "chunk(auto)" "$w/saxpy.err"; then
  ok "kernels/saxpy.c $N (no chunk) under LOOPGPU_DEVICE_LIMIT=$LIMIT: out of memory, suggests chunk(auto)"
  say "      $(head -c 600 "$w/saxpy.err")"
else
  bad "kernels/saxpy.c $N under LOOPGPU_DEVICE_LIMIT=$LIMIT: exit $rc, $(head -c 300 "$w/saxpy.err")"
fi
runs=()
run_stream() { # NAME ENV...: kernels/stream.c at full size under the limit
  local name=$1
  shift
  if env "$@" LOOPGPU_DEVICE_LIMIT="$LIMIT" LOOPGPU_REPORT="json:$w/$name.json" timeout 240 \
    "$w/stream" "$N" "$M" "$REPS" >"$w/$name.out" 2>"$w/$name.err"; then
    runs+=("$name=$w/$name.json")
    say "      $name ($*): done at $(el)"
  else
    bad "stream $name ($*): exit $?: $(tail -c 300 "$w/$name.err")"
  fi
}
run_stream default
# what the defaults are made of: 8 copy threads (the earlier default), the
# C library's memcpy instead of streaming stores (LOOPGPU_COPY_NT=0)
run_stream threads8 LOOPGPU_COPY_THREADS=8
run_stream nont LOOPGPU_COPY_NT=0
run_stream nocap LOOPGPU_CHUNK_BYTES=0
wait $ref_pid
if [ "$(cat "$w/ref.rc" 2>/dev/null)" != 0 ]; then
  bad "oracle stream.c $N $M $REPS: $(cat "$w/ref.err")"
else
  for r in "${runs[@]}"; do
    name=${r%%=*}
    if python3 test/tools/compare.py "$w/ref.out" "$w/$name.out" >"$w/$name.cmp" 2>&1; then
      ok "stream $N $M $REPS ($name) matches the C program"
    else
      bad "stream ($name) differs from the C program: $(head -c 300 "$w/$name.cmp")"
    fi
  done
fi

say "== 3. test/chunk programs, many chunks and 1 slot, at $(el)"
for c in "${cases[@]}"; do
  read -r id base args <<<"$c"
  [ -x "$w/$base" ] || { bad "build $base: $(grep -m1 error "$w/$base.build.log")"; continue; }
  # (scripts/device-run.sh step 3 runs them with the defaults)
  for e in "LOOPGPU_CHUNK_BYTES=4K" "LOOPGPU_CHUNK_SLOTS=1 LOOPGPU_CHUNK_BYTES=4K"; do
    # shellcheck disable=SC2086
    if env $e timeout 60 "$w/$base" $args >"$w/$id.out" 2>"$w/$id.err" &&
      python3 test/tools/compare.py "device-extra/expected/$id.out" "$w/$id.out" >"$w/$id.cmp" 2>&1; then
      pass=$((pass + 1))
    else
      bad "$id ($e): $(head -c 200 "$w/$id.cmp" "$w/$id.err" 2>/dev/null | tr '\n' ' ')"
    fi
  done
done
say "      ${#cases[@]} cases x 2 settings at $(el)"
if [ -n "$emu" ]; then
  say "      (emulation: no compute-sanitizer)"
elif LOOPGPU_CHUNK_BYTES=64K timeout 240 compute-sanitizer --tool memcheck --leak-check full --error-exitcode 9 \
  "$w/stream" 100003 257 2 >"$w/memcheck.txt" 2>&1; then
  ok "memcheck --leak-check full: stream 100003 257 2 in chunks of 64 KiB slots"
else
  bad "memcheck stream: $(grep -m3 -i 'error\|leak' "$w/memcheck.txt" | tr '\n' ' ')"
fi

say "== summary at $(el)"
python3 - "$w/pinned.json" "$LIMIT" "$out/chunk-results.json" "${runs[@]}" <<'PY' | tee -a "$log"
import json, sys
pinned = json.load(open(sys.argv[1])) if sys.argv[1] else {}
lim = sys.argv[2]
mult = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}
limit = int(lim[:-1]) * mult[lim[-1].upper()] if lim[-1].upper() in mult else int(lim)
h2d = pinned.get("pinned_h2d_gbs")
res = {"pinned": pinned, "limit_bytes": limit, "runs": {}}
bad = 0
for arg in sys.argv[4:]:
    name, path = arg.split("=", 1)
    d = json.load(open(path))
    run = {"peak_runtime_bytes": d["peak"]["runtime_bytes"], "peak_meminfo_bytes": d["peak"]["meminfo_bytes"],
           "peak_predicted_bytes": d["peak"]["predicted_bytes"], "regions": {}}
    if run["peak_runtime_bytes"] > limit:
        bad += 1
    for r in d["regions"]:
        if not r.get("chunk_size"):
            continue
        e = r["entries"]
        moved = (r["h2d_bytes"] + r["d2h_bytes"]) / e
        gbs = moved / (r["min_wall_ms"] * 1e-3) / 1e9
        run["regions"][r["name"]] = {
            "chunk_size": r["chunk_size"], "slots": r["chunk_slots"], "chunks_per_entry": r["chunks"] / e,
            "entries": e, "bytes_moved_per_entry": moved, "h2d_bytes_per_entry": r["h2d_bytes"] / e,
            "d2h_bytes_per_entry": r["d2h_bytes"] / e, "fastest_entry_ms": r["min_wall_ms"],
            "mean_entry_ms": r["wall_ms"] / e, "throughput_gbs": round(gbs, 2),
            "ratio_to_pinned_h2d": round(gbs / h2d, 3) if h2d else None,
            "predicted_bytes": r["predicted_bytes"], "measured_bytes": r["measured_bytes"]}
    res["runs"][name] = run
    for k, v in run["regions"].items():
        print(f"{name:10s} {k:16s} chunk {v['chunk_size']:>10} x{v['slots']} ({v['chunks_per_entry']:.0f} chunks) "
              f"{v['bytes_moved_per_entry'] / 2**30:6.2f} GiB moved in {v['fastest_entry_ms']:8.1f} ms "
              f"(mean {v['mean_entry_ms']:8.1f}): {v['throughput_gbs']:6.2f} GB/s = "
              f"{v['ratio_to_pinned_h2d']} x pinned H2D ({h2d} GB/s)")
    print(f"{name:10s} peak device bytes: runtime {run['peak_runtime_bytes']} (limit {limit}), "
          f"cudaMemGetInfo {run['peak_meminfo_bytes']}, predicted {run['peak_predicted_bytes']}")
best = max((v["ratio_to_pinned_h2d"] or 0 for r in res["runs"].values() for v in r["regions"].values()), default=0)
res["default_ratios"] = {k: v["ratio_to_pinned_h2d"] for k, v in res["runs"].get("default", {}).get("regions", {}).items()}
res["target_0_70_met_by_default"] = bool(res["default_ratios"]) and min(res["default_ratios"].values()) >= 0.70
res["best_ratio"] = best
json.dump(res, open(sys.argv[3], "w"), indent=1)
print("chunk-results: " + json.dumps(res, separators=(",", ":")))
sys.exit(1 if bad else 0)
PY
[ "${PIPESTATUS[0]}" = 0 ] && ok "peaks under LOOPGPU_DEVICE_LIMIT=$LIMIT" || bad "a peak above LOOPGPU_DEVICE_LIMIT=$LIMIT (or no report)"
tar czf "$out/chunk-logs.tar.gz" -C "$w" $(cd "$w" && ls *.log *.err *.out *.json *.cmp memcheck.txt 2>/dev/null) 2>/dev/null
say "== chunk bench: $pass passed, $fail failed at $(el)"
[ "$fail" -eq 0 ]
