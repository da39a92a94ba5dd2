#!/usr/bin/env bash
# dev.sh — the developer's entry points, one command each:
#
#   scripts/dev.sh setup               make a fresh Debian 12 (or Ubuntu) machine
#                                      ready and build loopgpu into build/
#   scripts/dev.sh test [LIT-ARGS]     set up, build, run the lit suite; last
#                                      line `N passed, M failed`
#   scripts/dev.sh sanitize [LIT-ARGS] the same suite against the ASan + UBSan
#                                      build build-asan/ (docs/robustness.md)
#   scripts/dev.sh demo [N M K]        set up, build, translate kernels/gemm.c,
#                                      build it (GPU or emulation), run it
#   scripts/dev.sh fuzz HARNESS SECONDS [LIBFUZZER-ARGS...]
#                                      a libFuzzer harness of fuzz/ (build-fuzz/)
#   scripts/dev.sh goldens [KERNEL...] regenerate test/golden/NAME.cu and
#                                      NAME.host.c from kernels/NAME.c
#   scripts/dev.sh gpu-bundle DIR [LIT-ARGS]
#                                      the GPU run's bundle: lit --param
#                                      gpu-bundle=DIR over the suite
#
# setup: installs what is missing: libclang-19-dev llvm-19-tools libisl-dev
#   ninja-build pkg-config cmake g++ python3 nodejs (node runs
#   test/ecosystem/problem-matcher-node.test) chromium (headless, for the
#   memory timeline page's tests, test/report/html-*.test) (apt-get, as root; without
#   root it only says what is missing); then cmake -S . -B build -G Ninja &&
#   ninja -C build. Environment: LOOPGPU_BUILD (build directory, default build/),
#   CMAKE_ARGS (extra configure arguments), SETUP_SKIP_INSTALL=1.
#
# test: the whole lit suite (test/, see docs/testing.md), ending with one
#   line `N passed, M failed`; exit status 0 only when nothing failed.
#   Counting: passed = lit's Passed + Expectedly Failed (an XFAIL test that
#   fails as it should); failed = Failed + Unexpectedly Passed + Timed Out +
#   Unresolved. Unsupported tests (e.g. REQUIRES: nvcc without nvcc) are
#   neither and are reported on a line of their own. Arguments are passed to
#   lit (e.g. scripts/dev.sh test --filter e2e); without a path the whole
#   suite build/test runs. Environment: LOOPGPU_BUILD, LIT_OPTS (extra lit
#   options; default -sv), LIT_JOBS.
#
# sanitize: configures build-asan/ (or $LOOPGPU_ASAN_BUILD) with
#   -DLOOPGPU_SANITIZE=ON (translator and emulation runtime with ASan +
#   UBSan, UBSan halting), builds it, and runs `dev.sh test` there. The
#   emulated programs the tests build are compiled with the same sanitizers
#   (LOOPGPU_EMU_CXXFLAGS, read by test/tools/build-prog.sh) and link the
#   sanitizer runtime through loopgpu-emu.pc. Leak detection is on; only
#   libclang-internal leaks are suppressed (fuzz/lsan.supp). Last line `N
#   passed, M failed`, as test (sanitizer reports count as failures).
#
# demo: builds gemm for the GPU when one is present (`nvidia-smi -L` works
#   and nvcc is installed) or for CPU emulation otherwise, runs it, and shows
#   its output next to the plain C program's. Arguments: gemm's sizes (default
#   1007 1007 1007 on a GPU, 257 257 257 under emulation). Environment:
#   LOOPGPU_BUILD, DEMO_DIR (default build/demo).
#
# fuzz: HARNESS is fuzz_pragma, fuzz_translate, fuzz_project (a file, a
#   header and options, real output files) or fuzz_compile (exit 0 => the
#   output compiles), run for SECONDS, niced.
#   Builds build-fuzz/ (or $LOOPGPU_FUZZ_BUILD) with clang-19 and
#   -DLOOPGPU_FUZZ=ON (harnesses with ASan + UBSan + libFuzzer), seeds the
#   corpus build-fuzz/corpus/HARNESS from the tests and kernels the first
#   time (fuzz_translate: every test/**/*.c and kernels/**/*.c; fuzz_pragma:
#   the clauses of every `#pragma loopgpu` line there), and runs with the
#   dictionary fuzz/loopgpu.dict. A crash, a leak of ours, a timeout (10 s)
#   or an exit status other than 0/1 of the translator stops the run and
#   leaves the input in build-fuzz/artifacts/ (reproduce:
#   build-fuzz/fuzz/HARNESS FILE). Environment: FUZZ_JOBS (parallel workers,
#   default 1), CC/CXX (default clang-19/clang++-19).
#
# goldens: with the current translator (default: every kernels/*.c). Review
#   `git diff test/golden` before committing: a golden file records what the
#   translator is meant to print. Translates from the repository root with
#   the relative path kernels/NAME.c, exactly as test/golden/NAME.test does,
#   so #line directives carry no absolute path. Environment: LOOPGPU
#   (default build/tool/loopgpu), LOOPGPU_BUILD (default build/).
#
# gpu-bundle: the half of the GPU run made here (docs/testing.md, "The GPU
#   run"): removes DIR, then runs `dev.sh test` with --param gpu-bundle=DIR:
#   every test that has a %e2e line runs, and each %e2e case leaves its
#   translation and the oracle's output in DIR/cases/; DIR also gets lit,
#   test/, kernels/ and the runtime's sources. LIT-ARGS: lit arguments
#   (paths under build/test to bundle fewer tests). Then, on the device
#   (CUDA, CMake, ninja, python3): python3 DIR/lit/lit.py -sv DIR/test
#   (--param sanitizer=memcheck|racecheck DIR/test/gpu/sanitize-*.test for
#   compute-sanitizer; --param gpu-build=emu to try it without a GPU).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
self=$root/scripts/dev.sh

usage() {
  echo "usage: scripts/dev.sh setup|test|sanitize|demo|fuzz|goldens|gpu-bundle [ARGS...]" >&2
  exit 2
}

cmd_setup() {
  build=${LOOPGPU_BUILD:-$root/build}

  # Package -> a file it installs (present file = nothing to do).
  need=()
  check() { [ -e "$2" ] || need+=("$1"); }
  check libclang-19-dev /usr/lib/llvm-19/include/clang-c/Index.h
  check llvm-19-tools /usr/lib/llvm-19/build/utils/lit/lit.py
  check libisl-dev /usr/include/isl/ctx.h
  command -v ninja >/dev/null 2>&1 || need+=(ninja-build)
  command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
  command -v cmake >/dev/null 2>&1 || need+=(cmake)
  command -v g++ >/dev/null 2>&1 || need+=(g++)
  command -v python3 >/dev/null 2>&1 || need+=(python3)
  command -v node >/dev/null 2>&1 || need+=(nodejs)
  command -v chromium >/dev/null 2>&1 || need+=(chromium)

  if [ ${#need[@]} -gt 0 ] && [ "${SETUP_SKIP_INSTALL:-0}" != 1 ]; then
    echo "dev.sh setup: installing ${need[*]}"
    if [ "$(id -u)" -ne 0 ]; then
      echo "dev.sh setup: not root; install them with: apt-get install -y ${need[*]}" >&2
      exit 1
    fi
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "${need[@]}"
  fi

  # Configure once (again when the cache is from another source tree), build.
  if [ ! -f "$build/CMakeCache.txt" ] || [ ! -f "$build/build.ninja" ]; then
    # shellcheck disable=SC2086  # CMAKE_ARGS is a word list
    cmake -S "$root" -B "$build" -G Ninja ${CMAKE_ARGS:-}
  fi
  ninja -C "$build"
  echo "dev.sh setup: built in $build"
}

cmd_test() {
  build=${LOOPGPU_BUILD:-$root/build}
  lit=${LOOPGPU_LIT_PY:-/usr/lib/llvm-19/build/utils/lit/lit.py}

  bash "$self" setup

  if [ ! -f "$build/test/lit.site.cfg.py" ]; then
    echo "dev.sh test: $build/test/lit.site.cfg.py is missing (the test suite was not configured)" >&2
    echo "0 passed, 1 failed"
    exit 1
  fi

  log=$(mktemp "${TMPDIR:-/tmp}/loopgpu-lit.XXXXXX")
  trap 'rm -f "$log"' EXIT
  opts=()
  # shellcheck disable=SC2206  # LIT_OPTS is a word list
  for o in ${LIT_OPTS:--sv}; do
    case $o in -q | --quiet) ;; *) opts+=("$o") ;; esac # -q hides the counts
  done
  [ -n "${LIT_JOBS:-}" ] && opts+=(-j "$LIT_JOBS")
  paths=("$@")
  has_path=0
  for a in "$@"; do case $a in -*) ;; *) has_path=1 ;; esac; done
  [ "$has_path" = 1 ] || paths+=("$build/test")

  set +e
  # lit reads LIT_OPTS itself: it is passed (filtered) as arguments instead.
  env -u LIT_OPTS python3 "$lit" "${opts[@]}" "${paths[@]}" 2>&1 | tee "$log"
  lit_status=${PIPESTATUS[0]}
  set -e

  # lit's summary lines look like "  Passed     : 12 (40.00%)" (lit 19) or
  # "  Passed: 12" (older); a kind that did not occur is not printed.
  count() {
    sed -n "s/^ *$1 *: *\\([0-9][0-9]*\\).*/\\1/p" "$log" | tail -1 | grep . || echo 0
  }
  passed=$(($(count Passed) + $(count "Expectedly Failed")))
  failed=$(($(count Failed) + $(count "Unexpectedly Passed") + $(count "Timed Out") + $(count Unresolved)))
  unsupported=$(count Unsupported)
  if [ "$lit_status" -ne 0 ] && [ "$failed" -eq 0 ]; then
    failed=1 # lit itself failed (bad configuration, no tests found, ...)
    echo "dev.sh test: lit exited with status $lit_status" >&2
  fi
  [ "$unsupported" -gt 0 ] && echo "($unsupported unsupported: their REQUIRES are not met here)"
  echo "$passed passed, $failed failed"
  [ "$failed" -eq 0 ]
}

cmd_sanitize() {
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
  # log_exe_name: the report file names the program that reported
  common="exitcode=86:log_path=$logs/report:log_exe_name=1:print_suppressions=0"
  # malloc_context_size=2: an allocation's stack is malloc and its caller
  # only, so fuzz/lsan.supp's libclang/LLVM patterns match a leak that
  # libclang allocated itself and never one that loopgpu's visitors, called
  # from libclang, allocated (with whole stacks they matched those too)
  export ASAN_OPTIONS="$common:malloc_context_size=2:detect_leaks=1:halt_on_error=1:detect_stack_use_after_return=0:strict_string_checks=1:check_initialization_order=1:allocator_may_return_null=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
  export UBSAN_OPTIONS="$common:print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
  export LSAN_OPTIONS="$common:suppressions=$supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
  export LOOPGPU_EMU_CXXFLAGS="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer -g${LOOPGPU_EMU_CXXFLAGS:+ $LOOPGPU_EMU_CXXFLAGS}"
  # the emulated programs take longer instrumented
  export E2E_TIMEOUT=${E2E_TIMEOUT:-900}

  set +e
  LOOPGPU_BUILD=$build bash "$self" test "$@" | tee "$build/test-sanitize.log"
  status=${PIPESTATUS[0]}
  set -e
  mapfile -t reports < <(find "$logs" -type f | sort)
  if [ ${#reports[@]} -gt 0 ]; then
    echo "dev.sh sanitize: ${#reports[@]} sanitizer report(s) in $logs; the first:" >&2
    head -60 "${reports[0]}" >&2
    status=1
  fi
  echo "dev.sh sanitize: $(($(date +%s) - start)) s, ${#reports[@]} sanitizer report(s)" >&2
  if [ ${#reports[@]} -gt 0 ]; then
    # the last line stays `N passed, M failed`: the reports count as failures
    last=$(tail -1 "$build/test-sanitize.log")
    p=${last%% passed*}
    f=${last#*, }
    f=${f%% failed*}
    echo "$p passed, $((f + ${#reports[@]})) failed"
  fi
  exit $status
}

cmd_demo() {
  build=${LOOPGPU_BUILD:-$root/build}
  out=${DEMO_DIR:-$build/demo}

  bash "$self" setup
  mkdir -p "$out"
  loopgpu=$build/tool/loopgpu

  echo "== loopgpu kernels/gemm.c -o $out/gemm.cu"
  (cd "$root" && "$loopgpu" kernels/gemm.c -o "$out/gemm.cu")
  echo "   $(wc -l <"$out/gemm.cu") + $(wc -l <"$out/gemm.host.c") lines; the kernels:"
  grep -n "__global__" "$out/gemm.cu" | sed 's/^/   /' || true

  if nvidia-smi -L >/dev/null 2>&1 && { command -v nvcc >/dev/null 2>&1 || [ -x /usr/local/cuda/bin/nvcc ]; }; then
    mode=gpu
    if [ $# -gt 0 ]; then args=("$@"); else args=(1007 1007 1007); fi
    echo "== GPU: $(nvidia-smi -L | head -1)"
    echo "== nvcc -arch=sm_90 gemm.cu gemm.host.c \$(pkg-config --cflags --libs loopgpu)"
    LOOPGPU_BUILD=$build bash "$root/test/tools/build-prog.sh" gpu -O3 -o "$out/gemm" "$out/gemm.cu"
  else
    mode=emulation
    if [ $# -gt 0 ]; then args=("$@"); else args=(257 257 257); fi
    echo "== no GPU here: CPU emulation"
    echo "== c++ -x c++ gemm.cu -x c gemm.host.c -x none \$(pkg-config --cflags --libs loopgpu-emu)"
    LOOPGPU_BUILD=$build bash "$root/test/tools/build-prog.sh" emu -O2 -o "$out/gemm" "$out/gemm.cu"
  fi
  LOOPGPU_BUILD=$build bash "$root/test/tools/build-prog.sh" cc -o "$out/gemm.ref" "$root/kernels/gemm.c"

  echo "== $mode run: gemm ${args[*]}"
  LOOPGPU_REPORT="json:$out/gemm.report.json" "$out/gemm" "${args[@]}" | tee "$out/gemm.out"
  echo "== the plain C program (the oracle) prints the same, within 1e-4:"
  "$out/gemm.ref" "${args[@]}" >"$out/gemm.ref.out"
  python3 "$root/test/tools/compare.py" "$out/gemm.ref.out" "$out/gemm.out"
  echo "== again with the footprint report: LOOPGPU_REPORT=1 gemm ${args[*]}"
  LOOPGPU_REPORT=1 "$out/gemm" "${args[@]}" >"$out/gemm.report.txt" 2>&1 || true
  grep -v '^\(n\|m\|k\|checksum\|C\[\)' "$out/gemm.report.txt" || echo "(no report printed)"
  echo "== files in $out: gemm.cu and gemm.host.c (the translation), gemm, gemm.out, gemm.report.json"
}

cmd_fuzz() {
  if [ $# -lt 2 ]; then
    echo "usage: dev.sh fuzz fuzz_pragma|fuzz_translate|fuzz_project|fuzz_compile SECONDS [LIBFUZZER-ARGS...]" >&2
    exit 2
  fi
  harness=$1
  secs=$2
  shift 2
  case $harness in fuzz_pragma | fuzz_translate | fuzz_project | fuzz_compile) ;; *)
    echo "dev.sh fuzz: unknown harness '$harness' (fuzz_pragma, fuzz_translate, fuzz_project, fuzz_compile)" >&2
    exit 2
    ;;
  esac
  build=${LOOPGPU_FUZZ_BUILD:-$root/build-fuzz}

  bash "$self" setup >/dev/null
  # the harnesses need clang 19 and its sanitizer + libFuzzer runtimes
  need=()
  command -v clang-19 >/dev/null 2>&1 || need+=(clang-19)
  [ -e /usr/lib/llvm-19/lib/clang/19/lib/x86_64-pc-linux-gnu/libclang_rt.fuzzer.a ] ||
    [ -e /usr/lib/llvm-19/lib/clang/19/lib/linux/libclang_rt.fuzzer-x86_64.a ] ||
    need+=(libclang-rt-19-dev)
  if [ ${#need[@]} -gt 0 ]; then
    if [ "$(id -u)" -ne 0 ]; then
      echo "dev.sh fuzz: not root; install them with: apt-get install -y ${need[*]}" >&2
      exit 1
    fi
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}"
  fi

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
      if [ "$harness" = fuzz_translate ] || [ "$harness" = fuzz_compile ]; then
        cp "$f" "$corpus/seed-$k.c"
        k=$((k + 1))
      elif [ "$harness" = fuzz_project ]; then
        # byte 0 picks the options (fuzz/fuzz_project.c); every other seed
        # moves a helper into a header the file includes
        flags=$((k * 37 % 256))
        { printf "\\$(printf '%03o' "$flags")"
          if [ $((k % 2)) = 1 ]; then
            printf '#include "h.h"\n'
            cat "$f"
            printf '\n//--- h.h\n#define LG_N 64\nstatic inline float lg_twice(float x) { return 2 * x; }\n'
          else
            cat "$f"
          fi
        } >"$corpus/seed-$k"
        k=$((k + 1))
      else
        while IFS= read -r line; do
          printf '%s' "$line" >"$corpus/seed-$k"
          k=$((k + 1))
        done < <(sed -n 's/^[[:space:]]*#[[:space:]]*pragma[[:space:]]\{1,\}loopgpu[[:space:]]*//p' "$f")
      fi
    done
    echo "dev.sh fuzz: seeded $corpus with $k inputs"
  fi
  mkdir -p "$build/artifacts"
  # malloc_context_size=2: fuzz/lsan.supp then matches libclang's own
  # allocations only (see cmd_sanitize)
  export ASAN_OPTIONS="malloc_context_size=2:detect_leaks=1:allocator_may_return_null=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
  export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
  export LSAN_OPTIONS="suppressions=$root/fuzz/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
  maxlen=65536
  [ "$harness" = fuzz_pragma ] && maxlen=512
  [ "$harness" = fuzz_compile ] && maxlen=32768
  jobs=()
  [ -n "${FUZZ_JOBS:-}" ] && jobs=(-jobs="$FUZZ_JOBS" -workers="$FUZZ_JOBS")
  start=$(date -u +%Y-%m-%dT%H:%M:%SZ)
  echo "dev.sh fuzz: $harness for $secs s from $start"
  set +e
  nice -n 19 "$build/fuzz/$harness" -max_total_time="$secs" -timeout=10 -rss_limit_mb=4096 \
    -max_len="$maxlen" -close_fd_mask=2 -print_final_stats=1 -dict="$root/fuzz/loopgpu.dict" \
    -artifact_prefix="$build/artifacts/$harness-" "${jobs[@]}" "$@" "$corpus"
  status=$?
  set -e
  echo "dev.sh fuzz: $harness ran from $start to $(date -u +%Y-%m-%dT%H:%M:%SZ), status $status"
  exit $status
}

cmd_goldens() {
  build=${LOOPGPU_BUILD:-$root/build}
  loopgpu=${LOOPGPU:-$build/tool/loopgpu}
  case $loopgpu in /*) ;; *) loopgpu=$(pwd)/$loopgpu ;; esac
  if [ ! -x "$loopgpu" ]; then
    echo "dev.sh goldens: no translator at $loopgpu (build first)" >&2
    exit 2
  fi
  cd "$root"
  if [ $# -gt 0 ]; then
    names=("$@")
  else
    names=()
    for f in kernels/*.c; do names+=("$(basename "$f" .c)"); done
  fi
  failed=0
  for name in "${names[@]}"; do
    name=$(basename "$name" .c)
    if [ ! -f "kernels/$name.c" ]; then
      echo "dev.sh goldens: no kernels/$name.c" >&2
      failed=$((failed + 1))
      continue
    fi
    tmp=$(mktemp -d)
    if "$loopgpu" "kernels/$name.c" -o "$tmp/$name.cu"; then
      for half in cu host.c; do
        if [ -f "test/golden/$name.$half" ] && cmp -s "$tmp/$name.$half" "test/golden/$name.$half"; then
          echo "unchanged  test/golden/$name.$half"
        else
          echo "written    test/golden/$name.$half"
        fi
        mv "$tmp/$name.$half" "test/golden/$name.$half"
        chmod 644 "test/golden/$name.$half"
      done
      if [ ! -f "test/golden/$name.test" ]; then
        echo "note: no test/golden/$name.test uses it yet (copy one of the others)" >&2
      fi
    else
      echo "FAILED     kernels/$name.c (translator exit status != 0)" >&2
      failed=$((failed + 1))
    fi
    rm -rf "$tmp"
  done
  [ "$failed" -eq 0 ]
}

cmd_gpu_bundle() {
  [ $# -ge 1 ] || usage
  dir=$1
  shift
  case $dir in /*) ;; *) dir=$PWD/$dir ;; esac
  rm -rf "${dir:?}"
  mkdir -p "$dir"
  status=0
  LIT_OPTS="${LIT_OPTS:--s} --param gpu-bundle=$dir" cmd_test "$@" || status=$?
  echo "dev.sh gpu-bundle: $(find "$dir/cases" -name case.txt | wc -l) cases in $dir ($(du -sh "$dir" | cut -f1))"
  echo "on the device: python3 $(basename "$dir")/lit/lit.py -sv $(basename "$dir")/test"
  return $status
}

[ $# -gt 0 ] || usage
cmd=$1
shift
case $cmd in
setup | test | sanitize | demo | fuzz | goldens) "cmd_$cmd" "$@" ;;
gpu-bundle) cmd_gpu_bundle "$@" ;;
*) usage ;;
esac
