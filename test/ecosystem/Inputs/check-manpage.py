"""check-manpage.py HELP MANPAGE — every option of `loopgpu --help` (the
left column of its "options:" section) and every directive clause of its
"directives" section appears in the man page (roff, docs/loopgpu.1): options
anywhere, clauses in its DIRECTIVES section. Prints what it checked."""
import re
import sys

help_text = open(sys.argv[1], encoding="utf-8").read()
roff = open(sys.argv[2], encoding="utf-8").read()


def plain(s):
    """roff to plain text, roughly: font escapes gone, \\- is -."""
    s = re.sub(r"\\f[BIRP]", "", s)
    s = s.replace("\\-", "-").replace("\\&", "")
    # macro lines (.B x, .BI x y) lose the macro name
    return re.sub(r"^\.[A-Z]+ ?", "", s, flags=re.M)


man = plain(roff)
m = re.search(r"^\.SH DIRECTIVES$(.*?)^\.SH ", roff, flags=re.M | re.S)
if not m:
    sys.exit("no DIRECTIVES section in the man page")
man_directives = plain(m.group(1))

section = None
options, clauses = [], []
for line in help_text.splitlines():
    if re.match(r"^\S.*:$", line) or line.startswith("directives"):
        section = "options" if line.startswith("options") else (
            "directives" if line.startswith("directives") else None)
        continue
    if section == "options" and re.match(r"^  -", line):
        left = re.split(r"\s{2,}", line.strip())[0]
        options += re.findall(r"(?<![\w-])(--?[A-Za-z][\w-]*=?)", left)
    elif section == "directives":
        clauses += re.findall(r"(?<![:\w])([a-z]+)(?=\(|\]|\|)", line)

if len(options) < 5 or len(clauses) < 5:
    sys.exit(f"could not read the help: options {options}, clauses {clauses}")
def has_option(o):
    end = "" if o.endswith("=") else r"(?![\w-])"
    return re.search(r"(?<![\w-])" + re.escape(o) + end, man)


missing = [o for o in options if not has_option(o)]
missing += [c for c in clauses if not re.search(r"(?<![\w-])" + re.escape(c) + r"\b", man_directives)]
for o in options:
    print("option", o)
for c in clauses:
    print("clause", c)
if missing:
    sys.exit("missing from the man page: " + " ".join(missing))
