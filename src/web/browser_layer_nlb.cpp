// The browser layer's part for Waterloo under NLB rules (browser_layer.h): its games are
// autosaved after every action into the saved-games list, resumed from it, and "#p=" links
// of its positions open on its screen. Saves and links go through the game module
// (src/modules/nlb_module.h, registry.h): every text names its game (ENVELOPE.md).
#include <variant>

#include "browser_layer.h"
#include "envelope.h"
#include "nlb_module.h"
#include "nlb_screen.h"
#include "registry.h"

namespace naw::web {

void BrowserLayer::attachNlb(nlb::ui::Screen& screen, std::function<bool()> shown,
                             std::function<void(bool)> show) {
  nlb_ = &screen;
  nlbShown_ = std::move(shown);
  showNlb_ = std::move(show);
}

void BrowserLayer::nlbAttach(ui::App& app) {
  nlb_->onStarted = [this, &app] {
    cnEntry_ = w20Entry_ = false;
    nlbEntry_ = true;
    nlbSavedActions_ = 0;
    saves.otherStarted(app, "Waterloo (NLB rules), two players");
  };
}

// The save text of the game on screen: its record through the module's save format.
std::string BrowserLayer::nlbSaveText(const persist::SaveMeta& meta) const {
  if (!nlb_ || !nlb_->active() || nlb_->play().fromPosition()) return "";
  const nlb::ui::Play& p = nlb_->play();
  const auto game = modules::wrapNlb(p.game(), {p.seed(), p.grouchy(), p.record()});
  auto saved = modules::saveGame(*game, meta);
  if (auto* text = std::get_if<std::string>(&saved)) return *text;
  return "";
}

// A save of this game: replayed through the screen's controller and put on screen.
std::string BrowserLayer::openNlbSave(const std::string& text) {
  auto loaded = modules::loadGame(text);
  if (auto* e = std::get_if<persist::Error>(&loaded)) return ui::saveErrorText(*e);
  const modules::LoadedGame& l = std::get<modules::LoadedGame>(loaded);
  if (!nlb_ || l.game->module().id != "nlb") return "this page cannot show this game";
  auto decoded = modules::decodeNlbRecord(l.game->encodeRecord());
  if (auto* e = std::get_if<std::string>(&decoded)) return *e;
  const modules::NlbRecord& r = std::get<modules::NlbRecord>(decoded);
  nlb::ui::Play play(r.seed, r.grouchy);
  for (const nlb::Action& a : r.actions)
    if (!play.submit(a)) return "the saved game does not replay";
  play.handover.reset();  // the player who resumes it is the one to play
  play.lastPath.clear();
  nlbSavedActions_ = play.record().size();
  nlb_->open(std::move(play));
  nlbEntry_ = true;
  cnEntry_ = w20Entry_ = false;
  showNlb_(true);
  return "";
}

// A "#p=" link of an NLB position in the address: shown on its screen, not saved (a position
// has no record to replay). True when one was read.
bool BrowserLayer::pollNlbLink() {
  const std::string hash = saves.platform().locationHash();
  if (hash.compare(0, 3, "#p=") != 0) return false;
  const auto info = persist::peekText(hash);
  const auto* t = std::get_if<persist::TextInfo>(&info);
  if (!t || t->game != "nlb") return false;
  saves.platform().clearHash();
  auto opened = modules::openPositionLink(hash);
  if (auto* e = std::get_if<persist::Error>(&opened)) {
    startMessage = "This link could not be opened: " + ui::saveErrorText(*e);
    return true;
  }
  const nlb::Game* g = modules::nlbGame(*std::get<std::unique_ptr<core::AnyGame>>(opened));
  if (!g) return true;
  nlb_->open(nlb::ui::Play(*g, 0, g->state().grouchy != 0, {}, true));
  nlbEntry_ = cnEntry_ = false;
  showNlb_(true);
  return true;
}

std::string BrowserLayer::nlbShareLink() const {
  if (!nlb_->active()) return "";
  const auto game = modules::wrapNlb(nlb_->play().game(), {});
  auto link = modules::positionLink(*game);
  if (auto* text = std::get_if<std::string>(&link)) return saves.platform().pageAddress() + *text;
  return "";
}

// The game on screen: saved after every action it took.
void BrowserLayer::nlbFrame(ui::App& app) {
  if (nlbEntry_ && nlb_->active() && nlb_->play().record().size() != nlbSavedActions_) {
    nlbSavedActions_ = nlb_->play().record().size();
    saves.autosave(app);
  }
}

}  // namespace naw::web
