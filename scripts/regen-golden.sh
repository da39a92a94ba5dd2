#!/usr/bin/env bash
# regen-golden.sh [KERNEL...] — regenerate test/golden/NAME.cu and
# test/golden/NAME.host.c, the expected translation of kernels/NAME.c (its
# CUDA half and its host half), with the current translator (default: every
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
