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

namespace naw::web {

// Starts the layer over the page's App. `otherGame` names the string-table key of another
// game on screen ("game.cn", ...), or "" while Napoleon at Waterloo is shown; `otherStatus`
// gives that game's status line (window.naw.status()'s): the layer answers `status` and
// `help` for it, announces its turns and phases, and says plainly that it takes no other
// command of it yet.
void textLayerAttach(ui::App& app, std::function<const char*()> otherGame,
                     std::function<std::string()> otherStatus);
// Every animation frame: the view when what it shows changed, new announcements. True when the
// layer was shown or hidden since the last call (the menu's switch is drawn anew).
// `framesDrawn`: the page's count of drawn frames. Another game's status line is read again
// only after a new frame (the page draws one after any change of that game), not on every
// idle animation frame.
bool textLayerTick(unsigned framesDrawn);
// The menu's switch (GameScreen::textLayerShown).
bool* textLayerShown();

}  // namespace naw::web
