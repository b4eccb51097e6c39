// What a rule dialog shows in place of a rule's text while the page has not got it (web
// build: RuleBook in rule_text.h), alike in every game's screen.
#pragma once

#include "rule_text.h"

namespace naw::ui {

// Below a rule's title: false when `e` has its text (the caller draws it). Otherwise asks
// `book` for its texts, draws "Loading..." (item "rule-loading") or, when the fetch failed,
// why there is no text and a Retry button ("rule-unavailable", "rule-retry"), and returns
// true.
bool drawMissingRuleText(RuleBook& book, const RuleEntry& e);

// Below a rule's title: its text in a child window as tall as the text wrapped to the
// dialog's width, up to half of `screenHeight` (then it scrolls), named "rule-text"; or, while
// `book` has not got it, drawMissingRuleText's lines. (Computer Napoleonics, Waterloo 20.)
void drawRuleTextBox(RuleBook& book, const RuleEntry& e, float screenHeight);

}  // namespace naw::ui
