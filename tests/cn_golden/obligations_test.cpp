// Golden obligations (C12) for Computer Napoleonics: the `obligations` query at the start of a
// set-up phase, reached by `end` from a fixed movement-phase position, and emptied by declaring
// attacks.
//
// The expected units are NOT taken from the engine: they come from the independent oracle
// tests/tools/cn_oracle.py, pasted here by
//     python3 tests/tools/cn_golden_gen.py obligations
// (one case: python3 tests/tools/cn_oracle.py --obligations "<script>"): every phasing unit
// other than a garrison next to an enemy, and every enemy next to one of those.
// Disagreements go to tests/cn_golden/FINDINGS.md.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "tools/cli_kit.h"

namespace {

void checkObligations(const std::string& script, const std::string& expected) {
  nawtest::Game g;
  ASSERT_TRUE(g.ok(script + "; end"));
  const std::string phase = g.status("phase");
  EXPECT_TRUE(phase == "french-setup" || phase == "allied-setup") << phase;
  const auto got = g.obligations();
  const auto want = nawtest::splitWords(expected);
  EXPECT_EQ(std::set<std::string>(got.begin(), got.end()),
            std::set<std::string>(want.begin(), want.end()))
      << script;
  EXPECT_EQ(got.size(), want.size()) << "a unit listed twice";
  if (want.empty()) {
    EXPECT_TRUE(g.ok("end")) << "nothing owed, yet the set-up cannot end";
  } else {
    EXPECT_TRUE(g.refused("end", {"6.21", "6.22", "6.23", "C12"}));
  }
}

// the start position: nobody in contact
TEST(Golden_CN_C12_Obligations, Start) { checkObligations("new scenario=cn", ""); }

// cli-protocol-cn.md's example (4.41)
TEST(Golden_CN_C12_Obligations, CliExample) {
  checkObligations(
      "new scenario=cn; clear; set turn=1 phase=french-move; place IO 6768; place cg 6767; place "
      "ij 6667; place ae 6766",
      "IO cg ij");
}

// contact around La Haye Sainte, French set-up
TEST(Golden_CN_C12_Obligations, LaHayeSainteFrench) {
  checkObligations(
      "new scenario=cn; clear; place IS 6265; place IB 6064; place CA 6366; place AE 6167; place "
      "IC 6268; place ia 6264; place cb 6063; place ib 6364; place ae 6362; place ca 6463; place "
      "ih 6161; place ce 6465; place aa 6260; set turn=4 phase=french-move",
      "IB IS cb ia");
}

// the same contact, Allied set-up: IS (a garrison) does not oblige ia (C12, 8.2)
TEST(Golden_CN_C12_Obligations, LaHayeSainteAllied) {
  checkObligations(
      "new scenario=cn; clear; place IS 6265; place IB 6064; place CA 6366; place AE 6167; place "
      "IC 6268; place ia 6264; place cb 6063; place ib 6364; place ae 6362; place ca 6463; place "
      "ih 6161; place ce 6465; place aa 6260; set turn=4 phase=allied-move",
      "IB cb");
}

// French around the garrison of Hougomont
TEST(Golden_CN_C12_Obligations, HougomontFrench) {
  checkObligations(
      "new scenario=cn; clear; place IR 5861; place ID 5963; place IA 5763; place ac 5858; place "
      "cb 5857; place cc 5958; place id 5758; place ig 5959; place if 6061; place il 5760; set "
      "turn=2 phase=french-move",
      "IR il");
}

// an Allied set-up where a French unit is next to the garrison only: not obliged (C12)
TEST(Golden_CN_C12_Obligations, HougomontGarrisonOnly) {
  checkObligations(
      "new scenario=cn; clear; place IR 5861; place ID 5963; place il 5760; place cc 5958; place "
      "IA 5957; set turn=2 phase=allied-move",
      "IA cc");
}

// Prussians in the French zone must attack (C10, C12)
TEST(Golden_CN_C12_Obligations, PrussiansAllied) {
  checkObligations(
      "new scenario=cn; clear; place IK 7072; place IJ 7073; place CF 7074; place AF 7075; place "
      "IH 6874; place ca 6973; place ii 6770; place ae 6868; set turn=5 phase=allied-move",
      "CF IJ ca");
}

// French in row 69 next to Allied row-70 units
TEST(Golden_CN_C12_Obligations, Row70French) {
  checkObligations(
      "new scenario=cn; clear; place cg 6967; place ca 6866; place ij 6970; place ae 6975; place "
      "cd 6864; place id 6963; place IF 7071; place CE 7077; place AB 7065; set turn=7 "
      "phase=french-move",
      "IF ij");
}

}  // namespace
