#!/usr/bin/env python3
"""check_oracles.py KERNELS_DIR WORKDIR — sanity of the e2e oracles.

Every KERNELS_DIR/*.c must
  * compile as C11 with -Wall -Wextra -Wpedantic -Werror (unknown pragmas
    aside) — it is the oracle of the end-to-end tests;
  * contain at least one `#pragma loopgpu` line;
  * run at its default sizes and at size 17, print at least three lines of
    `LABEL NUMBER`, all finite, not all zero, and print the same twice;
  * exit with status 2 when its first size is 0.
"""
import glob
import math
import os
import subprocess
import sys


def main(argv):
    kdir, work = argv[1], argv[2]
    os.makedirs(work, exist_ok=True)
    cc = os.environ.get("CC", "cc")
    failures = []
    sources = sorted(glob.glob(os.path.join(kdir, "*.c")))
    if not sources:
        print("no kernels found in %s" % kdir)
        return 1
    for src in sources:
        name = os.path.splitext(os.path.basename(src))[0]
        exe = os.path.join(work, name)

        def fail(msg):
            failures.append("%s: %s" % (name, msg))

        with open(src) as f:
            if not any(l.lstrip().startswith("#pragma loopgpu") for l in f):
                fail("no #pragma loopgpu directive")
        r = subprocess.run([cc, "-std=c11", "-O2", "-Wall", "-Wextra", "-Wpedantic",
                            "-Werror", "-Wno-unknown-pragmas", src, "-o", exe, "-lm"],
                           capture_output=True, text=True)
        if r.returncode != 0:
            fail("does not compile cleanly:\n" + r.stderr)
            continue
        for args in ([], ["17"]):
            outs = []
            for _ in range(2):
                r = subprocess.run([exe] + args, capture_output=True, text=True, timeout=120)
                if r.returncode != 0:
                    fail("exit status %d with args %s" % (r.returncode, args))
                outs.append(r.stdout)
            if outs[0] != outs[1]:
                fail("output differs between two runs with args %s" % args)
            lines = outs[0].splitlines()
            if len(lines) < 3:
                fail("fewer than 3 output lines with args %s" % args)
            values = []
            for l in lines:
                fields = l.split()
                if len(fields) != 2:
                    fail("line is not 'LABEL NUMBER': %r" % l)
                    continue
                try:
                    v = float(fields[1])
                except ValueError:
                    fail("not a number: %r" % l)
                    continue
                if not math.isfinite(v):
                    fail("not finite: %r" % l)
                values.append(v)
            if values and all(v == 0 for v in values):
                fail("all values are zero with args %s" % args)
        r = subprocess.run([exe, "0"], capture_output=True, text=True, timeout=60)
        if r.returncode != 2:
            fail("size 0 gives exit status %d, expected 2" % r.returncode)
        print("%s: checked" % name)
    for f in failures:
        print("FAIL " + f)
    print("%d kernels, %d failures" % (len(sources), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
