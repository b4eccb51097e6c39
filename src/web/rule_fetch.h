// The rule texts the page fetches (src/ui/rule_text.h RuleBook: the page embeds their
// headings only; src/web/CMakeLists.txt writes each file beside index.html, and web/sw.js
// keeps it for offline play).
#pragma once

namespace naw::web {

// Once per frame: starts fetching the books whose texts were asked for and installs those
// that arrived (or marks them failed). True when a book changed (draw again).
bool pollRuleBooks();

}  // namespace naw::web
