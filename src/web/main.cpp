// The browser front end: SDL2 window + WebGL2 context, Dear ImGui, the game screen
// (naw::ui::GameScreen around a naw::ui::App), input (tap, drag to pan, wheel or pinch to
// zoom, long press for a unit's details, the 180-degree flip), the browser layer (saves,
// links, computer opponent), a render-on-demand main loop and the window.naw test API.
#include <SDL.h>
#include <emscripten.h>
#include <emscripten/html5.h>

#include <GLES3/gl3.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <map>
#include <optional>
#include <string>

#include "app.h"
#include "board_cache.h"
#include "board_view.h"
#include "browser_layer.h"
#include "camera.h"
#include "cn_board.h"
#include "cn_screen.h"
#include "cn_text_layer.h"
#include "dialog_keys.h"
#include "game_screen.h"
#include "games/cn/setup_plan.h"
#include "i18n.h"
#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"
#include "imgui_internal.h"  // the windows under a finger, to scroll them
#include "link.h"
#include "map_view.h"
#include "nlb_board.h"
#include "nlb_rule_text.h"
#include "nlb_screen.h"
#include "nlb_text_layer.h"
#include "panel_keys.h"
#include "rule_fetch.h"
#include "screen_frame.h"
#include "status_line.h"
#include "storage.h"
#include "text_layer_dom.h"
#include "w20_board.h"
#include "w20_screen.h"
#include "w20_test_api.h"
#include "w20_text_layer.h"

namespace {

using naw::Point;
using naw::ui::Camera;

// Shows a message over the page instead of the game (no WebGL2, broken data).
EM_JS(void, naw_fail, (const char* message), {
  var text = UTF8ToString(message);
  if (window["nawShowError"])
    window["nawShowError"](text);
  else
    document.body.textContent = text;
});

// clang-format off
EM_JS(void, naw_install_test_api, (), {
  var api = window["naw"] || {};
  api["status"] = function() { return ccall("naw_status", "string", [], []); };
  api["unitHex"] = function(id) { return ccall("naw_unit_hex", "string", ["string"], [id]); };
  var point = function(ok) {
    if (!ok) return null;
    return {
      "x" : ccall("naw_client_x", "number", [], []),
      "y" : ccall("naw_client_y", "number", [], [])
    };
  };
  // Where hex "CCRR" / unit `id`'s counter / the named panel item is on the page (CSS px).
  api["hexToClient"] = function(hex) {
    return point(ccall("naw_hex_to_client", "number", ["string"], [hex]));
  };
  api["unitToClient"] = function(id) {
    return point(ccall("naw_unit_to_client", "number", ["string"], [id]));
  };
  api["itemToClient"] = function(id) {
    return point(ccall("naw_item_to_client", "number", ["string"], [id]));
  };
  // TEST ONLY: {name: [width, height, tappable, clipped]} of every named item of the last
  // frame (CSS px; tappable: a widget that takes input, not a text; clipped: its text is
  // cut off, by its button's width or by its window's edge).
  api["itemSizes"] = function() {
    return JSON.parse(ccall("naw_item_sizes", "string", [], []));
  };
  // TEST ONLY: the windows of the last frame whose content runs past their inside, as
  // {name: pixels} (named_items.h): a text too long for its panel, named or not.
  api["overflows"] = function() {
    return JSON.parse(ccall("naw_overflows", "string", [], []));
  };
  api["framesDrawn"] = function() { return ccall("naw_frames_drawn", "number", [], []); };
  // The language of the texts ("en", "fr"); TEST ONLY: the text of a string-table key.
  api["language"] = function() { return ccall("naw_language", "string", [], []); };
  api["tr"] = function(key) { return ccall("naw_tr", "string", ["string"], [key]); };
  api["wasmHeapBytes"] = function() { return HEAPU8.length; };
  // The screen's state: step, selection, dialog, refusal, hand-over, last die, odds, items.
  api["ui"] = function() { return JSON.parse(ccall("naw_ui_state", "string", [], [])); };
  // TEST ONLY: the next die rolls of the game on screen (1..6 each), e.g. naw.forceDice([6]).
  // A game whose dice were forced no longer replays from its save to the same position.
  api["forceDice"] = function(dice) {
    ccall("naw_force_dice", null, ["string"], [dice.join(",")]);
  };
  // TEST ONLY: the seed of the next CN, NLB or W20 game started from its new-game dialog, so that
  // a test plays the same game on every run.
  api["nextGameSeed"] = function(seed) { ccall("naw_next_game_seed", null, ["number"], [seed]); };
  // TEST ONLY: the i-th attack the engine lists as legal now, as unit ids
  // {attackers, bombarders, defenders} (null past the end): the tests tap these units.
  api["legalAttack"] = function(i) {
    var text = ccall("naw_legal_attack", "string", ["number"], [i]);
    return text ? JSON.parse(text) : null;
  };
  // TEST ONLY: drawn frame number n (1-based, as framesDrawn counts; the last 1024 are
  // kept), as {ms, layoutMs, submitMs, vertices, indices, boardTessellated, laidOutTwice}:
  // main-thread milliseconds of the frame in all, in layout and in GL submission, what was
  // submitted through ImGui's buffers, whether the board's cached mesh was made anew, and
  // whether new text sizes were baked and the frame laid out again; null if gone.
  api["frame"] = function(n) {
    var stat = function(i) { return ccall("naw_frame_stat", "number", ["number", "number"], [n, i]); };
    if (stat(0) < 0) return null;
    return {"ms": stat(0), "layoutMs": stat(1), "submitMs": stat(2), "vertices": stat(3),
            "indices": stat(4), "boardTessellated": stat(5) == 1, "laidOutTwice": stat(6) == 1};
  };
  // TEST ONLY: milliseconds spent in the last drawn frame (layout + GL submission).
  api["lastFrameMs"] = function() { return api["frame"](api["framesDrawn"]())["ms"]; };
  api["ready"] = false;
  window["naw"] = api;
});
// clang-format on

// The first frame is drawn (the page's nawReady: loading message away, time noted).
EM_JS(void, naw_first_frame_drawn, (), {
  if (window["nawReady"]) window["nawReady"]();
});

// window.naw is complete (the browser layer's functions too) and a frame is drawn. The
// layer's shownStep and shownUnitHex answer for the game on screen: Computer Napoleonics'
// own when it is shown.
EM_JS(void, naw_mark_ready, (), {
  var api = window["naw"];
  var step = api["shownStep"], unitHex = api["shownUnitHex"];
  // 1: Computer Napoleonics, 2: NLB Waterloo on screen (their own step and hexes).
  var other = function() { return ccall("naw_cn_shown", "number", [], []); };
  api["shownStep"] = function() {
    return other() ? ccall("naw_cn_step", "string", [], []) : step();
  };
  api["shownUnitHex"] = function(id) { return other() ? api["unitHex"](id) : unitHex(id); };
  api["ready"] = true;
});

struct Platform {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  naw::ui::FontFamily uiFont;
  naw::ui::MapFonts fonts;
  bool userMovedCamera = false;  // until then, resizes refit the whole map
  int framesToDraw = 2;
  // The browser layer is attached after the first frame (nothing to resume or open).
  bool attachAfterFirstFrame = false;
  unsigned framesDrawn = 0;
  // The last drawn frames (a ring, for tests/bench-ui): wall milliseconds in all, in layout
  // (ImGui NewFrame..Render, including the board cache) and in GL submission, and the vertex
  // and index counts ImGui submitted.
  struct FrameRecord {
    float ms = 0, layoutMs = 0, submitMs = 0;
    int vertices = 0, indices = 0;  // submitted through ImGui's buffers
    bool boardTessellated = false;  // the board cache made (and uploaded) a new mesh
    bool laidOutTwice = false;      // new text sizes: fonts baked, the frame laid out again
  };
  std::array<FrameRecord, 1024> frameLog{};
  int width = 0, height = 0, drawableWidth = 0, drawableHeight = 0;
  // The press in progress (CSS pixels, un-flipped): on the map (tap / drag / long press) or
  // on the panel (scroll).
  bool pressOnMap = false, pressOnPanel = false, moved = false, longPressed = false;
  // Or on a dialog or viewer window whose content is taller than it (a phone): a finger's
  // drag scrolls it, as it scrolls the panel (ImGui scrolls only by wheel and scrollbar).
  ImGuiID pressOnScrollable = 0;
  Point pressAt, lastAt;
  double pressTime = 0;
  std::map<SDL_FingerID, Point> fingers;  // touch points, CSS pixels (un-flipped)
  // The left button as the events tell it (SDL's polled state lags after a touch ends).
  bool leftDown = false, leftPressed = false;
};

Platform P;
std::optional<naw::ui::App> app;
naw::web::BrowserLayer layer;
naw::ui::GameScreen screen;
naw::web::BoardCache boardCache;  // the printed board's mesh, kept on the GPU
// Computer Napoleonics (chosen in the new-game dialog): while cnMode, its screen is shown and
// takes the input instead of the NAW game's, and window.naw answers in its terms.
cn::ui::Screen cnScreen;
bool cnMode = false;
// Waterloo under NLB rules (chosen in the new-game dialog): the same, while nlbMode.
nlb::ui::Screen nlbScreen;
bool nlbMode = false;
// Waterloo 20 (chosen in the new-game dialog): the same, while w20On().
w20::ui::Screen w20Screen;
bool w20Mode = false;
bool w20On() { return w20Mode && !cnMode && !nlbMode; }
// Each game's text layer (text_layer_dom.h), over its screen's controller.
cn::ui::TextLayer cnText([] { return cnScreen.active() ? &cnScreen.play() : nullptr; });
nlb::ui::TextLayer nlbText([] { return nlbScreen.active() ? &nlbScreen.play() : nullptr; });
w20::ui::TextLayer w20Text([] { return w20Screen.active() ? &w20Screen.play() : nullptr; });

naw::ui::DialogKeys dialogKeys;  // the dialogs by keys, every game (dialog_keys.h)

constexpr double kTapSlop = 10;  // CSS pixels a tap may wander
constexpr double kLongPressMs = 550;

// Screen coordinates as the game sees them: with the screen flipped, (x, y) -> (W-x, H-y).
bool flipped() {
  if (w20On()) return w20Screen.active() && w20Screen.play().flipped;
  if (nlbMode) return nlbScreen.active() && nlbScreen.play().flipped;
  return cnMode ? cnScreen.active() && cnScreen.play().flipped : app->flipped;
}
Point view(Point p) { return flipped() ? Point{P.width - p.x, P.height - p.y} : p; }

// The camera and grid of the game on screen.
Camera& camera() {
  return w20On()   ? w20Screen.camera
         : nlbMode ? nlbScreen.camera
         : cnMode  ? cnScreen.camera
                   : app->camera;
}
naw::ui::Rect boardRect() {
  if (cnMode) return cnScreen.board.bounds();
  if (nlbMode) return nlbScreen.bounds();
  if (w20On()) return w20Screen.bounds();
  return naw::ui::HexBoardLayout(app->game().rules().map()).bounds();  // edge arrows too
}

void fitCamera() {
  const naw::ui::Rect area = screen.mapArea();
  const naw::ui::Rect world = boardRect();
  Camera& cam = camera();
  cam.fit(world, area.width(), area.height());
  cam.pan(area.x0, area.y0);
  // From half the fitted scale up to hexes 220 CSS pixels across.
  cam.setScaleLimits(cam.scale() * 0.5, std::max(cam.scale(), 110.0));
}

// Picks up a new window or canvas size (browser resize, orientation change, DPI change).
bool syncSize() {
  int w, h, dw, dh;
  SDL_GetWindowSize(P.window, &w, &h);
  SDL_GL_GetDrawableSize(P.window, &dw, &dh);
  if (w == P.width && h == P.height && dw == P.drawableWidth && dh == P.drawableHeight)
    return false;
  const Point centre = camera().toWorld({P.width / 2.0, P.height / 2.0});
  P.width = w, P.height = h, P.drawableWidth = dw, P.drawableHeight = dh;
  screen.layout(w, h);
  cnScreen.layout(w, h, screen.mapArea(), screen.panelRect());
  nlbScreen.layout(w, h, screen.mapArea(), screen.panelRect());
  w20Screen.layout(w, h, screen.mapArea(), screen.panelRect());
  if (!P.userMovedCamera) {
    fitCamera();
  } else {  // keep the same world point in the middle
    const Point now = camera().toScreen(centre);
    camera().pan(w / 2.0 - now.x, h / 2.0 - now.y);
  }
  return true;
}

void pinch(const Point& oldA, const Point& oldB, const Point& newA, const Point& newB) {
  const double oldDist = std::hypot(oldA.x - oldB.x, oldA.y - oldB.y);
  const double newDist = std::hypot(newA.x - newB.x, newA.y - newB.y);
  const Point oldMid{(oldA.x + oldB.x) / 2, (oldA.y + oldB.y) / 2};
  const Point newMid{(newA.x + newB.x) / 2, (newA.y + newB.y) / 2};
  camera().pan(newMid.x - oldMid.x, newMid.y - oldMid.y);
  if (oldDist > 1 && newDist > 1) camera().zoomAt(newMid, newDist / oldDist);
  P.userMovedCamera = true;
}

// The window under `p` that scrolls (the innermost, front-most), else 0: a dialog's or the
// replay viewer's, as the last frame laid them out.
ImGuiID scrollableWindowAt(Point p) {
  const ImVec2 at(float(p.x), float(p.y));
  const ImVector<ImGuiWindow*>& windows = ImGui::GetCurrentContext()->Windows;
  for (int i = windows.Size - 1; i >= 0; --i) {  // back to front: the front-most first
    const ImGuiWindow* w = windows[i];
    if (!w->WasActive || w->Hidden || !w->Rect().Contains(at)) continue;
    if (w->ScrollMax.y > 0) return w->ID;
    if (!(w->Flags & ImGuiWindowFlags_ChildWindow)) return 0;  // the top window: not scrollable
  }
  return 0;
}

// Map gestures only where nothing else is: not on the panel, no dialog, no hand-over.
bool mapGesturesAt(Point p) {
  if (layer.links.covers(p)) return false;  // a link dialog over the map (any game's screen)
  // The window of the CN or NLB replay viewer (the standard game's: below).
  if (layer.gameReplayCovers(p)) return false;
  if (cnMode)  // the saved-games dialog and the stale-tab prompt are drawn over it too
    return cnScreen.active() && cnScreen.onMap(p) && !cnScreen.modal() &&
           app->dialog == naw::ui::Dialog::None;
  if (nlbMode) return nlbScreen.active() && nlbScreen.onMap(p) && !nlbScreen.modal();
  if (w20On())  // the saved-games dialog too (its button is on the panel of a game by link)
    return w20Screen.active() && w20Screen.onMap(p) && !w20Screen.modal() &&
           app->dialog == naw::ui::Dialog::None;
  return screen.onMap(p) && app->dialog == naw::ui::Dialog::None && !app->handover() &&
         !layer.links.modal() && !layer.replay.covers(p);
}

// Keeps the keyboard's cursor (its centre `world`) in view: pans by the distance it stands
// outside the map's area (with a margin of one and a half cells).
void keepInView(Camera& cam, Point world) {
  const naw::ui::Rect a = screen.mapArea();
  const Point c = cam.toScreen(world);
  const double m = cam.scale() * 1.5;
  const double dx = c.x < a.x0 + m ? a.x0 + m - c.x : c.x > a.x1 - m ? a.x1 - m - c.x : 0;
  const double dy = c.y < a.y0 + m ? a.y0 + m - c.y : c.y > a.y1 - m ? a.y1 - m - c.y : 0;
  if (dx != 0 || dy != 0) {
    cam.pan(dx, dy);
    P.userMovedCamera = true;
  }
}

// The arrow keys as the standard map's cursor keys (key_cursor.h).
std::optional<naw::ui::CursorKey> cursorKeyOf(SDL_Keycode sym) {
  using naw::ui::CursorKey;
  static const std::map<SDL_Keycode, CursorKey> kArrows = {{SDLK_UP, CursorKey::Up},
                                                           {SDLK_DOWN, CursorKey::Down},
                                                           {SDLK_LEFT, CursorKey::Left},
                                                           {SDLK_RIGHT, CursorKey::Right}};
  const auto it = kArrows.find(sym);
  return it == kArrows.end() ? std::nullopt : std::optional<CursorKey>(it->second);
}

// The links' dialogs have the keys: a modal one, or the link box unless a replay viewer, which
// has the arrows, is open (its moment links show the box too).
bool linksTakeKeys() {
  return layer.links.modal() ||
         (layer.links.linkBoxShown() && !layer.replay.isOpen() && !layer.gameReplay().isOpen());
}

// A dialog covers the board (any game's new-game dialog, the saved games, a link dialog, a
// rule text, the hot-seat hand-over, the end screen): the keys are the dialog's
// (dialog_keys.h).
bool dialogOpen() {
  if (linksTakeKeys() || app->dialog != naw::ui::Dialog::None) return true;
  if (cnMode) return cnScreen.modal() || !cnScreen.active();
  if (nlbMode) return nlbScreen.modal() || !nlbScreen.active();
  if (w20On()) return w20Screen.modal() || !w20Screen.active();
  return app->handover().has_value() || (screen.endScreenShown(*app) && !layer.replay.isOpen());
}

// The keys ImGui's navigation takes in a dialog or the panel (dialog_keys.h): the arrows,
// Tab / Shift+Tab, Space and Enter (press the focused item). True if `k` is one of them.
bool navigationKey(const SDL_KeyboardEvent& k) {
  using naw::ui::DialogKey;
  static const std::map<SDL_Keycode, DialogKey> kKeys = {{SDLK_UP, DialogKey::Up},
                                                         {SDLK_DOWN, DialogKey::Down},
                                                         {SDLK_LEFT, DialogKey::Left},
                                                         {SDLK_RIGHT, DialogKey::Right},
                                                         {SDLK_SPACE, DialogKey::Activate},
                                                         {SDLK_RETURN, DialogKey::Activate},
                                                         {SDLK_KP_ENTER, DialogKey::Activate},
                                                         {SDLK_TAB, DialogKey::Next}};
  const auto it = kKeys.find(k.keysym.sym);
  if (it == kKeys.end()) return false;
  const bool arrow = it->second != DialogKey::Activate && it->second != DialogKey::Next;
  if (arrow || !k.repeat)  // arrows repeat, the others do not
    dialogKeys.press(it->second == DialogKey::Next && (k.keysym.mod & KMOD_SHIFT)
                         ? DialogKey::Previous
                         : it->second);
  return true;
}

// The keys of the dialogs, in every game: Shift+N opens the new-game dialog (the panel's "New
// game"; not G, Waterloo 20's Grand Battery, nor N alone, every game's "no advance"), Shift+S
// the saved games, Shift+L "Send my turn" (its link box); while a dialog is open the arrows,
// Tab, Enter and Space are its (dialog_keys.h), not the map's. True if the key was taken here.
bool dialogByKeys(const SDL_KeyboardEvent& k) {
  if (ImGui::GetIO().WantTextInput) return false;
  const bool shift = (k.keysym.mod & KMOD_SHIFT) != 0;
  if (!dialogOpen()) {
    const SDL_Keycode sym = k.keysym.sym;
    if ((sym != SDLK_n && sym != SDLK_s && sym != SDLK_l) || !shift || k.repeat ||
        (k.keysym.mod & (KMOD_CTRL | KMOD_GUI | KMOD_ALT)))
      return false;
    if (sym == SDLK_s) {  // Shift+S: the saved games (the panel's "Saved games")
      if (!layer.replay.isOpen()) app->dialog = naw::ui::Dialog::Saves;
    } else if (sym == SDLK_l) {  // Shift+L: the panel's "Send my turn", its link box
      if (!layer.replay.isOpen()) layer.sendTurnLink(*app);
    } else if (cnMode)
      cnScreen.newGameOpen = true;
    else if (nlbMode)
      nlbScreen.newGameOpen = true;
    else if (w20On())
      w20Screen.newGameOpen = true;
    else if (!layer.replay.isOpen())
      app->dialog = naw::ui::Dialog::NewGame;
    dialogKeys.keyboardUsed();
    return true;
  }
  // Enter is also the games' own Enter below: on the hand-over it is "ready" there.
  const SDL_Keycode sym = k.keysym.sym;
  return navigationKey(k) && sym != SDLK_RETURN && sym != SDLK_KP_ENTER;
}

// The side panel by keys, every game (panel_keys.h): P or F6 gives it the keys while no dialog
// covers the board; then the arrows, Tab, Enter and Space are its (dialog_keys.h), Escape, P
// or F6 give them back to the board, and the games' other keys (E, Z, Shift+N...) still act.
// True if the key was taken here.
bool panelByKeys(const SDL_KeyboardEvent& k) {
  if (ImGui::GetIO().WantTextInput || dialogOpen()) return false;
  const SDL_Keycode sym = k.keysym.sym;
  const bool plain = (k.keysym.mod & (KMOD_CTRL | KMOD_GUI | KMOD_ALT | KMOD_SHIFT)) == 0;
  const bool toggle = (sym == SDLK_p && plain) || sym == SDLK_F6;
  bool& on = naw::ui::panelHasKeys();
  if (!on) {
    if (!toggle || k.repeat) return false;
    on = true;
    dialogKeys.keyboardUsed();
    return true;
  }
  if (navigationKey(k)) return true;
  if (sym == SDLK_ESCAPE || toggle) {
    if (!k.repeat) on = false;
    return true;
  }
  return false;
}

// A panel button's letter in Computer Napoleonics or Waterloo 20 (cn_keys.h, w20_keys.h).
template <class Key>
struct PanelLetter {
  SDL_Keycode sym;
  Key key;
  bool withCtrl;  // false where Ctrl and the letter are the browser's (copy, reload, find, zoom)
};

// Computer Napoleonics and Waterloo 20 by the keyboard alone (src/games/cn/ui/cn_keys.h,
// src/games/w20/ui/w20_keys.h): the arrows move the screen's cursor (a square, a hex), Enter
// taps there (Ctrl+Enter ends the phase; on the hot-seat hand-over Enter is "ready"), Escape
// cancels, `letters` are the panel's buttons and `other` takes the keys left (CN's A, W20's
// digits). Nothing while a dialog covers the screen (a link dialog, the saved games).
template <class Arrow, class Screen, class Key, class Other>
void gridPlayByKeys(Screen& sc, const SDL_KeyboardEvent& k,
                    const std::vector<PanelLetter<Key>>& letters, naw::Point (*centre)(int),
                    Other other) {
  if (!sc.active() || linksTakeKeys() || ImGui::GetIO().WantTextInput ||
      app->dialog != naw::ui::Dialog::None)
    return;
  const bool shift = (k.keysym.mod & KMOD_SHIFT) != 0;
  const bool ctrl = (k.keysym.mod & (KMOD_CTRL | KMOD_GUI)) != 0;
  auto arrow = [&](Arrow key) {
    if (sc.modal()) return;
    if (!moveCursor(sc.cursor, key, shift, sc.play().flipped, sc.cursorStart())) return;
    keepInView(sc.camera, centre(sc.cursor.at));
  };
  auto play = [&](Key key) {
    if (!k.repeat) sc.key(key);  // arrows repeat, the play keys do not
  };
  const SDL_Keycode sym = k.keysym.sym;
  switch (sym) {
    case SDLK_UP:
      return arrow(Arrow::Up);
    case SDLK_DOWN:
      return arrow(Arrow::Down);
    case SDLK_LEFT:
      return arrow(Arrow::Left);
    case SDLK_RIGHT:
      return arrow(Arrow::Right);
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
      return play(sc.play().handover ? Key::Ready : ctrl ? Key::EndPhase : Key::Act);
    case SDLK_ESCAPE:
      return play(Key::Cancel);
    default:
      break;
  }
  for (const PanelLetter<Key>& l : letters)
    if (l.sym == sym) {
      if (!ctrl || l.withCtrl) play(l.key);
      return;
    }
  if (!k.repeat) other(sym, ctrl);
}

// Computer Napoleonics' panel by keys (cn_keys.h Key; the key help, cn.keys.help).
void cnPlayByKeys(const SDL_KeyboardEvent& k) {
  using cn::ui::Key;
  static const std::vector<PanelLetter<Key>> kLetters = {{SDLK_z, Key::Undo, true},
                                                         {SDLK_e, Key::EndPhase, true},
                                                         {SDLK_d, Key::Declare, true},
                                                         {SDLK_c, Key::ClearDraft, false},
                                                         {SDLK_r, Key::Resolve, true},
                                                         {SDLK_n, Key::Decline, true},
                                                         {SDLK_x, Key::Exit, false},
                                                         {SDLK_DELETE, Key::CancelAttack, true},
                                                         {SDLK_BACKSPACE, Key::CancelAttack, true}};
  gridPlayByKeys<cn::ui::Arrow>(cnScreen, k, kLetters, cn::ui::squareCentre,
                                [](SDL_Keycode sym, bool ctrl) {
                                  if (sym == SDLK_a && !ctrl) cnScreen.resolveAllKey();
                                  if (sym == SDLK_h && !ctrl) cnScreen.ruleKey();
                                });
}

// Waterloo 20's panel by keys (w20_keys.h Key; the key help, w20.keys.help).
void w20PlayByKeys(const SDL_KeyboardEvent& k) {
  using w20::ui::Key;
  static const std::vector<PanelLetter<Key>> kLetters = {
      {SDLK_z, Key::Undo, true},          {SDLK_y, Key::Undo, true},
      {SDLK_e, Key::EndPhase, true},      {SDLK_d, Key::Declare, true},
      {SDLK_c, Key::ClearDraft, false},   {SDLK_r, Key::Roll, false},
      {SDLK_m, Key::MoralePoint, true},   {SDLK_g, Key::GrandBattery, true},
      {SDLK_n, Key::Decline, true},       {SDLK_l, Key::Losses, true},
      {SDLK_f, Key::March, false},        {SDLK_t, Key::Reveal, false},
      {SDLK_u, Key::NextUnit, true},      {SDLK_MINUS, Key::Lower, false},
      {SDLK_KP_MINUS, Key::Lower, false}, {SDLK_EQUALS, Key::Raise, false},
      {SDLK_PLUS, Key::Raise, false},     {SDLK_KP_PLUS, Key::Raise, false}};
  gridPlayByKeys<w20::ui::Arrow>(w20Screen, k, kLetters, w20::ui::hexCentre,
                                 [](SDL_Keycode sym, bool ctrl) {
                                   if (sym >= SDLK_1 && sym <= SDLK_9 && !ctrl)
                                     w20Screen.key(Key::Button, int(sym - SDLK_1));
                                   if (sym == SDLK_h && !ctrl) w20Screen.ruleKey();
                                 });
}

// Waterloo under NLB rules by the keyboard alone (src/games/nlb/ui/nlb_keys.h): the arrows
// move its cursor hex (the standard map's steps), Tab picks a counter of a stack of two,
// Enter taps there, letters and digits are its panel's buttons.
void nlbPlayByKeys(const SDL_KeyboardEvent& k) {
  using naw::ui::CursorKey;
  using nlb::ui::Key;
  if (!nlbScreen.active() || linksTakeKeys() || app->dialog != naw::ui::Dialog::None ||
      ImGui::GetIO().WantTextInput)
    return;
  const bool shift = (k.keysym.mod & KMOD_SHIFT) != 0;
  const bool ctrl = (k.keysym.mod & (KMOD_CTRL | KMOD_GUI)) != 0;
  auto arrow = [&](CursorKey key) {
    if (nlbScreen.modal()) return;
    if (!nlb::ui::moveCursor(nlbScreen.cursor, nlbScreen.play().game(), key, shift,
                             nlbScreen.play().flipped, nlbScreen.cursorStart()))
      return;
    keepInView(nlbScreen.camera, naw::hexCenter(nlbScreen.cursor.hex.at, 1.0));
  };
  auto play = [&](Key key, int column = 0) {
    if (!k.repeat) nlbScreen.key(key, column);  // arrows repeat, the play keys do not
  };
  const SDL_Keycode sym = k.keysym.sym;
  if (const std::optional<CursorKey> a = cursorKeyOf(sym)) return arrow(*a);
  if (sym == SDLK_TAB) return play(shift ? Key::PickBack : Key::Pick);
  if (sym == SDLK_RETURN || sym == SDLK_KP_ENTER)
    return play(nlbScreen.play().handover ? Key::Ready : ctrl ? Key::EndPhase : Key::Act);
  if (sym == SDLK_ESCAPE) return play(Key::Cancel);
  if (ctrl) return;                  // Ctrl+C, Ctrl+X... stay the browser's
  if (sym == SDLK_h && !k.repeat) {  // the text of the rule a refusal cites
    nlbScreen.ruleKey();
    return;
  }
  if (sym >= SDLK_1 && sym <= SDLK_9) return play(Key::Odds, int(sym - SDLK_1));
  // The panel's buttons (the key help, nlb.keys.help).
  static const std::map<SDL_Keycode, Key> kLetters = {
      {SDLK_z, Key::Undo},        {SDLK_e, Key::EndPhase},     {SDLK_r, Key::Attack},
      {SDLK_c, Key::ClearAttack}, {SDLK_n, Key::Decline},      {SDLK_l, Key::Losses},
      {SDLK_x, Key::Exit},        {SDLK_i, Key::Reinforcement}};
  if (const auto it = kLetters.find(sym); it != kLetters.end()) play(it->second);
}

// The keyboard alone (src/ui/key_cursor.h, issue 14 item 2): the arrows move the map's
// cursor (the replay viewer has them while it is open), Enter acts at it, letters are the
// panel's buttons. Taken from the page's key events, as the replay viewer's keys are.
void playByKeys(const SDL_KeyboardEvent& k) {
  using naw::ui::CursorKey;
  using naw::ui::PlayKey;
  if (layer.replay.isOpen() || linksTakeKeys() || ImGui::GetIO().WantTextInput) return;
  const bool shift = (k.keysym.mod & KMOD_SHIFT) != 0;
  const bool ctrl = (k.keysym.mod & (KMOD_CTRL | KMOD_GUI)) != 0;
  auto arrow = [&](CursorKey key) {
    if (app->dialog != naw::ui::Dialog::None || app->handover()) return;
    const naw::ui::Rect a = screen.mapArea();
    naw::Hex start = app->selected >= 0 ? app->game().hexOf(app->selected) : naw::Hex{};
    if (!start.valid())
      start = naw::ui::hexAtWorld(camera().toWorld({(a.x0 + a.x1) / 2, (a.y0 + a.y1) / 2}));
    if (!naw::ui::moveCursor(screen.cursor, app->game().rules().map(), key, shift, app->flipped,
                             start))
      return;
    keepInView(camera(), naw::hexCenter(screen.cursor.at, 1.0));
  };
  auto play = [&](PlayKey key, int column = 0) {
    if (!k.repeat) naw::ui::playKey(*app, screen.cursor, key, column);  // arrows repeat
  };
  const SDL_Keycode sym = k.keysym.sym;
  switch (sym) {
    case SDLK_UP:
      return arrow(CursorKey::Up);
    case SDLK_DOWN:
      return arrow(CursorKey::Down);
    case SDLK_LEFT:
      return arrow(CursorKey::Left);
    case SDLK_RIGHT:
      return arrow(CursorKey::Right);
    case SDLK_RETURN:
    case SDLK_KP_ENTER:
      return play(app->handover() ? PlayKey::Ready : ctrl ? PlayKey::EndPhase : PlayKey::Act);
    case SDLK_ESCAPE:
      return play(PlayKey::Cancel);
    case SDLK_z:
      return play(ctrl && shift ? PlayKey::Redo : PlayKey::Undo);
    case SDLK_y:
      return play(PlayKey::Redo);
    case SDLK_e:
      return play(PlayKey::EndPhase);
    case SDLK_r:
      return play(PlayKey::Roll);
    case SDLK_c:
      if (!ctrl) play(PlayKey::ClearAttack);  // Ctrl+C stays the browser's copy
      return;
    case SDLK_n:
      return play(PlayKey::Decline);
    case SDLK_l:
      return play(PlayKey::Losses);
    default:
      if (sym >= SDLK_1 && sym <= SDLK_9) play(PlayKey::Odds, int(sym - SDLK_1));
      return;
  }
}

// The keys of the replay viewer of a game other than the standard one (game_replay.h):
// Left/Right a move (Shift: a phase), Home, End. True if it took the key.
bool gameReplayKey(const SDL_KeyboardEvent& k) {
  using Key = modules::ReplayCursor::Key;
  if (ImGui::GetIO().WantTextInput) return false;
  const bool shift = (k.keysym.mod & KMOD_SHIFT) != 0;
  switch (k.keysym.sym) {
    case SDLK_LEFT:
      return layer.gameReplayKey(Key::Left, shift);
    case SDLK_RIGHT:
      return layer.gameReplayKey(Key::Right, shift);
    case SDLK_HOME:
      return layer.gameReplayKey(Key::Home, shift);
    case SDLK_END:
      return layer.gameReplayKey(Key::End, shift);
    default:
      return false;
  }
}

void handleEvent(const SDL_Event& e) {
  switch (e.type) {
    case SDL_MOUSEBUTTONDOWN: {
      dialogKeys.pointerUsed();
      naw::ui::panelHasKeys() = false;  // a tap or click: the keys are the board's again
      if (e.button.button != SDL_BUTTON_LEFT) break;
      P.leftDown = P.leftPressed = true;
      const Point p = view({double(e.button.x), double(e.button.y)});
      P.pressOnMap = mapGesturesAt(p);
      P.pressOnPanel = !P.pressOnMap && !screen.onMap(p) &&
                       (cnMode    ? !cnScreen.modal()
                        : nlbMode ? !nlbScreen.modal()
                        : w20On() ? !w20Screen.modal()
                                  : !app->handover() && app->dialog == naw::ui::Dialog::None);
      P.pressOnScrollable = P.pressOnMap || P.pressOnPanel ? 0 : scrollableWindowAt(p);
      P.moved = false;
      P.longPressed = false;
      P.pressAt = P.lastAt = p;
      P.pressTime = emscripten_get_now();
      break;
    }
    case SDL_MOUSEBUTTONUP:
      if (e.button.button != SDL_BUTTON_LEFT) break;
      P.leftDown = false;
      if (P.pressOnMap && !P.moved && !P.longPressed && P.fingers.size() <= 1)
        cnMode                  ? cnScreen.tap(P.pressAt)
        : nlbMode               ? nlbScreen.tap(P.pressAt)
        : w20On()               ? w20Screen.tap(P.pressAt)
        : layer.replay.isOpen() ? void()  // the replay shows another moment: no play
                                : screen.tap(*app, P.pressAt);
      P.pressOnMap = P.pressOnPanel = false;
      P.pressOnScrollable = 0;
      break;
    case SDL_MOUSEMOTION: {
      const Point p = view({double(e.motion.x), double(e.motion.y)});
      // With two fingers down the pinch below moves the map; ignore the synthesized mouse.
      const bool pinching = e.motion.which == SDL_TOUCH_MOUSEID && P.fingers.size() > 1;
      if ((P.pressOnMap || P.pressOnPanel || P.pressOnScrollable) && !pinching) {
        if (std::hypot(p.x - P.pressAt.x, p.y - P.pressAt.y) > kTapSlop) P.moved = true;
        if (P.moved && P.pressOnMap) {
          camera().pan(p.x - P.lastAt.x, p.y - P.lastAt.y);
          P.userMovedCamera = true;
        }
        const bool finger = e.motion.which == SDL_TOUCH_MOUSEID;
        if (P.moved && P.pressOnPanel && finger)
          cnMode    ? cnScreen.scrollPanel(p.y - P.lastAt.y)
          : nlbMode ? nlbScreen.scrollPanel(p.y - P.lastAt.y)
          : w20On() ? w20Screen.scrollPanel(p.y - P.lastAt.y)
                    : screen.scrollPanel(p.y - P.lastAt.y);
        ImGuiWindow* w = P.pressOnScrollable ? ImGui::FindWindowByID(P.pressOnScrollable) : nullptr;
        if (P.moved && w && finger)
          ImGui::SetScrollY(w,
                            std::clamp(w->Scroll.y - float(p.y - P.lastAt.y), 0.f, w->ScrollMax.y));
      }
      P.lastAt = p;
      break;
    }
    case SDL_MOUSEWHEEL: {
      int x, y;
      SDL_GetMouseState(&x, &y);
      const Point p = view({double(x), double(y)});
      if (!mapGesturesAt(p)) break;
      const float steps = e.wheel.preciseY != 0 ? e.wheel.preciseY : float(e.wheel.y);
      camera().zoomAt(p, std::pow(1.2, steps));
      P.userMovedCamera = true;
      break;
    }
    case SDL_FINGERDOWN:
    case SDL_FINGERMOTION: {
      const Point p = view({e.tfinger.x * P.width, e.tfinger.y * P.height});
      if (e.type == SDL_FINGERMOTION && P.fingers.size() == 2 &&
          P.fingers.count(e.tfinger.fingerId) && mapGesturesAt(p)) {
        auto other = P.fingers.begin();
        if (other->first == e.tfinger.fingerId) ++other;
        pinch(P.fingers[e.tfinger.fingerId], other->second, p, other->second);
      }
      P.fingers[e.tfinger.fingerId] = p;
      if (P.fingers.size() > 1) P.moved = true;  // a second finger: not a tap
      break;
    }
    case SDL_FINGERUP:
      P.fingers.erase(e.tfinger.fingerId);
      break;
    case SDL_KEYDOWN:
      if (panelByKeys(e.key)) break;
      if (dialogByKeys(e.key)) break;
      if ((cnMode || nlbMode || w20On()) && gameReplayKey(e.key))
        break;  // a replay viewer has them
      // Before Escape closes a dialog below (playKey does nothing while one is open).
      if (cnMode)
        cnPlayByKeys(e.key);
      else if (w20On())
        w20PlayByKeys(e.key);
      else if (nlbMode)
        nlbPlayByKeys(e.key);
      else
        playByKeys(e.key);
      // Escape does what an open dialog's Close (or Cancel) button does. Handled here, not
      // through ImGui: a quick press and release within one frame never shows ImGui the key
      // down. Not for the saved-games window, which also stands behind "Continued in another
      // tab" (saves_dialog.cpp).
      if (cnMode && e.key.keysym.sym == SDLK_ESCAPE && !e.key.repeat && cnScreen.active())
        cnScreen.newGameOpen = false;
      if (nlbMode && e.key.keysym.sym == SDLK_ESCAPE && !e.key.repeat && nlbScreen.active())
        nlbScreen.newGameOpen = false;
      if (w20On() && e.key.keysym.sym == SDLK_ESCAPE && !e.key.repeat && w20Screen.active())
        w20Screen.newGameOpen = false;
      if (e.key.keysym.sym == SDLK_ESCAPE && !e.key.repeat && !layer.links.modal() &&
          linksTakeKeys())
        layer.links.closeLinkBox();  // the link box, in every game
      if (!cnMode && !nlbMode && !w20On() && e.key.keysym.sym == SDLK_ESCAPE && !e.key.repeat &&
          app->dialog != naw::ui::Dialog::None && app->dialog != naw::ui::Dialog::Saves)
        app->dialog = naw::ui::Dialog::None;
      // The replay viewer's keys (replay_view.h), unless a text field has the keyboard.
      if (!cnMode && !nlbMode && !w20On() && layer.replay.isOpen() &&
          !ImGui::GetIO().WantTextInput) {
        using Key = naw::ui::ReplayView::Key;
        const bool shift = (e.key.keysym.mod & KMOD_SHIFT) != 0;
        switch (e.key.keysym.sym) {
          case SDLK_LEFT:
            layer.replay.onKey(Key::Left, shift);
            break;
          case SDLK_RIGHT:
            layer.replay.onKey(Key::Right, shift);
            break;
          case SDLK_HOME:
            layer.replay.onKey(Key::Home, shift);
            break;
          case SDLK_END:
            layer.replay.onKey(Key::End, shift);
            break;
          default:
            break;
        }
      }
      break;
    default:
      break;
  }
}

// Turns the whole frame by 180 degrees (the flip): every vertex and clip rectangle.
void flipDrawData(ImDrawData* dd) {
  const float w = dd->DisplaySize.x + 2 * dd->DisplayPos.x;
  const float h = dd->DisplaySize.y + 2 * dd->DisplayPos.y;
  for (int n = 0; n < dd->CmdListsCount; ++n) {
    ImDrawList* list = dd->CmdLists[n];
    for (ImDrawVert& v : list->VtxBuffer) v.pos = ImVec2(w - v.pos.x, h - v.pos.y);
    for (ImDrawCmd& c : list->CmdBuffer)
      c.ClipRect = ImVec4(w - c.ClipRect.z, h - c.ClipRect.w, w - c.ClipRect.x, h - c.ClipRect.y);
  }
}

void render() {
  const double start = emscripten_get_now();
  const int tessellationsBefore = boardCache.tessellations();
  bool laidOutTwice = false;
  // Lays the frame out; if it asked for font sizes not baked yet, bakes them, uploads the
  // new font texture and lays it out again, so every frame shown has all its text.
  for (int pass = 0; pass < 2; ++pass) {
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGuiIO& io = ImGui::GetIO();
    // A tap ends with the finger up, but SDL's polled button state may stay "down" until the
    // next event: ImGui would see the click only then. Use the state the events gave.
    io.MouseDown[0] = P.leftDown || P.leftPressed;
    if (pass == 0) P.leftPressed = false;
    if (flipped() && io.MousePos.x > -1e6f)
      io.MousePos = ImVec2(float(P.width) - io.MousePos.x, float(P.height) - io.MousePos.y);
    if (pass == 0)
      dialogKeys.beginFrame(io, dialogOpen(),
                            naw::ui::panelHasKeys() ? naw::ui::panelWindowId() : 0);
    ImGui::NewFrame();
    layer.replay.area = screen.mapArea();  // every game's replay viewer goes there
    if (cnMode) {
      cnScreen.drawMap();
      cnScreen.drawUi();
    } else if (nlbMode) {
      nlbScreen.drawMap();
      nlbScreen.drawUi();
    } else if (w20On()) {
      w20Screen.drawMap();
      w20Screen.drawUi();
    } else {
      const naw::Game& shown = layer.shownGame(*app);
      screen.drawMap(*app, shown);
      screen.drawUi(
          *app, shown, layer.shownNote(), [] { layer.drawPanel(*app); },
          [] { layer.drawOverlays(*app); });
    }
    ImGui::Render();
    const bool boldAdded = P.fonts.bold.bakeWanted();
    const bool italicAdded = P.fonts.italic.bakeWanted();
    if (!boldAdded && !italicAdded) break;
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
    boardCache.invalidate();  // its glyphs moved in the new atlas
    laidOutTwice = true;
  }
  const double laidOut = emscripten_get_now();
  if (flipped()) flipDrawData(ImGui::GetDrawData());
  if (screen.wantsFitCamera || cnScreen.wantsFitCamera || nlbScreen.wantsFitCamera ||
      w20Screen.wantsFitCamera) {
    screen.wantsFitCamera = cnScreen.wantsFitCamera = nlbScreen.wantsFitCamera =
        w20Screen.wantsFitCamera = false;
    P.userMovedCamera = false;
    fitCamera();
    P.framesToDraw = std::max(P.framesToDraw, 1);
  }

  glViewport(0, 0, P.drawableWidth, P.drawableHeight);
  glClearColor(0.16f, 0.15f, 0.13f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  ++P.framesDrawn;
  const double end = emscripten_get_now();
  Platform::FrameRecord& rec = P.frameLog[(P.framesDrawn - 1) % P.frameLog.size()];
  rec.ms = float(end - start);
  rec.layoutMs = float(laidOut - start);
  rec.submitMs = float(end - laidOut);
  rec.vertices = ImGui::GetDrawData()->TotalVtxCount;
  rec.indices = ImGui::GetDrawData()->TotalIdxCount;
  rec.boardTessellated = boardCache.tessellations() != tessellationsBefore;
  rec.laidOutTwice = laidOutTwice;
}

// Saves (autosave, resuming the last game), links, computer opponent.
void attachBrowserLayer() { layer.attach(*app); }

// Whether the browser layer has something to show in the first frame: a game in progress to
// resume (localStorage "naw.current", saves_dialog.cpp) or a link in the address. If not,
// attaching it (which then only saves the new game and adds its window.naw functions) waits
// until the first frame is drawn.
bool browserLayerNeededFirst() {
  const std::optional<std::string> current = naw::web::storageGet("naw.current");
  const std::string hash = naw::web::locationHash();
  return (current && !current->empty()) || (!hash.empty() && hash != "#");
}

// One browser animation frame: always poll events, draw only when something changed.
void tick() {
  SDL_Event e;
  bool changed = false;
  static std::uint64_t seenRevision = 0;
  static bool wasFlipped = false;
  while (SDL_PollEvent(&e)) {
    ImGui_ImplSDL2_ProcessEvent(&e);
    handleEvent(e);
    changed = true;
  }
  // The French texts, when they arrive (fetched apart: src/ui/i18n.h).
  if (naw::ui::pollFrench(naw::web::browserPlatform())) changed = true;
  // The rule texts, fetched when a rule dialog first shows one (rule_fetch.h).
  if (naw::web::pollRuleBooks()) changed = true;
  // A long press on a counter: its details.
  if (P.pressOnMap && !P.moved && !P.longPressed &&
      emscripten_get_now() - P.pressTime > kLongPressMs) {
    P.longPressed = true;
    if (!cnMode)
      screen.longPress(*app, P.pressAt);
    else
      cnScreen.longPress(P.pressAt);
    changed = true;
  }
  if (P.attachAfterFirstFrame && P.framesDrawn > 0) {
    attachBrowserLayer();
    P.attachAfterFirstFrame = false;
    naw_mark_ready();
  }
  if (!P.attachAfterFirstFrame && layer.frame(*app)) changed = true;
  if (naw::web::textLayerTick(P.framesDrawn)) changed = true;
  if (!P.attachAfterFirstFrame && layer.busy(*app)) changed = true;
  // What the screen shows besides the game: a change draws a few frames more.
  static std::size_t wasScreen = 0;
  const std::size_t screenNow =
      std::size_t(app->selected + 1) * 1000003u + app->draft.attackers.size() * 7919u +
      app->draft.bombarders.size() * 104729u + app->draft.defenders.size() * 1299709u +
      std::size_t(app->draft.oddsColumn + 1) * 15485863u +
      (app->refusal() ? std::hash<std::string>()(app->refusal()->why) : 0u);
  if (screenNow != wasScreen) {
    wasScreen = screenNow;
    changed = true;
  }
  static naw::ui::Dialog wasDialog = naw::ui::Dialog::None;
  static bool wasHandover = false;
  if (app->revision() != seenRevision || app->flipped != wasFlipped || app->dialog != wasDialog ||
      app->handover().has_value() != wasHandover) {
    // A window that appears sizes itself over its first frames: draw a few more.
    if (app->dialog != wasDialog || app->handover().has_value() != wasHandover)
      P.framesToDraw = std::max(P.framesToDraw, 4);
    seenRevision = app->revision();
    wasFlipped = app->flipped;
    wasDialog = app->dialog;
    wasHandover = app->handover().has_value();
    changed = true;
  }
  // Computer Napoleonics: its paced actions ("resolve all", the computer's Allies), and any
  // change of what its screen shows.
  static std::size_t wasCn = 0;
  bool cnBusy = false;
  if (cnMode && cnScreen.tick(emscripten_get_now(), &cnBusy)) changed = true;
  if (cnMode && cnBusy) P.framesToDraw = std::max(P.framesToDraw, 1);
  const std::size_t cnNow =
      !cnMode ? 0
      : !cnScreen.active()
          ? 1 + cnScreen.newGameOpen * 2
          : std::size_t(cnScreen.play().revision) * 31u + cnScreen.play().selected * 7u +
                cnScreen.play().draft.attackers.size() * 7919u +
                cnScreen.play().draft.defenders.size() * 104729u +
                cnScreen.play().handover.has_value() * 1000003u + cnScreen.newGameOpen * 15485863u +
                cnScreen.play().flipped * 4099u +
                (cnScreen.play().refusal ? std::hash<std::string>()(cnScreen.play().refusal->why)
                                         : 0u);
  if (cnNow != wasCn) {
    wasCn = cnNow;
    changed = true;
    P.framesToDraw = std::max(P.framesToDraw, 4);
  }
  // NLB Waterloo: the computer's phases, and any change of what its screen shows.
  bool nlbBusy = false;
  if (nlbMode && nlbScreen.tick(emscripten_get_now(), &nlbBusy)) changed = true;
  if (nlbMode && nlbBusy) P.framesToDraw = std::max(P.framesToDraw, 1);
  static std::size_t wasNlb = 0;
  std::size_t nlbNow = 0;
  if (nlbMode && !nlbScreen.active()) nlbNow = 1 + nlbScreen.newGameOpen * 2;
  if (nlbMode && nlbScreen.active()) {
    const nlb::ui::Play& q = nlbScreen.play();
    nlbNow = std::size_t(q.revision) * 31u + std::size_t(q.selected + 1) * 7u +
             q.draft.attackers.size() * 7919u + q.draft.bombarders.size() * 3571u +
             q.draft.defenders.size() * 104729u + q.losses.size() * 5381u +
             q.handover.has_value() * 1000003u + nlbScreen.newGameOpen * 15485863u +
             q.flipped * 4099u + (q.refusal ? std::hash<std::string>()(q.refusal->why) : 0u);
  }
  if (nlbNow != wasNlb) {
    wasNlb = nlbNow;
    changed = true;
    P.framesToDraw = std::max(P.framesToDraw, 4);
  }
  // Waterloo 20: the computer's turn (when it plays), and any change of what its screen shows.
  bool w20Busy = false;
  if (w20On() && w20Screen.tick(emscripten_get_now(), &w20Busy)) changed = true;
  if (w20On() && w20Busy) P.framesToDraw = std::max(P.framesToDraw, 1);
  static std::size_t wasW20 = 0;
  std::size_t w20Now = 0;
  if (w20On() && !w20Screen.active()) w20Now = 1 + w20Screen.newGameOpen * 2;
  if (w20On() && w20Screen.active()) {
    const w20::ui::Play& q = w20Screen.play();
    w20Now = std::size_t(q.revision) * 31u + std::size_t(q.selected + 1) * 7u +
             q.draft.attackers * 7919u + q.draft.defenders * 3571u + q.losses * 5381u +
             q.handover.has_value() * 1000003u + w20Screen.newGameOpen * 15485863u +
             q.flipped * 4099u + w20Screen.ruleOpen * 977u +
             std::size_t(w20Screen.cursor.at + 2) * 92821u +
             std::size_t(q.chosenDiff ? *q.chosenDiff + 10 : 0) * 613u +
             (q.refusal ? std::hash<std::string>()(q.refusal->why) : 0u);
  }
  if (w20Now != wasW20) {
    wasW20 = w20Now;
    changed = true;
    P.framesToDraw = std::max(P.framesToDraw, 4);
  }
  if (syncSize()) changed = true;
  if (dialogKeys.busy()) changed = true;  // a dialog key press still to give to ImGui
  // ImGui sees a click on the frame after the press and settles hover and layout one frame
  // later still: draw three frames after any input.
  if (changed) P.framesToDraw = std::max(P.framesToDraw, 3);
  if (P.framesToDraw <= 0) return;
  --P.framesToDraw;
  render();
  if (P.framesDrawn == 1) {
    naw_first_frame_drawn();
    if (!P.attachAfterFirstFrame) naw_mark_ready();
  }
}

bool loadFonts(float pixelRatio) {
  const char* bold = "/fonts/Caladea-Bold.ttf";
  const char* italic = "/fonts/Caladea-Italic.ttf";
  // The first font baked is ImGui's default: the panel text, 16 CSS pixels; then headings.
  P.uiFont = {bold, {std::round(16 * pixelRatio), std::round(22 * pixelRatio)}, {}, {true, true}};
  // Map text: each size within 1.5x of the next, so no glyph is shrunk by more than that.
  P.fonts.bold = {bold, {11, 17, 26, 40, 60}, {}, {}};
  P.fonts.italic = {italic, {14, 22, 34, 50}, {}, {}};
  P.fonts.pixelRatio = pixelRatio;
  ImGui::GetIO().FontGlobalScale = 1.0f / pixelRatio;
  if (!P.uiFont.bakeWanted()) return false;
  screen.fonts = &P.fonts;
  screen.headingFont = P.uiFont.baked[1] ? P.uiFont.baked[1] : P.uiFont.baked[0];
  return true;
}

void styleImGui() {
  ImGuiStyle& s = ImGui::GetStyle();
  ImGui::StyleColorsDark(&s);
  s.WindowRounding = 8;
  s.WindowPadding = ImVec2(14, 12);
  s.WindowBorderSize = 0;
  s.FramePadding = ImVec2(10, 14);  // check boxes, radio buttons, headers: 44 CSS px tall
  s.FrameRounding = 5;
  s.ItemSpacing = ImVec2(8, 7);
  s.ItemInnerSpacing = ImVec2(8, 6);
  s.ScrollbarSize = 14;
  s.GrabMinSize = 24;
  s.ChildRounding = 6;
  auto c = [](unsigned v, float a = 1) {
    return ImVec4(((v >> 16) & 255) / 255.f, ((v >> 8) & 255) / 255.f, (v & 255) / 255.f, a);
  };
  s.Colors[ImGuiCol_WindowBg] = c(0x221D17);
  s.Colors[ImGuiCol_PopupBg] = c(0x2B241C);
  s.Colors[ImGuiCol_ChildBg] = c(0x1B1712);
  s.Colors[ImGuiCol_Text] = c(0xF3EAD3);
  s.Colors[ImGuiCol_TextDisabled] = c(0xA89A7C);
  s.Colors[ImGuiCol_TitleBg] = c(0x3A2E20);
  s.Colors[ImGuiCol_TitleBgActive] = c(0x4A3A26);
  s.Colors[ImGuiCol_Button] = c(0x4A3C2A);
  s.Colors[ImGuiCol_ButtonHovered] = c(0x625036);
  s.Colors[ImGuiCol_ButtonActive] = c(0x7A6440);
  s.Colors[ImGuiCol_NavHighlight] = c(0xFFF4D6);  // the keyboard's focus (dialog_keys.h)
  s.Colors[ImGuiCol_FrameBg] = c(0x3A3024);
  s.Colors[ImGuiCol_FrameBgHovered] = c(0x4A3C2A);
  s.Colors[ImGuiCol_CheckMark] = c(0xE8C46A);
  s.Colors[ImGuiCol_Header] = c(0x3A3024);
  s.Colors[ImGuiCol_HeaderHovered] = c(0x4A3C2A);
  s.Colors[ImGuiCol_HeaderActive] = c(0x5A4A32);
  s.Colors[ImGuiCol_Separator] = c(0x4F4233);
  s.Colors[ImGuiCol_TableBorderStrong] = c(0x6B5A40);
  s.Colors[ImGuiCol_TableBorderLight] = c(0x4F4233);
  s.Colors[ImGuiCol_PlotHistogram] = c(0xE8C46A);
  s.Colors[ImGuiCol_ModalWindowDimBg] = c(0x000000, 0.5f);
}

std::string jsonEscape(const std::string& s) {
  std::string out;
  for (char ch : s) {
    if (ch == '"' || ch == '\\') out += '\\';
    if (static_cast<unsigned char>(ch) < 0x20) {
      out += ' ';
      continue;
    }
    out += ch;
  }
  return out;
}

// Unit u's id as a JSON string (null for -1), and a list of them.
std::string jsonUnitId(const naw::Game& g, int u) {
  return u >= 0 ? "\"" + g.rules().unit(u).id + "\"" : std::string("null");
}
std::string jsonUnitIds(const naw::Game& g, const std::vector<int>& units) {
  std::string s = "[";
  for (std::size_t i = 0; i < units.size(); ++i) s += (i ? "," : "") + jsonUnitId(g, units[i]);
  return s + "]";
}

const char* dialogName(naw::ui::Dialog d) {
  switch (d) {
    case naw::ui::Dialog::None:
      return "";
    case naw::ui::Dialog::NewGame:
      return "new-game";
    case naw::ui::Dialog::Crt:
      return "crt";
    case naw::ui::Dialog::TerrainKey:
      return "terrain";
    case naw::ui::Dialog::Log:
      return "log";
    case naw::ui::Dialog::Rule:
      return "rule";
    case naw::ui::Dialog::UnitInfo:
      return "unit";
    case naw::ui::Dialog::Saves:
      return "saves";
  }
  return "";
}

// ---- window.naw in Computer Napoleonics' terms (squares RRCC, unit ids as printed)

bool cnShown() { return cnMode && cnScreen.active(); }

std::string cnIds(const std::vector<int>& units) {
  std::string s = "[";
  for (std::size_t i = 0; i < units.size(); ++i)
    s += (i ? ",\"" : "\"") + cn::theRoster().unit(units[i]).id + "\"";
  return s + "]";
}
std::string cnSquares(const std::vector<int>& squares) {
  std::string s = "[";
  for (std::size_t i = 0; i < squares.size(); ++i)
    s += (i ? ",\"" : "\"") + cn::formatSquare(squares[i]) + "\"";
  return s + "]";
}

std::string cnStatus() {
  const cn::Game& g = cnScreen.play().game();
  const cn::State& s = g.state();
  return "turn=" + std::to_string(s.turn) + " phase=" + cn::phaseName(s.phase) +
         " french-lost=" + std::to_string(s.frenchLost) +
         " allied-lost=" + std::to_string(s.alliedLost) + " exited=" + std::to_string(s.exited) +
         " demoralized=" + (g.demoralized() ? "yes" : "no") + " winner=" + cn::winnerName(s.winner);
}

std::string cnUnitSquare(const char* id) {
  const cn::Game& g = cnScreen.play().game();
  const int u = g.unitIndex(id);
  if (u < 0 || g.statusOf(u) != cn::UnitStatus::OnMap) return "";
  return cn::formatSquare(g.squareOf(u));
}

// The named item with the keyboard's focus (dialog_keys.h), for window.naw.ui().focus.
std::string focusJson() {
  const std::string f = naw::ui::focusedItem();
  // The words of the named texts (named_items.h nameLastText): the turn and phase a panel shows.
  std::string texts;
  for (const auto& [name, item] : naw::ui::namedItems())
    if (!item.text.empty())
      texts += (texts.empty() ? "\"" : ",\"") + jsonEscape(name) + "\":\"" + jsonEscape(item.text) +
               "\"";
  return ",\"focus\":" + (f.empty() ? std::string("null") : "\"" + jsonEscape(f) + "\"") +
         ",\"panelKeys\":" + (naw::ui::panelHasKeys() ? "true" : "false") + ",\"texts\":{" + texts +
         "}";
}

std::string cnItems() {
  std::string t = "[";
  for (const auto& [name, r] : naw::ui::namedItems()) {
    (void)r;
    t += (t.size() > 1 ? ",\"" : "\"") + jsonEscape(name) + "\"";
  }
  return t + "]";
}

std::string cnUiState() {
  if (!cnScreen.active())  // the new-game dialog, before any Computer Napoleonics game
    return "{\"game\":\"cn\",\"step\":\"\",\"dialog\":\"new-game\",\"items\":" + cnItems() +
           focusJson() + "}";
  const cn::ui::Play& p = cnScreen.play();
  const cn::Game& g = p.game();
  const cn::Step st = g.step();
  const auto id = [](int u) {
    return u >= 0 ? "\"" + cn::theRoster().unit(u).id + "\"" : std::string("null");
  };
  std::string t =
      std::string("{\"game\":\"cn\",\"step\":\"") + cn::stepName(st.kind) + "\",\"phase\":\"" +
      cn::phaseName(st.phase) + "\",\"turn\":" + std::to_string(st.turn) + ",\"acting\":\"" +
      cn::sideName(st.acting) + "\",\"selected\":" + id(p.selected) + ",\"dialog\":\"" +
      cnScreen.dialogShown() + "\",\"computer\":" +
      (p.computer() ? "\"" + std::string(cn::sideName(*p.computer())) + "\"" : "null") +
      ",\"computerLevel\":\"" + cn::ai::playerLevelName(cnScreen.computerLevel) + "\"" +
      ",\"flipped\":" + (p.flipped ? "true" : "false") + ",\"handover\":" +
      (p.handover ? "\"" + std::string(cn::sideName(*p.handover)) + "\"" : "null") +
      ",\"attackers\":" + cnIds(p.draft.attackers) + ",\"defenders\":" + cnIds(p.draft.defenders) +
      ",\"obligations\":" + cnIds(g.obligations()) +
      ",\"declared\":" + std::to_string(g.state().nAttacks) +
      ",\"reach\":" + cnSquares(p.targets()) +
      ",\"portrait\":" + (screen.portrait() ? "true" : "false") + ",\"cursor\":" +
      (cnScreen.cursor.shown() ? "\"" + cn::formatSquare(cnScreen.cursor.at) + "\"" : "null");
  if (p.refusal)
    t += ",\"refusal\":{\"rule\":\"" + jsonEscape(p.refusal->rule) + "\",\"why\":\"" +
         jsonEscape(p.refusal->why) + "\"}";
  else
    t += ",\"refusal\":null";
  // For tests playing the person's side by taps: the declarations the engine's star
  // decomposition makes to meet what C12 obliges (setup_plan.h).
  if (st.kind == cn::StepKind::Declare && p.humanActs()) {
    t += ",\"obligedPlan\":[";
    bool first = true;
    for (const cn::Action& a : cn::planObligedAttacks(g, nullptr)) {
      std::vector<int> att(a.attackers.begin(), a.attackers.begin() + a.nAttackers);
      att.insert(att.end(), a.bombarders.begin(), a.bombarders.begin() + a.nBombarders);
      const std::vector<int> def(a.defenders.begin(), a.defenders.begin() + a.nDefenders);
      t += std::string(first ? "" : ",") + "{\"attackers\":" + cnIds(att) +
           ",\"defenders\":" + cnIds(def) + "}";
      first = false;
    }
    t += "]";
  }
  if (g.over())
    t += ",\"gameOver\":{\"winner\":\"" + std::string(cn::winnerName(g.state().winner)) + "\"}";
  else
    t += ",\"gameOver\":null";
  if (p.lastCombat)
    t += ",\"die\":" + std::to_string(p.lastCombat->outcome.number) + ",\"result\":\"" +
         cn::resultName(p.lastCombat->outcome.result) + "\",\"odds\":\"" +
         cn::oddsName(p.lastCombat->outcome.odds) + "\"";
  if (!p.draft.empty()) {
    cn::Refusal why;
    if (const auto a = p.draftAction(&why)) {
      const auto odds = g.oddsFor(*a);
      if (const auto* o = std::get_if<cn::Game::Odds>(&odds))
        t += ",\"draftOdds\":\"" + std::string(cn::oddsName(o->shifted)) +
             "\",\"attack\":" + std::to_string(o->attack) +
             ",\"defence\":" + std::to_string(o->defence);
    } else {
      t += ",\"attackRefusal\":\"" + jsonEscape(why.rule + ": " + why.why) + "\"";
    }
  }
  return t + ",\"items\":" + cnItems() + focusJson() + "}";
}

// ---- window.naw in NLB Waterloo's terms (hexes CCRR as the standard map, unit ids of
// naw-units.csv, steps and results in cli-protocol-nlb.md's words)

bool nlbShown() { return nlbMode && nlbScreen.active(); }
bool w20Shown() { return w20On() && w20Screen.active(); }

std::string nlbIds(const std::vector<int>& units) {
  const nlb::Game& g = nlbScreen.play().game();
  std::string s = "[";
  for (std::size_t i = 0; i < units.size(); ++i)
    s += (i ? ",\"" : "\"") + g.rules().unit(units[i]).id + "\"";
  return s + "]";
}
std::string nlbHexes(const std::vector<int>& hexes) {
  const nlb::Game& g = nlbScreen.play().game();
  std::string s = "[";
  for (std::size_t i = 0; i < hexes.size(); ++i)
    s += (i ? ",\"" : "\"") + naw::formatHex(g.rules().hexAt(hexes[i])) + "\"";
  return s + "]";
}

std::string nlbStatus() {
  const nlb::Game& g = nlbScreen.play().game();
  const nlb::State& s = g.state();
  const char* winner[] = {"none", "french", "allied", "draw"};
  return "turn=" + std::to_string(s.turn) + " phase=" + nlb::phaseName(s.phase) +
         " french-lost=" + std::to_string(s.lost[0]) + " anglo-lost=" + std::to_string(s.lost[1]) +
         " prussian-lost=" + std::to_string(s.lost[2]) + " exited=" + std::to_string(s.exited) +
         " winner=" + winner[static_cast<int>(s.winner) & 3] +
         " scenario=nlb period=" + (g.night() ? "night" : "day") +
         " french-vp=" + std::to_string(g.vp(0)) + " allied-vp=" + std::to_string(g.vp(1));
}

std::string nlbUiState() {
  if (!nlbScreen.active())
    return "{\"game\":\"nlb\",\"step\":\"\",\"dialog\":\"new-game\",\"items\":" + cnItems() +
           focusJson() + "}";
  const nlb::ui::Play& p = nlbScreen.play();
  const nlb::Game& g = p.game();
  const auto id = [&](int u) {
    return u >= 0 ? "\"" + g.rules().unit(u).id + "\"" : std::string("null");
  };
  std::string t =
      "{\"game\":\"nlb\",\"step\":\"" + p.step() + "\",\"phase\":\"" +
      nlb::phaseName(g.state().phase) + "\",\"turn\":" + std::to_string(g.state().turn) +
      ",\"acting\":\"" + (p.acting() == 0 ? "french" : "allied") +
      "\",\"selected\":" + id(p.selected) + ",\"dialog\":\"" + nlbScreen.dialogShown() +
      "\",\"rule\":\"" + jsonEscape(nlbScreen.ruleShown()) +
      "\",\"flipped\":" + (p.flipped ? "true" : "false") +
      ",\"handover\":" + (p.handover ? (*p.handover == 0 ? "\"french\"" : "\"allied\"") : "null") +
      ",\"attackers\":" + nlbIds(p.draft.attackers) +
      ",\"bombarders\":" + nlbIds(p.draft.bombarders) +
      ",\"defenders\":" + nlbIds(p.draft.defenders) + ",\"losses\":" + nlbIds(p.losses) +
      ",\"pending\":" + nlbIds(p.pending()) + ",\"obligations\":" + nlbIds(g.openObligations()) +
      ",\"reach\":" + nlbHexes(p.targets()) + ",\"seen\":" + nlbHexes(p.seen()) +
      ",\"hidden\":" + nlbHexes(p.hidden()) + ",\"period\":\"" + (g.night() ? "night" : "day") +
      "\",\"computer\":[" + (p.computer[0] ? "true," : "false,") +
      (p.computer[1] ? "true" : "false") + "],\"level\":" + std::to_string(p.level) +
      ",\"byLink\":" + (p.byLink ? "true" : "false") +
      // R8: the Grouchy chits this page holds (0: none, or the other player's, still hidden)
      ",\"chits\":[" + std::to_string(g.state().chits[0]) + "," +
      std::to_string(g.state().chits[1]) + "]" +
      ",\"actions\":" + std::to_string(p.record().size()) + ",\"cursor\":" +
      (nlbScreen.cursor.shown() ? "\"" + naw::formatHex(nlbScreen.cursor.hex.at) + "\"" : "null") +
      ",\"picked\":" + id(nlb::ui::pickedCounter(g, nlbScreen.cursor));
  if (p.refusal)
    t += ",\"refusal\":{\"rule\":\"" + jsonEscape(p.refusal->rule) + "\",\"why\":\"" +
         jsonEscape(p.refusal->why) + "\"}";
  else
    t += ",\"refusal\":null";
  // The open rule dialog's entry in the player's language (its text once fetched).
  if (const naw::ui::RuleEntry* e =
          nlbScreen.ruleShown().empty() ? nullptr : nlb::ui::findNlbRule(nlbScreen.ruleShown()))
    t += ",\"ruleTitle\":\"" + jsonEscape(e->title) + "\",\"ruleText\":\"" + jsonEscape(e->text) +
         "\"";
  t += g.over() ? ",\"gameOver\":{\"winner\":\"" +
                      std::string(g.state().winner == nlb::Winner::French   ? "french"
                                  : g.state().winner == nlb::Winner::Allied ? "allied"
                                                                            : "draw") +
                      "\"}"
                : std::string(",\"gameOver\":null");
  if (p.lastCombat)
    t += ",\"die\":" + std::to_string(p.lastCombat->die) + ",\"result\":\"" + p.lastCombat->result +
         "\",\"odds\":\"" +
         (p.lastCombat->column >= 0 ? g.rules().crt().columnName(p.lastCombat->column)
                                    : std::string()) +
         "\"";
  if (!p.draft.empty()) {
    const auto odds = p.draftOdds();
    if (const int* c = std::get_if<int>(&odds))
      t += ",\"draftOdds\":\"" + g.rules().crt().columnName(*c) + "\"";
    else
      t += ",\"attackRefusal\":\"" +
           jsonEscape(std::get<nlb::Refusal>(odds).rule + ": " + std::get<nlb::Refusal>(odds).why) +
           "\"";
  }
  return t + ",\"items\":" + cnItems() + focusJson() + "}";
}

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE int naw_cn_shown() {
  return cnShown() ? 1 : nlbShown() ? 2 : w20Shown() ? 3 : 0;
}
EMSCRIPTEN_KEEPALIVE const char* naw_cn_step() {
  static std::string text;
  if (nlbShown()) {
    const nlb::Game& g = nlbScreen.play().game();
    text = "turn=" + std::to_string(g.state().turn) + " phase=" + nlb::phaseName(g.state().phase);
    return text.c_str();
  }
  if (w20Shown()) {
    const w20::State& s = w20Screen.play().game().state();
    text = "turn=" + std::to_string(s.turn) + " phase=" + w20::phaseName(s.phase);
    return text.c_str();
  }
  if (!cnShown()) return "";
  const cn::Step s = cnScreen.play().game().step();
  text = "turn=" + std::to_string(s.turn) + " phase=" + cn::phaseName(s.phase);
  return text.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* naw_status() {
  static std::string text;
  text = cnShown()    ? cnStatus()
         : nlbShown() ? nlbStatus()
         : w20Shown() ? naw::web::w20Status(w20Screen)
         : app        ? naw::statusLine(app->game())
                      : std::string();
  return text.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* naw_unit_hex(const char* id) {
  static std::string text;
  if (cnShown()) return (text = cnUnitSquare(id)).c_str();
  if (w20Shown()) return (text = naw::web::w20UnitHex(w20Screen, id)).c_str();
  if (nlbShown()) {
    const nlb::Game& g = nlbScreen.play().game();
    const int u = g.unitIndex(id);
    const int h = u >= 0 ? g.state().where[static_cast<std::size_t>(u)] : -1;
    return (text = h >= 0 ? naw::formatHex(g.rules().hexAt(h)) : std::string()).c_str();
  }
  const int u = app ? app->game().unitIndex(id) : -1;
  const naw::Hex h = u >= 0 ? app->game().hexOf(u) : naw::Hex{};
  text = h.valid() ? naw::formatHex(h) : std::string();
  return text.c_str();
}

static Point g_client;
static void setClient(Point p) { g_client = view(p); }  // view() is its own inverse

EMSCRIPTEN_KEEPALIVE int naw_hex_to_client(const char* hex) {
  if (cnMode) {  // a square RRCC of Computer Napoleonics
    const int code = std::atoi(hex);
    if (std::string(hex).size() != 4 || !cnScreen.board.onBoard(code)) return 0;
    setClient(cnScreen.camera.toScreen(cnScreen.board.cellCentre(code)));
    return 1;
  }
  if (w20On()) {  // a hex of the Waterloo 20 map
    const int h = w20::parseHex(hex);
    if (h == w20::kNoHex) return 0;
    setClient(w20Screen.camera.toScreen(w20::ui::hexCentre(h)));
    return 1;
  }
  const naw::Hex h = naw::parseHex(hex);
  if (!app || !app->game().rules().map().onMap(h)) return 0;
  setClient(camera().toScreen(naw::hexCenter(h, 1.0)));  // the standard map's hexes (NLB too)
  return 1;
}
EMSCRIPTEN_KEEPALIVE int naw_unit_to_client(const char* id) {
  if (cnShown()) {
    const cn::ui::Play& p = cnScreen.play();
    const int u = p.game().unitIndex(id);
    if (u < 0 || p.game().statusOf(u) != cn::UnitStatus::OnMap) return 0;
    setClient(cn::ui::counterCentre(p.unitSquares(), cnScreen.camera, u));
    return 1;
  }
  if (w20Shown()) {  // only a counter the viewer can name (W29)
    const std::string h = naw::web::w20UnitHex(w20Screen, id);
    if (h.empty()) return 0;
    setClient(w20Screen.camera.toScreen(w20::ui::hexCentre(w20::parseHex(h))));
    return 1;
  }
  if (nlbShown()) {
    const nlb::Game& g = nlbScreen.play().game();
    const int u = g.unitIndex(id);
    if (u < 0 || g.state().where[static_cast<std::size_t>(u)] < 0) return 0;
    setClient(
        nlbScreen.camera.toScreen(nlb::ui::counterSpots(g)[static_cast<std::size_t>(u)].centre));
    return 1;
  }
  if (!app) return 0;
  const naw::Game& g = app->game();
  const int u = g.unitIndex(id);
  if (u < 0 || !g.hexOf(u).valid()) return 0;
  setClient(naw::ui::counterCentre(g.rules(), g.state(), app->camera, u));
  return 1;
}
EMSCRIPTEN_KEEPALIVE int naw_item_to_client(const char* id) {
  auto it = naw::ui::namedItems().find(id);
  if (it == naw::ui::namedItems().end()) return 0;
  const naw::ui::Rect& r = it->second.rect;
  setClient({(r.x0 + r.x1) / 2, (r.y0 + r.y1) / 2});
  return 1;
}
EMSCRIPTEN_KEEPALIVE const char* naw_item_sizes() {
  static std::string text;
  text = "{";
  for (const auto& [id, item] : naw::ui::namedItems()) {
    if (text.size() > 1) text += ",";
    text += "\"" + jsonEscape(id) + "\":[" + std::to_string(item.rect.width()) + "," +
            std::to_string(item.rect.height()) + "," + (item.tappable ? "true" : "false") + "," +
            (item.clipped ? "true" : "false") + "]";
  }
  text += "}";
  return text.c_str();
}
EMSCRIPTEN_KEEPALIVE const char* naw_overflows() {
  static std::string text;
  text = "{";
  for (const auto& [name, over] : naw::ui::overflowingWindows()) {
    if (text.size() > 1) text += ",";
    text += "\"" + jsonEscape(name) + "\":" + std::to_string(over);
  }
  text += "}";
  return text.c_str();
}
EMSCRIPTEN_KEEPALIVE const char* naw_language() { return naw::ui::langTag(naw::ui::language()); }
EMSCRIPTEN_KEEPALIVE const char* naw_tr(const char* key) { return naw::ui::tr(key).c_str(); }
EMSCRIPTEN_KEEPALIVE double naw_client_x() { return g_client.x; }
EMSCRIPTEN_KEEPALIVE double naw_client_y() { return g_client.y; }
EMSCRIPTEN_KEEPALIVE double naw_frames_drawn() { return P.framesDrawn; }
// Field `which` of drawn frame number `frame` (1-based, as framesDrawn counts), if still in
// the ring; else -1.
EMSCRIPTEN_KEEPALIVE double naw_frame_stat(double frame, int which) {
  const auto n = static_cast<unsigned>(frame);
  if (n == 0 || n > P.framesDrawn || P.framesDrawn - n >= P.frameLog.size()) return -1;
  const Platform::FrameRecord& r = P.frameLog[(n - 1) % P.frameLog.size()];
  switch (which) {
    case 0:
      return r.ms;
    case 1:
      return r.layoutMs;
    case 2:
      return r.submitMs;
    case 3:
      return r.vertices;
    case 4:
      return r.indices;
    case 5:
      return r.boardTessellated ? 1 : 0;
    case 6:
      return r.laidOutTwice ? 1 : 0;
    default:
      return -1;
  }
}

EMSCRIPTEN_KEEPALIVE void naw_force_dice(const char* list) {
  if (cnShown()) {  // random numbers 0-9 (C15)
    std::vector<int> numbers;
    for (const char* p = list; *p; ++p)
      if (*p >= '0' && *p <= '9') numbers.push_back(*p - '0');
    cnScreen.play().forceNumbersForTest(numbers);
    return;
  }
  std::vector<int> dice;
  for (const char* p = list; *p; ++p)
    if (*p >= '1' && *p <= '6') dice.push_back(*p - '0');
  if (nlbShown()) return nlbScreen.play().forceDiceForTest(dice);
  if (w20Shown()) return w20Screen.play().forceDiceForTest(dice);
  if (app) app->forceDiceForTest(dice);
}

EMSCRIPTEN_KEEPALIVE void naw_next_game_seed(double seed) {
  naw::ui::setNextGameSeedForTest(std::uint64_t(seed));
}

EMSCRIPTEN_KEEPALIVE const char* naw_legal_attack(int index) {
  static std::string text;
  text.clear();
  if (cnShown()) {  // the i-th declaration cn::Game lists as legal
    int n = 0;
    for (const cn::Action& a : cnScreen.play().game().legalActions()) {
      if (a.type != cn::ActionType::Declare || n++ != index) continue;
      const auto ids = [](const auto& arr, int k) {
        return cnIds(std::vector<int>(arr.begin(), arr.begin() + k));
      };
      text = "{\"attackers\":" + ids(a.attackers, a.nAttackers) +
             ",\"bombarders\":" + ids(a.bombarders, a.nBombarders) +
             ",\"defenders\":" + ids(a.defenders, a.nDefenders) + "}";
      break;
    }
    return text.c_str();
  }
  if (w20Shown()) return (text = naw::web::w20LegalAttack(w20Screen, index)).c_str();
  if (nlbShown()) {  // the i-th declaration nlb::Game lists as legal
    int n = 0;
    for (const nlb::Action& a : nlbScreen.play().game().legalActions()) {
      if (a.type != nlb::ActionType::Attack || n++ != index) continue;
      const auto ids = [&](int from, int k) {
        return nlbIds(std::vector<int>(a.units.begin() + from, a.units.begin() + from + k));
      };
      text = "{\"attackers\":" + ids(0, a.nAttackers) +
             ",\"defenders\":" + ids(a.nAttackers, a.nDefenders) +
             ",\"bombarders\":" + ids(a.nAttackers + a.nDefenders, a.nBombarders) + "}";
      break;
    }
    return text.c_str();
  }
  if (!app) return "";
  const naw::Game& g = app->game();
  int n = 0;
  for (const naw::Action& a : g.legalActions()) {
    if (a.type != naw::ActionType::Attack || n++ != index) continue;
    text = "{\"attackers\":" + jsonUnitIds(g, a.attackers) +
           ",\"bombarders\":" + jsonUnitIds(g, a.bombarders) +
           ",\"defenders\":" + jsonUnitIds(g, a.defenders) + "}";
    break;
  }
  return text.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* naw_ui_state() {
  static std::string text;
  if (cnMode) return (text = cnUiState()).c_str();
  if (nlbMode) return (text = nlbUiState()).c_str();
  if (w20On()) {
    text = naw::web::w20UiState(w20Screen, cnItems());
    text.insert(text.size() - 1, focusJson());  // the keyboard's focus, before its last }
    return text.c_str();
  }
  if (!app) return "{}";
  const naw::Game& g = app->game();
  const naw::Step st = g.step();
  auto unitId = [&](int u) { return jsonUnitId(g, u); };
  auto ids = [&](const std::vector<int>& v) { return jsonUnitIds(g, v); };
  text = "{\"step\":\"" + std::string(naw::stepName(st.kind)) + "\",\"phase\":\"" +
         naw::phaseName(st.phase) + "\",\"turn\":" + std::to_string(st.turn) + ",\"acting\":\"" +
         naw::sideName(st.acting) + "\",\"selected\":" + unitId(app->selected) + ",\"dialog\":\"" +
         dialogName(app->dialog) + "\",\"rule\":\"" + jsonEscape(app->ruleShown) +
         "\",\"flipped\":" + (app->flipped ? "true" : "false") + ",\"handover\":" +
         (app->handover() ? "\"" + std::string(naw::sideName(*app->handover())) + "\"" : "null") +
         ",\"canUndo\":" + (app->canUndo() ? "true" : "false") +
         ",\"canRedo\":" + (app->canRedo() ? "true" : "false") +
         ",\"attackers\":" + ids(app->draft.attackers) +
         ",\"bombarders\":" + ids(app->draft.bombarders) +
         ",\"defenders\":" + ids(app->draft.defenders) +
         ",\"obligations\":" + ids(g.obligations()) +
         ",\"holdingChit\":" + (screen.holdingChit ? "true" : "false") +
         ",\"portrait\":" + (screen.portrait() ? "true" : "false") +
         ",\"aiWatch\":" + (layer.ai.watch ? "true" : "false") + ",\"cursor\":" +
         (screen.cursor.shown() ? "\"" + naw::formatHex(screen.cursor.at) + "\"" : "null");
  if (app->refusal())
    text += ",\"refusal\":{\"rule\":\"" + jsonEscape(app->refusal()->rule) + "\",\"why\":\"" +
            jsonEscape(app->refusal()->why) + "\"}";
  else
    text += ",\"refusal\":null";
  // The end of the game, in the words of the end-of-game window (GameScreen::drawGameOver):
  // its heading and its reason with the rule (8.1-8.4).
  if (g.over()) {
    text += ",\"gameOver\":{\"winner\":\"" + naw::ui::gameOverTitle(g) + "\",\"reason\":\"" +
            jsonEscape(naw::ui::gameOverReason(g)) + "\"}";
  } else {
    text += ",\"gameOver\":null";
  }
  if (app->lastCombat())
    text += ",\"die\":" + std::to_string(app->lastCombat()->die) + ",\"result\":\"" +
            naw::combatResultName(app->lastCombat()->result) + "\"";
  // What the map highlights now: movement (reach, must-stop, entry hexes) of the selected
  // unit; the hexes a retreat / advance may go to; the units the step is about.
  auto hexes = [](const std::vector<naw::Hex>& v) {
    std::string s = "[";
    for (std::size_t i = 0; i < v.size(); ++i)
      s += (i ? ",\"" : "\"") + naw::formatHex(v[i]) + "\"";
    return s + "]";
  };
  const naw::ui::MoveHighlights m = naw::ui::moveHighlights(g, app->selected);
  std::vector<naw::Hex> stops, targets;
  for (std::size_t i = 0; i < m.reach.size(); ++i)
    if (m.mustStop[i]) stops.push_back(m.reach[i]);
  if (st.kind != naw::StepKind::Move && st.kind != naw::StepKind::DeclareAttack && !g.over()) {
    for (const naw::Action& a : g.legalActions()) {
      if (a.type != naw::ActionType::Retreat && a.type != naw::ActionType::Advance) continue;
      if (app->selected >= 0 && a.unit != app->selected) continue;
      if (std::find(targets.begin(), targets.end(), a.hex) == targets.end())
        targets.push_back(a.hex);
    }
  }
  text += ",\"reach\":" + hexes(m.reach) + ",\"stops\":" + hexes(stops) +
          ",\"entries\":" + hexes(m.entries) + ",\"targets\":" + hexes(targets) +
          ",\"pending\":" + ids(naw::ui::stepUnits(g)) +
          ",\"eeTarget\":" + std::to_string(g.eeLossTarget());
  if (!app->draft.empty()) {
    const naw::ui::AttackInfo info = naw::ui::attackInfo(g, app->draft);
    if (info.refusal)
      text += ",\"attackRefusal\":\"" + jsonEscape(info.refusal->rule + ": " + info.refusal->why) +
              "\"";
    text += ",\"odds\":\"" +
            (info.column >= 0 ? g.rules().crt().columnName(info.column) : std::string()) +
            "\",\"attack\":" + std::to_string(info.attack) +
            ",\"defence\":" + std::to_string(info.defence);
  }
  text += focusJson() + ",\"log\":" + std::to_string(g.log().size()) + ",\"items\":[";
  bool first = true;
  for (const auto& [id, r] : naw::ui::namedItems()) {
    (void)r;
    text += (first ? "\"" : ",\"") + jsonEscape(id) + "\"";
    first = false;
  }
  text += "]}";
  return text.c_str();
}

}  // extern "C"

int main() {
  naw_install_test_api();
  // The language: the player's earlier choice, else the browser's (i18n.h).
  naw::ui::initLanguage(naw::web::browserPlatform());
  screen.platform = &naw::web::browserPlatform();
  screen.watchReplay = [] { layer.replay.open(*app, 0); };
  screen.replayAt = [](std::size_t k) { layer.replay.open(*app, k); };
  app.emplace(naw::persist::Session::local(naw::Options{}, 0));
  // The text layer beside the canvas, for screen readers (text_layer_dom.h): the layer of the
  // game on screen.
  naw::web::textLayerAttach(*app, []() -> naw::ui::GameTextLayer* {
    using Layer = naw::ui::GameTextLayer*;
    return cnMode    ? Layer(&cnText)
           : nlbMode ? Layer(&nlbText)
           : w20On() ? Layer(&w20Text)
                     : nullptr;
  });
  screen.textLayerShown = naw::web::textLayerShown();

  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
    naw_fail(SDL_GetError());
    return 1;
  }
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  P.window = SDL_CreateWindow("Napoleon at Waterloo", SDL_WINDOWPOS_UNDEFINED,
                              SDL_WINDOWPOS_UNDEFINED, 1280, 800,
                              SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  P.gl = P.window ? SDL_GL_CreateContext(P.window) : nullptr;
  if (!P.gl) {
    naw_fail("This game needs WebGL 2, which this browser does not provide.");
    return 1;
  }

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  styleImGui();
  ImGui_ImplSDL2_InitForOpenGL(P.window, P.gl);
  ImGui_ImplOpenGL3_Init("#version 300 es");
  if (!loadFonts(float(emscripten_get_device_pixel_ratio()))) {
    naw_fail("The game's fonts could not be loaded.");
    return 1;
  }
  screen.paintBoard = [](ImDrawList* dl, const naw::Rules& rules, const Camera& cam) {
    boardCache.add(dl, rules, cam, P.fonts, app->flipped);
  };
  cnScreen.fonts = &P.fonts;
  cnScreen.headingFont = screen.headingFont;
  cnScreen.paintBoard = [](ImDrawList* dl, const Camera& cam) {
    const naw::web::BoardCache::Painter paint = [](ImDrawList* list, const void* map,
                                                   const Camera& c, const naw::ui::MapFonts& f) {
      cn::ui::drawBoard(list, *static_cast<const cn::Map*>(map), c, f);
    };
    boardCache.add(dl, &cn::Game::map(), paint, cam, P.fonts, flipped());
  };
  nlbScreen.fonts = &P.fonts;
  nlbScreen.headingFont = screen.headingFont;
  nlbScreen.paintBoard = [](ImDrawList* dl, const Camera& cam) {
    const naw::web::BoardCache::Painter paint = [](ImDrawList* list, const void* board,
                                                   const Camera& c, const naw::ui::MapFonts& f) {
      nlb::ui::drawBoard(list, *static_cast<const nlb::Board*>(board), c, f);
    };
    boardCache.add(dl, &nlb::Board::get(), paint, cam, P.fonts, flipped());
  };
  w20Screen.fonts = &P.fonts;
  w20Screen.headingFont = screen.headingFont;
  w20Screen.paintBoard = [](ImDrawList* dl, const Camera& cam) {
    const naw::web::BoardCache::Painter paint = [](ImDrawList* list, const void*, const Camera& c,
                                                   const naw::ui::MapFonts& f) {
      w20::ui::drawBoard(list, c, f);
    };
    boardCache.add(dl, &w20::theMap(), paint, cam, P.fonts, flipped());
  };
  // Waterloo 20 from every new-game dialog, and back.
  const auto chooseW20 = [] {
    cnMode = nlbMode = false;
    w20Mode = true;
    w20Screen.newGameOpen = true;
    P.userMovedCamera = false;
    w20Screen.wantsFitCamera = true;
  };
  screen.chooseW20 = chooseW20;
  cnScreen.openW20NewGame = chooseW20;
  nlbScreen.openW20NewGame = chooseW20;
  w20Screen.backToNaw = [] {
    w20Mode = false;
    P.userMovedCamera = false;
    screen.wantsFitCamera = true;
  };
  w20Screen.openNawNewGame = [] {
    w20Mode = false;
    app->dialog = naw::ui::Dialog::NewGame;
    P.userMovedCamera = false;
    screen.wantsFitCamera = true;
  };
  w20Screen.openCnNewGame = [] {
    w20Mode = false;
    screen.chooseComputerNapoleonics();
  };
  w20Screen.openNlbNewGame = [] {
    w20Mode = false;
    screen.chooseNlb();
  };
  // The new-game dialogs switch between the games.
  screen.chooseNlb = [] {
    cnMode = false;
    nlbMode = true;
    nlbScreen.newGameOpen = true;
    P.userMovedCamera = false;
    nlbScreen.wantsFitCamera = true;
  };
  nlbScreen.backToNaw = [] {
    nlbMode = false;
    P.userMovedCamera = false;
    screen.wantsFitCamera = true;
  };
  nlbScreen.openNawNewGame = [] {
    nlbMode = false;
    app->dialog = naw::ui::Dialog::NewGame;
    P.userMovedCamera = false;
    screen.wantsFitCamera = true;
  };
  cnScreen.openNlbNewGame = [] { screen.chooseNlb(); };
  nlbScreen.openCnNewGame = [] {
    nlbMode = false;
    screen.chooseComputerNapoleonics();
  };
  screen.chooseComputerNapoleonics = [] {
    nlbMode = false;
    cnMode = true;
    cnScreen.newGameOpen = true;
    P.userMovedCamera = false;
    cnScreen.wantsFitCamera = true;
  };
  cnScreen.backToNaw = [] {
    cnMode = false;
    P.userMovedCamera = false;
    screen.wantsFitCamera = true;
  };
  cnScreen.openNawNewGame = [] {
    cnMode = false;
    app->dialog = naw::ui::Dialog::NewGame;
    P.userMovedCamera = false;
    screen.wantsFitCamera = true;
  };

  // Computer Napoleonics games are saved, resumed and opened by link by the browser layer.
  layer.attachCn(
      cnScreen, [] { return cnMode; },
      [](bool on) {
        if (on) nlbMode = false;
        if (on == cnMode) return;
        cnMode = on;
        P.userMovedCamera = false;
        (on ? cnScreen.wantsFitCamera : screen.wantsFitCamera) = true;
      });
  // NLB Waterloo games too (browser_layer_nlb.cpp).
  layer.attachNlb(
      nlbScreen, [] { return nlbMode; },
      [](bool on) {
        if (on) cnMode = false;
        if (on == nlbMode) return;
        nlbMode = on;
        P.userMovedCamera = false;
        (on ? nlbScreen.wantsFitCamera : screen.wantsFitCamera) = true;
      });
  layer.attachW20(
      w20Screen, [] { return w20On(); },
      [](bool on) {
        if (on) cnMode = nlbMode = false;
        if (on == w20Mode) return;
        w20Mode = on;
        P.userMovedCamera = false;
        (on ? w20Screen.wantsFitCamera : screen.wantsFitCamera) = true;
      });
  if (browserLayerNeededFirst())
    attachBrowserLayer();
  else
    P.attachAfterFirstFrame = true;
  app->onReplaced.push_back([](const naw::ui::App&) {
    P.userMovedCamera = false;
    screen.wantsFitCamera = true;
  });

  syncSize();
  // The map's text sizes at the fitted camera go into the font atlas that the first frame
  // builds (else it would build it, then build it again with them).
  naw::ui::noteMapTextSizes(P.fonts, app->camera.scale());
  naw::ui::noteCounterTextSizes(P.fonts, naw::ui::GameScreen::kBoxCounterSide);
  P.fonts.bold.bakeWanted();
  P.fonts.italic.bakeWanted();
  emscripten_set_main_loop(tick, 0, false);
  // The first frame now rather than at the next animation frame (up to 16 ms later): the
  // browser shows it with its next frame either way.
  tick();
  return 0;
}
