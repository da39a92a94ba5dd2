#!/usr/bin/env bash
# report-gpu.sh BUILD_DIR — footprint report on a GPU (the lead runs it on the
# H200): registers and occupancy present and sane, prediction vs runtime
# accounting vs cudaMemGetInfo, JSON schema, OOM message with chunk().
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd); root=$(cd "$here/../.." && pwd)
build=$(cd "${1:?usage: report-gpu.sh BUILD_DIR}" && pwd)
export LOOPGPU_BUILD=$build
w=$(mktemp -d); trap 'rm -rf "$w"' EXIT
chk="python3 $root/test/report/Inputs/check_report.py runtime"
"$build/tool/loopgpu" "$root/kernels/jacobi2d.c" -o "$w/j.cu"
"$build/tool/loopgpu" "$root/kernels/gemm.c" -o "$w/g.cu"
bash "$root/test/tools/build-prog.sh" gpu -O2 -o "$w/j" "$w/j.cu"
bash "$root/test/tools/build-prog.sh" gpu -O2 -o "$w/g" "$w/g.cu"
LOOPGPU_REPORT=1 "$w/j" 1007 20 >/dev/null 2>"$w/text"; cat "$w/text"
LOOPGPU_REPORT=json:"$w/j.json" "$w/j" 1007 20 >/dev/null
$chk "$w/j.json" build=gpu kernels.jacobi2d_k0.launches=20 buffers.A.bytes=4056196 \
  peak.runtime_bytes=8112392 peak.predicted_bytes=8112392
python3 - "$w/j.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
for k in d["kernels"]:
    assert 0 < k["registers"] <= 255 and 0 < k["occupancy"] <= 1 and k["mean_ms"] > 0, k
p = d["peak"]
# cudaMemGetInfo: at least the runtime's bytes, at most that + 2 MiB per allocation
assert p["runtime_bytes"] <= p["meminfo_bytes"] <= p["runtime_bytes"] + p["allocations"] * (2 << 20) + (64 << 20), p
print("report-gpu: kernels", [(k["name"], k["registers"], k["occupancy"]) for k in d["kernels"]], "peak", p)
PY
LOOPGPU_REPORT=json:"$w/g.json" "$w/g" 1007 1007 1007 >/dev/null
$chk "$w/g.json" build=gpu kernels.gemm_k0.launches=1
# (the OOM message on the GPU: the oom check of runtime/tests/run-emu.sh
# with LG_TEST_MODE=gpu; a gemm that overflows 139 GiB of device memory would not fit the 128 GiB host either)
echo "report-gpu: PASS"
