// Golden combat results for Computer Napoleonics: one declared attack in a fixed position,
// resolved with each forced random number 0-9 (`dice N`), compared with the `resolve` answer
// of cli-protocol-cn.md (odds column C16/C22, number, result C17, eliminated= and retreated=
// in removal order C18/C19, advance=yes C20) and with `status` afterwards (losses,
// demoralization C22, winner C23).
//
// The expected answers are NOT taken from the engine: they come from the independent oracle
// tests/tools/cn_oracle.py (its own odds, table, retreat order and exchange rule), pasted here
// by
//     python3 tests/tools/cn_golden_gen.py resolve
// (one case: python3 tests/tools/cn_oracle.py --resolve "<declaration>" N "<script>").
// Each position is built in a movement phase and reached by `end`, so the set-up takes its
// obligations from it (C12); the declared attack meets them all. Words the protocol allows
// after the listed keys are ignored. Disagreements go to tests/cn_golden/FINDINGS.md.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tools/cli_kit.h"

namespace {

// The words of a `resolve` answer the protocol fixes: ok ODDS NUMBER RESULT and the keys.
std::string fixedWords(const std::string& answer) {
  const auto w = nawtest::splitWords(answer);
  std::string out;
  for (std::size_t i = 0; i < w.size(); ++i) {
    const bool keep = i < 4 || w[i].rfind("eliminated=", 0) == 0 ||
                      w[i].rfind("retreated=", 0) == 0 || w[i].rfind("advance=", 0) == 0;
    if (keep) out += (out.empty() ? "" : " ") + w[i];
  }
  return out;
}

void checkResolve(const std::string& script, const std::string& declaration,
                  const std::string& defender, const std::vector<std::string>& answers) {
  ASSERT_EQ(answers.size(), 10u);
  for (int n = 0; n < 10; ++n) {
    nawtest::Game g;
    ASSERT_TRUE(
        g.ok(script + "; end; declare " + declaration + "; end; dice " + std::to_string(n)));
    const std::string got = fixedWords(g.line("resolve " + defender));
    const std::string seen = got + " | french-lost=" + g.status("french-lost") +
                             " allied-lost=" + g.status("allied-lost") +
                             " demoralized=" + g.status("demoralized") +
                             " winner=" + g.status("winner");
    EXPECT_EQ(seen, answers[n]) << "random number " << n << ", " << declaration
                                << " in: " << script;
  }
}

// cli-protocol-cn.md's example (4.41): 2+3+3 = 8 vs IO 2 doubled on a village
TEST(Golden_CN_C16_Resolve, Example441) {
  checkResolve(
      "new scenario=cn; clear; set turn=1 phase=french-move; place IO 6768; place cg 6767; place "
      "ij 6667; place ae 6766",
      "cg,ij -> IO bombard=ae", "IO",
      {"ok 2-1 0 DE eliminated=IO advance=yes | french-lost=0 allied-lost=2 demoralized=no "
       "winner=none",
       "ok 2-1 1 DR retreated=IO:6769 advance=yes | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 2-1 2 DR retreated=IO:6769 advance=yes | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 2-1 3 DR retreated=IO:6769 advance=yes | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 2-1 4 DR retreated=IO:6769 advance=yes | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 2-1 5 DR retreated=IO:6769 advance=yes | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 2-1 6 DR retreated=IO:6769 advance=yes | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 2-1 7 EX eliminated=IO,cg advance=yes | french-lost=2 allied-lost=2 demoralized=no "
       "winner=none",
       "ok 2-1 8 EX eliminated=IO,cg advance=yes | french-lost=2 allied-lost=2 demoralized=no "
       "winner=none",
       "ok 2-1 9 AR retreated=cg:6867,ij:6666 | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none"});
}

// one against many (6.34): cb 4 vs IO 2 + IQ 1, both clear: 1-1
TEST(Golden_CN_C16_Resolve, OneAgainstMany) {
  checkResolve(
      "new scenario=cn; clear; place cb 6669; place IO 6568; place IQ 6569; set turn=2 "
      "phase=french-move",
      "cb -> IO,IQ", "IO",
      {"ok 1-1 0 DR retreated=IO:6468,IQ:6469 advance=yes | french-lost=0 allied-lost=0 "
       "demoralized=no winner=none",
       "ok 1-1 1 DR retreated=IO:6468,IQ:6469 advance=yes | french-lost=0 allied-lost=0 "
       "demoralized=no winner=none",
       "ok 1-1 2 DR retreated=IO:6468,IQ:6469 advance=yes | french-lost=0 allied-lost=0 "
       "demoralized=no winner=none",
       "ok 1-1 3 DR retreated=IO:6468,IQ:6469 advance=yes | french-lost=0 allied-lost=0 "
       "demoralized=no winner=none",
       "ok 1-1 4 DR retreated=IO:6468,IQ:6469 advance=yes | french-lost=0 allied-lost=0 "
       "demoralized=no winner=none",
       "ok 1-1 5 AR retreated=cb:6769 | french-lost=0 allied-lost=0 demoralized=no winner=none",
       "ok 1-1 6 AR retreated=cb:6769 | french-lost=0 allied-lost=0 demoralized=no winner=none",
       "ok 1-1 7 AR retreated=cb:6769 | french-lost=0 allied-lost=0 demoralized=no winner=none",
       "ok 1-1 8 AR retreated=cb:6769 | french-lost=0 allied-lost=0 demoralized=no winner=none",
       "ok 1-1 9 AR retreated=cb:6769 | french-lost=0 allied-lost=0 demoralized=no winner=none"});
}

// Allied IA+IB+CA (20) vs ia (6): 3-1; every retreat of ia is blocked (woods 5961, units, Allied
// zones), so a DR eliminates it
TEST(Golden_CN_C16_Resolve, AlliedThreeOnOneNoRetreat) {
  checkResolve(
      "new scenario=cn; clear; place ia 6062; place IA 6063; place IB 6163; place CA 6162; set "
      "turn=3 phase=allied-move",
      "IA,IB,CA -> ia", "ia",
      {"ok 3-1 0 DE eliminated=ia advance=yes | french-lost=6 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 3-1 1 DE eliminated=ia advance=yes | french-lost=6 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 3-1 2 DR eliminated=ia advance=yes | french-lost=6 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 3-1 3 DR eliminated=ia advance=yes | french-lost=6 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 3-1 4 DR eliminated=ia advance=yes | french-lost=6 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 3-1 5 DR eliminated=ia advance=yes | french-lost=6 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 3-1 6 DR eliminated=ia advance=yes | french-lost=6 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 3-1 7 DR eliminated=ia advance=yes | french-lost=6 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 3-1 8 EX eliminated=ia,IA advance=yes | french-lost=6 allied-lost=7 demoralized=no "
       "winner=none",
       "ok 3-1 9 EX eliminated=ia,IA advance=yes | french-lost=6 allied-lost=7 demoralized=no "
       "winner=none"});
}

// Allied IA+IB (14) vs ib (5) on the village 5564, doubled (6.4): 1-1
TEST(Golden_CN_C16_Resolve, AlliedOnVillage) {
  checkResolve(
      "new scenario=cn; clear; place ib 5564; place IA 5565; place IB 5665; set turn=3 "
      "phase=allied-move",
      "IA,IB -> ib", "ib",
      {"ok 1-1 0 DR retreated=ib:5563 advance=yes | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 1-1 1 DR retreated=ib:5563 advance=yes | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 1-1 2 DR retreated=ib:5563 advance=yes | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 1-1 3 DR retreated=ib:5563 advance=yes | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 1-1 4 DR retreated=ib:5563 advance=yes | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 1-1 5 AR retreated=IA:5465,IB:5666 | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 1-1 6 AR retreated=IA:5465,IB:5666 | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 1-1 7 AR retreated=IA:5465,IB:5666 | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 1-1 8 AR retreated=IA:5465,IB:5666 | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 1-1 9 AR retreated=IA:5465,IB:5666 | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none"});
}

// ia+ib+ic (16) vs the garrison IS (8, doubled on its chateau): 1-1; a retreat result eliminates a
// garrison (8.2, C21)
TEST(Golden_CN_C16_Resolve, GarrisonLaHayeSainte) {
  checkResolve(
      "new scenario=cn; set turn=4 phase=french-move; clear; place IS 6265; place ia 6264; place "
      "ib 6365; place ic 6266",
      "ia,ib,ic -> IS", "IS",
      {"ok 1-1 0 DR eliminated=IS advance=yes | french-lost=0 allied-lost=8 demoralized=no "
       "winner=none",
       "ok 1-1 1 DR eliminated=IS advance=yes | french-lost=0 allied-lost=8 demoralized=no "
       "winner=none",
       "ok 1-1 2 DR eliminated=IS advance=yes | french-lost=0 allied-lost=8 demoralized=no "
       "winner=none",
       "ok 1-1 3 DR eliminated=IS advance=yes | french-lost=0 allied-lost=8 demoralized=no "
       "winner=none",
       "ok 1-1 4 DR eliminated=IS advance=yes | french-lost=0 allied-lost=8 demoralized=no "
       "winner=none",
       "ok 1-1 5 AR retreated=ia:6364,ib:6465,ic:6166 | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 1-1 6 AR retreated=ia:6364,ib:6465,ic:6166 | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 1-1 7 AR retreated=ia:6364,ib:6465,ic:6166 | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 1-1 8 AR retreated=ia:6364,ib:6465,ic:6166 | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 1-1 9 AR retreated=ia:6364,ib:6465,ic:6166 | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none"});
}

// aa (3) bombards IQ (1) over clear 6466: 3-1; bombarding artillery never suffers (7.5), never
// advances (C20)
TEST(Golden_CN_C16_Resolve, PureBombardment) {
  checkResolve(
      "new scenario=cn; clear; place aa 6465; place IQ 6467; set turn=2 phase=french-move",
      "-> IQ bombard=aa", "IQ",
      {"ok 3-1 0 DE eliminated=IQ | french-lost=0 allied-lost=1 demoralized=no winner=none",
       "ok 3-1 1 DE eliminated=IQ | french-lost=0 allied-lost=1 demoralized=no winner=none",
       "ok 3-1 2 DR retreated=IQ:6367 | french-lost=0 allied-lost=0 demoralized=no winner=none",
       "ok 3-1 3 DR retreated=IQ:6367 | french-lost=0 allied-lost=0 demoralized=no winner=none",
       "ok 3-1 4 DR retreated=IQ:6367 | french-lost=0 allied-lost=0 demoralized=no winner=none",
       "ok 3-1 5 DR retreated=IQ:6367 | french-lost=0 allied-lost=0 demoralized=no winner=none",
       "ok 3-1 6 DR retreated=IQ:6367 | french-lost=0 allied-lost=0 demoralized=no winner=none",
       "ok 3-1 7 DR retreated=IQ:6367 | french-lost=0 allied-lost=0 demoralized=no winner=none",
       "ok 3-1 8 EX eliminated=IQ | french-lost=0 allied-lost=1 demoralized=no winner=none",
       "ok 3-1 9 EX eliminated=IQ | french-lost=0 allied-lost=1 demoralized=no winner=none"});
}

// il (2) vs IA (7): 1-4
TEST(Golden_CN_C16_Resolve, LowOdds) {
  checkResolve(
      "new scenario=cn; clear; place il 5762; place IA 5763; set turn=2 phase=french-move",
      "il -> IA", "IA",
      {"ok 1-4 0 AR retreated=il:5862 | french-lost=0 allied-lost=0 demoralized=no winner=none",
       "ok 1-4 1 AR retreated=il:5862 | french-lost=0 allied-lost=0 demoralized=no winner=none",
       "ok 1-4 2 AE eliminated=il | french-lost=2 allied-lost=0 demoralized=no winner=none",
       "ok 1-4 3 AE eliminated=il | french-lost=2 allied-lost=0 demoralized=no winner=none",
       "ok 1-4 4 AE eliminated=il | french-lost=2 allied-lost=0 demoralized=no winner=none",
       "ok 1-4 5 AE eliminated=il | french-lost=2 allied-lost=0 demoralized=no winner=none",
       "ok 1-4 6 AE eliminated=il | french-lost=2 allied-lost=0 demoralized=no winner=none",
       "ok 1-4 7 AE eliminated=il | french-lost=2 allied-lost=0 demoralized=no winner=none",
       "ok 1-4 8 AE eliminated=il | french-lost=2 allied-lost=0 demoralized=no winner=none",
       "ok 1-4 9 AE eliminated=il | french-lost=2 allied-lost=0 demoralized=no winner=none"});
}

// Allied losses at 50 (C22): cd+ce (6) vs IE (3) is 2-1, shifted to 3-1
TEST(Golden_CN_C16_Resolve, DemoralizedFrenchAttack) {
  checkResolve(
      "new scenario=cn; clear; place IE 5260; place cd 5261; place ce 5360; set turn=6 "
      "phase=french-move allied-lost=50",
      "cd,ce -> IE", "IE",
      {"ok 3-1 0 DE eliminated=IE advance=yes | french-lost=0 allied-lost=53 demoralized=yes "
       "winner=none",
       "ok 3-1 1 DE eliminated=IE advance=yes | french-lost=0 allied-lost=53 demoralized=yes "
       "winner=none",
       "ok 3-1 2 DR retreated=IE:5159 advance=yes | french-lost=0 allied-lost=50 demoralized=yes "
       "winner=none",
       "ok 3-1 3 DR retreated=IE:5159 advance=yes | french-lost=0 allied-lost=50 demoralized=yes "
       "winner=none",
       "ok 3-1 4 DR retreated=IE:5159 advance=yes | french-lost=0 allied-lost=50 demoralized=yes "
       "winner=none",
       "ok 3-1 5 DR retreated=IE:5159 advance=yes | french-lost=0 allied-lost=50 demoralized=yes "
       "winner=none",
       "ok 3-1 6 DR retreated=IE:5159 advance=yes | french-lost=0 allied-lost=50 demoralized=yes "
       "winner=none",
       "ok 3-1 7 DR retreated=IE:5159 advance=yes | french-lost=0 allied-lost=50 demoralized=yes "
       "winner=none",
       "ok 3-1 8 EX eliminated=IE,cd advance=yes | french-lost=3 allied-lost=53 demoralized=yes "
       "winner=none",
       "ok 3-1 9 EX eliminated=IE,cd advance=yes | french-lost=3 allied-lost=53 demoralized=yes "
       "winner=none"});
}

// Allied losses at 52 (C22): IA+IB (14) vs ie (4) is 3-1, shifted to 2-1
TEST(Golden_CN_C16_Resolve, DemoralizedAlliedAttack) {
  checkResolve(
      "new scenario=cn; clear; place ie 6062; place IA 6063; place IB 6163; set turn=6 "
      "phase=allied-move allied-lost=52",
      "IA,IB -> ie", "ie",
      {"ok 2-1 0 DE eliminated=ie advance=yes | french-lost=4 allied-lost=52 demoralized=yes "
       "winner=none",
       "ok 2-1 1 DR retreated=ie:6061 advance=yes | french-lost=0 allied-lost=52 demoralized=yes "
       "winner=none",
       "ok 2-1 2 DR retreated=ie:6061 advance=yes | french-lost=0 allied-lost=52 demoralized=yes "
       "winner=none",
       "ok 2-1 3 DR retreated=ie:6061 advance=yes | french-lost=0 allied-lost=52 demoralized=yes "
       "winner=none",
       "ok 2-1 4 DR retreated=ie:6061 advance=yes | french-lost=0 allied-lost=52 demoralized=yes "
       "winner=none",
       "ok 2-1 5 DR retreated=ie:6061 advance=yes | french-lost=0 allied-lost=52 demoralized=yes "
       "winner=none",
       "ok 2-1 6 DR retreated=ie:6061 advance=yes | french-lost=0 allied-lost=52 demoralized=yes "
       "winner=none",
       "ok 2-1 7 EX eliminated=ie,IA advance=yes | french-lost=4 allied-lost=59 demoralized=yes "
       "winner=none",
       "ok 2-1 8 EX eliminated=ie,IA advance=yes | french-lost=4 allied-lost=59 demoralized=yes "
       "winner=none",
       "ok 2-1 9 AR retreated=IA:5963,IB:6164 | french-lost=0 allied-lost=52 demoralized=yes "
       "winner=none"});
}

// Allied losses 45 and seven exits: eliminating IS (8) wins for the French (C23); no advance is
// offered once the game is won (C20)
TEST(Golden_CN_C16_Resolve, VictoryNoAdvance) {
  checkResolve(
      "new scenario=cn; clear; place IS 6265; place ia 6264; place ib 6365; place ic 6266; set "
      "turn=9 phase=french-move allied-lost=45 exited=7",
      "ia,ib,ic -> IS", "IS",
      {"ok 1-1 0 DR eliminated=IS | french-lost=0 allied-lost=53 demoralized=yes winner=french",
       "ok 1-1 1 DR eliminated=IS | french-lost=0 allied-lost=53 demoralized=yes winner=french",
       "ok 1-1 2 DR eliminated=IS | french-lost=0 allied-lost=53 demoralized=yes winner=french",
       "ok 1-1 3 DR eliminated=IS | french-lost=0 allied-lost=53 demoralized=yes winner=french",
       "ok 1-1 4 DR eliminated=IS | french-lost=0 allied-lost=53 demoralized=yes winner=french",
       "ok 1-1 5 AR retreated=ia:6364,ib:6465,ic:6166 | french-lost=0 allied-lost=45 "
       "demoralized=no winner=none",
       "ok 1-1 6 AR retreated=ia:6364,ib:6465,ic:6166 | french-lost=0 allied-lost=45 "
       "demoralized=no winner=none",
       "ok 1-1 7 AR retreated=ia:6364,ib:6465,ic:6166 | french-lost=0 allied-lost=45 "
       "demoralized=no winner=none",
       "ok 1-1 8 AR retreated=ia:6364,ib:6465,ic:6166 | french-lost=0 allied-lost=45 "
       "demoralized=no winner=none",
       "ok 1-1 9 AR retreated=ia:6364,ib:6465,ic:6166 | french-lost=0 allied-lost=45 "
       "demoralized=no winner=none"});
}

// C18's example: attackers of 2, 7 and 2 named in that order against a 4: EX takes the 2 and the 7
TEST(Golden_CN_C16_Resolve, ExchangeSelectionOrder) {
  checkResolve(
      "new scenario=cn; clear; place ie 6062; place IO 6063; place IA 6163; place AC 6162; set "
      "turn=5 phase=allied-move",
      "IO,IA,AC -> ie", "ie",
      {"ok 2-1 0 DE eliminated=ie advance=yes | french-lost=4 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 2-1 1 DR eliminated=ie advance=yes | french-lost=4 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 2-1 2 DR eliminated=ie advance=yes | french-lost=4 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 2-1 3 DR eliminated=ie advance=yes | french-lost=4 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 2-1 4 DR eliminated=ie advance=yes | french-lost=4 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 2-1 5 DR eliminated=ie advance=yes | french-lost=4 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 2-1 6 DR eliminated=ie advance=yes | french-lost=4 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 2-1 7 EX eliminated=ie,IO,IA advance=yes | french-lost=4 allied-lost=9 demoralized=no "
       "winner=none",
       "ok 2-1 8 EX eliminated=ie,IO,IA advance=yes | french-lost=4 allied-lost=9 demoralized=no "
       "winner=none",
       "ok 2-1 9 AR retreated=IO:5963,IA:6164,AC:6263 | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none"});
}

// IQ in the corner 5151 cannot retreat (C19): eliminated on DR
TEST(Golden_CN_C16_Resolve, RetreatFromTheCorner) {
  checkResolve(
      "new scenario=cn; clear; place IQ 5151; place cg 5152; place cf 5251; set turn=2 "
      "phase=french-move",
      "cg,cf -> IQ", "IQ",
      {"ok 4-1 0 DE eliminated=IQ advance=yes | french-lost=0 allied-lost=1 demoralized=no "
       "winner=none",
       "ok 4-1 1 DE eliminated=IQ advance=yes | french-lost=0 allied-lost=1 demoralized=no "
       "winner=none",
       "ok 4-1 2 DE eliminated=IQ advance=yes | french-lost=0 allied-lost=1 demoralized=no "
       "winner=none",
       "ok 4-1 3 DE eliminated=IQ advance=yes | french-lost=0 allied-lost=1 demoralized=no "
       "winner=none",
       "ok 4-1 4 DR eliminated=IQ advance=yes | french-lost=0 allied-lost=1 demoralized=no "
       "winner=none",
       "ok 4-1 5 DR eliminated=IQ advance=yes | french-lost=0 allied-lost=1 demoralized=no "
       "winner=none",
       "ok 4-1 6 DR eliminated=IQ advance=yes | french-lost=0 allied-lost=1 demoralized=no "
       "winner=none",
       "ok 4-1 7 EX eliminated=IQ,cg advance=yes | french-lost=2 allied-lost=1 demoralized=no "
       "winner=none",
       "ok 4-1 8 EX eliminated=IQ,cg advance=yes | french-lost=2 allied-lost=1 demoralized=no "
       "winner=none",
       "ok 4-1 9 EX eliminated=IQ,cg advance=yes | french-lost=2 allied-lost=1 demoralized=no "
       "winner=none"});
}

// ca (6) vs IF (3) on 7072: a French unit may not advance into row 70 (C8, C20)
TEST(Golden_CN_C16_Resolve, Row70NoFrenchAdvance) {
  checkResolve(
      "new scenario=cn; clear; place IF 7072; place ca 6972; set turn=4 phase=french-move",
      "ca -> IF", "IF",
      {"ok 2-1 0 DE eliminated=IF | french-lost=0 allied-lost=3 demoralized=no winner=none",
       "ok 2-1 1 DR retreated=IF:7071 | french-lost=0 allied-lost=0 demoralized=no winner=none",
       "ok 2-1 2 DR retreated=IF:7071 | french-lost=0 allied-lost=0 demoralized=no winner=none",
       "ok 2-1 3 DR retreated=IF:7071 | french-lost=0 allied-lost=0 demoralized=no winner=none",
       "ok 2-1 4 DR retreated=IF:7071 | french-lost=0 allied-lost=0 demoralized=no winner=none",
       "ok 2-1 5 DR retreated=IF:7071 | french-lost=0 allied-lost=0 demoralized=no winner=none",
       "ok 2-1 6 DR retreated=IF:7071 | french-lost=0 allied-lost=0 demoralized=no winner=none",
       "ok 2-1 7 EX eliminated=IF,ca | french-lost=6 allied-lost=3 demoralized=no winner=none",
       "ok 2-1 8 EX eliminated=IF,ca | french-lost=6 allied-lost=3 demoralized=no winner=none",
       "ok 2-1 9 AR retreated=ca:6871 | french-lost=0 allied-lost=0 demoralized=no winner=none"});
}

// IC+IP (9) vs id (5) on 6965: the French retreat skips direction 4 (7065, row 70)
TEST(Golden_CN_C16_Resolve, FrenchRetreatNotIntoRow70) {
  checkResolve(
      "new scenario=cn; clear; place id 6965; place IC 6966; place IP 6865; set turn=4 "
      "phase=allied-move",
      "IC,IP -> id", "id",
      {"ok 1-1 0 DR retreated=id:6964 advance=yes | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 1-1 1 DR retreated=id:6964 advance=yes | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 1-1 2 DR retreated=id:6964 advance=yes | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 1-1 3 DR retreated=id:6964 advance=yes | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 1-1 4 DR retreated=id:6964 advance=yes | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 1-1 5 AR retreated=IC:6866,IP:6765 | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 1-1 6 AR retreated=IC:6866,IP:6765 | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 1-1 7 AR retreated=IC:6866,IP:6765 | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 1-1 8 AR retreated=IC:6866,IP:6765 | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none",
       "ok 1-1 9 AR retreated=IC:6866,IP:6765 | french-lost=0 allied-lost=0 demoralized=no "
       "winner=none"});
}

// cb vs CC + IQ + IO around 6669: defenders retreat in the order named, each on the position left
// by the one before
TEST(Golden_CN_C16_Resolve, OneAgainstManyRetreatOrder) {
  checkResolve(
      "new scenario=cn; clear; place cb 6669; place CC 6670; place IQ 6569; place IO 6568; set "
      "turn=5 phase=french-move",
      "cb -> IQ,CC,IO", "IQ",
      {"ok 1-2 0 DR retreated=IQ:6469,CC:6570,IO:6468 advance=yes | french-lost=0 allied-lost=0 "
       "demoralized=no winner=none",
       "ok 1-2 1 DR retreated=IQ:6469,CC:6570,IO:6468 advance=yes | french-lost=0 allied-lost=0 "
       "demoralized=no winner=none",
       "ok 1-2 2 AR retreated=cb:6769 | french-lost=0 allied-lost=0 demoralized=no winner=none",
       "ok 1-2 3 AR retreated=cb:6769 | french-lost=0 allied-lost=0 demoralized=no winner=none",
       "ok 1-2 4 AR retreated=cb:6769 | french-lost=0 allied-lost=0 demoralized=no winner=none",
       "ok 1-2 5 AR retreated=cb:6769 | french-lost=0 allied-lost=0 demoralized=no winner=none",
       "ok 1-2 6 AR retreated=cb:6769 | french-lost=0 allied-lost=0 demoralized=no winner=none",
       "ok 1-2 7 AR retreated=cb:6769 | french-lost=0 allied-lost=0 demoralized=no winner=none",
       "ok 1-2 8 AE eliminated=cb | french-lost=4 allied-lost=0 demoralized=no winner=none",
       "ok 1-2 9 AE eliminated=cb | french-lost=4 allied-lost=0 demoralized=no winner=none"});
}

// solitaire (C22, C23): Allied losses 52 are below 60, so no shift, and the French losses reaching
// 50 win for the Allies
TEST(Golden_CN_C16_Resolve, SolitaireAlliedWin) {
  checkResolve(
      "new scenario=cn solitaire=yes; clear; place ie 6062; place IA 6063; place IB 6163; set "
      "turn=6 phase=allied-move french-lost=47 allied-lost=52",
      "IA,IB -> ie", "ie",
      {"ok 3-1 0 DE eliminated=ie | french-lost=51 allied-lost=52 demoralized=no winner=allied",
       "ok 3-1 1 DE eliminated=ie | french-lost=51 allied-lost=52 demoralized=no winner=allied",
       "ok 3-1 2 DR retreated=ie:6061 advance=yes | french-lost=47 allied-lost=52 demoralized=no "
       "winner=none",
       "ok 3-1 3 DR retreated=ie:6061 advance=yes | french-lost=47 allied-lost=52 demoralized=no "
       "winner=none",
       "ok 3-1 4 DR retreated=ie:6061 advance=yes | french-lost=47 allied-lost=52 demoralized=no "
       "winner=none",
       "ok 3-1 5 DR retreated=ie:6061 advance=yes | french-lost=47 allied-lost=52 demoralized=no "
       "winner=none",
       "ok 3-1 6 DR retreated=ie:6061 advance=yes | french-lost=47 allied-lost=52 demoralized=no "
       "winner=none",
       "ok 3-1 7 DR retreated=ie:6061 advance=yes | french-lost=47 allied-lost=52 demoralized=no "
       "winner=none",
       "ok 3-1 8 EX eliminated=ie,IA | french-lost=51 allied-lost=59 demoralized=no winner=allied",
       "ok 3-1 9 EX eliminated=ie,IA | french-lost=51 allied-lost=59 demoralized=no "
       "winner=allied"});
}

// the same in the two-player game: Allied losses 52 have reached 50, so 3-1 shifts to 2-1 and
// French losses reaching 50 win nothing (C23)
TEST(Golden_CN_C16_Resolve, TwoPlayerNoAlliedWinOnceDemoralized) {
  checkResolve(
      "new scenario=cn; clear; place ie 6062; place IA 6063; place IB 6163; set turn=6 "
      "phase=allied-move french-lost=47 allied-lost=52",
      "IA,IB -> ie", "ie",
      {"ok 2-1 0 DE eliminated=ie advance=yes | french-lost=51 allied-lost=52 demoralized=yes "
       "winner=none",
       "ok 2-1 1 DR retreated=ie:6061 advance=yes | french-lost=47 allied-lost=52 demoralized=yes "
       "winner=none",
       "ok 2-1 2 DR retreated=ie:6061 advance=yes | french-lost=47 allied-lost=52 demoralized=yes "
       "winner=none",
       "ok 2-1 3 DR retreated=ie:6061 advance=yes | french-lost=47 allied-lost=52 demoralized=yes "
       "winner=none",
       "ok 2-1 4 DR retreated=ie:6061 advance=yes | french-lost=47 allied-lost=52 demoralized=yes "
       "winner=none",
       "ok 2-1 5 DR retreated=ie:6061 advance=yes | french-lost=47 allied-lost=52 demoralized=yes "
       "winner=none",
       "ok 2-1 6 DR retreated=ie:6061 advance=yes | french-lost=47 allied-lost=52 demoralized=yes "
       "winner=none",
       "ok 2-1 7 EX eliminated=ie,IA advance=yes | french-lost=51 allied-lost=59 demoralized=yes "
       "winner=none",
       "ok 2-1 8 EX eliminated=ie,IA advance=yes | french-lost=51 allied-lost=59 demoralized=yes "
       "winner=none",
       "ok 2-1 9 AR retreated=IA:5963,IB:6164 | french-lost=47 allied-lost=52 demoralized=yes "
       "winner=none"});
}

}  // namespace
