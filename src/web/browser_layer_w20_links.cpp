// Waterloo 20 by link in the page (FOG-MODEL.md): the match (src/modules/w20_match.h) is the
// game on the W20 screen; the screen's game is the match's (this side's counters true, the
// enemy's face-down ones a hypothesis never shown: Play::linkSide is always the viewer) and
// every action passes the match first, which forces its committed dice on the screen's
// game. "#t=" links of game 4 in the address: the opponent's turn of the game on screen or
// of a game by link saved here, or an invitation (accepted with fresh entropy). Only this
// browser's saves hold its secrets (w20_link_save.h); a link holds none. No position link
// of Waterloo 20: it would show every face-down counter (W29), so "Share position" says why.
#include <emscripten.h>

#include <cstdio>
#include <variant>

#include "browser_layer.h"
#include "envelope.h"
#include "error_text.h"
#include "i18n.h"
#include "w20_link_save.h"
#include "w20_play.h"
#include "w20_screen.h"

namespace naw::web {

namespace {

using modules::w20link::W20Match;
using ui::tr;

// The link's text without the page address and "#t=".
std::string linkBody(const std::string& text) {
  const std::size_t at = text.find("#t=");
  return at == std::string::npos ? text : text.substr(at + 3);
}

std::string statusOf(const w20::Game& g) {
  return w20::ui::dateLabel(g.state().turn) + ", " + w20::ui::phaseLabel(g.state().phase);
}

template <std::size_t N>
std::string hexBytes(const std::array<std::uint8_t, N>& b) {
  std::string s;
  char buf[3];
  for (std::uint8_t v : b) std::snprintf(buf, sizeof buf, "%02x", v), s += buf;
  return s;
}

// clang-format off
EM_JS(void, naw_install_w20_link_api, (), {
  var api = window["naw"] || (window["naw"] = {});
  // TEST ONLY: the W20 game by link on screen, and this browser's own secrets (JSON).
  api["w20Link"] = function() { return JSON.parse(ccall("naw_w20_link", "string", [], [])); };
  api["w20Secret"] = function() { return JSON.parse(ccall("naw_w20_secret", "string", [], [])); };
  // TEST ONLY: whether the page's memory holds these bytes (hex), anywhere.
  api["heapHolds"] = function(hex) {
    var n = hex.length / 2, need = new Uint8Array(n);
    for (var i = 0; i < n; ++i) need[i] = parseInt(hex.substr(2 * i, 2), 16);
    var h = HEAPU8, end = h.length - n;
    for (var p = h.indexOf(need[0]); p >= 0 && p <= end; p = h.indexOf(need[0], p + 1)) {
      var k = 1;
      while (k < n && h[p + k] === need[k]) ++k;
      if (k === n) return true;
    }
    return false;
  };
});
// clang-format on

}  // namespace

bool BrowserLayer::w20OnScreen() const {
  return w20_ && w20Shown_ && w20Shown_() && w20_->active();
}

BrowserLayer::LinkState BrowserLayer::w20LinkState() const {
  if (!w20Match_ || !w20Entry_) return {};
  const W20Match& m = *w20Match_;
  return {true, m.accepted(), !m.myTurn() && !m.game().over()};
}

void BrowserLayer::showW20Match(ui::App& app, W20Match match, const std::string& entry) {
  static bool apiInstalled = false;
  if (!apiInstalled) naw_install_w20_link_api(), apiInstalled = true;
  const modules::w20link::W20Link& l = match.record();
  w20::ui::Play play(match.game(), w20::Replay{l.seed, l.options, {}, std::nullopt});
  play.linkSide = match.side();
  for (int u = 0; u < w20::kUnits && play.humanActs(); ++u)  // a unit the step is about
    if (play.owedUnits() & w20::bit(u)) {
      play.select(u);
      break;
    }
  play.gate = [this](w20::Game& g, const w20::Action& a) -> std::optional<w20::Refusal> {
    if (!w20Match_) return std::nullopt;
    if (!w20Match_->myTurn())
      return w20::Refusal{
          "link", tr(w20Match_->awaitingAnswer() ? "w20.link.awaiting" : "links.opponent_move")};
    g.forceDice(w20Match_->nextDice());
    if (auto err = w20Match_->apply(a))
      return err->refusal.rule.empty() ? w20::Refusal{"link", ui::errorMessage(*err)}
                                       : err->refusal;
    return std::nullopt;
  };
  w20Match_ = std::move(match);
  w20SavedActions_ = 0;
  w20_->open(std::move(play));
  w20Entry_ = true;
  cnEntry_ = nlbEntry_ = false;
  showW20_(true);
  if (!entry.empty()) saves.otherStarted(app, entry);
}

std::string BrowserLayer::sendW20TurnLink(ui::App& app) {
  if (!w20Match_) {  // a game on one device: its record names every counter (W29)
    links.report(tr("w20.link.no_hot_seat"), true);
    return "";
  }
  const std::string url = saves.platform().pageAddress() + "#t=" + w20Match_->link();
  saves.autosave(app);  // the reveals the link made
  links.offerLink(ui::trLabel("links.send_turn", "link"), url, tr("links.share_w20_turn"));
  return url;
}

std::uint64_t BrowserLayer::freshSeed() { return ui::freshSeed(saves.platform()); }

std::string BrowserLayer::inviteW20(ui::App& app, naw::Side side) {
  if (!w20_ || !w20_->active()) return "";
  const std::uint64_t s = freshSeed();
  const w20::Side mine = side == naw::Side::French ? w20::Side::French : w20::Side::Allied;
  showW20Match(
      app, W20Match::invite(s, w20_->play().record().options, mine, saves.platform().entropy32()),
      tr("saves.name_w20_link"));
  const std::string url = sendW20TurnLink(app);
  links.report(tr(side == naw::Side::French ? "links.you_play_french" : "links.you_play_allies"),
               false);
  return url;
}

// A "#p=" or "#t=" link of Waterloo 20 in the address. True when one was read.
bool BrowserLayer::pollW20Link(ui::App& app) {
  const std::string hash = saves.platform().locationHash();
  const bool position = hash.compare(0, 3, "#p=") == 0;
  if (!position && hash.compare(0, 3, "#t=") != 0) return false;
  const auto info = persist::peekText(hash);
  const auto* t = std::get_if<persist::TextInfo>(&info);
  if (!t || t->game != "w20") return false;
  saves.platform().clearHash();
  if (position)
    links.report(tr("w20.link.no_position"), true);
  else
    openW20TurnLink(app, linkBody(hash));
  return true;
}

// W20_LINKS: as turn_links.h does for CN and NLB; anything refused changes nothing.
void BrowserLayer::openW20TurnLink(ui::App& app, const std::string& text) {
  auto fail = [&](const std::string& why) {
    links.report(tr("w20.link.refused", {{"why", why}}), true);
  };
  if (w20Match_ && w20Entry_ && w20OnScreen()) {
    W20Match next = *w20Match_;
    const auto err = next.receive(text);
    if (!err) {
      const std::string now = statusOf(next.game());
      showW20Match(app, std::move(next), "");
      saves.autosave(app);
      links.report(tr("w20.link.received", {{"now", now}}), false);
      return;
    }
    if (err->kind != persist::ErrorKind::Commitment) return fail(ui::saveErrorText(*err));
  }
  auto decoded = modules::w20link::decodeLink(text);
  if (auto* e = std::get_if<persist::Error>(&decoded)) return fail(ui::saveErrorText(*e));
  const modules::w20link::W20Link& l = std::get<modules::w20link::W20Link>(decoded);
  if (!l.fogCommitted[0] || !l.fogCommitted[1]) {  // an invitation
    auto accepted = W20Match::accept(text, saves.platform().entropy32());
    if (auto* e = std::get_if<persist::Error>(&accepted)) return fail(ui::saveErrorText(*e));
    const bool french = std::get<W20Match>(accepted).side() == w20::Side::French;
    showW20Match(app, std::move(std::get<W20Match>(accepted)), tr("saves.name_w20_link"));
    sendW20TurnLink(app);
    links.report(tr(french ? "w20.link.accepted_french" : "w20.link.accepted_allies"), false);
    return;
  }
  // The opponent's turn of a game by link saved in this browser (not the one on screen).
  for (const ui::SaveStore::Entry& e : saves.list()) {
    if (e.meta.game != "w20" || (e.id == saves.currentId() && w20OnScreen())) continue;
    auto loaded = modules::loadW20Match(saves.latestText(e.id));
    if (!std::holds_alternative<modules::LoadedW20Match>(loaded)) continue;
    W20Match m = std::get<modules::LoadedW20Match>(loaded).match;
    if (m.receive(text)) continue;
    const std::string err = saves.resume(app, e.id);
    if (!err.empty()) return fail(err);
    const std::string now = statusOf(m.game());
    showW20Match(app, std::move(m), "");
    saves.autosave(app);
    links.report(tr("w20.link.continues", {{"name", e.meta.name}, {"now", now}}), false);
    return;
  }
  fail(tr("w20.link.not_here"));
}

std::string BrowserLayer::w20LinkJson() const {
  if (!w20Match_ || !w20Entry_) return "null";
  const W20Match& m = *w20Match_;
  return std::string("{\"side\":\"") + w20::sideName(m.side()) +
         "\",\"accepted\":" + (m.accepted() ? "true" : "false") +
         ",\"myTurn\":" + (m.myTurn() ? "true" : "false") +
         ",\"awaiting\":" + (m.awaitingAnswer() ? "true" : "false") +
         ",\"log\":" + std::to_string(m.record().log.size()) +
         ",\"revealed\":" + std::to_string(m.replayed().revealed) +
         ",\"turnedUp\":" + std::to_string(m.replayed().turnedUp) + "}";
}

std::string BrowserLayer::w20SecretJson() const {
  if (!w20Match_ || !w20Entry_) return "null";
  const W20Match& m = *w20Match_;
  const modules::w20link::FogSecret fog = modules::w20link::fogSecret(m.secret());
  std::string s = std::string("{\"side\":\"") + w20::sideName(fog.side) + "\",\"root\":\"" +
                  hexBytes(m.secret().root) + "\",\"markers\":[";
  for (int k = 1; k <= modules::w20link::markerCount(fog.side); ++k) {
    const std::size_t i = static_cast<std::size_t>(k - 1);
    s += std::string(k > 1 ? "," : "") + "{\"marker\":" + std::to_string(k) +
         ",\"slot\":" + std::to_string(modules::w20link::slotOf(fog.side, k)) + ",\"id\":\"" +
         w20::Game::roster()[fog.unitOfMarker[i]].id + "\",\"salt\":\"" + hexBytes(fog.salt[i]) +
         "\"}";
  }
  return s + "]}";
}

}  // namespace naw::web
