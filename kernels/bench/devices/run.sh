#!/usr/bin/env bash
# kernels/bench/devices/run.sh — issue 22's measurement: jacobi-2d 16384² × 100
# steps and gemm 8192³ on two GPUs of one host against one (devices(all),
# LOOPGPU_DEVICES=1 and =2, the same binary). Two steps, as for the GPU run:
#
#   here (the translator):   bash kernels/bench/devices/run.sh bundle
#       writes devices-bundle/: devbench.c and its translation (.cu, .host.c)
#   there (two GPUs):        bash kernels/bench/devices/run.sh gpu
#       (device tool: kind nvidia-h200-x2 or nvidia-h100-x2, carry ["devices-bundle"])
#       builds the runtime (cmake -DLOOPGPU_BUILD_TOOL=OFF, Release) into
#       build-devbench/, the benchmark with nvcc and the C program with gcc;
#       checks the 1- and 2-device runs against the C program at small sizes;
#       then times each case with 1 and 2 devices (the best of BENCH_REPS runs,
#       default 2): jacobi at T = 100 and T = 10 steps, gemm at R = 3 and R = 1
#       products, so that the difference gives the time of one step (one
#       product) apart from the copies at the loop's start and end; prints a
#       table and writes $OUT/devices-bench.json (./devices-out without OUT).
#
# BENCH_EMU=1 (here, no GPU): the gpu step against the emulation, with 2
# emulated devices and small sizes: checks this script, not the speed.
# Sizes: BENCH_JACOBI_N (16384), BENCH_GEMM_N (8192).
set -euo pipefail
if [ ! -f kernels/bench/devices/run.sh ]; then
  echo "run.sh: run it from the repository root" >&2
  exit 2
fi
mode=${1:-}
bundle=${DEVBENCH_BUNDLE:-devices-bundle}

case $mode in
bundle)
  loopgpu=${LOOPGPU:-build/tool/loopgpu}
  mkdir -p "$bundle"
  cp kernels/bench/devices/devbench.c "$bundle/"
  "$loopgpu" "$bundle/devbench.c" -o "$bundle/devbench.cu"
  echo "run.sh: $bundle/ ready (devbench.c, devbench.cu, devbench.host.c)"
  ;;
gpu)
  out=${OUT:-$PWD/devices-out}
  mkdir -p "$out"
  reps=${BENCH_REPS:-2}
  build=$PWD/build-devbench
  if [ ! -f "$bundle/devbench.cu" ]; then
    echo "run.sh: no $bundle/devbench.cu: run 'run.sh bundle' where the translator is" >&2
    exit 2
  fi
  jn=${BENCH_JACOBI_N:-16384}
  gn=${BENCH_GEMM_N:-8192}
  if [ "${BENCH_EMU:-0}" = 1 ]; then
    export LG_EMU_DEVICES=2
    jn=${BENCH_JACOBI_N:-131}
    gn=${BENCH_GEMM_N:-67}
    cmake -S . -B "$build" -G Ninja -DLOOPGPU_BUILD_TOOL=OFF -DCMAKE_BUILD_TYPE=Release >/dev/null
    ninja -C "$build" loopgpu-emu >/dev/null
    c++ -O2 -x c++ "$bundle/devbench.cu" -x c "$bundle/devbench.host.c" -x none \
      $(PKG_CONFIG_PATH=$build/pkgconfig pkg-config --cflags --libs loopgpu-emu) -o "$build/devbench"
  else
    export PATH="$PATH:/usr/local/cuda/bin"
    nvidia-smi --query-gpu=index,name,memory.total --format=csv 2>&1 | sed 's/^/   /'
    nvidia-smi topo -m 2>&1 | head -4 | sed 's/^/   /'
    cmake -S . -B "$build" -G Ninja -DLOOPGPU_BUILD_TOOL=OFF -DCMAKE_BUILD_TYPE=Release >/dev/null
    ninja -C "$build" loopgpu >/dev/null
    nvcc -O3 -arch=${LOOPGPU_ARCH:-sm_90} "$bundle/devbench.cu" "$bundle/devbench.host.c" \
      $(PKG_CONFIG_PATH=$build/pkgconfig pkg-config --cflags --libs loopgpu) -o "$build/devbench"
  fi
  gcc -std=c11 -O2 -Wno-unknown-pragmas "$bundle/devbench.c" -o "$build/devbench-ref" -lm
  # correctness first: the C program against 1 and 2 devices, sizes that
  # the devices, tiles and blocks do not divide
  for c in "jacobi 1007 7" "jacobi 257 3" "gemm 257 2" "gemm 130 1"; do
    "$build/devbench-ref" $c >"$out/ref.out" 2>/dev/null
    for d in 1 2; do
      LOOPGPU_DEVICES=$d "$build/devbench" $c >"$out/dev$d.out" 2>/dev/null
      python3 test/tools/compare.py "$out/ref.out" "$out/dev$d.out" >/dev/null ||
        { echo "run.sh: WRONG: devbench $c with $d devices" >&2; exit 1; }
    done
    echo "   check ok: devbench $c (1 and 2 devices)"
  done
  best() { # best ms of $reps runs of: devices args...
    local d=$1 b= ms
    shift
    for ((k = 0; k < reps; k++)); do
      ms=$(LOOPGPU_DEVICES=$d "$build/devbench" "$@" 2>&1 >/dev/null | awk '/^ms /{print $2}')
      if [ -z "$b" ] || awk -v a="$ms" -v b="$b" 'BEGIN{exit !(a < b)}'; then b=$ms; fi
    done
    echo "$b"
  }
  declare -A T
  for d in 1 2; do
    T[j100_$d]=$(best $d jacobi "$jn" 100)
    T[j10_$d]=$(best $d jacobi "$jn" 10)
    T[g3_$d]=$(best $d gemm "$gn" 3)
    T[g1_$d]=$(best $d gemm "$gn" 1)
  done
  python3 - "$out/devices-bench.json" "$jn" "$gn" \
    "${T[j100_1]}" "${T[j10_1]}" "${T[g3_1]}" "${T[g1_1]}" \
    "${T[j100_2]}" "${T[j10_2]}" "${T[g3_2]}" "${T[g1_2]}" <<'PY'
import json, sys
path, jn, gn = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
v = [float(x) for x in sys.argv[4:]]
one = dict(zip(["j100", "j10", "g3", "g1"], v[0:4]))
two = dict(zip(["j100", "j10", "g3", "g1"], v[4:8]))
def per(t, a, b, n):  # the time of one step apart from the copies
    return (t[a] - t[b]) / n
rows = [
    ("jacobi-2d %d^2 x 100 (wall)" % jn, one["j100"], two["j100"]),
    ("jacobi-2d step (T=100 minus T=10)/90", per(one, "j100", "j10", 90), per(two, "j100", "j10", 90)),
    ("gemm %d^3 (R=1, wall)" % gn, one["g1"], two["g1"]),
    ("gemm product (R=3 minus R=1)/2", per(one, "g3", "g1", 2), per(two, "g3", "g1", 2)),
]
res = {"jacobi_n": jn, "gemm_n": gn, "one_device_ms": one, "two_devices_ms": two, "rows": []}
print("%-42s %12s %12s %8s" % ("case", "1 GPU ms", "2 GPUs ms", "speedup"))
for name, a, b in rows:
    s = a / b if b > 0 else float("nan")
    res["rows"].append({"case": name, "one_ms": a, "two_ms": b, "speedup": s})
    print("%-42s %12.3f %12.3f %7.2fx" % (name, a, b, s))
json.dump(res, open(path, "w"), indent=1)
print("(goal: >= 1.8x; results in %s)" % path)
PY
  ;;
*)
  echo "usage: kernels/bench/devices/run.sh bundle|gpu" >&2
  exit 2
  ;;
esac
