#!/usr/bin/env python3
"""bench.py — the benchmark driver (kernels/bench/run.sh runs it on the GPU).

From the repository root, with bench-bundle/ made by scripts/device-bundle.sh bench
and the runtime built (run.sh does both):

  python3 kernels/bench/bench.py --build BUILD_DIR [--bundle DIR] [--out DIR]

1. compiles every translated variant (nvcc -O3 -arch=sm_90 -lineinfo, the
   loopgpu.pc flags, -Xptxas -v for the resource report), the C programs with
   gcc -O2 (the oracles) and yardsticks.cu (-lcublas), in parallel;
2. runs the yardsticks: the device-to-device copy and the cuBLAS calls at the
   benchmarks' sizes;
3. checks every variant against the oracle at small sizes (two cases each,
   REPS 2, test/tools/compare.py);
4. times every variant that passed at its full size: REPS region calls, with
   LOOPGPU_TIME=json:FILE for the kernels' device times (CUDA events, medians
   per kernel) and the program's own `bench region_ms` lines for the whole
   region (copies, allocations, launches); the full-size outputs of the
   variants of one kernel must agree with each other (rtol 1e-3);
5. writes OUT/results.json and OUT/bench-logs.tar.gz and prints a table last.

Per variant: kernel_ms = sum over the region's kernels of median launch time
x launches per region call; region_ms = median wall time of the region calls
after the first (a warm-up); GFLOP/s and GB/s = the program's own flop and
byte counts (bench.h) over kernel_ms; ratio = GB/s over the copy's GB/s for
memory-bound kernels, cuBLAS time over kernel time for the others.

--emu builds for the CPU emulation instead (no GPU, no yardsticks), --small
uses the check sizes for the timed runs, --checks-only skips them, --only
names kernels, --work sets the build and log folder: the self-test of this
script and the lit tests (test/bench/) use them.
Environment: BENCH_BUDGET_S (default 390: no timed run starts after that many
seconds since BENCH_T0, the epoch second run.sh started), BENCH_RUN_TIMEOUT_S
(default 60).
"""
import argparse
import concurrent.futures as cf
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tarfile
import time

# sizes: full (the H200: every working set several times the 60 MB L2, so
# repeated calls do not measure the cache and inputs need no rotation), and
# two small check sizes that no tile size divides. REPS follow the sizes.
KERNELS = {
    "saxpy": dict(full=[1 << 28], reps=20, checks=[[1000003], [257]],
                  kind="memory", yard=None),
    "dot": dict(full=[1 << 28], reps=20, checks=[[1000003], [257]],
                kind="memory", yard=None),
    "gemm": dict(full=[4096, 4096, 4096], reps=5, checks=[[257, 263, 129], [67, 45, 39]],
                 kind="compute", yard=("sgemm", lambda a: [a[1], a[0], a[2]])),
    "2mm": dict(full=[4096, 4096, 4096, 4096], reps=3,
                checks=[[131, 67, 129, 45], [33, 17, 19, 23]],
                kind="compute", yard=("sgemm2", lambda a: a)),
    "syrk": dict(full=[4096, 4096], reps=5, checks=[[257, 131], [67, 19]],
                 kind="compute", yard=("ssyrk", lambda a: a)),
    "atax": dict(full=[16384, 16384], reps=10, checks=[[1031, 1009], [67, 45]],
                 kind="memory", yard=("sgemv2", lambda a: a)),
    "jacobi2d": dict(full=[16384, 2], reps=5, checks=[[1031, 4], [67, 3]],
                     kind="memory", yard=None),
    "heat3d": dict(full=[512, 10], reps=5, checks=[[67, 3], [19, 2]],
                   kind="memory", yard=None),
    "conv2d": dict(full=[16384, 16384], reps=10, checks=[[1031, 1009], [67, 45]],
                   kind="memory", yard=None),
    "stencil1d": dict(full=[1 << 28], reps=10, checks=[[1000003], [257]],
                      kind="memory", yard=None),
    "hoist": dict(full=[1 << 26, 20], reps=3, checks=[[1000003, 3], [257, 2]],
                  kind="memory", yard=None),
    "solver": dict(full=[1 << 24, 20], reps=3, checks=[[1000003, 3], [257, 2]],
                   kind="memory", yard=None),
}
COPY_BYTES = 1 << 30
CHECK_REPS = 2

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
T0 = float(os.environ.get("BENCH_T0", time.time()))
BUDGET = float(os.environ.get("BENCH_BUDGET_S", "390"))
RUN_TIMEOUT = float(os.environ.get("BENCH_RUN_TIMEOUT_S", "60"))


def log(msg):
    print(f"[{time.time() - T0:6.1f}s] {msg}", flush=True)


def sh(cmd, logfile, timeout=None, env=None, stdout=None):
    """Runs cmd (a list); stderr (and stdout unless redirected) to logfile.
    Returns (rc, seconds); rc 124 on timeout."""
    t = time.time()
    with open(logfile, "a") as lf:
        lf.write("$ " + " ".join(cmd) + "\n")
        lf.flush()
        out = open(stdout, "w") if stdout else lf
        try:
            rc = subprocess.run(cmd, stdout=out, stderr=lf, timeout=timeout,
                                env=env).returncode
        except subprocess.TimeoutExpired:
            rc = 124
        except OSError as e:
            lf.write(f"cannot run: {e}\n")
            rc = 127
        finally:
            if stdout:
                out.close()
    return rc, time.time() - t


def pkg_flags(build, pkg):
    env = dict(os.environ, PKG_CONFIG_PATH=os.path.join(build, "pkgconfig"))
    cf_ = subprocess.run(["pkg-config", "--cflags", pkg], env=env, check=True,
                         capture_output=True, text=True).stdout.split()
    lf_ = subprocess.run(["pkg-config", "--libs", pkg], env=env, check=True,
                         capture_output=True, text=True).stdout.split()
    return cf_, lf_


def nvcc_path():
    for p in (os.environ.get("NVCC"), shutil.which("nvcc"), "/usr/local/cuda/bin/nvcc"):
        if p and os.path.exists(p):
            return p
    return "nvcc"


def ptxas_info(logfile):
    """The -Xptxas -v lines: per kernel registers, spills, shared memory."""
    out = {}
    cur = None
    try:
        text = open(logfile).read()
    except OSError:
        return out
    for line in text.splitlines():
        m = re.search(r"Compiling entry function '(\w+)'", line)
        if m:
            cur = m.group(1)
            continue
        if cur is None:
            continue
        m = re.search(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads", line)
        if m:
            out.setdefault(cur, {}).update(stack=int(m.group(1)), spill_stores=int(m.group(2)),
                                           spill_loads=int(m.group(3)))
        m = re.search(r"Used (\d+) registers", line)
        if m:
            d = out.setdefault(cur, {})
            d["registers"] = int(m.group(1))
            s = re.search(r"(\d+) bytes smem", line)
            if s:
                d["smem"] = int(s.group(1))
    # mangled names (_Z7gemm_k0xxii...): the length-prefixed identifier
    def plain(name):
        m = re.match(r"_Z(\d+)", name)
        return name[m.end():m.end() + int(m.group(1))] if m else name
    return {plain(k): v for k, v in out.items()}


def parse_bench_stderr(path):
    flops = nbytes = None
    region = []
    try:
        for line in open(path, errors="replace"):
            f = line.split()
            if len(f) >= 3 and f[0] == "bench":
                if f[1] == "flops":
                    flops = float(f[2])
                elif f[1] == "bytes":
                    nbytes = float(f[2])
                elif f[1] == "region_ms" and len(f) >= 4:
                    region.append(float(f[3]))
    except OSError:
        pass
    return flops, nbytes, region


def compare(exp, act, logfile, rtol=None):
    cmd = [sys.executable, os.path.join(ROOT, "test", "tools", "compare.py")]
    if rtol:
        cmd += ["--rtol", str(rtol)]
    rc, _ = sh(cmd + [exp, act], logfile)
    return rc == 0


def first_line(path, prefix=""):
    try:
        for line in open(path, errors="replace"):
            if line.startswith("$ "):
                continue
            if line.strip() and (not prefix or prefix in line):
                return line.strip()[:140]
    except OSError:
        pass
    return ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", required=True, help="runtime build dir (pkgconfig/)")
    ap.add_argument("--bundle", default="bench-bundle")
    ap.add_argument("--out", default=os.environ.get("OUT") or "bench-out")
    ap.add_argument("--emu", action="store_true", help="CPU emulation build (self-test)")
    ap.add_argument("--small", action="store_true", help="time at the check sizes")
    ap.add_argument("--only", nargs="*", help="kernel names")
    ap.add_argument("--checks-only", action="store_true", help="no timed runs (the lit test)")
    ap.add_argument("--work", help="build and log folder (default BUILD/bench)")
    args = ap.parse_args()

    bundle = os.path.abspath(args.bundle)
    build = os.path.abspath(args.build)
    out = os.path.abspath(args.out)
    work = os.path.abspath(args.work) if args.work else os.path.join(build, "bench")
    logs = os.path.join(work, "logs")
    binp = os.path.join(work, "bin")
    for d in (out, logs, binp):
        os.makedirs(d, exist_ok=True)

    variants = []
    for line in open(os.path.join(bundle, "variants.tsv")):
        f = line.rstrip("\n").split("\t")
        if len(f) < 3 or f[0] not in KERNELS:
            continue
        if args.only and f[0] not in args.only:
            continue
        variants.append(dict(kernel=f[0], variant=f[1], status=f[2],
                             note=f[3] if len(f) > 3 else ""))
    for v in variants:
        v["id"] = f"{v['kernel']}.{v['variant']}"
        if v["status"] == "unsupported":
            v["status"] = "not supported yet"
        elif v["status"] == "failed":
            v["status"] = "translation failed"
    kernels = [k for k in KERNELS if any(v["kernel"] == k for v in variants)]

    # ---- 1. builds ---------------------------------------------------------
    pkg = "loopgpu-emu" if args.emu else "loopgpu"
    cflags, libs = pkg_flags(build, pkg)
    nvcc = nvcc_path()
    jobs = []
    for v in variants:
        if v["status"] != "ok":
            continue
        cu = os.path.join(bundle, "cu", v["id"] + ".cu")
        host = os.path.join(bundle, "cu", v["id"] + ".host.c")  # the host half (C)
        exe = os.path.join(binp, v["id"])
        if args.emu:
            cmd = [os.environ.get("CXX", "c++"), "-x", "c++", "-O2", "-I", os.path.join(bundle, "cu")] + \
                cflags + [cu, "-x", "c", host, "-x", "none", "-o", exe] + libs
        else:
            cmd = [nvcc, "-arch=" + os.environ.get("LOOPGPU_ARCH", "sm_90"), "-O3", "-lineinfo",
                   "-Xptxas", "-v", "-I", os.path.join(bundle, "cu")] + cflags + [cu, host, "-o", exe] + libs
        jobs.append((v["id"], cmd, os.path.join(logs, v["id"] + ".build.log")))
    for k in kernels:
        jobs.append((k + ".ref", [os.environ.get("CC", "gcc"), "-std=c11", "-O2", "-Wno-unknown-pragmas",
                                  "-I", os.path.join(bundle, "src"), os.path.join(bundle, "src", k + ".c"),
                                  "-o", os.path.join(binp, k + ".ref"), "-lm"],
                     os.path.join(logs, k + ".ref.build.log")))
    if not args.emu:
        jobs.append(("yardsticks", [nvcc, "-O3", "-arch=sm_90",
                                    os.path.join(ROOT, "kernels", "bench", "yardsticks.cu"),
                                    "-lcublas", "-o", os.path.join(binp, "yardsticks")],
                     os.path.join(logs, "yardsticks.build.log")))
    log(f"building {len(jobs)} programs on {os.cpu_count()} cores")
    built = {}
    with cf.ThreadPoolExecutor(max_workers=os.cpu_count() or 4) as ex:
        futs = {ex.submit(sh, cmd, lf, 300): (name, lf) for name, cmd, lf in jobs}
        for fu in cf.as_completed(futs):
            name, lf = futs[fu]
            rc, secs = fu.result()
            built[name] = (rc == 0, secs, lf)
    log("built: " + ", ".join(f"{n}{'' if ok else ' FAILED'}" for n, (ok, _, _) in sorted(built.items())))
    for v in variants:
        if v["status"] != "ok":
            continue
        ok, secs, lf = built[v["id"]]
        v["build_s"] = round(secs, 1)
        if not ok:
            v["status"] = "build failed"
            v["note"] = first_line(lf, "error") or first_line(lf)
        elif not args.emu:
            v["ptxas"] = ptxas_info(lf)

    # ---- 2. yardsticks -----------------------------------------------------
    yard = {}
    if not args.emu and built.get("yardsticks", (False,))[0]:
        targs = ["copy", str(COPY_BYTES)]
        for k in kernels:
            y = KERNELS[k]["yard"]
            if y:
                targs += [y[0]] + [str(x) for x in y[1](KERNELS[k]["full"])]
        ylog = os.path.join(logs, "yardsticks.log")
        yout = os.path.join(logs, "yardsticks.out")
        rc, secs = sh([os.path.join(binp, "yardsticks")] + targs, ylog, timeout=90, stdout=yout)
        for line in open(yout):
            try:
                d = json.loads(line)
                yard[d["test"]] = d
            except ValueError:
                pass
        log(f"yardsticks ({secs:.1f}s, status {rc}): " +
            ", ".join(f"{t} {d['ms']:.3g} ms" for t, d in yard.items()))
    copy_gbps = yard.get("copy", {}).get("gbps")

    # ---- 3. checks at small sizes -------------------------------------------
    def check_case(v, i, a):
        k = v["kernel"]
        argv = [str(x) for x in a] + [str(CHECK_REPS)]
        tag = f"{v['id']}.check{i}"
        exp = os.path.join(logs, f"{k}.check{i}.expected")
        act = os.path.join(logs, tag + ".out")
        lf = os.path.join(logs, tag + ".log")
        rc, _ = sh([os.path.join(binp, v["id"])] + argv, lf, timeout=RUN_TIMEOUT, stdout=act)
        if rc != 0:
            return f"status {rc}: " + (first_line(lf, "loopgpu") or first_line(lf))
        if not compare(exp, act, lf):
            return "wrong: " + first_line(lf, "MISMATCH")
        return None

    for k in kernels:
        for i, a in enumerate(KERNELS[k]["checks"]):
            argv = [str(x) for x in a] + [str(CHECK_REPS)]
            lf = os.path.join(logs, f"{k}.check{i}.oracle.log")
            if built.get(k + ".ref", (False,))[0]:
                sh([os.path.join(binp, k + ".ref")] + argv, lf, timeout=RUN_TIMEOUT,
                   stdout=os.path.join(logs, f"{k}.check{i}.expected"))
    todo = [v for v in variants if v["status"] == "ok"]
    with cf.ThreadPoolExecutor(max_workers=4) as ex:
        futs = {}
        for v in todo:
            if not built.get(v["kernel"] + ".ref", (False,))[0]:
                v["check"] = "no oracle"
                continue
            for i, a in enumerate(KERNELS[v["kernel"]]["checks"]):
                futs[ex.submit(check_case, v, i, a)] = (v, i)
        for fu in cf.as_completed(futs):
            v, i = futs[fu]
            err = fu.result()
            if err:
                v.setdefault("check_errors", []).append(f"case {i}: {err}")
    for v in todo:
        if "check" in v:
            continue
        v["check"] = "fail" if v.get("check_errors") else "pass"
        if v["check"] == "fail":
            crashed = any(": status " in e for e in v["check_errors"])
            v["status"] = "run failed" if crashed else "wrong"
            v["note"] = sorted(v["check_errors"])[0]
    log("checks: " + ", ".join(f"{v['id']} {v.get('check', '-')}" for v in todo))

    # ---- 4. timed runs ------------------------------------------------------
    for v in variants:
        if v["status"] != "ok":
            continue
        k = v["kernel"]
        spec = KERNELS[k]
        sizes = spec["checks"][0] if args.small else spec["full"]
        reps = spec["reps"]
        argv = [str(x) for x in sizes] + [str(reps)]
        v["args"] = " ".join(argv)
        if args.checks_only:
            continue
        if time.time() - T0 > BUDGET:
            v["status"] = "skipped"
            v["note"] = f"time budget ({BUDGET:.0f} s) spent"
            continue
        lf = os.path.join(logs, v["id"] + ".full.log")
        outp = os.path.join(logs, v["id"] + ".full.out")
        tj = os.path.join(logs, v["id"] + ".time.json")
        env = dict(os.environ, LOOPGPU_TIME="json:" + tj)
        rc, secs = sh([os.path.join(binp, v["id"])] + argv, lf, timeout=RUN_TIMEOUT,
                      env=env, stdout=outp)
        v["run_s"] = round(secs, 1)
        if rc != 0:
            v["status"] = "run failed"
            v["note"] = f"status {rc}: " + (first_line(lf, "loopgpu") or first_line(lf))
            log(f"{v['id']}: {v['note']}")
            continue
        flops, nbytes, region = parse_bench_stderr(lf)
        v["flops"], v["bytes"], v["region_ms_all"] = flops, nbytes, region
        v["reps"] = reps
        timed = region[1:] if len(region) > 1 else region
        v["region_ms"] = statistics.median(timed) if timed else None
        try:
            tk = json.load(open(tj))["kernels"]
        except (OSError, ValueError, KeyError):
            tk = []
        v["kernels"] = tk
        if tk and reps:
            v["kernel_ms"] = sum(x["median_ms"] * x["launches"] / reps for x in tk)
        else:
            v["kernel_ms"] = None
        km = v["kernel_ms"]
        if km and flops is not None and nbytes is not None:
            v["gflops"] = flops / km / 1e6
            v["gbps"] = nbytes / km / 1e6
            if spec["kind"] == "memory" and copy_gbps:
                v["ratio_copy"] = v["gbps"] / copy_gbps
            if spec["yard"] and spec["yard"][0] in yard:
                v["yardstick"] = "cuBLAS " + spec["yard"][0]
                v["ratio"] = yard[spec["yard"][0]]["ms"] / km
            elif spec["kind"] == "memory" and copy_gbps:
                v["yardstick"] = "D2D copy"
                v["ratio"] = v["ratio_copy"]
        log(f"{v['id']}: kernel {km if km is None else round(km, 3)} ms, "
            f"region {v['region_ms'] if v['region_ms'] is None else round(v['region_ms'], 2)} ms, "
            f"{secs:.1f}s")

    # full-size outputs of one kernel's variants must agree
    for k in kernels:
        done = [v for v in variants if v["kernel"] == k and v["status"] == "ok" and "run_s" in v]
        for v in done[1:]:
            lf = os.path.join(logs, v["id"] + ".consistency.log")
            v["consistent_with"] = done[0]["id"]
            v["consistent"] = compare(os.path.join(logs, done[0]["id"] + ".full.out"),
                                      os.path.join(logs, v["id"] + ".full.out"), lf, rtol=1e-3)

    # ---- 5. results ---------------------------------------------------------
    def cmd_out(cmd):
        try:
            return subprocess.run(cmd, capture_output=True, text=True, timeout=30).stdout.strip()
        except (OSError, subprocess.SubprocessError):
            return ""
    manifest = {}
    try:
        for line in open(os.path.join(bundle, "MANIFEST")):
            if ":" in line:
                a, b = line.split(":", 1)
                manifest[a.strip()] = b.strip()
    except OSError:
        pass
    res = dict(
        date=time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        device=cmd_out(["nvidia-smi", "--query-gpu=name,driver_version,memory.total,clocks.max.sm",
                        "--format=csv,noheader"]) or ("CPU emulation" if args.emu else "unknown"),
        nvcc=(cmd_out([nvcc, "--version"]).splitlines() or [""])[-1],
        bundle=manifest, emu=args.emu, small=args.small,
        yardsticks=yard, copy_gbps=copy_gbps,
        sizes={k: dict(full=KERNELS[k]["full"], reps=KERNELS[k]["reps"],
                       checks=KERNELS[k]["checks"], kind=KERNELS[k]["kind"]) for k in kernels},
        results=variants, total_s=round(time.time() - T0, 1))
    with open(os.path.join(out, "results.json"), "w") as f:
        json.dump(res, f, indent=1)
    try:
        with tarfile.open(os.path.join(out, "bench-logs.tar.gz"), "w:gz") as t:
            t.add(logs, arcname="bench-logs")
    except OSError as e:
        print(f"bench.py: cannot write the logs archive: {e}", file=sys.stderr)

    # the table, last
    print()
    print(f"== loopgpu benchmark on {res['device']}  ({res['total_s']} s)")
    if copy_gbps:
        print(f"   D2D copy {copy_gbps:.0f} GB/s; " + ", ".join(
            f"{t} {d['gflops']:.0f} GFLOP/s" for t, d in yard.items() if t != "copy"))
    print(f"{'kernel':<9} {'variant':<12} {'status':<18} {'kern ms':>9} {'region ms':>10} "
          f"{'GFLOP/s':>9} {'GB/s':>7} {'ratio':>6}  note")
    fmt = lambda x, p: "-" if x is None else f"{x:.{p}f}"
    for v in variants:
        ratio = v.get("ratio")
        print(f"{v['kernel']:<9} {v['variant']:<12} {v['status']:<18} {fmt(v.get('kernel_ms'), 3):>9} "
              f"{fmt(v.get('region_ms'), 1):>10} {fmt(v.get('gflops'), 0):>9} {fmt(v.get('gbps'), 0):>7} "
              f"{fmt(ratio, 2):>6}  {(v.get('note') or '')[:60]}"
              + ("" if v.get("consistent", True) else " INCONSISTENT"))
    nbad = sum(v["status"] in ("wrong", "build failed", "run failed", "translation failed") or
               not v.get("consistent", True) for v in variants)
    print(f"results: {out}/results.json; {sum(v['status'] == 'ok' for v in variants)} timed, "
          f"{sum(v['status'] == 'not supported yet' for v in variants)} not supported yet, {nbad} failed")
    return 1 if nbad else 0


if __name__ == "__main__":
    sys.exit(main())
