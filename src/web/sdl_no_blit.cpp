// The page draws with WebGL only. SDL's software blitters (SDL_blit*.c: about 186 KB of wasm
// code, the largest part of SDL in the page) are reached only through SDL_CalculateBlit,
// which SDL's surface conversion and blits call (e.g. for a cursor made from a surface; the
// page uses only system cursors). Defining it here as a refusal keeps SDL_blit.o, and the
// blitters only it refers to, out of the link: a surface blit would fail with this error
// instead of running.
#include <SDL.h>

extern "C" int SDL_CalculateBlit(SDL_Surface*) {
  return SDL_SetError("software blits are left out of this page (src/web/sdl_no_blit.cpp)");
}

// Run-length encoded surfaces (SDL_RLEaccel.c, about 15 KB of wasm: RLE blitters) are made
// only for a blit (SDL_CalculateBlit above, or SDL_SetSurfaceRLE before one) and undone when
// such a surface is locked or freed. With blits left out no surface is ever RLE-encoded, so
// these two stand in for SDL's and keep SDL_RLEaccel.o out of the link.
extern "C" int SDL_RLESurface(SDL_Surface*) {
  return SDL_SetError("RLE surfaces are left out of this page (src/web/sdl_no_blit.cpp)");
}
extern "C" void SDL_UnRLESurface(SDL_Surface*, int) {}
