// Games behind core::AnyGame (src/core/game_module.h, src/modules/): the same calls play,
// save, load and share a position of Napoleon at Waterloo and of Computer Napoleonics; the
// texts name their game (src/persist/ENVELOPE.md) and each game's own decoders refuse the
// other's texts with an error value.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <variant>

#include "envelope.h"
#include "games.h"
#include "position.h"
#include "registry.h"
#include "rules.h"
#include "session.h"

using namespace naw::persist;

namespace {

// Plays n actions chosen among the legal ones by a fixed sequence (no randomness of its own
// beyond the game's seeded dice).
void play(core::AnyGame& g, int n, std::uint64_t seed) {
  std::uint64_t x = seed * 6364136223846793005ull + 1442695040888963407ull;
  for (int i = 0; i < n && !g.step().over; ++i) {
    const auto legal = g.legalActions();
    ASSERT_FALSE(legal.empty());
    x = x * 6364136223846793005ull + 1442695040888963407ull;
    const auto r = g.apply(legal[(x >> 33) % legal.size()]);
    ASSERT_TRUE(std::holds_alternative<core::AnyOutcome>(r))
        << std::get<core::Refusal>(r).rule << " " << std::get<core::Refusal>(r).why;
  }
}

template <class T>
T ok(Result<T> r) {
  if (auto* e = std::get_if<Error>(&r)) ADD_FAILURE() << e->message;
  return std::get<T>(std::move(r));
}

std::unique_ptr<core::AnyGame> newGame(std::string_view id, std::uint64_t seed,
                                       bool variant = false) {
  const core::GameModule* m = modules::moduleById(id);
  EXPECT_NE(m, nullptr) << id;
  core::GameOptions o;
  o.variant = variant;
  return m->newGame(o, seed);
}

}  // namespace

TEST(Modules, EveryModuleIsRegisteredUnderItsEnvelopeId) {
  for (const core::GameModule* m : modules::allModules()) {
    const GameInfo* info = gameById(m->id);
    ASSERT_NE(info, nullptr) << m->id;
    EXPECT_EQ(info->wire, m->wire);
    EXPECT_EQ(modules::moduleByWire(m->wire), m);
  }
  EXPECT_NE(modules::moduleById("w20"), nullptr);
}

// Waterloo 20's saves (the page's autosave): the record replays to the same game, which
// then plays on alike, in both set-ups (the module's variant is the free set-up, W3).
TEST(Modules, W20SaveRoundTripsAndNamesItsGame) {
  for (const bool freeSetup : {false, true}) {
    auto g = newGame("w20", 5, freeSetup);
    play(*g, 300, 5);
    const std::string save = ok(modules::saveGame(*g, {"w20 game", 1, 2, 3}));
    EXPECT_EQ(ok(peekText(save)).game, "w20");
    modules::LoadedGame l = ok(modules::loadGame(save));
    EXPECT_TRUE(l.stateMatches);
    EXPECT_EQ(l.game->module().id, "w20");
    EXPECT_EQ(l.game->hash(), g->hash());
    EXPECT_EQ(l.game->actionCount(), g->actionCount());
    play(*l.game, 40, 99);
    play(*g, 40, 99);
    EXPECT_EQ(l.game->hash(), g->hash());
    // A byte that is not an action is refused by the codec, not applied.
    EXPECT_EQ(std::get<core::Refusal>(g->apply({{1, 2, 3}})).rule, "codec");
  }
}

TEST(Modules, CnSaveRoundTripsAndNamesItsGame) {
  for (const bool solitaire : {false, true}) {
    auto g = newGame("cn", 7, solitaire);
    play(*g, 250, 7);
    const std::string save = ok(modules::saveGame(*g, {"cn game", 1, 2, 3}));
    const TextInfo info = ok(peekText(save));
    EXPECT_EQ(info.game, "cn");
    EXPECT_EQ(info.kind, TextKind::Save);
    EXPECT_EQ(ok(peekSaveMeta(save)).game, "cn");
    EXPECT_EQ(ok(peekSaveMeta(save)).name, "cn game");
    modules::LoadedGame l = ok(modules::loadGame(save));
    EXPECT_TRUE(l.stateMatches);
    EXPECT_EQ(l.meta.game, "cn");
    EXPECT_EQ(l.game->module().id, "cn");
    EXPECT_EQ(l.game->hash(), g->hash());
    EXPECT_EQ(l.game->actionCount(), g->actionCount());
    EXPECT_EQ(l.game->encodePosition(), g->encodePosition());
    // It plays on as the original does (the dice follow from the seed and the record).
    play(*l.game, 40, 99);
    play(*g, 40, 99);
    EXPECT_EQ(l.game->hash(), g->hash());
    // Napoleon at Waterloo's own decoders refuse it by name.
    EXPECT_EQ(std::get<Error>(Session::load(save)).kind, ErrorKind::UnknownGame);
  }
}

TEST(Modules, CnPositionLinkRoundTrips) {
  auto g = newGame("cn", 11);
  for (int k = 0; k < 6; ++k) {
    play(*g, 60, static_cast<std::uint64_t>(k));
    const std::string link = ok(modules::positionLink(*g));
    ASSERT_EQ(link.substr(0, 3), "#p=");
    EXPECT_EQ(ok(peekText(link)).game, "cn");
    auto opened = ok(modules::openPositionLink(link));
    EXPECT_EQ(opened->hash(), g->hash());
    EXPECT_EQ(opened->step().phase, g->step().phase);
    EXPECT_EQ(std::get<Error>(decodePosition(*naw::Rules::standard(), link)).kind,
              ErrorKind::UnknownGame);
  }
}

TEST(Modules, NawThroughTheModuleWritesItsOwnSavesAndLinks) {
  auto g = newGame("naw", 21, true);
  play(*g, 180, 21);
  const std::string save = ok(modules::saveGame(*g, {"naw game", 1, 2, 3}));
  // An ordinary Napoleon at Waterloo save: Session::load opens it to the same position.
  auto loaded = Session::load(save);
  ASSERT_TRUE(std::holds_alternative<Session::Loaded>(loaded));
  EXPECT_EQ(std::get<Session::Loaded>(loaded).session.game().hash(), g->hash());
  modules::LoadedGame l = ok(modules::loadGame(save));
  EXPECT_EQ(l.game->hash(), g->hash());
  EXPECT_EQ(l.game->actionCount(), g->actionCount());
  const std::string link = ok(modules::positionLink(*g));
  EXPECT_LE(link.size(), 203u);  // "#p=" + at most 200 (POSITION-LINKS.md)
  auto state = decodePosition(*naw::Rules::standard(), link);
  ASSERT_TRUE(std::holds_alternative<naw::GameState>(state));
  EXPECT_EQ(ok(modules::openPositionLink(link))->hash(), g->hash());
}

TEST(Modules, SavesMadeBeforeTheEnvelopeOpenThroughTheRegistry) {
  const auto dir =
      std::filesystem::path(__FILE__).parent_path().parent_path() / "persist" / "fixtures";
  int saves = 0;
  for (const auto& e : std::filesystem::directory_iterator(dir)) {
    if (e.path().extension() != ".txt") continue;
    std::ifstream in(e.path());
    std::string line, kind, text;
    while (std::getline(in, line)) {
      if (line.rfind("kind ", 0) == 0) kind = line.substr(5);
      if (line.rfind("text ", 0) == 0) text = line.substr(5);
    }
    if (kind == "save") {
      ++saves;
      modules::LoadedGame l = ok(modules::loadGame(text));
      EXPECT_EQ(l.game->module().id, "naw") << e.path();
      EXPECT_TRUE(l.stateMatches) << e.path();
    } else if (kind == "position") {
      EXPECT_EQ(ok(modules::openPositionLink(text))->module().id, "naw") << e.path();
    }
  }
  EXPECT_GE(saves, 5);
}

TEST(Modules, BadActionsAndDamagedTextsAreErrorValues) {
  auto cn = newGame("cn", 3);
  auto naw = newGame("naw", 3);
  // Bytes that are no action of the game, and another game's action.
  for (core::AnyGame* g : {cn.get(), naw.get()}) {
    const auto r = g->apply(core::AnyAction{{1, 2, 3}});
    ASSERT_TRUE(std::holds_alternative<core::Refusal>(r));
    EXPECT_EQ(std::get<core::Refusal>(r).rule, "codec");
  }
  EXPECT_TRUE(std::holds_alternative<core::Refusal>(cn->apply(naw->legalActions().front())));
  // A legal-looking action refused by the rules names its rule case.
  play(*cn, 30, 3);
  const core::AnyAction stale = cn->legalActions().front();
  auto other = newGame("cn", 3);
  const auto refused = other->apply(stale);
  if (std::holds_alternative<core::Refusal>(refused)) {
    EXPECT_FALSE(std::get<core::Refusal>(refused).rule.empty());
  }
  // A damaged CN save: every altered character gives an error, never an abort.
  const std::string save = ok(modules::saveGame(*cn, {"x", 1, 2, 3}));
  for (std::size_t i = 9; i < save.size(); i += 3) {
    std::string bad = save;
    bad[i] = bad[i] == 'A' ? 'B' : 'A';
    EXPECT_TRUE(std::holds_alternative<Error>(modules::loadGame(bad))) << i;
  }
  EXPECT_TRUE(std::holds_alternative<Error>(modules::loadGame(save.substr(0, save.size() / 2))));
}
