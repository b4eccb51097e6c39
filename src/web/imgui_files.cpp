// ImGui's file functions (IMGUI_DISABLE_DEFAULT_FILE_FUNCTIONS) over the files compiled into
// the page: AddFontFromFileTTF("/fonts/...") reads them through fmemopen, which needs no
// Emscripten file system (the page links with -sFILESYSTEM=0). Nothing is ever written.
#include <cstdio>
#include <cstring>

#include "imgui.h"
#include "imgui_internal.h"

ImFileHandle ImFileOpen(const char* filename, const char* mode) {
  if (!naw_embedded_file || std::strchr(mode, 'w') || std::strchr(mode, 'a')) return nullptr;
  const NawEmbeddedFile* f = naw_embedded_file(filename);
  return f ? fmemopen(const_cast<unsigned char*>(f->data), f->size, "rb") : nullptr;
}

bool ImFileClose(ImFileHandle f) { return std::fclose(f) == 0; }

ImU64 ImFileGetSize(ImFileHandle f) {
  long off = 0, sz = 0;
  return ((off = std::ftell(f)) != -1 && !std::fseek(f, 0, SEEK_END) &&
          (sz = std::ftell(f)) != -1 && !std::fseek(f, off, SEEK_SET))
             ? ImU64(sz)
             : ImU64(-1);
}

ImU64 ImFileRead(void* data, ImU64 size, ImU64 count, ImFileHandle f) {
  return std::fread(data, std::size_t(size), std::size_t(count), f);
}

ImU64 ImFileWrite(const void*, ImU64, ImU64, ImFileHandle) { return 0; }
