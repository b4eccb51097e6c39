// The page calls WebGL2 functions directly (ImGui's OpenGL ES 3 backend, board_cache.cpp) and
// never looks one up by name. SDL's EGL layer takes eglGetProcAddress's address, and
// Emscripten's eglGetProcAddress (libprocaddr.c) calls emscripten_GetProcAddress, whose
// name tables reach every GL function Emscripten has: ~270 more imports, their JS glue and
// 4.6 KB of table code. Defined here, the lookup finds nothing: SDL then treats EGL
// extensions as absent and SDL_GL_GetProcAddress (unused by the page) returns NULL.
extern "C" void* eglGetProcAddress(const char*) { return nullptr; }
