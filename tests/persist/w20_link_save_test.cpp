// Saves of a Waterloo 20 game by link (w20_link_save.h): each player's save reopens to the
// same game and plays on, and holds that player's secret only; the page's screen, applying
// an action with the match's next dice forced, reaches the match's own game.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <map>
#include <sstream>
#include <variant>

#include "fixture_lines.h"
#include "primitives.h"
#include "registry.h"
#include "w20_link_save.h"
#include "w20_link_util.h"
#include "w20_module.h"
#include "w20_timeline.h"

namespace {

using namespace w20test;
using modules::LoadedW20Match;
using modules::loadW20Match;
using modules::saveW20Match;

persist::SaveMeta meta() {
  persist::SaveMeta m;
  m.name = "Waterloo 20 by link";
  return m;
}

W20Match reopened(const W20Match& m) {
  auto saved = saveW20Match(m, meta());
  EXPECT_TRUE(std::holds_alternative<std::string>(saved));
  auto loaded = loadW20Match(std::get<std::string>(saved));
  EXPECT_TRUE(std::holds_alternative<LoadedW20Match>(loaded))
      << std::get<persist::Error>(loaded).message;
  EXPECT_TRUE(std::get<LoadedW20Match>(loaded).stateMatches);
  EXPECT_EQ(std::get<LoadedW20Match>(loaded).meta.name, "Waterloo 20 by link");
  return std::get<LoadedW20Match>(loaded).match;
}

persist::Bytes saveBytes(const W20Match& m) {
  const std::string text = std::get<std::string>(saveW20Match(m, meta()));
  persist::Bytes b;
  EXPECT_TRUE(persist::base64urlDecode(text.substr(text.find(':') + 1), b));
  return b;
}

// Saves and links are bit-packed (primitives.h, low bit first): a secret's bytes may start at
// any bit. True when `needle` is in `hay` at any bit offset (its whole bytes after the first).
bool holds(const persist::Bytes& hay, const std::uint8_t* needle, std::size_t n) {
  for (int k = 0; k < 8; ++k) {
    persist::Bytes p;
    for (std::size_t j = 0; j + 1 < n; ++j)
      p.push_back(static_cast<std::uint8_t>(
          k == 0 ? needle[j + 1] : (needle[j] >> (8 - k)) | (needle[j + 1] << k)));
    if (std::search(hay.begin(), hay.end(), p.begin(), p.end()) != hay.end()) return true;
  }
  return false;
}
persist::Bytes linkBytes(W20Match& m) {
  persist::Bytes b;
  EXPECT_TRUE(persist::base64urlDecode(m.link(), b));
  return b;
}

TEST(W20LinkSave, EachPlayersSaveReopensToTheSameGameAndPlaysOn) {
  for (const w20::Options& o : {freeSetup(), w20::Options{}}) {
    Pair p = startPair(7, o);
    playRandom(p, 60, 11);
    Pair q{reopened(p.fr), reopened(p.al)};
    for (auto [a, b] : {std::pair{&p.fr, &q.fr}, std::pair{&p.al, &q.al}}) {
      EXPECT_EQ(a->game().hash(), b->game().hash());
      EXPECT_EQ(a->myTurn(), b->myTurn());
      EXPECT_EQ(a->awaitingAnswer(), b->awaitingAnswer());
      EXPECT_EQ(a->link(), b->link());
    }
    // The reopened pair plays on exactly as the first: same links, same games.
    playRandom(p, 40, 12);
    playRandom(q, 40, 12);
    EXPECT_EQ(p.fr.game().hash(), q.fr.game().hash());
    EXPECT_EQ(p.al.link(), q.al.link());
  }
}

TEST(W20LinkSave, Ruling_W29_ASaveHoldsOnlyItsOwnPlayersSecret) {
  Pair p = startPair(3, freeSetup());
  playRandom(p, 30, 5);
  persist::Bytes fr = saveBytes(p.fr), al = saveBytes(p.al);
  // (the link in a save is its text: its bytes are searched too)
  const persist::Bytes frLink = linkBytes(p.fr), alLink = linkBytes(p.al);
  fr.insert(fr.end(), frLink.begin(), frLink.end());
  al.insert(al.end(), alLink.begin(), alLink.end());
  const FogSecret frFog = fogSecret(p.fr.secret()), alFog = fogSecret(p.al.secret());
  // Each holds its own root (the positive check that the search sees secrets)...
  EXPECT_TRUE(holds(fr, p.fr.secret().root.data(), 32));
  EXPECT_TRUE(holds(al, p.al.secret().root.data(), 32));
  // ...and neither the other's root nor any salt of a marker the other has not revealed.
  EXPECT_FALSE(holds(fr, p.al.secret().root.data(), 32));
  EXPECT_FALSE(holds(al, p.fr.secret().root.data(), 32));
  int hidden = 0;
  for (int m = 1; m <= modules::w20link::kAlliedMarkers; ++m)
    if (!(p.fr.replayed().revealed & w20::bit(slotOf(w20::Side::Allied, m)))) {
      EXPECT_FALSE(holds(fr, alFog.salt[std::size_t(m - 1)].data(), 16)) << "a" << m;
      ++hidden;
    }
  for (int m = 1; m <= modules::w20link::kFrenchMarkers; ++m)
    if (!(p.al.replayed().revealed & w20::bit(slotOf(w20::Side::French, m)))) {
      EXPECT_FALSE(holds(al, frFog.salt[std::size_t(m - 1)].data(), 16)) << "f" << m;
      ++hidden;
    }
  EXPECT_GT(hidden, 0);
}

// The page applies each action to its screen's copy of the match's game with nextDice()
// forced (browser_layer_w20_links.cpp): that copy must stay the match's game.
TEST(W20LinkSave, Ruling_W31_ScreenWithNextDiceForcedStaysTheMatchsGame) {
  Pair p = startPair(9, w20::Options{});
  core::Rng rng{21};
  int rolled = 0;
  W20Match* holder = p.fr.myTurn() || !p.al.myTurn() ? &p.fr : &p.al;
  for (int i = 0; i < 400 && !p.fr.game().over(); ++i) {
    W20Match& m = *holder;
    if (!m.myTurn()) {  // its link to the other, who holds the game next
      W20Match& other = holder == &p.fr ? p.al : p.fr;
      const auto err = other.receive(m.link());
      ASSERT_FALSE(err.has_value()) << err->message;
      holder = &other;
      continue;
    }
    w20::Game screen = m.game();
    const w20::Action a = randomAction(screen, rng, false);
    screen.forceDice(m.nextDice());
    const auto before = screen.state().rng;
    ASSERT_TRUE(std::holds_alternative<w20::Outcome>(screen.apply(a)));
    ASSERT_FALSE(m.apply(a).has_value());
    EXPECT_EQ(screen.state().rng, before);  // no die of the engine's own generator
    EXPECT_EQ(screen.hash(), m.game().hash()) << "action " << i;
    rolled += a.kind == w20::ActionKind::Roll || a.kind == w20::ActionKind::RollEvent;
  }
  EXPECT_GT(rolled, 0);
}

TEST(W20LinkSave, OtherVersionsAreToldApart) {
  Pair p = startPair(4, w20::Options{});
  const std::string byLink = std::get<std::string>(saveW20Match(p.fr, meta()));
  auto asLocal = modules::loadGame(byLink);
  ASSERT_TRUE(std::holds_alternative<persist::Error>(asLocal));
  EXPECT_EQ(std::get<persist::Error>(asLocal).kind, ErrorKind::WrongKind);
  const auto local = modules::w20Module().newGame({"standard", false}, 5);
  const std::string v1 = std::get<std::string>(modules::saveGame(*local, meta()));
  auto asMatch = loadW20Match(v1);
  ASSERT_TRUE(std::holds_alternative<persist::Error>(asMatch));
  EXPECT_EQ(std::get<persist::Error>(asMatch).kind, ErrorKind::WrongKind);
  // A save whose record lost its secret is refused, not opened as someone else's game.
  std::string cut = byLink.substr(0, byLink.size() - 30);
  EXPECT_TRUE(std::holds_alternative<persist::Error>(loadW20Match(cut)));
}

std::map<std::string, std::string> fixture(const std::string& name) {
  return fixtures::keyValueLines(std::filesystem::path(__FILE__).parent_path() / "fixtures" /
                                 "w20" / name);
}

// Both players' saves of one game by link, written at af2261a (never regenerated): each opens
// to the game as that player knew it, and the game goes on between them.
TEST(W20LinkSave, SavesOfAGameByLinkMadeBeforeStillOpenAndPlayOn) {
  std::map<std::string, W20Match> opened;
  for (const std::string side : {"french", "allied"}) {
    auto f = fixture("w20-save-v3-bylink-" + side + ".txt");
    ASSERT_FALSE(f["text"].empty()) << side;
    auto loaded = loadW20Match(f["text"]);
    ASSERT_TRUE(std::holds_alternative<LoadedW20Match>(loaded))
        << std::get<persist::Error>(loaded).message;
    const LoadedW20Match& l = std::get<LoadedW20Match>(loaded);
    EXPECT_TRUE(l.stateMatches);
    std::ostringstream hash;
    hash << std::hex << l.match.game().hash();
    EXPECT_EQ(hash.str(), f["hash"]) << side;
    EXPECT_EQ(std::to_string(l.match.record().log.size()), f["log"]);
    EXPECT_EQ(l.match.myTurn() ? "1" : "0", f["myturn"]);
    EXPECT_EQ(l.meta.name, "Waterloo 20 by link");
    opened.emplace(side, l.match);
  }
  Pair p{opened.at("french"), opened.at("allied")};
  EXPECT_GT(playRandom(p, 30, 99), 0);
}

// Opens both saves of each case of a by-link fixture: each reopens to the hash `reopenedKey`
// names (stateMatches when that is its saved hash) with its log; then the other player's save
// receives each link the fixture says it received. `onSave` and `onReceived` check more.
// The replay viewer's timeline of a saved game by link (w20_timeline.h, issue 14 item 4)
// replays its log, with the dice of the link's version, to the game the save opened to.
void expectReplayEndsAtTheGame(const W20Match& m) {
  auto r = modules::w20MatchTimeline(m);
  if (auto* e = std::get_if<std::string>(&r)) {
    ADD_FAILURE() << "replay: " << *e;
    return;
  }
  modules::W20Replayed& replayed = std::get<modules::W20Replayed>(r);
  EXPECT_EQ(replayed.timeline.at(replayed.timeline.length()).hash(), m.game().hash());
}

std::pair<int, int> openCases(
    std::map<std::string, std::string>& f, const std::string& reopenedKey,
    const std::function<void(const W20Match&)>& onSave,
    const std::function<void(const std::string& key, const W20Match&)>& onReceived) {
  int saves = 0, links = 0;
  for (int k = 0; k < std::stoi(f["cases"]); ++k) {
    const std::string c = "c" + std::to_string(k);
    for (int side = 0; side < 2; ++side) {
      const std::string key = c + "." + std::to_string(side);
      SCOPED_TRACE(f[c + ".options"] + " side " + std::to_string(side));
      auto loaded = loadW20Match(f[key + ".save"]);
      if (!std::holds_alternative<LoadedW20Match>(loaded)) {
        ADD_FAILURE() << std::get<persist::Error>(loaded).message;
        continue;
      }
      const LoadedW20Match& l = std::get<LoadedW20Match>(loaded);
      std::ostringstream hash;
      hash << std::hex << l.match.game().hash();
      EXPECT_EQ(hash.str(), f[key + reopenedKey]);
      EXPECT_EQ(l.stateMatches, f[key + reopenedKey] == f[key + ".hash"]);
      EXPECT_EQ(std::to_string(l.match.record().log.size()), f[key + ".log"]);
      onSave(l.match);
      ++saves;
      if (f[key + ".received"] != "1") continue;
      auto other = loadW20Match(f[c + "." + std::to_string(1 - side) + ".save"]);
      if (!std::holds_alternative<LoadedW20Match>(other)) continue;  // reported above
      W20Match receiver = std::get<LoadedW20Match>(other).match;
      const auto err = receiver.receive(f[key + ".link"]);
      EXPECT_FALSE(err.has_value()) << "link: " << err->message;
      onReceived(key, receiver);
      ++links;
    }
  }
  return {saves, links};
}

// 24 games by link (standard and free set-up, fog on and off, three seeds, 25 and 70 random
// actions) saved by both players and each player's next link, all written by the W20 match
// code before the search's revision (bc81b5a, never regenerated): every save opens to the
// same game (hash, log, turn), and every link that the other player's save received then is
// received now. (Old fog-off saves are checked too: the earlier code refused their games
// within the first links, so they hold only what it accepted.)
TEST(W20LinkSave, SavesAndLinksOfGamesByLinkMadeBeforeTheSearchRevisionStillOpen) {
  auto f = fixture("w20-bylink-cases-bc81b5a.txt");
  ASSERT_EQ(f["cases"], "24");
  const auto [saves, links] =
      openCases(f, ".hash", expectReplayEndsAtTheGame, [](const std::string&, const W20Match&) {});
  EXPECT_EQ(saves, 48);
  EXPECT_EQ(links, 15);
}

// Games by link that reached a night's end-of-turn phase (turns 3, 7), most of them rallying
// there, saved and linked by the code before the night's own dice (daa1aa9: link body version
// 1, whose end-of-turn phase draws from the chains as the French player-turn again; never
// regenerated): every save opens as version 1 to the hash it reopened to there (its saved one
// but for c4.0, which reopens under another hypothesis, FOG-MODEL.md), and every link received
// then is received now, to the same game. Their dice stay those of version 1 (DICE-MODEL.md).
TEST(W20LinkSave, Ruling_W31_GamesByLinkThatRalliedAtNightBeforeTheNightsOwnDiceStillOpen) {
  auto f = fixture("w20-bylink-night-daa1aa9.txt");
  ASSERT_EQ(f["cases"], "10");
  int rallied = 0;
  for (int k = 0; k < 10; ++k)
    rallied += f["c" + std::to_string(k) + ".options"].find("rallies=0") == std::string::npos;
  const auto [saves, links] = openCases(
      f, ".reopened",
      [](const W20Match& m) {
        EXPECT_EQ(m.record().version, modules::w20link::kW20MatchBodyVersionOldNight);
        expectReplayEndsAtTheGame(m);
      },
      [&](const std::string& key, const W20Match& receiver) {
        std::ostringstream after;
        after << std::hex << receiver.game().hash();
        EXPECT_EQ(after.str(), f[key + ".receivedHash"]);
      });
  EXPECT_EQ(saves, 20);
  EXPECT_EQ(links, 10);
  EXPECT_EQ(rallied, 7);
}

}  // namespace
