// The page's atof, in place of libc's: SDL reads its mouse speed-scale hints with SDL_atof,
// which calls atof, and musl's atof brought its whole float scanner (__floatscan: decimal and
// hexadecimal parsing with long double, ~7.5 KB of wasm) for that alone. Defined here, libc's
// atof is never linked; the reading is imgui_scan.cpp's (decimal, with exponent).
#include "imgui_files.h"

#undef atof
extern "C" double atof(const char* text) { return naw_imgui_atof(text); }
