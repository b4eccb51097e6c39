#include "browser_layer.h"

#include <emscripten.h>

#include <cstdio>

#include "cn_module.h"
#include "cn_screen.h"
#include "envelope.h"
#include "games/cn/codec.h"
#include "i18n.h"
#include "imgui.h"
#include "link.h"
#include "moment_link.h"
#include "named_items.h"
#include "panel_flow.h"
#include "position.h"
#include "registry.h"
#include "screen_frame.h"
#include "turn_links.h"
#include "w20_link_save.h"

namespace naw::web {

namespace {

BrowserLayer* g_layer = nullptr;
ui::App* g_app = nullptr;

// Every window.naw function of this layer. Those marked TEST ONLY exist for the browser
// tests (tests/browser/persist.test.mjs, ai.test.mjs) and are not used by the page.
// clang-format off
EM_JS(void, naw_install_browser_api, (), {
  var api = window["naw"] || (window["naw"] = {});
  var str = function(name) { return function() { return ccall(name, "string", [], []); }; };
  // The current position's full link (origin + path + "#p=...").
  api["shareLink"] = str("naw_share_link");
  // TEST ONLY: "Send my turn" without the button; returns the full turn link.
  api["sendTurn"] = str("naw_send_turn");
  // TEST ONLY: "Share position" without the button (share / clipboard / box).
  api["sharePosition"] = function() { ccall("naw_share_position", null, [], []); };
  // TEST ONLY: the message the link and save code last showed: {text, error}.
  api["linkMessage"] = function() {
    return {"text" : ccall("naw_link_message", "string", [], []),
            "error" : !!ccall("naw_link_message_is_error", "number", [], [])};
  };
  // TEST ONLY: answers "A link opened over a game in progress: replace it?" (false: none open).
  api["answerLink"] = function(yes) { return !!ccall("naw_answer_link", "number", ["number"], [yes ? 1 : 0]); };
  api["linkQuestion"] = str("naw_link_question");
  // TEST ONLY: the replay of the opponent's last turn, one action a line ("" when closed).
  api["replayText"] = str("naw_replay_text");
  api["closeReplay"] = function() { ccall("naw_close_replay", null, [], []); };
  api["replayStep"] = function(i) { ccall("naw_replay_step", null, ["number"], [i]); };
  // TEST ONLY: the shown game (a shared position, a replay step, else the game): Game::hash
  // in hex, "turn=T phase=P", a unit's hex; the game in play: its hash and log length.
  api["shownHash"] = str("naw_shown_hash");
  api["shownStep"] = str("naw_shown_step");
  api["shownUnitHex"] = function(id) { return ccall("naw_shown_unit_hex", "string", ["string"], [id]); };
  api["gameHash"] = str("naw_game_hash");
  // TEST ONLY: the replay viewer (replay_view.h): {open, moment, length, message}; opening
  // it at a moment without its button (-1: at the end).
  api["replay"] = function() { return JSON.parse(ccall("naw_replay_state", "string", [], [])); };
  api["openReplay"] = function(k) { return !!ccall("naw_open_replay", "number", ["number"], [k]); };
  // TEST ONLY: the replay viewer of the Computer Napoleonics or NLB game on screen
  // (browser_layer_replay.cpp): {open, moment, length, message, hash, step}; opening it
  // at a moment without its button (-1: at the end).
  api["gameReplay"] = function() { return JSON.parse(ccall("naw_game_replay_state", "string", [], [])); };
  api["openGameReplay"] = function(k) { ccall("naw_open_game_replay", null, ["number"], [k]); };
  // TEST ONLY: `n` random legal actions in the CN or NLB game on screen: {error, hashes}
  // (the game's hash before them and after each, 16 hex digits).
  api["playRandom"] = function(n, seed) {
    return JSON.parse(ccall("naw_play_random", "string", ["number", "number"], [n, seed]));
  };
  api["logLength"] = function() { return ccall("naw_log_length", "number", [], []); };
  // TEST ONLY: plays through App::submit (the same funnel as a tap): move a unit to a hex
  // along a shortest legal path, end the phase, start a new game. "" or the refusal.
  api["move"] = function(id, hex) { return ccall("naw_test_move", "string", ["string", "string"], [id, hex]); };
  api["endPhase"] = str("naw_test_end_phase");
  api["newGame"] = function(french, allied, level, seed) {
    ccall("naw_test_new_game", null, ["string", "string", "string", "number"], [french, allied, level, seed || 0]);
  };
  // TEST ONLY: computer opponent: {acting, humanActs, busy}, per-phase timings (JSON), hint.
  api["aiState"] = function() { return JSON.parse(ccall("naw_ai_state", "string", [], [])); };
  api["aiTimings"] = function() { return JSON.parse(ccall("naw_ai_timings", "string", [], [])); };
  api["setAiWatch"] = function(on) { ccall("naw_set_ai_watch", null, ["number"], [on ? 1 : 0]); };
  api["requestHint"] = function() { ccall("naw_request_hint", null, [], []); };
  api["hint"] = str("naw_hint");
  // TEST ONLY: the human takes the hinted action (through App::submit); "" or the refusal.
  api["playHint"] = str("naw_play_hint");
  // TEST ONLY: localStorage sizes of the saves {currentSaveChars, allKeysChars, ...}; the
  // saved-games list as JSON; the last storage error ("" when none).
  api["saveStats"] = function() { return JSON.parse(ccall("naw_save_stats", "string", [], [])); };
  api["savedGames"] = function() { return JSON.parse(ccall("naw_saved_games", "string", [], [])); };
  api["storageError"] = str("naw_storage_error");
  api["savesMessage"] = str("naw_saves_message");
  // TEST ONLY: the message shown at start when the autosave could not be resumed.
  api["startMessage"] = str("naw_start_message");
  api["autosaveSlot"] = function() { return ccall("naw_autosave_slot", "number", [], []); };
  // TEST ONLY: the saved-games dialog's actions without its buttons ("" or the error).
  var idFn = function(name) { return function(id) { return ccall(name, "string", ["string"], [id]); }; };
  api["resumeSave"] = idFn("naw_resume_save");
  api["deleteSave"] = idFn("naw_delete_save");
  api["exportSave"] = idFn("naw_export_save");
  api["renameSave"] = function(id, name) { return ccall("naw_rename_save", "string", ["string", "string"], [id, name]); };
  api["pickSaveFile"] = function() { ccall("naw_pick_save_file", null, [], []); };
  api["openSavedGames"] = function() { ccall("naw_open_saved_games", null, [], []); };
  // TEST ONLY: a new game by link (side "french" / "allied"): the invitation's address.
  api["invite"] = function(side, grouchy) {
    return ccall("naw_invite", "string", ["string", "number"], [side, grouchy ? 1 : 0]);
  };
  // TEST ONLY: attack ("a,b" -> "c"), decline an advance, the current step's name.
  api["attack"] = function(attackers, defenders) {
    return ccall("naw_test_attack", "string", ["string", "string"], [attackers, defenders]);
  };
  api["declineAdvance"] = str("naw_test_decline_advance");
  api["stepName"] = str("naw_step_name");
  // TEST ONLY: the game on screen was written by another tab: {stale, error, message}; the
  // stale window's answers without its buttons ("load" / "fork"): "" or why nothing was done.
  api["staleGame"] = function() { return JSON.parse(ccall("naw_stale_game", "string", [], [])); };
  api["answerStale"] = function(choice) {
    return ccall("naw_answer_stale", "string", ["string"], [choice]);
  };
});
// clang-format on

std::string g_text;
const char* keep(std::string s) {
  g_text = std::move(s);
  return g_text.c_str();
}

std::string jsonString(const std::string& s) {
  std::string o = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\')
      o += '\\', o += c;
    else if (static_cast<unsigned char>(c) < 0x20)
      o += ' ';
    else
      o += c;
  }
  return o + "\"";
}

std::string hex64(std::uint64_t v) {
  char buf[20];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(v));
  return buf;
}

}  // namespace

void setBrowserLayer(BrowserLayer* layer, ui::App* app) {
  g_layer = layer;
  g_app = app;
  naw_install_browser_api();
}

void BrowserLayer::attach(ui::App& app) {
  app_ = &app;
  if (cn_ || nlb_ || w20_) {
    // Before the store's own hook: a Napoleon at Waterloo game replacing the one on screen
    // (new game, resumed save, link) is that game's entry, shown on its screen.
    app.onReplaced.push_back([this](const ui::App&) {
      cnEntry_ = nlbEntry_ = w20Entry_ = false;
      if (cn_) showCn_(false);
      if (nlb_) showNlb_(false);
      if (w20_) showW20_(false);
    });
    saves.otherShown = [this] { return cnEntry_ || nlbEntry_ || w20Entry_; };
    saves.otherSave = [this](const persist::SaveMeta& meta) {
      return nlbEntry_ ? nlbSaveText(meta) : w20Entry_ ? w20SaveText(meta) : cnSaveText(meta);
    };
    saves.openOther = [this](const std::string& text) {
      const auto info = persist::peekText(text);
      const auto* t = std::get_if<persist::TextInfo>(&info);
      return t && t->game == "nlb"   ? openNlbSave(text)
             : t && t->game == "w20" ? openW20Save(text)
                                     : openCnSave(text);
    };
    // Rename/import of another game's save: written again with the new meta.
    saves.resaveOther = [](const std::string& text, const persist::SaveMeta& meta) {
      const auto info = persist::peekText(text);
      const auto* t = std::get_if<persist::TextInfo>(&info);
      if (t && t->game == "cn") {
        auto loaded = modules::loadCnSession(text);
        if (std::holds_alternative<persist::Error>(loaded)) return std::string();
        const modules::LoadedCnSession& l = std::get<modules::LoadedCnSession>(loaded);
        auto saved = modules::saveCnSession(l.session, meta, l.computer);
        return std::holds_alternative<std::string>(saved) ? std::get<std::string>(saved) : "";
      }
      if (t && t->game == "nlb") {
        auto loaded = modules::loadNlbSession(text);
        if (std::holds_alternative<persist::Error>(loaded)) return std::string();
        const auto& l = std::get<modules::LoadedNlbSession>(loaded);
        auto saved = modules::saveNlbSession(l.session, l.computer, meta);
        return std::holds_alternative<std::string>(saved) ? std::get<std::string>(saved) : "";
      }
      if (t && t->game == "w20") {  // a game by link (its secret kept), else below
        auto loaded = modules::loadW20Match(text);
        if (auto* l = std::get_if<modules::LoadedW20Match>(&loaded)) {
          auto saved = modules::saveW20Match(l->match, meta);
          return std::holds_alternative<std::string>(saved) ? std::get<std::string>(saved) : "";
        }
      }
      auto loaded = modules::loadGame(text);
      if (std::holds_alternative<persist::Error>(loaded)) return std::string();
      auto saved = modules::saveGame(*std::get<modules::LoadedGame>(loaded).game, meta);
      return std::holds_alternative<std::string>(saved) ? std::get<std::string>(saved) : "";
    };
  }
  if (cn_) {
    cn_->onStarted = [this, &app] {
      const cn::ui::Play& p = cn_->play();
      showCnSession(app, modules::CnSession::local(p.seed(), p.computerAllies()),
                    ui::tr(p.computer() ? "saves.name_cn_computer" : "saves.name_cn_two"),
                    cnComputer());
    };
    cn_->drawPanelLinks = [this, &app] {
      drawPanelLinks(app, LinkState::of(cnSession_), &BrowserLayer::inviteCn);
    };
    cn_->drawOverlays = [this, &app] {
      drawGameReplay(app);
      saves.draw(app);
      saves.drawStale(app);
      links.drawDialogs(app);
    };
  }
  if (nlb_) nlbAttach(app);
  if (w20_) w20Attach(app);
  startMessage = saves.attach(app);
  setBrowserLayer(this, &app);
}

void BrowserLayer::attachCn(cn::ui::Screen& screen, std::function<bool()> shown,
                            std::function<void(bool)> show) {
  cn_ = &screen;
  cnShown_ = std::move(shown);
  showCn_ = std::move(show);
}

// The save text of the Computer Napoleonics game on screen: its session (start, dice mode,
// commitments, actions and, by link, this player's secret: modules::saveCnSession).
std::string BrowserLayer::cnSaveText(const persist::SaveMeta& meta) {
  if (!cn_ || !cn_->active() || !cnSession_) return "";
  syncCnSession();
  auto saved = modules::saveCnSession(*cnSession_, meta, cnComputer());
  if (auto* text = std::get_if<std::string>(&saved)) return *text;
  return "";
}

// A save of another game than Napoleon at Waterloo: put on the Computer Napoleonics screen.
// "" or why not.
std::string BrowserLayer::openCnSave(const std::string& text) {
  auto loaded = modules::loadCnSession(text);
  if (auto* e = std::get_if<persist::Error>(&loaded)) return ui::saveErrorText(*e);
  if (!cn_ || !app_) return "this page cannot show this game";
  modules::LoadedCnSession& l = std::get<modules::LoadedCnSession>(loaded);
  showCnSession(*app_, std::move(l.session), "", l.computer);
  return "";
}

static_assert(static_cast<int>(cn::ai::PlayerLevel::Easy) == 0 &&
                  static_cast<int>(cn::ai::PlayerLevel::Hard) == 2,
              "modules::CnComputer::level holds cn::ai::PlayerLevel's value");
std::optional<modules::CnComputer> BrowserLayer::cnComputer() const {
  if (!cn_ || !cn_->active() || !cn_->play().computer()) return std::nullopt;
  return modules::CnComputer{*cn_->play().computer(),
                             static_cast<std::uint8_t>(cn_->computerLevel)};
}

void BrowserLayer::showCnSession(ui::App& app, modules::CnSession session, const std::string& entry,
                                 std::optional<modules::CnComputer> computer) {
  const modules::CnMatch& m = session.match();
  cn::ui::Play play(session.game(), m.variant, m.seed, m.actions);
  if (computer) {
    play.setComputer(computer->side);
    cn_->computerLevel = static_cast<cn::ai::PlayerLevel>(computer->level);
  }
  play.gate = [this](cn::Game& g, const cn::Action& a) -> std::optional<cn::Refusal> {
    syncCnSession();
    return cnSession_ ? cnSession_->prepare(g, a) : std::nullopt;
  };
  cnSession_ = std::move(session);
  cnSavedActions_ = play.record().size();
  cn_->open(std::move(play));
  cnEntry_ = true;
  nlbEntry_ = w20Entry_ = false;
  showCn_(true);
  if (!entry.empty()) saves.otherStarted(app, entry);
}

void BrowserLayer::syncCnSession() {
  if (!cn_ || !cn_->active() || !cnSession_) return;
  const std::vector<cn::Action>& record = cn_->play().record();
  for (std::size_t i = cnSession_->match().actions.size(); i < record.size(); ++i)
    if (std::holds_alternative<cn::Refusal>(cnSession_->apply(record[i]))) break;
}

// CN_LINKS: a Computer Napoleonics turn link, opened by the code every game by link shares
// (turn_links.h).
void BrowserLayer::openCnTurnLink(ui::App& app, const std::string& text) {
  TurnLinkPage<modules::CnSession> page;
  page.game = "cn";
  page.title = "Computer Napoleonics";
  page.drawn = "numbers";
  if (cnEntry_ && cnSession_ && cnOnScreen()) {
    syncCnSession();
    page.onScreen = &*cnSession_;
  }
  page.show = [&](modules::CnSession s, const std::string& entry) {
    showCnSession(app, std::move(s), entry);
  };
  page.loadSave = [](const std::string& save) -> std::optional<modules::CnSession> {
    auto loaded = modules::loadCnSession(save);
    if (!std::holds_alternative<modules::LoadedCnSession>(loaded)) return std::nullopt;
    return std::get<modules::LoadedCnSession>(loaded).session;
  };
  page.status = [](const modules::CnSession& s) {
    return "turn " + std::to_string(s.game().state().turn) + ", " +
           cn::ui::phaseLabel(s.game().state().phase);
  };
  page.sendTurn = [&] { sendTurnLink(app); };
  openTurnLink(links, saves, app, page, text);
}

// A "#p=" link of a Computer Napoleonics position, or a "#t=" turn link of it, in the
// address: opened on its screen. A position starts a new saved game (its start and the
// actions played from it). True when one was read.
bool BrowserLayer::pollCnLink(ui::App& app) {
  const std::string hash = saves.platform().locationHash();
  const bool position = hash.compare(0, 3, "#p=") == 0;
  if (!position && hash.compare(0, 3, "#t=") != 0) return false;
  // A turn link may name a moment ("&at=k", moment_link.h): the game opens in the replay
  // there. (A refused suffix is not this game's: LinkCenter reports it.)
  const auto split = modules::splitMoment(hash);
  const auto* moment = std::get_if<modules::MomentLink>(&split);
  const auto info = persist::peekText(moment ? moment->link : hash);
  const auto* t = std::get_if<persist::TextInfo>(&info);
  if (!t || t->game != "cn") return false;  // Napoleon at Waterloo's links: LinkCenter
  if (!position && !moment) return false;   // a refused "&at=": LinkCenter says why
  saves.platform().clearHash();
  if (!position) {
    const modules::MomentLink& m = *moment;
    openCnTurnLink(app, m.link);
    openMomentOf(m.at);
    return true;
  }
  auto opened = modules::openPositionLink(hash);
  if (auto* e = std::get_if<persist::Error>(&opened)) {
    startMessage = ui::tr("links.start_refused", {{"error", ui::saveErrorText(*e)}});
    return true;
  }
  auto state = cn::decode(std::get<std::unique_ptr<core::AnyGame>>(opened)->encodePosition());
  if (auto* e = std::get_if<std::string>(&state)) {
    startMessage = ui::tr("links.start_refused", {{"error", *e}});
    return true;
  }
  showCnSession(app, modules::CnSession::fromPosition(std::get<cn::State>(state)),
                "Computer Napoleonics, from a shared position");
  return true;
}

bool BrowserLayer::cnOnScreen() const { return cn_ && cnShown_ && cnShown_() && cn_->active(); }

std::string BrowserLayer::sendTurnLink(ui::App& app) {
  if (w20OnScreen()) return sendW20TurnLink(app);
  if (nlbOnScreen() && nlbSession_) return sendNlbTurnLink(app);
  if (!cnOnScreen() || !cnSession_) return links.sendTurn(app);
  syncCnSession();
  const std::string url = saves.platform().pageAddress() + cnSession_->link();
  links.offerLink(ui::trLabel("links.send_turn", "link"), url, ui::tr("links.share_cn_turn"));
  return url;
}

std::string BrowserLayer::inviteCn(ui::App& app, naw::Side side) {
  if (!cn_) return "";
  showCnSession(app, modules::CnSession::invite(side, saves.platform().entropy32()),
                "Computer Napoleonics by link");
  const std::string url = sendTurnLink(app);
  links.report(
      ui::tr(side == naw::Side::French ? "links.you_play_french" : "links.you_play_allies"), false);
  return url;
}

// The saved-games, link and language buttons at the end of the Computer Napoleonics, NLB or
// Waterloo 20 panel.
void BrowserLayer::drawPanelLinks(ui::App& app, const LinkState& session,
                                  std::string (BrowserLayer::*invite)(ui::App&, naw::Side)) {
  using ui::flowButton;
  ImGui::Separator();
  ImGui::PushTextWrapPos(0);
  using ui::tr;
  using ui::trLabel;
  if (flowButton(trLabel("links.saved_games", "saved").c_str(), true, "saved-games"))
    app.dialog = ui::Dialog::Saves;
  // A replay's moment on the board: no "Send my turn" or "Share position" (they would send
  // the live game, not the moment shown).
  const bool live = !gameReplay_.isOpen();
  if (live && flowButton(trLabel("links.send_turn", "send").c_str(), false, "send-turn"))
    sendTurnLink(app);
  drawReplayButton();
  if (live &&
      flowButton(trLabel("links.share_position", "share").c_str(), false, "share-position")) {
    if (w20OnScreen())  // none: it would show every face-down counter (W29, FOG-MODEL.md)
      links.report(tr("w20.link.no_position"), true);
    else
      links.offerLink(trLabel("links.share_title", "link"), shareLink(app),
                      tr(nlbOnScreen() ? "links.share_nlb_position" : "links.share_cn_position"));
  }
  if (!cnInviting_) {
    if (flowButton(trLabel("links.play_by_link", "by-link").c_str(), false, "play-by-link"))
      cnInviting_ = true;
  } else {
    ImGui::TextUnformatted(tr("links.you_play").c_str());
    if (flowButton(trLabel("log.french", "inv-french").c_str(), true, "inv-french"))
      (this->*invite)(app, naw::Side::French), cnInviting_ = false;
    if (flowButton(trLabel("log.allies", "inv-allies").c_str(), false, "inv-allies"))
      (this->*invite)(app, naw::Side::Allied), cnInviting_ = false;
    if (flowButton(trLabel("button.cancel", "inv-cancel").c_str(), false, "inv-cancel"))
      cnInviting_ = false;
  }
  // The language switch of the standard game's panel (issue 14 item 1), named in the
  // language it switches to: a player who cannot read the current one still finds it.
  // (The word is in the current language's column: the other's texts may not be loaded.)
  const ui::Lang other = ui::language() == ui::Lang::Fr ? ui::Lang::En : ui::Lang::Fr;
  const bool pressed = flowButton(tr("language.switch").c_str(), false, "language");
  ui::namedItems()["language"].text = tr("language.switch");  // ui().texts.language
  if (pressed) ui::chooseLanguage(saves.platform(), other);
  if (session.byLink && !session.accepted)
    ImGui::TextDisabled("%s", tr("links.waiting_accept").c_str());
  else if (session.opponentActs)
    ImGui::TextDisabled("%s", tr("links.opponent_move").c_str());
  links.drawMessage();
  if (!saves.lastError().empty())
    ImGui::TextColored(ImVec4(1, 0.62f, 0.52f, 1), "%s", saves.lastError().c_str());
  if (!startMessage.empty()) {
    ImGui::TextColored(ImVec4(1, 0.62f, 0.52f, 1), "%s", startMessage.c_str());
    if (ImGui::Button("OK##start-message", ImVec2(88, 44))) startMessage.clear();
    ui::nameLastItem("start-message-ok");
  }
  ImGui::PopTextWrapPos();
}

std::string BrowserLayer::shareLink(const ui::App& app) const {
  if (w20OnScreen()) return "";  // none: it would show every face-down counter (W29)
  if (nlb_ && nlbShown_()) return nlbShareLink();
  if (!cn_ || !cnShown_() || !cn_->active()) return links.positionLink(app);
  core::LoadedGame game =
      modules::cnModule().decodePosition(cn::encode(cn_->play().game().state()));
  if (!std::holds_alternative<std::unique_ptr<core::AnyGame>>(game)) return "";
  auto link = modules::positionLink(*std::get<std::unique_ptr<core::AnyGame>>(game));
  if (auto* text = std::get_if<std::string>(&link)) return saves.platform().pageAddress() + *text;
  return "";
}

bool BrowserLayer::frame(ui::App& app) {
  // First what other tabs wrote: a stale game is neither saved nor played on by the computer.
  bool changed = saves.checkOtherTabs(app);
  if (saves.stale()) app.dialog = ui::Dialog::Saves;  // the map takes no tap (main.cpp)
  if (cn_ && pollCnLink(app)) changed = true;
  if (nlb_ && pollNlbLink(app)) changed = true;
  if (w20_ && pollW20Link(app)) changed = true;
  if (links.poll(app)) changed = true;
  replay.poll(app);
  // A link to a moment ("&at=k") opens its game there in the replay viewer.
  if (const auto at = links.takeMoment()) {
    links.closeReplay();
    if (replay.open(app, at) && *at > replay.length())
      links.report(ui::tr("replay.past_end", {{"at", static_cast<long>(*at)},
                                              {"n", static_cast<long>(replay.length())}}),
                   true);
    changed = true;
  }
  gameReplayFrame();
  // The Computer Napoleonics game on screen: saved after every action it took.
  if (cnEntry_ && cn_->active() && cn_->play().record().size() != cnSavedActions_) {
    cnSavedActions_ = cn_->play().record().size();
    saves.autosave(app);
  }
  if (nlb_) nlbFrame(app);
  if (w20_) w20Frame(app);
  if (saves.poll()) changed = true;
  ai.paused =
      links.modal() || app.dialog == ui::Dialog::NewGame || saves.stale() || replay.isOpen();
  saves.defer(true);  // the computer's actions of this frame: one autosave after the last
  if (ai.frame(app, emscripten_get_now())) changed = true;
  saves.defer(false);
  saves.flush(app);
  return changed;
}

bool BrowserLayer::busy(const ui::App& app) const { return ai.busy(app); }

void BrowserLayer::drawPanel(ui::App& app) {
  ImGui::Separator();
  const bool live = &shownGame(app) == &app.game();
  if (live) ai.drawPanel(app);  // a moment shown: no hint, no computer
  links.drawPanelButtons(app, live);
  if (!app.game().log().empty() && !replay.isOpen() &&
      ui::flowButton(ui::trLabel("replay.open", "replay-open").c_str(), false, "replay-open"))
    replay.open(app);
  if (!replay.isOpen() && !replay.message().empty()) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(replay.message().c_str());
    ImGui::PopTextWrapPos();
  }
  // Messages wrap at the panel's edge (an iPad's side panel is about 370 px wide).
  ImGui::PushTextWrapPos(0);
  if (!saves.lastError().empty())
    ImGui::TextColored(ImVec4(1, 0.62f, 0.52f, 1), "%s", saves.lastError().c_str());
  if (!startMessage.empty()) {
    ImGui::TextColored(ImVec4(1, 0.62f, 0.52f, 1), "%s", startMessage.c_str());
    // A touch target of 44 CSS pixels, like every button of the panel.
    if (ImGui::Button("OK##start-message", ImVec2(88, 44))) startMessage.clear();
    ui::nameLastItem("start-message-ok");
  }
  ImGui::PopTextWrapPos();
}

void BrowserLayer::drawOverlays(ui::App& app) {
  saves.draw(app);
  saves.drawStale(app);
  links.drawDialogs(app);
  links.drawHighlights(app);
  ai.drawHighlights(app);
  replay.draw(app, saves, links);
  if (replay.isOpen()) replay.drawHighlights(app);
}

const Game& BrowserLayer::shownGame(const ui::App& app) const {
  const Game* g = replay.isOpen() ? replay.shownGame() : links.shownGame();
  return g ? *g : app.game();
}

std::string BrowserLayer::shownNote() const {
  return replay.isOpen() ? ui::replayNote(replay.moment(), replay.length()) : links.shownNote();
}

}  // namespace naw::web

using naw::web::g_app;
using naw::web::g_layer;

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* naw_share_link() {
  return naw::web::keep(g_layer ? g_layer->shareLink(*g_app) : "");
}
EMSCRIPTEN_KEEPALIVE const char* naw_send_turn() {
  return naw::web::keep(g_layer ? g_layer->sendTurnLink(*g_app) : "");
}
EMSCRIPTEN_KEEPALIVE void naw_share_position() {
  if (g_layer) g_layer->links.sharePosition(*g_app);
}
EMSCRIPTEN_KEEPALIVE const char* naw_link_message() {
  return naw::web::keep(g_layer ? g_layer->links.message() : "");
}
EMSCRIPTEN_KEEPALIVE int naw_link_message_is_error() {
  return g_layer && g_layer->links.messageIsError();
}
EMSCRIPTEN_KEEPALIVE int naw_answer_link(int yes) {
  return g_layer && g_layer->links.answerConfirm(*g_app, yes != 0);
}
EMSCRIPTEN_KEEPALIVE const char* naw_link_question() {
  return naw::web::keep(g_layer ? g_layer->links.question() : "");
}
EMSCRIPTEN_KEEPALIVE const char* naw_replay_text() {
  return naw::web::keep(g_layer ? g_layer->links.replayText() : "");
}
EMSCRIPTEN_KEEPALIVE void naw_close_replay() {
  if (g_layer) g_layer->links.closeReplay();
}
EMSCRIPTEN_KEEPALIVE void naw_replay_step(int index) {
  if (g_layer) g_layer->links.replayStep(index);
}
EMSCRIPTEN_KEEPALIVE const char* naw_shown_hash() {
  return naw::web::keep(g_layer ? naw::web::hex64(g_layer->shownGame(*g_app).hash()) : "");
}
EMSCRIPTEN_KEEPALIVE const char* naw_shown_step() {
  if (!g_layer) return "";
  const naw::Step s = g_layer->shownGame(*g_app).step();
  return naw::web::keep("turn=" + std::to_string(s.turn) + " phase=" + naw::phaseName(s.phase));
}
EMSCRIPTEN_KEEPALIVE const char* naw_shown_unit_hex(const char* id) {
  if (!g_layer) return "";
  const naw::Game& g = g_layer->shownGame(*g_app);
  const int u = g.unitIndex(id);
  const naw::Hex h = u >= 0 ? g.hexOf(u) : naw::Hex{};
  return naw::web::keep(h.valid() ? naw::formatHex(h) : "");
}
EMSCRIPTEN_KEEPALIVE const char* naw_replay_state() {
  if (!g_layer) return "{}";
  const naw::ui::ReplayView& r = g_layer->replay;
  return naw::web::keep(std::string("{\"open\":") + (r.isOpen() ? "true" : "false") +
                        ",\"moment\":" + std::to_string(r.moment()) +
                        ",\"length\":" + std::to_string(r.length()) +
                        ",\"message\":" + naw::web::jsonString(r.message()) + "}");
}
EMSCRIPTEN_KEEPALIVE const char* naw_game_replay_state() {
  return naw::web::keep(g_layer ? g_layer->gameReplay().json() : "{}");
}
EMSCRIPTEN_KEEPALIVE void naw_open_game_replay(double k) {
  if (g_layer)
    g_layer->openGameReplay(k < 0 ? std::nullopt
                                  : std::optional<std::size_t>(static_cast<std::size_t>(k)));
}
EMSCRIPTEN_KEEPALIVE const char* naw_play_random(int n, double seed) {
  return naw::web::keep(g_layer ? g_layer->playRandom(n, static_cast<std::uint64_t>(seed)) : "");
}
EMSCRIPTEN_KEEPALIVE int naw_open_replay(double k) {
  if (!g_layer) return 0;
  return g_layer->replay.open(*g_app,
                              k < 0 ? std::nullopt : std::optional<std::size_t>(std::size_t(k)));
}
EMSCRIPTEN_KEEPALIVE const char* naw_game_hash() {
  return naw::web::keep(g_app ? naw::web::hex64(g_app->game().hash()) : "");
}
EMSCRIPTEN_KEEPALIVE double naw_log_length() {
  return g_app ? double(g_app->game().log().size()) : -1;
}

EMSCRIPTEN_KEEPALIVE const char* naw_test_move(const char* id, const char* hex) {
  if (!g_app) return "";
  const naw::Game& g = g_app->game();
  naw::Action a;
  a.unit = g.unitIndex(id);
  if (a.unit < 0) return naw::web::keep("unknown unit");
  const naw::Hex to = naw::parseHex(hex);
  if (g.hexOf(a.unit).valid()) {
    a.type = naw::ActionType::Move;
    a.path = g.pathTo(a.unit, to);
  } else {
    a.type = naw::ActionType::Enter;
    a.hex = to;
  }
  if (a.type == naw::ActionType::Move && a.path.empty()) return naw::web::keep("no legal path");
  if (g_app->submit(a)) return "";
  return naw::web::keep(g_app->refusal() ? g_app->refusal()->rule + ": " + g_app->refusal()->why
                                         : "refused");
}
EMSCRIPTEN_KEEPALIVE const char* naw_test_end_phase() {
  if (!g_app) return "";
  naw::Action a;
  a.type = naw::ActionType::EndPhase;
  if (g_app->submit(a)) return "";
  return naw::web::keep(g_app->refusal() ? g_app->refusal()->rule + ": " + g_app->refusal()->why
                                         : "refused");
}
EMSCRIPTEN_KEEPALIVE void naw_test_new_game(const char* french, const char* allied,
                                            const char* level, double seed) {
  if (!g_app) return;
  naw::ui::NewGameSettings s;
  const auto lv = naw::ai::parseLevel(level).value_or(naw::ai::Level::Normal);
  s.sides[0] = {std::string(french) == "computer" ? naw::ui::Controller::Computer
                                                  : naw::ui::Controller::Human,
                lv};
  s.sides[1] = {std::string(allied) == "computer" ? naw::ui::Controller::Computer
                                                  : naw::ui::Controller::Human,
                lv};
  s.seed = static_cast<std::uint64_t>(seed);
  g_app->newGame(s);
}
EMSCRIPTEN_KEEPALIVE const char* naw_ai_state() {
  if (!g_app) return "{}";
  const naw::Step s = g_app->game().step();
  return naw::web::keep(std::string("{\"acting\":\"") + naw::sideName(s.acting) +
                        "\",\"phase\":\"" + naw::phaseName(s.phase) +
                        "\",\"turn\":" + std::to_string(s.turn) +
                        ",\"humanActs\":" + (g_app->humanActs() ? "true" : "false") +
                        ",\"busy\":" + (g_layer->busy(*g_app) ? "true" : "false") +
                        ",\"lastAction\":" + naw::web::jsonString(g_layer->ai.lastAction()) + "}");
}
EMSCRIPTEN_KEEPALIVE const char* naw_ai_timings() {
  return naw::web::keep(g_layer ? g_layer->ai.timingsJson() : "[]");
}
EMSCRIPTEN_KEEPALIVE void naw_set_ai_watch(int on) {
  if (g_layer) g_layer->ai.watch = on != 0;
}
EMSCRIPTEN_KEEPALIVE void naw_request_hint() {
  if (g_layer) g_layer->ai.requestHint(*g_app);
}
EMSCRIPTEN_KEEPALIVE const char* naw_hint() {
  if (!g_layer || !g_layer->ai.hint()) return "";
  return naw::web::keep(naw::ui::describeAction(g_app->game(), *g_layer->ai.hint()));
}
EMSCRIPTEN_KEEPALIVE const char* naw_save_stats() {
  return naw::web::keep(g_layer ? g_layer->saves.statsJson() : "{}");
}
EMSCRIPTEN_KEEPALIVE const char* naw_saved_games() {
  if (!g_layer) return "[]";
  std::string s = "[";
  for (const auto& e : g_layer->saves.list()) {
    if (s.size() > 1) s += ",";
    s += "{\"id\":" + naw::web::jsonString(e.id) +
         ",\"name\":" + naw::web::jsonString(e.meta.name) +
         ",\"error\":" + naw::web::jsonString(e.error) + ",\"chars\":" + std::to_string(e.bytes) +
         ",\"current\":" + (e.id == g_layer->saves.currentId() ? "true" : "false") + "}";
  }
  return naw::web::keep(s + "]");
}
EMSCRIPTEN_KEEPALIVE const char* naw_saves_message() {
  return naw::web::keep(g_layer ? g_layer->saves.message() : "");
}
EMSCRIPTEN_KEEPALIVE const char* naw_start_message() {
  return naw::web::keep(g_layer ? g_layer->startMessage : "");
}
EMSCRIPTEN_KEEPALIVE double naw_autosave_slot() {
  return g_layer ? g_layer->saves.latestSlot() : -1;
}
EMSCRIPTEN_KEEPALIVE const char* naw_resume_save(const char* id) {
  return naw::web::keep(g_layer ? g_layer->saves.resume(*g_app, id) : "");
}
EMSCRIPTEN_KEEPALIVE const char* naw_delete_save(const char* id) {
  return naw::web::keep(g_layer ? g_layer->saves.remove(id) : "");
}
EMSCRIPTEN_KEEPALIVE const char* naw_export_save(const char* id) {
  return naw::web::keep(g_layer ? g_layer->saves.exportFile(id) : "");
}
EMSCRIPTEN_KEEPALIVE const char* naw_rename_save(const char* id, const char* name) {
  return naw::web::keep(g_layer ? g_layer->saves.rename(*g_app, id, name) : "");
}
EMSCRIPTEN_KEEPALIVE void naw_pick_save_file() { naw::web::pickFile(); }
EMSCRIPTEN_KEEPALIVE void naw_open_saved_games() {
  if (g_app) g_app->dialog = naw::ui::Dialog::Saves;
}
EMSCRIPTEN_KEEPALIVE const char* naw_w20_link() {
  return naw::web::keep(g_layer ? g_layer->w20LinkJson() : "null");
}
EMSCRIPTEN_KEEPALIVE const char* naw_w20_secret() {
  return naw::web::keep(g_layer ? g_layer->w20SecretJson() : "null");
}
EMSCRIPTEN_KEEPALIVE const char* naw_invite(const char* side, int grouchy) {
  if (!g_layer) return "";
  if (g_layer->w20OnScreen())  // the game on screen: a Waterloo 20 game by link (its options)
    return naw::web::keep(g_layer->inviteW20(
        *g_app, std::string(side) == "allied" ? naw::Side::Allied : naw::Side::French));
  if (g_layer->nlbOnScreen())  // the game on screen: an NLB Waterloo game by link
    return naw::web::keep(g_layer->inviteNlbVariant(
        *g_app, std::string(side) == "allied" ? naw::Side::Allied : naw::Side::French,
        grouchy != 0));
  if (g_layer->cnOnScreen())  // the game on screen: a Computer Napoleonics game by link
    return naw::web::keep(g_layer->inviteCn(
        *g_app, std::string(side) == "allied" ? naw::Side::Allied : naw::Side::French));
  return naw::web::keep(g_layer->links.invite(
      *g_app, std::string(side) == "allied" ? naw::Side::Allied : naw::Side::French, grouchy != 0));
}
namespace {
extern "C++" {  // helpers inside the extern "C" block of exported functions
std::vector<int> unitIds(const naw::Game& g, const std::string& csv) {
  std::vector<int> out;
  std::size_t pos = 0;
  while (pos <= csv.size()) {
    std::size_t end = csv.find(',', pos);
    if (end == std::string::npos) end = csv.size();
    if (end > pos) out.push_back(g.unitIndex(csv.substr(pos, end - pos)));
    pos = end + 1;
  }
  return out;
}
const char* refusalText(bool ok) {
  if (ok) return "";
  return naw::web::keep(g_app->refusal() ? g_app->refusal()->rule + ": " + g_app->refusal()->why
                                         : "refused");
}
}  // extern "C++"
}  // namespace
EMSCRIPTEN_KEEPALIVE const char* naw_test_attack(const char* attackers, const char* defenders) {
  if (!g_app) return "";
  naw::Action a;
  a.type = naw::ActionType::Attack;
  a.attackers = unitIds(g_app->game(), attackers);
  a.defenders = unitIds(g_app->game(), defenders);
  return refusalText(g_app->submit(a));
}
EMSCRIPTEN_KEEPALIVE const char* naw_test_decline_advance() {
  if (!g_app) return "";
  naw::Action a;
  a.type = naw::ActionType::DeclineAdvance;
  return refusalText(g_app->submit(a));
}
EMSCRIPTEN_KEEPALIVE const char* naw_step_name() {
  return naw::web::keep(g_app ? naw::stepName(g_app->game().step().kind) : "");
}
EMSCRIPTEN_KEEPALIVE const char* naw_storage_error() {
  return naw::web::keep(g_layer ? g_layer->saves.lastError() : "");
}

EMSCRIPTEN_KEEPALIVE const char* naw_stale_game() {
  if (!g_layer) return "{}";
  const auto& s = g_layer->saves;
  return naw::web::keep(std::string("{\"stale\":") + (s.stale() ? "true" : "false") +
                        ",\"error\":" + naw::web::jsonString(s.staleError()) +
                        ",\"message\":" + naw::web::jsonString(s.staleMessage()) + "}");
}
EMSCRIPTEN_KEEPALIVE const char* naw_answer_stale(const char* choice) {
  if (!g_layer) return "";
  const std::string c = choice;
  if (c == "load") return naw::web::keep(g_layer->saves.loadNewer(*g_app));
  if (c == "fork") return naw::web::keep(g_layer->saves.keepAsNew(*g_app));
  return "unknown choice";
}

EMSCRIPTEN_KEEPALIVE const char* naw_play_hint() {
  if (!g_layer || !g_layer->ai.hint()) return "no hint";
  const naw::Action a = *g_layer->ai.hint();
  return refusalText(g_app->submit(a));
}

}  // extern "C"
