#!/usr/bin/env python3
"""strip-checks.py — delete comment lines that contain FileCheck directives.

usage: strip-checks.py [FILE]     (standard input when FILE is absent or -)

loopgpu copies the input's text into its output, so a test's own
`// CHECK: ...` lines would appear in the translated file and FileCheck would
match them against themselves. This filter removes every line whose comment
part contains `CHECK` (a `//` comment, or a one-line `/* ... */` comment) and
that has nothing but whitespace before the comment; other lines pass
unchanged. Pipe the translation through it before FileCheck:

    RUN: %loopgpu %s -o %t.cu
    RUN: %strip-checks %t.cu | FileCheck %s
"""
import re
import sys

CHECK_LINE = re.compile(r"^\s*(//.*CHECK|/\*.*CHECK.*\*/\s*$)")


def main(argv):
    if len(argv) > 2:
        print("usage: strip-checks.py [FILE]", file=sys.stderr)
        return 2
    try:
        if len(argv) == 2 and argv[1] != "-":
            with open(argv[1]) as f:
                text = f.read()
        else:
            text = sys.stdin.read()
    except OSError as e:
        print("strip-checks.py: %s" % e, file=sys.stderr)
        return 2
    out = [l for l in text.splitlines(True) if not CHECK_LINE.match(l)]
    sys.stdout.write("".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
