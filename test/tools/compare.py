#!/usr/bin/env python3
"""compare.py — compare two program outputs number by number.

usage: compare.py [--rtol R] EXPECTED ACTUAL

Both files are the text that a kernels/ program prints: one record per line,
`LABEL VALUE...` (e.g. `checksum 1234.5678`, `C[3][17] 0.25`). The files
match when they have the same number of lines and, line by line,
  * the same number of whitespace-separated tokens,
  * every token that is not a number is identical (labels included),
  * every pair of numbers a (expected), b (actual) satisfies
        |a - b| <= R * max(1, |a|, |b|)          (R = 1e-4 by default)
    i.e. a relative error of R for values of magnitude >= 1 and an absolute
    error of R for values below 1 (so that results near zero, where relative
    error means nothing, still compare);
  * NaN never matches anything (not even NaN); infinities match only the
    same infinity.
The first field of a line is its label and is always compared as text.
Blank lines are ignored. Integers are compared as numbers (exact in practice).

Exit status: 0 match, 1 mismatch (the first one is printed with its line
number and both lines), 2 usage error or unreadable file.
"""
import math
import sys


def parse_number(tok):
    """The token as a float, or None when it is not a number."""
    try:
        return float(tok)
    except ValueError:
        return None


def numbers_match(a, b, rtol):
    if math.isnan(a) or math.isnan(b):
        return False
    if math.isinf(a) or math.isinf(b):
        return a == b
    return abs(a - b) <= rtol * max(1.0, abs(a), abs(b))


def compare_lines(exp_lines, act_lines, rtol):
    """None when the outputs match, else a message about the first mismatch."""
    for (eno, e), (ano, a) in zip(exp_lines, act_lines):
        et, at = e.split(), a.split()
        where = "line %d (actual line %d):\n  expected: %s\n  actual:   %s" % (eno, ano, e, a)
        if len(et) != len(at):
            return "different number of fields at " + where
        for col, (x, y) in enumerate(zip(et, at), start=1):
            xv, yv = parse_number(x), parse_number(y)
            if col == 1 or xv is None or yv is None:
                if x != y:
                    return "field %d differs (%r vs %r) at %s" % (col, x, y, where)
                continue
            if not numbers_match(xv, yv, rtol):
                if math.isnan(xv) or math.isnan(yv):
                    why = "NaN"
                else:
                    err = abs(xv - yv) / max(1.0, abs(xv), abs(yv))
                    why = "error %.3g > %.3g" % (err, rtol)
                return "field %d: %s vs %s (%s) at %s" % (col, x, y, why, where)
    if len(exp_lines) != len(act_lines):
        n = min(len(exp_lines), len(act_lines))
        longer = "expected" if len(exp_lines) > n else "actual"
        lineno, extra = (exp_lines if longer == "expected" else act_lines)[n]
        return ("different number of records: expected has %d, actual has %d; "
                "first extra: line %d of %s: %s"
                % (len(exp_lines), len(act_lines), lineno, longer, extra))
    if not exp_lines:
        return "both outputs are empty"
    return None


def records(text):
    """(line number, line) for every non-blank line."""
    return [(i, l) for i, l in enumerate(text.splitlines(), start=1) if l.strip()]


def main(argv):
    rtol = 1e-4
    args = list(argv[1:])
    if len(args) >= 2 and args[0] == "--rtol":
        try:
            rtol = float(args[1])
        except ValueError:
            print("compare.py: bad --rtol value %r" % args[1], file=sys.stderr)
            return 2
        args = args[2:]
    if len(args) != 2:
        print("usage: compare.py [--rtol R] EXPECTED ACTUAL", file=sys.stderr)
        return 2
    try:
        with open(args[0]) as f:
            exp_lines = records(f.read())
        with open(args[1]) as f:
            act_lines = records(f.read())
    except OSError as e:
        print("compare.py: %s" % e, file=sys.stderr)
        return 2
    msg = compare_lines(exp_lines, act_lines, rtol)
    if msg is not None:
        print("compare.py: MISMATCH %s vs %s: %s" % (args[0], args[1], msg))
        return 1
    print("compare.py: OK (%d lines, rtol %g)" % (len(exp_lines), rtol))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
