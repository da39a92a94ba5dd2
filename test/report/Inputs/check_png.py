#!/usr/bin/env python3
"""check_png.py SHOT.png WIDTH HEIGHT MIN_FRACTION

Checks a headless Chromium screenshot of the timeline page (docs/report.md):
a PNG of WIDTH x HEIGHT pixels in which at least MIN_FRACTION of the pixels
differ from the background (the most common colour) and at least 8 colours
appear (the page drew bands, not one flat colour). Decodes the PNG itself
(zlib and struct of the standard library: 8-bit greyscale, RGB, RGBA,
grey+alpha, not interlaced). Exits 1 with a message at the first problem."""
import struct
import sys
import zlib


def fail(msg):
    print("check_png.py: " + msg, file=sys.stderr)
    sys.exit(1)


def decode(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        fail(f"{path}: not a PNG")
    pos, idat, hdr = 8, [], None
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            hdr = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
        pos += 12 + n
    if hdr is None:
        fail(f"{path}: no IHDR")
    w, h, depth, ctype, _, _, interlace = hdr
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(ctype)
    if depth != 8 or channels is None or interlace:
        fail(f"{path}: PNG form not handled (depth {depth}, colour type {ctype}, interlace {interlace})")
    raw = zlib.decompress(b"".join(idat))
    stride = w * channels
    rows, prev, p = [], bytearray(stride), 0
    for _ in range(h):
        f = raw[p]
        line = bytearray(raw[p + 1:p + 1 + stride])
        p += 1 + stride
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = prev[i]
            c = prev[i - channels] if i >= channels else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                pr = a if pa <= pb and pa <= pc else b if pb <= pc else c
                line[i] = (line[i] + pr) & 255
        rows.append(bytes(line))
        prev = line
    return w, h, channels, rows


def main(argv):
    if len(argv) != 5:
        fail("usage: check_png.py SHOT.png WIDTH HEIGHT MIN_FRACTION")
    w, h, ch, rows = decode(argv[1])
    if (w, h) != (int(argv[2]), int(argv[3])):
        fail(f"{argv[1]}: {w}x{h}, expected {argv[2]}x{argv[3]}")
    counts = {}
    for r in rows:
        for i in range(0, len(r), ch):
            px = r[i:i + min(ch, 3)]
            counts[px] = counts.get(px, 0) + 1
    bg, nbg = max(counts.items(), key=lambda kv: kv[1])
    other = w * h - nbg
    frac = other / (w * h)
    if frac < float(argv[4]):
        fail(f"{argv[1]}: {other} of {w * h} pixels ({frac:.1%}) differ from the background, "
             f"fewer than {float(argv[4]):.1%}: a blank page?")
    if len(counts) < 8:
        fail(f"{argv[1]}: only {len(counts)} colours")
    print(f"check_png.py: {argv[1]}: {w}x{h}, {other} non-background pixels ({frac:.1%}), "
          f"{len(counts)} colours")


if __name__ == "__main__":
    main(sys.argv)
