#!/usr/bin/env python3
"""Independent oracle of Waterloo 20 movement (rulings W9, W10, W11, W13, W21, W24, W25 of
shared/design/w20-rules-decisions.md), written apart from the C++ engine: it reads the map and
counters from assets/w20, applies the W4 neighbour rule by offsets and finds moves by
enumerating paths depth first (the engine searches states breadth first).

  w20_oracle.py --selftest                 hand-checked facts of the map and rules
  w20_oracle.py --golden                   golden counts for the positions below (tests/w20)
  w20_oracle.py --crosscheck --cli PATH    naw-cli's `moves`, `disengage` and `penetrate`
                                           against the oracle, hex for hex, position by position
"""
import csv
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ASSETS = os.path.join(HERE, "..", "..", "assets", "w20")
DIRS = ["N", "NE", "SE", "S", "SW", "NW"]


def rows(name):
    with open(os.path.join(ASSETS, name)) as f:
        lines = [l for l in f if not l.startswith("#")]
    r = list(csv.reader(lines))
    return r[1:]


MAP = {}
for r in rows("w20-map.csv"):
    MAP[r[0]] = {"terrain": r[1], "road": set(r[2].split()), "river": set(r[3].split()),
                 "bridge": set(r[4].split()), "special": set(r[6].split())}
UNITS = {}
for r in rows("w20-units.csv"):
    UNITS[r[0]] = {"side": r[1], "nation": r[2], "type": r[3], "ma": int(r[6]),
                   "arrival": int(r[9]) if r[9] else 0, "entry": r[10]}
ENTRY = {"french": "0826", "anglo_dutch": "0112", "prussian": "2204"}


def neighbour(h, d):
    c, r = int(h[:2]), int(h[2:])
    even = c % 2 == 0
    dc, dr = {"N": (0, -1), "S": (0, 1),
              "NE": (1, 0) if even else (1, -1), "SE": (1, 1) if even else (1, 0),
              "NW": (-1, 0) if even else (-1, -1), "SW": (-1, 1) if even else (-1, 0)}[d]
    c, r = c + dc, r + dr
    return "%02d%02d" % (c, r) if 1 <= c <= 22 and 1 <= r <= 26 else None


def blocked_side(h, d):  # an unbridged river hexside
    return d in MAP[h]["river"] and d not in MAP[h]["bridge"]


def adjacent_hexes(h):  # W10 adjacency
    return [n for d in DIRS for n in [neighbour(h, d)] if n and not blocked_side(h, d)]


PHASES = ["french-move", "allied-countercharge", "allied-move", "french-countercharge"]


class Position:
    def __init__(self):
        self.units = {}  # id -> dict(hex, status, up, routed, moved, acted)
        self.turn = 1
        self.phase = "french-move"
        self.fog = True
        self.penetration = True
        self.forced = {"french": False, "anglo_dutch": False, "prussian": False}
        self.event = {"french": None, "allied": None}
        self.entered = {"french": 0, "anglo_dutch": 0, "prussian": 0}
        self.dice = []

    def night(self):
        return self.turn in (3, 7)

    def at(self, h):
        for u, s in self.units.items():
            if s["status"] == "map" and s["hex"] == h:
                return u
        return None

    def zoc(self, h, side, cavalry_only=False, face=None):
        if self.night():
            return []
        out = []
        for u, s in self.units.items():
            if s["status"] != "map" or s["routed"] or UNITS[u]["side"] != side:
                continue
            if cavalry_only and UNITS[u]["type"] != "cavalry":
                continue
            if face is not None and s["up"] != face:
                continue
            if h in adjacent_hexes(s["hex"]):
                out.append(u)
        return out

    def allowance(self, u):
        if self.night():
            return 1
        info = UNITS[u]
        side = info["side"]
        ma = 3 if info["type"] == "dummy" else info["ma"]
        if self.event[side] == "mud":
            ma = max(1, ma - 1)
        if info["nation"] == "none":
            forced = self.forced["anglo_dutch"] or self.forced["prussian"]
        else:
            forced = self.forced[info["nation"]]
        return ma + (1 if forced else 0)

    def moving_side(self):
        return "french" if self.phase == "french-move" else "allied" if self.phase == "allied-move" else None

    def moves(self, u):
        info, s = UNITS[u], self.units[u]
        side = info["side"]
        enemy = "allied" if side == "french" else "french"
        if self.moving_side() != side or s["moved"] or s["routed"]:
            return []
        if u == "fr-i" and self.event["french"] == "conflicting-orders":
            return []
        a = self.allowance(u)
        b = a if self.night() else a + 1
        found = set()
        seen = set()

        def friendly(h):
            o = self.at(h)
            return o is not None and UNITS[o]["side"] == side

        def enemy_at(h):
            o = self.at(h)
            return o is not None and UNITS[o]["side"] != side

        def dfs(h, cost, allroad, stopped):
            key = (h, cost, allroad, stopped)
            if key in seen:
                return
            seen.add(key)
            if self.at(h) is None:
                found.add(h)
            if stopped:
                return
            for d in DIRS:
                n = neighbour(h, d)
                if not n or blocked_side(h, d) or enemy_at(n):
                    continue
                road = d in MAP[h]["road"]
                ar = allroad and road
                c = cost + 1
                if c > (b if ar else a):
                    continue
                stop = bool(self.zoc(n, enemy)) or (MAP[n]["terrain"] == "forest" and not road)
                if stop and friendly(n):
                    continue
                dfs(n, c, ar, stop)

        if s["status"] == "map":
            if self.zoc(s["hex"], enemy):
                return []
            dfs(s["hex"], 0, True, False)
        elif s["status"] == "pending" and info["type"] != "dummy":
            if info["arrival"] > self.turn:
                return []
            army = "anglo_dutch" if info["nation"] == "none" else info["nation"]
            e = info["entry"] or ENTRY[army]
            army = {v: k for k, v in ENTRY.items()}[e]
            o = self.at(e)
            if o and UNITS[o]["side"] != side:
                return []
            if o and self.zoc(e, enemy):
                return []
            cost = 1 + self.entered[army]
            if cost > b:
                return []
            stop = bool(self.zoc(e, enemy))
            if stop and o:
                return []
            dfs(e, cost, True, stop)
        return sorted(found)

    def disengage(self, u, h, penetrate=False):
        """'ok', 'barred', or 'error' for disengage/penetrate U H now (W11, W13)."""
        info, s = UNITS[u], self.units[u]
        side = info["side"]
        enemy = "allied" if side == "french" else "french"
        acting = {"allied-countercharge": "allied", "french-countercharge": "french"}.get(self.phase)
        if acting != side or s["status"] != "map" or s["routed"] or s["acted"]:
            return "error"
        if penetrate and (not self.penetration or self.night()):
            return "error"
        if h not in adjacent_hexes(s["hex"]) or self.at(h) is not None:
            return "error"
        if self.night():
            near = lambda x: any(self.units[v]["status"] == "map" and UNITS[v]["side"] == enemy
                                 and self.units[v]["hex"] in adjacent_hexes(x) for v in self.units)
            return "ok" if near(s["hex"]) and not near(h) else "error"
        if info["type"] == "corps" or not self.zoc(s["hex"], enemy):
            return "error"
        if bool(self.zoc(h, enemy)) != penetrate:
            return "error"
        where = [s["hex"], h] if penetrate else [s["hex"]]
        if any(self.zoc(x, enemy, True, True) for x in where):
            return "error"
        if any(self.zoc(x, enemy, True, False) for x in where):
            return "barred"
        return "ok"

    # -- the commands of a position script (a subset of cli-protocol-w20.md)
    def run(self, line):
        w = line.split()
        if not w:
            return
        if w[0] == "new":
            opts = [x.split("=", 1)[1] for x in w if x.startswith("optional=")]
            o = opts[0] if opts else "all"
            self.fog = o == "all" or "fog" in o.split(",")
            self.penetration = o == "all" or "penetration" in o.split(",")
            for u, info in UNITS.items():
                self.units[u] = {"hex": None, "status": "pending" if info["arrival"] else "map",
                                 "up": not self.fog, "routed": False, "moved": False, "acted": False}
            for r in rows("w20-units.csv"):
                if r[8]:
                    self.units[r[0]]["hex"] = r[8]
            for d in ("fr-dummy", "al-dummy"):
                self.units[d]["status"] = "removed"
        elif w[0] == "clear":
            for s in self.units.values():
                s.update(status="lost", hex=None, routed=False)
        elif w[0] == "place":
            s = self.units[w[1]]
            if w[2] in ("pending", "eliminated"):
                s.update(status=w[2], hex=None)
            else:
                s.update(status="map", hex=w[2])
            s["up"] = ("up" in w[3:]) or (not self.fog and "down" not in w[3:])
            s["routed"] = "routed" in w[3:]
        elif w[0] == "set":
            kv = dict(x.split("=", 1) for x in w[1:])
            self.turn = int(kv["turn"])
            self.phase = kv["phase"]
            self.forced = dict.fromkeys(self.forced, False)
            self.entered = dict.fromkeys(self.entered, 0)
            self.event = {"french": None, "allied": None}
            for s in self.units.values():
                s["moved"] = s["acted"] = False
        elif w[0] == "dice":
            self.dice = [int(x) for x in w[1:]]
        elif w[0] == "event":  # the phasing side's table (W24); the phase then ends
            side = "french" if self.phase == "french-events" else "allied"
            die = self.dice.pop(0)
            table = {"french": ["conflicting-orders", "mud", "none", "none", "grand-battery", "vive"],
                     "allied": ["divided-command", "mud", "none", "none", "vorwaerts", "hard"]}
            self.event[side] = table[side][die - 1]
            self.phase = side + "-move"
            if self.event[side] == "vorwaerts" and not self.night():
                self.forced["prussian"] = True
        elif w[0] == "march":
            arg = w[1] if len(w) > 1 else "french"
            for army in {"french": ["french"], "ad": ["anglo_dutch"], "pr": ["prussian"],
                         "all": ["anglo_dutch", "prussian"]}[arg]:
                self.forced[army] = True
        elif w[0] in ("move", "enter"):
            s = self.units[w[1]]
            if w[0] == "enter":
                info = UNITS[w[1]]
                army = {v: k for k, v in ENTRY.items()}[info["entry"] or ENTRY[info["nation"]]]
                self.entered[army] += 1
            s.update(status="map", hex=w[-1], moved=True)
        else:
            raise SystemExit("oracle: unknown command " + line)


# Positions for the golden counts and the cross-check: naw-cli scripts after `new`.
POSITIONS = {
    "start": "new scenario=w20 optional=none",
    "start-march": "new scenario=w20 optional=none;march",
    "allied-turn2": "new scenario=w20 optional=none;set turn=2 phase=allied-move",
    "allied-march-ad": "new scenario=w20 optional=none;set turn=2 phase=allied-move;march ad",
    "allied-march-all": "new scenario=w20 optional=none;set turn=2 phase=allied-move;march all",
    "night": "new scenario=w20 optional=none;set turn=3 phase=french-move",
    "mud": "new scenario=w20 optional=none;set turn=2 phase=french-events;dice 2;event",
    "vorwaerts": "new scenario=w20 optional=none;set turn=2 phase=allied-events;dice 5;event",
    "reinforcements": ("new scenario=w20 optional=none;clear;place pr-i 1518;place fr-ig 1519;"
                       "place fr-cav-i 0414;place ad-ux pending;place ad-ii pending;place pr-iv pending;"
                       "set turn=4 phase=allied-move;enter ad-ux 0112 0212 0313 0413"),
    "roads-west": ("new scenario=w20 optional=none;clear;place ad-i 0604;place ad-res 0706;"
                   "place ad-ux 0406;place fr-ii 0708;place fr-cav-iii 0810;"
                   "set turn=9 phase=allied-move;march ad"),
    "wavre": ("new scenario=w20 optional=fog;clear;place pr-iv 1604;place pr-iii 1705;"
              "place pr-ii 1506;place fr-cav-i 1707;place fr-iii 1809;place al-dummy 1406 down;"
              "set turn=6 phase=allied-move"),
    "fog-dummy": ("new scenario=w20 optional=all;clear;place fr-dummy 1220 down;place fr-cav-ii 1420 down;"
                  "place pr-i 1518 down;place al-dummy 1219 down;set turn=5 phase=french-move;march"),
}
# Countercharge positions: (script, [(command, unit, hex)...]) tried one at a time.
DISENGAGE = {
    "quatre-bras": ("new scenario=w20 optional=none;clear;place ad-ux 0914;place ad-i 1014;"
                    "place fr-ii 0915;place fr-cav-iii 0814;set turn=2 phase=allied-countercharge"),
    "quatre-bras-fog": ("new scenario=w20 optional=all;clear;place ad-ux 0914 up;place ad-i 1014;"
                        "place fr-ii 0915;place fr-cav-iii 0814;place fr-i 1113;"
                        "set turn=2 phase=allied-countercharge"),
    "ligny-night": ("new scenario=w20 optional=all;clear;place pr-i 1518;place pr-ii 1417;"
                    "place fr-ig 1519;place fr-iii 1418;set turn=7 phase=allied-countercharge"),
    "french-cavalry": ("new scenario=w20 optional=all;clear;place fr-cav-i 1719 up;place fr-cav-ii 1619;"
                       "place fr-dummy 1320;place pr-iii 1718 up;place ad-ux 1618;place pr-ii 1420;"
                       "set turn=5 phase=french-countercharge"),
}


def position(script):
    p = Position()
    for line in script.split(";"):
        p.run(line)
    return p


def golden():
    out = []
    for name, script in POSITIONS.items():
        p = position(script)
        side = p.moving_side()
        units = [u for u in sorted(UNITS) if UNITS[u]["side"] == side]
        total = sum(len(p.moves(u)) for u in units)
        out.append("moves %s %d" % (name, total))
    for name, script in DISENGAGE.items():
        p = position(script)
        n = {"disengage": 0, "penetrate": 0}
        for u in sorted(UNITS):
            if p.units[u]["status"] != "map":
                continue
            for h in adjacent_hexes(p.units[u]["hex"]):
                for cmd in n:
                    if p.disengage(u, h, cmd == "penetrate") != "error":
                        n[cmd] += 1
        out.append("disengage %s %d %d" % (name, n["disengage"], n["penetrate"]))
    return out


def selftest():
    p = position(POSITIONS["start"])
    assert len(MAP) == 572, len(MAP)
    assert neighbour("0914", "NE") == "1013" and neighbour("0815", "NE") == "0915"
    q = position("new scenario=w20 optional=none;clear;place fr-ii 0819;set turn=2 phase=french-move")
    far = [h for h in q.moves("fr-ii") if h not in ("0818", "0820") and h not in adjacent_hexes("0819")]
    assert "0816" in far and "0822" in far and "0717" not in far, far
    n = position("new scenario=w20 optional=none;clear;place fr-ii 0819;set turn=3 phase=french-move")
    assert len(n.moves("fr-ii")) == 6
    z = position("new scenario=w20 optional=none;clear;place fr-cav-i 1719;place pr-iii 1718;"
                 "set turn=2 phase=french-move")
    assert z.moves("fr-cav-i") == []
    assert p.moves("pr-i") == []  # not the Allied movement phase
    print("selftest ok")


def cli_run(cli, script):
    return subprocess.run([cli], input=script, capture_output=True, text=True).stdout.split("\n")


def crosscheck(cli):
    bad = 0
    for name, script in POSITIONS.items():
        p = position(script)
        units = sorted(UNITS)
        text = "\n".join(script.split(";")) + "\n" + "".join("moves %s\n" % u for u in units)
        out = cli_run(cli, text)
        answers = []
        i = 0
        while i < len(out):
            if out[i] == "ok" and i + 2 < len(out) and out[i + 2] == ".":
                answers.append(out[i + 1].split())
                i += 3
            else:
                if out[i].startswith("error"):
                    print(name, "script refused:", out[i])
                    bad += 1
                i += 1
        if len(answers) != len(units):
            print(name, "answers", len(answers), "units", len(units))
            bad += 1
            continue
        total = 0
        for u, a in zip(units, answers):
            want = p.moves(u)
            total += len(want)
            if sorted(a) != want:
                bad += 1
                print(name, u, "oracle-only", sorted(set(want) - set(a)), "engine-only", sorted(set(a) - set(want)))
        print(name, "moves", total)
    for name, script in DISENGAGE.items():
        p = position(script)
        tried = 0
        for u in sorted(UNITS):
            if p.units[u]["status"] != "map":
                continue
            for h in adjacent_hexes(p.units[u]["hex"]):
                for cmd in ("disengage", "penetrate"):
                    want = p.disengage(u, h, cmd == "penetrate")
                    out = cli_run(cli, "\n".join(script.split(";")) + "\n%s %s %s\n" % (cmd, u, h))
                    got = [l for l in out if l][-1]
                    kind = "error" if got.startswith("error") else "barred" if "barred" in got else "ok"
                    tried += 1
                    if kind != want:
                        bad += 1
                        print(name, cmd, u, h, "oracle", want, "engine", got)
        print(name, "disengage/penetrate tried", tried)
    print("mismatches", bad)
    return bad


if __name__ == "__main__":
    if "--selftest" in sys.argv:
        selftest()
    elif "--golden" in sys.argv:
        print("\n".join(golden()))
    elif "--crosscheck" in sys.argv:
        cli = sys.argv[sys.argv.index("--cli") + 1] if "--cli" in sys.argv else "build/dev/naw-cli"
        sys.exit(1 if crosscheck(cli) else 0)
    else:
        print(__doc__)
