// Every save and link in tests/persist/fixtures/ (real texts made by the build before saves
// and links named their game: tests/persist/tools/make_fixtures.cpp) opens with the current
// code to the same position: turn, phase, step, losses, the FNV-1a of the engine's save
// bytes of the opened state, and the number of actions in the record. Also
// tests/tools/endgame-link.txt (read by the browser tests).
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

#include "match.h"
#include "position.h"
#include "serialize.h"
#include "session.h"

using namespace naw;
using namespace naw::persist;

namespace {

const std::filesystem::path kTests = std::filesystem::path(__FILE__).parent_path().parent_path();

std::uint64_t fnv(const std::vector<std::uint8_t>& bytes) {
  std::uint64_t h = 1469598103934665603ull;
  for (std::uint8_t b : bytes) h = (h ^ b) * 1099511628211ull;
  return h;
}

std::map<std::string, std::string> readFixture(const std::filesystem::path& file) {
  std::map<std::string, std::string> f;
  std::ifstream in(file);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const auto space = line.find(' ');
    f[line.substr(0, space)] = space == std::string::npos ? "" : line.substr(space + 1);
  }
  return f;
}

std::string hex16(std::uint64_t v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
  return buf;
}

void expectState(const std::map<std::string, std::string>& f, const GameState& s,
                 const std::string& name) {
  EXPECT_EQ(f.at("turn"), std::to_string(s.turn)) << name;
  EXPECT_EQ(f.at("phase"), phaseName(s.phase)) << name;
  EXPECT_EQ(f.at("step"), stepName(s.step)) << name;
  EXPECT_EQ(f.at("losses"), std::to_string(s.frenchLost) + " " + std::to_string(s.alliedLost))
      << name;
  EXPECT_EQ(f.at("state"), hex16(fnv(saveState(s)))) << name;
}

std::vector<std::filesystem::path> fixtures(const std::filesystem::path& dir) {
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(dir))
    if (e.path().extension() == ".txt") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

struct Opened {
  int saves = 0, turns = 0, positions = 0;
  int withStart = 0;  // saves and turn links of a game played on from a position
};

// Opens every fixture of `dir` and checks what it must give.
Opened openEvery(const std::filesystem::path& dir) {
  Opened n;
  for (const auto& file : fixtures(dir)) {
    const auto f = readFixture(file);
    const std::string name = file.filename().string();
    EXPECT_TRUE(f.count("kind") && f.count("text")) << name;
    if (!f.count("kind") || !f.count("text")) continue;
    const std::string& kind = f.at("kind");
    const std::string& text = f.at("text");
    if (kind == "save") {
      ++n.saves;
      auto loaded = Session::load(text);
      EXPECT_TRUE(std::holds_alternative<Session::Loaded>(loaded))
          << name << ": " << std::get<Error>(loaded).message;
      if (!std::holds_alternative<Session::Loaded>(loaded)) continue;
      const Session::Loaded& l = std::get<Session::Loaded>(loaded);
      EXPECT_TRUE(l.stateMatches) << name;
      expectState(f, l.session.game().state(), name);
      EXPECT_EQ(f.at("actions"), std::to_string(l.session.match().actions.size())) << name;
      n.withStart += l.session.match().start.has_value();
      // The list of saved games reads the same name and generation without a replay.
      auto meta = peekSaveMeta(text);
      EXPECT_TRUE(std::holds_alternative<SaveMeta>(meta)) << name;
      if (!std::holds_alternative<SaveMeta>(meta)) continue;
      EXPECT_EQ(std::get<SaveMeta>(meta).name, l.meta.name) << name;
      EXPECT_EQ(std::get<SaveMeta>(meta).generation, l.meta.generation) << name;
    } else if (kind == "turn") {
      ++n.turns;
      auto opened = decodeMatch(text);
      EXPECT_TRUE(std::holds_alternative<OpenedMatch>(opened))
          << name << ": " << std::get<Error>(opened).message;
      if (!std::holds_alternative<OpenedMatch>(opened)) continue;
      const OpenedMatch& om = std::get<OpenedMatch>(opened);
      expectState(f, om.game.state(), name);
      EXPECT_EQ(f.at("actions"), std::to_string(om.match.actions.size())) << name;
      n.withStart += om.match.start.has_value();
    } else if (kind == "position") {
      ++n.positions;
      auto decoded = decodePosition(*Rules::standard(), text);
      EXPECT_TRUE(std::holds_alternative<GameState>(decoded))
          << name << ": " << std::get<Error>(decoded).message;
      if (std::holds_alternative<GameState>(decoded))
        expectState(f, std::get<GameState>(decoded), name);
    } else {
      ADD_FAILURE() << name << ": unknown kind " << kind;
    }
  }
  return n;
}

}  // namespace

TEST(Fixtures, EverySaveAndLinkOfTheFirstBuildStillOpens) {
  ASSERT_GE(fixtures(kTests / "persist" / "fixtures").size(), 15u);
  const Opened n = openEvery(kTests / "persist" / "fixtures");
  EXPECT_GE(n.saves, 5);
  EXPECT_GE(n.turns, 5);
  EXPECT_GE(n.positions, 3);
  EXPECT_EQ(n.withStart, 0);
}

// Saves (body version 3) and turn links (match body version 2) of games played on from a
// position, made by the build that added them (tests/persist/tools/make_start_fixtures.cpp).
TEST(Fixtures, EverySaveAndLinkOfAGamePlayedOnFromAPositionStillOpens) {
  const Opened n = openEvery(kTests / "persist" / "fixtures" / "naw-start");
  EXPECT_GE(n.saves, 2);
  EXPECT_GE(n.turns, 2);
  EXPECT_EQ(n.withStart, n.saves + n.turns);
}

// The browser tests' end-game link (tests/tools/endgame-link.txt): a hot-seat game stopped
// at turn 10, Allied movement.
TEST(Fixtures, EndgameLinkOfTheBrowserTestsStillOpens) {
  std::ifstream in(kTests / "tools" / "endgame-link.txt");
  std::string link;
  std::getline(in, link);
  auto opened = decodeMatch(link);
  ASSERT_TRUE(std::holds_alternative<OpenedMatch>(opened)) << std::get<Error>(opened).message;
  const GameState& s = std::get<OpenedMatch>(opened).game.state();
  EXPECT_EQ(s.turn, 10);
  EXPECT_EQ(s.phase, Phase::AlliedMovement);
  EXPECT_GT(std::get<OpenedMatch>(opened).match.actions.size(), 100u);
}
