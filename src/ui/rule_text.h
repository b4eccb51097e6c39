// The rule texts shown when a player taps a rule number: the 1979 rule cases and the
// project's rulings, from the asset rules-1979.txt (embedded natively; the page embeds only
// its "@" lines and fetches the file: RuleBook below). Its format:
//
//   # comment
//   @ <id> | <title>        one entry: "4.5", "R7a", ...
//   <text>                  paragraphs separated by blank lines, until the next '@' line
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "i18n.h"

namespace naw::ui {

struct RuleEntry {
  std::string id;
  std::string title;
  std::string text;  // paragraphs joined by "\n\n"
};

std::vector<RuleEntry> parseRules(std::string_view text);

// One game's rule texts. Native builds embed the whole file. The page embeds only its "@"
// lines (each entry's id and title: the rule buttons and dialog titles need no more,
// src/ui/rule_files.cmake) and fetches the texts, a file beside the page, the first time a
// dialog shows one: they are most of the file's bytes and few players open them.
class RuleBook {
 public:
  enum class Texts : std::uint8_t {
    Ready,    // every entry has its text
    Missing,  // headings only, not asked for yet
    Wanted,   // asked for: the page starts fetching them (takeWanted)
    Loading,  // being fetched
    Failed,   // the fetch failed (offline, and the service worker has no copy)
  };
  // `file`: the name the page fetches ("rules-1979.txt"); `embedded`: the whole file, or
  // its "@" lines only. Registered in ruleBooks() for the page to serve.
  RuleBook(std::string file, std::string_view embedded);
  ~RuleBook();
  RuleBook(const RuleBook&) = delete;
  RuleBook& operator=(const RuleBook&) = delete;

  const std::string& file() const { return file_; }
  const std::vector<RuleEntry>& entries() const { return entries_; }
  Texts texts() const { return texts_; }
  // The state of `e`'s text (an entry of this book or of a translation): Ready when it has
  // one; else the book's, asking for the texts when they were never asked for.
  Texts textOf(const RuleEntry& e);
  void retry();  // after a failure: ask again
  // For the page: true once when the texts were asked for (then Loading).
  bool takeWanted();
  void install(std::string_view text);  // the fetched file: Ready (entries replaced)
  void fail();                          // Loading -> Failed

 private:
  std::string file_;
  std::vector<RuleEntry> entries_;
  Texts texts_;
};

// Every rule book made so far (the page polls them each frame to fetch what is wanted).
const std::vector<RuleBook*>& ruleBooks();
// Napoleon at Waterloo's English rules (rules-1979.txt).
RuleBook& rules1979Book();

// The rules in the current language (rules1979Book(), the French translation
// rules-1979.fr.txt with the same ids: i18n.h). A refusal's rule ("4.5", "R7",
// "R7a") names an entry.
const std::vector<RuleEntry>& rules1979();
const std::vector<RuleEntry>& rules1979(Lang lang);
// The entry for `id` (in English where a translation lacks it); for an unknown case "x.y"
// its section "x.0"; nullptr if none.
const RuleEntry* findRule(std::string_view id);
const RuleEntry* findRule(std::string_view id, Lang lang);
// The same lookup in another game's rules (Computer Napoleonics: cn_rule_text.h).
const RuleEntry* findRule(const std::vector<RuleEntry>& rules, std::string_view id);
// Another game's rule in the player's language: in `french` (its translation; nullptr while
// the page has not got it) for a French reader, else, or when that lacks it, in `english`.
const RuleEntry* findRuleInLanguage(const std::vector<RuleEntry>& english,
                                    const std::vector<RuleEntry>* french, std::string_view id);

}  // namespace naw::ui
