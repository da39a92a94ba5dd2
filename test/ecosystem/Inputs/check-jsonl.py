"""check-jsonl.py FILE — every line of FILE is one JSON object with exactly
the keys of loopgpu's --diagnostics-format=json, of the right types: file,
line, column, severity, message, end_line, end_column, option, fixits
(file, line, column, end_line, end_column, text) and notes (objects of the
same keys, without notes of their own)."""
import json
import sys

KEYS = {"file", "line", "column", "severity", "message", "end_line", "end_column", "option",
        "fixits"}
FIXIT = {"file", "line", "column", "end_line", "end_column", "text"}


def check(n, d, top):
    keys = KEYS | ({"notes"} if top else set())
    if set(d) != keys:
        sys.exit(f"line {n}: keys {sorted(d)}")
    if not (d["file"] is None or isinstance(d["file"], str)):
        sys.exit(f"line {n}: file {d['file']!r}")
    for k in ("line", "column", "end_line", "end_column"):
        if not isinstance(d[k], int):
            sys.exit(f"line {n}: {k} not an integer")
    if (d["end_line"], d["end_column"]) < (d["line"], d["column"]):
        sys.exit(f"line {n}: the range ends before it starts")
    if d["severity"] not in (("warning", "error", "remark", "note") if top else ("note",)):
        sys.exit(f"line {n}: severity {d['severity']!r}")
    if not isinstance(d["message"], str) or not d["message"]:
        sys.exit(f"line {n}: empty message")
    if not (d["option"] is None or (isinstance(d["option"], str) and d["option"].startswith("-W"))):
        sys.exit(f"line {n}: option {d['option']!r}")
    for f in d["fixits"]:
        if set(f) != FIXIT or not isinstance(f["text"], str):
            sys.exit(f"line {n}: fix-it {f!r}")
    if top:
        for note in d["notes"]:
            check(n, note, False)


lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
if not lines:
    sys.exit("no diagnostics")
for n, line in enumerate(lines, 1):
    check(n, json.loads(line), True)
print(f"{len(lines)} diagnostics ok")
