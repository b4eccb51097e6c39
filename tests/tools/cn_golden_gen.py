#!/usr/bin/env python3
"""Prints the golden data of tests/cn_golden/ from the independent oracle cn_oracle.py.

    python3 tests/tools/cn_golden_gen.py moves        -> moves_perft_test.cpp's table
    python3 tests/tools/cn_golden_gen.py obligations  -> obligations_test.cpp's table
    python3 tests/tools/cn_golden_gen.py resolve      -> resolve_test.cpp's table
    python3 tests/tools/cn_golden_gen.py los          -> line_of_fire_test.cpp's list

The positions are defined here (and pasted with their data into the tests); every number
comes from cn_oracle.py, never from the engine.
"""
import sys
import textwrap

import cn_oracle as o

# (name, comment, script): movement-phase positions, `moves` of every unit of the moving side.
MOVE_POSITIONS = [
    ("StartFrench", "the start position, turn 1 French movement (no unit in contact)",
     "new scenario=cn"),
    ("StartAllied", "the start position in the Allied movement phase of turn 1 (garrisons: none)",
     "new scenario=cn; set turn=1 phase=allied-move"),
    ("ContactLaHayeSainteFrench",
     "mid-game contact around La Haye Sainte: ia (next to IS) and cb (next to IB) frozen;"
     " the others pass through friends and stop in Allied zones",
     "new scenario=cn; clear; place IS 6265; place IB 6064; place CA 6366; place AE 6167;"
     " place IC 6268; place ia 6264; place cb 6063; place ib 6364; place ae 6362;"
     " place ca 6463; place ih 6161; place ce 6465; place aa 6260; set turn=4 phase=french-move"),
    ("ContactLaHayeSainteAllied", "the same position, Allied movement phase",
     "new scenario=cn; clear; place IS 6265; place IB 6064; place CA 6366; place AE 6167;"
     " place IC 6268; place ia 6264; place cb 6063; place ib 6364; place ae 6362;"
     " place ca 6463; place ih 6161; place ce 6465; place aa 6260; set turn=4 phase=allied-move"),
    ("Row70French", "French along rows 67-69 may not enter row 70 (C8); Allied units in row 70",
     "new scenario=cn; clear; place cg 6967; place ca 6866; place ij 6970; place ae 6975;"
     " place cd 6864; place id 6963; place IF 7071; place CE 7077; place AB 7065;"
     " set turn=7 phase=french-move"),
    ("Row70Allied", "the same position, Allied movement phase: Allied units move along row 70",
     "new scenario=cn; clear; place cg 6967; place ca 6866; place ij 6970; place ae 6975;"
     " place cd 6864; place id 6963; place IF 7071; place CE 7077; place AB 7065;"
     " set turn=7 phase=allied-move"),
    ("ExitsFrench",
     "French near the exit squares 5168-5871 (C9): on an exit square, one step from one, an"
     " exit square in an Allied zone (CD 5770 controls 5670, 5771 and 5871)",
     "new scenario=cn; clear; place cd 5469; place ca 5168; place cf 5566; place cb 5667;"
     " place ia 5868; place af 5265; place ic 5366; place ab 5569; place CD 5770; place IE 5163;"
     " set turn=8 phase=french-move"),
    ("ExitsAllied", "the same position in the Allied movement phase: no exit for the Allies",
     "new scenario=cn; clear; place cd 5469; place ca 5168; place cf 5566; place cb 5667;"
     " place ia 5868; place af 5265; place ic 5366; place ab 5569; place CD 5770; place IE 5163;"
     " set turn=8 phase=allied-move"),
    ("HougomontFrench",
     "around Hougomont wood (5860, 5961) with the garrison IR on 5861: woods never entered,"
     " IR's zone stops the French",
     "new scenario=cn; clear; place IR 5861; place ID 5963; place IA 5763; place ac 5858;"
     " place cb 5857; place cc 5958; place id 5758; place ig 5959; place if 6061; place il 5760;"
     " set turn=2 phase=french-move"),
    ("HougomontGoneAllied",
     "Hougomont without its garrison: Allied units may enter the chateau square 5861",
     "new scenario=cn; clear; place ID 5963; place IA 5763; place CB 5862; place AD 5864;"
     " place id 5758; place ig 6059; place cc 5957; set turn=5 phase=allied-move"),
    ("PrussianSquaresAllied",
     "Prussians on 7072-7075 on turn 5, two of them in the zone of the French cavalry on 6973",
     "new scenario=cn; clear; place IK 7072; place IJ 7073; place CF 7074; place AF 7075;"
     " place IH 6874; place ca 6973; place ii 6770; place ae 6868; set turn=5 phase=allied-move"),
    ("SouthWoodsFrench",
     "the south-west woods (6658, 6759, 6760, 6861, 6863, 6960, 7060-7062) and Plancenoit",
     "new scenario=cn; clear; place ca 6659; place cd 6862; place ih 6761; place ae 6560;"
     " place ic 6864; place af 6961; place IP 6964; place CC 6663;"
     " set turn=6 phase=french-move"),
    ("CrowdedFrench",
     "a French column passing through friends on the Brussels road, Allied screen ahead",
     "new scenario=cn; clear; place ia 6262; place ib 6263; place ic 6264; place cb 6162;"
     " place ca 6163; place cc 6164; place aa 6261; place ae 6161; place CA 6068; place IC 6168;"
     " place IB 6367; place AA 6069; set turn=3 phase=french-move"),
    ("PartialMovesFrench",
     "the start position after some moves (C6): cb and ca have MP left, ae stands on aa's"
     " square for now, ie has stopped in IS's zone on 6365 (4.31's move)",
     "new scenario=cn; move cb 5859; move ae 6465; move ca 6666; move ie 6365"),
    ("PartialMovesAtTheExits",
     "the exit position after ca has left the map, cb has stopped on the exit square 5670 in"
     " CD's zone and ic has reached the exit square 5369 with 1 MP left (C9)",
     "new scenario=cn; clear; place cd 5469; place ca 5168; place cf 5566; place cb 5667;"
     " place ia 5868; place af 5265; place ic 5366; place ab 5569; place CD 5770; place IE 5163;"
     " set turn=8 phase=french-move; exit ca; move cb 5670; move ic 5369"),
]

# (name, comment, movement-phase script): obligations after `end` into the set-up phase.
OBLIGATION_POSITIONS = [
    ("Start", "the start position: nobody in contact", "new scenario=cn"),
    ("CliExample", "cli-protocol-cn.md's example (4.41)",
     "new scenario=cn; clear; set turn=1 phase=french-move; place IO 6768; place cg 6767;"
     " place ij 6667; place ae 6766"),
    ("LaHayeSainteFrench", "contact around La Haye Sainte, French set-up", MOVE_POSITIONS[2][2]),
    ("LaHayeSainteAllied",
     "the same contact, Allied set-up: IS (a garrison) does not oblige ia (C12, 8.2)",
     MOVE_POSITIONS[3][2]),
    ("HougomontFrench", "French around the garrison of Hougomont", MOVE_POSITIONS[8][2]),
    ("HougomontGarrisonOnly",
     "an Allied set-up where a French unit is next to the garrison only: not obliged (C12)",
     "new scenario=cn; clear; place IR 5861; place ID 5963; place il 5760; place cc 5958;"
     " place IA 5957; set turn=2 phase=allied-move"),
    ("PrussiansAllied", "Prussians in the French zone must attack (C10, C12)", MOVE_POSITIONS[10][2]),
    ("Row70French", "French in row 69 next to Allied row-70 units", MOVE_POSITIONS[4][2]),
]

# (name, comment, movement-phase script, declaration, first defender): one attack, resolved
# with each random number 0-9 after `end`, `declare`, `end`, `dice N`.
RESOLVE_CASES = [
    ("Example441", "cli-protocol-cn.md's example (4.41): 2+3+3 = 8 vs IO 2 doubled on a village",
     "new scenario=cn; clear; set turn=1 phase=french-move; place IO 6768; place cg 6767;"
     " place ij 6667; place ae 6766", "cg,ij -> IO bombard=ae", "IO"),
    ("OneAgainstMany", "one against many (6.34): cb 4 vs IO 2 + IQ 1, both clear: 1-1",
     "new scenario=cn; clear; place cb 6669; place IO 6568; place IQ 6569;"
     " set turn=2 phase=french-move", "cb -> IO,IQ", "IO"),
    ("AlliedThreeOnOneNoRetreat",
     "Allied IA+IB+CA (20) vs ia (6): 3-1; every retreat of ia is blocked (woods 5961, units,"
     " Allied zones), so a DR eliminates it",
     "new scenario=cn; clear; place ia 6062; place IA 6063; place IB 6163; place CA 6162;"
     " set turn=3 phase=allied-move", "IA,IB,CA -> ia", "ia"),
    ("AlliedOnVillage", "Allied IA+IB (14) vs ib (5) on the village 5564, doubled (6.4): 1-1",
     "new scenario=cn; clear; place ib 5564; place IA 5565; place IB 5665;"
     " set turn=3 phase=allied-move", "IA,IB -> ib", "ib"),
    ("GarrisonLaHayeSainte",
     "ia+ib+ic (16) vs the garrison IS (8, doubled on its chateau): 1-1; a retreat result"
     " eliminates a garrison (8.2, C21)",
     "new scenario=cn; set turn=4 phase=french-move; clear; place IS 6265; place ia 6264;"
     " place ib 6365; place ic 6266", "ia,ib,ic -> IS", "IS"),
    ("PureBombardment",
     "aa (3) bombards IQ (1) over clear 6466: 3-1; bombarding artillery never suffers (7.5),"
     " never advances (C20)",
     "new scenario=cn; clear; place aa 6465; place IQ 6467; set turn=2 phase=french-move",
     "-> IQ bombard=aa", "IQ"),
    ("LowOdds", "il (2) vs IA (7): 1-4",
     "new scenario=cn; clear; place il 5762; place IA 5763; set turn=2 phase=french-move",
     "il -> IA", "IA"),
    ("DemoralizedFrenchAttack",
     "Allied losses at 50 (C22): cd+ce (6) vs IE (3) is 2-1, shifted to 3-1",
     "new scenario=cn; clear; place IE 5260; place cd 5261; place ce 5360;"
     " set turn=6 phase=french-move allied-lost=50", "cd,ce -> IE", "IE"),
    ("DemoralizedAlliedAttack",
     "Allied losses at 52 (C22): IA+IB (14) vs ie (4) is 3-1, shifted to 2-1",
     "new scenario=cn; clear; place ie 6062; place IA 6063; place IB 6163;"
     " set turn=6 phase=allied-move allied-lost=52", "IA,IB -> ie", "ie"),
    ("VictoryNoAdvance",
     "Allied losses 45 and seven exits: eliminating IS (8) wins for the French (C23); no"
     " advance is offered once the game is won (C20)",
     "new scenario=cn; clear; place IS 6265; place ia 6264; place ib 6365; place ic 6266;"
     " set turn=9 phase=french-move allied-lost=45 exited=7", "ia,ib,ic -> IS", "IS"),
    ("ExchangeSelectionOrder",
     "C18's example: attackers of 2, 7 and 2 named in that order against a 4: EX takes the 2"
     " and the 7",
     "new scenario=cn; clear; place ie 6062; place IO 6063; place IA 6163; place AC 6162;"
     " set turn=5 phase=allied-move", "IO,IA,AC -> ie", "ie"),
    ("RetreatFromTheCorner", "IQ in the corner 5151 cannot retreat (C19): eliminated on DR",
     "new scenario=cn; clear; place IQ 5151; place cg 5152; place cf 5251;"
     " set turn=2 phase=french-move", "cg,cf -> IQ", "IQ"),
    ("Row70NoFrenchAdvance",
     "ca (6) vs IF (3) on 7072: a French unit may not advance into row 70 (C8, C20)",
     "new scenario=cn; clear; place IF 7072; place ca 6972; set turn=4 phase=french-move",
     "ca -> IF", "IF"),
    ("FrenchRetreatNotIntoRow70",
     "IC+IP (9) vs id (5) on 6965: the French retreat skips direction 4 (7065, row 70)",
     "new scenario=cn; clear; place id 6965; place IC 6966; place IP 6865;"
     " set turn=4 phase=allied-move", "IC,IP -> id", "id"),
    ("OneAgainstManyRetreatOrder",
     "cb vs CC + IQ + IO around 6669: defenders retreat in the order named, each on the"
     " position left by the one before",
     "new scenario=cn; clear; place cb 6669; place CC 6670; place IQ 6569; place IO 6568;"
     " set turn=5 phase=french-move", "cb -> IQ,CC,IO", "IQ"),
    ("SolitaireAlliedWin",
     "solitaire (C22, C23): Allied losses 52 are below 60, so no shift, and the French losses"
     " reaching 50 win for the Allies",
     "new scenario=cn solitaire=yes; clear; place ie 6062; place IA 6063; place IB 6163;"
     " set turn=6 phase=allied-move french-lost=47 allied-lost=52", "IA,IB -> ie", "ie"),
    ("TwoPlayerNoAlliedWinOnceDemoralized",
     "the same in the two-player game: Allied losses 52 have reached 50, so 3-1 shifts to 2-1"
     " and French losses reaching 50 win nothing (C23)",
     "new scenario=cn; clear; place ie 6062; place IA 6063; place IB 6163;"
     " set turn=6 phase=allied-move french-lost=47 allied-lost=52", "IA,IB -> ie", "ie"),
]


def comment_lines(text):
    return "\n".join("// " + line for line in textwrap.wrap(text, 96))


def moves_table():
    for name, comment, script in MOVE_POSITIONS:
        pos = o.Position().run(script)
        me = pos.moving_side()
        rows, total = [], 0
        for u in sorted(pos.at):
            if o.side(u) != me:
                continue
            dests, can_exit = pos.destinations(u)
            total += len(dests) + can_exit
            rows.append('{"%s", %d, %d, %s}' % (u, len(dests) + can_exit,
                                              sum(o.num(s) for s in dests),
                                              "true" if can_exit else "false"))
        print(comment_lines(comment))
        print('TEST(Golden_CN_C6_Moves, %s) {\n  checkMoves("%s",\n{%s},\n%d);\n}\n' %
              (name, script, ", ".join(rows), total))


def obligations_table():
    for name, comment, script in OBLIGATION_POSITIONS:
        owed = o.Position().run(script).obligations()
        print(comment_lines(comment))
        print('TEST(Golden_CN_C12_Obligations, %s) {\n  checkObligations("%s", "%s");\n}\n' %
              (name, script, " ".join(owed)))


def resolve_table():
    for name, comment, script, decl, first in RESOLVE_CASES:
        a, d, b = o.parse_attack(decl)
        base = o.Position().run(script)
        owed = set(base.obligations())
        assert owed <= set(a + d), (name, owed)
        for u, s in base.at.items():
            assert not o.woods(s) and not (o.side(u) == "french" and s[0] == 70), name
        assert len(set(base.at.values())) == len(base.at), name
        answers = []
        for n in range(10):
            pos = o.Position().run(script)
            line = o.resolve(pos, a, d, b, n)
            dem = "yes" if pos.lost["allied"] >= o.threshold(pos.solitaire) else "no"
            answers.append('"%s | french-lost=%d allied-lost=%d demoralized=%s winner=%s"' % (
                line, pos.lost["french"], pos.lost["allied"], dem, pos.winner or "none"))
        print(comment_lines(comment))
        print('TEST(Golden_CN_C16_Resolve, %s) {\n  checkResolve("%s", "%s", "%s",\n{%s});\n}\n' %
              (name, script, decl, first, ",\n".join(answers)))


if __name__ == "__main__":
    what = sys.argv[1] if len(sys.argv) > 1 else "moves"
    {"moves": moves_table, "obligations": obligations_table, "resolve": resolve_table}[what]()
