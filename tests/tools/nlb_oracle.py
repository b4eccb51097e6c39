#!/usr/bin/env python3
"""Independent oracle for movement destinations in the advanced game (Napoleon's Last Battles
standard rules on the Waterloo map, rulings N3, N6, N8, N15, N16 of nlb-rules-decisions.md).

Written from the rulings page only; shares no code with the C++ engine. Its own neighbour
table (ruling R2), its own reading of naw-map-1979.csv (assets/map-1979.csv) and
nlb-map-overlay.csv (assets/nlb/), and a different search: an exhaustive walk over
(hex, movement points left in halves) states instead of a cheapest-cost search.

Input: naw-cli position commands, one a line or separated by ';':
    new | clear | place UNIT HEX | set turn=T phase=P   (clear also empties the pools)
Output: for every unit of the moving side on the map (and, from turn 3 in the Allied
movement phase, every regular Prussian reinforcement not placed), ascending by id:
    UNIT COUNT DEST DEST ... [exit]
then `total N`.

Rules (a fresh movement phase):
  * cost of a step A->B across side s (N6): 1/2 MP if s is a road hexside (either hex lists
    it), else 1 MP if s is a trail hexside, else B's terrain (forest 2, others 1) plus 2 if s
    is a stream hexside; never more than the printed allowance;
  * never into an enemy-occupied hex; friendly hexes passed and ended on;
  * entering a hex adjacent to an enemy unit stops the move, unless it is a chateau (N8);
    a unit starting in such a hex does not move; at night (turn 10) such hexes are not
    entered at all (N3);
  * exit (N16): French units, French movement phase, from 0101..1001 not in an enemy zone,
    with 1 MP left (1/2 MP at 1001, whose road leaves the map north);
  * reinforcements (N15): the first unit through a column-23 hex pays c (trail leaving the
    map 1, else terrain) and moves on; a hex enemy-occupied or in an enemy zone is not an
    entry hex (the fallback of N15 is not modelled: positions used keep column 23 open).
"""
import csv
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ASSETS = os.path.normpath(os.path.join(HERE, "..", "..", "assets"))
DIRS = ["N", "NE", "SE", "S", "SW", "NW"]


def rows_of(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(l for l in f if l.strip() and not l.startswith("#")))


def step(hexname, d):
    col, row = int(hexname[:2]), int(hexname[2:])
    even = col % 2 == 0
    delta = {
        "N": (0, -1), "S": (0, 1),
        "NE": (1, 0) if even else (1, -1), "SE": (1, 1) if even else (1, 0),
        "NW": (-1, 0) if even else (-1, -1), "SW": (-1, 1) if even else (-1, 0),
    }[d]
    return "%02d%02d" % (col + delta[0], row + delta[1])


def opp(d):
    return DIRS[(DIRS.index(d) + 3) % 6]


class Map:
    def __init__(self):
        self.hexes = set()
        self.terrain = {}
        self.sides = {}  # frozenset({a, b}) -> set of kinds
        self.offmap = {}  # (hex, dir) -> set of kinds
        for r in rows_of(os.path.join(ASSETS, "map-1979.csv")):
            self.hexes.add(r["hex"])
            self.terrain[r["hex"]] = "clear"
        for r in rows_of(os.path.join(ASSETS, "map-1979.csv")):
            for d in (r["road"] or "").split():
                self.mark(r["hex"], d, "road")
        for r in rows_of(os.path.join(ASSETS, "nlb", "nlb-map-overlay.csv")):
            if r["kind"] == "terrain":
                self.terrain[r["hex"]] = r["value"]
            elif r["kind"] in ("trail", "stream", "crest"):
                self.mark(r["hex"], r["side"], r["kind"])

    def mark(self, h, d, kind):
        n = step(h, d)
        if n in self.hexes:
            self.sides.setdefault(frozenset((h, n)), set()).add(kind)
        else:
            self.offmap.setdefault((h, d), set()).add(kind)

    def neighbours(self, h):
        for d in DIRS:
            n = step(h, d)
            if n in self.hexes:
                yield d, n

    def cost(self, a, b):  # in halves
        kinds = self.sides.get(frozenset((a, b)), set())
        if "road" in kinds:
            return 1
        if "trail" in kinds:
            return 2
        c = 4 if self.terrain[b] == "forest" else 2
        return c + (4 if "stream" in kinds else 0)


def units():
    out = {}
    for r in rows_of(os.path.join(ASSETS, "units.csv")):
        out[r["id"]] = r
    return out


def destinations(m, where, uid, u, turn, french_phase, start, mp, entering=False):
    side = u["side"]
    enemy = {h for i, h in where.items() if UNITS[i]["side"] != side}
    zone = set()
    for e in enemy:
        for _, n in m.neighbours(e):
            if m.terrain[n] != "chateau":
                zone.add(n)
    night = turn == 10
    if start in zone and not entering:
        return set(), False
    seen = set()
    todo = [(start, mp)]
    reached = {}
    while todo:
        h, left = todo.pop()
        if (h, left) in seen:
            continue
        seen.add((h, left))
        reached[h] = max(reached.get(h, -1), left)
        if h in zone and (h != start or entering):
            continue
        for _, n in m.neighbours(h):
            if n in enemy or (night and n in zone):
                continue
            c = m.cost(h, n)
            if c <= left:
                todo.append((n, left - c))
    can_exit = False
    if side == "french" and french_phase:
        for h, left in reached.items():
            col, row = int(h[:2]), int(h[2:])
            if row != 1 or col > 10 or h in zone:
                continue
            need = 1 if "road" in m.offmap.get((h, "N"), set()) else (
                4 if m.terrain[h] == "forest" else 2)
            if left >= need:
                can_exit = True
    return set(reached), can_exit


UNITS = units()


def main():
    text = sys.stdin.read().replace(";", "\n")
    m = Map()
    where = {i: u["start"] for i, u in UNITS.items() if u["start"]}
    turn, phase = 1, "french-move"
    pool = True  # `clear` empties the reinforcement pools too (cli-protocol.md)
    for line in text.splitlines():
        w = line.split()
        if not w:
            continue
        if w[0] == "new":
            where = {i: u["start"] for i, u in UNITS.items() if u["start"]}
            pool = True
        elif w[0] == "clear":
            where = {}
            pool = False
        elif w[0] == "place":
            where[w[1]] = w[2]
        elif w[0] == "set":
            for kv in w[1:]:
                k, v = kv.split("=")
                if k == "turn":
                    turn = int(v)
                elif k == "phase":
                    phase = v
    side = "french" if phase.startswith("french") else "allied"
    total = 0
    for uid in sorted(UNITS):
        u = UNITS[uid]
        if u["side"] != side:
            continue
        mp = 2 * int(u["movement"])
        if uid in where:
            dests, ex = destinations(m, where, uid, u, turn, side == "french", where[uid], mp)
            dests.discard(where[uid])
        elif pool and side == "allied" and u["arrival"] == "3" and turn >= 3:
            dests, ex = set(), False
            enemy = {h for i, h in where.items() if UNITS[i]["side"] != side}
            for e in sorted(h for h in m.hexes if h.startswith("23")):
                blocked = e in enemy or any(
                    n in enemy for _, n in m.neighbours(e)) and m.terrain[e] != "chateau"
                if blocked:
                    continue
                c = 2 if any("trail" in m.offmap.get((e, d), set()) for d in DIRS) else (
                    4 if m.terrain[e] == "forest" else 2)
                if c > mp:
                    continue
                d2, _ = destinations(m, where, uid, u, turn, False, e, mp - c, entering=True)
                dests |= d2
        else:
            continue
        names = sorted(dests) + (["exit"] if ex else [])
        total += len(names)
        print(uid, len(names), " ".join(names))
    print("total", total)


if __name__ == "__main__":
    main()
