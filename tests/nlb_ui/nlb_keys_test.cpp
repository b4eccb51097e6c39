// Waterloo under NLB rules by the keyboard alone (src/games/nlb/ui/nlb_keys.*, issue 14
// item 2) on real positions: each game is played twice, once by key presses (the cursor
// walked with the arrows, Enter, Tab, the letters) and once by the taps and panel buttons
// they stand for, and the two records and final states must be the same.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "games/nlb/codec.h"
#include "nlb_keys.h"

using naw::ui::CursorKey;
using nlb::Phase;
using nlb::ui::Key;
using nlb::ui::Play;
using nlb::ui::StackCursor;

namespace {

int where(const Play& p, int u) { return p.game().state().where[static_cast<std::size_t>(u)]; }
int unit(const Play& p, const char* id) { return p.game().unitIndex(id); }
int hex(const Play& p, const char* h) { return p.game().rules().index(naw::parseHex(h)); }
naw::Hex hexOf(const Play& p, int index) { return p.game().rules().hexAt(index); }

std::string text(const nlb::Action& a) {
  std::string s = std::to_string(int(a.type)) + ":" + std::to_string(a.unit) + ":";
  for (int i = 0; i < a.pathLength; ++i) s += std::to_string(a.path[std::size_t(i)]) + ",";
  s += ":" + std::to_string(a.nAttackers) + "/" + std::to_string(a.nDefenders) + "/" +
       std::to_string(a.nBombarders) + ":";
  for (int i = 0; i < a.nAttackers + a.nDefenders + a.nBombarders; ++i)
    s += std::to_string(a.units[std::size_t(i)]) + ",";
  return s + ":" + std::to_string(a.odds) + ":" + std::to_string(a.displace);
}
std::vector<std::string> record(const Play& p) {
  std::vector<std::string> out;
  for (const nlb::Action& a : p.record()) out.push_back(text(a));
  return out;
}
void expectSameGame(const Play& keys, const Play& taps) {
  EXPECT_EQ(record(keys), record(taps));
  EXPECT_EQ(nlb::stateHash(keys.game().state()), nlb::stateHash(taps.game().state()));
}

// Walks the cursor to `to` with arrow presses only (of the six directions the keys reach,
// the one nearest `to`), showing it first at 1010.
void walk(StackCursor& c, const Play& p, naw::Hex to) {
  if (!c.shown()) {
    ASSERT_TRUE(
        nlb::ui::moveCursor(c, p.game(), CursorKey::Up, false, false, naw::parseHex("1010")));
  }
  for (int guard = 0; guard < 60 && !(c.hex.at == to); ++guard) {
    CursorKey best = CursorKey::Up;
    bool bestShift = false;
    int bestD = 1 << 20;
    for (CursorKey k : {CursorKey::Up, CursorKey::Down, CursorKey::Left, CursorKey::Right})
      for (bool shift : {false, true}) {
        const naw::Hex n = naw::ui::cursorStep(c.hex.at, k, shift, false);
        if (p.game().rules().map().onMap(n) && naw::distance(n, to) < bestD)
          best = k, bestShift = shift, bestD = naw::distance(n, to);
      }
    ASSERT_TRUE(nlb::ui::moveCursor(c, p.game(), best, bestShift, false, {}));
  }
  ASSERT_TRUE(c.hex.at == to);
}
void enterAt(Play& p, StackCursor& c, int hexIndex) {
  walk(c, p, hexOf(p, hexIndex));
  EXPECT_TRUE(nlb::ui::playKey(p, c, Key::Act));
}

// The first French unit that can move onto a hex another French unit holds (a stack).
std::pair<int, int> stackMove(const Play& p) {
  const nlb::Game& g = p.game();
  for (int u = 0; u < g.unitCount(); ++u) {
    if (g.sideOf(u) != 0 || where(p, u) < 0) continue;
    const auto r = g.reachable(u);
    for (int v = 0; v < g.unitCount(); ++v)
      if (v != u && g.sideOf(v) == 0 && where(p, v) >= 0 &&
          std::find(r.begin(), r.end(), where(p, v)) != r.end())
        return {u, v};
  }
  return {-1, -1};
}

// A combat position: French fr-1-i and fr-2-i at 1215 and 1216 against Allied aa-det on a
// hex next to both, in the French combat phase of turn 1.
struct Fight {
  int att1, att2, def, defHex;
};
Fight setUpFight(Play& p) {
  nlb::Game& g = p.gameForTest();
  g.editClear();
  g.editSet(1, Phase::FrenchCombat, 0, 0, 0, 0, 0);
  Fight f{unit(p, "fr-1-i"), unit(p, "fr-2-i"), unit(p, "aa-det"), -1};
  const int a = hex(p, "1215"), b = hex(p, "1216");
  g.editPlace(f.att1, a);
  g.editPlace(f.att2, b);
  for (int d = 0; d < 6 && f.defHex < 0; ++d) {
    const int n = g.board().neighbor(a, d);
    if (n >= 0 && n != b && naw::distance(hexOf(p, n), hexOf(p, b)) == 1) f.defHex = n;
  }
  g.editPlace(f.def, f.defHex);
  return f;
}

// The fight set up in both games and its attack put together: in `taps` by a tap on each
// unit, in `keys` by Enter on each one's hex.
Fight draftFight(Play& keys, Play& taps, StackCursor& c) {
  const Fight f = setUpFight(keys);
  setUpFight(taps);
  for (int u : {f.att1, f.att2, f.def}) taps.tapUnit(u);
  enterAt(keys, c, where(keys, f.att1));
  enterAt(keys, c, where(keys, f.att2));
  enterAt(keys, c, f.defHex);
  return f;
}

}  // namespace

TEST(NlbKeys, ArrowsWalkTheStandardMapAndEnterMovesAsATap_SameRecord) {
  Play keys(11, false), taps(11, false);
  StackCursor c;
  // A French unit and the farthest hex it may reach.
  const nlb::Game& g = taps.game();
  int mover = -1;
  for (int u = 0; u < g.unitCount() && mover < 0; ++u)
    if (g.sideOf(u) == 0 && where(taps, u) >= 0 && !g.reachable(u).empty()) mover = u;
  ASSERT_GE(mover, 0);
  const int target = g.reachable(mover).back(), from = where(taps, mover);
  taps.tapUnit(mover);
  taps.tapHex(target);
  enterAt(keys, c, from);
  EXPECT_EQ(keys.selected, mover);
  enterAt(keys, c, target);
  EXPECT_EQ(where(keys, mover), target);
  expectSameGame(keys, taps);
  // Z is the movement's Undo, E its "End movement"; Escape clears the selection first.
  EXPECT_TRUE(nlb::ui::playKey(keys, c, Key::Undo));
  EXPECT_TRUE(taps.undo());
  EXPECT_EQ(where(keys, mover), from);
  EXPECT_EQ(keys.selected, mover);  // still selected after the undo
  EXPECT_TRUE(nlb::ui::playKey(keys, c, Key::Cancel));
  EXPECT_EQ(keys.selected, -1);
  EXPECT_FALSE(nlb::ui::playKey(keys, c, Key::Cancel));  // nothing left to cancel
  EXPECT_TRUE(nlb::ui::playKey(keys, c, Key::EndPhase));
  taps.endPhase();
  EXPECT_EQ(keys.game().state().phase, Phase::FrenchCombat);
  expectSameGame(keys, taps);
  // No Undo button in the combat phase: Z means nothing there.
  EXPECT_FALSE(nlb::ui::playKey(keys, c, Key::Undo));
}

TEST(NlbKeys, Ruling_N7_TabPicksWhichCounterOfAStackEnterTakes) {
  Play keys(1, false), taps(1, false);
  StackCursor c;
  const auto [a, b] = stackMove(taps);
  ASSERT_GE(a, 0);
  const int h = where(taps, b);
  taps.tapUnit(a);
  taps.tapUnit(b);  // a moves onto b's hex: a stack of two
  enterAt(keys, c, where(keys, a));
  enterAt(keys, c, h);
  ASSERT_EQ(where(keys, a), h);
  expectSameGame(keys, taps);
  // Left to right: the lower unit number first; Enter takes the picked one, Tab the next.
  const std::vector<int> here = nlb::ui::countersAt(keys.game(), hexOf(keys, h));
  ASSERT_EQ(here, (std::vector<int>{std::min(a, b), std::max(a, b)}));
  EXPECT_EQ(nlb::ui::pickedCounter(keys.game(), c), here[0]);
  EXPECT_TRUE(nlb::ui::playKey(keys, c, Key::Cancel));  // the mover is still selected
  EXPECT_TRUE(nlb::ui::playKey(keys, c, Key::Act));
  EXPECT_EQ(keys.selected, here[0]);
  EXPECT_TRUE(nlb::ui::playKey(keys, c, Key::Pick));
  EXPECT_TRUE(nlb::ui::playKey(keys, c, Key::Act));
  EXPECT_EQ(keys.selected, here[1]);
  EXPECT_TRUE(nlb::ui::playKey(keys, c, Key::PickBack));
  EXPECT_EQ(nlb::ui::pickedCounter(keys.game(), c), here[0]);
  // The picked counter moves off the stack as a tap on it and on a hex would.
  EXPECT_TRUE(nlb::ui::playKey(keys, c, Key::Pick));
  EXPECT_EQ(keys.selected, here[1]);  // the pick alone changes no selection
  const std::vector<int> reach = keys.game().reachable(here[1]);
  const auto off = std::find_if(reach.begin(), reach.end(), [&](int x) {
    return nlb::ui::countersAt(keys.game(), hexOf(keys, x)).empty();
  });
  ASSERT_NE(off, reach.end());
  taps.tapUnit(here[1]);
  taps.tapHex(*off);
  enterAt(keys, c, *off);
  EXPECT_EQ(where(keys, here[1]), *off);
  expectSameGame(keys, taps);
  // A hex with one counter: Tab has nothing to pick; moving the cursor resets the pick.
  EXPECT_FALSE(nlb::ui::playKey(keys, c, Key::Pick));
  walk(c, keys, hexOf(keys, h));
  EXPECT_EQ(c.pick, 0);
}

TEST(NlbKeys, Ruling_N10_AttackByEnterADigitForALowerColumnAndR_SameRecordAsTaps) {
  Play keys(5, false), taps(5, false);
  StackCursor c;
  [[maybe_unused]] const Fight f = draftFight(keys, taps, c);
  EXPECT_EQ(keys.draft.attackers, taps.draft.attackers);
  EXPECT_EQ(keys.draft.defenders, taps.draft.defenders);
  const auto full = keys.draftOdds();
  ASSERT_TRUE(std::holds_alternative<int>(full)) << std::get<nlb::Refusal>(full).why;
  const int top = std::get<int>(full);
  ASSERT_GT(top, 0) << "the position should give more than the lowest column";
  // A digit above the full odds means nothing; the full odds' digit takes a request back.
  EXPECT_FALSE(nlb::ui::playKey(keys, c, Key::Odds, top + 1));
  EXPECT_TRUE(nlb::ui::playKey(keys, c, Key::Odds, 0));
  EXPECT_EQ(std::get<int>(keys.draftOdds()), 0);
  EXPECT_TRUE(nlb::ui::playKey(keys, c, Key::Odds, top));
  EXPECT_EQ(keys.draft.odds, -1);
  EXPECT_TRUE(nlb::ui::playKey(keys, c, Key::Odds, top - 1));
  taps.draft.odds = top - 1;
  keys.forceDiceForTest({6});
  taps.forceDiceForTest({6});
  EXPECT_TRUE(nlb::ui::playKey(keys, c, Key::Attack));
  taps.declareDraft();
  ASSERT_TRUE(keys.lastCombat.has_value());
  EXPECT_EQ(keys.lastCombat->column, top - 1);
  expectSameGame(keys, taps);
}

TEST(NlbKeys, Ruling_N12_EachCombatResultSettledByKeys_SameRecordAsTaps) {
  // Every die face at every column up to the full odds (the digits): retreats by Enter on a
  // highlighted hex, Ex losses by Enter on the attackers and L, an advance declined by N, the
  // batteries' stay by N.
  std::vector<std::string> steps;
  for (int k = 0; k < 6 * 8; ++k) {
    const int die = 1 + k % 6, column = k / 6;
    Play keys(7, false), taps(7, false);
    StackCursor c;
    [[maybe_unused]] const Fight f = draftFight(keys, taps, c);
    if (!nlb::ui::playKey(keys, c, Key::Odds, column)) {
      ASSERT_GT(column, 0) << std::get<nlb::Refusal>(keys.draftOdds()).why;
      break;  // above the full odds: every column was tried
    }
    taps.draft.odds = keys.draft.odds;
    keys.forceDiceForTest({die});
    taps.forceDiceForTest({die});
    EXPECT_TRUE(nlb::ui::playKey(keys, c, Key::Attack));
    taps.declareDraft();
    for (int guard = 0; guard < 10 && keys.step() != "declare-attack"; ++guard) {
      const std::string st = keys.step();
      steps.push_back(st);
      if (st == "lose") {
        const int u = taps.pending().front();
        taps.tapUnit(u);
        taps.loseChosen();
        enterAt(keys, c, where(keys, u));
        EXPECT_EQ(keys.losses, std::vector<int>{u});
        EXPECT_TRUE(nlb::ui::playKey(keys, c, Key::Losses));
      } else if (st == "advance" || st == "artillery-retreat") {
        taps.decline();
        EXPECT_TRUE(nlb::ui::playKey(keys, c, Key::Decline));
      } else if (st == "retreat") {
        const int to = taps.targets().front();
        taps.tapHex(to);
        walk(c, keys, hexOf(keys, to));
        // An empty hex, or a friend's: Enter taps the counter there, which the controller
        // takes as the hex (Play::tapUnit).
        EXPECT_TRUE(nlb::ui::playKey(keys, c, Key::Act));
      } else {
        ADD_FAILURE() << "unexpected step " << st;
        break;
      }
      ASSERT_EQ(record(keys), record(taps)) << "die " << die << " column " << column << " " << st;
    }
    expectSameGame(keys, taps);
    EXPECT_EQ(keys.step(), "declare-attack") << "die " << die;
  }
  // The dice met at least a retreat or an advance and the Ex losses.
  EXPECT_NE(std::find(steps.begin(), steps.end(), "lose"), steps.end());
  EXPECT_TRUE(std::find(steps.begin(), steps.end(), "retreat") != steps.end() ||
              std::find(steps.begin(), steps.end(), "advance") != steps.end());
}

TEST(NlbKeys, Ruling_N13_BombardmentByEnterOnTheBattery_SameRecordAsTaps) {
  Play keys(3, false), taps(3, false);
  StackCursor c;
  for (Play* p : {&keys, &taps}) {
    nlb::Game& g = p->gameForTest();
    g.editSet(1, Phase::FrenchCombat, 0, 0, 0, 0, 0);
    g.editClear();
    g.editPlace(unit(*p, "fr-art-gd"), hex(*p, "1412"));
  }
  const int battery = unit(taps, "fr-art-gd");
  taps.selected = battery;
  const std::vector<int> seen = taps.seen();
  taps.selected = -1;
  ASSERT_FALSE(seen.empty());
  for (Play* p : {&keys, &taps}) p->gameForTest().editPlace(unit(*p, "aa-brn"), seen.front());
  taps.tapUnit(battery);
  taps.tapUnit(unit(taps, "aa-brn"));
  enterAt(keys, c, hex(keys, "1412"));
  EXPECT_EQ(keys.draft.bombarders, std::vector<int>{battery});  // no enemy adjacent: bombards
  EXPECT_EQ(keys.selected, battery);                            // its line of sight shows
  enterAt(keys, c, seen.front());
  keys.forceDiceForTest({6});
  taps.forceDiceForTest({6});
  EXPECT_TRUE(nlb::ui::playKey(keys, c, Key::Attack));
  taps.declareDraft();
  ASSERT_TRUE(keys.lastCombat.has_value());
  EXPECT_EQ(keys.lastCombat->bombarders, std::vector<int>{battery});
  expectSameGame(keys, taps);
}

TEST(NlbKeys, HotSeatHandOverTakesOnlyReady) {
  Play p(4, false);
  StackCursor c;
  nlb::Game& g = p.gameForTest();
  g.editClear();
  g.editSet(1, Phase::FrenchCombat, 0, 0, 0, 0, 0);
  g.editPlace(unit(p, "fr-1-i"), hex(p, "1215"));
  g.editPlace(unit(p, "aa-det"), hex(p, "0510"));
  EXPECT_TRUE(nlb::ui::playKey(p, c, Key::EndPhase));  // E: "End combat"
  ASSERT_TRUE(p.handover.has_value());
  EXPECT_EQ(*p.handover, 1);
  ASSERT_TRUE(nlb::ui::moveCursor(c, p.game(), CursorKey::Up, false, false, naw::parseHex("0510")));
  EXPECT_FALSE(nlb::ui::playKey(p, c, Key::Act));  // the board is hidden
  EXPECT_FALSE(nlb::ui::playKey(p, c, Key::EndPhase));
  EXPECT_TRUE(nlb::ui::playKey(p, c, Key::Ready));
  EXPECT_FALSE(p.handover.has_value());
  EXPECT_TRUE(nlb::ui::playKey(p, c, Key::Act));  // now the Allied player's tap
  EXPECT_EQ(p.selected, unit(p, "aa-det"));
}

TEST(NlbKeys, Ruling_N15_ReinforcementByIThenEnterOnAnEntryHex_SameRecordAsTaps) {
  // The first turn whose Allied movement has a reinforcement due.
  for (int turn = 1; turn <= nlb::kTurns; ++turn) {
    Play keys(9, false), taps(9, false);
    for (Play* p : {&keys, &taps}) p->gameForTest().editSet(turn, Phase::AlliedMove, 0, 0, 0, 0, 0);
    const nlb::Game& g = taps.game();
    int due = -1;
    for (int u = 0; u < g.unitCount() && due < 0; ++u)
      if (where(taps, u) == nlb::kInPool && g.sideOf(u) == 1 && g.reinforcementDue(u)) due = u;
    if (due < 0) continue;
    StackCursor c;
    EXPECT_TRUE(nlb::ui::playKey(keys, c, Key::Reinforcement));
    EXPECT_EQ(keys.selected, due);  // the panel's first reinforcement button
    const int entry = g.entryHexes().front();
    taps.select(due);
    taps.tapHex(entry);
    enterAt(keys, c, entry);
    EXPECT_EQ(where(keys, due), entry);
    expectSameGame(keys, taps);
    return;
  }
  FAIL() << "no turn with an Allied reinforcement due";
}
