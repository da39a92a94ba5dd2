#!/usr/bin/env python3
"""extent-nests.py SEED N — print a C file of N random kernel regions whose
read-only arrays have affine subscripts over nests of one to three loops:
triangular and trapezoidal bounds (an inner bound of an outer variable,
`2 * i`, plus an invariant and an offset), upward and downward loops, `<`,
`<=`, `>`, `>=`, steps of 1 to 3, and coefficients that are numbers or the
invariants `s` and `m` (symbolic sign). For the comparison of extent.c's
ranges with isl's: scripts/extent-check.py over the files (docs/design.md,
"extent"). Some regions are refused (a step other than 1 whose bounds
depend on an outer loop asks for a data clause); many loops never run at
some of the points tried."""
import random
import sys

seed = int(sys.argv[1])
nf = int(sys.argv[2])
r=random.Random(seed)
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
            acc.append(f"{arr}[{e}]")
    lines.append(f"{ind}t += " + " + ".join(acc) + ";")
    lines.append("    o[i] = t;")
    lines.append("  }")
    lines.append("}")
    out.append("\n".join(lines))
print("\n\n".join(out))
