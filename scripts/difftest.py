#!/usr/bin/env python3
"""difftest.py — randomized differential testing of loopgpu (docs/robustness.md).

Generates random annotated programs within the supported language, builds
each twice — translated by loopgpu and built for CPU emulation (and, with
--nvcc, compiled by nvcc too), and as plain C (the oracle, which must be
warning-free C11) — runs both and compares their outputs with
test/tools/compare.py. Nests with real dependences are generated too (flow,
anti, output, 2-D, transpose, stride, run-time bound, and 2-3 deep nests
whose carrying loop is picked at random): whether loopgpu must reject one
follows from its structure (Gen.case_dep): rejected when the loop that
carries the dependence is the outermost one or one of collapse(N)'s;
otherwise loopgpu maps the loops above it and keeps it sequential, and the
nest is run and compared like a valid program.

  scripts/difftest.py [-n PROGRAMS] [--deps D] [--seed S] [--batch B] [-j JOBS]
                      [--nvcc] [--unroll] [--no-FEATURE...] [--only F,G]
                      [--keep DIR] [--emit DIR | --bundle DIR]

Valid programs are batched B to a C file (one function each, or a function
and a block of main); a batch that fails is bisected down to the failing
programs. Every failing program is kept in --keep (default difftest-out/):
CLASS-K.c, its translation CLASS-K.cu (and CLASS-K.host.c when the
translator wrote one) and CLASS-K.log.

Each program ends in one class (the summary groups them, and the failures
by message and by feature):
  ok            translated, built, ran, same output as the C program
  rejected      loopgpu exit 1 with an error message (grouped by message)
  generator     the C program is not warning-free C11 (cc -std=c11 -Wall
                -Wextra -Werror) or does not run: a bug of this script
  crash         loopgpu exited with another status, a signal, a timeout, or
                exit 1 without any 'error:' message
  emu-error     loopgpu exit 0 but the emulation build (c++) fails
  nvcc-error    loopgpu exit 0 but nvcc -c fails (--nvcc)
  emu-warning, nvcc-warning
                the output compiles, with a warning: the C program has none,
                so the translation introduced it
  run-failed    the emulated program crashed or ran past its time
  miscompiled   it ran and printed something else than the C program
Exit 1 when any program is in a failure class (anything but ok and
rejected), a dependence carried by a mapped loop was accepted (unless
wavefront.c runs the nest by planes, or reschedule.c in isl's order, and
the program then gives the C program's answer), or one carried below the
mapped loops was refused.
-j: batches checked at once. --nvcc: also compile every translation with
`test/tools/build-prog.sh gpu -c` (compile only; nothing runs on a GPU).
--emit DIR only writes the generated programs (valid-K.c, inner-K.c,
dep-K.c); --bundle DIR makes the GPU batch of test/gpu/difftest-device.sh
(the valid and inner programs, refused ones left out, translated and
checked in emulation here).

Generator features (docs/robustness.md lists the forms); every one is on by
default except `unroll` and `stmts`; --no-NAME turns one off, --only A,B keeps only
those (`base` is the original nest generator):
  base       nest depths 1-3 mapped to threads (collapse(N) or the
             default), a sequential inner loop, random lower bounds,
             offsets, strides (step 1-3), `<` and `<=`, constant or
             run-time bounds, subscripts c*i+d with c in {1, 2, -1},
             transposed reads, arrays of random extents (fixed-size
             parameters or flat pointers), tile sizes, reductions (+ * min
             max), host time loops around two regions
  unroll     (off by default; --unroll) unroll clauses in the base nests
  vla        PolyBench-style kernels with VLA parameters `float A[n][m]`,
             arrays allocated as `float (*A)[m] = malloc(n * sizeof *A)` in
             main and used on the host around the call (sizeof *A,
             sizeof A[0], A + k, A[i] to a host helper, casts
             (float (*)[m])p, sizeof(float[n][m])), a size parameter
             reassigned after the VLA declarations (m = m - 1;)
  hoist      `T *p = malloc(n * sizeof *p)` and its variants inside host
             loops (and in kernel bodies), used by regions and host code
  ivars      function-scope induction variables `int i, j, k;` in regions,
             sequential loops reusing one variable, a second region,
             tile/unroll (coarsening, register tiling)/chunk/collapse, and
             the final values printed after the region
  bounds     loop starts and bounds written with MIN/MAX macros, an
             unparenthesised macro, ?:, &, |, ^, <<, >> (lo > 1 ? lo : 1,
             n & ~3, (m | 1) - 1), in mapped, sequential and host loops
  cxx        C that C++ reads differently: typedef int bool, the file's own
             min/max/absf (host and kernels), enum arithmetic, goto past an
             initialised declaration, out-of-order designated initialisers,
             repeated tentative definitions, sizeof('a'), implicit void *
             conversions (assignment, initialisation, argument, return),
             variables named new/class/this/template (host and kernel),
             string literals to char *, sin(f) of a float
  hostloops  host loops with compound conditions (t < steps && err > tol),
             unbraced bodies (the region as the body, or a plain loop
             around it), decreasing host loops, regions inside them; a
             braced body of nothing but 1-3 regions (persist.c: one kernel
             of one block), from 0 or 1, < or <=, a stencil and its
             write-back, the loop's variable read, near misses kept
             launched (a thread's own loop, a bound on the loop's variable)
  hostcode   (issue 15) a `host` time loop whose body mixes 1-3 kernel
             regions with host code on the region arrays: element reads and
             writes (err = u[n / 2]; v[0] = err * 0.5f;), host for loops
             that sum or modify, memcpy, memset (whole or a section), the
             file's helpers through parameters (energy(n, u), damp(n, v,
             0.5f)) and through a file-scope array (g written by a region and
             read by peek(), written by kick() and read by a region); aliases
             (float *probe = u + n / 2 set before the loop, f(n, a, a) with a
             host or a region body, dot(n - lag, u, u + lag) likewise,
             re = v, im = v + 1 interleaved); pointers that change (the
             Jacobi swap then a host read of u, x += 1, a window x[i + t]);
             at most one early exit: return on a convergence test that
             touches an array (r[] halves each step: exactly 2^-k, never
             near tol) or not (t == stop), break, goto out of the loop,
             TRY(...) (a return inside a macro), a return from the inner of
             two nested host loops, exit(0) after a printf of the array with
             an atexit handler registered at the start of main that prints a
             checksum of the arrays (such a case runs last in main; in a
             batch only the last one is armed). main calls the function twice
             with host code in between and prints the returned step count,
             the host accumulator and the arrays.
  textbook   (issue 24) the loop orders interchange.c and promote.c rewrite,
             as PolyBench writes them over VLA parameters, with
             function-scope or loop-declared induction variables, float or
             double: gemm/syrk's `i { j X op= s; k { j X += A*B } [j X /= d] }`
             (j over 0..m or the triangle j <= i), with near misses kept as
             written (the k item writes X[i][j + 1], or a statement between
             the items); trmm's and symm's dependent i over a parallel j; an
             accumulation into X[i][j] under a k loop from 0 or i + 1 with a
             statement before it, maybe one after it and a second k loop.
  rewrites   (issue 24, second round) the forms of snapshot.c, distribute.c,
             datarun.c and extent.c's cover: trmm's rows read below i with
             the inner loop from i + c (c from -1 to 2: only c >= 1 may read
             a snapshot), maybe the own row written first; a parallel i
             whose body is statements around one loop (X[i][i], r[i], a
             scalar set before the loop and read in it), maybe after it;
             2 to 4 adjacent regions (comments, a statement or an if body
             between some), a reduction whose count bounds a later region;
             arrays written first at the loops' own variables inside a
             larger file-scope array (by rows or by columns downwards, or
             read first, or under a condition), covariance's symmetric
             triangle (Y[i][j] then Y[j][i], with near misses: no mirror,
             the strict triangle); a dependent i whose body
             splits into row sums and column sums (atax's two inner loops,
             bicg's one, split first), or must not (a column sum read back
             by a later row, inner statements sharing what one writes).
  stmts      (off by default; --stmts; issue 17) a 2-deep nest over VLA
             parameters whose body switches on a value of the element
             (fallthrough, default anywhere or none, break, a continue of
             the mapped loop, maybe a reduction counted in a case), then a
             while with '&&', a do-while, or a for without init or with a
             compound condition, run by each thread.
Environment: LOOPGPU_BUILD (default build/), LOOPGPU (the translator).
"""
import argparse
import collections
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

# name, on by default, what it generates (the docstring has the details)
FEATURES = [
    ("base", True, "the original random nests (map, reduction, host time loop)"),
    ("unroll", False, "unroll clauses in the base nests"),
    ("vla", True, "VLA parameters and VLA pointer types in host code"),
    ("hoist", True, "T *p = malloc(n * sizeof *p) in host loops and kernel bodies"),
    ("ivars", True, "function-scope induction variables, final values printed"),
    ("bounds", True, "MIN/MAX macros, ?:, &, |, ^, <<, >> in loop starts and bounds"),
    ("cxx", True, "C that C++ rejects or reads differently"),
    ("hostloops", True, "host loops with compound conditions and unbraced bodies"),
    ("hostcode", True, "host code reading and writing region arrays inside host loops, early exits"),
    ("vector", True, "issue 19: 1-D regions vectorize.c gives 16-byte loads and stores"),
    ("inner", True, "issue 19: 1-D regions whose one inner loop sums, split over threads "
                    "(inner_reduce.c)"),
    ("exact", True, "issue 16 forms: triangular and trapezoidal nests, inequalities that keep "
                    "accesses apart, conditional and array reductions, private temporaries"),
    ("regtile", True, "issue 19: matrix products register-tiled with unroll-and-jam, strips "
                      "loaded 16 bytes at a time where whole and aligned (regtile.c)"),
    ("textbook", True, "issue 24: the textbook orders interchange.c and promote.c rewrite: "
                       "gemm/syrk's i { j; k { j } }, trmm/symm's dependent i over a parallel j, "
                       "accumulation into X[i][j] under a k loop, and near misses kept as written"),
    ("rewrites", True, "issue 24: trmm's rows below i (snapshot.c), a parallel i's body split "
                       "(distribute.c), adjacent regions (datarun.c), arrays written first "
                       "(extent.c's cover), and near misses"),
    ("overlap", True, "pointers into one array passed as two arguments (overlap.c): at an "
                      "offset (a recurrence in C: the loop as written), in place (the kernel), "
                      "apart; one or two statements, under a host loop's data region"),
    ("stmts", False, "issue 17 kernel bodies: switch (fallthrough, break, continue), while, "
                     "do-while and for loops that are not canonical inside the thread"),
]

# File-level text a case may need, in the order it is printed.
PRELUDE = [
    ("stdlib", "#include <stdlib.h>"),
    ("string", "#include <string.h>"),
    ("math", "#include <math.h>"),
    ("minmax_macros", "#define MIN(a, b) ((a) < (b) ? (a) : (b))\n#define MAX(a, b) ((a) > (b) ? (a) : (b))"),
    ("lo1_macro", "#define LO1(x) x > 1 ? x : 1 /* unparenthesised: right only as a whole expression */"),
    ("bool", "typedef int bool; /* C: an int; C++: a keyword */"),
    ("helper_min", "static int min(int a, int b)\n{\n  return a < b ? a : b;\n}\n"),
    ("helper_max", "static float max(float a, float b)\n{\n  return a > b ? a : b;\n}\n"),
    ("helper_absf", "static float absf(float x)\n{\n  return x < 0 ? -x : x;\n}\n"),
    ("try_macro", "#define TRY(x) do { if ((x) < 0) return -1; } while (0) /* a return inside a macro */"),
    ("stmt_macros", "#define SCALAR_VAL(x) x /* PolyBench's: a statement ends in a macro argument */\n"
                    "#define ID(x) x\n#define QUARTER 0.25f"),
]
PRELUDE_KEYS = [k for k, _ in PRELUDE]


class Case:
    """One generated program: file-level declarations, its functions, its
    block in main, and its outputs. Every output label starts with NAME_."""

    def __init__(self, name):
        self.name = name
        self.needs = set()     # PRELUDE keys
        self.features = set()  # the generator features it uses
        self.decls = []        # file-level declarations (global arrays, types)
        self.func = ""         # its functions
        self.call = ""         # a line of main, or a list of lines (a block)
        self.arrays = []       # global arrays filled in main: (name, size, init)
        self.prints = []       # global arrays shown after the call
        self.expect_dep = False
        self.pattern = ""
        self.main_start = []   # lines at the start of main (atexit registrations)
        self.exits = False     # its call may end the program (exit): placed last in main, and
                               # only the last such case of a batch is armed ({EXIT} is 1)


def rng_range(lb, ub, le, step):
    """Values taken by `for (v = lb; v < ub (or <= ub); v += step)`: (lo, hi, count)."""
    last = ub if le else ub - 1
    if last < lb:
        return None
    cnt = (last - lb) // step + 1
    return lb, lb + (cnt - 1) * step, cnt


# C precedence levels of the expressions the generator builds (1 binds tightest)
PREC = {"prim": 1, "mul": 2, "add": 3, "shift": 4, "rel": 5, "eq": 6, "band": 7,
        "bxor": 8, "bor": 9, "land": 10, "lor": 11, "cond": 12}


def par(e, maxp):
    """The text of expression e = (text, value, prec), parenthesised unless it
    binds at least as tightly as level maxp."""
    return e[0] if PREC[e[2]] <= maxp else "(%s)" % e[0]


class Loop:
    """A counted loop `for (v = start; v CMP bound; v += step)` with known values.
    decl: `int v` in the header (False: a variable declared outside)."""

    def __init__(self, var, start, end, step=1, cmp="<", down=False, decl=True):
        self.var, self.start, self.end, self.step = var, start, end, step
        self.cmp, self.down, self.decl = cmp, down, decl
        s, e = start[1], end[1]  # ascending: [s, e); descending: from s down to e (inclusive)
        if down:
            self.trips = max(0, (s - e) // step + 1)
            self.lo, self.hi = s - (self.trips - 1) * step, s
            self.final = s - self.trips * step
        else:
            self.trips = max(0, (e - s + step - 1) // step)
            self.lo, self.hi = s, s + (self.trips - 1) * step
            self.final = s + self.trips * step

    def header(self):
        v = self.var
        init = "%s%s = %s" % ("int " if self.decl else "", v, self.start[0])
        if self.down:
            cond = "%s >= %s" % (v, par(self.end, 4))
            inc = "%s--" % v if self.step == 1 else "%s -= %d" % (v, self.step)
        else:
            if self.cmp == "<=":
                cond = "%s <= %s - 1" % (v, par(self.end, 3))
            elif self.cmp == "!=":
                cond = "%s != %s" % (v, par(self.end, 4))
            else:
                cond = "%s < %s" % (v, par(self.end, 4))
            inc = "%s++" % v if self.step == 1 else "%s += %d" % (v, self.step)
        return "for (%s; %s; %s)" % (init, cond, inc)


def indent(lines, k=1):
    return ["  " * k + l if l and not l.startswith("#") else l for l in lines]


class Gen:
    def __init__(self, r, feats):
        self.r = r
        self.feats = feats            # the enabled features (a set of names)
        self.unroll = "unroll" in feats
        self.k = 0
        kinds = []                    # (kind, weight) of the valid programs
        if "base" in feats:
            kinds += [("map", 6), ("reduction", 2), ("host", 2)]
        if feats & {"vla", "ivars", "bounds"}:
            kinds += [("poly", 9)]
        if "hoist" in feats:
            kinds += [("hoist", 3)]
        if "cxx" in feats:
            kinds += [("cxx", 4)]
        if "hostloops" in feats:
            kinds += [("hostloop", 4)]
        if "hostcode" in feats:
            kinds += [("hostcode", 5)]
        if "exact" in feats:
            kinds += [("exact", 6)]
        if "stmts" in feats:
            kinds += [("stmts", 5)]
        if "vector" in feats:
            kinds += [("vector", 5)]
        if "inner" in feats:
            kinds += [("inner", 5)]
        if "regtile" in feats:
            kinds += [("regtile", 4)]
        if "textbook" in feats:
            kinds += [("textbook", 5)]
        if "rewrites" in feats:
            kinds += [("rewrites", 6)]
        if "overlap" in feats:
            kinds += [("overlap", 4)]
        if not kinds:
            raise SystemExit("difftest: no generator feature is on")
        self.kinds = kinds

    def case_valid(self):
        r = self.r
        self.k += 1
        c = Case("c%d" % self.k)
        kind = r.choices([k for k, _ in self.kinds], [w for _, w in self.kinds])[0]
        c.pattern = kind
        if kind == "reduction":
            c.features.add("base")
            self.gen_reduction(c)
        elif kind == "host":
            c.features.add("base")
            self.gen_host(c)
        elif kind == "map":
            c.features.add("base")
            self.gen_map(c)
        elif kind == "poly":
            self.gen_poly(c)
        elif kind == "hoist":
            self.gen_hoist(c)
        elif kind == "cxx":
            self.gen_cxx(c)
        elif kind == "hostcode":
            self.gen_hostcode(c)
        elif kind == "exact":
            self.gen_exact(c)
        elif kind == "stmts":
            self.gen_stmts(c)
        elif kind == "vector":
            self.gen_vector(c)
        elif kind == "inner":
            self.gen_inner(c)
        elif kind == "regtile":
            self.gen_regtile(c)
        elif kind == "textbook":
            self.gen_textbook(c)
        elif kind == "rewrites":
            self.gen_rewrites(c)
        elif kind == "overlap":
            self.gen_overlap(c)
        else:
            self.gen_hostloop(c)
        if self.unroll and ("unroll(" in c.func) and "base" in c.features:
            c.features.add("unroll")
        return c

    def on(self, feat, p):
        """Whether this case uses an enabled feature (probability p)."""
        return feat in self.feats and self.r.random() < p

    # ---- expressions for loop starts and bounds (feature bounds) ----

    def start_expr(self, c, env, lo_min, hi_max, fancy):
        """A loop start of value in [lo_min, hi_max]: (text, value, prec). With
        fancy, often one built from the parameter lo with MIN/MAX, ?:, &, |, ^,
        << or >>, or the unparenthesised macro LO1."""
        r = self.r
        plain = (str(lo_min), lo_min, "prim")
        if not fancy or "lo" not in env or r.random() < 0.2:
            return plain
        lo, m = env["lo"], lo_min
        cands = [
            ("lo", lo, "prim"),
            ("lo > %d ? lo : %d" % (m, m), max(lo, m), "cond"),
            ("lo > 1 ? lo : 1", max(lo, 1), "cond"),
            ("MAX(lo, %d)" % m, max(lo, m), "prim"),
            ("MIN(lo, %d)" % (m + 1), min(lo, m + 1), "prim"),
            ("lo & 1", lo & 1, "band"),
            ("lo | 1", lo | 1, "bor"),
            ("lo ^ 1", lo ^ 1, "bxor"),
            ("lo >> 1", lo >> 1, "shift"),
            ("(lo & 2) + %d" % m, (lo & 2) + m, "add"),
            ("lo << 1", lo << 1, "shift"),
            ("lo - (lo & 1)", lo - (lo & 1), "add"),
        ]
        if m <= 1:
            cands.append(("LO1(lo)", max(lo, 1), "cond"))
        ok = [e for e in cands if lo_min <= e[1] <= hi_max]
        if not ok:
            return plain
        e = r.choice(ok)
        self.note_expr(c, e[0])
        return e

    def end_expr(self, c, env, dim, margin, lo_min, hi_max, fancy):
        """A loop bound (exclusive end) of value in [lo_min, hi_max], built on
        the size `dim` (a name of env) minus margin."""
        r = self.r
        dv = env[dim] - margin
        D = (dim, dv, "prim") if margin == 0 else ("%s - %d" % (dim, margin), dv, "add")
        plain = [e for e in [D] if lo_min <= e[1] <= hi_max]
        if not fancy or r.random() < 0.2:
            if plain:
                return plain[0]
        Dp = par(D, 1)
        cands = [
            ("%s & ~3" % Dp, dv & ~3, "band"),
            ("(%s | 1) - 1" % Dp, (dv | 1) - 1, "add"),
            ("%s ^ 1" % Dp, dv ^ 1, "bxor"),
            ("%s - (%s & 1)" % (D[0], Dp), dv - (dv & 1), "add"),
            ("(%s >> 1) + 1" % Dp, (dv >> 1) + 1, "add"),
            ("%s >> 1 << 1" % Dp, (dv >> 1) << 1, "shift"),
            ("MAX(%s - 4, %d)" % (D[0], lo_min), max(dv - 4, lo_min), "prim"),
            ("MIN(%s, %d)" % (D[0], lo_min + 5), min(dv, lo_min + 5), "prim"),
        ]
        if "lo" in env:
            lo = env["lo"]
            cands += [("MIN(%s, lo + 8)" % D[0], min(dv, lo + 8), "prim"),
                      ("%s - (lo & 1)" % D[0], dv - (lo & 1), "add"),
                      ("%s - (lo >> 1)" % D[0], dv - (lo >> 1), "add")]
        for n, v in sorted(env.items()):
            if n in (dim, "lo"):
                continue
            cands += [("MIN(%s, %s)" % (D[0], n), min(dv, v), "prim"),
                      ("%s > %s ? %s : %s" % (D[0], n, n, D[0]), min(dv, v), "cond"),
                      ("%s < %s ? %s : %s" % (n, D[0], n, D[0]), min(dv, v), "cond")]
        ok = [e for e in cands if lo_min <= e[1] <= hi_max]
        if not ok:
            return plain[0] if plain else (str(hi_max), hi_max, "prim")
        e = r.choice(ok)
        self.note_expr(c, e[0])
        return e

    def note_expr(self, c, text):
        c.features.add("bounds")
        if "MIN(" in text or "MAX(" in text:
            c.needs.add("minmax_macros")
        if "LO1(" in text:
            c.needs.add("lo1_macro")

    def range_loop(self, c, var, env, dim, fancy, margin=0, decl=True, down=False, step=None):
        """A loop over var within [margin, env[dim] - margin) with at least one
        iteration: random start, bound, comparison and step."""
        r = self.r
        lim = env[dim] - margin
        st = self.start_expr(c, env, margin, lim - 1, fancy)
        en = self.end_expr(c, env, dim, margin, st[1] + 1, lim, fancy)
        if step is None:
            step = 2 if r.random() < 0.15 else 1
        if down:  # from en - 1 down to st
            top = ("%s - 1" % par(en, 3), en[1] - 1, "add")
            return Loop(var, top, st, step, down=True, decl=decl)
        cmp = r.choice(["<"] * 6 + ["<="] + (["!="] if step == 1 else []))
        return Loop(var, st, en, step, cmp, decl=decl)

    def region_clauses(self, depth, allow_unroll=True):
        """The clauses of a region of `depth` mapped loops."""
        r = self.r
        T = r.choice([4, 8, 16, 32])
        U = r.choice([2, 4, 8])
        C = r.choice([1, 3, 7, 16])
        if depth == 1:
            opts = [[], ["tile(%d)" % r.choice([32, 64, 128, 256])], ["chunk(%d)" % C],
                    ["chunk(%d)" % C, "tile(%d)" % r.choice([32, 128])]]
            if allow_unroll:
                opts += [["unroll(%d)" % U], ["tile(%d)" % r.choice([32, 128]), "unroll(%d)" % U]]
        else:
            opts = [[], ["tile(%d)" % T], ["tile(%d, %d)" % (T, r.choice([4, 8, 16]))], ["collapse(2)"],
                    ["collapse(2)", "tile(%d)" % T], ["chunk(%d)" % C], ["chunk(%d)" % C, "tile(%d)" % T]]
            if allow_unroll:
                opts += [["tile(16)", "unroll(8)"], ["tile(%d)" % r.choice([8, 16]), "unroll(%d)" % U],
                         ["unroll(%d)" % U], ["unroll(%d, %d)" % (r.choice([1, 2]), U)]]
        cl = list(r.choice(opts))
        r.shuffle(cl)
        return cl

    @staticmethod
    def pragma(cl):
        return "#pragma loopgpu %s" % " ".join(cl) if cl else "#pragma loopgpu"

    # ---- PolyBench-style kernels (features vla, ivars, bounds; cxx in kernels) ----

    def kernel_cxx(self, c, own):
        """One C-vs-C++ form inside a kernel body (feature cxx): (statements
        before the write, a term of the written value, a wrapper of the value).
        own: the element the thread writes, read before the write."""
        r = self.r
        n = c.name
        what = r.choice(["max", "min", "absf", "bool", "keyword", "sin", "enum"])
        c.features.add("cxx")
        c.pattern += "+k" + what
        pre, term, wrap = [], None, None
        if what == "max":
            c.needs.add("helper_max")
            wrap = "max(%s, 0.75f)"
        elif what == "min":
            c.needs.add("helper_min")
            term = "(float)min(i, 5) * 0.125f"
        elif what == "absf":
            c.needs.add("helper_absf")
            term = "absf(%s - 1.0f) * 0.5f" % own
        elif what == "bool":
            c.needs.add("bool")
            pre = ["bool big = %s > 1.0f;" % own]
            term = "(big ? 0.5f : 0.25f)"
        elif what == "keyword":
            kw = r.choice(["new", "class", "this", "template"])
            pre = ["float %s = %s * 0.5f;" % (kw, own)]
            term = kw
        elif what == "sin":
            c.needs.add("math")
            term = "(float)((sin(%s) - (double)(float)sin(%s)) * 1e6)" % (own, own)
        else:
            term = "(float)md * 0.25f"  # the function declares md (enum_host)
        return what, pre, term, wrap

    def gen_poly(self, c):
        """A PolyBench-style kernel in a static function called from main: 2-D
        arrays (VLA parameters `float W[ni][nj]` and `float (*W)[nj] =
        malloc(...)` in main with vla; fixed-size parameters and global arrays
        without), sizes ni, nj, nk and a start parameter lo, maybe
        function-scope induction variables (ivars) with their final values
        printed, bounds built with macros and operators (bounds), a C-vs-C++
        form in the kernel (cxx). Shapes: element-wise, matrix product with one
        or two sequential k loops, 5-point stencil, matrix-vector product."""
        r = self.r
        n = c.name
        vla = self.on("vla", 0.7)
        ivars = self.on("ivars", 0.7)
        fancy = self.on("bounds", 0.6)
        if not (vla or ivars or fancy):
            pick = r.choice(sorted(self.feats & {"vla", "ivars", "bounds"}))
            vla, ivars, fancy = pick == "vla", pick == "ivars", pick == "bounds"
        cxxk = self.on("cxx", 0.25)
        for f, on in (("vla", vla), ("ivars", ivars)):
            if on:
                c.features.add(f)
        shape = r.choice(["elem", "mm", "mm", "stencil", "mv"])
        c.pattern = "poly-" + shape
        NI, NJ, NK = r.randint(3, 40), r.randint(3, 40), r.randint(2, 24)
        if shape == "stencil":
            NI, NJ = max(NI, 4), max(NJ, 4)
        LO = r.randint(0, 3)
        off = r.choice([0, 0, 1, 2]) if vla and NI >= 6 else 0  # main passes W + off
        ni = NI - off
        reassign = vla and NJ >= 5 and r.random() < 0.35
        if reassign:
            c.pattern += "+reassign"
        env = {"ni": ni, "nj": NJ - 1 if reassign else NJ, "lo": LO}
        if shape == "mm":
            env["nk"] = NK
        margin = 1 if shape == "stencil" else 0
        k_in_body = ivars and shape == "mm" and r.random() < 0.3
        fs = lambda v: ivars  # declared outside the loop (at function scope, or k in the body)
        li = self.range_loop(c, "i", env, "ni", fancy, margin, decl=not fs("i"))
        lj = None if shape == "mv" else self.range_loop(c, "j", env, "nj", fancy, margin, decl=not fs("j"))
        seq = []  # sequential loops inside the thread: (loop, statement)
        if shape == "mm":
            seq.append((self.range_loop(c, "k", env, "nk", fancy, decl=not fs("k"), down=r.random() < 0.2),
                        "acc += B[i][k] * C[k][j];"))
            if r.random() < (0.5 if ivars else 0.2):  # a second loop on the same variable
                seq.append((self.range_loop(c, "k", env, "nk", fancy, decl=not fs("k"), down=r.random() < 0.2),
                            "acc += B[i][k] * 0.5f;"))
        elif shape == "mv":
            seq.append((self.range_loop(c, "j", env, "nj", fancy, decl=not fs("j"), down=r.random() < 0.2),
                        "acc += A[i][j] * x[j];"))
        # arrays: name -> (row size name or None for 1-D, rows size name, main's rows, written)
        if shape in ("elem", "stencil"):
            arrays = [("W", "ni", "nj", True), ("R", "ni", "nj", False)]
        elif shape == "mm":
            arrays = [("W", "ni", "nj", True), ("B", "ni", "nk", False), ("C", "nk", "nj", False)]
        else:
            arrays = [("A", "ni", "nj", False), ("x", "nj", None, False), ("y", "ni", None, True)]
        own = "y[i]" if shape == "mv" else "W[i][j]"
        # the function: host code before, the region, host code after
        pre_host, post_host, body_pre, terms = [], [], [], []
        wrap = None
        if reassign:
            pre_host.append("nj = nj - 1; /* the rows of the arrays keep their length */")
        if vla and r.random() < 0.2:
            pre_host.append('printf("%s_fsz %%d\\n", (int)sizeof %s[0]);' % (n, arrays[0][0]))
        if cxxk:
            what, bp, term, wrap = self.kernel_cxx(c, own)
            body_pre += bp
            if term:
                terms.append(term)
            if what == "enum":
                c.decls.append("enum %s_mode { %s_M0, %s_M1, %s_M2, %s_M3 };" % ((n,) * 5))
                pre_host += ["enum %s_mode md = %s_M1;" % (n, n), "md++;"]
                post_host.append('printf("%s_md %%d\\n", (int)md);' % n)
            if what == "bool":
                pre_host.append("bool flag = 2 * ni; /* 2 * ni in C */")
                post_host.append('printf("%s_flag %%d\\n", flag);' % n)
        temp = vla and shape != "mv" and r.random() < 0.2
        if temp:  # a VLA pointer of the function's own, filled on the host
            c.needs.add("stdlib")
            c.pattern += "+temp"
            a, b = ("i", "j") if ivars else ("a", "b")
            decl = "" if ivars else "int "
            pre_host += ["float (*T)[nj] = malloc(ni * sizeof *T);",
                         "for (%s%s = 0; %s < ni; %s++)" % (decl, a, a, a),
                         "  for (%s%s = 0; %s < nj; %s++)" % (decl, b, b, b),
                         "    T[%s][%s] = W[%s][%s] * 0.5f + 1.0f;" % (a, b, a, b)]
            if r.random() < 0.6:
                terms.append("T[i][j] * 0.25f")
            post_host += ['printf("%s_T %%.9g\\n", (double)T[ni - 1][nj - 1]);' % n,
                          'printf("%s_Tsz %%d\\n", (int)sizeof *T);' % n, "free(T);"]
        region = [self.pragma(self.region_clauses(1 if shape == "mv" else 2,
                                                  allow_unroll=True))]
        coarse = "unroll(" in region[0]
        region.append(li.header())
        ind = 1
        if lj:
            region.append("  " + lj.header())
            ind = 2
        if shape == "elem":
            val = "R[i][j] * 0.5f + W[i][j] * 0.25f"
        elif shape == "stencil":
            val = "(R[i - 1][j] + R[i + 1][j] + R[i][j - 1] + R[i][j + 1] + R[i][j]) * 0.2f"
        elif shape == "mm":
            val = "acc * 0.5f + W[i][j]"
        else:
            val = "acc + y[i] * 0.5f"
        val = " + ".join([val] + terms)
        if wrap:
            val = wrap % val
        write = "%s = %s;" % (own, val)
        if not seq and not body_pre:
            region.append("  " * ind + write)
        else:
            inner = []
            if k_in_body:
                inner.append("int k;")
            inner += body_pre
            if seq:
                inner.append("float acc = 0.0f;")
            for lp, stmt in seq:
                if not coarse and r.random() < 0.2:
                    inner.append("#pragma loopgpu unroll(%s)" % r.choice(["2", "4", "8"]))
                inner += [lp.header(), "  " + stmt]
            inner.append(write)
            region += ["  " * ind + "{"] + indent(inner, ind + 1) + ["  " * ind + "}"]
        after = []
        if ivars:  # C gives the induction variables their final values
            fin = [("i", li.final)] + ([("j", lj.final)] if lj else [])
            for lp, _ in seq:
                if not lp.decl and not (lp.var == "k" and k_in_body):
                    fin = [(v, x) for (v, x) in fin if v != lp.var] + [(lp.var, lp.final)]
            after += ['printf("%s_%s %%d\\n", %s);' % (n, v, v) for v, _ in fin]
        second = []
        if ivars and shape != "mv" and r.random() < 0.4:  # a second region reusing i and j
            c.pattern += "+second"
            l2 = self.range_loop(c, "i", env, "ni", fancy, decl=False)
            s2 = self.range_loop(c, "j", env, "nj", fancy, decl=False, down=r.random() < 0.3)
            second = [self.pragma(self.region_clauses(1)), l2.header(), "{", "  float acc = 0.0f;",
                      "  " + s2.header(), "    acc += W[i][j];", "  S[i] = acc;", "}",
                      'printf("%s_i2 %%d\\n%s_j2 %%d\\n", i, j);' % (n, n)]
            arrays.append(("S", "ni", None, True))
        body = []
        if ivars:
            used = ["i", "j"] + (["k"] if shape == "mm" and not k_in_body else [])
            body.append("int %s;" % ", ".join(used))
        body += pre_host + region + after + second + post_host
        text = "\n".join(body)
        # parameters: the sizes the text or the array types use, then the arrays
        sizes = [("ni", NI, ni), ("nj", NJ, NJ), ("nk", NK, NK), ("lo", LO, LO)]
        ptypes = []
        for (a, rows, cols, wr) in arrays:
            if vla:
                ptypes.append("float %s[%s]%s" % (a, rows, "[%s]" % cols if cols else ""))
            else:
                val = dict((s, v) for s, _, v in sizes)
                ptypes.append("%sfloat %s[%d]%s" % ("" if wr or cols else "const ", a, val[rows],
                                                    "[%d]" % val[cols] if cols else ""))
        used = [(s, mainv, fv) for (s, mainv, fv) in sizes
                if re.search(r"\b%s\b" % s, text + " ".join(ptypes))]
        params = ["int %s" % s for (s, _, _) in used] + ptypes
        c.func = "static void %s(%s)\n{\n%s\n}\n" % (n, ", ".join(params), "\n".join(indent(body)))
        if vla:
            self.poly_main_vla(c, arrays, used, off, NI, NJ, NK)
        else:
            calls = [str(fv) for (_, _, fv) in used]
            vals = {"ni": NI, "nj": NJ, "nk": NK}
            for (a, rows, cols, wr) in arrays:
                g = "%s_%s" % (n, a)
                size = vals[rows] * (vals[cols] if cols else 1)
                c.decls.append("static float %s[%d];" % (g, size))
                c.arrays.append((g, size, True))
                calls.append("(float (*)[%d])%s" % (vals[cols], g) if cols else g)
                if wr:
                    c.prints.append(g)
            c.call = "  %s(%s);" % (n, ", ".join(calls))

    def poly_main_vla(self, c, arrays, used, off, NI, NJ, NK):
        """main's block of a vla kernel: the arrays as `float (*A)[m]` on the
        heap, used on the host before and after the call."""
        r = self.r
        n = c.name
        c.needs.add("stdlib")
        dims = [s for s in ("ni", "nj", "nk") if any(s in (a[1], a[2]) for a in arrays)]
        vals = {"ni": NI, "nj": NJ, "nk": NK}
        lines = ["int %s;" % ", ".join("%s = %d" % (s, vals[s]) for s in dims)]
        frees, shows = [], []
        # Rows as values (A[i] passed or under sizeof) in half of the programs
        # only: a translator that refuses them would hide the other forms.
        rows_ok = r.random() < 0.5
        if rows_ok:
            c.pattern += "+rows"
        for (a, rows, cols, wr) in arrays:
            if cols:
                form = r.choice([0, 1, 3, 4, 5] + ([2] if rows_ok else []))
                t = "float (*%s)[%s]" % (a, cols)
                if form == 0:
                    lines.append("%s = malloc(%s * sizeof *%s);" % (t, rows, a))
                elif form == 1:
                    lines.append("%s = malloc(sizeof(float[%s][%s]));" % (t, rows, cols))
                elif form == 2:
                    lines.append("%s = malloc(%s * sizeof %s[0]);" % (t, rows, a))
                elif form == 3:
                    lines.append("%s = (float (*)[%s])malloc((size_t)%s * %s * sizeof(float));" % (t, cols, rows, cols))
                elif form == 4:
                    lines += ["void *%s_v = malloc(%s * sizeof(float[%s]));" % (a, rows, cols),
                              "%s = (float (*)[%s])%s_v;" % (t, cols, a)]
                else:
                    lines += ["void *%s_v = malloc(%s * sizeof(float[%s]));" % (a, rows, cols),
                              "%s = %s_v;" % (t, a)]
                first = r.choice(["&%s[0][0]" % a, "*%s" % a] + (["%s[0]" % a] if rows_ok else []))
                lines.append("fill(%s, %s * %s);" % (first, rows, cols))
                if wr:
                    shows.append('show("%s_%s", &%s[0][0], %s * %s);' % (n, a, a, rows, cols))
            else:
                lines += ["float *%s = malloc(%s * sizeof *%s);" % (a, rows, a), "fill(%s, %s);" % (a, rows)]
                if wr:
                    shows.append('show("%s_%s", %s, %s);' % (n, a, a, rows))
            frees.append("free(%s);" % a)
        m2 = [a for a in arrays if a[2]][0]  # a 2-D array: sizeof forms, rows, row arithmetic
        a, rows, cols = m2[0], m2[1], m2[2]
        szs = ['printf("%s_sz1 %%d\\n", (int)sizeof *%s);' % (n, a),
               'printf("%s_sz2 %%d\\n", (int)sizeof %s[0]);' % (n, a),
               'printf("%s_sz3 %%d\\n", (int)sizeof(float[%s][%s]));' % (n, rows, cols),
               'printf("%s_sz4 %%d\\n", (int)sizeof(*%s) / (int)sizeof(float));' % (n, a)]
        if not rows_ok:
            del szs[1]
        r.shuffle(szs)
        lines += szs[:r.randint(1, 3)]
        helper = rows_ok and r.random() < 0.7
        row = min(2, vals[rows] - 1)
        if helper:  # A[i] as a row pointer to a host function
            c.func = ("static double %s_rowsum(int m, const float *row)\n{\n  double s = 0;\n"
                      "  for (int j = 0; j < m; j++)\n    s += row[j] * (double)(j + 1);\n  return s;\n}\n\n"
                      % n) + c.func
            lines.append('printf("%s_row %%.9g\\n", %s_rowsum(%s, %s[%d]));' % (n, n, cols, a, row))
        if vals[rows] >= 3 and r.random() < 0.4:  # row arithmetic: A + 1 moves one row
            lines += ["float (*%s1)[%s] = %s + 1;" % (a, cols, a),
                      'printf("%s_plus1 %%.9g\\n", (double)%s1[1][%d]);' % (n, a, vals[cols] - 1)]
        args = []
        for (s, mainv, fv) in used:
            args.append("ni - %d" % off if s == "ni" and off else s if s in dims else str(fv))
        for (x, xr, xc, wr) in arrays:
            args.append("%s + %d" % (x, off) if off and xr == "ni" and (wr or r.random() < 0.5) else x)
        lines.append("%s(%s);" % (n, ", ".join(args)))
        lines += shows
        if helper:
            lines.append('printf("%s_row2 %%.9g\\n", %s_rowsum(%s, %s[%d]));' % (n, n, cols, a, row))
        lines += frees
        c.call = lines

    # ---- allocations in host loops (feature hoist) ----

    def gen_hoist(self, c):
        """A host loop whose body allocates `T *p = malloc(n * sizeof *p)` (or
        one of its variants), uses it in two regions and on the host, and frees
        it; sometimes a region whose body allocates per thread the same way."""
        r = self.r
        n = c.name
        c.features.add("hoist")
        c.needs.add("stdlib")
        N, STEPS, LO = r.randint(4, 60), r.randint(1, 4), r.randint(0, 3)
        fancy = self.on("bounds", 0.4)
        ivar = self.on("ivars", 0.4)
        if ivar:
            c.features.add("ivars")
        T = r.choice(["float", "float", "double", "int"])
        p = r.choice(["tmp", "buf", "p"])
        sizes = ["n * sizeof *{p}", "sizeof *{p} * n", "n * sizeof(*{p})", "n * sizeof {p}[0]",
                 "(n + 1) * sizeof *{p}", "(size_t)n * sizeof *{p}"]
        if fancy:
            sizes.append("MAX(n, 4) * sizeof *{p}")
        size = r.choice(sizes).format(p=p)
        form = r.randrange(4)
        if form == 0:
            alloc = ["%s *%s = calloc(n, sizeof *%s);" % (T, p, p)]
        elif form == 1:
            alloc = ["%s *%s;" % (T, p), "%s = malloc(%s);" % (p, size)]
        else:
            alloc = ["%s *%s = malloc(%s);" % (T, p, size)]
        c.pattern = "hoist-%s-%s" % (T, ["calloc", "assign", "init", "init"][form])
        if "MAX(" in size:
            self.note_expr(c, size)
        env = {"n": N, "lo": LO}
        l1 = self.range_loop(c, "i", env, "n", fancy, decl=not ivar)
        l2 = self.range_loop(c, "i", env, "n", fancy, decl=not ivar)
        conv = "(int)(x[i] * 4.0f) + t" if T == "int" else "x[i] * 0.5f + (%s)t" % T
        if T == "float":
            conv = "x[i] * 0.5f + (float)t"
        body = alloc + ["for (int q = 0; q < n; q++)", "  %s[q] = 0;" % p] if form != 0 else list(alloc)
        body += [self.pragma(self.region_clauses(1)), l1.header(), "  %s[i] = %s;" % (p, conv)]
        if r.random() < 0.6:
            body.append("acc += %s[n / 2] * 0.5;" % p)
        body += [self.pragma(self.region_clauses(1)), l2.header(),
                 "  y[i] = y[i] * 0.5f + (float)%s[i] * 0.25f;" % p]
        if r.random() < 0.3:  # a host-only buffer of the same form
            body += ["double *h = malloc(n * sizeof *h);", "for (int q = 0; q < n; q++)",
                     "  h[q] = %s[q] * 2.0;" % p, "acc += h[n - 1];", "free(h);"]
        body.append("free(%s);" % p)
        kernel = []
        if r.random() < 0.3:  # per-thread scratch in a kernel body
            c.pattern += "+kernel"
            K = r.choice(["4", "8", "m"])
            kernel = [self.pragma(self.region_clauses(1, allow_unroll=False)),
                      "for (int i = 0; i < n; i++) {",
                      "  float *w = malloc(%s * sizeof *w);" % K,
                      "  for (int q = 0; q < %s; q++)" % K, "    w[q] = x[i] * (float)(q + 1);",
                      "  float s = 0.0f;", "  for (int q = 0; q < %s; q++)" % K, "    s += w[q];",
                      "  y[i] = y[i] * 0.5f + s * 0.125f;", "  free(w);", "}"]
        hl = self.range_loop(c, "t", {"steps": STEPS, "n": N}, "steps", fancy, decl=not ivar, step=1)
        lines = []
        if ivar:
            lines.append("int t, i;")
        lines += ["double acc = 0;", "#pragma loopgpu host", hl.header() + " {"] + indent(body) + ["}"]
        lines += kernel
        lines.append('printf("%s_acc %%.9g\\n", acc);' % n)
        if ivar:
            lines.append('printf("%s_t %%d\\n%s_i %%d\\n", t, i);' % (n, n))
        text = "\n".join(lines)
        params = ["int n", "int steps"] + [("int " + v) for v in ("lo", "m") if re.search(r"\b%s\b" % v, text)]
        args = [str(N), str(STEPS)] + [str({"lo": LO, "m": 5}[v]) for v in ("lo", "m")
                                       if re.search(r"\b%s\b" % v, text)]
        c.func = "static void %s(%s, const float *x, float *y)\n{\n%s\n}\n" % (
            n, ", ".join(params), "\n".join(indent(lines)))
        for a in ("x", "y"):
            c.decls.append("static float %s_%s[%d];" % (n, a, N))
            c.arrays.append(("%s_%s" % (n, a), N, True))
        c.prints.append("%s_y" % n)
        c.call = "  %s(%s, %s_x, %s_y);" % (n, ", ".join(args), n, n)

    # ---- C that C++ rejects or reads differently (feature cxx) ----

    CXX_ITEMS = ["bool", "helpers", "enum", "goto", "desig", "tentative", "sizeof", "voidptr", "keyword",
                 "strlit", "sin"]

    def cxx_item(self, c, what, where):
        """Host lines of one form (placeholders {n}, {x}: the size and the input
        array where the lines go) and maybe a kernel part: (lines, kpre, kterm)."""
        r = self.r
        n = c.name
        kpre, kterm = [], None
        kernel = where == "fn" and r.random() < 0.5
        if what == "bool":
            c.needs.add("bool")
            lines = ["bool flag = 2 * {n}; /* 2 * n in C */", 'printf("%s_bool %%d\\n", flag);' % n]
            if kernel:
                kpre, kterm = ["bool big = x[i] > 1.0f;"], "(big ? 0.5f : 0.25f)"
        elif what == "helpers":
            hs = r.sample(["min", "max", "absf"], r.randint(1, 3))
            lines = []
            for h in hs:
                c.needs.add("helper_" + h)
            if "min" in hs:
                lines.append('printf("%s_min %%d\\n", min({n}, 7));' % n)
            if "max" in hs:
                lines.append('printf("%s_max %%.9g\\n", (double)max({x}[0], 0.75f));' % n)
            if "absf" in hs:
                lines.append('printf("%s_absf %%.9g\\n", (double)absf({x}[1] - 1.0f));' % n)
            if kernel:
                kterm = r.choice([{"min": "(float)min(i, 9) * 0.125f", "max": "max(x[i], 1.0f)",
                                   "absf": "absf(x[i] - 1.0f)"}[h] for h in hs])
        elif what == "enum":
            c.decls.append("enum %s_e { %s_E0, %s_E1, %s_E2, %s_E3 };" % ((n,) * 5))
            lines = ["enum %s_e e = 1;" % n, "e++;", "e += {n} & 1;", "enum %s_e e2 = %s_E3;" % (n, n), "e2--;",
                     'printf("%s_enum %%d\\n%s_enum2 %%d\\n", (int)e, (int)e2);' % (n, n)]
            if kernel:
                kterm = "(float)e * 0.125f"
        elif what == "goto":
            lab = "%s_skip%s" % (n, "" if where == "fn" else "m")
            lines = ["int gs = {n} % 5;", "if (gs > 1)", "  goto %s;" % lab, "int gz = 3; /* jumped over */",
                     "gs += gz;", "%s:" % lab, 'printf("%s_goto %%d\\n", gs);' % n]
        elif what == "desig":
            c.decls.append("struct %s_s { int a; float b; int c; };" % n)
            lines = ["struct %s_s st = { .c = {n}, .a = 2, .b = 0.5f };" % n,
                     "int arr[4] = { [3] = 7, [1] = {n} };",
                     'printf("%s_st %%.9g\\n", (double)(st.a * 100 + st.c) + st.b);' % n,
                     'printf("%s_arr %%d\\n", arr[0] + arr[1] + arr[2] + arr[3]);' % n]
        elif what == "tentative":
            form = r.randrange(3)
            g = "%s_g" % n
            c.decls.append(["static int {g}; static int {g};", "int {g}; int {g} = 3;",
                            "static int {g} = 2; static int {g};"][form].format(g=g))
            lines = ["%s += {n};" % g, 'printf("%s_g %%d\\n", %s);' % (n, g)]
        elif what == "sizeof":
            lines = ['printf("%s_szc %%d\\n", (int)sizeof(\'a\'));' % n,
                     'printf("%s_szeq %%d\\n", (int)sizeof({n} == 1));' % n]
        elif what == "voidptr":
            c.needs.add("stdlib")
            c.func += ("static float *%s_alloc(int n)\n{\n  void *v = malloc(n * sizeof(float));\n"
                       "  return v; /* void * to float * */\n}\n\n" % n)
            c.func += ("static double %s_sum(const float *p, int n)\n{\n  double s = 0;\n"
                       "  for (int a = 0; a < n; a++)\n    s += p[a];\n  return s;\n}\n\n" % n)
            lines = ["float *vp;", "vp = malloc({n} * sizeof(float));", "double *vq = malloc({n} * sizeof(double));",
                     "float *vu = %s_alloc({n});" % n, "for (int a = 0; a < {n}; a++) {",
                     "  vp[a] = {x}[a];", "  vq[a] = {x}[a] * 2.0;", "  vu[a] = 1.0f;", "}", "void *vv = vp;",
                     'printf("%s_vsum %%.9g\\n", %s_sum(vv, {n}) + vq[{n} - 1] + vu[0]);' % (n, n),
                     "free(vp);", "free(vq);", "free(vu);"]
        elif what == "keyword":
            kw = r.choice(["new", "class", "this", "template"])
            lines = ["int %s = {n} + 1;" % kw, 'printf("%s_kw %%d\\n", %s);' % (n, kw)]
            if kernel:
                kw2 = r.choice(["new", "class", "this", "template"])
                kpre, kterm = ["float %s = x[i] * 0.5f;" % kw2], kw2
        elif what == "strlit":
            c.needs.add("string")
            lines = ['char *str = "loopgpu";', 'char *names[] = { "ab", "cde" };',
                     'printf("%s_strlen %%d\\n", (int)(strlen(str) + strlen(names[1])));' % n,
                     'printf("%s_s1 %%d\\n", str[1]);' % n]
        else:  # sin
            c.needs.add("math")
            lines = ["float f = {x}[0];", "double d = sin(f); /* in double: C has no overloads */",
                     'printf("%s_sin %%.9g\\n", (d - (double)(float)d) * 1e12);' % n,
                     'printf("%s_sqrt %%.9g\\n", (sqrt(f) - (double)(float)sqrt(f)) * 1e12);' % n]
            if kernel:
                kterm = "(float)((sin(x[i]) - (double)(float)sin(x[i])) * 1e6)"
        return lines, kpre, kterm

    def gen_cxx(self, c):
        """A function with a region and, around it in its host code and in
        main, 1-4 forms that C++ rejects or reads differently; some forms also
        appear in the kernel body."""
        r = self.r
        n = c.name
        c.features.add("cxx")
        N = r.randint(4, 60)
        items = r.sample(self.CXX_ITEMS, r.randint(1, 4))
        c.pattern = "cxx-" + "-".join(items)
        before, after, mbefore, mafter, kpre, kterms = [], [], [], [], [], []
        for what in items:
            where = r.choice(["fn", "fn", "main"])
            lines, kp, kt = self.cxx_item(c, what, where)
            if where == "fn":
                lines = [l.replace("{n}", "n").replace("{x}", "x") for l in lines]
                (before if kt or r.random() < 0.5 else after).extend(lines)
                kpre += kp
                if kt:
                    kterms.append(kt)
            else:
                lines = [l.replace("{n}", str(N)).replace("{x}", "%s_x" % n) for l in lines]
                (mbefore if r.random() < 0.5 else mafter).extend(lines)
        fancy = self.on("bounds", 0.3)
        li = self.range_loop(c, "i", {"n": N}, "n", fancy)
        write = "y[i] = %s;" % " + ".join(["x[i] * 0.5f + y[i] * 0.25f"] + kterms)
        header = li.header()
        if r.random() < 0.35:
            # the loop's bound a C++ keyword: renamed in the CUDA half only, it
            # must keep its C name in what the host half computes (the
            # arrays' ranges: test/faithful/keyword-names.c)
            kwb = r.choice(["delete", "private", "operator", "namespace"])
            before = ["int %s = n;" % kwb] + before
            header = re.sub(r"\bn\b", kwb, header)
            c.pattern += "-kwbound"
        region = [self.pragma(self.region_clauses(1)), header]
        if kpre:
            region += ["{"] + indent(kpre + [write]) + ["}"]
        else:
            region.append("  " + write)
        body = before + region + after
        c.func += "static void %s(int n, const float *x, float *y)\n{\n%s\n}\n" % (n, "\n".join(indent(body)))
        for a in ("x", "y"):
            c.decls.append("static float %s_%s[%d];" % (n, a, N))
            c.arrays.append(("%s_%s" % (n, a), N, True))
        c.prints.append("%s_y" % n)
        c.call = mbefore + ["%s(%d, %s_x, %s_y);" % (n, N, n, n)] + mafter

    # ---- host loops (feature hostloops) ----

    def gen_hostloop(self, c):
        """A `host` loop around regions: a compound condition (t < steps && err
        > tol, err exactly 2^-t), a region as its unbraced body, an unbraced
        plain loop around the region, a decreasing loop, a region under an if."""
        r = self.r
        n = c.name
        c.features.add("hostloops")
        N, STEPS = r.randint(4, 60), r.randint(1, 8)
        K = r.randint(1, 6)
        TOL = 0.75 * 2.0 ** -K  # err takes the values 2^-t exactly: never near tol
        ivar = self.on("ivars", 0.4)
        fancy = self.on("bounds", 0.4)
        if ivar:
            c.features.add("ivars")
        form = r.choice(["compound", "compound", "unbraced", "unbraced2", "unbraced2b", "down", "if",
                         "persist", "persist"])
        c.pattern = "hostloop-" + form
        tv = "t" if ivar else "int t"
        env = {"n": N}

        def region(stmt):
            lp = self.range_loop(c, "i", env, "n", fancy, decl=not ivar)
            return [self.pragma(self.region_clauses(1)), lp.header(), "  " + stmt]
        lines = []
        if ivar:
            lines.append("int t, i;")
        lines += ["double err = 1.0;", "int iters = 0;", "A[0] = 2.0f;", "B[0] = 1.0f;"]
        step = "A[i] = 0.5f * A[i] + 0.5f * B[i];"
        if form in ("compound", "down"):
            if form == "compound":
                conds = ["t < steps && err > tol", "err > tol && t < steps", "t < steps && !(err <= tol)",
                         "(t < steps) && (err > tol)", "t < steps && err > tol && n > 0",
                         "t < steps || err > 1e9"]
                if fancy:
                    conds += ["t < MIN(steps, 5) && err > tol", "t < (steps | 1) && err > tol"]
                    c.needs.add("minmax_macros")
                cond = r.choice(conds)
                head = "for (%s = 0; %s; t++) {" % (tv, cond)
            else:
                cond = r.choice(["t > 0", "t > 0 && err > tol", "t >= 1 && tol < err"])
                head = "for (%s = steps; %s; t--) {" % (tv, cond)
            lines += ["#pragma loopgpu host", head] + indent(region(step) + [
                "err = (double)A[0] - (double)B[0]; /* 2^-(t + 1) exactly */", "iters++;"]) + ["}"]
        elif form == "unbraced":  # the region is the body
            lines += ["#pragma loopgpu host", "for (%s = 0; t < steps; t++)" % tv] + indent(
                region("A[i] = 0.5f * A[i] + 0.5f * B[i] + (float)t;"))
        elif form == "unbraced2":  # a plain loop without braces around the region
            lines += ["#pragma loopgpu host", "for (%s = 0; t < steps; t++)" % tv,
                      "  for (int s = 0; s < 2; s++)"] + indent(
                region("A[i] = A[i] * 0.5f + B[i] * (float)(s + 1);"), 2)
        elif form == "unbraced2b":  # a plain loop with two regions, the host loop unbraced
            lines += ["#pragma loopgpu host", "for (%s = 0; t < steps; t++)" % tv,
                      "  for (int s = 0; s < 2; s++) {"] + indent(
                region("B[i] = A[i] * 0.5f + (float)s;") + region("A[i] = B[i] * 0.5f + A[i] * 0.25f;") +
                ["iters++;"], 2) + ["  }"]
        elif form == "persist":  # nothing but regions: one kernel of one block (persist.c)
            lo = r.choice([0, 1])
            cmp = r.choice(["t < steps + %d" % lo, "t <= steps - 1 + %d" % lo])
            kinds = r.sample(["stencil", "back", "t", "inner", "tbound"], r.randint(1, 3))
            c.pattern = "hostloop-persist-" + "-".join(kinds)
            body = []
            for kd in kinds:
                if kd == "stencil":  # B from A's neighbours
                    body += ["#pragma loopgpu", "for (%si = 1; i < n - 1; i++)" % ("" if ivar else "int "),
                             "  B[i] = 0.25f * A[i - 1] + 0.5f * A[i] + 0.25f * A[i + 1];"]
                elif kd == "back":  # A from B: the next region reads the previous one's writes
                    body += ["#pragma loopgpu", "for (%si = 0; i < n; i++)" % ("" if ivar else "int "),
                             "  A[i] = 0.5f * B[i] + 0.25f * A[i];"]
                elif kd == "t":  # the loop's variable read by the kernel
                    body += ["#pragma loopgpu", "for (%si = 0; i < n; i++)" % ("" if ivar else "int "),
                             "  A[i] = A[i] * 0.5f + (float)(t % 3);"]
                elif kd == "inner":  # a loop of the thread's own: kept launched
                    body += ["#pragma loopgpu", "for (%si = 0; i < n; i++)" % ("" if ivar else "int "),
                             "  for (int q = 0; q < 2; q++)", "    B[i] = B[i] * 0.5f + A[i];"]
                else:  # a bound on the loop's variable: kept launched
                    body += ["#pragma loopgpu", "for (%si = 0; i < n - t %% 2; i++)" % ("" if ivar else "int "),
                             "  B[i] = B[i] + 0.125f * A[i];"]
            lines += ["#pragma loopgpu host", "for (%s = %d; %s; t++) {" % (tv, lo, cmp)] + indent(body) + ["}"]
        else:  # a region under an if in the host loop
            lines += ["#pragma loopgpu host", "for (%s = 0; t < steps; t++) {" % tv, "  if (t % 2 == 0)"] + indent(
                region(step), 2) + ["  else", "    iters += 2;", "  err = (double)A[0] - (double)B[0];", "}"]
        if ivar:
            lines.append('printf("%s_t %%d\\n%s_i %%d\\n", t, i);' % (n, n))
        lines.append('printf("%s_err %%.9g\\n%s_iters %%d\\n", err, iters);' % (n, n))
        text = "\n".join(lines)
        params = ["int n", "int steps"] + (["double tol"] if re.search(r"\btol\b", text) else [])
        args = [str(N), str(STEPS)] + (["%.17g" % TOL] if "double tol" in params else [])
        c.func = "static void %s(%s, float *A, float *B)\n{\n%s\n}\n" % (n, ", ".join(params),
                                                                      "\n".join(indent(lines)))
        for a in ("A", "B"):
            c.decls.append("static float %s_%s[%d];" % (n, a, N))
            c.arrays.append(("%s_%s" % (n, a), N, True))
            c.prints.append("%s_%s" % (n, a))
        c.call = "  %s(%s, %s_A, %s_B);" % (n, ", ".join(args), n, n)

    # ---- host code inside host loops (feature hostcode, issue 15) ----

    def gen_hostcode(self, c):
        """A function whose `host` loop (a time loop: one data region) holds
        kernel regions and, between them, host code that reads and writes the
        region arrays: element reads and writes, host for loops, memcpy and
        memset, calls of the file's helpers (through parameters and through a
        file-scope array), aliases (a probe pointer set before the loop, f(n,
        a, a), overlapping sections, interleaved re/im), pointers that change
        (Jacobi swap, x += 1, a sliding window), and maybe one early exit
        (return on a convergence test touching an array or not, break, goto,
        a return inside a macro, a return from nested host loops, exit() seen
        by an atexit handler). main calls it twice with host code in between;
        the returned step, the host accumulator and the arrays are printed."""
        r = self.r
        n = c.name
        c.features.add("hostcode")
        N, STEPS = r.randint(6, 48), r.randint(1, 6)
        STOP1, STOP2 = r.randint(0, STEPS), r.randint(0, STEPS)  # stop == steps: never taken
        K = r.randint(1, STEPS + 2)
        TOL = 0.75 * 2.0 ** -K  # r[] takes the values 2^-k exactly: never near tol
        LAG = r.randint(1, 3)
        ex = r.choices([None, "ret_arr", "ret", "break", "goto", "try", "nested", "exit"],
                       [3, 2, 2, 2, 2, 2, 3, 3])[0]
        c.pattern = "hostcode-%s" % (ex or "noexit")
        use = set()        # parameters and globals the text needs: x r g stop tol ex probe reim
        helpers = {}       # name -> text of a helper function of the case
        pre = []           # host code before the host loop
        uniq = [0]

        def fresh(base):
            uniq[0] += 1
            return "%s%d" % (base, uniq[0])

        def clauses():
            return self.pragma(self.region_clauses(1) if r.random() < 0.3 else [])

        def other(a):
            return "v" if a == "u" else "u"

        # ---- kernel regions ----
        def region(kind):
            a = r.choice(["u", "v"])
            if kind == "axpy":
                return [clauses(), "for (int i = 0; i < n; i++)",
                        "  %s[i] = %s[i] * 0.5f + %s[i] * 0.25f + (float)t * 0.125f;" % (a, a, other(a))]
            if kind == "stencil":
                return [clauses(), "for (int i = 1; i < n - 1; i++)",
                        "  v[i] = (u[i - 1] + u[i] + u[i + 1]) * 0.25f;"]
            if kind == "reduce":
                s = fresh("s")
                return ["double %s = 0;" % s, self.pragma(["reduction(+:%s)" % s]),
                        "for (int i = 0; i < n; i++)",
                        "  %s += (double)%s[i] * (double)(i %% 3 + 1);" % (s, a),
                        "%s_acc += %s;" % (n, s)]
            if kind == "gwrite":  # a file-scope array written by a region (read by peek())
                use.add("g")
                # u[i % n]: the translator needs the clause (it cannot infer the range)
                return [self.pragma(["copyin(%s[0:n])" % a]), "for (int i = 0; i < 32; i++)",
                        "  %s_g[i] = %s_g[i] * 0.5f + %s[i %% n] * 0.25f;" % (n, n, a)]
            if kind == "gread":  # a file-scope array read by a region (written by kick())
                use.add("g")
                return [clauses(), "for (int i = 0; i < n; i++)",
                        "  %s[i] = %s[i] * 0.5f + %s_g[3] * 0.25f;" % (a, a, n)]
            if kind == "window":  # a sliding window sig[i + t]
                use.add("x")
                return [clauses(), "for (int i = 0; i < n; i++)",
                        "  %s[i] = %s[i] * 0.5f + x[i + t] * 0.25f;" % (a, a)]
            if kind == "advance":  # an input pointer advanced each step
                use.add("x")
                return [clauses(), "for (int i = 0; i < n; i++)",
                        "  %s[i] = %s[i] * 0.5f + x[i];" % (a, a), "x += 1;"]
            if kind == "jacobi":  # the swap, then a host read of u
                tmp = fresh("tmp")
                out = [clauses(), "for (int i = 1; i < n - 1; i++)",
                       "  v[i] = (u[i - 1] + u[i] + u[i + 1]) / 3.0f;",
                       "float *%s = u;" % tmp, "u = v;", "v = %s;" % tmp]
                if r.random() < 0.7:
                    out.append("%s_acc += (double)u[n / 2];" % n)
                return out
            if kind == "reim":  # interleaved data through re = v, im = v + 1
                use.add("reim")
                a_, b_ = fresh("a"), fresh("b")
                return [clauses(), "for (int i = 0; i < n / 2; i++) {",
                        "  float %s = re[2 * i], %s = im[2 * i];" % (a_, b_),
                        "  re[2 * i] = %s * 0.5f - %s * 0.25f;" % (a_, b_),
                        "  im[2 * i] = %s * 0.25f + %s * 0.5f;" % (a_, b_), "}"]
            if kind == "halve":  # the convergence array: r[i] = 2^-(steps done)
                use.add("r")
                return [clauses(), "for (int i = 0; i < n; i++)", "  r[i] = r[i] * 0.5f;"]
            raise ValueError(kind)

        # ---- host statements between the regions ----
        def helper(name):
            fn = "%s_%s" % (n, name)
            if name == "energy":
                helpers[fn] = ("static double %s(int n, const float *a)\n{\n  double s = 0;\n"
                               "  for (int q = 0; q < n; q++)\n    s += (double)a[q] * (double)(q %% 5 + 1);\n"
                               "  return s;\n}\n" % fn)
            elif name == "damp":
                helpers[fn] = ("static void %s(int n, float *a, float f)\n{\n"
                               "  for (int q = 0; q < n; q += 3)\n    a[q] *= f;\n}\n" % fn)
            elif name == "peek":
                helpers[fn] = "static double %s(void)\n{\n  return (double)%s_g[5];\n}\n" % (fn, n)
            elif name == "kick":
                helpers[fn] = "static void %s(void)\n{\n  %s_g[3] += 1.0f;\n}\n" % (fn, n)
            elif name == "axpy":  # host, element-wise: right when x and y are the same array
                helpers[fn] = ("static void %s(int n, const float *x, float *y)\n{\n"
                               "  for (int q = 0; q < n; q++)\n    y[q] = x[q] * 0.25f + y[q] * 0.5f;\n}\n" % fn)
            elif name == "axpyk":  # the same with a region of its own
                helpers[fn] = ("static void %s(int n, const float *x, float *y)\n{\n#pragma loopgpu\n"
                               "  for (int i = 0; i < n; i++)\n    y[i] = x[i] * 0.25f + y[i] * 0.5f;\n}\n" % fn)
            elif name == "dot":
                helpers[fn] = ("static double %s(int n, const float *a, const float *b)\n{\n  double s = 0;\n"
                               "  for (int q = 0; q < n; q++)\n    s += (double)a[q] * (double)b[q];\n"
                               "  return s;\n}\n" % fn)
            elif name == "dotk":
                helpers[fn] = ("static double %s(int n, const float *a, const float *b)\n{\n  double s = 0;\n"
                               "#pragma loopgpu reduction(+:s)\n  for (int i = 0; i < n; i++)\n"
                               "    s += (double)a[i] * (double)b[i];\n  return s;\n}\n" % fn)
            elif name == "check":
                helpers[fn] = ("static int %s(int t, int stop)\n{\n  return t >= stop ? -1 : 0;\n}\n" % fn)
            elif name == "conv":
                helpers[fn] = ("static int %s(int n, const float *r, double tol)\n{\n"
                               "  return (double)r[n / 2] < tol ? -1 : 0;\n}\n" % fn)
            elif name == "sum":
                helpers[fn] = ("static double %s(int n, const float *a)\n{\n  double s = 0;\n"
                               "  for (int q = 0; q < n; q++)\n    s += (double)a[q] * (double)(q %% 7 + 1);\n"
                               "  return s;\n}\n" % fn)
            return fn

        def host(kind):
            a = r.choice(["u", "v"])
            b = other(a)
            if kind == "read":
                return ["%s_acc += (double)%s[%s];" % (n, a, r.choice(["n / 2", "0", "n - 1", "1"]))]
            if kind == "write":
                return ["%s[%s] = %s[%s] * 0.5f;" % (a, r.choice(["0", "n - 1", "n / 2"]), b,
                                                    r.choice(["n - 1", "1", "n / 3"]))]
            if kind == "err":  # err = x[n/2]; y[0] = err * 0.5;
                e = fresh("err")
                return ["float %s = %s[n / 2];" % (e, a), "%s[0] = %s * 0.5f;" % (b, e)]
            if kind == "tstep":
                return ["%s[n - 1] = (float)t * 0.5f;" % a]
            if kind == "macro":  # statements whose last token comes from a macro
                c.needs.add("stmt_macros")
                k = r.choice(["0", "n - 1", "n / 2"])
                return r.choice([["%s[%s] = SCALAR_VAL(0.25f);" % (a, k)],
                                 ["%s[%s] = ID(%s[%s]);" % (a, k, b, r.choice(["1", "n / 3"]))],
                                 ["%s_acc += ID((double)%s[%s]);" % (n, a, k)],
                                 ["%s[%s] = %s[%s] * QUARTER;" % (a, k, b, k)]])
            if kind == "loopsum":
                return ["for (int q = 0; q < n; q++)",
                        "  %s_acc += (double)%s[q] * (double)(q %% 3 + 1);" % (n, a)]
            if kind == "loopmod":
                return ["for (int q = %d; q < n; q += 2)" % r.randint(0, 1),
                        "  %s[q] = %s[q] * 0.5f + 1.0f;" % (a, a)]
            if kind == "memcpy":
                c.needs.add("string")
                if r.random() < 0.5:
                    return ["memcpy(%s, %s, n * sizeof *%s);" % (b, a, b)]
                return ["memcpy(%s + 1, %s, (size_t)(n - 2) * sizeof(float));" % (b, a)]
            if kind == "memset":
                c.needs.add("string")
                if r.random() < 0.5:
                    return ["memset(%s, 0, n * sizeof *%s);" % (a, a)]
                return ["memset(%s + n / 2, 0, 2 * sizeof *%s);" % (a, a)]
            if kind == "energy":
                return ["%s_acc += %s(n, %s);" % (n, helper("energy"), a)]
            if kind == "damp":
                return ["%s(n, %s, 0.5f);" % (helper("damp"), a)]
            if kind == "peek":
                use.add("g")
                return ["%s_acc += %s();" % (n, helper("peek"))]
            if kind == "kick":
                use.add("g")
                return ["%s();" % helper("kick")]
            if kind == "probe":  # float *probe = u + n / 2; set before the loop
                use.add("probe")
                if r.random() < 0.5:
                    return ["%s_acc += (double)probe[0];" % n]
                return ["probe[1] = probe[0] * 0.5f + 0.25f;"]
            if kind == "same":  # f(n, a, a)
                return ["%s(n, %s, %s);" % (helper(r.choice(["axpy", "axpyk"])), a, a)]
            if kind == "overlap":  # dot(n - lag, x, x + lag)
                return ["%s_acc += %s(n - %d, %s, %s + %d);" % (n, helper(r.choice(["dot", "dotk"])), LAG, a, a, LAG)]
            raise ValueError(kind)

        rkinds = ["axpy", "stencil", "reduce", "gwrite", "gread", "window", "advance", "jacobi", "reim"]
        hkinds = ["read", "write", "err", "tstep", "macro", "loopsum", "loopmod", "memcpy", "memset", "energy", "damp",
                  "peek", "kick", "probe", "same", "overlap"]
        units = [region(k) for k in r.sample(rkinds, r.randint(1, 3))]
        units += [host(k) for k in r.sample(hkinds, r.randint(1, 4))]
        r.shuffle(units)
        if r.random() < 0.3:  # the same helper twice (peek after gwrite, kick before gread...)
            units.append(host(r.choice(["peek", "kick", "energy", "same"])))

        # ---- the early exit ----
        arrtest = ex == "ret_arr" or (ex in ("break", "goto", "try", "nested", "exit") and r.random() < 0.5)
        if arrtest:
            use.update(["r", "tol"])
            units.insert(0, region("halve"))
            cond = "(double)r[n / 2] < tol"
        else:
            cond = "t == stop"
            if ex:
                use.add("stop")
        tdecl = "int t" if ex not in ("break", "goto") else "t"
        exit_lines = []
        if ex in ("ret", "ret_arr"):
            exit_lines = ["if (%s)" % cond, "  return t + 1;"]
        elif ex == "break":
            exit_lines = ["if (%s)" % cond, "  break;"]
        elif ex == "goto":
            exit_lines = ["if (%s)" % cond, "  goto %s_out;" % n]
        elif ex == "try":
            c.needs.add("try_macro")
            if arrtest:
                exit_lines = ["TRY(%s(n, r, tol));" % helper("conv")]
            else:
                exit_lines = ["TRY(%s(t, stop));" % helper("check")]
        elif ex == "nested":
            exit_lines = ["if (%s%s)" % ("" if arrtest else "s == 1 && ", cond), "  return 10 * s + t;"]
        elif ex == "exit":
            use.add("ex")
            c.needs.add("stdlib")
            c.exits = True
            xs = fresh("xs")
            exit_lines = ["if (ex && %s) {" % cond, "  double %s = 0;" % xs, "  for (int q = 0; q < n; q++)",
                          "    %s += (double)u[q] * (double)(q %% 5 + 1);" % xs,
                          '  printf("%s_exsum %%.9g\\n%s_exu %%.9g\\n", %s, (double)u[n - 1]);' % (n, n, xs),
                          "  exit(0);", "}"]
            if r.random() < 0.5:
                exit_lines[1:4] = []
                exit_lines[1] = '  printf("%s_exsum %%.9g\\n%s_exu %%.9g\\n", %s(n, u), (double)u[n - 1]);' % (
                    n, n, helper("sum"))
        if exit_lines:
            units.insert(r.randint(1 if arrtest else 0, len(units)), exit_lines)
        body = [l for u_ in units for l in u_]

        # ---- the function ----
        if ex == "nested":  # between the inner loops: code without t
            outer_extra = (host(r.choice([k for k in hkinds if k != "tstep"])) if r.random() < 0.5
                           else region(r.choice(["stencil", "gread"])))
        lines = []
        if "probe" in use:
            lines.append("float *probe = u + n / 2;")
        if "reim" in use:
            lines.append("float *re = v, *im = v + 1;")
        if "r" in use:
            lines += ["for (int q = 0; q < n; q++)", "  r[q] = 1.0f;"]
        if ex in ("break", "goto"):
            lines.append("int t;")
        if ex == "nested":
            lines += ["#pragma loopgpu host", "for (int s = 0; s < 2; s++) {", "#pragma loopgpu host",
                      "  for (int t = 0; t < steps; t++) {"] + indent(body, 2) + ["  }"] + indent(outer_extra) + ["}"]
            lines.append("return -1;")
        else:
            lines += ["#pragma loopgpu host", "for (%s = 0; t < steps; t++) {" % tdecl] + indent(body) + ["}"]
            if ex == "break":
                lines.append("return t;")
            elif ex == "goto":
                lines += ["return steps;", "%s_out:" % n, "return 100 + t;"]
            else:
                lines.append("return steps;")
        text = "\n".join(lines)
        # a parameter is declared only when the text reads it (-Wextra: unused parameters)
        params = ["int n", "int steps"]
        if re.search(r"\bstop\b", text):
            params.append("int stop")
        if re.search(r"\btol\b", text):
            params.append("double tol")
        params += ["float *%s" % a for a in ("u", "v") if re.search(r"\b%s\b" % a, text)]
        if "r" in use:
            params.append("float *r")
        if "x" in use:
            params.append("const float *x")
        if "ex" in use:
            params.append("int ex")
        c.func = "".join(helpers[k] + "\n" for k in sorted(helpers))
        c.func += "static int %s(%s)\n{\n%s\n}\n" % (n, ", ".join(params), "\n".join(indent(lines)))
        # ---- globals and main's block ----
        XS = N + 3 * STEPS + 4  # x: advanced by up to 2 * steps, read at i + t
        arrs = [("u", N), ("v", N)] + ([("r", N)] if "r" in use else []) + ([("x", XS)] if "x" in use else [])
        if "g" in use:
            arrs.append(("g", 32))
        c.decls.append("static double %s_acc;" % n)
        for a, size in arrs:
            c.decls.append("static float %s_%s[%d];" % (n, a, size))
            c.arrays.append(("%s_%s" % (n, a), size, True))
            if a != "x":
                c.prints.append("%s_%s" % (n, a))

        def call(stop, armed):
            args = [str(N), str(STEPS)]
            if "int stop" in params:
                args.append(str(stop))
            if "double tol" in params:
                args.append("%.17g" % TOL)
            args += ["%s_%s" % (n, a) for a, _ in arrs
                     if a != "g" and (a not in ("u", "v") or "float *%s" % a in params)]
            if "ex" in use:
                args.append(armed)
            return "%s(%s)" % (n, ", ".join(args))
        between = [["for (int q = 0; q < %d; q++)" % N, "  %s_u[q] = %s_u[q] * 0.75f + 0.125f;" % (n, n)],
                   ["memset(%s_v, 0, sizeof %s_v);" % (n, n)],
                   ["%s_v[%d] += 2.0f;" % (n, N // 2)]]
        mid = r.choice(between)
        if mid[0].startswith("memset"):
            c.needs.add("string")
        if "g" in use and r.random() < 0.5:
            mid = mid + ["%s_g[5] += 1.0f;" % n]
        c.call = (["int rc = %s;" % call(STOP1, "0"),
                   'printf("%s_rc1 %%d\\n%s_acc1 %%.9g\\n", rc, %s_acc);' % (n, n, n)] + mid +
                  ["rc = %s;" % call(STOP2, "{EXIT}"),
                   'printf("%s_rc2 %%d\\n%s_acc2 %%.9g\\n", rc, %s_acc);' % (n, n, n)])
        if ex == "exit":  # the handler registered at the start of main sees the arrays' final values
            bye = "%s_bye" % n
            c.func += ("\nstatic void %s(void)\n{\n  double s = 0;\n  for (int q = 0; q < %d; q++)\n"
                       "    s += (double)%s_u[q] * (double)(q %% 7 + 1) + (double)%s_v[q];\n"
                       '  printf("%s_bye %%.9g\\n", s);\n}\n' % (bye, N, n, n, n))
            c.main_start.append("atexit(%s);" % bye)
        c.pattern += "-" + "-".join(sorted(use)) if use else ""


    # ---- the original nest generators (feature base) ----

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

    def gen_exact(self, c):
        """Issue 16's forms (feature exact), one per case: a triangular or
        trapezoidal nest (upper, lower, strict, band; maybe a symmetric pair
        of writes c[i][j], c[j][i] with j > i), accesses kept apart by an
        inequality (w[0] read, w[i] written for i >= 1), conditional
        reductions (if (x > m) m = x, if (c) count++, fmaxf, two operators
        in one clause), an array reduction (y[j] += a[i][j] * x[i] over i),
        and function-scope temporaries (private, maybe read after the
        loop, maybe named in private(...)). Sizes are run-time values;
        arrays are VLA parameters over file-scope buffers."""
        r = self.r
        c.features.add("exact")
        form = r.choice(["tri", "tri", "tri", "trap", "sym", "ineq", "ineq2", "condred", "condred",
                         "arrred", "priv", "priv"])
        c.pattern = "exact-" + form
        n = r.choice([1, 2, 3, 5, 17, 33, 40])
        m = r.choice([1, 3, 8, 19])
        g = lambda nm: "%s_%s" % (c.name, nm)
        ivars = r.random() < 0.5  # function-scope induction variables
        dcl = "int " if not ivars else ""
        pre = ["int i = -5, j = -7;"] if ivars else []  # defined even where a loop never runs
        plain = r.random() < 0.7

        def arr(nm, rows, cols, ro):
            size = rows * cols
            c.decls.append("static float %s[%d];" % (g(nm), size))
            c.arrays.append((g(nm), size, True))
            if not ro:
                c.prints.append(g(nm))
            return "(float (*)[%d])%s" % (cols, g(nm))

        def func(ret, params, body, call_args, show_ret=None):
            lines = [piece for l in pre + body for piece in l.split("\n")]
            c.func = "%s %s(%s)\n{\n%s\n}\n" % (ret, c.name, ", ".join(params), "\n".join(
                l if l.startswith("#") else "  " + l for l in lines))
            call = "%s(%s)" % (c.name, ", ".join(call_args))
            c.call = ("  printf(\"%s_r %s\\n\", %s);" % (c.name, show_ret, call)) if show_ret else "  %s;" % call

        if form in ("tri", "trap", "sym"):
            cols = n + m if form == "trap" else n
            wc = arr("W", n, cols, False)
            rc = arr("R", n, cols, True)
            if form == "tri":
                lo, hi = r.choice([("i", "n"), ("0", "i + 1"), ("i + 1", "n"), ("0", "i")])
                cond = "%sj = %s; j < %s; j++" % (dcl, lo, hi)
                stmt = "W[i][j] = R[i][j] * 0.5f + R[j][i];"
            elif form == "trap":
                cond = "%sj = i; j < i + m; j++" % dcl
                stmt = "W[i][j] = R[i][j] * 0.5f + (float)(j - i);"
            else:
                cond = "%sj = i + 1; j < n; j++" % dcl
                stmt = "{\n      float v = R[i][j] * R[j][i] + 0.25f;\n      W[i][j] = v;\n      W[j][i] = -v;\n    }"
            cl = r.choice(["", "", " tile(8, 4)", " collapse(1)"])
            body = ["#pragma loopgpu" + cl,
                    "for (%si = 0; i < n; i++)" % dcl,
                    "  for (%s)" % cond,
                    "    " + stmt]
            if form == "trap":
                params = ["int n", "int m", "float W[n][n + m]", "const float R[n][n + m]"]
                func("void", params, body, [str(n), str(m), wc, rc])
            else:
                func("void", ["int n", "float W[n][n]", "const float R[n][n]"], body, [str(n), wc, rc])
            if ivars and r.random() < 0.5:  # the final values as C leaves them
                c.func = c.func.replace("\n}\n", "\n  W[0][0] += (float)(i * 3 + j);\n}\n") if n > 0 else c.func
        elif form in ("ineq", "ineq2"):
            k = r.randint(0, max(0, n - 1))
            wc = arr("W", n, m, False)
            rc = arr("R", n, m, True)
            if form == "ineq":
                body = ["#pragma loopgpu",
                        "for (%si = %d; i < n; i++)" % (dcl, k + 1),
                        "  for (%sj = 0; j < m; j++)" % dcl,
                        "    W[i][j] = W[%d][j] * 0.5f + R[i][j];" % k]
            else:
                body = ["#pragma loopgpu",
                        "for (%si = 0; i < %d; i++)" % (dcl, k),
                        "  for (%sj = 0; j < m; j++)" % dcl,
                        "    W[i][j] = W[%d][j] + R[i][j];" % k]
            func("void", ["int n", "int m", "float W[n][m]", "const float R[n][m]"], body,
                 [str(n), str(m), wc, rc])
        elif form == "condred":
            rc = arr("R", n, m, True)
            kind = r.choice(["max", "min", "count", "fmax", "two"])
            c.needs.add("math")
            if kind == "max":
                init, red, upd, ret = "float s = -INFINITY;", "reduction(max:s)", "if (R[i][j] > s)\n      s = R[i][j];", "(double)s"
            elif kind == "min":
                init, red, upd, ret = "float s = INFINITY;", "reduction(min:s)", "if (R[i][j] * 2.0f < s)\n      s = R[i][j] * 2.0f;", "(double)s"
            elif kind == "count":
                init, red, upd, ret = "int s = 0;", "reduction(+:s)", "if (R[i][j] > 0.75f)\n      s++;", "(double)s"
            elif kind == "fmax":
                init, red, upd, ret = "float s = -1.0f;", "reduction(max:s)", "s = fmaxf(s, R[i][j] - 0.5f);", "(double)s"
            else:
                init, red, upd, ret = ("double s = 0.0; float t = -INFINITY;", "reduction(+:s, max:t)",
                                       "s += R[i][j];\n    if (R[i][j] > t)\n      t = R[i][j];", "s + (double)t")
            body = [init, "#pragma loopgpu " + red,
                    "for (%si = 0; i < n; i++)" % dcl,
                    "  for (%sj = 0; j < m; j++) {" % dcl,
                    "    " + upd,
                    "  }",
                    "return %s;" % ret]
            func("double", ["int n", "int m", "const float R[n][m]"], body, [str(n), str(m), rc], "%.9g")
        elif form == "arrred":
            ac = arr("A", n, m, True)
            xc = arr("X", 1, n, True)
            yc = arr("Y", 1, m, False)
            body = ["#pragma loopgpu reduction(+:y[0:m])",
                    "for (%si = 0; i < n; i++)" % dcl,
                    "  for (%sj = 0; j < m; j++)" % dcl,
                    "    y[j] += A[i][j] * x[i];"]
            func("void", ["int n", "int m", "const float A[n][m]", "const float *x", "float *y"], body,
                 [str(n), str(m), ac, "%s" % g("X"), "%s" % g("Y")])
        else:  # priv
            wc = arr("W", n, m, False)
            rc = arr("R", n, m, True)
            cond = r.random() < 0.4
            live = r.random() < 0.5 and not cond
            clause = " private(t)" if cond and r.random() < 0.5 else ""
            if cond:
                set_t = "if (R[i][j] > 0.5f)\n      t = R[i][j];\n    else\n      t = -R[i][j];"
            else:
                set_t = "t = R[i][j] * 2.0f + (float)j;"
            body = ["float t = -1.0f;", "int q;", "#pragma loopgpu" + clause,
                    "for (%si = 0; i < n; i++)" % dcl,
                    "  for (%sj = 0; j < m; j++) {" % dcl,
                    "    " + set_t,
                    "    q = (int)t;",
                    "    W[i][j] = t * t + (float)q;",
                    "  }",
                    "return %s;" % ("(double)t" if live else "0.0")]
            func("double", ["int n", "int m", "float W[n][m]", "const float R[n][m]"], body,
                 [str(n), str(m), wc, rc], "%.9g")

    def gen_vector(self, c):
        """Issue 19's vectorized 1-D regions (feature vector; vectorize.c):
        no scheduling clause, `for (int i = 0; i < n; i++)` over float or int
        arrays read at i + c (c in -3..3, under a guard that keeps them
        inside, an if/else, a ?:, a declaration) and written at i on every
        path, or on one path only (kept as scalar copies), maybe a second
        written array, a copyin clause of the read array, the arrays passed
        at an offset (misaligned on the device: the scalar copies), sizes
        that groups of 4 do not divide; float, int and double elements."""
        r = self.r
        n = c.name
        c.features.add("vector")
        N = r.choice([1, 2, 3, 4, 5, 7, 8, 9, 31, 64, 257, 1000, 1031, 4096])
        ty = r.choice(["float", "float", "int", "double"])
        shift = r.choice([0, 0, 0, 1, 2, 3])  # the arrays passed at x + shift
        offs = sorted(set(r.randint(-3, 3) for _ in range(r.randint(1, 4))))
        lo_need, hi_need = max(0, -offs[0]), max(0, offs[-1])
        k = ((lambda v: "%d.%df" % (v, r.randint(0, 9))) if ty == "float" else
             (lambda v: "%d.%d" % (v, r.randint(0, 9))) if ty == "double" else (lambda v: "%d" % v))
        def rd(a, o):
            return "%s[i%s]" % (a, " + %d" % o if o > 0 else " - %d" % -o if o < 0 else "")
        terms = ["%s * %s" % (rd(r.choice(["x", "x", "z"]), o), k(r.randint(1, 4))) for o in offs]
        if r.random() < 0.3:
            terms.append("i" if ty == "int" else "(%s)i" % ty)
        expr = " + ".join(terms)
        guard = "i >= %d && i < n - %d" % (lo_need, hi_need) if (lo_need or hi_need) else None
        two = r.random() < 0.3
        form = r.choice(["plain", "ifelse", "cond", "decl", "nested", "onepath"])
        if guard is None and form in ("ifelse", "cond", "nested", "onepath"):
            guard = "x[i] > %s" % k(2)
        body = []
        if form == "plain" and guard:
            form = "ifelse"
        if form == "plain":
            body = ["y[i] = %s;" % expr]
        elif form == "ifelse":
            body = ["if (%s)" % guard, "  y[i] = %s;" % expr, "else", "  y[i] = x[i];"]
        elif form == "cond":
            body = ["y[i] = %s ? %s : x[i] * %s;" % (guard, expr, k(2))]
        elif form == "decl":
            if guard:
                body = ["%s t = x[i];" % ty, "if (%s)" % guard, "  t = %s;" % expr, "y[i] = t;"]
            else:
                body = ["%s t = %s;" % (ty, expr), "y[i] = t * t;"]
        elif form == "nested":
            body = ["if (%s) {" % guard, "  if (i % 3 == 1)", "    y[i] = %s;" % expr, "  else",
                    "    y[i] = x[i] + %s;" % k(1), "} else {", "  y[i] = %s;" % k(7), "}"]
        else:  # onepath: not every path writes y[i]
            body = ["if (%s)" % guard, "  y[i] = %s;" % expr]
        if two:
            body.append("w[i] = x[i] * %s;" % k(3))
        # a read outside [0, n) under its guard: the range loopgpu infers
        # ignores the guard (it warns), so the data clause gives it, as the
        # warning asks (without it the host copy reads past the array)
        clause = "copyin" if lo_need or hi_need else ""
        c.pattern = "vector-%s-%s%s%s" % (form, ty, "-shift" if shift else "", "-clause" if clause else "")
        text = "\n".join(body)
        names = [a for a in ("x", "z") if a + "[" in text] + ["y"] + (["w"] if two else [])
        if clause:
            clause = " copyin(%s)" % ", ".join("%s[0:n]" % a for a in names if a in "xz")
        params = "int n, " + ", ".join(("const %s *%s" if a in "xz" else "%s *%s") % (ty, a) for a in names)
        c.func = "static void %s(%s)\n{\n#pragma loopgpu%s\n  for (int i = 0; i < n; i++) {\n%s\n  }\n}\n" % (
            n, params, clause, "\n".join("    " + l for l in body))
        size = N + 4
        if ty == "float":
            for a in names:
                c.decls.append("static float %s_%s[%d];" % (n, a, size))
                c.arrays.append(("%s_%s" % (n, a), size, True))
            c.prints.append("%s_y" % n)
            if two:
                c.prints.append("%s_w" % n)
            c.call = "  %s(%d, %s);" % (n, N, ", ".join("%s_%s + %d" % (n, a, shift) for a in names))
        else:
            # int or double: filled and summed here (fill() and show() are float's)
            init = {"x": "q % 7 - 2", "z": "q % 5 + 1", "w": "-8"}
            if ty == "double":
                init = {"x": "(double)(q % 7) * 0.375 - 1", "z": "(double)(q % 5) * 0.5 + 1", "w": "-8"}
            for a in names:
                c.decls.append("static %s %s_%s[%d];" % (ty, n, a, size))
            lines = ["  for (int q = 0; q < %d; q++) {" % size,
                     "    %s_y[q] = -9;" % n] + ["    %s_%s[q] = %s;" % (n, a, init[a])
                                              for a in names if a != "y"] + ["  }"]
            lines.append("  %s(%d, %s);" % (n, N, ", ".join("%s_%s + %d" % (n, a, shift) for a in names)))
            acc, fmt = ("long long", "%lld") if ty == "int" else ("double", "%.12g")
            for a in ["y"] + (["w"] if two else []):
                lines += ["  {", "    %s s = 0;" % acc,
                          "    for (int q = 0; q < %d; q++)" % size,
                          "      s += (%s)%s_%s[q] * (q %% 7 + 1);" % (acc, n, a),
                          '    printf("%s_%s %s\\n", s);' % (n, a, fmt), "  }"]
            c.call = lines

    def gen_overlap(self, c):
        """Pointers into one array passed as two or three arguments
        (feature overlap; overlap.c): `f(n, A + p, A + q)` with the written
        one ahead of, behind or at the read one (a recurrence in C, which
        the host code must run as written; in place the kernel keeps C's
        answer for one assignment), or two arrays apart; the body one
        assignment, two statements, a read at i + o, or a 2-D nest over
        rows of a flat array; sometimes called in a host loop, whose data
        region keeps the array on the device between the calls."""
        r = self.r
        n = c.name
        c.features.add("overlap")
        N = r.choice([1, 2, 3, 7, 31, 64, 257, 1000])
        form = r.choice(["one", "one", "two", "offset", "rows"])
        rows = 3 if form == "rows" else 1
        o = r.randint(-2, 2) if form == "offset" else 0
        # |k1| < 1: a recurrence through the overlap stays bounded
        k1, k2 = "0.%df" % r.randint(1, 9), "%d.%df" % (r.randint(0, 3), r.randint(0, 9))
        rd = "x[i%s]" % (" + %d" % o if o > 0 else " - %d" % -o if o < 0 else "")
        guard = "i >= %d && i < n - %d" % (max(0, -o), max(0, o))
        third = form in ("one", "two") and r.random() < 0.3
        if form == "one":
            body = ["y[i] = x[i] * %s + %s%s;" % (k1, k2, " + z[i]" if third else "")]
        elif form == "two":
            body = ["y[i] = x[i] * 0.5f + %s;" % k2,
                    "y[i] = y[i] * %s - x[i] * 0.25f%s;" % (k1, " - z[i]" if third else "")]
        elif form == "offset":
            body = ["y[i] = (%s) ? %s * %s + %s : %s;" % (guard, rd, k1, k2, k2)]
        else:
            body = ["for (int j = 0; j < %d; j++)" % rows,
                    "  y[i * %d + j] = x[i * %d + j] * %s + %s;" % (rows, rows, k1, k2)]
        names = ["x", "y"] + (["z"] if third else [])
        params = "int n, " + ", ".join(("float *%s" if a == "y" else "const float *%s") % a for a in names)
        loop = ["#pragma loopgpu", "for (int i = 0; i < n; i++) {"] + indent(body) + ["}"]
        steps = r.choice([0, 0, 2])
        if steps:
            loop = ["#pragma loopgpu host", "for (int t = 0; t < %d; t++) {" % steps] + indent(loop) + ["}"]
        c.func = "static void %s(%s)\n{\n%s\n}\n" % (n, params, "\n".join(indent(loop)))
        size = (N + 6) * rows
        c.decls.append("static float %s_A[%d];" % (n, size))
        c.decls.append("static float %s_B[%d];" % (n, size))
        c.arrays.append(("%s_A" % n, size, True))
        c.arrays.append(("%s_B" % n, size, True))
        c.prints += ["%s_A" % n, "%s_B" % n]
        # where y and x start in A (elements; rows of `rows`), or x in B
        how = r.choice(["ahead", "behind", "same", "apart"])
        d = {"ahead": r.randint(1, 3), "behind": -r.randint(1, 3), "same": 0, "apart": 0}[how]
        base = 3 * rows
        ya = "%s_A + %d" % (n, base + d * (rows if form == "rows" and r.random() < 0.5 else 1))
        xa = "%s_%s + %d" % (n, "B" if how == "apart" else "A", base)
        args = [xa, ya] + (["%s_A + %d" % (n, base + r.randint(-2, 2))] if third else [])
        c.pattern = "overlap-%s-%s%s%s" % (form, how, "-z" if third else "", "-host" if steps else "")
        c.call = "  %s(%d, %s);" % (n, N, ", ".join(args))

    def gen_inner(self, c):
        """Issue 19's split inner reductions (feature inner; inner_reduce.c):
        `for i < n` mapped, its body a prefix, one loop over j that sums into
        accumulators, a tail. Row walks a[i*m + j] and column walks
        a[j*n + i]; accumulators declared in the body, at function scope, or
        array elements y[i] (with `y[i] = 0` before the loop or accumulating
        onto y's values); +=, -=, acc = acc + e, acc = e + acc, acc = acc - e;
        terms under an if or through a loop-local scalar; loops from 0, from
        an offset of i, downward, by 2; `int i, j;` at function scope; float,
        double and int; sizes 32 does not divide. Some cases are not split
        (a store in the loop, a short constant loop): they must stay right."""
        r = self.r
        n = c.name
        c.features.add("inner")
        N = r.choice([1, 2, 3, 31, 33, 100, 257])
        M = r.choice([1, 2, 31, 32, 33, 64, 100, 257])
        ty = r.choice(["float", "float", "double", "int"])
        col = r.random() < 0.4
        fscope = r.random() < 0.4
        k = ((lambda v: "%d.%df" % (v, r.randint(0, 9))) if ty == "float" else
             (lambda v: "%d.%d" % (v, r.randint(0, 9))) if ty == "double" else (lambda v: "%d" % v))
        A = "a[j * %d + i]" % N if col else "a[i * %d + j]" % M
        term = r.choice(["%s * x[j]" % A, A, "%s * %s" % (A, k(2)), "(%s - x[j])" % A])
        loop = r.choice(["for (J = 0; J < %d; J++)" % M, "for (J = i %% 3; J < %d; J++)" % M,
                         "for (J = %d; J >= 0; J--)" % (M - 1), "for (J = 0; J < %d; J += 2)" % M,
                         "for (J = 1; J <= %d - 1; J++)" % M])
        loop = loop.replace("J", "j" if fscope else "int j", 1).replace("J", "j")
        accs = ["s"] if r.random() < 0.5 else ["y[i]"] if r.random() < 0.6 else ["s", "y[i]"]
        updates = []
        for ac in accs:
            form = r.choice(["+=", "-=", "a+", "+a", "a-"])
            e = term if ac == accs[0] else "x[j] * %s" % k(1)
            updates.append("%s += %s;" % (ac, e) if form == "+=" else "%s -= %s;" % (ac, e) if form == "-="
                           else "%s = %s + %s;" % (ac, ac, e) if form == "a+"
                           else "%s = %s + %s;" % (ac, e, ac) if form == "+a"
                           else "%s = %s - %s;" % (ac, ac, e))
        shape = r.choice(["plain", "plain", "if", "local", "short"])
        if shape == "short" and M < 3:
            shape = "plain"
        if shape == "if":
            inner = ["if (%s > %s) {" % (A, k(1))] + ["  " + u for u in updates] + ["}"]
        elif shape == "local":
            inner = ["%s t = %s;" % (ty, A)] + [u.replace(A, "t") for u in updates]
        elif shape == "short":  # not split: a short constant loop
            loop = "for (%s = 0; j < 3; j++)" % ("j" if fscope else "int j")
            inner = updates
        else:
            inner = updates
        body_loop = [loop + " {"] + ["  " + l for l in inner] + ["}"]
        prefix, tail = [], []
        if "s" in accs:
            if fscope:
                prefix.append("s = %s;" % k(r.randint(0, 2)))
            else:
                prefix.append("%s s = %s;" % (ty, k(r.randint(0, 2))))
        if "y[i]" in accs and r.random() < 0.6:
            prefix.append("y[i] = %s;" % k(r.randint(0, 1)))
        if "s" in accs:
            tail.append(r.choice(["y[i] = s;", "y[i] = s * %s + b[i];" % k(2)]))
        else:
            tail.append(r.choice(["", "y[i] = y[i] * %s;" % k(1)]))
        tail = [t for t in tail if t]
        body = prefix + body_loop + tail
        text = "\n".join(body)
        names = ["a"] + (["x"] if "x[j]" in text else []) + (["b"] if "b[i]" in text else []) + ["y"]
        decls = []
        if fscope:
            decls = ["  int i, j;"] + (["  %s s;" % ty] if "s" in accs else [])
        size = {"a": N * M, "x": M, "b": N, "y": N}
        params = "int n, " + ", ".join(("const %s *%s" if a != "y" else "%s *%s") % (ty, a) for a in names)
        c.pattern = "inner-%s-%s-%s%s" % ("col" if col else "row", ty, shape, "-fscope" if fscope else "")
        # the ranges of reads whose bounds depend on i % 3: given
        clause = " copyin(%s)" % ", ".join("%s[0:%d]" % (a, size[a]) for a in names if a != "y")
        c.func = "static void %s(%s)\n{\n%s#pragma loopgpu%s\n  for (%s = 0; i < n; i++) {\n%s\n  }\n}\n" % (
            n, params, "".join(d + "\n" for d in decls), clause, "i" if fscope else "int i",
            "\n".join("    " + l for l in body))
        if ty == "float":
            for a in names:
                c.decls.append("static float %s_%s[%d];" % (n, a, size[a]))
                c.arrays.append(("%s_%s" % (n, a), size[a], True))
            c.prints.append("%s_y" % n)
            c.call = "  %s(%d, %s);" % (n, N, ", ".join("%s_%s" % (n, a) for a in names))
        else:
            init = {"a": "q % 7 - 2", "x": "q % 5 + 1", "b": "q % 3", "y": "q % 4 - 1"}
            if ty == "double":
                init = {"a": "(double)(q % 7) * 0.375 - 1", "x": "(double)(q % 5) * 0.5 + 1",
                        "b": "(double)(q % 3) * 0.25", "y": "(double)(q % 4) - 1.5"}
            for a in names:
                c.decls.append("static %s %s_%s[%d];" % (ty, n, a, size[a]))
            lines = []
            for a in names:
                lines += ["  for (int q = 0; q < %d; q++)" % size[a], "    %s_%s[q] = %s;" % (n, a, init[a])]
            lines.append("  %s(%d, %s);" % (n, N, ", ".join("%s_%s" % (n, a) for a in names)))
            acc, fmt = ("long long", "%lld") if ty == "int" else ("double", "%.12g")
            lines += ["  {", "    %s s = 0;" % acc, "    for (int q = 0; q < %d; q++)" % N,
                      "      s += (%s)%s_y[q] * (q %% 7 + 1);" % (acc, n),
                      '    printf("%s_y %s\\n", s);' % (n, fmt), "  }"]
            c.call = lines

    def gen_regtile(self, c):
        """Issue 19's register tiles (feature regtile; regtile.c, print_tile.c):
        C = A*B in the forms users write, flat pointers or VLA parameters;
        float, double and int; A*B or A*B^T; the sum into a scalar, then
        `C = acc`, `C += acc` or `alpha*acc + beta*C`; the strip loop from 0 or
        1, `<` or `<=`; tile(16) unroll(8|4|2), tile(8) unroll(4) or no clause
        (the schedule's own tile); sizes on both sides of the 128-wide blocks,
        k and m multiples of 4 or not, and views that start 1 or 4 elements
        into their buffers (rows not 16-byte aligned: the element loads)."""
        r = self.r
        n = c.name
        c.features.add("regtile")
        N = r.choice([1, 5, 33, 128, 131, 160])
        M = r.choice([4, 31, 128, 132, 160, 257])
        K = r.choice([1, 16, 20, 33, 64, 132])
        ty = r.choice(["float", "float", "double", "int"])
        vla = r.random() < 0.5
        bt = r.random() < 0.25
        p0 = r.choice([0, 0, 0, 1])
        le = r.random() < 0.3
        offs = [r.choice([0, 0, 1, 4]) for _ in range(2)]
        clause = r.choice(["tile(16) unroll(8)", "tile(16) unroll(8)", "tile(16) unroll(4)",
                           "tile(16) unroll(2)", "tile(8) unroll(4)", ""])
        lit = (lambda v: "%sf" % v) if ty == "float" else (lambda v: v) if ty == "double" else (lambda v: "2")
        zero = "0.0f" if ty == "float" else "0.0" if ty == "double" else "0"
        if vla:
            a, b, cc = "A[i][p]", "B[j][p]" if bt else "B[p][j]", "C[i][j]"
            params = "int n, int m, int k, %s C[n][m], %s A[n][k], %s B[%s]" % (
                ty, ty, ty, "m][k" if bt else "k][m")
        else:
            a, b, cc = "A[i * k + p]", "B[j * k + p]" if bt else "B[p * m + j]", "C[i * m + j]"
            params = "int n, int m, int k, %s *C, const %s *A, const %s *B" % (ty, ty, ty)
        store = r.choice(["%s = acc;" % cc, "%s += acc;" % cc,
                          "%s = %s * acc + %s * %s;" % (cc, lit("0.5"), lit("0.25"), cc)])
        if ty == "int" and "*" in store.split("=")[1]:
            store = "%s = 2 * acc + %s;" % (cc, cc)
        ploop = "for (int p = %d; p %s k%s; p++)" % (p0, "<=" if le else "<", " - 1" if le else "")
        c.pattern = "regtile-%s-%s%s-%s" % (ty, "vla" if vla else "flat", "-bt" if bt else "",
                                          clause.replace(" ", "").replace("(", "").replace(")", "") or "none")
        c.func = ("static void %s(%s)\n{\n#pragma loopgpu%s\n  for (int i = 0; i < n; i++)\n"
                  "    for (int j = 0; j < m; j++) {\n      %s acc = %s;\n      %s\n"
                  "        acc += %s * %s;\n      %s\n    }\n}\n") % (
                      n, params, " " + clause if clause else "", ty, zero, ploop, a, b, store)
        sizes = {"A": N * K + 4, "B": K * M + 4, "C": N * M}
        for nm in "ABC":
            c.decls.append("static %s %s_%s[%d];" % (ty, n, nm, sizes[nm]))
        g = lambda nm: "%s_%s" % (n, nm)
        if vla:
            args = "(%s (*)[%d])%s, (%s (*)[%d])(%s + %d), (%s (*)[%d])(%s + %d)" % (
                ty, M, g("C"), ty, K, g("A"), offs[0], ty, K if bt else M, g("B"), offs[1])
        else:
            args = "%s, %s + %d, %s + %d" % (g("C"), g("A"), offs[0], g("B"), offs[1])
        call = "  %s(%d, %d, %d, %s);" % (n, N, M, K, args)
        if ty == "float":
            for nm in "ABC":
                c.arrays.append((g(nm), sizes[nm], True))
            c.prints.append(g("C"))
            c.call = call
            return
        init = {"A": "q % 7 - 2", "B": "q % 5 - 1", "C": "q % 4 - 1"}
        if ty == "double":
            init = {"A": "(double)(q % 7) * 0.375 - 1", "B": "(double)(q % 5) * 0.5 - 1",
                    "C": "(double)(q % 4) - 1.5"}
        lines = []
        for nm in "ABC":
            lines += ["  for (int q = 0; q < %d; q++)" % sizes[nm], "    %s[q] = %s;" % (g(nm), init[nm])]
        lines.append(call.strip())
        acc, fmt = ("long long", "%lld") if ty == "int" else ("double", "%.12g")
        lines += ["  {", "    %s s = 0;" % acc, "    for (int q = 0; q < %d; q++)" % (N * M),
                  "      s += (%s)%s[q] * (q %% 7 + 1);" % (acc, g("C")),
                  '    printf("%s %s\\n", s);' % (g("C"), fmt),
                  "    for (int q = 0; q < %d; q += 1 + %d / 5)" % (N * M, N * M),
                  '      printf("%s[%%d] %s\\n", q, (%s)%s[q]);' % (g("C"), fmt, acc, g("C")), "  }"]
        c.call = lines

    def gen_textbook(self, c):
        """Issue 24's textbook orders (feature textbook; interchange.c,
        promote.c), as PolyBench writes them, VLA parameters over file-scope
        buffers, function-scope `int i, j, k;` or loop-declared variables:
          fuse    `i { j X[i][j] op= s; k { j X[i][j] += A*B } [j X[i][j] /= d] }`,
                  j over 0..m or the triangle j <= i (syrk), the j loops
                  fused and mapped under i; near misses kept as written: the
                  k item writes X[i][j + 1] (the j iterations meet), or a
                  statement stands between the items
          swap    trmm's `i { j { k = i+1..n: B[i][j] += A[k][i] * B[k][j];
                  B[i][j] *= alpha } }` and symm's update of C[k][j] for k < i
                  with a scalar temporary: i carries a dependence, j none
          promote `i { j { X[i][j] = v; k X[i][j] += ...; [X[i][j] *= s] } }`,
                  the k loop from 0 or i + 1, maybe a second one after it
        float or double; sizes on both sides of the blocks."""
        r = self.r
        n = c.name
        c.features.add("textbook")
        shape = r.choice(["fuse", "fuse", "swap", "promote", "promote"])
        ty = r.choice(["float", "double"])
        N = r.choice([1, 2, 5, 17, 33, 130])
        M = r.choice([1, 3, 16, 31, 129])
        K = r.choice([1, 4, 17, 40])
        fs = r.random() < 0.6  # function-scope induction variables
        lit = (lambda v: "%sf" % v) if ty == "float" else (lambda v: v)
        decl = (lambda v: v) if fs else (lambda v: "int " + v)
        head = "  (void)m;\n  (void)p;\n  (void)A;\n  (void)B;\n  (void)r;\n" + ("  int i, j, k;\n" if fs else "")
        g = lambda nm: "%s_%s" % (n, nm)
        if shape == "fuse":
            tri = r.random() < 0.4
            miss = r.choice([None, None, None, "shift", "between"])
            jb = "j <= i" if tri else "j < m"
            if tri:
                M = N
            xcols = "m + 1" if miss == "shift" else "m"
            first = r.choice(["X[i][j] *= %s;" % lit("0.5"), "X[i][j] = %s;" % lit("0.25"),
                              "X[i][j] = X[i][j] * X[i][j];"])
            upd = r.choice(["X[i][j%s] += %s * A[i][k] * B[k][j];", "X[i][j%s] += A[i][k] * B[j][k];"
                            if not tri else "X[i][j%s] += A[i][k] * A[j][k];",
                            "X[i][j%s] = X[i][j%s] * %s + A[i][k];"])
            off = " + 1" if miss == "shift" else ""
            if upd.count("%s") == 3 and "* %s *" not in upd:
                upd = upd % (off, off, lit("0.75"))
            elif upd.count("%s") == 2:
                upd = upd % (off, lit("1.5"))
            else:
                upd = upd % off
            last = r.choice(["", "X[i][j] = X[i][j] / %s;" % lit("3.0")])
            body = ["    for (%sj = 0; %s; j++)" % (decl(""), jb), "      " + first]
            if miss == "between":
                body.append("    r[i] = i;")
            body += ["    for (%sk = 0; k < p; k++)" % decl(""), "      for (%sj = 0; %s; j++)" % (decl(""), jb),
                     "        " + upd]
            if last:
                body += ["    for (%sj = 0; %s; j++)" % (decl(""), jb), "      " + last]
            brows, bcols = ("m", "p") if "B[j][k]" in upd else ("p", "m")
            params = "int n, int m, int p, %s X[n][%s], %s A[n][p], %s B[%s][%s], %s r[n]" % (
                ty, xcols, ty, ty, brows, bcols, ty)
            c.pattern = "textbook-fuse%s%s-%s" % ("-tri" if tri else "", "-" + miss if miss else "", ty)
            c.func = "static void %s(%s)\n{\n%s#pragma loopgpu\n  for (%si = 0; i < n; i++) {\n%s\n  }\n}\n" % (
                n, params, head, decl(""), "\n".join(body))
            sizes = {"X": N * (M + 1), "A": N * K, "B": max(M, K) * max(M, K) + 1, "r": N}
            args = "%d, %d, %d, (%s (*)[%d])%s, (%s (*)[%d])%s, (%s (*)[%d])%s, %s" % (
                N, M, K, ty, M + 1 if miss == "shift" else M, g("X"), ty, K, g("A"), ty,
                K if bcols == "p" else M, g("B"), g("r"))
        elif shape == "swap":
            symm = r.random() < 0.5
            if symm:
                c.pattern = "textbook-swap-symm-" + ty
                body = ("    for (%sj = 0; j < m; j++) {\n      %s t = 0;\n"
                        "      for (%sk = 0; k < i; k++) {\n        X[k][j] += %s * B[i][j] * A[i][k];\n"
                        "        t += B[k][j] * A[i][k];\n      }\n"
                        "      X[i][j] = %s * X[i][j] + B[i][j] * A[i][i] + t;\n    }") % (
                            decl(""), ty, decl(""), lit("1.5"), lit("0.5"))
                params = "int n, int m, int p, %s X[n][m], %s A[n][n], %s B[n][m], %s r[n]" % (ty, ty, ty, ty)
                sizes = {"X": N * M, "A": N * N, "B": N * M, "r": N}
                args = "%d, %d, %d, (%s (*)[%d])%s, (%s (*)[%d])%s, (%s (*)[%d])%s, %s" % (
                    N, M, K, ty, M, g("X"), ty, N, g("A"), ty, M, g("B"), g("r"))
            else:
                c.pattern = "textbook-swap-trmm-" + ty
                body = ("    for (%sj = 0; j < m; j++) {\n      for (%sk = i + 1; k < n; k++)\n"
                        "        X[i][j] += A[k][i] * X[k][j];\n      X[i][j] = %s * X[i][j];\n    }") % (
                            decl(""), decl(""), lit("0.5"))
                params = "int n, int m, int p, %s X[n][m], %s A[n][n], %s B[n][m], %s r[n]" % (ty, ty, ty, ty)
                sizes = {"X": N * M, "A": N * N, "B": 1, "r": N}
                args = "%d, %d, %d, (%s (*)[%d])%s, (%s (*)[%d])%s, (%s (*)[%d])%s, %s" % (
                    N, M, K, ty, M, g("X"), ty, N, g("A"), ty, M, g("B"), g("r"))
            c.func = "static void %s(%s)\n{\n%s#pragma loopgpu\n  for (%si = 0; i < n; i++)\n%s\n}\n" % (
                n, params, head, decl(""), body)
        else:
            from_i = r.random() < 0.4
            c.pattern = "textbook-promote%s-%s" % ("-upper" if from_i else "", ty)
            kl = "for (%sk = %s; k < %s; k++)" % (decl(""), "i + 1" if from_i else "0", "n" if from_i else "p")
            rd = "A[k][i] * B[k][j]" if from_i else "A[i][k] * B[k][j]"
            second = r.random() < 0.3
            body = ["    for (%sj = 0; j < m; j++) {" % decl(""), "      X[i][j] = %s;" % r.choice([lit("0.0"), "B[0][j]"]),
                    "      " + kl, "        X[i][j] += %s;" % rd]
            if r.random() < 0.5:
                body.append("      X[i][j] *= %s;" % lit("0.5"))
            if second:
                body += ["      " + kl, "        X[i][j] = X[i][j] * %s + %s;" % (lit("0.25"), rd)]
            body.append("    }")
            brows = "n" if from_i else "p"
            arows, acols = ("n", "n") if from_i else ("n", "p")
            params = "int n, int m, int p, %s X[n][m], %s A[%s][%s], %s B[%s][m], %s r[n]" % (
                ty, ty, arows, acols, ty, brows, ty)
            c.func = "static void %s(%s)\n{\n%s#pragma loopgpu\n  for (%si = 0; i < n; i++)\n%s\n}\n" % (
                n, params, head, decl(""), "\n".join(body))
            sizes = {"X": N * M, "A": N * max(N, K), "B": max(N, K) * M, "r": N}
            args = "%d, %d, %d, (%s (*)[%d])%s, (%s (*)[%d])%s, (%s (*)[%d])%s, %s" % (
                N, M, K, ty, M, g("X"), ty, N if from_i else K, g("A"), ty, M, g("B"), g("r"))
        for nm in "XABr":
            c.decls.append("static %s %s_%s[%d];" % (ty, n, nm, sizes[nm]))
        init = {"X": "(q %% 7) * %s - %s" % (lit("0.375"), lit("1.0")),
                "A": "(q %% 5) * %s - %s" % (lit("0.25"), lit("0.5")),
                "B": "(q %% 3) * %s + %s" % (lit("0.5"), lit("0.25")), "r": lit("0.0")}
        lines = []
        for nm in "XABr":
            lines += ["  for (int q = 0; q < %d; q++)" % sizes[nm], "    %s[q] = %s;" % (g(nm), init[nm])]
        lines.append("  %s(%s);" % (n, args))
        lines += ["  {", "    double s = 0;", "    for (int q = 0; q < %d; q++)" % sizes["X"],
                  "      s += (double)%s[q] * (q %% 7 + 1);" % g("X"),
                  '    printf("%s %%.9g %%.9g\\n", s, (double)%s[%d]);' % (g("X"), g("X"), sizes["X"] - 1), "  }"]
        c.call = lines

    def gen_rewrites(self, c):
        """Issue 24's second round (feature rewrites): snapshot.c, distribute.c,
        datarun.c and extent.c's cover, with near misses, over file-scope
        buffers bigger than the loops cover (n <= N0, m <= M0), float or
        double, function-scope or loop-declared induction variables."""
        r = self.r
        n = c.name
        c.features.add("rewrites")
        shape = r.choice(["snap", "snap", "dist", "dist", "run", "run", "cover", "fission", "fission",
                          "symm", "symm", "planes", "planes", "lu", "lu"])
        ty = r.choice(["float", "double"])
        N0, M0 = r.choice([1, 3, 17, 40]), r.choice([1, 4, 33])
        N = r.choice([N0, N0, max(1, N0 - 2)])
        M = r.choice([M0, M0, max(1, M0 - 1)])
        fs = r.random() < 0.6
        lit = (lambda v: "%sf" % v) if ty == "float" else (lambda v: v)
        d = (lambda v: v) if fs else (lambda v: "int " + v)
        g = lambda nm: "%s_%s" % (n, nm)
        head = "  int i, j, k, step;\n  (void)i;\n  (void)j;\n  (void)k;\n  (void)step;\n" if fs else ""
        prag = "#pragma loopgpu"
        body = []
        if shape == "snap":
            cc = r.choice([-1, 0, 1, 1, 2])
            own = r.random() < 0.4
            rd = r.choice(["X[k][j]", "X[k][j] * A[k][i]", "A[k][i] * X[k][j] + X[i][j] * %s" % lit("0.125")])
            c.pattern = "rewrites-snap-c%d%s-%s" % (cc, "-own" if own else "", ty)
            lo = "i + %d" % cc if cc > 0 else ("i - 1" if cc < 0 else "i")
            if cc < 0:
                lo = "(i > 0 ? i - 1 : 0)"
            body = [prag, "for (%si = 0; i < n; i++)" % d(""), "  for (%sj = 0; j < m; j++) {" % d("")]
            if own:
                body.append("    X[i][j] = X[i][j] * %s;" % lit("0.5"))
            body += ["    for (%sk = %s; k < n; k++)" % (d(""), lo),
                     "      X[i][j] += %s * %s;" % (rd, lit("0.25")),
                     "    X[i][j] = X[i][j] * %s;" % lit("0.75"), "  }"]
        elif shape == "dist":
            cross = r.random() < 0.25
            after = r.random() < 0.4
            tri = r.random() < 0.5
            c.pattern = "rewrites-dist%s%s%s-%s" % ("-cross" if cross else "", "-after" if after else "",
                                                   "-tri" if tri else "", ty)
            jl = "j = i + 1; j < m; j++" if tri else "j = 0; j < m; j++"
            pre = ["    X[i][i %% m] = %s + (%s)i;" % (lit("1.0"), ty), "    r[i] = %s;" % lit("0.5")]
            if cross:
                pre.append("    t = r[i] + %s;" % lit("1.0"))
            inner = ["    for (%s%s) {" % (d(""), jl),
                     "      %sY[i][j] = %s;" % ("" if r.random() < 0.5 else "", lit("0.0")),
                     "      for (%sk = 0; k < p; k++)" % d(""),
                     "        Y[i][j] += A[k][i %% m] * A[k][j]%s;" % (" * t" if cross else ""), "    }"]
            post = ["    r[i] += Y[i][0] * %s;" % lit("0.5")] if after else []
            body = [prag, "for (%si = 0; i < n; i++) {" % d("")] + pre + inner + post + ["}"]
            if cross:
                body = ["%s t = 0;" % ty] + body
        elif shape == "fission":
            # a dependent i whose body splits (distribute.c): atax's row sums
            # and column sums in two loops, bicg's in one inner loop (split
            # first); near misses: the first group reads a column sum of an
            # earlier row (backward), or the inner statements share what one
            # writes (shared): both must stay whole (refused, or C's answer)
            form = r.choice(["atax", "atax", "bicg", "bicg", "backward", "shared"])
            c.pattern = "rewrites-fission-%s-%s" % (form, ty)
            fi, fj = "for (%si = 0; i < n; i++) {" % d(""), "for (%sj = 0; j < m; j++)" % d("")
            if form == "atax":
                body = [prag, fi, "  r[i] = %s;" % lit("0.0"), "  " + fj,
                        "    r[i] = r[i] + X[i][j] * A[i][j];", "  " + fj,
                        "    Y[0][j] = Y[0][j] + X[i][j] * r[i];", "}"]
            elif form == "bicg":
                body = [prag, fi, "  r[i] = %s;" % lit("0.0"), "  " + fj + " {",
                        "    Y[0][j] = Y[0][j] + A[i][j] * X[i][0];",
                        "    r[i] = r[i] + X[i][j] * A[i][j];", "  }", "}"]
            elif form == "backward":
                body = [prag, fi, "  r[i] = Y[0][0] * %s;" % lit("0.5"), "  " + fj,
                        "    Y[0][j] = Y[0][j] + X[i][j] * r[i];", "}"]
            else:
                body = [prag, fi, "  r[i] = %s;" % lit("0.0"), "  " + fj + " {",
                        "    Y[0][j] = Y[0][j] + X[i][j] * A[i][j];",
                        "    r[i] = r[i] + Y[0][j];", "  }", "}"]
        elif shape == "symm":
            # symm (distribute.c through the j, i band, interchange.c's sink):
            # the column updates X[k][j] (k < i) of every later row split
            # from the row's own sum and element; near misses: k <= i (the
            # update meets the row's own element in its iteration), the
            # update reads the row's element, k from 1
            form = r.choice(["symm", "symm", "le", "readown", "lb"])
            c.pattern = "rewrites-symm-%s-%s" % (form, ty)
            kl = {"symm": "k = 0; k < i; k++", "le": "k = 0; k <= i; k++",
                  "readown": "k = 0; k < i; k++", "lb": "k = 1; k < i; k++"}[form]
            upd = ("X[k][j] += Y[i][j] * X[i][j];" if form == "readown"
                   else "X[k][j] += %s * Y[i][j] * A[i][k];" % lit("0.5"))
            body = ["%s t = 0;" % ty, prag, "for (%si = 0; i < n; i++)" % d(""),
                    "  for (%sj = 0; j < m; j++) {" % d(""), "    t = 0;",
                    "    for (%s%s) {" % (d(""), kl), "      " + upd,
                    "      t += Y[k][j] * A[i][k];", "    }",
                    "    X[i][j] = %s * X[i][j] + Y[i][j] * A[i][i] + %s * t;" % (lit("1.25"), lit("0.5")),
                    "  }", "(void)t;"]
        elif shape == "lu":
            # lu (reschedule.c: isl's scheduler, a host loop over the pivot of
            # kernels): Doolittle's order on A (made diagonally dominant
            # first, host code), with `<=` bounds, with the two updates spelled
            # differently (three kernels), a row recurrence done twice (one
            # kernel over the columns), cholesky's order (a statement alone in
            # the pivot loop: a kernel of one thread); near misses: a loop
            # variable read after the nest, a prefix sum (a host loop of
            # one-thread kernels: not made), both refused or C's answer
            form = r.choice(["lu", "lu", "le", "mixed", "twice", "diag", "live" if fs else "prefix"])
            c.pattern = "rewrites-lu-%s-%s" % (form, ty)
            sub = "A[i][j] = A[i][j] - A[i][k] * A[k][j];" if form == "mixed" else "A[i][j] -= A[i][k] * A[k][j];"
            body = ["(void)m;", "for (int q = 0; q < n; q++)", "  A[q][q] += (%s)(n + 2);" % ty]
            if form == "twice":
                body = [prag, "for (%si = 1; i < n; i++) {" % d(""),
                        "  for (%sj = 0; j < m; j++)" % d(""), "    X[i][j] = X[i - 1][j] * %s + %s;" % (
                            lit("0.5"), lit("1.0")),
                        "  for (%sj = 0; j < m; j++)" % d(""), "    X[i][j] = X[i - 1][j] * %s + %s;" % (
                            lit("0.5"), lit("1.0")), "}"]
            elif form == "le":
                body += [prag, "for (%si = 0; i <= n - 1; i++) {" % d(""),
                         "  for (%sj = 0; j <= i - 1; j++) {" % d(""),
                         "    for (%sk = 0; k <= j - 1; k++)" % d(""), "      A[i][j] -= A[i][k] * A[k][j];",
                         "    A[i][j] /= A[j][j];", "  }", "  for (%sj = i; j <= n - 1; j++)" % d(""),
                         "    for (%sk = 0; k <= i - 1; k++)" % d(""), "      A[i][j] -= A[i][k] * A[k][j];", "}"]
            elif form == "prefix":
                body = ["(void)m;", prag, "for (%si = 1; i < n; i++)" % d(""), "  r[i] += r[i - 1] * %s;" % lit("0.5")]
            elif form == "diag":
                body += [prag, "for (%si = 0; i < n; i++) {" % d(""), "  for (%sj = 0; j < i; j++) {" % d(""),
                         "    for (%sk = 0; k < j; k++)" % d(""), "      A[i][j] -= A[i][k] * A[j][k];",
                         "    A[i][j] /= A[j][j];", "  }", "  for (%sk = 0; k < i; k++)" % d(""),
                         "    A[i][i] -= A[i][k] * A[i][k] * %s;" % lit("0.125"), "}"]
            else:
                body += [prag, "for (%si = 0; i < n; i++) {" % d(""), "  for (%sj = 0; j < i; j++) {" % d(""),
                         "    for (%sk = 0; k < j; k++)" % d(""), "      A[i][j] -= A[i][k] * A[k][j];",
                         "    A[i][j] /= A[j][j];", "  }", "  for (%sj = i; j < n; j++)" % d(""),
                         "    for (%sk = 0; k < i; k++)" % d(""), "      " + sub, "}"]
                if form == "live":
                    body.append("r[0] = (%s)k;" % ty)
        elif shape == "planes":
            # Gauss-Seidel sweeps in place (wavefront.c: planes h . I = s in
            # one block): a time loop over a 2-D sweep reading a random
            # subset of the 3x3 neighbours (seidel-2d), a 2-D skew (the row
            # above, one column right), a 1-D sweep in time; near misses: a
            # read five columns right of the row above (no plane of small
            # coefficients), a running sum in a scalar (refused either way)
            form = r.choice(["seidel", "seidel", "skew", "sweep", "far", "scalar"])
            c.pattern = "rewrites-planes-%s-%s" % (form, ty)
            if form in ("seidel", "scalar"):
                nb = [(di, dj) for di in (-1, 0, 1) for dj in (-1, 0, 1) if r.random() < 0.6]
                if not any(di < 0 or (di == 0 and dj < 0) for di, dj in nb):
                    nb.append((-1, 0))
                if not nb or all(di < 0 or (di == 0 and dj < 0) for di, dj in nb):
                    nb.append((0, 1))
                terms = " + ".join("X[i %s][j %s]" % ("- 1" if di < 0 else "+ %d" % di,
                                                      "- 1" if dj < 0 else "+ %d" % dj) for di, dj in nb)
                body = [prag, "for (%sstep = 0; step < p; step++)" % d(""),
                        "  for (%si = 1; i < n - 1; i++)" % d(""),
                        "    for (%sj = 1; j < m - 1; j++)%s" % (d(""), " {" if form == "scalar" else ""),
                        "      X[i][j] = (%s) * %s;" % (terms, lit("0.125"))]
                if form == "scalar":
                    body = ["%s s = 0;" % ty] + body + ["      s += X[i][j];", "    }", "r[0] = s;"]
            elif form == "skew":
                body = [prag, "for (%si = 1; i < n; i++)" % d(""), "  for (%sj = 0; j < m - 1; j++)" % d(""),
                        "    X[i][j] = X[i][j] * %s + X[i - 1][j + 1];" % lit("0.5")]
            elif form == "far":
                body = [prag, "for (%si = 1; i < n; i++)" % d(""), "  for (%sj = 1; j < m - 5; j++)" % d(""),
                        "    X[i][j] = X[i - 1][j + 5] * %s + X[i][j - 1];" % lit("0.5")]
            else:
                body = ["(void)m;", prag, "for (%sstep = 0; step < p; step++)" % d(""),
                        "  for (%si = 1; i < n - 1; i++)" % d(""),
                        "    r[i] = (r[i - 1] + r[i] + r[i + 1]) * %s;" % lit("0.25")]
        elif shape == "run":
            k = r.randint(2, 4)
            c.pattern = "rewrites-run%d-%s" % (k, ty)
            cnt = r.random() < 0.4
            if cnt:
                body.append("int cnt = 0;")
            for q in range(k):
                sep = r.choice(["", "", "/* next */", "// next", "r[0] += %s;" % lit("1.0"), "if (n > 1)"])
                if q and sep and not sep.startswith("if"):
                    body.append(sep)
                form = "count" if cnt and q == 1 else r.choice(["first", "rw", "vec"])
                guard = q and sep.startswith("if")
                pre = ["if (n > 1)"] if guard else []
                ind = "  " if guard else ""
                if form == "first":
                    st = [prag, "for (%si = 0; i < n; i++)" % d(""), "  for (%sj = 0; j < m; j++)" % d(""),
                          "    Y[i][j] = X[i][j] * %s + (%s)j;" % (lit("0.5"), ty)]
                elif form == "rw":
                    st = [prag, "for (%si = 0; i < n; i++)" % d(""), "  for (%sj = 0; j < m; j++)" % d(""),
                          "    X[i][j] = X[i][j] + Y[i][j] * %s;" % lit("0.25")]
                elif form == "vec":
                    st = [prag, "for (%si = 0; i < n; i++) {" % d(""), "  r[i] = %s;" % lit("0.0"),
                          "  for (%sj = 0; j < m; j++)" % d(""), "    r[i] += X[i][j];", "}"]
                else:
                    st = [prag + " reduction(+:cnt)", "for (%si = 0; i < n; i++)" % d(""),
                          "  cnt += r[i] > %s;" % lit("0.0")]
                body += pre + [ind + l if not l.startswith("#") else l for l in st]
            if cnt:
                body += [prag, "for (%si = 0; i < cnt; i++)" % d(""), "  r[i] = r[i] * %s + (%s)cnt;" % (
                    lit("0.5"), ty)]
        elif shape == "cover" and r.random() < 0.4:
            # covariance's symmetric triangle (extent.c): Y[i][j] then Y[j][i]
            # over j from i, the square written first when it is Y's range
            # (T == M0); near misses: no mirror, the strict triangle
            how = r.choice(["sym", "sym", "nomirror", "strict"])
            c.pattern = "rewrites-cover-%s-%s" % (how, ty)
            T = "(n < m ? n : m)"
            jlo = "i + 1" if how == "strict" else "i"
            body = [prag, "for (%si = 0; i < %s; i++)" % (d(""), T),
                    "  for (%sj = %s; j < %s; j++) {" % (d(""), jlo, T),
                    "    Y[i][j] = X[i][j] * %s + X[j][i];" % lit("0.5")]
            if how != "nomirror":
                body.append("    Y[j][i] = Y[i][j] - %s;" % lit("1.0"))
            body.append("  }")
        else:
            down = r.random() < 0.4
            how = r.choice(["plain", "plain", "readfirst", "cond"])
            c.pattern = "rewrites-cover-%s%s-%s" % (how, "-down" if down else "", ty)
            st = {"plain": "Y[i][j] = X[i][j] * %s;" % lit("2.0"),
                  "readfirst": "Y[i][j] = Y[i][j] * %s + X[i][j];" % lit("0.5"),
                  "cond": "if ((i + j) % 3) Y[i][j] = X[i][j];"}[how]
            if down:
                body = [prag, "for (%sj = m - 1; j >= 0; j--)" % d(""), "  for (%si = n - 1; i >= 0; i--)" % d(""),
                        "    " + st]
            else:
                body = [prag, "for (%si = 0; i < n; i++)" % d(""), "  for (%sj = 0; j < m; j++)" % d(""),
                        "    " + st]
        P = r.choice([1, 3, 9])
        params = "int n, int m, int p, %s X[%d][%d], %s Y[%d][%d], %s A[%d][%d], %s r[%d]" % (
            ty, N0, M0, ty, N0, M0, ty, max(P, N0), max(N0, M0), ty, N0 + 1)
        c.func = ("static void %s(%s)\n{\n%s  (void)p;\n  (void)X;\n  (void)Y;\n  (void)A;\n"
                  "  (void)r;\n%s\n}\n") % (
            n, params, head, "\n".join("  " + l if not l.startswith("#") else l for l in body))
        sizes = {"X": N0 * M0, "Y": N0 * M0, "A": max(P, N0) * max(N0, M0), "r": N0 + 1}
        for nm in "XYAr":
            c.decls.append("static %s %s_%s[%d];" % (ty, n, nm, sizes[nm]))
        init = {"X": "(q %% 7) * %s - %s" % (lit("0.375"), lit("1.0")),
                "Y": "(q %% 5) * %s + %s" % (lit("0.25"), lit("0.5")),
                "A": "(q %% 3) * %s - %s" % (lit("0.5"), lit("0.25")), "r": "(q %% 4) * %s" % lit("0.5")}
        lines = []
        for nm in "XYAr":
            lines += ["  for (int q = 0; q < %d; q++)" % sizes[nm], "    %s[q] = %s;" % (g(nm), init[nm])]
        # X and Y one buffer (f(n, v, v)): every shape but snap touches only
        # row i's elements of both names in iteration i, so C's answer stands
        # (the symmetric triangle reads X[j][i]: not one row either)
        alias = (shape not in ("snap", "fission", "symm", "planes", "lu") and
                 not re.match(r"rewrites-cover-(sym|nomirror|strict)", c.pattern) and r.random() < 0.25)
        if alias:
            c.pattern += "-alias"
        lines.append("  %s(%d, %d, %d, (%s (*)[%d])%s, (%s (*)[%d])%s, (%s (*)[%d])%s, %s);" % (
            n, N, M, P, ty, M0, g("X"), ty, M0, g("X") if alias else g("Y"), ty, max(N0, M0),
            g("A"), g("r")))
        for nm in "XYr":
            lines += ["  {", "    double s = 0;", "    for (int q = 0; q < %d; q++)" % sizes[nm],
                      "      s += (double)%s[q] * (q %% 7 + 1);" % g(nm),
                      '    printf("%s %%.9g\\n", s);' % g(nm), "  }"]
        c.call = lines

    def gen_stmts(self, c):
        """Issue 17's statements in a kernel body (feature stmts): a switch
        on a value of the element (fallthrough, a default anywhere or none,
        a break of the switch, a continue of the mapped loop), a while with
        '&&', a do-while, a for without init or with a compound condition,
        each the thread's own sequential code; maybe a reduction updated in
        a case. Arrays are VLA parameters over file-scope buffers."""
        r = self.r
        c.features.add("stmts")
        n = r.choice([1, 2, 3, 5, 17, 33])
        m = r.choice([1, 3, 8, 19])
        g = lambda nm: "%s_%s" % (c.name, nm)
        for nm, ro in (("W", False), ("R", True)):
            c.decls.append("static float %s[%d];" % (g(nm), n * m))
            c.arrays.append((g(nm), n * m, True))
            if not ro:
                c.prints.append(g(nm))
        k = r.choice([3, 4, 5])
        labels = list(range(k))
        r.shuffle(labels)
        labels = labels[:r.randint(1, k)]
        dflt = r.random() < 0.6
        pos = r.randint(0, len(labels)) if dflt else -1
        red = r.random() < 0.4
        lines = ["int key = (int)(R[i][j] * %d.0f) %% %d;" % (r.choice([3, 7, 10]), k),
                 "float v = R[i][j];", "switch (key) {"]
        for idx in range(len(labels) + (1 if dflt else 0)):
            if idx == pos:
                lines.append("default:")
            else:
                lines.append("case %d:" % labels[idx if pos < 0 or idx < pos else idx - 1])
            act = r.choice(["v += 1.5f;", "v *= -2.0f;", "v = v * v - 0.25f;", "v -= (float)j;"])
            lines.append("  " + act)
            if red and r.random() < 0.5:
                lines.append("  s += 1;")
            end = r.choice(["break;", "break;", "", "continue;"])  # "": fallthrough
            if end == "continue;":
                lines[-1:] = [lines[-1], "  W[i][j] = v;"]
            if end:
                lines.append("  " + end)
            else:  # C's -Wimplicit-fallthrough wants it said
                lines.append("  /* fall through */")
        lines.append("}")
        if red and "  s += 1;" not in lines:  # never updated: another bug (the .cu names no s)
            lines.insert(lines.index("switch (key) {"), "s += key > 1;")
        loop = r.choice(["while", "do", "for", "fornoinit"])
        if loop == "while":
            lines += ["int t = 0;", "while (t < 12 && (v > 1.0f || v < -1.0f)) {", "  v *= 0.5f;", "  t++;", "}"]
        elif loop == "do":
            lines += ["int t = 0;", "do {", "  v = v * 0.75f + 0.125f;", "  t++;", "} while (t < 3 && v > 0.5f);"]
        elif loop == "for":
            lines += ["int t;", "for (t = j; t > 0 && R[i][t - 1] > v; t--)", "  v += 0.0625f;"]
        else:
            lines += ["int t = 0;", "for (; t < j && t < 6; t += 2) {", "  if (R[i][t] > 0.5f)", "    continue;",
                      "  v -= R[i][t] * 0.5f;", "}"]
        lines.append("W[i][j] = v + (float)t;")
        body = (["long s = 0;"] if red else []) + [
            "#pragma loopgpu" + (" reduction(+:s)" if red else ""),
            "for (int i = 0; i < n; i++)", "  for (int j = 0; j < m; j++) {"] + [
            "    " + l for l in lines] + ["  }", "return %s;" % ("(double)s" if red else "0.0")]
        text = "\n".join("  " + l for l in body)
        c.func = "double %s(int n, int m, float W[n][m], const float R[n][m])\n{\n%s\n}\n" % (c.name, text)
        call = "%s(%d, %d, (float (*)[%d])%s, (float (*)[%d])%s)" % (c.name, n, m, m, g("W"), m, g("R"))
        c.call = "  printf(\"%s_r %%.9g\\n\", %s);" % (c.name, call)
        c.pattern = "stmts-" + loop

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
        elif op == "max":  # the form that keeps s when the comparison fails (a NaN): loopgpu's
            upd = "s = (double)%s > s ? (double)%s : s;" % (racc, racc)
        else:              # reductions refuse the other one, order-dependent with NaNs
            upd = "s = (double)%s < s ? (double)%s : s;" % (racc, racc)
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
        or one that collapse(N) asks for (carry < N), except a nest of the
        `nest` pattern carried by its outermost loop under a directive without
        clauses, whose next loop carries nothing: interchange.c swaps the two;
        otherwise the loops above
        the carrying one are mapped, it and the loops below it run sequentially
        in each thread, and the program is run and compared like a valid one."""
        r = self.r
        self.k += 1
        c = Case("d%d" % self.k)
        c.carry, c.collapse = 0, 0
        n = r.randint(4, 50)
        pat = r.choice(["flow", "anti", "output", "flow2d", "transpose", "stride", "flow_rt",
                        "nest", "nest", "nest"])
        tile = (" tile(%d)" % r.choice([4, 8, 32])) if r.random() < 0.5 else ""
        arrays = [("W", [n], False)]  # (parameter, extents, read-only)
        args = []
        if pat == "flow":
            d = r.randint(1, 3)
            n = max(n, 2 * d + 1)  # iterations i and i + d both run: a real dependence
            arrays = [("W", [n], False)]
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
            tile = r.choice(["", " collapse(2)", " tile(8)"])  # i alone is mapped
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
        if pat == "nest" and c.carry == 0 and len(arrays[0][1]) >= 2 and not tile:
            # no clause, and the loop inside the carrying one carries none
            # whatever its value: interchange.c swaps the two (docs/directives.md
            # 2.2.1), so the nest runs and is compared like a valid one
            c.expect_dep = False
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
        # the carrying loop runs more than d iterations: iterations i and i + d
        # both run, so the dependence is real (fewer and isl rightly proves none)
        ns[c.carry] = max(ns[c.carry], 2 * d + 1)
        perm = list(range(depth))
        if r.random() < 0.3:
            r.shuffle(perm)  # W[j][i], W[k][i][j], ...
        cl = []
        if r.random() < 0.5:
            c.collapse = r.randint(1, depth)
            cl.append("collapse(%d)" % c.collapse)
        if r.random() < 0.4:
            # one size per mapped loop at most (more is an error, map.c):
            # collapse(N) maps N, else the loops above the carrying one
            nt = r.randint(1, c.collapse or max(c.carry, 1))
            cl.append("tile(%s)" % ", ".join(str(r.choice([2, 4, 8])) for _ in range(nt)))
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
    """The C file of a batch of cases."""
    needs = set()
    for c in cases:
        needs |= c.needs
    out = ["/* generated by scripts/difftest.py */", "#include <stdio.h>"]
    out += [text for k, text in PRELUDE if k in needs]
    out.append("")
    for c in cases:
        out.extend(c.decls)
    out.append("")
    for c in cases:
        out.append(c.func)
    calls = "\n".join(l for c in cases for l in ([c.call] if isinstance(c.call, str) else c.call))
    if any(c.arrays for c in cases) or "fill(" in calls:
        out.append("static unsigned long long lcg = 42;")
        out.append("static float next(void)\n{\n  lcg = lcg * 6364136223846793005ULL + 1442695040888963407ULL;\n"
                   "  return 0.5f + (float)((lcg >> 40) & 0xFFFF) / 65536.0f;\n}\n")
        out.append("static void fill(float *a, int n)\n{\n  for (int i = 0; i < n; i++)\n    a[i] = next();\n}\n")
    if any(c.prints for c in cases) or "show(" in calls:
        out.append("static void show(const char *name, const float *a, int n)\n{\n  double s = 0, w = 0;\n"
                   "  for (int i = 0; i < n; i++) {\n    s += a[i];\n    w += a[i] * (double)(i % 13 + 1);\n  }\n"
                   "  printf(\"%s_sum %.9g\\n%s_wsum %.9g\\n\", name, s, name, w);\n"
                   "  for (int i = 0; i < n; i += 1 + n / 7)\n    printf(\"%s[%d] %.9g\\n\", name, i, a[i]);\n}\n")
    out.append("int main(void)\n{")
    for c in cases:
        out += ["  " + l for l in c.main_start]
    for c in cases:
        for (name, size, init) in c.arrays:
            out.append("  fill(%s, %d);" % (name, size))
    # a case that may call exit() runs after the others; only the last one may
    # end the program, the others are called with their exit disarmed
    order = [c for c in cases if not c.exits] + [c for c in cases if c.exits]
    armed = order[-1] if order and order[-1].exits else None
    for c in order:
        lines = [c.call] if isinstance(c.call, str) else c.call
        lines = [l.replace("{EXIT}", "1" if c is armed else "0") for l in lines]
        if isinstance(c.call, str):
            out += lines
        else:  # a block of its own
            out += ["  {"] + indent(lines, 2) + ["  }"]
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


# The classes of a valid program's result, the failures most severe first.
FAILURES = ["crash", "miscompiled", "run-failed", "emu-error", "nvcc-error", "emu-warning", "nvcc-warning",
            "generator"]
CLASSES = ["ok", "rejected"] + FAILURES


def message_key(cls, log):
    """One key per kind of message: the first error (warning) line, file
    names, quoted names and numbers taken out; for a miscompile, the label of
    the first output record that differs (without the case's name)."""
    lines = [l for l in log.splitlines() if not l.startswith(("[", "features:"))]
    if cls == "miscompiled":
        for l in lines:
            m = re.match(r"\s*expected:\s*c\d+_(\S*)", l)
            if m:
                return "output differs: %s" % re.sub(r"\[\d+\]", "[N]", m.group(1))
        return "output differs: " + (lines[0][:80] if lines else "?")
    if cls == "run-failed":
        m = re.search(r"status (-?\d+)", log)
        first = [l for l in lines if l.strip()][:1]
        return "exit status %s%s" % (m.group(1) if m else "?", (": " + normalise(first[0])) if first else "")
    pat = r"warning" if cls.endswith("warning") else r"error" if cls != "crash" else r"."
    pick = None
    for l in lines:
        if re.search(pat, l):
            pick = l
            break
    if pick is None:
        pick = lines[0] if lines else ""
    return normalise(pick)


def normalise(line):
    k = re.sub(r"^\S*?(\.c|\.cu|\.h|\.host\.c)(:\d+)*(\(\d+\))?:\s*", "", line.strip())
    k = re.sub(r"\S*/loopgpu-diff\.\w+/", "", k)
    k = re.sub(r"'[^']*'|‘[^’]*’|\"[^\"]*\"", "'…'", k)
    k = re.sub(r"\d+(\.\d+)?(e[-+]?\d+)?", "N", k)
    return k[:110]


class Runner:
    def __init__(self, args):
        self.build = os.environ.get("LOOPGPU_BUILD", os.path.join(ROOT, "build"))
        self.loopgpu = os.environ.get("LOOPGPU", os.path.join(self.build, "tool", "loopgpu"))
        self.keep = args.keep
        self.nvcc = args.nvcc
        self.env = dict(os.environ, LOOPGPU_BUILD=self.build)
        self.stats = collections.Counter()
        self.groups = collections.defaultdict(collections.Counter)  # class -> message key -> count
        self.keyfeats = collections.defaultdict(collections.Counter)  # (class, key) -> feature -> count
        self.feats = collections.defaultdict(collections.Counter)   # class -> feature -> count
        self.examples = {}                                          # (class, key) -> kept file
        self.seen = collections.Counter()  # every check that failed (batches and singles)
        self.failures = []
        self.lock = threading.Lock()

    def count(self, key, n=1):
        with self.lock:
            self.stats[key] += n

    def save(self, what, src, log, files=None):
        """Keeps a failing program: WHAT-K.c, its translation (.cu, .host.c) and .log."""
        with self.lock:
            os.makedirs(self.keep, exist_ok=True)
            k = len(self.failures)
            base = os.path.join(self.keep, "%s-%d" % (what, k))
            self.failures.append((what, base + ".c"))
        with open(base + ".c", "w") as f:
            f.write(src)
        for name, text in (files or {}).items():  # p.cu, p.host.c
            with open(base + name[1:], "w") as f:
                f.write(text)
        with open(base + ".log", "w") as f:
            f.write(log)
        errs = [l for l in log.splitlines() if "error" in l] or log.strip().splitlines() or [""]
        print("difftest: %s: %s (%s)" % (what, base + ".c", errs[0][:200]), flush=True)
        return base + ".c"

    def translate(self, d, src):
        """Writes d/p.c, runs loopgpu: (status, stderr, {'p.cu': text, 'p.host.c': text})."""
        c = os.path.join(d, "p.c")
        with open(c, "w") as f:
            f.write(src)
        st, out, err = run([self.loopgpu, c, "-o", os.path.join(d, "p.cu")], timeout=120)
        files = {}
        for name in ("p.cu", "p.host.c"):
            path = os.path.join(d, name)
            if os.path.exists(path):
                with open(path, errors="replace") as f:
                    files[name] = f.read()
        return st, err, files

    def check_valid(self, src, keep_to=None):
        """(class, log, files) for one program (CLASSES). With keep_to (a
        prefix), an ok program leaves PREFIX.c, .cu (.host.c) and .out (the
        oracle's output) behind."""
        d = tempfile.mkdtemp(prefix="loopgpu-diff.")
        bp = ["bash", os.path.join(ROOT, "test", "tools", "build-prog.sh")]
        p = lambda name: os.path.join(d, name)
        try:
            # the oracle first: warning-free C11 that runs, else a generator bug
            with open(p("p.c"), "w") as f:
                f.write(src)
            # -fno-builtin-sin: gcc -O2 narrows `(float)sin((double)f)` to sinf(f),
            # which the `sin` term of cxx_item/poly (its float rounding scaled by
            # 1e6) turns into another answer than C's; the oracle keeps sin
            st, _, e = run(bp + ["cc", "-Wall", "-Wextra", "-Werror", "-fno-builtin-sin", "-o",
                                 p("p.ref"), p("p.c")], env=self.env)
            if st != 0:
                return "generator", "the C program is not warning-free C11 (cc -Wall -Wextra -Werror)\n" + e, {}
            s3, o3, e3 = run([p("p.ref")], timeout=60)
            if s3 != 0:
                return "generator", "the C program failed with status %d\n%s" % (s3, e3[-3000:]), {}
            st, err, files = self.translate(d, src)
            if st == 1 and re.search(r"\berror:", err):
                return "rejected", err, files
            if st != 0:
                return "crash", "translator exit status %d%s\n%s" % (
                    st, " without an error message" if st == 1 else "", err), files
            if "p.cu" not in files:
                return "crash", "translator exit status 0 but no p.cu\n" + err, files
            problems = []
            st1, o1, e1 = run(bp + ["emu", "-O1", "-o", p("p.emu"), p("p.cu")], env=self.env)
            if st1 != 0:
                problems.append(("emu-error", "emulation build failed\n" + o1 + e1))
            elif re.search(r"\bwarning\b", e1 + o1):
                problems.append(("emu-warning", "emulation build warns\n" + o1 + e1))
            if self.nvcc:
                st2, o2, e2 = run(bp + ["gpu", "-c", "-o", p("p.o"), p("p.cu")], env=self.env, timeout=600)
                if st2 != 0:
                    problems.append(("nvcc-error", "nvcc -c failed (status %d)\n%s%s" % (st2, o2, e2)))
                elif re.search(r"\bwarning\b", e2 + o2, re.I):
                    problems.append(("nvcc-warning", "nvcc -c warns\n" + o2 + e2))
            if st1 == 0:
                s4, o4, e4 = run([p("p.emu")], timeout=30)
                if s4 != 0:
                    problems.append(("run-failed", "emulated run failed with status %d\n%s" % (s4, e4[-3000:])))
                else:
                    for name, text in (("ref", o3), ("emu", o4)):
                        with open(p(name + ".out"), "w") as f:
                            f.write(text)
                    s5, o5, e5 = run([sys.executable, os.path.join(ROOT, "test", "tools", "compare.py"), p("ref.out"),
                                      p("emu.out")])
                    if s5 != 0:
                        problems.append(("miscompiled", o5 + e5))
            if problems:
                problems.sort(key=lambda x: FAILURES.index(x[0]))
                return problems[0][0], "\n".join("[%s] %s" % pr for pr in problems), files
            if keep_to:
                shutil.copy(p("p.c"), keep_to + ".c")
                shutil.copy(p("p.cu"), keep_to + ".cu")
                if os.path.exists(p("p.host.c")):
                    shutil.copy(p("p.host.c"), keep_to + ".host.c")
                with open(keep_to + ".out", "w") as f:
                    f.write(o3)
            return "ok", "", files
        finally:
            shutil.rmtree(d, ignore_errors=True)

    def record(self, cls, case, src, log, files, save_max=None):
        """Counts one program's class, its message and features; keeps it."""
        key = message_key(cls, log)
        with self.lock:
            for other in re.findall(r"^\[([a-z-]+)\]", log, re.M):  # every check that failed
                self.seen[other] += 1
            self.stats[cls] += 1
            self.groups[cls][key] += 1
            for f in sorted(case.features) or ["-"]:
                self.feats[cls][f] += 1
                self.keyfeats[(cls, key)][f] += 1
            n = self.groups[cls][key]
        if save_max is None or n <= save_max:
            path = self.save(cls, src, "features: %s; pattern: %s\n%s" % (
                " ".join(sorted(case.features)), case.pattern, log), files)
            with self.lock:
                self.examples.setdefault((cls, key), path)

    def valid_batch(self, cases, inner=False):
        """Valid programs, or (inner) dependence nests that loopgpu must accept
        because the dependence is carried below the mapped loops. Returns the
        cases that are not ok."""
        src = program(cases)
        res, log, files = self.check_valid(src)
        if res == "ok":
            self.count("inner_ok" if inner else "ok", len(cases))
            if not inner:
                with self.lock:
                    for c in cases:
                        for f in sorted(c.features) or ["-"]:
                            self.feats["ok"][f] += 1
            return []
        if len(cases) > 1:  # bisect to the failing programs
            h = len(cases) // 2
            return self.valid_batch(cases[:h], inner) + self.valid_batch(cases[h:], inner)
        if res == "rejected" and inner:
            # the mapped loops carry no dependence: a refusal is a bug (precision)
            self.count("inner_refused")
            self.save("inner-refused-%s" % cases[0].pattern, src, log, files)
            return cases
        if inner:
            self.count("inner_" + res)
            self.save("inner-%s-%s" % (res, cases[0].pattern), src, log, files)
            return cases
        self.record(res, cases[0], src, log, files, save_max=2 if res == "rejected" else None)
        return cases

    def dep_case(self, c):
        """A nest whose mapped loops carry the dependence: must be rejected."""
        src = program([c])
        d = tempfile.mkdtemp(prefix="loopgpu-dep.")
        try:
            st, err, files = self.translate(d, src)
        finally:
            shutil.rmtree(d, ignore_errors=True)
        if st == 1 and "dependence" in err:
            self.count("dep_rejected")
        elif st == 1 and re.search(r"\berror:", err):
            self.count("dep_wrong_error")
            self.save("dep-other-error-%s" % c.pattern, src, err)
        elif st == 0 and re.search(r"\blg_(wave|i0)\b", files.get("p.cu", "")):
            # wavefront.c (planes in one block, lg_wave) or reschedule.c
            # (isl's order, its loops lg_i0...) made the nest legal: it must
            # then give the C program's answer
            res, log, files = self.check_valid(src)
            if res == "ok":
                self.count("dep_planes")
            else:
                self.count("dep_accepted")
                self.save("dep-planes-%s-%s" % (res, c.pattern), src, log, files)
        elif st == 0:
            self.count("dep_accepted")
            self.save("dep-accepted-%s" % c.pattern, src, err or "translated with status 0", files)
        else:
            self.count("dep_crash")
            self.save("crash", src, "status %d\n%s" % (st, err), files)

    def rejected_cases(self, cases):
        """The cases of a batch that loopgpu refuses on their own (bisection)."""
        d = tempfile.mkdtemp(prefix="loopgpu-bundle.")
        try:
            st, err, _ = self.translate(d, program(cases))
        finally:
            shutil.rmtree(d, ignore_errors=True)
        if st == 0:
            return []
        if len(cases) == 1:
            return cases
        h = len(cases) // 2
        return self.rejected_cases(cases[:h]) + self.rejected_cases(cases[h:])

    def failed(self):
        s = self.stats
        return (sum(s[k] for k in FAILURES) + s["dep_accepted"] + s["dep_crash"] + s["inner_refused"] +
                sum(v for k, v in s.items() if k.startswith("inner_") and k not in ("inner_ok", "inner_refused")))

    def summary(self):
        """The results by class: counts, the messages of each class, the features."""
        s = self.stats
        out = []
        for cls in CLASSES:
            if not s[cls]:
                continue
            feats = ", ".join("%s %d" % (f, k) for f, k in sorted(self.feats[cls].items(), key=lambda x: -x[1]))
            out.append("difftest: %-12s %5d   (features: %s)" % (cls, s[cls], feats))
            if cls == "ok":
                continue
            for key, k in sorted(self.groups[cls].items(), key=lambda x: -x[1]):
                ex = self.examples.get((cls, key))
                kf = " ".join("%s:%d" % fk for fk in sorted(self.keyfeats[(cls, key)].items(), key=lambda x: -x[1]))
                out.append("difftest:   %4d x %s  {%s}%s" % (k, key, kf, ("  e.g. %s" % ex) if ex else ""))
        if self.seen:
            out.append("difftest: every failed check (a program counts once in each): %s" % ", ".join(
                "%s %d" % (c, self.seen[c]) for c in FAILURES if self.seen[c]))
        return "\n".join(out)


def make_bundle(R, batches, out, argv):
    """--bundle DIR: the device batch of test/gpu/difftest-device.sh. Each batch,
    without the programs loopgpu refuses, is translated here (the device has no
    libclang), checked here in emulation against the C oracle, and written as
    DIR/src/bK.c (the C program, rebuilt with gcc there), DIR/cu/bK.cu (and
    DIR/cu/bK.host.c when the translator writes one) and DIR/expected/bK.out
    (the oracle's output here); DIR/cases.txt: `bK NAME...`, the functions of
    each batch (their output lines start with NAME_)."""
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
        with R.lock:
            for c in drop:
                for f in sorted(c.features) or ["-"]:
                    R.feats["rejected"][f] += 1
        if not cases:
            continue
        name = "b%d" % k
        res, log, _ = R.check_valid(program(cases), keep_to=os.path.join(out, "tmp"))
        counted = False
        if res != "ok":  # a failure here is a difftest failure: bisect, keep it, bundle the rest
            bad = R.valid_batch(cases)
            cases = [c for c in cases if c not in bad]
            counted = True
            if not cases:
                continue
            res, log, _ = R.check_valid(program(cases), keep_to=os.path.join(out, "tmp"))
            if res != "ok":
                print("difftest: bundle %s: the programs that pass alone fail together (%s), left out"
                      % (name, res), flush=True)
                continue
        for ext, sub in ((".c", "src"), (".cu", "cu"), (".host.c", "cu"), (".out", "expected")):
            if os.path.exists(os.path.join(out, "tmp" + ext)):
                os.rename(os.path.join(out, "tmp" + ext), os.path.join(out, sub, name + ext))
        # #line directives and comments name the temporary p.c: src/bK.c instead
        for ext in (".cu", ".host.c"):
            cu = os.path.join(out, "cu", name + ext)
            if not os.path.exists(cu):
                continue
            with open(cu) as f:
                text = re.sub(r'[^"\s]*/loopgpu-diff\.[^"/\s]*/p\.c', 'src/%s.c' % name, f.read())
            with open(cu, "w") as f:
                f.write(text)
        lines.append("%s %s" % (name, " ".join(c.name for c in cases)))
        total += len(cases)
        if not counted:
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
    ap.add_argument("--deps", type=int, default=None, help="dependence programs (default n/5; 0 without base)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--batch", type=int, default=25)
    ap.add_argument("-j", type=int, default=1, help="batches checked at once (default 1)")
    ap.add_argument("--nvcc", action="store_true",
                    help="also compile each translation with nvcc (build-prog.sh gpu -c): errors and warnings fail")
    for name, default, what in FEATURES:
        if default:
            ap.add_argument("--no-" + name, dest="f_" + name, action="store_false", default=True,
                            help="do not generate: " + what)
        else:
            ap.add_argument("--" + name, dest="f_" + name, action="store_true", default=False,
                            help="also generate: " + what)
    ap.add_argument("--only", metavar="F,G", help="only these features (%s)" % ", ".join(n for n, _, _ in FEATURES))
    ap.add_argument("--keep", default=os.path.join(ROOT, "difftest-out"))
    ap.add_argument("--emit", metavar="DIR", help="only write the generated programs to DIR")
    ap.add_argument("--bundle", metavar="DIR", help="write the device batch to DIR (test/gpu/difftest-device.sh)")
    args = ap.parse_args()
    if args.nvcc and not (shutil.which(os.environ.get("NVCC", "nvcc")) or os.path.exists("/usr/local/cuda/bin/nvcc")):
        ap.error("--nvcc: no nvcc (PATH, $NVCC, /usr/local/cuda/bin/nvcc)")
    feats = set(n for n, _, _ in FEATURES if getattr(args, "f_" + n))
    if args.only:
        only = set(args.only.split(","))
        bad = only - set(n for n, _, _ in FEATURES)
        if bad:
            ap.error("unknown feature(s): %s" % ", ".join(sorted(bad)))
        feats = only | ({"unroll"} if args.f_unroll else set())
    r = random.Random(args.seed)
    g = Gen(r, feats)
    ndeps = args.deps if args.deps is not None else (args.n // 5 if "base" in feats else 0)
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
        print(R.summary())
        print("difftest: bundle %s: %d programs in %d files (%d refused, %d failed), %.0f s"
              % (args.bundle, total, files, s["rejected"], R.failed(), time.time() - t0))
        return 1 if R.failed() else 0
    work = [(b, False) for b in batches] + [(b, True) for b in ibatches]
    done = [0]

    def one(item):
        R.valid_batch(item[0], item[1])
        with R.lock:
            done[0] += 1
            print("difftest: batch %d/%d done, %.0f s, %s" % (
                done[0], len(work), time.time() - t0,
                " ".join("%s=%d" % kv for kv in sorted(R.stats.items()))), flush=True)
    if args.j > 1:
        with concurrent.futures.ThreadPoolExecutor(args.j) as ex:
            list(ex.map(one, work))
    else:
        for item in work:
            one(item)
    for c in rejects:
        R.dep_case(c)
    s = R.stats
    print(R.summary())
    if ndeps:
        print("difftest: %d dependence programs: %d carried by a mapped loop (%d rejected, %d other error, "
              "%d run by planes or isl's order with C's answer, %d ACCEPTED, %d crashes), %d carried below the mapped loops "
              "(%d ok, %d REFUSED, %d other failures)"
              % (ndeps, len(rejects), s["dep_rejected"], s["dep_wrong_error"], s["dep_planes"],
                 s["dep_accepted"], s["dep_crash"],
                 len(inner), s["inner_ok"], s["inner_refused"],
                 sum(v for k, v in s.items() if k.startswith("inner_") and k not in ("inner_ok", "inner_refused"))))
    print("difftest: seed %d, features %s%s, %d valid programs: %s; %d failures, %.0f s"
          % (args.seed, ",".join(n for n, _, _ in FEATURES if n in feats), " +nvcc" if args.nvcc else "",
             args.n, ", ".join("%d %s" % (s[c], c) for c in CLASSES if s[c]), R.failed(), time.time() - t0))
    return 1 if R.failed() else 0


if __name__ == "__main__":
    sys.exit(main())
