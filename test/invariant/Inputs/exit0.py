#!/usr/bin/env python3
"""exit0.py — the invariant behind every change: loopgpu exit 0 => both
halves of the translation compile, with no warning the translation brought.

For every C file of the corpus (kernels/, and every .c under test/: test
inputs, PolyBench-style programs, diagnostics cases), translate it; a
refusal (exit 1) is fine here, its message is tested elsewhere. When the
translator exits 0:
  - the CUDA half compiles as C++ for the emulation with -Wall -Wextra
    -Werror (it is all generated code);
  - the host half compiles as C with -Wall -Wextra and shows no warning that
    the input itself does not show compiled the same way (it is the input's
    own C; #line keeps the input's positions, so the two sets compare);
  - with --nvcc, the CUDA half compiles with `nvcc -arch=sm_90 -c -Werror
    all-warnings` and the host half with nvcc too.
Prints one line per failure and a summary `checked N, refused R, F failures`;
exits 1 on any failure.

  exit0.py --root SRCROOT --loopgpu TRANSLATOR --work DIR [--nvcc] [FILES...]
"""
import argparse
import concurrent.futures as cf
import os
import re
import shlex
import subprocess
import sys


def run(cmd, timeout=300):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        return p.returncode, p.stdout + p.stderr
    except subprocess.TimeoutExpired:
        return 124, "timed out: " + " ".join(cmd)


def pkg_cflags(name):
    rc, out = run(["pkg-config", "--cflags", name])
    if rc != 0:
        sys.exit(f"exit0.py: pkg-config {name} failed: {out}")
    return shlex.split(out)


WARN = re.compile(r"^(.*?):(\d+):(?:\d+:)? warning: (.*?)(?: \[-W[^\]]*\])?$")


def warnings(text):
    """The warnings of a compiler's output as (file basename, line, message)."""
    out = set()
    for line in text.splitlines():
        m = WARN.match(line.strip())
        if m:
            out.add((os.path.basename(m.group(1)), m.group(2), m.group(3)))
    return out


def check(src, args, emu_cflags, gpu_cflags, cc, cxx, nvcc):
    rel = os.path.relpath(src, args.root)
    stem = re.sub(r"[^A-Za-z0-9]+", "_", rel)
    work = os.path.join(args.work, stem)
    os.makedirs(work, exist_ok=True)
    cu = os.path.join(work, stem + ".cu")
    host = os.path.join(work, stem + ".host.c")
    with open(src, errors="replace") as f:
        if "loopgpu" not in f.read():
            return rel, "skipped", ""  # no directive: a helper of a test, not an input
    rc, out = run([args.loopgpu, "-w", src, "-o", cu])
    if rc == 1:
        return rel, "refused", ""
    if rc != 0:
        return rel, "fail", f"translator exit {rc}: {out.strip()[:500]}"
    problems = []
    rc, out = run([cxx, "-x", "c++", "-fsyntax-only", "-Wall", "-Wextra", "-Werror"]
                  + emu_cflags + [cu])
    if rc != 0:
        problems.append("CUDA half (c++, emulation): " + out.strip()[:800])
    # -Wno-unknown-pragmas: the input's own pragmas (`_Pragma("loopgpu ...")`,
    # `#pragma STDC ...`) are the user's, in both compiles
    base = [cc, "-std=c11", "-fsyntax-only", "-Wall", "-Wextra", "-Wno-unknown-pragmas"]
    rc_in, out_in = run(base + ["-I" + os.path.dirname(src), src])
    rc, out = run(base + emu_cflags + ["-I" + os.path.dirname(src), host])
    if rc != 0:
        problems.append("host half (cc): " + out.strip()[:800])
    else:
        new = warnings(out) - warnings(out_in)
        if new:
            problems.append("host half (cc) warns where the input does not: "
                            + "; ".join(f"{f}:{l}: {m}" for f, l, m in sorted(new))[:800])
    if nvcc:
        rc, out = run([nvcc, "-arch=sm_90", "-c", "-Werror", "all-warnings"] + gpu_cflags
                      + [cu, "-o", os.path.join(work, "cu.o")])
        if rc != 0:
            problems.append("CUDA half (nvcc): " + out.strip()[:800])
        rc, out = run([nvcc, "-arch=sm_90", "-c"] + gpu_cflags
                      + ["-I" + os.path.dirname(src), host, "-o", os.path.join(work, "host.o")])
        if rc != 0:
            problems.append("host half (nvcc): " + out.strip()[:800])
    if problems:
        return rel, "fail", "\n    ".join(problems)
    return rel, "ok", ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", required=True)
    ap.add_argument("--loopgpu", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--nvcc", action="store_true")
    ap.add_argument("files", nargs="*")
    args = ap.parse_args()
    files = args.files
    if not files:
        for top in ("kernels", "test"):
            for d, _, names in os.walk(os.path.join(args.root, top)):
                if "/golden" in d or "/Output" in d:
                    continue
                files += [os.path.join(d, n) for n in names
                          if n.endswith(".c") and not n.endswith(".host.c")]
    files.sort()
    emu = pkg_cflags("loopgpu-emu")
    gpu = pkg_cflags("loopgpu") if args.nvcc else []
    nvcc = None
    if args.nvcc:
        for c in (os.environ.get("NVCC"), "/usr/local/cuda/bin/nvcc", "nvcc"):
            if c and (os.path.isabs(c) and os.path.exists(c) or not os.path.isabs(c)):
                nvcc = c
                break
    cc = os.environ.get("CC", "cc")
    cxx = os.environ.get("CXX", "c++")
    counts = {"ok": 0, "refused": 0, "fail": 0, "skipped": 0}
    with cf.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
        futs = [ex.submit(check, f, args, emu, gpu, cc, cxx, nvcc) for f in files]
        for fu in futs:
            rel, verdict, msg = fu.result()
            counts[verdict] += 1
            if verdict == "fail":
                print(f"FAIL {rel}\n    {msg}")
    print(f"checked {counts['ok']}, refused {counts['refused']}, {counts['fail']} failures")
    return 1 if counts["fail"] else 0


if __name__ == "__main__":
    sys.exit(main())
