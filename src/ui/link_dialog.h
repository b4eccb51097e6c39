// Links in the browser (issue 5): the position link ("#p=", shows a shared position), the
// turn link ("#t=", Session::link(): send my turn / receive the opponent's), and what the
// page does when it is opened with one (or the hash changes):
//   - a turn that continues the game on screen (or a saved game) is replayed and verified by
//     the engine (Session::receive), then the opponent's new actions are shown step by step;
//   - an invitation to play by link is accepted with fresh entropy (a new saved game);
//   - a hot-seat link starts that game here, after asking when a game is in progress;
//   - anything bad (truncated, damaged, foreign, oversized, illegal) is refused with the
//     reason, and the game on screen is left exactly as it was.
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "app.h"
#include "camera.h"
#include "saves_dialog.h"

namespace naw::ui {

class LinkCenter {
 public:
  explicit LinkCenter(SaveStore& saves) : saves_(saves) {}

  // Reads the page's hash (at start-up and after every hashchange) and acts on it.
  // Returns true when something changed on screen.
  bool poll(App& app);
  // Handles one incoming link text ("#t=...", "#p=...", or a full address ending so).
  void open(App& app, const std::string& text);

  // "Send my turn": makes the turn link, offers it (share / clipboard) and shows it.
  // Returns the full address ("" and message() on failure).
  std::string sendTurn(App& app);
  // A new game played by link (commit-reveal dice, DICE-MODEL.md): this browser plays `side`;
  // returns the invitation's full address to send to the opponent.
  std::string invite(App& app, Side side, bool grouchy = false);
  // The full address of a position link to what this player sees now.
  std::string positionLink(const App& app) const;
  void sharePosition(const App& app);

  // For another game's links (Computer Napoleonics, src/web/browser_layer.cpp): a message
  // for the player, and the link dialog showing `url` (after offering it: share/clipboard).
  void report(const std::string& message, bool error) { error ? fail(message) : notice(message); }
  void offerLink(const std::string& title, const std::string& url, const std::string& shareTitle);
  // The message and its Dismiss button (inside the panel).
  void drawMessage();

  // A game shown instead of the session's (a shared position, or a step of the replay).
  const Game* shownGame() const;
  // The panel's line while it does (screen_frame.h drawShownNote): which step of the
  // opponent's turn, or a shared position, and how to get back to play ("" when none).
  std::string shownNote() const;
  // Hexes to highlight (the replayed action).
  std::vector<Hex> highlights() const;
  bool modal() const { return confirm_.has_value() || replay_.has_value(); }
  // The link box ("Send my turn", a shared position): the keys reach it and close it (Escape,
  // src/web/main.cpp) before the board has them again (issue 14, item 2).
  bool linkBoxShown() const { return linkShown_; }
  void closeLinkBox() { linkShown_ = false; }
  // Whether the screen point is on one of the dialogs drawDialogs drew last frame (the link
  // box, the question, the replay): a press there is the dialog's, never the map's under it.
  bool covers(Point p) const {
    return std::any_of(windows_.begin(), windows_.end(),
                       [p](const Rect& r) { return r.contains(p); });
  }

  // The panel buttons and the dialogs. `live`: the board shows the game (not a replay's
  // moment or a shared position); else no "Send my turn" or "Share position", which would
  // send the live game, not the one shown.
  void drawPanelButtons(App& app, bool live);
  void drawDialogs(App& app);
  void drawHighlights(const App& app);

  // For the test API: the last message (error or notice) shown to the player.
  const std::string& message() const { return message_; }
  bool messageIsError() const { return messageIsError_; }
  // TEST ONLY: answers the open confirmation (true: replace) / closes the replay.
  bool answerConfirm(App& app, bool yes);
  std::string question() const { return confirm_ ? confirm_->question : ""; }
  void closeReplay() { replay_.reset(); }
  // The replay's Back / Next: shows the position after `index` of its actions.
  void replayStep(int index) { stepReplayTo(index); }
  int replayLength() const { return replay_ ? static_cast<int>(replay_->entries.size()) : -1; }
  std::string replayText() const;
  std::string viewingStatus() const;
  // The moment a link asked for ("&at=k", moment_link.h) once its game is on screen: taken
  // (and cleared) by the replay viewer.
  std::optional<std::size_t> takeMoment() {
    auto m = moment_;
    moment_.reset();
    return m;
  }

 private:
  struct Confirm {
    std::string question;
    persist::Session session;  // what replaces the game on screen on "yes"
    std::string gameId;        // "" for a new saved game, else the saved game it continues
    std::size_t replayFrom = 0;
    bool sendBack = false;  // an accepted invitation: offer the link back
  };
  struct Replay {
    Game base;  // position before entries[0]
    std::vector<LogEntry> entries;
    int index = 0;  // entries applied so far on `at`
    Game at;        // position after `index` entries
  };
  void fail(const std::string& message);
  void notice(const std::string& message);
  void startReplay(const persist::Session& session, std::size_t from,
                   const std::optional<Game>& before);
  void stepReplayTo(int index);
  void accept(App& app, Confirm c);
  void showLinkDialog(const std::string& title, const std::string& url);

  SaveStore& saves_;
  std::string message_;
  bool messageIsError_ = false;
  std::optional<Confirm> confirm_;
  std::optional<Replay> replay_;
  std::optional<Game> viewing_;  // a shared position
  std::string viewingLabel_;
  std::string linkTitle_, linkUrl_;  // the link dialog ("Send my turn", "Share position")
  bool linkShown_ = false;
  std::vector<Rect> windows_;  // the dialogs drawn last frame (covers())
  bool inviting_ = false;
  bool inviteGrouchy_ = false;
  bool started_ = false;
  std::uint64_t seenRevision_ = 0;  // App::revision() after this center's own changes
  int shareSeen_ = 0;
  std::optional<std::size_t> pendingMoment_, moment_;  // asked by the link being opened / shown
};

}  // namespace naw::ui
