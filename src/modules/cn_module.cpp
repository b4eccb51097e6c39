#include "cn_module.h"

#include <memory>

#include "games/cn/codec.h"
#include "games/cn/game.h"

namespace modules {

namespace {

std::vector<std::uint8_t> encodeAction(const cn::Action& a) {
  cn::Replay r;
  r.actions.push_back(a);
  return cn::encodeReplay(r);
}

class CnGame final : public core::AnyGame {
 public:
  CnGame(cn::Game g, std::uint64_t seed, bool solitaire, std::vector<cn::Action> actions)
      : g_(std::move(g)), seed_(seed), solitaire_(solitaire), actions_(std::move(actions)) {}

  const core::GameModule& module() const override { return cnModule(); }
  std::string scenario() const override { return "standard"; }
  std::unique_ptr<core::AnyGame> clone() const override { return std::make_unique<CnGame>(*this); }
  core::AnyStep step() const override {
    const cn::Step st = g_.step();
    return {st.turn,
            cn::phaseName(st.phase),
            cn::stepName(st.kind),
            st.acting == cn::Side::French ? 0 : 1,
            g_.over(),
            cn::winnerName(g_.state().winner)};
  }
  std::vector<core::AnyAction> legalActions() const override {
    std::vector<core::AnyAction> out;
    for (const cn::Action& a : g_.legalActions()) out.push_back({encodeAction(a)});
    return out;
  }
  core::AnyApply apply(const core::AnyAction& action) override {
    auto decoded = cn::decodeReplay(action.bytes);
    if (auto* err = std::get_if<std::string>(&decoded)) return core::Refusal{"codec", *err};
    const cn::Replay& r = std::get<cn::Replay>(decoded);
    if (r.actions.size() != 1) return core::Refusal{"codec", "not one action"};
    const cn::ApplyResult applied = g_.apply(r.actions[0]);
    if (auto* refusal = std::get_if<cn::Refusal>(&applied)) return *refusal;
    actions_.push_back(r.actions[0]);
    const cn::Outcome& o = std::get<cn::Outcome>(applied);
    core::AnyOutcome out;
    out.combat = o.combat;
    if (o.combat) {
      out.odds = cn::oddsName(o.odds);
      out.die = o.number;
      out.result = cn::resultName(o.result);
    }
    return out;
  }
  // No hidden information in Computer Napoleonics (C1): both sides see the same game.
  std::unique_ptr<core::AnyGame> view(int) const override { return clone(); }
  std::vector<std::uint8_t> encodePosition() const override { return cn::encode(g_.state()); }
  std::vector<std::uint8_t> encodeRecord() const override {
    return cn::encodeReplay(cn::Replay{seed_, solitaire_, actions_});
  }
  std::uint64_t hash() const override { return g_.hash(); }
  std::size_t actionCount() const override { return actions_.size(); }
  cn::Game& game() { return g_; }

 private:
  cn::Game g_;
  std::uint64_t seed_;
  bool solitaire_;
  std::vector<cn::Action> actions_;
};

std::unique_ptr<core::AnyGame> newGame(const core::GameOptions& options, std::uint64_t seed) {
  if (options.scenario != "standard") return nullptr;
  return std::make_unique<CnGame>(cn::Game::newGame(seed, options.variant), seed, options.variant,
                                  std::vector<cn::Action>{});
}

core::LoadedGame decodePosition(const std::vector<std::uint8_t>& bytes) {
  auto decoded = cn::decode(bytes);
  if (auto* err = std::get_if<std::string>(&decoded)) return *err;
  const cn::State& s = std::get<cn::State>(decoded);
  return std::unique_ptr<core::AnyGame>(
      std::make_unique<CnGame>(cn::Game::fromState(s), 0, s.solitaire, std::vector<cn::Action>{}));
}

core::LoadedGame decodeRecord(const std::vector<std::uint8_t>& bytes) {
  auto decoded = cn::decodeReplay(bytes);
  if (auto* err = std::get_if<std::string>(&decoded)) return *err;
  const cn::Replay& r = std::get<cn::Replay>(decoded);
  auto played = cn::playReplay(r);
  if (auto* err = std::get_if<std::string>(&played)) return *err;
  return std::unique_ptr<core::AnyGame>(std::make_unique<CnGame>(
      std::move(std::get<cn::Game>(played)), r.seed, r.solitaire, r.actions));
}

}  // namespace

std::unique_ptr<core::AnyGame> wrapCn(cn::Game game, std::uint64_t seed, bool solitaire,
                                      std::vector<cn::Action> actions) {
  return std::make_unique<CnGame>(std::move(game), seed, solitaire, std::move(actions));
}

const cn::Game* cnGame(const core::AnyGame& game) {
  return cnGame(const_cast<core::AnyGame&>(game));
}
cn::Game* cnGame(core::AnyGame& game) {
  auto* g = dynamic_cast<CnGame*>(&game);
  return g ? &g->game() : nullptr;
}
core::AnyAction cnAction(const cn::Action& action) { return {encodeAction(action)}; }

const core::GameModule& cnModule() {
  static const core::GameModule m{"cn", 2,        "Computer Napoleonics", cn::kCodecVersion,
                                  1,    &newGame, &decodePosition,        &decodeRecord};
  return m;
}

}  // namespace modules
