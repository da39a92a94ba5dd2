#!/usr/bin/env bash
# test-sanitize.sh — the whole lit suite against a sanitizer build: configures
# build-asan/ (or $LOOPGPU_ASAN_BUILD) with -DLOOPGPU_SANITIZE=ON (translator
# and emulation runtime with ASan + UBSan, UBSan halting), builds it, and runs
# scripts/test.sh there. The emulated programs the tests build are compiled
# with the same sanitizers (LOOPGPU_EMU_CXXFLAGS, read by build-prog.sh) and
# link the sanitizer runtime through loopgpu-emu.pc. Leak detection is on;
# only libclang-internal leaks are suppressed (fuzz/lsan.supp).
# Last line: `N passed, M failed`, as scripts/test.sh. Arguments go to lit.
# See docs/robustness.md.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${LOOPGPU_ASAN_BUILD:-$root/build-asan}
start=$(date +%s)

cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DLOOPGPU_SANITIZE=ON >"$build.cmake.log" 2>&1 || {
  cat "$build.cmake.log" >&2
  echo "0 passed, 1 failed"
  exit 1
}
rm -f "$build.cmake.log"
ninja -C "$build" || { echo "0 passed, 1 failed"; exit 1; }

supp="$root/fuzz/lsan.supp"
# Every sanitizer report goes to a file of $logs as well as failing the
# process (status 86): lit's `not` accepts any failure, so a report from a
# test that expects the translator to fail would go unnoticed otherwise. The
# run fails when $logs holds any report.
logs=$build/sanitizer-logs
rm -rf "$logs"
mkdir -p "$logs"
common="exitcode=86:log_path=$logs/report:print_suppressions=0"
export ASAN_OPTIONS="$common:detect_leaks=1:halt_on_error=1:detect_stack_use_after_return=0:strict_string_checks=1:check_initialization_order=1:allocator_may_return_null=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="$common:print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
export LSAN_OPTIONS="$common:suppressions=$supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
export LOOPGPU_EMU_CXXFLAGS="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer -g${LOOPGPU_EMU_CXXFLAGS:+ $LOOPGPU_EMU_CXXFLAGS}"
# the emulated programs take longer instrumented
export E2E_TIMEOUT=${E2E_TIMEOUT:-900}

set +e
LOOPGPU_BUILD=$build bash "$root/scripts/test.sh" "$@" | tee "$build/test-sanitize.log"
status=${PIPESTATUS[0]}
set -e
mapfile -t reports < <(find "$logs" -type f | sort)
if [ ${#reports[@]} -gt 0 ]; then
  echo "test-sanitize.sh: ${#reports[@]} sanitizer report(s) in $logs; the first:" >&2
  head -60 "${reports[0]}" >&2
  status=1
fi
echo "test-sanitize.sh: $(($(date +%s) - start)) s, ${#reports[@]} sanitizer report(s)" >&2
if [ ${#reports[@]} -gt 0 ]; then
  # the last line stays `N passed, M failed`: the reports count as failures
  last=$(tail -1 "$build/test-sanitize.log")
  p=${last%% passed*}
  f=${last#*, }
  f=${f%% failed*}
  echo "$p passed, $((f + ${#reports[@]})) failed"
fi
exit $status
