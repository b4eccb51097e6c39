// The string table and the French rule texts (assets/i18n), embedded by
// src/engine/embed_assets.cmake into naw_ui_core: whole in native builds; in the page, the
// English column only (the French arrives by i18n.h's installFrench).
#pragma once

#include <string_view>

namespace naw::ui::i18n_assets {

std::string_view assetText(std::string_view name);  // "" if not embedded

}  // namespace naw::ui::i18n_assets
