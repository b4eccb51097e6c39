#include "link_dialog.h"

#include <algorithm>

#include "ai_driver.h"
#include "error_text.h"
#include "i18n.h"
#include "imgui.h"
#include "match.h"
#include "moment_link.h"
#include "named_items.h"
#include "panel_flow.h"
#include "position.h"

namespace naw::ui {

namespace {

constexpr std::size_t kMaxLinkChars = 256 * 1024;  // far above any real link

std::string errorText(const persist::Error& e) { return linkErrorText(e); }

std::string statusLine(const Game& g) {
  const Step st = g.step();
  return "Turn " + std::to_string(st.turn) + " (" + turnLabel(st.turn) + "), " +
         phaseLabel(st.phase);
}

// Index of the first log entry of the player-turn of the last entry (what "the last turn" is).
std::size_t lastTurnStart(const std::vector<LogEntry>& log) {
  if (log.empty()) return 0;
  auto pt = [](const Step& s) {
    GameState at;
    at.turn = static_cast<std::uint8_t>(s.turn);
    at.phase = s.phase;
    return persist::playerTurn(at);
  };
  const int last = pt(log.back().before);
  std::size_t i = log.size();
  while (i > 0 && pt(log[i - 1].before) == last) --i;
  return i;
}

// The words of a refused "&at=" (moment_link.h), in the player's language.
std::string momentRefusalText(const modules::MomentRefusal& r) {
  switch (r.error) {
    case modules::MomentError::NotANumber:
      return tr("replay.at.not_a_number", {{"p", r.parameter}});
    case modules::MomentError::Repeated:
      return tr("replay.at.repeated");
    case modules::MomentError::Unknown:
      return tr("replay.at.unknown", {{"p", r.parameter}});
    case modules::MomentError::PositionLink:
      break;
  }
  return tr("replay.at.position");
}

void applyLogged(Game& g, const LogEntry& e) {
  if (e.action.type == ActionType::Attack && e.outcome.combat) g.forceDice({e.outcome.die});
  g.apply(e.action);
}

}  // namespace

void LinkCenter::fail(const std::string& m) {
  message_ = m;
  messageIsError_ = true;
}
void LinkCenter::notice(const std::string& m) {
  message_ = m;
  messageIsError_ = false;
}

bool LinkCenter::poll(App& app) {
  bool changed = false;
  // A move on the board ends a shared-position view or a replay (they showed another game).
  if (app.revision() != seenRevision_ && (viewing_ || replay_)) {
    viewing_.reset();
    replay_.reset();
    changed = true;
  }
  seenRevision_ = app.revision();
  const int share = static_cast<int>(saves_.platform().shareOutcome());
  if (share != shareSeen_) shareSeen_ = share, changed = true;
  const bool first = !started_;
  if (first) {
    started_ = true;
    saves_.platform().installLinkListener();
  }
  if (!first && !saves_.platform().takeHashChanged()) return changed;
  const std::string hash = saves_.platform().locationHash();
  if (hash.empty() || hash == "#") return changed;
  // The address bar is cleared so that a reload resumes the autosave rather than asking again.
  saves_.platform().clearHash();
  open(app, hash);
  seenRevision_ = app.revision();
  return true;
}

void LinkCenter::open(App& app, const std::string& address) {
  confirm_.reset();
  pendingMoment_.reset();
  // A moment after the link ("&at=k"): the game opens in the replay viewer there.
  auto split = modules::splitMoment(address);
  if (auto* refused = std::get_if<modules::MomentRefusal>(&split)) {
    fail(tr("replay.link_refused", {{"why", momentRefusalText(*refused)}}));
    return;
  }
  const std::string text = std::get<modules::MomentLink>(split).link;
  pendingMoment_ = std::get<modules::MomentLink>(split).at;
  if (text.size() > kMaxLinkChars) {
    fail(tr("links.too_long", {{"n", long(text.size())}}));
    return;
  }
  const std::size_t p = text.rfind("#p="), t = text.rfind("#t=");
  const bool isPosition = p != std::string::npos && (t == std::string::npos || p > t);
  const bool isTurn = t != std::string::npos && !isPosition;
  if (!isPosition && !isTurn) {
    fail(tr("links.not_a_link"));
    return;
  }
  if (isPosition) {
    auto r = persist::decodePosition(app.game().rules(), text);
    if (auto* e = std::get_if<persist::Error>(&r)) {
      fail(tr("links.position_refused", {{"error", errorText(*e)}}));
      return;
    }
    viewing_ = Game::fromState(app.game().rulesPtr(), std::get<GameState>(r));
    viewingLabel_ = statusLine(*viewing_);
    replay_.reset();
    notice(tr("links.showing_position", {{"label", viewingLabel_}}));
    return;
  }

  // A turn link: decode and verify it on its own first (envelope, commitments, every action).
  auto decoded = persist::decodeMatch(text);
  if (auto* e = std::get_if<persist::Error>(&decoded)) {
    fail(tr("links.turn_refused", {{"error", errorText(*e)}}));
    return;
  }
  const persist::Match& m = std::get<persist::OpenedMatch>(decoded).match;

  // 1. It continues the game on screen.
  persist::Session copy = app.session();
  const std::optional<persist::Error> here = copy.receive(text);
  if (!here) {
    const std::size_t before = app.game().log().size();
    if (copy.game().log().size() == before) {
      if (copy.accepted() == app.session().accepted()) {
        moment_ = pendingMoment_;
        notice(tr("links.nothing_new"));
        return;
      }
      // The opponent accepted the invitation: the game starts.
      saves_.keepIdOnNextReplace();
      app.replaceSession(std::move(copy));
      notice(tr("links.accepted"));
      return;
    }
    const Game old = app.game();
    saves_.keepIdOnNextReplace();
    app.replaceSession(std::move(copy));
    moment_ = pendingMoment_;
    startReplay(app.session(), before, old);
    notice(tr("links.replayed", {{"n", long(app.game().log().size() - before)}}));
    return;
  }

  // A link of the game by link on screen that does not continue it (stale, sent by this
  // side, a commitment that does not match): refused with the reason.
  const bool otherGame = here->message.rfind("this link belongs to another game", 0) == 0;
  if (m.dice == persist::DiceMode::Committed && app.session().byLink() && !otherGame) {
    fail(tr("links.turn_refused", {{"error", errorText(*here)}}));
    return;
  }

  // 2. It continues a saved game.
  for (const SaveStore::Entry& entry : saves_.list()) {
    if (entry.id == saves_.currentId() || !entry.error.empty()) continue;
    auto loaded = persist::Session::load(saves_.latestText(entry.id));
    if (!std::holds_alternative<persist::Session::Loaded>(loaded)) continue;
    persist::Session s = std::get<persist::Session::Loaded>(loaded).session;
    const std::size_t before = s.game().log().size();
    if (s.receive(text)) continue;
    Confirm c{tr("links.continues_saved", {{"name", entry.meta.name}}), std::move(s), entry.id,
              before, false};
    confirm_ = std::move(c);
    return;
  }
  if (m.dice == persist::DiceMode::Committed) {
    const bool invitation = m.actions.empty() && (m.sides[0].committed != m.sides[1].committed);
    if (invitation) {
      auto accepted = persist::Session::accept(text, saves_.platform().entropy32());
      if (auto* e = std::get_if<persist::Error>(&accepted)) {
        fail(tr("links.invitation_refused", {{"error", errorText(*e)}}));
        return;
      }
      persist::Session s = std::move(std::get<persist::Session>(accepted));
      const Side mine = s.localSide().value_or(Side::Allied);
      confirm_ =
          Confirm{tr(mine == Side::French ? "links.invitation_french" : "links.invitation_allies"),
                  std::move(s), "", 0, true};
      return;
    }
    fail(tr("links.not_saved_here"));
    return;
  }
  // 3. A hot-seat (seeded) game: open it here as a game of its own (from its start position,
  // for a game played on from one).
  persist::Session s = persist::Session::atStartOf(m);
  if (auto e = s.receive(text)) {
    fail(tr("links.turn_refused", {{"error", errorText(*e)}}));
    return;
  }
  const std::size_t from = lastTurnStart(s.game().log());
  Confirm c{tr("links.replace_question"), std::move(s), "", from, false};
  if (app.game().log().empty() || app.game().over()) {
    accept(app, std::move(c));
  } else {
    confirm_ = std::move(c);
  }
}

void LinkCenter::accept(App& app, Confirm c) {
  std::optional<Game> before;
  if (!c.gameId.empty()) {
    const std::string err = saves_.resume(app, c.gameId);
    if (!err.empty()) {
      fail(tr("links.saved_refused", {{"error", err}}));
      return;
    }
    before = app.game();
    saves_.keepIdOnNextReplace();
  } else {
    // A game from a link is played by people here: no computer side.
    app.control(Side::French) = SideControl{};
    app.control(Side::Allied) = SideControl{};
  }
  viewing_.reset();
  app.replaceSession(std::move(c.session));
  moment_ = pendingMoment_;
  const std::size_t n = app.game().log().size();
  if (c.replayFrom < n) {
    startReplay(app.session(), c.replayFrom, before);
    notice(tr("links.replayed_last", {{"n", long(n - c.replayFrom)}}));
  } else {
    notice(tr("links.opened", {{"status", statusLine(app.game())}}));
  }
  if (c.sendBack) {
    const std::string url = sendTurn(app);
    if (!url.empty()) notice(tr("links.send_back"));
  }
}

bool LinkCenter::answerConfirm(App& app, bool yes) {
  if (!confirm_) return false;
  Confirm c = std::move(*confirm_);
  confirm_.reset();
  if (yes)
    accept(app, std::move(c));
  else
    notice(tr("links.not_opened"));
  seenRevision_ = app.revision();
  return true;
}

void LinkCenter::startReplay(const persist::Session& session, std::size_t from,
                             const std::optional<Game>& before) {
  const std::vector<LogEntry>& log = session.game().log();
  if (from >= log.size()) return;
  const persist::Match& m = session.match();
  Game base = before    ? *before
              : m.start ? Game::fromState(Rules::standard(), *m.start)
                        : Game::newGame(m.options, m.seed);
  if (!before)
    for (std::size_t i = 0; i < from; ++i) applyLogged(base, log[i]);
  Replay r{base, std::vector<LogEntry>(log.begin() + static_cast<std::ptrdiff_t>(from), log.end()),
           0, base};
  replay_ = std::move(r);
  viewing_.reset();
}

void LinkCenter::stepReplayTo(int index) {
  if (!replay_) return;
  index = std::clamp(index, 0, static_cast<int>(replay_->entries.size()));
  if (index < replay_->index) {
    replay_->at = replay_->base;
    replay_->index = 0;
  }
  while (replay_->index < index)
    applyLogged(replay_->at, replay_->entries[static_cast<std::size_t>(replay_->index++)]);
}

const Game* LinkCenter::shownGame() const {
  if (replay_) return &replay_->at;
  if (viewing_) return &*viewing_;
  return nullptr;
}

std::string LinkCenter::shownNote() const {
  if (replay_)
    return tr("links.panel_replay",
              {{"index", replay_->index}, {"n", static_cast<int>(replay_->entries.size())}});
  if (viewing_) return tr("links.panel_viewing");
  return "";
}

std::vector<Hex> LinkCenter::highlights() const {
  if (!replay_ || replay_->index >= static_cast<int>(replay_->entries.size())) return {};
  return actionHexes(replay_->at,
                     replay_->entries[static_cast<std::size_t>(replay_->index)].action);
}

std::string LinkCenter::replayText() const {
  if (!replay_) return "";
  std::string s;
  Game g = replay_->base;
  for (const LogEntry& e : replay_->entries) {
    s += describeAction(g, e.action, &e.outcome) + "\n";
    applyLogged(g, e);
  }
  return s;
}

std::string LinkCenter::viewingStatus() const { return viewing_ ? viewingLabel_ : ""; }

std::string LinkCenter::positionLink(const App& app) const {
  return saves_.platform().pageAddress() +
         "#p=" + persist::encodePosition(app.game().rules(), app.session().visibleState());
}

void LinkCenter::sharePosition(const App& app) {
  const std::string url = positionLink(app);
  saves_.platform().shareUrl(url, tr("links.share_naw_position"));
  showLinkDialog(trLabel("links.share_title", "link"), url);
}

std::string LinkCenter::sendTurn(App& app) {
  persist::Session copy =
      app.session();  // link() reveals what is due; the reveal is recomputed each time
  auto r = copy.link();
  if (auto* e = std::get_if<persist::Error>(&r)) {
    fail(tr("links.turn_not_made", {{"error", errorText(*e)}}));
    return "";
  }
  const std::string url = saves_.platform().pageAddress() + std::get<std::string>(r);
  saves_.platform().shareUrl(url, tr("links.share_naw_turn"));
  showLinkDialog(trLabel("links.send_turn", "link"), url);
  return url;
}

std::string LinkCenter::invite(App& app, Side side, bool grouchy) {
  Options o;
  o.grouchy = grouchy;
  app.control(Side::French) = SideControl{};
  app.control(Side::Allied) = SideControl{};
  viewing_.reset();
  replay_.reset();
  app.replaceSession(
      persist::Session::invite(o, side, saves_.platform().entropy32()));  // a new saved game
  seenRevision_ = app.revision();
  const std::string url = sendTurn(app);
  if (!url.empty())
    notice(tr(side == Side::French ? "links.you_play_french" : "links.you_play_allies"));
  linkTitle_ = trLabel("links.invitation_title", "link");
  return url;
}

void LinkCenter::offerLink(const std::string& title, const std::string& url,
                           const std::string& shareTitle) {
  saves_.platform().shareUrl(url, shareTitle);
  showLinkDialog(title, url);
}

void LinkCenter::drawMessage() {
  if (message_.empty()) return;
  if (messageIsError_) ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 0.62f, 0.52f, 1));
  ImGui::TextUnformatted(message_.c_str());
  if (messageIsError_) ImGui::PopStyleColor();
  if (ImGui::SmallButton(trLabel("links.dismiss", "dismiss").c_str())) message_.clear();
  nameLastItem("link-dismiss");  // named: the panel's Tab goes over named buttons (panel_keys.h)
}

void LinkCenter::showLinkDialog(const std::string& title, const std::string& url) {
  linkTitle_ = title;
  linkUrl_ = url;
  linkShown_ = true;
}

void LinkCenter::drawPanelButtons(App& app, bool live) {
  // Every text here wraps at the panel's edge, however narrow the panel is (an iPad's side
  // panel, a phone's bottom panel).
  ImGui::PushTextWrapPos(0.0f);
  if (flowButton(trLabel("links.saved_games", "saved").c_str(), true, "saved-games"))
    app.dialog = Dialog::Saves;
  // Each named: the panel's Tab goes over named buttons (panel_keys.h).
  if (live && flowButton(trLabel("links.send_turn", "send").c_str(), false, "send-turn"))
    sendTurn(app);
  if (live && flowButton(trLabel("links.share_position", "share").c_str(), false, "share-position"))
    sharePosition(app);
  if (!inviting_) {
    if (flowButton(trLabel("links.play_by_link", "by-link").c_str(), false, "play-by-link"))
      inviting_ = true;
  } else {
    ImGui::TextUnformatted(tr("links.you_play").c_str());
    if (flowButton(trLabel("log.french", "inv-french").c_str(), true, "inv-french"))
      invite(app, Side::French, inviteGrouchy_), inviting_ = false;
    if (flowButton(trLabel("log.allies", "inv-allies").c_str(), false, "inv-allies"))
      invite(app, Side::Allied, inviteGrouchy_), inviting_ = false;
    if (flowButton(trLabel("button.cancel", "inv-cancel").c_str(), false, "inv-cancel"))
      inviting_ = false;
    ImGui::Checkbox(trLabel("links.grouchy", "inv-grouchy").c_str(), &inviteGrouchy_);
    nameLastItem("inv-grouchy");
  }
  if (app.session().byLink() && !app.session().accepted())
    ImGui::TextDisabled("%s", tr("links.waiting_accept").c_str());
  else if (app.session().byLink() && app.session().localSide() &&
           app.session().waitingFor() != *app.session().localSide() && !app.game().over())
    ImGui::TextDisabled("%s", tr("links.opponent_move").c_str());
  if (viewing_) {
    ImGui::TextColored(ImVec4(0.55f, 0.85f, 1, 1), "%s",
                       tr("links.shared_position", {{"label", viewingLabel_}}).c_str());
    if (ImGui::Button(trLabel("links.back_to_game", "back-to-game").c_str())) viewing_.reset();
    nameLastItem("back-to-game");
  }
  drawMessage();
  ImGui::PopTextWrapPos();
}

void LinkCenter::drawDialogs(App& app) {
  const ImGuiViewport* vp = ImGui::GetMainViewport();
  const ImVec2 centre(vp->Size.x * 0.5f, vp->Size.y * 0.5f);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse |
                                 ImGuiWindowFlags_AlwaysAutoResize;
  // These windows size themselves to their text: it wraps at `width`, or less on a screen
  // too narrow for that (the window's padding and a margin stay inside the screen).
  auto pushWrap = [&](float width) {
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() +
                           std::max(120.0f, std::min(width, vp->Size.x - 64)));
  };
  windows_.clear();
  auto keepRect = [&] {  // inside Begin: where this window is, for covers()
    const ImVec2 at = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
    windows_.push_back(Rect{at.x, at.y, at.x + size.x, at.y + size.y});
  };
  if (confirm_) {
    ImGui::SetNextWindowPos(centre, ImGuiCond_Always, ImVec2(0.5f, 0.5f));
    if (ImGui::Begin(trLabel("links.opened_title", "link-opened").c_str(), nullptr, flags)) {
      keepRect();
      pushWrap(420);
      ImGui::TextUnformatted(confirm_->question.c_str());
      ImGui::PopTextWrapPos();
      // Named: Tab goes through the named items (dialog_keys.h).
      if (flowButton(trLabel("links.yes_open", "yes").c_str(), true, "link-yes"))
        answerConfirm(app, true);
      if (flowButton(trLabel("links.no_keep", "no").c_str(), false, "link-no") && confirm_)
        answerConfirm(app, false);
    }
    ImGui::End();
  }
  if (replay_) {
    ImGui::SetNextWindowPos(ImVec2(vp->Size.x - 12, vp->Size.y - 12), ImGuiCond_Always,
                            ImVec2(1, 1));
    if (ImGui::Begin(trLabel("links.replay_title", "replay").c_str(), nullptr, flags)) {
      keepRect();
      const int n = static_cast<int>(replay_->entries.size());
      pushWrap(520);
      ImGui::TextUnformatted(tr("links.step", {{"index", replay_->index}, {"n", n}}).c_str());
      Game g = replay_->base;
      for (int i = 0; i < n; ++i) {
        const LogEntry& e = replay_->entries[static_cast<std::size_t>(i)];
        const std::string line =
            std::to_string(i + 1) + ". " + describeAction(g, e.action, &e.outcome);
        if (i == replay_->index)
          ImGui::TextColored(ImVec4(0.55f, 0.85f, 1, 1), "> %s", line.c_str());
        else if (i < 14 || i >= replay_->index - 3)
          ImGui::TextDisabled("  %s", line.c_str());
        applyLogged(g, e);
        if (i > replay_->index + 8) {
          ImGui::TextDisabled("  ...");
          break;
        }
      }
      ImGui::PopTextWrapPos();
      if (ImGui::Button(trLabel("links.back", "back").c_str()) && replay_->index > 0)
        stepReplayTo(replay_->index - 1);
      ImGui::SameLine();
      if (ImGui::Button(trLabel("links.next", "next").c_str()) && replay_->index < n)
        stepReplayTo(replay_->index + 1);
      ImGui::SameLine();
      if (ImGui::Button(trLabel("links.show_all", "show-all").c_str())) replay_.reset();
      nameLastItem("show-all");
    }
    ImGui::End();
  }
  if (linkShown_) {
    ImGui::SetNextWindowPos(centre, ImGuiCond_Appearing, ImVec2(0.5f, 0.5f));
    bool open = true;
    if (ImGui::Begin(linkTitle_.c_str(), &open, flags)) {
      keepRect();
      pushWrap(480);
      switch (saves_.platform().shareOutcome()) {
        case ShareOutcome::Shared:
          ImGui::TextUnformatted(tr("links.shared").c_str());
          break;
        case ShareOutcome::Copied:
          ImGui::TextUnformatted(tr("links.copied").c_str());
          break;
        case ShareOutcome::Failed:
          ImGui::TextUnformatted(tr("links.copy_it").c_str());
          break;
        default:
          ImGui::TextUnformatted(tr("links.the_link").c_str());
          break;
      }
      std::string shown = linkUrl_;
      if (shown.size() > 90) shown = shown.substr(0, 60) + "..." + shown.substr(shown.size() - 20);
      ImGui::TextDisabled("%s",
                          tr("links.url", {{"url", shown}, {"n", long(linkUrl_.size())}}).c_str());
      ImGui::PopTextWrapPos();
      if (ImGui::Button(trLabel("button.close", "link-close").c_str())) open = false;
      nameLastItem("link-close");  // the browser tests' handle
    }
    ImGui::End();
    if (!open) linkShown_ = false;
  }
}

void LinkCenter::drawHighlights(const App& app) {
  ImDrawList* dl = ImGui::GetForegroundDrawList();
  for (const Hex& h : highlights()) {
    const Point c = app.camera.toScreen(hexCenter(h, 1.0));
    dl->AddCircle(ImVec2(float(c.x), float(c.y)), float(app.camera.scale() * 0.75),
                  IM_COL32(255, 210, 90, 240), 24, 3.0f);
  }
}

}  // namespace naw::ui
