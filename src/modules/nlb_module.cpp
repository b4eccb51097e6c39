#include "nlb_module.h"

#include <memory>

#include "games.h"
#include "games/nlb/codec.h"
#include "games/nlb/combat.h"
#include "rules.h"

namespace modules {

namespace {

// --- The replay codec: little-endian fields, every one range-checked when read.
void put16(std::vector<std::uint8_t>& out, int v) {
  const auto u = static_cast<std::uint16_t>(static_cast<std::int16_t>(v));
  out.push_back(static_cast<std::uint8_t>(u & 0xFF));
  out.push_back(static_cast<std::uint8_t>(u >> 8));
}

void putAction(std::vector<std::uint8_t>& out, const nlb::Action& a) {
  out.push_back(static_cast<std::uint8_t>(a.type));
  put16(out, a.unit);
  out.push_back(a.pathLength);
  out.push_back(a.byPath ? 1 : 0);
  for (int i = 0; i < a.pathLength; ++i) put16(out, a.path[static_cast<std::size_t>(i)]);
  out.push_back(a.nAttackers);
  out.push_back(a.nDefenders);
  out.push_back(a.nBombarders);
  out.push_back(static_cast<std::uint8_t>(a.odds));
  put16(out, a.displace);
  const int n = a.nAttackers + a.nDefenders + a.nBombarders;
  for (int i = 0; i < n; ++i) put16(out, a.units[static_cast<std::size_t>(i)]);
}

struct Reader {
  const std::vector<std::uint8_t>& b;
  std::size_t at = 0;
  bool ok = true;
  int u8() {
    if (at >= b.size()) return ok = false, 0;
    return b[at++];
  }
  int i16() {
    const int lo = u8(), hi = u8();
    return static_cast<std::int16_t>(static_cast<std::uint16_t>(lo | (hi << 8)));
  }
};

// A unit field: -1 (none) or one of the game's counters; a hex field: -1 or a hex of the
// map. The engine trusts indices it is given, so untrusted bytes are checked here.
bool unitOrNone(int v) { return v >= -1 && v < nlb::Board::get().rules().unitCount(); }
bool hexOrNone(int v) { return v == -1 || nlb::Board::get().onMap(v); }

bool getAction(Reader& r, nlb::Action& a) {
  const int type = r.u8();
  if (type > static_cast<int>(nlb::ActionType::Lose)) return false;
  a.type = static_cast<nlb::ActionType>(type);
  a.unit = static_cast<std::int16_t>(r.i16());
  const int length = r.u8();
  const int byPath = r.u8();
  if (!unitOrNone(a.unit) || length > nlb::kMaxPath || byPath > 1) return false;
  a.pathLength = static_cast<std::uint8_t>(length);
  a.byPath = byPath == 1;
  for (int i = 0; i < length; ++i) {
    const int h = r.i16();
    if (!hexOrNone(h)) return false;
    a.path[static_cast<std::size_t>(i)] = static_cast<std::int16_t>(h);
  }
  a.nAttackers = static_cast<std::uint8_t>(r.u8());
  a.nDefenders = static_cast<std::uint8_t>(r.u8());
  a.nBombarders = static_cast<std::uint8_t>(r.u8());
  a.odds = static_cast<std::int8_t>(r.u8());
  a.displace = static_cast<std::int16_t>(r.i16());
  const int n = a.nAttackers + a.nDefenders + a.nBombarders;
  if (n > nlb::kMaxAttackUnits || !unitOrNone(a.displace)) return false;
  // A requested odds column must be one of the table's (the engine names it in refusals).
  if (a.odds < -1 || a.odds >= nlb::Board::get().rules().crt().columns()) return false;
  for (int i = 0; i < n; ++i) {
    const int u = r.i16();
    if (u < 0 || !unitOrNone(u)) return false;
    a.units[static_cast<std::size_t>(i)] = static_cast<std::int16_t>(u);
  }
  return r.ok;
}

std::vector<std::uint8_t> encodeAction(const nlb::Action& a) {
  std::vector<std::uint8_t> out;
  putAction(out, a);
  return out;
}

const char* winnerName(nlb::Winner w) {
  switch (w) {
    case nlb::Winner::French:
      return "french";
    case nlb::Winner::Allied:
      return "allied";
    case nlb::Winner::Draw:
      return "draw";
    default:
      return "none";
  }
}

}  // namespace

NlbStep nlbStep(const nlb::Game& g) {
  if (g.over()) return {"game-over", g.sideToMove()};
  const nlb::Phase p = g.state().phase;
  if (p == nlb::Phase::FrenchMove || p == nlb::Phase::AlliedMove) return {"move", g.sideToMove()};
  for (int u = 0; u < g.unitCount() && u < nlb::kMaxUnits; ++u)
    if (g.flags(u) & nlb::kMustRetreat) return {"retreat", g.sideOf(u)};
  if (g.state().lossOwed > 0) return {"lose", g.sideToMove()};
  for (int u = 0; u < g.unitCount() && u < nlb::kMaxUnits; ++u)
    if (g.flags(u) & nlb::kMayRetreat) return {"artillery-retreat", g.sideOf(u)};
  // N12: after Ae or Ar the defender may advance: his choice, in the attacker's phase.
  for (int u = 0; u < g.unitCount() && u < nlb::kMaxUnits; ++u)
    if (g.flags(u) & nlb::kMayAdvance) return {"advance", g.sideOf(u)};
  if (g.combatPending()) return {"advance", g.sideToMove()};
  return {"declare-attack", g.sideToMove()};
}

namespace {

class NlbGame final : public core::AnyGame {
 public:
  NlbGame(nlb::Game g, NlbRecord record) : g_(std::move(g)), record_(std::move(record)) {}

  const core::GameModule& module() const override { return nlbModule(); }
  std::string scenario() const override { return "standard"; }
  std::unique_ptr<core::AnyGame> clone() const override { return std::make_unique<NlbGame>(*this); }
  core::AnyStep step() const override {
    const NlbStep st = nlbStep(g_);
    return {g_.state().turn, nlb::phaseName(g_.state().phase), st.name, st.acting,
            g_.over(),       winnerName(g_.state().winner)};
  }
  std::vector<core::AnyAction> legalActions() const override {
    std::vector<core::AnyAction> out;
    for (const nlb::Action& a : g_.legalActions()) out.push_back({encodeAction(a)});
    return out;
  }
  core::AnyApply apply(const core::AnyAction& action) override {
    Reader r{action.bytes};
    nlb::Action a;
    if (!getAction(r, a) || r.at != action.bytes.size())
      return core::Refusal{"codec", "not one action of this game"};
    const nlb::ApplyResult applied = g_.apply(a);
    if (auto* refusal = std::get_if<nlb::Refusal>(&applied)) return *refusal;
    record_.actions.push_back(a);
    core::AnyOutcome out;
    if (a.type == nlb::ActionType::Attack) {
      const nlb::Game::LastCombat& c = g_.lastCombat();
      out.combat = true;
      out.odds = c.column >= 0 ? g_.rules().crt().columnName(c.column) : "";
      out.die = c.die;
      out.result = nlb::resultName(c.result);  // N10: "Ex" for the standard game's Ee
    }
    return out;
  }
  // No hidden information handled yet (the Grouchy chit's R8 view is not done in nlb_engine).
  std::unique_ptr<core::AnyGame> view(int) const override { return clone(); }
  std::vector<std::uint8_t> encodePosition() const override { return nlb::encode(g_.state()); }
  std::vector<std::uint8_t> encodeRecord() const override { return encodeNlbRecord(record_); }
  std::uint64_t hash() const override { return g_.hash(); }
  std::size_t actionCount() const override { return record_.actions.size(); }

  const nlb::Game& game() const { return g_; }
  nlb::Game& game() { return g_; }

 private:
  nlb::Game g_;
  NlbRecord record_;
};

nlb::Game startOf(std::uint64_t seed, bool grouchy) {
  return grouchy ? nlb::Game::newGrouchyGame(seed, 0, 0) : nlb::Game::newGame(seed);
}

std::unique_ptr<core::AnyGame> newGame(const core::GameOptions& options, std::uint64_t seed) {
  if (options.scenario != "standard") return nullptr;
  return std::make_unique<NlbGame>(startOf(seed, options.variant),
                                   NlbRecord{seed, options.variant, {}});
}

core::LoadedGame decodePosition(const std::vector<std::uint8_t>& bytes) {
  const std::optional<nlb::State> s = nlb::decode(bytes);
  if (!s) return std::string("not a position of this game");
  return std::unique_ptr<core::AnyGame>(
      std::make_unique<NlbGame>(nlb::Game::fromState(*s), NlbRecord{}));
}

core::LoadedGame decodeRecord(const std::vector<std::uint8_t>& bytes) {
  auto decoded = decodeNlbRecord(bytes);
  if (auto* err = std::get_if<std::string>(&decoded)) return *err;
  NlbRecord& r = std::get<NlbRecord>(decoded);
  auto played = replayNlb(r);
  if (auto* err = std::get_if<std::string>(&played)) return *err;
  return std::unique_ptr<core::AnyGame>(
      std::make_unique<NlbGame>(std::move(std::get<nlb::Game>(played)), std::move(r)));
}

}  // namespace

std::vector<std::uint8_t> encodeNlbRecord(const NlbRecord& r) {
  std::vector<std::uint8_t> out;
  for (int i = 0; i < 8; ++i) out.push_back(static_cast<std::uint8_t>(r.seed >> (8 * i)));
  out.push_back(r.grouchy ? 1 : 0);
  const std::size_t n = r.actions.size();
  for (int i = 0; i < 4; ++i) out.push_back(static_cast<std::uint8_t>(n >> (8 * i)));
  for (const nlb::Action& a : r.actions) putAction(out, a);
  return out;
}

std::variant<std::string, NlbRecord> decodeNlbRecord(const std::vector<std::uint8_t>& bytes) {
  Reader r{bytes};
  NlbRecord out;
  for (int i = 0; i < 8; ++i) out.seed |= static_cast<std::uint64_t>(r.u8()) << (8 * i);
  const int grouchy = r.u8();
  std::size_t n = 0;
  for (int i = 0; i < 4; ++i) n |= static_cast<std::size_t>(r.u8()) << (8 * i);
  if (!r.ok || grouchy > 1) return std::string("not a record of this game");
  // Each action takes at least 10 bytes: a count beyond that is damage, not a long game.
  if (n > (bytes.size() - r.at) / 10) return std::string("truncated record");
  out.grouchy = grouchy == 1;
  out.actions.resize(n);
  for (nlb::Action& a : out.actions)
    if (!getAction(r, a)) return std::string("damaged action in the record");
  if (r.at != bytes.size()) return std::string("trailing bytes after the record");
  return out;
}

std::variant<std::string, nlb::Game> replayNlb(const NlbRecord& r) {
  nlb::Game g = startOf(r.seed, r.grouchy);
  for (std::size_t i = 0; i < r.actions.size(); ++i) {
    const nlb::ApplyResult applied = g.apply(r.actions[i]);
    if (auto* refusal = std::get_if<nlb::Refusal>(&applied))
      return "action " + std::to_string(i + 1) + " refused (" + refusal->rule + ")";
  }
  return g;
}

std::unique_ptr<core::AnyGame> wrapNlb(nlb::Game game, NlbRecord record) {
  return std::make_unique<NlbGame>(std::move(game), std::move(record));
}

const nlb::Game* nlbGame(const core::AnyGame& game) {
  const auto* g = dynamic_cast<const NlbGame*>(&game);
  return g ? &g->game() : nullptr;
}
nlb::Game* nlbGame(core::AnyGame& game) {
  auto* g = dynamic_cast<NlbGame*>(&game);
  return g ? &g->game() : nullptr;
}
core::AnyAction nlbAction(const nlb::Action& action) { return {encodeAction(action)}; }

const core::GameModule& nlbModule() {
  static const core::GameModule m{"nlb",
                                  naw::persist::kGameNlb,
                                  "Waterloo, Napoleon's Last Battles rules",
                                  nlb::kCodecVersion,
                                  kNlbRecordVersion,
                                  &newGame,
                                  &decodePosition,
                                  &decodeRecord};
  return m;
}

}  // namespace modules
