// The page's SDL is built without its joystick subsystem (web/install-deps: SDL_JOYSTICK=OFF),
// so SDL never initialises joysticks and SDL_GameControllerOpen could only fail. ImGui's SDL
// backend still names three game-controller functions (it reads a gamepad only when
// ImGuiConfigFlags_NavEnableGamepad is set, which the page never sets); defining them here
// keeps SDL_gamecontroller.o and SDL_joystick.o (the controller mapping database and
// parser) out of the link. Compiled only against such an SDL (src/web/CMakeLists.txt checks
// SDL_JOYSTICK_DISABLED), where SDL's own versions would not be linked anyway.
#include <SDL.h>

extern "C" SDL_GameController* SDL_GameControllerOpen(int) {
  SDL_SetError("game controllers are left out of this page (src/web/sdl_no_gamepad.cpp)");
  return nullptr;
}
extern "C" Uint8 SDL_GameControllerGetButton(SDL_GameController*, SDL_GameControllerButton) {
  return 0;
}
extern "C" Sint16 SDL_GameControllerGetAxis(SDL_GameController*, SDL_GameControllerAxis) {
  return 0;
}
