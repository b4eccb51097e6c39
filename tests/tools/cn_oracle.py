#!/usr/bin/env python3
"""Independent oracle for Computer Napoleonics (SSI 1980) -- the `cn` scenario of naw-cli.

Written from the rulings page /work/shared/design/cn-rules-decisions.md (C2-C23) and the
rulebook 004_08d2ded897d8900d.txt only. It shares no code with the C++ engine: its own grid
(rows 51-70 of 18 squares, lo(r) = 25 + ceil(r/2), the six directions of C2, distance), its
own reading of cn-map.csv and cn-units.csv, and a second, geometric, reading of the line of
fire (C14) used as a self-check of the first.

Positions are built by a script in the subset of the naw-cli protocol that builds positions
(cli-protocol-cn.md), one command per line or separated by ';':
    new scenario=cn [solitaire=yes]  the start position (45 units on the map, 13 Prussians
                             waiting); solitaire: C22's threshold 60
    clear                    remove every unit (the Prussian schedule is emptied too)
    place UNIT SQUARE        put a unit on a square
    set turn=T phase=P [french-lost=N] [allied-lost=N] [exited=N]
    move UNIT SQUARE         (movement phase, after the set-up commands) by a shortest path
    exit UNIT                (French movement phase) leave the map (C9)

Modes (output formats are what tests/cn_golden/*_test.cpp paste as data):
    cn_oracle.py --selftest
    cn_oracle.py --moves "<script>"           per unit of the moving side (a fresh movement
        phase): `UNIT COUNT SUM [exit] : SQUARE ...`, then `total N` (exit counts as one
        destination; SUM is the sum of the square numbers, a checksum)
    cn_oracle.py --moves --cpp "<script>"     the same as a C++ initializer list
    cn_oracle.py --los [--cpp]                C14 over every ordered pair (artillery square,
        target square at distance 2) of non-woods squares: pairs, blocked, checksum, list
    cn_oracle.py --obligations "<script>"     C12 at the start of the set-up phase of the side
        that moves in the script's phase (ids in byte order)
    cn_oracle.py --odds A D                   C16 column (no demoralization)
    cn_oracle.py --crt ODDS N                 C17 result
    cn_oracle.py --retreat UNIT "<script>"    C19 square the unit would retreat to, or `eliminated`
    cn_oracle.py --resolve "A,..->D,.. [bombard=B,..]" N "<script>"   one attack resolved with
        random number N in the position (C16-C23): the `resolve` answer line
    cn_oracle.py --prussians T,T,...          C10: the turn each Prussian group is placed when
        the Allies clear the squares 7072-7075 in the movement phases of those turns
"""
import argparse
import csv
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DESIGN_DIRS = [
    os.path.normpath(os.path.join(HERE, "..", "..", "assets", "cn")),
    "/work/shared/design",
]

# ---------------------------------------------------------------- grid (C2)
ROWS = range(51, 71)


def lo(r):
    return 25 + (r + 1) // 2  # 25 + ceil(r/2)


def squares():
    return [(r, c) for r in ROWS for c in range(lo(r), lo(r) + 18)]


ALL = set(squares())

# direction d -> (drow, dcol), C2 / 5.4
STEP = {1: (-1, 0), 2: (0, 1), 3: (1, 1), 4: (1, 0), 5: (0, -1), 6: (-1, -1)}


def go(s, d, n=1):
    dr, dc = STEP[(d - 1) % 6 + 1]
    return (s[0] + n * dr, s[1] + n * dc)


def on_map(s):
    return s in ALL


def neighbours(s):
    return [go(s, d) for d in range(1, 7) if on_map(go(s, d))]


def distance(a, b):
    dr, dc = b[0] - a[0], b[1] - a[1]
    return max(abs(dr), abs(dc), abs(dr - dc))


def sq(text):
    assert len(text) == 4 and text.isdigit(), text
    s = (int(text[:2]), int(text[2:]))
    return s


def fmt(s):
    return "%02d%02d" % s


def num(s):
    return s[0] * 100 + s[1]


# ---------------------------------------------------------------- data (C3, C4)
def find_file(name):
    for d in DESIGN_DIRS:
        p = os.path.join(d, name)
        if os.path.exists(p):
            return p
    raise SystemExit("cn_oracle: cannot find " + name)


def read_csv(name):
    with open(find_file(name), newline="") as f:
        rows = [line for line in f if not line.startswith("#") and line.strip()]
    return list(csv.DictReader(rows))


TERRAIN = {}
for _r in read_csv("cn-map.csv"):
    TERRAIN[sq(_r["square"])] = _r["terrain"]
assert set(TERRAIN) == ALL, "cn-map.csv does not hold exactly the 360 squares of C2"
UNITS = {u["id"]: u for u in read_csv("cn-units.csv")}
assert len(UNITS) == 58

EXITS = {(r, lo(r) + 17) for r in range(51, 59)}  # C9: last square of rows 51-58


def side(u):
    return UNITS[u]["side"]


def utype(u):
    return UNITS[u]["type"]


def strength(u):
    return int(UNITS[u]["strength"])


def allowance(u):
    return int(UNITS[u]["movement"])


def woods(s):
    return TERRAIN.get(s) == "woods"  # off-map squares are not woods


# ---------------------------------------------------------------- positions
class Position:
    def __init__(self):
        self.at = {}
        self.turn, self.phase = 1, "french-move"
        self.lost = {"french": 0, "allied": 0}
        self.exited = 0
        self.waiting = set()
        self.winner = None
        self.used = {}  # MP spent by `move` commands of the script (this movement phase)
        self.solitaire = False  # C22: the computer commands the Allies (threshold 60)

    def run(self, script):
        for raw in script.replace(";", "\n").splitlines():
            line = raw.split("#")[0].strip()
            if not line:
                continue
            w = line.split()
            if w[0] == "new":
                assert w[1] == "scenario=cn" and set(w[2:]) <= {"solitaire=yes"}, line
                self.__init__()
                self.solitaire = "solitaire=yes" in w
                for u, r in UNITS.items():
                    if r["arrival"]:
                        self.waiting.add(u)
                    else:
                        self.at[u] = sq(r["square"])
            elif w[0] == "clear":
                self.at, self.waiting = {}, set()
            elif w[0] == "place":
                assert w[1] in UNITS and on_map(sq(w[2])), line
                self.at[w[1]] = sq(w[2])
                self.waiting.discard(w[1])
            elif w[0] == "set":
                for kv in w[1:]:
                    k, v = kv.split("=")
                    if k == "turn":
                        self.turn = int(v)
                    elif k == "phase":
                        self.phase = v
                    elif k == "french-lost":
                        self.lost["french"] = int(v)
                    elif k == "allied-lost":
                        self.lost["allied"] = int(v)
                    elif k == "exited":
                        self.exited = int(v)
                    else:
                        raise SystemExit("cn_oracle: unknown set key " + k)
            elif w[0] == "move" and len(w) == 3:  # one square: by a shortest legal path (C6)
                spent = self.reach(w[1])
                assert sq(w[2]) in spent and sq(w[2]) != self.at[w[1]], line
                self.used[w[1]] = self.used.get(w[1], 0) + spent[sq(w[2])]
                self.at[w[1]] = sq(w[2])
            elif w[0] == "exit":
                dests, can_exit = self.destinations(w[1])
                assert can_exit, line
                del self.at[w[1]]
                self.exited += 1
            else:
                raise SystemExit("cn_oracle: unsupported command: " + line)
        return self

    def moving_side(self):
        return "french" if self.phase.startswith("french") else "allied"

    def unit_on(self, s):
        for u, t in self.at.items():
            if t == s:
                return u
        return None

    def enemy_squares(self, me):
        return {s for u, s in self.at.items() if side(u) != me}

    def zoc(self, me):
        """Squares controlled by the enemies of side `me` (5.2: the six around each)."""
        return {n for s in self.enemy_squares(me) for n in neighbours(s)}

    # ------------------------------------------------------------ movement (C6-C9)
    def reach(self, u, used=0):
        """MP spent to reach every square the unit may enter now (C6-C8), having spent `used`
        MP already this phase; {} when it may not move (in an enemy zone: 5.23; garrison)."""
        me = side(u)
        start = self.at[u]
        ma = allowance(u) - self.used.get(u, 0) - used
        enemies = self.enemy_squares(me)
        zoc = self.zoc(me)
        if start in zoc or ma <= 0:  # 5.23 frozen; garrisons never move (8.1)
            return {}
        spent = {start: 0}
        frontier = [start]
        while frontier:
            nxt = []
            for s in frontier:
                if s != start and s in zoc:  # 5.2: entering a controlled square stops
                    continue
                if spent[s] == ma:
                    continue
                for n in neighbours(s):
                    if n in spent or woods(n) or n in enemies:
                        continue
                    if me == "french" and n[0] == 70:  # C8
                        continue
                    spent[n] = spent[s] + 1
                    nxt.append(n)
            frontier = nxt
        return spent

    def destinations(self, u, used=0):
        """`moves UNIT` in a movement phase, the unit having spent `used` MP besides those of
        the script's `move`s: (sorted squares, may exit)."""
        me = side(u)
        start = self.at[u]
        spent = self.reach(u, used)
        zoc = self.zoc(me)
        ma = allowance(u) - self.used.get(u, 0) - used
        dests = sorted((s for s in spent if s != start), key=num)
        can_exit = (me == "french" and self.phase == "french-move" and any(
            s in EXITS and s not in zoc and k < ma for s, k in spent.items()))
        return dests, can_exit

    # ------------------------------------------------------------ obligations (C12)
    def obligations(self):
        me = self.moving_side()
        owed = set()
        for u, s in self.at.items():
            if side(u) != me or utype(u) == "garrison":
                continue
            foes = [v for v, t in self.at.items() if side(v) != me and distance(s, t) == 1]
            if foes:
                owed.add(u)
                owed.update(foes)
        return sorted(owed)

    # ------------------------------------------------------------ retreat (C19)
    def retreat_square(self, u):
        me = side(u)
        order = [1, 2, 3, 4, 5, 6] if me == "allied" else [4, 5, 6, 1, 2, 3]
        occupied = set(self.at.values())
        enemies = self.enemy_squares(me)
        for d in order:
            n = go(self.at[u], d)
            if not on_map(n) or woods(n) or n in occupied:
                continue
            if me == "french" and n[0] == 70:
                continue
            if any(distance(n, e) == 1 for e in enemies):
                continue
            return n
        return None


# ---------------------------------------------------------------- line of fire (C14)
def fire_open(a, t, is_woods=woods):
    """C14 as written: straight (one middle square) or between (two middle squares)."""
    assert distance(a, t) == 2
    for d in range(1, 7):
        if go(a, d, 2) == t:
            return not is_woods(go(a, d))
        if go(go(a, d), d + 1) == t:
            return not (is_woods(go(a, d)) and is_woods(go(a, d + 1)))
    raise AssertionError((a, t))


def fire_open_geometric(a, t, is_woods=woods):
    """C14's second reading: the straight line between the centres on the hex lattice
    (x, y) = (c - r/2, r*sqrt(3)/2). Every sampled point of the segment strictly between the
    two squares lies in the square(s) whose centre is nearest; a point with one nearest square
    in woods blocks; a point on the side of two squares blocks only if both are woods. Exact
    integer arithmetic: with every coordinate scaled by 2N, the squared distance from a point
    to a centre is dX^2 + 3 dR^2 (dX = 2N dx, dR = N drow)."""
    N = 24
    near = [(r, c) for r in range(a[0] - 2, a[0] + 3) for c in range(a[1] - 2, a[1] + 3)
            if distance(a, (r, c)) <= 2]
    for k in range(1, N):
        R = N * a[0] + k * (t[0] - a[0])  # N * row of the point
        C = N * a[1] + k * (t[1] - a[1])  # N * column of the point
        X = 2 * C - R
        dist = {s: (X - (2 * N * s[1] - N * s[0])) ** 2 + 3 * (R - N * s[0]) ** 2 for s in near}
        best = min(dist.values())
        inside = [s for s in near if dist[s] == best]
        if a in inside or t in inside:
            continue
        if all(is_woods(s) for s in inside):
            return False
    return True


def fire_pairs():
    """Every ordered (artillery square, target square) pair of non-woods squares at distance 2."""
    cells = sorted((s for s in ALL if not woods(s)), key=num)
    pairs, blocked = 0, []
    for a in cells:
        for t in cells:
            if distance(a, t) != 2:
                continue
            pairs += 1
            if not fire_open(a, t):
                blocked.append((a, t))
    return pairs, blocked


def pair_checksum(pairs):
    """Order-independent checksum of a set of pairs: sum of (A * 10000 + T) mod 2^32."""
    return sum(num(a) * 10000 + num(t) for a, t in pairs) % (1 << 32)


# ---------------------------------------------------------------- odds and table (C16, C17)
COLUMNS = ["1-5", "1-4", "1-3", "1-2", "1-1", "2-1", "3-1", "4-1", "5-1", "6-1"]
CRT = [  # rows: random number 0-9; columns as COLUMNS (C17, as printed)
    "AE AR AR DR DR DE DE DE DE DE",
    "AE AR AR DR DR DR DE DE DE DE",
    "AE AE AR AR DR DR DR DE DE DE",
    "AE AE AR AR DR DR DR DE DE DE",
    "AE AE AE AR DR DR DR DR DE DE",
    "AE AE AE AR AR DR DR DR DE DE",
    "AE AE AE AR AR DR DR DR EX DE",
    "AE AE AE AR AR EX DR EX EX DE",
    "AE AE AE AE AR EX EX EX EX DE",
    "AE AE AE AE AR AR EX EX EX DE",
]


def odds(att, dfn, shift=0):
    """C16 (and C22's shift: +1 French attack, -1 Allied attack when demoralized)."""
    if att >= dfn:
        col = "%d-1" % min(att // dfn, 6)
    else:
        col = "1-%d" % min(-(-dfn // att), 5)
    i = COLUMNS.index(col) + shift
    return COLUMNS[max(0, min(len(COLUMNS) - 1, i))]


def crt(col, n):
    return CRT[n].split()[COLUMNS.index(col)]


def threshold(solitaire=False):
    return 60 if solitaire else 50


# ---------------------------------------------------------------- one attack (C16-C23)
def resolve(pos, attackers, defenders, bombard, n, solitaire=None):
    """Resolves one declared attack in `pos` (modified) with random number n; returns the
    `resolve` answer line of cli-protocol-cn.md. solitaire=None: the position's own mode."""
    T = threshold(pos.solitaire if solitaire is None else solitaire)
    me = side((attackers + bombard)[0])
    att = sum(strength(u) for u in attackers + bombard)
    dfn = sum(strength(d) * (2 if TERRAIN[pos.at[d]] in ("village", "chateau") else 1)
              for d in defenders)
    shift = 0
    if pos.lost["allied"] >= T:
        shift = 1 if me == "french" else -1
    col = odds(att, dfn, shift)
    res = crt(col, n)
    state = {"winner": None}
    eliminated, retreated = [], []

    def check():
        if state["winner"]:
            return
        if pos.lost["allied"] >= T and pos.exited >= 7:
            state["winner"] = "french"
        elif pos.lost["french"] >= 50 and pos.lost["allied"] < T:
            # C23: French losses reach 50 while Allied losses are below T (60 in solitaire:
            # 11.0 raises only the Allied-loss clause; the French-loss trigger stays 50)
            state["winner"] = "allied"

    def eliminate(u):
        pos.lost[side(u)] += strength(u)
        del pos.at[u]
        eliminated.append(u)
        check()

    def retreat(u):
        if utype(u) == "garrison":  # 8.2
            eliminate(u)
            return
        s = pos.retreat_square(u)
        if s is None:
            eliminate(u)
        else:
            pos.at[u] = s
            retreated.append((u, s))

    vacated = []
    if res == "AR":
        for u in attackers:
            retreat(u)
    elif res == "AE":
        for u in attackers:
            eliminate(u)
    elif res in ("DR", "DE", "EX"):
        for d in defenders:
            vacated.append(pos.at[d])
            if res == "DR":
                retreat(d)
            else:
                eliminate(d)
        if res == "EX":
            owed = sum(strength(d) for d in defenders)
            paid = 0
            for u in attackers:
                if paid >= owed:
                    break
                paid += strength(u)
                eliminate(u)
    pos.winner = state["winner"]
    advance = False
    if res in ("DR", "DE", "EX") and not state["winner"]:
        for u in attackers:
            if u in pos.at and any(not (side(u) == "french" and s[0] == 70) for s in vacated):
                advance = True
    words = ["ok", col, str(n), res]
    if eliminated:
        words.append("eliminated=" + ",".join(eliminated))
    if retreated:
        words.append("retreated=" + ",".join("%s:%s" % (u, fmt(s)) for u, s in retreated))
    if advance:
        words.append("advance=yes")
    return " ".join(words)


def parse_attack(text):
    """'A,B->D [bombard=X,Y]' -> (attackers, defenders, bombard)."""
    head, _, rest = text.partition(" bombard=")
    left, _, right = head.partition("->")
    split = lambda s: [x for x in s.strip().split(",") if x]
    return split(left), split(right), split(rest)


# ---------------------------------------------------------------- declarations (C11, C13, C14)
def declaration_refusal(pos, attackers, defenders, bombard, used=()):
    """None if `declare attackers -> defenders bombard=bombard` is legal in pos's set-up
    phase, given the units `used` in attacks already declared; else a short reason."""
    me = pos.moving_side()
    named = attackers + defenders + bombard
    if len(set(named)) != len(named):
        return "a unit named twice"
    if any(u not in pos.at for u in named):
        return "a unit not on the map"
    if any(u in used for u in named):
        return "6.25/6.33 already in an attack"
    if any(side(u) != me for u in attackers + bombard) or any(side(d) == me for d in defenders):
        return "wrong side"
    if not defenders or not attackers + bombard:
        return "no attacker or no defender"
    if any(utype(u) == "garrison" for u in attackers + bombard):
        return "8.2 garrison"
    if any(distance(pos.at[u], pos.at[d]) != 1 for u in attackers for d in defenders):
        return "6.25 attacker not adjacent"
    if len(defenders) > 1 and (len(attackers) != 1 or bombard):
        return "6.36 several against several / 7.4"
    if len(attackers) + len(bombard) > 6:
        return "6.24 more than six"
    zoc = pos.zoc(me)
    for b in bombard:
        if utype(b) != "artillery":
            return "7.1 not artillery"
        if pos.at[b] in zoc:
            return "7.8 in an enemy zone"
        if distance(pos.at[b], pos.at[defenders[0]]) != 2:
            return "7.2 range"
        if not fire_open(pos.at[b], pos.at[defenders[0]]):
            return "7.6 woods"
    return None


# ---------------------------------------------------------------- Prussians (C10)
def prussian_groups():
    groups = {}
    for u, r in UNITS.items():
        if r["arrival"]:
            groups.setdefault(int(r["arrival"]), []).append(u)
    return {t: sorted(us) for t, us in sorted(groups.items())}


def prussian_arrivals(cleared_turns):
    """C10 with the delay D: the turn each group (by scheduled turn) is placed, or None. The
    test that uses it leaves every placed unit on its square except in the Allied movement
    phases of `cleared_turns`, where it moves every unit on 7072-7075 away; no other Allied
    unit ever stands there."""
    delay, occupied, placed = 0, False, {}
    for turn in range(1, 11):
        due = [g for g in prussian_groups() if g + delay == turn]
        if due:
            if occupied:
                delay += 1
            else:
                placed[due[0]] = turn
                occupied = True
        if turn in cleared_turns:
            occupied = False
    return {g: placed.get(g) for g in prussian_groups()}


# ---------------------------------------------------------------- self-checks
def selftest():
    fails = []

    def check(cond, what):
        if not cond:
            fails.append(what)

    check(len(ALL) == 360, "360 squares")
    check(lo(51) == 51 and lo(52) == 51 and lo(53) == 52 and lo(70) == 60, "lo(r) table of C2")
    check(fmt(min(ALL)) == "5151" and (58, 71) in ALL and (70, 77) in ALL and (70, 78) not in ALL,
          "row extents 5151..5168, 5854..5871, 7060..7077")
    counts = {}
    for t in TERRAIN.values():
        counts[t] = counts.get(t, 0) + 1
    check(counts == {"chateau": 3, "clear": 316, "village": 21, "woods": 20}, "terrain counts")
    check(sorted(fmt(s) for s in EXITS) ==
          "5168 5268 5369 5469 5570 5670 5771 5871".split(), "exit squares of C9")
    # 4.31: 6463 -> 2 -> 6464 -> 2 -> 6465 -> 1 -> 6365
    p = sq("6463")
    path = []
    for d in (2, 2, 1):
        p = go(p, d)
        path.append(fmt(p))
    check(path == ["6464", "6465", "6365"], "4.31 path")
    check(distance(sq("6463"), sq("6365")) == 3, "4.31 distance")
    check(all(TERRAIN[sq(s)] != "woods" for s in ["6463", "6464", "6465", "6365"]),
          "4.31 squares passable")
    start = Position().run("new scenario=cn")
    d, _ = start.destinations("ie")
    check(sq("6365") in d, "4.31: ie may end its move on 6365 on the first turn")
    # opposite directions, neighbour symmetry, distance = BFS steps on the grid
    for s in ALL:
        for n in neighbours(s):
            check(s in neighbours(n) and distance(s, n) == 1, "neighbour symmetry " + fmt(s))
    for dd in range(1, 7):
        check(go(go((60, 60), dd), dd + 3) == (60, 60), "opposite of %d" % dd)
    # 1.4 figure
    check(TERRAIN[sq("5861")] == "chateau" and woods(sq("5860")) and woods(sq("5961")),
          "1.4 Hougomont figure")
    check(TERRAIN[sq("6265")] == "chateau", "La Haye Sainte 6265")
    # 4.41: cg 6767, ij 6667, ae 6766 bombarding IO 6768 (village): 8 vs 4 = 2-1
    p441 = Position().run("new scenario=cn; clear; place IO 6768; place cg 6767; place ij 6667;"
                          " place ae 6766; set turn=1 phase=french-move")
    check(distance(sq("6766"), sq("6768")) == 2 and fire_open(sq("6766"), sq("6768")),
          "4.41 ae bombards IO")
    check(p441.obligations() == ["IO", "cg", "ij"], "4.41 obligations (CLI example)")
    check(resolve(p441, ["cg", "ij"], ["IO"], ["ae"], 7) == "ok 2-1 7 EX eliminated=IO,cg advance=yes",
          "cli-protocol-cn.md example resolve line")
    # C16 examples
    for a, dfn, col in [(11, 4, "2-1"), (5, 3, "1-1"), (5, 6, "1-2"), (4, 9, "1-3"),
                        (12, 2, "6-1"), (1, 16, "1-5"), (22, 3, "6-1")]:
        check(odds(a, dfn) == col, "C16 %d vs %d is %s" % (a, dfn, col))
    # C22 examples (10.4): 1-1 -> 2-1 for the French, 3-1 -> 2-1 for the Allies; clamped
    check(odds(5, 5, 1) == "2-1" and odds(9, 3, -1) == "2-1", "C22 shift")
    check(odds(30, 2, 1) == "6-1" and odds(1, 9, -1) == "1-5", "C22 clamp")
    # C17 irregularities kept
    check(crt("1-2", 0) == "DR" and crt("1-2", 1) == "DR" and crt("3-1", 7) == "DR" and
          crt("2-1", 9) == "AR" and crt("5-1", 6) == "EX", "C17 as printed")
    # C14 figure: woods at A+v(5): A+2v(5) blocked, A+v(5)+v(6), A+v(4)+v(5) open
    A = (60, 65)
    fig = lambda s: s == go(A, 5)
    check(not fire_open(A, go(A, 5, 2), fig), "C14 figure NO")
    check(fire_open(A, go(go(A, 5), 6), fig) and fire_open(A, go(go(A, 4), 5), fig),
          "C14 figure YES")
    check(not fire_open_geometric(A, go(A, 5, 2), fig) and
          fire_open_geometric(A, go(go(A, 5), 6), fig), "C14 figure, geometric")
    # both woods: a 'between' target blocked
    both = lambda s: s in (go(A, 5), go(A, 6))
    check(not fire_open(A, go(go(A, 5), 6), both) and not fire_open_geometric(
        A, go(go(A, 5), 6), both), "C14 between, both woods")
    # C14 rule text == straight line on the hex lattice, for every pair of the real map
    pairs, blocked = fire_pairs()
    for a in ALL:
        for t in ALL:
            if distance(a, t) == 2 and not woods(a) and not woods(t):
                if fire_open(a, t) != fire_open_geometric(a, t):
                    fails.append("C14 readings differ at %s-%s" % (fmt(a), fmt(t)))
    # 1.4 figure: woods 5860 blocks 5861 (Hougomont) firing straight at 5859
    check(not fire_open(sq("5861"), sq("5859")), "Hougomont wood blocks 5861-5859")
    # C19: French order 4,5,6,1,2,3; Allied 1..6
    # worked by hand: IA 6065 and ia 6066 side by side (ia in direction 2 of IA). IA tries
    # 1: 5965 (next to ia), 2: 6066 (held), 3: 6166 (next to ia), 4: 6165 -> 6165. ia tries
    # 4: 6166 (next to IA), 5: 6065 (held), 6: 5965 (next to IA), 1: 5966 -> 5966.
    pr = Position().run("new scenario=cn; clear; place IA 6065; place ia 6066")
    check(pr.retreat_square("IA") == sq("6165") and pr.retreat_square("ia") == sq("5966"),
          "C19 order of preference")
    # nowhere to go: ia in the corner 5151, IA on 5152, IB on 5251 (5252 is next to IA)
    pe = Position().run("new scenario=cn; clear; place ia 5151; place IA 5152; place IB 5251")
    check(pe.retreat_square("ia") is None, "C19 all blocked: eliminated")
    for f in fails:
        print("FAIL", f)
    print("selftest: %d failures; %d fire pairs, %d blocked" % (len(fails), pairs, len(blocked)))
    return not fails


# ---------------------------------------------------------------- main
def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("script", nargs="?")
    ap.add_argument("--selftest", action="store_true")
    ap.add_argument("--moves", action="store_true")
    ap.add_argument("--cpp", action="store_true")
    ap.add_argument("--los", action="store_true")
    ap.add_argument("--obligations", action="store_true")
    ap.add_argument("--odds", nargs=2, type=int)
    ap.add_argument("--crt", nargs=2)
    ap.add_argument("--retreat")
    ap.add_argument("--resolve", nargs=2)
    ap.add_argument("--solitaire", action="store_true")
    ap.add_argument("--prussians", help="turns (comma-separated) whose Allied movement phase"
                    " clears the Prussian squares; prints each group's placement turn")
    args = ap.parse_args(argv)
    if args.selftest:
        sys.exit(0 if selftest() else 1)
    if args.odds:
        print(odds(*args.odds))
        return
    if args.crt:
        print(crt(args.crt[0], int(args.crt[1])))
        return
    if args.prussians is not None:
        cleared = {int(t) for t in args.prussians.split(",") if t}
        for g, t in prussian_arrivals(cleared).items():
            print("group", g, " ".join(prussian_groups()[g]), "placed", t if t else "never")
        return
    if args.los:
        pairs, blocked = fire_pairs()
        print("pairs", pairs, "blocked", len(blocked), "checksum", pair_checksum(blocked))
        text = " ".join("%s-%s" % (fmt(a), fmt(t)) for a, t in blocked)
        if args.cpp:
            import textwrap
            for line in textwrap.wrap(text + " ", 90):
                print('    "%s "' % line)
        else:
            print(text)
        return
    pos = Position().run(args.script if args.script is not None else sys.stdin.read())
    if args.obligations:
        print(" ".join(pos.obligations()))
        return
    if args.retreat:
        s = pos.retreat_square(args.retreat)
        print(fmt(s) if s else "eliminated")
        return
    if args.resolve:
        a, d, b = parse_attack(args.resolve[0])
        print(resolve(pos, a, d, b, int(args.resolve[1]), args.solitaire or None))
        return
    me = pos.moving_side()
    rows, total = [], 0
    for u in sorted(pos.at):
        if side(u) != me:
            continue
        dests, can_exit = pos.destinations(u)
        count = len(dests) + can_exit
        total += count
        rows.append((u, count, sum(num(s) for s in dests), can_exit, dests))
    if args.cpp:
        print("{" + ",\n ".join('{"%s", %d, %d, %s}' % (u, n, s, "true" if e else "false")
                               for u, n, s, e, _ in rows) + "},")
        print("%d" % total)
        return
    for u, n, s, e, dests in rows:
        print(u, n, s, "exit" if e else "-", ":", *[fmt(x) for x in dests])
    print("total", total)


if __name__ == "__main__":
    main()
