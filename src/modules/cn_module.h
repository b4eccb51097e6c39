// Computer Napoleonics behind core::AnyGame (src/core/game_module.h).
#pragma once

#include "core/game_module.h"

namespace modules {

const core::GameModule& cnModule();

}  // namespace modules
