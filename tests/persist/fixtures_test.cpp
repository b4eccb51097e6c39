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

std::vector<std::filesystem::path> fixtures() {
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(kTests / "persist" / "fixtures"))
    if (e.path().extension() == ".txt") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace

TEST(Fixtures, EverySaveAndLinkOfTheFirstBuildStillOpens) {
  const auto files = fixtures();
  ASSERT_GE(files.size(), 15u);
  int saves = 0, turns = 0, positions = 0;
  for (const auto& file : files) {
    const auto f = readFixture(file);
    const std::string name = file.filename().string();
    ASSERT_TRUE(f.count("kind") && f.count("text")) << name;
    const std::string& kind = f.at("kind");
    const std::string& text = f.at("text");
    if (kind == "save") {
      ++saves;
      auto loaded = Session::load(text);
      ASSERT_TRUE(std::holds_alternative<Session::Loaded>(loaded))
          << name << ": " << std::get<Error>(loaded).message;
      const Session::Loaded& l = std::get<Session::Loaded>(loaded);
      EXPECT_TRUE(l.stateMatches) << name;
      expectState(f, l.session.game().state(), name);
      EXPECT_EQ(f.at("actions"), std::to_string(l.session.match().actions.size())) << name;
      // The list of saved games reads the same name and generation without a replay.
      auto meta = peekSaveMeta(text);
      ASSERT_TRUE(std::holds_alternative<SaveMeta>(meta)) << name;
      EXPECT_EQ(std::get<SaveMeta>(meta).name, l.meta.name) << name;
      EXPECT_EQ(std::get<SaveMeta>(meta).generation, l.meta.generation) << name;
    } else if (kind == "turn") {
      ++turns;
      auto opened = decodeMatch(text);
      ASSERT_TRUE(std::holds_alternative<OpenedMatch>(opened))
          << name << ": " << std::get<Error>(opened).message;
      const OpenedMatch& om = std::get<OpenedMatch>(opened);
      expectState(f, om.game.state(), name);
      EXPECT_EQ(f.at("actions"), std::to_string(om.match.actions.size())) << name;
    } else if (kind == "position") {
      ++positions;
      auto decoded = decodePosition(*Rules::standard(), text);
      ASSERT_TRUE(std::holds_alternative<GameState>(decoded))
          << name << ": " << std::get<Error>(decoded).message;
      expectState(f, std::get<GameState>(decoded), name);
    } else {
      ADD_FAILURE() << name << ": unknown kind " << kind;
    }
  }
  EXPECT_GE(saves, 5);
  EXPECT_GE(turns, 5);
  EXPECT_GE(positions, 3);
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
