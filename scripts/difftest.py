#!/usr/bin/env python3
"""difftest.py — randomized differential testing of loopgpu (docs/robustness.md).

Generates random annotated loop nests within the supported language, builds
each program twice — translated by loopgpu and built for CPU emulation, and
as plain C (the oracle) — runs both and compares their outputs with
scripts/compare.py. Nests with real dependences are generated too (flow,
anti, output, 2-D, transpose, stride, run-time bound, and 2-3 deep nests
whose carrying loop is picked at random): whether loopgpu must reject one
follows from its structure (Gen.case_dep): rejected when the loop that
carries the dependence is the outermost one or one of collapse(N)'s;
otherwise loopgpu maps the loops above it and keeps it sequential, and the
nest is run and compared like a valid program.

  scripts/difftest.py [-n PROGRAMS] [--deps D] [--seed S] [--batch B] [--unroll]
                      [-j JOBS] [--keep DIR] [--emit DIR | --bundle DIR]

Valid nests are batched B to a C file (one function each); a batch that
fails is bisected down to the failing programs. Every failing
program is written to --keep (default difftest-out/) with its log (the
translator's or compare.py's message). Exit 1 when any program
miscompiled, crashed the translator, a dependence carried by a mapped loop
was accepted, or one carried below the mapped loops was refused.
-j: batches checked at once.
--emit DIR only writes the generated programs (valid-K.c, inner-K.c,
dep-K.c); --bundle DIR makes the GPU batch of scripts/difftest-device.sh
(the valid and inner programs, refused ones left out, translated and
checked in emulation here).

Features: nest depths 1-3 mapped to threads (collapse(N) or the default),
a sequential inner loop, random lower bounds, offsets, strides (step 1-3),
`<` and `<=`, bounds that are constants or run-time parameters, subscripts
c*i+d with c in {1, 2, -1}, transposed reads, arrays of random extents
(fixed-size parameters or flat pointers), tile sizes, reductions (+ * min
max), host time loops around two regions. --unroll adds unroll clauses
(sequential loops, and thread coarsening on regions; off by default).
Environment: LOOPGPU_BUILD (default build/), LOOPGPU (the translator).
"""
import argparse
import concurrent.futures
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


class Case:
    """One generated function: its C text, its call from main, and its outputs."""

    def __init__(self, name):
        self.name = name
        self.decls = []   # global array definitions
        self.func = ""    # the function
        self.call = ""    # the call in main
        self.prints = []  # output statements in main
        self.expect_dep = False


def rng_range(lb, ub, le, step):
    """Values taken by `for (v = lb; v < ub (or <= ub); v += step)`: (lo, hi, count)."""
    last = ub if le else ub - 1
    if last < lb:
        return None
    cnt = (last - lb) // step + 1
    return lb, lb + (cnt - 1) * step, cnt


class Gen:
    def __init__(self, r, unroll):
        self.r = r
        self.unroll = unroll
        self.k = 0

    def subscript(self, var, lo, hi):
        """A random affine subscript of `var` in [lo, hi]: (text, min, max)."""
        r = self.r
        c = r.choice([1, 1, 1, 1, 2, -1])
        if c > 0:
            off = -c * lo + r.randint(0, 3)
            t = "%s%s" % (var if c == 1 else "%d * %s" % (c, var),
                          (" + %d" % off) if off > 0 else (" - %d" % -off) if off < 0 else "")
            return t, c * lo + off, c * hi + off
        off = hi + r.randint(0, 3)
        return "%d - %s" % (off, var), off - hi, off - lo

    def loops(self, depth, names):
        """Random loop headers: list of (var, lb, ub_text, ub, le, step, lo, hi)."""
        r = self.r
        out = []
        for v in names[:depth]:
            while True:
                lb = r.choice([0, 0, 0, 1, 2, 3])
                ub = r.randint(lb + 1, lb + r.choice([5, 17, 40, 70]))
                le = r.random() < 0.25
                step = r.choice([1, 1, 1, 1, 2, 3])
                rg = rng_range(lb, ub, le, step)
                if rg:
                    break
            out.append((v, lb, ub, le, step) + rg[:2])
        return out

    def header(self, lp, ub_text):
        v, lb, ub, le, step, lo, hi = lp
        inc = "%s++" % v if step == 1 else "%s += %d" % (v, step)
        return "for (int %s = %d; %s %s %s; %s)" % (v, lb, v, "<=" if le else "<", ub_text, inc)

    def array(self, case, name, subs, flat, const=False, init=True):
        """Declares array `name` with extents covering subs; returns the access text."""
        ext = [mx + 1 + self.r.randint(0, 2) for (_, _, mx) in subs]
        size = 1
        for e in ext:
            size *= e
        case.decls.append("static float %s[%d];" % (name, size))
        case.arrays.append((name, size, init))
        if flat:
            idx = ""
            for d, (t, _, _) in enumerate(subs):
                stride = 1
                for e in ext[d + 1:]:
                    stride *= e
                idx += ("(%s) * %d" % (t, stride) if stride > 1 else "(%s)" % t)
                if d + 1 < len(subs):
                    idx += " + "
            param = "%sfloat *%s" % ("const " if const else "", name)
            return param, "%s[%s]" % (name, idx), "%s" % name
        param = "%sfloat %s%s" % ("const " if const else "", name, "".join("[%d]" % e for e in ext))
        cast = "(%sfloat (*)%s)%s" % ("const " if const else "", "".join("[%d]" % e for e in ext[1:]), name)
        return param, "%s%s" % (name, "".join("[%s]" % t for (t, _, _) in subs)), cast

    def case_valid(self):
        r = self.r
        self.k += 1
        c = Case("c%d" % self.k)
        c.arrays = []
        kind = r.choices(["map", "reduction", "host"], [6, 2, 2])[0]
        if kind == "reduction":
            self.gen_reduction(c)
        elif kind == "host":
            self.gen_host(c)
        else:
            self.gen_map(c)
        return c

    def clauses(self, depth, allow_collapse=True):
        r = self.r
        cl = []
        if allow_collapse and r.random() < 0.4:
            cl.append("collapse(%d)" % depth)
        if r.random() < 0.6:
            n = r.randint(1, depth)
            while True:
                ts = [r.choice([1, 2, 3, 4, 5, 7, 8, 13, 16, 32, 64, 100, 128, 256]) for _ in range(n)]
                full = ts + [ts[-1]] * (depth - n)
                p = 1
                for t in full[:depth]:
                    p *= t
                if p <= 1024:
                    break
            cl.append("tile(%s)" % ", ".join(map(str, ts)))
        if self.unroll and r.random() < 0.3:
            cl.append("unroll(%d)" % r.choice([1, 2, 3, 4]))
        r.shuffle(cl)
        return cl

    def gen_map(self, c):
        r = self.r
        depth = r.choice([1, 1, 2, 2, 2, 3])
        lps = self.loops(depth, ["i", "j", "k"])
        flat = r.random() < 0.1  # flattened subscripts are often refused ("may carry")
        # the write: one distinct mapped variable per dimension, coefficient +1
        wsubs = []
        for lp in lps:
            off = r.randint(0, 3)
            wsubs.append(("%s + %d" % (lp[0], off) if off else lp[0], lp[5] + off, lp[6] + off))
        if r.random() < 0.3 and depth >= 2:
            wsubs.reverse()  # W[j][i]
        params, calls = [], []
        wp, wacc, wcast = self.array(c, c.name + "_W", wsubs, flat)
        params.append(wp)
        calls.append(wcast)
        # reads
        terms = []
        seq = None
        if r.random() < 0.4:
            # a sequential inner loop over s, accumulated in a private scalar
            slp = self.loops(1, ["s"])[0]
            seq = slp
        for q in range(r.randint(1, 3)):
            vars_ = [lp for lp in lps]
            if seq and q == 0:
                vars_ = vars_ + [seq]
            r.shuffle(vars_)
            nd = r.randint(1, min(3, len(vars_)))
            chosen = vars_[:nd]
            if seq and q == 0 and seq not in chosen:
                chosen.append(seq)
            subs = [self.subscript(lp[0], lp[5], lp[6]) for lp in chosen]
            rp, racc, rcast = self.array(c, "%s_R%d" % (c.name, q), subs, flat and r.random() < 0.5,
                                         const=True)
            params.append(rp)
            calls.append(rcast)
            terms.append((q, racc))
        consts = ["%d.0f" % r.randint(1, 5), "0.5f", "0.25f"]
        body_expr = " + ".join("%s * %s" % (racc, r.choice(consts)) for (_, racc) in terms)
        rt_bounds = r.random() < 0.4
        lines = []
        names_ub = []
        for lp in lps:
            if rt_bounds:
                names_ub.append(("n_%s" % lp[0], lp[2]))
        if rt_bounds:
            params = ["int n_%s" % lp[0] for lp in lps] + params
            calls = [str(lp[2]) for lp in lps] + calls
        cl = self.clauses(depth)
        if "collapse(%d)" % depth not in cl and depth < 3 and seq is None and r.random() < 0.3:
            pass
        lines.append("#pragma loopgpu %s" % " ".join(cl) if cl else "#pragma loopgpu")
        ind = "  "
        for lp in lps:
            lines.append(ind + self.header(lp, ("n_%s" % lp[0]) if rt_bounds else str(lp[2])))
            ind += "  "
        op = r.choice(["=", "=", "+="])
        if seq:
            lines.append(ind + "{")
            lines.append(ind + "  float acc = 0.0f;")
            sh = self.header(seq, str(seq[2]))
            if self.unroll and r.random() < 0.4:
                lines.append(ind + "#pragma loopgpu unroll(%s)" % r.choice(["2", "3", "4", "full"]))
            lines.append(ind + "  " + sh)
            first = terms[0][1]
            lines.append(ind + "    acc += %s;" % first)
            rest = " + ".join("%s * 0.5f" % t for (_, t) in terms[1:])
            lines.append(ind + "  %s %s acc%s;" % (wacc, op, (" + " + rest) if rest else ""))
            lines.append(ind + "}")
        else:
            lines.append(ind + "%s %s %s;" % (wacc, op, body_expr))
        c.func = "void %s(%s)\n{\n%s\n}\n" % (c.name, ", ".join(params), "\n".join("  " + l if not l.startswith("#") else l for l in lines))
        c.call = "  %s(%s);" % (c.name, ", ".join(calls))
        c.prints.append(c.name + "_W")

    def gen_reduction(self, c):
        r = self.r
        depth = r.choice([1, 1, 2])
        lps = self.loops(depth, ["i", "j"])
        op = r.choice(["+", "+", "max", "min", "*"])
        subs = [self.subscript(lp[0], lp[5], lp[6]) for lp in lps]
        rp, racc, rcast = self.array(c, c.name + "_R0", subs, r.random() < 0.3, const=True)
        init = {"+": "0.0", "*": "1.0", "max": "-1e30", "min": "1e30"}[op]
        if op == "+":
            upd = "s += (double)%s;" % racc
        elif op == "*":
            upd = "s *= 0.9 + 0.2 * (double)%s;" % racc  # stays near 1
        elif op == "max":
            upd = "s = s > (double)%s ? s : (double)%s;" % (racc, racc)
        else:
            upd = "s = s < (double)%s ? s : (double)%s;" % (racc, racc)
        cl = self.clauses(depth) + ["reduction(%s:s)" % op]
        r.shuffle(cl)
        lines = ["double s = %s;" % init, "#pragma loopgpu %s" % " ".join(cl)]
        ind = ""
        for lp in lps:
            lines.append(ind + self.header(lp, str(lp[2])))
            ind += "  "
        lines.append(ind + upd)
        lines.append("return s;")
        c.func = "double %s(%s)\n{\n%s\n}\n" % (c.name, rp, "\n".join("  " + l if not l.startswith("#") else l for l in lines))
        c.call = "  printf(\"%s_s %%.9g\\n\", %s(%s));" % (c.name, c.name, rcast)

    def gen_host(self, c):
        """A host time loop around two regions: B from A (a stencil), then A from B."""
        r = self.r
        depth = r.choice([1, 2])
        n = [r.randint(3, 40) for _ in range(depth)]
        T = r.randint(0, 4)
        a = c.name + "_A"
        b = c.name + "_B"
        dims = "".join("[%d]" % e for e in n)
        size = 1
        for e in n:
            size *= e
        for x in (a, b):
            c.decls.append("static float %s[%d];" % (x, size))
            c.arrays.append((x, size, True))
        vs = ["i", "j"][:depth]
        cl1 = self.clauses(depth)
        cl2 = self.clauses(depth)
        hdr = lambda v, e: "for (int %s = 1; %s < %d; %s++)" % (v, v, e - 1, v)
        idx = lambda d_off: "".join("[%s%s]" % (v, ("%+d" % o) if o else "") for v, o in zip(vs, d_off))
        nb = [tuple(0 for _ in vs)]
        for d in range(depth):
            for o in (-1, 1):
                t = [0] * depth
                t[d] = o
                nb.append(tuple(t))
        stencil = " + ".join("A%s" % idx(o) for o in nb)
        lines = ["#pragma loopgpu host", "for (int t = 0; t < %d; t++) {" % T,
                 "#pragma loopgpu %s" % " ".join(cl1)]
        ind = "  "
        for v, e in zip(vs, n):
            lines.append(ind + hdr(v, e))
            ind += "  "
        lines.append(ind + "B%s = %s * %gf;" % (idx([0] * depth), stencil, 1.0 / len(nb)))
        lines.append("#pragma loopgpu %s" % " ".join(cl2))
        ind = "  "
        for v, e in zip(vs, n):
            lines.append(ind + hdr(v, e))
            ind += "  "
        lines.append(ind + "A%s = 0.5f * B%s + 0.5f * A%s;" % (idx([0] * depth), idx([0] * depth), idx([0] * depth)))
        lines.append("}")
        c.func = "void %s(float A%s, float B%s)\n{\n%s\n}\n" % (
            c.name, dims, dims, "\n".join("  " + l if not l.startswith("#") else l for l in lines))
        cast = "(float (*)%s)" % "".join("[%d]" % e for e in n[1:])
        c.call = "  %s(%s%s, %s%s);" % (c.name, cast, a, cast, b)
        c.prints.append(a)
        c.prints.append(b)

    def case_dep(self):
        """A nest with a real dependence. Whether loopgpu must reject it follows
        from the nest's structure alone (docs/robustness.md): c.carry is the
        depth of the loop that carries the dependence (0 = outermost), c.collapse
        the N of collapse(N) (0 without it). loopgpu maps the perfectly nested
        parallel loops at the top (at most 3), or exactly N with collapse(N), so
        the nest must be rejected when the carrying loop is the outermost one
        or one that collapse(N) asks for (carry < N); otherwise the loops above
        the carrying one are mapped, it and the loops below it run sequentially
        in each thread, and the program is run and compared like a valid one."""
        r = self.r
        self.k += 1
        c = Case("d%d" % self.k)
        c.arrays = []
        c.carry, c.collapse = 0, 0
        n = r.randint(4, 50)
        pat = r.choice(["flow", "anti", "output", "flow2d", "transpose", "stride", "flow_rt",
                        "nest", "nest", "nest"])
        tile = (" tile(%d)" % r.choice([4, 8, 32])) if r.random() < 0.5 else ""
        arrays = [("W", [n], False)]  # (parameter, extents, read-only)
        args = []
        if pat == "flow":
            d = r.randint(1, 3)
            body = "for (int i = %d; i < %d; i++)\n    W[i] = W[i - %d] + 1.0f;" % (d, n, d)
        elif pat == "flow_rt":
            body = "for (int i = 1; i < n; i++)\n    W[i] = W[i - 1] * 0.5f;"
            args = [("int n", str(n))]
        elif pat == "anti":
            body = "for (int i = 0; i < %d; i++)\n    W[i] = W[i + 1] * 0.5f;" % (n - 1)
        elif pat == "output":
            body = "for (int i = 0; i < %d; i++)\n    W[%d] = R[i];" % (n, r.randint(0, 3))
            arrays = [("W", [4], False), ("R", [n], True)]
        elif pat == "flow2d":  # carried by j only
            body = ("for (int i = 0; i < %d; i++)\n    for (int j = 1; j < %d; j++)\n"
                    "      W[i][j] = W[i][j - 1] + 1.0f;" % (n, n))
            tile = r.choice(["", " collapse(2)", " tile(8, 8)"])
            c.carry, c.collapse = 1, 2 if "collapse" in tile else 0
            arrays = [("W", [n, n], False)]
        elif pat == "transpose":
            body = ("for (int i = 0; i < %d; i++)\n    for (int j = 0; j < %d; j++)\n"
                    "      W[i][j] = W[j][i] + 1.0f;" % (n, n))
            tile = r.choice(["", " collapse(2)"])
            c.collapse = 2 if tile else 0
            arrays = [("W", [n, n], False)]
        elif pat == "stride":  # W[2i] written, W[i] read
            body = "for (int i = 0; i < %d; i++)\n    W[2 * i] = W[i] + 1.0f;" % n
            arrays = [("W", [2 * n], False)]
        else:
            body, tile, arrays = self.dep_nest(c)
        c.pattern = pat if pat != "nest" else "nest%d-%s" % (len(arrays[0][1]), "carry%d" % c.carry)
        c.expect_dep = c.carry == 0 or c.collapse > c.carry
        params, calls = [p for (p, _) in args], [a for (_, a) in args]
        for (name, ext, ro) in arrays:
            g = "%s_%s" % (c.name, name)
            size = 1
            for e in ext:
                size *= e
            c.decls.append("static float %s[%d];" % (g, size))
            c.arrays.append((g, size, True))
            params.append("%sfloat %s%s" % ("const " if ro else "", name, "".join("[%d]" % e for e in ext)))
            calls.append("(%sfloat (*)%s)%s" % ("const " if ro else "", "".join("[%d]" % e for e in ext[1:]), g)
                         if len(ext) > 1 else g)
            if not ro:
                c.prints.append(g)
        c.func = "void %s(%s)\n{\n#pragma loopgpu%s\n  %s\n}\n" % (c.name, ", ".join(params), tile, body)
        c.call = "  %s(%s);" % (c.name, ", ".join(calls))
        return c

    def dep_nest(self, c):
        """A 2- or 3-deep perfect nest whose loop at depth c.carry carries a flow
        or anti dependence of distance d on W (the subscripts of W are the loop
        variables, maybe permuted); the loops above it carry none. Clauses:
        nothing, collapse(N), tile. Returns (body, clauses, arrays)."""
        r = self.r
        depth = r.choice([2, 2, 3])
        c.carry = r.randrange(depth)
        names = ["i", "j", "k"][:depth]
        ns = [r.randint(4, 40 if depth == 2 else 16) for _ in names]
        d = r.randint(1, 3)
        flow = r.random() < 0.5
        ns[c.carry] = max(ns[c.carry], d + 2)
        perm = list(range(depth))
        if r.random() < 0.3:
            r.shuffle(perm)  # W[j][i], W[k][i][j], ...
        cl = []
        if r.random() < 0.5:
            c.collapse = r.randint(1, depth)
            cl.append("collapse(%d)" % c.collapse)
        if r.random() < 0.4:
            cl.append("tile(%s)" % ", ".join(str(r.choice([2, 4, 8])) for _ in range(r.randint(1, depth))))
        r.shuffle(cl)
        lines = []
        ind = ""
        for lv, v in enumerate(names):
            lb, ub = 0, ns[lv]
            if lv == c.carry:
                lb, ub = (d, ns[lv]) if flow else (0, ns[lv] - d)
            lines.append("%sfor (int %s = %d; %s < %d; %s++)" % (ind, v, lb, v, ub, v))
            ind += "  "
        wsub = "".join("[%s]" % names[perm[p]] for p in range(depth))
        rsub = "".join("[%s%s]" % (names[perm[p]], ("" if perm[p] != c.carry else
                                                   (" - %d" % d) if flow else (" + %d" % d)))
                       for p in range(depth))
        rd = r.random() < 0.5
        lines.append("%sW%s = W%s * 0.5f + %s;" % (ind, wsub, rsub, ("R" + wsub) if rd else "1.0f"))
        ext = [ns[perm[p]] for p in range(depth)]
        arrays = [("W", ext, False)] + ([("R", ext, True)] if rd else [])
        return "\n  ".join(lines), (" " + " ".join(cl)) if cl else "", arrays


def program(cases):
    out = ["/* generated by scripts/difftest.py */", "#include <stdio.h>", ""]
    for c in cases:
        out.extend(c.decls)
    out.append("")
    for c in cases:
        out.append(c.func)
    out.append("static unsigned long long lcg = 42;")
    out.append("static float next(void)\n{\n  lcg = lcg * 6364136223846793005ULL + 1442695040888963407ULL;\n"
               "  return 0.5f + (float)((lcg >> 40) & 0xFFFF) / 65536.0f;\n}\n")
    out.append("static void fill(float *a, int n)\n{\n  for (int i = 0; i < n; i++)\n    a[i] = next();\n}\n")
    out.append("static void show(const char *name, const float *a, int n)\n{\n  double s = 0, w = 0;\n"
               "  for (int i = 0; i < n; i++) {\n    s += a[i];\n    w += a[i] * (double)(i % 13 + 1);\n  }\n"
               "  printf(\"%s_sum %.9g\\n%s_wsum %.9g\\n\", name, s, name, w);\n"
               "  for (int i = 0; i < n; i += 1 + n / 7)\n    printf(\"%s[%d] %.9g\\n\", name, i, a[i]);\n}\n")
    out.append("int main(void)\n{")
    for c in cases:
        for (name, size, init) in c.arrays:
            out.append("  fill(%s, %d);" % (name, size))
    for c in cases:
        out.append(c.call)
        sizes = dict((n, s) for (n, s, _) in c.arrays)
        for p in c.prints:
            out.append("  show(\"%s\", %s, %d);" % (p, p, sizes[p]))
    out.append("  return 0;\n}\n")
    return "\n".join(out)


def run(cmd, timeout=300, **kw):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout, **kw)
        return p.returncode, p.stdout.decode(errors="replace"), p.stderr.decode(errors="replace")
    except subprocess.TimeoutExpired:
        return 124, "", "timeout after %d s" % timeout


class Runner:
    def __init__(self, args):
        self.build = os.environ.get("LOOPGPU_BUILD", os.path.join(ROOT, "build"))
        self.loopgpu = os.environ.get("LOOPGPU", os.path.join(self.build, "tool", "loopgpu"))
        self.keep = args.keep
        self.env = dict(os.environ, LOOPGPU_BUILD=self.build)
        self.stats = {"ok": 0, "rejected": 0, "dep_rejected": 0, "dep_wrong_error": 0,
                      "dep_accepted": 0, "inner_ok": 0, "inner_refused": 0,
                      "miscompiled": 0, "crash": 0, "build_failed": 0}
        self.rejections = {}
        self.failures = []
        self.lock = threading.Lock()

    def count(self, key, n=1):
        with self.lock:
            self.stats[key] += n

    def save(self, what, src, log):
        with self.lock:
            os.makedirs(self.keep, exist_ok=True)
            k = len(self.failures)
            path = os.path.join(self.keep, "%s-%d.c" % (what, k))
            self.failures.append((what, path))
        with open(path, "w") as f:
            f.write(src)
        with open(path + ".log", "w") as f:
            f.write(log)
        errs = [l for l in log.splitlines() if "error" in l] or log.strip().splitlines() or [""]
        print("difftest: %s: %s (%s)" % (what, path, errs[0][:200]), flush=True)

    def translate(self, d, src):
        c = os.path.join(d, "p.c")
        with open(c, "w") as f:
            f.write(src)
        st, out, err = run([self.loopgpu, c, "-o", os.path.join(d, "p.cu")], timeout=120)
        return st, err

    def check_valid(self, src, keep_to=None):
        """'ok', 'rejected', 'crash', 'build', 'mismatch' for one program. With
        keep_to (a prefix), an ok program leaves PREFIX.c, .cu and .out (the
        oracle's output) behind."""
        d = tempfile.mkdtemp(prefix="loopgpu-diff.")
        try:
            st, err = self.translate(d, src)
            if st == 1:
                return "rejected", err
            if st != 0:
                return "crash", "translator exit status %d\n%s" % (st, err)
            bp = ["bash", os.path.join(HERE, "build-prog.sh")]
            st1, _, e1 = run(bp + ["emu", "-O1", "-o", os.path.join(d, "p.emu"), os.path.join(d, "p.cu")],
                             env=self.env)
            if st1 != 0:
                return "build", "emulation build failed\n" + e1
            st2, _, e2 = run(bp + ["cc", "-o", os.path.join(d, "p.ref"), os.path.join(d, "p.c")], env=self.env)
            if st2 != 0:
                return "build", "oracle build failed (generator bug)\n" + e2
            s3, o3, e3 = run([os.path.join(d, "p.ref")], timeout=120)
            s4, o4, e4 = run([os.path.join(d, "p.emu")], timeout=300)
            if s3 != 0:
                return "build", "oracle run failed %d\n%s" % (s3, e3)
            if s4 != 0:
                return "mismatch", "emulated run failed with status %d\n%s" % (s4, e4[-3000:])
            for name, text in (("ref", o3), ("emu", o4)):
                with open(os.path.join(d, name + ".out"), "w") as f:
                    f.write(text)
            s5, o5, e5 = run([sys.executable, os.path.join(HERE, "compare.py"),
                              os.path.join(d, "ref.out"), os.path.join(d, "emu.out")])
            if s5 != 0:
                return "mismatch", o5 + e5
            if keep_to:
                shutil.copy(os.path.join(d, "p.c"), keep_to + ".c")
                shutil.copy(os.path.join(d, "p.cu"), keep_to + ".cu")
                shutil.copy(os.path.join(d, "ref.out"), keep_to + ".out")
            return "ok", ""
        finally:
            shutil.rmtree(d, ignore_errors=True)

    def valid_batch(self, cases, inner=False):
        """Valid programs, or (inner) dependence nests that loopgpu must accept
        because the dependence is carried below the mapped loops."""
        src = program(cases)
        res, log = self.check_valid(src)
        if res == "ok":
            self.count("inner_ok" if inner else "ok", len(cases))
            return
        if len(cases) > 1:  # bisect to the failing programs
            h = len(cases) // 2
            self.valid_batch(cases[:h], inner)
            self.valid_batch(cases[h:], inner)
            return
        if res == "rejected" and inner:
            # the mapped loops carry no dependence: a refusal is a bug (precision)
            self.count("inner_refused")
            self.save("inner-refused-%s" % cases[0].pattern, src, log)
            return
        if res == "rejected":
            self.count("rejected")
            msg = [l for l in log.splitlines() if "error:" in l]
            key = msg[0].split("error:", 1)[1].strip() if msg else log
            key = re.sub(r"\d+", "N", re.sub(r"'[^']*'", "'...'", key))[:100]  # one key per message
            with self.lock:
                self.rejections[key] = self.rejections.get(key, 0) + 1
                first = self.rejections[key] <= 2
            if first:
                self.save("rejected", src, log)
            return
        self.count({"crash": "crash", "build": "build_failed", "mismatch": "miscompiled"}[res])
        self.save(res if not inner else "inner-%s-%s" % (res, cases[0].pattern), src, log)

    def dep_case(self, c):
        """A nest whose mapped loops carry the dependence: must be rejected."""
        src = program([c])
        d = tempfile.mkdtemp(prefix="loopgpu-dep.")
        try:
            st, err = self.translate(d, src)
        finally:
            shutil.rmtree(d, ignore_errors=True)
        if st == 1 and "dependence" in err:
            self.count("dep_rejected")
        elif st == 1:
            self.count("dep_wrong_error")
            self.save("dep-other-error-%s" % c.pattern, src, err)
        elif st == 0:
            self.count("dep_accepted")
            self.save("dep-accepted-%s" % c.pattern, src, err or "translated with status 0")
        else:
            self.count("crash")
            self.save("crash", src, "status %d\n%s" % (st, err))

    def rejected_cases(self, cases):
        """The cases of a batch that loopgpu refuses on their own (bisection)."""
        d = tempfile.mkdtemp(prefix="loopgpu-bundle.")
        try:
            st, err = self.translate(d, program(cases))
        finally:
            shutil.rmtree(d, ignore_errors=True)
        if st == 0:
            return []
        if len(cases) == 1:
            return cases
        h = len(cases) // 2
        return self.rejected_cases(cases[:h]) + self.rejected_cases(cases[h:])


def make_bundle(R, batches, out, argv):
    """--bundle DIR: the device batch of scripts/difftest-device.sh. Each batch,
    without the programs loopgpu refuses, is translated here (the device has no
    libclang), checked here in emulation against the C oracle, and written as
    DIR/src/bK.c (the C program, rebuilt with gcc there), DIR/cu/bK.cu and
    DIR/expected/bK.out (the oracle's output here); DIR/cases.txt: `bK NAME...`,
    the functions of each batch (their output lines start with NAME_)."""
    shutil.rmtree(out, ignore_errors=True)
    for sub in ("src", "cu", "expected"):
        os.makedirs(os.path.join(out, sub))
    lines = []
    total = 0
    for k, b in enumerate(batches):
        cases = list(b)
        drop = R.rejected_cases(cases)
        cases = [c for c in cases if c not in drop]
        R.count("rejected", len(drop))
        if not cases:
            continue
        name = "b%d" % k
        res, log = R.check_valid(program(cases), keep_to=os.path.join(out, "tmp"))
        if res != "ok":  # a failure here is a difftest failure: bisect and keep it
            R.valid_batch(cases)
            continue
        for ext, sub in ((".c", "src"), (".cu", "cu"), (".out", "expected")):
            os.rename(os.path.join(out, "tmp" + ext), os.path.join(out, sub, name + ext))
        # #line directives and comments name the temporary p.c: src/bK.c instead
        cu = os.path.join(out, "cu", name + ".cu")
        with open(cu) as f:
            text = re.sub(r'[^"\s]*/loopgpu-diff\.[^"/\s]*/p\.c', 'src/%s.c' % name, f.read())
        with open(cu, "w") as f:
            f.write(text)
        lines.append("%s %s" % (name, " ".join(c.name for c in cases)))
        total += len(cases)
        R.count("ok", len(cases))
        print("difftest: bundle %s: %d programs" % (name, len(cases)), flush=True)
    with open(os.path.join(out, "cases.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")
    with open(os.path.join(out, "MANIFEST"), "w") as f:
        f.write("scripts/difftest.py %s\n%d programs in %d files, translated by %s\n"
                % (" ".join(argv), total, len(lines), R.loopgpu))
    return total, len(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", type=int, default=200, help="valid programs (default 200)")
    ap.add_argument("--deps", type=int, default=None, help="dependence programs (default n/5)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--batch", type=int, default=25)
    ap.add_argument("-j", type=int, default=1, help="batches checked at once (default 1)")
    ap.add_argument("--unroll", action="store_true", help="also generate unroll(U) clauses")
    ap.add_argument("--keep", default=os.path.join(ROOT, "difftest-out"))
    ap.add_argument("--emit", metavar="DIR", help="only write the generated programs to DIR")
    ap.add_argument("--bundle", metavar="DIR", help="write the device batch to DIR (scripts/difftest-device.sh)")
    args = ap.parse_args()
    r = random.Random(args.seed)
    g = Gen(r, args.unroll)
    ndeps = args.deps if args.deps is not None else args.n // 5
    valid = [g.case_valid() for _ in range(args.n)]
    deps = [g.case_dep() for _ in range(ndeps)]
    rejects = [c for c in deps if c.expect_dep]
    inner = [c for c in deps if not c.expect_dep]
    batches = [valid[i:i + args.batch] for i in range(0, len(valid), args.batch)]
    ibatches = [inner[i:i + args.batch] for i in range(0, len(inner), args.batch)]
    if args.emit:
        os.makedirs(args.emit, exist_ok=True)
        for k, b in enumerate(batches):
            with open(os.path.join(args.emit, "valid-%d.c" % k), "w") as f:
                f.write(program(b))
        for k, b in enumerate(ibatches):
            with open(os.path.join(args.emit, "inner-%d.c" % k), "w") as f:
                f.write(program(b))
        for k, c in enumerate(rejects):
            with open(os.path.join(args.emit, "dep-%d.c" % k), "w") as f:
                f.write(program([c]))
        return 0
    R = Runner(args)
    t0 = time.time()
    if args.bundle:
        total, files = make_bundle(R, batches + ibatches, args.bundle, sys.argv[1:])
        s = R.stats
        print("difftest: bundle %s: %d programs in %d files (%d refused, %d miscompiled, %d crashes, "
              "%d build failures), %.0f s" % (args.bundle, total, files, s["rejected"], s["miscompiled"],
                                               s["crash"], s["build_failed"], time.time() - t0))
        return 1 if s["miscompiled"] + s["crash"] + s["build_failed"] else 0
    work = [(b, False) for b in batches] + [(b, True) for b in ibatches]
    done = [0]

    def one(item):
        R.valid_batch(item[0], item[1])
        with R.lock:
            done[0] += 1
            print("difftest: batch %d/%d done, %.0f s, %s" % (done[0], len(work), time.time() - t0, R.stats),
                  flush=True)
    if args.j > 1:
        with concurrent.futures.ThreadPoolExecutor(args.j) as ex:
            list(ex.map(one, work))
    else:
        for item in work:
            one(item)
    for c in rejects:
        R.dep_case(c)
    s = R.stats
    print("difftest: seed %d, %d valid programs (%d ok, %d rejected, %d miscompiled, %d crashes, "
          "%d build failures), %d dependence programs: %d carried by a mapped loop (%d rejected, "
          "%d other error, %d ACCEPTED), %d carried below the mapped loops (%d ok, %d REFUSED), %.0f s"
          % (args.seed, args.n, s["ok"], s["rejected"], s["miscompiled"], s["crash"], s["build_failed"],
             ndeps, len(rejects), s["dep_rejected"], s["dep_wrong_error"], s["dep_accepted"],
             len(inner), s["inner_ok"], s["inner_refused"], time.time() - t0))
    for key, n in sorted(R.rejections.items(), key=lambda x: -x[1]):
        print("difftest: rejected %d x: %s" % (n, key))
    bad = s["miscompiled"] + s["crash"] + s["build_failed"] + s["dep_accepted"] + s["inner_refused"]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
