// The yardstick for tests/bench-web: a bare SDL2 + Dear ImGui page with the same flags and
// shell as the game, drawing one small window every frame (the usual continuous loop).
#include <SDL.h>
#include <emscripten.h>

#include <GLES3/gl3.h>

#include "imgui.h"
#include "imgui_impl_opengl3.h"
#include "imgui_impl_sdl.h"

namespace {

SDL_Window* g_window = nullptr;
double g_frames = 0;

EM_JS(void, bare_frame_drawn, (double frames), {
  var api = window["naw"] = window["naw"] || {};
  api["framesDrawn"] = function() { return frames; };
  api["wasmHeapBytes"] = function() { return HEAPU8.length; };
  if (frames == 1) {
    api["ready"] = true;
    if (window["nawReady"]) window["nawReady"]();
  }
});

void frame() {
  SDL_Event e;
  while (SDL_PollEvent(&e)) ImGui_ImplSDL2_ProcessEvent(&e);
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  ImGui::NewFrame();
  ImGui::Begin("Bare page");
  ImGui::Text("SDL2 + Dear ImGui %s", IMGUI_VERSION);
  ImGui::Button("A button");
  ImGui::End();
  ImGui::Render();
  int w, h;
  SDL_GL_GetDrawableSize(g_window, &w, &h);
  glViewport(0, 0, w, h);
  glClearColor(0.2f, 0.2f, 0.2f, 1);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  bare_frame_drawn(++g_frames);
}

}  // namespace

int main() {
  SDL_Init(SDL_INIT_VIDEO);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  g_window = SDL_CreateWindow("bare", 0, 0, 1280, 800,
                              SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  SDL_GLContext gl = SDL_GL_CreateContext(g_window);
  if (!gl) return 1;
  ImGui::CreateContext();
  ImGui::GetIO().IniFilename = nullptr;
  ImGui_ImplSDL2_InitForOpenGL(g_window, gl);
  ImGui_ImplOpenGL3_Init("#version 300 es");
  emscripten_set_main_loop(frame, 0, false);
  return 0;
}
