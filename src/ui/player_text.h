// Engine texts as a player reads them: unit ids ("fr-6-ii", as naw-cli and the logs use them)
// replaced by the designations printed on the counters ("6/II"), and the rule cases a text
// cites, so that the screen can offer each as a tappable rule number.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace naw {
class Rules;
}

namespace naw::ui {

// `text` with every whole-word unit id replaced by its counter's designation.
std::string withUnitLabels(const Rules& rules, std::string_view text);

// The rule cases and rulings `text` cites ("5.1", "6.6", "R7", "R7a"), first citation first,
// each once; only those with a rule text of their own to open (rule_text.h).
std::vector<std::string> citedRules(std::string_view text);

}  // namespace naw::ui
