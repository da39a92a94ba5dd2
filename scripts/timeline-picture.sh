#!/usr/bin/env bash
# timeline-picture.sh [OUT.png [N T]] — the README's picture of the memory
# timeline (docs/report.md): issue #5's worked example, kernels/solver.c,
# translated twice (with `nohoist` on its host loop, and as it is: hoisted),
# built for the CPU emulation, run with LOOPGPU_REPORT=json:... and
# LOOPGPU_EVENTS=1 (N cells, T steps; default 100003 20), the two reports
# made one comparison page by loopgpu-report (A: nohoist, B: hoisted), and
# the page shot by headless Chromium at 1400x1000.
# Default OUT: docs/timeline-solver.png; the page and the reports are left
# in $WORK (default build/timeline-picture/). Environment: LOOPGPU_BUILD.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${LOOPGPU_BUILD:-$root/build}
out=$(realpath -m "${1:-$root/docs/timeline-solver.png}")
n=${2:-100003} t=${3:-20}
work=${WORK:-$build/timeline-picture}
rm -rf "$work" && mkdir -p "$work/nohoist" "$work/hoist"
sed 's/^#pragma loopgpu host$/#pragma loopgpu host nohoist/' "$root/kernels/solver.c" >"$work/nohoist/solver.c"
cp "$root/kernels/solver.c" "$work/hoist/solver.c"
for v in nohoist hoist; do
  (cd "$work/$v" && "$build/tool/loopgpu" -w solver.c -o solver.cu &&
    LOOPGPU_BUILD=$build bash "$root/test/tools/build-prog.sh" emu -O2 -o solver solver.cu &&
    LOOPGPU_REPORT=json:../$v.json LOOPGPU_EVENTS=1 ./solver "$n" "$t" >/dev/null)
done
(cd "$work" && "$build/runtime/loopgpu-report" nohoist.json hoist.json -o solver.html)
bash "$root/test/tools/chromium.sh" shot "$work/solver.html" "$out" 1400 1000
python3 "$root/test/report/Inputs/check_png.py" "$out" 1400 1000 0.05
echo "timeline-picture.sh: $out (page: $work/solver.html)"
