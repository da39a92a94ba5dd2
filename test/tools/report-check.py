#!/usr/bin/env python3
"""report-check.py [-o SUMMARY.json] NAME=REPORT.json... — issue #6's check
on the runtime reports (LOOPGPU_REPORT=json:FILE) of the kernels/ examples,
run by scripts/device-run.sh (step 4c) on the H200, and here on emulation
reports:
  * the predicted peak device bytes (peak.predicted_bytes) are within
    max(1 %, 2 MiB) of the measured ones, both the runtime's own count
    (peak.runtime_bytes) and cudaMemGetInfo's (peak.meminfo_bytes: total -
    free above the baseline at start; allocation granularity shows here);
  * every kernel, buffer, region and hoisted allocation has its source file
    and line (line > 0), and there is at least one kernel.
Prints one line per example (ok/FAIL and the figures); -o writes them all
as JSON. Exit status 1 when any example fails."""
import json
import sys

MIB = 1 << 20


def within(pred, meas):
    tol = max(0.01 * max(pred, meas), 2 * MIB)
    return abs(meas - pred) <= tol, tol


def check(name, path):
    r = dict(name=name, report=path, errors=[])
    try:
        d = json.load(open(path))
    except (OSError, ValueError) as e:
        r["errors"].append(f"no report: {e}")
        return r
    p = d["peak"]
    pred, rt, mi = p["predicted_bytes"], p["runtime_bytes"], p["meminfo_bytes"]
    r.update(build=d.get("build"), predicted_bytes=pred, runtime_bytes=rt, meminfo_bytes=mi,
             allocations=p["allocations"], kernels=len(d["kernels"]), buffers=len(d["buffers"]),
             regions=len(d["regions"]), hoisted=len(d["hoisted"]))
    ok, tol = within(pred, rt)
    r["tolerance_bytes"] = int(tol)
    if not ok:
        r["errors"].append(f"runtime {rt} vs predicted {pred}: off by {rt - pred} (> {int(tol)})")
    # cudaMemGetInfo counts whole 2 MiB pages per buffer: compare it with the
    # prediction counted the same way (peak.predicted_paged_bytes) on a GPU
    paged = p.get("predicted_paged_bytes")
    pm = paged if paged and d.get("build") == "gpu" else pred
    r["predicted_paged_bytes"] = paged
    ok, tol_m = within(pm, mi)
    if not ok:
        r["errors"].append(f"cudaMemGetInfo {mi} vs predicted{' (2 MiB pages)' if pm != pred else ''} "
                           f"{pm}: off by {mi - pm} (> {int(tol_m)}; "
                           f"{p['allocations']} allocations x 2 MiB pages = {p['allocations'] * 2 * MIB})")
    if not d["kernels"]:
        r["errors"].append("no kernel in the report")
    for what in ("kernels", "buffers", "regions", "hoisted"):
        for x in d[what]:
            if not x.get("file") or not isinstance(x.get("line"), int) or x["line"] <= 0:
                r["errors"].append(f"{what[:-1] if what != 'hoisted' else 'hoisted'} '{x.get('name')}' "
                                   f"has no source line ({x.get('file')}:{x.get('line')})")
    return r


def main():
    args = sys.argv[1:]
    out = None
    if len(args) >= 2 and args[0] == "-o":
        out, args = args[1], args[2:]
    if not args:
        print(__doc__, file=sys.stderr)
        return 2
    res = []
    for a in args:
        name, path = a.split("=", 1) if "=" in a else (a, a)
        r = check(name, path)
        res.append(r)
        if "predicted_bytes" in r:
            fig = (f"predicted {r['predicted_bytes']} ({r.get('predicted_paged_bytes')} paged), runtime {r['runtime_bytes']}, meminfo "
                   f"{r['meminfo_bytes']} (tolerance {r['tolerance_bytes']}), {r['kernels']} kernels, "
                   f"{r['buffers']} buffers, {r['regions']} regions, {r['hoisted']} hoisted")
        else:
            fig = ""
        print(f"{'ok   ' if not r['errors'] else 'FAIL '} report {name}: {fig}"
              + ("" if not r["errors"] else " -- " + "; ".join(r["errors"])))
    if out:
        json.dump(res, open(out, "w"), indent=1)
    return 1 if any(r["errors"] for r in res) else 0


if __name__ == "__main__":
    sys.exit(main())
