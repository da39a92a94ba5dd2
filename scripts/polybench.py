#!/usr/bin/env python3
"""polybench.py — PolyBench/C 4.2.1 translated by loopgpu and timed on the
device with PolyBench's own timer (issue 24; docs/perf.md, "PolyBench").

The PolyBench snapshot is fetched and stays outside the repository; the
project's annotation table is data: kernels/polybench/annotations.json says,
for every kernel, which loops get which `#pragma loopgpu` line.

  polybench.py bundle PB_DIR [-o polybench-bundle] [--only K ...] [--dataset D]
      HERE, where the translator is: applies the table to each kernel's
      source (the pragma goes before the named loop line, counted from
      `#pragma scop`), translates it with the kernel's dataset and
      -DPOLYBENCH_TIME -DPOLYBENCH_DUMP_ARRAYS, and writes the bundle:
        src/K/K.c (annotated), K.h   the program (its oracle: the same file
                                     built by gcc, pragmas ignored)
        cu/K.cu, cu/K.host.c         the translation
        utilities/polybench.{c,h}    PolyBench's timer and dump
        manifest.json                per kernel: dataset, status, messages
  polybench.py run BUNDLE --build RUNTIME_BUILD [--out OUT] [--emu] [--runs N]
      On the device (or here with --emu, the runtime's CPU emulation, for a
      small --dataset): builds every translation (nvcc -O3 -arch=sm_90; the
      CUDA context is created by a constructor before main, as PolyBench
      timings of CUDA codes assume) and the plain C program (gcc -O2), runs
      both, checks the translation's array dump against the C program's
      (relative 1e-5 or 0.01 absolute: the dump prints two decimals), and
      writes OUT/polybench.json: per kernel the PolyBench time (the best of
      N runs), the C program's time, the check, PPCG's figure.
  polybench.py report RESULTS.json [--md FILE]
      the table for docs/perf.md (markdown on stdout, or between the
      markers `<!-- polybench -->` and `<!-- /polybench -->` in FILE).
"""
import argparse
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABLE = os.path.join(ROOT, "kernels", "polybench", "annotations.json")


def load_table(path=None):
    with open(path or TABLE) as f:
        return json.load(f)["kernels"]


def annotate(text, pragmas):
    """The source with `#pragma loopgpu D` before each named loop line (its
    n-th occurrence after `#pragma scop`); raises ValueError when a line is
    not found or is not a `for`."""
    lines = text.split("\n")
    try:
        scop = next(i for i, l in enumerate(lines) if l.strip() == "#pragma scop")
    except StopIteration:
        raise ValueError("no '#pragma scop' line")
    inserts = []
    for loop, nth, directive in pragmas:
        seen = 0
        for i in range(scop + 1, len(lines)):
            if lines[i].strip() == loop:
                seen += 1
                if seen == nth:
                    if not loop.startswith("for"):
                        raise ValueError(f"'{loop}' is not a for loop")
                    inserts.append((i, ("#pragma loopgpu " + directive).rstrip()))
                    break
        else:
            raise ValueError(f"loop line '{loop}' (occurrence {nth}) not found after '#pragma scop'")
    for i, p in sorted(inserts, reverse=True):
        lines.insert(i, p)
    return "\n".join(lines)


def pb_defines(dataset):
    return [f"-D{dataset}_DATASET", "-DPOLYBENCH_TIME", "-DPOLYBENCH_DUMP_ARRAYS"]


def cmd_bundle(a):
    table = load_table(a.table)
    pb = os.path.abspath(a.pb_dir)
    out = os.path.abspath(a.o)
    loopgpu = a.loopgpu or os.path.join(os.environ.get("LOOPGPU_BUILD", os.path.join(ROOT, "build")),
                                        "tool", "loopgpu")
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(os.path.join(out, "cu"))
    os.makedirs(os.path.join(out, "utilities"))
    for f in ("polybench.c", "polybench.h"):
        shutil.copy(os.path.join(pb, "utilities", f), os.path.join(out, "utilities", f))
    manifest = {"commit": subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"],
                                         capture_output=True, text=True).stdout.strip(),
                "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
                "kernels": {}}
    for k, e in sorted(table.items()):
        if a.only and k not in a.only:
            continue
        ds = a.dataset or e["dataset"]
        src = os.path.join(pb, e["path"])
        kdir = os.path.join(out, "src", k)
        os.makedirs(kdir)
        for f in os.listdir(os.path.dirname(src)):
            if f.endswith(".h"):
                shutil.copy(os.path.join(os.path.dirname(src), f), kdir)
        m = {"dataset": ds, "pragmas": len(e["pragmas"]), "note": e.get("note", ""),
             "ppcg_s": e.get("ppcg_s"), "unchecked": e.get("unchecked", "")}
        with open(src) as f:
            text = f.read()
        try:
            text = annotate(text, e["pragmas"])
        except ValueError as err:
            m.update(status="table error", messages=str(err))
            manifest["kernels"][k] = m
            print(f"{k:16s} table error: {err}")
            continue
        cfile = os.path.join(kdir, k + ".c")
        with open(cfile, "w") as f:
            f.write(text)
        if not e["pragmas"]:
            m.update(status="no directive", messages="")
        else:
            # translated from inside the bundle, so that the paths it prints
            # and #includes are relative
            r = subprocess.run([loopgpu, os.path.join("src", k, k + ".c"), "-o",
                                os.path.join("cu", k + ".cu"), "--"] + pb_defines(ds) +
                               ["-I", "utilities", "-I", os.path.join("src", k)],
                               cwd=out, capture_output=True, text=True)
            m.update(status="translated" if r.returncode == 0 else "refused",
                     messages=(r.stdout + r.stderr).strip())
        manifest["kernels"][k] = m
        first = m["messages"].splitlines()[0] if m["messages"] else ""
        print(f"{k:16s} {ds:7s} {m['status']:13s} {first[:90]}")
    with open(os.path.join(out, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1)
    n = sum(1 for m in manifest["kernels"].values() if m["status"] == "translated")
    print(f"polybench.py bundle: {n} of {len(manifest['kernels'])} translated, in {out}")


CTX_CU = r"""/* polybench.py: the CUDA context is made before main, so that PolyBench's
   timer, started in main, does not count it (as in PPCG's figures). */
#include <cuda_runtime.h>
static int lg_pb_ctx = (cudaFree(0), 0);
"""


def dump_values(text):
    m = re.search(r"==BEGIN DUMP_ARRAYS==(.*)==END   DUMP_ARRAYS==", text, re.S)
    if not m:
        return None
    vals = []
    for tok in m.group(1).split():
        try:
            vals.append(float(tok))
        except ValueError:
            pass  # "begin dump: C" and the like
    return vals


def compare(ref, got):
    if ref is None or got is None:
        return False, "no dump"
    if len(ref) != len(got):
        return False, f"{len(got)} values, expected {len(ref)}"
    worst, where = 0.0, -1
    for i, (x, y) in enumerate(zip(ref, got)):
        if x != x or y != y:  # NaN
            if (x != x) != (y != y):
                return False, f"value {i}: {y} against {x}"
            continue
        err = abs(x - y) / max(1e-5 * max(abs(x), abs(y)), 0.011)
        if err > worst:
            worst, where = err, i
    if worst > 1:
        return False, f"value {where}: {got[where]} against {ref[where]}"
    return True, f"{len(ref)} values match"


def run_timed(exe, timeout):
    t = time.time()
    try:
        r = subprocess.run([exe], capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, f"timed out after {timeout} s", "", time.time() - t
    if r.returncode != 0:
        return None, f"exit status {r.returncode}: {r.stderr.strip()[-300:]}", r.stderr, time.time() - t
    try:
        secs = float(r.stdout.strip().split()[-1])
    except (ValueError, IndexError):
        return None, f"no time printed: {r.stdout[-200:]}", r.stderr, time.time() - t
    return secs, "", r.stderr, time.time() - t


def kernel_times(exe, path, timeout, e):
    """One more run with the runtime's kernel timer (LOOPGPU_TIME=json:PATH,
    CUDA events around every launch): e gets kernel_s, the device time of
    all launches, and kernels, the five that took the longest — what the
    PolyBench time spends outside them is copies, allocations and the host."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    try:
        subprocess.run([exe], capture_output=True, text=True, timeout=timeout,
                       env=dict(os.environ, LOOPGPU_TIME="json:" + path))
        with open(path) as f:
            ks = json.load(f)["kernels"]
    except (subprocess.TimeoutExpired, OSError, ValueError, KeyError):
        return
    e["kernel_s"] = sum(x["total_ms"] for x in ks) / 1000.0
    e["kernels"] = [{"name": x["name"], "launches": x["launches"], "total_ms": x["total_ms"]}
                    for x in sorted(ks, key=lambda x: -x["total_ms"])[:5]]


def cmd_run(a):
    bundle = os.path.abspath(a.bundle)
    out = os.path.abspath(a.out)
    bins = os.path.join(out, "bin")
    os.makedirs(bins, exist_ok=True)
    with open(os.path.join(bundle, "manifest.json")) as f:
        manifest = json.load(f)
    pkg = "loopgpu-emu" if a.emu else "loopgpu"
    env = dict(os.environ, PKG_CONFIG_PATH=os.path.join(os.path.abspath(a.build), "pkgconfig"))
    cflags = subprocess.run(["pkg-config", "--cflags", pkg], env=env, check=True,
                            capture_output=True, text=True).stdout.split()
    libs = subprocess.run(["pkg-config", "--libs", pkg], env=env, check=True,
                          capture_output=True, text=True).stdout.split()
    util = os.path.join(bundle, "utilities")
    ctx = os.path.join(bins, "ctx.cu")
    with open(ctx, "w") as f:
        f.write(CTX_CU)
    nvcc = os.environ.get("NVCC") or shutil.which("nvcc") or "/usr/local/cuda/bin/nvcc"
    jobs = []
    pbo = {}  # PolyBench's utilities built as C once a dataset (the c++ and nvcc drivers
    for ds in sorted({m["dataset"] for m in manifest["kernels"].values()}):  # take .c as C++)
        pbo[ds] = os.path.join(bins, f"polybench.{ds}.o")
        r = subprocess.run([os.environ.get("CC", "gcc"), "-O2", "-c", "-I", util] + pb_defines(ds) +
                           [os.path.join(util, "polybench.c"), "-o", pbo[ds]], capture_output=True, text=True)
        if r.returncode:
            sys.exit("polybench.py run: polybench.c did not build:\n" + r.stderr)
    for k, m in manifest["kernels"].items():
        if a.only and k not in a.only:
            continue
        inc = ["-I", util, "-I", os.path.join(bundle, "src", k)] + pb_defines(m["dataset"])
        src = os.path.join(bundle, "src", k, k + ".c")
        if not os.path.exists(src):
            continue
        jobs.append((k + ".ref", [os.environ.get("CC", "gcc"), "-O2", "-Wno-unknown-pragmas"] + inc +
                     [src, pbo[m["dataset"]], "-o", os.path.join(bins, k + ".ref"), "-lm"]))
        if m["status"] != "translated":
            continue
        cu = os.path.join(bundle, "cu", k + ".cu")
        host = os.path.join(bundle, "cu", k + ".host.c")
        if a.emu:
            cmd = [os.environ.get("CXX", "c++"), "-O2", "-x", "c++"] + inc + cflags + [cu, "-x", "c", host,
                   "-x", "none", pbo[m["dataset"]], "-o", os.path.join(bins, k)] + libs + ["-lm"]
        else:
            cmd = [nvcc, "-O3", "-arch=" + os.environ.get("LOOPGPU_ARCH", "sm_90")] + inc + cflags + \
                  [cu, host, ctx, pbo[m["dataset"]], "-o", os.path.join(bins, k)] + libs
        jobs.append((k, cmd))
    built = {}

    def build(job):
        name, cmd = job
        r = subprocess.run(cmd, capture_output=True, text=True)
        with open(os.path.join(bins, name + ".build.log"), "w") as f:
            f.write(" ".join(cmd) + "\n" + r.stdout + r.stderr)
        return name, r.returncode == 0, (r.stdout + r.stderr).strip()[-400:]

    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        for name, ok, msg in ex.map(build, jobs):
            built[name] = (ok, msg)
    print(f"== built {sum(ok for ok, _ in built.values())} of {len(built)}")

    # the C programs in parallel (CPU), the translations one at a time (GPU)
    refs = {}

    def run_ref(k):
        return k, run_timed(os.path.join(bins, k + ".ref"), a.timeout * 4)

    with concurrent.futures.ThreadPoolExecutor(a.jobs) as ex:
        for k, r in ex.map(run_ref, [n[:-4] for n, (ok, _) in built.items() if n.endswith(".ref") and ok]):
            refs[k] = r
    results = {"manifest": {key: manifest[key] for key in ("commit", "date")},
               "emu": a.emu, "runs": a.runs, "kernels": {}}
    for k, m in sorted(manifest["kernels"].items()):
        if a.only and k not in a.only:
            continue
        e = {"dataset": m["dataset"], "status": m["status"], "ppcg_s": m.get("ppcg_s"),
             "note": m.get("note", "")}
        ref = refs.get(k)
        if ref:
            e["c_s"] = ref[0]
        if m["status"] == "translated":
            ok, msg = built.get(k, (False, "not built"))
            if not ok:
                e.update(status="build failed", messages=msg)
            elif not ref or ref[0] is None:
                e.update(status="no oracle", messages=ref[1] if ref else "oracle not built")
            else:
                best, why, err = None, "", ""
                for _ in range(a.runs):
                    secs, why, stderr, _wall = run_timed(os.path.join(bins, k), a.timeout)
                    if secs is None:
                        break
                    best = secs if best is None else min(best, secs)
                    err = stderr
                if best is None:
                    e.update(status="run failed", messages=why)
                else:
                    kernel_times(os.path.join(bins, k), os.path.join(out, "time", k + ".json"), a.timeout, e)
                    good, how = compare(dump_values(ref[2]), dump_values(err))
                    if m.get("unchecked"):
                        e.update(status="not checked", loopgpu_s=best,
                                 check=("would match" if good else "differs: " + how) + "; " + m["unchecked"])
                    else:
                        e.update(status="correct" if good else "wrong result", loopgpu_s=best, check=how)
        else:
            e["messages"] = m.get("messages", "")
        results["kernels"][k] = e
        print(f"{k:16s} {e['dataset']:7s} {e['status']:13s} loopgpu {e.get('loopgpu_s', '-')!s:>10} "
              f"kernels {e.get('kernel_s', '-')!s:>10} "
              f"C {e.get('c_s', '-')!s:>10} PPCG {e.get('ppcg_s') or '-'!s:>8}  {e.get('check', '')}")
    with open(os.path.join(out, "polybench.json"), "w") as f:
        json.dump(results, f, indent=1)
    bad = [k for k, e in results["kernels"].items() if e["status"] in ("wrong result", "build failed", "run failed")]
    print(f"polybench.py run: {len(results['kernels'])} kernels, "
          f"{sum(e['status'] == 'correct' for e in results['kernels'].values())} correct, "
          f"{len(bad)} failed{': ' + ' '.join(bad) if bad else ''}; {out}/polybench.json")
    return 1 if bad else 0


def fmt_s(x):
    if x is None:
        return "—"
    return f"{x:.4f}" if x >= 0.001 else f"{x:.5f}"


def cmd_report(a):
    with open(a.results) as f:
        r = json.load(f)
    rows = ["| kernel (dataset) | PPCG s (2026-12-01) | loopgpu s | loopgpu / PPCG | of which kernels s | "
            "C program s (one CPU core) | what happened |",
            "| --- | ---: | ---: | ---: | ---: | ---: | --- |"]
    ahead, behind, plain = [], [], []
    for k, e in sorted(r["kernels"].items()):
        lg, pp = e.get("loopgpu_s"), e.get("ppcg_s")
        ratio = "—"
        if lg is not None and pp:
            ratio = f"{lg / pp:.2f}×"
            (ahead if lg <= pp else behind).append(k)
        elif e["status"] == "no directive" and pp and e.get("c_s") is not None:
            # no annotation recommended: loopgpu's output is the C program
            (plain if e["c_s"] <= pp else behind).append(k)
        what = e["status"]
        if e["status"] == "correct":
            what = "correct (" + e.get("check", "") + ")"
        elif e.get("messages"):
            what += ": " + e["messages"].splitlines()[0][:120].replace("|", "\\|")
        if e.get("note"):
            what += "; " + e["note"]
        if e.get("run"):  # a table merged from several runs says which
            what += "; run " + e["run"]
        rows.append(f"| {k} ({e['dataset']}) | {fmt_s(pp)} | {fmt_s(lg)} | {ratio} | "
                    f"{fmt_s(e.get('kernel_s'))} | {fmt_s(e.get('c_s'))} | {what} |")
    rows.append("")
    rows.append(f"At most PPCG's time on the GPU: {len(ahead)} kernels; with no annotation "
                f"recommended, the C program (which loopgpu's output then is) at most PPCG's: "
                f"{len(plain)} ({', '.join(plain) or 'none'}); behind: {len(behind)} "
                f"({', '.join(behind) or 'none'}) (loopgpu commit {r['manifest']['commit']}, "
                f"bundle of {r['manifest']['date']}). \"of which kernels\": the device time of all "
                f"launches in one more run with LOOPGPU_TIME (CUDA events around each).")
    table = "\n".join(rows) + "\n"
    if a.md:
        with open(a.md) as f:
            doc = f.read()
        b, e = "<!-- polybench -->\n", "<!-- /polybench -->"
        if b not in doc or e not in doc:
            sys.exit(f"polybench.py report: {a.md} has no {b.strip()} ... {e} markers")
        doc = doc[:doc.index(b) + len(b)] + table + doc[doc.index(e):]
        with open(a.md, "w") as f:
            f.write(doc)
    else:
        sys.stdout.write(table)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("bundle")
    b.add_argument("pb_dir")
    b.add_argument("-o", default=os.path.join(ROOT, "polybench-bundle"))
    b.add_argument("--only", nargs="*")
    b.add_argument("--dataset", help="one dataset for all (MINI, SMALL, ...), not the table's")
    b.add_argument("--loopgpu")
    b.add_argument("--table", help="another annotation table (the tests')")
    r = sub.add_parser("run")
    r.add_argument("bundle")
    r.add_argument("--build", required=True, help="the runtime's build folder (its pkgconfig/)")
    r.add_argument("--out", default="polybench-out")
    r.add_argument("--emu", action="store_true")
    r.add_argument("--runs", type=int, default=3)
    r.add_argument("--timeout", type=int, default=60)
    r.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    r.add_argument("--only", nargs="*")
    q = sub.add_parser("report")
    q.add_argument("results")
    q.add_argument("--md")
    a = p.parse_args()
    return {"bundle": cmd_bundle, "run": cmd_run, "report": cmd_report}[a.cmd](a) or 0


if __name__ == "__main__":
    sys.exit(main())
