// The browser layer's part for Waterloo 20 (browser_layer.h): its games are autosaved after
// every action into the saved-games list and resumed from it, through the game module
// (src/modules/w20_module.h, registry.h: every save names its game, ENVELOPE.md), or, by
// link, the match and this player's secret (w20_link_save.h, browser_layer_w20_links.cpp).
// No position link: the whole state would show every face-down counter (W29).
#include <optional>
#include <variant>

#include "browser_layer.h"
#include "registry.h"
#include "w20_link_save.h"
#include "w20_module.h"
#include "w20_screen.h"

namespace naw::web {

void BrowserLayer::attachW20(w20::ui::Screen& screen, std::function<bool()> shown,
                             std::function<void(bool)> show) {
  w20_ = &screen;
  w20Shown_ = std::move(shown);
  showW20_ = std::move(show);
}

void BrowserLayer::w20Attach(ui::App& app) {
  w20_->onStarted = [this, &app] {
    w20Match_.reset();  // a game on this device
    cnEntry_ = nlbEntry_ = false;
    w20Entry_ = true;
    w20SavedActions_ = 0;
    saves.otherStarted(app, "Waterloo 20");
  };
  w20_->drawPanelLinks = [this, &app] {
    drawPanelLinks(app, w20LinkState(), &BrowserLayer::inviteW20);
  };
  w20_->drawOverlays = [this, &app] {
    drawGameReplay(app);
    saves.draw(app);
    saves.drawStale(app);
    links.drawDialogs(app);
  };
}

std::string BrowserLayer::w20SaveText(const persist::SaveMeta& meta) const {
  if (!w20_ || !w20_->active()) return "";
  if (w20Match_) {  // by link: the match and this player's secret (w20_link_save.h)
    auto saved = modules::saveW20Match(*w20Match_, meta);
    return std::holds_alternative<std::string>(saved) ? std::get<std::string>(saved) : "";
  }
  const w20::ui::Play& p = w20_->play();
  // Body version 2: the computer's side and level kept, so that the game reopens against it.
  std::optional<modules::W20Computer> computer;
  for (int side = 0; side < 2; ++side)
    if (p.computer[static_cast<std::size_t>(side)])
      computer = modules::W20Computer{side, static_cast<std::uint8_t>(w20_->computerLevel())};
  auto saved = modules::saveW20(*modules::wrapW20(p.game(), p.record()), meta, computer);
  if (auto* text = std::get_if<std::string>(&saved)) return *text;
  return "";
}

// A save of this game, replayed by the module, put on screen; the player who resumes it is
// the one to play, behind the hand-over (the other side's counters stay hidden, W29), or,
// in a game against the computer (body version 2), the computer plays its side again.
std::string BrowserLayer::openW20Save(const std::string& text) {
  auto byLink = modules::loadW20Match(text);
  if (auto* m = std::get_if<modules::LoadedW20Match>(&byLink)) {
    if (!w20_ || !app_) return "this page cannot show this game";
    showW20Match(*app_, std::move(m->match), "");
    return "";
  }
  if (std::get<persist::Error>(byLink).kind != persist::ErrorKind::WrongKind)
    return ui::saveErrorText(std::get<persist::Error>(byLink));
  w20Match_.reset();
  auto loaded = modules::loadGame(text);
  if (auto* e = std::get_if<persist::Error>(&loaded)) return ui::saveErrorText(*e);
  const modules::LoadedGame& l = std::get<modules::LoadedGame>(loaded);
  const w20::Game* g = modules::w20Game(*l.game);
  const w20::Replay* r = modules::w20Record(*l.game);
  if (!w20_ || !g || !r) return "this page cannot show this game";
  w20::ui::Play play(*g, *r);
  w20::ai::Level level = w20::ai::Level::Hard;
  if (l.w20Computer) {
    // Against the computer: no hand-over, the person's side is shown (W29), as at the start.
    play.computer[static_cast<std::size_t>(l.w20Computer->side)] = true;
    level = static_cast<w20::ai::Level>(l.w20Computer->level);
  } else if (!g->over()) {
    play.handover = play.acting();
  }
  w20SavedActions_ = play.record().actions.size();
  w20_->open(std::move(play), level);
  w20Entry_ = true;
  cnEntry_ = nlbEntry_ = false;
  showW20_(true);
  return "";
}

void BrowserLayer::w20Frame(ui::App& app) {
  if (w20Entry_ && w20_->active() && w20_->play().record().actions.size() != w20SavedActions_) {
    w20SavedActions_ = w20_->play().record().actions.size();
    // By link the screen shows the match's game: should its replay have settled the hidden
    // counters otherwise, the screen takes the match's game again.
    if (w20Match_ && w20Match_->game().hash() != w20_->play().game().hash())
      showW20Match(app, *w20Match_, "");
    saves.autosave(app);
  }
}

}  // namespace naw::web
