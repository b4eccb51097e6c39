#!/usr/bin/env python3
"""Independent oracle for movement destinations in Napoleon at Waterloo (1979 SPI rules).

Written from the rulebook (cases 4.1-4.6, 7.1, 8.3) and the rulings page (R2, R3, R7a, R9)
only -- it shares no code with the C++ engine, and does its own hex geometry straight from
the neighbour table of ruling R2 (no cube coordinates).

Input: a scenario in the subset of the naw-cli protocol that builds positions:
    new                      standard start position (every unit with a start hex)
    clear                    remove every unit
    place UNIT HEX           put a unit on a hex
    set turn=T phase=P ...   phase decides which side moves (french-move / allied-move)
one command per line or separated by ';'.

With --los: ruling R4's blocked range-2 artillery fire pairs instead (see blocked_fire_pairs).

Output: for every unit of the moving side on the map, ascending by id:
    UNIT COUNT DEST DEST ... [exit]
and a last line `total N` (the sum of the counts, `exit` counting as one destination).

Rules applied (a fresh movement phase: no unit has moved yet):
  * 1 MP per hex entered, never more than the printed allowance (4.1, 4.2, 2.6);
  * woods never entered; a woods_road hex entered or left only across a road hexside
    (4.2, R3); a road crosses a hexside if either hex lists it;
  * never enter an enemy-occupied hex (4.3);
  * friendly units may be passed through and ended on (4.4 with R7a: the phase cannot end
    stacked, but `moves` lists friendly-occupied hexes);
  * entering a hex adjacent to an enemy unit ends the move (4.5); a unit that starts in an
    enemy zone of control cannot move at all (4.5);
  * the map may not be left (4.6) except by French units in the French movement phase from
    the exit hexes 0101..1001 (row 01 of columns 01-10), costing 1 MP (R9), from a hex not in
    an enemy zone of control (stopped units move no further); 1001 is woods_road, so it is
    left only across its off-map road hexside (R9, 4.2).
  * in the Allied movement phase from turn 3 on (standard game, `new` without chits), the nine
    regular Prussian reinforcements not yet placed are listed too: they may end on any
    non-woods column-23 entry hex that is neither enemy-occupied nor in an enemy zone, or on
    any hex reachable from one with their allowance less the 1 MP of entering (7.1, 7.2, R8).
The unit's own hex is not a destination unless --include-start is given.
"""
import argparse
import csv
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ASSETS = os.path.normpath(os.path.join(HERE, "..", "..", "assets"))
DIRS = ["N", "NE", "SE", "S", "SW", "NW"]


def read_csv(path):
    with open(path, newline="") as f:
        rows = [line for line in f if not line.startswith("#") and line.strip()]
    return list(csv.DictReader(rows))


def neighbour(col, row, d):
    """Ruling R2's table, literally."""
    if d == "N":
        return col, row - 1
    if d == "S":
        return col, row + 1
    even = col % 2 == 0
    if d == "NE":
        return (col + 1, row) if even else (col + 1, row - 1)
    if d == "SE":
        return (col + 1, row + 1) if even else (col + 1, row)
    if d == "NW":
        return (col - 1, row) if even else (col - 1, row - 1)
    if d == "SW":
        return (col - 1, row + 1) if even else (col - 1, row)
    raise ValueError(d)


def opposite(d):
    return DIRS[(DIRS.index(d) + 3) % 6]


class Board:
    def __init__(self, assets=ASSETS):
        self.terrain = {}
        self.roads = {}
        self.offmap = {}
        for r in read_csv(os.path.join(assets, "map-1979.csv")):
            h = r["hex"]
            key = (int(h[:2]), int(h[2:]))
            self.terrain[key] = r["terrain"]
            self.roads[key] = set(r["road"].split())
            self.offmap[key] = set(r["road_offmap"].split())
        self.units = {}
        for r in read_csv(os.path.join(assets, "units.csv")):
            self.units[r["id"]] = r
        assert len(self.terrain) == 380, len(self.terrain)

    def on_map(self, h):
        return h in self.terrain

    def adjacent(self, h):
        for d in DIRS:
            n = neighbour(h[0], h[1], d)
            if self.on_map(n):
                yield d, n

    def road(self, a, d, b):
        return d in self.roads[a] or opposite(d) in self.roads[b]

    def can_cross(self, a, d, b):
        """4.2 / R3: may a unit step from a into adjacent b (direction d from a)?"""
        if self.terrain[b] == "woods" or self.terrain[a] == "woods":
            return False
        if "woods_road" in (self.terrain[a], self.terrain[b]):
            return self.road(a, d, b)
        return True


def blocked_fire_pairs(b):
    """Ruling R4 for range 2: (shooter, target) pairs, neither in woods, two hexes apart, whose
    fire is blocked. At range 2 the line between centres either passes through the centre of
    the one hex adjacent to both (blocked if that hex is woods or woods_road) or runs along
    the hexside shared by the two hexes adjacent to both (blocked only if both are blocking).
    Off-map hexes never block. Returns (number of range-2 pairs, sorted blocked pairs)."""
    def ring(h):
        return {neighbour(h[0], h[1], d) for d in DIRS}
    def blocks(h):
        return b.terrain.get(h) in ("woods", "woods_road")
    open_hexes = [h for h in sorted(b.terrain) if b.terrain[h] != "woods"]
    pairs, blocked = 0, []
    for a in open_hexes:
        for t in open_hexes:
            common = ring(a) & ring(t)
            if t == a or t in ring(a) or not common:
                continue
            pairs += 1
            if all(blocks(c) for c in common):
                blocked.append((fmt(a), fmt(t)))
    return pairs, blocked


def parse_hex(s):
    return int(s[:2]), int(s[2:])


def fmt(h):
    return "%02d%02d" % h


class Position:
    def __init__(self, board):
        self.board = board
        self.at = {}  # unit id -> hex
        self.phase = "french-move"
        self.turn = 1
        self.pool = set()  # regular Prussian reinforcements (Gt3) not yet on the map

    def run(self, script):
        for raw in script.replace(";", "\n").splitlines():
            line = raw.split("#")[0].strip()
            if not line:
                continue
            w = line.split()
            if w[0] == "new":
                if len(w) > 1:
                    raise SystemExit("reach_oracle: only the standard game (no chits=) is modelled")
                self.at = {u: parse_hex(r["start"]) for u, r in self.board.units.items() if r["start"]}
                self.pool = {u for u, r in self.board.units.items() if r["arrival"] == "3"}
                self.phase = "french-move"
                self.turn = 1
            elif w[0] == "clear":
                self.at = {}
                self.pool = set()
            elif w[0] == "place":
                h = parse_hex(w[2])
                assert self.board.on_map(h), line
                assert w[1] in self.board.units, line
                self.at[w[1]] = h
                self.pool.discard(w[1])
            elif w[0] == "set":
                for kv in w[1:]:
                    k, v = kv.split("=")
                    if k == "phase":
                        self.phase = v
                    elif k == "turn":
                        self.turn = int(v)
            else:
                raise SystemExit("reach_oracle: unsupported command: " + line)

    def side(self, u):
        return self.board.units[u]["side"]

    def moving_side(self):
        return "french" if self.phase.startswith("french") else "allied"

    def entering(self):
        """Units that may enter now: regular Prussians from turn 3 on, Allied movement (7.0, R8)."""
        if self.phase == "allied-move" and self.turn >= 3:
            return sorted(self.pool)
        return []

    def destinations(self, u, include_start=False):
        b = self.board
        me = self.side(u)
        enemy_hexes = {h for v, h in self.at.items() if self.side(v) != me}
        zoc = {n for h in enemy_hexes for _, n in b.adjacent(h)}
        ma = int(b.units[u]["movement"])
        if u not in self.at:
            # R8 / 7.1 / 7.2: enter at a non-woods column-23 hex, neither enemy-occupied nor in
            # an enemy zone, for 1 MP; the entry hex itself is a destination.
            dests = set()
            for r in range(1, 18):
                e = (23, r)
                if e not in b.terrain or b.terrain[e] == "woods" or e in enemy_hexes or e in zoc:
                    continue
                dests.add(e)
                dests |= set(self._reach(e, ma - 1, enemy_hexes, zoc))
            return sorted(dests), False
        start = self.at[u]
        if start in zoc:  # 4.5: frozen
            return [], False
        dist = self._reach(start, ma, enemy_hexes, zoc)
        dests = sorted(h for h in dist if include_start or h != start)
        can_exit = False
        if me == "french" and self.phase == "french-move":
            for h, k in dist.items():
                if h[1] != 1 or not 1 <= h[0] <= 10:
                    continue
                if h in zoc or k >= ma:
                    continue
                if b.terrain[h] == "woods_road" and not b.offmap[h]:
                    continue
                can_exit = True
        return dests, can_exit

    def _reach(self, start, ma, enemy_hexes, zoc):
        """Breadth-first search: hex -> MP spent, for every hex reachable from start."""
        b = self.board
        dist = {start: 0}
        frontier = [start]
        while frontier:
            nxt = []
            for h in frontier:
                if h in zoc and h != start:  # 4.5: stopped on entering
                    continue
                if dist[h] == ma:
                    continue
                for d, n in b.adjacent(h):
                    if n in dist or n in enemy_hexes or not b.can_cross(h, d, n):
                        continue
                    dist[n] = dist[h] + 1
                    nxt.append(n)
            frontier = nxt
        return dist


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("script", nargs="?", help="scenario commands (default: read stdin)")
    ap.add_argument("--include-start", action="store_true")
    ap.add_argument("--assets", default=ASSETS)
    ap.add_argument("--cpp", action="store_true",
                    help="print the counts as a C++ initializer list {{\"unit\", n}, ...}")
    ap.add_argument("--los", action="store_true",
                    help="print the number of range-2 fire pairs and every blocked pair (R4)")
    ap.add_argument("--obligations", action="store_true",
                    help="print the units that must attack or be attacked (5.1, R7) at the start "
                         "of the combat phase of the side that moves in the script's phase")
    args = ap.parse_args(argv)
    if args.los:
        pairs, blocked = blocked_fire_pairs(Board(args.assets))
        print(pairs, len(blocked))
        print(" ".join(a + "-" + t for a, t in blocked))
        return
    pos = Position(Board(args.assets))
    pos.run(args.script if args.script is not None else sys.stdin.read())
    if args.obligations:
        me = pos.moving_side()
        hexes = {h: u for u, h in pos.at.items()}
        owed = set()
        for u, h in pos.at.items():
            if pos.side(u) != me:
                continue
            for _, n in pos.board.adjacent(h):
                if n in hexes and pos.side(hexes[n]) != me:
                    owed |= {u, hexes[n]}
        print(" ".join(sorted(owed)))
        return
    if args.cpp:
        rows = []
        for u in sorted(set(pos.at) | set(pos.entering())):
            if pos.side(u) == pos.moving_side():
                dests, can_exit = pos.destinations(u, args.include_start)
                rows.append('{"%s", %d}' % (u, len(dests) + can_exit))
        print("{" + ", ".join(rows) + "}")
        return
    total = 0
    for u in sorted(set(pos.at) | set(pos.entering())):
        if pos.side(u) != pos.moving_side():
            continue
        dests, can_exit = pos.destinations(u, args.include_start)
        words = [fmt(h) for h in dests] + (["exit"] if can_exit else [])
        total += len(words)
        print(u, len(words), *words)
    print("total", total)


if __name__ == "__main__":
    main()
