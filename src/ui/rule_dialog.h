// A game's rule dialog (Dear ImGui, web build): what a tap on a refusal's rule number (or key
// H) opens in the screens of Waterloo under NLB rules and of Waterloo 20.
#pragma once

#include <string>

#include "rule_text.h"

struct ImFont;

namespace naw::ui {

// The dialog "Rule <rule>" (window id `id`), centred on a `width` x `height` screen: the
// refusal's `reason` first when there is one (named "refusal-text"), then the
// entry `e` of `book` (its number and title in `heading`, then its text, which scrolls past
// half the screen's height, or what drawMissingRuleText shows while the page has not got
// it), `source` below it; "No text for <rule>" when `e` is null; a Close button. Named
// "dialog-rule", "rule-title", "rule-text", "close". False once closed (Close or the close
// box).
bool drawRuleDialog(const char* id, const std::string& rule, const RuleEntry* e, RuleBook& book,
                    const std::string& source, double width, double height, ImFont* heading,
                    const std::string& reason = {});

}  // namespace naw::ui
