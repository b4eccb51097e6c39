// The replay of Waterloo 20 (issue 14, item 4; src/modules/w20_timeline.h and
// src/games/w20/ui/w20_replay_text.h): moment k of a seeded random game is the game after its
// first k actions (state hash), phase steps land on phase starts, "play on from here" makes a
// record of the first k actions and leaves the original alone, a game by link replays its
// committed dice; and the fog of war (W29): for an unfinished game every moment's counters
// and every line of the moves list, as side S reads them, name no enemy counter face down to
// S (or not yet on the map) at that moment; a finished game shows every counter.
#include <gtest/gtest.h>

#include <string>
#include <variant>
#include <vector>

#include "games/w20/random_player.h"
#include "i18n.h"
#include "persist/w20_link_util.h"
#include "replay_cursor.h"
#include "ui/french_reading.h"
#include "w20_module.h"
#include "w20_replay_text.h"
#include "w20_timeline.h"

namespace {

using modules::W20Replayed;

struct Played {
  w20::Replay record;
  std::vector<std::uint64_t> hashes;  // hashes[k]: after k actions
};

Played playLocal(std::uint64_t seed, const w20::Options& o, int n) {
  Played p{w20::Replay{seed, o, {}, std::nullopt}, {}};
  w20::Game g = w20::Game::newGame(seed, o);
  w20::RandomPlayer player(seed + 7);
  p.hashes.push_back(g.hash());
  for (int i = 0; i < n && !g.over(); ++i) {
    const w20::Action a = player.choose(g);
    EXPECT_TRUE(std::holds_alternative<w20::Outcome>(g.apply(a)));
    p.record.actions.push_back(a);
    p.hashes.push_back(g.hash());
  }
  return p;
}

W20Replayed built(std::variant<std::string, W20Replayed> r) {
  if (auto* e = std::get_if<std::string>(&r)) ADD_FAILURE() << *e;
  return std::get<W20Replayed>(std::move(r));
}

const w20::Game& gameAt(modules::Timeline& t, std::size_t k) { return *modules::w20Game(t.at(k)); }

w20::Options withSetup(bool free) {
  w20::Options o;
  o.freeSetup = free;
  return o;
}

TEST(W20Replay, MomentKIsTheGameAfterKActions) {
  for (std::uint64_t seed : {3u, 8u}) {
    for (bool free : {false, true}) {
      const Played p = playLocal(seed, withSetup(free), 400);
      W20Replayed r = built(modules::w20Timeline(p.record));
      ASSERT_EQ(r.timeline.length(), p.record.actions.size());
      for (std::size_t k = 0; k <= r.timeline.length(); ++k)  // forwards
        ASSERT_EQ(r.timeline.at(k).hash(), p.hashes[k]) << "seed " << seed << " moment " << k;
      for (std::size_t k = r.timeline.length() + 1; k-- > 0;)  // and backwards (snapshots)
        ASSERT_EQ(r.timeline.at(k).hash(), p.hashes[k]) << "seed " << seed << " moment " << k;
    }
  }
}

TEST(W20Replay, PhaseStepsLandOnPhaseStarts) {
  const Played p = playLocal(5, withSetup(false), 300);
  modules::ReplayCursor c;
  c.open(built(modules::w20Timeline(p.record)).timeline, 0);
  int phases = 0;
  while (c.moment() < c.length()) {
    const std::size_t before = c.moment();
    c.stepPhases(+1);
    ASSERT_GT(c.moment(), before);
    if (c.moment() == c.length()) break;
    ++phases;
    const core::AnyStep now = c.timeline()->entry(c.moment()).before;
    const core::AnyStep prev = c.timeline()->entry(c.moment() - 1).before;
    EXPECT_TRUE(now.turn != prev.turn || now.phase != prev.phase) << c.moment();
    for (std::size_t m = before + 1; m < c.moment(); ++m) {  // no phase start skipped
      const core::AnyStep a = c.timeline()->entry(m - 1).before, b = c.timeline()->entry(m).before;
      EXPECT_TRUE(a.turn == b.turn && a.phase == b.phase) << m;
    }
  }
  EXPECT_GT(phases, 5);
  c.stepPhases(-1);
  const core::AnyStep at = c.timeline()->entry(c.moment()).before;
  EXPECT_TRUE(c.moment() == 0 || at.turn != c.timeline()->entry(c.moment() - 1).before.turn ||
              at.phase != c.timeline()->entry(c.moment() - 1).before.phase);
}

TEST(W20Replay, PlayOnFromAMomentIsANewRecordOfItsFirstActions) {
  const Played p = playLocal(11, withSetup(true), 200);
  const w20::Replay original = p.record;
  W20Replayed r = built(modules::w20Timeline(p.record));
  for (std::size_t k : {std::size_t(0), std::size_t(57), p.record.actions.size()}) {
    auto b = modules::branchW20(p.record, k, r.timeline.at(k).hash());
    ASSERT_TRUE(std::holds_alternative<w20::Replay>(b));
    const w20::Replay& branch = std::get<w20::Replay>(b);
    EXPECT_EQ(branch.actions.size(), k);
    auto played = w20::playReplay(branch);
    ASSERT_TRUE(std::holds_alternative<w20::Game>(played));
    EXPECT_EQ(std::get<w20::Game>(played).hash(), p.hashes[k]);
  }
  EXPECT_EQ(w20::encodeReplay(p.record), w20::encodeReplay(original));  // untouched
  // A moment the seed does not reach (another game's hash), and one past the end.
  EXPECT_EQ(std::get<modules::BranchRefusal>(modules::branchW20(p.record, 9, p.hashes[10])),
            modules::BranchRefusal::DiceNotSeeded);
  EXPECT_EQ(std::get<modules::BranchRefusal>(
                modules::branchW20(p.record, p.record.actions.size() + 1, p.hashes.back())),
            modules::BranchRefusal::Range);
}

// The enemy counters S may not know at a moment: face down on the map, or not yet entered
// (the engine's View as the oracle: its ViewUnits without identity, and the pending ones it
// leaves out).
std::vector<int> unknownTo(const w20::Game& g, w20::Side s) {
  std::vector<int> out;
  for (int u = 0; u < w20::kUnits; ++u) {
    const w20::UnitState& us = g.unit(u);
    if (w20::Game::roster()[u].side != s && ((us.status == w20::UnitStatus::Map && !us.faceUp) ||
                                             us.status == w20::UnitStatus::Pending))
      out.push_back(u);
  }
  return out;
}

// Whether `text` names unit `u` by its id (a whole word of naw-cli's words).
bool names(const std::string& text, int u) {
  const std::string id = w20::Game::roster()[u].id;
  for (std::size_t at = text.find(id); at != std::string::npos; at = text.find(id, at + 1)) {
    auto sep = [](char c) { return c == ' ' || c == ',' || c == '=' || c == ':'; };
    const bool start = at == 0 || sep(text[at - 1]);
    const bool end = at + id.size() == text.size() || sep(text[at + id.size()]);
    if (start && end) return true;
  }
  return false;
}

// Every moment of `r` as side S reads it: no counter drawn with the identity of an enemy face
// down to S, no move's line naming one. Returns how many lines masked a counter (some must,
// or the test proves nothing).
int checkFog(W20Replayed& r, w20::Side s) {
  naw::ui::setLanguage(naw::ui::Lang::En);
  const w20::ui::ReplayTexts texts = w20::ui::replayTexts(r.start, r.actions, r.dice, s);
  EXPECT_EQ(texts.moves.size(), r.timeline.length());
  const w20::ui::ReplayTexts open = w20::ui::replayTexts(r.start, r.actions, r.dice, std::nullopt);
  int masked = 0;
  for (std::size_t k = 0; k <= r.timeline.length(); ++k) {
    const w20::Game& g = gameAt(r.timeline, k);
    const w20::View v = w20::ui::replayView(g, s);
    for (int i = 0; i < v.nUnits; ++i) {
      const w20::ViewUnit& vu = v.units[std::size_t(i)];
      if (vu.unit == w20::kNoUnit) continue;
      const w20::UnitState& us = g.unit(vu.unit);
      EXPECT_FALSE(vu.side != s && us.status == w20::UnitStatus::Map && !us.faceUp)
          << "moment " << k << " draws " << w20::Game::roster()[vu.unit].id;
      EXPECT_FALSE(vu.side != s && us.status == w20::UnitStatus::Pending) << "moment " << k;
    }
    if (k == 0 || k > texts.moves.size()) continue;
    for (int u : unknownTo(g, s)) {  // moment k: just after action k - 1
      EXPECT_FALSE(names(texts.moves[k - 1], u)) << "move " << k - 1 << ": " << texts.moves[k - 1];
      if (names(open.moves[k - 1], u)) ++masked;
    }
  }
  return masked;
}

TEST(W20Replay, Ruling_W29_AnUnfinishedGameShowsNoFaceDownEnemyCounter) {
  int masked = 0;
  for (std::uint64_t seed : {2u, 6u})
    for (bool free : {false, true}) {
      const Played p = playLocal(seed, withSetup(free), 120);
      W20Replayed r = built(modules::w20Timeline(p.record));
      ASSERT_FALSE(gameAt(r.timeline, r.timeline.length()).over());
      for (w20::Side s : {w20::Side::French, w20::Side::Allied}) masked += checkFog(r, s);
    }
  EXPECT_GT(masked, 20);  // moves of face-down counters were listed, by their markers
}

// Issue 14 item 1: a French reader's moves list is plain French (no naw-cli command or
// key=value word such as "die=4", no English text of the tl. and w20. entries), each die and
// result said in words, for a side's view and with the fog lifted.
TEST(W20Replay, FrenchReaderReadsTheMovesInFrench) {
  const Played p = playLocal(4, withSetup(true), 100000);
  W20Replayed r = built(modules::w20Timeline(p.record));
  naw::ui::setLanguage(naw::ui::Lang::Fr);
  const auto english = naw::ui::testing::englishPieces({"tl.", "w20.", "side."});
  int dice = 0;
  for (std::optional<w20::Side> viewer :
       {std::optional<w20::Side>(w20::Side::French), std::optional<w20::Side>()}) {
    const w20::ui::ReplayTexts t = w20::ui::replayTexts(r.start, r.actions, r.dice, viewer);
    EXPECT_EQ(t.moves.size(), r.actions.size());
    for (const std::string& line : t.moves) {
      naw::ui::testing::expectPlainFrench(line, english);
      for (const char* command : {"move", "deploy", "declare", "roll", "retreat", "end"})
        EXPECT_EQ(line.find(std::string(": ") + command + " "), std::string::npos) << line;
      dice += line.find(" dé ") != std::string::npos;
    }
  }
  naw::ui::setLanguage(naw::ui::Lang::En);
  EXPECT_GT(dice, 10);  // dice were rolled and said
}

TEST(W20Replay, Ruling_W29_AFinishedGameLiftsTheFog) {
  const Played p = playLocal(4, withSetup(true), 100000);
  W20Replayed r = built(modules::w20Timeline(p.record));
  const w20::Game& end = gameAt(r.timeline, r.timeline.length());
  ASSERT_TRUE(end.over());
  const w20::View v = w20::ui::replayView(end, std::nullopt);
  int onMap = 0;
  for (int i = 0; i < v.nUnits; ++i) {
    const w20::ViewUnit& vu = v.units[std::size_t(i)];
    EXPECT_NE(vu.unit, w20::kNoUnit);
    if (vu.unit != w20::kNoUnit) {
      EXPECT_EQ(w20::Game::roster()[vu.unit].side, vu.side);
      EXPECT_EQ(end.unit(vu.unit).marker, vu.marker);
      onMap += vu.status == w20::UnitStatus::Map;
    }
  }
  EXPECT_GT(onMap, 0);
}

// A game by link replays from both players' commitments: each die the committed one (the
// seeded generator would roll others), the moves of the enemy's face-down counters under the
// match's hypothesis, never shown to this side.
TEST(W20Replay, GamesByLinkReplayTheirCommittedDice) {
  using namespace w20test;
  Pair p = startPair(21, freeSetup());
  playRandom(p, 160, 5, false);
  for (W20Match* m : {&p.fr, &p.al}) {
    W20Replayed r = built(modules::w20MatchTimeline(*m));
    std::size_t actions = 0;
    for (const Entry& e : m->record().log) actions += !e.reveal;
    EXPECT_EQ(r.timeline.length(), actions);
    EXPECT_GT(actions, 100u);
    EXPECT_EQ(r.timeline.at(r.timeline.length()).hash(), m->game().hash());
    EXPECT_GT(checkFog(r, m->side()), 0);
  }
}

}  // namespace
