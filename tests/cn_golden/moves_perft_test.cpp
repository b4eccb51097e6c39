// Perft-style golden counts for Computer Napoleonics: for every unit of the moving side, the
// destinations `moves UNIT` lists (cli-protocol-cn.md: squares it may end a move on, friendly-
// occupied included, `exit` where C9 allows), in fixed positions on the real map.
//
// The expected numbers are NOT taken from the engine. They come from the independent oracle
// tests/tools/cn_oracle.py (Python standard library only: its own C2 grid, its own reading of
// cn-map.csv and cn-units.csv, rulings C6-C9), pasted here by
//     python3 tests/tools/cn_golden_gen.py moves
// (each test: python3 tests/tools/cn_oracle.py --moves "<its script>" lists every square).
// Some positions include `move UNIT SQUARE` (by a shortest path) and `exit UNIT`: the oracle
// then counts what each unit has left of its allowance.
// Each row is {unit, number of destinations (exit counting one), sum of the square numbers
// listed, exit listed}; run the oracle command over a test to see every unit's list when a row
// differs. If the engine disagrees, decide from the rulings which side is wrong and record it
// in tests/cn_golden/FINDINGS.md; never edit these numbers to match the engine.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tools/cli_kit.h"

namespace {

struct Row {
  std::string unit;
  int count;
  long sum;
  bool exit;
};

void checkMoves(const std::string& script, const std::vector<Row>& rows, int total) {
  nawtest::Game g;
  ASSERT_TRUE(g.ok(script));
  int seen = 0, oracleTotal = 0;
  for (const Row& row : rows) {
    const auto words = g.moves(row.unit);
    long sum = 0;
    bool exit = false;
    std::string previous;
    for (const std::string& w : words) {
      if (w == "exit") {
        exit = true;
        continue;
      }
      EXPECT_LT(previous, w) << row.unit << ": squares not ascending";
      previous = w;
      sum += std::stol(w);
    }
    EXPECT_EQ(static_cast<int>(words.size()), row.count) << row.unit << " in: " << script;
    EXPECT_EQ(sum, row.sum) << row.unit << " (sum of its squares) in: " << script;
    EXPECT_EQ(exit, row.exit) << row.unit << " (exit) in: " << script;
    seen += static_cast<int>(words.size());
    oracleTotal += row.count;
  }
  EXPECT_EQ(oracleTotal, total) << "table and total out of step";
  EXPECT_EQ(seen, total) << script;
}

// the start position, turn 1 French movement (no unit in contact)
TEST(Golden_CN_C6_Moves, StartFrench) {
  checkMoves("new scenario=cn",
             {{"aa", 25, 162208, false}, {"ab", 36, 225324, false}, {"ac", 33, 193206, false},
              {"ad", 34, 209939, false}, {"ae", 69, 453025, false}, {"af", 68, 391752, false},
              {"ca", 63, 414273, false}, {"cb", 72, 422027, false}, {"cc", 77, 459376, false},
              {"cd", 59, 390329, false}, {"ce", 83, 536037, false}, {"cf", 67, 372542, false},
              {"cg", 37, 246991, false}, {"ia", 59, 375699, false}, {"ib", 58, 368484, false},
              {"ic", 51, 323229, false}, {"id", 54, 310212, false}, {"ie", 56, 361819, false},
              {"if", 50, 310138, false}, {"ig", 54, 322272, false}, {"ih", 52, 341711, false},
              {"ii", 44, 291324, false}, {"ij", 36, 240129, false}, {"ik", 58, 363779, false},
              {"il", 56, 351713, false}},
             1351);
}

// the start position in the Allied movement phase of turn 1 (garrisons: none)
TEST(Golden_CN_C6_Moves, StartAllied) {
  checkMoves("new scenario=cn; set turn=1 phase=allied-move",
             {{"AA", 86, 520578, false}, {"AC", 35, 215475, false}, {"AD", 34, 199247, false},
              {"AE", 31, 196653, false}, {"CA", 86, 538166, false}, {"CB", 86, 504120, false},
              {"CC", 77, 511397, false}, {"CD", 88, 542195, false}, {"IA", 58, 333959, false},
              {"IB", 53, 320909, false}, {"IC", 50, 322468, false}, {"ID", 53, 315960, false},
              {"IE", 42, 226146, false}, {"IM", 59, 328162, false}, {"IN", 59, 346191, false},
              {"IO", 37, 249153, false}, {"IP", 29, 198014, false}, {"IQ", 50, 328022, false},
              {"IR", 0, 0, false},       {"IS", 0, 0, false}},
             1013);
}

// mid-game contact around La Haye Sainte: ia (next to IS) and cb (next to IB) frozen; the others
// pass through friends and stop in Allied zones
TEST(Golden_CN_C6_Moves, ContactLaHayeSainteFrench) {
  checkMoves(
      "new scenario=cn; clear; place IS 6265; place IB 6064; place CA 6366; place AE 6167; place "
      "IC 6268; place ia 6264; place cb 6063; place ib 6364; place ae 6362; place ca 6463; place "
      "ih 6161; place ce 6465; place aa 6260; set turn=4 phase=french-move",
      {{"aa", 36, 225360, false},
       {"ae", 80, 509936, false},
       {"ca", 79, 511959, false},
       {"cb", 0, 0, false},
       {"ce", 73, 477033, false},
       {"ia", 0, 0, false},
       {"ib", 46, 295125, false},
       {"ih", 53, 327824, false}},
      367);
}

// the same position, Allied movement phase
TEST(Golden_CN_C6_Moves, ContactLaHayeSainteAllied) {
  checkMoves(
      "new scenario=cn; clear; place IS 6265; place IB 6064; place CA 6366; place AE 6167; place "
      "IC 6268; place ia 6264; place cb 6063; place ib 6364; place ae 6362; place ca 6463; place "
      "ih 6161; place ce 6465; place aa 6260; set turn=4 phase=allied-move",
      {{"AE", 35, 215642, false},
       {"CA", 61, 390105, false},
       {"IB", 0, 0, false},
       {"IC", 58, 363446, false},
       {"IS", 0, 0, false}},
      154);
}

// French along rows 67-69 may not enter row 70 (C8); Allied units in row 70
TEST(Golden_CN_C6_Moves, Row70French) {
  checkMoves(
      "new scenario=cn; clear; place cg 6967; place ca 6866; place ij 6970; place ae 6975; place "
      "cd 6864; place id 6963; place IF 7071; place CE 7077; place AB 7065; set turn=7 "
      "phase=french-move",
      {{"ae", 35, 236146, false},
       {"ca", 56, 374261, false},
       {"cd", 53, 353868, false},
       {"cg", 45, 302673, false},
       {"id", 20, 134929, false},
       {"ij", 0, 0, false}},
      209);
}

// the same position, Allied movement phase: Allied units move along row 70
TEST(Golden_CN_C6_Moves, Row70Allied) {
  checkMoves(
      "new scenario=cn; clear; place cg 6967; place ca 6866; place ij 6970; place ae 6975; place "
      "cd 6864; place id 6963; place IF 7071; place CE 7077; place AB 7065; set turn=7 "
      "phase=allied-move",
      {{"AB", 5, 35028, false}, {"CE", 15, 101921, false}, {"IF", 0, 0, false}}, 20);
}

// French near the exit squares 5168-5871 (C9): on an exit square, one step from one, an exit
// square in an Allied zone (CD 5770 controls 5670, 5771 and 5871)
TEST(Golden_CN_C6_Moves, ExitsFrench) {
  checkMoves(
      "new scenario=cn; clear; place cd 5469; place ca 5168; place cf 5566; place cb 5667; place "
      "ia 5868; place af 5265; place ic 5366; place ab 5569; place CD 5770; place IE 5163; set "
      "turn=8 phase=french-move",
      {{"ab", 21, 109854, true},
       {"af", 51, 272280, true},
       {"ca", 26, 134978, true},
       {"cb", 80, 448367, true},
       {"cd", 37, 196706, true},
       {"cf", 77, 425503, true},
       {"ia", 55, 323228, false},
       {"ic", 43, 228780, true}},
      390);
}

// the same position in the Allied movement phase: no exit for the Allies
TEST(Golden_CN_C6_Moves, ExitsAllied) {
  checkMoves(
      "new scenario=cn; clear; place cd 5469; place ca 5168; place cf 5566; place cb 5667; place "
      "ia 5868; place af 5265; place ic 5366; place ab 5569; place CD 5770; place IE 5163; set "
      "turn=8 phase=allied-move",
      {{"CD", 25, 150861, false}, {"IE", 22, 117477, false}}, 47);
}

// around Hougomont wood (5860, 5961) with the garrison IR on 5861: woods never entered, IR's zone
// stops the French
TEST(Golden_CN_C6_Moves, HougomontFrench) {
  checkMoves(
      "new scenario=cn; clear; place IR 5861; place ID 5963; place IA 5763; place ac 5858; place "
      "cb 5857; place cc 5958; place id 5758; place ig 5959; place if 6061; place il 5760; set "
      "turn=2 phase=french-move",
      {{"ac", 33, 193206, false},
       {"cb", 72, 422027, false},
       {"cc", 77, 459376, false},
       {"id", 54, 310212, false},
       {"if", 48, 293417, false},
       {"ig", 54, 322272, false},
       {"il", 0, 0, false}},
      338);
}

// Hougomont without its garrison: Allied units may enter the chateau square 5861
TEST(Golden_CN_C6_Moves, HougomontGoneAllied) {
  checkMoves(
      "new scenario=cn; clear; place ID 5963; place IA 5763; place CB 5862; place AD 5864; place "
      "id 5758; place ig 6059; place cc 5957; set turn=5 phase=allied-move",
      {{"AD", 36, 211104, false},
       {"CB", 81, 474855, false},
       {"IA", 58, 333959, false},
       {"ID", 56, 334141, false}},
      231);
}

// Prussians on 7072-7075 on turn 5, two of them in the zone of the French cavalry on 6973
TEST(Golden_CN_C6_Moves, PrussianSquaresAllied) {
  checkMoves(
      "new scenario=cn; clear; place IK 7072; place IJ 7073; place CF 7074; place AF 7075; place "
      "IH 6874; place ca 6973; place ii 6770; place ae 6868; set turn=5 phase=allied-move",
      {{"AF", 14, 96949, false},
       {"CF", 0, 0, false},
       {"IH", 33, 223122, false},
       {"IJ", 0, 0, false},
       {"IK", 12, 83743, false}},
      59);
}

// the south-west woods (6658, 6759, 6760, 6861, 6863, 6960, 7060-7062) and Plancenoit
TEST(Golden_CN_C6_Moves, SouthWoodsFrench) {
  checkMoves(
      "new scenario=cn; clear; place ca 6659; place cd 6862; place ih 6761; place ae 6560; place "
      "ic 6864; place af 6961; place IP 6964; place CC 6663; set turn=6 phase=french-move",
      {{"ae", 51, 327356, false},
       {"af", 15, 101114, false},
       {"ca", 35, 227289, false},
       {"cd", 28, 184885, false},
       {"ic", 0, 0, false},
       {"ih", 27, 178127, false}},
      156);
}

// a French column passing through friends on the Brussels road, Allied screen ahead
TEST(Golden_CN_C6_Moves, CrowdedFrench) {
  checkMoves(
      "new scenario=cn; clear; place ia 6262; place ib 6263; place ic 6264; place cb 6162; place "
      "ca 6163; place cc 6164; place aa 6261; place ae 6161; place CA 6068; place IC 6168; place "
      "IB 6367; place AA 6069; set turn=3 phase=french-move",
      {{"aa", 35, 219435, false},
       {"ae", 86, 531348, false},
       {"ca", 82, 505552, false},
       {"cb", 87, 536392, false},
       {"cc", 76, 466718, false},
       {"ia", 58, 363899, false},
       {"ib", 56, 351325, false},
       {"ic", 54, 338548, false}},
      534);
}

// the start position after some moves (C6): cb and ca have MP left, ae stands on aa's square for
// now, ie has stopped in IS's zone on 6365 (4.31's move)
TEST(Golden_CN_C6_Moves, PartialMovesFrench) {
  checkMoves("new scenario=cn; move cb 5859; move ae 6465; move ca 6666; move ie 6365",
             {{"aa", 25, 162208, false}, {"ab", 36, 225324, false}, {"ac", 33, 193206, false},
              {"ad", 34, 209939, false}, {"ae", 6, 38790, false},   {"af", 68, 391752, false},
              {"ca", 27, 179863, false}, {"cb", 30, 175657, false}, {"cc", 77, 459376, false},
              {"cd", 59, 390329, false}, {"ce", 83, 536037, false}, {"cf", 67, 372542, false},
              {"cg", 37, 246991, false}, {"ia", 59, 375699, false}, {"ib", 58, 368484, false},
              {"ic", 51, 323229, false}, {"id", 54, 310212, false}, {"ie", 0, 0, false},
              {"if", 50, 310138, false}, {"ig", 54, 322272, false}, {"ih", 52, 341711, false},
              {"ii", 44, 291324, false}, {"ij", 36, 240129, false}, {"ik", 58, 363779, false},
              {"il", 56, 351713, false}},
             1154);
}

// the exit position after ca has left the map, cb has stopped on the exit square 5670 in CD's zone
// and ic has reached the exit square 5369 with 1 MP left (C9)
TEST(Golden_CN_C6_Moves, PartialMovesAtTheExits) {
  checkMoves(
      "new scenario=cn; clear; place cd 5469; place ca 5168; place cf 5566; place cb 5667; place "
      "ia 5868; place af 5265; place ic 5366; place ab 5569; place CD 5770; place IE 5163; set "
      "turn=8 phase=french-move; exit ca; move cb 5670; move ic 5369",
      {{"ab", 21, 109854, true},
       {"af", 51, 272280, true},
       {"cb", 0, 0, false},
       {"cd", 37, 196706, true},
       {"cf", 77, 425503, true},
       {"ia", 55, 323228, false},
       {"ic", 4, 16105, true}},
      245);
}

}  // namespace
