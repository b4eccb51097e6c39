#!/usr/bin/env python3
"""Line of sight at range two (ruling N13) for EVERY ordered pair of map hexes exactly two
apart: an independent computation against naw-cli's `los FROM TO`, pair by pair.

Independent of the C++ engine: the map and overlay are read by nlb_oracle.Map (its own CSV
reading); the geometry here is axial (cube) coordinates, not the engine's neighbour tables:
T - F is either twice one unit vector (straight: the hex M between) or the sum of two
adjacent unit vectors (the line runs along the hexside B|C). N13 then reads:
  straight:  blocked if M is forest/town/chateau, or F|M or M|T is a crest;
  between:   blocked if B|C is a crest; or B and C both block; or at either end corner (F or
             T) both hexsides to B and C are crests, or one is a crest and B or C blocks;
  a chateau target is always blocked (10.4). Hexes off the map block nothing.
The ruling's own test vectors are checked first (the oracle must agree with the ruling).
Usage: nlb_los_check.py --cli PATH   (exit 1 on any disagreement)"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from nlb_oracle import Map  # noqa: E402

# Axial unit vectors in ring order (each next to the following one).
RING = [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)]


def axial(h):
    col, row = int(h[:2]), int(h[2:])
    return col, row - (col + (col & 1)) // 2  # even columns sit half a hex lower


def name(q, r):
    return "%02d%02d" % (q, r + (q + (q & 1)) // 2)


def add(h, v):
    q, r = axial(h)
    return name(q + v[0], r + v[1])


def crest(m, a, b):
    return "crest" in m.sides.get(frozenset((a, b)), set())


def blocks(m, h):
    return h in m.hexes and m.terrain[h] != "clear"


def los(m, f, t):
    if m.terrain[t] == "chateau":
        return "blocked"
    (fq, fr), (tq, tr) = axial(f), axial(t)
    dv = (tq - fq, tr - fr)
    for i, d in enumerate(RING):
        if dv == (2 * d[0], 2 * d[1]):  # straight ahead
            mid = add(f, d)
            bad = blocks(m, mid) or crest(m, f, mid) or crest(m, mid, t)
            return "blocked" if bad else "clear"
        e = RING[(i + 1) % 6]
        if dv == (d[0] + e[0], d[1] + e[1]):  # between two directions
            b, c = add(f, d), add(f, e)
            bad = crest(m, b, c) or (blocks(m, b) and blocks(m, c))
            for corner in (f, t):
                n = crest(m, corner, b) + crest(m, corner, c)
                bad = bad or n == 2 or (n == 1 and (blocks(m, b) or blocks(m, c)))
            return "blocked" if bad else "clear"
    raise ValueError("not at range two: %s %s" % (f, t))


def distance(a, b):
    (aq, ar), (bq, br) = axial(a), axial(b)
    dq, dr = aq - bq, ar - br
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


VECTORS = [("1411", "1409", "blocked"), ("1409", "1411", "blocked"), ("1511", "1409", "blocked"),
           ("1611", "1609", "blocked"), ("1512", "1510", "clear"), ("1311", "1111", "clear"),
           ("1809", "1911", "blocked"), ("1713", "1811", "clear"), ("0803", "0805", "blocked"),
           ("0803", "0705", "clear"), ("0803", "0905", "clear"), ("0912", "0914", "blocked"),
           ("0506", "0706", "blocked"), ("1107", "1205", "blocked"), ("1312", "1310", "blocked")]


def main():
    cli = sys.argv[sys.argv.index("--cli") + 1] if "--cli" in sys.argv else "build/dev/naw-cli"
    m = Map()
    bad = 0
    for f, t, want in VECTORS:
        if los(m, f, t) != want:
            print("oracle disagrees with the ruling's vector", f, t, want)
            bad += 1
    pairs = [(f, t) for f in sorted(m.hexes) for t in sorted(m.hexes) if distance(f, t) == 2]
    script = "new scenario=nlb\n" + "".join("los %s %s\n" % p for p in pairs)
    out = subprocess.run([cli], input=script, capture_output=True, text=True).stdout.split("\n")
    answers = [l.split()[1] for l in out if l.startswith("ok ") and l.split()[1] in
               ("clear", "blocked", "out-of-range")]
    if len(answers) != len(pairs):
        print("expected", len(pairs), "answers, got", len(answers))
        return 1
    clear = 0
    for (f, t), got in zip(pairs, answers):
        want = los(m, f, t)
        clear += want == "clear"
        if got != want:
            bad += 1
            print("los", f, t, "engine", got, "oracle", want)
    print("pairs", len(pairs), "clear", clear, "blocked", len(pairs) - clear, "mismatches", bad)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
