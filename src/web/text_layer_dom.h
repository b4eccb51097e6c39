// The text layer's DOM beside the canvas (shell.html's #tl: headings, lists, an ARIA live
// region, a labelled command input), kept in step with naw::ui::TextLayer (src/ui/text_layer.h).
// Off screen (visually hidden, still read by screen readers) unless the player shows it: the
// "Text layer" button first in the tab order, its Show/Hide button, or the menu's switch.
// The input is outside the canvas, whose keyboard play (SDL's keyboard element) never sees
// what is typed there.
#pragma once

#include <functional>
#include <string>

#include "app.h"
#include "game_text_layer.h"

namespace naw::web {

// Starts the layer over the page's App. `other` gives the layer of another game on screen
// (Computer Napoleonics, NLB, Waterloo 20: ui::GameTextLayer), or nullptr while Napoleon at
// Waterloo is shown: the same DOM shows and takes the commands of whichever game is on.
void textLayerAttach(ui::App& app, std::function<ui::GameTextLayer*()> other);
// The layer of a game whose commands the text layer does not take yet: it answers `status`
// (the page's status line) and `help`, and announces each new turn and phase.
class StatusOnlyTextLayer : public ui::GameTextLayer {
 public:
  StatusOnlyTextLayer(const char* gameKey, std::function<std::string()> status)
      : game_(gameKey), status_(std::move(status)) {}
  const char* gameKey() const override { return game_; }
  bool active() const override { return true; }
  std::uint64_t key() const override;
  ui::TextLayerView view() const override;

 protected:
  std::string helpText() const override;
  std::optional<std::string> handover() const override { return std::nullopt; }
  void ready() override {}
  bool humanActs() const override { return true; }
  std::string prompt() const override { return status_(); }
  std::optional<ui::TextReply> command(const std::vector<std::string_view>& w) override;
  bool changesGame(std::string_view) const override { return false; }
  void poll(std::vector<std::string>& out) override;

 private:
  std::string turnPhase() const;
  const char* game_;
  std::function<std::string()> status_;
  std::string said_;
};

// Every animation frame: the view when what it shows changed, new announcements. True when the
// layer was shown or hidden since the last call (the menu's switch is drawn anew).
// `framesDrawn`: the page's count of drawn frames. Another game's view is made again only
// after a new frame (the page draws one after any change of that game) that changed its key,
// not on every idle animation frame.
bool textLayerTick(unsigned framesDrawn);
// The menu's switch (GameScreen::textLayerShown).
bool* textLayerShown();

}  // namespace naw::web
