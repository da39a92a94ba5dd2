#!/usr/bin/env python3
"""check_report.py compile|runtime FILE.json [key=value ...]

Validates a loopgpu footprint report against the schema of docs/report.md
(every documented field present, with its type) and checks the given
expectations. Keys are paths into the JSON: kernels.NAME.FIELD,
buffers.NAME.FIELD, regions.NAME.FIELD, peak.FIELD, data_regions.LINE.FIELD.
Exits 1 with a message at the first problem."""
import json
import sys

INT, STR, NUM, BOOL, LIST, DICT = int, str, (int, float), bool, list, dict
OPT = "optional-null"

COMPILE_TOP = {"loopgpu_report": INT, "kind": STR, "file": STR, "arch": STR,
               "kernels": LIST, "data_regions": LIST, "hoisted": type(None)}
COMPILE_KERNEL = {"name": STR, "function": STR, "file": STR, "lines": LIST,
                  "data_region_line": (int, type(None)), "mapped_loops": LIST,
                  "block": LIST, "threads_per_block": INT, "grid": LIST,
                  "grid_stride": BOOL, "transforms": LIST, "clauses": LIST,
                  "shared_memory": DICT, "buffers": LIST,
                  "predicted_peak_bytes": STR, "fixed_bytes": STR,
                  "streamed_loop_trip": (str, type(None))}
COMPILE_LOOP = {"var": STR, "line": INT, "axis": STR, "trip": STR}
COMPILE_SHARED = {"bytes_per_block": INT, "static_bytes": INT, "dynamic_bytes": INT,
                  "staged": LIST}
COMPILE_BUFFER = {"name": STR, "kind": STR, "element_type": STR, "element_bytes": INT,
                  "bytes": STR}
COMPILE_DATA = {"line": INT, "function": STR, "kernels": LIST, "buffers": LIST,
                "predicted_peak_bytes": STR}

RT_TOP = {"loopgpu_report": INT, "build": STR, "device_total_bytes": INT,
          "kernels": LIST, "buffers": LIST, "regions": LIST, "hoisted": LIST,
          "peak": DICT}
RT_KERNEL = {"name": STR, "file": STR, "line": INT, "launches": INT, "grid": LIST,
             "block": LIST, "dynamic_shared_bytes": INT,
             "registers": (int, type(None)), "static_shared_bytes": (int, type(None)),
             "local_bytes_per_thread": (int, type(None)),
             "max_threads_per_block": (int, type(None)),
             "active_blocks_per_sm": (int, type(None)),
             "occupancy": (int, float, type(None)), "timed_launches": INT,
             "total_ms": NUM, "mean_ms": NUM}
RT_BUFFER = {"name": STR, "file": STR, "line": INT, "bytes": INT, "allocations": INT,
             "live_at_peak_bytes": INT}
RT_REGION = {"name": STR, "file": STR, "line": INT, "entries": INT,
             "predicted_bytes": INT, "measured_bytes": INT}
RT_HOIST = {"name": STR, "file": STR, "line": INT, "bytes_per_iteration": INT,
            "calls_avoided": INT, "peak_without_bytes": INT, "peak_with_bytes": INT,
            "allocations": INT, "device": BOOL}
RT_PEAK = {"runtime_bytes": INT, "allocations": INT, "meminfo_bytes": INT,
           "meminfo_baseline_bytes": INT, "predicted_bytes": INT}


def fail(msg):
    print("check_report: FAIL: " + msg, file=sys.stderr)
    sys.exit(1)


def shape(obj, schema, where):
    if not isinstance(obj, dict):
        fail(f"{where}: not an object")
    for key, typ in schema.items():
        if key not in obj:
            fail(f"{where}: missing field '{key}'")
        v = obj[key]
        if isinstance(v, bool) and typ is not BOOL:
            fail(f"{where}.{key}: boolean where {typ} expected")
        if not isinstance(v, typ):
            fail(f"{where}.{key}: {v!r} is not {typ}")


def lookup(doc, path):
    parts = path.split(".")
    cur = doc
    i = 0
    while i < len(parts):
        p = parts[i]
        if isinstance(cur, list):
            keyname = "line" if p.isdigit() and cur and "name" not in cur[0] else "name"
            match = [e for e in cur if str(e.get(keyname)) == p]
            if not match:
                fail(f"{path}: no entry '{p}'")
            cur = match[0]
        elif isinstance(cur, dict):
            if p not in cur:
                fail(f"{path}: no field '{p}'")
            cur = cur[p]
        else:
            fail(f"{path}: cannot descend into {cur!r}")
        i += 1
    return cur


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in ("compile", "runtime"):
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    with open(sys.argv[2]) as f:
        try:
            doc = json.load(f)
        except json.JSONDecodeError as e:
            fail(f"not JSON: {e}")
    if sys.argv[1] == "compile":
        shape(doc, COMPILE_TOP, "report")
        if doc["kind"] != "compile-time":
            fail("kind is not compile-time")
        for k in doc["kernels"]:
            w = "kernels." + str(k.get("name"))
            shape(k, COMPILE_KERNEL, w)
            for l in k["mapped_loops"]:
                shape(l, COMPILE_LOOP, w + ".mapped_loops")
            shape(k["shared_memory"], COMPILE_SHARED, w + ".shared_memory")
            for b in k["buffers"]:
                shape(b, COMPILE_BUFFER, w + ".buffers")
            if len(k["block"]) != 3 or len(k["grid"]) != 3:
                fail(w + ": block and grid need 3 entries")
        for d in doc["data_regions"]:
            shape(d, COMPILE_DATA, "data_regions." + str(d.get("line")))
            for b in d["buffers"]:
                shape(b, COMPILE_BUFFER, "data_regions.buffers")
    else:
        shape(doc, RT_TOP, "report")
        for k in doc["kernels"]:
            shape(k, RT_KERNEL, "kernels." + str(k.get("name")))
            if k["timed_launches"] > k["launches"] or k["launches"] < 1:
                fail("kernels: launches and timed_launches inconsistent")
        for b in doc["buffers"]:
            shape(b, RT_BUFFER, "buffers." + str(b.get("name")))
        for r in doc["regions"]:
            shape(r, RT_REGION, "regions." + str(r.get("name")))
        for h in doc["hoisted"]:
            shape(h, RT_HOIST, "hoisted")
        shape(doc["peak"], RT_PEAK, "peak")
        if doc["build"] == "gpu":
            for k in doc["kernels"]:
                if not k["registers"] or not (0 < k["occupancy"] <= 1):
                    fail(f"kernels.{k['name']}: registers/occupancy missing or insane on a GPU")
    for exp in sys.argv[3:]:
        path, _, want = exp.partition("=")
        got = lookup(doc, path)
        if str(got) != want and json.dumps(got) != want:
            fail(f"{path}: expected {want}, got {json.dumps(got)}")
    print("check_report: OK")


main()
