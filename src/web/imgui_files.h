// ImGui's user config for the web build (IMGUI_USER_CONFIG): ImGui's file functions read the
// files compiled into the page (the fonts; src/web/imgui_files.cpp), so that the page needs
// no preloaded index.data and no Emscripten file system.
#pragma once
#include <cstddef>
#include <cstdio>
#include <cstdlib>

// ImGui's sscanf (its .ini settings readers) and atof (numeric text input) are the page's
// small readers (imgui_scan.cpp): libc's scanf and strtod stay out of the wasm. (The C
// headers are included above, so that only the calls are renamed.)
int naw_imgui_sscanf(const char* text, const char* format, ...);
double naw_imgui_atof(const char* text);
#define sscanf naw_imgui_sscanf
#define atof naw_imgui_atof

#define IMGUI_DISABLE_DEFAULT_FILE_FUNCTIONS
// No metrics window / debug tools (the page never shows them; their hooks ran every frame).
#define IMGUI_DISABLE_METRICS_WINDOW
typedef FILE* ImFileHandle;
FILE* ImFileOpen(const char* filename, const char* mode);
bool ImFileClose(FILE* file);
unsigned long long ImFileGetSize(FILE* file);
unsigned long long ImFileRead(void* data, unsigned long long size, unsigned long long count,
                              FILE* file);
unsigned long long ImFileWrite(const void* data, unsigned long long size, unsigned long long count,
                               FILE* file);

struct NawEmbeddedFile {
  const char* path;
  const unsigned char* data;
  std::size_t size;
};

// The embedded file at `path`, or nullptr. Defined by the page's generated font table
// (src/web/embed_fonts.cmake); weak so that pages without one (bare.html) still link.
extern "C" __attribute__((weak)) const NawEmbeddedFile* naw_embedded_file(const char* path);
