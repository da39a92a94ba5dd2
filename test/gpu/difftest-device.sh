#!/usr/bin/env bash
# difftest-device.sh [BUNDLE] — the randomized differential programs of
# scripts/difftest.py on the GPU (issue #9, docs/robustness.md). Run on the
# device machine from the repository root; BUNDLE (default
# device-extra/difftest) was made here by
#   scripts/difftest.py --bundle device-extra/difftest -n 400 --seed 31 --unroll
# (scripts/device-bundle.sh extra does it): src/bK.c the C programs, cu/bK.cu their
# translations, cases.txt `bK NAME...` the functions of each file.
# Steps: build the runtime (build-gpu, as test/gpu/run.sh) when it is not
# there; compile every cu/bK.cu with nvcc for sm_90 and every src/bK.c with
# gcc (the C oracle), 16 at a time; run both; compare the outputs function by
# function (test/tools/compare.py's rules: every line NAME_... of a function).
# Prints one line per failing function, then `difftest-device: N passed,
# M failed` (functions); exit 1 if any failed. Logs: $DIFFTEST_WORK
# (default build-extra/difftest), and $OUT/difftest-logs.tar.gz when OUT is
# set. Environment: LOOPGPU_BUILD (default build-gpu), DIFFTEST_JOBS (16),
# DIFFTEST_BUILD_MODE (default gpu; emu checks this script on a machine
# without a GPU: the same comparisons against the CPU emulation).
set -uo pipefail
export PATH="$PATH:/usr/local/cuda/bin"
root=$PWD
bundle=${1:-device-extra/difftest}
work=${DIFFTEST_WORK:-$root/build-extra/difftest}
export LOOPGPU_BUILD=${LOOPGPU_BUILD:-$root/build-gpu}
jobs=${DIFFTEST_JOBS:-16}
t0=$(date +%s)
if [ ! -f "$bundle/cases.txt" ]; then
  echo "difftest-device: no $bundle/cases.txt (make it here: scripts/device-bundle.sh extra)" >&2
  exit 2
fi
rm -rf "$work"
mkdir -p "$work"
if [ ! -f "$LOOPGPU_BUILD/pkgconfig/loopgpu.pc" ]; then
  if ! { cmake -S . -B "$LOOPGPU_BUILD" -G Ninja -DLOOPGPU_BUILD_TOOL=OFF && ninja -C "$LOOPGPU_BUILD"; } \
    >"$work/runtime-build.log" 2>&1; then
    echo "difftest-device: the runtime does not build: $(tail -3 "$work/runtime-build.log")"
    exit 1
  fi
fi
# shellcheck disable=SC2016
cut -d' ' -f1 "$bundle/cases.txt" | xargs -P "$jobs" -I{} bash -c '
  b=$1 bundle=$2 work=$3
  bash test/tools/build-prog.sh "$4" -O2 -o "$work/$b.gpu" "$bundle/cu/$b.cu" >"$work/$b.nvcc.log" 2>&1
  bash test/tools/build-prog.sh cc -fno-builtin-sin -o "$work/$b.ref" "$bundle/src/$b.c" >"$work/$b.gcc.log" 2>&1
' _ {} "$bundle" "$work" "${DIFFTEST_BUILD_MODE:-gpu}"
echo "difftest-device: built $(wc -l <"$bundle/cases.txt") files in $(($(date +%s) - t0)) s"
while read -r b _; do
  [ -x "$work/$b.ref" ] && timeout 120 "$work/$b.ref" >"$work/$b.ref.out" 2>"$work/$b.ref.err"
  echo $? >"$work/$b.ref.status"
  [ -x "$work/$b.gpu" ] && timeout 120 "$work/$b.gpu" >"$work/$b.gpu.out" 2>"$work/$b.gpu.err"
  echo $? >"$work/$b.gpu.status"
done <"$bundle/cases.txt"
python3 - "$bundle" "$work" <<'PY'
import os, sys
sys.path.insert(0, "test/tools")  # compare.py
from compare import compare_lines, records

bundle, work = sys.argv[1:]
passed = failed = 0


def read(path):
    try:
        with open(path) as f:
            return f.read()
    except OSError:
        return ""


def by_function(text):
    groups = {}
    for no, line in records(text):
        groups.setdefault(line.split()[0].split("_")[0], []).append((no, line))
    return groups


for line in open(os.path.join(bundle, "cases.txt")):
    b, *names = line.split()
    why = None
    if not os.path.exists(os.path.join(work, b + ".gpu")):
        why = "nvcc failed: " + " ".join(l for l in read(os.path.join(work, b + ".nvcc.log")).splitlines()
                                         if "error" in l)[:300]
    elif not os.path.exists(os.path.join(work, b + ".ref")):
        why = "gcc failed: " + read(os.path.join(work, b + ".gcc.log"))[:300]
    elif read(os.path.join(work, b + ".ref.status")).strip() != "0":
        why = "the C oracle failed: " + read(os.path.join(work, b + ".ref.err"))[-300:]
    ref_text = read(os.path.join(work, b + ".ref.out"))
    ref, gpu = by_function(ref_text), by_function(read(os.path.join(work, b + ".gpu.out")))
    for n in names:
        msg = why or compare_lines(ref.get(n, []), gpu.get(n, []), 1e-4)
        if msg is None:
            passed += 1
        else:
            failed += 1
            print("FAIL %s %s: %s" % (b, n, msg.replace("\n", " ")[:400]))
    status = read(os.path.join(work, b + ".gpu.status")).strip()
    if why is None and status != "0":  # counted once more, whatever it printed
        failed += 1
        print("FAIL %s: GPU run exit status %s: %s"
              % (b, status, read(os.path.join(work, b + ".gpu.err"))[-300:].replace("\n", " ")))
    # the oracle here (expected/) and the oracle there should agree
    exp = read(os.path.join(bundle, "expected", b + ".out"))
    if why is None and compare_lines(records(exp), records(ref_text), 1e-4):
        print("note %s: the C oracle's output here (expected/) and there differ" % b)
print("difftest-device: %d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
PY
st=$?
echo "difftest-device: $(($(date +%s) - t0)) s"
if [ -n "${OUT:-}" ]; then # the device tool's output folder: every log and output
  tar czf "$OUT/difftest-logs.tar.gz" -C "$(dirname "$work")" "$(basename "$work")" 2>/dev/null
fi
exit $st
