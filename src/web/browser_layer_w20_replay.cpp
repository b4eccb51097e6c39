// The replay viewer of Waterloo 20 (issue 14, item 4), in the viewer shared with Computer
// Napoleonics and NLB (browser_layer_replay.cpp, game_replay.h). The fog of war holds (W29):
// every moment is drawn and every move worded as one side could see it then
// (w20_replay_text.h): a game by link, this browser's side; against the computer, the
// person's; hot-seat, the side whose player holds the screen when the viewer opens (not
// while the hand-over covers the board). A finished game lifts the fog. No link to a moment
// (a game on this device has no link at all, W29; by link it would reveal this player's
// dice); "play on from here": a new saved game, hot-seat or against the computer, the
// original untouched: of the first k actions (a game on this device), or from the position
// at k with a fresh seed (a game by link once over with every counter revealed, W29).
#include <array>
#include <variant>

#include "browser_layer.h"
#include "i18n.h"
#include "refusal_text.h"
#include "w20_module.h"
#include "w20_replay_text.h"
#include "w20_screen.h"
#include "w20_timeline.h"

namespace naw::web {

bool BrowserLayer::openW20Replay(std::optional<std::size_t> at) {
  const w20::ui::Play& p = w20_->play();
  if (p.handover) {  // the hand-over covers the board: whose view would it be?
    gameReplay_.message = ui::tr("replay.w20_handover");
    return false;
  }
  auto built = w20Match_ ? modules::w20MatchTimeline(*w20Match_) : modules::w20Timeline(p.record());
  if (auto* why = std::get_if<std::string>(&built)) {
    gameReplay_.close();
    gameReplay_.message = ui::tr("replay.game_refused", {{"why", ui::refusalText(*why)}});
    return false;
  }
  modules::W20Replayed& r = std::get<modules::W20Replayed>(built);
  // The fog is lifted once the game is over and (by link) every enemy marker was revealed:
  // before that, the enemy's face-down counters of this browser's game are a hypothesis.
  constexpr std::uint32_t kAll = (1u << w20::kUnits) - 1;
  const bool lifted = p.game().over() && (!w20Match_ || w20Match_->replayed().pinned == kAll);
  w20ReplaySide_ = lifted ? std::nullopt : std::optional<w20::Side>(p.viewer());
  w20ReplayActions_ = r.actions;
  const w20::ui::ReplayTexts texts =
      w20::ui::replayTexts(r.start, r.actions, r.dice, w20ReplaySide_);
  GameReplay::Words words;
  words.moves = texts.moves;
  words.headings = texts.headings;
  words.moves.resize(r.timeline.length());  // (replayTexts stops only where the timeline did)
  words.headings.resize(r.timeline.length());
  words.step = [](const core::AnyGame& g) { return w20::ui::replayStep(*modules::w20Game(g)); };
  gameReplay_.open(std::move(r.timeline), std::move(words), at, p.game().hash());
  return true;
}

void BrowserLayer::onW20ReplayPress(ui::App& app, ui::ReplayPress pressed) {
  const std::size_t k = gameReplay_.cursor.moment();
  switch (pressed) {
    case ui::ReplayPress::Link:
      gameReplay_.message =
          ui::tr(w20Match_ ? "replay.refused.link_by_link" : "replay.refused.link_w20");
      break;
    case ui::ReplayPress::PlayOnHotseat:
    case ui::ReplayPress::PlayOnComputer: {
      // By link: from the moment's position, with a fresh seed (refused while the fog hides
      // counters, W29); on this device: the record's first k actions.
      const bool byLink = w20Match_.has_value();
      std::variant<modules::BranchRefusal, w20::Replay> branched = modules::BranchRefusal::None;
      if (byLink) {
        branched = modules::branchW20Match(*w20Match_, k, freshSeed());
      } else {
        branched = modules::branchW20(w20_->play().record(), k, gameReplay_.cursor.shown()->hash());
      }
      if (auto* refusal = std::get_if<modules::BranchRefusal>(&branched)) {
        gameReplay_.message = ui::branchRefusalText(*refusal);
        break;
      }
      w20::Replay branch = std::get<w20::Replay>(std::move(branched));
      w20::Game g =
          byLink ? w20::startOf(branch) : *modules::w20Game(gameReplay_.cursor.timeline()->at(k));
      const w20::ai::Level level = w20_->computerLevel();
      const std::array<bool, 2> computerBefore = w20_->play().computer;
      gameReplay_.close();
      w20ReplaySide_.reset();
      w20::ui::Play play(std::move(g), std::move(branch));
      // Against the computer: it keeps its side in a game against it, else it takes the side
      // not acting at the moment (the person plays on the move shown).
      if (pressed == ui::ReplayPress::PlayOnComputer && !play.game().over())
        play.computer = computerBefore[0] || computerBefore[1]
                            ? computerBefore
                            : std::array<bool, 2>{play.acting() != w20::Side::French,
                                                  play.acting() != w20::Side::Allied};
      else if (!play.game().over())
        play.handover = play.acting();  // the other player may hold the screen (W29)
      w20Match_.reset();
      w20_->open(std::move(play), level);
      cnEntry_ = nlbEntry_ = false;
      w20Entry_ = true;
      w20SavedActions_ = w20_->play().record().actions.size();
      // A new entry of the saved games: the original's slots are not written again.
      saves.otherStarted(app, ui::tr("replay.branch_name", {{"k", static_cast<long>(k)}}));
      gameReplay_.message = ui::tr(byLink ? "replay.played_on_by_link" : "replay.played_on",
                                   {{"k", static_cast<long>(k)}});
      break;
    }
    case ui::ReplayPress::Close:
      gameReplay_.close();
      break;
    case ui::ReplayPress::None:
      break;
  }
}

}  // namespace naw::web
