#!/usr/bin/env python3
"""events-overhead.py — the cost of the timeline's events (issue #23,
docs/report.md, docs/perf.md): region time with LOOPGPU_EVENTS=1 against the
same report without events, and against no report.

From the repository root, with bench-bundle/ (scripts/device-bundle.sh bench)
and the runtime built (kernels/bench/run.sh builds it into build-bench-gpu/):

  python3 kernels/bench/events-overhead.py --build BUILD [--bundle DIR] [--out DIR]
      [--only KERNEL...] [--variant tile] [--rounds 3] [--emu] [--small] [--budget-s 420]

or on the device, building the runtime first: BENCH_EVENTS=1 bash kernels/bench/run.sh

Per kernel of kernels/bench/bench.py's list (default: saxpy, jacobi2d,
heat3d, gemm, solver, hoist): builds the variant (nvcc -O3, or c++ for the
CPU emulation with --emu), then runs it ROUNDS times in each of three modes,
the modes interleaved, their order rotating from round to round, so that
drifts of the clock and cold caches hit them alike:
  off     no LOOPGPU_REPORT
  report  LOOPGPU_REPORT=json:FILE (the default report, no events)
  events  LOOPGPU_REPORT=json:FILE LOOPGPU_EVENTS=1
Region time = the program's own `bench region_ms` lines (bench.h: every call
of the region, copies, allocations and launches included) after the first
call (a warm-up), median over all rounds. Overhead of the events =
events / report - 1 (the issue's criterion: at most 2 % of region time), and
of the whole report with events = events / off - 1. Also the events each run
recorded. Writes OUT/events-overhead.json and prints a table and the
markdown rows for docs/perf.md. Exit status 1 when a build or run fails.
--small: bench.py's first check size (the self-test, test/bench/events-overhead.test).
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import bench  # noqa: E402  (KERNELS, pkg_flags, nvcc_path, parse_bench_stderr)

DEFAULT = ["saxpy", "jacobi2d", "heat3d", "gemm", "solver", "hoist"]
MODES = ("off", "report", "events")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", required=True)
    ap.add_argument("--bundle", default="bench-bundle")
    ap.add_argument("--out", default=os.environ.get("OUT") or "bench-out")
    ap.add_argument("--only", nargs="*")
    ap.add_argument("--variant", default="tile")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--emu", action="store_true")
    ap.add_argument("--small", action="store_true")
    ap.add_argument("--budget-s", type=float, default=float(os.environ.get("BENCH_BUDGET_S", "420")),
                    help="no kernel starts after this many seconds (default 420, BENCH_BUDGET_S)")
    args = ap.parse_args()
    work = os.path.join(args.out, "events-overhead")
    os.makedirs(work, exist_ok=True)
    cflags, libs = bench.pkg_flags(os.path.abspath(args.build), "loopgpu-emu" if args.emu else "loopgpu")
    names = args.only or DEFAULT
    results, bad = [], 0
    t0 = float(os.environ.get("BENCH_T0", time.time()))
    for k in names:
        if time.time() - t0 > args.budget_s:
            print(f"{k}: skipped, the time budget ({args.budget_s:.0f} s) is spent", file=sys.stderr)
            continue
        spec = bench.KERNELS[k]
        vid = f"{k}.{args.variant}"
        cu = os.path.join(args.bundle, "cu", vid + ".cu")
        host = os.path.join(args.bundle, "cu", vid + ".host.c")
        exe = os.path.join(work, vid)
        if not os.path.exists(cu):
            print(f"{vid}: no {cu} (scripts/device-bundle.sh bench {k})", file=sys.stderr)
            bad += 1
            continue
        if args.emu:
            cmd = [os.environ.get("CXX", "c++"), "-x", "c++", "-O2", "-I", os.path.join(args.bundle, "cu")] + \
                cflags + [cu, "-x", "c", host, "-x", "none", "-o", exe] + libs
        else:
            cmd = [bench.nvcc_path(), "-arch=" + os.environ.get("LOOPGPU_ARCH", "sm_90"), "-O3",
                   "-I", os.path.join(args.bundle, "cu")] + cflags + [cu, host, "-o", exe] + libs
        b = subprocess.run(cmd, capture_output=True, text=True)
        if b.returncode != 0:
            print(f"{vid}: build failed:\n{b.stderr[-2000:]}", file=sys.stderr)
            bad += 1
            continue
        sizes = spec["checks"][0] if args.small else spec["full"]
        argv = [str(x) for x in sizes] + [str(spec["reps"])]
        times = {m: [] for m in MODES}
        nev = 0
        for r in range(args.rounds):
            # the order rotates from round to round: no mode always runs first
            for m in MODES[r % 3:] + MODES[:r % 3]:
                env = dict(os.environ)
                for v in ("LOOPGPU_REPORT", "LOOPGPU_EVENTS", "LOOPGPU_TIME"):
                    env.pop(v, None)
                rj = os.path.join(work, f"{vid}.{m}.json")
                if m != "off":
                    env["LOOPGPU_REPORT"] = "json:" + rj
                if m == "events":
                    env["LOOPGPU_EVENTS"] = "1"
                lf = os.path.join(work, f"{vid}.{m}.{r}.log")
                with open(lf, "w") as err:
                    p = subprocess.run([exe] + argv, stdout=subprocess.DEVNULL, stderr=err, env=env)
                if p.returncode != 0:
                    print(f"{vid} ({m}): status {p.returncode}, see {lf}", file=sys.stderr)
                    bad += 1
                    break
                _, _, region = bench.parse_bench_stderr(lf)
                times[m] += region[1:] if len(region) > 1 else region
                if m == "events":
                    try:
                        nev = len(json.load(open(rj)).get("events", []))
                    except (OSError, ValueError):
                        nev = -1
        if not all(times[m] for m in MODES):
            continue
        med = {m: statistics.median(times[m]) for m in MODES}
        row = dict(kernel=k, variant=args.variant, args=" ".join(argv), rounds=args.rounds,
                   region_ms=med, samples=len(times["events"]), events_per_run=nev,
                   events_vs_report=med["events"] / med["report"] - 1,
                   events_vs_off=med["events"] / med["off"] - 1)
        results.append(row)
        print(f"{vid:16} {row['args']:>22}  off {med['off']:10.3f}  report {med['report']:10.3f}  "
              f"events {med['events']:10.3f} ms  events/report {100 * row['events_vs_report']:+6.2f} %  "
              f"events/off {100 * row['events_vs_off']:+6.2f} %  ({nev} events)", flush=True)
    build = "emulation" if args.emu else "gpu"
    with open(os.path.join(args.out, "events-overhead.json"), "w") as f:
        json.dump(dict(build=build, results=results), f, indent=1)
    print(f"\n| kernel ({build}) | args | region ms, no report | report | report + events | events vs report | events vs no report | events a run |")
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for r in results:
        m = r["region_ms"]
        print(f"| {r['kernel']} | {r['args']} | {m['off']:.3f} | {m['report']:.3f} | {m['events']:.3f} | "
              f"{100 * r['events_vs_report']:+.2f} % | {100 * r['events_vs_off']:+.2f} % | {r['events_per_run']} |")
    worst = max((r["events_vs_report"] for r in results), default=0.0)
    print(f"events-overhead: {len(results)} kernels, worst events vs report {100 * worst:+.2f} %, {bad} failed")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
