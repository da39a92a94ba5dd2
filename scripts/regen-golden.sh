#!/usr/bin/env bash
# regen-golden.sh [KERNEL...] — regenerate test/golden/NAME.cu, the expected
# translation of kernels/NAME.c, with the current translator (default: every
# kernels/*.c). Review `git diff test/golden` before committing: a golden file
# records what the translator is meant to print.
#
# Translates from the repository root with the relative path kernels/NAME.c,
# exactly as test/golden/NAME.test does, so #line directives carry no
# absolute path. Environment: LOOPGPU (default build/tool/loopgpu),
# LOOPGPU_BUILD (default build/).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${LOOPGPU_BUILD:-$root/build}
loopgpu=${LOOPGPU:-$build/tool/loopgpu}
case $loopgpu in /*) ;; *) loopgpu=$(pwd)/$loopgpu ;; esac
if [ ! -x "$loopgpu" ]; then
  echo "regen-golden.sh: no translator at $loopgpu (build first)" >&2
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
    echo "regen-golden.sh: no kernels/$name.c" >&2
    failed=$((failed + 1))
    continue
  fi
  tmp=$(mktemp)
  if "$loopgpu" "kernels/$name.c" -o "$tmp"; then
    if [ -f "test/golden/$name.cu" ] && cmp -s "$tmp" "test/golden/$name.cu"; then
      echo "unchanged  test/golden/$name.cu"
    else
      echo "written    test/golden/$name.cu"
    fi
    mv "$tmp" "test/golden/$name.cu"
    chmod 644 "test/golden/$name.cu"
    if [ ! -f "test/golden/$name.test" ]; then
      echo "note: no test/golden/$name.test uses it yet (copy one of the others)" >&2
    fi
  else
    rm -f "$tmp"
    echo "FAILED     kernels/$name.c (translator exit status != 0)" >&2
    failed=$((failed + 1))
  fi
done
[ "$failed" -eq 0 ]
