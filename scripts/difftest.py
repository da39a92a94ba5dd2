#!/usr/bin/env python3
"""difftest.py — randomized differential testing of loopgpu (docs/robustness.md).

Generates random annotated loop nests within the supported language, builds
each program twice — translated by loopgpu and built for CPU emulation, and
as plain C (the oracle) — runs both and compares their outputs with
scripts/compare.py. Nests with real dependences are generated too: they must
be rejected (exit 1, a dependence error), never translated.

  scripts/difftest.py [-n PROGRAMS] [--seed S] [--batch B] [--unroll] [-j JOBS]
                      [--keep DIR] [--deps-only | --no-deps]

Valid nests are batched B to a C file (one function each); a batch that
fails is bisected down to the failing programs. Every failing
program is written to --keep (default difftest-out/), with the command that
shows the failure. Exit 1 when any program miscompiled, crashed the
translator, or a dependence was not rejected.

Features: nest depths 1-3 mapped to threads (collapse(N) or the default),
a sequential inner loop, random lower bounds, offsets, strides (step 1-3),
`<` and `<=`, bounds that are constants or run-time parameters, subscripts
c*i+d with c in {1, 2, -1}, transposed reads, arrays of random extents
(fixed-size parameters or flat pointers), tile sizes, reductions (+ * min
max), host time loops around two regions. --unroll adds unroll(U) clauses
(unroll is being implemented: off by default).
Environment: LOOPGPU_BUILD (default build/), LOOPGPU (the translator).
"""
import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
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
        """A nest whose thread-mapped loops carry a real dependence."""
        r = self.r
        self.k += 1
        c = Case("d%d" % self.k)
        c.arrays = []
        c.expect_dep = True
        n = r.randint(4, 50)
        pat = r.choice(["flow", "anti", "output", "flow2d", "transpose", "stride", "flow_rt"])
        tile = (" tile(%d)" % r.choice([4, 8, 32])) if r.random() < 0.5 else ""
        if pat == "flow":
            d = r.randint(1, 3)
            body = "for (int i = %d; i < %d; i++)\n    W[i] = W[i - %d] + 1.0f;" % (d, n, d)
            params = "float W[%d]" % n
        elif pat == "flow_rt":
            body = "for (int i = 1; i < n; i++)\n    W[i] = W[i - 1] * 0.5f;"
            params = "int n, float W[%d]" % n
        elif pat == "anti":
            body = "for (int i = 0; i < %d; i++)\n    W[i] = W[i + 1] * 0.5f;" % (n - 1)
            params = "float W[%d]" % n
        elif pat == "output":
            body = "for (int i = 0; i < %d; i++)\n    W[%d] = R[i];" % (n, r.randint(0, 3))
            params = "float W[4], const float R[%d]" % n
        elif pat == "flow2d":
            body = ("for (int i = 0; i < %d; i++)\n    for (int j = 1; j < %d; j++)\n"
                    "      W[i][j] = W[i][j - 1] + 1.0f;" % (n, n))
            tile = r.choice(["", " collapse(2)", " tile(8, 8)"])
            params = "float W[%d][%d]" % (n, n)
        elif pat == "transpose":
            body = ("for (int i = 0; i < %d; i++)\n    for (int j = 0; j < %d; j++)\n"
                    "      W[i][j] = W[j][i] + 1.0f;" % (n, n))
            tile = r.choice(["", " collapse(2)"])
            params = "float W[%d][%d]" % (n, n)
        else:  # stride: W[2i] written, W[i] read
            body = "for (int i = 0; i < %d; i++)\n    W[2 * i] = W[i] + 1.0f;" % n
            params = "float W[%d]" % (2 * n)
        c.func = "void %s(%s)\n{\n#pragma loopgpu%s\n  %s\n}\n" % (c.name, params, tile, body)
        c.pattern = pat
        return c


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
                      "dep_accepted": 0, "miscompiled": 0, "crash": 0, "build_failed": 0}
        self.rejections = {}
        self.failures = []

    def save(self, what, src, log):
        os.makedirs(self.keep, exist_ok=True)
        k = len(self.failures)
        path = os.path.join(self.keep, "%s-%d.c" % (what, k))
        with open(path, "w") as f:
            f.write(src)
        with open(path + ".log", "w") as f:
            f.write(log)
        self.failures.append((what, path))
        print("difftest: %s: %s (%s)" % (what, path, log.strip().splitlines()[-1] if log.strip() else ""),
              flush=True)

    def translate(self, d, src):
        c = os.path.join(d, "p.c")
        with open(c, "w") as f:
            f.write(src)
        st, out, err = run([self.loopgpu, c, "-o", os.path.join(d, "p.cu")], timeout=120)
        return st, err

    def check_valid(self, src, single):
        """'ok', 'rejected', 'crash', 'build', 'mismatch' for one program."""
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
            return "ok", ""
        finally:
            shutil.rmtree(d, ignore_errors=True)

    def valid_batch(self, cases):
        src = program(cases)
        res, log = self.check_valid(src, len(cases) == 1)
        if res == "ok":
            self.stats["ok"] += len(cases)
            return
        if len(cases) > 1:  # bisect to the failing programs
            h = len(cases) // 2
            self.valid_batch(cases[:h])
            self.valid_batch(cases[h:])
            return
        if res == "rejected":
            self.stats["rejected"] += 1
            msg = [l for l in log.splitlines() if "error:" in l]
            key = msg[0].split("error:", 1)[1].strip()[:90] if msg else log[:90]
            self.rejections[key] = self.rejections.get(key, 0) + 1
            if self.rejections[key] <= 2:
                self.save("rejected", src, log)
            return
        self.stats[{"crash": "crash", "build": "build_failed", "mismatch": "miscompiled"}[res]] += 1
        self.save(res, src, log)

    def dep_case(self, c):
        src = program([c])
        d = tempfile.mkdtemp(prefix="loopgpu-dep.")
        try:
            st, err = self.translate(d, src)
        finally:
            shutil.rmtree(d, ignore_errors=True)
        if st == 1 and "dependence" in err:
            self.stats["dep_rejected"] += 1
        elif st == 1:
            self.stats["dep_wrong_error"] += 1
            self.save("dep-other-error-%s" % c.pattern, src, err)
        elif st == 0:
            self.stats["dep_accepted"] += 1
            self.save("dep-accepted-%s" % c.pattern, src, err or "translated with status 0")
        else:
            self.stats["crash"] += 1
            self.save("crash", src, "status %d\n%s" % (st, err))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-n", type=int, default=200, help="valid programs (default 200)")
    ap.add_argument("--deps", type=int, default=None, help="dependence programs (default n/5)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--batch", type=int, default=25)
    ap.add_argument("--unroll", action="store_true", help="also generate unroll(U) clauses")
    ap.add_argument("--keep", default=os.path.join(ROOT, "difftest-out"))
    ap.add_argument("--emit", metavar="DIR", help="only write the generated programs to DIR")
    args = ap.parse_args()
    r = random.Random(args.seed)
    g = Gen(r, args.unroll)
    ndeps = args.deps if args.deps is not None else args.n // 5
    valid = [g.case_valid() for _ in range(args.n)]
    deps = [g.case_dep() for _ in range(ndeps)]
    batches = [valid[i:i + args.batch] for i in range(0, len(valid), args.batch)]
    if args.emit:
        os.makedirs(args.emit, exist_ok=True)
        for k, b in enumerate(batches):
            with open(os.path.join(args.emit, "valid-%d.c" % k), "w") as f:
                f.write(program(b))
        for k, c in enumerate(deps):
            with open(os.path.join(args.emit, "dep-%d.c" % k), "w") as f:
                f.write(program([c]))
        return 0
    R = Runner(args)
    t0 = time.time()
    for k, b in enumerate(batches):
        R.valid_batch(b)
        print("difftest: batch %d/%d done, %.0f s, %s" % (k + 1, len(batches), time.time() - t0, R.stats),
              flush=True)
    for c in deps:
        R.dep_case(c)
    s = R.stats
    print("difftest: seed %d, %d valid programs (%d ok, %d rejected, %d miscompiled, %d crashes, "
          "%d build failures), %d dependence programs (%d rejected, %d other error, %d ACCEPTED), %.0f s"
          % (args.seed, args.n, s["ok"], s["rejected"], s["miscompiled"], s["crash"], s["build_failed"],
             ndeps, s["dep_rejected"], s["dep_wrong_error"], s["dep_accepted"], time.time() - t0))
    for key, n in sorted(R.rejections.items(), key=lambda x: -x[1]):
        print("difftest: rejected %d x: %s" % (n, key))
    bad = s["miscompiled"] + s["crash"] + s["build_failed"] + s["dep_accepted"]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
