#!/usr/bin/env python3
"""check_events.py REPORT.json [--chunks] [--kinds K,K,...]

Checks the "events" of a run-time report made with LOOPGPU_EVENTS=1
(docs/report.md): times non-decreasing from 0 and not after events_end_ms;
every free matches a live allocation of the same address, name and bytes;
region entries and exits nest; as many launches as the kernels' launches;
the allocations replayed give the report's peak.runtime_bytes and its
allocation count; every kind of --kinds occurs (default: alloc, region_begin,
region_end, launch, copy_h2d, copy_d2h). --chunks: chunk events that cycle
through more than one slot of their region. Exits 1 at the first problem."""
import json
import sys


def fail(msg):
    print("check_events.py: " + msg, file=sys.stderr)
    sys.exit(1)


def main(argv):
    r = json.load(open(argv[1]))
    chunks = "--chunks" in argv
    kinds = ["alloc", "region_begin", "region_end", "launch", "copy_h2d", "copy_d2h"]
    if "--kinds" in argv:
        kinds = argv[argv.index("--kinds") + 1].split(",")
    ev = r.get("events")
    if not isinstance(ev, list):
        fail("no events array")
    t = 0.0
    live, total, peak, allocs, stack, launches, slots = {}, 0, 0, 0, [], 0, {}
    seen = set()
    for i, e in enumerate(ev):
        for k in ("t_ms", "kind", "name", "file", "line"):
            if k not in e:
                fail(f"event {i} has no {k}: {e}")
        if e["t_ms"] < t or e["t_ms"] < 0:
            fail(f"event {i}: time {e['t_ms']} before the previous {t}")
        t = e["t_ms"]
        seen.add(e["kind"])
        if e["kind"] == "alloc":
            if e["id"] in live:
                fail(f"event {i}: address {e['id']} allocated twice")
            live[e["id"]] = e
            total += e["bytes"]
            allocs += 1
            peak = max(peak, total)
        elif e["kind"] == "free":
            a = live.pop(e["id"], None)
            if a is None or a["bytes"] != e["bytes"] or a["name"] != e["name"]:
                fail(f"event {i}: free of {e['name']} ({e['bytes']} bytes at {e['id']}) matches no allocation")
            total -= e["bytes"]
        elif e["kind"] == "region_begin":
            stack.append(e)
            if not isinstance(e.get("predicted_bytes"), int):
                fail(f"event {i}: region_begin without predicted_bytes")
        elif e["kind"] == "region_end":
            if not stack or stack[-1]["name"] != e["name"] or stack[-1]["line"] != e["line"]:
                fail(f"event {i}: exit of {e['name']} that is not the innermost region")
            stack.pop()
        elif e["kind"] == "launch":
            launches += 1
            if e.get("dur_ms", -1) < 0:
                fail(f"event {i}: launch without dur_ms")
        elif e["kind"] in ("copy_h2d", "copy_d2h"):
            if e.get("bytes", 0) <= 0:
                fail(f"event {i}: a copy of no bytes")
        elif e["kind"] == "chunk":
            slots.setdefault((e["name"], e["line"]), []).append(e["slot"])
        else:
            fail(f"event {i}: unknown kind {e['kind']}")
    if stack:
        fail(f"regions never exited: {[s['name'] for s in stack]}")
    if r.get("events_end_ms", -1) < t:
        fail(f"events_end_ms {r.get('events_end_ms')} before the last event {t}")
    want = sum(k["launches"] for k in r["kernels"])
    if launches != want:
        fail(f"{launches} launch events, the kernels say {want} launches")
    if peak != r["peak"]["runtime_bytes"]:
        fail(f"the allocations replayed peak at {peak} bytes, the report says {r['peak']['runtime_bytes']}")
    if allocs != r["peak"]["allocations"]:
        fail(f"{allocs} alloc events, the report says {r['peak']['allocations']} allocations")
    for k in kinds:
        if k not in seen:
            fail(f"no {k} event")
    if chunks:
        if not slots:
            fail("no chunk events")
        for (name, line), s in slots.items():
            n = max(s) + 1
            if n > 1 and s[:n] != list(range(n)):
                fail(f"{name}: chunks go to slots {s[:n]}, not in turn")
        if not any(max(s) > 0 for s in slots.values()):
            fail("every chunk went to slot 0: the slots do not cycle")
    print(f"check_events.py: {len(ev)} events, peak {peak} bytes, {allocs} allocations, "
          f"{launches} launches" + (f", chunks on slots {dict((k[0], max(v) + 1) for k, v in slots.items())}" if slots else ""))


if __name__ == "__main__":
    main(sys.argv)
