#!/usr/bin/env python3
"""check_cudaleak.py HOIST.json [NOHOIST.json] [T [MIB]] — issue #5's check
of device allocations hoisted out of a host loop, on the runtime reports
(LOOPGPU_REPORT=json:FILE) of test/hoist/Inputs/cudaleak.c, under emulation
(test/hoist/cuda-leak1000.test) and on the H200 (scripts/device-run.sh,
step 4b):
  * hoisted: both cudaMalloc loops show as one hoisted DEVICE allocation
    with calls_avoided T, allocations 1 (the allocator called once) and
    peak_with_bytes MIB MiB; the leaked one (v) with peak_without_bytes
    T x MIB MiB (what the original held), the freed one (w) MIB MiB;
  * the measured device peak (peak.meminfo_bytes, cudaMemGetInfo above the
    start) is at most a few buffers hoisted, and at least T buffers without
    hoisting (NOHOIST.json: the program's own leak, which no hoisting record
    describes).
Prints one line; exit status 1 on a failed check."""
import json
import sys

MIB = 1 << 20


def main():
    args = sys.argv[1:]
    files = [a for a in args if a.endswith(".json")]
    nums = [int(a) for a in args if not a.endswith(".json")]
    t = nums[0] if nums else 1000
    mib = nums[1] if len(nums) > 1 else 4
    b = mib * MIB
    d = json.load(open(files[0]))
    rows = {h["name"]: h for h in d["hoisted"]}
    errs = []
    for name, without in (("w", b), ("v", t * b)):
        h = rows.get(name)
        if h is None:
            errs.append(f"no hoisted row for '{name}'")
            continue
        want = dict(calls_avoided=t, allocations=1, peak_with_bytes=b, bytes_per_iteration=b,
                    device=True, peak_without_bytes=without)
        for k, v in want.items():
            if h.get(k) != v:
                errs.append(f"{name}.{k} = {h.get(k)!r}, expected {v!r}")
    hoisted_peak = d["peak"]["meminfo_bytes"]
    # at most two buffers of MIB MiB (the first loop's is released before the
    # second's is allocated), with room for what the CUDA runtime itself may
    # take on a GPU (2 MiB pages, lazily loaded modules): far below T buffers
    slack = 32 * MIB if d.get("build") == "gpu" else 0
    if hoisted_peak > 2 * b + slack:
        errs.append(f"hoisted: measured device peak {hoisted_peak} > {2 * b + slack}")
    line = (f"{t} iterations of {mib} MiB (cudaMalloc): hoisted w: {rows.get('w', {}).get('calls_avoided')} "
            f"calls -> {rows.get('w', {}).get('allocations')} allocation(s); v (leak): peak without "
            f"hoisting {rows.get('v', {}).get('peak_without_bytes')} bytes -> with "
            f"{rows.get('v', {}).get('peak_with_bytes')}; measured device peak hoisted {hoisted_peak}")
    if len(files) > 1:
        n = json.load(open(files[1]))
        nohoist_peak = n["peak"]["meminfo_bytes"]
        if n["hoisted"]:
            errs.append(f"nohoist: {len(n['hoisted'])} hoisted rows, expected none")
        if nohoist_peak < t * b:
            errs.append(f"nohoist: measured device peak {nohoist_peak} < {t * b} (T buffers)")
        line += f", nohoist {nohoist_peak} ({nohoist_peak / max(1, hoisted_peak):.0f}x)"
    if errs:
        print("check_cudaleak: FAIL: " + "; ".join(errs))
        return 1
    print("check_cudaleak: ok: " + line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
