#!/usr/bin/env python3
"""perf-report.py RESULTS.json [--md docs/perf.md] [--png docs/perf.png]

Turns the results.json of kernels/bench/run.sh (the H200 run) into the GPU
section of docs/perf.md and a plot. The section sits between the markers
`<!-- gpu-results:begin -->` and `<!-- gpu-results:end -->` of the Markdown
file, which are replaced (the rest of the file, e.g. the translation-speed
section, is kept). The plot (matplotlib) shows, per kernel, one bar per
variant: the ratio to its yardstick (cuBLAS time over kernel time for the
compute-bound kernels and atax, GB/s over the device-to-device copy's GB/s
for the other memory-bound ones); variants that did not run are marked.
"""
import argparse
import json
import os
import sys

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
               f"tabulated by `scripts/perf-report.py`.")
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


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("results")
    ap.add_argument("--md", default="docs/perf.md")
    ap.add_argument("--png", default="docs/perf.png")
    args = ap.parse_args()
    res = json.load(open(args.results))
    png_rel = os.path.relpath(args.png, os.path.dirname(os.path.abspath(args.md))) if args.png else None
    sec = section(res, png_rel)
    text = open(args.md).read() if os.path.exists(args.md) else "# Performance\n\n"
    if BEGIN in text and END in text:
        a = text.index(BEGIN)
        b = text.index(END) + len(END)
        text = text[:a] + sec.rstrip("\n") + text[b:]
    else:
        text = text.rstrip("\n") + "\n\n" + sec
    with open(args.md, "w") as fh:
        fh.write(text)
    if args.png:
        plot(res, args.png)
    print(f"perf-report.py: wrote {args.md}" + (f" and {args.png}" if args.png else ""))


if __name__ == "__main__":
    sys.exit(main())
