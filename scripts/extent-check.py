#!/usr/bin/env python3
"""extent-check.py — extent.c's ranges against isl's, over a corpus.

Translates every FILE (directories: their *.c, recursively) with
LOOPGPU_CHECK_EXTENTS=1 and tallies the `extent-check:` lines that the
translator prints on stderr (transforms/extent_isl.c): per region and array
whose range extent.c derived from the subscripts, `equal`, `wider` (a
superset of what isl says is touched), `NARROWER` (it misses an element: a
bug), `untested` (the loops touch nothing at every point tried) or
`skipped` (no Presburger set: a product of induction variables...). Files
the translator refuses count only for what it checked before refusing.

  scripts/extent-check.py [--loopgpu PATH] [-v] FILE|DIR...

Prints the non-equal lines (every line with -v), then the totals, the
files, and isl's time per file (parametric minimum and maximum, plus the
sets built per point where a coefficient is symbolic). Exit 1 when a
NARROWER line was printed.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

LINE = re.compile(r"^extent-check: (.*?):(\d+) (\S+) (equal|wider|NARROWER|untested|skipped) \((.*)\)$")
TOTAL = re.compile(r"^extent-check: .*: \d+ region-arrays: .*; isl ([0-9.]+) ms parametric, "
                   r"([0-9.]+) ms for (\d+) sets at points$")


def files_of(paths):
    for p in paths:
        if os.path.isdir(p):
            for root, _, names in os.walk(p):
                for n in sorted(names):
                    if n.endswith(".c"):
                        yield os.path.join(root, n)
        else:
            yield p


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap.add_argument("--loopgpu", default=os.environ.get(
        "LOOPGPU", os.path.join(here, "build", "tool", "loopgpu")))
    ap.add_argument("-v", action="store_true", help="print every line")
    ap.add_argument("paths", nargs="+")
    args = ap.parse_args()
    env = dict(os.environ, LOOPGPU_CHECK_EXTENTS="1")
    counts = {k: 0 for k in ["equal", "wider", "NARROWER", "untested", "skipped"]}
    modes = {"parametric": 0, "per point": 0}
    nfiles = nchecked_files = 0
    isl_ms, point_ms, nsets = [], [], []
    t0 = time.time()
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "out.cu")
        for f in files_of(args.paths):
            nfiles += 1
            cmd = [args.loopgpu, f, "-o", out, "--", "-I", os.path.dirname(f) or "."]
            try:
                r = subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.PIPE, text=True, errors="replace",
                                   timeout=600)
            except subprocess.TimeoutExpired:
                print(f"extent-check.py: {f}: timed out", file=sys.stderr)
                continue
            checked = False
            for line in r.stderr.splitlines():
                m = LINE.match(line)
                if m:
                    checked = True
                    counts[m.group(4)] += 1
                    for mode in modes:
                        if "isl " + mode in m.group(5):
                            modes[mode] += 1
                    if args.v or m.group(4) != "equal":
                        print(line)
                    continue
                m = TOTAL.match(line)
                if m and checked:
                    isl_ms.append((float(m.group(1)), f))
                    point_ms.append(float(m.group(2)))
                    nsets.append(int(m.group(3)))
            nchecked_files += checked
    n = sum(counts.values())
    print(f"{n} region-arrays in {nchecked_files} files (of {nfiles} translated): " +
          ", ".join(f"{v} {k}" for k, v in counts.items()))
    print(f"isl sets: {modes['parametric']} parametric, {modes['per point']} per point")
    if isl_ms:
        ms = sorted(x for x, _ in isl_ms)
        print(f"isl time per file, parametric sets and their min/max: median "
              f"{ms[len(ms) // 2]:.1f} ms, max {ms[-1]:.1f} ms ({max(isl_ms)[1]}); "
              f"{sum(ms) / max(modes['parametric'], 1):.2f} ms per region-array")
    if sum(nsets):
        print(f"sets at points (symbolic coefficients): {sum(nsets)}, "
              f"{sum(point_ms) / sum(nsets):.2f} ms each")
    print(f"wall {time.time() - t0:.0f} s")
    return 1 if counts["NARROWER"] else 0


if __name__ == "__main__":
    sys.exit(main())
