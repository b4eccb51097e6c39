// What the browser adds around naw::ui::App (issues 5 and 6): saved games in localStorage
// (autosave after every action), links in the address (position and turn links), the
// computer opponent run a slice per frame, and their part of window.naw. main.cpp calls:
//   attach(app) once the App exists; frame(app) every animation frame (true: draw);
//   busy(app) (keep drawing frames while true); drawPanel / drawOverlays in the ImGui frame;
//   shownGame(app) for what the board shows (a shared position or a replay step, else the game).
#pragma once

#include "ai_driver.h"
#include "app.h"
#include "link.h"
#include "link_dialog.h"
#include "saves_dialog.h"

namespace naw::web {

class BrowserLayer {
 public:
  BrowserLayer() : links(saves) {}
  void attach(ui::App& app);
  bool frame(ui::App& app);
  bool busy(const ui::App& app) const;
  // The panel's part (inside an ImGui window): computer status, hint, links, saved games.
  void drawPanel(ui::App& app);
  // Dialogs and highlights (outside any window).
  void drawOverlays(ui::App& app);
  const Game& shownGame(const ui::App& app) const;

  ui::SaveStore saves{browserPlatform()};
  ui::LinkCenter links;
  ui::AiDriver ai;
  std::string startMessage;  // the autosave could not be resumed
};

// The instance main.cpp owns (for the window.naw functions).
void setBrowserLayer(BrowserLayer* layer, ui::App* app);

}  // namespace naw::web
