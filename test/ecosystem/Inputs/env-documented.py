#!/usr/bin/env python3
"""env-documented.py SRCROOT — every environment variable that the runtime
(runtime/src) or the translator (tool/, transforms/) reads, through getenv or
the runtime's lg_env_int/_flag/_size, is described in the man page's
ENVIRONMENT section. Prints each name found and whether the page has it;
exits 1 when one is missing."""
import glob
import os
import re
import sys

root = sys.argv[1]
names = set()
for d in ("runtime/src", "tool", "transforms"):
    for path in glob.glob(os.path.join(root, d, "*.c")):
        text = open(path, encoding="utf-8").read()
        names.update(re.findall(r'\b(?:getenv|lg_env_int|lg_env_flag|lg_env_size)\("([A-Z][A-Z0-9_]*)"', text))
page = open(os.path.join(root, "docs", "loopgpu.1"), encoding="utf-8").read()
env = page.split(".SH ENVIRONMENT", 1)[1].split("\n.SH ", 1)[0].replace("\\-", "-").replace("\\fB", "").replace("\\fP", "")
missing = []
for n in sorted(names):
    ok = re.search(r"(?<![A-Z0-9_])" + n + r"(?![A-Z0-9_])", env) is not None
    print("%s %s" % ("documented" if ok else "MISSING", n))
    if not ok:
        missing.append(n)
if len(names) < 10:
    print("only %d names found: the search is broken" % len(names))
    sys.exit(1)
sys.exit(1 if missing else 0)
