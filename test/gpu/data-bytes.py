#!/usr/bin/env python3
"""data-bytes.py DIR — issue 15's figures: for each program of DIR/cases.txt
(`NAME SOURCE ARGS...`), the bytes copied host->device and device->host by
its regions with the host loop's data region (NAME.dr.json) and without it
(NAME.nohost.json: the `host` directives removed), from LOOPGPU_REPORT=json
reports, and whether both printed the same (NAME.cmp: compare.py's status).
Prints a markdown table. Run by scripts/device-run.sh step 4e."""
import json
import os
import sys


def totals(path):
    d = json.load(open(path))
    h2d = sum(r["h2d_bytes"] for r in d["regions"])
    d2h = sum(r["d2h_bytes"] for r in d["regions"])
    entries = sum(r["entries"] for r in d["regions"])
    return h2d, d2h, entries


def mib(b):
    return "%.2f" % (b / 1048576.0)


def main():
    root = sys.argv[1]
    print("| program | arguments | with `host`: H2D MiB | D2H MiB | without: H2D MiB | D2H MiB | "
          "copied, ratio | same output |")
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |")
    for line in open(os.path.join(root, "cases.txt")):
        w = line.split()
        if not w:
            continue
        name, src, args = w[0], w[1], " ".join(w[2:])
        try:
            a = totals(os.path.join(root, name + ".dr.json"))
            b = totals(os.path.join(root, name + ".nohost.json"))
        except (OSError, ValueError, KeyError) as e:
            print("| %s | %s | missing: %s | | | | | |" % (src, args, e))
            continue
        same = open(os.path.join(root, name + ".cmp")).read().strip() if os.path.exists(
            os.path.join(root, name + ".cmp")) else "?"
        ratio = (b[0] + b[1]) / max(1, a[0] + a[1])
        print("| %s | %s | %s | %s | %s | %s | %.1fx fewer | %s |" %
              (src, args, mib(a[0]), mib(a[1]), mib(b[0]), mib(b[1]), ratio, same))


if __name__ == "__main__":
    main()
