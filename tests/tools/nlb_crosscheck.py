#!/usr/bin/env python3
"""Differential check of naw-cli's `moves` in the advanced game against tests/tools/nlb_oracle.py
(independent), hex for hex, over a few positions. Usage: nlb_crosscheck.py --cli PATH"""
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
cli = sys.argv[sys.argv.index("--cli") + 1] if "--cli" in sys.argv else "build/dev/naw-cli"
ORACLE = os.path.join(HERE, "nlb_oracle.py")
positions = {
 "start": "new",
 "turn3allied": "new;set turn=3 phase=allied-move",
 "night": "new;set turn=10 phase=french-move",
 "nightallied": "new;set turn=10 phase=allied-move",
 "streams": "clear;set turn=3 phase=allied-move;place pr-5-ii 1911;place pr-13-iv 2011;place pr-art-ii 1917;place pr-cav-ii 2214;place aa-hvy 1310;place fr-gren-gd 1311;place fr-1-i 1812;place aa-lf 1505",
 "north": "clear;set turn=2 phase=french-move;place fr-gd-lt 0503;place fr-art-gd 1002;place fr-gren-gd 0302;place aa-1br 0704;place fr-gd-hvy 1104",
}
bad = 0
for name, cmds in positions.items():
    o = subprocess.run([sys.executable, ORACLE], input=cmds, capture_output=True, text=True).stdout
    lines = [l.split() for l in o.splitlines()]
    total = int(lines[-1][1])
    script = "new scenario=nlb\n" + cmds.replace("new;", "").replace("new", "").replace(";", "\n") + "\n"
    for l in lines[:-1]:
        script += "moves %s\n" % l[0]
    out = subprocess.run([cli], input=script, capture_output=True, text=True).stdout.split("\n")
    # parse moves answers
    ans = []; i = 0
    while i < len(out):
        if out[i] == "ok" and i + 2 < len(out) and out[i+2] == ".":
            ans.append(out[i+1].split()); i += 3
        else: i += 1
    etotal = 0
    for l, a in zip(lines[:-1], ans):
        etotal += len(a)
        if sorted(l[2:]) != sorted(a):
            bad += 1
            print(name, l[0], "oracle-only", sorted(set(l[2:]) - set(a)), "engine-only", sorted(set(a) - set(l[2:])))
    print(name, "oracle total", total, "engine total", etotal, "units", len(ans), len(lines) - 1)
print("mismatches", bad)
sys.exit(1 if bad else 0)
