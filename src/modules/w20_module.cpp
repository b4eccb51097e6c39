#include "w20_module.h"

#include "games.h"

namespace modules {

namespace {

// One action crosses the AnyGame face as a one-action record of the game's replay codec
// (the codec validates every field of untrusted bytes).
std::vector<std::uint8_t> encodeAction(const w20::Action& a) {
  return w20::encodeReplay({0, {}, {a}, std::nullopt});
}

std::string stepName(const w20::Game& g) {
  const w20::Step st = g.step();
  if (g.over()) return "game-over";
  if (st.owed != w20::Owed::None) return w20::owedName(st.owed);
  return w20::isCombatPhase(st.phase) ? w20::stepName(st.step) : "act";
}

class W20Game final : public core::AnyGame {
 public:
  W20Game(w20::Game g, w20::Replay record) : g_(std::move(g)), record_(std::move(record)) {}

  const core::GameModule& module() const override { return w20Module(); }
  std::string scenario() const override { return "standard"; }
  std::unique_ptr<core::AnyGame> clone() const override { return std::make_unique<W20Game>(*this); }
  core::AnyStep step() const override {
    const w20::Step st = g_.step();
    return {st.turn,   w20::phaseName(st.phase),          stepName(g_), w20::sideIndex(st.acting),
            g_.over(), w20::winnerName(g_.state().winner)};
  }
  std::vector<core::AnyAction> legalActions() const override {
    std::vector<core::AnyAction> out;
    for (const w20::Action& a : g_.legalActions()) out.push_back({encodeAction(a)});
    return out;
  }
  core::AnyApply apply(const core::AnyAction& action) override {
    auto decoded = w20::decodeReplay(action.bytes);
    const auto* r = std::get_if<w20::Replay>(&decoded);
    if (!r || r->actions.size() != 1) return core::Refusal{"codec", "not one action of this game"};
    const w20::ApplyResult applied = g_.apply(r->actions[0]);
    if (auto* refusal = std::get_if<w20::Refusal>(&applied)) return *refusal;
    record_.actions.push_back(r->actions[0]);
    core::AnyOutcome out;
    const w20::Outcome& o = std::get<w20::Outcome>(applied);
    if (r->actions[0].kind == w20::ActionKind::Roll) {
      out.combat = true;
      out.odds = std::to_string(o.diff);
      out.die = o.die;
      out.result = w20::resultName(o.result);
    }
    return out;
  }
  // Not a view with the fog applied: the page shows each side w20::Game::view (W29).
  std::unique_ptr<core::AnyGame> view(int) const override { return clone(); }
  std::vector<std::uint8_t> encodePosition() const override { return w20::encode(g_.state()); }
  std::vector<std::uint8_t> encodeRecord() const override { return w20::encodeReplay(record_); }
  std::uint64_t hash() const override { return g_.hash(); }
  std::size_t actionCount() const override { return record_.actions.size(); }

  const w20::Game& game() const { return g_; }
  w20::Game& game() { return g_; }
  const w20::Replay& record() const { return record_; }

 private:
  w20::Game g_;
  w20::Replay record_;
};

std::unique_ptr<core::AnyGame> newGame(const core::GameOptions& options, std::uint64_t seed) {
  if (options.scenario != "standard") return nullptr;
  w20::Options o;
  o.freeSetup = options.variant;  // the variant of this game: the free set-up (W3)
  return std::make_unique<W20Game>(w20::Game::newGame(seed, o),
                                   w20::Replay{seed, o, {}, std::nullopt});
}

core::LoadedGame decodePosition(const std::vector<std::uint8_t>& bytes) {
  auto s = w20::decode(bytes);
  if (auto* err = std::get_if<std::string>(&s)) return *err;
  return std::unique_ptr<core::AnyGame>(
      std::make_unique<W20Game>(w20::Game::fromState(std::get<w20::State>(s)), w20::Replay{}));
}

core::LoadedGame decodeRecord(const std::vector<std::uint8_t>& bytes) {
  auto decoded = w20::decodeReplay(bytes);
  if (auto* err = std::get_if<std::string>(&decoded)) return *err;
  w20::Replay& r = std::get<w20::Replay>(decoded);
  auto played = w20::playReplay(r);
  if (auto* err = std::get_if<std::string>(&played)) return *err;
  return std::unique_ptr<core::AnyGame>(
      std::make_unique<W20Game>(std::move(std::get<w20::Game>(played)), std::move(r)));
}

}  // namespace

std::unique_ptr<core::AnyGame> wrapW20(w20::Game game, w20::Replay record) {
  return std::make_unique<W20Game>(std::move(game), std::move(record));
}

const w20::Game* w20Game(const core::AnyGame& game) {
  const auto* g = dynamic_cast<const W20Game*>(&game);
  return g ? &g->game() : nullptr;
}

w20::Game* w20Game(core::AnyGame& game) {
  auto* g = dynamic_cast<W20Game*>(&game);
  return g ? &g->game() : nullptr;
}

core::AnyAction w20Action(const w20::Action& action) { return {encodeAction(action)}; }

const w20::Replay* w20Record(const core::AnyGame& game) {
  const auto* g = dynamic_cast<const W20Game*>(&game);
  return g ? &g->record() : nullptr;
}

const core::GameModule& w20Module() {
  static const core::GameModule m{
      "w20",    naw::persist::kGameW20, "Waterloo 20", w20::kCodecVersion, w20::kCodecVersion,
      &newGame, &decodePosition,        &decodeRecord};
  return m;
}

}  // namespace modules
