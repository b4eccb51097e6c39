// The browser layer's part for Waterloo under NLB rules (browser_layer.h): the game on its
// screen is a session (src/modules/nlb_match.h: its start, dice mode, commitments, actions
// and, by link, this player's secret), autosaved after every action into the saved-games
// list with the computer's sides and level, resumed from it; "#p=" links of its positions
// and "#t=" turn links of its games open on its screen; "Send my turn" and "Play by link"
// as for Computer Napoleonics (NLB_LINKS below). Every text names its game (ENVELOPE.md).
#include <variant>

#include "browser_layer.h"
#include "envelope.h"
#include "i18n.h"
#include "moment_link.h"
#include "nlb_module.h"
#include "nlb_screen.h"
#include "registry.h"
#include "turn_links.h"

namespace naw::web {

namespace {

modules::NlbComputer computerOf(const nlb::ui::Play& p) { return {p.computer, p.level}; }

std::string statusOf(const nlb::Game& g) {
  return "turn " + std::to_string(g.state().turn) + ", " + nlb::ui::phaseLabel(g.state().phase);
}

}  // namespace

void BrowserLayer::attachNlb(nlb::ui::Screen& screen, std::function<bool()> shown,
                             std::function<void(bool)> show) {
  nlb_ = &screen;
  nlbShown_ = std::move(shown);
  showNlb_ = std::move(show);
}

void BrowserLayer::nlbAttach(ui::App& app) {
  nlb_->onStarted = [this, &app] {
    const nlb::ui::Play& p = nlb_->play();
    const bool computer = p.computer[0] || p.computer[1];
    showNlbSession(app, modules::NlbSession::local(p.seed(), p.grouchy()),
                   ui::tr(computer ? "saves.name_nlb_computer" : "saves.name_nlb_two"),
                   computerOf(p));
  };
  nlb_->drawPanelLinks = [this, &app] {
    drawPanelLinks(app, LinkState::of(nlbSession_), &BrowserLayer::inviteNlb);
  };
  nlb_->drawOverlays = [this, &app] {
    drawGameReplay(app);
    saves.draw(app);
    saves.drawStale(app);
    links.drawDialogs(app);
  };
}

bool BrowserLayer::nlbOnScreen() const {
  return nlb_ && nlbShown_ && nlbShown_() && nlb_->active();
}

void BrowserLayer::showNlbSession(ui::App& app, modules::NlbSession session,
                                  const std::string& entry, const modules::NlbComputer& computer) {
  const modules::NlbMatch& m = session.match();
  nlb::ui::Play play(session.game(), m.seed, m.variant, m.actions, false);
  play.computer = session.byLink() ? std::array<bool, 2>{} : computer.sides;
  play.level = computer.level;
  play.byLink = session.byLink();
  play.gate = [this](nlb::Game& g, const nlb::Action& a) -> std::optional<nlb::Refusal> {
    syncNlbSession();
    return nlbSession_ ? nlbSession_->prepare(g, a) : std::nullopt;
  };
  nlbSession_ = std::move(session);
  nlbSavedActions_ = play.record().size();
  nlb_->open(std::move(play));
  nlbEntry_ = true;
  cnEntry_ = w20Entry_ = false;
  showNlb_(true);
  if (!entry.empty()) saves.otherStarted(app, entry);
}

// Applies to the session the actions the screen took since (the screen's record leads).
void BrowserLayer::syncNlbSession() {
  if (!nlb_ || !nlb_->active() || !nlbSession_) return;
  const std::vector<nlb::Action>& record = nlb_->play().record();
  for (std::size_t i = nlbSession_->match().actions.size(); i < record.size(); ++i)
    if (std::holds_alternative<nlb::Refusal>(nlbSession_->apply(record[i]))) break;
}

// The save text of the game on screen: its session and the computer's sides and level.
std::string BrowserLayer::nlbSaveText(const persist::SaveMeta& meta) {
  if (!nlb_ || !nlb_->active() || !nlbSession_) return "";
  syncNlbSession();  // the record the screen leads
  auto saved = modules::saveNlbSession(*nlbSession_, computerOf(nlb_->play()), meta);
  if (auto* text = std::get_if<std::string>(&saved)) return *text;
  return "";
}

// A save of this game (body version 1 or 2): put on its screen, against the computer again
// if it was.
std::string BrowserLayer::openNlbSave(const std::string& text) {
  auto loaded = modules::loadNlbSession(text);
  if (auto* e = std::get_if<persist::Error>(&loaded)) return ui::saveErrorText(*e);
  if (!nlb_ || !app_) return "this page cannot show this game";
  modules::LoadedNlbSession& l = std::get<modules::LoadedNlbSession>(loaded);
  showNlbSession(*app_, std::move(l.session), "", l.computer);
  return "";
}

// A "#p=" link of an NLB position (a new saved game from it) or a "#t=" turn link of an NLB
// game in the address. True when one was read.
bool BrowserLayer::pollNlbLink(ui::App& app) {
  const std::string hash = saves.platform().locationHash();
  const bool position = hash.compare(0, 3, "#p=") == 0;
  if (!position && hash.compare(0, 3, "#t=") != 0) return false;
  // A turn link may name a moment ("&at=k", moment_link.h): the game opens in the replay
  // there. (A refused suffix is not this game's: LinkCenter reports it.)
  const auto split = modules::splitMoment(hash);
  const auto* moment = std::get_if<modules::MomentLink>(&split);
  const auto info = persist::peekText(moment ? moment->link : hash);
  const auto* t = std::get_if<persist::TextInfo>(&info);
  if (!t || t->game != "nlb") return false;
  if (!position && !moment) return false;
  saves.platform().clearHash();
  if (!position) {
    openNlbTurnLink(app, moment->link);
    openMomentOf(moment->at);
    return true;
  }
  auto opened = modules::openPositionLink(hash);
  if (auto* e = std::get_if<persist::Error>(&opened)) {
    startMessage = "This link could not be opened: " + ui::saveErrorText(*e);
    return true;
  }
  const nlb::Game* g = modules::nlbGame(*std::get<std::unique_ptr<core::AnyGame>>(opened));
  if (!g) return true;
  showNlbSession(app, modules::NlbSession::fromPosition(g->state()),
                 "Waterloo (NLB rules), from a shared position");
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

std::string BrowserLayer::sendNlbTurnLink(ui::App&) {
  syncNlbSession();
  const std::string url = saves.platform().pageAddress() + nlbSession_->link();
  links.offerLink("Send my turn", url, "Waterloo (NLB rules): my turn");
  return url;
}

// The panel's "Play by link": a game of the variant on screen (R8: a Grouchy game by link
// commits this player's secret chit; DICE-MODEL.md).
std::string BrowserLayer::inviteNlb(ui::App& app, naw::Side side) {
  return inviteNlbVariant(app, side, nlb_ && nlb_->active() && nlb_->play().grouchy());
}

std::string BrowserLayer::inviteNlbVariant(ui::App& app, naw::Side side, bool grouchy) {
  if (!nlb_) return "";
  showNlbSession(
      app, modules::NlbSession::invite(side, saves.platform().entropy32(), grouchy),
      grouchy ? "Waterloo (NLB rules, Grouchy) by link" : "Waterloo (NLB rules) by link");
  const std::string url = sendTurnLink(app);
  links.report(std::string("You play the ") + (side == naw::Side::French ? "French" : "Allies") +
                   ". Send the invitation; the game starts when your opponent's link comes back.",
               false);
  return url;
}

// NLB_LINKS: an NLB turn link, opened as Computer Napoleonics' are (turn_links.h): every
// die of the opponent's turn derived here.
void BrowserLayer::openNlbTurnLink(ui::App& app, const std::string& text) {
  TurnLinkPage<modules::NlbSession> page;
  page.game = "nlb";
  page.title = "Waterloo (NLB rules)";
  page.drawn = "dice";
  modules::NlbComputer computer;
  if (nlbEntry_ && nlbSession_ && nlbOnScreen()) {
    syncNlbSession();
    page.onScreen = &*nlbSession_;
    computer = computerOf(nlb_->play());
  }
  page.show = [&](modules::NlbSession s, const std::string& entry) {
    showNlbSession(app, std::move(s), entry, entry.empty() ? computer : modules::NlbComputer{});
  };
  page.loadSave = [](const std::string& save) -> std::optional<modules::NlbSession> {
    auto loaded = modules::loadNlbSession(save);
    if (!std::holds_alternative<modules::LoadedNlbSession>(loaded)) return std::nullopt;
    return std::get<modules::LoadedNlbSession>(loaded).session;
  };
  page.status = [](const modules::NlbSession& s) { return statusOf(s.game()); };
  page.sendTurn = [&] { sendTurnLink(app); };
  openTurnLink(links, saves, app, page, text);
}

}  // namespace naw::web
