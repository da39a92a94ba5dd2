#!/usr/bin/env python3
"""check_leak.py REPORT.json [T [MIB]] — issue #5's check on the runtime
report (LOOPGPU_REPORT=json:FILE) of test/hoist/Inputs/leak1000.c, under
emulation (test/hoist/leak1000.test) and on the H200 (scripts/device-run.sh):
both loops of T iterations that allocate MIB MiB each show as one hoisted
host allocation with calls_avoided T, allocations 1 (the allocator called
once) and peak_with_bytes MIB MiB (one buffer, not T), and the leaked one
(v) with peak_without_bytes T x MIB MiB (what the original held); the
program holds no device memory. Prints one line; exit status 1 on a failed check."""
import json
import sys


def main():
    path = sys.argv[1]
    t = int(sys.argv[2]) if len(sys.argv) > 2 else 1000
    mib = int(sys.argv[3]) if len(sys.argv) > 3 else 4
    d = json.load(open(path))
    rows = {h["name"]: h for h in d["hoisted"]}
    errs = []
    for name in ("w", "v"):
        h = rows.get(name)
        if h is None:
            errs.append(f"no hoisted row for '{name}'")
            continue
        # the original: w freed every iteration (one buffer at a time), v
        # never freed (all T of them at once)
        want = dict(calls_avoided=t, allocations=1, peak_with_bytes=mib << 20,
                    bytes_per_iteration=mib << 20, device=False,
                    peak_without_bytes=(mib << 20) * (t if name == "v" else 1))
        for k, v in want.items():
            if h.get(k) != v:
                errs.append(f"{name}.{k} = {h.get(k)!r}, expected {v!r}")
        if not h.get("line"):
            errs.append(f"{name}: no source line")
    if d["peak"]["runtime_bytes"] != 0:
        errs.append(f"peak.runtime_bytes = {d['peak']['runtime_bytes']}, expected 0 (host only)")
    summary = ", ".join(f"{n}: {h['calls_avoided']} calls -> {h['allocations']} allocation(s), "
                        f"peak {h['peak_with_bytes']} bytes (line {h['line']})"
                        for n, h in sorted(rows.items()))
    if errs:
        print("check_leak: FAIL: " + "; ".join(errs))
        return 1
    print(f"check_leak: ok: {t} iterations of {mib} MiB: {summary}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
