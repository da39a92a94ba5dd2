#!/usr/bin/env bash
# fuzz.sh HARNESS SECONDS [LIBFUZZER-ARGS...] — run a libFuzzer harness of
# fuzz/ (fuzz_pragma or fuzz_translate) for SECONDS, niced.
#
# Builds build-fuzz/ (or $LOOPGPU_FUZZ_BUILD) with clang-19 and
# -DLOOPGPU_FUZZ=ON (harnesses with ASan + UBSan + libFuzzer), seeds the
# corpus build-fuzz/corpus/HARNESS from the tests and kernels the first time
# (fuzz_translate: every test/**/*.c and kernels/**/*.c; fuzz_pragma: the
# clauses of every `#pragma loopgpu` line there), and runs with the
# dictionary fuzz/loopgpu.dict. A crash, a leak of ours, a timeout (10 s) or
# an exit status other than 0/1 of the translator stops the run and leaves
# the input in build-fuzz/artifacts/ (reproduce: build-fuzz/fuzz/HARNESS FILE).
# Environment: FUZZ_JOBS (parallel workers, default 1), CC/CXX (default
# clang-19/clang++-19). See docs/robustness.md.
set -euo pipefail

if [ $# -lt 2 ]; then
  echo "usage: fuzz.sh fuzz_pragma|fuzz_translate SECONDS [LIBFUZZER-ARGS...]" >&2
  exit 2
fi
harness=$1
secs=$2
shift 2
case $harness in fuzz_pragma | fuzz_translate) ;; *)
  echo "fuzz.sh: unknown harness '$harness' (fuzz_pragma, fuzz_translate)" >&2
  exit 2
  ;;
esac
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${LOOPGPU_FUZZ_BUILD:-$root/build-fuzz}

if [ ! -f "$build/build.ninja" ]; then
  CC=${CC:-clang-19} CXX=${CXX:-clang++-19} cmake -S "$root" -B "$build" -G Ninja \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo -DLOOPGPU_FUZZ=ON
fi
nice -n 19 ninja -C "$build" "$harness"

corpus=$build/corpus/$harness
if [ ! -d "$corpus" ]; then
  mkdir -p "$corpus"
  mapfile -t files < <(find "$root/test" "$root/kernels" -name '*.c' | sort)
  k=0
  for f in "${files[@]}"; do
    if [ "$harness" = fuzz_translate ]; then
      cp "$f" "$corpus/seed-$k.c"
      k=$((k + 1))
    else
      while IFS= read -r line; do
        printf '%s' "$line" >"$corpus/seed-$k"
        k=$((k + 1))
      done < <(sed -n 's/^[[:space:]]*#[[:space:]]*pragma[[:space:]]\{1,\}loopgpu[[:space:]]*//p' "$f")
    fi
  done
  echo "fuzz.sh: seeded $corpus with $k inputs"
fi
mkdir -p "$build/artifacts"
export ASAN_OPTIONS="detect_leaks=1:allocator_may_return_null=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
export LSAN_OPTIONS="suppressions=$root/fuzz/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
maxlen=65536
[ "$harness" = fuzz_pragma ] && maxlen=512
jobs=()
[ -n "${FUZZ_JOBS:-}" ] && jobs=(-jobs="$FUZZ_JOBS" -workers="$FUZZ_JOBS")
start=$(date -u +%Y-%m-%dT%H:%M:%SZ)
echo "fuzz.sh: $harness for $secs s from $start"
set +e
nice -n 19 "$build/fuzz/$harness" -max_total_time="$secs" -timeout=10 -rss_limit_mb=4096 \
  -max_len="$maxlen" -close_fd_mask=2 -print_final_stats=1 -dict="$root/fuzz/loopgpu.dict" \
  -artifact_prefix="$build/artifacts/$harness-" "${jobs[@]}" "$@" "$corpus"
status=$?
set -e
echo "fuzz.sh: $harness ran from $start to $(date -u +%Y-%m-%dT%H:%M:%SZ), status $status"
exit $status
