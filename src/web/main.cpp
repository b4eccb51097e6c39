// The browser front end: SDL2 window + WebGL2 context, Dear ImGui, the map view, input
// (drag to pan, wheel or pinch to zoom), render-on-demand main loop and the window.naw
// test API.
#include <SDL.h>
#include <emscripten.h>
#include <emscripten/html5.h>

#include <GLES3/gl3.h>

#include <cmath>
#include <map>
#include <optional>
#include <string>

#include "board_view.h"
#include "camera.h"
#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"
#include "map_view.h"

namespace {

using naw::Point;
using naw::ui::BoardView;
using naw::ui::Camera;

// Shows a message over the page instead of the game (no WebGL2, broken data).
EM_JS(void, naw_fail, (const char* message), {
  var text = UTF8ToString(message);
  if (window["nawShowError"])
    window["nawShowError"](text);
  else
    document.body.textContent = text;
});

EM_JS(void, naw_install_test_api, (), {
  var api = window["naw"] || {};
  api["status"] = function() { return ccall("naw_status", "string", [], []); };
  api["unitHex"] = function(id) { return ccall("naw_unit_hex", "string", ["string"], [id]); };
  api["hexToClient"] = function(hex) {
    var ok = ccall("naw_hex_to_client", "number", ["string"], [hex]);
    if (!ok) return null;
    return {
      "x" : ccall("naw_client_x", "number", [], []),
      "y" : ccall("naw_client_y", "number", [], [])
    };
  };
  api["framesDrawn"] = function() { return ccall("naw_frames_drawn", "number", [], []); };
  api["wasmHeapBytes"] = function() { return HEAPU8.length; };
  api["ready"] = false;
  window["naw"] = api;
});

EM_JS(void, naw_mark_ready, (), {
  window["naw"]["ready"] = true;
  if (window["nawReady"]) window["nawReady"]();
});

struct App {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  std::optional<BoardView> board;
  Camera camera;
  naw::ui::FontFamily uiFont;
  naw::ui::MapFonts fonts;
  bool userMovedCamera = false;  // until then, resizes refit the whole map
  int framesToDraw = 2;
  unsigned framesDrawn = 0;
  int width = 0, height = 0, drawableWidth = 0, drawableHeight = 0;
  bool dragging = false;
  std::map<SDL_FingerID, Point> fingers;  // touch points, CSS pixels
  bool wantMouse = false;                 // ImGui's panel had the mouse in the last frame
  double panelRight = 270;                // right edge of the panel (CSS pixels), last frame
};

App app;

naw::ui::Rect boardRect() {
  const naw::Map& map = app.board->map();
  return naw::ui::boardBounds(map.columns(), map.rowsInColumn(1), 0.7);  // edge arrows too
}

void fitCamera() {
  const naw::ui::Rect world = boardRect();
  app.camera.fit(world, app.width, app.height);
  // From half the fitted scale up to hexes 220 CSS pixels across.
  app.camera.setScaleLimits(app.camera.scale() * 0.5, std::max(app.camera.scale(), 110.0));
  // Where there is room beside the map, move it clear of the panel in the top-left corner.
  const double left = app.camera.toScreen({world.x0, world.y0}).x;
  const double room = app.width - app.camera.toScreen({world.x1, world.y1}).x;
  const double wanted = app.panelRight + 8 - left;
  if (wanted > 0 && room > 0) app.camera.pan(std::min(wanted, room), 0);
}

// Picks up a new window or canvas size (browser resize, orientation change, DPI change).
bool syncSize() {
  int w, h, dw, dh;
  SDL_GetWindowSize(app.window, &w, &h);
  SDL_GL_GetDrawableSize(app.window, &dw, &dh);
  if (w == app.width && h == app.height && dw == app.drawableWidth && dh == app.drawableHeight)
    return false;
  const Point centre = app.camera.toWorld({app.width / 2.0, app.height / 2.0});
  app.width = w, app.height = h, app.drawableWidth = dw, app.drawableHeight = dh;
  if (!app.userMovedCamera) {
    fitCamera();
  } else {  // keep the same world point in the middle
    const Point now = app.camera.toScreen(centre);
    app.camera.pan(w / 2.0 - now.x, h / 2.0 - now.y);
  }
  return true;
}

void pinch(const Point& oldA, const Point& oldB, const Point& newA, const Point& newB) {
  const double oldDist = std::hypot(oldA.x - oldB.x, oldA.y - oldB.y);
  const double newDist = std::hypot(newA.x - newB.x, newA.y - newB.y);
  const Point oldMid{(oldA.x + oldB.x) / 2, (oldA.y + oldB.y) / 2};
  const Point newMid{(newA.x + newB.x) / 2, (newA.y + newB.y) / 2};
  app.camera.pan(newMid.x - oldMid.x, newMid.y - oldMid.y);
  if (oldDist > 1 && newDist > 1) app.camera.zoomAt(newMid, newDist / oldDist);
  app.userMovedCamera = true;
}

void handleEvent(const SDL_Event& e) {
  switch (e.type) {
    case SDL_MOUSEBUTTONDOWN:
      if (e.button.button == SDL_BUTTON_LEFT && !app.wantMouse) app.dragging = true;
      break;
    case SDL_MOUSEBUTTONUP:
      if (e.button.button == SDL_BUTTON_LEFT) app.dragging = false;
      break;
    case SDL_MOUSEMOTION:
      // With two fingers down the pinch below moves the map; ignore the synthesized mouse.
      if (app.dragging && !(e.motion.which == SDL_TOUCH_MOUSEID && app.fingers.size() > 1)) {
        app.camera.pan(e.motion.xrel, e.motion.yrel);
        app.userMovedCamera = true;
      }
      break;
    case SDL_MOUSEWHEEL: {
      if (app.wantMouse) break;
      const float steps = e.wheel.preciseY != 0 ? e.wheel.preciseY : float(e.wheel.y);
      int x, y;
      SDL_GetMouseState(&x, &y);
      app.camera.zoomAt({double(x), double(y)}, std::pow(1.2, steps));
      app.userMovedCamera = true;
      break;
    }
    case SDL_FINGERDOWN:
    case SDL_FINGERMOTION: {
      const Point p{e.tfinger.x * app.width, e.tfinger.y * app.height};
      if (e.type == SDL_FINGERMOTION && app.fingers.size() == 2 &&
          app.fingers.count(e.tfinger.fingerId)) {
        auto other = app.fingers.begin();
        if (other->first == e.tfinger.fingerId) ++other;
        pinch(app.fingers[e.tfinger.fingerId], other->second, p, other->second);
      }
      app.fingers[e.tfinger.fingerId] = p;
      break;
    }
    case SDL_FINGERUP:
      app.fingers.erase(e.tfinger.fingerId);
      break;
    default:
      break;
  }
}

void drawPanel() {
  ImGui::SetNextWindowPos(ImVec2(12, 12), ImGuiCond_Always);
  ImGui::SetNextWindowBgAlpha(0.88f);
  const ImGuiWindowFlags flags = ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_AlwaysAutoResize |
                                 ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove |
                                 ImGuiWindowFlags_NoFocusOnAppearing | ImGuiWindowFlags_NoNav;
  if (ImGui::Begin("Napoleon at Waterloo", nullptr, flags)) {
    ImGui::TextUnformatted("Napoleon at Waterloo");
    ImGui::TextDisabled("Turn 1 of 10 \xC2\xB7 1 pm \xC2\xB7 French movement");
    if (app.width >= 640) ImGui::TextDisabled("Drag to pan, wheel or pinch to zoom");
    const double right = ImGui::GetWindowPos().x + ImGui::GetWindowSize().x;
    if (std::abs(right - app.panelRight) > 0.5) {
      app.panelRight = right;
      if (!app.userMovedCamera) {
        fitCamera();
        app.framesToDraw = std::max(app.framesToDraw, 1);
      }
    }
  }
  ImGui::End();
}

void render() {
  // Lays the frame out; if it asked for font sizes not baked yet, bakes them, uploads the
  // new font texture and lays it out again, so every frame shown has all its text.
  for (int pass = 0; pass < 2; ++pass) {
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplSDL2_NewFrame();
    ImGui::NewFrame();
    ImDrawList* dl = ImGui::GetBackgroundDrawList();
    naw::ui::drawBoard(dl, *app.board, app.camera, app.fonts);
    naw::ui::drawCounters(dl, *app.board, app.camera, app.fonts);
    drawPanel();
    ImGui::Render();
    const bool boldAdded = app.fonts.bold.bakeWanted();
    const bool italicAdded = app.fonts.italic.bakeWanted();
    if (!boldAdded && !italicAdded) break;
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
  }
  app.wantMouse = ImGui::GetIO().WantCaptureMouse;

  glViewport(0, 0, app.drawableWidth, app.drawableHeight);
  glClearColor(0.16f, 0.17f, 0.18f, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  ++app.framesDrawn;
}

// One browser animation frame: always poll events, draw only when something changed.
void tick() {
  SDL_Event e;
  bool changed = false;
  while (SDL_PollEvent(&e)) {
    ImGui_ImplSDL2_ProcessEvent(&e);
    handleEvent(e);
    changed = true;
  }
  if (syncSize()) changed = true;
  // ImGui settles hover and layout one frame after the input that changed them.
  if (changed) app.framesToDraw = std::max(app.framesToDraw, 2);
  if (app.framesToDraw <= 0) return;
  --app.framesToDraw;
  render();
  if (app.framesDrawn == 1) naw_mark_ready();
}

bool loadFonts(float pixelRatio) {
  const char* bold = "/fonts/Caladea-Bold.ttf";
  const char* italic = "/fonts/Caladea-Italic.ttf";
  // The first font baked is ImGui's default: the panel text, 15 CSS pixels.
  app.uiFont = {bold, {std::round(15 * pixelRatio)}, {}, {true}};
  // Map text: each size within 1.5x of the next, so no glyph is shrunk by more than that.
  app.fonts.bold = {bold, {11, 17, 26, 40, 60}, {}, {}};
  app.fonts.italic = {italic, {14, 22, 34, 50}, {}, {}};
  app.fonts.pixelRatio = pixelRatio;
  ImGui::GetIO().FontGlobalScale = 1.0f / pixelRatio;
  return app.uiFont.bakeWanted();
}

void styleImGui() {
  ImGuiStyle& s = ImGui::GetStyle();
  ImGui::StyleColorsDark(&s);
  s.WindowRounding = 6;
  s.WindowPadding = ImVec2(12, 10);
  s.WindowBorderSize = 0;
  s.Colors[ImGuiCol_WindowBg] = ImVec4(0.14f, 0.12f, 0.10f, 1.0f);
  s.Colors[ImGuiCol_Text] = ImVec4(0.96f, 0.92f, 0.82f, 1.0f);
  s.Colors[ImGuiCol_TextDisabled] = ImVec4(0.80f, 0.74f, 0.62f, 1.0f);
}

}  // namespace

extern "C" {

EMSCRIPTEN_KEEPALIVE const char* naw_status() {
  static std::string text;
  text = app.board ? app.board->status() : std::string();
  return text.c_str();
}

EMSCRIPTEN_KEEPALIVE const char* naw_unit_hex(const char* id) {
  static std::string text;
  const naw::Hex h = app.board ? app.board->unitHex(id) : naw::Hex{};
  text = h.valid() ? naw::formatHex(h) : std::string();
  return text.c_str();
}

static Point g_client;
EMSCRIPTEN_KEEPALIVE int naw_hex_to_client(const char* hex) {
  const naw::Hex h = naw::parseHex(hex);
  if (!app.board || !app.board->map().onMap(h)) return 0;
  g_client = app.camera.toScreen(naw::hexCenter(h, 1.0));
  return 1;
}
EMSCRIPTEN_KEEPALIVE double naw_client_x() { return g_client.x; }
EMSCRIPTEN_KEEPALIVE double naw_client_y() { return g_client.y; }
EMSCRIPTEN_KEEPALIVE double naw_frames_drawn() { return app.framesDrawn; }

}  // extern "C"

int main() {
  naw_install_test_api();
  std::string error;
  app.board = BoardView::load(&error);
  if (!app.board) {
    naw_fail(("The game data could not be read: " + error).c_str());
    return 1;
  }

  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) != 0) {
    naw_fail(SDL_GetError());
    return 1;
  }
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  app.window = SDL_CreateWindow(
      "Napoleon at Waterloo", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED, 1280, 800,
      SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  app.gl = app.window ? SDL_GL_CreateContext(app.window) : nullptr;
  if (!app.gl) {
    naw_fail("This game needs WebGL 2, which this browser does not provide.");
    return 1;
  }

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;
  styleImGui();
  ImGui_ImplSDL2_InitForOpenGL(app.window, app.gl);
  ImGui_ImplOpenGL3_Init("#version 300 es");
  if (!loadFonts(float(emscripten_get_device_pixel_ratio()))) {
    naw_fail("The game's fonts could not be loaded.");
    return 1;
  }

  syncSize();
  emscripten_set_main_loop(tick, 0, false);
  return 0;
}
