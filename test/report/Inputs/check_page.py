#!/usr/bin/env python3
"""check_page.py PAGE.html [--dom DOM.html] [--reports N] [--events] [--chunks]

Checks a loopgpu memory timeline page (LOOPGPU_REPORT=html:FILE or
loopgpu-report; docs/report.md). Exits 1 with a message at the first problem.

PAGE.html, as written:
  * valid HTML: it parses, every non-void element is closed in order, one
    <html>, <head>, <body>, a <title>, the doctype first;
  * self-contained: no src, href, action, srcset, poster or data attributes
    naming anything (only "#..." and data: would be allowed), no <link>,
    <iframe>, <object>, <embed>, <img>, <base>, no url(...) other than
    url(#...) and data:, no @import, no "http://" or "https://" anywhere
    (nothing could be fetched);
  * the embedded reports (<script type="application/json" class="lg-report">)
    are JSON loopgpu reports, N of them (--reports, default 1); with
    --events each has "events".
--dom DOM.html: the DOM after the script ran (chromium --headless
--dump-dom), for each report:
  * every buffer of the report and its source line (FILE:LINE, the file's
    base name) in a row of the buffers table;
  * the peak shown (#peak-I data-bytes) equal to the report's
    peak.runtime_bytes (with events the page computes it from the
    allocations and frees); every buffer live at the peak listed;
  * with --events, the timeline drawn: memory bands, region spans, launches;
    with --chunks, chunk spans on their slots;
  * two reports: the comparison table.
"""
import html.parser
import json
import re
import sys

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta",
        "param", "source", "track", "wbr"}
FETCHING_TAGS = {"link", "iframe", "object", "embed", "img", "base", "frame", "audio",
                 "video", "source", "track"}
URL_ATTRS = {"src", "href", "action", "srcset", "poster", "data", "formaction", "xlink:href"}


def fail(msg):
    print("check_page.py: " + msg, file=sys.stderr)
    sys.exit(1)


class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack, self.count, self.reports, self.doctype = [], {}, [], None
        self.first = True
        self.cur = None  # (attrs, text) of an open JSON report block
        self.elems = []  # (tag, attrs, text-so-far index)
        self.texts = []
        self.rows = []   # (class, cells) of <tr>, for the DOM checks
        self.row = None
        self.cell = None
        self.ids = {}
        self.classes = {}

    def handle_decl(self, decl):
        if self.first:
            self.doctype = decl
        self.first = False

    def handle_starttag(self, tag, attrs):
        self.first = False
        a = dict(attrs)
        self.count[tag] = self.count.get(tag, 0) + 1
        if tag in FETCHING_TAGS:
            fail(f"<{tag}> fetches or embeds something: not self-contained")
        for k, v in attrs:
            if k in URL_ATTRS and v is not None and not (v.startswith("#") or v.startswith("data:")):
                fail(f"<{tag} {k}=\"{v}\">: an external reference")
        if tag == "script" and "src" in a:
            fail("an external script")
        if "id" in a:
            self.ids[a["id"]] = a
        for c in (a.get("class") or "").split():
            self.classes[c] = self.classes.get(c, 0) + 1
        if tag == "script" and a.get("type") == "application/json" and "lg-report" in (a.get("class") or ""):
            self.cur = [a, []]
        if tag == "tr":
            self.row = [a.get("class") or "", [], a]
        if tag in ("td", "th") and self.row is not None:
            self.cell = []
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        # <rect .../> in SVG, <br/>: opened and closed
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.handle_endtag(tag)

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            fail(f"</{tag}> closes <{self.stack[-1] if self.stack else 'nothing'}>: not well formed "
                 f"at line {self.getpos()[0]}")
        self.stack.pop()
        if tag == "script" and self.cur is not None:
            self.reports.append((self.cur[0], "".join(self.cur[1])))
            self.cur = None
        if tag in ("td", "th") and self.cell is not None and self.row is not None:
            self.row[1].append("".join(self.cell).strip())
            self.cell = None
        if tag == "tr" and self.row is not None:
            self.rows.append(self.row)
            self.row = None

    def handle_data(self, data):
        if self.cur is not None:
            self.cur[1].append(data)
        if self.cell is not None:
            self.cell.append(data)
        self.texts.append(data)


def parse(path):
    text = open(path, encoding="utf-8").read()
    p = Page()
    p.feed(text)
    p.close()
    if p.stack:
        fail(f"{path}: unclosed elements at the end: {p.stack}")
    return text, p


def base(f):
    return (f or "?").rsplit("/", 1)[-1]


def main(argv):
    args = argv[1:]
    if not args:
        fail("usage: check_page.py PAGE.html [--dom DOM.html] [--reports N] [--events] [--chunks]")
    page, dom, nrep, events, chunks = args[0], None, 1, False, False
    i = 1
    while i < len(args):
        if args[i] == "--dom":
            dom = args[i + 1]; i += 2
        elif args[i] == "--reports":
            nrep = int(args[i + 1]); i += 2
        elif args[i] == "--events":
            events = True; i += 1
        elif args[i] == "--chunks":
            chunks = True; i += 1
        else:
            fail("unknown argument " + args[i])
    text, p = parse(page)
    if not (p.doctype or "").lower().startswith("doctype html"):
        fail("no <!DOCTYPE html> first")
    for tag in ("html", "head", "body", "title"):
        if p.count.get(tag) != 1:
            fail(f"{p.count.get(tag, 0)} <{tag}> elements, not 1")
    low = text.lower()
    for bad in ("http://", "https://", "@import", "//cdn", "<link"):
        if bad in low:
            fail(f"'{bad}' in the page: not self-contained")
    for m in re.finditer(r"url\(\s*['\"]?([^)'\"]*)", low):
        if not (m.group(1).startswith("#") or m.group(1).startswith("data:")):
            fail(f"url({m.group(1)}) in the page: not self-contained")
    if len(p.reports) != nrep:
        fail(f"{len(p.reports)} embedded reports, expected {nrep}")
    reps = []
    for attrs, body in p.reports:
        try:
            r = json.loads(body)
        except ValueError as e:
            fail(f"an embedded report is not JSON: {e}")
        if r.get("loopgpu_report") != 1 or "peak" not in r or "buffers" not in r:
            fail("an embedded block is not a loopgpu run-time report")
        if events and not isinstance(r.get("events"), list):
            fail("an embedded report has no events")
        reps.append(r)
    if dom is None:
        print(f"check_page.py: {page}: valid, self-contained, {nrep} report(s)")
        return
    _, d = parse(dom)
    if d.count.get("section", 0) != nrep:
        fail(f"the rendered page has {d.count.get('section', 0)} report sections, expected {nrep}")
    # the rows of each section's buffers table: the checker reads them in
    # order, the sections being in report order; rows carry data-name and
    # data-source
    buffer_rows = [r for r in d.rows if r[0] == "buffer"]
    at_peak = [r for r in d.rows if r[0] == "at-peak"]
    k = 0
    for idx, r in enumerate(reps):
        want = r["buffers"]
        got = buffer_rows[k:k + len(want)]
        k += len(want)
        if len(got) != len(want):
            fail(f"report {idx}: {len(got)} buffer rows for {len(want)} buffers")
        for b, row in zip(want, got):
            src = f"{base(b['file'])}:{b['line']}"
            if row[2].get("data-name") != b["name"] or row[2].get("data-source") != src:
                fail(f"report {idx}: buffer {b['name']} ({src}) not in its row: {row[2]}")
            if b["name"] not in row[1][0] or src not in row[1]:
                fail(f"report {idx}: the row of {b['name']} does not show it and {src}: {row[1]}")
        pk = d.ids.get(f"peak-{idx}")
        if pk is None:
            fail(f"report {idx}: no peak (#peak-{idx}) on the page")
        if int(pk.get("data-bytes", -1)) != r["peak"]["runtime_bytes"]:
            fail(f"report {idx}: the page's peak {pk.get('data-bytes')} is not the report's "
                 f"peak.runtime_bytes {r['peak']['runtime_bytes']}")
        if events:
            live = [b for b in r["buffers"] if b["live_at_peak_bytes"] > 0]
            names = sorted(x[1][0] for x in at_peak)
            for b in live:
                if not any(b["name"] in n for n in names):
                    fail(f"report {idx}: {b['name']}, live at the peak, is not listed as live at the peak")
    if events:
        for cls in ("timeline", "band", "region", "launch", "peak-mark", "peak-line"):
            if d.classes.get(cls, 0) < nrep:
                fail(f"the timeline has {d.classes.get(cls, 0)} '{cls}' elements")
    if chunks and d.classes.get("chunk", 0) < 2:
        fail("no chunk spans on the timeline")
    if nrep == 2 and d.classes.get("comparison", 0) != 1:
        fail("two reports but no comparison table")
    print(f"check_page.py: {page}: valid, self-contained, {nrep} report(s); rendered: "
          f"{len(buffer_rows)} buffer rows, peak as reported"
          + (f", {d.classes.get('band', 0)} bands" if events else ""))


if __name__ == "__main__":
    main(sys.argv)
