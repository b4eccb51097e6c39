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
// Every animation frame: the view when what it shows changed, new announcements. True when the
// layer was shown or hidden since the last call (the menu's switch is drawn anew).
// `framesDrawn`: the page's count of drawn frames. Another game's view is made again only
// after a new frame (the page draws one after any change of that game) that changed its key,
// not on every idle animation frame.
bool textLayerTick(unsigned framesDrawn);
// The menu's switch (GameScreen::textLayerShown).
bool* textLayerShown();

}  // namespace naw::web
