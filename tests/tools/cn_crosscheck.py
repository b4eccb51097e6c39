#!/usr/bin/env python3
"""Differential check of naw-cli's Computer Napoleonics scenario against cn_oracle.py.

Plays seeded games through the naw-cli binary (a subprocess speaking cli-protocol-cn.md): the
engine's own random player (`ai level=random`) plays the movement and set-up phases; this
script resolves every attack itself and chooses advances with its own seeded generator. At
every step it compares the engine's answers with the independent oracle, on the position read
from `state`:
  * at the start of every movement phase, `moves UNIT` of every unit of the moving side (C6-C9);
  * at the start of every set-up phase, `obligations` (C12);
  * every `resolve D` answer (odds, result, eliminated, retreated, advance=yes: C16-C20, C22,
    C23; the random number is taken from the answer) and the losses, demoralization and
    winner of `status` after it;
  * every advance the oracle thinks legal is accepted (C20);
  * Prussian placement and delay (C10) when french-resolve ends;
  * `resolve all` (C15), in about a third of the resolution phases, line by line;
  * random declarations (legal shapes and broken ones) accepted or refused as the oracle's
    C11/C13/C14 check says, the obligations left after each, and `cancel`.
In about half of the movement phases the script moves units itself instead (random units to
random empty destinations from the oracle's list, French units often toward the exit squares
and off the map), checking after every move the `moves` of the moved unit and of a few others
with the MP they have left (`mp_used` of `state`), and that a square outside the oracle's list
is refused. The other movement phases and the set-up phases are played by `ai level=random`
or `ai level=greedy`.
Usage: cn_crosscheck.py [--cli build/dev/naw-cli] [--games N] [--seed S]
Prints one line per game and a summary; exits 1 on any disagreement (the first few are shown
with the position's commands so they can be replayed).
"""
import argparse
import json
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cn_oracle as o  # noqa: E402

SOLITAIRE = False  # --solitaire: C22's threshold 60 instead of 50
QUERIES = {"moves", "obligations", "state", "bench", "ai", "selfplay"}


class Cli:
    def __init__(self, path):
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)

    def ask(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()
        first = self.p.stdout.readline().rstrip("\n")
        lines = [first]
        w = line.split()
        if first.startswith("ok") and (w[0] in QUERIES or line.strip() == "resolve all"):
            while True:
                l = self.p.stdout.readline().rstrip("\n")
                if l == ".":
                    break
                lines.append(l)
        return lines

    def status(self):
        return dict(kv.split("=", 1) for kv in self.ask("status")[0].split()[1:])

    def state(self):
        return json.loads(self.ask("state")[1])


def position(st):
    pos = o.Position()
    pos.turn, pos.phase = st["turn"], st["phase"]
    pos.lost = {"french": st["french_lost"], "allied": st["allied_lost"]}
    pos.exited = st["exited"]
    for u in st["units"]:
        if u["status"] == "on-map":
            pos.at[u["id"]] = o.sq(u["square"])
    return pos


def script_of(pos):
    """Commands that rebuild the position (for a report)."""
    cmds = ["new scenario=cn", "clear"] + ["place %s %s" % (u, o.fmt(s))
                                           for u, s in sorted(pos.at.items())]
    cmds.append("set turn=%d phase=%s french-lost=%d allied-lost=%d exited=%d" % (
        pos.turn, pos.phase, pos.lost["french"], pos.lost["allied"], pos.exited))
    return "; ".join(cmds)


class Checker:
    def __init__(self, cli, rng, verbose):
        self.cli, self.rng, self.verbose = cli, rng, verbose
        self.counts = {"moves": 0, "destinations": 0, "obligations": 0, "resolves": 0,
                       "advances": 0, "refusals": 0, "declarations": 0, "prussian_checks": 0, "exits": 0,
                       "disagreements": 0}
        self.shown = 0
        self.winners = []
        self.reasons = {}

    def disagree(self, what, pos, engine, oracle):
        self.counts["disagreements"] += 1
        if self.shown < 8:
            self.shown += 1
            print("DISAGREE %s\n  position: %s\n  engine: %s\n  oracle: %s" % (
                what, script_of(pos), engine, oracle))

    def movement(self, units=None):
        st = self.cli.state()
        pos = position(st)
        used = {x["id"]: x["mp_used"] for x in st["units"]}
        me = pos.moving_side()
        for u in sorted(pos.at) if units is None else units:
            if o.side(u) != me or u not in pos.at:
                continue
            dests, can_exit = pos.destinations(u, used[u])
            want = [o.fmt(s) for s in dests] + (["exit"] if can_exit else [])
            ans = self.cli.ask("moves " + u)
            got = ans[1].split() if len(ans) > 1 else []
            self.counts["moves"] += 1
            self.counts["destinations"] += len(want)
            if sorted(got) != sorted(want):
                self.disagree("moves %s" % u, pos, "%d: %s" % (len(got), " ".join(got)),
                              "%d: %s" % (len(want), " ".join(want)))

    def prussians(self, before, after):
        """C10 at the start of the Allied movement phase: the due group is placed, or the
        delay grows when an Allied unit stands on 7072-7075."""
        pos = position(before)
        turn, delay = before["turn"], before["prussian_delay"]
        squares = {o.sq(x) for x in ("7072", "7073", "7074", "7075")}
        waiting = {x["id"] for x in before["units"] if x["status"] == "waiting"}
        due = [g for g in o.prussian_groups() if g + delay == turn]
        placed = {}
        if due:
            if any(o.side(u) == "allied" and s in squares for u, s in pos.at.items()):
                delay += 1
            else:
                placed = {u: o.UNITS[u]["square"] for u in o.prussian_groups()[due[0]]
                          if u in waiting}
        got = {x["id"]: x["square"] for x in after["units"]
               if x["id"] in waiting and x["status"] == "on-map"}
        self.counts["prussian_checks"] += 1
        if (got, after["prussian_delay"]) != (placed, delay):
            self.disagree("Prussians on turn %d" % turn, pos, (got, after["prussian_delay"]),
                          (placed, delay))

    def play_movement(self):
        """Moves units itself, checking the engine after each step (see the docstring)."""
        for _ in range(self.rng.randrange(4, 30)):
            st = self.cli.state()
            pos = position(st)
            used = {x["id"]: x["mp_used"] for x in st["units"]}
            me = pos.moving_side()
            mine = [u for u in sorted(pos.at) if o.side(u) == me]
            if not mine:
                break
            u = mine[self.rng.randrange(len(mine))]
            dests, can_exit = pos.destinations(u, used[u])
            free = [s for s in dests if s not in pos.at.values()]
            if can_exit and self.rng.random() < 0.9:
                cmd = "exit " + u
            elif free:
                if me == "french" and self.rng.random() < 0.7:
                    goal = lambda s: min(o.distance(s, e) for e in o.EXITS)
                    best = min(goal(s) for s in free)
                    free = [s for s in free if goal(s) == best]
                cmd = "move %s %s" % (u, o.fmt(free[self.rng.randrange(len(free))]))
            else:
                continue
            r = self.cli.ask(cmd)[0]
            if not r.startswith("ok"):
                self.disagree(cmd, pos, r, "ok")
                continue
            stt = self.cli.status()
            if cmd.startswith("exit"):  # C9, C23: an exit may win the game at once
                ex = pos.exited + 1
                won = ex >= 7 and pos.lost["allied"] >= o.threshold(SOLITAIRE)
                win = "french" if won else "none"
                if (stt["exited"], stt["winner"]) != (str(ex), win):
                    self.disagree(cmd, pos, (stt["exited"], stt["winner"]), (str(ex), win))
            if stt["winner"] != "none":
                return
            others = self.rng.sample(mine, min(3, len(mine)))
            self.movement([u] + others)
            # a square the oracle does not list must be refused
            nxt = position(self.cli.state())
            if u in nxt.at:
                lst, _ = self.oracle_list(u)
                bad = [s for s in o.ALL if s not in lst and s != nxt.at[u]]
                s = bad[self.rng.randrange(len(bad))]
                r = self.cli.ask("move %s %s" % (u, o.fmt(s)))[0]
                self.counts["refusals"] += 1
                if r.startswith("ok"):
                    self.disagree("move %s %s accepted" % (u, o.fmt(s)), nxt, r, "error")
                    self.cli.ask("undo")
        r = self.cli.ask("end")[0]
        if not r.startswith("ok"):
            self.disagree("end of movement", position(self.cli.state()), r, "ok")

    def oracle_list(self, u):
        st = self.cli.state()
        pos = position(st)
        used = {x["id"]: x["mp_used"] for x in st["units"]}
        return pos.destinations(u, used[u])

    def setup(self):
        pos = position(self.cli.state())
        want = pos.obligations()
        ans = self.cli.ask("obligations")
        got = ans[1].split() if len(ans) > 1 else []
        self.counts["obligations"] += 1
        if sorted(got) != sorted(want):
            self.disagree("obligations", pos, " ".join(sorted(got)), " ".join(want))
        self.declarations(pos, want)

    def candidate(self, pos):
        """A random declaration near the contacts: mostly legal shapes, some broken ones."""
        me = pos.moving_side()
        rng = self.rng
        mine = [u for u in sorted(pos.at) if o.side(u) == me]
        foes = [u for u in sorted(pos.at) if o.side(u) != me]
        near = [d for d in foes if any(o.distance(pos.at[u], pos.at[d]) <= 2 for u in mine)]
        if not near:
            return None
        if rng.random() < 0.25:  # one against many
            a = rng.choice(mine)
            adj = [d for d in foes if o.distance(pos.at[a], pos.at[d]) == 1]
            if rng.random() < 0.2:
                adj = adj + [rng.choice(foes)]
            if not adj:
                return None
            return [a], rng.sample(adj, rng.randint(1, min(3, len(adj)))), []
        d = rng.choice(near)
        adj = [u for u in mine if o.distance(pos.at[u], pos.at[d]) == 1]
        guns = [u for u in mine if o.utype(u) == "artillery" and
                2 <= o.distance(pos.at[u], pos.at[d]) <= 3]
        att = rng.sample(adj, rng.randint(0, len(adj))) if adj else []
        bom = rng.sample(guns, rng.randint(0, min(3, len(guns)))) if guns else []
        if rng.random() < 0.15:
            att.append(rng.choice(mine + foes))
        if rng.random() < 0.1:
            bom.append(rng.choice(mine))
        defs = [d] + ([rng.choice(foes)] if rng.random() < 0.1 else [])
        if not att and not bom and rng.random() < 0.9:
            return None
        return att, defs, bom

    def declarations(self, pos, owed):
        """Random declarations compared with the oracle's C11/C13/C14 legality, the remaining
        obligations after each accepted one, then every accepted one cancelled."""
        used, declared = set(), []
        for _ in range(self.rng.randrange(0, 16)):
            c = self.candidate(pos)
            if c is None:
                continue
            att, defs, bom = c
            cmd = "declare %s-> %s%s" % (",".join(att) + " " if att else "", ",".join(defs),
                                          " bombard=" + ",".join(bom) if bom else "")
            why = o.declaration_refusal(pos, att, defs, bom, used)
            r = self.cli.ask(cmd)[0]
            self.counts["declarations"] += 1
            if r.startswith("ok") != (why is None):
                self.disagree(cmd + " (declared before: %s)" % declared, pos, r,
                              "ok" if why is None else "error (%s)" % why)
            self.reasons[why or "legal"] = self.reasons.get(why or "legal", 0) + 1
            if r.startswith("ok"):
                used.update(att + defs + bom)
                declared.append(defs[0])
                left = [u for u in owed if u not in used]
                ans = self.cli.ask("obligations")
                got = ans[1].split() if len(ans) > 1 else []
                if sorted(got) != sorted(left):
                    self.disagree("obligations after %s" % declared, pos, got, left)
        for d in declared:
            r = self.cli.ask("cancel " + d)[0]
            if not r.startswith("ok"):
                self.disagree("cancel " + d, pos, r, "ok")

    def resolve_all(self):
        """`resolve all` (C15): every remaining attack in declaration order, advances declined."""
        st = self.cli.state()
        pos = position(st)
        todo = [a for a in st["attacks"] if not a["resolved"]]
        ans = self.cli.ask("resolve all")
        if not ans[0].startswith("ok"):
            self.disagree("resolve all", pos, ans[0], "ok")
            return
        lines = ans[1:]
        for i, a in enumerate(todo):
            if pos.winner:  # the game was won: nothing more is resolved
                break
            if i >= len(lines):
                self.disagree("resolve all: too few lines", pos, len(lines), len(todo))
                return
            w = lines[i].split()
            want = o.resolve(pos, a["attackers"], a["defenders"], a["bombarders"], int(w[2]),
                             SOLITAIRE).split()
            keep = [x for j, x in enumerate(w) if j < 4 or x.split("=")[0] in
                    ("eliminated", "retreated")]
            want = [a["defenders"][0]] + [x for x in want[1:] if x != "advance=yes"]
            self.counts["resolves"] += 1
            if keep != want:
                self.disagree("resolve all, attack %d" % i, position(st), " ".join(keep),
                              " ".join(want))
        stt = self.cli.status()
        got = (stt["french-lost"], stt["allied-lost"], stt["winner"])
        exp = (str(pos.lost["french"]), str(pos.lost["allied"]), pos.winner or "none")
        if got != exp:
            self.disagree("status after resolve all", position(st), got, exp)

    def resolution(self):
        if self.rng.random() < 0.3:
            self.resolve_all()
            return
        while True:
            st = self.cli.state()
            todo = [a for a in st["attacks"] if not a["resolved"]]
            if not todo or st["winner"] != "none":
                return
            a = todo[self.rng.randrange(len(todo))]
            pos = position(st)
            before = script_of(pos)
            ans = self.cli.ask("resolve " + a["defenders"][0])[0]
            w = ans.split()
            if w[0] != "ok":
                self.disagree("resolve %s refused" % a["defenders"][0], pos, ans, "ok ...")
                return
            number = int(w[2])
            line = o.resolve(pos, a["attackers"], a["defenders"], a["bombarders"], number,
                             SOLITAIRE)
            keep = [x for i, x in enumerate(w) if i < 4 or x.split("=")[0] in
                    ("eliminated", "retreated", "advance")]
            self.counts["resolves"] += 1
            if " ".join(keep) != line:
                self.disagree("resolve %s (%s -> %s bombard %s)" % (
                    a["defenders"][0], a["attackers"], a["defenders"], a["bombarders"]),
                    position(st), " ".join(keep), line)
            stt = self.cli.status()
            dem = "yes" if pos.lost["allied"] >= o.threshold(SOLITAIRE) else "no"
            want = (str(pos.lost["french"]), str(pos.lost["allied"]), dem, pos.winner or "none")
            got = (stt["french-lost"], stt["allied-lost"], stt["demoralized"], stt["winner"])
            if got != want:
                self.disagree("status after resolve (%s)" % before, pos, got, want)
            if "advance=yes" in w:
                options = [("none", None)]
                vacated = [o.sq(st_u["square"]) for st_u in st["units"]
                           if st_u["id"] in a["defenders"] and st_u["status"] == "on-map"]
                for u in a["attackers"]:
                    if u in pos.at:
                        for s in vacated:
                            if not (o.side(u) == "french" and s[0] == 70) and \
                                    s not in pos.at.values():
                                options.append((u, s))
                u, s = options[self.rng.randrange(len(options))]
                cmd = "advance none" if u == "none" else "advance %s %s" % (u, o.fmt(s))
                r = self.cli.ask(cmd)[0]
                self.counts["advances"] += 1
                if not r.startswith("ok"):
                    self.disagree(cmd, pos, r, "ok")
                    self.cli.ask("advance none")

    def game(self, seed, preset=""):
        self.cli.ask("new scenario=cn seed=%d%s" % (seed, " solitaire=yes" if SOLITAIRE else ""))
        if preset:
            r = self.cli.ask("set turn=1 phase=french-move " + preset)[0]
            assert r.startswith("ok"), r
        guard = 0
        while guard < 400:
            guard += 1
            stt = self.cli.status()
            if stt["winner"] != "none":
                return stt
            ph = stt["phase"]
            if ph.endswith("-move"):
                self.movement()
                if self.rng.random() < 0.5:
                    self.play_movement()
                else:
                    self.cli.ask("ai level=" + self.rng.choice(["random", "greedy"]))
            elif ph.endswith("-setup"):
                self.setup()
                self.cli.ask("ai level=" + self.rng.choice(["random", "greedy"]))
            else:
                self.resolution()
                if self.cli.status()["winner"] == "none":
                    before = self.cli.state() if ph == "french-resolve" else None
                    r = self.cli.ask("end")[0]
                    if before and r.startswith("ok"):
                        self.prussians(before, self.cli.state())
                    if not r.startswith("ok"):
                        print("cannot end %s: %s" % (ph, r))
                        return stt
        return self.cli.status()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cli", default=os.path.join(o.HERE, "..", "..", "build", "dev", "naw-cli"))
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--preset", default="",
                    help="counters set at the start, e.g. 'allied-lost=44 exited=6' (C22, C23)")
    ap.add_argument("--solitaire", action="store_true")
    args = ap.parse_args()
    global SOLITAIRE
    SOLITAIRE = args.solitaire
    cli = Cli(args.cli)
    ch = Checker(cli, random.Random(args.seed), args.verbose)
    for g in range(args.games):
        st = ch.game(args.seed + g, args.preset)
        ch.counts["exits"] += int(st["exited"])
        ch.winners.append(st["winner"])
        print("game seed=%d turn=%s winner=%s french-lost=%s allied-lost=%s exited=%s" % (
            args.seed + g, st["turn"], st["winner"], st["french-lost"], st["allied-lost"],
            st["exited"]))
    wins = {}
    for w in ch.winners:
        wins[w] = wins.get(w, 0) + 1
    print(" ".join("%s=%d" % kv for kv in ch.counts.items()),
          " ".join("%s=%d" % kv for kv in sorted(wins.items())))
    print("declarations by oracle verdict:", "; ".join("%s: %d" % kv for kv in sorted(
        ch.reasons.items())))
    sys.exit(1 if ch.counts["disagreements"] else 0)


if __name__ == "__main__":
    main()
