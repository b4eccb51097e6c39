// SDL recognises multi-finger and "dollar" gestures from touch events (SDL_gesture.c) and
// posts SDL_MULTIGESTURE / SDL_DOLLARGESTURE events; the page reads fingers itself (pinch
// and pan from SDL_FINGER* events) and never these. SDL's event and touch code call only the
// four functions below; defining them as no-ops keeps SDL_gesture.o (about 5 KB of wasm) out
// of the link, and no gesture event is ever posted.
#include <SDL.h>

extern "C" int SDL_GestureAddTouch(SDL_TouchID) { return 0; }
extern "C" int SDL_GestureDelTouch(SDL_TouchID) { return 0; }
extern "C" void SDL_GestureProcessEvent(SDL_Event*) {}
extern "C" void SDL_GestureQuit(void) {}
