#include "naw_module.h"

#include <string>

#include "rules.h"
#include "serialize.h"

namespace modules {

namespace {

std::vector<std::uint8_t> encodeAction(const naw::Action& a) {
  naw::Replay r;
  r.actions.push_back(a);
  return naw::saveReplay(r);
}

class NawGame final : public core::AnyGame {
 public:
  NawGame(naw::Game g, std::uint64_t seed, naw::Options options, std::vector<naw::Action> actions,
          std::optional<naw::GameState> start = std::nullopt)
      : g_(std::move(g)),
        seed_(seed),
        options_(options),
        actions_(std::move(actions)),
        start_(std::move(start)) {}

  const core::GameModule& module() const override { return nawModule(); }
  std::string scenario() const override { return "standard"; }
  std::unique_ptr<core::AnyGame> clone() const override { return std::make_unique<NawGame>(*this); }
  core::AnyStep step() const override {
    const naw::Step st = g_.step();
    const naw::GameState& s = g_.state();
    return {st.turn,
            naw::phaseName(st.phase),
            naw::stepName(st.kind),
            st.acting == naw::Side::French ? 0 : 1,
            g_.over(),
            naw::winnerName(s.winner)};
  }
  std::vector<core::AnyAction> legalActions() const override {
    std::vector<core::AnyAction> out;
    for (const naw::Action& a : g_.legalActions()) out.push_back({encodeAction(a)});
    return out;
  }
  core::AnyApply apply(const core::AnyAction& action) override {
    auto decoded = naw::loadReplay(g_.rules(), action.bytes);
    if (auto* err = std::get_if<std::string>(&decoded)) return core::Refusal{"codec", *err};
    const naw::Replay& r = std::get<naw::Replay>(decoded);
    if (r.actions.size() != 1) return core::Refusal{"codec", "not one action"};
    const naw::ApplyResult applied = g_.apply(r.actions[0]);
    if (auto* refusal = std::get_if<naw::Refusal>(&applied)) return *refusal;
    actions_.push_back(r.actions[0]);
    const naw::Outcome& o = std::get<naw::Outcome>(applied);
    core::AnyOutcome out;
    out.combat = o.combat;
    if (o.combat) {
      out.odds = std::to_string(o.oddsColumn);
      out.die = o.die;
      out.result = naw::combatResultName(o.result);
    }
    return out;
  }
  std::unique_ptr<core::AnyGame> view(int side) const override {
    return std::make_unique<NawGame>(
        naw::Game::fromState(g_.rulesPtr(),
                             g_.view(side == 0 ? naw::Side::French : naw::Side::Allied)),
        seed_, options_, actions_, start_);
  }
  std::vector<std::uint8_t> encodePosition() const override { return naw::saveState(g_.state()); }
  std::vector<std::uint8_t> encodeRecord() const override {
    return naw::saveReplay(naw::Replay{seed_, options_, actions_});
  }
  std::uint64_t hash() const override { return g_.hash(); }
  std::size_t actionCount() const override { return actions_.size(); }

  const naw::Game& game() const { return g_; }
  naw::Game& game() { return g_; }
  const std::optional<naw::GameState>& start() const { return start_; }

 private:
  naw::Game g_;
  std::uint64_t seed_;
  naw::Options options_;
  std::vector<naw::Action> actions_;
  std::optional<naw::GameState> start_;
};

std::unique_ptr<core::AnyGame> newGame(const core::GameOptions& options, std::uint64_t seed) {
  if (options.scenario != "standard") return nullptr;
  naw::Options o;
  o.grouchy = options.variant;
  return std::make_unique<NawGame>(naw::Game::newGame(o, seed), seed, o,
                                   std::vector<naw::Action>{});
}

core::LoadedGame decodePosition(const std::vector<std::uint8_t>& bytes) {
  auto loaded = naw::loadState(*naw::Rules::standard(), bytes);
  if (auto* err = std::get_if<std::string>(&loaded)) return *err;
  const naw::GameState& s = std::get<naw::GameState>(loaded);
  naw::Options o;
  o.grouchy = s.grouchy;
  return std::unique_ptr<core::AnyGame>(std::make_unique<NawGame>(
      naw::Game::fromState(naw::Rules::standard(), s), 0, o, std::vector<naw::Action>{}));
}

core::LoadedGame decodeRecord(const std::vector<std::uint8_t>& bytes) {
  auto loaded = naw::loadReplay(*naw::Rules::standard(), bytes);
  if (auto* err = std::get_if<std::string>(&loaded)) return *err;
  const naw::Replay& r = std::get<naw::Replay>(loaded);
  auto played = naw::playReplay(naw::Rules::standard(), r);
  if (auto* refusal = std::get_if<naw::Refusal>(&played))
    return "the record does not replay (" + refusal->rule + ": " + refusal->why + ")";
  return std::unique_ptr<core::AnyGame>(std::make_unique<NawGame>(
      std::move(std::get<naw::Game>(played)), r.seed, r.options, r.actions));
}

}  // namespace

const core::GameModule& nawModule() {
  static const core::GameModule m{"naw", 1,        "Napoleon at Waterloo", 1,
                                  1,     &newGame, &decodePosition,        &decodeRecord};
  return m;
}

std::unique_ptr<core::AnyGame> wrapNaw(naw::Game game, std::uint64_t seed,
                                       const naw::Options& options,
                                       std::vector<naw::Action> actions,
                                       std::optional<naw::GameState> start) {
  return std::make_unique<NawGame>(std::move(game), seed, options, std::move(actions),
                                   std::move(start));
}

std::optional<naw::GameState> nawStart(const core::AnyGame& game) {
  const auto* g = dynamic_cast<const NawGame*>(&game);
  return g ? g->start() : std::nullopt;
}

const naw::Game* nawGame(const core::AnyGame& game) {
  const auto* g = dynamic_cast<const NawGame*>(&game);
  return g ? &g->game() : nullptr;
}

naw::Game* nawGame(core::AnyGame& game) {
  auto* g = dynamic_cast<NawGame*>(&game);
  return g ? &g->game() : nullptr;
}

}  // namespace modules
