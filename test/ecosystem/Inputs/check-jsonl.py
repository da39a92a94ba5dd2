"""check-jsonl.py FILE — every line of FILE is one JSON object with exactly
the keys of loopgpu's --diagnostics-format=json, of the right types."""
import json
import sys

lines = open(sys.argv[1], encoding="utf-8").read().splitlines()
if not lines:
    sys.exit("no diagnostics")
for n, line in enumerate(lines, 1):
    d = json.loads(line)
    keys = {"file", "line", "column", "severity", "message"}
    if set(d) != keys:
        sys.exit(f"line {n}: keys {sorted(d)}")
    if not (d["file"] is None or isinstance(d["file"], str)):
        sys.exit(f"line {n}: file {d['file']!r}")
    if not isinstance(d["line"], int) or not isinstance(d["column"], int):
        sys.exit(f"line {n}: line/column not integers")
    if d["severity"] not in ("note", "warning", "error"):
        sys.exit(f"line {n}: severity {d['severity']!r}")
    if not isinstance(d["message"], str) or not d["message"]:
        sys.exit(f"line {n}: empty message")
print(f"{len(lines)} diagnostics ok")
