// Waterloo 20 by the keyboard alone (src/games/w20/ui/w20_keys.h, issue 14 item 2) on real
// positions: the cursor's steps on W20's grid (ruling W4: the standard game's layout, even
// columns half a hex lower) go the way the arrow points on screen, flipped too; a player turn
// played by key presses gives the same record and game as the same turn by taps and panel
// buttons (set-up, moves, hand-overs, the attack declared, resolved, the Morale Point declined,
// the differential lowered, 9.6, and rolled); the undo key shows the engine's refusal (6.24)
// and Escape clears it; the keys do nothing for a side that does not play here (W29).
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "games/w20/map.h"
#include "hex.h"
#include "w20_keys.h"

namespace w20::ui {
namespace {

int H(const char* ccrr) { return parseHex(ccrr); }
int U(const char* id) { return Game::roster().find(id); }
naw::Point centre(int hex) { return naw::hexCenter(naw::Hex{colOf(hex), rowOf(hex)}, 1.0); }

constexpr Arrow kArrows[] = {Arrow::Up, Arrow::Down, Arrow::Left, Arrow::Right};

// Each arrow moves the cursor's centre that way on screen (y grows downwards); Left/Right
// without Shift keep the printed row (half a hex up or down at most), so a held key runs
// straight across the map.
TEST(W20Keys, Ruling_W4_EachArrowMovesTheCursorThatWayOnScreen) {
  for (const char* from : {"1420", "1520", "0101", "2226", "0826"}) {
    const int h = H(from);
    for (Arrow a : kArrows)
      for (bool shift : {false, true}) {
        const int to = cursorStep(h, a, shift, false);
        if (to == kNoHex) continue;  // off the map's edge
        EXPECT_EQ(hexDistance(h, to), 1) << from;
        const naw::Point p = centre(h), q = centre(to);
        const double dx = q.x - p.x, dy = q.y - p.y;
        switch (a) {
          case Arrow::Up:
            EXPECT_LT(dy, -0.5) << from;
            EXPECT_NEAR(dx, 0, 1e-9) << from;
            break;
          case Arrow::Down:
            EXPECT_GT(dy, 0.5) << from;
            EXPECT_NEAR(dx, 0, 1e-9) << from;
            break;
          case Arrow::Left:
          case Arrow::Right:
            EXPECT_TRUE(a == Arrow::Left ? dx < -1 : dx > 1) << from;
            EXPECT_LT(std::abs(dy), 0.9) << from;
            if (!shift) {
              EXPECT_EQ(rowOf(to), rowOf(h)) << from;  // the same printed row
            }
            break;
        }
      }
  }
  // Held Right from 1420 stays on row 20, zig-zagging half a hex; Shift takes the other hex.
  EXPECT_EQ(cursorStep(H("1420"), Arrow::Right, false, false), H("1520"));
  EXPECT_EQ(cursorStep(H("1520"), Arrow::Right, false, false), H("1620"));
  EXPECT_EQ(cursorStep(H("1420"), Arrow::Right, true, false), H("1521"));
  EXPECT_EQ(cursorStep(H("1520"), Arrow::Right, true, false), H("1619"));
}

// The six hexsides of a hex are all reached by the arrows with and without Shift.
TEST(W20Keys, Ruling_W4_TheArrowsReachAllSixNeighbours) {
  for (const char* from : {"1420", "1519", "0813"}) {
    const int h = H(from);
    std::set<int> keys, sides;
    for (Arrow a : kArrows)
      for (bool shift : {false, true}) keys.insert(cursorStep(h, a, shift, false));
    for (int d = 0; d < kDirs; ++d) sides.insert(theMap().neighbour(h, d));
    EXPECT_EQ(keys, sides) << from;
  }
}

// Flipped (players facing each other), the screen is turned: Up goes to the map's south,
// Right to its west, so each key still points where it says on screen.
TEST(W20Keys, Ruling_W4_FlippedTheKeysKeepTheirScreenDirections) {
  const int h = H("1420");
  EXPECT_EQ(cursorStep(h, Arrow::Up, false, true), H("1421"));
  EXPECT_EQ(cursorStep(h, Arrow::Down, false, true), H("1419"));
  for (bool shift : {false, true}) {
    EXPECT_LT(colOf(cursorStep(h, Arrow::Right, shift, true)), colOf(h));
    EXPECT_GT(colOf(cursorStep(h, Arrow::Left, shift, true)), colOf(h));
  }
}

// The first press shows the cursor where the page says; at the map's edge it stays.
TEST(W20Keys, Ruling_W4_TheCursorShowsThenStopsAtTheMapsEdge) {
  HexCursor c;
  EXPECT_FALSE(c.shown());
  EXPECT_FALSE(moveCursor(c, Arrow::Up, false, false, kNoHex));
  ASSERT_TRUE(moveCursor(c, Arrow::Up, false, false, H("0101")));
  EXPECT_EQ(c.at, H("0101"));  // shown, not moved
  EXPECT_FALSE(moveCursor(c, Arrow::Up, false, false, kNoHex));
  EXPECT_FALSE(moveCursor(c, Arrow::Left, false, false, kNoHex));
  EXPECT_EQ(c.at, H("0101"));
  EXPECT_TRUE(moveCursor(c, Arrow::Right, false, false, kNoHex));
  EXPECT_EQ(c.at, H("0201"));
  c.at = H("2226");
  EXPECT_FALSE(moveCursor(c, Arrow::Right, false, false, kNoHex));
  EXPECT_FALSE(moveCursor(c, Arrow::Down, false, false, kNoHex));
  EXPECT_EQ(nearestHex(-3, 40), H("0126"));
  EXPECT_EQ(nearestHex(14, 20), H("1420"));
}

// Moves the cursor to `to` by arrow presses (the one that brings it nearest each time).
void walk(HexCursor& c, int to) {
  for (int guard = 0; guard < 60 && c.at != to; ++guard) {
    int best = kNoHex;
    Arrow key = Arrow::Up;
    bool shift = false;
    for (Arrow a : kArrows)
      for (bool s : {false, true}) {
        const int n = cursorStep(c.at, a, s, false);
        if (n != kNoHex && (best == kNoHex || hexDistance(n, to) < hexDistance(best, to)))
          best = n, key = a, shift = s;
      }
    ASSERT_TRUE(moveCursor(c, key, shift, false, kNoHex));
  }
  ASSERT_EQ(c.at, to);
}

struct KeyPlayer {
  Play p{5, Options{}};
  HexCursor c;
  bool key(Key k, int index = 0) { return playKey(p, c, k, index); }
  void enterAt(const char* hex) {
    if (!c.shown()) moveCursor(c, Arrow::Up, false, false, H(hex));
    walk(c, H(hex));
    EXPECT_TRUE(key(Key::Act)) << hex;
  }
  // E until the phase is `phase` and its side holds the board (Enter on each hand-over).
  void endUntil(Phase phase) {
    for (int guard = 0; guard < 8 && (p.game().state().phase != phase || p.handover); ++guard)
      ASSERT_TRUE(key(p.handover ? Key::Ready : Key::EndPhase));
    ASSERT_EQ(p.game().state().phase, phase);
  }
};

// The French player's first turn to the roll of his attack, by key presses: the same record
// and game as by the taps and buttons of w20_play_test.cpp (same seed, so the same dice).
TEST(W20Keys, Feature_AFrenchTurnByKeysGivesTheSameGameAsByTaps) {
  // By taps and the panel's buttons.
  Play t(5, Options{});
  t.handover.reset();
  t.tapHex(H("0212"));  // the Allied dummy (W3)
  t.handover.reset();
  t.tapHex(H("0817"));  // the French dummy
  t.tapHex(H("1520"));  // fr-iv
  t.tapHex(H("1719"));
  t.tapHex(H("1720"));  // fr-cav-i
  t.tapHex(H("1818"));
  auto pressEnd = [&] {
    for (const Action& a : t.choices())
      if (a.kind == ActionKind::End) return t.submit(a);
    return false;
  };
  for (int guard = 0; guard < 8 && (t.game().state().phase != Phase::FrenchCombat || t.handover);
       ++guard)
    if (t.handover)
      t.handover.reset();
    else
      ASSERT_TRUE(pressEnd());
  for (const char* h : {"1719", "1818", "1718"}) t.tapHex(H(h));
  ASSERT_TRUE(t.declareDraft());
  ASSERT_TRUE(pressEnd());  // end the declarations
  ASSERT_EQ(t.choices().front().kind, ActionKind::Resolve);
  ASSERT_TRUE(t.submit(t.choices().front()));
  t.handover.reset();
  ASSERT_EQ(t.step().owed, Owed::Defend);  // the Allies' Morale Point (12.32): declined
  for (const Action& a : t.choices())
    if (a.kind == ActionKind::Defend && !a.flag) {
      ASSERT_TRUE(t.submit(a));
      break;
    }
  t.handover.reset();
  ASSERT_EQ(t.step().owed, Owed::Roll);
  ASSERT_TRUE(t.lowerDiff());
  ASSERT_TRUE(t.submit(t.withChosenDiff(t.choices().front())));

  // By keys: Enter on the hand-overs and at the cursor, E, D, R, N, -, R.
  KeyPlayer k;
  EXPECT_FALSE(k.key(Key::Act));  // behind the hand-over the board takes nothing
  ASSERT_TRUE(k.key(Key::Ready));
  k.enterAt("0212");
  ASSERT_TRUE(k.key(Key::Ready));
  k.enterAt("0817");
  ASSERT_EQ(k.p.game().state().phase, Phase::FrenchMove);
  k.enterAt("1520");
  EXPECT_EQ(k.p.selected, U("fr-iv"));
  k.enterAt("1719");
  EXPECT_EQ(k.p.game().unit(U("fr-iv")).hex, H("1719"));
  k.enterAt("1720");
  k.enterAt("1818");
  k.endUntil(Phase::FrenchCombat);
  for (const char* h : {"1719", "1818", "1718"}) k.enterAt(h);
  EXPECT_EQ(k.p.draft.attackers, bit(U("fr-iv")) | bit(U("fr-cav-i")));
  EXPECT_EQ(k.p.draft.defenders, bit(U("pr-iii")));
  ASSERT_TRUE(k.key(Key::Declare));
  EXPECT_FALSE(k.key(Key::Declare));  // the draft is gone: nothing to declare
  ASSERT_TRUE(k.key(Key::EndPhase));
  ASSERT_TRUE(k.key(Key::Roll));  // R in the resolve step: the next combat
  ASSERT_TRUE(k.key(Key::Ready));
  EXPECT_FALSE(k.key(Key::Lower));  // the defender's step: no differential to lower
  ASSERT_TRUE(k.key(Key::Decline));
  ASSERT_TRUE(k.key(Key::Ready));
  ASSERT_TRUE(k.key(Key::Lower));
  ASSERT_TRUE(k.key(Key::Lower));
  ASSERT_TRUE(k.key(Key::Raise));  // one column below the computed differential, as t
  ASSERT_TRUE(k.key(Key::Roll));

  ASSERT_EQ(k.p.record().actions.size(), t.record().actions.size());
  for (std::size_t i = 0; i < t.record().actions.size(); ++i)
    EXPECT_TRUE(k.p.record().actions[i] == t.record().actions[i]) << i;
  EXPECT_EQ(k.p.game().hash(), t.game().hash());
  ASSERT_TRUE(k.p.lastCombat.has_value());
  EXPECT_TRUE(k.p.record().actions.back().lowered);
}

// 6.24: moves are final. Z shows the engine's refusal of an undo with its case, changes and
// records nothing; Escape clears the refusal, then the selection, then the draft.
TEST(W20Keys, Rule_6_24_TheUndoKeyShowsTheEnginesRefusalAndEscapeClearsIt) {
  KeyPlayer k;
  k.key(Key::Ready);
  k.enterAt("0212");
  k.key(Key::Ready);
  k.enterAt("0817");
  k.enterAt("1520");
  k.enterAt("1719");
  const std::uint64_t hash = k.p.game().hash();
  const std::size_t n = k.p.record().actions.size();
  ASSERT_TRUE(k.key(Key::Undo));
  ASSERT_TRUE(k.p.refusal.has_value());
  EXPECT_EQ(k.p.refusal->rule, "6.24");
  EXPECT_EQ(k.p.game().hash(), hash);
  EXPECT_EQ(k.p.record().actions.size(), n);
  EXPECT_EQ(k.p.game().unit(U("fr-iv")).hex, H("1719"));
  ASSERT_EQ(k.p.selected, U("fr-iv"));  // still selected after its move
  ASSERT_TRUE(k.key(Key::Cancel));
  EXPECT_FALSE(k.p.refusal.has_value());
  EXPECT_EQ(k.p.selected, U("fr-iv"));  // the first Escape clears the refusal only
  ASSERT_TRUE(k.key(Key::Cancel));
  EXPECT_EQ(k.p.selected, kNoUnit);
  EXPECT_FALSE(k.key(Key::Cancel));  // nothing left to cancel
  EXPECT_EQ(k.p.game().hash(), hash);
}

// W29: the keys act only for the side that plays here: nothing behind a hand-over, nothing
// for the other side of a game by link, and the hand-over's Enter only when there is one.
TEST(W20Keys, Ruling_W29_KeysActOnlyForTheSidePlayingHere) {
  KeyPlayer k;
  k.c.at = H("0212");
  for (Key key : {Key::Act, Key::EndPhase, Key::Undo, Key::Roll, Key::NextUnit})
    EXPECT_FALSE(k.key(key));
  EXPECT_TRUE(k.key(Key::Ready));
  EXPECT_FALSE(k.key(Key::Ready));
  k.p.linkSide = Side::French;  // the Allies set up in the other browser
  EXPECT_FALSE(k.key(Key::Act));
  EXPECT_EQ(k.p.game().unit(U("al-dummy")).status, UnitStatus::Pending);
  k.p.linkSide = Side::Allied;
  EXPECT_TRUE(k.key(Key::Act));
  EXPECT_EQ(k.p.game().unit(U("al-dummy")).hex, H("0212"));
}

// W3 (free set-up): U walks the panel's list of units to set up, round; Enter deploys the
// one selected at the cursor as a tap does; the digits press the step's numbered buttons.
TEST(W20Keys, Ruling_W3_UWalksTheUnitsToSetUp) {
  KeyPlayer k;
  Options free;
  free.freeSetup = true;
  k.p = Play(5, free);
  k.key(Key::Ready);
  bool deploying = false;
  const std::uint32_t listed = listedUnits(k.p, &deploying);
  ASSERT_TRUE(deploying);
  int n = 0;
  for (int u = 0; u < kUnits; ++u) n += (listed >> u) & 1;
  ASSERT_GE(n, 2);
  std::set<int> seen;
  for (int i = 0; i < n; ++i) {
    ASSERT_TRUE(k.key(Key::NextUnit));
    EXPECT_TRUE(listed & bit(k.p.selected));
    seen.insert(k.p.selected);
  }
  EXPECT_EQ(static_cast<int>(seen.size()), n);  // every one, each once, then round again
  const int first = *seen.begin();
  while (k.p.selected != first) ASSERT_TRUE(k.key(Key::NextUnit));
  const std::vector<int> t = k.p.targets();
  ASSERT_FALSE(t.empty());
  k.c.at = t.front();
  ASSERT_TRUE(k.key(Key::Act));
  EXPECT_EQ(k.p.game().unit(first).hex, t.front());
  EXPECT_FALSE(k.key(Key::Button, 8));  // no ninth button in a set-up
}

}  // namespace
}  // namespace w20::ui
