#include "cn_match.h"

#include <algorithm>

#include "games.h"
#include "games/cn/codec.h"

namespace modules {

static_assert(CnLinkTraits::kWire == persist::kGameCn, "CN is game 2 (ENVELOPE.md)");

persist::Bytes CnLinkTraits::encodeState(const State& s) { return cn::encode(s); }

std::string CnLinkTraits::decodeState(const persist::Bytes& bytes, State& out) {
  auto state = cn::decode(bytes);
  if (auto* e = std::get_if<std::string>(&state)) return *e;
  out = std::get<State>(state);
  return cn::validate(out);
}

persist::Bytes CnLinkTraits::encodeActions(bool solitaire, const std::vector<Action>& actions) {
  return cn::encodeReplay(cn::Replay{0, solitaire, actions});
}

std::string CnLinkTraits::decodeActions(const persist::Bytes& bytes, std::vector<Action>& out) {
  auto replay = cn::decodeReplay(bytes);
  if (auto* e = std::get_if<std::string>(&replay)) return *e;
  out = std::move(std::get<cn::Replay>(replay).actions);
  return "";
}

int CnLinkTraits::playerTurn(const State& s) {
  const int last = persist::chainLength() - 1;
  if (s.phase == cn::Phase::GameOver) return last;
  const int p = 2 * (s.turn - 1) + (cn::phasingSide(s.phase) == cn::Side::Allied ? 1 : 0);
  return std::clamp(p, 0, last);
}

int cnCommittedNumber(const persist::Value16& french, const persist::Value16& allied, int p,
                      int k) {
  return persist::committedDraw(CnLinkTraits::kDrawDomain, french, allied, p, k, 10);
}

bool cnPlayOnAllowed(const CnSession& session, bool againstComputer) {
  return againstComputer || !session.match().variant;
}

std::optional<CnComputer> cnPlayOnComputer(const CnSession& session, bool againstComputer,
                                           std::uint8_t level) {
  if (session.match().variant) return CnComputer{cn::Side::Allied, level};  // C22
  if (!againstComputer) return std::nullopt;
  const cn::Side acting = session.game().step().acting;
  return CnComputer{acting == cn::Side::French ? cn::Side::Allied : cn::Side::French, level};
}

}  // namespace modules
