// What the browser adds around naw::ui::App (issues 5 and 6): saved games in localStorage
// (autosave after every action), links in the address (position and turn links), the
// computer opponent run a slice per frame, and their part of window.naw. main.cpp calls:
//   attach(app) once the App exists; frame(app) every animation frame (true: draw);
//   busy(app) (keep drawing frames while true); drawPanel / drawOverlays in the ImGui frame;
//   shownGame(app) for what the board shows (a shared position or a replay step, else the game).
#pragma once

#include <functional>

#include <optional>

#include "ai_driver.h"
#include "app.h"
#include "cn_match.h"
#include "game_replay.h"
#include "link.h"
#include "link_dialog.h"
#include "nlb_match.h"
#include "replay_view.h"
#include "saves_dialog.h"
#include "w20_match.h"

namespace cn::ui {
class Screen;
}
namespace nlb::ui {
class Screen;
}
namespace w20::ui {
class Screen;
}

namespace naw::web {

class BrowserLayer {
 public:
  BrowserLayer() : links(saves) {}
  void attach(ui::App& app);
  // Computer Napoleonics in the page (before attach): its screen, whether it is on screen,
  // and showing it (true) or the Napoleon at Waterloo game (false). Its games are autosaved
  // after every action into the same saved-games list; "#p=" links of it open it.
  void attachCn(cn::ui::Screen& screen, std::function<bool()> shown,
                std::function<void(bool)> show);
  // Waterloo under NLB rules in the page, the same way (browser_layer_nlb.cpp).
  void attachNlb(nlb::ui::Screen& screen, std::function<bool()> shown,
                 std::function<void(bool)> show);
  // Waterloo 20 in the page, the same way; saves only (browser_layer_w20.cpp).
  void attachW20(w20::ui::Screen& screen, std::function<bool()> shown,
                 std::function<void(bool)> show);
  // The current position's full link: the Computer Napoleonics game's while it is shown.
  std::string shareLink(const ui::App& app) const;
  // "Send my turn" for the game on screen (either game): the full turn link, offered and shown.
  std::string sendTurnLink(ui::App& app);
  // A new Computer Napoleonics game by link (this browser plays `side`): the invitation.
  std::string inviteCn(ui::App& app, naw::Side side);
  // The same for NLB Waterloo (browser_layer_nlb.cpp).
  std::string inviteNlb(ui::App& app, naw::Side side);  // the variant on screen
  std::string inviteNlbVariant(ui::App& app, naw::Side side, bool grouchy);
  // The same for Waterloo 20 with fog of war (browser_layer_w20_links.cpp, FOG-MODEL.md).
  std::string inviteW20(ui::App& app, naw::Side side);
  bool cnOnScreen() const;
  bool nlbOnScreen() const;
  bool w20OnScreen() const;
  // TEST ONLY (window.naw.w20Link, w20Secret): the W20 game by link on screen as JSON: its
  // state; this browser's own secret (its markers' units and salts, its dice root).
  std::string w20LinkJson() const;
  std::string w20SecretJson() const;
  bool frame(ui::App& app);
  bool busy(const ui::App& app) const;
  // The panel's part (inside an ImGui window): computer status, hint, links, saved games.
  void drawPanel(ui::App& app);
  // Dialogs and highlights (outside any window).
  void drawOverlays(ui::App& app);
  const Game& shownGame(const ui::App& app) const;
  // The panel's line while shownGame is not the game (screen_frame.h drawShownNote).
  std::string shownNote() const;

  ui::SaveStore saves{browserPlatform()};
  ui::LinkCenter links;
  ui::AiDriver ai;
  ui::ReplayView replay;  // the replay viewer of the standard game (replay_view.h)
  // The replay viewer of the Computer Napoleonics or NLB game on screen
  // (browser_layer_replay.cpp): opened at a moment (default: the end); a key of it (false:
  // closed or not on screen); whether a screen point is on its window.
  void openGameReplay(std::optional<std::size_t> at = std::nullopt);
  bool gameReplayKey(modules::ReplayCursor::Key key, bool shift);
  bool gameReplayCovers(Point p) const { return gameReplay_.covers(p); }
  const GameReplay& gameReplay() const { return gameReplay_; }
  // TEST ONLY (window.naw.playRandom): `n` random legal actions through the CN, NLB or W20 (not by
  // link) screen's Play::submit (the taps' funnel), hand-over skipped: {"error", "hashes"} (the
  // game's hash before them and after each).
  std::string playRandom(int n, std::uint64_t seed);
  std::string startMessage;  // the autosave could not be resumed

 private:
  // A new seed from the page's entropy (crypto.getRandomValues): a W20 invitation's public
  // seed, a game played on from a game by link.
  std::uint64_t freshSeed();
  bool pollCnLink(ui::App& app);
  std::string openCnSave(const std::string& text);
  std::string cnSaveText(const persist::SaveMeta& meta);
  // The Computer Napoleonics turn link in the address ("#t=", CN_LINKS in browser_layer.cpp).
  void openCnTurnLink(ui::App& app, const std::string& text);
  // Puts a session on the CN screen (its game, record and gate); `entry`: a new saved-games
  // entry of that name ("" keeps the entry on screen).
  // `computer`: the side and level of the computer in a new local game or a resumed save
  // (without it, the Allies of a solitaire game are the computer's anyway, at the level of
  // the new-game dialog).
  void showCnSession(ui::App& app, modules::CnSession session, const std::string& entry,
                     std::optional<modules::CnComputer> computer = std::nullopt);
  // The computer of the CN game on screen, as its save records it (none: hot-seat).
  std::optional<modules::CnComputer> cnComputer() const;
  // Applies to cnSession_ the actions the screen took since (the screen's record leads).
  void syncCnSession();
  // The saved-games and link buttons at the end of the CN or NLB panel; `session`: the
  // game on screen by link (its state), `invite`: a new game by link of that game.
  struct LinkState {
    bool byLink = false, accepted = true, opponentActs = false;
    // The state of a game's session (modules::LinkSession: CN's or NLB's), if there is one.
    template <class Session>
    static LinkState of(const std::optional<Session>& s) {
      return s ? LinkState{s->byLink(), s->accepted(), s->opponentActs()} : LinkState{};
    }
  };
  void drawPanelLinks(ui::App& app, const LinkState& session,
                      std::string (BrowserLayer::*invite)(ui::App&, naw::Side));
  // The CN game on screen as a session: record, dice mode and, by link, this player's secret.
  std::optional<modules::CnSession> cnSession_;
  bool cnInviting_ = false;
  ui::App* app_ = nullptr;
  cn::ui::Screen* cn_ = nullptr;
  std::function<bool()> cnShown_;
  std::function<void(bool)> showCn_;
  bool cnEntry_ = false;  // the saved-games entry on screen is a CN game (saved on change)
  std::size_t cnSavedActions_ = 0;  // its record's length at the last save
  GameReplay gameReplay_;           // of the CN or NLB game on screen (browser_layer_replay.cpp)
  void gameReplayFrame();           // closes it when the game changed; the moment to the screen
  void showReplayMoment();          // the moment on show to its game screen's map
  void drawGameReplay(ui::App& app);
  void drawReplayButton();  // on the panel: "Replay" / "Watch the replay"
  // "&at=k" after a CN or NLB turn link: once its game is on screen, the replay at k.
  void openMomentOf(const std::optional<std::size_t>& at);
  // NLB Waterloo (browser_layer_nlb.cpp), as for Computer Napoleonics above.
  bool pollNlbLink(ui::App& app);
  std::string openNlbSave(const std::string& text);
  std::string nlbSaveText(const persist::SaveMeta& meta);
  std::string nlbShareLink() const;
  void nlbFrame(ui::App& app);
  void nlbAttach(ui::App& app);  // in attach(): its new games get a saved-games entry
  // The NLB game on screen as a session (record, dice mode, by link this player's secret),
  // put on its screen with the computer's sides and level (a save's).
  void showNlbSession(ui::App& app, modules::NlbSession session, const std::string& entry,
                      const modules::NlbComputer& computer = {});
  void syncNlbSession();
  void openNlbTurnLink(ui::App& app, const std::string& text);
  std::string sendNlbTurnLink(ui::App& app);
  std::optional<modules::NlbSession> nlbSession_;
  nlb::ui::Screen* nlb_ = nullptr;
  std::function<bool()> nlbShown_;
  std::function<void(bool)> showNlb_;
  bool nlbEntry_ = false;
  std::size_t nlbSavedActions_ = 0;
  // Waterloo 20 (browser_layer_w20.cpp): saves and autosave; no position link (fog, W29).
  std::string openW20Save(const std::string& text);
  std::string w20SaveText(const persist::SaveMeta& meta) const;
  void w20Frame(ui::App& app);
  void w20Attach(ui::App& app);
  // Waterloo 20 by link (browser_layer_w20_links.cpp): the match on screen (its link, this
  // player's secrets), its turn links in the address, "Send my turn", "Play by link".
  bool pollW20Link(ui::App& app);
  void openW20TurnLink(ui::App& app, const std::string& text);
  std::string sendW20TurnLink(ui::App& app);
  void showW20Match(ui::App& app, modules::w20link::W20Match match, const std::string& entry);
  LinkState w20LinkState() const;
  std::optional<modules::w20link::W20Match> w20Match_;
  // Its replay viewer (browser_layer_w20_replay.cpp): opened unless the hand-over is up, the
  // side whose view it shows (W29; unset: the fog lifted), a pressed button.
  bool openW20Replay(std::optional<std::size_t> at);
  std::optional<w20::Side> w20ReplaySide_;
  std::vector<w20::Action> w20ReplayActions_;  // of its timeline (the hexes of each outlined)
  void onW20ReplayPress(ui::App& app, ui::ReplayPress pressed);
  w20::ui::Screen* w20_ = nullptr;
  std::function<bool()> w20Shown_;
  std::function<void(bool)> showW20_;
  bool w20Entry_ = false;
  std::size_t w20SavedActions_ = 0;
};

// The instance main.cpp owns (for the window.naw functions).
void setBrowserLayer(BrowserLayer* layer, ui::App* app);

}  // namespace naw::web
