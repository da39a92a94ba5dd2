#!/usr/bin/env python3
"""perf.py speed|report|firstregion|gen-loops — the numbers of docs/perf.md.

  scripts/perf.py speed [--runs R] [--loops N...] [--json FILE]
  scripts/perf.py report RESULTS.json [--md docs/perf.md] [--png docs/perf.png] [--peers PEERS.txt]
  scripts/perf.py firstregion RESULTS.jsonl [--md docs/perf.md] [--png docs/firstregion.png]
  scripts/perf.py gen-loops [N]

speed: how fast the translator is,
on this machine: every kernels/*.c and kernels/bench/*.c, and files of N
generated annotated loops (gen-loops below; default 100 and 400).

Per file: wall time of `loopgpu FILE -o OUT` (hyperfine -N, 3 warm-ups, R
runs, median and max; a plain loop when hyperfine is missing), the CPU time
(user + system, mean: what a loaded machine does not inflate), the number of
directives, ms per directive, and the phase times of LOOPGPU_TIME_PHASES=1
(medians of R runs): libclang's parse, the rest of the front end, the passes,
printing. Prints a Markdown table (docs/perf.md) and writes the raw numbers to
--json FILE. Environment: LOOPGPU (default build/tool/loopgpu).

report: turns the results.json of kernels/bench/run.sh (the H200 run) into the GPU
section of docs/perf.md and a plot. The section sits between the markers
`<!-- gpu-results:begin -->` and `<!-- gpu-results:end -->` of the Markdown
file, which are replaced (the rest of the file, e.g. the translation-speed
section, is kept). The plot (matplotlib) shows, per kernel, one bar per
variant: the ratio to its yardstick (cuBLAS time over kernel time for the
compute-bound kernels and atax, GB/s over the device-to-device copy's GB/s
for the other memory-bound ones); variants that did not run are marked.

firstregion: turns the JSON lines of kernels/bench/firstregion/run.sh (the
first-region benchmark of issue 24, on the device) into a table: per size
(bytes per array; the region moves 3x that), the median of the runs of each
program (hand-written CUDA, loopgpu, loopgpu-before when run) and the
overhead of the loopgpu region over the hand-written program; then the copy
costs of fr-costs. Prints the Markdown; with --md, it replaces the section
between `<!-- firstregion:begin -->` and `<!-- firstregion:end -->` (appended
when absent); with --png, a plot of the overhead against the size.

gen-loops N: prints a C11 file with N annotated loop nests (for the
translation-speed measurement in docs/perf.md): N/4 each of a 1-D update,
a tiled 2-D stencil, a reduction and a `host` time loop around a kernel.
Plain C: with the pragmas ignored it compiles (no main; cc -c).

(Formerly scripts/translate-speed.py, perf-report.py and gen-loops.py.)
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


# ---- speed: the translator's own speed



def put_section(md, begin, end, sec):
    """`sec` (which starts with `begin` and ends with `end`) in place of the
    markdown file's part between those markers, or appended when it has none."""
    text = open(md).read() if os.path.exists(md) else "# Performance\n\n"
    if begin in text and end in text:
        a = text.index(begin)
        b = text.index(end) + len(end)
        text = text[:a] + sec.rstrip("\n") + text[b:]
    else:
        text = text.rstrip("\n") + "\n\n" + sec
    with open(md, "w") as fh:
        fh.write(text)

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


def speed_main(argv):
    ap = argparse.ArgumentParser(prog="perf.py speed")
    ap.add_argument("--runs", type=int, default=20)
    ap.add_argument("--loops", type=int, nargs="*", default=[100, 400])
    ap.add_argument("--json")
    args = ap.parse_args(argv)
    loopgpu = os.environ.get("LOOPGPU", os.path.join(ROOT, "build", "tool", "loopgpu"))
    tmp = tempfile.mkdtemp(prefix="lg-speed.")
    files = sorted(os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, "kernels", "*.c")))
    files += sorted(os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, "kernels", "bench", "*.c")))
    for n in args.loops:
        g = os.path.join(tmp, f"gen-{n}.c")
        with open(g, "w") as f:
            subprocess.run([sys.executable, os.path.abspath(__file__), "gen-loops", str(n)],
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
        passes = sum(v for k, v in ph.items() if k not in ("parse", "frontend-lower", "print-write", "total", "cpu-total"))
        print(f"| {r['file']} | {r['directives']} | {r['wall_ms']:.1f} | {r['max_ms']:.1f} | {r['cpu_ms']:.1f} | "
              f"{r['wall_ms'] / max(1, r['directives']):.2f} | {ph.get('parse', 0):.1f} | "
              f"{100 * ph.get('parse', 0) / r['wall_ms']:.0f}% | {ph.get('frontend-lower', 0):.1f} | "
              f"{passes:.1f} | {ph.get('print-write', 0):.1f} | {ph.get('total', 0):.1f} |")



def gen_loops(n):
    """gen-loops N: see the top of the file."""
    print("/* generated by scripts/perf.py gen-loops %d */" % n)
    for i in range(n):
        k = i % 4
        if k == 0:
            print(f"""void f{i}(int n, float a, const float *x, float *y)
{{
#pragma loopgpu tile(256)
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i] + {i}.0f;
}}""")
        elif k == 1:
            print(f"""void f{i}(int n, float A[n][n], float B[n][n])
{{
#pragma loopgpu tile(8, 32)
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      B[i][j] = 0.2f * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]) + {i}.0f;
}}""")
        elif k == 2:
            print(f"""double f{i}(int n, const float *x, const float *y)
{{
  double sum = 0.0;
#pragma loopgpu reduction(+:sum)
  for (int i = 0; i < n; i++)
    sum += (double)x[i] * (double)y[i] + {i}.0;
  return sum;
}}""")
        else:
            print(f"""void f{i}(int steps, int n, float *a, float *b)
{{
#pragma loopgpu host
  for (int t = 0; t < steps; t++) {{
#pragma loopgpu
    for (int i = 1; i < n - 1; i++)
      b[i] = 0.5f * (a[i - 1] + a[i + 1]) + {i}.0f;
#pragma loopgpu
    for (int i = 1; i < n - 1; i++)
      a[i] = b[i];
  }}
}}""")


# ---- report: the GPU benchmark's results

BEGIN = "<!-- gpu-results:begin -->"
END = "<!-- gpu-results:end -->"


def f(x, p):
    return "–" if x is None else f"{x:.{p}f}"


def section(res, png_name):
    y = res.get("yardsticks", {})
    out = [BEGIN, "", "## GPU results", ""]
    out.append(f"Measured {res.get('date', '?')} on **{res.get('device', '?')}** "
               f"({res.get('nvcc', '')}); bundle commit `{res.get('bundle', {}).get('commit', '?')}`; "
               f"whole run {res.get('total_s', '?')} s. Produced by `kernels/bench/run.sh`, "
               f"tabulated by `scripts/perf.py report`.")
    out.append("")
    out.append("Yardsticks (same device, same sizes; CUDA events, 3 warm-ups, median of "
               f"{next(iter(y.values()), {}).get('reps', '?')}):")
    out.append("")
    out.append("| yardstick | sizes | ms | GFLOP/s | GB/s | check |")
    out.append("| --- | --- | ---: | ---: | ---: | --- |")
    for t, d in y.items():
        out.append(f"| {'cudaMemcpy D2D' if t == 'copy' else 'cuBLAS ' + t} | "
                   f"{' × '.join(str(a) for a in d.get('args', []))} | {f(d.get('ms'), 3)} | "
                   f"{f(d.get('gflops'), 0) if d.get('flops') else '–'} | {f(d.get('gbps'), 0)} | {d.get('check', '')} |")
    out.append("")
    out.append("Per variant: **kernel ms** = device time of one region call's kernels (CUDA events "
               "around every launch, `LOOPGPU_TIME`; per kernel the median launch × launches per call); "
               "**region ms** = wall time of one call of the region function with its copies, "
               "allocations and launches (median over the calls after the first); GFLOP/s and GB/s "
               "= the program's flop and minimal byte counts over kernel ms; **ratio** = yardstick "
               "time over kernel time (cuBLAS) or GB/s over the copy's GB/s (memory-bound).")
    out.append("")
    out.append("| kernel | variant | status | sizes, reps | kernel ms | region ms | GFLOP/s | GB/s | yardstick | ratio | registers | note |")
    out.append("| --- | --- | --- | --- | ---: | ---: | ---: | ---: | --- | ---: | --- | --- |")
    for v in res.get("results", []):
        regs = ", ".join(f"{k}: {d.get('registers', '?')}" + (f" (spills {d['spill_stores']})" if d.get("spill_stores") else "")
                         for k, d in (v.get("ptxas") or {}).items())
        note = (v.get("note") or "").replace("|", "\\|")
        if v.get("consistent") is False:
            note = (note + "; " if note else "") + f"full-size output differs from {v.get('consistent_with')}"
        out.append(f"| {v['kernel']} | {v['variant']} | {v['status']} | {v.get('args', '')} | "
                   f"{f(v.get('kernel_ms'), 3)} | {f(v.get('region_ms'), 1)} | {f(v.get('gflops'), 0)} | "
                   f"{f(v.get('gbps'), 0)} | {v.get('yardstick', '–')} | {f(v.get('ratio'), 2)} | {regs} | {note} |")
    out.append("")
    if png_name:
        out.append(f"![ratio to yardstick per kernel and variant]({png_name})")
        out.append("")
    out.append(END)
    return "\n".join(out) + "\n"


PEER_KERNELS = {"saxpy": "saxpy", "gemm": "gemm", "jacobi2d": "jacobi2d", "jacobi2d-100": "jacobi2d"}


def peers_section(res, peers_txt):
    """The peers' lines (PEER variant kernel ms=... rate=V UNIT check=...) of
    ../shared/peers/run.sh, measured in the same device call as `res`, beside
    loopgpu's rows of the same kernel, compared by rate (GB/s of the
    program's minimal bytes, GFLOP/s): loopgpu's jacobi2d step is a sweep and
    the copy back, the peers' one sweep (or 100, A->B then B->A)."""
    rows, seen = [], set()
    for line in open(peers_txt):
        w = line.split()
        if len(w) < 4 or w[0] not in ("PEER", "PEER-ERROR") or line in seen:
            continue
        seen.add(line)  # run.sh repeats its lines in a summary at the end
        if w[0] == "PEER-ERROR":
            continue    # its PEER lines say check=FAIL already
        kv = dict(x.split("=", 1) for x in w[3:] if "=" in x)
        unit = next((x for x in w[3:] if "=" not in x), "")
        ms = float(kv["ms"]) if "ms" in kv else None
        rate = float(kv["rate"]) if "rate" in kv else None
        rows.append((w[2], w[1], ms, rate, unit, kv.get("check", "?")))
    out = ["", "### Peers in the same device call", "",
           "GCC 12 OpenACC and Clang 19 OpenMP offload builds of the same loops "
           "(`../shared/peers`: src/*.c, built here by its build.sh and "
           "`scripts/device-bundle.sh peers`, run there by its run.sh from `scripts/device-run.sh` "
           "step 6, just before the benchmark above). Their **ms** is the host wall clock of one "
           "synchronous region with the data already on the device (median of its repetitions); "
           "their rate is over the same minimal bytes or flops as loopgpu's (saxpy 12n bytes, "
           "gemm 2n³ flops, a jacobi-2d sweep 8n² bytes; jacobi2d-100: 100 sweeps). loopgpu's "
           "jacobi2d step is a sweep and the copy back (two kernels, 16n² bytes), so rates are "
           "compared, not times: **loopgpu / peer** = loopgpu's rate without a clause over the "
           "peer's (above 1: loopgpu is faster). A peer whose check failed computed a wrong "
           "answer; its figure is shown, not counted.", "",
           "| kernel | peer build | peer ms | peer rate | check | loopgpu no clause: ms, rate | loopgpu / peer |",
           "| --- | --- | ---: | ---: | --- | --- | ---: |"]
    for k, var, ms, rate, unit, check in sorted(rows, key=lambda r: (r[0], r[1])):
        lk = PEER_KERNELS.get(k)
        base = next((v for v in res.get("results", []) if v["kernel"] == lk and
                     v["variant"] == "base" and v.get("status") == "ok"), None)
        mine = None
        if base:
            mine = base.get("gflops") if unit.startswith("GFLOP") else base.get("gbps")
        ratio = f"{mine / rate:.2f}" if mine and rate and check == "ok" else "–"
        mine_txt = f"{f(base.get('kernel_ms'), 3)}, {f(mine, 0)} {unit}" if base else "–"
        out.append(f"| {k} | {var} | {f(ms, 3)} | {f(rate, 0)} {unit} | {check} | {mine_txt} | {ratio} |")
    return "\n".join(out) + "\n"


def plot(res, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    rows = res.get("results", [])
    kernels = []
    for v in rows:
        if v["kernel"] not in kernels:
            kernels.append(v["kernel"])
    variants = []
    for v in rows:
        if v["variant"] not in variants:
            variants.append(v["variant"])
    width = 0.8 / max(1, len(variants))
    fig, ax = plt.subplots(figsize=(max(8, 1.1 * len(kernels)), 4.5))
    for j, var in enumerate(variants):
        xs, hs = [], []
        for i, k in enumerate(kernels):
            v = next((r for r in rows if r["kernel"] == k and r["variant"] == var), None)
            if v is None:
                continue
            x = i - 0.4 + width * (j + 0.5)
            if v.get("ratio") is not None:
                xs.append(x)
                hs.append(v["ratio"])
            else:
                ax.text(x, 0.01, "n/a" if v["status"] == "ok" else "×", ha="center", va="bottom",
                        fontsize=7, rotation=90)
        ax.bar(xs, hs, width, label=var, color=plt.cm.tab10(j % 10))
    ax.axhline(1.0, color="gray", lw=0.8, ls="--")
    ax.set_xticks(range(len(kernels)))
    ax.set_xticklabels(kernels)
    ax.set_ylabel("ratio to yardstick (1 = cuBLAS / D2D copy)")
    ax.set_title(f"loopgpu on {res.get('device', '?').split(',')[0]}: kernel time vs yardstick "
                 "(× = not run: not supported yet / failed)", fontsize=9)
    ax.legend(fontsize=8, loc="upper right")
    fig.tight_layout()
    fig.savefig(path, dpi=120)


def report_main(argv):
    ap = argparse.ArgumentParser(prog="perf.py report")
    ap.add_argument("results")
    ap.add_argument("--md", default="docs/perf.md")
    ap.add_argument("--png", default="docs/perf.png")
    ap.add_argument("--peers", help="the peers' run.sh output of the same device call")
    args = ap.parse_args(argv)
    res = json.load(open(args.results))
    png_rel = os.path.relpath(args.png, os.path.dirname(os.path.abspath(args.md))) if args.png else None
    sec = section(res, png_rel)
    if args.peers:
        sec = sec.replace(END, peers_section(res, args.peers).lstrip("\n") + "\n" + END)
    put_section(args.md, BEGIN, END, sec)
    if args.png:
        plot(res, args.png)
    print(f"perf.py report: wrote {args.md}" + (f" and {args.png}" if args.png else ""))


# ---- firstregion: the first-region benchmark (issue 24)

FR_BEGIN = "<!-- firstregion:begin -->"
FR_END = "<!-- firstregion:end -->"


def human(b):
    for unit, k in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if b >= k and b % k == 0:
            return f"{b // k} {unit}"
    if b >= 10**6 and b % 10**6 == 0:
        return f"{b // 10**6} MB"
    return f"{b} B"


def fr_load(path):
    rows = []
    for line in open(path):
        line = line.strip()
        if line.startswith("{"):
            try:
                rows.append(json.loads(line))
            except ValueError:
                pass
    return rows


def fr_medians(rows):
    """{prog: {bytes: (median ms, runs, all ok)}}"""
    acc = {}
    for r in rows:
        if r.get("bench") == "firstregion":
            acc.setdefault(r["prog"], {}).setdefault(r["bytes"], []).append(r)
    return {p: {b: (statistics.median(x["ms"] for x in v), len(v), all(x.get("ok") for x in v))
                for b, v in by.items()} for p, by in acc.items()}


def fr_section(rows, png_rel):
    med = fr_medians(rows)
    hand = med.get("hand", {})
    others = [p for p in ("loopgpu", "loopgpu-before") if p in med] + \
        sorted(p for p in med if p not in ("hand", "loopgpu", "loopgpu-before"))
    sizes = sorted({b for by in med.values() for b in by})
    runs = max((n for by in med.values() for (_, n, _) in by.values()), default=0)
    out = [FR_BEGIN, "",
           f"Median of {runs} processes per cell, ms from before the first device "
           "allocation to after the last free (the CUDA context created before the "
           "timer); overhead = the loopgpu region minus the hand-written program "
           "(`kernels/bench/firstregion/`, `scripts/perf.py firstregion`).", ""]
    head = "| bytes per array | moved | hand ms |"
    rule = "| ---: | ---: | ---: |"
    for p in others:
        head += f" {p} ms | {p} overhead ms |"
        rule += " ---: | ---: |"
    # the pinned staging the runtime set up (lg_copy_stats; runtimes that
    # have it), the most of any run
    staging = {}
    for r in rows:
        if r.get("bench") == "firstregion" and r.get("staging_bytes", -1) >= 0:
            k = (r["prog"], r["bytes"])
            staging[k] = max(staging.get(k, 0), r["staging_bytes"])
    st_progs = [p for p in others if any(k[0] == p for k in staging)]
    for p in st_progs:
        head += f" {p} staging |"
        rule += " ---: |"
    out += [head, rule]
    bad = []
    for b in sizes:
        h = hand.get(b)
        line = f"| {human(b)} | {human(3 * b)} | {f(h[0] if h else None, 3)} |"
        for p in others:
            v = med[p].get(b)
            line += f" {f(v[0] if v else None, 3)} | {f(v[0] - h[0] if v and h else None, 3)} |"
            if v and not v[2]:
                bad.append(f"{p} at {human(b)}")
        for p in st_progs:
            st = staging.get((p, b))
            line += f" {'–' if st is None else human(st) if st else '0'} |"
        out.append(line)
    if bad:
        out += ["", "WRONG results: " + ", ".join(bad)]
    costs = [r for r in rows if r.get("bench") == "copycost"]
    if costs:
        out += ["", "Copy costs (fr-costs, one process, medians of 3):", ""]
        for r in costs:
            if r["what"] == "first-plain":
                out.append(f"* first pageable cudaMemcpy of the process ({human(r['bytes'])}): "
                           f"{r['ms']:.3f} ms")
            elif r["what"] == "first-staged":
                out.append(f"* first staged copy ({human(r['bytes'])}, staging set-up included): "
                           f"{r['ms']:.3f} ms; the second: {r['second_ms']:.3f} ms")
        ha = [r for r in costs if r["what"] == "hostalloc"]
        if ha:
            out += ["", "| cudaHostAlloc of | ms | cudaFreeHost ms | GB/s pinned |",
                    "| ---: | ---: | ---: | ---: |"]
            for r in ha:
                gbs = r["bytes"] / r["ms"] / 1e6 if r["ms"] > 0 else None
                out.append(f"| {human(r['bytes'])} | {r['ms']:.3f} | {r['free_ms']:.3f} | {f(gbs, 1)} |")
        cp = {}
        for r in costs:
            if r["what"] == "copy":
                cp.setdefault(r["bytes"], {})[r["mode"]] = r
        if cp:
            out += ["", "| copy of | plain H2D GB/s | staged H2D GB/s | plain D2H GB/s | staged D2H GB/s |",
                    "| ---: | ---: | ---: | ---: | ---: |"]
            for b in sorted(cp):
                def gb(mode, k):
                    r = cp[b].get(mode)
                    return f(b / r[k] / 1e6 if r and r[k] > 0 else None, 1)
                out.append(f"| {human(b)} | {gb('plain', 'h2d_ms')} | {gb('staged', 'h2d_ms')} | "
                           f"{gb('plain', 'd2h_ms')} | {gb('staged', 'd2h_ms')} |")
    if png_rel:
        out += ["", f"![first-region overhead]({png_rel})"]
    out += ["", FR_END, ""]
    return "\n".join(out)


def fr_plot(rows, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    med = fr_medians(rows)
    hand = med.get("hand", {})
    fig, (a1, a2) = plt.subplots(1, 2, figsize=(11, 4.2))
    for j, (p, by) in enumerate(sorted(med.items())):
        xs = sorted(by)
        a1.plot(xs, [by[b][0] for b in xs], marker="o", label=p, color=plt.cm.tab10(j))
        if p != "hand":
            xo = [b for b in xs if b in hand]
            a2.plot(xo, [by[b][0] - hand[b][0] for b in xo], marker="o", label=p,
                    color=plt.cm.tab10(j))
    for a in (a1, a2):
        a.set_xscale("log", base=2)
        a.set_xlabel("bytes per array (the region moves 3x)")
        a.legend(fontsize=8)
        a.grid(True, which="both", lw=0.3)
    a1.set_yscale("log")
    a1.set_ylabel("first region, ms")
    a2.axhline(1.0, color="gray", lw=0.8, ls="--")
    a2.axhline(-1.0, color="gray", lw=0.8, ls="--")
    a2.axhline(0.0, color="black", lw=0.5)
    a2.set_yscale("symlog", linthresh=1.0)
    a2.set_ylabel("overhead vs hand-written, ms (symlog)")
    fig.suptitle("first region: loopgpu vs cudaMalloc + cudaMemcpy + launch", fontsize=10)
    fig.tight_layout()
    fig.savefig(path, dpi=120)


def firstregion_main(argv):
    ap = argparse.ArgumentParser(prog="perf.py firstregion")
    ap.add_argument("results")
    ap.add_argument("--md")
    ap.add_argument("--png")
    args = ap.parse_args(argv)
    rows = fr_load(args.results)
    png_rel = None
    if args.png:
        base = os.path.dirname(os.path.abspath(args.md)) if args.md else os.getcwd()
        png_rel = os.path.relpath(os.path.abspath(args.png), base)
    sec = fr_section(rows, png_rel)
    print(sec)
    if args.md:
        put_section(args.md, FR_BEGIN, FR_END, sec)
    if args.png:
        fr_plot(rows, args.png)
    return 0


def main():
    cmd = sys.argv[1] if len(sys.argv) > 1 else ""
    argv = sys.argv[2:]
    if cmd == "speed":
        return speed_main(argv)
    if cmd == "report":
        return report_main(argv)
    if cmd == "firstregion":
        return firstregion_main(argv)
    if cmd == "gen-loops":
        gen_loops(int(argv[0]) if argv else 400)
        return 0
    print("usage: scripts/perf.py speed|report|firstregion|gen-loops [ARGS...]", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
