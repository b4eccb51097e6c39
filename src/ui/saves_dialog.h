// Saved games in the browser (issue 5): every game lives in localStorage under
//   naw.game.<id>.0 / naw.game.<id>.1   two autosave slots (persist::chooseAutosave picks
//                                       the newest valid one; writes go to the other)
//   naw.game.<id>.ctl                  who plays each side ("H:normal C:hard")
//   naw.current                        the id of the game on screen
// The game is autosaved after every action (App::onApplied) and whenever it is replaced
// (new game, loaded link); a failed write (storage full) leaves the previous save intact
// and is reported to the player. Starting a new game never deletes an old one.
//
// Two tabs (or windows) of one browser share localStorage. A tab that only shows a game
// writes nothing (resuming a save does not save it again). When ANOTHER tab writes the game
// this tab shows (its slots or its controls: the "storage" event, or a newer save found just
// before writing), this tab becomes stale: it stops saving that game at once and asks the
// player to load the newer position or to keep its own as a new saved game.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "app.h"
#include "error_text.h"
#include "platform.h"
#include "session.h"

namespace naw::ui {

// A save time as "2026-11-25 02:40 UTC" (a save that cannot be read: error_text.h).
std::string saveDateLabel(std::uint64_t ms);

// The logic is plain C++ over a Platform (storage, clock, entropy, files): natively tested
// with an in-memory platform (tests/ui/save_store_test.cpp); draw() and drawStale() are
// the ImGui part (saves_dialog_draw.cpp, web build).
class SaveStore {
 public:
  explicit SaveStore(Platform& platform) : p_(platform) {}
  Platform& platform() const { return p_; }

  struct Entry {
    std::string id;
    persist::SaveMeta meta;
    std::string error;  // not empty: neither slot could be read (the entry stays listed)
    std::size_t bytes = 0;
  };

  // Another game than Napoleon at Waterloo on screen (Computer Napoleonics in the page; the
  // browser layer sets these). otherShown: it is on screen (its saves replace the app's);
  // otherSave: its save text with this meta ("" when it cannot be saved); openOther: puts a
  // save text of another game on screen ("" or why not). otherStarted: a new game of it is
  // on screen, saved now under a new entry named `name`.
  std::function<bool()> otherShown;
  std::function<std::string(const persist::SaveMeta&)> otherSave;
  std::function<std::string(const std::string& text)> openOther;
  // resaveOther: another game's save text written again with `meta` ("" when it cannot be
  // read), for renaming a saved game not on screen and importing a file.
  std::function<std::string(const std::string& text, const persist::SaveMeta& meta)> resaveOther;
  void otherStarted(const App& app, const std::string& name);

  // Hooks the store into the app (autosave on every action and replacement) and resumes the
  // game named by naw.current. Returns a message for the player when that game could not be
  // read (a new game is then started; the damaged save stays in the list).
  std::string attach(App& app);

  // Writes the app's game to its next slot now. False (and lastError()) on failure.
  bool autosave(const App& app);
  const std::string& lastError() const { return lastError_; }
  void clearError() { lastError_.clear(); }

  const std::string& currentId() const { return currentId_; }
  std::vector<Entry> list() const;
  // The newest valid save text of a game ("" if none).
  std::string latestText(const std::string& id) const;

  // While deferred, autosave() only marks the game as changed; flush() writes it once (the
  // computer's actions of one frame are saved together, after the frame's last one).
  void defer(bool on) { deferred_ = on; }
  bool flush(const App& app);

  // The next replaceSession() of the app keeps this game id (e.g. a turn received into the
  // game on screen) or starts a new id (default: a new game is a new entry).
  void keepIdOnNextReplace() { keepId_ = true; }

  std::string resume(App& app, const std::string& id);  // "" or an error message
  std::string rename(App& app, const std::string& id, const std::string& name);
  std::string remove(const std::string& id);  // refuses the current game
  std::string exportFile(const std::string& id) const;
  std::string importText(const std::string& text, std::string* newId = nullptr);

  // Every frame: picks up a file chosen for import. True when the screen should change.
  bool poll();

  // Another tab wrote the game on screen since this tab last read or wrote it: nothing is
  // written for this game until the player chooses (loadNewer / keepAsNew).
  bool stale() const { return !staleId_.empty() && staleId_ == currentId_; }
  // Why the other tab's save cannot be loaded ("" when it can).
  const std::string& staleError() const { return staleError_; }
  const std::string& staleMessage() const { return staleMessage_; }
  // Takes the other tabs' writes the browser has reported. True when stale() changed.
  bool checkOtherTabs(const App& app);
  // The stale tab's two answers: "" or why nothing was done (the game then stays as it was).
  std::string loadNewer(App& app);  // the other tab's newest save of this game
  std::string keepAsNew(App& app);  // this tab's position under a new id: both games kept
  // The stale window (modal: the player chooses before anything else); every frame.
  void drawStale(App& app);
  // The dialog (Dialog::Saves).
  void draw(App& app);
  // Sizes in localStorage (bytes of UTF-16 text, as browsers count), for the report.
  std::string statsJson() const;
  std::uint64_t writes() const { return writes_; }
  int latestSlot() const { return latestSlot_; }
  const std::string& message() const { return message_; }

 private:
  void onReplaced(const App& app);
  // Another game's save text with its meta edited and written again by resaveOther; "-"
  // when the text is Napoleon at Waterloo's (or unreadable as any game: the caller says why).
  std::string resavedOther(const std::string& text,
                           const std::function<void(persist::SaveMeta&)>& edit) const;
  std::string newId() const;
  void markStale(std::string error);
  bool newerSaveStored() const;
  std::string controlsText(const App& app) const;
  void saveControls(const App& app);
  void loadControls(App& app, const std::string& id) const;

  Platform& p_;
  std::string currentId_;
  persist::SaveMeta meta_;
  int latestSlot_ = -1;
  bool keepId_ = false;
  bool currentEmpty_ = false;  // the game on screen is a local game with no action yet
  std::string lastError_;
  std::string message_;  // dialog feedback
  std::string renaming_;
  char nameBuf_[201] = {};
  std::string confirmDelete_;
  std::uint64_t writes_ = 0;
  bool deferred_ = false;
  bool dirty_ = false;
  double lastSaveMs_ = 0, maxSaveMs_ = 0;  // time of save() + the localStorage write
  bool resuming_ = false;                  // the replacement under way is a save read from storage
  std::string staleId_;       // the game another tab wrote (stale() while it is on screen)
  std::string staleError_;    // its newest write could not be read
  std::string staleMessage_;  // the answer to the player's last choice, when it failed
  bool stalePopupOpen_ = false;
};

}  // namespace naw::ui
