#!/usr/bin/env python3
"""warning-names.py SRCROOT — the names of loopgpu's warnings
(transforms/diag.c, warning_names) are each documented in docs/ecosystem.md
(its "Warnings" table) and in the man page's WARNINGS section, neither
documents a name that is not one, and every lg_warning(...) in tool/ and
transforms/ gives a name of the table. Prints one line a name; exits 1 on a
mismatch."""
import glob
import os
import re
import sys

root = sys.argv[1]
diag = open(os.path.join(root, "transforms", "diag.c"), encoding="utf-8").read()
m = re.search(r"warning_names\[\] = \{(.*?)\};", diag, flags=re.S)
names = re.findall(r'"([a-z][a-z0-9-]*)"', m.group(1)) if m else []
if len(names) < 5:
    sys.exit("could not read warning_names from diag.c: %r" % names)

eco = open(os.path.join(root, "docs", "ecosystem.md"), encoding="utf-8").read()
table = eco.split("### Warnings", 1)[1].split("\n#", 1)[0]
eco_names = re.findall(r"^\| `([a-z][a-z0-9-]*)` \|", table, flags=re.M)
man = open(os.path.join(root, "docs", "loopgpu.1"), encoding="utf-8").read()
sect = man.split(".SH WARNINGS", 1)[1].split("\n.SH ", 1)[0] if ".SH WARNINGS" in man else ""
man_names = [n.replace("\\-", "-") for n in re.findall(r"^\.TP\n\.B ([a-z][a-z0-9\\-]*)$", sect, flags=re.M)]

used = {}
for d in ("tool", "transforms"):
    for path in glob.glob(os.path.join(root, d, "*.c")):
        text = open(path, encoding="utf-8").read()
        for call in re.finditer(r"\blg_warning\(\s*[^,]+,\s*([^,]+),", text):
            arg = call.group(1).strip()
            line = text.count("\n", 0, call.start()) + 1
            used.setdefault(arg.strip('"') if arg.startswith('"') else "<no name: %s>" % arg, []).append(
                "%s:%d" % (os.path.relpath(path, root), line))

bad = 0
for n in names:
    where = [w for w, l in (("ecosystem.md", eco_names), ("loopgpu.1", man_names)) if n in l]
    print("%s: %s%s" % (n, ", ".join(where) or "undocumented",
                        "" if n in used else " (unused)"))
    bad += len(where) != 2
for n in sorted(set(eco_names + man_names) - set(names)):
    print("DOCUMENTED BUT NOT A WARNING: %s" % n)
    bad += 1
for n, sites in sorted(used.items()):
    if n not in names:
        print("UNKNOWN NAME %s at %s" % (n, ", ".join(sites)))
        bad += 1
sys.exit(1 if bad else 0)
