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
  scripts/extent-check.py --generate SEED N [--guards] [--pairs] > FILE.c   (a random corpus)

Prints the non-equal lines (every line with -v), then the totals, the
files, and isl's time per file (parametric minimum and maximum, plus the
sets built per point where a coefficient is symbolic). Exit 1 when a
NARROWER line was printed.
"""
import argparse
import os
import random
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


def generate(seed, nf, guards=False, pairs=False):
    """--generate SEED N: print a C file of N random kernel regions whose
    read-only arrays have affine subscripts over nests of one to three loops:
    triangular and trapezoidal bounds (an inner bound of an outer variable,
    `2 * i`, plus an invariant and an offset), upward and downward loops,
    `<`, `<=`, `>`, `>=`, steps of 1 to 3, and coefficients that are numbers
    or the invariants `s` and `m` (symbolic sign): a corpus for the
    comparison (docs/design.md, "extent"). Some regions are refused (a step
    other than 1 whose bounds depend on an outer loop asks for a data
    clause); many loops never run at some of the points tried. (Formerly
    scripts/extent-nests.py; the same programs for the same seed.)

    --guards: each access under a random comparison of one of its loop
    variables (`i > 1 ? a[...] : 0`, `j + 2 <= m`, `!(k < n - 3)`,
    `i != 0`, some of them of two variables or of data, which narrow
    nothing): the guards extent.c narrows ranges by (docs/design.md,
    "Guards"), which isl's sets include too.

    --pairs (with --guards): half the guards compare two loop variables
    (`i - k >= 1`, `j + k < n`, `k <= i + 2`: extent.c bounds the inner one
    by the outer), and every region gets a flat window read
    `c[(i + di) * m + j + dj]` under `j + dj >= 0 && j + dj < m` (the
    guard keeps the column in its row: "rows" of extent.c); a third of the
    regions read under an early exit, `{ if (G) continue; t += ...; }`."""
    r=random.Random(seed)
    g=random.Random(seed * 7919 + 1)  # the guards' own: the nests stay the seed's
    def pair(vs):
        v,w=g.sample(vs,2)
        op=g.choice(["<","<=",">",">="])
        form=g.random()
        if form<0.4:
            return f"{v} - {w} {op} {g.randint(-2,2)}"
        if form<0.7:
            return f"{v} + {w} {op} {g.choice(['n','m','n - 1','2'])}"
        return f"{w} {op} {v} + {g.randint(-2,2)}"
    def guard(vs):
        v=g.choice(vs)
        if pairs and len(vs)>1 and g.random()<0.5:
            return pair(vs)
        kind=g.random()
        if kind<0.1:
            return f"{v} > {g.choice([w for w in ['i','j','k'] if w in vs])}"  # two variables (or one against itself)
        if kind<0.15:
            return "a[0] > 0"  # data: narrows nothing
        rhs=g.choice(["0","1","2","n - 1","n - 2","m","m - 3","n + 1","s"])
        op=g.choice(["<","<=",">",">=","==","!="])
        lhs=v if g.random()<0.7 else f"{v} + {g.randint(1,3)}" if g.random()<0.5 else f"-{v}"
        c=f"{lhs} {op} {rhs}"
        if g.random()<0.2:
            c=f"!({c})"
        if g.random()<0.2:
            c=f"{c} && {v} {g.choice(['<','>='])} {g.choice(['n','m','1'])}"
        return c
    def expr_bound(outer, inv):
        # affine bound in outer vars and invariants
        terms=[]
        if outer and r.random()<0.6:
            v=r.choice(outer); terms.append(v if r.random()<0.8 else f"2 * {v}")
        if not terms or r.random()<0.4:
            terms.append(r.choice(inv))
        c=r.randint(-3,3)
        s=" + ".join(terms)
        if c: s+=f" + {c}" if c>0 else f" - {-c}"
        return s
    out=[]
    for f in range(nf):
        depth=r.randint(1,3)
        vs=["i","j","k"][:depth]
        inv=["n","m"]
        lines=[f"void f{f}(int n, int m, int s, float *o, const float *a, const float *b)","{","#pragma loopgpu","  for (int i = 0; i < n; i++) {","    float t = 0;"]
        ind="    "
        inner=[]
        for d in range(1,depth):
            v=vs[d]; outer=vs[:d]
            lb=expr_bound(outer,inv); ub=expr_bound(outer,inv)
            up=r.random()<0.7
            step=1
            if r.random()<0.25: step=r.choice([2,3])
            if not up: step=-step
            cmp=r.choice(["<","<="]) if up else r.choice([">",">="])
            inc = f"{v}++" if step==1 else f"{v}--" if step==-1 else (f"{v} += {step}" if step>0 else f"{v} -= {-step}")
            lines.append(f"{ind}for (int {v} = {lb}; {v} {cmp} {ub}; {inc})")
            ind+="  "
        acc=[]
        for arr in ["a","b"]:
            for q in range(r.randint(1,2)):
                terms=[]
                for v in vs:
                    c=r.choice([0,1,1,2,3,-1,-2,"s","m"])
                    if c==0: continue
                    terms.append(f"{c} * {v}" if c!=1 else v)
                cst=r.randint(-2,5)
                e=" + ".join(terms) if terms else "0"
                e+=f" + {cst}" if cst>=0 else f" - {-cst}"
                if r.random()<0.3: e+=" + m"
                acc.append(f"({guard(vs)} ? {arr}[{e}] : 0)" if guards and g.random()<0.8 else f"{arr}[{e}]")
        if pairs and guards:
            di,dj=g.randint(-1,1),g.randint(-2,2)
            col="j" if depth>1 else "i"
            row="i" if depth>1 else "0"
            cc=f"{col} + {dj}" if dj>=0 else f"{col} - {-dj}"
            rr=f"{row} + {di}" if di>=0 else f"{row} - {-di}"
            cond=f"{cc} >= 0 && {cc} < m"
            if g.random()<0.5:
                cond+=f" && {rr} >= 0 && {rr} < n"
            acc.append(f"({cond} ? b[({rr}) * m + {cc}] : 0)")
        if pairs and guards and g.random() < 0.3:  # an early exit: the rest runs where it failed
            lines.append(f"{ind}{{ if ({guard(vs)}) continue;")
            lines.append(f"{ind}t += " + " + ".join(acc) + "; }")
        else:
            lines.append(f"{ind}t += " + " + ".join(acc) + ";")
        lines.append("    o[i] = t;")
        lines.append("  }")
        lines.append("}")
        out.append("\n".join(lines))
    print("\n\n".join(out))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap.add_argument("--loopgpu", default=os.environ.get(
        "LOOPGPU", os.path.join(here, "build", "tool", "loopgpu")))
    ap.add_argument("-v", action="store_true", help="print every line")
    ap.add_argument("--generate", nargs=2, type=int, metavar=("SEED", "N"),
                    help="print N random regions (seed SEED) instead of checking")
    ap.add_argument("--guards", action="store_true",
                    help="with --generate: accesses under random comparisons")
    ap.add_argument("--pairs", action="store_true",
                    help="with --guards: comparisons of two loop variables, flat windows")
    ap.add_argument("paths", nargs="*")
    args = ap.parse_args()
    if args.generate:
        generate(*args.generate, guards=args.guards, pairs=args.pairs)
        return 0
    if not args.paths:
        ap.error("no FILE or DIR to check")
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
