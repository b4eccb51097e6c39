#include "replay_view.h"

#include <algorithm>

#include "ai_driver.h"
#include "i18n.h"
#include "imgui.h"
#include "link_dialog.h"
#include "moment_link.h"
#include "named_items.h"
#include "naw_module.h"
#include "naw_timeline.h"
#include "panel_flow.h"
#include "saves_dialog.h"

namespace naw::ui {

bool ReplayView::open(const App& app, std::optional<std::size_t> at) {
  auto built = modules::nawTimeline(app.session());
  if (std::holds_alternative<std::string>(built)) {
    message_ = tr("replay.no_record");
    close();
    return false;
  }
  log_ = app.game().log();
  revision_ = app.revision();
  message_.clear();
  window_.closed();
  cursor_.open(std::get<modules::Timeline>(std::move(built)), at);
  return true;
}

void ReplayView::close() {
  cursor_.close();
  window_.closed();
  log_.clear();
}

const Game* ReplayView::shownGame() const {
  return cursor_.shown() ? modules::nawGame(*cursor_.shown()) : nullptr;
}

std::vector<Hex> ReplayView::highlights() const {
  const std::size_t k = moment();
  if (!isOpen() || k == 0 || k > log_.size()) return {};
  return actionHexes(*shownGame(), log_[k - 1].action);
}

void ReplayView::poll(const App& app) {
  // The game moved on or was replaced (a move, a link, a resumed save): this replay is of
  // another game now.
  if (isOpen() && app.revision() != revision_) close();
}

std::string ReplayView::playOn(App& app, SaveStore& saves, bool computer) {
  if (!isOpen()) return tr("replay.no_record");
  // A game by link goes on from the moment's position with fresh dice (the page's entropy).
  auto branched = modules::branchNaw(app.session(), moment(), cursor_.shown()->hash(),
                                     freshSeed(saves.platform()));
  if (auto* r = std::get_if<modules::BranchRefusal>(&branched))
    return message_ = branchRefusalText(*r);
  const std::size_t k = moment();
  const bool byLink = app.session().byLink();  // (replaceSession below replaces it)
  persist::Session s = std::move(std::get<persist::Session>(branched));
  const Side acting = s.game().step().acting;
  const std::string name = tr("replay.branch_name", {{"k", static_cast<long>(k)}});
  close();
  // The new game is a new entry of the saved games (SaveStore::onReplaced): the original's
  // slots are not written again.
  for (Side side : {Side::French, Side::Allied})
    app.control(side) =
        SideControl{computer && side != acting ? Controller::Computer : Controller::Human};
  app.replaceSession(std::move(s));
  saves.rename(app, saves.currentId(), name);
  message_ =
      tr(byLink ? "replay.played_on_by_link" : "replay.played_on", {{"k", static_cast<long>(k)}});
  return "";
}

std::string ReplayView::momentLink(App& app) {
  persist::Session copy = app.session();
  auto link = copy.link();
  if (!std::holds_alternative<std::string>(link)) {
    message_ = tr("replay.no_record");
    return "";
  }
  return modules::withMoment(std::get<std::string>(link), moment());
}

void ReplayView::drawHighlights(const App& app) const {
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  for (const Hex& h : highlights()) {
    const Point c = app.camera.toScreen(hexCenter(h, 1.0));
    dl->AddCircle(ImVec2(float(c.x), float(c.y)), float(app.camera.scale() * 0.75),
                  IM_COL32(120, 220, 255, 240), 24, 3.0f);
  }
}

void ReplayView::draw(App& app, SaveStore& saves, LinkCenter& links) {
  if (!isOpen()) return;
  const Game& shown = *shownGame();
  const Step st = shown.step();
  ReplayWords words;
  words.step = turnLabel(st.turn) + ", " + phaseLabel(st.phase);
  if (moment() > 0) {
    const LogEntry& e = log_[moment() - 1];
    words.current = sideWords(e.before.acting) + ": " + describeAction(shown, e.action, &e.outcome);
  }
  const Game& g = app.game();
  words.move = [&](std::size_t i) { return describeAction(g, log_[i].action, &log_[i].outcome); };
  words.heading = [&](std::size_t i) {
    return turnLabel(log_[i].before.turn) + " - " + phaseLabel(log_[i].before.phase);
  };
  switch (window_.draw(cursor_, words, message_, area)) {
    case ReplayPress::Link: {
      const std::string link = momentLink(app);
      if (!link.empty())
        links.offerLink(tr("replay.link"), saves.platform().pageAddress() + link,
                        tr("replay.link_share"));
      break;
    }
    case ReplayPress::PlayOnHotseat:
      playOn(app, saves, false);
      break;
    case ReplayPress::PlayOnComputer:
      playOn(app, saves, true);
      break;
    case ReplayPress::Close:
      close();
      break;
    case ReplayPress::None:
      break;
  }
}

}  // namespace naw::ui
