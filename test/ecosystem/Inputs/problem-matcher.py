#!/usr/bin/env python3
"""problem-matcher.py DOC TEXT JSONL — the VS Code problem matchers that DOC
(docs/ecosystem.md) shows, run over real loopgpu output: the first JSON
block with a problemMatcher is the text format's, the second the JSON
format's. Each `regexp` (read from the block as VS Code reads it, JSON
strings) is applied to every line of its output as VS Code applies a
one-line pattern; prints each match as `MATCH kind file:line:col[-eline:ecol]
severity code | message`; exits 1 when a warning or error line of the output
does not match, or a note line does."""
import json
import re
import sys

doc, text_out, json_out = sys.argv[1:4]
blocks = re.findall(r"```json\n(.*?)```", open(doc, encoding="utf-8").read(), flags=re.S)
matchers = []
for b in blocks:
    if "problemMatcher" not in b:
        continue
    d = json.loads(b)
    task = d["tasks"][0] if "tasks" in d else d
    matchers.append(task["problemMatcher"]["pattern"])
if len(matchers) != 2:
    sys.exit("expected 2 problem matchers in %s, found %d" % (doc, len(matchers)))

bad = 0


def run(kind, pattern, lines, want):
    global bad
    rx = re.compile(pattern["regexp"])
    for line in lines:
        m = rx.search(line)
        wanted = want(line)
        if bool(m) != wanted:
            print("%s: %s: %s" % ("UNMATCHED" if wanted else "WRONGLY MATCHED", kind, line))
            bad += 1
        if not m:
            continue
        g = lambda k: m.group(pattern[k]) if k in pattern and m.group(pattern[k]) else ""
        where = "%s:%s:%s" % (g("file"), g("line"), g("column"))
        if "endLine" in pattern:
            where += "-%s:%s" % (g("endLine"), g("endColumn"))
        print("MATCH %s %s %s %s | %s" % (kind, where, g("severity"), g("code") or "-", g("message")))


text = open(text_out, encoding="utf-8").read().splitlines()
run("text", matchers[0], text, lambda l: re.match(r"^\S+:\d+:\d+: (warning|error): ", l) is not None)
js = open(json_out, encoding="utf-8").read().splitlines()
run("json", matchers[1], js, lambda l: json.loads(l)["severity"] in ("warning", "error") and json.loads(l)["file"] is not None)
sys.exit(1 if bad else 0)
