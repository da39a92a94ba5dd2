#!/usr/bin/env bash
# test.sh — set up and build (scripts/setup.sh), run the whole lit suite
# (test/, see docs/testing.md), and end with one line `N passed, M failed`.
# Exit status 0 only when nothing failed.
#
# Counting: passed = lit's Passed + Expectedly Failed (an XFAIL test that
# fails as it should); failed = Failed + Unexpectedly Passed + Timed Out +
# Unresolved. Unsupported tests (e.g. REQUIRES: nvcc without nvcc) are neither
# and are reported on a line of their own.
# Arguments are passed to lit (e.g. scripts/test.sh --filter e2e); without a
# path the whole suite build/test runs. Environment: LOOPGPU_BUILD,
# LIT_OPTS (extra lit options; default -sv), LIT_JOBS.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${LOOPGPU_BUILD:-$root/build}
lit=${LOOPGPU_LIT_PY:-/usr/lib/llvm-19/build/utils/lit/lit.py}

bash "$root/scripts/setup.sh"

if [ ! -f "$build/test/lit.site.cfg.py" ]; then
  echo "test.sh: $build/test/lit.site.cfg.py is missing (the test suite was not configured)" >&2
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
  echo "test.sh: lit exited with status $lit_status" >&2
fi
[ "$unsupported" -gt 0 ] && echo "($unsupported unsupported: their REQUIRES are not met here)"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
