#!/usr/bin/env python3
"""checks_stripped.py TESTDIR — every RUN line that feeds FileCheck with the
host half of a translation (`%loopgpu ... -o -` writes both halves to
standard output; `*.host.c` is the host half) must pipe it through
%strip-checks first: the host half copies the input, CHECK lines included,
so without the filter a test's CHECK lines match their own copies and the
test cannot fail. Prints each offending RUN line and exits 1 if any."""
import os
import re
import sys

RUN = re.compile(r"^\s*(?://|#)?\s*RUN:(.*)$")
bad = []
for root, dirs, files in os.walk(sys.argv[1]):
    dirs[:] = [d for d in dirs if d not in ("Output", "Inputs")]
    for name in files:
        if not name.endswith((".c", ".test")):
            continue
        path = os.path.join(root, name)
        for no, line in enumerate(open(path, errors="replace"), 1):
            m = RUN.match(line)
            if not m or "FileCheck" not in m.group(1):
                continue
            cmd = m.group(1)
            # the host half holds the test's own lines when the test file
            # itself is the input (a .c test translating %s)
            if not name.endswith(".c"):
                continue
            feeds_host = re.search(r"%loopgpu\b[^|]*-o\s+-(\s|$)", cmd) or ".host.c" in cmd
            if feeds_host and "%strip-checks" not in cmd:
                bad.append(f"{os.path.relpath(path, sys.argv[1])}:{no}: {cmd.strip()}")
for b in bad:
    print(b)
print(f"{len(bad)} RUN line(s) feed FileCheck the host half without %strip-checks")
sys.exit(1 if bad else 0)
