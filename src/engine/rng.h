// The standard game's random numbers: the shared generator of src/core (same bits).
#pragma once

#include "core/rng.h"

namespace naw {
using Rng = core::Rng;
}  // namespace naw
