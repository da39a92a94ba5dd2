#!/usr/bin/env python3
"""hoist-report.py — issue #5's measurements on the H200 (scripts/device-run.sh,
step 4b) and the section of docs/perf.md made from them.

  hoist-report.py collect OUT.json SPEC...
      on the device. Each SPEC is one of
        NAME@N T REPS                  the arguments NAME ran with (one word)
        NAME:VARIANT=REPORT.json,STDERR  a run of kernels/bench/NAME.c,
                                       VARIANT `tile` (hoisting, the default)
                                       or `nohoist`: its LOOPGPU_REPORT=json
                                       file and its stderr (the `bench
                                       region_ms` lines of bench.h)
        leak=REPORT.json               test/hoist/Inputs/leak1000.c (host
                                       malloc, 1000 x 4 MiB)
        cudaleak=HOIST.json,NOHOIST.json  test/hoist/Inputs/cudaleak.c
                                       (cudaMalloc, 1000 x 4 MiB), hoisted and
                                       with nohoist
      Writes OUT.json and prints one line per run.
  hoist-report.py md HOIST.json [--md docs/perf.md]
      here: writes the section between `<!-- hoist-results:begin -->` and
      `<!-- hoist-results:end -->` of docs/perf.md (appended when absent).
  hoist-report.py md --pending [--md docs/perf.md]
      the same section with every device figure marked pending (before the
      device run).

What is measured, per program (PROGRAMS below: the scratch allocations of
its `host` loop, their sizes, which one is never freed):
  * host allocator calls for the scratch: hoisted, `hoisted[].allocations`
    of the runtime report (one per run of the loop); nohoist, one malloc per
    allocation and iteration (the program's own, which no record counts);
  * host bytes of scratch held at once: hoisted, the buffers
    (`peak_with_bytes`); nohoist, one buffer per allocation, except a leak,
    which holds one per iteration of every run (T x REPS) by the end;
  * device allocations of the scratch (`buffers[]` rows of its names): with
    nohoist one per kernel region entry; hoisted, a scratch that only kernel
    regions use is entered on the device once per run of the loop;
  * bytes copied between host and device (`regions[].h2d_bytes + d2h_bytes`);
  * peak device bytes (runtime's count and cudaMemGetInfo's), region time
    (median of the calls after the first) and kernel time.
For cudaleak: the device allocator calls (1000 -> 1 per loop) and the
measured device peak (cudaMemGetInfo): one buffer against 1000.
"""
import json
import statistics
import sys

BEGIN = "<!-- hoist-results:begin -->"
END = "<!-- hoist-results:end -->"
PENDING = "_pending_"

# the scratch of each benchmark's host loop: name -> bytes for N; leaks
PROGRAMS = {
    "hoist": dict(src="kernels/bench/hoist.c", scratch={"tmp": lambda n: 4 * n}, leaks=[],
                  what="a `malloc`'d temporary per step, freed at its end, used by the two "
                       "kernel regions of the step (and tested for NULL by host code)"),
    "solver": dict(src="kernels/bench/solver.c",
                   scratch={"flux": lambda n: 4 * (n + 1), "k1": lambda n: 4 * n,
                            "pred": lambda n: 4 * n},
                   leaks=["flux"],
                   what="Issue #5's worked example (kernels/solver.c): Heun steps of 1-D "
                        "advection-diffusion; per step `flux` (N+1 floats, never freed: a "
                        "leak), `k1` and `pred` (N floats, freed), used only by the five "
                        "kernel regions of the step"),
}


def region_ms(stderr_path):
    ms = []
    try:
        for line in open(stderr_path, errors="replace"):
            f = line.split()
            if len(f) >= 4 and f[:2] == ["bench", "region_ms"]:
                ms.append(float(f[3]))
    except OSError:
        pass
    return ms


def one(prog, variant, report, stderr_path, args):
    d = json.load(open(report))
    p = PROGRAMS[prog]
    n, t, reps = args
    ms = region_ms(stderr_path)
    timed = ms[1:] if len(ms) > 1 else ms
    names = set(p["scratch"])
    hoisted = [h for h in d["hoisted"] if set(h["name"].split("+")) & names]
    dev = [b for b in d["buffers"] if b["name"] in names]
    r = dict(
        build=d.get("build"),
        region_ms_all=ms,
        region_ms=statistics.median(timed) if timed else None,
        kernel_ms=sum(k["total_ms"] for k in d["kernels"]),
        peak_device_bytes=d["peak"]["runtime_bytes"],
        peak_meminfo_bytes=d["peak"]["meminfo_bytes"],
        device_allocations=d["peak"]["allocations"],
        scratch_device_allocations=sum(b["allocations"] for b in dev),
        copied_bytes=sum(x.get("h2d_bytes", 0) + x.get("d2h_bytes", 0) for x in d["regions"]),
        hoisted=hoisted,
    )
    if hoisted:
        r["host_allocator_calls"] = sum(h["allocations"] for h in hoisted if not h["device"])
        r["host_scratch_peak_bytes"] = sum(h["peak_with_bytes"] for h in hoisted if not h["device"])
        r["calls_avoided"] = sum(h["calls_avoided"] for h in hoisted)
    else:  # as written: one malloc per allocation and iteration; a leak keeps them all
        r["host_allocator_calls"] = len(names) * t * reps
        r["host_scratch_peak_bytes"] = sum(
            f(n) * (t * reps if name in p["leaks"] else 1) for name, f in p["scratch"].items())
        r["calls_avoided"] = 0
    return r


def collect(argv):
    out = argv[0]
    res = dict(programs={})
    args = {}
    runs = []
    for a in argv[1:]:
        if "@" in a and "=" not in a:
            name, words = a.split("@", 1)
            args[name] = [int(x) for x in words.split()[:3]]
        elif a.startswith("leak="):
            d = json.load(open(a[5:]))
            res["leak1000"] = dict(hoisted=d["hoisted"], peak=d["peak"])
        elif a.startswith("cudaleak="):
            h, nh = a[9:].split(",", 1)
            dh, dn = json.load(open(h)), json.load(open(nh))
            res["cudaleak"] = dict(
                hoisted=dh["hoisted"], peak=dh["peak"]["meminfo_bytes"],
                runtime_peak=dh["peak"]["runtime_bytes"],
                nohoist_peak=dn["peak"]["meminfo_bytes"],
                nohoist_hoisted=len(dn["hoisted"]))
        else:
            runs.append(a)
    for a in runs:
        key, files = a.split("=", 1)
        prog, variant = key.split(":", 1)
        rep, err = files.split(",", 1)
        pa = args.get(prog)
        if pa is None or prog not in PROGRAMS:
            print(f"hoist-report.py: no arguments for {prog} (give {prog}@N T REPS)", file=sys.stderr)
            return 2
        pr = res["programs"].setdefault(prog, dict(src=PROGRAMS[prog]["src"], args=pa,
                                                   iterations=pa[1] * pa[2], variants={}))
        pr["variants"][variant] = one(prog, variant, rep, err, pa)
    json.dump(res, open(out, "w"), indent=1)
    for prog, pr in res["programs"].items():
        for name, v in pr["variants"].items():
            rm = v["region_ms"]
            print(f"hoist {prog} {name}: region {rm if rm is None else round(rm, 2)} ms "
                  f"(all {[round(x, 1) for x in v['region_ms_all']]}), host scratch allocator calls "
                  f"{v['host_allocator_calls']}, held {v['host_scratch_peak_bytes']} B, device scratch "
                  f"allocations {v['scratch_device_allocations']}, copied {v['copied_bytes']} B, "
                  f"peak device {v['peak_device_bytes']} B (meminfo {v['peak_meminfo_bytes']} B)")
    c = res.get("cudaleak")
    if c:
        print(f"hoist cudaleak: device peak hoisted {c['peak']} B, nohoist {c['nohoist_peak']} B")
    return 0


def fmt(x, p=1):
    if x == PENDING:
        return PENDING
    return "–" if x is None else f"{x:,.{p}f}" if isinstance(x, float) else f"{x:,}"


def md(argv):
    pending = "--pending" in argv
    mdpath = argv[argv.index("--md") + 1] if "--md" in argv else "docs/perf.md"
    if pending:
        res = dict(programs={
            "solver": dict(src=PROGRAMS["solver"]["src"], args=[1 << 24, 20, 3], iterations=60,
                           variants={}),
            "hoist": dict(src=PROGRAMS["hoist"]["src"], args=[1 << 26, 20, 3], iterations=60,
                          variants={})})
    else:
        res = json.load(open(argv[0]))
    out = [BEGIN, "## Hoisting on the H200 (issue #5)", ""]
    if pending:
        out.append("**Pending: the device figures of this section come from the H200** "
                   "(`bash scripts/device-run.sh` on the device, then here "
                   "`python3 test/tools/hoist-report.py md FILE --md docs/perf.md` with FILE = "
                   "`build-extra/hoist/hoist-results.json` of its extra-logs.tar.gz). Cells "
                   f"marked {PENDING} are filled by that command; nothing here is measured yet.")
        out.append("")
    out.append("Each program below is built with nvcc -O3 twice: with hoisting (the `tile` "
               "variant, the default) and with `nohoist` on its `host` loop (the allocations "
               "as written), each run under `LOOPGPU_REPORT=json` (scripts/device-run.sh step "
               "4b, test/tools/hoist-report.py). N cells or floats, T steps, REPS calls of the "
               "function that holds the `host` loop.")
    for prog in ("solver", "hoist"):
        pr = res["programs"].get(prog)
        if not pr:
            continue
        n, t, reps = pr["args"]
        v = pr["variants"]
        out.append("")
        out.append(f"### `{pr['src']}` at N={n:,}, T={t}, REPS={reps}")
        out.append("")
        out.append(PROGRAMS[prog]["what"] + ".")
        out.append("")
        out.append("| variant | host allocator calls (scratch) | host scratch bytes held at once "
                   "| device allocations (scratch) | bytes copied host<->device "
                   "| peak device bytes (runtime) | peak device bytes (cudaMemGetInfo) "
                   "| region ms (median) | kernel ms (all calls) |")
        out.append("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for name in ("nohoist", "tile"):
            x = v.get(name) or {k: PENDING for k in (
                "host_allocator_calls", "host_scratch_peak_bytes", "scratch_device_allocations",
                "copied_bytes", "peak_device_bytes", "peak_meminfo_bytes", "region_ms",
                "kernel_ms")}
            out.append(f"| {'hoist' if name == 'tile' else name} | {fmt(x['host_allocator_calls'])} | "
                       f"{fmt(x['host_scratch_peak_bytes'])} | {fmt(x['scratch_device_allocations'])} | "
                       f"{fmt(x['copied_bytes'])} | {fmt(x['peak_device_bytes'])} | "
                       f"{fmt(x['peak_meminfo_bytes'])} | {fmt(x['region_ms'])} | {fmt(x['kernel_ms'])} |")
        if "tile" in v and "nohoist" in v and v["tile"]["region_ms"] and v["nohoist"]["region_ms"]:
            a, b = v["nohoist"]["region_ms"], v["tile"]["region_ms"]
            out.append("")
            out.append(f"Time saved by hoisting: {a - b:.1f} ms per call ({100 * (a - b) / a:.1f} %, "
                       f"{a / b:.1f}x), {(a - b) / t:.2f} ms per step of the host loop.")
        else:
            out.append("")
            out.append(f"Time saved by hoisting: {PENDING} ms per call.")
    out.append("")
    out.append("How to read the rows. Host allocator calls: with hoisting, the runtime's "
               "`hoisted[].allocations` (one per allocation and run of the loop: REPS each); "
               "without, one `malloc` per allocation and step (T x REPS each). Host bytes held: "
               "with hoisting, the buffers; without, the largest iteration's buffers, except "
               "that a leak holds one buffer per step of every run by the end (T x REPS "
               "buffers: the peak reduced by the iteration factor). Device allocations: "
               "without hoisting the kernel regions find a fresh host address at every step "
               "and map it anew at every region entry (an allocation and, for what a region "
               "writes, a copy in and out each); hoisted, the scratch has one address for the "
               "whole loop and, since only kernels use it, the runtime keeps it on the device "
               "for the loop (`lg_scratch_map`): one device allocation per run of the loop and "
               "no copies of it, which is where the time goes. The peak device bytes stay the "
               "same: without hoisting a region holds the same buffers while it runs.")
    lk = res.get("leak1000")
    if lk:
        rows = ", ".join(f"`{h['name']}` (line {h['line']}): {h['calls_avoided']} calls, "
                         f"{h['allocations']} allocation, peak {h['peak_with_bytes']:,} bytes "
                         f"(the original: {h['peak_without_bytes']:,})"
                         for h in lk["hoisted"])
        out.append("")
        out.append("The leak-shaped loop (test/hoist/Inputs/leak1000.c, 1000 iterations allocating "
                   f"4 MiB each with malloc, freed and never freed; the check of "
                   f"test/hoist/leak1000.test) on the H200: {rows}.")
    else:
        out.append("")
        out.append("The leak-shaped loop of host memory (test/hoist/Inputs/leak1000.c, 1000 x "
                   f"4 MiB, malloc): {PENDING}.")
    c = res.get("cudaleak")
    if c:
        rows = ", ".join(f"`{h['name']}` (line {h['line']}): {h['calls_avoided']} cudaMalloc calls "
                         f"-> {h['allocations']} allocation, peak {h['peak_with_bytes']:,} bytes "
                         f"(the original: {h['peak_without_bytes']:,})" for h in c["hoisted"])
        out.append("")
        its = max([h["calls_avoided"] for h in c["hoisted"]] or [0])
        out.append(f"The same on the device (test/hoist/Inputs/cudaleak.c: `cudaMalloc` in {its} "
                   "iterations, freed with `cudaFree` and never freed; "
                   "test/hoist/Inputs/check_cudaleak.py): " + rows + ". Measured device peak "
                   f"(cudaMemGetInfo above the start): {c['nohoist_peak']:,} bytes with `nohoist` "
                   f"(the leak's {its} buffers), {c['peak']:,} bytes hoisted "
                   f"({c['nohoist_peak'] / max(1, c['peak']):.0f}x less).")
    else:
        out.append("")
        out.append("The same on the device (test/hoist/Inputs/cudaleak.c: `cudaMalloc` of 4 MiB "
                   "in 1000 iterations, freed and never freed): device allocator calls 1000 -> "
                   f"{PENDING}; measured device peak (cudaMemGetInfo) with `nohoist` {PENDING} "
                   f"bytes, hoisted {PENDING} bytes.")
    out.append(END)
    sec = "\n".join(out) + "\n"
    try:
        text = open(mdpath).read()
    except OSError:
        text = "# Performance\n\n"
    if BEGIN in text and END in text:
        text = text[:text.index(BEGIN)] + sec.rstrip("\n") + text[text.index(END) + len(END):]
    else:
        text = text.rstrip("\n") + "\n\n" + sec
    open(mdpath, "w").write(text)
    print(f"hoist-report.py: wrote {mdpath}")
    return 0


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in ("collect", "md"):
        print(__doc__, file=sys.stderr)
        return 2
    return collect(sys.argv[2:]) if sys.argv[1] == "collect" else md(sys.argv[2:])


if __name__ == "__main__":
    sys.exit(main())
