#!/usr/bin/env python3
"""translate-speed.py [--runs R] [--loops N...] — how fast the translator is,
on this machine: every kernels/*.c and kernels/bench/*.c, and files of N
generated annotated loops (scripts/gen-loops.py; default 100 and 400).

Per file: wall time of `loopgpu FILE -o OUT` (hyperfine -N, 3 warm-ups, R
runs, median and max; a plain loop when hyperfine is missing), the CPU time
(user + system, mean: what a loaded machine does not inflate), the number of
directives, ms per directive, and the phase times of LOOPGPU_TIME_PHASES=1
(medians of R runs): libclang's parse, the rest of the front end, the passes,
printing. Prints a Markdown table (docs/perf.md) and writes the raw numbers to
--json FILE. Environment: LOOPGPU (default build/tool/loopgpu).
"""
import argparse
import glob
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def phases(loopgpu, src, out, runs):
    acc = {}
    env = dict(os.environ, LOOPGPU_TIME_PHASES="1")
    for _ in range(runs):
        r = subprocess.run([loopgpu, src, "-o", out], env=env, capture_output=True, text=True,
                           cwd=ROOT)
        if r.returncode != 0:
            return None
        for line in r.stderr.splitlines():
            f = line.split()
            if len(f) == 4 and f[:2] == ["loopgpu:", "phase"]:
                acc.setdefault(f[2], []).append(float(f[3]))
    return {k: statistics.median(v) for k, v in acc.items()}


def wall(loopgpu, src, out, runs):
    if shutil.which("hyperfine"):
        with tempfile.NamedTemporaryFile(suffix=".json") as tj:
            subprocess.run(["hyperfine", "-N", "--warmup", "3", "--runs", str(runs),
                            "--export-json", tj.name, f"{loopgpu} {src} -o {out}"],
                           cwd=ROOT, check=True, capture_output=True)
            res = json.load(open(tj.name))["results"][0]
            return (statistics.median(res["times"]) * 1e3, max(res["times"]) * 1e3,
                    (res["user"] + res["system"]) * 1e3)
    ts, cpu = [], []
    for _ in range(runs):
        t, c = time.perf_counter(), os.times()
        subprocess.run([loopgpu, src, "-o", out], cwd=ROOT, check=True, capture_output=True)
        c2 = os.times()
        ts.append((time.perf_counter() - t) * 1e3)
        cpu.append((c2.children_user - c.children_user + c2.children_system - c.children_system) * 1e3)
    return statistics.median(ts), max(ts), statistics.mean(cpu)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=20)
    ap.add_argument("--loops", type=int, nargs="*", default=[100, 400])
    ap.add_argument("--json")
    args = ap.parse_args()
    loopgpu = os.environ.get("LOOPGPU", os.path.join(ROOT, "build", "tool", "loopgpu"))
    tmp = tempfile.mkdtemp(prefix="lg-speed.")
    files = sorted(os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, "kernels", "*.c")))
    files += sorted(os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, "kernels", "bench", "*.c")))
    for n in args.loops:
        g = os.path.join(tmp, f"gen-{n}.c")
        with open(g, "w") as f:
            subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "gen-loops.py"), str(n)],
                           stdout=f, check=True)
        files.append(g)
    rows = []
    for src in files:
        out = os.path.join(tmp, "out.cu")
        directives = sum(1 for line in open(os.path.join(ROOT, src)) if line.lstrip().startswith("#pragma loopgpu"))
        ph = phases(loopgpu, src, out, min(args.runs, 10))
        if ph is None:
            rows.append(dict(file=src, error="translation failed"))
            continue
        med, worst, cpu = wall(loopgpu, src, out, args.runs)
        name = src if not src.startswith(tmp) else "generated: " + os.path.basename(src)
        rows.append(dict(file=name, directives=directives, wall_ms=med, max_ms=worst, cpu_ms=cpu,
                         phases=ph))
    shutil.rmtree(tmp, ignore_errors=True)
    if args.json:
        json.dump(rows, open(args.json, "w"), indent=1)
    print(f"{len(rows)} files, {args.runs} runs each, {'hyperfine -N' if shutil.which('hyperfine') else 'a loop'}; "
          f"load average before: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print()
    print("| file | directives | wall ms (median) | max ms | CPU ms (user+sys) | ms / directive | parse ms | parse share of wall | front end rest ms | passes ms | print+write ms | translator total ms (phases) |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for r in rows:
        if "error" in r:
            print(f"| {r['file']} | | {r['error']} | | | | | | | | | |")
            continue
        ph = r["phases"]
        passes = sum(v for k, v in ph.items() if k not in ("parse", "frontend-lower", "print-write", "total"))
        print(f"| {r['file']} | {r['directives']} | {r['wall_ms']:.1f} | {r['max_ms']:.1f} | {r['cpu_ms']:.1f} | "
              f"{r['wall_ms'] / max(1, r['directives']):.2f} | {ph.get('parse', 0):.1f} | "
              f"{100 * ph.get('parse', 0) / r['wall_ms']:.0f}% | {ph.get('frontend-lower', 0):.1f} | "
              f"{passes:.1f} | {ph.get('print-write', 0):.1f} | {ph.get('total', 0):.1f} |")


if __name__ == "__main__":
    main()
