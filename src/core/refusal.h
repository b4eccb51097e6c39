// Why an action was refused: the rule case or ruling ("4.5", "R7", "C19") and plain words.
// Shared by every game module.
#pragma once

#include <string>

namespace core {

struct Refusal {
  std::string rule;
  std::string why;
};

}  // namespace core
