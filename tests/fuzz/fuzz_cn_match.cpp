// libFuzzer target: the Computer Napoleonics texts of src/modules (cn_match.h, registry.h):
// turn links (decodeCnMatch, CnSession::open / accept, and receive by a game in progress),
// saves (loadCnSession: body versions 1-3, loadGame), position links (openPositionLink) and
// a save's raw session record (CnSession::decodeRecord). Any input: an Error or a game,
// never a crash. What opens must hold: a session that opens saves and reopens to the same
// game with the same computer, and its link opens again to the same game.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <variant>
#include <vector>

#include "cn_match.h"
#include "registry.h"

namespace {

void require(bool ok) {
  if (!ok) std::abort();
}

naw::persist::Entropy fixedEntropy() {
  naw::persist::Entropy e{};
  for (std::size_t i = 0; i < e.size(); ++i) e[i] = static_cast<std::uint8_t>(3 * i + 1);
  return e;
}

// A session that opened: saved and loaded again it is the same game, computer included; a
// hot-seat one's link opens to the same game.
void roundTrip(modules::CnSession s, const std::optional<modules::CnComputer>& computer) {
  auto saved = modules::saveCnSession(s, {"fuzz", 1, 2, 3}, computer);
  require(std::holds_alternative<std::string>(saved));
  auto again = modules::loadCnSession(std::get<std::string>(saved));
  require(std::holds_alternative<modules::LoadedCnSession>(again));
  const modules::LoadedCnSession& l = std::get<modules::LoadedCnSession>(again);
  require(l.session.game().hash() == s.game().hash());
  require(l.stateMatches);
  require(l.computer == computer);
  if (!s.byLink()) {
    const std::string link = s.link();
    auto opened = modules::CnSession::open(link);
    require(std::holds_alternative<modules::CnSession>(opened));
    require(std::get<modules::CnSession>(opened).game().hash() == s.game().hash());
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  (void)modules::decodeCnMatch(text);
  auto opened = modules::CnSession::open(text);
  if (auto* s = std::get_if<modules::CnSession>(&opened)) {
    roundTrip(*s, std::nullopt);
    // The same game in progress receives its own link (nothing new) without harm.
    modules::CnSession copy = *s;
    (void)copy.receive(text);
  }
  (void)modules::CnSession::accept(text, fixedEntropy());
  auto loaded = modules::loadCnSession(text);
  if (auto* l = std::get_if<modules::LoadedCnSession>(&loaded)) roundTrip(l->session, l->computer);
  (void)modules::loadGame(text);
  (void)modules::openPositionLink(text);
  // A game in progress (seed 5, a few actions) receives the input as the opponent's link.
  static const modules::CnSession base = [] {
    modules::CnSession s = modules::CnSession::local(5, false);
    s.apply(cn::endAction());
    return s;
  }();
  modules::CnSession receiver = base;
  (void)receiver.receive(text);
  // The input as a save's session record.
  const std::vector<std::uint8_t> bytes(data, data + size);
  auto record = modules::CnSession::decodeRecord(bytes);
  if (auto* s = std::get_if<modules::CnSession>(&record))
    roundTrip(*s, modules::CnComputer{cn::Side::French, 2});
  return 0;
}
