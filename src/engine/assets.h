// The game's data assets (map, counters, tables, scenarios), compiled into the binary so that
// neither the native nor the wasm build needs file I/O. Generated from assets/ by CMake
// (src/engine/embed_assets.cmake).
#pragma once

#include <string_view>

namespace naw {

// The text of the asset file `name` (e.g. "map-1979.csv"), or an empty view if unknown.
std::string_view assetText(std::string_view name);

}  // namespace naw
