#!/usr/bin/env bash
# test/gpu/run.sh — the GPU end-to-end run, on a machine with an NVIDIA GPU,
# CUDA (nvcc, compute-sanitizer), cmake and ninja but no libclang.
#
# Run from the repository root, with gpu-bundle/ made here by
# scripts/device-bundle.sh gpu (it holds the translations, the cases and the
# oracle's expected outputs). Steps:
#   1. build the runtime only: cmake -S . -B build-gpu -G Ninja -DLOOPGPU_BUILD_TOOL=OFF
#   2. nvcc -arch=sm_90 -O3 -lineinfo each gpu-bundle/cu/NAME.cu with the loopgpu.pc flags
#   3. run every case of gpu-bundle/cases.txt (test sizes, one large size) and
#      compare with the oracle (test/tools/compare.py)
#   4. compute-sanitizer --tool memcheck (with leak check) and --tool racecheck
#      on each kernel at its `sanitize` size
#   5. a summary table, then a line `N passed, M failed`; exit 1 if any failed.
# Logs go to build-gpu/gpu-logs; when OUT is set (the device machine's output
# folder) the run also leaves there summary.txt, results.tsv and
# gpu-logs.tar.gz (few files: the device returns only a handful). The whole run stops starting new steps
# after GPU_RUN_BUDGET_S seconds (default 540) so that it fits in one 10-minute
# call; what is skipped counts as failed.
# Environment: GPU_BUNDLE (default gpu-bundle), GPU_RUN_BUDGET_S, CASE_TIMEOUT_S
# (default 120), SANITIZE_TIMEOUT_S (default 180), LOOPGPU_ARCH (default sm_90).
set -uo pipefail

root=$(pwd)
if [ ! -f "$root/test/gpu/run.sh" ]; then
  echo "run.sh: run it from the repository root" >&2
  exit 2
fi
bundle=${GPU_BUNDLE:-$root/gpu-bundle}
build=$root/build-gpu
logs=$build/gpu-logs
budget=${GPU_RUN_BUDGET_S:-540}
case_timeout=${CASE_TIMEOUT_S:-120}
san_timeout=${SANITIZE_TIMEOUT_S:-180}
arch=${LOOPGPU_ARCH:-sm_90}
start=$(date +%s)
export PATH="$PATH:/usr/local/cuda/bin"
mkdir -p "$logs"

results=$logs/results.tsv
: >"$results"
record() { # record NAME RESULT SECONDS [NOTE]
  printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "${4:-}" >>"$results"
  printf '%-40s %-5s %6ss %s\n' "$1" "$2" "$3" "${4:-}"
}
mismatch_note() { # the reason compare.py gave, without the file names
  head -1 "$1" | sed 's/^compare.py: MISMATCH [^ ]* vs [^ ]*: //' | cut -c1-110
}
elapsed() { echo $(($(date +%s) - start)); }
out_of_time() { [ "$(elapsed)" -ge "$budget" ]; }

summary() {
  echo
  echo "==================== GPU end-to-end summary ===================="
  printf '%-40s %-5s %7s  %s\n' TEST RESULT TIME NOTE
  while IFS=$'\t' read -r n r t note; do
    printf '%-40s %-5s %6ss  %s\n' "$n" "$r" "$t" "$note"
  done <"$results"
  local p f
  p=$(awk -F'\t' '$2 == "PASS"' "$results" | wc -l)
  f=$(awk -F'\t' '$2 != "PASS"' "$results" | wc -l)
  echo "device: $(nvidia-smi -L 2>/dev/null | head -1 || echo unknown)"
  echo "logs: $logs   total time: $(elapsed)s"
  echo "$p passed, $f failed"
  [ "$f" -eq 0 ]
}

finish() { # the summary, copied to $OUT; exits with its status
  summary | tee "$logs/summary.txt"
  local status=${PIPESTATUS[0]}
  if [ -n "${OUT:-}" ]; then
    mkdir -p "$OUT"
    cp "$logs/summary.txt" "$logs/results.tsv" "$OUT/" 2>/dev/null
    tar -C "$build" -czf "$OUT/gpu-logs.tar.gz" gpu-logs 2>/dev/null
  fi
  exit "$status"
}

echo "== gpu run: bundle $bundle, logs $logs"
[ -f "$bundle/MANIFEST" ] && sed 's/^/   /' "$bundle/MANIFEST"
nvidia-smi -L 2>&1 | head -4
if [ ! -f "$bundle/cases.txt" ]; then
  record bundle FAIL 0 "no $bundle/cases.txt: run scripts/device-bundle.sh gpu here and carry gpu-bundle"
  finish
fi

# 1. the runtime only.
t0=$(date +%s)
if cmake -S "$root" -B "$build" -G Ninja -DLOOPGPU_BUILD_TOOL=OFF -DCMAKE_BUILD_TYPE=Release \
  >"$logs/runtime-build.log" 2>&1 && ninja -C "$build" >>"$logs/runtime-build.log" 2>&1; then
  record runtime-build PASS $(($(date +%s) - t0))
else
  record runtime-build FAIL $(($(date +%s) - t0)) "see runtime-build.log"
  tail -30 "$logs/runtime-build.log"
  finish
fi

# 2. compile every translation (in parallel: nvcc is the slow part).
mkdir -p "$build/gpu-bin"
t0=$(date +%s)
jobs=$(nproc 2>/dev/null || echo 4)
for cu in "$bundle"/cu/*.cu; do
  [ -e "$cu" ] || continue
  name=$(basename "$cu" .cu)
  (
    t1=$(date +%s)
    if LOOPGPU_BUILD=$build LOOPGPU_ARCH=$arch bash "$root/test/tools/build-prog.sh" gpu -O3 -lineinfo \
      -o "$build/gpu-bin/$name" "$cu" >"$logs/$name.nvcc.log" 2>&1; then
      echo "PASS $(($(date +%s) - t1))" >"$build/gpu-bin/$name.status"
    else
      echo "FAIL $(($(date +%s) - t1))" >"$build/gpu-bin/$name.status"
    fi
  ) &
  while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do sleep 0.2; done
done
wait
echo "== compiled in $(($(date +%s) - t0))s"

# Oracles: the expected outputs come in the bundle; a missing one is made here
# from the shipped C source with gcc.
oracle_out() { # oracle_out NAME ID ARGS... -> path of the expected output
  local name=$1 id=$2
  shift 2
  local exp=$bundle/expected/$name.$id.out
  if [ ! -s "$exp" ]; then
    exp=$build/gpu-expected/$name.$id.out
    mkdir -p "$build/gpu-expected"
    if [ ! -x "$build/gpu-expected/$name.ref" ]; then
      LOOPGPU_BUILD=$build bash "$root/test/tools/build-prog.sh" cc -o "$build/gpu-expected/$name.ref" \
        "$bundle/src/$name.c" >>"$logs/$name.oracle.log" 2>&1 || return 1
    fi
    "$build/gpu-expected/$name.ref" "$@" >"$exp" 2>>"$logs/$name.oracle.log" || return 1
  fi
  echo "$exp"
}

declare -A compiled_ok
for cu in "$bundle"/cu/*.cu; do
  [ -e "$cu" ] || continue
  name=$(basename "$cu" .cu)
  read -r res secs <"$build/gpu-bin/$name.status"
  record "nvcc $name" "$res" "$secs" "$([ "$res" = PASS ] || echo "see $name.nvcc.log")"
  [ "$res" = PASS ] && compiled_ok[$name]=1
done

# 3 and 4. the cases.
while read -r kind name args; do
  [ -n "${kind:-}" ] || continue
  id=$(echo "${args:-default}" | tr ' ' '_')
  label="$kind $name $args"
  if out_of_time; then
    record "$label" SKIP 0 "time budget (${budget}s) spent"
    continue
  fi
  if [ -z "${compiled_ok[$name]:-}" ]; then
    record "$label" FAIL 0 "no binary (translation or nvcc failed)"
    continue
  fi
  exe=$build/gpu-bin/$name
  # shellcheck disable=SC2086  # args is a word list
  if ! exp=$(oracle_out "$name" "$id" $args); then
    record "$label" FAIL 0 "no oracle output (see $name.oracle.log)"
    continue
  fi
  log=$logs/$name.$kind.$id
  t1=$(date +%s)
  if [ "$kind" = sanitize ]; then
    for tool in memcheck racecheck; do
      extra=()
      [ "$tool" = memcheck ] && extra=(--leak-check full)
      t1=$(date +%s)
      # shellcheck disable=SC2086
      timeout "$san_timeout" compute-sanitizer --tool "$tool" "${extra[@]}" --error-exitcode 99 \
        --print-limit 20 --log-file "$log.$tool.log" "$exe" $args >"$log.$tool.out" 2>"$log.$tool.err"
      rc=$?
      secs=$(($(date +%s) - t1))
      summary_line=$(grep -h "ERROR SUMMARY\|RACECHECK SUMMARY" "$log.$tool.log" 2>/dev/null | tail -1 | sed 's/^=* *//')
      if [ $rc -ne 0 ]; then
        record "$tool $name $args" FAIL "$secs" "status $rc; ${summary_line:-see log}"
      elif ! python3 "$root/test/tools/compare.py" "$exp" "$log.$tool.out" >"$log.$tool.compare" 2>&1; then
        record "$tool $name $args" FAIL "$secs" "$(mismatch_note "$log.$tool.compare")"
      else
        record "$tool $name $args" PASS "$secs" "$summary_line"
      fi
    done
    continue
  fi
  env_report=()
  [ "$kind" = large ] && env_report=(LOOPGPU_REPORT="json:$log.report.json")
  # shellcheck disable=SC2086
  env "${env_report[@]}" timeout "$case_timeout" "$exe" $args >"$log.out" 2>"$log.err"
  rc=$?
  secs=$(($(date +%s) - t1))
  if [ $rc -ne 0 ]; then
    record "$label" FAIL "$secs" "status $rc: $(head -1 "$log.err" | cut -c1-100)"
  elif ! python3 "$root/test/tools/compare.py" "$exp" "$log.out" >"$log.compare" 2>&1; then
    record "$label" FAIL "$secs" "$(mismatch_note "$log.compare")"
  else
    record "$label" PASS "$secs"
  fi
done <"$bundle/cases.txt"

finish
